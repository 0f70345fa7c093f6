export const id = 4463;
export const ids = [4463];
export const modules = {

/***/ 84463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   XX: () => (/* binding */ render)
/* harmony export */ });
/* unused harmony exports marker, conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53326);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);




/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text));
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
    const at = i.headSha ? ` at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(i.headSha.slice(0, 8))}` : '';
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
            out.push(`Deleted test files: ${v.deletedFiles.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs).join(', ')}.`);
        if (v.contextFiles.length)
            out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
        if (v.unscorableTestArtifacts?.length)
            out.push(`Unscored test artifacts: ${v.unscorableTestArtifacts.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs).join(', ')}.`);
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
            for (const f of gating.slice(0, 3))
                out.push(`- **${f.severity}** ${f.path ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(`${f.path}${f.line ? `:${f.line}` : ''}`) : '(no location)'}: ${mdText(f.title)}`);
            if (gating.length > 3)
                out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
        }
        if (state === 'waived')
            out.push(`Waived: ${mdText(v.waiveReason ?? '')}.`);
        const model = v.model ? ` / ${mdText(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${mdText(i.focus)}`);
    if (i.runUrl)
        out.push(`[The run](${encodeURI(i.runUrl)})`);
    if (i.artifactName)
        out.push(`The report and verdict are in the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(i.artifactName)} once its upload step has finished.`);
    else if (i.reportPath && i.reportWritten !== false)
        out.push(`The report is at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(i.reportPath)} in the job workspace; it is deleted when the job ends unless the job uploads it.`);
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

/***/ 53326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   XF: () => (/* binding */ REDACTED)
/* harmony export */ });
/* unused harmony export redactDeep */
/**
 * The redaction floor: credential-shaped values in text we quote become
 * [REDACTED] before the text leaves the tool. It is a floor, not a scanner: a
 * secret of no recognisable shape can pass. Redact before truncating or escaping.
 */
const REDACTED = '[REDACTED]';
// A token starts after a non-word character, or after what only looks like a word
// character: the `m` closing an ANSI colour, or an escape like `\n` / `\u001b` in JSON.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\x1b\[[0-9;]*m|\\u[0-9a-fA-F]{4}\[[0-9;]*m|\\[nrt])`;
const token = (body, flags = 'g') => new RegExp(`${START}${body}(?![A-Za-z0-9_])`, flags);
// Each pattern is bounded (no nested quantifiers over the same class) to stay linear on hostile input.
const SHAPES = [
    // Private key blocks, also unterminated (to the end of the text).
    /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    // GitHub tokens.
    token('(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36,251}'),
    token('github_pat_[0-9A-Za-z_]{22,255}'),
    // Cloud and SaaS keys.
    token('(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'),
    token('AIza[\\w-]{35}'),
    token('(?:sk|rk|pk)_(?:test|live|prod)_[0-9A-Za-z]{10,99}'),
    token('npm_[0-9A-Za-z]{36}'),
    token('glpat-[\\w-]{20,}'),
    token('SG\\.[\\w-]{22}\\.[\\w-]{43}'),
    token('sk-ant-(?:api|admin)\\d{2}-[\\w-]{80,120}'),
    token('sk-(?:proj|svcacct|admin)-[\\w-]{20,200}'),
    token('sk-[A-Za-z0-9]{32,64}'),
    token('do[opr]_v1_[a-f0-9]{64}'),
    token('xox[abposre]-[0-9A-Za-z-]{10,250}'),
    token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+', 'gi'),
    /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{20,80}/g,
    // JSON Web Tokens.
    token('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*'),
];
// `scheme://user:password@host`: keep scheme, user and host, drop the password.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@"'`]{1,100}:)([^\s@/"'`]{1,200})(@)/gi;
// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `Authorization: token x`.
const AUTH_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:basic|bearer|token|digest)\s+)([^\s"'`,;]{4,})/gi;
const BEARER = /\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})/gi;
// Values of credential-named keys: `api_key = "…"`, `"password": "…"`, `SECRET_TOKEN=…`.
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth)(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?::|=|:=|=>)\s*)(\\?["']?)([^\s"'`,;}{)\\]{4,})/gi;
function redactValue(value) {
    // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
    return !/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) && !/^\[REDACTED\]/.test(value);
}
// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|xox|xapp-|hooks\.slack|eyJ|-----BEGIN|:\/\/|authoriz|bearer|passw|secret|token|key|credential|auth/i;
function redact(text) {
    if (!MAY_HOLD_SECRET.test(text))
        return text;
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, REDACTED);
    out = out.replace(URL_CREDENTIALS, (_m, head, pw, at) => pw.startsWith('$') ? `${head}${pw}${at}` : `${head}${REDACTED}${at}`);
    out = out.replace(AUTH_HEADER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(BEARER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value) ? `${head}${quote}${REDACTED}` : m);
    return out;
}
/** Redacts every string inside a JSON-like value (keys kept). */
function redactDeep(value) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map(redactDeep);
    if (value && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = redactDeep(v);
        return out;
    }
    return value;
}


/***/ })

};
