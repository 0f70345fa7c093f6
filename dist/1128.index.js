export const id = 1128;
export const ids = [1128];
export const modules = {

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
// EXTERNAL MODULE: ./src/actions/outputs.ts
var outputs = __webpack_require__(8721);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/uat/config.ts
var uat_config = __webpack_require__(31854);
// EXTERNAL MODULE: ./src/uat/gate.ts + 1 modules
var gate = __webpack_require__(65051);
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
        const rows = g.open.map((o) => `| ${(0,neutralise.mdCellCode)(o.expect)} | ${o.status} | ${(0,neutralise.mdCellText)(o.text)} | ${(o.note && (0,neutralise.mdCellLines)(o.note)) || '\u2014'} | ${o.class ?? '**untriaged**'} | ${o.decision ? `${o.decision}${o.owner ? ` (${(0,neutralise.mdCellText)(o.owner)})` : ''}` : '\u2014'} |`);
        sections.push(`<details open><summary><b>${g.open.length} failed, blocked or skipped expectation(s)</b></summary>\n\n| expectation | answer | text | tester's note | class | decision |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n\n</details>`);
    }
    if (g.reasons.length && g.verdict !== 'passed')
        sections.push(`**Still owed**\n\n${g.reasons.map((r) => `- ${(0,neutralise.mdText)(r)}`).join('\n')}`);
    sections.push(g.verdict === 'passed'
        ? `Establishes: ${g.establishes}. Does not establish ${g.doesNotEstablish}.`
        : `A pass would establish: ${g.establishes}; never ${g.doesNotEstablish}.`);
    if (page)
        sections.push(`The tester's page is ${(0,neutralise.mdCode)(page)} in the artifact this step uploaded: download it by the artifact's id (below), open it in a browser, play it, and export the answers.`);
    return sections;
}

// EXTERNAL MODULE: ./src/uat/release.ts
var release = __webpack_require__(90839);
// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(92935);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/text/taken.ts
var taken = __webpack_require__(77612);
// EXTERNAL MODULE: ./src/actions/upload.ts
var upload = __webpack_require__(4622);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/actions/io.ts
var io = __webpack_require__(9107);
// EXTERNAL MODULE: ./src/github/event-change.ts
var event_change = __webpack_require__(22192);
// EXTERNAL MODULE: ./src/github/log.ts
var log = __webpack_require__(53385);
;// CONCATENATED MODULE: ./src/actions/uat-gate.ts



















const WORST_FIRST = ['error', 'lint-failed', 'failed', 'stale', 'awaiting', 'passed'];
const ACTION_EXIT = { ...gate/* VERDICT_EXIT */.bO, 'lint-failed': exit_codes/* UAT_EXIT */.O.failed, error: exit_codes/* UAT_EXIT */.O.error };
/**
 * The uat settings that decide the verdict: in a pull request or a merge queue group, `_bmad/config.yaml` as it is at
 * the base commit (the change under test cannot set its own mode, budget or folder); elsewhere the checkout's.
 */
