export const id = 1128;
export const ids = [1128,4571,839];
export const modules = {

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ workspace),
/* harmony export */   VA: () => (/* binding */ intentInput),
/* harmony export */   VV: () => (/* binding */ pullRequest),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   of: () => (/* binding */ refusePrivilegedTrigger),
/* harmony export */   tE: () => (/* binding */ booleanInput),
/* harmony export */   ts: () => (/* binding */ logUntrusted)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91659);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _review_intent_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53068);






function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
}
/**
 * The change's intent from the inputs: `spec` (a file in the workspace) or
 * `spec-from-pull-request` (the description of the event's pull request). Untrusted text,
 * bounded and checked like any other; one of the two at most.
 */
async function intentInput(cwd) {
    const spec = input('spec');
    const fromPr = booleanInput('spec-from-pull-request', false);
    if (spec !== undefined && fromPr)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
    if (spec !== undefined)
        return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_5__.readIntentFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, spec), spec);
    if (!fromPr)
        return undefined;
    const event = readEvent();
    const body = event?.pull_request?.body;
    if (typeof body !== 'string' || body.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError('input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out');
    return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_5__.checkIntent)(Buffer.from(body, 'utf8'), `pull request #${String(event?.pull_request?.number)} description`);
}
function readEvent() {
    const path = process.env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
function pullRequest() {
    const event = readEvent();
    const pr = event?.pull_request;
    const sha = (s) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) ? s : undefined);
    const baseSha = sha(pr?.base?.sha);
    const headSha = sha(pr?.head?.sha);
    if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha)
        return undefined;
    return { number: pr.number, baseSha, headSha };
}
// Triggers that run the base repository's workflow with its secrets and a write token: checking
// out and running an agent over the pull request's code there is a "pwn request".
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'workflow_run'];
/** Refuses to run an agent on a privileged trigger (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const event = process.env.GITHUB_EVENT_NAME ?? '';
    if (PRIVILEGED_TRIGGERS.includes(event)) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; run it on \`pull_request\` (see docs/security.md)`);
    }
}
/**
 * Prints lines that may hold text from the pull request (file names, quotes)
 * with workflow commands switched off, so no line can become `::add-mask::`,
 * `::error` or `::set-output`.
 */
function logUntrusted(lines) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(16).toString('hex');
    process.stdout.write(`::stop-commands::${token}\n${lines.join('\n')}\n::${token}::\n`);
}


/***/ }),

/***/ 41128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/uat/gate.ts
var gate = __webpack_require__(74571);
// EXTERNAL MODULE: ./src/uat/config.ts
var uat_config = __webpack_require__(31854);
// EXTERNAL MODULE: ./src/uat/folder.ts
var folder = __webpack_require__(61940);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
;// CONCATENATED MODULE: ./src/uat/render-gate.ts

