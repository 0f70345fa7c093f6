export const id = 3437;
export const ids = [3437];
export const modules = {

/***/ 63437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $K: () => (/* binding */ TEXT_MAX_BYTES),
/* harmony export */   DQ: () => (/* binding */ diffFromMergeBase),
/* harmony export */   GO: () => (/* binding */ parseRawNumstat),
/* harmony export */   Hl: () => (/* binding */ headRanges),
/* harmony export */   LD: () => (/* binding */ weakMoves),
/* harmony export */   WI: () => (/* binding */ weakCopies),
/* harmony export */   Xw: () => (/* binding */ diffChanges),
/* harmony export */   aE: () => (/* binding */ headMode),
/* harmony export */   eP: () => (/* binding */ diffsOf),
/* harmony export */   kn: () => (/* binding */ textLineCounts),
/* harmony export */   lt: () => (/* binding */ countLines),
/* harmony export */   rawSides: () => (/* binding */ rawSides),
/* harmony export */   wo: () => (/* binding */ inspectUntracked)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26781);
/* harmony import */ var _index_copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61940);
/* harmony import */ var _untracked_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35879);
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(50384);
/* harmony import */ var _patch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(81586);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(63040);
/* harmony import */ var _diff_settings_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3223);
/* harmony import */ var _unified_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(54586);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(42137);
/* harmony import */ var _text_encoding_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(58922);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(90108);















const ZERO = /^0+$/;
/** A side git read from the object store: a file or a link (a submodule's commit is another repository's). */
const stored = (mode, oid) => /^1[02]0/.test(mode) && !ZERO.test(oid);
const RAW = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])(\d*)$/;
/** The mode git records for a change's head version (a working-tree file's as git would once added): what a scope seals beside its blob. */
function headMode(c) {
    if (c.kind === 'symlink')
        return '120000';
    if (c.kind === 'submodule')
        return '160000';
    return c.executable ? '100755' : '100644';
}
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
 * `git diff --raw -z --no-renames` read as each path's two sides (parseRawNumstat keeps the head's
 * only): every path taken after its record, whatever bytes it holds.
 */
function rawSides(out) {
    const tok = out.split('\0');
    const changes = [];
    const side = (mode, oid) => (ZERO.test(oid) && mode === '000000' ? null : { mode, oid });
    for (let i = 0; i + 1 < tok.length && tok[i]; i += 2) {
        const m = RAW.exec(tok[i]);
        if (!m)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i].slice(0, 80))}`);
        changes.push({ path: tok[i + 1], from: side(m[1], m[3]), to: side(m[2], m[4]) });
    }
    return changes;
}
/**
 * Parses `git diff --raw --numstat -z` (raw records first, then numstat). Every
 * path is taken positionally after its record, so no file name can be mistaken
 * for a record, whatever bytes it holds. Given `objects`, each file or link git
 * compared there (both sides, from the object store) is added to it.
 */
function parseRawNumstat(out, objects) {
    const tok = out.split('\0');
    if (tok[tok.length - 1] === '')
        tok.pop();
    const changes = [];
    const byPath = new Map();
    let i = 0;
    while (i < tok.length && tok[i].startsWith(':')) {
        const m = RAW.exec(tok[i]);
        if (!m)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i].slice(0, 80))}`);
        const [, srcMode, dstMode, srcOid, dstOid, letter] = m;
        const twoPaths = letter === 'R' || letter === 'C';
        const first = tok[i + 1];
        const second = twoPaths ? tok[i + 2] : undefined;
        if (first === undefined || (twoPaths && second === undefined))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError('truncated git diff output');
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
        if (objects) {
            if (stored(srcMode, srcOid))
                objects.push({ path: first, oid: srcOid });
            if (stored(dstMode, dstOid))
                objects.push({ path: change.path, oid: dstOid });
        }
        if ((letter === 'R' || deleted) && !ZERO.test(srcOid))
            change.baseBlob = srcOid;
        if (dstMode === '100755')
            change.executable = true;
        if (srcMode === '100755')
            change.baseExecutable = true;
        changes.push(change);
        byPath.set(change.path, change);
        i += twoPaths ? 3 : 2;
    }
    while (i < tok.length) {
        const t = tok[i];
        const tab1 = t.indexOf('\t');
        const tab2 = t.indexOf('\t', tab1 + 1);
        if (tab1 < 0 || tab2 < 0)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`unexpected git numstat output: ${JSON.stringify(t.slice(0, 80))}`);
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
 * one that checks it get the same answer: the rename limit, paths from the
 * top, and the settings of every diff (DIFF_SETTINGS).
 */
