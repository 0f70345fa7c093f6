export const id = 4571;
export const ids = [4571];
export const modules = {

/***/ 82693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ runCode),
/* harmony export */   LT: () => (/* binding */ codeAt),
/* harmony export */   d$: () => (/* binding */ codeDrift),
/* harmony export */   dh: () => (/* binding */ servedCodeRefusal),
/* harmony export */   lA: () => (/* binding */ workingCode),
/* harmony export */   sJ: () => (/* binding */ uncommittedNote)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(21789);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(72135);
/* harmony import */ var _page_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(84767);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(31992);
/**
 * The code an acceptance run tested: the commit (and its tree) of the checkout the page was served
 * or built from, read from git, never from a field a pull request types. A run passes only for the
 * code being gated: a run played before a later change to the code is no evidence for it.
 */













/**
 * The repository's top folder holding `cwd` (the nearest folder with a `.git`, file or folder), or
 * undefined when there is none: a project outside git has no commit to bind a run to. A `.git` that
 * git then refuses (an owner it does not trust) is an error, never "no repository".
 */
function repositoryOf(cwd) {
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(d, '.git'), { throwIfNoEntry: false }))
            return d;
        if (d === (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d))
            return undefined;
    }
}
/**
 * The commit and tree `ref` names in `cwd`'s repository; undefined outside any repository. Given
 * the uat folder, the tree without it too (a page built for a named commit records it).
 */
