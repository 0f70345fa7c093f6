export const id = 7306;
export const ids = [7306,8140,9816];
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
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1954);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(74930);











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
    if (o.runUrl !== undefined && !(0,_text_links_js__WEBPACK_IMPORTED_MODULE_10__/* .linkUrl */ .YY)(o.runUrl))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--run-url ${_text_links_js__WEBPACK_IMPORTED_MODULE_10__/* .LINK_URL_RULE */ .GX}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
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
    // A broken gate (--exit-code 2 or 3) shows no verdict; any other text speaks for the verdict's commit and
    // its own numbers, never for what the caller says of them.
    if (verdict && !('promptOnly' in verdict) && (given === undefined || given < _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment)) {
        const head = verdict.reviewProvenance.headSha;
        if (o.headSha !== undefined && o.headSha !== head)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--head-sha ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(o.headSha))} is not the commit the verdict reviewed (${head === null ? 'it names none' : JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(head))})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
        const wrong = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_9__/* .contradiction */ .qX)(verdict);
        if (wrong)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(o.verdict ?? '')}: not a verdict a run writes: ${wrong}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
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
/* harmony export */   Lv: () => (/* binding */ isRenderedComment),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   xL: () => (/* binding */ marker)
/* harmony export */ });
/* unused harmony export conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53326);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23377);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74930);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38556);







/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(text));
/**
 * The same hidden marker the GitHub publisher keeps one comment by. With `--compat tea` it is
 * the peer's (`<!-- tea-test-review:<tag> -->`), so the comment the peer kept is the one updated.
 */
const marker = (tag, compat = 'proofgate') => compat === 'tea' ? `<!-- tea-test-review:${tag} -->` : `<!-- proofgate:test-review.${tag} -->`;
/** Text an earlier run wrote as its comment: it opens with a marker, either spelling, whatever its tag. */
const isRenderedComment = (text) => ['proofgate', 'tea'].some((compat) => text.startsWith(marker('', compat).replace(/ -->$/, '')));
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
const withheld = (files) => `Secret files withheld from the agent (a secret's name, or its content moved, copied or pasted; a person must check them): ${files.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`;
const unreadable = (files) => `Test files that hold no text an agent can read (a person must check them): ${files.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`;
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
        if (v.unreadableFiles?.length)
            out.push(unreadable(v.unreadableFiles));
        const model = v.model ? ` / ${mdText(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${mdText(i.focus)}`);
    const run = (0,_text_links_js__WEBPACK_IMPORTED_MODULE_5__/* .mdLink */ .YF)('The run', i.runUrl);
    if (run)
        out.push(run);
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
    const capped = (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_6__/* .fitBytes */ .ZN)(text, 60_000, 'characters', '');
    return as === 'comment' ? `${marker(i.tag, i.compat)}\n${capped}` : capped;
}


/***/ }),

/***/ 1954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ skipVerdict),
/* harmony export */   G9: () => (/* binding */ settle),
/* harmony export */   XN: () => (/* binding */ gateFailures),
/* harmony export */   bh: () => (/* binding */ skipFailures),
/* harmony export */   o1: () => (/* binding */ buildVerdict),
/* harmony export */   qX: () => (/* binding */ contradiction)
/* harmony export */ });
/* unused harmony exports NO_TESTS_REASON, DELETIONS_ONLY_REASON */
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53326);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22272);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37449);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38556);