/** Paths one git process pairs among (sources, then targets), when their bytes allow (argvGroups). */
const PAIRS_PER_PROCESS = 500;
const DIFF_ARGS = ['-M', `-l${_diff_settings_js__WEBPACK_IMPORTED_MODULE_13__/* .RENAME_LIMIT */ .d}`, '--no-relative', '--no-abbrev', ..._diff_settings_js__WEBPACK_IMPORTED_MODULE_13__.DIFF_SETTINGS];
/** git diff's output; against the working tree in a copy of the index, which its refresh writes (withIndexCopy). */
function gitDiff(repo, what, { from, to, paths, range, newInTree }, renames = '-M') {
    const args = DIFF_ARGS.map((a) => (a === '-M' ? renames : a));
    const argv = ['-c', 'core.quotePath=false', 'diff', ...what, ...args, from, ...(to ? [to] : []), '--', ...(paths ?? [])];
    if (to !== null || range)
        return (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.raw)(repo, argv);
    const shown = newInTree ?? [];
    return (0,_index_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .withIndexCopy */ .y)(repo.root, async (env) => {
        // On the command line in groups, as every git has it (a pathspec file is git 2.25's). Forced: each
        // is untracked by the tree's own .gitignore files, and git add would refuse one .git/info/exclude names.
        for (const group of (0,_argv_js__WEBPACK_IMPORTED_MODULE_14__.pathGroups)(shown))
            await (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.runGit)(repo.root, ['add', '-f', '--intent-to-add', '--', ...group], { env });
        return (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.runGit)(repo.root, argv, { env });
    });
}
/**
 * The lowest similarity at which a move or a copy is still one: git pairs a rename at 50% by
 * default, so a file moved and mostly rewritten (or moved and padded) is a deletion and an addition.
 */