async function codeAt(cwd, ref = 'HEAD', uatRoot) {
    if (!repositoryOf(cwd))
        return undefined;
    const { openAndResolve, raw } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const { repo, shas } = await openAndResolve(cwd, [{ ref, what: 'tested code' }]);
    const commit = shas[0];
    const tree = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${commit}^{tree}`])).trim();
    const outside = uatRoot === undefined ? undefined : await treeOutside(repo.root, tree, uatPathIn(repo.root, uatRoot));
    return { commit, tree, ...(outside ? { outside } : {}) };
}
/**
 * `tree` with the uat folder's records (isUatRecord) left out: its code, written by git in an index of
 * its own (the checkout's is untouched); undefined when the uat folder is the top folder. With `index`,
 * that index already holds the tree.
 */
async function treeOutside(root, tree, folder, index) {
    if (!folder)
        return undefined;
    const { runGit } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const tmp = index === undefined ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'proofgate-index-')) : undefined;
    const env = { GIT_INDEX_FILE: index ?? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'index'), GIT_LITERAL_PATHSPECS: '0' };
    try {
        if (tmp)
            await runGit(root, ['read-tree', tree], { env });
        await runGit(root, ['rm', '-r', '-q', '-f', '--cached', '--ignore-unmatch', '--', ...recordPathspecs(folder)], { env });
        return (await runGit(root, ['write-tree'], { env })).trim();
    }
    finally {
        if (tmp)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { recursive: true, force: true });
    }
}
/** The uat folder as a path inside the repository at `root` ('' when it is the top folder): runs and triage are written there, never code. */
function uatPathIn(root, uatRoot) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(uatRoot)).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
}
/** The fields of `code` a page carries into its runs (a working checkout's list of uncommitted files stays with the server). */
function runCode(code) {
    return { commit: code.commit, tree: code.tree, ...(code.outside ? { outside: code.outside } : {}) };
}
/**
 * The code the checkout runs: HEAD's commit and the tree of its working files but the uat folder's records
 * (staged, unstaged and untracked files alike; ignored ones are no code git holds). With nothing
 * uncommitted the tree is HEAD's; else it is a tree no commit has, so a run records what ran and the
 * gate can tell it is no commit's code. Built in a copy of the index: the checkout's own is untouched,
 * and its stat data spares rehashing unchanged files. The uat folder's records are HEAD's, so a run saved
 * at every tick does not move the code under its own run; any other file there is code (isUatRecord).
 */
async function workingCode(cwd, uatRoot) {
    const head = await codeAt(cwd);
    if (!head)
        return undefined;
    const { nestedRepositories, openRepo, raw, runGit, withIndexCopy } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const repo = await openRepo(cwd);
    // Where the checkout has no index to copy, HEAD's tree read into a new one.
    return withIndexCopy(repo.root, async (env, copied) => {
        if (!copied)
            await runGit(repo.root, ['read-tree', head.commit], { env });
        const folder = uatPathIn(repo.root, uatRoot);
        // A repository of its own records as a gitlink: the commit it has checked out, never its files.
        // Outside the uat folder, one with no commit yet (git add -A refuses it), or whose files are not
        // that commit, holds code a run would not record, and the run could pass for HEAD's: refused.
        // A repository of its own is never a record: in the uat folder too it is code.
        const { empty, dirty } = await nestedRepositories(repo);
        if (empty.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${shownNames(empty)}: a repository of its own with no commit yet, whose files no tree can record (a run would pass for code it did not record); commit in it, remove it or ignore it (.gitignore), then serve or build again`);
        if (dirty.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${shownNames(dirty)}: a repository of its own (a submodule, or a clone in the checkout) with changes no commit of it holds: a run records only the commit it has checked out, and would pass for code it did not record; commit them in it or discard them, then serve or build again`);
        await runGit(repo.root, ['add', '-A'], { env });
        // The records are HEAD's: a run saved at every tick does not move the code under its own run.
        if (folder)
            await runGit(repo.root, ['reset', '-q', head.commit, '--', ...recordPathspecs(folder)], {
                env: { ...env, GIT_LITERAL_PATHSPECS: '0' },
            });
        const tree = (await runGit(repo.root, ['write-tree'], { env })).trim();
        const uncommitted = tree === head.tree
            ? []
            : (await raw(repo, ['-c', 'core.quotePath=false', 'diff-tree', '-r', '--name-only', '--no-renames', '-z', head.tree, tree]))
                .split('\0')
                .filter(Boolean);
        const outside = await treeOutside(repo.root, tree, folder, env.GIT_INDEX_FILE);
        return { ...head, tree, ...(outside ? { outside } : {}), uncommitted };
    });
}
/** Names from the checkout as a message shows them: controls and bidirectional marks as U+XXXX, so a name forges no line. */
function shownNames(paths) {
    return `${paths
        .slice(0, 5)
        .map((p) => JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(p)))
        .join(', ')}${paths.length > 5 ? ', …' : ''}`;
}
/** The words for code a build or a server hands over with uncommitted changes: its runs pass for no commit. */
function uncommittedNote(code) {
    if (!code.uncommitted.length)
        return undefined;
    return `the checkout has uncommitted changes to ${code.uncommitted.length} file(s) of code (${shownNames(code.uncommitted)}): a run of this page records them (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(code.tree)}, not commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(code.commit)}'s) and passes the gate for no commit; commit them, then serve or build again`;
}
/**
 * Where the uat folder holds acceptance itself, and so no code: recipes (`specs/<id>.json`, bound to
 * a run by their hash), built pages (`pages/<name>.html`), runs (`results/<id>/<run>.json`) and
 * triage files (`triage/<id>.json`). Any other file there is code as any file is: a module or a link
 * target a page's code loads from the uat folder (`lib/impl.js` that `src/app.js` requires) changes
 * what was tested. A file at a record's path is a record only when it is one (recordsAmong).
 */
