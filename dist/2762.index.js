export const id = 2762;
export const ids = [2762,3068,4799,9056,3738,6584,6250];
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
/* harmony export */   tE: () => (/* binding */ booleanInput),
/* harmony export */   ts: () => (/* binding */ logUntrusted)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91659);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _review_intent_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53068);






function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name)
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
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
    if (spec !== undefined)
        return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_5__.readIntentFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, spec), spec);
    if (!fromPr)
        return undefined;
    const event = readEvent();
    const body = event?.pull_request?.body;
    if (typeof body !== 'string' || body.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError('input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out');
    return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_5__.checkIntent)(Buffer.from(body, 'utf8'), `pull request #${String(event?.pull_request?.number)} description`);
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
// Triggers that run the base repository's workflow with its secrets and a write token: checking
// out and running an agent over the pull request's code there is a "pwn request".
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'workflow_run'];
/** Refuses to run an agent on a privileged trigger (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const event = process.env.GITHUB_EVENT_NAME ?? '';
    if (PRIVILEGED_TRIGGERS.includes(event)) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; run it on \`pull_request\` (see docs/security.md)`);
    }
}
/**
 * Prints lines that may hold text from the pull request (file names, quotes)
 * with workflow commands switched off, so no line can become `::add-mask::`,
 * `::error` or `::set-output`.
 */
function logUntrusted(lines) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(16).toString('hex');
    process.stdout.write(`::stop-commands::${token}\n${lines.join('\n')}\n::${token}::\n`);
}


/***/ }),

/***/ 26878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ reportPublishing)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _github_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50623);


/**
 * Shows publishing problems where a reader looks: one `::warning::` each
 * (core escapes them, so no text can become a workflow command) and a block
 * for the job summary, returned for the caller to place after the verdict.
 */
function reportPublishing(warnings) {
    for (const w of warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(w);
    return (0,_github_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .warningsMarkdown */ .F)(warnings);
}


/***/ }),

/***/ 10560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49721);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92935);
/* harmony import */ var _github_pull_base_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19056);
/* harmony import */ var _github_test_review_publisher_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(34799);
/* harmony import */ var _test_review_command_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(66796);
/* harmony import */ var _test_review_render_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(84463);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(18140);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9107);
/* harmony import */ var _publishing_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(26878);














