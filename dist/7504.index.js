export const id = 7504;
export const ids = [7504,9318];
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

/***/ 73219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ checkScope),
/* harmony export */   OD: () => (/* reexport safe */ _text_list_js__WEBPACK_IMPORTED_MODULE_5__.OD),
/* harmony export */   QY: () => (/* binding */ abandonedUnits),
/* harmony export */   b2: () => (/* binding */ loadCoverage),
/* harmony export */   fk: () => (/* binding */ loadFindings),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   i4: () => (/* binding */ accountedFor),
/* harmony export */   loadScope: () => (/* binding */ loadScope),
/* harmony export */   reviewPaths: () => (/* binding */ reviewPaths),
/* harmony export */   rv: () => (/* binding */ EVIDENCE_MAX_BYTES),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
/* unused harmony export redactCoverage */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(71670);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53326);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(72135);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(84466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(82536);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(34919);












const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;

function reviewPaths(cwd, id, dir) {
    const checked = _folder_js__WEBPACK_IMPORTED_MODULE_8__/* .reviewFolder */ .B.checkId(id);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_REVIEW_DIR */ .$2), checked);
    return { id: checked, root, folder, ...(dir !== undefined ? { dir } : {}), file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_8__/* .reviewFolder */ .B.files[name]) };
}
/** scope.json parsed, nothing checked yet: `checkScope` checks it against its schema and its seal. */
async function readScope(paths) {
    const file = paths.file('scope');
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(paths.root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no scope.json in ${paths.folder}: seal one first with \`proofgate review scope ${paths.id}${paths.dir !== undefined ? ` --dir ${JSON.stringify(paths.dir)}` : ''}\``);
    if (read.status === 'invalid')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} ${read.errors[0]}`);
    return read.data;
}
/** The sealed scope: valid against its schema, matching its seal, each path listed once; else an error (exit 3). */
async function checkScope(paths, data) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_7__/* .schemaErrors */ .d)('review-scope', data);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${paths.file('scope')} is not a valid scope: ${errors.slice(0, 3).join('; ')}`);
    checkSeal(paths, data);
    return data;
}
/** The seal, and each path listed once; anything wrong is an error (exit 3), because nothing can be judged against it. */
function checkSeal(paths, scope) {
    const file = paths.file('scope');
    let actual;
    try {
        actual = (0,_seal_js__WEBPACK_IMPORTED_MODULE_10__/* .scopeHash */ .h3)(scope);
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} is not a valid scope: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_2__.describeError)(err)}`);
    }
    if (actual !== scope.scopeSha256)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} does not match its seal (recorded ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(scope.scopeSha256)}, content hashes to ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(actual)}): seal the scope again`);
    // The seal is a hash anyone can recompute: a path listed twice would be counted (and covered) twice.
    const seen = new Set();
    for (const p of [...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]) {
        if (seen.has(p))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} is not a valid scope: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(p))} is listed twice (each changed file is selected or excluded once): seal the scope again`);
        seen.add(p);
    }
}
/** The sealed scope; anything wrong with it is an error (exit 3), because nothing can be judged against it. */
async function loadScope(paths) {
    return checkScope(paths, await readScope(paths));
}
/** The one object each evidence file is, and what an agent writes instead: its list, one entry alone, or JSON Lines. */
const WRAPPERS = {
    'review-findings': {
        wrapper: '{"schema": "bmad-plus/review-findings/1", "scopeSha256": …, "findings": [ … ]}',
        entry: 'finding',
        isEntry: (o) => 'path' in o && 'existing_code' in o,
    },
    'review-coverage': {
        wrapper: '{"schema": "bmad-plus/review-coverage/1", "scopeSha256": …, "items": [ … ], "run": {"stop": …}}',
        entry: 'coverage item',
        isEntry: (o) => 'path' in o && 'outcome' in o,
    },
};
/**
 * The shape to write when the file is not one: put first, so it outlives the callers' cuts (the
 * first 3 or 5 errors, 600 characters of a reason in the next prompt), as the schema's own errors
 * (`(top level): must be object`, a missing `schema`) do not say what the wrapper is.
 */
function shapeHint(schema, read) {
    if (!(schema in WRAPPERS))
        return undefined;
    const { wrapper, entry, isEntry } = WRAPPERS[schema];
    const write = `write one JSON object, ${wrapper}`;
    if (read.errors?.[0]?.includes(_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERAL_OBJECTS */ .k3))
        return `one ${entry} per line: ${write}`;
    const data = read.data;
    if (Array.isArray(data))
        return `the top level is a list: ${write}`;
    if (data && typeof data === 'object' && !('schema' in data) && isEntry(data))
        return `the top level is one ${entry}: ${write}`;
    return undefined;
}
/**
 * Refused evidence: each reason may quote what the agent wrote (a key, a path, an id), so it passes
 * the redaction floor here, before any reader stores, cuts or prints it.
 */
const invalid = (errors) => ({ status: 'invalid', errors: errors.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$) });
async function loadEvidence(root, file, schema, scope) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        return read;
    if (read.status === 'invalid') {
        const hint = shapeHint(schema, read);
        return invalid(hint ? [hint, ...read.errors] : read.errors);
    }
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_7__/* .schemaErrors */ .d)(schema, read.data);
    if (errors.length) {
        const hint = shapeHint(schema, read);
        return invalid(hint ? [hint, ...errors] : errors);
    }
    const data = read.data;
    if (data.scopeSha256 !== scope.scopeSha256)
        return { status: 'other-scope', scopeSha256: data.scopeSha256 };
    return { status: 'ok', data, errors: [] };
}
/**
 * Why a file the change deletes is no entry's path, and what to write instead: it has no head
 * version to quote, but what it held is gone from the code under review, so its removal is
 * reported on a file the head keeps (the prompt says the same).
 */
const DELETED_WHY = {
    finding: "is deleted at the head, so it has no lines to quote: report its removal on a file the prompt lists that relied on it or now lacks what it did (a caller, an importer, the code its check guarded), quoting that file's head lines",
    coverage: 'is deleted at the head, so it is not a file to account for: leave it out of coverage.json (report its removal as a finding on a file the prompt lists)',
};
/**
 * Checks that each path names a selected file; returns one error per bad entry. Byte-equal is the
 * test, with two tolerances, each naming one file without doubt and rewritten to the scope's path:
 * a spelling that differs only by `./`, `//` or `/./` (which no name git stores holds), and a name
 * in another Unicode normalisation when exactly one name of the scope has its composed form (git
 * keeps the decomposed names macOS writes; a model often composes what it copies). Any other
 * spelling is refused, naming the selected file it resembles when exactly one does.
 */
