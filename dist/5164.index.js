export const id = 5164;
export const ids = [5164,9816];
export const modules = {

/***/ 72135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
;// CONCATENATED MODULE: ./src/schemas/validators/index.js
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
const validators = {
  'agent-run': () => __webpack_require__.e(/* import() */ 800).then(__webpack_require__.bind(__webpack_require__, 20800)),
  'review-attempt': () => __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 74373)),
  'review-commit': () => __webpack_require__.e(/* import() */ 1087).then(__webpack_require__.bind(__webpack_require__, 91087)),
  'review-coverage': () => __webpack_require__.e(/* import() */ 1964).then(__webpack_require__.bind(__webpack_require__, 91964)),
  'review-findings': () => __webpack_require__.e(/* import() */ 3176).then(__webpack_require__.bind(__webpack_require__, 13176)),
  'review-ledger': () => __webpack_require__.e(/* import() */ 9999).then(__webpack_require__.bind(__webpack_require__, 19999)),
  'review-reviewers': () => __webpack_require__.e(/* import() */ 7852).then(__webpack_require__.bind(__webpack_require__, 67852)),
  'review-rules': () => __webpack_require__.e(/* import() */ 5435).then(__webpack_require__.bind(__webpack_require__, 65435)),
  'review-scope': () => __webpack_require__.e(/* import() */ 7404).then(__webpack_require__.bind(__webpack_require__, 27404)),
  'test-review-verdict': () => __webpack_require__.e(/* import() */ 8298).then(__webpack_require__.bind(__webpack_require__, 8298)),
  'uat-config': () => __webpack_require__.e(/* import() */ 3370).then(__webpack_require__.bind(__webpack_require__, 93370)),
  'uat-run': () => __webpack_require__.e(/* import() */ 9011).then(__webpack_require__.bind(__webpack_require__, 29011)),
  'uat-spec': () => __webpack_require__.e(/* import() */ 2627).then(__webpack_require__.bind(__webpack_require__, 2627)),
  'uat-triage': () => __webpack_require__.e(/* import() */ 7308).then(__webpack_require__.bind(__webpack_require__, 47308)),
};

;// CONCATENATED MODULE: ./src/schemas/validate.ts



// ajv's standalone code, generated from the schemas at build time by scripts/gen-types.mjs with
// the options allErrors, strict, allowUnionTypes and ajv-formats' date-time: nothing is compiled
// at run time, and a command loads the validators it uses only.
const loaded = new Map();
function validator(name) {
    let fn = loaded.get(name);
    if (!fn)
        loaded.set(name, (fn = validators[name]().then((m) => m.default)));
    return fn;
}
function describe(e) {
    const at = e.instancePath === '' ? '(top level)' : e.instancePath;
    if (e.keyword === 'additionalProperties')
        return `${at}: unknown key ${JSON.stringify(e.params.additionalProperty)}`;
    if (e.keyword === 'enum')
        return `${at}: ${e.message} (${e.params.allowedValues.map(String).join(', ')})`;
    if (e.keyword === 'format' && e.params.format === 'date-time')
        return `${at}: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`;
    if (e.keyword === 'const')
        return `${at}: must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${e.message ?? e.keyword}`;
}
/** Every schema error of `data`, each naming the field; empty when valid. A key it quotes is the file's: it gets the redaction floor. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map((e) => (0,redact/* redact */.E$)(describe(e)));
}
/** Validates or throws one ProofgateError listing the first errors with the file they came from. */
async function assertSchema(name, data, file) {
    const errors = await schemaErrors(name, data);
    if (errors.length) {
        const shown = errors.slice(0, 5).join('; ');
        const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
        throw new text_errors.ProofgateError(`${file} is not valid: ${shown}${more}`);
    }
    return data;
}


/***/ }),

/***/ 77677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ OptionChecks)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74930);


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
    /** A URL proofgate links to in Markdown, as linkUrl writes it; undefined when not given. */
    url(key) {
        const v = this.string(key);
        return v === undefined ? undefined : ((0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkUrl */ .YY)(v) ?? this.bad(key, _links_js__WEBPACK_IMPORTED_MODULE_1__/* .LINK_URL_RULE */ .GX));
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


/***/ }),

/***/ 26847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ atCommit)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/**
 * A commit of the repository that holds the working tree, read from git and never from the work
 * tree: the uat settings, the release and the runs as a pull request's base has them, so the
 * change under test cannot pick what judges it. Files are named by their working-tree paths.
 */



