export const id = 5673;
export const ids = [5673,1331,2192,5681,9816,6479];
export const modules = {

/***/ 91331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STOP_BUDGET_MS: () => (/* binding */ STOP_BUDGET_MS),
/* harmony export */   handleStops: () => (/* binding */ handleStops),
/* harmony export */   onStop: () => (/* binding */ onStop),
/* harmony export */   onStopPublish: () => (/* binding */ onStopPublish),
/* harmony export */   stopReason: () => (/* binding */ stopReason),
/* harmony export */   untilStopped: () => (/* binding */ untilStopped),
/* harmony export */   workStopped: () => (/* binding */ workStopped)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * What runs when this process is told to stop (a cancelled job, a step's timeout-minutes: SIGINT,
 * then SIGTERM about 7.5 s later). First each cleanup, synchronously: it kills its agent and gives
 * back what it closed or lent (without it a copy's agent outlived a cancelled run and the folders
 * closed for it stayed closed), or releases a lock. Then, in a run with a stop handler
 * (`handleStops`: every action and CLI command), what says on GitHub that the run stopped before a
 * verdict, within STOP_BUDGET_MS, and the run's last words; then the exit, 128+signal. A bare
 * `process.exit` skipped every `finally` that completes the open check run (hazards 673, 674).
 */
const cleanups = new Set();
/** Cleanups that wait until the stop is said, just before the exit (a lock: the work that holds it is not over before). */
const lastCleanups = new Set();
const publishers = new Set();
/** What stops a process that does not handle them: a cancel's two, a closed terminal, a quit. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** Under the runner's grace between SIGINT and SIGTERM, so the stop is published before the second signal. */
const STOP_BUDGET_MS = 5000;
/** Commands whose normal end is a signal (`uat serve`: Ctrl-C stops it): the first one ends them, not the run. */
const ends = new Set();
let told;
/** The run's last words and exit, once told to stop: a second signal takes them at once, not after the stop is said. */
let finish;
let run;
let listening = false;
/** Set inside what publishes the stop: the only GitHub calls allowed once told to stop. */
const publishing = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Why the run was told to stop, once it was: `the run was cancelled (SIGINT)`. */
function stopReason() {
    return told ? `the run was cancelled (${told})` : undefined;
}
/** Told to stop, and this is the work in progress (not what publishes the stop): it must publish nothing more, no verdict. */
function workStopped() {
    return told !== undefined && publishing.getStore() === undefined;
}
function runAll(set) {
    for (const cleanup of set) {
        try {
            cleanup();
        }
        catch {
            // the next one still runs
        }
    }
}
function exit(signal) {
    runAll(lastCleanups);
    process.exit(128 + (node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal] ?? 15));
}
function stop(signal) {
    // A second signal (the runner's SIGTERM, a user's second ^C) ends the process at once.
    if (told)
        return finish ? finish(signal) : exit(signal);
    if (ends.size) {
        for (const end of ends)
            end();
        return ends.clear();
    }
    told = signal;
    runAll(cleanups);
    const last = run;
    if (!last)
        exit(signal);
    const why = stopReason();
    finish = (by) => {
        try {
            last(why);
        }
        finally {
            exit(by);
        }
    };
    // Whatever a publisher awaits (a GitHub that hangs), the process ends within the budget.
    setTimeout(() => finish(signal), STOP_BUDGET_MS);
    void publishing.run(true, () => Promise.allSettled([...publishers].map((p) => p(why)))).then(() => finish(signal));
}
function listen() {
    const wanted = run !== undefined || cleanups.size > 0 || lastCleanups.size > 0 || ends.size > 0;
    if (wanted === listening)
        return;
    for (const s of SIGNALS)
        if (wanted)
            process.on(s, stop);
        else
            process.off(s, stop);
    listening = wanted;
}
/**
 * Runs `cleanup` (synchronously) if the process is told to stop before the returned function is called: at
 * once, or (`last`) once the stop is said, just before the exit.
 */
function onStop(cleanup, when = 'first') {
    const set = when === 'first' ? cleanups : lastCleanups;
    set.add(cleanup);
    listen();
    return () => {
        set.delete(cleanup);
        listen();
    };
}
/**
 * Runs `publish` (what says on GitHub that the run stopped before its verdict) if the process is told to
 * stop before the returned function is called: only in a run with a stop handler, within STOP_BUDGET_MS.
 */
function onStopPublish(publish) {
    publishers.add(publish);
    return () => void publishers.delete(publish);
}
/**
 * The stop handler of one run (an action, a CLI command), until the returned function is called: a
 * signal ends it after its publishers and `last` (its outputs, summary or last line: synchronous, as
 * the process exits right after), never by the signal's default death, which skipped all of them.
 */
