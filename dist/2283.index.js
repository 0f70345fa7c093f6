export const id = 2283;
export const ids = [2283];
export const modules = {

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


/***/ }),

/***/ 31631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ anchorFindings),
/* harmony export */   Zx: () => (/* binding */ sealedBlobs),
/* harmony export */   nT: () => (/* binding */ isOpen),
/* harmony export */   zJ: () => (/* binding */ describeAnchor)
/* harmony export */ });
/* harmony import */ var _git_batch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63040);
/* harmony import */ var _redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70589);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20634);
/* harmony import */ var _anchor_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77118);
/* harmony import */ var _anchor_threads_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67659);





/**
 * What git has of every file blob the scope sealed (type and size; null when missing), asked at
 * once: git answers while the findings are read and checked. Its failure is the caller's when awaited.
 */
function sealedBlobs(root, scope) {
    const asking = (0,_git_batch_js__WEBPACK_IMPORTED_MODULE_0__/* .objectInfo */ ._d)(root, [...new Set(scope.files.filter((f) => f.kind === 'file').map((f) => f.blob))]);
    asking.catch(() => undefined);
    return asking;
}
/**
 * Locates every finding's quote in the head version: the bytes of the blob the scope sealed,
 * read from the working tree where they hash to its id (a checkout, usually), else from git
 * objects as they stream in; only the blobs quoted. Symlinks and submodules cannot be quoted.
 * `blobs` is sealedBlobs' answer when the caller asked early; else only the quoted blobs are asked.
 * `redaction` is the document's (a caller whose document holds more text collects from it too).
 */
async function anchorFindings(root, scope, findings, blobs, redaction = (0,_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .findingsRedaction */ .qg)(findings)) {
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
    // Open findings first: past its file's comparison budget a quote is not located, and only an open one changes the verdict.
    for (const { quoting } of byBlob.values())
        quoting.sort((a, b) => Number(isOpen(findings[b])) - Number(isOpen(findings[a])));
    const quotesOf = (blob) => byBlob.get(blob).quoting.map((i) => findings[i].existing_code);
    const place = (blob, located) => byBlob.get(blob).quoting.forEach((i, k) => (anchors[i] = located[k]));
    const missing = (blob) => place(blob, byBlob.get(blob).quoting.map(() => ({
        status: 'unlocated',
        reason: `the head version (blob ${blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0`,
    })));
    // Sizes first (headers only): a blob missing here stays missing whatever the tree holds, and
    // only a tree file of the blob's size is read and hashed.
    const info = byBlob.size ? await (blobs ?? (0,_git_batch_js__WEBPACK_IMPORTED_MODULE_0__/* .objectInfo */ ._d)(root, [...byBlob.keys()])) : new Map();
    const inTree = [];
    const budgetOf = (size) => (0,_line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .fileBudget */ .ki)(size, byBlob.size);
    for (const [blob, { path }] of byBlob) {
        const found = info.get(blob);
        if (found?.type === 'blob')
            inTree.push({ path, blob, size: found.size, quotes: quotesOf(blob), budget: budgetOf(found.size) });
    }
    const fromTree = new Map((await (0,_anchor_threads_js__WEBPACK_IMPORTED_MODULE_4__.locateInTreeFiles)(root, inTree)).map((located, k) => [inTree[k].blob, located]));
    const fromGit = [];
    for (const blob of byBlob.keys()) {
        const located = fromTree.get(blob);
        if (located)
            place(blob, located);
        else if (info.get(blob))
            fromGit.push(blob);
        else
            missing(blob);
    }
    await (0,_git_batch_js__WEBPACK_IMPORTED_MODULE_0__/* .streamObjects */ .Fd)(root, fromGit, (blob, { data }) => data ? place(blob, (0,_anchor_file_js__WEBPACK_IMPORTED_MODULE_3__/* .locateIn */ ._)(data, quotesOf(blob), budgetOf(data.length))) : missing(blob));
    return findings.map((f, i) => ({ ...(0,_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .redactFinding */ .lE)(f, redaction), anchor: anchors[i] }));
}
function isOpen(f) {
    return f.disposition !== 'refuted';
}
function describeAnchor(a) {
    if (a.status === 'located')
        return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
    if (a.status === 'ambiguous' && a.tooMany)
        return `ambiguous: too many places to compare${a.fileBudget ? ' in this file: the comparison budget its quotes share is spent' : ''}${a.candidates.length ? ` (first at lines ${a.candidates.map((c) => c.start).join(', ')})` : ''}`;
    if (a.status === 'ambiguous')
        return a.places !== undefined
            ? `ambiguous: ${a.places} places (the first ${a.candidates.length} at lines ${a.candidates.map((c) => c.start).join(', ')})`
            : `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
    return `unlocated: ${a.reason}`;
}


/***/ }),

/***/ 79129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ withReviewLock)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _agent_group_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68194);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(84466);
/**
 * One writer per review folder, across processes: a second `review run` (or a gate, a merge) on the
 * folder while another writes it would fold into a whole the first then puts back, or write files the
 * first's look after its agent takes for that agent's. Node has no flock without native code, so the
 * lock is a file created whole (a hard link of a complete temporary file: never seen half-written)
 * naming its holder; a holder that died (its pid gone, or reused by a process started later) is
 * taken over. A second process refuses at once, naming the holder: a run holds it for as long as its
 * agent runs, which no bounded wait would cover.
 */










const LOCK_MAX_BYTES = 4096;
const TAKE_TRIES = 3;
/** This process's locks by folder: a command that calls another (run, then gate) takes it once; the last to end releases it. */
const held = new Map();
/** The holder a lock file names, or undefined when it names none (anything but a lock proofgate wrote). */
function parseHolder(bytes) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseStrictJson */ .RJ)(bytes);
    const h = (parsed.ok && typeof parsed.data === 'object' ? parsed.data : null);
    const ok = h !== null &&
        Number.isSafeInteger(h.pid) &&
        (h.started === null || Number.isSafeInteger(h.started)) &&
        [h.host, h.command, h.since].every((s) => typeof s === 'string');
    return ok ? h : undefined;
}
/** Whether the holder still runs: on another host it cannot be asked, so it does. */
function alive(h) {
    if (h.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)())
        return true;
    const started = (0,_agent_group_js__WEBPACK_IMPORTED_MODULE_4__/* .processStarted */ .Dk)(h.pid);
    if (started !== undefined)
        return started !== null && (h.started === null || started === h.started);
    try {
        process.kill(h.pid, 0);
        return true;
    }
    catch (err) {
        return err.code !== 'ESRCH';
    }
}
function inUse(folder, file, h) {
    const elsewhere = h.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)();
    return `the review folder ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(folder)} is in use: proofgate pid ${h.pid}${elsewhere ? ` on ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(h.host)}` : ''} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(h.command)}) has written it since ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(h.since)}; one process writes a review folder at a time: wait for it to end, then run this again${elsewhere ? ` (if no proofgate runs there any more, remove ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(file)})` : ''}`;
}
/** Creates `file` holding `text`, whole, unless it exists: false then. */
async function createWhole(file, text) {
    const tmp = `${file}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, text, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(tmp, file);
        return true;
    }
    catch (err) {
        if (err.code === 'EEXIST')
            return false;
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(`cannot create the lock ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(file)} (${err.code ?? 'error'}): check that the review folder is writable`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
    }
}
/**
 * Moves a dead holder's lock aside and deletes it only when it is the lock judged dead: of two
 * processes taking it over at once one finds nothing to move, and one that moved a lock taken
 * meanwhile puts it back.
 */
