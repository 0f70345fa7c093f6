import { relative } from 'node:path';
import type { UatRun, UatSpec, UatTriage } from '../schemas/types.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { uatFolder } from './folder.js';
import { CLOCK_SKEW_MS, instant, loadRuns, statuses, tally, type RunSet, type Status, type StoredRun, type Tally } from './runs.js';
import { expectations, loadSpec } from './spec.js';
import { editedWriteChecks, latestWriteCheck, loadTriage, type TriageItem } from './triage.js';
import { atCommit } from './at-commit.js';
import { nameLetters, nameMatcher } from '../text/names.js';
import { forbiddenNames, lettered, nameReadings } from '../text/name-labels.js';
import { loadUatConfigAt, type ResolvedUatConfig } from './config.js';
import { UAT_EXIT } from './exit-codes.js';
import { codeAt, codeDrift } from './code.js';
import { ProofgateError } from '../text/errors.js';

export type Verdict = 'passed' | 'failed' | 'awaiting' | 'stale';
export const VERDICT_EXIT: Record<Verdict, number> = {
  passed: UAT_EXIT.ok,
  failed: UAT_EXIT.failed,
  awaiting: UAT_EXIT.awaiting,
  stale: UAT_EXIT.stale,
};

export const ESTABLISHES = 'human-observed: complete, current and triaged';
export const DOES_NOT_ESTABLISH = 'that the tester looked at the right place, or anything the recipe does not cover';

export interface OpenItem {
  expect: string;
  step: string;
  text: string;
  status: 'fail' | 'blocked' | 'skip';
  note: string;
  class?: string;
  decision?: string;
  owner?: string;
}

export interface GateAssessment {
  verdict: Verdict;
  reasons: string[];
  run?: UatRun;
  runFile?: string;
  tally?: Tally;
  /** Every failed, blocked or skipped expectation of the run with its triage, if any. */
  open: OpenItem[];
}

export interface GateInput {
  spec: UatSpec;
  sha256: string;
  runs: RunSet;
  triage: UatTriage | undefined;
  /** Names that may not accept their own work (e.g. the pull request's author). */
  forbiddenTesters: string[];
  /** Whether two names read the same (see src/text/names.ts); needed when forbiddenTesters is not empty. */
  sameName?: (a: string, b: string) => boolean;
  /** The triage file as messages show it: every request for a decision names it. */
  triageFile: string;
  /** Write checks the base recorded for this triage's run that the change edited or removed (see editedWriteChecks). */
  editedChecks?: string[];
  /** Why the latest run did not test the code gated (see runCodeStale), if it did not. */
  codeStale?: string;
  cwd: string;
}

const ANSWERED: Record<Exclude<Status, 'pass'>, string> = { fail: 'failed', blocked: 'blocked', skip: 'skipped' };

/**
 * The forbidden name `who` reads as, if any: the name as typed or as any reading without its label
 * (nameReadings: `Octocat (PR author)`, `Octocat - PR author`, `octocat[bot]`), each against each
 * forbidden name as typed or without a label of its own, and each name a forbidden value lists
 * (forbiddenNames). One reading for the tester, risk owners and write checks' `by`.
 */
function forbidden(g: GateInput, who: string): string | undefined {
  const forbid = g.forbiddenTesters.flatMap(forbiddenNames).map((n) => [n, nameReadings(n).filter((f) => nameLetters(f))] as const);
  // The words a name begins with are read up to four times the letters of the longest forbidden
  // reading, and some: a confusable or a fold may spell one letter as several (`m` as `rn`).
  const longest = Math.max(0, ...forbid.flatMap(([, readings]) => readings.map((f) => nameLetters(f).length)));
  // Runs of words wherever they stand in the name (`PR author: Octocat`), of as many words as a forbidden reading has, and one more.
  const words = Math.max(1, ...forbid.flatMap(([, readings]) => readings.map(lettered)));
  const names = nameReadings(who, 4 * longest + 8, words + 1).filter((name) => nameLetters(name));
  return forbid.find(([, readings]) => readings.some((f) => names.some((name) => g.sameName?.(name, f))))?.[0];
}