/** A TEA switch input: empty leaves the configuration to decide; true or false forces it like `--x` / `--no-x`. */
function forced(name, on, off) {
    if ((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)(name) === undefined)
        return {};
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)(name, false) ? { [on]: true } : { [off]: true };
}
/** The test-review action: the same command as the CLI, inputs for flags, the renderer for the summary. */
async function run() {
    const agent = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('agent') ?? 'claude';
    (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .refusePrivilegedTrigger */ .of)(`the ${agent} test review`);
    const pr = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .pullRequest */ .VV)();
    const token = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('github-token');
    const publish = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('github', true);
    const env = { ...process.env, ...(token ? { GITHUB_TOKEN: token } : {}) };
    const tag = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('publish-as') ?? agent;
    const artifact = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('upload-artifact', true) ? ((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('artifact-name') ?? 'proofgate-test-review') : undefined;
    const publisher = publish
        ? (0,_github_test_review_publisher_js__WEBPACK_IMPORTED_MODULE_8__.githubPublisher)({
            repo: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('repo'),
            pr: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('pr'),
            headSha: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('head-sha') ?? pr?.headSha,
            checkName: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('check-name'),
            publishAs: tag,
            agent,
            checkRun: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('check-run', true),
            prComment: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('pr-comment', true),
            runUrl: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('run-url'),
            artifactName: artifact,
            focus: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('focus'),
            compat: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('compat'),
            commentAuthor: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('comment-author'),
        }, env, () => undefined)
        : undefined;
    const files = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .listInput */ .dt)('files');
    const r = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os('test review', () => (0,_test_review_command_js__WEBPACK_IMPORTED_MODULE_9__.testReview)({
        // In a pull request the default base is its base commit, never a guess.
        base: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('base') ?? (files.length ? undefined : pr?.baseSha),
        ...(files.length ? { files } : {}),
        scope: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('scope'),
        testDir: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('test-dir'),
        focus: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('focus'),
        testGlob: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .listInput */ .dt)('test-glob'),
        skillRoot: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('skill-root'),
        pr: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('pr'),
        repo: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('repo'),
        retries: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('retries'),
        runUrl: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('run-url'),
        artifactName: artifact,
        github: publish,
        headSha: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('head-sha') ?? (publish ? pr?.headSha : undefined),
        checkName: publish ? (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('check-name') : undefined,
        publishAs: publish ? (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('publish-as') : undefined,
        output: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('output'),
        json: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('json'),
        agent,
        model: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('model'),
        agentCmd: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('agent-cmd'),
        agentArg: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .listInput */ .dt)('agent-arg'),
        envPass: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .listInput */ .dt)('env-pass'),
        timeoutMs: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('timeout-ms'),
        minScore: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('min-score'),
        maxCritical: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('max-critical'),
        minFiles: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('min-files'),
        failOn: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('fail-on'),
        gateOn: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('gate-on'),
        failOnSkip: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('fail-on-skip', false),
        waive: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('waive'),
        waiveUntil: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('waive-until'),
        ...((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('isolate', true) ? { isolate: true } : { noIsolate: true }),
        projectSkill: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('project-skill', false),
        executionMode: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('execution-mode'),
        ...forced('capability-probe', 'capabilityProbe', 'noCapabilityProbe'),
        ...forced('use-playwright-utils', 'usePlaywrightUtils', 'noUsePlaywrightUtils'),
        ...forced('use-pactjs-utils', 'usePactjsUtils', 'noUsePactjsUtils'),
        pactMcp: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('pact-mcp'),
        compat: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('compat'),
        commentAuthor: publish ? (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('comment-author') : undefined,
    }, (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)(), { progress: (line) => (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .logUntrusted */ .ts)([line]), env, pullBase: (n, repo) => (0,_github_pull_base_js__WEBPACK_IMPORTED_MODULE_7__.pullBase)(n, repo, env), ...(publisher ? { publisher } : {}) }));
    (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .logUntrusted */ .ts)(r.exitCode >= 2 ? [`test-review: no verdict (exit ${r.exitCode}): ${r.cause ?? ''}`] : r.lines.slice(0, 20));
    const v = r.verdict;
    const state = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_10__/* .stateOf */ .L4)({ verdict: r.exitCode >= 2 ? null : v, exitCode: r.exitCode, tag });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('verdict', state);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(r.exitCode));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('recommendation', v && 'recommendation' in v && v.recommendation ? v.recommendation : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('quality-score', v && 'qualityScore' in v && v.qualityScore !== null ? String(v.qualityScore) : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('report', r.reportWritten && r.options ? r.options.output : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('json', JSON.stringify(r.json));
    const summary = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_10__/* .render */ .XX)({
        verdict: r.exitCode >= 2 ? null : v,
        exitCode: r.exitCode,
        ...(r.cause ? { cause: r.cause } : {}),
        tag,
        ...((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .input */ .hF)('compat') === 'tea' ? { compat: 'tea' } : {}),
        ...(artifact ? { artifactName: artifact } : {}),
        reportWritten: r.reportWritten,
    }, 'summary');
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .fitSections */ .WK)([summary, (0,_publishing_js__WEBPACK_IMPORTED_MODULE_13__/* .reportPublishing */ .e)(r.warnings ?? [])].filter(Boolean)));
    if (artifact) {
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP ?? (0,node_os__WEBPACK_IMPORTED_MODULE_4__.tmpdir)(), 'proofgate-test-review');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder, { recursive: true });
        if (r.options && (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(r.options.output))
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(r.options.output, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(r.options.output)));
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_11__/* .writeJsonAtomic */ .ZJ)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, 'test-review.json'), r.json);
        const upload = await (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_5__/* .uploadFolder */ .y)(artifact, folder);
        if (upload.uploaded)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(upload.message);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(upload.message);
    }
    if (r.exitCode !== 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`test review: ${state}${r.cause ? `: ${r.cause}` : ''} (exit ${r.exitCode})`);
}


/***/ }),

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ uploadFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const BAD_NAME = /["':<>|*?\r\n\\/]/;
async function listFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(e.parentPath, e.name));
}
/**
 * Uploads a folder as one artifact. Without the Actions runtime (a local run,
 * GHES) it uploads nothing and says where the files stay: never an error.
 */
