export const id = 3073;
export const ids = [3073];
export const modules = {

/***/ 52359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ withWorkspace),
/* harmony export */   MN: () => (/* binding */ realOf),
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
/* unused harmony exports GIT_SETTINGS, openError, startError, OUTPUT_MAX_BYTES, GitFailed */
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
    // A partial clone fetches a blob it lacks when a command first needs it: a remote that accepts
    // the connection and never answers would hold the command (and a runner's job) for hours. Less
    // than a byte a second for a minute ends the fetch with git's reason (the caller's own
    // GIT_HTTP_LOW_SPEED_LIMIT/TIME, passed on, say otherwise).
    GIT_HTTP_LOW_SPEED_LIMIT: '1',
    GIT_HTTP_LOW_SPEED_TIME: '60',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_GRAFT_FILE: '/dev/null',
    LC_ALL: 'C',
    // The same settings as git before 2.31 reads them, which ignores GIT_CONFIG_COUNT without a word
    // (Debian 11's git is 2.30): every git reads one or the other. The form `-c` passes on to git's children.
    GIT_CONFIG_PARAMETERS: CONFIG.map(([key, value]) => `'${key}=${value}'`).join(' '),
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
    'GIT_HTTP_LOW_SPEED_LIMIT',
    'GIT_HTTP_LOW_SPEED_TIME',
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
/**
 * The most output runGit holds of one git process, well under the longest string V8 makes
 * (2^29 - 24 characters), which, once passed, ended a command in "unexpected error".
 */
const OUTPUT_MAX_BYTES = 256 * 1024 * 1024;
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
    const { maxBytes = OUTPUT_MAX_BYTES, tooMuch } = options;
    // Decoded once whole: a character split between two chunks of the pipe stays one character.
    const stdout = [];
    let bytes = 0;
    await spawnGit(root, args, options, (d) => {
        bytes += d.length;
        if (bytes > maxBytes)
            throw (tooMuch?.() ??
                new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git ${subcommand(args)} printed more than ${maxBytes >> 20} MiB, more than proofgate reads of one command`));
        stdout.push(d);
    });
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
