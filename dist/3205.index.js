export const id = 3205;
export const ids = [3205,7131,2192,4502];
export const modules = {

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ workspace),
/* harmony export */   MB: () => (/* binding */ declareInputs),
/* harmony export */   Mn: () => (/* binding */ artifactNameInput),
/* harmony export */   NH: () => (/* binding */ inputOptions),
/* harmony export */   VA: () => (/* binding */ intentInput),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   of: () => (/* binding */ refusePrivilegedTrigger),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _github_permission_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32892);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49721);
/* harmony import */ var _github_event_change_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22192);
/* harmony import */ var _github_pull_now_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97589);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71670);
/* harmony import */ var _review_intent_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53068);








function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = getInput(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = getInput(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = getInput(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return getInput(name)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
}
let declared;
/** Why the step's inputs are refused before any is read (an undeclared one: hazard 677), until it is said. */
let refused;
/**
 * The inputs the running action's action.yml declares: the only ones inputOptions reads; `undeclared`
 * the refusal of an INPUT_ variable it does not declare, thrown by the action's first read of an input,
 * so each action refuses it as it refuses a wrong input (test-review's broken gate, uat-gate's `error`).
 */
function declareInputs(names, undeclared) {
    declared = new Set(names);
    refused = undeclared;
}
/** An input as the runner set it; the first read of a step holding an undeclared input throws its refusal. */
function getInput(name) {
    const refusal = refused;
    refused = undefined;
    if (refusal !== undefined)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(refusal);
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name);
}
/**
 * An action's inputs as a command's raw options (keyed by the command's option names), named in
 * errors as the workflow writes them: input `effort`, input `isolate: false`.
 */
function inputOptions(setup = {}) {
    const inputName = (key) => setup.inputs?.[key] ?? key;
    // An option the action does not declare is never an input: the runner sets no INPUT_ for it, so
    // only the job's `env:` or an earlier step's GITHUB_ENV could (test-review's `comment-out` did).
    const used = (key) => !setup.unused?.includes(key) && (declared === undefined || declared.has(inputName(key)));
    const name = (key, value) => `input \`${inputName(key)}${value === undefined ? '' : `: ${String(value)}`}\``;
    const string = (key) => (used(key) ? (input(inputName(key)) ?? setup.defaults?.[key]) : undefined);
    return {
        name,
        string,
        list: (key) => {
            const given = used(key) ? listInput(inputName(key)) : [];
            return given.length ? given : undefined;
        },
        toggle(key, refuse) {
            const v = string(key)?.trim().toLowerCase();
            if (v === undefined || v === '')
                return undefined;
            if (v === 'true' || v === 'false')
                return v === 'true';
            return refuse(`${name(key)} must be true or false, not ${JSON.stringify(v)}`);
        },
    };
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
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
    if (spec !== undefined)
        return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_7__.readIntentFile)(cwd, spec);
    if (!fromPr)
        return undefined;
    const event = (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_3__.readEvent)();
    // No pull request in the event (a merge queue group, a push): "it has no description" would send the author to edit one that is there.
    if (event?.pull_request === null || typeof event?.pull_request !== 'object') {
        const name = process.env.GITHUB_EVENT_NAME ?? 'workflow';
        const group = name === 'merge_group' ? ' (a merge queue group may hold several, each with its own description)' : '';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`spec-from-pull-request\`: this ${name} run names no pull request${group}, so there is no description to take as the intent: give it on pull_request only (\`spec-from-pull-request: \${{ github.event_name == 'pull_request' }}\`), or give \`spec\``);
    }
    const body = event.pull_request.body;
    // A description of invisible characters alone (U+200B, U+3164) is none (row 46).
    if (typeof body !== 'string' || !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_6__/* .hasVisibleWords */ .Ux)(body))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError('input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out');
    return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_7__.checkIntent)(Buffer.from(body, 'utf8'), (0,_github_pull_now_js__WEBPACK_IMPORTED_MODULE_4__/* .pullIntentSource */ .n)(event.pull_request.number));
}
/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
async function refusePrivilegedTrigger(what) {
    const refusal = await (0,_github_permission_js__WEBPACK_IMPORTED_MODULE_1__.triggerRefusal)(what, process.env, input('github-token'));
    if (refusal)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(refusal);
}
/**
 * The input `artifact-name`, refused before any work when the artifact service would refuse it at
 * the end (a name built from a branch: `proofgate-${{ github.head_ref }}` and `feature/x`), after the
 * agent ran and the verdict was published without its evidence.
 */
function artifactNameInput() {
    const name = input('artifact-name');
    const bad = name === undefined ? undefined : (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactNameRefused */ .cL)(name);
    if (bad !== undefined)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`input \`artifact-name\` holds ${JSON.stringify(bad)}, which no artifact name may hold (none of " ' : < > | * ? \\ / or a line break; a branch name often has a /): name it from the pull request's number (\`proofgate-pr-\${{ github.event.pull_request.number }}\`), or leave it out`);
    return name;
}


/***/ }),

/***/ 33205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/github/log.ts
var log = __webpack_require__(53385);
// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(92935);
// EXTERNAL MODULE: ./src/agent/abort.ts
var abort = __webpack_require__(91331);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
;// CONCATENATED MODULE: ./src/actions/declared.ts



/**
 * The inputs and outputs an action's action.yml declares (the `command` action is the root action.yml);
 * undefined for a bundle copied without its action folders (the suite's copies), where every input is read.
 */
