export const id = 5138;
export const ids = [5138];
export const modules = {

/***/ 18138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ sealBegun),
/* harmony export */   a2: () => (/* binding */ checkSameSeal),
/* harmony export */   cj: () => (/* binding */ recordedSeal),
/* harmony export */   o7: () => (/* binding */ sealDone)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);



// review-scope tells the later steps of its job (the runner's GITHUB_ENV) what became of the seal of a
// review folder, so that review-gate, run after it even when it failed (if: always()), never judges
// what an earlier run left in that folder, nor seals one of its own in its place (hazard 574).
/** Not yet sealed: what a review-scope step that stopped leaves recorded. */
const UNSEALED = 'unsealed';
/** The job variable for a review folder: its absolute path hashed, so any folder name makes a valid name. */
const variable = (folder) => `PROOFGATE_SEAL_${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256 */ .sc)(folder).slice(0, 16).toUpperCase()}`;
/** Off a runner (no GITHUB_ENV) no later step reads it: nothing is written, not even a workflow command. */
function record(folder, value) {
    if (process.env.GITHUB_ENV)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .exportVariable */ .dN(variable(folder), value);
}
/** review-scope, before anything the pull request can make fail (its description, its base): the seal has begun. */
const sealBegun = (folder) => record(folder, UNSEALED);
/** review-scope, once scope.json is written: the scope hash the later steps must find there. */
const sealDone = (folder, scopeSha256) => record(folder, scopeSha256);
/**
 * The scope hash a review-scope step of this job sealed in `folder`, which review-gate must find there;
 * undefined when none ran in this job (a scope downloaded, or one review-gate seals itself). A seal
 * it began and did not finish, or a scope.json it sealed and that is gone, is refused: a stop, which
 * the caller publishes.
 */
function recordedSeal(folder, present) {
    const recorded = process.env[variable(folder)] || undefined;
    if (recorded === UNSEALED || (recorded !== undefined && !present))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`the review-scope step of this job left no scope it sealed in ${folder} (its seal stopped: its log says why): nothing is judged, so no earlier verdict of this commit stands for this run; fix what stopped the seal and run again`);
    return recorded;
}
/** The scope found is the one the review-scope step of this job sealed (recordedSeal), else a stop. */
function checkSameSeal(folder, recorded, found) {
    if (recorded !== undefined && found !== recorded)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`the scope in ${folder} (${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(found)}) is not the one the review-scope step of this job sealed (${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(recorded)}): nothing is judged; seal it again in this job`);
}


/***/ }),

/***/ 4622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ uploadTaken),
/* harmony export */   m: () => (/* binding */ uploadArtifact)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49721);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53385);
/* harmony import */ var _workflow_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59586);




/**
 * Uploads one artifact and logs the outcome: a failed upload is a warning, and its result decides what the summary
 * says. Its id is set as the step output `output` (empty when there is none), with its download link: a reader takes
 * it by that id, never by a name any job of the run can upload under first (hazard 640).
 */
async function uploadArtifact(name, root, folder, output, only) {
    const upload = await (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .uploadFolder */ .yi)(name, root, folder, only);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(output, upload.uploaded && upload.id !== undefined ? String(upload.id) : '');
    if (!upload.uploaded) {
        _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(upload.message);
        return upload;
    }
    if (upload.id === undefined) {
        _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(`${upload.message}, but the artifact service gave no id for it: it is not attached`);
        return upload;
    }
    _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.info(`${upload.message}, id ${upload.id}`);
    const url = (0,_workflow_run_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactUrl */ .Wk)(process.env, upload.id);
    return { ...upload, ...(url ? { url } : {}) };
}
/**
 * Uploads an artifact a later job or a person takes, bound by its id: the id is set as the step output
 * `taken.output`, and that id, never the name, is what the taker is sent to: any job of the run can upload
 * under the name first (hazards 530, 591). So an upload refused (409, the name taken), failed, without an
 * artifact runtime, or with no id is not a warning but `refused`, the step's failure.
 */
