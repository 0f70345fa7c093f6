export const id = 308;
export const ids = [308,7927];
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
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73073);
/* harmony import */ var _run_memo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73336);




const stopped = (done, total, code, stderr) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file stopped after ${done} of ${total} objects: ${(0,_run_js__WEBPACK_IMPORTED_MODULE_2__/* .gitReason */ .th)(stderr, code)}`);
/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one name per line, so a path with a newline cannot be
 * asked for (and is refused before it gets here). An object that arrived in one
 * chunk of the pipe is a view into it; one that spans chunks is copied once.
 * An exception thrown by `onObject` stops git and rejects.
 */
function streamObjects(root, names, onObject) {
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .gitMemo */ .L$)();
    const held = memo && names.map((n) => memo.blobs.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .memoKey */ .e3)(root, n)));
    if (held?.every((b) => b !== undefined))
        return handHeld(names, held, onObject);
    return new Promise((resolve, reject) => {
        if (names.length === 0)
            return resolve();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)((0,_run_js__WEBPACK_IMPORTED_MODULE_2__/* .gitCommand */ .QT)(root), ['cat-file', '--batch'], { cwd: root, env: (0,_run_js__WEBPACK_IMPORTED_MODULE_2__/* .gitEnv */ .gE)(root), stdio: ['pipe', 'pipe', 'pipe'] });
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
    if (!(0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .immutableName */ .yI)(name) || data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .MEMO_BLOB_MAX */ ._L || memo.blobBytes + data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .MEMO_BLOB_BUDGET */ .jR)
        return;
    const key = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .memoKey */ .e3)(root, name);
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
async function objectInfo(root, names) {
    const info = new Map();
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .gitMemo */ .L$)();
    // What this run was told before is not asked again.
    for (const name of names) {
        const known = memo?.info.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .memoKey */ .e3)(root, name));
        if (known)
            info.set(name, known);
    }
    const asked = [...new Set(names.filter((n) => !info.has(n)))];
    if (asked.length === 0)
        return info;
    const lines = (await (0,_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)(root, ['cat-file', '--batch-check'], { stdin: asked.map((n) => `${n}\n`).join('') })).split('\n');
    // One line per name: any other count means the answers cannot be told apart.
    if (lines.length !== asked.length + 1)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file --batch-check answered ${lines.length - 1} lines for ${asked.length} names`);
    asked.forEach((name, i) => {
        const [oid = '', type = '', size = ''] = lines[i].split(' ');
        const found = /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null;
        info.set(name, found);
        if (memo && found && (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .immutableName */ .yI)(name))
            memo.info.set((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .memoKey */ .e3)(root, name), found);
    });
    return info;
}


/***/ }),

/***/ 10308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SHA: () => (/* binding */ SHA),
/* harmony export */   aheadBehind: () => (/* binding */ aheadBehind),
/* harmony export */   blobId: () => (/* binding */ blobId),
/* harmony export */   checkRef: () => (/* binding */ checkRef),
/* harmony export */   entriesAt: () => (/* binding */ entriesAt),
/* harmony export */   formatOf: () => (/* binding */ formatOf),
/* harmony export */   gitMemo: () => (/* reexport safe */ _run_memo_js__WEBPACK_IMPORTED_MODULE_4__.L$),
/* harmony export */   hashFiles: () => (/* binding */ hashFiles),
/* harmony export */   isShallow: () => (/* binding */ isShallow),
/* harmony export */   mergeBase: () => (/* binding */ mergeBase),
/* harmony export */   objectInfo: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_6__._d),
/* harmony export */   openAndResolve: () => (/* binding */ openAndResolve),
/* harmony export */   openRepo: () => (/* binding */ openRepo),
/* harmony export */   raw: () => (/* binding */ raw),
/* harmony export */   readObjects: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_6__.$I),
/* harmony export */   resolveCommit: () => (/* binding */ resolveCommit),
/* harmony export */   runGit: () => (/* reexport safe */ _run_js__WEBPACK_IMPORTED_MODULE_5__.EO),
/* harmony export */   scanRecords: () => (/* reexport safe */ _run_js__WEBPACK_IMPORTED_MODULE_5__.u3),
/* harmony export */   scanTree: () => (/* binding */ scanTree),
/* harmony export */   streamObjects: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_6__.Fd),
/* harmony export */   treeEntries: () => (/* binding */ treeEntries)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _run_memo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73336);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73073);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63040);










