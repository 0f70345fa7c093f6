export const id = 7659;
export const ids = [7659];
export const modules = {

/***/ 19987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ formatOf),
/* harmony export */   z: () => (/* binding */ blobId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// A module of its own (git.ts re-exports it): review anchor's worker threads hash what they read
// (sealed-read.ts) with node:crypto alone, without loading the git runner and its child_process,
// net and fs/promises, some 8 ms of a worker's 45 ms start.
/** The object format an id is written in: 64 hex digits are SHA-256's. */
const formatOf = (oid) => (oid.length === 64 ? 'sha256' : 'sha1');
/** The id git gives these bytes as a blob (SHA-1 object format unless told): a link is sealed by its target's. */
function blobId(data, format = 'sha1') {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(format)
        .update(`blob ${Buffer.byteLength(data)}\0`)
        .update(data)
        .digest('hex');
}


/***/ }),

/***/ 50335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ readIfBlob)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _blob_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19987);



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
    // A name that is not UTF-8 is given as its bytes: decoded, it is no name on disk.
    const full = typeof path === 'string' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path) : Buffer.concat([Buffer.from(`${root}/`), path]);
    let fd;
    try {
        const seen = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(full);
        if (!seen.isFile() || seen.size !== size)
            return null;
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(full, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const opened = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!opened.isFile() || opened.size !== size)
            return null;
        const data = scratch && scratch.length >= size ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
        for (let filled = 0; filled < size;) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, data, filled, size - filled, filled);
            if (n === 0)
                return null;
            filled += n;
        }
        return (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .blobId */ .z)(data, (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .formatOf */ .b)(oid)) === oid ? data : null;
    }
    catch {
        return null;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 77118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ locateInTree),
/* harmony export */   _: () => (/* binding */ locateIn)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_sealed_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50335);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14061);



/** Every quote located in a head version's bytes: as written, then composed (NFC) when that was no match. */
function locateIn(data, quotes) {
    return locateComposed(data, quotes, new _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .LineIndex */ .rr(data).locateAll(quotes));
}
/**
 * The file's quotes located in the working-tree file when its bytes are the sealed blob (see
 * readIfBlob, `scratch` its read buffer); null when they are not, and git's copy is to be read.
 */
function locateInTree(root, file, scratch) {
    const data = (0,_git_sealed_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readIfBlob */ .n)(root, file.path, file.blob, file.size, scratch);
    return data ? locateIn(data, file.quotes) : null;
}
/**
 * The quotes no line matches as written, compared again composed (NFC) on both sides: a head
 * version holding `e` + U+0301 (text pasted from a macOS file name) and a model's `é` are one text.
 * Bytes first: a quote written as the file is located by its bytes alone. NFC never joins or
 * splits a line, so every line keeps its number.
 */
function locateComposed(data, quotes, anchors) {
    const retry = anchors.flatMap((a, k) => (a.status === 'unlocated' && a.reason === _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_MATCH */ .IP ? [k] : []));
    if (retry.length === 0 || ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(data) && retry.every((k) => /^[\x00-\x7f]*$/.test(quotes[k]))))
        return anchors;
    const text = data.toString('utf8');
    const composed = text.normalize('NFC');
    const asked = retry.map((k) => quotes[k].normalize('NFC'));
    if (composed === text && asked.every((q, j) => q === quotes[retry[j]]))
        return anchors;
    const again = new _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .LineIndex */ .rr(Buffer.from(composed, 'utf8')).locateAll(asked);
    retry.forEach((k, j) => {
        if (again[j].status !== 'unlocated')
            anchors[k] = again[j];
    });
    return anchors;
}


/***/ }),

/***/ 67659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   locateForMainThread: () => (/* binding */ locateForMainThread),
/* harmony export */   locateInTreeFiles: () => (/* binding */ locateInTreeFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _anchor_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77118);





/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;
/**
 * The bytes of tree files each thread beyond the first must have to read, hash and search for it
 * to pay its start (a Node.js of its own and its modules: some 20 ms of a core) and more.
 */
const BYTES_PER_THREAD = 16 * 1024 * 1024;
/**
 * The workers' entry: a stub beside the bundle's chunks in dist/ (scripts/build.mjs writes it). A
 * name made at run time, which ncc leaves alone (a literal it would bundle as an asset). From the
 * source (tests) there is none, and this thread does all.
 */
const WORKER_FILE = 'anchor-worker.js';
/** For tests only: this many threads whatever the bytes (1: this one alone), so that both paths are compared on a small repository. */
const THREADS_FOR_TESTS = 'PROOFGATE_ANCHOR_THREADS';
function threadsFor(bytes, files) {
    const forced = Number(process.env[THREADS_FOR_TESTS]);
    if (Number.isSafeInteger(forced) && forced >= 1)
        return Math.min(forced, Math.max(files, 1));
    return Math.max(1, Math.min((0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)(), Math.floor(bytes / BYTES_PER_THREAD), files));
}
/**
 * What a worker thread located of the files it took; nothing when it could not start or stopped.
 * It joins this thread while it is already at work: one that starts late takes fewer files.
 */
