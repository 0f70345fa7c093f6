export const id = 297;
export const ids = [297,109,978];
export const modules = {

/***/ 80978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(47494);
;// CONCATENATED MODULE: ./src/schemas/review-coverage.schema.json
const review_coverage_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-coverage.schema.json","title":"ReviewCoverage","description":"coverage.json: what became of every selected file, and why the review stopped.","type":"object","additionalProperties":false,"required":["schema","scopeSha256","items"],"properties":{"schema":{"const":"bmad-plus/review-coverage/1"},"scopeSha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"items":{"type":"array","maxItems":100000,"items":{"type":"object","additionalProperties":false,"required":["path","outcome"],"properties":{"path":{"type":"string","minLength":1,"maxLength":4096},"outcome":{"enum":["completed","failed","waived"]},"reason":{"type":"string","maxLength":2000,"description":"Required (non-empty) for waived; why it failed for failed."},"unit":{"type":"string","pattern":"^U[1-9][0-9]*$"}}}},"units":{"type":"array","description":"Attempts per unit, oldest first; three failed in a row abandon the unit for this review.","items":{"type":"object","additionalProperties":false,"required":["id","attempts"],"properties":{"id":{"type":"string","pattern":"^U[1-9][0-9]*$"},"attempts":{"type":"array","maxItems":100,"items":{"enum":["completed","failed"]}}}}},"run":{"type":"object","additionalProperties":false,"required":["stop"],"properties":{"stop":{"enum":["completed","budget","time-limit","failure-streak","interrupted"]},"note":{"type":"string","maxLength":2000},"agent":{"type":"string","maxLength":200},"model":{"type":"string","maxLength":200}}}}}');
;// CONCATENATED MODULE: ./src/schemas/review-findings.schema.json
const review_findings_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-findings.schema.json","title":"ReviewFindings","description":"findings.json: what the reviewer found, each finding quoting the code word for word. Closed vocabularies: an unknown value is an error, never coerced.","type":"object","additionalProperties":false,"required":["schema","scopeSha256","findings"],"definitions":{"text":{"type":"string","maxLength":20000},"finding":{"type":"object","additionalProperties":false,"required":["id","path","existing_code","content","category","severity","confidence","disposition"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},"path":{"type":"string","minLength":1,"maxLength":4096,"description":"A selected file of the sealed scope, byte-equal."},"existing_code":{"type":"string","minLength":1,"maxLength":20000,"description":"Whole consecutive lines of the head version, quoted word for word (whitespace may differ)."},"content":{"type":"string","minLength":1,"maxLength":20000,"description":"What is wrong."},"category":{"enum":["correctness","security","data-loss","concurrency","performance","error-handling","compatibility","maintainability","testing","documentation"]},"severity":{"enum":["critical","high","medium","low"]},"confidence":{"enum":["high","medium","low"]},"disposition":{"enum":["confirmed","refuted","unresolved"],"description":"confirmed and unresolved are open; refuted keeps its quoted ground."},"evidence":{"$ref":"#/definitions/text","description":"Why it is true (required when confirmed)."},"refutation":{"$ref":"#/definitions/text","description":"Why it does not hold (for refuted findings)."},"trigger":{"$ref":"#/definitions/text"},"consequence":{"$ref":"#/definitions/text"},"fix":{"$ref":"#/definitions/text"},"unit":{"type":"string","pattern":"^U[1-9][0-9]*$"},"pass":{"enum":["survey","blind","edge-case","verification-gap","refutation"]},"rule":{"type":"string","maxLength":64}}}},"properties":{"schema":{"const":"bmad-plus/review-findings/1"},"scopeSha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"findings":{"type":"array","maxItems":20000,"items":{"$ref":"#/definitions/finding"}}}}');
;// CONCATENATED MODULE: ./src/schemas/review-rules.schema.json
const review_rules_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-rules.schema.json","title":"ReviewRules","description":"A project\'s review rules (_bmad/review-rules.yaml): adds, replaces or disables built-in rules.","type":"object","additionalProperties":false,"required":["schema"],"properties":{"schema":{"const":"bmad-plus/review-rules/1"},"rules":{"type":"array","maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["id","title","globs","doc"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"title":{"type":"string","minLength":1,"maxLength":200},"group":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,31}$"},"globs":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":256}},"doc":{"type":"string","minLength":1,"maxLength":1024,"description":"Path of the rule\'s Markdown document, inside _bmad/, at most 64 KB."}}}},"disable":{"type":"array","maxItems":200,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"}}}}');
;// CONCATENATED MODULE: ./src/schemas/review-scope.schema.json
const review_scope_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-scope.schema.json","title":"ReviewScope","description":"scope.json: what a review must cover, sealed by scopeSha256 (SHA-256 of the canonical JSON of every field but id, scopeSha256 and request).","type":"object","additionalProperties":false,"required":["schema","id","scopeSha256","request","refs","effort","patterns","ruleSet","plan","totals","files","excluded","units"],"definitions":{"sha":{"type":"string","pattern":"^[0-9a-f]{40}([0-9a-f]{24})?$"},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"count":{"type":"integer","minimum":0},"effort":{"enum":["low","medium","high"]},"pass":{"enum":["blind","edge-case","verification-gap"]}},"properties":{"schema":{"const":"bmad-plus/review-scope/1"},"id":{"type":"string","description":"The review id: the name of the folder that holds the evidence."},"scopeSha256":{"$ref":"#/definitions/sha256"},"request":{"type":"object","additionalProperties":false,"required":["base","head"],"description":"The refs as the user named them (not sealed: the SHAs in refs are).","properties":{"base":{"type":"string"},"head":{"type":"string"}}},"refs":{"type":"object","additionalProperties":false,"required":["baseSha","headSha","mergeBase","workspace"],"properties":{"baseSha":{"$ref":"#/definitions/sha"},"headSha":{"$ref":"#/definitions/sha"},"mergeBase":{"$ref":"#/definitions/sha"},"workspace":{"type":"boolean","description":"true: the head is the working tree (untracked files included) on top of headSha."}}},"effort":{"$ref":"#/definitions/effort"},"patterns":{"type":"object","additionalProperties":false,"required":["include","exclude"],"properties":{"include":{"type":"array","items":{"type":"string"}},"exclude":{"type":"array","items":{"type":"string"}}}},"ruleSet":{"type":"object","additionalProperties":false,"required":["source","sha256","rules"],"properties":{"source":{"type":"string","description":"\\"built-in\\", or the project\'s rules file."},"sha256":{"$ref":"#/definitions/sha256"},"rules":{"type":"array","items":{"type":"string"}}}},"plan":{"type":"object","additionalProperties":false,"required":["effort","passes","refutation","survey","parallel"],"properties":{"effort":{"$ref":"#/definitions/effort"},"passes":{"type":"array","items":{"$ref":"#/definitions/pass"},"minItems":1,"maxItems":3},"refutation":{"type":"boolean"},"survey":{"type":"boolean","description":"150 changed lines or more: survey the change before reading it."},"parallel":{"type":"boolean","description":"400 changed lines or more in several units: review units in parallel."}}},"totals":{"type":"object","additionalProperties":false,"required":["files","changedLines","units","excluded"],"properties":{"files":{"$ref":"#/definitions/count"},"changedLines":{"$ref":"#/definitions/count"},"units":{"$ref":"#/definitions/count"},"excluded":{"$ref":"#/definitions/count"}}},"files":{"type":"array","description":"Selected files, byte-sorted by path.","items":{"type":"object","additionalProperties":false,"required":["path","status","kind","blob","added","deleted","unit","rules"],"properties":{"path":{"type":"string"},"from":{"type":"string","description":"The old path of a renamed file."},"status":{"enum":["added","modified","renamed","mode-changed","type-changed"]},"kind":{"enum":["file","symlink","submodule"],"description":"Only a file can be quoted by a finding."},"blob":{"$ref":"#/definitions/sha","description":"The object id of the head version (for a submodule, its commit)."},"added":{"$ref":"#/definitions/count"},"deleted":{"$ref":"#/definitions/count"},"unit":{"type":"string"},"rules":{"type":"array","items":{"type":"string"}}}}},"excluded":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["path","reason"],"properties":{"path":{"type":"string"},"reason":{"enum":["secret","binary","deleted","generated-or-vendored","excluded-by-pattern","not-included"]}}}},"units":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","files","changedLines"],"properties":{"id":{"type":"string","pattern":"^U[1-9][0-9]*$"},"files":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":8},"changedLines":{"$ref":"#/definitions/count"}}}}}}');
;// CONCATENATED MODULE: ./src/schemas/test-review-verdict.schema.json
const test_review_verdict_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/test-review-verdict.schema.json","title":"TestReviewVerdict","description":"The verdict JSON of `proofgate test-review` (stdout with --json, the --json FILE, the action\'s `json` output): a review verdict, a skip, or a prompt-only dry run. Keys follow the tea-test-review verdict so that consumers of either read both.","definitions":{"severityCount":{"type":"integer","minimum":0},"severityCounts":{"type":"object","additionalProperties":false,"required":["critical","high","medium","low"],"properties":{"critical":{"$ref":"#/definitions/severityCount"},"high":{"$ref":"#/definitions/severityCount"},"medium":{"$ref":"#/definitions/severityCount"},"low":{"$ref":"#/definitions/severityCount"}}},"maybeString":{"type":["string","null"]},"verdictRecommendation":{"enum":["Approve","Approve with Comments","Request Changes","Block"]},"verdictContextBasis":{"enum":["none","pr_diff","pr_diff_truncated"]},"verdictGateOn":{"enum":["introduced","all"]},"pathList":{"type":"array","items":{"type":"string"}},"verdictProvenance":{"type":"object","additionalProperties":false,"required":["teaCliVersion","skillRubricVersion","modelIdentifier","baseSha","headSha","triggerComment","workflowRun","gateMode","sources"],"description":"Where the verdict came from; unknown values are null and `sources` says why.","properties":{"teaCliVersion":{"type":"string","description":"The proofgate version that produced the verdict (key kept for compatibility)."},"skillRubricVersion":{"$ref":"#/definitions/maybeString"},"modelIdentifier":{"$ref":"#/definitions/maybeString"},"baseSha":{"$ref":"#/definitions/maybeString"},"headSha":{"$ref":"#/definitions/maybeString"},"triggerComment":{"$ref":"#/definitions/maybeString"},"workflowRun":{"$ref":"#/definitions/maybeString"},"gateMode":{"$ref":"#/definitions/verdictGateOn"},"sources":{"type":"object","additionalProperties":{"type":"string"}}}},"changedRange":{"type":"object","additionalProperties":false,"required":["start","end","provenance"],"properties":{"start":{"type":"integer"},"end":{"type":"integer"},"provenance":{"enum":["introduced","modified"]}}},"verdictFinding":{"type":"object","additionalProperties":false,"required":["criterion_id","severity","path","line","provenance","deduction","verdict_impact","row","file","section","title"],"properties":{"criterion_id":{"type":"string","pattern":"^[CHML][0-9]+$"},"severity":{"enum":["Critical","High","Medium","Low"]},"path":{"$ref":"#/definitions/maybeString"},"line":{"type":["integer","null"]},"provenance":{"enum":["introduced","modified","pre_existing","unknown"]},"changed_line_evidence":{"type":"object","additionalProperties":false,"required":["fileStatus","changed","ranges","symptomLine","reason"],"properties":{"fileStatus":{"enum":["added","modified","unknown"]},"changed":{"type":"boolean"},"ranges":{"type":"array","items":{"$ref":"#/definitions/changedRange"}},"symptomLine":{"type":["integer","null"]},"reason":{"type":"string"}}},"deduction":{"type":"integer","minimum":0},"verdict_impact":{"type":"boolean"},"row":{"type":"string"},"file":{"$ref":"#/definitions/maybeString"},"section":{"type":"string"},"title":{"type":"string"}}}},"oneOf":[{"title":"TestReviewResult","type":"object","additionalProperties":false,"required":["report","files","agent","model","reviewMode","gateOn","gatingQualityScore","gatingViolations","recommendation","rawQualityScore","qualityScore","scoreCap","scoreOverrideRule","verdictRule","violations","findings","reviewProvenance","reviewedFiles","contextBasis","contextFiles","contextWaiversApplied","keyStrengths","keyWeaknesses","advisoryObservations"],"properties":{"report":{"type":"string"},"files":{"$ref":"#/definitions/pathList"},"agent":{"type":"string"},"model":{"$ref":"#/definitions/maybeString"},"reviewMode":{"enum":["pr","full-file"]},"gateOn":{"$ref":"#/definitions/verdictGateOn"},"gatingQualityScore":{"type":"integer","minimum":0,"maximum":100},"gatingViolations":{"$ref":"#/definitions/severityCounts"},"recommendation":{"$ref":"#/definitions/verdictRecommendation"},"rawQualityScore":{"type":"integer","minimum":0,"maximum":100},"qualityScore":{"type":"integer","minimum":0,"maximum":100},"scoreCap":{"enum":[69,79,89,99,100]},"scoreOverrideRule":{"type":"string"},"verdictRule":{"type":"string"},"violations":{"$ref":"#/definitions/severityCounts"},"findings":{"type":"array","items":{"$ref":"#/definitions/verdictFinding"}},"reviewProvenance":{"$ref":"#/definitions/verdictProvenance"},"reviewedFiles":{"$ref":"#/definitions/pathList"},"contextBasis":{"$ref":"#/definitions/verdictContextBasis"},"contextFiles":{"$ref":"#/definitions/pathList"},"contextWaiversApplied":{"const":0},"keyStrengths":{"type":"array","items":{"type":"string"}},"keyWeaknesses":{"type":"array","items":{"type":"string"}},"advisoryObservations":{"type":"array","maxItems":10,"items":{"type":"string"}},"executionMode":{"enum":["agent-team","subagent","sequential"]},"excludedFiles":{"$ref":"#/definitions/pathList"},"preExistingFindingsCut":{"$ref":"#/definitions/severityCount"},"reportedQualityScore":{"type":"integer"},"reportedRecommendation":{"$ref":"#/definitions/verdictRecommendation"},"unscorableTestArtifacts":{"$ref":"#/definitions/pathList"},"gateFailures":{"type":"array","items":{"type":"string"}},"waived":{"const":true},"waiveReason":{"type":"string"},"waiveUntil":{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$"}}},{"title":"TestReviewSkip","type":"object","additionalProperties":false,"required":["skipped","reason","recommendation","qualityScore","files","contextBasis","contextFiles","gateOn","reviewProvenance"],"properties":{"skipped":{"const":true},"reason":{"type":"string"},"recommendation":{"type":"null"},"qualityScore":{"type":"null"},"files":{"type":"array","maxItems":0},"contextBasis":{"$ref":"#/definitions/verdictContextBasis"},"contextFiles":{"$ref":"#/definitions/pathList"},"gateOn":{"$ref":"#/definitions/verdictGateOn"},"reviewProvenance":{"$ref":"#/definitions/verdictProvenance"},"deletedFiles":{"$ref":"#/definitions/pathList"},"unscorableTestArtifacts":{"$ref":"#/definitions/pathList"},"gateFailures":{"type":"array","items":{"type":"string"}},"waived":{"const":true},"waiveReason":{"type":"string"},"waiveUntil":{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$"}}},{"title":"TestReviewPromptOnly","type":"object","additionalProperties":false,"required":["promptOnly","files","contextFiles","contextBasis","unscorableTestArtifacts"],"properties":{"promptOnly":{"const":true},"files":{"$ref":"#/definitions/pathList"},"contextFiles":{"$ref":"#/definitions/pathList"},"contextBasis":{"$ref":"#/definitions/verdictContextBasis"},"unscorableTestArtifacts":{"$ref":"#/definitions/pathList"}}}]}');
;// CONCATENATED MODULE: ./src/schemas/index.ts





