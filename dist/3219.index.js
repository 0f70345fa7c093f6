export const id = 3219;
export const ids = [3219];
export const modules = {

/***/ 73219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ checkScope),
/* harmony export */   OD: () => (/* reexport safe */ _text_list_js__WEBPACK_IMPORTED_MODULE_9__.O),
/* harmony export */   QY: () => (/* binding */ abandonedUnits),
/* harmony export */   b2: () => (/* binding */ loadCoverage),
/* harmony export */   fk: () => (/* binding */ loadFindings),
/* harmony export */   h9: () => (/* binding */ loadScope),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   i4: () => (/* binding */ accountedFor),
/* harmony export */   rv: () => (/* binding */ EVIDENCE_MAX_BYTES),
/* harmony export */   xF: () => (/* binding */ reviewPaths),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(71670);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72135);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(82536);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(34919);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2807);










const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;

function reviewPaths(cwd, id, dir) {
    const checked = _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.checkId(id);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_REVIEW_DIR */ .$), checked);
    return { id: checked, root, folder, ...(dir !== undefined ? { dir } : {}), file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
}
/** scope.json parsed, nothing checked yet: `checkScope` checks it against its schema and its seal. */
async function readScope(paths) {
    const file = paths.file('scope');
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(paths.root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no scope.json in ${paths.folder}: seal one first with \`proofgate review scope ${paths.id}${paths.dir !== undefined ? ` --dir ${JSON.stringify(paths.dir)}` : ''}\``);
    if (read.status === 'invalid')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} ${read.errors[0]}`);
    return read.data;
}
/** The sealed scope: valid against its schema, matching its seal, each path listed once; else an error (exit 3). */
async function checkScope(paths, data) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)('review-scope', data);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${paths.file('scope')} is not a valid scope: ${errors.slice(0, 3).join('; ')}`);
    checkSeal(paths, data);
    return data;
}
/** The seal, and each path listed once; anything wrong is an error (exit 3), because nothing can be judged against it. */
function checkSeal(paths, scope) {
    const file = paths.file('scope');
    let actual;
    try {
        actual = (0,_seal_js__WEBPACK_IMPORTED_MODULE_8__/* .scopeHash */ .h)(scope);
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} is not a valid scope: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_2__.describeError)(err)}`);
    }
    if (actual !== scope.scopeSha256)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} does not match its seal (recorded ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(scope.scopeSha256)}, content hashes to ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(actual)}): seal the scope again`);
    // The seal is a hash anyone can recompute: a path listed twice would be counted (and covered) twice.
    const seen = new Set();
    for (const p of [...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]) {
        if (seen.has(p))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} is not a valid scope: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(p))} is listed twice (each changed file is selected or excluded once): seal the scope again`);
        seen.add(p);
    }
}
/** The sealed scope; anything wrong with it is an error (exit 3), because nothing can be judged against it. */
async function loadScope(paths) {
    return checkScope(paths, await readScope(paths));
}
async function loadEvidence(root, file, schema, scope) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(root, file, EVIDENCE_MAX_BYTES);
    if (read.status !== 'ok')
        return read;
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)(schema, read.data);
    if (errors.length)
        return { status: 'invalid', errors };
    const data = read.data;
    if (data.scopeSha256 !== scope.scopeSha256)
        return { status: 'other-scope', scopeSha256: data.scopeSha256 };
    return { status: 'ok', data, errors: [] };
}
/** Checks that each path names a selected file, byte-equal; returns one error per bad entry. */
function pathErrors(entries, selected, what) {
    const errors = [];
    entries.forEach((e, i) => {
        // Byte-equal to a selected file is the test: a name git gave the scope (a newline in it included) is that file.
        if (selected.has(e.path))
            return;
        const problem = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathProblem */ .z9)(e.path);
        errors.push(`${what(i)}: path ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(e.path))} ${problem ?? 'is not a selected file of the scope'}`);
    });
    return errors;
}
async function loadFindings(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const reviewers = new Set(scope.reviewers.map((r) => r.id));
    const rulesOf = new Map(scope.files.map((f) => [f.path, f.rules]));
    const at = (i) => `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(loaded.data.findings[i].id)})`;
    const errors = pathErrors(loaded.data.findings, selected, at);
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
        if (seen.has(f.id))
            errors.push(`${at(i)}: duplicate id`);
        seen.add(f.id);
        if (f.unit !== undefined && !units.has(f.unit))
            errors.push(`${at(i)}: unit ${f.unit} is not a unit of the scope`);
        for (const r of [...(f.reviewer !== undefined ? [f.reviewer] : []), ...(f.alsoBy ?? [])])
            if (!reviewers.has(r))
                errors.push(`${at(i)}: reviewer ${r} is not a reviewer of the scope (${[...reviewers].join(', ') || 'none'})`);
        const rules = rulesOf.get(f.path);
        if (f.rule !== undefined && rules && !rules.includes(f.rule))
            errors.push(`${at(i)}: rule ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(f.rule))} does not apply to its path (its rules: ${rules.join(', ')})`);
    });
    return errors.length ? { status: 'invalid', errors } : loaded;
}
async function loadCoverage(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('coverage'), 'review-coverage', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const errors = pathErrors(loaded.data.items, selected, (i) => `items[${i}]`);
    const seen = new Set();
    loaded.data.items.forEach((item, i) => {
        if (seen.has(item.path))
            errors.push(`items[${i}]: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(item.path))} is listed twice`);
        seen.add(item.path);
    });
    (loaded.data.units ?? []).forEach((u, i) => {
        if (!units.has(u.id))
            errors.push(`units[${i}]: ${u.id} is not a unit of the scope`);
    });
    const reviewer = loaded.data.reviewer;
    if (reviewer !== undefined && !scope.reviewers.some((r) => r.id === reviewer))
        errors.push(`reviewer ${reviewer} is not a reviewer of the scope (${scope.reviewers.map((r) => r.id).join(', ') || 'none'})`);
    return errors.length ? { status: 'invalid', errors } : loaded;
}
/** The gate's rule for a selected file that is done: completed, or waived with a reason of visible words. */
const accountedFor = (item) => item?.outcome === 'completed' || (item?.outcome === 'waived' && (0,_text_words_js__WEBPACK_IMPORTED_MODULE_10__/* .hasVisibleWords */ .Ux)(item.reason));
/** Three failed attempts in a row abandon a unit for this review; a later attempt does not bring it back. */
function isAbandoned(attempts) {
    return attempts.join(' ').includes('failed failed failed');
}
function abandonedUnits(coverage) {
    return (coverage.units ?? []).filter((u) => isAbandoned(u.attempts)).map((u) => u.id);
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;


/***/ })

};
