export const id = 5282;
export const ids = [5282,9816];
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
    const { openAndResolve, readObjects, SuppliedSettings, treeEntries } = await Promise.all(/* import() */[__webpack_require__.e(3073), __webpack_require__.e(6781), __webpack_require__.e(7812)]).then(__webpack_require__.bind(__webpack_require__, 26781));
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

/***/ 25282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ futureTime),
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   Pc: () => (/* binding */ storeRun),
/* harmony export */   Rf: () => (/* binding */ RUN_MAX_BYTES),
/* harmony export */   VS: () => (/* binding */ storedText),
/* harmony export */   bM: () => (/* binding */ statuses),
/* harmony export */   d2: () => (/* binding */ runErrors),
/* harmony export */   gI: () => (/* binding */ changedOutside),
/* harmony export */   lR: () => (/* binding */ loadRuns),
/* harmony export */   le: () => (/* binding */ runText),
/* harmony export */   rn: () => (/* binding */ CLOCK_SKEW_MS),
/* harmony export */   uR: () => (/* binding */ instant),
/* harmony export */   ye: () => (/* binding */ pastSave)
/* harmony export */ });
/* unused harmony exports RUNS_MAX_BYTES, RUNS_MAX_FILES, byTime */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39559);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95223);









const RUN_MAX_BYTES = 1024 * 1024;
/**
 * What one recipe's runs may hold in all, in the work tree and at the base together: every run read is
 * held (the gate weighs each against the latest), so a folder of thousands of 1 MiB files (a pull
 * request's, compressed by git to nothing) took twice its bytes of heap and stopped node mid-read.
 * A real recipe plays a few runs of some KiB each per version.
 */
const RUNS_MAX_BYTES = 32 * 1024 * 1024;
const RUNS_MAX_FILES = 2000;
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
    // Format 2 is bound to the code it tested; 1 predates that and records none.
    if ((run.schema === 'bmad-plus/uat-run/2') !== (run.code !== undefined))
        return [
            run.code === undefined ? '/code: format 2 records the code the run tested' : `/code: format 1 records no code (it is ${run.schema})`,
        ];
    if (run.specId !== spec.id)
        return [`/specId: is ${JSON.stringify(run.specId)}, not ${JSON.stringify(spec.id)}`];
    // The file is named after it: the schema's pattern alone lets `a..b` through.
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        return [`/runId: ${JSON.stringify(run.runId)} is not a valid run id (no "..")`];
    const out = timeErrors(run);
    if (out.length || run.specSha256 !== currentSha)
        return out;
    // The revision it answers says which version it is: a record that says another is no run of it.
    if (run.specVersion !== spec.version)
        return [`/specVersion: is ${JSON.stringify(run.specVersion)}, but the revision it answers is version ${JSON.stringify(spec.version)}`];
    const known = new Set((0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec).map((e) => e.id));
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
/**
 * How far ahead of this machine's clock a tester's clock may run (and, for a save `uat serve` receives,
 * behind it); the gate takes two runs this close as possibly played at once.
 */
const CLOCK_SKEW_MS = 10 * 60_000;
/** Why a time of a run or triage file cannot be taken: ahead of this clock by more than the skew allowed, else undefined. */
function futureTime(where, time) {
    return instant(time) > Date.now() + CLOCK_SKEW_MS
        ? `${where}: ${JSON.stringify(time)} is in the future (more than ${CLOCK_SKEW_MS / 60_000} min ahead of this clock)`
        : undefined;
}
/**
 * Why `uat serve` cannot take a save, stamped `updatedAt` by the page as it is made: more than the skew
 * allowed behind the server's clock (the tester's clock is behind), else undefined. A run dated back
 * seems finished before a run it overlapped began, and its disagreeing answers would be no second witness.
 */
