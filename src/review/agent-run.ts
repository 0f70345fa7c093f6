import { removeFile } from '../text/files.js';
import { dirname, relative } from 'node:path';
import { hashFiles, raw, resolveCommit, type Repo } from '../git/git.js';
import { preflight, runAgent, runRecord, writeRunRecord, type AgentRun, type AgentSpec, type RunAgentOptions } from '../agent/index.js';
import { describeError } from '../text/errors.js';
import type { AgentRunRecord, ReviewScope } from '../schemas/types.js';
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
  /** Called once the agent is ready to start (its preflight passed), before it runs: a caller shows the review running. */
  starting?: () => Promise<void>;
}

export interface ReviewAgentResult {
  /** Why the review cannot be trusted as complete; empty when the run was clean. */
  reasons: string[];
  run?: AgentRun;
  /** What the run was and cost, as written to run.json in the review folder. */
  record?: AgentRunRecord;
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

/**
 * Runs the agent on the review prompt and checks the control plane afterwards:
 * nothing but findings.json and coverage.json may change, in the review folder
 * or outside it, and the head commit must stay where it was. An agent that is
 * missing or not signed in throws AgentUnavailableError (exit 2) before anything
 * is written; a run that happened leaves its record in run.json.
 */
export async function runReviewAgent(o: ReviewAgentOptions): Promise<ReviewAgentResult> {
  const ready = await preflight(o.agent, process.env, o.envPass ?? []);
  await o.starting?.();
  const prompt = await reviewPrompt({ id: o.paths.id, cwd: o.repo.root, dir: dirname(o.paths.folder), unit: o.unit });
  const rel = (p: string) => relative(o.repo.root, p).split('\\').join('/');
  const writable = [rel(o.paths.file('findings')), rel(o.paths.file('coverage'))];
  // Stale evidence is never read as this run's.
  await Promise.all(['findings', 'coverage', 'anchored'].map((f) => removeFile(o.paths.root, o.paths.file(f as 'findings'))));
  const before = await snapshot(o.repo);
  const headBefore = await resolveCommit(o.repo, 'HEAD', 'head');
  const startedAt = new Date();
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
      secret: isSecretPath,
      progress: o.progress,
    });
  } catch (err) {
    return { reasons: [`the agent did not run: ${describeError(err)}`], prompt: prompt.file };
  }
  const reasons: string[] = [];
  const words = run.lastWords ? `: ${run.lastWords}` : '';
  if (run.timedOut) reasons.push(`the agent timed out after ${Math.round(o.timeoutMs / 60000)} min; its process group was killed${words}`);
  else if (run.exitCode !== 0) reasons.push(`the agent exited ${run.exitCode ?? `on signal ${run.signal}`}${words}`);
  else if (run.report?.error) reasons.push(`the agent reported an error${words}`);
  const after = await snapshot(o.repo);
  const allowed = new Set(writable);
  const changed = new Set(run.tampered.filter((p) => !allowed.has(p)));
  for (const [p, state] of after) if (!allowed.has(p) && before.get(p) !== state) changed.add(p);
  for (const p of before.keys()) if (!allowed.has(p) && !after.has(p)) changed.add(p);
  if (changed.size) reasons.push(`the agent changed files outside findings.json and coverage.json: ${nameList([...changed].sort())}`);
  const headAfter = await resolveCommit(o.repo, 'HEAD', 'head').catch(() => 'gone');
  if (headAfter !== headBefore) reasons.push(`the agent moved HEAD from ${headBefore.slice(0, 12)} to ${headAfter.slice(0, 12)}`);
  // Written after the check, so proofgate's own record is never taken for the agent's change (and replaces any it wrote).
  const record = runRecord(o.agent, run, ready.version, startedAt);
  await writeRunRecord(o.paths.root, o.paths.folder, record);
  return { reasons, run, record, prompt: prompt.file };
}
