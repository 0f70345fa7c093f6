import { relative } from 'node:path';
import type { UatRun, UatSpec, UatTriage } from '../schemas/types.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { uatFolder } from './folder.js';
import { loadRuns, statuses, tally, type RunSet, type Tally } from './runs.js';
import { expectations, loadSpec } from './spec.js';
import { latestWriteCheck, loadTriage } from './triage.js';

export type Verdict = 'passed' | 'failed' | 'awaiting' | 'stale';
export const VERDICT_EXIT: Record<Verdict, number> = { passed: 0, failed: 1, awaiting: 2, stale: 3 };

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
  cwd: string;
}

/** The verdict over the latest run: finished, current, complete, triaged, writes confirmed, else the reasons. */
export function assessGate(g: GateInput): GateAssessment {
  const reasons: string[] = [];
  const rel = (f: string) => relative(g.cwd, f) || f;
  for (const bad of g.runs.invalid) reasons.push(`${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(visible).join('; ')}`);
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
  if (!run.tester.trim()) reasons.push('the run is unsigned: the tester gave no name');
  const forbidden = g.forbiddenTesters.map((n) => n.trim().toLowerCase()).filter(Boolean);
  if (forbidden.includes(run.tester.trim().toLowerCase()))
    reasons.push(`the run was played by ${JSON.stringify(visible(run.tester))}, who may not accept their own work`);

  const s = statuses(run);
  const todo = expectations(g.spec).filter((e) => (s.get(e.id)?.status ?? null) === null);
  if (todo.length) reasons.push(`${todo.length} expectation(s) unanswered: ${todo.map((e) => e.id).join(', ')}`);

  let triage = g.triage;
  if (triage && triage.runId !== run.runId) {
    reasons.push(`the triage file answers run ${visible(triage.runId)}, not the latest run ${run.runId}`);
    triage = undefined;
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
    const what = `${e.id} (${a.status === 'fail' ? 'failed' : a.status === 'blocked' ? 'blocked' : 'skipped'})`;
    if (!item) reasons.push(`${what} is not triaged: add a class and a decision in the triage file`);
    else if (item.class === 'undecided') reasons.push(`${what} is undecided: ask the tester what they saw, never guess`);
    else if (item.decision === 'ask-tester') reasons.push(`${what} waits for the tester's answer`);
    else if (a.status !== 'fail' && item.decision !== 'accept-risk')
      reasons.push(`${what} needs a replay or an accept-risk decision by a named owner`);
  }
  for (const step of g.spec.steps.filter((st) => st.writes)) {
    const passed = step.expect.every((e) => s.get(e.id)?.status === 'pass');
    if (!passed) continue;
    const check = latestWriteCheck(triage, step.id);
    if (!check)
      reasons.push(
        `${step.id} writes and passed, but no write check is recorded: run its \`${step.verify?.kind ?? 'verify'}\` check read-only (\`uat verify\`) and record it in writeChecks`,
      );
    else if (!check.ok)
      reasons.push(
        `${step.id} writes and passed, but its write check failed (${visible(check.by)}, ${visible(check.at)}): the tick is not a write`,
      );
  }
  return { ...base, tally: t, open, verdict: reasons.length ? 'failed' : 'passed', reasons };
}

export interface GateOptions {
  id: string;
  cwd: string;
  dir?: string;
  forbidTester?: string[];
}

export interface GateResult extends GateAssessment {
  exitCode: number;
  lines: string[];
  specSha256: string;
  establishes: string;
  doesNotEstablish: string;
}

export function gateLines(id: string, a: GateAssessment): string[] {
  const by = a.run && a.verdict !== 'awaiting' ? ` (run by ${a.run.tester.trim() ? visible(a.run.tester) : 'an unsigned tester'})` : '';
  const lines = [`${id}: ${a.verdict}${by}`, ...a.reasons.map((r) => `- ${r}`)];
  if (a.verdict === 'passed') lines.push(`establishes: ${ESTABLISHES}; does not establish ${DOES_NOT_ESTABLISH}`);
  return lines;
}

export async function uatGate(o: GateOptions): Promise<GateResult> {
  const folder = await uatFolder(o.cwd, o.dir);
  const { spec, sha256 } = await loadSpec(folder, o.id, o.cwd);
  const runs = await loadRuns(folder, spec, sha256);
  const triage = await loadTriage(folder, o.id, o.cwd);
  const a = assessGate({ spec, sha256, runs, triage, forbiddenTesters: o.forbidTester ?? [], cwd: o.cwd });
  return {
    ...a,
    exitCode: VERDICT_EXIT[a.verdict],
    lines: gateLines(o.id, a),
    specSha256: sha256,
    establishes: ESTABLISHES,
    doesNotEstablish: DOES_NOT_ESTABLISH,
  };
}