const FAILING = { 'request-changes': ['Request Changes', 'Block'], block: ['Block'] };
function minus(a, b) {
    return {
        critical: a.critical - b.critical,
        high: a.high - b.high,
        medium: Math.max(0, a.medium - b.medium),
        low: Math.max(0, a.low - b.low),
    };
}
function buildVerdict(r, facts, classified) {
    const cut = { critical: 0, high: 0, medium: 0, low: 0 };
    const findings = [];
    r.findings.forEach((f, i) => {
        const c = classified?.[i];
        if (c?.provenance === 'pre_existing') {
            cut[(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .countKey */ .tj)(f.severity)]++;
            return;
        }
        findings.push({
            criterion_id: f.row,
            severity: f.severity,
            path: f.path,
            line: c ? c.line : f.line,
            provenance: c ? c.provenance : 'unknown',
            ...(c ? { changed_line_evidence: c.evidence } : {}),
            deduction: (0,_score_js__WEBPACK_IMPORTED_MODULE_2__/* .deduction */ .aE)((0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .countKey */ .tj)(f.severity)),
            verdict_impact: true,
            row: f.row,
            file: f.path,
            section: f.section,
            title: (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(f.title),
        });
    });
    const violations = minus(r.violations, cut);
    const s = (0,_score_js__WEBPACK_IMPORTED_MODULE_2__/* .computeScore */ .gp)(violations, r.bonus);
    const cutCount = _report_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.reduce((n, sev) => n + cut[(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .countKey */ .tj)(sev)], 0);
    const v = {
        report: facts.report,
        files: r.reviewedFiles,
        agent: facts.agent,
        model: facts.model,
        reviewMode: facts.gateOn === 'introduced' ? 'pr' : 'full-file',
        gateOn: facts.gateOn,
        gatingQualityScore: s.qualityScore,
        gatingViolations: violations,
        recommendation: s.recommendation,
        rawQualityScore: s.rawQualityScore,
        qualityScore: s.qualityScore,
        scoreCap: s.scoreCap,
        scoreOverrideRule: s.scoreOverrideRule,
        verdictRule: s.verdictRule,
        violations,
        findings,
        reviewProvenance: facts.provenance,
        reviewedFiles: r.reviewedFiles,
        contextBasis: r.contextBasis,
        contextFiles: r.contextFiles,
        contextWaiversApplied: 0,
        // Free text quoted from the report leaves the tool only through the redaction floor.
        keyStrengths: r.keyStrengths.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$),
        keyWeaknesses: r.keyWeaknesses.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$),
        advisoryObservations: r.advisoryObservations.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$),
    };
    if (r.executionMode)
        v.executionMode = r.executionMode;
    if (r.excludedFiles.length)
        v.excludedFiles = r.excludedFiles;
    if (facts.gateOn === 'introduced')
        v.preExistingFindingsCut = cutCount;
    if (r.qualityScore !== s.qualityScore)
        v.reportedQualityScore = r.qualityScore;
    if (r.recommendation !== s.recommendation)
        v.reportedRecommendation = r.recommendation;
    if (facts.unscorable.length)
        v.unscorableTestArtifacts = facts.unscorable;
    if (facts.removedTests.length)
        v.removedTests = facts.removedTests;
    if (facts.withheld.length)
        v.withheldFiles = facts.withheld;
    if (facts.unreadable.length)
        v.unreadableFiles = facts.unreadable;
    return v;
}
function gateFailures(v, p) {
    const out = [];
    if (FAILING[p.failOn].includes(v.recommendation))
        out.push(`Verdict "${v.recommendation}"${v.gateOn === 'introduced' ? ' under --gate-on introduced' : ''} fails --fail-on ${p.failOn}.`);
    if (p.minScore !== undefined && v.gatingQualityScore < p.minScore)
        out.push(`Quality score ${v.gatingQualityScore} fails --min-score ${p.minScore}.`);
    if (p.maxCritical !== undefined && v.gatingViolations.critical > p.maxCritical)
        out.push(`Critical violations ${v.gatingViolations.critical} exceeds --max-critical ${p.maxCritical}.`);
    if (v.files.length < p.minFiles)
        out.push(`insufficient evidence: ${v.files.length} files reviewed (${p.minFiles} required)`);
    return out;
}
/** A skip's gate failures: a removed test file fails it whatever the settings, no test at all only under --fail-on-skip. */
function skipFailures(v, failOnSkip) {
    return v.removedTests?.length || failOnSkip ? [v.reason] : [];
}
/** The loosest settings a run can have: what fails under them fails under every --fail-on, --min-files and --fail-on-skip. */
const LOOSEST = { failOn: 'block', minFiles: 0, failOnSkip: false };
/**
 * Where a verdict read back from a file (test-review render) is not one a run writes, in words: a
 * recommendation or score its counts do not give, or no gate failure where every setting has one
 * (a Block, a removed test file). Its gate failures are never taken on trust.
 */
