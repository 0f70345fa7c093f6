export const id = 8489;
export const ids = [8489];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ ONCE),
/* harmony export */   Ng: () => (/* binding */ connect),
/* harmony export */   zs: () => (/* binding */ ambiguous)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, decide */
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
    const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1351)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    const quiet = () => undefined;
    const octokit = getOctokit(options.token, { baseUrl: apiUrl, log: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
    let waited = 0;
    octokit.hook.wrap('request', async (request, endpoint) => {
        for (let attempt = 1;; attempt++) {
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
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50623);




const PERMISSION = 'pull-requests: write';
/** Pages of 100 comments read at most while looking for ours. */
const MAX_PAGES = 30;
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
 * carry a marker, cut to GitHub's comment limit.
 */
function commentBody(tag, body, given) {
    const marker = given ?? commentMarker(tag);
    const inert = body.replace(/<!--/g, '<\u200b!--');
    return `${marker}\n${(0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .fitText */ .v)(inert, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.commentBody - Buffer.byteLength(marker) - 1)}`;
}
const identities = new WeakMap();
/**
 * Whose comments this token writes, asked once per connection: a personal
 * token answers GET /user; the job's app token is refused there (403) and, in
 * Actions, writes as github-actions[bot].
 */
function tokenLogin(gh) {
    let known = identities.get(gh);
    if (!known) {
        known = gh.octokit.rest.users.getAuthenticated().then(({ data }) => data.login, (err) => {
            if ((err.status === 403 || err.status === 404) && process.env.GITHUB_ACTIONS === 'true')
                return 'github-actions[bot]';
            return undefined;
        });
        identities.set(gh, known);
    }
    return known;
}
/** The oldest comment on the issue that this login wrote and that starts with our marker. */
async function findOurs(gh, t, login, markers) {
    let pages = 0;
    const iterator = gh.octokit.paginate.iterator(gh.octokit.rest.issues.listComments, {
        owner: t.owner,
        repo: t.repo,
        issue_number: t.issueNumber,
        per_page: 100,
    });
    // The first marker is ours; the others (a peer's legacy one) count only when ours is absent.
    let adopted;
    for await (const { data } of iterator) {
        const mine = data.filter((c) => c.user?.login.toLowerCase() === login.toLowerCase());
        const hit = mine.find((c) => (c.body ?? '').startsWith(`${markers[0]}\n`));
        if (hit)
            return { id: hit.id, body: hit.body ?? '' };
        const old = adopted ? undefined : mine.find((c) => markers.slice(1).some((m) => (c.body ?? '').startsWith(`${m}\n`)));
        if (old)
            adopted = { id: old.id, body: old.body ?? '' };
        if (++pages >= MAX_PAGES)
            break;
    }
    return adopted;
}
/**
 * Creates our comment once: after an ambiguous failure it looks whether the
 * comment landed before trying again, so a dropped connection never leaves two.
 */
async function createOnce(gh, t, login, marker, body) {
    for (let attempt = 1;; attempt++) {
        try {
            const { data } = await gh.octokit.rest.issues.createComment({
                owner: t.owner,
                repo: t.repo,
                issue_number: t.issueNumber,
                body,
                request: _client_js__WEBPACK_IMPORTED_MODULE_1__/* .ONCE */ .ET,
            });
            return data.id;
        }
        catch (err) {
            if (!(0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ambiguous */ .zs)(err) || attempt >= gh.retry.attempts)
                throw err;
            const landed = await findOurs(gh, t, login, [marker]);
            if (landed)
                return landed.id;
        }
    }
}
/**
 * Keeps one comment per tag on a pull request: updates ours in place, or
 * creates it. Only a comment the token's own account wrote can match, so
 * nobody captures it by typing the marker. Never throws for API errors.
 */
async function upsertComment(gh, t) {
    const marker = t.marker !== undefined ? checkedMarker(t.marker) : commentMarker(t.tag);
    const adopt = (t.adopt ?? []).map(checkedMarker);
    const body = commentBody(t.tag, t.body, marker);
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
    try {
        const ours = await findOurs(gh, t, login, [marker, ...adopt]);
        if (ours && ours.body === body)
            return { ok: true, commentId: ours.id, action: 'unchanged', warnings: [] };
        if (ours) {
            await gh.octokit.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: ours.id, body });
            return { ok: true, commentId: ours.id, action: 'updated', warnings: [] };
        }
        return { ok: true, commentId: await createOnce(gh, t, login, marker, body), action: 'created', warnings: [] };
    }
    catch (err) {
        return { ok: false, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .publishWarning */ .I)(what, PERMISSION, err)] };
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
/* harmony export */   w: () => (/* binding */ lineLinks)
/* harmony export */ });
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83738);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74930);


