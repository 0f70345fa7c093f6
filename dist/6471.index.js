export const id = 6471;
export const ids = [6471,108,2137];
export const modules = {

/***/ 1554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  THREADED_BYTES: () => (/* binding */ THREADED_BYTES),
  WORKER_FILE: () => (/* binding */ WORKER_FILE),
  locateInTree: () => (/* binding */ locateInTree),
  treeWorker: () => (/* binding */ treeWorker)
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
;// CONCATENATED MODULE: ./src/review/anchor-tree.ts







const [NEXT, STATE] = [0, 1];
const [IDLE, STARTED, CLOSED] = [0, 1, 2];
/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;
/**
 * Below this many bytes a second thread costs more than it saves: starting one takes tens of
 * milliseconds, locating quotes in a megabyte about four.
 */
const THREADED_BYTES = 8 * 1024 * 1024;
/** The worker's entry beside the bundle's chunks (scripts/build.mjs writes it); absent when run from src/. */
const WORKER_FILE = 'anchor-worker.js';
/**
 * Claims blobs one at a time from the shared counter and locates their quotes where the working
 * tree holds them (hashed, see readIfBlob): each file is done with before the next is read, so
 * one buffer serves them all.
 */
function claimAndLocate({ root, blobs, shared }) {
    const counter = new Int32Array(shared);
    const scratch = Buffer.allocUnsafe(SCRATCH);
    const out = [];
    for (let i = Atomics.add(counter, NEXT, 1); i < blobs.length; i = Atomics.add(counter, NEXT, 1)) {
        const { blob, path, size, quotes } = blobs[i];
        const data = readIfBlob(root, path, blob, size, scratch);
        out.push([i, data ? new line_index/* LineIndex */.rr(data).locateAll(quotes) : null]);
    }
    return out;
}
/** The worker thread's side (its entry is WORKER_FILE): locate what it can claim, answer once; nothing when the caller already took every blob. */
function treeWorker() {
    const job = external_node_worker_threads_.workerData;
    const started = Atomics.compareExchange(new Int32Array(job.shared), STATE, IDLE, STARTED) === IDLE;
    external_node_worker_threads_.parentPort.postMessage(started ? claimAndLocate(job) : []);
}
const newJob = (root, blobs) => ({ root, blobs, shared: new SharedArrayBuffer(8) });
/** The worker's entry where this module runs from the bundle, else undefined (tests run src/ in one thread). */
function workerEntry() {
    const file = (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url)), WORKER_FILE);
    return (0,external_node_fs_.existsSync)(file) ? file : undefined;
}
/** A worker on `job`; `answer()` is what it located, or [] when it failed, never started or was not waited for. */
function startWorker(entry, job) {
    let worker;
    const answered = new Promise((resolve) => {
        try {
            worker = new external_node_worker_threads_.Worker(entry, { workerData: job, execArgv: [] });
        }
        catch {
            return resolve([]);
        }
        worker.once('message', (located) => resolve(located));
        worker.once('error', () => resolve([]));
        worker.once('exit', () => resolve([]));
    });
    return {
        answer: () => {
            // Finished before the worker claimed anything: it is not waited for (it may still be starting).
            if (Atomics.compareExchange(new Int32Array(job.shared), STATE, IDLE, CLOSED) === IDLE) {
                void worker?.terminate();
                return Promise.resolve([]);
            }
            return answered;
        },
    };
}
/**
 * Every blob's anchors where the working tree holds it (null where it does not). Large work is
 * shared with one worker thread claiming blobs from the same counter, so the two cores a runner
 * has both read, hash and search; whatever the worker did not answer (it failed, or never started)
 * is done here, so the answer never depends on it. `worker` is the worker's entry (tests name others).
 */