async function uploadFolder(name, folder) {
    if (name === '' || BAD_NAME.test(name))
        return {
            uploaded: false,
            message: `artifact name ${JSON.stringify(name)} is not valid (no quotes, colons, slashes, <>|*? or newlines)`,
        };
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
        return {
            uploaded: false,
            message: `no artifact uploaded: the Actions artifact runtime is absent (a local run?); the files stay in ${folder}`,
        };
    }
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(5824), __webpack_require__.e(1351), __webpack_require__.e(8787)]).then(__webpack_require__.bind(__webpack_require__, 48787));
        const files = await listFiles(folder);
        const res = await new DefaultArtifactClient().uploadArtifact(name, files, folder, {});
        return { uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)` };
    }
    catch (err) {
        return { uploaded: false, message: `artifact ${name} not uploaded: ${err.message}` };
    }
}


/***/ }),

/***/ 36250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ openCheckRun),
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun),
/* harmony export */   w: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71679);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50623);


const PERMISSION = 'checks: write';
function cutChars(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
function apiAnnotation(a) {
    const start = Math.max(1, Math.trunc(a.startLine));
    const end = Math.max(start, Math.trunc(a.endLine));
    // GitHub takes columns only on a single line.
    const columns = start === end && a.startColumn !== undefined && a.endColumn !== undefined
        ? {
            start_column: Math.max(1, Math.trunc(a.startColumn)),
            end_column: Math.max(1, Math.trunc(a.startColumn), Math.trunc(a.endColumn)),
        }
        : {};
    return {
        path: a.path,
        start_line: start,
        end_line: end,
        ...columns,
        annotation_level: a.level,
        message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(a.message === '' ? '(no message)' : a.message, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationMessage),
        ...(a.title !== undefined ? { title: cutChars(a.title, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationTitle) } : {}),
        ...(a.rawDetails !== undefined ? { raw_details: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(a.rawDetails, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationMessage) } : {}),
    };
}
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
function output(title, summary, text) {
    return {
        title: cutChars(title.trim() === '' ? 'proofgate' : title, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.checkTitle),
        summary: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(summary, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.checkOutput),
        ...(text !== undefined ? { text: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(text, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.checkOutput) } : {}),
    };
}
/** The run an earlier attempt left in progress under this name and external id, if any. */
async function adoptable(gh, t) {
    const { data } = await gh.octokit.rest.checks.listForRef({
        owner: t.owner,
        repo: t.repo,
        ref: t.headSha,
        check_name: t.name,
        status: 'in_progress',
        filter: 'all',
        per_page: 100,
    });
    return data.check_runs.find((r) => r.external_id === t.externalId)?.id;
}
const what = (t) => `check run "${t.name}"`;
/**
 * Opens (or, on a re-run, adopts) an in-progress check run so a long review
 * shows on the pull request; close it with `closeCheckRun`.
 */
async function openCheckRun(gh, t, opening) {
    const started = new Date().toISOString();
    try {
        const existing = await adoptable(gh, t);
        const body = {
            status: 'in_progress',
            output: output(opening.title, opening.summary),
            ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}),
        };
        const id = existing !== undefined
            ? (await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: existing, ...body })).data.id
            : (await gh.octokit.rest.checks.create({
                owner: t.owner,
                repo: t.repo,
                name: t.name,
                head_sha: t.headSha,
                external_id: t.externalId,
                started_at: started,
                ...body,
            })).data.id;
        return { ok: true, handle: { ...t, checkRunId: id }, warnings: [] };
    }
    catch (err) {
        return { ok: false, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err)] };
    }
}
/** Completes a run with only the conclusion and a note, so nothing stays in progress after a failed close. */
async function closeBare(gh, t, id, report, problem) {
    try {
        const summary = `The full report could not be published (${problem}). The verdict is the job's exit code; the job summary and its artifact hold the details.`;
        await gh.octokit.rest.checks.update({
            owner: t.owner,
            repo: t.repo,
            check_run_id: id,
            status: 'completed',
            conclusion: report.conclusion,
            output: output(report.title, summary),
        });
        return [];
    }
    catch (err) {
        return [`${what(t)} may be left in progress: closing it also failed (${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err)})`];
    }
}
/** Completes run `id` (or creates it completed), then appends the remaining annotations 50 per request. */
async function complete(gh, t, id, report) {
    const all = (report.annotations ?? []).map(apiAnnotation);
    const [first = [], ...rest] = batches(all, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationsPerRequest);
    const out = output(report.title, report.summary, report.text);
    const done = {
        status: 'completed',
        conclusion: report.conclusion,
        completed_at: new Date().toISOString(),
        output: { ...out, annotations: first },
    };
    let runId = id;
    try {
        if (runId === undefined) {
            runId = (await gh.octokit.rest.checks.create({
                owner: t.owner,
                repo: t.repo,
                name: t.name,
                head_sha: t.headSha,
                external_id: t.externalId,
                ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}),
                ...done,
            })).data.id;
        }
        else {
            await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, ...done });
        }
    }
    catch (err) {
        const warning = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err);
        const more = runId === undefined ? [] : await closeBare(gh, t, runId, report, warning);
        return { ok: false, checkRunId: runId, annotationsSent: 0, warnings: [warning, ...more] };
    }
    let sent = first.length;
    for (const batch of rest) {
        try {
            // Each update appends its annotations to those already on the run.
            await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, output: { ...out, annotations: batch } });
            sent += batch.length;
        }
        catch (err) {
            const warning = `${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(`annotations of ${what(t)}`, PERMISSION, err)}; ${sent} of ${all.length} annotations were published`;
            return { ok: false, checkRunId: runId, annotationsSent: sent, warnings: [warning] };
        }
    }
    return { ok: true, checkRunId: runId, annotationsSent: sent, warnings: [] };
}
/**
 * Closes the run `openCheckRun` opened with the verdict. Given the target
 * instead (the open failed), it publishes the finished run in one go.
 * Never throws for API errors.
 */
