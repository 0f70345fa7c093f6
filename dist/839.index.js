export const id = 839;
export const ids = [839];
export const modules = {

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
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39559);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31992);
/* harmony import */ var _at_commit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26847);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79431);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31854);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4243);
/* harmony import */ var _code_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(82693);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(90108);













const VERDICT_EXIT = {
    passed: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.ok,
    failed: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.failed,
    awaiting: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.awaiting,
    stale: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.stale,
};
const ESTABLISHES = 'human-observed: complete, current and triaged';
const DOES_NOT_ESTABLISH = 'that the tester looked at the right place, or anything the recipe does not cover';
const ANSWERED = { fail: 'failed', blocked: 'blocked', skip: 'skipped' };
/**
 * The forbidden name `who` reads as, if any: the name as typed, or without what it holds in
 * brackets, which labels a name rather than being it (`Octocat (PR author)`, `octocat[bot]`).
 */
function forbidden(g, who) {
    const names = [who, who.replace(LABEL, ' ')];
    return g.forbiddenTesters.find((n) => (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(n) && names.some((name) => (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(name) && g.sameName?.(name, n)));
}
/** A part of a name in brackets of any kind (one level; what is unclosed stays). */
const LABEL = /[([{<（［【][^)\]}>）］】]*[)\]}>）］】]/g;
/** The verdict over the latest run: finished, current, complete, triaged, writes confirmed, else the reasons. */
function assessGate(g) {
    const reasons = [];
    const rel = (f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(g.cwd, f) || f;
    for (const bad of g.runs.invalid)
        reasons.push(`${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible).join('; ')}`);
    // Which run is the latest cannot be told from the runs read: no verdict of a run, failed.
    if (g.runs.overflow)
        return { verdict: 'failed', reasons: [`${rel(g.runs.overflow.folder)} ${g.runs.overflow.why}`, ...reasons], open: [] };
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
    if (g.codeStale)
        return { ...base, verdict: 'stale', open: [], reasons: [g.codeStale, ...reasons] };
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
        const match = forbidden(g, run.tester);
        if (match)
            reasons.push(`the run was played by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.tester))}, which reads as ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(match))}, who may not accept their own work`);
    }
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .statuses */ .bM)(run);
    reasons.push(...disagreements(g.runs.runs, last, s));
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
        const match = forbidden(g, who);
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
    reasons.push(...writeReasons(g.spec, run, s, items, triage, tf));
    return { ...base, tally: t, open, verdict: reasons.length ? 'failed' : 'passed', reasons };
}
/**
 * The other runs that were, or may have been, still being played when the latest began (finished
 * after it began, less than CLOCK_SKEW_MS before it, or never finished), and that hold what the
 * latest does not answer: one line each. Whether two runs overlap is a matter of time only, never of
 * the spec revision, code or format a run answered: an edit to the recipe while a tester plays
 * (a full stop) makes her run stale, but she saw the product all the same. The margin is the one
 * the tools allow a tester's clock: a clock that fast dates a run started during another after that
 * one's finish. A run played at the same time (another tester, another tab) is a second witness of
 * the same product, and the later start alone does not make it the one to believe; a run replays
 * over those that finished the margin or more before it started. What the witness holds is weighed
 * by `witnessed`; an unfinished one counts whatever it holds, since what its tester saw after its
 * last save may never be saved (`uat serve` refuses a save of another revision or code).
 */
