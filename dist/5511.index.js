export const id = 5511;
export const ids = [5511];
export const modules = {

/***/ 31631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ anchorFindings),
/* harmony export */   lE: () => (/* binding */ redactFinding),
/* harmony export */   nT: () => (/* binding */ isOpen),
/* harmony export */   zJ: () => (/* binding */ describeAnchor)
/* harmony export */ });
/* unused harmony export LineIndex */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53326);


const normalise = (line) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
const NL = 10;
/** UTF-8 bytes (as latin1) of every whitespace that \\s matches beyond space, tab and line ends: VT, FF, NBSP, U+1680, U+2000-200A, U+2028/9, U+202F, U+205F, U+3000, BOM. */
const EXOTIC_SPACES = [
    '\v',
    '\f',
    '\xc2\xa0',
    '\xe1\x9a\x80',
    ...Array.from({ length: 11 }, (_, i) => `\xe2\x80${String.fromCharCode(0x80 + i)}`),
    '\xe2\x80\xa8',
    '\xe2\x80\xa9',
    '\xe2\x80\xaf',
    '\xe2\x81\x9f',
    '\xe3\x80\x80',
    '\xef\xbb\xbf',
].map((s) => Buffer.from(s, 'latin1'));
const [SP, TAB, CR] = [32, 9, 13];
/** A token standing this often or less is a cheap enough handle: stop looking for a rarer one. */
const RARE_ENOUGH = 2;
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
    regular;
    constructor(buf) {
        this.buf = buf;
    }
    /**
     * True when every line's normalised form is simply its trimmed text: no
     * whitespace run inside a line other than one space, and no exotic space.
     * Then a normalised first line can be searched verbatim (one native scan);
     * otherwise the token search below, which is exact for any whitespace.
     */
    isRegular() {
        this.regular ??= this.scanRegular();
        return this.regular;
    }
    /**
     * One pass over the bytes: a whitespace run between two words of a line must
     * be exactly one space; a byte that may start an exotic space (VT, FF, or a
     * UTF-8 lead byte) sends the file to the exact byte-sequence check.
     */
    scanRegular() {
        const b = this.buf;
        let word = false;
        let run = 0;
        let odd = false;
        let suspect = false;
        for (let i = 0; i < b.length; i++) {
            const c = b[i];
            if (c === NL) {
                word = false;
                run = 0;
                odd = false;
            }
            else if (c === SP || c === TAB || c === CR) {
                if (word) {
                    run++;
                    if (c !== SP || run > 1)
                        odd = true;
                }
            }
            else {
                if (run > 0 && odd)
                    return false;
                if (c >= 0x80 || c === 11 || c === 12)
                    suspect = true;
                word = true;
                run = 0;
                odd = false;
            }
        }
        return !suspect || !EXOTIC_SPACES.some((seq) => b.includes(seq));
    }
    /** Line starts where the quote's first line stands verbatim, alone on its line (regular files only). */
    verbatimStarts(first) {
        const b = this.buf;
        const needle = Buffer.from(first, 'utf8');
        const starts = [];
        for (let at = b.indexOf(needle); at >= 0; at = b.indexOf(needle, at + 1)) {
            let s = at;
            while (s > 0 && (b[s - 1] === SP || b[s - 1] === TAB || b[s - 1] === CR))
                s--;
            if (s > 0 && b[s - 1] !== NL)
                continue;
            let e = at + needle.length;
            while (e < b.length && (b[e] === SP || b[e] === TAB || b[e] === CR))
                e++;
            if (e < b.length && b[e] !== NL)
                continue;
            starts.push(s);
        }
        return starts;
    }
    /** 1-based line number of a byte offset (line starts counted once per file, on first need). */
    lineNumber(offset) {
        if (!this.starts) {
            const starts = [0];
            for (let i = this.buf.indexOf(NL); i >= 0; i = this.buf.indexOf(NL, i + 1))
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
    /**
     * The quote's lines match the file's lines from the line starting at `start`. Each byte
     * compared is charged to `budget`; false once it is spent (the caller reports that).
     */
    matchesAt(start, q, budget) {
        let at = start;
        for (const line of q) {
            if (at > this.buf.length)
                return false;
            const nl = this.buf.indexOf(NL, at);
            const end = nl < 0 ? this.buf.length : nl;
            budget.bytes -= end - at + 1;
            if (budget.bytes < 0)
                return false;
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
        const starts = this.isRegular() ? this.verbatimStarts(q[0]) : this.tokenStarts(q[0]);
        const hits = [];
        // Comparing lines at every place the first line stands is quadratic when a long quote repeats
        // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
        // that needs more is ambiguous, never located.
        const budget = { bytes: 2 * this.buf.length + 2 * Buffer.byteLength(quote) + 4096 };
        for (const start of starts) {
            if (!this.matchesAt(start, q, budget)) {
                if (budget.bytes < 0)
                    return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES), tooMany: true };
                continue;
            }
            const line = this.lineNumber(start);
            hits.push({ start: line, end: line + q.length - 1 });
        }
        if (hits.length === 1)
            return { status: 'located', ...hits[0] };
        if (hits.length > 1)
            return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES) };
        return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
    }
    /** Line starts of every line holding the first line's rarest token: a superset of the matches, for any whitespace. */
    tokenStarts(first) {
        // Every token of the first line must stand in the file; the rarest is the cheapest handle.
        const tokens = [...new Set(first.split(' '))]
            .sort((a, b) => b.length - a.length)
            .slice(0, 8)
            .map((t) => Buffer.from(t));
        let best;
        let bestCount = Infinity;
        for (const t of tokens) {
            const n = this.count(t, RARE_ENOUGH * 8);
            if (n === 0)
                return [];
            if (n < bestCount)
                [best, bestCount] = [t, n];
            if (n <= RARE_ENOUGH)
                break;
        }
        const starts = [];
        for (let at = this.buf.indexOf(best); at >= 0; at = this.buf.indexOf(best, at + 1)) {
            const start = at === 0 ? 0 : this.buf.lastIndexOf(NL, at - 1) + 1;
            if (starts[starts.length - 1] !== start)
                starts.push(start);
        }
        return starts;
    }
}
const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix', 'suggestion'];
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
    const wanted = [
        ...new Set(findings
            .map((f) => byPath.get(f.path))
            .filter((f) => f?.kind === 'file')
            .map((f) => f.blob)),
    ];
    const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__.readObjects)(root, wanted);
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
            anchor = index
                ? index.locate(f.existing_code)
                : {
                    status: 'unlocated',
                    reason: `the head version (blob ${file.blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0`,
                };
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
    if (a.status === 'ambiguous' && a.tooMany)
        return `ambiguous: too many places to compare${a.candidates.length ? ` (first at lines ${a.candidates.map((c) => c.start).join(', ')})` : ''}`;
    if (a.status === 'ambiguous')
        return `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
    return `unlocated: ${a.reason}`;
}


/***/ }),

/***/ 95511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewCompare: () => (/* binding */ reviewCompare)
/* harmony export */ });
/* unused harmony export COMPARE_SCHEMA */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31631);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84232);







const COMPARE_SCHEMA = 'proofgate/review-compare/1';
const brief = ({ id, path, category, severity, disposition }) => ({ id, path, category, severity, disposition });
function findingsOf(loaded, id) {
    if (loaded.status === 'ok')
        return loaded.data.findings;
    const why = loaded.status === 'missing'
        ? 'is missing'
        : loaded.status === 'other-scope'
            ? 'answers another scope'
            : `is not valid (${loaded.errors[0]})`;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`findings.json of review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(id)} ${why}: compare needs both reviews' findings`);
}
/**
 * `review compare ID --since EARLIER`: sorts the findings of two reviews of the
 * same work. Identity is path, category and normalised quote, never line or id;
 * a finding that disappeared is resolved only if the later review completed its file.
 */
