export const id = 6781;
export const ids = [6781,384];
export const modules = {

/***/ 50384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ ARGV_GROUP_BYTES),
/* harmony export */   H: () => (/* binding */ argvGroups),
/* harmony export */   pathGroups: () => (/* binding */ pathGroups)
/* harmony export */ });
/**
 * Bytes of arguments one process is given from a list that grows with the change (paths after
 * `--`). Linux refuses an exec whose arguments pass ARG_MAX (2 MiB with the default stack) with
 * E2BIG, and a path may be 4,096 characters: 500 of them were 2 MB, 1,500 link targets of 525
 * characters an error where a verdict was due.
 */
const ARGV_GROUP_BYTES = 128 * 1024;
/** What one argument takes of ARG_MAX: its bytes, its NUL and its pointer. */
const argBytes = (arg) => Buffer.byteLength(arg) + 9;
/**
 * `items` cut, in order, into groups whose arguments (`argsOf`) fit one command line: at most
 * `bytes` of them and at most `most` items. An item is never split: one over `bytes` alone is a
 * group of its own (a path is at most 4,096 characters, and Linux takes 128 KiB in one argument).
 */
function argvGroups(items, argsOf, { most = Infinity, bytes = ARGV_GROUP_BYTES } = {}) {
    const groups = [];
    let group = [];
    let used = 0;
    for (const item of items) {
        const cost = argsOf(item).reduce((n, arg) => n + argBytes(arg), 0);
        if (group.length > 0 && (group.length >= most || used + cost > bytes)) {
            groups.push(group);
            group = [];
            used = 0;
        }
        group.push(item);
        used += cost;
    }
    if (group.length)
        groups.push(group);
    return groups;
}
/** Paths in groups that fit one command line each (argvGroups). */
const pathGroups = (paths, limits) => argvGroups(paths, (p) => [p], limits);


/***/ }),

/***/ 26781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SHA: () => (/* binding */ SHA),
  SHALLOW_HINT: () => (/* binding */ SHALLOW_HINT),
  SuppliedSettings: () => (/* reexport */ config_files/* SuppliedSettings */.CV),
  aheadBehind: () => (/* binding */ aheadBehind),
  blobId: () => (/* reexport */ blob_id/* blobId */.zA),
  checkRef: () => (/* binding */ checkRef),
  checkedOutOtherwise: () => (/* binding */ checkedOutOtherwise),
  entriesAt: () => (/* binding */ entriesAt),
  formatOf: () => (/* reexport */ blob_id/* formatOf */.be),
  gitMemo: () => (/* reexport */ run_memo/* gitMemo */.L$),
  hashFiles: () => (/* binding */ hashFiles),
  inFolder: () => (/* binding */ inFolder),
  indexedFiles: () => (/* binding */ indexedFiles),
  isShallow: () => (/* binding */ isShallow),
  keyBytes: () => (/* reexport */ keyBytes),
  keyShown: () => (/* reexport */ keyShown),
  mergeBase: () => (/* binding */ mergeBase),
  modifiedFiles: () => (/* binding */ modifiedFiles),
  nestedRepositories: () => (/* binding */ nestedRepositories),
  notUtf8Name: () => (/* binding */ notUtf8Name),
  objectInfo: () => (/* reexport */ batch/* objectInfo */._d),
  openAndResolve: () => (/* binding */ openAndResolve),
  openRepo: () => (/* binding */ openRepo),
  pathKey: () => (/* reexport */ pathKey),
  raw: () => (/* binding */ raw),
  readObjects: () => (/* reexport */ batch/* readObjects */.$I),
  resolveCommit: () => (/* binding */ resolveCommit),
  runGit: () => (/* reexport */ run/* runGit */.EO),
  scanRecords: () => (/* reexport */ run/* scanRecords */.u3),
  scanTree: () => (/* binding */ scanTree),
  streamObjects: () => (/* reexport */ batch/* streamObjects */.Fd),
  textsAt: () => (/* binding */ textsAt),
  treeEntries: () => (/* binding */ treeEntries),
  treeFilesMatching: () => (/* binding */ treeFilesMatching),
  withIndexCopy: () => (/* reexport */ index_copy/* withIndexCopy */.y),
  withoutFilters: () => (/* binding */ withoutFilters)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/git/run-memo.ts
