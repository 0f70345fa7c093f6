export const id = 2762;
export const ids = [2762,7131];
export const modules = {

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ workspace),
/* harmony export */   VA: () => (/* binding */ intentInput),
/* harmony export */   VV: () => (/* binding */ pullRequest),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   of: () => (/* binding */ refusePrivilegedTrigger),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91659);
/* harmony import */ var _github_trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87131);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _review_intent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53068);





function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
}
/**
 * The change's intent from the inputs: `spec` (a file in the workspace) or
 * `spec-from-pull-request` (the description of the event's pull request). Untrusted text,
 * bounded and checked like any other; one of the two at most.
 */
async function intentInput(cwd) {
    const spec = input('spec');
    const fromPr = booleanInput('spec-from-pull-request', false);
    if (spec !== undefined && fromPr)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
    if (spec !== undefined)
        return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_4__.readIntentFile)(cwd, spec);
    if (!fromPr)
        return undefined;
    const event = readEvent();
    const body = event?.pull_request?.body;
    if (typeof body !== 'string' || body.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError('input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out');
    return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_4__.checkIntent)(Buffer.from(body, 'utf8'), `pull request #${String(event?.pull_request?.number)} description`);
}
function readEvent() {
    const path = process.env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
function pullRequest() {
    const event = readEvent();
    const pr = event?.pull_request;
    const sha = (s) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) ? s : undefined);
    const baseSha = sha(pr?.base?.sha);
    const headSha = sha(pr?.head?.sha);
    if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha)
        return undefined;
    return { number: pr.number, baseSha, headSha };
}
/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const refusal = (0,_github_trigger_js__WEBPACK_IMPORTED_MODULE_2__.agentTriggerRefusal)(what, process.env);
    if (refusal)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(refusal);
}


/***/ }),

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
    return (0,_github_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .warningsMarkdown */ .F)(warnings);
}


/***/ }),

/***/ 10560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4622);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92935);
/* harmony import */ var _github_pull_base_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19056);
/* harmony import */ var _github_test_review_publisher_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68821);
/* harmony import */ var _test_review_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66796);
/* harmony import */ var _test_review_render_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84463);
/* harmony import */ var _github_links_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(88596);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(18140);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(42137);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14928);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9107);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(53385);
/* harmony import */ var _publishing_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(26878);