function handleStops(last) {
    run = last;
    listen();
    return () => {
        run = undefined;
        // What this run registered to say its stop goes with it (a process that runs one command after another).
        publishers.clear();
        listen();
    };
}
/** Resolves at the first signal, which then ends only the command that waits on it (`uat serve`), not as a cancel. */
function untilStopped() {
    return new Promise((resolve) => {
        ends.add(resolve);
        listen();
    });
}


/***/ }),

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ ONCE),
/* harmony export */   Ng: () => (/* binding */ connect),
/* harmony export */   Ur: () => (/* binding */ createOnce),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, ambiguous, decide */
/* harmony import */ var _text_trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43675);
/* harmony import */ var _agent_abort_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91331);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);



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
/**
 * A create that must not be repeated blindly (`create` sends it with ONCE): after an ambiguous
 * failure (GitHub may have made it, the answer lost) `landed` looks for what it made before
 * another try, paced and bounded by the connection's retry policy, so a lost answer never leaves two. With no way
 * to look (`landed` undefined) the failure is the answer. `landed` answers only with what proves it came from this
 * request (a one-time mark it carries, or its whole body): never an item that was there before it was sent, which
 * would be taken for this verdict while saying another (hazard 649).
 */
async function createOnce(gh, create, landed) {
    let waited = 0;
    for (let attempt = 1;; attempt++) {
        try {
            return await create();
        }
        catch (err) {
            // The connection's policy paces the tries, as for any request: a wait, within its budget.
            const next = ambiguous(err) && landed ? decide(err, attempt, gh.retry, { budgetLeftMs: gh.retry.budgetMs - waited }) : null;
            if (!landed || !next?.retry)
                throw err;
            const id = await landed();
            if (id !== undefined)
                return id;
            waited += next.waitMs;
            await new Promise((resolve) => setTimeout(resolve, next.waitMs));
        }
    }
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
 * GitHub refused the token itself (401, a 403 that is no rate limit, 404): a write with it is refused
 * alike, so what a read of it would have told changes nothing it publishes.
 */
function refusal(err) {
    const e = (err ?? {});
    return e.status === 401 || e.status === 404 || (e.status === 403 && !isRateLimited(e));
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
    const apiUrl = (0,_text_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimEndOf */ .f)(options.apiUrl || process.env.GITHUB_API_URL || 'https://api.github.com', '/');
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1351)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    const quiet = () => undefined;
    const octokit = getOctokit(options.token, { baseUrl: apiUrl, log: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
    let waited = 0;
    octokit.hook.wrap('request', async (request, endpoint) => {
        for (let attempt = 1;; attempt++) {
            // Told to stop: the work in progress publishes nothing more (no verdict after a cancel); only the stop is said (abort.ts).
            if ((0,_agent_abort_js__WEBPACK_IMPORTED_MODULE_0__.workStopped)())
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`not sent: ${(0,_agent_abort_js__WEBPACK_IMPORTED_MODULE_0__.stopReason)() ?? 'the run was told to stop'}`);
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


/***/ }),

/***/ 28011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ PER_PAGE),
/* harmony export */   Ku: () => (/* binding */ firstOf),
/* harmony export */   LX: () => (/* binding */ Truncated),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   N4: () => (/* binding */ restPages),
/* harmony export */   _5: () => (/* binding */ MAX_ITEMS),
/* harmony export */   yw: () => (/* binding */ readAll)
/* harmony export */ });
/* unused harmony export MAX_PAGES */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

/**
 * Lists others can fill (a pull request's comments, reviews and threads, a commit's check runs and
 * statuses) are read within one bound, so a flood costs a run at most MAX_PAGES requests a list.
 * Past the bound, what was not read is unknown, never absent: the reader throws `Truncated`, and
 * nothing that depends on the rest (creating "our" item again, answering a thread) is done.
 */
const PER_PAGE = 100;
const MAX_PAGES = 30;
const MAX_ITEMS = PER_PAGE * MAX_PAGES;
/** A list longer than the bound: `list` names it in the warning. */
class Truncated extends _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError {
    list;
    constructor(list) {
        super(`${list} number more than ${MAX_ITEMS.toLocaleString('en-US')}, the most proofgate reads of a list`);
        this.list = list;
        this.name = 'Truncated';
    }
}
/** Octokit's pages (`paginate.iterator`): the list goes on while GitHub links a next page. */
async function* restPages(pages) {
    for await (const { data, headers } of pages)
        yield { items: data, more: /\brel="next"/.test(headers.link ?? '') };
}
/**
 * The items of a list, page by page. A caller that stops at a hit reads no further; one that
 * reaches the end of a list longer than MAX_PAGES pages gets `Truncated` instead of that end.
 */
