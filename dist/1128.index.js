export const id = 1128;
export const ids = [1128,7131];
export const modules = {

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ refuseUnnamedPush),
/* harmony export */   Gl: () => (/* binding */ workspace),
/* harmony export */   LY: () => (/* binding */ eventChange),
/* harmony export */   NH: () => (/* binding */ inputOptions),
/* harmony export */   VA: () => (/* binding */ intentInput),
/* harmony export */   VV: () => (/* binding */ pullRequest),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   _o: () => (/* binding */ mergingChange),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   of: () => (/* binding */ refusePrivilegedTrigger),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91659);
/* harmony import */ var _github_trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87131);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _review_intent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53068);





function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
}
/**
 * An action's inputs as a command's raw options (keyed by the command's option names), named in
 * errors as the workflow writes them: input `effort`, input `isolate: false`.
 */
function inputOptions(setup = {}) {
    const inputName = (key) => setup.inputs?.[key] ?? key;
    const used = (key) => !setup.unused?.includes(key);
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
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
    if (spec !== undefined)
        return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_4__.readIntentFile)(cwd, spec);
    if (!fromPr)
        return undefined;
    const event = readEvent();
    const body = event?.pull_request?.body;
    if (typeof body !== 'string' || body.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError('input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out');
    return (0,_review_intent_js__WEBPACK_IMPORTED_MODULE_4__.checkIntent)(Buffer.from(body, 'utf8'), `pull request #${String(event?.pull_request?.number)} description`);
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
 * A push whose pushed commits the event does not name (a new branch: `before` is all zeros; a force
 * push: `before` is no ancestor), as a sentence, else undefined. The HEAD~1 default would review
 * its last commit alone and vouch for the head: a refs default from such an event is refused.
 */
function unnamedPush() {
    if (process.env.GITHUB_EVENT_NAME !== 'push')
        return undefined;
    const event = readEvent();
    if (event?.forced === true)
        return 'this push (a force push)';
    if (event?.created === true || (typeof event?.before === 'string' && /^0+$/.test(event.before)))
        return 'this push (a new branch)';
    return undefined;
}
/** Refuses to seal without a base where the event's push names none (see unnamedPush): one line with the fix. */
function refuseUnnamedPush(refs) {
    const push = refs.base === undefined && !refs.workspace ? unnamedPush() : undefined;
    if (push)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${push} names no base commit, and HEAD~1 would review its last commit only while the verdict answers the head: give the \`base\` input (the branch it is to merge into, e.g. \`base: origin/main\`, checked out with fetch-depth: 0)`);
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
/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const refusal = (0,_github_trigger_js__WEBPACK_IMPORTED_MODULE_2__.agentTriggerRefusal)(what, process.env);
    if (refusal)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(refusal);
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
// EXTERNAL MODULE: ./src/uat/config.ts
var uat_config = __webpack_require__(31854);
// EXTERNAL MODULE: ./src/uat/gate.ts
var gate = __webpack_require__(74571);
// EXTERNAL MODULE: ./src/uat/exit-codes.ts
var exit_codes = __webpack_require__(4243);
// EXTERNAL MODULE: ./src/uat/options.ts
var options = __webpack_require__(65164);
// EXTERNAL MODULE: ./src/text/names.ts
var names = __webpack_require__(79431);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
;// CONCATENATED MODULE: ./src/uat/render-gate.ts


const ICON = { passed: '\u2705', failed: '\u274c', awaiting: '\u23f3', stale: '\u26a0\ufe0f' };
/** The job summary: verdict first, the counts, each open item with its triage, what is still owed. */
function gateSummarySections(id, g, mode, page) {
    const tester = g.run ? ((0,names/* nameLetters */.H)(g.run.tester) ? (0,neutralise.mdText)(g.run.tester) : '_unsigned_') : '\u2014';
    const sections = [`## proofgate uat gate: ${(0,neutralise.mdCode)(id)}`, `### ${ICON[g.verdict] ?? ''} ${g.verdict} \u2014 tester: ${tester}`];
    if (mode === 'advisory')
        sections.push('> [!NOTE]\n> Advisory mode: this verdict is reported, **nothing is gated**. Set `mode: gate` to make the job fail unless the recipe passes.');
    if (g.tally) {
        const t = g.tally;
        sections.push(`| passed | failed | blocked | skipped | to do |\n| ---: | ---: | ---: | ---: | ---: |\n| ${t.pass} | ${t.fail} | ${t.blocked} | ${t.skip} | ${t.todo} |`);
    }
    if (g.open.length) {
        const rows = g.open.map((o) => `| ${(0,neutralise.mdCode)(o.expect)} | ${o.status} | ${(0,neutralise.mdText)(o.text)} | ${(0,neutralise.mdText)(o.note || '\u2014')} | ${o.class ?? '**untriaged**'} | ${o.decision ? `${o.decision}${o.owner ? ` (${(0,neutralise.mdText)(o.owner)})` : ''}` : '\u2014'} |`);
        sections.push(`<details open><summary><b>${g.open.length} failed, blocked or skipped expectation(s)</b></summary>\n\n| expectation | answer | text | tester's note | class | decision |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n\n</details>`);
    }
    if (g.reasons.length && g.verdict !== 'passed')
        sections.push(`**Still owed**\n\n${g.reasons.map((r) => `- ${(0,neutralise.mdText)(r)}`).join('\n')}`);
    sections.push(g.verdict === 'passed'
        ? `Establishes: ${g.establishes}. Does not establish ${g.doesNotEstablish}.`
        : `A pass would establish: ${g.establishes}; never ${g.doesNotEstablish}.`);
    if (page)
        sections.push(`The tester's page is attached to this run as an artifact (${(0,neutralise.mdCode)(page)}): download it, open it in a browser, play it, and export the answers.`);
    return sections;
}

// EXTERNAL MODULE: ./src/uat/release.ts
var release = __webpack_require__(90839);
// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(92935);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/actions/upload.ts
var actions_upload = __webpack_require__(4622);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/actions/io.ts
var io = __webpack_require__(9107);
// EXTERNAL MODULE: ./src/github/log.ts
var log = __webpack_require__(53385);
;// CONCATENATED MODULE: ./src/actions/uat-gate.ts
















const WORST_FIRST = ['error', 'lint-failed', 'failed', 'stale', 'awaiting', 'passed'];
const ACTION_EXIT = { ...gate/* VERDICT_EXIT */.bO, 'lint-failed': exit_codes/* UAT_EXIT */.O.failed, error: exit_codes/* UAT_EXIT */.O.error };
/**
 * The uat settings that decide the verdict: in a pull request or a merge queue group, `_bmad/config.yaml` as it is at
 * the base commit (the change under test cannot set its own mode, budget or folder); elsewhere the checkout's.
 */
async function uatSettings(cwd) {
    const change = (0,io/* mergingChange */._o)();
    if (!change)
        return { config: await (0,uat_config/* loadUatConfig */.Tk)(cwd), from: 'the checkout', edited: false };
    const config = await (0,uat_config/* loadUatConfigAt */.wA)(cwd, change.baseSha);
    const head = await (0,uat_config/* loadUatConfig */.Tk)(cwd).catch(() => undefined);
    const same = (c) => JSON.stringify(c && { ...c, source: '' }) === JSON.stringify({ ...config, source: '' });
    return { config, from: `the base commit ${change.baseSha.slice(0, 12)}`, edited: !same(head) };
}
/** The recipes to gate: the one asked for, or every recipe of package.json's version (a spec whose version cannot be read is an error outcome). */
async function recipes(cwd, dir, config, asked) {
    if ('id' in asked)
        return { ids: [asked.id], label: asked.id, errors: [] };
    // In a pull request or a merge queue group the release is also what the base says it is: the change cannot pick its recipes.
    const r = await (0,release/* recipesForVersion */.vh)(cwd, dir, config, (0,io/* mergingChange */._o)()?.baseSha);
    const errors = r.uncertain.map((u) => ({
        id: u.file,
        verdict: 'error',
        lines: [`it may be a recipe of ${(0,neutralise.visible)(r.version)}: ${u.why}`],
    }));
    const version = `version ${(0,neutralise.visible)(r.version)}${r.baseVersion !== undefined ? ` (the base's is ${(0,neutralise.visible)(r.baseVersion)})` : ''}`;
    return { ids: r.ids, label: r.ids.length === 1 && !errors.length ? r.ids[0] : version, errors };
}
/** A recipe's sections; its page is named as attached only when the upload says it is. */
function outcomeSections(o, mode, upload) {
    if (o.gate)
        return [
            ...gateSummarySections(o.id, o.gate, mode, o.page && upload?.uploaded ? (0,external_node_path_.basename)(o.page) : undefined),
            ...(o.page && upload && !upload.uploaded ? [(0,artifact/* artifactSection */.y)(upload, "The tester's page")] : []),
        ];
    const why = o.verdict === 'lint-failed' ? '**The recipe does not lint: the page is not handed over.**' : '**The gate could not run: not a pass.**';
    return [`## proofgate uat gate: ${(0,neutralise.mdCode)(o.id)}`, why, (0,neutralise.mdFence)((o.lines ?? []).join('\n'), 'text')];
}
function overview(label, verdict, outcomes) {
    const rows = outcomes.map((o) => `| ${(0,neutralise.mdCode)(o.id)} | ${o.verdict} | ${o.gate?.run ? (0,neutralise.mdText)(o.gate.run.tester) || '_unsigned_' : '\u2014'} |`);
    return `## proofgate uat gate: ${(0,neutralise.mdText)(label)} \u2014 ${verdict}\n\nEvery recipe is gated; the worst decides.\n\n| recipe | verdict | tester |\n| --- | --- | --- |\n${rows.join('\n')}`;
}
/** Fails the step in gate mode; in advisory mode says the same as a notice (or a warning when something is missing), never a failure. */
function conclude(mode, message, severity = 'notice') {
    if (mode === 'gate')
        log/* log */.R.fail(message);
    else
        log/* log */.R[severity](`${message} (advisory mode: nothing is gated)`);
}
/**
 * A change that is to merge with no one named in `forbid-tester`: its author may accept their own
 * work. In a merge queue group the documented `github.event.pull_request.user.login` is empty (the
 * event names no pull request), so the gate says so rather than check nobody in silence.
 */
function selfAcceptanceUnchecked(forbidTester) {
    if (forbidTester.length || !(0,io/* mergingChange */._o)())
        return undefined;
    const unchecked = "forbid-tester names no one, so the change's author may accept their own work";
    return process.env.GITHUB_EVENT_NAME === 'merge_group'
        ? `${unchecked}: a merge queue group's event names no pull request author (\`github.event.pull_request.user.login\` is empty here); require this gate on the pull request too, where its author is named`
        : `${unchecked}: name the pull request's author (\`forbid-tester: \${{ github.event.pull_request.user.login }}\`)`;
}
async function gateAll(cwd, mode, settings, o) {
    const { dir } = o;
    const { config } = settings;
    const notes = [];
    if (mode === 'advisory')
        notes.push('> [!NOTE]\n> Advisory mode: this verdict is reported, **nothing is gated**. Set `mode: gate` to make the job fail unless the recipe passes.');
    if (settings.edited)
        notes.push(`> [!NOTE]\n> This change edits the uat settings in \`_bmad/config.yaml\`; they apply after merge. This gate used the settings of ${settings.from}.`);
    const unchecked = selfAcceptanceUnchecked(o.forbidTester);
    if (unchecked) {
        log/* log */.R.warning(unchecked);
        notes.push(`> [!WARNING]\n> ${unchecked}`);
    }
    const { ids, label, errors } = await recipes(cwd, dir, config, o.recipe);
    if (!ids.length && !errors.length) {
        const folder = (0,external_node_path_.relative)(cwd, (0,external_node_path_.resolve)(cwd, dir ?? config.dir, 'specs')) || '.';
        const message = `${label} in package.json has no recipe in ${folder}/: write one with \`proofgate uat init <name>-${label.replace(/^version /, '')}\``;
        core/* setOutput */.uH('verdict', 'awaiting');
        core/* setOutput */.uH('exit-code', String(exit_codes/* UAT_EXIT */.O.awaiting));
        core/* setOutput */.uH('recipes', '[]');
        await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)([`## proofgate uat gate: ${(0,neutralise.mdText)(label)}`, '### \u23f3 awaiting \u2014 no recipe', (0,neutralise.mdText)(message), ...notes]));
        conclude(mode, `uat gate: ${message}`, 'warning');
        return;
    }
    const outcomes = [...errors];
    for (const id of ids) {
        let page;
        if (o.buildPage) {
            const { buildPage } = await Promise.all(/* import() */[__webpack_require__.e(8043), __webpack_require__.e(1754)]).then(__webpack_require__.bind(__webpack_require__, 21754));
            const built = await buildPage({ id, cwd, dir, config, src: o.src });
            (0,log/* logUntrusted */.t)(built.lines);
            if (!built.page) {
                outcomes.push({ id, verdict: 'lint-failed', lines: built.lint.lines, lintErrors: built.lint.errors.length });
                continue;
            }
            page = built.page;
        }
        const base = (0,io/* mergingChange */._o)()?.baseSha;
        const r = await (0,release/* gateRecipe */.Ou)(id, { cwd, dir, config, forbidTester: o.forbidTester, ...(base !== undefined ? { base } : {}) });
        if (r.gate)
            (0,log/* logUntrusted */.t)(r.gate.lines);
        outcomes.push(r.gate ? { id, verdict: r.gate.verdict, gate: r.gate, ...(page ? { page } : {}) } : { id, verdict: 'error', lines: [r.error ?? ''] });
    }
    const verdict = (0,release/* worstVerdict */.zP)(outcomes.map((o) => o.verdict), WORST_FIRST);
    const pages = outcomes.flatMap((o) => (o.page ? [o.page] : []));
    core/* setOutput */.uH('verdict', verdict);
    core/* setOutput */.uH('exit-code', String(ACTION_EXIT[verdict]));
    core/* setOutput */.uH('recipes', JSON.stringify(outcomes.map((o) => ({ id: o.id, verdict: o.verdict, 'exit-code': ACTION_EXIT[o.verdict], page: o.page ?? null }))));
    if (pages.length === 1)
        core/* setOutput */.uH('page', pages[0]);
    // The pages this step built, and no other file of their folder: the checkout's pages folder holds whatever
    // the pull request committed there (a page of its own under a recipe's name, for a recipe that failed lint).
    const upload = pages.length
        ? await (0,actions_upload/* uploadArtifact */.m)((0,io/* input */.hF)('artifact-name') ?? `proofgate-uat-${ids.length === 1 ? ids[0] : label.replace(/^version /, '')}`, cwd, (0,external_node_path_.dirname)(pages[0]), pages.map((p) => (0,external_node_path_.relative)((0,external_node_path_.dirname)(pages[0]), p)))
        : undefined;
    const single = outcomes.length === 1 ? outcomes[0] : undefined;
    const sections = single
        ? outcomeSections(single, mode, upload)
        : [overview(label, verdict, outcomes), ...outcomes.flatMap((o) => outcomeSections(o, mode, upload))];
    // gateSummarySections puts the advisory note under each gated recipe's verdict itself.
    const gated = outcomes.some((o) => o.gate);
    await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)([...sections, ...notes.filter((n) => !(gated && n.includes('Advisory mode')))]));
    for (const o of outcomes.filter((x) => x.lines && x.verdict === 'error'))
        (0,log/* logUntrusted */.t)([`${o.id}: could not run (not a pass): ${o.lines.join(' ')}`]);
    if (verdict === 'passed')
        return;
    if (single?.verdict === 'lint-failed')
        return conclude(mode, `uat lint ${single.id} found ${single.lintErrors} error(s): the page is not built`, 'warning');
    conclude(mode, `uat gate ${label}: ${verdict}`, verdict === 'error' ? 'warning' : 'notice');
}
async function run() {
    const cwd = (0,io/* workspace */.Gl)();
    // What to gate and how are the workflow's own inputs: a wrong one fails the step in every mode.
    // The source is read only to build the page.
    const o = (0,options.uatGateOptions)((0,io/* inputOptions */.NH)({ unused: (0,io/* booleanInput */.tE)('build-page', false) ? [] : ['src'] }), cwd);
    let mode = o.mode;
    try {
        // Off by the workflow's own input: nothing is read, not even the base's settings (a shallow clone has no base).
        const settings = mode === 'off' ? undefined : await uatSettings(cwd);
        mode ??= settings.config.mode;
        core/* setOutput */.uH('mode', mode);
        if (mode === 'off') {
            core/* setOutput */.uH('verdict', 'off');
            core/* setOutput */.uH('exit-code', String(exit_codes/* UAT_EXIT */.O.ok));
            log/* log */.R.info('uat mode is off: no recipe is produced or gated');
            await (0,summary/* writeSummary */.Sy)('## proofgate uat gate\n\nHuman acceptance is **off** (`mode: off`): no recipe was built or gated.\n');
            return;
        }
        await gateAll(cwd, mode, settings, o);
    }
    catch (err) {
        // What stopped the gate is the verdict `error`, in the outputs and the summary; only gate mode fails the step.
        const message = (0,errors.describeError)(err);
        if (mode)
            core/* setOutput */.uH('mode', mode);
        core/* setOutput */.uH('verdict', 'error');
        core/* setOutput */.uH('exit-code', String(exit_codes/* UAT_EXIT */.O.error));
        const advisory = mode === 'advisory';
        await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)([
            '## proofgate uat gate',
            '### \u26a0\ufe0f the gate could not run',
            (0,neutralise.mdText)(message),
            advisory ? 'Advisory mode: **nothing is gated**.' : 'Not a pass: the step fails.',
        ]));
        if (advisory)
            log/* log */.R.warning(`uat gate could not run: ${message} (advisory mode: nothing is gated)`);
        else
            log/* log */.R.fail(message);
    }
}