async function uploadTaken(name, root, folder, taken, only) {
    const upload = await (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .uploadFolder */ .yi)(name, root, folder, only);
    if (!upload.uploaded)
        return { upload, refused: `${taken.what} was not uploaded, so ${taken.lost}: ${upload.message}` };
    if (upload.id === undefined)
        return {
            upload,
            refused: `${taken.what} was uploaded as the artifact ${upload.name} but the artifact service gave no id for it: ${taken.taker} takes it only by its id`,
        };
    _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.info(`${upload.message}, id ${upload.id}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(taken.output, String(upload.id));
    const url = (0,_workflow_run_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactUrl */ .Wk)(process.env, upload.id);
    return { upload: { ...upload, id: upload.id, ...(url ? { url } : {}) } };
}


/***/ }),

/***/ 80974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ AGENT_EXIT)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

/**
 * The agent runner's exit codes, which a command that runs an agent passes on: `cannotRun` (the
 * agent is missing, not signed in, or configured so it cannot start) is review's `incomplete` and
 * test-review's environment error, 2 in both; `unsupported` is a platform no agent runs on.
 */
const AGENT_EXIT = { cannotRun: 2, error: _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ERROR_EXIT, unsupported: 4 };


/***/ }),

/***/ 48745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ REVIEW_EXIT)
/* harmony export */ });
/* harmony import */ var _agent_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80974);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


/**
 * The review commands' exit codes (the seed's table, docs/review-*.md). The verdicts are 0 clean,
 * 1 findings, 2 incomplete (an agent that cannot run leaves the review incomplete: the agent's
 * own 2); `ok` is a command that is not a verdict doing its work, `unanchored` anchor's refusal,
 * and `moved` continue's answer when the work no longer matches the seal.
 */
const REVIEW_EXIT = {
    ok: 0,
    clean: 0,
    findings: 1,
    unanchored: 1,
    incomplete: _agent_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_EXIT */ .z.cannotRun,
    moved: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ERROR_EXIT,
    error: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ERROR_EXIT,
};


/***/ }),

/***/ 66242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareSince: () => (/* binding */ compareSince),
/* harmony export */   gateActionOptions: () => (/* binding */ gateActionOptions),
/* harmony export */   mergeFrom: () => (/* binding */ mergeFrom),
/* harmony export */   publishOptions: () => (/* binding */ publishOptions),
/* harmony export */   runOptions: () => (/* binding */ runOptions),
/* harmony export */   scopeOptions: () => (/* binding */ scopeOptions),
/* harmony export */   verdictOptions: () => (/* binding */ verdictOptions)
/* harmony export */ });
/* harmony import */ var _agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81285);
/* harmony import */ var _agent_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82350);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _text_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77677);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34920);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48745);
/* harmony import */ var _pr_review_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(41659);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(27053);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(68467);









/**
 * The review commands' options and the review actions' inputs, each command's checked once into
 * one typed settings object that the CLI and the actions both use: every refusal is exit 3 and
 * names the option as its caller wrote it (`--effort`, or input `effort`).
 */
const checks = (raw) => new _text_options_js__WEBPACK_IMPORTED_MODULE_3__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.error);
function scopeOptions(raw) {
    const c = checks(raw);
    const workspace = c.toggle('workspace') === true;
    const head = c.string('head');
    if (workspace && head !== undefined)
        c.bad('head', `does not go with ${c.name('workspace', true)}: the head is the working tree on top of HEAD`);
    const maxJobs = c.string('max-jobs');
    if (maxJobs !== undefined && (!/^\d+$/.test(maxJobs.trim()) || Number(maxJobs) < 1 || Number(maxJobs) > _units_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH))
        c.bad('max-jobs', `must be a whole number from 1 to ${_units_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH} (GitHub's limit for one matrix), not ${JSON.stringify(maxJobs)}`);
    const base = c.string('base');
    const dir = c.string('dir');
    return {
        ...(base !== undefined ? { base } : {}),
        ...(head !== undefined ? { head } : {}),
        workspace,
        include: globs(c, 'include'),
        exclude: globs(c, 'exclude'),
        effort: c.oneOf('effort', _units_js__WEBPACK_IMPORTED_MODULE_8__/* .EFFORTS */ .ig, 'medium'),
        maxJobs: maxJobs === undefined ? _units_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH : Number(maxJobs),
        ...(dir !== undefined ? { dir } : {}),
        dispatch: c.oneOf('dispatch', ['each', 'one'], 'each'),
        shell: c.toggle('shell') === true,
    };
}
/** Include or exclude globs, each refused before any matching when it could hang or explode (#28). */
function globs(c, key) {
    const given = c.list(key) ?? [];
    given.forEach((glob, i) => {
        const problem = (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_7__/* .globProblem */ .AI)(glob, { braces: false });
        if (problem)
            c.refuse(`${c.name(key)} (item ${i + 1}): ${problem}`);
    });
    return given;
}
const ISOLATIONS = ['auto', 'bwrap', 'copy', 'none'];
function runOptions(raw, when) {
    const c = checks(raw);
    const given = c.string('agent');
    if (given === undefined && when.agentRequired)
        c.bad('agent', `is required: one of ${_agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_KINDS */ .yp.join(', ')}`);
    const agent = when.agentRequired ? c.oneOf('agent', _agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_KINDS */ .yp, 'custom') : c.oneOf('agent', ['none', ..._agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_KINDS */ .yp], 'none');
    const optional = (key, value) => (value !== undefined ? { [key]: value } : {});
    const agentCmd = c.string('agent-cmd');
    if (agent === 'custom' && agentCmd === undefined)
        c.bad('agent-cmd', 'is required with agent custom: the runner executable');
    const envPass = c.list('env-pass') ?? [];
    envPass.forEach((name, i) => {
        const problem = (0,_agent_env_js__WEBPACK_IMPORTED_MODULE_1__/* .envPassProblem */ .Ws)(name);
        if (problem)
            c.refuse(`${c.name('env-pass')} (item ${i + 1}): ${problem}`);
    });
    return {
        agent,
        ...optional('agentCmd', agentCmd),
        agentArgs: c.list('agent-arg') ?? [],
        ...optional('model', c.string('model')),
        timeoutMs: timeoutMs(c),
        envPass,
        isolate: c.oneOf('isolate', ISOLATIONS, 'auto'),
        ...optional('unit', c.string('unit')),
        unitOption: c.name('unit'),
        resume: c.toggle('resume') === true,
        reviewers: c.list('reviewer') ?? [],
        concurrency: c.wholeNumber('concurrency', 1, 16) ?? 3,
        ...optional('deadlineMs', deadlineMs(c)),
    };
}
/** Minutes as plain decimal digits, a fraction allowed (`20`, `0.5`): never `0x10`, `1e1`, `+5` or ` `. */
function minutes(c, key, min, max, range) {
    const given = c.string(key);
    if (given === undefined)
        return undefined;
    const n = /^\d+(?:\.\d+)?$/.test(given) ? Number(given) : NaN;
    if (!(n >= min && n <= max))
        c.bad(key, `must be a number of minutes ${range} in decimal digits (20, or 0.5 for half a minute), not ${JSON.stringify(given)}`);
    return Math.round(n * 60_000);
}
function deadlineMs(c) {
    return minutes(c, 'deadline-minutes', 0, Number.MAX_VALUE, '0 or more');
}
function timeoutMs(c) {
    // Fractions let a short run be tested; below 0.01 (600 ms) is a slip, not a limit.
    const limit = minutes(c, 'timeout-minutes', 0.01, 360, 'from 0.01 to 360');
    return limit ?? c.wholeNumber('timeout-ms', 1, 24 * 3600_000) ?? 20 * 60_000;
}
function verdictOptions(raw) {
    const c = checks(raw);
    return { acknowledge: (c.list('acknowledge') ?? []).map(_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .writtenName */ .lD), allowEmpty: c.toggle('allow-empty') === true };
}
function publishOptions(raw) {
    const c = checks(raw);
    const pr = c.string('pr') ?? c.bad('pr', 'is required: the number of the pull request to review');
    if (!/^[1-9]\d{0,9}$/.test(pr))
        c.bad('pr', `must be a pull request number, not ${JSON.stringify(pr)}`);
    const mode = c.oneOf('mode', ['comment', 'request-changes'], 'comment');
    const baseRef = c.string('base-ref');
    // Compared with the API's `base.ref`: a branch name, never empty (an empty one would check nothing).
    if (baseRef !== undefined && (baseRef === '' || baseRef.length > 256 || /[\x00-\x20\x7f]/.test(baseRef)))
        c.bad('base-ref', `must be a branch name, not ${JSON.stringify(baseRef)}`);
    const optional = (key, value) => (value !== undefined ? { [key]: value } : {});
    return {
        pr: Number(pr),
        ...optional('repo', c.string('repo')),
        ...optional('baseRef', baseRef),
        mode,
        checkName: c.string('check-name') ?? _check_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CHECK_NAME */ .nV,
        ...optional('author', c.string('author')),
        ...optional('runUrl', c.url('run-url')),
    };
}
function gateActionOptions(raw) {
    const c = checks(raw);
    return {
        failOn: c.oneOf('fail-on', ['incomplete', 'findings'], 'findings'),
        prReview: c.oneOf('pr-review', _pr_review_js__WEBPACK_IMPORTED_MODULE_6__/* .PR_REVIEW_MODES */ .Zx, 'comment'),
        checkName: c.string('check-name') ?? _check_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CHECK_NAME */ .nV,
    };
}
/** `review compare --since EARLIER`. */
function compareSince(raw) {
    const c = checks(raw);
    return c.string('since') ?? c.bad('since', 'is required: the id of the earlier review');
}
/** `review merge --from DIR…`: one folder per part. */
function mergeFrom(raw) {
    const c = checks(raw);
    const from = c.list('from') ?? [];
    if (from.length === 0)
        c.bad('from', 'is required: one folder per part (repeatable)');
    return from;
}


/***/ }),

