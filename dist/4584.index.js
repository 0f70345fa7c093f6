export const id = 4584;
export const ids = [4584,7494];
export const modules = {

/***/ 44584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAction: () => (/* binding */ runAction)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60795);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47494);


const ACTIONS = {
    command: () => Promise.all(/* import() */[__webpack_require__.e(8337), __webpack_require__.e(7876)]).then(__webpack_require__.bind(__webpack_require__, 17876)),
    'review-scope': () => Promise.all(/* import() */[__webpack_require__.e(1710), __webpack_require__.e(8836), __webpack_require__.e(9617), __webpack_require__.e(9428), __webpack_require__.e(5178), __webpack_require__.e(3203)]).then(__webpack_require__.bind(__webpack_require__, 33203)),
    'test-review': () => Promise.all(/* import() */[__webpack_require__.e(3439), __webpack_require__.e(1710), __webpack_require__.e(8836), __webpack_require__.e(5661), __webpack_require__.e(4669), __webpack_require__.e(4445), __webpack_require__.e(4914)]).then(__webpack_require__.bind(__webpack_require__, 51830)),
    'review-gate': () => Promise.all(/* import() */[__webpack_require__.e(1710), __webpack_require__.e(8836), __webpack_require__.e(9617), __webpack_require__.e(626), __webpack_require__.e(9428), __webpack_require__.e(5178), __webpack_require__.e(1505), __webpack_require__.e(5661), __webpack_require__.e(1852), __webpack_require__.e(7608)]).then(__webpack_require__.bind(__webpack_require__, 64012)),
    'uat-gate': () => Promise.all(/* import() */[__webpack_require__.e(3439), __webpack_require__.e(626), __webpack_require__.e(9921), __webpack_require__.e(2267)]).then(__webpack_require__.bind(__webpack_require__, 12267)),
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

/***/ 47494:
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