/***/ }),

/***/ 4622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ uploadArtifact)
/* harmony export */ });
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49721);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53385);


/** Uploads one artifact and logs the outcome: a failed upload is a warning, and its result decides what the summary says. */
async function uploadArtifact(name, root, folder, only) {
    const upload = await (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_0__/* .uploadFolder */ .f)(name, root, folder, only);
    if (upload.uploaded)
        _github_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.info(upload.message);
    else
        _github_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.warning(upload.message);
    return upload;
}


/***/ }),

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ uploadFolder),
/* harmony export */   y: () => (/* binding */ artifactSection)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




const BAD_NAME = /["':<>|*?\r\n\\/]/;
/** The names this job's proofgate steps have uploaded under, one per line (RUNNER_TEMP is the job's own). */
const NAMES_FILE = 'proofgate-artifact-names';
async function listFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(e.parentPath, e.name));
}
/**
 * Claims an artifact name for this job: artifact names are unique in a workflow run, so a second
 * step of the job under the same name would fail, or (with overwrite) replace the first's evidence.
 * Refused by name, with the fix, before anything is sent.
 */
async function claimName(name) {
    const temp = process.env.RUNNER_TEMP;
    if (!temp)
        return undefined;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(temp, NAMES_FILE);
    const taken = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => '')).split('\n');
    if (taken.includes(name))
        return `artifact ${name} not uploaded: an earlier step of this job uploads under that name, and artifact names are unique in a workflow run; give this step's artifact-name a name of its own`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, `${name}\n`);
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
    const taken = await claimName(name);
    if (taken)
        return no(taken);
    try {
        const copy = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .copyRegularFiles */ .pz)(root, folder, only);
        const left = [
            copy.skipped.length ? `; left out (not regular files): ${copy.skipped.slice(0, 10).join(', ')}` : '',
            copy.refusedNames.length ? `; left out (a name the artifact service refuses): ${copy.refusedNames.slice(0, 10).join(', ')}` : '',
        ].join('');
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(5824), __webpack_require__.e(1351), __webpack_require__.e(8787)]).then(__webpack_require__.bind(__webpack_require__, 48787));
        const files = await listFiles(copy.dir);
        const res = await new DefaultArtifactClient().uploadArtifact(name, files, copy.dir, {});
        return { name, uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)${left}` };
    }
    catch (err) {
        return no(`artifact ${name} not uploaded: ${err.message.split('\n')[0]}`);
    }
}
/**
 * The summary's line about the artifact, from the upload's result: it names an artifact only when
 * one was uploaded, and otherwise says that none was and why.
 */
function artifactSection(u, what) {
    return u.uploaded
        ? `${what} is attached to this run as the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(u.name)}.`
        : `> [!WARNING]\n> ${what} is not attached to this run: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(u.message)}`;
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
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53385);


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
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.info('no GITHUB_STEP_SUMMARY: job summary skipped');
        return false;
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, markdown);
        return true;
    }
    catch (err) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.warning(`the job summary could not be written (${err.code ?? 'error'}); the verdict stands`);
        return false;
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
 * person is the repository's owner, a member of its organisation or a collaborator, as
 * anthropics/claude-code-action checks. Every other event is refused.
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
/** The event payload's author association for `event`, or null when absent or unreadable. */
function association(event, payloadPath) {
    const value = payloadAt(payloadPath)[BY_ASSOCIATION[event]]?.author_association;
    return typeof value === 'string' ? value : null;
}
/** Why `what` may not run on this workflow event, or null when it may (or when not in a workflow). */
function agentTriggerRefusal(what, env) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event))
        return null;
    const fix = 'run it on `pull_request` (see docs/security.md, "Triggers")';
    if (REFUSED.has(event))
        return `refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; ${fix}`;
    if (event in BY_ASSOCIATION) {
        const who = association(event, env.GITHUB_EVENT_PATH);
        if (who && TRUSTED_ASSOCIATIONS.includes(who))
            return null;
        return `refusing to run ${what} on \`${event}\`: its author's association is ${who ?? 'unknown'}, not ${TRUSTED_ASSOCIATIONS.join(', ')}, and this trigger holds the base repository's secrets; ${fix}, or let only the repository's people start it`;
    }
    return `refusing to run ${what} on \`${event}\`: not a trigger an agent runs on; ${fix}`;
}
/** Where each event's payload names the repository its change came from. */
const CHANGE_FROM = {
    pull_request_target: (p) => p.pull_request?.head?.repo?.full_name,
    workflow_run: (p) => p.workflow_run?.head_repository?.full_name,
};
/**
 * Why the evidence a gate reads on this event may be the pull request's own writing, or null. No
 * agent runs on `pull_request_target` or `workflow_run`, so what is gated there came from another
 * run: a fork's pull_request run runs the fork's workflow file, and every artifact it uploads (a
 * coverage of `completed`, no findings) is the fork's to write. A change from this repository was
 * pushed by someone with write access, as on `pull_request`; a payload that names none is a fork's.
 */