function disagreements(runs, latest, s) {
    const began = (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(latest.run.startedAt);
    return runs.flatMap((other) => {
        const { run } = other;
        if (run === latest.run || (run.finishedAt !== null && (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(run.finishedAt) + _runs_js__WEBPACK_IMPORTED_MODULE_4__/* .CLOCK_SKEW_MS */ .rn <= began))
            return [];
        const against = witnessed(other, s);
        // An unfinished run of another revision: uat serve refuses its later saves, so what it saw since is unknown.
        return against.length || (run.finishedAt === null && other.stale) ? [overlapReason(other, latest, against)] : [];
    });
}
/** The line naming a run that overlapped the latest, what it holds against it, and the way out. */
function overlapReason({ run, stale }, latest, against) {
    const margin = `${_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .CLOCK_SKEW_MS */ .rn / 60_000} min`;
    const when = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.startedAt)} to ${run.finishedAt === null ? 'unfinished' : (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.finishedAt)}`;
    const anew = `play a new run starting ${margin} or more after both finished`;
    const then = run.finishedAt === null ? `finish or remove it, then ${anew}` : anew;
    const revision = stale ? `spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(run.specSha256)} (the latest run answered ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(latest.run.specSha256)})` : 'this revision';
    const played = run.finishedAt !== null && (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(run.finishedAt) <= (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(latest.run.startedAt)
        ? `finished less than ${margin} before the latest run ${latest.run.runId} started, so the runs may have overlapped (clocks may differ by ${margin})${stale ? `; it played ${revision}` : ''}`
        : `played ${revision} while the latest run ${latest.run.runId} did`;
    const holds = !against.length
        ? 'and is not finished: what its tester saw after its last save may not be recorded'
        : stale
            ? `and holds ${against.join(', ')}, ids of the revision it answered, which the latest run's answers do not settle`
            : `and disagrees: ${against.join(', ')} there`;
    return `run ${run.runId} by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(run.tester))} (${when}) ${played}, ${holds}; ${then}`;
}
/**
 * What a second witness saw that the latest run does not answer. A run of the same revision asks the
 * same checks by the same ids: a failure or block the latest failed too is answered (a pass, a skip
 * or a block of the latest is not), and a skip disagrees where the latest passed. A run of another
 * revision names the checks of that revision, which an id of today's need not: each failure or
 * block it holds stands, whatever the latest answered.
 */
function witnessed({ run, stale }, s) {
    return run.answers.flatMap((a) => {
        const failed = a.status === 'fail' || a.status === 'blocked';
        const mine = s.get(a.expect)?.status;
        const seen = stale ? failed : failed ? mine !== 'fail' : a.status === 'skip' && mine === 'pass';
        return seen ? [`${a.expect} ${ANSWERED[a.status]}`] : [];
    });
}
/**
 * Every answered writing step needs its write check, made once the step was played, whatever its
 * answers and their triage: a tick is not a write, and a failed, blocked or skipped check does not
 * show that nothing was written. A failed write check is accepted only where the step's failure is
 * triaged as the product's (or the data's): a `recipe` class says the screen was right, which a
 * missing write contradicts.
 */
