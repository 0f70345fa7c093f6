export const id = 9816;
export const ids = [9816];
export const modules = {

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YAML_MAX_FLOW_DEPTH: () => (/* binding */ YAML_MAX_FLOW_DEPTH),
/* harmony export */   checkFlowDepth: () => (/* binding */ checkFlowDepth),
/* harmony export */   lineOf: () => (/* binding */ lineOf)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/** Deeper than any real configuration or rules file nests its brackets. */
const YAML_MAX_FLOW_DEPTH = 64;
/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
function checkFlowDepth(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5b || c === 0x7b) {
            if (++depth > YAML_MAX_FLOW_DEPTH)
                throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
}
/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
function lineOf(text, path) {
    try {
        checkFlowDepth(text);
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__.LineCounter();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
