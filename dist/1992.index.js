export const id = 1992;
export const ids = [1992];
export const modules = {

/***/ 79431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ nameLetters),
/* harmony export */   MH: () => (/* binding */ nameMatcher),
/* harmony export */   y_: () => (/* binding */ confusableSkeleton)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71670);
/**
 * Person names as a person reads them. A name typed on a page is free text: `Octo Cat`,
 * `octo.cat`, `ＯＣＴＯＣＡＴ` and `Оctocat` (a Cyrillic О) all read as the login `octocat`.
 */

/**
 * Unicode's full case folding, as a name needs it: lower case alone is the simple fold, which
 * keeps `ß`, so `Strauß` would not read as `STRAUSS`. Upper case spells out every letter whose
 * capital is more than one letter (`ß` is `SS`, `ﬁ` is `FI`, `ŉ` is `ʼN`), and lowering first
 * takes the capital `ẞ` to `ß` (it has no capital of its own): every full fold reads the same.
 */
const caseFold = (text) => text.toLowerCase().toUpperCase().toLowerCase();
/**
 * The letters and digits of a name, case-folded (caseFold), after NFKC: spaces, punctuation, symbols,
 * combining marks, format characters (zero-width, bidi) and the letters that show nothing (the
 * Hangul fillers U+3164, U+FFA0, U+115F, U+1160 are letters to Unicode, blank to a reader) are
 * gone. Empty means no name, and so does a name holding a bidirectional control.
 */
function nameLetters(name) {
    // Bidi controls make a name show in another order than its letters (U+202E `tacotcO` shows as
    // `Octocat`): such a name is no name.
    if (_words_js__WEBPACK_IMPORTED_MODULE_0__/* .BIDI */ .lr.test(name))
        return '';
    // Folded before the marks go: a fold may leave one (`ǰ` is `j` and a caron).
    return (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutBlanks */ .Al)(caseFold(name.normalize('NFKC')).normalize('NFD')).replace(/[^\p{L}\p{N}]/gu, '');
}
/** Latin letters' small capitals (ᴛ, ʀ, …): no decomposition folds them, and confusables maps Cyrillic т to ᴛ. */
const SMALL_CAPITALS = new Map([...'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz'].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]]])));
/** Compatibility forms decomposed, marks dropped (`ö` is `o`, however typed), small capitals as letters, lower case. */
const plain = (text) => [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((c) => SMALL_CAPITALS.get(c) ?? c)
    .join('')
    .toLowerCase();
/**
 * Unicode's confusable skeleton (UTS #39, the `unhomoglyph` package's table), loaded when first
 * needed: `Ѕeverity` is `Severity`. Every source in the table is one code point, so the package's
 * alternation of 6,311 of them (tried at every offset: seconds over a 5 MB report) is one
 * character class here, and the same replacement.
 */
async function confusableSkeleton() {
    skeleton ??= __webpack_require__.e(/* import() */ 144).then(__webpack_require__.t.bind(__webpack_require__, 70144, 19)).then(({ default: table }) => {
        const to = new Map(Object.entries(table));
        const sources = [...to.keys()].map((c) => `\\u{${c.codePointAt(0).toString(16)}}`).join('');
        const re = new RegExp(`[${sources}]`, 'gu');
        return (text) => text.replace(re, (c) => to.get(c));
    });
    return skeleton;
}
let skeleton;
/**
 * A test of whether two names read the same: equal letters after NFKC, marks dropped, case
 * (fully: `ß` is `ss`) and small capitals folded, and Unicode's confusable mapping (UTS #39
 * confusables.txt, from the `unhomoglyph` package). The mapping is case-sensitive (`I` maps to
 * `l`, Cyrillic `т` to a small capital, `ö` to Arabic `ة`), so each name is folded both ways, plain
 * first and confusables first, and folded again after; any shared key matches. A name is read as
 * typed and as case folding spells it: the mapping may take a letter and its fold apart (it maps
 * Cyrillic `ъ` to `ˉb` and leaves `ᲆ`, which folds to `ъ`), and a fold may make a mark a letter
 * (`ᾳ` is `α` with iota below, and folds to `αι`).
 */
async function nameMatcher() {
    const skeleton = await confusableSkeleton();
    const spellingKeys = (name) => [skeleton(plain(name)), skeleton(plain(skeleton(name.normalize('NFKC'))))].map((k) => nameLetters(plain(k)));
    const keys = (name) => [...[name, caseFold(name)].flatMap(spellingKeys), ...symbolsAsLetters(name)].filter(Boolean);
    return (a, b) => {
        const [ka, kb] = [keys(a), keys(b)];
        return kb.some((k) => ka.includes(k)) || ka.some((k) => loosely(k, kb)) || kb.some((k) => loosely(k, ka));
    };
}
/** A symbol outside ASCII, which the letters of a name drop: `©`, `◯`, `🅾`, a regional indicator `🇴`. */
const SYMBOL = /(?![\x00-\x7f])[\p{So}\p{Sk}]/u;
const SYMBOLS = new RegExp(SYMBOL.source, 'gu');
/**
 * The name with each symbol read as a letter it may be drawn as (`🅾ctocat`, `Octo©at`, `Oct◯cat`):
 * a letter loosely matches any one (see loosely). None when the name holds no symbol.
 */
function symbolsAsLetters(name) {
    return SYMBOL.test(name) ? [nameLetters(plain(name.replace(SYMBOLS, 'ƈ')))] : [];
}
/**
 * A letter no folding turned into ASCII (`ƈ`, `ʈ`, `ⱥ`, `Ꝍ`: a hook, a stroke, a bar; no
 * decomposition, not in confusables.txt, over a hundred such Latin letters) reads as the letter
 * it is drawn on: it may stand for any one ASCII letter or digit, so `Octoƈat` is `octocat`.
 */
function loosely(key, others) {
    if (/^[a-z0-9]*$/.test(key))
        return false;
    const re = new RegExp(`^${[...key].map((c) => (/[a-z0-9]/.test(c) ? c : '[a-z0-9]')).join('')}$`);
    return others.some((k) => re.test(k));
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


/***/ }),