/** The verdict over the latest run: finished, current, complete, triaged, writes confirmed, else the reasons. */
export function assessGate(g: GateInput): GateAssessment {
  const reasons: string[] = [];
  const rel = (f: string) => relative(g.cwd, f) || f;
  for (const bad of g.runs.invalid) reasons.push(`${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(visible).join('; ')}`);
  // Which run is the latest cannot be told from the runs read: no verdict of a run, failed.
  if (g.runs.overflow)
    return { verdict: 'failed', reasons: [`${rel(g.runs.overflow.folder)} ${g.runs.overflow.why}`, ...reasons], open: [] };
  const last = g.runs.runs.at(-1);
  if (!last) {
    if (reasons.length) return { verdict: 'failed', reasons, open: [] };
    return { verdict: 'awaiting', reasons: ['no run yet'], open: [] };
  }
  const { run } = last;
  const base = { run, runFile: last.file };
  if (last.stale) {
    return {
      ...base,
      verdict: 'stale',
      open: [],
      reasons: [
        `the latest run (${run.runId}) answered spec ${short(run.specSha256)}; the spec is now ${short(g.sha256)}: rebuild the page and replay`,
        ...reasons,
      ],
    };
  }
  if (g.codeStale) return { ...base, verdict: 'stale', open: [], reasons: [g.codeStale, ...reasons] };
  const t = tally(run, g.spec);
  if (run.finishedAt === null) {
    return {
      ...base,
      tally: t,
      open: [],
      verdict: 'awaiting',
      reasons: [
        `the run ${run.runId} is not finished: ${t.todo} of ${t.todo + t.pass + t.fail + t.blocked + t.skip} expectations still to do`,
        ...reasons,
      ],
    };
  }
  const tf = g.triageFile;
  if (!nameLetters(run.tester)) reasons.push('the run is unsigned: the tester gave no name');
  else {
    const match = forbidden(g, run.tester);
    if (match)
      reasons.push(
        `the run was played by ${JSON.stringify(visible(run.tester))}, which reads as ${JSON.stringify(visible(match))}, who may not accept their own work`,
      );
  }

  const s = statuses(run);
  reasons.push(...disagreements(g.runs.runs, last, s));
  const todo = expectations(g.spec).filter((e) => (s.get(e.id)?.status ?? null) === null);
  if (todo.length) reasons.push(`${todo.length} expectation(s) unanswered: ${todo.map((e) => e.id).join(', ')}`);

  let triage = g.triage;
  if (triage && triage.runId !== run.runId) {
    reasons.push(`${tf} answers run ${visible(triage.runId)}, not the latest run ${run.runId}: triage the latest run there`);
    triage = undefined;
  } else reasons.push(...(g.editedChecks ?? []));
  // Who may not accept their own work may not settle it for someone else's run either.
  for (const [role, who] of [
    ...(triage?.items ?? []).flatMap((i) =>
      i.decision === 'accept-risk' && i.owner ? [[`owns the accepted risk of ${visible(i.expect)}`, i.owner]] : [],
    ),
    ...(triage?.writeChecks ?? []).map((c) => [`recorded the write check of ${visible(c.step)}`, c.by]),
  ] as [string, string][]) {
    const match = forbidden(g, who);
    if (match)
      reasons.push(
        `${JSON.stringify(visible(who))} ${role} in ${tf} and reads as ${JSON.stringify(visible(match))}, who may not accept their own work`,
      );
  }
  const items = new Map((triage?.items ?? []).map((i) => [i.expect, i]));
  const open: OpenItem[] = [];
  for (const e of expectations(g.spec)) {
    const a = s.get(e.id);
    if (!a || a.status === null || a.status === 'pass') continue;
    const item = items.get(e.id);
    open.push({
      expect: e.id,
      step: e.step.id,
      text: e.text,
      status: a.status,
      note: a.note,
      ...(item ? { class: item.class, decision: item.decision, ...(item.owner ? { owner: item.owner } : {}) } : {}),
    });
    const what = `${e.id} (${ANSWERED[a.status]})`;
    if (!item) reasons.push(`${what} is not triaged: add a class and a decision in ${tf}`);
    else if (item.class === 'undecided')
      reasons.push(`${what} is undecided: ask the tester what they saw, never guess, then record the class and decision in ${tf}`);
    else if (item.decision === 'ask-tester') reasons.push(`${what} waits for the tester's answer: record the decision in ${tf}`);
    else if (a.status !== 'fail' && item.decision !== 'accept-risk')
      reasons.push(`${what} needs a replay or an accept-risk decision by a named owner in ${tf}`);
  }
  reasons.push(...writeReasons(g.spec, run, s, items, triage, tf));
  return { ...base, tally: t, open, verdict: reasons.length ? 'failed' : 'passed', reasons };
}

