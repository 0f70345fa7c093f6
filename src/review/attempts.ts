import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { confined, writeJsonAtomic } from '../text/files.js';
import { readStrictJson } from '../text/json.js';
import { ProofgateError } from '../text/errors.js';
import { cutChars } from '../text/truncate.js';
import { schemaErrors } from '../schemas/validate.js';
import type { ReviewAttempt, ReviewCoverage, ReviewScope } from '../schemas/types.js';
import { reviewFolder } from './folder.js';
import { abandonedUnits, isAbandoned, type ReviewPaths } from './evidence.js';

export const ATTEMPT_SCHEMA = 'proofgate/review-attempt/1';
const RECORD = 'attempt.json';
const RECORD_MAX_BYTES = 1024 * 1024;

/**
 * One event that writes a part of a review: `<review folder>/attempts/N/`. Attempts are only ever
 * added: a run writes its prompt, diff and part here, and never deletes or rewrites another's.
 */
export interface Attempt {
  /** The working tree the attempt is written in. */
  root: string;
  n: number;
  folder: string;
  file(name: 'findings' | 'coverage'): string;
}

const attemptsDir = (paths: ReviewPaths) => join(paths.folder, reviewFolder.attempts);

function attemptAt(paths: ReviewPaths, n: number): Attempt {
  const folder = join(attemptsDir(paths), String(n));
  return { root: paths.root, n, folder, file: (name) => join(folder, reviewFolder.files[name]) };
}

/** The attempt numbers present, ascending. */
export async function attemptNumbers(paths: ReviewPaths): Promise<number[]> {
  const names = await readdir(await confined(paths.root, attemptsDir(paths))).catch(() => [] as string[]);
  return names
    .filter((n) => /^[1-9][0-9]{0,8}$/.test(n))
    .map(Number)
    .sort((a, b) => a - b);
}