/**
 * With `shallow`, whether the clone is shallow is asked in the same git process, for a caller whose
 * merge base asks next (nothing between them, such as an agent's run, could change the clone).
 */
async function openRepo(cwd, { shallow = false } = {}) {
    if (!shallow)
        return { root: await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .toplevel */ .ar)(cwd) };
    const opened = await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .toplevelAndShallow */ .BS)(cwd);
    return { root: opened.top, ...(opened.shallow === undefined ? {} : { shallow: opened.shallow }) };
}
/** `git <args>` in the repository: its output; rejects with git's own message on any non-zero exit. */
function raw(repo, args) {
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(repo.root, args);
}
async function isShallow(repo) {
    return repo.shallow ?? (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
const SHALLOW_HINT = 'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';
/** A ref git may be given as a revision: not empty, no option, no control character, at most 256 characters. */
function checkRef(ref, what) {
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
    }
}
/** A full commit id (SHA-1 or SHA-256). */
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * Opens the repository and resolves refs to commits in one git process (the
 * common case); on any failure, the one-by-one path names what is wrong.
 */
async function openAndResolve(cwd, refs) {
    for (const r of refs)
        checkRef(r.ref, r.what);
    try {
        const [root, shallow, ...shas] = (await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(cwd, ['rev-parse', '--show-toplevel', '--is-shallow-repository', ...refs.map((r) => `${r.ref}^{commit}`), '--']))
            .trim()
            .split('\n');
        if (root &&
            (shallow === 'true' || shallow === 'false') &&
            shas.length === refs.length + 1 &&
            shas.slice(0, -1).every((s) => SHA.test(s)))
            return { repo: { root, shallow: shallow === 'true' }, shas: shas.slice(0, -1) };
    }
    catch {
        /* the precise path below explains */
    }
    const repo = await openRepo(cwd);
    // In order: where several refs are wrong, the first one's reason is the one told, every time.
    const shas = [];
    for (const r of refs)
        shas.push(await resolveCommit(repo, r.ref, r.what));
    return { repo, shas };
}
/** Resolves a ref to a commit SHA, or explains why it cannot. */
async function resolveCommit(repo, ref, what) {
    checkRef(ref, what);
    try {
        const sha = (await raw(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
        if (!SHA.test(sha))
            throw new Error('not found');
        return sha;
    }
    catch {
        // The fix: fetch what is missing (a shallow clone's history, a remote branch never fetched), or name another ref.
        const hint = (await isShallow(repo))
            ? `; ${SHALLOW_HINT}`
            : ref.includes('/')
                ? `; fetch it first (\`git fetch origin ${ref.replace(/^origin\//, '')}\`), or name another ref`
                : '; name a branch, tag or commit that exists here';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} is not a commit in this repository${hint}`);
    }
}
const UNRELATED_HINT = 'the two refs share no history (unrelated histories, an orphan branch); merge the base into the head (git merge --allow-unrelated-histories), or review from a base the head descends from';
/**
 * The one merge base of `base` and `head`. Several (criss-cross history) are refused: git would
 * diff from one of them, and what merging brings in from another (a fix merged on one side, undone
 * on the other) would never be shown; the merge that GitHub makes uses them all.
 */
async function mergeBase(repo, base, head) {
    let bases;
    const shallow = isShallow(repo);
    try {
        bases = (await raw(repo, ['merge-base', '--all', base, head])).trim().split('\n');
    }
    catch {
        // Each cause with its fix: there is no change to diff until the head has the base in its history.
        const hint = (await shallow) ? SHALLOW_HINT : UNRELATED_HINT;
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
    }
    // A shallow clone can hide a second merge base (and so what merging brings in), or show a wrong one.
    if (await shallow)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`the merge base of ${base.slice(0, 12)} and ${head.slice(0, 12)} cannot be trusted: ${SHALLOW_HINT}`);
    if (bases.length > 1)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${base.slice(0, 12)} and ${head.slice(0, 12)} have ${bases.length} merge bases (criss-cross history: ${bases.map((b) => b.slice(0, 12)).join(', ')}): a diff from any one of them can hide what merging brings in from the others; merge the base into the head, so that one merge base remains, and review again`);
    return bases[0];
}
/**
 * What `commit` holds at `paths` (`git ls-tree -l`; with `recursive`, every file under them; without
 * `sizes`, no blob is looked into, as a whole tree listed wants). Nothing is read from the work tree.
 */
async function treeEntries(repo, commit, paths, { recursive = false, sizes = true, trees = false } = {}) {
    if (paths.length === 0)
        return [];
    const flags = [...(sizes ? ['-l'] : []), ...(recursive ? ['-r'] : []), ...(trees ? ['-t'] : [])];
    const out = await raw(repo, ['-c', 'core.quotePath=false', 'ls-tree', '-z', ...flags, commit, '--', ...paths]);
    return out.split('\0').filter(Boolean).map(treeEntry);
}
/**
 * What `commit` holds at each of `paths` (null: nothing, as for a path through a link or into a
 * submodule), as `treeEntries` answers for that path alone, from one `git ls-tree` for them all:
 * `-t` shows a tree asked for even where another path asked leads git into it. Within a run
 * (run-memo.ts) a full commit id's answers are kept, and not asked for again.
 */
async function entriesAt(repo, commit, paths) {
    const memo = SHA.test(commit) ? (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .gitMemo */ .L$)() : undefined;
    const key = (path) => (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .memoKey */ .e3)(repo.root, `${commit}:${path}`);
    const out = new Map();
    for (const path of paths) {
        const held = memo?.entries.get(key(path));
        if (held !== undefined)
            out.set(path, held);
    }
    const asked = [...new Set(paths.filter((p) => !out.has(p)))];
    if (asked.length === 0)
        return out;
    const found = new Map((await treeEntries(repo, commit, asked, { trees: true })).map((e) => [e.path, e]));
    for (const path of asked) {
        const entry = found.get(path) ?? null;
        out.set(path, entry);
        memo?.entries.set(key(path), entry);
    }
    return out;
}
/** One record of `git ls-tree -z` (with or without `-l`). */
function treeEntry(line) {
    const tab = line.indexOf('\t');
    const [mode = '', type = '', oid = '', size = '-'] = line.slice(0, tab).trim().split(/\s+/);
    return { mode, type, oid, size: size === '-' ? null : Number(size), path: line.slice(tab + 1) };
}
/**
 * The files `commit` holds (`git ls-tree -r`, no sizes) that `keep` keeps, read record by record:
 * a tree of 200,000 files is never held whole, only what the caller keeps of it.
 */
async function scanTree(repo, commit, keep) {
    const kept = [];
    await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .scanRecords */ .u3)(repo.root, ['-c', 'core.quotePath=false', 'ls-tree', '-z', '-r', commit, '--', '.'], (record) => {
        const e = treeEntry(record.toString('utf8'));
        if (keep(e))
            kept.push(e);
    });
    return kept;
}
/** How far `to` is from `from`: commits only `to` has (ahead) and only `from` has (behind). */
async function aheadBehind(repo, from, to) {
    // A commit is no distance from itself (a gate on the commit the scope was sealed at): no git to ask.
    if (from === to && SHA.test(from))
        return { ahead: 0, behind: 0 };
    const [behind, ahead] = (await raw(repo, ['rev-list', '--left-right', '--count', `${from}...${to}`, '--']))
        .trim()
        .split(/\s+/)
        .map(Number);
    return { ahead: ahead, behind: behind };
}
/**
 * Hashes working-tree files as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects. Without `filters`, the bytes as they
 * are (no clean filter, line-end or `ident` conversion).
 */
async function hashFiles(root, paths, { write = true, filters = true } = {}) {
    if (paths.length === 0)
        return [];
    // git opens each path and reads it: a FIFO put where a file was would hold it (and us) forever.
    const odd = paths.find((p) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, p), { throwIfNoEntry: false })?.isFile());
    if (odd !== undefined)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(odd)} is not a regular file, so it cannot be hashed`);
    const flags = [...(write ? ['-w'] : []), ...(filters ? [] : ['--no-filters'])];
    // One path a line on stdin; a name holding a newline cannot be one, so it is given on its own.
    if (paths.some((p) => p.includes('\n'))) {
        const oids = [];
        for (const p of paths)
            oids.push((await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(root, ['hash-object', ...flags, '--', p])).trim());
        return oids;
    }
    const out = await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(root, ['hash-object', ...flags, '--stdin-paths'], {
        stdin: paths.map((p) => `${p}\n`).join(''),
    });
    const oids = out.split('\n').filter(Boolean);
    if (oids.length !== paths.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`git hash-object failed: ${oids.length} ids for ${paths.length} files`);
    return oids;
}
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

/***/ 52359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ withWorkspace),
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

/***/ 73073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ toplevelAndShallow),
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   QT: () => (/* binding */ gitCommand),
/* harmony export */   ar: () => (/* binding */ toplevel),
/* harmony export */   bD: () => (/* binding */ PROXY_VARIABLES),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   th: () => (/* binding */ gitReason),
/* harmony export */   u3: () => (/* binding */ scanRecords)
/* harmony export */ });
/* unused harmony exports GIT_SETTINGS, openError, startError, GitFailed */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _run_memo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73336);
/* harmony import */ var _programs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52359);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);






/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository,
 * and no replacement objects (`refs/replace`) or grafts (`info/grafts`): an object
 * id names the bytes it is the hash of and a commit its own parents, as the pull
 * request's repository holds them, in every call.
 */
/**
 * Settings over any config file: git's own look at every file it stats (no fsmonitor hook, which a
 * repository's config could name as a command, or daemon answering for it; ctime, every stat field,
 * the executable bit and links compared, so a same-size edit with its mtime put back is still
 * seen), no hook of the repository run (git status rewriting the index ran post-index-change), and
 * no advice (the hint that grafts are deprecated, which GIT_GRAFT_FILE prompts, would stand in for
 * git's error), and names compared case by case (a clone made on macOS or Windows carries
 * core.ignoreCase: on Linux an untracked `A.js` beside a tracked `a.js` was then never listed).
 */
const CONFIG = [
    ['core.fsmonitor', 'false'],
    ['core.trustctime', 'true'],
    ['core.checkStat', 'default'],
    ['core.fileMode', 'true'],
    ['core.symlinks', 'true'],
    ['core.ignoreCase', 'false'],
    ['core.hooksPath', '/dev/null'],
    ['advice.graftFileDeprecated', 'false'],
];
const GIT_SETTINGS = {
    GIT_LITERAL_PATHSPECS: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_GRAFT_FILE: '/dev/null',
    LC_ALL: 'C',
    GIT_CONFIG_COUNT: String(CONFIG.length),
    ...Object.fromEntries(CONFIG.flatMap(([key, value], i) => [
        [`GIT_CONFIG_KEY_${i}`, key],
        [`GIT_CONFIG_VALUE_${i}`, value],
    ])),
};
/**
 * What git may still read from the caller: its user's and machine's config (a container's
 * `safe.directory` lives there), and how to reach the remote when a partial clone fetches a blob
 * lazily (an ssh agent, an ssh command, a proxy); PATH less the checkout's folders (gitEnv). Never GIT_DIR, GIT_WORK_TREE,
 * GIT_INDEX_FILE, the caller's GIT_CONFIG_COUNT/KEY/VALUE or GIT_CONFIG_PARAMETERS: those would change the answer.
 */
/** How a process reaches the network through a proxy: passed on to git and to an agent alike. */
const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
const PASSED = [
    'HOME',
    'USERPROFILE',
    'TMPDIR',
    'TMP',
    'TEMP',
    'SYSTEMROOT',
    'GIT_CONFIG_GLOBAL',
    'GIT_CONFIG_SYSTEM',
    'SSH_AUTH_SOCK',
    'GIT_SSH',
    'GIT_SSH_COMMAND',
    'GIT_ASKPASS',
    ...PROXY_VARIABLES,
];
/**
 * git gets a small, known environment: no GIT_DIR, injected config or hooks path inherited from the
 * caller, and a PATH without the folders the pull request could have supplied (pathOutsideCheckout,
 * `root` the repository git works in): git finds every program it runs there, a filter driver the
 * caller's config names (`git-lfs`) among them.
 */
function gitEnv(root) {
    const env = { ...GIT_SETTINGS };
    for (const k of PASSED)
        if (process.env[k] !== undefined)
            env[k] = process.env[k];
    const path = searchPath(root).path;
    if (path === undefined)
        delete env.PATH;
    else
        env.PATH = path;
    return env;
}
const found = new Map();
/** The PATH git gets and the git found on it; worked out again only when what decides them changes. */
function searchPath(root) {
    const key = [process.env.PATH, process.cwd(), process.env.GITHUB_WORKSPACE, root].join('\0');
    let at = found.get(key);
    if (!at) {
        const path = (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .pathOutsideCheckout */ .bX)(root ? [root] : []);
        at = { path, git: (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .findExecutable */ .oq)('git', path) };
        found.set(key, at);
    }
    return at;
}
/**
 * The git every call in `root` runs: the first on PATH outside the checkout (a checkout's
 * `node_modules/.bin`, put on PATH by `npm run` or an earlier step, holds what the pull request
 * commits there). None there is git not installed: never a bare `git`, which Node would look up
 * in a default folder list of its own.
 */
function gitCommand(root) {
    const { git } = searchPath(root);
    if (!git)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('git is not installed: no `git` on PATH outside the checkout');
    return git;
}
/** The git command an argument list runs: its first word that is no option, nor the value of `-c` or `-C`. */
function subcommand(args) {
    for (let i = 0; i < args.length; i++) {
        if (args[i] === '-c' || args[i] === '-C')
            i++;
        else if (!args[i].startsWith('-'))
            return args[i];
    }
    return '';
}
/**
 * The error for a folder git cannot open, in one line. A repository owned by another user (a
 * container job, a checkout made as another user) is refused by git for every command; the way on
 * is in lines after its first, so the line names it, with the folder git named.
 */
function openError(cwd, why) {
    if (/not a git repository/i.test(why))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    const dubious = /dubious ownership in repository at '(.*)'/i.exec(why);
    if (dubious)
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git refuses ${dubious[1]}: it belongs to another user than the one running proofgate (a container job, a checkout made as another user); trust it with \`git config --global --add safe.directory ${dubious[1]}\` in a step before, or run as its owner`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}
/**
 * Why git could not be started in `cwd`: Node reports a missing folder and a missing git
 * alike (`spawn git ENOENT`), so the folder is looked at to tell them apart.
 */
