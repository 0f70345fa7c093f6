export const id = 2604;
export const ids = [2604,3377];
export const modules = {

/***/ 52359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ withWorkspace),
/* harmony export */   MN: () => (/* binding */ realOf),
/* harmony export */   Uf: () => (/* binding */ splitPath),
/* harmony export */   a9: () => (/* binding */ suppliedBy),
/* harmony export */   bX: () => (/* binding */ pathOutsideCheckout),
/* harmony export */   eM: () => (/* binding */ suppliedFolders),
/* harmony export */   nx: () => (/* binding */ inside),
/* harmony export */   oq: () => (/* binding */ findExecutable)
/* harmony export */ });
/* unused harmony export outsidePath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Where proofgate lets a program be found. A checkout holds whatever the pull request commits, a
 * `node_modules/.bin` full of programs included; an earlier step (`npm ci`, `npx`,
 * `PATH=$PWD/node_modules/.bin:$PATH`) can put that folder on PATH. Every program proofgate starts
 * by name, and every program git starts by name for it (a filter driver such as `git-lfs`, a
 * `git-<command>` helper, ssh, a credential helper), is looked up on a PATH without those folders:
 * one rule, here, for git, git's environment, the agent's preflight and the agent's own PATH alike.
 */
/** `path` is `dir` or lies below it (both absolute, normalised). */
const inside = (path, dir) => path === dir || path.startsWith(dir === node_path__WEBPACK_IMPORTED_MODULE_1__.sep ? node_path__WEBPACK_IMPORTED_MODULE_1__.sep : `${dir}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`);
/**
 * The real path of an absolute `path`: through its nearest existing folder when it does not exist
 * (yet): a PATH folder the checkout creates later still resolves through a linked folder above it.
 */
function realOf(path) {
    const rest = [];
    for (let at = path;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(at), ...rest.reverse());
        }
        catch {
            if (at === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at))
                return path;
            rest.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(at));
        }
    }
}
/**
 * The folders a pull request supplies, by the path given and by its real path: each tree, and the
 * repository it lies in (the nearest folder at or above it holding a `.git`, file or folder: a
 * project root in a monorepo, when proofgate runs in a package's folder). `/` is never one: every
 * folder would be.
 */
function suppliedFolders(trees) {
    const out = new Set();
    for (const tree of trees) {
        if (!tree || !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(tree))
            continue;
        const spelled = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(tree);
        for (const at of new Set([spelled, realOf(spelled)])) {
            out.add(at);
            for (let d = at; d !== (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d); d = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d))
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, '.git'), { throwIfNoEntry: false })) {
                    out.add(d);
                    break;
                }
        }
    }
    out.delete(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    return [...out];
}
/** `trees` and, in a job, its workspace: the pull request supplies that folder wherever a tree is named. */
function withWorkspace(trees, env = process.env) {
    return env.GITHUB_WORKSPACE ? [...trees, env.GITHUB_WORKSPACE] : trees;
}
/** The supplied folder an absolute `path` lies in, by its spelling (`..`, `//`, a trailing `/` resolved) or its real path, or undefined. */
function suppliedBy(path, folders) {
    const spelled = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    const paths = [spelled, realOf(spelled)];
    return folders.find((f) => paths.some((p) => inside(p, f)));
}
/**
 * `pathVar` less every folder the pull request could have supplied: an empty or relative entry (the
 * folder of whichever process looks: git's is the repository) and one inside `folders`. `path` is
 * undefined when nothing is kept, so the variable is unset: an empty PATH is the current folder to
 * sh and execvp. `left` lists the entries left out, as spelled, for a log.
 */
function splitPath(pathVar, folders) {
    const kept = [];
    const left = [];
    for (const dir of pathVar === undefined ? [] : pathVar.split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter))
        (dir && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(dir) && !suppliedBy(dir, folders) ? kept : left).push(dir);
    return { path: kept.length ? kept.join(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter) : undefined, left };
}
/** `pathVar` less every folder the pull request could have supplied (splitPath). */
function outsidePath(pathVar, folders) {
    return splitPath(pathVar, folders).path;
}
/**
 * This process's PATH less the folders of the checkout around it: the folder it runs in, the job's
 * workspace, `trees` (the repository a command works on) and the repository each lies in.
 */
function pathOutsideCheckout(trees = []) {
    return outsidePath(process.env.PATH, suppliedFolders(withWorkspace([process.cwd(), ...trees.map((t) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(t))])));
}
function isExecutableFile(path) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
            return false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The absolute executable for `command`, or null. A name with a slash is a path (relative to
 * the caller's directory, not the agent's); a bare name is looked up on `pathVar`, skipping
 * relative PATH entries (each process would read them from its own folder).
 */