function contradiction(v) {
    if ('promptOnly' in v)
        return undefined;
    if (!('skipped' in v)) {
        const same = Object.keys(v.violations).every((k) => v.violations[k] === v.gatingViolations[k]);
        if (!same || v.qualityScore !== v.gatingQualityScore)
            return 'its gating counts or score are not its own';
        const derived = (0,_score_js__WEBPACK_IMPORTED_MODULE_2__/* .recommend */ .vh)(v.gatingViolations, v.gatingQualityScore).recommendation;
        if (derived !== v.recommendation)
            return `its recommendation "${v.recommendation}" is not "${derived}", the one its counts and score give`;
    }
    const owed = 'skipped' in v ? skipFailures(v, false) : gateFailures(v, LOOSEST);
    return owed.length && !v.gateFailures?.length ? `it lists no gate failure, yet every setting fails it: ${owed.join(' ')}` : undefined;
}
/** Records the gate failures and, when they exist, an active waiver; returns the exit code. */
function settle(v, failures, p) {
    if (failures.length === 0)
        return { verdict: v, exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.ok };
    const out = { ...v, gateFailures: failures };
    if (p.waive)
        return { verdict: { ...out, waived: true, waiveReason: p.waive.reason, waiveUntil: p.waive.until }, exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.ok };
    return { verdict: out, exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.failed };
}
const NO_TESTS_REASON = 'no changed test files in diff';
const DELETIONS_ONLY_REASON = 'only test deletions in diff; nothing to review';
function skipVerdict(o) {
    let reason = o.removed.length ? DELETIONS_ONLY_REASON : NO_TESTS_REASON;
    if (o.unscorable.length)
        reason += `; ${o.unscorable.length} changed test artifact(s) no rubric row can score (pass --test-glob to review them as tests)`;
    const v = {
        skipped: true,
        reason,
        recommendation: null,
        qualityScore: null,
        files: [],
        contextBasis: o.contextBasis,
        contextFiles: o.contextFiles,
        gateOn: o.gateOn,
        reviewProvenance: o.provenance,
    };
    if (o.removed.length) {
        // deletedFiles keeps the peer's key: every test path the change took away.
        v.deletedFiles = o.removed.map((r) => r.path);
        v.removedTests = o.removed;
    }
    if (o.unscorable.length)
        v.unscorableTestArtifacts = o.unscorable;
    if (o.withheld.length)
        v.withheldFiles = o.withheld;
    return v;
}


/***/ }),

/***/ 18949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ hasCodeExtension)
/* harmony export */ });
/* unused harmony export CODE_EXTENSIONS */
/**
 * Source code by its file name's extension (case as written: `.R` and `.r` are both R), in every
 * language proofgate reads tests of.
 */
