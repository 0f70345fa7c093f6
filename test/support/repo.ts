// Real git repositories in temp dirs (shared with `npm run demo` via scripts/cart-repo.mjs).
export { CART_V1, CART_V2, commitAll, emptyRepo, git, makeCartRepo } from '../../scripts/cart-repo.mjs';
