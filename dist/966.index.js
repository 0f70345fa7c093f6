export const id = 966;
export const ids = [966,531];
export const modules = {

/***/ 51390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cz: () => (/* binding */ anchorFindings),
  zJ: () => (/* binding */ describeAnchor),
  nT: () => (/* binding */ isOpen)
});

// UNUSED EXPORTS: LineIndex, redactFinding

// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(20098);
;// CONCATENATED MODULE: ./src/text/redact.ts
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
function redact(text) {
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, REDACTED);
    out = out.replace(URL_CREDENTIALS, (_m, head, pw, at) => (pw.startsWith('$') ? `${head}${pw}${at}` : `${head}${REDACTED}${at}`));
    out = out.replace(AUTH_HEADER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(BEARER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => (redactValue(value) ? `${head}${quote}${REDACTED}` : m));
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

;// CONCATENATED MODULE: ./src/review/anchor.ts


const normalise = (line) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
/** A file's lines, normalised once, with the positions of each line for quick lookups. */
class LineIndex {
    lines;
    at = new Map();
    constructor(text) {
        this.lines = text.split(/\r?\n/).map(normalise);
        this.lines.forEach((l, i) => {
            const list = this.at.get(l);
            if (list)
                list.push(i);
            else
                this.at.set(l, [i]);
        });
    }
    /**
     * Where the quote stands as whole consecutive lines, whitespace normalised.
     * Lines are 1-based; blank lines around the quote do not count.
     */
    locate(quote) {
        const q = quote.split(/\r?\n/).map(normalise);
        while (q.length && q[0] === '')
            q.shift();
        while (q.length && q[q.length - 1] === '')
            q.pop();
        if (q.length === 0)
            return { status: 'unlocated', reason: 'the quote is blank' };
        const hits = [];
        for (const i of this.at.get(q[0]) ?? []) {
            let ok = true;
            for (let k = 1; k < q.length && ok; k++)
                ok = this.lines[i + k] === q[k];
            if (ok)
                hits.push({ start: i + 1, end: i + q.length });
        }
        if (hits.length === 1)
            return { status: 'located', ...hits[0] };
        if (hits.length > 1)
            return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES) };
        return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
    }
}
const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix'];
/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
function redactFinding(f) {
    const out = { ...f };
    for (const k of QUOTED_FIELDS)
        if (typeof out[k] === 'string')
            out[k] = redact(out[k]);
    return out;
}
/**
 * Locates every finding's quote in the head version, read from git objects by
 * the blob ids the scope sealed (never the work tree). Symlinks and submodules
 * cannot be quoted.
 */