/***/ 74093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startScope: () => (/* binding */ startScope),
/* harmony export */   startedFor: () => (/* binding */ startedFor)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26781);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63437);


/** The refs a scope is sealed from: the base defaults to HEAD~1 (HEAD with the working tree), the head to HEAD. */
function scopeRefs(o) {
    const workspace = o.workspace ?? false;
    return { baseRef: o.base ?? (workspace ? 'HEAD' : 'HEAD~1'), headRef: o.head ?? 'HEAD', workspace };
}
/**
 * Resolves the scope's refs and starts git's diff of the change. Light on purpose: a caller
 * starts it first, and git works while the code that selects from the diff loads.
 */
function startScope(cwd, o) {
    const { baseRef, headRef, workspace } = scopeRefs(o);
    const opened = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__.openAndResolve)(cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]).then(({ repo, shas: [baseSha, headSha] }) => ({ repo, baseSha: baseSha, headSha: headSha }));
    const diff = opened.then(({ repo, baseSha, headSha }) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffFromMergeBase */ .DQ)(repo, baseSha, headSha, workspace));
    // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
    opened.catch(() => undefined);
    diff.catch(() => undefined);
    return { cwd, baseRef, headRef, workspace, opened, diff };
}
/** What was started for these options, or a start of its own when the caller's differs in folder or refs. */
function startedFor(cwd, o) {
    const want = scopeRefs(o);
    const s = o.started;
    const same = s && s.cwd === cwd && s.baseRef === want.baseRef && s.headRef === want.headRef && s.workspace === want.workspace;
    return same ? s : startScope(cwd, o);
}