function startError(cwd, err) {
    if (err.code !== 'ENOENT')
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git could not be started in ${cwd}: ${err.message}`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(cwd))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`no such folder: ${cwd}`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('git is not installed: no `git` on PATH');
}
/**
 * Why git failed, in one line: its own error, not a hint printed before it. A partial clone
 * (`--filter=blob:none`, `tree:0`; actions/checkout's `filter:`) fetches each object it lacks from
 * its promisor remote when a command first needs it; where that remote cannot be reached (offline,
 * moved, no credentials) git's first line is the transport's (`'/x' does not appear to be a git
 * repository`), which names neither the object nor the clone, so the fetch's own line is the
 * reason, with the way on.
 */
function gitReason(stderr, code) {
    const lines = stderr.split('\n').map((l) => l.trim());
    const lazy = lines.find((l) => /could not fetch \S+ from promisor remote/i.test(l));
    if (lazy) {
        const transport = lines.find((l) => l && l !== lazy && !l.startsWith('hint:'))?.replace(/^(fatal|error): /, '');
        return `${lazy} (${transport ?? 'no reason given'}): this is a partial clone, and the objects it lacks cannot be fetched; check out without a filter (actions/checkout with no \`filter:\`, git clone with no \`--filter\`), or run where the clone's remote can be reached`;
    }
    return lines.find((l) => l && !l.startsWith('hint:')) ?? `exit ${code}`;
}
/** A git command that exited non-zero: git's first line of stderr (or its exit code) in the message. */
class GitFailed extends _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError {
    why;
    constructor(command, why) {
        super(`git ${command} failed: ${why}`);
        this.why = why;
    }
}
/**
 * `git <args>` in `root` as its own process, each chunk of its output handed to `onOutput` as it
 * arrives; settled when git closes it (nothing waits on a timer, even for a command that prints
 * nothing); any non-zero exit rejects, and so does `onOutput` throwing (git is stopped).
 */
