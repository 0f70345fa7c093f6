export const id = 6242;
export const ids = [6242];
export const modules = {

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ checkExternalId),
/* harmony export */   hk: () => (/* binding */ annotations),
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
    return `proofgate-review:${id}:${scopeSha256}`;
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
/* harmony import */ var _text_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77677);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34920);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48745);
/* harmony import */ var _pr_review_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56748);
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96479);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(68467);








/**
 * The review commands' options and the review actions' inputs, each command's checked once into
 * one typed settings object that the CLI and the actions both use: every refusal is exit 3 and
 * names the option as its caller wrote it (`--effort`, or input `effort`).
 */
const checks = (raw) => new _text_options_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .REVIEW_EXIT */ .y.error);
function scopeOptions(raw) {
    const c = checks(raw);
    const workspace = c.toggle('workspace') === true;
    const head = c.string('head');
    if (workspace && head !== undefined)
        c.bad('head', `does not go with ${c.name('workspace', true)}: the head is the working tree on top of HEAD`);
    const maxJobs = c.string('max-jobs');
    if (maxJobs !== undefined && (!/^\d+$/.test(maxJobs.trim()) || Number(maxJobs) < 1 || Number(maxJobs) > _units_js__WEBPACK_IMPORTED_MODULE_7__/* .MATRIX_MAX_JOBS */ .eH))
        c.bad('max-jobs', `must be a whole number from 1 to ${_units_js__WEBPACK_IMPORTED_MODULE_7__/* .MATRIX_MAX_JOBS */ .eH} (GitHub's limit for one matrix), not ${JSON.stringify(maxJobs)}`);
    const base = c.string('base');
    const dir = c.string('dir');
    return {
        ...(base !== undefined ? { base } : {}),
        ...(head !== undefined ? { head } : {}),
        workspace,
        include: globs(c, 'include'),
        exclude: globs(c, 'exclude'),
        effort: c.oneOf('effort', _units_js__WEBPACK_IMPORTED_MODULE_7__/* .EFFORTS */ .ig, 'medium'),
        maxJobs: maxJobs === undefined ? _units_js__WEBPACK_IMPORTED_MODULE_7__/* .MATRIX_MAX_JOBS */ .eH : Number(maxJobs),
        ...(dir !== undefined ? { dir } : {}),
        dispatch: c.oneOf('dispatch', ['each', 'one'], 'each'),
        shell: c.toggle('shell') === true,
    };
}
/** Include or exclude globs, each refused before any matching when it could hang or explode (#28). */
function globs(c, key) {
    const given = c.list(key) ?? [];
    given.forEach((glob, i) => {
        const problem = (0,_globs_js__WEBPACK_IMPORTED_MODULE_6__/* .globProblem */ .AI)(glob, { braces: false });
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
function deadlineMs(c) {
    const minutes = c.string('deadline-minutes');
    if (minutes === undefined)
        return undefined;
    const n = Number(minutes);
    if (minutes.trim() === '' || !Number.isFinite(n) || n < 0)
        c.bad('deadline-minutes', 'must be a number of minutes, 0 or more');
    return Math.round(n * 60_000);
}
function timeoutMs(c) {
    const minutes = c.string('timeout-minutes');
    if (minutes !== undefined) {
        const n = Number(minutes);
        if (minutes.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 360)
            c.bad('timeout-minutes', 'must be a number of minutes from 1 to 360');
        return Math.round(n * 60_000);
    }
    return c.wholeNumber('timeout-ms', 1, 24 * 3600_000) ?? 20 * 60_000;
}
function verdictOptions(raw) {
    const c = checks(raw);
    return { acknowledge: c.list('acknowledge') ?? [], allowEmpty: c.toggle('allow-empty') === true };
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
        checkName: c.string('check-name') ?? _check_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CHECK_NAME */ .nV,
        ...optional('author', c.string('author')),
        ...optional('runUrl', c.string('run-url')),
    };
}
function gateActionOptions(raw) {
    const c = checks(raw);
    return {
        failOn: c.oneOf('fail-on', ['incomplete', 'findings'], 'findings'),
        prReview: c.oneOf('pr-review', _pr_review_js__WEBPACK_IMPORTED_MODULE_5__/* .PR_REVIEW_MODES */ .Zx, 'comment'),
        checkName: c.string('check-name') ?? _check_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CHECK_NAME */ .nV,
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

/***/ 77677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ OptionChecks)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

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


/***/ })

};
