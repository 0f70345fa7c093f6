export const id = 7989;
export const ids = [7989];
export const modules = {

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

/***/ 67989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AREAS: () => (/* binding */ AREAS),
  COMMANDS: () => (/* binding */ COMMANDS),
  findCommand: () => (/* binding */ findCommand)
});

;// CONCATENATED MODULE: ./src/cli/spec.ts
const JSON_OPTION = { type: 'boolean', help: 'print the result as JSON on stdout instead of the text lines' };
/** A command's exit-code rows, each code taken by name from its area's table (src/<area>/exit-codes.ts). */
function exitCodes(table, rows) {
    return rows.map(([name, meaning]) => [table[name], meaning]);
}

;// CONCATENATED MODULE: ./src/cli/options.ts
/** The command line's raw options: the parsed flags, named back as they are typed (`--agent custom`, `--no-isolate`). */
function cliOptions(values) {
    return {
        name: (key, value) => (value === false ? `--no-${key}` : typeof value === 'string' ? `--${key} ${value}` : `--${key}`),
        string: (key) => {
            const v = values[key];
            return typeof v === 'string' ? v : undefined;
        },
        list: (key) => {
            const v = values[key];
            return Array.isArray(v) ? v : typeof v === 'string' ? [v] : undefined;
        },
        toggle(key, refuse) {
            const on = values[key] === true;
            const off = values[`no-${key}`] === true;
            if (on && off)
                refuse(`--${key} and --no-${key} contradict each other: give one`);
            return on ? true : off ? false : undefined;
        },
    };
}

// EXTERNAL MODULE: ./src/review/exit-codes.ts
var exit_codes = __webpack_require__(48745);
;// CONCATENATED MODULE: ./src/cli/review-commands.ts



const str = (v) => (typeof v === 'string' ? v : undefined);
/** Where the CLI reads GitHub from: the variables a workflow step has. */
const githubFromEnv = () => ({
    token: process.env.GITHUB_TOKEN,
    repository: process.env.GITHUB_REPOSITORY,
    apiUrl: process.env.GITHUB_API_URL,
});
/** The review options module (src/review/options.ts), loaded with the command it checks. */
const options = () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(618), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(1659), __webpack_require__.e(1046)]).then(__webpack_require__.bind(__webpack_require__, 66242));
/** The CLI in a workflow gates as the action does: evidence a fork's run wrote is no evidence (docs/security.md, "Triggers"). */
const evidenceDoubt = async () => {
    const doubt = (await __webpack_require__.e(/* import() */ 7131).then(__webpack_require__.bind(__webpack_require__, 87131))).evidenceTriggerDoubt(process.env);
    return doubt ? [doubt] : [];
};
/** Run as a step of a job on a runner, a command reads only what this job made (src/cli/this-job.ts, hazard 642). */
const thisJob = () => __webpack_require__.e(/* import() */ 4634).then(__webpack_require__.bind(__webpack_require__, 84634));
const DIR_OPTION = {
    type: 'string',
    value: 'PATH',
    default: '_bmad-output/review',
    help: 'the folder that holds one sub-folder of evidence per review id',
};
const reviewScopeCommand = {
    area: 'review',
    name: 'scope',
    summary: 'resolve the refs, diff from the merge base, select files, seal scope.json and write checklist.md',
    positionals: [{ name: 'ID', required: true, help: 'the review id: the folder <dir>/<ID>/ gets the evidence' }],
    options: {
        base: {
            type: 'string',
            value: 'REF',
            help: "compare from the merge base of REF and the head (default HEAD~1, or HEAD with --workspace; in a workflow step, the base of the change the event names: a pull request's, a merge queue group's, a push's `before`, and refused for an event that names none)",
        },
        head: { type: 'string', value: 'REF', help: 'the head commit (default HEAD; not with --workspace)' },
        workspace: { type: 'boolean', help: 'review the working tree, untracked files included, on top of HEAD' },
        include: {
            type: 'string',
            multiple: true,
            value: 'GLOB',
            help: 'select only paths matching GLOB (repeatable); also brings back generated or vendored files',
        },
        exclude: { type: 'string', multiple: true, value: 'GLOB', help: 'leave out paths matching GLOB (repeatable)' },
        effort: {
            type: 'string',
            value: 'LEVEL',
            default: 'medium',
            help: 'low (1 pass), medium (2 passes + refutation) or high (3 passes + refutation)',
        },
        dispatch: {
            type: 'string',
            value: 'MODE',
            default: 'each',
            help: 'each: every reviewer is its own agent run, and the review is complete only when each returned and measured; one: one agent run plays every reviewer',
        },
        shell: {
            type: 'boolean',
            help: 'reviewers that measure (verification-gap, security, performance) may run commands and report what they ran; without it no reviewer can claim an executed finding',
        },
        spec: {
            type: 'string',
            value: 'FILE',
            help: "the change's intent (a spec, or a saved pull request description, at most 256 KiB): sealed, and checked by the spec-compliance reviewer",
        },
        'max-jobs': {
            type: 'string',
            value: 'N',
            default: '256',
            help: 'the most matrix entries (--json `matrix`), 1 to 256 (GitHub runs at most 256 jobs per matrix): one per unit, or per unit and reviewer when each reviewer is its own run; with more, an entry carries several units',
        },
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['ok', 'the scope is sealed'],
        [
            'error',
            'error, one line on stderr: not a git repository, unknown ref, a shallow clone (it can hide a merge base or the base itself: check out with `fetch-depth: 0`), a base and head with several merge bases (criss-cross history: a diff from one of them can hide what merging brings in from another; merge the base into the head), bad effort, an empty or dangerous glob, an invalid `_bmad/review-rules.yaml` or `_bmad/review-reviewers.yaml`, a spec that is not UTF-8 text or is over 256 KiB, a working-tree scope (`--workspace`) with an edit an index bit hides from git (`assume-unchanged`, or `skip-worktree` on a file present), named with the `git update-index` command that clears the bit, or with files a merge left unresolved, named, or whose review folder (`--dir`) holds files proofgate does not write, tracked (`.`, `src`) or untracked (`newpkg/lib/x.js`), named, the review folder in use by another proofgate process (named by its pid)',
        ],
    ]),
    async run([id], v, ctx) {
        const workspace = v.workspace === true;
        // In a workflow step the default base is the event's change, as the review-scope action takes it (never HEAD~1 there).
        const base = str(v.base) ?? (await __webpack_require__.e(/* import() */ 2192).then(__webpack_require__.bind(__webpack_require__, 22192))).workflowBase({ workspace });
        // git resolves the refs and diffs the change while the code that checks the options and selects files loads.
        const started = (await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3437), __webpack_require__.e(5990)]).then(__webpack_require__.bind(__webpack_require__, 74093))).startScope(ctx.cwd, { base, head: str(v.head), workspace });
        const { maxJobs, ...settings } = (await options()).scopeOptions(cliOptions(v));
        const { reviewScope } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(6362)]).then(__webpack_require__.bind(__webpack_require__, 62924));
        const spec = str(v.spec);
        const intent = spec === undefined ? undefined : await (await __webpack_require__.e(/* import() */ 3068).then(__webpack_require__.bind(__webpack_require__, 53068))).readIntentFile(ctx.cwd, spec);
        const { describeMatrix, scopeMatrix } = await __webpack_require__.e(/* import() */ 8467).then(__webpack_require__.bind(__webpack_require__, 68467));
        // A seal in a reused workspace starts from nothing an earlier job left, as review-scope's does (hazard 615).
        await (await thisJob()).thisJobsEvidence({ id: id, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
        const r = await reviewScope({
            id: id,
            cwd: ctx.cwd,
            ...settings,
            ...(base !== undefined ? { base } : {}),
            ...(intent ? { intent } : {}),
            started,
        });
        const matrix = scopeMatrix(r.scope, maxJobs);
        const shared = describeMatrix(matrix, r.scope.units.length);
        return { exitCode: r.exitCode, lines: [...r.lines, ...shared], json: { scope: r.scope, files: r.files, matrix } };
    },
};
const reviewRulesCommand = {
    area: 'review',
    name: 'rules',
    summary: 'list the effective review rules, or those that apply to one path',
    positionals: [{ name: 'PATH', required: false, help: 'a repository-relative path: list only the rules that apply to it' }],
    options: { json: JSON_OPTION },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['ok', 'listed'],
        ['error', 'error: invalid `_bmad/review-rules.yaml`, not a repository'],
    ]),
    async run([path], _v, ctx) {
        const { listRules } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(619)]).then(__webpack_require__.bind(__webpack_require__, 63047));
        return listRules(ctx.cwd, path);
    },
};
const reviewReviewersCommand = {
    area: 'review',
    name: 'reviewers',
    summary: 'list the reviewers a scope can dispatch and their triggers, or those a change of one path selects and why',
    positionals: [{ name: 'PATH', required: false, help: 'a repository-relative path: the reviewers a change of it selects, each with why' }],
    options: {
        effort: { type: 'string', value: 'LEVEL', default: 'medium', help: 'the effort the selection is made at (low, medium or high)' },
        json: JSON_OPTION,
    },
    exitCodes: [
        [0, 'listed'],
        [3, 'error: an invalid `_bmad/review-reviewers.yaml` or `_bmad/review-rules.yaml` (the entry named), not a repository, a bad option'],
    ],
    async run([path], v, ctx) {
        const { listReviewers } = await Promise.all(/* import() */[__webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(4926), __webpack_require__.e(6128)]).then(__webpack_require__.bind(__webpack_require__, 82528));
        return listReviewers(ctx.cwd, path, str(v.effort));
    },
};
const ID_ARG = [{ name: 'ID', required: true, help: 'the review id (the folder <dir>/<ID>/)' }];
/** What a verdict may accept that the evidence files cannot say: a person's look, an empty review on purpose. */
const VERDICT_OPTIONS = {
    acknowledge: {
        type: 'string',
        multiple: true,
        value: 'PATH',
        help: 'a changed file no agent reviews (binary, or under a secret-looking name) that a person has looked at (repeatable; exact path)',
    },
    'allow-empty': {
        type: 'boolean',
        help: 'a change whose files are all excluded may be clean (e.g. a lockfile-only update); the output says so',
    },
};
const reviewAnchorCommand = {
    area: 'review',
    name: 'anchor',
    summary: 'validate findings.json and locate every quote in the head version; write findings.anchored.json',
    positionals: ID_ARG,
    options: { dir: DIR_OPTION, json: JSON_OPTION },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['ok', 'every finding is valid and located'],
        ['unanchored', 'findings.json is missing or invalid, or a quote is ambiguous or unlocated (each is listed)'],
        ['error', 'error: no sealed scope, not a repository, the review folder in use by another proofgate process (named by its pid)'],
    ]),
    async run([id], v, ctx) {
        const { reviewAnchor } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(634), __webpack_require__.e(5345)]).then(__webpack_require__.bind(__webpack_require__, 48183));
        await (await thisJob()).thisJobsEvidence({ id: id, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
        return reviewAnchor({ id: id, cwd: ctx.cwd, dir: str(v.dir) });
    },
};
/**
 * Why a verdict on pull request `pr` would not answer it as GitHub shows it now: merging into another branch than
 * `baseRef`, or a description other than the intent the scope sealed from it (hazard 327). One `pulls.get`, asked
 * once the review is done; a pull request that cannot be read is a warning.
 */