async function uatSettings(cwd, change) {
    if (!change)
        return { config: await (0,uat_config/* loadUatConfig */.Tk)(cwd), change, from: 'the checkout', edited: false };
    const config = await (0,uat_config/* loadUatConfigAt */.wA)(cwd, change.baseSha);
    const head = await (0,uat_config/* loadUatConfig */.Tk)(cwd).catch(() => undefined);
    const same = (c) => JSON.stringify(c && { ...c, source: '' }) === JSON.stringify({ ...config, source: '' });
    return { config, change, from: `the base commit ${change.baseSha.slice(0, 12)}`, edited: !same(head) };
}
/** The recipes to gate: the one asked for, or every recipe of package.json's version (a spec whose version cannot be read is an error outcome). */
async function recipes(cwd, dir, config, asked, base) {
    if ('id' in asked)
        return { ids: [asked.id], label: asked.id, errors: [] };
    // In a pull request or a merge queue group the release is also what the base says it is: the change cannot pick its recipes.
    const r = await (0,release/* recipesForVersion */.vh)(cwd, dir, config, base);
    const errors = r.uncertain.map((u) => ({
        id: u.file,
        verdict: 'error',
        lines: [`it may be a recipe of ${(0,neutralise.visible)(r.version)}: ${u.why}`],
    }));
    const version = `version ${(0,neutralise.visible)(r.version)}${r.baseVersion !== undefined ? ` (the base's is ${(0,neutralise.visible)(r.baseVersion)})` : ''}`;
    return { ids: r.ids, label: r.ids.length === 1 && !errors.length ? r.ids[0] : version, errors };
}
/** A recipe's sections; its page is named only when it is handed over (bound to this step by its id). */
function outcomeSections(o, mode, handed) {
    if (o.gate)
        return gateSummarySections(o.id, o.gate, mode, o.page && handed ? (0,external_node_path_.basename)(o.page) : undefined);
    const why = o.verdict === 'lint-failed' ? '**The recipe does not lint: the page is not handed over.**' : '**The gate could not run: not a pass.**';
    return [`## proofgate uat gate: ${(0,neutralise.mdCode)(o.id)}`, why, (0,neutralise.mdFence)((o.lines ?? []).join('\n'), 'text')];
}
function overview(label, verdict, outcomes) {
    const rows = outcomes.map((o) => `| ${(0,neutralise.mdCellCode)(o.id)} | ${o.verdict} | ${o.gate?.run ? (0,neutralise.mdCellText)(o.gate.run.tester) || '_unsigned_' : '\u2014'} |`);
    return `## proofgate uat gate: ${(0,neutralise.mdText)(label)} \u2014 ${verdict}\n\nEvery recipe is gated; the worst decides.\n\n| recipe | verdict | tester |\n| --- | --- | --- |\n${rows.join('\n')}`;
}
/** No recipe was gated: `recipes` is still JSON, so a later step's `fromJSON` reads it. */
function noRecipes() {
    (0,outputs/* setJsonOutput */.mI)('recipes', [], "each recipe's gate lines are in this step's log");
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
function selfAcceptanceUnchecked(forbidTester, change) {
    if (forbidTester.length || !change)
        return undefined;
    const unchecked = "forbid-tester names no one, so the change's author may accept their own work";
    return process.env.GITHUB_EVENT_NAME === 'merge_group'
        ? `${unchecked}: a merge queue group's event names no pull request author (\`github.event.pull_request.user.login\` is empty here); require this gate on the pull request too, where its author is named`
        : `${unchecked}: name the pull request's author (\`forbid-tester: \${{ github.event.pull_request.user.login }}\`)`;
}
/** The pages as the tester takes them: by the id this step reports, never by name (hazard 591). */
const PAGES = {
    what: "the tester's page",
    lost: "the tester has no page of this step to play (a page under its name in the run is not this step's)",
    taker: 'the tester',
    output: 'page-artifact-id',
};
/**
 * Hands the pages this step built to the tester: uploaded as one artifact, bound to this step by its id, holding no
 * other file of their folder (the checkout's pages folder holds whatever the pull request committed there: a page of
 * its own under a recipe's name, for a recipe that failed lint). A page not bound makes its recipe an error.
 */
async function handOver(cwd, results, pages, name) {
    if (!pages.length)
        return { outcomes: results };
    const folder = (0,external_node_path_.dirname)(pages[0]);
    const bound = await (0,upload/* uploadTaken */.h)(name, cwd, folder, PAGES, pages.map((p) => (0,external_node_path_.relative)(folder, p)));
    if (bound.refused === undefined)
        return { outcomes: results, bound };
    return { outcomes: results.map((o) => (o.page ? { ...o, verdict: 'error' } : o)), bound };
}
async function gateAll(cwd, mode, settings, o, upload) {
    const { dir } = o;
    const { config } = settings;
    const notes = [];
    if (mode === 'advisory')
        notes.push('> [!NOTE]\n> Advisory mode: this verdict is reported, **nothing is gated**. Set `mode: gate` to make the job fail unless the recipe passes.');
    if (settings.edited)
        notes.push(`> [!NOTE]\n> This change edits the uat settings in \`_bmad/config.yaml\`; they apply after merge. This gate used the settings of ${settings.from}.`);
    const unchecked = selfAcceptanceUnchecked(o.forbidTester, settings.change);
    if (unchecked) {
        log/* log */.R.warning(unchecked);
        notes.push(`> [!WARNING]\n> ${unchecked}`);
    }
    const base = settings.change?.baseSha;
    const { ids, label, errors } = await recipes(cwd, dir, config, o.recipe, base);
    if (!ids.length && !errors.length) {
        const folder = (0,external_node_path_.relative)(cwd, (0,external_node_path_.resolve)(cwd, dir ?? config.dir, 'specs')) || '.';
        const message = `${label} in package.json has no recipe in ${folder}/: write one with \`proofgate uat init <name>-${label.replace(/^version /, '')}\``;
        core/* setOutput */.uH('verdict', 'awaiting');
        core/* setOutput */.uH('exit-code', String(exit_codes/* UAT_EXIT */.O.awaiting));
        noRecipes();
        await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)([`## proofgate uat gate: ${(0,neutralise.mdText)(label)}`, '### \u23f3 awaiting \u2014 no recipe', (0,neutralise.mdText)(message), ...notes]));
        conclude(mode, `uat gate: ${message}`, 'warning');
        return;
    }
    const results = [...errors];
    const code = gatedCode(settings.change);
    for (const id of ids) {
        let page;
        if (o.buildPage) {
            const { buildPage } = await Promise.all(/* import() */[__webpack_require__.e(8325), __webpack_require__.e(1754)]).then(__webpack_require__.bind(__webpack_require__, 21754));
            const built = await buildPage({ id, cwd, dir, config, src: o.src, ...(code.head !== undefined ? { commit: code.head } : {}) });
            (0,log/* logUntrusted */.t)(built.lines);
            if (!built.page) {
                results.push({ id, verdict: 'lint-failed', lines: built.lint.lines, lintErrors: built.lint.errors.length });
                continue;
            }
            page = built.page;
        }
        const r = await (0,release/* gateRecipe */.Ou)(id, { cwd, dir, config, forbidTester: o.forbidTester, ...(base !== undefined ? { base } : {}), ...code });
        if (r.gate)
            (0,log/* logUntrusted */.t)(r.gate.lines);
        results.push(r.gate ? { id, verdict: r.gate.verdict, gate: r.gate, ...(page ? { page } : {}) } : { id, verdict: 'error', lines: [r.error ?? ''] });
    }
    const pages = results.flatMap((o) => (o.page ? [o.page] : []));
    // The version is package.json's, the change's to write: a character no artifact name may hold becomes `-`.
    const name = upload.artifactName ?? `proofgate-uat-${ids.length === 1 ? ids[0] : (0,artifact/* artifactNamePart */.tg)(label.replace(/^version /, ''))}`;
    // upload-artifact: false leaves the page in `page` for a step of the workflow's own to upload (and bind by its id).
    const { outcomes, bound } = upload.page ? await handOver(cwd, results, pages, name) : { outcomes: results };
    const refused = bound?.refused;
    const verdict = (0,release/* worstVerdict */.zP)(outcomes.map((o) => o.verdict), WORST_FIRST);
    core/* setOutput */.uH('verdict', verdict);
    core/* setOutput */.uH('exit-code', String(ACTION_EXIT[verdict]));
    (0,outputs/* setJsonOutput */.mI)('recipes', outcomes.map((o) => ({ id: o.id, verdict: o.verdict, 'exit-code': ACTION_EXIT[o.verdict], page: o.page ?? null })), "each recipe's gate lines are in this step's log");
    if (pages.length === 1)
        core/* setOutput */.uH('page', pages[0]);
    const single = outcomes.length === 1 ? outcomes[0] : undefined;
    const handed = bound !== undefined && refused === undefined;
    const sections = single
        ? outcomeSections(single, mode, handed)
        : [overview(label, verdict, outcomes), ...outcomes.flatMap((o) => outcomeSections(o, mode, handed))];
    // Why first, under the heading: the tester must not look for the page by its name.
    if (refused !== undefined)
        sections.splice(1, 0, (0,artifact/* notTakenSection */.of)(refused, 'The page is not handed over: not a pass, in every mode.'));
    if (bound && bound.refused === undefined)
        sections.push((0,taken/* takenLine */.E)(bound.upload, "the tester's page", PAGES.output));
    // gateSummarySections puts the advisory note under each gated recipe's verdict itself.
    const gated = outcomes.some((o) => o.gate);
    await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)([...sections, ...notes.filter((n) => !(gated && n.includes('Advisory mode')))]));
    for (const o of outcomes.filter((x) => x.lines && x.verdict === 'error'))
        (0,log/* logUntrusted */.t)([`${o.id}: could not run (not a pass): ${o.lines.join(' ')}`]);
    if (refused !== undefined)
        return log/* log */.R.fail(`uat gate ${label}: error: ${refused}`);
    if (verdict === 'passed')
        return;
    if (single?.verdict === 'lint-failed')
        return conclude(mode, `uat lint ${single.id} found ${single.lintErrors} error(s): the page is not built`, 'warning');
    conclude(mode, `uat gate ${label}: ${verdict}`, verdict === 'error' ? 'warning' : 'notice');
}
/**
 * The code a run must have tested, from the event, never from the checkout a pull request's workflow
 * makes (its merge commit, which no tester played): a pull request's head; a merge queue group's head,
 * compared over the files the group changes since its base (it also holds the groups queued before it)
 * and those the run's commit changed on its branch; elsewhere (a push, a tag) the checkout's HEAD.
 */
