export const id = 7570;
export const ids = [7570];
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

/***/ 82528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listReviewers: () => (/* binding */ listReviewers)
/* harmony export */ });
/* harmony import */ var _git_toplevel_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17349);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65727);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46349);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68467);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);






/** A reviewer's triggers in one phrase: what dispatches it. */
function describeTriggers(r) {
    const t = r.triggers;
    const parts = [];
    if (t.floor)
        parts.push(r.origin === 'project' ? 'always' : `the floor at ${t.floor.join(', ')} effort`);
    if (t.globs)
        parts.push(`a file matching ${t.globs.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible).join(' ')}`);
    if (t.rules)
        parts.push(`a file getting rule ${t.rules.join(', ')}`);
    if (t.minChangedLines !== undefined)
        parts.push(`${t.minChangedLines} changed lines or more`);
    if (t.intent)
        parts.push('an intent to check the change against');
    return parts.join('; or ');
}
const capability = (r) => `${r.context === 'diff' ? 'diff only' : 'repository'}, ${r.shell ? 'a shell with --shell' : 'no shell'}`;
/**
 * `review reviewers [PATH]`: the reviewers a scope can dispatch and what triggers each, or the
 * reviewers a change of PATH selects at an effort, each with why.
 */
async function listReviewers(cwd, path, effortOption) {
    const effort = (0,_units_js__WEBPACK_IMPORTED_MODULE_3__/* .checkEffort */ .Dz)(effortOption ?? 'medium');
    const root = await (0,_git_toplevel_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevel */ .ar)(cwd);
    const ruleSet = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRuleSet */ .ZI)(root);
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .loadReviewerCatalog */ .fZ)((0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .projectFiles */ .x6)(root), ruleSet.rules.map((r) => r.id));
    if (path === undefined) {
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.EXIT.ok,
            lines: [
                `${catalog.reviewers.length} reviewer(s) (${catalog.source}):`,
                ...catalog.reviewers.map((r) => `${r.id} ${r.origin} (${capability(r)}): ${describeTriggers(r)}`),
            ],
            json: {
                source: catalog.source,
                reviewers: catalog.reviewers.map(({ id, title, origin, context, shell, pass, triggers, docSha256 }) => ({
                    id,
                    title,
                    origin,
                    context,
                    shell,
                    ...(pass ? { pass } : {}),
                    triggers,
                    docSha256,
                })),
            },
        };
    }
    const rules = (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .rulesFor */ .NP)(ruleSet, path).map((r) => r.id);
    const selected = (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .selectReviewers */ .bK)(catalog, { effort, files: [{ path, rules }], changedLines: 0, intent: false });
    return {
        exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.EXIT.ok,
        lines: [
            `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(path)} at ${effort} effort gets ${selected.length} reviewer(s):`,
            ...selected.map((r) => `${r.id} (${capability(catalog.reviewers.find((d) => d.id === r.id))}): ${r.why.map(_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .describeReason */ .Gk).join('; ')}`),
            'The size of the whole change and an intent can dispatch more: the checklist of a sealed scope lists them all.',
        ],
        json: { path, effort, rules, reviewers: selected },
    };
}


/***/ }),

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

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   y6: () => (/* binding */ checkFlowDepth)
/* harmony export */ });
/* unused harmony export YAML_MAX_FLOW_DEPTH */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/** Deeper than any real configuration or rules file nests its brackets. */
const YAML_MAX_FLOW_DEPTH = 64;
/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
function checkFlowDepth(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5b || c === 0x7b) {
            if (++depth > YAML_MAX_FLOW_DEPTH)
                throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
}
/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
function lineOf(text, path) {
    try {
        checkFlowDepth(text);
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
