export const id = 6039;
export const ids = [6039,9770,8863,5164,651];
export const modules = {

/***/ 97197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ serially),
/* harmony export */   b: () => (/* binding */ runReviewAgent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10308);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14928);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73219);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64780);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(82536);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(57604);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(55164);
/* harmony import */ var _continue_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(48863);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(25376);













/** Runs the given works one after the other, whoever calls first: two runs never fold at once. */
function serially() {
    let last = Promise.resolve();
    return (work) => {
        const next = last.then(work, work);
        last = next.catch(() => undefined);
        return next;
    };
}
/** Every path git reports as changed or untracked, with its content hash: what an agent could have touched. */
async function snapshot(repo) {
    const out = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignored=no']);
    const entries = [];
    const tok = out.split('\0');
    for (let i = 0; i < tok.length; i++) {
        const t = tok[i];
        if (t.length < 4)
            continue;
        const xy = t.slice(0, 2);
        entries.push([t.slice(3), xy]);
        if (xy[0] === 'R' || xy[0] === 'C')
            i++; // the old path follows a rename
    }
    const present = entries.filter(([, xy]) => !xy.includes('D'));
    const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFiles */ .yQ)(repo.root, present.map(([p]) => p), { write: false }).catch(() => present.map(() => '?'));
    const byPath = new Map(present.map(([p], i) => [p, oids[i]]));
    return new Map(entries.map(([p, xy]) => [p, `${xy}:${byPath.get(p) ?? 'deleted'}`]));
}
/** A reviewer's part speaks for that reviewer only: a finding naming another is a claim it cannot make. */
function otherReviewers(part, reviewer, n) {
    const strangers = part.findings.filter((f) => f.reviewer !== undefined && f.reviewer !== reviewer);
    return strangers.length
        ? [
            `attempt ${n}: the ${reviewer} reviewer's part names another reviewer on ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_6__/* .nameList */ .OD)(strangers.map((f) => `${f.id} (${f.reviewer})`))}`,
        ]
        : [];
}
/** A private working folder holding only the diff files, at the same relative paths as in the tree. */
async function stageDiffOnly(root, diffFiles, writable) {
    const stage = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .privateDir */ .XK)('diff-only');
    for (const file of diffFiles) {
        const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, file, _evidence_js__WEBPACK_IMPORTED_MODULE_6__/* .EVIDENCE_MAX_BYTES */ .rv);
        if (read.status !== 'ok')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`cannot stage the diff ${file} for the blind reviewer (${read.status})`);
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(stage, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(stage, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, file)), read.bytes);
    }
    for (const w of writable)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(stage, w)), { recursive: true });
    return stage;
}
/** Brings the two files the agent wrote in its staged folder back into the attempt (regular files only). */
async function takeOutputs(stage, root, writable) {
    for (const w of writable) {
        const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(stage, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(stage, w), _evidence_js__WEBPACK_IMPORTED_MODULE_6__/* .EVIDENCE_MAX_BYTES */ .rv);
        if (read.status === 'ok')
            await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, w), read.bytes);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(stage, { recursive: true, force: true });
}
/** What proofgate asks of the agent, before anything is written: the files of the units, or those still owed. */
async function chooseTarget(o) {
    if (o.owed)
        return (0,_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .promptTarget */ .yB)(o.scope, { units: o.unit, owed: o.owed });
    if (!o.resume)
        return (0,_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .promptTarget */ .yB)(o.scope, { units: o.unit });
    const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_12__.reviewGate)({ id: o.paths.id, cwd: o.repo.root, dir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(o.paths.folder) });
    return (0,_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .promptTarget */ .yB)(o.scope, { units: o.unit, owed: (0,_continue_js__WEBPACK_IMPORTED_MODULE_11__/* .resumeFiles */ .DF)(gate) });
}
/**
 * One agent attempt on the review: checks that the agent can start and that the work tree is the
 * sealed head before anything is written (a refusal touches nothing); writes the prompt and the
 * diff into a new `attempts/N/`; runs the agent, which may write only that attempt's
 * findings.json and coverage.json; checks the control plane; then, unless this is a unit's part,
 * folds a trusted part into the review's findings.json and coverage.json. An earlier attempt's
 * evidence is never deleted or rewritten: a failed run leaves the review as it was.
 */
async function runReviewAgent(o) {
    const progress = o.progress ?? (() => undefined);
    const ready = await (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_4__/* .preflight */ .Mz)(o.agent, process.env, o.envPass ?? []);
    const problems = await (0,_continue_js__WEBPACK_IMPORTED_MODULE_11__/* .sealedTreeProblems */ .RS)(o.repo, o.scope);
    if (problems.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(problems[0]);
    const target = await chooseTarget(o);
    await o.starting?.();
    const part = o.unit !== undefined;
    const quiet = { target, breaches: [], notes: [], merged: false, part };
    // A resumed review that owes nothing asks nothing; an empty scope is still put to the agent.
    if ((o.resume || o.owed) && target.files.length === 0)
        return quiet;
    const reviewer = o.brief?.reviewer;
    const startedAt = new Date();
    const attempt = await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_9__/* .openAttempt */ .Eu)(o.paths);
    let prompt;
    try {
        prompt = await (0,_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .writePrompt */ .UW)(o.repo, o.scope, target, {
            folder: attempt.folder,
            outputs: { findings: attempt.file('findings'), coverage: attempt.file('coverage') },
            roles: { ...(o.brief ? { as: o.brief } : {}), also: o.also ?? [] },
        });
    }
    catch (err) {
        // Only this run's own prompt files: nothing was asked yet.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .confined */ .dg)(o.paths.root, attempt.folder), { recursive: true, force: true });
        throw err;
    }
    progress(`attempt ${attempt.n}${reviewer ? ` (${reviewer.id})` : ''}: ${target.files.length} file(s) asked${o.resume || o.owed ? ' (resumed: only what is owed)' : ''}; prompt ${prompt.file}`);
    const rel = (p) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(o.repo.root, p).split('\\').join('/');
    const writable = [rel(attempt.file('findings')), rel(attempt.file('coverage'))];
    const recordAttempt = async (notes, merged, ended = true) => (0,_attempts_js__WEBPACK_IMPORTED_MODULE_9__/* .writeAttemptRecord */ .AN)(attempt, {
        scopeSha256: o.scope.scopeSha256,
        kind: 'agent',
        agent: {
            kind: o.agent.kind,
            ...(o.agent.command !== undefined ? { command: o.agent.command } : {}),
            ...(o.agent.model !== undefined ? { model: o.agent.model } : {}),
        },
        files: target.files.length,
        units: target.units,
        resume: o.resume ?? false,
        ...(part ? { part } : {}),
        merged,
        reasons: notes.map((n) => n.slice(0, 2000)),
        ...(reviewer ? { reviewer: reviewer.id, shell: reviewer.shell } : {}),
        ...(ended ? {} : { ended: false }),
        startedAt: startedAt.toISOString(),
        durationMs: Date.now() - startedAt.getTime(),
    });
    // Written before the agent starts: a run that never ends is outstanding in the ledger, never absent.
    if (reviewer)
        await recordAttempt([], false, false);
    const before = await snapshot(o.repo);
    const headBefore = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(o.repo, 'HEAD', 'head');
    const runStarted = new Date();
    // The blind reviewer's working folder holds the diff and nothing else (its own copy, at the same paths).
    const stage = reviewer?.context === 'diff' ? await stageDiffOnly(o.repo.root, prompt.diffFiles, writable) : undefined;
    let run;
    try {
        run = await (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_4__/* .runAgent */ .JN)({
            agent: { ...o.agent, ...(reviewer?.shell ? { shell: true } : {}) },
            prompt: prompt.text,
            cwd: stage ?? o.repo.root,
            writable,
            timeoutMs: o.timeoutMs,
            envPass: o.envPass,
            isolate: o.isolate,
            secret: _paths_js__WEBPACK_IMPORTED_MODULE_8__/* .isSecretPath */ ._p,
            progress: o.progress,
        });
    }
    catch (err) {
        const notes = [`the agent did not run: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_5__.describeError)(err)}`];
        await recordAttempt(notes, false);
        return { ...quiet, attempt, notes, prompt: prompt.file };
    }
    if (stage)
        await takeOutputs(stage, o.repo.root, writable);
    const notes = [];
    const words = run.lastWords ? `: ${run.lastWords}` : '';
    if (run.timedOut)
        notes.push(`the agent timed out after ${Math.round(o.timeoutMs / 60000)} min; its process group was killed${words}`);
    else if (run.exitCode !== 0)
        notes.push(`the agent exited ${run.exitCode ?? `on signal ${run.signal}`}${words}`);
    else if (run.report?.error)
        notes.push(`the agent reported an error${words}`);
    const breaches = [];
    const after = await snapshot(o.repo);
    const allowed = new Set(writable);
    const changed = new Set(run.tampered.filter((p) => !allowed.has(p)));
    for (const [p, state] of after)
        if (!allowed.has(p) && before.get(p) !== state)
            changed.add(p);
    for (const p of before.keys())
        if (!allowed.has(p) && !after.has(p))
            changed.add(p);
    if (changed.size)
        breaches.push(`the agent changed files outside findings.json and coverage.json: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_6__/* .nameList */ .OD)([...changed].sort())}`);
    const headAfter = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(o.repo, 'HEAD', 'head').catch(() => 'gone');
    if (headAfter !== headBefore)
        breaches.push(`the agent moved HEAD from ${headBefore.slice(0, 12)} to ${headAfter.slice(0, 12)}`);
    const written = await (0,_merge_js__WEBPACK_IMPORTED_MODULE_10__/* .loadPart */ .AX)((0,_merge_js__WEBPACK_IMPORTED_MODULE_10__/* .partPaths */ .gN)(o.paths, attempt.folder), o.scope);
    if ('problems' in written && notes.length === 0)
        notes.push(...written.problems.map((p) => `attempt ${attempt.n}: ${p}`));
    if (reviewer && !('problems' in written) && notes.length === 0)
        notes.push(...otherReviewers(written, reviewer.id, attempt.n));
    let merged = false;
    if (!part && notes.length === 0 && breaches.length === 0 && !('problems' in written)) {
        const asked = new Set(target.files.map((f) => f.path));
        const fold = o.fold ?? ((work) => work());
        await fold(async () => (0,_merge_js__WEBPACK_IMPORTED_MODULE_10__/* .commitWhole */ .Tq)(o.paths, attempt, (0,_merge_js__WEBPACK_IMPORTED_MODULE_10__/* .foldPart */ .xV)(o.scope, await (0,_merge_js__WEBPACK_IMPORTED_MODULE_10__/* .loadWhole */ .ym)(o.paths, o.scope), written, `A${attempt.n}`, asked, reviewer?.id)));
        merged = true;
    }
    // Written after the check, so proofgate's own record is never taken for the agent's change (and replaces any it wrote).
    const record = (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_4__/* .runRecord */ .DW)(o.agent, run, ready.version, runStarted);
    await (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_4__/* .writeRunRecord */ .MJ)(o.paths.root, attempt.folder, record);
    await recordAttempt([...breaches, ...notes], merged);
    return { attempt, target, breaches, notes, merged, part, run, record, prompt: prompt.file };
}