async function pullSince(q, progress) {
    const env = process.env;
    const { loadScope, reviewPaths } = await Promise.all(/* import() */[__webpack_require__.e(3314), __webpack_require__.e(3219), __webpack_require__.e(3063)]).then(__webpack_require__.bind(__webpack_require__, 73219));
    const sealed = await loadScope(reviewPaths(q.cwd, q.id, q.dir)).catch(() => undefined);
    const { pullSinceEvent } = await Promise.all(/* import() */[__webpack_require__.e(7589), __webpack_require__.e(3377)]).then(__webpack_require__.bind(__webpack_require__, 97589));
    const since = await pullSinceEvent({ number: q.pr, baseRef: q.baseRef, intent: sealed?.intent }, { token: env.GITHUB_TOKEN, repository: q.repo ?? env.GITHUB_REPOSITORY, apiUrl: env.GITHUB_API_URL });
    if (since.warning)
        progress(`warning: ${since.warning}`);
    return since.reason ? [since.reason] : [];
}
/**
 * `review gate` in a workflow step on a pull request: its exit code is the job's check run on the head, and a re-run
 * replays the event, so a clean verdict must answer the pull request as it is now, as review-gate's does (hazard 333).
 */
async function eventPullSince(id, cwd, dir, progress) {
    if (process.env.GITHUB_ACTIONS !== 'true')
        return [];
    const pr = (await __webpack_require__.e(/* import() */ 2192).then(__webpack_require__.bind(__webpack_require__, 22192))).pullRequest();
    return pr ? pullSince({ id, cwd, dir, pr: pr.number, baseRef: pr.baseRef }, progress) : [];
}
const reviewGateCommand = {
    area: 'review',
    name: 'gate',
    summary: 'derive the verdict from coverage and anchored findings: clean, findings or incomplete',
    positionals: ID_ARG,
    options: {
        'emit-check': {
            type: 'string',
            value: 'FILE',
            help: 'also write the check document: a `github` block shaped as a check run, at most 50 annotations',
        },
        'check-name': { type: 'string', value: 'NAME', default: 'proofgate review', help: 'the check run name in the check document' },
        sarif: { type: 'string', value: 'FILE', help: 'also write the open, located findings as SARIF 2.1.0 for code scanning' },
        'tests-junit': {
            type: 'string',
            value: 'FILE',
            help: 'the test gate: not clean unless this JUnit XML report of a run on this checkout (at the sealed head, not committed) passed',
        },
        'tests-check': {
            type: 'string',
            value: 'NAME',
            help: 'the test gate: not clean unless the check run (or commit status) NAME of the sealed head succeeded; reads it with GITHUB_TOKEN from GITHUB_REPOSITORY',
        },
        head: {
            type: 'string',
            value: 'REF',
            default: 'HEAD',
            help: 'the commit the verdict answers: a scope sealed at another commit is stale',
        },
        ...VERDICT_OPTIONS,
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['clean', 'clean: the scope is fully covered and no finding is open'],
        ['findings', 'findings: the scope is fully covered and at least one finding is open'],
        [
            'incomplete',
            'incomplete: the scope is stale or does not match git, evidence tracked in git, coverage or findings missing or invalid, another scope, a file unaccounted for or failed, a stopped run, an abandoned unit, an open finding not anchored, a confirmed finding without evidence or a refuted one without its refutation, nothing selected, a file a person must look at, tests not passed at the head, a reviewer that did not return and measure, a tree changed before grading, a scope sealed before the job began (a step of a job on a runner)',
        ],
        [
            'error',
            'error: no sealed scope, scope.json does not match its seal, not a repository, the review folder in use by another proofgate process (named by its pid)',
        ],
    ]),
    async run([id], v, ctx) {
        const { gateCommand } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(618), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(2606)]).then(__webpack_require__.bind(__webpack_require__, 74160));
        // In a workflow step, as the action does: a pull request's tests run in the job that gates vouch for nothing.
        if (process.env.GITHUB_ACTIONS === 'true' && str(v['tests-junit']) !== undefined)
            (await __webpack_require__.e(/* import() */ 2192).then(__webpack_require__.bind(__webpack_require__, 22192))).refuseTestsInJobThatGates('`--tests-junit`');
        const check = str(v['tests-check']);
        const checks = check === undefined ? undefined : await (await __webpack_require__.e(/* import() */ 2006).then(__webpack_require__.bind(__webpack_require__, 62006))).commitChecks(githubFromEnv());
        const earlier = await (await thisJob()).thisJobsEvidence({ id: id, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
        return gateCommand({
            id: id,
            cwd: ctx.cwd,
            dir: str(v.dir),
            emitCheck: str(v['emit-check']),
            checkName: str(v['check-name']),
            sarif: str(v.sarif),
            tests: { junit: str(v['tests-junit']), check, checks },
            head: str(v.head),
            extraReasons: [...earlier, ...(await evidenceDoubt()), ...(await eventPullSince(id, ctx.cwd, str(v.dir), ctx.progress))],
            // In a workflow step the verdict answers the change the event names, as the action's does.
            changeBase: process.env.GITHUB_ACTIONS === 'true' ? (await __webpack_require__.e(/* import() */ 2192).then(__webpack_require__.bind(__webpack_require__, 22192))).eventChangeBase() : undefined,
            ...(await options()).verdictOptions(cliOptions(v)),
        });
    },
};
const reviewContinueCommand = {
    area: 'review',
    name: 'continue',
    summary: 'what is still owed on the same sealed scope; write continue.json',
    positionals: ID_ARG,
    options: { dir: DIR_OPTION, json: JSON_OPTION },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['ok', 'continue.json written (status resume or complete)'],
        [
            'moved',
            'status moved: HEAD is not the sealed head, git no longer gives the sealed selection (rules, files, content), or a selected file changed in the work tree; or an error (the review folder in use by another proofgate process, named by its pid)',
        ],
    ]),
    async run([id], v, ctx) {
        const { reviewContinue } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(5935)]).then(__webpack_require__.bind(__webpack_require__, 48863));
        await (await thisJob()).thisJobsEvidence({ id: id, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
        return reviewContinue({ id: id, cwd: ctx.cwd, dir: str(v.dir) });
    },
};
const reviewCompareCommand = {
    area: 'review',
    name: 'compare',
    summary: 'sort the findings of two reviews of the same work into new, persisting, resolved, refuted and not reviewed',
    positionals: ID_ARG,
    options: {
        since: { type: 'string', value: 'EARLIER', help: 'the id of the earlier review (required)' },
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['ok', "compared; compare.json written in the later review's folder"],
        [
            'error',
            'error: a scope or findings.json missing or invalid, the review folder in use by another proofgate process (named by its pid)',
        ],
    ]),
    async run([id], v, ctx) {
        const since = (await options()).compareSince(cliOptions(v));
        const { reviewCompare } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(2783), __webpack_require__.e(1901), __webpack_require__.e(8664)]).then(__webpack_require__.bind(__webpack_require__, 95511));
        return reviewCompare({ id: id, since, cwd: ctx.cwd, dir: str(v.dir) });
    },
};
const reviewMergeCommand = {
    area: 'review',
    name: 'merge',
    summary: "merge the parts (findings.json and coverage.json) of parallel jobs into the review's own, keeping what it proved before",
    positionals: ID_ARG,
    options: {
        from: {
            type: 'string',
            multiple: true,
            value: 'DIR',
            help: "a folder holding one part's findings.json and coverage.json (repeatable)",
        },
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['ok', 'merged'],
        [
            'error',
            "error: the scope does not match git; a part missing, invalid, tracked in git or answering another scope; a part whose attempt record says its run did not end cleanly; a file, unit or finding id in two parts of the same reviewer (or in a part of no one reviewer and another part); a reviewer's part with a finding naming another reviewer; a part naming a reviewer in a scope sealed `--dispatch one`, or naming none in a scope sealed `--dispatch each`, a part left before the job began (a step of a job on a runner), the review folder in use by another proofgate process (named by its pid)",
        ],
    ]),
    async run([id], v, ctx) {
        const from = (await options()).mergeFrom(cliOptions(v));
        const { reviewMerge } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(2783), __webpack_require__.e(9145)]).then(__webpack_require__.bind(__webpack_require__, 55164));
        const { refuseEarlierParts, thisJobsEvidence } = await thisJob();
        await refuseEarlierParts(from, ctx.cwd, ctx.progress);
        await thisJobsEvidence({ id: id, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
        return reviewMerge({ id: id, from, cwd: ctx.cwd, dir: str(v.dir) });
    },
};
const reviewPromptCommand = {
    area: 'review',
    name: 'prompt',
    summary: 'write prompt.md and the diff it names: the change, the sealed scope, the plan, the checklist and the exact contract an agent follows',
    positionals: ID_ARG,
    options: {
        unit: {
            type: 'string',
            value: 'UNITS',
            help: 'only the files of these units: one id (U2) or several separated by spaces or commas (a matrix entry); writes prompt-U2.md and diff-U2.patch',
        },
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['ok', 'written'],
        [
            'error',
            'error: no sealed scope, unknown unit, the rules changed since sealing, the review folder in use by another proofgate process (named by its pid)',
        ],
    ]),
    async run([id], v, ctx) {
        const { reviewPrompt } = await Promise.all(/* import() */[__webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(7304), __webpack_require__.e(6326)]).then(__webpack_require__.bind(__webpack_require__, 77304));
        const r = await reviewPrompt({ id: id, cwd: ctx.cwd, dir: str(v.dir), unit: str(v.unit), unitOption: cliOptions(v).name('unit') });
        return { exitCode: r.exitCode, lines: r.lines, json: r.json };
    },
};
const reviewRunCommand = {
    area: 'review',
    name: 'run',
    summary: 'run an agent on the review prompt as a new attempt, check it changed nothing else, merge its part, then anchor and gate',
    positionals: ID_ARG,
    options: {
        agent: {
            type: 'string',
            value: 'AGENT',
            help: 'claude, codex, agy, or custom (a command following the runner contract, docs/agent.md); required',
        },
        'agent-cmd': { type: 'string', value: 'PATH', help: "the executable (required for custom; overrides a built-in adapter's)" },
        'agent-arg': {
            type: 'string',
            multiple: true,
            value: 'ARG',
            help: 'an extra argument for the agent (repeatable; never through a shell; write --agent-arg=--flag for one that starts with -)',
        },
        model: { type: 'string', value: 'MODEL', help: 'model for a built-in adapter' },
        'timeout-ms': { type: 'string', value: 'MS', default: '1200000', help: "the agent's time limit; its process group is killed after it" },
        'env-pass': {
            type: 'string',
            multiple: true,
            value: 'NAME',
            help: 'an extra environment variable the agent may see (repeatable; tokens refused)',
        },
        isolate: {
            type: 'string',
            value: 'MODE',
            default: 'auto',
            help: 'auto (bubblewrap where it works, else a copy run as a user of its own; in CI refused when neither works), bwrap, copy or none (unconfined: the opt-in)',
        },
        unit: {
            type: 'string',
            value: 'UNITS',
            help: "review these units only (one id, or several separated by spaces or commas): the run writes a part in its attempt folder for `review merge`, never the review's own files",
        },
        resume: {
            type: 'boolean',
            help: 'ask only what is owed: the reviewers that have not returned and measured, each for the files it has not completed; every earlier finding and coverage item is kept and the answer merged',
        },
        reviewer: {
            type: 'string',
            multiple: true,
            value: 'ID',
            help: 'run only this reviewer of the scope (repeatable; a scope sealed with --dispatch each): a matrix job, or a rerun of one',
        },
        concurrency: {
            type: 'string',
            value: 'N',
            default: '3',
            help: 'how many reviewers run at once on this machine (1 to 16; one at a time when the agent runs unconfined)',
        },
        'deadline-minutes': {
            type: 'string',
            value: 'M',
            help: 'a reviewer not started M minutes after the run began is stood down and recorded deferred (so a job ends in time, and says what it left)',
        },
        ...VERDICT_OPTIONS,
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['clean', 'clean (with `--unit`: the part was written)'],
        ['findings', 'findings'],
        [
            'incomplete',
            'incomplete (every reason of review gate, including a stale scope or one git no longer gives; an agent that changed anything else; a review that a failed attempt left incomplete); with `--unit`, a part that cannot be trusted; also, with nothing written, an agent that is not installed, not signed in, or whose login status does not answer',
        ],
        [
            'error',
            'error: no sealed scope, bad option, the work tree is not the sealed head, a scope sealed before the job began (a step of a job on a runner), the review folder in use by another proofgate process (named by its pid)',
        ],
    ]),
    async run([id], v, ctx) {
        const raw = cliOptions(v);
        const { runOptions, verdictOptions } = await options();
        const run = runOptions(raw, { agentRequired: true });
        const refusal = await (await __webpack_require__.e(/* import() */ 2892).then(__webpack_require__.bind(__webpack_require__, 32892))).triggerRefusal(`the ${run.agent} agent`, process.env, process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN);
        if (refusal)
            throw new (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 90108))).ProofgateError(refusal);
        const { reviewRun } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(618), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(1207), __webpack_require__.e(7304), __webpack_require__.e(2349), __webpack_require__.e(8008)]).then(__webpack_require__.bind(__webpack_require__, 22349));
        await (await thisJob()).refuseEarlierJobs({ id: id, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
        return reviewRun({ id: id, cwd: ctx.cwd, dir: str(v.dir), ...run, ...verdictOptions(raw), progress: ctx.progress });
    },
};
const reviewPublishCommand = {
    area: 'review',
    name: 'publish',
    summary: "post the gate's verdict as one pull request review: inline comments on the diff, suggestions, earlier threads kept in step",
    positionals: ID_ARG,
    options: {
        pr: { type: 'string', value: 'N', help: 'the pull request number (required); the token is GITHUB_TOKEN, the API GITHUB_API_URL' },
        repo: { type: 'string', value: 'OWNER/NAME', help: 'the repository (default GITHUB_REPOSITORY)' },
        'base-ref': {
            type: 'string',
            value: 'BRANCH',
            help: "the branch the pull request merges into for the review the gate answered (default the pull_request event's base.ref when the event is this --pr): nothing is posted once the pull request merges into another",
        },
        mode: {
            type: 'string',
            value: 'MODE',
            default: 'comment',
            help: 'comment, or request-changes (block the pull request with the review while the verdict is not clean)',
        },
        'check-name': {
            type: 'string',
            value: 'NAME',
            default: 'proofgate review',
            help: "the gate's name: earlier reviews and comments of the same name are kept in step",
        },
        author: { type: 'string', value: 'LOGIN', help: 'the account the token writes as, when neither GET /user nor GraphQL can say' },
        'run-url': { type: 'string', value: 'URL', help: "a link to the CI run, shown in the review's body" },
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(exit_codes/* REVIEW_EXIT */.y, [
        ['clean', 'clean (published or not: a publishing problem is a warning)'],
        ['findings', 'findings'],
        ['incomplete', 'incomplete'],
        [
            'error',
            'error: no sealed scope, `--pr` missing or not a number, a bad `--mode`, `--base-ref` or `--run-url`, the review folder in use by another proofgate process (named by its pid)',
        ],
    ]),
    async run([id], v, ctx) {
        const raw = cliOptions(v);
        const o = (await options()).publishOptions(raw);
        const { gateLines, incompleteWith, reviewGate } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(3576)]).then(__webpack_require__.bind(__webpack_require__, 14331));
        const env = process.env;
        // As review-gate does (hazard 137): a review of the change against one branch is not posted to a pull request retargeted since.
        const baseRef = o.baseRef ?? (await __webpack_require__.e(/* import() */ 9056).then(__webpack_require__.bind(__webpack_require__, 19056))).eventPullBaseRef(o.pr, env);
        // Nor is its verdict clean (hazard 327): the pull request retargeted, or its description (the sealed intent) edited, since.
        const since = await pullSince({ id: id, cwd: ctx.cwd, dir: str(v.dir), pr: o.pr, baseRef, repo: o.repo }, ctx.progress);
        const earlier = await (await thisJob()).thisJobsEvidence({ id: id, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
        const extraReasons = [...earlier, ...(await evidenceDoubt()), ...since];
        const graded = await reviewGate({ id: id, cwd: ctx.cwd, dir: str(v.dir), extraReasons });
        const { reviewPublisher } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(618), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(1659), __webpack_require__.e(2206), __webpack_require__.e(4873), __webpack_require__.e(8570)]).then(__webpack_require__.bind(__webpack_require__, 198));
        const { reviewLine } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(618), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(1659), __webpack_require__.e(4873), __webpack_require__.e(9105)]).then(__webpack_require__.bind(__webpack_require__, 54873));
        const published = await reviewPublisher({
            id: id,
            scope: graded.scope,
            checkName: o.checkName,
            checkRun: false,
            headSha: graded.scope.refs.headSha,
            pr: o.pr,
            ...(baseRef !== undefined ? { prBaseRef: baseRef } : {}),
            prReview: o.mode,
            token: env.GITHUB_TOKEN,
            repository: o.repo ?? env.GITHUB_REPOSITORY,
            repoOption: raw.name('repo'),
            apiUrl: env.GITHUB_API_URL,
            serverUrl: env.GITHUB_SERVER_URL,
            summaryUrl: o.runUrl,
            author: o.author,
            authorOption: raw.name('author'),
            cwd: ctx.cwd,
        }).close(graded);
        for (const w of published.warnings)
            ctx.progress(`warning: ${w}`);
        // As review-gate does (hazard 385): another review holds the check name, and so the review's tag, on the commit.
        const result = published.shared ? incompleteWith(graded, [published.shared]) : graded;
        const { scope: _scope, paths: _paths, ...json } = result;
        return {
            exitCode: result.exitCode,
            lines: [...gateLines(result), ...(published.reviewId !== undefined ? [reviewLine(published.review ?? {})] : [])],
            json: { ...json, review: published.review ?? { warnings: published.warnings } },
        };
    },
};
const REVIEW_COMMANDS = [
    reviewScopeCommand,
    reviewRulesCommand,
    reviewReviewersCommand,
    reviewPromptCommand,
    reviewRunCommand,
    reviewAnchorCommand,
    reviewGateCommand,
    reviewMergeCommand,
    reviewContinueCommand,
    reviewCompareCommand,
    reviewPublishCommand,
];