async function locateInTree(root, blobs, worker = workerEntry()) {
    const job = newJob(root, blobs);
    const bytes = blobs.reduce((sum, b) => sum + b.size, 0);
    const entry = blobs.length > 1 && bytes >= THREADED_BYTES && (0,external_node_os_.availableParallelism)() > 1 ? worker : undefined;
    const helper = entry ? startWorker(entry, job) : undefined;
    const mine = claimAndLocate(job);
    const located = [...mine, ...((await helper?.answer()) ?? [])];
    const out = new Array(blobs.length);
    for (const [i, anchors] of located)
        out[i] = anchors;
    // A worker that claimed blobs and then failed leaves them unanswered.
    for (let i = 0; i < blobs.length; i++)
        if (out[i] === undefined)
            out[i] = claimAndLocate(newJob(root, [blobs[i]]))[0][1];
    return out;
}


/***/ }),

/***/ 14061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ quoteLines),
/* harmony export */   j7: () => (/* binding */ normalise),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);

/** A line as quotes are compared: every whitespace run one space, ends trimmed. */
const normalise = (line) => line.replace(/\s+/g, ' ').trim();
/**
 * A quote's lines as anchoring compares them: normalised, blank lines around it dropped, blank
 * lines inside it kept (they must meet blank lines of the file). Two quotes of the same lines
 * here name the same place in one file; any other difference is another place.
 */
function quoteLines(quote) {
    const texts = quote.split(/\r?\n/).map(normalise);
    while (texts.length && texts[0] === '')
        texts.shift();
    while (texts.length && texts[texts.length - 1] === '')
        texts.pop();
    return texts;
}
const MAX_CANDIDATES = 20;
const NL = 10;
const [SP, TAB, CR] = [32, 9, 13];
const blank = (c) => c === SP || c === TAB || c === CR;
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
 * bytes read as latin1: two spaces, a tab or a CR after a word (a trailing run counts too). Each
 * is its own pass: a pattern of one character class and a literal is scanned natively at memory
 * speed, where alternatives are tried byte by byte (tabs and CRs only when the file has one).
 */
const AFTER_WORD = { spaces: /[^ \t\r\n] {2}/g, tab: /[^\t\n]\t/g, cr: /\r[^\n]/g };
/**
 * A file's bytes, searched without decoding or normalising the whole file.
 * A line holding only single spaces between its words, and no whitespace but
 * spaces, tabs and CRs at its ends, normalises to its bytes trimmed: there a
 * quote's first line stands verbatim, and `Buffer.indexOf` finds it natively.
 * The other lines (found by native searches too, once a file) are decoded and
 * normalised one by one. Reading every byte in JavaScript would cost more than
 * git takes to hand the file over.
 */