/***/ }),

/***/ 48183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewAnchor: () => (/* binding */ reviewAnchor)
/* harmony export */ });
/* unused harmony exports ANCHORED_SCHEMA, anchorTotals */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);






const ANCHORED_SCHEMA = 'bmad-plus/review-findings-anchored/1';
function anchorTotals(findings) {
    const count = (s) => findings.filter((f) => f.anchor.status === s).length;
    return { located: count('located'), ambiguous: count('ambiguous'), unlocated: count('unlocated') };
}
/** `review anchor ID`: validates findings.json and locates every quote; exit 0 only when every finding is valid and located. */
async function reviewAnchor(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadScope */ .h9)(paths);
    const loaded = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(paths, scope);
    if (loaded.status === 'missing')
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings,
            lines: [`${paths.file('findings')}: no findings.json: write it even when there is nothing to report`],
            json: { status: 'missing' },
        };
    if (loaded.status === 'other-scope') {
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings,
            lines: [
                `${paths.file('findings')} answers another scope (${loaded.scopeSha256.slice(0, 12)}, sealed ${scope.scopeSha256.slice(0, 12)}): review the sealed scope again`,
            ],
            json: loaded,
        };
    }
    if (loaded.status === 'invalid') {
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings,
            lines: [`${paths.file('findings')} is not valid:`, ...loaded.errors.slice(0, 50).map((e) => `- ${e}`)],
            json: loaded,
        };
    }
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd);
    const findings = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .anchorFindings */ .Cz)(repo.root, scope, loaded.data.findings);
    const totals = anchorTotals(findings);
    const file = paths.file('anchored');
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, file, {
        schema: ANCHORED_SCHEMA,
        scopeSha256: scope.scopeSha256,
        headSha: scope.refs.headSha,
        totals,
        findings,
    });
    const lines = [`${file} — ${totals.located} located, ${totals.ambiguous} ambiguous, ${totals.unlocated} unlocated`];
    for (const f of findings.filter((x) => x.anchor.status !== 'located'))
        lines.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(f.path)}: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .describeAnchor */ .zJ)(f.anchor)} (requote a longer exact excerpt)`);
    return { exitCode: totals.located === findings.length ? _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.ok : _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.findings, lines, json: { file, totals, findings } };
}


/***/ }),

/***/ 57604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ writeAttemptRecord),
/* harmony export */   Eu: () => (/* binding */ openAttempt),
/* harmony export */   W8: () => (/* binding */ attemptRecords)
/* harmony export */ });
/* unused harmony exports ATTEMPT_SCHEMA, attemptNumbers */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90597);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);







const ATTEMPT_SCHEMA = 'proofgate/review-attempt/1';
const RECORD = 'attempt.json';
const RECORD_MAX_BYTES = 1024 * 1024;
const attemptsDir = (paths) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.folder, 'attempts');
function attemptAt(paths, n) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptsDir(paths), String(n));
    return { root: paths.root, n, folder, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
}
/** The attempt numbers present, ascending. */
async function attemptNumbers(paths) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, attemptsDir(paths))).catch(() => []);
    return names
        .filter((n) => /^[1-9][0-9]{0,8}$/.test(n))
        .map(Number)
        .sort((a, b) => a - b);
}
/** Creates the next attempt's folder; two runs at once each get their own (mkdir is the lock). */
async function openAttempt(paths) {
    // Inside the working tree and through no link, checked again once the folders exist.
    const dir = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, attemptsDir(paths));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot create ${dir} (${err.code ?? 'error'}): check that the review folder is writable`);
    });
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, dir);
    for (let n = ((await attemptNumbers(paths)).at(-1) ?? 0) + 1;; n++) {
        const attempt = attemptAt(paths, n);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(attempt.folder);
            return attempt;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot create ${attempt.folder} (${err.code ?? 'error'})`);
        }
    }
}
async function writeAttemptRecord(attempt, record) {
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJsonAtomic */ .ZJ)(attempt.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attempt.folder, RECORD), { schema: ATTEMPT_SCHEMA, attempt: attempt.n, ...record });
}
/** The records of the attempts, newest first; a missing or invalid record is skipped (never trusted). */
async function attemptRecords(paths) {
    const out = [];
    for (const n of (await attemptNumbers(paths)).reverse()) {
        const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readStrictJson */ .Sr)(paths.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptAt(paths, n).folder, RECORD), RECORD_MAX_BYTES);
        if (read.status === 'ok' && (await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)('review-attempt', read.data)).length === 0)
            out.push(read.data);
    }
    return out;
}


/***/ }),

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ checkExternalId),
/* harmony export */   checkDocument: () => (/* binding */ checkDocument),
/* harmony export */   hk: () => (/* binding */ annotations),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME)
/* harmony export */ });
/* unused harmony exports CHECK_SCHEMA, CHECK_TEXT_MAX, ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16764);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23377);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84877);



const CHECK_SCHEMA = 'proofgate/review-check/1';
const DEFAULT_CHECK_NAME = 'proofgate review';
/** GitHub's limits: output summary and text 65,535 each; 50 annotations per request; message 64 KB; title 255. */
const CHECK_TEXT_MAX = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
const LEVEL = {
    critical: 'failure',
    high: 'failure',
    medium: 'warning',
    low: 'notice',
};
const CONCLUSION = { clean: 'success', findings: 'failure', incomplete: 'failure' };
/** Every open, located finding as an annotation, most severe first. */
function annotations(r) {
    return (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open)
        .filter((f) => f.anchor.status === 'located')
        .map((f) => {
        const a = f.anchor;
        return {
            path: f.path,
            start_line: a.start,
            end_line: a.end,
            annotation_level: LEVEL[f.severity],
            title: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(`${f.severity} ${f.category}: ${f.id}`, 255).slice(0, 255),
            message: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)([
                f.content,
                f.evidence && `Evidence: ${f.evidence}`,
                f.consequence && `Consequence: ${f.consequence}`,
                (0,_provenance_js__WEBPACK_IMPORTED_MODULE_2__/* .describeProvenance */ .h)(f.provenance),
            ]
                .filter(Boolean)
                .join('\n\n'), 60_000),
            raw_details: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(f.existing_code, 60_000),
        };
    });
}
/** A check run is the same run across re-runs of one review of one scope. */
function checkExternalId(id, scopeSha256) {
    return `proofgate-review:${id}:${scopeSha256}`;
}
/** The check document of `review gate --emit-check`: a `github` block shaped as a check run. */
function checkDocument(r, name = DEFAULT_CHECK_NAME) {
    const all = annotations(r);
    const open = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open);
    return {
        schema: CHECK_SCHEMA,
        verdict: r.verdict,
        exitCode: r.exitCode,
        totalAnnotations: all.length,
        github: {
            name,
            head_sha: r.scope.refs.headSha,
            external_id: checkExternalId(r.id, r.scope.scopeSha256),
            status: 'completed',
            conclusion: CONCLUSION[r.verdict],
            output: {
                title: `${r.verdict}: coverage ${r.coverage.completed}/${r.coverage.selected}, ${r.open.length} open finding(s)`,
                summary: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHeadSections */ .o$)(r).join('\n\n'), CHECK_TEXT_MAX),
                text: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(open.length ? open.map(_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSection */ .Ux).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
                annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
            },
        },
    };
}


/***/ }),

/***/ 48863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ resumeFiles),
/* harmony export */   RS: () => (/* binding */ sealedTreeProblems),
/* harmony export */   reviewContinue: () => (/* binding */ reviewContinue)
/* harmony export */ });
/* unused harmony export CONTINUE_SCHEMA */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10308);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42137);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(54926);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(73219);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(31631);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(25376);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(78324);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(57604);















const CONTINUE_SCHEMA = 'proofgate/review-continue/1';
/** The selected files whose content in the work tree is no longer what the scope sealed. */
async function changedSelected(repo, scope) {
    const changed = [];
    if (scope.refs.workspace) {
        const regular = scope.files.filter((f) => f.kind === 'file');
        const present = await Promise.all(regular.map((f) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, f.path)).then((s) => s.isFile(), () => false)));
        changed.push(...regular.filter((_, i) => !present[i]).map((f) => f.path));
        const live = regular.filter((_, i) => present[i]);
        const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .hashFiles */ .yQ)(repo.root, live.map((f) => f.path), { write: false });
        live.forEach((f, i) => oids[i] !== f.blob && changed.push(f.path));
        for (const f of scope.files.filter((x) => x.kind === 'symlink')) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, f.path)).catch(() => '');
            const oid = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha1')
                .update(`blob ${Buffer.byteLength(target)}\0`)
                .update(target)
                .digest('hex');
            if (oid !== f.blob)
                changed.push(f.path);
        }
    }
    else {
        // The commit cannot change; a selected file edited in the work tree since is a move all the same.
        const dirty = (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', scope.refs.headSha, '--'])).split('\0');
        const selected = new Set(scope.files.map((f) => f.path));
        changed.push(...dirty.filter((p) => selected.has(p)));
    }
    return changed;
}
/** What moved since the scope was sealed: the head commit, the rules, or a selected file's content. */
async function movedReasons(repo, scope) {
    const reasons = [];
    const headRef = scope.refs.workspace ? 'HEAD' : scope.request.head;
    const now = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveCommit */ .WL)(repo, headRef, 'head').catch(() => undefined);
    if (now !== scope.refs.headSha)
        reasons.push(`the head moved: ${headRef} is ${now ? (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .short */ .h0)(now) : 'gone'}, the scope sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .short */ .h0)(scope.refs.headSha)}`);
    const rules = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_9__/* .loadRuleSet */ .ZI)(repo.root);
    if (rules.sha256 !== scope.ruleSet.sha256)
        reasons.push(`the rules changed: rule set ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .short */ .h0)(rules.sha256)}, the scope sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .short */ .h0)(scope.ruleSet.sha256)}`);
    if (reasons.length)
        return reasons;
    const changed = await changedSelected(repo, scope);
    if (changed.length)
        reasons.push(`${changed.length} selected file(s) changed since the scope was sealed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_10__/* .nameList */ .OD)(changed)}`);
    return reasons;
}
/**
 * Why an agent may not review the work tree for this scope: the checked-out commit is not the
 * sealed head (a scope sealed with `--head X` while another commit is checked out), or a selected
 * file differs from what was sealed. Each reason carries the fix; none when the tree is the head.
 */
async function sealedTreeProblems(repo, scope) {
    const checkedOut = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveCommit */ .WL)(repo, 'HEAD', 'head').catch(() => undefined);
    if (checkedOut !== scope.refs.headSha)
        return [
            `the work tree is at ${checkedOut ? (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .short */ .h0)(checkedOut) : 'no commit'}, but the scope sealed the head ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .short */ .h0)(scope.refs.headSha)} (--head ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(scope.request.head)}): the agent would read another tree. Check the sealed head out first: git switch --detach ${scope.refs.headSha}`,
        ];
    const changed = await changedSelected(repo, scope);
    return changed.length
        ? [
            `${changed.length} selected file(s) in the work tree differ from what the scope sealed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_10__/* .nameList */ .OD)(changed)}. Stash or undo those edits, or seal the scope again to review them`,
        ]
        : [];
}
/**
 * The files a resumed review asks for: those not yet accounted for (missing, failed, waived
 * without a reason) and those whose open findings still need a quote or evidence; every file when
 * the review is incomplete although none is owed (an earlier run stopped short of `completed`).
 */
function resumeFiles(gate) {
    const done = new Set(gate.done);
    const owed = new Set(gate.scope.files.filter((f) => !done.has(f.path)).map((f) => f.path));
    for (const f of owedFindings(gate))
        owed.add(f.path);
    if (owed.size === 0 && gate.verdict === 'incomplete')
        return new Set(gate.scope.files.map((f) => f.path));
    return owed;
}
function owedFindings(gate) {
    return gate.findings
        .filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_11__/* .isOpen */ .nT)(f) && (f.anchor.status !== 'located' || (f.disposition === 'confirmed' && !f.evidence?.trim())))
        .map((f) => ({ id: f.id, path: f.path, owed: f.anchor.status !== 'located' ? `requote: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_11__/* .describeAnchor */ .zJ)(f.anchor)}` : 'evidence' }));
}
/** One shell word: as it is when plain, else single-quoted; shown without control characters. */
function word(s) {
    return (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__.visible)(/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
}
const dirOption = (dir) => (dir !== undefined && dir !== _scope_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_REVIEW_DIR */ .$2 ? ` --dir ${word(dir)}` : '');
/** `review run ID --resume` with the agent (and its command and model) of the last agent attempt. */
async function resumeCommand(paths, dir) {
    const agent = (await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_14__/* .attemptRecords */ .W8)(paths)).find((r) => r.kind === 'agent')?.agent;
    const how = agent
        ? [
            `--agent ${agent.kind}`,
            agent.command !== undefined ? ` --agent-cmd ${word(agent.command)}` : '',
            agent.model !== undefined ? ` --model ${word(agent.model)}` : '',
        ].join('')
        : '--agent AGENT';
    return `proofgate review run ${paths.id} --resume ${how}${dirOption(dir)}`;
}
/** A fresh scope of the same work (same base commit, effort and patterns) under a new id, then compare. */
function rescopeCommands(paths, scope, dir) {
    const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(paths.folder, '..');
    const stem = paths.id.replace(/\.\d+$/, '');
    let n = Number(/\.(\d+)$/.exec(paths.id)?.[1] ?? 1) + 1;
    while ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, `${stem}.${n}`)))
        n++;
    const next = `${stem}.${n}`.slice(0, 128);
    const options = [
        `--base ${scope.refs.baseSha}`,
        scope.refs.workspace ? '--workspace' : '',
        `--effort ${scope.effort}`,
        ...scope.patterns.include.map((g) => `--include ${word(g)}`),
        ...scope.patterns.exclude.map((g) => `--exclude ${word(g)}`),
    ].filter(Boolean);
    return [
        `proofgate review scope ${next} ${options.join(' ')}${dirOption(dir)}`,
        `proofgate review compare ${next} --since ${paths.id}${dirOption(dir)}`,
    ];
}
/** `review continue ID`: what is still owed on the same sealed scope, or `moved` (exit 3) when it no longer describes the code. */
async function reviewContinue(options) {
    const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_12__.reviewGate)(options);
    const { scope, paths } = gate;
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .openRepo */ .B8)(options.cwd);
    const moved = await movedReasons(repo, scope);
    const file = paths.file('continue');
    if (moved.length) {
        const next = rescopeCommands(paths, scope, options.dir);
        const doc = { schema: CONTINUE_SCHEMA, id: gate.id, scopeSha256: scope.scopeSha256, status: 'moved', moved, next };
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.EXIT.error,
            lines: [`${file} — status: moved`, ...moved.map((m) => `- ${m}`), 'Seal a new scope of the same work and compare:', ...next],
            json: doc,
        };
    }
    const done = new Set(gate.done);
    const files = scope.files.filter((f) => !done.has(f.path)).map((f) => f.path);
    const units = scope.units.filter((u) => u.files.some((f) => !done.has(f))).map((u) => u.id);
    const findings = owedFindings(gate);
    const status = gate.verdict === 'incomplete' ? 'resume' : 'complete';
    const next = status === 'resume' ? [await resumeCommand(paths, options.dir)] : [];
    const doc = {
        schema: CONTINUE_SCHEMA,
        id: gate.id,
        scopeSha256: scope.scopeSha256,
        status,
        verdict: gate.verdict,
        reasons: gate.reasons,
        owed: { files, units, findings },
        next,
    };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
    const lines = [
        `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
    ];
    if (units.length)
        lines.push(`units: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_10__/* .nameList */ .OD)(units)}`);
    lines.push(...gate.reasons.map((r) => `- ${r}`));
    if (next.length)
        lines.push(`Resume (the agent gets only what is owed; everything already proved is kept): ${next[0]}`);
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.EXIT.ok, lines, json: doc };
}