const ICON = { passed: '\u2705', failed: '\u274c', awaiting: '\u23f3', stale: '\u26a0\ufe0f' };
/** The job summary: verdict first, the counts, each open item with its triage, what is still owed. */
function gateSummarySections(id, g, mode, page) {
    const tester = g.run ? (g.run.tester.trim() ? (0,neutralise/* mdText */.bC)(g.run.tester) : '_unsigned_') : '\u2014';
    const sections = [`## proofgate uat gate: ${(0,neutralise/* mdCode */.xs)(id)}`, `### ${ICON[g.verdict] ?? ''} ${g.verdict} \u2014 tester: ${tester}`];
    if (mode === 'advisory')
        sections.push('> [!NOTE]\n> Advisory mode: this verdict is reported, **nothing is gated**. Set `mode: gate` to make the job fail unless the recipe passes.');
    if (g.tally) {
        const t = g.tally;
        sections.push(`| passed | failed | blocked | skipped | to do |\n| ---: | ---: | ---: | ---: | ---: |\n| ${t.pass} | ${t.fail} | ${t.blocked} | ${t.skip} | ${t.todo} |`);
    }
    if (g.open.length) {
        const rows = g.open.map((o) => `| ${(0,neutralise/* mdCode */.xs)(o.expect)} | ${o.status} | ${(0,neutralise/* mdText */.bC)(o.text)} | ${(0,neutralise/* mdText */.bC)(o.note || '\u2014')} | ${o.class ?? '**untriaged**'} | ${o.decision ? `${o.decision}${o.owner ? ` (${(0,neutralise/* mdText */.bC)(o.owner)})` : ''}` : '\u2014'} |`);
        sections.push(`<details open><summary><b>${g.open.length} failed, blocked or skipped expectation(s)</b></summary>\n\n| expectation | answer | text | tester's note | class | decision |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n\n</details>`);
    }
    if (g.reasons.length && g.verdict !== 'passed')
        sections.push(`**Still owed**\n\n${g.reasons.map((r) => `- ${(0,neutralise/* mdText */.bC)(r)}`).join('\n')}`);
    sections.push(g.verdict === 'passed'
        ? `Establishes: ${g.establishes}. Does not establish ${g.doesNotEstablish}.`
        : `A pass would establish: ${g.establishes}; never ${g.doesNotEstablish}.`);
    if (page)
        sections.push(`The tester's page is attached to this run as an artifact (${(0,neutralise/* mdCode */.xs)(page)}): download it, open it in a browser, play it, and export the answers.`);
    return sections;
}

// EXTERNAL MODULE: ./src/uat/release.ts
var release = __webpack_require__(90839);
// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(92935);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/actions/io.ts
var io = __webpack_require__(9107);
;// CONCATENATED MODULE: ./src/actions/uat-gate.ts











const MODES = ['advisory', 'gate', 'off'];
async function resolveId(cwd, dir) {
    const id = (0,io/* input */.hF)('id');
    if ((0,io/* booleanInput */.tE)('from-package-version', false)) {
        if (id)
            throw new errors.ProofgateError('give either input `id` or `from-package-version: true`, not both');
        const r = await (0,release/* specForPackageVersion */.d)(cwd, dir);
        if (!r.id)
            throw new errors.ProofgateError(`version ${r.version} in package.json has no recipe in specs/: write one with \`proofgate uat init <name>-${r.version}\``);
        return r.id;
    }
    if (!id)
        throw new errors.ProofgateError('input `id` is required (or set `from-package-version: true`)');
    return (0,folder.checkSpecId)(id);
}
async function run() {
    const cwd = (0,io/* workspace */.Gl)();
    const dir = (0,io/* input */.hF)('dir');
    const config = await (0,uat_config/* loadUatConfig */.Tk)(cwd);
    const mode = ((0,io/* input */.hF)('mode') ?? config.mode);
    if (!MODES.includes(mode))
        throw new errors.ProofgateError(`input \`mode\` must be advisory, gate or off, not ${JSON.stringify(mode)}`);
    core/* setOutput */.uH('mode', mode);
    if (mode === 'off') {
        core/* setOutput */.uH('verdict', 'off');
        core/* setOutput */.uH('exit-code', '0');
        core/* info */.pq('uat mode is off: no recipe is produced or gated');
        await (0,summary/* writeSummary */.Sy)('## proofgate uat gate\n\nHuman acceptance is **off** (`mode: off`): no recipe was built or gated.\n');
        return;
    }
    const id = await resolveId(cwd, dir);
    let page = '';
    if ((0,io/* booleanInput */.tE)('build-page', false)) {
        const { lintSpec } = await __webpack_require__.e(/* import() */ 4537).then(__webpack_require__.bind(__webpack_require__, 86918));
        const lint = await lintSpec({ id, cwd, dir, src: (0,io/* listInput */.dt)('src') });
        (0,io/* logUntrusted */.ts)(lint.lines);
        if (lint.exitCode !== 0) {
            core/* setOutput */.uH('verdict', 'lint-failed');
            core/* setOutput */.uH('exit-code', String(lint.exitCode));
            await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)([
                `## proofgate uat gate: \`${id}\``,
                '**The recipe does not lint: the page is not handed over.**',
                ['```text', ...lint.lines.map((l) => l.replace(/`/g, "'")), '```'].join('\n'),
            ]));
            const msg = `uat lint ${id} found ${lint.errors.length} error(s): the page is not built`;
            if (mode === 'gate')
                core/* setFailed */.C1(msg);
            else
                core/* warning */.$e(`${msg} (advisory: nothing is gated)`);
            return;
        }
        const { buildPage } = await __webpack_require__.e(/* import() */ 9373).then(__webpack_require__.bind(__webpack_require__, 21754));
        const built = await buildPage({ id, cwd, dir });
        (0,io/* logUntrusted */.ts)(built.lines);
        page = built.page;
        core/* setOutput */.uH('page', page);
        const upload = await (0,artifact/* uploadFolder */.y)((0,io/* input */.hF)('artifact-name') ?? `proofgate-uat-${id}`, (0,external_node_path_.dirname)(page));
        if (upload.uploaded)
            core/* info */.pq(upload.message);
        else
            core/* warning */.$e(upload.message);
    }
    const g = await (0,gate.uatGate)({ id, cwd, dir, forbidTester: (0,io/* listInput */.dt)('forbid-tester') });
    (0,io/* logUntrusted */.ts)(g.lines);
    core/* setOutput */.uH('verdict', g.verdict);
    core/* setOutput */.uH('exit-code', String(g.exitCode));
    await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)(gateSummarySections(id, g, mode, page ? (0,external_node_path_.basename)(page) : undefined)));
    if (g.exitCode === 0)
        return;
    const msg = `uat gate ${id}: ${g.verdict}`;
    if (mode === 'gate')
        core/* setFailed */.C1(msg);
    else
        core/* notice */.lm(`${msg} (advisory mode: nothing is gated)`);
}


