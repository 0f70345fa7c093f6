export const id = 458;
export const ids = [458];
export const modules = {

/***/ 77522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8721);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _review_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62924);
/* harmony import */ var _review_units_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68467);
/* harmony import */ var _review_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66242);
/* harmony import */ var _review_render_scope_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68391);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92935);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(49721);
/* harmony import */ var _text_taken_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(77612);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4622);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(90108);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9107);
/* harmony import */ var _github_event_change_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(22192);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53385);
/* harmony import */ var _review_evidence_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(73219);
/* harmony import */ var _seal_record_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(18138);
/* harmony import */ var _runner_this_job_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(88954);


















async function run() {
    const id = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .requiredInput */ .YF)('id');
    const artifactName = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .artifactNameInput */ .Mn)();
    const change = (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_13__.eventChange)();
    const { maxJobs, ...settings } = (0,_review_options_js__WEBPACK_IMPORTED_MODULE_5__.scopeOptions)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .inputOptions */ .NH)());
    // From here the pull request can make the seal fail (its description, its base): review-gate, run after this step whatever
    // its outcome, must know the seal did not finish rather than judge a scope an earlier run left, or seal its own.
    const sealing = (0,_review_evidence_js__WEBPACK_IMPORTED_MODULE_15__.reviewPaths)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)(), id, settings.dir).folder;
    (0,_seal_record_js__WEBPACK_IMPORTED_MODULE_16__/* .sealBegun */ .No)(sealing);
    // A seal in a reused workspace starts from nothing an earlier job left: no evidence of its counts for this one (hazard 615).
    await (0,_runner_this_job_js__WEBPACK_IMPORTED_MODULE_17__.setAsideNamed)(sealing, (0,_runner_this_job_js__WEBPACK_IMPORTED_MODULE_17__.thisJob)(_github_log_js__WEBPACK_IMPORTED_MODULE_14__/* .log */ .R.warning));
    // The event's change decides the default refs (a pull request's base and head: the gate answers that head; a merge
    // queue group's; a push's), else HEAD~1 and HEAD; a working tree is compared with HEAD.
    const refs = settings.workspace ? {} : { base: settings.base ?? change?.baseSha, head: settings.head ?? change?.headSha };
    (0,_github_event_change_js__WEBPACK_IMPORTED_MODULE_13__.refuseUnnamedChange)({ base: refs.base, workspace: settings.workspace });
    const intent = await (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .intentInput */ .VA)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)());
    const result = await (0,_review_scope_js__WEBPACK_IMPORTED_MODULE_3__.reviewScope)({ id, cwd: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)(), ...settings, ...refs, ...(intent ? { intent } : {}) });
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_14__/* .logUntrusted */ .t)(result.lines);
    // Also as annotations: a glob that dispatches nothing is read on the run's page, not in a log.
    for (const w of result.warnings)
        _github_log_js__WEBPACK_IMPORTED_MODULE_14__/* .log */ .R.warning(w);
    const { scope } = result;
    (0,_seal_record_js__WEBPACK_IMPORTED_MODULE_16__/* .sealDone */ .o7)(sealing, scope.scopeSha256);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(result.files.scope);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('scope-sha', scope.scopeSha256);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('scope-short', scope.scopeSha256.slice(0, 12));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('files', String(scope.totals.files));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('changed-lines', String(scope.totals.changedLines));
    // At most 256 entries (GitHub's matrix limit), each carrying unit ids (and the reviewer, when each is its own run), never file lists.
    (0,_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .setJsonOutput */ .mI)('units', (0,_review_units_js__WEBPACK_IMPORTED_MODULE_4__.scopeMatrix)(scope, maxJobs), `the matrix is in ${result.files.scope}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('head-sha', scope.refs.headSha);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('excluded', String(scope.totals.excluded));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('review-dir', folder);
    // Its own name: a gate step in the same job uploads `proofgate-review-<id>`, and names are unique in a run.
    const bound = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .booleanInput */ .tE)('upload-artifact', true)
        ? await (0,_upload_js__WEBPACK_IMPORTED_MODULE_10__/* .uploadTaken */ .h)(artifactName ?? `proofgate-scope-${id}`, (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .workspace */ .Gl)(), folder, SCOPE)
        : undefined;
    const sections = (0,_review_render_scope_js__WEBPACK_IMPORTED_MODULE_6__/* .scopeSummarySections */ .f)(scope, result.ruleSet, result.person);
    if (bound?.refused !== undefined)
        return scopeNotBound(bound.refused, sections);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(result.exitCode));
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .fitSections */ .WK)(bound ? [sections[0], (0,_text_taken_js__WEBPACK_IMPORTED_MODULE_9__/* .takenLine */ .E)(bound.upload, 'the sealed scope', SCOPE.output), ...sections.slice(1)] : sections));
}
/** The scope as a unit job of the matrix recipe takes it: by the id this step reports, never by name (hazard 591). */
const SCOPE = {
    what: 'the sealed scope',
    lost: "a later job has no scope of this step to read (one under its name in the run is not this step's)",
    taker: 'a later job',
    output: 'scope-artifact-id',
};
/** The scope was sealed but is not bound to this step: an error, why first in the summary, the step fails. */
async function scopeNotBound(refused, sections) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(_text_errors_js__WEBPACK_IMPORTED_MODULE_11__.ERROR_EXIT));
    await (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .writeSummary */ .Sy)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .fitSections */ .WK)([sections[0], (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_8__/* .notTakenSection */ .of)(refused, 'The sealed scope is not handed over: the step fails.'), ...sections.slice(1)]));
    _github_log_js__WEBPACK_IMPORTED_MODULE_14__/* .log */ .R.fail(refused);
}


/***/ }),

/***/ 81285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ resolveModel),
/* harmony export */   fA: () => (/* binding */ adapterFor),
/* harmony export */   s9: () => (/* binding */ agentArgv),
/* harmony export */   yp: () => (/* binding */ AGENT_KINDS),
/* harmony export */   zA: () => (/* binding */ agentCommand)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80974);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36763);



// claude may write its report and edit files in the scoped folders; Task lets the review skill
// dispatch its quality workers in parallel (seed 004, "Agent execution").
const CLAUDE_TOOLS = 'Read,Write,Edit,Glob,Grep,Task';
// A reviewer given a shell (review scope --shell) may run commands to measure, inside its sandbox.
const CLAUDE_SHELL_TOOLS = `${CLAUDE_TOOLS},Bash`;
const ADAPTERS = {
    claude: {
        bin: 'claude',
        defaultModel: 'sonnet',
        modelFlags: ['--model'],
        credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CLAUDE_CODE_OAUTH_TOKEN'],
        loginBypassEnv: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
        statusArgs: ['auth', 'status'],
        versionArgs: ['--version'],
        events: _report_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeResults */ .tJ,
        // With --verbose (which proofgate passes) both print every result: json as one array, stream-json a line each.
        reportFormat: { flag: '--output-format', values: ['json', 'stream-json'] },
        reportTooLarge: 'drop --output-format json from the agent arguments (with the --verbose proofgate passes, json prints the whole conversation as one line; stream-json, the default, a line per message)',
        install: '`npm install --global @anthropic-ai/claude-code`',
        login: '`claude auth login` (or set ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN)',
        // .claude.json also holds MCP servers and per-project tool grants: only the account is kept
        // (without the onboarding flag claude -p ends at once with no output).
        credentials: [
            { path: '.claude/.credentials.json', movedBy: 'CLAUDE_CONFIG_DIR' },
            {
                path: '.claude.json',
                keys: ['oauthAccount', 'primaryApiKey', 'userID', 'hasCompletedOnboarding', 'lastOnboardingVersion'],
                movedBy: 'CLAUDE_CONFIG_DIR',
            },
        ],
        // Each JSON result carries the models used (modelUsage), turns, usage, cost and the error, if any.
        // stream-json (which needs --verbose in print mode) prints every result of the run: a turn that
        // ends in an error and a later one (a background agent's completion) that ends well; json
        // without --verbose prints only the last, and the error is lost.
        argv: (_prompt, model, args, shell) => [
            '-p',
            '--output-format',
            'stream-json',
            '--verbose',
            '--tools',
            shell ? CLAUDE_SHELL_TOOLS : CLAUDE_TOOLS,
            '--allowedTools',
            shell ? CLAUDE_SHELL_TOOLS : CLAUDE_TOOLS,
            '--safe-mode',
            ...(model ? ['--model', model] : []),
            ...args,
        ],
    },
    codex: {
        bin: 'codex',
        defaultModel: 'gpt-6.1-sol',
        modelFlags: ['--model', '-m'],
        credentialEnv: ['OPENAI_API_KEY'],
        loginBypassEnv: ['CODEX_API_KEY'],
        statusArgs: ['login', 'status'],
        versionArgs: ['--version'],
        events: _report_js__WEBPACK_IMPORTED_MODULE_2__/* .codexEvents */ .B6,
        reportFormat: null, // --json is a switch: no argument turns it off
        install: '`npm install --global @openai/codex`',
        // No pipe inside a code span: Markdown shows it escaped there, and the command would not copy whole.
        login: '`codex login` (on CI: pipe the key in, printenv OPENAI_API_KEY | `codex login --with-api-key`, or pass CODEX_API_KEY with env-pass)',
        credentials: [{ path: '.codex/auth.json', movedBy: 'CODEX_HOME' }],
        // JSONL events carry the turns, the token usage and the error of a failed turn.
        argv: (_prompt, model, args) => [
            'exec',
            '--json',
            '--skip-git-repo-check',
            '--sandbox',
            'workspace-write',
            '--color',
            'never',
            ...(model ? ['-m', model] : []),
            ...args,
        ],
    },
    agy: {
        bin: 'agy',
        defaultModel: null,
        modelFlags: ['--model'],
        credentialEnv: [],
        loginBypassEnv: [],
        statusArgs: null,
        versionArgs: null,
        reportFormat: null,
        install: 'install the Antigravity CLI so that `agy` is on PATH',
        login: 'sign in to Antigravity with `agy`',
        credentials: [{ path: '.gemini/oauth_creds.json' }, { path: '.gemini/google_accounts.json' }],
        // agy does not read stdin: the prompt goes in --print (visible to local process inspection).
        argv: (prompt, model, args) => [
            '--print',
            argvPrompt(prompt),
            '--output-format',
            'text',
            '--dangerously-skip-permissions',
            ...(model ? ['--model', model] : []),
            ...args,
        ],
    },
    custom: {
        bin: null,
        defaultModel: null,
        modelFlags: [],
        credentialEnv: [],
        loginBypassEnv: [],
        statusArgs: null,
        versionArgs: null,
        reportFormat: null,
        install: 'give the runner executable as the agent command (a path, or a name on PATH)',
        login: '',
        credentials: [],
        argv: (_prompt, _model, args) => [...args],
    },
};
// Linux refuses a single argv string of 128 KiB or more (MAX_ARG_STRLEN); say so before spawning.
const MAX_ARGV_PROMPT_BYTES = 128 * 1024 - 1;
function argvPrompt(prompt) {
    if (prompt.includes('\0')) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('agent agy: the prompt contains a NUL character, which a process argument cannot carry', _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
    }
    const bytes = Buffer.byteLength(prompt);
    if (bytes > MAX_ARGV_PROMPT_BYTES) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`agent agy: the prompt is ${bytes} bytes but agy takes it as one process argument (at most ${MAX_ARGV_PROMPT_BYTES}); review fewer files per run or use another agent`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
    }
    return prompt;
}
const AGENT_KINDS = Object.keys(ADAPTERS);
function adapterFor(kind) {
    const adapter = ADAPTERS[kind];
    if (!adapter) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`agent: unknown kind "${String(kind)}"; use one of ${AGENT_KINDS.join(', ')}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
    }
    return adapter;
}
/** The executable to run before PATH resolution. */
function agentCommand(agent) {
    const command = agent.command ?? adapterFor(agent.kind).bin;
    if (!command) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('agent custom: no command given; name the runner executable (--agent-cmd)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
    }
    return command;
}
const MODEL_VALUE = /^[\w.:[\]/-]+$/;
function checkModelValue(value, where) {
    if (!MODEL_VALUE.test(value) || value.startsWith('-')) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`agent: model ${JSON.stringify(value)} from ${where} is not a model name; use letters, digits and . : [ ] / - _ (not starting with -)`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
    }
    return value;
}
/** Refuses agent arguments that set the report's format to one the report is not read from. */
function checkReportFormat(agent) {
    const format = adapterFor(agent.kind).reportFormat;
    const args = agent.args ?? [];
    if (!format)
        return;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const value = arg === format.flag ? (args[++i] ?? '') : arg.startsWith(`${format.flag}=`) ? arg.slice(format.flag.length + 1) : null;
        if (value !== null && !format.values.includes(value)) {
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`agent ${agent.kind}: the agent arguments set ${format.flag} ${value || '(no value)'}, but its report (error, model, usage) is read as ${format.values.join(' or ')}; drop the argument`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
        }
    }
}
/** Models selected through the adapter's own flags inside AgentSpec.args. */
function passthroughModels(agent, flags) {
    const args = agent.args ?? [];
    const found = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        for (const flag of flags) {
            if (arg === flag) {
                const value = args[i + 1];
                if (value === undefined) {
                    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`agent ${agent.kind}: argument ${flag} at the end of the agent arguments has no value`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
                }
                found.push(checkModelValue(value, `agent argument ${flag}`));
                i++;
            }
            else if (arg.startsWith(`${flag}=`)) {
                found.push(checkModelValue(arg.slice(flag.length + 1), `agent argument ${flag}=`));
            }
        }
    }
    return found;
}
function chooseModel(agent) {
    const adapter = adapterFor(agent.kind);
    checkReportFormat(agent); // here, as every caller resolves the model before anything runs
    if (agent.kind === 'custom') {
        if (agent.model !== undefined) {
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('agent custom: a model cannot be set for a custom runner; pass its own model flag in the agent arguments', _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
        }
        return { resolved: null, pinned: null };
    }
    const explicit = agent.model === undefined ? undefined : checkModelValue(agent.model, 'the model option');
    const passed = passthroughModels(agent, adapter.modelFlags);
    if (passed.length > 1) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`agent ${agent.kind}: the agent arguments name ${passed.length} models (${passed.join(', ')}); keep one`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
    }
    if (passed.length === 1 && explicit !== undefined) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`agent ${agent.kind}: model given twice (model option ${explicit}, agent argument ${passed[0]}); keep one`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_EXIT */ .z.cannotRun);
    }
    if (passed.length === 1)
        return { resolved: passed[0], pinned: null };
    const resolved = explicit ?? adapter.defaultModel;
    return { resolved, pinned: resolved };
}
/** The model a run will use as far as proofgate can tell before it starts; throws on conflicts (exit 2). */
function resolveModel(agent) {
    return chooseModel(agent).resolved;
}
/** argv after the executable, per adapter; nothing here is ever parsed by a shell. */
function agentArgv(agent, prompt) {
    return adapterFor(agent.kind).argv(prompt, chooseModel(agent).pinned, [...(agent.args ?? [])], agent.shell === true);
}


