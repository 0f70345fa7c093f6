export const id = 6326;
export const ids = [6326,1331,3068,3377,9145,3576,7245,6819,4502];
export const modules = {

/***/ 91331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STOP_BUDGET_MS: () => (/* binding */ STOP_BUDGET_MS),
/* harmony export */   handleStops: () => (/* binding */ handleStops),
/* harmony export */   onStop: () => (/* binding */ onStop),
/* harmony export */   onStopPublish: () => (/* binding */ onStopPublish),
/* harmony export */   stopReason: () => (/* binding */ stopReason),
/* harmony export */   untilStopped: () => (/* binding */ untilStopped),
/* harmony export */   workStopped: () => (/* binding */ workStopped)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * What runs when this process is told to stop (a cancelled job, a step's timeout-minutes: SIGINT,
 * then SIGTERM about 7.5 s later). First each cleanup, synchronously: it kills its agent and gives
 * back what it closed or lent (without it a copy's agent outlived a cancelled run and the folders
 * closed for it stayed closed), or releases a lock. Then, in a run with a stop handler
 * (`handleStops`: every action and CLI command), what says on GitHub that the run stopped before a
 * verdict, within STOP_BUDGET_MS, and the run's last words; then the exit, 128+signal. A bare
 * `process.exit` skipped every `finally` that completes the open check run (hazards 673, 674).
 */
const cleanups = new Set();
/** Cleanups that wait until the stop is said, just before the exit (a lock: the work that holds it is not over before). */
const lastCleanups = new Set();
const publishers = new Set();
/** What stops a process that does not handle them: a cancel's two, a closed terminal, a quit. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** Under the runner's grace between SIGINT and SIGTERM, so the stop is published before the second signal. */
const STOP_BUDGET_MS = 5000;
/** Commands whose normal end is a signal (`uat serve`: Ctrl-C stops it): the first one ends them, not the run. */
const ends = new Set();
let told;
/** The run's last words and exit, once told to stop: a second signal takes them at once, not after the stop is said. */
let finish;
let run;
let listening = false;
/** Set inside what publishes the stop: the only GitHub calls allowed once told to stop. */
const publishing = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Why the run was told to stop, once it was: `the run was cancelled (SIGINT)`. */
function stopReason() {
    return told ? `the run was cancelled (${told})` : undefined;
}
/** Told to stop, and this is the work in progress (not what publishes the stop): it must publish nothing more, no verdict. */
function workStopped() {
    return told !== undefined && publishing.getStore() === undefined;
}
function runAll(set) {
    for (const cleanup of set) {
        try {
            cleanup();
        }
        catch {
            // the next one still runs
        }
    }
}
function exit(signal) {
    runAll(lastCleanups);
    process.exit(128 + (node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal] ?? 15));
}
function stop(signal) {
    // A second signal (the runner's SIGTERM, a user's second ^C) ends the process at once.
    if (told)
        return finish ? finish(signal) : exit(signal);
    if (ends.size) {
        for (const end of ends)
            end();
        return ends.clear();
    }
    told = signal;
    runAll(cleanups);
    const last = run;
    if (!last)
        exit(signal);
    const why = stopReason();
    finish = (by) => {
        try {
            last(why);
        }
        finally {
            exit(by);
        }
    };
    // Whatever a publisher awaits (a GitHub that hangs), the process ends within the budget.
    setTimeout(() => finish(signal), STOP_BUDGET_MS);
    void publishing.run(true, () => Promise.allSettled([...publishers].map((p) => p(why)))).then(() => finish(signal));
}
function listen() {
    const wanted = run !== undefined || cleanups.size > 0 || lastCleanups.size > 0 || ends.size > 0;
    if (wanted === listening)
        return;
    for (const s of SIGNALS)
        if (wanted)
            process.on(s, stop);
        else
            process.off(s, stop);
    listening = wanted;
}
/**
 * Runs `cleanup` (synchronously) if the process is told to stop before the returned function is called: at
 * once, or (`last`) once the stop is said, just before the exit.
 */
function onStop(cleanup, when = 'first') {
    const set = when === 'first' ? cleanups : lastCleanups;
    set.add(cleanup);
    listen();
    return () => {
        set.delete(cleanup);
        listen();
    };
}
/**
 * Runs `publish` (what says on GitHub that the run stopped before its verdict) if the process is told to
 * stop before the returned function is called: only in a run with a stop handler, within STOP_BUDGET_MS.
 */
function onStopPublish(publish) {
    publishers.add(publish);
    return () => void publishers.delete(publish);
}
/**
 * The stop handler of one run (an action, a CLI command), until the returned function is called: a
 * signal ends it after its publishers and `last` (its outputs, summary or last line: synchronous, as
 * the process exits right after), never by the signal's default death, which skipped all of them.
 */
function handleStops(last) {
    run = last;
    listen();
    return () => {
        run = undefined;
        // What this run registered to say its stop goes with it (a process that runs one command after another).
        publishers.clear();
        listen();
    };
}
/** Resolves at the first signal, which then ends only the command that waits on it (`uat serve`), not as a cancel. */
function untilStopped() {
    return new Promise((resolve) => {
        ends.add(resolve);
        listen();
    });
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

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   intentShown: () => (/* binding */ intentShown),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71670);





