/**
 * The redaction floor: credential-shaped values in text we quote become
 * [REDACTED] before the text leaves the tool. It is a floor, not a scanner: a
 * secret of no recognisable shape can pass. Redact before truncating or escaping.
 */
export const REDACTED = '[REDACTED]';

// A token starts after a non-word character, or after what only looks like a word
// character: the `m` closing an ANSI colour, or an escaped character: `\n` / `\u003d` in JSON
// (or `u003d` once its backslash is lost), `%3D` in a URL, `\x22` or `\042` in a string literal.
const START = String.raw`(?<=^|[^A-Za-z0-9_]|\x1b\[[0-9;]*m|\\u[0-9a-fA-F]{4}\[[0-9;]*m|\\[nrt]|%[0-9A-Fa-f]{2}|\\x[0-9A-Fa-f]{2}|\\?u[0-9A-Fa-f]{4}|\\[0-7]{3})`;
const token = (body: string, flags = 'g') => new RegExp(`${START}${body}(?![A-Za-z0-9_])`, flags);

// Each pattern is bounded (no nested quantifiers over the same class) to stay linear on hostile input.
const SHAPES: RegExp[] = [
  // Private key blocks, also unterminated (to the end of the text).
  /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/g,
  // The rest of a block whose start was cut off: the text opens with its base64 lines and end line.
  /^[A-Za-z0-9+/=\s]*-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----/,
  // GitHub tokens.
  token('(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36,251}'),
  token('github_pat_[0-9A-Za-z_]{22,255}'),
  // Cloud and SaaS keys.
  token('(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'),
  token('AIza[\\w-]{35}'),
  token('(?:sk|rk|pk)_(?:test|live|prod)_[0-9A-Za-z]{10,99}'),
  token('npm_[0-9A-Za-z]{36}'),
  token('glpat-[\\w-]{20,}'),
  token('SG\\.[\\w-]{22}\\.[\\w-]{43}'),
  // Anthropic's keys and tokens of every kind: `api03`, `admin01`, Claude Code's OAuth `oat01`, `sid01`.
  token('sk-ant-[a-z]{2,8}\\d{2}-[\\w-]{40,200}'),
  token('sk-(?:proj|svcacct|admin)-[\\w-]{20,200}'),
  token('sk-[A-Za-z0-9]{32,64}'),
  token('do[opr]_v1_[a-f0-9]{64}'),
  // Hugging Face tokens; Google OAuth access tokens.
  token('hf_[A-Za-z0-9]{30,80}'),
  token('ya29\\.[\\w-]{20,400}'),
  token('xox[abposre]-[0-9A-Za-z-]{10,250}'),
  token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+', 'gi'),
  /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{20,80}/g,
  // JSON Web Tokens.
  token('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*'),
];