/**
 * The other runs that were, or may have been, still being played when the latest began (finished
 * after it began, less than CLOCK_SKEW_MS before it, or never finished), and that hold what the
 * latest does not answer: one line each. Whether two runs overlap is a matter of time only, never of
 * the spec revision, code or format a run answered: an edit to the recipe while a tester plays
 * (a full stop) makes her run stale, but she saw the product all the same. The margin is the one
 * the tools allow a tester's clock: a clock that fast dates a run started during another after that
 * one's finish. A run played at the same time (another tester, another tab) is a second witness of
 * the same product, and the later start alone does not make it the one to believe; a run replays
 * over those that finished the margin or more before it started. What the witness holds is weighed
 * by `witnessed`; an unfinished one counts whatever it holds, since what its tester saw after its
 * last save may never be saved (`uat serve` refuses a save of another revision or code).
 */
function disagreements(runs: StoredRun[], latest: StoredRun, s: ReturnType<typeof statuses>): string[] {
  const began = instant(latest.run.startedAt);
  return runs.flatMap((other) => {
    const { run } = other;
    if (run === latest.run || (run.finishedAt !== null && instant(run.finishedAt) + CLOCK_SKEW_MS <= began)) return [];
    const against = witnessed(other, s);
    // An unfinished run of another revision: uat serve refuses its later saves, so what it saw since is unknown.
    return against.length || (run.finishedAt === null && other.stale) ? [overlapReason(other, latest, against)] : [];
  });
}

/** The line naming a run that overlapped the latest, what it holds against it, and the way out. */
function overlapReason({ run, stale }: StoredRun, latest: StoredRun, against: string[]): string {
  const margin = `${CLOCK_SKEW_MS / 60_000} min`;
  const when = `${visible(run.startedAt)} to ${run.finishedAt === null ? 'unfinished' : visible(run.finishedAt)}`;
  const anew = `play a new run starting ${margin} or more after both finished`;
  const then = run.finishedAt === null ? `finish or remove it, then ${anew}` : anew;
  const revision = stale ? `spec ${short(run.specSha256)} (the latest run answered ${short(latest.run.specSha256)})` : 'this revision';
  const played =
    run.finishedAt !== null && instant(run.finishedAt) <= instant(latest.run.startedAt)
      ? `finished less than ${margin} before the latest run ${latest.run.runId} started, so the runs may have overlapped (clocks may differ by ${margin})${stale ? `; it played ${revision}` : ''}`
      : `played ${revision} while the latest run ${latest.run.runId} did`;
  const holds = !against.length
    ? 'and is not finished: what its tester saw after its last save may not be recorded'
    : stale
      ? `and holds ${against.join(', ')}, ids of the revision it answered, which the latest run's answers do not settle`
      : `and disagrees: ${against.join(', ')} there`;
  return `run ${run.runId} by ${JSON.stringify(visible(run.tester))} (${when}) ${played}, ${holds}; ${then}`;
}

/**
 * What a second witness saw that the latest run does not answer. A run of the same revision asks the
 * same checks by the same ids: a failure or block the latest failed too is answered (a pass, a skip
 * or a block of the latest is not), and a skip disagrees where the latest passed. A run of another
 * revision names the checks of that revision, which an id of today's need not: each failure or
 * block it holds stands, whatever the latest answered.
 */
