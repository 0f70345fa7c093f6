export const id = 4571;
export const ids = [4571];
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

/***/ 74571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bO: () => (/* binding */ VERDICT_EXIT),
/* harmony export */   uatGate: () => (/* binding */ uatGate)
/* harmony export */ });
/* unused harmony exports ESTABLISHES, DOES_NOT_ESTABLISH, assessGate, gateLines */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61940);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31992);
/* harmony import */ var _at_commit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26847);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79431);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31854);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4243);











const VERDICT_EXIT = {
    passed: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.ok,
    failed: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.failed,
    awaiting: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.awaiting,
    stale: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.stale,
};
const ESTABLISHES = 'human-observed: complete, current and triaged';
const DOES_NOT_ESTABLISH = 'that the tester looked at the right place, or anything the recipe does not cover';
const ANSWERED = { fail: 'failed', blocked: 'blocked', skip: 'skipped' };
/** The verdict over the latest run: finished, current, complete, triaged, writes confirmed, else the reasons. */
function assessGate(g) {
    const reasons = [];
    const rel = (f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(g.cwd, f) || f;
    for (const bad of g.runs.invalid)
        reasons.push(`${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible).join('; ')}`);
    const last = g.runs.runs.at(-1);
    if (!last) {
        if (reasons.length)
            return { verdict: 'failed', reasons, open: [] };
        return { verdict: 'awaiting', reasons: ['no run yet'], open: [] };
    }
    const { run } = last;
    const base = { run, runFile: last.file };
    if (last.stale) {
        return {
            ...base,
            verdict: 'stale',
            open: [],
            reasons: [
                `the latest run (${run.runId}) answered spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(run.specSha256)}; the spec is now ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(g.sha256)}: rebuild the page and replay`,
                ...reasons,
            ],
        };
    }
    const t = (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .tally */ .N4)(run, g.spec);
    if (run.finishedAt === null) {
        return {
            ...base,
            tally: t,
            open: [],
            verdict: 'awaiting',
            reasons: [
                `the run ${run.runId} is not finished: ${t.todo} of ${t.todo + t.pass + t.fail + t.blocked + t.skip} expectations still to do`,
                ...reasons,
            ],
        };
    }
    const tf = g.triageFile;
    if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(run.tester))
        reasons.push('the run is unsigned: the tester gave no name');
    else {
        const match = g.forbiddenTesters.find((n) => (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(n) && g.sameName?.(run.tester, n));
        if (match)
            reasons.push(`the run was played by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.tester))}, which reads as ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(match))}, who may not accept their own work`);
    }
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .statuses */ .bM)(run);
    const todo = (0,_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .expectations */ .Eu)(g.spec).filter((e) => (s.get(e.id)?.status ?? null) === null);
    if (todo.length)
        reasons.push(`${todo.length} expectation(s) unanswered: ${todo.map((e) => e.id).join(', ')}`);
    let triage = g.triage;
    if (triage && triage.runId !== run.runId) {
        reasons.push(`${tf} answers run ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(triage.runId)}, not the latest run ${run.runId}: triage the latest run there`);
        triage = undefined;
    }
    else
        reasons.push(...(g.editedChecks ?? []));
    // Who may not accept their own work may not settle it for someone else's run either.
    for (const [role, who] of [
        ...(triage?.items ?? []).flatMap((i) => i.decision === 'accept-risk' && i.owner ? [[`owns the accepted risk of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(i.expect)}`, i.owner]] : []),
        ...(triage?.writeChecks ?? []).map((c) => [`recorded the write check of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(c.step)}`, c.by]),
    ]) {
        const match = g.forbiddenTesters.find((n) => (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(n) && g.sameName?.(who, n));
        if (match)
            reasons.push(`${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(who))} ${role} in ${tf} and reads as ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(match))}, who may not accept their own work`);
    }
    const items = new Map((triage?.items ?? []).map((i) => [i.expect, i]));
    const open = [];
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .expectations */ .Eu)(g.spec)) {
        const a = s.get(e.id);
        if (!a || a.status === null || a.status === 'pass')
            continue;
        const item = items.get(e.id);
        open.push({
            expect: e.id,
            step: e.step.id,
            text: e.text,
            status: a.status,
            note: a.note,
            ...(item ? { class: item.class, decision: item.decision, ...(item.owner ? { owner: item.owner } : {}) } : {}),
        });
        const what = `${e.id} (${ANSWERED[a.status]})`;
        if (!item)
            reasons.push(`${what} is not triaged: add a class and a decision in ${tf}`);
        else if (item.class === 'undecided')
            reasons.push(`${what} is undecided: ask the tester what they saw, never guess, then record the class and decision in ${tf}`);
        else if (item.decision === 'ask-tester')
            reasons.push(`${what} waits for the tester's answer: record the decision in ${tf}`);
        else if (a.status !== 'fail' && item.decision !== 'accept-risk')
            reasons.push(`${what} needs a replay or an accept-risk decision by a named owner in ${tf}`);
    }
    reasons.push(...writeReasons(g.spec, s, items, triage, tf, run.startedAt));
    return { ...base, tally: t, open, verdict: reasons.length ? 'failed' : 'passed', reasons };
}
/**
 * Every answered writing step needs its write check, whatever its answers and their triage: a
 * tick is not a write, and a failed, blocked or skipped check does not show that nothing was
 * written. A failed write check is accepted only where the step's failure is triaged as the
 * product's (or the data's): a `recipe` class says the screen was right, which a missing write
 * contradicts.
 */
