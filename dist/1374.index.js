export const id = 1374;
export const ids = [1374,2192,3377];
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


/***/ }),

/***/ 19056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eventPullBaseRef: () => (/* binding */ eventPullBaseRef),
/* harmony export */   pullBase: () => (/* binding */ pullBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83738);



/**
 * The base branch of pull request `pr` (a pull request given with no base, outside a
 * pull_request event): one `pulls.get`, with the client's bounded retries.
 */
async function pullBase(pr, repository, env) {
    const t = (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .publishTarget */ .d)({ token: env.GITHUB_TOKEN, repository: repository ?? env.GITHUB_REPOSITORY });
    if ('warning' in t)
        throw new Error('it needs GITHUB_TOKEN, and the repository given or GITHUB_REPOSITORY');
    const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .connect */ .Ng)({ token: t.target.token, ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}) });
    return (await gh.octokit.rest.pulls.get({ owner: t.target.owner, repo: t.target.repo, pull_number: pr })).data.base.ref;
}
/**
 * The branch the triggering event's pull request was to merge into, when that pull request is `pr`
 * (another pull request's base says nothing of this one). Read from GITHUB_EVENT_PATH; untrusted, so
 * shapes are checked; undefined when the event names none.
 */
function eventPullBaseRef(pr, env) {
    try {
        const e = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        const ref = e.pull_request?.number === pr ? e.pull_request.base?.ref : undefined;
        return typeof ref === 'string' && ref !== '' && ref.length <= 256 ? ref : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 87050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   testReviewPull: () => (/* binding */ testReviewPull)
/* harmony export */ });
/* harmony import */ var _event_change_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22192);
/* harmony import */ var _pull_base_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19056);
/* harmony import */ var _pull_now_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97589);



/**
 * test-review's reads of its pull request, for the CLI and the action alike: its base branch when
 * neither `--base` nor GITHUB_BASE_REF gives one (`pullBase`), and, once the review is done, why its
 * verdict would not answer the pull request as GitHub shows it now (`pullSince`, hazard 333). The
 * base a run reviews against comes from its event (GITHUB_BASE_REF, the payload's base commit), and a
 * re-run replays that event: retargeted since, an Approve on the head would stand for the change
 * against the old branch. A base looked up here is the one compared for a pull request the event
 * does not name. `warn` gets the line saying it cannot be told (no token, a 403): the verdict stands.
 */
function testReviewPull(env, warn) {
    const looked = new Map();
    return {
        pullBase: async (pr, repo) => {
            const ref = await (0,_pull_base_js__WEBPACK_IMPORTED_MODULE_1__.pullBase)(pr, repo, env);
            looked.set(pr, ref);
            return ref;
        },
        pullSince: async (pr, repo) => {
            const event = (0,_event_change_js__WEBPACK_IMPORTED_MODULE_0__.pullRequest)();
            const number = pr ?? event?.number;
            if (number === undefined)
                return undefined;
            const baseRef = looked.get(number) ?? (event?.number === number ? event.baseRef : undefined);
            const since = await (0,_pull_now_js__WEBPACK_IMPORTED_MODULE_2__.pullSinceEvent)({ number, baseRef }, { token: env.GITHUB_TOKEN, repository: repo ?? env.GITHUB_REPOSITORY, apiUrl: env.GITHUB_API_URL });
            if (since.warning)
                warn(since.warning);
            return since.reason;
        },
    };
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ts: () => (/* binding */ afterCutWord),
/* harmony export */   ZN: () => (/* binding */ fitBytes),
/* harmony export */   oN: () => (/* binding */ cutChars)
/* harmony export */ });
/* unused harmony exports openCodeSpan, openFence, CUT_WORD_MAX */
/* harmony import */ var _fences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85889);

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
 * The fence a text leaves open at its end: the run of a fenced code block's opening line (up to
 * three spaces, then three or more backticks or tildes; a backtick fence's info string holds no
 * backtick) that no later line closes (the same character, at least as many, nothing after but
 * spaces and tabs). '' when every fence the text opens, it closes.
 */
function openFence(text) {
    let open = '';
    for (const line of text.split('\n')) {
        if (!open)
            open = (0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .fenceOpening */ .YY)(line)?.marks ?? '';
        else if ((0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .closesFence */ .Tv)(line, open))
            open = '';
    }
    return open;
}
/**
 * The longest start of `buf` within `room` bytes that leaves no markup open, and the line that
 * closes what it cannot leave out: never inside a character, at a line end in the second half where
 * there is one, before an open code span (moved back: neutralised Markdown puts links, HTML and
 * mentions in code spans, and a span cut open would let what follows it act), and a fenced block
 * the cut went into closed (else what follows the cut, the note included, reads as its code).
 */
function closedStart(buf, room) {
    let cut = Math.max(0, room);
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    // (A negative offset would search from the end.)
    const newline = cut > 0 ? buf.lastIndexOf(0x0a, cut - 1) : -1;
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    const fence = openFence(kept);
    // Inside a fenced block, and on the line that closes one, a backtick is code, never a span.
    if (fence)
        return { kept, close: `\n${fence}` };
    const lineStart = kept.lastIndexOf('\n') + 1;
    if (openFence(kept.slice(0, Math.max(0, lineStart - 1))))
        return { kept, close: '' };
    const open = openCodeSpan(kept.slice(lineStart));
    return { kept: open >= 0 ? kept.slice(0, lineStart + open) : kept, close: '' };
}
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes and ends it with how many characters were left out
 * (`where` says where the rest is), the markup the cut went through closed (`closedStart`).
 * Deterministic. Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    const room = maxBytes - Buffer.byteLength(note(total));
    let cut = closedStart(buf, room);
    // A fence to close takes its own bytes: cut again that much earlier, until the closed start fits.
    for (let r = room; cut.close && Buffer.byteLength(cut.kept + cut.close) > room;) {
        r -= Buffer.byteLength(cut.close);
        cut = closedStart(buf, r);
    }
    return `${cut.kept}${cut.close}${note(total - [...cut.kept].length)}`;
}
/**
 * The first `max` UTF-16 code units of a text, one fewer where the cut would part a surrogate
 * pair: half a character (an emoji's high half) is ill-formed text to every sink, a JSON escape
 * GitHub's API may refuse or a U+FFFD on the page.
 */
function cutChars(text, max) {
    if (text.length <= max)
        return text;
    const last = text.charCodeAt(max - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
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