const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** The server's origin, when it is a plain http(s) origin (GITHUB_SERVER_URL; GitHub Enterprise has its own). */
function origin(server) {
    try {
        const u = new URL(server || 'https://github.com');
        const plain = (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.search && !u.hash;
        return plain && (u.pathname === '/' || u.pathname === '') ? u.origin : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Links to lines at one commit of the repository the workflow runs for, built only from the
 * runner's own variables and a full commit SHA, never from text a pull request wrote; none when
 * any of them is missing or malformed (a local run).
 */
function lineLinks(env, sha) {
    const base = origin(env.GITHUB_SERVER_URL);
    const m = _target_js__WEBPACK_IMPORTED_MODULE_0__/* .REPO */ .N.exec(env.GITHUB_REPOSITORY ?? '');
    if (!base || !m || m[2] === '.' || m[2] === '..' || !sha || !SHA.test(sha))
        return undefined;
    const blob = `${base}/${m[1]}/${m[2]}/blob/${sha}/`;
    return (path, start, end = start) => `${blob}${(0,_text_links_js__WEBPACK_IMPORTED_MODULE_1__/* .urlPath */ .L)(path)}#L${start}${end > start ? `-L${end}` : ''}`;
}


/***/ }),

/***/ 50623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ warningsMarkdown),
/* harmony export */   I: () => (/* binding */ publishWarning)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/** GitHub's own words, bounded and made inert (it may echo request text back). */
function said(err) {
    const text = (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(String(err.message ?? '')).trim();
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
/**
 * One line naming what was not published, why, and what to do.
 * `permission` is the job permission the write needs (e.g. `checks: write`).
 */
function publishWarning(what, permission, err) {
    const e = (err ?? {});
    const status = e.status;
    const message = said(e);
    if (status === 403 && /not accessible by integration/i.test(message)) {
        return `cannot publish ${what}: the token is read-only (fork pull request?); the job needs \`${permission}\`, and a fork's token never has it (publish from a workflow_run job instead)`;
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

/***/ 18489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YJ: () => (/* binding */ publishReview),
  reviewLine: () => (/* binding */ reviewLine)
});

// UNUSED EXPORTS: MAX_INLINE_COMMENTS, reviewTag

// EXTERNAL MODULE: ./src/review/pr-review.ts
var pr_review = __webpack_require__(71637);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/github/comment.ts
var comment = __webpack_require__(47318);
// EXTERNAL MODULE: ./src/github/limits.ts
var limits = __webpack_require__(71679);
// EXTERNAL MODULE: ./src/github/outcome.ts
var github_outcome = __webpack_require__(50623);
;// CONCATENATED MODULE: ./src/github/pull-review.ts





const PERMISSION = 'pull-requests: write';
/** Comments per review request: GitHub states no limit, large ones fail in practice; 50 matches the annotation batches. */
const COMMENTS_PER_REVIEW = 50;
const MAX_PAGES = 30;
const KEY = /^[0-9a-z-]{1,64}$/;
function checkTag(tag) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(tag))
        throw new Error(`review tag ${JSON.stringify(tag)}: use 1-64 letters, digits, dots, dashes or underscores`);
    return tag;
}
const marker = (tag, kind, key) => `<!-- proofgate-review:${tag} ${kind}:${key} -->`;
/** Our marker of the first line, if the body starts with one for this tag. */
function markerOf(tag, body) {
    const first = (body ?? '').split('\n', 1)[0];
    const m = /^<!-- proofgate-review:([A-Za-z0-9._-]{1,64}) (post|finding|fixed):(\S+) -->$/.exec(first);
    return m && m[1] === tag && KEY.test(m[3]) ? { kind: m[2], key: m[3] } : undefined;
}
/** GraphQL names a bot without the `[bot]` REST adds: the same account either way. */
function sameLogin(a, b) {
    const norm = (x) => x.toLowerCase().replace(/\[bot\]$/, '');
    return a !== undefined && norm(a) === norm(b);
}
/** The account an app token writes as, outside Actions (GET /user refuses app tokens; GraphQL's viewer answers). */
async function viewerLogin(gh) {
    try {
        return (await gh.octokit.graphql('query { viewer { login } }')).viewer.login;
    }
    catch {
        return undefined;
    }
}
function withMarker(line, body) {
    return `${line}\n${(0,limits/* fitText */.v)(body, limits/* LIMITS */.b.commentBody - Buffer.byteLength(line) - 1)}`;
}
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
/** Every item of a paginated list, at most MAX_PAGES pages: a pull request with more is cut, not read forever. */
async function listAll(pages) {
    const out = [];
    let read = 0;
    for await (const { data } of pages) {
        out.push(...data);
        if (++read >= MAX_PAGES)
            break;
    }
    return out;
}
async function earlierComments(gh, t, login) {
    const byKey = new Map();
    const answered = new Set();
    const params = { owner: t.owner, repo: t.repo, pull_number: t.pullNumber, per_page: 100 };
    for (const c of await listAll(gh.octokit.paginate.iterator(gh.octokit.rest.pulls.listReviewComments, params))) {
        if (!sameLogin(c.user?.login, login))
            continue;
        const m = markerOf(t.tag, c.body);
        if (m?.kind === 'finding' && c.in_reply_to_id === undefined)
            byKey.set(m.key, [...(byKey.get(m.key) ?? []), { id: c.id, path: c.path }]);
        if (m?.kind === 'fixed' && c.in_reply_to_id !== undefined)
            answered.add(c.in_reply_to_id);
    }
    return { byKey, answered };
}
function apiComment(tag, c) {
    return {
        path: c.path,
        line: c.line,
        side: 'RIGHT',
        ...(c.startLine !== undefined && c.startLine < c.line ? { start_line: c.startLine, start_side: 'RIGHT' } : {}),
        body: withMarker(marker(tag, 'finding', c.key), c.body),
    };
}
/**
 * Creates one review once: after an ambiguous failure (5xx, a dropped
 * connection) it looks for the review by its one-off marker before trying
 * again, so a retry never posts the same comments twice.
 */