/***/ }),

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ uploadFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const BAD_NAME = /["':<>|*?\r\n\\/]/;
async function listFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(e.parentPath, e.name));
}
/**
 * Uploads a folder as one artifact. Without the Actions runtime (a local run,
 * GHES) it uploads nothing and says where the files stay: never an error.
 */
async function uploadFolder(name, folder) {
    if (name === '' || BAD_NAME.test(name))
        return {
            uploaded: false,
            message: `artifact name ${JSON.stringify(name)} is not valid (no quotes, colons, slashes, <>|*? or newlines)`,
        };
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
        return {
            uploaded: false,
            message: `no artifact uploaded: the Actions artifact runtime is absent (a local run?); the files stay in ${folder}`,
        };
    }
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(5824), __webpack_require__.e(1351), __webpack_require__.e(8787)]).then(__webpack_require__.bind(__webpack_require__, 48787));
        const files = await listFiles(folder);
        const res = await new DefaultArtifactClient().uploadArtifact(name, files, folder, {});
        return { uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)` };
    }
    catch (err) {
        return { uploaded: false, message: `artifact ${name} not uploaded: ${err.message}` };
    }
}


/***/ }),

/***/ 92935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   WK: () => (/* binding */ fitSections)
/* harmony export */ });
/* unused harmony export SUMMARY_MAX_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91659);


/** GitHub refuses a step summary over 1 MiB (and then shows none): stay well under. */
const SUMMARY_MAX_BYTES = 1024 * 1024 - 16 * 1024;
/**
 * Joins sections in order until the byte budget is spent; what does not fit is
 * named, never silently lost. Sections should be whole Markdown blocks.
 */
function fitSections(sections, maxBytes = SUMMARY_MAX_BYTES) {
    const out = [];
    let used = 0;
    for (const [i, s] of sections.entries()) {
        const size = Buffer.byteLength(s) + 2;
        if (used + size > maxBytes - 200) {
            out.push(`> [!WARNING]\n> ${sections.length - i} more section(s) left out to stay under GitHub's 1 MiB summary limit: the full evidence is in the review folder and its artifact.`);
            break;
        }
        out.push(s);
        used += size;
    }
    return `${out.join('\n\n')}\n`;
}
/**
 * Appends to the step summary; false, with a line saying why, when there is none (run outside
 * Actions) or it cannot be written (a full disk: a warning, and the verdict stands).
 */