function writeReasons(spec, run, s, items, triage, tf) {
    const out = [];
    for (const step of spec.steps.filter((st) => st.writes)) {
        const answers = step.expect.map((e) => ({ id: e.id, status: s.get(e.id)?.status ?? null }));
        if (answers.some((a) => a.status === null))
            continue; // unanswered: said above
        const open = answers.filter((a) => a.status !== 'pass');
        const which = open.map((a) => `${a.id} ${ANSWERED[a.status]}`).join(', ');
        const kind = step.verify.kind;
        const played = playedAt(step, run);
        const check = (0,_triage_js__WEBPACK_IMPORTED_MODULE_6__/* .latestWriteCheck */ .Fp)(triage, step.id, played, kind);
        const recorded = check ? [] : (triage?.writeChecks ?? []).filter((c) => c.step === step.id);
        const why = recorded.some((c) => c.kind !== kind)
            ? ` (the one recorded is a \`${recorded.find((c) => c.kind !== kind).kind}\` check: only a \`${kind}\` check, as the step says, vouches for its write)`
            : recorded.length
                ? ` (the one recorded was made before ${step.id} was last answered, ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(played)}: it saw only what was there already, an earlier run's write)`
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
/**
 * When a step was last played: the latest time an expectation of it was answered (a status set
 * again stamps it again). An answer with no time (format 1, older pages) counts as the run's finish.
 */
function playedAt(step, run) {
    const ids = new Set(step.expect.map((e) => e.id));
    return run.answers
        .filter((a) => ids.has(a.expect))
        .map((a) => a.at ?? run.finishedAt) // the gate weighs writes of finished runs only
        .reduce((last, t) => ((0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(t) > (0,_runs_js__WEBPACK_IMPORTED_MODULE_4__/* .instant */ .uR)(last) ? t : last), run.startedAt);
}
function gateLines(id, a) {
    const by = a.run && a.verdict !== 'awaiting' ? ` (run by ${(0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameLetters */ .H)(a.run.tester) ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(a.run.tester) : 'an unsigned tester'})` : '';
    const lines = [`${id}: ${a.verdict}${by}`, ...a.reasons.map((r) => `- ${r}`)];
    if (a.verdict !== 'passed')
        return lines;
    // Triaged is not fixed: a pass with failures decided on says which stand, as the job summary's table does.
    for (const o of a.open)
        lines.push(`- stays open: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(o.expect)} (${ANSWERED[o.status]}) triaged ${o.class}, decision ${o.decision}${o.owner ? `, risk owned by ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(o.owner)}` : ''}: passed as triaged, not replayed`);
    lines.push(`establishes: ${ESTABLISHES}; does not establish ${DOES_NOT_ESTABLISH}`);
    return lines;
}
/**
 * Why the latest run is no evidence for the code gated, else undefined: it tested another commit whose
 * code differs (any file but the uat folder's records), or it records none (format 1). Outside a git repository there is
 * no commit to bind to; a run of another spec revision is stale already.
 */
async function runCodeStale(o, uatRoot, last) {
    if (!last || last.stale)
        return undefined;
    const head = await (0,_code_js__WEBPACK_IMPORTED_MODULE_11__/* .codeAt */ .LT)(o.cwd, o.head);
    if (!head) {
        if (o.head !== undefined)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`--head ${JSON.stringify(o.head)}: ${o.cwd} is in no git repository`);
        return undefined;
    }
    const { run } = last;
    if (!run.code)
        return `the latest run (${run.runId}) records no commit (format ${run.schema}, from before runs were bound to the code they tested): it is kept and read, but it passes for no code; play the recipe again on a page served or built at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(head.commit)}`;
    const drift = await (0,_code_js__WEBPACK_IMPORTED_MODULE_11__/* .codeDrift */ .d$)({ cwd: o.cwd, uatRoot, run: run.code, head, ...(o.headSince !== undefined ? { since: o.headSince } : {}) });
    return drift && `the latest run (${run.runId}): ${drift}`;
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
    const codeStale = await runCodeStale(o, folder.root, runs.runs.at(-1));
    const a = assessGate({
        spec,
        sha256,
        runs,
        triage,
        forbiddenTesters,
        ...(forbiddenTesters.length ? { sameName: await (0,_text_names_js__WEBPACK_IMPORTED_MODULE_8__/* .nameMatcher */ .MH)() } : {}),
        triageFile,
        editedChecks,
        ...(codeStale ? { codeStale } : {}),
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

/***/ 90839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ gateRecipe),
/* harmony export */   releaseGate: () => (/* binding */ releaseGate),
/* harmony export */   specPresent: () => (/* binding */ specPresent),
/* harmony export */   vh: () => (/* binding */ recipesForVersion),
/* harmony export */   zP: () => (/* binding */ worstVerdict)
/* harmony export */ });
/* unused harmony exports RELEASE_EXIT, recipeLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _at_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26847);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21789);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(31854);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(39559);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(74571);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(95223);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4243);












const RELEASE_EXIT = { ..._gate_js__WEBPACK_IMPORTED_MODULE_9__/* .VERDICT_EXIT */ .bO, 'could-not-run': _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.couldNotRun };
/** The worst first: one recipe that could not run, failed, is stale or awaits a run holds the release. */
const WORST_FIRST = ['could-not-run', 'failed', 'stale', 'awaiting', 'passed'];
/** The verdict over several recipes: the first of `worstFirst` that one of them has (none at all is `awaiting`). */
function worstVerdict(verdicts, worstFirst) {
    return worstFirst.find((v) => verdicts.includes(v)) ?? 'awaiting';
}
async function packageVersion(cwd) {
    let pkg;
    try {
        pkg = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)((await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextCapped */ .XS)(cwd, 'package.json', _config_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_MAX_BYTES */ .SL)) ?? '', 'package.json');
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot read the version from package.json: ${err.message}`);
    }
    if (typeof pkg.version !== 'string' || pkg.version === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError('package.json has no `version`');
    return pkg.version;
}
/** What a commit holds of the release: its package.json's version and its specs' versions, read from git (nothing from the work tree). */
async function releaseAt(cwd, specsFolder, commit) {
    const at = await (0,_at_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .atCommit */ .n)(cwd, commit, 'the release is read from the base too');
    const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(cwd, 'package.json');
    const files = (await at.list(specsFolder)).filter((f) => f.endsWith('.json'));
    const objects = await at.read([pkg, ...files]);
    const versionOf = (file, max) => {
        const data = objects.get(file);
        if (!data || data.length > max)
            return null;
        try {
            const v = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(data.toString('utf8'), file)?.version;
            return typeof v === 'string' && v !== '' ? v : null;
        }
        catch {
            return null;
        }
    };
    const version = versionOf(pkg, _config_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_MAX_BYTES */ .SL);
    if (version === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`package.json at the base commit ${commit.slice(0, 12)} has no readable \`version\``);
    const specs = new Map(files.map((f) => [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(f, '.json'), versionOf(f, _spec_js__WEBPACK_IMPORTED_MODULE_10__/* .SPEC_MAX_BYTES */ .Fv)]));
    return { version, specs };
}
/**
 * Every recipe of the version in package.json among specs/*.json; a spec whose version cannot be
 * read is listed, never skipped. Given a base commit (a pull request's), the release is also what
 * the base says it is: the recipes of the base's package version and of the head's, as the base
 * has them, are gated too, so neither a version edited in package.json nor one edited in a spec
 * takes a recipe out, and a recipe the change deletes cannot pass.
 */