/***/ 25282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ futureTime),
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   Pc: () => (/* binding */ storeRun),
/* harmony export */   Rf: () => (/* binding */ RUN_MAX_BYTES),
/* harmony export */   VS: () => (/* binding */ storedText),
/* harmony export */   bM: () => (/* binding */ statuses),
/* harmony export */   d2: () => (/* binding */ runErrors),
/* harmony export */   gI: () => (/* binding */ changedOutside),
/* harmony export */   lR: () => (/* binding */ loadRuns),
/* harmony export */   le: () => (/* binding */ runText),
/* harmony export */   uR: () => (/* binding */ instant),
/* harmony export */   ye: () => (/* binding */ pastSave)
/* harmony export */ });
/* unused harmony exports RUNS_MAX_BYTES, RUNS_MAX_FILES, byTime */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39559);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95223);









const RUN_MAX_BYTES = 1024 * 1024;
/**
 * What one recipe's runs may hold in all, in the work tree and at the base together: every run read is
 * held (the gate weighs each against the latest), so a folder of thousands of 1 MiB files (a pull
 * request's, compressed by git to nothing) took twice its bytes of heap and stopped node mid-read.
 * A real recipe plays a few runs of some KiB each per version.
 */
const RUNS_MAX_BYTES = 32 * 1024 * 1024;
const RUNS_MAX_FILES = 2000;
/** The text a run is stored and exported as; the page writes the same bytes. */
function runText(run) {
    return `${JSON.stringify(run, null, 2)}\n`;
}
/**
 * What makes a run unusable for this spec id: schema errors, then answers
 * that name an unknown or repeated expectation. Checked against the current
 * spec only when the run answers the current revision.
 */
