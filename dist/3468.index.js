export const id = 3468;
export const ids = [3468,8467,2135];
export const modules = {

/***/ 10308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   Kd: () => (/* binding */ aheadBehind),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   __: () => (/* binding */ checkRef),
/* harmony export */   _d: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_4__._d),
/* harmony export */   hG: () => (/* binding */ SHA),
/* harmony export */   lS: () => (/* binding */ raw),
/* harmony export */   openAndResolve: () => (/* binding */ openAndResolve),
/* harmony export */   readObjects: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_4__.$I),
/* harmony export */   treeEntries: () => (/* binding */ treeEntries),
/* harmony export */   wu: () => (/* binding */ mergeBase),
/* harmony export */   yQ: () => (/* binding */ hashFiles)
/* harmony export */ });
/* unused harmony export isShallow */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74724);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _toplevel_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17349);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63040);





async function openRepo(cwd) {
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: cwd, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)());
    let root;
    try {
        root = (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (err) {
        throw (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .openError */ .n3)(cwd, err.message);
    }
    return {
        root,
        git: (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)()),
    };
}
/** `git <args>` in the repository; rejects with git's own message. */
function raw(repo, args) {
    return repo.git.raw(args);
}
async function isShallow(repo) {
    return (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
const SHALLOW_HINT = 'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';
/** A ref git may be given as a revision: not empty, no option, no control character, at most 256 characters. */
function checkRef(ref, what) {
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
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
        const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: cwd, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)());
        const [root, ...shas] = (await git.raw(['rev-parse', '--show-toplevel', ...refs.map((r) => `${r.ref}^{commit}`), '--']))
            .trim()
            .split('\n');
        if (root && shas.length === refs.length + 1 && shas.slice(0, -1).every((s) => SHA.test(s))) {
            return {
                repo: {
                    root,
                    git: (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)()),
                },
                shas: shas.slice(0, -1),
            };
        }
    }
    catch {
        /* the precise path below explains */
    }
    const repo = await openRepo(cwd);
    return { repo, shas: await Promise.all(refs.map((r) => resolveCommit(repo, r.ref, r.what))) };
}
/** Resolves a ref to a commit SHA, or explains why it cannot. */
async function resolveCommit(repo, ref, what) {
    checkRef(ref, what);
    try {
        // simple-git resolves a silent non-zero exit with empty output: only a SHA counts.
        const sha = (await raw(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
        if (!SHA.test(sha))
            throw new Error('not found');
        return sha;
    }
    catch {
        const hint = (await isShallow(repo)) ? `; ${SHALLOW_HINT}` : '';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} is not a commit in this repository${hint}`);
    }
}
async function mergeBase(repo, base, head) {
    try {
        return (await raw(repo, ['merge-base', base, head])).trim();
    }
    catch {
        const hint = (await isShallow(repo)) ? SHALLOW_HINT : 'the two refs share no history';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
    }
}
/** What `commit` holds at `paths` (`git ls-tree -l`; with `recursive`, every file under them). Nothing is read from the work tree. */
async function treeEntries(repo, commit, paths, { recursive = false } = {}) {
    if (paths.length === 0)
        return [];
    const out = await raw(repo, ['-c', 'core.quotePath=false', 'ls-tree', '-z', '-l', ...(recursive ? ['-r'] : []), commit, '--', ...paths]);
    return out
        .split('\0')
        .filter(Boolean)
        .map((line) => {
        const tab = line.indexOf('\t');
        const [mode = '', type = '', oid = '', size = '-'] = line.slice(0, tab).trim().split(/\s+/);
        return { mode, type, oid, size: size === '-' ? null : Number(size), path: line.slice(tab + 1) };
    });
}
/** How far `to` is from `from`: commits only `to` has (ahead) and only `from` has (behind). */
async function aheadBehind(repo, from, to) {
    const [behind, ahead] = (await raw(repo, ['rev-list', '--left-right', '--count', `${from}...${to}`, '--']))
        .trim()
        .split(/\s+/)
        .map(Number);
    return { ahead: ahead, behind: behind };
}
/** `git <args>` in `root` as its own process: stdout on success, git's own message on failure. */
function runGit(root, args, { stdin = '', env = {} } = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, { cwd: root, env: { ...(0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)(), ...env } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d.toString()));
        child.stderr.on('data', (d) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => {
            if (code === 0)
                resolve(stdout);
            else
                reject(new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`git ${args.find((a) => !a.startsWith('-')) ?? ''} failed: ${stderr.trim().split('\n')[0]}`));
        });
        child.stdin.on('error', () => undefined); // git may exit before reading all of stdin; its exit code says why
        child.stdin.end(stdin);
    });
}
/**
 * Hashes working-tree files as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects.
 */
async function hashFiles(root, paths, { write = true } = {}) {
    if (paths.length === 0)
        return [];
    const out = await runGit(root, ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'], {
        stdin: paths.map((p) => `${p}\n`).join(''),
    });
    const oids = out.split('\n').filter(Boolean);
    if (oids.length !== paths.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`git hash-object failed: ${oids.length} ids for ${paths.length} files`);
    return oids;
}


/***/ }),

/***/ 81586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ treeWith),
/* harmony export */   w: () => (/* binding */ diffByPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10308);




const PER_PROCESS = 500;
/**
 * The unified diff of each entry (keyed by `path`), from a few git processes (500 entries each)
 * rather than one per file. An entry's part is taken only when its header names its paths
 * exactly; a path git quotes in the header, or a rename git pairs otherwise, is asked for on its
 * own, so no file is ever given another's hunks. Repository settings that would change the text
 * (external diff drivers, textconv, prefixes, colour) are overridden.
 */
async function diffByPath(repo, o, entries) {
    const args = [
        '-c',
        'core.quotePath=false',
        'diff',
        o.renames ? '-M' : '--no-renames',
        `-U${o.context}`,
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        '--ignore-submodules=none',
        o.base,
        o.head,
        '--',
    ];
    const pathsOf = (e) => (e.from !== undefined ? [e.from, e.path] : [e.path]);
    const out = new Map();
    for (let i = 0; i < entries.length; i += PER_PROCESS) {
        const group = entries.slice(i, i + PER_PROCESS);
        const byHeader = new Map(group.map((e) => [`diff --git a/${e.from ?? e.path} b/${e.path}`, e.path]));
        for (const part of (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, [...args, ...group.flatMap(pathsOf)])).split(/^(?=diff --git )/m)) {
            const path = byHeader.get(part.slice(0, part.indexOf('\n')));
            if (path !== undefined)
                out.set(path, part);
        }
    }
    for (const e of entries)
        if (!out.has(e.path))
            out.set(e.path, await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, [...args, ...pathsOf(e)]));
    return out;
}
/**
 * A tree object: `base` with `put` entries written in and `remove` paths taken out, built in an
 * index of its own (the repository's index is never touched). Every object must already be in
 * the object store.
 */
async function treeWith(repo, base, put, remove) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'proofgate-index-'));
    const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index') };
    try {
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(repo.root, ['read-tree', base], { env });
        const zero = '0'.repeat(base.length);
        const info = [...remove.map((p) => `0 ${zero}\t${p}\0`), ...put.map((e) => `${e.mode} ${e.oid}\t${e.path}\0`)].join('');
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(repo.root, ['update-index', '-z', '--index-info'], { env, stdin: info });
        return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(repo.root, ['write-tree'], { env })).trim();
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 51045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ BUILTIN_RULES)
/* harmony export */ });
const BUILTIN_RULES = [
    { id: 'general', title: 'Every file: callers, removed behaviour, boundaries, errors, trust, tests', group: 'code', globs: ['**'] },
    {
        id: 'javascript-typescript',
        title: 'JavaScript and TypeScript, JSX, TSX, Vue and Svelte',
        group: 'code',
        globs: ['**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}', '**/*.{vue,svelte}'],
    },
    { id: 'python', title: 'Python', group: 'code', globs: ['**/*.{py,pyi,pyx}'] },
    { id: 'sql-and-migrations', title: 'SQL and schema migrations', group: 'data', globs: ['**/*.sql', '**/migrations/**', '**/migrate/**'] },
    { id: 'shell', title: 'Shell scripts', group: 'code', globs: ['**/*.{sh,bash,zsh,ksh}', '**/.ci/run', '**/bin/*.sh'] },
    {
        id: 'ci-workflows',
        title: 'CI workflows and action metadata',
        group: 'delivery',
        globs: [
            '.github/workflows/*.{yml,yaml}',
            '**/action.{yml,yaml}',
            '.gitlab-ci.yml',
            '**/.circleci/config.yml',
            '**/Jenkinsfile',
            '**/azure-pipelines.yml',
        ],
    },
    {
        id: 'containers',
        title: 'Container build and compose files',
        group: 'delivery',
        globs: [
            '**/Dockerfile',
            '**/Dockerfile.*',
            '**/*.dockerfile',
            '**/Containerfile',
            '**/{docker-compose,compose}*.{yml,yaml}',
            '**/.dockerignore',
        ],
    },
    {
        id: 'configuration',
        title: 'Configuration files',
        group: 'delivery',
        globs: ['**/*.{json,jsonc,json5,yml,yaml,toml,ini,cfg,conf,properties,xml,env.example}', '**/.*rc', '**/*.config.{js,cjs,mjs,ts}'],
    },
];


/***/ }),

/***/ 73219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ checkScope),
/* harmony export */   OD: () => (/* reexport safe */ _text_list_js__WEBPACK_IMPORTED_MODULE_9__.O),
/* harmony export */   QY: () => (/* binding */ abandonedUnits),
/* harmony export */   b2: () => (/* binding */ loadCoverage),
/* harmony export */   fk: () => (/* binding */ loadFindings),
/* harmony export */   h9: () => (/* binding */ loadScope),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   rv: () => (/* binding */ EVIDENCE_MAX_BYTES),
/* harmony export */   xF: () => (/* binding */ reviewPaths),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72135);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(82536);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(34919);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2807);









const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;

function reviewPaths(cwd, id, dir) {
    const checked = _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.checkId(id);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_REVIEW_DIR */ .$), checked);
    return { id: checked, root, folder, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
}
/** scope.json parsed, nothing checked yet: `checkScope` checks it against its schema and its seal. */
async function readScope(paths) {
    const file = paths.file('scope');
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(paths.root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no scope.json in ${paths.folder}: seal one first with \`proofgate review scope ${paths.id}\``);
    if (read.status === 'invalid')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} ${read.errors[0]}`);
    return read.data;
}
/** The sealed scope: valid against its schema, matching its seal, each path listed once; else an error (exit 3). */
async function checkScope(paths, data) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)('review-scope', data);
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
        actual = (0,_seal_js__WEBPACK_IMPORTED_MODULE_8__/* .scopeHash */ .h)(scope);
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
async function loadEvidence(root, file, schema, scope) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(root, file, EVIDENCE_MAX_BYTES);
    if (read.status !== 'ok')
        return read;
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)(schema, read.data);
    if (errors.length)
        return { status: 'invalid', errors };
    const data = read.data;
    if (data.scopeSha256 !== scope.scopeSha256)
        return { status: 'other-scope', scopeSha256: data.scopeSha256 };
    return { status: 'ok', data, errors: [] };
}
/** Checks that each path names a selected file, byte-equal; returns one error per bad entry. */
function pathErrors(entries, selected, what) {
    const errors = [];
    entries.forEach((e, i) => {
        const problem = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathProblem */ .z9)(e.path);
        if (problem)
            errors.push(`${what(i)}: path ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(e.path))} ${problem}`);
        else if (!selected.has(e.path))
            errors.push(`${what(i)}: path ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(e.path))} is not a selected file of the scope`);
    });
    return errors;
}
async function loadFindings(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const at = (i) => `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(loaded.data.findings[i].id)})`;
    const errors = pathErrors(loaded.data.findings, selected, at);
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
        if (seen.has(f.id))
            errors.push(`${at(i)}: duplicate id`);
        seen.add(f.id);
        if (f.unit !== undefined && !units.has(f.unit))
            errors.push(`${at(i)}: unit ${f.unit} is not a unit of the scope`);
    });
    return errors.length ? { status: 'invalid', errors } : loaded;
}
async function loadCoverage(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('coverage'), 'review-coverage', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const errors = pathErrors(loaded.data.items, selected, (i) => `items[${i}]`);
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
    return errors.length ? { status: 'invalid', errors } : loaded;
}
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
    },
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!ID.test(id) || id.includes('..'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


/***/ }),

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   tI: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export GLOB_MAX_LENGTH */
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
const RANGE = /\{[^}]*\.\.[^}]*\}/;
/**
 * Compiles globs that came from outside (inputs, a project's rules file) with the
 * hazards closed: a length cap, no extglob (ReDoS), no brace ranges (expansion
 * bombs); brace lists are allowed only where `braces` says so.
 */
/** What is wrong with one glob from outside, or null when nothing is. */
function globProblem(glob, options) {
    if (typeof glob !== 'string' || glob.trim() === '')
        return 'empty glob';
    if (glob.length > GLOB_MAX_LENGTH)
        return `glob longer than ${GLOB_MAX_LENGTH} characters`;
    if (/[\u0000-\u001f\u007f]/.test(glob))
        return 'glob contains a control character';
    if (EXTGLOB.test(glob))
        return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
    if (!options.braces && /[{}]/.test(glob))
        return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give one glob per line instead)`;
    if (RANGE.test(glob))
        return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
    return null;
}
function compileGlobs(globs, where, options) {
    for (const [i, glob] of globs.entries()) {
        const problem = globProblem(glob, options);
        if (problem)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where}[${i}]: ${problem}`);
    }
    if (globs.length === 0)
        return () => false;
    if (globs.includes('**'))
        return () => true;
    const matchers = globs.map((g) => micromatch__WEBPACK_IMPORTED_MODULE_0___default().matcher(g, { dot: true, noextglob: true, nobrace: !options.braces, posix: false }));
    return (path) => matchers.some((m) => m(path));
}


/***/ }),

/***/ 65727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ RULES_FILE),
/* harmony export */   NP: () => (/* binding */ rulesFor),
/* harmony export */   ZI: () => (/* binding */ loadRuleSet)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _builtin_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51045);
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96479);
/* harmony import */ var _text_assets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74502);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25823);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _text_yaml_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69816);








const RULES_FILE = '_bmad/review-rules.yaml';
const DOC_MAX_BYTES = 64 * 1024;
const RULES_FILE_MAX_BYTES = 256 * 1024;
async function builtinRules() {
    return Promise.all(_builtin_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .BUILTIN_RULES */ .Y.map(async (def) => {
        const doc = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,_text_assets_js__WEBPACK_IMPORTED_MODULE_4__/* .assetPath */ .Q)('rules', `${def.id}.md`), 'utf8');
        return {
            ...def,
            origin: 'builtin',
            doc,
            docSha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256 */ .sc)(doc),
            matches: (0,_globs_js__WEBPACK_IMPORTED_MODULE_3__/* .compileGlobs */ .tI)(def.globs, `rule ${def.id} globs`, { braces: true }),
        };
    }));
}
const tooLarge = (what, size, limit) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${what} is ${size} bytes; the limit is ${limit}`);
const docError = (where, docPath, what) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} ${what}`);
const outside = (where, docPath) => docError(where, docPath, 'is outside _bmad/ (rule documents live inside _bmad/)');
function workTreeFiles(root) {
    return {
        async rulesFile() {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, RULES_FILE);
            try {
                const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file);
                if (!info.isFile())
                    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${RULES_FILE} is not a regular file`);
                if (info.size > RULES_FILE_MAX_BYTES)
                    throw tooLarge(RULES_FILE, info.size, '256 KB');
                return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
            }
            catch (err) {
                if (err.code === 'ENOENT')
                    return undefined;
                throw err;
            }
        },
        // Symlinks are resolved, and the real file must still be inside _bmad/.
        async doc(docPath, where) {
            let real;
            try {
                real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, docPath));
            }
            catch {
                throw docError(where, docPath, 'does not exist');
            }
            if (!real.startsWith((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, '_bmad'))) + node_path__WEBPACK_IMPORTED_MODULE_1__.sep))
                throw outside(where, docPath);
            const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(real);
            if (!info.isFile())
                throw docError(where, docPath, 'is not a regular file');
            if (info.size > DOC_MAX_BYTES)
                throw tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, info.size, '64 KB');
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(real, 'utf8');
        },
    };
}
/** Blobs of the commit's tree: a link, a folder or a submodule is not a regular file, and git never follows a link. */
function commitFiles(repo, commit) {
    const read = async (path, limit, refuse) => {
        // Loaded here, not above: `review rules` reads the work tree and starts without simple-git.
        const { readObjects, treeEntries } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(7927)]).then(__webpack_require__.bind(__webpack_require__, 10308));
        const entry = (await treeEntries(repo, commit, [path])).find((e) => e.path === path);
        if (!entry) {
            if (refuse.missing)
                throw refuse.missing;
            return undefined;
        }
        if (entry.type !== 'blob' || !/^1006[04]4$/.test(entry.mode))
            throw refuse.notRegular;
        if ((entry.size ?? 0) > limit)
            throw refuse.large(entry.size);
        const data = (await readObjects(repo.root, [entry.oid])).get(entry.oid)?.data;
        if (!data)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${path} of commit ${commit.slice(0, 12)} is not in this clone: check out with fetch-depth: 0`);
        return data.toString('utf8');
    };
    return {
        rulesFile: () => read(RULES_FILE, RULES_FILE_MAX_BYTES, {
            notRegular: new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${RULES_FILE} is not a regular file`),
            large: (n) => tooLarge(RULES_FILE, n, '256 KB'),
        }),
        doc: async (docPath, where) => (await read(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(docPath), DOC_MAX_BYTES, {
            notRegular: docError(where, docPath, 'is not a regular file'),
            missing: docError(where, docPath, 'does not exist'),
            large: (n) => tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, n, '64 KB'),
        })),
    };
}
async function projectRules(files) {
    const text = await files.rulesFile();
    if (text === undefined)
        return undefined;
    const { parse } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    let data;
    try {
        (0,_text_yaml_js__WEBPACK_IMPORTED_MODULE_7__/* .checkFlowDepth */ .y6)(text);
        data = parse(text, { uniqueKeys: true, maxAliasCount: 0, prettyErrors: true, logLevel: 'error' });
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${RULES_FILE} is not valid YAML: ${err.message.split('\n')[0]}`);
    }
    const { assertSchema } = await __webpack_require__.e(/* import() */ 2135).then(__webpack_require__.bind(__webpack_require__, 72135));
    return assertSchema('review-rules', data, RULES_FILE);
}
/**
 * The effective rule set: built-ins, then the project's additions, replacements
 * and removals, read from the work tree under `root`, or from the commit `base.at`
 * (a scope's base commit).
 */
async function loadRuleSet(root, base) {
    const files = base === undefined ? workTreeFiles(root) : commitFiles(base.repo, base.at);
    const [rules, project] = await Promise.all([builtinRules(), projectRules(files)]);
    let source = 'built-in';
    if (project) {
        source = RULES_FILE;
        const seen = new Set();
        for (const [i, def] of (project.rules ?? []).entries()) {
            const where = `${RULES_FILE} rules[${i}] (${def.id})`;
            if (seen.has(def.id))
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${where}: duplicate rule id ${JSON.stringify(def.id)}`);
            seen.add(def.id);
            // Named inside _bmad/ before anything is read, whatever reads it.
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(def.doc) || !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, def.doc).startsWith((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, '_bmad') + node_path__WEBPACK_IMPORTED_MODULE_1__.sep))
                throw outside(where, def.doc);
            const doc = await files.doc(def.doc, where);
            const rule = {
                id: def.id,
                title: def.title,
                group: def.group ?? 'project',
                globs: def.globs,
                origin: 'project',
                docPath: node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(def.doc),
                doc,
                docSha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256 */ .sc)(doc),
                matches: (0,_globs_js__WEBPACK_IMPORTED_MODULE_3__/* .compileGlobs */ .tI)(def.globs, `${where} globs`, { braces: true }),
            };
            const existing = rules.findIndex((r) => r.id === def.id);
            if (existing >= 0)
                rules[existing] = rule;
            else
                rules.push(rule);
        }
        for (const [i, id] of (project.disable ?? []).entries()) {
            if (seen.has(id))
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${RULES_FILE} disable[${i}]: ${JSON.stringify(id)} is both defined and disabled`);
            const at = rules.findIndex((r) => r.id === id);
            if (at < 0)
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${RULES_FILE} disable[${i}]: there is no rule ${JSON.stringify(id)} to disable (known: ${rules.map((r) => r.id).join(', ')})`);
            rules.splice(at, 1);
        }
    }
    const identity = rules.map(({ id, title, group, globs, origin, docSha256 }) => ({ id, title, group, globs, origin, docSha256 }));
    return { source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(identity)), rules };
}
function rulesFor(ruleSet, path) {
    return ruleSet.rules.filter((r) => r.matches(path));
}