/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    // Invisible characters alone (U+200B, U+3164, U+2800) say nothing a reviewer can check the change against (row 46).
    if (!(0,_text_words_js__WEBPACK_IMPORTED_MODULE_4__/* .hasVisibleWords */ .Ux)(text))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .shownPath */ .pS)(path)}: it ${read.reason}`);
    if (read.status === 'too-large')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}) is ${read.size} bytes; the limit is 256 KiB`);
    return checkIntent(read.bytes, path);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(paths.root, paths.file('intent'), INTENT_MAX_BYTES);
    if (read.status === 'missing')
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    if (read.status !== 'ok')
        return { problem: `intent.md cannot be read (${read.status === 'refused' ? read.reason : 'too large'}): seal the scope again` };
    const text = read.bytes.toString('utf8');
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
/**
 * The intent as a prompt shows it: LF line ends, and every other control or invisible code point
 * but a tab as U+XXXX (plainText), so a tag character or bidi control of the author's reaches no
 * agent raw.
 */
const intentShown = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.plainText)(text.replace(/\r\n?/g, '\n'));
const words = (s) => intentShown(s).replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ), both as the prompt shows them. */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _agent_abort_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91331);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _agent_group_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68194);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18140);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84466);
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
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_8__/* .parseStrictJson */ .RJ)(bytes);
    const h = (parsed.ok && typeof parsed.data === 'object' ? parsed.data : null);
    const ok = h !== null &&
        Number.isSafeInteger(h.pid) &&
        (h.started === null || Number.isSafeInteger(h.started)) &&
        [h.host, h.command, h.since].every((s) => typeof s === 'string');
    return ok ? h : undefined;
}
/** Whether the holder still runs: on another host it cannot be asked, so it does. */
function alive(h) {
    if (h.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)())
        return true;
    const started = (0,_agent_group_js__WEBPACK_IMPORTED_MODULE_6__/* .processStarted */ .Dk)(h.pid);
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
    const elsewhere = h.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)();
    return `the review folder ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(folder)} is in use: proofgate pid ${h.pid}${elsewhere ? ` on ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(h.host)}` : ''} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(h.command)}) has written it since ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(h.since)}; one process writes a review folder at a time: wait for it to end, then run this again${elsewhere ? ` (if no proofgate runs there any more, remove ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)})` : ''}`;
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
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(`cannot create the lock ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)} (${err.code ?? 'error'}): check that the review folder is writable`);
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
    const moved = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegular */ .VX)(root, aside, LOCK_MAX_BYTES);
    if (moved.status !== 'ok' || !moved.bytes.equals(judged))
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(aside, file).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(aside, { force: true });
}
/**
 * The folder as the lock may be taken in it, made first when `create`; undefined when there is no
 * such folder (the command finds no scope there) or its path is refused (the command says why).
 */
async function lockable(root, folder, create) {
    const dir = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .confined */ .dg)(root, folder).catch((err) => {
        if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError)
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
    const file = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .confined */ .dg)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(dir, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.lock));
    const me = {
        pid: process.pid,
        started: (0,_agent_group_js__WEBPACK_IMPORTED_MODULE_6__/* .processStarted */ .Dk)(process.pid) ?? null,
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)(),
        command,
        since: new Date().toISOString(),
    };
    const text = `${JSON.stringify(me)}\n`;
    for (let i = 0; i < TAKE_TRIES; i++) {
        if (await createWhole(file, text))
            return text;
        const found = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegular */ .VX)(root, file, LOCK_MAX_BYTES);
        if (found.status === 'missing')
            continue;
        const holder = found.status === 'ok' ? parseHolder(found.bytes) : undefined;
        if (found.status !== 'ok' || !holder)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)} is not a proofgate lock (${found.status === 'refused' ? found.reason : 'not its holder'}): remove it once no proofgate writes ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(folder)}`);
        if (alive(holder))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(inUse(folder, file, holder));
        await takeOver(root, file, found.bytes);
    }
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(`cannot take the lock ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)}: other processes took it each time; run this again`);
}
/** Removes the lock when it is still this process's (one taken over meanwhile is its new holder's). */
async function release(root, folder, text) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.lock);
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegular */ .VX)(root, file, LOCK_MAX_BYTES);
    if (read.status === 'ok' && read.bytes.toString('utf8') === text)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
}
/** release() for a process about to exit: synchronous, the lock removed when it is still this process's. */
function releaseNow(folder, text) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.lock);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(file, 'utf8') === text)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(file, { force: true });
}
/**
 * Runs `work` holding the review folder's lock (`command` names the holder to a process refused).
 * Every command that writes the folder runs under it, from its first read of what it will write
 * to its last write: a `review run` from the copy of the review's own files it takes before its
 * agent starts until its attempt record is written. `create`: the folder is made when missing (a
 * scope sealed); otherwise a missing folder has nothing to guard.
 */
async function withReviewLock(paths, command, work, o = {}) {
    const key = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.resolve)(paths.folder);
    const entry = held.get(key) ?? { users: 0, taken: take(paths.root, paths.folder, command, o.create === true) };
    held.set(key, entry);
    entry.users++;
    let unstop;
    try {
        const text = await entry.taken;
        // A cancelled run exits without reaching the finally below: the lock it holds goes with it, never left to refuse the next run.
        if (text !== undefined)
            unstop = (0,_agent_abort_js__WEBPACK_IMPORTED_MODULE_4__.onStop)(() => releaseNow(paths.folder, text), 'last');
        return await work();
    }
    finally {
        unstop?.();
        if (--entry.users === 0) {
            held.delete(key);
            const text = await entry.taken.catch(() => undefined);
            if (text !== undefined)
                await release(paths.root, paths.folder, text);
        }
    }
}


/***/ }),

/***/ 15459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r_: () => (/* binding */ REQUOTE_RULE),
/* harmony export */   vS: () => (/* binding */ requoteAdviceFor),
/* harmony export */   wV: () => (/* binding */ requoteNote)
/* harmony export */ });
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31631);
/**
 * What a finding owes before it can count, said so the agent that wrote it can fix it: why its
 * quote was not found, and which habit of another tool's output the quote shows (a diff's prefix,
 * line numbers, a fence, an ellipsis). A hint only: anchoring stays exact, and the agent requotes.
 */

/**
 * Each habit is seen in one line of the quote, split at every line end a multiline `^` knows (LF, CR,
 * U+2028, U+2029), and read from its start: a multiline `/^\s*…/m` over the whole quote retried its
 * run from every line start to the quote's end, as `\s` takes line ends too (a quote of 20,000
 * newlines: 0.6 s, for each finding; hazard #658). `trimStart` takes the white space `\s` does.
 */
const HABITS = [
    [
        (line) => line.startsWith('+') || line.startsWith('-'),
        "a line starts with + or -: if that is the diff's prefix, leave it out (the file holds no such character)",
    ],
    // Without `m`, at one place: `\d+` cannot take the white space after it.
    [(line) => /^L?\d+\s*[:|]/.test(line.trimStart()), 'a line starts with a line number (`12:`, `12|`, `L12:`): leave it out'],
    [(line) => ['```', '~~~'].some((fence) => line.trimStart().startsWith(fence)), 'a Markdown fence is part of the quote: leave it out'],
    [
        (line) => line.includes('…') || line.trim() === '...',
        'an ellipsis stands for lines left out: quote every line in between, or fewer lines',
    ],
];
/** What a quote not located should change: the habits it shows, and more lines when it was found in several places. */
function requoteAdvice(f) {
    const lines = f.existing_code.split(/[\n\r\u2028\u2029]/);
    const habits = HABITS.filter(([shows]) => lines.some(shows)).map(([, says]) => says);
    return f.anchor.status === 'ambiguous' ? [...habits, 'quote more lines around it, so that it is found once'] : habits;
}
/** `requote: <why>` with the habits the quote shows, or undefined when the finding is located. */
function requoteNote(f) {
    if (f.anchor.status === 'located')
        return undefined;
    return [`requote: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_0__/* .describeAnchor */ .zJ)(f.anchor)}`, ...requoteAdvice(f)].join('; ');
}
/**
 * What the findings not located should change, each piece said once, for a person reading the
 * gate's reasons or `review anchor`: a quote found nowhere with no habit to name is told the rule.
 */