function gatedCode(change) {
    if (!change)
        return {};
    return process.env.GITHUB_EVENT_NAME === 'merge_group' ? { head: change.headSha, headSince: change.baseSha } : { head: change.headSha };
}
async function run() {
    let mode;
    try {
        const cwd = (0,io/* workspace */.Gl)();
        // What to gate and how are the workflow's own inputs: a wrong one fails the step in every mode (no mode is
        // known yet), with the outputs and summary of a gate that cannot run. The source is read only to build the page.
        const o = (0,options.uatGateOptions)((0,io/* inputOptions */.NH)({ unused: (0,io/* booleanInput */.tE)('build-page', false) ? [] : ['src'] }), cwd);
        const upload = { page: (0,io/* booleanInput */.tE)('upload-artifact', true), artifactName: (0,io/* artifactNameInput */.Mn)() };
        // Off by the workflow's own input: nothing is read, not even the base's settings (a shallow clone has no base).
        // Else a pull request's run that names no base fails the step in every mode, before a mode is known (hazard 607).
        const change = o.mode === 'off' ? undefined : (0,event_change.judgedChange)();
        mode = o.mode;
        const settings = mode === 'off' ? undefined : await uatSettings(cwd, change);
        mode ??= settings.config.mode;
        core/* setOutput */.uH('mode', mode);
        if (mode === 'off') {
            core/* setOutput */.uH('verdict', 'off');
            core/* setOutput */.uH('exit-code', String(exit_codes/* UAT_EXIT */.O.ok));
            noRecipes();
            log/* log */.R.info('uat mode is off: no recipe is produced or gated');
            await (0,summary/* writeSummary */.Sy)('## proofgate uat gate\n\nHuman acceptance is **off** (`mode: off`): no recipe was built or gated.\n');
            return;
        }
        await gateAll(cwd, mode, settings, o, upload);
    }
    catch (err) {
        // What stopped the gate is the verdict `error`, in the outputs and the summary; only gate mode fails the step.
        const message = (0,errors.describeError)(err);
        // No mode known yet (a refused input, a config it could not read and no `mode` input): says so (hazard 665).
        core/* setOutput */.uH('mode', mode ?? 'unknown');
        core/* setOutput */.uH('verdict', 'error');
        core/* setOutput */.uH('exit-code', String(exit_codes/* UAT_EXIT */.O.error));
        noRecipes();
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
/* harmony export */   h: () => (/* binding */ uploadTaken),
/* harmony export */   m: () => (/* binding */ uploadArtifact)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49721);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53385);
/* harmony import */ var _workflow_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59586);




