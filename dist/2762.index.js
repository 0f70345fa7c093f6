export const id = 2762;
export const ids = [2762];
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

/***/ 10560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8721);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4622);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(92935);
/* harmony import */ var _github_test_review_pull_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(87050);
/* harmony import */ var _github_test_review_publisher_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(68821);
/* harmony import */ var _test_review_command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(94989);
/* harmony import */ var _test_review_options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(29293);
/* harmony import */ var _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(38556);
/* harmony import */ var _test_review_render_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84463);
/* harmony import */ var _github_links_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(18002);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(18140);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53326);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(81207);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(9107);
/* harmony import */ var _github_event_change_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(22192);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(53385);
/* harmony import */ var _publishing_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(26878);





















/** The report and verdict as a later job or a reader takes them: by the id this step reports, never by name (hazard 591). */
const REPORT = {
    what: 'the artifact of the report and verdict',
    lost: "no one can take this step's report and verdict (an artifact under its name in the run is not this step's)",
    taker: 'a reader or a later job',
    output: 'report-artifact-id',
};
/** The report and verdict as an artifact, uploaded before anything is published, so every text says whether it is there. */
async function attach(name, r) {
    // A fresh private folder: a fixed name under RUNNER_TEMP could be a link an earlier step left.
    const folder = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_12__/* .privateDir */ .XK)('test-review');
    const report = r.options ? await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_12__/* .readRegular */ .VX)(r.options.projectRoot, r.options.output, _test_review_command_js__WEBPACK_IMPORTED_MODULE_8__/* .REPORT_MAX_BYTES */ .A) : undefined;
    if (r.options && report?.status === 'ok')
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFileAtomic */ .Zf)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(r.options.output)), report.bytes);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_12__/* .writeJsonAtomic */ .ZJ)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, 'test-review.json'), r.json);
    const bound = await (0,_upload_js__WEBPACK_IMPORTED_MODULE_4__/* .uploadTaken */ .h)(name, folder, folder, REPORT);
    return bound.refused === undefined ? bound.upload : { ...bound.upload, refused: bound.refused };
}
/** The workflow's inputs, read and checked before any work. */
async function readInputs() {
    const agent = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .input */ .hF)('agent') ?? 'claude';
    // No agent runs under `none`: nothing for the trigger to steer, as the CLI has it.
    if (agent !== 'none')
        await (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .refusePrivilegedTrigger */ .of)(`the ${agent} test review`);
    const pr = (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_17__.pullRequest)();
    const token = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .input */ .hF)('github-token');
    const publish = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .booleanInput */ .tE)('github', true);
    const env = { ...process.env, ...(token ? { GITHUB_TOKEN: token } : {}) };
    const artifact = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .booleanInput */ .tE)('upload-artifact', true) ? ((0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .artifactNameInput */ .Mn)() ?? 'proofgate-test-review') : undefined;
    const files = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .listInput */ .dt)('files');
    const isolated = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .booleanInput */ .tE)('isolate', true);
    const raw = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .inputOptions */ .NH)({
        defaults: {
            github: String(publish),
            isolate: String(isolated),
            // In a pull request or a merge queue group the default base is its base commit, never a guess.
            base: files.length ? undefined : (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_17__.eventChange)()?.baseSha,
            'head-sha': publish ? pr?.headSha : undefined,
        },
        // Naming a check run, a comment's tag or its author means nothing when nothing is published; the artifact is
        // the action's own upload (attach, below), never a later step's that the texts would promise.
        unused: [...(publish ? [] : ['check-name', 'publish-as', 'comment-author']), 'artifact-name'],
    });
    const tag = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .input */ .hF)('publish-as') ?? agent;
    const publisher = publish
        ? (0,_github_test_review_publisher_js__WEBPACK_IMPORTED_MODULE_7__.githubPublisher)((0,_test_review_options_js__WEBPACK_IMPORTED_MODULE_9__.publishFlags)(raw), env, () => undefined) // shown once, below, as workflow warnings and a summary block
        : undefined;
    return { agent, pr, env, artifact, isolated, raw, tag, publisher };
}
/** The test-review action: the same command as the CLI, inputs for flags, the renderer for the summary. */
async function run() {
    let inputs;
    try {
        inputs = await readInputs();
    }
    catch (err) {
        // A refused input or trigger is what the CLI says it is: exit 2, a broken gate (docs/test-review.md),
        // with the summary and outputs of any run without a verdict, so `fromJSON(…outputs.json)` reads.
        if (!(err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError))
            throw err;
        const cause = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_14__/* .redact */ .E$)((0,_text_errors_js__WEBPACK_IMPORTED_MODULE_2__.describeError)(err));
        const exitCode = _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .TEST_REVIEW_EXIT */ .v.environment;
        await report({ exitCode, lines: [], json: { error: cause, exitCode }, verdict: null, cause, reportWritten: false }, { tag: (0,_test_review_options_js__WEBPACK_IMPORTED_MODULE_9__/* .flagsTag */ .gH)({ publishAs: (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .input */ .hF)('publish-as'), agent: (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .input */ .hF)('agent') }), notes: [] });
        _github_log_js__WEBPACK_IMPORTED_MODULE_18__/* .log */ .R.fail(cause);
        return;
    }
    const { agent, pr, env, artifact, isolated, raw, tag, publisher } = inputs;
    const notes = [];
    if (agent !== 'none') {
        const persisted = (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_15__/* .persistedWarning */ .E6)((0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .workspace */ .Gl)());
        const warnings = [
            ...(persisted ? [persisted] : []),
            // In CI an isolated run is confined or refused: only isolate false runs the agent unconfined.
            ...(isolated ? [] : [(0,_agent_index_js__WEBPACK_IMPORTED_MODULE_15__/* .unconfinedWarning */ .K7)({ confinement: 'unconfined', isolation: 'none' })]),
        ];
        for (const w of warnings) {
            _github_log_js__WEBPACK_IMPORTED_MODULE_18__/* .log */ .R.warning(w);
            notes.push(`> ⚠️ ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_13__.mdText)(w)}`);
        }
    }
    // Whatever base the inputs give, the review must start where the event's change does (hazard 434).
    const changeBase = (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_17__.eventChangeBase)();
    const warn = (w) => {
        _github_log_js__WEBPACK_IMPORTED_MODULE_18__/* .log */ .R.warning(w);
        notes.push(`> ⚠️ ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_13__.mdText)(w)}`);
    };
    const pull = (0,_github_test_review_pull_js__WEBPACK_IMPORTED_MODULE_6__.testReviewPull)(env, warn);
    const r = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os('test review', () => (0,_test_review_command_js__WEBPACK_IMPORTED_MODULE_8__.testReview)(raw, (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .workspace */ .Gl)(), {
        progress: (line) => (0,_github_log_js__WEBPACK_IMPORTED_MODULE_18__/* .logUntrusted */ .t)([line]),
        warn,
        env,
        ...pull,
        ...(changeBase ? { changeBase } : {}),
        ...(publisher ? { publisher } : {}),
        ...(artifact ? { attach: (out) => attach(artifact, out) } : {}),
    }));
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_18__/* .logUntrusted */ .t)(r.exitCode >= _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .TEST_REVIEW_EXIT */ .v.environment ? [`test-review: no verdict (exit ${r.exitCode}): ${r.cause ?? ''}`] : r.lines.slice(0, 20));
    const state = await report(r, { tag, notes, ...(pr ? { pr } : {}) });
    if (r.exitCode !== 0)
        _github_log_js__WEBPACK_IMPORTED_MODULE_18__/* .log */ .R.fail(`test review: ${state}${r.cause ? `: ${r.cause}` : ''} (exit ${r.exitCode})`);
}
/** The outputs and the job summary of a run, whether or not its inputs were read: returns the state they say. */
async function report(r, ctx) {
    // A run that cannot stand (exit 2 or 3) has no verdict in any output: no recommendation or score a later step
    // gates on, and `json` the error (hazard 660).
    const broken = r.exitCode >= _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .TEST_REVIEW_EXIT */ .v.environment;
    const v = broken ? null : r.verdict;
    const json = broken && !('error' in r.json) ? { error: r.cause ?? 'no verdict', exitCode: r.exitCode } : r.json;
    const state = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_11__/* .stateOf */ .L4)({ verdict: v, exitCode: r.exitCode, tag: ctx.tag });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('verdict', state);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(r.exitCode));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('recommendation', v && 'recommendation' in v && v.recommendation ? v.recommendation : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('quality-score', v && 'qualityScore' in v && v.qualityScore !== null ? String(v.qualityScore) : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('report', r.reportWritten && r.options ? r.options.output : '');
    (0,_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .setJsonOutput */ .mI)('json', json, r.reportWritten && r.options ? `the verdict is in ${r.options.output} (the \`report\` output)` : 'the verdict is in the log');
    const headSha = (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .input */ .hF)('head-sha') ??
        ctx.pr?.headSha ??
        (r.verdict && 'reviewProvenance' in r.verdict ? (r.verdict.reviewProvenance.headSha ?? undefined) : undefined);
    const link = (0,_github_links_js__WEBPACK_IMPORTED_MODULE_20__/* .lineLinks */ .w)({
        GITHUB_SERVER_URL: process.env.GITHUB_SERVER_URL,
        GITHUB_API_URL: process.env.GITHUB_API_URL,
        GITHUB_REPOSITORY: (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .input */ .hF)('repo') ?? process.env.GITHUB_REPOSITORY,
    }, headSha);
    const summary = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_11__/* .render */ .XX)({
        verdict: v,
        exitCode: r.exitCode,
        ...(r.cause ? { cause: r.cause } : {}),
        tag: ctx.tag,
        ...(r.artifact ? { artifact: r.artifact } : {}),
        reportWritten: r.reportWritten,
        ...(link ? { link } : {}),
        pathsFrom: r.pathsFrom ?? null,
    }, 'summary');
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .fitSections */ .WK)([...ctx.notes, summary, (0,_publishing_js__WEBPACK_IMPORTED_MODULE_19__/* .reportPublishing */ .e)(r.warnings ?? [])].filter(Boolean)));
    return state;
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