async function createReview(gh, t, login, draft, body, comments, event) {
    const post = marker(t.tag, 'post', (0,external_node_crypto_.randomBytes)(8).toString('hex'));
    const full = withMarker(post, body);
    for (let attempt = 1;; attempt++) {
        try {
            const { data } = await gh.octokit.rest.pulls.createReview({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                commit_id: draft.commitId,
                body: full,
                event,
                comments: comments.map((c) => apiComment(t.tag, c)),
                request: client/* ONCE */.ET,
            });
            return data.id;
        }
        catch (err) {
            if (!(0,client/* ambiguous */.zs)(err) || attempt >= gh.retry.attempts)
                throw err;
            const landed = (await ourReviews(gh, t, login)).find((r) => (r.body ?? '').startsWith(`${post}\n`));
            if (landed)
                return landed.id;
        }
    }
}
async function ourReviews(gh, t, login) {
    const params = { owner: t.owner, repo: t.repo, pull_number: t.pullNumber, per_page: 100 };
    return (await listAll(gh.octokit.paginate.iterator(gh.octokit.rest.pulls.listReviews, params)))
        .filter((r) => sameLogin(r.user?.login, login) && markerOf(t.tag, r.body)?.kind === 'post')
        .map((r) => ({ id: r.id, body: r.body, state: r.state, commitId: r.commit_id }));
}
const STATE = { COMMENT: 'COMMENTED', REQUEST_CHANGES: 'CHANGES_REQUESTED' };
/** Our review on this commit whose summary already says this (a rerun of the same job), if any. */
async function sameReview(gh, t, login, draft, event) {
    // Each run links its own check run: that link aside, the same summary on the same commit is the same review.
    const words = (text) => text.replace(/\[check run\]\([^)]*\)/g, '');
    const summary = words(draft.summary);
    return (await ourReviews(gh, t, login)).find((r) => {
        const said = words(r.body.slice(r.body.indexOf('\n') + 1));
        return r.commitId === draft.commitId && r.state === STATE[event] && (said === summary || said.startsWith(`${summary}\n\n`));
    })?.id;
}
const pull_review_status = (err) => err?.status;
function reviewBody(draft, refused, repeated) {
    const listed = [...draft.outside, ...refused];
    return [
        draft.summary,
        ...(repeated ? [`${repeated} finding(s) commented in an earlier review are still open; they are not repeated.`] : []),
        ...(listed.length ? [`#### Not commented inline (${listed.length})\n\n${listed.join('\n')}`] : []),
    ].join('\n\n');
}
/**
 * Posts the comments of `chunk` as further reviews: a 422 (one comment GitHub
 * will not place) halves the chunk until the refused comment stands alone, so
 * it never takes the others with it. Refused comments are returned.
 */
