export const id = 9563;
export const ids = [9563,8140];
export const modules = {

/***/ 18140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   XK: () => (/* binding */ privateDir),
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   dg: () => (/* binding */ confined),
/* harmony export */   l$: () => (/* binding */ writeJsonOrReason),
/* harmony export */   nM: () => (/* binding */ removeFile),
/* harmony export */   pz: () => (/* binding */ copyRegularFiles)
/* harmony export */ });
/* unused harmony export ARTIFACT_REFUSED */
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








/**
 * Every file proofgate reads as evidence or writes goes through here. A path is taken only
 * inside its working tree (`root`) and never through a symbolic link below it: a pull request
 * can commit `_bmad-output` as a link to `~`, `/tmp` or `.git/hooks`, and a plain `mkdir -p` and
 * `writeFile` (or `readFile`, or an artifact upload) would follow it. What lies above `root` is
 * the runner's, not the repository's, and is not checked.
 */
// Windows has neither flag; there a link is refused by the lstat walk alone.
const OPEN_READ = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/** Why `path` may not be used inside `root`, or undefined with the absolute path when it may. */
async function placeProblem(root, path) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(base, abs);
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel))
        return {
            abs,
            problem: `is outside the working tree ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(base)}: proofgate reads and writes only inside it; give a path inside it`,
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
            throw err;
        }
        const shown = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(segs.slice(0, i + 1).join('/'));
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)}: it ${problem}`);
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
        throw err;
    }
    // Checked before opening: opening a FIFO or a device can block or act.
    if (info.isSymbolicLink())
        return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
    if (info.isDirectory())
        return { status: 'refused', reason: 'is a folder, not a file' };
    if (!info.isFile())
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(abs, OPEN_READ);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            return { status: 'missing' };
        if (code === 'ELOOP')
            return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
        throw err;
    }
    // Checked again on what was opened: the name may have been swapped since the lstat.
    const opened = await fh.stat();
    if (!opened.isFile()) {
        await fh.close();
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    }
    return { fh, size: opened.size, mtimeMs: opened.mtimeMs };
}
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
    const { fh, size, mtimeMs } = opened;
    try {
        if (size > maxBytes)
            return { status: 'too-large', size };
        const bytes = await readAll(fh, maxBytes);
        return bytes ? { status: 'ok', bytes, mtimeMs } : { status: 'too-large', size: maxBytes + 1 };
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
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root, path))} ${read.reason}`);
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
    return new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)}: it is a folder, where proofgate writes a file: remove it or choose another path`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot write ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(target)} (${code}): check that the folder is writable and the disk has room; nothing was half-written`);
    }
}
function writeJsonAtomic(root, path, value) {
    return writeFileAtomic(root, path, `${JSON.stringify(value, null, 2)}\n`);
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
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(abs, { force: true });
}
/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
function privateDir(prefix) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)(), `proofgate-${prefix}-`));
}
/**
 * What the artifact service refuses in a file's path (@actions/artifact's upload validation, which
 * actions/upload-artifact runs too): one such name, which a pull request may commit in a folder that
 * is uploaded, fails the whole upload, so it is left out of every copy an artifact is made from.
 */