// Every module spelling of JavaScript and TypeScript the runners' default globs take
// (`*.{test,spec}.?(c|m)[jt]s?(x)` in vitest, jest and Playwright): a test the runner runs is reviewed.
const CODE_EXTENSIONS = new Set([
    'ts',
    'tsx',
    'js',
    'jsx',
    'mjs',
    'cjs',
    'mts',
    'cts',
    'mjsx',
    'cjsx',
    'mtsx',
    'ctsx',
    'py',
    'go',
    'rb',
    'php',
    'cs',
    'java',
    'kt',
    'swift',
    'rs',
    'dart',
    'exs',
    'ex',
    'vue',
    'svelte',
    'scala',
    'groovy',
    // Languages whose tests are files of their own, by their runners' conventions (TEST_NAMES):
    // C and C++ (GoogleTest, Catch2, CTest), Lua (busted), Perl (prove), R (testthat), Julia,
    // Clojure, Haskell (hspec), Erlang (EUnit, Common Test), bats.
    'c',
    'cc',
    'cpp',
    'cxx',
    'c++',
    'h',
    'hh',
    'hpp',
    'lua',
    't',
    'pl',
    'pm',
    'r',
    'R',
    'jl',
    'clj',
    'cljc',
    'cljs',
    'hs',
    'erl',
    'bats',
]);
/** The file's extension is a programming language's (CODE_EXTENSIONS). */
function hasCodeExtension(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return CODE_EXTENSIONS.has(/\.([^.]+)$/.exec(name)?.[1] ?? '');
}


/***/ }),

/***/ 18140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ freshDir),
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   XK: () => (/* binding */ privateDir),
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   dg: () => (/* binding */ confined),
/* harmony export */   l$: () => (/* binding */ writeJsonOrReason),
/* harmony export */   nM: () => (/* binding */ removeFile),
/* harmony export */   pz: () => (/* binding */ copyRegularFiles)
/* harmony export */ });
/* unused harmony export ARTIFACT_REFUSED */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);








/**
 * Every file proofgate reads as evidence or writes goes through here. A path is taken only
 * inside its working tree (`root`) and never through a symbolic link below it: a pull request
 * can commit `_bmad-output` as a link to `~`, `/tmp` or `.git/hooks`, and a plain `mkdir -p` and
 * `writeFile` (or `readFile`, or an artifact upload) would follow it. What lies above `root` is
 * the runner's, not the repository's, and is not checked.
 */
// Windows has neither flag; there a link is refused by the lstat walk alone.
const OPEN_READ = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/** Why `path` may not be used inside `root`, or undefined with the absolute path when it may. */
async function placeProblem(root, path) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(base, abs);
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel))
        return {
            abs,
            problem: `is outside the working tree ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(base)}: proofgate reads and writes only inside it; give a path inside it`,
        };
    let at = base;
    const segs = rel === '' ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep);
    for (const [i, seg] of segs.entries()) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(at, seg);
        let info;
        try {
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(at);
        }
        catch (err) {
            if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
                return { abs };
            throw err;
        }
        const shown = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(segs.slice(0, i + 1).join('/'));
        if (info.isSymbolicLink())
            return {
                abs,
                problem: i === segs.length - 1
                    ? 'is a symbolic link: only regular files are read or written; remove the link'
                    : `passes through ${shown}, a symbolic link (a committed link could lead outside the working tree): remove the link or choose another folder`,
            };
        if (i < segs.length - 1 && !info.isDirectory())
            return { abs, problem: `passes through ${shown}, which is not a folder: move it or choose another folder` };
    }
    return { abs };
}
/**
 * The absolute path of `path` (relative to `root`), refused with one line when it leaves the
 * working tree or passes through a symbolic link.
 */