async function writeSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)('no GITHUB_STEP_SUMMARY: job summary skipped');
        return false;
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, markdown);
        return true;
    }
    catch (err) {
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e)(`the job summary could not be written (${err.code ?? 'error'}); the verdict stands`);
        return false;
    }
}


/***/ }),

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
async function readIntentFile(path, shownAs) {
    let size;
    try {
        size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)} (${err.code ?? 'error'}): check the path`);
    }
    if (size > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)}) is ${size} bytes; the limit is 256 KiB`);
    return checkIntent(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path), shownAs);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    let text;
    try {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(paths.file('intent'))).size > INTENT_MAX_BYTES)
            return { problem: 'intent.md is larger than the sealed intent' };
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(paths.file('intent'), 'utf8');
    }
    catch {
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    }
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
const words = (s) => s.replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ). */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
}


/***/ }),

/***/ 74571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uatGate: () => (/* binding */ uatGate)
/* harmony export */ });
/* unused harmony exports VERDICT_EXIT, ESTABLISHES, DOES_NOT_ESTABLISH, assessGate, gateLines */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61940);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31992);







const VERDICT_EXIT = { passed: 0, failed: 1, awaiting: 2, stale: 3 };
const ESTABLISHES = 'human-observed: complete, current and triaged';
const DOES_NOT_ESTABLISH = 'that the tester looked at the right place, or anything the recipe does not cover';
/** The verdict over the latest run: finished, current, complete, triaged, writes confirmed, else the reasons. */
function assessGate(g) {
    const reasons = [];
    const rel = (f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(g.cwd, f) || f;
    for (const bad of g.runs.invalid)
        reasons.push(`${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK).join('; ')}`);
    const last = g.runs.runs.at(-1);
    if (!last) {
        if (reasons.length)
            return { verdict: 'failed', reasons, open: [] };
        return { verdict: 'awaiting', reasons: ['no run yet'], open: [] };
    }
    const { run } = last;
    const base = { run, runFile: last.file };
    if (last.stale) {
        return {
            ...base,
            verdict: 'stale',
            open: [],
            reasons: [
                `the latest run (${run.runId}) answered spec ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(run.specSha256)}; the spec is now ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(g.sha256)}: rebuild the page and replay`,
                ...reasons,
            ],
        };
    }
    const t = (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .tally */ .N4)(run, g.spec);
    if (run.finishedAt === null) {
        return {
            ...base,
            tally: t,
            open: [],
            verdict: 'awaiting',
            reasons: [
                `the run ${run.runId} is not finished: ${t.todo} of ${t.todo + t.pass + t.fail + t.blocked + t.skip} expectations still to do`,
                ...reasons,
            ],
        };
    }
    if (!run.tester.trim())
        reasons.push('the run is unsigned: the tester gave no name');
    const forbidden = g.forbiddenTesters.map((n) => n.trim().toLowerCase()).filter(Boolean);
    if (forbidden.includes(run.tester.trim().toLowerCase()))
        reasons.push(`the run was played by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(run.tester))}, who may not accept their own work`);
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .statuses */ .bM)(run);
    const todo = (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .expectations */ .Eu)(g.spec).filter((e) => (s.get(e.id)?.status ?? null) === null);
    if (todo.length)
        reasons.push(`${todo.length} expectation(s) unanswered: ${todo.map((e) => e.id).join(', ')}`);
    let triage = g.triage;
    if (triage && triage.runId !== run.runId) {
        reasons.push(`the triage file answers run ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(triage.runId)}, not the latest run ${run.runId}`);
        triage = undefined;
    }
    const items = new Map((triage?.items ?? []).map((i) => [i.expect, i]));
    const open = [];
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .expectations */ .Eu)(g.spec)) {
        const a = s.get(e.id);
        if (!a || a.status === null || a.status === 'pass')
            continue;
        const item = items.get(e.id);
        open.push({
            expect: e.id,
            step: e.step.id,
            text: e.text,
            status: a.status,
            note: a.note,
            ...(item ? { class: item.class, decision: item.decision, ...(item.owner ? { owner: item.owner } : {}) } : {}),
        });
        const what = `${e.id} (${a.status === 'fail' ? 'failed' : a.status === 'blocked' ? 'blocked' : 'skipped'})`;
        if (!item)
            reasons.push(`${what} is not triaged: add a class and a decision in the triage file`);
        else if (item.class === 'undecided')
            reasons.push(`${what} is undecided: ask the tester what they saw, never guess`);
        else if (item.decision === 'ask-tester')
            reasons.push(`${what} waits for the tester's answer`);
        else if (a.status !== 'fail' && item.decision !== 'accept-risk')
            reasons.push(`${what} needs a replay or an accept-risk decision by a named owner`);
    }
    for (const step of g.spec.steps.filter((st) => st.writes)) {
        const passed = step.expect.every((e) => s.get(e.id)?.status === 'pass');
        if (!passed)
            continue;
        const check = (0,_triage_js__WEBPACK_IMPORTED_MODULE_5__/* .latestWriteCheck */ .Fp)(triage, step.id);
        if (!check)
            reasons.push(`${step.id} writes and passed, but no write check is recorded: run its \`${step.verify?.kind ?? 'verify'}\` check read-only (\`uat verify\`) and record it in writeChecks`);
        else if (!check.ok)
            reasons.push(`${step.id} writes and passed, but its write check failed (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(check.by)}, ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(check.at)}): the tick is not a write`);
    }
    return { ...base, tally: t, open, verdict: reasons.length ? 'failed' : 'passed', reasons };
}
function gateLines(id, a) {
    const by = a.run && a.verdict !== 'awaiting' ? ` (run by ${a.run.tester.trim() ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(a.run.tester) : 'an unsigned tester'})` : '';
    const lines = [`${id}: ${a.verdict}${by}`, ...a.reasons.map((r) => `- ${r}`)];
    if (a.verdict === 'passed')
        lines.push(`establishes: ${ESTABLISHES}; does not establish ${DOES_NOT_ESTABLISH}`);
    return lines;
}
async function uatGate(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const runs = await (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .loadRuns */ .lR)(folder, spec, sha256);
    const triage = await (0,_triage_js__WEBPACK_IMPORTED_MODULE_5__/* .loadTriage */ .Vm)(folder, o.id, o.cwd);
    const a = assessGate({ spec, sha256, runs, triage, forbiddenTesters: o.forbidTester ?? [], cwd: o.cwd });
    return {
        ...a,
        exitCode: VERDICT_EXIT[a.verdict],
        lines: gateLines(o.id, a),
        specSha256: sha256,
        establishes: ESTABLISHES,
        doesNotEstablish: DOES_NOT_ESTABLISH,
    };
}