function evidenceTriggerDoubt(env) {
    const event = env.GITHUB_EVENT_NAME;
    const from = event === undefined ? undefined : CHANGE_FROM[event];
    if (!from)
        return null;
    // Unreadable: no repository named, so a fork's.
    const payload = payloadAt(env.GITHUB_EVENT_PATH);
    const name = from(payload);
    const here = payload.repository?.full_name ?? env.GITHUB_REPOSITORY;
    if (typeof name === 'string' && typeof here === 'string' && name.toLowerCase() === here.toLowerCase())
        return null;
    const who = typeof name === 'string' && /^[\w.-]+\/[\w.-]+$/.test(name) ? `${name}'s` : "another repository's (the payload names none)";
    return `no agent runs on \`${event}\`, so the evidence here came from another run, and this change is ${who}: a fork's run writes its own workflow and artifacts, so nothing it uploaded is evidence; review a fork's change in this repository's workflow, started by OWNER, MEMBER or COLLABORATOR (e.g. \`issue_comment\`), see docs/security.md, "Triggers"`;
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
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




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
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: it ${read.reason}`);
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
const words = (s) => s.replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ). */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
}


/***/ }),

/***/ 77677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ OptionChecks)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

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

/***/ 4243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ UAT_EXIT)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

/**
 * The uat commands' exit codes (the seed's table for read and gate, docs/uat-*.md): `failed`
 * is a failed expectation, lint error, refused import or unconfirmed write; `awaiting` is no
 * (finished) run yet; a stale run shares 3 with an error, and 4 is a release gate that could not run.
 */
const UAT_EXIT = { ok: 0, failed: 1, awaiting: 2, stale: 3, error: _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ERROR_EXIT, couldNotRun: 4 };


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
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61940);





function uatOptions(raw, cwd) {
    const c = new _text_options_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .UAT_EXIT */ .O.error);
    const src = c.list('src') ?? [];
    for (const d of src)
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, d), { throwIfNoEntry: false }))
            c.bad('src', "does not exist; give the folder that holds the screens' source", JSON.stringify(d));
    const dir = c.string('dir');
    const base = c.string('base');
    return {
        ...(dir !== undefined ? { dir } : {}),
        ...(base !== undefined ? { base } : {}),
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