async function confined(root, path) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)}: it ${problem}`);
    return abs;
}
async function readAll(fh, maxBytes) {
    const chunks = [];
    let total = 0;
    for (;;) {
        const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, maxBytes + 1 - total));
        const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0)
            return Buffer.concat(chunks, total);
        chunks.push(chunk.subarray(0, bytesRead));
        total += bytesRead;
        // A file that grows past its cap while being read is refused like one that was too large.
        if (total > maxBytes)
            return null;
    }
}
/** Opens a regular file without following a link or blocking on a FIFO; anything else is refused. */
async function openRegular(abs) {
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { status: 'missing' };
        throw err;
    }
    // Checked before opening: opening a FIFO or a device can block or act.
    if (info.isSymbolicLink())
        return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
    if (info.isDirectory())
        return { status: 'refused', reason: 'is a folder, not a file' };
    if (!info.isFile())
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(abs, OPEN_READ);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            return { status: 'missing' };
        if (code === 'ELOOP')
            return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
        throw err;
    }
    // Checked again on what was opened: the name may have been swapped since the lstat.
    const opened = await fh.stat();
    if (!opened.isFile()) {
        await fh.close();
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    }
    return { fh, size: opened.size, writtenMs: Math.min(opened.mtimeMs, opened.ctimeMs) };
}
/**
 * A regular file inside `root` of at most `maxBytes`, read whole. Links (anywhere below `root`),
 * FIFOs, sockets and devices are refused without being followed or read; the size is checked
 * before a byte is read and again while reading.
 */
async function readRegular(root, path, maxBytes) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        return { status: 'refused', reason: problem };
    const opened = await openRegular(abs);
    if ('status' in opened)
        return opened;
    const { fh, size, writtenMs } = opened;
    try {
        if (size > maxBytes)
            return { status: 'too-large', size };
        const bytes = await readAll(fh, maxBytes);
        return bytes ? { status: 'ok', bytes, writtenMs } : { status: 'too-large', size: maxBytes + 1 };
    }
    finally {
        await fh.close();
    }
}
/**
 * A file's text when it is at most `maxBytes`, else null. A missing file throws an ENOENT error
 * (callers decide what absence means); a link, FIFO or device is a ProofgateError.
 */
async function readTextCapped(root, path, maxBytes) {
    const read = await readRegular(root, path, maxBytes);
    if (read.status === 'ok')
        return read.bytes.toString('utf8');
    if (read.status === 'too-large')
        return null;
    if (read.status === 'missing')
        throw Object.assign(new Error(`${path}: no such file`), { code: 'ENOENT' });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root, path))} ${read.reason}`);
}
/**
 * A folder where a file is to be written or removed: a pull request can commit one at any path
 * proofgate writes, and a rename or rm would fail on it with a bare EISDIR. (A link there is refused
 * by `confined`; a regular file, or a FIFO an agent left, is replaced without being opened.)
 */
async function folderThere(abs) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs).catch((err) => {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    });
    if (!info?.isDirectory())
        return undefined;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)}: it is a folder, where proofgate writes a file: remove it or choose another path`);
}
/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written. The target must be inside `root`, through no link,
 * and neither a link nor a folder: either is refused in one line naming it.
 */
async function writeFileAtomic(root, path, data) {
    const target = await confined(root, path);
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_4__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        // The folders just made are checked too; `wx` never opens an existing name (nor a link).
        await confined(root, target);
        const folder = await folderThere(target);
        if (folder)
            throw folder;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, data, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, target);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError)
            throw err;
        const code = err.code ?? 'error';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot write ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(target)} (${code}): check that the folder is writable and the disk has room; nothing was half-written`);
    }
}
function writeJsonAtomic(root, path, value) {
    return writeFileAtomic(root, path, `${JSON.stringify(value, null, 2)}\n`);
}
/**
 * writeJsonAtomic, its refusal or failure returned as its one line (naming the path) instead of
 * thrown: for a file whose absence is a reason for the verdict, never a crash before it is published.
 */