var run_memo = __webpack_require__(73336);
// EXTERNAL MODULE: ./src/git/argv.ts
var argv = __webpack_require__(50384);
// EXTERNAL MODULE: ./src/git/run.ts + 1 modules
var run = __webpack_require__(63668);
// EXTERNAL MODULE: ./src/git/config-files.ts
var config_files = __webpack_require__(45326);
// EXTERNAL MODULE: ./src/git/batch.ts
var batch = __webpack_require__(63040);
// EXTERNAL MODULE: ./src/git/untracked.ts
var git_untracked = __webpack_require__(35879);
// EXTERNAL MODULE: ./src/git/index-copy.ts
var index_copy = __webpack_require__(61940);
// EXTERNAL MODULE: ./src/git/blob-id.ts
var blob_id = __webpack_require__(19987);
;// CONCATENATED MODULE: ./src/git/path-key.ts
/**
 * A path's identity as git lists it in a `-z` record: its bytes, one character each (latin1). Two
 * names that are not UTF-8 decode alike (each such byte to U+FFFD), and like a name that holds
 * U+FFFD itself: keyed by the decode, one replaces the other and goes unchecked. Decode only to show.
 */
const pathKey = (path) => (typeof path === 'string' ? Buffer.from(path, 'utf8') : Buffer.from(path.buffer, path.byteOffset, path.byteLength)).toString('latin1');
/** A path key's bytes, as the file system names the file. */
const keyBytes = (key) => Buffer.from(key, 'latin1');
/** A path key as shown: its bytes decoded, U+FFFD for each byte that is not UTF-8. */
const keyShown = (key) => keyBytes(key).toString('utf8');

;// CONCATENATED MODULE: ./src/git/git.ts




















/**
 * With `shallow`, whether the clone is shallow is asked in the same git process, for a caller whose
 * merge base asks next (nothing between them, such as an agent's run, could change the clone).
 */
async function openRepo(cwd, { shallow = false } = {}) {
    if (!shallow)
        return { root: await (0,run/* toplevel */.ar)(cwd) };
    const opened = await (0,run/* toplevelAndShallow */.BS)(cwd);
    return { root: opened.top, ...(opened.shallow === undefined ? {} : { shallow: opened.shallow }) };
}
/**
 * `-c` settings that switch off every filter driver the repository's config defines now (filtersOff):
 * for a git call whose answer needs no file cleaned, which then runs no program of theirs.
 */