const WEAKEST = '1%';
/** The pairs of a `git diff --raw -z` that finds renames or copies: each new path → its source. */
async function pairs(repo, what, options) {
    const tok = (await gitDiff(repo, ['--raw', '-z', ...what], options, `-M${WEAKEST}`)).split('\0');
    const found = new Map();
    // Each record is `:modes oids letter`, the source, the new path; only R and C records are asked for.
    for (let i = 0; i + 2 < tok.length; i += 3) {
        if (!/^:\d{6} \d{6} [0-9a-f]+ [0-9a-f]+ [RC]\d*$/.test(tok[i]))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i].slice(0, 80))}`);
        found.set(tok[i + 2], tok[i + 1]);
    }
    return found;
}
/**
 * The moves git pairs only below its default similarity: each added path with the deleted path it
 * pairs at WEAKEST, within the rename limit (an untracked one only when `newInTree` shows it to git).
 */
function weakMoves(repo, options) {
    return pairs(repo, ['--diff-filter=R'], options);
}
/**
 * The files among `added` git finds copied, at any similarity down to WEAKEST, from one of
 * `sources`, unchanged files too (`--find-copies-harder` among the paths asked), or moved from one
 * it no longer holds (a pair git then calls a rename: an untracked file in the working tree is
 * paired by no other diff): each added path → its source. Asked in groups, so no command line
 * grows with the change.
 */
async function weakCopies(repo, options, sources, added) {
    const found = new Map();
    const untracked = new Set(options.newInTree);
    // Each side within half a command line's bytes.
    const limits = { most: PAIRS_PER_PROCESS, bytes: _argv_js__WEBPACK_IMPORTED_MODULE_14__/* .ARGV_GROUP_BYTES */ .B / 2 };
    const targetGroups = (0,_argv_js__WEBPACK_IMPORTED_MODULE_14__.pathGroups)(added, limits);
    for (const group of (0,_argv_js__WEBPACK_IMPORTED_MODULE_14__.pathGroups)(sources, limits))
        for (const targets of targetGroups) {
            const paths = [...group, ...targets];
            const newInTree = targets.filter((p) => untracked.has(p));
            const copies = await pairs(repo, ['--diff-filter=CR', '--find-copies-harder', `-C${WEAKEST}`], {
                ...options,
                paths,
                newInTree,
            });
            for (const [to, from] of copies)
                if (!found.has(to))
                    found.set(to, from);
        }
    return found;
}
async function diffChanges(repo, options) {
    const objects = [];
    let changes = parseRawNumstat(await gitDiff(repo, ['--raw', '--numstat', '-z'], options), objects);
    // git counted (and will show) these blobs without checking them against their ids: a forged one
    // (a partial clone's missing base blob found in a planted alternate store) is refused before the
    // counts are sealed, in one batch read.
    await (0,_batch_js__WEBPACK_IMPORTED_MODULE_8__/* .verifyObjects */ .KI)(repo.root, objects);
    if (options.to === null && !options.range && !options.paths) {
        // A folder holding a repository of its own is listed by its name and a slash: git add -A
        // records it as a submodule at the commit it has checked out. Only the tracked .gitignore files
        // hide a file, as the index holds them (withUntrackedListing): one this machine's excludes, or an
        // untracked or edited .gitignore, hide is in the scope.
        const untracked = (await (0,_untracked_js__WEBPACK_IMPORTED_MODULE_6__/* .withUntrackedListing */ .yk)(repo.root, (args) => (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.raw)(repo, args)))
            .split('\0')
            .filter(Boolean)
            .map((listed) => {
            const repository = listed.endsWith('/');
            const path = repository ? listed.slice(0, -1) : listed;
            return { path, status: 'added', kind: repository ? 'submodule' : 'file', blob: '', added: 0, deleted: 0, untracked: true };
        });
        // A file the index dropped and the tree still holds (git rm --cached): git diff calls it deleted,
        // ls-files untracked. It is the file on disk, which git add -A commits back: one change, untracked.
        const onDisk = new Set(untracked.map((c) => c.path));
        changes = [...changes.filter((c) => !(c.status === 'deleted' && onDisk.has(c.path))), ...untracked];
        // A file git's clean step takes back to the base's blob (a CR-only edit under core.autocrlf) is in no
        // diff, yet it runs otherwise and git status (the gate's check) shows it: listed with no lines, for the
        // selection's check of cleaned files.
        const listed = new Set(changes.map((c) => c.path));
        const modified = await (0,_index_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .withIndexCopy */ .y)(repo.root, (env) => (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.modifiedFiles)(repo.root, env));
        const unlisted = await (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.scanTree)(repo, options.from, (e) => {
            if (!/^100(644|755)$/.test(e.mode) || listed.has(e.path))
                return false;
            const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(repo.root, e.path), { throwIfNoEntry: false });
            // A name git holds that is not UTF-8 decodes to no name on disk (U+FFFD in place of its bytes).
            if (!there && e.path.includes('\ufffd'))
                throw (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.notUtf8Name)(e.path);
            return !!there?.isFile();
        });
        for (const e of await (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.checkedOutOtherwise)(repo.root, unlisted, modified))
            changes.push({ path: e.path, status: 'modified', kind: 'file', blob: '', added: 0, deleted: 0 });
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
        gitDiff(repo, ['-p', '--text', '--no-color', '--src-prefix=a/', '--dst-prefix=b/'], options),
    ]);
    const sections = (0,_unified_js__WEBPACK_IMPORTED_MODULE_9__/* .parsePatch */ .iz)(patch);
    const made = (section, mode) => section?.meta.some((l) => l.startsWith(mode)) ?? false;
    const counts = new Map();
    let at = 0;
    for (const e of entries) {
        const split = e.status === 'type-changed' && made(sections[at], 'deleted file mode') && made(sections[at + 1], 'new file mode');
        const mine = sections.slice(at, (at += split ? 2 : 1));
        if (mine.length === 0)
            break;
        // Each section under its own file's header, or the listing and the patch disagree.
        const header = (0,_unified_js__WEBPACK_IMPORTED_MODULE_9__/* .sectionHeader */ .bV)(e.from ?? e.path, e.path);
        const other = mine.find((s) => s.header !== header);
        if (other)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`unexpected git diff output: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(other.header))} where ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(header))} was due`);
        const lines = mine.flatMap((s) => s.hunks.flatMap((h) => h.lines.slice(1)));
        counts.set(e.path, {
            added: lines.filter((l) => l.startsWith('+')).length,
            deleted: lines.filter((l) => l.startsWith('-')).length,
        });
    }
    if (at !== sections.length || counts.size !== entries.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`unexpected git diff output: ${sections.length} patch section(s) for ${entries.length} change(s)`);
    return counts;
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
/** Fills in kind, mode, line count and binary state of an untracked file, reading it only now that it is kept. */
async function inspectUntracked(root, change) {
    if (change.kind === 'submodule')
        return {};
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, change.path);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(full);
    if (info.isSymbolicLink()) {
        change.kind = 'symlink';
        change.added = 1;
        return { symlinkTarget: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(full) };
    }
    // Its mode is the working tree's: git records it so once added (headMode).
    if (info.isFile() && info.mode & 0o111)
        change.executable = true;
    if (!info.isFile() || info.size > TEXT_MAX_BYTES) {
        change.added = null;
        change.deleted = null;
        return {};
    }
    // Read as readRegular reads (no link followed, no FIFO waited on, the cap kept while reading): the
    // name may be another file by now, and that is refused, never opened.
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegular */ .VX)(root, change.path, TEXT_MAX_BYTES);
    if (read.status === 'missing' || read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .shownPath */ .pS)(change.path)} changed while proofgate read it: it ${read.status === 'missing' ? 'is gone' : read.reason}; run again once nothing writes the working tree`);
    if (read.status === 'too-large' || !(0,_text_encoding_js__WEBPACK_IMPORTED_MODULE_11__/* .isText */ .K)(read.bytes)) {
        change.added = null;
        change.deleted = null;
    }
    else
        change.added = countLines(read.bytes);
    return {};
}
/** `git diff -U<context>` of each path, without rename detection (batched: see diffByPath). */
function diffsOf(repo, base, head, paths, context = 0) {
    return (0,_patch_js__WEBPACK_IMPORTED_MODULE_7__/* .diffByPath */ .wj)(repo, { base, head, context, renames: false }, paths.map((path) => ({ path })));
}
/** The head-side line ranges a diff's hunks show (context lines included): where a review comment may sit. */
function headRanges(diff) {
    return (0,_unified_js__WEBPACK_IMPORTED_MODULE_9__/* .parsePatch */ .iz)(diff)
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
    const mb = (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.mergeBase)(repo, base, head);
    // A range with no merge base fails in git's words; the merge base's own error says why (a shallow clone) and the fix.
    const changes = workspace
        ? mb.then((from) => diffChanges(repo, { from, to: null }))
        : diffChanges(repo, { from: `${base}...${head}`, to: null, range: true }).catch(async (err) => {
            await mb;
            throw err;
        });
    const listed = workspace
        ? undefined
        : (0,_git_js__WEBPACK_IMPORTED_MODULE_4__.raw)(repo, [
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
/* harmony export */   p6: () => (/* binding */ treeWith),
/* harmony export */   wj: () => (/* binding */ diffByPath)
/* harmony export */ });
/* unused harmony export DIFF_MAX_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26781);
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(50384);
/* harmony import */ var _diff_settings_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3223);
/* harmony import */ var _unified_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54586);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2807);










