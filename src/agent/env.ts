import { splitPath } from '../git/programs.js';
import { PROXY_VARIABLES } from '../git/run.js';
import { tokenLike } from '../text/redact.js';
import { ProofgateError } from '../text/errors.js';
import { adapterFor } from './adapters.js';
import { AGENT_EXIT } from './exit-codes.js';
import type { AgentSpec } from './types.js';

/** What every agent gets: enough to find programs, its login under HOME, locale, time zone and the proxy. */
const BASE_ENV = ['PATH', 'HOME', 'USER', 'LOGNAME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', ...PROXY_VARIABLES];

/**
 * Variables besides HOME naming a folder a CLI reads its settings and instructions from (Claude
 * Code's CLAUDE_CONFIG_DIR, codex's CODEX_HOME, XDG_CONFIG_HOME for opencode and git): the agent
 * gets them only through env-pass.
 */
const CONFIG_HOMES = ['XDG_CONFIG_HOME', 'CLAUDE_CONFIG_DIR', 'CODEX_HOME'];

/** The folders besides HOME that the agent's environment `env` names for a CLI's settings, by variable. */
export function configHomes(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(CONFIG_HOMES.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}

const NAME = /^[A-Za-z_]\w*$/;

/** Publishing and runner credentials: the agent reads untrusted text, so it never holds them. */
const NEVER = /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL|ACTIONS_ID_TOKEN_REQUEST_\w*)$/i;

/** Why a name cannot be passed to the agent, or undefined when it can. */
export function envPassProblem(name: string): string | undefined {
  if (!NAME.test(name)) return `${JSON.stringify(name)} is not a variable name (letters, digits, _; not starting with a digit)`;
  if (NEVER.test(name)) return `${name} is a publishing or runner credential and is never given to the agent; remove it from env-pass`;
  return undefined;
}

/** Checks env-pass names; throws (exit 2) naming the first bad one. */
export function checkEnvPass(envPass: string[]): void {
  envPass.forEach((name, index) => {
    const problem = envPassProblem(name);
    if (problem) throw new ProofgateError(`agent env-pass[${index}]: ${problem}`, AGENT_EXIT.cannotRun);
  });
}

/**
 * The agent's whole environment: the base set, the adapter's credential names and `envPass`,
 * each copied only when set in `source`. Nothing else of the caller's environment reaches it.
 */
export function agentEnv(agent: AgentSpec, envPass: string[], source: NodeJS.ProcessEnv): Record<string, string> {
  checkEnvPass(envPass);
  const env: Record<string, string> = {};
  for (const name of [...BASE_ENV, ...adapterFor(agent.kind).credentialEnv, ...envPass]) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/**
 * `env` with a PATH that holds no folder the pull request could have supplied (`folders`: the tree
 * under review, the folders it was staged from, the workspace, and the repository each lies in) and
 * no empty or relative entry: the rule git gets (splitPath). Whatever the agent starts by name (a
 * `#!/usr/bin/env node` interpreter, the `git` a vendor CLI runs at start-up) is then never a
 * program the pull request planted in `node_modules/.bin`. `left` lists the entries left out.
 */
export function withOwnPath(env: Record<string, string>, folders: string[]): { env: Record<string, string>; left: string[] } {
  const { path, left } = splitPath(env.PATH, folders);
  const { PATH: _given, ...rest } = env;
  return { env: path === undefined ? rest : { ...rest, PATH: path }, left };
}

/**
 * The credentials a URL-valued variable carries in its userinfo, as written and decoded: the
 * password (`https://user:pw@proxy:3128`, as a runner behind a company proxy has them) and a user
 * name shaped like a token (`http://<key>@proxy`, a gateway URL with a key for its user): given to
 * the agent inside the value, they are secrets of their own.
 */
export function urlCredentials(name: string, value: string): { name: string; value: string }[] {
  // Without `scheme://` (`user:pw@proxy:3128`, `//user:pw@proxy`) curl and git read it as http.
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value.replace(/^\/\//, '')}`;
  // No URL (a list of hosts): no userinfo in it.
  if (!URL.canParse(url)) return [];
  const { username, password } = new URL(url);
  const decoded = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part; // a lone `%`: the part as written
    }
  };
  const parts: [string, string][] = [[`the password of ${name}`, password]];
  if (tokenLike(decoded(username))) parts.push([`the user name of ${name}`, username]);
  return parts.flatMap(([what, part]) => [...new Set([part, decoded(part)])].filter(Boolean).map((v) => ({ name: what, value: v })));
}