function closeCheckRun(gh, opened, report) {
    return 'checkRunId' in opened ? complete(gh, opened, opened.checkRunId, report) : publishCheckRun(gh, opened, report);
}
/**
 * Publishes a finished check run in one go: adopts a run an earlier attempt
 * left in progress (same name, external id and head commit) instead of
 * stacking a second. Never throws for API errors.
 */
async function publishCheckRun(gh, t, report) {
    let existing;
    try {
        existing = await adoptable(gh, t);
    }
    catch (err) {
        return { ok: false, annotationsSent: 0, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err)] };
    }
    return complete(gh, t, existing, report);
}


/***/ }),

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ ONCE),
/* harmony export */   connect: () => (/* binding */ connect),
/* harmony export */   zs: () => (/* binding */ ambiguous)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, decide */
const DEFAULT_RETRY = { attempts: 4, baseDelayMs: 1000, maxWaitMs: 60_000, timeoutMs: 30_000, budgetMs: 180_000 };
/**
 * Request option for a create that must not be repeated blindly (a comment):
 * after a 5xx or a dropped connection GitHub may have made it anyway, so the
 * failure goes back to the caller, which looks before creating again.
 */
const ONCE = { once: true };
/** A failure after which the request may or may not have taken effect. */
function ambiguous(err) {
    const status = err?.status;
    return status === undefined || status >= 500;
}
function header(err, name) {
    return err.response?.headers?.[name];
}
function isRateLimited(err) {
    if (err.status === 429)
        return true;
    if (err.status !== 403)
        return false;
    return header(err, 'retry-after') !== undefined || header(err, 'x-ratelimit-remaining') === '0' || /rate limit/i.test(err.message ?? '');
}
/** The wait a rate limit asks for: retry-after, else the primary limit's reset time, else one minute (GitHub's advice). */
function rateLimitWaitMs(err) {
    const after = Number(header(err, 'retry-after'));
    if (Number.isFinite(after) && after >= 0)
        return after * 1000;
    const reset = Number(header(err, 'x-ratelimit-reset'));
    if (Number.isFinite(reset) && reset > 0)
        return Math.max(0, reset * 1000 - Date.now());
    return 60_000;
}
/**
 * Retry policy per failure: server errors and dropped connections back off
 * with jitter; rate limits wait what GitHub asks (if within the cap); anything
 * else (read-only token, not found, invalid) is final.
 */
