import { openRepo } from '../git/git.js';
import { runLine, type AgentKind } from '../agent/index.js';
import type { CommandOutput } from '../cli/spec.js';
import { loadScope, reviewPaths } from './evidence.js';
import { runReviewAgent } from './agent-run.js';
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
  progress: (line: string) => void;
}

/**
 * `review run ID --agent …`: what the review-gate action does, from a terminal:
 * preflight, the agent on the prompt, the control-plane check, then anchor and gate.
 * An agent that is missing or not signed in ends here with exit 2, nothing written.
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
    progress: o.progress,
  });
  const anchored = await reviewAnchor({ id: o.id, cwd: o.cwd, dir: o.dir });
  const gate = await gateCommand({ id: o.id, cwd: o.cwd, dir: o.dir, extraReasons: agent.reasons });
  const run = agent.record ? runLine(agent.record) : `agent ${o.agent}: did not run`;
  return {
    exitCode: gate.exitCode,
    lines: [run, ...anchored.lines.slice(0, 1), ...gate.lines],
    json: { agent: agent.run ?? null, run: agent.record ?? null, gate: gate.json },
  };
}
