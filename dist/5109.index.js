export const id = 5109;
export const ids = [5109,410,2331,8029,4502];
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
    return { fh, size: opened.size };
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
    const { fh, size } = opened;
    try {
        if (size > maxBytes)
            return { status: 'too-large', size };
        const bytes = await readAll(fh, maxBytes);
        return bytes ? { status: 'ok', bytes } : { status: 'too-large', size: maxBytes + 1 };
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

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
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
 * What the uat folder holds of acceptance itself, and so changes no code: recipes
 * (`specs/<id>.json`, bound to a run by their hash), built pages (`pages/<name>.html`), runs
 * (`results/<id>/<run>.json`) and triage files (`triage/<id>.json`). Any other file there is code
 * as any file is: a module or a link target a page's code loads from the uat folder (`lib/impl.js`
 * that `src/app.js` requires) changes what was tested.
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
    const repo = await openRepo(o.cwd);
    const names = async (from, to) => (await raw(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '--no-renames', '-z', ...DIFF_SETTINGS, from, to, '--']))
        .split('\0')
        .filter(Boolean);
    const folder = uatPathIn(repo.root, o.uatRoot);
    let changed;
    let committed;
    try {
        committed = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${o.run.commit}^{tree}`])).trim();
        changed = o.run.commit === o.head.commit ? [] : await names(o.run.commit, o.head.commit);
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
    const code = changed.filter((p) => !isUatRecord(p, folder) && (!scope || scope.has(p)));
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
/* harmony export */   uR: () => (/* binding */ instant)
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
/** How far ahead of this machine's clock a tester's clock may run. */
const CLOCK_SKEW_MS = 10 * 60_000;
/** Why a time of a run or triage file cannot be taken: ahead of this clock by more than the skew allowed, else undefined. */
function futureTime(where, time) {
    return instant(time) > Date.now() + CLOCK_SKEW_MS
        ? `${where}: ${JSON.stringify(time)} is in the future (more than ${CLOCK_SKEW_MS / 60_000} min ahead of this clock)`
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


/***/ }),

/***/ 85291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveRecipe: () => (/* binding */ serveRecipe)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/json.ts
var json = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/uat/folder.ts
var uat_folder = __webpack_require__(39559);
// EXTERNAL MODULE: ./src/uat/page.ts
var uat_page = __webpack_require__(84767);
// EXTERNAL MODULE: ./src/uat/runs.ts
var runs = __webpack_require__(25282);
// EXTERNAL MODULE: ./src/uat/lint.ts + 2 modules
var uat_lint = __webpack_require__(18325);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/uat/serve-access.ts

/**
 * The header the page presents the server's key in. Being a custom header, it also makes any
 * cross-origin fetch send a CORS preflight first, which this server never approves.
 */
const TOKEN_HEADER = 'x-proofgate-token';
/** A fresh key for one server run: 32 random bytes, base64url. */
const newToken = () => (0,external_node_crypto_.randomBytes)(32).toString('base64url');
// Both sides hashed to one length first: timingSafeEqual needs equal lengths, and the key's length leaks nothing.
const digest = (text) => (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest();
/**
 * Why a request is refused, if it is. Every request must name this machine's own host (a page of another
 * site cannot reach the server through DNS rebinding). Only the page itself (`open`: it holds no secret,
 * its key comes from the address the tester opened) is served without the key; anything else must come
 * from no foreign origin and present the key, so no other local process, user or site can read or write.
 */
function refusal(req, access, open) {
    const hosts = access.hosts();
    if (!hosts.includes(req.headers.host ?? ''))
        return { reason: 'host', message: 'unknown Host header' };
    if (open)
        return undefined;
    if (req.headers.origin !== undefined && !hosts.some((h) => req.headers.origin === `http://${h}`))
        return { reason: 'origin', message: 'cross-origin request refused' };
    const presented = req.headers[TOKEN_HEADER];
    if (typeof presented !== 'string' || !(0,external_node_crypto_.timingSafeEqual)(digest(presented), digest(access.token)))
        return { reason: 'token', message: 'no key or a wrong one: open the address `uat serve` printed' };
    return undefined;
}

// EXTERNAL MODULE: ./src/uat/exit-codes.ts
var exit_codes = __webpack_require__(4243);
// EXTERNAL MODULE: ./src/uat/code.ts
var uat_code = __webpack_require__(82693);
;// CONCATENATED MODULE: ./src/uat/serve.ts











