export const id = 2206;
export const ids = [2206];
export const modules = {

/***/ 36250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   Nm: () => (/* binding */ publishCheckRun),
/* harmony export */   Tx: () => (/* binding */ PASSED_ALONE),
/* harmony export */   Uj: () => (/* binding */ runsUnderName),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71679);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28011);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50623);





const PERMISSION = 'checks: write';
function cutChars(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
/** GitHub keeps an annotation's lines as 32-bit integers: a line past that (a report's `a.ts:99999999999999999999`) fails the whole request. */
const MAX_LINE = 2 ** 31 - 1;
const lineOf = (n) => {
    const line = Math.trunc(n);
    return line >= 1 && line <= MAX_LINE ? line : 1;
};
function apiAnnotation(a) {
    const start = lineOf(a.startLine);
    const end = Math.max(start, lineOf(a.endLine));
    // GitHub takes columns only on a single line.
    const columns = start === end && a.startColumn !== undefined && a.endColumn !== undefined
        ? {
            start_column: lineOf(a.startColumn),
            end_column: Math.max(lineOf(a.startColumn), lineOf(a.endColumn)),
        }
        : {};
    return {
        path: a.path,
        start_line: start,
        end_line: end,
        ...columns,
        annotation_level: a.level,
        message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .fitText */ .v)(a.message === '' ? '(no message)' : a.message, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.annotationMessage),
        ...(a.title !== undefined ? { title: cutChars(a.title, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.annotationTitle) } : {}),
        ...(a.rawDetails !== undefined ? { raw_details: (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .fitText */ .v)(a.rawDetails, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.annotationMessage) } : {}),
    };
}
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
/** The output GitHub takes; a create's `mark` (createRun) goes first in the text, which is cut to leave it room. */
function output(title, summary, text, mark) {
    const room = mark === undefined ? 0 : Buffer.byteLength(mark) + 2;
    const cut = text === undefined ? undefined : (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .fitText */ .v)(text, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.checkOutput - room);
    const marked = mark === undefined ? cut : cut === undefined ? mark : `${mark}\n\n${cut}`;
    return {
        title: cutChars(title.trim() === '' ? 'proofgate' : title, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.checkTitle),
        summary: (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .fitText */ .v)(summary, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.checkOutput),
        ...(marked !== undefined ? { text: marked } : {}),
    };
}
const what = (t) => `check run "${t.name}"`;
const runsList = (t) => `the check runs named "${t.name}" on the commit`;
/** Every run under this name on the commit, whatever its status or age (`filter: all`), within the bound. */
function runsOfName(gh, t) {
    const pages = gh.octokit.paginate.iterator(gh.octokit.rest.checks.listForRef, {
        owner: t.owner,
        repo: t.repo,
        ref: t.headSha,
        check_name: t.name,
        filter: 'all',
        per_page: _listing_js__WEBPACK_IMPORTED_MODULE_3__/* .PER_PAGE */ .EK,
    });
    return (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .bounded */ .Mm)((0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .restPages */ .N4)(pages), runsList(t));
}
/**
 * The run an earlier attempt left in progress under this name and external id, if it is the newest
 * run of the name, whatever that one's external id: GitHub shows the newest run of a name, so an
 * older one completed with this verdict would stand under a newer one that says otherwise (a
 * "stopped before a verdict" run, a run made anew where the list could not be read); the stale one
 * is completed at the close (closeStale). Past the bound, or unread (a rate limit, a server error),
 * it cannot be told: a new run is made all the same (the verdict must be published, or an earlier
 * one of the name stands), and `warnings` says an earlier one may stay in progress. A refusal of the
 * token is thrown: the new run would be refused too.
 */
async function adoptable(gh, t, warnings) {
    try {
        let newest;
        for await (const r of runsOfName(gh, t))
            if (r.name === t.name && (newest?.id ?? -1) < r.id)
                newest = r;
        const ours = newest?.external_id === t.externalId && newest.status === 'in_progress';
        return ours ? { adopt: newest.id } : {};
    }
    catch (err) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .refusal */ .x5)(err))
            throw err;
        warnings.push(`${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .unreadable */ .O$)(runsList(t), err)}: ${what(t)} is made anew, and one an earlier attempt left in progress may stay so`);
        return {};
    }
}
const ourRun = (t, r) => r.name === t.name && r.external_id === t.externalId;
/** Our runs (this name and external id) on the commit, newest first. */
async function ourRuns(gh, t) {
    const ours = [];
    for await (const r of runsOfName(gh, t))
        if (ourRun(t, r))
            ours.push(r);
    return ours.sort((a, b) => b.id - a.id);
}
/**
 * Creates our run once (createOnce). The body (built from `mark`, a hidden one-time comment first in
 * its text, see `output`) carries proof of this request: a lost answer is only the run bearing that
 * mark, never one that was there before it was sent (an earlier attempt's success, whatever the list
 * before told or failed to tell: hazard 649) nor another job's made meanwhile (632). Past the bound
 * without it, whether it landed cannot be told: `Truncated`, and the caller says it is not published.
 */
