export const id = 8954;
export const ids = [8954];
export const modules = {

/***/ 84466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ reviewFolder),
/* harmony export */   H: () => (/* binding */ isDiffPart)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const isId = (id) => id !== undefined && ID.test(id) && !id.includes('..');
/** A unit prompt's label (`-U2`, `-U1-U3`, `-U1+U4`: units.ts unitsLabel), or none for the whole scope. */
const LABEL = '(?:-[A-Za-z0-9+-]+)?';
const PROMPT_FILE = new RegExp(`^prompt${LABEL}\\.md$`);
/** The name a diff part's prompt gives it (`diff-U2` of `diff-U2.3.patch`). */
const DIFF_BASE = new RegExp(`^diff${LABEL}(?=\\.)`);
/** writeFileAtomic's temporary file beside the one it writes (`.scope.json.<hex>.tmp`). */
const ATOMIC_TEMP = /^\.(.+)\.[0-9a-f]{12}\.tmp$/;
/** `diff.patch`, `diff.2.patch`, `diff.deleted.patch`, `diff.deleted.2.patch`: the parts `review prompt` writes for `base`. */
function isDiffPart(base, name) {
    return name.startsWith(`${base}.`) && /^(\d+\.|deleted\.(\d+\.)?)?patch$/.test(name.slice(base.length + 1));
}
/** A file name proofgate writes directly in `<dir>/<id>/`. */
function ownName(name) {
    const named = [...Object.values(reviewFolder.files), ...Object.values(reviewFolder.outputs), reviewFolder.lock];
    const diff = DIFF_BASE.exec(name)?.[0];
    return named.includes(name) || PROMPT_FILE.test(name) || (diff !== undefined && isDiffPart(diff, name));
}
/** The review folder `<dir>/<id>/` and the names of the evidence files in it. */
const reviewFolder = {
    files: {
        scope: 'scope.json',
        checklist: 'checklist.md',
        findings: 'findings.json',
        coverage: 'coverage.json',
        anchored: 'findings.anchored.json',
        continue: 'continue.json',
        intent: 'intent.md',
        ledger: 'ledger.json',
        commit: 'commit.json',
    },
    /** Held by the one process that writes the folder (lock.ts); never evidence, never uploaded. */
    lock: 'review.lock',
    /** What else commands write there: the gate's check run and summary, compare's result. */
    outputs: { check: 'check.json', summary: 'summary.md', compare: 'compare.json' },
    /** One folder per agent run (attempts.ts): its record, its agent's output, the parts it merged. */
    attempts: 'attempts',
    /**
     * Whether a repository path is one proofgate writes under the review folders' `dir` (repository
     * relative, '' for the top), by its name: a file above in `<id>/`, a prompt or diff part,
     * anything under `<id>/attempts/`, or one of these while written (writeFileAtomic's temporary
     * name). A working-tree review sets aside these alone.
     */
    isOwn(path, dir) {
        if (dir !== '' && !path.startsWith(`${dir}/`))
            return false;
        const [id, name, ...deeper] = (dir === '' ? path : path.slice(dir.length + 1)).split('/');
        if (!isId(id) || name === undefined)
            return false;
        if (name === reviewFolder.attempts)
            return deeper.length > 0;
        return deeper.length === 0 && ownName(ATOMIC_TEMP.exec(name)?.[1] ?? name);
    },
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!isId(id))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


/***/ }),

/***/ 88954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KEEP_NO_TIMES: () => (/* binding */ KEEP_NO_TIMES),
/* harmony export */   predates: () => (/* binding */ predates),
/* harmony export */   setAsideNamed: () => (/* binding */ setAsideNamed),
/* harmony export */   thisJob: () => (/* binding */ thisJob)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _review_folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84466);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18140);





/**
 * This job, when the process runs as a step of a GitHub Actions job (GITHUB_ACTIONS=true and the event
 * file the runner wrote at the job's start): it began at that file's ctime (a link's own). Undefined off a runner.
 */
function thisJob(warn) {
    const event = process.env.GITHUB_EVENT_PATH;
    if (process.env.GITHUB_ACTIONS !== 'true' || !event)
        return undefined;
    try {
        return { start: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(event).ctimeMs, warn };
    }
    catch {
        return undefined;
    }
}
let births;
/**
 * Whether this process's stat reports birth times: without statx (an old seccomp profile refuses it)
 * Node reports the ctime as the birth time, which a metadata change moves. Probed once on a file of
 * the job's own: a ctime moved a clock tick after the write must leave its birth time behind.
 */