function writeReasons(spec, s, items, triage, tf, startedAt) {
    const out = [];
    for (const step of spec.steps.filter((st) => st.writes)) {
        const answers = step.expect.map((e) => ({ id: e.id, status: s.get(e.id)?.status ?? null }));
        if (answers.some((a) => a.status === null))
            continue; // unanswered: said above
        const open = answers.filter((a) => a.status !== 'pass');
        const which = open.map((a) => `${a.id} ${ANSWERED[a.status]}`).join(', ');
        const kind = step.verify.kind;
        const check = (0,_triage_js__WEBPACK_IMPORTED_MODULE_6__/* .latestWriteCheck */ .Fp)(triage, step.id, startedAt, kind);
        const recorded = check ? [] : (triage?.writeChecks ?? []).filter((c) => c.step === step.id);
        const why = recorded.some((c) => c.kind !== kind)
            ? ` (the one recorded is a \`${recorded.find((c) => c.kind !== kind).kind}\` check: only a \`${kind}\` check, as the step says, vouches for its write)`
            : recorded.length
                ? ` (the one recorded was made before this run started, ${startedAt}: it vouches for an earlier run)`
                : '';
        const record = `run its \`${kind}\` check read-only (\`uat verify\`) and record it in writeChecks of ${tf}${why}`;
        if (!check && !open.length)
            out.push(`${step.id} writes and passed, but no write check is recorded: ${record}`);
        else if (!check)
            out.push(`${step.id} writes and ${which}, but no write check is recorded: a failed, blocked or skipped check does not show that nothing was written; ${record} (ok: false when nothing was written)`);
        else if (!check.ok && !open.length)
            out.push(`${step.id} writes and passed, but its write check failed (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(check.by)}, ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(check.at)}): the tick is not a write`);
        else if (!check.ok) {
            const classes = open.map((a) => items.get(a.id)?.class);
            if (classes.every((c) => c !== undefined) && !classes.some((c) => c === 'product' || c === 'data'))
                out.push(`${step.id}'s write check failed (nothing was written), but ${which} is triaged as ${[...new Set(classes)].join(', ')}, which says the screen was right: classify the failure as product or data in ${tf}`);
        }
    }
    return out;
}
function gateLines(id, a) {
    const by = a.run && a.verdict !== 'awaiting' ? ` (run by ${(0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(a.run.tester) ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(a.run.tester) : 'an unsigned tester'})` : '';
    const lines = [`${id}: ${a.verdict}${by}`, ...a.reasons.map((r) => `- ${r}`)];
    if (a.verdict === 'passed')
        lines.push(`establishes: ${ESTABLISHES}; does not establish ${DOES_NOT_ESTABLISH}`);
    return lines;
}
async function uatGate(o) {
    // Given a base, its settings say where the runs are: a change that moves the uat folder moves none.
    const config = o.config ?? (o.base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_9__/* .loadUatConfigAt */ .wA)(o.cwd, o.base));
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .uatFolder */ .p)(o.cwd, o.dir, config);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const base = o.base === undefined ? undefined : await (0,_at_commit_js__WEBPACK_IMPORTED_MODULE_7__/* .atCommit */ .n)(o.cwd, o.base, 'the runs the base holds are read too');
    const runs = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadRuns */ .lR)(folder, spec, sha256, base);
    const triage = await (0,_triage_js__WEBPACK_IMPORTED_MODULE_6__/* .loadTriage */ .Vm)(folder, o.id, o.cwd);
    const triageFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(o.cwd, folder.triage(o.id)) || folder.triage(o.id);
    const editedChecks = base ? await (0,_triage_js__WEBPACK_IMPORTED_MODULE_6__/* .editedWriteChecks */ .Qq)(folder, o.id, triage, base, triageFile) : [];
    const forbiddenTesters = o.forbidTester ?? [];
    const a = assessGate({
        spec,
        sha256,
        runs,
        triage,
        forbiddenTesters,
        ...(forbiddenTesters.length ? { sameName: await (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameMatcher */ .MH)() } : {}),
        triageFile,
        editedChecks,
        cwd: o.cwd,
    });
    return {
        ...a,
        exitCode: VERDICT_EXIT[a.verdict],
        lines: gateLines(o.id, a),
        specSha256: sha256,
        establishes: ESTABLISHES,
        doesNotEstablish: DOES_NOT_ESTABLISH,
    };
}


/***/ }),

/***/ 31992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ latestWriteCheck),
/* harmony export */   Qq: () => (/* binding */ editedWriteChecks),
/* harmony export */   Vm: () => (/* binding */ loadTriage)
/* harmony export */ });
/* unused harmony export TRIAGE_MAX_BYTES */
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
            if (it.decision === 'accept-risk' && !(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(it.owner ?? ''))
                errors.push(`/items/${i}: accept-risk needs a named \`owner\``);
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