async function recipesForVersion(cwd, dir, config, base) {
    const version = await packageVersion(cwd);
    // Given a base, its settings say where the recipes are: the change cannot point the gate elsewhere.
    const settings = config ?? (base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .loadUatConfigAt */ .wA)(cwd, base));
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_8__/* .uatFolder */ .p)(cwd, dir, settings);
    const specs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder.root, 'specs');
    const atBase = base === undefined ? undefined : await releaseAt(cwd, specs, base);
    const versions = new Set([version, ...(atBase ? [atBase.version] : [])]);
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .confined */ .dg)(folder.tree, specs)).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
    const out = {
        version,
        ids: [],
        uncertain: [],
        ...(atBase && atBase.version !== version ? { baseVersion: atBase.version } : {}),
    };
    const shown = (id) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(specs, `${id}.json`)));
    for (const name of names) {
        const id = name.slice(0, -'.json'.length);
        try {
            const { text, file } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_10__/* .readSpecText */ .vt)(folder, id, cwd);
            const doc = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(text, file);
            if (typeof doc?.version !== 'string')
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${file} has no \`version\``);
            const fromBase = atBase?.specs.get(id);
            if (versions.has(doc.version) || (fromBase != null && versions.has(fromBase)))
                out.ids.push(id);
            // One edited field would otherwise take a failing recipe out of the release.
            else {
                const named = [...versions].find((v) => id.endsWith(`-${v}`));
                if (named !== undefined)
                    out.uncertain.push({
                        file: shown(id),
                        why: `its id names ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(named)}, but its \`version\` is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(doc.version))}`,
                    });
            }
        }
        catch (err) {
            out.uncertain.push({ file: shown(id), why: `its version cannot be read: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_4__.describeError)(err)}` });
        }
    }
    const present = new Set(names);
    for (const [id, v] of atBase?.specs ?? []) {
        if (v !== null && versions.has(v) && !present.has(`${id}.json`))
            out.uncertain.push({ file: shown(id), why: `the base has it as a recipe of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(v)}, and the change deletes it` });
        // What the base holds but cannot be read as a recipe may be one: the change cannot take it out.
        else if (v === null && !out.ids.includes(id) && !out.uncertain.some((u) => u.file === shown(id)))
            out.uncertain.push({ file: shown(id), why: 'the base has it, and its version there cannot be read' });
    }
    return out;
}
/** Exit 0 when the version in package.json has a recipe, 1 when it has none. */
async function specPresent(o) {
    const r = await recipesForVersion(o.cwd, o.dir);
    const warnings = r.uncertain.map((u) => `warning: ${u.file}: ${u.why}`);
    if (!r.ids.length)
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.failed,
            version: r.version,
            ids: [],
            lines: [
                `version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(r.version)} has no recipe: write one with \`proofgate uat init <name>-${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(r.version)}\` before releasing`,
                ...warnings,
            ],
        };
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.ok,
        version: r.version,
        ids: r.ids,
        lines: [`version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(r.version)} has ${r.ids.length} recipe(s): ${r.ids.join(', ')}`, ...warnings],
    };
}
/** The gate of one recipe; whatever stops it (an unreadable triage file, an invalid spec) is `could-not-run`, never a pass. */
async function gateRecipe(id, o) {
    try {
        const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_9__.uatGate)({ id, ...o });
        return { id, verdict: gate.verdict, exitCode: gate.exitCode, gate };
    }
    catch (err) {
        return { id, verdict: 'could-not-run', exitCode: RELEASE_EXIT['could-not-run'], error: (0,_text_errors_js__WEBPACK_IMPORTED_MODULE_4__.describeError)(err) };
    }
}
/** Lines for one recipe's outcome: the gate's own, or why it could not run. */
function recipeLines(r) {
    return r.gate ? r.gate.lines : [`${r.id}: could not run (not a pass): ${r.error}`];
}
/**
 * The release check over every recipe of the version: 0 passed, 1 failed, 2 no finished run,
 * 3 another revision, 4 could not run (never a pass). The worst recipe decides.
 */