/** How many path errors get a hint: as many as any caller shows. */
const HINTED = 50;
function pathErrors(entries, scope, what, entry) {
    const selected = new Set(scope.files.map((f) => f.path));
    const errors = [];
    let near;
    let twinsOf;
    let shownAs;
    let excludedWhy;
    entries.forEach((e, i) => {
        // A name git gave the scope (a newline in it included) is that file.
        if (selected.has(e.path))
            return;
        const collapsed = (0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .collapseDots */ .sM)(e.path);
        if (collapsed !== undefined && selected.has(collapsed)) {
            e.path = collapsed;
            return;
        }
        // Every name of the change counts (an excluded twin too): one that another name composes to the same is in doubt.
        twinsOf ??= (0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .composedTwins */ .gx)([...scope.files, ...scope.excluded].map((f) => f.path));
        const twins = twinsOf(collapsed ?? e.path);
        if (twins.length === 1 && selected.has(twins[0]) && (0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .pathProblem */ .z9)(collapsed ?? e.path) === undefined) {
            e.path = twins[0];
            return;
        }
        // A name with a control, invisible or decomposed character is shown with it as `U+XXXX`
        // wherever proofgate writes it (the prompt's table of files too): copied so, it is that name.
        shownAs ??= (0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownSpellings */ .ti)([...scope.files, ...scope.excluded].map((f) => f.path));
        const shown = shownAs.get(e.path);
        if (shown?.length === 1 && selected.has(shown[0])) {
            e.path = shown[0];
            return;
        }
        near ??= nearNames(selected);
        // Hints for the errors a caller shows (at most 50): each may look through every selected name.
        const hint = errors.length < HINTED ? pathHint(e.path, near, selected) : '';
        // An excluded file is named as such (not why: a secret's reason is not the agent's to learn),
        // save a deleted one: every prompt shows what it held, and a finding about its removal is real.
        excludedWhy ??= new Map(scope.excluded.map((f) => [f.path, f.reason]));
        const reason = hint ? undefined : (excludedWhy.get(e.path) ?? (collapsed !== undefined ? excludedWhy.get(collapsed) : undefined));
        const why = reason === 'deleted'
            ? DELETED_WHY[entry]
            : reason
                ? 'is excluded from this review: leave it out'
                : 'is not a selected file of the scope';
        // A deleted file spelt `./src/a.js` is still that file: where to report it helps more than the spelling.
        const problem = reason === 'deleted' ? undefined : (0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .pathProblem */ .z9)(e.path);
        errors.push(`${what(i)}: path ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(e.path))} ${problem ?? why}${hint}`);
    });
    return errors;
}
/** What the path may have meant: the selected name it resembles, what another tool added to it, or the files it stands for. */
function pathHint(path, near, selected) {
    const like = near.get(nearKey(path));
    if (like?.length === 1)
        return ` (the scope names ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(like[0]))}: write it as that)`;
    const foreign = foreignSpelling(path, near, selected);
    if (foreign)
        return ` (${foreign[0]} is not part of the name: write ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(foreign[1]))})`;
    return manyFiles(path, selected);
}
/** A folder or a glob written for the files it holds: each selected file is accounted for by its own name. */
function manyFiles(path, selected) {
    if (/[*?[{]/.test(path))
        return ' (a pattern: name each file it means, one item each)';
    const folder = `${path.replace(/\/+$/, '')}/`;
    const held = [...selected].filter((p) => p.startsWith(folder)).length;
    return held ? ` (a folder of ${held} selected file(s): name each, one item each)` : '';
}
/**
 * A selected file's name as another tool prints it, with what to leave out: a diff header's `a/` or
 * `b/`, a line number (`src/a.js:12`, `#L12-L20`), the agent's working folder before it (an
 * absolute path). A hint only: a folder may be named `b`, so such a path is never read as the file.
 */
function foreignSpelling(path, near, selected) {
    const one = (p) => {
        const like = p === undefined ? undefined : near.get(nearKey(p));
        return like?.length === 1 ? like[0] : undefined;
    };
    const diff = one(/^[ab]\/(.+)$/.exec(path)?.[1]);
    if (diff)
        return [`the diff's ${JSON.stringify(path.slice(0, 2))}`, diff];
    const numbered = one(withoutLineNumber(path));
    if (numbered)
        return ['a line number', numbered];
    if (!path.startsWith('/'))
        return undefined;
    const [longest] = [...selected].filter((p) => path.endsWith(`/${p}`)).sort((a, b) => b.length - a.length);
    return longest ? [`the folder before ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(longest))}`, longest] : undefined;
}
/**
 * The path without the line number a viewer or an editor adds (`:12`, `:12:5`, `:3-5`, `#L3-L5`),
 * or undefined when it has none. Linear: the suffix is found from the end, never by trying every split.
 */
function withoutLineNumber(path) {
    const anchor = path.lastIndexOf('#L');
    if (anchor > 0 && /^#L\d+(?:-L?\d+)?$/.test(path.slice(anchor)))
        return path.slice(0, anchor);
    let i = path.length;
    while (i > 0 && /[\d:-]/.test(path[i - 1]))
        i--;
    const colon = path.indexOf(':', i);
    return colon > 0 && /^:\d+(?:[:-]\d+)*$/.test(path.slice(colon)) ? path.slice(0, colon) : undefined;
}
/** How a near miss is told apart: separators as `/`, dots collapsed, NFC, case folded (a hint only, never a match). */
const nearKey = (path) => ((0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .collapseDots */ .sM)(path.replace(/\\/g, '/')) ?? path).normalize('NFC').toLowerCase();
function nearNames(selected) {
    const near = new Map();
    for (const p of selected)
        near.set(nearKey(p), [...(near.get(nearKey(p)) ?? []), p]);
    return near;
}
async function loadFindings(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const units = new Set(scope.units.map((u) => u.id));
    const reviewers = new Set(scope.reviewers.map((r) => r.id));
    const rulesOf = new Map(scope.files.map((f) => [f.path, f.rules]));
    // An id is printed wherever its finding is, unredacted (summary, check run, SARIF, the artifact):
    // one the floor would change is refused, and named by its index alone.
    const credential = (id) => (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)(id) !== id;
    const at = (i) => {
        const id = loaded.data.findings[i].id;
        return credential(id) ? `findings[${i}]` : `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(id)})`;
    };
    const errors = pathErrors(loaded.data.findings, scope, at, 'finding');
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
        if (credential(f.id))
            errors.push(`${at(i)}: the id has the shape of a credential: write a plain id (F1, F2, …)`);
        if (seen.has(f.id))
            errors.push(`${at(i)}: duplicate id`);
        seen.add(f.id);
        if (f.unit !== undefined && !units.has(f.unit))
            errors.push(`${at(i)}: unit ${f.unit} is not a unit of the scope`);
        for (const r of [...(f.reviewer !== undefined ? [f.reviewer] : []), ...(f.alsoBy ?? [])])
            if (!reviewers.has(r))
                errors.push(`${at(i)}: reviewer ${r} is not a reviewer of the scope (${[...reviewers].join(', ') || 'none'})`);
        const rules = rulesOf.get(f.path);
        if (f.rule !== undefined && rules && !rules.includes(f.rule))
            errors.push(`${at(i)}: rule ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(f.rule))} does not apply to its path (its rules: ${rules.join(', ')})`);
    });
    return errors.length ? invalid(errors) : loaded;
}
async function loadCoverage(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('coverage'), 'review-coverage', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const units = new Set(scope.units.map((u) => u.id));
    const errors = pathErrors(loaded.data.items, scope, (i) => `items[${i}]`, 'coverage');
    const seen = new Set();
    loaded.data.items.forEach((item, i) => {
        if (seen.has(item.path))
            errors.push(`items[${i}]: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(item.path))} is listed twice`);
        seen.add(item.path);
    });
    (loaded.data.units ?? []).forEach((u, i) => {
        if (!units.has(u.id))
            errors.push(`units[${i}]: ${u.id} is not a unit of the scope`);
    });
    const reviewer = loaded.data.reviewer;
    if (reviewer !== undefined && !scope.reviewers.some((r) => r.id === reviewer))
        errors.push(`reviewer ${reviewer} is not a reviewer of the scope (${scope.reviewers.map((r) => r.id).join(', ') || 'none'})`);
    return errors.length ? invalid(errors) : { ...loaded, data: redactCoverage(loaded.data) };
}
const RUN_TEXT = ['note', 'agent', 'model'];
const redactReason = (i) => (i.reason === undefined ? i : { ...i, reason: (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)(i.reason) });
/**
 * coverage.json with the redaction floor over every field the agent writes as free text (a
 * reason, the run's note, agent and model, the commands it ran or was refused): what every reader of it may
 * publish. Paths, outcomes and ids are compared, never shown as prose, and stay as written.
 */
function redactCoverage(c) {
    if (!c.run)
        return { ...c, items: c.items.map(redactReason) };
    const run = { ...c.run };
    for (const k of RUN_TEXT)
        if (run[k] !== undefined)
            run[k] = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)(run[k]);
    if (run.execution)
        run.execution = { ...run.execution, ran: run.execution.ran.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$), refused: run.execution.refused.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$) };
    return { ...c, items: c.items.map(redactReason), run };
}
/** The gate's rule for a selected file that is done: completed, or waived with a reason of visible words. */
const accountedFor = (item) => item?.outcome === 'completed' || (item?.outcome === 'waived' && (0,_text_words_js__WEBPACK_IMPORTED_MODULE_11__/* .hasVisibleWords */ .Ux)(item.reason));
/** Three failed attempts in a row abandon a unit for this review; a later attempt does not bring it back. */
function isAbandoned(attempts) {
    return attempts.join(' ').includes('failed failed failed');
}
function abandonedUnits(coverage) {
    return (coverage.units ?? []).filter((u) => isAbandoned(u.attempts)).map((u) => u.id);
}