/** Every file format proofgate reads or writes; `npm run build` publishes them under docs/schemas/. */
const SCHEMAS = {
    'review-coverage': review_coverage_schema_namespaceObject,
    'review-findings': review_findings_schema_namespaceObject,
    'review-rules': review_rules_schema_namespaceObject,
    'review-scope': review_scope_schema_namespaceObject,
    'test-review-verdict': test_review_verdict_schema_namespaceObject,
};

;// CONCATENATED MODULE: ./src/schemas/validate.ts


// Ajv is loaded on first use only: commands that validate nothing never parse it.
let ajv;
const compiled = new Map();
async function validator(name) {
    let fn = compiled.get(name);
    if (!fn) {
        if (!ajv) {
            const mod = await __webpack_require__.e(/* import() */ 703).then(__webpack_require__.t.bind(__webpack_require__, 70703, 23));
            // ajv is CommonJS: native ESM sees the named export `Ajv`, the bundle only `default.Ajv`.
            const Ajv = mod.Ajv ?? mod.default.Ajv;
            ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
        }
        fn = ajv.compile(SCHEMAS[name]);
        compiled.set(name, fn);
    }
    return fn;
}
function describe(e) {
    const at = e.instancePath === '' ? '(top level)' : e.instancePath;
    if (e.keyword === 'additionalProperties')
        return `${at}: unknown key ${JSON.stringify(e.params.additionalProperty)}`;
    if (e.keyword === 'enum')
        return `${at}: ${e.message} (${e.params.allowedValues.map(String).join(', ')})`;
    if (e.keyword === 'const')
        return `${at}: must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${e.message ?? e.keyword}`;
}
/** Every schema error of `data`, each naming the field; empty when valid. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map(describe);
}
/** Validates or throws one ProofgateError listing the first errors with the file they came from. */
async function assertSchema(name, data, file) {
    const errors = await schemaErrors(name, data);
    if (errors.length) {
        const shown = errors.slice(0, 5).join('; ');
        const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
        throw new text_errors.ProofgateError(`${file} is not valid: ${shown}${more}`);
    }
    return data;
}


/***/ }),

/***/ 95297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderCommand: () => (/* binding */ renderCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80978);
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