/***/ }),

/***/ 19770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/review/gate.ts + 2 modules
var gate = __webpack_require__(25376);
// EXTERNAL MODULE: ./src/review/check.ts
var check = __webpack_require__(34920);
// EXTERNAL MODULE: ./src/review/render-gate.ts
var render_gate = __webpack_require__(16764);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/review/identity.ts
var identity = __webpack_require__(84232);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/review/provenance.ts
var provenance = __webpack_require__(84877);
;// CONCATENATED MODULE: ./src/review/sarif.ts





const LEVEL = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
/** What each category asks a reader to check; every rule code scanning shows needs a description and help. */
const CATEGORY_HELP = {
    correctness: {
        title: 'The code does not do what it is meant to',
        help: 'Check the quoted lines against the behaviour the change intends: off-by-one, wrong condition, wrong value.',
    },
    security: {
        title: 'The change weakens a trust boundary',
        help: 'Check who controls the inputs of the quoted lines and what they can reach: injection, authorisation, secrets, unsafe defaults.',
    },
    'data-loss': {
        title: 'Data can be lost or corrupted',
        help: 'Check the writes of the quoted lines: partial writes, deletes without a guard, lost updates.',
    },
    concurrency: {
        title: 'Concurrent use breaks the code',
        help: 'Check shared state and ordering around the quoted lines: races, deadlocks, missing awaits.',
    },
    performance: {
        title: 'The code is slower than it needs to be',
        help: 'Check the cost of the quoted lines as the input grows: quadratic loops, repeated work, unbounded memory.',
    },
    'error-handling': {
        title: 'A failure is not handled',
        help: 'Check what happens when the quoted lines fail: swallowed errors, missing cleanup, misleading messages.',
    },
    compatibility: {
        title: 'Existing callers or data break',
        help: 'Check who depends on the quoted lines: changed signatures, formats, defaults or platforms.',
    },
    maintainability: {
        title: 'The code is harder to change safely',
        help: 'Check the quoted lines for duplication, hidden coupling or names that mislead the next reader.',
    },
    testing: {
        title: 'The change is not tested where it matters',
        help: 'Check that a test fails without the quoted lines and passes with them.',
    },
    documentation: {
        title: 'Documentation no longer matches the code',
        help: 'Check the docs, comments and messages that describe the quoted lines.',
    },
};
// GitHub maps security-severity to its own levels: > 9.0 critical, 7.0–8.9 high, 4.0–6.9 medium, below low.
const SECURITY_SEVERITY = { critical: '9.5', high: '8.0', medium: '5.5', low: '2.0' };
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
/**
 * One rule per category; security findings get one rule per severity, because code scanning reads
 * `security-severity` from the rule, not the result.
 */