/** A TEA switch input: empty leaves the configuration to decide; true or false forces it like `--x` / `--no-x`. */
function forced(name, on, off) {
    if ((0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)(name) === undefined)
        return {};
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)(name, false) ? { [on]: true } : { [off]: true };
}
/** The report and verdict as an artifact, uploaded before anything is published, so every text says whether it is there. */
async function attach(name, r) {
    // A fresh private folder: a fixed name under RUNNER_TEMP could be a link an earlier step left.
    const folder = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_8__/* .privateDir */ .XK)('test-review');
    const report = r.options ? await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegular */ .VX)(r.options.projectRoot, r.options.output, _test_review_command_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_MAX_BYTES */ .A) : undefined;
    if (r.options && report?.status === 'ok')
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_8__/* .writeFileAtomic */ .Zf)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(r.options.output)), report.bytes);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_8__/* .writeJsonAtomic */ .ZJ)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'test-review.json'), r.json);
    return (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .uploadArtifact */ .m)(name, folder, folder);
}
/** The test-review action: the same command as the CLI, inputs for flags, the renderer for the summary. */
async function run() {
    const agent = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('agent') ?? 'claude';
    (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .refusePrivilegedTrigger */ .of)(`the ${agent} test review`);
    const pr = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .pullRequest */ .VV)();
    const token = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('github-token');
    const publish = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)('github', true);
    const env = { ...process.env, ...(token ? { GITHUB_TOKEN: token } : {}) };
    const tag = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('publish-as') ?? agent;
    const artifact = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)('upload-artifact', true) ? ((0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('artifact-name') ?? 'proofgate-test-review') : undefined;
    const publisher = publish
        ? (0,_github_test_review_publisher_js__WEBPACK_IMPORTED_MODULE_5__.githubPublisher)({
            repo: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('repo'),
            pr: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('pr'),
            headSha: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('head-sha') ?? pr?.headSha,
            checkName: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('check-name'),
            publishAs: tag,
            agent,
            checkRun: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)('check-run', true),
            prComment: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)('pr-comment', true),
            runUrl: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('run-url'),
            focus: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('focus'),
            compat: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('compat'),
            commentAuthor: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('comment-author'),
        }, env, () => undefined)
        : undefined;
    const files = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .listInput */ .dt)('files');
    const isolated = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)('isolate', true);
    const notes = [];
    if (agent !== 'none') {
        const persisted = (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_10__/* .persistedCredentials */ .Oo)((0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .workspace */ .Gl)());
        const warnings = [
            ...(persisted.length
                ? [
                    `actions/checkout persisted a credential in the repository's git config (${persisted.join(', ')}); the agent is shown the repository without it, but every later step of this job can read it: set persist-credentials: false`,
                ]
                : []),
            // In CI an isolated run is confined or refused: only isolate false runs the agent unconfined.
            ...(isolated ? [] : [(0,_agent_index_js__WEBPACK_IMPORTED_MODULE_10__/* .unconfinedWarning */ .K7)({ confinement: 'unconfined', isolation: 'none' })]),
        ];
        for (const w of warnings) {
            _github_log_js__WEBPACK_IMPORTED_MODULE_12__/* .log */ .R.warning(w);
            notes.push(`> ⚠️ ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_9__.mdText)(w)}`);
        }
    }
    const r = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os('test review', () => (0,_test_review_command_js__WEBPACK_IMPORTED_MODULE_6__.testReview)({
        // In a pull request the default base is its base commit, never a guess.
        base: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('base') ?? (files.length ? undefined : pr?.baseSha),
        ...(files.length ? { files } : {}),
        scope: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('scope'),
        testDir: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('test-dir'),
        focus: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('focus'),
        testGlob: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .listInput */ .dt)('test-glob'),
        skillRoot: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('skill-root'),
        pr: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('pr'),
        repo: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('repo'),
        retries: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('retries'),
        runUrl: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('run-url'),
        github: publish,
        headSha: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('head-sha') ?? (publish ? pr?.headSha : undefined),
        checkName: publish ? (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('check-name') : undefined,
        publishAs: publish ? (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('publish-as') : undefined,
        output: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('output'),
        json: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('json'),
        agent,
        model: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('model'),
        agentCmd: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('agent-cmd'),
        agentArg: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .listInput */ .dt)('agent-arg'),
        envPass: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .listInput */ .dt)('env-pass'),
        timeoutMs: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('timeout-ms'),
        minScore: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('min-score'),
        maxCritical: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('max-critical'),
        minFiles: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('min-files'),
        failOn: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('fail-on'),
        gateOn: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('gate-on'),
        failOnSkip: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)('fail-on-skip', false),
        waive: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('waive'),
        waiveUntil: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('waive-until'),
        ...(isolated ? { isolate: true } : { noIsolate: true }),
        projectSkill: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)('project-skill', false),
        executionMode: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('execution-mode'),
        ...forced('capability-probe', 'capabilityProbe', 'noCapabilityProbe'),
        ...forced('use-playwright-utils', 'usePlaywrightUtils', 'noUsePlaywrightUtils'),
        ...forced('use-pactjs-utils', 'usePactjsUtils', 'noUsePactjsUtils'),
        pactMcp: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('pact-mcp'),
        compat: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('compat'),
        commentAuthor: publish ? (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('comment-author') : undefined,
    }, (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .workspace */ .Gl)(), {
        progress: (line) => (0,_github_log_js__WEBPACK_IMPORTED_MODULE_12__/* .logUntrusted */ .t)([line]),
        env,
        pullBase: (n, repo) => (0,_github_pull_base_js__WEBPACK_IMPORTED_MODULE_4__.pullBase)(n, repo, env),
        ...(publisher ? { publisher } : {}),
        ...(artifact ? { attach: (out) => attach(artifact, out) } : {}),
    }));
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_12__/* .logUntrusted */ .t)(r.exitCode >= 2 ? [`test-review: no verdict (exit ${r.exitCode}): ${r.cause ?? ''}`] : r.lines.slice(0, 20));
    const v = r.verdict;
    const state = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_7__/* .stateOf */ .L4)({ verdict: r.exitCode >= 2 ? null : v, exitCode: r.exitCode, tag });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('verdict', state);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(r.exitCode));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('recommendation', v && 'recommendation' in v && v.recommendation ? v.recommendation : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('quality-score', v && 'qualityScore' in v && v.qualityScore !== null ? String(v.qualityScore) : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('report', r.reportWritten && r.options ? r.options.output : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('json', JSON.stringify(r.json));
    const headSha = (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('head-sha') ?? pr?.headSha ?? (v && 'reviewProvenance' in v ? (v.reviewProvenance.headSha ?? undefined) : undefined);
    const link = (0,_github_links_js__WEBPACK_IMPORTED_MODULE_14__/* .lineLinks */ .w)({ GITHUB_SERVER_URL: process.env.GITHUB_SERVER_URL, GITHUB_REPOSITORY: (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('repo') ?? process.env.GITHUB_REPOSITORY }, headSha);
    const summary = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_7__/* .render */ .XX)({
        verdict: r.exitCode >= 2 ? null : v,
        exitCode: r.exitCode,
        ...(r.cause ? { cause: r.cause } : {}),
        tag,
        ...((0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .input */ .hF)('compat') === 'tea' ? { compat: 'tea' } : {}),
        ...(r.artifact ? { artifact: r.artifact } : {}),
        reportWritten: r.reportWritten,
        ...(link ? { link } : {}),
    }, 'summary');
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .fitSections */ .WK)([...notes, summary, (0,_publishing_js__WEBPACK_IMPORTED_MODULE_13__/* .reportPublishing */ .e)(r.warnings ?? [])].filter(Boolean)));
    if (r.exitCode !== 0)
        _github_log_js__WEBPACK_IMPORTED_MODULE_12__/* .log */ .R.fail(`test review: ${state}${r.cause ? `: ${r.cause}` : ''} (exit ${r.exitCode})`);
}


/***/ }),

