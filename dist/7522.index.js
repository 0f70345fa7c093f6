export const id = 7522;
export const ids = [7522,7131];
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

/***/ 77522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _review_scope_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78324);
/* harmony import */ var _review_units_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68467);
/* harmony import */ var _review_render_scope_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68391);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(92935);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49721);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4622);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9107);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(53385);










async function run() {
    const id = (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .requiredInput */ .YF)('id');
    const pr = (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .pullRequest */ .VV)();
    const ws = (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .booleanInput */ .tE)('workspace', false);
    const maxJobs = (0,_review_units_js__WEBPACK_IMPORTED_MODULE_3__.checkMaxJobs)((0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .input */ .hF)('max-jobs'), 'input `max-jobs`');
    // In a pull request the default refs are its base and head commits (the gate answers that head), not HEAD~1 and HEAD.
    const base = (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .input */ .hF)('base') ?? (ws ? undefined : pr?.baseSha);
    const result = await (0,_review_scope_js__WEBPACK_IMPORTED_MODULE_2__.reviewScope)({
        id,
        cwd: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .workspace */ .Gl)(),
        base,
        head: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .input */ .hF)('head') ?? (ws ? undefined : pr?.headSha),
        workspace: ws,
        include: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .listInput */ .dt)('include'),
        exclude: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .listInput */ .dt)('exclude'),
        effort: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .input */ .hF)('effort'),
        dir: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .input */ .hF)('dir'),
        intent: await (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .intentInput */ .VA)((0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .workspace */ .Gl)()),
        dispatch: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .input */ .hF)('dispatch'),
        shell: (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .booleanInput */ .tE)('shell', false),
    });
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_9__/* .logUntrusted */ .t)(result.lines);
    const { scope } = result;
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(result.files.scope);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('scope-sha', scope.scopeSha256);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('scope-short', scope.scopeSha256.slice(0, 12));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('files', String(scope.totals.files));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('changed-lines', String(scope.totals.changedLines));
    // At most 256 entries (GitHub's matrix limit), each carrying unit ids, never file lists.
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('units', JSON.stringify((0,_review_units_js__WEBPACK_IMPORTED_MODULE_3__.matrixEntries)(scope.units, maxJobs)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('head-sha', scope.refs.headSha);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('excluded', String(scope.totals.excluded));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('review-dir', folder);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(result.exitCode));
    // Its own name: a gate step in the same job uploads `proofgate-review-<id>`, and names are unique in a run.
    const upload = (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .booleanInput */ .tE)('upload-artifact', true)
        ? await (0,_upload_js__WEBPACK_IMPORTED_MODULE_7__/* .uploadArtifact */ .m)((0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .input */ .hF)('artifact-name') ?? `proofgate-scope-${id}`, (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .workspace */ .Gl)(), folder)
        : undefined;
    const sections = (0,_review_render_scope_js__WEBPACK_IMPORTED_MODULE_4__/* .scopeSummarySections */ .f)(scope, result.ruleSet);
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .fitSections */ .WK)(upload ? [sections[0], (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .artifactSection */ .y)(upload, 'The sealed scope'), ...sections.slice(1)] : sections));
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

/***/ 68391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ personSection),
/* harmony export */   f: () => (/* binding */ scopeSummarySections)
/* harmony export */ });
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25842);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68467);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55114);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);





