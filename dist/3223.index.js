export const id = 3223;
export const ids = [3223];
export const modules = {

/***/ 3223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DIFF_SETTINGS: () => (/* binding */ DIFF_SETTINGS),
/* harmony export */   d: () => (/* binding */ RENAME_LIMIT)
/* harmony export */ });
/**
 * What every git diff proofgate runs for scope, prompt and gate takes on its command line, over
 * any config git reads (the runner's GIT_CONFIG_GLOBAL, the system's, the repository's): the
 * algorithm and its heuristic (`diff.algorithm`, `diff.indentHeuristic` choose which lines a diff
 * marks), how hunks are joined (`diff.interHunkContext`), the order of files (`diff.orderFile`), no
 * external diff or textconv driver, submodules always compared (a commit moved or a tracked file
 * edited in one, whatever `.gitmodules` says to ignore; files untracked in one are in no commit,
 * as untracked files of the repository are in none of its diffs). So the lines the scope counts,
 * the diff an agent reads and the hunks the gate places a finding in come from one diff.
 */
const DIFF_SETTINGS = [
    '--diff-algorithm=myers',
    '--indent-heuristic',
    '--inter-hunk-context=0',
    '-O/dev/null',
    '--no-ext-diff',
    '--no-textconv',
    '--ignore-submodules=untracked',
];
/**
 * git pairs renames among at most this many unpaired deleted × added files (squared); past it, a
 * move is a deletion and an addition. Every git proofgate runs has it (run.ts's CONFIG), and a
 * command that finds renames passes it as `-l` too.
 */
const RENAME_LIMIT = 1000;


/***/ })

};