/***/ 19056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eventPullBaseRef: () => (/* binding */ eventPullBaseRef),
/* harmony export */   pullBase: () => (/* binding */ pullBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83738);



/**
 * The base branch of pull request `pr` (a pull request given with no base, outside a
 * pull_request event): one `pulls.get`, with the client's bounded retries.
 */
async function pullBase(pr, repository, env) {
    const t = (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .publishTarget */ .d)({ token: env.GITHUB_TOKEN, repository: repository ?? env.GITHUB_REPOSITORY });
    if ('warning' in t)
        throw new Error('it needs GITHUB_TOKEN, and the repository given or GITHUB_REPOSITORY');
    const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .connect */ .Ng)({ token: t.target.token, ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}) });
    return (await gh.octokit.rest.pulls.get({ owner: t.target.owner, repo: t.target.repo, pull_number: pr })).data.base.ref;
}
/**
 * The branch the triggering event's pull request was to merge into, when that pull request is `pr`
 * (another pull request's base says nothing of this one). Read from GITHUB_EVENT_PATH; untrusted, so
 * shapes are checked; undefined when the event names none.
 */
function eventPullBaseRef(pr, env) {
    try {
        const e = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        const ref = e.pull_request?.number === pr ? e.pull_request.base?.ref : undefined;
        return typeof ref === 'string' && ref !== '' && ref.length <= 256 ? ref : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 68821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findingAnnotations: () => (/* binding */ findingAnnotations),
/* harmony export */   githubPublisher: () => (/* binding */ githubPublisher)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36250);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47318);
/* harmony import */ var _event_change_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22192);
/* harmony import */ var _shared_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51668);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(83738);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(18002);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50623);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _test_review_render_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(84463);
/* harmony import */ var _test_review_options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(29293);
/* harmony import */ var _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(38556);
/* harmony import */ var _workflow_run_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(59586);
/* harmony import */ var _agent_abort_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(91331);















