export const id = 1046;
export const ids = [1046,1331,4502];
export const modules = {

/***/ 91331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STOP_BUDGET_MS: () => (/* binding */ STOP_BUDGET_MS),
/* harmony export */   handleStops: () => (/* binding */ handleStops),
/* harmony export */   onStop: () => (/* binding */ onStop),
/* harmony export */   onStopPublish: () => (/* binding */ onStopPublish),
/* harmony export */   stopReason: () => (/* binding */ stopReason),
/* harmony export */   untilStopped: () => (/* binding */ untilStopped),
/* harmony export */   workStopped: () => (/* binding */ workStopped)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * What runs when this process is told to stop (a cancelled job, a step's timeout-minutes: SIGINT,
 * then SIGTERM about 7.5 s later). First each cleanup, synchronously: it kills its agent and gives
 * back what it closed or lent (without it a copy's agent outlived a cancelled run and the folders
 * closed for it stayed closed), or releases a lock. Then, in a run with a stop handler
 * (`handleStops`: every action and CLI command), what says on GitHub that the run stopped before a
 * verdict, within STOP_BUDGET_MS, and the run's last words; then the exit, 128+signal. A bare
 * `process.exit` skipped every `finally` that completes the open check run (hazards 673, 674).
 */
const cleanups = new Set();
/** Cleanups that wait until the stop is said, just before the exit (a lock: the work that holds it is not over before). */
const lastCleanups = new Set();
const publishers = new Set();
/** What stops a process that does not handle them: a cancel's two, a closed terminal, a quit. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** Under the runner's grace between SIGINT and SIGTERM, so the stop is published before the second signal. */
const STOP_BUDGET_MS = 5000;
/** Commands whose normal end is a signal (`uat serve`: Ctrl-C stops it): the first one ends them, not the run. */
const ends = new Set();
let told;
/** The run's last words and exit, once told to stop: a second signal takes them at once, not after the stop is said. */
let finish;
let run;
let listening = false;
/** Set inside what publishes the stop: the only GitHub calls allowed once told to stop. */
const publishing = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Why the run was told to stop, once it was: `the run was cancelled (SIGINT)`. */
function stopReason() {
    return told ? `the run was cancelled (${told})` : undefined;
}
/** Told to stop, and this is the work in progress (not what publishes the stop): it must publish nothing more, no verdict. */
function workStopped() {
    return told !== undefined && publishing.getStore() === undefined;
}
function runAll(set) {
    for (const cleanup of set) {
        try {
            cleanup();
        }
        catch {
            // the next one still runs
        }
    }
}
function exit(signal) {
    runAll(lastCleanups);
    process.exit(128 + (node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal] ?? 15));
}
function stop(signal) {
    // A second signal (the runner's SIGTERM, a user's second ^C) ends the process at once.
    if (told)
        return finish ? finish(signal) : exit(signal);
    if (ends.size) {
        for (const end of ends)
            end();
        return ends.clear();
    }
    told = signal;
    runAll(cleanups);
    const last = run;
    if (!last)
        exit(signal);
    const why = stopReason();
    finish = (by) => {
        try {
            last(why);
        }
        finally {
            exit(by);
        }
    };
    // Whatever a publisher awaits (a GitHub that hangs), the process ends within the budget.
    setTimeout(() => finish(signal), STOP_BUDGET_MS);
    void publishing.run(true, () => Promise.allSettled([...publishers].map((p) => p(why)))).then(() => finish(signal));
}
function listen() {
    const wanted = run !== undefined || cleanups.size > 0 || lastCleanups.size > 0 || ends.size > 0;
    if (wanted === listening)
        return;
    for (const s of SIGNALS)
        if (wanted)
            process.on(s, stop);
        else
            process.off(s, stop);
    listening = wanted;
}
/**
 * Runs `cleanup` (synchronously) if the process is told to stop before the returned function is called: at
 * once, or (`last`) once the stop is said, just before the exit.
 */
function onStop(cleanup, when = 'first') {
    const set = when === 'first' ? cleanups : lastCleanups;
    set.add(cleanup);
    listen();
    return () => {
        set.delete(cleanup);
        listen();
    };
}
/**
 * Runs `publish` (what says on GitHub that the run stopped before its verdict) if the process is told to
 * stop before the returned function is called: only in a run with a stop handler, within STOP_BUDGET_MS.
 */
function onStopPublish(publish) {
    publishers.add(publish);
    return () => void publishers.delete(publish);
}
/**
 * The stop handler of one run (an action, a CLI command), until the returned function is called: a
 * signal ends it after its publishers and `last` (its outputs, summary or last line: synchronous, as
 * the process exits right after), never by the signal's default death, which skipped all of them.
 */
