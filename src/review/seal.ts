import { canonicalJson, sha256 } from '../text/hash.js';
import type { ReviewScope } from '../schemas/types.js';
import type { SelectOptions } from './selection.js';

// Apart from scope.ts, so that the commands that read a sealed scope (anchor, gate) do not load
// what sealing one needs (git diff, globs, rules).
export const DEFAULT_REVIEW_DIR = '_bmad-output/review';

/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
export function scopeHash(scope: Omit<ReviewScope, 'scopeSha256'> & { scopeSha256?: string }): string {
  const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
  return sha256(canonicalJson(sealed));
}

/** The options a scope sealed besides its refs: what the selection is derived again with, and a new scope of the same work is sealed with. */
export type SealedOptions = Pick<SelectOptions, 'workspace' | 'include' | 'exclude' | 'effort' | 'dispatch' | 'shell' | 'intent'>;

/** The sealed options, read back from the scope's fields (one reading, for the gate's derivation and for the commands that seal it again). */
export function sealedOptions(scope: ReviewScope): SealedOptions {
  return {
    workspace: scope.refs.workspace,
    include: scope.patterns.include,
    exclude: scope.patterns.exclude,
    effort: scope.effort,
    dispatch: scope.dispatch,
    // A sealed reviewer with a shell says the scope was sealed with --shell.
    shell: scope.reviewers.some((r) => r.shell),
    ...(scope.intent ? { intent: scope.intent } : {}),
  };
}
