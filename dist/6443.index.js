export const id = 6443;
export const ids = [6443,8324,7131];
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
// EXTERNAL MODULE: ./src/review/scope.ts
var review_scope = __webpack_require__(78324);
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
        `## proofgate review scope: ${(0,neutralise.mdCode)(scope.id)}`,
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
            ...capped(scope.units, (u) => `| ${u.id} | ${u.files.map(neutralise.mdCode).join('<br>')} | ${u.changedLines} |`, 'units'),
        ].join('\n'));
    }
    sections.push(scope.excluded.length
        ? [
            '### Excluded',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...capped(scope.excluded, (e) => `| ${(0,neutralise.mdCode)(e.path)} | \`${e.reason}\` |`, 'excluded files'),
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
                ...capped(files, (f) => `- ${(0,neutralise.mdCode)(f.path)}`, 'files'),
                '',
                (0,neutralise.mdFence)(rule.doc.trim(), 'markdown'),
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
// EXTERNAL MODULE: ./src/github/log.ts
var log = __webpack_require__(53385);
;// CONCATENATED MODULE: ./src/actions/review-scope.ts









async function run() {
    const id = (0,io/* requiredInput */.YF)('id');
    const pr = (0,io/* pullRequest */.VV)();
    const ws = (0,io/* booleanInput */.tE)('workspace', false);
    const maxJobs = (0,units.checkMaxJobs)((0,io/* input */.hF)('max-jobs'), 'input `max-jobs`');
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
        dispatch: (0,io/* input */.hF)('dispatch'),
        shell: (0,io/* booleanInput */.tE)('shell', false),
    });
    (0,log/* logUntrusted */.t)(result.lines);
    const { scope } = result;
    const folder = (0,external_node_path_.dirname)(result.files.scope);
    core/* setOutput */.uH('scope-sha', scope.scopeSha256);
    core/* setOutput */.uH('scope-short', scope.scopeSha256.slice(0, 12));
    core/* setOutput */.uH('files', String(scope.totals.files));
    core/* setOutput */.uH('changed-lines', String(scope.totals.changedLines));
    // At most 256 entries (GitHub's matrix limit), each carrying unit ids, never file lists.
    core/* setOutput */.uH('units', JSON.stringify((0,units.matrixEntries)(scope.units, maxJobs)));
    core/* setOutput */.uH('head-sha', scope.refs.headSha);
    core/* setOutput */.uH('excluded', String(scope.totals.excluded));
    core/* setOutput */.uH('review-dir', folder);
    core/* setOutput */.uH('exit-code', String(result.exitCode));
    await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)(scopeSummarySections(scope, result.ruleSet)));
    if ((0,io/* booleanInput */.tE)('upload-artifact', true)) {
        const upload = await (0,artifact/* uploadFolder */.y)((0,io/* input */.hF)('artifact-name') ?? `proofgate-review-${id}`, (0,io/* workspace */.Gl)(), folder);
        if (upload.uploaded)
            log/* log */.R.info(upload.message);
        else
            log/* log */.R.warning(upload.message);
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
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);



const BAD_NAME = /["':<>|*?\r\n\\/]/;
async function listFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(e.parentPath, e.name));
}
/**
 * Uploads a folder inside the working tree `root` as one artifact. Without the Actions runtime
 * (a local run, GHES) it uploads nothing and says where the files stay: never an error. What is
 * uploaded is a private copy of the folder's regular files: a folder that is (or passes through)
 * a link is refused, and links, FIFOs and devices inside it are left out and named.
 */