/**
 * Uploads one artifact and logs the outcome: a failed upload is a warning, and its result decides what the summary
 * says. Its id is set as the step output `output` (empty when there is none), with its download link: a reader takes
 * it by that id, never by a name any job of the run can upload under first (hazard 640).
 */
async function uploadArtifact(name, root, folder, output, only) {
    const upload = await (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .uploadFolder */ .yi)(name, root, folder, only);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(output, upload.uploaded && upload.id !== undefined ? String(upload.id) : '');
    if (!upload.uploaded) {
        _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(upload.message);
        return upload;
    }
    if (upload.id === undefined) {
        _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.warning(`${upload.message}, but the artifact service gave no id for it: it is not attached`);
        return upload;
    }
    _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.info(`${upload.message}, id ${upload.id}`);
    const url = (0,_workflow_run_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactUrl */ .Wk)(process.env, upload.id);
    return { ...upload, ...(url ? { url } : {}) };
}
/**
 * Uploads an artifact a later job or a person takes, bound by its id: the id is set as the step output
 * `taken.output`, and that id, never the name, is what the taker is sent to: any job of the run can upload
 * under the name first (hazards 530, 591). So an upload refused (409, the name taken), failed, without an
 * artifact runtime, or with no id is not a warning but `refused`, the step's failure.
 */
