export const id = 8923;
export const ids = [8923,1486,308,7927];
export const modules = {

/***/ 63437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $K: () => (/* binding */ TEXT_MAX_BYTES),
/* harmony export */   Hl: () => (/* binding */ headRanges),
/* harmony export */   KH: () => (/* binding */ isText),
/* harmony export */   Xw: () => (/* binding */ diffChanges),
/* harmony export */   eP: () => (/* binding */ diffsOf),
/* harmony export */   kn: () => (/* binding */ textLineCounts),
/* harmony export */   wo: () => (/* binding */ inspectUntracked)
/* harmony export */ });
/* unused harmony exports parseRawNumstat, countLines */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10308);
/* harmony import */ var _patch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81586);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);






const ZERO = /^0+$/;
const RAW = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])(\d*)$/;
function kindOf(mode) {
    if (mode === '120000')
        return 'symlink';
    if (mode === '160000')
        return 'submodule';
    return 'file';
}
function statusOf(letter, srcMode, dstMode, srcOid, dstOid) {
    switch (letter) {
        case 'A':
            return 'added';
        case 'D':
            return 'deleted';
        case 'R':
            return 'renamed';
        case 'T':
            return 'type-changed';
        default:
            return srcMode !== dstMode && srcOid === dstOid && !ZERO.test(dstOid) ? 'mode-changed' : 'modified';
    }
}
/**
 * Parses `git diff --raw --numstat -z` (raw records first, then numstat). Every
 * path is taken positionally after its record, so no file name can be mistaken
 * for a record, whatever bytes it holds.
 */
