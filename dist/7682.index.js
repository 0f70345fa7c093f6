export const id = 7682;
export const ids = [7682,108];
export const modules = {

/***/ 67682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAction: () => (/* binding */ runAction)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


const ACTIONS = {
    command: () => Promise.all(/* import() */[__webpack_require__.e(3869), __webpack_require__.e(1370)]).then(__webpack_require__.bind(__webpack_require__, 31370)),
    'review-scope': () => Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(8785), __webpack_require__.e(1562), __webpack_require__.e(2763), __webpack_require__.e(6443)]).then(__webpack_require__.bind(__webpack_require__, 16443)),
    'test-review': () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(1562), __webpack_require__.e(5689), __webpack_require__.e(7237), __webpack_require__.e(1254), __webpack_require__.e(2762)]).then(__webpack_require__.bind(__webpack_require__, 10560)),
    'review-gate': () => Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(8785), __webpack_require__.e(5754), __webpack_require__.e(1562), __webpack_require__.e(2763), __webpack_require__.e(8309), __webpack_require__.e(5689), __webpack_require__.e(2592), __webpack_require__.e(3114)]).then(__webpack_require__.bind(__webpack_require__, 16800)),
    'uat-gate': () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(5754), __webpack_require__.e(6461), __webpack_require__.e(1128)]).then(__webpack_require__.bind(__webpack_require__, 41128)),
};
/** Runs one action; an unexpected error fails the step with one line, never a bare stack. */
async function runAction(name) {
    try {
        const load = ACTIONS[name];
        if (!load)
            throw new Error(`no action named ${JSON.stringify(name)}`);
        await (await load()).run();
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(_text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.error));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_text_errors_js__WEBPACK_IMPORTED_MODULE_1__.describeError)(err));
    }
}


/***/ }),

/***/ 90108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXIT: () => (/* binding */ EXIT),
/* harmony export */   ProofgateError: () => (/* binding */ ProofgateError),
/* harmony export */   describeError: () => (/* binding */ describeError)
/* harmony export */ });
/** Exit codes shared by every command; each command documents which it uses. */
const EXIT = { ok: 0, findings: 1, incomplete: 2, error: 3 };
/**
 * An expected failure: says what was wrong, where and what to do, in one line.
 * The CLI and the actions print `message` alone (no stack) and exit with `exitCode`.
 */
class ProofgateError extends Error {
    exitCode;
    constructor(message, exitCode = EXIT.error) {
        super(message);
        this.exitCode = exitCode;
        this.name = 'ProofgateError';
    }
}
/** One line for any thrown value, never a bare stack trace. */
function describeError(err) {
    if (err instanceof ProofgateError)
        return err.message;
    if (err instanceof Error)
        return `unexpected error: ${err.message}`;
    return `unexpected error: ${String(err)}`;
}


/***/ })

};