async function writeJsonOrReason(root, path, value) {
    try {
        await writeJsonAtomic(root, path, value);
        return undefined;
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError)
            return err.message;
        throw err;
    }
}
/** Removes a file inside `root` (never through a link below it, never a folder); a missing file is fine. */
async function removeFile(root, path) {
    const abs = await confined(root, path);
    const folder = await folderThere(abs);
    if (folder)
        throw folder;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(abs, { force: true }).catch((err) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot remove ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)} (${err.code ?? 'error'}): check that the folder is writable`);
    });
}
/**
 * A fresh folder only this process knows, `proofgate-PREFIX-…` under `under` (the system's temp
 * folder, TMPDIR, unless told): one that cannot be made (a TMPDIR that does not exist) is one line
 * naming the folder and the fix (for a temp folder, the variable to set), never an unexpected
 * error. Synchronous: one call, for callers that are not async too (the agent's lifeline).
 */
function freshDir(prefix, under = (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)()) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(under, `proofgate-${prefix}-`));
    }
    catch (err) {
        const code = err.code ?? 'error';
        // A variable names only the temp folders; any other folder (a project's root) is the fix itself.
        const variable = under === process.env.RUNNER_TEMP ? 'RUNNER_TEMP' : under === (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)() ? 'TMPDIR' : null;
        const fix = variable ? `set ${variable} to a folder this user can write` : 'make it writable for this user';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot make a temporary folder in ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(under)} (${code}): ${fix}`);
    }
}
/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
function privateDir(prefix) {
    return freshDir(prefix, process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)());
}
/**
 * What the artifact service refuses in a file's path (@actions/artifact's upload validation, which
 * actions/upload-artifact runs too): one such name, which a pull request may commit in a folder that
 * is uploaded, fails the whole upload, so it is left out of every copy an artifact is made from.
 */
const ARTIFACT_REFUSED = /[":<>|*?\r\n]/;
/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 * Given `only` (paths relative to `folder`), just those are copied: a folder the checkout shares
 * with the files a step wrote may hold others the pull request committed. A file whose path the
 * artifact service refuses (`ARTIFACT_REFUSED`) is left out too, and named in `refusedNames`.
 */
async function copyRegularFiles(root, folder, only) {
    const from = await confined(root, folder);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(from);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(from)}: it is not a folder`);
    const dir = privateDir('copy');
    const skipped = [];
    const refusedNames = [];
    let files = 0;
    const wanted = only && new Set(only.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(from, p))));
    for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(from, { withFileTypes: true, recursive: true })) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(e.parentPath, e.name);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, abs);
        if (e.isDirectory() || (wanted && !wanted.has(rel)))
            continue;
        if (ARTIFACT_REFUSED.test(rel)) {
            refusedNames.push((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')));
            continue;
        }
        const opened = e.isFile() ? await openRegular(abs) : { status: 'refused', reason: '' };
        if ('status' in opened) {
            if (opened.status !== 'missing')
                skipped.push((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')));
            continue;
        }
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel)), { recursive: true });
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(opened.fh.createReadStream({ autoClose: false }), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel), { flags: 'wx' }));
            files++;
        }
        finally {
            await opened.fh.close();
        }
    }
    return { dir, files, skipped: skipped.sort(), refusedNames: refusedNames.sort() };
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ts: () => (/* binding */ afterCutWord),
/* harmony export */   ZN: () => (/* binding */ fitBytes),
/* harmony export */   oN: () => (/* binding */ cutChars)
/* harmony export */ });
/* unused harmony exports openCodeSpan, openFence, CUT_WORD_MAX */
/* harmony import */ var _fences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85889);

/**
 * Where a line's inline code would be left open: the offset of the first run of backticks that no
 * run of the same length closes later in the line (CommonMark's code span; a backslash escapes a
 * backtick only outside a span). -1 when every span the line opens, it closes.
 */
function openCodeSpan(line) {
    for (let i = 0; i < line.length;) {
        if (line[i] === '\\') {
            i += 2;
            continue;
        }
        if (line[i] !== '`') {
            i++;
            continue;
        }
        let end = i;
        while (line[end] === '`')
            end++;
        const run = end - i;
        let close = -1;
        for (let j = line.indexOf('`', end); j >= 0; j = line.indexOf('`', j)) {
            let k = j;
            while (line[k] === '`')
                k++;
            if (k - j === run) {
                close = k;
                break;
            }
            j = k;
        }
        if (close < 0)
            return i;
        i = close;
    }
    return -1;
}
/**
 * The fence a text leaves open at its end: the run of a fenced code block's opening line (up to
 * three spaces, then three or more backticks or tildes; a backtick fence's info string holds no
 * backtick) that no later line closes (the same character, at least as many, nothing after but
 * spaces and tabs). '' when every fence the text opens, it closes.
 */