const LEVEL = { Critical: 'failure', High: 'failure', Medium: 'warning', Low: 'notice' };
/**
 * One annotation per finding the verdict gates on (in pr mode, those the change introduced or
 * modified: the pre-existing ones were cut), at its line and its path from the repository's top
 * (`pathsFrom`: --files names them from the project root); a finding without a line is put on
 * line 1 and says so, one no repository holds gets none. The titles were redacted when the verdict was built.
 */
function findingAnnotations(v, pathsFrom) {
    if (!v || !('findings' in v))
        return [];
    return v.findings.flatMap((f) => {
        const path = f.path ? (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_8__/* .repositoryPath */ .SH)(f.path, pathsFrom) : undefined;
        if (!path)
            return [];
        const line = f.line && f.line > 0 ? f.line : 1;
        return [
            {
                path,
                startLine: line,
                endLine: line,
                level: LEVEL[f.severity],
                // Plain text to the Checks API: what a terminal or an editor would act on is shown as U+XXXX.
                title: (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.plainText)(`${f.severity} ${f.criterion_id}${f.provenance !== 'unknown' ? ` (${f.provenance})` : ''}`),
                message: (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.plainText)(`${f.title}${f.line ? '' : ' (the report gave no line)'}`),
                ...(f.changed_line_evidence ? { rawDetails: (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.plainText)(f.changed_line_evidence.reason) } : {}),
            },
        ];
    });
}
const EXTERNAL_PREFIX = 'proofgate-';
/**
 * test-review's publisher (`--github`, the action's `github` input): a check run opened before anything is validated
 * (so even a refused flag reaches the pull request as a broken gate), closed
 * with the verdict, and one comment upserted. Every failure is a warning; the
 * exit code stays the verdict's.
 */
