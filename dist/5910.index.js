export const id = 5910;
export const ids = [5910,8467,3219];
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
/* harmony export */   i4: () => (/* binding */ accountedFor),
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
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(71670);
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
    return { id: checked, root, folder, ...(dir !== undefined ? { dir } : {}), file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
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
        // Byte-equal to a selected file is the test: a name git gave the scope (a newline in it included) is that file.
        if (selected.has(e.path))
            return;
        const problem = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathProblem */ .z9)(e.path);
        errors.push(`${what(i)}: path ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(e.path))} ${problem ?? 'is not a selected file of the scope'}`);
    });
    return errors;
}
async function loadFindings(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const reviewers = new Set(scope.reviewers.map((r) => r.id));
    const rulesOf = new Map(scope.files.map((f) => [f.path, f.rules]));
    const at = (i) => `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(loaded.data.findings[i].id)})`;
    const errors = pathErrors(loaded.data.findings, selected, at);
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
    const reviewer = loaded.data.reviewer;
    if (reviewer !== undefined && !scope.reviewers.some((r) => r.id === reviewer))
        errors.push(`reviewer ${reviewer} is not a reviewer of the scope (${scope.reviewers.map((r) => r.id).join(', ') || 'none'})`);
    return errors.length ? { status: 'invalid', errors } : loaded;
}
/** The gate's rule for a selected file that is done: completed, or waived with a reason of visible words. */
const accountedFor = (item) => item?.outcome === 'completed' || (item?.outcome === 'waived' && (0,_text_words_js__WEBPACK_IMPORTED_MODULE_10__/* .hasVisibleWords */ .Ux)(item.reason));
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

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
function targetIsSecret(link, target) {
    return isSecretPath(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(link), target)));
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
/** A lockfile by its name (`package-lock.json`, `go.sum`, …): it decides which packages every install fetches, and from where. */
function isLockfile(path) {
    return LOCKFILES.has(segments(path).at(-1) ?? '');
}
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (isLockfile(path))
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

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;


/***/ })

};