async function withoutFilters(repo) {
    return (0,config_files/* filtersOff */.R8)(await raw(repo, config_files/* CONFIG_LISTING */.A9));
}
/** `git <args>` in the repository: its output; rejects with git's own message on any non-zero exit. */
function raw(repo, args) {
    return (0,run/* runGit */.EO)(repo.root, args);
}
async function isShallow(repo) {
    return repo.shallow ?? (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
const SHALLOW_HINT = 'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';
/**
 * A ref git may be given as a revision: not empty, no option, no control character, at most 256
 * characters, and no commit-message search (`:/text`): git answers it with the newest commit whose
 * message matches in any ref, the commits under review included, so their author could pick it.
 */
function checkRef(ref, what) {
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
        throw new errors.ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
    }
    if (ref.startsWith(':/'))
        throw new errors.ProofgateError(`${what} ref ${JSON.stringify(ref)} is a commit-message search, refused: git takes the newest commit whose message matches in any ref, the commits under review included, so their author could choose it; name a branch, tag or commit id (\`git rev-parse\` shows which commit the search finds)`);
}
/**
 * Whether `ref` is spelled as a ref name (git check-ref-format --allow-onelevel), and so could be
 * fetched: revision syntax (`~`, `^`, `:`, `@{`) or a name git refuses cannot.
 */
function isRefName(ref) {
    return !/[\s~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.$|^@$|(^|\/)\.|\.lock(\/|$)/.test(ref);
}
/** A full commit id (SHA-1 or SHA-256). */
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * Opens the repository and resolves refs to commits in one git process (the
 * common case), git's settings read beside it (checkSettings); on any failure, the one-by-one
 * path names what is wrong.
 */
async function openAndResolve(cwd, refs) {
    for (const r of refs)
        checkRef(r.ref, r.what);
    const settings = (0,run/* checkSettings */.EW)(cwd);
    let opened;
    try {
        const [root, shallow, ...shas] = (await (0,run/* runGit */.EO)(cwd, ['rev-parse', '--show-toplevel', '--is-shallow-repository', ...refs.map((r) => `${r.ref}^{commit}`), '--']))
            .trim()
            .split('\n');
        if (root &&
            (shallow === 'true' || shallow === 'false') &&
            shas.length === refs.length + 1 &&
            shas.slice(0, -1).every((s) => SHA.test(s)))
            opened = { repo: { root, shallow: shallow === 'true' }, shas: shas.slice(0, -1) };
    }
    catch {
        /* the precise path below explains */
    }
    if (opened) {
        await settings(opened.repo.root);
        (0,run/* refuseOtherTop */.cZ)(cwd, opened.repo.root);
        return opened;
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
        // Only a ref name can be fetched: revision syntax (`origin/main~2`, `v1^{/fix}`) is told it finds no commit.
        const named = isRefName(ref);
        const hint = (await isShallow(repo))
            ? `; ${SHALLOW_HINT}`
            : named && ref.includes('/')
                ? `; fetch it first (\`git fetch origin ${ref.replace(/^origin\//, '')}\`), or name another ref`
                : '; name a branch, tag or commit that exists here';
        const answer = named ? 'is not a commit in this repository' : 'does not resolve to a commit in this repository';
        throw new errors.ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} ${answer}${hint}`);
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
        throw new errors.ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
    }
    // A shallow clone can hide a second merge base (and so what merging brings in), or show a wrong one.
    if (await shallow)
        throw new errors.ProofgateError(`the merge base of ${base.slice(0, 12)} and ${head.slice(0, 12)} cannot be trusted: ${SHALLOW_HINT}`);
    if (bases.length > 1)
        throw new errors.ProofgateError(`${base.slice(0, 12)} and ${head.slice(0, 12)} have ${bases.length} merge bases (criss-cross history: ${bases.map((b) => b.slice(0, 12)).join(', ')}): a diff from any one of them can hide what merging brings in from the others; merge the base into the head, so that one merge base remains, and review again`);
    return bases[0];
}
/**
 * What `commit` holds at `paths` (`git ls-tree -l`; with `recursive`, every file under them; without
 * `sizes`, no blob is looked into, as a whole tree listed wants). Nothing is read from the work tree.
 */
async function treeEntries(repo, commit, paths, { recursive = false, sizes = true, trees = false } = {}) {
    const flags = [...(sizes ? ['-l'] : []), ...(recursive ? ['-r'] : []), ...(trees ? ['-t'] : [])];
    const entries = [];
    // Paths from the change: as many git processes as their bytes need (pathGroups).
    for (const group of (0,argv.pathGroups)(paths)) {
        const out = await raw(repo, ['-c', 'core.quotePath=false', 'ls-tree', '-z', ...flags, commit, '--', ...group]);
        for (const record of out.split('\0'))
            if (record)
                entries.push(treeEntry(record));
    }
    return entries;
}
/**
 * What `commit` holds at each of `paths` (null: nothing, as for a path through a link or into a
 * submodule), as `treeEntries` answers for that path alone, from one `git ls-tree` for them all (or
 * for each group that fits a command line): `-t` shows a tree asked for even where another path
 * asked leads git into it. Within a run (run-memo.ts) a full commit id's answers are kept, and not
 * asked for again.
 */
async function entriesAt(repo, commit, paths) {
    const memo = SHA.test(commit) ? (0,run_memo/* gitMemo */.L$)() : undefined;
    const key = (path) => (0,run_memo/* memoKey */.e3)(repo.root, `${commit}:${path}`);
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
 * Every file `commit` holds, as `git ls-tree -z -r` lists them (no sizes); within a run
 * (run-memo.ts) a full commit id is listed once, however many callers look at its files.
 */
function listing(repo, commit) {
    const memo = SHA.test(commit) ? (0,run_memo/* gitMemo */.L$)() : undefined;
    const key = (0,run_memo/* memoKey */.e3)(repo.root, commit);
    const held = memo?.listings.get(key);
    if (held)
        return held;
    const listed = raw(repo, ['-c', 'core.quotePath=false', 'ls-tree', '-z', '-r', commit, '--', '.']);
    // A failure is the caller's, and never remembered.
    listed.catch(() => memo?.listings.delete(key));
    memo?.listings.set(key, listed);
    return listed;
}
/**
 * The files `commit` holds that `keep` keeps: of a tree of 200,000 files only the text of its
 * listing is held, and what the caller keeps of it, never an entry for each.
 */
async function scanTree(repo, commit, keep) {
    const kept = [];
    for (const record of (await listing(repo, commit)).split('\0')) {
        if (!record)
            continue;
        const e = treeEntry(record);
        if (keep(e))
            kept.push(e);
    }
    return kept;
}
/**
 * The files of `commit` whose path `pattern` matches: each path tested natively, where scanTree
 * builds an entry for every file for its caller to look at (a tree of 5,000 files in about 6 ms
 * against 8 to 18).
 */
async function treeFilesMatching(repo, commit, pattern) {
    const records = (await listing(repo, commit)).split('\0');
    return records.filter((r) => r && pattern.test(r.slice(r.indexOf('\t') + 1))).map(treeEntry);
}
/** A repository path is `folder` or inside it ('' is the top folder: every path is). */
function inFolder(path, folder) {
    return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
/**
 * The repositories of their own in the working tree whose files a tree of it cannot record, since a
 * gitlink records the commit a repository has checked out and never its files: `empty`, untracked
 * ones with no commit git can read (`git add -A` refuses them), and `dirty`, submodules and
 * untracked ones whose files are not that commit (a tracked file edited, a file untracked and not
 * ignored, at any depth). One git status says both of the submodules and lists the untracked
 * repositories (by their name and a slash: git lists no file inside one); each of those is asked.
 */
async function nestedRepositories(repo) {
    const status = ['status', '--porcelain=v2', '-z', '--ignore-submodules=none', '--untracked-files=all'];
    const dirty = [];
    const untracked = [];
    let old = false;
    await (0,run/* scanRecords */.u3)(repo.root, status, (record) => {
        if (old)
            return void (old = false);
        const r = record.toString('utf8');
        if (r.startsWith('? ') && r.endsWith('/')) {
            // Asked by its name (git -C): one that is not UTF-8, decoded, is another folder or none (two such
            // names, or one and a name holding U+FFFD, one answer for both), and a name git is given is text.
            if (!(0,external_node_buffer_.isUtf8)(record))
                throw notUtf8Repository(r.slice(2, -1));
            untracked.push(r.slice(2, -1));
        }
        // 1 XY sub mH mI mW hH hI path; 2 XY sub mH mI mW hH hI X<score> path, then the old path;
        // u XY sub m1 m2 m3 mW h1 h2 h3 path. sub is S<c><m><u> for a submodule (m: a tracked file
        // changed, u: a file untracked); a moved commit (c) is what the gitlink records.
        const before = r[0] === '1' ? 8 : r[0] === '2' ? 9 : r[0] === 'u' ? 10 : -1;
        if (before < 0)
            return;
        const parts = r.split(' ');
        if (/^S.(M.|.U)$/.test(parts[2]))
            dirty.push(parts.slice(before).join(' '));
        old = r[0] === '2';
    });
    // git status reads .git/info/exclude whatever it is told: a repository only that file hides is untracked too.
    for (const name of await (0,git_untracked.hiddenLocally)(repo.root)) {
        const r = name.toString('utf8');
        if (!r.endsWith('/'))
            continue;
        if (!(0,external_node_buffer_.isUtf8)(name))
            throw notUtf8Repository(r.slice(0, -1));
        untracked.push(r.slice(0, -1));
    }
    const states = await Promise.all(untracked.map(async (path) => {
        const commit = await raw(repo, ['-C', path, 'rev-parse', '--verify', '-q', 'HEAD']).then(() => true, () => false);
        return !commit
            ? 'empty'
            : (await raw(repo, ['-C', path, 'status', '--porcelain', '-z', '--ignore-submodules=none']))
                ? 'dirty'
                : 'clean';
    }));
    return {
        empty: untracked.filter((_, k) => states[k] === 'empty'),
        dirty: [...dirty, ...untracked.filter((_, k) => states[k] === 'dirty')],
    };
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
 * Hashes working-tree files (paths from `root`, or absolute) as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects. Without `filters`, the bytes as they
 * are (no clean filter, line-end or `ident` conversion).
 */
async function hashFiles(root, paths, { write = true, filters = true } = {}) {
    if (paths.length === 0)
        return [];
    // git opens each path and reads it: a FIFO put where a file was would hold it (and us) forever.
    const odd = paths.find((p) => !(0,external_node_fs_.lstatSync)((0,external_node_path_.resolve)(root, p), { throwIfNoEntry: false })?.isFile());
    if (odd !== undefined)
        throw new errors.ProofgateError(`${(0,neutralise.visible)(odd)} is not a regular file, so it cannot be hashed`);
    const flags = [...(write ? ['-w'] : []), ...(filters ? [] : ['--no-filters'])];
    // Paths as arguments, never one a line on stdin: git's line reader drops a CR that ends a line and
    // un-quotes one that starts with `"`, so `"x.js"` and `x.js<CR>` would be hashed as x.js.
    const oids = [];
    for (const group of (0,argv.pathGroups)(paths))
        oids.push(...(await (0,run/* runGit */.EO)(root, ['hash-object', ...flags, '--', ...group])).split('\n').filter(Boolean));
    if (oids.length !== paths.length)
        throw new errors.ProofgateError(`git hash-object failed: ${oids.length} ids for ${paths.length} files`);
    return oids;
}
/**
 * The tracked files git status calls modified in the working tree, by the index `env` names: a copy,
 * which the refresh writes. Beside a content change, a file whose size is not the one git last saw
 * (git takes a new size for a change, without cleaning the file to compare).
 */
async function modifiedFiles(root, env) {
    await (0,run/* runGit */.EO)(root, ['update-index', '-q', '--refresh'], { env });
    return new Set((await (0,run/* runGit */.EO)(root, ['diff-files', '--name-only', '-z'], { env })).split('\0').filter(Boolean));
}
/**
 * Those of `files` (regular files of the working tree, each with the mode and blob git holds for it)
 * whose bytes as they are are not that blob, and that git status calls `modified` or that a checkout of
 * the blob would not write: git's clean step (core.autocrlf, a `text`, `eol`, `ident` or encoding
 * attribute, a filter) can take other bytes back to the blob, so git's diff shows no change where the
 * file that runs has one. A file as a checkout writes it (CRLF under core.autocrlf, a git-lfs object)
 * and as git last saw it is no edit. The checkout is git's own, into a folder of its own from an index
 * of its own: `cat-file --batch --filters` (git 2.39) heads a filtered object with its unfiltered size.
 */
async function checkedOutOtherwise(root, files, modified) {
    const asIs = await hashFiles(root, files.map((f) => f.path), { write: false, filters: false });
    const differ = files.map((f, i) => ({ f, raw: asIs[i] })).filter(({ f, raw }) => raw !== f.oid);
    const asked = differ.filter(({ f }) => !modified.has(f.path));
    if (!asked.length)
        return differ.map(({ f }) => f);
    const tmp = (0,text_files/* freshDir */.E6)('checkout');
    try {
        const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(tmp, 'index') };
        const out = (0,external_node_path_.join)(tmp, 'tree');
        await (0,run/* runGit */.EO)(root, ['update-index', '-z', '--index-info'], {
            env,
            stdin: asked.map(({ f }) => `${f.mode} ${f.oid}\t${f.path}\0`).join(''),
        });
        await (0,run/* runGit */.EO)(root, ['checkout-index', `--prefix=${out}/`, '-z', '--stdin'], {
            env,
            stdin: asked.map(({ f }) => `${f.path}\0`).join(''),
        });
        const written = await hashFiles(root, asked.map(({ f }) => (0,external_node_path_.join)(out, f.path)), { write: false, filters: false });
        const same = new Set(asked.filter(({ raw }, i) => written[i] === raw).map(({ f }) => f));
        return differ.filter(({ f }) => !same.has(f)).map(({ f }) => f);
    }
    finally {
        await (0,promises_.rm)(tmp, { recursive: true, force: true });
    }
}
/**
 * The index's regular files that are regular files in the working tree too (by the index `env`
 * names, else the checkout's), for checkedOutOtherwise; `byBytes`, those whose name is not UTF-8:
 * decoded, such a name is no name on disk, and git takes paths on stdin as text, so a caller
 * compares them by their bytes or refuses them (notUtf8Name), never leaves them out.
 */
async function indexedFiles(root, env) {
    const files = [];
    const byBytes = [];
    const top = Buffer.from(`${root}/`);
    await (0,run/* scanRecords */.u3)(root, ['ls-files', '-s', '-z'], (record) => {
        const tab = record.indexOf(9);
        const m = /^(100644|100755) ([0-9a-f]+) 0$/.exec(record.subarray(0, tab).toString('latin1'));
        const path = record.subarray(tab + 1);
        if (!m || !(0,external_node_fs_.lstatSync)(Buffer.concat([top, path]), { throwIfNoEntry: false })?.isFile())
            return;
        if ((0,external_node_buffer_.isUtf8)(path))
            files.push({ mode: m[1], oid: m[2], path: path.toString('utf8') });
        else
            byBytes.push({ mode: m[1], oid: m[2], path: Buffer.from(path) });
    }, env ? { env } : {});
    return { files, byBytes };
}
/**
 * A tracked file whose name is not UTF-8 cannot be compared with what git holds for it (its name
 * decoded is no name on disk): refused, never left out of a check of the checkout.
 */
function notUtf8Name(shown) {
    return new errors.ProofgateError(`a tracked file's name is not valid UTF-8 (${(0,neutralise.visible)(shown)}): its bytes cannot be compared with git's; rename it in a commit a person reviews`);
}
/** A repository of its own in the checkout whose name is not UTF-8: git cannot be asked about it by name, so it is refused. */
function notUtf8Repository(shown) {
    return new errors.ProofgateError(`a repository of its own in the checkout has a name that is not valid UTF-8 (${(0,neutralise.visible)(shown)}): whether its files are the commit it has checked out cannot be asked by that name; rename it, remove it or ignore it (.gitignore)`);
}
/** The text of each path at `commit` (null where it has none), read in one `git cat-file --batch`. */
async function textsAt(repo, commit, paths) {
    const blobs = await (0,batch/* readObjects */.$I)(repo.root, paths.map((p) => `${commit}:${p}`));
    return new Map(paths.map((p) => [p, blobs.get(`${commit}:${p}`)?.data?.toString('utf8') ?? null]));
}


/***/ }),