// EXTERNAL MODULE: ./src/test-review/exit-codes.ts
var test_review_exit_codes = __webpack_require__(38556);
;// CONCATENATED MODULE: ./src/cli/test-review-commands.ts



const test_review_commands_str = (v) => (typeof v === 'string' ? v : undefined);
const S = (value, help, extra = {}) => ({ type: 'string', value, help, ...extra });
const B = (help) => ({ type: 'boolean', help });
const M = (value, help) => ({ type: 'string', multiple: true, value, help });
const testReviewCommand = {
    area: 'test-review',
    name: '',
    summary: 'an agent reviews the changed tests against a rubric; the report is parsed strictly into a verdict',
    positionals: [],
    options: {
        base: S('REF', "diff <REF>...HEAD for the review set (default the remote's default branch, origin/HEAD; with --pr, the pull request base)"),
        files: M('LIST', 'explicit review set (comma-separated, repeatable): no git diff, no context, --gate-on all'),
        scope: S('SCOPE', 'review_scope hint: single, directory or suite (default single for one file, else directory)'),
        'test-dir': S('DIR', 'test_dir hint passed to the skill', { default: 'tests' }),
        focus: S('TEXT', 'a focus note for the reviewer; may raise scrutiny, never waives'),
        'test-glob': M('PATTERN', 'extra test-file matcher: a glob (`checks/**/*.check.js`), a linear /regex/, or a substring'),
        'project-root': S('DIR', 'the project to review (default the current directory)'),
        'skill-root': S('DIR', 'review with another skill folder (SKILL.md, a criteria registry in the same table format, a rubric proofgate scores)'),
        'project-skill': B('review with the TEA skill the project vendored (.claude/skills, .agents/skills, skills, _bmad/tea/workflows/testarch)'),
        pr: S('N', 'pull request number: its base branch is looked up when --base is not given'),
        repo: S('OWNER/NAME', 'repository for --pr (default GITHUB_REPOSITORY)'),
        retries: S('N', 'extra attempts after an agent or report failure (exit 3), at most 5 (default 1 when CI is set, else 0)'),
        'comment-out': S('FILE', 'also write the pull-request comment here, for every outcome'),
        'run-url': S('URL', 'link to this CI run, shown in the comment'),
        'artifact-name': S('NAME', 'the artifact the job uploads the report and verdict to, named in the comment'),
        github: B('publish to GitHub: a check run and one pull-request comment (failures are warnings)'),
        'head-sha': S('SHA', 'the pull request head commit the comment names (with --github or --comment-out)'),
        'check-name': S('NAME', 'check run name (with --github; default "proofgate test review", with --compat tea "TEA Test Review")'),
        compat: S('MODE', "proofgate, or tea: the peer's check name and comment marker, so branch protection and its comment carry over", {
            default: 'proofgate',
        }),
        'comment-author': S('LOGIN', 'the account the token writes comments as, when GitHub cannot say (an app token outside Actions); with --github'),
        'publish-as': S('TAG', 'tag of the comment marker (default the agent; with --github or --comment-out)'),
        'no-check-run': B('with --github, publish only the comment'),
        'no-pr-comment': B('with --github, publish only the check run'),
        output: S('FILE', 'the report path the agent writes', { default: 'test-review.md' }),
        json: S('FILE', 'also write the verdict JSON here'),
        agent: S('AGENT', 'claude, codex, agy, custom (--agent-cmd) or none (print the prompt only)', { default: 'claude' }),
        model: S('MODEL', 'model for a built-in adapter (claude: sonnet, codex: gpt-6.1-sol, agy: session default)'),
        'agent-cmd': S('PATH', 'the agent executable (required with --agent custom)'),
        'agent-arg': M('ARG', 'extra argument for the agent (repeatable)'),
        'env-pass': M('NAME', 'environment variable passed to the agent beyond the minimal set (repeatable)'),
        'timeout-ms': S('N', 'agent timeout per attempt (default 20 min + 2 min per file, at most 30 min)'),
        'min-score': S('N', 'fail when the quality score is below N (0-100)'),
        'max-critical': S('N', 'fail when Critical violations exceed N'),
        'min-files': S('N', 'fail when fewer than N files were reviewed', { default: '1' }),
        'fail-on': S('LEVEL', 'weakest recommendation that fails: request-changes or block', { default: 'request-changes' }),
        'gate-on': S('MODE', "introduced (the pull request's findings; default for a git diff) or all (default with --files)"),
        'fail-on-skip': B('exit 1 instead of 0 when there is no changed test file'),
        waive: S('REASON', 'waive a failing verdict (exit 1 → 0) for a reason a person can read; needs --waive-until'),
        'waive-until': S('YYYY-MM-DD', 'waiver expiry: a real date after today in UTC (lapses at 00:00 UTC)'),
        isolate: B('run the agent on a copy of the project (default in CI: GITHUB_ACTIONS or CI true)'),
        'no-isolate': B('run the agent in the project itself'),
        'execution-mode': S('MODE', 'TEA skill: force tea_execution_mode (auto, agent-team, subagent, sequential)'),
        'capability-probe': B('TEA skill: force tea_capability_probe on'),
        'no-capability-probe': B('TEA skill: force tea_capability_probe off (the execution mode is honoured strictly)'),
        'use-playwright-utils': B('TEA skill: force tea_use_playwright_utils on'),
        'no-use-playwright-utils': B('TEA skill: force tea_use_playwright_utils off'),
        'use-pactjs-utils': B('TEA skill: force tea_use_pactjs_utils on'),
        'no-use-pactjs-utils': B('TEA skill: force tea_use_pactjs_utils off'),
        'pact-mcp': S('MODE', 'TEA skill: force tea_pact_mcp (mcp or none)'),
    },
    aliases: { 'claude-arg': 'agent-arg' },
    exitCodes: exitCodes(test_review_exit_codes/* TEST_REVIEW_EXIT */.v, [
        ['ok', 'passed, skipped, waived, or a dry run (`--agent none`)'],
        [
            'failed',
            'verdict failed: recommendation (`--fail-on`), `--min-score`, `--max-critical`, `--min-files`, `--fail-on-skip`, a diff of only removed tests or test material, or a skip over changed test artifacts no row scores — without an active waiver',
        ],
        [
            'environment',
            "environment or flag error: bad or unknown flag, skill or registry missing, agent not installed or signed out, unsafe path, git error (a shallow clone or several merge bases included: check out with `fetch-depth: 0`), `--pr` base lookup, control-plane guard, a checkout whose tracked files are not the head's (or not the commit the verdict is published on), `--json` not writable",
        ],
        [
            'agent',
            'agent or report failure: the agent failed, timed out or modified the tree, wrote no fresh report, or the report failed strict validation',
        ],
    ]),
    usageExitCode: test_review_exit_codes/* TEST_REVIEW_EXIT */.v.environment,
    async run(_p, v, ctx) {
        const raw = cliOptions(v);
        const agent = test_review_commands_str(v.agent) ?? 'claude';
        if (agent !== 'none') {
            // In a workflow step too: the same triggers as the actions (docs/security.md, "Triggers").
            const refusal = await (await __webpack_require__.e(/* import() */ 2892).then(__webpack_require__.bind(__webpack_require__, 32892))).triggerRefusal(`the ${agent} test review`, process.env, process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN);
            if (refusal)
                throw new (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 90108))).ProofgateError(refusal, test_review_exit_codes/* TEST_REVIEW_EXIT */.v.environment);
        }
        const { testReview } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(5251), __webpack_require__.e(3292), __webpack_require__.e(9547), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(618), __webpack_require__.e(1207), __webpack_require__.e(9293), __webpack_require__.e(4989), __webpack_require__.e(4449)]).then(__webpack_require__.bind(__webpack_require__, 94989));
        const { publishes, publishFlags } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(5251), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(618), __webpack_require__.e(1207), __webpack_require__.e(9293), __webpack_require__.e(5681)]).then(__webpack_require__.bind(__webpack_require__, 29293));
        const publishing = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(5251), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(618), __webpack_require__.e(1207), __webpack_require__.e(9293), __webpack_require__.e(2206), __webpack_require__.e(5673)]).then(__webpack_require__.bind(__webpack_require__, 68821));
        const publisher = publishes(raw)
            ? publishing.githubPublisher(publishFlags(raw), process.env, (w) => ctx.progress(`warning: ${w}`))
            : undefined;
        // The head the publisher puts the verdict on without --head-sha: the review checks it is the one checked out.
        const event = await __webpack_require__.e(/* import() */ 2192).then(__webpack_require__.bind(__webpack_require__, 22192));
        const eventHead = publisher ? event.pullRequest()?.headSha : undefined;
        // In a workflow step, as the action: the review must start where the event's change does (hazard 434).
        const changeBase = process.env.GITHUB_ACTIONS === 'true' ? event.eventChangeBase() : undefined;
        // In a workflow step too: a verdict on a pull request retargeted since the event is none (hazard 333).
        const pull = (await Promise.all(/* import() */[__webpack_require__.e(7589), __webpack_require__.e(1374)]).then(__webpack_require__.bind(__webpack_require__, 87050))).testReviewPull(process.env, (w) => ctx.progress(`warning: ${w}`));
        const r = await testReview(raw, ctx.cwd, {
            progress: ctx.progress,
            ...pull,
            ...(publisher ? { publisher } : {}),
            ...(eventHead ? { eventHead } : {}),
            ...(changeBase ? { changeBase } : {}),
        });
        if (r.exitCode >= test_review_exit_codes/* TEST_REVIEW_EXIT */.v.environment)
            ctx.progress(`proofgate: ${r.cause ?? r.lines.join(' ')}`);
        return { exitCode: r.exitCode, lines: r.exitCode >= test_review_exit_codes/* TEST_REVIEW_EXIT */.v.environment ? [] : r.lines, json: r.json };
    },
};
const testReviewRenderCommand = {
    area: 'test-review',
    name: 'render',
    summary: 'render a verdict as the PR comment, the job summary, the check run text or its conclusion (no network)',
    positionals: [],
    options: {
        verdict: S('FILE', 'the verdict JSON (--json of a run)'),
        as: S('SURFACE', 'comment (with the hidden marker), summary, check (first line is the title) or conclusion', { default: 'comment' }),
        agent: S('TAG', 'tag of the comment marker', { default: 'claude' }),
        compat: S('MODE', "proofgate, or tea: the peer's comment marker", { default: 'proofgate' }),
        'run-url': S('URL', 'link to the CI run'),
        'artifact-name': S('NAME', 'the artifact holding the report'),
        'report-path': S('PATH', 'where the report is in the workspace'),
        'head-sha': S('SHA', "the reviewed head commit: the verdict's own, else refused"),
        focus: S('TEXT', 'the focus note of the run'),
        'exit-code': S('N', "the run's exit code (0-3): decides pass or fail; 2 or 3 renders a broken gate"),
    },
    exitCodes: exitCodes(test_review_exit_codes/* TEST_REVIEW_EXIT */.v, [
        ['ok', 'rendered'],
        [
            'environment',
            "the verdict is missing, unreadable, over 32 MiB (refused unread) or not a verdict (unless `--exit-code` is 2 or 3: then a broken gate is rendered), or `--exit-code` contradicts it (0 beside unwaived gate failures, 1 beside none); unless a broken gate is rendered, `--head-sha` is not the verdict's head, or the verdict contradicts itself (a recommendation its counts and score do not give, or no gate failure where every setting has one: a Block, a removed test file), or its waiver does not hold today (no gate failure to waive, no reason a person can read, no expiry, or an expiry that is not after today's date in UTC: a waiver is checked again by the run's own rule each time it is read); `--run-url` is not a web address",
        ],
    ]),
    usageExitCode: test_review_exit_codes/* TEST_REVIEW_EXIT */.v.environment,
    async run(_p, v) {
        const { renderCommand } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8785), __webpack_require__.e(5251), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(618), __webpack_require__.e(1207), __webpack_require__.e(9293), __webpack_require__.e(5167)]).then(__webpack_require__.bind(__webpack_require__, 28247));
        return renderCommand({
            verdict: test_review_commands_str(v.verdict),
            as: test_review_commands_str(v.as),
            agent: test_review_commands_str(v.agent),
            compat: test_review_commands_str(v.compat),
            runUrl: test_review_commands_str(v['run-url']),
            artifactName: test_review_commands_str(v['artifact-name']),
            reportPath: test_review_commands_str(v['report-path']),
            headSha: test_review_commands_str(v['head-sha']),
            focus: test_review_commands_str(v.focus),
            exitCode: test_review_commands_str(v['exit-code']),
        });
    },
};
const TEST_REVIEW_COMMANDS = [testReviewCommand, testReviewRenderCommand];