function actionDeclared(name) {
    const file = name === 'command' ? (0,assets/* assetPath */.Q)('action.yml') : (0,assets/* assetPath */.Q)(name, 'action.yml');
    if (!(0,external_node_fs_.existsSync)(file))
        return undefined;
    const doc = (0,dist.parse)((0,external_node_fs_.readFileSync)(file, 'utf8'));
    return { inputs: Object.keys(doc?.inputs ?? {}), outputs: Object.keys(doc?.outputs ?? {}) };
}
/** An input's name folded: case, `-`, `_` and spaces dropped (`tests_check`, `testsCheck`, `TESTS CHECK` → `testscheck`). */
const folded = (name) => name.toLowerCase().replace(/[-_ ]/g, '');
/**
 * Why the step's INPUT_ variables hold one its action.yml does not declare, or undefined. The runner
 * only warns "Unexpected input" and proofgate reads declared names alone, so `tests_check: test`
 * was dropped and the gate passed with no test gate. Every undeclared one is refused, not only a
 * near miss: a job's `env: INPUT_…` is no input either, and reading it as nothing is the unsafe guess.
 */
function undeclaredInput(action, inputs, env = process.env) {
    // The runner's variable: INPUT_ + the name upper-cased, spaces to `_` (as @actions/core reads it).
    const known = new Set(inputs.map((i) => `INPUT_${i.replace(/ /g, '_').toUpperCase()}`));
    const extra = Object.keys(env)
        .filter((key) => key.startsWith('INPUT_') && !known.has(key))
        .sort();
    if (extra.length === 0)
        return undefined;
    const written = extra[0].slice('INPUT_'.length).toLowerCase();
    const meant = inputs.find((i) => folded(i) === folded(written));
    const more = extra.length > 1 ? ` (and ${extra.length - 1} more: ${extra.slice(1, 4).join(', ')})` : '';
    return `input \`${written}\` (${extra[0]}) is not an input of ${action}${meant ? `: did you mean \`${meant}\`?` : ': see its action.yml for the inputs it reads'}${more}`;
}

// EXTERNAL MODULE: ./src/actions/io.ts
var io = __webpack_require__(9107);
// EXTERNAL MODULE: ./src/actions/outputs.ts
var outputs = __webpack_require__(8721);
;// CONCATENATED MODULE: ./src/actions/main.ts









const ACTIONS = {
    command: () => __webpack_require__.e(/* import() */ 1370).then(__webpack_require__.bind(__webpack_require__, 31370)),
    'review-scope': () => Promise.all(/* import() */[__webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(1659), __webpack_require__.e(5138), __webpack_require__.e(458)]).then(__webpack_require__.bind(__webpack_require__, 77522)),
    'test-review': () => Promise.all(/* import() */[__webpack_require__.e(8785), __webpack_require__.e(5251), __webpack_require__.e(3292), __webpack_require__.e(9547), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(1207), __webpack_require__.e(9293), __webpack_require__.e(2206), __webpack_require__.e(4989), __webpack_require__.e(2762)]).then(__webpack_require__.bind(__webpack_require__, 10560)),
    'review-gate': () => Promise.all(/* import() */[__webpack_require__.e(8785), __webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(2455), __webpack_require__.e(3219), __webpack_require__.e(4926), __webpack_require__.e(3437), __webpack_require__.e(634), __webpack_require__.e(1524), __webpack_require__.e(3688), __webpack_require__.e(3360), __webpack_require__.e(2783), __webpack_require__.e(1901), __webpack_require__.e(4331), __webpack_require__.e(1207), __webpack_require__.e(1659), __webpack_require__.e(2206), __webpack_require__.e(4873), __webpack_require__.e(7304), __webpack_require__.e(2349), __webpack_require__.e(5138), __webpack_require__.e(3114)]).then(__webpack_require__.bind(__webpack_require__, 16800)),
    'uat-gate': () => Promise.all(/* import() */[__webpack_require__.e(1784), __webpack_require__.e(5282), __webpack_require__.e(2693), __webpack_require__.e(5051), __webpack_require__.e(1128)]).then(__webpack_require__.bind(__webpack_require__, 41128)),
};
/** Runs one action; an unexpected error fails the step with one line, never a bare stack. */
async function runAction(name) {
    let declared;
    const title = `proofgate${name === 'command' ? '' : ` ${name}`}`;
    // A cancelled step (SIGINT, then SIGTERM) still ends as a run without a verdict: the work's outputs
    // written again empty (the runner keeps the last value), exit-code 3, a summary line and the step failed.
    const unhandle = (0,abort.handleStops)((why) => {
        if (declared)
            (0,outputs/* presetOutputs */.Ce)(declared.outputs);
        core/* setOutput */.uH('exit-code', String(errors.ERROR_EXIT));
        (0,summary/* writeSummaryNow */.ik)(`## ❌ ${title}: stopped before a verdict\n\n${(0,neutralise.mdText)(why)}\n`);
        log/* log */.R.fail(`${title}: stopped before a verdict: ${why}`);
    });
    try {
        const load = ACTIONS[name];
        if (!load)
            throw new Error(`no action named ${JSON.stringify(name)}`);
        declared = actionDeclared(name);
        if (declared) {
            (0,outputs/* presetOutputs */.Ce)(declared.outputs);
            // An undeclared INPUT_ is refused by the action's first read of an input, as its wrong inputs are.
            (0,io/* declareInputs */.MB)(declared.inputs, undeclaredInput(name === 'command' ? 'proofgate' : name, declared.inputs));
        }
        await (await load()).run();
    }
    catch (err) {
        const line = (0,errors.describeError)(err);
        core/* setOutput */.uH('exit-code', String(err instanceof errors.ProofgateError ? err.exitCode : errors.ERROR_EXIT));
        // The job summary is where a reader looks first: the cause is there too, not only in the log.
        await (0,summary/* writeSummary */.Sy)(`## ❌ ${title}: the step failed\n\n${(0,neutralise.mdText)(line)}\n`);
        log/* log */.R.fail(line);
    }
    finally {
        unhandle();
    }
}


/***/ }),

/***/ 8721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ presetOutputs),
/* harmony export */   Lb: () => (/* binding */ setTextOutput),
/* harmony export */   mI: () => (/* binding */ setJsonOutput)
/* harmony export */ });
/* unused harmony export OUTPUT_MAX_UNITS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53385);



/**
 * GitHub carries 1 MB of a job's outputs, counting each UTF-16 code unit as 2 bytes; past it the
 * job fails or the downstream job reads nothing, after the work was done. One output that could
 * never be a job output is not set whole: it is left empty, in one warning saying where the whole is.
 */
