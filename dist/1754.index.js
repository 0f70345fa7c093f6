export const id = 1754;
export const ids = [1754,9373];
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

/***/ 21754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildPage: () => (/* binding */ buildPage)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61940);
/* harmony import */ var _page_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84767);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95223);





async function buildPage(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const html = await (0,_page_js__WEBPACK_IMPORTED_MODULE_3__/* .renderPage */ .Cf)({ spec, sha256, serve: false });
    const page = folder.page(o.id);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(folder.tree, page, html);
    const bytes = Buffer.byteLength(html);
    const languages = Object.keys((await (0,_page_js__WEBPACK_IMPORTED_MODULE_3__/* .pageAssets */ .tb)()).i18n);
    return {
        exitCode: 0,
        page,
        bytes,
        specSha256: sha256,
        languages,
        guarantees: _page_js__WEBPACK_IMPORTED_MODULE_3__/* .PAGE_GUARANTEES */ .yY,
        lines: [
            `${page} \u2014 ${spec.steps.length} steps, ${Math.ceil(bytes / 1024)} KiB, spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .h0)(sha256)}`,
            `opens in English; the tester can switch to any of the ${languages.length} languages on the page`,
            `carries the ${_page_js__WEBPACK_IMPORTED_MODULE_3__/* .PAGE_GUARANTEES */ .yY.length} page guarantees: ${_page_js__WEBPACK_IMPORTED_MODULE_3__/* .PAGE_GUARANTEES */ .yY.join(', ')}`,
        ],
    };
}


/***/ }),

/***/ 84767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ renderPage),
/* harmony export */   tb: () => (/* binding */ pageAssets),
/* harmony export */   yY: () => (/* binding */ PAGE_GUARANTEES)
/* harmony export */ });
/* unused harmony export asciiJson */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_assets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74502);



/** What the page promises; `uat build` prints them and test/uat/page-*.test.ts proves them in Chromium. */
const PAGE_GUARANTEES = [
    'hidden-before-start',
    'no-answer-before-run',
    'verified-local-write',
    'honest-save-status',
    'save-on-every-change',
    'restore-before-capabilities',
    'newer-copy-wins',
    'revision-guard',
    'other-tab-notice',
    'unreadable-draft-kept',
    'progress-accessible',
    'storage-explained',
    'finished-is-not-accepted',
    'unload-guard',
    'utf8-and-escaped-diacritics',
    'export-is-the-run',
    'no-third-party-requests',
];
let assets;
/** The template ships as files beside the bundle; read once per process. */
async function pageAssets() {
    if (!assets) {
        const read = (name) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,_text_assets_js__WEBPACK_IMPORTED_MODULE_2__/* .assetPath */ .Q)('templates', 'uat', name), 'utf8');
        const [html, css, js, i18n] = await Promise.all([read('page.html'), read('page.css'), read('page.js'), read('i18n.json')]);
        assets = { html, css, js, i18n: JSON.parse(i18n) };
    }
    return assets;
}
/**
 * Every code point outside printable ASCII as \uXXXX, and `<`, `>`, `&` too:
 * the file is pure ASCII (no encoding mix-up can mangle a diacritic) and no
 * spec text can close the script element it sits in.
 */
function asciiJson(value) {
    return JSON.stringify(value).replace(/[^\x20-\x7e]|[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const cspHash = (text) => `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/** One self-contained HTML file: inline style and script pinned by hash in a CSP that allows no other origin. */
async function renderPage(input) {
    const a = await pageAssets();
    const data = asciiJson({ spec: input.spec, sha: input.sha256, serve: input.serve, i18n: a.i18n });
    if (/[^\x00-\x7f]/.test(a.js + a.css + a.html))
        throw new Error('the page template must be ASCII');
    const csp = [
        "default-src 'none'",
        `script-src ${cspHash(a.js)}`,
        `style-src ${cspHash(a.css)}`,
        'img-src data:',
        `connect-src ${input.serve ? "'self'" : "'none'"}`,
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    const fill = { CSP: csp, SHA: input.sha256, STYLE: a.css, DATA: data, SCRIPT: a.js };
    return a.html.replace(/\{\{([A-Z]+)\}\}/g, (m, k) => fill[k] ?? m);
}


/***/ })

};
