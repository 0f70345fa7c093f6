export const id = 5282;
export const ids = [5282,1940];
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

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


function sha256(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        // A refusal, not a crash: the documents hashed here come from files anyone can edit.
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RJ: () => (/* binding */ parseStrictJson),
/* harmony export */   Sr: () => (/* binding */ readStrictJson),
/* harmony export */   UQ: () => (/* binding */ jsonSyntaxError),
/* harmony export */   Yg: () => (/* binding */ parseStrictText),
/* harmony export */   lk: () => (/* binding */ parseJsonText)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });
function walk(value, depth, errors, path) {
    const at = path || '(top level)';
    if (depth > MAX_DEPTH) {
        errors.push(`${at}: nested deeper than ${MAX_DEPTH} levels`);
        return 0;
    }
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            errors.push(`${at}: a string holds a lone surrogate`);
        return 0;
    }
    if (Array.isArray(value))
        return value.reduce((n, v, i) => n + walk(v, depth + 1, errors, `${path}/${i}`), 0);
    if (value && typeof value === 'object') {
        let keys = 0;
        for (const [k, v] of Object.entries(value)) {
            keys++;
            if (k === '__proto__' || k === 'constructor' || k === 'prototype')
                errors.push(`${at}: the key "${k}" is not accepted`);
            if (!k.isWellFormed())
                errors.push(`${at}: a key holds a lone surrogate`);
            keys += walk(v, depth + 1, errors, `${path}/${k}`);
        }
        return keys;
    }
    return 0;
}
/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries.
 */
function jsonSyntaxError(err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/end of JSON input/.test(message))
        return 'it ends before the JSON is complete';
    const at = /at position (\d+)/.exec(message)?.[1];
    return at === undefined ? 'a syntax error' : `a syntax error at position ${at}`;
}
/**
 * Strict JSON for a file read whole (the checks of parseStrictJson on decoded text): a duplicate
 * key, which JSON.parse would silently settle by keeping the last, is refused like a syntax error.
 * One line naming `name`, never the file's text.
 */
