export const id = 615;
export const ids = [615,108,2137];
export const modules = {

/***/ 76163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ anchorFiles),
  D: () => (/* binding */ anchorTaken)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
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

// EXTERNAL MODULE: ./src/review/line-index.ts
var line_index = __webpack_require__(14061);
;// CONCATENATED MODULE: ./src/review/anchor-files.ts







/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;
/** The bundle's thread entry, beside the chunk that holds this code. Run from src/ there is none: one thread does all. */
const THREAD_ENTRY = (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url)), 'worker.js');
/** Starting a thread costs about 40 ms; below this much to read, hash and search per thread it saves less. */
const BYTES_PER_THREAD = 16 * 1024 * 1024;
const MAX_HELPERS = 3;
/**
 * Reads, hashes and searches the tasks `take` hands out, until it hands out an index past the
 * end: threads that share one counter share the work, whoever is free takes the next file.
 */
function anchorTaken(root, tasks, take) {
    const answers = new Map();
    // Each file is done with before the next is read: one buffer serves them all.
    const scratch = tasks.length > 1 ? Buffer.allocUnsafe(SCRATCH) : undefined;
    for (let i = take(); i < tasks.length; i = take()) {
        const { blob, path, size, quotes } = tasks[i];
        const data = readIfBlob(root, path, blob, size, scratch);
        answers.set(i, data ? new line_index/* LineIndex */.r(data).locateAll(quotes) : null);
    }
    return answers;
}
/** A helper thread's answers once it has exited; none when it failed (its files are then done again). */
function helper(root, tasks, counter) {
    return new Promise((resolve) => {
        let answered = new Map();
        // Its own stdout and stderr, unread: a thread prints nothing of ours.
        const thread = new external_node_worker_threads_.Worker(THREAD_ENTRY, { workerData: { job: 'anchor', root, tasks, counter }, stdout: true, stderr: true });
        thread.on('message', (answers) => (answered = new Map(answers)));
        thread.on('error', () => undefined);
        thread.on('exit', () => resolve(answered));
    });
}
/**
 * Every task's answer. With much to read and a core to spare, helper threads running the same
 * code take files from one shared counter (largest first, so no thread is left with a large
 * one at the end) while this thread does the same; a file a failed helper took is done here.
 */
async function anchorFiles(root, tasks) {
    const order = [...tasks.keys()].sort((a, b) => tasks[b].size - tasks[a].size);
    const work = order.map((i) => tasks[i]);
    const bytes = work.reduce((n, t) => n + t.size, 0);
    const helpers = Math.min((0,external_node_os_.availableParallelism)() - 1, MAX_HELPERS, Math.floor(bytes / BYTES_PER_THREAD));
    const counter = new Int32Array(new SharedArrayBuffer(4));
    const started = helpers > 0 && (0,external_node_fs_.existsSync)(THREAD_ENTRY) ? Array.from({ length: helpers }, () => helper(root, work, counter)) : [];
    const answers = anchorTaken(root, work, () => Atomics.add(counter, 0, 1));
    for (const theirs of await Promise.all(started))
        for (const [i, a] of theirs)
            answers.set(i, a);
    const left = [...work.keys()].filter((i) => !answers.has(i));
    let next = 0;
    for (const [k, a] of anchorTaken(root, work, () => (next < left.length ? left[next++] : work.length)))
        answers.set(k, a);
    return new Map([...answers].map(([i, a]) => [order[i], a]));
}


/***/ }),

/***/ 11938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   anchorWorker: () => (/* binding */ anchorWorker)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _anchor_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76163);


/** A helper thread of anchorFiles: takes files from the shared counter and posts back what it found. */
function anchorWorker() {
    const { root, tasks, counter } = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.postMessage([...(0,_anchor_files_js__WEBPACK_IMPORTED_MODULE_1__/* .anchorTaken */ .D)(root, tasks, () => Atomics.add(counter, 0, 1))]);
}


/***/ }),

/***/ 14061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
/* unused harmony export OTHER_SPACES */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);

const normalise = (line) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
const NL = 10;
const [SP, TAB, CR] = [32, 9, 13];
const blank = (c) => c === SP || c === TAB || c === CR;
const escape = (text) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
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
        const sorted = [...needles.keys()].sort((x, y) => y.length - x.length).map(escape);
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
        const ascii = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(b);
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
                const decoded = texts.some((t) => t.includes('\ufffd')) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(this.buf) ? this.allLines() : this.irregular;
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


/***/ }),

