export const id = 7117;
export const ids = [7117];
export const modules = {

/***/ 82528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listReviewers: () => (/* binding */ listReviewers)
/* harmony export */ });
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73073);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54926);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46349);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68467);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48745);






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
    const root = await (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevel */ .ar)(cwd);
    const ruleSet = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRuleSet */ .ZI)(root);
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .loadReviewerCatalog */ .fZ)((0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .projectFiles */ .x6)(root), ruleSet.rules.map((r) => r.id));
    if (path === undefined) {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.ok,
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
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.ok,
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