function helper(url, shared) {
    return new Promise((resolve) => {
        try {
            const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(url, { workerData: shared });
            worker.once('message', resolve);
            worker.once('error', () => resolve([]));
            worker.once('exit', () => resolve([]));
        }
        catch {
            resolve([]); // no thread to be had: this one does its part
        }
    });
}
/** Locates the quotes of the files this thread takes, one at a time, until none is left. */
function work({ root, files, next }, located) {
    // Each file is done with before the next is read: one buffer serves them all.
    const scratch = files.length > 1 ? Buffer.allocUnsafe(SCRATCH) : undefined;
    for (let k = Atomics.add(next, 0, 1); k < files.length; k = Atomics.add(next, 0, 1))
        located(k, (0,_anchor_file_js__WEBPACK_IMPORTED_MODULE_4__/* .locateInTree */ .Y)(root, files[k], scratch));
}
/**
 * Each tree file's quotes located (see locateInTree; null: not the sealed blob), in order. With
 * many bytes, worker threads share the files with this one: each file is located by one thread
 * as it would be alone, so the answer is the same whatever the threads.
 */
async function locateInTreeFiles(root, files) {
    const shared = { root, files, next: new Int32Array(new SharedArrayBuffer(4)) };
    const url = new URL(WORKER_FILE, import.meta.url);
    const more = threadsFor(files.reduce((n, f) => n + f.size, 0), files.length) - 1;
    const helpers = more > 0 && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(url)) ? Array.from({ length: more }, () => helper(url, shared)) : [];
    const results = Array.from({ length: files.length }, () => undefined);
    work(shared, (k, anchors) => (results[k] = anchors));
    for (const located of await Promise.all(helpers))
        for (const [k, anchors] of located)
            results[k] = anchors;
    // What a worker took and did not hand back (it could not start, or stopped) is done here.
    let scratch;
    return results.map((done, k) => {
        if (done !== undefined)
            return done;
        scratch ??= Buffer.allocUnsafe(SCRATCH);
        return (0,_anchor_file_js__WEBPACK_IMPORTED_MODULE_4__/* .locateInTree */ .Y)(root, files[k], scratch);
    });
}
/** A worker's part (dist/anchor-worker.js): the files it takes of those it is given, handed back at once. */
function locateForMainThread() {
    const located = [];
    work(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.workerData, (k, anchors) => located.push([k, anchors]));
    node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.parentPort.postMessage(located);
}


/***/ }),

/***/ 14061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ quoteLines),
/* harmony export */   G: () => (/* binding */ QUOTE_MAX_CHARS),
/* harmony export */   IP: () => (/* binding */ NO_MATCH),
/* harmony export */   dL: () => (/* binding */ normalisedPast),
/* harmony export */   j7: () => (/* binding */ normalise),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);

/** A line as quotes are compared: every whitespace run one space, ends trimmed. */
const normalise = (line) => line.replace(/\s+/g, ' ').trim();
/**
 * The most code points a finding's quote holds (the findings schema's maxLength, counted as ajv
 * counts: a surrogate pair is one), and so the most a line of it holds.
 */
const QUOTE_MAX_CHARS = 20_000;
/** A UTF-16 unit \s matches: ECMAScript's WhiteSpace and LineTerminator, all in the BMP. */
const isSpace = (c) => c <= 32
    ? c === 32 || (c >= 9 && c <= 13)
    : c >= 0xa0 &&
        (c === 0xa0 ||
            c === 0x1680 ||
            (c >= 0x2000 && c <= 0x200a) ||
            c === 0x2028 ||
            c === 0x2029 ||
            c === 0x202f ||
            c === 0x205f ||
            c === 0x3000 ||
            c === 0xfeff);
/**
 * normalise(line) holds more than `max` code points (as `[...s]` counts them: a pair is one, a
 * lone surrogate one). Counted, never built: the words' code points and one space between two
 * words, stopping once past `max`. Building a multi-megabyte line of short words made garbage
 * some 50 times its size (six such files took 2 GB).
 */
