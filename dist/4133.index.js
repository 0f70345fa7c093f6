export const id = 4133;
export const ids = [4133,9318];
export const modules = {

/***/ 63040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ readObjects),
/* harmony export */   Fd: () => (/* binding */ streamObjects),
/* harmony export */   _d: () => (/* binding */ objectInfo)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73073);
/* harmony import */ var _run_memo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73336);





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
    const { entriesAt } = await __webpack_require__.e(/* import() */ 308).then(__webpack_require__.bind(__webpack_require__, 10308));
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
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .gitMemo */ .L$)();
    const held = memo && names.map((n) => memo.blobs.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .memoKey */ .e3)(root, n)));
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
                    const [id, , sizeText] = line.split(' ');
                    const size = Number(sizeText);
                    if (!id || !Number.isSafeInteger(size) || size < 0)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file sent an unreadable header: ${JSON.stringify(line.slice(0, 100))}`);
                    oid = id;
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
    if (!(0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .immutableName */ .yI)(name) || data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .MEMO_BLOB_MAX */ ._L || memo.blobBytes + data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .MEMO_BLOB_BUDGET */ .jR)
        return;
    const key = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .memoKey */ .e3)(root, name);
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
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .gitMemo */ .L$)();
    // What this run was told before is not asked again.
    for (const name of names) {
        const known = memo?.info.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .memoKey */ .e3)(root, name));
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
        if (memo && found && (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .immutableName */ .yI)(name))
            memo.info.set((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .memoKey */ .e3)(root, name), found);
    });
    return info;
}


/***/ }),

/***/ 19987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ formatOf),
/* harmony export */   z: () => (/* binding */ blobId)
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
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(format)
        .update(`blob ${Buffer.byteLength(data)}\0`)
        .update(data)
        .digest('hex');
}


/***/ }),

/***/ 50335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ readIfBlob)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _blob_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19987);



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
    // A name that is not UTF-8 is given as its bytes: decoded, it is no name on disk.
    const full = typeof path === 'string' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path) : Buffer.concat([Buffer.from(`${root}/`), path]);
    let fd;
    try {
        const seen = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(full);
        if (!seen.isFile() || seen.size !== size)
            return null;
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(full, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const opened = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!opened.isFile() || opened.size !== size)
            return null;
        const data = scratch && scratch.length >= size ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
        for (let filled = 0; filled < size;) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, data, filled, size - filled, filled);
            if (n === 0)
                return null;
            filled += n;
        }
        return (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .blobId */ .z)(data, (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .formatOf */ .b)(oid)) === oid ? data : null;
    }
    catch {
        return null;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 93360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ treeReason),
/* harmony export */   Ib: () => (/* binding */ HELD_SHOWN),
/* harmony export */   OK: () => (/* binding */ checkoutIntegrity),
/* harmony export */   aU: () => (/* binding */ treeIntegrity),
/* harmony export */   hh: () => (/* binding */ changedTracked),
/* harmony export */   hiddenAdvice: () => (/* binding */ hiddenAdvice),
/* harmony export */   kW: () => (/* binding */ agentTreeReason),
/* harmony export */   unsealable: () => (/* binding */ unsealable)
/* harmony export */ });
/* unused harmony export cleanedAdvice */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _git_sealed_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50335);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);







/** The paths of `git status -z` entries, a rename's old path as its own entry. */
function statusPaths(out) {
    const tok = out.split('\0');
    const paths = [];
    for (let i = 0; i < tok.length; i++) {
        const t = tok[i];
        if (t.length < 4)
            continue;
        paths.push(t.slice(3));
        if (t[0] === 'R' || t[0] === 'C')
            paths.push(tok[++i]);
    }
    return paths;
}
/**
 * Index entries git status does not look at: assume-unchanged (a lowercase tag) and skip-worktree
 * (`S`, `s`), as `git ls-files -v -s -z` lists them. Anyone who can write the index can set either
 * bit on an edited file, and git status says nothing. Also the paths a merge (or a rebase, a
 * cherry-pick, a stash applied) left unresolved (`M`, once each): the index holds their
 * conflicting versions, the tree their conflict markers. The listing is the whole index, read
 * record by record: an entry with another tag (nearly all of them) is dropped by its first byte, unread.
 */
async function unwatched(repo, held) {
    const entries = [];
    const unmerged = new Set();
    const under = held && Buffer.from(held.folder === '' ? '' : `${held.folder}/`, 'utf8');
    await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.scanRecords)(repo.root, ['ls-files', '-v', '-s', '-z'], (record) => {
        if (held && under) {
            // Only a path under the folder is decoded: the rest of the index is passed over by its bytes.
            const at = record.indexOf(9) + 1;
            if (at > 0 && record.subarray(at, at + under.length).equals(under)) {
                const path = record.subarray(at).toString('utf8');
                if (held.kept(path) && held.count++ < HELD_SHOWN)
                    held.paths.push(path);
            }
        }
        const tag = String.fromCharCode(record[0] ?? 0);
        const conflict = tag.toUpperCase() === 'M';
        if (!conflict && tag.toUpperCase() !== 'S' && tag === tag.toUpperCase())
            return;
        const m = /^\S (\d+) ([0-9a-f]+) \d\t([\s\S]+)$/.exec(record.toString('utf8'));
        if (!m)
            return;
        if (conflict)
            unmerged.add(m[3]);
        else
            entries.push({ path: m[3], mode: m[1], oid: m[2], skip: tag.toUpperCase() === 'S', assumed: tag !== tag.toUpperCase() });
    });
    return { entries, unmerged: [...unmerged] };
}
/**
 * Tracked paths whose working-tree file differs from the head or the index: git status, a hash of
 * each entry git status was told not to look at, and the bytes as they are of every tracked file
 * (editedAsIs). A skip-worktree entry absent from the tree (a sparse checkout) is not there to
 * differ, unless `sparse` is false (tests that ran on part of the head did not run on the head);
 * every other one must hold its blob, a link its target.
 */
async function readTracked(repo, { sparse = true } = {}) {
    const [out, { edited, unseen, outOfCone }, asIs] = await Promise.all([
        // A submodule's changes count, whatever .gitmodules (the pull request's) or the config says to
        // ignore; a file untracked in one is no more code under review than one untracked here.
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=no', '--ignore-submodules=untracked']),
        unwatchedEdits(repo, sparse),
        editedAsIs(repo),
    ]);
    // An entry behind an index bit whose edit only its bytes as they are show is named with its bit too.
    const hidden = [...new Set([...edited, ...unseen.filter((h) => asIs.has(h.path))])];
    const shown = new Set([...statusPaths(out), ...hidden.map((h) => h.path)]);
    // A name that is not UTF-8 (decoded with U+FFFD) has no shell word that writes it again: named, with no command.
    const cleaned = [...asIs].filter((p) => !shown.has(p) && !p.includes('\uFFFD'));
    return { changed: [...new Set([...shown, ...asIs])], outOfCone, hidden: hidden.map(hiddenEdit), cleaned };
}
/**
 * The tracked files whose bytes as they are are not the blob the index holds, where git status calls
 * them modified or git's own checkout of that blob would write other bytes (checkedOutOtherwise, as
 * uat's check): git status compares a file only after git's clean step, and a filter (one of
 * `.git/info/attributes` too), `ident` or a line-end conversion takes an edit of the same size back
 * to the blob. Every tracked file is hashed, not only those git's stat data calls changed: once git
 * status has cleaned such an edit to the blob, it records the file's new stat data as unchanged.
 */
async function editedAsIs(repo) {
    const [{ files, byBytes }, modified] = await Promise.all([
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.indexedFiles)(repo.root),
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.withIndexCopy)(repo.root, (env) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.modifiedFiles)(repo.root, env)),
    ]);
    const edited = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.checkedOutOtherwise)(repo.root, files, modified);
    // git takes paths on stdin as text: a name that is not UTF-8 is hashed here, and must hold its blob.
    const sizes = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.objectInfo)(repo.root, byBytes.map((f) => f.oid));
    const unlike = byBytes.filter((f) => (0,_git_sealed_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readIfBlob */ .n)(repo.root, f.path, f.oid, sizes.get(f.oid)?.size ?? -1) === null);
    return new Set([...edited.map((f) => f.path), ...unlike.map((f) => f.path.toString('utf8'))]);
}
/** A link whose target is the blob `oid` holds (a link's blob is its target). */
const linkHolds = (root, path, oid) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.blobId)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path), 'buffer'), (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.formatOf)(oid)) === oid;
/** The entries git status does not look at whose working-tree file is not what the index holds (see readTracked). */
async function unwatchedEdits(repo, sparse, held) {
    const { entries: listed, unmerged } = await unwatched(repo, held);
    const entry = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, path), { throwIfNoEntry: false });
    const hidden = listed.filter((h) => h.mode !== '160000');
    const files = hidden.filter((h) => h.mode !== '120000' && entry(h.path)?.isFile());
    const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.hashFiles)(repo.root, files.map((h) => h.path), { write: false });
    const hashed = new Map(files.map((h, i) => [h, oids[i]]));
    const outOfCone = new Map();
    const holds = (h) => {
        const at = entry(h.path);
        if (!at) {
            if (h.skip && h.mode !== '120000')
                outOfCone.set(h.path, h.oid);
            return h.skip && sparse;
        }
        if (h.mode === '120000')
            return at.isSymbolicLink() && linkHolds(repo.root, h.path, h.oid);
        return hashed.get(h) === h.oid;
    };
    return { edited: hidden.filter((h) => !holds(h)), unseen: hidden, outOfCone, unmerged };
}
function hiddenEdit(h) {
    return { path: h.path, bits: [...(h.assumed ? ['assume-unchanged'] : []), ...(h.skip ? ['skip-worktree'] : [])] };
}
/**
 * What a working-tree seal cannot take, from one listing of the index: tracked files edited behind
 * an index bit (assume-unchanged, or skip-worktree on a file present), which git status and git
 * diff take for what the index holds, so a review of the working tree would not see the edit (a
 * sparse checkout's absent file is no edit); and the files a merge left unresolved.
 */
async function unsealable(repo, reviewFolder) {
    const held = reviewFolder === undefined
        ? undefined
        : { folder: reviewFolder, kept: (path) => reviewFolder === '' || !_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.isOwn(path, reviewFolder), paths: [], count: 0 };
    const { edited, unmerged } = await unwatchedEdits(repo, true, held);
    return { hidden: edited.map(hiddenEdit), unresolved: unmerged, inReviewFolder: { paths: held?.paths ?? [], count: held?.count ?? 0 } };
}
/** The files of the review folder named, at most: the first ones say what it is. */
const HELD_SHOWN = 10;
/** A path as one shell word: single-quoted unless plainly safe, every invisible character shown. */
const shellWord = (path) => (/^[\w./@%+=:,-]+$/.test(path) ? path : `'${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(path).replaceAll("'", `'\\''`)}'`);
const HIDDEN_SHOWN = 10;
/** The first paths of a command line (HIDDEN_SHOWN), as shell words. */
const shellWords = (paths) => paths.slice(0, HIDDEN_SHOWN).map(shellWord).join(' ');
/** The paths an index bit hides from git status, and the command that clears it, per set of bits. */
function hiddenAdvice(hidden) {
    const byBits = new Map();
    for (const h of hidden)
        byBits.set(h.bits.join(' '), [...(byBits.get(h.bits.join(' ')) ?? []), h.path]);
    return [...byBits]
        .map(([bits, paths]) => {
        const flags = bits.split(' ').map((b) => `--no-${b}`);
        // As many paths as the list names (git ls-files -v shows the rest: a lowercase tag, or S).
        const more = paths.length > HIDDEN_SHOWN ? `, and so for the other ${paths.length - HIDDEN_SHOWN} (git ls-files -v)` : '';
        const named = flags.length > 1 ? `${bits.split(' ').join(' and ')} bits hide` : `${bits} bit hides`;
        return `git status does not show ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(paths)}, as the index's ${named} the edit: clear it (git update-index ${flags.join(' ')} -- ${shellWords(paths)}${more})`;
    })
        .join('; ');
}
/**
 * The paths whose edit git's clean step hides from git status (editedAsIs), and how to write them
 * again: git checkout takes such a file for up to date and leaves it as it is, so it is removed first.
 */
