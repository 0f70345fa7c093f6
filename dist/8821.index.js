export const id = 8821;
export const ids = [8821];
export const modules = {

/***/ 68821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findingAnnotations: () => (/* binding */ findingAnnotations),
/* harmony export */   githubPublisher: () => (/* binding */ githubPublisher)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36250);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47318);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(83738);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(18002);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _test_review_render_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84463);
/* harmony import */ var _test_review_options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29293);
/* harmony import */ var _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(38556);
/* harmony import */ var _workflow_run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(59586);











const LEVEL = { Critical: 'failure', High: 'failure', Medium: 'warning', Low: 'notice' };
/**
 * One annotation per finding the verdict gates on (in pr mode, those the change introduced or
 * modified: the pre-existing ones were cut), at its line; a finding without a line is put on
 * line 1 and says so. The titles were redacted when the verdict was built.
 */
function findingAnnotations(v) {
    if (!v || !('findings' in v))
        return [];
    return v.findings.flatMap((f) => {
        if (!f.path)
            return [];
        const line = f.line && f.line > 0 ? f.line : 1;
        return [
            {
                path: f.path,
                startLine: line,
                endLine: line,
                level: LEVEL[f.severity],
                // Plain text to the Checks API: what a terminal or an editor would act on is shown as U+XXXX.
                title: (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.plainText)(`${f.severity} ${f.criterion_id}${f.provenance !== 'unknown' ? ` (${f.provenance})` : ''}`),
                message: (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.plainText)(`${f.title}${f.line ? '' : ' (the report gave no line)'}`),
                ...(f.changed_line_evidence ? { rawDetails: (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.plainText)(f.changed_line_evidence.reason) } : {}),
            },
        ];
    });
}
function event(env) {
    try {
        const e = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        return {
            ...((e.pull_request?.number ?? e.issue?.number) ? { pr: (e.pull_request?.number ?? e.issue?.number) } : {}),
            ...(e.pull_request?.head?.sha ? { headSha: e.pull_request.head.sha } : {}),
        };
    }
    catch {
        return {};
    }
}
/**
 * test-review's publisher (`--github`, the action's `github` input): a check run opened before anything is validated
 * (so even a refused flag reaches the pull request as a broken gate), closed
 * with the verdict, and one comment upserted. Every failure is a warning; the
 * exit code stays the verdict's.
 */
function githubPublisher(f, env, warn) {
    const tag = (0,_test_review_options_js__WEBPACK_IMPORTED_MODULE_6__/* .flagsTag */ .gH)(f);
    // An unknown --compat is refused by the command itself (a broken gate); here it only names things.
    const compat = f.compat === 'tea' ? 'tea' : 'proofgate';
    const warnings = [];
    let gh;
    let owner = '';
    let repo = '';
    let pr;
    let check;
    // No commit stated and no pull_request payload: only the commit the review read is named, and the pull request's
    // comment is updated only while its head is still that commit.
    let reviewedOnly = false;
    const runUrl = f.runUrl ?? (0,_workflow_run_js__WEBPACK_IMPORTED_MODULE_8__/* .workflowRunUrl */ .C)(env);
    const say = (w) => {
        warnings.push(w);
        warn(w);
    };
    const opening = async (gh, headSha) => {
        const target = {
            owner,
            repo,
            headSha,
            name: f.checkName ?? _test_review_options_js__WEBPACK_IMPORTED_MODULE_6__/* .CHECK_NAMES */ .cj[compat],
            externalId: `proofgate-test-review:${tag}`,
            ...(runUrl ? { detailsUrl: runUrl } : {}),
        };
        const opened = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(gh, target, {
            title: 'Test quality: review running',
            summary: `Reviewing the changed tests; running on ${tag}.`,
        });
        opened.warnings.forEach(say);
        return opened.handle ?? target;
    };
    return {
        async open() {
            if (!f.checkRun && !f.prComment)
                return say(`nothing published to GitHub: ${f.name('check-run', false)} and ${f.name('pr-comment', false)} leave nothing to publish`);
            const t = (0,_target_js__WEBPACK_IMPORTED_MODULE_9__/* .publishTarget */ .d)({ token: env.GITHUB_TOKEN, repository: f.repo ?? env.GITHUB_REPOSITORY, repoOption: f.name('repo') });
            if ('warning' in t)
                return say(t.warning);
            ({ owner, repo } = t.target);
            const ev = event(env);
            // A --pr you stated is never replaced by the event's.
            pr = f.pr !== undefined ? (/^[1-9]\d*$/.test(f.pr) ? Number(f.pr) : undefined) : ev.pr;
            if (pr === undefined)
                return say(`nothing published to GitHub: no pull request (${f.pr !== undefined ? `${f.name('pr', JSON.stringify(f.pr))} is not a number` : `give ${f.name('pr')}`})`);
            gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)({ token: t.target.token });
            // The commit a check run names is the one this run reviews: the one you stated or the event's, or else the
            // checkout's head, known once the review has read it (close, below). A head looked up from the API now could
            // be a commit pushed after the checkout, one this run never read (#195).
            const headSha = f.headSha ?? ev.headSha;
            if (!headSha)
                reviewedOnly = true;
            if (f.checkRun && headSha)
                check = await opening(gh, headSha);
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
            };
            const link = (0,_links_js__WEBPACK_IMPORTED_MODULE_10__/* .lineLinks */ .w)({ GITHUB_SERVER_URL: env.GITHUB_SERVER_URL, GITHUB_REPOSITORY: `${owner}/${repo}` }, r.headSha);
            if (link)
                input.link = link;
            if (reviewedOnly && f.checkRun) {
                if (r.headSha)
                    check = await opening(gh, r.headSha);
                else
                    say(`no check run: no commit was reviewed, and a head looked up from GitHub now could be one this run never read; give ${f.name('head-sha')}`);
            }
            if (check) {
                const [title, ...body] = (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_5__/* .render */ .XX)(input, 'check').split('\n');
                const done = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(gh, check, {
                    conclusion: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_5__/* .render */ .XX)(input, 'conclusion'),
                    title: title,
                    summary: body.join('\n').trim() || title,
                    annotations: r.exitCode >= _test_review_exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment ? [] : findingAnnotations(r.verdict),
                });
                done.warnings.forEach(say);
                if (done.checkRunId !== undefined)
                    published.checkRunId = done.checkRunId;
            }
            if (f.prComment && !(reviewedOnly && (await movedOn(gh, pr, r.headSha, { owner, repo, checkRun: f.checkRun, say })))) {
                const c = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertComment */ .lB)(gh, {
                    owner,
                    repo,
                    issueNumber: pr,
                    tag: `test-review.${tag}`,
                    marker: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_5__/* .marker */ .xL)(tag, compat),
                    adopt: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_5__/* .legacyMarkers */ .F)(tag, compat),
                    body: (0,_test_review_render_js__WEBPACK_IMPORTED_MODULE_5__/* .render */ .XX)(input, 'summary'),
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
 * which speaks for the pull request, is then left as it is, and a warning names both commits. With no commit
 * reviewed (a broken gate before any review) the comment names no commit and is posted.
 */
