export const id = 8339;
export const ids = [8339,7111,8953,4502];
export const modules = {

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
}


/***/ }),

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
let crypto;
function sha256(data) {
    crypto ??= load('node:crypto');
    return crypto.createHash('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        // A refusal, not a crash: the documents hashed here come from files anyone can edit.
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 53326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ tokenLike),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   w2: () => (/* binding */ credentialValues)
/* harmony export */ });
/* unused harmony export redactDeep */
/**
 * The redaction floor: credential-shaped values in text we quote become
 * [REDACTED] before the text leaves the tool. It is a floor, not a scanner: a
 * secret of no recognisable shape can pass. Redact before truncating or escaping.
 */
const REDACTED = '[REDACTED]';
// A token starts after a non-word character, or after what only looks like a word
// character: the `m` closing an ANSI colour, or an escaped character: `\n` / `\u003d` in JSON
// (or `u003d` once its backslash is lost), `%3D` in a URL, `\x22` or `\042` in a string literal.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\x1b\[[0-9;]*m|\\u[0-9a-fA-F]{4}\[[0-9;]*m|\\[nrt]|%[0-9A-Fa-f]{2}|\\x[0-9A-Fa-f]{2}|\\?u[0-9A-Fa-f]{4}|\\[0-7]{3})`;
const token = (body, flags = 'g') => new RegExp(`${START}${body}(?![A-Za-z0-9_])`, flags);
// Each pattern is bounded (no nested quantifiers over the same class) to stay linear on hostile input.
const SHAPES = [
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
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth(?!or(?!i[sz])))(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?:=>|:=|:(?!:|\/\/)|=(?!=))\s*)((?:\[\s*)?(?:[bBrRfFuU]{1,2}|[@L])?\\?(?:"""|'''|["'`])|\\?)([^\s"'`,;}{)\\]{4,})/gi;
// A setting's word, not a secret: `persist-credentials: false`, `id-token: write`, `secrets: inherit`.
const SETTING_WORD = /^(?:true|false|null|nil|none|undefined|default|read|write|inherit|required|optional|yes|no|on|off|auto|always|never|string|str|bool|boolean|int|number|bytes|any|unknown|object|void)$/i;
// Unquoted code, not a literal: a name called, indexed or given a type (`JToken.Load(reader)`,
// `creds[2]`, `Option<String>`, `[]string`), a cast or a reference (`(JToken)x`, `&[Token]`); or a
// name of letters alone, a word or a path of names (`nextToken`, `Author: Arthur`, `Unexpected
// token: StartArray.`, `self.token`, `Token::Any`, `&filler`, `writer.Token!`). A sign before the
// parenthesis (`P@ss(w0rd)`) is a literal.
const CODE = /^[A-Za-z_$][\w$.:]*[([<]|^\[\]|^[(&]/;
const LETTERS_NAME = /^[&*]?[A-Za-z_]+(?:(?:\.|::|->|\?\.)[A-Za-z_]+)*[!?.:]?$/;
function redactValue(value, quoted) {
    // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
    if (/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) || /^\[REDACTED\]/.test(value))
        return false;
    return !SETTING_WORD.test(value) && (quoted || !(CODE.test(value) || LETTERS_NAME.test(value)));
}
// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|hf_|ya29\.|xox|xapp-|hooks\.slack|eyJ|-----(?:BEGIN|END)|@|authoriz|bearer|passw|secret|token|key|credential|auth|-u\s|--(?:proxy-)?user|-U\s/i;
/** `text` with every credential-shaped value replaced by REDACTED, each value replaced handed to `found`. */
function replaceCredentials(text, found) {
    if (!MAY_HOLD_SECRET.test(text))
        return text;
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, (m) => (found(m), REDACTED));
    out = out.replace(URL_CREDENTIALS, (_m, scheme, userinfo) => `${scheme}${urlUserinfo(userinfo, found)}@`);
    out = out.replace(BARE_PROXY, (_m, user, password) => `${urlUserinfo(`${user}:${password}`, found)}@`);
    out = out.replace(AUTH_HEADER, (_m, head, value) => (found(value), `${head}${REDACTED}`));
    out = out.replace(BEARER, (_m, head, value) => (found(value), `${head}${REDACTED}`));
    for (const pattern of [NETRC_PASSWORD, CURL_USER])
        out = out.replace(pattern, (m, head, value) => (value.startsWith('$') ? m : (found(value), `${head}${REDACTED}`)));
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value, quote !== '') ? (found(value), `${head}${quote}${REDACTED}`) : m);
    return out;
}
/**
 * A token, not a name, standing where a user name goes: 16 characters or more of a token's
 * alphabet, with letters and digits or both cases, or 32 and more of any (`https://<PAT>@dev.azure.com`,
 * `http://<key>@proxy`; not `git`, `x-access-token`, `deploy-bot`).
 */
function tokenLike(text) {
    if (!/^[A-Za-z0-9._~%+=-]{16,}$/.test(text))
        return false;
    return text.length >= 32 || (/[A-Za-z]/.test(text) && (/\d/.test(text) || (/[a-z]/.test(text) && /[A-Z]/.test(text))));
}
/** A variable standing for the password, whole: `$PASSWORD`, `${PASSWORD}`, `$(cat pw)`; not a bcrypt `$2b$…`. */
const PLACEHOLDER = /^\$(?:[A-Za-z_]\w*|\{[^}]*\}|\([^)]*\))$/;
/** A URL's userinfo with its password (after the first `:`, empty user or not) and a user name shaped like a token dropped; `$VAR` kept. */
function urlUserinfo(userinfo, found) {
    const colon = userinfo.indexOf(':');
    const [user, password] = colon < 0 ? [userinfo, undefined] : [userinfo.slice(0, colon), userinfo.slice(colon + 1)];
    const drop = (part) => (found(part), REDACTED);
    const shownUser = tokenLike(user) ? drop(user) : user;
    if (password === undefined)
        return shownUser;
    return `${shownUser}:${password === '' || PLACEHOLDER.test(password) ? password : drop(password)}`;
}
function redact(text) {
    return replaceCredentials(text, () => undefined);
}
/** The credential-shaped values redact would replace in `text`, as they stand there. */
function credentialValues(text) {
    const values = [];
    replaceCredentials(text, (value) => values.push(value));
    return values;
}
/** Redacts every string inside a JSON-like value (keys kept). */
function redactDeep(value) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map(redactDeep);
    if (value && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = redactDeep(v);
        return out;
    }
    return value;
}
/** `text` quoted in a message, at most `max` characters: redacted before it is cut, so no cut leaves a secret's head. */
function quoted(text, max) {
    return JSON.stringify(redact(text).slice(0, max));
}


/***/ }),

/***/ 43675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ trimOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
function trimOf(text, set) {
    let start = 0;
    while (start < text.length && set.includes(text[start]))
        start++;
    return trimEndOf(text.slice(start), set);
}
function trimEndOf(text, set) {
    let end = text.length;
    while (end > 0 && set.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}


/***/ }),

/***/ 85291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveRecipe: () => (/* binding */ serveRecipe)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/json.ts
var json = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/uat/folder.ts
var uat_folder = __webpack_require__(39559);
// EXTERNAL MODULE: ./src/uat/page.ts
var uat_page = __webpack_require__(84767);
// EXTERNAL MODULE: ./src/uat/runs.ts
var runs = __webpack_require__(25282);
// EXTERNAL MODULE: ./src/uat/lint.ts + 2 modules
var uat_lint = __webpack_require__(18325);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/uat/serve-access.ts

/**
 * The header the page presents the server's key in. Being a custom header, it also makes any
 * cross-origin fetch send a CORS preflight first, which this server never approves.
 */
const TOKEN_HEADER = 'x-proofgate-token';
/** A fresh key for one server run: 32 random bytes, base64url. */
const newToken = () => (0,external_node_crypto_.randomBytes)(32).toString('base64url');
// Both sides hashed to one length first: timingSafeEqual needs equal lengths, and the key's length leaks nothing.
const digest = (text) => (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest();
/**
 * Why a request is refused, if it is. Every request must name this machine's own host (a page of another
 * site cannot reach the server through DNS rebinding). Only the page itself (`open`: it holds no secret,
 * its key comes from the address the tester opened) is served without the key; anything else must come
 * from no foreign origin and present the key, so no other local process, user or site can read or write.
 */
function refusal(req, access, open) {
    const hosts = access.hosts();
    if (!hosts.includes(req.headers.host ?? ''))
        return { reason: 'host', message: 'unknown Host header' };
    if (open)
        return undefined;
    if (req.headers.origin !== undefined && !hosts.some((h) => req.headers.origin === `http://${h}`))
        return { reason: 'origin', message: 'cross-origin request refused' };
    const presented = req.headers[TOKEN_HEADER];
    if (typeof presented !== 'string' || !(0,external_node_crypto_.timingSafeEqual)(digest(presented), digest(access.token)))
        return { reason: 'token', message: 'no key or a wrong one: open the address `uat serve` printed' };
    return undefined;
}

// EXTERNAL MODULE: ./src/uat/exit-codes.ts
var exit_codes = __webpack_require__(4243);
// EXTERNAL MODULE: ./src/uat/code.ts
var uat_code = __webpack_require__(82693);
;// CONCATENATED MODULE: ./src/uat/serve.ts











function send(res, status, type, body) {
    res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        // No other site may frame the page (a click it overlays would answer for the tester); a <meta> CSP cannot say this.
        'content-security-policy': "frame-ancestors 'none'",
        'x-frame-options': 'DENY',
    });
    res.end(body);
}
const serve_json = (res, status, value) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
/**
 * The spec as lint reads it, with why it may not be played: `uat build` and the action hand over no page of a
 * recipe that fails lint (the starter's texts, a writing query, markup, a bidirectional control), and neither
 * does the server. The spec is re-read at every request, so an edit while serving is linted too.
 */
async function lintedSpec(folder, o) {
    const lint = await (0,uat_lint.lintSpec)({ id: o.id, cwd: o.cwd, dir: o.dir, config: folder.config, src: [] });
    // A spec lint cannot load fails the schema: loaded is missing only with errors, which name why.
    if (!lint.loaded)
        throw new errors.ProofgateError(`${o.id} is not a valid recipe: ${lint.lines.slice(1).join('; ')}`, exit_codes/* UAT_EXIT */.O.failed);
    if (lint.exitCode === 0)
        return { loaded: lint.loaded };
    const refused = [
        `${o.id} does not lint (${lint.errors.length} error(s)): no page is served; run \`proofgate uat lint ${o.id}\``,
        ...lint.lines.slice(1),
    ].join('\n');
    return { loaded: lint.loaded, refused };
}
/** Past this much a body is not even discarded to its end: the connection is dropped. */
const DISCARD_MAX_BYTES = 16 * runs/* RUN_MAX_BYTES */.Rf;
/**
 * The body, or null when it is over the cap: the rest is read and discarded (never buffered),
 * so that the refusal reaches the page as one JSON answer instead of a reset connection.
 */
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size > DISCARD_MAX_BYTES) {
                req.destroy();
                reject(new errors.ProofgateError(`a body over ${DISCARD_MAX_BYTES / 1024 / 1024} MiB: connection dropped`));
            }
            else if (size <= runs/* RUN_MAX_BYTES */.Rf)
                chunks.push(c);
        });
        req.on('end', () => resolve(size > runs/* RUN_MAX_BYTES */.Rf ? null : Buffer.concat(chunks)));
        req.on('error', reject);
    });
}
/**
 * The page and its two endpoints, which answer only the page the tester opened (see `refusal`). The spec
 * is re-read at every request, so an edited spec is noticed at once.
 * The run files are not re-read as the truth: the server keeps, byte for byte, each run it wrote (what the
 * tester answered through the page) and hands the page only that copy, and it writes a run only over its
 * own bytes. Whoever else edits a run file while the page is open (the agent in the same checkout, a script)
 * gets their edit neither shown as the tester's nor signed by the tester's Finish: it is refused, by name.
 */
function handler(folder, o, access) {
    // One write (or comparison with what was written) at a time: "newer copy wins" compares against what the
    // previous write left. The queue holds only settled outcomes, so one failed write never fails the ones after it.
    let queue = Promise.resolve();
    const inTurn = (step) => {
        const outcome = queue.then(step);
        queue = outcome.catch(() => undefined);
        return outcome;
    };
    /** By run id: the text this server last wrote. */
    const wrote = new Map();
    const shown = (file) => (0,external_node_path_.relative)(o.cwd, file);
    return async (req, res) => {
        // The path as sent: `//x` would otherwise parse as a host named x with the path `/`.
        const url = new URL(`http://127.0.0.1${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? '/'}`);
        const page = req.method === 'GET' && (url.pathname === '/' || url.pathname === `/uat-${o.id}.html`);
        // Before anything is read or written: a refused request changes nothing.
        const refused = refusal(req, access, page);
        if (refused)
            return serve_json(res, 403, { saved: false, ...refused });
        const { loaded: { spec, sha256 }, refused: unlinted, } = await lintedSpec(folder, o);
        if (page && unlinted) {
            o.progress(unlinted);
            return send(res, 409, 'text/plain; charset=utf-8', `${unlinted}\n`);
        }
        // The checkout's code now (HEAD and any uncommitted file), at every request: the page records the code it serves, and a run is saved only while it is that code.
        const code = await (0,uat_code/* workingCode */.lA)(o.cwd, folder.root);
        if (page) {
            const note = code && (0,uat_code/* uncommittedNote */.sJ)(code);
            if (note)
                o.progress(note);
            const html = await (0,uat_page/* renderPage */.Cf)({ spec, sha256, serve: true, ...(code ? { code } : {}) });
            return send(res, 200, 'text/html; charset=utf-8', html);
        }
        if (req.method === 'GET' && url.pathname === '/api/state') {
            // The page's own run (`?run=<runId>`) as this server wrote it, never as the file now says: and
            // whether the file still holds it.
            const runId = url.searchParams.get('run') ?? '';
            const state = await inTurn(async () => {
                const text = wrote.get(runId);
                if (text === undefined)
                    return { run: null };
                const file = folder.run(o.id, runId);
                const outside = (0,runs/* changedOutside */.gI)(await (0,runs/* storedText */.VS)(folder, file), text);
                return { run: JSON.parse(text), ...(outside ? { outside: { file: shown(file), message: outside } } : {}) };
            });
            return serve_json(res, 200, { specSha256: sha256, ...state });
        }
        if (req.method === 'POST' && url.pathname === '/api/run') {
            if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
                return serve_json(res, 415, { saved: false, reason: 'type', message: 'send application/json' });
            const body = await readBody(req);
            if (body === null)
                return serve_json(res, 413, { saved: false, reason: 'too-large', message: `a run is at most ${runs/* RUN_MAX_BYTES */.Rf / 1024} KiB` });
            const parsed = (0,json/* parseStrictJson */.RJ)(body);
            if (!parsed.ok)
                return serve_json(res, 400, { saved: false, reason: 'invalid', message: `the body ${parsed.errors.join('; ')}` });
            // A run of a recipe that does not lint was played on no page this project handed over.
            if (unlinted && parsed.data?.specSha256 === sha256)
                return serve_json(res, 409, { saved: false, reason: 'lint', message: unlinted });
            const errors = await (0,runs/* runErrors */.d2)(parsed.data, spec, sha256);
            if (errors.length)
                return serve_json(res, 400, { saved: false, reason: 'invalid', errors: errors.slice(0, 10) });
            const run = parsed.data;
            // The server sees every save as it is made: one dated back (a clock behind) would reorder the runs the gate weighs.
            const past = (0,runs/* pastSave */.ye)(run);
            if (past) {
                o.progress(`refused run ${run.runId} revision ${run.revision}: ${past}`);
                return serve_json(res, 400, { saved: false, reason: 'invalid', errors: [past] });
            }
            const moved = (0,uat_code/* servedCodeRefusal */.dh)(run, code);
            if (moved) {
                o.progress(`refused run ${run.runId} revision ${run.revision}: ${moved}`);
                return serve_json(res, 409, { saved: false, reason: 'code', message: moved });
            }
            const r = await inTurn(async () => {
                const outcome = await (0,runs/* storeRun */.Pc)(folder, run, sha256, wrote.get(run.runId));
                if (outcome.stored)
                    wrote.set(run.runId, (0,runs/* runText */.le)(run));
                return outcome;
            });
            if (!r.stored) {
                o.progress(`refused run ${run.runId} revision ${run.revision} (${shown(r.file)}): ${r.message}`);
                return serve_json(res, 409, { saved: false, reason: r.reason, message: r.message, file: shown(r.file) });
            }
            return serve_json(res, 200, { saved: true, revision: run.revision, file: shown(r.file) });
        }
        return serve_json(res, 404, { saved: false, reason: 'not-found', message: 'not found' });
    };
}
/** Serves the page on 127.0.0.1 only and writes every tick into results/<ID>/ until `until` resolves. */
async function serveRecipe(o) {
    const folder = await (0,uat_folder/* uatFolder */.p)(o.cwd, o.dir);
    const lint = await lintedSpec(folder, o);
    if (lint.refused)
        throw new errors.ProofgateError(lint.refused, exit_codes/* UAT_EXIT */.O.failed);
    // A checkout whose HEAD git cannot read (no commit yet, an owner it does not trust) stops here, in one line, not at every request.
    const code = await (0,uat_code/* workingCode */.lA)(o.cwd, folder.root);
    const note = code && (0,uat_code/* uncommittedNote */.sJ)(code);
    if (note)
        o.progress(note);
    let port = o.port;
    const access = { hosts: () => [`127.0.0.1:${port}`, `localhost:${port}`], token: newToken() };
    const handle = handler(folder, o, access);
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(req, res).catch((err) => {
            const message = (0,errors.describeError)(err);
            if (!res.headersSent)
                serve_json(res, 500, { saved: false, reason: 'error', message });
            o.progress(`error: ${message}`);
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', (err) => reject(err.code === 'EADDRINUSE' ? new errors.ProofgateError(`port ${o.port} is in use on 127.0.0.1; pick another with --port`) : err));
        server.listen(o.port, '127.0.0.1', resolve);
    });
    port = server.address().port;
    const url = `http://127.0.0.1:${port}/`;
    // The key goes in the fragment: a browser never sends it (no request line, no server log, no Referer);
    // the page moves it out of the address bar. It is printed here only, on stderr (the tester's terminal):
    // never in the result, the run files or the page.
    o.progress(`serving ${o.id} at ${url}#token=${access.token} (127.0.0.1 only; open this address: its key lets only this page save); answers are written to ${(0,external_node_path_.relative)(o.cwd, folder.results(o.id)) || '.'}/ at every tick; Ctrl-C to stop`);
    await o.until;
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
    return { exitCode: exit_codes/* UAT_EXIT */.O.ok, lines: [`stopped serving ${url}`], url };
}


/***/ })

};