/** Opens `commit` (a base) for `cwd`'s repository; a commit missing from the clone is an error saying what it was needed for. */
async function atCommit(cwd, commit, neededFor) {
    const { openAndResolve, raw, readObjects, SuppliedSettings, treeEntries } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(4110)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const { repo, shas } = await openAndResolve(cwd, [{ ref: commit, what: 'base' }]).catch((err) => {
        if (err instanceof SuppliedSettings)
            throw err;
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`the base commit ${commit.slice(0, 12)} is not in the clone: check out with \`fetch-depth: 0\` so that ${neededFor}`);
    });
    const sha = shas[0];
    const realCwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd);
    // Through the working tree's real path (a /tmp that is a link), whether or not the file is there now.
    const inRepo = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repo.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realCwd, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, path)))
        .split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)
        .join('/');
    return {
        short: sha.slice(0, 12),
        async read(paths) {
            const names = paths.map((p) => `${sha}:${inRepo(p)}`);
            const objects = await readObjects(repo.root, names);
            return new Map(paths.map((p, i) => [p, objects.get(names[i])?.data ?? null]));
        },
        async list(folder) {
            const entries = await treeEntries(repo, sha, [`${inRepo(folder)}/`]);
            const prefix = `${inRepo(folder)}/`;
            return entries.filter((e) => e.type === 'blob' && e.path.startsWith(prefix)).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, e.path.slice(prefix.length)));
        },
        async versions(folder) {
            const prefix = `${inRepo(folder)}/`;
            // One git process: each commit's blobs as `--raw` lists them, a merge's against each parent
            // (-m), so that a version only a merge wrote is read too; parents before children.
            const out = await raw(repo, [
                ...['--literal-pathspecs', '-c', 'core.quotePath=false', 'log', '--topo-order', '--reverse', '-m', '--no-renames'],
                ...['--raw', '--no-abbrev', '-z', '--format=%x01%H', `${sha}..HEAD`, '--', prefix],
            ]);
            const held = [];
            for (const chunk of out.split('\x01').slice(1)) {
                const [commit = '', ...fields] = chunk.split('\0');
                for (let i = 0; i + 1 < fields.length; i += 2) {
                    const [, mode, , oid] = fields[i].trim().slice(1).split(' ');
                    const path = fields[i + 1];
                    const inFolder = path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
                    if (inFolder && (mode === '100644' || mode === '100755') && oid && !/^0+$/.test(oid))
                        held.push({ file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, path.slice(prefix.length)), commit: commit.slice(0, 12), oid });
                }
            }
            return held;
        },
        async blobs(oids) {
            const objects = await readObjects(repo.root, oids);
            return new Map(oids.map((o) => [o, objects.get(o)?.data ?? null]));
        },
    };
}


/***/ }),

/***/ 31854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SL: () => (/* binding */ CONFIG_MAX_BYTES),
/* harmony export */   Tk: () => (/* binding */ loadUatConfig),
/* harmony export */   eJ: () => (/* binding */ DEFAULT_DIR),
/* harmony export */   wA: () => (/* binding */ loadUatConfigAt)
/* harmony export */ });
/* unused harmony export CONFIG_FILE */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _at_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26847);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38815);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72135);
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
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(cwd, CONFIG_FILE, CONFIG_MAX_BYTES);
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
    const at = await (0,_at_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .atCommit */ .n)(cwd, commit, 'the uat settings are read from the base, never from the change');
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, CONFIG_FILE);
    const data = (await at.read([file])).get(file);
    const where = `${CONFIG_FILE} at ${commit.slice(0, 12)}`;
    if (data && data.length > CONFIG_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`${where} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
    return parseUatConfig(data ? data.toString('utf8') : undefined, where);
}
async function parseUatConfig(text, where) {
    let block = {};
    if (text !== undefined) {
        let doc;
        try {
            (0,_text_yaml_js__WEBPACK_IMPORTED_MODULE_6__.checkFlowDepth)(text);
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

/***/ 39559:
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
    // A run is current while nothing but the uat folder's records changed: a folder holding the whole tree
    // would make every committed run, page and triage a change of the code it vouches for.
    if (root === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the uat folder ${JSON.stringify(d)} is the working tree itself: committing a run would change the code it vouches for, so no run could stay current; name a folder of its own (the default is ${_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DIR */ .eJ})`);
    return {
        tree: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd),
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
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39559);





function uatOptions(raw, cwd) {
    const c = new _text_options_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .UAT_EXIT */ .O.error);
    const src = c.list('src') ?? [];
    for (const d of src)
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, d), { throwIfNoEntry: false }))
            c.bad('src', "does not exist; give the folder that holds the screens' source", JSON.stringify(d));
    const dir = c.string('dir');
    const base = c.string('base');
    const head = c.string('head');
    return {
        ...(dir !== undefined ? { dir } : {}),
        ...(base !== undefined ? { base } : {}),
        ...(head !== undefined ? { head } : {}),
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