/***/ 61940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ withIndexCopy)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63668);




/**
 * Runs `use` with GIT_INDEX_FILE naming a copy of the checkout's index, removed after. git diff
 * against the working tree refreshes the index it reads and writes it back (GIT_OPTIONAL_LOCKS does
 * not stop it), git add rewrites it: a check writes nothing of the repository it checks, and
 * takes no index.lock a git command of the user's would then fail on. The copy keeps the index's
 * time: git trusts no entry as recent as its index (racy git), and a fresh copy would make an edit
 * of the same size in the same second as the last index write look unchanged. `copied` is false
 * where the checkout has no index yet: `env` then names no file, which git reads as an empty one.
 */
async function withIndexCopy(root, use) {
    const tmp = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .freshDir */ .E6)('index');
    try {
        const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tmp, 'index') };
        const index = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root, (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .gitLine */ .JG)(await (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(root, ['rev-parse', '--git-path', 'index'])));
        const copied = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(index, env.GIT_INDEX_FILE).then(async () => {
            const { atime, mtime } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(index);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.utimes)(env.GIT_INDEX_FILE, atime, mtime);
            return true;
        }, (err) => {
            // No index yet is an empty one, to git as to the copy; any other failure is said.
            if (err.code === 'ENOENT')
                return false;
            throw err;
        });
        return await use(env, copied);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 35879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hiddenLocally: () => (/* binding */ hiddenLocally),
