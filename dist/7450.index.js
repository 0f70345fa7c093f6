export const id = 7450;
export const ids = [7450,410,2331,4712,4502];
export const modules = {

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

/***/ 82693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ runCode),
/* harmony export */   LT: () => (/* binding */ codeAt),
/* harmony export */   d$: () => (/* binding */ codeDrift),
/* harmony export */   dh: () => (/* binding */ servedCodeRefusal),
/* harmony export */   lA: () => (/* binding */ workingCode),
/* harmony export */   sJ: () => (/* binding */ uncommittedNote)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(21789);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(72135);
/* harmony import */ var _page_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(84767);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(31992);
/**
 * The code an acceptance run tested: the commit (and its tree) of the checkout the page was served
 * or built from, read from git, never from a field a pull request types. A run passes only for the
 * code being gated: a run played before a later change to the code is no evidence for it.
 */













/**
 * The repository's top folder holding `cwd` (the nearest folder with a `.git`, file or folder), or
 * undefined when there is none: a project outside git has no commit to bind a run to. A `.git` that
 * git then refuses (an owner it does not trust) is an error, never "no repository".
 */
function repositoryOf(cwd) {
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(d, '.git'), { throwIfNoEntry: false }))
            return d;
        if (d === (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d))
            return undefined;
    }
}
/**
 * The commit and tree `ref` names in `cwd`'s repository; undefined outside any repository. Given
 * the uat folder, the tree without it too (a page built for a named commit records it).
 */
async function codeAt(cwd, ref = 'HEAD', uatRoot) {
    if (!repositoryOf(cwd))
        return undefined;
    const { openAndResolve, raw } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const { repo, shas } = await openAndResolve(cwd, [{ ref, what: 'tested code' }]);
    const commit = shas[0];
    const tree = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${commit}^{tree}`])).trim();
    const outside = uatRoot === undefined ? undefined : await treeOutside(repo.root, tree, uatPathIn(repo.root, uatRoot));
    return { commit, tree, ...(outside ? { outside } : {}) };
}
/**
 * `tree` with the uat folder's records (isUatRecord) left out: its code, written by git in an index of
 * its own (the checkout's is untouched); undefined when the uat folder is the top folder. With `index`,
 * that index already holds the tree.
 */
async function treeOutside(root, tree, folder, index) {
    if (!folder)
        return undefined;
    const { runGit } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const tmp = index === undefined ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'proofgate-index-')) : undefined;
    const env = { GIT_INDEX_FILE: index ?? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'index'), GIT_LITERAL_PATHSPECS: '0' };
    try {
        if (tmp)
            await runGit(root, ['read-tree', tree], { env });
        await runGit(root, ['rm', '-r', '-q', '-f', '--cached', '--ignore-unmatch', '--', ...recordPathspecs(folder)], { env });
        return (await runGit(root, ['write-tree'], { env })).trim();
    }
    finally {
        if (tmp)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { recursive: true, force: true });
    }
}
/** The uat folder as a path inside the repository at `root` ('' when it is the top folder): runs and triage are written there, never code. */
function uatPathIn(root, uatRoot) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(uatRoot)).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
}
/** The fields of `code` a page carries into its runs (a working checkout's list of uncommitted files stays with the server). */
function runCode(code) {
    return { commit: code.commit, tree: code.tree, ...(code.outside ? { outside: code.outside } : {}) };
}
/**
 * The code the checkout runs: HEAD's commit and the tree of its working files but the uat folder's records
 * (staged, unstaged and untracked files alike; ignored ones are no code git holds). With nothing
 * uncommitted the tree is HEAD's; else it is a tree no commit has, so a run records what ran and the
 * gate can tell it is no commit's code. Built in a copy of the index: the checkout's own is untouched,
 * and its stat data spares rehashing unchanged files. The uat folder's records are HEAD's, so a run saved
 * at every tick does not move the code under its own run; any other file there is code (isUatRecord).
 */
async function workingCode(cwd, uatRoot) {
    const head = await codeAt(cwd);
    if (!head)
        return undefined;
    const { nestedRepositories, openRepo, raw, runGit, withIndexCopy } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const repo = await openRepo(cwd);
    // Where the checkout has no index to copy, HEAD's tree read into a new one.
    return withIndexCopy(repo.root, async (env, copied) => {
        if (!copied)
            await runGit(repo.root, ['read-tree', head.commit], { env });
        const folder = uatPathIn(repo.root, uatRoot);
        // A repository of its own records as a gitlink: the commit it has checked out, never its files.
        // Outside the uat folder, one with no commit yet (git add -A refuses it), or whose files are not
        // that commit, holds code a run would not record, and the run could pass for HEAD's: refused.
        // A repository of its own is never a record: in the uat folder too it is code.
        const { empty, dirty } = await nestedRepositories(repo);
        if (empty.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${shownNames(empty)}: a repository of its own with no commit yet, whose files no tree can record (a run would pass for code it did not record); commit in it, remove it or ignore it (.gitignore), then serve or build again`);
        if (dirty.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${shownNames(dirty)}: a repository of its own (a submodule, or a clone in the checkout) with changes no commit of it holds: a run records only the commit it has checked out, and would pass for code it did not record; commit them in it or discard them, then serve or build again`);
        await runGit(repo.root, ['add', '-A'], { env });
        // The records are HEAD's: a run saved at every tick does not move the code under its own run.
        if (folder)
            await runGit(repo.root, ['reset', '-q', head.commit, '--', ...recordPathspecs(folder)], {
                env: { ...env, GIT_LITERAL_PATHSPECS: '0' },
            });
        const tree = (await runGit(repo.root, ['write-tree'], { env })).trim();
        const uncommitted = tree === head.tree
            ? []
            : (await raw(repo, ['-c', 'core.quotePath=false', 'diff-tree', '-r', '--name-only', '--no-renames', '-z', head.tree, tree]))
                .split('\0')
                .filter(Boolean);
        const outside = await treeOutside(repo.root, tree, folder, env.GIT_INDEX_FILE);
        return { ...head, tree, ...(outside ? { outside } : {}), uncommitted };
    });
}
/** Names from the checkout as a message shows them: controls and bidirectional marks as U+XXXX, so a name forges no line. */
function shownNames(paths) {
    return `${paths
        .slice(0, 5)
        .map((p) => JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(p)))
        .join(', ')}${paths.length > 5 ? ', …' : ''}`;
}
/** The words for code a build or a server hands over with uncommitted changes: its runs pass for no commit. */
function uncommittedNote(code) {
    if (!code.uncommitted.length)
        return undefined;
    return `the checkout has uncommitted changes to ${code.uncommitted.length} file(s) of code (${shownNames(code.uncommitted)}): a run of this page records them (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(code.tree)}, not commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(code.commit)}'s) and passes the gate for no commit; commit them, then serve or build again`;
}
/**
 * Where the uat folder holds acceptance itself, and so no code: recipes (`specs/<id>.json`, bound to
 * a run by their hash), built pages (`pages/<name>.html`), runs (`results/<id>/<run>.json`) and
 * triage files (`triage/<id>.json`). Any other file there is code as any file is: a module or a link
 * target a page's code loads from the uat folder (`lib/impl.js` that `src/app.js` requires) changes
 * what was tested. A file at a record's path is a record only when it is one (recordsAmong).
 */
