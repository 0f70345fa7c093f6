import { rmSync } from 'node:fs';
import { freshDir } from '../text/files.js';
import { dirname } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { cutChars } from '../text/truncate.js';
import { adapterFor, agentCommand } from './adapters.js';
import { AGENT_EXIT } from './exit-codes.js';
import { spawnAlone } from './fds.js';
import { findExecutable, suppliedBy, suppliedFolders, withWorkspace } from '../git/programs.js';
import { agentEnv, withOwnPath } from './env.js';
import { lastSaid, ownWords } from './report.js';
import { givenSecrets } from './given.js';
import type { GivenSecret } from './screen.js';
import { shebangProblem } from './shebang.js';
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
// Tried only where a run of digits begins (the leftmost match begins there anyway): inside a long run
// of digits with no `.` after it, each try would scan to the run's end (#658).
export const VERSION = /(?<!\d)\d+\.\d+[\w.+-]{0,40}/;

interface Answer {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a short query of the vendor CLI (help, version, login status), killed after QUERY_TIMEOUT_MS. */
function query(file: string, args: string[], env: Record<string, string>, cwd: string): Promise<Answer | null> {
  return new Promise((resolve) => {
    const child = spawnAlone(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/**
 * The agent's executable, looked up as it will be run, refused (exit 2) when the pull request
 * could have supplied it: it lies inside one of `trees` (the tree under review, the folders the
 * agent is given) or the repository one lies in, by its path or its real path (a link resolved),
 * or it was found through a PATH folder inside one (node_modules/.bin put on PATH by an earlier
 * step). Relative PATH entries are never looked in. A vendor CLI is refused outright: preflight
 * would run it outside any containment. A custom runner named by its path inside the tree is the
 * caller's choice (docs/agent.md): preflight never runs it, and it runs only as the agent, in
 * whatever isolation the run has. A script whose `#!` line cannot start it (CRLF line endings, a
 * missing interpreter) is refused too (shebangProblem).
 */
export function agentExecutable(agent: AgentSpec, pathVar: string | undefined, trees: string[]): string {
  const adapter = adapterFor(agent.kind);
  const command = agentCommand(agent);
  const file = findExecutable(command, pathVar);
  if (!file) {
    const where = command.includes('/') ? `${command} is not an executable file` : `${command} is not on PATH`;
    throw new AgentUnavailableError(`agent ${agent.kind}: ${where}; ${adapter.install}`);
  }
  const folders = suppliedFolders(trees);
  if (!command.includes('/')) {
    const dir = dirname(file);
    const tree = suppliedBy(dir, folders);
    if (tree)
      throw new AgentUnavailableError(
        `agent ${agent.kind}: ${command} is found through the PATH folder ${dir}, inside the tree under review (${tree}), where the pull request can plant it; take that folder off PATH or put the agent's own folder before it${agent.kind === 'custom' ? '' : ` (${adapter.install})`}`,
      );
  }
  const tree = agent.kind === 'custom' ? null : suppliedBy(file, folders);
  if (tree)
    throw new AgentUnavailableError(
      `agent ${agent.kind}: ${file} lies inside the tree under review (${tree}), which the pull request supplies; install the CLI outside the checkout (${adapter.install})`,
    );
  // Said here, before an attempt is opened: exec would fail with ENOENT, read as the script missing.
  const bad = shebangProblem(file);
  if (bad) throw new AgentUnavailableError(`agent ${agent.kind}: ${file} cannot start: ${bad}`);
  return file;
}

/**
 * What a preflight query gets: the agent's own environment without any variable of the runner
 * (GITHUB_*, ACTIONS_*, RUNNER_*: tokens, the file commands GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY), and the PATH the agent itself gets (withOwnPath).
 */
function queryEnv(env: Record<string, string>, folders: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (!/^(GITHUB|ACTIONS|RUNNER)_/i.test(name)) out[name] = value;
  return withOwnPath(out, folders).env;
}

/** What the status command said, for the message: claude's `loggedIn`, else its last line of output. */
function statusWords(a: Answer, secrets: GivenSecret[]): string {
  try {
    const status = JSON.parse(a.stdout) as { loggedIn?: unknown };
    if (typeof status.loggedIn === 'boolean') return `"loggedIn": ${status.loggedIn}`;
  } catch {
    // not JSON: codex prints a sentence
  }
  return cutChars(ownWords(lastSaid(a.stdout) || lastSaid(a.stderr), secrets), 120);
}

/**
 * Checks that the agent can run at all, in seconds: its executable exists and is not one the pull
 * request could have supplied (agentExecutable; `trees` are the tree under review and the folders
 * the agent is given, this process's folder when not named; the job's workspace always), and a vendor CLI reports a signed-in
 * session. The login status is asked when the CLI's help lists that command, unless a credential
 * variable the CLI reads itself reaches the agent (`envPass` included); a status that does not
 * answer in time fails (an unsigned `codex exec` hangs until the run's timeout). Each query runs in
 * a fresh empty folder, never the tree (whose project settings a CLI would read), with the agent's
 * environment less the runner's variables and PATH folders in the tree (queryEnv). A custom runner
 * is only checked and never asked anything.
 */
export async function preflight(
  agent: AgentSpec,
  env: NodeJS.ProcessEnv = process.env,
  envPass: string[] = [],
  trees: string[] = [process.cwd()],
): Promise<AgentReady> {
  const adapter = adapterFor(agent.kind);
  const command = agentCommand(agent);
  // The job's workspace always counts, as for runAgent: the tree may be named elsewhere than this process's folder.
  trees = withWorkspace(trees, env);
  const file = agentExecutable(agent, env.PATH, trees);
  const childEnv = agentEnv(agent, envPass, env);
  const secrets = givenSecrets(agent.kind, envPass, childEnv);
  const askStatus = adapter.statusArgs !== null && !adapter.loginBypassEnv.some((name) => childEnv[name]);
  if (!adapter.versionArgs && !askStatus) return { file, version: null };
  const queried = queryEnv(childEnv, suppliedFolders(trees));
  const cwd = freshDir('preflight');
  try {
    const [version, help] = await Promise.all([
      adapter.versionArgs ? query(file, adapter.versionArgs, queried, cwd) : null,
      askStatus ? query(file, ['--help'], queried, cwd) : null,
    ]);
    const ready = { file, version: version?.code === 0 ? (VERSION.exec(version.stdout)?.[0] ?? null) : null };
    if (!adapter.statusArgs) return ready;
    const listed = new RegExp(`^\\s+${adapter.statusArgs[0]}\\b`, 'm');
    if (!help || !listed.test(help.stdout + help.stderr)) return ready;
    const asked = `\`${command} ${adapter.statusArgs.join(' ')}\``;
    const status = await query(file, adapter.statusArgs, queried, cwd);
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
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