async function uploadFolder(name, root, folder) {
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
        const copy = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .copyRegularFiles */ .pz)(root, folder);
        const left = copy.skipped.length ? `; left out (not regular files): ${copy.skipped.slice(0, 10).join(', ')}` : '';
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(5824), __webpack_require__.e(1351), __webpack_require__.e(8787)]).then(__webpack_require__.bind(__webpack_require__, 48787));
        const files = await listFiles(copy.dir);
        const res = await new DefaultArtifactClient().uploadArtifact(name, files, copy.dir, {});
        return { uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)${left}` };
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

/***/ 71220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ renderChecklist)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46349);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);



/** checklist.md: each rule that applies to a selected file, once, with its document and the files it covers. */
function renderChecklist(scope, ruleSet) {
    const lines = [
        `# Review checklist: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(scope.id)}`,
        '',
        `Scope ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(scope.scopeSha256))} · ${scope.totals.files} file(s) · ${scope.totals.changedLines} changed line(s) · ${scope.totals.units} unit(s) · ${scope.effort} effort · rule set ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(ruleSet.sha256))} (${ruleSet.source})`,
        '',
        'A rule is a prompt to look, not a finding. Quote the code of every finding word for word, and account',
        'for every selected file in `coverage.json` as `completed`, `failed` or `waived` (with a reason).',
    ];
    if (scope.reviewers.length) {
        lines.push('', '**Reviewers.** Each is its own agent run; the review is complete only when every one returned and measured.', '');
        for (const r of scope.reviewers)
            lines.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(r.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)(r.title)}: ${r.why.map((w) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)((0,_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .describeReason */ .Gk)(w))).join('; ')}`);
    }
    let applied = 0;
    for (const rule of ruleSet.rules) {
        const files = scope.files.filter((f) => f.rules.includes(rule.id)).map((f) => f.path);
        if (files.length === 0)
            continue;
        applied++;
        const controls = rule.controls?.length ? ` · controls ${rule.controls.map((c) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(c)).join(', ')}` : '';
        lines.push('', `## ${rule.id}: ${rule.title}`, '', `Group \`${rule.group}\` · ${rule.origin} · ${files.length} file(s)${controls}`, '');
        lines.push(...files.map((p) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(p)}`));
        lines.push('', rule.doc.trim().replace(/^#\s.*\n+/, ''));
    }
    if (applied === 0)
        lines.push('', 'No rule applies: no file is selected.');
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 84466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ reviewFolder)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The review folder `<dir>/<id>/` and the names of the evidence files in it. */
const reviewFolder = {
    files: {
        scope: 'scope.json',
        checklist: 'checklist.md',
        findings: 'findings.json',
        coverage: 'coverage.json',
        anchored: 'findings.anchored.json',
        continue: 'continue.json',
        intent: 'intent.md',
    },
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!ID.test(id) || id.includes('..'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


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

/***/ 78324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ DEFAULT_REVIEW_DIR),
/* harmony export */   VY: () => (/* binding */ EXCLUSION_REASONS),
/* harmony export */   h3: () => (/* binding */ scopeHash),
/* harmony export */   reviewScope: () => (/* binding */ reviewScope)
/* harmony export */ });
/* unused harmony exports SCOPE_SCHEMA, MAX_CHANGED_FILES, DISPATCHES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10308);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63437);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82536);
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96479);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54926);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(68467);
/* harmony import */ var _checklist_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71220);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(46349);
/* harmony import */ var _intent_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(53068);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(25823);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(84466);


















/** Precedence: the first reason that applies is the one recorded. */
const EXCLUSION_REASONS = [
    'secret',
    'binary',
    'deleted',
    'generated-or-vendored',
    'excluded-by-pattern',
    'not-included',
];
const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';
const DEFAULT_REVIEW_DIR = '_bmad-output/review';
const MAX_CHANGED_FILES = 50_000;
const DISPATCHES = ['each', 'one'];
function checkDispatch(value) {
    if (!DISPATCHES.includes(value))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError(`--dispatch must be each or one, not ${JSON.stringify(value)}`);
    return value;
}
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .canonicalJson */ .dj)(sealed));
}
/** Paths in the change that point into the review folder are not part of the change. */
function reviewPrefix(repo, dirAbs) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(repo.root, dirAbs);
    if (rel === '')
        return '';
    if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
        return undefined;
    return rel.split('\\').join('/');
}
function inFolder(path, prefix) {
    if (prefix === undefined)
        return false;
    if (prefix === '')
        return true;
    return path === prefix || path.startsWith(`${prefix}/`);
}
/** A symlink whose target names a secret path is a secret too: its target is read from git (or the link), never the file it points to. */
async function secretSymlinks(repo, changes, workspace) {
    const links = changes.filter((c) => c.kind === 'symlink' && c.status !== 'deleted');
    const secret = new Set();
    const fromGit = links.filter((c) => c.blob !== '');
    const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.readObjects)(repo.root, fromGit.map((c) => c.blob));
    for (const c of fromGit) {
        const target = blobs.get(c.blob)?.data?.toString('utf8') ?? '';
        if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(c.path), target))))
            secret.add(c);
    }
    if (workspace) {
        for (const c of links.filter((l) => l.blob === '' && !l.untracked)) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, c.path)).catch(() => '');
            if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(c.path), target))))
                secret.add(c);
        }
    }
    return secret;
}
async function reviewScope(options) {
    const id = _folder_js__WEBPACK_IMPORTED_MODULE_16__/* .reviewFolder */ .B.checkId(options.id);
    const effort = (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .checkEffort */ .Dz)(options.effort ?? 'medium');
    const dispatch = checkDispatch(options.dispatch ?? 'each');
    if (options.shell && dispatch === 'one')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError('--shell needs --dispatch each: only a reviewer run on its own can be given a shell');
    const include = options.include ?? [];
    const exclude = options.exclude ?? [];
    const isIncluded = (0,_globs_js__WEBPACK_IMPORTED_MODULE_6__/* .compileGlobs */ .t)(include, '--include', { braces: false });
    const isExcluded = (0,_globs_js__WEBPACK_IMPORTED_MODULE_6__/* .compileGlobs */ .t)(exclude, '--exclude', { braces: false });
    const workspace = options.workspace ?? false;
    if (workspace && options.head !== undefined)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError('--head does not go with --workspace: the head is the working tree on top of HEAD');
    const baseRef = options.base ?? (workspace ? 'HEAD' : 'HEAD~1');
    const headRef = options.head ?? 'HEAD';
    const { repo, shas } = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.openAndResolve)(options.cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]);
    const [baseSha, headSha] = shas;
    // A commit range diffs from the merge base itself (`base...head`), so git runs
    // both at once; the working tree needs the merge base first. One Promise.all,
    // so that no rejection is left unhandled while another is awaited.
    const basePromise = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeBase */ .wu)(repo, baseSha, headSha);
    const [ruleSet, base, allChanges] = await Promise.all([
        (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .loadRuleSet */ .ZI)(repo.root),
        basePromise,
        workspace
            ? basePromise.then((mb) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .diffChanges */ .Xw)(repo, { from: mb, to: null }))
            : (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .diffChanges */ .Xw)(repo, { from: `${baseSha}...${headSha}`, to: null, range: true }),
    ]);
    const dirAbs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(options.cwd, options.dir ?? DEFAULT_REVIEW_DIR);
    const prefix = reviewPrefix(repo, dirAbs);
    const changes = allChanges.filter((c) => !inFolder(c.path, prefix) && !(c.from !== undefined && inFolder(c.from, prefix)));
    if (changes.length > MAX_CHANGED_FILES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError(`the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES} (review it in smaller scopes with --include)`);
    for (const c of changes) {
        if (c.path.includes('\ufffd'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError(`a changed path is not valid UTF-8: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_15__.visible)(c.path)} (rename it)`);
    }
    const secretLinks = await secretSymlinks(repo, changes, workspace);
    const excluded = [];
    const kept = [];
    for (const c of changes) {
        let reason;
        if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(c.path) || (c.from !== undefined && (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(c.from)) || secretLinks.has(c))
            reason = 'secret';
        else {
            if (c.untracked)
                await (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .inspectUntracked */ .wo)(repo.root, c);
            if (c.added === null || c.deleted === null)
                reason = 'binary';
            else if (c.status === 'deleted')
                reason = 'deleted';
            else if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isGeneratedOrVendored */ .Ur)(c.path) && !isIncluded(c.path))
                reason = 'generated-or-vendored';
            else if (isExcluded(c.path))
                reason = 'excluded-by-pattern';
            else if (include.length > 0 && !isIncluded(c.path))
                reason = 'not-included';
        }
        if (reason)
            excluded.push({ path: c.path, reason });
        else
            kept.push(c);
    }
    // In the working tree, seal the content itself: hash each kept file into the object store.
    const unhashed = kept.filter((c) => c.blob === '');
    const regular = unhashed.filter((c) => c.kind === 'file');
    const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFiles */ .yQ)(repo.root, regular.map((c) => c.path));
    regular.forEach((c, i) => (c.blob = oids[i]));
    for (const c of unhashed.filter((u) => u.kind !== 'file')) {
        const target = Buffer.from(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, c.path)));
        c.blob = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${target.length}\0`).update(target).digest('hex');
    }
    const sortedKept = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sortByBytes */ .n2)(kept, (c) => c.path);
    const sortedExcluded = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sortByBytes */ .n2)(excluded, (e) => e.path);
    const units = (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .cutUnits */ .Cv)(sortedKept.map((c) => ({ path: c.path, lines: (c.added ?? 0) + (c.deleted ?? 0) })));
    const unitOf = new Map(units.flatMap((u) => u.files.map((f) => [f, u.id])));
    const changedLines = units.reduce((n, u) => n + u.changedLines, 0);
    const plan = (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .makePlan */ .Cs)(effort, changedLines, units.length);
    const files = sortedKept.map((c) => ({
        path: c.path,
        ...(c.from !== undefined ? { from: c.from } : {}),
        status: c.status,
        kind: c.kind,
        blob: c.blob,
        added: c.added ?? 0,
        deleted: c.deleted ?? 0,
        unit: unitOf.get(c.path),
        rules: (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .rulesFor */ .NP)(ruleSet, c.path).map((r) => r.id),
    }));
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_10__/* .loadReviewerCatalog */ .fZ)(repo.root, ruleSet.rules.map((r) => r.id));
    const reviewers = (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_10__/* .selectReviewers */ .bK)(catalog, { effort, files, changedLines, intent: options.intent !== undefined, shell: options.shell });
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        refs: { baseSha, headSha, mergeBase: base, workspace },
        effort,
        patterns: { include, exclude },
        ruleSet: (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .ruleSetSeal */ .o5)(ruleSet),
        plan,
        totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
        files,
        excluded: sortedExcluded,
        units,
        ...(options.intent ? { intent: (0,_intent_js__WEBPACK_IMPORTED_MODULE_11__.sealIntent)(options.intent) } : {}),
        dispatch,
        reviewers,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: scopeHash(draft), ...rest };
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dirAbs, id);
    const scopeFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'scope.json');
    const checklistFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'checklist.md');
    if (options.intent)
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeFileAtomic */ .Zf)(options.cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_16__/* .reviewFolder */ .B.files.intent), options.intent.text);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeJsonAtomic */ .ZJ)(options.cwd, scopeFile, scope);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeFileAtomic */ .Zf)(options.cwd, checklistFile, (0,_checklist_js__WEBPACK_IMPORTED_MODULE_9__/* .renderChecklist */ .t)(scope, ruleSet));
    const counts = EXCLUSION_REASONS.map((r) => [r, excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    const lines = [
        scopeFile,
        `${files.length} file(s) to review, ${changedLines} changed lines, ${units.length} unit(s) — scope ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .short */ .h0)(scope.scopeSha256)}`,
        counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
        `checklist: ${checklistFile}`,
        (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .describePlan */ .df)(plan, units.length),
        'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
    ];
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.EXIT.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines };
}


/***/ })

};