async function takeOver(root, file, judged) {
    const aside = `${file}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.stale`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(file, aside);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return;
        throw err;
    }
    const moved = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(root, aside, LOCK_MAX_BYTES);
    if (moved.status !== 'ok' || !moved.bytes.equals(judged))
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(aside, file).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(aside, { force: true });
}
/**
 * The folder as the lock may be taken in it, made first when `create`; undefined when there is no
 * such folder (the command finds no scope there) or its path is refused (the command says why).
 */
async function lockable(root, folder, create) {
    const dir = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .confined */ .dg)(root, folder).catch((err) => {
        if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError)
            return undefined;
        throw err;
    });
    if (dir === undefined)
        return undefined;
    if (create)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(dir).catch(() => undefined))?.isDirectory() ? dir : undefined;
}
/** Takes the folder's lock for `command`, or refuses naming its holder; what it wrote, to release it by (none: no folder to lock). */
async function take(root, folder, command, create) {
    const dir = await lockable(root, folder, create);
    if (dir === undefined)
        return undefined;
    // Checked again once the folders exist: one made meanwhile may be a link.
    const file = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .confined */ .dg)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, _folder_js__WEBPACK_IMPORTED_MODULE_9__/* .reviewFolder */ .B.lock));
    const me = {
        pid: process.pid,
        started: (0,_agent_group_js__WEBPACK_IMPORTED_MODULE_4__/* .processStarted */ .Dk)(process.pid) ?? null,
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(),
        command,
        since: new Date().toISOString(),
    };
    const text = `${JSON.stringify(me)}\n`;
    for (let i = 0; i < TAKE_TRIES; i++) {
        if (await createWhole(file, text))
            return text;
        const found = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(root, file, LOCK_MAX_BYTES);
        if (found.status === 'missing')
            continue;
        const holder = found.status === 'ok' ? parseHolder(found.bytes) : undefined;
        if (found.status !== 'ok' || !holder)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(file)} is not a proofgate lock (${found.status === 'refused' ? found.reason : 'not its holder'}): remove it once no proofgate writes ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(folder)}`);
        if (alive(holder))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(inUse(folder, file, holder));
        await takeOver(root, file, found.bytes);
    }
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(`cannot take the lock ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(file)}: other processes took it each time; run this again`);
}
/** Removes the lock when it is still this process's (one taken over meanwhile is its new holder's). */
async function release(root, folder, text) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_9__/* .reviewFolder */ .B.lock);
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(root, file, LOCK_MAX_BYTES);
    if (read.status === 'ok' && read.bytes.toString('utf8') === text)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
}
/**
 * Runs `work` holding the review folder's lock (`command` names the holder to a process refused).
 * Every command that writes the folder runs under it, from its first read of what it will write
 * to its last write: a `review run` from the copy of the review's own files it takes before its
 * agent starts until its attempt record is written. `create`: the folder is made when missing (a
 * scope sealed); otherwise a missing folder has nothing to guard.
 */
async function withReviewLock(paths, command, work, o = {}) {
    const key = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(paths.folder);
    const entry = held.get(key) ?? { users: 0, taken: take(paths.root, paths.folder, command, o.create === true) };
    held.set(key, entry);
    entry.users++;
    try {
        await entry.taken;
        return await work();
    }
    finally {
        if (--entry.users === 0) {
            held.delete(key);
            const text = await entry.taken.catch(() => undefined);
            if (text !== undefined)
                await release(paths.root, paths.folder, text);
        }
    }
}


/***/ })

};