/***/ 90108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ERROR_EXIT: () => (/* binding */ ERROR_EXIT),
/* harmony export */   ProofgateError: () => (/* binding */ ProofgateError),
/* harmony export */   describeError: () => (/* binding */ describeError)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * An error a command can name, or an unexpected one: exit 3 in every area's table (review,
 * uat, test-review, agent), so a failure is never mistaken for a verdict.
 */
const ERROR_EXIT = 3;
/**
 * An expected failure: says what was wrong, where and what to do, in one line.
 * The CLI and the actions print `message` alone (no stack) and exit with `exitCode`.
 */
class ProofgateError extends Error {
    exitCode;
    constructor(message, exitCode = ERROR_EXIT) {
        super(message);
        this.exitCode = exitCode;
        this.name = 'ProofgateError';
    }
}
/**
 * One line for any thrown value, never a bare stack trace. A message may quote
 * what it read (JSON.parse quotes the bad text, newlines and escapes included),
 * so control and invisible characters are shown as U+XXXX.
 */
function describeError(err) {
    if (err instanceof ProofgateError)
        return (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(err.message);
    if (err instanceof Error)
        return `unexpected error: ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(err.message)}`;
    return `unexpected error: ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(String(err))}`;
}


/***/ }),

/***/ 42137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   codePoint: () => (/* binding */ codePoint),
/* harmony export */   htmlText: () => (/* binding */ htmlText),
/* harmony export */   logJson: () => (/* binding */ logJson),
/* harmony export */   logLine: () => (/* binding */ logLine),
/* harmony export */   logText: () => (/* binding */ logText),
/* harmony export */   mdCode: () => (/* binding */ mdCode),
/* harmony export */   mdFence: () => (/* binding */ mdFence),
/* harmony export */   mdText: () => (/* binding */ mdText),
/* harmony export */   plainText: () => (/* binding */ plainText),
/* harmony export */   promptData: () => (/* binding */ promptData),
/* harmony export */   promptJson: () => (/* binding */ promptJson),
/* harmony export */   untrustedBlock: () => (/* binding */ untrustedBlock),
/* harmony export */   visible: () => (/* binding */ visible)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Untrusted text (file names, quotes, notes) is made inert before it reaches a
 * terminal, Markdown or HTML: invisible and control code points become visible
 * `U+XXXX` so that a bidi override or an ANSI escape can neither hide nor act.
 */
// C0 and C1 controls, DEL, line/paragraph separators and every format character (bidi controls and
// marks, zero-width, soft hyphen, BOM, tag characters).
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
function codePoint(ch) {
    return `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** One line of plain text with every invisible or control code point shown as U+XXXX. */
function visible(text) {
    return text.replace(INVISIBLE, codePoint);
}
const INVISIBLE_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
/**
 * Untrusted text for a plain-text sink that shows lines (a check run annotation, a SARIF
 * message): LF and CRLF line ends and tabs kept, every other control or invisible code point
 * (ESC, a lone CR, a bidi override) shown as U+XXXX.
 */
function plainText(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.replace(INVISIBLE_BUT_TAB, codePoint))
        .join('\n');
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
 * A word that GFM's autolink extension would make a link (a URL scheme's `://`, `www.`, `mailto:`,
 * `xmpp:`), that GitHub would make a mention or an e-mail link (an `@`), or an issue reference
 * (`#12`, `owner/repo#12`, `GH-12`; GitHub links these even with the `#` escaped), or an emoji
 * shortcode (`:white_check_mark:` draws ✅: GitHub's emoji filter reads the rendered text, so
 * escaping its underscores changes nothing): such a word is
 * shown as a code span, the same characters and never active, so nothing invisible is put into
 * text a reader may copy (a package name such as `@scope/pkg` in a command stays exactly itself).
 */
const ACTIVE = /:\/\/|www\.|mailto:|xmpp:|@|#\d|\bGH-\d|:[\w+-]+:/iu;
/**
 * Words, then one test each: linear in the text. (One pattern with `\S*` on both sides of the
 * marks took cubic time on a long run without one: 8,000 hex characters, 30 s.) Any `://` counts,
 * whatever precedes it: a code span of the same characters is never wrong.
 */