async function* bounded(pages, list) {
    let read = 0;
    for await (const { items, more } of pages) {
        yield* items;
        if (!more)
            return;
        if (++read >= MAX_PAGES)
            throw new Truncated(list);
    }
}
/** Every item of a list within the bound (else `Truncated`). */
async function readAll(pages, list) {
    const out = [];
    for await (const item of bounded(pages, list))
        out.push(item);
    return out;
}
/** The first item that passes `test`, if the list holds one within the bound (else `Truncated`). */
async function firstOf(items, test) {
    for await (const item of items)
        if (test(item))
            return item;
    return undefined;
}


/***/ }),

/***/ 50623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ warningsMarkdown),
/* harmony export */   I$: () => (/* binding */ publishWarning),
/* harmony export */   O$: () => (/* binding */ unreadable)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23377);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28011);



/** GitHub's own words, bounded and made inert (it may echo request text back). */
function said(err) {
    const text = (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(String(err.message ?? '')).trim();
    return text.length > 300 ? `${(0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .cutChars */ .oN)(text, 300)}…` : text;
}
/**
 * One line naming what was not published, why, and what to do.
 * `permission` is the job permission the write needs (e.g. `checks: write`).
 */
function publishWarning(what, permission, err) {
    // Our item may lie past what was read: creating it again could make two.
    if (err instanceof _listing_js__WEBPACK_IMPORTED_MODULE_1__/* .Truncated */ .LX)
        return `${what} not published: ${err.message}, so whether it is already there cannot be told`;
    const e = (err ?? {});
    const status = e.status;
    const message = said(e);
    if (status === 403 && /not accessible by integration/i.test(message)) {
        // The route for a fork, never the privileged triggers: a fork's run writes its artifact whole (hazard 215).
        return `cannot publish ${what}: the token is read-only (fork pull request?); the job needs \`${permission}\`, and a fork's token never has it: review a fork's change in a run of this repository's workflow, never from \`pull_request_target\` or \`workflow_run\` (they would publish the fork's word; docs/publishing.md)`;
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
/** Why `list` cannot be told: past the bound, or what GitHub answered instead of it. */
function unreadable(list, err) {
    if (err instanceof _listing_js__WEBPACK_IMPORTED_MODULE_1__/* .Truncated */ .LX)
        return err.message;
    const e = (err ?? {});
    return `${list} could not be read (GitHub answered ${e.status ?? 'nothing'}: ${said(e)})`;
}
/** The job-summary block listing publishing problems; empty when there are none. */
function warningsMarkdown(warnings) {
    if (warnings.length === 0)
        return '';
    return [
        '> [!WARNING]',
        '> Publishing to GitHub was incomplete (the verdict above stands):',
        ...warnings.map((w) => `> - ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)(w)}`),
    ].join('\n');
}


/***/ }),

/***/ 83738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ REPO),
/* harmony export */   d: () => (/* binding */ publishTarget)
/* harmony export */ });
const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
/**
 * The token and `owner/name` a publisher needs (from an input, an option, or
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
            warning: `nothing published to GitHub: the repository ${JSON.stringify(given.repository ?? '')} is not owner/name (set GITHUB_REPOSITORY${given.repoOption ? ` or give ${given.repoOption}` : ''})`,
        };
    }
    return { target: { token, owner: m[1], repo: m[2] } };
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

/***/ 27053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   EQ: () => (/* binding */ checkGlobs),
/* harmony export */   Jj: () => (/* binding */ braceGlobs)
/* harmony export */ });
/* unused harmony exports GLOB_MAX_LENGTH, pathFormProblem */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

// The checks of a glob from outside, apart from the glob engine (globs.ts): a command that only
// lists rules checks their globs but tests no path, and so never loads micromatch.
const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
/** `before` + a brace list of the names + `after`, in as many globs as keep each within GLOB_MAX_LENGTH (a name alone without braces). */
function braceGlobs(before, names, after = '') {
    const glob = (some) => `${before}${some.length === 1 ? some[0] : `{${some.join(',')}}`}${after}`;
    const lists = [];
    for (const name of names) {
        const last = lists.at(-1);
        if (last && glob([...last, name]).length <= GLOB_MAX_LENGTH)
            last.push(name);
        else
            lists.push([name]);
    }
    return lists.map(glob);
}
// eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): globProblem refuses a glob longer than GLOB_MAX_LENGTH (256) before RANGE reads it
const RANGE = /\{[^}]*\.\.[^}]*\}/;
/**
 * What is wrong with one glob from outside (inputs, a project's rules file), or null when nothing
 * is. The hazards are closed: a length cap, no extglob (ReDoS), no brace ranges (expansion bombs);
 * brace lists are allowed only where `braces` says so.
 */
