export const id = 89;
export const ids = [89];
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

/***/ 76089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewCompare: () => (/* binding */ reviewCompare)
/* harmony export */ });
/* unused harmony export COMPARE_SCHEMA */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1558);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47494);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42939);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49647);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51390);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27566);







const COMPARE_SCHEMA = 'proofgate/review-compare/1';
const brief = ({ id, path, category, severity, disposition }) => ({ id, path, category, severity, disposition });
function findingsOf(loaded, id) {
    if (loaded.status === 'ok')
        return loaded.data.findings;
    const why = loaded.status === 'missing' ? 'is missing' : loaded.status === 'other-scope' ? 'answers another scope' : `is not valid (${loaded.errors[0]})`;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`findings.json of review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)(id)} ${why}: compare needs both reviews' findings`);
}
/**
 * `review compare ID --since EARLIER`: sorts the findings of two reviews of the
 * same work. Identity is path, category and normalised quote, never line or id;
 * a finding that disappeared is resolved only if the later review completed its file.
 */
async function reviewCompare(options) {
    const later = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const earlier = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewPaths */ .xF)(options.cwd, options.since, options.dir);
    const [laterScope, earlierScope] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .loadScope */ .h9)(later), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .loadScope */ .h9)(earlier)]);
    const laterFindings = findingsOf(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .loadFindings */ .fk)(later, laterScope), later.id);
    const earlierFindings = findingsOf(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .loadFindings */ .fk)(earlier, earlierScope), earlier.id);
    const coverage = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .loadCoverage */ .b2)(later, laterScope);
    const completed = new Set(coverage.status === 'ok' ? coverage.data.items.filter((i) => i.outcome === 'completed').map((i) => i.path) : []);
    const before = new Map(earlierFindings.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT).map((f) => [(0,_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .findingIdentity */ .A)(f), f]));
    const now = new Map(laterFindings.map((f) => [(0,_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .findingIdentity */ .A)(f), f]));
    const result = { new: [], persisting: [], resolved: [], refuted: [], notReviewed: [] };
    for (const [key, f] of now) {
        if (!(0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT)(f))
            result.refuted.push(brief(f));
        else
            (before.has(key) ? result.persisting : result.new).push(brief(f));
    }
    for (const [key, f] of before) {
        if (now.has(key))
            continue;
        (completed.has(f.path) ? result.resolved : result.notReviewed).push(brief(f));
    }
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(later.folder, 'compare.json');
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .q)(file, { schema: COMPARE_SCHEMA, id: later.id, since: earlier.id, scopes: { later: laterScope.scopeSha256, earlier: earlierScope.scopeSha256 }, ...result });
    const lines = [
        `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)(later.id)} since ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)(earlier.id)}: ${result.new.length} new, ${result.persisting.length} persisting, ${result.resolved.length} resolved, ${result.refuted.length} refuted, ${result.notReviewed.length} not reviewed`,
        `compare: ${file}`,
    ];
    for (const f of result.notReviewed)
        lines.push(`- not reviewed: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)(f.path)} (the later review did not complete this file)`);
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.ok, lines, json: { file, ...result } };
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


/***/ })

};
