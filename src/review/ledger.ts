import { join } from 'node:path';
import type { ReviewCoverage, ReviewLedger, ReviewScope } from '../schemas/types.js';
import { reviewFolder } from './folder.js';
import { accountedFor, nameList, type Finding, type ReviewPaths } from './evidence.js';
import { attemptRecords } from './attempts.js';
import { loadPart, partPaths, type Evidence } from './merge.js';

export const LEDGER_SCHEMA = 'proofgate/review-ledger/1';

type Entry = ReviewLedger['reviewers'][number];
type AttemptView = Entry['attempts'][number];

/** One attempt of one reviewer, as its folder shows it. */
export interface ReviewerAttempt {
  n: number;
  /** Absent: a run or merge of no one reviewer (one run that played them all), which speaks for none. */
  reviewer?: string;
  /** What proofgate recorded when the attempt ended; absent when it never ended (the run was killed while it ran). */
  record?: { startedAt: string; durationMs: number; reasons: string[]; returned: boolean; deferred?: boolean };
  /** The part it returned (when `record.returned`): its coverage and findings, in its reviewer's own words. */
  part?: { coverage: ReviewCoverage; findings: readonly Finding[] };
  /** Ended without a record of its own yet: what it waits for (a unit's part before the merge). */
  waiting?: string;
  /** The units the run was asked about, as its record says (a part merged from a job has none: its files' units stand in). */
  asked?: string[];
}

function outcome(a: ReviewerAttempt): AttemptView['outcome'] {
  if (!a.record) return 'unfinished';
  if (a.record.deferred) return 'deferred';
  return a.record.returned && a.part ? 'returned' : 'failed';
}

/** Why a reviewer with a shell did not measure: it did not say it could run what it needed. */
function unmeasuredExecution(parts: ReviewCoverage[]): string | undefined {
  for (const c of parts) {
    const e = c.run?.execution;
    if (!e) return 'it holds a shell and did not report whether it could run what it needed (coverage.json run.execution)';
    if (e.available !== true)
      return `it holds a shell and could not run what it needed (execution available: ${String(e.available)}${e.refused.length ? `; refused: ${nameList(e.refused)}` : ''})`;
  }
  return undefined;
}

/**
 * The files a stopped part of the reviewer leaves unmeasured, each with that attempt and its stop.
 * A part that stopped and says so by leaving files owed keeps what it completed (everything proved
 * is kept); one that accounts for every file it was asked and still says it stopped contradicts
 * itself, and vouches for none of them until a later attempt of the reviewer accounts for each
 * again. Per file, not per attempt: parts of several units merged one merge at a time are several
 * attempts, and a later unit's clean part says nothing of the files another unit's part stopped on.
 * What a part was asked: the files of its units (its record's, else its files') no earlier attempt
 * had accounted for.
 */
function stoppedFiles(scope: ReviewScope, returned: readonly ReviewerAttempt[]): Map<string, { n: number; stop: string }> {
  const unitOf = new Map(scope.files.map((f) => [f.path, f.unit]));
  const marked = new Map<string, { n: number; stop: string }>();
  const before = new Set<string>();
  for (const [k, a] of returned.entries()) {
    const { items, run } = a.part!.coverage;
    const accounted = new Set(items.filter(accountedFor).map((i) => i.path));
    if (run && run.stop !== 'completed') {
      const units = new Set<string | undefined>(a.asked ?? items.map((i) => unitOf.get(i.path)));
      const asked = scope.files.filter((f) => units.has(f.unit) && !before.has(f.path)).map((f) => f.path);
      if (asked.every((p) => accounted.has(p))) for (const p of asked) marked.set(p, { n: a.n, stop: run.stop });
    } else for (const p of accounted) if ((marked.get(p)?.n ?? a.n) < a.n) marked.delete(p);
    // The parts of one attempt (a merge) were asked at once: what one accounts for was not done before another.
    if (returned[k + 1]?.n !== a.n)
      for (const b of returned.filter((x) => x.n === a.n)) for (const i of b.part!.coverage.items.filter(accountedFor)) before.add(i.path);
  }
  return marked;
}

