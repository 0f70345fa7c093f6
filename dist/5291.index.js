export const id = 5291;
export const ids = [5291];
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

/***/ 85291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveRecipe: () => (/* binding */ serveRecipe)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/json.ts
var json = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/uat/folder.ts
var uat_folder = __webpack_require__(61940);
// EXTERNAL MODULE: ./src/uat/page.ts
var uat_page = __webpack_require__(84767);
// EXTERNAL MODULE: ./src/uat/runs.ts
var runs = __webpack_require__(25282);
// EXTERNAL MODULE: ./src/uat/spec.ts
var uat_spec = __webpack_require__(95223);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/uat/serve-access.ts

/**
 * The header the page presents the server's key in. Being a custom header, it also makes any
 * cross-origin fetch send a CORS preflight first, which this server never approves.
 */
const TOKEN_HEADER = 'x-proofgate-token';
/** A fresh key for one server run: 32 random bytes, base64url. */
const newToken = () => (0,external_node_crypto_.randomBytes)(32).toString('base64url');
// Both sides hashed to one length first: timingSafeEqual needs equal lengths, and the key's length leaks nothing.
const digest = (text) => (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest();
/**
 * Why a request is refused, if it is. Every request must name this machine's own host (a page of another
 * site cannot reach the server through DNS rebinding). Only the page itself (`open`: it holds no secret,
 * its key comes from the address the tester opened) is served without the key; anything else must come
 * from no foreign origin and present the key, so no other local process, user or site can read or write.
 */
function refusal(req, access, open) {
    const hosts = access.hosts();
    if (!hosts.includes(req.headers.host ?? ''))
        return { reason: 'host', message: 'unknown Host header' };
    if (open)
        return undefined;
    if (req.headers.origin !== undefined && !hosts.some((h) => req.headers.origin === `http://${h}`))
        return { reason: 'origin', message: 'cross-origin request refused' };
    const presented = req.headers[TOKEN_HEADER];
    if (typeof presented !== 'string' || !(0,external_node_crypto_.timingSafeEqual)(digest(presented), digest(access.token)))
        return { reason: 'token', message: 'no key or a wrong one: open the address `uat serve` printed' };
    return undefined;
}

// EXTERNAL MODULE: ./src/uat/exit-codes.ts
var exit_codes = __webpack_require__(4243);
;// CONCATENATED MODULE: ./src/uat/serve.ts










function send(res, status, type, body) {
    res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
    });
    res.end(body);
}
const serve_json = (res, status, value) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
/** Past this much a body is not even discarded to its end: the connection is dropped. */
const DISCARD_MAX_BYTES = 16 * runs/* RUN_MAX_BYTES */.Rf;
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
                reject(new errors.ProofgateError(`a body over ${DISCARD_MAX_BYTES / 1024 / 1024} MiB: connection dropped`));
            }
            else if (size <= runs/* RUN_MAX_BYTES */.Rf)
                chunks.push(c);
        });
        req.on('end', () => resolve(size > runs/* RUN_MAX_BYTES */.Rf ? null : Buffer.concat(chunks)));
        req.on('error', reject);
    });
}
/**
 * The page and its two endpoints, which answer only the page the tester opened (see `refusal`). The spec
 * is re-read at every request, so an edited spec is noticed at once.
 * The run files are not re-read as the truth: the server keeps, byte for byte, each run it wrote (what the
 * tester answered through the page) and hands the page only that copy, and it writes a run only over its
 * own bytes. Whoever else edits a run file while the page is open (the agent in the same checkout, a script)
 * gets their edit neither shown as the tester's nor signed by the tester's Finish: it is refused, by name.
 */
