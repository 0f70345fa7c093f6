export const id = 1940;
export const ids = [1940];
export const modules = {

/***/ 18140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);




/** A file's text when it is at most `maxBytes`, else null: the size is checked before a byte is read. */
async function readTextCapped(path, maxBytes) {
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size > maxBytes)
        return null;
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
}
/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written.
 */
async function writeFileAtomic(path, data) {
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, data);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { force: true }).catch(() => undefined);
        const code = err.code ?? 'error';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`cannot write ${path} (${code}): check that the folder is writable and the disk has room; nothing was half-written`);
    }
}
function writeJsonAtomic(path, value) {
    return writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}


/***/ }),

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   y6: () => (/* binding */ checkFlowDepth)
/* harmony export */ });
/* unused harmony export YAML_MAX_FLOW_DEPTH */
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
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 31854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tk: () => (/* binding */ loadUatConfig),
/* harmony export */   wA: () => (/* binding */ loadUatConfigAt)
/* harmony export */ });
/* unused harmony exports CONFIG_FILE, DEFAULT_DIR */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38815);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52529);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _text_yaml_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69816);







const CONFIG_FILE = '_bmad/config.yaml';
const DEFAULT_DIR = '_bmad-output/uat';
/** A configuration file, like the review rules: refused by size before it is read. */
const CONFIG_MAX_BYTES = 256 * 1024;
/** The `uat` block of the working tree's _bmad/config.yaml with its defaults; no file or no block means advisory. */
async function loadUatConfig(cwd) {
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, CONFIG_FILE), CONFIG_MAX_BYTES);
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`${CONFIG_FILE} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
    return parseUatConfig(text, CONFIG_FILE);
}
/**
 * The same block as it is at `commit` (a pull request's base): what decides a verdict is read
 * from there, never from the change under test. A commit missing from the clone is an error.
 */
async function loadUatConfigAt(cwd, commit) {
    const { openAndResolve, readObjects } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(308)]).then(__webpack_require__.bind(__webpack_require__, 10308));
    const { repo, shas } = await openAndResolve(cwd, [{ ref: commit, what: 'base' }]).catch(() => {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`the pull request's base commit ${commit.slice(0, 12)} is not in the clone: check out with \`fetch-depth: 0\` so that the uat settings are read from the base, never from the change`);
    });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repo.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(cwd), CONFIG_FILE))
        .split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)
        .join('/');
    const blob = (await readObjects(repo.root, [`${shas[0]}:${path}`])).get(`${shas[0]}:${path}`);
    const where = `${CONFIG_FILE} at ${commit.slice(0, 12)}`;
    if (blob?.data && blob.data.length > CONFIG_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`${where} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
    return parseUatConfig(blob?.data ? blob.data.toString('utf8') : undefined, where);
}
async function parseUatConfig(text, where) {
    let block = {};
    if (text !== undefined) {
        let doc;
        try {
            (0,_text_yaml_js__WEBPACK_IMPORTED_MODULE_6__/* .checkFlowDepth */ .y6)(text);
            doc = (0,yaml__WEBPACK_IMPORTED_MODULE_3__.parse)(text, { logLevel: 'error' });
        }
        catch (err) {
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`${where} is not valid YAML: ${err.message.split('\n')[0]}`);
        }
        const raw = doc && typeof doc === 'object' ? doc.uat : undefined;
        if (raw !== undefined && raw !== null)
            block = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_4__.assertSchema)('uat-config', raw, `${where} (uat block)`);
    }
    return {
        mode: block.mode ?? 'advisory',
        granularity: block.granularity ?? 'delivery',
        environment: { name: block.environment?.name ?? '', url: block.environment?.url ?? '' },
        budget: { steps: block.page_budget?.steps ?? 15, minutes: block.page_budget?.minutes ?? 30 },
        dir: block.dir ?? DEFAULT_DIR,
        source: text === undefined || block.mode === undefined ? 'default' : where,
    };
}


/***/ }),

/***/ 61940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ isRunId),
/* harmony export */   checkSpecId: () => (/* binding */ checkSpecId),
/* harmony export */   p: () => (/* binding */ uatFolder)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31854);



const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
function checkSpecId(id) {
    if (id === undefined || id === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError('a recipe id is required (e.g. `proofgate uat lint shop-1.2.0`)');
    if (!ID.test(id) || id.includes('..'))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`recipe id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
    return id;
}
function isRunId(id) {
    return RUN_ID.test(id) && !id.includes('..');
}
/**
 * `--dir` wins over the config's `dir`, which wins over `_bmad-output/uat`. The config is the
 * caller's when given (the action resolves it from the pull request's base), else cwd's.
 */
async function uatFolder(cwd, dir, resolved) {
    const config = resolved ?? (await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadUatConfig */ .Tk)(cwd));
    const d = dir ?? config.dir;
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(d) ? d : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, d);
    return {
        root,
        config,
        spec: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'specs', `${id}.json`),
        page: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'pages', `uat-${id}.html`),
        results: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'results', id),
        run: (id, runId) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'results', id, `${runId}.json`),
        triage: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'triage', `${id}.json`),
    };
}


/***/ })

};