const WORD = /\S+/gu;
function inlineText(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]()#|~!$])/g, '\\$1');
}
/** Text without code spans: words that would act become code pieces, the rest stays text. */
function plainPieces(v) {
    const out = [];
    let at = 0;
    for (const m of v.matchAll(WORD)) {
        if (!ACTIVE.test(m[0]))
            continue;
        out.push({ code: false, text: v.slice(at, m.index) }, { code: true, text: m[0] });
        at = m.index + m[0].length;
    }
    out.push({ code: false, text: v.slice(at) });
    return out;
}
/** A run of backticks closed by a run of the same length on the same line: CommonMark's code span. */
const CODE_SPAN = /(?<!`)(`+)(?!`)([^\n]*?[^`\n][^\n]*?)(?<!`)\1(?!`)/gu;
/**
 * Free text inside Markdown: no HTML, no hidden comment, no link or image, no
 * @mention ping, no issue backlink, no table break. Entities first, so that a
 * literal `&#64;` cannot decode back into a mention. A code span the text
 * writes (a command, a path) stays a code span, its characters unchanged. Each
 * piece is neutralised on its own, and code pieces that touch are joined into
 * one span: two spans side by side would pair their backticks differently.
 */
function mdText(text) {
    const v = visible(text);
    const pieces = [];
    let at = 0;
    for (const m of v.matchAll(CODE_SPAN)) {
        pieces.push(...plainPieces(v.slice(at, m.index)), { code: true, text: m[2] });
        at = m.index + m[0].length;
    }
    pieces.push(...plainPieces(v.slice(at)));
    const joined = [];
    for (const p of pieces.filter((x) => x.text !== '')) {
        const last = joined[joined.length - 1];
        if (last?.code && p.code)
            last.text += p.text;
        else
            joined.push({ ...p });
    }
    return joined.map((p) => (p.code ? mdCode(p.text) : inlineText(p.text))).join('');
}
/** Text for an HTML element or attribute. */
function htmlText(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
/*
 * The runner's log. The runner reads a step's stdout and stderr line by line (.NET ReadLine: LF,
 * CR and CRLF each end a line) and acts on two command syntaxes (actions/runner ActionCommand.cs):
 * `::name::` at the start of a line after leading white space (TryParseV2), and `##[name]`
 * anywhere in a line (the older TryParse). Its IndexOf and StartsWith are culture-sensitive, and
 * ICU skips ignorable code points when matching: `#` U+200B `#[` is `##[` to it.
 */
const LOG_HIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;
/** One line of untrusted text for the runner's log: no line break, no hidden code point, no command of either syntax. */
function logLine(text) {
    return text
        .replace(LOG_HIDDEN, codePoint)
        .replace(/##\[/g, '##\\[')
        .replace(/^(\s*)::/u, '$1\\::');
}
/** Untrusted text for the log, line by line (every line break the runner knows ends a line here too). */
function logText(text) {
    return text
        .split(/\r\n|\r|\n/)
        .map(logLine)
        .join('\n');
}
/** `\uXXXX` escapes of a character (two for one outside the BMP). */
function jsonEscape(ch) {
    let out = '';
    for (let i = 0; i < ch.length; i++)
        out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return out;
}
/**
 * JSON text for the log, the same value: hidden code points and the `[` of `##[` written as
 * `\uXXXX` escapes (they stand only inside strings, where an escape means the same character).
 */
function logJson(json) {
    return json.replace(LOG_HIDDEN, (ch) => (ch === '\n' ? ch : jsonEscape(ch))).replace(/##\[/g, '##\\u005b');
}
/**
 * Untrusted text quoted as data in a prompt: every line indented, so none can pass for one of
 * the prompt's own lines (an agent reads `OUTPUT findings: …` at a line's start), and every line
 * break but LF and CRLF (a lone CR, U+2028, U+2029, U+0085, VT, FF: some readers split on them)
 * shown as U+XXXX, NUL too (a prompt passed as a process argument cannot carry one). A CRLF file's
 * lines read as they are, so that a line quoted from here matches the file.
 */
function promptData(text) {
    return text
        .split(/\r?\n/)
        .map((line) => `  ${line.replace(/[\0\r\u2028\u2029\u0085\v\f]/g, codePoint)}`)
        .join('\n');
}
/** JSON for a prompt: the line and paragraph separators JSON leaves raw are escaped too. */
function promptJson(value) {
    return JSON.stringify(value, null, 2).replace(/[\u2028\u2029\u0085]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * The one way untrusted lines reach the log: each neutralised, and the block inside
 * `::stop-commands::` with a token nobody can guess, so not even a line this code missed acts.
 */
function untrustedBlock(lines) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex');
    return `::stop-commands::${token}\n${lines.map(logText).join('\n')}\n::${token}::\n`;
}


/***/ })

};
