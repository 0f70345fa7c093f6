export const id = 618;
export const ids = [618,3377];
export const modules = {

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

/***/ 74930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ LINK_URL_RULE),
/* harmony export */   Lx: () => (/* binding */ urlPath),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   YY: () => (/* binding */ linkUrl)
/* harmony export */ });
/** Text percent-encoded as UTF-8 but for letters, digits and `-._~`: `()'!*` too, which encodeURIComponent leaves (Markdown would end a link at `)`). */
const pct = (text) => encodeURIComponent(text).replace(/[()'!*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`);
/** A repository path as a URI reference (a link's path, a SARIF artifact URI): each segment percent-encoded. */
function urlPath(path) {
    return path.split('/').map(pct).join('/');
}
/** What a URL given to proofgate must be, for a refusal to say. */
const LINK_URL_RULE = 'must be an absolute https:// or http:// URL, without a user name or password';
/** A host name or an IPv6 address: WHATWG's parser keeps `(`, `)`, `*` and more in a host. */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`, and each `[\w-]+` ends at a required `.` the last run cannot take, so a failed `$` backs off one label at a time (1 MB: 15 ms)
const HOST = /^(?:[\w-]+\.)*[\w-]+$|^\[[\da-f:.]+\]$/;
/**
 * A URL a caller gave (`--run-url`) or the environment built, as a Markdown link's destination: an
 * absolute http(s) URL without credentials, its path, query and fragment encoded as urlPath encodes
 * a segment, keeping their delimiters and the escapes already in them, so no character can end the
 * link or start markup (`;` too: no entity reference can form). Undefined for anything else.
 */
function linkUrl(text) {
    if (!/^https?:\/\//i.test(text) || !URL.canParse(text))
        return undefined;
    const u = new URL(text);
    if (u.username || u.password || !HOST.test(u.hostname))
        return undefined;
    const rest = `${u.pathname}${u.search}${u.hash}`.replace(/%[\dA-Fa-f]{2}|[^\w.~\-/?#&=+,:]/gu, (c) => (c.length === 3 ? c : pct(c)));
    return `${u.origin}${rest}`;
}
/** `[label](url)` with the URL through linkUrl; undefined when there is no URL or it is not one. */
function mdLink(label, url) {
    const safe = url && linkUrl(url);
    return safe ? `[${label}](${safe})` : undefined;
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


/***/ })

};
