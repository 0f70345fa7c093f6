import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openRepo } from '../git/git.js';
import { runLine, type AgentKind } from '../agent/index.js';
import type { CommandOutput } from '../cli/spec.js';
import { loadScope, reviewPaths, type ReviewPaths } from './evidence.js';
import type { ReviewAgentResult } from './agent-run.js';
import { dispatchReviewers, type ReviewerRun } from './dispatch.js';
import { reviewAnchor } from './anchor-command.js';
import { gateCommand } from './gate-command.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { withReviewLock } from './lock.js';
import type { RunSettings, VerdictSettings } from './options.js';

/** `review run`: the checked settings of the options module (options.ts) for one review folder. */
export interface RunOptions extends RunSettings, Partial<VerdictSettings> {
  id: string;
  cwd: string;
  dir?: string;
  progress: (line: string) => void;
}

/** One line on what became of the attempt: merged, kept as a part, or kept aside with why. */
export function attemptLine(r: ReviewAgentResult, id: string): string {
  const a = r.attempt;
  if (!a) return 'nothing to resume: every selected file is accounted for';
  const asked = `attempt ${a.n}: ${r.target.files.length} file(s) asked${r.target.subset?.kind === 'resume' ? ' (resumed)' : ''}`;
  const previous = join(a.folder, 'previous');
  if (r.merged)
    return `${asked}; merged into findings.json and coverage.json${existsSync(previous) ? ` (what they held before is kept in ${previous})` : ''}`;
  if (r.part && !r.notes.length && !r.breaches.length)
    return `${asked}; the part is in ${a.folder} (merge it: proofgate review merge ${id} --from ${a.folder})`;
  return `${asked}; not merged, kept in ${a.folder}: the review keeps what it had`;
}

/** What one reviewer's run came to, in one line (the run line first, when its agent ran). */
export function reviewerLines(run: ReviewerRun, agent: AgentKind, id: string): string[] {
  const who = run.reviewer ? `reviewer ${run.reviewer}: ` : '';
  if (run.skipped) return [`${who}returned and measured already: nothing asked`];
  if (run.deferred) return [`${who}deferred: ${run.deferred}`];
  const r = run.result!;
  return [`${who}${r.record ? runLine(r.record) : `agent ${agent}: did not run`}`, `${who}${attemptLine(r, id)}`];
}

/**
 * `review run ID --agent …`: what the review-gate action does, from a terminal: preflight, then
 * the reviewers (one agent run each, or one run for all, as the scope was sealed), each an attempt
 * checked against the control plane and merged when it can be trusted, then anchor and gate. An
 * agent that is missing or not signed in ends here with exit 2, nothing written.
 */
export async function reviewRun(o: RunOptions): Promise<CommandOutput> {
  const paths = reviewPaths(o.cwd, o.id, o.dir);
  // Its runs, merges, anchor and gate as one writer of the folder: no other process interleaves (lock.ts).
  return withReviewLock(paths, 'review run', () => runAndGate(o, paths));
}

async function runAndGate(o: RunOptions, paths: ReviewPaths): Promise<CommandOutput> {
  const scope = await loadScope(paths);
  const repo = await openRepo(o.cwd);
  const runs = await dispatchReviewers({
    repo,
    paths,
    scope,
    agent: { kind: o.agent, command: o.agentCmd, args: o.agentArgs, model: o.model },
    timeoutMs: o.timeoutMs,
    envPass: o.envPass,
    isolate: o.isolate,
    unit: o.unit,
    unitOption: o.unitOption,
    resume: o.resume,
    progress: o.progress,
    ...(o.reviewers?.length ? { reviewers: o.reviewers } : {}),
    ...(o.concurrency !== undefined ? { concurrency: o.concurrency } : {}),
    ...(o.deadlineMs !== undefined ? { deadline: Date.now() + o.deadlineMs } : {}),
  });
  const results = runs.flatMap((r) => (r.result ? [r.result] : []));
  const head = runs.flatMap((r) => reviewerLines(r, o.agent, paths.id));
  const breaches = results.flatMap((r) => r.breaches);
  const notes = results.flatMap((r) => r.notes);
  const json = {
    runs: runs.map((r) => ({
      reviewer: r.reviewer ?? null,
      ...(r.deferred ? { deferred: true } : {}),
      ...(r.skipped ? { skipped: true } : {}),
      agent: r.result?.run ?? null,
      run: r.result?.record ?? null,
      attempt: r.result?.attempt?.n ?? null,
      merged: r.result?.merged ?? false,
      ...(r.result?.part ? { part: r.result.attempt?.folder ?? null } : {}),
      notes: r.result?.notes ?? [],
    })),
  };
  if (results.some((r) => r.part)) {
    // A part is judged with the others after the merge, not here.
    const problems = [...breaches, ...notes];
    return {
      exitCode: problems.length ? REVIEW_EXIT.incomplete : REVIEW_EXIT.ok,
      lines: [...head, ...problems.map((p) => `- ${p}`)],
      json: { ...json, problems },
    };
  }
  const anchored = await reviewAnchor({ id: o.id, cwd: o.cwd, dir: o.dir });
  const gate = await gateCommand({
    id: o.id,
    cwd: o.cwd,
    dir: o.dir,
    extraReasons: breaches,
    context: notes,
    acknowledge: o.acknowledge,
    allowEmpty: o.allowEmpty,
  });
  const notMerged = gate.result.verdict === 'incomplete' ? [] : notes.map((n) => `- attempt not merged: ${n}`);
  return {
    exitCode: gate.exitCode,
    lines: [...head, ...notMerged, ...anchored.lines.slice(0, 1), ...gate.lines],
    json: { ...json, gate: gate.json },
  };
}
