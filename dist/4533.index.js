export const id = 4533;
export const ids = [4533];
export const modules = {

/***/ 94533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   importRun: () => (/* binding */ importRun)
/* harmony export */ });
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21789);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61940);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95223);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4243);








/** Validates a run the tester exported and stores it in results/<ID>/; another revision or an older copy is refused (exit 1). */
async function importRun(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(o.cwd, o.file);
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), path, _runs_js__WEBPACK_IMPORTED_MODULE_5__/* .RUN_MAX_BYTES */ .Rf);
    }
    catch (err) {
        if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError)
            throw err;
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`cannot read ${o.file}: give the JSON file the tester exported`);
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.file} is larger than ${_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .RUN_MAX_BYTES */ .Rf / 1024} KiB: not a run`);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonText */ .lk)(text, o.file);
    const errors = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .runErrors */ .d2)(data, spec, sha256);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.file} is not a run of ${o.id}: ${errors.slice(0, 5).join('; ')}`);
    const run = data;
    const r = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .storeRun */ .Pc)(folder, run, sha256);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, r.file) || r.file;
    if (!r.stored)
        return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.failed, stored: false, file: r.file, lines: [`${o.id}: not imported: ${r.message}`] };
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .UAT_EXIT */ .O.ok,
        stored: true,
        file: r.file,
        lines: [`${o.id}: run ${run.runId} (revision ${run.revision}) stored in ${shown}`],
    };
}


/***/ })

};