const UAT_RECORD = /^(?:specs\/[^/]+\.json|pages\/[^/]+\.html|results\/[^/]+\/[^/]+\.json|triage\/[^/]+\.json)$/;
function isUatRecord(path, folder) {
    return folder !== '' && path.startsWith(`${folder}/`) && UAT_RECORD.test(path.slice(folder.length + 1));
}
/** The same records as git pathspecs (a glob's `*` stops at a `/`; the folder's own name taken literally). */
function recordPathspecs(folder) {
    const literal = folder.replace(/[*?[\]\\]/g, '\\$&');
    return ['specs/*.json', 'pages/*.html', 'results/*/*.json', 'triage/*.json'].map((p) => `:(glob,top)${literal}/${p}`);
}
/** What a record of each kind must be; undefined for a page (isBuiltPage). */
function recordSchema(path, folder) {
    const kind = path.slice(folder.length + 1).split('/')[0];
    if (kind === 'specs')
        return { schema: 'uat-spec', max: _spec_js__WEBPACK_IMPORTED_MODULE_11__/* .SPEC_MAX_BYTES */ .Fv };
    if (kind === 'results')
        return { schema: 'uat-run', max: _runs_js__WEBPACK_IMPORTED_MODULE_10__/* .RUN_MAX_BYTES */ .Rf };
    if (kind === 'triage')
        return { schema: 'uat-triage', max: _triage_js__WEBPACK_IMPORTED_MODULE_12__/* .TRIAGE_MAX_BYTES */ .gV };
    return { max: Infinity };
}
/** Whether `data`, found at `path`, is a record of the kind its path says, as the uat commands read one. */
async function isRecord(path, folder, data) {
    if (!data)
        return false;
    const { schema, max } = recordSchema(path, folder);
    if (!schema)
        return (0,_page_js__WEBPACK_IMPORTED_MODULE_9__/* .isBuiltPage */ .WS)(data.toString('utf8'));
    if (data.length > max)
        return false;
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseStrictJson */ .RJ)(data);
    return parsed.ok && !(await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .schemaErrors */ .d)(schema, parsed.data)).length;
}
/**
 * Where a link at `link` whose text is `target` leads, as a repository path ('.' for its top folder),
 * or undefined when it leads out of the repository. A link no blob was read for leads anywhere.
 */
