export const id = 2192;
export const ids = [2192];
export const modules = {

/***/ 22192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eventChange: () => (/* binding */ eventChange),
/* harmony export */   eventChangeBase: () => (/* binding */ eventChangeBase),
/* harmony export */   eventPullNumber: () => (/* binding */ eventPullNumber),
/* harmony export */   judgedChange: () => (/* binding */ judgedChange),
/* harmony export */   mergingChange: () => (/* binding */ mergingChange),
/* harmony export */   pullRequest: () => (/* binding */ pullRequest),
/* harmony export */   pullRequestRun: () => (/* binding */ pullRequestRun),
/* harmony export */   readEvent: () => (/* binding */ readEvent),
/* harmony export */   refuseTestsInJobThatGates: () => (/* binding */ refuseTestsInJobThatGates),
/* harmony export */   refuseUnnamedChange: () => (/* binding */ refuseUnnamedChange),
/* harmony export */   verdictCommit: () => (/* binding */ verdictCommit),
/* harmony export */   workflowBase: () => (/* binding */ workflowBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


/** The triggering event's payload (GITHUB_EVENT_PATH), parsed; untrusted, so every reader checks shapes. */
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
const sha = (s) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) && !/^0+$/.test(s) ? s : undefined);
/**
 * The commits a change that is to merge runs between: a pull request's base and head, or a merge
 * queue group's (`merge_group.base_sha`: the check that decides the merge when a queue is on).
 * What such a change may not set for itself (its settings, its evidence, its release) is read at this base.
 */
function mergingChange() {
    const pr = pullRequest();
    if (pr)
        return pr;
    if (process.env.GITHUB_EVENT_NAME !== 'merge_group')
        return undefined;
    const group = readEvent()?.merge_group;
    const [baseSha, headSha] = [sha(group?.base_sha), sha(group?.head_sha)];
    return baseSha && headSha ? { baseSha, headSha } : undefined;
}
/**
 * The commits the triggering event's change runs between: a merging change's (above), or a push's
 * `before` and `after` (every commit pushed; not after a force push or for a new branch, where
 * `before` is no ancestor). Undefined for other events: the refs default to HEAD~1 and HEAD.
 */
function eventChange() {
    const merging = mergingChange();
    if (merging || process.env.GITHUB_EVENT_NAME !== 'push')
        return merging;
    const event = readEvent();
    const [baseSha, headSha] = event?.forced !== true ? [sha(event?.before), sha(event?.after)] : [];
    return baseSha && headSha ? { baseSha, headSha } : undefined;
}
/**
 * A run whose event names no commits to review, as a sentence, else undefined: a push whose pushed
 * commits it does not name (a new branch: `before` is all zeros; a force push: `before` is no
 * ancestor), or any other event with no change of its own (workflow_dispatch, schedule,
 * repository_dispatch, issue_comment, workflow_run…, or a pull request whose payload names no
 * commits). The HEAD~1 default would review the last commit alone while the verdict vouches for the
 * head, which is also the head of the author's pull request: a refs default from such an event is refused.
 */
function unnamedChange() {
    const name = process.env.GITHUB_EVENT_NAME;
    if (!name)
        return undefined;
    if (name !== 'push')
        return eventChange() ? undefined : `this ${name} run`;
    const event = readEvent();
    if (event?.forced === true)
        return 'this push (a force push)';
    if (event?.created === true || (typeof event?.before === 'string' && /^0+$/.test(event.before)))
        return 'this push (a new branch)';
    return undefined;
}
/** The repository's default branch as the event names it (a ref name git accepts), for a fix that names it. */
function defaultBranch() {
    const branch = readEvent()?.repository?.default_branch;
    return typeof branch === 'string' && /^[A-Za-z0-9._/-]{1,100}$/.test(branch) && !branch.includes('..') ? branch : undefined;
}
/**
 * Refuses to seal without a base where the event names no change (see unnamedChange): one line with
 * the fix, as the caller writes it (the action's `base` input, the CLI's `--base`).
 */
