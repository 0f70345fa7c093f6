export const id = 927;
export const ids = [927];
export const modules = {

/***/ 8721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lb: () => (/* binding */ setTextOutput),
/* harmony export */   mI: () => (/* binding */ setJsonOutput)
/* harmony export */ });
/* unused harmony export OUTPUT_MAX_UNITS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53385);



/**
 * GitHub carries 1 MB of a job's outputs, counting each UTF-16 code unit as 2 bytes; past it the
 * job fails or the downstream job reads nothing, after the work was done. One output that could
 * never be a job output is not set whole: it is left empty, in one warning saying where the whole is.
 */
const OUTPUT_MAX_UNITS = 500_000;
/** `text` as the step output `name`, or `empty` with a warning when it is past what a job output holds. */
function setBounded(name, text, empty, whole) {
    if (text.length <= OUTPUT_MAX_UNITS)
        return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, text);
    _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(`output \`${name}\` is left ${empty === '' ? 'empty' : `\`${empty}\``}: its ${text.length.toLocaleString('en-US')} characters are past the 1 MB GitHub holds of a job's outputs; ${whole}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, empty);
}
/** A step output of text (a command's stdout), bounded as a job output is. */
function setTextOutput(name, text, whole) {
    setBounded(name, text, '', whole);
}
/**
 * A step output holding JSON: the same value, and inert where a `run:` step interpolates it
 * (inertJson); `null` past what a job output holds (`fromJSON` reads it, every field of it null).
 */
function setJsonOutput(name, value, whole) {
    setBounded(name, (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.inertJson)(value), 'null', whole);
}


/***/ }),

/***/ 77522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8721);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _review_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78324);
/* harmony import */ var _review_units_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68467);
/* harmony import */ var _review_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66242);
/* harmony import */ var _review_render_scope_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68391);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92935);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(49721);
/* harmony import */ var _text_taken_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(77612);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4622);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(90108);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9107);
/* harmony import */ var _github_event_change_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(22192);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53385);
/* harmony import */ var _review_evidence_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(73219);
/* harmony import */ var _seal_record_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(18138);

