/***/ }),

/***/ 84466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ reviewFolder)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The review folder `<dir>/<id>/` and the names of the evidence files in it. */
const reviewFolder = {
    files: {
        scope: 'scope.json',
        checklist: 'checklist.md',
        findings: 'findings.json',
        coverage: 'coverage.json',
        anchored: 'findings.anchored.json',
        continue: 'continue.json',
        intent: 'intent.md',
        ledger: 'ledger.json',
        commit: 'commit.json',
    },
    /** Held by the one process that writes the folder (lock.ts); never evidence, never uploaded. */
    lock: 'review.lock',
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!ID.test(id) || id.includes('..'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


/***/ }),

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ SECRET_PATH_HINT),
/* harmony export */   CE: () => (/* binding */ previewPath),
/* harmony export */   NE: () => (/* binding */ PATH_MAX_CHARS),
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   em: () => (/* binding */ isLockfile),
/* harmony export */   mC: () => (/* binding */ targetIsSecret),
/* harmony export */   sM: () => (/* binding */ collapseDots),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */



// Folders of credential stores: a tool's sign-in (`.aws/credentials`, `.kube/config`, `.azure/msal_token_cache.json`).
const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker', '.kube', '.azure']);
// Files in a folder of a tool's own whose plain names say nothing: the gh and hub CLIs' tokens, Maven's
// and Gradle's server passwords, gcloud's keys (each as the folder/name the tool writes).
const SECRET_FOLDER_FILES = new Set(['gh/hosts.yml', '.config/hub', '.m2/settings.xml', '.gradle/gradle.properties']);
const SECRET_FOLDER_PAIRS = new Set(['.config/gcloud']);
const SECRET_NAMES = new Set([
    '.npmrc',
    '.netrc',
    '_netrc',
    '.pypirc',
    '.git-credentials',
    '.htpasswd',
    'htpasswd',
    '.pgpass',
    '.dockercfg',
    '.my.cnf',
    '.s3cfg',
    '.boto',
    '.terraformrc',
    'terraform.rc',
    'wp-config.php',
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
    'pkcs12',
    'crt',
    'cer',
    'der',
    'p8',
    'pvk',
    'ppk',
    'snk',
    'jks',
    'jceks',
    'bks',
    'keystore',
    'keychain',
    'keychain-db',
    'keytab',
    'kdbx',
    'ovpn',
    'asc',
    'gpg',
    'tfstate',
    // Terraform's variables: GitHub's own .gitignore template leaves them out as "likely to contain sensitive data".
    'tfvars',
]);
/**
 * A word a data file's name holds when it stores credentials (`application_default_credentials.json`,
 * `config/secrets.yml`, `client_secret_….json`, `token.json`, `.vault-token`, `passwords.txt`, `kubeconfig.yaml`):
 * a whole word of the name, so `tokenizer.json` and `passwordless.md` are not.
 */
