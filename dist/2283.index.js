export const id = 2283;
export const ids = [2283,8467,308];
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
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73073);



const stopped = (done, total, code, stderr) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file stopped after ${done} of ${total} objects (exit ${code}): ${stderr.trim()}`);
/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one name per line, so a path with a newline cannot be
 * asked for (and is refused before it gets here). An object that arrived in one
 * chunk of the pipe is a view into it; one that spans chunks is copied once.
 * An exception thrown by `onObject` stops git and rejects.
 */
function streamObjects(root, names, onObject) {
    return new Promise((resolve, reject) => {
        if (names.length === 0)
            return resolve();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['cat-file', '--batch'], { cwd: root, env: (0,_run_js__WEBPACK_IMPORTED_MODULE_2__/* .gitEnv */ .gE)(), stdio: ['pipe', 'pipe', 'pipe'] });
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
/** Every object of `names`, by name, once all have arrived (see streamObjects). */
async function readObjects(root, names) {
    const out = new Map();
    await streamObjects(root, names, (name, blob) => out.set(name, blob));
    return out;
}
/** What each name (`<oid>`, `<rev>^{commit}`, `<commit>:<path>`) is, in one `git cat-file --batch-check`: null when missing. Nothing is read. */
async function objectInfo(root, names) {
    const info = new Map();
    if (names.length === 0)
        return info;
    const lines = (await (0,_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)(root, ['cat-file', '--batch-check'], { stdin: names.map((n) => `${n}\n`).join('') })).split('\n');
    // One line per name: any other count means the answers cannot be told apart.
    if (lines.length !== names.length + 1)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file --batch-check answered ${lines.length - 1} lines for ${names.length} names`);
    names.forEach((name, i) => {
        const [oid = '', type = '', size = ''] = lines[i].split(' ');
        info.set(name, /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null);
    });
    return info;
}


/***/ }),

/***/ 10308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   EO: () => (/* reexport safe */ _run_js__WEBPACK_IMPORTED_MODULE_5__.EO),
/* harmony export */   Kd: () => (/* binding */ aheadBehind),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   __: () => (/* binding */ checkRef),
/* harmony export */   _d: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_6__._d),
/* harmony export */   hG: () => (/* binding */ SHA),
/* harmony export */   lS: () => (/* binding */ raw),
/* harmony export */   openAndResolve: () => (/* binding */ openAndResolve),
/* harmony export */   re: () => (/* binding */ treeEntries),
/* harmony export */   readObjects: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_6__.$I),
/* harmony export */   wu: () => (/* binding */ mergeBase),
/* harmony export */   yQ: () => (/* binding */ hashFiles),
/* harmony export */   zA: () => (/* binding */ blobId)
/* harmony export */ });
/* unused harmony export isShallow */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73073);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63040);