const UAT_RECORD = /^(?:specs\/[^/]+\.json|pages\/[^/]+\.html|results\/[^/]+\/[^/]+\.json|triage\/[^/]+\.json)$/;
function isUatRecord(path, folder) {
    return folder !== '' && path.startsWith(`${folder}/`) && UAT_RECORD.test(path.slice(folder.length + 1));
}
/** The same records as git pathspecs (a glob's `*` stops at a `/`; the folder's own name taken literally). */
function recordPathspecs(folder) {
    const literal = folder.replace(/[*?[\]\\]/g, '\\$&');
    return ['specs/*.json', 'pages/*.html', 'results/*/*.json', 'triage/*.json'].map((p) => `:(glob,top)${literal}/${p}`);
}
/** What a record of each kind must be; undefined for a page (isBuiltPage). */
function recordSchema(path, folder) {
    const kind = path.slice(folder.length + 1).split('/')[0];
    if (kind === 'specs')
        return { schema: 'uat-spec', max: _spec_js__WEBPACK_IMPORTED_MODULE_11__/* .SPEC_MAX_BYTES */ .Fv };
    if (kind === 'results')
        return { schema: 'uat-run', max: _runs_js__WEBPACK_IMPORTED_MODULE_10__/* .RUN_MAX_BYTES */ .Rf };
    if (kind === 'triage')
        return { schema: 'uat-triage', max: _triage_js__WEBPACK_IMPORTED_MODULE_12__/* .TRIAGE_MAX_BYTES */ .gV };
    return { max: Infinity };
}
/** Whether `data`, found at `path`, is a record of the kind its path says, as the uat commands read one. */
async function isRecord(path, folder, data) {
    if (!data)
        return false;
    const { schema, max } = recordSchema(path, folder);
    if (!schema)
        return (0,_page_js__WEBPACK_IMPORTED_MODULE_9__/* .isBuiltPage */ .WS)(data.toString('utf8'));
    if (data.length > max)
        return false;
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseStrictJson */ .RJ)(data);
    return parsed.ok && !(await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .schemaErrors */ .d)(schema, parsed.data)).length;
}
/**
 * Where a link at `link` whose text is `target` leads, as a repository path ('.' for its top folder),
 * or undefined when it leads out of the repository. A link no blob was read for leads anywhere.
 */
function linkTarget(root, link, target) {
    if (!target)
        return '.';
    const text = target.toString('utf8');
    const at = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.isAbsolute(text) ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, text).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/') : node_path__WEBPACK_IMPORTED_MODULE_3__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.dirname(link), text);
    const path = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(at || '.').replace(/\/$/, '');
    return path === '..' || path.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_3__.posix.isAbsolute(path) ? undefined : path;
}
/**
 * The changed paths of record shape that are records: a regular file on each side the change has, that
 * is a record of its kind there (a spec, run or triage file its schema takes, a page uat build writes),
 * and that no link in `head` leads to (itself or a folder holding it). An app can load any file (a link
 * `src/flags.json`, a `require` of `../_bmad-output/uat/specs/flags.json`): one that is not a record is
 * code. Only the changed files are read, with the links, in one `git cat-file --batch`.
 */
async function recordsAmong(repo, head, shaped, folder) {
    const files = shaped.filter((c) => [c.from, c.to].every((s) => !s || /^100(644|755)$/.test(s.mode)));
    if (!files.length)
        return new Set();
    const { readObjects, scanTree } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const links = await scanTree(repo, head, (e) => e.mode === '120000');
    const oids = [...files.flatMap((c) => [c.from?.oid, c.to?.oid]), ...links.map((l) => l.oid)].filter((o) => !!o);
    const blobs = await readObjects(repo.root, [...new Set(oids)]);
    const targets = links.map((l) => linkTarget(repo.root, l.path, blobs.get(l.oid)?.data)).filter((t) => t !== undefined);
    const out = new Set();
    for (const c of files) {
        if (targets.some((t) => t === '.' || t === c.path || c.path.startsWith(`${t}/`)))
            continue;
        const sides = [c.from, c.to].filter((s) => s !== null);
        let record = true;
        for (const s of sides)
            record &&= await isRecord(c.path, folder, blobs.get(s.oid)?.data);
        if (record)
            out.add(c.path);
    }
    return out;
}
/**
 * Why `run` is not a run of the code `head` holds, else undefined. The run's own commit is usually not
 * the head: committing the run (and its triage) makes a new one. So the two are compared outside the
 * uat folder, where the code is; with `since` (a merge queue group's base: its head also holds the
 * changes queued before it), only the files the group changes since it.
 */