function send(res, status, type, body) {
    res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
    });
    res.end(body);
}
const serve_json = (res, status, value) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
/**
 * The spec as lint reads it, with why it may not be played: `uat build` and the action hand over no page of a
 * recipe that fails lint (the starter's texts, a writing query, markup, a bidirectional control), and neither
 * does the server. The spec is re-read at every request, so an edit while serving is linted too.
 */
async function lintedSpec(folder, o) {
    const lint = await (0,uat_lint.lintSpec)({ id: o.id, cwd: o.cwd, dir: o.dir, config: folder.config, src: [] });
    // A spec lint cannot load fails the schema: loaded is missing only with errors, which name why.
    if (!lint.loaded)
        throw new errors.ProofgateError(`${o.id} is not a valid recipe: ${lint.lines.slice(1).join('; ')}`, exit_codes/* UAT_EXIT */.O.failed);
    if (lint.exitCode === 0)
        return { loaded: lint.loaded };
    const refused = [
        `${o.id} does not lint (${lint.errors.length} error(s)): no page is served; run \`proofgate uat lint ${o.id}\``,
        ...lint.lines.slice(1),
    ].join('\n');
    return { loaded: lint.loaded, refused };
}
/** Past this much a body is not even discarded to its end: the connection is dropped. */
const DISCARD_MAX_BYTES = 16 * runs/* RUN_MAX_BYTES */.Rf;
/**
 * The body, or null when it is over the cap: the rest is read and discarded (never buffered),
 * so that the refusal reaches the page as one JSON answer instead of a reset connection.
 */
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size > DISCARD_MAX_BYTES) {
                req.destroy();
                reject(new errors.ProofgateError(`a body over ${DISCARD_MAX_BYTES / 1024 / 1024} MiB: connection dropped`));
            }
            else if (size <= runs/* RUN_MAX_BYTES */.Rf)
                chunks.push(c);
        });
        req.on('end', () => resolve(size > runs/* RUN_MAX_BYTES */.Rf ? null : Buffer.concat(chunks)));
        req.on('error', reject);
    });
}
/**
 * The page and its two endpoints, which answer only the page the tester opened (see `refusal`). The spec
 * is re-read at every request, so an edited spec is noticed at once.
 * The run files are not re-read as the truth: the server keeps, byte for byte, each run it wrote (what the
 * tester answered through the page) and hands the page only that copy, and it writes a run only over its
 * own bytes. Whoever else edits a run file while the page is open (the agent in the same checkout, a script)
 * gets their edit neither shown as the tester's nor signed by the tester's Finish: it is refused, by name.
 */