function findExecutable(command, pathVar) {
    if (command.includes('/')) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(command) ? command : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(command);
        return isExecutableFile(path) ? path : null;
    }
    for (const dir of (pathVar ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
        if (!dir || !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(dir))
            continue;
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, command);
        if (isExecutableFile(candidate))
            return candidate;
    }
    return null;
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

/***/ 79431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ nameLetters),
/* harmony export */   MH: () => (/* binding */ nameMatcher),
/* harmony export */   Sr: () => (/* binding */ caseFold),
/* harmony export */   y_: () => (/* binding */ confusableSkeleton)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71670);
/**
 * Person names as a person reads them. A name typed on a page is free text: `Octo Cat`,
 * `octo.cat`, `ＯＣＴＯＣＡＴ` and `Оctocat` (a Cyrillic О) all read as the login `octocat`.
 */

/**
 * Unicode's full case folding, as a name needs it: lower case alone is the simple fold, which
 * keeps `ß`, so `Strauß` would not read as `STRAUSS`. Upper case spells out every letter whose
 * capital is more than one letter (`ß` is `SS`, `ﬁ` is `FI`, `ŉ` is `ʼN`), and lowering first
 * takes the capital `ẞ` to `ß` (it has no capital of its own): every full fold reads the same.
 */
const caseFold = (text) => text.toLowerCase().toUpperCase().toLowerCase();
/**
 * The letters and digits of a name, case-folded (caseFold), after NFKC: spaces, punctuation, symbols,
 * combining marks, format characters (zero-width, bidi) and the letters that show nothing (the
 * Hangul fillers U+3164, U+FFA0, U+115F, U+1160 are letters to Unicode, blank to a reader) are
 * gone. Empty means no name, and so does a name holding a bidirectional control.
 */
function nameLetters(name) {
    // Bidi controls make a name show in another order than its letters (U+202E `tacotcO` shows as
    // `Octocat`): such a name is no name.
    if (_words_js__WEBPACK_IMPORTED_MODULE_0__/* .BIDI */ .lr.test(name))
        return '';
    // Folded before the marks go: a fold may leave one (`ǰ` is `j` and a caron).
    return (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutBlanks */ .Al)(caseFold(name.normalize('NFKC')).normalize('NFD')).replace(/[^\p{L}\p{N}]/gu, '');
}
/** Latin letters' small capitals (ᴛ, ʀ, …): no decomposition folds them, and confusables maps Cyrillic т to ᴛ. */
const SMALL_CAPITALS = new Map([...'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz'].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]]])));
/** Compatibility forms decomposed, marks dropped (`ö` is `o`, however typed), small capitals as letters, lower case. */
const plain = (text) => [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((c) => SMALL_CAPITALS.get(c) ?? c)
    .join('')
    .toLowerCase();
/**
 * Unicode's confusable skeleton (UTS #39, the `unhomoglyph` package's table), loaded when first
 * needed: `Ѕeverity` is `Severity`. Every source in the table is one code point, so the package's
 * alternation of 6,311 of them (tried at every offset: seconds over a 5 MB report) is one
 * character class here, and the same replacement.
 */
async function confusableSkeleton() {
    skeleton ??= __webpack_require__.e(/* import() */ 144).then(__webpack_require__.t.bind(__webpack_require__, 70144, 19)).then(({ default: table }) => {
        const to = new Map(Object.entries(table));
        const sources = [...to.keys()].map((c) => `\\u{${c.codePointAt(0).toString(16)}}`).join('');
        const re = new RegExp(`[${sources}]`, 'gu');
        return (text) => text.replace(re, (c) => to.get(c));
    });
    return skeleton;
}
let skeleton;
/**
 * A test of whether two names read the same: equal letters after NFKC, marks dropped, case
 * (fully: `ß` is `ss`) and small capitals folded, and Unicode's confusable mapping (UTS #39
 * confusables.txt, from the `unhomoglyph` package). The mapping is case-sensitive (`I` maps to
 * `l`, Cyrillic `т` to a small capital, `ö` to Arabic `ة`), so each name is folded both ways, plain
 * first and confusables first, and folded again after; any shared key matches. A name is read as
 * typed and as case folding spells it: the mapping may take a letter and its fold apart (it maps
 * Cyrillic `ъ` to `ˉb` and leaves `ᲆ`, which folds to `ъ`), and a fold may make a mark a letter
 * (`ᾳ` is `α` with iota below, and folds to `αι`).
 */
async function nameMatcher() {
    const skeleton = await confusableSkeleton();
    const spellingKeys = (name) => [skeleton(plain(name)), skeleton(plain(skeleton(name.normalize('NFKC'))))].map((k) => nameLetters(plain(k)));
    const keys = (name) => [...[name, caseFold(name)].flatMap(spellingKeys), ...symbolsAsLetters(name)].filter(Boolean);
    return (a, b) => {
        const [ka, kb] = [keys(a), keys(b)];
        return kb.some((k) => ka.includes(k)) || ka.some((k) => loosely(k, kb)) || kb.some((k) => loosely(k, ka));
    };
}
/** A symbol outside ASCII, which the letters of a name drop: `©`, `◯`, `🅾`, a regional indicator `🇴`. */
const SYMBOL = /(?![\x00-\x7f])[\p{So}\p{Sk}]/u;
const SYMBOLS = new RegExp(SYMBOL.source, 'gu');
/**
 * The name with each symbol read as a letter it may be drawn as (`🅾ctocat`, `Octo©at`, `Oct◯cat`):
 * a letter loosely matches any one (see loosely). None when the name holds no symbol.
 */
function symbolsAsLetters(name) {
    return SYMBOL.test(name) ? [nameLetters(plain(name.replace(SYMBOLS, 'ƈ')))] : [];
}
/**
 * A letter no folding turned into ASCII (`ƈ`, `ʈ`, `ⱥ`, `Ꝍ`: a hook, a stroke, a bar; no
 * decomposition, not in confusables.txt, over a hundred such Latin letters) reads as the letter
 * it is drawn on: it may stand for any one ASCII letter or digit, so `Octoƈat` is `octocat`.
 */
function loosely(key, others) {
    if (/^[a-z0-9]*$/.test(key))
        return false;
    const re = new RegExp(`^${[...key].map((c) => (/[a-z0-9]/.test(c) ? c : '[a-z0-9]')).join('')}$`);
    return others.some((k) => re.test(k));
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


/***/ }),

