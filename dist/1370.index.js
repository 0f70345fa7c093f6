export const id = 1370;
export const ids = [1370,7131];
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
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53385);




/**
 * The root action: any CLI command. `args` holds one argument per line and is
 * never given to a shell, so quotes, `$()` and `;` are just characters.
 */
async function run() {
    const command = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredInput */ .YF)('command').trim().split(/\s+/);
    const args = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('args')
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '');
    const out = [];
    const err = [];
    const code = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_1__.runCli)([...command, ...args], { cwd: (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .workspace */ .Gl)(), out: (t) => out.push(t), err: (t) => err.push(t) });
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_3__/* .logUntrusted */ .t)([...out, ...err]);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(code));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('stdout', out.join('\n'));
    if (code !== 0)
        _github_log_js__WEBPACK_IMPORTED_MODULE_3__/* .log */ .R.fail(`proofgate ${command.join(' ')} exited ${code}${err.length ? `: ${err[err.length - 1]}` : ''}`);
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
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91659);
/* harmony import */ var _github_trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87131);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);




function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name).trim().toLowerCase();
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
    return _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name)
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
/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const refusal = (0,_github_trigger_js__WEBPACK_IMPORTED_MODULE_2__.agentTriggerRefusal)(what, process.env);
    if (refusal)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(refusal);
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


/***/ })

};
