export const id = 120;
export const ids = [120,290,928];
export const modules = {

/***/ 2928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(47494);
;// CONCATENATED MODULE: ./src/schemas/review-rules.schema.json
const review_rules_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-rules.schema.json","title":"ReviewRules","description":"A project\'s review rules (_bmad/review-rules.yaml): adds, replaces or disables built-in rules.","type":"object","additionalProperties":false,"required":["schema"],"properties":{"schema":{"const":"bmad-plus/review-rules/1"},"rules":{"type":"array","maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["id","title","globs","doc"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"title":{"type":"string","minLength":1,"maxLength":200},"group":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,31}$"},"globs":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":256}},"doc":{"type":"string","minLength":1,"maxLength":1024,"description":"Path of the rule\'s Markdown document, inside _bmad/, at most 64 KB."}}}},"disable":{"type":"array","maxItems":200,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"}}}}');
;// CONCATENATED MODULE: ./src/schemas/review-scope.schema.json
const review_scope_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-scope.schema.json","title":"ReviewScope","description":"scope.json: what a review must cover, sealed by scopeSha256 (SHA-256 of the canonical JSON of every field but id, scopeSha256 and request).","type":"object","additionalProperties":false,"required":["schema","id","scopeSha256","request","refs","effort","patterns","ruleSet","plan","totals","files","excluded","units"],"definitions":{"sha":{"type":"string","pattern":"^[0-9a-f]{40}([0-9a-f]{24})?$"},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"count":{"type":"integer","minimum":0},"effort":{"enum":["low","medium","high"]},"pass":{"enum":["blind","edge-case","verification-gap"]}},"properties":{"schema":{"const":"bmad-plus/review-scope/1"},"id":{"type":"string","description":"The review id: the name of the folder that holds the evidence."},"scopeSha256":{"$ref":"#/definitions/sha256"},"request":{"type":"object","additionalProperties":false,"required":["base","head"],"description":"The refs as the user named them (not sealed: the SHAs in refs are).","properties":{"base":{"type":"string"},"head":{"type":"string"}}},"refs":{"type":"object","additionalProperties":false,"required":["baseSha","headSha","mergeBase","workspace"],"properties":{"baseSha":{"$ref":"#/definitions/sha"},"headSha":{"$ref":"#/definitions/sha"},"mergeBase":{"$ref":"#/definitions/sha"},"workspace":{"type":"boolean","description":"true: the head is the working tree (untracked files included) on top of headSha."}}},"effort":{"$ref":"#/definitions/effort"},"patterns":{"type":"object","additionalProperties":false,"required":["include","exclude"],"properties":{"include":{"type":"array","items":{"type":"string"}},"exclude":{"type":"array","items":{"type":"string"}}}},"ruleSet":{"type":"object","additionalProperties":false,"required":["source","sha256","rules"],"properties":{"source":{"type":"string","description":"\\"built-in\\", or the project\'s rules file."},"sha256":{"$ref":"#/definitions/sha256"},"rules":{"type":"array","items":{"type":"string"}}}},"plan":{"type":"object","additionalProperties":false,"required":["effort","passes","refutation","survey","parallel"],"properties":{"effort":{"$ref":"#/definitions/effort"},"passes":{"type":"array","items":{"$ref":"#/definitions/pass"},"minItems":1,"maxItems":3},"refutation":{"type":"boolean"},"survey":{"type":"boolean","description":"150 changed lines or more: survey the change before reading it."},"parallel":{"type":"boolean","description":"400 changed lines or more in several units: review units in parallel."}}},"totals":{"type":"object","additionalProperties":false,"required":["files","changedLines","units","excluded"],"properties":{"files":{"$ref":"#/definitions/count"},"changedLines":{"$ref":"#/definitions/count"},"units":{"$ref":"#/definitions/count"},"excluded":{"$ref":"#/definitions/count"}}},"files":{"type":"array","description":"Selected files, byte-sorted by path.","items":{"type":"object","additionalProperties":false,"required":["path","status","kind","blob","added","deleted","unit","rules"],"properties":{"path":{"type":"string"},"from":{"type":"string","description":"The old path of a renamed file."},"status":{"enum":["added","modified","renamed","mode-changed","type-changed"]},"kind":{"enum":["file","symlink","submodule"],"description":"Only a file can be quoted by a finding."},"blob":{"$ref":"#/definitions/sha","description":"The object id of the head version (for a submodule, its commit)."},"added":{"$ref":"#/definitions/count"},"deleted":{"$ref":"#/definitions/count"},"unit":{"type":"string"},"rules":{"type":"array","items":{"type":"string"}}}}},"excluded":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["path","reason"],"properties":{"path":{"type":"string"},"reason":{"enum":["secret","binary","deleted","generated-or-vendored","excluded-by-pattern","not-included"]}}}},"units":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","files","changedLines"],"properties":{"id":{"type":"string","pattern":"^U[1-9][0-9]*$"},"files":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":8},"changedLines":{"$ref":"#/definitions/count"}}}}}}');
;// CONCATENATED MODULE: ./src/schemas/uat-config.schema.json
const uat_config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/uat-config.schema.json","title":"UatConfig","description":"The `uat` block of _bmad/config.yaml; a missing block means advisory with the defaults.","type":"object","additionalProperties":false,"properties":{"mode":{"enum":["advisory","gate","off"]},"granularity":{"enum":["delivery"]},"environment":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","maxLength":200},"url":{"type":"string","maxLength":2048}}},"page_budget":{"type":"object","additionalProperties":false,"properties":{"steps":{"type":"integer","minimum":1,"maximum":200},"minutes":{"type":"integer","minimum":1,"maximum":600}}},"dir":{"type":"string","minLength":1,"maxLength":1024}}}');
;// CONCATENATED MODULE: ./src/schemas/uat-run.schema.json
const uat_run_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/uat-run.schema.json","title":"UatRun","description":"What a tester answered on a recipe page (results/<ID>/<runId>.json); the page\'s export is exactly this document.","type":"object","additionalProperties":false,"required":["schema","specId","specVersion","specSha256","runId","tester","lang","startedAt","updatedAt","finishedAt","revision","answers"],"properties":{"schema":{"const":"bmad-plus/uat-run/1"},"specId":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"},"specVersion":{"type":"string","maxLength":64},"specSha256":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"The SHA-256 of the spec revision the page was built from."},"runId":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$"},"tester":{"type":"string","maxLength":200,"description":"Empty when the tester gave no name (an unsigned run)."},"lang":{"type":"string","pattern":"^[a-z]{2}$"},"startedAt":{"type":"string","maxLength":40},"updatedAt":{"type":"string","maxLength":40},"finishedAt":{"type":["string","null"],"maxLength":40,"description":"Set when the tester pressed Finish; null while the run is going on."},"revision":{"type":"integer","minimum":0,"maximum":1000000000,"description":"Increases at every change: the copy with the higher revision wins."},"answers":{"type":"array","maxItems":4000,"items":{"type":"object","additionalProperties":false,"required":["expect","status","note"],"properties":{"expect":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},"status":{"enum":["pass","fail","blocked","skip",null]},"note":{"type":"string","maxLength":4000},"at":{"type":"string","maxLength":40}}}}}}');
;// CONCATENATED MODULE: ./src/schemas/uat-spec.schema.json
const uat_spec_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/uat-spec.schema.json","title":"UatSpec","description":"A human acceptance recipe (_bmad-output/uat/specs/<ID>.json): one real sequence of steps a person plays on screen.","type":"object","additionalProperties":false,"required":["schema","id","version","title","environment","witnesses","steps"],"properties":{"schema":{"const":"bmad-plus/uat-spec/2"},"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$","description":"Must match the file name specs/<id>.json."},"version":{"type":"string","minLength":1,"maxLength":64,"description":"The product version the recipe accepts (compared with package.json by `uat spec-present`)."},"title":{"type":"string","minLength":1,"maxLength":200},"environment":{"type":"object","additionalProperties":false,"required":["name","url"],"properties":{"name":{"type":"string","maxLength":200},"url":{"type":"string","maxLength":2048}}},"testerNote":{"type":"string","maxLength":4000,"description":"What the tester should know before starting (shown on the first screen)."},"minutes":{"type":"integer","minimum":1,"maximum":600,"description":"Estimated duration; checked against the page budget."},"witnesses":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["id","thing","check"],"properties":{"id":{"$ref":"#/definitions/shortId"},"thing":{"type":"string","minLength":1,"maxLength":500,"description":"What the test relies on, e.g. a test customer account."},"check":{"$ref":"#/definitions/check"}}}},"steps":{"type":"array","minItems":1,"maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["id","where","do","expect","labels"],"properties":{"id":{"$ref":"#/definitions/shortId"},"where":{"type":"string","minLength":1,"maxLength":500,"description":"The screen or page the step happens on."},"do":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"string","minLength":1,"maxLength":500},"description":"One gesture per line."},"expect":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","additionalProperties":false,"required":["id","text"],"properties":{"id":{"$ref":"#/definitions/shortId"},"text":{"type":"string","minLength":1,"maxLength":500,"description":"One verifiable fact."}}}},"labels":{"type":"array","maxItems":50,"items":{"type":"string","minLength":1,"maxLength":200},"description":"The on-screen labels the step uses, word for word as in the code."},"writes":{"type":"boolean","description":"true when the step persists something for real; then `verify` is required."},"verify":{"$ref":"#/definitions/check"}}}}},"definitions":{"shortId":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},"check":{"description":"A read-only check: `sql` and `manual` are run and recorded by a person; `http` (GET or HEAD) and `command` (argv, no shell) by `uat verify`. Each kind needs its field (sql: query, manual: instructions, http: url, command: argv); `uat lint` checks it.","type":"object","additionalProperties":false,"required":["kind"],"properties":{"kind":{"enum":["sql","http","command","manual"]},"query":{"type":"string","minLength":1,"maxLength":4000,"description":"sql: the read-only query."},"instructions":{"type":"string","minLength":1,"maxLength":4000,"description":"manual: what the person checks."},"url":{"type":"string","pattern":"^https?://","maxLength":2048,"description":"http: the URL to request."},"method":{"enum":["GET","HEAD"],"description":"http: GET (default) or HEAD; nothing that writes."},"argv":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","maxLength":1000},"description":"command: program and arguments, run without a shell."},"expectStatus":{"type":"integer","minimum":100,"maximum":599,"description":"http: the expected status (default 200)."},"expectExit":{"type":"integer","minimum":0,"maximum":255,"description":"command: the expected exit code (default 0)."},"contains":{"type":"string","minLength":1,"maxLength":1000,"description":"http/command: text the body or stdout must contain."},"expect":{"type":"string","maxLength":1000,"description":"sql/manual: what the result must show."},"timeoutMs":{"type":"integer","minimum":100,"maximum":120000,"description":"http/command: give up after this long (default 10000)."}}}}}');
;// CONCATENATED MODULE: ./src/schemas/uat-triage.schema.json
const uat_triage_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/uat-triage.schema.json","title":"UatTriage","description":"The triage of one run (triage/<ID>.json): a class and a decision per failed, blocked or skipped expectation, and the read-only write checks of passed writing steps.","type":"object","additionalProperties":false,"required":["schema","specId","runId","items","writeChecks"],"properties":{"schema":{"const":"bmad-plus/uat-triage/1"},"specId":{"type":"string","maxLength":128},"runId":{"type":"string","maxLength":80,"description":"The run this triage answers; a triage of another run counts for nothing."},"items":{"type":"array","maxItems":4000,"items":{"type":"object","additionalProperties":false,"required":["expect","class","decision"],"properties":{"expect":{"type":"string","maxLength":64},"class":{"enum":["product","recipe","data","undecided"]},"decision":{"enum":["fix","amend-spec","remeasure","accept-risk","ask-tester"]},"owner":{"type":"string","minLength":1,"maxLength":200,"description":"Required with accept-risk: the person who accepts it."},"note":{"type":"string","maxLength":4000}}}},"writeChecks":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["step","kind","ok","at","by"],"properties":{"step":{"type":"string","maxLength":64},"kind":{"enum":["sql","http","command","manual"]},"ok":{"type":"boolean"},"at":{"type":"string","maxLength":40},"by":{"type":"string","minLength":1,"maxLength":200,"description":"`proofgate uat verify`, or the person who ran an sql or manual check."},"detail":{"type":"string","maxLength":2000}}}}}}');
;// CONCATENATED MODULE: ./src/schemas/index.ts