const ARTIFACT_REFUSED = /[":<>|*?\r\n]/;
/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 * Given `only` (paths relative to `folder`), just those are copied: a folder the checkout shares
 * with the files a step wrote may hold others the pull request committed. A file whose path the
 * artifact service refuses (`ARTIFACT_REFUSED`) is left out too, and named in `refusedNames`.
 */
async function copyRegularFiles(root, folder, only) {
    const from = await confined(root, folder);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(from);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(from)}: it is not a folder`);
    const dir = await privateDir('copy');
    const skipped = [];
    const refusedNames = [];
    let files = 0;
    const wanted = only && new Set(only.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(from, p))));
    for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(from, { withFileTypes: true, recursive: true })) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(e.parentPath, e.name);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, abs);
        if (e.isDirectory() || (wanted && !wanted.has(rel)))
            continue;
        if (ARTIFACT_REFUSED.test(rel)) {
            refusedNames.push((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')));
            continue;
        }
        const opened = e.isFile() ? await openRegular(abs) : { status: 'refused', reason: '' };
        if ('status' in opened) {
            if (opened.status !== 'missing')
                skipped.push((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')));
            continue;
        }
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel)), { recursive: true });
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(opened.fh.createReadStream({ autoClose: false }), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel), { flags: 'wx' }));
            files++;
        }
        finally {
            await opened.fh.close();
        }
    }
    return { dir, files, skipped: skipped.sort(), refusedNames: refusedNames.sort() };
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

/***/ 94533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   importRun: () => (/* binding */ importRun)
/* harmony export */ });
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21789);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39559);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95223);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4243);








/** Validates a run the tester exported and stores it in results/<ID>/; another revision or an older copy is refused (exit 1). */
async function importRun(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(o.cwd, o.file);
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), path, _runs_js__WEBPACK_IMPORTED_MODULE_5__/* .RUN_MAX_BYTES */ .Rf);
    }
    catch (err) {
        if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError)
            throw err;
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`cannot read ${o.file}: give the JSON file the tester exported`);
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.file} is larger than ${_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .RUN_MAX_BYTES */ .Rf / 1024} KiB: not a run`);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonText */ .lk)(text, o.file);
    const errors = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .runErrors */ .d2)(data, spec, sha256);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.file} is not a run of ${o.id}: ${errors.slice(0, 5).join('; ')}`);
    const run = data;
    const r = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .storeRun */ .Pc)(folder, run, sha256);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, r.file) || r.file;
    if (!r.stored)
        return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.failed, stored: false, file: r.file, lines: [`${o.id}: not imported: ${r.message}`] };
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.ok,
        stored: true,
        file: r.file,
        lines: [`${o.id}: run ${run.runId} (revision ${run.revision}) stored in ${shown}`],
    };
}


/***/ }),

/***/ 25282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ futureTime),
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   Pc: () => (/* binding */ storeRun),
/* harmony export */   Rf: () => (/* binding */ RUN_MAX_BYTES),
/* harmony export */   VS: () => (/* binding */ storedText),
/* harmony export */   bM: () => (/* binding */ statuses),
/* harmony export */   d2: () => (/* binding */ runErrors),
/* harmony export */   gI: () => (/* binding */ changedOutside),
/* harmony export */   lR: () => (/* binding */ loadRuns),
/* harmony export */   le: () => (/* binding */ runText),
/* harmony export */   uR: () => (/* binding */ instant),
/* harmony export */   ye: () => (/* binding */ pastSave)
/* harmony export */ });
/* unused harmony exports RUNS_MAX_BYTES, RUNS_MAX_FILES, byTime */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39559);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95223);









const RUN_MAX_BYTES = 1024 * 1024;
/**
 * What one recipe's runs may hold in all, in the work tree and at the base together: every run read is
 * held (the gate weighs each against the latest), so a folder of thousands of 1 MiB files (a pull
 * request's, compressed by git to nothing) took twice its bytes of heap and stopped node mid-read.
 * A real recipe plays a few runs of some KiB each per version.
 */
const RUNS_MAX_BYTES = 32 * 1024 * 1024;
const RUNS_MAX_FILES = 2000;
/** The text a run is stored and exported as; the page writes the same bytes. */
function runText(run) {
    return `${JSON.stringify(run, null, 2)}\n`;
}
/**
 * What makes a run unusable for this spec id: schema errors, then answers
 * that name an unknown or repeated expectation. Checked against the current
 * spec only when the run answers the current revision.
 */
async function runErrors(data, spec, currentSha) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-run', data);
    if (errors.length)
        return errors;
    const run = data;
    // Format 2 is bound to the code it tested; 1 predates that and records none.
    if ((run.schema === 'bmad-plus/uat-run/2') !== (run.code !== undefined))
        return [
            run.code === undefined ? '/code: format 2 records the code the run tested' : `/code: format 1 records no code (it is ${run.schema})`,
        ];
    if (run.specId !== spec.id)
        return [`/specId: is ${JSON.stringify(run.specId)}, not ${JSON.stringify(spec.id)}`];
    // The file is named after it: the schema's pattern alone lets `a..b` through.
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        return [`/runId: ${JSON.stringify(run.runId)} is not a valid run id (no "..")`];
    const out = timeErrors(run);
    if (out.length || run.specSha256 !== currentSha)
        return out;
    // The revision it answers says which version it is: a record that says another is no run of it.
    if (run.specVersion !== spec.version)
        return [`/specVersion: is ${JSON.stringify(run.specVersion)}, but the revision it answers is version ${JSON.stringify(spec.version)}`];
    const known = new Set((0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec).map((e) => e.id));
    const seen = new Set();
    run.answers.forEach((a, i) => {
        if (!known.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is not in the spec`);
        else if (seen.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is answered twice`);
        seen.add(a.expect);
    });
    return out;
}
/** How far ahead of this machine's clock a tester's clock may run (and, for a save `uat serve` receives, behind it). */
const CLOCK_SKEW_MS = 10 * 60_000;
/** Why a time of a run or triage file cannot be taken: ahead of this clock by more than the skew allowed, else undefined. */
function futureTime(where, time) {
    return instant(time) > Date.now() + CLOCK_SKEW_MS
        ? `${where}: ${JSON.stringify(time)} is in the future (more than ${CLOCK_SKEW_MS / 60_000} min ahead of this clock)`
        : undefined;
}
/**
 * Why `uat serve` cannot take a save, stamped `updatedAt` by the page as it is made: more than the skew
 * allowed behind the server's clock (the tester's clock is behind), else undefined. A run dated back
 * seems finished before a run it overlapped began, and its disagreeing answers would be no second witness.
 */
function pastSave(run) {
    return instant(run.updatedAt) < Date.now() - CLOCK_SKEW_MS
        ? `/updatedAt: ${JSON.stringify(run.updatedAt)} is in the past (more than ${CLOCK_SKEW_MS / 60_000} min behind this clock), but the page stamps each save as it is made: the clock of the tester's computer is behind; set it right, then reload the page and start a new run`
        : undefined;
}
/** The instant an ISO 8601 time with its offset names, in ms (NaN when it names none): the order of runs and checks, never their text. */
function instant(time) {
    return Date.parse(time);
}
/** Times the schema's date-time format lets through but no clock can order (a leap second), and a run that ends before it starts. */
function timeErrors(run) {
    const out = [];
    const times = [
        ['/startedAt', run.startedAt],
        ['/updatedAt', run.updatedAt],
        ['/finishedAt', run.finishedAt],
        ...run.answers.map((a, i) => [`/answers/${i}/at`, a.at]),
    ];
    for (const [where, t] of times)
        if (typeof t === 'string' && Number.isNaN(instant(t)))
            out.push(`${where}: ${JSON.stringify(t)} names no instant that can be ordered`);
    if (out.length)
        return out;
    const start = instant(run.startedAt);
    const saved = instant(run.updatedAt);
    if (saved < start)
        out.push('/updatedAt: is before startedAt');
    if (run.finishedAt !== null && instant(run.finishedAt) < start)
        out.push('/finishedAt: is before startedAt');
    // The page stamps every answer between the start and the save that holds it, and takes none once the run is finished.
    const last = run.finishedAt !== null ? Math.min(saved, instant(run.finishedAt)) : saved;
    run.answers.forEach((a, i) => {
        if (a.at !== undefined && (instant(a.at) < start || instant(a.at) > last))
            out.push(`/answers/${i}/at: ${JSON.stringify(a.at)} is outside the run (started ${run.startedAt}, ${run.finishedAt !== null ? `finished ${run.finishedAt}` : `last saved ${run.updatedAt}`})`);
    });
    // A run dated ahead of this clock would stay "the latest run" and hide every run played after it.
    for (const [where, t] of times) {
        const ahead = typeof t === 'string' ? futureTime(where, t) : undefined;
        if (ahead)
            out.push(ahead);
    }
    return out;
}
/** Oldest first by the instant the run started, then by its last save; the run id only breaks a tie of instants. */
function byTime(a, b) {
    return (instant(a.run.startedAt) - instant(b.run.startedAt) ||
        instant(a.run.updatedAt) - instant(b.run.updatedAt) ||
        (a.run.runId < b.run.runId ? -1 : a.run.runId > b.run.runId ? 1 : 0));
}
/** Per-expectation status of a run (unanswered ones are `null`). */
function statuses(run) {
    return new Map(run.answers.map((a) => [a.expect, { status: a.status, note: a.note }]));
}
function tally(run, spec) {
    const t = { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 };
    const s = statuses(run);
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec))
        t[s.get(e.id)?.status ?? 'todo']++;
    return t;
}
/** A stored run read leniently (any object), only to compare a base's copy with the change's. */
function lenient(text) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
    return parsed.ok && parsed.data !== null && typeof parsed.data === 'object' ? parsed.data : undefined;
}
/** What fixes a run when it begins: a copy that changes any of these is another run, not this one carried on. */
const FIXED_AT_START = ['schema', 'specId', 'specVersion', 'specSha256', 'code', 'runId', 'tester', 'startedAt'];
/**
 * Why the change's copy of a run the base holds is not that run as its tester went on with it, else
 * undefined. A finished run is evidence and never changes. An unfinished one may only go on as the
 * page plays it: later saves (a higher revision), answers to the checks still open, its finish; what
 * it fixed at the start (tester, start, revision answered) and every answer it already records (status,
 * note, time) stay as the base has them, else a change could finish someone else's run their way.
 */