function witnessed({ run, stale }: StoredRun, s: ReturnType<typeof statuses>): string[] {
  return run.answers.flatMap((a) => {
    const failed = a.status === 'fail' || a.status === 'blocked';
    const mine = s.get(a.expect)?.status;
    const seen = stale ? failed : failed ? mine !== 'fail' : a.status === 'skip' && mine === 'pass';
    return seen ? [`${a.expect} ${ANSWERED[a.status as keyof typeof ANSWERED]}`] : [];
  });
}

/**
 * Every answered writing step needs its write check, made once the step was played, whatever its
 * answers and their triage: a tick is not a write, and a failed, blocked or skipped check does not
 * show that nothing was written. A failed write check is accepted only where the step's failure is
 * triaged as the product's (or the data's): a `recipe` class says the screen was right, which a
 * missing write contradicts.
 */
function writeReasons(
  spec: UatSpec,
  run: UatRun,
  s: ReturnType<typeof statuses>,
  items: Map<string, TriageItem>,
  triage: UatTriage | undefined,
  tf: string,
): string[] {
  const out: string[] = [];
  for (const step of spec.steps.filter((st) => st.writes)) {
    const answers = step.expect.map((e) => ({ id: e.id, status: s.get(e.id)?.status ?? null }));
    if (answers.some((a) => a.status === null)) continue; // unanswered: said above
    const open = answers.filter((a) => a.status !== 'pass');
    const which = open.map((a) => `${a.id} ${ANSWERED[a.status as keyof typeof ANSWERED]}`).join(', ');
    const kind = step.verify!.kind;
    const played = playedAt(step, run);
    const check = latestWriteCheck(triage, step.id, played, kind);
    const recorded = check ? [] : (triage?.writeChecks ?? []).filter((c) => c.step === step.id);
    const why = recorded.some((c) => c.kind !== kind)
      ? ` (the one recorded is a \`${recorded.find((c) => c.kind !== kind)!.kind}\` check: only a \`${kind}\` check, as the step says, vouches for its write)`
      : recorded.length
        ? ` (the one recorded was made before ${step.id} was last answered, ${visible(played)}: it saw only what was there already, an earlier run's write)`
        : '';
    const record = `run its \`${kind}\` check read-only (\`uat verify\`) and record it in writeChecks of ${tf}${why}`;
    if (!check && !open.length) out.push(`${step.id} writes and passed, but no write check is recorded: ${record}`);
    else if (!check)
      out.push(
        `${step.id} writes and ${which}, but no write check is recorded: a failed, blocked or skipped check does not show that nothing was written; ${record} (ok: false when nothing was written)`,
      );
    else if (!check.ok && !open.length)
      out.push(
        `${step.id} writes and passed, but its write check failed (${visible(check.by)}, ${visible(check.at)}): the tick is not a write`,
      );
    else if (!check.ok) {
      const classes = open.map((a) => items.get(a.id)?.class);
      if (classes.every((c) => c !== undefined) && !classes.some((c) => c === 'product' || c === 'data'))
        out.push(
          `${step.id}'s write check failed (nothing was written), but ${which} is triaged as ${[...new Set(classes)].join(', ')}, which says the screen was right: classify the failure as product or data in ${tf}`,
        );
    }
  }
  return out;
}

/**
 * When a step was last played: the latest time an expectation of it was answered (a status set
 * again stamps it again). An answer with no time (format 1, older pages) counts as the run's finish.
 */
function playedAt(step: UatSpec['steps'][number], run: UatRun): string {
  const ids = new Set(step.expect.map((e) => e.id));
  return run.answers
    .filter((a) => ids.has(a.expect))
    .map((a) => a.at ?? run.finishedAt!) // the gate weighs writes of finished runs only
    .reduce((last, t) => (instant(t) > instant(last) ? t : last), run.startedAt);
}

export interface GateOptions {
  id: string;
  cwd: string;
  dir?: string;
  /** The uat settings in force when the caller resolved them (the action: the base commit's); else read from cwd. */
  config?: ResolvedUatConfig;
  forbidTester?: string[];
  /** The commit the change merges into (a pull request's base): a run it holds that the change removes still counts. */
  base?: string;
  /** The commit whose code the run must have tested (default HEAD; the action: the pull request's head). */
  head?: string;
  /** A merge queue group's base: its head also holds the groups queued before it, so only the files it changes since, and those the run's commit changed on its branch, are compared. */
  headSince?: string;
}