/***/ }),

/***/ 62924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewScope: () => (/* binding */ reviewScope)
});

// UNUSED EXPORTS: DISPATCHES, SCOPE_SCHEMA

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/review/scope-start.ts
var scope_start = __webpack_require__(74093);
// EXTERNAL MODULE: ./src/review/units.ts
var units = __webpack_require__(68467);
// EXTERNAL MODULE: ./src/review/intent.ts
var intent = __webpack_require__(53068);
// EXTERNAL MODULE: ./src/review/checklist.ts
var checklist = __webpack_require__(71220);
// EXTERNAL MODULE: ./src/review/selection.ts + 4 modules
var selection = __webpack_require__(33688);
// EXTERNAL MODULE: ./src/review/attention.ts
var attention = __webpack_require__(55114);
// EXTERNAL MODULE: ./src/review/change.ts
var change = __webpack_require__(65666);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/list.ts
var list = __webpack_require__(2807);
// EXTERNAL MODULE: ./src/text/files.ts
var files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(84466);
// EXTERNAL MODULE: ./src/review/exit-codes.ts
var exit_codes = __webpack_require__(48745);
// EXTERNAL MODULE: ./src/review/lock.ts
var lock = __webpack_require__(79129);
// EXTERNAL MODULE: ./src/review/seal.ts
var seal = __webpack_require__(34919);
// EXTERNAL MODULE: ./src/review/tree-integrity.ts
var tree_integrity = __webpack_require__(93360);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(26781);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/review/rules.ts + 1 modules
var rules = __webpack_require__(54926);
;// CONCATENATED MODULE: ./src/review/unmatched-globs.ts