function linkTarget(root, link, target) {
    if (!target)
        return '.';
    const text = target.toString('utf8');
    const at = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.isAbsolute(text) ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, text).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/') : node_path__WEBPACK_IMPORTED_MODULE_3__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.dirname(link), text);
    const path = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(at || '.').replace(/\/$/, '');
    return path === '..' || path.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_3__.posix.isAbsolute(path) ? undefined : path;
}
/**
 * The changed paths of record shape that are records: a regular file on each side the change has, that
 * is a record of its kind there (a spec, run or triage file its schema takes, a page uat build writes),
 * and that no link in `head` leads to (itself or a folder holding it). An app can load any file (a link
 * `src/flags.json`, a `require` of `../_bmad-output/uat/specs/flags.json`): one that is not a record is
 * code. Only the changed files are read, with the links, in one `git cat-file --batch`.
 */
async function recordsAmong(repo, head, shaped, folder) {
    const files = shaped.filter((c) => [c.from, c.to].every((s) => !s || /^100(644|755)$/.test(s.mode)));
    if (!files.length)
        return new Set();
    const { readObjects, scanTree } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const links = await scanTree(repo, head, (e) => e.mode === '120000');
    const oids = [...files.flatMap((c) => [c.from?.oid, c.to?.oid]), ...links.map((l) => l.oid)].filter((o) => !!o);
    const blobs = await readObjects(repo.root, [...new Set(oids)]);
    const targets = links.map((l) => linkTarget(repo.root, l.path, blobs.get(l.oid)?.data)).filter((t) => t !== undefined);
    const out = new Set();
    for (const c of files) {
        if (targets.some((t) => t === '.' || t === c.path || c.path.startsWith(`${t}/`)))
            continue;
        const sides = [c.from, c.to].filter((s) => s !== null);
        let record = true;
        for (const s of sides)
            record &&= await isRecord(c.path, folder, blobs.get(s.oid)?.data);
        if (record)
            out.add(c.path);
    }
    return out;
}
/**
 * Why `run` is not a run of the code `head` holds, else undefined. The run's own commit is usually not
 * the head: committing the run (and its triage) makes a new one. So the two are compared outside the
 * uat folder, where the code is; with `since` (a merge queue group's base: its head also holds the
 * changes queued before it), only the files the group changes since it.
 */
async function codeDrift(o) {
    const play = `play the recipe again on a page served or built at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}`;
    if (o.run.tree === o.head.tree)
        return undefined;
    const { openRepo, raw } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const { DIFF_SETTINGS } = await __webpack_require__.e(/* import() */ 3223).then(__webpack_require__.bind(__webpack_require__, 3223));
    const { rawSides } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(6769), __webpack_require__.e(3437)]).then(__webpack_require__.bind(__webpack_require__, 63437));
    const repo = await openRepo(o.cwd);
    const diff = (how, from, to) => raw(repo, ['-c', 'core.quotePath=false', 'diff', ...how, '--no-renames', '-z', ...DIFF_SETTINGS, from, to, '--']);
    const names = async (from, to) => (await diff(['--name-only'], from, to)).split('\0').filter(Boolean);
    // With each side's mode and object: whether a file at a record's path is a record is read from them.
    const changes = async (from, to) => rawSides(await diff(['--raw', '--no-abbrev'], from, to));
    const folder = uatPathIn(repo.root, o.uatRoot);
    let changed;
    let committed;
    try {
        committed = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${o.run.commit}^{tree}`])).trim();
        changed = o.run.commit === o.head.commit ? [] : await changes(o.run.commit, o.head.commit);
    }
    catch {
        // A squash or rebase merge: the commit played is gone with its branch, and the code is what the run records.
        if (o.run.outside && o.run.outside === (await treeOutside(repo.root, o.head.tree, folder)))
            return undefined;
        return `the run tested commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)}, which is not in this clone (check out with \`fetch-depth: 0\`), so it cannot be shown to be the code of ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}: ${o.run.commit} may be a commit rewritten away${o.run.outside ? `, and its code (but the uat folder's records) is not ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}'s` : ''}; ${play}`;
    }
    // A tree that is not its commit's is a checkout's uncommitted files (see workingCode): no commit holds what ran, the head's included.
    if (committed !== o.run.tree)
        return `the run was played on uncommitted changes to commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)} (it records tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.tree)}, not the commit's ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(committed)}): no commit holds the code it tested, so it is no evidence for ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}; commit the changes, then ${play}`;
    const scope = o.since === undefined ? undefined : new Set(await names(o.since, o.head.commit));
    const scoped = changed.filter((c) => !scope || scope.has(c.path));
    const records = await recordsAmong(repo, o.head.commit, scoped.filter((c) => isUatRecord(c.path, folder)), folder);
    const code = scoped.map((c) => c.path).filter((p) => !records.has(p));
    if (!code.length)
        return undefined;
    return `the run tested commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)}, but the code gated is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}: ${code.length} file(s) changed since (${shownNames(code)}); ${play}`;
}
/** The code a run records, checked against the one `uat serve` holds: a run is saved only for the code served. */
function servedCodeRefusal(run, served) {
    if (!served)
        return run.code ? 'this checkout is in no git repository: a run here records no commit' : undefined;
    if (run.code?.commit === served.commit && run.code.tree === served.tree && run.code.outside === served.outside)
        return undefined;
    const now = served.uncommitted.length
        ? `${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.commit)} with uncommitted changes (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.tree)}: ${shownNames(served.uncommitted)})`
        : (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.commit);
    return run.code
        ? `the run was started on commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(run.code.commit)} (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(run.code.tree)}), but this checkout is now at ${now}: the code changed under the run; reload the page and start a new run`
        : `the run records no commit, but this checkout is at ${now}: reload the page and start a new run`;
}


