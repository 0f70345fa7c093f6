export const id = 8467;
export const ids = [8467];
export const modules = {

/***/ 68467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ unitsLabel),
/* harmony export */   Cs: () => (/* binding */ makePlan),
/* harmony export */   Cv: () => (/* binding */ cutUnits),
/* harmony export */   Dz: () => (/* binding */ checkEffort),
/* harmony export */   describeMatrix: () => (/* binding */ describeMatrix),
/* harmony export */   df: () => (/* binding */ describePlan),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   ig: () => (/* binding */ EFFORTS),
/* harmony export */   scopeMatrix: () => (/* binding */ scopeMatrix),
/* harmony export */   yd: () => (/* binding */ parseUnitList)
/* harmony export */ });
/* unused harmony exports UNIT_MAX_FILES, UNIT_MAX_LINES, SURVEY_AT_LINES, PARALLEL_AT_LINES, matrixEntries */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);



const UNIT_MAX_FILES = 8;
const UNIT_MAX_LINES = 400;
const SURVEY_AT_LINES = 150;
const PARALLEL_AT_LINES = 400;
/** Folders that sit next to each other: siblings, or a folder and its parent. */
function neighbours(a, b) {
    const pa = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(a);
    const pb = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(b);
    return pa === pb || pa === b || pb === a;
}
/**
 * Cuts path-sorted files into units: by directory, at most 8 files and 400 changed
 * lines each (a single larger file is a unit of its own); then a unit takes in the
 * next one when their folders are neighbours and the two still fit those limits, so
 * a change spread thinly over many folders does not become one job per folder.
 * The same input always gives the same units.
 */
function cutUnits(files) {
    const byDir = [];
    for (const f of files) {
        const dir = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(f.path);
        const last = byDir.at(-1);
        if (last && last.dir === dir && last.files.length < UNIT_MAX_FILES && last.changedLines + f.lines <= UNIT_MAX_LINES) {
            last.files.push(f.path);
            last.changedLines += f.lines;
        }
        else
            byDir.push({ dir, files: [f.path], changedLines: f.lines });
    }
    const units = [];
    let lastDir = '';
    for (const group of byDir) {
        const current = units.at(-1);
        const fits = current !== undefined &&
            neighbours(lastDir, group.dir) &&
            current.files.length + group.files.length <= UNIT_MAX_FILES &&
            current.changedLines + group.changedLines <= UNIT_MAX_LINES;
        if (fits) {
            current.files.push(...group.files);
            current.changedLines += group.changedLines;
        }
        else
            units.push({ id: `U${units.length + 1}`, files: [...group.files], changedLines: group.changedLines });
        lastDir = group.dir;
    }
    return units;
}
/** GitHub runs at most 256 jobs from one matrix. */
const MATRIX_MAX_JOBS = 256;
/** The label of a list of units: `U3`, `U3-U5` for consecutive ids, else the ids joined by `+`. */
function unitsLabel(ids) {
    if (ids.length === 1)
        return ids[0];
    const nums = ids.map((id) => Number(id.slice(1)));
    const consecutive = nums.every((n, i) => i === 0 || n === nums[i - 1] + 1);
    return consecutive ? `${ids[0]}-${ids.at(-1)}` : ids.join('+');
}
/**
 * Spreads the units over at most `maxJobs` matrix entries, in order, each entry a run of
 * consecutive units whose counts differ by at most one. With reviewers (a scope that dispatches
 * each reviewer), every run of units is one entry per reviewer: units × reviewers, still at most
 * `maxJobs`, so the units are coalesced into `maxJobs / reviewers` runs.
 */
