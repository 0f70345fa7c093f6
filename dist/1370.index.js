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
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8721);





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
    (0,_outputs_js__WEBPACK_IMPORTED_MODULE_4__/* .setTextOutput */ .Lb)('stdout', out.join('\n'), "the whole is in this step's log");
    if (code !== 0)
        _github_log_js__WEBPACK_IMPORTED_MODULE_3__/* .log */ .R.fail(`proofgate ${command.join(' ')} exited ${code}${err.length ? `: ${err[err.length - 1]}` : ''}`);
}


/***/ }),

/***/ 8721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lb: () => (/* binding */ setTextOutput),
/* harmony export */   mI: () => (/* binding */ setJsonOutput)
/* harmony export */ });
/* unused harmony export OUTPUT_MAX_UNITS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53385);



/**
 * GitHub carries 1 MB of a job's outputs, counting each UTF-16 code unit as 2 bytes; past it the
 * job fails or the downstream job reads nothing, after the work was done. One output that could
 * never be a job output is not set whole: it is left empty, in one warning saying where the whole is.
 */
const OUTPUT_MAX_UNITS = 500_000;
/** `text` as the step output `name`, or `empty` with a warning when it is past what a job output holds. */
function setBounded(name, text, empty, whole) {
    if (text.length <= OUTPUT_MAX_UNITS)
        return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, text);
    _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(`output \`${name}\` is left ${empty === '' ? 'empty' : `\`${empty}\``}: its ${text.length.toLocaleString('en-US')} characters are past the 1 MB GitHub holds of a job's outputs; ${whole}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, empty);
}
/** A step output of text (a command's stdout), bounded as a job output is. */
function setTextOutput(name, text, whole) {
    setBounded(name, text, '', whole);
}
/**
 * A step output holding JSON: the same value, and inert where a `run:` step interpolates it
 * (inertJson); `null` past what a job output holds (`fromJSON` reads it, every field of it null).
 */
function setJsonOutput(name, value, whole) {
    setBounded(name, (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.inertJson)(value), 'null', whole);
}


/***/ })

};
