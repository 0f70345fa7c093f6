export const id = 160;
export const ids = [160];
export const modules = {

/***/ 80160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cz: () => (/* binding */ anchorFindings),
  zJ: () => (/* binding */ describeAnchor),
  nT: () => (/* binding */ isOpen),
  lE: () => (/* binding */ redactFinding),
  Zx: () => (/* binding */ sealedBlobs)
});

// EXTERNAL MODULE: ./src/git/batch.ts
var batch = __webpack_require__(63040);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(10308);
;// CONCATENATED MODULE: ./src/git/sealed-read.ts



/**
 * The working-tree file at `path` when its bytes are the blob `oid` of `size` bytes (as git
 * reported it), else null: then the caller reads the blob from git. A checkout's file costs a
 * fraction of having git pipe the same blob over, and hashing what was read keeps the answer the
 * sealed blob's whatever the tree holds now (an edit, a filter, a link). Only a regular file of
 * exactly that size is read (a link, a FIFO, a device or a larger file never is: lstat first,
 * then O_NOFOLLOW and O_NONBLOCK against a swap, and fstat on what was opened); any error is a null.
 *
 * Given `scratch`, the bytes are read into it when they fit and the answer is a view of it, valid
 * until the caller reuses it: a thousand files read into one buffer leave the garbage collector
 * nothing to do, where a buffer each made up most of its work.
 */