function normalisedPast(line, max) {
    let n = 0;
    let gap = false;
    for (let i = 0; i < line.length; i++) {
        const c = line.charCodeAt(i);
        if (isSpace(c))
            gap = true;
        // The low half of a pair: its high half was counted.
        else if (c >= 0xdc00 && c <= 0xdfff && i > 0 && (line.charCodeAt(i - 1) & 0xfc00) === 0xd800)
            continue;
        else {
            n += gap && n > 0 ? 2 : 1;
            gap = false;
            if (n > max)
                return true;
        }
    }
    return false;
}
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
/** Why a quote is unlocated when its lines are nowhere in the file. */
const NO_MATCH = 'no whole consecutive lines of the head version match the quote';
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
/** A quote's answer from its matches, `numbers` the line number of each line start. */
function anchorOf(m, numbers) {
    const hits = m.starts.map((at) => ({ start: numbers.get(at), end: numbers.get(at) + m.lines - 1 }));
    if (m.tooMany)
        return { status: 'ambiguous', candidates: hits, tooMany: true };
    if (m.count === 1)
        return { status: 'located', ...hits[0] };
    if (m.count > 1)
        return { status: 'ambiguous', candidates: hits, ...(m.count > MAX_CANDIDATES ? { places: m.count } : {}) };
    return { status: 'unlocated', reason: NO_MATCH };
}
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
    /** The lines starting at `starts`, by their normalised text, or as long. */
    decode(starts) {
        const byText = new Map();
        const long = [];
        for (const start of starts) {
            const line = this.buf.toString('utf8', start, this.lineEnd(start));
            if (normalisedPast(line, QUOTE_MAX_CHARS)) {
                long.push(start);
                continue;
            }
            const text = normalise(line);
            const same = byText.get(text);
            if (same)
                same.push(start);
            else
                byText.set(text, [start]);
        }
        return { byText, long };
    }
    /**
     * Starts of `decoded`'s lines normalising to `text`. A long line can only equal a text past the
     * cap, which only NFC can make of a quote within it (U+0344 is two code points composed).
     */
    decodedAs(decoded, text) {
        const short = text.length <= QUOTE_MAX_CHARS || !normalisedPast(text, QUOTE_MAX_CHARS);
        if (short)
            return decoded.byText.get(text) ?? [];
        return decoded.long.filter((start) => this.normalisesTo(start, this.lineEnd(start), text));
    }
    /**
     * The line [start, end) decoded normalises to `text`. A line normalising past the text's length
     * cannot, and is never normalised whole: a megabyte-long line would cost garbage 50 times its size.
     */
    normalisesTo(start, end, text) {
        const line = this.buf.toString('utf8', start, end);
        return !normalisedPast(line, text.length) && normalise(line) === text;
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
            const others = this.decodedAs(fromEveryLine ? this.allLines() : this.irregularLines(), line.text);
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
        return this.normalisesTo(start, end, line.text);
    }
    /**
     * The 1-based line number of each offset (each a line start), counted in one pass in offset
     * order. Keeping every line start up to the last hit instead (for a binary search) made more
     * garbage than anything but the latin1 text: 40 MB over the anchor bench.
     */
    lineNumbers(offsets) {
        const numbers = new Map();
        if (offsets.length === 0)
            return numbers;
        const text = this.text();
        let line = 1;
        let nl = text.indexOf('\n');
        for (const offset of [...new Set(offsets)].sort((x, y) => x - y)) {
            for (; nl >= 0 && nl < offset; nl = text.indexOf('\n', nl + 1))
                line++;
            numbers.set(offset, line);
        }
        return numbers;
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
     * Where the quote's lines stand as whole consecutive lines: the first MAX_CANDIDATES line
     * starts, how many in all, and whether the comparison budget ran out first.
     */
    matches(quote, texts) {
        const found = { starts: [], count: 0, lines: texts.length };
        // No bytes decode to a lone surrogate: such a quote matches no line.
        if (!texts.every((t) => t.isWellFormed()))
            return found;
        const q = texts.map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));
        const firsts = this.firstLines(q[0], texts.some((t) => t.includes('\ufffd')) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(this.buf));
        // Comparing lines at every place the first line stands is quadratic when a long quote repeats
        // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
        // that needs more is ambiguous, never located.
        const budget = { bytes: 2 * this.buf.length + 2 * Buffer.byteLength(quote) + 4096 };
        for (const start of firsts) {
            if (this.matchesAt(start, q, budget)) {
                if (found.count++ < MAX_CANDIDATES)
                    found.starts.push(start);
            }
            else if (budget.bytes < 0)
                return { ...found, tooMany: true };
        }
        return found;
    }
    /**
     * Where each quote stands as whole consecutive lines, whitespace normalised.
     * Lines are 1-based; blank lines around a quote do not count.
     */
    locateAll(quotes) {
        const found = quotes.map((quote) => {
            const texts = quoteLines(quote);
            return texts.length ? this.matches(quote, texts) : null;
        });
        const numbers = this.lineNumbers(found.flatMap((m) => m?.starts ?? []));
        return found.map((m) => (m ? anchorOf(m, numbers) : { status: 'unlocated', reason: 'the quote is blank' }));
    }
    locate(quote) {
        return this.locateAll([quote])[0];
    }
}


/***/ })

};
