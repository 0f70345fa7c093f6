export const id = 3114;
export const ids = [3114];
export const modules = {

/***/ 26878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ reportPublishing)
/* harmony export */ });
/* harmony import */ var _github_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50623);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53385);


/**
 * Shows publishing problems where a reader looks: one `::warning::` each
 * (core escapes them, so no text can become a workflow command) and a block
 * for the job summary, returned for the caller to place after the verdict.
 */
function reportPublishing(warnings) {
    for (const w of warnings)
        _github_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.warning(w);
    return (0,_github_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .warningsMarkdown */ .FK)(warnings);
}


/***/ }),

/***/ 16800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(26781);
// EXTERNAL MODULE: ./src/review/gate.ts + 3 modules
var review_gate = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/review/scope.ts + 1 modules
var review_scope = __webpack_require__(62924);
// EXTERNAL MODULE: ./src/review/evidence.ts
var review_evidence = __webpack_require__(73219);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(84466);
// EXTERNAL MODULE: ./src/review/run-command.ts
var run_command = __webpack_require__(22349);
// EXTERNAL MODULE: ./src/review/dispatch.ts + 1 modules
var dispatch = __webpack_require__(63352);
// EXTERNAL MODULE: ./src/review/units.ts
var review_units = __webpack_require__(68467);
// EXTERNAL MODULE: ./src/review/merge.ts
var merge = __webpack_require__(55164);
// EXTERNAL MODULE: ./src/review/anchor-command.ts
var anchor_command = __webpack_require__(48183);
// EXTERNAL MODULE: ./src/review/gate-command.ts + 2 modules
var gate_command = __webpack_require__(74160);
// EXTERNAL MODULE: ./src/review/exit-codes.ts
var exit_codes = __webpack_require__(48745);
// EXTERNAL MODULE: ./src/review/options.ts
var options = __webpack_require__(66242);
// EXTERNAL MODULE: ./src/github/review-publisher.ts
var review_publisher = __webpack_require__(198);
// EXTERNAL MODULE: ./src/github/review-publish.ts
var review_publish = __webpack_require__(54873);
// EXTERNAL MODULE: ./src/review/render-gate.ts
var render_gate = __webpack_require__(16764);
// EXTERNAL MODULE: ./src/git/diff.ts
var diff = __webpack_require__(63437);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/text/json.ts
var json = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/review/redaction.ts
var review_redaction = __webpack_require__(70589);
;// CONCATENATED MODULE: ./src/review/export.ts








/** The prompts and the diffs they name: copies of the repository's code given to the agent. */
const CODE_COPY = /^(prompt.*\.md|.*\.patch)$/;
/** Every string and every key of a parsed JSON value. */
function treeTexts(v) {
    if (typeof v === 'string')
        return [v];
    if (Array.isArray(v))
        return v.flatMap(treeTexts);
    if (v && typeof v === 'object')
        return Object.entries(v).flatMap(([k, x]) => [k, ...treeTexts(x)]);
    return [];
}
/** A parsed JSON value with `redaction` over every string and every key (an unknown key, an id). */
function redactTree(v, redaction) {
    if (typeof v === 'string')
        return redaction(v);
    if (Array.isArray(v))
        return v.map((x) => redactTree(x, redaction));
    if (v && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [redaction(k), redactTree(x, redaction)]));
    return v;
}
/** An evidence file's document when it parses and its `list` is a list, else undefined (left out of the copy). */
function evidenceDocument(raw, list) {
    const parsed = (0,json/* parseStrictJson */.RJ)(raw);
    const doc = parsed.ok ? parsed.data : undefined;
    return doc && typeof doc === 'object' && Array.isArray(doc[list]) ? doc : undefined;
}
/** The evidence files an agent writes, by name, and the list each holds. */
const AGENT_EVIDENCE = new Map([
    [review_folder/* reviewFolder */.B.files.findings, 'findings'],
    [review_folder/* reviewFolder */.B.files.coverage, 'items'],
]);
/**
 * What the evidence copy holds at most: JSON evidence as the gate reads it (EVIDENCE_MAX_BYTES),
 * prompts, diffs and any other file as a diff's text (TEXT_MAX_BYTES), and in all what an artifact
 * can reasonably carry. A larger file (a sparse one a pull request or an earlier step left) is left
 * out and named: it would fill the runner's disk or pass the longest string the runtime holds.
 */
const EVIDENCE_COPY_LIMITS = {
    file: (rel) => ((0,external_node_path_.basename)(rel).endsWith('.json') ? review_evidence.EVIDENCE_MAX_BYTES : diff/* TEXT_MAX_BYTES */.$K),
    total: 512 * 1024 * 1024,
};
/** A file of the copy as bytes, or undefined when it is over `cap` (the copy is bounded already: this keeps every read capped). */
async function copied(dir, file, cap) {
    const read = await (0,text_files/* readRegular */.VX)(dir, (0,external_node_path_.relative)(dir, file), cap);
    return read.status === 'ok' ? read.bytes : undefined;
}
/**
 * A copy of the review folder fit to leave the runner (an artifact): regular files only (no link,
 * FIFO or device is followed or read). An agent's findings.json keeps raw quotes, which anchoring
 * needs, so every findings.json and coverage.json in the copy (the review's, each attempt's part,
 * what a merge kept) gets the redaction over every key and string (ids and unknown keys too): the
 * floor, and every value it recognised in any of them (a finding's id may repeat a credential a
 * coverage reason shows). One that does not parse is left out rather than published unredacted.
 * Prompts and diffs carry the code itself and get the same redaction over their text. A file over
 * its cap is left out, unread, and named in `tooLarge`.
 */
