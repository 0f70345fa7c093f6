export const id = 297;
export const ids = [297,109];
export const modules = {

/***/ 95297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderCommand: () => (/* binding */ renderCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10626);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47494);
/* harmony import */ var _render_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2109);




/** `proofgate test-review render`: a verdict file to one surface's text. */
async function renderCommand(o) {
    const as = (o.as ?? 'comment');
    if (!['comment', 'summary', 'check', 'conclusion'].includes(as))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`--as must be comment, summary, check or conclusion (got ${JSON.stringify(o.as)})`, 2);
    if (o.exitCode !== undefined && !/^[0-3]$/.test(o.exitCode))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`--exit-code must be 0, 1, 2 or 3 (got ${JSON.stringify(o.exitCode)})`, 2);
    const given = o.exitCode === undefined ? undefined : Number(o.exitCode);
    let verdict = null;
    let cause;
    try {
        if (!o.verdict)
            throw new Error('no --verdict FILE given');
        const data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(o.verdict, 'utf8'));
        const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .schemaErrors */ .d)('test-review-verdict', data);
        if (errors.length)
            throw new Error(`not a test-review verdict (${errors[0]})`);
        verdict = data;
    }
    catch (err) {
        cause = `${o.verdict ?? '--verdict'}: ${err.message}`;
        if (given !== 2 && given !== 3)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${cause}; pass --exit-code 2 or 3 to render a broken gate`, 2);
    }
    const exitCode = given ?? (verdict && 'gateFailures' in verdict && verdict.gateFailures?.length && !('waived' in verdict && verdict.waived) ? 1 : 0);
    const text = (0,_render_js__WEBPACK_IMPORTED_MODULE_3__/* .render */ .XX)({ verdict: exitCode >= 2 ? null : verdict, exitCode, ...(cause ? { cause } : {}), tag: o.agent ?? 'claude', ...(o.runUrl ? { runUrl: o.runUrl } : {}), ...(o.artifactName ? { artifactName: o.artifactName } : {}), ...(o.reportPath ? { reportPath: o.reportPath } : {}), ...(o.headSha ? { headSha: o.headSha } : {}), ...(o.focus ? { focus: o.focus } : {}) }, as);
    return { exitCode: 0, lines: [text], json: { as, text } };
}


/***/ }),

/***/ 2109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   XX: () => (/* binding */ render)
/* harmony export */ });
/* unused harmony exports marker, conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47494);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42939);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66405);



/** The same hidden marker the GitHub publisher keeps one comment by. */
const marker = (tag) => `<!-- proofgate:test-review.${tag} -->`;
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
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: the skip has unwaived gate failures', 2);
        return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'skipped';
    }
    if (i.exitCode === 0 && failures.length && !waived)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: it has unwaived gate failures (the two came from different runs)', 2);
    if (i.exitCode === 1 && failures.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 1 contradicts the verdict: it has no gate failure (the two came from different runs)', 2);
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
function body(state, i) {
    const v = i.verdict;
    const at = i.headSha ? ` at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(i.headSha.slice(0, 8))}` : '';
    const out = [];
    if (state === 'broken') {
        out.push(`No verdict: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(i.cause ?? `the run exited ${i.exitCode}`)}.`, 'These tests are not approved.');
    }
    else if (v && 'promptOnly' in v) {
        out.push(`A dry run (\`--agent none\`): ${v.files.length} test file(s) would be reviewed. This is not a verdict.`);
    }
    else if (v && 'skipped' in v) {
        out.push(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.reason)}.`);
        if (v.deletedFiles?.length)
            out.push(`Deleted test files: ${v.deletedFiles.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs).join(', ')}.`);
        if (v.contextFiles.length)
            out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
        if (v.unscorableTestArtifacts?.length)
            out.push(`Unscored test artifacts: ${v.unscorableTestArtifacts.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs).join(', ')}.`);
    }
    else if (v) {
        const gating = v.findings.filter((f) => f.verdict_impact).sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
        if (state === 'pass') {
            out.push(gating.length === 0 ? `Reviewed ${v.files.length} changed test file(s)${at}. No findings attributable to this PR.` : `Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
        }
        else {
            out.push(`Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
            for (const g of (v.gateFailures ?? []).slice(0, 3))
                out.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(g)}`);
            for (const f of gating.slice(0, 3))
                out.push(`- **${f.severity}** ${f.path ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(`${f.path}${f.line ? `:${f.line}` : ''}`) : '(no location)'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(f.title)}`);
            if (gating.length > 3)
                out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
        }
        if (state === 'waived')
            out.push(`Waived: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.waiveReason ?? '')}.`);
        const model = v.model ? ` / ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x} · rubric ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(i.focus)}`);
    if (i.runUrl)
        out.push(`[The run](${encodeURI(i.runUrl)})`);
    if (i.artifactName)
        out.push(`The report and verdict are in the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(i.artifactName)} once its upload step has finished.`);
    else if (i.reportPath && i.reportWritten !== false)
        out.push(`The report is at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(i.reportPath)} in the job workspace; it is deleted when the job ends unless the job uploads it.`);
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
    const capped = text.length > 60_000 ? `${text.slice(0, 60_000)}\n\n(truncated)` : text;
    return as === 'comment' ? `${marker(i.tag)}\n${capped}` : capped;
}


/***/ }),

/***/ 42939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ mdFence),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports codePoint, hasInvisible, htmlText */
/**
 * Untrusted text (file names, quotes, notes) is made inert before it reaches a
 * terminal, Markdown or HTML: invisible and control code points become visible
 * `U+XXXX` so that a bidi override or an ANSI escape can neither hide nor act.
 */
// C0 and C1 controls, DEL, bidi controls and marks, zero-width, line/paragraph separators, BOM.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;
function codePoint(ch) {
    return `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** One line of plain text with every invisible or control code point shown as U+XXXX. */
function visible(text) {
    return text.replace(INVISIBLE, codePoint);
}
function hasInvisible(text) {
    INVISIBLE.lastIndex = 0;
    const found = INVISIBLE.test(text);
    INVISIBLE.lastIndex = 0;
    return found;
}
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        run = c === ch ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}
/** A Markdown code span that no content can close early; safe inside a table cell. */
function mdCode(text) {
    const v = visible(text).replace(/\|/g, '\\|');
    const ticks = '`'.repeat(longestRun(v, '`') + 1);
    const pad = v.startsWith('`') || v.endsWith('`') || v === '' ? ' ' : '';
    return `${ticks}${pad}${v}${pad}${ticks}`;
}
/** A fenced block that no content can close early. Lines keep their text; controls become visible. */
function mdFence(text, lang = '') {
    const body = text
        .split('\n')
        .map((line) => visible(line))
        .join('\n');
    const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
    return `${fence}${lang}\n${body}\n${fence}`;
}
/**
 * Free text inside Markdown: no HTML, no hidden comment, no link or image, no
 * @mention ping, no issue backlink, no table break. Entities first, so that a
 * literal `&#64;` cannot decode back into a mention.
 */
function mdText(text) {
    return visible(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]()#|~!])/g, '\\$1')
        .replace(/@/g, '@\u200b');
}
/** Text for an HTML element or attribute. */
function htmlText(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}


/***/ })

};