const LIST_CAP = 500;
function capped(items, render, what) {
    const rows = items.slice(0, LIST_CAP).map(render);
    if (items.length > LIST_CAP)
        rows.push(`\n_${items.length - LIST_CAP} more ${what} left out here; scope.json lists them all._`);
    return rows;
}
/** "A person must look at these": each changed file no agent reviews, why, and (at the gate) whether it is acknowledged. */
function personSection(items) {
    const status = items.some((u) => u.acknowledged !== undefined);
    return [
        '### A person must look at these',
        '',
        'No agent reviews these changed files, and the verdict cannot be clean until a person has looked at each in the change and acknowledged it: `--acknowledge PATH` (review gate, review run), or one path per line in the `acknowledge` input of the review-gate action.',
        '',
        status ? '| file | why | acknowledged |' : '| file | why |',
        status ? '| --- | --- | --- |' : '| --- | --- |',
        ...capped(items, (u) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(u.path)} | ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(u.why)} |${status ? ` ${u.acknowledged ? 'yes' : '**not yet**'} |` : ''}`, 'files'),
    ].join('\n');
}
/** The line that says an edit to the review's own configuration waits for the merge. */
function configEditSection(paths) {
    return [`> [!NOTE]`, `> ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_EDIT_NOTE */ .rZ)}: ${paths.slice(0, 50).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode).join(', ')}${paths.length > 50 ? ', …' : ''}`].join('\n');
}
/** The sections of a scope's job summary, headline first. */
function scopeSummarySections(scope, ruleSet) {
    const t = scope.totals;
    const sections = [];
    sections.push([
        `## proofgate review scope: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(scope.id)}`,
        '',
        `**${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s)** — scope \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(scope.scopeSha256)}\``,
        '',
        `${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .describePlan */ .df)(scope.plan, t.units)} · base \`${scope.refs.baseSha.slice(0, 12)}\` · head \`${scope.refs.headSha.slice(0, 12)}\`${scope.refs.workspace ? ' + working tree' : ''} · merge base \`${scope.refs.mergeBase.slice(0, 12)}\` · rule set \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(ruleSet.sha256)}\` (${ruleSet.source})`,
        '',
        'Every selected file must end in `coverage.json` as completed, failed or waived (with a reason). Sealing a scope reviews nothing: no agent ran in this step.',
    ].join('\n'));
    const edits = (0,_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .configEdits */ .A1)(scope, ruleSet);
    if (edits.length)
        sections.push(configEditSection(edits));
    const person = (0,_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .needsPerson */ .z6)(scope);
    if (person.length)
        sections.push(personSection(person));
    if (t.files === 0)
        sections.push(t.excluded === 0
            ? '_No changes: the base and the head do not differ._'
            : '_Nothing is selected: every changed file is excluded. The gate is not clean on an empty review unless the caller opts in (`allow-empty`)._');
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_0__/* .EXCLUSION_REASONS */ .V.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    if (t.files + t.excluded > 0) {
        sections.push([
            '```mermaid',
            'pie showData title Changed files',
            `  "selected" : ${t.files}`,
            ...counts.map(([r, n]) => `  "excluded: ${r}" : ${n}`),
            '```',
        ].join('\n'));
    }
    if (scope.units.length) {
        sections.push([
            '### Units',
            '',
            '| unit | files | changed lines |',
            '| --- | --- | ---: |',
            ...capped(scope.units, (u) => `| ${u.id} | ${u.files.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode).join('<br>')} | ${u.changedLines} |`, 'units'),
        ].join('\n'));
    }
    sections.push(scope.excluded.length
        ? [
            '### Excluded',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...capped(scope.excluded, (e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(e.path)} | \`${e.reason}\` |`, 'excluded files'),
        ].join('\n')
        : '### Excluded\n\nNothing was left out.');
    const applied = ruleSet.rules
        .map((rule) => ({ rule, files: scope.files.filter((f) => f.rules.includes(rule.id)) }))
        .filter((x) => x.files.length > 0);
    if (applied.length) {
        sections.push(`### Checklist\n\n${applied.length} rule(s) apply. A rule is a prompt to look, not a finding.`);
        for (const { rule, files } of applied) {
            sections.push([
                `<details><summary><b>${rule.id}</b> (${rule.group}, ${rule.origin}): ${files.length} file(s)</summary>`,
                '',
                ...capped(files, (f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(f.path)}`, 'files'),
                '',
                (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdFence)(rule.doc.trim(), 'markdown'),
                '',
                '</details>',
            ].join('\n'));
        }
    }
    return sections;
}


/***/ })

};