function githubPublisher(f, env, warn) {
    const tag = (0,_test_review_options_js__WEBPACK_IMPORTED_MODULE_9__/* .flagsTag */ .gH)(f);
    // The review's identity keys its check run (external id) and its comment alike: a run of another selection under
    // the same tag (a matrix leg) never adopts, completes or overwrites either (hazard 471).
    const identity = f.selection === undefined ? tag : `${tag}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(f.selection).digest('hex').slice(0, 12)}`;
    const externalId = `${EXTERNAL_PREFIX}test-review:${identity}`;
    // An unknown --compat is refused by the command itself (a broken gate); here it only names things.
    const compat = f.compat === 'tea' ? 'tea' : 'proofgate';
    const warnings = [];
    let gh;
    let owner = '';
    let repo = '';
    let pr;
    let check;
    // The commit this run speaks for: the one stated or the event's. None (no pull_request payload): only the commit the
    // review read is named, once it is known.
    let stated;
    let reviewedOnly = false;
    const runUrl = f.runUrl ?? (0,_workflow_run_js__WEBPACK_IMPORTED_MODULE_12__/* .workflowRunUrl */ .CX)(env);
    // When this run began, before it read anything: stamped on the comment, so a run that began earlier and finishes
    // later never overwrites this one's verdict there, nor this one a later run's (hazard 641).
    const started = Date.now();
    const say = (w) => {
        warnings.push(w);
        warn(w);
    };
    const targetOn = (headSha) => ({
        owner,
        repo,
        headSha,
        name: f.checkName ?? _test_review_options_js__WEBPACK_IMPORTED_MODULE_9__/* .CHECK_NAMES */ .cj[compat],
        externalId,
        ...(runUrl ? { detailsUrl: runUrl } : {}),
    });
    // A cancel before the verdict is out completes this run's check run as stopped, or (not yet opened) publishes a
    // failed one under its name: neither a run left in progress nor an earlier verdict of the head stands (hazards 673, 674).
    let closed = false;
    const unstop = (0,_agent_abort_js__WEBPACK_IMPORTED_MODULE_11__.onStopPublish)(async (why) => {
        const on = check ?? (stated ? targetOn(stated) : undefined);
        if (closed || !gh || !f.checkRun || !on)
            return;
        const title = 'Test quality: stopped before a verdict';
        const done = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(gh, on, {
            conclusion: 'failure',
            title,
            summary: `${title}: ${why}. No earlier verdict of this commit stands.`,
        });
        done.warnings.forEach(say);
    });
    const opening = async (gh, headSha) => {
        const target = targetOn(headSha);
        const opened = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(gh, target, {
            title: 'Test quality: review running',
            summary: `Reviewing the changed tests; running on ${tag}.`,
        });
        opened.warnings.forEach(say);
        return opened.handle ?? target;
    };
    return {
        async nameShared(headSha, passes) {
            if (!gh || !f.checkRun)
                return undefined;
            // This run's own check run is there before the others are looked for: of two runs at once, the later sees the earlier.
            if (reviewedOnly && !check && headSha)
                check = await opening(gh, headSha);
            if (!check)
                return undefined;
            const found = await (0,_shared_name_js__WEBPACK_IMPORTED_MODULE_5__/* .othersUnderName */ .n)(gh, check, (r) => r.externalId !== externalId && r.externalId.startsWith(EXTERNAL_PREFIX) ? r.externalId.slice(EXTERNAL_PREFIX.length) : undefined, passes);
            if ('warning' in found && found.warning)
                say(found.warning);
            return (0,_shared_name_js__WEBPACK_IMPORTED_MODULE_5__/* .sharedNameNote */ .F)(check.name, 'proofgate run', found, {
                shared: `This run has no verdict until each review (each matrix leg) has a check name of its own (${f.name('check-name')}).`,
                unknown: 'This run has no verdict: re-run it once GitHub answers.',
            });
        },
        async open() {
            if (!f.checkRun && !f.prComment)
                return say(`nothing published to GitHub: ${f.name('check-run', false)} and ${f.name('pr-comment', false)} leave nothing to publish`);
            const t = (0,_target_js__WEBPACK_IMPORTED_MODULE_13__/* .publishTarget */ .d)({ token: env.GITHUB_TOKEN, repository: f.repo ?? env.GITHUB_REPOSITORY, repoOption: f.name('repo') });
            if ('warning' in t)
                return say(t.warning);
            ({ owner, repo } = t.target);
            const ev = (0,_event_change_js__WEBPACK_IMPORTED_MODULE_4__.eventPullNumber)();
            // A --pr you stated is never replaced by the event's.
            pr = f.pr !== undefined ? (/^[1-9]\d*$/.test(f.pr) ? Number(f.pr) : undefined) : ev && 'pr' in ev ? ev.pr : undefined;
            if (f.pr === undefined && ev && 'issue' in ev)
                return say(`nothing published to GitHub: issue #${ev.issue} of this ${env.GITHUB_EVENT_NAME ?? 'event'} event is not a pull request; run the step for pull requests only (\`if: github.event.issue.pull_request\`), or give ${f.name('pr')}`);
            if (pr === undefined)
                return say(`nothing published to GitHub: no pull request (${f.pr !== undefined ? `${f.name('pr', JSON.stringify(f.pr))} is not a number` : `give ${f.name('pr')}`})`);
            gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)({ token: t.target.token });
            // The commit a check run names is the one this run reviews: the one you stated or the event's, or else the
            // checkout's head, known once the review has read it (close, below). A head looked up from the API now could
            // be a commit pushed after the checkout, one this run never read (#195).
            stated = f.headSha ?? (0,_event_change_js__WEBPACK_IMPORTED_MODULE_4__.pullRequest)()?.headSha;
            if (!stated)
                reviewedOnly = true;
            if (f.checkRun && stated)
                check = await opening(gh, stated);
        },
        async close(r) {
            const published = { warnings };
            if (!gh || pr === undefined)
                return published;
            const input = {
                verdict: r.exitCode >= 2 ? null : r.verdict,
                exitCode: r.exitCode,
                ...(r.cause ? { cause: r.cause } : {}),
                tag,
                compat,
                ...(runUrl ? { runUrl } : {}),
                ...(f.artifactName ? { artifactName: f.artifactName } : {}),
                ...(r.reportPath ? { reportPath: r.reportPath } : {}),
                reportWritten: r.reportWritten,
                ...(r.headSha ? { headSha: r.headSha } : {}),
                ...(f.focus ? { focus: f.focus } : {}),
                ...(r.artifact ? { artifact: r.artifact } : {}),
                pathsFrom: r.pathsFrom,
            };
            const link = (0,_links_js__WEBPACK_IMPORTED_MODULE_14__/* .lineLinks */ .w)({ GITHUB_SERVER_URL: env.GITHUB_SERVER_URL, GITHUB_API_URL: env.GITHUB_API_URL, GITHUB_REPOSITORY: `${owner}/${repo}` }, r.headSha);
            if (link)
                input.link = link;
            if (reviewedOnly && f.checkRun && !check) {
                if (r.headSha)
                    check = await opening(gh, r.headSha);
                else
                    say(`no check run: no commit was reviewed, and a head looked up from GitHub now could be one this run never read; give ${f.name('head-sha')}`);
            }
            if (check) {
                const [title, ...body] = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_8__/* .render */ .XX)(input, 'check').split('\n');
                const done = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(gh, check, {
                    conclusion: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_8__/* .render */ .XX)(input, 'conclusion'),
                    title: title,
                    summary: body.join('\n').trim() || title,
                    annotations: r.exitCode >= _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .TEST_REVIEW_EXIT */ .v.environment ? [] : findingAnnotations(r.verdict, r.pathsFrom),
                });
                done.warnings.forEach(say);
                if (done.checkRunId !== undefined)
                    published.checkRunId = done.checkRunId;
            }
            closed = true;
            unstop();
            // The comment speaks for the pull request: a run for a head it has moved on from (an earlier push finishing last,
            // a re-run of its run) leaves the newer head's verdict there (#234). One that approves nothing is posted where that
            // cannot be told: an earlier Approve must not stand over it (#518).
            const strict = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_8__/* .render */ .XX)(input, 'conclusion') !== 'success';
            if (f.prComment && !(await movedOn(gh, pr, stated ?? r.headSha, { owner, repo, checkRun: f.checkRun, strict, say }))) {
                const c = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertComment */ .lB)(gh, {
                    strict,
                    owner,
                    repo,
                    issueNumber: pr,
                    tag: `test-review.${identity}`,
                    marker: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_8__/* .marker */ .xL)(identity, compat),
                    adopt: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_8__/* .legacyMarkers */ .F)(identity, compat),
                    body: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_8__/* .render */ .XX)(input, 'summary'),
                    run: { started, headSha: stated ?? r.headSha },
                    ...(f.commentAuthor ? { author: f.commentAuthor } : {}),
                    authorOption: f.name('comment-author'),
                });
                c.warnings.forEach(say);
                if (c.commentId !== undefined)
                    published.commentId = c.commentId;
            }
            return published;
        },
    };
}
/**
 * The pull request's head is no longer `reviewed`, the commit this run reviewed (or it cannot be read): the comment,
 * which speaks for the pull request, is then left as it is, and a warning names both commits. Asked on every trigger,
 * a pull_request payload's head too: its run may finish (or be re-run) after a push. With no commit reviewed (a
 * broken gate before any review) the comment names no commit and is posted; so is a `strict` one (it approves
 * nothing) when GitHub did not answer (anything but a refused token), as an earlier Approve would stand over it.
 */