async function codeDrift(o) {
    const play = `play the recipe again on a page served or built at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}`;
    if (o.run.tree === o.head.tree)
        return undefined;
    const { openRepo, raw } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(3073)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const { DIFF_SETTINGS } = await __webpack_require__.e(/* import() */ 3223).then(__webpack_require__.bind(__webpack_require__, 3223));
    const { rawSides } = await Promise.all(/* import() */[__webpack_require__.e(308), __webpack_require__.e(6769), __webpack_require__.e(3437)]).then(__webpack_require__.bind(__webpack_require__, 63437));
    const repo = await openRepo(o.cwd);
    const diff = (how, from, to) => raw(repo, ['-c', 'core.quotePath=false', 'diff', ...how, '--no-renames', '-z', ...DIFF_SETTINGS, from, to, '--']);
    const names = async (from, to) => (await diff(['--name-only'], from, to)).split('\0').filter(Boolean);
    // With each side's mode and object: whether a file at a record's path is a record is read from them.
    const changes = async (from, to) => rawSides(await diff(['--raw', '--no-abbrev'], from, to));
    const folder = uatPathIn(repo.root, o.uatRoot);
    let changed;
    let committed;
    try {
        committed = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${o.run.commit}^{tree}`])).trim();
        changed = o.run.commit === o.head.commit ? [] : await changes(o.run.commit, o.head.commit);
    }
    catch {
        // A squash or rebase merge: the commit played is gone with its branch, and the code is what the run records.
        if (o.run.outside && o.run.outside === (await treeOutside(repo.root, o.head.tree, folder)))
            return undefined;
        return `the run tested commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)}, which is not in this clone (check out with \`fetch-depth: 0\`), so it cannot be shown to be the code of ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}: ${o.run.commit} may be a commit rewritten away${o.run.outside ? `, and its code (but the uat folder's records) is not ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}'s` : ''}; ${play}`;
    }
    // A tree that is not its commit's is a checkout's uncommitted files (see workingCode): no commit holds what ran, the head's included.
    if (committed !== o.run.tree)
        return `the run was played on uncommitted changes to commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)} (it records tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.tree)}, not the commit's ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(committed)}): no commit holds the code it tested, so it is no evidence for ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}; commit the changes, then ${play}`;
    const scope = o.since === undefined ? undefined : new Set(await names(o.since, o.head.commit));
    const scoped = changed.filter((c) => !scope || scope.has(c.path));
    const records = await recordsAmong(repo, o.head.commit, scoped.filter((c) => isUatRecord(c.path, folder)), folder);
    const code = scoped.map((c) => c.path).filter((p) => !records.has(p));
    if (!code.length)
        return undefined;
    return `the run tested commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)}, but the code gated is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}: ${code.length} file(s) changed since (${shownNames(code)}); ${play}`;
}
/** The code a run records, checked against the one `uat serve` holds: a run is saved only for the code served. */
function servedCodeRefusal(run, served) {
    if (!served)
        return run.code ? 'this checkout is in no git repository: a run here records no commit' : undefined;
    if (run.code?.commit === served.commit && run.code.tree === served.tree && run.code.outside === served.outside)
        return undefined;
    const now = served.uncommitted.length
        ? `${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.commit)} with uncommitted changes (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.tree)}: ${shownNames(served.uncommitted)})`
        : (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.commit);
    return run.code
        ? `the run was started on commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(run.code.commit)} (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(run.code.tree)}), but this checkout is now at ${now}: the code changed under the run; reload the page and start a new run`
        : `the run records no commit, but this checkout is at ${now}: reload the page and start a new run`;
}


/***/ }),

/***/ 74571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bO: () => (/* binding */ VERDICT_EXIT),
/* harmony export */   uatGate: () => (/* binding */ uatGate)
/* harmony export */ });
/* unused harmony exports ESTABLISHES, DOES_NOT_ESTABLISH, assessGate, gateLines */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39559);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31992);
/* harmony import */ var _at_commit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26847);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79431);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31854);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4243);
/* harmony import */ var _code_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(82693);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(90108);













const VERDICT_EXIT = {
    passed: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.ok,
    failed: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.failed,
    awaiting: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.awaiting,
    stale: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.stale,
};
const ESTABLISHES = 'human-observed: complete, current and triaged';
const DOES_NOT_ESTABLISH = 'that the tester looked at the right place, or anything the recipe does not cover';
const ANSWERED = { fail: 'failed', blocked: 'blocked', skip: 'skipped' };
/**
 * The forbidden name `who` reads as, if any: the name as typed, or without what it holds in
 * brackets, which labels a name rather than being it (`Octocat (PR author)`, `octocat[bot]`).
 */