function globProblem(glob, options) {
    if (typeof glob !== 'string' || glob.trim() === '')
        return 'empty glob';
    if (glob.length > GLOB_MAX_LENGTH)
        return `glob longer than ${GLOB_MAX_LENGTH} characters`;
    if (/[\u0000-\u001f\u007f]/.test(glob))
        return 'glob contains a control character';
    // A trailing backslash escapes nothing; a run of four or more there sends picomatch 2.3's parser past the end, forever.
    if (glob.endsWith('\\'))
        return `a glob may not end in a backslash: ${JSON.stringify(glob)}`;
    // micromatch reads a leading `!` as "every path but": `!docs/api/**` in exclude (gitignore's and
    // on.push.paths' "except") left every code file out; a rule or trigger applied to all but one folder.
    if (glob.startsWith('!'))
        return `a leading "!" would match every path but ${JSON.stringify(glob.slice(1))}: no glob here is negated (to leave paths out, write them in exclude; to match a name starting with "!", write "\\!"): ${JSON.stringify(glob)}`;
    if (EXTGLOB.test(glob))
        return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
    if (!options.braces && /[{}]/.test(glob))
        return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give each alternative as a glob of its own)`;
    if (RANGE.test(glob))
        return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
    const spelled = options.braces ? alternatives(glob) : [glob];
    if (typeof spelled === 'string')
        return `${spelled}: ${JSON.stringify(glob)}`;
    for (const one of spelled) {
        const problem = pathFormProblem(one);
        if (problem)
            return `${problem}: ${JSON.stringify(glob)}${one === glob ? '' : ` (as ${JSON.stringify(one)})`}`;
    }
    return null;
}
/** A glob's brace lists written out, at most this many: enough for any list braceGlobs writes within GLOB_MAX_LENGTH. */
const ALTERNATIVES_MAX = 4096;
/** What a backslash may escape: a glob's own characters (any other is no git path's separator, and micromatch drops it). */
const ESCAPABLE = new Set('*?[]{}()!+@,\\');
/**
 * The globs a brace list stands for (`a/*.{js,ts}` → `a/*.js`, `a/*.ts`), or why it cannot be read
 * as one: micromatch reads a list of one item (`*.{js}`) or an unclosed one as the literal braces,
 * which no path has, so the glob matched nothing and its rule or reviewer was never dispatched.
 */
function alternatives(glob) {
    const out = [];
    const expand = (g) => {
        const open = topBrace(g);
        if (open === undefined) {
            out.push(g);
            return out.length > ALTERNATIVES_MAX ? `more than ${ALTERNATIVES_MAX} brace alternatives` : undefined;
        }
        if (open.close < 0)
            return 'an unclosed or unopened brace "{" "}" is read literally (escape it as "\\{")';
        if (open.items.length < 2)
            return `a brace list of one item ("{${open.items[0] ?? ''}}") is read literally, so it matches no path: write the item without braces`;
        for (const item of open.items) {
            const problem = expand(g.slice(0, open.at) + item + g.slice(open.close + 1));
            if (problem)
                return problem;
        }
        return undefined;
    };
    return expand(glob) ?? out;
}
/** The first brace list outside a character class, with its items split at its own commas (close -1: unbalanced). */
function topBrace(g) {
    let at = -1;
    let depth = 0;
    let from = 0;
    const items = [];
    for (let i = 0; i < g.length; i++) {
        const c = g[i];
        if (c === '\\')
            i++;
        else if (c === '[') {
            const end = g.indexOf(']', i + 2);
            if (end > 0)
                i = end;
        }
        else if (c === '{') {
            if (depth++ === 0)
                [at, from] = [i, i + 1];
        }
        else if (c === '}') {
            if (depth === 0)
                return { at: i, close: -1, items };
            if (--depth === 0)
                return { at, close: i, items: [...items, g.slice(from, i)] };
        }
        else if (c === ',' && depth === 1) {
            items.push(g.slice(from, i));
            from = i + 1;
        }
    }
    return at < 0 ? undefined : { at, close: -1, items };
}
/**
 * Why a glob (its braces written out) can match no git path, which is relative, separated by `/`,
 * and has no empty, `.` or `..` folder: refused with the spelling to write, never left to match
 * nothing (a CODEOWNERS-style `/src/**`, a gitignore-style `src/`, a Windows `src\auth\**`).
 */