const OUTPUT_MAX_UNITS = 500_000;
/** `text` as the step output `name`, or `empty` with a warning when it is past what a job output holds. */
function setBounded(name, text, empty, whole) {
    if (text.length <= OUTPUT_MAX_UNITS)
        return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, text);
    _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(`output \`${name}\` is left ${empty === '' ? 'empty' : `\`${empty}\``}: its ${text.length.toLocaleString('en-US')} characters are past the 1 MB GitHub holds of a job's outputs; ${whole}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, empty);
}
/** A step output of text (a command's stdout), bounded as a job output is. */
function setTextOutput(name, text, whole) {
    setBounded(name, text, '', whole);
}
/**
 * A step output holding JSON: the same value, and inert where a `run:` step interpolates it
 * (inertJson); `null` past what a job output holds (`fromJSON` reads it, every field of it null).
 */
function setJsonOutput(name, value, whole) {
    setBounded(name, (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.inertJson)(value), 'null', whole);
}
/**
 * Every output the action declares, written empty before it runs (hazard 665): a step that stops before
 * an output is known (a refused input, an unreadable config, an error, a kill) leaves it empty, never
 * unset, on every exit path; the runner keeps the last value written, so what the action sets wins.
 */
function presetOutputs(names) {
    for (const name of names)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, '');
}


/***/ }),

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cL: () => (/* binding */ artifactNameRefused),
/* harmony export */   of: () => (/* binding */ notTakenSection),
/* harmony export */   tg: () => (/* binding */ artifactNamePart),
/* harmony export */   y3: () => (/* binding */ artifactSection),
/* harmony export */   yi: () => (/* binding */ uploadFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18140);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53326);
/* harmony import */ var _text_taken_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77612);







const BAD_NAME = /["':<>|*?\r\n\\/]/;
/** The first character of `name` the artifact service refuses in a name, or undefined when there is none. */
function artifactNameRefused(name) {
    return BAD_NAME.exec(name)?.[0];
}
/** Text for a part of an artifact name built from what a change wrote: each character the service refuses as `-`. */
function artifactNamePart(text) {
    return text.replace(new RegExp(BAD_NAME.source, 'g'), '-');
}
/** The names this job's proofgate steps have uploaded under, one per line (RUNNER_TEMP is the job's own). */
const NAMES_FILE = 'proofgate-artifact-names';
async function listFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name));
}
/** The names file's cap: a job's steps claim a few dozen names, never this many bytes of them. */
const NAMES_MAX_BYTES = 64 * 1024;
// An append that never follows a link nor blocks on a FIFO an earlier step left at the name.
const OPEN_APPEND = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** The upload refused by name when the names file is no regular file of its cap: this job's names are unknown (hazard 680). */
const namesUnknown = (name, file, why) => `artifact ${name} not uploaded: ${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .shownPath */ .pS)(file)} ${why}, so the names this job's steps uploaded under are unknown; remove it (an earlier step of the job wrote it)`;
/**
 * Claims an artifact name for this job: artifact names are unique in a workflow run, so a second
 * step of the job under the same name would fail, or (with overwrite) replace the first's evidence.
 * Refused by name, with the fix, before anything is sent. An earlier step of the job can write
 * RUNNER_TEMP, so the file is read and appended only as a regular file (never a link, FIFO,
 * device or folder) of a bounded size; anything else refuses the upload as a taken name does.
 */
async function claimName(name) {
    const temp = process.env.RUNNER_TEMP;
    if (!temp)
        return undefined;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(temp, NAMES_FILE);
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegular */ .VX)(temp, NAMES_FILE, NAMES_MAX_BYTES);
    if (read.status === 'refused')
        return namesUnknown(name, file, read.reason);
    if (read.status === 'too-large')
        return namesUnknown(name, file, `is larger than ${NAMES_MAX_BYTES} bytes`);
    const taken = read.status === 'ok' ? read.bytes.toString('utf8').split('\n') : [];
    if (taken.includes(name))
        return `artifact ${name} not uploaded: an earlier step of this job uploads under that name, and artifact names are unique in a workflow run; give this step's artifact-name a name of its own`;
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, OPEN_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT, 0o644).catch((err) => err);
    if (fh instanceof Error)
        return namesUnknown(name, file, `cannot be written (${fh.code ?? 'error'})`);
    try {
        // Checked on what was opened: the name may have been swapped for a FIFO or device since the read.
        if (!(await fh.stat()).isFile())
            return namesUnknown(name, file, 'is not a regular file (a FIFO, socket or device is never written)');
        await fh.appendFile(`${name}\n`);
    }
    finally {
        await fh.close();
    }
    return undefined;
}
/**
 * Uploads a folder inside the working tree `root` as one artifact. Without the Actions runtime
 * (a local run, GHES) it uploads nothing and says where the files stay: never an error. What is
 * uploaded is a private copy of the folder's regular files: a folder that is (or passes through)
 * a link is refused, and links, FIFOs and devices inside it are left out and named. Given `only`
 * (paths relative to `folder`), the artifact holds those files and no other the folder has.
 */
