export const id = 8183;
export const ids = [8183];
export const modules = {

/***/ 48183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewAnchor: () => (/* binding */ reviewAnchor)
/* harmony export */ });
/* unused harmony exports ANCHORED_SCHEMA, anchorTotals */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);






const ANCHORED_SCHEMA = 'bmad-plus/review-findings-anchored/1';
function anchorTotals(findings) {
    const count = (s) => findings.filter((f) => f.anchor.status === s).length;
    return { located: count('located'), ambiguous: count('ambiguous'), unlocated: count('unlocated') };
}
/** `review anchor ID`: validates findings.json and locates every quote; exit 0 only when every finding is valid and located. */
async function reviewAnchor(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadScope */ .h9)(paths);
    const loaded = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(paths, scope);
    if (loaded.status === 'missing')
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings,
            lines: [`${paths.file('findings')}: no findings.json: write it even when there is nothing to report`],
            json: { status: 'missing' },
        };
    if (loaded.status === 'other-scope') {
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings,
            lines: [
                `${paths.file('findings')} answers another scope (${loaded.scopeSha256.slice(0, 12)}, sealed ${scope.scopeSha256.slice(0, 12)}): review the sealed scope again`,
            ],
            json: loaded,
        };
    }
    if (loaded.status === 'invalid') {
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings,
            lines: [`${paths.file('findings')} is not valid:`, ...loaded.errors.slice(0, 50).map((e) => `- ${e}`)],
            json: loaded,
        };
    }
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd);
    const findings = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .anchorFindings */ .Cz)(repo.root, scope, loaded.data.findings);
    const totals = anchorTotals(findings);
    const file = paths.file('anchored');
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, file, {
        schema: ANCHORED_SCHEMA,
        scopeSha256: scope.scopeSha256,
        headSha: scope.refs.headSha,
        totals,
        findings,
    });
    const lines = [`${file} — ${totals.located} located, ${totals.ambiguous} ambiguous, ${totals.unlocated} unlocated`];
    for (const f of findings.filter((x) => x.anchor.status !== 'located'))
        lines.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(f.path)}: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .describeAnchor */ .zJ)(f.anchor)} (requote a longer exact excerpt)`);
    return { exitCode: totals.located === findings.length ? _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.ok : _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings, lines, json: { file, totals, findings } };
}


/***/ })

};