function pathFormProblem(glob) {
    for (let i = glob.indexOf('\\'); i >= 0; i = glob.indexOf('\\', i + 2))
        if (!ESCAPABLE.has(glob[i + 1] ?? ''))
            return 'a git path is separated by "/", never "\\" (a backslash only escapes a glob character like "\\*")';
    if (glob.startsWith('/') || /^[A-Za-z]:\//.test(glob))
        return `a glob is matched against repository paths, which never start with "/" or a drive: write it from the top folder (${JSON.stringify(glob.replace(/^(?:[A-Za-z]:)?\/+/, ''))})`;
    if (glob.endsWith('/'))
        return `a glob matches files, never a folder ending in "/": write ${JSON.stringify(`${glob}**`)} for every file under it`;
    const segments = glob.split('/');
    if (segments.includes(''))
        return 'a git path has no empty folder ("//")';
    if (segments.some((s) => s === '.' || s === '..')) {
        const top = glob.replace(/^(?:\.\/)+/, '');
        return `a git path has no "." or ".." folder: write it from the top folder${top.split('/').some((s) => s === '.' || s === '..') ? '' : ` (${JSON.stringify(top)})`}`;
    }
    return null;
}
/** Refuses the first glob with a problem, named by `where` and its index. */
function checkGlobs(globs, where, options) {
    for (const [i, glob] of globs.entries()) {
        const problem = globProblem(glob, options);
        if (problem)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where}[${i}]: ${problem}`);
    }
}


/***/ }),

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileGlobs: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27053);


/** A matcher of globs from outside, checked first (glob-check.ts). */
function compileGlobs(globs, where, options) {
    (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkGlobs */ .EQ)(globs, where, options);
    if (globs.length === 0)
        return () => false;
    // One regular expression for all the globs, as micromatch's matcher tests each (the empty path
    // never matches; a path equal to a glob matches it): a rule is tested on thousands of paths.
    // dotAll (`s`): micromatch writes `**` with `.`, which stops at LF, CR, U+2028 and U+2029 while
    // its `*` (`[^/]`) does not, so a folder named with a line break escaped every `**`: a rule, a
    // reviewer's trigger, --include. A git path may hold any byte but NUL; a glob matches it whole.
    // nonegate: a leading `!` is refused (globProblem); were a check skipped, it matches a literal "!", never "all but".
    const opts = { dot: true, noextglob: true, nonegate: true, nobrace: !options.braces, posix: false, nocase: options.nocase === true };
    const literal = new Set(options.nocase ? [] : globs);
    // Compiled at the first path tested: a command that lists rules or reviewers tests none.
    let any;
    return (path) => {
        if (path === '')
            return false;
        if (literal.has(path))
            return true;
        any ??= new RegExp(globs.map((g) => `(?:${micromatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(g, opts).source})`).join('|'), options.nocase ? 'si' : 's');
        return any.test(path);
    };
}


/***/ }),

/***/ 84463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ legacyMarkers),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   Lv: () => (/* binding */ isRenderedComment),
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   xL: () => (/* binding */ marker)
/* harmony export */ });
/* unused harmony export conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53326);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(23377);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74930);
/* harmony import */ var _text_taken_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77612);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38556);









/**
 * A verdict's path as the repository names it (where GitHub shows and links it), from the folder its paths are
 * relative to; none when no repository holds it: a location on another file of the same name is worse than none.
 */
const repositoryPath = (path, from) => from === null ? undefined : from ? `${from}/${path}` : path;
/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(text));
/**
 * The same hidden marker the GitHub publisher keeps one comment by. With `--compat tea` it is
 * the peer's (`<!-- tea-test-review:<tag> -->`), so the comment the peer kept is the one updated.
 */
const marker = (tag, compat = 'proofgate') => compat === 'tea' ? `<!-- tea-test-review:${tag} -->` : `<!-- proofgate:test-review.${tag} -->`;
/** Text an earlier run wrote as its comment: it opens with a marker, either spelling, whatever its tag. */
const isRenderedComment = (text) => ['proofgate', 'tea'].some((compat) => text.startsWith(marker('', compat).replace(/ -->$/, '')));
/** The peer's untagged marker of older releases: adopted only under the claude tag, as the peer does. */
const legacyMarkers = (tag, compat = 'proofgate') => compat === 'tea' && tag === 'claude' ? ['<!-- tea-test-review -->'] : [];
const SEVERITY_ORDER = ['Critical', 'High', 'Medium', 'Low'];
function stateOf(i) {
    const v = i.verdict;
    if (i.exitCode >= 2 || !v)
        return 'broken';
    if ('promptOnly' in v)
        return 'dry-run';
    const failures = v.gateFailures ?? [];
    const waived = 'waived' in v && v.waived === true;
    if ('skipped' in v) {
        if (i.exitCode === 0 && failures.length && !waived)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: the skip has unwaived gate failures', _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .TEST_REVIEW_EXIT */ .v.environment);
        return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'skipped';
    }
    if (i.exitCode === 0 && failures.length && !waived)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: it has unwaived gate failures (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (i.exitCode === 1 && failures.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 1 contradicts the verdict: it has no gate failure (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .TEST_REVIEW_EXIT */ .v.environment);
    return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'pass';
}
function conclusion(state, skipFails = false) {
    if (state === 'pass' || state === 'waived')
        return 'success';
    if (state === 'dry-run' || (state === 'skipped' && !skipFails))
        return 'neutral';
    return 'failure';
}
function headline(state, i) {
    const v = i.verdict;
    switch (state) {
        case 'pass':
            return 'Pass for the changed tests';
        case 'fail':
            return v && 'skipped' in v ? 'Fail: skipped review' : `Fail: ${String(v?.recommendation)}`;
        case 'waived':
            return `${v && 'skipped' in v ? 'Skipped' : String(v?.recommendation)}, waived until ${String(v?.waiveUntil)}`;
        case 'skipped':
            return 'Skipped';
        case 'dry-run':
            return 'No review performed';
        case 'broken':
            return 'Broken gate';
    }
}
const withheld = (files) => `Secret files withheld from the agent (a secret's name, or its content moved, copied or pasted; a person must check them): ${files
    .slice(0, 10)
    .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
    .join(', ')}.`;
const unreadable = (files) => `Test files that hold no text an agent can read (a person must check them): ${files
    .slice(0, 10)
    .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
    .join(', ')}.`;
function body(state, i) {
    const v = i.verdict;
    const at = i.headSha ? ` at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.headSha.slice(0, 8))}` : '';
    const out = [];
    if (state === 'broken') {
        out.push(`No verdict: ${mdText(i.cause ?? `the run exited ${i.exitCode}`)}.`, 'These tests are not approved.');
    }
    else if (v && 'promptOnly' in v) {
        out.push(`A dry run (\`--agent none\`): ${v.files.length} test file(s) would be reviewed. This is not a verdict.`);
    }
    else if (v && 'skipped' in v) {
        out.push(`${mdText(v.reason)}.`);
        if (v.deletedFiles?.length)
            out.push(`Deleted test files: ${v.deletedFiles
                .slice(0, 10)
                .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
                .join(', ')}.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        if (v.contextFiles.length)
            out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
        if (v.unscorableTestArtifacts?.length)
            out.push(`Unscored test artifacts: ${v.unscorableTestArtifacts
                .slice(0, 10)
                .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
                .join(', ')}.`);
    }
    else if (v) {
        const gating = v.findings
            .filter((f) => f.verdict_impact)
            .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
        if (state === 'pass') {
            out.push(gating.length === 0
                ? `Reviewed ${v.files.length} changed test file(s)${at}. No findings attributable to this PR.`
                : `Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
        }
        else {
            out.push(`Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
            for (const g of (v.gateFailures ?? []).slice(0, 3))
                out.push(`- ${mdText(g)}`);
            for (const f of gating.slice(0, 3)) {
                const path = f.path ? repositoryPath(f.path, i.pathsFrom) : undefined;
                const at = path ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(`${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(path)}${f.line ? `:${f.line}` : ''}`) : '(no location)';
                out.push(`- **${f.severity}** ${path && f.line && i.link ? `[${at}](${i.link(path, f.line)})` : at}: ${mdText(f.title)}`);
            }
            if (gating.length > 3)
                out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
        }
        if (state === 'waived')
            out.push(`Waived: ${mdText(v.waiveReason ?? '')}.`);
        if (v.removedTests?.length)
            out.push(`Removed coverage: ${v.removedTests
                .slice(0, 10)
                .map((t) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(t.path)))
                .join(', ')} no longer run as tests or apply to them.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        if (v.unreadableFiles?.length)
            out.push(unreadable(v.unreadableFiles));
        const model = v.model ? ` / ${mdText(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${mdText(i.focus)}`);
    const run = (0,_text_links_js__WEBPACK_IMPORTED_MODULE_7__/* .mdLink */ .YF)('The run', i.runUrl);
    if (run)
        out.push(run);
    const a = i.artifact;
    if (a?.uploaded && a.id !== undefined)
        out.push((0,_text_taken_js__WEBPACK_IMPORTED_MODULE_4__/* .takenLine */ .E)({ name: a.name, id: a.id, ...(a.url ? { url: a.url } : {}) }, 'the report and verdict', 'report-artifact-id'));
    else if (a)
        out.push(`The report and verdict are not attached to this run: ${mdText(a.uploaded ? (a.refused ?? a.message) : a.message)}.`);
    else if (i.artifactName)
        // Only the upload step knows the id: the name alone is no address, as any job of the run can upload under it first (hazard 640).
        out.push(`A later step of this job uploads the report and verdict as the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifactName)}: take it by the id that step reports, never by its name, which any job of the run can upload under first.`);
    else if (i.reportPath && i.reportWritten !== false)
        out.push(`The report is at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.reportPath)} in the job workspace; it is deleted when the job ends unless the job uploads it.`);
    else if (i.reportWritten === false)
        out.push('The run wrote no report.');
    return out;
}
function render(i, as) {
    const state = stateOf(i);
    const skipFails = state === 'fail' && !!i.verdict && 'skipped' in i.verdict;
    if (as === 'conclusion')
        return conclusion(state, skipFails);
    const head = headline(state, i);
    const lines = body(state, i);
    if (as === 'check')
        return [`Test quality: ${head}`, ...lines].join('\n');
    const text = [`## Test quality: ${head}`, '', ...lines].join('\n');
    // Cut as every published text is: never inside a code span, which would let a neutralised link or mention act.
    const capped = (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .fitBytes */ .ZN)(text, 60_000, 'characters', '');
    return as === 'comment' ? `${marker(i.tag, i.compat)}\n${capped}` : capped;
}


