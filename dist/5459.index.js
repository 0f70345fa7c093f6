export const id = 5459;
export const ids = [5459];
export const modules = {

/***/ 63840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ locateIn),
  Y: () => (/* binding */ locateInTree)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(10308);
;// CONCATENATED MODULE: ./src/git/sealed-read.ts



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
    const full = (0,external_node_path_.join)(root, path);
    let fd;
    try {
        const seen = (0,external_node_fs_.lstatSync)(full);
        if (!seen.isFile() || seen.size !== size)
            return null;
        fd = (0,external_node_fs_.openSync)(full, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        const opened = (0,external_node_fs_.fstatSync)(fd);
        if (!opened.isFile() || opened.size !== size)
            return null;
        const data = scratch && scratch.length >= size ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
        for (let filled = 0; filled < size;) {
            const n = (0,external_node_fs_.readSync)(fd, data, filled, size - filled, filled);
            if (n === 0)
                return null;
            filled += n;
        }
        return (0,git.blobId)(data, (0,git.formatOf)(oid)) === oid ? data : null;
    }
    catch {
        return null;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: ./src/review/line-index.ts
var line_index = __webpack_require__(14061);
;// CONCATENATED MODULE: ./src/review/anchor-file.ts



/** Every quote located in a head version's bytes: as written, then composed (NFC) when that was no match. */
function locateIn(data, quotes) {
    return locateComposed(data, quotes, new line_index/* LineIndex */.rr(data).locateAll(quotes));
}
/**
 * The file's quotes located in the working-tree file when its bytes are the sealed blob (see
 * readIfBlob, `scratch` its read buffer); null when they are not, and git's copy is to be read.
 */
function locateInTree(root, file, scratch) {
    const data = readIfBlob(root, file.path, file.blob, file.size, scratch);
    return data ? locateIn(data, file.quotes) : null;
}
/**
 * The quotes no line matches as written, compared again composed (NFC) on both sides: a head
 * version holding `e` + U+0301 (text pasted from a macOS file name) and a model's `é` are one text.
 * Bytes first: a quote written as the file is located by its bytes alone. NFC never joins or
 * splits a line, so every line keeps its number.
 */
function locateComposed(data, quotes, anchors) {
    const retry = anchors.flatMap((a, k) => (a.status === 'unlocated' && a.reason === line_index/* NO_MATCH */.IP ? [k] : []));
    if (retry.length === 0 || ((0,external_node_buffer_.isAscii)(data) && retry.every((k) => /^[\x00-\x7f]*$/.test(quotes[k]))))
        return anchors;
    const text = data.toString('utf8');
    const composed = text.normalize('NFC');
    const asked = retry.map((k) => quotes[k].normalize('NFC'));
    if (composed === text && asked.every((q, j) => q === quotes[retry[j]]))
        return anchors;
    const again = new line_index/* LineIndex */.rr(Buffer.from(composed, 'utf8')).locateAll(asked);
    retry.forEach((k, j) => {
        if (again[j].status !== 'unlocated')
            anchors[k] = again[j];
    });
    return anchors;
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
/* harmony import */ var _anchor_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63840);





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
/* harmony export */   lE: () => (/* binding */ redactFinding),
/* harmony export */   nT: () => (/* binding */ isOpen),
/* harmony export */   zJ: () => (/* binding */ describeAnchor)
/* harmony export */ });
/* harmony import */ var _git_batch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63040);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53326);
/* harmony import */ var _anchor_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63840);
/* harmony import */ var _anchor_threads_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67659);




const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix', 'suggestion'];
/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
function redactFinding(f) {
    const out = { ...f };
    for (const k of QUOTED_FIELDS)
        if (typeof out[k] === 'string')
            out[k] = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(out[k]);
    return out;
}
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
 */
async function anchorFindings(root, scope, findings, blobs) {
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
    for (const [blob, { path }] of byBlob) {
        const found = info.get(blob);
        if (found?.type === 'blob')
            inTree.push({ path, blob, size: found.size, quotes: quotesOf(blob) });
    }
    const fromTree = new Map((await (0,_anchor_threads_js__WEBPACK_IMPORTED_MODULE_3__.locateInTreeFiles)(root, inTree)).map((located, k) => [inTree[k].blob, located]));
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
    await (0,_git_batch_js__WEBPACK_IMPORTED_MODULE_0__/* .streamObjects */ .Fd)(root, fromGit, (blob, { data }) => (data ? place(blob, (0,_anchor_file_js__WEBPACK_IMPORTED_MODULE_2__/* .locateIn */ ._)(data, quotesOf(blob))) : missing(blob)));
    return findings.map((f, i) => ({ ...redactFinding(f), anchor: anchors[i] }));
}
function isOpen(f) {
    return f.disposition !== 'refuted';
}
function describeAnchor(a) {
    if (a.status === 'located')
        return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
    if (a.status === 'ambiguous' && a.tooMany)
        return `ambiguous: too many places to compare${a.candidates.length ? ` (first at lines ${a.candidates.map((c) => c.start).join(', ')})` : ''}`;
    if (a.status === 'ambiguous')
        return a.places !== undefined
            ? `ambiguous: ${a.places} places (the first ${a.candidates.length} at lines ${a.candidates.map((c) => c.start).join(', ')})`
            : `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
    return `unlocated: ${a.reason}`;
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

const HABITS = [
    [/^[+-]/m, "a line starts with + or -: if that is the diff's prefix, leave it out (the file holds no such character)"],
    [/^\s*L?\d+\s*[:|]/m, 'a line starts with a line number (`12:`, `12|`, `L12:`): leave it out'],
    [/^\s*(```|~~~)/m, 'a Markdown fence is part of the quote: leave it out'],
    [/^\s*(…|\.{3})\s*$|…/m, 'an ellipsis stands for lines left out: quote every line in between, or fewer lines'],
];
/** What a quote not located should change: the habits it shows, and more lines when it was found in several places. */
function requoteAdvice(f) {
    const habits = HABITS.filter(([re]) => re.test(f.existing_code)).map(([, says]) => says);
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
// The key names a credential (`auth` but not `author`, `authority`); the separator is one `:` or `=`
// (not `Token::Any`, `token == x`, a URL's `https://`), `:=` or `=>`.
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth(?!or(?!i[sz])))(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?:=>|:=|:(?!:|\/\/)|=(?!=))\s*)(\\?["']?)([^\s"'`,;}{)\\]{4,})/gi;
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
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value, quote !== '') ? `${head}${quote}${REDACTED}` : m);
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
