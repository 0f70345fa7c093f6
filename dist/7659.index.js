export const id = 7659;
export const ids = [7659];
export const modules = {

/***/ 19987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ objectId),
/* harmony export */   be: () => (/* binding */ formatOf),
/* harmony export */   zA: () => (/* binding */ blobId)
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
    return objectId('blob', data, format);
}
/** The id git gives these bytes as an object of `type` (blob, tree, commit, tag). */
function objectId(type, data, format = 'sha1') {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(format)
        .update(`${type} ${Buffer.byteLength(data)}\0`)
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
        return (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .blobId */ .zA)(data, (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .formatOf */ .be)(oid)) === oid ? data : null;
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
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20634);



/**
 * Every quote located in a head version's bytes: as written, then composed (NFC) when that was
 * no match, both within the one budget of the file.
 */
function locateIn(data, quotes, budget = (0,_line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .fileBudget */ .ki)(data.length)) {
    const left = { left: budget };
    return locateComposed(data, quotes, new _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .LineIndex */ .rr(data, { budget: left }).locateAll(quotes), left);
}
/**
 * The file's quotes located in the working-tree file when its bytes are the sealed blob (see
 * readIfBlob, `scratch` its read buffer); null when they are not, and git's copy is to be read.
 */
function locateInTree(root, file, scratch) {
    const data = (0,_git_sealed_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readIfBlob */ .n)(root, file.path, file.blob, file.size, scratch);
    return data ? locateIn(data, file.quotes, file.budget) : null;
}
/**
 * The quotes no line matches as written, compared again composed (NFC) on both sides: a head
 * version holding `e` + U+0301 (text pasted from a macOS file name) and a model's `é` are one text.
 * Bytes first: a quote written as the file is located by its bytes alone. NFC never joins or
 * splits a line, so every line keeps its number. Only composition joins two spellings: a match
 * whose lines or quote hold a character NFC rewrites on its own (U+212A KELVIN SIGN for `K`, U+037E
 * GREEK QUESTION MARK for `;`) joins lookalikes, other code than the quote, and stays unmatched.
 */
function locateComposed(data, quotes, anchors, budget) {
    const retry = anchors.flatMap((a, k) => (a.status === 'unlocated' && a.reason === _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_MATCH */ .IP ? [k] : []));
    if (retry.length === 0 || ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(data) && retry.every((k) => /^[\x00-\x7f]*$/.test(quotes[k]))))
        return anchors;
    const text = data.toString('utf8');
    const composed = text.normalize('NFC');
    const asked = retry.map((k) => quotes[k].normalize('NFC'));
    if (composed === text && asked.every((q, j) => q === quotes[retry[j]]))
        return anchors;
    const again = new _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .LineIndex */ .rr(Buffer.from(composed, 'utf8'), { budget }).locateAll(asked);
    let lines;
    retry.forEach((k, j) => {
        const a = again[j];
        if (a.status === 'unlocated')
            return;
        if (a.status === 'located') {
            lines ??= text.split('\n');
            if (!composesOnly(quotes[k]) || !composesOnly(lines.slice(a.start - 1, a.end).join('\n')))
                return;
        }
        anchors[k] = a;
    });
    return anchors;
}
/** True when NFC rewrites no character of `text` on its own (it may still compose a sequence). */
function composesOnly(text) {
    for (const c of text)
        if (c.charCodeAt(0) >= 0x80 && c.normalize('NFC') !== c)
            return false;
    return true;
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


/***/ })

};