function requoteAdviceFor(findings) {
    const advice = findings.flatMap((f) => {
        const said = requoteAdvice(f);
        return said.length ? said : ['copy whole consecutive lines of the head version verbatim'];
    });
    return `requote: ${[...new Set(advice)].join('; ')}`;
}
/** How to write a quote that anchors: said once in the prompt, beside the findings owed one. */
const REQUOTE_RULE = 'A finding with `owed` is not yet located, and keeps the review incomplete until you answer it: report it again with its `id`, its `path` exactly as the table of files writes it, and an `existing_code` of whole consecutive lines of that file as it stands, copied verbatim (no diff prefix `+`/`-`, no line numbers, no Markdown fence, no `…` or `...` for lines left out, no comment of your own), enough of them to be found exactly once; or refute it.';


/***/ }),

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
}


/***/ }),

/***/ 18140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ freshDir),
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   XK: () => (/* binding */ privateDir),
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   dg: () => (/* binding */ confined),
/* harmony export */   l$: () => (/* binding */ writeJsonOrReason),
/* harmony export */   nM: () => (/* binding */ removeFile),
/* harmony export */   pS: () => (/* reexport safe */ _shown_path_js__WEBPACK_IMPORTED_MODULE_9__.p),
/* harmony export */   pz: () => (/* binding */ copyRegularFiles),
/* harmony export */   s$: () => (/* binding */ jsonText),
/* harmony export */   zc: () => (/* reexport safe */ _regular_read_js__WEBPACK_IMPORTED_MODULE_8__.zc)
/* harmony export */ });
/* unused harmony exports ARTIFACT_REFUSED, COPY_LIMITS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _regular_read_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4728);
/* harmony import */ var _shown_path_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(61528);










// Their homes are leaner modules; readers import them from here as before.


/**
 * Every file proofgate reads as evidence or writes goes through here. A path is taken only
 * inside its working tree (`root`) and never through a symbolic link below it: a pull request
 * can commit `_bmad-output` as a link to `~`, `/tmp` or `.git/hooks`, and a plain `mkdir -p` and
 * `writeFile` (or `readFile`, or an artifact upload) would follow it. What lies above `root` is
 * the runner's, not the repository's, and is not checked.
 */
/** Why `path` may not be used inside `root`, or undefined with the absolute path when it may. */
async function placeProblem(root, path) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(base, abs);
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel))
        return {
            abs,
            problem: `is outside the working tree ${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(base)}: proofgate reads and writes only inside it; give a path inside it`,
        };
    let at = base;
    const segs = rel === '' ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep);
    for (const [i, seg] of segs.entries()) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(at, seg);
        let info;
        try {
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(at);
        }
        catch (err) {
            if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
                return { abs };
            const problem = (0,_regular_read_js__WEBPACK_IMPORTED_MODULE_8__/* .pathErrorProblem */ .zc)(err);
            if (problem)
                return { abs, problem };
            throw err;
        }
        const shown = (0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(segs.slice(0, i + 1).join('/'));
        if (info.isSymbolicLink())
            return {
                abs,
                problem: i === segs.length - 1
                    ? 'is a symbolic link: only regular files are read or written; remove the link'
                    : `passes through ${shown}, a symbolic link (a committed link could lead outside the working tree): remove the link or choose another folder`,
            };
        if (i < segs.length - 1 && !info.isDirectory())
            return { abs, problem: `passes through ${shown}, which is not a folder: move it or choose another folder` };
    }
    return { abs };
}
/**
 * The absolute path of `path` (relative to `root`), refused with one line when it leaves the
 * working tree or passes through a symbolic link.
 */
