import type { ReviewScope } from '../schemas/types.js';
import { aheadBehind, type Repo } from '../git/git.js';
import { short } from '../text/hash.js';

/** Where the change the verdict vouches for starts, as its caller knows it (a workflow event's base). */
export interface ChangeBase {
  sha: string;
  /** Who names it, for the reason: "this pull_request run". */
  what: string;
}

/**
 * Why the sealed scope does not cover the whole change the caller's verdict answers, or undefined: its
 * merge base holds commits the change's base does not (sealed from `HEAD~1`, from a later commit of the
 * branch, or after a rebase moved the change's start), so those commits reached no reviewer while the
 * check on the head says they did. A scope that reviewed none of the head's commits is emptyReview's.
 */
export async function uncoveredChange(repo: Repo, scope: ReviewScope, base: ChangeBase | undefined): Promise<string | undefined> {
  const r = scope.refs;
  if (!base || r.mergeBase === r.headSha) return undefined;
  let unseen: number;
  try {
    unseen = (await aheadBehind(repo, base.sha, r.mergeBase)).ahead;
  } catch {
    return `the base ${short(base.sha)} ${base.what} names is not in this clone, so whether the scope covers its change is unknown: check out with fetch-depth: 0`;
  }
  if (unseen === 0) return undefined;
  return `the scope starts at ${short(r.mergeBase)}, ${unseen} commit(s) into the change ${base.what} names (from ${short(base.sha)}): no reviewer saw them; seal from the change's base (leave the base out, the event's is the default)`;
}
