export const id = 3360;
export const ids = [3360];
export const modules = {

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
        return (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .blobId */ .zA)(data, (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_2__/* .formatOf */ .be)(oid)) === oid ? data : null;
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
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26781);
/* harmony import */ var _git_sealed_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50335);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73219);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84466);








/** The paths (pathKey) of `git status -z` entries, a rename's old path as its own entry. */
async function statusKeys(repo, args) {
    const keys = [];
    let old = false;
    await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.scanRecords)(repo.root, args, (record) => {
        if (old || record.length >= 4)
            keys.push((0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(old ? record : record.subarray(3)));
        old = !old && record.length >= 4 && (record[0] === 0x52 || record[0] === 0x43); // R, C: the old path follows
    });
    return keys;
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
    const unmerged = new Map();
    const under = held && Buffer.from(held.folder === '' ? '' : `${held.folder}/`, 'utf8');
    await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.scanRecords)(repo.root, ['ls-files', '-v', '-s', '-z'], (record) => {
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
        const key = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(record.subarray(record.indexOf(9) + 1));
        if (conflict)
            unmerged.set(key, m[3]);
        else
            entries.push({ path: m[3], key, mode: m[1], oid: m[2], skip: tag.toUpperCase() === 'S', assumed: tag !== tag.toUpperCase() });
    });
    return { entries, unmerged: [...unmerged.values()] };
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
        statusKeys(repo, [
            '-c',
            'core.quotePath=false',
            'status',
            '--porcelain=v1',
            '-z',
            '--untracked-files=no',
            '--ignore-submodules=untracked',
        ]),
        unwatchedEdits(repo, sparse),
        editedAsIs(repo),
    ]);
    // An entry behind an index bit whose edit only its bytes as they are show is named with its bit too.
    const hidden = [...new Set([...edited, ...unseen.filter((h) => asIs.has(h.key))])];
    const shown = new Set([...out, ...hidden.map((h) => h.key)]);
    // A name that is not UTF-8 has no shell word that writes it again: named, with no command.
    const cleaned = [...asIs].filter((k) => !shown.has(k) && (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)((0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.keyBytes)(k)));
    return { changed: [...new Set([...shown, ...asIs])], outOfCone, hidden, cleaned };
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
    // Keyed by bytes (pathKey): two names that are not UTF-8 would be one edit where both are.
    const [{ files, byBytes }, modified] = await Promise.all([
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.indexedFiles)(repo.root),
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.withIndexCopy)(repo.root, (env) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.modifiedFiles)(repo.root, env)),
    ]);
    const edited = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.checkedOutOtherwise)(repo.root, files, modified);
    // git takes paths on stdin as text: a name that is not UTF-8 is hashed here, and must hold its blob.
    const sizes = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.objectInfo)(repo.root, byBytes.map((f) => f.oid));
    const unlike = byBytes.filter((f) => (0,_git_sealed_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readIfBlob */ .n)(repo.root, f.path, f.oid, sizes.get(f.oid)?.size ?? -1) === null);
    return new Set([...edited.map((f) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(f.path)), ...unlike.map((f) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(f.path))]);
}
/** The mode git would record for a regular file as it is in the tree (core.fileMode, pinned true): any executable bit set is 100755. */
const modeOf = (st) => (st.mode & 0o111 ? '100755' : '100644');
/** A link whose target is the blob `oid` holds (a link's blob is its target). */
const linkHolds = (root, path, oid) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.blobId)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, path), 'buffer'), (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.formatOf)(oid)) === oid;
/** The entries git status does not look at whose working-tree file is not what the index holds (see readTracked). */
async function unwatchedEdits(repo, sparse, held) {
    const { entries: listed, unmerged } = await unwatched(repo, held);
    const entry = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, path), { throwIfNoEntry: false });
    const hidden = listed.filter((h) => h.mode !== '160000');
    const files = hidden.filter((h) => h.mode !== '120000' && entry(h.path)?.isFile());
    const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.hashFiles)(repo.root, files.map((h) => h.path), { write: false });
    const hashed = new Map(files.map((h, i) => [h, oids[i]]));
    const outOfCone = new Map();
    const holds = (h) => {
        const at = entry(h.path);
        if (!at) {
            if (h.skip && h.mode !== '120000')
                outOfCone.set(h.key, { oid: h.oid, mode: h.mode });
            return h.skip && sparse;
        }
        if (h.mode === '120000')
            return at.isSymbolicLink() && linkHolds(repo.root, h.path, h.oid);
        // Its executable bit too: git status, which compares it, is not looking.
        return hashed.get(h) === h.oid && modeOf(at) === h.mode;
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
        : { folder: reviewFolder, kept: (path) => reviewFolder === '' || !_folder_js__WEBPACK_IMPORTED_MODULE_7__/* .reviewFolder */ .B.isOwn(path, reviewFolder), paths: [], count: 0 };
    const { edited, unmerged } = await unwatchedEdits(repo, true, held);
    return { hidden: edited.map(hiddenEdit), unresolved: unmerged, inReviewFolder: { paths: held?.paths ?? [], count: held?.count ?? 0 } };
}
/** The files of the review folder named, at most: the first ones say what it is. */
const HELD_SHOWN = 10;
/** A path as one shell word: single-quoted unless plainly safe, every invisible character shown. */
const shellWord = (path) => (/^[\w./@%+=:,-]+$/.test(path) ? path : `'${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(path).replaceAll("'", `'\\''`)}'`);
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
        return `git status does not show ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_6__.nameList)(paths)}, as the index's ${named} the edit: clear it (git update-index ${flags.join(' ')} -- ${shellWords(paths)}${more})`;
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
    return `git status does not show ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_6__.nameList)([...paths])}, as git's clean step (a filter, \`ident\` or a line-end conversion) takes the edit back to the blob git holds: write it again from git (rm -- ${words} && git checkout -- ${words}${more})`;
}
/** The tracked paths whose working-tree file differs from the head or the index (`readTracked`). */
async function changedTracked(repo, options = {}) {
    return (await readTracked(repo, options)).changed.map(_git_git_js__WEBPACK_IMPORTED_MODULE_3__.keyShown);
}
/** The tracked paths that differ (pathKey), or clean, as shown: the paths an index bit or git's clean step hides from git status kept with them. */
function dirtyOf(tracked, changed, cleaned) {
    if (!changed.length)
        return { state: 'clean', detail: [] };
    const dirty = new Set(changed);
    const hidden = tracked.hidden.filter((h) => dirty.has(h.key)).map(hiddenEdit);
    const shown = cleaned.filter((p) => dirty.has(p)).map(_git_git_js__WEBPACK_IMPORTED_MODULE_3__.keyShown);
    return {
        state: 'dirty',
        detail: changed.sort().map(_git_git_js__WEBPACK_IMPORTED_MODULE_3__.keyShown),
        ...(hidden.length ? { hidden } : {}),
        ...(shown.length ? { cleaned: shown } : {}),
    };
}
/** A reading git could not make is unchecked, never clean: git's own words, its first line (the reason is one line). */
async function reading(read) {
    try {
        return await read();
    }
    catch (err) {
        const message = err instanceof Error ? err.message.trim().split('\n')[0] : String(err);
        return { state: 'unchecked', detail: [(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(message)] };
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
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(repo.root, folder).split('\\').join('/');
    const own = rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel) ? undefined : rel;
    return reading(async () => {
        // A tree that matches another commit is no answer for the sealed one (`--head` names what the verdict answers, not what is checked out).
        const [checkedOut, tracked] = await Promise.all([(0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.raw)(repo, ['rev-parse', '--verify', 'HEAD']), readTracked(repo)]);
        if (checkedOut.trim() !== scope.refs.headSha)
            return { state: 'moved', detail: [checkedOut.trim()] };
        let changed = tracked.changed.filter((p) => own === undefined || !(0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.inFolder)(p, (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(own)));
        let cleaned = tracked.cleaned;
        if (scope.refs.workspace) {
            // The change itself is in the working tree: what was sealed may differ from HEAD, as sealed.
            const sealed = new Set([...scope.files, ...scope.excluded].map((f) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(f.path)));
            // A file that is no longer a regular file (a FIFO, a folder, a link, gone) is edited, and never opened.
            const at = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, path), { throwIfNoEntry: false });
            const files = scope.files.filter((f) => f.kind === 'file');
            const present = files.filter((f) => at(f.path)?.isFile() === true);
            // Its bytes as they are: a selected file's were its sealed blob (else the scope made it a person's),
            // and git's clean step could take an edit back to that blob.
            const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.hashFiles)(repo.root, present.map((f) => f.path), { write: false, filters: false }).catch(() => present.map(() => '?'));
            // With its mode: a file made executable or not since sealing is not the file sealed (the agent's diff shows the sealed mode).
            // (One gone since it was hashed has no mode: not the file sealed.)
            const modeNow = (path) => {
                const st = at(path);
                return st ? modeOf(st) : 'gone';
            };
            const hashed = new Map(present.map((f, i) => [f.path, { oid: oids[i], mode: modeNow(f.path) }]));
            // A sealed file outside a sparse checkout's cone is not on disk: the index holds it, and must hold what was sealed
            // (anyone who can write the index can set skip-worktree, so the bit alone excuses nothing).
            const holds = (f) => {
                const now = hashed.get(f.path) ?? tracked.outOfCone.get((0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(f.path));
                return now?.oid === f.blob && now.mode === f.mode;
            };
            // A selected link must still point where it did when sealed: the agent reads what it points to.
            const links = scope.files.filter((f) => f.kind === 'symlink' && !(at(f.path)?.isSymbolicLink() && linkHolds(repo.root, f.path, f.blob)));
            const edited = [...files.filter((f) => !holds(f)), ...links].map((f) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.pathKey)(f.path));
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
        return dirtyOf(tracked, tracked.changed.filter((p) => !aside((0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.keyShown)(p))), tracked.cleaned);
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
    return `${t.detail.length} tracked file(s) in the work tree are not what git holds for ${head.slice(0, 12)}, and the agent would read them as they are: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_6__.nameList)(t.detail)}${hidden}${cleaned}; restore them (git status --ignore-submodules=none), ${then}`;
}
/** Why the verdict cannot be clean, when the tree is not. */
function treeReason(t) {
    if (t.state === 'dirty') {
        // "git status" alone would show nothing of a file an index bit hides (the reason names the bit and what clears it),
        // nor of a submodule that `.gitmodules` or a config says to ignore (--ignore-submodules=none overrides both).
        const hidden = t.hidden?.length ? `${hiddenAdvice(t.hidden)}; then ` : '';
        const cleaned = t.cleaned?.length ? `${cleanedAdvice(t.cleaned)}; then ` : '';
        return `the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_6__.nameList)(t.detail)}; ${hidden}${cleaned}restore it (git status --ignore-submodules=none), then gate again`;
    }
    if (t.state === 'moved')
        return `the checkout is at ${t.detail[0]?.slice(0, 12) ?? '?'}, not the sealed head (tree integrity: moved), so the evidence may not answer the code here; check out the sealed head, then gate again`;
    if (t.state === 'unchecked')
        return `the working tree could not be checked at grading (tree integrity: unchecked): ${t.detail[0] ?? ''}`;
    return undefined;
}


/***/ })

};