/** Every file format proofgate reads or writes; `npm run build` publishes them under docs/schemas/. */
const SCHEMAS = {
    'review-rules': review_rules_schema_namespaceObject,
    'review-scope': review_scope_schema_namespaceObject,
    'uat-config': uat_config_schema_namespaceObject,
    'uat-run': uat_run_schema_namespaceObject,
    'uat-spec': uat_spec_schema_namespaceObject,
    'uat-triage': uat_triage_schema_namespaceObject,
};

;// CONCATENATED MODULE: ./src/schemas/validate.ts


// Ajv is loaded on first use only: commands that validate nothing never parse it.
let ajv;
const compiled = new Map();
async function validator(name) {
    let fn = compiled.get(name);
    if (!fn) {
        if (!ajv) {
            // ajv is CommonJS: bundled, its class may sit on `default` rather than as a named export.
            const mod = (await __webpack_require__.e(/* import() */ 703).then(__webpack_require__.t.bind(__webpack_require__, 70703, 23)));
            const Ajv = mod.Ajv ?? mod.default?.Ajv;
            if (!Ajv)
                throw new Error('cannot load ajv');
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

/***/ 71137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function sha256(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new Error(`canonical JSON holds integers only, got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 7372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tk: () => (/* binding */ loadUatConfig)
/* harmony export */ });
/* unused harmony exports CONFIG_FILE, DEFAULT_DIR */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43439);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2928);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47494);





const CONFIG_FILE = '_bmad/config.yaml';
const DEFAULT_DIR = '_bmad-output/uat';
/** The `uat` block of _bmad/config.yaml with its defaults; no file or no block means advisory. */
async function loadUatConfig(cwd) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, CONFIG_FILE), 'utf8');
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
    }
    let block = {};
    if (text !== undefined) {
        let doc;
        try {
            doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__.parse)(text);
        }
        catch (err) {
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${CONFIG_FILE} is not valid YAML: ${err.message.split('\n')[0]}`);
        }
        const raw = doc && typeof doc === 'object' ? doc.uat : undefined;
        if (raw !== undefined && raw !== null)
            block = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_3__.assertSchema)('uat-config', raw, `${CONFIG_FILE} (uat block)`);
    }
    return {
        mode: block.mode ?? 'advisory',
        granularity: block.granularity ?? 'delivery',
        environment: { name: block.environment?.name ?? '', url: block.environment?.url ?? '' },
        budget: { steps: block.page_budget?.steps ?? 15, minutes: block.page_budget?.minutes ?? 30 },
        dir: block.dir ?? DEFAULT_DIR,
        source: text === undefined || block.mode === undefined ? 'default' : CONFIG_FILE,
    };
}


