export const id = 2227;
export const ids = [2227];
export const modules = {

/***/ 29293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ resolveOptions),
/* harmony export */   cj: () => (/* binding */ CHECK_NAMES),
/* harmony export */   lh: () => (/* binding */ timeoutFor)
/* harmony export */ });
/* unused harmony export assertFutureDate */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14928);
/* harmony import */ var _tea_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50248);




/** The check run's default name per compatibility mode (branch protection matches it exactly). */
const CHECK_NAMES = { proofgate: 'proofgate test review', tea: 'TEA Test Review' };
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
/** A `--x` / `--no-x` pair: undefined when neither is given, refused when both are. */
function pair(on, off, flag) {
    if (on && off)
        bad(`--${flag}`, `and --no-${flag} contradict each other: give one`);
    return on ? true : off ? false : undefined;
}
const AGENTS = ['claude', 'codex', 'agy', 'custom', 'none'];
function bad(flag, why) {
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${flag} ${why}`, 2);
}
function int(flag, v, min, max) {
    if (v === undefined)
        return undefined;
    if (!/^\d+$/.test(v.trim()) || Number(v) < min || Number(v) > max)
        bad(flag, `must be a whole number from ${min} to ${max} (got ${JSON.stringify(v)})`);
    return Number(v);
}
function oneOf(flag, v, values, fallback) {
    if (v === undefined)
        return fallback;
    if (!values.includes(v))
        bad(flag, `must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
    return v;
}
/** A real calendar date strictly after today (local time). */
function assertFutureDate(v, today = new Date()) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
    if (!m || !d || d.getFullYear() !== Number(m[1]) || d.getMonth() !== Number(m[2]) - 1 || d.getDate() !== Number(m[3]))
        bad('--waive-until', `must be a real date YYYY-MM-DD (got ${JSON.stringify(v)})`);
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    if (d <= start)
        bad('--waive-until', `${v} is not in the future: a waiver must expire after today`);
}
const truthy = (v) => v !== undefined && /^(1|true|yes)$/i.test(v.trim());
function resolveOptions(o, cwd, env = process.env) {
    const projectRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, o.projectRoot ?? '.');
    const agent = oneOf('--agent', o.agent, AGENTS, 'claude');
    if (o.model !== undefined && (agent === 'custom' || agent === 'none'))
        bad('--model', `cannot be used with --agent ${agent}: select a custom runner's model with --agent-arg`);
    if (agent === 'custom' && !o.agentCmd)
        bad('--agent custom', 'needs --agent-cmd PATH (the runner that reads the prompt on stdin and writes the report)');
    const agentArgs = o.agentArg ?? [];
    // The runner's own rules (one model, a sane name, none for custom) decide, before anything runs.
    const model = agent === 'none' ? null : (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveModel */ .AX)({ kind: agent, args: agentArgs, ...(o.model !== undefined ? { model: o.model } : {}) });
    const gateOn = oneOf('--gate-on', o.gateOn, ['introduced', 'all'], o.files !== undefined ? 'all' : 'introduced');
    if (o.files !== undefined && gateOn === 'introduced')
        bad('--gate-on introduced', 'cannot be used with --files: an explicit file list has no diff to attribute findings to (use --gate-on all)');
    (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkEnvPass */ .PC)(o.envPass ?? []);
    if ((o.waive === undefined) !== (o.waiveUntil === undefined))
        bad(o.waive === undefined ? '--waive-until' : '--waive', 'needs its partner: a waiver takes both --waive REASON and --waive-until YYYY-MM-DD');
    if (o.waiveUntil !== undefined)
        assertFutureDate(o.waiveUntil);
    if (o.waive !== undefined && o.waive.trim() === '')
        bad('--waive', 'needs a reason');
    const publishing = o.github === true || o.commentOut !== undefined;
    if (o.publishAs !== undefined && !publishing)
        bad('--publish-as', 'only applies with --github or --comment-out');
    if (o.publishAs !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(o.publishAs))
        bad('--publish-as', 'may hold only letters, digits, dots, dashes and underscores');
    if (o.headSha !== undefined && !publishing)
        bad('--head-sha', 'only applies with --github or --comment-out');
    if (o.headSha !== undefined && !/^[0-9a-f]{40}$/.test(o.headSha))
        bad('--head-sha', 'must be a full 40-hex commit SHA');
    if (o.checkName !== undefined && !o.github)
        bad('--check-name', 'only applies with --github');
    if ((o.noCheckRun || o.noPrComment) && !o.github)
        bad(o.noCheckRun ? '--no-check-run' : '--no-pr-comment', 'only applies with --github');
    if (o.pr !== undefined && o.files !== undefined && !o.github)
        bad('--pr', 'with --files (which skips git) is accepted only together with --github');
    if (o.repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(o.repo))
        bad('--repo', `must be OWNER/NAME (got ${JSON.stringify(o.repo)})`);
    if (o.base !== undefined && (o.base.trim() === '' || o.base.startsWith('-')))
        bad('--base', `${JSON.stringify(o.base)} is not a ref`);
    // Every file proofgate writes stays inside the working tree (links below it are refused on write).
    const inside = (flag, path) => {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(projectRoot, path);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(projectRoot, abs);
        if (rel === '' || rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel))
            bad(flag, `${JSON.stringify(path)} is outside the project root; give a file inside it`);
        return abs;
    };
    const output = inside('--output', o.output ?? 'test-review.md');
    const json = o.json !== undefined ? inside('--json', o.json) : undefined;
    const commentOut = o.commentOut !== undefined ? inside('--comment-out', o.commentOut) : undefined;
    if (commentOut !== undefined && (commentOut === output || commentOut === json))
        bad('--comment-out', 'names the same file as --output or --json');
    if (json !== undefined && json === output)
        bad('--json', 'names the same file as --output');
    const retries = int('--retries', o.retries, 0, 5) ?? (truthy(env.CI) ? 1 : 0);
    if (o.projectSkill && o.skillRoot !== undefined)
        bad('--project-skill', 'cannot be combined with --skill-root: name one skill');
    const compat = oneOf('--compat', o.compat, ['proofgate', 'tea'], 'proofgate');
    if (o.commentAuthor !== undefined && !o.github)
        bad('--comment-author', 'only applies with --github');
    if (o.commentAuthor !== undefined && !LOGIN.test(o.commentAuthor))
        bad('--comment-author', `must be a GitHub login (got ${JSON.stringify(o.commentAuthor)})`);
    const tea = {};
    const playwright = pair(o.usePlaywrightUtils, o.noUsePlaywrightUtils, 'use-playwright-utils');
    if (playwright !== undefined)
        tea.tea_use_playwright_utils = playwright;
    const pactjs = pair(o.usePactjsUtils, o.noUsePactjsUtils, 'use-pactjs-utils');
    if (pactjs !== undefined)
        tea.tea_use_pactjs_utils = pactjs;
    if (o.pactMcp !== undefined)
        tea.tea_pact_mcp = oneOf('--pact-mcp', o.pactMcp, _tea_config_js__WEBPACK_IMPORTED_MODULE_3__/* .PACT_MCP_VALUES */ .J_, 'mcp');
    if (o.executionMode !== undefined)
        tea.tea_execution_mode = oneOf('--execution-mode', o.executionMode, _tea_config_js__WEBPACK_IMPORTED_MODULE_3__/* .EXECUTION_MODE_VALUES */ .gj, 'auto');
    const probe = pair(o.capabilityProbe, o.noCapabilityProbe, 'capability-probe');
    if (probe !== undefined)
        tea.tea_capability_probe = probe;
    return {
        projectRoot,
        ...(o.base !== undefined ? { base: o.base } : {}),
        ...(o.files !== undefined ? { files: o.files } : {}),
        ...(o.scope !== undefined ? { scope: oneOf('--scope', o.scope, ['single', 'directory', 'suite'], 'single') } : {}),
        testDir: o.testDir ?? 'tests',
        ...(o.focus !== undefined ? { focus: o.focus } : {}),
        testGlobs: o.testGlob ?? [],
        ...(o.skillRoot !== undefined ? { skillRoot: o.skillRoot } : {}),
        ...(o.pr !== undefined ? { pr: int('--pr', o.pr, 1, 1e9) } : {}),
        ...(o.repo !== undefined ? { repo: o.repo } : {}),
        retries,
        ...(commentOut !== undefined ? { commentOut } : {}),
        ...(o.runUrl !== undefined ? { runUrl: o.runUrl } : {}),
        ...(o.artifactName !== undefined ? { artifactName: o.artifactName } : {}),
        github: o.github === true,
        ...(o.headSha !== undefined ? { headSha: o.headSha } : {}),
        checkName: o.checkName ?? CHECK_NAMES[compat],
        publishAs: o.publishAs ?? agent,
        checkRun: !o.noCheckRun,
        prComment: !o.noPrComment,
        output,
        ...(json !== undefined ? { json } : {}),
        agent,
        model,
        ...(o.model !== undefined ? { modelFlag: o.model } : {}),
        ...(o.agentCmd !== undefined ? { agentCmd: o.agentCmd } : {}),
        agentArgs,
        envPass: o.envPass ?? [],
        ...(o.timeoutMs !== undefined ? { timeoutMs: int('--timeout-ms', o.timeoutMs, 1, 24 * 3600_000) } : {}),
        ...(o.minScore !== undefined ? { minScore: int('--min-score', o.minScore, 0, 100) } : {}),
        ...(o.maxCritical !== undefined ? { maxCritical: int('--max-critical', o.maxCritical, 0, 1e6) } : {}),
        minFiles: int('--min-files', o.minFiles, 0, 1e6) ?? 1,
        failOn: oneOf('--fail-on', o.failOn, ['request-changes', 'block'], 'request-changes'),
        gateOn,
        failOnSkip: o.failOnSkip === true,
        ...(o.waive !== undefined ? { waive: { reason: o.waive, until: o.waiveUntil } } : {}),
        isolate: o.noIsolate ? false : o.isolate === true || truthy(env.CI),
        projectSkill: o.projectSkill === true,
        tea,
        compat,
        ...(o.commentAuthor !== undefined ? { commentAuthor: o.commentAuthor } : {}),
    };
}
function timeoutFor(o, files) {
    return o.timeoutMs ?? (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_2__/* .agentTimeoutMs */ .x0)(files);
}