function parseRawNumstat(out) {
    const tok = out.split('\0');
    if (tok[tok.length - 1] === '')
        tok.pop();
    const changes = [];
    const byPath = new Map();
    let i = 0;
    while (i < tok.length && tok[i].startsWith(':')) {
        const m = RAW.exec(tok[i]);
        if (!m)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i].slice(0, 80))}`);
        const [, srcMode, dstMode, srcOid, dstOid, letter] = m;
        const twoPaths = letter === 'R' || letter === 'C';
        const first = tok[i + 1];
        const second = twoPaths ? tok[i + 2] : undefined;
        if (first === undefined || (twoPaths && second === undefined))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('truncated git diff output');
        const status = letter === 'C' ? 'added' : statusOf(letter, srcMode, dstMode, srcOid, dstOid);
        const deleted = status === 'deleted';
        const change = {
            path: twoPaths ? second : first,
            status,
            kind: kindOf(deleted ? srcMode : dstMode),
            blob: deleted || ZERO.test(dstOid) ? '' : dstOid,
            added: 0,
            deleted: 0,
        };
        if (letter === 'R')
            change.from = first;
        changes.push(change);
        byPath.set(change.path, change);
        i += twoPaths ? 3 : 2;
    }
    while (i < tok.length) {
        const t = tok[i];
        const tab1 = t.indexOf('\t');
        const tab2 = t.indexOf('\t', tab1 + 1);
        if (tab1 < 0 || tab2 < 0)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`unexpected git numstat output: ${JSON.stringify(t.slice(0, 80))}`);
        const a = t.slice(0, tab1);
        const d = t.slice(tab1 + 1, tab2);
        let path = t.slice(tab2 + 1);
        if (path === '') {
            path = tok[i + 2] ?? '';
            i += 3;
        }
        else
            i += 1;
        const change = byPath.get(path);
        if (!change)
            continue;
        change.added = a === '-' ? null : Number(a);
        change.deleted = d === '-' ? null : Number(d);
    }
    return changes;
}
/**
 * What decides the result is on the command line, never in a user's or a
 * repository's configuration, so that the machine that seals a scope and the
 * one that checks it get the same answer: the diff algorithm, the rename
 * limit, paths from the top, no external diff or textconv driver.
 */
const DIFF_ARGS = [
    '-M',
    '-l1000',
    '--diff-algorithm=myers',
    '--no-relative',
    '--no-abbrev',
    '--no-ext-diff',
    '--no-textconv',
    '--ignore-submodules=none',
];
function diffArgs(what, { from, to, paths }) {
    return ['-c', 'core.quotePath=false', 'diff', ...what, ...DIFF_ARGS, from, ...(to ? [to] : []), '--', ...(paths ?? [])];
}
async function diffChanges(repo, options) {
    const changes = parseRawNumstat(await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, diffArgs(['--raw', '--numstat', '-z'], options)));
    if (options.to === null && !options.range && !options.paths) {
        const untracked = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-standard', '-z']))
            .split('\0')
            .filter(Boolean);
        for (const path of untracked) {
            changes.push({ path, status: 'added', kind: 'file', blob: '', added: 0, deleted: 0, untracked: true });
        }
    }
    return changes;
}
/**
 * Line counts of `paths` read from the patch itself (`-p --text`): git's
 * numstat says "binary" for them whatever `--text` says. The patch has one
 * section per change, in the order of the raw records; hunk lines always start
 * with a space, `+`, `-` or a backslash, so a section header cannot hide in them.
 */
async function textLineCounts(repo, options) {
    const [entries, patch] = await Promise.all([diffChanges(repo, options), (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, diffArgs(['-p', '--text', '--no-color'], options))]);
    const sections = `\n${patch}`.split('\ndiff --git ').slice(1);
    if (sections.length !== entries.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`unexpected git diff output: ${sections.length} patch section(s) for ${entries.length} change(s)`);
    const counts = new Map();
    entries.forEach((e, i) => {
        const lines = sections[i].split('\n');
        const first = lines.findIndex((l) => l.startsWith('@@'));
        const hunks = first < 0 ? [] : lines.slice(first);
        counts.set(e.path, {
            added: hunks.filter((l) => l.startsWith('+')).length,
            deleted: hunks.filter((l) => l.startsWith('-')).length,
        });
    });
    return counts;
}
/**
 * Text is content that decodes as UTF-8, NUL bytes included. Not git's test (a
 * NUL in the first 8000 bytes) and no attribute: one byte or one
 * `.gitattributes` line must not take code out of review.
 */
function isText(data) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(data);
}
function countLines(data) {
    if (data.length === 0)
        return 0;
    let n = 0;
    for (let i = 0; i < data.length; i++)
        if (data[i] === 10)
            n++;
    return data[data.length - 1] === 10 ? n : n + 1;
}
/** Beyond this a file is not read to count its lines or test its text: it counts as binary. */
const TEXT_MAX_BYTES = 16 * 1024 * 1024;
/** Fills in kind, line count and binary state of an untracked file, reading it only now that it is kept. */
async function inspectUntracked(root, change) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, change.path);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(full);
    if (info.isSymbolicLink()) {
        change.kind = 'symlink';
        change.added = 1;
        return { symlinkTarget: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(full) };
    }
    if (!info.isFile() || info.size > TEXT_MAX_BYTES) {
        change.added = null;
        change.deleted = null;
        return {};
    }
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(full, 'r');
    try {
        const data = await fh.readFile();
        if (!isText(data)) {
            change.added = null;
            change.deleted = null;
        }
        else
            change.added = countLines(data);
    }
    finally {
        await fh.close();
    }
    return {};
}
/** `git diff -U<context>` of each path, without rename detection (batched: see diffByPath). */
function diffsOf(repo, base, head, paths, context = 0) {
    return (0,_patch_js__WEBPACK_IMPORTED_MODULE_4__/* .diffByPath */ .w)(repo, { base, head, context, renames: false }, paths.map((path) => ({ path })));
}
const HUNK_HEAD = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm;
/** The head-side line ranges a diff's hunks show (context lines included): where a review comment may sit. */
function headRanges(diff) {
    const ranges = [];
    for (const m of diff.matchAll(HUNK_HEAD)) {
        const count = m[2] === undefined ? 1 : Number(m[2]);
        if (count > 0)
            ranges.push({ start: Number(m[1]), end: Number(m[1]) + count - 1 });
    }
    return ranges;
}


/***/ }),

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


/***/ }),

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */
const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker']);
const SECRET_NAMES = new Set([
    '.npmrc',
    '.netrc',
    '_netrc',
    '.pypirc',
    '.git-credentials',
    '.htpasswd',
    '.pgpass',
    '.dockercfg',
    'credentials',
    'credentials.json',
    'credentials.yml',
    'credentials.yaml',
    'credentials.xml',
    'credentials.ini',
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
    'crt',
    'cer',
    'der',
    'p8',
    'ppk',
    'jks',
    'keystore',
    'kdbx',
    'asc',
    'gpg',
    'tfstate',
]);
function segments(path) {
    return path.split('/').map((s) => s.toLowerCase());
}
function extension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1) : '';
}
/** `.env*`, private keys, certificates and key stores, credential files, `credentials/`, `secrets/`: any case, any depth. */
function isSecretPath(path) {
    const segs = segments(path);
    return segs.slice(0, -1).some((s) => SECRET_DIRS.has(s)) || isSecretName(path);
}
/** Secret by the file's own name (`.env`, a key, a credentials file), not only by the folder it sits in. */
function isSecretName(path) {
    const name = segments(path).pop() ?? '';
    if (name.startsWith('.env') || name.endsWith('.env'))
        return true;
    if (SECRET_NAMES.has(name))
        return true;
    return SECRET_EXTENSIONS.has(extension(name));
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
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (LOCKFILES.has(name))
        return true;
    return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}
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

/***/ 18140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   XK: () => (/* binding */ privateDir),
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   dg: () => (/* binding */ confined),
/* harmony export */   nM: () => (/* binding */ removeFile),
/* harmony export */   pz: () => (/* binding */ copyRegularFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);








/**
 * Every file proofgate reads as evidence or writes goes through here. A path is taken only
 * inside its working tree (`root`) and never through a symbolic link below it: a pull request
 * can commit `_bmad-output` as a link to `~`, `/tmp` or `.git/hooks`, and a plain `mkdir -p` and
 * `writeFile` (or `readFile`, or an artifact upload) would follow it. What lies above `root` is
 * the runner's, not the repository's, and is not checked.
 */
// Windows has neither flag; there a link is refused by the lstat walk alone.
const OPEN_READ = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/** Why `path` may not be used inside `root`, or undefined with the absolute path when it may. */
async function placeProblem(root, path) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(base, abs);
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel))
        return {
            abs,
            problem: `is outside the working tree ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(base)}: proofgate reads and writes only inside it; give a path inside it`,
        };
    let at = base;
    const segs = rel === '' ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep);
    for (const [i, seg] of segs.entries()) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(at, seg);
        let info;
        try {
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(at);
        }
        catch (err) {
            if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
                return { abs };
            throw err;
        }
        const shown = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(segs.slice(0, i + 1).join('/'));
        if (info.isSymbolicLink())
            return {
                abs,
                problem: i === segs.length - 1
                    ? 'is a symbolic link: only regular files are read or written; remove the link'
                    : `passes through ${shown}, a symbolic link (a committed link could lead outside the working tree): remove the link or choose another folder`,
            };
        if (i < segs.length - 1 && !info.isDirectory())
            return { abs, problem: `passes through ${shown}, which is not a folder: move it or choose another folder` };
    }
    return { abs };
}
/**
 * The absolute path of `path` (relative to `root`), refused with one line when it leaves the
 * working tree or passes through a symbolic link.
 */
async function confined(root, path) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)}: it ${problem}`);
    return abs;
}
async function readAll(fh, maxBytes) {
    const chunks = [];
    let total = 0;
    for (;;) {
        const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, maxBytes + 1 - total));
        const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0)
            return Buffer.concat(chunks, total);
        chunks.push(chunk.subarray(0, bytesRead));
        total += bytesRead;
        // A file that grows past its cap while being read is refused like one that was too large.
        if (total > maxBytes)
            return null;
    }
}
/** Opens a regular file without following a link or blocking on a FIFO; anything else is refused. */
async function openRegular(abs) {
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { status: 'missing' };
        throw err;
    }
    // Checked before opening: opening a FIFO or a device can block or act.
    if (info.isSymbolicLink())
        return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
    if (info.isDirectory())
        return { status: 'refused', reason: 'is a folder, not a file' };
    if (!info.isFile())
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(abs, OPEN_READ);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            return { status: 'missing' };
        if (code === 'ELOOP')
            return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
        throw err;
    }
    // Checked again on what was opened: the name may have been swapped since the lstat.
    const opened = await fh.stat();
    if (!opened.isFile()) {
        await fh.close();
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    }
    return { fh, size: opened.size };
}
/**
 * A regular file inside `root` of at most `maxBytes`, read whole. Links (anywhere below `root`),
 * FIFOs, sockets and devices are refused without being followed or read; the size is checked
 * before a byte is read and again while reading.
 */