/***/ }),

/***/ 34919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ DEFAULT_REVIEW_DIR),
/* harmony export */   h: () => (/* binding */ scopeHash)
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


/***/ }),

/***/ 68467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ unitsLabel),
/* harmony export */   Cs: () => (/* binding */ makePlan),
/* harmony export */   Cv: () => (/* binding */ cutUnits),
/* harmony export */   df: () => (/* binding */ describePlan),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   ig: () => (/* binding */ EFFORTS),
/* harmony export */   matrixEntries: () => (/* binding */ matrixEntries),
/* harmony export */   yd: () => (/* binding */ parseUnitList)
/* harmony export */ });
/* unused harmony exports UNIT_MAX_FILES, UNIT_MAX_LINES, SURVEY_AT_LINES, PARALLEL_AT_LINES */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);



const UNIT_MAX_FILES = 8;
const UNIT_MAX_LINES = 400;
const SURVEY_AT_LINES = 150;
const PARALLEL_AT_LINES = 400;
/** Folders that sit next to each other: siblings, or a folder and its parent. */
function neighbours(a, b) {
    const pa = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(a);
    const pb = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(b);
    return pa === pb || pa === b || pb === a;
}
/**
 * Cuts path-sorted files into units: by directory, at most 8 files and 400 changed
 * lines each (a single larger file is a unit of its own); then a unit takes in the
 * next one when their folders are neighbours and the two still fit those limits, so
 * a change spread thinly over many folders does not become one job per folder.
 * The same input always gives the same units.
 */