function ruleId(f) {
    return f.category === 'security' ? `security/${f.severity}` : f.category;
}
function rules() {
    return Object.keys(CATEGORY_HELP).flatMap((category) => {
        const { title, help } = CATEGORY_HELP[category];
        const rule = (id, extra) => ({
            id,
            name: id.replace(/[/-](\w)/g, (_, c) => c.toUpperCase()),
            shortDescription: { text: title },
            fullDescription: { text: `${title}. A ${category} finding of a proofgate review, anchored to a verbatim quote of the head commit.` },
            help: { text: help, markdown: help },
            ...extra,
        });
        if (category !== 'security')
            return [rule(category, { properties: { tags: ['proofgate', category] } })];
        return SEVERITIES.map((s) => rule(`security/${s}`, {
            properties: { tags: ['proofgate', 'security'], precision: 'high', 'security-severity': SECURITY_SEVERITY[s] },
        }));
    });
}
/** A repository path as a URI reference: each segment percent-encoded (spaces, `#`, `%`, non-ASCII). */
function pathUri(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
/**
 * A stable fingerprint per finding: the finding's identity across reviews (path, category, quote),
 * then its rank among findings with that same identity, so two findings on one quote stay two.
 */
function fingerprints(findings) {
    const groups = new Map();
    for (const f of findings) {
        const key = (0,identity/* findingIdentity */.A)(f);
        groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    const out = new Map();
    for (const [key, group] of groups) {
        const ranked = [...group].sort((a, b) => (a.content < b.content ? -1 : a.content > b.content ? 1 : a.id < b.id ? -1 : 1));
        ranked.forEach((f, i) => out.set(f, `${(0,hash/* sha256 */.sc)(key)}:${i + 1}`));
    }
    return out;
}
/** SARIF 2.1.0 for code scanning: each open, located finding. */
function sarif(r) {
    const located = (0,render_gate/* bySeverity */.Np)(r.open).filter((f) => f.anchor.status === 'located');
    const prints = fingerprints(located);
    const results = located.map((f) => {
        const a = f.anchor;
        return {
            ruleId: ruleId(f),
            level: LEVEL[f.severity],
            message: {
                text: [f.content, f.evidence && `Evidence: ${f.evidence}`, (0,provenance/* describeProvenance */.h)(f.provenance)].filter(Boolean).join('\n\n'),
            },
            locations: [{ physicalLocation: { artifactLocation: { uri: pathUri(f.path) }, region: { startLine: a.start, endLine: a.end } } }],
            partialFingerprints: { 'proofgateFinding/v2': prints.get(f) },
            properties: {
                severity: f.severity,
                confidence: f.confidence,
                disposition: f.disposition,
                id: f.id,
                ...(f.provenance.reviewer ? { reviewer: f.provenance.reviewer } : {}),
                ...(f.provenance.pass ? { pass: f.provenance.pass } : {}),
                basis: f.provenance.basis,
                ...(f.provenance.ran ? { ran: f.provenance.ran } : {}),
                ...(f.rule ? { rule: f.rule } : {}),
                ...(f.provenance.controls.length ? { controls: f.provenance.controls } : {}),
            },
        };
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'proofgate', version: version/* VERSION */.x, rules: rules() } },
                automationDetails: { id: `proofgate-review/${r.id}` },
                results,
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/review/gate-command.ts





/** The gate with its optional documents: the check file and SARIF. */
async function gateCommand(o) {
    const result = await (0,gate.reviewGate)(o);
    if (result.verdict === 'incomplete' && o.context?.length)
        result.reasons = [...o.context, ...result.reasons];
    const lines = (0,gate.gateLines)(result);
    const files = {};
    if (o.emitCheck) {
        files.check = (0,external_node_path_.resolve)(o.cwd, o.emitCheck);
        await (0,text_files/* writeJsonAtomic */.ZJ)(o.cwd, files.check, (0,check.checkDocument)(result, o.checkName));
        lines.push(`check: ${files.check}`);
    }
    if (o.sarif) {
        files.sarif = (0,external_node_path_.resolve)(o.cwd, o.sarif);
        await (0,text_files/* writeJsonAtomic */.ZJ)(o.cwd, files.sarif, sarif(result));
        lines.push(`sarif: ${files.sarif}`);
    }
    const { scope: _scope, paths: _paths, ...json } = result;
    return { exitCode: result.exitCode, lines, json: { ...json, files }, result };
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

/***/ 55164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ loadPart),
/* harmony export */   Tq: () => (/* binding */ commitWhole),
/* harmony export */   gN: () => (/* binding */ partPaths),
/* harmony export */   reviewMerge: () => (/* binding */ reviewMerge),
/* harmony export */   xV: () => (/* binding */ foldPart),
/* harmony export */   ym: () => (/* binding */ loadWhole)
/* harmony export */ });
/* unused harmony export unitsOf */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84466);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57604);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84232);