/**
 * The warning that names the project's own trigger globs (its rules', its reviewers') matching no
 * path of the head tree nor of the change: most likely a typo (`src/biling/**`), so the specialist
 * the project asks for would never be dispatched, and nothing said so. Only a warning: a glob may
 * be written for files yet to come. Built-in and pack globs are generic (`**∕*.py` in a JavaScript
 * repository) and are not named. Undefined when every glob matches a path.
 */
async function unmatchedGlobsWarning(repo, tree, changed, ruleSet, catalog) {
    // Each glob as its own matcher reads it: without case, as rules and triggers are matched.
    const pending = [
        ...ruleSet.rules
            .filter((r) => r.origin === 'project')
            .flatMap((r) => r.globs.map((glob, i) => ({
            name: `${rules.RULES_FILE} rule ${r.id} globs[${i}] ${JSON.stringify(glob)}`,
            matches: (0,globs.compileGlobs)([glob], `rule ${r.id} globs`, { braces: true, nocase: true }),
        }))),
        ...catalog.reviewers
            .filter((r) => r.origin === 'project')
            .flatMap((r) => r.globMatchers.map((m, i) => ({ name: `${rules.REVIEWERS_FILE} reviewer ${r.id} globs[${i}] ${JSON.stringify(m.glob)}`, ...m }))),
    ];
    if (pending.length === 0)
        return undefined;
    let left = pending;
    const see = (path) => {
        if (left.length)
            left = left.filter((g) => !g.matches(path));
    };
    changed.forEach(see);
    if (left.length)
        await (0,git.scanTree)(repo, tree, (e) => {
            see(e.path);
            return false;
        });
    if (left.length === 0)
        return undefined;
    return `${left.length} trigger glob(s) of the project match no file of the head tree nor of the change, so they dispatch nothing (a typo, or files yet to come?): ${(0,list/* nameList */.OD)(left.map((g) => g.name), neutralise.visible)}`;
}

;// CONCATENATED MODULE: ./src/review/scope.ts


