const PER_PROCESS = 500;
/**
 * The most bytes of diff one call reads: far more than any agent is shown whole (its prompt is cut
 * into files of a few hundred kilobytes), and far less than memory holds as strings (40 files of
 * 15 MiB each, each under the 16 MiB a file may be, made a patch no string could hold).
 */
const DIFF_MAX_BYTES = 128 * 1024 * 1024;
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
 * The unified diff of each entry (keyed by `path`), from a few git processes (500 entries each,
 * fewer where their paths would pass a command line's bytes: argvGroups) rather than one per file.
 * git's patch is cut into sections at its own line ends only (see parsePatch), and each section
 * goes to the entry whose `diff --git` line it is, names quoted as git quotes them. A rename git
 * pairs otherwise among a group's paths is asked for on its own
 * (then every section of its two paths is its diff). The patch must agree with the entries, which
 * the caller read from git's listing: a section naming a path not asked for, or an entry left
 * without a section, is an error, never a diff dropped or shown under another file's name.
 * Settings that would change the text (the algorithm and the rest of DIFF_SETTINGS, prefixes,
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
        ..._diff_settings_js__WEBPACK_IMPORTED_MODULE_8__.DIFF_SETTINGS,
        '--no-color',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        o.base,
        o.head,
        '--',
    ];
    const pathsOf = (e) => (e.from !== undefined ? [e.from, e.path] : [e.path]);
    const out = new Map();
    const max = o.maxBytes ?? DIFF_MAX_BYTES;
    let left = max;
    const tooMuch = () => new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`the change's diffs are over ${max >> 20} MiB, more than an agent can be shown: review it in smaller ranges of commits (a later --base), or leave its largest generated files out (--exclude)`);
    const take = async (group, alone) => {
        const paths = group.flatMap(pathsOf);
        const byHeader = new Map(group.map((e) => [(0,_unified_js__WEBPACK_IMPORTED_MODULE_4__/* .sectionHeader */ .bV)(e.from ?? e.path, e.path), e.path]));
        const among = namesAmong(paths);
        const patch = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.runGit)(repo.root, [...args, ...paths], { maxBytes: left, tooMuch });
        left -= Buffer.byteLength(patch);
        for (const section of (0,_unified_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePatch */ .iz)(patch)) {
            if (!among(section.header))
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git's patch has a section for a file not asked for (${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(section.header))}): no diff is shown`);
            // A type change (a link that became a file) is two sections under one header: both are kept. A
            // section of a pairing other than the listed one is left: its entries, then without one, are asked alone.
            const path = alone ? group[0].path : byHeader.get(section.header);
            if (path !== undefined)
                out.set(path, (out.get(path) ?? '') + section.text);
        }
    };
    for (const group of (0,_argv_js__WEBPACK_IMPORTED_MODULE_9__/* .argvGroups */ .H)(entries, pathsOf, { most: PER_PROCESS }))
        await take(group, false);
    for (const e of entries)
        if (!out.has(e.path))
            await take([e], true);
    const missing = entries.find((e) => !out.has(e.path));
    if (missing)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`git's patch has no section for ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_7__/* .shownName */ .HD)(missing.path))}, which git lists as changed: the diff is incomplete`);
    return out;
}
/**
 * A tree object: `base` with `put` entries written in and `remove` paths taken out, built in an
 * index of its own (the repository's index is never touched). Every object must already be in
 * the object store.
 */