async function runErrors(data, spec, currentSha) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-run', data);
    if (errors.length)
        return errors;
    const run = data;
    // Format 2 is bound to the code it tested; 1 predates that and records none.
    if ((run.schema === 'bmad-plus/uat-run/2') !== (run.code !== undefined))
        return [
            run.code === undefined ? '/code: format 2 records the code the run tested' : `/code: format 1 records no code (it is ${run.schema})`,
        ];
    if (run.specId !== spec.id)
        return [`/specId: is ${JSON.stringify(run.specId)}, not ${JSON.stringify(spec.id)}`];
    // The file is named after it: the schema's pattern alone lets `a..b` through.
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        return [`/runId: ${JSON.stringify(run.runId)} is not a valid run id (no "..")`];
    const out = timeErrors(run);
    if (out.length || run.specSha256 !== currentSha)
        return out;
    // The revision it answers says which version it is: a record that says another is no run of it.
    if (run.specVersion !== spec.version)
        return [`/specVersion: is ${JSON.stringify(run.specVersion)}, but the revision it answers is version ${JSON.stringify(spec.version)}`];
    const known = new Set((0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec).map((e) => e.id));
    const seen = new Set();
    run.answers.forEach((a, i) => {
        if (!known.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is not in the spec`);
        else if (seen.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is answered twice`);
        seen.add(a.expect);
    });
    return out;
}
/** How far ahead of this machine's clock a tester's clock may run (and, for a save `uat serve` receives, behind it). */
const CLOCK_SKEW_MS = 10 * 60_000;
/** Why a time of a run or triage file cannot be taken: ahead of this clock by more than the skew allowed, else undefined. */
function futureTime(where, time) {
    return instant(time) > Date.now() + CLOCK_SKEW_MS
        ? `${where}: ${JSON.stringify(time)} is in the future (more than ${CLOCK_SKEW_MS / 60_000} min ahead of this clock)`
        : undefined;
}
/**
 * Why `uat serve` cannot take a save, stamped `updatedAt` by the page as it is made: more than the skew
 * allowed behind the server's clock (the tester's clock is behind), else undefined. A run dated back
 * seems finished before a run it overlapped began, and its disagreeing answers would be no second witness.
 */