const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';
const DISPATCHES = ['each', 'one'];
function checkDispatch(value) {
    if (!DISPATCHES.includes(value))
        throw new errors.ProofgateError(`--dispatch must be each or one, not ${JSON.stringify(value)}`);
    return value;
}
/** The refusal of a review folder holding what a working-tree review would set aside unread (hazards 388, 593). */
function heldRefusal(dir, what, paths, count) {
    const shown = paths.slice(0, tree_integrity/* HELD_SHOWN */.Ib);
    const more = count > shown.length ? ` and ${count - shown.length} more` : '';
    return new errors.ProofgateError(`the review folder ${JSON.stringify(dir || '.')} holds ${what} (${(0,list/* nameList */.OD)(shown)}${more}): a working-tree review sets aside only the files proofgate writes there, so new code there would reach no one; give --dir a folder of its own (the default is ${seal/* DEFAULT_REVIEW_DIR */.$2}), or move the files out of it`);
}
async function reviewScope(options) {
    const id = review_folder/* reviewFolder */.B.checkId(options.id);
    const effort = options.effort ?? 'medium';
    const dispatch = checkDispatch(options.dispatch ?? 'each');
    if (options.shell && dispatch === 'one')
        throw new errors.ProofgateError('--shell needs --dispatch each: only a reviewer run on its own can be given a shell');
    const include = options.include ?? [];
    const exclude = options.exclude ?? [];
    const start = (0,scope_start.startedFor)(options.cwd, options);
    const { baseRef, headRef, workspace } = start;
    const { repo, baseSha, headSha } = await start.opened;
    const dirAbs = (0,external_node_path_.resolve)(options.cwd, options.dir ?? seal/* DEFAULT_REVIEW_DIR */.$2);
    const inRepo = (0,selection/* reviewPrefix */.Lh)(repo, dirAbs);
    // git diff takes a file behind an index bit for what the index holds: its edit would be left out of
    // the seal unsaid, while the gate (which hashes such files) calls the tree dirty. Refused, with what clears the bit.
    // The same listing says whether the review folder holds the repository's files: its untracked files are set aside as proofgate's output.
    const none = { hidden: [], unresolved: [], inReviewFolder: { paths: [], count: 0 } };
    const { hidden, unresolved: conflicted, inReviewFolder: held } = workspace ? await (0,tree_integrity.unsealable)(repo, inRepo) : none;
    // Conflict markers are no code to review, and no commit can hold the tree they are in.
    if (conflicted.length)
        throw new errors.ProofgateError(`${conflicted.length} file(s) of the working tree are unresolved, left so by a merge (or a rebase, a cherry-pick): ${(0,list/* nameList */.OD)(conflicted)}; resolve them and \`git add\` them, or abort (\`git merge --abort\`), then seal again`);
    if (hidden.length)
        throw new errors.ProofgateError(`${hidden.length} edited file(s) of the working tree are hidden from git, so --workspace cannot seal them: ${(0,tree_integrity.hiddenAdvice)(hidden)}; then seal again`);
    // A folder that is the repository's top or holds its code (`--dir .`, `--dir src`) would set aside new code beside it, reviewed by no one.
    if (held.count)
        throw heldRefusal(inRepo, 'files of the repository', held.paths, held.count);
    const { sealed, ruleSet, catalog, own } = await (0,selection/* selectChanges */.wW)({
        repo,
        baseSha,
        headSha,
        workspace,
        include,
        exclude,
        effort,
        reviewDir: dirAbs,
        writeObjects: true,
        dispatch,
        shell: options.shell === true,
        ...(options.intent ? { intent: (0,intent.sealIntent)(options.intent) } : {}),
        diff: await start.diff,
    });
    // A file there proofgate did not write (code in a folder nobody added yet) is sealed as neither output nor change: named, refused.
    if (own.strays.length)
        throw heldRefusal(inRepo, 'untracked files proofgate did not write', own.strays, own.strays.length);
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        ...sealed,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: (0,seal/* scopeHash */.h3)(draft), ...rest };
    const folder = (0,external_node_path_.join)(dirAbs, id);
    const scopeFile = (0,external_node_path_.join)(folder, 'scope.json');
    const checklistFile = (0,external_node_path_.join)(folder, 'checklist.md');
    // A folder sealed again may be another process's to write meanwhile (a run's agent reads its scope).
    await (0,lock/* withReviewLock */.K)({ root: options.cwd, folder }, 'review scope', async () => {
        if (options.intent)
            await (0,files/* writeFileAtomic */.Zf)(options.cwd, (0,external_node_path_.join)(folder, review_folder/* reviewFolder */.B.files.intent), options.intent.text);
        await (0,files/* writeJsonAtomic */.ZJ)(options.cwd, scopeFile, scope);
        await (0,files/* writeFileAtomic */.Zf)(options.cwd, checklistFile, (0,checklist/* renderChecklist */.t)(scope, ruleSet));
    }, { create: true });
    const changed = [
        ...scope.files.flatMap((f) => [f.path, ...(f.from !== undefined ? [f.from] : [])]),
        ...scope.excluded.map((e) => e.path),
    ];
    const unmatched = await unmatchedGlobsWarning(repo, headSha, changed, ruleSet, catalog);
    const warnings = unmatched ? [unmatched] : [];
    const t = scope.totals;
    const counts = selection/* EXCLUSION_REASONS */.VY.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    // The removed files past the deleted files' budget: the gate owes a person each (deletedFiles), so the seal says so first.
    const person = (0,attention/* needsPerson */.z6)(scope, (await (0,change/* deletedFiles */.Lt)(repo, scope))?.unread);
    const lines = [
        scopeFile,
        `${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s) — scope ${(0,hash/* short */.h0)(scope.scopeSha256)}`,
        counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
        ...(own.setAside.length
            ? [`set aside ${own.setAside.length} file(s) proofgate wrote in the review folder: ${(0,list/* nameList */.OD)(own.setAside)}`]
            : []),
        ...(person.length
            ? [`a person must look at ${person.length} changed file(s) no agent reviews: ${(0,list/* nameList */.OD)(person.map((p) => p.path))}`]
            : []),
        `checklist: ${checklistFile}`,
        (0,units/* describePlan */.df)(scope.plan, t.units),
        'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
        ...warnings.map((w) => `warning: ${w}`),
    ];
    return { exitCode: exit_codes/* REVIEW_EXIT */.y.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines, warnings, person };
}


/***/ }),

/***/ 88954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KEEP_NO_TIMES: () => (/* binding */ KEEP_NO_TIMES),
/* harmony export */   predates: () => (/* binding */ predates),
/* harmony export */   setAsideNamed: () => (/* binding */ setAsideNamed),
/* harmony export */   thisJob: () => (/* binding */ thisJob)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _review_folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84466);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18140);