async function redactedCopy(root, folder) {
    const { dir, tooLarge, skipped } = await (0,text_files/* copyRegularFiles */.pz)(root, folder, { limits: EVIDENCE_COPY_LIMITS });
    // The lock names a process of this machine: no evidence, and a folder downloaded elsewhere must not seem in use.
    await (0,promises_.rm)((0,external_node_path_.join)(dir, review_folder/* reviewFolder */.B.lock), { force: true });
    // The copy is a private folder of regular files only: plain reads and writes are safe here.
    const files = (await (0,promises_.readdir)(dir, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
    const evidence = new Map();
    for (const e of files) {
        const list = AGENT_EVIDENCE.get(e.name);
        const file = (0,external_node_path_.join)(e.parentPath, e.name);
        if (!list)
            continue;
        const raw = await copied(dir, file, review_evidence.EVIDENCE_MAX_BYTES);
        evidence.set(file, raw && evidenceDocument(raw, list));
    }
    const redaction = (0,review_redaction/* redactionOf */.Zx)((0,review_redaction/* credentialsIn */.Wr)([...evidence.values()].flatMap((doc) => (doc ? treeTexts(doc) : []))));
    for (const [file, doc] of evidence) {
        await (0,promises_.rm)(file);
        if (doc)
            await (0,promises_.writeFile)(file, `${JSON.stringify(redactTree(doc, redaction), null, 2)}\n`);
    }
    for (const e of files.filter((f) => CODE_COPY.test(f.name))) {
        const file = (0,external_node_path_.join)(e.parentPath, e.name);
        const raw = await copied(dir, file, diff/* TEXT_MAX_BYTES */.$K);
        if (raw)
            await (0,promises_.writeFile)(file, redaction(raw.toString('utf8')));
        else
            await (0,promises_.rm)(file);
    }
    return { dir, tooLarge, skipped };
}

// EXTERNAL MODULE: ./src/review/lock.ts
var lock = __webpack_require__(79129);
// EXTERNAL MODULE: ./src/github/summary.ts
var github_summary = __webpack_require__(92935);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/text/taken.ts
var taken = __webpack_require__(77612);
// EXTERNAL MODULE: ./src/github/links.ts
var links = __webpack_require__(18002);
// EXTERNAL MODULE: ./src/actions/upload.ts
var actions_upload = __webpack_require__(4622);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/review/verify.ts
var verify = __webpack_require__(75643);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/agent/index.ts + 23 modules
var src_agent = __webpack_require__(81207);
// EXTERNAL MODULE: ./src/actions/io.ts
var io = __webpack_require__(9107);
// EXTERNAL MODULE: ./src/github/log.ts
var log = __webpack_require__(53385);
// EXTERNAL MODULE: ./src/github/trigger.ts
var trigger = __webpack_require__(87131);
// EXTERNAL MODULE: ./src/github/event-change.ts
var event_change = __webpack_require__(22192);
// EXTERNAL MODULE: ./src/actions/publishing.ts
var publishing = __webpack_require__(26878);
// EXTERNAL MODULE: ./src/github/pull-now.ts
var pull_now = __webpack_require__(97589);
// EXTERNAL MODULE: ./src/workflow-run.ts
var workflow_run = __webpack_require__(59586);
// EXTERNAL MODULE: ./src/actions/seal-record.ts
var seal_record = __webpack_require__(18138);
// EXTERNAL MODULE: ./src/runner/this-job.ts
var this_job = __webpack_require__(88954);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/agent/abort.ts
var abort = __webpack_require__(91331);
;// CONCATENATED MODULE: ./src/actions/review-gate.ts











































/**
 * The part folders: `parts/*` stands for every folder inside `parts/` (one per
 * downloaded unit artifact). None arriving is a reason for the gate, never a
 * crash: a matrix whose unit jobs all failed still gets its verdict. A part
 * whose files predate this job (or were copied keeping an earlier job's times)
 * was left in a reused workspace, not downloaded by it (hazards 616, 622, 651):
 * named, never merged.
 */
async function findParts(entries, cwd) {
    const dirs = [];
    const problems = [];
    const job = (0,this_job.thisJob)(log/* log */.R.warning);
    const take = async (e, found) => {
        let taken = 0;
        for (const dir of found) {
            if (job && (await (0,this_job.predates)(dir, job))) {
                problems.push(`merge-from ${e}: ${dir} was left there before this job began, not downloaded by it: not merged (${this_job.KEEP_NO_TIMES})`);
                continue;
            }
            dirs.push(dir);
            taken++;
        }
        return taken;
    };
    for (const e of entries) {
        if (!e.endsWith('/*')) {
            await take(e, await partFolders((0,external_node_path_.resolve)(cwd, e)));
            continue;
        }
        const base = (0,external_node_path_.resolve)(cwd, e.slice(0, -2));
        const found = (await (0,promises_.readdir)(base, { withFileTypes: true }).catch(() => []))
            .filter((d) => d.isDirectory())
            .map((d) => (0,external_node_path_.join)(base, d.name))
            .sort();
        const parts = (await Promise.all(found.map((dir) => partFolders(dir)))).flat();
        if ((await take(e, parts)) === 0)
            problems.push(`merge-from ${e}: no unit part arrived (no folder in ${base}${parts.length ? ' this job downloaded' : ''}): the unit jobs failed or uploaded nothing, so their files are not reviewed`);
    }
    return { dirs, problems };
}
/**
 * A part folder, or (what an agent job that ran each reviewer on its own uploads) a folder of
 * them, `1/`, `2/`…: one reviewer's part each. A folder with neither is kept, for the merge to
 * name what is missing.
 */
async function partFolders(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    if (entries.some((d) => d.name === review_folder/* reviewFolder */.B.files.coverage || d.name === review_folder/* reviewFolder */.B.files.findings))
        return [dir];
    const inner = entries.filter((d) => d.isDirectory() && /^\d+$/.test(d.name)).map((d) => d.name);
    return inner.length ? inner.sort((a, b) => Number(a) - Number(b)).map((name) => (0,external_node_path_.join)(dir, name)) : [dir];
}
/** What a job that writes a part reviewed, for its outputs and summary: `U3`, or `U3-security` for one reviewer's part. */
function partLabel(entry) {
    const units = entry.units ? (0,review_units/* unitsLabel */.C7)(entry.units.split(/[\s,]+/).filter(Boolean)) : undefined;
    const label = [units, entry.reviewer].filter(Boolean).join('-') || undefined;
    const what = `${units ? (0,neutralise.mdCode)(units) : 'the whole scope'}${entry.reviewer ? `, reviewer ${(0,neutralise.mdCode)(entry.reviewer)}` : ''}`;
    return { ...(label ? { label } : {}), what };
}
/** A part job's verdict: `part` (exit 0) with no reasons, else `incomplete`, failing the step with the reasons first in the summary. */
async function partVerdict(id, at, reasons, sections, folder) {
    core/* setOutput */.uH('verdict', reasons.length ? 'incomplete' : 'part');
    core/* setOutput */.uH('exit-code', String(reasons.length ? exit_codes/* REVIEW_EXIT */.y.incomplete : exit_codes/* REVIEW_EXIT */.y.ok));
    core/* setOutput */.uH('review-dir', folder);
    if (!reasons.length)
        return void (await (0,github_summary/* writeSummary */.Sy)((0,github_summary/* fitSections */.WK)(sections)));
    // Why first: the reasons, then the run's line and the warnings.
    await (0,github_summary/* writeSummary */.Sy)((0,github_summary/* fitSections */.WK)([
        `## ⚠️ proofgate review ${(0,neutralise.mdCode)(id)}, ${at.what}: **incomplete**`,
        reasons.map((r) => `- ${(0,neutralise.mdText)(r)}`).join('\n'),
        ...sections,
    ]));
    log/* log */.R.fail(`proofgate review ${id} ${at.label ?? 'whole scope'}: incomplete (${reasons.length} reason(s) in the job summary)`);
}
/** The part is what the agent wrote: regular files only, read without following a link. Several (each reviewer its own run) go in numbered folders, each still naming its reviewer. */
async function copyPart(root, parts) {
    const copy = (0,text_files/* privateDir */.XK)('part');
    for (const [i, part] of parts.entries()) {
        const into = parts.length === 1 ? copy : (0,external_node_path_.join)(copy, String(i + 1));
        for (const name of [review_folder/* reviewFolder */.B.files.findings, review_folder/* reviewFolder */.B.files.coverage]) {
            const read = await (0,text_files/* readRegular */.VX)(root, (0,external_node_path_.join)(part, name), review_evidence.EVIDENCE_MAX_BYTES);
            if (read.status === 'ok')
                await (0,text_files/* writeFileAtomic */.Zf)(copy, (0,external_node_path_.join)(into, name), read.bytes);
        }
    }
    return copy;
}
/**
 * The part as the gate job takes it: by the id this step reports (output `part-artifact-id`), never by
 * name (hazard 530); a part not uploaded, or with no id, fails the step (uploadTaken).
 */
const PART = {
    what: 'the part',
    lost: 'the gate job has no part of this job to merge',
    taker: 'the gate job',
    output: 'part-artifact-id',
};
/**
 * A matrix job reviews one entry's units (for one reviewer, or all), and an agent job (`gate: false`) the whole scope: neither
 * gates here (the other units are elsewhere; the gate runs in a later job with the write token), so
 * the step uploads its part (the attempt's findings.json and coverage.json, never the review's own)
 * for the gate job's merge, and fails when the agent's run cannot be trusted or the part is not uploaded.
 */
async function finishPart(job, parts, reasons, notes, run) {
    const { id, paths } = job;
    const at = partLabel({ units: job.run.unit, reviewer: job.run.reviewers[0] });
    if (parts.length === 1)
        core/* setOutput */.uH('part-dir', parts[0]);
    if (reasons.length)
        return partVerdict(id, at, reasons, [(0,neutralise.mdText)(run), ...notes], paths.folder);
    // Nothing was asked (every file accounted for): no part, nothing to upload.
    if (!parts.length)
        return partVerdict(id, at, [], [
            `## ⚠️ proofgate review ${(0,neutralise.mdCode)(id)}, ${at.what}: **incomplete**`,
            '- nothing was asked: every file is accounted for',
            (0,neutralise.mdText)(run),
            ...notes,
        ], paths.folder);
    const copy = await copyPart(paths.root, parts);
    if (parts.length > 1)
        core/* setOutput */.uH('part-dir', copy);
    // upload-artifact: false leaves the part in part-dir for a step of the workflow's own to upload (and bind by its id).
    const bound = job.upload
        ? await (0,actions_upload/* uploadTaken */.h)(job.artifactName ?? `proofgate-part-${id}${at.label ? `-${at.label}` : ''}`, copy, copy, PART)
        : undefined;
    if (bound?.refused !== undefined)
        return partVerdict(id, at, [bound.refused], [(0,neutralise.mdText)(run), ...notes], paths.folder);
    return partVerdict(id, at, [], [
        `## proofgate review ${(0,neutralise.mdCode)(id)}, ${at.what}: part written\n\n${(0,neutralise.mdText)(run)}\n\nThe gate job merges the parts and gates the whole scope.\n`,
        ...(bound ? [(0,taken/* takenLine */.E)(bound.upload, 'this part', PART.output)] : []),
        ...notes,
    ], paths.folder);
}
/**
 * The agent is missing, not signed in or not answering. Whether anything ran is what the run
 * recorded (`began`: an agent started), never what the error's type suggests.
 */
async function agentUnavailable(id, folder, err, began) {
    const line = (0,errors.describeError)(err);
    core/* setOutput */.uH('verdict', 'incomplete');
    core/* setOutput */.uH('exit-code', String(err.exitCode));
    core/* setOutput */.uH('review-dir', folder);
    const touched = began
        ? `An agent ran before this one could not start: its attempt is in ${(0,neutralise.mdCode)(folder)}, and no verdict was given.`
        : 'Nothing ran and no evidence was touched.';
    await (0,github_summary/* writeSummary */.Sy)(`## ⚠️ proofgate review ${(0,neutralise.mdCode)(id)}: **incomplete**, the agent cannot run\n\n${(0,neutralise.mdText)(line)}\n\n${touched}\n`);
    log/* log */.R.fail(line);
}
/** The intent to seal, when this job seals the scope: the spec input, or the pull request's description. */
async function intentOf(cwd) {
    const intent = await (0,io/* intentInput */.VA)(cwd);
    return intent ? { intent } : {};
}
/** The commit `ref` names: a full id as it is, else resolved in the checkout. */
async function concreteCommit(repo, ref) {
    return git.SHA.test(ref) ? ref : (0,git.resolveCommit)(repo, ref, 'the commit the verdict answers');
}
/**
 * The scope this step judges: the scope.json found, else one `seal` seals here. Nothing a reused
 * workspace held before this job is its evidence, whoever sealed the scope and whatever it says
 * (hazards 614, 615, 620, 622): that evidence is set aside, named, first. A scope.json left before the job
 * that no review-scope step of it recorded gives way to this step's own seal, named when it differs.
 */
async function scopeToJudge(paths, recorded, seal) {
    const job = (0,this_job.thisJob)(log/* log */.R.warning);
    await (0,this_job.setAsideNamed)(paths.folder, job);
    const file = paths.file('scope');
    if (!(0,external_node_fs_.existsSync)(file))
        return seal();
    const found = await (0,review_evidence.loadScope)(paths);
    if (recorded !== undefined || !job || !(await (0,this_job.predates)(file, job)))
        return found;
    const fresh = await seal();
    if (fresh.scopeSha256 !== found.scopeSha256)
        log/* log */.R.warning(`the scope.json in ${paths.folder} (${(0,hash/* short */.h0)(found.scopeSha256)}) was left before this job began, sealed by no step of it, and is not the one this step's inputs seal: sealed here instead (${(0,hash/* short */.h0)(fresh.scopeSha256)})`);
    return fresh;
}
async function prepare(inputsChecked) {
    const id = (0,io/* requiredInput */.YF)('id');
    const pr = (0,event_change.pullRequest)();
    // The workflow's inputs, read and checked once; in a pull request the scope's refs default to its base and head.
    const change = (0,event_change.eventChange)();
    const raw = (0,io/* inputOptions */.NH)({
        inputs: { 'agent-arg': 'agent-args' },
        defaults: { base: change?.baseSha, head: change?.headSha },
        unused: ['timeout-ms', 'workspace', 'max-jobs'],
    });
    const run = (0,options.runOptions)(raw, { agentRequired: false });
    if (run.agent !== 'none')
        await (0,io/* refusePrivilegedTrigger */.of)(`the ${run.agent} agent`);
    const action = (0,options.gateActionOptions)(raw);
    const verdict = (0,options.verdictOptions)(raw);
    if ((0,io/* input */.hF)('tests-junit') !== undefined)
        (0,event_change.refuseTestsInJobThatGates)('input `tests-junit`');
    const { maxJobs: _matrix, dir, ...sealing } = (0,options.scopeOptions)(raw);
    const cwd = (0,io/* workspace */.Gl)();
    // Every input is checked before any work: a bad value is refused before the agent runs or a check run is opened.
    const gates = !run.unit && (0,io/* booleanInput */.tE)('gate', true);
    const upload = (0,io/* booleanInput */.tE)('upload-artifact', true);
    const artifactName = (0,io/* artifactNameInput */.Mn)();
    const repo = await (0,git.openRepo)(cwd);
    // A symbolic verdict commit (a comment's checkout, `HEAD`) is resolved now: every stop from here marks a concrete commit.
    const verdictHead = await concreteCommit(repo, (0,event_change.verdictCommit)());
    // What stops the run from here (the pull request's description, its base, the seal, the agent) may
    // change without a new commit: an earlier verdict of this head must not stand for this run.
    const review = pr && action.prReview !== 'off'
        ? { pr: pr.number, ...(pr.baseRef !== undefined ? { baseRef: pr.baseRef } : {}), mode: action.prReview }
        : undefined;
    const stop = { id, checkName: action.checkName, verdictHead, ...(review ? { review } : {}) };
    inputsChecked(stop);
    const intent = await intentOf(cwd);
    if (run.agent === 'none' && !gates)
        throw new errors.ProofgateError(`input \`${run.unit ? 'unit' : 'gate'}\`: a job that writes a part for the gate job runs an agent; give \`agent\`, or leave \`${run.unit ? 'unit' : 'gate'}\` out to gate here`);
    const paths = (0,review_evidence.reviewPaths)(cwd, id, dir);
    // A unit job reviews the scope the scope job sealed: its units only mean something there.
    if (run.agent !== 'none' && run.unit && !(0,external_node_fs_.existsSync)(paths.file('scope')))
        throw new errors.ProofgateError(`${run.unitOption}: no sealed scope in ${paths.folder}; a unit job reviews the scope the scope job sealed: download its artifact into that folder first (docs/recipes/ci-review/review-gate-matrix.yml)`);
    // Seal here, or judge against the scope an earlier job sealed (its seal is checked); never in place
    // of, nor against anything but, the scope a review-scope step of this job was to seal.
    const recorded = (0,seal_record/* recordedSeal */.cj)(paths.folder, (0,external_node_fs_.existsSync)(paths.file('scope')));
    const scope = await scopeToJudge(paths, recorded, async () => {
        (0,event_change.refuseUnnamedChange)(sealing);
        const sealed = await (0,review_scope.reviewScope)({ id, cwd, ...(dir !== undefined ? { dir } : {}), ...sealing, ...intent });
        for (const w of sealed.warnings)
            log/* log */.R.warning(w);
        return sealed.scope;
    });
    (0,seal_record/* checkSameSeal */.a2)(paths.folder, recorded, scope.scopeSha256);
    log/* log */.R.info(`scope ${scope.scopeSha256.slice(0, 12)}: ${scope.totals.files} file(s), ${scope.totals.changedLines} changed lines, ${scope.totals.units} unit(s)`);
    const publisher = (0,review_publisher.reviewPublisher)({
        id,
        scope,
        checkName: action.checkName,
        checkRun: true,
        // The check run goes on the commit the verdict answers (a stale scope's verdict is about that head too).
        headSha: verdictHead,
        ...(pr ? { pr: pr.number, ...(pr.baseRef !== undefined ? { prBaseRef: pr.baseRef } : {}) } : {}),
        prReview: action.prReview,
        token: (0,io/* input */.hF)('github-token'),
        repository: process.env.GITHUB_REPOSITORY,
        serverUrl: process.env.GITHUB_SERVER_URL,
        summaryUrl: (0,workflow_run/* workflowRunUrl */.CX)(process.env),
        cwd,
    });
    return {
        id,
        pr,
        run,
        action,
        verdict,
        dir,
        cwd,
        verdictHead,
        paths,
        repo,
        scope,
        publisher,
        gates,
        upload,
        artifactName,
        stop,
    };
}
/** Each run's line for the summary; its breaches, notes and output go to the outcome and the log. */
async function recordRuns(runs, agent, id, outcome) {
    // One warning for every run: the agent config any reviewer could follow (the blind one's folder
    // holds none), and each folder it reads instructions from that other users may write.
    const ran = runs.flatMap((r) => (r.result?.run ? [r.result.run] : []));
    const first = ran.find((run) => run.confinement === 'unconfined');
    const all = (key) => [...new Set(ran.flatMap((run) => run[key] ?? []))];
    const unconfined = first && (0,src_agent/* unconfinedWarning */.K7)({ ...first, configInReach: all('configInReach'), writableByOthers: all('writableByOthers') });
    if (unconfined) {
        log/* log */.R.warning(unconfined);
        outcome.notes.push(`> ⚠️ ${(0,neutralise.mdText)(unconfined)}`);
    }
    for (const r of runs) {
        const result = r.result;
        if (!result) {
            outcome.lines.push(...(0,run_command/* reviewerLines */.v)(r, agent, id));
            continue;
        }
        const who = r.reviewer ? `reviewer ${r.reviewer}: ` : '';
        outcome.reasons.push(...result.breaches);
        outcome.context.push(...result.notes);
        (0,log/* logUntrusted */.t)([`${who}${(0,run_command/* attemptLine */.O)(result, id)}`]);
        if (result.run) {
            const tail = [result.run.stdoutTail, result.run.stderrTail]
                .map((t) => t.trim())
                .filter(Boolean)
                .join('\n');
            // What the agent said, for whoever debugs the run: redacted by runAgent, and unable to issue workflow commands.
            if (tail)
                await core/* group */.Os(`agent ${agent}${r.reviewer ? ` (${r.reviewer})` : ''} output (last 64 KiB)`, () => Promise.resolve((0,log/* logUntrusted */.t)(tail.split('\n'))));
        }
        const leftovers = result.run?.leftoversKilled;
        outcome.lines.push(`${who}${result.record ? (0,src_agent/* runLine */.u_)(result.record) : `agent ${agent}: did not run`}${leftovers ? `, ${leftovers} leftover process(es) killed` : ''}`);
    }
}
/**
 * Runs the agent: the scope's reviewers in the job that gates (each its own run when the scope was
 * sealed so); in a job that writes a part, one agent for its units: one reviewer (a matrix entry of
 * units × reviewers), else one run that plays them all. Undefined when the job ends here (the part
 * is written); `unavailable` when the agent cannot run in the job that gates.
 */
async function reviewWithAgent(job, agent) {
    const { id, run, paths, gates } = job;
    const outcome = { reasons: [], context: [], notes: [], lines: [] };
    let began = false;
    const persisted = (0,src_agent/* persistedWarning */.E6)(job.cwd);
    if (persisted) {
        log/* log */.R.warning(persisted);
        outcome.notes.push(`> ⚠️ ${(0,neutralise.mdText)(persisted)}`);
    }
    const options = {
        repo: job.repo,
        paths,
        scope: job.scope,
        agent: { kind: agent, command: run.agentCmd, args: run.agentArgs, model: run.model },
        timeoutMs: run.timeoutMs,
        envPass: run.envPass,
        isolate: run.isolate,
        unitOption: run.unitOption,
        resume: run.resume,
        progress: (line) => log/* log */.R.info(line),
        // The pull request shows the check running once the agent's preflight passed: an agent that cannot run leaves no run behind.
        starting: async () => {
            began = true;
            if (gates)
                await job.publisher.open();
        },
    };
    const part = !gates;
    if (part && run.reviewers.length > 1)
        throw new errors.ProofgateError(`input \`reviewer\`: a job that writes a part runs one reviewer (a matrix entry's \`reviewer\`), not ${run.reviewers.length}; give one, or none for a run that plays every reviewer`);
    // A scope sealed with dispatch each gets each reviewer its own run in an agent job too, so the gate
    // job's ledger accounts for each; a unit's job without a reviewer is one run that plays them all.
    const runs = await core/* group */.Os(`agent ${agent}`, () => (0,dispatch/* dispatchReviewers */.R)({
        ...options,
        ...(run.reviewers.length ? { reviewers: run.reviewers } : {}),
        ...(part && run.unit !== undefined ? { unit: run.unit } : {}),
        concurrency: run.concurrency,
        ...(run.deadlineMs !== undefined ? { deadline: Date.now() + run.deadlineMs } : {}),
    }))
        .catch((err) => {
        if (err instanceof src_agent/* AgentUnavailableError */.gg)
            return err;
        throw err;
    });
    if (runs instanceof src_agent/* AgentUnavailableError */.gg) {
        await agentUnavailable(id, paths.folder, runs, began);
        // Incomplete with no verdict published: run() says so on the commit, as for any stop.
        return gates ? { unavailable: runs } : undefined;
    }
    await recordRuns(runs, agent, id, outcome);
    if (part) {
        const reasons = runs.flatMap((r) => (r.result ? [...r.result.breaches, ...r.result.notes] : r.deferred ? [r.deferred] : []));
        await finishPart(job, runs.flatMap((r) => (r.result?.attempt ? [r.result.attempt.folder] : [])), reasons, outcome.notes, outcome.lines.join('\n\n'));
        return undefined;
    }
    (0,log/* logUntrusted */.t)(outcome.lines);
    return outcome;
}
/** Why the verdict would not answer the event's pull request as it is now (retargeted, its description edited): asked once the agent is done. */
async function pullSince(job, outcome) {
    if (!job.pr)
        return [];
    const since = await (0,pull_now.pullSinceEvent)({ number: job.pr.number, baseRef: job.pr.baseRef, intent: job.scope.intent }, { token: (0,io/* input */.hF)('github-token'), repository: process.env.GITHUB_REPOSITORY, apiUrl: process.env.GITHUB_API_URL });
    if (since.warning) {
        log/* log */.R.warning(since.warning);
        outcome.notes.push(`> ⚠️ ${(0,neutralise.mdText)(since.warning)}`);
    }
    return since.reason ? [since.reason] : [];
}
/** Checks the repository once (the merge and the gate both answer it), merges the unit parts, anchors and gates. */
async function gateReview(job, outcome) {
    const { id, cwd, dir, paths } = job;
    // Evidence a fork's run wrote (workflow_run, pull_request_target, any event no agent runs on) is no evidence, whatever it says.
    const doubt = (0,trigger.evidenceTriggerDoubt)(process.env);
    const reasons = [...outcome.reasons, ...(doubt ? [doubt] : [])];
    reasons.push(...(await pullSince(job, outcome)));
    const sarifFile = (0,io/* input */.hF)('sarif-file');
    const junit = (0,io/* input */.hF)('tests-junit');
    const emitCheck = (0,external_node_path_.resolve)(paths.folder, review_folder/* reviewFolder */.B.outputs.check);
    // The gate's own files (its report, its documents), untracked in the tree, are no part of a working-tree change.
    const own = (0,review_gate/* gateFiles */.jP)({ cwd, writes: [emitCheck, ...(sarifFile !== undefined ? [sarifFile] : [])], tests: { junit } });
    const check = await (0,verify/* checkRepository */.n_)(job.repo, job.scope, { head: job.verdictHead, folder: paths.folder, gateFiles: own });
    const parts = await findParts((0,io/* listInput */.dt)('merge-from'), cwd);
    // No part arriving is a reason only where one is owed (the matrix recipe runs no unit job for a scope that selects nothing).
    if ((0,review_gate/* owesEvidence */.mX)(job.scope, job.verdict.allowEmpty))
        reasons.push(...parts.problems);
    if (parts.dirs.length && check.matches) {
        try {
            (0,log/* logUntrusted */.t)((await (0,merge.reviewMerge)({ id, from: parts.dirs, cwd, dir, check })).lines);
        }
        catch (err) {
            if (!(err instanceof errors.ProofgateError))
                throw err;
            reasons.push(`merge-from: ${(0,errors.describeError)(err)}`);
        }
    }
    // Anchoring again writes anchored.json: a path it cannot write (a folder committed there) is a reason, never a stop before publishing.
    try {
        (0,log/* logUntrusted */.t)((await (0,anchor_command.reviewAnchor)({ id, cwd, dir })).lines);
    }
    catch (err) {
        if (!(err instanceof errors.ProofgateError))
            throw err;
        reasons.push(`anchor: ${(0,errors.describeError)(err)}`);
    }
    const testsCheck = (0,io/* input */.hF)('tests-check');
    const gate = await (0,gate_command.gateCommand)({
        id,
        cwd,
        dir,
        extraReasons: reasons,
        changeBase: (0,event_change.eventChangeBase)(),
        context: outcome.context,
        check,
        acknowledge: job.verdict.acknowledge,
        allowEmpty: job.verdict.allowEmpty,
        emitCheck,
        checkName: job.action.checkName,
        sarif: sarifFile,
        toolUri: (0,links/* actionRepositoryUrl */.M)(process.env),
        tests: {
            junit,
            check: testsCheck,
            checks: testsCheck === undefined
                ? undefined
                : await (await __webpack_require__.e(/* import() */ 9625).then(__webpack_require__.bind(__webpack_require__, 62006))).commitChecks({ token: (0,io/* input */.hF)('github-token'), repository: process.env.GITHUB_REPOSITORY }),
        },
    });
    (0,log/* logUntrusted */.t)(gate.sarifUnfit ? gate.lines.slice(0, -1) : gate.lines);
    // What to upload: the file this run wrote, never one the pull request committed under that name; and
    // none for an incomplete review: code scanning takes any upload as a complete analysis of its category
    // (it ignores `executionSuccessful`) and would close the alerts an earlier run opened. Nor one code
    // scanning would cut or refuse: the alerts would lack findings, or the upload fail the job late.
    // The output is set by report(), from the verdict publishing leaves (a shared check name makes it incomplete).
    if (!gate.files.sarif || gate.result.verdict === 'incomplete')
        return { graded: gate.result };
    if (!gate.sarifUnfit)
        return { graded: gate.result, sarif: gate.files.sarif };
    const warning = `${gate_command/* SARIF_NOT_FOR_UPLOAD */.e}: ${gate.sarifUnfit}. Nothing is uploaded, so earlier alerts stay open; the review folder (and the evidence artifact, where one is uploaded) holds all ${gate.result.open.length} open finding(s).`;
    log/* log */.R.warning(warning);
    outcome.notes.push(`> ⚠️ ${(0,neutralise.mdText)(warning)}`);
    return { graded: gate.result };
}
/**
 * The redacted evidence copy, built before the verdict is published: one that cannot be built (a full
 * disk) makes the verdict incomplete, never a published success the step then contradicts. The files
 * it leaves out (over their cap) are a warning, named.
 */
async function evidenceCopy(paths) {
    let copy;
    try {
        copy = await redactedCopy(paths.root, paths.folder);
    }
    catch (err) {
        return { reason: `the evidence copy of the review folder could not be made: ${(0,errors.describeError)(err)}` };
    }
    if (!copy.tooLarge.length)
        return { copy };
    const shown = copy.tooLarge.slice(0, 10).join(', ') + (copy.tooLarge.length > 10 ? ` and ${copy.tooLarge.length - 10} more` : '');
    const left = `the evidence copy leaves out ${copy.tooLarge.length} file(s) of the review folder too large to copy: ${shown}`;
    log/* log */.R.warning(left);
    return { copy, left };
}
/** Publishes the verdict (check run, pull request review), uploads the redacted evidence, writes the summary and the outputs. */
async function report(job, outcome, { graded: gradedFirst, sarif }) {
    const { id, paths } = job;
    if (job.action.prReview !== 'off' && !job.pr)
        log/* log */.R.info('no pull request in this event: no pull request review');
    // What leaves the runner is a redacted copy: regular files only, each capped, credential shapes masked.
    const { copy, reason, left } = await evidenceCopy(paths);
    const graded = reason ? (0,review_gate.incompleteWith)(gradedFirst, [reason]) : gradedFirst;
    const published = await job.publisher.close(graded);
    job.verdictOut = true;
    // Its check run failed under a name another review holds: one verdict, so the outputs, the step and the summary fail too.
    const result = published.shared ? (0,review_gate.incompleteWith)(graded, [published.shared]) : graded;
    // The outputs first: nothing after publishing may leave them unset.
    core/* setOutput */.uH('verdict', result.verdict);
    core/* setOutput */.uH('exit-code', String(result.exitCode));
    core/* setOutput */.uH('open-findings', String(result.open.length));
    core/* setOutput */.uH('check-run-id', published.checkRunId === undefined ? '' : String(published.checkRunId));
    core/* setOutput */.uH('pr-review-id', published.reviewId === undefined ? '' : String(published.reviewId));
    core/* setOutput */.uH('review-dir', paths.folder);
    core/* setOutput */.uH('scope-sha', job.scope.scopeSha256);
    core/* setOutput */.uH('evidence-dir', copy?.dir ?? '');
    // An output that means complete evidence is set from the final verdict only (left empty for an incomplete one): code
    // scanning takes any upload as a complete analysis and would close the alerts an earlier run opened.
    if (sarif && result.verdict !== 'incomplete')
        core/* setOutput */.uH('sarif-file', sarif);
    try {
        await afterPublishing(job, outcome, { graded, result, published, copy, left });
    }
    catch (err) {
        // The verdict is out: a failure past it (the upload, the summary) is a warning, never a step that contradicts it.
        log/* log */.R.warning(`after the verdict was published: ${(0,errors.describeError)(err)}`);
    }
    const fails = result.verdict === 'incomplete' || (job.action.failOn === 'findings' && result.verdict === 'findings');
    if (fails)
        log/* log */.R.fail(`proofgate review ${id}: ${result.verdict}${published.shared ? `: ${published.shared}` : result.reasons.length ? ` (${result.reasons.length} reason(s) in the job summary)` : ''}`);
}
/** The pull request review's line, the evidence upload and the job summary, once the verdict is published. */
async function afterPublishing(job, outcome, { graded, result, published, copy, left, }) {
    const { id, paths } = job;
    if (published.review && published.reviewId !== undefined)
        (0,log/* logUntrusted */.t)([(0,review_publish.reviewLine)(published.review)]);
    const warnings = (0,publishing/* reportPublishing */.e)(published.warnings);
    // A failed attempt on a review that was already complete: the verdict stands, and the summary says why nothing was merged.
    const kept = graded.verdict !== 'incomplete' && outcome.context.length
        ? [
            `### ⚠️ This run's agent attempt was not merged\n\nThe review keeps what earlier attempts proved.\n\n${outcome.context.map((r) => `- ${(0,neutralise.mdText)(r)}`).join('\n')}`,
        ]
        : [];
    const upload = job.upload && copy ? await (0,actions_upload/* uploadArtifact */.m)(job.artifactName ?? `proofgate-review-${id}`, copy.dir, copy.dir, 'artifact-id') : undefined;
    const [head, ...rest] = (0,render_gate/* gateSections */.CZ)(result, (0,links/* lineLinks */.w)(process.env, result.scope.refs.headSha), published.shared);
    const summary = (0,github_summary/* fitSections */.WK)([
        head,
        ...(outcome.lines.length ? [outcome.lines.map((l) => (0,neutralise.mdText)(l)).join('\n\n')] : []),
        ...outcome.notes,
        ...(upload ? [(0,artifact/* artifactSection */.y3)(upload, 'the evidence', 'artifact-id')] : []),
        ...(left ? [`> ⚠️ ${(0,neutralise.mdText)(left)}`] : []),
        ...rest,
        ...kept,
        ...(warnings ? [warnings] : []),
    ]);
    // Off a runner (no step summary) a copy in the review folder; one that cannot land there is said.
    if (!(await (0,github_summary/* writeSummary */.Sy)(summary)))
        await (0,text_files/* writeFileAtomic */.Zf)(paths.root, (0,external_node_path_.resolve)(paths.folder, review_folder/* reviewFolder */.B.outputs.summary), summary).catch((err) => {
            if (!(err instanceof errors.ProofgateError))
                throw err;
            log/* log */.R.warning(`no summary.md: ${(0,errors.describeError)(err)}`);
        });
}
async function run() {
    let at;
    let job;
    // Why the run ends without its verdict; cleared once the verdict is published (or a part written).
    let stop = new errors.ProofgateError('the run ended before its verdict');
    let said;
    // Said once, by the finally or by a cancel's stop handler, whichever comes first.
    const sayStopped = (why) => (said ??= at ? stopped(why, at, job?.publisher.opened()) : Promise.resolve());
    // A cancel (SIGINT, SIGTERM) ends the process without reaching the finally: the stop is said from there, until
    // the verdict is out (a check run still open, or an earlier verdict of the head standing, is what it must not leave).
    const unstop = (0,abort.onStopPublish)((why) => stop !== undefined || (job?.gates && !job.verdictOut) ? sayStopped(new errors.ProofgateError(why)) : Promise.resolve());
    try {
        const checked = await prepare((target) => (at = target));
        job = checked;
        // One writer of the review folder from the agent to the evidence uploaded: no other process's run, merge or gate between.
        await (0,lock/* withReviewLock */.K)(checked.paths, 'review-gate', async () => {
            const agent = checked.run.agent;
            const outcome = agent === 'none' ? { reasons: [], context: [], notes: [], lines: [] } : await reviewWithAgent(checked, agent);
            if (outcome && 'unavailable' in outcome)
                return void (stop = outcome.unavailable);
            // No outcome: a part for the gate job.
            if (!outcome)
                return void (stop = undefined);
            const result = await gateReview(checked, outcome);
            stop = undefined; // the verdict is published from here, or the run says why it could not be
            await report(checked, outcome, result);
        });
    }
    catch (err) {
        if (stop !== undefined)
            stop = err;
        throw err;
    }
    finally {
        unstop();
        // Every exit before the verdict (a stop, an agent that cannot run, a crash) says so on the commit.
        if (stop !== undefined)
            await sayStopped(stop);
    }
}
/**
 * A run that stopped before its verdict: the check run it opened completed as stopped, else a failed
 * one under its name (publishStopped), its warnings logged.
 */
async function stopped(err, { id, checkName, verdictHead, review }, opened) {
    const warnings = await (0,review_publisher/* publishStopped */.t)({
        id,
        checkName,
        headSha: verdictHead,
        token: (0,io/* input */.hF)('github-token'),
        repository: process.env.GITHUB_REPOSITORY,
        reason: (0,errors.describeError)(err),
        ...(review ? { review } : {}),
        ...(opened ? { opened } : {}),
    }).catch((e) => [`no check run says the run stopped: ${(0,errors.describeError)(e)}`]);
    for (const w of warnings)
        log/* log */.R.warning(w);
}


/***/ }),

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewPublisher: () => (/* binding */ reviewPublisher),
/* harmony export */   t: () => (/* binding */ publishStopped)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53326);
/* harmony import */ var _review_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34920);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36250);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96584);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(18002);
/* harmony import */ var _pull_review_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5585);
/* harmony import */ var _review_publish_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(54873);
/* harmony import */ var _shared_name_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51668);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(83738);