/***/ 31992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ latestWriteCheck),
/* harmony export */   Qq: () => (/* binding */ editedWriteChecks),
/* harmony export */   Vm: () => (/* binding */ loadTriage),
/* harmony export */   gV: () => (/* binding */ TRIAGE_MAX_BYTES)
/* harmony export */ });
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25282);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(79431);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25823);










/** Far above any real triage (a line per expectation); refused by size before it is read. */
const TRIAGE_MAX_BYTES = 4 * 1024 * 1024;
/** triage/<ID>.json, or undefined when there is none yet; an invalid file is an error naming each problem. */
async function loadTriage(folder, id, cwd) {
    const file = folder.triage(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(folder.tree, file, TRIAGE_MAX_BYTES);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is larger than ${TRIAGE_MAX_BYTES / 1024 / 1024} MiB: not a triage file`);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonText */ .lk)(text, shown);
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-triage', data);
    const triage = data;
    if (!errors.length) {
        // A triage copied from another recipe may name the same run id; it does not settle this one.
        if (triage.specId !== id)
            errors.push(`/specId: is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(triage.specId))}, not ${JSON.stringify(id)}`);
        triage.items.forEach((it, i) => {
            if (it.decision !== 'accept-risk')
                return;
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(it.owner ?? ''))
                errors.push(`/items/${i}: accept-risk needs a named \`owner\``);
            // A risk accepted is settled for good: the file says which risk and why, or nobody can weigh it later.
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(it.note ?? ''))
                errors.push(`/items/${i}: accept-risk needs a \`note\` saying which risk is accepted and why`);
        });
        triage.writeChecks.forEach((c, i) => {
            if (Number.isNaN((0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at)))
                errors.push(`/writeChecks/${i}/at: ${JSON.stringify(c.at)} names no instant that can be ordered`);
            // A check dated ahead would count as made after every later run started.
            else {
                const ahead = (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .futureTime */ .B7)(`/writeChecks/${i}/at`, c.at);
                if (ahead)
                    errors.push(ahead);
            }
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(c.by))
                errors.push(`/writeChecks/${i}: a write check needs a named \`by\``);
        });
        const seen = new Set();
        triage.items.forEach((it, i) => {
            if (seen.has(it.expect))
                errors.push(`/items/${i}: expectation ${JSON.stringify(it.expect)} is triaged twice`);
            seen.add(it.expect);
        });
    }
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is not valid: ${errors.slice(0, 5).join('; ')}${errors.length > 5 ? `; and ${errors.length - 5} more` : ''}`);
    return triage;
}
/**
 * The latest write check of `kind` recorded for a step since `since` (when the step was last
 * answered), if any: by the instant it names (a later line wins a tie). A check made before the
 * step was played could see only what was there already (an earlier run's write), never this
 * one's; a check of another kind than the step's is not its check (a person's `manual` note does
 * not stand for the `command` check `uat verify` runs).
 */
function latestWriteCheck(triage, step, since, kind) {
    const checks = (triage?.writeChecks ?? []).filter((c) => c.step === step && c.kind === kind && (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at) >= (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(since));
    return checks.reduce((last, c) => (!last || (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at) >= (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(last.at) ? c : last), undefined);
}
/** The versions of a triage file the change's commits hold that are compared: far above a real change's. */
const TRIAGE_MAX_VERSIONS = 64;
/**
 * The write checks the triage file records for the run the change's triage answers, at the base or at
 * any commit of the change (688), that the change no longer holds as they were (a failed check
 * flipped to `ok: true`, its time or step moved, removed): one line each. A recorded check is
 * evidence, as a finished run is; a newer check is added beside it, never written over it.
 */
async function editedWriteChecks(folder, id, triage, base, tf) {
    if (!triage)
        return [];
    const file = folder.triage(id);
    const atBase = (await base.read([file])).get(file);
    const later = (await base.versions((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file))).filter((v) => v.file === file);
    // At most as many versions as the runs' budget reads: past it, the gate reads no more and says so.
    const blobs = await base.blobs(later.slice(-TRIAGE_MAX_VERSIONS).map((v) => v.oid));
    const copies = [
        { where: `the base ${base.short}`, data: atBase },
        ...later.slice(-TRIAGE_MAX_VERSIONS).map((v) => ({ where: `commit ${v.commit} of this change`, data: blobs.get(v.oid) })),
    ];
    const kept = new Set(triage.writeChecks.map((c) => (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .dj)(c)));
    const lines = new Map();
    if (later.length > TRIAGE_MAX_VERSIONS)
        lines.set('', `${tf} has more versions in this change's commits (${later.length}) than the gate reads (${TRIAGE_MAX_VERSIONS}): the oldest were not compared; not a pass`);
    for (const { where, data } of copies) {
        if (!data || data.length > TRIAGE_MAX_BYTES)
            continue;
        const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(data.toString('utf8'));
        const held = parsed.ok ? parsed.data : null;
        if (!held || held.runId !== triage.runId || !Array.isArray(held.writeChecks))
            continue;
        for (const c of held.writeChecks) {
            const key = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .dj)(c);
            if (kept.has(key) || lines.has(key))
                continue;
            lines.set(key, `${tf} no longer holds the write check of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.step))} recorded at ${where} (${c?.ok === true ? 'ok' : 'failed'}, ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.at))}, by ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.by))}): a recorded check is evidence, never edited or removed; restore it and add a newer check beside it`);
        }
    }
    return [...lines.values()];
}


