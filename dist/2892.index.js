export const id = 2892;
export const ids = [2892,1331,7131];
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

/***/ 32892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   triggerRefusal: () => (/* binding */ triggerRefusal)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87131);



/**
 * Asks GitHub, with `token`, what a person may do in the workflow's repository
 * (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`); none without a token or a repository.
 */
function permissionLookup(token, env) {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!token || !owner || !repo || rest.length)
        return undefined;
    return async (username) => {
        try {
            const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .connect */ .Ng)({ token, ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}) });
            const { data } = await gh.octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username });
            return { permission: data.permission };
        }
        catch (err) {
            return { problem: `GitHub did not say: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(err)}` };
        }
    };
}
/** Why an agent may not run on this workflow's trigger, asking GitHub with `token` what its author may do; null when it may. */
function triggerRefusal(what, env, token) {
    return (0,_trigger_js__WEBPACK_IMPORTED_MODULE_2__.agentTriggerRefusal)(what, env, permissionLookup(token, env));
}


/***/ }),

/***/ 87131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY_ASSOCIATION: () => (/* binding */ BY_ASSOCIATION),
/* harmony export */   TRUSTED_ASSOCIATIONS: () => (/* binding */ TRUSTED_ASSOCIATIONS),
/* harmony export */   agentTriggerRefusal: () => (/* binding */ agentTriggerRefusal),
/* harmony export */   evidenceTriggerDoubt: () => (/* binding */ evidenceTriggerDoubt)
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
 * person can write to the repository, as anthropics/claude-code-action checks. The payload's
 * association says OWNER for the owner; MEMBER and COLLABORATOR say nothing of write access (an
 * organisation's read-only member, a collaborator invited to read or triage), so GitHub is asked
 * for that person's permission. Every other event is refused.
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
/** Whether a comment, a review or an issue starts `event` (own keys only: `constructor` is no event of theirs). */
const startedByAuthor = (event) => Object.hasOwn(BY_ASSOCIATION, event);
/** The event payload as an object; empty when absent or unreadable (it then names nothing). */
function payloadAt(path) {
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path ?? '', 'utf8'));
        return payload !== null && typeof payload === 'object' ? payload : {};
    }
    catch {
        return {};
    }
}
/** The payload's author of `event` (the comment's, the review's, the issue's): their association and login, each null when absent. */
function author(event, payloadPath) {
    const by = payloadAt(payloadPath)[BY_ASSOCIATION[event]];
    const association = by?.author_association;
    const login = by?.user?.login;
    return { association: typeof association === 'string' ? association : null, login: typeof login === 'string' ? login : null };
}
/** The permissions that may start an agent with the repository's secrets (`maintain` is answered as `write`). */
const WRITERS = new Set(['admin', 'write']);
/**
 * Why `what` may not run on this workflow event, or null when it may (or when not in a workflow).
 * `permissionOf` asks GitHub what a member or a collaborator may do; without it they are refused.
 */
async function agentTriggerRefusal(what, env, permissionOf) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event))
        return null;
    const fix = 'run it on `pull_request` (see docs/security.md, "Triggers")';
    if (REFUSED.has(event))
        return `refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; ${fix}`;
    if (!startedByAuthor(event))
        return `refusing to run ${what} on \`${event}\`: not a trigger an agent runs on; ${fix}`;
    const { association: who, login } = author(event, env.GITHUB_EVENT_PATH);
    const refused = (why) => `refusing to run ${what} on \`${event}\`: ${why}, and this trigger holds the base repository's secrets; ${fix}, or let only people who can write to the repository start it`;
    if (who === 'OWNER')
        return null;
    if (!who || !TRUSTED_ASSOCIATIONS.includes(who))
        return refused(`its author's association is ${who ?? 'unknown'}, not ${TRUSTED_ASSOCIATIONS.join(', ')}`);
    // A member or a collaborator may hold read access alone: GitHub says what this one may do.
    const asked = login === null
        ? { problem: 'the event names no author' }
        : permissionOf
            ? await permissionOf(login)
            : { problem: 'no token to ask GitHub with' };
    if ('problem' in asked)
        return refused(`its author is a ${who.toLowerCase()} whose write access could not be confirmed (${asked.problem})`);
    if (WRITERS.has(asked.permission))
        return null;
    return refused(`its author ${JSON.stringify(login)} is a ${who.toLowerCase()} with ${JSON.stringify(asked.permission)} access, not write`);
}
/** Where each event's payload names the repository its change came from. */
const CHANGE_FROM = {
    pull_request_target: (p) => p.pull_request?.head?.repo?.full_name,
    workflow_run: (p) => p.workflow_run?.head_repository?.full_name,
};
/** What follows every evidence doubt: why the other run's word is none, and where to review instead. */
const OTHER_RUN = "a fork's run writes its own workflow and artifacts, so nothing it uploaded is evidence; review a fork's change in this repository's workflow, started by OWNER, MEMBER or COLLABORATOR (e.g. `issue_comment`), see docs/security.md, \"Triggers\"";
/**
 * Why the evidence a gate reads on this event may be the pull request's own writing, or null. An
 * allowlist, as for the agent: evidence is trusted on the events an agent may run on, whose run is
 * this repository's workflow over a change the event names. No agent runs on `pull_request_target`
 * or `workflow_run`, so what is gated there came from another run: a fork's pull_request run runs
 * the fork's workflow file, and every artifact it uploads (a coverage of `completed`, no findings) is
 * the fork's to write. A change from this repository was pushed by someone with write access, as on
 * `pull_request`; a payload that names none is a fork's. Any other event (`deployment_status`,
 * `check_suite`, `status`, one GitHub adds later) proves neither the run nor the change: doubted.
 */
function evidenceTriggerDoubt(env) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event) || startedByAuthor(event))
        return null;
    if (!Object.hasOwn(CHANGE_FROM, event))
        return `no agent runs on \`${event}\`, so the evidence here came from another run, and this event names no change of this repository: ${OTHER_RUN}`;
    // Unreadable: no repository named, so a fork's.
    const payload = payloadAt(env.GITHUB_EVENT_PATH);
    const name = CHANGE_FROM[event](payload);
    const here = payload.repository?.full_name ?? env.GITHUB_REPOSITORY;
    if (typeof name === 'string' && typeof here === 'string' && name.toLowerCase() === here.toLowerCase())
        return null;
    const who = typeof name === 'string' && /^[\w.-]+\/[\w.-]+$/.test(name) ? `${name}'s` : "another repository's (the payload names none)";
    return `no agent runs on \`${event}\`, so the evidence here came from another run, and this change is ${who}: ${OTHER_RUN}`;
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


/***/ })

};