async function confined(root, path) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(abs)}: it ${problem}`);
    return abs;
}
async function readAll(fh, maxBytes) {
    const chunks = [];
    let total = 0;
    for (;;) {
        const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, maxBytes + 1 - total));
        const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0)
            return Buffer.concat(chunks, total);
        chunks.push(chunk.subarray(0, bytesRead));
        total += bytesRead;
        // A file that grows past its cap while being read is refused like one that was too large.
        if (total > maxBytes)
            return null;
    }
}
/** Opens a regular file without following a link or blocking on a FIFO; anything else is refused. */
async function openRegular(abs) {
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { status: 'missing' };
        const reason = (0,_regular_read_js__WEBPACK_IMPORTED_MODULE_8__/* .pathErrorProblem */ .zc)(err);
        if (reason)
            return { status: 'refused', reason };
        throw err;
    }
    // Checked before opening: opening a FIFO or a device can block or act.
    const shape = (0,_regular_read_js__WEBPACK_IMPORTED_MODULE_8__/* .shapeProblem */ .jn)(info);
    if (shape)
        return { status: 'refused', reason: shape };
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(abs, _regular_read_js__WEBPACK_IMPORTED_MODULE_8__/* .OPEN_READ */ ._x);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            return { status: 'missing' };
        if (code === 'ELOOP')
            return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
        const reason = (0,_regular_read_js__WEBPACK_IMPORTED_MODULE_8__/* .pathErrorProblem */ .zc)(err);
        if (reason)
            return { status: 'refused', reason };
        throw err;
    }
    // Checked again on what was opened: the name may have been swapped since the lstat.
    const opened = await fh.stat();
    if (!opened.isFile()) {
        await fh.close();
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    }
    return { fh, size: opened.size, writtenMs: Math.min(opened.mtimeMs, opened.ctimeMs) };
}
/** Why a file that is not regular is never opened or read, in the words of every reader. */
/**
 * A regular file inside `root` of at most `maxBytes`, read whole. Links (anywhere below `root`),
 * FIFOs, sockets and devices are refused without being followed or read; the size is checked
 * before a byte is read and again while reading.
 */
async function readRegular(root, path, maxBytes) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        return { status: 'refused', reason: problem };
    const opened = await openRegular(abs);
    if ('status' in opened)
        return opened;
    const { fh, size, writtenMs } = opened;
    try {
        if (size > maxBytes)
            return { status: 'too-large', size };
        const bytes = await readAll(fh, maxBytes);
        return bytes ? { status: 'ok', bytes, writtenMs } : { status: 'too-large', size: maxBytes + 1 };
    }
    finally {
        await fh.close();
    }
}
/**
 * A file's text when it is at most `maxBytes`, else null. A missing file throws an ENOENT error
 * (callers decide what absence means); a link, FIFO or device is a ProofgateError.
 */
async function readTextCapped(root, path, maxBytes) {
    const read = await readRegular(root, path, maxBytes);
    if (read.status === 'ok')
        return read.bytes.toString('utf8');
    if (read.status === 'too-large')
        return null;
    if (read.status === 'missing')
        throw Object.assign(new Error(`${path}: no such file`), { code: 'ENOENT' });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root, path))} ${read.reason}`);
}
/**
 * A folder where a file is to be written or removed: a pull request can commit one at any path
 * proofgate writes, and a rename or rm would fail on it with a bare EISDIR. (A link there is refused
 * by `confined`; a regular file, or a FIFO an agent left, is replaced without being opened.)
 */
async function folderThere(abs) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs).catch((err) => {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    });
    if (!info?.isDirectory())
        return undefined;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(abs)}: it is a folder, where proofgate writes a file: remove it or choose another path`);
}
/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written. The target must be inside `root`, through no link,
 * and neither a link nor a folder: either is refused in one line naming it.
 */
async function writeFileAtomic(root, path, data) {
    const target = await confined(root, path);
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_4__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        // The folders just made are checked too; `wx` never opens an existing name (nor a link).
        await confined(root, target);
        const folder = await folderThere(target);
        if (folder)
            throw folder;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, data, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, target);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError)
            throw err;
        const code = err.code ?? 'error';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot write ${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(target)} (${code}): check that the folder is writable and the disk has room; nothing was half-written`);
    }
}
/** A JSON document as proofgate writes it: two-space indent, a final newline. */
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;
function writeJsonAtomic(root, path, value) {
    return writeFileAtomic(root, path, jsonText(value));
}
/**
 * writeJsonAtomic, its refusal or failure returned as its one line (naming the path) instead of
 * thrown: for a file whose absence is a reason for the verdict, never a crash before it is published.
 */