/** The attempts of `reviewer` that returned a part, oldest first. */
const returnedBy = (attempts: readonly ReviewerAttempt[], reviewer: string) =>
  attempts.filter((a) => a.reviewer === reviewer && outcome(a) === 'returned').sort((a, b) => a.n - b.n);

/**
 * The selected files a reviewer waived with a reason in its returned parts and completed in none,
 * each with its latest reason: accounted for, but not read by it. What another reviewer read
 * never stands in its place: each reviewer owes its own reading (or a person's acknowledgement).
 */
function waivedUnread(returned: readonly ReviewerAttempt[]): Map<string, string> {
  const items = returned.flatMap((a) => a.part!.coverage.items);
  const read = new Set(items.filter((i) => i.outcome === 'completed').map((i) => i.path));
  return new Map(items.filter((i) => i.outcome === 'waived' && accountedFor(i) && !read.has(i.path)).map((i) => [i.path, i.reason!]));
}

/** Why a reviewer with no attempt of its own is outstanding: a run of no one reviewer, when there was one, speaks for none. */
function neverStarted(attempts: readonly ReviewerAttempt[]): string {
  const forAll = [...new Set(attempts.filter((a) => a.reviewer === undefined).map((a) => String(a.n)))];
  return forAll.length
    ? `never started: no run of its own (attempt(s) ${nameList(forAll)} played every reviewer, and speak for none)`
    : 'never started';
}

/** ` (unit(s) U2, U3)`: the units holding these files, when the scope cut it into several (a matrix job each). */
function unitsNote(scope: ReviewScope, paths: readonly string[]): string {
  if (new Set(scope.files.map((f) => f.unit)).size < 2) return '';
  const owed = new Set(paths);
  const units = [...new Set(scope.files.filter((f) => owed.has(f.path)).map((f) => f.unit))];
  return units.length ? ` (unit(s) ${nameList(units)})` : '';
}

/**
 * The collection barrier: every reviewer the scope dispatched, in exactly one state, derived from
 * its attempts. Returned means its parts are in hand and complete every selected file, each read by
 * it or, waived, acknowledged by a person (`acknowledged`); anything else keeps the review
 * incomplete, and a state is never inferred from silence: a reviewer that has not ended is
 * outstanding, not failed.
 */