async function readRegular(root, path, maxBytes) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        return { status: 'refused', reason: problem };
    const opened = await openRegular(abs);
    if ('status' in opened)
        return opened;
    const { fh, size } = opened;
    try {
        if (size > maxBytes)
            return { status: 'too-large', size };
        const bytes = await readAll(fh, maxBytes);
        return bytes ? { status: 'ok', bytes } : { status: 'too-large', size: maxBytes + 1 };
    }
    finally {
        await fh.close();
    }
}
/**
 * A file's text when it is at most `maxBytes`, else null. A missing file throws an ENOENT error
 * (callers decide what absence means); a link, FIFO or device is a ProofgateError.
 */
async function readTextCapped(root, path, maxBytes) {
    const read = await readRegular(root, path, maxBytes);
    if (read.status === 'ok')
        return read.bytes.toString('utf8');
    if (read.status === 'too-large')
        return null;
    if (read.status === 'missing')
        throw Object.assign(new Error(`${path}: no such file`), { code: 'ENOENT' });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root, path))} ${read.reason}`);
}
/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written. The target must be inside `root`, through no link.
 */
async function writeFileAtomic(root, path, data) {
    const target = await confined(root, path);
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_4__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        // The folders just made are checked too; `wx` never opens an existing name (nor a link).
        await confined(root, target);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, data, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, target);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError)
            throw err;
        const code = err.code ?? 'error';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot write ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(target)} (${code}): check that the folder is writable and the disk has room; nothing was half-written`);
    }
}
function writeJsonAtomic(root, path, value) {
    return writeFileAtomic(root, path, `${JSON.stringify(value, null, 2)}\n`);
}
/** Removes a file inside `root` (never through a link below it); a missing file is fine. */
async function removeFile(root, path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(await confined(root, path), { force: true });
}
/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
function privateDir(prefix) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)(), `proofgate-${prefix}-`));
}
/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 */
async function copyRegularFiles(root, folder) {
    const from = await confined(root, folder);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(from);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(from)}: it is not a folder`);
    const dir = await privateDir('copy');
    const skipped = [];
    let files = 0;
    for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(from, { withFileTypes: true, recursive: true })) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(e.parentPath, e.name);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, abs);
        if (e.isDirectory())
            continue;
        const opened = e.isFile() ? await openRegular(abs) : { status: 'refused', reason: '' };
        if ('status' in opened) {
            if (opened.status !== 'missing')
                skipped.push((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')));
            continue;
        }
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel)), { recursive: true });
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(opened.fh.createReadStream({ autoClose: false }), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel), { flags: 'wx' }));
            files++;
        }
        finally {
            await opened.fh.close();
        }
    }
    return { dir, files, skipped: skipped.sort() };
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