/***/ }),

/***/ 45290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ isRunId),
/* harmony export */   checkSpecId: () => (/* binding */ checkSpecId),
/* harmony export */   p: () => (/* binding */ uatFolder)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47494);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7372);



const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
function checkSpecId(id) {
    if (id === undefined || id === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError('a recipe id is required (e.g. `proofgate uat lint shop-1.2.0`)');
    if (!ID.test(id) || id.includes('..'))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`recipe id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
    return id;
}
function isRunId(id) {
    return RUN_ID.test(id) && !id.includes('..');
}
/** `--dir` wins over the config's `dir`, which wins over `_bmad-output/uat`. */
async function uatFolder(cwd, dir) {
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadUatConfig */ .Tk)(cwd);
    const d = dir ?? config.dir;
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(d) ? d : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, d);
    return {
        root,
        config,
        spec: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'specs', `${id}.json`),
        page: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'pages', `uat-${id}.html`),
        results: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'results', id),
        run: (id, runId) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'results', id, `${runId}.json`),
        triage: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'triage', `${id}.json`),
    };
}


/***/ }),

/***/ 80833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ expectations),
/* harmony export */   II: () => (/* binding */ loadSpec),
/* harmony export */   nH: () => (/* binding */ specErrors),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   uN: () => (/* binding */ specCounts),
/* harmony export */   vt: () => (/* binding */ readSpecText)
/* harmony export */ });
/* unused harmony exports SPEC_MAX_BYTES, specSha256, checkProblem, specProblems */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2928);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71137);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47494);





const SPEC_MAX_BYTES = 512 * 1024;
/** The revision fingerprint: SHA-256 of the spec's canonical JSON, so whitespace or key order never changes it. */
function specSha256(spec) {
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)(spec));
}
function specCounts(spec) {
    return {
        steps: spec.steps.length,
        expectations: spec.steps.reduce((n, s) => n + s.expect.length, 0),
        labels: new Set(spec.steps.flatMap((s) => s.labels)).size,
    };
}
/** Every expectation with the step it belongs to, in playing order. */
function expectations(spec) {
    return spec.steps.flatMap((step) => step.expect.map((e) => ({ step, id: e.id, text: e.text })));
}
const KIND_FIELD = { sql: 'query', manual: 'instructions', http: 'url', command: 'argv' };
/** What a check of this kind must carry, or undefined when it is complete. */
function checkProblem(check, where) {
    const field = KIND_FIELD[check.kind];
    return check[field] === undefined ? `${where}: a \`${check.kind}\` check needs \`${field}\`` : undefined;
}
/** Rules the schema cannot say: unique ids, a verify on every writing step, complete checks. */
function specProblems(spec, fileId) {
    const out = [];
    if (spec.id !== fileId)
        out.push(`/id: is ${JSON.stringify(spec.id)} but the file is specs/${fileId}.json; make them equal`);
    const seen = new Set();
    const unique = (id, where) => {
        if (seen.has(id))
            out.push(`${where}: id ${JSON.stringify(id)} is used twice; ids must be unique in the spec`);
        seen.add(id);
    };
    spec.witnesses.forEach((w, i) => {
        unique(w.id, `/witnesses/${i}`);
        const p = checkProblem(w.check, `/witnesses/${i}/check`);
        if (p)
            out.push(p);
    });
    spec.steps.forEach((s, i) => {
        unique(s.id, `/steps/${i}`);
        s.expect.forEach((e, j) => unique(e.id, `/steps/${i}/expect/${j}`));
        if (s.writes && !s.verify)
            out.push(`/steps/${i} (${s.id}): writes but has no \`verify\` check; add the read-only check that proves the write`);
        if (s.verify) {
            const p = checkProblem(s.verify, `/steps/${i}/verify`);
            if (p)
                out.push(p);
            if (!s.writes)
                out.push(`/steps/${i} (${s.id}): has a \`verify\` check but not \`writes: true\`; say whether the step persists something`);
        }
    });
    return out;
}
/** The text of specs/<ID>.json, bounded in size; a missing file says how to write one. */
async function readSpecText(folder, id, cwd) {
    const file = folder.spec(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`no recipe spec ${shown}: write one with \`proofgate uat init ${id}\``);
        throw err;
    }
    if (Buffer.byteLength(text) > SPEC_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${shown} is larger than ${SPEC_MAX_BYTES / 1024} KiB; split the recipe`);
    return { text, file: shown };
}
function parseJson(text, file) {
    try {
        return JSON.parse(text);
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${file} is not valid JSON: ${err.message}`);
    }
}
/** Every schema and rule problem of a parsed spec; empty when it can be built and gated. */
async function specErrors(data, id) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-spec', data);
    return errors.length ? errors : specProblems(data, id);
}
/** A spec that is valid, or a ProofgateError that says to run `uat lint`. */
async function loadSpec(folder, id, cwd) {
    const { text, file } = await readSpecText(folder, id, cwd);
    const data = parseJson(text, file);
    const errors = await specErrors(data, id);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${file} is not valid (${errors.length} error(s), first: ${errors[0]}); run \`proofgate uat lint ${id}\``);
    const spec = data;
    return { spec, sha256: specSha256(spec), file };
}


/***/ })

};