async function anchorFindings(root, scope, findings) {
    const byPath = new Map(scope.files.map((f) => [f.path, f]));
    const wanted = [...new Set(findings.map((f) => byPath.get(f.path)).filter((f) => f?.kind === 'file').map((f) => f.blob))];
    const blobs = await (0,git/* readObjects */.$I)(root, wanted);
    const indexes = new Map();
    const indexFor = (blob) => {
        if (!indexes.has(blob)) {
            const data = blobs.get(blob)?.data;
            indexes.set(blob, data ? new LineIndex(data.toString('utf8')) : null);
        }
        return indexes.get(blob);
    };
    return findings.map((f) => {
        const file = byPath.get(f.path);
        let anchor;
        if (!file)
            anchor = { status: 'unlocated', reason: 'not a selected file of the scope' };
        else if (file.kind !== 'file')
            anchor = { status: 'unlocated', reason: `a ${file.kind} is not quotable` };
        else {
            const index = indexFor(file.blob);
            anchor = index ? index.locate(f.existing_code) : { status: 'unlocated', reason: `the head version (blob ${file.blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0` };
        }
        return { ...redactFinding(f), anchor };
    });
}
function isOpen(f) {
    return f.disposition !== 'refuted';
}
function describeAnchor(a) {
    if (a.status === 'located')
        return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
    if (a.status === 'ambiguous')
        return `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
    return `unlocated: ${a.reason}`;
}


/***/ }),

/***/ 49647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QY: () => (/* binding */ abandonedUnits),
  b2: () => (/* binding */ loadCoverage),
  fk: () => (/* binding */ loadFindings),
  h9: () => (/* binding */ loadScope),
  OD: () => (/* binding */ nameList),
  xF: () => (/* binding */ reviewPaths)
});

// UNUSED EXPORTS: EVIDENCE_MAX_BYTES

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/text/json.ts

const MAX_DEPTH = 64;
// Every string token of valid JSON, in order; a key is a string followed by a colon.
const STRING_TOKEN = /"(?:[^"\\]|\\.)*"(\s*:)?/g;
const decoder = new TextDecoder('utf-8', { fatal: true });
function walk(value, depth, errors, path) {
    const at = path || '(top level)';
    if (depth > MAX_DEPTH) {
        errors.push(`${at}: nested deeper than ${MAX_DEPTH} levels`);
        return 0;
    }
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            errors.push(`${at}: a string holds a lone surrogate`);
        return 0;
    }
    if (Array.isArray(value))
        return value.reduce((n, v, i) => n + walk(v, depth + 1, errors, `${path}/${i}`), 0);
    if (value && typeof value === 'object') {
        let keys = 0;
        for (const [k, v] of Object.entries(value)) {
            keys++;
            if (k === '__proto__' || k === 'constructor' || k === 'prototype')
                errors.push(`${at}: the key "${k}" is not accepted`);
            if (!k.isWellFormed())
                errors.push(`${at}: a key holds a lone surrogate`);
            keys += walk(v, depth + 1, errors, `${path}/${k}`);
        }
        return keys;
    }
    return 0;
}
/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth. Duplicate keys are found by counting key
 * tokens against the keys JSON.parse kept: exact for valid JSON, and ~10× faster
 * than a tokenizing parser on multi-megabyte files.
 */
function parseStrictJson(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return { ok: false, errors: ['starts with a byte order mark (write UTF-8 without BOM)'] };
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        return { ok: false, errors: ['is not valid UTF-8'] };
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        return { ok: false, errors: [`is not valid JSON: ${err.message}`] };
    }
    const errors = [];
    const keys = walk(data, 0, errors, '');
    let tokens = 0;
    for (const m of text.matchAll(STRING_TOKEN))
        if (m[1] !== undefined)
            tokens++;
    if (tokens !== keys)
        errors.push('has a duplicate key in an object (each key may appear once)');
    return errors.length ? { ok: false, errors } : { ok: true, data };
}
/** Reads a regular file (never through a symlink) of at most `maxBytes` and parses it strictly. */
async function readStrictJson(path, maxBytes) {
    let info;
    try {
        info = await (0,promises_.lstat)(path);
    }
    catch {
        return { status: 'missing' };
    }
    if (info.isSymbolicLink())
        return { status: 'invalid', errors: ['is a symlink (write a regular file)'] };
    if (!info.isFile())
        return { status: 'invalid', errors: ['is not a regular file'] };
    if (info.size > maxBytes)
        return { status: 'invalid', errors: [`is ${info.size} bytes; the limit is ${maxBytes}`] };
    const parsed = parseStrictJson(await (0,promises_.readFile)(path));
    return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
}

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(47494);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(71137);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42939);
// EXTERNAL MODULE: ./src/schemas/validate.ts + 5 modules
var validate = __webpack_require__(10531);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(93472);
// EXTERNAL MODULE: ./src/review/paths.ts
var paths = __webpack_require__(27674);
// EXTERNAL MODULE: ./src/review/scope.ts + 2 modules
var review_scope = __webpack_require__(26879);
;// CONCATENATED MODULE: ./src/review/evidence.ts









const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;
const LIST_CAP = 10;
/** A list for one line of output: the first ten names, then how many more. */
function nameList(items) {
    const shown = items.slice(0, LIST_CAP).map(neutralise/* visible */.RK).join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}
function reviewPaths(cwd, id, dir) {
    const checked = review_folder/* reviewFolder */.B.checkId(id);
    const folder = (0,external_node_path_.join)((0,external_node_path_.resolve)(cwd, dir ?? review_scope/* DEFAULT_REVIEW_DIR */.$2), checked);
    return { id: checked, folder, file: (name) => (0,external_node_path_.join)(folder, review_folder/* reviewFolder */.B.files[name]) };
}
/** The sealed scope; anything wrong with it is an error (exit 3), because nothing can be judged against it. */
async function loadScope(paths) {
    const file = paths.file('scope');
    const read = await readStrictJson(file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        throw new text_errors.ProofgateError(`no scope.json in ${paths.folder}: seal one first with \`proofgate review scope ${paths.id}\``);
    if (read.status === 'invalid')
        throw new text_errors.ProofgateError(`${file} ${read.errors[0]}`);
    const errors = await (0,validate/* schemaErrors */.d)('review-scope', read.data);
    if (errors.length)
        throw new text_errors.ProofgateError(`${file} is not a valid scope: ${errors.slice(0, 3).join('; ')}`);
    const scope = read.data;
    const actual = (0,review_scope/* scopeHash */.h3)(scope);
    if (actual !== scope.scopeSha256)
        throw new text_errors.ProofgateError(`${file} does not match its seal (recorded ${(0,hash/* short */.h0)(scope.scopeSha256)}, content hashes to ${(0,hash/* short */.h0)(actual)}): seal the scope again`);
    return scope;
}
async function loadEvidence(file, schema, scope) {
    const read = await readStrictJson(file, EVIDENCE_MAX_BYTES);
    if (read.status !== 'ok')
        return read;
    const errors = await (0,validate/* schemaErrors */.d)(schema, read.data);
    if (errors.length)
        return { status: 'invalid', errors };
    const data = read.data;
    if (data.scopeSha256 !== scope.scopeSha256)
        return { status: 'other-scope', scopeSha256: data.scopeSha256 };
    return { status: 'ok', data, errors: [] };
}
/** Checks that each path names a selected file, byte-equal; returns one error per bad entry. */
function pathErrors(entries, selected, what) {
    const errors = [];
    entries.forEach((e, i) => {
        const problem = (0,paths/* pathProblem */.z9)(e.path);
        if (problem)
            errors.push(`${what(i)}: path ${JSON.stringify((0,neutralise/* visible */.RK)(e.path))} ${problem}`);
        else if (!selected.has(e.path))
            errors.push(`${what(i)}: path ${JSON.stringify((0,neutralise/* visible */.RK)(e.path))} is not a selected file of the scope`);
    });
    return errors;
}
async function loadFindings(paths, scope) {
    const loaded = await loadEvidence(paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const at = (i) => `findings[${i}] (${(0,neutralise/* visible */.RK)(loaded.data.findings[i].id)})`;
    const errors = pathErrors(loaded.data.findings, selected, at);
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
        if (seen.has(f.id))
            errors.push(`${at(i)}: duplicate id`);
        seen.add(f.id);
        if (f.unit !== undefined && !units.has(f.unit))
            errors.push(`${at(i)}: unit ${f.unit} is not a unit of the scope`);
    });
    return errors.length ? { status: 'invalid', errors } : loaded;
}
async function loadCoverage(paths, scope) {
    const loaded = await loadEvidence(paths.file('coverage'), 'review-coverage', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const errors = pathErrors(loaded.data.items, selected, (i) => `items[${i}]`);
    const seen = new Set();
    loaded.data.items.forEach((item, i) => {
        if (seen.has(item.path))
            errors.push(`items[${i}]: ${JSON.stringify((0,neutralise/* visible */.RK)(item.path))} is listed twice`);
        seen.add(item.path);
    });
    (loaded.data.units ?? []).forEach((u, i) => {
        if (!units.has(u.id))
            errors.push(`units[${i}]: ${u.id} is not a unit of the scope`);
    });
    return errors.length ? { status: 'invalid', errors } : loaded;
}
/** Three failed attempts in a row abandon a unit for this review; a later attempt does not bring it back. */
function abandonedUnits(coverage) {
    return (coverage.units ?? []).filter((u) => u.attempts.join(' ').includes('failed failed failed')).map((u) => u.id);
}


/***/ }),

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
