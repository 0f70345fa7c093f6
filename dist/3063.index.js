export const id = 3063;
export const ids = [3063,3377,2135];
export const modules = {

/***/ 72135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
;// CONCATENATED MODULE: ./src/schemas/validators/index.js
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
const validators = {
  'agent-run': () => __webpack_require__.e(/* import() */ 800).then(__webpack_require__.bind(__webpack_require__, 20800)),
  'review-attempt': () => __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 74373)),
  'review-commit': () => __webpack_require__.e(/* import() */ 1087).then(__webpack_require__.bind(__webpack_require__, 91087)),
  'review-coverage': () => __webpack_require__.e(/* import() */ 1964).then(__webpack_require__.bind(__webpack_require__, 91964)),
  'review-findings': () => __webpack_require__.e(/* import() */ 3176).then(__webpack_require__.bind(__webpack_require__, 13176)),
  'review-ledger': () => __webpack_require__.e(/* import() */ 9999).then(__webpack_require__.bind(__webpack_require__, 19999)),
  'review-reviewers': () => __webpack_require__.e(/* import() */ 7852).then(__webpack_require__.bind(__webpack_require__, 67852)),
  'review-rules': () => __webpack_require__.e(/* import() */ 5435).then(__webpack_require__.bind(__webpack_require__, 65435)),
  'review-scope': () => __webpack_require__.e(/* import() */ 7404).then(__webpack_require__.bind(__webpack_require__, 27404)),
  'test-review-verdict': () => __webpack_require__.e(/* import() */ 8298).then(__webpack_require__.bind(__webpack_require__, 8298)),
  'uat-config': () => __webpack_require__.e(/* import() */ 3370).then(__webpack_require__.bind(__webpack_require__, 93370)),
  'uat-run': () => __webpack_require__.e(/* import() */ 9011).then(__webpack_require__.bind(__webpack_require__, 29011)),
  'uat-spec': () => __webpack_require__.e(/* import() */ 2627).then(__webpack_require__.bind(__webpack_require__, 2627)),
  'uat-triage': () => __webpack_require__.e(/* import() */ 7308).then(__webpack_require__.bind(__webpack_require__, 47308)),
};

;// CONCATENATED MODULE: ./src/schemas/validate.ts