async function writeJsonOrReason(root, path, value) {
    try {
        await writeJsonAtomic(root, path, value);
        return undefined;
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError)
            return err.message;
        throw err;
    }
}
/** Removes a file inside `root` (never through a link below it, never a folder); a missing file is fine. */
async function removeFile(root, path) {
    const abs = await confined(root, path);
    const folder = await folderThere(abs);
    if (folder)
        throw folder;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(abs, { force: true }).catch((err) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot remove ${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(abs)} (${err.code ?? 'error'}): check that the folder is writable`);
    });
}
/**
 * A fresh folder only this process knows, `proofgate-PREFIX-…` under `under` (the system's temp
 * folder, TMPDIR, unless told): one that cannot be made (a TMPDIR that does not exist) is one line
 * naming the folder and the fix (for a temp folder, the variable to set), never an unexpected
 * error. Synchronous: one call, for callers that are not async too (the agent's lifeline).
 */
function freshDir(prefix, under = (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)()) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(under, `proofgate-${prefix}-`));
    }
    catch (err) {
        const code = err.code ?? 'error';
        // A variable names only the temp folders; any other folder (a project's root) is the fix itself.
        const variable = under === process.env.RUNNER_TEMP ? 'RUNNER_TEMP' : under === (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)() ? 'TMPDIR' : null;
        const fix = variable ? `set ${variable} to a folder this user can write` : 'make it writable for this user';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot make a temporary folder in ${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(under)} (${code}): ${fix}`);
    }
}
/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
function privateDir(prefix) {
    return freshDir(prefix, process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)());
}
/**
 * What the artifact service refuses in a file's path (@actions/artifact's upload validation, which
 * actions/upload-artifact runs too): one such name, which a pull request may commit in a folder that
 * is uploaded, fails the whole upload, so it is left out of every copy an artifact is made from.
 */