async function reviewCompare(options) {
    const later = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const earlier = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.since, options.dir);
    const [laterScope, earlierScope] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadScope */ .h9)(later), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadScope */ .h9)(earlier)]);
    const laterFindings = findingsOf(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(later, laterScope), later.id);
    const earlierFindings = findingsOf(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(earlier, earlierScope), earlier.id);
    const coverage = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadCoverage */ .b2)(later, laterScope);
    const completed = new Set(coverage.status === 'ok' ? coverage.data.items.filter((i) => i.outcome === 'completed').map((i) => i.path) : []);
    const before = new Map(earlierFindings.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_5__/* .isOpen */ .nT).map((f) => [(0,_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .findingIdentity */ .A)(f), f]));
    const now = new Map(laterFindings.map((f) => [(0,_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .findingIdentity */ .A)(f), f]));
    const result = {
        new: [],
        persisting: [],
        resolved: [],
        refuted: [],
        notReviewed: [],
    };
    for (const [key, f] of now) {
        if (!(0,_anchor_js__WEBPACK_IMPORTED_MODULE_5__/* .isOpen */ .nT)(f))
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
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(later.root, file, {
        schema: COMPARE_SCHEMA,
        id: later.id,
        since: earlier.id,
        scopes: { later: laterScope.scopeSha256, earlier: earlierScope.scopeSha256 },
        ...result,
    });
    const lines = [
        `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(later.id)} since ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(earlier.id)}: ${result.new.length} new, ${result.persisting.length} persisting, ${result.resolved.length} resolved, ${result.refuted.length} refuted, ${result.notReviewed.length} not reviewed`,
        `compare: ${file}`,
    ];
    for (const f of result.notReviewed)
        lines.push(`- not reviewed: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(f.path)} (the later review did not complete this file)`);
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.ok, lines, json: { file, ...result } };
}


/***/ }),

/***/ 84232:
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
