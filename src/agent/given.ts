/**
 * Every credential the agent can hold, as the one list each screen of its run reads (screen.ts):
 * the credential variables it is given, what a URL among them or a proxy variable carries, and
 * what the sign-in files its CLI reads hold, whatever carried them there.
 */
import { PROXY_VARIABLES } from '../git/run.js';
import { adapterFor } from './adapters.js';
import { configHomes, urlCredentials } from './env.js';
import { signInFiles, type SignIn } from './home.js';
import { SECRET_MIN, TOKEN_BREAK, tokenShaped, type GivenSecret } from './screen.js';
import type { AgentKind } from './types.js';

const URL_VALUE = /^[a-z][a-z0-9+.-]*:\/\//i;
// Words of a value: split where no token goes, and at `=` (`key=value` pairs in one string).
const WORDS = new RegExp(`(?:${TOKEN_BREAK.source}|=)+`);

/** The credentials in one string value of a sign-in file, named `name`: each word shaped like one, and what a URL carries. */
function credentialsIn(name: string, value: string): GivenSecret[] {
  return value
    .split(WORDS)
    .flatMap((word) => (URL_VALUE.test(word) ? urlCredentials(name, word) : tokenShaped(word) ? [{ name, value: word }] : []));
}

// A key as a reason shows it: its own name where that is plain, else an ellipsis.
const keyName = (key: string) => (/^[\w-]{1,40}$/.test(key) ? key : '…');

/** Every string inside a parsed JSON value, with the path of keys to it (`tokens.refresh_token`). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${keyName(k)}` : keyName(k)));
  return []; // a boolean, a number, null: never a credential
}

/** What one sign-in file holds: every string of its JSON, or, when it is not JSON, its words. */
function fileCredentials(file: SignIn): GivenSecret[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.text);
  } catch {
    return credentialsIn(`a word of ${file.shown}`, file.text);
  }
  return strings(parsed, '').flatMap(([path, value]) => credentialsIn(path ? `${path} in ${file.shown}` : file.shown, value));
}

/**
 * The credentials the agent of `kind` holds, given `envPass` and its environment `env` (HOME and
 * the folders it names among them), each value once, SECRET_MIN characters or more. Read before it
 * starts, so nothing the agent writes can add to or take from the list.
 */
export function givenSecrets(kind: AgentKind, envPass: string[], env: Record<string, string>): GivenSecret[] {
  const adapter = adapterFor(kind);
  const named = [...adapter.credentialEnv, ...adapter.loginBypassEnv, ...envPass];
  const all = [
    ...named.flatMap((name) => (env[name] !== undefined ? [{ name, value: env[name] }] : [])),
    ...[...new Set([...named, ...PROXY_VARIABLES])].flatMap((name) => (env[name] !== undefined ? urlCredentials(name, env[name]) : [])),
    ...signInFiles(env.HOME, configHomes(env), adapter.credentials).flatMap(fileCredentials),
  ];
  const seen = new Set<string>();
  return all.filter((g) => g.value.length >= SECRET_MIN && !seen.has(g.value) && seen.add(g.value));
}