// `scheme://userinfo@host`, protocol-relative `//userinfo@host`, `:\/\/` as JSON escapes it (once or more),
// backslashes as URL parsers take them for slashes: the
// userinfo runs to the authority's last `@`, as URL parsers read it (a password may hold `@` and
// `:`); see urlUserinfo for what of it is dropped. Bounded, so each `//` costs at most its run.
const URL_CREDENTIALS = /((?:\b[a-z][a-z0-9+.-]{0,20}:)?(?:\\{0,8}[/\\]){2})([^\s/\\?#]{1,4096})@/gi;
// `user:password@host:port` with no scheme, as curl and git take a proxy: the port tells it from prose.
const BARE_PROXY = /(?<![\w%+~.:@/\\-])([A-Za-z0-9._~%+-]{1,100}):([^\s@/\\"'`]{1,4096})@(?=[A-Za-z0-9.-]{1,253}:\d{1,5}(?!\d))/g;
// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `Authorization: token x`.
const AUTH_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:basic|bearer|token|digest)\s+)([^\s"'`,;]{4,})/gi;
const BEARER = /\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})/gi;
// A `.netrc` entry's password (`machine host login me password x`), curl's `-u user:password`.
const NETRC_PASSWORD = /\b(machine\s+\S{1,253}\s+(?:login\s+\S{1,100}\s+)?password\s+)(\S{4,})/gi;
const CURL_USER = /(\s(?:-u|--user|--proxy-user|-U)\s+["']?[^\s:"']{1,100}:)([^\s"']{4,})/g;
// Values of credential-named keys: `api_key = "…"`, `"password": "…"`, `SECRET_TOKEN=…`.
// The key names a credential (`auth` but not `author`, `authority`); the separator is one `:` or `=`
// (not `Token::Any`, `token == x`, a URL's `https://`), `:=` or `=>`. A quoted value is any string
// literal's opening: `"`, `'`, a backtick, a triple quote, a prefixed quote (`b"`, `r'`, `@"`, `L"`),
// also as a list's first item (`["`).
const CREDENTIAL_KEY =
  /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth(?!or(?!i[sz])))(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?:=>|:=|:(?!:|\/\/)|=(?!=))\s*)((?:\[\s*)?(?:[bBrRfFuU]{1,2}|[@L])?\\?(?:"""|'''|["'`])|\\?)([^\s"'`,;}{)\\]{4,})/gi;

// A setting's word, not a secret: `persist-credentials: false`, `id-token: write`, `secrets: inherit`.
const SETTING_WORD =
  /^(?:true|false|null|nil|none|undefined|default|read|write|inherit|required|optional|yes|no|on|off|auto|always|never|string|str|bool|boolean|int|number|bytes|any|unknown|object|void)$/i;
// Unquoted code, not a literal: a name called, indexed or given a type (`JToken.Load(reader)`,
// `creds[2]`, `Option<String>`, `[]string`), a cast or a reference (`(JToken)x`, `&[Token]`); or a
// name of letters alone, a word or a path of names (`nextToken`, `Author: Arthur`, `Unexpected
// token: StartArray.`, `self.token`, `Token::Any`, `&filler`, `writer.Token!`). A sign before the
// parenthesis (`P@ss(w0rd)`) is a literal.
const CODE = /^[A-Za-z_$][\w$.:]*[([<]|^\[\]|^[(&]/;
const LETTERS_NAME = /^[&*]?[A-Za-z_]+(?:(?:\.|::|->|\?\.)[A-Za-z_]+)*[!?.:]?$/;

function redactValue(value: string, quoted: boolean): boolean {
  // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
  if (/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) || /^\[REDACTED\]/.test(value)) return false;
  return !SETTING_WORD.test(value) && (quoted || !(CODE.test(value) || LETTERS_NAME.test(value)));
}

// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET =
  /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|hf_|ya29\.|xox|xapp-|hooks\.slack|eyJ|-----(?:BEGIN|END)|@|authoriz|bearer|passw|secret|token|key|credential|auth|-u\s|--(?:proxy-)?user|-U\s/i;

/** `text` with every credential-shaped value replaced by REDACTED, each value replaced handed to `found`. */
function replaceCredentials(text: string, found: (value: string) => void): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  let out = text;
  for (const shape of SHAPES) out = out.replace(shape, (m) => (found(m), REDACTED));
  out = out.replace(URL_CREDENTIALS, (_m, scheme: string, userinfo: string) => `${scheme}${urlUserinfo(userinfo, found)}@`);
  out = out.replace(BARE_PROXY, (_m, user: string, password: string) => `${urlUserinfo(`${user}:${password}`, found)}@`);
  out = out.replace(AUTH_HEADER, (_m, head: string, value: string) => (found(value), `${head}${REDACTED}`));
  out = out.replace(BEARER, (_m, head: string, value: string) => (found(value), `${head}${REDACTED}`));
  for (const pattern of [NETRC_PASSWORD, CURL_USER])
    out = out.replace(pattern, (m, head: string, value: string) => (value.startsWith('$') ? m : (found(value), `${head}${REDACTED}`)));
  out = out.replace(CREDENTIAL_KEY, (m, head: string, quote: string, value: string) =>
    redactValue(value, quote !== '') ? (found(value), `${head}${quote}${REDACTED}`) : m,
  );
  return out;
}

/**
 * A token, not a name, standing where a user name goes: 16 characters or more of a token's
 * alphabet, with letters and digits or both cases, or 32 and more of any (`https://<PAT>@dev.azure.com`,
 * `http://<key>@proxy`; not `git`, `x-access-token`, `deploy-bot`).
 */
export function tokenLike(text: string): boolean {
  if (!/^[A-Za-z0-9._~%+=-]{16,}$/.test(text)) return false;
  return text.length >= 32 || (/[A-Za-z]/.test(text) && (/\d/.test(text) || (/[a-z]/.test(text) && /[A-Z]/.test(text))));
}

/** A variable standing for the password, whole: `$PASSWORD`, `${PASSWORD}`, `$(cat pw)`; not a bcrypt `$2b$…`. */
const PLACEHOLDER = /^\$(?:[A-Za-z_]\w*|\{[^}]*\}|\([^)]*\))$/;

/** A URL's userinfo with its password (after the first `:`, empty user or not) and a user name shaped like a token dropped; `$VAR` kept. */
function urlUserinfo(userinfo: string, found: (value: string) => void): string {
  const colon = userinfo.indexOf(':');
  const [user, password] = colon < 0 ? [userinfo, undefined] : [userinfo.slice(0, colon), userinfo.slice(colon + 1)];
  const drop = (part: string) => (found(part), REDACTED);
  const shownUser = tokenLike(user) ? drop(user) : user;
  if (password === undefined) return shownUser;
  return `${shownUser}:${password === '' || PLACEHOLDER.test(password) ? password : drop(password)}`;
}

export function redact(text: string): string {
  return replaceCredentials(text, () => undefined);
}

/** The credential-shaped values redact would replace in `text`, as they stand there. */
export function credentialValues(text: string): string[] {
  const values: string[] = [];
  replaceCredentials(text, (value) => values.push(value));
  return values;
}

/** Redacts every string inside a JSON-like value (keys kept). */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map(redactDeep) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v);
    return out as T;
  }
  return value;
}

/** `text` quoted in a message, at most `max` characters: redacted before it is cut, so no cut leaves a secret's head. */
export function quoted(text: string, max: number): string {
  return JSON.stringify(redact(text).slice(0, max));
}