async function releaseGate(o) {
    let found;
    // With a base, its settings say where the recipes are, for finding them and for gating them.
    let config;
    try {
        config = o.base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .loadUatConfigAt */ .wA)(o.cwd, o.base);
        found = await recipesForVersion(o.cwd, o.dir, config, o.base);
    }
    catch (err) {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.couldNotRun,
            verdict: 'could-not-run',
            recipes: [],
            lines: [`release gate could not run (not a pass): ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_4__.describeError)(err)}`],
        };
    }
    const { version, ids, uncertain } = found;
    const cannotTell = uncertain.map((u) => `- ${u.file} may be a recipe of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(version)}: ${u.why}`);
    if (!ids.length)
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.couldNotRun,
            verdict: 'could-not-run',
            version,
            recipes: [],
            lines: [`release gate could not run: version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(version)} has no recipe (not a pass)`, ...cannotTell],
        };
    const recipes = [];
    for (const id of ids)
        recipes.push(await gateRecipe(id, {
            cwd: o.cwd,
            ...(o.dir !== undefined ? { dir: o.dir } : {}),
            ...(config ? { config } : {}),
            ...(o.base !== undefined ? { base: o.base } : {}),
            ...(o.head !== undefined ? { head: o.head } : {}),
        }));
    const verdict = uncertain.length
        ? 'could-not-run'
        : worstVerdict(recipes.map((r) => r.verdict), WORST_FIRST);
    return {
        exitCode: RELEASE_EXIT[verdict],
        verdict,
        version,
        recipes,
        lines: [
            `release ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(version)}${found.baseVersion !== undefined ? ` (the base's is ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(found.baseVersion)})` : ''}: ${verdict}${verdict === 'could-not-run' ? ' (not a pass)' : ''} \u2014 ${recipes.length} recipe(s): ${recipes.map((r) => `${r.id} ${r.verdict}`).join(', ')}`,
            ...cannotTell,
            ...recipes.flatMap(recipeLines),
        ],
    };
}


/***/ })

};
