export const id = 5990;
export const ids = [5990,3377,2735,4110,3040,3175,659];
export const modules = {

/***/ 63040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ readObjects),
/* harmony export */   Fd: () => (/* binding */ streamObjects),
/* harmony export */   KI: () => (/* binding */ verifyObjects),
/* harmony export */   _d: () => (/* binding */ objectInfo)
/* harmony export */ });
/* unused harmony export ForgedObject */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63668);
/* harmony import */ var _blob_id_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19987);
/* harmony import */ var _run_memo_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73336);






/**
 * An object whose bytes do not hash to the id git read them under. git checks no loose object's
 * hash when it inflates it: one planted in `.git/objects` or in an alternate store
 * (`objects/info/alternates`, where a partial clone looks before fetching a blob it lacks) is
 * read as the real object.
 */
class ForgedObject extends _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError {
    asked;
    oid;
    got;
    constructor(asked, oid, got, path) {
        const what = path !== undefined ? `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(path)} (object ${oid})` : asked === oid ? `object ${oid}` : `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(asked)} (object ${oid})`;
        super(`git's object store holds forged bytes for ${what}: they hash to ${got}, not to their id (a loose object planted in .git/objects, or an alternate store in objects/info/alternates, stands in for the real one); refusing to read them: check out afresh, without the step that wrote into .git`);
        this.asked = asked;
        this.oid = oid;
        this.got = got;
    }
}
/** Refuses bytes git handed over as `oid` that are not the object of that id (ForgedObject). */
function checkObject(asked, oid, type, data) {
    const got = (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_4__/* .objectId */ .Tu)(type, data, (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_4__/* .formatOf */ .be)(oid));
    if (got !== oid)
        throw new ForgedObject(asked, oid, got);
}
const stopped = (done, total, code, stderr) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file stopped after ${done} of ${total} objects: ${(0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .gitReason */ .th)(stderr, code)}`);
/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one a line, so a name git's line reader would misread is
 * asked for by its id (lineNames). An object that arrived in one chunk of the
 * pipe is a view into it; one that spans chunks is copied once. An exception
 * thrown by `onObject` stops git and rejects.
 */
function streamObjects(root, names, onObject) {
    // git starts before this returns: the caller works on while git reads.
    return names.some(misread) ? streamByIds(root, names, onObject) : streamLines(root, names, onObject);
}
/** streamObjects where a name is asked by its id (lineNames): one the tree holds nothing at is missing without asking git. */
async function streamByIds(root, names, onObject) {
    const lines = await lineNames(root, names);
    const sent = [...lines.keys()].filter((i) => lines[i] !== null);
    let next = 0;
    const missingUpTo = (end) => {
        for (; next < end; next++)
            if (lines[next] === null)
                onObject(names[next], { oid: '', data: null });
    };
    let handed = 0;
    await streamLines(root, sent.map((i) => lines[i]), (_, blob) => {
        const i = sent[handed++];
        missingUpTo(i);
        next = i + 1;
        onObject(names[i], blob);
    });
    missingUpTo(names.length);
}
/** A name git's line reader reads as another: it ends a name at LF, and drops a CR before it (`HEAD:a.js<CR>` is HEAD:a.js). */
const misread = (name) => /[\r\n]/.test(name);
/**
 * `names` as lines git's batch reads as written: a `<rev>:<path>` it would misread becomes the id
 * `git ls-tree` gives its path, passed as an argument (entriesAt), or null where the tree holds
 * nothing there.
 */
async function lineNames(root, names) {
    const byRev = new Map();
    for (const name of names.filter(misread)) {
        const colon = name.indexOf(':');
        if (colon <= 0)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(name)} holds a line break and names no path at a revision: git cannot be asked for it`);
        const rev = name.slice(0, colon);
        if (!byRev.has(rev))
            byRev.set(rev, []);
        byRev.get(rev).push(name.slice(colon + 1));
    }
    // git.ts reads its objects through this module: imported when a name needs it, never in a cycle at load.
    const { entriesAt } = await __webpack_require__.e(/* import() */ 6781).then(__webpack_require__.bind(__webpack_require__, 26781));
    const ids = new Map();
    for (const [rev, paths] of byRev) {
        // A revision this clone cannot list holds nothing here, as git's batch answers `missing`.
        const found = await entriesAt({ root }, rev, paths).catch(() => undefined);
        for (const path of paths)
            ids.set(`${rev}:${path}`, found?.get(path)?.oid ?? null);
    }
    return names.map((name) => (misread(name) ? (ids.get(name) ?? null) : name));
}
/** streamObjects of names git's line reader reads as written. */
function streamLines(root, names, onObject) {
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .gitMemo */ .L$)();
    const held = memo && names.map((n) => memo.blobs.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, n)));
    if (held?.every((b) => b !== undefined))
        return handHeld(names, held, onObject);
    return new Promise((resolve, reject) => {
        if (names.length === 0)
            return resolve();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)((0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .gitCommand */ .QT)(root), ['cat-file', '--batch'], {
            cwd: root,
            env: (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)(root),
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        let stderr = '';
        let failed;
        let exit;
        const ready = [];
        let handed = 0;
        let scheduled = false;
        let header = [];
        let body;
        let filled = 0;
        let oid = '';
        let type = '';
        // The newline git writes after each object's content.
        let newline = false;
        const settle = () => {
            if (exit === undefined || scheduled)
                return;
            if (failed)
                reject(failed);
            else if (handed < names.length)
                reject(stopped(handed, names.length, exit, stderr));
            else
                resolve();
        };
        const fail = (err) => {
            failed ??= err;
            child.kill();
        };
        const hand = () => {
            scheduled = false;
            const blob = ready[handed];
            if (blob && !failed) {
                // Handed over: held from here on only as long as the caller holds it.
                ready[handed] = undefined;
                try {
                    onObject(names[handed++], blob);
                }
                catch (err) {
                    fail(err);
                }
            }
            if (handed < ready.length && !failed)
                schedule();
            else
                settle();
        };
        const schedule = () => {
            if (scheduled)
                return;
            scheduled = true;
            setImmediate(hand);
        };
        const emit = (data) => {
            if (ready.length === names.length)
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file answered more than the ${names.length} objects asked`);
            // Every object read is the hash of its bytes, whatever store git found it in.
            if (data)
                checkObject(names[ready.length], oid, type, data);
            if (memo && data)
                remember(memo, root, names[ready.length], oid, data);
            ready.push({ oid: data ? oid : '', data });
            schedule();
        };
        const parse = (chunk) => {
            let at = 0;
            while (at < chunk.length) {
                if (newline) {
                    if (chunk[at] !== 10)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError('git cat-file sent an object without its closing newline');
                    newline = false;
                    at++;
                }
                else if (body) {
                    const take = Math.min(body.length - filled, chunk.length - at);
                    chunk.copy(body, filled, at, at + take);
                    filled += take;
                    at += take;
                    if (filled === body.length) {
                        emit(body);
                        body = undefined;
                        newline = true;
                    }
                }
                else {
                    const nl = chunk.indexOf(10, at);
                    if (nl < 0) {
                        header.push(chunk.subarray(at));
                        return;
                    }
                    const line = (header.length ? Buffer.concat([...header, chunk.subarray(at, nl)]) : chunk.subarray(at, nl)).toString('utf8');
                    header = [];
                    at = nl + 1;
                    if (line.endsWith(' missing') || line.endsWith(' ambiguous')) {
                        emit(null);
                        continue;
                    }
                    const [id, kind, sizeText] = line.split(' ');
                    const size = Number(sizeText);
                    if (!id || !kind || !Number.isSafeInteger(size) || size < 0)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file sent an unreadable header: ${JSON.stringify(line.slice(0, 100))}`);
                    oid = id;
                    type = kind;
                    if (at + size <= chunk.length) {
                        emit(chunk.subarray(at, at + size));
                        at += size;
                        newline = true;
                    }
                    else {
                        body = Buffer.allocUnsafe(size);
                        filled = 0;
                    }
                }
            }
        };
        child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
        child.stdout.on('data', (chunk) => {
            if (failed)
                return;
            try {
                parse(chunk);
            }
            catch (err) {
                fail(err);
            }
        });
        child.on('error', reject);
        // git gone early (killed, or failed) is reported by `close`, not as an unhandled EPIPE.
        child.stdin.on('error', () => { });
        child.on('close', (code) => {
            exit = code;
            settle();
        });
        child.stdin.end(names.map((n) => `${n}\n`).join(''));
    });
}
/** Keeps a small object of an immutable name for the rest of the run, as a copy (what is handed over may be a view of git's pipe, and the caller's to change). */
function remember(memo, root, name, oid, data) {
    if (!(0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .immutableName */ .yI)(name) || data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .MEMO_BLOB_MAX */ ._L || memo.blobBytes + data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .MEMO_BLOB_BUDGET */ .jR)
        return;
    const key = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, name);
    if (memo.blobs.has(key))
        return;
    memo.blobs.set(key, { oid, data: Buffer.from(data) });
    memo.blobBytes += data.length;
}
/** Objects this run read before, handed over as git's would be: in order, one per turn of the event loop, each a copy the caller may change. */
async function handHeld(names, held, onObject) {
    for (const [i, name] of names.entries()) {
        await new Promise((resolve) => setImmediate(resolve));
        onObject(name, { oid: held[i].oid, data: Buffer.from(held[i].data) });
    }
}
/**
 * Reads each object of `objects` once and keeps nothing (a small one stays in the run's memo for
 * the reads that follow): streamObjects refuses one whose bytes are not its id's, here named by
 * its path. For objects git itself reads unchecked (a diff's two sides) before anything is sealed.
 */
