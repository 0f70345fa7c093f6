export const id = 198;
export const ids = [198];
export const modules = {

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

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewPublisher: () => (/* binding */ reviewPublisher)
/* harmony export */ });
/* harmony import */ var _review_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34920);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36250);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18002);
/* harmony import */ var _review_publish_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18489);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83738);






/**
 * A review's publisher: `open` puts the check run in progress (once the agent is ready, so the pull
 * request shows the review running), `close` completes it with the gate's verdict and annotations,
 * or publishes it in one go when nothing was opened, then posts the pull request review linking it.
 */
function reviewPublisher(p) {
    const where = p.checkRun
        ? (0,_target_js__WEBPACK_IMPORTED_MODULE_4__/* .publishTarget */ .d)({ token: p.token, repository: p.repository, ...(p.repoOption ? { repoOption: p.repoOption } : {}) })
        : undefined;
    const target = where && 'target' in where
        ? {
            owner: where.target.owner,
            repo: where.target.repo,
            headSha: p.headSha,
            name: p.checkName,
            externalId: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkExternalId */ .Dr)(p.id, p.scope.scopeSha256),
        }
        : undefined;
    const gitHub = () => (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)({ token: p.token ?? '', ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
    let opened = { warnings: [] };
    async function closeCheck(result) {
        if (!where)
            return { warnings: [] };
        if (!target)
            return { warnings: 'warning' in where ? [where.warning] : [] };
        // A read-only or refused token said so at the open: one warning is enough.
        if (!opened.handle && opened.warnings.some((w) => w.startsWith('cannot publish')))
            return { warnings: opened.warnings };
        // Each finding's lines link to the head the scope sealed, in the repository the check run is on.
        const links = (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .lineLinks */ .w)({ GITHUB_SERVER_URL: p.serverUrl, GITHUB_REPOSITORY: `${target.owner}/${target.repo}` }, result.scope.refs.headSha);
        const doc = (0,_review_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkDocument */ .sw)(result, target.name, links);
        const outcome = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(await gitHub(), opened.handle ?? target, {
            conclusion: doc.github.conclusion,
            title: doc.github.output.title,
            summary: doc.github.output.summary,
            text: doc.github.output.text,
            annotations: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_0__/* .annotations */ .hk)(result).map((a) => ({
                path: a.path,
                startLine: a.start_line,
                endLine: a.end_line,
                level: a.annotation_level,
                title: a.title,
                message: a.message,
                rawDetails: a.raw_details,
            })),
        });
        return { ...(outcome.checkRunId !== undefined ? { id: outcome.checkRunId } : {}), warnings: [...opened.warnings, ...outcome.warnings] };
    }
    return {
        async open() {
            if (!target)
                return;
            opened = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(await gitHub(), target, {
                title: 'review running',
                summary: `Reviewing ${p.scope.totals.files} file(s) of scope ${p.scope.scopeSha256.slice(0, 12)}; the verdict follows when the review ends.`,
            });
        },
        async close(result) {
            const check = await closeCheck(result);
            const review = p.prReview !== 'off' && p.pr !== undefined
                ? await (0,_review_publish_js__WEBPACK_IMPORTED_MODULE_3__/* .publishReview */ .YJ)({
                    result,
                    cwd: p.cwd,
                    pr: p.pr,
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
                warnings: [...new Set([...check.warnings, ...(review?.warnings ?? [])])],
                ...(check.id !== undefined ? { checkRunId: check.id } : {}),
                ...(review?.reviewId !== undefined ? { reviewId: review.reviewId } : {}),
                ...(review ? { review } : {}),
            };
        },
    };
}


/***/ })

};