/**
 * This job, when the process runs as a step of a GitHub Actions job (GITHUB_ACTIONS=true and the event
 * file the runner wrote at the job's start): it began at that file's ctime (a link's own). Undefined off a runner.
 */
function thisJob(warn) {
    const event = process.env.GITHUB_EVENT_PATH;
    if (process.env.GITHUB_ACTIONS !== 'true' || !event)
        return undefined;
    try {
        return { start: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(event).ctimeMs, warn };
    }
    catch {
        return undefined;
    }
}
let births;
/**
 * Whether this process's stat reports birth times: without statx (an old seccomp profile refuses it)
 * Node reports the ctime as the birth time, which a metadata change moves. Probed once on a file of
 * the job's own: a ctime moved a clock tick after the write must leave its birth time behind.
 */
function birthTimesKept(warn) {
    if (births !== undefined)
        return births;
    let dir;
    try {
        dir = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDir */ .XK)('birth-probe');
        const probe = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'probe');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(probe, '');
        for (let tick = 0; tick < 20 && births === undefined; tick++) {
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.utimesSync)(probe, 0, 0);
            const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(probe);
            if (s.birthtimeMs > 0 && s.ctimeMs > s.birthtimeMs)
                births = true;
        }
    }
    catch {
        // No probe, no trust: every file is dated as left before the job.
    }
    finally {
        if (dir)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    }
    births ??= false;
    if (!births)
        warn('this runner reports no birth time of a file (its Node has no statx): nothing found in the workspace can be told from what an earlier job left, so all of it is treated as left');
    return births;
}
/** How far a file's times may run ahead of this process's clock (a network file system's server) before they are taken as set ahead. */
const CLOCK_SKEW_MS = 5_000;
/**
 * Whether a file whose inode says `s` was made, changed or written before the job began: undated (no birth
 * time) counts as before. Every write sets the mtime from the kernel clock that sets the ctime, on the same
 * tick, so what this job writes has both at or after the event file's ctime and the same `<` holds for
 * each; an mtime put back (a copy keeping it, `touch -d`) only ever makes a file the earlier job's. Nor is
 * an mtime put forward any later write: only a set time lies past its ctime (setting it moves the ctime to
 * now) or past now, so either is an earlier job's, failing closed (hazard 681).
 */
function madeBefore(s, { start, warn }) {
    if (s.ctimeMs < start || s.mtimeMs < start)
        return true;
    if (s.mtimeMs > s.ctimeMs || s.mtimeMs > Date.now() + CLOCK_SKEW_MS)
        return true;
    // A file system with no birth time (0) cannot tell a leftover whose ctime moved from a new file: fail closed.
    return s.birthtimeMs === 0 || s.birthtimeMs < start || !birthTimesKept(warn);
}
/**
 * Whether `path` (a file, or any entry under a folder, links inside not followed) was made before
 * the job began. A link given as `path` is judged by what it leads to too: a link this job made to an
 * earlier job's folder is that folder.
 */
async function predates(path, job, follow = true) {
    const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
    if (!s)
        return false;
    if (madeBefore(s, job))
        return true;
    if (s.isSymbolicLink())
        return follow ? predates(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path).catch(() => path), job, false) : false;
    if (!s.isDirectory())
        return false;
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch(() => []))
        if (await predates((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, name), job, false))
            return true;
    return false;
}
/** How to make what a warning names count: the copy, not the rule, carried the earlier job's times (hazards 651, 681). */
const KEEP_NO_TIMES = "a copy that keeps times (cp -a or -p, rsync -a, tar -p, a cache restore), or a time set ahead of the clock (touch -d), is the earlier job's: copy without keeping times, or review again in this job";
/** Evidence a seal must not inherit: everything an agent, a merge or a gate writes in the review folder. */
const EVIDENCE = [
    ...Object.values(_review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.files).filter((n) => n !== _review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.files.scope && n !== _review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.files.intent),
    ...Object.values(_review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.outputs),
    _review_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewFolder */ .B.attempts,
];
/** Moves `path` into `into`: a rename, else (another file system) a copy and a removal. */
async function moveInto(path, into, name) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(into, name)).catch(async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.cp)(path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(into, name), { recursive: true, verbatimSymlinks: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true });
    });
}
/**
 * On a runner, moves the evidence in a review folder that predates this job into a private folder
 * of the job, and says what it moved and where (job.warn); returns the names moved, none off a runner.
 */