/**
 * A review's publisher: `open` puts the check run in progress (once the agent is ready, so the pull
 * request shows the review running), `close` completes it with the gate's verdict and annotations,
 * or publishes it in one go when nothing was opened, then posts the pull request review linking it.
 */
function reviewPublisher(p) {
    // The repository is needed whether or not a check run is written: the runs under the name are read in every path.
    const where = (0,_target_js__WEBPACK_IMPORTED_MODULE_8__/* .publishTarget */ .d)({ token: p.token, repository: p.repository, ...(p.repoOption ? { repoOption: p.repoOption } : {}) });
    const target = 'target' in where
        ? {
            owner: where.target.owner,
            repo: where.target.repo,
            headSha: p.headSha,
            name: p.checkName,
            externalId: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkExternalId */ .Dr)(p.id, p.scope.scopeSha256),
        }
        : undefined;
    const gitHub = () => (0,_client_js__WEBPACK_IMPORTED_MODULE_4__/* .connect */ .Ng)({ token: p.token ?? '', ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
    let opened = { warnings: [] };
    /** Who else holds the check name, and so the review tag, on the commit; none to tell without a repository. */
    async function holders(passes) {
        if (!target)
            return { others: [] };
        return (0,_shared_name_js__WEBPACK_IMPORTED_MODULE_7__/* .othersUnderName */ .n)(await gitHub(), target, (r) => (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .otherReviewOf */ .IF)(r, p.id, p.scope.scopeSha256), passes);
    }
    async function closeCheck(result, found, shared) {
        const seen = 'warning' in found && found.warning ? [found.warning] : [];
        if (!p.checkRun)
            return { warnings: seen };
        if (!target)
            return { warnings: 'warning' in where ? [where.warning] : [] };
        // A read-only or refused token said so at the open: one warning is enough.
        if (!opened.handle && opened.warnings.some((w) => w.startsWith('cannot publish')))
            return { warnings: opened.warnings };
        // Each finding's lines link to the head the scope sealed, in the repository the check run is on.
        const links = (0,_links_js__WEBPACK_IMPORTED_MODULE_9__/* .lineLinks */ .w)({
            GITHUB_SERVER_URL: p.serverUrl,
            GITHUB_API_URL: p.apiUrl ?? process.env.GITHUB_API_URL,
            GITHUB_REPOSITORY: `${target.owner}/${target.repo}`,
        }, result.scope.refs.headSha);
        const doc = (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkDocument */ .sw)(result, target.name, links);
        const passes = doc.github.conclusion === 'success';
        const outcome = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .closeCheckRun */ .we)(await gitHub(), opened.handle ?? target, {
            conclusion: shared ? 'failure' : doc.github.conclusion,
            title: shared
                ? `${passes ? _checks_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSED_ALONE */ .Tx : 'did not pass alone; '}${'unknown' in found ? 'could not tell whether the check name is shared' : `check name shared with review ${found.others.join(', ')}`}`
                : doc.github.output.title,
            summary: shared ? `${shared}\n\n${doc.github.output.summary}` : doc.github.output.summary,
            text: doc.github.output.text,
            annotations: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .annotations */ .hk)(result).map((a) => ({
                path: a.path,
                startLine: a.start_line,
                endLine: a.end_line,
                level: a.annotation_level,
                title: a.title,
                message: a.message,
                rawDetails: a.raw_details,
            })),
        });
        return {
            ...(outcome.checkRunId !== undefined ? { id: outcome.checkRunId } : {}),
            warnings: [...opened.warnings, ...seen, ...outcome.warnings],
        };
    }
    return {
        opened: () => opened.handle,
        async open() {
            if (!target)
                return;
            opened = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .openCheckRun */ .G2)(await gitHub(), target, {
                title: 'review running',
                summary: `Reviewing ${p.scope.totals.files} file(s) of scope ${p.scope.scopeSha256.slice(0, 12)}; the verdict follows when the review ends.`,
            });
        },
        async close(result) {
            // Decided before any write, with or without a check run: the tag of the pull request review is the check name's.
            const found = await holders(result.verdict === 'clean');
            const shared = (0,_shared_name_js__WEBPACK_IMPORTED_MODULE_7__/* .sharedNameNote */ .F)(p.checkName, 'review', found, SHARED_THEN);
            const check = await closeCheck(result, found, shared);
            // Under a shared name, or one not known free, the pull request review would dismiss and answer another review's: none is posted.
            const untold = p.prReview !== 'off' && p.pr !== undefined && !shared ? unreadNote(found) : undefined;
            const review = p.prReview !== 'off' && p.pr !== undefined && !shared && !untold
                ? await (0,_review_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .publishReview */ .Y)({
                    result,
                    cwd: p.cwd,
                    pr: p.pr,
                    ...(p.prBaseRef !== undefined ? { baseRef: p.prBaseRef } : {}),
                    mode: p.prReview,
                    checkName: p.checkName,
                    token: p.token,
                    repository: p.repository,
                    ...(p.repoOption ? { repoOption: p.repoOption } : {}),
                    apiUrl: p.apiUrl,
                    serverUrl: p.serverUrl,
                    checkRunId: check.id,
                    summaryUrl: p.summaryUrl,
                    author: p.author,
                    authorOption: p.authorOption,
                })
                : undefined;
            return {
                // The check run and the review may both say the token or the repository is missing: once is enough.
                warnings: [...new Set([...check.warnings, ...(untold ? [untold] : []), ...(review?.warnings ?? [])])],
                ...(check.id !== undefined ? { checkRunId: check.id } : {}),
                ...(review?.reviewId !== undefined ? { reviewId: review.reviewId } : {}),
                ...(review ? { review } : {}),
                ...(shared ? { shared } : {}),
            };
        },
    };
}
/** What follows a shared check name, and the way out, in every path that publishes a review. */
const SHARED_THEN = {
    shared: 'This run fails, and no pull request review is posted, until each review has a check name of its own (the action input check-name; matrix legs need an id and a check name per leg). A review sealed again over another scope that did not pass stands until a new commit.',
    unknown: 'This run fails, and no pull request review is posted: re-run it once GitHub answers.',
};
/** Why no pull request review is posted where the runs under the name could not be read for a run that keeps its verdict. */
function unreadNote(found) {
    const why = 'refused' in found ? found.refused : 'warning' in found ? found.warning : undefined;
    return why
        ? `no pull request review: whether another review holds its check name (its tag) on this commit cannot be told, and it could dismiss or answer that review's (${why})`
        : undefined;
}
/** How a run that stopped before its verdict concludes. */
const STOPPED = { conclusion: 'failure', title: 'stopped before a verdict' };
/** The failed check run of a stop, where `found` did not show the name free on the commit: its warnings. */
async function stoppedRun(gh, target, found, said) {
    // A token that may not read the check runs may not write one either: only the pull request review is tried.
    if ('refused' in found)
        return [found.refused];
    const unread = 'unknown' in found
        ? [`${found.unknown}: a failed check run "stopped before a verdict" is published, as a verdict may stand there`]
        : [];
    const outcome = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .publishCheckRun */ .Nm)(gh, target, { ...STOPPED, summary: said });
    return [...unread, ...outcome.warnings];
}
/**
 * A review-gate run that stopped before it could judge (the intent, the seal, the agent, a crash): a
 * failed check run under the review's name on the commit unless GitHub showed none is there, so
 * that an earlier verdict of this commit (before the description was emptied, or the pull request
 * retargeted) does not stand for this run. Best effort: what could not be published is returned as warnings.
 */
