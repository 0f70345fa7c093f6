export const id = 4873;
export const ids = [4873];
export const modules = {

/***/ 5585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ publishStoppedReview),
/* harmony export */   Le: () => (/* binding */ publishPullReview)
/* harmony export */ });
/* unused harmony exports COMMENTS_PER_REVIEW, MAX_INLINE_COMMENTS, words */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47318);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71679);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28011);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50623);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2807);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25823);









const PERMISSION = 'pull-requests: write';
/** Comments per review request: GitHub states no limit, large ones fail in practice; 50 matches the annotation batches. */
const COMMENTS_PER_REVIEW = 50;
/** Inline comments a run posts at most (ten reviews); the rest are listed in the body, and commented by a later run. */
const MAX_INLINE_COMMENTS = 10 * COMMENTS_PER_REVIEW;
/** Further review requests a run may spend finding the comments GitHub refuses (its content limit is about 80 a minute). */
const SPLIT_BUDGET = 30;
const KEY = /^[0-9a-z-]{1,64}$/;
function checkTag(tag) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(tag))
        throw new Error(`review tag ${JSON.stringify(tag)}: use 1-64 letters, digits, dots, dashes or underscores`);
    return tag;
}
const ANSWERED = new Set(['fixed', 'refuted', 'replaced', 'unreported', 'changed']);
const marker = (tag, kind, key, more = '') => `<!-- proofgate-review:${tag} ${kind}:${key}${more} -->`;
/** What a finding's comment shows a reader to triage it by (`shows`): one that shows otherwise no longer stands for it. */
const shownOf = (c) => (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_8__/* .sha256 */ .sc)(c.shows).slice(0, 16);
/** Our marker of the first line, if the body starts with one for this tag; a finding's records what its comment showed and where its quote is. */
function markerOf(tag, body) {
    const first = (body ?? '').split('\n', 1)[0];
    const m = /^<!-- proofgate-review:([A-Za-z0-9._-]{1,64}) (post|finding|fixed|refuted|replaced|unreported|changed|stale):(\S+)(?: shown:([0-9a-f]{16}) quote:([0-9a-f]{16}\.\d{1,6}))? -->$/.exec(first);
    return m && m[1] === tag && KEY.test(m[3]) ? { kind: m[2], key: m[3], shown: m[4], place: m[5] } : undefined;
}
/**
 * REST names every author as the token's account is named (an app as `<app>[bot]`): `X` and
 * `X[bot]` are two accounts, and anyone may register a user named like an app.
 */