function openFence(text) {
    let open = '';
    for (const line of text.split('\n')) {
        if (!open)
            open = (0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .fenceOpening */ .YY)(line)?.marks ?? '';
        else if ((0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .closesFence */ .Tv)(line, open))
            open = '';
    }
    return open;
}
/**
 * The longest start of `buf` within `room` bytes that leaves no markup open, and the line that
 * closes what it cannot leave out: never inside a character, at a line end in the second half where
 * there is one, before an open code span (moved back: neutralised Markdown puts links, HTML and
 * mentions in code spans, and a span cut open would let what follows it act), and a fenced block
 * the cut went into closed (else what follows the cut, the note included, reads as its code).
 */
function closedStart(buf, room) {
    let cut = Math.max(0, room);
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    // (A negative offset would search from the end.)
    const newline = cut > 0 ? buf.lastIndexOf(0x0a, cut - 1) : -1;
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    const fence = openFence(kept);
    // Inside a fenced block, and on the line that closes one, a backtick is code, never a span.
    if (fence)
        return { kept, close: `\n${fence}` };
    const lineStart = kept.lastIndexOf('\n') + 1;
    if (openFence(kept.slice(0, Math.max(0, lineStart - 1))))
        return { kept, close: '' };
    const open = openCodeSpan(kept.slice(lineStart));
    return { kept: open >= 0 ? kept.slice(0, lineStart + open) : kept, close: '' };
}
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes and ends it with how many characters were left out
 * (`where` says where the rest is), the markup the cut went through closed (`closedStart`).
 * Deterministic. Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    const room = maxBytes - Buffer.byteLength(note(total));
    let cut = closedStart(buf, room);
    // A fence to close takes its own bytes: cut again that much earlier, until the closed start fits.
    for (let r = room; cut.close && Buffer.byteLength(cut.kept + cut.close) > room;) {
        r -= Buffer.byteLength(cut.close);
        cut = closedStart(buf, r);
    }
    return `${cut.kept}${cut.close}${note(total - [...cut.kept].length)}`;
}
/**
 * The first `max` UTF-16 code units of a text, one fewer where the cut would part a surrogate
 * pair: half a character (an emoji's high half) is ill-formed text to every sink, a JSON escape
 * GitHub's API may refuse or a U+FFFD on the page.
 */
function cutChars(text, max) {
    if (text.length <= max)
        return text;
    const last = text.charCodeAt(max - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
/** The longest run of characters without white space `afterCutWord` drops: longer than any secret shape redaction knows but a JWT. */
const CUT_WORD_MAX = 4096;
/**
 * The start of a text whose beginning was cut off, without the word the cut went through: a
 * secret cut in two loses the prefix its shape is known by, so its remainder would pass
 * redaction; it goes with the word (up to the first white space, or CUT_WORD_MAX characters).
 */
function afterCutWord(text) {
    const at = text.search(/\s/);
    if (at >= 0 && at < CUT_WORD_MAX)
        return text.slice(at + 1);
    const low = text.charCodeAt(CUT_WORD_MAX);
    return text.slice(low >= 0xdc00 && low <= 0xdfff ? CUT_WORD_MAX + 1 : CUT_WORD_MAX);
}


/***/ }),

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YAML_MAX_FLOW_DEPTH: () => (/* binding */ YAML_MAX_FLOW_DEPTH),
/* harmony export */   checkFlowDepth: () => (/* binding */ checkFlowDepth),
/* harmony export */   lineOf: () => (/* binding */ lineOf)
/* harmony export */ });
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
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__.LineCounter();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
