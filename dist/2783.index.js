export const id = 2783;
export const ids = [2783];
export const modules = {

/***/ 77677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ OptionChecks)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

/**
 * The checks an options module runs over raw options: every refusal is one line that names the
 * option as the caller wrote it and says what to give, with the command's exit code.
 */
class OptionChecks {
    raw;
    exitCode;
    constructor(raw, exitCode) {
        this.raw = raw;
        this.exitCode = exitCode;
    }
    refuse(message) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(message, this.exitCode);
    }
    /** `name(key, value) why`: the sentence starts with the option. */
    bad(key, why, value) {
        return this.refuse(`${this.raw.name(key, value)} ${why}`);
    }
    name(key, value) {
        return this.raw.name(key, value);
    }
    string(key) {
        return this.raw.string(key);
    }
    list(key) {
        return this.raw.list(key);
    }
    toggle(key) {
        return this.raw.toggle(key, (message) => this.refuse(message));
    }
    oneOf(key, values, fallback) {
        const v = this.string(key);
        if (v === undefined)
            return fallback;
        if (!values.includes(v))
            this.bad(key, `must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
        return v;
    }
    /** A whole number from `min` to `max`, or undefined when not given. */
    wholeNumber(key, min, max) {
        const v = this.string(key);
        if (v === undefined)
            return undefined;
        if (!/^\d+$/.test(v.trim()) || Number(v) < min || Number(v) > max)
            this.bad(key, `must be a whole number from ${min} to ${max} (got ${JSON.stringify(v)})`);
        return Number(v);
    }
}


/***/ }),

/***/ 65164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   servePort: () => (/* binding */ servePort),
/* harmony export */   uatGateOptions: () => (/* binding */ uatGateOptions),
/* harmony export */   uatOptions: () => (/* binding */ uatOptions)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77677);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4243);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61940);





function uatOptions(raw, cwd) {
    const c = new _text_options_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .UAT_EXIT */ .O.error);
    const src = c.list('src') ?? [];
    for (const d of src)
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, d), { throwIfNoEntry: false }))
            c.bad('src', "does not exist; give the folder that holds the screens' source", JSON.stringify(d));
    const dir = c.string('dir');
    const base = c.string('base');
    return {
        ...(dir !== undefined ? { dir } : {}),
        ...(base !== undefined ? { base } : {}),
        src,
        forbidTester: c.list('forbid-tester') ?? [],
    };
}
/** `uat serve --port`: a port on 127.0.0.1 (0 picks a free one). */
function servePort(raw) {
    const c = new _text_options_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .UAT_EXIT */ .O.error);
    return c.wholeNumber('port', 0, 65535) ?? 4173;
}
function uatGateOptions(raw, cwd) {
    const c = new _text_options_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .UAT_EXIT */ .O.error);
    const id = c.string('id');
    const fromPackageVersion = c.toggle('from-package-version') === true;
    if (!fromPackageVersion && !id)
        c.refuse(`${c.name('id')} is required (or set ${c.name('from-package-version', true)})`);
    if (fromPackageVersion && id)
        c.refuse(`give either ${c.name('id')} or ${c.name('from-package-version', true)}, not both`);
    const mode = c.string('mode') === undefined ? undefined : c.oneOf('mode', ['advisory', 'gate', 'off'], 'advisory');
    return {
        recipe: fromPackageVersion ? { fromPackageVersion: true } : { id: (0,_folder_js__WEBPACK_IMPORTED_MODULE_4__.checkSpecId)(id) },
        ...(mode ? { mode } : {}),
        buildPage: c.toggle('build-page') === true,
        ...uatOptions(raw, cwd),
    };
}


/***/ })

};
