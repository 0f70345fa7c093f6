export const id = 8200;
export const ids = [8200,8467,6479,3073,4502];
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

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileGlobs: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27053);


/** A matcher of globs from outside, checked first (glob-check.ts). */
function compileGlobs(globs, where, options) {
    (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkGlobs */ .EQ)(globs, where, options);
    if (globs.length === 0)
        return () => false;
    // One regular expression for all the globs, as micromatch's matcher tests each (the empty path
    // never matches; a path equal to a glob matches it): a rule is tested on thousands of paths.
    // dotAll (`s`): micromatch writes `**` with `.`, which stops at LF, CR, U+2028 and U+2029 while
    // its `*` (`[^/]`) does not, so a folder named with a line break escaped every `**`: a rule, a
    // reviewer's trigger, --include. A git path may hold any byte but NUL; a glob matches it whole.
    const opts = { dot: true, noextglob: true, nobrace: !options.braces, posix: false, nocase: options.nocase === true };
    const literal = new Set(options.nocase ? [] : globs);
    // Compiled at the first path tested: a command that lists rules or reviewers tests none.
    let any;
    return (path) => {
        if (path === '')
            return false;
        if (literal.has(path))
            return true;
        any ??= new RegExp(globs.map((g) => `(?:${micromatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(g, opts).source})`).join('|'), options.nocase ? 'si' : 's');
        return any.test(path);
    };
}


/***/ }),

/***/ 82528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listReviewers: () => (/* binding */ listReviewers)
/* harmony export */ });
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73073);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54926);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46349);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68467);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48745);






/** A reviewer's triggers in one phrase: what dispatches it. */
function describeTriggers(r) {
    const t = r.triggers;
    const parts = [];
    if (t.floor)
        parts.push(r.origin === 'project' ? 'always' : `the floor at ${t.floor.join(', ')} effort`);
    if (t.globs)
        parts.push(`a file matching ${t.globs.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible).join(' ')}`);
    if (t.rules)
        parts.push(`a file getting rule ${t.rules.join(', ')}`);
    if (t.minChangedLines !== undefined)
        parts.push(`${t.minChangedLines} changed lines or more`);
    if (t.intent)
        parts.push('an intent to check the change against');
    return parts.join('; or ');
}
const capability = (r) => `${r.context === 'diff' ? 'diff only' : 'repository'}, ${r.shell ? 'a shell with --shell' : 'no shell'}`;
/**
 * `review reviewers [PATH]`: the reviewers a scope can dispatch and what triggers each, or the
 * reviewers a change of PATH selects at an effort, each with why.
 */
async function listReviewers(cwd, path, effortOption) {
    const effort = (0,_units_js__WEBPACK_IMPORTED_MODULE_3__/* .checkEffort */ .Dz)(effortOption ?? 'medium');
    const root = await (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevel */ .ar)(cwd);
    const ruleSet = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__.loadRuleSet)(root);
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .loadReviewerCatalog */ .fZ)((0,_rules_js__WEBPACK_IMPORTED_MODULE_1__.projectFiles)(root), ruleSet.rules.map((r) => r.id));
    if (path === undefined) {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.ok,
            lines: [
                `${catalog.reviewers.length} reviewer(s) (${catalog.source}):`,
                ...catalog.reviewers.map((r) => `${r.id} ${r.origin} (${capability(r)}): ${describeTriggers(r)}`),
            ],
            json: {
                source: catalog.source,
                reviewers: catalog.reviewers.map(({ id, title, origin, context, shell, pass, triggers, docSha256 }) => ({
                    id,
                    title,
                    origin,
                    context,
                    shell,
                    ...(pass ? { pass } : {}),
                    triggers,
                    docSha256,
                })),
            },
        };
    }
    const rules = (await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__.ruleMatcher)(ruleSet))(path).map((r) => r.id);
    const selected = (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .selectReviewers */ .bK)(catalog, { effort, files: [{ path, rules }], changedLines: 0, intent: false });
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.ok,
        lines: [
            `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(path)} at ${effort} effort gets ${selected.length} reviewer(s):`,
            ...selected.map((r) => `${r.id} (${capability(catalog.reviewers.find((d) => d.id === r.id))}): ${r.why.map(_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .describeReason */ .Gk).join('; ')}`),
            'The size of the whole change and an intent can dispatch more: the checklist of a sealed scope lists them all.',
        ],
        json: { path, effort, rules, reviewers: selected },
    };
}


/***/ }),