function handler(folder, o, access) {
    // One write (or comparison with what was written) at a time: "newer copy wins" compares against what the
    // previous write left. The queue holds only settled outcomes, so one failed write never fails the ones after it.
    let queue = Promise.resolve();
    const inTurn = (step) => {
        const outcome = queue.then(step);
        queue = outcome.catch(() => undefined);
        return outcome;
    };
    /** By run id: the text this server last wrote. */
    const wrote = new Map();
    const shown = (file) => (0,external_node_path_.relative)(o.cwd, file);
    return async (req, res) => {
        // The path as sent: `//x` would otherwise parse as a host named x with the path `/`.
        const url = new URL(`http://127.0.0.1${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? '/'}`);
        const page = req.method === 'GET' && (url.pathname === '/' || url.pathname === `/uat-${o.id}.html`);
        // Before anything is read or written: a refused request changes nothing.
        const refused = refusal(req, access, page);
        if (refused)
            return serve_json(res, 403, { saved: false, ...refused });
        const { loaded: { spec, sha256 }, refused: unlinted, } = await lintedSpec(folder, o);
        if (page && unlinted) {
            o.progress(unlinted);
            return send(res, 409, 'text/plain; charset=utf-8', `${unlinted}\n`);
        }
        // The checkout's code now (HEAD and any uncommitted file), at every request: the page records the code it serves, and a run is saved only while it is that code.
        const code = await (0,uat_code/* workingCode */.lA)(o.cwd, folder.root);
        if (page) {
            const note = code && (0,uat_code/* uncommittedNote */.sJ)(code);
            if (note)
                o.progress(note);
            const html = await (0,uat_page/* renderPage */.Cf)({ spec, sha256, serve: true, ...(code ? { code: (0,uat_code/* runCode */.Bx)(code) } : {}) });
            return send(res, 200, 'text/html; charset=utf-8', html);
        }
        if (req.method === 'GET' && url.pathname === '/api/state') {
            // The page's own run (`?run=<runId>`) as this server wrote it, never as the file now says: and
            // whether the file still holds it.
            const runId = url.searchParams.get('run') ?? '';
            const state = await inTurn(async () => {
                const text = wrote.get(runId);
                if (text === undefined)
                    return { run: null };
                const file = folder.run(o.id, runId);
                const outside = (0,runs/* changedOutside */.gI)(await (0,runs/* storedText */.VS)(folder, file), text);
                return { run: JSON.parse(text), ...(outside ? { outside: { file: shown(file), message: outside } } : {}) };
            });
            return serve_json(res, 200, { specSha256: sha256, ...state });
        }
        if (req.method === 'POST' && url.pathname === '/api/run') {
            if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
                return serve_json(res, 415, { saved: false, reason: 'type', message: 'send application/json' });
            const body = await readBody(req);
            if (body === null)
                return serve_json(res, 413, { saved: false, reason: 'too-large', message: `a run is at most ${runs/* RUN_MAX_BYTES */.Rf / 1024} KiB` });
            const parsed = (0,json/* parseStrictJson */.RJ)(body);
            if (!parsed.ok)
                return serve_json(res, 400, { saved: false, reason: 'invalid', message: `the body ${parsed.errors.join('; ')}` });
            // A run of a recipe that does not lint was played on no page this project handed over.
            if (unlinted && parsed.data?.specSha256 === sha256)
                return serve_json(res, 409, { saved: false, reason: 'lint', message: unlinted });
            const errors = await (0,runs/* runErrors */.d2)(parsed.data, spec, sha256);
            if (errors.length)
                return serve_json(res, 400, { saved: false, reason: 'invalid', errors: errors.slice(0, 10) });
            const run = parsed.data;
            const moved = (0,uat_code/* servedCodeRefusal */.dh)(run, code);
            if (moved) {
                o.progress(`refused run ${run.runId} revision ${run.revision}: ${moved}`);
                return serve_json(res, 409, { saved: false, reason: 'code', message: moved });
            }
            const r = await inTurn(async () => {
                const outcome = await (0,runs/* storeRun */.Pc)(folder, run, sha256, wrote.get(run.runId));
                if (outcome.stored)
                    wrote.set(run.runId, (0,runs/* runText */.le)(run));
                return outcome;
            });
            if (!r.stored) {
                o.progress(`refused run ${run.runId} revision ${run.revision} (${shown(r.file)}): ${r.message}`);
                return serve_json(res, 409, { saved: false, reason: r.reason, message: r.message, file: shown(r.file) });
            }
            return serve_json(res, 200, { saved: true, revision: run.revision, file: shown(r.file) });
        }
        return serve_json(res, 404, { saved: false, reason: 'not-found', message: 'not found' });
    };
}
/** Serves the page on 127.0.0.1 only and writes every tick into results/<ID>/ until `until` resolves. */
async function serveRecipe(o) {
    const folder = await (0,uat_folder/* uatFolder */.p)(o.cwd, o.dir);
    const lint = await lintedSpec(folder, o);
    if (lint.refused)
        throw new errors.ProofgateError(lint.refused, exit_codes/* UAT_EXIT */.O.failed);
    // A checkout whose HEAD git cannot read (no commit yet, an owner it does not trust) stops here, in one line, not at every request.
    const code = await (0,uat_code/* workingCode */.lA)(o.cwd, folder.root);
    const note = code && (0,uat_code/* uncommittedNote */.sJ)(code);
    if (note)
        o.progress(note);
    let port = o.port;
    const access = { hosts: () => [`127.0.0.1:${port}`, `localhost:${port}`], token: newToken() };
    const handle = handler(folder, o, access);
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(req, res).catch((err) => {
            const message = (0,errors.describeError)(err);
            if (!res.headersSent)
                serve_json(res, 500, { saved: false, reason: 'error', message });
            o.progress(`error: ${message}`);
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', (err) => reject(err.code === 'EADDRINUSE' ? new errors.ProofgateError(`port ${o.port} is in use on 127.0.0.1; pick another with --port`) : err));
        server.listen(o.port, '127.0.0.1', resolve);
    });
    port = server.address().port;
    const url = `http://127.0.0.1:${port}/`;
    // The key goes in the fragment: a browser never sends it (no request line, no server log, no Referer);
    // the page moves it out of the address bar. It is printed here only, on stderr (the tester's terminal):
    // never in the result, the run files or the page.
    o.progress(`serving ${o.id} at ${url}#token=${access.token} (127.0.0.1 only; open this address: its key lets only this page save); answers are written to ${(0,external_node_path_.relative)(o.cwd, folder.results(o.id)) || '.'}/ at every tick; Ctrl-C to stop`);
    await o.until;
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
    return { exitCode: exit_codes/* UAT_EXIT */.O.ok, lines: [`stopped serving ${url}`], url };
}


/***/ })

};