async function uploadFolder(name, root, folder, only) {
    const no = (message) => ({ name, uploaded: false, message });
    if (name === '' || BAD_NAME.test(name))
        return no(`artifact name ${JSON.stringify(name)} is not valid (no quotes, colons, slashes, <>|*? or newlines)`);
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL)
        return no(`no artifact uploaded: the Actions artifact runtime is absent (a local run?); the files stay in ${folder}`);
    try {
        // Inside the try: a names file that fails to be claimed is this upload's failure, never the step's.
        const taken = await claimName(name);
        if (taken)
            return no(taken);
        const copy = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .copyRegularFiles */ .pz)(root, folder, only ? { only } : {});
        const left = [
            copy.skipped.length ? `; left out (not regular files): ${copy.skipped.slice(0, 10).join(', ')}` : '',
            copy.refusedNames.length ? `; left out (a name the artifact service refuses): ${copy.refusedNames.slice(0, 10).join(', ')}` : '',
            copy.tooLarge.length ? `; left out (too large to copy): ${copy.tooLarge.slice(0, 10).join(', ')}` : '',
        ].join('');
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1351), __webpack_require__.e(9645)]).then(__webpack_require__.bind(__webpack_require__, 9645));
        const files = await listFiles(copy.dir);
        const res = await new DefaultArtifactClient().uploadArtifact(name, files, copy.dir, {});
        return {
            name,
            uploaded: true,
            message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)${left}`,
            ...(res.id !== undefined ? { id: res.id } : {}),
        };
    }
    catch (err) {
        return no(`artifact ${name} not uploaded: ${uploadError(err)}`);
    }
}
/** The error's first line for a log and a summary: a signed upload URL's query (its signature) dropped, credential shapes redacted. */
function uploadError(err) {
    const line = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    // eslint-disable-next-line proofgate/no-trailing-run -- linear enough (#658): the run starts only after a `http://` or `https://`, and the line is the artifact service's error for a URL it signed, not text from a change
    return (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E$)(line.replace(/(\bhttps?:\/\/[^\s?#]*)\?[^\s#]*/gi, '$1?…'));
}
/**
 * The summary's line about the artifact, from the upload's result: where it is by its id (the step's
 * output `output`), never by its name alone, which any job of the run can upload under first (hazard
 * 640); an upload that failed or gave no id is said to be not attached.
 */
function artifactSection(u, what, output) {
    if (u.uploaded && u.id !== undefined)
        return (0,_text_taken_js__WEBPACK_IMPORTED_MODULE_6__/* .takenLine */ .E)({ name: u.name, id: u.id, ...(u.url ? { url: u.url } : {}) }, what, output);
    const why = u.uploaded
        ? `the artifact service gave no id for the artifact ${u.name}, and one taken by its name may be another job's`
        : u.message;
    return `> [!WARNING]\n> ${what.charAt(0).toUpperCase()}${what.slice(1)} is not attached to this run: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.mdText)(why)}`;
}
/** The summary's block, under its heading, when such an artifact is not bound to this step (uploadTaken's `refused`): why the step fails. */
function notTakenSection(refused, failure) {
    return `> [!CAUTION]\n> **${failure}** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.mdText)(refused)}`;
}


/***/ }),

/***/ 22192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eventChange: () => (/* binding */ eventChange),
/* harmony export */   eventChangeBase: () => (/* binding */ eventChangeBase),
/* harmony export */   eventPullNumber: () => (/* binding */ eventPullNumber),
/* harmony export */   judgedChange: () => (/* binding */ judgedChange),
/* harmony export */   mergingChange: () => (/* binding */ mergingChange),
/* harmony export */   pullRequest: () => (/* binding */ pullRequest),
/* harmony export */   pullRequestRun: () => (/* binding */ pullRequestRun),
/* harmony export */   readEvent: () => (/* binding */ readEvent),
/* harmony export */   refuseTestsInJobThatGates: () => (/* binding */ refuseTestsInJobThatGates),
/* harmony export */   refuseUnnamedChange: () => (/* binding */ refuseUnnamedChange),
/* harmony export */   verdictCommit: () => (/* binding */ verdictCommit),
/* harmony export */   workflowBase: () => (/* binding */ workflowBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


/** The triggering event's payload (GITHUB_EVENT_PATH), parsed; untrusted, so every reader checks shapes. */
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
const sha = (s) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) && !/^0+$/.test(s) ? s : undefined);
/**
 * The commits a change that is to merge runs between: a pull request's base and head, or a merge
 * queue group's (`merge_group.base_sha`: the check that decides the merge when a queue is on).
 * What such a change may not set for itself (its settings, its evidence, its release) is read at this base.
 */
function mergingChange() {
    const pr = pullRequest();
    if (pr)
        return pr;
    if (process.env.GITHUB_EVENT_NAME !== 'merge_group')
        return undefined;
    const group = readEvent()?.merge_group;
    const [baseSha, headSha] = [sha(group?.base_sha), sha(group?.head_sha)];
    return baseSha && headSha ? { baseSha, headSha } : undefined;
}
/**
 * The commits the triggering event's change runs between: a merging change's (above), or a push's
 * `before` and `after` (every commit pushed; not after a force push or for a new branch, where
 * `before` is no ancestor). Undefined for other events: the refs default to HEAD~1 and HEAD.
 */
function eventChange() {
    const merging = mergingChange();
    if (merging || process.env.GITHUB_EVENT_NAME !== 'push')
        return merging;
    const event = readEvent();
    const [baseSha, headSha] = event?.forced !== true ? [sha(event?.before), sha(event?.after)] : [];
    return baseSha && headSha ? { baseSha, headSha } : undefined;
}
/**
 * A run whose event names no commits to review, as a sentence, else undefined: a push whose pushed
 * commits it does not name (a new branch: `before` is all zeros; a force push: `before` is no
 * ancestor), or any other event with no change of its own (workflow_dispatch, schedule,
 * repository_dispatch, issue_comment, workflow_run…, or a pull request whose payload names no
 * commits). The HEAD~1 default would review the last commit alone while the verdict vouches for the
 * head, which is also the head of the author's pull request: a refs default from such an event is refused.
 */
function unnamedChange() {
    const name = process.env.GITHUB_EVENT_NAME;
    if (!name)
        return undefined;
    if (name !== 'push')
        return eventChange() ? undefined : `this ${name} run`;
    const event = readEvent();
    if (event?.forced === true)
        return 'this push (a force push)';
    if (event?.created === true || (typeof event?.before === 'string' && /^0+$/.test(event.before)))
        return 'this push (a new branch)';
    return undefined;
}
/** The repository's default branch as the event names it (a ref name git accepts), for a fix that names it. */
function defaultBranch() {
    const branch = readEvent()?.repository?.default_branch;
    return typeof branch === 'string' && /^[A-Za-z0-9._/-]{1,100}$/.test(branch) && !branch.includes('..') ? branch : undefined;
}
/**
 * Refuses to seal without a base where the event names no change (see unnamedChange): one line with
 * the fix, as the caller writes it (the action's `base` input, the CLI's `--base`).
 */