/***/ }),

/***/ 70485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyWrites: () => (/* binding */ verifyWrites)
/* harmony export */ });
/* unused harmony export VERIFIER */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18140);
/* harmony import */ var _git_programs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52359);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39559);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31992);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4243);











const VERIFIER = 'proofgate uat verify';
/** GET or HEAD only, with a timeout. The body is compared, never recorded: it may hold data that must not leak. */
async function runHttp(c) {
    const method = c.method ?? 'GET';
    const want = c.expectStatus ?? 200;
    try {
        const res = await fetch(c.url, { method, redirect: 'manual', signal: AbortSignal.timeout(c.timeoutMs ?? 10_000) });
        const body = method === 'GET' && c.contains !== undefined ? await res.text() : '';
        const found = c.contains === undefined || body.includes(c.contains);
        return {
            ok: res.status === want && found,
            detail: `${method} ${c.url} answered ${res.status} (expected ${want})${c.contains === undefined ? '' : found ? ', expected text found' : ', expected text NOT found'}`,
        };
    }
    catch (err) {
        return {
            ok: false,
            detail: `${method} ${c.url} failed: ${err.name === 'TimeoutError' ? `no answer within ${c.timeoutMs ?? 10_000} ms` : err.message}`,
        };
    }
}
/**
 * The program and its arguments, no shell: `;`, `$()` and quotes are plain characters. A bare name
 * is looked up, and the program runs, on a PATH without the checkout's folders: the spec a person
 * read says `curl`, not the `node_modules/.bin/curl` a pull request can commit beside it.
 */