// ajv's standalone code, generated from the schemas at build time by scripts/gen-types.mjs with
// the options allErrors, strict, allowUnionTypes and ajv-formats' date-time: nothing is compiled
// at run time, and a command loads the validators it uses only.
const loaded = new Map();
function validator(name) {
    let fn = loaded.get(name);
    if (!fn)
        loaded.set(name, (fn = validators[name]().then((m) => m.default)));
    return fn;
}
function describe(e) {
    const at = e.instancePath === '' ? '(top level)' : e.instancePath;
    if (e.keyword === 'additionalProperties')
        return `${at}: unknown key ${JSON.stringify(e.params.additionalProperty)}`;
    if (e.keyword === 'enum')
        return `${at}: ${e.message} (${e.params.allowedValues.map(String).join(', ')})`;
    if (e.keyword === 'format' && e.params.format === 'date-time')
        return `${at}: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`;
    if (e.keyword === 'const')
        return `${at}: must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${e.message ?? e.keyword}`;
}
/** Every schema error of `data`, each naming the field; empty when valid. A key it quotes is the file's: it gets the redaction floor. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map((e) => (0,redact/* redact */.E$)(describe(e)));
}
/** Validates or throws one ProofgateError listing the first errors with the file they came from. */
async function assertSchema(name, data, file) {
    const errors = await schemaErrors(name, data);
    if (errors.length) {
        const shown = errors.slice(0, 5).join('; ');
        const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
        throw new text_errors.ProofgateError(`${file} is not valid: ${shown}${more}`);
    }
    return data;
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

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RJ: () => (/* binding */ parseStrictJson),
/* harmony export */   Sr: () => (/* binding */ readStrictJson),
/* harmony export */   Yg: () => (/* binding */ parseStrictText),
/* harmony export */   k3: () => (/* binding */ SEVERAL_OBJECTS),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   nh: () => (/* binding */ parseBounded)
/* harmony export */ });
/* unused harmony export jsonSyntaxError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _fences_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85889);



const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });
/** Where a walk is: the keys and indexes from the top, joined only for an error. */
const where = (path) => (path.length ? `/${path.join('/')}` : '(top level)');
function walk(value, depth, errors, path) {
    if (depth > MAX_DEPTH) {
        errors.push(`${where(path)}: nested deeper than ${MAX_DEPTH} levels`);
        return 0;
    }
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            errors.push(`${where(path)}: a string holds a lone surrogate`);
        return 0;
    }
    if (Array.isArray(value)) {
        let keys = 0;
        for (let i = 0; i < value.length; i++) {
            path.push(i);
            keys += walk(value[i], depth + 1, errors, path);
            path.pop();
        }
        return keys;
    }
    if (value && typeof value === 'object') {
        let keys = 0;
        for (const k of Object.keys(value)) {
            keys++;
            if (k === '__proto__' || k === 'constructor' || k === 'prototype')
                errors.push(`${where(path)}: the key "${k}" is not accepted`);
            if (!k.isWellFormed())
                errors.push(`${where(path)}: a key holds a lone surrogate`);
            path.push(k);
            keys += walk(value[k], depth + 1, errors, path);
            path.pop();
        }
        return keys;
    }
    return 0;
}
/** Line and column (from 1) of a UTF-16 offset into `text`. */
function lineColumn(text, at) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
        line++;
    return `line ${line}, column ${at - text.lastIndexOf('\n', at - 1)}`;
}
const ALONE = 'write the JSON alone, nothing around it';
/** Said of a text that is several JSON objects one after another (JSON Lines): a caller may name the one document it wants. */
const SEVERAL_OBJECTS = 'several JSON objects one after another';
/** What a writer often puts where JSON has a value, from a fixed list (so naming it never quotes the text). */
const NOT_VALUES = [
    ['NaN', 'NaN, Infinity and undefined are not JSON values'],
    ['Infinity', 'NaN, Infinity and undefined are not JSON values'],
    ['-Infinity', 'NaN, Infinity and undefined are not JSON values'],
    ['undefined', 'NaN, Infinity and undefined are not JSON values'],
    ['True', 'JSON writes true, false and null'],
    ['False', 'JSON writes true, false and null'],
    ['None', 'JSON writes true, false and null'],
];
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c) => c >= 0x30 && c <= 0x39;
const isWordChar = (c) => c !== undefined && /[\w$]/.test(c);
/** What may follow a backslash in a JSON string, `u` aside: `"` `\\` `/` `b` `f` `n` `r` `t`. */
const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const isHex = (c) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** Why the character at `at` is wrong, for the habits models bring from JavaScript, Python and JSON5. */
function cause(text, at, key) {
    const c = text[at];
    if (c === ']' || c === '}') {
        let b = at - 1;
        while (b >= 0 && isSpace(text.charCodeAt(b)))
            b--;
        if (text[b] === ',')
            return { at: b, what: 'a trailing comma', why: 'JSON allows none' };
    }
    if (c === '/' && (text[at + 1] === '/' || text[at + 1] === '*'))
        return { at, what: 'a comment', why: 'JSON has no comments' };
    if (c === "'")
        return { at, what: 'a single-quoted string', why: 'JSON strings take double quotes' };
    if (!key)
        for (const [word, why] of NOT_VALUES)
            if (text.startsWith(word, at) && !isWordChar(text[at + word.length]))
                return { at, what: word, why };
    if (key && /[A-Za-z_$]/.test(c))
        return { at, what: 'an unquoted key', why: 'JSON keys take double quotes' };
    return { at };
}
/**
 * The first place JSON.parse would refuse, and why when it is a known habit: V8's message has no
 * position for an unexpected token (`[1,]`, `NaN`, on Node 20 and 24 alike). Run only once a parse
 * failed, so it is a scanner, not a parser: one pass over the text, no recursion (an explicit
 * stack), no regex over it (a hostile file of 16 MiB is linear work). Undefined for valid JSON.
 */