/***/ }),

/***/ 90839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ specForPackageVersion),
/* harmony export */   releaseGate: () => (/* binding */ releaseGate),
/* harmony export */   specPresent: () => (/* binding */ specPresent)
/* harmony export */ });
/* unused harmony export RELEASE_EXIT */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61940);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74571);





const RELEASE_EXIT = { passed: 0, failed: 1, awaiting: 2, stale: 3, couldNotRun: 4 };
async function packageVersion(cwd) {
    let pkg;
    try {
        pkg = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, 'package.json'), 'utf8'));
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`cannot read the version from package.json: ${err.message}`);
    }
    if (typeof pkg.version !== 'string' || pkg.version === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError('package.json has no `version`');
    return pkg.version;
}
/** The recipe whose `version` is the package's, found among specs/*.json. */
async function specForPackageVersion(cwd, dir) {
    const version = await packageVersion(cwd);
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .uatFolder */ .p)(cwd, dir);
    const specs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder.root, 'specs');
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(specs).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
    for (const name of names) {
        try {
            const doc = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(specs, name), 'utf8'));
            if (doc.version === version && doc.id === name.slice(0, -'.json'.length))
                return { version, id: doc.id, file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(specs, name) };
        }
        catch {
            /* an unreadable spec is not this version's recipe; lint reports it */
        }
    }
    return { version };
}
/** Exit 0 when the version in package.json has a recipe, 1 when it has none. */
async function specPresent(o) {
    const r = await specForPackageVersion(o.cwd, o.dir);
    if (!r.id)
        return {
            exitCode: 1,
            version: r.version,
            lines: [`version ${r.version} has no recipe: write one with \`proofgate uat init <name>-${r.version}\` before releasing`],
        };
    return { exitCode: 0, version: r.version, id: r.id, lines: [`version ${r.version} has a recipe: ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, r.file)}`] };
}
/** The release check: 0 passed, 1 failed, 2 no finished run, 3 other revision, 4 could not run (never a pass). */
async function releaseGate(o) {
    try {
        const r = await specForPackageVersion(o.cwd, o.dir);
        if (!r.id)
            return {
                exitCode: RELEASE_EXIT.couldNotRun,
                verdict: 'could-not-run',
                lines: [`release gate could not run: version ${r.version} has no recipe (not a pass)`],
            };
        const g = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_4__.uatGate)({ id: r.id, cwd: o.cwd, ...(o.dir ? { dir: o.dir } : {}) });
        return { exitCode: RELEASE_EXIT[g.verdict], verdict: g.verdict, lines: [`release ${r.version}: ${g.verdict}`, ...g.lines] };
    }
    catch (err) {
        return {
            exitCode: RELEASE_EXIT.couldNotRun,
            verdict: 'could-not-run',
            lines: [`release gate could not run (not a pass): ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_2__.describeError)(err)}`],
        };
    }
}