function editsBaseRun(held, text, short) {
    if (held === text)
        return undefined;
    const was = lenient(held);
    if (!was)
        return undefined;
    if (typeof was.finishedAt === 'string')
        return `it edits a finished run the base ${short} holds: a finished run is evidence, never edited (the base's is gated); restore it`;
    const now = lenient(text) ?? {};
    const changed = FIXED_AT_START.filter((k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]));
    if (typeof was.revision === 'number' && !(typeof now.revision === 'number' && now.revision > was.revision))
        changed.push(`revision (not after the base's ${was.revision})`);
    const answers = Array.isArray(now.answers) ? now.answers : [];
    for (const a of Array.isArray(was.answers) ? was.answers : []) {
        if (a?.status === null || typeof a?.expect !== 'string')
            continue;
        const same = answers.filter((b) => b?.expect === a.expect);
        if (same.length !== 1 || JSON.stringify(same[0]) !== JSON.stringify(a))
            changed.push(`the answer to ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(a.expect)}`);
    }
    if (!changed.length)
        return undefined;
    return `it changes what the unfinished run the base ${short} holds already records (${changed.join(', ')}): a run goes on only as its tester plays it (later saves, answers to the checks still open, its finish); the base's is gated; restore it, or play a new run`;
}
/** One stored file read as a run of `spec` (its name must be `<runId>.json`), into `out`. */
async function readRun(out, file, name, text, spec, currentSha) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStrictText */ .Yg)(text);
    if (!parsed.ok) {
        out.invalid.push({ file, errors: parsed.errors.map((e) => `not a run: ${e}`) });
        return;
    }
    const run = parsed.data;
    const errors = await runErrors(parsed.data, spec, currentSha);
    // A run is stored under its id: a copy under another name (`x.json.orig` renamed back, a second
    // copy edited) is not the run it names.
    if (!errors.length && name !== `${run.runId}.json`)
        errors.push(`the file is named ${JSON.stringify(name)}, but its runId is ${JSON.stringify(run.runId)}: a run is stored as <runId>.json`);
    if (errors.length)
        out.invalid.push({ file, errors });
    else
        out.runs.push({ run, file, stale: run.specSha256 !== currentSha });
}
/**
 * Every run in results/<ID>/, oldest first by start time; unusable files are listed, never dropped
 * silently. Given the base a change merges into, a run the base holds that the working tree no
 * longer has (deleted, or renamed to a name no run has) is read from the base: a run is evidence,
 * and a change that removes the latest, failing one does not make an older pass the latest.
 */
