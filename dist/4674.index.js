export const id = 4674;
export const ids = [4674,2135];
export const modules = {

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   em: () => (/* binding */ isLockfile),
/* harmony export */   mC: () => (/* binding */ targetIsSecret),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */

const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker']);
const SECRET_NAMES = new Set([
    '.npmrc',
    '.netrc',
    '_netrc',
    '.pypirc',
    '.git-credentials',
    '.htpasswd',
    '.pgpass',
    '.dockercfg',
    'credentials',
    'credentials.json',
    'credentials.yml',
    'credentials.yaml',
    'credentials.xml',
    'credentials.ini',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    'id_ecdsa_sk',
    'id_ed25519_sk',
]);
const SECRET_EXTENSIONS = new Set([
    'pem',
    'key',
    'p12',
    'pfx',
    'crt',
    'cer',
    'der',
    'p8',
    'ppk',
    'jks',
    'keystore',
    'kdbx',
    'asc',
    'gpg',
    'tfstate',
]);
function segments(path) {
    return path.split('/').map((s) => s.toLowerCase());
}
function extension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1) : '';
}
/** `.env*`, private keys, certificates and key stores, credential files, `credentials/`, `secrets/`: any case, any depth. */
function isSecretPath(path) {
    const segs = segments(path);
    return segs.slice(0, -1).some((s) => SECRET_DIRS.has(s)) || isSecretName(path);
}
/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
function targetIsSecret(link, target) {
    return isSecretPath(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(link), target)));
}
/** Secret by the file's own name (`.env`, a key, a credentials file), not only by the folder it sits in. */
function isSecretName(path) {
    const name = segments(path).pop() ?? '';
    if (name.startsWith('.env') || name.endsWith('.env'))
        return true;
    if (SECRET_NAMES.has(name))
        return true;
    return SECRET_EXTENSIONS.has(extension(name));
}
const LOCKFILES = new Set([
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'bun.lock',
    'deno.lock',
    'cargo.lock',
    'poetry.lock',
    'pipfile.lock',
    'pdm.lock',
    'uv.lock',
    'composer.lock',
    'gemfile.lock',
    'go.sum',
    'packages.lock.json',
    'mix.lock',
    'pubspec.lock',
    'podfile.lock',
    'flake.lock',
    'gradle.lockfile',
    'package.resolved',
]);
const GENERATED_DIRS = new Set(['node_modules', 'dist', 'build', 'vendor', 'bower_components', '__pycache__']);
/** A lockfile by its name (`package-lock.json`, `go.sum`, …): it decides which packages every install fetches, and from where. */
function isLockfile(path) {
    return LOCKFILES.has(segments(path).at(-1) ?? '');
}
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (isLockfile(path))
        return true;
    return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}
/**
 * Why a path written by an agent cannot name a file, or undefined when it is
 * well-formed. Well-formed is not enough: it must also be byte-equal to a
 * selected file of the sealed scope.
 */
function pathProblem(path) {
    if (path === '')
        return 'is empty';
    if (Buffer.byteLength(path) > 4096)
        return 'is longer than 4096 bytes';
    if (/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u.test(path))
        return 'contains a control, invisible or bidi character';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'is absolute';
    if (path.includes('\\'))
        return 'contains a backslash';
    if (path.startsWith('-'))
        return 'starts with "-"';
    if (path.startsWith(':'))
        return 'starts with ":" (pathspec magic)';
    const segs = path.split('/');
    if (segs.some((s) => s === ''))
        return 'has an empty segment ("//" or a trailing "/")';
    if (segs.some((s) => s === '.' || s === '..'))
        return 'has a "." or ".." segment';
    if (segs.some((s) => s.toLowerCase() === '.git'))
        return 'has a ".git" segment';
    return undefined;
}


/***/ }),

/***/ 72135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/schemas/validators/index.js
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
const validators = {
  'agent-run': () => __webpack_require__.e(/* import() */ 800).then(__webpack_require__.bind(__webpack_require__, 20800)),
  'review-attempt': () => __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 74373)),
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
/** Every schema error of `data`, each naming the field; empty when valid. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map(describe);
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
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   XK: () => (/* binding */ privateDir),
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   dg: () => (/* binding */ confined),
/* harmony export */   nM: () => (/* binding */ removeFile),
/* harmony export */   pz: () => (/* binding */ copyRegularFiles)
/* harmony export */ });
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
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written. The target must be inside `root`, through no link.
 */
async function writeFileAtomic(root, path, data) {
    const target = await confined(root, path);
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_4__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        // The folders just made are checked too; `wx` never opens an existing name (nor a link).
        await confined(root, target);
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
/** Removes a file inside `root` (never through a link below it); a missing file is fine. */
async function removeFile(root, path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(await confined(root, path), { force: true });
}
/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
function privateDir(prefix) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)(), `proofgate-${prefix}-`));
}
/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 */
async function copyRegularFiles(root, folder) {
    const from = await confined(root, folder);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(from);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(from)}: it is not a folder`);
    const dir = await privateDir('copy');
    const skipped = [];
    let files = 0;
    for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(from, { withFileTypes: true, recursive: true })) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(e.parentPath, e.name);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, abs);
        if (e.isDirectory())
            continue;
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
    return { dir, files, skipped: skipped.sort() };
}


/***/ }),

/***/ 53326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   XF: () => (/* binding */ REDACTED)
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
    token('sk-ant-(?:api|admin)\\d{2}-[\\w-]{80,120}'),
    token('sk-(?:proj|svcacct|admin)-[\\w-]{20,200}'),
    token('sk-[A-Za-z0-9]{32,64}'),
    token('do[opr]_v1_[a-f0-9]{64}'),
    token('xox[abposre]-[0-9A-Za-z-]{10,250}'),
    token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+', 'gi'),
    /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{20,80}/g,
    // JSON Web Tokens.
    token('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*'),
];
// `scheme://user:password@host`: keep scheme, user and host, drop the password.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@"'`]{1,100}:)([^\s@/"'`]{1,200})(@)/gi;
// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `Authorization: token x`.
const AUTH_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:basic|bearer|token|digest)\s+)([^\s"'`,;]{4,})/gi;
const BEARER = /\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})/gi;
// Values of credential-named keys: `api_key = "…"`, `"password": "…"`, `SECRET_TOKEN=…`.
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth)(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?::|=|:=|=>)\s*)(\\?["']?)([^\s"'`,;}{)\\]{4,})/gi;
function redactValue(value) {
    // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
    return !/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) && !/^\[REDACTED\]/.test(value);
}
// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|xox|xapp-|hooks\.slack|eyJ|-----(?:BEGIN|END)|:\/\/|authoriz|bearer|passw|secret|token|key|credential|auth/i;
function redact(text) {
    if (!MAY_HOLD_SECRET.test(text))
        return text;
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, REDACTED);
    out = out.replace(URL_CREDENTIALS, (_m, head, pw, at) => pw.startsWith('$') ? `${head}${pw}${at}` : `${head}${REDACTED}${at}`);
    out = out.replace(AUTH_HEADER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(BEARER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value) ? `${head}${quote}${REDACTED}` : m);
    return out;
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


/***/ })

};