/** The folder of a part (an attempt, or a job's artifact inside the working tree) read as evidence of the review. */
function partPaths(paths, dir) {
    return { id: paths.id, root: paths.root, folder: dir, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files[name]) };
}
/** Copies a part's two files, byte for byte, from `from` into `to` (regular files only, never through a link). */
async function copyPart(root, from, to) {
    for (const name of [_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.findings, _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.coverage]) {
        const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(from, name), _evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .EVIDENCE_MAX_BYTES */ .rv);
        if (read.status === 'ok')
            await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(to, name), read.bytes);
        else if (read.status !== 'missing')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`cannot keep ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(from, name)}: ${read.status === 'refused' ? read.reason : 'too large'}; nothing was merged`);
    }
}
function why(loaded, what) {
    if (loaded.status === 'ok')
        return undefined;
    if (loaded.status === 'missing')
        return `${what} is missing`;
    if (loaded.status === 'other-scope')
        return `${what} answers another scope (${loaded.scopeSha256.slice(0, 12)})`;
    return `${what} is not valid: ${loaded.errors.slice(0, 3).join('; ')}`;
}
/** A part's findings.json and coverage.json, both valid for the scope, or why not. */
async function loadPart(paths, scope) {
    const [f, c] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(paths, scope), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(paths, scope)]);
    const problems = [why(f, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(paths.folder, _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.findings)), why(c, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(paths.folder, _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.coverage))];
    if (f.status === 'ok' && c.status === 'ok')
        return { findings: f.data.findings, coverage: c.data };
    return { problems: problems.filter((p) => p !== undefined) };
}
const done = (item) => item?.outcome === 'completed' || (item?.outcome === 'waived' && !!item.reason?.trim());
const MAX_UNIT_ATTEMPTS = 100;
/** A unit's attempts, earlier ones first, within the schema's 100; an abandoned unit stays abandoned. */
function joinAttempts(earlier, later) {
    const all = [...earlier, ...later];
    if (all.length <= MAX_UNIT_ATTEMPTS)
        return all;
    const kept = all.slice(-MAX_UNIT_ATTEMPTS);
    // Three failures stand for an abandonment the cut would drop: the gate reads the same.
    return (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .isAbandoned */ .zI)(all) && !(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .isAbandoned */ .zI)(kept) ? ['failed', 'failed', 'failed', ...kept.slice(3 - MAX_UNIT_ATTEMPTS)] : kept;
}
/** A finding id not yet taken: the part's own, else prefixed with the part's tag (e.g. `A2-F1`). */
function freeId(id, tag, taken) {
    let candidate = id;
    for (let i = 1; taken.has(candidate); i++)
        candidate = `${tag}${i > 1 ? `.${i}` : ''}-${id}`.slice(0, 64);
    taken.add(candidate);
    return candidate;
}
const BASIS_RANK = { executed: 3, read: 2, reasoned: 1, unstated: 0 };
const rank = (f) => BASIS_RANK[f.basis ?? 'unstated'];
/**
 * A part's finding that another reviewer already reported (same identity and disposition) is that
 * finding, not a second one: it keeps one entry, and the strongest basis anyone reported with
 * whoever first reported it at that basis. Findings of the part's own reviewer, and findings that
 * judge it differently, are never merged away.
 */
function withoutRepeats(kept, incoming, reviewer) {
    const out = [...kept];
    const fresh = [];
    for (const f of incoming) {
        const at = out.findIndex((k) => k.reviewer !== undefined && k.reviewer !== reviewer && k.disposition === f.disposition && (0,_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .findingIdentity */ .A)(k) === (0,_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .findingIdentity */ .A)(f));
        if (at < 0)
            fresh.push(f);
        else if (rank(f) > rank(out[at])) {
            const { reviewer: by, basis, ran, pass } = f;
            const { ran: _ran, pass: _pass, ...rest } = out[at];
            out[at] = { ...rest, reviewer: by, ...(basis ? { basis } : {}), ...(ran ? { ran } : {}), ...(pass ? { pass } : {}) };
        }
    }
    return { kept: out, fresh };
}
/**
 * Folds one part into the review, file by file. A file the part completed (or waived with a
 * reason) takes the part's outcome and findings: a later complete reading supersedes an earlier
 * one (of the same reviewer, when the part is one reviewer's: another reviewer's findings stand).
 * A file the part did not complete keeps what the review already proved, and any finding the
 * part adds for it. Nothing else is dropped; a file the part was not asked about (`asked`) keeps
 * the review's outcome whatever the part claims. Unit attempts are appended; `run` is the part's
 * when it contributed an outcome, else the review's.
 */
function foldPart(scope, whole, part, tag, asked, reviewer) {
    const before = new Map((whole?.coverage.items ?? []).map((i) => [i.path, i]));
    const now = new Map(part.coverage.items.filter((i) => !asked || asked.has(i.path)).map((i) => [i.path, i]));
    const items = [];
    const supersededBy = new Set();
    let taken = 0;
    for (const { path } of scope.files) {
        const p = now.get(path);
        const w = before.get(path);
        const item = done(p) || (p && !done(w)) ? p : w;
        if (item === undefined)
            continue;
        if (item === p) {
            taken++;
            if (done(p))
                supersededBy.add(path);
        }
        items.push(item);
    }
    const superseded = (f) => supersededBy.has(f.path) && (reviewer === undefined || f.reviewer === reviewer);
    const incoming = reviewer === undefined ? part.findings : part.findings.map((f) => ({ ...f, reviewer }));
    const merged = reviewer === undefined
        ? { kept: (whole?.findings ?? []).filter((f) => !superseded(f)), fresh: incoming }
        : withoutRepeats((whole?.findings ?? []).filter((f) => !superseded(f)), incoming, reviewer);
    const ids = new Set(merged.kept.map((f) => f.id));
    const findings = [...merged.kept, ...merged.fresh.map((f) => ({ ...f, id: freeId(f.id, tag, ids) }))];
    const units = new Map((whole?.coverage.units ?? []).map((u) => [u.id, u.attempts]));
    for (const u of part.coverage.units ?? [])
        units.set(u.id, joinAttempts(units.get(u.id) ?? [], u.attempts));
    const run = taken > 0 ? part.coverage.run : whole?.coverage.run;
    const coverage = {
        schema: 'bmad-plus/review-coverage/1',
        scopeSha256: scope.scopeSha256,
        items,
        ...(units.size ? { units: scope.units.filter((u) => units.has(u.id)).map((u) => ({ id: u.id, attempts: units.get(u.id) })) } : {}),
        ...(run ? { run } : {}),
    };
    return { findings, coverage, taken };
}
/** The review's own findings.json and coverage.json, when both are valid for the scope. */
async function loadWhole(paths, scope) {
    const loaded = await loadPart(paths, scope);
    return 'problems' in loaded ? undefined : loaded;
}
/**
 * Writes the review's findings.json and coverage.json, after copying what they held into the
 * attempt's `previous/` (so a merge never loses a byte). Findings first: a reader between the two
 * writes sees new findings with the old coverage (incomplete at worst), never new coverage
 * vouching for findings not yet written.
 */