function pastSave(run) {
    return instant(run.updatedAt) < Date.now() - CLOCK_SKEW_MS
        ? `/updatedAt: ${JSON.stringify(run.updatedAt)} is in the past (more than ${CLOCK_SKEW_MS / 60_000} min behind this clock), but the page stamps each save as it is made: the clock of the tester's computer is behind; set it right, then reload the page and start a new run`
        : undefined;
}
/** The instant an ISO 8601 time with its offset names, in ms (NaN when it names none): the order of runs and checks, never their text. */
function instant(time) {
    return Date.parse(time);
}
/** Times the schema's date-time format lets through but no clock can order (a leap second), and a run that ends before it starts. */
function timeErrors(run) {
    const out = [];
    const times = [
        ['/startedAt', run.startedAt],
        ['/updatedAt', run.updatedAt],
        ['/finishedAt', run.finishedAt],
        ...run.answers.map((a, i) => [`/answers/${i}/at`, a.at]),
    ];
    for (const [where, t] of times)
        if (typeof t === 'string' && Number.isNaN(instant(t)))
            out.push(`${where}: ${JSON.stringify(t)} names no instant that can be ordered`);
    if (out.length)
        return out;
    const start = instant(run.startedAt);
    const saved = instant(run.updatedAt);
    if (saved < start)
        out.push('/updatedAt: is before startedAt');
    if (run.finishedAt !== null && instant(run.finishedAt) < start)
        out.push('/finishedAt: is before startedAt');
    // The page stamps every answer between the start and the save that holds it, and takes none once the run is finished.
    const last = run.finishedAt !== null ? Math.min(saved, instant(run.finishedAt)) : saved;
    run.answers.forEach((a, i) => {
        if (a.at !== undefined && (instant(a.at) < start || instant(a.at) > last))
            out.push(`/answers/${i}/at: ${JSON.stringify(a.at)} is outside the run (started ${run.startedAt}, ${run.finishedAt !== null ? `finished ${run.finishedAt}` : `last saved ${run.updatedAt}`})`);
    });
    // A run dated ahead of this clock would stay "the latest run" and hide every run played after it.
    for (const [where, t] of times) {
        const ahead = typeof t === 'string' ? futureTime(where, t) : undefined;
        if (ahead)
            out.push(ahead);
    }
    return out;
}
/** Oldest first by the instant the run started, then by its last save; the run id only breaks a tie of instants. */
function byTime(a, b) {
    return (instant(a.run.startedAt) - instant(b.run.startedAt) ||
        instant(a.run.updatedAt) - instant(b.run.updatedAt) ||
        (a.run.runId < b.run.runId ? -1 : a.run.runId > b.run.runId ? 1 : 0));
}
/** Per-expectation status of a run (unanswered ones are `null`). */
function statuses(run) {
    return new Map(run.answers.map((a) => [a.expect, { status: a.status, note: a.note }]));
}
function tally(run, spec) {
    const t = { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 };
    const s = statuses(run);
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec))
        t[s.get(e.id)?.status ?? 'todo']++;
    return t;
}
/** A stored run read leniently (any object), only to compare a base's copy with the change's. */
function lenient(text) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
    return parsed.ok && parsed.data !== null && typeof parsed.data === 'object' ? parsed.data : undefined;
}
/** What fixes a run when it begins: a copy that changes any of these is another run, not this one carried on. */
const FIXED_AT_START = ['schema', 'specId', 'specVersion', 'specSha256', 'code', 'runId', 'tester', 'startedAt'];
/**
 * Why the change's copy of a run the base holds is not that run as its tester went on with it, else
 * undefined. A finished run is evidence and never changes. An unfinished one may only go on as the
 * page plays it: later saves (a higher revision), answers to the checks still open, its finish; what
 * it fixed at the start (tester, start, revision answered) and every answer it already records (status,
 * note, time) stay as the base has them, else a change could finish someone else's run their way.
 */
function editsBaseRun(held, text, short) {
    if (held === text)
        return undefined;
    const was = lenient(held);
    if (!was)
        return undefined;
    if (typeof was.finishedAt === 'string')
        return `it edits a finished run the base ${short} holds: a finished run is evidence, never edited (the base's is gated); restore it`;
    const now = lenient(text) ?? {};
    const changed = FIXED_AT_START.filter((k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]));
    if (typeof was.revision === 'number' && !(typeof now.revision === 'number' && now.revision > was.revision))
        changed.push(`revision (not after the base's ${was.revision})`);
    const answers = Array.isArray(now.answers) ? now.answers : [];
    for (const a of Array.isArray(was.answers) ? was.answers : []) {
        if (a?.status === null || typeof a?.expect !== 'string')
            continue;
        const same = answers.filter((b) => b?.expect === a.expect);
        if (same.length !== 1 || JSON.stringify(same[0]) !== JSON.stringify(a))
            changed.push(`the answer to ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(a.expect)}`);
    }
    if (!changed.length)
        return undefined;
    return `it changes what the unfinished run the base ${short} holds already records (${changed.join(', ')}): a run goes on only as its tester plays it (later saves, answers to the checks still open, its finish); the base's is gated; restore it, or play a new run`;
}
/** One stored file read as a run of `spec` (its name must be `<runId>.json`), into `out`. */
async function readRun(out, file, name, text, spec, currentSha) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStrictText */ .Yg)(text);
    if (!parsed.ok) {
        out.invalid.push({ file, errors: parsed.errors.map((e) => `not a run: ${e}`) });
        return;
    }
    const run = parsed.data;
    const errors = await runErrors(parsed.data, spec, currentSha);
    // A run is stored under its id: a copy under another name (`x.json.orig` renamed back, a second
    // copy edited) is not the run it names.
    if (!errors.length && name !== `${run.runId}.json`)
        errors.push(`the file is named ${JSON.stringify(name)}, but its runId is ${JSON.stringify(run.runId)}: a run is stored as <runId>.json`);
    if (errors.length)
        out.invalid.push({ file, errors });
    else
        out.runs.push({ run, file, stale: run.specSha256 !== currentSha });
}
/**
 * Every run in results/<ID>/, oldest first by start time; unusable files are listed, never dropped
 * silently. Given the base a change merges into, a run the base holds that the working tree no
 * longer has (deleted, or renamed to a name no run has) is read from the base: a run is evidence,
 * and a change that removes the latest, failing one does not make an older pass the latest.
 */