function parseJsonText(text, name) {
    const parsed = parseStrictText(text);
    if (!parsed.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${name} ${parsed.errors.slice(0, 3).join('; ')}`);
    return parsed.data;
}
/**
 * Counts the keys written in valid JSON text: string tokens followed by a colon. A plain scan,
 * because a regular expression over one 10 MB string overflows V8's stack.
 */
function keyTokens(text) {
    let keys = 0;
    for (let open = text.indexOf('"'); open !== -1;) {
        let close = text.indexOf('"', open + 1);
        // A quote preceded by an odd run of backslashes is escaped (valid JSON always closes).
        for (;;) {
            let b = close - 1;
            while (text.charCodeAt(b) === 0x5c)
                b--;
            if ((close - 1 - b) % 2 === 0)
                break;
            close = text.indexOf('"', close + 1);
        }
        let next = close + 1;
        while (next < text.length && ' \t\n\r'.includes(text[next]))
            next++;
        if (text[next] === ':')
            keys++;
        open = text.indexOf('"', next);
    }
    return keys;
}
/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth. Duplicate keys are found by counting key
 * tokens against the keys JSON.parse kept: exact for valid JSON, and faster
 * than a tokenizing parser on multi-megabyte files.
 */
function parseStrictJson(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return { ok: false, errors: ['starts with a byte order mark (write UTF-8 without BOM)'] };
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        return { ok: false, errors: ['is not valid UTF-8'] };
    }
    return parseStrictText(text);
}
/** parseStrictJson for text already decoded (read as UTF-8). */
function parseStrictText(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        return { ok: false, errors: [`is not valid JSON: ${jsonSyntaxError(err)}`] };
    }
    const errors = [];
    const keys = walk(data, 0, errors, '');
    if (keyTokens(text) !== keys)
        errors.push('has a duplicate key in an object (each key may appear once)');
    return errors.length ? { ok: false, errors } : { ok: true, data };
}
/** Reads a regular file (never through a symlink) of at most `maxBytes` and parses it strictly. */
async function readStrictJson(path, maxBytes) {
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
    }
    catch {
        return { status: 'missing' };
    }
    if (info.isSymbolicLink())
        return { status: 'invalid', errors: ['is a symlink (write a regular file)'] };
    if (!info.isFile())
        return { status: 'invalid', errors: ['is not a regular file'] };
    if (info.size > maxBytes)
        return { status: 'invalid', errors: [`is ${info.size} bytes; the limit is ${maxBytes}`] };
    const parsed = parseStrictJson(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path));
    return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
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


/***/ }),

/***/ 25282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   Pc: () => (/* binding */ storeRun),
/* harmony export */   Rf: () => (/* binding */ RUN_MAX_BYTES),
/* harmony export */   bM: () => (/* binding */ statuses),
/* harmony export */   d2: () => (/* binding */ runErrors),
/* harmony export */   lR: () => (/* binding */ loadRuns),
/* harmony export */   uR: () => (/* binding */ instant)
/* harmony export */ });
/* unused harmony exports runText, byTime */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52529);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(61940);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(95223);








const RUN_MAX_BYTES = 1024 * 1024;
/** The text a run is stored and exported as; the page writes the same bytes. */
function runText(run) {
    return `${JSON.stringify(run, null, 2)}\n`;
}
/**
 * What makes a run unusable for this spec id: schema errors, then answers
 * that name an unknown or repeated expectation. Checked against the current
 * spec only when the run answers the current revision.
 */
async function runErrors(data, spec, currentSha) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-run', data);
    if (errors.length)
        return errors;
    const run = data;
    if (run.specId !== spec.id)
        return [`/specId: is ${JSON.stringify(run.specId)}, not ${JSON.stringify(spec.id)}`];
    // The file is named after it: the schema's pattern alone lets `a..b` through.
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        return [`/runId: ${JSON.stringify(run.runId)} is not a valid run id (no "..")`];
    const out = timeErrors(run);
    if (out.length || run.specSha256 !== currentSha)
        return out;
    const known = new Set((0,_spec_js__WEBPACK_IMPORTED_MODULE_7__/* .expectations */ .Eu)(spec).map((e) => e.id));
    const seen = new Set();
    run.answers.forEach((a, i) => {
        if (!known.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is not in the spec`);
        else if (seen.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is answered twice`);
        seen.add(a.expect);
    });
    return out;
}
/** The instant an ISO 8601 time with its offset names, in ms (NaN when it names none): the order of runs and checks, never their text. */
function instant(time) {
    return Date.parse(time);
}
/** Times the schema's date-time format lets through but no clock can order (a leap second), and a run that ends before it starts. */
function timeErrors(run) {
    const out = [];
    const times = [
        ['/startedAt', run.startedAt],
        ['/updatedAt', run.updatedAt],
        ['/finishedAt', run.finishedAt],
        ...run.answers.map((a, i) => [`/answers/${i}/at`, a.at]),
    ];
    for (const [where, t] of times)
        if (typeof t === 'string' && Number.isNaN(instant(t)))
            out.push(`${where}: ${JSON.stringify(t)} names no instant that can be ordered`);
    if (out.length)
        return out;
    const start = instant(run.startedAt);
    if (instant(run.updatedAt) < start)
        out.push('/updatedAt: is before startedAt');
    if (run.finishedAt !== null && instant(run.finishedAt) < start)
        out.push('/finishedAt: is before startedAt');
    return out;
}
/** Oldest first by the instant the run started, then by its last save; the run id only breaks a tie of instants. */
function byTime(a, b) {
    return (instant(a.run.startedAt) - instant(b.run.startedAt) ||
        instant(a.run.updatedAt) - instant(b.run.updatedAt) ||
        (a.run.runId < b.run.runId ? -1 : a.run.runId > b.run.runId ? 1 : 0));
}
/** Per-expectation status of a run (unanswered ones are `null`). */
function statuses(run) {
    return new Map(run.answers.map((a) => [a.expect, { status: a.status, note: a.note }]));
}
function tally(run, spec) {
    const t = { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 };
    const s = statuses(run);
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_7__/* .expectations */ .Eu)(spec))
        t[s.get(e.id)?.status ?? 'todo']++;
    return t;
}
/** Every run in results/<ID>/, oldest first by start time; unusable files are listed, never dropped silently. */
async function loadRuns(folder, spec, currentSha) {
    const dir = folder.results(spec.id);
    let names;
    try {
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { runs: [], invalid: [] };
        throw err;
    }
    const out = { runs: [], invalid: [] };
    for (const name of names) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextCapped */ .XS)(file, RUN_MAX_BYTES);
        if (text === null) {
            out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
            continue;
        }
        const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStrictText */ .Yg)(text);
        if (!parsed.ok) {
            out.invalid.push({ file, errors: parsed.errors.map((e) => `not a run: ${e}`) });
            continue;
        }
        const errors = await runErrors(parsed.data, spec, currentSha);
        const run = parsed.data;
        if (errors.length)
            out.invalid.push({ file, errors });
        else
            out.runs.push({ run, file, stale: run.specSha256 !== currentSha });
    }
    out.runs.sort(byTime);
    return out;
}
async function stored(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return undefined;
    }
    try {
        const r = JSON.parse(text);
        return { text, ...(typeof r.revision === 'number' ? { revision: r.revision } : {}) };
    }
    catch {
        return { text };
    }
}
/**
 * Writes a checked run to results/<ID>/<runId>.json atomically. A run for
 * another revision is refused; the newer copy (higher revision) wins, so an
 * old tab or a late request never overwrites more recent answers.
 */
async function storeRun(folder, run, currentSha) {
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`runId ${JSON.stringify(run.runId)} is not a valid run id`);
    const file = folder.run(run.specId, run.runId);
    if (run.specSha256 !== currentSha) {
        return {
            stored: false,
            file,
            reason: 'revision',
            message: `the run answered spec revision ${run.specSha256.slice(0, 12)}, the current one is ${currentSha.slice(0, 12)}: rebuild the page and replay`,
        };
    }
    const text = runText(run);
    const onDisk = await stored(file);
    // The same copy again (a retried request) is already stored.
    if (onDisk?.text === text)
        return { stored: true, file };
    if (onDisk?.revision !== undefined && onDisk.revision >= run.revision) {
        return {
            stored: false,
            file,
            reason: 'older',
            message: `a copy with revision ${onDisk.revision} is already stored; revision ${run.revision} is not newer`,
        };
    }
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(file, text);
    return { stored: true, file };
}


/***/ }),

/***/ 95223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ expectations),
/* harmony export */   II: () => (/* binding */ loadSpec),
/* harmony export */   n9: () => (/* binding */ specSha256),
/* harmony export */   nH: () => (/* binding */ specErrors),
/* harmony export */   uN: () => (/* binding */ specCounts),
/* harmony export */   vt: () => (/* binding */ readSpecText)
/* harmony export */ });
/* unused harmony exports SPEC_MAX_BYTES, checkProblem, specProblems */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52529);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21789);






const SPEC_MAX_BYTES = 512 * 1024;
/** The revision fingerprint: SHA-256 of the spec's canonical JSON, so whitespace or key order never changes it. */
function specSha256(spec) {
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)(spec));
}
function specCounts(spec) {
    return {
        steps: spec.steps.length,
        expectations: spec.steps.reduce((n, s) => n + s.expect.length, 0),
        labels: new Set(spec.steps.flatMap((s) => s.labels)).size,
    };
}
/** Every expectation with the step it belongs to, in playing order. */
function expectations(spec) {
    return spec.steps.flatMap((step) => step.expect.map((e) => ({ step, id: e.id, text: e.text })));
}
const KIND_FIELD = { sql: 'query', manual: 'instructions', http: 'url', command: 'argv' };
/** What a check of this kind must carry, or undefined when it is complete. */
function checkProblem(check, where) {
    const field = KIND_FIELD[check.kind];
    return check[field] === undefined ? `${where}: a \`${check.kind}\` check needs \`${field}\`` : undefined;
}
/** Rules the schema cannot say: unique ids, a verify on every writing step, complete checks. */
function specProblems(spec, fileId) {
    const out = [];
    if (spec.id !== fileId)
        out.push(`/id: is ${JSON.stringify(spec.id)} but the file is specs/${fileId}.json; make them equal`);
    const seen = new Set();
    const unique = (id, where) => {
        if (seen.has(id))
            out.push(`${where}: id ${JSON.stringify(id)} is used twice; ids must be unique in the spec`);
        seen.add(id);
    };
    spec.witnesses.forEach((w, i) => {
        unique(w.id, `/witnesses/${i}`);
        const p = checkProblem(w.check, `/witnesses/${i}/check`);
        if (p)
            out.push(p);
    });
    spec.steps.forEach((s, i) => {
        unique(s.id, `/steps/${i}`);
        s.expect.forEach((e, j) => unique(e.id, `/steps/${i}/expect/${j}`));
        if (s.writes && !s.verify)
            out.push(`/steps/${i} (${s.id}): writes but has no \`verify\` check; add the read-only check that proves the write`);
        if (s.verify) {
            const p = checkProblem(s.verify, `/steps/${i}/verify`);
            if (p)
                out.push(p);
            if (!s.writes)
                out.push(`/steps/${i} (${s.id}): has a \`verify\` check but not \`writes: true\`; say whether the step persists something`);
        }
    });
    return out;
}
/** The text of specs/<ID>.json, bounded in size; a missing file says how to write one. */
async function readSpecText(folder, id, cwd) {
    const file = folder.spec(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(file, SPEC_MAX_BYTES);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`no recipe spec ${shown}: write one with \`proofgate uat init ${id}\``);
        throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${shown} is larger than ${SPEC_MAX_BYTES / 1024} KiB; split the recipe`);
    return { text, file: shown };
}
/** Every schema and rule problem of a parsed spec; empty when it can be built and gated. */
async function specErrors(data, id) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-spec', data);
    return errors.length ? errors : specProblems(data, id);
}
/** A spec that is valid, or a ProofgateError that says to run `uat lint`. */
async function loadSpec(folder, id, cwd) {
    const { text, file } = await readSpecText(folder, id, cwd);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonText */ .lk)(text, file);
    const errors = await specErrors(data, id);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${file} is not valid (${errors.length} error(s), first: ${errors[0]}); run \`proofgate uat lint ${id}\``);
    const spec = data;
    return { spec, sha256: specSha256(spec), file };
}


/***/ })

};
