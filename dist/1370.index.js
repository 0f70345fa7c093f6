export const id = 1370;
export const ids = [1370];
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
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);




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
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` is required`);
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
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
}
/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
function pullRequest() {
    const path = process.env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        const event = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        const pr = event.pull_request;
        const sha = (s) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) ? s : undefined);
        const baseSha = sha(pr?.base?.sha);
        const headSha = sha(pr?.head?.sha);
        if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha)
            return undefined;
        return { number: pr.number, baseSha, headSha };
    }
    catch {
        return undefined;
    }
}
// Triggers that run the base repository's workflow with its secrets and a write token: checking
// out and running an agent over the pull request's code there is a "pwn request".
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'workflow_run'];
/** Refuses to run an agent on a privileged trigger (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const event = process.env.GITHUB_EVENT_NAME ?? '';
    if (PRIVILEGED_TRIGGERS.includes(event)) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; run it on \`pull_request\` (see docs/security.md)`);
    }
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


/***/ })

};
