export const id = 1370;
export const ids = [1370,3068,7131];
export const modules = {

/***/ 31370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83869);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9107);



/**
 * The root action: any CLI command. `args` holds one argument per line and is
 * never given to a shell, so quotes, `$()` and `;` are just characters.
 */
async function run() {
    const command = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredInput */ .YF)('command').trim().split(/\s+/);
    const args = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput('args')
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '');
    const out = [];
    const err = [];
    const code = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_1__.runCli)([...command, ...args], { cwd: (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .workspace */ .Gl)(), out: (t) => out.push(t), err: (t) => err.push(t) });
    (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .logUntrusted */ .ts)([...out, ...err]);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput('exit-code', String(code));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput('stdout', out.join('\n'));
    if (code !== 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.setFailed(`proofgate ${command.join(' ')} exited ${code}${err.length ? `: ${err[err.length - 1]}` : ''}`);
}


/***/ }),

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ workspace),
/* harmony export */   VA: () => (/* binding */ intentInput),
/* harmony export */   VV: () => (/* binding */ pullRequest),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   of: () => (/* binding */ refusePrivilegedTrigger),
/* harmony export */   tE: () => (/* binding */ booleanInput),
/* harmony export */   ts: () => (/* binding */ logUntrusted)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91659);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _github_trigger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87131);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _review_intent_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53068);







function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
}
/**
 * The change's intent from the inputs: `spec` (a file in the workspace) or
 * `spec-from-pull-request` (the description of the event's pull request). Untrusted text,
 * bounded and checked like any other; one of the two at most.
 */
async function intentInput(cwd) {
    const spec = input('spec');
    const fromPr = booleanInput('spec-from-pull-request', false);
    if (spec !== undefined && fromPr)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
    if (spec !== undefined)
        return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_6__.readIntentFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, spec), spec);
    if (!fromPr)
        return undefined;
    const event = readEvent();
    const body = event?.pull_request?.body;
    if (typeof body !== 'string' || body.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out');
    return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_6__.checkIntent)(Buffer.from(body, 'utf8'), `pull request #${String(event?.pull_request?.number)} description`);
}
function readEvent() {
    const path = process.env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
function pullRequest() {
    const event = readEvent();
    const pr = event?.pull_request;
    const sha = (s) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) ? s : undefined);
    const baseSha = sha(pr?.base?.sha);
    const headSha = sha(pr?.head?.sha);
    if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha)
        return undefined;
    return { number: pr.number, baseSha, headSha };
}
/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const refusal = (0,_github_trigger_js__WEBPACK_IMPORTED_MODULE_4__.agentTriggerRefusal)(what, process.env);
    if (refusal)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(refusal);
}
/**
 * Prints lines that may hold text from the pull request (file names, quotes)
 * with workflow commands switched off, so no line can become `::add-mask::`,
 * `::error` or `::set-output`.
 */
function logUntrusted(lines) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(16).toString('hex');
    process.stdout.write(`::stop-commands::${token}\n${lines.join('\n')}\n::${token}::\n`);
}


/***/ }),

/***/ 87131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY_ASSOCIATION: () => (/* binding */ BY_ASSOCIATION),
/* harmony export */   TRUSTED_ASSOCIATIONS: () => (/* binding */ TRUSTED_ASSOCIATIONS),
/* harmony export */   agentTriggerRefusal: () => (/* binding */ agentTriggerRefusal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Which events may run an agent over a pull request's code (docs/security.md, "Triggers").
 *
 * An agent reads untrusted code; the run must not also hold what the code's author could steer.
 * `pull_request` runs a fork's code with a read-only token and no secrets, and a branch of this
 * repository was pushed by someone with write access; `push`, `workflow_dispatch`, `schedule`,
 * `merge_group`, `repository_dispatch` and the release events are started by people with write
 * access. `pull_request_target` and `workflow_run` run the base repository's workflow with its
 * secrets and a write token beside code anyone could send: always refused. Events that anyone can
 * start with a comment, a review or an issue run with the same secrets: allowed only when that
 * person is the repository's owner, a member of its organisation or a collaborator, as
 * anthropics/claude-code-action checks. Every other event is refused.
 */
const ALLOWED = new Set([
    'pull_request',
    'push',
    'workflow_dispatch',
    'schedule',
    'merge_group',
    'repository_dispatch',
    'release',
    'create',
]);
const REFUSED = new Set(['pull_request_target', 'workflow_run']);
/** Events started by a comment, a review or an issue, and the payload object naming its author. */
const BY_ASSOCIATION = {
    issue_comment: 'comment',
    pull_request_review: 'review',
    pull_request_review_comment: 'comment',
    commit_comment: 'comment',
    discussion_comment: 'comment',
    discussion: 'discussion',
    issues: 'issue',
};
const TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/** The event payload's author association for `event`, or null when absent or unreadable. */
function association(event, payloadPath) {
    if (!payloadPath)
        return null;
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(payloadPath, 'utf8'));
        const value = payload[BY_ASSOCIATION[event]]?.author_association;
        return typeof value === 'string' ? value : null;
    }
    catch {
        return null;
    }
}
/** Why `what` may not run on this workflow event, or null when it may (or when not in a workflow). */
function agentTriggerRefusal(what, env) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event))
        return null;
    const fix = 'run it on `pull_request` (see docs/security.md, "Triggers")';
    if (REFUSED.has(event))
        return `refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; ${fix}`;
    if (event in BY_ASSOCIATION) {
        const who = association(event, env.GITHUB_EVENT_PATH);
        if (who && TRUSTED_ASSOCIATIONS.includes(who))
            return null;
        return `refusing to run ${what} on \`${event}\`: its author's association is ${who ?? 'unknown'}, not ${TRUSTED_ASSOCIATIONS.join(', ')}, and this trigger holds the base repository's secrets; ${fix}, or let only the repository's people start it`;
    }
    return `refusing to run ${what} on \`${event}\`: not a trigger an agent runs on; ${fix}`;
}


/***/ }),

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
async function readIntentFile(path, shownAs) {
    let size;
    try {
        size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)} (${err.code ?? 'error'}): check the path`);
    }
    if (size > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)}) is ${size} bytes; the limit is 256 KiB`);
    return checkIntent(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path), shownAs);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    let text;
    try {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(paths.file('intent'))).size > INTENT_MAX_BYTES)
            return { problem: 'intent.md is larger than the sealed intent' };
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(paths.file('intent'), 'utf8');
    }
    catch {
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    }
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
const words = (s) => s.replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ). */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


function sha256(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
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


/***/ })

};