/* harmony export */   yk: () => (/* binding */ withUntrackedListing)
/* harmony export */ });
/* unused harmony exports excludesOf, untrackedFiles */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18140);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63040);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63668);






/**
 * The untracked files are those the `.gitignore` files the index tracks hide, as their blobs say, and
 * nothing else. `.git/info/exclude` and `core.excludesFile` (pinned empty for every call in run.ts)
 * are this machine's and travel with no commit (#650); and git reads every `.gitignore` on disk, so
 * an untracked one that ignores itself, or a tracked one edited, hid new files from the scope and
 * every check of the tree with nothing shown changed (#670). So git is given no exclude source of
 * the tree's: the tracked blobs are handed over as one `--exclude-from` file (trackedExcludes), and
 * an untracked or edited `.gitignore` is one more change, never a rule.
 */
const LISTING = ['-c', 'core.quotePath=false', 'ls-files', '--others', '-z'];
/** `**`, `*`, `?`, `[`, `\` and a leading `!` or `#` in a folder's name are taken literally in a pattern. */
const literal = (dir) => dir.replace(/[*?[\]\\!#]/g, (c) => `\\${c}`);
/** A line as git's add_patterns_from_buffer keeps it: a CR before the line end dropped, then trailing spaces no backslash escapes (trim_trailing_spaces). */
function trimmed(line) {
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    let lastSpace = -1;
    for (let i = 0; i < text.length; i++) {
        if (text[i] === ' ') {
            if (lastSpace < 0)
                lastSpace = i;
        }
        else if (text[i] === '\\') {
            i++;
            if (i >= text.length)
                return text;
            lastSpace = -1;
        }
        else
            lastSpace = -1;
    }
    return lastSpace < 0 ? text : text.slice(0, lastSpace);
}
/**
 * The patterns of the `.gitignore` in folder `dir` (`''` at the top) as lines of one exclude file read
 * from the top: a pattern with no slash but a trailing one matches at any depth below its folder (`**`
 * between them), any other is anchored there (`dir/pattern`), as parse_path_pattern decides.
 * Text is latin1 throughout, so every byte of a name or a pattern is kept as it is.
 */
function excludesOf(dir, text) {
    const lines = [];
    // git skips a byte-order mark at the start of a file (skip_utf8_bom); mid-file it would be part of a pattern.
    for (const raw of text.replace(/^\xef\xbb\xbf/, '').split('\n')) {
        const line = trimmed(raw);
        if (line === '' || line.startsWith('#'))
            continue;
        const negated = line.startsWith('!');
        const body = negated ? line.slice(1) : line;
        const core = body.endsWith('/') ? body.slice(0, -1) : body;
        // An empty pattern matches nothing in git; prefixed, it would match the whole folder.
        if (core === '' || core === '/')
            continue;
        if (!dir) {
            lines.push(line);
            continue;
        }
        const rest = core.includes('/') ? body.replace(/^\//, '') : `**/${body}`;
        lines.push(`${negated ? '!' : ''}${literal(dir)}/${rest}`);
    }
    return lines;
}
/**
 * The index's `.gitignore` files (stage 0, regular: git reads no link in their place) as one exclude
 * file's text, folders before the folders inside them: a later line wins, as a deeper `.gitignore`
 * outranks its parents' (a pattern of one folder matches only below it, so siblings never compete).
 */
async function trackedExcludes(root) {
    const found = [];
    await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .scanRecords */ .u3)(root, ['-c', 'core.quotePath=false', 'ls-files', '--stage', '-z'], (record) => {
        const tab = record.indexOf(9);
        const path = record.subarray(tab + 1).toString('latin1');
        if (path !== '.gitignore' && !path.endsWith('/.gitignore'))
            return;
        const [mode, oid, stage] = record.subarray(0, tab).toString('latin1').split(' ');
        if (stage === '0' && /^100(644|755)$/.test(mode))
            found.push({ dir: path === '.gitignore' ? '' : path.slice(0, -'/.gitignore'.length), oid: oid });
    });
    if (!found.length)
        return '';
    const blobs = await (0,_batch_js__WEBPACK_IMPORTED_MODULE_4__/* .readObjects */ .$I)(root, [...new Set(found.map((f) => f.oid))]);
    const depth = (d) => (d ? d.split('/').length : 0);
    return (found
        // A blob this clone lacks (a partial clone) hides nothing: more is listed, never less.
        .sort((a, b) => depth(a.dir) - depth(b.dir))
        .flatMap((f) => excludesOf(f.dir, blobs.get(f.oid)?.data?.toString('latin1') ?? ''))
        .map((l) => `${l}\n`)
        .join(''));
}
/**
 * Runs `list` with the arguments of `git ls-files` that list the untracked files (`-z`, names as they
 * are; a repository of its own by its name and a slash), hidden only by the tracked `.gitignore` blobs.
 */
async function withUntrackedListing(root, list) {
    const excludes = await trackedExcludes(root);
    if (!excludes)
        return list(LISTING);
    const dir = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .privateDir */ .XK)('ignore');
    try {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'exclude');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, Buffer.from(excludes, 'latin1'));
        return await list([...LISTING, `--exclude-from=${file}`]);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
    }
}
/** The untracked files as proofgate lists them (withUntrackedListing), as git names them (bytes). */
function untrackedFiles(root) {
    return withUntrackedListing(root, async (args) => {
        const found = [];
        // As bytes: a name that is not UTF-8, decoded, is another name or none.
        await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .scanRecords */ .u3)(root, args, (r) => void (r.length && found.push(Buffer.from(r))));
        return found;
    });
}
/**
 * The untracked files proofgate counts that git's own rules hide (`.git/info/exclude`, an untracked or
 * edited `.gitignore`), as git names them (bytes), for the git commands that read those whatever they
 * are told (status, add -A): their callers count these too.
 */
async function hiddenLocally(root) {
    const [all, standard] = await Promise.all([
        untrackedFiles(root),
        (async () => {
            const found = new Set();
            await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .scanRecords */ .u3)(root, [...LISTING, '--exclude-standard'], (r) => void (r.length && found.add(r.toString('latin1'))));
            return found;
        })(),
    ]);
    return all.filter((b) => !standard.has(b.toString('latin1')));
}


/***/ })

};
