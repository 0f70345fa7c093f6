export const id = 8247;
export const ids = [8247];
export const modules = {

/***/ 28247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderCommand: () => (/* binding */ renderCommand)
/* harmony export */ });
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _render_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84463);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(38556);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(29293);









/** A verdict holds at most the findings of a 16 MiB report: refused by size before it is read. */
const VERDICT_MAX_BYTES = 32 * 1024 * 1024;
/** `proofgate test-review render`: a verdict file to one surface's text. */
async function renderCommand(o) {
    const as = (o.as ?? 'comment');
    if (!['comment', 'summary', 'check', 'conclusion'].includes(as))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--as must be comment, summary, check or conclusion (got ${JSON.stringify(o.as)})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (o.exitCode !== undefined && !/^[0-3]$/.test(o.exitCode))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--exit-code must be 0, 1, 2 or 3 (got ${JSON.stringify(o.exitCode)})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (o.agent !== undefined && !(0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .isTag */ .dz)(o.agent))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--agent is the comment marker's tag: letters, digits, dots, dashes and underscores, 1 to 64 (got ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(o.agent))})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (o.compat !== undefined && o.compat !== 'proofgate' && o.compat !== 'tea')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--compat must be proofgate or tea (got ${JSON.stringify(o.compat)})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    const given = o.exitCode === undefined ? undefined : Number(o.exitCode);
    let verdict = null;
    let cause;
    try {
        if (!o.verdict)
            throw new Error('no --verdict FILE given');
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(o.verdict)), o.verdict, VERDICT_MAX_BYTES);
        if (text === null)
            throw new Error(`larger than ${VERDICT_MAX_BYTES / 1024 / 1024} MiB: not a verdict`);
        const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
        if (!parsed.ok)
            throw new Error(parsed.error.replace(/^is /, ''));
        const data = parsed.data;
        const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('test-review-verdict', data);
        if (errors.length)
            throw new Error(`not a test-review verdict (${errors[0]})`);
        verdict = data;
    }
    catch (err) {
        // An error that names the file already (no such file) is not prefixed with it again.
        const message = (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(err.message);
        cause = o.verdict && message.startsWith(`${o.verdict}: `) ? message : `${o.verdict ?? '--verdict'}: ${message}`;
        if (given !== _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment && given !== _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.agent)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${cause}; pass --exit-code 2 or 3 to render a broken gate`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    }
    const exitCode = given ??
        (verdict && 'gateFailures' in verdict && verdict.gateFailures?.length && !('waived' in verdict && verdict.waived)
            ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.failed
            : _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.ok);
    const text = (0,_render_js__WEBPACK_IMPORTED_MODULE_6__/* .render */ .XX)({
        verdict: exitCode >= _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment ? null : verdict,
        exitCode,
        ...(cause ? { cause } : {}),
        tag: o.agent ?? 'claude',
        ...(o.compat === 'tea' ? { compat: 'tea' } : {}),
        ...(o.runUrl ? { runUrl: o.runUrl } : {}),
        ...(o.artifactName ? { artifactName: o.artifactName } : {}),
        ...(o.reportPath ? { reportPath: o.reportPath } : {}),
        ...(o.headSha ? { headSha: o.headSha } : {}),
        ...(o.focus ? { focus: o.focus } : {}),
    }, as);
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.ok, lines: [text], json: { as, text } };
}


/***/ }),

/***/ 84463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ legacyMarkers),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   xL: () => (/* binding */ marker)
/* harmony export */ });
/* unused harmony export conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53326);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23377);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38556);






/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(text));
/**
 * The same hidden marker the GitHub publisher keeps one comment by. With `--compat tea` it is
 * the peer's (`<!-- tea-test-review:<tag> -->`), so the comment the peer kept is the one updated.
 */
const marker = (tag, compat = 'proofgate') => compat === 'tea' ? `<!-- tea-test-review:${tag} -->` : `<!-- proofgate:test-review.${tag} -->`;
/** The peer's untagged marker of older releases: adopted only under the claude tag, as the peer does. */
const legacyMarkers = (tag, compat = 'proofgate') => compat === 'tea' && tag === 'claude' ? ['<!-- tea-test-review -->'] : [];
const SEVERITY_ORDER = ['Critical', 'High', 'Medium', 'Low'];
function stateOf(i) {
    const v = i.verdict;
    if (i.exitCode >= 2 || !v)
        return 'broken';
    if ('promptOnly' in v)
        return 'dry-run';
    const failures = v.gateFailures ?? [];
    const waived = 'waived' in v && v.waived === true;
    if ('skipped' in v) {
        if (i.exitCode === 0 && failures.length && !waived)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: the skip has unwaived gate failures', _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.environment);
        return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'skipped';
    }
    if (i.exitCode === 0 && failures.length && !waived)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: it has unwaived gate failures (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (i.exitCode === 1 && failures.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 1 contradicts the verdict: it has no gate failure (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.environment);
    return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'pass';
}
function conclusion(state, skipFails = false) {
    if (state === 'pass' || state === 'waived')
        return 'success';
    if (state === 'dry-run' || (state === 'skipped' && !skipFails))
        return 'neutral';
    return 'failure';
}
function headline(state, i) {
    const v = i.verdict;
    switch (state) {
        case 'pass':
            return 'Pass for the changed tests';
        case 'fail':
            return v && 'skipped' in v ? 'Fail: skipped review' : `Fail: ${String(v?.recommendation)}`;
        case 'waived':
            return `${v && 'skipped' in v ? 'Skipped' : String(v?.recommendation)}, waived until ${String(v?.waiveUntil)}`;
        case 'skipped':
            return 'Skipped';
        case 'dry-run':
            return 'No review performed';
        case 'broken':
            return 'Broken gate';
    }
}
const withheld = (files) => `Secret-named files withheld from the agent (a person must check them): ${files.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`;
function body(state, i) {
    const v = i.verdict;
    const at = i.headSha ? ` at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.headSha.slice(0, 8))}` : '';
    const out = [];
    if (state === 'broken') {
        out.push(`No verdict: ${mdText(i.cause ?? `the run exited ${i.exitCode}`)}.`, 'These tests are not approved.');
    }
    else if (v && 'promptOnly' in v) {
        out.push(`A dry run (\`--agent none\`): ${v.files.length} test file(s) would be reviewed. This is not a verdict.`);
    }
    else if (v && 'skipped' in v) {
        out.push(`${mdText(v.reason)}.`);
        if (v.deletedFiles?.length)
            out.push(`Deleted test files: ${v.deletedFiles.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        if (v.contextFiles.length)
            out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
        if (v.unscorableTestArtifacts?.length)
            out.push(`Unscored test artifacts: ${v.unscorableTestArtifacts.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`);
    }
    else if (v) {
        const gating = v.findings
            .filter((f) => f.verdict_impact)
            .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
        if (state === 'pass') {
            out.push(gating.length === 0
                ? `Reviewed ${v.files.length} changed test file(s)${at}. No findings attributable to this PR.`
                : `Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
        }
        else {
            out.push(`Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
            for (const g of (v.gateFailures ?? []).slice(0, 3))
                out.push(`- ${mdText(g)}`);
            for (const f of gating.slice(0, 3)) {
                const at = f.path ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(`${f.path}${f.line ? `:${f.line}` : ''}`) : '(no location)';
                out.push(`- **${f.severity}** ${f.path && f.line && i.link ? `[${at}](${i.link(f.path, f.line)})` : at}: ${mdText(f.title)}`);
            }
            if (gating.length > 3)
                out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
        }
        if (state === 'waived')
            out.push(`Waived: ${mdText(v.waiveReason ?? '')}.`);
        if (v.removedTests?.length)
            out.push(`Removed coverage: ${v.removedTests
                .slice(0, 10)
                .map((t) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(t.path))
                .join(', ')} no longer run as tests.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        const model = v.model ? ` / ${mdText(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${mdText(i.focus)}`);
    if (i.runUrl)
        out.push(`[The run](${encodeURI(i.runUrl)})`);
    if (i.artifact?.uploaded)
        out.push(`The report and verdict are attached to this run as the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifact.name)}.`);
    else if (i.artifact)
        out.push(`The report and verdict are not attached to this run: ${mdText(i.artifact.message)}.`);
    else if (i.artifactName)
        out.push(`The report and verdict are in the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifactName)} once its upload step has finished.`);
    else if (i.reportPath && i.reportWritten !== false)
        out.push(`The report is at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.reportPath)} in the job workspace; it is deleted when the job ends unless the job uploads it.`);
    else if (i.reportWritten === false)
        out.push('The run wrote no report.');
    return out;
}
function render(i, as) {
    const state = stateOf(i);
    const skipFails = state === 'fail' && !!i.verdict && 'skipped' in i.verdict;
    if (as === 'conclusion')
        return conclusion(state, skipFails);
    const head = headline(state, i);
    const lines = body(state, i);
    if (as === 'check')
        return [`Test quality: ${head}`, ...lines].join('\n');
    const text = [`## Test quality: ${head}`, '', ...lines].join('\n');
    // Cut as every published text is: never inside a code span, which would let a neutralised link or mention act.
    const capped = (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .fitBytes */ .ZN)(text, 60_000, 'characters', '');
    return as === 'comment' ? `${marker(i.tag, i.compat)}\n${capped}` : capped;
}


/***/ })

};