function forbidden(g, who) {
    const names = [who, who.replace(LABEL, ' ')];
    return g.forbiddenTesters.find((n) => (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(n) && names.some((name) => (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(name) && g.sameName?.(name, n)));
}
/** A part of a name in brackets of any kind (one level; what is unclosed stays). */
const LABEL = /[([{<（［【][^)\]}>）］】]*[)\]}>）］】]/g;
/** The verdict over the latest run: finished, current, complete, triaged, writes confirmed, else the reasons. */
function assessGate(g) {
    const reasons = [];
    const rel = (f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(g.cwd, f) || f;
    for (const bad of g.runs.invalid)
        reasons.push(`${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible).join('; ')}`);
    // Which run is the latest cannot be told from the runs read: no verdict of a run, failed.
    if (g.runs.overflow)
        return { verdict: 'failed', reasons: [`${rel(g.runs.overflow.folder)} ${g.runs.overflow.why}`, ...reasons], open: [] };
    const last = g.runs.runs.at(-1);
    if (!last) {
        if (reasons.length)
            return { verdict: 'failed', reasons, open: [] };
        return { verdict: 'awaiting', reasons: ['no run yet'], open: [] };
    }
    const { run } = last;
    const base = { run, runFile: last.file };
    if (last.stale) {
        return {
            ...base,
            verdict: 'stale',
            open: [],
            reasons: [
                `the latest run (${run.runId}) answered spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(run.specSha256)}; the spec is now ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(g.sha256)}: rebuild the page and replay`,
                ...reasons,
            ],
        };
    }
    if (g.codeStale)
        return { ...base, verdict: 'stale', open: [], reasons: [g.codeStale, ...reasons] };
    const t = (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .tally */ .N4)(run, g.spec);
    if (run.finishedAt === null) {
        return {
            ...base,
            tally: t,
            open: [],
            verdict: 'awaiting',
            reasons: [
                `the run ${run.runId} is not finished: ${t.todo} of ${t.todo + t.pass + t.fail + t.blocked + t.skip} expectations still to do`,
                ...reasons,
            ],
        };
    }
    const tf = g.triageFile;
    if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(run.tester))
        reasons.push('the run is unsigned: the tester gave no name');
    else {
        const match = forbidden(g, run.tester);
        if (match)
            reasons.push(`the run was played by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.tester))}, which reads as ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(match))}, who may not accept their own work`);
    }
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .statuses */ .bM)(run);
    reasons.push(...disagreements(g.runs.runs, last, s));
    const todo = (0,_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .expectations */ .Eu)(g.spec).filter((e) => (s.get(e.id)?.status ?? null) === null);
    if (todo.length)
        reasons.push(`${todo.length} expectation(s) unanswered: ${todo.map((e) => e.id).join(', ')}`);
    let triage = g.triage;
    if (triage && triage.runId !== run.runId) {
        reasons.push(`${tf} answers run ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(triage.runId)}, not the latest run ${run.runId}: triage the latest run there`);
        triage = undefined;
    }
    else
        reasons.push(...(g.editedChecks ?? []));
    // Who may not accept their own work may not settle it for someone else's run either.
    for (const [role, who] of [
        ...(triage?.items ?? []).flatMap((i) => i.decision === 'accept-risk' && i.owner ? [[`owns the accepted risk of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(i.expect)}`, i.owner]] : []),
        ...(triage?.writeChecks ?? []).map((c) => [`recorded the write check of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(c.step)}`, c.by]),
    ]) {
        const match = forbidden(g, who);
        if (match)
            reasons.push(`${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(who))} ${role} in ${tf} and reads as ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(match))}, who may not accept their own work`);
    }
    const items = new Map((triage?.items ?? []).map((i) => [i.expect, i]));
    const open = [];
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .expectations */ .Eu)(g.spec)) {
        const a = s.get(e.id);
        if (!a || a.status === null || a.status === 'pass')
            continue;
        const item = items.get(e.id);
        open.push({
            expect: e.id,
            step: e.step.id,
            text: e.text,
            status: a.status,
            note: a.note,
            ...(item ? { class: item.class, decision: item.decision, ...(item.owner ? { owner: item.owner } : {}) } : {}),
        });
        const what = `${e.id} (${ANSWERED[a.status]})`;
        if (!item)
            reasons.push(`${what} is not triaged: add a class and a decision in ${tf}`);
        else if (item.class === 'undecided')
            reasons.push(`${what} is undecided: ask the tester what they saw, never guess, then record the class and decision in ${tf}`);
        else if (item.decision === 'ask-tester')
            reasons.push(`${what} waits for the tester's answer: record the decision in ${tf}`);
        else if (a.status !== 'fail' && item.decision !== 'accept-risk')
            reasons.push(`${what} needs a replay or an accept-risk decision by a named owner in ${tf}`);
    }
    reasons.push(...writeReasons(g.spec, s, items, triage, tf, run.startedAt));
    return { ...base, tally: t, open, verdict: reasons.length ? 'failed' : 'passed', reasons };
}
/**
 * The other runs of this revision that were still being played when the latest began (finished
 * after it began, or never finished), and that disagree with it: one line each. Where such a run
 * failed or blocked an expectation, the latest must have failed it too (a pass, a skip or a block
 * of the latest does not answer a failure a second witness saw); where it skipped one the latest
 * passed, it disagrees as well. A run replays over those that finished before it started; one
 * played at the same time (another tester, another tab) is a second witness of the same product,
 * and the later start alone does not make it the one to believe.
 */