const SECRET_WORD = /(?:^|[._-])(?:credentials?|secrets?|token|passwords?|passwd|service[_-]?account(?:[_-]?key)?|kubeconfig|tfvars)(?:[._-]|$)/;
/** Formats that hold data, not code: a secret's word in a `.ts` or `.py` file's name names code about secrets. */
const DATA_EXTENSIONS = new Set([
    'json',
    'yml',
    'yaml',
    'xml',
    'ini',
    'toml',
    'cfg',
    'conf',
    'config',
    'txt',
    'properties',
    'plist',
    'csv',
    'db',
    'env',
    'tfvars',
]);
/** A backup's suffixes (`id_rsa.bak`, `terraform.tfstate.backup`, `server.key~`, `.env.orig`): the copy is as secret as the file. */
const BACKUP_SUFFIX = /(?:\.(?:bak|backup|old|orig|save|sav|swp|tmp)|~)+$/;
/**
 * A path's file name, lowercased: the cut is made before lowercasing, which never makes or
 * removes a `/`, so this is the last of the path's lowercased segments without an array of them.
 */
function lowerName(path) {
    return path.slice(path.lastIndexOf('/') + 1).toLowerCase();
}
/**
 * The folders a path sits in, lowercased: one lowercasing for all of them (a `/` is neither cased
 * nor case-ignorable, so no segment's case mapping depends on its neighbours, final sigma included).
 */