function pastSave(run) {
    return instant(run.updatedAt) < Date.now() - CLOCK_SKEW_MS
        ? `/updatedAt: ${JSON.stringify(run.updatedAt)} is in the past (more than ${CLOCK_SKEW_MS / 60_000} min behind this clock), but the page stamps each save as it is made: the clock of the tester's computer is behind; set it right, then reload the page and start a new run`
        : undefined;
}
/** The instant an ISO 8601 time with its offset names, in ms (NaN when it names none): the order of runs and checks, never their text. */
function instant(time) {
    return Date.parse(time);
}
/** Times the schema's date-time format lets through but no clock can order (a leap second), a run that ends before it starts or well before its last save. */
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
    const saved = instant(run.updatedAt);
    if (saved < start)
        out.push('/updatedAt: is before startedAt');
    if (run.finishedAt !== null && instant(run.finishedAt) < start)
        out.push('/finishedAt: is before startedAt');
    // The page stamps the finish in the save that makes it, and saves nothing more to a finished run: a
    // finish dated well before the last save ends the run before runs it overlapped began.
    if (run.finishedAt !== null && instant(run.finishedAt) + CLOCK_SKEW_MS < saved)
        out.push(`/finishedAt: ${JSON.stringify(run.finishedAt)} is more than ${CLOCK_SKEW_MS / 60_000} min before the run's last save (${JSON.stringify(run.updatedAt)}), but the page stamps the finish in that save`);
    // The page stamps every answer between the start and the save that holds it, and takes none once the run is finished.
    const last = run.finishedAt !== null ? Math.min(saved, instant(run.finishedAt)) : saved;
    run.answers.forEach((a, i) => {
        if (a.at !== undefined && (instant(a.at) < start || instant(a.at) > last))
            out.push(`/answers/${i}/at: ${JSON.stringify(a.at)} is outside the run (started ${run.startedAt}, ${run.finishedAt !== null ? `finished ${run.finishedAt}` : `last saved ${run.updatedAt}`})`);
    });
    // A run dated ahead of this clock would stay "the latest run" and hide every run played after it.
    for (const [where, t] of times) {
        const ahead = typeof t === 'string' ? futureTime(where, t) : undefined;
        if (ahead)
            out.push(ahead);
    }
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
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec))
        t[s.get(e.id)?.status ?? 'todo']++;
    return t;
}
/** A stored run read leniently (any object), only to compare a base's copy with the change's. */
function lenient(text) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
    return parsed.ok && parsed.data !== null && typeof parsed.data === 'object' ? parsed.data : undefined;
}
/** What fixes a run when it begins: a copy that changes any of these is another run, not this one carried on. */
const FIXED_AT_START = ['schema', 'specId', 'specVersion', 'specSha256', 'code', 'runId', 'tester', 'startedAt'];
/**
 * Why the change's copy of a run the base holds is not that run as its tester went on with it, else
 * undefined. A finished run is evidence and never changes. An unfinished one may only go on as the
 * page plays it: later saves (a higher revision), answers to the checks still open, its finish; what
 * it fixed at the start (tester, start, revision answered) and every answer it already records (status,
 * note, time) stay as the base has them, else a change could finish someone else's run their way; and
 * what it adds is dated at or after the base's last save (backdated).
 */
function editsBaseRun(held, text, short) {
    if (held === text)
        return undefined;
    const was = lenient(held);
    if (!was)
        return undefined;
    if (typeof was.finishedAt === 'string')
        return `it edits a finished run the base ${short} holds: a finished run is evidence, never edited (the base's is gated); restore it`;
    const now = lenient(text) ?? {};
    const changed = FIXED_AT_START.filter((k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]));
    if (typeof was.revision === 'number' && !(typeof now.revision === 'number' && now.revision > was.revision))
        changed.push(`revision (not after the base's ${was.revision})`);
    const answers = Array.isArray(now.answers) ? now.answers : [];
    for (const a of Array.isArray(was.answers) ? was.answers : []) {
        if (a?.status === null || typeof a?.expect !== 'string')
            continue;
        const same = answers.filter((b) => b?.expect === a.expect);
        if (same.length !== 1 || JSON.stringify(same[0]) !== JSON.stringify(a))
            changed.push(`the answer to ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(a.expect)}`);
    }
    const early = backdated(was, now);
    if (!changed.length && !early.length)
        return undefined;
    const what = [
        ...(changed.length ? [`changes what the unfinished run the base ${short} holds already records (${changed.join(', ')})`] : []),
        ...(early.length
            ? [`dates ${early.join(', ')} before the last save the base ${short} holds of the unfinished run (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(was.updatedAt))})`]
            : []),
    ].join(', and ');
    return `it ${what}: a run goes on only as its tester plays it (later saves, answers to the checks still open, its finish); the base's is gated; restore it, or play a new run`;
}
/**
 * The times of the change's copy `now` that come before the base copy's last save, `was.updatedAt`:
 * its own last save, its finish, and each answer the base does not hold as it is. The page stamps each
 * as it is made, after every save the base holds: one dated before it would finish the run before
 * another it overlapped began, or answer a writing step before a write check made after it.
 */