function disagreements(runs, latest, s) {
    const began = (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(latest.run.startedAt);
    return runs.flatMap(({ run, stale }) => {
        if (run === latest.run || stale || (run.finishedAt !== null && (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(run.finishedAt) <= began))
            return [];
        const against = run.answers.flatMap((a) => {
            const mine = s.get(a.expect)?.status;
            const seen = a.status === 'fail' || a.status === 'blocked' ? mine !== 'fail' : a.status === 'skip' && mine === 'pass';
            return seen ? [`${a.expect} ${ANSWERED[a.status]}`] : [];
        });
        if (!against.length)
            return [];
        const when = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.startedAt)} to ${run.finishedAt === null ? 'unfinished' : (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.finishedAt)}`;
        const then = run.finishedAt === null ? 'finish or remove it, then play a new run' : 'play a new run once both are finished';
        return [
            `run ${run.runId} by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.tester))} (${when}) played this revision while the latest run ${latest.run.runId} did, and disagrees: ${against.join(', ')} there; ${then}`,
        ];
    });
}
/**
 * Every answered writing step needs its write check, whatever its answers and their triage: a
 * tick is not a write, and a failed, blocked or skipped check does not show that nothing was
 * written. A failed write check is accepted only where the step's failure is triaged as the
 * product's (or the data's): a `recipe` class says the screen was right, which a missing write
 * contradicts.
 */
function writeReasons(spec, s, items, triage, tf, startedAt) {
    const out = [];
    for (const step of spec.steps.filter((st) => st.writes)) {
        const answers = step.expect.map((e) => ({ id: e.id, status: s.get(e.id)?.status ?? null }));
        if (answers.some((a) => a.status === null))
            continue; // unanswered: said above
        const open = answers.filter((a) => a.status !== 'pass');
        const which = open.map((a) => `${a.id} ${ANSWERED[a.status]}`).join(', ');
        const kind = step.verify.kind;
        const check = (0,_triage_js__WEBPACK_IMPORTED_MODULE_6__/* .latestWriteCheck */ .Fp)(triage, step.id, startedAt, kind);
        const recorded = check ? [] : (triage?.writeChecks ?? []).filter((c) => c.step === step.id);
        const why = recorded.some((c) => c.kind !== kind)
            ? ` (the one recorded is a \`${recorded.find((c) => c.kind !== kind).kind}\` check: only a \`${kind}\` check, as the step says, vouches for its write)`
            : recorded.length
                ? ` (the one recorded was made before this run started, ${startedAt}: it vouches for an earlier run)`
                : '';
        const record = `run its \`${kind}\` check read-only (\`uat verify\`) and record it in writeChecks of ${tf}${why}`;
        if (!check && !open.length)
            out.push(`${step.id} writes and passed, but no write check is recorded: ${record}`);
        else if (!check)
            out.push(`${step.id} writes and ${which}, but no write check is recorded: a failed, blocked or skipped check does not show that nothing was written; ${record} (ok: false when nothing was written)`);
        else if (!check.ok && !open.length)
            out.push(`${step.id} writes and passed, but its write check failed (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(check.by)}, ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(check.at)}): the tick is not a write`);
        else if (!check.ok) {
            const classes = open.map((a) => items.get(a.id)?.class);
            if (classes.every((c) => c !== undefined) && !classes.some((c) => c === 'product' || c === 'data'))
                out.push(`${step.id}'s write check failed (nothing was written), but ${which} is triaged as ${[...new Set(classes)].join(', ')}, which says the screen was right: classify the failure as product or data in ${tf}`);
        }
    }
    return out;
}
function gateLines(id, a) {
    const by = a.run && a.verdict !== 'awaiting' ? ` (run by ${(0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(a.run.tester) ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(a.run.tester) : 'an unsigned tester'})` : '';
    const lines = [`${id}: ${a.verdict}${by}`, ...a.reasons.map((r) => `- ${r}`)];
    if (a.verdict !== 'passed')
        return lines;
    // Triaged is not fixed: a pass with failures decided on says which stand, as the job summary's table does.
    for (const o of a.open)
        lines.push(`- stays open: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(o.expect)} (${ANSWERED[o.status]}) triaged ${o.class}, decision ${o.decision}${o.owner ? `, risk owned by ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(o.owner)}` : ''}: passed as triaged, not replayed`);
    lines.push(`establishes: ${ESTABLISHES}; does not establish ${DOES_NOT_ESTABLISH}`);
    return lines;
}
/**
 * Why the latest run is no evidence for the code gated, else undefined: it tested another commit whose
 * code differs (any file but the uat folder's records), or it records none (format 1). Outside a git repository there is
 * no commit to bind to; a run of another spec revision is stale already.
 */
