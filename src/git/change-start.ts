import { aheadBehind, type Repo } from './git.js';
import { short } from '../text/hash.js';

/** Where the change a verdict vouches for starts, as its caller knows it (a workflow event's base). */
export interface ChangeBase {
  sha: string;
  /** Who names it, for the reason: "this pull_request run". */
  what: string;
}

/**
 * Why a review that starts at `start` (the merge base of its base and head; a working tree's HEAD) leaves out
 * commits of the change `base` names, or undefined: `start` holds commits the change's base does not (a base of
 * `HEAD~1`, of the head itself, a later commit of the branch, or a rebase that moved the change's start), so they
 * reached no reviewer while the verdict on the head says they did. Shared by review's gate and test-review's.
 */
export async function unseenCommits(
  repo: Repo,
  start: string,
  base: ChangeBase,
  said: { subject: string; fix: string },
): Promise<string | undefined> {
  let unseen: number;
  try {
    unseen = (await aheadBehind(repo, base.sha, start)).ahead;
  } catch {
    return `the base ${short(base.sha)} ${base.what} names is not in this clone, so whether ${said.subject} covers its change is unknown: check out with fetch-depth: 0`;
  }
  if (unseen === 0) return undefined;
  return `${said.subject} starts at ${short(start)}, ${unseen} commit(s) into the change ${base.what} names (from ${short(base.sha)}): no reviewer saw them; ${said.fix}`;
}