function cutUnits(files) {
    const byDir = [];
    for (const f of files) {
        const dir = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(f.path);
        const last = byDir.at(-1);
        if (last && last.dir === dir && last.files.length < UNIT_MAX_FILES && last.changedLines + f.lines <= UNIT_MAX_LINES) {
            last.files.push(f.path);
            last.changedLines += f.lines;
        }
        else
            byDir.push({ dir, files: [f.path], changedLines: f.lines });
    }
    const units = [];
    let lastDir = '';
    for (const group of byDir) {
        const current = units.at(-1);
        const fits = current !== undefined &&
            neighbours(lastDir, group.dir) &&
            current.files.length + group.files.length <= UNIT_MAX_FILES &&
            current.changedLines + group.changedLines <= UNIT_MAX_LINES;
        if (fits) {
            current.files.push(...group.files);
            current.changedLines += group.changedLines;
        }
        else
            units.push({ id: `U${units.length + 1}`, files: [...group.files], changedLines: group.changedLines });
        lastDir = group.dir;
    }
    return units;
}
/** GitHub runs at most 256 jobs from one matrix. */
const MATRIX_MAX_JOBS = 256;
/** The label of a list of units: `U3`, `U3-U5` for consecutive ids, else the ids joined by `+`. */
function unitsLabel(ids) {
    if (ids.length === 1)
        return ids[0];
    const nums = ids.map((id) => Number(id.slice(1)));
    const consecutive = nums.every((n, i) => i === 0 || n === nums[i - 1] + 1);
    return consecutive ? `${ids[0]}-${ids.at(-1)}` : ids.join('+');
}
/**
 * Spreads the units over at most `maxJobs` matrix entries, in order, each entry a run of
 * consecutive units whose counts differ by at most one.
 */
