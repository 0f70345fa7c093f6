export const id = 6479;
export const ids = [6479];
export const modules = {

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileGlobs: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27053);


/** A matcher of globs from outside, checked first (glob-check.ts). */
function compileGlobs(globs, where, options) {
    (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkGlobs */ .EQ)(globs, where, options);
    if (globs.length === 0)
        return () => false;
    // One regular expression for all the globs, as micromatch's matcher tests each (the empty path
    // never matches; a path equal to a glob matches it): a rule is tested on thousands of paths.
    // dotAll (`s`): micromatch writes `**` with `.`, which stops at LF, CR, U+2028 and U+2029 while
    // its `*` (`[^/]`) does not, so a folder named with a line break escaped every `**`: a rule, a
    // reviewer's trigger, --include. A git path may hold any byte but NUL; a glob matches it whole.
    // nonegate: a leading `!` is refused (globProblem); were a check skipped, it matches a literal "!", never "all but".
    const opts = { dot: true, noextglob: true, nonegate: true, nobrace: !options.braces, posix: false, nocase: options.nocase === true };
    const literal = new Set(options.nocase ? [] : globs);
    // Compiled at the first path tested: a command that lists rules or reviewers tests none.
    let any;
    return (path) => {
        if (path === '')
            return false;
        if (literal.has(path))
            return true;
        any ??= new RegExp(globs.map((g) => `(?:${micromatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(g, opts).source})`).join('|'), options.nocase ? 'si' : 's');
        return any.test(path);
    };
}


/***/ })

};
