export const id = 789;
export const ids = [789];
export const modules = {

/***/ 9789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ specForPackageVersion),
/* harmony export */   releaseGate: () => (/* binding */ releaseGate),
/* harmony export */   specPresent: () => (/* binding */ specPresent)
/* harmony export */ });
/* unused harmony export RELEASE_EXIT */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47494);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45290);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79921);





const RELEASE_EXIT = { passed: 0, failed: 1, awaiting: 2, stale: 3, couldNotRun: 4 };
async function packageVersion(cwd) {
    let pkg;
    try {
        pkg = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, 'package.json'), 'utf8'));
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`cannot read the version from package.json: ${err.message}`);
    }
    if (typeof pkg.version !== 'string' || pkg.version === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError('package.json has no `version`');
    return pkg.version;
}
/** The recipe whose `version` is the package's, found among specs/*.json. */
async function specForPackageVersion(cwd, dir) {
    const version = await packageVersion(cwd);
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .uatFolder */ .p)(cwd, dir);
    const specs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder.root, 'specs');
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(specs).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
    for (const name of names) {
        try {
            const doc = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(specs, name), 'utf8'));
            if (doc.version === version && doc.id === name.slice(0, -'.json'.length))
                return { version, id: doc.id, file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(specs, name) };
        }
        catch {
            /* an unreadable spec is not this version's recipe; lint reports it */
        }
    }
    return { version };
}
/** Exit 0 when the version in package.json has a recipe, 1 when it has none. */
async function specPresent(o) {
    const r = await specForPackageVersion(o.cwd, o.dir);
    if (!r.id)
        return { exitCode: 1, version: r.version, lines: [`version ${r.version} has no recipe: write one with \`proofgate uat init <name>-${r.version}\` before releasing`] };
    return { exitCode: 0, version: r.version, id: r.id, lines: [`version ${r.version} has a recipe: ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, r.file)}`] };
}
/** The release check: 0 passed, 1 failed, 2 no finished run, 3 other revision, 4 could not run (never a pass). */
async function releaseGate(o) {
    try {
        const r = await specForPackageVersion(o.cwd, o.dir);
        if (!r.id)
            return { exitCode: RELEASE_EXIT.couldNotRun, verdict: 'could-not-run', lines: [`release gate could not run: version ${r.version} has no recipe (not a pass)`] };
        const g = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_4__.uatGate)({ id: r.id, cwd: o.cwd, ...(o.dir ? { dir: o.dir } : {}) });
        return { exitCode: RELEASE_EXIT[g.verdict], verdict: g.verdict, lines: [`release ${r.version}: ${g.verdict}`, ...g.lines] };
    }
    catch (err) {
        return { exitCode: RELEASE_EXIT.couldNotRun, verdict: 'could-not-run', lines: [`release gate could not run (not a pass): ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_2__.describeError)(err)}`] };
    }
}


/***/ })

};
