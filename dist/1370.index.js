export const id = 1370;
export const ids = [1370];
export const modules = {

/***/ 31370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85309);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9107);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53385);




/**
 * The root action: any CLI command. `args` holds one argument per line and is
 * never given to a shell, so quotes, `$()` and `;` are just characters.
 */
async function run() {
    const command = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredInput */ .YF)('command').trim().split(/\s+/);
    const args = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('args')
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '');
    const out = [];
    const err = [];
    const code = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_1__.runCli)([...command, ...args], { cwd: (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .workspace */ .Gl)(), out: (t) => out.push(t), err: (t) => err.push(t) });
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_3__/* .logUntrusted */ .t)([...out, ...err]);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(code));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('stdout', out.join('\n'));
    if (code !== 0)
        _github_log_js__WEBPACK_IMPORTED_MODULE_3__/* .log */ .R.fail(`proofgate ${command.join(' ')} exited ${code}${err.length ? `: ${err[err.length - 1]}` : ''}`);
}


/***/ })

};
