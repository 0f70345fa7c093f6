export const id = 659;
export const ids = [659,3040];
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


/***/ })

};
