import type { ReviewScope } from '../schemas/types.js';
import type { Repo } from '../git/git.js';
import { unseenCommits, type ChangeBase } from '../git/change-start.js';

/**
 * Why the sealed scope does not cover the whole change the caller's verdict answers, or undefined (unseenCommits).
 * A working-tree scope starts at HEAD: the change's commits up to it are counted too. A commit scope that reviewed
 * none of the head's commits is emptyReview's.
 */
export async function uncoveredChange(repo: Repo, scope: ReviewScope, base: ChangeBase | undefined): Promise<string | undefined> {
  const r = scope.refs;
  if (!base || (r.mergeBase === r.headSha && !r.workspace)) return undefined;
  return unseenCommits(repo, r.mergeBase, base, {
    subject: 'the scope',
    fix: r.workspace
      ? "a working-tree review from HEAD leaves them out: seal with the change's base too (the base input, --base), or without the working tree"
      : "seal from the change's base (leave the base out, the event's is the default)",
  });
}
