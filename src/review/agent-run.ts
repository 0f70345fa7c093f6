import { rm } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { hashFiles, raw, resolveCommit, type Repo } from '../git/git.js';
import { runAgent, type AgentRun, type AgentSpec, type RunAgentOptions } from '../agent/index.js';
import { describeError } from '../text/errors.js';
import { redact } from '../text/redact.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';
import { nameList, type ReviewPaths } from './evidence.js';
import { reviewPrompt } from './prompt.js';
import { isSecretPath } from './paths.js';

export interface ReviewAgentOptions {
  repo: Repo;
  paths: ReviewPaths;
  scope: ReviewScope;
  agent: AgentSpec;
  timeoutMs: number;
  envPass?: string[];
  isolate?: RunAgentOptions['isolate'];
  unit?: string;
  progress?: (line: string) => void;
}

export interface ReviewAgentResult {
  /** Why the review cannot be trusted as complete; empty when the run was clean. */
  reasons: string[];
  run?: AgentRun;
  prompt: string;
}

/** Every path git reports as changed or untracked, with its content hash: what an agent could have touched. */
async function snapshot(repo: Repo): Promise<Map<string, string>> {
  const out = await raw(repo, ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignored=no']);
  const entries: [string, string][] = [];
  const tok = out.split('\0');
  for (let i = 0; i < tok.length; i++) {
    const t = tok[i]!;
    if (t.length < 4) continue;
    const xy = t.slice(0, 2);
    entries.push([t.slice(3), xy]);
    if (xy[0] === 'R' || xy[0] === 'C') i++; // the old path follows a rename
  }
  const present = entries.filter(([, xy]) => !xy.includes('D'));
  const oids = await hashFiles(
    repo.root,
    present.map(([p]) => p),
    { write: false },
  ).catch(() => present.map(() => '?'));
  const byPath = new Map(present.map(([p], i) => [p, oids[i]!] as const));
  return new Map(entries.map(([p, xy]) => [p, `${xy}:${byPath.get(p) ?? 'deleted'}`]));
}

const lastLine = (text: string) => visible(redact(text.trim().split('\n').pop() ?? '')).slice(0, 300);

/**
 * Runs the agent on the review prompt and checks the control plane afterwards:
 * nothing but findings.json and coverage.json may change, in the review folder
 * or outside it, and the head commit must stay where it was.
 */
export async function runReviewAgent(o: ReviewAgentOptions): Promise<ReviewAgentResult> {
  const prompt = await reviewPrompt({ id: o.paths.id, cwd: o.repo.root, dir: dirname(o.paths.folder), unit: o.unit });
  const rel = (p: string) => relative(o.repo.root, p).split('\\').join('/');
  const writable = [rel(o.paths.file('findings')), rel(o.paths.file('coverage'))];
  // Stale evidence is never read as this run's.
  await Promise.all(['findings', 'coverage', 'anchored'].map((f) => rm(o.paths.file(f as 'findings'), { force: true })));
  const excludedSecrets = new Set(o.scope.excluded.filter((e) => e.reason === 'secret').map((e) => e.path));
  const before = await snapshot(o.repo);
  const headBefore = await resolveCommit(o.repo, 'HEAD', 'head');
  let run: AgentRun;
  try {
    run = await runAgent({
      agent: o.agent,
      prompt: prompt.text,
      cwd: o.repo.root,
      writable,
      timeoutMs: o.timeoutMs,
      envPass: o.envPass,
      isolate: o.isolate,
      // Every path the scope excluded as a secret (renamed from one, a link to one), not only secret names.
      secret: (p) => isSecretPath(p) || excludedSecrets.has(p),
      progress: o.progress,
    });
  } catch (err) {
    return { reasons: [`the agent did not run: ${describeError(err)}`], prompt: prompt.file };
  }
  const reasons: string[] = [];
  if (run.timedOut) reasons.push(`the agent timed out after ${Math.round(o.timeoutMs / 60000)} min; its process group was killed`);
  else if (run.exitCode !== 0)
    reasons.push(
      `the agent exited ${run.exitCode ?? `on signal ${run.signal}`}${run.stderrTail.trim() ? `: ${lastLine(run.stderrTail)}` : ''}`,
    );
  const after = await snapshot(o.repo);
  const allowed = new Set(writable);
  const changed = new Set(run.tampered.filter((p) => !allowed.has(p)));
  for (const [p, state] of after) if (!allowed.has(p) && before.get(p) !== state) changed.add(p);
  for (const p of before.keys()) if (!allowed.has(p) && !after.has(p)) changed.add(p);
  if (changed.size) reasons.push(`the agent changed files outside findings.json and coverage.json: ${nameList([...changed].sort())}`);
  const headAfter = await resolveCommit(o.repo, 'HEAD', 'head').catch(() => 'gone');
  if (headAfter !== headBefore) reasons.push(`the agent moved HEAD from ${headBefore.slice(0, 12)} to ${headAfter.slice(0, 12)}`);
  return { reasons, run, prompt: prompt.file };
}