/***/ 4622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ uploadArtifact)
/* harmony export */ });
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49721);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53385);


/** Uploads one artifact and logs the outcome: a failed upload is a warning, and its result decides what the summary says. */
async function uploadArtifact(name, root, folder) {
    const upload = await (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_0__/* .uploadFolder */ .f)(name, root, folder);
    if (upload.uploaded)
        _github_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.info(upload.message);
    else
        _github_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.warning(upload.message);
    return upload;
}


/***/ }),

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ uploadFolder),
/* harmony export */   y: () => (/* binding */ artifactSection)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




const BAD_NAME = /["':<>|*?\r\n\\/]/;
/** The names this job's proofgate steps have uploaded under, one per line (RUNNER_TEMP is the job's own). */
const NAMES_FILE = 'proofgate-artifact-names';
async function listFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(e.parentPath, e.name));
}
/**
 * Claims an artifact name for this job: artifact names are unique in a workflow run, so a second
 * step of the job under the same name would fail, or (with overwrite) replace the first's evidence.
 * Refused by name, with the fix, before anything is sent.
 */
async function claimName(name) {
    const temp = process.env.RUNNER_TEMP;
    if (!temp)
        return undefined;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(temp, NAMES_FILE);
    const taken = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => '')).split('\n');
    if (taken.includes(name))
        return `artifact ${name} not uploaded: an earlier step of this job uploads under that name, and artifact names are unique in a workflow run; give this step's artifact-name a name of its own`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, `${name}\n`);
    return undefined;
}
/**
 * Uploads a folder inside the working tree `root` as one artifact. Without the Actions runtime
 * (a local run, GHES) it uploads nothing and says where the files stay: never an error. What is
 * uploaded is a private copy of the folder's regular files: a folder that is (or passes through)
 * a link is refused, and links, FIFOs and devices inside it are left out and named.
 */