async function setAsideNamed(folder, job) {
    if (!job)
        return [];
    const names = [];
    for (const name of EVIDENCE)
        if (await predates((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name), job))
            names.push(name);
    if (!names.length)
        return names;
    const into = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDir */ .XK)('left-before-job');
    for (const name of names)
        await moveInto((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name), into, name);
    job.warn(`set aside ${names.join(', ')} of ${folder}, left there before this job began: never this job's evidence (kept in ${into}; ${KEEP_NO_TIMES})`);
    return names;
}


/***/ }),

/***/ 77677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ OptionChecks)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74930);


/**
 * The checks an options module runs over raw options: every refusal is one line that names the
 * option as the caller wrote it and says what to give, with the command's exit code.
 */
class OptionChecks {
    raw;
    exitCode;
    constructor(raw, exitCode) {
        this.raw = raw;
        this.exitCode = exitCode;
    }
    refuse(message) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(message, this.exitCode);
    }
    /** `name(key, value) why`: the sentence starts with the option. */
    bad(key, why, value) {
        return this.refuse(`${this.raw.name(key, value)} ${why}`);
    }
    name(key, value) {
        return this.raw.name(key, value);
    }
    string(key) {
        return this.raw.string(key);
    }
    list(key) {
        return this.raw.list(key);
    }
    toggle(key) {
        return this.raw.toggle(key, (message) => this.refuse(message));
    }
    oneOf(key, values, fallback) {
        const v = this.string(key);
        if (v === undefined)
            return fallback;
        if (!values.includes(v))
            this.bad(key, `must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
        return v;
    }
    /** A URL proofgate links to in Markdown, as linkUrl writes it; undefined when not given. */
    url(key) {
        const v = this.string(key);
        return v === undefined ? undefined : ((0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkUrl */ .YY)(v) ?? this.bad(key, _links_js__WEBPACK_IMPORTED_MODULE_1__/* .LINK_URL_RULE */ .GX));
    }
    /** A whole number from `min` to `max`, or undefined when not given. */
    wholeNumber(key, min, max) {
        const v = this.string(key);
        if (v === undefined)
            return undefined;
        if (!/^\d+$/.test(v.trim()) || Number(v) < min || Number(v) > max)
            this.bad(key, `must be a whole number from ${min} to ${max} (got ${JSON.stringify(v)})`);
        return Number(v);
    }
}


/***/ }),

/***/ 59586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   aO: () => (/* binding */ workflowJobPage)
/* harmony export */ });
/* harmony import */ var _server_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66928);

/**
 * The page of the workflow run this process is part of (its job summary), when it runs in GitHub Actions: of this
 * attempt (`/attempts/N`), since the run's own page opens its latest attempt, and a verdict linked from a check run or
 * a comment must keep showing the summary and artifacts it came from after a re-run.
 */
function workflowRunUrl(env) {
    const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } = env;
    const ofAttempt = attempt && /^[1-9]\d{0,5}$/.test(attempt) ? `/attempts/${attempt}` : '';
    const server = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_0__/* .serverOrigin */ .s)(env);
    return server && runId && repository ? `${server}/${repository}/actions/runs/${runId}${ofAttempt}` : undefined;
}
/** The page of this workflow run, `…/actions/runs/ID`, without an attempt: where its jobs' and artifacts' pages are. */
function runPage(env) {
    const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    const server = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_0__/* .serverOrigin */ .s)(env);
    return server && repository && runId && /^[1-9]\d*$/.test(runId) ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}
/**
 * The start of the page of a job of this workflow run, `…/actions/runs/ID/job/`: GitHub links the check
 * run it posts for a job there, under the job's id, which is the check run's own id. GitHub sets a check
 * run's `html_url`; a check run made through the API gets `…/runs/ID`, whatever its `details_url` says.
 */
function workflowJobPage(env) {
    const run = runPage(env);
    return run && `${run}/job/`;
}
/**
 * The download of one artifact of this workflow run by its id (what actions/upload-artifact outputs as
 * `artifact-url`): that artifact, never another the run holds, or a later run, under its name.
 */
function artifactUrl(env, id) {
    const run = runPage(env);
    return run && `${run}/artifacts/${id}`;
}


/***/ })

};