async function runCodeStale(o, uatRoot, last) {
    if (!last || last.stale)
        return undefined;
    const head = await (0,_code_js__WEBPACK_IMPORTED_MODULE_11__/* .codeAt */ .LT)(o.cwd, o.head);
    if (!head) {
        if (o.head !== undefined)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`--head ${JSON.stringify(o.head)}: ${o.cwd} is in no git repository`);
        return undefined;
    }
    const { run } = last;
    if (!run.code)
        return `the latest run (${run.runId}) records no commit (format ${run.schema}, from before runs were bound to the code they tested): it is kept and read, but it passes for no code; play the recipe again on a page served or built at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(head.commit)}`;
    const drift = await (0,_code_js__WEBPACK_IMPORTED_MODULE_11__/* .codeDrift */ .d$)({ cwd: o.cwd, uatRoot, run: run.code, head, ...(o.headSince !== undefined ? { since: o.headSince } : {}) });
    return drift && `the latest run (${run.runId}): ${drift}`;
}
async function uatGate(o) {
    // Given a base, its settings say where the runs are: a change that moves the uat folder moves none.
    const config = o.config ?? (o.base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_9__/* .loadUatConfigAt */ .wA)(o.cwd, o.base));
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .uatFolder */ .p)(o.cwd, o.dir, config);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const base = o.base === undefined ? undefined : await (0,_at_commit_js__WEBPACK_IMPORTED_MODULE_7__/* .atCommit */ .n)(o.cwd, o.base, 'the runs the base holds are read too');
    const runs = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadRuns */ .lR)(folder, spec, sha256, base);
    const triage = await (0,_triage_js__WEBPACK_IMPORTED_MODULE_6__/* .loadTriage */ .Vm)(folder, o.id, o.cwd);
    const triageFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(o.cwd, folder.triage(o.id)) || folder.triage(o.id);
    const editedChecks = base ? await (0,_triage_js__WEBPACK_IMPORTED_MODULE_6__/* .editedWriteChecks */ .Qq)(folder, o.id, triage, base, triageFile) : [];
    const forbiddenTesters = o.forbidTester ?? [];
    const codeStale = await runCodeStale(o, folder.root, runs.runs.at(-1));
    const a = assessGate({
        spec,
        sha256,
        runs,
        triage,
        forbiddenTesters,
        ...(forbiddenTesters.length ? { sameName: await (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameMatcher */ .MH)() } : {}),
        triageFile,
        editedChecks,
        ...(codeStale ? { codeStale } : {}),
        cwd: o.cwd,
    });
    return {
        ...a,
        exitCode: VERDICT_EXIT[a.verdict],
        lines: gateLines(o.id, a),
        specSha256: sha256,
        establishes: ESTABLISHES,
        doesNotEstablish: DOES_NOT_ESTABLISH,
    };
}


