export const id = 8335;
export const ids = [8335];
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
 * carry a marker, cut to GitHub's comment limit.
 */
function commentBody(tag, body, given) {
    const marker = given ?? commentMarker(tag);
    const inert = body.replace(/<!--/g, '<\u200b!--');
    return `${marker}\n${(0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .fitText */ .v)(inert, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.commentBody - Buffer.byteLength(marker) - 1)}`;
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
 * The oldest comment on the issue that this login wrote and that starts with our marker. Comments
 * come oldest first, so ours (made by the first run) is met early; past the bound without it the
 * answer is `Truncated`, never "absent": anyone may comment, and a second comment must not follow.
 */
async function findOurs(gh, t, login, markers) {
    const iterator = gh.octokit.paginate.iterator(gh.octokit.rest.issues.listComments, {
        owner: t.owner,
        repo: t.repo,
        issue_number: t.issueNumber,
        per_page: _listing_js__WEBPACK_IMPORTED_MODULE_3__/* .PER_PAGE */ .EK,
    });
    // The first marker is ours; the others (a peer's legacy one) count only when ours is absent.
    let adopted;
    for await (const c of (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .bounded */ .Mm)((0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .restPages */ .N4)(iterator), "the pull request's comments")) {
        if (c.user?.login.toLowerCase() !== login.toLowerCase())
            continue;
        const body = c.body ?? '';
        if (body.startsWith(`${markers[0]}\n`))
            return { id: c.id, body };
        if (!adopted && markers.slice(1).some((m) => body.startsWith(`${m}\n`)))
            adopted = { id: c.id, body };
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
        return { ok: false, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I)(what, PERMISSION, err)] };
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
/* harmony export */   F: () => (/* binding */ warningsMarkdown),
/* harmony export */   I: () => (/* binding */ publishWarning)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28011);


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