async function loadRuns(folder, spec, currentSha, base) {
    const dir = folder.results(spec.id);
    const isRunName = (n) => n.endsWith('.json') && !n.startsWith('.');
    let names;
    try {
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).filter(isRunName).sort();
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOTDIR')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder.tree, dir) || dir} is a file, not a folder: the runs of ${spec.id} are stored in it, one file per run`);
        if (code !== 'ENOENT')
            throw err;
        names = [];
    }
    const out = { runs: [], invalid: [] };
    const budget = { files: RUNS_MAX_FILES, bytes: RUNS_MAX_BYTES, unread: 0 };
    /** Whether another file may be read (its bytes are counted once read); past the budget it is counted as not read. */
    const mayRead = () => {
        if (budget.files > 0 && budget.bytes > 0) {
            budget.files -= 1;
            return true;
        }
        budget.unread += 1;
        return false;
    };
    /** The text of each file read, by name, for comparing with the base's. */
    const texts = new Map();
    for (const name of names) {
        if (!mayRead())
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextCapped */ .XS)(folder.tree, file, RUN_MAX_BYTES).catch((err) => {
            if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
                return err;
            throw err;
        });
        if (text instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
            out.invalid.push({ file, errors: [`not a run: ${text.message}`] });
        else if (text === null)
            out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
        else {
            budget.bytes -= Buffer.byteLength(text);
            texts.set(name, text);
            await readRun(out, file, name, text, spec, currentSha);
        }
    }
    if (base) {
        const atBase = (await base.list(dir)).filter((f) => isRunName((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f)));
        // Read from git a few at a time, so that what the budget refuses is never held.
        const held = new Map();
        for (const [i, f] of atBase.entries()) {
            if (!mayRead())
                continue;
            if (!held.has(f))
                for (const [k, v] of await base.read(atBase.slice(i, i + 16)))
                    held.set(k, v);
            const data = held.get(f);
            held.delete(f);
            budget.bytes -= Math.min(data?.length ?? 0, RUN_MAX_BYTES + 1);
            const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f);
            if (names.includes(name)) {
                const edit = data && editsBaseRun(data.toString('utf8'), texts.get(name) ?? '', base.short);
                if (!edit)
                    continue;
                const edited = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
                out.runs = out.runs.filter((r) => r.file !== edited);
                out.invalid = out.invalid.filter((r) => r.file !== edited);
                out.invalid.push({ file: edited, errors: [edit] });
            }
            const file = `${f} (at the base ${base.short}${names.includes(name) ? '' : '; this change removes it'})`;
            if (!data || data.length > RUN_MAX_BYTES)
                out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
            else
                await readRun(out, file, name, data.toString('utf8'), spec, currentSha);
        }
    }
    // Fail closed in one line: the latest run may be among those not read.
    if (budget.unread)
        out.overflow = {
            folder: dir,
            why: `holds more runs than the gate reads (${RUNS_MAX_BYTES / 1024 / 1024} MiB, ${RUNS_MAX_FILES} files): ${budget.unread} file(s) not read, the latest among them perhaps; not a pass: take out of it what is no run of this recipe`,
        };
    out.runs.sort(byTime);
    return out;
}
/** The bytes of a stored run file; undefined when there is none that can be read as a regular file. */
async function storedText(folder, file) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(folder.tree, file, RUN_MAX_BYTES);
    return read.status === 'ok' ? read.bytes.toString('utf8') : undefined;
}
/**
 * Why a run file no longer holds `wrote`, the bytes its writer last put there (someone else changed or
 * removed it), else undefined: any field counts, answers, notes, tester, times or revision alike.
 */