function matrixEntries(units, maxJobs = MATRIX_MAX_JOBS) {
    const jobs = Math.min(units.length, maxJobs);
    const entries = [];
    for (let j = 0; j < jobs; j++) {
        const run = units.slice(Math.floor((j * units.length) / jobs), Math.floor(((j + 1) * units.length) / jobs));
        const ids = run.map((u) => u.id);
        entries.push({
            id: unitsLabel(ids),
            units: ids.join(' '),
            files: run.reduce((n, u) => n + u.files.length, 0),
            changedLines: run.reduce((n, u) => n + u.changedLines, 0),
        });
    }
    return entries;
}
/**
 * The units a run or a prompt is about (`what` is the option that named them): one id, or several
 * separated by spaces or commas (a matrix entry's `units`). Unknown ids are refused.
 */
function parseUnitList(text, known, what) {
    const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
    const names = new Set(known.map((u) => u.id));
    const unknown = ids.filter((id) => !names.has(id));
    if (ids.length === 0 || unknown.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${what} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(unknown[0] ?? text)} is not a unit of the scope (units: ${nameRange(known.map((u) => u.id))}); give unit ids such as U2, or several separated by spaces`);
    return known.filter((u) => ids.includes(u.id)).map((u) => u.id);
}
/** `U1 … U2100` for a long list of ids, the ids themselves for a short one. */
function nameRange(ids) {
    if (ids.length === 0)
        return 'none';
    return ids.length > 10 ? `${ids[0]} … ${ids.at(-1)}` : ids.join(', ');
}
const PASSES = ['blind', 'edge-case', 'verification-gap'];
const EFFORTS = ['low', 'medium', 'high'];
/** The depth of the review, fixed before anything is read: it is sealed into the scope. */
function makePlan(effort, changedLines, unitCount) {
    const count = effort === 'low' ? 1 : effort === 'medium' ? 2 : 3;
    return {
        effort,
        passes: PASSES.slice(0, count),
        refutation: effort !== 'low',
        survey: changedLines >= SURVEY_AT_LINES,
        parallel: changedLines >= PARALLEL_AT_LINES && unitCount > 1,
    };
}
function describePlan(plan, unitCount) {
    const parts = [`${plan.effort} effort`, `${plan.passes.length} pass(es)`, plan.refutation ? 'refutation pass' : 'no refutation pass'];
    if (plan.survey)
        parts.push('survey first');
    if (plan.parallel)
        parts.push(`${unitCount} parallel unit(s)`);
    return `plan: ${parts.join(', ')}`;
}


/***/ }),

/***/ 72135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/schemas/validators/index.js
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
const validators = {
  'agent-run': () => __webpack_require__.e(/* import() */ 800).then(__webpack_require__.bind(__webpack_require__, 20800)),
  'review-attempt': () => __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 74373)),
  'review-coverage': () => __webpack_require__.e(/* import() */ 1964).then(__webpack_require__.bind(__webpack_require__, 91964)),
  'review-findings': () => __webpack_require__.e(/* import() */ 3176).then(__webpack_require__.bind(__webpack_require__, 13176)),
  'review-rules': () => __webpack_require__.e(/* import() */ 5435).then(__webpack_require__.bind(__webpack_require__, 65435)),
  'review-scope': () => __webpack_require__.e(/* import() */ 7404).then(__webpack_require__.bind(__webpack_require__, 27404)),
  'test-review-verdict': () => __webpack_require__.e(/* import() */ 8298).then(__webpack_require__.bind(__webpack_require__, 8298)),
  'uat-config': () => __webpack_require__.e(/* import() */ 3370).then(__webpack_require__.bind(__webpack_require__, 93370)),
  'uat-run': () => __webpack_require__.e(/* import() */ 9011).then(__webpack_require__.bind(__webpack_require__, 29011)),
  'uat-spec': () => __webpack_require__.e(/* import() */ 2627).then(__webpack_require__.bind(__webpack_require__, 2627)),
  'uat-triage': () => __webpack_require__.e(/* import() */ 7308).then(__webpack_require__.bind(__webpack_require__, 47308)),
};

;// CONCATENATED MODULE: ./src/schemas/validate.ts


// ajv's standalone code, generated from the schemas at build time by scripts/gen-types.mjs with
// the options allErrors, strict, allowUnionTypes and ajv-formats' date-time: nothing is compiled
// at run time, and a command loads the validators it uses only.
const loaded = new Map();
function validator(name) {
    let fn = loaded.get(name);
    if (!fn)
        loaded.set(name, (fn = validators[name]().then((m) => m.default)));
    return fn;
}
function describe(e) {
    const at = e.instancePath === '' ? '(top level)' : e.instancePath;
    if (e.keyword === 'additionalProperties')
        return `${at}: unknown key ${JSON.stringify(e.params.additionalProperty)}`;
    if (e.keyword === 'enum')
        return `${at}: ${e.message} (${e.params.allowedValues.map(String).join(', ')})`;
    if (e.keyword === 'format' && e.params.format === 'date-time')
        return `${at}: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`;
    if (e.keyword === 'const')
        return `${at}: must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${e.message ?? e.keyword}`;
}
/** Every schema error of `data`, each naming the field; empty when valid. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map(describe);
}
/** Validates or throws one ProofgateError listing the first errors with the file they came from. */
async function assertSchema(name, data, file) {
    const errors = await schemaErrors(name, data);
    if (errors.length) {
        const shown = errors.slice(0, 5).join('; ');
        const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
        throw new text_errors.ProofgateError(`${file} is not valid: ${shown}${more}`);
    }
    return data;
}


/***/ }),

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
}


/***/ }),

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


function sha256(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        // A refusal, not a crash: the documents hashed here come from files anyone can edit.
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RJ: () => (/* binding */ parseStrictJson),
/* harmony export */   Sr: () => (/* binding */ readStrictJson),
/* harmony export */   Yg: () => (/* binding */ parseStrictText),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   nh: () => (/* binding */ parseBounded)
/* harmony export */ });
/* unused harmony export jsonSyntaxError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);


const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });
function walk(value, depth, errors, path) {
    const at = path || '(top level)';
    if (depth > MAX_DEPTH) {
        errors.push(`${at}: nested deeper than ${MAX_DEPTH} levels`);
        return 0;
    }
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            errors.push(`${at}: a string holds a lone surrogate`);
        return 0;
    }
    if (Array.isArray(value))
        return value.reduce((n, v, i) => n + walk(v, depth + 1, errors, `${path}/${i}`), 0);
    if (value && typeof value === 'object') {
        let keys = 0;
        for (const [k, v] of Object.entries(value)) {
            keys++;
            if (k === '__proto__' || k === 'constructor' || k === 'prototype')
                errors.push(`${at}: the key "${k}" is not accepted`);
            if (!k.isWellFormed())
                errors.push(`${at}: a key holds a lone surrogate`);
            keys += walk(v, depth + 1, errors, `${path}/${k}`);
        }
        return keys;
    }
    return 0;
}
/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries.
 */
function jsonSyntaxError(err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/end of JSON input/.test(message))
        return 'it ends before the JSON is complete';
    const at = /at position (\d+)/.exec(message)?.[1];
    return at === undefined ? 'a syntax error' : `a syntax error at position ${at}`;
}
/** Far above any evidence file (20,000 findings of a dozen fields) and a bound on what a parse may build. */
const MAX_VALUES = 2_000_000;
const STRUCTURE = /["[\]{},]/g;
/**
 * The shape of JSON text, found before JSON.parse builds anything: nesting deeper than 64 levels
 * or more than two million strings, arrays, objects and list items are refused at the first
 * token past the limit (a 64 MiB `[[[[…` would otherwise become gigabytes of arrays). Strings
 * are skipped with native searches, so the cost is one pass over the text. Also counts the keys
 * (string tokens followed by a colon): exact for valid JSON, which is all this is used on.
 */
function shape(text) {
    let depth = 0;
    let values = 0;
    let keys = 0;
    STRUCTURE.lastIndex = 0;
    for (let m = STRUCTURE.exec(text); m; m = STRUCTURE.exec(text)) {
        const c = m[0];
        if (++values > MAX_VALUES)
            return { error: `holds more than ${MAX_VALUES} values` };
        if (c === '[' || c === '{') {
            if (++depth > MAX_DEPTH)
                return { error: `is nested deeper than ${MAX_DEPTH} levels` };
        }
        else if (c === ']' || c === '}')
            depth--;
        else if (c === '"') {
            let close = text.indexOf('"', m.index + 1);
            // A quote preceded by an odd run of backslashes is escaped.
            for (;;) {
                if (close < 0)
                    return { keys };
                let b = close - 1;
                while (text.charCodeAt(b) === 0x5c)
                    b--;
                if ((close - 1 - b) % 2 === 0)
                    break;
                close = text.indexOf('"', close + 1);
            }
            let next = close + 1;
            while (next < text.length && ' \t\n\r'.includes(text[next]))
                next++;
            if (text[next] === ':')
                keys++;
            STRUCTURE.lastIndex = next;
        }
    }
    return { keys };
}
/** JSON.parse behind the shape check; the error never quotes the text. */
function parseBounded(text) {
    const s = shape(text);
    if ('error' in s)
        return { ok: false, error: s.error };
    try {
        return { ok: true, data: JSON.parse(text), keys: s.keys };
    }
    catch (err) {
        return { ok: false, error: `is not valid JSON: ${jsonSyntaxError(err)}` };
    }
}
/**
 * Strict JSON for a file read whole (the checks of parseStrictJson on decoded text): a duplicate
 * key, which JSON.parse would silently settle by keeping the last, is refused like a syntax error.
 * One line naming `name`, never the file's text.
 */
function parseJsonText(text, name) {
    const parsed = parseStrictText(text);
    if (!parsed.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${name} ${parsed.errors.slice(0, 3).join('; ')}`);
    return parsed.data;
}
/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth and size. Duplicate keys are found by
 * counting key tokens against the keys JSON.parse kept: exact for valid JSON,
 * and faster than a tokenizing parser on multi-megabyte files.
 */
function parseStrictJson(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return { ok: false, errors: ['starts with a byte order mark (write UTF-8 without BOM)'] };
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        return { ok: false, errors: ['is not valid UTF-8'] };
    }
    return parseStrictText(text);
}
/** parseStrictJson for text already decoded (read as UTF-8). */
function parseStrictText(text) {
    const parsed = parseBounded(text);
    if (!parsed.ok)
        return { ok: false, errors: [parsed.error] };
    const errors = [];
    const keys = walk(parsed.data, 0, errors, '');
    if (parsed.keys !== keys)
        errors.push('has a duplicate key in an object (each key may appear once)');
    return errors.length ? { ok: false, errors } : { ok: true, data: parsed.data };
}
/** Reads a regular file inside `root` (never through a link, FIFO or device) of at most `maxBytes` and parses it strictly. */
async function readStrictJson(root, path, maxBytes) {
    const read = await (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, maxBytes);
    if (read.status === 'missing')
        return { status: 'missing' };
    if (read.status === 'refused')
        return { status: 'invalid', errors: [read.reason] };
    if (read.status === 'too-large')
        return { status: 'invalid', errors: [`is ${read.size} bytes; the limit is ${maxBytes}`] };
    const parsed = parseStrictJson(read.bytes);
    return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nameList)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

const LIST_CAP = 10;
/** A list for one line of output: the first ten names, then how many more. */
function nameList(items) {
    const shown = items.slice(0, LIST_CAP).map(_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible).join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}


/***/ }),

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   y6: () => (/* binding */ checkFlowDepth)
/* harmony export */ });
/* unused harmony export YAML_MAX_FLOW_DEPTH */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/** Deeper than any real configuration or rules file nests its brackets. */
const YAML_MAX_FLOW_DEPTH = 64;
/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
function checkFlowDepth(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5b || c === 0x7b) {
            if (++depth > YAML_MAX_FLOW_DEPTH)
                throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
}
/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
function lineOf(text, path) {
    try {
        checkFlowDepth(text);
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
