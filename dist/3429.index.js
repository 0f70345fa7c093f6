export const id = 3429;
export const ids = [3429];
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


/***/ }),

/***/ 25282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ futureTime),
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
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(61940);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95223);









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
/** How far ahead of this machine's clock a tester's clock may run. */
const CLOCK_SKEW_MS = 10 * 60_000;
/** Why a time of a run or triage file cannot be taken: ahead of this clock by more than the skew allowed, else undefined. */
function futureTime(where, time) {
    return instant(time) > Date.now() + CLOCK_SKEW_MS
        ? `${where}: ${JSON.stringify(time)} is in the future (more than ${CLOCK_SKEW_MS / 60_000} min ahead of this clock)`
        : undefined;
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
    const saved = instant(run.updatedAt);
    if (saved < start)
        out.push('/updatedAt: is before startedAt');
    if (run.finishedAt !== null && instant(run.finishedAt) < start)
        out.push('/finishedAt: is before startedAt');
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
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextCapped */ .XS)(folder.tree, file, RUN_MAX_BYTES).catch((err) => {
            if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
                return err;
            throw err;
        });
        if (text instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError) {
            out.invalid.push({ file, errors: [`not a run: ${text.message}`] });
            continue;
        }
        if (text === null) {
            out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
            continue;
        }
        const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStrictText */ .Yg)(text);
        if (!parsed.ok) {
            out.invalid.push({ file, errors: parsed.errors.map((e) => `not a run: ${e}`) });
            continue;
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
    out.runs.sort(byTime);
    return out;
}
async function stored(folder, file) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(folder.tree, file, RUN_MAX_BYTES);
    if (read.status !== 'ok')
        return undefined;
    const text = read.bytes.toString('utf8');
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
    const data = parsed.ok && parsed.data !== null && typeof parsed.data === 'object' ? parsed.data : undefined;
    return { text, ...(data ? { data } : {}) };
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
    const onDisk = await stored(folder, file);
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
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(folder.tree, file, text);
    return { stored: true, file };
}


/***/ }),

/***/ 23429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveRecipe: () => (/* binding */ serveRecipe)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21789);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61940);
/* harmony import */ var _page_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84767);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(95223);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4243);









function send(res, status, type, body) {
    res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
    });
    res.end(body);
}
const json = (res, status, value) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
/** Past this much a body is not even discarded to its end: the connection is dropped. */
const DISCARD_MAX_BYTES = 16 * _runs_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_MAX_BYTES */ .Rf;
/**
 * The body, or null when it is over the cap: the rest is read and discarded (never buffered),
 * so that the refusal reaches the page as one JSON answer instead of a reset connection.
 */
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size > DISCARD_MAX_BYTES) {
                req.destroy();
                reject(new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`a body over ${DISCARD_MAX_BYTES / 1024 / 1024} MiB: connection dropped`));
            }
            else if (size <= _runs_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_MAX_BYTES */ .Rf)
                chunks.push(c);
        });
        req.on('end', () => resolve(size > _runs_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_MAX_BYTES */ .Rf ? null : Buffer.concat(chunks)));
        req.on('error', reject);
    });
}
/** The page and its two endpoints. The spec is re-read at every request, so an edited spec is noticed at once. */
function handler(folder, o, allowedHosts) {
    // One write at a time: "newer copy wins" compares against what the previous write left.
    // The queue holds only settled outcomes, so one failed write never fails the ones after it.
    let queue = Promise.resolve();
    return async (req, res) => {
        // Only this machine's own names: a page on another site cannot reach the server through DNS rebinding.
        if (!allowedHosts().includes(req.headers.host ?? ''))
            return json(res, 403, { saved: false, reason: 'host', message: 'unknown Host header' });
        // The path as sent: `//x` would otherwise parse as a host named x with the path `/`.
        const url = new URL(`http://127.0.0.1${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? '/'}`);
        const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_7__/* .loadSpec */ .II)(folder, o.id, o.cwd);
        if (req.method === 'GET' && (url.pathname === '/' || url.pathname === `/uat-${o.id}.html`)) {
            return send(res, 200, 'text/html; charset=utf-8', await (0,_page_js__WEBPACK_IMPORTED_MODULE_5__/* .renderPage */ .Cf)({ spec, sha256, serve: true }));
        }
        if (req.method === 'GET' && url.pathname === '/api/state') {
            // The latest current run, in the gate's own order (by parsed time).
            const last = (await (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .loadRuns */ .lR)(folder, spec, sha256)).runs.filter((r) => !r.stale).at(-1);
            return json(res, 200, { specSha256: sha256, run: last?.run ?? null });
        }
        if (req.method === 'POST' && url.pathname === '/api/run') {
            if (req.headers.origin !== undefined && !allowedHosts().some((h) => req.headers.origin === `http://${h}`))
                return json(res, 403, { saved: false, reason: 'origin', message: 'cross-origin request refused' });
            if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
                return json(res, 415, { saved: false, reason: 'type', message: 'send application/json' });
            const body = await readBody(req);
            if (body === null)
                return json(res, 413, { saved: false, reason: 'too-large', message: `a run is at most ${_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_MAX_BYTES */ .Rf / 1024} KiB` });
            const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStrictJson */ .RJ)(body);
            if (!parsed.ok)
                return json(res, 400, { saved: false, reason: 'invalid', message: `the body ${parsed.errors.join('; ')}` });
            const errors = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .runErrors */ .d2)(parsed.data, spec, sha256);
            if (errors.length)
                return json(res, 400, { saved: false, reason: 'invalid', errors: errors.slice(0, 10) });
            const run = parsed.data;
            const outcome = queue.then(() => (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .storeRun */ .Pc)(folder, run, sha256));
            queue = outcome.catch(() => undefined);
            const r = await outcome;
            if (!r.stored) {
                o.progress(`refused run ${run.runId} revision ${run.revision}: ${r.message}`);
                return json(res, 409, { saved: false, reason: r.reason, message: r.message });
            }
            return json(res, 200, { saved: true, revision: run.revision, file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, r.file) });
        }
        return json(res, 404, { saved: false, reason: 'not-found', message: 'not found' });
    };
}
/** Serves the page on 127.0.0.1 only and writes every tick into results/<ID>/ until `until` resolves. */
async function serveRecipe(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .uatFolder */ .p)(o.cwd, o.dir);
    await (0,_spec_js__WEBPACK_IMPORTED_MODULE_7__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    let port = o.port;
    const hosts = () => [`127.0.0.1:${port}`, `localhost:${port}`];
    const handle = handler(folder, o, hosts);
    const server = (0,node_http__WEBPACK_IMPORTED_MODULE_0__.createServer)((req, res) => {
        handle(req, res).catch((err) => {
            const message = (0,_text_errors_js__WEBPACK_IMPORTED_MODULE_2__.describeError)(err);
            if (!res.headersSent)
                json(res, 500, { saved: false, reason: 'error', message });
            o.progress(`error: ${message}`);
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', (err) => reject(err.code === 'EADDRINUSE' ? new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`port ${o.port} is in use on 127.0.0.1; pick another with --port`) : err));
        server.listen(o.port, '127.0.0.1', resolve);
    });
    port = server.address().port;
    const url = `http://127.0.0.1:${port}/`;
    o.progress(`serving ${o.id} at ${url} (127.0.0.1 only); answers are written to ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, folder.results(o.id)) || '.'}/ at every tick; Ctrl-C to stop`);
    await o.until;
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .UAT_EXIT */ .O.ok, lines: [`stopped serving ${url}`], url };
}


/***/ })

};