async function movedOn(gh, pr, reviewed, t) {
    if (!reviewed)
        return false;
    try {
        const head = (await gh.octokit.rest.pulls.get({ owner: t.owner, repo: t.repo, pull_number: pr })).data.head.sha;
        if (head === reviewed)
            return false;
        t.say(`pull request comment not updated: the head of pull request #${pr} is now ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.plainText)(String(head)).slice(0, 40)}, not ${reviewed}, the commit this run reviewed${t.checkRun ? `; the check run keeps this verdict for ${reviewed}` : ''}`);
    }
    catch (err) {
        const unsure = `${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .unreadable */ .O$)(`pull request #${pr}`, err)}, so its head may not be ${reviewed}, the commit this run reviewed`;
        const posted = t.strict && !(0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .refusal */ .x5)(err);
        t.say(posted
            ? `${unsure}; the pull request comment is posted all the same, as it approves nothing`
            : `pull request comment not updated: ${unsure}`);
        return !posted;
    }
    return true;
}


/***/ }),

/***/ 87050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   testReviewPull: () => (/* binding */ testReviewPull)
/* harmony export */ });
/* harmony import */ var _event_change_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22192);
/* harmony import */ var _pull_base_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19056);
/* harmony import */ var _pull_now_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97589);



/**
 * test-review's reads of its pull request, for the CLI and the action alike: its base branch when
 * neither `--base` nor GITHUB_BASE_REF gives one (`pullBase`), and, once the review is done, why its
 * verdict would not answer the pull request as GitHub shows it now (`pullSince`, hazard 333). The
 * base a run reviews against comes from its event (GITHUB_BASE_REF, the payload's base commit), and a
 * re-run replays that event: retargeted since, an Approve on the head would stand for the change
 * against the old branch. A base looked up here is the one compared for a pull request the event
 * does not name. `warn` gets the line saying it cannot be told (no token, a 403): the verdict stands.
 */
