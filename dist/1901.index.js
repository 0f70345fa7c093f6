export const id = 1901;
export const ids = [1901];
export const modules = {

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

/***/ 52607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* binding */ reviewerWaivers),
/* harmony export */   Up: () => (/* binding */ ledgerJudges),
/* harmony export */   Yg: () => (/* binding */ reviewerRead),
/* harmony export */   Zh: () => (/* binding */ deriveLedger),
/* harmony export */   Zm: () => (/* binding */ reviewerReports),
/* harmony export */   o5: () => (/* binding */ reviewerAttempts),
/* harmony export */   ps: () => (/* binding */ reviewerOwed),
/* harmony export */   zZ: () => (/* binding */ ledgerReasons)
/* harmony export */ });
/* unused harmony export LEDGER_SCHEMA */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84466);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73219);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57604);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55164);





const LEDGER_SCHEMA = 'proofgate/review-ledger/1';
function outcome(a) {
    if (!a.record)
        return 'unfinished';
    if (a.record.deferred)
        return 'deferred';
    return a.record.returned && a.part ? 'returned' : 'failed';
}
/** Why a reviewer with a shell did not measure: it did not say it could run what it needed. */
function unmeasuredExecution(parts) {
    for (const c of parts) {
        const e = c.run?.execution;
        if (!e)
            return 'it holds a shell and did not report whether it could run what it needed (coverage.json run.execution)';
        if (e.available !== true)
            return `it holds a shell and could not run what it needed (execution available: ${String(e.available)}${e.refused.length ? `; refused: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__.nameList)(e.refused)}` : ''})`;
    }
    return undefined;
}
/**
 * The files a stopped part of the reviewer leaves unmeasured, each with that attempt and its stop.
 * A part that stopped and says so by leaving files owed keeps what it completed (everything proved
 * is kept); one that accounts for every file it was asked and still says it stopped contradicts
 * itself, and vouches for none of them until a later attempt of the reviewer accounts for each
 * again. Per file, not per attempt: parts of several units merged one merge at a time are several
 * attempts, and a later unit's clean part says nothing of the files another unit's part stopped on.
 * What a part was asked: the files of its units (its record's, else its files') no earlier attempt
 * had accounted for.
 */
function stoppedFiles(scope, returned) {
    const unitOf = new Map(scope.files.map((f) => [f.path, f.unit]));
    const marked = new Map();
    const before = new Set();
    for (const [k, a] of returned.entries()) {
        const { items, run } = a.part.coverage;
        const accounted = new Set(items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__.accountedFor).map((i) => i.path));
        if (run && run.stop !== 'completed') {
            const units = new Set(a.asked ?? items.map((i) => unitOf.get(i.path)));
            const asked = scope.files.filter((f) => units.has(f.unit) && !before.has(f.path)).map((f) => f.path);
            if (asked.every((p) => accounted.has(p)))
                for (const p of asked)
                    marked.set(p, { n: a.n, stop: run.stop });
        }
        else
            for (const p of accounted)
                if ((marked.get(p)?.n ?? a.n) < a.n)
                    marked.delete(p);
        // The parts of one attempt (a merge) were asked at once: what one accounts for was not done before another.
        if (returned[k + 1]?.n !== a.n)
            for (const b of returned.filter((x) => x.n === a.n))
                for (const i of b.part.coverage.items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__.accountedFor))
                    before.add(i.path);
    }
    return marked;
}
/** The attempts of `reviewer` that returned a part, oldest first. */
const returnedBy = (attempts, reviewer) => attempts.filter((a) => a.reviewer === reviewer && outcome(a) === 'returned').sort((a, b) => a.n - b.n);
/**
 * The selected files a reviewer waived with a reason in its returned parts and completed in none,
 * each with its latest reason: accounted for, but not read by it. What another reviewer read
 * never stands in its place: each reviewer owes its own reading (or a person's acknowledgement).
 */
function waivedUnread(returned) {
    const items = returned.flatMap((a) => a.part.coverage.items);
    const read = new Set(items.filter((i) => i.outcome === 'completed').map((i) => i.path));
    return new Map(items.filter((i) => i.outcome === 'waived' && (0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__.accountedFor)(i) && !read.has(i.path)).map((i) => [i.path, i.reason]));
}
/** Why a reviewer with no attempt of its own is outstanding: a run of no one reviewer, when there was one, speaks for none. */
function neverStarted(attempts) {
    const forAll = [...new Set(attempts.filter((a) => a.reviewer === undefined).map((a) => String(a.n)))];
    return forAll.length
        ? `never started: no run of its own (attempt(s) ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__.nameList)(forAll)} played every reviewer, and speak for none)`
        : 'never started';
}
/** ` (unit(s) U2, U3)`: the units holding these files, when the scope cut it into several (a matrix job each). */
function unitsNote(scope, paths) {
    if (new Set(scope.files.map((f) => f.unit)).size < 2)
        return '';
    const owed = new Set(paths);
    const units = [...new Set(scope.files.filter((f) => owed.has(f.path)).map((f) => f.unit))];
    return units.length ? ` (unit(s) ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__.nameList)(units)})` : '';
}
/**
 * The collection barrier: every reviewer the scope dispatched, in exactly one state, derived from
 * its attempts. Returned means its parts are in hand and complete every selected file, each read by
 * it or, waived, acknowledged by a person (`acknowledged`); anything else keeps the review
 * incomplete, and a state is never inferred from silence: a reviewer that has not ended is
 * outstanding, not failed.
 */