/***/ 46349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gk: () => (/* binding */ describeReason),
  fZ: () => (/* binding */ loadReviewerCatalog),
  bK: () => (/* binding */ selectReviewers)
});

// UNUSED EXPORTS: reasonsFor

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/review/builtin-reviewers.ts
const SECURITY_NAMES = [
    'auth',
    'login',
    'logout',
    'session',
    'token',
    'password',
    'passwd',
    'credential',
    'secret',
    'crypto',
    'cipher',
    'permission',
    'acl',
    'rbac',
    'oauth',
    'saml',
    'jwt',
    'csrf',
    'cors',
    'sanitiz',
    'security',
    'encrypt',
    'decrypt',
    'hmac',
];
/** The built-in reviewers, in dispatch order; each prompt lives in `rules/reviewers/<id>.md`. */
const BUILTIN_REVIEWERS = [
    {
        id: 'blind',
        title: 'Blind diff reviewer',
        context: 'diff',
        shell: false,
        pass: 'blind',
        triggers: { floor: ['low', 'medium', 'high'] },
    },
    {
        id: 'edge-case',
        title: 'Correctness and edge cases',
        context: 'repository',
        shell: false,
        pass: 'edge-case',
        triggers: { floor: ['medium', 'high'] },
    },
    {
        id: 'verification-gap',
        title: 'Tests and verification gaps',
        context: 'repository',
        shell: true,
        pass: 'verification-gap',
        triggers: { floor: ['high'] },
    },
    {
        id: 'security',
        title: 'Security: trust boundaries, secrets, supply chain',
        context: 'repository',
        shell: true,
        triggers: {
            // A file or any folder of its path, in any case (triggers match without case): `src/auth/index.js`, `JWTFilter.java`.
            globs: [`**/*{${SECURITY_NAMES.join(',')}}*`, `**/*{${SECURITY_NAMES.join(',')}}*/**`],
            rules: [
                'shell',
                'ci-workflows',
                'containers',
                'sql-and-migrations',
                'shield-access-control',
                'shield-cryptography',
                'shield-personal-data',
                'shield-ai-integrations',
                'shield-change-and-supply-chain',
                'shield-logging',
            ],
        },
    },
    {
        id: 'performance',
        title: 'Performance: cost as the input grows',
        context: 'repository',
        shell: true,
        triggers: {
            globs: [
                '**/{bench,benchmark,benchmarks,perf}/**',
                '**/*{cache,Cache,query,Query,queries,Queries,pool,Pool,worker,Worker,batch,Batch}*',
            ],
            rules: ['sql-and-migrations'],
            minChangedLines: 400,
        },
    },
    {
        id: 'spec-compliance',
        title: 'Spec compliance: the change against its intent',
        context: 'repository',
        shell: false,
        triggers: { intent: true },
    },
];

// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/review/rules.ts + 1 modules
var rules = __webpack_require__(54926);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/review/shipped-sha256.ts
var shipped_sha256 = __webpack_require__(50055);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
;// CONCATENATED MODULE: ./src/review/reviewers.ts









/** A trigger's globs match a path whatever its case: `Auth.js`, `AUTH/` and `auth.js` name one concern. */
function withMatchers(def, where) {
    return (def.triggers.globs ?? []).map((glob, i) => ({
        glob,
        matches: (0,globs.compileGlobs)([glob], `${where} globs[${i}]`, { braces: true, nocase: true }),
    }));
}
/**
 * The reviewers a scope can dispatch: the built-ins, then the project's own from
 * `_bmad/review-reviewers.yaml` (read from the work tree, or from a scope's base commit). A project reviewer needs at least one trigger, a new id, and only
 * rules the rule set has: anything else is refused with the entry named, never ignored.
 */