async function commitWhole(paths, attempt, merged) {
    await copyPart(paths.root, paths.folder, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(attempt.folder, 'previous'));
    const scopeSha256 = merged.coverage.scopeSha256;
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, paths.file('findings'), {
        schema: 'bmad-plus/review-findings/1',
        scopeSha256,
        findings: merged.findings,
    });
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, paths.file('coverage'), merged.coverage);
}
/** The units holding these selected files, in scope order. */
function unitsOf(scope, files) {
    const wanted = new Set(files);
    const units = new Set(scope.files.filter((f) => wanted.has(f.path)).map((f) => f.unit));
    return scope.units.filter((u) => units.has(u.id)).map((u) => u.id);
}
const STOP_ORDER = ['interrupted', 'failure-streak', 'time-limit', 'budget'];
/**
 * Parts written at the same time (matrix jobs) as one: each file, unit and finding id belongs to
 * one part (an overlap is an error, never a silent choice), and the stop is the worst of theirs.
 */
function joinParts(scope, parts) {
    const owner = new Map();
    const claim = (key, dir, what) => {
        const prior = owner.get(key);
        if (prior !== undefined && prior !== dir)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`conflict: ${what} appears in both ${prior} and ${dir} (each file, unit and finding id belongs to one part; prefix finding ids with the unit, e.g. U2-F1)`);
        owner.set(key, dir);
    };
    const findings = [];
    const items = [];
    const units = [];
    const stops = [];
    for (const { dir, evidence } of parts) {
        for (const f of evidence.findings)
            claim(`finding:${f.id}`, dir, `finding ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(f.id)}`);
        for (const item of evidence.coverage.items)
            claim(`file:${item.path}`, dir, `file ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(item.path)}`);
        for (const unit of evidence.coverage.units ?? [])
            claim(`unit:${unit.id}`, dir, `unit ${unit.id}`);
        findings.push(...evidence.findings);
        items.push(...evidence.coverage.items);
        units.push(...(evidence.coverage.units ?? []));
        if (evidence.coverage.run)
            stops.push(evidence.coverage.run.stop);
    }
    const stop = STOP_ORDER.find((s) => stops.includes(s)) ?? (stops.length ? 'completed' : undefined);
    return {
        findings,
        coverage: {
            schema: 'bmad-plus/review-coverage/1',
            scopeSha256: scope.scopeSha256,
            items,
            ...(units.length ? { units } : {}),
            ...(stop ? { run: { stop } } : {}),
        },
    };
}
/**
 * `review merge ID --from DIR…`: the parts of parallel jobs, joined, then folded into the review's
 * findings.json and coverage.json (see foldPart). The parts are copied into a new attempt
 * (`attempts/N/parts/1…`) with what the review held before, so the review folder keeps every part.
 */
async function reviewMerge(options) {
    if (options.from.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError('--from DIR is required (one per part; repeatable)');
    const startedAt = new Date();
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadScope */ .h9)(paths);
    const parts = [];
    for (const raw of options.from) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd, raw);
        const loaded = await loadPart(partPaths(paths, dir), scope);
        if ('problems' in loaded)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(loaded.problems[0]);
        parts.push({ dir, evidence: loaded });
    }
    const joined = joinParts(scope, parts);
    const attempt = await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_6__/* .openAttempt */ .Eu)(paths);
    for (const [i, { dir }] of parts.entries())
        await copyPart(paths.root, dir, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(attempt.folder, 'parts', String(i + 1)));
    const merged = foldPart(scope, await loadWhole(paths, scope), joined, `A${attempt.n}`);
    await commitWhole(paths, attempt, merged);
    await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_6__/* .writeAttemptRecord */ .AN)(attempt, {
        scopeSha256: scope.scopeSha256,
        kind: 'merge',
        files: joined.coverage.items.length,
        units: unitsOf(scope, joined.coverage.items.map((i) => i.path)),
        resume: false,
        merged: true,
        reasons: [],
        from: parts.map((p) => p.dir),
        startedAt: startedAt.toISOString(),
        durationMs: Date.now() - startedAt.getTime(),
    });
    return {
        exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.ok,
        lines: [
            `merged ${options.from.length} part(s) as attempt ${attempt.n}: ${merged.findings.length} finding(s), ${merged.coverage.items.length} of ${scope.files.length} selected file(s) accounted for → ${paths.folder}`,
        ],
        json: {
            folder: paths.folder,
            attempt: attempt.n,
            findings: merged.findings.length,
            items: merged.coverage.items.length,
            stop: merged.coverage.run?.stop ?? null,
        },
    };
}


/***/ }),

/***/ 16764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ gateSections),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   Ux: () => (/* binding */ findingSection),
/* harmony export */   o$: () => (/* binding */ gateHeadSections)
/* harmony export */ });
/* unused harmony export SEVERITY_ORDER */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25376);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31631);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84877);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);





const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];
const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' };
/** Most severe first, then by path and line, so the first 50 are the ones that matter. */
function bySeverity(findings) {
    const line = (f) => (f.anchor.status === 'located' ? f.anchor.start : Number.MAX_SAFE_INTEGER);
    return [...findings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        line(a) - line(b));
}
function findingSection(f) {
    return [
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} in ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.content),
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdFence)(f.existing_code),
        ...(f.claim ? ['', `**Claim of the intent.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.claim)}`] : []),
        ...(f.evidence ? ['', `**Evidence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.evidence)}`] : []),
        ...(f.trigger ? ['', `**Trigger.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.trigger)}`] : []),
        ...(f.consequence ? ['', `**Consequence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.consequence)}`] : []),
        ...(f.fix ? ['', `**Fix.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.fix)}`] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_4__/* .describeProvenance */ .h)(f.provenance))}_`,
    ].join('\n');
}
/** The head of every report: verdict first, the coverage table, the reasons. */
function gateHeadSections(r) {
    const c = r.coverage;
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.id)}: **${r.verdict}**`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.headline),
        '',
        r.verdict === 'clean'
            ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .z}._`
            : r.verdict === 'findings'
                ? 'The scope is fully covered and at least one finding is open.'
                : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head];
    if (r.tests)
        sections.push(`**Tests at the head.** ${r.tests.passed ? '✅ passed' : '❌ not passed'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.tests.line)}${r.tests.url ? ` (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.tests.url)})` : ''}`);
    if (r.reasons.length)
        sections.push(['### What is missing', '', ...r.reasons.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
    if (r.open.length) {
        const counts = SEVERITY_ORDER.map((s) => [s, r.open.filter((f) => f.severity === s).length]).filter(([, n]) => n > 0);
        sections.push(['```mermaid', 'pie showData title Open findings by severity', ...counts.map(([s, n]) => `  "${s}" : ${n}`), '```'].join('\n'));
    }
    return sections;
}
/** Every section of the gate's report, in reading order. */
function gateSections(r) {
    const sections = gateHeadSections(r);
    const open = bySeverity(r.open);
    if (open.length)
        sections.push(`### Open findings (${open.length})`, ...open.map(findingSection));
    const refuted = r.findings.filter((f) => f.disposition === 'refuted');
    if (refuted.length)
        sections.push([
            '<details><summary>Refuted findings (' + refuted.length + ')</summary>',
            '',
            ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.refutation ?? f.content)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_4__/* .describeProvenance */ .h)(f.provenance))})`),
            '',
            '</details>',
        ].join('\n'));
    const excluded = r.scope.excluded;
    sections.push(excluded.length
        ? [
            '<details><summary>Excluded files (' + excluded.length + ')</summary>',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...excluded.slice(0, 500).map((e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(e.path)} | \`${e.reason}\` |`),
            ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []),
            '',
            '</details>',
        ].join('\n')
        : '_No file was excluded._');
    return sections;
}


