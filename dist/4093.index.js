export const id = 4093;
export const ids = [4093];
export const modules = {

/***/ 63437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $K: () => (/* binding */ TEXT_MAX_BYTES),
/* harmony export */   DQ: () => (/* binding */ diffFromMergeBase),
/* harmony export */   GO: () => (/* binding */ parseRawNumstat),
/* harmony export */   Hl: () => (/* binding */ headRanges),
/* harmony export */   KH: () => (/* binding */ isText),
/* harmony export */   Xw: () => (/* binding */ diffChanges),
/* harmony export */   dZ: () => (/* binding */ RENAME_LIMIT),
/* harmony export */   eP: () => (/* binding */ diffsOf),
/* harmony export */   kn: () => (/* binding */ textLineCounts),
/* harmony export */   wo: () => (/* binding */ inspectUntracked)
/* harmony export */ });
/* unused harmony export countLines */
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
        if ((letter === 'R' || deleted) && !ZERO.test(srcOid))
            change.baseBlob = srcOid;
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
/** git pairs renames among at most this many unpaired deleted × added files (squared); past it, a move is a deletion and an addition. */
const RENAME_LIMIT = 1000;
const DIFF_ARGS = [
    '-M',
    `-l${RENAME_LIMIT}`,
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
 * section per change, in the order of the raw records, but two for a type
 * change (a symlink that became a file: the old one deleted, the new one
 * created); hunk lines always start with a space, `+`, `-` or a backslash, so
 * a section header cannot hide in them.
 */
async function textLineCounts(repo, options) {
    const [entries, patch] = await Promise.all([diffChanges(repo, options), (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, diffArgs(['-p', '--text', '--no-color'], options))]);
    const sections = `\n${patch}`.split('\ndiff --git ').slice(1);
    // A header line, read before the first hunk (a section with no hunk is all header).
    const header = (section, mode) => {
        const lines = section?.split('\n') ?? [];
        const hunk = lines.findIndex((l) => l.startsWith('@@'));
        return lines.slice(0, hunk < 0 ? lines.length : hunk).some((l) => l.startsWith(mode));
    };
    const counts = new Map();
    let at = 0;
    for (const e of entries) {
        const split = e.status === 'type-changed' && header(sections[at], 'deleted file mode') && header(sections[at + 1], 'new file mode');
        const mine = sections.slice(at, (at += split ? 2 : 1));
        if (mine.length === 0)
            break;
        const hunks = mine.flatMap((section) => {
            const lines = section.split('\n');
            const first = lines.findIndex((l) => l.startsWith('@@'));
            return first < 0 ? [] : lines.slice(first);
        });
        counts.set(e.path, {
            added: hunks.filter((l) => l.startsWith('+')).length,
            deleted: hunks.filter((l) => l.startsWith('-')).length,
        });
    }
    if (at !== sections.length || counts.size !== entries.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`unexpected git diff output: ${sections.length} patch section(s) for ${entries.length} change(s)`);
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
/**
 * Starts git on the change from the merge base of `base` and `head` (`head` null: the working
 * tree). A commit range diffs from the merge base itself (`base...head`), so both run at once;
 * the working tree needs the merge base first. Rejections are left to whoever awaits.
 */
function diffFromMergeBase(repo, base, head, workspace) {
    const mb = (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeBase */ .wu)(repo, base, head);
    // A range with no merge base fails in git's words; the merge base's own error says why (a shallow clone) and the fix.
    const changes = workspace
        ? mb.then((from) => diffChanges(repo, { from, to: null }))
        : diffChanges(repo, { from: `${base}...${head}`, to: null, range: true }).catch(async (err) => {
            await mb;
            throw err;
        });
    const listed = workspace
        ? undefined
        : (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, [
            '-c',
            'core.quotePath=false',
            'diff',
            '--raw',
            '-z',
            '--no-renames',
            ...DIFF_ARGS.filter((a) => a !== '-M' && !a.startsWith('-l')),
            `${base}...${head}`,
            '--',
        ]).then(parseRawNumstat);
    // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
    mb.catch(() => undefined);
    changes.catch(() => undefined);
    listed?.catch(() => undefined);
    return { mergeBase: mb, changes, ...(listed ? { listed } : {}) };
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
 * (external diff drivers, textconv, prefixes, colour, binary attributes) are overridden.
 */
async function diffByPath(repo, o, entries) {
    const args = [
        '-c',
        'core.quotePath=false',
        'diff',
        o.renames ? '-M' : '--no-renames',
        `-U${o.context}`,
        // Text by content, as the selection decides: a NUL byte or a `binary`/`-diff` attribute never hides a selected file's lines.
        '--text',
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
            // A type change (a link that became a file) is two patches under one header: both are kept.
            if (path !== undefined)
                out.set(path, (out.get(path) ?? '') + part);
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

/***/ 74093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startScope: () => (/* binding */ startScope),
/* harmony export */   startedFor: () => (/* binding */ startedFor)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63437);


/** The refs a scope is sealed from: the base defaults to HEAD~1 (HEAD with the working tree), the head to HEAD. */
function scopeRefs(o) {
    const workspace = o.workspace ?? false;
    return { baseRef: o.base ?? (workspace ? 'HEAD' : 'HEAD~1'), headRef: o.head ?? 'HEAD', workspace };
}
/**
 * Resolves the scope's refs and starts git's diff of the change. Light on purpose: a caller
 * starts it first, and git works while the code that selects from the diff loads.
 */
function startScope(cwd, o) {
    const { baseRef, headRef, workspace } = scopeRefs(o);
    const opened = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__.openAndResolve)(cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]).then(({ repo, shas: [baseSha, headSha] }) => ({ repo, baseSha: baseSha, headSha: headSha }));
    const diff = opened.then(({ repo, baseSha, headSha }) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffFromMergeBase */ .DQ)(repo, baseSha, headSha, workspace));
    // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
    opened.catch(() => undefined);
    diff.catch(() => undefined);
    return { cwd, baseRef, headRef, workspace, opened, diff };
}
/** What was started for these options, or a start of its own when the caller's differs in folder or refs. */
function startedFor(cwd, o) {
    const want = scopeRefs(o);
    const s = o.started;
    const same = s && s.cwd === cwd && s.baseRef === want.baseRef && s.headRef === want.headRef && s.workspace === want.workspace;
    return same ? s : startScope(cwd, o);
}


/***/ })

};