/***/ }),

/***/ 84767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ renderPage),
/* harmony export */   WS: () => (/* binding */ isBuiltPage),
/* harmony export */   tb: () => (/* binding */ pageAssets),
/* harmony export */   yY: () => (/* binding */ PAGE_GUARANTEES)
/* harmony export */ });
/* unused harmony export asciiJson */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_assets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74502);



/** What the page promises; `uat build` prints them and test/uat/page-*.test.ts proves them in Chromium. */
const PAGE_GUARANTEES = [
    'hidden-before-start',
    'no-answer-before-run',
    'verified-local-write',
    'honest-save-status',
    'save-on-every-change',
    'restore-before-capabilities',
    'newer-copy-wins',
    'revision-guard',
    'other-tab-notice',
    'unreadable-draft-kept',
    'progress-accessible',
    'storage-explained',
    'finished-is-not-accepted',
    'unload-guard',
    'utf8-and-escaped-diacritics',
    'export-is-the-run',
    'no-third-party-requests',
];
let assets;
/** The template ships as files beside the bundle; read once per process. */
async function pageAssets() {
    if (!assets) {
        const read = (name) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,_text_assets_js__WEBPACK_IMPORTED_MODULE_2__/* .assetPath */ .Q)('templates', 'uat', name), 'utf8');
        const [html, css, js, i18n] = await Promise.all([read('page.html'), read('page.css'), read('page.js'), read('i18n.json')]);
        assets = { html, css, js, i18n: JSON.parse(i18n) };
    }
    return assets;
}
/**
 * Every code point outside printable ASCII as \uXXXX, and `<`, `>`, `&` too:
 * the file is pure ASCII (no encoding mix-up can mangle a diacritic) and no
 * spec text can close the script element it sits in.
 */
function asciiJson(value) {
    return JSON.stringify(value).replace(/[^\x20-\x7e]|[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const cspHash = (text) => `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/**
 * Whether `text` is a page renderPage wrote: the template's first line and the meta tag naming its
 * spec's revision. A file at a page's path that is not one is code (code.ts: an app may serve it).
 */
function isBuiltPage(text) {
    return /^<!doctype html>\r?\n/.test(text) && /\n<meta name="proofgate-uat-spec-sha256" content="[0-9a-f]{64}">\r?\n/.test(text);
}
/** One self-contained HTML file: inline style and script pinned by hash in a CSP that allows no other origin. */
async function renderPage(input) {
    const a = await pageAssets();
    const data = asciiJson({ spec: input.spec, sha: input.sha256, serve: input.serve, code: input.code ?? null, i18n: a.i18n });
    if (/[^\x00-\x7f]/.test(a.js + a.css + a.html))
        throw new Error('the page template must be ASCII');
    const csp = [
        "default-src 'none'",
        `script-src ${cspHash(a.js)}`,
        `style-src ${cspHash(a.css)}`,
        'img-src data:',
        `connect-src ${input.serve ? "'self'" : "'none'"}`,
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    const fill = { CSP: csp, SHA: input.sha256, STYLE: a.css, DATA: data, SCRIPT: a.js };
    return a.html.replace(/\{\{([A-Z]+)\}\}/g, (m, k) => fill[k] ?? m);
}


/***/ })

};