/***/ }),

/***/ 36039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ attemptLine),
  reviewRun: () => (/* binding */ reviewRun)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(10308);
// EXTERNAL MODULE: ./src/agent/index.ts + 17 modules
var src_agent = __webpack_require__(14928);
// EXTERNAL MODULE: ./src/review/evidence.ts
var evidence = __webpack_require__(73219);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/review/agent-run.ts
var agent_run = __webpack_require__(97197);
// EXTERNAL MODULE: ./src/review/attempts.ts
var review_attempts = __webpack_require__(57604);
// EXTERNAL MODULE: ./src/review/reviewer-brief.ts
var reviewer_brief = __webpack_require__(78684);
// EXTERNAL MODULE: ./src/review/merge.ts
var merge = __webpack_require__(55164);
;// CONCATENATED MODULE: ./src/review/ledger.ts




const LEDGER_SCHEMA = 'proofgate/review-ledger/1';
const done = (i) => i.outcome === 'completed' || (i.outcome === 'waived' && !!i.reason?.trim());
function outcome(a) {
    if (!a.record)
        return 'unfinished';
    if (a.record.deferred)
        return 'deferred';
    return a.record.returned && a.part ? 'returned' : 'failed';
}
/** Why a reviewer with a shell did not measure: it did not say it could run what it needed. */
function unmeasuredExecution(parts) {
    for (const c of parts) {
        const e = c.run?.execution;
        if (!e)
            return 'it holds a shell and did not report whether it could run what it needed (coverage.json run.execution)';
        if (e.available !== true)
            return `it holds a shell and could not run what it needed (execution available: ${String(e.available)}${e.refused.length ? `; refused: ${(0,evidence/* nameList */.OD)(e.refused)}` : ''})`;
    }
    return undefined;
}
/**
 * The collection barrier: every reviewer the scope dispatched, in exactly one state, derived from
 * its attempts. Returned means its parts are in hand and complete every selected file; anything
 * else keeps the review incomplete, and a state is never inferred from silence: a reviewer that
 * has not ended is outstanding, not failed.
 */
function deriveLedger(scope, attempts) {
    const selected = scope.files.map((f) => f.path);
    const reviewers = scope.reviewers.map((r) => {
        const mine = attempts.filter((a) => a.reviewer === r.id).sort((a, b) => a.n - b.n);
        const views = mine.map((a) => ({
            attempt: a.n,
            outcome: outcome(a),
            ...(a.record ? { startedAt: a.record.startedAt, durationMs: a.record.durationMs } : {}),
            ...(a.record?.reasons.length ? { reasons: a.record.reasons } : {}),
        }));
        const returned = mine.filter((a) => outcome(a) === 'returned').map((a) => a.part);
        const completed = new Set(returned.flatMap((p) => p.coverage.items.filter(done).map((i) => i.path)));
        const owed = selected.filter((p) => !completed.has(p));
        const base = {
            id: r.id,
            attempts: views,
            files: { asked: selected.length, completed: selected.length - owed.length },
            findings: returned.reduce((n, p) => n + p.findings, 0),
            durationMs: views.reduce((n, v) => n + (v.durationMs ?? 0), 0),
        };
        const last = mine.at(-1);
        if (!last)
            return { ...base, state: 'outstanding', reason: 'never started' };
        if (owed.length === 0) {
            const execution = r.shell ? unmeasuredExecution(returned.map((p) => p.coverage)) : undefined;
            return execution ? { ...base, state: 'unmeasured', reason: execution } : { ...base, state: 'returned' };
        }
        const lastOutcome = outcome(last);
        const why = last.record?.reasons[0];
        if (lastOutcome === 'unfinished')
            return { ...base, state: 'outstanding', reason: last.waiting ?? `attempt ${last.n} started and has not ended` };
        if (lastOutcome === 'deferred')
            return { ...base, state: 'deferred', reason: why ?? `attempt ${last.n} was stood down before it started` };
        if (lastOutcome === 'failed')
            return { ...base, state: 'failed', reason: `attempt ${last.n}: ${why ?? 'it returned no valid part'}` };
        return { ...base, state: 'unmeasured', reason: `${owed.length} selected file(s) not completed: ${(0,evidence/* nameList */.OD)(owed)}` };
    });
    return { schema: LEDGER_SCHEMA, scopeSha256: scope.scopeSha256, complete: reviewers.every((r) => r.state === 'returned'), reviewers };
}
/** One line per reviewer that keeps the review incomplete, naming it and why. */
function ledgerReasons(ledger) {
    const missing = ledger.reviewers.filter((r) => r.state !== 'returned');
    if (missing.length === 0)
        return [];
    return [
        `${missing.length} of ${ledger.reviewers.length} reviewer(s) did not return and measure: ${missing.map((r) => `${r.id} (${r.state}: ${r.reason ?? ''})`).join('; ')}`,
    ];
}
/** What each attempt of the review folder says about the scope's reviewers (one run for all speaks for each). */
async function reviewerAttempts(paths, scope) {
    const ids = new Set(scope.reviewers.map((r) => r.id));
    const out = [];
    const partOf = async (folder) => {
        const loaded = await (0,merge/* loadPart */.AX)((0,merge/* partPaths */.gN)(paths, folder), scope);
        return 'problems' in loaded ? undefined : loaded;
    };
    const view = (part, reviewer, shared) => part && {
        coverage: part.coverage,
        findings: shared ? part.findings.filter((f) => f.reviewer === reviewer).length : part.findings.length,
    };
    for (const a of (await (0,review_attempts/* attemptRecords */.W8)(paths)).filter((r) => r.scopeSha256 === scope.scopeSha256)) {
        const folder = (0,external_node_path_.join)(paths.folder, 'attempts', String(a.attempt));
        const record = (returned, reasons = a.reasons) => ({
            startedAt: a.startedAt,
            durationMs: a.durationMs,
            reasons,
            returned,
            ...(a.deferred ? { deferred: true } : {}),
        });
        if (a.kind === 'merge') {
            for (const [k, reviewer] of (a.reviewers ?? []).entries())
                if (reviewer !== null && ids.has(reviewer))
                    out.push({
                        n: a.attempt,
                        reviewer,
                        record: record(true),
                        part: view(await partOf((0,external_node_path_.join)(folder, 'parts', String(k + 1))), reviewer, false),
                    });
            continue;
        }
        const ended = a.ended !== false;
        // A unit's part is the review's only once `review merge` took it.
        const pending = a.part && a.reasons.length === 0 ? [`attempt ${a.attempt}'s part awaits \`review merge\``] : undefined;
        const part = a.merged ? await partOf(folder) : undefined;
        const who = a.reviewer !== undefined ? (ids.has(a.reviewer) ? [a.reviewer] : []) : [...ids];
        for (const reviewer of who)
            out.push({
                n: a.attempt,
                reviewer,
                ...(ended && !pending ? { record: record(a.merged) } : pending ? { waiting: pending[0] } : {}),
                ...(part ? { part: view(part, reviewer, a.reviewer === undefined) } : {}),
            });
    }
    return out;
}
/** The selected files a reviewer has not completed in the parts it returned: what `--resume` asks it for. */
function reviewerOwed(scope, attempts, reviewer) {
    const completed = new Set(attempts
        .filter((a) => a.reviewer === reviewer && outcome(a) === 'returned')
        .flatMap((a) => a.part.coverage.items.filter(done).map((i) => i.path)));
    return new Set(scope.files.map((f) => f.path).filter((p) => !completed.has(p)));
}

;// CONCATENATED MODULE: ./src/review/dispatch.ts





const DEFAULT_CONCURRENCY = 3;
/** At most `size` works at once; after a failure no new one starts, the running ones end, then it is thrown. */
async function pool(items, size, work) {
    const queue = [...items];
    let failure;
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
            try {
                await work(item);
            }
            catch (err) {
                failure ??= { err };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(size, queue.length)) }, worker));
    if (failure)
        throw failure.err;
}
/**
 * Runs the review's reviewers. `dispatch: one` (or a scope without reviewers): one agent run that
 * plays every role. `dispatch: each`: one agent run per reviewer, its own prompt and context, at
 * most `concurrency` at once; their parts are folded one at a time. With `resume`, a reviewer that
 * returned and measured is not asked again, and the others are asked only what they still owe.
 */