function lowerFolders(path) {
    const cut = path.lastIndexOf('/');
    return cut < 0 ? [] : path.slice(0, cut).toLowerCase().split('/');
}
function extension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1) : '';
}
const alternatives = (words) => [...words].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/**
 * Every secret path and a few more (`.pem` alone has no extension, a word in a code file's
 * name), in one pattern: for a tree's listing to be searched natively, each path it matches then
 * checked with isSecretPath.
 */
const SECRET_PATH_HINT = new RegExp([
    `(?:^|/)(?:${alternatives(SECRET_DIRS)})/`,
    '(?:^|/)\\.git(?:/|$)',
    `(?:^|/)(?:${alternatives([...SECRET_FOLDER_FILES, ...SECRET_FOLDER_PAIRS])})(?:$|/)`,
    '(?:^|/)\\.env[^/]*$',
    '\\.env[^/]*$',
    `(?:^|/)(?:${alternatives(SECRET_NAMES)})[^/]*$`,
    `\\.(?:${alternatives(SECRET_EXTENSIONS)})[^/]*$`,
    // SECRET_WORD's words, anywhere in the name.
    '(?:credential|secret|token|passw|service[_-]?account|kubeconfig|tfvars)[^/]*$',
    // A shell's or a client's history: typed passwords.
    '(?:^|/)\\.[^/]*_history[^/]*$',
].join('|'), 
// Case folded as Unicode does (the Kelvin sign is a k): every name toLowerCase makes a secret's.
'iu');
/**
 * `.env*`, private keys, certificates and key stores, credential files and tools' sign-in stores,
 * `credentials/`, `secrets/`, `.git` and anything in it, a backup of any of them: any case, any depth.
 */
