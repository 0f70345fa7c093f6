export const id = 6940;
export const ids = [6940];
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
 * The letters and digits of a name, lower-cased, after NFKC: spaces, punctuation, symbols,
 * combining marks, format characters (zero-width, bidi) and the letters that show nothing (the
 * Hangul fillers U+3164, U+FFA0, U+115F, U+1160 are letters to Unicode, blank to a reader) are
 * gone. Empty means no name, and so does a name holding a bidirectional control.
 */
function nameLetters(name) {
    // Bidi controls make a name show in another order than its letters (U+202E `tacotcO` shows as
    // `Octocat`): such a name is no name.
    if (_words_js__WEBPACK_IMPORTED_MODULE_0__/* .BIDI */ .lr.test(name))
        return '';
    return (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutBlanks */ .Al)(name.normalize('NFKC').normalize('NFD'))
        .replace(/[^\p{L}\p{N}]/gu, '')
        .toLowerCase();
}
/** Latin letters' small capitals (ᴛ, ʀ, …): no decomposition folds them, and confusables maps Cyrillic т to ᴛ. */
const SMALL_CAPITALS = new Map([...'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz'].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]]])));
/** Compatibility forms decomposed, marks dropped (`ö` is `o`, however typed), small capitals as letters, lower case. */
const plain = (text) => [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((c) => SMALL_CAPITALS.get(c) ?? c)
    .join('')
    .toLowerCase();
/** Unicode's confusable skeleton (UTS #39, the `unhomoglyph` package), loaded when first needed: `Ѕeverity` is `Severity`. */
async function confusableSkeleton() {
    const mod = await __webpack_require__.e(/* import() */ 9960).then(__webpack_require__.t.bind(__webpack_require__, 9960, 23));
    // CommonJS: native ESM's default is module.exports itself; the bundle may wrap it once more.
    return mod.default.default ?? mod.default;
}
/**
 * A test of whether two names read the same: equal letters after NFKC, marks dropped, case and
 * small capitals folded, and Unicode's confusable mapping (UTS #39 confusables.txt, from the
 * `unhomoglyph` package). The mapping is case-sensitive (`I` maps to `l`, Cyrillic `т` to a small
 * capital, `ö` to Arabic `ة`), so each name is folded both ways, plain first and confusables
 * first, and folded again after; any shared key matches.
 */
async function nameMatcher() {
    const skeleton = await confusableSkeleton();
    const keys = (name) => {
        const n = plain(name);
        return [skeleton(n), skeleton(plain(skeleton(name.normalize('NFKC'))))].map((k) => nameLetters(plain(k))).filter(Boolean);
    };
    return (a, b) => {
        const [ka, kb] = [keys(a), keys(b)];
        return kb.some((k) => ka.includes(k)) || ka.some((k) => loosely(k, kb)) || kb.some((k) => loosely(k, ka));
    };
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

/***/ 36940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRuns: () => (/* binding */ readRuns)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79431);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61940);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95223);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4243);








function report(r, spec) {
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .statuses */ .bM)(r.run);
    return {
        runId: r.run.runId,
        file: r.file,
        tester: r.run.tester,
        startedAt: r.run.startedAt,
        updatedAt: r.run.updatedAt,
        finishedAt: r.run.finishedAt,
        tally: r.stale ? { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 } : (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .tally */ .N4)(r.run, spec),
        stale: r.stale,
        unsigned: !(0,_text_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameLetters */ .H)(r.run.tester),
        // A stale run's ids may mean something else now: its failures are not matched to today's texts.
        failures: r.stale
            ? []
            : (0,_spec_js__WEBPACK_IMPORTED_MODULE_6__/* .expectations */ .Eu)(spec)
                .filter((e) => s.get(e.id)?.status === 'fail')
                .map((e) => ({ expect: e.id, step: e.step.id, text: e.text, note: s.get(e.id).note })),
    };
}
/** Per run: tester, dates, counts, stale or unsigned warnings, each failure with its text and note. Exit from the latest run. */
async function readRuns(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const set = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .loadRuns */ .lR)(folder, spec, sha256);
    const runs = set.runs.map((r) => report(r, spec));
    const rel = (f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(o.cwd, f) || f;
    const lines = [];
    if (!runs.length)
        lines.push(`${o.id}: no run`);
    else
        lines.push(`${o.id}: ${runs.length} run(s), spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(sha256)}`);
    for (const [i, r] of runs.entries()) {
        const src = set.runs[i];
        lines.push(`run ${r.runId} by ${r.unsigned ? '(no name)' : (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(r.tester)} \u2014 started ${r.startedAt}, last saved ${r.updatedAt}, ${r.finishedAt ? `finished ${r.finishedAt}` : 'not finished'} (${rel(r.file)})`);
        if (r.stale)
            lines.push(`  warning: stale: answered spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(src.run.specSha256)}, the spec is now ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(sha256)}`);
        else
            lines.push(`  passed ${r.tally.pass}, failed ${r.tally.fail}, blocked ${r.tally.blocked}, skipped ${r.tally.skip}, to do ${r.tally.todo}`);
        if (r.unsigned)
            lines.push('  warning: unsigned: the tester gave no name');
        for (const f of r.failures)
            lines.push(`  - ${f.expect} failed (${f.step}): ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(f.text)}${f.note.trim() ? ` \u2014 note: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(f.note)}` : ' \u2014 no note'}`);
    }
    for (const bad of set.invalid)
        lines.push(`warning: ${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible).join('; ')}`);
    const last = runs.at(-1);
    const exitCode = !last ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.awaiting : last.stale ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.stale : last.tally.fail > 0 ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.failed : _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.ok;
    return { exitCode, lines, runs, invalid: set.invalid };
}


/***/ })

};