/***/ }),

/***/ 84463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ legacyMarkers),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   xL: () => (/* binding */ marker)
/* harmony export */ });
/* unused harmony export conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53326);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);




/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(text));
/**
 * The same hidden marker the GitHub publisher keeps one comment by. With `--compat tea` it is
 * the peer's (`<!-- tea-test-review:<tag> -->`), so the comment the peer kept is the one updated.
 */
const marker = (tag, compat = 'proofgate') => compat === 'tea' ? `<!-- tea-test-review:${tag} -->` : `<!-- proofgate:test-review.${tag} -->`;
/** The peer's untagged marker of older releases: adopted only under the claude tag, as the peer does. */
const legacyMarkers = (tag, compat = 'proofgate') => compat === 'tea' && tag === 'claude' ? ['<!-- tea-test-review -->'] : [];
const SEVERITY_ORDER = ['Critical', 'High', 'Medium', 'Low'];
function stateOf(i) {
    const v = i.verdict;
    if (i.exitCode >= 2 || !v)
        return 'broken';
    if ('promptOnly' in v)
        return 'dry-run';
    const failures = v.gateFailures ?? [];
    const waived = 'waived' in v && v.waived === true;
    if ('skipped' in v) {
        if (i.exitCode === 0 && failures.length && !waived)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: the skip has unwaived gate failures', 2);
        return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'skipped';
    }
    if (i.exitCode === 0 && failures.length && !waived)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: it has unwaived gate failures (the two came from different runs)', 2);
    if (i.exitCode === 1 && failures.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 1 contradicts the verdict: it has no gate failure (the two came from different runs)', 2);
    return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'pass';
}
function conclusion(state, skipFails = false) {
    if (state === 'pass' || state === 'waived')
        return 'success';
    if (state === 'dry-run' || (state === 'skipped' && !skipFails))
        return 'neutral';
    return 'failure';
}
function headline(state, i) {
    const v = i.verdict;
    switch (state) {
        case 'pass':
            return 'Pass for the changed tests';
        case 'fail':
            return v && 'skipped' in v ? 'Fail: skipped review' : `Fail: ${String(v?.recommendation)}`;
        case 'waived':
            return `${v && 'skipped' in v ? 'Skipped' : String(v?.recommendation)}, waived until ${String(v?.waiveUntil)}`;
        case 'skipped':
            return 'Skipped';
        case 'dry-run':
            return 'No review performed';
        case 'broken':
            return 'Broken gate';
    }
}
const withheld = (files) => `Secret-named files withheld from the agent (a person must check them): ${files.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`;
function body(state, i) {
    const v = i.verdict;
    const at = i.headSha ? ` at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.headSha.slice(0, 8))}` : '';
    const out = [];
    if (state === 'broken') {
        out.push(`No verdict: ${mdText(i.cause ?? `the run exited ${i.exitCode}`)}.`, 'These tests are not approved.');
    }
    else if (v && 'promptOnly' in v) {
        out.push(`A dry run (\`--agent none\`): ${v.files.length} test file(s) would be reviewed. This is not a verdict.`);
    }
    else if (v && 'skipped' in v) {
        out.push(`${mdText(v.reason)}.`);
        if (v.deletedFiles?.length)
            out.push(`Deleted test files: ${v.deletedFiles.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        if (v.contextFiles.length)
            out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
        if (v.unscorableTestArtifacts?.length)
            out.push(`Unscored test artifacts: ${v.unscorableTestArtifacts.slice(0, 10).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode).join(', ')}.`);
    }
    else if (v) {
        const gating = v.findings
            .filter((f) => f.verdict_impact)
            .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
        if (state === 'pass') {
            out.push(gating.length === 0
                ? `Reviewed ${v.files.length} changed test file(s)${at}. No findings attributable to this PR.`
                : `Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
        }
        else {
            out.push(`Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
            for (const g of (v.gateFailures ?? []).slice(0, 3))
                out.push(`- ${mdText(g)}`);
            for (const f of gating.slice(0, 3)) {
                const at = f.path ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(`${f.path}${f.line ? `:${f.line}` : ''}`) : '(no location)';
                out.push(`- **${f.severity}** ${f.path && f.line && i.link ? `[${at}](${i.link(f.path, f.line)})` : at}: ${mdText(f.title)}`);
            }
            if (gating.length > 3)
                out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
        }
        if (state === 'waived')
            out.push(`Waived: ${mdText(v.waiveReason ?? '')}.`);
        if (v.removedTests?.length)
            out.push(`Removed coverage: ${v.removedTests
                .slice(0, 10)
                .map((t) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(t.path))
                .join(', ')} no longer run as tests.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        const model = v.model ? ` / ${mdText(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${mdText(i.focus)}`);
    if (i.runUrl)
        out.push(`[The run](${encodeURI(i.runUrl)})`);
    if (i.artifact?.uploaded)
        out.push(`The report and verdict are attached to this run as the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifact.name)}.`);
    else if (i.artifact)
        out.push(`The report and verdict are not attached to this run: ${mdText(i.artifact.message)}.`);
    else if (i.artifactName)
        out.push(`The report and verdict are in the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifactName)} once its upload step has finished.`);
    else if (i.reportPath && i.reportWritten !== false)
        out.push(`The report is at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.reportPath)} in the job workspace; it is deleted when the job ends unless the job uploads it.`);
    else if (i.reportWritten === false)
        out.push('The run wrote no report.');
    return out;
}
function render(i, as) {
    const state = stateOf(i);
    const skipFails = state === 'fail' && !!i.verdict && 'skipped' in i.verdict;
    if (as === 'conclusion')
        return conclusion(state, skipFails);
    const head = headline(state, i);
    const lines = body(state, i);
    if (as === 'check')
        return [`Test quality: ${head}`, ...lines].join('\n');
    const text = [`## Test quality: ${head}`, '', ...lines].join('\n');
    const capped = text.length > 60_000 ? `${text.slice(0, 60_000)}\n\n(truncated)` : text;
    return as === 'comment' ? `${marker(i.tag, i.compat)}\n${capped}` : capped;
}


/***/ }),