function readIfBlob(root, path, oid, size, scratch) {
    const full = (0,external_node_path_.join)(root, path);
    let fd;
    try {
        const seen = (0,external_node_fs_.lstatSync)(full);
        if (!seen.isFile() || seen.size !== size)
            return null;
        fd = (0,external_node_fs_.openSync)(full, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        const opened = (0,external_node_fs_.fstatSync)(fd);
        if (!opened.isFile() || opened.size !== size)
            return null;
        const data = scratch && scratch.length >= size ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
        for (let filled = 0; filled < size;) {
            const n = (0,external_node_fs_.readSync)(fd, data, filled, size - filled, filled);
            if (n === 0)
                return null;
            filled += n;
        }
        return (0,git/* blobId */.zA)(data, (0,git/* formatOf */.be)(oid)) === oid ? data : null;
    }
    catch {
        return null;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/review/line-index.ts

const normalise = (line) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
const NL = 10;
const [SP, TAB, CR] = [32, 9, 13];
const blank = (c) => c === SP || c === TAB || c === CR;
const line_index_escape = (text) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
/** UTF-8 bytes of every whitespace \s matches beyond space, tab, CR and LF: VT, FF, NBSP, U+1680, U+2000-200A, U+2028/9, U+202F, U+205F, U+3000, BOM. */
const OTHER_SPACES = [
    '\v',
    '\f',
    '\u00a0',
    '\u1680',
    ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
    '\u2028',
    '\u2029',
    '\u202f',
    '\u205f',
    '\u3000',
    '\ufeff',
].map((space) => Buffer.from(space, 'utf8'));
/**
 * Where a line may hold whitespace that trimming its ends does not normalise, over the file's
 * bytes read as latin1: two spaces, a tab or a CR after a word (a trailing run counts too). The
 * two spaces are searched in the same pass as the quotes (a pattern of one character there
 * would slow the whole pass down threefold); tabs and CRs in their own, when the file has one.
 */
const AFTER_WORD = { spaces: '[^ \\t\\r\\n] {2}', tab: /[^\t\n]\t/g, cr: /\r[^\n]/g };
/** Quotes' first lines searched in one pass, at most this much pattern at a time. */
const PATTERN_CHARS = 64 * 1024;
/** A text's UTF-8 bytes read as latin1: ASCII is itself. */
const asLatin1 = (text) => (/^[\x00-\x7f]*$/.test(text) ? text : Buffer.from(text, 'utf8').toString('latin1'));
/**
 * A file's bytes, searched without decoding or normalising the whole file.
 * A line holding only single spaces between its words, and no whitespace but
 * spaces, tabs and CRs at its ends, normalises to its bytes trimmed: there a
 * quote's first line stands verbatim. One native pass over the file (a regular
 * expression over its bytes read as latin1) finds every quote's first line
 * verbatim and every other line, which is decoded and normalised once.
 * Reading every byte in JavaScript would cost more than git takes to hand the
 * file over.
 */
class LineIndex {
    buf;
    starts = [0];
    counted = false;
    latin1;
    irregular;
    everyLine;
    constructor(buf) {
        this.buf = buf;
    }
    /** The bytes read as latin1, one character a byte: native string searches over them give byte offsets. */
    text() {
        this.latin1 ??= this.buf.toString('latin1');
        return this.latin1;
    }
    /**
     * Line starts where each text stands verbatim between blanks, and (on the first call) the
     * lines normalisation changes beyond trimming their ends, or a few more: a superset is
     * exact, only slower.
     */
    search(texts) {
        const found = new Map();
        const needles = new Map();
        for (const text of texts)
            needles.set(asLatin1(text), text);
        const flagged = this.irregular ? undefined : new Set();
        const patterns = flagged ? [AFTER_WORD.spaces] : [];
        if (flagged)
            this.flagOthers(flagged);
        // Longest first: where one first line is a prefix of another, only the longer can stand alone on its line.
        const sorted = [...needles.keys()].sort((x, y) => y.length - x.length).map(line_index_escape);
        do {
            const batch = patterns.splice(0);
            let size = batch.join('|').length;
            while (sorted.length && (batch.length === 0 || size + sorted[0].length < PATTERN_CHARS)) {
                size += sorted[0].length + 1;
                batch.push(sorted.shift());
            }
            this.scan(new RegExp(batch.join('|'), 'g'), needles, found, flagged);
        } while (sorted.length);
        if (flagged)
            this.irregular = this.decode(flagged);
        return found;
    }
    /** Lines with a tab or CR after a word, or any whitespace but space, tab, CR and LF: native searches, memchr first. */
    flagOthers(flagged) {
        const b = this.buf;
        const latin1 = this.text();
        const mark = (at) => {
            flagged.add(b.lastIndexOf(NL, at) + 1);
            const nl = b.indexOf(NL, at);
            return nl < 0 ? b.length : nl + 1;
        };
        for (const [byte, re] of [
            [TAB, AFTER_WORD.tab],
            [CR, AFTER_WORD.cr],
        ]) {
            if (!b.includes(byte))
                continue;
            re.lastIndex = 0;
            for (let m = re.exec(latin1); m; m = re.exec(latin1))
                re.lastIndex = mark(m.index);
        }
        const ascii = (0,external_node_buffer_.isAscii)(b);
        for (const space of OTHER_SPACES)
            if (space.length === 1 || !ascii)
                for (let at = b.indexOf(space); at >= 0; at = b.indexOf(space, mark(at)))
                    ;
    }
    scan(re, needles, found, flagged) {
        const b = this.buf;
        const latin1 = this.text();
        for (let m = re.exec(latin1); m; m = re.exec(latin1)) {
            const text = needles.get(m[0]);
            if (text === undefined) {
                flagged.add(latin1.lastIndexOf('\n', m.index) + 1);
                const nl = latin1.indexOf('\n', m.index);
                re.lastIndex = nl < 0 ? latin1.length : nl + 1;
                continue;
            }
            re.lastIndex = m.index + 1;
            let s = m.index;
            while (s > 0 && blank(b[s - 1]))
                s--;
            if (s > 0 && b[s - 1] !== NL)
                continue;
            let e = m.index + m[0].length;
            while (e < b.length && blank(b[e]))
                e++;
            if (e < b.length && b[e] !== NL)
                continue;
            const starts = found.get(text);
            if (starts)
                starts.push(s);
            else
                found.set(text, [s]);
            re.lastIndex = e;
        }
    }
    /**
     * Every line, decoded: for a quote holding U+FFFD over a file that is not UTF-8, where
     * invalid bytes decode to U+FFFD and so are not compared by their bytes.
     */
    allLines() {
        if (this.everyLine)
            return this.everyLine;
        const starts = [0];
        for (let i = this.buf.indexOf(NL); i >= 0; i = this.buf.indexOf(NL, i + 1))
            starts.push(i + 1);
        this.everyLine = this.decode(starts);
        return this.everyLine;
    }
    decode(starts) {
        const byStart = new Map();
        const byText = new Map();
        for (const start of starts) {
            const nl = this.buf.indexOf(NL, start);
            const text = normalise(this.buf.toString('utf8', start, nl < 0 ? this.buf.length : nl));
            byStart.set(start, text);
            const same = byText.get(text);
            if (same)
                same.push(start);
            else
                byText.set(text, [start]);
        }
        return { byStart, byText };
    }
    /** The line [start, end) normalises to `line`. */
    lineEquals(start, end, line, decoded) {
        const b = this.buf;
        let s = start;
        let e = end;
        while (s < e && blank(b[s]))
            s++;
        while (e > s && blank(b[e - 1]))
            e--;
        if (e - s === line.latin1.length && this.text().startsWith(line.latin1, s))
            return true;
        return decoded.byStart.get(start) === line.text;
    }
    /** 1-based line number of a byte offset (line starts counted once per file, as far as needed). */
    lineNumber(offset) {
        const starts = this.starts;
        const text = this.text();
        for (let last = starts[starts.length - 1]; !this.counted && last <= offset;) {
            const nl = text.indexOf('\n', last);
            if (nl < 0)
                this.counted = true;
            else
                starts.push((last = nl + 1));
        }
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    }
    /**
     * The quote's lines match the file's lines from the line starting at `start`. Each byte
     * compared is charged to `budget`; false once it is spent (the caller reports that).
     */
    matchesAt(start, q, decoded, budget) {
        let at = start;
        for (const line of q) {
            if (at > this.buf.length)
                return false;
            const nl = this.text().indexOf('\n', at);
            const end = nl < 0 ? this.buf.length : nl;
            budget.bytes -= end - at + 1;
            if (budget.bytes < 0)
                return false;
            if (!this.lineEquals(at, end, line, decoded))
                return false;
            at = end + 1;
        }
        return true;
    }
    /**
     * Where each quote stands as whole consecutive lines, whitespace normalised.
     * Lines are 1-based; blank lines around a quote do not count.
     */
    locateAll(quotes) {
        const prepared = quotes.map((quote) => {
            const texts = quote.split(/\r?\n/).map(normalise);
            while (texts.length && texts[0] === '')
                texts.shift();
            while (texts.length && texts[texts.length - 1] === '')
                texts.pop();
            return { quote, texts };
        });
        // No bytes decode to a lone surrogate: such a quote matches no line.
        const searched = prepared.filter(({ texts }) => texts.length && texts.every((t) => t.isWellFormed()));
        const verbatim = searched.length ? this.search([...new Set(searched.map(({ texts }) => texts[0]))]) : new Map();
        return prepared.map(({ quote, texts }) => {
            if (texts.length === 0)
                return { status: 'unlocated', reason: 'the quote is blank' };
            const hits = [];
            if (texts.every((t) => t.isWellFormed())) {
                const q = texts.map((text) => ({ text, latin1: asLatin1(text) }));
                const decoded = texts.some((t) => t.includes('\ufffd')) && !(0,external_node_buffer_.isUtf8)(this.buf) ? this.allLines() : this.irregular;
                const others = decoded.byText.get(texts[0]) ?? [];
                const mine = verbatim.get(texts[0]) ?? [];
                const starts = others.length ? [...new Set([...mine, ...others])].sort((x, y) => x - y) : mine;
                // Comparing lines at every place the first line stands is quadratic when a long quote repeats
                // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
                // that needs more is ambiguous, never located.
                const budget = { bytes: 2 * this.buf.length + 2 * Buffer.byteLength(quote) + 4096 };
                for (const start of starts) {
                    if (!this.matchesAt(start, q, decoded, budget)) {
                        if (budget.bytes < 0)
                            return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES), tooMany: true };
                        continue;
                    }
                    const line = this.lineNumber(start);
                    hits.push({ start: line, end: line + q.length - 1 });
                }
            }
            if (hits.length === 1)
                return { status: 'located', ...hits[0] };
            if (hits.length > 1)
                return {
                    status: 'ambiguous',
                    candidates: hits.slice(0, MAX_CANDIDATES),
                    ...(hits.length > MAX_CANDIDATES ? { places: hits.length } : {}),
                };
            return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
        });
    }
    locate(quote) {
        return this.locateAll([quote])[0];
    }
}

;// CONCATENATED MODULE: ./src/review/anchor.ts




const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix', 'suggestion'];
/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
function redactFinding(f) {
    const out = { ...f };
    for (const k of QUOTED_FIELDS)
        if (typeof out[k] === 'string')
            out[k] = (0,redact/* redact */.E$)(out[k]);
    return out;
}
/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;
/**
 * What git has of every file blob the scope sealed (type and size; null when missing), asked at
 * once: git answers while the findings are read and checked. Its failure is the caller's when awaited.
 */
function sealedBlobs(root, scope) {
    const asking = (0,batch/* objectInfo */._d)(root, [...new Set(scope.files.filter((f) => f.kind === 'file').map((f) => f.blob))]);
    asking.catch(() => undefined);
    return asking;
}
/**
 * Locates every finding's quote in the head version: the bytes of the blob the scope sealed,
 * read from the working tree where they hash to its id (a checkout, usually), else from git
 * objects as they stream in; only the blobs quoted. Symlinks and submodules cannot be quoted.
 * `blobs` is sealedBlobs' answer when the caller asked early; else only the quoted blobs are asked.
 */
async function anchorFindings(root, scope, findings, blobs) {
    const byPath = new Map(scope.files.map((f) => [f.path, f]));
    const anchors = [];
    const byBlob = new Map();
    findings.forEach((f, i) => {
        const file = byPath.get(f.path);
        if (!file)
            anchors[i] = { status: 'unlocated', reason: 'not a selected file of the scope' };
        else if (file.kind !== 'file')
            anchors[i] = { status: 'unlocated', reason: `a ${file.kind} is not quotable` };
        else if (byBlob.has(file.blob))
            byBlob.get(file.blob).quoting.push(i);
        else
            byBlob.set(file.blob, { path: file.path, quoting: [i] });
    });
    const locate = (blob, data) => {
        const { quoting } = byBlob.get(blob);
        const located = data
            ? new LineIndex(data).locateAll(quoting.map((i) => findings[i].existing_code))
            : quoting.map(() => ({
                status: 'unlocated',
                reason: `the head version (blob ${blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0`,
            }));
        quoting.forEach((i, k) => (anchors[i] = located[k]));
    };
    // Sizes first (headers only): a blob missing here stays missing whatever the tree holds, and
    // only a tree file of the blob's size is read and hashed.
    const info = byBlob.size ? await (blobs ?? (0,batch/* objectInfo */._d)(root, [...byBlob.keys()])) : new Map();
    const fromGit = [];
    // Each file is done with before the next is read: one buffer serves them all.
    const scratch = byBlob.size > 1 ? Buffer.allocUnsafe(SCRATCH) : undefined;
    for (const [blob, { path }] of byBlob) {
        const found = info.get(blob);
        const data = found?.type === 'blob' ? readIfBlob(root, path, blob, found.size, scratch) : null;
        if (data)
            locate(blob, data);
        else if (found)
            fromGit.push(blob);
        else
            locate(blob, null);
    }
    await (0,batch/* streamObjects */.Fd)(root, fromGit, (blob, { data }) => locate(blob, data));
    return findings.map((f, i) => ({ ...redactFinding(f), anchor: anchors[i] }));
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
        return a.places !== undefined
            ? `ambiguous: ${a.places} places (the first ${a.candidates.length} at lines ${a.candidates.map((c) => c.start).join(', ')})`
            : `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
    return `unlocated: ${a.reason}`;
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
// character: the `m` closing an ANSI colour, or an escaped character: `\n` / `\u003d` in JSON
// (or `u003d` once its backslash is lost), `%3D` in a URL, `\x22` or `\042` in a string literal.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\x1b\[[0-9;]*m|\\u[0-9a-fA-F]{4}\[[0-9;]*m|\\[nrt]|%[0-9A-Fa-f]{2}|\\x[0-9A-Fa-f]{2}|\\?u[0-9A-Fa-f]{4}|\\[0-7]{3})`;
const token = (body, flags = 'g') => new RegExp(`${START}${body}(?![A-Za-z0-9_])`, flags);
// Each pattern is bounded (no nested quantifiers over the same class) to stay linear on hostile input.
const SHAPES = [
    // Private key blocks, also unterminated (to the end of the text).
    /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    // The rest of a block whose start was cut off: the text opens with its base64 lines and end line.
    /^[A-Za-z0-9+/=\s]*-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----/,
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
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|xox|xapp-|hooks\.slack|eyJ|-----(?:BEGIN|END)|:\/\/|authoriz|bearer|passw|secret|token|key|credential|auth/i;
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
