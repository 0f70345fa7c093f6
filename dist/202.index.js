export const id = 202;
export const ids = [202];
export const modules = {

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
}


/***/ }),

/***/ 40202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   initSpec: () => (/* binding */ initSpec),
/* harmony export */   j6: () => (/* binding */ EXAMPLE_ID),
/* harmony export */   w$: () => (/* binding */ starterTexts)
/* harmony export */ });
/* unused harmony export exampleSpecPath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_assets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74502);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61940);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4243);







const EXAMPLE_ID = 'example-1.0.0';
function exampleSpecPath() {
    return (0,_text_assets_js__WEBPACK_IMPORTED_MODULE_2__/* .assetPath */ .Q)('templates', 'uat', `${EXAMPLE_ID}.json`);
}
async function readExample() {
    return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(exampleSpecPath(), 'utf8'));
}
const starterTitle = (id) => `Acceptance of ${id} (replace with what the tester accepts)`;
/**
 * The placeholder texts of the starter `uat init` writes for `id`: its title and every text of
 * the shipped example. `uat lint` refuses a recipe for a real version that still holds one.
 */
async function starterTexts(id) {
    const ex = await readExample();
    const checks = [...ex.witnesses.map((w) => w.check), ...ex.steps.flatMap((st) => (st.verify ? [st.verify] : []))];
    return new Set([
        starterTitle(id),
        ex.title,
        ...(ex.testerNote ? [ex.testerNote] : []),
        ...ex.witnesses.map((w) => w.thing),
        ...checks.flatMap((c) => [c.query, c.instructions].filter((t) => t !== undefined)),
        ...ex.steps.flatMap((st) => [st.where, ...st.do, ...st.expect.map((e) => e.text)]),
    ]);
}
/** `name-1.2.3` → `1.2.3`; an id without a version gets 0.1.0 to edit. */
function versionOf(id) {
    return /-(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)$/.exec(id)?.[1] ?? '0.1.0';
}
/** Writes specs/<ID>.json: the shipped example (or the example itself for its own id), with the config's environment. */
async function initSpec(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_5__/* .uatFolder */ .p)(o.cwd, o.dir);
    const file = folder.spec(o.id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, file) || file;
    if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(file).then(() => true, () => false))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} already exists; edit it, or remove it to start again`);
    const spec = await readExample();
    if (o.id !== EXAMPLE_ID) {
        spec.id = o.id;
        spec.version = versionOf(o.id);
        spec.title = starterTitle(o.id);
    }
    const env = folder.config.environment;
    if (env.name || env.url)
        spec.environment = { name: env.name, url: env.url };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)(folder.tree, file, `${JSON.stringify(spec, null, 2)}\n`);
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .UAT_EXIT */ .O.ok,
        file,
        lines: [
            o.id === EXAMPLE_ID
                ? `${shown} written (${spec.steps.length} steps, version ${spec.version}): the shipped example, ready to lint and build`
                : `${shown} written (${spec.steps.length} steps, version ${spec.version}): replace the example steps with the real sequence (lint refuses the starter's texts), then run \`proofgate uat lint ${o.id} --src src\``,
        ],
    };
}


/***/ })

};