async function publishStopped(p) {
    const where = (0,_target_js__WEBPACK_IMPORTED_MODULE_8__/* .publishTarget */ .d)({ token: p.token, repository: p.repository });
    // Without a token or a repository no run of it was published either: nothing stands to be taken back.
    if (!('target' in where))
        return [];
    const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_4__/* .connect */ .Ng)({ token: where.target.token, ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
    const target = {
        owner: where.target.owner,
        repo: where.target.repo,
        headSha: p.headSha,
        name: p.checkName,
        externalId: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .stoppedExternalId */ .kD)(p.id),
    };
    const said = `proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(p.id)} stopped before it could judge this commit, so no earlier verdict of it stands: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(p.reason))}`;
    let warnings;
    if (p.opened)
        warnings = (await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .closeCheckRun */ .we)(gh, p.opened, { ...STOPPED, summary: said })).warnings;
    else {
        // Only a list GitHub gave whole with no run under the name shows no verdict stands to be taken back;
        // one it did not give (a rate limit, past the bound) may hide one: the failed run is published.
        const found = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .runsUnderName */ .Uj)(gh, target);
        if ('runs' in found && found.runs.length === 0)
            return [];
        warnings = await stoppedRun(gh, target, found, said);
    }
    if (!p.review)
        return warnings;
    const { pr, baseRef, mode } = p.review;
    const review = await (0,_pull_review_js__WEBPACK_IMPORTED_MODULE_5__/* .publishStoppedReview */ .F0)(gh, {
        owner: target.owner,
        repo: target.repo,
        pullNumber: pr,
        ...(baseRef !== undefined ? { baseRef } : {}),
        tag: (0,_review_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewTag */ .d)(p.checkName),
        mode,
    }, p.headSha, `### ❌ proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(p.id)}: **stopped before a verdict**\n\n${said}`);
    return [...warnings, ...review.warnings];
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '0.1.0';


/***/ })

};