/***/ }),

/***/ 82350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O4: () => (/* binding */ urlCredentials),
/* harmony export */   PC: () => (/* binding */ checkEnvPass),
/* harmony export */   Wc: () => (/* binding */ withOwnPath),
/* harmony export */   Ws: () => (/* binding */ envPassProblem),
/* harmony export */   b$: () => (/* binding */ agentEnv),
/* harmony export */   nN: () => (/* binding */ configHomes)
/* harmony export */ });
/* harmony import */ var _git_programs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52359);
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63668);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53326);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _adapters_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81285);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(80974);






/** What every agent gets: enough to find programs, its login under HOME, locale, time zone and the proxy. */
const BASE_ENV = ['PATH', 'HOME', 'USER', 'LOGNAME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', ..._git_run_js__WEBPACK_IMPORTED_MODULE_1__/* .PROXY_VARIABLES */ .bD];
/**
 * Variables besides HOME naming a folder a CLI reads its settings and instructions from (Claude
 * Code's CLAUDE_CONFIG_DIR, codex's CODEX_HOME, XDG_CONFIG_HOME for opencode and git): the agent
 * gets them only through env-pass.
 */
const CONFIG_HOMES = ['XDG_CONFIG_HOME', 'CLAUDE_CONFIG_DIR', 'CODEX_HOME'];
/** The folders besides HOME that the agent's environment `env` names for a CLI's settings, by variable. */
function configHomes(env) {
    return Object.fromEntries(CONFIG_HOMES.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}
const NAME = /^[A-Za-z_]\w*$/;
/** Publishing and runner credentials: the agent reads untrusted text, so it never holds them. */
const NEVER = /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL|ACTIONS_ID_TOKEN_REQUEST_\w*)$/i;
/** Why a name cannot be passed to the agent, or undefined when it can. */
function envPassProblem(name) {
    if (!NAME.test(name))
        return `${JSON.stringify(name)} is not a variable name (letters, digits, _; not starting with a digit)`;
    if (NEVER.test(name))
        return `${name} is a publishing or runner credential and is never given to the agent; remove it from env-pass`;
    return undefined;
}
/** Checks env-pass names; throws (exit 2) naming the first bad one. */
function checkEnvPass(envPass) {
    envPass.forEach((name, index) => {
        const problem = envPassProblem(name);
        if (problem)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`agent env-pass[${index}]: ${problem}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .AGENT_EXIT */ .z.cannotRun);
    });
}
/**
 * The agent's whole environment: the base set, the adapter's credential names and `envPass`,
 * each copied only when set in `source`. Nothing else of the caller's environment reaches it.
 */
function agentEnv(agent, envPass, source) {
    checkEnvPass(envPass);
    const env = {};
    for (const name of [...BASE_ENV, ...(0,_adapters_js__WEBPACK_IMPORTED_MODULE_4__/* .adapterFor */ .fA)(agent.kind).credentialEnv, ...envPass]) {
        const value = source[name];
        if (value !== undefined)
            env[name] = value;
    }
    return env;
}
/**
 * `env` with a PATH that holds no folder the pull request could have supplied (`folders`: the tree
 * under review, the folders it was staged from, the workspace, and the repository each lies in) and
 * no empty or relative entry: the rule git gets (splitPath). Whatever the agent starts by name (a
 * `#!/usr/bin/env node` interpreter, the `git` a vendor CLI runs at start-up) is then never a
 * program the pull request planted in `node_modules/.bin`. `left` lists the entries left out.
 */
function withOwnPath(env, folders) {
    const { path, left } = (0,_git_programs_js__WEBPACK_IMPORTED_MODULE_0__/* .splitPath */ .Uf)(env.PATH, folders);
    const { PATH: _given, ...rest } = env;
    return { env: path === undefined ? rest : { ...rest, PATH: path }, left };
}
/**
 * The credentials a URL-valued variable carries in its userinfo, as written and decoded: the
 * password (`https://user:pw@proxy:3128`, as a runner behind a company proxy has them) and a user
 * name shaped like a token (`http://<key>@proxy`, a gateway URL with a key for its user): given to
 * the agent inside the value, they are secrets of their own.
 */
function urlCredentials(name, value) {
    // Without `scheme://` (`user:pw@proxy:3128`, `//user:pw@proxy`) curl and git read it as http.
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value.replace(/^\/\//, '')}`;
    // No URL (a list of hosts): no userinfo in it.
    if (!URL.canParse(url))
        return [];
    const { username, password } = new URL(url);
    const decoded = (part) => {
        try {
            return decodeURIComponent(part);
        }
        catch {
            return part; // a lone `%`: the part as written
        }
    };
    const parts = [[`the password of ${name}`, password]];
    if ((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenLike */ .D1)(decoded(username)))
        parts.push([`the user name of ${name}`, username]);
    return parts.flatMap(([what, part]) => [...new Set([part, decoded(part)])].filter(Boolean).map((v) => ({ name: what, value: v })));
}


/***/ }),

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ checkExternalId),
/* harmony export */   IF: () => (/* binding */ otherReviewOf),
/* harmony export */   hk: () => (/* binding */ annotations),
/* harmony export */   kD: () => (/* binding */ stoppedExternalId),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   sw: () => (/* binding */ checkDocument)
/* harmony export */ });
/* unused harmony exports CHECK_SCHEMA, CHECK_TEXT_MAX, ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16764);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23377);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84877);




const CHECK_SCHEMA = 'proofgate/review-check/1';
const DEFAULT_CHECK_NAME = 'proofgate review';
/** GitHub's limits: output summary and text 65,535 each; 50 annotations per request; message 64 KB; title 255. */
const CHECK_TEXT_MAX = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
const LEVEL = {
    critical: 'failure',
    high: 'failure',
    medium: 'warning',
    low: 'notice',
};
const CONCLUSION = { clean: 'success', findings: 'failure', incomplete: 'failure' };
/** Every open, located finding as an annotation, most severe first. */
function annotations(r) {
    return (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open)
        .filter((f) => f.anchor.status === 'located')
        .map((f) => {
        const a = f.anchor;
        return {
            path: f.path,
            start_line: a.start,
            end_line: a.end,
            annotation_level: LEVEL[f.severity],
            title: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(`${f.severity} ${f.category}: ${f.id}`), 255).slice(0, 255),
            message: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)([
                f.content,
                f.evidence && `Evidence: ${f.evidence}`,
                f.consequence && `Consequence: ${f.consequence}`,
                (0,_provenance_js__WEBPACK_IMPORTED_MODULE_3__/* .describeProvenance */ .h)(f.provenance),
            ]
                .filter(Boolean)
                .join('\n\n')), 60_000),
            raw_details: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(f.existing_code), 60_000),
        };
    });
}
/** A check run is the same run across re-runs of one review of one scope. */
function checkExternalId(id, scopeSha256) {
    return `${EXTERNAL_PREFIX}${id}:${scopeSha256}`;
}
/** What every proofgate publisher's external id starts with (a review's, test-review's, any other product's). */
const PROOFGATE_PREFIX = 'proofgate-';
const EXTERNAL_PREFIX = `${PROOFGATE_PREFIX}review:`;
/**
 * The review another proofgate check run stands for, when it is not this one (review `id` over
 * `scopeSha256`): another id; or this id sealed over another scope whose run has not passed (matrix
 * legs sharing one id, a re-seal that leaves files out), which a clean run of this scope, the later
 * one GitHub shows, would hide. A rerun of the same scope, or another scope that passed, is none.
 * Another proofgate product's run (test-review's `proofgate-test-review:…`) is always another: its
 * verdict is of another kind, and a run of this review, the later one, would stand for it.
 */