function changedOutside(onDisk, wrote) {
    if (onDisk === wrote)
        return undefined;
    const revision = JSON.parse(wrote).revision;
    return `the run file was ${onDisk === undefined ? 'removed or replaced' : 'changed'} outside the page after the page saved revision ${revision} there: nothing is saved over it and the run cannot be saved or finished here, so that the tester signs only what they answered on the page (their answers stay in their browser: Export); the file is left as it is for the team`;
}
async function stored(folder, file) {
    const text = await storedText(folder, file);
    if (text === undefined)
        return undefined;
    const data = lenient(text);
    return { text, ...(data ? { data } : {}) };
}
/**
 * Writes a checked run to results/<ID>/<runId>.json atomically. A run for
 * another revision is refused; the newer copy (higher revision) wins, so an
 * old tab or a late request never overwrites more recent answers. Given
 * `wrote`, the bytes this writer last stored for the run, a file holding
 * anything else was changed by someone else: refused, never written over.
 */
async function storeRun(folder, run, currentSha, wrote) {
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`runId ${JSON.stringify(run.runId)} is not a valid run id`);
    const file = folder.run(run.specId, run.runId);
    if (run.specSha256 !== currentSha) {
        return {
            stored: false,
            file,
            reason: 'revision',
            message: `the run answered spec revision ${run.specSha256.slice(0, 12)}, the current one is ${currentSha.slice(0, 12)}: rebuild the page and replay`,
        };
    }
    const text = runText(run);
    const onDisk = await stored(folder, file);
    const outside = wrote === undefined ? undefined : changedOutside(onDisk?.text, wrote);
    if (outside)
        return { stored: false, file, reason: 'changed-outside', message: outside };
    // The same copy again (a retried request) is already stored.
    if (onDisk?.text === text)
        return { stored: true, file };
    const before = onDisk?.data;
    // The page fixes a run's tester and start when it begins: a copy naming others is another run.
    if (typeof before?.tester === 'string' && (before.tester !== run.tester || before.startedAt !== run.startedAt)) {
        return {
            stored: false,
            file,
            reason: 'another-run',
            message: `run ${run.runId} was started by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(before.tester))} at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(before.startedAt))}; a copy naming another tester or start is another run (a run of its own has its own id)`,
        };
    }
    if (typeof before?.revision === 'number' && before.revision >= run.revision) {
        return {
            stored: false,
            file,
            reason: 'older',
            message: `a copy with revision ${before.revision} is already stored; revision ${run.revision} is not newer`,
        };
    }
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(folder.tree, file, text);
    return { stored: true, file };
}


/***/ }),

/***/ 31992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ latestWriteCheck),
/* harmony export */   Qq: () => (/* binding */ editedWriteChecks),
/* harmony export */   Vm: () => (/* binding */ loadTriage),
/* harmony export */   gV: () => (/* binding */ TRIAGE_MAX_BYTES)
/* harmony export */ });
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25282);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(79431);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25823);










