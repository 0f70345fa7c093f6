export const id = 9105;
export const ids = [9105,1331,4502];
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

/***/ 47318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lB: () => (/* binding */ upsertComment),
/* harmony export */   nu: () => (/* binding */ tokenLogin)
/* harmony export */ });
/* unused harmony exports commentMarker, commentBody */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71679);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28011);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50623);





const PERMISSION = 'pull-requests: write';
function commentMarker(tag) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(tag)) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`comment tag ${JSON.stringify(tag)} is not valid: use 1-64 letters, digits, dots, dashes or underscores`);
    }
    return `<!-- proofgate:${tag} -->`;
}
/** A marker given by the caller: one hidden comment of plain characters, so it can neither break out nor hide text. */
function checkedMarker(marker) {
    if (!/^<!-- [\w.:-]{1,100} -->$/.test(marker))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`comment marker ${JSON.stringify(marker)} is not valid: <!-- letters, digits, . _ : - -->`);
    return marker;
}
/**
 * The full comment: our marker first, then the body with every `<!--` broken
 * (a zero-width space after `<`) so no text in it can open a hidden comment or
 * carry a marker (nor a run stamp), cut to GitHub's comment limit, then the run's stamp, if any, last.
 */
function commentBody(tag, body, given, run) {
    const marker = given ?? commentMarker(tag);
    const inert = body.replace(/<!--/g, '<\u200b!--');
    const stamp = run ? `\n${runStamp(run)}` : '';
    return `${marker}\n${(0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .fitText */ .v)(inert, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.commentBody - Buffer.byteLength(marker) - Buffer.byteLength(stamp) - 1)}${stamp}`;
}
const STAMP = /\n<!-- proofgate-run:(\d{1,15})(?::[0-9a-f]{40,64})? -->$/;
function runStamp(run) {
    const head = run.headSha && /^[0-9a-f]{40,64}$/.test(run.headSha) ? `:${run.headSha}` : '';
    return `<!-- proofgate-run:${Math.max(0, Math.trunc(run.started))}${head} -->`;
}
/** When the run a comment of ours speaks for began; none for a comment without a stamp (an earlier proofgate, a peer). */
function stampedStart(body) {
    const m = STAMP.exec(body);
    return m ? Number(m[1]) : undefined;
}
const identities = new WeakMap();
/** GraphQL's viewer: the account any token writes as, an app installation's `<app>[bot]` included. */
async function viewerLogin(gh) {
    try {
        return (await gh.octokit.graphql('query { viewer { login } }')).viewer.login;
    }
    catch {
        return undefined;
    }
}
/**
 * Whose comments this token writes, asked once per connection: a personal token answers GET
 * /user; an app installation token is refused there (403) and answers GraphQL's viewer (the job's
 * token as github-actions[bot], another app's as `<app>[bot]`). Only when both are refused, in
 * Actions, is it taken for the job's token.
 */
function tokenLogin(gh) {
    let known = identities.get(gh);
    if (!known) {
        known = gh.octokit.rest.users.getAuthenticated().then(({ data }) => data.login, async (err) => {
            const refused = (err.status === 403 || err.status === 404) && process.env.GITHUB_ACTIONS === 'true';
            return (await viewerLogin(gh)) ?? (refused ? 'github-actions[bot]' : undefined);
        });
        identities.set(gh, known);
    }
    return known;
}
/**
 * Our newest comment on the issue: the newest this login wrote that starts with our marker, else
 * the newest with one of the others (a peer's legacy marker). A reader takes the newest as the
 * verdict, so an older one is never updated, nor kept as it is, under a later one that says
 * otherwise (a second comment of ours: two runs racing, one posted where ours could not be read).
 * The whole list is read: past the bound the answer is `Truncated`, never "absent" or the one met
 * so far (anyone may comment, and a second comment must not follow, nor an older one stand).
 */
