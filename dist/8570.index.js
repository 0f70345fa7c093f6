export const id = 8570;
export const ids = [8570,1331,4502];
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

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewPublisher: () => (/* binding */ reviewPublisher),
/* harmony export */   t: () => (/* binding */ publishStopped)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53326);
/* harmony import */ var _review_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34920);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36250);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96584);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(18002);
/* harmony import */ var _pull_review_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5585);
/* harmony import */ var _review_publish_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(54873);
/* harmony import */ var _shared_name_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51668);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(83738);










/**
 * A review's publisher: `open` puts the check run in progress (once the agent is ready, so the pull
 * request shows the review running), `close` completes it with the gate's verdict and annotations,
 * or publishes it in one go when nothing was opened, then posts the pull request review linking it.
 */
function reviewPublisher(p) {
    // The repository is needed whether or not a check run is written: the runs under the name are read in every path.
    const where = (0,_target_js__WEBPACK_IMPORTED_MODULE_8__/* .publishTarget */ .d)({ token: p.token, repository: p.repository, ...(p.repoOption ? { repoOption: p.repoOption } : {}) });
    const target = 'target' in where
        ? {
            owner: where.target.owner,
            repo: where.target.repo,
            headSha: p.headSha,
            name: p.checkName,
            externalId: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkExternalId */ .Dr)(p.id, p.scope.scopeSha256),
        }
        : undefined;
    const gitHub = () => (0,_client_js__WEBPACK_IMPORTED_MODULE_4__/* .connect */ .Ng)({ token: p.token ?? '', ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
    let opened = { warnings: [] };
    /** Who else holds the check name, and so the review tag, on the commit; none to tell without a repository. */
    async function holders(passes) {
        if (!target)
            return { others: [] };
        return (0,_shared_name_js__WEBPACK_IMPORTED_MODULE_7__/* .othersUnderName */ .n)(await gitHub(), target, (r) => (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .otherReviewOf */ .IF)(r, p.id, p.scope.scopeSha256), passes);
    }
    async function closeCheck(result, found, shared) {
        const seen = 'warning' in found && found.warning ? [found.warning] : [];
        if (!p.checkRun)
            return { warnings: seen };
        if (!target)
            return { warnings: 'warning' in where ? [where.warning] : [] };
        // A read-only or refused token said so at the open: one warning is enough.
        if (!opened.handle && opened.warnings.some((w) => w.startsWith('cannot publish')))
            return { warnings: opened.warnings };
        // Each finding's lines link to the head the scope sealed, in the repository the check run is on.
        const links = (0,_links_js__WEBPACK_IMPORTED_MODULE_9__/* .lineLinks */ .w)({
            GITHUB_SERVER_URL: p.serverUrl,
            GITHUB_API_URL: p.apiUrl ?? process.env.GITHUB_API_URL,
            GITHUB_REPOSITORY: `${target.owner}/${target.repo}`,
        }, result.scope.refs.headSha);
        const doc = (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkDocument */ .sw)(result, target.name, links);
        const passes = doc.github.conclusion === 'success';
        const outcome = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .closeCheckRun */ .we)(await gitHub(), opened.handle ?? target, {
            conclusion: shared ? 'failure' : doc.github.conclusion,
            title: shared
                ? `${passes ? _checks_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSED_ALONE */ .Tx : 'did not pass alone; '}${'unknown' in found ? 'could not tell whether the check name is shared' : `check name shared with review ${found.others.join(', ')}`}`
                : doc.github.output.title,
            summary: shared ? `${shared}\n\n${doc.github.output.summary}` : doc.github.output.summary,
            text: doc.github.output.text,
            annotations: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .annotations */ .hk)(result).map((a) => ({
                path: a.path,
                startLine: a.start_line,
                endLine: a.end_line,
                level: a.annotation_level,
                title: a.title,
                message: a.message,
                rawDetails: a.raw_details,
            })),
        });
        return {
            ...(outcome.checkRunId !== undefined ? { id: outcome.checkRunId } : {}),
            warnings: [...opened.warnings, ...seen, ...outcome.warnings],
        };
    }
    return {
        opened: () => opened.handle,
        async open() {
            if (!target)
                return;
            opened = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .openCheckRun */ .G2)(await gitHub(), target, {
                title: 'review running',
                summary: `Reviewing ${p.scope.totals.files} file(s) of scope ${p.scope.scopeSha256.slice(0, 12)}; the verdict follows when the review ends.`,
            });
        },
        async close(result) {
            // Decided before any write, with or without a check run: the tag of the pull request review is the check name's.
            const found = await holders(result.verdict === 'clean');
            const shared = (0,_shared_name_js__WEBPACK_IMPORTED_MODULE_7__/* .sharedNameNote */ .F)(p.checkName, 'review', found, SHARED_THEN);
            const check = await closeCheck(result, found, shared);
            // Under a shared name, or one not known free, the pull request review would dismiss and answer another review's: none is posted.
            const untold = p.prReview !== 'off' && p.pr !== undefined && !shared ? unreadNote(found) : undefined;
            const review = p.prReview !== 'off' && p.pr !== undefined && !shared && !untold
                ? await (0,_review_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .publishReview */ .Y)({
                    result,
                    cwd: p.cwd,
                    pr: p.pr,
                    ...(p.prBaseRef !== undefined ? { baseRef: p.prBaseRef } : {}),
                    mode: p.prReview,
                    checkName: p.checkName,
                    token: p.token,
                    repository: p.repository,
                    ...(p.repoOption ? { repoOption: p.repoOption } : {}),
                    apiUrl: p.apiUrl,
                    serverUrl: p.serverUrl,
                    checkRunId: check.id,
                    summaryUrl: p.summaryUrl,
                    author: p.author,
                    authorOption: p.authorOption,
                })
                : undefined;
            return {
                // The check run and the review may both say the token or the repository is missing: once is enough.
                warnings: [...new Set([...check.warnings, ...(untold ? [untold] : []), ...(review?.warnings ?? [])])],
                ...(check.id !== undefined ? { checkRunId: check.id } : {}),
                ...(review?.reviewId !== undefined ? { reviewId: review.reviewId } : {}),
                ...(review ? { review } : {}),
                ...(shared ? { shared } : {}),
            };
        },
    };
}
/** What follows a shared check name, and the way out, in every path that publishes a review. */
const SHARED_THEN = {
    shared: 'This run fails, and no pull request review is posted, until each review has a check name of its own (the action input check-name; matrix legs need an id and a check name per leg). A review sealed again over another scope that did not pass stands until a new commit.',
    unknown: 'This run fails, and no pull request review is posted: re-run it once GitHub answers.',
};
/** Why no pull request review is posted where the runs under the name could not be read for a run that keeps its verdict. */
function unreadNote(found) {
    const why = 'refused' in found ? found.refused : 'warning' in found ? found.warning : undefined;
    return why
        ? `no pull request review: whether another review holds its check name (its tag) on this commit cannot be told, and it could dismiss or answer that review's (${why})`
        : undefined;
}
/** How a run that stopped before its verdict concludes. */
const STOPPED = { conclusion: 'failure', title: 'stopped before a verdict' };
/** The failed check run of a stop, where `found` did not show the name free on the commit: its warnings. */
async function stoppedRun(gh, target, found, said) {
    // A token that may not read the check runs may not write one either: only the pull request review is tried.
    if ('refused' in found)
        return [found.refused];
    const unread = 'unknown' in found
        ? [`${found.unknown}: a failed check run "stopped before a verdict" is published, as a verdict may stand there`]
        : [];
    const outcome = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .publishCheckRun */ .Nm)(gh, target, { ...STOPPED, summary: said });
    return [...unread, ...outcome.warnings];
}
/**
 * A review-gate run that stopped before it could judge (the intent, the seal, the agent, a crash): a
 * failed check run under the review's name on the commit unless GitHub showed none is there, so
 * that an earlier verdict of this commit (before the description was emptied, or the pull request
 * retargeted) does not stand for this run. Best effort: what could not be published is returned as warnings.
 */