/***/ }),

/***/ 31992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ latestWriteCheck),
/* harmony export */   Vm: () => (/* binding */ loadTriage)
/* harmony export */ });
/* unused harmony export TRIAGE_MAX_BYTES */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79253);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);






/** Far above any real triage (a line per expectation); refused by size before it is read. */
const TRIAGE_MAX_BYTES = 4 * 1024 * 1024;
/** triage/<ID>.json, or undefined when there is none yet; an invalid file is an error naming each problem. */
async function loadTriage(folder, id, cwd) {
    const file = folder.triage(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(file, TRIAGE_MAX_BYTES);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is larger than ${TRIAGE_MAX_BYTES / 1024 / 1024} MiB: not a triage file`);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonText */ .lk)(text, shown);
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-triage', data);
    const triage = data;
    if (!errors.length) {
        // A triage copied from another recipe may name the same run id; it does not settle this one.
        if (triage.specId !== id)
            errors.push(`/specId: is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__/* .visible */ .RK)(triage.specId))}, not ${JSON.stringify(id)}`);
        triage.items.forEach((it, i) => {
            if (it.decision === 'accept-risk' && !it.owner?.trim())
                errors.push(`/items/${i}: accept-risk needs a named \`owner\``);
        });
        const seen = new Set();
        triage.items.forEach((it, i) => {
            if (seen.has(it.expect))
                errors.push(`/items/${i}: expectation ${JSON.stringify(it.expect)} is triaged twice`);
            seen.add(it.expect);
        });
    }
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is not valid: ${errors.slice(0, 5).join('; ')}${errors.length > 5 ? `; and ${errors.length - 5} more` : ''}`);
    return triage;
}
/** The latest write check recorded for a step, if any. */
function latestWriteCheck(triage, step) {
    const checks = (triage?.writeChecks ?? []).filter((c) => c.step === step);
    return checks.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).at(-1);
}


/***/ })

};