function runCommand(c, cwd) {
    const [name, ...args] = c.argv;
    const want = c.expectExit ?? 0;
    const path = (0,_git_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .pathOutsideCheckout */ .bX)([cwd]);
    const file = name.includes('/') ? name : (0,_git_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .findExecutable */ .oq)(name, path);
    const env = { ...process.env, PATH: path };
    if (path === undefined)
        delete env.PATH;
    return new Promise((resolve) => {
        if (!file)
            return resolve({ ok: false, detail: `${name} could not run: not on PATH outside the checkout` });
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(file, args, { cwd, env, shell: false, timeout: c.timeoutMs ?? 10_000, maxBuffer: 1024 * 1024, encoding: 'utf8' }, (err, stdout) => {
            const e = err;
            if (e && typeof e.code !== 'number')
                return resolve({
                    ok: false,
                    detail: `${name} could not run: ${e.killed ? `killed after ${c.timeoutMs ?? 10_000} ms` : e.message}`,
                });
            const code = e ? Number(e.code) : 0;
            const found = c.contains === undefined || stdout.includes(c.contains);
            resolve({
                ok: code === want && found,
                detail: `${name} exited ${code} (expected ${want})${c.contains === undefined ? '' : found ? ', expected text found' : ', expected text NOT found'}`,
            });
        });
    });
}
/**
 * Runs the `http` and `command` checks of the latest run's answered writing steps (passed or
 * not: a failed check does not show that nothing was written) and records each in
 * triage/<ID>.json `writeChecks`; `sql` and `manual` checks are listed for a person to run and record.
 */
async function verifyWrites(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const last = (await (0,_runs_js__WEBPACK_IMPORTED_MODULE_7__/* .loadRuns */ .lR)(folder, spec, sha256)).runs.at(-1);
    if (!last)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.id}: no run yet, nothing to verify`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.awaiting);
    if (last.stale)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.id}: the latest run answered another revision of the spec; replay before verifying`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.stale);
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_7__/* .statuses */ .bM)(last.run);
    const triageFile = folder.triage(o.id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, triageFile) || triageFile;
    const existing = await (0,_triage_js__WEBPACK_IMPORTED_MODULE_9__/* .loadTriage */ .Vm)(folder, o.id, o.cwd);
    if (existing && existing.runId !== last.run.runId)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${shown} triages run ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(existing.runId)}, not the latest run ${last.run.runId}: update its runId and items first`);
    const triage = existing ?? {
        schema: 'bmad-plus/uat-triage/1',
        specId: spec.id,
        runId: last.run.runId,
        items: [],
        writeChecks: [],
    };
    const lines = [];
    const checks = [];
    const owed = [];
    for (const step of spec.steps.filter((st) => st.writes && st.verify)) {
        if (step.expect.some((e) => (s.get(e.id)?.status ?? null) === null)) {
            lines.push(`${step.id}: not answered yet, no write to confirm`);
            continue;
        }
        const c = step.verify;
        if (c.kind === 'sql' || c.kind === 'manual') {
            owed.push(step.id);
            lines.push(`${step.id}: ${c.kind} check to run by a person and record in writeChecks of ${shown}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(c.query ?? c.instructions ?? '')}${c.expect ? ` (expect ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(c.expect)})` : ''}`);
            continue;
        }
        const r = c.kind === 'http' ? await runHttp(c) : await runCommand(c, o.cwd);
        const check = {
            step: step.id,
            kind: c.kind,
            ok: r.ok,
            at: new Date().toISOString(),
            by: VERIFIER,
            detail: r.detail.slice(0, 2000),
        };
        checks.push(check);
        triage.writeChecks.push(check);
        lines.push(`${step.id}: ${r.ok ? 'confirmed' : 'NOT confirmed'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(r.detail)}`);
    }
    // Created when missing, so a person has the file (schema, spec and run filled in) to record a check in.
    const created = !existing;
    if (checks.length || created)
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeJsonAtomic */ .ZJ)(folder.tree, triageFile, triage);
    const failed = checks.filter((c) => !c.ok).length;
    lines.unshift(`${o.id}: ${checks.length} write check(s) run, ${failed} failed, ${owed.length} to record by a person${checks.length ? ` (recorded in ${shown})` : created ? ` (${shown} created for them)` : ''}`);
    return { exitCode: failed ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.failed : _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.ok, lines, checks, owed };
}


/***/ })

};