async function loadReviewerCatalog(files, ruleIds) {
    // The shipped documents are a few small files: read at once (node:fs/promises would load
    // readline and the file watchers as the command starts).
    const reviewers = BUILTIN_REVIEWERS.map((def) => {
        const doc = (0,external_node_fs_.readFileSync)((0,assets/* assetPath */.Q)('rules', 'reviewers', `${def.id}.md`), 'utf8');
        return {
            ...def,
            origin: 'builtin',
            doc,
            docSha256: (0,shipped_sha256/* shippedDocSha256 */.Ro)(`reviewers/${def.id}.md`),
            globMatchers: withMatchers(def, `reviewer ${def.id}`),
        };
    });
    const project = await (0,rules.projectConfig)(files, rules.REVIEWERS_FILE, 'review-reviewers');
    if (!project)
        return { source: 'built-in', reviewers };
    const known = new Set(ruleIds);
    await files.prefetch?.(project.reviewers.map((r) => r.doc));
    for (const [i, entry] of project.reviewers.entries()) {
        const where = `${rules.REVIEWERS_FILE} reviewers[${i}] (${entry.id})`;
        if (reviewers.some((r) => r.id === entry.id))
            throw new errors.ProofgateError(`${where}: the id ${JSON.stringify(entry.id)} is already taken (choose another id)`);
        if (!entry.always && !entry.globs && !entry.rules && entry.minChangedLines === undefined)
            throw new errors.ProofgateError(`${where}: no trigger (give always, globs, rules or minChangedLines)`);
        const unknown = (entry.rules ?? []).filter((r) => !known.has(r));
        if (unknown.length)
            throw new errors.ProofgateError(`${where}: no rule ${unknown.map((r) => JSON.stringify(r)).join(', ')} in the rule set (known: ${[...known].join(', ')})`);
        const def = {
            id: entry.id,
            title: entry.title,
            context: entry.context ?? 'repository',
            shell: entry.shell ?? false,
            triggers: {
                ...(entry.always ? { floor: ['low', 'medium', 'high'] } : {}),
                ...(entry.globs ? { globs: entry.globs } : {}),
                ...(entry.rules ? { rules: entry.rules } : {}),
                ...(entry.minChangedLines !== undefined ? { minChangedLines: entry.minChangedLines } : {}),
            },
        };
        const doc = await (0,rules.projectDoc)(files, entry.doc, where);
        reviewers.push({ ...def, origin: 'project', doc, docPath: entry.doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, where) });
    }
    return { source: rules.REVIEWERS_FILE, reviewers };
}
/** The first selected file a test holds for, and how many do: one reason, however many files match. */
function firstMatch(files, test) {
    let first;
    let count = 0;
    for (const f of files) {
        const hit = test(f);
        if (hit === undefined)
            continue;
        count++;
        first ??= { path: f.path, hit };
    }
    return first && { ...first, files: count };
}
/** Why one reviewer applies to the change; empty when it does not. */
function reasonsFor(reviewer, change) {
    const t = reviewer.triggers;
    const why = [];
    if (t.floor?.includes(change.effort))
        why.push({ trigger: reviewer.origin === 'project' ? 'always' : 'floor', effort: change.effort });
    const touched = [...change.files, ...(change.removed ?? [])];
    const glob = firstMatch(touched, (f) => reviewer.globMatchers.find((m) => m.matches(f.path))?.glob);
    if (glob)
        why.push({ trigger: 'glob', path: glob.path, glob: glob.hit, files: glob.files });
    const rule = firstMatch(touched, (f) => t.rules?.find((r) => f.rules.includes(r)));
    if (rule)
        why.push({ trigger: 'rule', path: rule.path, rule: rule.hit, files: rule.files });
    if (t.minChangedLines !== undefined && change.changedLines >= t.minChangedLines)
        why.push({ trigger: 'changed-lines', lines: change.changedLines, min: t.minChangedLines });
    if (t.intent && change.intent)
        why.push({ trigger: 'intent' });
    return why;
}
/**
 * The deterministic selection: floor ∪ diff-triggered ∪ project, in catalog order, each with every
 * reason it applies. The same change, effort and catalog always give the same list.
 */
function selectReviewers(catalog, change) {
    if (change.files.length === 0)
        return [];
    return catalog.reviewers.flatMap((r) => {
        const why = reasonsFor(r, change);
        if (why.length === 0)
            return [];
        return [
            {
                id: r.id,
                title: r.title,
                origin: r.origin,
                context: r.context,
                shell: r.shell && change.shell === true,
                ...(r.pass ? { pass: r.pass } : {}),
                docSha256: r.docSha256,
                why,
            },
        ];
    });
}
/** One reason as a person reads it. */
function describeReason(w) {
    const more = (n = 1) => (n > 1 ? ` (and ${n - 1} more file(s))` : '');
    switch (w.trigger) {
        case 'floor':
            return `the floor at ${w.effort} effort`;
        case 'always':
            return 'always (the project says so)';
        case 'glob':
            return `${(0,neutralise.visible)(w.path)} matches ${(0,neutralise.visible)(w.glob)}${more(w.files)}`;
        case 'rule':
            return `${(0,neutralise.visible)(w.path)} gets rule ${w.rule}${more(w.files)}`;
        case 'changed-lines':
            return `${w.lines} changed lines, at least ${w.min}`;
        case 'intent':
            return 'an intent was given to check the change against';
    }
}