function handleStops(last) {
    run = last;
    listen();
    return () => {
        run = undefined;
        // What this run registered to say its stop goes with it (a process that runs one command after another).
        publishers.clear();
        listen();
    };
}
/** Resolves at the first signal, which then ends only the command that waits on it (`uat serve`), not as a cancel. */
function untilStopped() {
    return new Promise((resolve) => {
        ends.add(resolve);
        listen();
    });
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

/***/ 66242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareSince: () => (/* binding */ compareSince),
/* harmony export */   gateActionOptions: () => (/* binding */ gateActionOptions),
/* harmony export */   mergeFrom: () => (/* binding */ mergeFrom),
/* harmony export */   publishOptions: () => (/* binding */ publishOptions),
/* harmony export */   runOptions: () => (/* binding */ runOptions),
/* harmony export */   scopeOptions: () => (/* binding */ scopeOptions),
/* harmony export */   verdictOptions: () => (/* binding */ verdictOptions)
/* harmony export */ });
/* harmony import */ var _agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81285);
/* harmony import */ var _agent_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82350);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _text_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77677);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34920);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48745);
/* harmony import */ var _pr_review_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(41659);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(27053);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(68467);









/**
 * The review commands' options and the review actions' inputs, each command's checked once into
 * one typed settings object that the CLI and the actions both use: every refusal is exit 3 and
 * names the option as its caller wrote it (`--effort`, or input `effort`).
 */