function backdated(was, now) {
    if (typeof was.updatedAt !== 'string')
        return [];
    const last = instant(was.updatedAt);
    const before = (t) => typeof t === 'string' && instant(t) < last;
    const held = new Set((Array.isArray(was.answers) ? was.answers : []).map((a) => JSON.stringify(a)));
    const added = (Array.isArray(now.answers) ? now.answers : []).filter((a) => !held.has(JSON.stringify(a)));
    return [
        ...['updatedAt', 'finishedAt'].filter((k) => before(now[k])),
        ...added.filter((a) => before(a?.at)).map((a) => `the answer to ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(a?.expect))}`),
    ];
}
/** One stored file read as a run of `spec` (its name must be `<runId>.json`), into `out`. */
async function readRun(out, file, name, text, spec, currentSha) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStrictText */ .Yg)(text);
    if (!parsed.ok) {
        out.invalid.push({ file, errors: parsed.errors.map((e) => `not a run: ${e}`) });
        return;
    }
    const run = parsed.data;
    const errors = await runErrors(parsed.data, spec, currentSha);
    // A run is stored under its id: a copy under another name (`x.json.orig` renamed back, a second
    // copy edited) is not the run it names.
    if (!errors.length && name !== `${run.runId}.json`)
        errors.push(`the file is named ${JSON.stringify(name)}, but its runId is ${JSON.stringify(run.runId)}: a run is stored as <runId>.json`);
    if (errors.length)
        out.invalid.push({ file, errors });
    else
        out.runs.push({ run, file, stale: run.specSha256 !== currentSha });
}
/**
 * Every run in results/<ID>/, oldest first by start time; unusable files are listed, never dropped
 * silently. Given the base a change merges into, a run the base holds that the working tree no
 * longer has (deleted, or renamed to a name no run has) is read from the base: a run is evidence,
 * and a change that removes the latest, failing one does not make an older pass the latest.
 */
async function loadRuns(folder, spec, currentSha, base) {
    const dir = folder.results(spec.id);
    const isRunName = (n) => n.endsWith('.json') && !n.startsWith('.');
    let names;
    try {
        // Never through a link (a committed `results/<id>` may loop or lead out of the tree): refused by name.
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .confined */ .dg)(folder.tree, dir))).filter(isRunName).sort();
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOTDIR')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder.tree, dir) || dir} is a file, not a folder: the runs of ${spec.id} are stored in it, one file per run`);
        if (code !== 'ENOENT')
            throw err;
        names = [];
    }
    const out = { runs: [], invalid: [] };
    const budget = { files: RUNS_MAX_FILES, bytes: RUNS_MAX_BYTES, unread: 0 };
    /** Whether another file may be read (its bytes are counted once read); past the budget it is counted as not read. */
    const mayRead = () => {
        if (budget.files > 0 && budget.bytes > 0) {
            budget.files -= 1;
            return true;
        }
        budget.unread += 1;
        return false;
    };
    /** The text of each file read, by name, for comparing with the base's. */
    const texts = new Map();
    for (const name of names) {
        if (!mayRead())
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextCapped */ .XS)(folder.tree, file, RUN_MAX_BYTES).catch((err) => {
            if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
                return err;
            throw err;
        });
        if (text instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
            out.invalid.push({ file, errors: [`not a run: ${text.message}`] });
        else if (text === null)
            out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
        else {
            budget.bytes -= Buffer.byteLength(text);
            texts.set(name, text);
            await readRun(out, file, name, text, spec, currentSha);
        }
    }
    if (base) {
        const atBase = (await base.list(dir)).filter((f) => isRunName((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f)));
        // Read from git a few at a time, so that what the budget refuses is never held.
        const held = new Map();
        for (const [i, f] of atBase.entries()) {
            if (!mayRead())
                continue;
            if (!held.has(f))
                for (const [k, v] of await base.read(atBase.slice(i, i + 16)))
                    held.set(k, v);
            const data = held.get(f);
            held.delete(f);
            budget.bytes -= Math.min(data?.length ?? 0, RUN_MAX_BYTES + 1);
            const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f);
            if (names.includes(name)) {
                const edit = data && editsBaseRun(data.toString('utf8'), texts.get(name) ?? '', base.short);
                if (!edit)
                    continue;
                const edited = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
                out.runs = out.runs.filter((r) => r.file !== edited);
                out.invalid = out.invalid.filter((r) => r.file !== edited);
                out.invalid.push({ file: edited, errors: [edit] });
            }
            const file = `${f} (at the base ${base.short}${names.includes(name) ? '' : '; this change removes it'})`;
            if (!data || data.length > RUN_MAX_BYTES)
                out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
            else
                await readRun(out, file, name, data.toString('utf8'), spec, currentSha);
        }
    }
    // Fail closed in one line: the latest run may be among those not read.
    if (budget.unread)
        out.overflow = {
            folder: dir,
            why: `holds more runs than the gate reads (${RUNS_MAX_BYTES / 1024 / 1024} MiB, ${RUNS_MAX_FILES} files): ${budget.unread} file(s) not read, the latest among them perhaps; not a pass: take out of it what is no run of this recipe`,
        };
    out.runs.sort(byTime);
    return out;
}
/** The bytes of a stored run file; undefined when there is none that can be read as a regular file. */
async function storedText(folder, file) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(folder.tree, file, RUN_MAX_BYTES);
    return read.status === 'ok' ? read.bytes.toString('utf8') : undefined;
}
/**
 * Why a run file no longer holds `wrote`, the bytes its writer last put there (someone else changed or
 * removed it), else undefined: any field counts, answers, notes, tester, times or revision alike.
 */