function otherReviewOf(run, id, scopeSha256) {
    if (!run.externalId.startsWith(EXTERNAL_PREFIX))
        return run.externalId.startsWith(PROOFGATE_PREFIX) ? run.externalId.slice(PROOFGATE_PREFIX.length) : undefined;
    const cut = run.externalId.lastIndexOf(':');
    const named = run.externalId.slice(EXTERNAL_PREFIX.length, cut);
    if (named !== id)
        return named;
    const scope = run.externalId.slice(cut + 1);
    // A run of this review that stopped before sealing (stoppedExternalId) judged no scope: a later run supersedes it.
    return scope === scopeSha256 || scope === STOPPED || run.passed ? undefined : `${id} over scope ${scope.slice(0, 12)}`;
}
const STOPPED = 'stopped';
/** The external id of a run of review `id` that stopped before it had a scope to judge. */
function stoppedExternalId(id) {
    return `${EXTERNAL_PREFIX}${id}:${STOPPED}`;
}
/** The check document of `review gate --emit-check`: a `github` block shaped as a check run; `link` makes each finding's lines a link. */
function checkDocument(r, name = DEFAULT_CHECK_NAME, link) {
    const all = annotations(r);
    const open = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open);
    return {
        schema: CHECK_SCHEMA,
        verdict: r.verdict,
        exitCode: r.exitCode,
        totalAnnotations: all.length,
        github: {
            name,
            head_sha: r.scope.refs.headSha,
            external_id: checkExternalId(r.id, r.scope.scopeSha256),
            status: 'completed',
            conclusion: CONCLUSION[r.verdict],
            output: {
                title: `${r.verdict}: coverage ${r.coverage.completed}/${r.coverage.selected}, ${r.open.length} open finding(s)`,
                summary: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHeadSections */ .o$)(r).join('\n\n'), CHECK_TEXT_MAX),
                text: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)(open.length ? open.map((f) => (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSection */ .Ux)(f, link)).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
                annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
            },
        },
    };
}


