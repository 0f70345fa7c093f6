export const id = 3360;
export const ids = [3360];
export const modules = {

/***/ 93360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ treeReason),
/* harmony export */   aU: () => (/* binding */ treeIntegrity),
/* harmony export */   hh: () => (/* binding */ changedTracked),
/* harmony export */   hiddenAdvice: () => (/* binding */ hiddenAdvice),
/* harmony export */   unsealable: () => (/* binding */ unsealable)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);





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
 * Tracked paths whose working-tree file differs from the head or the index: git status, and a hash
 * of each entry git status was told not to look at. A skip-worktree entry absent from the tree (a
 * sparse checkout) is not there to differ, unless `sparse` is false (tests that ran on part of the
 * head did not run on the head); every other one must hold its blob, a link its target.
 */
async function readTracked(repo, { sparse = true } = {}) {
    const [out, { edited, outOfCone }] = await Promise.all([
        // A submodule's changes count, whatever .gitmodules (the pull request's) or the config says to
        // ignore; a file untracked in one is no more code under review than one untracked here.
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=no', '--ignore-submodules=untracked']),
        unwatchedEdits(repo, sparse),
    ]);
    const changed = [...new Set([...statusPaths(out), ...edited.map((h) => h.path)])];
    return { changed, outOfCone, hidden: edited.map(hiddenEdit) };
}
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
            return at.isSymbolicLink() && (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.blobId)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, h.path), 'buffer'), (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.formatOf)(h.oid)) === h.oid;
        return hashed.get(h) === h.oid;
    };
    return { edited: hidden.filter((h) => !holds(h)), outOfCone, unmerged };
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
        : { folder: reviewFolder, kept: (path) => reviewFolder === '' || !REVIEW_OUTPUT.test(path), paths: [], count: 0 };
    const { edited, unmerged } = await unwatchedEdits(repo, true, held);
    return { hidden: edited.map(hiddenEdit), unresolved: unmerged, inReviewFolder: { paths: held?.paths ?? [], count: held?.count ?? 0 } };
}
/** What proofgate writes in a review folder, by the end of its name: evidence, prompts, diffs, reports. */
const REVIEW_OUTPUT = /\.(?:json|md|patch|sarif|xml|txt|log)$/i;
/** The tracked files of the review folder named, at most: the first ones say what it is. */
const HELD_SHOWN = 10;
/** A path as one shell word: single-quoted unless plainly safe, every invisible character shown. */
const shellWord = (path) => (/^[\w./@%+=:,-]+$/.test(path) ? path : `'${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path).replaceAll("'", `'\\''`)}'`);
const HIDDEN_SHOWN = 10;
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
        return `git status does not show ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(paths)}, as the index's ${named} the edit: clear it (git update-index ${flags.join(' ')} -- ${paths.slice(0, HIDDEN_SHOWN).map(shellWord).join(' ')}${more})`;
    })
        .join('; ');
}
/** The tracked paths whose working-tree file differs from the head or the index (`readTracked`). */
async function changedTracked(repo, options = {}) {
    return (await readTracked(repo, options)).changed;
}
/**
 * The working tree read when the gate grades, not before the run: a clean reading ages, and a
 * process left running can change the tree after every check passed. Clean when no tracked file
 * differs from the head the review answers (proofgate's own folder aside), and, for a review of the
 * working tree, every selected file is still what the scope sealed. Untracked files (a test
 * report, downloaded parts, a cache) are not the code under review and are not counted; git's
 * derivation of the scope names a new file of a working-tree review.
 */
async function treeIntegrity(repo, scope, folder) {
    // This review's own folder, where proofgate writes: other tracked files under the review root are code like any other.
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repo.root, folder).split('\\').join('/');
    const own = rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? undefined : rel;
    try {
        // A tree that matches another commit is no answer for the sealed one (`--head` names what the verdict answers, not what is checked out).
        const [checkedOut, tracked] = await Promise.all([(0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['rev-parse', '--verify', 'HEAD']), readTracked(repo)]);
        if (checkedOut.trim() !== scope.refs.headSha)
            return { state: 'moved', detail: [checkedOut.trim()] };
        let changed = tracked.changed.filter((p) => own === undefined || !(0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.inFolder)(p, own));
        if (scope.refs.workspace) {
            // The change itself is in the working tree: what was sealed may differ from HEAD, as sealed.
            const sealed = new Set([...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]);
            // A file that is no longer a regular file (a FIFO, a folder, a link, gone) is edited, and never opened.
            const regular = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, path), { throwIfNoEntry: false })?.isFile() === true;
            const files = scope.files.filter((f) => f.kind === 'file');
            const present = files.filter((f) => regular(f.path));
            const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.hashFiles)(repo.root, present.map((f) => f.path), { write: false }).catch(() => present.map(() => '?'));
            const hashed = new Map(present.map((f, i) => [f.path, oids[i]]));
            // A sealed file outside a sparse checkout's cone is not on disk: the index holds it, and must hold what was sealed
            // (anyone who can write the index can set skip-worktree, so the bit alone excuses nothing).
            const holds = (f) => (hashed.get(f.path) ?? tracked.outOfCone.get(f.path)) === f.blob;
            const edited = files.filter((f) => !holds(f)).map((f) => f.path);
            changed = [...new Set([...changed.filter((p) => !sealed.has(p)), ...edited])];
        }
        if (!changed.length)
            return { state: 'clean', detail: [] };
        const dirty = new Set(changed);
        const hidden = tracked.hidden.filter((h) => dirty.has(h.path));
        return { state: 'dirty', detail: changed.sort(), ...(hidden.length ? { hidden } : {}) };
    }
    catch (err) {
        // git's own words, its first line: the reason is one line.
        const message = err instanceof Error ? err.message.trim().split('\n')[0] : String(err);
        return { state: 'unchecked', detail: [(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(message)] };
    }
}
/** Why the verdict cannot be clean, when the tree is not. */
function treeReason(t) {
    if (t.state === 'dirty') {
        // "git status" alone would show nothing of a file an index bit hides (the reason names the bit and what clears it),
        // nor of a submodule that `.gitmodules` or a config says to ignore (--ignore-submodules=none overrides both).
        const hidden = t.hidden?.length ? `${hiddenAdvice(t.hidden)}; then ` : '';
        return `the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(t.detail)}; ${hidden}restore it (git status --ignore-submodules=none), then gate again`;
    }
    if (t.state === 'moved')
        return `the checkout is at ${t.detail[0]?.slice(0, 12) ?? '?'}, not the sealed head (tree integrity: moved), so the evidence may not answer the code here; check out the sealed head, then gate again`;
    if (t.state === 'unchecked')
        return `the working tree could not be checked at grading (tree integrity: unchecked): ${t.detail[0] ?? ''}`;
    return undefined;
}


/***/ })

};