/***/ }),

/***/ 18949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ hasCodeExtension)
/* harmony export */ });
/* unused harmony export CODE_EXTENSIONS */
/**
 * Source code by its file name's extension (case as written: `.R` and `.r` are both R), in every
 * language proofgate reads tests of.
 */
// Every module spelling of JavaScript and TypeScript the runners' default globs take
// (`*.{test,spec}.?(c|m)[jt]s?(x)` in vitest, jest and Playwright): a test the runner runs is reviewed.
const CODE_EXTENSIONS = new Set([
    'ts',
    'tsx',
    'js',
    'jsx',
    'mjs',
    'cjs',
    'mts',
    'cts',
    'mjsx',
    'cjsx',
    'mtsx',
    'ctsx',
    'py',
    'go',
    'rb',
    'php',
    'cs',
    'java',
    'kt',
    'swift',
    'rs',
    'dart',
    'exs',
    'ex',
    'vue',
    'svelte',
    'scala',
    'groovy',
    // Languages whose tests are files of their own, by their runners' conventions (TEST_NAMES):
    // C and C++ (GoogleTest, Catch2, CTest), Lua (busted), Perl (prove), R (testthat), Julia,
    // Clojure, Haskell (hspec), Erlang (EUnit, Common Test), bats.
    'c',
    'cc',
    'cpp',
    'cxx',
    'c++',
    'h',
    'hh',
    'hpp',
    'lua',
    't',
    'pl',
    'pm',
    'r',
    'R',
    'jl',
    'clj',
    'cljc',
    'cljs',
    'hs',
    'erl',
    'bats',
]);
/** The file's extension is a programming language's (CODE_EXTENSIONS). */
function hasCodeExtension(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return CODE_EXTENSIONS.has(/\.([^.]+)$/.exec(name)?.[1] ?? '');
}