async function treeWith(repo, base, put, remove) {
    const dir = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .freshDir */ .E6)('index');
    const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index') };
    try {
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.runGit)(repo.root, ['read-tree', base], { env });
        const zero = '0'.repeat(base.length);
        const info = [...remove.map((p) => `0 ${zero}\t${p}\0`), ...put.map((e) => `${e.mode} ${e.oid}\t${e.path}\0`)].join('');
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.runGit)(repo.root, ['update-index', '-z', '--index-info'], { env, stdin: info });
        return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.runGit)(repo.root, ['write-tree'], { env })).trim();
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
/* harmony export */   Oo: () => (/* binding */ namesShown),
/* harmony export */   bV: () => (/* binding */ sectionHeader),
/* harmony export */   iz: () => (/* binding */ parsePatch)
/* harmony export */ });
/* unused harmony export hunkHead */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23377);




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
const malformed = (why, line) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`unexpected git diff output: ${why}${line === undefined ? '' : ` at ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.visible)((0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_3__/* .cutChars */ .oN)(line, 80)))}`}`);
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
/** The header lines that name no file, as git writes them (modes, similarity, blob ids): shown as they are. */
const NAMELESS = /^(?:(?:old|new|deleted file|new file) mode [0-7]{6}|(?:dis)?similarity index \d{1,3}%|index [0-9a-f]+\.\.[0-9a-f]+(?: [0-7]{6})?)$/;
/**
 * Each header line naming a file that git may write in a section from `old` to `neu`, mapped to the
 * line a reader is shown: built from the two names (or /dev/null), never from git's text. git puts a
 * TAB after a `---`/`+++` name holding a space (diff.c), so the line is known with and without it.
 */
