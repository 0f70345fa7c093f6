import { spawn } from 'node:child_process';
import { ProofgateError } from '../text/errors.js';
import { adapterFor, agentCommand } from './adapters.js';
import { AGENT_EXIT } from './exit-codes.js';
import { findExecutable } from './command.js';
import { agentEnv } from './env.js';
import { lastSaid, ownWords } from './report.js';
import type { AgentSpec } from './types.js';

/** The agent CLI is missing, not signed in or not answering: exit 2 before any agent call, never retried. */
export class AgentUnavailableError extends ProofgateError {
  constructor(message: string) {
    super(message, AGENT_EXIT.cannotRun);
    this.name = 'AgentUnavailableError';
  }
}

/** What preflight learnt: the executable that will run, and the version it reports (vendor CLIs). */
export interface AgentReady {
  file: string;
  version: string | null;
}

/** Both pinned vendor CLIs answer these in well under a second; a status that takes longer is not trusted. */
export const QUERY_TIMEOUT_MS = 10_000;
const VERSION = /\d+\.\d+[\w.+-]{0,40}/;

interface Answer {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a short query of the vendor CLI (help, version, login status), killed after QUERY_TIMEOUT_MS. */
function query(file: string, args: string[], env: Record<string, string>): Promise<Answer | null> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = { stdout: '', stderr: '' };
    const keep = (stream: 'stdout' | 'stderr') => (text: string) => {
      if (out[stream].length < 256 * 1024) out[stream] += text;
    };
    // Decoded as streams: a character split between two reads stays whole.
    child.stdout.setEncoding('utf8').on('data', keep('stdout'));
    child.stderr.setEncoding('utf8').on('data', keep('stderr'));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, QUERY_TIMEOUT_MS);
    child.once('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, ...out, timedOut });
    });
  });
}

/** What the status command said, for the message: claude's `loggedIn`, else its last line of output. */
function statusWords(a: Answer, secrets: string[]): string {
  try {
    const status = JSON.parse(a.stdout) as { loggedIn?: unknown };
    if (typeof status.loggedIn === 'boolean') return `"loggedIn": ${status.loggedIn}`;
  } catch {
    // not JSON: codex prints a sentence
  }
  return ownWords(lastSaid(a.stdout) || lastSaid(a.stderr), secrets).slice(0, 120);
}

/**
 * Checks that the agent can run at all, in seconds: its executable exists, and a vendor CLI reports
 * a signed-in session. The login status is asked when the CLI's help lists that command, unless a
 * credential variable the CLI reads itself reaches the agent (`envPass` included); a status that
 * does not answer in time fails (an unsigned `codex exec` hangs until the run's timeout). A custom
 * runner is only checked for presence and never asked anything.
 */
export async function preflight(agent: AgentSpec, env: NodeJS.ProcessEnv = process.env, envPass: string[] = []): Promise<AgentReady> {
  const adapter = adapterFor(agent.kind);
  const command = agentCommand(agent);
  const file = findExecutable(command, env.PATH);
  if (!file) {
    const where = command.includes('/') ? `${command} is not an executable file` : `${command} is not on PATH`;
    throw new AgentUnavailableError(`agent ${agent.kind}: ${where}; ${adapter.install}`);
  }
  const childEnv = agentEnv(agent, envPass, env);
  const secrets = [...adapter.credentialEnv, ...adapter.loginBypassEnv, ...envPass].flatMap((n) => childEnv[n] ?? []);
  const askStatus = adapter.statusArgs !== null && !adapter.loginBypassEnv.some((name) => childEnv[name]);
  const [version, help] = await Promise.all([
    adapter.versionArgs ? query(file, adapter.versionArgs, childEnv) : null,
    askStatus ? query(file, ['--help'], childEnv) : null,
  ]);
  const ready = { file, version: version?.code === 0 ? (VERSION.exec(version.stdout)?.[0] ?? null) : null };
  if (!adapter.statusArgs) return ready;
  const listed = new RegExp(`^\\s+${adapter.statusArgs[0]}\\b`, 'm');
  if (!help || !listed.test(help.stdout + help.stderr)) return ready;
  const asked = `\`${command} ${adapter.statusArgs.join(' ')}\``;
  const status = await query(file, adapter.statusArgs, childEnv);
  if (!status || status.timedOut || status.code === null) {
    throw new AgentUnavailableError(
      `agent ${agent.kind}: ${asked} ${status?.timedOut ? `did not answer within ${QUERY_TIMEOUT_MS / 1000} s` : 'could not run'}; run it by hand on this machine, then sign in with ${adapter.login}`,
    );
  }
  if (status.code !== 0) {
    const said = statusWords(status, secrets);
    throw new AgentUnavailableError(
      `agent ${agent.kind}: not signed in (${asked} exited ${status.code}${said ? `: ${said}` : ''}); sign in with ${adapter.login}`,
    );
  }
  return ready;
}