function deriveLedger(scope, attempts, acknowledged = new Set()) {
    const selected = scope.files.map((f) => f.path);
    const reviewers = scope.reviewers.map((r) => {
        const mine = attempts.filter((a) => a.reviewer === r.id).sort((a, b) => a.n - b.n);
        // A merge that took several of its parts (one per unit of a matrix) is one attempt of it.
        const views = mine
            .filter((a, i) => i === 0 || mine[i - 1].n !== a.n)
            .map((a) => ({
            attempt: a.n,
            outcome: outcome(a),
            ...(a.record ? { startedAt: a.record.startedAt, durationMs: a.record.durationMs } : {}),
            ...(a.record?.reasons.length ? { reasons: a.record.reasons } : {}),
        }));
        const back = returnedBy(mine, r.id);
        const returned = back.map((a) => a.part);
        const completed = new Set(returned.flatMap((p) => p.coverage.items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__.accountedFor).map((i) => i.path)));
        const owed = selected.filter((p) => !completed.has(p));
        const unread = waivedUnread(back);
        const waived = selected.filter((p) => unread.has(p)).length;
        const base = {
            id: r.id,
            attempts: views,
            files: { asked: selected.length, completed: selected.length - owed.length, ...(waived ? { waived } : {}) },
            findings: returned.reduce((n, p) => n + p.findings.length, 0),
            durationMs: views.reduce((n, v) => n + (v.durationMs ?? 0), 0),
        };
        const last = mine.at(-1);
        if (!last)
            return { ...base, state: 'outstanding', reason: neverStarted(attempts) };
        const stopped = stoppedFiles(scope, back);
        if (owed.length === 0 && stopped.size) {
            const [first] = [...stopped.values()].sort((a, b) => a.n - b.n);
            return {
                ...base,
                state: 'unmeasured',
                reason: `attempt ${first.n} stopped before the end (run.stop: ${first.stop})${unitsNote(scope, [...stopped.keys()])}: a stopped review is never clean`,
            };
        }
        if (owed.length === 0) {
            const execution = r.shell ? unmeasuredExecution(returned.map((p) => p.coverage)) : undefined;
            if (execution)
                return { ...base, state: 'unmeasured', reason: execution };
            const unseen = selected.filter((p) => unread.has(p) && !acknowledged.has(p));
            if (unseen.length === 0)
                return { ...base, state: 'returned' };
            return {
                ...base,
                state: 'unmeasured',
                reason: `${unseen.length} selected file(s) waived, not read${unitsNote(scope, unseen)}: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__.nameList)(unseen)}; it owes each until it completes it (--resume asks it again) or a person looks at it and acknowledges it (--acknowledge PATH)`,
            };
        }
        const lastOutcome = outcome(last);
        const why = last.record?.reasons[0];
        if (lastOutcome === 'unfinished')
            return { ...base, state: 'outstanding', reason: last.waiting ?? `attempt ${last.n} started and has not ended` };
        if (lastOutcome === 'deferred')
            return { ...base, state: 'deferred', reason: why ?? `attempt ${last.n} was stood down before it started` };
        if (lastOutcome === 'failed')
            return { ...base, state: 'failed', reason: `attempt ${last.n}: ${why ?? 'it returned no valid part'}` };
        return {
            ...base,
            state: 'unmeasured',
            reason: `${owed.length} selected file(s) not completed${unitsNote(scope, owed)}: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__.nameList)(owed)}`,
        };
    });
    return { schema: LEDGER_SCHEMA, scopeSha256: scope.scopeSha256, complete: reviewers.every((r) => r.state === 'returned'), reviewers };
}
/** One line per reviewer that keeps the review incomplete, naming it and why. */
function ledgerReasons(ledger) {
    const missing = ledger.reviewers.filter((r) => r.state !== 'returned');
    if (missing.length === 0)
        return [];
    return [
        `${missing.length} of ${ledger.reviewers.length} reviewer(s) did not return and measure: ${missing.map((r) => `${r.id} (${r.state}: ${r.reason ?? ''})`).join('; ')}`,
    ];
}
/** Whether a ledger judges the scope's reviewers: it dispatches each its own run, and has some. */
const ledgerJudges = (scope) => scope.dispatch === 'each' && scope.reviewers.length > 0;
/** What each attempt of the review folder says about the scope's reviewers; one that names none is kept without a reviewer. */
async function reviewerAttempts(paths, scope) {
    const ids = new Set(scope.reviewers.map((r) => r.id));
    const out = [];
    const partOf = async (folder) => {
        const loaded = await (0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPart */ .AX)((0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .partPaths */ .gN)(paths, folder), scope);
        return 'problems' in loaded ? undefined : loaded;
    };
    const view = (part) => part && { coverage: part.coverage, findings: part.findings };
    for (const a of (await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptRecords */ .W8)(paths)).filter((r) => r.scopeSha256 === scope.scopeSha256)) {
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(paths.folder, _folder_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewFolder */ .B.attempts, String(a.attempt));
        const record = (returned, reasons = a.reasons) => ({
            startedAt: a.startedAt,
            durationMs: a.durationMs,
            reasons,
            returned,
            ...(a.deferred ? { deferred: true } : {}),
        });
        if (a.kind === 'merge') {
            // A part of no one reviewer (merged before review merge refused them here) speaks for none.
            if ((a.reviewers ?? [null]).includes(null))
                out.push({ n: a.attempt });
            // A merge that never ended took none of its parts: each reviewer's stays outstanding.
            const ended = a.ended !== false;
            for (const [k, reviewer] of (a.reviewers ?? []).entries())
                if (reviewer !== null && ids.has(reviewer))
                    out.push({
                        n: a.attempt,
                        reviewer,
                        ...(ended ? { record: record(true), part: view(await partOf((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'parts', String(k + 1)))) } : {}),
                    });
            continue;
        }
        // A run that names no reviewer (one run for all, a unit's part) speaks for none of them, but
        // says proofgate ran: every reviewer without a run of its own is then outstanding.
        if (a.reviewer === undefined) {
            out.push({ n: a.attempt });
            continue;
        }
        if (!ids.has(a.reviewer))
            continue;
        const ended = a.ended !== false;
        // A part is the review's only once `review merge` took it.
        const pending = a.part && a.reasons.length === 0 ? `attempt ${a.attempt}'s part awaits \`review merge\`` : undefined;
        const part = a.merged ? await partOf(folder) : undefined;
        out.push({
            n: a.attempt,
            reviewer: a.reviewer,
            ...(pending ? { waiting: pending } : ended ? { record: record(a.merged) } : {}),
            ...(part ? { part: view(part) } : {}),
            asked: a.units,
        });
    }
    return out;
}
/**
 * The findings `reviewer` reported in the parts it returned, oldest first: its own words, which a
 * merged finding of the review may not hold (it keeps one reporter's).
 */