class LineIndex {
    buf;
    starts = [0];
    counted = false;
    /** Line starts where a quote's first line stands, by its text: quotes sharing one search once. */
    firsts = new Map();
    irregular;
    everyLine;
    latin1;
    constructor(buf) {
        this.buf = buf;
    }
    /**
     * The bytes read as latin1, one character a byte: for the patterns, and for finding line ends,
     * where a string's indexOf (a builtin) costs half a Buffer's (a call into C++ each time).
     */
    text() {
        this.latin1 ??= this.buf.toString('latin1');
        return this.latin1;
    }
    /**
     * Line starts where `line` stands verbatim between blanks (spaces, tabs, CRs), ascending: each
     * hit of its bytes is checked at its two ends only, and the search goes on from the line's end.
     */
    verbatim(line) {
        const b = this.buf;
        const found = [];
        for (let at = b.indexOf(line.bytes); at >= 0;) {
            let s = at;
            while (s > 0 && blank(b[s - 1]))
                s--;
            let e = at + line.bytes.length;
            while (e < b.length && blank(b[e]))
                e++;
            if ((s === 0 || b[s - 1] === NL) && (e === b.length || b[e] === NL)) {
                found.push(s);
                at = e < b.length ? b.indexOf(line.bytes, e + 1) : -1;
            }
            else
                at = b.indexOf(line.bytes, at + 1);
        }
        return found;
    }
    /**
     * The lines normalisation changes beyond trimming their ends, or a few more (a superset is
     * exact, only slower), by their normalised text: lines with two spaces, a tab or a CR after a
     * word, or any whitespace but space, tab, CR and LF. Native searches, memchr first.
     */
    irregularLines() {
        if (this.irregular)
            return this.irregular;
        const b = this.buf;
        const flagged = new Set();
        const mark = (at) => {
            flagged.add(this.text().lastIndexOf('\n', at) + 1);
            return this.lineEnd(at) + 1;
        };
        for (const [byte, re] of [
            [SP, AFTER_WORD.spaces],
            [TAB, AFTER_WORD.tab],
            [CR, AFTER_WORD.cr],
        ]) {
            if (!b.includes(byte))
                continue;
            re.lastIndex = 0;
            for (let m = re.exec(this.text()); m; m = re.exec(this.text()))
                re.lastIndex = mark(m.index);
        }
        const ascii = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(b);
        for (const space of OTHER_SPACES)
            if (space.length === 1 || !ascii)
                for (let at = b.indexOf(space); at >= 0; at = b.indexOf(space, mark(at)))
                    ;
        this.irregular = this.decode([...flagged]);
        return this.irregular;
    }
    /**
     * Every line, decoded: for a quote holding U+FFFD over a file that is not UTF-8, where
     * invalid bytes decode to U+FFFD and so are not compared by their bytes.
     */
    allLines() {
        if (this.everyLine)
            return this.everyLine;
        const starts = [0];
        for (let i = this.text().indexOf('\n'); i >= 0; i = this.text().indexOf('\n', i + 1))
            starts.push(i + 1);
        this.everyLine = this.decode(starts);
        return this.everyLine;
    }
    /** The lines starting at `starts`, by their normalised text. */
    decode(starts) {
        const byText = new Map();
        for (const start of starts) {
            const text = normalise(this.buf.toString('utf8', start, this.lineEnd(start)));
            const same = byText.get(text);
            if (same)
                same.push(start);
            else
                byText.set(text, [start]);
        }
        return byText;
    }
    lineEnd(start) {
        const nl = this.text().indexOf('\n', start);
        return nl < 0 ? this.buf.length : nl;
    }
    /** Every line start whose line normalises to the quote's first line, ascending. */
    firstLines(line, fromEveryLine) {
        const key = fromEveryLine ? `\ufffd${line.text}` : line.text;
        let starts = this.firsts.get(key);
        if (!starts) {
            const mine = this.verbatim(line);
            const others = (fromEveryLine ? this.allLines() : this.irregularLines()).get(line.text) ?? [];
            starts = others.length ? [...new Set([...mine, ...others])].sort((x, y) => x - y) : mine;
            this.firsts.set(key, starts);
        }
        return starts;
    }
    /** The line [start, end) normalises to `line`: its bytes trimmed are the text's, or its text decoded and normalised is. */
    lineEquals(start, end, line) {
        const b = this.buf;
        let s = start;
        let e = end;
        while (s < e && blank(b[s]))
            s++;
        while (e > s && blank(b[e - 1]))
            e--;
        if (e - s === line.bytes.length && b.compare(line.bytes, 0, line.bytes.length, s, e) === 0)
            return true;
        return normalise(b.toString('utf8', start, end)) === line.text;
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
    matchesAt(start, q, budget) {
        let at = start;
        for (const line of q) {
            if (at > this.buf.length)
                return false;
            const end = this.lineEnd(at);
            budget.bytes -= end - at + 1;
            if (budget.bytes < 0)
                return false;
            if (!this.lineEquals(at, end, line))
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
        return quotes.map((quote) => {
            const texts = quoteLines(quote);
            if (texts.length === 0)
                return { status: 'unlocated', reason: 'the quote is blank' };
            const hits = [];
            // No bytes decode to a lone surrogate: such a quote matches no line.
            if (texts.every((t) => t.isWellFormed())) {
                const q = texts.map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));
                const starts = this.firstLines(q[0], texts.some((t) => t.includes('\ufffd')) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(this.buf));
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
/* harmony export */   breaksShown: () => (/* binding */ breaksShown),
/* harmony export */   codePoint: () => (/* binding */ codePoint),
/* harmony export */   htmlText: () => (/* binding */ htmlText),
/* harmony export */   inertJson: () => (/* binding */ inertJson),
/* harmony export */   logJson: () => (/* binding */ logJson),
/* harmony export */   logLine: () => (/* binding */ logLine),
/* harmony export */   logText: () => (/* binding */ logText),
/* harmony export */   mdCellCode: () => (/* binding */ mdCellCode),
/* harmony export */   mdCellText: () => (/* binding */ mdCellText),
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
// marks, zero-width, soft hyphen, BOM, tag characters), and half a character (a surrogate without its
// pair, which a cut by code units leaves: ill-formed text to every sink).
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}\p{Cs}]/gu;
function codePoint(ch) {
    return `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** One line of plain text with every invisible or control code point shown as U+XXXX. */
function visible(text) {
    return text.replace(INVISIBLE, codePoint);
}
const INVISIBLE_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\p{Cf}\p{Cs}]/gu;
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
/** What CommonMark takes one space off each end of: a space at both ends around other text (no pattern: `^ .*[^ ].* $` backtracks quadratically). */
const padded = (v) => v.length > 2 && v.startsWith(' ') && v.endsWith(' ') && v.trim() !== '';
/**
 * A Markdown code span that no content can close early and that shows the text exactly: fenced by
 * one backtick more than its longest run, and padded with a space where CommonMark would take one
 * off (a backtick at either end, or a space at both ends around other text).
 */
function codeSpan(text, sink) {
    const shown = visible(text);
    const v = sink === 'cell' ? shown.replace(/\|/g, '\\|') : shown;
    const ticks = '`'.repeat(longestRun(v, '`') + 1);
    const pad = v.startsWith('`') || v.endsWith('`') || v === '' || padded(v) ? ' ' : '';
    return `${ticks}${pad}${v}${pad}${ticks}`;
}
/** A code span for prose: anywhere but a table cell. */
function mdCode(text) {
    return codeSpan(text, 'prose');
}
/** A code span for a table cell: its pipes escaped for the table, shown without the backslash. */
function mdCellCode(text) {
    return codeSpan(text, 'cell');
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
 * escaping its underscores changes nothing), or a dollar (GitHub draws `$…$`, `$$…$$` and
 * `` $`…`$ `` as math, whose `\color` and `\text` can paint a verdict; a backslash before the dollar
 * does not stop it, and GitHub draws no math in code): such a word is
 * shown as a code span, the same characters and never active, so nothing invisible is put into
 * text a reader may copy (a package name such as `@scope/pkg` in a command stays exactly itself).
 */
const ACTIVE = /:\/\/|www\.|mailto:|xmpp:|@|#\d|\bGH-\d|:[\w+-]+:|\$/iu;
/**
 * A commit reference: 7 to 40 hex digits standing alone, which GitHub links to that commit, one
 * pushed to a fork included (a pull request's "fixed in f0e1d2c" could point at code of its
 * choosing). Only the digits become a code span: `f0e1d2c4:` keeps its colon as text.
 */
const COMMIT = /(?<![\p{L}\p{N}_])[0-9a-f]{7,40}(?![\p{L}\p{N}_])/giu;
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
        .replace(/([\\`*_[\]()#|~!])/g, '\\$1');
}
/** Text without code spans: words that would act become code pieces, the rest stays text. */
function plainPieces(v) {
    const out = [];
    let at = 0;
    const code = (from, to) => {
        out.push({ code: false, text: v.slice(at, from) }, { code: true, text: v.slice(from, to) });
        at = to;
    };
    for (const m of v.matchAll(WORD)) {
        if (ACTIVE.test(m[0]))
            code(m.index, m.index + m[0].length);
        else
            for (const c of m[0].matchAll(COMMIT))
                code(m.index + c.index, m.index + c.index + c[0].length);
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
    return markdownText(text, 'prose');
}
/** mdText for a table cell: the code spans it makes escape their pipes for the table. */
function mdCellText(text) {
    return markdownText(text, 'cell');
}
function markdownText(text, sink) {
    const v = visible(text);
    const pieces = [];
    let at = 0;
    for (const m of v.matchAll(CODE_SPAN)) {
        // The span's text as CommonMark reads it: its padding is not part of it.
        const code = padded(m[2]) ? m[2].slice(1, -1) : m[2];
        pieces.push(...plainPieces(v.slice(at, m.index)), { code: true, text: code });
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
    return blockInert(joined.map((p) => (p.code ? codeSpan(p.text, sink) : inlineText(p.text))).join(''));
}
/**
 * What a line's first characters would make a block of, once inline markup is escaped: a list
 * item (`-`, `+`, `1.` before a space or the end, not `1.0`; `*` and `1)` are escaped already), a
 * thematic break (`---`), a setext heading's underline (`-` or `=` alone turns the line above into
 * a heading), a table's delimiter row without a pipe (`:-:` or `-:` under a line makes that line a
 * table's header), and indentation (a space first: four make a code block, and under a caller's
 * `- ` one more starts a nested block). `#`, `>`, `|`, `[`, `<`, `_`, `*`, `~` and backtick fences
 * are escaped wherever they stand; a code span's backticks open no fence (its closing run on the
 * same line is an info string no fence takes).
 */
const BLOCK_START = /^(?:[-+=:]|\d{1,9}\.(?= |$)| )/u;
/**
 * Neutralised text may be placed where a line starts (its own paragraph, a list item, a quote, a
 * table cell): its first character is escaped when it would start block markup, so text from a
 * pull request or an agent can never be a heading, a list, a rule or code beside proofgate's own
 * (`2. proofgate: clean`, a lone `===` under a line). A backslash before ASCII punctuation, and a
 * character reference for a space, show the same characters anywhere else. mdText's output holds no
 * line break (every one is shown as U+000A), so its start is the only place it can start a line.
 */
function blockInert(md) {
    return md.replace(BLOCK_START, (m) => (m === ' ' ? '&#32;' : m.replace(/[-+=:.]$/u, '\\$&')));
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
const LOG_HIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;
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
/** What a JSON output keeps as it is inside its strings: nothing sh, bash, pwsh, cmd or a JavaScript string acts on. */
const NOT_INERT = /[^A-Za-z0-9 _.,/:@+=-]/g;
/**
 * JSON for a step output, the same value: every character of a string but letters, digits, space
 * and `_.,/:@+=-` written as a `\uXXXX` escape. A user's `run:` step interpolates an output into
 * its script (`echo '${{ steps.x.outputs.json }}' | jq`, in double quotes, in a heredoc), where a
 * quote, `$(…)`, a backtick, `%VAR%` or a `;` the pull request's text carried would be code;
 * `fromJSON` and every JSON reader get the same value back.
 */
function inertJson(value) {
    return (JSON.stringify(value) ?? 'null').replace(/"(?:[^"\\]|\\.)*"/g, (token) => `"${JSON.parse(token).replace(NOT_INERT, jsonEscape)}"`);
}
/**
 * Every code point some reader ends a line at, but LF: Python's splitlines (an agent's file viewer
 * may number lines with it) also splits at CR, VT, FF, FS, GS, RS, NEL, U+2028 and U+2029.
 */
const OTHER_BREAKS = /[\r\v\f\u001c-\u001e\u0085\u2028\u2029]/g;
/**
 * One line of untrusted text (split at LF) for an agent to read: every other line break shown as
 * U+XXXX, so no text of it starts a line for any reader. A CR that ends the line stays (CRLF is
 * one line end to every reader), so a CRLF file's lines read as they are.
 */
function breaksShown(line) {
    return line.replace(OTHER_BREAKS, (ch, at) => (ch === '\r' && at === line.length - 1 ? ch : codePoint(ch)));
}
/**
 * Untrusted text quoted as data in a prompt: every line indented, so none can pass for one of
 * the prompt's own lines (an agent reads `OUTPUT findings: …` at a line's start), and every line
 * break but LF and CRLF shown as U+XXXX (breaksShown), NUL too. A CRLF file's lines read as they are, so
 * that a line quoted from here matches the file.
 */
function promptData(text) {
    return (text
        .split(/\r?\n/)
        // NUL too: a prompt passed as a process argument cannot carry one.
        .map((line) => `  ${breaksShown(line).replace(/\0/g, codePoint)}`)
        .join('\n'));
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