function birthTimesKept(warn) {
    if (births !== undefined)
        return births;
    let dir;
    try {
        dir = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDir */ .XK)('birth-probe');
        const probe = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'probe');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(probe, '');
        for (let tick = 0; tick < 20 && births === undefined; tick++) {
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.utimesSync)(probe, 0, 0);
            const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(probe);
            if (s.birthtimeMs > 0 && s.ctimeMs > s.birthtimeMs)
                births = true;
        }
    }
    catch {
        // No probe, no trust: every file is dated as left before the job.
    }
    finally {
        if (dir)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    }
    births ??= false;
    if (!births)
        warn('this runner reports no birth time of a file (its Node has no statx): nothing found in the workspace can be told from what an earlier job left, so all of it is treated as left');
    return births;
}
/** How far a file's times may run ahead of this process's clock (a network file system's server) before they are taken as set ahead. */
const CLOCK_SKEW_MS = 5_000;
/**
 * Whether a file whose inode says `s` was made, changed or written before the job began: undated (no birth
 * time) counts as before. Every write sets the mtime from the kernel clock that sets the ctime, on the same
 * tick, so what this job writes has both at or after the event file's ctime and the same `<` holds for
 * each; an mtime put back (a copy keeping it, `touch -d`) only ever makes a file the earlier job's. Nor is
 * an mtime put forward any later write: only a set time lies past its ctime (setting it moves the ctime to
 * now) or past now, so either is an earlier job's, failing closed (hazard 681).
 */
function madeBefore(s, { start, warn }) {
    if (s.ctimeMs < start || s.mtimeMs < start)
        return true;
    if (s.mtimeMs > s.ctimeMs || s.mtimeMs > Date.now() + CLOCK_SKEW_MS)
        return true;
    // A file system with no birth time (0) cannot tell a leftover whose ctime moved from a new file: fail closed.
    return s.birthtimeMs === 0 || s.birthtimeMs < start || !birthTimesKept(warn);
}
/**
 * Whether `path` (a file, or any entry under a folder, links inside not followed) was made before
 * the job began. A link given as `path` is judged by what it leads to too: a link this job made to an
 * earlier job's folder is that folder.
 */
async function predates(path, job, follow = true) {
    const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
    if (!s)
        return false;
    if (madeBefore(s, job))
        return true;
    if (s.isSymbolicLink())
        return follow ? predates(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path).catch(() => path), job, false) : false;
    if (!s.isDirectory())
        return false;
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch(() => []))
        if (await predates((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, name), job, false))
            return true;
    return false;
}
/** How to make what a warning names count: the copy, not the rule, carried the earlier job's times (hazards 651, 681). */
const KEEP_NO_TIMES = "a copy that keeps times (cp -a or -p, rsync -a, tar -p, a cache restore), or a time set ahead of the clock (touch -d), is the earlier job's: copy without keeping times, or review again in this job";
/** Evidence a seal must not inherit: everything an agent, a merge or a gate writes in the review folder. */
const EVIDENCE = [
    ...Object.values(_review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.files).filter((n) => n !== _review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.files.scope && n !== _review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.files.intent),
    ...Object.values(_review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.outputs),
    _review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.attempts,
];
/** Moves `path` into `into`: a rename, else (another file system) a copy and a removal. */
async function moveInto(path, into, name) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(into, name)).catch(async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.cp)(path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(into, name), { recursive: true, verbatimSymlinks: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true });
    });
}
/**
 * On a runner, moves the evidence in a review folder that predates this job into a private folder
 * of the job, and says what it moved and where (job.warn); returns the names moved, none off a runner.
 */
async function setAsideNamed(folder, job) {
    if (!job)
        return [];
    const names = [];
    for (const name of EVIDENCE)
        if (await predates((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name), job))
            names.push(name);
    if (!names.length)
        return names;
    const into = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDir */ .XK)('left-before-job');
    for (const name of names)
        await moveInto((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name), into, name);
    job.warn(`set aside ${names.join(', ')} of ${folder}, left there before this job began: never this job's evidence (kept in ${into}; ${KEEP_NO_TIMES})`);
    return names;
}


/***/ })

};