/***/ }),

/***/ 77612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ takenLine)
/* harmony export */ });
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74930);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);


/**
 * The line that sends the taker to the artifact by its id (the step's output `output`), never by its name:
 * any job of the run can upload an artifact under that name first (hazards 530, 591).
 */
function takenLine(a, what, output) {
    const link = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .mdLink */ .YF)('download it by its id', a.url);
    return `This run holds ${what} as the artifact ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(a.name)}, id ${a.id} (the step's output ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(output)})${link ? `: ${link}` : ''}. Take it by this id${link ? ' or link' : ''}, never by its name: any job of the run can upload an artifact under that name first.`;
}


/***/ }),

/***/ 43675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ trimOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
function trimOf(text, set) {
    let start = 0;
    while (start < text.length && set.includes(text[start]))
        start++;
    return trimEndOf(text.slice(start), set);
}
function trimEndOf(text, set) {
    let end = text.length;
    while (end > 0 && set.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Dl: () => (/* binding */ RIGHT_TO_LEFT),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), and what every sink
 * shows as U+XXXX (DRAWS_NOTHING: the default ignorables such as U+3164 and the
 * variation selectors, U+2800 BRAILLE PATTERN BLANK, U+1D159).
 */
const BLANK = new RegExp(`[\\p{C}\\p{Z}\\p{M}${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.DRAWS_NOTHING}]`, 'gu');
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/**
 * Characters a left-to-right page draws right to left, or whose neighbours it reorders: the letters
 * and digits of bidi classes R, AL and AN (`מחיר", 1, 1000` draws as `1000 ,1 ,"ריחמ`, Trojan Source
 * with no control), the bidi controls besides. JavaScript has no `\p{Bidi_Class}`, so this is every
 * right-to-left script by Script_Extensions (which holds the Arabic comma, tatweel and question mark
 * Script leaves Common), and the blocks Unicode gives a right-to-left default (DerivedBidiClass.txt),
 * for letters a later Unicode adds there (Garay) on a Node that does not know them yet.
 */
const RTL_SCRIPTS = [
    'Adlam',
    'Arabic',
    'Avestan',
    'Chorasmian',
    'Cypriot',
    'Elymaic',
    'Hanifi_Rohingya',
    'Hatran',
    'Hebrew',
    'Imperial_Aramaic',
    'Inscriptional_Pahlavi',
    'Inscriptional_Parthian',
    'Kharoshthi',
    'Lydian',
    'Mandaic',
    'Manichaean',
    'Mende_Kikakui',
    'Meroitic_Cursive',
    'Meroitic_Hieroglyphs',
    'Nabataean',
    'Nko',
    'Old_Hungarian',
    'Old_North_Arabian',
    'Old_Sogdian',
    'Old_South_Arabian',
    'Old_Turkic',
    'Old_Uyghur',
    'Palmyrene',
    'Phoenician',
    'Psalter_Pahlavi',
    'Samaritan',
    'Sogdian',
    'Syriac',
    'Thaana',
    'Yezidi',
];
const RIGHT_TO_LEFT = new RegExp(`[${RTL_SCRIPTS.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}${BIDI.source.slice(1, -1)}]`, 'u');


/***/ }),

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YAML_MAX_FLOW_DEPTH: () => (/* binding */ YAML_MAX_FLOW_DEPTH),
/* harmony export */   checkFlowDepth: () => (/* binding */ checkFlowDepth),
/* harmony export */   lineOf: () => (/* binding */ lineOf)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/** Deeper than any real configuration or rules file nests its brackets. */
const YAML_MAX_FLOW_DEPTH = 64;
/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
function checkFlowDepth(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5b || c === 0x7b) {
            if (++depth > YAML_MAX_FLOW_DEPTH)
                throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
}
/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
function lineOf(text, path) {
    try {
        checkFlowDepth(text);
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__.LineCounter();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 59586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   aO: () => (/* binding */ workflowJobPage)
/* harmony export */ });
/* harmony import */ var _server_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66928);

