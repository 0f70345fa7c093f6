export const id = 6940;
export const ids = [6940];
export const modules = {

/***/ 79431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ nameLetters),
/* harmony export */   M: () => (/* binding */ nameMatcher)
/* harmony export */ });
/**
 * Person names as a person reads them. A name typed on a page is free text: `Octo Cat`,
 * `octo.cat`, `ＯＣＴＯＣＡＴ` and `Оctocat` (a Cyrillic О) all read as the login `octocat`.
 */
/**
 * The letters and digits of a name, lower-cased, after NFKC: spaces, punctuation, symbols,
 * combining marks and format characters (zero-width, bidi) are gone. Empty means no name.
 */
function nameLetters(name) {
    return name
        .normalize('NFKC')
        .normalize('NFD')
        .replace(/[^\p{L}\p{N}]/gu, '')
        .toLowerCase();
}
/**
 * A test of whether two names read the same: equal letters after NFKC, case folding and
 * Unicode's confusable mapping (UTS #39 confusables.txt, from the `unhomoglyph` package).
 * The mapping is case-sensitive (`I` maps to `l`, Greek `τ` to a small capital), so each
 * name is folded both ways, lower-case first and confusables first, and any shared key matches.
 */
async function nameMatcher() {
    const mod = await __webpack_require__.e(/* import() */ 9960).then(__webpack_require__.t.bind(__webpack_require__, 9960, 23));
    // CommonJS: native ESM's default is module.exports itself; the bundle may wrap it once more.
    const skeleton = mod.default.default ?? mod.default;
    const keys = (name) => {
        const n = name.normalize('NFKC');
        return [skeleton(n.toLowerCase()), skeleton(skeleton(n).toLowerCase())].map(nameLetters).filter(Boolean);
    };
    return (a, b) => {
        const ka = keys(a);
        return keys(b).some((k) => ka.includes(k));
    };
}


/***/ }),

/***/ 36940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRuns: () => (/* binding */ readRuns)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79431);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61940);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95223);







function report(r, spec) {
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .statuses */ .bM)(r.run);
    return {
        runId: r.run.runId,
        file: r.file,
        tester: r.run.tester,
        startedAt: r.run.startedAt,
        updatedAt: r.run.updatedAt,
        finishedAt: r.run.finishedAt,
        tally: r.stale ? { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 } : (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .tally */ .N4)(r.run, spec),
        stale: r.stale,
        unsigned: !(0,_text_names_js__WEBPACK_IMPORTED_MODULE_5__/* .nameLetters */ .H)(r.run.tester),
        // A stale run's ids may mean something else now: its failures are not matched to today's texts.
        failures: r.stale
            ? []
            : (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .expectations */ .Eu)(spec)
                .filter((e) => s.get(e.id)?.status === 'fail')
                .map((e) => ({ expect: e.id, step: e.step.id, text: e.text, note: s.get(e.id).note })),
    };
}
/** Per run: tester, dates, counts, stale or unsigned warnings, each failure with its text and note. Exit from the latest run. */
async function readRuns(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const set = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .loadRuns */ .lR)(folder, spec, sha256);
    const runs = set.runs.map((r) => report(r, spec));
    const rel = (f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(o.cwd, f) || f;
    const lines = [];
    if (!runs.length)
        lines.push(`${o.id}: no run`);
    else
        lines.push(`${o.id}: ${runs.length} run(s), spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(sha256)}`);
    for (const [i, r] of runs.entries()) {
        const src = set.runs[i];
        lines.push(`run ${r.runId} by ${r.unsigned ? '(no name)' : (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(r.tester)} \u2014 started ${r.startedAt}, last saved ${r.updatedAt}, ${r.finishedAt ? `finished ${r.finishedAt}` : 'not finished'} (${rel(r.file)})`);
        if (r.stale)
            lines.push(`  warning: stale: answered spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(src.run.specSha256)}, the spec is now ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(sha256)}`);
        else
            lines.push(`  passed ${r.tally.pass}, failed ${r.tally.fail}, blocked ${r.tally.blocked}, skipped ${r.tally.skip}, to do ${r.tally.todo}`);
        if (r.unsigned)
            lines.push('  warning: unsigned: the tester gave no name');
        for (const f of r.failures)
            lines.push(`  - ${f.expect} failed (${f.step}): ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(f.text)}${f.note.trim() ? ` \u2014 note: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(f.note)}` : ' \u2014 no note'}`);
    }
    for (const bad of set.invalid)
        lines.push(`warning: ${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK).join('; ')}`);
    const last = runs.at(-1);
    const exitCode = !last ? 2 : last.stale ? 3 : last.tally.fail > 0 ? 1 : 0;
    return { exitCode, lines, runs, invalid: set.invalid };
}


/***/ })

};
