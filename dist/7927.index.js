export const id = 7927;
export const ids = [7927,308];
export const modules = {

/***/ 10308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   Kd: () => (/* binding */ aheadBehind),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   __: () => (/* binding */ checkRef),
/* harmony export */   _d: () => (/* binding */ objectInfo),
/* harmony export */   hG: () => (/* binding */ SHA),
/* harmony export */   lS: () => (/* binding */ raw),
/* harmony export */   openAndResolve: () => (/* binding */ openAndResolve),
/* harmony export */   readObjects: () => (/* binding */ readObjects),
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
/** Runs `git cat-file <mode>` once over `names` (one per line) and hands back its whole output. */
function catFile(root, mode, names) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['cat-file', mode], { cwd: root, env: (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)(), stdio: ['pipe', 'pipe', 'pipe'] });
        const chunks = [];
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d.toString()));
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.on('error', reject);
        child.on('close', (code) => resolve({ out: Buffer.concat(chunks), code, stderr }));
        child.stdin.end(names.map((n) => `${n}\n`).join(''));
    });
}
const stopped = (done, total, code, stderr) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`git cat-file stopped after ${done} of ${total} objects (exit ${code}): ${stderr.trim()}`);
/**
 * Reads many objects in one `git cat-file --batch` process, as bytes.
 * Object names are `<oid>` or `<commit>:<path>`; one name per line, so a path
 * with a newline cannot be asked for (and is refused before it gets here).
 * The output is joined once and each blob is a view into it: no per-chunk copies.
 */
async function readObjects(root, names) {
    const out = new Map();
    if (names.length === 0)
        return out;
    const { out: all, code, stderr } = await catFile(root, '--batch', names);
    let at = 0;
    for (const name of names) {
        const nl = all.indexOf(10, at);
        if (nl < 0)
            throw stopped(out.size, names.length, code, stderr);
        const header = all.toString('utf8', at, nl);
        if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
            out.set(name, { oid: '', data: null });
            at = nl + 1;
            continue;
        }
        const [oid, , sizeText] = header.split(' ');
        const size = Number(sizeText);
        out.set(name, { oid: oid, data: all.subarray(nl + 1, nl + 1 + size) });
        at = nl + 1 + size + 1;
    }
    return out;
}
/** What each name (`<oid>`, `<rev>^{commit}`, `<commit>:<path>`) is, in one `git cat-file --batch-check`: null when missing. Nothing is read. */
async function objectInfo(root, names) {
    const info = new Map();
    if (names.length === 0)
        return info;
    const { out, code, stderr } = await catFile(root, '--batch-check', names);
    // One line per name: any other count means the answers cannot be told apart.
    const lines = out.toString('utf8').split('\n');
    if (lines.length !== names.length + 1)
        throw stopped(lines.length - 1, names.length, code, stderr);
    names.forEach((name, i) => {
        const [oid = '', type = '', size = ''] = lines[i].split(' ');
        info.set(name, /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null);
    });
    return info;
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

/***/ 17349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ar: () => (/* binding */ toplevel),
/* harmony export */   bd: () => (/* binding */ GIT_SETTINGS),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   n3: () => (/* binding */ openError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository.
 */
const GIT_SETTINGS = { GIT_LITERAL_PATHSPECS: '1', GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
const PASSED = ['PATH', 'HOME', 'USERPROFILE', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT'];
/** git gets a small, known environment: no GIT_DIR, GIT_CONFIG_* or hooks path inherited from the caller. */
function gitEnv() {
    const env = { ...GIT_SETTINGS };
    for (const k of PASSED)
        if (process.env[k] !== undefined)
            env[k] = process.env[k];
    return env;
}
/** The error for a folder git cannot open, in one line. */
function openError(cwd, why) {
    if (/not a git repository/i.test(why))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}
/**
 * The working tree's top folder, from one `git rev-parse` without loading simple-git: for the
 * commands that need nothing else from git (`review rules` starts in about twice `node -e 0`).
 */
function toplevel(cwd) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['rev-parse', '--show-toplevel'], { cwd, env: gitEnv() }, (err, stdout, stderr) => {
            if (err)
                reject(openError(cwd, stderr || err.message));
            else
                resolve(stdout.trim());
        });
    });
}


/***/ })

};