function isSecretPath(path) {
    const folders = lowerFolders(path);
    // A repository's own folder: actions/checkout keeps the job's token in `.git/config`.
    if (folders.includes('.git') || lowerName(path) === '.git')
        return true;
    if (folders.some((s) => SECRET_DIRS.has(s)))
        return true;
    if (folders.some((s, k) => k > 0 && SECRET_FOLDER_PAIRS.has(`${folders[k - 1]}/${s}`)))
        return true;
    if (folders.length > 0 && SECRET_FOLDER_FILES.has(`${folders[folders.length - 1]}/${lowerName(path)}`))
        return true;
    return isSecretName(path);
}
/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
function targetIsSecret(link, target) {
    return isSecretPath(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(link), target)));
}
/** Secret by the file's own name (`.env`, a key, a credentials file, a backup of one), not only by the folder it sits in. */
function isSecretName(path) {
    const full = lowerName(path);
    const name = full.replace(BACKUP_SUFFIX, '') || full;
    if (name.startsWith('.env') || name.endsWith('.env'))
        return true;
    if (SECRET_NAMES.has(name) || (name.startsWith('.') && name.endsWith('_history')))
        return true;
    const ext = extension(name);
    if (SECRET_EXTENSIONS.has(ext))
        return true;
    if (!SECRET_WORD.test(name))
        return false;
    // No extension: a dotfile (`.vault-token`) or the word alone (`token`) holds it; another name is a script's (`bin/rotate-secret`).
    if (ext === '')
        return name.startsWith('.') || SECRET_WORD.exec(name)[0] === name;
    return DATA_EXTENSIONS.has(ext) || SECRET_WORD.test(`.${ext}`);
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
    return LOCKFILES.has(lowerName(path));
}
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const name = lowerName(path);
    if (lowerFolders(path).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (isLockfile(path))
        return true;
    return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}
