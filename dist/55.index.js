export const id = 55;
export const ids = [55,3068,2331,43,5685,8140,410];
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
/* harmony import */ var _unified_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(54586);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90108);








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
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i].slice(0, 80))}`);
        const [, srcMode, dstMode, srcOid, dstOid, letter] = m;
        const twoPaths = letter === 'R' || letter === 'C';
        const first = tok[i + 1];
        const second = twoPaths ? tok[i + 2] : undefined;
        if (first === undefined || (twoPaths && second === undefined))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError('truncated git diff output');
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
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(`unexpected git numstat output: ${JSON.stringify(t.slice(0, 80))}`);
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
 * created), each under its file's own header. The patch is read at git's own line ends, each hunk by its counts
 * (parsePatch), so no line of content can start a section.
 */
async function textLineCounts(repo, options) {
    const [entries, patch] = await Promise.all([
        diffChanges(repo, options),
        (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, diffArgs(['-p', '--text', '--no-color', '--src-prefix=a/', '--dst-prefix=b/'], options)),
    ]);
    const sections = (0,_unified_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePatch */ .iz)(patch);
    const made = (section, mode) => section?.meta.some((l) => l.startsWith(mode)) ?? false;
    const counts = new Map();
    let at = 0;
    for (const e of entries) {
        const split = e.status === 'type-changed' && made(sections[at], 'deleted file mode') && made(sections[at + 1], 'new file mode');
        const mine = sections.slice(at, (at += split ? 2 : 1));
        if (mine.length === 0)
            break;
        // Each section under its own file's header, or the listing and the patch disagree.
        const header = (0,_unified_js__WEBPACK_IMPORTED_MODULE_5__/* .sectionHeader */ .bV)(e.from ?? e.path, e.path);
        const other = mine.find((s) => s.header !== header);
        if (other)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(`unexpected git diff output: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(other.header))} where ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(header))} was due`);
        const lines = mine.flatMap((s) => s.hunks.flatMap((h) => h.lines.slice(1)));
        counts.set(e.path, {
            added: lines.filter((l) => l.startsWith('+')).length,
            deleted: lines.filter((l) => l.startsWith('-')).length,
        });
    }
    if (at !== sections.length || counts.size !== entries.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_7__.ProofgateError(`unexpected git diff output: ${sections.length} patch section(s) for ${entries.length} change(s)`);
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
/** The head-side line ranges a diff's hunks show (context lines included): where a review comment may sit. */
function headRanges(diff) {
    return (0,_unified_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePatch */ .iz)(diff)
        .flatMap((s) => s.hunks)
        .filter((h) => h.head.newCount > 0)
        .map(({ head }) => ({ start: head.newStart, end: head.newStart + head.newCount - 1 }));
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
/* harmony import */ var _unified_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54586);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);







const PER_PROCESS = 500;
/** Whether a `diff --git` line names two of `paths` (as git quotes them): a section of a change among them. */
function namesAmong(paths) {
    const olds = new Set(paths.map((p) => (0,_unified_js__WEBPACK_IMPORTED_MODULE_4__/* .gitQuoted */ .HW)(`a/${p}`)));
    const news = new Set(paths.map((p) => (0,_unified_js__WEBPACK_IMPORTED_MODULE_4__/* .gitQuoted */ .HW)(`b/${p}`)));
    return (header) => {
        const names = header.slice('diff --git '.length);
        for (let sp = names.indexOf(' '); sp >= 0; sp = names.indexOf(' ', sp + 1))
            if (olds.has(names.slice(0, sp)) && news.has(names.slice(sp + 1)))
                return true;
        return false;
    };
}
/**
 * The unified diff of each entry (keyed by `path`), from a few git processes (500 entries each)
 * rather than one per file. git's patch is cut into sections at its own line ends only (see
 * parsePatch), and each section goes to the entry whose `diff --git` line it is, names quoted as
 * git quotes them. A rename git pairs otherwise among a group's paths is asked for on its own
 * (then every section of its two paths is its diff). The patch must agree with the entries, which
 * the caller read from git's listing: a section naming a path not asked for, or an entry left
 * without a section, is an error, never a diff dropped or shown under another file's name.
 * Repository settings that would change the text (external diff drivers, textconv, prefixes,
 * colour, binary attributes) are overridden.
 */
async function diffByPath(repo, o, entries) {
    const args = [
        '-c',
        'core.quotePath=false',
        '-c',
        'diff.suppressBlankEmpty=false',
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
    const take = async (group, alone) => {
        const paths = group.flatMap(pathsOf);
        const byHeader = new Map(group.map((e) => [(0,_unified_js__WEBPACK_IMPORTED_MODULE_4__/* .sectionHeader */ .bV)(e.from ?? e.path, e.path), e.path]));
        const among = namesAmong(paths);
        for (const section of (0,_unified_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePatch */ .iz)(await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, [...args, ...paths]))) {
            if (!among(section.header))
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git's patch has a section for a file not asked for (${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(section.header))}): no diff is shown`);
            // A type change (a link that became a file) is two sections under one header: both are kept. A
            // section of a pairing other than the listed one is left: its entries, then without one, are asked alone.
            const path = alone ? group[0].path : byHeader.get(section.header);
            if (path !== undefined)
                out.set(path, (out.get(path) ?? '') + section.text);
        }
    };
    for (let i = 0; i < entries.length; i += PER_PROCESS)
        await take(entries.slice(i, i + PER_PROCESS), false);
    for (const e of entries)
        if (!out.has(e.path))
            await take([e], true);
    const missing = entries.find((e) => !out.has(e.path));
    if (missing)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git's patch has no section for ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(missing.path))}, which git lists as changed: the diff is incomplete`);
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