async function uploadTaken(name, root, folder, taken, only) {
    const upload = await (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .uploadFolder */ .yi)(name, root, folder, only);
    if (!upload.uploaded)
        return { upload, refused: `${taken.what} was not uploaded, so ${taken.lost}: ${upload.message}` };
    if (upload.id === undefined)
        return {
            upload,
            refused: `${taken.what} was uploaded as the artifact ${upload.name} but the artifact service gave no id for it: ${taken.taker} takes it only by its id`,
        };
    _github_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.info(`${upload.message}, id ${upload.id}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(taken.output, String(upload.id));
    const url = (0,_workflow_run_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactUrl */ .Wk)(process.env, upload.id);
    return { upload: { ...upload, id: upload.id, ...(url ? { url } : {}) } };
}


/***/ }),

/***/ 66928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ serverOrigin)
/* harmony export */ });
/**
 * The web origin of the GitHub this run publishes to, for links a reader follows: GITHUB_SERVER_URL (the runner
 * sets it), else the one GITHUB_API_URL belongs to (a CLI outside Actions against GitHub Enterprise Server,
 * `https://ghe.example/api/v3`, or GHE.com, `https://api.acme.ghe.com`): a link to github.com there would open
 * another server, where the same owner/name may be someone else's repository. None when neither says, or a
 * value is not a plain http(s) origin.
 */
function serverOrigin(env) {
    const url = (text) => {
        try {
            const u = new URL(text);
            return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.search && !u.hash ? u : undefined;
        }
        catch {
            return undefined;
        }
    };
    if (env.GITHUB_SERVER_URL) {
        const u = url(env.GITHUB_SERVER_URL);
        return u && (u.pathname === '/' || u.pathname === '') ? u.origin : undefined;
    }
    const api = url(env.GITHUB_API_URL || 'https://api.github.com');
    if (!api)
        return undefined;
    if (/^\/api\/v3\/?$/.test(api.pathname))
        return api.origin;
    if (api.pathname !== '/' && api.pathname !== '')
        return undefined;
    if (api.host === 'api.github.com')
        return 'https://github.com';
    return /^api\.[a-z0-9-]+\.ghe\.com$/.test(api.host) ? `${api.protocol}//${api.host.slice(4)}` : undefined;
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


/***/ }),

/***/ 90839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ gateRecipe),
/* harmony export */   releaseGate: () => (/* binding */ releaseGate),
/* harmony export */   specPresent: () => (/* binding */ specPresent),
/* harmony export */   vh: () => (/* binding */ recipesForVersion),
/* harmony export */   zP: () => (/* binding */ worstVerdict)
/* harmony export */ });
/* unused harmony exports RELEASE_EXIT, recipeLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _at_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26847);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21789);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(31854);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(39559);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(65051);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(95223);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4243);












const RELEASE_EXIT = { ..._gate_js__WEBPACK_IMPORTED_MODULE_9__/* .VERDICT_EXIT */ .bO, 'could-not-run': _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.couldNotRun };
/** The worst first: one recipe that could not run, failed, is stale or awaits a run holds the release. */
const WORST_FIRST = ['could-not-run', 'failed', 'stale', 'awaiting', 'passed'];
/** The verdict over several recipes: the first of `worstFirst` that one of them has (none at all is `awaiting`). */
function worstVerdict(verdicts, worstFirst) {
    return worstFirst.find((v) => verdicts.includes(v)) ?? 'awaiting';
}
async function packageVersion(cwd) {
    let pkg;
    try {
        pkg = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)((await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextCapped */ .XS)(cwd, 'package.json', _config_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_MAX_BYTES */ .SL)) ?? '', 'package.json');
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot read the version from package.json: ${err.message}`);
    }
    if (typeof pkg.version !== 'string' || pkg.version === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError('package.json has no `version`');
    return pkg.version;
}
/** What a commit holds of the release: its package.json's version and its specs' versions, read from git (nothing from the work tree). */
async function releaseAt(cwd, specsFolder, commit) {
    const at = await (0,_at_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .atCommit */ .n)(cwd, commit, 'the release is read from the base too');
    const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(cwd, 'package.json');
    const files = (await at.list(specsFolder)).filter((f) => f.endsWith('.json'));
    const objects = await at.read([pkg, ...files]);
    const versionOf = (file, max) => {
        const data = objects.get(file);
        if (!data || data.length > max)
            return null;
        try {
            const v = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(data.toString('utf8'), file)?.version;
            return typeof v === 'string' && v !== '' ? v : null;
        }
        catch {
            return null;
        }
    };
    const version = versionOf(pkg, _config_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_MAX_BYTES */ .SL);
    if (version === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`package.json at the base commit ${commit.slice(0, 12)} has no readable \`version\``);
    const specs = new Map(files.map((f) => [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(f, '.json'), versionOf(f, _spec_js__WEBPACK_IMPORTED_MODULE_10__/* .SPEC_MAX_BYTES */ .Fv)]));
    return { version, specs };
}
/**
 * Every recipe of the version in package.json among specs/*.json; a spec whose version cannot be
 * read is listed, never skipped. Given a base commit (a pull request's), the release is also what
 * the base says it is: the recipes of the base's package version and of the head's, as the base
 * has them, are gated too, so neither a version edited in package.json nor one edited in a spec
 * takes a recipe out, and a recipe the change deletes cannot pass.
 */