/***/ }),

/***/ 71220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ renderChecklist)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46349);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);




/** checklist.md: each rule that applies to a selected file, once, with its document and the files it covers. */
function renderChecklist(scope, ruleSet) {
    const lines = [
        `# Review checklist: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(scope.id)}`,
        '',
        `Scope ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(scope.scopeSha256))} · ${scope.totals.files} file(s) · ${scope.totals.changedLines} changed line(s) · ${scope.totals.units} unit(s) · ${scope.effort} effort · rule set ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(ruleSet.sha256))} (${ruleSet.source})`,
        '',
        'A rule is a prompt to look, not a finding. Quote the code of every finding word for word, and account',
        'for every selected file in `coverage.json` as `completed`, `failed` or `waived` (with a reason).',
    ];
    if (scope.reviewers.length) {
        lines.push('', '**Reviewers.** Each is its own agent run; the review is complete only when every one returned and measured.', '');
        for (const r of scope.reviewers)
            lines.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(r.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)(r.title)}: ${r.why.map((w) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)((0,_reviewers_js__WEBPACK_IMPORTED_MODULE_2__/* .describeReason */ .Gk)(w))).join('; ')}`);
    }
    let applied = 0;
    for (const rule of ruleSet.rules) {
        const files = scope.files.filter((f) => f.rules.includes(rule.id)).map((f) => f.path);
        if (files.length === 0)
            continue;
        applied++;
        const controls = rule.controls?.length ? ` · controls ${rule.controls.map((c) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(c)).join(', ')}` : '';
        lines.push('', `## ${rule.id}: ${rule.title}`, '', `Group \`${rule.group}\` · ${rule.origin} · ${files.length} file(s)${controls}`, '');
        lines.push(...files.map((p) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_1__/* .shownName */ .HD)(p))}`));
        lines.push('', rule.doc.trim().replace(/^#\s.*\n+/, ''));
    }
    if (applied === 0)
        lines.push('', 'No rule applies: no file is selected.');
    return `${lines.join('\n')}\n`;
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


/***/ })

};