export function deriveLedger(
  scope: ReviewScope,
  attempts: readonly ReviewerAttempt[],
  acknowledged: ReadonlySet<string> = new Set(),
): ReviewLedger {
  const selected = scope.files.map((f) => f.path);
  const reviewers = scope.reviewers.map((r): Entry => {
    const mine = attempts.filter((a) => a.reviewer === r.id).sort((a, b) => a.n - b.n);
    // A merge that took several of its parts (one per unit of a matrix) is one attempt of it.
    const views: AttemptView[] = mine
      .filter((a, i) => i === 0 || mine[i - 1]!.n !== a.n)
      .map((a) => ({
        attempt: a.n,
        outcome: outcome(a),
        ...(a.record ? { startedAt: a.record.startedAt, durationMs: a.record.durationMs } : {}),
        ...(a.record?.reasons.length ? { reasons: a.record.reasons } : {}),
      }));
    const back = returnedBy(mine, r.id);
    const returned = back.map((a) => a.part!);
    const completed = new Set(returned.flatMap((p) => p.coverage.items.filter(accountedFor).map((i) => i.path)));
    const owed = selected.filter((p) => !completed.has(p));
    const unread = waivedUnread(back);
    const waived = selected.filter((p) => unread.has(p)).length;
    const base = {
      id: r.id,
      attempts: views,
      files: { asked: selected.length, completed: selected.length - owed.length, ...(waived ? { waived } : {}) },
      findings: returned.reduce((n, p) => n + p.findings.length, 0),
      durationMs: views.reduce((n, v) => n + (v.durationMs ?? 0), 0),
    };
    const last = mine.at(-1);
    if (!last) return { ...base, state: 'outstanding', reason: neverStarted(attempts) };
    const stopped = stoppedFiles(scope, back);
    if (owed.length === 0 && stopped.size) {
      const [first] = [...stopped.values()].sort((a, b) => a.n - b.n);
      return {
        ...base,
        state: 'unmeasured',
        reason: `attempt ${first!.n} stopped before the end (run.stop: ${first!.stop})${unitsNote(scope, [...stopped.keys()])}: a stopped review is never clean`,
      };
    }
    if (owed.length === 0) {
      const execution = r.shell ? unmeasuredExecution(returned.map((p) => p.coverage)) : undefined;
      if (execution) return { ...base, state: 'unmeasured', reason: execution };
      const unseen = selected.filter((p) => unread.has(p) && !acknowledged.has(p));
      if (unseen.length === 0) return { ...base, state: 'returned' };
      return {
        ...base,
        state: 'unmeasured',
        reason: `${unseen.length} selected file(s) waived, not read${unitsNote(scope, unseen)}: ${nameList(unseen)}; it owes each until it completes it (--resume asks it again) or a person looks at it and acknowledges it (--acknowledge PATH)`,
      };
    }
    const lastOutcome = outcome(last);
    const why = last.record?.reasons[0];
    if (lastOutcome === 'unfinished')
      return { ...base, state: 'outstanding', reason: last.waiting ?? `attempt ${last.n} started and has not ended` };
    if (lastOutcome === 'deferred')
      return { ...base, state: 'deferred', reason: why ?? `attempt ${last.n} was stood down before it started` };
    if (lastOutcome === 'failed') return { ...base, state: 'failed', reason: `attempt ${last.n}: ${why ?? 'it returned no valid part'}` };
    return {
      ...base,
      state: 'unmeasured',
      reason: `${owed.length} selected file(s) not completed${unitsNote(scope, owed)}: ${nameList(owed)}`,
    };
  });
  return { schema: LEDGER_SCHEMA, scopeSha256: scope.scopeSha256, complete: reviewers.every((r) => r.state === 'returned'), reviewers };
}

/** One line per reviewer that keeps the review incomplete, naming it and why. */
export function ledgerReasons(ledger: ReviewLedger): string[] {
  const missing = ledger.reviewers.filter((r) => r.state !== 'returned');
  if (missing.length === 0) return [];
  return [
    `${missing.length} of ${ledger.reviewers.length} reviewer(s) did not return and measure: ${missing.map((r) => `${r.id} (${r.state}: ${r.reason ?? ''})`).join('; ')}`,
  ];
}

/** Whether a ledger judges the scope's reviewers: it dispatches each its own run, and has some. */
export const ledgerJudges = (scope: Pick<ReviewScope, 'dispatch' | 'reviewers'>): boolean =>
  scope.dispatch === 'each' && scope.reviewers.length > 0;