async function recipesForVersion(cwd, dir, config, base) {
    const version = await packageVersion(cwd);
    // Given a base, its settings say where the recipes are: the change cannot point the gate elsewhere.
    const settings = config ?? (base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .loadUatConfigAt */ .wA)(cwd, base));
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_8__/* .uatFolder */ .p)(cwd, dir, settings);
    const specs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder.root, 'specs');
    const atBase = base === undefined ? undefined : await releaseAt(cwd, specs, base);
    const versions = new Set([version, ...(atBase ? [atBase.version] : [])]);
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .confined */ .dg)(folder.tree, specs)).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
    const out = {
        version,
        ids: [],
        uncertain: [],
        ...(atBase && atBase.version !== version ? { baseVersion: atBase.version } : {}),
    };
    const shown = (id) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(specs, `${id}.json`)));
    for (const name of names) {
        const id = name.slice(0, -'.json'.length);
        try {
            const { text, file } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_10__/* .readSpecText */ .vt)(folder, id, cwd);
            const doc = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(text, file);
            if (typeof doc?.version !== 'string')
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${file} has no \`version\``);
            const fromBase = atBase?.specs.get(id);
            if (versions.has(doc.version) || (fromBase != null && versions.has(fromBase)))
                out.ids.push(id);
            // One edited field would otherwise take a failing recipe out of the release.
            else {
                const named = [...versions].find((v) => id.endsWith(`-${v}`));
                if (named !== undefined)
                    out.uncertain.push({
                        file: shown(id),
                        why: `its id names ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(named)}, but its \`version\` is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(doc.version))}`,
                    });
            }
        }
        catch (err) {
            out.uncertain.push({ file: shown(id), why: `its version cannot be read: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_4__.describeError)(err)}` });
        }
    }
    const present = new Set(names);
    for (const [id, v] of atBase?.specs ?? []) {
        if (v !== null && versions.has(v) && !present.has(`${id}.json`))
            out.uncertain.push({ file: shown(id), why: `the base has it as a recipe of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(v)}, and the change deletes it` });
        // What the base holds but cannot be read as a recipe may be one: the change cannot take it out.
        else if (v === null && !out.ids.includes(id) && !out.uncertain.some((u) => u.file === shown(id)))
            out.uncertain.push({ file: shown(id), why: 'the base has it, and its version there cannot be read' });
    }
    return out;
}
/** Exit 0 when the version in package.json has a recipe, 1 when it has none. */
async function specPresent(o) {
    const r = await recipesForVersion(o.cwd, o.dir);
    const warnings = r.uncertain.map((u) => `warning: ${u.file}: ${u.why}`);
    if (!r.ids.length)
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.failed,
            version: r.version,
            ids: [],
            lines: [
                `version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(r.version)} has no recipe: write one with \`proofgate uat init <name>-${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(r.version)}\` before releasing`,
                ...warnings,
            ],
        };
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.ok,
        version: r.version,
        ids: r.ids,
        lines: [`version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(r.version)} has ${r.ids.length} recipe(s): ${r.ids.join(', ')}`, ...warnings],
    };
}
/** The gate of one recipe; whatever stops it (an unreadable triage file, an invalid spec) is `could-not-run`, never a pass. */
async function gateRecipe(id, o) {
    try {
        const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_9__.uatGate)({ id, ...o });
        return { id, verdict: gate.verdict, exitCode: gate.exitCode, gate };
    }
    catch (err) {
        return { id, verdict: 'could-not-run', exitCode: RELEASE_EXIT['could-not-run'], error: (0,_text_errors_js__WEBPACK_IMPORTED_MODULE_4__.describeError)(err) };
    }
}
/** Lines for one recipe's outcome: the gate's own, or why it could not run. */
function recipeLines(r) {
    return r.gate ? r.gate.lines : [`${r.id}: could not run (not a pass): ${r.error}`];
}
/**
 * The release check over every recipe of the version: 0 passed, 1 failed, 2 no finished run,
 * 3 another revision, 4 could not run (never a pass). The worst recipe decides.
 */
