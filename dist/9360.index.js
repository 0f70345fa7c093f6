export const id = 9360;
export const ids = [9360,3073];
export const modules = {

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
    // No optional lock: git status refreshing the index wrote the checkout's .git/index (and took
    // index.lock, failing a git command of the user's at the same moment). A check writes nothing it
    // checks: a sparse checkout's skip-worktree bit, cleared by git for a file written back, stays.
    GIT_OPTIONAL_LOCKS: '0',
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
/** The caller's variables that name a repository, work tree or index for git: gitEnv never passes them on. */
const NAMING_REPOSITORY = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE'];
/**
 * The error for a folder git cannot open, in one line. A repository owned by another user (a
 * container job, a checkout made as another user) is refused by git for every command; the way on
 * is in lines after its first, so the line names it, with the folder git named.
 */
function openError(cwd, why) {
    if (/not a git repository/i.test(why)) {
        // gitEnv drops these on purpose; a user whose repository they name (a bare one, dotfiles style)
        // would otherwise be told no more than that git found none.
        const named = NAMING_REPOSITORY.filter((k) => process.env[k]);
        if (named.length) {
            const [are, them] = named.length > 1 ? ['are', 'them'] : ['is', 'it'];
            return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`not a git repository: ${cwd}; ${named.join(', ')} ${are} set, but proofgate ignores ${them} (such variables would change git's answers) and reads the repository of the folder it runs in (a .git there or above): run it in a clone or a worktree that has its own .git`);
        }
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    }
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
        // Nothing to write is no pipe at all: closing an empty one git has already left fails with EPIPE,
        // and the socket's clean-up then builds process.stderr (several ms of a command's start).
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(gitCommand(root), args, {
            cwd: root,
            env: { ...gitEnv(root), ...env },
            stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
        });
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
        if (child.stdin === null)
            return;
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
/* harmony export */   o0: () => (/* binding */ redactCoverage),
/* harmony export */   reviewPaths: () => (/* binding */ reviewPaths),
/* harmony export */   rv: () => (/* binding */ EVIDENCE_MAX_BYTES),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
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
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_REVIEW_DIR */ .$), checked);
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
        actual = (0,_seal_js__WEBPACK_IMPORTED_MODULE_10__/* .scopeHash */ .h)(scope);
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
async function loadEvidence(root, file, schema, scope) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        return read;
    if (read.status === 'invalid') {
        const hint = shapeHint(schema, read);
        return hint ? { status: 'invalid', errors: [hint, ...read.errors] } : read;
    }
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_7__/* .schemaErrors */ .d)(schema, read.data);
    if (errors.length) {
        const hint = shapeHint(schema, read);
        return { status: 'invalid', errors: hint ? [hint, ...errors] : errors };
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
        const collapsed = collapseDots(e.path);
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
/** How a near miss is told apart: separators as `/`, dots collapsed, NFC, case folded (a hint only, never a match). */
const nearKey = (path) => (collapseDots(path.replace(/\\/g, '/')) ?? path).normalize('NFC').toLowerCase();
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
    const at = (i) => `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(loaded.data.findings[i].id)})`;
    const errors = pathErrors(loaded.data.findings, scope, at, 'finding');
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
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
    return errors.length ? { status: 'invalid', errors } : loaded;
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
    return errors.length ? { status: 'invalid', errors } : { ...loaded, data: redactCoverage(loaded.data) };
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

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ SECRET_PATH_HINT),
/* harmony export */   NE: () => (/* binding */ PATH_MAX_CHARS),
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   em: () => (/* binding */ isLockfile),
/* harmony export */   mC: () => (/* binding */ targetIsSecret),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
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
    if (/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u.test(path))
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


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ shownName),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   Zu: () => (/* binding */ yamlQuotedName),
/* harmony export */   gx: () => (/* binding */ composedTwins),
/* harmony export */   ti: () => (/* binding */ shownSpellings)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

const LIST_CAP = 10;
/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;
/**
 * A name as one line shows it: invisible code points as U+XXXX (visible), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is.
 */
function shownName(name) {
    return (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(name.normalize('NFC') === name ? name : name.replace(DECOMPOSED, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint));
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
/** The names proofgate shows otherwise (a control, invisible or decomposed character as `U+XXXX`), by the spelling shown. */
function shownSpellings(names) {
    const by = new Map();
    for (const n of names) {
        const shown = shownName(n);
        if (shown !== n)
            by.set(shown, [...(by.get(shown) ?? []), n]);
    }
    return by;
}
/**
 * A name as a YAML double-quoted string a person can copy into a workflow input, in printable ASCII
 * alone: JSON's quoting, and every other code point as an escape (`"cle\u0301.pem"`), so that no
 * sink's neutralising changes it and a decomposed name is not copied as its composed twin.
 */
function yamlQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/gu, (ch) => {
        const cp = ch.codePointAt(0);
        return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    });
}
/** A list for one line of output: the first ten names, then how many more. */
function nameList(items) {
    const shown = items.slice(0, LIST_CAP).map(shownName).join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}


/***/ }),

/***/ 53326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   w2: () => (/* binding */ credentialValues)
/* harmony export */ });
/* unused harmony export redactDeep */
/**
 * The redaction floor: credential-shaped values in text we quote become
 * [REDACTED] before the text leaves the tool. It is a floor, not a scanner: a
 * secret of no recognisable shape can pass. Redact before truncating or escaping.
 */