// EXTERNAL MODULE: ./src/uat/exit-codes.ts
var uat_exit_codes = __webpack_require__(4243);
;// CONCATENATED MODULE: ./src/cli/uat-commands.ts



/** The checked options of a uat command (src/uat/options.ts). */
async function uat_commands_options(v, cwd) {
    return (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(618), __webpack_require__.e(5164)]).then(__webpack_require__.bind(__webpack_require__, 65164))).uatOptions(cliOptions(v), cwd);
}
const DIR = {
    type: 'string',
    value: 'PATH',
    help: 'the uat folder (specs/, pages/, results/, triage/); default: `dir` of the uat block in _bmad/config.yaml, else _bmad-output/uat',
};
const HEAD = {
    type: 'string',
    value: 'REF',
    help: 'the commit whose code the run must have tested (default HEAD): a run of a commit whose code differs outside the uat folder is stale',
};
const ID = { name: 'ID', required: true, help: 'the recipe id: the spec is <dir>/specs/<ID>.json' };
async function checkedId(id) {
    const { checkSpecId } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1940)]).then(__webpack_require__.bind(__webpack_require__, 39559));
    return checkSpecId(id);
}
const uatInitCommand = {
    area: 'uat',
    name: 'init',
    summary: 'write a starter spec specs/<ID>.json from the shipped example (3 steps, 5 expectations, 8 labels)',
    positionals: [ID],
    options: { dir: DIR, json: JSON_OPTION },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'written'],
        ['error', 'error: the spec already exists, bad id, invalid config'],
    ]),
    async run([id], v, ctx) {
        const { initSpec } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(202)]).then(__webpack_require__.bind(__webpack_require__, 40202));
        const r = await initSpec({ id: await checkedId(id), cwd: ctx.cwd, dir: (await uat_commands_options(v, ctx.cwd)).dir });
        return { exitCode: r.exitCode, lines: r.lines, json: { file: r.file } };
    },
};
const SRC = {
    type: 'string',
    multiple: true,
    value: 'DIR',
    help: "a folder (or file) of the screens' source: every label must appear in it word for word (repeatable)",
};
const uatLintCommand = {
    area: 'uat',
    name: 'lint',
    summary: 'check a spec: schema, ids, starter texts left, read-only SELECT queries, labels found verbatim in the source, markup, budget, witnesses and verify checks',
    positionals: [ID],
    options: {
        src: SRC,
        dir: DIR,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'no error'],
        ['failed', 'the spec has errors, each printed with where it is'],
        ['error', 'error: no spec file, bad option, invalid config'],
    ]),
    async run([id], v, ctx) {
        const { lintSpec } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(8325), __webpack_require__.e(7245)]).then(__webpack_require__.bind(__webpack_require__, 18325));
        const r = await lintSpec({ id: await checkedId(id), cwd: ctx.cwd, ...(await uat_commands_options(v, ctx.cwd)) });
        return { exitCode: r.exitCode, lines: r.lines, json: { errors: r.errors, counts: r.counts, sourceFiles: r.sourceFiles } };
    },
};
const uatBuildCommand = {
    area: 'uat',
    name: 'build',
    summary: "lint the spec, then write pages/uat-<ID>.html: one self-contained page the tester plays, carrying the spec's SHA-256 (never built while lint fails)",
    positionals: [ID],
    options: { src: SRC, dir: DIR, json: JSON_OPTION },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'the page is written'],
        ['failed', '`uat lint` found errors (each printed): the page is not built'],
        [
            'error',
            'error: no spec file, invalid config, a repository of its own (a submodule or a clone, in the uat folder too) with no commit yet or with changes no commit of it holds (files no tree records), an edit an index bit hides from git',
        ],
    ]),
    async run([id], v, ctx) {
        const { buildPage } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(2693), __webpack_require__.e(8325), __webpack_require__.e(9199)]).then(__webpack_require__.bind(__webpack_require__, 21754));
        const r = await buildPage({ id: await checkedId(id), cwd: ctx.cwd, ...(await uat_commands_options(v, ctx.cwd)) });
        return {
            exitCode: r.exitCode,
            lines: r.lines,
            json: {
                page: r.page ?? null,
                bytes: r.bytes ?? null,
                specSha256: r.specSha256 ?? null,
                languages: r.languages ?? [],
                guarantees: r.guarantees ?? [],
                lintErrors: r.lint.errors,
            },
        };
    },
};
const uatServeCommand = {
    area: 'uat',
    name: 'serve',
    summary: 'serve the page on 127.0.0.1 only and write the answers into results/<ID>/ at every tick (Ctrl-C stops)',
    positionals: [ID],
    options: {
        port: { type: 'string', value: 'N', default: '4173', help: 'the port on 127.0.0.1 (0 picks a free one; the URL is printed on stderr)' },
        dir: DIR,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'stopped by Ctrl-C or SIGTERM'],
        [
            'error',
            'error: no spec, invalid spec, port in use, a repository of its own (in the uat folder too) with no commit yet or with changes no commit of it holds, an edit an index bit hides from git',
        ],
    ]),
    async run([id], v, ctx) {
        const port = (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(618), __webpack_require__.e(5164)]).then(__webpack_require__.bind(__webpack_require__, 65164))).servePort(cliOptions(v));
        const { serveRecipe } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(2693), __webpack_require__.e(8325), __webpack_require__.e(9065)]).then(__webpack_require__.bind(__webpack_require__, 85291));
        const until = (await __webpack_require__.e(/* import() */ 1331).then(__webpack_require__.bind(__webpack_require__, 91331))).untilStopped();
        const { dir } = await uat_commands_options(v, ctx.cwd);
        const r = await serveRecipe({ id: await checkedId(id), cwd: ctx.cwd, dir, port, progress: ctx.progress, until });
        return { exitCode: r.exitCode, lines: r.lines, json: { url: r.url } };
    },
};
const uatImportCommand = {
    area: 'uat',
    name: 'import',
    summary: 'validate a run the tester exported and store it in results/<ID>/',
    positionals: [ID, { name: 'FILE', required: true, help: 'the JSON file the page exported' }],
    options: { dir: DIR, json: JSON_OPTION },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'stored'],
        [
            'failed',
            'refused: the run answers another revision of the spec, a newer copy is stored, the stored copy is a finished run (never replaced: hazard 569), or the stored copy names another tester or start (another run)',
        ],
        ['error', 'error: unreadable or invalid run, no spec'],
    ]),
    async run([id, file], v, ctx) {
        const { importRun } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(9398)]).then(__webpack_require__.bind(__webpack_require__, 94533));
        const r = await importRun({ id: await checkedId(id), file: file, cwd: ctx.cwd, dir: (await uat_commands_options(v, ctx.cwd)).dir });
        return { exitCode: r.exitCode, lines: r.lines, json: { stored: r.stored, file: r.file } };
    },
};
const uatReadCommand = {
    area: 'uat',
    name: 'read',
    summary: 'per run: tester, dates, counts, stale or unsigned warnings, each failure with its expectation and note',
    positionals: [ID],
    options: { dir: DIR, json: JSON_OPTION },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'the latest run has no failed expectation'],
        [
            'failed',
            'the latest run has at least one failure, or a file in the results folder is not a usable run, or it holds more than is read',
        ],
        ['awaiting', 'no run'],
        ['stale', 'the latest run is stale, or error'],
    ]),
    async run([id], v, ctx) {
        const { readRuns } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(7486)]).then(__webpack_require__.bind(__webpack_require__, 36940));
        const r = await readRuns({ id: await checkedId(id), cwd: ctx.cwd, dir: (await uat_commands_options(v, ctx.cwd)).dir });
        return { exitCode: r.exitCode, lines: r.lines, json: { runs: r.runs, invalid: r.invalid } };
    },
};
const uatVerifyCommand = {
    area: 'uat',
    name: 'verify',
    summary: 'run the http (GET/HEAD) and command checks of answered writing steps read-only, without a shell, and record them in the triage file',
    positionals: [ID],
    options: { dir: DIR, json: JSON_OPTION },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'every check that could run confirmed its write'],
        ['failed', 'a check did not confirm its write'],
        ['awaiting', 'no run yet'],
        ['stale', 'the latest run is stale, or error'],
    ]),
    async run([id], v, ctx) {
        const { verifyWrites } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(2604)]).then(__webpack_require__.bind(__webpack_require__, 70485));
        const r = await verifyWrites({ id: await checkedId(id), cwd: ctx.cwd, dir: (await uat_commands_options(v, ctx.cwd)).dir });
        return { exitCode: r.exitCode, lines: r.lines, json: { checks: r.checks, owed: r.owed } };
    },
};
const uatGateCommand = {
    area: 'uat',
    name: 'gate',
    summary: 'the verdict over the latest run: passed only when finished, current, complete, triaged and every write confirmed',
    positionals: [ID],
    options: {
        'forbid-tester': {
            type: 'string',
            multiple: true,
            value: 'NAME',
            help: 'a name that may not accept their own work, e.g. the author of the change (repeatable; compared after Unicode normalisation, case and confusable folding, spaces and punctuation ignored, and without a label: brackets, a separator, a no-reply address)',
        },
        dir: DIR,
        base: {
            type: 'string',
            value: 'REF',
            help: "the commit the change merges into (a pull request's base): a run it holds that the change deletes or renames away still counts",
        },
        head: HEAD,
        json: JSON_OPTION,
    },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', '`passed`: human-observed: complete, current and triaged'],
        ['failed', '`failed`, with the reasons'],
        ['awaiting', '`awaiting`: no finished run yet'],
        ['stale', '`stale`: the run answered another revision of the spec, or tested other code; or error'],
    ]),
    async run([id], v, ctx) {
        const { uatGate } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(2693), __webpack_require__.e(5051), __webpack_require__.e(6819)]).then(__webpack_require__.bind(__webpack_require__, 65051));
        const r = await uatGate({ id: await checkedId(id), cwd: ctx.cwd, ...(await uat_commands_options(v, ctx.cwd)) });
        const { lines, exitCode, ...json } = r;
        return { exitCode, lines, json };
    },
};
const uatSpecPresentCommand = {
    area: 'uat',
    name: 'spec-present',
    summary: 'release check: the version in package.json has a recipe (a spec whose version matches); every one is named',
    positionals: [],
    options: { dir: DIR, json: JSON_OPTION },
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'the version has a recipe'],
        ['failed', 'the version has no recipe'],
        ['error', 'error: no package.json or no version'],
    ]),
    async run(_p, v, ctx) {
        const { specPresent } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(2693), __webpack_require__.e(5051), __webpack_require__.e(1004)]).then(__webpack_require__.bind(__webpack_require__, 90839));
        const r = await specPresent({ cwd: ctx.cwd, dir: (await uat_commands_options(v, ctx.cwd)).dir });
        return { exitCode: r.exitCode, lines: r.lines, json: { version: r.version, ids: r.ids } };
    },
};
const uatReleaseGateCommand = {
    area: 'uat',
    name: 'release-gate',
    summary: 'release check: the gate of every recipe of the version in package.json, the worst deciding; 4 means it could not run, never a pass',
    positionals: [],
    options: {
        dir: DIR,
        base: {
            type: 'string',
            value: 'REF',
            help: "also gate the release as REF has it (a pull request's base): the recipes of its package version and the head's, as its specs say, so an edited version field takes none out and a deleted recipe cannot pass; and each recipe's runs as REF holds them",
        },
        head: HEAD,
        json: JSON_OPTION,
    },
    // A mistyped call is a gate that could not run, never 3 (a stale run) to a script reading the code.
    usageExitCode: uat_exit_codes/* UAT_EXIT */.O.couldNotRun,
    exitCodes: exitCodes(uat_exit_codes/* UAT_EXIT */.O, [
        ['ok', 'every recipe of the version passed'],
        ['failed', 'a recipe failed'],
        ['awaiting', 'a recipe has no finished run'],
        ['stale', "a recipe's run answered another revision, or tested other code"],
        [
            'couldNotRun',
            'the gate could not run (no recipe, a spec whose version cannot be read or whose id names the version its `version` does not, invalid files): not a pass',
        ],
    ]),
    async run(_p, v, ctx) {
        const { releaseGate } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(2693), __webpack_require__.e(5051), __webpack_require__.e(1004)]).then(__webpack_require__.bind(__webpack_require__, 90839));
        const o = await uat_commands_options(v, ctx.cwd);
        const r = await releaseGate({ cwd: ctx.cwd, dir: o.dir, base: o.base, head: o.head });
        return {
            exitCode: r.exitCode,
            lines: r.lines,
            json: {
                verdict: r.verdict,
                version: r.version ?? null,
                recipes: r.recipes.map(({ id, verdict, exitCode }) => ({ id, verdict, exitCode })),
            },
        };
    },
};
const UAT_COMMANDS = [
    uatInitCommand,
    uatLintCommand,
    uatBuildCommand,
    uatServeCommand,
    uatImportCommand,
    uatReadCommand,
    uatVerifyCommand,
    uatGateCommand,
    uatSpecPresentCommand,
    uatReleaseGateCommand,
];

;// CONCATENATED MODULE: ./src/cli/registry.ts



/** Every command, by area. The actions call the same specs' `run`. */
const COMMANDS = [...REVIEW_COMMANDS, ...UAT_COMMANDS, ...TEST_REVIEW_COMMANDS];
const AREAS = {
    review: 'seal what a code review must cover, anchor its findings, gate on coverage',
    uat: 'human acceptance: a recipe page a person plays, its run read, triaged and gated',
    'test-review': 'an agent reviews the changed tests against a rubric; strict report, derived verdict',
};
function findCommand(area, name) {
    return COMMANDS.find((c) => c.area === area && c.name === name);
}


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

/***/ 4243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ UAT_EXIT)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

/**
 * The uat commands' exit codes (the seed's table for read and gate, docs/uat-*.md): `failed`
 * is a failed expectation, lint error, refused import or unconfirmed write; `awaiting` is no
 * (finished) run yet; a stale run shares 3 with an error, and 4 is a release gate that could not run.
 */
const UAT_EXIT = { ok: 0, failed: 1, awaiting: 2, stale: 3, error: _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ERROR_EXIT, couldNotRun: 4 };


/***/ })

};
