export const id = 3668;
export const ids = [3668,3223];
export const modules = {

/***/ 45326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A9: () => (/* binding */ CONFIG_LISTING),
/* harmony export */   CV: () => (/* binding */ SuppliedSettings),
/* harmony export */   GD: () => (/* binding */ EXCLUDES_KEY),
/* harmony export */   Q1: () => (/* binding */ ATTRIBUTES_KEY),
/* harmony export */   R8: () => (/* binding */ filtersOff),
/* harmony export */   eQ: () => (/* binding */ configPath),
/* harmony export */   ls: () => (/* binding */ configEntries),
/* harmony export */   qz: () => (/* binding */ refuseSuppliedSettings),
/* harmony export */   vy: () => (/* binding */ INCLUDE_KEY)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _git_dirs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81965);
/* harmony import */ var _programs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52359);





/**
 * Where git's settings come from. A setting names programs git runs (a filter driver's clean and
 * smudge commands, a diff driver) and the attributes file that hands every file to one: a config
 * file the pull request controls (a committed `.gitconfig` reached by `include.path`, a HOME or
 * GIT_CONFIG_GLOBAL in the checkout) would run its code in proofgate's git, with its tokens.
 */
/** Every setting proofgate's git reads, with its scope and file, includes followed (`-z`: names as bytes). */
const CONFIG_LISTING = ['config', '--list', '--show-origin', '--show-scope', '--includes', '-z'];
/** A key whose value names a file git reads more settings from: an include, conditional or not. */
const INCLUDE_KEY = /^include(if\..*)?\.path$/i;
const ATTRIBUTES_KEY = /^core\.attributesfile$/i;
/** The key naming the user's exclude file (git's default `$XDG_CONFIG_HOME/git/ignore`). */
const EXCLUDES_KEY = /^core\.excludesfile$/i;
/** The entries of `git config --list -z --show-origin` (and `--show-scope` when `scoped`). */
function configEntries(out, scoped) {
    const fields = out.split('\0');
    const step = scoped ? 3 : 2;
    const entries = [];
    for (let i = 0; i + step < fields.length; i += step) {
        const [scope, origin, item] = scoped ? fields.slice(i, i + 3) : [undefined, fields[i], fields[i + 1]];
        const nl = item.indexOf('\n');
        entries.push({
            ...(scope === undefined ? {} : { scope }),
            ...(origin.startsWith('file:') ? { file: origin.slice('file:'.length) } : {}),
            key: nl < 0 ? item : item.slice(0, nl),
            value: nl < 0 ? null : item.slice(nl + 1),
        });
    }
    return entries;
}
/** The file a config value names, as git reads it: `~/` under `home`, a relative path from `base`. */
function configPath(value, base, home) {
    return value.startsWith('~/') && home ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base, home, value.slice(2)) : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base, value);
}
/** The refusal of a repository whose settings the pull request controls: a caller that words git's failures its own way passes it on. */
class SuppliedSettings extends _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError {
}
/**
 * The files proofgate's git in `top` reads settings and attributes from, by `listing`
 * (CONFIG_LISTING): each config file read, each file an include names (followed or not, there or
 * not: a file made later, by an agent, would be read then), the attributes file (git's default
 * under HOME when none is set).
 */