async function openRepo(cwd) {
    return { root: await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .toplevel */ .ar)(cwd) };
}
/** `git <args>` in the repository: its output; rejects with git's own message on any non-zero exit. */
function raw(repo, args) {
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(repo.root, args);
}
async function isShallow(repo) {
    return repo.shallow ?? (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
const SHALLOW_HINT = 'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';
/** A ref git may be given as a revision: not empty, no option, no control character, at most 256 characters. */
function checkRef(ref, what) {
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
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
        const [root, shallow, ...shas] = (await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(cwd, ['rev-parse', '--show-toplevel', '--is-shallow-repository', ...refs.map((r) => `${r.ref}^{commit}`), '--']))
            .trim()
            .split('\n');
        if (root &&
            (shallow === 'true' || shallow === 'false') &&
            shas.length === refs.length + 1 &&
            shas.slice(0, -1).every((s) => SHA.test(s)))
            return { repo: { root, shallow: shallow === 'true' }, shas: shas.slice(0, -1) };
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
        const sha = (await raw(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
        if (!SHA.test(sha))
            throw new Error('not found');
        return sha;
    }
    catch {
        // The fix: fetch what is missing (a shallow clone's history, a remote branch never fetched), or name another ref.
        const hint = (await isShallow(repo))
            ? `; ${SHALLOW_HINT}`
            : ref.includes('/')
                ? `; fetch it first (\`git fetch origin ${ref.replace(/^origin\//, '')}\`), or name another ref`
                : '; name a branch, tag or commit that exists here';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} is not a commit in this repository${hint}`);
    }
}
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
        const hint = (await shallow) ? SHALLOW_HINT : 'the two refs share no history';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
    }
    // A shallow clone can hide a second merge base (and so what merging brings in), or show a wrong one.
    if (await shallow)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`the merge base of ${base.slice(0, 12)} and ${head.slice(0, 12)} cannot be trusted: ${SHALLOW_HINT}`);
    if (bases.length > 1)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${base.slice(0, 12)} and ${head.slice(0, 12)} have ${bases.length} merge bases (criss-cross history: ${bases.map((b) => b.slice(0, 12)).join(', ')}): a diff from any one of them can hide what merging brings in from the others; merge the base into the head, so that one merge base remains, and review again`);
    return bases[0];
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
/**
 * Hashes working-tree files as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects.
 */
async function hashFiles(root, paths, { write = true } = {}) {
    if (paths.length === 0)
        return [];
    // git opens each path and reads it: a FIFO put where a file was would hold it (and us) forever.
    const odd = paths.find((p) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, p), { throwIfNoEntry: false })?.isFile());
    if (odd !== undefined)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(odd)} is not a regular file, so it cannot be hashed`);
    // One path a line on stdin; a name holding a newline cannot be one, so it is given on its own.
    if (paths.some((p) => p.includes('\n'))) {
        const oids = [];
        for (const p of paths)
            oids.push((await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(root, ['hash-object', ...(write ? ['-w'] : []), '--', p])).trim());
        return oids;
    }
    const out = await (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(root, ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'], {
        stdin: paths.map((p) => `${p}\n`).join(''),
    });
    const oids = out.split('\n').filter(Boolean);
    if (oids.length !== paths.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`git hash-object failed: ${oids.length} ids for ${paths.length} files`);
    return oids;
}
/** The id git gives these bytes as a blob (SHA-1 object format unless told): a link is sealed by its target's. */
function blobId(data, format = 'sha1') {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(format)
        .update(`blob ${Buffer.byteLength(data)}\0`)
        .update(data)
        .digest('hex');
}


/***/ }),

/***/ 73073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   ar: () => (/* binding */ toplevel),
/* harmony export */   bD: () => (/* binding */ PROXY_VARIABLES),
/* harmony export */   gE: () => (/* binding */ gitEnv)
/* harmony export */ });
/* unused harmony exports GIT_SETTINGS, openError, startError, GitFailed */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);



/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository,
 * and no replacement objects (`refs/replace`) or grafts (`info/grafts`): an object
 * id names the bytes it is the hash of and a commit its own parents, as the pull
 * request's repository holds them, in every call.
 */
const GIT_SETTINGS = {
    GIT_LITERAL_PATHSPECS: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_GRAFT_FILE: '/dev/null',
    LC_ALL: 'C',
};
/**
 * What git may still read from the caller: where to find itself and its user's and machine's
 * config (a container's `safe.directory` lives there), and how to reach the remote when a partial
 * clone fetches a blob lazily (an ssh agent, an ssh command, a proxy). Never GIT_DIR, GIT_WORK_TREE,
 * GIT_INDEX_FILE, GIT_CONFIG_COUNT/KEY/VALUE or GIT_CONFIG_PARAMETERS: those would change the answer.
 */
/** How a process reaches the network through a proxy: passed on to git and to an agent alike. */
const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
const PASSED = [
    'PATH',
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
/** git gets a small, known environment: no GIT_DIR, injected config or hooks path inherited from the caller. */
function gitEnv() {
    const env = { ...GIT_SETTINGS };
    for (const k of PASSED)
        if (process.env[k] !== undefined)
            env[k] = process.env[k];
    return env;
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
/** The error for a folder git cannot open, in one line. */
function openError(cwd, why) {
    if (/not a git repository/i.test(why))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}
/**
 * Why git could not be started in `cwd`: Node reports a missing folder and a missing git
 * alike (`spawn git ENOENT`), so the folder is looked at to tell them apart.
 */
function startError(cwd, err) {
    if (err.code !== 'ENOENT')
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`git could not be started in ${cwd}: ${err.message}`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(cwd))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no such folder: ${cwd}`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError('git is not installed: no `git` on PATH');
}
/** A git command that exited non-zero: git's first line of stderr (or its exit code) in the message. */
class GitFailed extends _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError {
    why;
    constructor(command, why) {
        super(`git ${command} failed: ${why}`);
        this.why = why;
    }
}
/**
 * `git <args>` in `root` as its own process: its output, settled when git closes it (nothing
 * waits on a timer, even for a command that prints nothing); any non-zero exit rejects.
 */
