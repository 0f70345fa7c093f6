import { spawn } from 'node:child_process';
import { ProofgateError } from '../text/errors.js';
import { adapterFor, agentCommand, EXIT_AGENT_CONFIG } from './adapters.js';
import { findExecutable } from './command.js';
import { agentEnv } from './env.js';
import type { AgentSpec } from './types.js';

/** The agent CLI is missing or not signed in: exit 2 before any agent call, never retried. */
export class AgentUnavailableError extends ProofgateError {
  constructor(message: string) {
    super(message, EXIT_AGENT_CONFIG);
    this.name = 'AgentUnavailableError';
  }
}

const QUERY_TIMEOUT_MS = 20_000;

/** Runs a short query of the vendor CLI (help, login status); null when it could not answer in time. */
function query(file: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string } | null> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (b: Buffer) => {
      if (out.length < 256 * 1024) out += b.toString('utf8');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), QUERY_TIMEOUT_MS);
    child.once('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ? null : { code, out });
    });
  });
}

/**
 * Checks that the agent can run at all: its executable exists, and a vendor CLI reports a signed-in
 * session. The login status is asked only when the CLI's help lists that command and no credential
 * variable the CLI reads itself is set; a custom runner is only checked for presence.
 */
export async function preflight(agent: AgentSpec, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const adapter = adapterFor(agent.kind);
  const command = agentCommand(agent);
  const file = findExecutable(command, env.PATH);
  if (!file) {
    const where = command.includes('/') ? `${command} is not an executable file` : `${command} is not on PATH`;
    throw new AgentUnavailableError(`agent ${agent.kind}: ${where}; ${adapter.install}`);
  }
  if (!adapter.statusArgs || adapter.loginBypassEnv.some((name) => env[name])) return;
  const childEnv = agentEnv(agent, [], env);
  const help = await query(file, ['--help'], childEnv);
  const listed = new RegExp(`^\\s+${adapter.statusArgs[0]}\\b`, 'm');
  if (!help || !listed.test(help.out)) return;
  const status = await query(file, adapter.statusArgs, childEnv);
  if (status && status.code !== 0) {
    throw new AgentUnavailableError(
      `agent ${agent.kind}: not signed in (\`${command} ${adapter.statusArgs.join(' ')}\` exited ${status.code}); sign in with ${adapter.login}`,
    );
  }
}
