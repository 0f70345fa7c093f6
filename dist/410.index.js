export const id = 410;
export const ids = [410];
export const modules = {

/***/ 64153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ anchorFindings),
/* harmony export */   nT: () => (/* binding */ isOpen),
/* harmony export */   zJ: () => (/* binding */ describeAnchor)
/* harmony export */ });
/* unused harmony exports LineIndex, redactFinding */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20098);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14764);


const normalise = (line) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
const NL = 10;
/**
 * A file's bytes, searched without decoding or normalising the whole file:
 * the quote's first line is found through its rarest token (native
 * Buffer.indexOf), and only the lines where that token stands are decoded and
 * compared, whitespace normalised. Reading every byte in JavaScript would cost
 * more than git takes to hand the file over.
 */
class LineIndex {
    buf;
    starts;
    constructor(buf) {
        this.buf = buf;
    }
    /** 1-based line number of a byte offset (line starts counted once per file, on first need). */
    lineNumber(offset) {
        if (!this.starts) {
            const starts = [0];
            const b = this.buf;
            for (let i = 0; i < b.length; i++)
                if (b[i] === NL)
                    starts.push(i + 1);
            this.starts = starts;
        }
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    }
    /** Occurrences of `token`, stopping once there are more than `limit`. */
    count(token, limit) {
        let n = 0;
        for (let at = this.buf.indexOf(token); at >= 0 && n <= limit; at = this.buf.indexOf(token, at + token.length))
            n++;
        return n;
    }
    /** The quote's lines match the file's lines from the line starting at `start`. */
    matchesAt(start, q) {
        let at = start;
        for (const line of q) {
            if (at > this.buf.length)
                return false;
            const nl = this.buf.indexOf(NL, at);
            const end = nl < 0 ? this.buf.length : nl;
            if (normalise(this.buf.toString('utf8', at, end)) !== line)
                return false;
            at = end + 1;
        }
        return true;
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
        // Every token of the first line must stand in the file; the rarest is the cheapest handle.
        const tokens = [...new Set(q[0].split(' '))].sort((a, b) => b.length - a.length).slice(0, 8).map((t) => Buffer.from(t));
        let best;
        let bestCount = Infinity;
        for (const t of tokens) {
            const n = this.count(t, 1);
            if (n === 0)
                return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
            if (n < bestCount)
                [best, bestCount] = [t, n];
            if (n === 1)
                break;
        }
        const hits = [];
        let lastStart = -1;
        for (let at = this.buf.indexOf(best); at >= 0; at = this.buf.indexOf(best, at + 1)) {
            const start = at === 0 ? 0 : this.buf.lastIndexOf(NL, at - 1) + 1;
            if (start === lastStart)
                continue;
            lastStart = start;
            if (!this.matchesAt(start, q))
                continue;
            const line = this.lineNumber(start);
            hits.push({ start: line, end: line + q.length - 1 });
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
            out[k] = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(out[k]);
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
    const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .readObjects */ .$I)(root, wanted);
    const indexes = new Map();
    const indexFor = (blob) => {
        if (!indexes.has(blob)) {
            const data = blobs.get(blob)?.data;
            indexes.set(blob, data ? new LineIndex(data) : null);
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

/***/ 99186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDocument: () => (/* binding */ checkDocument),
/* harmony export */   hk: () => (/* binding */ annotations),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME)
/* harmony export */ });
/* unused harmony exports CHECK_SCHEMA, CHECK_TEXT_MAX, ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31066);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51603);


const CHECK_SCHEMA = 'proofgate/review-check/1';
const DEFAULT_CHECK_NAME = 'proofgate review';
/** GitHub's limits: output summary and text 65,535 each; 50 annotations per request; message 64 KB; title 255. */
const CHECK_TEXT_MAX = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
const LEVEL = { critical: 'failure', high: 'failure', medium: 'warning', low: 'notice' };
const CONCLUSION = { clean: 'success', findings: 'failure', incomplete: 'failure' };
/** Every open, located finding as an annotation, most severe first. */
function annotations(r) {
    return (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open)
        .filter((f) => f.anchor.status === 'located')
        .map((f) => {
        const a = f.anchor;
        return {
            path: f.path,
            start_line: a.start,
            end_line: a.end,
            annotation_level: LEVEL[f.severity],
            title: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(`${f.severity} ${f.category}: ${f.id}`, 255).slice(0, 255),
            message: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)([f.content, f.evidence && `Evidence: ${f.evidence}`, f.consequence && `Consequence: ${f.consequence}`].filter(Boolean).join('\n\n'), 60_000),
            raw_details: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(f.existing_code, 60_000),
        };
    });
}
/** The check document of `review gate --emit-check`: a `github` block shaped as a check run. */
function checkDocument(r, name = DEFAULT_CHECK_NAME) {
    const all = annotations(r);
    const open = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open);
    return {
        schema: CHECK_SCHEMA,
        verdict: r.verdict,
        exitCode: r.exitCode,
        totalAnnotations: all.length,
        github: {
            name,
            head_sha: r.scope.refs.headSha,
            external_id: `proofgate-review:${r.id}:${r.scope.scopeSha256}`,
            status: 'completed',
            conclusion: CONCLUSION[r.verdict],
            output: {
                title: `${r.verdict}: coverage ${r.coverage.completed}/${r.coverage.selected}, ${r.open.length} open finding(s)`,
                summary: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHeadSections */ .o$)(r).join('\n\n'), CHECK_TEXT_MAX),
                text: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(open.length ? open.map(_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSection */ .Ux).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
                annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
            },
        },
    };
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
// EXTERNAL MODULE: ./src/schemas/validate.ts + 10 modules
var validate = __webpack_require__(10626);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(93472);
// EXTERNAL MODULE: ./src/review/paths.ts
var paths = __webpack_require__(27674);
// EXTERNAL MODULE: ./src/review/scope.ts + 1 modules
var review_scope = __webpack_require__(65178);
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