function firstFault(text) {
    const n = text.length;
    const stack = [];
    // value: a value is due; first: a value or `]` (after `[`); key: a key or `}` (after `{`);
    // next: a key (after `,` in an object); colon; after: `,`, a close, or the end at the top.
    let state = 'value';
    let i = 0;
    for (;;) {
        while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        if (i >= n)
            return state === 'after' && stack.length === 0 ? undefined : { end: true };
        const c = text.charCodeAt(i);
        if (state === 'after') {
            if (stack.length === 0)
                return { after: i };
            const top = stack[stack.length - 1];
            if (c === 0x2c)
                state = top === 0x5b ? 'value' : 'next';
            else if ((c === 0x5d && top === 0x5b) || (c === 0x7d && top === 0x7b))
                stack.pop();
            else
                return cause(text, i, false);
            i++;
            continue;
        }
        if (state === 'colon') {
            if (c !== 0x3a)
                return cause(text, i, false);
            state = 'value';
            i++;
            continue;
        }
        const key = state === 'key' || state === 'next';
        if (key) {
            if (c === 0x7d && state === 'key') {
                stack.pop();
                state = 'after';
                i++;
                continue;
            }
            if (c !== 0x22)
                return cause(text, i, true);
        }
        else if (c === 0x5d && state === 'first') {
            stack.pop();
            state = 'after';
            i++;
            continue;
        }
        if (c === 0x22) {
            // A string, to its closing quote: a raw control character, or an escape JSON has not, is refused.
            const open = i++;
            for (let s = text.charCodeAt(i); s !== 0x22; s = text.charCodeAt(i)) {
                if (i >= n)
                    return { end: true, string: open };
                if (s < 0x20)
                    return { at: i, what: 'a raw control character in a string', why: 'escape it (\\n for a line break, \\t for a tab)' };
                if (s !== 0x5c) {
                    i++;
                    continue;
                }
                const e = text.charCodeAt(i + 1);
                if (i + 1 >= n)
                    return { end: true, string: open };
                if (e !== 0x75) {
                    if (!ESCAPES.has(e))
                        return { at: i + 1 };
                    i += 2;
                    continue;
                }
                for (let k = i + 2; k < i + 6; k++) {
                    if (k >= n)
                        return { end: true, string: open };
                    if (!isHex(text.charCodeAt(k)))
                        return { at: k };
                }
                i += 6;
            }
            i++;
            state = key ? 'colon' : 'after';
        }
        else if (c === 0x7b || c === 0x5b) {
            stack.push(c);
            state = c === 0x7b ? 'key' : 'first';
            i++;
        }
        else if (c === 0x2d || isDigit(c)) {
            if (c === 0x2d && text.startsWith('-Infinity', i))
                return cause(text, i, false);
            // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, each part checked where it must start.
            if (c === 0x2d)
                i++;
            if (text.charCodeAt(i) === 0x30)
                i++;
            else if (isDigit(text.charCodeAt(i)))
                while (isDigit(text.charCodeAt(i)))
                    i++;
            else
                return i >= n ? { end: true } : { at: i };
            if (text.charCodeAt(i) === 0x2e) {
                if (!isDigit(text.charCodeAt(++i)))
                    return i >= n ? { end: true } : { at: i };
                while (isDigit(text.charCodeAt(i)))
                    i++;
            }
            if (text[i] === 'e' || text[i] === 'E') {
                if (text[++i] === '+' || text[i] === '-')
                    i++;
                if (!isDigit(text.charCodeAt(i)))
                    return i >= n ? { end: true } : { at: i };
                while (isDigit(text.charCodeAt(i)))
                    i++;
            }
            state = 'after';
        }
        else {
            const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : undefined;
            if (word === undefined)
                return cause(text, i, false);
            for (let k = 0; k < word.length; k++, i++) {
                if (i >= n)
                    return { end: true };
                if (text[i] !== word[k])
                    return { at: i };
            }
            state = 'after';
        }
    }
}
/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries. Where it
 * went wrong is said by line and column, with the cause when it is a known habit (a trailing
 * comma, a comment, NaN, single quotes, an unquoted key), named from a fixed list; what is around
 * JSON a writer added is named by kind (a Markdown fence, a line of prose before or after it, a
 * second object on the next line), as models often add one.
 */
