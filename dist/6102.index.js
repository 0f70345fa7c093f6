export const id = 6102;
export const ids = [6102];
export const modules = {

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;


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
// EXTERNAL MODULE: ./src/uat/lint.ts + 2 modules
var uat_lint = __webpack_require__(18325);
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
/**
 * The spec as lint reads it, with why it may not be played: `uat build` and the action hand over no page of a
 * recipe that fails lint (the starter's texts, a writing query, markup, a bidirectional control), and neither
 * does the server. The spec is re-read at every request, so an edit while serving is linted too.
 */
async function lintedSpec(folder, o) {
    const lint = await (0,uat_lint.lintSpec)({ id: o.id, cwd: o.cwd, dir: o.dir, config: folder.config, src: [] });
    // A spec lint cannot load fails the schema: loaded is missing only with errors, which name why.
    if (!lint.loaded)
        throw new errors.ProofgateError(`${o.id} is not a valid recipe: ${lint.lines.slice(1).join('; ')}`, exit_codes/* UAT_EXIT */.O.failed);
    if (lint.exitCode === 0)
        return { loaded: lint.loaded };
    const refused = [
        `${o.id} does not lint (${lint.errors.length} error(s)): no page is served; run \`proofgate uat lint ${o.id}\``,
        ...lint.lines.slice(1),
    ].join('\n');
    return { loaded: lint.loaded, refused };
}
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
        const { loaded: { spec, sha256 }, refused: unlinted, } = await lintedSpec(folder, o);
        if (page && unlinted) {
            o.progress(unlinted);
            return send(res, 409, 'text/plain; charset=utf-8', `${unlinted}\n`);
        }
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
            // A run of a recipe that does not lint was played on no page this project handed over.
            if (unlinted && parsed.data?.specSha256 === sha256)
                return serve_json(res, 409, { saved: false, reason: 'lint', message: unlinted });
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
    const lint = await lintedSpec(folder, o);
    if (lint.refused)
        throw new errors.ProofgateError(lint.refused, exit_codes/* UAT_EXIT */.O.failed);
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