async function run() {
    const id = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .requiredInput */ .YF)('id');
    const artifactName = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .artifactNameInput */ .Mn)();
    const change = (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_13__.eventChange)();
    const { maxJobs, ...settings } = (0,_review_options_js__WEBPACK_IMPORTED_MODULE_5__.scopeOptions)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .inputOptions */ .NH)());
    // From here the pull request can make the seal fail (its description, its base): review-gate, run after this step whatever
    // its outcome, must know the seal did not finish rather than judge a scope an earlier run left, or seal its own.
    const sealing = (0,_review_evidence_js__WEBPACK_IMPORTED_MODULE_15__.reviewPaths)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)(), id, settings.dir).folder;
    (0,_seal_record_js__WEBPACK_IMPORTED_MODULE_16__/* .sealBegun */ .No)(sealing);
    // The event's change decides the default refs (a pull request's base and head: the gate answers that head; a merge
    // queue group's; a push's), else HEAD~1 and HEAD; a working tree is compared with HEAD.
    const refs = settings.workspace ? {} : { base: settings.base ?? change?.baseSha, head: settings.head ?? change?.headSha };
    (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_13__.refuseUnnamedChange)({ base: refs.base, workspace: settings.workspace });
    const intent = await (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .intentInput */ .VA)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)());
    const result = await (0,_review_scope_js__WEBPACK_IMPORTED_MODULE_3__.reviewScope)({ id, cwd: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)(), ...settings, ...refs, ...(intent ? { intent } : {}) });
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_14__/* .logUntrusted */ .t)(result.lines);
    const { scope } = result;
    (0,_seal_record_js__WEBPACK_IMPORTED_MODULE_16__/* .sealDone */ .o7)(sealing, scope.scopeSha256);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(result.files.scope);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('scope-sha', scope.scopeSha256);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('scope-short', scope.scopeSha256.slice(0, 12));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('files', String(scope.totals.files));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('changed-lines', String(scope.totals.changedLines));
    // At most 256 entries (GitHub's matrix limit), each carrying unit ids (and the reviewer, when each is its own run), never file lists.
    (0,_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .setJsonOutput */ .mI)('units', (0,_review_units_js__WEBPACK_IMPORTED_MODULE_4__.scopeMatrix)(scope, maxJobs), `the matrix is in ${result.files.scope}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('head-sha', scope.refs.headSha);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('excluded', String(scope.totals.excluded));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('review-dir', folder);
    // Its own name: a gate step in the same job uploads `proofgate-review-<id>`, and names are unique in a run.
    const bound = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('upload-artifact', true)
        ? await (0,_upload_js__WEBPACK_IMPORTED_MODULE_10__/* .uploadTaken */ .h)(artifactName ?? `proofgate-scope-${id}`, (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)(), folder, SCOPE)
        : undefined;
    const sections = (0,_review_render_scope_js__WEBPACK_IMPORTED_MODULE_6__/* .scopeSummarySections */ .f)(scope, result.ruleSet);
    if (bound?.refused !== undefined)
        return scopeNotBound(bound.refused, sections);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(result.exitCode));
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .fitSections */ .WK)(bound ? [sections[0], (0,_text_taken_js__WEBPACK_IMPORTED_MODULE_9__/* .takenLine */ .E)(bound.upload, 'the sealed scope', SCOPE.output), ...sections.slice(1)] : sections));
}
/** The scope as a unit job of the matrix recipe takes it: by the id this step reports, never by name (hazard 591). */
const SCOPE = {
    what: 'the sealed scope',
    lost: "a later job has no scope of this step to read (one under its name in the run is not this step's)",
    taker: 'a later job',
    output: 'scope-artifact-id',
};
/** The scope was sealed but is not bound to this step: an error, why first in the summary, the step fails. */
async function scopeNotBound(refused, sections) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(_text_errors_js__WEBPACK_IMPORTED_MODULE_11__.ERROR_EXIT));
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .fitSections */ .WK)([sections[0], (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_8__/* .notTakenSection */ .of)(refused, 'The sealed scope is not handed over: the step fails.'), ...sections.slice(1)]));
    _github_log_js__WEBPACK_IMPORTED_MODULE_14__/* .log */ .R.fail(refused);
}


/***/ }),

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ checkExternalId),
/* harmony export */   IF: () => (/* binding */ otherReviewOf),
/* harmony export */   hk: () => (/* binding */ annotations),
/* harmony export */   kD: () => (/* binding */ stoppedExternalId),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   sw: () => (/* binding */ checkDocument)
/* harmony export */ });
/* unused harmony exports CHECK_SCHEMA, CHECK_TEXT_MAX, ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16764);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23377);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84877);




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
            title: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(`${f.severity} ${f.category}: ${f.id}`), 255).slice(0, 255),
            message: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)([
                f.content,
                f.evidence && `Evidence: ${f.evidence}`,
                f.consequence && `Consequence: ${f.consequence}`,
                (0,_provenance_js__WEBPACK_IMPORTED_MODULE_3__/* .describeProvenance */ .h)(f.provenance),
            ]
                .filter(Boolean)
                .join('\n\n')), 60_000),
            raw_details: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(f.existing_code), 60_000),
        };
    });
}
/** A check run is the same run across re-runs of one review of one scope. */
function checkExternalId(id, scopeSha256) {
    return `${EXTERNAL_PREFIX}${id}:${scopeSha256}`;
}
/** What every proofgate publisher's external id starts with (a review's, test-review's, any other product's). */
const PROOFGATE_PREFIX = 'proofgate-';
const EXTERNAL_PREFIX = `${PROOFGATE_PREFIX}review:`;
/**
 * The review another proofgate check run stands for, when it is not this one (review `id` over
 * `scopeSha256`): another id; or this id sealed over another scope whose run has not passed (matrix
 * legs sharing one id, a re-seal that leaves files out), which a clean run of this scope, the later
 * one GitHub shows, would hide. A rerun of the same scope, or another scope that passed, is none.
 * Another proofgate product's run (test-review's `proofgate-test-review:…`) is always another: its
 * verdict is of another kind, and a run of this review, the later one, would stand for it.
 */
function otherReviewOf(run, id, scopeSha256) {
    if (!run.externalId.startsWith(EXTERNAL_PREFIX))
        return run.externalId.startsWith(PROOFGATE_PREFIX) ? run.externalId.slice(PROOFGATE_PREFIX.length) : undefined;
    const cut = run.externalId.lastIndexOf(':');
    const named = run.externalId.slice(EXTERNAL_PREFIX.length, cut);
    if (named !== id)
        return named;
    const scope = run.externalId.slice(cut + 1);
    // A run of this review that stopped before sealing (stoppedExternalId) judged no scope: a later run supersedes it.
    return scope === scopeSha256 || scope === STOPPED || run.passed ? undefined : `${id} over scope ${scope.slice(0, 12)}`;
}
const STOPPED = 'stopped';
/** The external id of a run of review `id` that stopped before it had a scope to judge. */
function stoppedExternalId(id) {
    return `${EXTERNAL_PREFIX}${id}:${STOPPED}`;
}
/** The check document of `review gate --emit-check`: a `github` block shaped as a check run; `link` makes each finding's lines a link. */
function checkDocument(r, name = DEFAULT_CHECK_NAME, link) {
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
                summary: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHeadSections */ .o$)(r).join('\n\n'), CHECK_TEXT_MAX),
                text: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)(open.length ? open.map((f) => (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSection */ .Ux)(f, link)).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
                annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
            },
        },
    };
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

/***/ 66928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ serverOrigin)
/* harmony export */ });
/**
 * The web origin of the GitHub this run publishes to, for links a reader follows: GITHUB_SERVER_URL (the runner
 * sets it), else the one GITHUB_API_URL belongs to (a CLI outside Actions against GitHub Enterprise Server,
 * `https://ghe.example/api/v3`, or GHE.com, `https://api.acme.ghe.com`): a link to github.com there would open
 * another server, where the same owner/name may be someone else's repository. None when neither says, or a
 * value is not a plain http(s) origin.
 */
function serverOrigin(env) {
    const url = (text) => {
        try {
            const u = new URL(text);
            return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.search && !u.hash ? u : undefined;
        }
        catch {
            return undefined;
        }
    };
    if (env.GITHUB_SERVER_URL) {
        const u = url(env.GITHUB_SERVER_URL);
        return u && (u.pathname === '/' || u.pathname === '') ? u.origin : undefined;
    }
    const api = url(env.GITHUB_API_URL || 'https://api.github.com');
    if (!api)
        return undefined;
    if (/^\/api\/v3\/?$/.test(api.pathname))
        return api.origin;
    if (api.pathname !== '/' && api.pathname !== '')
        return undefined;
    if (api.host === 'api.github.com')
        return 'https://github.com';
    return /^api\.[a-z0-9-]+\.ghe\.com$/.test(api.host) ? `${api.protocol}//${api.host.slice(4)}` : undefined;
}


/***/ })

};