/***/ }),

/***/ 84767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ renderPage),
/* harmony export */   WS: () => (/* binding */ isBuiltPage),
/* harmony export */   tb: () => (/* binding */ pageAssets),
/* harmony export */   yY: () => (/* binding */ PAGE_GUARANTEES)
/* harmony export */ });
/* unused harmony export asciiJson */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_assets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74502);



/** What the page promises; `uat build` prints them and test/uat/page-*.test.ts proves them in Chromium. */
const PAGE_GUARANTEES = [
    'hidden-before-start',
    'no-answer-before-run',
    'verified-local-write',
    'honest-save-status',
    'save-on-every-change',
    'restore-before-capabilities',
    'newer-copy-wins',
    'revision-guard',
    'other-tab-notice',
    'unreadable-draft-kept',
    'progress-accessible',
    'storage-explained',
    'finished-is-not-accepted',
    'unload-guard',
    'utf8-and-escaped-diacritics',
    'export-is-the-run',
    'no-third-party-requests',
];
let assets;
/** The template ships as files beside the bundle; read once per process. */
async function pageAssets() {
    if (!assets) {
        const read = (name) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,_text_assets_js__WEBPACK_IMPORTED_MODULE_2__/* .assetPath */ .Q)('templates', 'uat', name), 'utf8');
        const [html, css, js, i18n] = await Promise.all([read('page.html'), read('page.css'), read('page.js'), read('i18n.json')]);
        assets = { html, css, js, i18n: JSON.parse(i18n) };
    }
    return assets;
}
/**
 * Every code point outside printable ASCII as \uXXXX, and `<`, `>`, `&` too:
 * the file is pure ASCII (no encoding mix-up can mangle a diacritic) and no
 * spec text can close the script element it sits in.
 */
function asciiJson(value) {
    return JSON.stringify(value).replace(/[^\x20-\x7e]|[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const cspHash = (text) => `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/**
 * Whether `text` is a page renderPage wrote: the template's first line and the meta tag naming its
 * spec's revision. A file at a page's path that is not one is code (code.ts: an app may serve it).
 */
function isBuiltPage(text) {
    return /^<!doctype html>\r?\n/.test(text) && /\n<meta name="proofgate-uat-spec-sha256" content="[0-9a-f]{64}">\r?\n/.test(text);
}
/** One self-contained HTML file: inline style and script pinned by hash in a CSP that allows no other origin. */
async function renderPage(input) {
    const a = await pageAssets();
    const data = asciiJson({ spec: input.spec, sha: input.sha256, serve: input.serve, code: input.code ?? null, i18n: a.i18n });
    if (/[^\x00-\x7f]/.test(a.js + a.css + a.html))
        throw new Error('the page template must be ASCII');
    const csp = [
        "default-src 'none'",
        `script-src ${cspHash(a.js)}`,
        `style-src ${cspHash(a.css)}`,
        'img-src data:',
        `connect-src ${input.serve ? "'self'" : "'none'"}`,
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    const fill = { CSP: csp, SHA: input.sha256, STYLE: a.css, DATA: data, SCRIPT: a.js };
    return a.html.replace(/\{\{([A-Z]+)\}\}/g, (m, k) => fill[k] ?? m);
}


/***/ })

};