const reviewerReports = (attempts, reviewer) => returnedBy(attempts, reviewer).flatMap((a) => a.part.findings);
/**
 * The selected files `reviewer` itself read in the parts it returned: completed (not waived),
 * less those a stopped part of it left unmeasured (stoppedFiles). What another reviewer read says
 * nothing of what this one would still find.
 */
function reviewerRead(scope, attempts, reviewer) {
    const returned = returnedBy(attempts, reviewer);
    const stopped = stoppedFiles(scope, returned);
    return new Set(returned.flatMap((a) => a.part.coverage.items.filter((i) => i.outcome === 'completed' && !stopped.has(i.path)).map((i) => i.path)));
}
/**
 * What `--resume` asks a reviewer for: the selected files it has not completed in the parts it
 * returned, those it waived (waivedUnread), and those a stopped part of it left unmeasured
 * (stoppedFiles).
 */
function reviewerOwed(scope, attempts, reviewer) {
    const returned = returnedBy(attempts, reviewer);
    const completed = new Set(returned.flatMap((a) => a.part.coverage.items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__.accountedFor).map((i) => i.path)));
    const owed = scope.files.map((f) => f.path).filter((p) => !completed.has(p));
    return new Set([...owed, ...waivedUnread(returned).keys(), ...stoppedFiles(scope, returned).keys()]);
}
/** Each selected file some reviewer waived and did not read, with who waived it and why, in scope and dispatch order. */
function reviewerWaivers(scope, attempts) {
    const byReviewer = scope.reviewers.map((r) => [r.id, waivedUnread(returnedBy(attempts, r.id))]);
    const out = new Map();
    for (const { path } of scope.files) {
        const theirs = byReviewer.flatMap(([reviewer, w]) => (w.has(path) ? [{ reviewer, reason: w.get(path) }] : []));
        if (theirs.length)
            out.set(path, theirs);
    }
    return out;
}


/***/ })

};