/**
 * The longest path evidence can name, in code points (JSON Schema's maxLength): `path` in
 * review-coverage.schema.json and review-findings.schema.json. A selected file with a longer name
 * could never be accounted for, so the scope refuses it.
 */
const PATH_MAX_CHARS = 4096;
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
    // What visible() shows as U+XXXX (a tag character and every other format character too): the prompt names no file with one raw.
    if ((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(path) !== path)
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
/** `path` without empty and `.` segments (`./src//a.js` → `src/a.js`), or undefined when it climbs (`..`), is absolute or uses `\\`. */
function collapseDots(path) {
    if (path.startsWith('/') || path.includes('\\'))
        return undefined;
    const segs = path.split('/');
    if (segs.includes('..'))
        return undefined;
    const kept = segs.filter((s) => s !== '' && s !== '.');
    return kept.length ? kept.join('/') : undefined;
}
/**
 * A path a preview command (`review rules PATH`, `review reviewers PATH`) is asked about, as git
 * lists it: `./`, `//` and `/./` dropped, so it gets what the scope gives that file. One that is
 * absolute or climbs (`..`) names no file of a change, and is refused.
 */
function previewPath(path) {
    if (path.startsWith('/') || path.split('/').includes('..'))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(path))}: give the path from the repository's root, as git lists it (src/cart.js)`);
    return collapseDots(path) ?? path;
}


/***/ }),

/***/ 34919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ DEFAULT_REVIEW_DIR),
/* harmony export */   h3: () => (/* binding */ scopeHash),
/* harmony export */   jt: () => (/* binding */ sealedOptions)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);

// Apart from scope.ts, so that the commands that read a sealed scope (anchor, gate) do not load
// what sealing one needs (git diff, globs, rules).
const DEFAULT_REVIEW_DIR = '_bmad-output/review';
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(sealed));
}
/** The sealed options, read back from the scope's fields (one reading, for the gate's derivation and for the commands that seal it again). */
function sealedOptions(scope) {
    return {
        workspace: scope.refs.workspace,
        include: scope.patterns.include,
        exclude: scope.patterns.exclude,
        effort: scope.effort,
        dispatch: scope.dispatch,
        // A sealed reviewer with a shell says the scope was sealed with --shell.
        shell: scope.reviewers.some((r) => r.shell),
        ...(scope.intent ? { intent: scope.intent } : {}),
    };
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

const LIST_CAP = 10;
/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;
/** A literal `U+` and four hex digits in a name: what an escaped code point looks like. */
const LOOKS_ESCAPED = /U\+(?=[0-9A-Fa-f]{4})/g;
/**
 * A name as one line shows it: invisible code points as U+XXXX (visible), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is. A
 * name that itself holds `U+200B` has its `+` shown as U+002B (`UU+002B200B`), so it never reads
 * as the name with that invisible code point: every `U+XXXX` shown is one code point.
 */
function shownName(name) {
    const literal = name.replace(LOOKS_ESCAPED, `U${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)('+')}`);
    return (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(literal.normalize('NFC') === literal ? literal : literal.replace(DECOMPOSED, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint));
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


/***/ })

};