function namedFiles(top, listing) {
    // git reads a relative HOME, and a relative attributes file, from the folder it runs in: the top.
    const home = process.env.HOME ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(top, process.env.HOME) : undefined;
    const entries = configEntries(listing, true);
    const named = [];
    // A file is named once for all its entries: each is looked up on disk.
    let last;
    for (const e of entries) {
        if (e.file === undefined)
            continue;
        const from = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(top, e.file);
        if (from !== last)
            named.push({ file: from, how: `git reads ${e.scope ? `${e.scope} ` : ''}settings from` });
        last = from;
        if (e.value && INCLUDE_KEY.test(e.key))
            named.push({ file: configPath(e.value, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(from), home), how: `${e.key} in ${from} names` });
        if (e.value && ATTRIBUTES_KEY.test(e.key))
            named.push({ file: configPath(e.value, top, home), how: `core.attributesFile in ${from} names` });
    }
    if (home && !entries.some((e) => ATTRIBUTES_KEY.test(e.key)))
        named.push({ file: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(home, '.config/git/attributes'), how: 'git reads attributes (HOME/.config/git/attributes) from' });
    return named;
}
/** The repository's own git folders hold its config: no tree git checks out reaches into them, by spelling and real path. */
function inGitFolder(file, dirs) {
    const real = (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .realOf */ .MN)(file);
    return dirs.some((d) => (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .inside */ .nx)(file, d) && (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .inside */ .nx)(real, (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .realOf */ .MN)(d)));
}
/**
 * Refuses, in one line naming the file, a repository whose git settings come from a file the pull
 * request controls: one, by spelling or real path, inside the working tree at `top`, the repository
 * holding it or the job's workspace (the folders whose programs never run, `programs.ts`), other
 * than the repository's own git folders. `listing` is CONFIG_LISTING's output there.
 */
function refuseSuppliedSettings(top, listing) {
    const folders = (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .suppliedFolders */ .eM)((0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .withWorkspace */ .A2)([top]));
    const own = (0,_git_dirs_js__WEBPACK_IMPORTED_MODULE_3__/* .gitDirs */ .V)(top);
    for (const { file, how } of namedFiles(top, listing)) {
        const folder = inGitFolder(file, own) ? undefined : (0,_programs_js__WEBPACK_IMPORTED_MODULE_4__/* .suppliedBy */ .a9)(file, folders);
        if (folder === undefined)
            continue;
        throw new SuppliedSettings(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(how)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(file)}, inside ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(folder)}, which the pull request controls: a filter or other program set there would run in proofgate's git, with its tokens; keep git's settings outside the checkout (\`git config --list --show-origin --includes\` shows where each comes from: an include.path, core.attributesFile, HOME, GIT_CONFIG_GLOBAL or GIT_CONFIG_SYSTEM naming a file in it)`);
    }
}
/**
 * `-c` settings that leave every filter driver of `listing` (CONFIG_LISTING) with no program: no
 * clean, smudge or process command, and not required (a required driver with none fails the file).
 * For a git call whose answer needs no file cleaned. A driver whose name `-c` cannot carry (an `=`)
 * is refused: it would stay on.
 */
function filtersOff(listing) {
    const names = new Set();
    for (const e of configEntries(listing, true)) {
        const driver = /^filter\.([\s\S]+)\.[^.]+$/.exec(e.key)?.[1];
        if (driver !== undefined)
            names.add(driver);
    }
    return [...names].flatMap((name) => {
        if (name.includes('='))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git's config sets a filter driver named ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(name))}, which git's command line cannot switch off (an \`=\` in its name): rename it`);
        return ['clean=', 'smudge=', 'process=', 'required=false'].flatMap((set) => ['-c', `filter.${name}.${set}`]);
    });
}


/***/ }),

/***/ 3223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DIFF_SETTINGS: () => (/* binding */ DIFF_SETTINGS),
/* harmony export */   d: () => (/* binding */ RENAME_LIMIT)
/* harmony export */ });
/**
 * What every git diff proofgate runs for scope, prompt and gate takes on its command line, over
 * any config git reads (the runner's GIT_CONFIG_GLOBAL, the system's, the repository's): the
 * algorithm and its heuristic (`diff.algorithm`, `diff.indentHeuristic` choose which lines a diff
 * marks), how hunks are joined (`diff.interHunkContext`), the order of files (`diff.orderFile`), no
 * external diff or textconv driver, submodules always compared (a commit moved or a tracked file
 * edited in one, whatever `.gitmodules` says to ignore; files untracked in one are in no commit,
 * as untracked files of the repository are in none of its diffs). So the lines the scope counts,
 * the diff an agent reads and the hunks the gate places a finding in come from one diff.
 */