async function loadRuns(folder, spec, currentSha, base) {
    const dir = folder.results(spec.id);
    const isRunName = (n) => n.endsWith('.json') && !n.startsWith('.');
    let names;
    try {
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).filter(isRunName).sort();
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOTDIR')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder.tree, dir) || dir} is a file, not a folder: the runs of ${spec.id} are stored in it, one file per run`);
        if (code !== 'ENOENT')
            throw err;
        names = [];
    }
    const out = { runs: [], invalid: [] };
    const budget = { files: RUNS_MAX_FILES, bytes: RUNS_MAX_BYTES, unread: 0 };
    /** Whether another file may be read (its bytes are counted once read); past the budget it is counted as not read. */
    const mayRead = () => {
        if (budget.files > 0 && budget.bytes > 0) {
            budget.files -= 1;
            return true;
        }
        budget.unread += 1;
        return false;
    };
    /** The text of each file read, by name, for comparing with the base's. */
    const texts = new Map();
    for (const name of names) {
        if (!mayRead())
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextCapped */ .XS)(folder.tree, file, RUN_MAX_BYTES).catch((err) => {
            if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
                return err;
            throw err;
        });
        if (text instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
            out.invalid.push({ file, errors: [`not a run: ${text.message}`] });
        else if (text === null)
            out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
        else {
            budget.bytes -= Buffer.byteLength(text);
            texts.set(name, text);
            await readRun(out, file, name, text, spec, currentSha);
        }
    }
    if (base) {
        const atBase = (await base.list(dir)).filter((f) => isRunName((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f)));
        // Read from git a few at a time, so that what the budget refuses is never held.
        const held = new Map();
        for (const [i, f] of atBase.entries()) {
            if (!mayRead())
                continue;
            if (!held.has(f))
                for (const [k, v] of await base.read(atBase.slice(i, i + 16)))
                    held.set(k, v);
            const data = held.get(f);
            held.delete(f);
            budget.bytes -= Math.min(data?.length ?? 0, RUN_MAX_BYTES + 1);
            const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f);
            if (names.includes(name)) {
                const edit = data && editsBaseRun(data.toString('utf8'), texts.get(name) ?? '', base.short);
                if (!edit)
                    continue;
                const edited = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
                out.runs = out.runs.filter((r) => r.file !== edited);
                out.invalid = out.invalid.filter((r) => r.file !== edited);
                out.invalid.push({ file: edited, errors: [edit] });
            }
            const file = `${f} (at the base ${base.short}${names.includes(name) ? '' : '; this change removes it'})`;
            if (!data || data.length > RUN_MAX_BYTES)
                out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
            else
                await readRun(out, file, name, data.toString('utf8'), spec, currentSha);
        }
    }
    // Fail closed in one line: the latest run may be among those not read.
    if (budget.unread)
        out.overflow = {
            folder: dir,
            why: `holds more runs than the gate reads (${RUNS_MAX_BYTES / 1024 / 1024} MiB, ${RUNS_MAX_FILES} files): ${budget.unread} file(s) not read, the latest among them perhaps; not a pass: take out of it what is no run of this recipe`,
        };
    out.runs.sort(byTime);
    return out;
}
/** The bytes of a stored run file; undefined when there is none that can be read as a regular file. */
async function storedText(folder, file) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(folder.tree, file, RUN_MAX_BYTES);
    return read.status === 'ok' ? read.bytes.toString('utf8') : undefined;
}
/**
 * Why a run file no longer holds `wrote`, the bytes its writer last put there (someone else changed or
 * removed it), else undefined: any field counts, answers, notes, tester, times or revision alike.
 */
