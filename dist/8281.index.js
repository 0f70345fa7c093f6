export const id = 8281;
export const ids = [8281];
export const modules = {

/***/ 28281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateLines: () => (/* binding */ gateLines),
/* harmony export */   reviewGate: () => (/* binding */ reviewGate),
/* harmony export */   z: () => (/* binding */ CLEAN_MEANS)
/* harmony export */ });
/* unused harmony export VERDICT_EXIT */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);






const VERDICT_EXIT = { clean: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.ok, findings: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.findings, incomplete: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.incomplete };
const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';
function evidenceReason(name, loaded, scope, missing) {
    if (loaded.status === 'missing')
        return `no ${name}: ${missing}`;
    if (loaded.status === 'invalid')
        return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
    if (loaded.status === 'other-scope')
        return `${name} answers another scope (${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(loaded.scopeSha256)}, sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(scope.scopeSha256)}): the review must answer the sealed scope`;
    return undefined;
}
function coverageReasons(scope, coverage) {
    const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
    const paths = scope.files.map((f) => f.path);
    const unaccounted = paths.filter((p) => !items.has(p));
    const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
    const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
    const unexplained = waived.filter((p) => !items.get(p).reason?.trim());
    const reasons = [];
    if (unaccounted.length)
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unexplained)}`);
    if (coverage?.run && coverage.run.stop !== 'completed')
        reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
    for (const unit of coverage ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .abandonedUnits */ .QY)(coverage) : [])
        reasons.push(`unit ${unit} was abandoned after three failed attempts in a row`);
    const completed = paths.filter((p) => items.get(p)?.outcome === 'completed');
    const done = [...completed, ...waived.filter((p) => !unexplained.includes(p))];
    return {
        reasons,
        done,
        counts: {
            selected: paths.length,
            completed: completed.length,
            waived: waived.length,
            failed: failed.length,
            unaccounted: unaccounted.length,
        },
    };
}
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadScope */ .h9)(paths);
    const [coverage, findings] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(paths, scope), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(paths, scope)]);
    const reasons = [...(options.extraReasons ?? [])];
    const coverageProblem = evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established');
    const findingsProblem = evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report');
    if (coverageProblem)
        reasons.push(coverageProblem);
    if (findingsProblem)
        reasons.push(findingsProblem);
    const cov = coverageReasons(scope, coverage.status === 'ok' ? coverage.data : undefined);
    reasons.push(...cov.reasons);
    let anchored = [];
    if (findings.status === 'ok') {
        const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd);
        anchored = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .anchorFindings */ .Cz)(repo.root, scope, findings.data.findings);
        const notAnchored = anchored.filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(notAnchored.map((f) => `${f.id} (${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .describeAnchor */ .zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !f.evidence?.trim());
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(noEvidence.map((f) => f.id))}`);
    }
    const open = anchored.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    const headline = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
    return {
        id: paths.id,
        verdict,
        exitCode: VERDICT_EXIT[verdict],
        reasons,
        coverage: c,
        done: cov.done,
        findings: anchored,
        open,
        refuted,
        scope,
        headline,
        paths,
    };
}
/** What a person reads: the headline, then each reason (or what clean means). */
function gateLines(r) {
    if (r.verdict === 'incomplete')
        return [r.headline, ...r.reasons.map((x) => `- ${x}`)];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS];
    return [r.headline];
}


/***/ })

};