function refuseUnnamedChange(refs, caller = 'action') {
    const what = refs.base === undefined && !refs.workspace ? unnamedChange() : undefined;
    if (!what)
        return;
    const branch = `origin/${defaultBranch() ?? 'main'}`;
    const fix = caller === 'action'
        ? `the \`base\` input (the branch it is to merge into, e.g. \`base: ${branch}\``
        : `\`--base\` (the branch it is to merge into, e.g. \`--base ${branch}\``;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${what} names no base commit, and HEAD~1 would review its last commit only while the verdict answers the head: give ${fix}, checked out with fetch-depth: 0)`);
}
/**
 * The base `review scope` takes with no `--base` in a workflow step (GITHUB_ACTIONS): the one the
 * review-scope action takes, the base of the change the event names (a pull request's, a merge
 * queue group's, a push's `before`), else refused as the action refuses. HEAD~1 reviewed the last
 * commit alone there: a push of several commits, a pull request checked out at its head, a
 * workflow_dispatch, while the gate's verdict answered the head. Outside a workflow, undefined (HEAD~1).
 */
function workflowBase(o) {
    if (process.env.GITHUB_ACTIONS !== 'true' || o.workspace)
        return undefined;
    const base = eventChange()?.baseSha;
    refuseUnnamedChange({ base, workspace: false }, 'cli');
    return base;
}
/** The base of the change the triggering event names, and who names it: what a gate's verdict vouches for starts there. */
function eventChangeBase() {
    const change = eventChange();
    return change ? { sha: change.baseSha, what: `this ${process.env.GITHUB_EVENT_NAME ?? 'workflow'} run` } : undefined;
}
/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
function pullRequest() {
    const event = readEvent();
    const pr = event?.pull_request;
    const baseSha = sha(pr?.base?.sha);
    const headSha = sha(pr?.head?.sha);
    if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha)
        return undefined;
    const baseRef = pr.base?.ref;
    return { number: pr.number, baseSha, headSha, ...(typeof baseRef === 'string' && baseRef.length <= 256 ? { baseRef } : {}) };
}
/**
 * The commit a verdict of this event answers: the pull request's head; the head a `workflow_run`
 * ran on; for a comment on a pull request (`issue_comment`, whose payload names no commit and
 * whose GITHUB_SHA is the default branch's tip) the checkout, which the job made the change it
 * reviews (`HEAD`); else the commit the workflow runs for (GITHUB_SHA).
 */
function verdictCommit() {
    const pr = pullRequest();
    if (pr)
        return pr.headSha;
    const name = process.env.GITHUB_EVENT_NAME;
    const run = sha(readEvent()?.workflow_run?.head_sha);
    if (name === 'workflow_run' && run)
        return run;
    if (name === 'issue_comment')
        return 'HEAD';
    return process.env.GITHUB_SHA ?? 'HEAD';
}
const positive = (n) => (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined);
/**
 * The pull request the event names by number: a pull request's event, or an issue's (`issue_comment`,
 * `issues`) when that issue is a pull request. These fire for plain issues too, whose number is no
 * pull request's: such a one is returned as `issue`, so a caller can say why nothing goes there.
 */
function eventPullNumber() {
    const event = readEvent();
    const pr = positive(event?.pull_request?.number);
    if (pr !== undefined)
        return { pr };
    const issue = positive(event?.issue?.number);
    if (issue === undefined)
        return undefined;
    return event?.issue?.pull_request ? { pr: issue } : { issue };
}
/**
 * The run this event starts when its job may run a pull request's code, in words, else undefined:
 * the pull request's own events (`pull_request`, `pull_request_target`, a review or a comment on
 * one, `issue_comment` on a pull request), a merge queue group's (the queued pull requests merged),
 * and any event (a `workflow_run`: the run it follows) but one of WRITERS_EVENTS, or one whose
 * payload names a pull request. Its tests
 * (and the install scripts before them) are that code. A push or a workflow_dispatch runs what
 * someone with write access put on a branch.
 */
function pullRequestRun() {
    const name = process.env.GITHUB_EVENT_NAME;
    const numbered = eventPullNumber();
    if (numbered && 'pr' in numbered)
        return `this ${name ?? 'workflow'} run of pull request #${numbered.pr}`;
    const event = readEvent();
    const pulls = namesPullRequest(event, 4);
    if (name === 'workflow_run') {
        // The run it follows decides, by the same allowlist: a merge queue's, a comment's, a review's,
        // another workflow_run whose origin is not told may have run a pull request's code.
        const from = typeof event?.workflow_run?.event === 'string' ? event.workflow_run.event : 'unknown';
        return WRITERS_EVENTS.has(from) && !pulls ? undefined : `this workflow_run of a ${from} run${pulls ? ' of a pull request' : ''}`;
    }
    // Every other event by the allowlist too: a repository_dispatch of a slash command, a
    // deployment_status of a preview, a check_suite of a pull request run its code.
    return WRITERS_EVENTS.has(name ?? '') && !pulls ? undefined : `this ${name ?? 'unknown'} run${pulls ? ' of a pull request' : ''}`;
}
/**
 * The change a run is to merge when that run may run a pull request's code (pullRequestRun, for every event): what
 * the change may not set for itself (its settings, its release, the code gated) is read at its base. Undefined on a
 * writer's run (a push, a tag), whose checkout is trusted. Such a run whose event names no base (a comment on the pull
 * request, a workflow_run of its run) is refused: its checkout is the change's own, which would judge itself.
 */