const DIFF_SETTINGS = [
    '--diff-algorithm=myers',
    '--indent-heuristic',
    '--inter-hunk-context=0',
    '-O/dev/null',
    '--no-ext-diff',
    '--no-textconv',
    '--ignore-submodules=untracked',
];
/**
 * git pairs renames among at most this many unpaired deleted × added files (squared); past it, a
 * move is a deletion and an addition. Every git proofgate runs has it (run.ts's CONFIG), and a
 * command that finds renames passes it as `-l` too.
 */
const RENAME_LIMIT = 1000;


/***/ }),

/***/ 81965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ gitDirs),
/* harmony export */   v: () => (/* binding */ refuseOddGitFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_regular_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4728);
/* harmony import */ var _text_shown_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61528);
/* harmony import */ var _text_trim_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(43675);






/** More than any `.git` file or `commondir` holds (a path): a larger one is no pointer git follows either. */
const POINTER_MAX_BYTES = 64 * 1024;
/** A pointer file's text (`.git`, `commondir`), read as readRegularSync reads; undefined when absent or too large, refused in one line when not a regular file. */
function pointer(path) {
    const read = (0,_text_regular_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularSync */ .Wy)(path, POINTER_MAX_BYTES);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${(0,_text_shown_path_js__WEBPACK_IMPORTED_MODULE_4__/* .shownPath */ .p)(path)} ${read.reason}: git would wait on it or follow it; remove it`);
    return read.status === 'ok' ? (0,_text_trim_js__WEBPACK_IMPORTED_MODULE_5__/* .trimEndOf */ .f)(read.bytes.toString('utf8'), '\r\n') : undefined;
}
/** The git folders of a tree: `.git` itself, or for a worktree or submodule checkout the folders its `.git` file names. */
function gitDirs(cwd) {
    const dotgit = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, '.git');
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dotgit, { throwIfNoEntry: false });
    if (st?.isDirectory())
        return [dotgit];
    if (!st?.isFile())
        return [];
    // As git reads it (read_gitfile): `gitdir: ` first, the path to the end, trailing line ends dropped.
    const text = pointer(dotgit) ?? '';
    const named = text.startsWith('gitdir: ') ? text.slice('gitdir: '.length) : '';
    if (!named)
        return [];
    const gitdir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(named) ? named : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, named);
    const commondir = pointer((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(gitdir, 'commondir'));
    const common = commondir === undefined ? null : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(gitdir, commondir);
    return [gitdir, ...(common && common !== gitdir ? [common] : [])].filter((d) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(d, { throwIfNoEntry: false })?.isDirectory());
}
/**
 * The files git opens in its folders whatever it is asked (HEAD, the index, the settings, the
 * excludes and attributes of this machine, the refs packed, a worktree's pointers): a FIFO there
 * (an earlier job, an unconfined agent, the pull request's own test step) would hold a git process,
 * and so proofgate, forever; a device or a link would be read as something else.
 */
const OWN_FILES = [
    'HEAD',
    'config',
    'config.worktree',
    'index',
    'commondir',
    'gitdir',
    'packed-refs',
    'shallow',
    'info/exclude',
    'info/attributes',
    'info/sparse-checkout',
    'info/grafts',
    'objects/info/alternates',
];
/**
 * Refuses, in one line naming it, anything but a regular file where git opens one of its own files
 * (OWN_FILES, and a `.git` file) in the repository that holds `cwd`: checked before the first git
 * call of a command, since git has no time limit and neither do its callers.
 */
function refuseOddGitFiles(cwd) {
    const odd = (path) => {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
        if (st && !st.isFile())
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${(0,_text_shown_path_js__WEBPACK_IMPORTED_MODULE_4__/* .shownPath */ .p)(path)} is not a regular file (a FIFO, socket, device, link or folder): git opens it on its own and would wait on it or follow it; remove it`);
    };
    // As git finds its repository: the nearest folder up from cwd that holds a `.git`.
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd);; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        const dotgit = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.git');
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dotgit, { throwIfNoEntry: false });
        if (st) {
            // A link to a git folder is followed by git too; anything else there is refused.
            if (!st.isDirectory() && !(st.isSymbolicLink() && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dotgit, { throwIfNoEntry: false })?.isDirectory()))
                odd(dotgit);
            const dirs = st.isFile() ? gitDirs(dir) : [dotgit];
            for (const d of dirs)
                for (const f of OWN_FILES)
                    odd((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, f));
            return;
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return;
    }
}