async function postRest(gh, t, login, draft, chunk, note) {
    try {
        await createReview(gh, t, login, draft, note, chunk, 'COMMENT');
        return [];
    }
    catch (err) {
        if (pull_review_status(err) !== 422)
            throw err;
        if (chunk.length === 1)
            return chunk;
        const half = Math.ceil(chunk.length / 2);
        return [
            ...(await postRest(gh, t, login, draft, chunk.slice(0, half), note)),
            ...(await postRest(gh, t, login, draft, chunk.slice(half), note)),
        ];
    }
}
const THREADS = `query($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        nodes { id isResolved viewerCanResolve comments(first: 1) { nodes { databaseId } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;
/** Review threads by the database id of their first comment (GraphQL: REST has no threads). */
async function threadsByRoot(gh, t) {
    const out = new Map();
    let after = null;
    for (let page = 0; page < MAX_PAGES; page++) {
        const data = await gh.octokit.graphql(THREADS, { owner: t.owner, repo: t.repo, number: t.pullNumber, after });
        const threads = data.repository?.pullRequest?.reviewThreads;
        if (!threads)
            break;
        for (const th of threads.nodes) {
            const root = th.comments.nodes[0]?.databaseId;
            if (typeof root === 'number')
                out.set(root, { id: th.id, isResolved: th.isResolved, viewerCanResolve: th.viewerCanResolve });
        }
        if (!threads.pageInfo.hasNextPage)
            break;
        after = threads.pageInfo.endCursor;
    }
    return out;
}
const RESOLVE = `mutation($thread: ID!) { resolveReviewThread(input: { threadId: $thread }) { thread { id isResolved } } }`;
/** GitHub's words from a GraphQL error (it answers 200 with `errors`), else the REST status. */
function graphqlProblem(err) {
    const errors = err.errors;
    if (errors?.length)
        return errors.map((e) => [e.type, e.message].filter(Boolean).join(': ')).join('; ');
    return (0,github_outcome/* publishWarning */.I)('review threads', PERMISSION, err);
}
/**
 * Threads of findings that are gone: resolved where the token may (a personal
 * or app token with `contents: write`; the job's GITHUB_TOKEN may not), else
 * answered once with a reply that says so.
 */
async function settleGone(gh, t, draft, gone, warnings) {
    let threads = new Map();
    try {
        threads = await threadsByRoot(gh, t);
    }
    catch (err) {
        warnings.push(`review threads could not be read, so fixed findings are answered instead of resolved (${graphqlProblem(err)})`);
    }
    let resolved = 0;
    let replied = 0;
    for (const g of gone) {
        const thread = threads.get(g.id);
        if (thread?.isResolved)
            continue;
        if (thread?.viewerCanResolve) {
            try {
                await gh.octokit.graphql(RESOLVE, { thread: thread.id });
                resolved++;
                continue;
            }
            catch (err) {
                warnings.push(`a review thread could not be resolved, so it is answered instead (${graphqlProblem(err)})`);
            }
        }
        try {
            await gh.octokit.rest.pulls.createReplyForReviewComment({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                comment_id: g.id,
                body: withMarker(marker(t.tag, 'fixed', g.key), `Fixed: proofgate no longer finds this at ${draft.commitId.slice(0, 12)}.`),
            });
            replied++;
        }
        catch (err) {
            warnings.push((0,github_outcome/* publishWarning */.I)('a reply on a fixed finding', PERMISSION, err));
            break;
        }
    }
    return { resolved, replied };
}
/**
 * The review that holds the body, with the first comments. On a 422 (GitHub does not say which
 * comment it refused) the body goes alone and the comments are left to be halved; a request for
 * changes GitHub refuses (the token owner's own pull request) is posted as a comment.
 */
async function postMain(gh, t, login, draft, body, first, event, warnings) {
    try {
        return { id: await createReview(gh, t, login, draft, body, first, event), event, refusedFirst: false };
    }
    catch (err) {
        if (pull_review_status(err) !== 422)
            throw err;
    }
    try {
        return { id: await createReview(gh, t, login, draft, body, [], event), event, refusedFirst: first.length > 0 };
    }
    catch (err) {
        if (pull_review_status(err) !== 422 || event !== 'REQUEST_CHANGES')
            throw err;
        const what = `the pull request review (#${t.pullNumber})`;
        warnings.push(`${what} could not request changes (${(0,github_outcome/* publishWarning */.I)(what, PERMISSION, err)}); it is posted as a comment`);
        return { id: await createReview(gh, t, login, draft, body, [], 'COMMENT'), event: 'COMMENT', refusedFirst: first.length > 0 };
    }
}
/**
 * Posts one pull request review for a gate run and keeps the earlier ones in
 * step: a finding already commented is not repeated, a fixed one's thread is
 * resolved (or answered), and an earlier request for changes is dismissed once
 * the gate no longer blocks. Comments beyond one request's limit follow in
 * further reviews; a comment GitHub refuses moves to the body. Only comments
 * and reviews written by the token's own account are ever ours. Never throws
 * for API errors.
 */