/***/ 54586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HW: () => (/* binding */ gitQuoted),
/* harmony export */   bV: () => (/* binding */ sectionHeader),
/* harmony export */   iz: () => (/* binding */ parsePatch)
/* harmony export */ });
/* unused harmony export hunkHead */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);


// `[^]` and no `m` flag: the whole line, whatever characters the rest holds.
const HUNK_HEAD = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@([^]*)$/;
/** A hunk header line's numbers (an omitted count is 1), or undefined when the line is none. */
function hunkHead(line) {
    const m = HUNK_HEAD.exec(line);
    if (!m)
        return undefined;
    const count = (c) => (c === undefined ? 1 : Number(c));
    return { oldStart: Number(m[1]), oldCount: count(m[2]), newStart: Number(m[3]), newCount: count(m[4]), rest: m[5] };
}
const malformed = (why, line) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`unexpected git diff output: ${why}${line === undefined ? '' : ` at ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.visible)(line.slice(0, 80)))}`}`);
/**
 * The sections of git's patch (`git diff -p`, any number of files), in order. Anything git would
 * not write (text before the first header, a hunk shorter or longer than its header says, a line
 * in a hunk that is no hunk line) is an error, never a section cut short or a line moved to
 * another file.
 */
function parsePatch(text) {
    const sections = [];
    // Each line with the offset it starts at; `\n` alone ends a line.
    const lines = [];
    for (let at = 0; at < text.length;) {
        const nl = text.indexOf('\n', at);
        const end = nl < 0 ? text.length : nl;
        lines.push({ text: text.slice(at, end), at });
        at = end + 1;
    }
    let current;
    let start = 0;
    const close = (end) => {
        if (current)
            current.text = text.slice(start, end);
    };
    for (let i = 0; i < lines.length;) {
        const line = lines[i].text;
        if (line.startsWith('diff --git ')) {
            close(lines[i].at);
            start = lines[i].at;
            current = { header: line, meta: [line], hunks: [], text: '' };
            sections.push(current);
            i++;
            continue;
        }
        if (!current)
            throw malformed('text before the first file header', line);
        const head = hunkHead(line);
        if (!head) {
            if (current.hunks.length)
                throw malformed('a line outside any hunk', line);
            current.meta.push(line);
            i++;
            continue;
        }
        const hunk = { head, lines: [line] };
        current.hunks.push(hunk);
        let old = head.oldCount;
        let neu = head.newCount;
        for (i++; i < lines.length; i++) {
            const l = lines[i].text;
            // `\ No newline at end of file` follows the line it speaks of, the hunk's last one included.
            if (l.startsWith('\\')) {
                hunk.lines.push(l);
                continue;
            }
            if (old === 0 && neu === 0)
                break;
            // An empty line is an empty context line, as git writes it under diff.suppressBlankEmpty.
            const kind = l === '' ? ' ' : l[0];
            const ok = kind === ' ' ? old > 0 && neu > 0 : kind === '-' ? old > 0 : kind === '+' && neu > 0;
            if (!ok)
                throw malformed('a hunk that does not match its header', l);
            if (kind !== '+')
                old--;
            if (kind !== '-')
                neu--;
            hunk.lines.push(l);
        }
        if (old !== 0 || neu !== 0)
            throw malformed('a hunk cut short', line);
    }
    close(text.length);
    return sections;
}
// The escapes git's C-quoting uses; any other control character (and DEL) is octal.
const ESCAPES = {
    '\x07': 'a',
    '\b': 'b',
    '\t': 't',
    '\n': 'n',
    '\v': 'v',
    '\f': 'f',
    '\r': 'r',
    '"': '"',
    '\\': '\\',
};
/**
 * A name as git writes it in a patch under `core.quotePath=false`: as is, or in double quotes when
 * it holds a control character, a quote or a backslash (other non-ASCII text is left as is).
 */