function matrixEntries(units, maxJobs = MATRIX_MAX_JOBS, reviewers = []) {
    const perRun = Math.max(1, reviewers.length);
    if (perRun > maxJobs)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the scope dispatches ${reviewers.length} reviewers, and a matrix of units × reviewers needs at least one job per reviewer: --max-jobs ${maxJobs} is fewer; raise --max-jobs (at most ${MATRIX_MAX_JOBS}), or seal with --dispatch one (one run plays every reviewer)`);
    const jobs = Math.min(units.length, Math.floor(maxJobs / perRun));
    const entries = [];
    for (let j = 0; j < jobs; j++) {
        const run = units.slice(Math.floor((j * units.length) / jobs), Math.floor(((j + 1) * units.length) / jobs));
        const ids = run.map((u) => u.id);
        const entry = {
            id: unitsLabel(ids),
            units: ids.join(' '),
            files: run.reduce((n, u) => n + u.files.length, 0),
            changedLines: run.reduce((n, u) => n + u.changedLines, 0),
        };
        if (reviewers.length === 0)
            entries.push(entry);
        else
            for (const reviewer of reviewers)
                entries.push({ id: `${entry.id}-${reviewer}`, units: entry.units, reviewer, files: entry.files, changedLines: entry.changedLines });
    }
    return entries;
}
/** The scope's matrix: its units, times its reviewers when it dispatches each reviewer its own run. */
function scopeMatrix(scope, maxJobs = MATRIX_MAX_JOBS) {
    return matrixEntries(scope.units, maxJobs, scope.dispatch === 'each' ? scope.reviewers.map((r) => r.id) : []);
}
/** A line when the matrix had to put several units in an entry (the seed's scope lines stay as they are otherwise). */
function describeMatrix(entries, unitCount) {
    const reviewers = new Set(entries.flatMap((e) => (e.reviewer ? [e.reviewer] : []))).size;
    const runs = entries.length / Math.max(1, reviewers);
    if (runs >= unitCount)
        return [];
    return [
        `matrix: ${entries.length} job(s) for ${unitCount} unit(s)${reviewers ? ` × ${reviewers} reviewer(s)` : ''}, up to ${Math.ceil(unitCount / runs)} unit(s) each`,
    ];
}
/**
 * The units a run or a prompt is about (`what` is the option that named them): one id, or several
 * separated by spaces or commas (a matrix entry's `units`). Unknown ids are refused.
 */
function parseUnitList(text, known, what) {
    const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
    const names = new Set(known.map((u) => u.id));
    const unknown = ids.filter((id) => !names.has(id));
    if (ids.length === 0 || unknown.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${what} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(unknown[0] ?? text)} is not a unit of the scope (units: ${nameRange(known.map((u) => u.id))}); give unit ids such as U2, or several separated by spaces`);
    return known.filter((u) => ids.includes(u.id)).map((u) => u.id);
}
/** `U1 … U2100` for a long list of ids, the ids themselves for a short one. */
function nameRange(ids) {
    if (ids.length === 0)
        return 'none';
    return ids.length > 10 ? `${ids[0]} … ${ids.at(-1)}` : ids.join(', ');
}
const PASSES = ['blind', 'edge-case', 'verification-gap'];
const EFFORTS = ['low', 'medium', 'high'];
function checkEffort(effort) {
    if (!EFFORTS.includes(effort))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`--effort must be low, medium or high, not ${JSON.stringify(effort)}`);
    return effort;
}
/** The depth of the review, fixed before anything is read: it is sealed into the scope. */
function makePlan(effort, changedLines, unitCount) {
    const count = effort === 'low' ? 1 : effort === 'medium' ? 2 : 3;
    return {
        effort,
        passes: PASSES.slice(0, count),
        refutation: effort !== 'low',
        survey: changedLines >= SURVEY_AT_LINES,
        parallel: changedLines >= PARALLEL_AT_LINES && unitCount > 1,
    };
}
function describePlan(plan, unitCount) {
    const parts = [`${plan.effort} effort`, `${plan.passes.length} pass(es)`, plan.refutation ? 'refutation pass' : 'no refutation pass'];
    if (plan.survey)
        parts.push('survey first');
    if (plan.parallel)
        parts.push(`${unitCount} parallel unit(s)`);
    return `plan: ${parts.join(', ')}`;
}


/***/ })

};
