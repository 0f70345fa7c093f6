import { realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { jsonText, readRegular, writeFileAtomic } from '../text/files.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import type { CommandOutput } from '../cli/spec.js';
import type { ReviewCoverage, ReviewFindings, ReviewScope } from '../schemas/types.js';
import { reviewFolder } from './folder.js';
import { openRepo } from '../git/git.js';
import { checkRepository, reusableCheck, trackedEvidence, trackedReason, type RepositoryCheck } from './verify.js';
import {
  accountedFor,
  EVIDENCE_MAX_BYTES,
  isAbandoned,
  loadCoverage,
  loadFindings,
  loadScope,
  reviewPaths,
  type Finding,
  type Loaded,
  type ReviewPaths,
} from './evidence.js';
import { attemptRecordProblem, openAttempt, writeAttemptRecord, type Attempt } from './attempts.js';
import { findingIdentity } from './identity.js';
import { quoteLines } from './line-index.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { writeCommitRecord } from './commit-record.js';
import { withReviewLock } from './lock.js';

type Item = ReviewCoverage['items'][number];
type UnitRecord = NonNullable<ReviewCoverage['units']>[number];
type Stop = NonNullable<ReviewCoverage['run']>['stop'];

/** Findings and coverage of one scope: the whole review, or one part written by a run or a job. */
export interface Evidence {
  findings: Finding[];
  coverage: ReviewCoverage;
}

/** The folder of a part (an attempt, or a job's artifact inside the working tree) read as evidence of the review. */
export function partPaths(paths: ReviewPaths, dir: string): ReviewPaths {
  return { id: paths.id, root: paths.root, folder: dir, file: (name) => join(dir, reviewFolder.files[name]) };
}

/** Copies a part's two files, byte for byte, from `from` into `to` (regular files only, never through a link). */
async function copyPart(root: string, from: string, to: string): Promise<void> {
  for (const name of [reviewFolder.files.findings, reviewFolder.files.coverage]) {
    const read = await readRegular(root, join(from, name), EVIDENCE_MAX_BYTES);
    if (read.status === 'ok') await writeFileAtomic(root, join(to, name), read.bytes);
    else if (read.status !== 'missing')
      throw new ProofgateError(
        `cannot keep ${join(from, name)}: ${read.status === 'refused' ? read.reason : 'too large'}; nothing was merged`,
      );
  }
}

function why(loaded: Loaded<unknown>, what: string, notKept?: string): string | undefined {
  if (loaded.status === 'ok') return undefined;
  if (loaded.status === 'missing') return `${what} ${notKept ?? 'is missing'}`;
  if (loaded.status === 'other-scope') return `${what} answers another scope (${loaded.scopeSha256.slice(0, 12)})`;
  return `${what} is not valid: ${loaded.errors.slice(0, 3).join('; ')}`;
}

/**
 * A part's findings.json and coverage.json, both valid for the scope, or why not. `notKept` says,
 * by file path, why a file the agent wrote is not there (dropped by its run: past the size cap, a
 * link), so it is not called missing.
 */
export async function loadPart(
  paths: ReviewPaths,
  scope: ReviewScope,
  notKept: ReadonlyMap<string, string> = new Map(),
): Promise<Evidence | { problems: string[] }> {
  const [f, c] = await Promise.all([loadFindings(paths, scope), loadCoverage(paths, scope)]);
  const [fp, cp] = [join(paths.folder, reviewFolder.files.findings), join(paths.folder, reviewFolder.files.coverage)];
  const problems = [why(f, fp, notKept.get(fp)), why(c, cp, notKept.get(cp))];
  if (f.status === 'ok' && c.status === 'ok') return { findings: f.data.findings, coverage: c.data };
  return { problems: problems.filter((p): p is string => p !== undefined) };
}

const MAX_UNIT_ATTEMPTS = 100;

/** A unit's attempts, earlier ones first, within the schema's 100; an abandoned unit stays abandoned. */
function joinAttempts(earlier: UnitRecord['attempts'], later: UnitRecord['attempts']): UnitRecord['attempts'] {
  const all = [...earlier, ...later];
  if (all.length <= MAX_UNIT_ATTEMPTS) return all;
  const kept = all.slice(-MAX_UNIT_ATTEMPTS);
  // Three failures stand for an abandonment the cut would drop: the gate reads the same.
  return isAbandoned(all) && !isAbandoned(kept) ? ['failed', 'failed', 'failed', ...kept.slice(3 - MAX_UNIT_ATTEMPTS)] : kept;
}

/** A finding id not yet taken: the part's own, else prefixed with the part's tag (e.g. `A2-F1`). */
function freeId(id: string, tag: string, taken: Set<string>): string {
  let candidate = id;
  for (let i = 1; taken.has(candidate); i++) candidate = `${tag}${i > 1 ? `.${i}` : ''}-${id}`.slice(0, 64);
  taken.add(candidate);
  return candidate;
}

export interface Folded extends Evidence {
  /** How many coverage items came from the part. */
  taken: number;
}

const BASIS_RANK = { executed: 3, read: 2, reasoned: 1, unstated: 0 } as const;
const rank = (f: Finding) => BASIS_RANK[f.basis ?? 'unstated'];
const SEVERITY_RANK = { critical: 3, high: 2, medium: 1, low: 0 } as const;
/** The graver of two severities: a finding reported twice is as grave as its gravest report. */
const graver = (a: Finding['severity'], b: Finding['severity']) => (SEVERITY_RANK[b] > SEVERITY_RANK[a] ? b : a);

/** Every reviewer that reported a finding: whoever it is filed under, and `alsoBy`. */
const reporters = (f: Finding) => [...(f.reviewer !== undefined ? [f.reviewer] : []), ...(f.alsoBy ?? [])];

/**
 * The review's findings a run asked about `asked` may answer, shown in its prompt: every one on
 * those files for a run of no one reviewer (it wrote them all). A reviewer's run gets those it
 * reported, each in its own words (`reports`: what it returned, see ownReport) under the review's
 * id: a merged finding keeps one reporter's words, and another reviewer's (a repository reader's,
 * shown to the blind one) are never its own. One none of its parts holds (evidence written with no
 * run) is not shown.
 */
export function earlierFindings(
  whole: Evidence | undefined,
  asked: ReadonlySet<string>,
  reviewer?: { id: string; reports: readonly Finding[] },
): Finding[] {
  const on = (whole?.findings ?? []).filter((f) => asked.has(f.path));
  if (reviewer === undefined) return on;
  return on.flatMap((f) => {
    const own = reporters(f).includes(reviewer.id) ? ownReport(f, reviewer.reports) : undefined;
    return own ? [{ ...own, id: f.id }] : [];
  });
}

/**
 * A reviewer's own report of the review's finding `f`: one of the same identity and disposition
 * (what withoutRepeats merges), the one in f's words when there is one, else its latest.
 */
function ownReport(f: Finding, reports: readonly Finding[]): Finding | undefined {
  const same = reports.filter((r) => r.disposition === f.disposition && findingIdentity(r) === findingIdentity(f));
  return same.find((r) => r.content === f.content) ?? same.at(-1);
}

/** `f` with `alsoBy` set to `others` (none: no field). */
const withAlso = (f: Finding, others: string[]): Finding => {
  const { alsoBy: _, ...rest } = f;
  return others.length ? { ...rest, alsoBy: others } : rest;
};

/**
 * A part's finding that another reviewer already reported (same identity and disposition) is that
 * finding, not a second one: it keeps one entry, filed under whoever reported it at the strongest
 * basis, with the gravest severity any of them gave it (one reviewer's `low` never stands for
 * another's `critical`, in any fold order), and every other reporter in `alsoBy`. Findings of the
 * part's own reviewer, and findings that judge it differently, are never merged away.
 */
function withoutRepeats(kept: Finding[], incoming: Finding[], reviewer: string): { kept: Finding[]; fresh: Finding[] } {
  const out = [...kept];
  const fresh: Finding[] = [];
  for (const f of incoming) {
    const at = out.findIndex(
      (k) =>
        k.reviewer !== undefined &&
        !reporters(k).includes(reviewer) &&
        k.disposition === f.disposition &&
        findingIdentity(k) === findingIdentity(f),
    );
    if (at < 0) {
      fresh.push(f);
      continue;
    }
    const severity = graver(out[at]!.severity, f.severity);
    if (rank(f) > rank(out[at]!)) {
      const { reviewer: by, basis, ran, pass } = f;
      const { ran: _ran, pass: _pass, ...rest } = out[at]!;
      out[at] = withAlso(
        { ...rest, severity, reviewer: by, ...(basis ? { basis } : {}), ...(ran ? { ran } : {}), ...(pass ? { pass } : {}) },
        reporters(out[at]!),
      );
    } else out[at] = withAlso({ ...out[at]!, severity }, [...(out[at]!.alsoBy ?? []), reviewer]);
  }
  return { kept: out, fresh };
}

/**
 * What is left of a finding `reviewer`'s part answered: nothing when that reviewer alone reported
 * it; else it stands for the others (filed under the next one, its basis no longer known, when it
 * was filed under this one).
 */
function withdrawn(f: Finding, reviewer: string): Finding | undefined {
  if (f.reviewer !== reviewer)
    return f.alsoBy?.includes(reviewer)
      ? withAlso(
          f,
          f.alsoBy.filter((r) => r !== reviewer),
        )
      : f;
  const [next, ...rest] = f.alsoBy ?? [];
  if (next === undefined) return undefined;
  const { basis: _basis, ran: _ran, pass: _pass, ...base } = f;
  return withAlso({ ...base, reviewer: next }, rest);
}

/**
 * Whether the part's finding `p` answers the earlier finding `k`: the same finding judged again
 * (same identity), or one the part's prompt showed it (`shown`) named by its id (requoted, given
 * evidence, or refuted) that is still about its code: a quote sharing a line with k's, or any
 * quote where k's was not located (`owed` a requote). An agent that numbers each run from `F1`
 * reuses an id for another idea; that must not withdraw a confirmed finding. Silence answers
 * nothing: a reading that does not find a finding again does not disprove it.
 */
function answers(p: Finding, k: Finding, shown: ReadonlySet<string> | undefined, owed: ReadonlySet<string> | undefined): boolean {
  if (p.path !== k.path) return false;
  if (findingIdentity(p) === findingIdentity(k)) return true;
  if (shown?.has(k.id) !== true || p.id !== k.id) return false;
  if (owed?.has(k.id) === true) return true;
  const lines = new Set(quoteLines(k.existing_code).filter((l) => l !== ''));
  return quoteLines(p.existing_code).some((l) => lines.has(l));
}

export interface FoldOptions {
  /** The files the part was asked about: any other keeps the review's outcome and findings whatever the part says. */
  asked?: ReadonlySet<string>;
  /** The one reviewer whose part this is (its findings carry it; another reviewer's stand). */
  reviewer?: string;
  /** The ids of the earlier findings the part's prompt showed it: the part may answer them by id. */
  shown?: ReadonlySet<string>;
  /** Those of them not located (owed a requote): answered by id whatever the new quote. */
  owed?: ReadonlySet<string>;
  /** The ids of the part's findings that may answer earlier ones (parts joined: each on a file its own part accounts for). */
  answering?: ReadonlySet<string>;
  /** The parts joined into `part` (a merge's), each judged on its own stop; default `part` itself. */
  parts?: readonly Evidence[];
}

/**
 * The files a stopped part of no one reviewer vouches for none of, with its stop: every file it
 * accounts for, when it says it stopped yet accounts for every file it was asked (`asked`, else the
 * files of the units its items touch), less those the review held done and unmarked already. One
 * that stopped leaving files owed keeps what it completed: the owed files keep the review
 * incomplete. The rule of the ledger's stoppedFiles, for the parts no ledger judges (dispatch one):
 * the mark rides on each file, so a later part's `completed` clears only the files it accounts for
 * again, in any merge order.
 */
function stoppedBy(
  scope: ReviewScope,
  before: ReadonlyMap<string, Item>,
  part: Evidence,
  asked?: ReadonlySet<string>,
): Map<string, NonNullable<Item['stopped']>> {
  const stop = part.coverage.run?.stop;
  if (stop === undefined || stop === 'completed') return new Map();
  const items = part.coverage.items.filter((i) => !asked || asked.has(i.path));
  const accounted = new Set(items.filter(accountedFor).map((i) => i.path));
  const unitOf = new Map(scope.files.map((f) => [f.path, f.unit]));
  const units = new Set(items.map((i) => unitOf.get(i.path)));
  const done = (p: string) => accountedFor(before.get(p)) && before.get(p)?.stopped === undefined;
  const owed = scope.files.filter((f) => (asked ? asked.has(f.path) : units.has(f.unit)) && !done(f.path) && !accounted.has(f.path));
  return new Map(owed.length ? [] : [...accounted].map((p) => [p, stop]));
}

/** The files these items say were completed: read through, not failed, waived or left out. */
const completedPaths = (items: Iterable<Item>) => new Set([...items].filter((i) => i.outcome === 'completed').map((i) => i.path));

/**
 * Folds one part into the review. Coverage, file by file: a file the part completed (or waived with
 * a reason) takes the part's outcome; a file it did not complete keeps what the review had.
 * Findings are only ever added: an earlier finding stays unless the part answers it (see
 * `answers`), which withdraws the part's reviewer's report of it (the whole finding for a part of
 * no one reviewer), the part's finding taking its place. Only a part that completed the finding's
 * file answers it (not failed, waived, left out, or unvouched by its stop): a reading that did not
 * read the file cannot withdraw what one that did found; its finding is added as its own. A file
 * the part was not asked about (`asked`) keeps the review's outcome and findings whatever the part
 * claims. Unit attempts are appended to the part's reviewer's own line (see foldUnits). `run` is
 * a part of no one reviewer's when it contributed an outcome, else the review's: one reviewer's stop is that reviewer's, judged by the ledger, so no
 * fold order lets one reviewer's `completed` stand for another's stop. An outcome a part of no one
 * reviewer gave while it stopped carries that stop (`stopped`, see stoppedBy) until a later part
 * replaces it.
 */
export function foldPart(scope: ReviewScope, whole: Evidence | undefined, part: Evidence, tag: string, o: FoldOptions = {}): Folded {
  const { asked, reviewer, shown, owed, answering } = o;
  const before = new Map((whole?.coverage.items ?? []).map((i) => [i.path, i]));
  // `stopped` is proofgate's to write, never the agent's.
  const now = new Map(
    part.coverage.items.filter((i) => !asked || asked.has(i.path)).map(({ stopped: _, ...i }): [string, Item] => [i.path, i]),
  );
  const marks = (o.parts ?? [part]).flatMap((q) => [...stoppedBy(scope, before, q, asked)]);
  const stops = new Map(reviewer === undefined ? marks : []);
  const items: Item[] = [];
  let taken = 0;
  for (const { path } of scope.files) {
    const p = now.get(path);
    const w = before.get(path);
    // A completion stands over a waiver in the review's account of the file, unless a stop left it
    // unvouched; else the part's account wins. A reviewer's own waiver still counts against it: the
    // ledger judges each reviewer by its own parts (reviewerWaivers).
    const readBefore = w?.outcome === 'completed' && w.stopped === undefined && p?.outcome !== 'completed';
    const item = !readBefore && (accountedFor(p) || (p && !accountedFor(w))) ? p : w;
    if (item === undefined) continue;
    if (item === p) taken++;
    const stopped = item === p ? stops.get(path) : undefined;
    items.push(stopped ? { ...item, stopped } : item);
  }
  // Only the part's own completed reading of a file answers a finding on it; a stop that unvouches
  // its outcomes unvouches its answers too, a reviewer's as well (whose stop the ledger carries).
  const read = completedPaths(now.values());
  for (const [path] of marks) read.delete(path);
  const answerable = part.findings.filter((p) => read.has(p.path) && (!answering || answering.has(p.id)));
  const kept = (whole?.findings ?? []).flatMap((k) => {
    if (!answerable.some((p) => answers(p, k, shown, owed))) return [k];
    const left = reviewer === undefined ? undefined : withdrawn(k, reviewer);
    return left ? [left] : [];
  });
  // Who else reported a finding is proofgate's to say, never the agent's.
  const incoming = part.findings.map((f) => (reviewer === undefined ? withAlso(f, []) : { ...withAlso(f, []), reviewer }));
  const merged = reviewer === undefined ? { kept, fresh: incoming } : withoutRepeats(kept, incoming, reviewer);
  const ids = new Set(merged.kept.map((f) => f.id));
  const findings = [...merged.kept, ...merged.fresh.map((f) => ({ ...f, id: freeId(f.id, tag, ids) }))];
  const units = foldUnits(scope, whole?.coverage.units ?? [], part.coverage.units ?? [], reviewer);
  const run = reviewer === undefined && taken > 0 ? part.coverage.run : whole?.coverage.run;
  const coverage: ReviewCoverage = {
    schema: 'bmad-plus/review-coverage/1',
    scopeSha256: scope.scopeSha256,
    items,
    ...(units.length ? { units } : {}),
    ...(run ? { run } : {}),
  };
  return { findings, coverage, taken };
}

/**
 * The review's unit attempts with a part's appended: one line per unit and reviewer (`reviewer`,
 * proofgate's to write: a part's own is dropped), so one reviewer's streak is never broken, or
 * made, by another's attempts folded between its own, and the gate's verdict is the same in every
 * fold order (of `--from`, of concurrent runs finishing). Lines in scope order, then by reviewer.
 */
function foldUnits(
  scope: ReviewScope,
  earlier: readonly UnitRecord[],
  incoming: readonly UnitRecord[],
  reviewer: string | undefined,
): UnitRecord[] {
  const lines = new Map<string, UnitRecord>();
  const add = (id: string, by: string | undefined, attempts: UnitRecord['attempts']) => {
    const key = JSON.stringify([id, by ?? null]);
    lines.set(key, { id, ...(by !== undefined ? { reviewer: by } : {}), attempts: joinAttempts(lines.get(key)?.attempts ?? [], attempts) });
  };
  for (const u of earlier) add(u.id, u.reviewer, u.attempts);
  for (const u of incoming) add(u.id, reviewer, u.attempts);
  if (lines.size === 0) return [];
  const unitAt = new Map(scope.units.map((u, i) => [u.id, i]));
  const reviewerAt = (r: string | undefined) => (r === undefined ? -1 : scope.reviewers.findIndex((x) => x.id === r));
  return [...lines.values()]
    .filter((u) => unitAt.has(u.id))
    .sort(
      (a, b) =>
        unitAt.get(a.id)! - unitAt.get(b.id)! ||
        reviewerAt(a.reviewer) - reviewerAt(b.reviewer) ||
        Number((a.reviewer ?? '') > (b.reviewer ?? '')) - Number((a.reviewer ?? '') < (b.reviewer ?? '')),
    );
}

/** The review's own findings.json and coverage.json, when both are valid for the scope. */
export async function loadWhole(paths: ReviewPaths, scope: ReviewScope): Promise<Evidence | undefined> {
  const loaded = await loadPart(paths, scope);
  return 'problems' in loaded ? undefined : loaded;
}

/**
 * Writes the review's findings.json and coverage.json, after copying what they held into the
 * attempt's `previous/` (so a merge never loses a byte). commit.json, naming both as they will be,
 * is written first: until both are in place one is not what it names, so a commit stopped between
 * its writes (or a reader between them) never takes a half-written whole for one (the gate's check).
 */
export async function commitWhole(paths: ReviewPaths, attempt: Attempt, merged: Evidence): Promise<void> {
  await copyPart(paths.root, paths.folder, join(attempt.folder, 'previous'));
  const scopeSha256 = merged.coverage.scopeSha256;
  const texts = {
    findings: jsonText({ schema: 'bmad-plus/review-findings/1', scopeSha256, findings: merged.findings } satisfies ReviewFindings),
    coverage: jsonText(merged.coverage),
  };
  await writeCommitRecord(paths, attempt.n, scopeSha256, texts);
  await writeFileAtomic(paths.root, paths.file('findings'), texts.findings);
  await writeFileAtomic(paths.root, paths.file('coverage'), texts.coverage);
}

/** The units holding these selected files, in scope order. */
export function unitsOf(scope: ReviewScope, files: readonly string[]): string[] {
  const wanted = new Set(files);
  const units = new Set(scope.files.filter((f) => wanted.has(f.path)).map((f) => f.unit));
  return scope.units.filter((u) => units.has(u.id)).map((u) => u.id);
}

export interface MergeOptions {
  id: string;
  from: string[];
  cwd: string;
  dir?: string;
  /** The repository check, when the caller made it already. */
  check?: RepositoryCheck;
}

const STOP_ORDER = ['interrupted', 'failure-streak', 'time-limit', 'budget'] as const;

/** The worst of these stops, whatever their order (none: undefined). */
export function worstStop(stops: readonly Stop[]): Stop | undefined {
  return STOP_ORDER.find((s) => stops.includes(s)) ?? (stops.length ? 'completed' : undefined);
}

interface Part {
  dir: string;
  evidence: Evidence;
}

/**
 * Parts written at the same time (matrix jobs) as one: each file, unit and finding id belongs to
 * one part (an overlap is an error, never a silent choice), and the stop is the worst of theirs.
 * Parts of different reviewers (`coverage.json` `reviewer`) may share them: each reviewer reads
 * every unit. A part of no one reviewer plays them all, so it shares nothing with any part.
 */
function joinParts(scope: ReviewScope, parts: readonly Part[]): Evidence {
  const owners = new Map<string, { dir: string; reviewer: string | undefined }[]>();
  const claim = (key: string, part: Part, what: string) => {
    const reviewer = part.evidence.coverage.reviewer;
    const mine = owners.get(key) ?? [];
    const prior = mine.find((o) => o.dir !== part.dir && (o.reviewer === undefined || reviewer === undefined || o.reviewer === reviewer));
    if (prior !== undefined)
      throw new ProofgateError(
        `conflict: ${what} appears in both ${prior.dir} and ${part.dir}${reviewer && prior.reviewer ? ` (both the ${reviewer} reviewer's)` : ''} (each file, unit and finding id belongs to one part of a reviewer; prefix finding ids with the unit, e.g. U2-F1)`,
      );
    owners.set(key, [...mine, { dir: part.dir, reviewer }]);
  };
  const findings: Finding[] = [];
  const items: Item[] = [];
  const units: UnitRecord[] = [];
  const stops: Stop[] = [];
  for (const part of parts) {
    const { evidence } = part;
    for (const f of evidence.findings) claim(`finding:${f.id}`, part, `finding ${visible(f.id)}`);
    for (const item of evidence.coverage.items) claim(`file:${item.path}`, part, `file ${shownName(item.path)}`);
    for (const unit of evidence.coverage.units ?? []) claim(`unit:${unit.id}`, part, `unit ${unit.id}`);
    findings.push(...evidence.findings);
    items.push(...evidence.coverage.items);
    units.push(...(evidence.coverage.units ?? []));
    if (evidence.coverage.run) stops.push(evidence.coverage.run.stop);
  }
  const stop = worstStop(stops);
  return {
    findings,
    coverage: {
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256: scope.scopeSha256,
      items,
      ...(units.length ? { units } : {}),
      ...(stop ? { run: { stop } } : {}),
    },
  };
}

/**
 * A reviewer's part speaks for that reviewer only: a finding naming another is a claim it cannot
 * make. And only a scope that dispatches each reviewer its own run has such parts: its ledger
 * judges each reviewer (a stop included), which a scope of one run for all has not. Such a scope
 * takes no part of one run that played them all: it speaks for none, so it would complete the
 * review's files with no reviewer's reading.
 */
function checkPartReviewer(scope: ReviewScope, part: Part): void {
  const reviewer = part.evidence.coverage.reviewer;
  if (reviewer !== undefined && scope.dispatch !== 'each')
    throw new ProofgateError(
      `${part.dir}: the part is the ${reviewer} reviewer's, but the scope was sealed with --dispatch one (one run plays every reviewer); nothing was merged`,
    );
  if (reviewer === undefined && scope.dispatch === 'each' && scope.reviewers.length > 0)
    throw new ProofgateError(
      `${part.dir}: the part names no reviewer (one run played every reviewer), but the scope was sealed with --dispatch each: only each reviewer's own part counts (review run ID --unit U --reviewer R, one per reviewer); nothing was merged`,
    );
  const stranger =
    reviewer === undefined ? undefined : part.evidence.findings.find((f) => f.reviewer !== undefined && f.reviewer !== reviewer);
  if (stranger)
    throw new ProofgateError(
      `${part.dir}: the ${reviewer} reviewer's part names another reviewer on finding ${visible(stranger.id)} (${stranger.reviewer}); a part speaks for its own reviewer only`,
    );
}

/** The ids of a part's findings on files it completed. */
function ownFileFindings({ evidence }: Part): string[] {
  const covered = completedPaths(evidence.coverage.items);
  return evidence.findings.filter((f) => covered.has(f.path)).map((f) => f.id);
}

/** The parts grouped by reviewer, in the order each reviewer first appears. */
function byReviewer(parts: readonly Part[]): [string | undefined, Part[]][] {
  const groups = new Map<string | undefined, Part[]>();
  for (const p of parts) {
    const r = p.evidence.coverage.reviewer;
    groups.set(r, [...(groups.get(r) ?? []), p]);
  }
  return [...groups];
}

/**
 * `review merge ID --from DIR…`: the parts of parallel jobs, joined, then folded into the review's
 * findings.json and coverage.json (see foldPart). The parts are copied into a new attempt
 * (`attempts/N/parts/1…`) with what the review held before, so the review folder keeps every part.
 */
export async function reviewMerge(options: MergeOptions): Promise<CommandOutput> {
  const paths = reviewPaths(options.cwd, options.id, options.dir);
  return withReviewLock(paths, 'review merge', () => mergeParts(options, paths));
}

async function mergeParts(options: MergeOptions, paths: ReviewPaths): Promise<CommandOutput> {
  const startedAt = new Date();
  const scope = await loadScope(paths);
  const repo = await openRepo(options.cwd);
  const dirs = options.from.map((raw) => resolve(options.cwd, raw));
  // One folder given twice (by another spelling, or through a link) would count each finding twice.
  const real = await Promise.all(dirs.map((d) => realpath(d).catch(() => d)));
  const twice = real.findIndex((r, i) => real.indexOf(r) !== i);
  if (twice >= 0)
    throw new ProofgateError(
      `nothing merged: the part ${visible(dirs[twice]!)} is given twice (as ${visible(dirs[real.indexOf(real[twice]!)]!)})`,
    );
  // Parts answer a scope git gives again, and come from the run: none is tracked at the head.
  const [check, tracked] = await Promise.all([
    reusableCheck(options.check, scope) ?? checkRepository(repo, scope, { folder: paths.folder }),
    trackedEvidence(repo, scope.refs.headSha, dirs),
  ]);
  if (!check.matches) throw new ProofgateError(`nothing merged: ${check.moved.join('; ')}`);
  if (tracked.length) throw new ProofgateError(`nothing merged: ${trackedReason(tracked)}`);
  const parts: Part[] = [];
  for (const dir of dirs) {
    const loaded = await loadPart(partPaths(paths, dir), scope);
    const failed = await attemptRecordProblem(
      paths.root,
      dir,
      'problems' in loaded ? undefined : { scope, reviewer: loaded.coverage.reviewer },
    );
    if (failed) throw new ProofgateError(`${visible(dir)}: ${failed}; nothing was merged (run the unit again and merge that attempt)`);
    if ('problems' in loaded) throw new ProofgateError(loaded.problems[0]!);
    parts.push({ dir, evidence: loaded });
  }
  for (const part of parts) checkPartReviewer(scope, part);
  const joined = joinParts(scope, parts);
  const files = new Set(joined.coverage.items.map((i) => i.path));
  const attempt = await openAttempt(paths);
  const recordMerge = (ended: boolean) =>
    writeAttemptRecord(attempt, {
      scopeSha256: scope.scopeSha256,
      kind: 'merge',
      files: files.size,
      units: unitsOf(scope, [...files]),
      resume: false,
      merged: ended,
      reasons: [],
      from: parts.map((p) => p.dir),
      ...(parts.some((p) => p.evidence.coverage.reviewer) ? { reviewers: parts.map((p) => p.evidence.coverage.reviewer ?? null) } : {}),
      ...(ended ? {} : { ended: false }),
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
    });
  // Written before anything is copied or committed: a merge stopped half-way is named by the gate, whose reviewers it was.
  await recordMerge(false);
  for (const [i, { dir }] of parts.entries()) await copyPart(paths.root, dir, join(attempt.folder, 'parts', String(i + 1)));
  // Each reviewer's parts are folded as that reviewer's (its findings carry it; another reviewer's
  // stand). A part answers earlier findings only on files it completed itself: a unit's agent was
  // never shown another unit's files, so its word on them answers nothing.
  const merged = byReviewer(parts).reduce<Evidence | undefined>(
    (whole, [reviewer, group]) =>
      foldPart(scope, whole, joinParts(scope, group), `A${attempt.n}`, {
        reviewer,
        answering: new Set(group.flatMap(ownFileFindings)),
        parts: group.map((p) => p.evidence),
      }),
    await loadWhole(paths, scope),
  )!;
  await commitWhole(paths, attempt, merged);
  await recordMerge(true);
  return {
    exitCode: REVIEW_EXIT.ok,
    lines: [
      `merged ${options.from.length} part(s) as attempt ${attempt.n}: ${merged.findings.length} finding(s), ${merged.coverage.items.length} of ${scope.files.length} selected file(s) accounted for → ${paths.folder}`,
    ],
    json: {
      folder: paths.folder,
      attempt: attempt.n,
      findings: merged.findings.length,
      items: merged.coverage.items.length,
      stop: merged.coverage.run?.stop ?? null,
    },
  };
}