async function releaseGate(o) {
    let found;
    // With a base, its settings say where the recipes are, for finding them and for gating them.
    let config;
    try {
        config = o.base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .loadUatConfigAt */ .wA)(o.cwd, o.base);
        found = await recipesForVersion(o.cwd, o.dir, config, o.base);
    }
    catch (err) {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.couldNotRun,
            verdict: 'could-not-run',
            recipes: [],
            lines: [`release gate could not run (not a pass): ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_4__.describeError)(err)}`],
        };
    }
    const { version, ids, uncertain } = found;
    const cannotTell = uncertain.map((u) => `- ${u.file} may be a recipe of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(version)}: ${u.why}`);
    if (!ids.length)
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .UAT_EXIT */ .O.couldNotRun,
            verdict: 'could-not-run',
            version,
            recipes: [],
            lines: [`release gate could not run: version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(version)} has no recipe (not a pass)`, ...cannotTell],
        };
    const recipes = [];
    for (const id of ids)
        recipes.push(await gateRecipe(id, {
            cwd: o.cwd,
            ...(o.dir !== undefined ? { dir: o.dir } : {}),
            ...(config ? { config } : {}),
            ...(o.base !== undefined ? { base: o.base } : {}),
            ...(o.head !== undefined ? { head: o.head } : {}),
        }));
    const verdict = uncertain.length
        ? 'could-not-run'
        : worstVerdict(recipes.map((r) => r.verdict), WORST_FIRST);
    return {
        exitCode: RELEASE_EXIT[verdict],
        verdict,
        version,
        recipes,
        lines: [
            `release ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(version)}${found.baseVersion !== undefined ? ` (the base's is ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(found.baseVersion)})` : ''}: ${verdict}${verdict === 'could-not-run' ? ' (not a pass)' : ''} \u2014 ${recipes.length} recipe(s): ${recipes.map((r) => `${r.id} ${r.verdict}`).join(', ')}`,
            ...cannotTell,
            ...recipes.flatMap(recipeLines),
        ],
    };
}