const checks = (raw) => new _text_options_js__WEBPACK_IMPORTED_MODULE_3__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.error);
function scopeOptions(raw) {
    const c = checks(raw);
    const workspace = c.toggle('workspace') === true;
    const head = c.string('head');
    if (workspace && head !== undefined)
        c.bad('head', `does not go with ${c.name('workspace', true)}: the head is the working tree on top of HEAD`);
    const maxJobs = c.string('max-jobs');
    if (maxJobs !== undefined && (!/^\d+$/.test(maxJobs.trim()) || Number(maxJobs) < 1 || Number(maxJobs) > _units_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH))
        c.bad('max-jobs', `must be a whole number from 1 to ${_units_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH} (GitHub's limit for one matrix), not ${JSON.stringify(maxJobs)}`);
    const base = c.string('base');
    const dir = c.string('dir');
    return {
        ...(base !== undefined ? { base } : {}),
        ...(head !== undefined ? { head } : {}),
        workspace,
        include: globs(c, 'include'),
        exclude: globs(c, 'exclude'),
        effort: c.oneOf('effort', _units_js__WEBPACK_IMPORTED_MODULE_8__/* .EFFORTS */ .ig, 'medium'),
        maxJobs: maxJobs === undefined ? _units_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH : Number(maxJobs),
        ...(dir !== undefined ? { dir } : {}),
        dispatch: c.oneOf('dispatch', ['each', 'one'], 'each'),
        shell: c.toggle('shell') === true,
    };
}
/** Include or exclude globs, each refused before any matching when it could hang or explode (#28). */
function globs(c, key) {
    const given = c.list(key) ?? [];
    given.forEach((glob, i) => {
        const problem = (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_7__/* .globProblem */ .AI)(glob, { braces: false });
        if (problem)
            c.refuse(`${c.name(key)} (item ${i + 1}): ${problem}`);
    });
    return given;
}
const ISOLATIONS = ['auto', 'bwrap', 'copy', 'none'];
function runOptions(raw, when) {
    const c = checks(raw);
    const given = c.string('agent');
    if (given === undefined && when.agentRequired)
        c.bad('agent', `is required: one of ${_agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_KINDS */ .yp.join(', ')}`);
    const agent = when.agentRequired ? c.oneOf('agent', _agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_KINDS */ .yp, 'custom') : c.oneOf('agent', ['none', ..._agent_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_KINDS */ .yp], 'none');
    const optional = (key, value) => (value !== undefined ? { [key]: value } : {});
    const agentCmd = c.string('agent-cmd');
    if (agent === 'custom' && agentCmd === undefined)
        c.bad('agent-cmd', 'is required with agent custom: the runner executable');
    const envPass = c.list('env-pass') ?? [];
    envPass.forEach((name, i) => {
        const problem = (0,_agent_env_js__WEBPACK_IMPORTED_MODULE_1__/* .envPassProblem */ .Ws)(name);
        if (problem)
            c.refuse(`${c.name('env-pass')} (item ${i + 1}): ${problem}`);
    });
    return {
        agent,
        ...optional('agentCmd', agentCmd),
        agentArgs: c.list('agent-arg') ?? [],
        ...optional('model', c.string('model')),
        timeoutMs: timeoutMs(c),
        envPass,
        isolate: c.oneOf('isolate', ISOLATIONS, 'auto'),
        ...optional('unit', c.string('unit')),
        unitOption: c.name('unit'),
        resume: c.toggle('resume') === true,
        reviewers: c.list('reviewer') ?? [],
        concurrency: c.wholeNumber('concurrency', 1, 16) ?? 3,
        ...optional('deadlineMs', deadlineMs(c)),
    };
}
/** Minutes as plain decimal digits, a fraction allowed (`20`, `0.5`): never `0x10`, `1e1`, `+5` or ` `. */
function minutes(c, key, min, max, range) {
    const given = c.string(key);
    if (given === undefined)
        return undefined;
    const n = /^\d+(?:\.\d+)?$/.test(given) ? Number(given) : NaN;
    if (!(n >= min && n <= max))
        c.bad(key, `must be a number of minutes ${range} in decimal digits (20, or 0.5 for half a minute), not ${JSON.stringify(given)}`);
    return Math.round(n * 60_000);
}
function deadlineMs(c) {
    return minutes(c, 'deadline-minutes', 0, Number.MAX_VALUE, '0 or more');
}
function timeoutMs(c) {
    // Fractions let a short run be tested; below 0.01 (600 ms) is a slip, not a limit.
    const limit = minutes(c, 'timeout-minutes', 0.01, 360, 'from 0.01 to 360');
    return limit ?? c.wholeNumber('timeout-ms', 1, 24 * 3600_000) ?? 20 * 60_000;
}
function verdictOptions(raw) {
    const c = checks(raw);
    return { acknowledge: (c.list('acknowledge') ?? []).map(_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .writtenName */ .lD), allowEmpty: c.toggle('allow-empty') === true };
}
function publishOptions(raw) {
    const c = checks(raw);
    const pr = c.string('pr') ?? c.bad('pr', 'is required: the number of the pull request to review');
    if (!/^[1-9]\d{0,9}$/.test(pr))
        c.bad('pr', `must be a pull request number, not ${JSON.stringify(pr)}`);
    const mode = c.oneOf('mode', ['comment', 'request-changes'], 'comment');
    const baseRef = c.string('base-ref');
    // Compared with the API's `base.ref`: a branch name, never empty (an empty one would check nothing).
    if (baseRef !== undefined && (baseRef === '' || baseRef.length > 256 || /[\x00-\x20\x7f]/.test(baseRef)))
        c.bad('base-ref', `must be a branch name, not ${JSON.stringify(baseRef)}`);
    const optional = (key, value) => (value !== undefined ? { [key]: value } : {});
    return {
        pr: Number(pr),
        ...optional('repo', c.string('repo')),
        ...optional('baseRef', baseRef),
        mode,
        checkName: c.string('check-name') ?? _check_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CHECK_NAME */ .nV,
        ...optional('author', c.string('author')),
        ...optional('runUrl', c.url('run-url')),
    };
}
function gateActionOptions(raw) {
    const c = checks(raw);
    return {
        failOn: c.oneOf('fail-on', ['incomplete', 'findings'], 'findings'),
        prReview: c.oneOf('pr-review', _pr_review_js__WEBPACK_IMPORTED_MODULE_6__/* .PR_REVIEW_MODES */ .Zx, 'comment'),
        checkName: c.string('check-name') ?? _check_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CHECK_NAME */ .nV,
    };
}
/** `review compare --since EARLIER`. */
function compareSince(raw) {
    const c = checks(raw);
    return c.string('since') ?? c.bad('since', 'is required: the id of the earlier review');
}
/** `review merge --from DIR…`: one folder per part. */
function mergeFrom(raw) {
    const c = checks(raw);
    const from = c.list('from') ?? [];
    if (from.length === 0)
        c.bad('from', 'is required: one folder per part (repeatable)');
    return from;
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

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
let crypto;
function sha256(data) {
    crypto ??= load('node:crypto');
    return crypto.createHash('sha256').update(data).digest('hex');
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

/***/ 43675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ trimOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
function trimOf(text, set) {
    let start = 0;
    while (start < text.length && set.includes(text[start]))
        start++;
    return trimEndOf(text.slice(start), set);
}
function trimEndOf(text, set) {
    let end = text.length;
    while (end > 0 && set.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
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