function runGit(root, args, { stdin = '', env = {} } = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, { cwd: root, env: { ...gitEnv(), ...env } });
        // Decoded once whole: a character split between two chunks of the pipe stays one character.
        const stdout = [];
        const stderr = [];
        child.stdout.on('data', (d) => stdout.push(d));
        child.stderr.on('data', (d) => stderr.push(d));
        child.on('error', (err) => reject(startError(root, err)));
        child.on('close', (code) => {
            if (code === 0)
                return resolve(Buffer.concat(stdout).toString('utf8'));
            const why = Buffer.concat(stderr).toString('utf8').trim().split('\n')[0] || `exit ${code}`;
            reject(new GitFailed(subcommand(args), why));
        });
        child.stdin.on('error', () => undefined); // git may exit before reading all of stdin; its exit code says why
        child.stdin.end(stdin);
    });
}
/** The working tree's top folder, from one `git rev-parse`. */
async function toplevel(cwd) {
    try {
        return (await runGit(cwd, ['rev-parse', '--show-toplevel'])).trim();
    }
    catch (err) {
        throw err instanceof GitFailed ? openError(cwd, err.why) : err;
    }
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
    const ruleSet = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRuleSet */ .ZI)(root);
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .loadReviewerCatalog */ .fZ)((0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .projectFiles */ .x6)(root), ruleSet.rules.map((r) => r.id));
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
    const rules = (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .rulesFor */ .NP)(ruleSet, path).map((r) => r.id);
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
  uh: () => (/* binding */ REVIEWERS_FILE),
  Gk: () => (/* binding */ describeReason),
  fZ: () => (/* binding */ loadReviewerCatalog),
  bK: () => (/* binding */ selectReviewers)
});

// UNUSED EXPORTS: reasonsFor

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
];
const capitalised = (s) => s[0].toUpperCase() + s.slice(1);
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
            globs: [`**/*{${SECURITY_NAMES.join(',')}}*`, `**/*{${SECURITY_NAMES.map(capitalised).join(',')}}*`],
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
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
;// CONCATENATED MODULE: ./src/review/reviewers.ts








const REVIEWERS_FILE = '_bmad/review-reviewers.yaml';
function withMatchers(def, where) {
    return (def.triggers.globs ?? []).map((glob, i) => ({ glob, matches: (0,globs/* compileGlobs */.tI)([glob], `${where} globs[${i}]`, { braces: true }) }));
}
/**
 * The reviewers a scope can dispatch: the built-ins, then the project's own from
 * `_bmad/review-reviewers.yaml` (read from the work tree, or from a scope's base commit). A project reviewer needs at least one trigger, a new id, and only
 * rules the rule set has: anything else is refused with the entry named, never ignored.
 */
async function loadReviewerCatalog(files, ruleIds) {
    const reviewers = await Promise.all(BUILTIN_REVIEWERS.map(async (def) => {
        const doc = await (0,promises_.readFile)((0,assets/* assetPath */.Q)('rules', 'reviewers', `${def.id}.md`), 'utf8');
        return { ...def, origin: 'builtin', doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, `reviewer ${def.id}`) };
    }));
    const project = await (0,rules/* projectConfig */.Qn)(files, REVIEWERS_FILE, 'review-reviewers');
    if (!project)
        return { source: 'built-in', reviewers };
    const known = new Set(ruleIds);
    for (const [i, entry] of project.reviewers.entries()) {
        const where = `${REVIEWERS_FILE} reviewers[${i}] (${entry.id})`;
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
        const doc = await (0,rules/* projectDoc */.kb)(files, entry.doc, where);
        reviewers.push({ ...def, origin: 'project', doc, docPath: entry.doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, where) });
    }
    return { source: REVIEWERS_FILE, reviewers };
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
    const glob = firstMatch(change.files, (f) => reviewer.globMatchers.find((m) => m.matches(f.path))?.glob);
    if (glob)
        why.push({ trigger: 'glob', path: glob.path, glob: glob.hit, files: glob.files });
    const rule = firstMatch(change.files, (f) => t.rules?.find((r) => f.rules.includes(r)));
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


/***/ })

};