async function publishPullReview(gh, target, draft) {
    const t = { ...target, tag: checkTag(target.tag) };
    const what = `the pull request review (#${t.pullNumber})`;
    const outcome = {
        ok: false,
        warnings: [],
        commented: 0,
        repeated: 0,
        listed: 0,
        resolved: 0,
        replied: 0,
        dismissed: 0,
    };
    const login = t.author ?? (await (0,comment/* tokenLogin */.nu)(gh)) ?? (await viewerLogin(gh));
    if (!login) {
        outcome.warnings.push(`cannot publish ${what}: the token's account is unknown (GET /user and GraphQL viewer refused)${t.authorOption ? `; give the account it writes as (${t.authorOption})` : ''}`);
        return outcome;
    }
    let earlier;
    try {
        earlier = await earlierComments(gh, t, login);
    }
    catch (err) {
        outcome.warnings.push((0,github_outcome/* publishWarning */.I)(what, PERMISSION, err));
        return outcome;
    }
    const fresh = draft.comments.filter((c) => !earlier.byKey.has(c.key));
    outcome.repeated = draft.comments.length - fresh.length;
    let event = t.mode === 'request-changes' && draft.blocking ? 'REQUEST_CHANGES' : 'COMMENT';
    const [first = [], ...rest] = batches(fresh, COMMENTS_PER_REVIEW);
    const body = reviewBody(draft, [], outcome.repeated);
    let queue = rest;
    let reviewId;
    try {
        // A rerun on the same commit with nothing new to comment says nothing new: the review it left stands.
        const same = fresh.length ? undefined : await sameReview(gh, t, login, draft, event);
        if (same !== undefined) {
            reviewId = same;
            outcome.unchanged = true;
        }
        else {
            const main = await postMain(gh, t, login, draft, body, first, event, outcome.warnings);
            reviewId = main.id;
            outcome.commented = main.refusedFirst ? 0 : first.length;
            event = main.event;
            if (main.refusedFirst)
                queue = [first, ...rest];
        }
        outcome.reviewId = reviewId;
    }
    catch (err) {
        outcome.warnings.push((0,github_outcome/* publishWarning */.I)(what, PERMISSION, err));
        return outcome;
    }
    const refused = [];
    const note = `Inline comments of the proofgate review above (${draft.commitId.slice(0, 12)}), continued.`;
    for (const [i, chunk] of queue.entries()) {
        try {
            const no = await postRest(gh, t, login, draft, chunk, note);
            refused.push(...no);
            outcome.commented += chunk.length - no.length;
        }
        catch (err) {
            const left = queue.slice(i).reduce((n, c) => n + c.length, 0);
            outcome.warnings.push(`${(0,github_outcome/* publishWarning */.I)(`inline comments of ${what}`, PERMISSION, err)}; up to ${left} comment(s) were not posted (the check run has every finding)`);
            break;
        }
    }
    outcome.listed = draft.outside.length + refused.length;
    if (refused.length) {
        outcome.warnings.push(`GitHub refused ${refused.length} inline comment(s) (lines not on its diff); they are listed in the review body`);
        try {
            await gh.octokit.rest.pulls.updateReview({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                review_id: reviewId,
                body: withMarker(marker(t.tag, 'post', (0,external_node_crypto_.randomBytes)(8).toString('hex')), reviewBody(draft, refused.map((c) => c.fallback), outcome.repeated)),
            });
        }
        catch (err) {
            outcome.warnings.push((0,github_outcome/* publishWarning */.I)(`the body of ${what}`, PERMISSION, err));
        }
    }
    const open = new Set(draft.openKeys);
    const settled = new Set(draft.settledPaths);
    const gone = [...earlier.byKey]
        .filter(([key]) => !open.has(key))
        .flatMap(([key, roots]) => roots.filter((r) => settled.has(r.path) && !earlier.answered.has(r.id)).map((r) => ({ id: r.id, key })));
    if (gone.length)
        Object.assign(outcome, await settleGone(gh, t, draft, gone, outcome.warnings));
    if (event === 'COMMENT')
        outcome.dismissed = await dismissEarlier(gh, t, login, reviewId, draft, outcome.warnings);
    outcome.ok = outcome.warnings.length === 0;
    return outcome;
}
/** Our earlier reviews that still request changes, dismissed: the gate no longer blocks. */
async function dismissEarlier(gh, t, login, current, draft, warnings) {
    let dismissed = 0;
    try {
        for (const r of await ourReviews(gh, t, login)) {
            if (r.id === current || r.state !== 'CHANGES_REQUESTED')
                continue;
            await gh.octokit.rest.pulls.dismissReview({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                review_id: r.id,
                message: `Superseded by the proofgate review of ${draft.commitId.slice(0, 12)}, which no longer requests changes.`,
                event: 'DISMISS',
            });
            dismissed++;
        }
    }
    catch (err) {
        warnings.push((0,github_outcome/* publishWarning */.I)('the dismissal of an earlier proofgate review', PERMISSION, err));
    }
    return dismissed;
}