/***/ }),

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

/***/ 63668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bD: () => (/* binding */ PROXY_VARIABLES),
  EW: () => (/* binding */ checkSettings),
  QT: () => (/* binding */ gitCommand),
  gE: () => (/* binding */ gitEnv),
  JG: () => (/* binding */ gitLine),
  th: () => (/* binding */ gitReason),
  cZ: () => (/* binding */ refuseOtherTop),
  EO: () => (/* binding */ runGit),
  u3: () => (/* binding */ scanRecords),
  ar: () => (/* binding */ toplevel),
  BS: () => (/* binding */ toplevelAndShallow),
  ED: () => (/* binding */ toplevelOnly)
});

// UNUSED EXPORTS: GIT_SETTINGS, GitFailed, OUTPUT_MAX_BYTES, openError, startError

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/run-memo.ts
var run_memo = __webpack_require__(73336);
// EXTERNAL MODULE: ./src/git/programs.ts
var programs = __webpack_require__(52359);
// EXTERNAL MODULE: ./src/git/config-files.ts
var config_files = __webpack_require__(45326);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/git/git-dirs.ts
var git_dirs = __webpack_require__(81965);
;// CONCATENATED MODULE: ./src/git/alternates.ts






/**
 * Object stores a repository borrows from (`objects/info/alternates`): git reads an object from
 * one without checking its bytes against its id, and a partial clone looks there before fetching a
 * blob it lacks. A store in a folder the pull request or an earlier step of the job writes would
 * hand git forged objects, trees and commits included, which proofgate reads no hash of.
 * (GIT_ALTERNATE_OBJECT_DIRECTORIES is never passed to git: gitEnv.)
 */
/** As git reads it: the most alternates of alternates it follows. */
const DEPTH = 5;
const ESCAPES = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '"': '"', '\\': '\\' };
/** A line of an alternates file as git reads it: a `"…"` line C-unquoted, a relative path from the objects folder. */
function storePath(line, objects) {
    const path = line.startsWith('"')
        ? Buffer.from(line
            .slice(1, line.lastIndexOf('"') > 0 ? line.lastIndexOf('"') : undefined)
            .replace(/\\([0-7]{3}|.)/g, (_, e) => (e.length === 3 ? String.fromCharCode(parseInt(e, 8)) : (ESCAPES[e] ?? e))), 'latin1').toString('utf8')
        : line;
    return (0,external_node_path_.isAbsolute)(path) ? (0,external_node_path_.resolve)(path) : (0,external_node_path_.resolve)(objects, path);
}
/** Every store `objects` borrows from, alternates of alternates followed as deep as git does, each with the file naming it. */
function alternateStores(objects, depth = 0, seen = new Set()) {
    if (depth > DEPTH || seen.has(objects))
        return [];
    seen.add(objects);
    const file = (0,external_node_path_.join)(objects, 'info', 'alternates');
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return [];
    }
    return text
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .flatMap((line) => {
        const store = storePath(line, objects);
        return [{ store, file }, ...alternateStores(store, depth + 1, seen)];
    });
}
/**
 * Refuses, in one line naming the store and the file naming it, a repository at `top` that
 * borrows objects from a folder inside the working tree, the repository holding it, the job's
 * workspace or its temp folder (RUNNER_TEMP), other than the repository's own git folders.
 */