async function publishStopped(p) {
    const where = (0,_target_js__WEBPACK_IMPORTED_MODULE_8__/* .publishTarget */ .d)({ token: p.token, repository: p.repository });
    // Without a token or a repository no run of it was published either: nothing stands to be taken back.
    if (!('target' in where))
        return [];
    const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_4__/* .connect */ .Ng)({ token: where.target.token, ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
    const target = {
        owner: where.target.owner,
        repo: where.target.repo,
        headSha: p.headSha,
        name: p.checkName,
        externalId: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_2__/* .stoppedExternalId */ .kD)(p.id),
    };
    const said = `proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(p.id)} stopped before it could judge this commit, so no earlier verdict of it stands: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(p.reason))}`;
    let warnings;
    if (p.opened)
        warnings = (await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .closeCheckRun */ .we)(gh, p.opened, { ...STOPPED, summary: said })).warnings;
    else {
        // Only a list GitHub gave whole with no run under the name shows no verdict stands to be taken back;
        // one it did not give (a rate limit, past the bound) may hide one: the failed run is published.
        const found = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .runsUnderName */ .Uj)(gh, target);
        if ('runs' in found && found.runs.length === 0)
            return [];
        warnings = await stoppedRun(gh, target, found, said);
    }
    if (!p.review)
        return warnings;
    const { pr, baseRef, mode } = p.review;
    const review = await (0,_pull_review_js__WEBPACK_IMPORTED_MODULE_5__/* .publishStoppedReview */ .F0)(gh, {
        owner: target.owner,
        repo: target.repo,
        pullNumber: pr,
        ...(baseRef !== undefined ? { baseRef } : {}),
        tag: (0,_review_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewTag */ .d)(p.checkName),
        mode,
    }, p.headSha, `### ❌ proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(p.id)}: **stopped before a verdict**\n\n${said}`);
    return [...warnings, ...review.warnings];
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

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   intentShown: () => (/* binding */ intentShown),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71670);





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
    // Invisible characters alone (U+200B, U+3164, U+2800) say nothing a reviewer can check the change against (row 46).
    if (!(0,_text_words_js__WEBPACK_IMPORTED_MODULE_4__/* .hasVisibleWords */ .Ux)(text))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .shownPath */ .pS)(path)}: it ${read.reason}`);
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
/**
 * The intent as a prompt shows it: LF line ends, and every other control or invisible code point
 * but a tab as U+XXXX (plainText), so a tag character or bidi control of the author's reaches no
 * agent raw.
 */
const intentShown = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.plainText)(text.replace(/\r\n?/g, '\n'));
const words = (s) => intentShown(s).replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ), both as the prompt shows them. */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
}


/***/ }),

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
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
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
let crypto;
function sha256(data) {
    crypto ??= load('node:crypto');
    return crypto.createHash('sha256').update(data).digest('hex');
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


/***/ })

};