function createRun(gh, t, body) {
    const mark = `<!-- proofgate-create:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')} -->`;
    const sent = body(mark);
    return (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(gh, async () => (await gh.octokit.rest.checks.create({
        ...sent,
        owner: t.owner,
        repo: t.repo,
        name: t.name,
        head_sha: t.headSha,
        external_id: t.externalId,
        request: _client_js__WEBPACK_IMPORTED_MODULE_1__/* .ONCE */ .ET,
    })).data.id, async () => (await (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .firstOf */ .Ku)(runsOfName(gh, t), (r) => ourRun(t, r) && (r.output.text ?? '').startsWith(mark)))?.id);
}
/**
 * How the title of a run failed only for a shared name starts when its own verdict passed: two legs
 * of one review over two scopes, each failed for the other, pass once the other does.
 */
const PASSED_ALONE = 'passed alone; ';
/** The runs under this name on the commit (`RunsUnderName`). */
async function runsUnderName(gh, t) {
    const runs = [];
    try {
        for await (const r of runsOfName(gh, t))
            if (r.name === t.name)
                runs.push({
                    id: r.id,
                    externalId: r.external_id ?? '',
                    passed: r.status === 'completed' && (r.conclusion === 'success' || (r.output.title ?? '').startsWith(PASSED_ALONE)),
                });
    }
    catch (err) {
        return (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .refusal */ .x5)(err) ? { refused: (0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(what(t), PERMISSION, err) } : { unknown: (0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .unreadable */ .O$)(runsList(t), err) };
    }
    return { runs };
}
/**
 * Opens (or, on a re-run, adopts) an in-progress check run so a long review
 * shows on the pull request; close it with `closeCheckRun`.
 */
async function openCheckRun(gh, t, opening) {
    const started = new Date().toISOString();
    const warnings = [];
    try {
        const existing = await adoptable(gh, t, warnings);
        const body = (mark) => ({
            status: 'in_progress',
            output: output(opening.title, opening.summary, undefined, mark),
            ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}),
        });
        const id = existing.adopt !== undefined
            ? (await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: existing.adopt, ...body() })).data.id
            : await createRun(gh, t, (mark) => ({ started_at: started, ...body(mark) }));
        return { ok: warnings.length === 0, handle: { ...t, checkRunId: id }, warnings };
    }
    catch (err) {
        return { ok: false, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(what(t), PERMISSION, err)] };
    }
}
/** Completes a run with only the conclusion and a note, so nothing stays in progress after a failed close. */
async function closeBare(gh, t, id, report, problem) {
    try {
        const summary = `The full report could not be published (${problem}). The verdict is the job's exit code; the job summary holds the details.`;
        await gh.octokit.rest.checks.update({
            owner: t.owner,
            repo: t.repo,
            check_run_id: id,
            status: 'completed',
            conclusion: report.conclusion,
            output: output(report.title, summary),
        });
        return [];
    }
    catch (err) {
        return [`${what(t)} may be left in progress: closing it also failed (${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(what(t), PERMISSION, err)})`];
    }
}
/**
 * Completes every older run of our external id still in progress (one an earlier attempt left, one
 * whose create answer was lost) with this verdict, so none stays pending beside run `kept`. Only
 * older: both are made before `kept` is, while a newer one in progress is another run of this review
 * on the commit whose agent is still working (hazard 632); it closes that run itself, or a later close does.
 */