function refuseUnnamedChange(refs, caller = 'action') {
    const what = refs.base === undefined && !refs.workspace ? unnamedChange() : undefined;
    if (!what)
        return;
    const branch = `origin/${defaultBranch() ?? 'main'}`;
    const fix = caller === 'action'
        ? `the \`base\` input (the branch it is to merge into, e.g. \`base: ${branch}\``
        : `\`--base\` (the branch it is to merge into, e.g. \`--base ${branch}\``;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${what} names no base commit, and HEAD~1 would review its last commit only while the verdict answers the head: give ${fix}, checked out with fetch-depth: 0)`);
}
/**
 * The base `review scope` takes with no `--base` in a workflow step (GITHUB_ACTIONS): the one the
 * review-scope action takes, the base of the change the event names (a pull request's, a merge
 * queue group's, a push's `before`), else refused as the action refuses. HEAD~1 reviewed the last
 * commit alone there: a push of several commits, a pull request checked out at its head, a
 * workflow_dispatch, while the gate's verdict answered the head. Outside a workflow, undefined (HEAD~1).
 */
function workflowBase(o) {
    if (process.env.GITHUB_ACTIONS !== 'true' || o.workspace)
        return undefined;
    const base = eventChange()?.baseSha;
    refuseUnnamedChange({ base, workspace: false }, 'cli');
    return base;
}
/** The base of the change the triggering event names, and who names it: what a gate's verdict vouches for starts there. */
function eventChangeBase() {
    const change = eventChange();
    return change ? { sha: change.baseSha, what: `this ${process.env.GITHUB_EVENT_NAME ?? 'workflow'} run` } : undefined;
}
/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
function pullRequest() {
    const event = readEvent();
    const pr = event?.pull_request;
    const baseSha = sha(pr?.base?.sha);
    const headSha = sha(pr?.head?.sha);
    if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha)
        return undefined;
    const baseRef = pr.base?.ref;
    return { number: pr.number, baseSha, headSha, ...(typeof baseRef === 'string' && baseRef.length <= 256 ? { baseRef } : {}) };
}
/**
 * The commit a verdict of this event answers: the pull request's head; the head a `workflow_run`
 * ran on; for a comment on a pull request (`issue_comment`, whose payload names no commit and
 * whose GITHUB_SHA is the default branch's tip) the checkout, which the job made the change it
 * reviews (`HEAD`); else the commit the workflow runs for (GITHUB_SHA).
 */
function verdictCommit() {
    const pr = pullRequest();
    if (pr)
        return pr.headSha;
    const name = process.env.GITHUB_EVENT_NAME;
    const run = sha(readEvent()?.workflow_run?.head_sha);
    if (name === 'workflow_run' && run)
        return run;
    if (name === 'issue_comment')
        return 'HEAD';
    return process.env.GITHUB_SHA ?? 'HEAD';
}
const positive = (n) => (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined);
/**
 * The pull request the event names by number: a pull request's event, or an issue's (`issue_comment`,
 * `issues`) when that issue is a pull request. These fire for plain issues too, whose number is no
 * pull request's: such a one is returned as `issue`, so a caller can say why nothing goes there.
 */
function eventPullNumber() {
    const event = readEvent();
    const pr = positive(event?.pull_request?.number);
    if (pr !== undefined)
        return { pr };
    const issue = positive(event?.issue?.number);
    if (issue === undefined)
        return undefined;
    return event?.issue?.pull_request ? { pr: issue } : { issue };
}
/**
 * The run this event starts when its job may run a pull request's code, in words, else undefined:
 * the pull request's own events (`pull_request`, `pull_request_target`, a review or a comment on
 * one, `issue_comment` on a pull request), a merge queue group's (the queued pull requests merged),
 * and any event (a `workflow_run`: the run it follows) but one of WRITERS_EVENTS, or one whose
 * payload names a pull request. Its tests
 * (and the install scripts before them) are that code. A push or a workflow_dispatch runs what
 * someone with write access put on a branch.
 */
function pullRequestRun() {
    const name = process.env.GITHUB_EVENT_NAME;
    const numbered = eventPullNumber();
    if (numbered && 'pr' in numbered)
        return `this ${name ?? 'workflow'} run of pull request #${numbered.pr}`;
    const event = readEvent();
    const pulls = namesPullRequest(event, 4);
    if (name === 'workflow_run') {
        // The run it follows decides, by the same allowlist: a merge queue's, a comment's, a review's,
        // another workflow_run whose origin is not told may have run a pull request's code.
        const from = typeof event?.workflow_run?.event === 'string' ? event.workflow_run.event : 'unknown';
        return WRITERS_EVENTS.has(from) && !pulls ? undefined : `this workflow_run of a ${from} run${pulls ? ' of a pull request' : ''}`;
    }
    // Every other event by the allowlist too: a repository_dispatch of a slash command, a
    // deployment_status of a preview, a check_suite of a pull request run its code.
    return WRITERS_EVENTS.has(name ?? '') && !pulls ? undefined : `this ${name ?? 'unknown'} run${pulls ? ' of a pull request' : ''}`;
}
/**
 * The change a run is to merge when that run may run a pull request's code (pullRequestRun, for every event): what
 * the change may not set for itself (its settings, its release, the code gated) is read at its base. Undefined on a
 * writer's run (a push, a tag), whose checkout is trusted. Such a run whose event names no base (a comment on the pull
 * request, a workflow_run of its run) is refused: its checkout is the change's own, which would judge itself.
 */
function judgedChange() {
    const run = pullRequestRun();
    if (!run)
        return undefined;
    const change = mergingChange();
    if (change)
        return change;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${run} names no base commit, and the checkout is the pull request's own (its settings would judge it): run this step on \`pull_request\` or \`merge_group\`, whose event names the base`);
}
/** Whether the payload names a pull request anywhere near its top (`client_payload.pull_request`, `check_suite.pull_requests`, …). */
function namesPullRequest(value, depth) {
    if (!value || typeof value !== 'object' || depth === 0)
        return false;
    return Object.entries(value).some(([key, v]) => (key === 'pull_request' && !!v) || (key === 'pull_requests' && Array.isArray(v) && v.length > 0) || namesPullRequest(v, depth - 1));
}
/** Events whose runs run what someone with write access put on a branch or a tag, never a pull request's code. */
const WRITERS_EVENTS = new Set(['push', 'workflow_dispatch', 'schedule', 'release', 'create']);
/**
 * A JUnit report vouches for tests run in this job, and on a pull request's event they are its code
 * (its install scripts too): left running, that code rewrites the downloaded parts, or this action's
 * bundle, before the gate reads them. No check in the gating step can undo that, so the job that
 * gates runs none of it: the tests run in a job of their own, and `tests-check` reads that job's
 * check run. `option` is the report's input or flag as the caller names it.
 */
function refuseTestsInJobThatGates(option) {
    const run = pullRequestRun();
    if (run)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${option} on ${run}: the tests are the pull request's code, and code run in the job that gates can rewrite the evidence it gates (and this action) before this step reads them; run the tests in a job of their own, then give this job \`needs: <that job>\` and \`tests-check: <that job's name>\` (the check run GitHub posts for it)`);
}


/***/ })

};