function decide(err, attempt, policy, context = {}) {
    const { budgetLeftMs = policy.budgetMs, once = false, random = Math.random } = context;
    if (attempt >= policy.attempts)
        return { retry: false };
    const e = (err ?? {});
    let wait;
    if (isRateLimited(e)) {
        // Refused before it was processed: safe to repeat even a create.
        wait = rateLimitWaitMs(e);
        if (wait > policy.maxWaitMs)
            return { retry: false };
    }
    else {
        // Octokit reports a network failure (no response at all) as status 500 too.
        if (once || !ambiguous(e))
            return { retry: false };
        const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
        wait = Math.min(policy.maxWaitMs, Math.round(backoff * (0.5 + random() / 2)));
    }
    return wait <= budgetLeftMs ? { retry: true, waitMs: wait } : { retry: false };
}
/** Octokit, loaded only when something is published, with bounded retries on every request. */
async function connect(options) {
    const policy = { ...DEFAULT_RETRY, ...options.retry };
    const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1351)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    const quiet = () => undefined;
    const octokit = getOctokit(options.token, { baseUrl: apiUrl, log: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
    let waited = 0;
    octokit.hook.wrap('request', async (request, endpoint) => {
        for (let attempt = 1;; attempt++) {
            try {
                // The hook's `request` is already bound to `endpoint`: a fresh signal per attempt goes in place.
                endpoint.request = { ...endpoint.request, signal: AbortSignal.timeout(policy.timeoutMs) };
                return await request(endpoint);
            }
            catch (err) {
                const next = decide(err, attempt, policy, { budgetLeftMs: policy.budgetMs - waited, once: endpoint.request?.once === true });
                if (!next.retry)
                    throw err;
                waited += next.waitMs;
                await new Promise((resolve) => setTimeout(resolve, next.waitMs));
            }
        }
    });
    return { octokit, apiUrl, retry: policy };
}


/***/ }),

/***/ 71679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ LIMITS),
/* harmony export */   v: () => (/* binding */ fitText)
/* harmony export */ });
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23377);

/** Limits GitHub enforces on what proofgate publishes (see docs/publishing.md). */
const LIMITS = {
    /** Check run output title, summary and text; counted in bytes to be safe (GitHub's count is byte-like). */
    checkOutput: 65535,
    /** Our own cap for a check run title: it is shown on one line. */
    checkTitle: 255,
    annotationsPerRequest: 50,
    annotationTitle: 255,
    annotationMessage: 65535,
    /** Issue and pull-request comment body. */
    commentBody: 65536,
};
/** Cuts text for GitHub to `maxBytes`, ending with `… N characters omitted` (see `fitBytes`). */
function fitText(text, maxBytes) {
    return (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .fitBytes */ .Z)(text, maxBytes, 'characters', '');
}


/***/ }),

/***/ 50623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ warningsMarkdown),
/* harmony export */   I: () => (/* binding */ publishWarning)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/** GitHub's own words, bounded and made inert (it may echo request text back). */
function said(err) {
    const text = (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(String(err.message ?? '')).trim();
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
/**
 * One line naming what was not published, why, and what to do.
 * `permission` is the job permission the write needs (e.g. `checks: write`).
 */
function publishWarning(what, permission, err) {
    const e = (err ?? {});
    const status = e.status;
    const message = said(e);
    if (status === 403 && /not accessible by integration/i.test(message)) {
        return `cannot publish ${what}: the token is read-only (fork pull request?); the job needs \`${permission}\`, and a fork's token never has it (publish from a workflow_run job instead)`;
    }
    if ((status === 403 || status === 429) && /rate limit/i.test(message))
        return `${what} not published: GitHub's rate limit did not clear within the retry budget (${message})`;
    if (status === 401)
        return `cannot publish ${what}: GitHub rejected the token (401); check GITHUB_TOKEN`;
    if (status === 403)
        return `cannot publish ${what}: GitHub refused (403: ${message}); the job needs \`${permission}\``;
    if (status === 404)
        return `cannot publish ${what}: GitHub answered 404; check the repository, the pull request number and GITHUB_API_URL, and that the token can see them`;
    if (status === 422)
        return `${what} not published: GitHub rejected the request (422: ${message})`;
    if (status === undefined || status >= 500)
        return `${what} not published: GitHub did not answer after retries (${status ?? 'no status'}: ${message})`;
    return `${what} not published: GitHub answered ${status} (${message})`;
}
/** The job-summary block listing publishing problems; empty when there are none. */
function warningsMarkdown(warnings) {
    if (warnings.length === 0)
        return '';
    return [
        '> [!WARNING]',
        '> Publishing to GitHub was incomplete (the verdict above stands):',
        ...warnings.map((w) => `> - ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(w)}`),
    ].join('\n');
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
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91659);


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
            out.push(`> [!WARNING]\n> ${sections.length - i} more section(s) left out to stay under GitHub's 1 MiB summary limit: the full evidence is in the review folder and its artifact.`);
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
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)('no GITHUB_STEP_SUMMARY: job summary skipped');
        return false;
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, markdown);
        return true;
    }
    catch (err) {
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e)(`the job summary could not be written (${err.code ?? 'error'}); the verdict stands`);
        return false;
    }
}


