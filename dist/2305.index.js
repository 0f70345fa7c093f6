export const id = 2305;
export const ids = [2305];
export const modules = {

/***/ 63437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $K: () => (/* binding */ TEXT_MAX_BYTES),
/* harmony export */   DQ: () => (/* binding */ diffFromMergeBase),
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

/***/ 95511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewCompare: () => (/* binding */ reviewCompare)
/* harmony export */ });
/* unused harmony export COMPARE_SCHEMA */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31044);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84232);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48745);








const COMPARE_SCHEMA = 'proofgate/review-compare/1';
const brief = ({ id, path, category, severity, disposition }) => ({ id, path, category, severity, disposition });
function findingsOf(loaded, id) {
    if (loaded.status === 'ok')
        return loaded.data.findings;
    const why = loaded.status === 'missing'
        ? 'is missing'
        : loaded.status === 'other-scope'
            ? 'answers another scope'
            : `is not valid (${loaded.errors[0]})`;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`findings.json of review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(id)} ${why}: compare needs both reviews' findings`);
}
/**
 * `review compare ID --since EARLIER`: sorts the findings of two reviews of the
 * same work. Identity is path, category and normalised quote, never line or id,
 * with the disposition (open or refuted) beside it; a finding that disappeared
 * is resolved only if the later review completed its file.
 */
async function reviewCompare(options) {
    const later = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const earlier = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.since, options.dir);
    const [laterScope, earlierScope] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadScope */ .h9)(later), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadScope */ .h9)(earlier)]);
    const laterFindings = findingsOf(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(later, laterScope), later.id);
    const earlierFindings = findingsOf(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(earlier, earlierScope), earlier.id);
    const coverage = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadCoverage */ .b2)(later, laterScope);
    const completed = new Set(coverage.status === 'ok' ? coverage.data.items.filter((i) => i.outcome === 'completed').map((i) => i.path) : []);
    // Matched one to one by identity, never collapsed: each later finding (open or refuted) answers
    // at most one earlier open finding of its identity, so an open finding is never hidden behind a
    // refuted twin, nor behind another open one.
    const waiting = new Map();
    for (const f of earlierFindings.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_5__/* .isOpen */ .nT))
        waiting.set((0,_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .findingIdentity */ .A)(f), [...(waiting.get((0,_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .findingIdentity */ .A)(f)) ?? []), f]);
    const result = {
        new: [],
        persisting: [],
        resolved: [],
        refuted: [],
        notReviewed: [],
    };
    for (const f of laterFindings) {
        const twin = waiting.get((0,_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .findingIdentity */ .A)(f))?.shift();
        if (!(0,_anchor_js__WEBPACK_IMPORTED_MODULE_5__/* .isOpen */ .nT)(f))
            result.refuted.push(brief(f));
        else
            (twin ? result.persisting : result.new).push(brief(f));
    }
    // An earlier open finding no later one answered is gone: resolved where its file was read again.
    for (const f of [...waiting.values()].flat())
        (completed.has(f.path) ? result.resolved : result.notReviewed).push(brief(f));
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(later.folder, 'compare.json');
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(later.root, file, {
        schema: COMPARE_SCHEMA,
        id: later.id,
        since: earlier.id,
        scopes: { later: laterScope.scopeSha256, earlier: earlierScope.scopeSha256 },
        ...result,
    });
    const lines = [
        `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(later.id)} since ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(earlier.id)}: ${result.new.length} new, ${result.persisting.length} persisting, ${result.resolved.length} resolved, ${result.refuted.length} refuted, ${result.notReviewed.length} not reviewed`,
        `compare: ${file}`,
    ];
    for (const f of result.notReviewed)
        lines.push(`- not reviewed: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(f.path)} (the later review did not complete this file)`);
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .REVIEW_EXIT */ .y.ok, lines, json: { file, ...result } };
}


/***/ }),

/***/ 84232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ findingIdentity)
/* harmony export */ });
/** A finding is the same finding across reviews when path, category and normalised quote agree: never line or id. */
function findingIdentity(f) {
    const quote = f.existing_code
        .split(/\r?\n/)
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter((l) => l !== '')
        .join('\n');
    return `${f.path}\u0000${f.category}\u0000${quote}`;
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