/***/ }),

/***/ 35543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ ruleIdentity),
/* harmony export */   c: () => (/* binding */ ruleSetSha256)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);

/** What identifies a rule (and is hashed into the rule set): everything but its compiled matcher and text. */
function ruleIdentity({ id, title, group, globs, controls, origin, docSha256 }) {
    return { id, title, group, globs, ...(controls ? { controls } : {}), origin, docSha256 };
}
/** The rule set's hash: its rules' identities, in order, as canonical JSON. */
function ruleSetSha256(rules) {
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(rules.map(ruleIdentity)));
}


/***/ }),

/***/ 68467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ unitsLabel),
/* harmony export */   Cs: () => (/* binding */ makePlan),
/* harmony export */   Cv: () => (/* binding */ cutUnits),
/* harmony export */   Dz: () => (/* binding */ checkEffort),
/* harmony export */   describeMatrix: () => (/* binding */ describeMatrix),
/* harmony export */   df: () => (/* binding */ describePlan),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   ig: () => (/* binding */ EFFORTS),
/* harmony export */   scopeMatrix: () => (/* binding */ scopeMatrix),
/* harmony export */   yd: () => (/* binding */ parseUnitList)
/* harmony export */ });
/* unused harmony exports UNIT_MAX_FILES, UNIT_MAX_LINES, SURVEY_AT_LINES, PARALLEL_AT_LINES, matrixEntries */
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
 * consecutive units whose counts differ by at most one. With reviewers (a scope that dispatches
 * each reviewer), every run of units is one entry per reviewer: units × reviewers, still at most
 * `maxJobs`, so the units are coalesced into `maxJobs / reviewers` runs.
 */
function matrixEntries(units, maxJobs = MATRIX_MAX_JOBS, reviewers = []) {
    const perRun = Math.max(1, reviewers.length);
    if (perRun > maxJobs)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the scope dispatches ${reviewers.length} reviewers, and a matrix of units × reviewers needs at least one job per reviewer: --max-jobs ${maxJobs} is fewer; raise --max-jobs (at most ${MATRIX_MAX_JOBS}), or seal with --dispatch one (one run plays every reviewer)`);
    const jobs = Math.min(units.length, Math.floor(maxJobs / perRun));
    const entries = [];
    for (let j = 0; j < jobs; j++) {
        const run = units.slice(Math.floor((j * units.length) / jobs), Math.floor(((j + 1) * units.length) / jobs));
        const ids = run.map((u) => u.id);
        const entry = {
            id: unitsLabel(ids),
            units: ids.join(' '),
            files: run.reduce((n, u) => n + u.files.length, 0),
            changedLines: run.reduce((n, u) => n + u.changedLines, 0),
        };
        if (reviewers.length === 0)
            entries.push(entry);
        else
            for (const reviewer of reviewers)
                entries.push({ id: `${entry.id}-${reviewer}`, units: entry.units, reviewer, files: entry.files, changedLines: entry.changedLines });
    }
    return entries;
}
/** The scope's matrix: its units, times its reviewers when it dispatches each reviewer its own run. */
function scopeMatrix(scope, maxJobs = MATRIX_MAX_JOBS) {
    return matrixEntries(scope.units, maxJobs, scope.dispatch === 'each' ? scope.reviewers.map((r) => r.id) : []);
}
/** A line when the matrix had to put several units in an entry (the seed's scope lines stay as they are otherwise). */
function describeMatrix(entries, unitCount) {
    const reviewers = new Set(entries.flatMap((e) => (e.reviewer ? [e.reviewer] : []))).size;
    const runs = entries.length / Math.max(1, reviewers);
    if (runs >= unitCount)
        return [];
    return [
        `matrix: ${entries.length} job(s) for ${unitCount} unit(s)${reviewers ? ` × ${reviewers} reviewer(s)` : ''}, up to ${Math.ceil(unitCount / runs)} unit(s) each`,
    ];
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
function checkEffort(effort) {
    if (!EFFORTS.includes(effort))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`--effort must be low, medium or high, not ${JSON.stringify(effort)}`);
    return effort;
}
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
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
let crypto;
function sha256(data) {
    crypto ??= load('node:crypto');
    return crypto.createHash('sha256').update(data).digest('hex');
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


/***/ })

};