/***/ }),

/***/ 83738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishTarget: () => (/* binding */ publishTarget)
/* harmony export */ });
const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
/**
 * The token and `owner/name` a publisher needs (from an input, `--repo`, or
 * GITHUB_TOKEN / GITHUB_REPOSITORY). Missing or malformed is a warning, not an
 * error: publishing never decides the exit code.
 */
function publishTarget(given) {
    const token = given.token?.trim();
    if (!token)
        return { warning: 'nothing published to GitHub: no token (set GITHUB_TOKEN, or pass the github-token input)' };
    const m = REPO.exec(given.repository ?? '');
    if (!m || m[2] === '.' || m[2] === '..') {
        return {
            warning: `nothing published to GitHub: the repository ${JSON.stringify(given.repository ?? '')} is not owner/name (set GITHUB_REPOSITORY or pass --repo)`,
        };
    }
    return { target: { token, owner: m[1], repo: m[2] } };
}


/***/ }),

/***/ 34799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findingAnnotations: () => (/* binding */ findingAnnotations),
  githubPublisher: () => (/* binding */ githubPublisher)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/github/checks.ts
var checks = __webpack_require__(36250);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/github/limits.ts
var limits = __webpack_require__(71679);
// EXTERNAL MODULE: ./src/github/outcome.ts
var outcome = __webpack_require__(50623);
;// CONCATENATED MODULE: ./src/github/comment.ts




const PERMISSION = 'pull-requests: write';
/** Pages of 100 comments read at most while looking for ours. */
const MAX_PAGES = 30;
function commentMarker(tag) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(tag)) {
        throw new errors.ProofgateError(`comment tag ${JSON.stringify(tag)} is not valid: use 1-64 letters, digits, dots, dashes or underscores`, errors.EXIT.incomplete);
    }
    return `<!-- proofgate:${tag} -->`;
}
/** A marker given by the caller: one hidden comment of plain characters, so it can neither break out nor hide text. */
function checkedMarker(marker) {
    if (!/^<!-- [\w.:-]{1,100} -->$/.test(marker))
        throw new errors.ProofgateError(`comment marker ${JSON.stringify(marker)} is not valid: <!-- letters, digits, . _ : - -->`, errors.EXIT.incomplete);
    return marker;
}
/**
 * The full comment: our marker first, then the body with every `<!--` broken
 * (a zero-width space after `<`) so no text in it can open a hidden comment or
 * carry a marker, cut to GitHub's comment limit.
 */
function commentBody(tag, body, given) {
    const marker = given ?? commentMarker(tag);
    const inert = body.replace(/<!--/g, '<\u200b!--');
    return `${marker}\n${(0,limits/* fitText */.v)(inert, limits/* LIMITS */.b.commentBody - Buffer.byteLength(marker) - 1)}`;
}
const identities = new WeakMap();
/**
 * Whose comments this token writes, asked once per connection: a personal
 * token answers GET /user; the job's app token is refused there (403) and, in
 * Actions, writes as github-actions[bot].
 */
function tokenLogin(gh) {
    let known = identities.get(gh);
    if (!known) {
        known = gh.octokit.rest.users.getAuthenticated().then(({ data }) => data.login, (err) => {
            if ((err.status === 403 || err.status === 404) && process.env.GITHUB_ACTIONS === 'true')
                return 'github-actions[bot]';
            return undefined;
        });
        identities.set(gh, known);
    }
    return known;
}
/** The oldest comment on the issue that this login wrote and that starts with our marker. */
async function findOurs(gh, t, login, markers) {
    let pages = 0;
    const iterator = gh.octokit.paginate.iterator(gh.octokit.rest.issues.listComments, {
        owner: t.owner,
        repo: t.repo,
        issue_number: t.issueNumber,
        per_page: 100,
    });
    // The first marker is ours; the others (a peer's legacy one) count only when ours is absent.
    let adopted;
    for await (const { data } of iterator) {
        const mine = data.filter((c) => c.user?.login.toLowerCase() === login.toLowerCase());
        const hit = mine.find((c) => (c.body ?? '').startsWith(`${markers[0]}\n`));
        if (hit)
            return { id: hit.id, body: hit.body ?? '' };
        const old = adopted ? undefined : mine.find((c) => markers.slice(1).some((m) => (c.body ?? '').startsWith(`${m}\n`)));
        if (old)
            adopted = { id: old.id, body: old.body ?? '' };
        if (++pages >= MAX_PAGES)
            break;
    }
    return adopted;
}
/**
 * Creates our comment once: after an ambiguous failure it looks whether the
 * comment landed before trying again, so a dropped connection never leaves two.
 */