function refuseSuppliedAlternates(top) {
    const own = (0,git_dirs/* gitDirs */.V)(top);
    const folders = (0,programs/* suppliedFolders */.eM)([...(0,programs/* withWorkspace */.A2)([top]), process.env.RUNNER_TEMP]);
    for (const { store, file } of own.flatMap((d) => alternateStores((0,external_node_path_.join)(d, 'objects')))) {
        if (own.some((d) => (0,programs/* inside */.nx)(store, d) && (0,programs/* inside */.nx)((0,programs/* realOf */.MN)(store), (0,programs/* realOf */.MN)(d))))
            continue;
        const folder = (0,programs/* suppliedBy */.a9)(store, folders);
        if (folder === undefined)
            continue;
        throw new config_files/* SuppliedSettings */.CV(`${(0,neutralise.visible)(file)} names the object store ${(0,neutralise.visible)(store)}, inside ${(0,neutralise.visible)(folder)}, which the pull request or an earlier step of the job writes: git reads objects there unchecked, so forged ones would stand in for the change's; remove the line (or keep the borrowed store outside the checkout, the workspace and RUNNER_TEMP)`);
    }
}

// EXTERNAL MODULE: ./src/git/diff-settings.ts
var diff_settings = __webpack_require__(3223);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/git/run.ts










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
 * What git prints for proofgate to parse or hash is the runner's config's to change in no command
 * (log, show, reflog as much as diff): no gpg lines before the formatted ones (log.showSignature),
 * no refusal to hash a file autocrlf would rewrite (core.safecrlf, meant as a warning), one rename
 * limit (past a lower one renames are lost) and one form for a submodule's change.
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
    ['log.showSignature', 'false'],
    ['core.safecrlf', 'false'],
    ['diff.renameLimit', String(diff_settings/* RENAME_LIMIT */.d)],
    ['diff.submodule', 'short'],
    // No exclude file of this machine's (core.excludesFile, any scope, or git's default
    // ~/.config/git/ignore): one planted there hid a new file from a working-tree scope and every check
    // of the tree. Only the tree's .gitignore files hide one (untracked.ts).
    ['core.excludesFile', '/dev/null'],
    // The config twins of GIT_NO_REPLACE_OBJECTS and GIT_GRAFT_FILE: git reads its config after those
    // variables, so core.useReplaceRefs=true in any file scope put replacement objects back, and a
    // commit-graph file supplies parents git never checks against the commit (a graft by another name).
    ['core.useReplaceRefs', 'false'],
    ['core.commitGraph', 'false'],
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
        const path = (0,programs/* pathOutsideCheckout */.bX)(root ? [root] : []);
        at = { path, git: (0,programs/* findExecutable */.oq)('git', path) };
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
        throw new errors.ProofgateError('git is not installed: no `git` on PATH outside the checkout');
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
            return new errors.ProofgateError(`not a git repository: ${cwd}; ${named.join(', ')} ${are} set, but proofgate ignores ${them} (such variables would change git's answers) and reads the repository of the folder it runs in (a .git there or above): run it in a clone or a worktree that has its own .git`);
        }
        return new errors.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    }
    // eslint-disable-next-line proofgate/no-trailing-run -- linear enough (#658): `.*` starts only after the 37-character literal, which cannot overlap itself, and `why` is git's refusal naming the folder proofgate runs in, not text from a change
    const dubious = /dubious ownership in repository at '(.*)'/i.exec(why);
    if (dubious)
        return new errors.ProofgateError(`git refuses ${dubious[1]}: it belongs to another user than the one running proofgate (a container job, a checkout made as another user); trust it with \`git config --global --add safe.directory ${dubious[1]}\` in a step before, or run as its owner`);
    return new errors.ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}
/**
 * Why git could not be started in `cwd`: Node reports a missing folder and a missing git
 * alike (`spawn git ENOENT`), so the folder is looked at to tell them apart.
 */