async function closeStale(gh, t, kept, report) {
    try {
        for (const r of await ourRuns(gh, t))
            if (r.status !== 'completed' && r.id < kept)
                await gh.octokit.rest.checks.update({
                    owner: t.owner,
                    repo: t.repo,
                    check_run_id: r.id,
                    status: 'completed',
                    conclusion: report.conclusion,
                    output: output(report.title, `Superseded by check run ${kept}, which carries this verdict.`),
                });
        return [];
    }
    catch (err) {
        return [`an earlier ${what(t)} of this review may stay in progress: ${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(what(t), PERMISSION, err)}`];
    }
}
/** Completes run `id` (or creates it completed), then appends the remaining annotations 50 per request. */
async function complete(gh, t, id, report) {
    const all = (report.annotations ?? []).map(apiAnnotation);
    const [first = [], ...rest] = batches(all, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.annotationsPerRequest);
    const out = output(report.title, report.summary, report.text);
    const done = (mark) => ({
        status: 'completed',
        conclusion: report.conclusion,
        completed_at: new Date().toISOString(),
        output: { ...output(report.title, report.summary, report.text, mark), annotations: first },
    });
    let runId = id;
    try {
        if (runId === undefined) {
            runId = await createRun(gh, t, (mark) => ({ ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}), ...done(mark) }));
        }
        else {
            await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, ...done() });
        }
    }
    catch (err) {
        const warning = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(what(t), PERMISSION, err);
        const more = runId === undefined ? [] : await closeBare(gh, t, runId, report, warning);
        return { ok: false, checkRunId: runId, annotationsSent: 0, warnings: [warning, ...more] };
    }
    const stale = await closeStale(gh, t, runId, report);
    let sent = first.length;
    for (const batch of rest) {
        try {
            // Each update appends its annotations to those already on the run.
            await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, output: { ...out, annotations: batch } });
            sent += batch.length;
        }
        catch (err) {
            const warning = `${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(`annotations of ${what(t)}`, PERMISSION, err)}; ${sent} of ${all.length} annotations were published`;
            return { ok: false, checkRunId: runId, annotationsSent: sent, warnings: [...stale, warning] };
        }
    }
    return { ok: stale.length === 0, checkRunId: runId, annotationsSent: sent, warnings: stale };
}
/**
 * Closes the run `openCheckRun` opened with the verdict. Given the target
 * instead (the open failed), it publishes the finished run in one go.
 * Never throws for API errors.
 */
function closeCheckRun(gh, opened, report) {
    return 'checkRunId' in opened ? complete(gh, opened, opened.checkRunId, report) : publishCheckRun(gh, opened, report);
}
/**
 * Publishes a finished check run in one go: adopts a run an earlier attempt
 * left in progress (same name, external id and head commit) instead of
 * stacking a second. Never throws for API errors.
 */
async function publishCheckRun(gh, t, report) {
    let existing;
    const warnings = [];
    try {
        existing = await adoptable(gh, t, warnings);
    }
    catch (err) {
        return { ok: false, annotationsSent: 0, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .publishWarning */ .I$)(what(t), PERMISSION, err)] };
    }
    const done = await complete(gh, t, existing.adopt, report);
    return { ...done, ok: done.ok && warnings.length === 0, warnings: [...warnings, ...done.warnings] };
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

/***/ 51668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ sharedNameNote),
/* harmony export */   n: () => (/* binding */ othersUnderName)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36250);


/**
 * What the other runs under this check name on the commit stand for, as `otherOf` names a run that
 * is not this one's (each external id's latest run says where it stands: one failed, then passed on
 * a rerun, has passed). GitHub shows the latest run of a name and a required check matches it by
 * name: one gate's clean run would stand for another's findings. Not known (past the bound, a rate
 * limit, a server error): `unknown`, never none, for a run that `passes`; one that fails stands for
 * no one's findings, so it keeps its verdict, with a warning. A token that may not read them writes
 * no run either: none, with why in `refused` (a pull request review, written with other rights, is not told by it).
 */
async function othersUnderName(gh, t, otherOf, passes) {
    const found = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .runsUnderName */ .Uj)(gh, t);
    if ('unknown' in found)
        return passes
            ? found
            : { others: [], warning: `${found.unknown}: whether the check name is shared cannot be told; this run fails either way` };
    if ('refused' in found)
        return { others: [], refused: found.refused };
    const latest = new Map();
    for (const r of found.runs)
        if ((latest.get(r.externalId)?.id ?? -1) < r.id)
            latest.set(r.externalId, r);
    return { others: [...new Set([...latest.values()].flatMap((r) => otherOf(r) ?? []))].sort() };
}
/**
 * Why a run under a check name held by others (`kind`: what they are), or under one it cannot tell
 * is not, fails whatever it found, then what follows and the way out (`then`, for each); undefined
 * when the name is its own.
 */
function sharedNameNote(name, kind, shared, then) {
    const why = `GitHub shows only the latest run of a name, and a required check matches it by name, so one ${kind}'s verdict would stand for the other's.`;
    if ('unknown' in shared)
        return `Whether the check run name ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(name)} is also used on this commit by another ${kind} cannot be told: ${shared.unknown}. ${why} ${then.unknown}`;
    if (!shared.others.length)
        return undefined;
    return `The check run name ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(name)} is also used on this commit by ${kind} ${shared.others.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode).join(', ')}: ${why} ${then.shared}`;
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


/***/ })

};