function namingLines(old, neu) {
    const [a, b] = [`a/${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(old)}`, `b/${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(neu)}`];
    // Each side as git writes it and as it is shown: the file, or /dev/null (none).
    const olds = [
        [gitQuoted(`a/${old}`), a],
        ['/dev/null', '/dev/null'],
    ];
    const news = [
        [gitQuoted(`b/${neu}`), b],
        ['/dev/null', '/dev/null'],
    ];
    const labels = [
        ...olds.map(([git, shown]) => [`--- ${git}`, `--- ${shown}`]),
        ...news.map(([git, shown]) => [`+++ ${git}`, `+++ ${shown}`]),
    ];
    return new Map([
        [sectionHeader(old, neu), `diff --git ${a} ${b}`],
        ...labels,
        ...labels.map(([git, shown]) => [`${git}\t`, shown]),
        ...['rename', 'copy'].flatMap((k) => [
            [`${k} from ${gitQuoted(old)}`, `${k} from ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(old)}`],
            [`${k} to ${gitQuoted(neu)}`, `${k} to ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(neu)}`],
        ]),
        ...olds.flatMap(([gitA, shownA]) => news.map(([gitB, shownB]) => [
            `Binary files ${gitA} and ${gitB} differ`,
            `Binary files ${shownA} and ${shownB} differ`,
        ])),
    ]);
}
/**
 * A file's patch with every header line naming a file rebuilt from the names it is known by, as
 * shownName() names a file: unquoted, a tag character, a bidi control, a TAB or an exotic space as U+XXXX, with no
 * TAB git adds, so a reader is shown the file under the one spelling every list of files uses and
 * never another file's (git's `+++ b/a b.js<TAB>` showed as `src/a b.jsU+0009`, the table's name
 * of another file). `from` is the old name git was asked with; a section is under the listed pair,
 * or under one of its names alone (a rename git did not pair, asked alone: diffByPath). A header
 * line neither naming the section's file nor one of git's nameless kinds is an error, never
 * shown as git wrote it. Hunks stay byte for byte: a quote must match their lines.
 */
function namesShown(patch, path, from = path) {
    const pairs = [
        [from, path],
        [from, from],
        [path, path],
    ];
    return parsePatch(patch)
        .map((s) => {
        const pair = pairs.find(([old, neu]) => s.header === sectionHeader(old, neu));
        if (!pair)
            throw malformed(`a section not of ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.visible)(path))}`, s.header);
        const named = namingLines(...pair);
        const shown = s.meta.map((line) => {
            const own = named.get(line) ?? (NAMELESS.test(line) ? line : undefined);
            if (own === undefined)
                throw malformed(`a header line not naming ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.visible)(path))}`, line);
            return own;
        });
        return shown.join('\n') + s.text.slice(s.meta.join('\n').length);
    })
        .join('');
}


/***/ })

};