async function uploadFolder(name, root, folder) {
    const no = (message) => ({ name, uploaded: false, message });
    if (name === '' || BAD_NAME.test(name))
        return no(`artifact name ${JSON.stringify(name)} is not valid (no quotes, colons, slashes, <>|*? or newlines)`);
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL)
        return no(`no artifact uploaded: the Actions artifact runtime is absent (a local run?); the files stay in ${folder}`);
    const taken = await claimName(name);
    if (taken)
        return no(taken);
    try {
        const copy = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .copyRegularFiles */ .pz)(root, folder);
        const left = copy.skipped.length ? `; left out (not regular files): ${copy.skipped.slice(0, 10).join(', ')}` : '';
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(5824), __webpack_require__.e(1351), __webpack_require__.e(8787)]).then(__webpack_require__.bind(__webpack_require__, 48787));
        const files = await listFiles(copy.dir);
        const res = await new DefaultArtifactClient().uploadArtifact(name, files, copy.dir, {});
        return { name, uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)${left}` };
    }
    catch (err) {
        return no(`artifact ${name} not uploaded: ${err.message.split('\n')[0]}`);
    }
}
/**
 * The summary's line about the artifact, from the upload's result: it names an artifact only when
 * one was uploaded, and otherwise says that none was and why.
 */
function artifactSection(u, what) {
    return u.uploaded
        ? `${what} is attached to this run as the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(u.name)}.`
        : `> [!WARNING]\n> ${what} is not attached to this run: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(u.message)}`;
}


/***/ }),

/***/ 19056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullBase: () => (/* binding */ pullBase)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83738);


/**
 * The base branch of pull request `pr` (`--pr N` with no `--base`, outside a
 * pull_request event): one `pulls.get`, with the client's bounded retries.
 */
async function pullBase(pr, repository, env) {
    const t = (0,_target_js__WEBPACK_IMPORTED_MODULE_1__.publishTarget)({ token: env.GITHUB_TOKEN, repository: repository ?? env.GITHUB_REPOSITORY });
    if ('warning' in t)
        throw new Error('it needs GITHUB_TOKEN and --repo (or GITHUB_REPOSITORY)');
    const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__.connect)({ token: t.target.token, ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}) });
    return (await gh.octokit.rest.pulls.get({ owner: t.target.owner, repo: t.target.repo, pull_number: pr })).data.base.ref;
}


/***/ }),

/***/ 92935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   WK: () => (/* binding */ fitSections)
/* harmony export */ });
/* unused harmony export SUMMARY_MAX_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53385);


/** GitHub refuses a step summary over 1 MiB (and then shows none): stay well under. */
const SUMMARY_MAX_BYTES = 1024 * 1024 - 16 * 1024;
/**
 * Joins sections in order until the byte budget is spent; what does not fit is
 * named, never silently lost. Sections should be whole Markdown blocks.
 */
function fitSections(sections, maxBytes = SUMMARY_MAX_BYTES) {
    const out = [];
    let used = 0;
    for (const [i, s] of sections.entries()) {
        const size = Buffer.byteLength(s) + 2;
        if (used + size > maxBytes - 200) {
            out.push(`> [!WARNING]\n> ${sections.length - i} more section(s) left out to stay under GitHub's 1 MiB summary limit: the full evidence is in the review folder (and in the artifact, where this summary names one).`);
            break;
        }
        out.push(s);
        used += size;
    }
    return `${out.join('\n\n')}\n`;
}
/**
 * Appends to the step summary; false, with a line saying why, when there is none (run outside
 * Actions) or it cannot be written (a full disk: a warning, and the verdict stands).
 */
