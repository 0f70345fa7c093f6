// Real git repositories in temp dirs (shared with `npm run demo` via scripts/cart-repo.mjs).
export { CART_V1, CART_V2, commitAll, emptyRepo, git, makeCartRepo } from '../../scripts/cart-repo.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { commitAll, emptyRepo } from '../../scripts/cart-repo.mjs';

/** Writes a file of the repository, creating its folders. */
export function writeRepoFile(repo: string, path: string, text: string | Buffer): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** A repository of two commits: `base` (with a README) and then `change` on top of it. */
export function twoCommits(base: Record<string, string>, change: Record<string, string>): string {
  const repo = emptyRepo();
  writeRepoFile(repo, 'README.md', 'shop\n');
  for (const [p, t] of Object.entries(base)) writeRepoFile(repo, p, t);
  commitAll(repo, 'base');
  for (const [p, t] of Object.entries(change)) writeRepoFile(repo, p, t);
  commitAll(repo, 'change');
  return repo;
}