/***/ 50248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ PACT_MCP_VALUES),
/* harmony export */   gj: () => (/* binding */ EXECUTION_MODE_VALUES),
/* harmony export */   ty: () => (/* binding */ resolveTeaConfig)
/* harmony export */ });
/* unused harmony export TEA_DEFAULTS */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69816);





const TEA_DEFAULTS = {
    tea_use_playwright_utils: true,
    tea_use_pactjs_utils: true,
    tea_pact_mcp: 'mcp',
    tea_execution_mode: 'auto',
    tea_capability_probe: true,
    test_stack_type: 'auto',
};
const EXECUTION_MODE_VALUES = ['auto', 'agent-team', 'subagent', 'sequential'];
const PACT_MCP_VALUES = ['mcp', 'none'];
const STACK_VALUES = ['auto', 'frontend', 'backend', 'fullstack', 'mobile'];
/** Layers in merge order; the legacy YAML only when the tree has no `_bmad/config.toml`. */
const TOML_LAYERS = ['_bmad/config.toml', '_bmad/config.user.toml', '_bmad/custom/config.toml', '_bmad/custom/config.user.toml'];
const LEGACY = '_bmad/tea/config.yaml';
const CONFIG_MAX_BYTES = 256 * 1024;
function bad(where, why) {
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`TEA configuration ${where}: ${why}`, 2);
}
const isTable = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
/** BMad's structural merge for the keys read here: tables merge recursively, arrays append, later scalars win. */
function merge(a, b) {
    const out = { ...a };
    for (const [k, v] of Object.entries(b)) {
        const prev = out[k];
        out[k] =
            isTable(prev) && isTable(v)
                ? merge(prev, v)
                : Array.isArray(prev) && Array.isArray(v)
                    ? [...prev, ...v]
                    : v;
    }
    return out;
}
/** The files' texts: from the commit's tree (links, folders and oversize blobs refused) or the working tree. */
async function readLayers(paths, at) {
    const out = new Map();
    if ('repo' in at) {
        const listing = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(at.repo, ['ls-tree', '-z', '-l', at.commit, '--', ...paths]).catch((err) => bad(`at ${at.commit.slice(0, 12)}`, `git ls-tree failed (${err.message.split('\n')[0]})`));
        const found = [];
        for (const entry of listing.split('\0').filter(Boolean)) {
            const [meta, path] = entry.split('\t');
            const [mode, type, , size] = meta.split(/\s+/);
            const where = `${at.commit.slice(0, 12)}:${path}`;
            if (type !== 'blob' || mode === '120000')
                bad(where, 'is a folder or a symbolic link, not a file: the base commit must hold a regular file');
            if (Number(size) > CONFIG_MAX_BYTES)
                bad(where, `is over ${CONFIG_MAX_BYTES} bytes`);
            found.push(path);
        }
        const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.readObjects)(at.repo.root, found.map((p) => `${at.commit}:${p}`));
        for (const p of found) {
            const data = blobs.get(`${at.commit}:${p}`)?.data;
            if (!data)
                bad(`${at.commit.slice(0, 12)}:${p}`, 'cannot be read from git');
            out.set(p, data.toString('utf8'));
        }
        return out;
    }
    for (const p of paths) {
        // A regular file inside the tree only: no link on the way, no FIFO, bounded before reading.
        const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegular */ .VX)(at.root, p, CONFIG_MAX_BYTES);
        if (read.status === 'missing')
            continue;
        if (read.status === 'refused')
            bad(p, read.reason);
        if (read.status === 'too-large')
            bad(p, `is over ${CONFIG_MAX_BYTES} bytes`);
        if (read.status === 'ok')
            out.set(p, read.bytes.toString('utf8'));
    }
    return out;
}
async function parseToml(text, where) {
    const { parse } = await __webpack_require__.e(/* import() */ 3292).then(__webpack_require__.bind(__webpack_require__, 3292));
    try {
        return parse(text);
    }
    catch (err) {
        return bad(where, `is not valid TOML (${err.message.split('\n')[0]})`);
    }
}
function boolean(v, key, where) {
    if (v === true || v === 'true')
        return true;
    if (v === false || v === 'false')
        return false;
    return bad(where, `${key} must be true or false (got ${JSON.stringify(v)})`);
}
function oneOf(v, values, key, where) {
    if (typeof v === 'string' && values.includes(v))
        return v;
    return bad(where, `${key} must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
}
function fromTable(t, where) {
    const out = {};
    if ('tea_use_playwright_utils' in t)
        out.tea_use_playwright_utils = boolean(t.tea_use_playwright_utils, 'tea_use_playwright_utils', where);
    if ('tea_use_pactjs_utils' in t)
        out.tea_use_pactjs_utils = boolean(t.tea_use_pactjs_utils, 'tea_use_pactjs_utils', where);
    if ('tea_pact_mcp' in t)
        out.tea_pact_mcp = oneOf(t.tea_pact_mcp, PACT_MCP_VALUES, 'tea_pact_mcp', where);
    if ('tea_execution_mode' in t)
        out.tea_execution_mode = oneOf(t.tea_execution_mode, EXECUTION_MODE_VALUES, 'tea_execution_mode', where);
    if ('tea_capability_probe' in t)
        out.tea_capability_probe = boolean(t.tea_capability_probe, 'tea_capability_probe', where);
    if ('test_stack_type' in t)
        out.test_stack_type = oneOf(t.test_stack_type, STACK_VALUES, 'test_stack_type', where);
    return out;
}
/** Flags over the configuration at `at` (a commit, or the working tree) over the module defaults. */
async function resolveTeaConfig(flags, at) {
    const place = 'repo' in at ? `${at.commit.slice(0, 12)}:` : '';
    const texts = await readLayers([...TOML_LAYERS, LEGACY], at);
    let file = {};
    let from = [];
    if (texts.has(TOML_LAYERS[0])) {
        let merged = {};
        for (const p of TOML_LAYERS.filter((l) => texts.has(l))) {
            merged = merge(merged, await parseToml(texts.get(p), `${place}${p}`));
            from.push(p);
        }
        const modules = merged.modules;
        const tea = isTable(modules) ? modules.tea : undefined;
        if (tea !== undefined && !isTable(tea))
            bad(`${place}${from.join(' + ')}`, '[modules.tea] is not a table');
        file = tea ? fromTable(tea, `${place}${from.join(' + ')}`) : {};
    }
    else if (texts.has(LEGACY)) {
        const where = `${place}${LEGACY}`;
        let doc;
        try {
            (0,_text_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .checkFlowDepth */ .y6)(texts.get(LEGACY));
            doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__.parse)(texts.get(LEGACY), { logLevel: 'error' });
        }
        catch (err) {
            bad(where, `is not valid YAML (${err.message.split('\n')[0]})`);
        }
        if (doc !== null && doc !== undefined && !isTable(doc))
            bad(where, 'is not a mapping');
        file = isTable(doc) ? fromTable(doc, where) : {};
        from = [LEGACY];
    }
    const config = { ...TEA_DEFAULTS, ...file, ...flags };
    const origin = from.length
        ? `${'repo' in at ? `the base commit ${place}` : 'the working tree: '}${from.join(' + ')}`
        : 'no _bmad configuration';
    const given = Object.keys(flags);
    return { config, source: `${origin}${given.length ? `; flags set ${given.join(', ')}` : ''}; module defaults for the rest` };
}


/***/ }),

/***/ 53326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   XF: () => (/* binding */ REDACTED)
/* harmony export */ });
/* unused harmony export redactDeep */
/**
 * The redaction floor: credential-shaped values in text we quote become
 * [REDACTED] before the text leaves the tool. It is a floor, not a scanner: a
 * secret of no recognisable shape can pass. Redact before truncating or escaping.
 */
const REDACTED = '[REDACTED]';
// A token starts after a non-word character, or after what only looks like a word
// character: the `m` closing an ANSI colour, or an escape like `\n` / `\u001b` in JSON.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\x1b\[[0-9;]*m|\\u[0-9a-fA-F]{4}\[[0-9;]*m|\\[nrt])`;
const token = (body, flags = 'g') => new RegExp(`${START}${body}(?![A-Za-z0-9_])`, flags);
// Each pattern is bounded (no nested quantifiers over the same class) to stay linear on hostile input.
const SHAPES = [
    // Private key blocks, also unterminated (to the end of the text).
    /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    // GitHub tokens.
    token('(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36,251}'),
    token('github_pat_[0-9A-Za-z_]{22,255}'),
    // Cloud and SaaS keys.
    token('(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'),
    token('AIza[\\w-]{35}'),
    token('(?:sk|rk|pk)_(?:test|live|prod)_[0-9A-Za-z]{10,99}'),
    token('npm_[0-9A-Za-z]{36}'),
    token('glpat-[\\w-]{20,}'),
    token('SG\\.[\\w-]{22}\\.[\\w-]{43}'),
    token('sk-ant-(?:api|admin)\\d{2}-[\\w-]{80,120}'),
    token('sk-(?:proj|svcacct|admin)-[\\w-]{20,200}'),
    token('sk-[A-Za-z0-9]{32,64}'),
    token('do[opr]_v1_[a-f0-9]{64}'),
    token('xox[abposre]-[0-9A-Za-z-]{10,250}'),
    token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+', 'gi'),
    /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{20,80}/g,
    // JSON Web Tokens.
    token('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*'),
];
// `scheme://user:password@host`: keep scheme, user and host, drop the password.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@"'`]{1,100}:)([^\s@/"'`]{1,200})(@)/gi;
// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `Authorization: token x`.
const AUTH_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:basic|bearer|token|digest)\s+)([^\s"'`,;]{4,})/gi;
const BEARER = /\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})/gi;
// Values of credential-named keys: `api_key = "…"`, `"password": "…"`, `SECRET_TOKEN=…`.
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth)(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?::|=|:=|=>)\s*)(\\?["']?)([^\s"'`,;}{)\\]{4,})/gi;
function redactValue(value) {
    // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
    return !/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) && !/^\[REDACTED\]/.test(value);
}
// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|xox|xapp-|hooks\.slack|eyJ|-----BEGIN|:\/\/|authoriz|bearer|passw|secret|token|key|credential|auth/i;
function redact(text) {
    if (!MAY_HOLD_SECRET.test(text))
        return text;
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, REDACTED);
    out = out.replace(URL_CREDENTIALS, (_m, head, pw, at) => pw.startsWith('$') ? `${head}${pw}${at}` : `${head}${REDACTED}${at}`);
    out = out.replace(AUTH_HEADER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(BEARER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value) ? `${head}${quote}${REDACTED}` : m);
    return out;
}
/** Redacts every string inside a JSON-like value (keys kept). */
function redactDeep(value) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map(redactDeep);
    if (value && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = redactDeep(v);
        return out;
    }
    return value;
}


/***/ })

};