/** Creates the next attempt's folder; two runs at once each get their own (mkdir is the lock). */
export async function openAttempt(paths: ReviewPaths): Promise<Attempt> {
  // Inside the working tree and through no link, checked again once the folders exist.
  const dir = await confined(paths.root, attemptsDir(paths));
  await mkdir(dir, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    throw new ProofgateError(`cannot create ${dir} (${err.code ?? 'error'}): check that the review folder is writable`);
  });
  await confined(paths.root, dir);
  for (let n = ((await attemptNumbers(paths)).at(-1) ?? 0) + 1; ; n++) {
    const attempt = attemptAt(paths, n);
    try {
      await mkdir(attempt.folder);
      return attempt;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new ProofgateError(`cannot create ${attempt.folder} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
}

export async function writeAttemptRecord(attempt: Attempt, record: Omit<ReviewAttempt, 'schema' | 'attempt'>): Promise<void> {
  await writeJsonAtomic(attempt.root, join(attempt.folder, RECORD), { schema: ATTEMPT_SCHEMA, attempt: attempt.n, ...record });
}

/** Attempt N's record, when it has a valid one. */
async function recordOf(paths: ReviewPaths, n: number): Promise<ReviewAttempt | undefined> {
  const read = await readStrictJson(paths.root, join(attemptAt(paths, n).folder, RECORD), RECORD_MAX_BYTES);
  return read.status === 'ok' && (await schemaErrors('review-attempt', read.data)).length === 0 ? (read.data as ReviewAttempt) : undefined;
}

/** The records of the attempts, newest first; a missing or invalid record is skipped (never trusted). */
export async function attemptRecords(paths: ReviewPaths): Promise<ReviewAttempt[]> {
  const out: ReviewAttempt[] = [];
  for (const n of (await attemptNumbers(paths)).reverse()) {
    const record = await recordOf(paths, n);
    if (record) out.push(record);
  }
  return out;
}

/** An attempt that never ended: what it was, whose, and what it was asked (none of it known without a record). */
export interface UnfinishedAttempt {
  n: number;
  kind?: ReviewAttempt['kind'];
  /** The reviewers it ran or merged for (undefined: one run for every reviewer). */
  owners?: (string | undefined)[];
  units?: string[];
  /** A unit run's, whose part waits for a merge: run again with its units. */
  part?: boolean;
  /** A later attempt of the same reviewers ended since (one with no record: any later attempt); a stood-down one ran nothing and settles nothing. */
  settled: boolean;
}

const ownersOf = (r: ReviewAttempt): (string | undefined)[] =>
  r.kind === 'merge' ? (r.reviewers ?? [null]).map((x) => x ?? undefined) : [r.reviewer];

/**
 * The attempts that never ended, whatever the dispatch: a record that says `ended: false`, or a
 * folder with no valid record (proofgate stopped as it opened it). What such an attempt wrote may
 * be half-done. Another scope's are passed over.
 */
export async function unfinishedAttempts(paths: ReviewPaths, scope: ReviewScope): Promise<UnfinishedAttempt[]> {
  const all: { n: number; record: ReviewAttempt | undefined }[] = [];
  for (const n of await attemptNumbers(paths)) all.push({ n, record: await recordOf(paths, n) });
  const ours = all.filter((a) => a.record === undefined || a.record.scopeSha256 === scope.scopeSha256);
  const endedLater = (n: number, owner?: string | null) =>
    ours.some(
      ({ n: m, record: r }) =>
        m > n && r !== undefined && r.ended !== false && !r.deferred && (owner === null || ownersOf(r).includes(owner)),
    );
  return ours.flatMap(({ n, record }): UnfinishedAttempt[] => {
    if (!record) return [{ n, settled: endedLater(n, null) }];
    if (record.ended !== false) return [];
    const owners = ownersOf(record);
    const settled = owners.every((o) => endedLater(n, o));
    return [{ n, kind: record.kind, owners, units: record.units, ...(record.part ? { part: true } : {}), settled }];
  });
}

/**
 * How an agent attempt went for the units it was asked, as proofgate recorded it: failed when it
 * ended with a reason (the agent exited non-zero, timed out, was killed, wrote no valid part,
 * breached its boundary), completed when it ended without one. A run stood down before it started
 * asked nothing, and one that never ended is outstanding (the gate waits for it), so neither counts.
 */
function observedOutcome(r: ReviewAttempt): 'failed' | 'completed' | undefined {
  if (r.kind !== 'agent' || r.deferred || r.ended === false) return undefined;
  return r.reasons.length ? 'failed' : 'completed';
}

/**
 * The units proofgate itself saw fail three times in a row in this scope, per reviewer (a run of
 * no one reviewer is its own line): the agent's units[] is its word, these records are proofgate's,
 * and they are never deleted, so no later return, --resume or merge clears them.
 */
async function observedAbandoned(paths: ReviewPaths, scope: ReviewScope): Promise<string[]> {
  const history = new Map<string, { unit: string; attempts: string[] }>();
  for (const r of (await attemptRecords(paths)).reverse()) {
    const outcome = r.scopeSha256 === scope.scopeSha256 ? observedOutcome(r) : undefined;
    if (outcome === undefined) continue;
    for (const unit of r.units) {
      const key = JSON.stringify([r.reviewer ?? null, unit]);
      const line = history.get(key) ?? history.set(key, { unit, attempts: [] }).get(key)!;
      line.attempts.push(outcome);
    }
  }
  return [...history.values()].filter((h) => isAbandoned(h.attempts)).map((h) => h.unit);
}

/**
 * The units abandoned for this scope: three failed attempts in a row in the agent's units[]
 * (coverage.json) or in proofgate's own attempt records, whichever says so.
 */
export async function abandonedInScope(paths: ReviewPaths, scope: ReviewScope, coverage: ReviewCoverage | undefined): Promise<string[]> {
  return [...new Set([...(coverage ? abandonedUnits(coverage) : []), ...(await observedAbandoned(paths, scope))])];
}

/**
 * Why the part in `dir` cannot be taken, when `dir` is an attempt's folder (it holds proofgate's
 * record): its run never ended, was stood down, or ended with a reason (the agent failed, timed out,
 * breached its boundary, wrote an invalid part). An agent that wrote a complete part and then died
 * half-way did not review what the part claims. Given the part's claim, also where the record
 * disagrees with it (recordDisagrees). A folder with no record (a job's artifact) is judged by its
 * part alone.
 */
export async function attemptRecordProblem(root: string, dir: string, part?: PartClaim): Promise<string | undefined> {
  const read = await readStrictJson(root, join(dir, RECORD), RECORD_MAX_BYTES);
  if (read.status === 'missing') return undefined;
  if (read.status !== 'ok' || (await schemaErrors('review-attempt', read.data)).length)
    return `its ${RECORD} is not a valid attempt record, so how its run ended is unknown`;
  const record = read.data as ReviewAttempt;
  if (record.deferred) return `its run was stood down before it started (${record.reasons[0] ?? 'deferred'})`;
  if (record.ended === false) return 'its run never ended (proofgate stopped while the agent ran)';
  if (record.reasons.length) return `the run that wrote this part did not end cleanly (${cutChars(record.reasons[0]!, 300)})`;
  return part && recordDisagrees(record, part);
}

/** What a part says of itself, as the record of the run that wrote it must say too. */
export interface PartClaim {
  scope: ReviewScope;
  reviewer: string | undefined;
}

/**
 * Where the part and the record of the run that wrote it disagree: a part renamed as another
 * reviewer's (its coverage edited, the record not), or one whose run reviewed another scope. The
 * record is proofgate's; the part is the agent's word. (A claim on another unit's files is dropped
 * by the merge, as ever.)
 */
function recordDisagrees(record: ReviewAttempt, { scope, reviewer }: PartClaim): string | undefined {
  if (record.scopeSha256 !== scope.scopeSha256)
    return `its ${RECORD} is of scope ${record.scopeSha256.slice(0, 12)}, not the sealed ${scope.scopeSha256.slice(0, 12)}`;
  if (record.kind !== 'agent' || (record.reviewer ?? undefined) === reviewer) return undefined;
  return `its coverage.json names ${reviewer === undefined ? 'no reviewer' : `the ${reviewer} reviewer`}, but proofgate ran ${record.reviewer === undefined ? 'one agent for every reviewer' : `the ${record.reviewer} reviewer`} there`;
}

/**
 * Why the newest agent attempt of `reviewer` (the one run when undefined) was not taken: its
 * record's reasons, [] when it was taken or there is none. A run stood down before it started
 * says nothing about what the agent wrote, so it is passed over.
 */
export async function lastAttemptReasons(paths: ReviewPaths, reviewer?: string): Promise<string[]> {
  const last = (await attemptRecords(paths)).find((r) => r.kind === 'agent' && !r.deferred && r.reviewer === reviewer);
  return last?.reasons ?? [];
}