async function createOnce(gh, t, login, marker, body) {
    for (let attempt = 1;; attempt++) {
        try {
            const { data } = await gh.octokit.rest.issues.createComment({
                owner: t.owner,
                repo: t.repo,
                issue_number: t.issueNumber,
                body,
                request: client/* ONCE */.ET,
            });
            return data.id;
        }
        catch (err) {
            if (!(0,client/* ambiguous */.zs)(err) || attempt >= gh.retry.attempts)
                throw err;
            const landed = await findOurs(gh, t, login, [marker]);
            if (landed)
                return landed.id;
        }
    }
}
/**
 * Keeps one comment per tag on a pull request: updates ours in place, or
 * creates it. Only a comment the token's own account wrote can match, so
 * nobody captures it by typing the marker. Never throws for API errors.
 */
async function upsertComment(gh, t) {
    const marker = t.marker !== undefined ? checkedMarker(t.marker) : commentMarker(t.tag);
    const adopt = (t.adopt ?? []).map(checkedMarker);
    const body = commentBody(t.tag, t.body, marker);
    const what = `the pull request comment (${t.tag})`;
    const login = t.author ?? (await tokenLogin(gh));
    if (!login) {
        return {
            ok: false,
            warnings: [
                `cannot publish ${what}: the token's account is unknown (GET /user refused outside GitHub Actions); pass the account the comments are written as (--comment-author)`,
            ],
        };
    }
    try {
        const ours = await findOurs(gh, t, login, [marker, ...adopt]);
        if (ours && ours.body === body)
            return { ok: true, commentId: ours.id, action: 'unchanged', warnings: [] };
        if (ours) {
            await gh.octokit.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: ours.id, body });
            return { ok: true, commentId: ours.id, action: 'updated', warnings: [] };
        }
        return { ok: true, commentId: await createOnce(gh, t, login, marker, body), action: 'created', warnings: [] };
    }
    catch (err) {
        return { ok: false, warnings: [(0,outcome/* publishWarning */.I)(what, PERMISSION, err)] };
    }
}

// EXTERNAL MODULE: ./src/github/target.ts
var target = __webpack_require__(83738);
// EXTERNAL MODULE: ./src/test-review/render.ts
var render = __webpack_require__(84463);
// EXTERNAL MODULE: ./src/test-review/options.ts
var options = __webpack_require__(29293);
;// CONCATENATED MODULE: ./src/github/test-review-publisher.ts







const LEVEL = { Critical: 'failure', High: 'failure', Medium: 'warning', Low: 'notice' };
/**
 * One annotation per finding the verdict gates on (in pr mode, those the change introduced or
 * modified: the pre-existing ones were cut), at its line; a finding without a line is put on
 * line 1 and says so. The titles were redacted when the verdict was built.
 */