async function movedOn(gh, pr, reviewed, t) {
    if (!reviewed)
        return false;
    try {
        const head = (await gh.octokit.rest.pulls.get({ owner: t.owner, repo: t.repo, pull_number: pr })).data.head.sha;
        if (head === reviewed)
            return false;
        t.say(`pull request comment not updated: the head of pull request #${pr} is now ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.plainText)(String(head)).slice(0, 40)}, not ${reviewed}, the commit this run reviewed${t.checkRun ? `; the check run keeps this verdict for ${reviewed}` : ''}`);
    }
    catch (err) {
        t.say(`pull request comment not updated: the head of pull request #${pr} cannot be read (${err.message.split('\n')[0]}), so it may not be ${reviewed}, the commit this run reviewed`);
    }
    return true;
}


/***/ }),

/***/ 84463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ legacyMarkers),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   xL: () => (/* binding */ marker)
/* harmony export */ });
/* unused harmony export conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53326);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23377);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38556);






/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(text));
/**
 * The same hidden marker the GitHub publisher keeps one comment by. With `--compat tea` it is
 * the peer's (`<!-- tea-test-review:<tag> -->`), so the comment the peer kept is the one updated.
 */
const marker = (tag, compat = 'proofgate') => compat === 'tea' ? `<!-- tea-test-review:${tag} -->` : `<!-- proofgate:test-review.${tag} -->`;
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
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: the skip has unwaived gate failures', _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.environment);
        return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'skipped';
    }
    if (i.exitCode === 0 && failures.length && !waived)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: it has unwaived gate failures (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (i.exitCode === 1 && failures.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 1 contradicts the verdict: it has no gate failure (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_REVIEW_EXIT */ .v.environment);
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
const withheld = (files) => `Secret-named files withheld from the agent (a person must check them): ${files.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`;
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
            out.push(`Deleted test files: ${v.deletedFiles.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        if (v.contextFiles.length)
            out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
        if (v.unscorableTestArtifacts?.length)
            out.push(`Unscored test artifacts: ${v.unscorableTestArtifacts.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`);
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
                const at = f.path ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(`${f.path}${f.line ? `:${f.line}` : ''}`) : '(no location)';
                out.push(`- **${f.severity}** ${f.path && f.line && i.link ? `[${at}](${i.link(f.path, f.line)})` : at}: ${mdText(f.title)}`);
            }
            if (gating.length > 3)
                out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
        }
        if (state === 'waived')
            out.push(`Waived: ${mdText(v.waiveReason ?? '')}.`);
        if (v.removedTests?.length)
            out.push(`Removed coverage: ${v.removedTests
                .slice(0, 10)
                .map((t) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(t.path))
                .join(', ')} no longer run as tests.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        const model = v.model ? ` / ${mdText(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${mdText(i.focus)}`);
    if (i.runUrl)
        out.push(`[The run](${encodeURI(i.runUrl)})`);
    if (i.artifact?.uploaded)
        out.push(`The report and verdict are attached to this run as the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifact.name)}.`);
    else if (i.artifact)
        out.push(`The report and verdict are not attached to this run: ${mdText(i.artifact.message)}.`);
    else if (i.artifactName)
        out.push(`The report and verdict are in the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifactName)} once its upload step has finished.`);
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
    const capped = (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .fitBytes */ .ZN)(text, 60_000, 'characters', '');
    return as === 'comment' ? `${marker(i.tag, i.compat)}\n${capped}` : capped;
}


/***/ }),

/***/ 59586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ workflowRunUrl)
/* harmony export */ });
/** The page of the workflow run this process is part of (its job summary), when it runs in GitHub Actions. */
function workflowRunUrl(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    return runId && repository ? `${server ?? 'https://github.com'}/${repository}/actions/runs/${runId}` : undefined;
}


/***/ })

};