function changedOutside(onDisk, wrote) {
    if (onDisk === wrote)
        return undefined;
    const revision = JSON.parse(wrote).revision;
    return `the run file was ${onDisk === undefined ? 'removed or replaced' : 'changed'} outside the page after the page saved revision ${revision} there: nothing is saved over it and the run cannot be saved or finished here, so that the tester signs only what they answered on the page (their answers stay in their browser: Export); the file is left as it is for the team`;
}
async function stored(folder, file) {
    const text = await storedText(folder, file);
    if (text === undefined)
        return undefined;
    const data = lenient(text);
    return { text, ...(data ? { data } : {}) };
}
/**
 * Writes a checked run to results/<ID>/<runId>.json atomically. A run for
 * another revision is refused; the newer copy (higher revision) wins, so an
 * old tab or a late request never overwrites more recent answers. Given
 * `wrote`, the bytes this writer last stored for the run, a file holding
 * anything else was changed by someone else: refused, never written over.
 */
async function storeRun(folder, run, currentSha, wrote) {
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`runId ${JSON.stringify(run.runId)} is not a valid run id`);
    const file = folder.run(run.specId, run.runId);
    if (run.specSha256 !== currentSha) {
        return {
            stored: false,
            file,
            reason: 'revision',
            message: `the run answered spec revision ${run.specSha256.slice(0, 12)}, the current one is ${currentSha.slice(0, 12)}: rebuild the page and replay`,
        };
    }
    const text = runText(run);
    const onDisk = await stored(folder, file);
    const outside = wrote === undefined ? undefined : changedOutside(onDisk?.text, wrote);
    if (outside)
        return { stored: false, file, reason: 'changed-outside', message: outside };
    // The same copy again (a retried request) is already stored.
    if (onDisk?.text === text)
        return { stored: true, file };
    const before = onDisk?.data;
    // The page fixes a run's tester and start when it begins: a copy naming others is another run.
    if (typeof before?.tester === 'string' && (before.tester !== run.tester || before.startedAt !== run.startedAt)) {
        return {
            stored: false,
            file,
            reason: 'another-run',
            message: `run ${run.runId} was started by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(before.tester))} at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(before.startedAt))}; a copy naming another tester or start is another run (a run of its own has its own id)`,
        };
    }
    if (typeof before?.revision === 'number' && before.revision >= run.revision) {
        return {
            stored: false,
            file,
            reason: 'older',
            message: `a copy with revision ${before.revision} is already stored; revision ${run.revision} is not newer`,
        };
    }
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(folder.tree, file, text);
    return { stored: true, file };
}


/***/ })

};
