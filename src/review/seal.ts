import { canonicalJson, sha256 } from '../text/hash.js';
import type { ReviewScope } from '../schemas/types.js';

// Apart from scope.ts, so that the commands that read a sealed scope (anchor, gate) do not load
// what sealing one needs (git diff, globs, rules).
export const DEFAULT_REVIEW_DIR = '_bmad-output/review';

/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
export function scopeHash(scope: Omit<ReviewScope, 'scopeSha256'> & { scopeSha256?: string }): string {
  const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
  return sha256(canonicalJson(sealed));
}