function startError(cwd, err) {
    if (err.code !== 'ENOENT')
        return new errors.ProofgateError(`git could not be started in ${cwd}: ${err.message}`);
    if (!(0,external_node_fs_.existsSync)(cwd))
        return new errors.ProofgateError(`no such folder: ${cwd}`);
    return new errors.ProofgateError('git is not installed: no `git` on PATH');
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
class GitFailed extends errors.ProofgateError {
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
        const child = (0,external_node_child_process_.spawn)(gitCommand(root), args, {
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
                new errors.ProofgateError(`git ${subcommand(args)} printed more than ${maxBytes >> 20} MiB, more than proofgate reads of one command`));
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
    const git = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(top, '.git'), { throwIfNoEntry: false });
    return git
        ? [git.dev, git.ino, git.uid, git.mode, process.env.HOME, process.env.GIT_CONFIG_GLOBAL, process.env.GIT_CONFIG_SYSTEM].join('\0')
        : '';
}
/**
 * A path git printed on a line of its own, as it is: only git's line end is dropped. A folder's
 * name may end in a space or a line break, and a trimmed one is another folder (a sibling clone).
 */
const gitLine = (out) => (out.endsWith('\n') ? out.slice(0, -1) : out);
/**
 * The top folder git names holds the folder proofgate runs in: any other answer (a path misread)
 * would have every later git call read another repository.
 */
function refuseOtherTop(cwd, top) {
    const [here, there] = [(0,external_node_fs_.realpathSync)(cwd), (0,external_node_fs_.realpathSync)(top)];
    if (here !== there && !here.startsWith(there.endsWith(external_node_path_.sep) ? there : there + external_node_path_.sep))
        throw new errors.ProofgateError(`git names ${JSON.stringify(top)} as the top folder of ${JSON.stringify(cwd)}, which is not inside it: refusing to read another folder's repository`);
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
 * The top folder for a command whose only git call this is (`review rules` and `review reviewers`
 * read the work tree's files themselves): `rev-parse --show-toplevel` runs no program, so git's
 * settings are not read for it (one git process fewer at start-up), and the answer is never kept
 * in the run's memo, where a later call would take it as checked.
 */
async function toplevelOnly(cwd) {
    return (await openTop(cwd, false, false)).top;
}
/**
 * The top folder, and whether the clone is shallow when git was asked (not when the run's memo
 * answered): in the same `git rev-parse`, for a caller that asks next.
 */
function toplevelAndShallow(cwd) {
    return openTop(cwd, true);
}
/**
 * Reads git's settings in `cwd` (CONFIG_LISTING), beside the call that opens the repository; what
 * it returns refuses, once the top folder is known, settings from a file the pull request controls
 * (refuseSuppliedSettings) and object stores borrowed from a folder it writes
 * (refuseSuppliedAlternates). Every command opens its repository before any git call that could run
 * a program. Before either, the files git opens on its own must be regular (refuseOddGitFiles): git
 * waits on a FIFO there forever.
 */
function checkSettings(cwd) {
    (0,git_dirs/* refuseOddGitFiles */.v)(cwd);
    // Settled either way now: an open that fails says why itself, and this answer is then never asked.
    const listed = runGit(cwd, config_files/* CONFIG_LISTING */.A9).then((out) => ({ out }), (err) => ({ err }));
    return async (top) => {
        const r = await listed;
        if ('err' in r)
            throw r.err;
        (0,config_files/* refuseSuppliedSettings */.qz)(top, r.out);
        refuseSuppliedAlternates(top);
    };
}
async function openTop(cwd, shallow, checked = true) {
    const memo = (0,run_memo/* gitMemo */.L$)();
    const held = memo?.toplevels.get(cwd);
    if (held && held.seen === sameRepository(held.top))
        return { top: held.top };
    if (!checked)
        (0,git_dirs/* refuseOddGitFiles */.v)(cwd);
    const settings = checked ? checkSettings(cwd) : () => Promise.resolve();
    try {
        const out = await runGit(cwd, ['rev-parse', '--show-toplevel', ...(shallow ? ['--is-shallow-repository'] : [])]);
        // The answer to --is-shallow-repository is the last line: a top folder's name may hold a newline.
        const asked = shallow ? /^([\s\S]*)\n(true|false)\n?$/.exec(out) : null;
        const top = asked ? asked[1] : gitLine(out);
        await settings(top);
        refuseOtherTop(cwd, top);
        const seen = checked && top === cwd ? sameRepository(top) : '';
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