function cleanedAdvice(paths) {
    const more = paths.length > HIDDEN_SHOWN ? `, and so for the other ${paths.length - HIDDEN_SHOWN} (the gate's JSON lists them: tree.cleaned)` : '';
    const words = shellWords(paths);
    return `git status does not show ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)([...paths])}, as git's clean step (a filter, \`ident\` or a line-end conversion) takes the edit back to the blob git holds: write it again from git (rm -- ${words} && git checkout -- ${words}${more})`;
}
/** The tracked paths whose working-tree file differs from the head or the index (`readTracked`). */
async function changedTracked(repo, options = {}) {
    return (await readTracked(repo, options)).changed;
}
/** The tracked paths that differ, or clean: the paths an index bit or git's clean step hides from git status kept with them. */
function dirtyOf(tracked, changed, cleaned) {
    if (!changed.length)
        return { state: 'clean', detail: [] };
    const dirty = new Set(changed);
    const hidden = tracked.hidden.filter((h) => dirty.has(h.path));
    const shown = cleaned.filter((p) => dirty.has(p));
    return { state: 'dirty', detail: changed.sort(), ...(hidden.length ? { hidden } : {}), ...(shown.length ? { cleaned: shown } : {}) };
}
/** A reading git could not make is unchecked, never clean: git's own words, its first line (the reason is one line). */
async function reading(read) {
    try {
        return await read();
    }
    catch (err) {
        const message = err instanceof Error ? err.message.trim().split('\n')[0] : String(err);
        return { state: 'unchecked', detail: [(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(message)] };
    }
}
/**
 * The working tree read when the gate grades, not before the run: a clean reading ages, and a
 * process left running can change the tree after every check passed. Clean when no tracked file
 * differs from the head the review answers (proofgate's own folder aside), and, for a review of the
 * working tree, every selected file is still what the scope sealed. Untracked files (a test
 * report, downloaded parts, a cache) are not the code under review and are not counted; git's
 * derivation of the scope names a new file of a working-tree review. Read before an agent starts
 * too (sealedTreeProblems): the agent reads the files as they are.
 */
async function treeIntegrity(repo, scope, folder) {
    // This review's own folder, where proofgate writes: other tracked files under the review root are code like any other.
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repo.root, folder).split('\\').join('/');
    const own = rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? undefined : rel;
    return reading(async () => {
        // A tree that matches another commit is no answer for the sealed one (`--head` names what the verdict answers, not what is checked out).
        const [checkedOut, tracked] = await Promise.all([(0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['rev-parse', '--verify', 'HEAD']), readTracked(repo)]);
        if (checkedOut.trim() !== scope.refs.headSha)
            return { state: 'moved', detail: [checkedOut.trim()] };
        let changed = tracked.changed.filter((p) => own === undefined || !(0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.inFolder)(p, own));
        let cleaned = tracked.cleaned;
        if (scope.refs.workspace) {
            // The change itself is in the working tree: what was sealed may differ from HEAD, as sealed.
            const sealed = new Set([...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]);
            // A file that is no longer a regular file (a FIFO, a folder, a link, gone) is edited, and never opened.
            const at = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, path), { throwIfNoEntry: false });
            const files = scope.files.filter((f) => f.kind === 'file');
            const present = files.filter((f) => at(f.path)?.isFile() === true);
            // Its bytes as they are: a selected file's were its sealed blob (else the scope made it a person's),
            // and git's clean step could take an edit back to that blob.
            const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.hashFiles)(repo.root, present.map((f) => f.path), { write: false, filters: false }).catch(() => present.map(() => '?'));
            const hashed = new Map(present.map((f, i) => [f.path, oids[i]]));
            // A sealed file outside a sparse checkout's cone is not on disk: the index holds it, and must hold what was sealed
            // (anyone who can write the index can set skip-worktree, so the bit alone excuses nothing).
            const holds = (f) => (hashed.get(f.path) ?? tracked.outOfCone.get(f.path)) === f.blob;
            // A selected link must still point where it did when sealed: the agent reads what it points to.
            const links = scope.files.filter((f) => f.kind === 'symlink' && !(at(f.path)?.isSymbolicLink() && linkHolds(repo.root, f.path, f.blob)));
            const edited = [...files.filter((f) => !holds(f)), ...links].map((f) => f.path);
            changed = [...new Set([...changed.filter((p) => !sealed.has(p)), ...edited])];
            // A sealed file written again from git would be HEAD's, not what was sealed: no such advice for it.
            cleaned = cleaned.filter((p) => !sealed.has(p));
        }
        return dirtyOf(tracked, changed, cleaned);
    });
}
/**
 * Whether every tracked file is what git holds for the commit checked out, read as the gate reads a
 * tree (readTracked), the paths `aside` names left out (what proofgate removes before the agent
 * starts): test-review's tree, which holds no change of its own, the agent reading it from disk.
 */