/***/ }),

/***/ 59586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   aO: () => (/* binding */ workflowJobPage)
/* harmony export */ });
/* harmony import */ var _server_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66928);

/**
 * The page of the workflow run this process is part of (its job summary), when it runs in GitHub Actions: of this
 * attempt (`/attempts/N`), since the run's own page opens its latest attempt, and a verdict linked from a check run or
 * a comment must keep showing the summary and artifacts it came from after a re-run.
 */
function workflowRunUrl(env) {
    const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } = env;
    const ofAttempt = attempt && /^[1-9]\d{0,5}$/.test(attempt) ? `/attempts/${attempt}` : '';
    const server = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_0__/* .serverOrigin */ .s)(env);
    return server && runId && repository ? `${server}/${repository}/actions/runs/${runId}${ofAttempt}` : undefined;
}
/** The page of this workflow run, `…/actions/runs/ID`, without an attempt: where its jobs' and artifacts' pages are. */
function runPage(env) {
    const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    const server = (0,_server_url_js__WEBPACK_IMPORTED_MODULE_0__/* .serverOrigin */ .s)(env);
    return server && repository && runId && /^[1-9]\d*$/.test(runId) ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}
/**
 * The start of the page of a job of this workflow run, `…/actions/runs/ID/job/`: GitHub links the check
 * run it posts for a job there, under the job's id, which is the check run's own id. GitHub sets a check
 * run's `html_url`; a check run made through the API gets `…/runs/ID`, whatever its `details_url` says.
 */
function workflowJobPage(env) {
    const run = runPage(env);
    return run && `${run}/job/`;
}
/**
 * The download of one artifact of this workflow run by its id (what actions/upload-artifact outputs as
 * `artifact-url`): that artifact, never another the run holds, or a later run, under its name.
 */
function artifactUrl(env, id) {
    const run = runPage(env);
    return run && `${run}/artifacts/${id}`;
}


/***/ })

};