function changedOutside(onDisk, wrote) {
    if (onDisk === wrote)
        return undefined;
    const revision = JSON.parse(wrote).revision;
    return `the run file was ${onDisk === undefined ? 'removed or replaced' : 'changed'} outside the page after the page saved revision ${revision} there: nothing is saved over it and the run cannot be saved or finished here, so that the tester signs only what they answered on the page (their answers stay in their browser: Export); the file is left as it is for the team`;
}
async function stored(folder, file) {
    const text = await storedText(folder, file);
    if (text === undefined)
        return undefined;
    const data = lenient(text);
    return { text, ...(data ? { data } : {}) };
}
/**
 * Writes a checked run to results/<ID>/<runId>.json atomically. A run for
 * another revision is refused, and a finished run is never replaced; the newer copy (higher revision) wins, so an
 * old tab or a late request never overwrites more recent answers. Given
 * `wrote`, the bytes this writer last stored for the run, a file holding
 * anything else was changed by someone else: refused, never written over.
 */
async function storeRun(folder, run, currentSha, wrote) {
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
    const onDisk = await stored(folder, file);
    const outside = wrote === undefined ? undefined : changedOutside(onDisk?.text, wrote);
    if (outside)
        return { stored: false, file, reason: 'changed-outside', message: outside };
    // The same copy again (a retried request) is already stored.
    if (onDisk?.text === text)
        return { stored: true, file };
    const before = onDisk?.data;
    // The page fixes a run's tester and start when it begins: a copy naming others is another run.
    if (typeof before?.tester === 'string' && (before.tester !== run.tester || before.startedAt !== run.startedAt)) {
        return {
            stored: false,
            file,
            reason: 'another-run',
            message: `run ${run.runId} was started by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(before.tester))} at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(before.startedAt))}; a copy naming another tester or start is another run (a run of its own has its own id)`,
        };
    }
    if (typeof before?.revision === 'number' && before.revision >= run.revision) {
        return {
            stored: false,
            file,
            reason: 'older',
            message: `a copy with revision ${before.revision} is already stored; revision ${run.revision} is not newer`,
        };
    }
    // A finished run is evidence: the page saves nothing after its finish, so no copy (an import, a
    // save to a server started since) replaces it, whatever its revision.
    if (typeof before?.finishedAt === 'string')
        return {
            stored: false,
            file,
            reason: 'finished',
            message: `run ${run.runId} finished at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(before.finishedAt)}: a finished run is evidence, never replaced (play a new run)`,
        };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(folder.tree, file, text);
    return { stored: true, file };
}


/***/ }),

/***/ 95223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ expectations),
/* harmony export */   Fv: () => (/* binding */ SPEC_MAX_BYTES),
/* harmony export */   II: () => (/* binding */ loadSpec),
/* harmony export */   n9: () => (/* binding */ specSha256),
/* harmony export */   nH: () => (/* binding */ specErrors),
/* harmony export */   uN: () => (/* binding */ specCounts),
/* harmony export */   vt: () => (/* binding */ readSpecText)
/* harmony export */ });
/* unused harmony exports checkProblem, specProblems */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
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
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(folder.tree, file, SPEC_MAX_BYTES);
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
