export const id = 9625;
export const ids = [9625];
export const modules = {

/***/ 62006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commitChecks: () => (/* binding */ commitChecks)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28011);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83738);
/* harmony import */ var _workflow_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59586);




/**
 * The test gate's reader of a commit's checks, on the retrying client: the newest check run of
 * the name (re-runs included), else the newest commit status of that context. A check run of a job
 * of this workflow run (`jobPage`, its html_url) decides over any other of the name: a pull request
 * can add a workflow whose job has the name and succeeds later. Undefined (with the reason) when
 * there is no token or repository to read with. A list past the bound throws (`Truncated`): the
 * newest run, or the context's status, may lie in what was not read.
 */
async function commitChecks(given, jobPage = (0,_workflow_run_js__WEBPACK_IMPORTED_MODULE_2__/* .workflowJobPage */ .aO)(process.env)) {
    const where = (0,_target_js__WEBPACK_IMPORTED_MODULE_3__/* .publishTarget */ .d)(given);
    if ('warning' in where)
        return undefined;
    const { owner, repo, token } = where.target;
    const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .connect */ .Ng)({ token, ...(given.apiUrl ? { apiUrl: given.apiUrl } : {}) });
    return {
        async latest(sha, name) {
            const runPages = gh.octokit.paginate.iterator(gh.octokit.rest.checks.listForRef, {
                owner,
                repo,
                ref: sha,
                check_name: name,
                filter: 'all',
                per_page: _listing_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE */ .EK,
            });
            const runs = await (0,_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .readAll */ .yw)((0,_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .restPages */ .N4)(runPages), `the check runs named ${JSON.stringify(name)} on the commit`);
            const named = runs.filter((r) => r.name === name).sort((a, b) => b.id - a.id);
            const ours = jobPage === undefined ? [] : named.filter((r) => r.html_url === `${jobPage}${r.id}`);
            const newest = (ours.length ? ours : named)[0];
            if (newest)
                return {
                    kind: 'check-run',
                    status: newest.status,
                    conclusion: newest.conclusion,
                    ...(newest.html_url ? { url: newest.html_url } : {}),
                    ...(ours.length ? { thisRun: true } : {}),
                };
            // Statuses come newest first; the first of the context is its current state.
            const statusPages = gh.octokit.paginate.iterator(gh.octokit.rest.repos.listCommitStatusesForRef, {
                owner,
                repo,
                ref: sha,
                per_page: _listing_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE */ .EK,
            });
            const status = await (0,_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .firstOf */ .Ku)((0,_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)((0,_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .restPages */ .N4)(statusPages), "the commit's statuses"), (s) => s.context === name);
            return status
                ? {
                    kind: 'commit-status',
                    status: status.state,
                    conclusion: status.state,
                    ...(status.target_url?.startsWith('https://') ? { url: status.target_url } : {}),
                }
                : undefined;
        },
    };
}


/***/ })

};