function findingAnnotations(v) {
    if (!v || !('findings' in v))
        return [];
    return v.findings.flatMap((f) => {
        if (!f.path)
            return [];
        const line = f.line && f.line > 0 ? f.line : 1;
        return [
            {
                path: f.path,
                startLine: line,
                endLine: line,
                level: LEVEL[f.severity],
                title: `${f.severity} ${f.criterion_id}${f.provenance !== 'unknown' ? ` (${f.provenance})` : ''}`,
                message: `${f.title}${f.line ? '' : ' (the report gave no line)'}`,
                ...(f.changed_line_evidence ? { rawDetails: f.changed_line_evidence.reason } : {}),
            },
        ];
    });
}
function test_review_publisher_event(env) {
    try {
        const e = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        return {
            ...((e.pull_request?.number ?? e.issue?.number) ? { pr: (e.pull_request?.number ?? e.issue?.number) } : {}),
            ...(e.pull_request?.head?.sha ? { headSha: e.pull_request.head.sha } : {}),
        };
    }
    catch {
        return {};
    }
}
function githubPublisher(f, env, warn) {
    const tag = f.publishAs ?? f.agent ?? 'claude';
    // An unknown --compat is refused by the command itself (a broken gate); here it only names things.
    const compat = f.compat === 'tea' ? 'tea' : 'proofgate';
    const warnings = [];
    let gh;
    let owner = '';
    let repo = '';
    let pr;
    let check;
    const runUrl = f.runUrl ??
        (env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
            ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
            : undefined);
    const say = (w) => {
        warnings.push(w);
        warn(w);
    };
    return {
        async open() {
            if (!f.checkRun && !f.prComment)
                return say('nothing published to GitHub: --no-check-run and --no-pr-comment leave nothing to publish');
            const t = (0,target.publishTarget)({ token: env.GITHUB_TOKEN, repository: f.repo ?? env.GITHUB_REPOSITORY });
            if ('warning' in t)
                return say(t.warning);
            ({ owner, repo } = t.target);
            const ev = test_review_publisher_event(env);
            // A --pr you stated is never replaced by the event's.
            pr = f.pr !== undefined ? (/^[1-9]\d*$/.test(f.pr) ? Number(f.pr) : undefined) : ev.pr;
            if (pr === undefined)
                return say(`nothing published to GitHub: no pull request (${f.pr !== undefined ? `--pr ${JSON.stringify(f.pr)} is not a number` : 'pass --pr N'})`);
            gh = await (0,client.connect)({ token: t.target.token });
            let headSha = f.headSha ?? ev.headSha;
            if (!headSha) {
                try {
                    headSha = (await gh.octokit.rest.pulls.get({ owner, repo, pull_number: pr })).data.head.sha;
                }
                catch (err) {
                    say(`no check run: the head commit of pull request #${pr} is unknown (${err.message.split('\n')[0]}); pass --head-sha`);
                }
            }
            if (f.checkRun && headSha) {
                const target = {
                    owner,
                    repo,
                    headSha,
                    name: f.checkName ?? options/* CHECK_NAMES */.cj[compat],
                    externalId: `proofgate-test-review:${tag}`,
                    ...(runUrl ? { detailsUrl: runUrl } : {}),
                };
                const opened = await (0,checks/* openCheckRun */.G)(gh, target, {
                    title: 'Test quality: review running',
                    summary: `Reviewing the changed tests; running on ${tag}.`,
                });
                opened.warnings.forEach(say);
                check = opened.handle ?? target;
            }
        },
        async close(r) {
            if (!gh || pr === undefined)
                return warnings;
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
            };
            if (check) {
                const [title, ...body] = (0,render/* render */.XX)(input, 'check').split('\n');
                const done = await (0,checks/* closeCheckRun */.w)(gh, check, {
                    conclusion: (0,render/* render */.XX)(input, 'conclusion'),
                    title: title,
                    summary: body.join('\n').trim() || title,
                    annotations: r.exitCode >= 2 ? [] : findingAnnotations(r.verdict),
                });
                done.warnings.forEach(say);
            }
            if (f.prComment) {
                const c = await upsertComment(gh, {
                    owner,
                    repo,
                    issueNumber: pr,
                    tag: `test-review.${tag}`,
                    marker: (0,render/* marker */.xL)(tag, compat),
                    adopt: (0,render/* legacyMarkers */.F)(tag, compat),
                    body: (0,render/* render */.XX)(input, 'summary'),
                    ...(f.commentAuthor ? { author: f.commentAuthor } : {}),
                });
                c.warnings.forEach(say);
            }
            return warnings;
        },
    };
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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
async function readIntentFile(path, shownAs) {
    let size;
    try {
        size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)} (${err.code ?? 'error'}): check the path`);
    }
    if (size > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)}) is ${size} bytes; the limit is 256 KiB`);
    return checkIntent(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path), shownAs);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    let text;
    try {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(paths.file('intent'))).size > INTENT_MAX_BYTES)
            return { problem: 'intent.md is larger than the sealed intent' };
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(paths.file('intent'), 'utf8');
    }
    catch {
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    }
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
