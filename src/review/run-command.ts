import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openRepo } from '../git/git.js';
import { runLine, type AgentKind } from '../agent/index.js';
import type { CommandOutput } from '../cli/spec.js';
import { loadScope, reviewPaths } from './evidence.js';
import { runReviewAgent, type ReviewAgentResult } from './agent-run.js';
import { reviewAnchor } from './anchor-command.js';
import { gateCommand } from './gate-command.js';

export interface RunOptions {
  id: string;
  cwd: string;
  dir?: string;
  agent: AgentKind;
  agentCmd?: string;
  agentArgs: string[];
  model?: string;
  timeoutMs: number;
  envPass: string[];
  isolate?: 'auto' | 'bwrap' | 'copy' | 'none';
  unit?: string;
  resume?: boolean;
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

/**
 * `review run ID --agent …`: what the review-gate action does, from a terminal:
 * preflight, the agent on the prompt (one attempt), the control-plane check, the merge, then anchor
 * and gate. An agent that is missing or not signed in ends here with exit 2, nothing written.
 */
export async function reviewRun(o: RunOptions): Promise<CommandOutput> {
  const paths = reviewPaths(o.cwd, o.id, o.dir);
  const scope = await loadScope(paths);
  const repo = await openRepo(o.cwd);
  const agent = await runReviewAgent({
    repo,
    paths,
    scope,
    agent: { kind: o.agent, command: o.agentCmd, args: o.agentArgs, model: o.model },
    timeoutMs: o.timeoutMs,
    envPass: o.envPass,
    isolate: o.isolate,
    unit: o.unit,
    resume: o.resume,
    progress: o.progress,
  });
  const ran = agent.record ? runLine(agent.record) : `agent ${o.agent}: did not run`;
  const head = [ran, attemptLine(agent, paths.id)];
  if (agent.part) {
    // A part is judged with the others after the merge, not here.
    const problems = [...agent.breaches, ...agent.notes];
    return {
      exitCode: problems.length ? 2 : 0,
      lines: [...head, ...problems.map((p) => `- ${p}`)],
      json: {
        agent: agent.run ?? null,
        run: agent.record ?? null,
        attempt: agent.attempt?.n ?? null,
        part: agent.attempt?.folder ?? null,
        problems,
      },
    };
  }
  const anchored = await reviewAnchor({ id: o.id, cwd: o.cwd, dir: o.dir });
  const gate = await gateCommand({ id: o.id, cwd: o.cwd, dir: o.dir, extraReasons: agent.breaches, context: agent.notes });
  const notMerged = gate.result.verdict === 'incomplete' ? [] : agent.notes.map((n) => `- attempt not merged: ${n}`);
  return {
    exitCode: gate.exitCode,
    lines: [...head, ...notMerged, ...anchored.lines.slice(0, 1), ...gate.lines],
    json: {
      agent: agent.run ?? null,
      run: agent.record ?? null,
      attempt: agent.attempt?.n ?? null,
      merged: agent.merged,
      notes: agent.notes,
      gate: gate.json,
    },
  };
}
