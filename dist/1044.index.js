export const id = 1044;
export const ids = [1044];
export const modules = {

/***/ 31044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cz: () => (/* binding */ anchorFindings),
  zJ: () => (/* binding */ describeAnchor),
  nT: () => (/* binding */ isOpen),
  lE: () => (/* binding */ redactFinding)
});

// UNUSED EXPORTS: LineIndex, OTHER_SPACES

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/git/batch.ts
var batch = __webpack_require__(63040);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/git/diff.ts
var diff = __webpack_require__(63437);
;// CONCATENATED MODULE: ./src/git/sealed-read.ts




/**
 * Runs in a worker thread. Sent the list of `[path, oid]` once, it reads each file and answers
 * `[oid, bytes]` when the bytes hash to the blob `oid` as git hashes them (header and all), else
 * `[oid, null]`, a message at a time of up to 16 files or 1 MiB, and stops when two messages are
 * unanswered (each 'more' from the caller lets one more go). A link, a FIFO or a device is never
 * read (lstat first; O_NOFOLLOW and O_NONBLOCK cover a swap after it, fstat checks what was
 * opened); a file over `maxBytes` (no text file is larger) is left to git. The bytes move to the caller without a copy.
 */
const WORKER = `
const { parentPort, workerData: { maxBytes } } = require('node:worker_threads');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const read = (path, oid) => {
  if (!fs.lstatSync(path, { throwIfNoEntry: false })?.isFile()) return null;
  const fd = fs.openSync(path, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > maxBytes) return null;
    const bytes = new Uint8Array(stat.size);
    for (let filled = 0, n; filled < bytes.length; filled += n) {
      n = fs.readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (n === 0) return null;
    }
    const id = createHash(oid.length === 64 ? 'sha256' : 'sha1').update('blob ' + bytes.length + '\\0').update(bytes).digest('hex');
    return id === oid ? bytes : null;
  } finally {
    fs.closeSync(fd);
  }
};
let files = [];
let next = 0;
let credit = 2;
const pump = () => {
  for (; credit > 0 && next < files.length; credit--) {
    const answers = [];
    for (let size = 0; next < files.length && answers.length < 16 && size < 1 << 20; ) {
      const [path, oid] = files[next++];
      let bytes = null;
      try { bytes = read(path, oid); } catch {}
      size += bytes ? bytes.length : 0;
      answers.push([oid, bytes]);
    }
    parentPort.postMessage(answers, answers.flatMap(([, bytes]) => (bytes ? [bytes.buffer] : [])));
  }
};
parentPort.on('message', (message) => {
  if (message === 'more') credit++;
  else files = message;
  pump();
});
`;
/**
 * Below this many bytes, git pipes the blobs over sooner than a thread starts: the thread costs
 * about 20 ms (a one-file review, 92 ms with git, 108 ms with it), git and Node's draining of the
 * pipe about 2 ms a MiB (bench/anchor.mjs).
 */
const WORTH_BYTES = 8 * 1024 * 1024;
/** The files hold WORTH_BYTES in the working tree (sizes from lstat, a guess only: nothing read is trusted before its hash). */
function worthReading(root, files) {
    let bytes = 0;
    for (const f of files)
        if ((bytes += (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, f.path), { throwIfNoEntry: false })?.size ?? 0) >= WORTH_BYTES)
            return true;
    return false;
}
const start = () => new external_node_worker_threads_.Worker(WORKER, { eval: true, workerData: { maxBytes: diff/* TEXT_MAX_BYTES */.$K } });
/**
 * Hands `onBlob` each blob of `files`, in order, read from the working tree where the file
 * there holds exactly that blob (a checkout, usually), else null. Reading a checked-out file and
 * hashing it costs a fraction of having git pipe the blob over, and the hash keeps the answer the
 * sealed blob's whatever the tree holds now (an edit, a filter, a link). A worker thread reads and
 * hashes while the caller works on what has arrived; if it fails, the rest is null (left to git),
 * and so is everything when the files are too few bytes to be worth a thread.
 * An exception thrown by `onBlob` stops the reader and rejects.
 */
function readSealedFromTree(root, files, onBlob) {
    return new Promise((resolve, reject) => {
        if (!worthReading(root, files)) {
            for (const f of files)
                onBlob(f.oid, null);
            return resolve();
        }
        const worker = start();
        let answered = 0;
        let done = false;
        const finish = (err) => {
            if (done)
                return;
            done = true;
            void worker.terminate();
            if (err)
                reject(err);
            else
                resolve();
        };
        const hand = (oid, data) => {
            answered++;
            onBlob(oid, data);
        };
        worker.on('message', (answers) => {
            if (done)
                return;
            worker.postMessage('more');
            try {
                for (const [oid, bytes] of answers)
                    hand(oid, bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
            }
            catch (err) {
                return finish(err);
            }
            if (answered === files.length)
                finish();
        });
        // The worker gone early: what it did not answer is left to git.
        const fallBack = () => {
            if (done)
                return;
            try {
                while (answered < files.length)
                    hand(files[answered].oid, null);
            }
            catch (err) {
                return finish(err);
            }
            finish();
        };
        worker.on('error', fallBack);
        worker.on('exit', fallBack);
        worker.postMessage(files.map((f) => [`${root}/${f.path}`, f.oid]));
    });
}

// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
;// CONCATENATED MODULE: ./src/review/anchor.ts




const normalise = (line) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
const NL = 10;
const [SP, TAB, CR] = [32, 9, 13];
const blank = (c) => c === SP || c === TAB || c === CR;
const anchor_escape = (text) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
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
        const sorted = [...needles.keys()].sort((x, y) => y.length - x.length).map(anchor_escape);
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
const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix', 'suggestion'];
/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
function redactFinding(f) {
    const out = { ...f };
    for (const k of QUOTED_FIELDS)
        if (typeof out[k] === 'string')
            out[k] = (0,redact/* redact */.E$)(out[k]);
    return out;
}
/**
 * Locates every finding's quote in the head version: the bytes of the blob the scope sealed,
 * read from the working tree where they hash to its id (a checkout, usually), else from git
 * objects; only the blobs quoted, each searched as soon as it is read. Symlinks and submodules
 * cannot be quoted.
 */
async function anchorFindings(root, scope, findings) {
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
    const fromGit = [];
    const files = [...byBlob].map(([oid, { path }]) => ({ path, oid }));
    await readSealedFromTree(root, files, (blob, data) => (data ? locate(blob, data) : fromGit.push(blob)));
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
