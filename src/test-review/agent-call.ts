import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { ProofgateError } from '../text/errors.js';

/**
 * Runs the review agent as a subprocess: prompt on stdin (agy: in argv), a
 * minimal environment, its own process group, SIGTERM then SIGKILL 2 s later
 * on timeout, and every process left in the group killed when the agent exits.
 */

export type AgentKind = 'claude' | 'codex' | 'agy' | 'custom';
export interface AgentSpec {
  kind: AgentKind;
  command: string;
  args: string[];
  model: string | null;
}
export interface AgentResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
  stdoutTail: string;
  stderrTail: string;
  leftoversKilled: boolean;
}

const BASE_ENV = ['PATH', 'HOME', 'USER', 'LOGNAME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TMPDIR', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY'];
const VENDOR_ENV: Record<AgentKind, string[]> = {
  claude: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CLAUDE_CODE_OAUTH_TOKEN'],
  codex: ['CODEX_API_KEY'],
  agy: [],
  custom: [],
};
export const DEFAULT_MODEL: Record<AgentKind, string | null> = { claude: 'sonnet', codex: 'gpt-6.1-sol', agy: null, custom: null };
const TOOLS = 'Read,Write,Edit,Glob,Grep,Task';

/** The argv of each adapter; the prompt goes on stdin except for agy. */
export function agentArgv(a: AgentSpec, prompt: string): { args: string[]; stdin: string | null } {
  const model = a.model ? (a.kind === 'codex' ? ['-m', a.model] : ['--model', a.model]) : [];
  switch (a.kind) {
    case 'claude':
      return { args: ['-p', '--output-format', 'text', '--tools', TOOLS, '--allowedTools', TOOLS, ...model, ...a.args], stdin: prompt };
    case 'codex':
      return { args: ['exec', '--skip-git-repo-check', '--sandbox', 'workspace-write', '--color', 'never', ...model, ...a.args], stdin: prompt };
    case 'agy':
      return { args: ['--print', prompt, '--output-format', 'text', '--dangerously-skip-permissions', ...model, ...a.args], stdin: null };
    case 'custom':
      return { args: a.args, stdin: prompt };
  }
}

export function agentEnv(kind: AgentKind, pass: string[], from: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const k of [...BASE_ENV, ...VENDOR_ENV[kind], ...pass]) if (from[k] !== undefined) env[k] = from[k]!;
  return env;
}

function onPath(command: string, path: string): boolean {
  const candidates = isAbsolute(command) || command.includes('/') ? [command] : path.split(delimiter).filter(Boolean).map((d) => join(d, command));
  return candidates.some((c) => {
    try {
      accessSync(c, constants.X_OK);
      return statSync(c).isFile();
    } catch {
      return false;
    }
  });
}

/** Before any paid call: the agent command must exist (exit 2 with what to install). */
export function preflight(a: AgentSpec): void {
  if (onPath(a.command, process.env.PATH ?? '')) return;
  const how: Record<AgentKind, string> = {
    claude: 'install it with `npm install --global @anthropic-ai/claude-code` and sign in',
    codex: 'install it with `npm install --global @openai/codex` and run `codex login`',
    agy: 'install the agy CLI and open its session',
    custom: 'check --agent-cmd',
  };
  throw new ProofgateError(`agent command ${JSON.stringify(a.command)} is not installed or not executable: ${how[a.kind]}`, 2);
}

/** 20 min + 2 min per reviewed file, at most 30 min. */
export function defaultTimeoutMs(files: number): number {
  return Math.min(20 * 60_000 + 2 * 60_000 * files, 30 * 60_000);
}

const TAIL = 8000;
const tail = (s: string) => (s.length > TAIL ? s.slice(-TAIL) : s);

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function callAgent(a: AgentSpec, prompt: string, o: { cwd: string; env: Record<string, string>; timeoutMs: number; progress: (line: string) => void }): Promise<AgentResult> {
  const { args, stdin } = agentArgv(a, prompt);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(a.command, args, { cwd: o.cwd, env: o.env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let spawnError: Error | null = null;
    child.stdout.on('data', (d: Buffer) => (stdout = tail(stdout + d.toString('utf8'))));
    child.stderr.on('data', (d: Buffer) => (stderr = tail(stderr + d.toString('utf8'))));
    child.stdin.on('error', () => {}); // an agent that exits without reading its prompt is judged by its exit code
    child.stdin.end(stdin ?? '');
    const heartbeat = setInterval(() => o.progress(`test-review: waiting for the ${a.kind} agent (${Math.round((Date.now() - started) / 1000)} s elapsed)`), 15_000);
    let killer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 2000);
    }, o.timeoutMs);
    child.on('error', (err) => (spawnError = err));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killer);
      clearInterval(heartbeat);
      // Whatever the agent left running in its group goes with it.
      let leftoversKilled = false;
      if (child.pid !== undefined && groupAlive(child.pid)) {
        try {
          process.kill(-child.pid, 'SIGKILL');
          leftoversKilled = true;
        } catch {
          /* raced with its exit */
        }
      }
      // Pipes drain until they close, or 2 s at most (a process outside the group may hold them).
      const done = () => resolve({ exitCode: code, signal, timedOut, durationMs: Date.now() - started, stdoutTail: stdout, stderrTail: spawnError ? `${stderr}${spawnError.message}` : stderr, leftoversKilled });
      const bound = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        done();
      }, 2000);
      let open = 2;
      const closed = () => {
        if (--open === 0) {
          clearTimeout(bound);
          done();
        }
      };
      child.stdout.on('close', closed);
      child.stderr.on('close', closed);
      if (child.stdout.closed) closed();
      if (child.stderr.closed) closed();
    });
    child.on('error', () => {
      if (child.pid === undefined) {
        clearTimeout(timer);
        clearInterval(heartbeat);
        resolve({ exitCode: null, signal: null, timedOut: false, durationMs: Date.now() - started, stdoutTail: '', stderrTail: String(spawnError?.message ?? ''), leftoversKilled: false });
      }
    });
  });
}
