export const id = 4634;
export const ids = [4634];
export const modules = {

/***/ 84634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   refuseEarlierJobs: () => (/* binding */ refuseEarlierJobs),
/* harmony export */   refuseEarlierParts: () => (/* binding */ refuseEarlierParts),
/* harmony export */   thisJobsEvidence: () => (/* binding */ thisJobsEvidence)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// A `run: proofgate review …` step of a job on a self-hosted runner reads a workspace an earlier job may
// have left evidence in: it judges only what this job made, by the same rule and code as the actions
// (src/runner/this-job.ts, hazards 614-616, 620, 622, 642, 651). Off a runner nothing here does anything.
/** This job, its warnings said on the CLI's progress lines; undefined off a runner. */
async function job(progress) {
    return (await __webpack_require__.e(/* import() */ 8954).then(__webpack_require__.bind(__webpack_require__, 88954))).thisJob((line) => progress(`warning: ${line}`));
}
/**
 * Sets aside (and names) the evidence an earlier job left in the review folder, as review-scope and
 * review-gate do; returns why nothing may be judged on the scope there: a scope.json sealed before this
 * job began, which no step of it sealed (the action seals its own in its place; a command cannot).
 */
async function thisJobsEvidence(q, progress) {
    const current = await job(progress);
    if (!current)
        return [];
    const [{ predates, setAsideNamed }, { reviewPaths }] = await Promise.all([
        __webpack_require__.e(/* import() */ 8954).then(__webpack_require__.bind(__webpack_require__, 88954)),
        Promise.all(/* import() */[__webpack_require__.e(3314), __webpack_require__.e(3219), __webpack_require__.e(3063)]).then(__webpack_require__.bind(__webpack_require__, 73219)),
    ]);
    const paths = reviewPaths(q.cwd, q.id, q.dir);
    await setAsideNamed(paths.folder, current);
    if (!(await predates(paths.file('scope'), current)))
        return [];
    return [
        `the scope.json in ${paths.folder} was sealed before this job began (left in a reused workspace), by no step of this job: seal it in this job (\`proofgate review scope ${paths.id}\`) and review again`,
    ];
}
/** thisJobsEvidence for a command that cannot give a verdict its reasons (an agent's run): they stop it (exit 3). */
async function refuseEarlierJobs(q, progress) {
    const reasons = await thisJobsEvidence(q, progress);
    if (reasons.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(reasons[0]);
}
/** `review merge --from`: a part folder left before this job began was not brought by it (hazard 616): refused, never merged. */
async function refuseEarlierParts(from, cwd, progress) {
    const current = await job(progress);
    if (!current)
        return;
    const { KEEP_NO_TIMES, predates } = await __webpack_require__.e(/* import() */ 8954).then(__webpack_require__.bind(__webpack_require__, 88954));
    for (const dir of from)
        if (await predates((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, dir), current))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`--from ${dir} was left there before this job began, not brought by it (downloaded or written in this job): not merged; give the part this job made (${KEEP_NO_TIMES})`);
}


/***/ })

};