/***/ 57410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(1558);
// EXTERNAL MODULE: ./src/review/gate.ts
var gate = __webpack_require__(85687);
// EXTERNAL MODULE: ./src/review/check.ts
var check = __webpack_require__(99186);
// EXTERNAL MODULE: ./src/review/render-gate.ts
var render_gate = __webpack_require__(31066);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(71137);
// EXTERNAL MODULE: ./src/review/identity.ts
var identity = __webpack_require__(27566);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(66405);
;// CONCATENATED MODULE: ./src/review/sarif.ts




const LEVEL = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
const CATEGORIES = ['correctness', 'security', 'data-loss', 'concurrency', 'performance', 'error-handling', 'compatibility', 'maintainability', 'testing', 'documentation'];
/** SARIF 2.1.0 for code scanning: each open, located finding; rules are the ten categories. */
function sarif(r) {
    const results = (0,render_gate/* bySeverity */.Np)(r.open)
        .filter((f) => f.anchor.status === 'located')
        .map((f) => {
        const a = f.anchor;
        return {
            ruleId: f.category,
            level: LEVEL[f.severity],
            message: { text: [f.content, f.evidence && `Evidence: ${f.evidence}`].filter(Boolean).join('\n\n') },
            locations: [{ physicalLocation: { artifactLocation: { uri: f.path }, region: { startLine: a.start, endLine: a.end } } }],
            partialFingerprints: { 'proofgateFinding/v1': (0,hash/* sha256 */.sc)((0,identity/* findingIdentity */.A)(f)) },
            properties: { severity: f.severity, confidence: f.confidence, disposition: f.disposition, id: f.id },
        };
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'proofgate', version: version/* VERSION */.x, informationUri: 'https://github.com/OWNER/proofgate', rules: CATEGORIES.map((id) => ({ id, shortDescription: { text: `${id} finding of a proofgate review` } })) } },
                automationDetails: { id: `proofgate-review/${r.id}` },
                results,
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/review/gate-command.ts





/** The gate with its optional documents: the check file and SARIF. */
async function gateCommand(o) {
    const result = await (0,gate/* reviewGate */.Ew)(o);
    const lines = (0,gate/* gateLines */.HN)(result);
    const files = {};
    if (o.emitCheck) {
        files.check = (0,external_node_path_.resolve)(o.cwd, o.emitCheck);
        await (0,text_files/* writeJsonAtomic */.q)(files.check, (0,check.checkDocument)(result, o.checkName));
        lines.push(`check: ${files.check}`);
    }
    if (o.sarif) {
        files.sarif = (0,external_node_path_.resolve)(o.cwd, o.sarif);
        await (0,text_files/* writeJsonAtomic */.q)(files.sarif, sarif(result));
        lines.push(`sarif: ${files.sarif}`);
    }
    const { scope: _scope, paths: _paths, ...json } = result;
    return { exitCode: result.exitCode, lines, json: { ...json, files }, result };
}


/***/ }),

