export const id = 3047;
export const ids = [3047];
export const modules = {

/***/ 63047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listRules: () => (/* binding */ listRules)
/* harmony export */ });
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73073);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54926);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48745);





/** `review rules [PATH]`: the effective rule set, or the rules one path gets. */
async function listRules(cwd, path) {
    const ruleSet = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRuleSet */ .ZI)(await (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevel */ .ar)(cwd));
    const rules = path === undefined ? ruleSet.rules : (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .rulesFor */ .NP)(ruleSet, path);
    const lines = [`rule set ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(ruleSet.sha256)} (${ruleSet.source})`];
    if (path !== undefined)
        lines.push(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)} gets ${rules.length} rule(s):`);
    for (const r of rules)
        lines.push(`${r.id} ${r.group} ${r.origin} ${r.globs.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible).join(' ')}${r.controls ? ` (controls: ${r.controls.join(', ')})` : ''}`);
    const json = {
        source: ruleSet.source,
        sha256: ruleSet.sha256,
        ...(path !== undefined ? { path } : {}),
        rules: rules.map(_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .ruleIdentity */ .Ny),
    };
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .REVIEW_EXIT */ .y.ok, lines, json };
}


/***/ })

};