// EXTERNAL MODULE: ./src/github/target.ts
var target = __webpack_require__(83738);
// EXTERNAL MODULE: ./src/github/links.ts
var links = __webpack_require__(18002);
;// CONCATENATED MODULE: ./src/github/review-publish.ts





/** Inline comments per run at most (ten reviews); further findings are listed in the body and annotated on the check run. */
const MAX_INLINE_COMMENTS = 10 * COMMENTS_PER_REVIEW;
/** The marker tag of a gate's reviews: its check run name in the characters a marker takes. */
function reviewTag(checkName) {
    return (checkName
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 64) || 'review');
}
/**
 * The pull request review of a review's publisher (review-publisher.ts): the gate result
 * as one pull request review on the scope's head commit. Every problem is a
 * warning in the outcome; the verdict is never touched.
 */
async function publishReview(o) {
    const where = (0,target/* publishTarget */.d)({ token: o.token, repository: o.repository, ...(o.repoOption ? { repoOption: o.repoOption } : {}) });
    if ('warning' in where)
        return { warnings: [where.warning] };
    if (o.result.scope.refs.workspace)
        return { warnings: ['no pull request review: the scope reviewed a working tree, and a review comments on a commit'] };
    const { owner, repo, token } = where.target;
    const repoUrl = `${(o.serverUrl || 'https://github.com').replace(/\/+$/, '')}/${owner}/${repo}`;
    const lines = (0,links/* lineLinks */.w)({ GITHUB_SERVER_URL: o.serverUrl, GITHUB_REPOSITORY: `${owner}/${repo}` }, o.result.scope.refs.headSha);
    const draft = await (0,pr_review/* pullReviewDraft */.Vy)(o.result, {
        cwd: o.cwd,
        maxComments: MAX_INLINE_COMMENTS,
        links: {
            ...(lines ? { lines } : {}),
            ...(o.checkRunId !== undefined ? { checkRunUrl: `${repoUrl}/runs/${o.checkRunId}` } : {}),
            ...(o.summaryUrl ? { summaryUrl: o.summaryUrl } : {}),
        },
    });
    const gh = await (0,client/* connect */.Ng)({ token, ...(o.apiUrl ? { apiUrl: o.apiUrl } : {}) });
    return publishPullReview(gh, {
        owner,
        repo,
        pullNumber: o.pr,
        tag: reviewTag(o.checkName),
        mode: o.mode,
        ...(o.author ? { author: o.author } : {}),
        ...(o.authorOption ? { authorOption: o.authorOption } : {}),
    }, draft);
}
/** One line for the log: what the review did. */
function reviewLine(o) {
    return `pull request review${o.reviewId !== undefined ? ` ${o.reviewId}` : ''}: ${o.commented ?? 0} inline comment(s), ${o.listed ?? 0} listed in the body, ${o.repeated ?? 0} already commented, ${o.resolved ?? 0} thread(s) resolved, ${o.replied ?? 0} answered as fixed, ${o.dismissed ?? 0} earlier review(s) dismissed`;
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

/***/ 74930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ urlPath)
/* harmony export */ });
/** A repository path as a URI reference (a link's path, a SARIF artifact URI): each segment percent-encoded, `()'!*` too (Markdown would end a link at `)`). */
function urlPath(path) {
    return path
        .split('/')
        .map((s) => encodeURIComponent(s).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ts: () => (/* binding */ afterCutWord),
/* harmony export */   ZN: () => (/* binding */ fitBytes)
/* harmony export */ });
/* unused harmony exports openCodeSpan, CUT_WORD_MAX */
/**
 * Where a line's inline code would be left open: the offset of the first run of backticks that no
 * run of the same length closes later in the line (CommonMark's code span; a backslash escapes a
 * backtick only outside a span). -1 when every span the line opens, it closes.
 */
