export const id = 4093;
export const ids = [4093];
export const modules = {

/***/ 74093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startScope: () => (/* binding */ startScope),
/* harmony export */   startedFor: () => (/* binding */ startedFor)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63437);


/** The refs a scope is sealed from: the base defaults to HEAD~1 (HEAD with the working tree), the head to HEAD. */
function scopeRefs(o) {
    const workspace = o.workspace ?? false;
    return { baseRef: o.base ?? (workspace ? 'HEAD' : 'HEAD~1'), headRef: o.head ?? 'HEAD', workspace };
}
/**
 * Resolves the scope's refs and starts git's diff of the change. Light on purpose: a caller
 * starts it first, and git works while the code that selects from the diff loads.
 */
function startScope(cwd, o) {
    const { baseRef, headRef, workspace } = scopeRefs(o);
    const opened = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__.openAndResolve)(cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]).then(({ repo, shas: [baseSha, headSha] }) => ({ repo, baseSha: baseSha, headSha: headSha }));
    const diff = opened.then(({ repo, baseSha, headSha }) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffFromMergeBase */ .DQ)(repo, baseSha, headSha, workspace));
    // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
    opened.catch(() => undefined);
    diff.catch(() => undefined);
    return { cwd, baseRef, headRef, workspace, opened, diff };
}
/** What was started for these options, or a start of its own when the caller's differs in folder or refs. */
function startedFor(cwd, o) {
    const want = scopeRefs(o);
    const s = o.started;
    const same = s && s.cwd === cwd && s.baseRef === want.baseRef && s.headRef === want.headRef && s.workspace === want.workspace;
    return same ? s : startScope(cwd, o);
}


/***/ })

};