const REDACTED = '[REDACTED]';
// A token starts after a non-word character, or after what only looks like a word
// character: the `m` closing an ANSI colour, or an escaped character: `\n` / `\u003d` in JSON
// (or `u003d` once its backslash is lost), `%3D` in a URL, `\x22` or `\042` in a string literal.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\x1b\[[0-9;]*m|\\u[0-9a-fA-F]{4}\[[0-9;]*m|\\[nrt]|%[0-9A-Fa-f]{2}|\\x[0-9A-Fa-f]{2}|\\?u[0-9A-Fa-f]{4}|\\[0-7]{3})`;
const token = (body, flags = 'g') => new RegExp(`${START}${body}(?![A-Za-z0-9_])`, flags);
// Each pattern is bounded (no nested quantifiers over the same class) to stay linear on hostile input.
const SHAPES = [
    // Private key blocks, also unterminated (to the end of the text).
    /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    // The rest of a block whose start was cut off: the text opens with its base64 lines and end line.
    /^[A-Za-z0-9+/=\s]*-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----/,
    // GitHub tokens.
    token('(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36,251}'),
    token('github_pat_[0-9A-Za-z_]{22,255}'),
    // Cloud and SaaS keys.
    token('(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'),
    token('AIza[\\w-]{35}'),
    token('(?:sk|rk|pk)_(?:test|live|prod)_[0-9A-Za-z]{10,99}'),
    token('npm_[0-9A-Za-z]{36}'),
    token('glpat-[\\w-]{20,}'),
    token('SG\\.[\\w-]{22}\\.[\\w-]{43}'),
    token('sk-ant-(?:api|admin)\\d{2}-[\\w-]{80,120}'),
    token('sk-(?:proj|svcacct|admin)-[\\w-]{20,200}'),
    token('sk-[A-Za-z0-9]{32,64}'),
    token('do[opr]_v1_[a-f0-9]{64}'),
    token('xox[abposre]-[0-9A-Za-z-]{10,250}'),
    token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+', 'gi'),
    /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{20,80}/g,
    // JSON Web Tokens.
    token('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*'),
];
// `scheme://user:password@host`: keep scheme, user and host, drop the password.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@"'`]{1,100}:)([^\s@/"'`]{1,200})(@)/gi;
// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `Authorization: token x`.
const AUTH_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:basic|bearer|token|digest)\s+)([^\s"'`,;]{4,})/gi;
const BEARER = /\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})/gi;
// Values of credential-named keys: `api_key = "…"`, `"password": "…"`, `SECRET_TOKEN=…`.
// The key names a credential (`auth` but not `author`, `authority`); the separator is one `:` or `=`
// (not `Token::Any`, `token == x`, a URL's `https://`), `:=` or `=>`.
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth(?!or(?!i[sz])))(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?:=>|:=|:(?!:|\/\/)|=(?!=))\s*)(\\?["']?)([^\s"'`,;}{)\\]{4,})/gi;
// A setting's word, not a secret: `persist-credentials: false`, `id-token: write`, `secrets: inherit`.
const SETTING_WORD = /^(?:true|false|null|nil|none|undefined|default|read|write|inherit|required|optional|yes|no|on|off|auto|always|never|string|str|bool|boolean|int|number|bytes|any|unknown|object|void)$/i;
// Unquoted code, not a literal: a name called, indexed or given a type (`JToken.Load(reader)`,
// `creds[2]`, `Option<String>`, `[]string`), a cast or a reference (`(JToken)x`, `&[Token]`); or a
// name of letters alone, a word or a path of names (`nextToken`, `Author: Arthur`, `Unexpected
// token: StartArray.`, `self.token`, `Token::Any`, `&filler`, `writer.Token!`). A sign before the
// parenthesis (`P@ss(w0rd)`) is a literal.
const CODE = /^[A-Za-z_$][\w$.:]*[([<]|^\[\]|^[(&]/;
const LETTERS_NAME = /^[&*]?[A-Za-z_]+(?:(?:\.|::|->|\?\.)[A-Za-z_]+)*[!?.:]?$/;
function redactValue(value, quoted) {
    // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
    if (/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) || /^\[REDACTED\]/.test(value))
        return false;
    return !SETTING_WORD.test(value) && (quoted || !(CODE.test(value) || LETTERS_NAME.test(value)));
}
// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|xox|xapp-|hooks\.slack|eyJ|-----(?:BEGIN|END)|:\/\/|authoriz|bearer|passw|secret|token|key|credential|auth/i;
/** `text` with every credential-shaped value replaced by REDACTED, each value replaced handed to `found`. */
function replaceCredentials(text, found) {
    if (!MAY_HOLD_SECRET.test(text))
        return text;
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, (m) => (found(m), REDACTED));
    out = out.replace(URL_CREDENTIALS, (_m, head, pw, at) => pw.startsWith('$') ? `${head}${pw}${at}` : (found(pw), `${head}${REDACTED}${at}`));
    out = out.replace(AUTH_HEADER, (_m, head, value) => (found(value), `${head}${REDACTED}`));
    out = out.replace(BEARER, (_m, head, value) => (found(value), `${head}${REDACTED}`));
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value, quote !== '') ? (found(value), `${head}${quote}${REDACTED}`) : m);
    return out;
}
function redact(text) {
    return replaceCredentials(text, () => undefined);
}
/** The credential-shaped values redact would replace in `text`, as they stand there. */
function credentialValues(text) {
    const values = [];
    replaceCredentials(text, (value) => values.push(value));
    return values;
}
/** Redacts every string inside a JSON-like value (keys kept). */
function redactDeep(value) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map(redactDeep);
    if (value && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = redactDeep(v);
        return out;
    }
    return value;
}


/***/ })

};