function openCodeSpan(line) {
    for (let i = 0; i < line.length;) {
        if (line[i] === '\\') {
            i += 2;
            continue;
        }
        if (line[i] !== '`') {
            i++;
            continue;
        }
        let end = i;
        while (line[end] === '`')
            end++;
        const run = end - i;
        let close = -1;
        for (let j = line.indexOf('`', end); j >= 0; j = line.indexOf('`', j)) {
            let k = j;
            while (line[k] === '`')
                k++;
            if (k - j === run) {
                close = k;
                break;
            }
            j = k;
        }
        if (close < 0)
            return i;
        i = close;
    }
    return -1;
}
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and ends it with how many
 * characters were left out (`where` says where the rest is). Deterministic.
 * Never inside inline code: neutralised Markdown puts links, HTML and mentions
 * in code spans, and a span cut open would let what follows it act; the cut
 * moves back before the span's backticks. Redact before calling: a cut must
 * never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    let cut = Math.max(0, maxBytes - Buffer.byteLength(note(total)));
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    const newline = buf.lastIndexOf(0x0a, cut - 1);
    if (newline > cut / 2)
        cut = newline;
    let kept = buf.subarray(0, cut).toString('utf8');
    const lineStart = kept.lastIndexOf('\n') + 1;
    const open = openCodeSpan(kept.slice(lineStart));
    if (open >= 0)
        kept = kept.slice(0, lineStart + open);
    return `${kept}${note(total - [...kept].length)}`;
}
/** The longest run of characters without white space `afterCutWord` drops: longer than any secret shape redaction knows but a JWT. */
const CUT_WORD_MAX = 4096;
/**
 * The start of a text whose beginning was cut off, without the word the cut went through: a
 * secret cut in two loses the prefix its shape is known by, so its remainder would pass
 * redaction; it goes with the word (up to the first white space, or CUT_WORD_MAX characters).
 */
function afterCutWord(text) {
    const at = text.search(/\s/);
    if (at >= 0 && at < CUT_WORD_MAX)
        return text.slice(at + 1);
    const low = text.charCodeAt(CUT_WORD_MAX);
    return text.slice(low >= 0xdc00 && low <= 0xdfff ? CUT_WORD_MAX + 1 : CUT_WORD_MAX);
}


/***/ })

};
