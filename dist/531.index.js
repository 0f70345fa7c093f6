export const id = 531;
export const ids = [531];
export const modules = {

/***/ 10531:
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
;// CONCATENATED MODULE: ./src/schemas/index.ts




/** Every file format proofgate reads or writes; `npm run build` publishes them under docs/schemas/. */
const SCHEMAS = {
    'review-coverage': review_coverage_schema_namespaceObject,
    'review-findings': review_findings_schema_namespaceObject,
    'review-rules': review_rules_schema_namespaceObject,
    'review-scope': review_scope_schema_namespaceObject,
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


/***/ })

};