async function writeSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.info('no GITHUB_STEP_SUMMARY: job summary skipped');
        return false;
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, markdown);
        return true;
    }
    catch (err) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.warning(`the job summary could not be written (${err.code ?? 'error'}); the verdict stands`);
        return false;
    }
}


/***/ }),

/***/ 87131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY_ASSOCIATION: () => (/* binding */ BY_ASSOCIATION),
/* harmony export */   TRUSTED_ASSOCIATIONS: () => (/* binding */ TRUSTED_ASSOCIATIONS),
/* harmony export */   agentTriggerRefusal: () => (/* binding */ agentTriggerRefusal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Which events may run an agent over a pull request's code (docs/security.md, "Triggers").
 *
 * An agent reads untrusted code; the run must not also hold what the code's author could steer.
 * `pull_request` runs a fork's code with a read-only token and no secrets, and a branch of this
 * repository was pushed by someone with write access; `push`, `workflow_dispatch`, `schedule`,
 * `merge_group`, `repository_dispatch` and the release events are started by people with write
 * access. `pull_request_target` and `workflow_run` run the base repository's workflow with its
 * secrets and a write token beside code anyone could send: always refused. Events that anyone can
 * start with a comment, a review or an issue run with the same secrets: allowed only when that
 * person is the repository's owner, a member of its organisation or a collaborator, as
 * anthropics/claude-code-action checks. Every other event is refused.
 */
const ALLOWED = new Set([
    'pull_request',
    'push',
    'workflow_dispatch',
    'schedule',
    'merge_group',
    'repository_dispatch',
    'release',
    'create',
]);
const REFUSED = new Set(['pull_request_target', 'workflow_run']);
/** Events started by a comment, a review or an issue, and the payload object naming its author. */
const BY_ASSOCIATION = {
    issue_comment: 'comment',
    pull_request_review: 'review',
    pull_request_review_comment: 'comment',
    commit_comment: 'comment',
    discussion_comment: 'comment',
    discussion: 'discussion',
    issues: 'issue',
};
const TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/** The event payload's author association for `event`, or null when absent or unreadable. */
function association(event, payloadPath) {
    if (!payloadPath)
        return null;
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(payloadPath, 'utf8'));
        const value = payload[BY_ASSOCIATION[event]]?.author_association;
        return typeof value === 'string' ? value : null;
    }
    catch {
        return null;
    }
}
/** Why `what` may not run on this workflow event, or null when it may (or when not in a workflow). */
function agentTriggerRefusal(what, env) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event))
        return null;
    const fix = 'run it on `pull_request` (see docs/security.md, "Triggers")';
    if (REFUSED.has(event))
        return `refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; ${fix}`;
    if (event in BY_ASSOCIATION) {
        const who = association(event, env.GITHUB_EVENT_PATH);
        if (who && TRUSTED_ASSOCIATIONS.includes(who))
            return null;
        return `refusing to run ${what} on \`${event}\`: its author's association is ${who ?? 'unknown'}, not ${TRUSTED_ASSOCIATIONS.join(', ')}, and this trigger holds the base repository's secrets; ${fix}, or let only the repository's people start it`;
    }
    return `refusing to run ${what} on \`${event}\`: not a trigger an agent runs on; ${fix}`;
}


/***/ }),

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: it ${read.reason}`);
    if (read.status === 'too-large')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}) is ${read.size} bytes; the limit is 256 KiB`);
    return checkIntent(read.bytes, path);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(paths.root, paths.file('intent'), INTENT_MAX_BYTES);
    if (read.status === 'missing')
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    if (read.status !== 'ok')
        return { problem: `intent.md cannot be read (${read.status === 'refused' ? read.reason : 'too large'}): seal the scope again` };
    const text = read.bytes.toString('utf8');
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
const words = (s) => s.replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ). */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
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