function sameLogin(a, b) {
    return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
function withMarker(line, body) {
    return `${line}\n${(0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .fitText */ .v)(body, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b.commentBody - Buffer.byteLength(line) - 1)}`;
}
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
/** Our earlier comments, from every review comment of the pull request (`Truncated` past the bound: anyone may comment). */
async function earlierComments(gh, t, login) {
    const byKey = new Map();
    const answered = new Set();
    const staleSaid = new Set();
    const params = { owner: t.owner, repo: t.repo, pull_number: t.pullNumber, per_page: _listing_js__WEBPACK_IMPORTED_MODULE_4__/* .PER_PAGE */ .EK };
    const pages = (0,_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .restPages */ .N4)(gh.octokit.paginate.iterator(gh.octokit.rest.pulls.listReviewComments, params));
    for (const c of await (0,_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .readAll */ .yw)(pages, "the pull request's review comments")) {
        if (!sameLogin(c.user?.login, login))
            continue;
        const m = markerOf(t.tag, c.body);
        if (m?.kind === 'finding' && c.in_reply_to_id === undefined)
            byKey.set(m.key, [
                ...(byKey.get(m.key) ?? []),
                { id: c.id, path: c.path, outdated: c.line == null, ...(m.shown ? { shown: m.shown, place: m.place } : {}) },
            ]);
        if (m && ANSWERED.has(m.kind) && c.in_reply_to_id !== undefined)
            answered.add(c.in_reply_to_id);
        if (m?.kind === 'stale' && c.in_reply_to_id !== undefined)
            staleSaid.add(c.in_reply_to_id);
    }
    return { byKey, answered, staleSaid };
}
function apiComment(tag, c) {
    return {
        path: c.path,
        line: c.line,
        side: 'RIGHT',
        ...(c.startLine !== undefined && c.startLine < c.line ? { start_line: c.startLine, start_side: 'RIGHT' } : {}),
        body: withMarker(marker(tag, 'finding', c.key, ` shown:${shownOf(c)} quote:${c.place}`), c.body),
    };
}
/**
 * Creates one review once (createOnce): a lost answer is found by the review's one-off marker,
 * so a retry never posts the same comments twice. With no `login` to look for it by, an
 * ambiguous failure is not retried.
 */
function createReview(gh, t, login, commitId, body, comments, event) {
    const post = marker(t.tag, 'post', (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex'));
    const full = withMarker(post, body);
    return (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(gh, async () => (await gh.octokit.rest.pulls.createReview({
        owner: t.owner,
        repo: t.repo,
        pull_number: t.pullNumber,
        commit_id: commitId,
        body: full,
        event,
        comments: comments.map((c) => apiComment(t.tag, c)),
        request: _client_js__WEBPACK_IMPORTED_MODULE_1__/* .ONCE */ .ET,
    })).data.id, login === undefined ? undefined : async () => (await (0,_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .firstOf */ .Ku)(ourReviews(gh, t, login), (r) => r.body.startsWith(`${post}\n`)))?.id);
}
/** Our reviews, oldest first; reaching the end of more than the bound throws `Truncated` (anyone may review). */
async function* ourReviews(gh, t, login) {
    const params = { owner: t.owner, repo: t.repo, pull_number: t.pullNumber, per_page: _listing_js__WEBPACK_IMPORTED_MODULE_4__/* .PER_PAGE */ .EK };
    const pages = (0,_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .restPages */ .N4)(gh.octokit.paginate.iterator(gh.octokit.rest.pulls.listReviews, params));
    for await (const r of (0,_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .bounded */ .Mm)(pages, "the pull request's reviews"))
        if (sameLogin(r.user?.login, login) && markerOf(t.tag, r.body)?.kind === 'post')
            yield { id: r.id, body: r.body, state: r.state, commitId: r.commit_id };
}
/** Every review of ours, oldest first (`Truncated` past the bound): the newest decides what stands, so none is left unread. */
async function allOurReviews(gh, t, login) {
    const out = [];
    for await (const r of ourReviews(gh, t, login))
        out.push(r);
    return out;
}
/** What a review of ours says, after its marker line. */
const saidBy = (r) => r.body.slice(r.body.indexOf('\n') + 1);
/** The body of the further reviews that hold a run's comments past the first request's. */
const continuedNote = (commitId) => `Inline comments of the proofgate review above (${commitId.slice(0, 12)}), continued.`;
/** A review of ours that says something of its own: not one of a run's further reviews continuing its comments. */
const speaks = (r) => r.commitId === null || saidBy(r) !== continuedNote(r.commitId);
/**
 * The review of ours a reader takes as proofgate's word: the newest, whatever its commit. A run's
 * further reviews only continue its comments, so they say nothing of their own.
 */
const newestOf = (ours) => ours.findLast(speaks);
const STATE = { COMMENT: 'COMMENTED', REQUEST_CHANGES: 'CHANGES_REQUESTED' };
/** The body's counts of findings an earlier review commented (after the count): repeated, then changed. */
const EARLIER_SAID = [
    'finding(s) commented in an earlier review are still open; they are not repeated.',
    'finding(s) commented in an earlier review read otherwise now than their comment shows (severity, disposition, words or suggestion): they are commented again, and the earlier comment says so.',
];
/** What a review says, links aside: each run links its own check run and job summary. */
// A link's target has no `)` or space: read each such stretch once, from its start, and drop it from
// its first `](` (a `](](](…` with no `)` was scanned to its end from each `](`, quadratic: #658).
const words = (text) => text.replace(/(?<![^)\s])[^)\s]+\)/g, (stretch) => {
    const link = stretch.indexOf('](');
    return link < 0 ? stretch : `${stretch.slice(0, link)}]`;
});
/**
 * A review body as it stands for this run: its words without the paragraphs that count findings an
 * earlier review commented (EARLIER_SAID). A rerun counts as repeated the comments the review it
 * reran posted, so those counts tell one run from the next, not what the review says.
 */
const gist = (body) => words(body)
    .split('\n\n')
    .filter((p) => !EARLIER_SAID.includes(p.replace(/^\d+ /, '')))
    .join('\n\n');
/**
 * Our newest review (newestOf), when it is on this commit and already says this (a rerun of the
 * same job): its body the one this run would post (`body`, composed by reviewBody), every list in
 * it included. An earlier one that says this does not stand under a later one that says otherwise
 * (findings, then clean, then the same findings): a new review is posted. Counts alone are not the
 * findings: an agent run again may swap one finding for another, which a review kept for its
 * counts would hide. Our reviews unread (a rate limit, past the bound): none, so the review is
 * posted, and `warnings` says why; a refusal of the token is thrown (the post would be refused too).
 */
async function sameReview(gh, t, login, commitId, body, event, warnings) {
    try {
        const r = newestOf(await allOurReviews(gh, t, login));
        if (r?.commitId !== commitId || r.state !== STATE[event])
            return undefined;
        return gist(saidBy(r)) === gist(body) ? r.id : undefined;
    }
    catch (err) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .refusal */ .x5)(err))
            throw err;
        warnings.push(`${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .unreadable */ .O$)("the pull request's reviews", err)}: whether this review already stands on the commit cannot be told, so it is posted`);
        return undefined;
    }
}
const status = (err) => err?.status;
/** How many findings comments hold (one bullet of its fallback each): every published total counts findings, never comments. */
const findingsIn = (comments) => comments.reduce((n, c) => n + c.fallback.length, 0);
/** The line that counts the findings a full body leaves to the check run. */
const unlistedLine = (n) => `… and ${n} more finding(s) not listed: a review body holds ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b.commentBody.toLocaleString('en-US')} bytes; the check run has every finding.`;
/**
 * The review body in `room` bytes, and how many of its bullets it shows. Bullets go whole, in
 * order: a cut through one would lose a finding without a word, so those that do not fit are
 * counted on a line of their own instead.
 */
function reviewBody(draft, { refused, repeated, changed, beyond, untold, unread, untried }, room) {
    const listed = [...draft.outside, ...untold, ...refused, ...untried, ...beyond];
    const head = [
        draft.summary,
        ...(repeated ? [`${repeated} ${EARLIER_SAID[0]}`] : []),
        ...(changed ? [`${changed} ${EARLIER_SAID[1]}`] : []),
        ...(untold.length ? [`${untold.length} finding(s) are listed below, not commented inline: ${unread}.`] : []),
        ...(untried.length
            ? [
                `${untried.length} finding(s) were not commented inline: GitHub refused some comments of their review, and the run spent its requests finding which.`,
            ]
            : []),
        ...(beyond.length
            ? [`${beyond.length} finding(s) beyond ${MAX_INLINE_COMMENTS} inline comments a run are listed below; a later run comments them.`]
            : []),
        ...(listed.length ? [`#### Not commented inline (${listed.length})\n`] : []),
    ].join('\n\n');
    const size = (text) => Buffer.byteLength(text) + 1;
    // Room for the count line with the widest count it could carry, unless every bullet fits.
    const all = listed.reduce((n, b) => n + size(b), Buffer.byteLength(head));
    let left = all <= room ? room : room - size(unlistedLine(listed.length));
    left -= Buffer.byteLength(head);
    let shown = 0;
    while (shown < listed.length && size(listed[shown]) <= left)
        left -= size(listed[shown++]);
    const tail = shown < listed.length ? [unlistedLine(listed.length - shown)] : [];
    return { body: [head, ...listed.slice(0, shown), ...tail].join('\n'), shown };
}
/**
 * Posts the comments of `chunk` as further reviews: a 422 (one comment GitHub
 * will not place) halves the chunk until the refused comment stands alone, so
 * it never takes the others with it. Returned: the comments refused alone, and those a spent
 * budget left untried (they may be fine: a later run comments them).
 */