function judgedChange() {
    const run = pullRequestRun();
    if (!run)
        return undefined;
    const change = mergingChange();
    if (change)
        return change;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${run} names no base commit, and the checkout is the pull request's own (its settings would judge it): run this step on \`pull_request\` or \`merge_group\`, whose event names the base`);
}
/** Whether the payload names a pull request anywhere near its top (`client_payload.pull_request`, `check_suite.pull_requests`, …). */
function namesPullRequest(value, depth) {
    if (!value || typeof value !== 'object' || depth === 0)
        return false;
    return Object.entries(value).some(([key, v]) => (key === 'pull_request' && !!v) || (key === 'pull_requests' && Array.isArray(v) && v.length > 0) || namesPullRequest(v, depth - 1));
}
/** Events whose runs run what someone with write access put on a branch or a tag, never a pull request's code. */
const WRITERS_EVENTS = new Set(['push', 'workflow_dispatch', 'schedule', 'release', 'create']);
/**
 * A JUnit report vouches for tests run in this job, and on a pull request's event they are its code
 * (its install scripts too): left running, that code rewrites the downloaded parts, or this action's
 * bundle, before the gate reads them. No check in the gating step can undo that, so the job that
 * gates runs none of it: the tests run in a job of their own, and `tests-check` reads that job's
 * check run. `option` is the report's input or flag as the caller names it.
 */
function refuseTestsInJobThatGates(option) {
    const run = pullRequestRun();
    if (run)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${option} on ${run}: the tests are the pull request's code, and code run in the job that gates can rewrite the evidence it gates (and this action) before this step reads them; run the tests in a job of their own, then give this job \`needs: <that job>\` and \`tests-check: <that job's name>\` (the check run GitHub posts for it)`);
}


/***/ }),

/***/ 53385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ log),
/* harmony export */   t: () => (/* binding */ logUntrusted)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);


/**
 * Everything an action prints goes through here: lines inside stop-commands, and the one-line
 * annotations (which stop-commands would silence) neutralised the same way. core escapes a
 * message's `%`, CR and LF; `logLine` takes care of `::`, `##[` and hidden code points.
 */
function logUntrusted(lines) {
    process.stdout.write((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.untrustedBlock)(lines));
}
const log = {
    info: (message) => logUntrusted([message]),
    notice: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(message)),
    warning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(message)),
    error: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(message)),
    /** Fails the step with one neutralised `::error::` line. */
    fail: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(message)),
};


/***/ }),

/***/ 32892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   triggerRefusal: () => (/* binding */ triggerRefusal)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87131);



/**
 * Asks GitHub, with `token`, what a person may do in the workflow's repository
 * (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`); none without a token or a repository.
 */
function permissionLookup(token, env) {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!token || !owner || !repo || rest.length)
        return undefined;
    return async (username) => {
        try {
            const gh = await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .connect */ .Ng)({ token, ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}) });
            const { data } = await gh.octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username });
            return { permission: data.permission };
        }
        catch (err) {
            return { problem: `GitHub did not say: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(err)}` };
        }
    };
}
/** Why an agent may not run on this workflow's trigger, asking GitHub with `token` what its author may do; null when it may. */
function triggerRefusal(what, env, token) {
    return (0,_trigger_js__WEBPACK_IMPORTED_MODULE_2__.agentTriggerRefusal)(what, env, permissionLookup(token, env));
}


/***/ }),

/***/ 92935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   WK: () => (/* binding */ fitSections),
/* harmony export */   ik: () => (/* binding */ writeSummaryNow)
/* harmony export */ });
/* unused harmony export SUMMARY_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53385);
/* harmony import */ var _agent_abort_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91331);




/** GitHub refuses a step summary over 1 MiB (and then shows none): stay well under. */
const SUMMARY_MAX_BYTES = 1024 * 1024 - 16 * 1024;
/**
 * Joins sections in order within the byte budget. A section that does not fit leaves out only
 * itself: one the pull request or the agent can make large (a table of notes, a finding) must
 * not take the small ones after it (a warning, the reasons a verdict failed) out of the summary.
 * What was left out is named where the first gap is, never silently lost. Sections should be
 * whole Markdown blocks.
 */
function fitSections(sections, maxBytes = SUMMARY_MAX_BYTES) {
    const out = [];
    let used = 0;
    let gap = -1;
    let left = 0;
    for (const s of sections) {
        const size = Buffer.byteLength(s) + 2;
        if (used + size > maxBytes - 300) {
            if (gap < 0)
                gap = out.length;
            left++;
            continue;
        }
        out.push(s);
        used += size;
    }
    if (left)
        out.splice(gap, 0, `> [!WARNING]\n> ${left} section(s) left out to stay under GitHub's 1 MiB summary limit, from here on (every later section that fits is kept): the full evidence is in the review folder (and in the artifact, where this summary names one).`);
    return `${out.join('\n\n')}\n`;
}
/**
 * Appends to the step summary; false, with a line saying why, when there is none (run outside
 * Actions) or it cannot be written (a full disk: a warning, and the verdict stands).
 */
async function writeSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        _log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.info('no GITHUB_STEP_SUMMARY: job summary skipped');
        return false;
    }
    // Told to stop: the work in progress adds nothing more; the stop's own line says why there is no verdict (main.ts).
    if ((0,_agent_abort_js__WEBPACK_IMPORTED_MODULE_3__.workStopped)())
        return false;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.appendFile)(file, markdown);
        return true;
    }
    catch (err) {
        _log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(`the job summary could not be written (${err.code ?? 'error'}); the verdict stands`);
        return false;
    }
}
/** writeSummary for a process about to exit (a cancelled run's last line): synchronous, and quiet when it cannot. */
function writeSummaryNow(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (file)
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, markdown);
        }
        catch {
            // the process exits now: the step's log has the line
        }
}


/***/ }),