const ARTIFACT_REFUSED = /[":<>|*?\r\n]/;
/**
 * The caps of a copy no caller bounds more tightly: a sparse file takes no disk but its copy does,
 * so one multi-gigabyte file a pull request or an earlier step left would fill the runner's disk.
 */
const COPY_LIMITS = { file: () => 64 * 1024 * 1024, total: 512 * 1024 * 1024 };
/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 * Given `only` (paths relative to `folder`), just those are copied: a folder the checkout shares
 * with the files a step wrote may hold others the pull request committed. A file whose path the
 * artifact service refuses (`ARTIFACT_REFUSED`) is left out too, and named in `refusedNames`; one
 * over its cap, or past the total (`limits`), in `tooLarge`, unread. At most the size seen when it was
 * opened is copied, so a file that grows meanwhile cannot pass its cap. A copy that fails (a full
 * disk) is removed, not left behind.
 */
async function copyRegularFiles(root, folder, { only, limits = COPY_LIMITS } = {}) {
    const from = await confined(root, folder);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(from);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_shown_path_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(from)}: it is not a folder`);
    const dir = privateDir('copy');
    const skipped = [];
    const refusedNames = [];
    const tooLarge = [];
    let files = 0;
    let total = 0;
    const wanted = only && new Set(only.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(from, p))));
    try {
        for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(from, { withFileTypes: true, recursive: true })) {
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(e.parentPath, e.name);
            const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, abs);
            if (e.isDirectory() || (wanted && !wanted.has(rel)))
                continue;
            const shown = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/'));
            if (ARTIFACT_REFUSED.test(rel)) {
                refusedNames.push(shown);
                continue;
            }
            const opened = e.isFile() ? await openRegular(abs) : { status: 'refused', reason: '' };
            if ('status' in opened) {
                if (opened.status !== 'missing')
                    skipped.push(shown);
                continue;
            }
            try {
                if (opened.size > limits.file(rel) || total + opened.size > limits.total) {
                    tooLarge.push(shown);
                    continue;
                }
                total += opened.size;
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel)), { recursive: true });
                if (opened.size === 0)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel), '', { flag: 'wx' });
                else
                    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(opened.fh.createReadStream({ autoClose: false, start: 0, end: opened.size - 1 }), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel), { flags: 'wx' }));
                files++;
            }
            finally {
                await opened.fh.close();
            }
        }
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
        throw err;
    }
    return { dir, files, skipped: skipped.sort(), refusedNames: refusedNames.sort(), tooLarge: tooLarge.sort() };
}


/***/ }),

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
let crypto;
function sha256(data) {
    crypto ??= load('node:crypto');
    return crypto.createHash('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        // A refusal, not a crash: the documents hashed here come from files anyone can edit.
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 53326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ tokenLike),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   w2: () => (/* binding */ credentialValues)
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
    // Anthropic's keys and tokens of every kind: `api03`, `admin01`, Claude Code's OAuth `oat01`, `sid01`.
    token('sk-ant-[a-z]{2,8}\\d{2}-[\\w-]{40,200}'),
    token('sk-(?:proj|svcacct|admin)-[\\w-]{20,200}'),
    token('sk-[A-Za-z0-9]{32,64}'),
    token('do[opr]_v1_[a-f0-9]{64}'),
    // Hugging Face tokens; Google OAuth access tokens.
    token('hf_[A-Za-z0-9]{30,80}'),
    token('ya29\\.[\\w-]{20,400}'),
    token('xox[abposre]-[0-9A-Za-z-]{10,250}'),
    token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+', 'gi'),
    /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{20,80}/g,
    // JSON Web Tokens.
    token('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*'),
];
// `scheme://userinfo@host`, protocol-relative `//userinfo@host`, `:\/\/` as JSON escapes it (once or more),
// backslashes as URL parsers take them for slashes: the
// userinfo runs to the authority's last `@`, as URL parsers read it (a password may hold `@` and
// `:`); see urlUserinfo for what of it is dropped. Bounded, so each `//` costs at most its run.
const URL_CREDENTIALS = /((?:\b[a-z][a-z0-9+.-]{0,20}:)?(?:\\{0,8}[/\\]){2})([^\s/\\?#]{1,4096})@/gi;
// `user:password@host:port` with no scheme, as curl and git take a proxy: the port tells it from prose.
const BARE_PROXY = /(?<![\w%+~.:@/\\-])([A-Za-z0-9._~%+-]{1,100}):([^\s@/\\"'`]{1,4096})@(?=[A-Za-z0-9.-]{1,253}:\d{1,5}(?!\d))/g;
// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `Authorization: token x`.
const AUTH_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:basic|bearer|token|digest)\s+)([^\s"'`,;]{4,})/gi;
const BEARER = /\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})/gi;
// A `.netrc` entry's password (`machine host login me password x`), curl's `-u user:password`.
const NETRC_PASSWORD = /\b(machine\s+\S{1,253}\s+(?:login\s+\S{1,100}\s+)?password\s+)(\S{4,})/gi;
const CURL_USER = /(\s(?:-u|--user|--proxy-user|-U)\s+["']?[^\s:"']{1,100}:)([^\s"']{4,})/g;
// Values of credential-named keys: `api_key = "…"`, `"password": "…"`, `SECRET_TOKEN=…`.
// The key names a credential (`auth` but not `author`, `authority`); the separator is one `:` or `=`
// (not `Token::Any`, `token == x`, a URL's `https://`), `:=` or `=>`. A quoted value is any string
// literal's opening: `"`, `'`, a backtick, a triple quote, a prefixed quote (`b"`, `r'`, `@"`, `L"`),
// also as a list's first item (`["`).
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth(?!or(?!i[sz])))(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?:=>|:=|:(?!:|\/\/)|=(?!=))\s*)((?:\[\s*)?(?:[bBrRfFuU]{1,2}|[@L])?\\?(?:"""|'''|["'`])|\\?)([^\s"'`,;}{)\\]{4,})/gi;
// A setting's word, not a secret: `persist-credentials: false`, `id-token: write`, `secrets: inherit`.
const SETTING_WORD = /^(?:true|false|null|nil|none|undefined|default|read|write|inherit|required|optional|yes|no|on|off|auto|always|never|string|str|bool|boolean|int|number|bytes|any|unknown|object|void)$/i;
// Unquoted code, not a literal: a name called, indexed or given a type (`JToken.Load(reader)`,
// `creds[2]`, `Option<String>`, `[]string`), a cast or a reference (`(JToken)x`, `&[Token]`); or a
// name of letters alone, a word or a path of names (`nextToken`, `Author: Arthur`, `Unexpected
// token: StartArray.`, `self.token`, `Token::Any`, `&filler`, `writer.Token!`). A sign before the
// parenthesis (`P@ss(w0rd)`) is a literal.
const CODE = /^[A-Za-z_$][\w$.:]*[([<]|^\[\]|^[(&]/;
const LETTERS_NAME = /^[&*]?[A-Za-z_]+(?:(?:\.|::|->|\?\.)[A-Za-z_]+)*[!?.:]?$/;
function redactValue(value, quoted) {
    // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
    if (/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) || /^\[REDACTED\]/.test(value))
        return false;
    return !SETTING_WORD.test(value) && (quoted || !(CODE.test(value) || LETTERS_NAME.test(value)));
}
// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|hf_|ya29\.|xox|xapp-|hooks\.slack|eyJ|-----(?:BEGIN|END)|@|authoriz|bearer|passw|secret|token|key|credential|auth|-u\s|--(?:proxy-)?user|-U\s/i;
/** `text` with every credential-shaped value replaced by REDACTED, each value replaced handed to `found`. */
function replaceCredentials(text, found) {
    if (!MAY_HOLD_SECRET.test(text))
        return text;
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, (m) => (found(m), REDACTED));
    out = out.replace(URL_CREDENTIALS, (_m, scheme, userinfo) => `${scheme}${urlUserinfo(userinfo, found)}@`);
    out = out.replace(BARE_PROXY, (_m, user, password) => `${urlUserinfo(`${user}:${password}`, found)}@`);
    out = out.replace(AUTH_HEADER, (_m, head, value) => (found(value), `${head}${REDACTED}`));
    out = out.replace(BEARER, (_m, head, value) => (found(value), `${head}${REDACTED}`));
    for (const pattern of [NETRC_PASSWORD, CURL_USER])
        out = out.replace(pattern, (m, head, value) => (value.startsWith('$') ? m : (found(value), `${head}${REDACTED}`)));
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value, quote !== '') ? (found(value), `${head}${quote}${REDACTED}`) : m);
    return out;
}
/**
 * A token, not a name, standing where a user name goes: 16 characters or more of a token's
 * alphabet, with letters and digits or both cases, or 32 and more of any (`https://<PAT>@dev.azure.com`,
 * `http://<key>@proxy`; not `git`, `x-access-token`, `deploy-bot`).
 */
function tokenLike(text) {
    if (!/^[A-Za-z0-9._~%+=-]{16,}$/.test(text))
        return false;
    return text.length >= 32 || (/[A-Za-z]/.test(text) && (/\d/.test(text) || (/[a-z]/.test(text) && /[A-Z]/.test(text))));
}
/** A variable standing for the password, whole: `$PASSWORD`, `${PASSWORD}`, `$(cat pw)`; not a bcrypt `$2b$…`. */
const PLACEHOLDER = /^\$(?:[A-Za-z_]\w*|\{[^}]*\}|\([^)]*\))$/;
/** A URL's userinfo with its password (after the first `:`, empty user or not) and a user name shaped like a token dropped; `$VAR` kept. */
function urlUserinfo(userinfo, found) {
    const colon = userinfo.indexOf(':');
    const [user, password] = colon < 0 ? [userinfo, undefined] : [userinfo.slice(0, colon), userinfo.slice(colon + 1)];
    const drop = (part) => (found(part), REDACTED);
    const shownUser = tokenLike(user) ? drop(user) : user;
    if (password === undefined)
        return shownUser;
    return `${shownUser}:${password === '' || PLACEHOLDER.test(password) ? password : drop(password)}`;
}
function redact(text) {
    return replaceCredentials(text, () => undefined);
}
/** The credential-shaped values redact would replace in `text`, as they stand there. */
function credentialValues(text) {
    const values = [];
    replaceCredentials(text, (value) => values.push(value));
    return values;
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
/** `text` quoted in a message, at most `max` characters: redacted before it is cut, so no cut leaves a secret's head. */
function quoted(text, max) {
    return JSON.stringify(redact(text).slice(0, max));
}


/***/ }),

/***/ 4728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wy: () => (/* binding */ readRegularSync),
/* harmony export */   _x: () => (/* binding */ OPEN_READ),
/* harmony export */   jn: () => (/* binding */ shapeProblem),
/* harmony export */   zc: () => (/* binding */ pathErrorProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a regular file without following a link or blocking on a FIFO, synchronously: the part of
 * files.ts a command's start-up needs (git's own files are checked before git is asked), kept apart
 * from its asynchronous readers and writers, whose modules (fs/promises, streams, crypto) it never loads.
 */

// Windows has neither flag; there a link is refused by the lstat walk alone.
const OPEN_READ = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/**
 * What a file-system error that is no fault of proofgate's says in one line (a path too long, a link
 * loop, no permission, a failing disk), or undefined for any other: each reader words them alike.
 */
function pathErrorProblem(err) {
    switch (err.code) {
        case 'ENAMETOOLONG':
            return 'is too long a path for this system (ENAMETOOLONG): give a shorter path';
        case 'ELOOP':
            return 'passes through too many symbolic links (ELOOP): remove the links';
        case 'EACCES':
        case 'EPERM':
            return 'cannot be read by this user (EACCES): check its permissions';
        case 'EIO':
            return 'could not be read from the disk (EIO): check the disk';
        default:
            return undefined;
    }
}
function shapeProblem(info) {
    if (info.isSymbolicLink())
        return 'is a symbolic link (only regular files are read)';
    if (info.isDirectory())
        return 'is a folder, not a file';
    if (!info.isFile())
        return 'is not a regular file (a FIFO, socket or device is never read)';
    return undefined;
}
/**
 * readRegular's read of an absolute path for a caller that cannot wait (git's own files, found
 * before git is asked): lstat, then opened without following a link or blocking on a FIFO, checked
 * again on what was opened, never read past `maxBytes`. An error no reason words is thrown. With
 * `follow`, a link is followed to the file it names (a sign-in file a user linked), still never a FIFO.
 */
function readRegularSync(abs, maxBytes, { follow = false } = {}) {
    let fd;
    try {
        const shape = shapeProblem((follow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync : node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs));
        if (shape)
            return { status: 'refused', reason: shape };
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(abs, follow ? OPEN_READ & ~(node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) : OPEN_READ);
        const opened = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const swapped = shapeProblem(opened);
        if (swapped)
            return { status: 'refused', reason: swapped };
        if (opened.size > maxBytes)
            return { status: 'too-large', size: opened.size };
        const bytes = Buffer.allocUnsafe(maxBytes + 1);
        let total = 0;
        for (let n; total <= maxBytes && (n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, total, maxBytes + 1 - total, null)) > 0;)
            total += n;
        if (total > maxBytes)
            return { status: 'too-large', size: total };
        return { status: 'ok', bytes: bytes.subarray(0, total), writtenMs: Math.min(opened.mtimeMs, opened.ctimeMs) };
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { status: 'missing' };
        if (code === 'ELOOP')
            return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
        const reason = pathErrorProblem(err);
        if (reason)
            return { status: 'refused', reason };
        throw err;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 61528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ shownPath)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23377);


/** The longest path a line shows whole; a longer one (a chain of folders past PATH_MAX) keeps its two ends. */
const SHOWN_PATH_MAX = 240;
/** A path as one line shows it: visible, and bounded (its start and its end around an ellipsis), never kilobytes of it. */
function shownPath(path) {
    const shown = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(path);
    if (shown.length <= SHOWN_PATH_MAX)
        return shown;
    const tail = shown.slice(shown.length - SHOWN_PATH_MAX / 2);
    // Never half a character at the cut: a tail that starts on a surrogate pair's low half drops it.
    return `${(0,_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .cutChars */ .oN)(shown, SHOWN_PATH_MAX / 2)}…${/^[\udc00-\udfff]/.test(tail) ? tail.slice(1) : tail}`;
}


/***/ }),

/***/ 43675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ trimOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
function trimOf(text, set) {
    let start = 0;
    while (start < text.length && set.includes(text[start]))
        start++;
    return trimEndOf(text.slice(start), set);
}
function trimEndOf(text, set) {
    let end = text.length;
    while (end > 0 && set.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ts: () => (/* binding */ afterCutWord),
/* harmony export */   ZN: () => (/* binding */ fitBytes),
/* harmony export */   oN: () => (/* binding */ cutChars)
/* harmony export */ });
/* unused harmony exports openCodeSpan, openFence, CUT_WORD_MAX */
/* harmony import */ var _fences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85889);

/**
 * Where a line's inline code would be left open: the offset of the first run of backticks that no
 * run of the same length closes later in the line (CommonMark's code span; a backslash escapes a
 * backtick only outside a span). -1 when every span the line opens, it closes.
 */
function openCodeSpan(line) {
    for (let i = 0; i < line.length;) {
        if (line[i] === '\\') {
            i += 2;
            continue;
        }
        if (line[i] !== '`') {
            i++;
            continue;
        }
        let end = i;
        while (line[end] === '`')
            end++;
        const run = end - i;
        let close = -1;
        for (let j = line.indexOf('`', end); j >= 0; j = line.indexOf('`', j)) {
            let k = j;
            while (line[k] === '`')
                k++;
            if (k - j === run) {
                close = k;
                break;
            }
            j = k;
        }
        if (close < 0)
            return i;
        i = close;
    }
    return -1;
}
/**
 * The fence a text leaves open at its end: the run of a fenced code block's opening line (up to
 * three spaces, then three or more backticks or tildes; a backtick fence's info string holds no
 * backtick) that no later line closes (the same character, at least as many, nothing after but
 * spaces and tabs). '' when every fence the text opens, it closes.
 */
function openFence(text) {
    let open = '';
    for (const line of text.split('\n')) {
        if (!open)
            open = (0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .fenceOpening */ .YY)(line)?.marks ?? '';
        else if ((0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .closesFence */ .Tv)(line, open))
            open = '';
    }
    return open;
}
/**
 * The longest start of `buf` within `room` bytes that leaves no markup open, and the line that
 * closes what it cannot leave out: never inside a character, at a line end in the second half where
 * there is one, before an open code span (moved back: neutralised Markdown puts links, HTML and
 * mentions in code spans, and a span cut open would let what follows it act), and a fenced block
 * the cut went into closed (else what follows the cut, the note included, reads as its code).
 */
function closedStart(buf, room) {
    let cut = Math.max(0, room);
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    // (A negative offset would search from the end.)
    const newline = cut > 0 ? buf.lastIndexOf(0x0a, cut - 1) : -1;
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    const fence = openFence(kept);
    // Inside a fenced block, and on the line that closes one, a backtick is code, never a span.
    if (fence)
        return { kept, close: `\n${fence}` };
    const lineStart = kept.lastIndexOf('\n') + 1;
    if (openFence(kept.slice(0, Math.max(0, lineStart - 1))))
        return { kept, close: '' };
    const open = openCodeSpan(kept.slice(lineStart));
    return { kept: open >= 0 ? kept.slice(0, lineStart + open) : kept, close: '' };
}
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes and ends it with how many characters were left out
 * (`where` says where the rest is), the markup the cut went through closed (`closedStart`).
 * Deterministic. Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    const room = maxBytes - Buffer.byteLength(note(total));
    let cut = closedStart(buf, room);
    // A fence to close takes its own bytes: cut again that much earlier, until the closed start fits.
    for (let r = room; cut.close && Buffer.byteLength(cut.kept + cut.close) > room;) {
        r -= Buffer.byteLength(cut.close);
        cut = closedStart(buf, r);
    }
    return `${cut.kept}${cut.close}${note(total - [...cut.kept].length)}`;
}
/**
 * The first `max` UTF-16 code units of a text, one fewer where the cut would part a surrogate
 * pair: half a character (an emoji's high half) is ill-formed text to every sink, a JSON escape
 * GitHub's API may refuse or a U+FFFD on the page.
 */
function cutChars(text, max) {
    if (text.length <= max)
        return text;
    const last = text.charCodeAt(max - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
/** The longest run of characters without white space `afterCutWord` drops: longer than any secret shape redaction knows but a JWT. */
const CUT_WORD_MAX = 4096;
/**
 * The start of a text whose beginning was cut off, without the word the cut went through: a
 * secret cut in two loses the prefix its shape is known by, so its remainder would pass
 * redaction; it goes with the word (up to the first white space, or CUT_WORD_MAX characters).
 */
function afterCutWord(text) {
    const at = text.search(/\s/);
    if (at >= 0 && at < CUT_WORD_MAX)
        return text.slice(at + 1);
    const low = text.charCodeAt(CUT_WORD_MAX);
    return text.slice(low >= 0xdc00 && low <= 0xdfff ? CUT_WORD_MAX + 1 : CUT_WORD_MAX);
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Dl: () => (/* binding */ RIGHT_TO_LEFT),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), and what every sink
 * shows as U+XXXX (DRAWS_NOTHING: the default ignorables such as U+3164 and the
 * variation selectors, U+2800 BRAILLE PATTERN BLANK, U+1D159).
 */
const BLANK = new RegExp(`[\\p{C}\\p{Z}\\p{M}${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.DRAWS_NOTHING}]`, 'gu');
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/**
 * Characters a left-to-right page draws right to left, or whose neighbours it reorders: the letters
 * and digits of bidi classes R, AL and AN (`מחיר", 1, 1000` draws as `1000 ,1 ,"ריחמ`, Trojan Source
 * with no control), the bidi controls besides. JavaScript has no `\p{Bidi_Class}`, so this is every
 * right-to-left script by Script_Extensions (which holds the Arabic comma, tatweel and question mark
 * Script leaves Common), and the blocks Unicode gives a right-to-left default (DerivedBidiClass.txt),
 * for letters a later Unicode adds there (Garay) on a Node that does not know them yet.
 */
const RTL_SCRIPTS = [
    'Adlam',
    'Arabic',
    'Avestan',
    'Chorasmian',
    'Cypriot',
    'Elymaic',
    'Hanifi_Rohingya',
    'Hatran',
    'Hebrew',
    'Imperial_Aramaic',
    'Inscriptional_Pahlavi',
    'Inscriptional_Parthian',
    'Kharoshthi',
    'Lydian',
    'Mandaic',
    'Manichaean',
    'Mende_Kikakui',
    'Meroitic_Cursive',
    'Meroitic_Hieroglyphs',
    'Nabataean',
    'Nko',
    'Old_Hungarian',
    'Old_North_Arabian',
    'Old_Sogdian',
    'Old_South_Arabian',
    'Old_Turkic',
    'Old_Uyghur',
    'Palmyrene',
    'Phoenician',
    'Psalter_Pahlavi',
    'Samaritan',
    'Sogdian',
    'Syriac',
    'Thaana',
    'Yezidi',
];
const RIGHT_TO_LEFT = new RegExp(`[${RTL_SCRIPTS.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}${BIDI.source.slice(1, -1)}]`, 'u');


/***/ })

};