async function checkoutIntegrity(repo, aside) {
    return reading(async () => {
        const tracked = await readTracked(repo);
        return dirtyOf(tracked, tracked.changed.filter((p) => !aside(p)), tracked.cleaned);
    });
}
/**
 * Why no agent may start on this tree, or undefined when it is clean: the tracked files that are not
 * what git holds for `head` (the commit checked out), named (a list's cap, then a count), with what
 * hides an edit from git status and how to write each file again; `then` is the caller's next step.
 */
function agentTreeReason(t, head, then) {
    if (t.state === 'unchecked')
        return `the work tree could not be checked before the agent started: ${t.detail[0] ?? ''}`;
    if (t.state === 'moved')
        return `the checkout moved to ${t.detail[0]?.slice(0, 12) ?? '?'} while it was read: check out ${head} again`;
    if (t.state === 'clean' || !t.detail.length)
        return undefined;
    const hidden = t.hidden?.length ? `; ${hiddenAdvice(t.hidden)}` : '';
    const cleaned = t.cleaned?.length ? `; ${cleanedAdvice(t.cleaned)}` : '';
    return `${t.detail.length} tracked file(s) in the work tree are not what git holds for ${head.slice(0, 12)}, and the agent would read them as they are: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(t.detail)}${hidden}${cleaned}; restore them (git status --ignore-submodules=none), ${then}`;
}
/** Why the verdict cannot be clean, when the tree is not. */
function treeReason(t) {
    if (t.state === 'dirty') {
        // "git status" alone would show nothing of a file an index bit hides (the reason names the bit and what clears it),
        // nor of a submodule that `.gitmodules` or a config says to ignore (--ignore-submodules=none overrides both).
        const hidden = t.hidden?.length ? `${hiddenAdvice(t.hidden)}; then ` : '';
        const cleaned = t.cleaned?.length ? `${cleanedAdvice(t.cleaned)}; then ` : '';
        return `the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(t.detail)}; ${hidden}${cleaned}restore it (git status --ignore-submodules=none), then gate again`;
    }
    if (t.state === 'moved')
        return `the checkout is at ${t.detail[0]?.slice(0, 12) ?? '?'}, not the sealed head (tree integrity: moved), so the evidence may not answer the code here; check out the sealed head, then gate again`;
    if (t.state === 'unchecked')
        return `the working tree could not be checked at grading (tree integrity: unchecked): ${t.detail[0] ?? ''}`;
    return undefined;
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