function testReviewPull(env, warn) {
    const looked = new Map();
    return {
        pullBase: async (pr, repo) => {
            const ref = await (0,_pull_base_js__WEBPACK_IMPORTED_MODULE_1__.pullBase)(pr, repo, env);
            looked.set(pr, ref);
            return ref;
        },
        pullSince: async (pr, repo) => {
            const event = (0,_event_change_js__WEBPACK_IMPORTED_MODULE_0__.pullRequest)();
            const number = pr ?? event?.number;
            if (number === undefined)
                return undefined;
            const baseRef = looked.get(number) ?? (event?.number === number ? event.baseRef : undefined);
            const since = await (0,_pull_now_js__WEBPACK_IMPORTED_MODULE_2__.pullSinceEvent)({ number, baseRef }, { token: env.GITHUB_TOKEN, repository: repo ?? env.GITHUB_REPOSITORY, apiUrl: env.GITHUB_API_URL });
            if (since.warning)
                warn(since.warning);
            return since.reason;
        },
    };
}


/***/ }),

/***/ 38556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ TEST_REVIEW_EXIT)
/* harmony export */ });
/* harmony import */ var _agent_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80974);

/**
 * test-review's exit codes (the seed's table, docs/test-review.md): a refused flag is an
 * environment error (2), as is an agent that cannot run; 3 is the agent or its report failing,
 * the only failure worth another paid attempt. 2 and 3 are never waivable.
 */
const TEST_REVIEW_EXIT = { ok: 0, failed: 1, environment: _agent_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_EXIT */ .z.cannotRun, agent: _agent_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_EXIT */ .z.error };


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