/**
 * The page of the workflow run this process is part of (its job summary), when it runs in GitHub Actions: of this
 * attempt (`/attempts/N`), since the run's own page opens its latest attempt, and a verdict linked from a check run or
 * a comment must keep showing the summary and artifacts it came from after a re-run.
 */
function workflowRunUrl(env) {
    const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } = env;
    const ofAttempt = attempt && /^[1-9]\d{0,5}$/.test(attempt) ? `/attempts/${attempt}` : '';
    const server = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_0__/* .serverOrigin */ .s)(env);
    return server && runId && repository ? `${server}/${repository}/actions/runs/${runId}${ofAttempt}` : undefined;
}
/** The page of this workflow run, `…/actions/runs/ID`, without an attempt: where its jobs' and artifacts' pages are. */
function runPage(env) {
    const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    const server = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_0__/* .serverOrigin */ .s)(env);
    return server && repository && runId && /^[1-9]\d*$/.test(runId) ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}
/**
 * The start of the page of a job of this workflow run, `…/actions/runs/ID/job/`: GitHub links the check
 * run it posts for a job there, under the job's id, which is the check run's own id. GitHub sets a check
 * run's `html_url`; a check run made through the API gets `…/runs/ID`, whatever its `details_url` says.
 */
function workflowJobPage(env) {
    const run = runPage(env);
    return run && `${run}/job/`;
}
/**
 * The download of one artifact of this workflow run by its id (what actions/upload-artifact outputs as
 * `artifact-url`): that artifact, never another the run holds, or a later run, under its name.
 */
function artifactUrl(env, id) {
    const run = runPage(env);
    return run && `${run}/artifacts/${id}`;
}


/***/ })

};
