export const id = 1754;
export const ids = [1754];
export const modules = {

/***/ 21754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildPage: () => (/* binding */ buildPage)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39559);
/* harmony import */ var _lint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18325);
/* harmony import */ var _page_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84767);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4243);
/* harmony import */ var _code_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(82693);







/** `uat lint` first: a page is not handed over when lint fails (exit 1, nothing written). */
async function buildPage(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .uatFolder */ .p)(o.cwd, o.dir, o.config);
    const lint = await (0,_lint_js__WEBPACK_IMPORTED_MODULE_3__.lintSpec)({ id: o.id, cwd: o.cwd, dir: o.dir, config: folder.config, src: o.src ?? [] });
    if (lint.exitCode !== 0 || !lint.loaded)
        return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .UAT_EXIT */ .O.failed, lint, lines: [...lint.lines, `${o.id}: the page is not built while lint finds errors`] };
    const { spec, sha256 } = lint.loaded;
    // Named, the commit is the code (the tester runs a deployment of it); else the checkout is, with whatever it holds uncommitted.
    const working = o.commit === undefined ? await (0,_code_js__WEBPACK_IMPORTED_MODULE_6__/* .workingCode */ .lA)(o.cwd, folder.root) : undefined;
    const code = working ?? (await (0,_code_js__WEBPACK_IMPORTED_MODULE_6__/* .codeAt */ .LT)(o.cwd, o.commit, folder.root));
    const html = await (0,_page_js__WEBPACK_IMPORTED_MODULE_4__/* .renderPage */ .Cf)({ spec, sha256, serve: false, ...(code ? { code } : {}) });
    const uncommitted = working && (0,_code_js__WEBPACK_IMPORTED_MODULE_6__/* .uncommittedNote */ .sJ)(working);
    const page = folder.page(o.id);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(folder.tree, page, html);
    const bytes = Buffer.byteLength(html);
    const languages = Object.keys((await (0,_page_js__WEBPACK_IMPORTED_MODULE_4__/* .pageAssets */ .tb)()).i18n);
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .UAT_EXIT */ .O.ok,
        lint,
        page,
        bytes,
        specSha256: sha256,
        languages,
        guarantees: _page_js__WEBPACK_IMPORTED_MODULE_4__/* .PAGE_GUARANTEES */ .yY,
        lines: [
            `${page} \u2014 ${spec.steps.length} steps, ${Math.ceil(bytes / 1024)} KiB, spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .h0)(sha256)}`,
            `opens in English; the tester can switch to any of the ${languages.length} languages on the page`,
            `carries the ${_page_js__WEBPACK_IMPORTED_MODULE_4__/* .PAGE_GUARANTEES */ .yY.length} page guarantees: ${_page_js__WEBPACK_IMPORTED_MODULE_4__/* .PAGE_GUARANTEES */ .yY.join(', ')}`,
            code
                ? `its runs record commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .h0)(code.commit)}: they pass the gate only for that code (hand it to a tester running it)`
                : 'not in a git repository: its runs record no commit',
            ...(uncommitted ? [uncommitted] : []),
        ],
    };
}


/***/ })

};
