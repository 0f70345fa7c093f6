export const id = 7494;
export const ids = [7494];
export const modules = {

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