async function findOurs(gh, t, login, markers) {
    const iterator = gh.octokit.paginate.iterator(gh.octokit.rest.issues.listComments, {
        owner: t.owner,
        repo: t.repo,
        issue_number: t.issueNumber,
        per_page: _listing_js__WEBPACK_IMPORTED_MODULE_3__/* .PER_PAGE */ .EK,
    });
    // The first marker is ours; the others (a peer's legacy one) count only when ours is absent.
    let ours;
    let adopted;
    for await (const c of (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .bounded */ .Mm)((0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .restPages */ .N4)(iterator), "the pull request's comments")) {
        if (c.user?.login.toLowerCase() !== login.toLowerCase())
            continue;
        const body = c.body ?? '';
        if (body.startsWith(`${markers[0]}\n`))
            ours = { id: c.id, body };
        else if (markers.slice(1).some((m) => body.startsWith(`${m}\n`)))
            adopted = { id: c.id, body };
    }
    return ours ?? adopted;
}
/** Creates our comment once (createOnce): landed only if our newest says it, an older comment of ours is no sign of this one. */
function createComment(gh, t, login, marker, body) {
    return (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(gh, async () => (await gh.octokit.rest.issues.createComment({ owner: t.owner, repo: t.repo, issue_number: t.issueNumber, body, request: _client_js__WEBPACK_IMPORTED_MODULE_1__/* .ONCE */ .ET })).data
        .id, async () => {
        const landed = await findOurs(gh, t, login, [marker]);
        return landed?.body === body ? landed.id : undefined;
    });
}
/**
 * Keeps one comment per tag on a pull request: updates our newest in place, or
 * creates it. Only a comment the token's own account wrote can match, so
 * nobody captures it by typing the marker. Never throws for API errors.
 */
async function upsertComment(gh, t) {
    const marker = t.marker !== undefined ? checkedMarker(t.marker) : commentMarker(t.tag);
    const adopt = (t.adopt ?? []).map(checkedMarker);
    const body = commentBody(t.tag, t.body, marker, t.run);
    const what = `the pull request comment (${t.tag})`;
    const login = t.author ?? (await tokenLogin(gh));
    if (!login) {
        return {
            ok: false,
            warnings: [
                `cannot publish ${what}: the token's account is unknown (GET /user refused outside GitHub Actions)${t.authorOption ? `; give the account the comments are written as (${t.authorOption})` : ''}`,
            ],
        };
    }
    const warnings = [];
    try {
        const ours = await oursOrUnknown(gh, t, login, [marker, ...adopt], what, warnings);
        if (ours && ours.body === body)
            return { ok: true, commentId: ours.id, action: 'unchanged', warnings };
        // A run that began after this one (a newer head's, a later run or attempt of this head) wrote our comment: its
        // verdict stands, as one finishing first must not be overwritten by an older one finishing last (hazard 641).
        const theirs = ours && t.run ? stampedStart(ours.body) : undefined;
        if (t.run && theirs !== undefined && theirs > t.run.started) {
            warnings.push(`${what} not updated: it was written by a run that began after this one (${new Date(theirs).toISOString()}, this run ${new Date(t.run.started).toISOString()}), whose verdict stands`);
            return { ok: true, commentId: ours.id, action: 'left', warnings };
        }
        if (ours) {
            try {
                await gh.octokit.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: ours.id, body });
                return { ok: true, commentId: ours.id, action: 'updated', warnings };
            }
            catch (err) {
                // Deleted since it was read (a person, a clean-up bot): the verdict is posted anew, never lost.
                if (err.status !== 404)
                    throw err;
            }
        }
        return { ok: true, commentId: await createComment(gh, t, login, marker, body), action: 'created', warnings };
    }
    catch (err) {
        return { ok: false, warnings: [...warnings, (0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(what, PERMISSION, err)] };
    }
}
/**
 * Our comment (findOurs); for a `strict` one whose list GitHub did not give (anything but a refused token, whose
 * post would be refused too), none: a second comment is the lesser harm than an earlier Approve standing over it.
 */
async function oursOrUnknown(gh, t, login, markers, what, warnings) {
    try {
        return await findOurs(gh, t, login, markers);
    }
    catch (err) {
        if (!t.strict || (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .refusal */ .x5)(err))
            throw err;
        warnings.push(`${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .unreadable */ .O$)("the pull request's comments", err)}: whether ours is there cannot be told, so ${what} is posted anew, as it approves less than one there may`);
        return undefined;
    }
}


/***/ }),

/***/ 71679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ LIMITS),
/* harmony export */   v: () => (/* binding */ fitText)
/* harmony export */ });
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23377);

/** Limits GitHub enforces on what proofgate publishes (see docs/publishing.md). */
const LIMITS = {
    /** Check run output title, summary and text; counted in bytes to be safe (GitHub's count is byte-like). */
    checkOutput: 65535,
    /** Our own cap for a check run title: it is shown on one line. */
    checkTitle: 255,
    annotationsPerRequest: 50,
    annotationTitle: 255,
    annotationMessage: 65535,
    /** Issue and pull-request comment body. */
    commentBody: 65536,
};
/** Cuts text for GitHub to `maxBytes`, ending with `… N characters omitted` (see `fitBytes`). */
function fitText(text, maxBytes) {
    return (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .fitBytes */ .ZN)(text, maxBytes, 'characters', '');
}


/***/ }),

/***/ 18002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ actionRepositoryUrl),
/* harmony export */   w: () => (/* binding */ lineLinks)
/* harmony export */ });
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83738);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74930);
/* harmony import */ var _server_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66928);



const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** A repository's page on the run's GitHub, from the runner's own variables; none when one is missing or malformed. */
function repositoryUrl(env, repository) {
    const base = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_0__/* .serverOrigin */ .s)(env);
    const m = _target_js__WEBPACK_IMPORTED_MODULE_1__/* .REPO */ .N.exec(repository ?? '');
    return base && m && m[2] !== '.' && m[2] !== '..' ? `${base}/${m[1]}/${m[2]}` : undefined;
}
/**
 * Links to lines at one commit of the repository the workflow runs for, built only from the
 * runner's own variables and a full commit SHA, never from text a pull request wrote; none when
 * any of them is missing or malformed (a local run).
 */
function lineLinks(env, sha) {
    const repo = repositoryUrl(env, env.GITHUB_REPOSITORY);
    if (!repo || !sha || !SHA.test(sha))
        return undefined;
    const blob = `${repo}/blob/${sha}/`;
    return (path, start, end = start) => `${blob}${(0,_text_links_js__WEBPACK_IMPORTED_MODULE_2__/* .urlPath */ .Lx)(path)}#L${start}${end > start ? `-L${end}` : ''}`;
}
/**
 * Where the proofgate a step runs is published: the repository of the action (the runner sets
 * GITHUB_ACTION_REPOSITORY for an action of another repository), on the run's GitHub; none for a
 * local action (`./review-gate`) or a run outside Actions.
 */
function actionRepositoryUrl(env) {
    return repositoryUrl(env, env.GITHUB_ACTION_REPOSITORY);
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