/***/ 85687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ reviewGate),
/* harmony export */   HN: () => (/* binding */ gateLines),
/* harmony export */   zY: () => (/* binding */ CLEAN_MEANS)
/* harmony export */ });
/* unused harmony export VERDICT_EXIT */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20098);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47494);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71137);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42939);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64153);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49647);






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
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(unexplained)}`);
    if (coverage?.run && coverage.run.stop !== 'completed')
        reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
    for (const unit of coverage ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .abandonedUnits */ .QY)(coverage) : [])
        reasons.push(`unit ${unit} was abandoned after three failed attempts in a row`);
    const completed = paths.filter((p) => items.get(p)?.outcome === 'completed');
    const done = [...completed, ...waived.filter((p) => !unexplained.includes(p))];
    return { reasons, done, counts: { selected: paths.length, completed: completed.length, waived: waived.length, failed: failed.length, unaccounted: unaccounted.length } };
}
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadScope */ .h9)(paths);
    const [coverage, findings] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadCoverage */ .b2)(paths, scope), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(paths, scope)]);
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
        anchored = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .anchorFindings */ .Cz)(repo.root, scope, findings.data.findings);
        const notAnchored = anchored.filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .isOpen */ .nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(notAnchored.map((f) => `${f.id} (${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .describeAnchor */ .zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !f.evidence?.trim());
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(noEvidence.map((f) => f.id))}`);
    }
    const open = anchored.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .isOpen */ .nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    const headline = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
    return { id: paths.id, verdict, exitCode: VERDICT_EXIT[verdict], reasons, coverage: c, done: cov.done, findings: anchored, open, refuted, scope, headline, paths };
}
/** What a person reads: the headline, then each reason (or what clean means). */
function gateLines(r) {
    if (r.verdict === 'incomplete')
        return [r.headline, ...r.reasons.map((x) => `- ${x}`)];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS];
    return [r.headline];
}


/***/ }),

/***/ 27566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ findingIdentity)
/* harmony export */ });
/** A finding is the same finding across reviews when path, category and normalised quote agree: never line or id. */
function findingIdentity(f) {
    const quote = f.existing_code
        .split(/\r?\n/)
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter((l) => l !== '')
        .join('\n');
    return `${f.path}\u0000${f.category}\u0000${quote}`;
}


/***/ }),

/***/ 31066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ gateSections),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   Ux: () => (/* binding */ findingSection),
/* harmony export */   o$: () => (/* binding */ gateHeadSections)
/* harmony export */ });
/* unused harmony export SEVERITY_ORDER */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85687);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64153);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42939);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71137);




const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];
const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' };
/** Most severe first, then by path and line, so the first 50 are the ones that matter. */
function bySeverity(findings) {
    const line = (f) => (f.anchor.status === 'located' ? f.anchor.start : Number.MAX_SAFE_INTEGER);
    return [...findings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || line(a) - line(b));
}
function findingSection(f) {
    return [
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.id)} in ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.path)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.content),
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdFence */ .F)(f.existing_code),
        ...(f.evidence ? ['', `**Evidence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.evidence)}`] : []),
        ...(f.trigger ? ['', `**Trigger.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.trigger)}`] : []),
        ...(f.consequence ? ['', `**Consequence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.consequence)}`] : []),
        ...(f.fix ? ['', `**Fix.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.fix)}`] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence_`,
    ].join('\n');
}
/** The head of every report: verdict first, the coverage table, the reasons. */
function gateHeadSections(r) {
    const c = r.coverage;
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(r.id)}: **${r.verdict}**`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(r.headline),
        '',
        r.verdict === 'clean' ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .zY}._` : r.verdict === 'findings' ? 'The scope is fully covered and at least one finding is open.' : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head];
    if (r.reasons.length)
        sections.push(['### What is missing', '', ...r.reasons.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(x)}`)].join('\n'));
    if (r.open.length) {
        const counts = SEVERITY_ORDER.map((s) => [s, r.open.filter((f) => f.severity === s).length]).filter(([, n]) => n > 0);
        sections.push(['```mermaid', 'pie showData title Open findings by severity', ...counts.map(([s, n]) => `  "${s}" : ${n}`), '```'].join('\n'));
    }
    return sections;
}
/** Every section of the gate's report, in reading order. */
function gateSections(r) {
    const sections = gateHeadSections(r);
    const open = bySeverity(r.open);
    if (open.length)
        sections.push(`### Open findings (${open.length})`, ...open.map(findingSection));
    const refuted = r.findings.filter((f) => f.disposition === 'refuted');
    if (refuted.length)
        sections.push(['<details><summary>Refuted findings (' + refuted.length + ')</summary>', '', ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.path)}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.refutation ?? f.content)}`), '', '</details>'].join('\n'));
    const excluded = r.scope.excluded;
    sections.push(excluded.length
        ? ['<details><summary>Excluded files (' + excluded.length + ')</summary>', '', '| file | reason |', '| --- | --- |', ...excluded.slice(0, 500).map((e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.path)} | \`${e.reason}\` |`), ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []), '', '</details>'].join('\n')
        : '_No file was excluded._');
    return sections;
}


/***/ }),

/***/ 51603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ fitBytes)
/* harmony export */ });
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and ends it with how many
 * characters were left out (`where` says where the rest is). Deterministic.
 * Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    let cut = Math.max(0, maxBytes - Buffer.byteLength(note(total)));
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    const newline = buf.lastIndexOf(0x0a, cut - 1);
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    return `${kept}${note(total - [...kept].length)}`;
}


/***/ })

};