/** What each attempt of the review folder says about the scope's reviewers; one that names none is kept without a reviewer. */
export async function reviewerAttempts(paths: ReviewPaths, scope: ReviewScope): Promise<ReviewerAttempt[]> {
  const ids = new Set(scope.reviewers.map((r) => r.id));
  const out: ReviewerAttempt[] = [];
  const partOf = async (folder: string) => {
    const loaded = await loadPart(partPaths(paths, folder), scope);
    return 'problems' in loaded ? undefined : loaded;
  };
  const view = (part: Evidence | undefined) => part && { coverage: part.coverage, findings: part.findings };
  for (const a of (await attemptRecords(paths)).filter((r) => r.scopeSha256 === scope.scopeSha256)) {
    const folder = join(paths.folder, reviewFolder.attempts, String(a.attempt));
    const record = (returned: boolean, reasons = a.reasons) => ({
      startedAt: a.startedAt,
      durationMs: a.durationMs,
      reasons,
      returned,
      ...(a.deferred ? { deferred: true } : {}),
    });
    if (a.kind === 'merge') {
      // A part of no one reviewer (merged before review merge refused them here) speaks for none.
      if ((a.reviewers ?? [null]).includes(null)) out.push({ n: a.attempt });
      // A merge that never ended took none of its parts: each reviewer's stays outstanding.
      const ended = a.ended !== false;
      for (const [k, reviewer] of (a.reviewers ?? []).entries())
        if (reviewer !== null && ids.has(reviewer))
          out.push({
            n: a.attempt,
            reviewer,
            ...(ended ? { record: record(true), part: view(await partOf(join(folder, 'parts', String(k + 1)))) } : {}),
          });
      continue;
    }
    // A run that names no reviewer (one run for all, a unit's part) speaks for none of them, but
    // says proofgate ran: every reviewer without a run of its own is then outstanding.
    if (a.reviewer === undefined) {
      out.push({ n: a.attempt });
      continue;
    }
    if (!ids.has(a.reviewer)) continue;
    const ended = a.ended !== false;
    // A part is the review's only once `review merge` took it.
    const pending = a.part && a.reasons.length === 0 ? `attempt ${a.attempt}'s part awaits \`review merge\`` : undefined;
    const part = a.merged ? await partOf(folder) : undefined;
    out.push({
      n: a.attempt,
      reviewer: a.reviewer,
      ...(pending ? { waiting: pending } : ended ? { record: record(a.merged) } : {}),
      ...(part ? { part: view(part) } : {}),
      asked: a.units,
    });
  }
  return out;
}

/**
 * The findings `reviewer` reported in the parts it returned, oldest first: its own words, which a
 * merged finding of the review may not hold (it keeps one reporter's).
 */
export const reviewerReports = (attempts: readonly ReviewerAttempt[], reviewer: string): Finding[] =>
  returnedBy(attempts, reviewer).flatMap((a) => a.part!.findings);

/**
 * The selected files `reviewer` itself read in the parts it returned: completed (not waived),
 * less those a stopped part of it left unmeasured (stoppedFiles). What another reviewer read says
 * nothing of what this one would still find.
 */
export function reviewerRead(scope: ReviewScope, attempts: readonly ReviewerAttempt[], reviewer: string): Set<string> {
  const returned = returnedBy(attempts, reviewer);
  const stopped = stoppedFiles(scope, returned);
  return new Set(
    returned.flatMap((a) => a.part!.coverage.items.filter((i) => i.outcome === 'completed' && !stopped.has(i.path)).map((i) => i.path)),
  );
}

/**
 * What `--resume` asks a reviewer for: the selected files it has not completed in the parts it
 * returned, those it waived (waivedUnread), and those a stopped part of it left unmeasured
 * (stoppedFiles).
 */
export function reviewerOwed(scope: ReviewScope, attempts: readonly ReviewerAttempt[], reviewer: string): Set<string> {
  const returned = returnedBy(attempts, reviewer);
  const completed = new Set(returned.flatMap((a) => a.part!.coverage.items.filter(accountedFor).map((i) => i.path)));
  const owed = scope.files.map((f) => f.path).filter((p) => !completed.has(p));
  return new Set([...owed, ...waivedUnread(returned).keys(), ...stoppedFiles(scope, returned).keys()]);
}

/** Each selected file some reviewer waived and did not read, with who waived it and why, in scope and dispatch order. */
export function reviewerWaivers(
  scope: ReviewScope,
  attempts: readonly ReviewerAttempt[],
): Map<string, { reviewer: string; reason: string }[]> {
  const byReviewer = scope.reviewers.map((r) => [r.id, waivedUnread(returnedBy(attempts, r.id))] as const);
  const out = new Map<string, { reviewer: string; reason: string }[]>();
  for (const { path } of scope.files) {
    const theirs = byReviewer.flatMap(([reviewer, w]) => (w.has(path) ? [{ reviewer, reason: w.get(path)! }] : []));
    if (theirs.length) out.set(path, theirs);
  }
  return out;
}