/***/ 87131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY_ASSOCIATION: () => (/* binding */ BY_ASSOCIATION),
/* harmony export */   TRUSTED_ASSOCIATIONS: () => (/* binding */ TRUSTED_ASSOCIATIONS),
/* harmony export */   agentTriggerRefusal: () => (/* binding */ agentTriggerRefusal),
/* harmony export */   evidenceTriggerDoubt: () => (/* binding */ evidenceTriggerDoubt)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Which events may run an agent over a pull request's code (docs/security.md, "Triggers").
 *
 * An agent reads untrusted code; the run must not also hold what the code's author could steer.
 * `pull_request` runs a fork's code with a read-only token and no secrets, and a branch of this
 * repository was pushed by someone with write access; `push`, `workflow_dispatch`, `schedule`,
 * `merge_group`, `repository_dispatch` and the release events are started by people with write
 * access. `pull_request_target` and `workflow_run` run the base repository's workflow with its
 * secrets and a write token beside code anyone could send: always refused. Events that anyone can
 * start with a comment, a review or an issue run with the same secrets: allowed only when that
 * person can write to the repository, as anthropics/claude-code-action checks. The payload's
 * association says OWNER for the owner; MEMBER and COLLABORATOR say nothing of write access (an
 * organisation's read-only member, a collaborator invited to read or triage), so GitHub is asked
 * for that person's permission. Every other event is refused.
 */
const ALLOWED = new Set([
    'pull_request',
    'push',
    'workflow_dispatch',
    'schedule',
    'merge_group',
    'repository_dispatch',
    'release',
    'create',
]);
const REFUSED = new Set(['pull_request_target', 'workflow_run']);
/** Events started by a comment, a review or an issue, and the payload object naming its author. */
const BY_ASSOCIATION = {
    issue_comment: 'comment',
    pull_request_review: 'review',
    pull_request_review_comment: 'comment',
    commit_comment: 'comment',
    discussion_comment: 'comment',
    discussion: 'discussion',
    issues: 'issue',
};
const TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/** Whether a comment, a review or an issue starts `event` (own keys only: `constructor` is no event of theirs). */
const startedByAuthor = (event) => Object.hasOwn(BY_ASSOCIATION, event);
/** The event payload as an object; empty when absent or unreadable (it then names nothing). */
function payloadAt(path) {
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path ?? '', 'utf8'));
        return payload !== null && typeof payload === 'object' ? payload : {};
    }
    catch {
        return {};
    }
}
/** The payload's author of `event` (the comment's, the review's, the issue's): their association and login, each null when absent. */
function author(event, payloadPath) {
    const by = payloadAt(payloadPath)[BY_ASSOCIATION[event]];
    const association = by?.author_association;
    const login = by?.user?.login;
    return { association: typeof association === 'string' ? association : null, login: typeof login === 'string' ? login : null };
}
/** The permissions that may start an agent with the repository's secrets (`maintain` is answered as `write`). */
const WRITERS = new Set(['admin', 'write']);
/**
 * Why `what` may not run on this workflow event, or null when it may (or when not in a workflow).
 * `permissionOf` asks GitHub what a member or a collaborator may do; without it they are refused.
 */
async function agentTriggerRefusal(what, env, permissionOf) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event))
        return null;
    const fix = 'run it on `pull_request` (see docs/security.md, "Triggers")';
    if (REFUSED.has(event))
        return `refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; ${fix}`;
    if (!startedByAuthor(event))
        return `refusing to run ${what} on \`${event}\`: not a trigger an agent runs on; ${fix}`;
    const { association: who, login } = author(event, env.GITHUB_EVENT_PATH);
    const refused = (why) => `refusing to run ${what} on \`${event}\`: ${why}, and this trigger holds the base repository's secrets; ${fix}, or let only people who can write to the repository start it`;
    if (who === 'OWNER')
        return null;
    if (!who || !TRUSTED_ASSOCIATIONS.includes(who))
        return refused(`its author's association is ${who ?? 'unknown'}, not ${TRUSTED_ASSOCIATIONS.join(', ')}`);
    // A member or a collaborator may hold read access alone: GitHub says what this one may do.
    const asked = login === null
        ? { problem: 'the event names no author' }
        : permissionOf
            ? await permissionOf(login)
            : { problem: 'no token to ask GitHub with' };
    if ('problem' in asked)
        return refused(`its author is a ${who.toLowerCase()} whose write access could not be confirmed (${asked.problem})`);
    if (WRITERS.has(asked.permission))
        return null;
    return refused(`its author ${JSON.stringify(login)} is a ${who.toLowerCase()} with ${JSON.stringify(asked.permission)} access, not write`);
}
/** Where each event's payload names the repository its change came from. */
const CHANGE_FROM = {
    pull_request_target: (p) => p.pull_request?.head?.repo?.full_name,
    workflow_run: (p) => p.workflow_run?.head_repository?.full_name,
};
/** What follows every evidence doubt: why the other run's word is none, and where to review instead. */
const OTHER_RUN = "a fork's run writes its own workflow and artifacts, so nothing it uploaded is evidence; review a fork's change in this repository's workflow, started by OWNER, MEMBER or COLLABORATOR (e.g. `issue_comment`), see docs/security.md, \"Triggers\"";
/**
 * Why the evidence a gate reads on this event may be the pull request's own writing, or null. An
 * allowlist, as for the agent: evidence is trusted on the events an agent may run on, whose run is
 * this repository's workflow over a change the event names. No agent runs on `pull_request_target`
 * or `workflow_run`, so what is gated there came from another run: a fork's pull_request run runs
 * the fork's workflow file, and every artifact it uploads (a coverage of `completed`, no findings) is
 * the fork's to write. A change from this repository was pushed by someone with write access, as on
 * `pull_request`; a payload that names none is a fork's. Any other event (`deployment_status`,
 * `check_suite`, `status`, one GitHub adds later) proves neither the run nor the change: doubted.
 */