function handler(folder, o, access) {
    // One write (or comparison with what was written) at a time: "newer copy wins" compares against what the
    // previous write left. The queue holds only settled outcomes, so one failed write never fails the ones after it.
    let queue = Promise.resolve();
    const inTurn = (step) => {
        const outcome = queue.then(step);
        queue = outcome.catch(() => undefined);
        return outcome;
    };
    /** By run id: the text this server last wrote. */
    const wrote = new Map();
    const shown = (file) => (0,external_node_path_.relative)(o.cwd, file);
    return async (req, res) => {
        // The path as sent: `//x` would otherwise parse as a host named x with the path `/`.
        const url = new URL(`http://127.0.0.1${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? '/'}`);
        const page = req.method === 'GET' && (url.pathname === '/' || url.pathname === `/uat-${o.id}.html`);
        // Before anything is read or written: a refused request changes nothing.
        const refused = refusal(req, access, page);
        if (refused)
            return serve_json(res, 403, { saved: false, ...refused });
        const { spec, sha256 } = await (0,uat_spec/* loadSpec */.II)(folder, o.id, o.cwd);
        if (page)
            return send(res, 200, 'text/html; charset=utf-8', await (0,uat_page/* renderPage */.Cf)({ spec, sha256, serve: true }));
        if (req.method === 'GET' && url.pathname === '/api/state') {
            // The page's own run (`?run=<runId>`) as this server wrote it, never as the file now says: and
            // whether the file still holds it.
            const runId = url.searchParams.get('run') ?? '';
            const state = await inTurn(async () => {
                const text = wrote.get(runId);
                if (text === undefined)
                    return { run: null };
                const file = folder.run(o.id, runId);
                const outside = (0,runs/* changedOutside */.gI)(await (0,runs/* storedText */.VS)(folder, file), text);
                return { run: JSON.parse(text), ...(outside ? { outside: { file: shown(file), message: outside } } : {}) };
            });
            return serve_json(res, 200, { specSha256: sha256, ...state });
        }
        if (req.method === 'POST' && url.pathname === '/api/run') {
            if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
                return serve_json(res, 415, { saved: false, reason: 'type', message: 'send application/json' });
            const body = await readBody(req);
            if (body === null)
                return serve_json(res, 413, { saved: false, reason: 'too-large', message: `a run is at most ${runs/* RUN_MAX_BYTES */.Rf / 1024} KiB` });
            const parsed = (0,json/* parseStrictJson */.RJ)(body);
            if (!parsed.ok)
                return serve_json(res, 400, { saved: false, reason: 'invalid', message: `the body ${parsed.errors.join('; ')}` });
            const errors = await (0,runs/* runErrors */.d2)(parsed.data, spec, sha256);
            if (errors.length)
                return serve_json(res, 400, { saved: false, reason: 'invalid', errors: errors.slice(0, 10) });
            const run = parsed.data;
            const r = await inTurn(async () => {
                const outcome = await (0,runs/* storeRun */.Pc)(folder, run, sha256, wrote.get(run.runId));
                if (outcome.stored)
                    wrote.set(run.runId, (0,runs/* runText */.le)(run));
                return outcome;
            });
            if (!r.stored) {
                o.progress(`refused run ${run.runId} revision ${run.revision} (${shown(r.file)}): ${r.message}`);
                return serve_json(res, 409, { saved: false, reason: r.reason, message: r.message, file: shown(r.file) });
            }
            return serve_json(res, 200, { saved: true, revision: run.revision, file: shown(r.file) });
        }
        return serve_json(res, 404, { saved: false, reason: 'not-found', message: 'not found' });
    };
}
/** Serves the page on 127.0.0.1 only and writes every tick into results/<ID>/ until `until` resolves. */
async function serveRecipe(o) {
    const folder = await (0,uat_folder/* uatFolder */.p)(o.cwd, o.dir);
    await (0,uat_spec/* loadSpec */.II)(folder, o.id, o.cwd);
    let port = o.port;
    const access = { hosts: () => [`127.0.0.1:${port}`, `localhost:${port}`], token: newToken() };
    const handle = handler(folder, o, access);
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(req, res).catch((err) => {
            const message = (0,errors.describeError)(err);
            if (!res.headersSent)
                serve_json(res, 500, { saved: false, reason: 'error', message });
            o.progress(`error: ${message}`);
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', (err) => reject(err.code === 'EADDRINUSE' ? new errors.ProofgateError(`port ${o.port} is in use on 127.0.0.1; pick another with --port`) : err));
        server.listen(o.port, '127.0.0.1', resolve);
    });
    port = server.address().port;
    const url = `http://127.0.0.1:${port}/`;
    // The key goes in the fragment: a browser never sends it (no request line, no server log, no Referer);
    // the page moves it out of the address bar. It is printed here only, on stderr (the tester's terminal):
    // never in the result, the run files or the page.
    o.progress(`serving ${o.id} at ${url}#token=${access.token} (127.0.0.1 only; open this address: its key lets only this page save); answers are written to ${(0,external_node_path_.relative)(o.cwd, folder.results(o.id)) || '.'}/ at every tick; Ctrl-C to stop`);
    await o.until;
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
    return { exitCode: exit_codes/* UAT_EXIT */.O.ok, lines: [`stopped serving ${url}`], url };
}


/***/ })

};