async function dispatchReviewers(o) {
    const briefs = await (0,reviewer_brief/* loadBriefs */.Q9)(o.repo.root, o.paths, o.scope);
    if (o.scope.dispatch === 'one' || o.scope.reviewers.length === 0) {
        if (o.reviewers?.length)
            throw new errors.ProofgateError('--reviewer needs a scope sealed with --dispatch each: one run plays every reviewer');
        const layers = new Set(o.scope.plan.passes);
        const also = [...briefs.values()].filter((b) => !layers.has(b.reviewer.id));
        return [{ result: await (0,agent_run/* runReviewAgent */.b)({ ...o, also }) }];
    }
    const known = o.scope.reviewers.map((r) => r.id);
    for (const id of o.reviewers ?? [])
        if (!known.includes(id))
            throw new errors.ProofgateError(`--reviewer ${JSON.stringify(id)} is not a reviewer of the scope (${known.join(', ')})`);
    const chosen = o.scope.reviewers.filter((r) => !o.reviewers?.length || o.reviewers.includes(r.id));
    const attempts = o.resume ? await reviewerAttempts(o.paths, o.scope) : [];
    const ledger = o.resume ? deriveLedger(o.scope, attempts) : undefined;
    const fold = (0,agent_run/* serially */.U)();
    // The check run opens once, when the first reviewer is ready to start.
    let started;
    const starting = o.starting && (() => (started ??= o.starting()));
    const runs = [];
    await pool(chosen, o.concurrency ?? DEFAULT_CONCURRENCY, async (reviewer) => {
        if (ledger?.reviewers.find((r) => r.id === reviewer.id)?.state === 'returned') {
            runs.push({ reviewer: reviewer.id, skipped: true });
            return;
        }
        if (o.deadline !== undefined && Date.now() >= o.deadline) {
            const attempt = await (0,review_attempts/* openAttempt */.Eu)(o.paths);
            await (0,review_attempts/* writeAttemptRecord */.AN)(attempt, {
                scopeSha256: o.scope.scopeSha256,
                kind: 'agent',
                reviewer: reviewer.id,
                deferred: true,
                files: 0,
                units: [],
                resume: o.resume ?? false,
                merged: false,
                reasons: ['the run reached its deadline before this reviewer started'],
                startedAt: new Date().toISOString(),
                durationMs: 0,
            });
            runs.push({ reviewer: reviewer.id, deferred: true });
            return;
        }
        const owed = o.resume ? reviewerOwed(o.scope, attempts, reviewer.id) : undefined;
        const result = await (0,agent_run/* runReviewAgent */.b)({
            ...o,
            brief: briefs.get(reviewer.id),
            ...(owed ? { owed } : {}),
            fold,
            ...(starting ? { starting } : {}),
        });
        runs.push({ reviewer: reviewer.id, result });
    });
    // In dispatch order, whatever order they ended in.
    return chosen.map((r) => runs.find((x) => x.reviewer === r.id));
}

// EXTERNAL MODULE: ./src/review/anchor-command.ts
var anchor_command = __webpack_require__(48183);
// EXTERNAL MODULE: ./src/review/gate-command.ts + 1 modules
var gate_command = __webpack_require__(19770);
;// CONCATENATED MODULE: ./src/review/run-command.ts








/** One line on what became of the attempt: merged, kept as a part, or kept aside with why. */
function attemptLine(r, id) {
    const a = r.attempt;
    if (!a)
        return 'nothing to resume: every selected file is accounted for';
    const asked = `attempt ${a.n}: ${r.target.files.length} file(s) asked${r.target.subset?.kind === 'resume' ? ' (resumed)' : ''}`;
    const previous = (0,external_node_path_.join)(a.folder, 'previous');
    if (r.merged)
        return `${asked}; merged into findings.json and coverage.json${(0,external_node_fs_.existsSync)(previous) ? ` (what they held before is kept in ${previous})` : ''}`;
    if (r.part && !r.notes.length && !r.breaches.length)
        return `${asked}; the part is in ${a.folder} (merge it: proofgate review merge ${id} --from ${a.folder})`;
    return `${asked}; not merged, kept in ${a.folder}: the review keeps what it had`;
}
/** What one reviewer's run came to, in one line (the run line first, when its agent ran). */
function reviewerLines(run, agent, id) {
    const who = run.reviewer ? `reviewer ${run.reviewer}: ` : '';
    if (run.skipped)
        return [`${who}returned and measured already: nothing asked`];
    if (run.deferred)
        return [`${who}deferred: the run reached its deadline before it started`];
    const r = run.result;
    return [`${who}${r.record ? (0,src_agent/* runLine */.u_)(r.record) : `agent ${agent}: did not run`}`, `${who}${attemptLine(r, id)}`];
}
/**
 * `review run ID --agent …`: what the review-gate action does, from a terminal: preflight, then
 * the reviewers (one agent run each, or one run for all, as the scope was sealed), each an attempt
 * checked against the control plane and merged when it can be trusted, then anchor and gate. An
 * agent that is missing or not signed in ends here with exit 2, nothing written.
 */
async function reviewRun(o) {
    const paths = (0,evidence/* reviewPaths */.xF)(o.cwd, o.id, o.dir);
    const scope = await (0,evidence/* loadScope */.h9)(paths);
    const repo = await (0,git/* openRepo */.B8)(o.cwd);
    const runs = await dispatchReviewers({
        repo,
        paths,
        scope,
        agent: { kind: o.agent, command: o.agentCmd, args: o.agentArgs, model: o.model },
        timeoutMs: o.timeoutMs,
        envPass: o.envPass,
        isolate: o.isolate,
        unit: o.unit,
        resume: o.resume,
        progress: o.progress,
        ...(o.reviewers?.length ? { reviewers: o.reviewers } : {}),
        ...(o.concurrency !== undefined ? { concurrency: o.concurrency } : {}),
        ...(o.deadlineMs !== undefined ? { deadline: Date.now() + o.deadlineMs } : {}),
    });
    const results = runs.flatMap((r) => (r.result ? [r.result] : []));
    const head = runs.flatMap((r) => reviewerLines(r, o.agent, paths.id));
    const breaches = results.flatMap((r) => r.breaches);
    const notes = results.flatMap((r) => r.notes);
    const json = {
        runs: runs.map((r) => ({
            reviewer: r.reviewer ?? null,
            ...(r.deferred ? { deferred: true } : {}),
            ...(r.skipped ? { skipped: true } : {}),
            agent: r.result?.run ?? null,
            run: r.result?.record ?? null,
            attempt: r.result?.attempt?.n ?? null,
            merged: r.result?.merged ?? false,
            ...(r.result?.part ? { part: r.result.attempt?.folder ?? null } : {}),
            notes: r.result?.notes ?? [],
        })),
    };
    if (results.some((r) => r.part)) {
        // A part is judged with the others after the merge, not here.
        const problems = [...breaches, ...notes];
        return { exitCode: problems.length ? 2 : 0, lines: [...head, ...problems.map((p) => `- ${p}`)], json: { ...json, problems } };
    }
    const anchored = await (0,anchor_command.reviewAnchor)({ id: o.id, cwd: o.cwd, dir: o.dir });
    const gate = await (0,gate_command.gateCommand)({ id: o.id, cwd: o.cwd, dir: o.dir, extraReasons: breaches, context: notes });
    const notMerged = gate.result.verdict === 'incomplete' ? [] : notes.map((n) => `- attempt not merged: ${n}`);
    return {
        exitCode: gate.exitCode,
        lines: [...head, ...notMerged, ...anchored.lines.slice(0, 1), ...gate.lines],
        json: { ...json, gate: gate.json },
    };
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ fitBytes)
/* harmony export */ });
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and ends it with how many
 * characters were left out (`where` says where the rest is). Deterministic.
 * Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    let cut = Math.max(0, maxBytes - Buffer.byteLength(note(total)));
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    const newline = buf.lastIndexOf(0x0a, cut - 1);
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    return `${kept}${note(total - [...kept].length)}`;
}


/***/ })

};
