import type { ReviewScope } from '../schemas/types.js';
import { nameList, type ReviewPaths } from './evidence.js';
import { unfinishedAttempts, type UnfinishedAttempt } from './attempts.js';
import { uncommittedReason } from './commit-record.js';

/** What proofgate left half-done in the review folder: attempts that never ended, a commit of the whole that never finished. */
export interface Unsettled {
  /** Those no later attempt of theirs settled. */
  attempts: UnfinishedAttempt[];
  /** Why findings.json and coverage.json are not what proofgate last committed. */
  uncommitted?: string;
}

export async function unsettled(paths: ReviewPaths, scope: ReviewScope): Promise<Unsettled> {
  const unfinished = await unfinishedAttempts(paths, scope);
  const uncommitted = await uncommittedReason(
    paths,
    scope,
    unfinished.map((a) => a.n),
  );
  return { attempts: unfinished.filter((a) => !a.settled), ...(uncommitted ? { uncommitted } : {}) };
}

function unfinishedReason(a: UnfinishedAttempt): string {
  if (a.kind === undefined)
    return `attempt ${a.n} has no record: proofgate stopped as it began it, so what it wrote is unknown; run the review again (review run --resume)`;
  const named = (a.owners ?? []).filter((o): o is string => o !== undefined);
  const whose = named.length ? ` (${nameList(named)})` : '';
  if (a.kind === 'merge')
    return `attempt ${a.n}${whose} never ended: proofgate stopped while it merged parts, so what it wrote may be half-done; merge them again (review merge --from …)`;
  const again = a.part ? `review run --unit ${(a.units ?? []).join(',')}` : 'review run --resume';
  return `attempt ${a.n}${whose} never ended: proofgate stopped while its agent ran or its part was merged, so what it wrote may be half-done; run it again (${again})`;
}

/** One reason for each attempt that never ended, and one for a whole that is not what was committed. */
export function unsettledReasons(u: Unsettled): string[] {
  return [...u.attempts.map(unfinishedReason), ...(u.uncommitted ? [u.uncommitted] : [])];
}

/**
 * The files a resumed run asks again so that it settles what was left half-done: every file when
 * the whole is not what was committed (or an attempt has no record), else the files of the units
 * its unfinished attempts were asked. `reviewer`: only those of that reviewer's attempts (each
 * reviewer its own run); without it, every one (one run plays them all).
 */
export function unsettledFiles(u: Unsettled, scope: ReviewScope, reviewer?: string): Set<string> {
  const mine = u.attempts.filter((a) => reviewer === undefined || a.owners === undefined || a.owners.includes(reviewer));
  const every = u.uncommitted !== undefined || mine.some((a) => a.units === undefined);
  const units = new Set(mine.flatMap((a) => a.units ?? []));
  return new Set(scope.files.filter((f) => every || units.has(f.unit)).map((f) => f.path));
}