function gitQuoted(name) {
    if (!/[\x00-\x1f"\\\x7f]/.test(name))
        return name;
    const body = [...name]
        .map((c) => ESCAPES[c] !== undefined ? `\\${ESCAPES[c]}` : c < ' ' || c === '\x7f' ? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}` : c)
        .join('');
    return `"${body}"`;
}
/** The `diff --git` line git writes for a change from `from` to `path` (default prefixes). */
function sectionHeader(from, path) {
    return `diff --git ${gitQuoted(`a/${from}`)} ${gitQuoted(`b/${path}`)}`;
}


/***/ }),

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: it ${read.reason}`);
    if (read.status === 'too-large')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}) is ${read.size} bytes; the limit is 256 KiB`);
    return checkIntent(read.bytes, path);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(paths.root, paths.file('intent'), INTENT_MAX_BYTES);
    if (read.status === 'missing')
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    if (read.status !== 'ok')
        return { problem: `intent.md cannot be read (${read.status === 'refused' ? read.reason : 'too large'}): seal the scope again` };
    const text = read.bytes.toString('utf8');
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
const words = (s) => s.replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ). */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
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
/* harmony export */   l$: () => (/* binding */ writeJsonOrReason),
/* harmony export */   nM: () => (/* binding */ removeFile),
/* harmony export */   pz: () => (/* binding */ copyRegularFiles)
/* harmony export */ });
/* unused harmony export ARTIFACT_REFUSED */
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
 * A folder where a file is to be written or removed: a pull request can commit one at any path
 * proofgate writes, and a rename or rm would fail on it with a bare EISDIR. (A link there is refused
 * by `confined`; a regular file, or a FIFO an agent left, is replaced without being opened.)
 */
async function folderThere(abs) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs).catch((err) => {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    });
    if (!info?.isDirectory())
        return undefined;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)}: it is a folder, where proofgate writes a file: remove it or choose another path`);
}
/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written. The target must be inside `root`, through no link,
 * and neither a link nor a folder: either is refused in one line naming it.
 */
async function writeFileAtomic(root, path, data) {
    const target = await confined(root, path);
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_4__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        // The folders just made are checked too; `wx` never opens an existing name (nor a link).
        await confined(root, target);
        const folder = await folderThere(target);
        if (folder)
            throw folder;
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
/**
 * writeJsonAtomic, its refusal or failure returned as its one line (naming the path) instead of
 * thrown: for a file whose absence is a reason for the verdict, never a crash before it is published.
 */
async function writeJsonOrReason(root, path, value) {
    try {
        await writeJsonAtomic(root, path, value);
        return undefined;
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError)
            return err.message;
        throw err;
    }
}
/** Removes a file inside `root` (never through a link below it, never a folder); a missing file is fine. */
async function removeFile(root, path) {
    const abs = await confined(root, path);
    const folder = await folderThere(abs);
    if (folder)
        throw folder;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(abs, { force: true });
}
/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
function privateDir(prefix) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)(), `proofgate-${prefix}-`));
}
/**
 * What the artifact service refuses in a file's path (@actions/artifact's upload validation, which
 * actions/upload-artifact runs too): one such name, which a pull request may commit in a folder that
 * is uploaded, fails the whole upload, so it is left out of every copy an artifact is made from.
 */
const ARTIFACT_REFUSED = /[":<>|*?\r\n]/;
/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 * Given `only` (paths relative to `folder`), just those are copied: a folder the checkout shares
 * with the files a step wrote may hold others the pull request committed. A file whose path the
 * artifact service refuses (`ARTIFACT_REFUSED`) is left out too, and named in `refusedNames`.
 */
async function copyRegularFiles(root, folder, only) {
    const from = await confined(root, folder);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(from);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(from)}: it is not a folder`);
    const dir = await privateDir('copy');
    const skipped = [];
    const refusedNames = [];
    let files = 0;
    const wanted = only && new Set(only.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(from, p))));
    for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(from, { withFileTypes: true, recursive: true })) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(e.parentPath, e.name);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, abs);
        if (e.isDirectory() || (wanted && !wanted.has(rel)))
            continue;
        if (ARTIFACT_REFUSED.test(rel)) {
            refusedNames.push((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')));
            continue;
        }
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
    return { dir, files, skipped: skipped.sort(), refusedNames: refusedNames.sort() };
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


/***/ })

};
