export const id = 6443;
export const ids = [6443,7131];
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
/* harmony import */ var _github_trigger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87131);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _review_intent_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53068);







function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name)
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
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
    if (spec !== undefined)
        return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_6__.readIntentFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, spec), spec);
    if (!fromPr)
        return undefined;
    const event = readEvent();
    const body = event?.pull_request?.body;
    if (typeof body !== 'string' || body.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out');
    return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_6__.checkIntent)(Buffer.from(body, 'utf8'), `pull request #${String(event?.pull_request?.number)} description`);
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
    const refusal = (0,_github_trigger_js__WEBPACK_IMPORTED_MODULE_4__.agentTriggerRefusal)(what, process.env);
    if (refusal)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(refusal);
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

/***/ 16443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/review/scope.ts + 1 modules
var review_scope = __webpack_require__(22763);
// EXTERNAL MODULE: ./src/review/units.ts
var units = __webpack_require__(68467);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
;// CONCATENATED MODULE: ./src/review/render-scope.ts




const LIST_CAP = 500;
function capped(items, render, what) {
    const rows = items.slice(0, LIST_CAP).map(render);
    if (items.length > LIST_CAP)
        rows.push(`\n_${items.length - LIST_CAP} more ${what} left out here; scope.json lists them all._`);
    return rows;
}
/** The sections of a scope's job summary, headline first. */
function scopeSummarySections(scope, ruleSet) {
    const t = scope.totals;
    const sections = [];
    sections.push([
        `## proofgate review scope: ${(0,neutralise/* mdCode */.xs)(scope.id)}`,
        '',
        `**${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s)** — scope \`${(0,hash/* short */.h0)(scope.scopeSha256)}\``,
        '',
        `${(0,units/* describePlan */.df)(scope.plan, t.units)} · base \`${scope.refs.baseSha.slice(0, 12)}\` · head \`${scope.refs.headSha.slice(0, 12)}\`${scope.refs.workspace ? ' + working tree' : ''} · merge base \`${scope.refs.mergeBase.slice(0, 12)}\` · rule set \`${(0,hash/* short */.h0)(ruleSet.sha256)}\` (${ruleSet.source})`,
        '',
        'Every selected file must end in `coverage.json` as completed, failed or waived (with a reason). Sealing a scope reviews nothing: no agent ran in this step.',
    ].join('\n'));
    const counts = review_scope/* EXCLUSION_REASONS */.VY.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
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
            ...capped(scope.units, (u) => `| ${u.id} | ${u.files.map(neutralise/* mdCode */.xs).join('<br>')} | ${u.changedLines} |`, 'units'),
        ].join('\n'));
    }
    sections.push(scope.excluded.length
        ? [
            '### Excluded',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...capped(scope.excluded, (e) => `| ${(0,neutralise/* mdCode */.xs)(e.path)} | \`${e.reason}\` |`, 'excluded files'),
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
                ...capped(files, (f) => `- ${(0,neutralise/* mdCode */.xs)(f.path)}`, 'files'),
                '',
                (0,neutralise/* mdFence */.F)(rule.doc.trim(), 'markdown'),
                '',
                '</details>',
            ].join('\n'));
        }
    }
    return sections;
}

// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(92935);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/actions/io.ts
var io = __webpack_require__(9107);
;// CONCATENATED MODULE: ./src/actions/review-scope.ts







async function run() {
    const id = (0,io/* requiredInput */.YF)('id');
    const pr = (0,io/* pullRequest */.VV)();
    const ws = (0,io/* booleanInput */.tE)('workspace', false);
    // In a pull request the default base is the PR's base commit, not HEAD~1.
    const base = (0,io/* input */.hF)('base') ?? (ws ? undefined : pr?.baseSha);
    const result = await (0,review_scope.reviewScope)({
        id,
        cwd: (0,io/* workspace */.Gl)(),
        base,
        head: (0,io/* input */.hF)('head'),
        workspace: ws,
        include: (0,io/* listInput */.dt)('include'),
        exclude: (0,io/* listInput */.dt)('exclude'),
        effort: (0,io/* input */.hF)('effort'),
        dir: (0,io/* input */.hF)('dir'),
        intent: await (0,io/* intentInput */.VA)((0,io/* workspace */.Gl)()),
    });
    (0,io/* logUntrusted */.ts)(result.lines);
    const { scope } = result;
    const folder = (0,external_node_path_.dirname)(result.files.scope);
    core.setOutput('scope-sha', scope.scopeSha256);
    core.setOutput('scope-short', scope.scopeSha256.slice(0, 12));
    core.setOutput('files', String(scope.totals.files));
    core.setOutput('changed-lines', String(scope.totals.changedLines));
    core.setOutput('units', JSON.stringify(scope.units.map((u) => ({ id: u.id, files: u.files.length, changedLines: u.changedLines }))));
    core.setOutput('excluded', String(scope.totals.excluded));
    core.setOutput('review-dir', folder);
    core.setOutput('exit-code', String(result.exitCode));
    await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)(scopeSummarySections(scope, result.ruleSet)));
    if ((0,io/* booleanInput */.tE)('upload-artifact', true)) {
        const upload = await (0,artifact/* uploadFolder */.y)((0,io/* input */.hF)('artifact-name') ?? `proofgate-review-${id}`, folder);
        if (upload.uploaded)
            core.info(upload.message);
        else
            core.warning(upload.message);
    }
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
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__.info)('no GITHUB_STEP_SUMMARY: job summary skipped');
        return false;
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, markdown);
        return true;
    }
    catch (err) {
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__.warning)(`the job summary could not be written (${err.code ?? 'error'}); the verdict stands`);
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


/***/ })

};