async function verifyObjects(root, objects) {
    const pathOf = new Map();
    for (const { path, oid } of objects)
        if (!pathOf.has(oid))
            pathOf.set(oid, path);
    try {
        await streamObjects(root, [...pathOf.keys()], () => undefined);
    }
    catch (err) {
        throw err instanceof ForgedObject ? new ForgedObject(err.asked, err.oid, err.got, pathOf.get(err.oid)) : err;
    }
}
/** Every object of `names`, by name, once all have arrived (see streamObjects). */
async function readObjects(root, names) {
    const out = new Map();
    await streamObjects(root, names, (name, blob) => out.set(name, blob));
    return out;
}
/** What each name (`<oid>`, `<rev>^{commit}`, `<commit>:<path>`) is, in one `git cat-file --batch-check`: null when missing. Nothing is read. */
function objectInfo(root, names) {
    return names.some(misread) ? infoByIds(root, names) : lineInfo(root, names);
}
/** objectInfo where a name is asked by its id (lineNames): null for one the tree holds nothing at. */
async function infoByIds(root, names) {
    const lines = await lineNames(root, names);
    const info = await lineInfo(root, lines.filter((line) => line !== null));
    return new Map(names.map((name, i) => {
        const line = lines[i];
        return [name, line ? (info.get(line) ?? null) : null];
    }));
}
async function lineInfo(root, names) {
    const info = new Map();
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .gitMemo */ .L$)();
    // What this run was told before is not asked again.
    for (const name of names) {
        const known = memo?.info.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, name));
        if (known)
            info.set(name, known);
    }
    const asked = [...new Set(names.filter((n) => !info.has(n)))];
    if (asked.length === 0)
        return info;
    // --buffer: git writes its answers in blocks, not a write each. A line a write fills the socket git
    // writes to (each takes some 800 bytes of its buffer) after a few hundred, and git then waits for this
    // thread to read, which a command busy checking findings meanwhile does not: git finished 20 ms late.
    const lines = (await (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(root, ['cat-file', '--batch-check', '--buffer'], { stdin: asked.map((n) => `${n}\n`).join('') })).split('\n');
    // One line per name: any other count means the answers cannot be told apart.
    if (lines.length !== asked.length + 1)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file --batch-check answered ${lines.length - 1} lines for ${asked.length} names`);
    asked.forEach((name, i) => {
        const [oid = '', type = '', size = ''] = lines[i].split(' ');
        const found = /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null;
        info.set(name, found);
        if (memo && found && (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .immutableName */ .yI)(name))
            memo.info.set((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, name), found);
    });
    return info;
}


/***/ }),

/***/ 19987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ objectId),
/* harmony export */   be: () => (/* binding */ formatOf),
/* harmony export */   zA: () => (/* binding */ blobId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// A module of its own (git.ts re-exports it): review anchor's worker threads hash what they read
// (sealed-read.ts) with node:crypto alone, without loading the git runner and its child_process,
// net and fs/promises, some 8 ms of a worker's 45 ms start.
/** The object format an id is written in: 64 hex digits are SHA-256's. */
const formatOf = (oid) => (oid.length === 64 ? 'sha256' : 'sha1');
/** The id git gives these bytes as a blob (SHA-1 object format unless told): a link is sealed by its target's. */
function blobId(data, format = 'sha1') {
    return objectId('blob', data, format);
}
/** The id git gives these bytes as an object of `type` (blob, tree, commit, tag). */
function objectId(type, data, format = 'sha1') {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(format)
        .update(`${type} ${Buffer.byteLength(data)}\0`)
        .update(data)
        .digest('hex');
}


/***/ }),

/***/ 74093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startScope: () => (/* binding */ startScope),
/* harmony export */   startedFor: () => (/* binding */ startedFor)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26781);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63437);


/** The refs a scope is sealed from: the base defaults to HEAD~1 (HEAD with the working tree), the head to HEAD. */
function scopeRefs(o) {
    const workspace = o.workspace ?? false;
    return { baseRef: o.base ?? (workspace ? 'HEAD' : 'HEAD~1'), headRef: o.head ?? 'HEAD', workspace };
}
/**
 * Resolves the scope's refs and starts git's diff of the change. Light on purpose: a caller
 * starts it first, and git works while the code that selects from the diff loads.
 */
function startScope(cwd, o) {
    const { baseRef, headRef, workspace } = scopeRefs(o);
    const opened = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__.openAndResolve)(cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]).then(({ repo, shas: [baseSha, headSha] }) => ({ repo, baseSha: baseSha, headSha: headSha }));
    const diff = opened.then(({ repo, baseSha, headSha }) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffFromMergeBase */ .DQ)(repo, baseSha, headSha, workspace));
    // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
    opened.catch(() => undefined);
    diff.catch(() => undefined);
    return { cwd, baseRef, headRef, workspace, opened, diff };
}
/** What was started for these options, or a start of its own when the caller's differs in folder or refs. */
function startedFor(cwd, o) {
    const want = scopeRefs(o);
    const s = o.started;
    const same = s && s.cwd === cwd && s.baseRef === want.baseRef && s.headRef === want.headRef && s.workspace === want.workspace;
    return same ? s : startScope(cwd, o);
}


/***/ }),

/***/ 58922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ isText),
/* harmony export */   Q: () => (/* binding */ declaredEncoding)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
// What content is text to a reader of UTF-8: no heavy import, for the start-up path of the preview commands.

/**
 * Text is content that decodes as UTF-8, NUL bytes included, and declares no other encoding
 * (declaredEncoding). Not git's test (a NUL in the first 8000 bytes) and no attribute: one byte or
 * one `.gitattributes` line must not take code out of review.
 */
function isText(data) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(data) && declaredEncoding(data) === undefined;
}
/** Names that decode as UTF-8 does: its aliases and Emacs' line-end suffixes, and ASCII, a subset. */
const UTF8_NAMES = /^(?:utf-?8(?:-[a-z\d]+)*|(?:us-)?ascii)$/;
/** What follows `coding` in a declaration: `:` or `=`, then the name (quoted in XML). */
const NAMED = /[ \t\f]*[:=][ \t\f]*["']?([-\w.]{1,64})/y;
/** A line that opens with a `#` comment or an XML declaration. */
const OPENING = /[ \t\f]*(#|<\?xml)/y;
/**
 * The first encoding other than UTF-8 the first two lines declare, or undefined: an interpreter
 * decodes such a file otherwise than a reader of UTF-8 sees it (UTF-7's `+AAo-` is a line feed).
 * A declaration, as interpreters read it and in any case: `coding` followed by `:` or `=` and a
 * name, in a line that starts with a `#` comment (Python's PEP 263, Ruby's magic comment, Vim's
 * `fileencoding=`), after Emacs' `-*-` in any language's comment, or in an XML declaration's
 * `encoding=`. Each `coding` is looked at once, whatever the lines hold: linear in their length
 * (a pattern of `-*-.*?coding` took minutes over a long line of `-*-`).
 */
function declaredEncoding(data) {
    // Lines end at LF, CR or CRLF, as Python's tokenizer ends them: `\r# coding: utf-7` is a second line there.
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
    const eol = (from) => {
        const [lf, cr] = [bytes.indexOf(10, from), bytes.indexOf(13, from)];
        return lf < 0 ? (cr < 0 ? bytes.length : cr) : cr < 0 ? lf : Math.min(lf, cr);
    };
    const first = eol(0);
    const end = first >= bytes.length ? first : eol(first + (bytes[first] === 13 && bytes[first + 1] === 10 ? 2 : 1));
    const head = bytes
        .toString('latin1', 0, end)
        .replace(/^\xef\xbb\xbf/, '')
        .toLowerCase();
    // Per line (at most two), once: whether it opens with a `#` comment or an XML declaration, and where its first `-*-` is.
    const ending = /\r\n?|\n/.exec(head);
    const next = ending ? ending.index + ending[0].length : head.length;
    const lines = [0, next].map((start) => {
        OPENING.lastIndex = start;
        const emacs = head.indexOf('-*-', start);
        return { opening: OPENING.exec(head)?.[1], emacs: start > 0 || emacs < next ? emacs : -1 };
    });
    // An XML declaration may go on to the second line.
    lines[1].opening ??= lines[0].opening === '<?xml' ? '<?xml' : undefined;
    for (let at = head.indexOf('coding'); at >= 0; at = head.indexOf('coding', at + 1)) {
        const line = lines[at < next ? 0 : 1];
        if (!line.opening && !(line.emacs >= 0 && line.emacs < at))
            continue;
        NAMED.lastIndex = at + 'coding'.length;
        const name = NAMED.exec(head)?.[1];
        if (name !== undefined && !UTF8_NAMES.test(name.replaceAll('_', '-')))
            return name;
    }
    return undefined;
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