function evidenceTriggerDoubt(env) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event) || startedByAuthor(event))
        return null;
    if (!Object.hasOwn(CHANGE_FROM, event))
        return `no agent runs on \`${event}\`, so the evidence here came from another run, and this event names no change of this repository: ${OTHER_RUN}`;
    // Unreadable: no repository named, so a fork's.
    const payload = payloadAt(env.GITHUB_EVENT_PATH);
    const name = CHANGE_FROM[event](payload);
    const here = payload.repository?.full_name ?? env.GITHUB_REPOSITORY;
    if (typeof name === 'string' && typeof here === 'string' && name.toLowerCase() === here.toLowerCase())
        return null;
    const who = typeof name === 'string' && /^[\w.-]+\/[\w.-]+$/.test(name) ? `${name}'s` : "another repository's (the payload names none)";
    return `no agent runs on \`${event}\`, so the evidence here came from another run, and this change is ${who}: ${OTHER_RUN}`;
}


/***/ }),

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   intentShown: () => (/* binding */ intentShown),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71670);





/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    // Invisible characters alone (U+200B, U+3164, U+2800) say nothing a reviewer can check the change against (row 46).
    if (!(0,_text_words_js__WEBPACK_IMPORTED_MODULE_4__/* .hasVisibleWords */ .Ux)(text))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .shownPath */ .pS)(path)}: it ${read.reason}`);
    if (read.status === 'too-large')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}) is ${read.size} bytes; the limit is 256 KiB`);
    return checkIntent(read.bytes, path);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(paths.root, paths.file('intent'), INTENT_MAX_BYTES);
    if (read.status === 'missing')
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    if (read.status !== 'ok')
        return { problem: `intent.md cannot be read (${read.status === 'refused' ? read.reason : 'too large'}): seal the scope again` };
    const text = read.bytes.toString('utf8');
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
/**
 * The intent as a prompt shows it: LF line ends, and every other control or invisible code point
 * but a tab as U+XXXX (plainText), so a tag character or bidi control of the author's reaches no
 * agent raw.
 */
const intentShown = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.plainText)(text.replace(/\r\n?/g, '\n'));
const words = (s) => intentShown(s).replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ), both as the prompt shows them. */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
}


/***/ }),

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

/***/ 90108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ERROR_EXIT: () => (/* binding */ ERROR_EXIT),
/* harmony export */   ProofgateError: () => (/* binding */ ProofgateError),
/* harmony export */   describeError: () => (/* binding */ describeError)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * An error a command can name, or an unexpected one: exit 3 in every area's table (review,
 * uat, test-review, agent), so a failure is never mistaken for a verdict.
 */
const ERROR_EXIT = 3;
/**
 * An expected failure: says what was wrong, where and what to do, in one line.
 * The CLI and the actions print `message` alone (no stack) and exit with `exitCode`.
 */
class ProofgateError extends Error {
    exitCode;
    constructor(message, exitCode = ERROR_EXIT) {
        super(message);
        this.exitCode = exitCode;
        this.name = 'ProofgateError';
    }
}
/**
 * One line for any thrown value, never a bare stack trace. A message may quote
 * what it read (JSON.parse quotes the bad text, newlines and escapes included),
 * so control and invisible characters are shown as U+XXXX.
 */
function describeError(err) {
    if (err instanceof ProofgateError)
        return (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(err.message);
    if (err instanceof Error)
        return `unexpected error: ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(err.message)}`;
    return `unexpected error: ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(String(err))}`;
}


/***/ }),

/***/ 77612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ takenLine)
/* harmony export */ });
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74930);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);


/**
 * The line that sends the taker to the artifact by its id (the step's output `output`), never by its name:
 * any job of the run can upload an artifact under that name first (hazards 530, 591).
 */
function takenLine(a, what, output) {
    const link = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .mdLink */ .YF)('download it by its id', a.url);
    return `This run holds ${what} as the artifact ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(a.name)}, id ${a.id} (the step's output ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(output)})${link ? `: ${link}` : ''}. Take it by this id${link ? ' or link' : ''}, never by its name: any job of the run can upload an artifact under that name first.`;
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Dl: () => (/* binding */ RIGHT_TO_LEFT),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), and what every sink
 * shows as U+XXXX (DRAWS_NOTHING: the default ignorables such as U+3164 and the
 * variation selectors, U+2800 BRAILLE PATTERN BLANK, U+1D159).
 */
const BLANK = new RegExp(`[\\p{C}\\p{Z}\\p{M}${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.DRAWS_NOTHING}]`, 'gu');
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
/**
 * Characters a left-to-right page draws right to left, or whose neighbours it reorders: the letters
 * and digits of bidi classes R, AL and AN (`מחיר", 1, 1000` draws as `1000 ,1 ,"ריחמ`, Trojan Source
 * with no control), the bidi controls besides. JavaScript has no `\p{Bidi_Class}`, so this is every
 * right-to-left script by Script_Extensions (which holds the Arabic comma, tatweel and question mark
 * Script leaves Common), and the blocks Unicode gives a right-to-left default (DerivedBidiClass.txt),
 * for letters a later Unicode adds there (Garay) on a Node that does not know them yet.
 */
const RTL_SCRIPTS = [
    'Adlam',
    'Arabic',
    'Avestan',
    'Chorasmian',
    'Cypriot',
    'Elymaic',
    'Hanifi_Rohingya',
    'Hatran',
    'Hebrew',
    'Imperial_Aramaic',
    'Inscriptional_Pahlavi',
    'Inscriptional_Parthian',
    'Kharoshthi',
    'Lydian',
    'Mandaic',
    'Manichaean',
    'Mende_Kikakui',
    'Meroitic_Cursive',
    'Meroitic_Hieroglyphs',
    'Nabataean',
    'Nko',
    'Old_Hungarian',
    'Old_North_Arabian',
    'Old_Sogdian',
    'Old_South_Arabian',
    'Old_Turkic',
    'Old_Uyghur',
    'Palmyrene',
    'Phoenician',
    'Psalter_Pahlavi',
    'Samaritan',
    'Sogdian',
    'Syriac',
    'Thaana',
    'Yezidi',
];
const RIGHT_TO_LEFT = new RegExp(`[${RTL_SCRIPTS.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}${BIDI.source.slice(1, -1)}]`, 'u');


/***/ })

};