/** Far above any real triage (a line per expectation); refused by size before it is read. */
const TRIAGE_MAX_BYTES = 4 * 1024 * 1024;
/** triage/<ID>.json, or undefined when there is none yet; an invalid file is an error naming each problem. */
async function loadTriage(folder, id, cwd) {
    const file = folder.triage(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(folder.tree, file, TRIAGE_MAX_BYTES);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is larger than ${TRIAGE_MAX_BYTES / 1024 / 1024} MiB: not a triage file`);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonText */ .lk)(text, shown);
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-triage', data);
    const triage = data;
    if (!errors.length) {
        // A triage copied from another recipe may name the same run id; it does not settle this one.
        if (triage.specId !== id)
            errors.push(`/specId: is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(triage.specId))}, not ${JSON.stringify(id)}`);
        triage.items.forEach((it, i) => {
            if (it.decision !== 'accept-risk')
                return;
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(it.owner ?? ''))
                errors.push(`/items/${i}: accept-risk needs a named \`owner\``);
            // A risk accepted is settled for good: the file says which risk and why, or nobody can weigh it later.
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(it.note ?? ''))
                errors.push(`/items/${i}: accept-risk needs a \`note\` saying which risk is accepted and why`);
        });
        triage.writeChecks.forEach((c, i) => {
            if (Number.isNaN((0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at)))
                errors.push(`/writeChecks/${i}/at: ${JSON.stringify(c.at)} names no instant that can be ordered`);
            // A check dated ahead would count as made after every later run started.
            else {
                const ahead = (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .futureTime */ .B7)(`/writeChecks/${i}/at`, c.at);
                if (ahead)
                    errors.push(ahead);
            }
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(c.by))
                errors.push(`/writeChecks/${i}: a write check needs a named \`by\``);
        });
        const seen = new Set();
        triage.items.forEach((it, i) => {
            if (seen.has(it.expect))
                errors.push(`/items/${i}: expectation ${JSON.stringify(it.expect)} is triaged twice`);
            seen.add(it.expect);
        });
    }
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is not valid: ${errors.slice(0, 5).join('; ')}${errors.length > 5 ? `; and ${errors.length - 5} more` : ''}`);
    return triage;
}
/**
 * The latest write check of `kind` recorded for a step since `since` (the run's start), if any:
 * by the instant it names (a later line wins a tie). A check made before the run started vouches
 * for an earlier run's write, never this one's; a check of another kind than the step's is not
 * its check (a person's `manual` note does not stand for the `command` check `uat verify` runs).
 */
function latestWriteCheck(triage, step, since, kind) {
    const checks = (triage?.writeChecks ?? []).filter((c) => c.step === step && c.kind === kind && (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at) >= (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(since));
    return checks.reduce((last, c) => (!last || (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at) >= (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(last.at) ? c : last), undefined);
}
/**
 * The write checks the base's triage file records for the run the change's triage answers, that the
 * change no longer holds as they were (a failed check flipped to `ok: true`, its time or step moved,
 * removed): one line each. A recorded check is evidence, as a finished run is; a newer check is added
 * beside it, never written over it.
 */
async function editedWriteChecks(folder, id, triage, base, tf) {
    if (!triage)
        return [];
    const file = folder.triage(id);
    const data = (await base.read([file])).get(file);
    if (!data || data.length > TRIAGE_MAX_BYTES)
        return [];
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(data.toString('utf8'));
    const held = parsed.ok ? parsed.data : null;
    if (!held || held.runId !== triage.runId || !Array.isArray(held.writeChecks))
        return [];
    const kept = new Set(triage.writeChecks.map((c) => (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .dj)(c)));
    return held.writeChecks
        .filter((c) => !kept.has((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .dj)(c)))
        .map((c) => `${tf} no longer holds the write check of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.step))} recorded at the base ${base.short} (${c?.ok === true ? 'ok' : 'failed'}, ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.at))}, by ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.by))}): a recorded check is evidence, never edited or removed; restore it and add a newer check beside it`);
}


/***/ })

};