function spawnGit(root, args, { stdin = '', env = {} }, onOutput) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(gitCommand(root), args, { cwd: root, env: { ...gitEnv(root), ...env } });
        const stderr = [];
        let failed;
        child.stdout.on('data', (d) => {
            if (failed !== undefined)
                return;
            try {
                onOutput(d);
            }
            catch (err) {
                failed = err instanceof Error ? err : new Error(String(err));
                child.kill();
            }
        });
        child.stderr.on('data', (d) => stderr.push(d));
        child.on('error', (err) => reject(startError(root, err)));
        child.on('close', (code) => {
            if (failed !== undefined)
                return reject(failed);
            if (code === 0)
                return resolve();
            reject(new GitFailed(subcommand(args), gitReason(Buffer.concat(stderr).toString('utf8'), code)));
        });
        child.stdin.on('error', () => undefined); // git may exit before reading all of stdin; its exit code says why
        child.stdin.end(stdin);
    });
}
/** `git <args>` in `root`: its whole output (spawnGit). */
async function runGit(root, args, options = {}) {
    // Decoded once whole: a character split between two chunks of the pipe stays one character.
    const stdout = [];
    await spawnGit(root, args, options, (d) => stdout.push(d));
    return Buffer.concat(stdout).toString('utf8');
}
/**
 * `git <args>` in `root` whose output is NUL-terminated records (`-z`): each handed to `onRecord`
 * as bytes as it arrives, one split between two chunks of the pipe joined first. What the caller
 * keeps is all that is held: a listing of the whole repository (the index of a checkout of 200,000
 * files is 15 MB) is never one string, so memory does not grow with the files a change leaves alone.
 */
