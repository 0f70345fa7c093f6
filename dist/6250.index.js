export const id = 6250;
export const ids = [6250];
export const modules = {

/***/ 36250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeCheckRun: () => (/* binding */ closeCheckRun),
/* harmony export */   openCheckRun: () => (/* binding */ openCheckRun)
/* harmony export */ });
/* unused harmony export publishCheckRun */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71679);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50623);


const PERMISSION = 'checks: write';
function cutChars(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
function apiAnnotation(a) {
    const start = Math.max(1, Math.trunc(a.startLine));
    const end = Math.max(start, Math.trunc(a.endLine));
    // GitHub takes columns only on a single line.
    const columns = start === end && a.startColumn !== undefined && a.endColumn !== undefined
        ? {
            start_column: Math.max(1, Math.trunc(a.startColumn)),
            end_column: Math.max(1, Math.trunc(a.startColumn), Math.trunc(a.endColumn)),
        }
        : {};
    return {
        path: a.path,
        start_line: start,
        end_line: end,
        ...columns,
        annotation_level: a.level,
        message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(a.message === '' ? '(no message)' : a.message, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationMessage),
        ...(a.title !== undefined ? { title: cutChars(a.title, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationTitle) } : {}),
        ...(a.rawDetails !== undefined ? { raw_details: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(a.rawDetails, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationMessage) } : {}),
    };
}
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
function output(title, summary, text) {
    return {
        title: cutChars(title.trim() === '' ? 'proofgate' : title, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.checkTitle),
        summary: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(summary, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.checkOutput),
        ...(text !== undefined ? { text: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .fitText */ .v)(text, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.checkOutput) } : {}),
    };
}
/** The run an earlier attempt left in progress under this name and external id, if any. */
async function adoptable(gh, t) {
    const { data } = await gh.octokit.rest.checks.listForRef({
        owner: t.owner,
        repo: t.repo,
        ref: t.headSha,
        check_name: t.name,
        status: 'in_progress',
        filter: 'all',
        per_page: 100,
    });
    return data.check_runs.find((r) => r.external_id === t.externalId)?.id;
}
const what = (t) => `check run "${t.name}"`;
/**
 * Opens (or, on a re-run, adopts) an in-progress check run so a long review
 * shows on the pull request; close it with `closeCheckRun`.
 */
async function openCheckRun(gh, t, opening) {
    const started = new Date().toISOString();
    try {
        const existing = await adoptable(gh, t);
        const body = {
            status: 'in_progress',
            output: output(opening.title, opening.summary),
            ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}),
        };
        const id = existing !== undefined
            ? (await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: existing, ...body })).data.id
            : (await gh.octokit.rest.checks.create({
                owner: t.owner,
                repo: t.repo,
                name: t.name,
                head_sha: t.headSha,
                external_id: t.externalId,
                started_at: started,
                ...body,
            })).data.id;
        return { ok: true, handle: { ...t, checkRunId: id }, warnings: [] };
    }
    catch (err) {
        return { ok: false, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err)] };
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
        return [`${what(t)} may be left in progress: closing it also failed (${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err)})`];
    }
}
/** Completes run `id` (or creates it completed), then appends the remaining annotations 50 per request. */
async function complete(gh, t, id, report) {
    const all = (report.annotations ?? []).map(apiAnnotation);
    const [first = [], ...rest] = batches(all, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.annotationsPerRequest);
    const out = output(report.title, report.summary, report.text);
    const done = {
        status: 'completed',
        conclusion: report.conclusion,
        completed_at: new Date().toISOString(),
        output: { ...out, annotations: first },
    };
    let runId = id;
    try {
        if (runId === undefined) {
            runId = (await gh.octokit.rest.checks.create({
                owner: t.owner,
                repo: t.repo,
                name: t.name,
                head_sha: t.headSha,
                external_id: t.externalId,
                ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}),
                ...done,
            })).data.id;
        }
        else {
            await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, ...done });
        }
    }
    catch (err) {
        const warning = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err);
        const more = runId === undefined ? [] : await closeBare(gh, t, runId, report, warning);
        return { ok: false, checkRunId: runId, annotationsSent: 0, warnings: [warning, ...more] };
    }
    let sent = first.length;
    for (const batch of rest) {
        try {
            // Each update appends its annotations to those already on the run.
            await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, output: { ...out, annotations: batch } });
            sent += batch.length;
        }
        catch (err) {
            const warning = `${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(`annotations of ${what(t)}`, PERMISSION, err)}; ${sent} of ${all.length} annotations were published`;
            return { ok: false, checkRunId: runId, annotationsSent: sent, warnings: [warning] };
        }
    }
    return { ok: true, checkRunId: runId, annotationsSent: sent, warnings: [] };
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
    try {
        existing = await adoptable(gh, t);
    }
    catch (err) {
        return { ok: false, annotationsSent: 0, warnings: [(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .publishWarning */ .I)(what(t), PERMISSION, err)] };
    }
    return complete(gh, t, existing, report);
}


/***/ })

};
