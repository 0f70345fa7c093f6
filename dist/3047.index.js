export const id = 3047;
export const ids = [3047];
export const modules = {

/***/ 17349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ar: () => (/* binding */ toplevel),
/* harmony export */   bd: () => (/* binding */ GIT_SETTINGS),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   n3: () => (/* binding */ openError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository.
 */
const GIT_SETTINGS = { GIT_LITERAL_PATHSPECS: '1', GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
const PASSED = ['PATH', 'HOME', 'USERPROFILE', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT'];
/** git gets a small, known environment: no GIT_DIR, GIT_CONFIG_* or hooks path inherited from the caller. */
function gitEnv() {
    const env = { ...GIT_SETTINGS };
    for (const k of PASSED)
        if (process.env[k] !== undefined)
            env[k] = process.env[k];
    return env;
}
/** The error for a folder git cannot open, in one line. */
function openError(cwd, why) {
    if (/not a git repository/i.test(why))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}
/**
 * The working tree's top folder, from one `git rev-parse` without loading simple-git: for the
 * commands that need nothing else from git (`review rules` starts in about twice `node -e 0`).
 */
function toplevel(cwd) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['rev-parse', '--show-toplevel'], { cwd, env: gitEnv() }, (err, stdout, stderr) => {
            if (err)
                reject(openError(cwd, stderr || err.message));
            else
                resolve(stdout.trim());
        });
    });
}


/***/ }),

/***/ 63047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listRules: () => (/* binding */ listRules)
/* harmony export */ });
/* harmony import */ var _git_toplevel_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17349);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65727);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48745);





/** `review rules [PATH]`: the effective rule set, or the rules one path gets. */
async function listRules(cwd, path) {
    const ruleSet = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRuleSet */ .ZI)(await (0,_git_toplevel_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevel */ .ar)(cwd));
    const rules = path === undefined ? ruleSet.rules : (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .rulesFor */ .NP)(ruleSet, path);
    const lines = [`rule set ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(ruleSet.sha256)} (${ruleSet.source})`];
    if (path !== undefined)
        lines.push(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)} gets ${rules.length} rule(s):`);
    for (const r of rules)
        lines.push(`${r.id} ${r.group} ${r.origin} ${r.globs.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible).join(' ')}${r.controls ? ` (controls: ${r.controls.join(', ')})` : ''}`);
    const json = {
        source: ruleSet.source,
        sha256: ruleSet.sha256,
        ...(path !== undefined ? { path } : {}),
        rules: rules.map(_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .ruleIdentity */ .Ny),
    };
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .REVIEW_EXIT */ .y.ok, lines, json };
}


/***/ })

};