async function postRest(gh, t, login, draft, chunk, note, budget) {
    // Halving spends requests and leaves reviews behind: once the budget is spent, what is left is listed.
    if (budget.left <= 0)
        return { refused: [], untried: chunk };
    budget.left--;
    try {
        await createReview(gh, t, login, draft.commitId, note, chunk, 'COMMENT');
        return { refused: [], untried: [] };
    }
    catch (err) {
        if (status(err) !== 422)
            throw err;
        if (chunk.length === 1)
            return { refused: chunk, untried: [] };
        const half = Math.ceil(chunk.length / 2);
        const a = await postRest(gh, t, login, draft, chunk.slice(0, half), note, budget);
        const b = await postRest(gh, t, login, draft, chunk.slice(half), note, budget);
        return { refused: [...a.refused, ...b.refused], untried: [...a.untried, ...b.untried] };
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
/** The review threads a page at a time, for as long as the reader (`bounded`) asks. */
async function* threadPages(gh, t) {
    let after = null;
    for (;;) {
        const data = await gh.octokit.graphql(THREADS, { owner: t.owner, repo: t.repo, number: t.pullNumber, after });
        const threads = data.repository?.pullRequest?.reviewThreads;
        if (!threads)
            return;
        yield { items: threads.nodes, more: threads.pageInfo.hasNextPage };
        after = threads.pageInfo.endCursor;
    }
}
/** Review threads by the database id of their first comment (GraphQL: REST has no threads); `Truncated` past the bound. */
async function threadsByRoot(gh, t) {
    const out = new Map();
    for (const th of await (0,_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .readAll */ .yw)(threadPages(gh, t), "the pull request's review threads")) {
        const root = th.comments.nodes[0]?.databaseId;
        if (typeof root === 'number')
            out.set(root, { id: th.id, isResolved: th.isResolved, viewerCanResolve: th.viewerCanResolve });
    }
    return out;
}
const RESOLVE = `mutation($thread: ID!) { resolveReviewThread(input: { threadId: $thread }) { thread { id isResolved } } }`;
/** GitHub's words from a GraphQL error (it answers 200 with `errors`), else the REST status. */
function graphqlProblem(err) {
    const errors = err.errors;
    if (errors?.length)
        return errors.map((e) => [e.type, e.message].filter(Boolean).join(': ')).join('; ');
    return (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)('review threads', PERMISSION, err);
}
/**
 * The open finding that stands for a gone thread's quote: one on its own file first (another
 * category), else one on another file (the lines moved there, unchanged).
 */
function replacing(draft, g) {
    if (g.place === undefined)
        return undefined;
    const same = draft.quoted.filter((q) => q.place === g.place);
    return same.find((q) => q.path === g.path) ?? same[0];
}
/**
 * What became of a finding no longer open, from what this run found: refuted (its refutation
 * quoted), replaced by an open finding on the same quote (another category, or another file the
 * lines moved to), or fixed only when no file of the head's scope holds the quoted lines: lines
 * that may still be there (the search could not tell, or the comment, of an older proofgate, does
 * not say where they were) are no fix.
 */
async function goneAnswers(draft, gone) {
    const at = draft.commitId.slice(0, 12);
    const placed = gone.filter((g) => g.place !== undefined);
    const atHead = new Map((await draft.stillQuoted(placed.map((g) => g.place))).map((q, i) => [placed[i], q]));
    const unreported = (q) => q === 'held'
        ? 'but the lines it quoted are still in the change'
        : q === 'unplaced'
            ? 'and its comment, written by an older proofgate, does not say where the lines it quoted are'
            : "and whether the lines it quoted are still there could not be told (their file is not in the checkout, or is too large to search within the run's bound)";
    return gone.map((g) => {
        const refuted = draft.refuted.find((r) => r.key === g.key);
        if (refuted)
            return { ...g, kind: 'refuted', text: `Refuted: proofgate's review of ${at} finds this does not hold:\n\n${refuted.refutation}` };
        const other = replacing(draft, g);
        if (other)
            return {
                ...g,
                kind: 'replaced',
                text: other.path === g.path
                    ? `Replaced: proofgate's review of ${at} finds these lines ${other.finding}; it comments that, or lists it.`
                    : `Moved: proofgate's review of ${at} finds these lines in ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_7__/* .shownName */ .HD)(other.path))} ${other.finding}; it comments that there, or lists it.`,
            };
        // No place (an older marker) proves nothing about the lines: never read as changed.
        const quoted = g.place === undefined ? 'unplaced' : atHead.get(g);
        if (quoted !== 'gone')
            return {
                ...g,
                kind: 'unreported',
                text: `No longer reported: proofgate's review of ${at} does not report this, ${unreported(quoted)}, so it is not taken as fixed.`,
            };
        return { ...g, kind: 'fixed', text: `Fixed: proofgate no longer finds this at ${at}. The lines it quoted changed.` };
    });
}
/**
 * Threads of findings that are gone, each answered once with what became of the finding; a fixed
 * one is resolved instead where the token may (a personal or app token with `contents: write`; the
 * job's GITHUB_TOKEN may not). Any other is answered, never resolved: a reader decides.
 */
async function settleGone(gh, t, draft, gone, threads, warnings) {
    let resolved = 0;
    const replies = [];
    for (const g of await goneAnswers(draft, gone)) {
        const thread = threads.get(g.id);
        if (thread?.isResolved)
            continue;
        if (g.kind === 'fixed' && thread?.viewerCanResolve) {
            try {
                await gh.octokit.graphql(RESOLVE, { thread: thread.id });
                resolved++;
                continue;
            }
            catch (err) {
                warnings.push(`a review thread could not be resolved, so it is answered instead (${graphqlProblem(err)})`);
            }
        }
        replies.push(g);
    }
    return { resolved, replied: await answer(gh, t, replies, warnings) };
}
const ABOUT = {
    fixed: 'a fixed finding',
    refuted: 'a refuted finding',
    replaced: 'a replaced finding',
    unreported: 'a finding no longer reported',
    changed: 'a changed finding',
    stale: 'an outdated finding',
};
/**
 * One reply of ours on a thread, its marker first: `said`; `gone` when the thread was deleted since it was read (a
 * 404: nothing is left to answer, and the finding is commented or listed on the head anyway); `refused` (with a
 * warning) when GitHub refused it.
 */
async function reply(gh, t, r, warnings) {
    try {
        await gh.octokit.rest.pulls.createReplyForReviewComment({
            owner: t.owner,
            repo: t.repo,
            pull_number: t.pullNumber,
            comment_id: r.id,
            body: withMarker(marker(t.tag, r.kind, r.key), r.text),
        });
        return 'said';
    }
    catch (err) {
        if (status(err) === 404)
            return 'gone';
        warnings.push((0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(`a reply on ${ABOUT[r.kind]}`, PERMISSION, err));
        return 'refused';
    }
}
/** Replies in order, until GitHub refuses one: how many were said. */
async function answer(gh, t, replies, warnings) {
    let said = 0;
    for (const r of replies) {
        const answered = await reply(gh, t, r, warnings);
        if (answered === 'refused')
            break;
        if (answered === 'said')
            said++;
    }
    return said;
}
/**
 * Outdated threads of findings still open, answered once each: the finding was commented again at
 * its lines now (or listed in the review's body), so the collapsed thread says where it went.
 */
function settleStale(gh, t, draft, stale, warnings) {
    const at = draft.commitId.slice(0, 12);
    const text = (s) => s.movedTo
        ? `Moved: the file is ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.mdCode)(s.movedTo)} now. proofgate still finds this there at ${at}; its review of that commit comments it there, or lists it.`
        : `Outdated: proofgate still finds this at ${at}; its review of that commit comments it where the lines are now, or lists it.`;
    return answer(gh, t, stale.map((s) => ({ id: s.id, key: s.key, kind: 'stale', text: text(s) })), warnings);
}
/**
 * The review that holds the body, with the first comments. On a 422 (GitHub does not say which
 * comment it refused) the body goes alone and the comments are left to be halved; a request for
 * changes GitHub refuses (the token owner's own pull request) is posted as a comment.
 */
async function postMain(gh, t, login, commitId, body, first, event, warnings) {
    try {
        return { id: await createReview(gh, t, login, commitId, body, first, event), event, refusedFirst: false };
    }
    catch (err) {
        if (status(err) !== 422)
            throw err;
    }
    try {
        return { id: await createReview(gh, t, login, commitId, body, [], event), event, refusedFirst: first.length > 0 };
    }
    catch (err) {
        if (status(err) !== 422 || event !== 'REQUEST_CHANGES')
            throw err;
        const what = `the pull request review (#${t.pullNumber})`;
        warnings.push(`${what} could not request changes (${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(what, PERMISSION, err)}); it is posted as a comment`);
        return { id: await createReview(gh, t, login, commitId, body, [], 'COMMENT'), event: 'COMMENT', refusedFirst: first.length > 0 };
    }
}
/**
 * Our earlier comments on the pull request, or why they are unknown (`unread`, as the review body says it).
 * A list past the bound (anyone may comment) does not show what it left unread: our comments or threads
 * there are unknown, not absent, so no comment is posted again and no thread settled. One unread (a rate
 * limit, a server error) is unknown too: the review is posted all the same, as without it an earlier review
 * (a clean one, or none) would stand for this run. The pull request unread (`pullUnread`, leftOut): where its
 * diff is cannot be told, so none is read. Undefined: the token is refused, and the review would be too.
 */
async function earlierOrWhy(gh, t, login, pullUnread, what, warnings) {
    if (pullUnread)
        return { unread: 'the pull request could not be read, so whether this commit is still its head cannot be told' };
    try {
        return { earlier: await earlierComments(gh, t, login) };
    }
    catch (err) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .refusal */ .x5)(err)) {
            warnings.push((0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(what, PERMISSION, err));
            return undefined;
        }
        warnings.push(`${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .unreadable */ .O$)("the pull request's review comments", err)}: which findings are already commented cannot be told, so ${what} comments none inline (its body lists them) and resolves or answers no thread; the check run has every finding`);
        const why = err instanceof _listing_js__WEBPACK_IMPORTED_MODULE_4__/* .Truncated */ .LX
            ? `the pull request has more review comments than proofgate reads (${_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ITEMS */ ._5.toLocaleString('en-US')})`
            : "the pull request's review comments could not be read";
        return { unread: `${why}, so which are already commented cannot be told` };
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
        changed: 0,
        listed: 0,
        resolved: 0,
        replied: 0,
        outdated: 0,
        dismissed: 0,
    };
    const login = t.author ?? (await (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenLogin */ .nu)(gh));
    if (!login) {
        outcome.warnings.push(`cannot publish ${what}: the token's account is unknown (GET /user and GraphQL viewer refused)${t.authorOption ? `; give the account it writes as (${t.authorOption})` : ''}`);
        return outcome;
    }
    // A run for a commit the pull request has moved on from (an earlier push finishing last, or
    // rerun) speaks for that commit only: its review would dismiss, resolve or answer what the
    // review of the newer head said.
    const now = await pullNow(gh, t, draft.commitId);
    if (leftOut(now, t, draft, what, outcome.warnings))
        return outcome;
    const read = await earlierOrWhy(gh, t, login, 'unread' in now, what, outcome.warnings);
    if (!read)
        return outcome;
    const earlier = 'earlier' in read ? read.earlier : undefined;
    const unread = 'unread' in read ? read.unread : '';
    let threads = new Map();
    try {
        if (earlier?.byKey.size)
            threads = await threadsByRoot(gh, t);
    }
    catch (err) {
        if (err instanceof _listing_js__WEBPACK_IMPORTED_MODULE_4__/* .Truncated */ .LX) {
            threads = undefined;
            outcome.warnings.push(`${err.message}: which threads are resolved cannot be told, so ${what} resolves or answers no thread`);
        }
        else
            outcome.warnings.push(`review threads could not be read, so fixed findings are answered instead of resolved (${graphqlProblem(err)})`);
    }
    // A finding stands commented while a thread of ours on it is open and on the diff: one resolved,
    // answered or outdated no longer shows it, so the finding is commented again.
    const standing = (e, root) => !root.outdated && !e.answered.has(root.id) && !threads?.get(root.id)?.isResolved;
    const standingOn = (c) => (earlier ? (earlier.byKey.get(c.key) ?? []).filter((r) => standing(earlier, r)) : []);
    // ... and while its comment shows it as it is triaged now: one showing another severity or
    // disposition is answered, and the finding commented again. An older comment, which does not say
    // what it showed, counts as showing something else: read so, it can never hide a raised severity.
    const unposted = earlier ? draft.comments.filter((c) => !standingOn(c).some((r) => r.shown === shownOf(c))) : [];
    const changed = unposted.flatMap((c) => standingOn(c).map((r) => ({ id: r.id, key: c.key })));
    const untold = earlier ? [] : draft.comments.flatMap((c) => c.fallback);
    outcome.repeated = earlier ? findingsIn(draft.comments) - findingsIn(unposted) : 0;
    outcome.changed = findingsIn(unposted.filter((c) => standingOn(c).length > 0));
    // The cap counts what this run posts: findings beyond it are commented by a later run.
    const fresh = unposted.slice(0, MAX_INLINE_COMMENTS);
    const beyond = unposted.slice(MAX_INLINE_COMMENTS).flatMap((c) => c.fallback);
    let event = t.mode === 'request-changes' && draft.blocking ? 'REQUEST_CHANGES' : 'COMMENT';
    const [first = [], ...rest] = batches(fresh, COMMENTS_PER_REVIEW);
    // The body goes after our marker line, whose one-off part is always 16 hex digits.
    const room = _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b.commentBody - Buffer.byteLength(marker(t.tag, 'post', '0'.repeat(16))) - 1;
    const opening = reviewBody(draft, { refused: [], untried: [], repeated: outcome.repeated, changed: outcome.changed, beyond, untold, unread }, room);
    const body = opening.body;
    let shown = opening.shown;
    let queue = rest;
    let reviewId;
    try {
        // A rerun on the same commit with nothing new to comment says nothing new: the review it left stands.
        // Which findings stand commented unknown (earlierOrWhy), anything may be new: posted, as its warning says.
        const same = fresh.length || !earlier ? undefined : await sameReview(gh, t, login, draft.commitId, body, event, outcome.warnings);
        if (same !== undefined) {
            reviewId = same;
            outcome.unchanged = true;
        }
        else {
            const main = await postMain(gh, t, login, draft.commitId, body, first, event, outcome.warnings);
            reviewId = main.id;
            outcome.commented = main.refusedFirst ? 0 : first.length;
            event = main.event;
            if (main.refusedFirst)
                queue = [first, ...rest];
        }
        outcome.reviewId = reviewId;
    }
    catch (err) {
        outcome.warnings.push((0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(what, PERMISSION, err));
        return outcome;
    }
    const refused = [];
    const untried = [];
    const note = continuedNote(draft.commitId);
    const budget = { left: SPLIT_BUDGET };
    for (const [i, chunk] of queue.entries()) {
        try {
            const no = await postRest(gh, t, login, draft, chunk, note, budget);
            refused.push(...no.refused);
            untried.push(...no.untried);
            outcome.commented += chunk.length - no.refused.length - no.untried.length;
        }
        catch (err) {
            const left = queue.slice(i).reduce((n, c) => n + c.length, 0);
            outcome.warnings.push(`${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(`inline comments of ${what}`, PERMISSION, err)}; up to ${left} comment(s) were not posted (the check run has every finding)`);
            break;
        }
    }
    // Another run of this head (a rerun beside the run it reran) may have posted the same comments since the list was read.
    if (outcome.commented > 0) {
        const shown = new Map(fresh.map((c) => [c.key, shownOf(c)]));
        const twins = await dropTwins(gh, t, login, shown, (r) => standing(earlier, r), outcome.warnings);
        outcome.commented -= twins.length;
        const byKey = new Map(fresh.map((c) => [c.key, c]));
        outcome.repeated += findingsIn(twins.map((key) => byKey.get(key)));
    }
    // Findings not posted after a 422: refused alone, or untried once the budget was spent.
    const notPosted = findingsIn(refused) + findingsIn(untried);
    const listing = draft.outside.length + untold.length + notPosted + beyond.length;
    // The findings not posted that the body lists: it lists the draft's own first, and stops where it is full.
    let inBody = 0;
    if (notPosted) {
        const lists = { refused: refused.flatMap((c) => c.fallback), untried: untried.flatMap((c) => c.fallback) };
        const full = reviewBody(draft, { ...lists, repeated: outcome.repeated, changed: outcome.changed, beyond, untold, unread }, room);
        let said = true;
        try {
            await gh.octokit.rest.pulls.updateReview({
                owner: t.owner,
                repo: t.repo,
                pull_number: t.pullNumber,
                review_id: reviewId,
                body: withMarker(marker(t.tag, 'post', (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')), full.body),
            });
            shown = full.shown;
        }
        catch (err) {
            outcome.warnings.push((0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(`the body of ${what}`, PERMISSION, err));
            said = false;
        }
        inBody = said ? Math.min(notPosted, Math.max(0, shown - draft.outside.length - untold.length)) : 0;
        const refusal = [
            `GitHub refused ${refused.length} inline comment(s) of ${findingsIn(refused)} finding(s) (lines not on its diff)`,
            ...(untried.length
                ? [
                    `${untried.length} more comment(s) of ${findingsIn(untried)} finding(s) were not posted: the run spent its ${SPLIT_BUDGET} further requests finding the refused ones`,
                ]
                : []),
        ].join('; ');
        outcome.warnings.push(inBody === notPosted
            ? `${refusal}; their findings are listed in the review body`
            : `${refusal}; ${inBody} of those ${notPosted} finding(s) are listed in the review body, ${notPosted - inBody} only in the check run (${said ? 'the body is full' : 'the body could not be updated'})`);
    }
    outcome.listed = shown;
    // Findings of the draft's own lists a full body left out (those not posted are counted above).
    const unlisted = listing - shown - (notPosted - inBody);
    if (unlisted > 0)
        outcome.warnings.push(`${unlisted} finding(s) not commented inline are not listed in the review body either (it holds ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b.commentBody.toLocaleString('en-US')} bytes); the check run has every finding`);
    const { gone, stale } = earlier && threads ? toSettle(draft, earlier, threads) : { gone: [], stale: [] };
    const superseded = threads ? changed : [];
    // Asked again just before: a push while this review was being posted makes the newer head's
    // threads and review no business of this one.
    // Only a gate that no longer blocks withdraws our earlier requests for changes: a comment posted
    // while findings stay open (mode `comment`, or a request GitHub refused) leaves them standing.
    const dismissing = event === 'COMMENT' && !draft.blocking;
    const settling = gone.length > 0 || stale.length > 0 || superseded.length > 0 || dismissing;
    if (settling &&
        (await stillSpeaks(gh, t, login, draft.commitId, reviewId, 'the answers on earlier findings and the dismissal of earlier reviews', outcome.warnings))) {
        if (gone.length && threads)
            Object.assign(outcome, await settleGone(gh, t, draft, gone, threads, outcome.warnings));
        if (stale.length)
            outcome.outdated = await settleStale(gh, t, draft, stale, outcome.warnings);
        const at = draft.commitId.slice(0, 12);
        const text = `Changed: proofgate's review of ${at} finds this otherwise than this comment shows (its severity, disposition, words or suggestion); that review comments it again as it reads now, or lists it.`;
        await answer(gh, t, superseded.map((s) => ({ ...s, kind: 'changed', text })), outcome.warnings);
        if (dismissing)
            outcome.dismissed = await dismissEarlier(gh, t, login, reviewId, draft, outcome.warnings);
    }
    outcome.ok = outcome.warnings.length === 0;
    return outcome;
}
/**
 * Our threads that no longer show an open finding. Gone: its finding is not open, and the file it
 * is on (at its new path, when the change renamed it away) was read through. Stale: its finding is
 * open but the thread is outdated, or is on the old path of a file the change renamed (the finding
 * is commented at the new path). Each thread is answered once.
 */
function toSettle(draft, earlier, threads) {
    const open = new Set(draft.openKeys);
    const settled = new Set(draft.settledPaths);
    const movedTo = new Map(draft.renames.map((r) => [r.from, r.to]));
    const former = new Set(draft.formerKeys.map((f) => f.was));
    const unsaid = (r) => !earlier.answered.has(r.id) && !earlier.staleSaid.has(r.id) && !threads.get(r.id)?.isResolved;
    const gone = [];
    const stale = [];
    for (const [key, roots] of earlier.byKey) {
        if (open.has(key))
            stale.push(...roots.filter((r) => r.outdated && unsaid(r)).map((r) => ({ id: r.id, key })));
        else if (former.has(key))
            stale.push(...roots.filter(unsaid).map((r) => ({ id: r.id, key, movedTo: movedTo.get(r.path) })));
        else
            for (const r of roots) {
                const path = movedTo.get(r.path) ?? r.path;
                if (settled.has(path) && !earlier.answered.has(r.id))
                    gone.push({ id: r.id, key, path, place: r.place });
            }
    }
    return { gone, stale };
}
/**
 * Two runs racing each post the comments neither had read: of our standing comments on one
 * finding the oldest stays and the later ones are deleted, so both runs keep the same one (a run
 * that reads the list before the other posts finds none to delete; the later one does). Returned:
 * the key of each comment deleted.
 */
async function dropTwins(gh, t, login, keys, standing, warnings) {
    const dropped = [];
    try {
        const { byKey } = await earlierComments(gh, t, login);
        for (const [key, shown] of keys) {
            // Only comments that show the finding as this run does are twins: an earlier one showing it otherwise is answered instead.
            const open = (byKey.get(key) ?? []).filter((r) => standing(r) && r.shown === shown).sort((a, b) => a.id - b.id);
            for (const twin of open.slice(1)) {
                try {
                    await gh.octokit.rest.pulls.deleteReviewComment({ owner: t.owner, repo: t.repo, comment_id: twin.id });
                    dropped.push(key);
                }
                catch (err) {
                    // The other run deleted it first.
                    if (status(err) !== 404)
                        throw err;
                }
            }
        }
    }
    catch (err) {
        warnings.push(err instanceof _listing_js__WEBPACK_IMPORTED_MODULE_4__/* .Truncated */ .LX
            ? `${err.message}: a comment another run of this commit posted at once is not looked for, so a finding may be commented twice`
            : (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)('the check for comments another run posted at once', PERMISSION, err));
    }
    return dropped;
}
async function pullNow(gh, t, commitId) {
    try {
        const { head, base } = (await gh.octokit.rest.pulls.get({ owner: t.owner, repo: t.repo, pull_number: t.pullNumber })).data;
        if (head.sha === commitId && (t.baseRef === undefined || base.ref === t.baseRef))
            return { here: true };
        return {
            moved: head.sha !== commitId
                ? `the pull request's head is now ${head.sha.slice(0, 12)}, not ${commitId.slice(0, 12)}, the commit this run reviewed; the check run keeps this verdict for its commit`
                : `the pull request now merges into ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(base.ref))}, not ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(t.baseRef))}, the branch this run reviewed the change against; the check run keeps this verdict for its commit`,
        };
    }
    catch (err) {
        return { unread: err };
    }
}
/** The pull request's head is no longer the commit this run reviewed, or it merges into another branch now (or cannot be read): `what` is then not published, and a warning says why. */
async function movedOn(gh, t, commitId, what, warnings) {
    return leftOut(await pullNow(gh, t, commitId), t, { commitId, blocking: false }, what, warnings);
}
/**
 * Whether `what`, for `draft`, is left unpublished where the pull request is `now` (a warning says why): moved
 * on, or unread. A blocking draft (findings, incomplete) is published on an unread pull request all the same
 * (a rate limit, a server error): left out, an earlier clean review, or a dismissed request, would stand for
 * it (hazard 518). A refused token is left out: its post would be refused too.
 */
function leftOut(now, t, draft, what, warnings) {
    if ('here' in now)
        return false;
    if ('moved' in now)
        warnings.push(`${what} not published: ${now.moved}`);
    else if (!draft.blocking || (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .refusal */ .x5)(now.unread))
        warnings.push((0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(what, PERMISSION, now.unread));
    else {
        warnings.push(`${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .unreadable */ .O$)(`pull request #${t.pullNumber}`, now.unread)}: whether it is still at ${draft.commitId.slice(0, 12)} cannot be told, so ${what} is posted, as its verdict is not clean, its findings listed in its body and none inline; no thread is resolved or answered`);
        return false;
    }
    return true;
}
/**
 * Whether this run still speaks for the pull request, asked right before it settles threads or
 * dismisses a review: its head is still the commit reviewed (hazard 137), and no review of ours is
 * newer than this run's `current` (hazard 631: a newer head's run, or another run of this head,
 * posted since). A newer review of ours is proofgate's word (newestOf): an older verdict never
 * dismisses it, nor answers or resolves the threads it stands on. Not told (our reviews unread): not settled.
 */
async function stillSpeaks(gh, t, login, commitId, current, what, warnings) {
    if (await movedOn(gh, t, commitId, what, warnings))
        return false;
    try {
        const newer = (await allOurReviews(gh, t, login)).find((r) => r.id > current && speaks(r));
        if (newer === undefined)
            return true;
        warnings.push(`${what} not published: proofgate review ${newer.id} of ${(newer.commitId ?? 'an unknown commit').slice(0, 12)}, posted by another run after this one's, speaks for the pull request now`);
    }
    catch (err) {
        warnings.push(err instanceof _listing_js__WEBPACK_IMPORTED_MODULE_4__/* .Truncated */ .LX
            ? `${err.message}: whether another run has reviewed since cannot be told, so ${what} not published`
            : (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(what, PERMISSION, err));
    }
    return false;
}
/**
 * Our earlier reviews that still request changes, dismissed: the gate no longer blocks. Only those
 * older than this run's review (`current`; review ids grow with time), each once the pull request is
 * asked again (stillSpeaks): its head is then this commit, so a review on another is on one it has left.
 */
async function dismissEarlier(gh, t, login, current, draft, warnings) {
    let dismissed = 0;
    const what = 'the dismissal of an earlier proofgate review';
    try {
        const older = (await allOurReviews(gh, t, login)).filter((r) => r.id < current && r.state === 'CHANGES_REQUESTED');
        for (const r of older) {
            if (!(await stillSpeaks(gh, t, login, draft.commitId, current, what, warnings)))
                break;
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
        warnings.push(err instanceof _listing_js__WEBPACK_IMPORTED_MODULE_4__/* .Truncated */ .LX
            ? `${err.message}: an earlier proofgate review past them that still requests changes is not dismissed`
            : (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(what, PERMISSION, err));
    }
    return dismissed;
}
/**
 * A run that stopped before its verdict (review-publisher.ts publishStopped), on a pull request
 * where a review of ours stands on the commit: one more review saying it no longer stands, asking
 * for changes in request-changes mode, so a request an earlier clean run dismissed blocks again.
 * Nothing was judged: no thread is resolved or answered, no review dismissed. Never throws for API errors.
 */
async function publishStoppedReview(gh, target, commitId, body) {
    const t = { ...target, tag: checkTag(target.tag) };
    const what = `the pull request review (#${t.pullNumber})`;
    const outcome = { ok: false, warnings: [] };
    // What cannot be told here (where the pull request is, our account, our reviews) is taken as a review
    // of ours standing on the commit: a stop must not leave an earlier clean review standing for want of an answer.
    const now = await pullNow(gh, t, commitId);
    if ('moved' in now)
        return { ...outcome, warnings: [`${what} not published: ${now.moved}`] };
    const event = t.mode === 'request-changes' ? 'REQUEST_CHANGES' : 'COMMENT';
    try {
        if ('unread' in now)
            unsure(now.unread, `pull request #${t.pullNumber}`, `whether it is still at ${commitId.slice(0, 12)}`, outcome.warnings);
        const login = t.author ?? (await (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenLogin */ .nu)(gh));
        if (!(await stopToSay(gh, t, login, commitId, body, event, outcome.warnings)))
            return { ...outcome, ok: true };
        outcome.reviewId = (await postMain(gh, t, login, commitId, body, [], event, outcome.warnings)).id;
        outcome.ok = true;
    }
    catch (err) {
        outcome.warnings.push((0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .publishWarning */ .I$)(what, PERMISSION, err));
    }
    return outcome;
}
/**
 * A read a stop could not make (`list`, what it would have told): a warning saying the stop is posted
 * all the same. A refusal of the token is thrown: the review would be refused too.
 */
function unsure(err, list, telling, warnings) {
    if ((0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .refusal */ .x5)(err))
        throw err;
    warnings.push(`${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .unreadable */ .O$)(list, err)}: ${telling} cannot be told, so the stop before a verdict is posted`);
}
/**
 * Whether a stop is to be posted on the commit: a review of ours is there, and our newest review
 * (newestOf) is not this stop on it yet. None there: none stands to be taken back; the stop already
 * said, and not said otherwise since (on this commit or another): a rerun says nothing new.
 * Our account unknown or our reviews unread, it cannot be told: posted (`warnings` says why).
 */
async function stopToSay(gh, t, login, commitId, body, event, warnings) {
    if (login === undefined) {
        warnings.push("the token's account is unknown (GET /user and GraphQL viewer refused): whether a review of ours stands on the commit cannot be told, so the stop before a verdict is posted");
        return true;
    }
    let ours;
    try {
        ours = await allOurReviews(gh, t, login);
    }
    catch (err) {
        unsure(err, "the pull request's reviews", 'whether a review of ours stands on the commit', warnings);
        return true;
    }
    const newest = newestOf(ours);
    const said = newest?.commitId === commitId && newest.state === STATE[event] && saidBy(newest) === body;
    return ours.some((r) => r.commitId === commitId) && !said;
}


/***/ }),

/***/ 54873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ publishReview),
/* harmony export */   d: () => (/* binding */ reviewTag),
/* harmony export */   reviewLine: () => (/* binding */ reviewLine)
/* harmony export */ });
/* harmony import */ var _review_pr_review_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41659);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96584);
/* harmony import */ var _pull_review_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5585);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83738);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18002);
/* harmony import */ var _server_url_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66928);








