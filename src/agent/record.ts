/**
 * The run record (`run.json`, schema `proofgate/agent-run/1`): what one agent run was and what it
 * cost, as far as the CLI reports it. Written by proofgate after the run, into whatever folder the
 * caller names (the review folder, or one attempt's folder).
 */
import { join } from 'node:path';
import type { AgentRunRecord } from '../schemas/types.js';
import { assertSchema } from '../schemas/validate.js';
import { writeJsonAtomic } from '../text/files.js';
import { resolveModel } from './adapters.js';
import type { AgentRun, AgentSpec } from './types.js';

export const RUN_RECORD_FILE = 'run.json';

/**
 * Why a run that otherwise ended well failed: processes it started were still running when it
 * exited (then killed). A run ends only once every process of it has, by itself (the custom runner
 * contract, item 5): what was left may still have been writing its evidence. Null when none was.
 */
export function leftoversFailure(run: Pick<AgentRun, 'leftoversKilled'>, who = 'the agent'): string | null {
  const n = run.leftoversKilled;
  return n > 0
    ? `${who} exited while ${n} process(es) it started were still running (killed): a run ends every process it starts before it exits`
    : null;
}

/** A time limit as a person reads it: seconds under a minute, else minutes. */
const limit = (ms: number) => (ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`);

/**
 * How a run that ran out ended, in proofgate's words (timed out, a signal, an exit code, an error
 * it reported); null when it exited 0 and reported none. Under a pid namespace the signal is read
 * back from INIT's 128+n (`agentExit`, watcher.ts).
 */
function howItEnded(run: AgentRun): string | null {
  if (run.timedOut) return `timed out after ${limit(run.timeoutMs)}; its processes were killed`;
  if (run.signal !== null) return `exited on signal ${run.signal}`;
  if (run.exitCode !== 0) return `exited ${run.exitCode ?? 'without an exit code'}`;
  return run.report?.error != null ? 'reported an error' : null;
}

/** What a failed run said: the agent's own words, else that it said nothing (an empty error reads as a success). */
const saidOrNot = (run: AgentRun, how: string) => run.lastWords || `${how} (it said nothing)`;

/**
 * Why the run failed, one line for a reason (review run's notes, test-review's refusal), or null
 * when it ended well: how it ended and the agent's own words, else that it said nothing; else the
 * processes it left running. run.json's `error` (`failureWords`) is the same words, so the record
 * and the reasons never disagree.
 */
export function runFailure(run: AgentRun, who = 'the agent'): string | null {
  return endedBadly(run, who) ?? leftoversFailure(run, who);
}

/** `runFailure` less the processes left running: how a run that ran out ended and what it said. */
export function endedBadly(run: AgentRun, who = 'the agent'): string | null {
  const how = howItEnded(run);
  if (how === null) return null;
  return run.lastWords ? `${who} ${how}: ${run.lastWords}` : `${who} ${saidOrNot(run, how)}`;
}

/**
 * The run's error for run.json: the agent's own words when it ended badly (else proofgate's, never
 * null: a reader takes a null error for a run that ended well), else the processes it left; null
 * when it ended well.
 */
function failureWords(run: AgentRun): string | null {
  const how = howItEnded(run);
  return how === null ? leftoversFailure(run) : saidOrNot(run, how);
}

/** The record of `run`; `version` is what preflight read, `startedAt` when the caller started it. */
export function runRecord(agent: AgentSpec, run: AgentRun, version: string | null, startedAt: Date): AgentRunRecord {
  const reported = run.report?.models ?? [];
  const requested = reported.length ? null : resolveModel(agent);
  return {
    schema: 'proofgate/agent-run/1',
    agent: agent.kind,
    version,
    models: reported.length ? reported : requested ? [requested] : [],
    modelSource: reported.length ? 'reported' : requested ? 'requested' : 'unknown',
    startedAt: startedAt.toISOString(),
    durationMs: Math.max(0, Math.round(run.durationMs)),
    turns: run.report?.turns ?? null,
    tokens: run.report?.tokens ?? null,
    costUsd: run.report?.costUsd ?? null,
    exit: { code: run.exitCode, signal: run.signal, timedOut: run.timedOut },
    stopReason: run.report?.stopReason ?? null,
    error: failureWords(run),
    isolation: run.isolation,
    confinement: run.confinement,
  };
}

/** Writes `<folder>/run.json` inside the working tree `root` (checked against its schema, then atomically); returns its path. */
export async function writeRunRecord(root: string, folder: string, record: AgentRunRecord): Promise<string> {
  const file = join(folder, RUN_RECORD_FILE);
  await writeJsonAtomic(root, file, await assertSchema<AgentRunRecord>('agent-run', record, file));
  return file;
}

const compact = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : String(n);

/** One line for a person: who ran, how it ended, how long, and what it cost when the CLI said. */
export function runLine(r: AgentRunRecord): string {
  const who = [
    `agent ${r.agent}`,
    r.version,
    r.models.length ? `(${r.models.join(', ')}${r.modelSource === 'requested' ? ', requested' : ''})` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const ended = r.exit.timedOut
    ? 'timed out'
    : r.exit.signal
      ? `killed by ${r.exit.signal}`
      : `exit ${r.exit.code}${r.stopReason ? ` (${r.stopReason})` : ''}`;
  const parts = [`${ended} after ${Math.round(r.durationMs / 1000)} s`];
  if (r.turns !== null) parts.push(`${r.turns} turn${r.turns === 1 ? '' : 's'}`);
  if (r.tokens)
    parts.push(
      `${compact(r.tokens.input)} input${r.tokens.cachedInput ? ` (${compact(r.tokens.cachedInput)} cached)` : ''} + ${compact(r.tokens.output)} output tokens`,
    );
  if (r.costUsd !== null) parts.push(`$${r.costUsd < 0.01 ? r.costUsd.toFixed(4) : r.costUsd.toFixed(2)}`);
  parts.push(`isolation ${r.isolation} (${r.confinement})`);
  return `${who}: ${parts.join(', ')}`;
}