async function scanRecords(root, args, onRecord, options = {}) {
    let rest;
    await spawnGit(root, args, options, (chunk) => {
        let at = 0;
        for (let nul = chunk.indexOf(0); nul >= 0; nul = chunk.indexOf(0, at)) {
            const piece = chunk.subarray(at, nul);
            onRecord(rest ? Buffer.concat([rest, piece]) : piece);
            rest = undefined;
            at = nul + 1;
        }
        // A view of the tail would keep the whole chunk alive until the record ends: it is copied.
        if (at < chunk.length)
            rest = rest ? Buffer.concat([rest, chunk.subarray(at)]) : Buffer.from(chunk.subarray(at));
    });
    if (rest?.length)
        onRecord(rest);
}
/**
 * What makes git's answer for a top folder the same again: its `.git` (the same file or folder, of
 * the same owner: git refuses another user's) and the config that could trust or refuse it.
 */
function sameRepository(top) {
    const git = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(top, '.git'), { throwIfNoEntry: false });
    return git
        ? [git.dev, git.ino, git.uid, git.mode, process.env.HOME, process.env.GIT_CONFIG_GLOBAL, process.env.GIT_CONFIG_SYSTEM].join('\0')
        : '';
}
/**
 * The working tree's top folder, from one `git rev-parse`. Within a run (run-memo.ts) a folder that
 * is its own top is asked once while its `.git` stays the same one; below the top, a repository
 * made in between would be the answer, so git is asked every time.
 */