/**
 * The marker tag of a gate's reviews: its check run name in the characters a marker takes, one to
 * one, so two gates never take each other's reviews for their own. A space reads as `-` (the
 * default name keeps the tag it always had), `-`, `_` and every other byte as `_` and two hex
 * digits; a tag empty or longer than 64 keeps its start and ends in `_h` and a hash of the whole name
 * (`h` is no hex digit: no tag escaped whole holds `_h`).
 */
function reviewTag(checkName) {
    const tag = [...Buffer.from(checkName, 'utf8')]
        .map((b) => b === 0x20 ? '-' : /[A-Za-z0-9.]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `_${b.toString(16).padStart(2, '0')}`)
        .join('');
    return tag.length > 0 && tag.length <= 64 ? tag : `${tag.slice(0, 46)}_h${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(checkName).slice(0, 16)}`;
}
/**
 * The pull request review of a review's publisher (review-publisher.ts): the gate result
 * as one pull request review on the scope's head commit. Every problem is a
 * warning in the outcome; the verdict is never touched.
 */
async function publishReview(o) {
    const where = (0,_target_js__WEBPACK_IMPORTED_MODULE_5__/* .publishTarget */ .d)({ token: o.token, repository: o.repository, ...(o.repoOption ? { repoOption: o.repoOption } : {}) });
    if ('warning' in where)
        return { warnings: [where.warning] };
    if (o.result.scope.refs.workspace)
        return { warnings: ['no pull request review: the scope reviewed a working tree, and a review comments on a commit'] };
    const { owner, repo, token } = where.target;
    const server = { GITHUB_SERVER_URL: o.serverUrl, GITHUB_API_URL: o.apiUrl ?? process.env.GITHUB_API_URL };
    const origin = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_6__/* .serverOrigin */ .s)(server);
    const lines = (0,_links_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLinks */ .w)({ ...server, GITHUB_REPOSITORY: `${owner}/${repo}` }, o.result.scope.refs.headSha);
    let draft;
    try {
        draft = await (0,_review_pr_review_js__WEBPACK_IMPORTED_MODULE_0__/* .pullReviewDraft */ .Vy)(o.result, {
            cwd: o.cwd,
            links: {
                ...(lines ? { lines } : {}),
                ...(o.checkRunId !== undefined && origin ? { checkRunUrl: `${origin}/${owner}/${repo}/runs/${o.checkRunId}` } : {}),
                ...(o.summaryUrl ? { summaryUrl: o.summaryUrl } : {}),
            },
        });
    }
    catch (err) {
        // The comments' lines come from git's diff of the change: a shallow clone lacks the merge base.
        return {
            warnings: [
                `no pull request review: its comments are placed on git's diff of the change, which failed (${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_1__.describeError)(err)}); check out with fetch-depth: 0`,
            ],
        };
    }
    const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .connect */ .Ng)({ token, ...(o.apiUrl ? { apiUrl: o.apiUrl } : {}) });
    return (0,_pull_review_js__WEBPACK_IMPORTED_MODULE_4__/* .publishPullReview */ .Le)(gh, {
        owner,
        repo,
        pullNumber: o.pr,
        ...(o.baseRef !== undefined ? { baseRef: o.baseRef } : {}),
        tag: reviewTag(o.checkName),
        mode: o.mode,
        ...(o.author ? { author: o.author } : {}),
        ...(o.authorOption ? { authorOption: o.authorOption } : {}),
    }, draft);
}
/** One line for the log: what the review did. */
function reviewLine(o) {
    return `pull request review${o.reviewId !== undefined ? ` ${o.reviewId}` : ''}: ${o.commented ?? 0} inline comment(s), ${o.listed ?? 0} listed in the body, ${o.repeated ?? 0} already commented, ${o.changed ?? 0} changed (commented again), ${o.resolved ?? 0} thread(s) resolved, ${o.replied ?? 0} gone answered, ${o.outdated ?? 0} outdated answered, ${o.dismissed ?? 0} earlier review(s) dismissed`;
}


/***/ })

};