export interface GateResult extends GateAssessment {
  exitCode: number;
  lines: string[];
  specSha256: string;
  establishes: string;
  doesNotEstablish: string;
}

export function gateLines(id: string, a: GateAssessment): string[] {
  const by =
    a.run && a.verdict !== 'awaiting' ? ` (run by ${nameLetters(a.run.tester) ? visible(a.run.tester) : 'an unsigned tester'})` : '';
  const lines = [`${id}: ${a.verdict}${by}`, ...a.reasons.map((r) => `- ${r}`)];
  if (a.verdict !== 'passed') return lines;
  // Triaged is not fixed: a pass with failures decided on says which stand, as the job summary's table does.
  for (const o of a.open)
    lines.push(
      `- stays open: ${visible(o.expect)} (${ANSWERED[o.status]}) triaged ${o.class}, decision ${o.decision}${o.owner ? `, risk owned by ${visible(o.owner)}` : ''}: passed as triaged, not replayed`,
    );
  lines.push(`establishes: ${ESTABLISHES}; does not establish ${DOES_NOT_ESTABLISH}`);
  return lines;
}

/**
 * Why the latest run is no evidence for the code gated, else undefined: it tested another commit whose
 * code differs (any file but the uat folder's records), or it records none (format 1). Outside a git repository there is
 * no commit to bind to; a run of another spec revision is stale already.
 */
async function runCodeStale(o: GateOptions, uatRoot: string, last: StoredRun | undefined): Promise<string | undefined> {
  if (!last || last.stale) return undefined;
  const head = await codeAt(o.cwd, o.head);
  if (!head) {
    if (o.head !== undefined) throw new ProofgateError(`--head ${JSON.stringify(o.head)}: ${o.cwd} is in no git repository`);
    return undefined;
  }
  const { run } = last;
  if (!run.code)
    return `the latest run (${run.runId}) records no commit (format ${run.schema}, from before runs were bound to the code they tested): it is kept and read, but it passes for no code; play the recipe again on a page served or built at ${short(head.commit)}`;
  const drift = await codeDrift({ cwd: o.cwd, uatRoot, run: run.code, head, ...(o.headSince !== undefined ? { since: o.headSince } : {}) });
  return drift && `the latest run (${run.runId}): ${drift}`;
}

export async function uatGate(o: GateOptions): Promise<GateResult> {
  // Given a base, its settings say where the runs are: a change that moves the uat folder moves none.
  const config = o.config ?? (o.base === undefined ? undefined : await loadUatConfigAt(o.cwd, o.base));
  const folder = await uatFolder(o.cwd, o.dir, config);
  const { spec, sha256 } = await loadSpec(folder, o.id, o.cwd);
  const base = o.base === undefined ? undefined : await atCommit(o.cwd, o.base, 'the runs the base holds are read too');
  const runs = await loadRuns(folder, spec, sha256, base);
  const triage = await loadTriage(folder, o.id, o.cwd);
  const triageFile = relative(o.cwd, folder.triage(o.id)) || folder.triage(o.id);
  const editedChecks = base ? await editedWriteChecks(folder, o.id, triage, base, triageFile) : [];
  const forbiddenTesters = o.forbidTester ?? [];
  const codeStale = await runCodeStale(o, folder.root, runs.runs.at(-1));
  const a = assessGate({
    spec,
    sha256,
    runs,
    triage,
    forbiddenTesters,
    ...(forbiddenTesters.length ? { sameName: await nameMatcher() } : {}),
    triageFile,
    editedChecks,
    ...(codeStale ? { codeStale } : {}),
    cwd: o.cwd,
  });
  return {
    ...a,
    exitCode: VERDICT_EXIT[a.verdict],
    lines: gateLines(o.id, a),
    specSha256: sha256,
    establishes: ESTABLISHES,
    doesNotEstablish: DOES_NOT_ESTABLISH,
  };
}
