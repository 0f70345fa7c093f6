export const id = 5282;
export const ids = [5282];
export const modules = {

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
/* harmony export */   Yg: () => (/* binding */ parseStrictText),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   nh: () => (/* binding */ parseBounded)
/* harmony export */ });
/* unused harmony export jsonSyntaxError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);


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
/** Far above any evidence file (20,000 findings of a dozen fields) and a bound on what a parse may build. */
const MAX_VALUES = 2_000_000;
const STRUCTURE = /["[\]{},]/g;
/**
 * The shape of JSON text, found before JSON.parse builds anything: nesting deeper than 64 levels
 * or more than two million strings, arrays, objects and list items are refused at the first
 * token past the limit (a 64 MiB `[[[[…` would otherwise become gigabytes of arrays). Strings
 * are skipped with native searches, so the cost is one pass over the text. Also counts the keys
 * (string tokens followed by a colon): exact for valid JSON, which is all this is used on.
 */
function shape(text) {
    let depth = 0;
    let values = 0;
    let keys = 0;
    STRUCTURE.lastIndex = 0;
    for (let m = STRUCTURE.exec(text); m; m = STRUCTURE.exec(text)) {
        const c = m[0];
        if (++values > MAX_VALUES)
            return { error: `holds more than ${MAX_VALUES} values` };
        if (c === '[' || c === '{') {
            if (++depth > MAX_DEPTH)
                return { error: `is nested deeper than ${MAX_DEPTH} levels` };
        }
        else if (c === ']' || c === '}')
            depth--;
        else if (c === '"') {
            let close = text.indexOf('"', m.index + 1);
            // A quote preceded by an odd run of backslashes is escaped.
            for (;;) {
                if (close < 0)
                    return { keys };
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
            STRUCTURE.lastIndex = next;
        }
    }
    return { keys };
}
/** JSON.parse behind the shape check; the error never quotes the text. */
function parseBounded(text) {
    const s = shape(text);
    if ('error' in s)
        return { ok: false, error: s.error };
    try {
        return { ok: true, data: JSON.parse(text), keys: s.keys };
    }
    catch (err) {
        return { ok: false, error: `is not valid JSON: ${jsonSyntaxError(err)}` };
    }
}
/**
 * Strict JSON for a file read whole (the checks of parseStrictJson on decoded text): a duplicate
 * key, which JSON.parse would silently settle by keeping the last, is refused like a syntax error.
 * One line naming `name`, never the file's text.
 */
function parseJsonText(text, name) {
    const parsed = parseStrictText(text);
    if (!parsed.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${name} ${parsed.errors.slice(0, 3).join('; ')}`);
    return parsed.data;
}
/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth and size. Duplicate keys are found by
 * counting key tokens against the keys JSON.parse kept: exact for valid JSON,
 * and faster than a tokenizing parser on multi-megabyte files.
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
    const parsed = parseBounded(text);
    if (!parsed.ok)
        return { ok: false, errors: [parsed.error] };
    const errors = [];
    const keys = walk(parsed.data, 0, errors, '');
    if (parsed.keys !== keys)
        errors.push('has a duplicate key in an object (each key may appear once)');
    return errors.length ? { ok: false, errors } : { ok: true, data: parsed.data };
}
/** Reads a regular file inside `root` (never through a link, FIFO or device) of at most `maxBytes` and parses it strictly. */
async function readStrictJson(root, path, maxBytes) {
    const read = await (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, maxBytes);
    if (read.status === 'missing')
        return { status: 'missing' };
    if (read.status === 'refused')
        return { status: 'invalid', errors: [read.reason] };
    if (read.status === 'too-large')
        return { status: 'invalid', errors: [`is ${read.size} bytes; the limit is ${maxBytes}`] };
    const parsed = parseStrictJson(read.bytes);
    return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
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
/* harmony export */   uR: () => (/* binding */ instant)
/* harmony export */ });
/* unused harmony export byTime */
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
/** A stored run that says it is finished (a `finishedAt`), read leniently: only to tell whether it may still change. */
function isFinished(data) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(data.toString('utf8'));
    return parsed.ok && typeof parsed.data?.finishedAt === 'string';
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
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).filter(isRunName).sort();
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
        names = [];
    }
    const out = { runs: [], invalid: [] };
    /** The text of each file read, by name, for comparing with the base's. */
    const texts = new Map();
    for (const name of names) {
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
            texts.set(name, text);
            await readRun(out, file, name, text, spec, currentSha);
        }
    }
    if (base) {
        const atBase = (await base.list(dir)).filter((f) => isRunName((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f)));
        const held = await base.read(atBase);
        for (const f of atBase) {
            const data = held.get(f);
            const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f);
            if (names.includes(name)) {
                // A finished run is evidence: the change may not edit it (its answers, its times, its id).
                if (!data || texts.get(name) === data.toString('utf8') || !isFinished(data))
                    continue;
                const edited = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
                out.runs = out.runs.filter((r) => r.file !== edited);
                out.invalid = out.invalid.filter((r) => r.file !== edited);
                out.invalid.push({
                    file: edited,
                    errors: [
                        `it edits a finished run the base ${base.short} holds: a finished run is evidence, never edited (the base's is gated); restore it`,
                    ],
                });
            }
            const file = `${f} (at the base ${base.short}${names.includes(name) ? '' : '; this change removes it'})`;
            if (!data || data.length > RUN_MAX_BYTES)
                out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
            else
                await readRun(out, file, name, data.toString('utf8'), spec, currentSha);
        }
    }
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
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
    const data = parsed.ok && parsed.data !== null && typeof parsed.data === 'object' ? parsed.data : undefined;
    return { text, ...(data ? { data } : {}) };
}
/**
 * Writes a checked run to results/<ID>/<runId>.json atomically. A run for
 * another revision is refused; the newer copy (higher revision) wins, so an
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