async function toplevel(cwd) {
    return (await openTop(cwd, false)).top;
}
/**
 * The top folder, and whether the clone is shallow when git was asked (not when the run's memo
 * answered): in the same `git rev-parse`, for a caller that asks next.
 */
function toplevelAndShallow(cwd) {
    return openTop(cwd, true);
}
async function openTop(cwd, shallow) {
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_3__/* .gitMemo */ .L$)();
    const held = memo?.toplevels.get(cwd);
    if (held && held.seen === sameRepository(held.top))
        return { top: held.top };
    try {
        const out = await runGit(cwd, ['rev-parse', '--show-toplevel', ...(shallow ? ['--is-shallow-repository'] : [])]);
        // The answer to --is-shallow-repository is the last line: a top folder's name may hold a newline.
        const asked = shallow ? /^([\s\S]*)\n(true|false)\n?$/.exec(out) : null;
        const top = (asked ? asked[1] : out).trim();
        const seen = top === cwd ? sameRepository(top) : '';
        if (memo && seen)
            memo.toplevels.set(cwd, { top, seen });
        return { top, ...(asked ? { shallow: asked[2] === 'true' } : {}) };
    }
    catch (err) {
        throw err instanceof GitFailed ? openError(cwd, err.why) : err;
    }
}


/***/ })

};