function jsonSyntaxError(err, text) {
    // A Windows editor's byte order mark: invisible, and JSON.parse refuses it.
    if (text.startsWith('\ufeff'))
        return 'it starts with a byte order mark (U+FEFF): save it as UTF-8 without a BOM';
    const start = text.search(/\S/);
    const comment = start >= 0 && text[start] === '/' && (text[start + 1] === '/' || text[start + 1] === '*');
    if (start >= 0 && !comment && !/[[{"\d\-tfn]/.test(text[start]))
        return (0,_fences_js__WEBPACK_IMPORTED_MODULE_2__/* .opensWithFence */ .vc)(text) ? `it starts with a Markdown fence: ${ALONE}` : `it starts with text before the JSON: ${ALONE}`;
    const fault = firstFault(text);
    if (fault === undefined) {
        // Not expected (the scanner accepts what JSON.parse accepts); V8's position, when it gives one.
        const found = /at position (\d+)/.exec(err instanceof Error ? err.message : String(err))?.[1];
        return found === undefined ? 'a syntax error' : `a syntax error at ${lineColumn(text, Number(found))}`;
    }
    if ('end' in fault)
        return fault.string === undefined
            ? 'it ends before the JSON is complete'
            : `it ends before the JSON is complete: the string opened at ${lineColumn(text, fault.string)} is not closed`;
    if ('after' in fault) {
        // JSON Lines, or objects pasted one after another: an object, a line break, another object.
        let end = fault.after - 1;
        while (isSpace(text.charCodeAt(end)) && text[end] !== '\n')
            end--;
        if (text[start] === '{' && text[end] === '\n' && text[fault.after] === '{')
            return `${SEVERAL_OBJECTS} (the second starts at ${lineColumn(text, fault.after)}): write one JSON document`;
        return `text follows the JSON at ${lineColumn(text, fault.after)}: ${ALONE}`;
    }
    return `${fault.what ?? 'a syntax error'} at ${lineColumn(text, fault.at)}${fault.why ? `: ${fault.why}` : ''}`;
}
/** Far above any evidence file (20,000 findings of a dozen fields) and a bound on what a parse may build. */
const MAX_VALUES = 2_000_000;
const STRUCTURE = /["[\]{},]/g;
/**
 * The shape of JSON text, found before JSON.parse builds anything: nesting deeper than 64 levels
 * or more than two million strings, arrays, objects and list items are refused at the first
 * token past the limit (a 64 MiB `[[[[…` would otherwise become gigabytes of arrays). Strings
 * are skipped with native searches, so the cost is one pass over the text. Also counts the keys
 * (string tokens followed by a colon): exact for valid JSON, which is all this is used on.
 */
function shape(text) {
    let depth = 0;
    let values = 0;
    let keys = 0;
    STRUCTURE.lastIndex = 0;
    // test(), not exec(): no match array per token (a findings file holds some 100,000 tokens).
    while (STRUCTURE.test(text)) {
        const at = STRUCTURE.lastIndex - 1;
        const c = text[at];
        if (++values > MAX_VALUES)
            return { error: `holds more than ${MAX_VALUES} values` };
        if (c === '[' || c === '{') {
            if (++depth > MAX_DEPTH)
                return { error: `is nested deeper than ${MAX_DEPTH} levels` };
        }
        else if (c === ']' || c === '}')
            depth--;
        else if (c === '"') {
            let close = text.indexOf('"', at + 1);
            // A quote preceded by an odd run of backslashes is escaped.
            for (;;) {
                if (close < 0)
                    return { keys };
                let b = close - 1;
                while (text.charCodeAt(b) === 0x5c)
                    b--;
                if ((close - 1 - b) % 2 === 0)
                    break;
                close = text.indexOf('"', close + 1);
            }
            let next = close + 1;
            while (next < text.length && ' \t\n\r'.includes(text[next]))
                next++;
            if (text[next] === ':')
                keys++;
            STRUCTURE.lastIndex = next;
        }
    }
    return { keys };
}
/** JSON.parse behind the shape check; the error never quotes the text. */
function parseBounded(text) {
    const s = shape(text);
    if ('error' in s)
        return { ok: false, error: s.error };
    try {
        return { ok: true, data: JSON.parse(text), keys: s.keys };
    }
    catch (err) {
        return { ok: false, error: `is not valid JSON: ${jsonSyntaxError(err, text)}` };
    }
}
/**
 * Strict JSON for a file read whole (the checks of parseStrictJson on decoded text): a duplicate
 * key, which JSON.parse would silently settle by keeping the last, is refused like a syntax error.
 * One line naming `name`, never the file's text.
 */
function parseJsonText(text, name) {
    const parsed = parseStrictText(text);
    if (!parsed.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${name} ${parsed.errors.slice(0, 3).join('; ')}`);
    return parsed.data;
}
/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth and size. Duplicate keys are found by
 * counting key tokens against the keys JSON.parse kept: exact for valid JSON,
 * and faster than a tokenizing parser on multi-megabyte files.
 */
function parseStrictJson(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return { ok: false, errors: ['starts with a byte order mark (write UTF-8 without BOM)'] };
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        return { ok: false, errors: ['is not valid UTF-8'] };
    }
    return parseStrictText(text);
}
/** parseStrictJson for text already decoded (read as UTF-8). */
function parseStrictText(text) {
    const parsed = parseBounded(text);
    if (!parsed.ok)
        return { ok: false, errors: [parsed.error] };
    const errors = [];
    const keys = walk(parsed.data, 0, errors, []);
    if (parsed.keys !== keys)
        errors.push('has a duplicate key in an object (each key may appear once)');
    return errors.length ? { ok: false, errors } : { ok: true, data: parsed.data };
}
/** Reads a regular file inside `root` (never through a link, FIFO or device) of at most `maxBytes` and parses it strictly. */
async function readStrictJson(root, path, maxBytes) {
    const read = await (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, maxBytes);
    if (read.status === 'missing')
        return { status: 'missing' };
    if (read.status === 'refused')
        return { status: 'invalid', errors: [read.reason] };
    if (read.status === 'too-large')
        return { status: 'invalid', errors: [`is ${read.size} bytes; the limit is ${maxBytes}`] };
    const parsed = parseStrictJson(read.bytes);
    return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ shownName),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   OO: () => (/* binding */ jsonQuotedName),
/* harmony export */   Zu: () => (/* binding */ yamlQuotedName),
/* harmony export */   gx: () => (/* binding */ composedTwins),
/* harmony export */   lD: () => (/* binding */ writtenName),
/* harmony export */   p6: () => (/* binding */ writableAsIs),
/* harmony export */   ti: () => (/* binding */ shownSpellings)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43675);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71670);



const LIST_CAP = 10;
/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;
/**
 * Every character a page draws right to left or reorders around (words.ts's RIGHT_TO_LEFT, the class
 * a suggestion is withheld for, row 684), each one: drawn, such a run is laid out right to left and
 * moves the digits and folders beside it, so `lib/אב/12/x.js` and `lib/12/אב/x.js` look the same
 * (685): a name shows them as U+XXXX and then draws in the order it is written, in any sink and any direction.
 */
const RIGHT_TO_LEFT_EACH = new RegExp(_words_js__WEBPACK_IMPORTED_MODULE_1__/* .RIGHT_TO_LEFT */ .Dl.source, 'gu');
/** A literal `U+` and four hex digits in a name: what an escaped code point looks like. */
const LOOKS_ESCAPED = /U\+(?=[0-9A-Fa-f]{4})/g;
/**
 * A name as one line shows it: invisible code points and spaces other than U+0020 as U+XXXX (a
 * U+0020 too at either end of the name or of a folder's name), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is. A
 * name that itself holds `U+200B` has its `+` shown as U+002B (`UU+002B200B`), so it never reads
 * as the name with that invisible code point: every `U+XXXX` shown is one code point. A letter or
 * digit of a right-to-left script is shown as U+XXXX too, so the name draws in its own order.
 */
function shownName(name) {
    const literal = name.replace(LOOKS_ESCAPED, `U${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)('+')}`);
    const composed = literal.normalize('NFC') === literal ? literal : literal.replace(DECOMPOSED, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint);
    return endSpacesShown((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(composed).replace(NAME_SPACE, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint).replace(RIGHT_TO_LEFT_EACH, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint));
}
/** A space other than U+0020 draws as one (`a` U+00A0 `b.js` as `a b.js`) or, at an end, as nothing. */
const NAME_SPACE = new RegExp(`[${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.OTHER_SPACES}]`, 'gu');
/**
 * A U+0020 at either end of a name or of a folder's name in it (`guard.js `, `dir /a.js`) draws as
 * nothing in every sink (inside a code span's shading too), so it is shown as U+0020.
 */
function endSpacesShown(name) {
    return name
        .split('/')
        .map((part) => {
        const end = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimEndOf */ .f)(part, ' ').length;
        const core = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimOf */ .W)(part, ' ');
        const space = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)(' ');
        return `${space.repeat(end - core.length)}${core}${space.repeat(part.length - end)}`;
    })
        .join('/');
}
/**
 * Among `names`, those that compose (Unicode NFC) to the same as a given name: a name git holds
 * decomposed (as macOS writes it) and the composed spelling a model or a person types are one.
 */
function composedTwins(names) {
    const byComposed = new Map();
    for (const n of names)
        byComposed.set(n.normalize('NFC'), [...(byComposed.get(n.normalize('NFC')) ?? []), n]);
    return (name) => byComposed.get(name.normalize('NFC')) ?? [];
}
/**
 * The names proofgate shows otherwise (a control, invisible or decomposed character as `U+XXXX`;
 * `spell` is how the place they were shown spells them), by the spelling shown.
 */
function shownSpellings(names, spell = shownName) {
    const by = new Map();
    for (const n of names) {
        const shown = spell(n);
        if (shown !== n)
            by.set(shown, [...(by.get(shown) ?? []), n]);
    }
    return by;
}
const unitEscape = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
/**
 * A name as a YAML double-quoted string a person can copy into a workflow input, in printable ASCII
 * alone: JSON's quoting, and every other code point as an escape (`"cle\u0301.pem"`), so that no
 * sink's neutralising changes it and a decomposed name is not copied as its composed twin.
 */
function yamlQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/gu, (ch) => {
        const cp = ch.codePointAt(0);
        return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : unitEscape(cp);
    });
}
/**
 * A name as a JSON string in printable ASCII (every other UTF-16 unit as `\uXXXX`): what
 * `writtenName` reads back as exactly that name, whatever it holds.
 */
function jsonQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/g, (ch) => unitEscape(ch.charCodeAt(0)));
}
/**
 * A name as a person wrote it in a list of names (`acknowledge`): a value that is a JSON string
 * literal is that exact string, the one way an action input's line, which loses the spaces at its
 * ends and ends at a line break, can hold such a name; any other value is the name as written.
 */
function writtenName(value) {
    if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"'))
        return value;
    try {
        return JSON.parse(value);
    }
    catch {
        return value;
    }
}
/** Whether a line of an action input holds `name` as written: no space or line break at its ends, no line break in it, no JSON string. */
const writableAsIs = (name) => name === name.trim() && !/[\r\n]/.test(name) && writtenName(name) === name;
/** A list for one line of output: the first ten names (each as `show` spells it), then how many more. */
function nameList(items, show = shownName) {
    const shown = items
        .slice(0, LIST_CAP)
        .map((name) => show(name))
        .join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
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
