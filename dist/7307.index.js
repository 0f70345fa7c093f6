export const id = 7307;
export const ids = [7307];
export const modules = {

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
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73073);
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

/***/ 36763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ codexEvents),
/* harmony export */   I1: () => (/* binding */ ownWords),
/* harmony export */   K_: () => (/* binding */ lastSaid),
/* harmony export */   Sk: () => (/* binding */ withoutJsonLines),
/* harmony export */   Yk: () => (/* binding */ redactAgentText),
/* harmony export */   ax: () => (/* binding */ keptClear),
/* harmony export */   tJ: () => (/* binding */ claudeResults)
/* harmony export */ });
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53326);
/* harmony import */ var _screen_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32909);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23377);
/**
 * What a vendor CLI says about its own run on stdout: claude's JSON result objects, every one it
 * printed (`-p --output-format stream-json --verbose`: a line per message; with `json`, one
 * array), codex's JSONL events (`exec --json`). Agent output is untrusted: every value is checked
 * (model ids by shape, counts as non-negative safe integers, the cost as a finite number) and
 * dropped when it does not fit; the error text is kept raw for `ownWords`.
 */




const MODEL_ID = /^[\w.:[\]/@-]{1,200}$/;
const WORD = /^[\w.-]{1,64}$/;
const object = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : null);
const count = (v) => (Number.isSafeInteger(v) && v >= 0 ? v : null);
const word = (v) => (typeof v === 'string' && WORD.test(v) ? v : null);
const text = (v) => (typeof v === 'string' && v.trim() ? v : null);
/**
 * JSON's own whitespace on a line (RFC 8259's, less the newline that ends it): all a line of a
 * JSON-only report may hold besides whole JSON. A BOM, NBSP, NUL, form feed or vertical tab is none.
 */
const JSON_BLANK = '[ \\t\\r]';
const BLANK_LINE = new RegExp(`^${JSON_BLANK}*$`);
const JSON_START = new RegExp(`^${JSON_BLANK}*[{[]`);
/**
 * The JSON objects a line holds: itself, or each object of an array (claude -p --verbose prints
 * its messages and its result as one array), each read as a line of its own would be; none for a
 * blank line. Null for any other line (cut at a kill or by the agent, a prefix, plain text, a value
 * that is no object): claude's and codex's stdout is their report alone, so what it held, an error
 * perhaps, is unknown.
 */
function lineObjects(line) {
    if (BLANK_LINE.test(line))
        return [];
    try {
        const value = JSON.parse(line);
        const objects = (Array.isArray(value) ? value : [value]).map(object);
        return objects.every((o) => o !== null) ? objects : null;
    }
    catch {
        return null;
    }
}
/** Tells `visit` each object of a line (`lineObjects`); false when the line is no line of the report. */
function readLine(line, visit) {
    const objects = lineObjects(line);
    objects?.forEach(visit);
    return objects !== null;
}
/**
 * claude's results folded as they come: a run is every result it printed, not its last. With a
 * background agent still running, an error result (an API error) is followed by a turn its
 * completion starts, which ends well: read from the last, the failed run passed. The first
 * failure is the run's error and stop reason; the figures are the last result's (claude's
 * `modelUsage` and cost are the session's totals), the turns summed. The last result's accounting
 * is judged too: what it says is still to come (a subagent with no outcome, a queued turn) never came.
 * The report ends at the last event, not the last result: a turn begun after it that no result
 * ended is how the run ended, unknown.
 */
function claudeResults() {
    let seen = 0;
    let last = null;
    let turns = 0;
    let failure = null;
    let pending = null;
    let begun = null;
    const add = (r) => {
        const one = claudeResult(r);
        const error = one.error ?? missedResults(r.result_index, seen) ?? unfinishedSubagents(r.subagent_stats);
        seen++;
        const sum = turns === null || one.turns === null ? null : turns + one.turns;
        turns = sum !== null && Number.isSafeInteger(sum) ? sum : null;
        failure ??= error ? { error, stopReason: one.stopReason } : null;
        last = one;
        pending = subagentsWithoutOutcome(r.subagent_stats) ?? queuedTurns(r.queued_turn_count);
        begun = null;
    };
    return {
        line: (t) => readLine(t, (o) => {
            if (o.type === 'result')
                add(o);
            else if (!claudeNotice(o))
                begun ??= turnNotEnded("claude's last result and no result", o.type);
        }),
        report: () => {
            if (!last)
                return null;
            const open = begun ?? pending;
            const unfinished = open ? { error: open, stopReason: last.stopReason } : {};
            return { ...last, turns, ...(failure ?? unfinished) };
        },
    };
}
/**
 * What claude may print after its last result without a turn beginning: a `system` event other than
 * `init` (a session's state, a task's end) and `--prompt-suggestions`' suggestion. Any other event
 * (`init`, which opens each turn, a message, a stream event, a type this reader does not know) is one.
 */
const claudeNotice = (o) => (o.type === 'system' && o.subtype !== 'init') || o.type === 'prompt_suggestion';
/** A turn that began after the report's last end (`after`: that end, and what would have ended the turn) and that nothing ended. */
const turnNotEnded = (after, type) => `a turn began after ${after} ended it (first event type: ${word(type) ?? 'unreadable'}), so how the run ended is unknown`;
/** One result object's figures and error. */
function claudeResult(r) {
    const perModel = Object.entries(object(r.modelUsage) ?? {})
        .filter(([id]) => MODEL_ID.test(id))
        .map(([id, u]) => {
        const usage = object(u) ?? {};
        const cached = count(usage.cacheReadInputTokens) ?? 0;
        const input = (count(usage.inputTokens) ?? 0) + cached + (count(usage.cacheCreationInputTokens) ?? 0);
        return { id, input, cached, output: count(usage.outputTokens) ?? 0 };
    })
        .sort((a, b) => b.output - a.output || (a.id < b.id ? -1 : 1));
    const usage = object(r.usage);
    const cached = count(usage?.cache_read_input_tokens) ?? 0;
    const tokens = perModel.length
        ? perModel.reduce((t, m) => ({ input: t.input + m.input, cachedInput: t.cachedInput + m.cached, output: t.output + m.output }), {
            input: 0,
            cachedInput: 0,
            output: 0,
        })
        : usage && count(usage.input_tokens) !== null
            ? {
                input: count(usage.input_tokens) + cached + (count(usage.cache_creation_input_tokens) ?? 0),
                cachedInput: cached,
                output: count(usage.output_tokens) ?? 0,
            }
            : null;
    const cost = r.total_cost_usd;
    return {
        models: perModel.map((m) => m.id),
        turns: count(r.num_turns),
        tokens: tokens && Object.values(tokens).every(Number.isSafeInteger) ? tokens : null,
        costUsd: typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 && cost < 1e9 ? cost : null,
        stopReason: word(r.terminal_reason) ?? word(r.stop_reason),
        error: claudeError(r),
    };
}
/**
 * claude's error, in each spelling it has: `is_error` (an API error comes as `subtype: "success"`
 * with it), or a subtype other than `success` (`error_max_turns`, `error_during_execution`,
 * `error_max_budget_usd`: printed with `is_error: false` too, and `result` then holds a partial
 * answer, not the error). Its words are the `errors` list, else `result` when `is_error`, else the subtype.
 */
function claudeError(r) {
    const subtype = typeof r.subtype === 'string' ? r.subtype : null;
    // A run that ended for any reason but `completed` did not finish, whatever `is_error` says: the
    // CLI prints `success` with `turn_setup_failed`, `prompt_too_long`, a deferred tool… (a reason it
    // adds later fails closed too).
    const ended = r.terminal_reason === undefined || r.terminal_reason === 'completed' ? null : (word(r.terminal_reason) ?? 'an unreadable reason');
    const deferred = r.deferred_tool_use !== undefined || r.stop_reason === 'tool_deferred';
    if (r.is_error !== true && (subtype === null || subtype === 'success')) {
        if (ended)
            return `the run ended before it finished (terminal_reason: ${ended})`;
        return deferred ? 'the run ended waiting on a deferred tool call (stop_reason: tool_deferred)' : null;
    }
    const errors = Array.isArray(r.errors) ? r.errors.flatMap((e) => text(e) ?? []) : [];
    return ((errors.length ? errors.join('; ') : null) ??
        (r.is_error === true ? text(r.result) : null) ??
        word(subtype) ??
        'an error result with no message');
}
/**
 * A result whose `result_index` is not the count of results before it: claude numbers the results
 * of a run from 0, and `--output-format json` without `--verbose` prints only the last, so results
 * were printed that were not read and how the run ended is unknown. A result without an index (as
 * an older CLI prints it) is the next.
 */
function missedResults(index, seen) {
    if (index === undefined || index === seen)
        return null;
    const shown = count(index) ?? 'an unreadable index';
    return `claude's result_index ${shown} came after ${seen} result(s) (numbered from 0): a result of the run is missing or out of order, so how it ended is unknown`;
}
/** `subagent_stats`' counts by name, raw, `spawned` first and each stopper of `killed` on its own (`killed.system`). */
function subagentCounts(s) {
    const killed = object(s.killed);
    const stoppers = killed ? Object.entries(killed).map(([k, v]) => [`killed.${k}`, v]) : [['killed', s.killed]];
    return [['spawned', s.spawned], ['completed', s.completed], ['failed', s.failed], ...stoppers];
}
const notFinished = (counts) => `a subagent the run started did not finish (subagent_stats ${counts.map(([k, v]) => `${word(k) ?? 'a count'}: ${count(v) ?? 'unreadable'}`).join(', ')})`;
/** Counts whose value, whatever it is, says no subagent failed (they need only be readable); any other not 0 is one that did not finish. */
const TALLIES = new Set(['spawned', 'completed']);
/**
 * A subagent that failed or was killed (`subagent_stats`, on any result): work the run delegated
 * was not done, whatever the result says (claude prints `subtype: "success"` beside `failed: 1`
 * when a subagent hits an API error). A count that is not a non-negative whole number, or no
 * `spawned`, fails closed.
 */
function unfinishedSubagents(stats) {
    const s = object(stats);
    if (!s)
        return stats === undefined ? null : 'its subagent_stats are unreadable, so whether the work it delegated was done is unknown';
    const bad = subagentCounts(s).filter(([k, v]) => (k === 'spawned' || v !== undefined) && (count(v) === null || (!TALLIES.has(k) && v !== 0)));
    return bad.length ? notFinished(bad) : null;
}
/**
 * Subagents the last result counts as spawned but not as completed, failed or killed: still
 * running when the run ended (an earlier result is written while background ones run, so only the
 * last is judged). The counts are the session's running totals: outcomes above `spawned` (a
 * `/clear` zeroes it while a subagent runs) are no failure; a remote launch, which claude counts as
 * spawned and never gives an outcome, fails closed.
 */
function subagentsWithoutOutcome(stats) {
    const s = object(stats);
    if (!s)
        return null;
    const counts = subagentCounts(s).filter(([, v]) => v !== undefined);
    const spawned = count(s.spawned);
    const ended = counts.reduce((sum, [k, v]) => sum + (k === 'spawned' ? 0 : (count(v) ?? 0)), 0);
    return spawned !== null && spawned > ended ? notFinished(counts) : null;
}
/**
 * claude's `queued_turn_count` on the last result: more than 0 promises another turn and its
 * result, which never came, so how the run ended is unknown. Not a whole number fails closed.
 */
function queuedTurns(queued) {
    if (queued === undefined || queued === 0)
        return null;
    return `claude's last result says ${count(queued) ?? 'an unreadable number of'} queued turn(s) follow it (queued_turn_count), and none came: how the run ended is unknown`;
}
const endsTurn = (e) => e.type === 'turn.completed' || e.type === 'turn.failed';
/**
 * codex's events folded as they come: every turn, its usage and any failure count, however many
 * lines follow them (a window of the last lines lost a `turn.failed` 64 KiB of command output
 * before the end, and a failed run passed). Turns and usage are summed over `turn.completed`. Its
 * error, wherever its JSONL puts one: a `turn.failed` (any: a later turn completing does not undo
 * it), else an `error` event no `turn.completed` followed (one after the last completed turn is
 * codex failing after its answer; one a turn then completed, such as `Reconnecting... 1/5`, was
 * recovered from), else, when no turn ended at all (a turn cut short, event types this reader does
 * not know), that no turn ended, else a turn begun after the last one ended that nothing ended: the
 * report ends at the last event.
 */
function codexEvents() {
    let seen = false;
    let turns = 0;
    let tokens = null;
    let stopReason = null;
    let failed = null;
    let unrecovered = null;
    let begun = null;
    const add = (e) => {
        seen = true;
        if (endsTurn(e)) {
            turns++;
            stopReason = e.type === 'turn.completed' ? 'completed' : 'failed';
        }
        const usage = e.type === 'turn.completed' ? object(e.usage) : null;
        const input = count(usage?.input_tokens);
        if (usage && input !== null) {
            const sum = tokens ?? { input: 0, cachedInput: 0, output: 0 };
            tokens = {
                input: sum.input + input,
                cachedInput: sum.cachedInput + (count(usage.cached_input_tokens) ?? 0),
                output: sum.output + (count(usage.output_tokens) ?? 0),
            };
        }
        if (e.type === 'turn.completed')
            unrecovered = null;
        if (e.type === 'turn.failed')
            failed = text(object(e.error)?.message) ?? 'turn.failed with no message';
        if (e.type === 'error')
            unrecovered = text(e.message) ?? unrecovered ?? 'an error event with no message';
    };
    return {
        line: (t) => readLine(t, (e) => {
            // After a turn ended, any event but an error (judged on its own) begins another: a turn.started, an item, a type not known here.
            if (e.type !== 'error')
                begun = endsTurn(e) ? null : (begun ?? turnNotEnded("codex's last turn and no turn.completed or turn.failed", e.type));
            if (typeof e.type === 'string')
                add(e);
        }),
        report: () => seen
            ? {
                models: [],
                turns: turns || null,
                tokens: tokens && Object.values(tokens).every(Number.isSafeInteger) ? tokens : null,
                costUsd: null,
                stopReason,
                error: failed ?? unrecovered ?? (turns ? begun : 'codex printed events but no turn ended (no turn.completed or turn.failed)'),
            }
            : null,
    };
}
const WORDS_MAX = 300;
// A stack frame (`at f (file.js:1:2)`), Node's footer (`Node.js v20.1.0`) or a lone brace says nothing.
const NOISE = /^(?:at\s.+(?:\(.+:\d+:\d+\)|:\d+:\d+)|Node\.js v\d[\w.]*|[{}[\]]+)$/;
const SAYS_ERROR = /error|fail|fatal|denied|refused|invalid|cannot|can't|unable|not found|exception|panic/i;
/**
 * What `text` (an agent's stderr or stdout) last said: its last line naming an error, else its
 * last line that is not blank, a stack frame, Node's version footer or a brace.
 */
function lastSaid(text) {
    const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !NOISE.test(l));
    return lines.findLast((l) => SAYS_ERROR.test(l)) ?? lines.at(-1) ?? '';
}
/** `text` without its lines that start as JSON does: a CLI's JSON report and events, not its words. */
const withoutJsonLines = (text) => text
    .split('\n')
    .filter((l) => !JSON_START.test(l))
    .join('\n');
/** `text` with the credential shapes and every stretch of a credential in `secrets` (the screen's rule: screen.ts) redacted. */
function redactAgentText(text, secrets) {
    return (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)((0,_screen_js__WEBPACK_IMPORTED_MODULE_1__/* .redactHeld */ .zI)(text, secrets));
}
/**
 * The agent's own words as one line for a reason: redacted (`redactAgentText`), whitespace folded,
 * controls shown as U+XXXX, cut to 300 characters. Redaction comes first, on the last 8 KiB less
 * the word that cut went through, so no cut leaves half a secret.
 */
function ownWords(raw, secrets) {
    const t = redactAgentText(raw.length > 8192 ? (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_3__/* .afterCutWord */ .Ts)(raw.slice(-8192)) : raw, secrets);
    const chars = [...(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(t.replace(/\s+/g, ' ').trim())];
    return chars.length > WORDS_MAX ? `${chars.slice(0, WORDS_MAX - 1).join('')}…` : chars.join('');
}
/**
 * The report without a model id or stop reason that holds a credential (a shape, or a stretch of
 * one the agent was given): each is printed as it is, in the run line, run.json and the summary,
 * where no redaction marker belongs in an id. The error stays raw for `ownWords`, which redacts it.
 */
function keptClear(report, secrets) {
    if (!report)
        return null;
    const clear = (v) => redactAgentText(v, secrets) === v;
    return {
        ...report,
        models: report.models.filter(clear),
        stopReason: report.stopReason !== null && clear(report.stopReason) ? report.stopReason : null,
    };
}


/***/ }),

/***/ 32909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ heldIn),
/* harmony export */   PV: () => (/* binding */ tokenShaped),
/* harmony export */   k2: () => (/* binding */ TOKEN_BREAK),
/* harmony export */   uX: () => (/* binding */ SECRET_MIN),
/* harmony export */   zI: () => (/* binding */ redactHeld)
/* harmony export */ });
/* unused harmony export STRETCH_MIN */
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53326);
/**
 * The one screen for credentials the agent holds: its outputs, its words, its report and the names
 * it chose are held against the same list. A credential shaped like a token counts as given away
 * when the text holds any stretch of 16 characters of it (the whole of a shorter one), any other
 * value when it holds all of it: as written, in JSON's escapes or percent-encoded, or in base64 at
 * any of the three byte alignments (what the runner masks too). Linear in the text: each
 * credential's 8-character blocks are indexed once, and the text is read through a rolling hash of
 * its 8-character windows.
 */

/** The shortest credential value searched for by value: a shorter one would hide ordinary words. */
const SECRET_MIN = 8;
/** A stretch this long of a longer credential counts as the credential: a leak need not be whole. */
const STRETCH_MIN = 16;
// What never stands inside a token: whitespace, quotes, brackets, `,`, `;` and `\` (a document's
// structure). A value holding one (a JSON document or a list passed with env-pass) counts whole.
const TOKEN_BREAK = /[\s"'`{}[\]()<>,;\\]/;
// Plainly not a credential: an email address (the account's, which a review may name as an
// author; `jane@acme.com's` in an organisation's name too), a date, time, number or version
// (`2025-10-01T12:34:56Z`, `1.0.128`), a path (a settings folder passed with env-pass).
const EMAIL = /^[^@\s]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}(?![\w.@-])/;
const NUMBERISH = /^v?\d[\d.:/+_-]*(?:T[\d.:+-]*)?Z?$/;
const PATH = /^(?:~|\.{1,2})?\//;
/**
 * Whether `word` is shaped like a credential, not a word, a name or a document: no TOKEN_BREAK, and
 * letters and digits, both cases over STRETCH_MIN characters, or any 32 characters. Such a value
 * counts by its stretches; a name, a scope, a setting (`Organization`, `oauth-personal`) would
 * redact every text that spells it.
 */
function tokenShaped(word) {
    if (word.length < SECRET_MIN || [TOKEN_BREAK, EMAIL, NUMBERISH, PATH].some((plain) => plain.test(word)))
        return false;
    const letters = /[A-Za-z]/.test(word);
    const bothCases = /[a-z]/.test(word) && /[A-Z]/.test(word);
    return word.length >= 32 || (letters && /\d/.test(word)) || (bothCases && word.length >= STRETCH_MIN);
}
// Every stretch of STRETCH_MIN characters holds a block of BLOCK that starts at a multiple of BLOCK
// in the credential, and every shorter credential (SECRET_MIN or more) starts with one.
const BLOCK = 8;
const BASE = 0x01000193;
const TOP = Array.from({ length: BLOCK - 1 }).reduce((p) => Math.imul(p, BASE), 1);
// A bit per hash bucket: most windows of a text are turned away without a Map lookup.
const BUCKETS = 1 << 20;
/** The hash of the BLOCK characters of `text` at `at`, as the rolling hash of `stretches` reaches it. */
function blockHash(text, at) {
    let h = 0;
    for (let i = at; i < at + BLOCK; i++)
        h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
    return h;
}
/**
 * What a masked log or an encoder shows of `value` beside it: base64 of its bytes from each of the
 * three alignments, whole groups only (the characters at either end depend on the bytes around
 * it), in both alphabets.
 */
function encodedForms(value) {
    const bytes = Buffer.from(value, 'utf8');
    return [0, 1, 2].flatMap((shift) => {
        const whole = bytes.subarray(shift, shift + Math.floor((bytes.length - shift) / 3) * 3);
        return [whole.toString('base64'), whole.toString('base64url')];
    });
}
// A JSON Web Token's header and claims begin alike in every token of its issuer (`eyJhbGciOiJSUzI1NiIs`,
// in any code with a test token): it counts by its signature, which the whole token holds too.
const JWT = /^eyJ[\w-]*\.eyJ[\w-]*\.([\w-]{8,})$/;
/** The forms of `value` the screen looks for: its secret part as written and encoded. */
function formsOf(value) {
    const part = JWT.exec(value)?.[1] ?? value;
    return [part, ...encodedForms(part)];
}
function build(secrets) {
    const screen = { blocks: new Map(), seen: new Uint8Array(BUCKETS >> 3) };
    const forms = new Map();
    for (const s of secrets.map((s) => (typeof s === 'string' ? { name: '', value: s } : s)))
        if (s.value.length >= SECRET_MIN)
            for (const form of formsOf(s.value))
                if (form.length >= SECRET_MIN && !forms.has(form))
                    forms.set(form, { secret: s, whole: !tokenShaped(s.value) });
    for (const [form, { secret, whole }] of forms) {
        // A value that counts whole is found by its first block; a token by any stretch, so by each block.
        const need = whole ? form.length : Math.min(STRETCH_MIN, form.length);
        for (let at = 0; at + BLOCK <= (whole ? BLOCK : form.length); at += BLOCK) {
            const hash = blockHash(form, at);
            const same = screen.blocks.get(hash) ?? [];
            screen.blocks.set(hash, same);
            same.push({ form, at, need, secret });
            screen.seen[(hash & (BUCKETS - 1)) >> 3] |= 1 << (hash & 7);
        }
    }
    return screen;
}
// Built once per list: every screen of a run is given the same one.
const built = new WeakMap();
function screenOf(secrets) {
    const known = built.get(secrets);
    if (known)
        return known;
    const screen = build(secrets);
    built.set(secrets, screen);
    return screen;
}
/** The stretch of `text` around `b` at `p` that is its credential's, as [start, end), or null when too short to count. */
function stretchAt(text, p, b) {
    for (let i = 0; i < BLOCK; i++)
        if (text.charCodeAt(p + i) !== b.form.charCodeAt(b.at + i))
            return null;
    let back = 0;
    while (back < b.at && back < p && text.charCodeAt(p - back - 1) === b.form.charCodeAt(b.at - back - 1))
        back++;
    let ahead = 0;
    const end = p + BLOCK;
    while (b.at + BLOCK + ahead < b.form.length && text.charCodeAt(end + ahead) === b.form.charCodeAt(b.at + BLOCK + ahead))
        ahead++;
    return back + BLOCK + ahead >= b.need ? [p - back, end + ahead] : null;
}
/** The stretches of `text` that are a credential's, in order; only the first when `first`. */
function stretches(screen, text, first) {
    const found = [];
    // A block inside a stretch already found adds nothing: it is not looked at again (linear time).
    let until = 0;
    let h = 0;
    // A rolling hash of each window of BLOCK characters, ending at `i`.
    for (let i = 0; i < text.length; i++) {
        if (i >= BLOCK)
            h = (h - Math.imul(text.charCodeAt(i - BLOCK), TOP)) | 0;
        h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
        const p = i - BLOCK + 1;
        if (p < 0 || p + BLOCK <= until || !(screen.seen[(h & (BUCKETS - 1)) >> 3] & (1 << (h & 7))))
            continue;
        for (const b of screen.blocks.get(h) ?? []) {
            const at = stretchAt(text, p, b);
            if (!at)
                continue;
            found.push({ start: at[0], end: at[1], secret: b.secret });
            until = Math.max(until, at[1]);
            if (first)
                return found;
        }
    }
    return found;
}
// JSON's escapes (`\u0061`, `\/`) and percent-encoded ASCII (`%2B`): a credential written in either.
const ESCAPE = /\\u([0-9a-fA-F]{4})|\\(.)|%([0-7][0-9a-fA-F])/gs;
/** The character an ESCAPE match stands for. */
const unescaped = (hex, char, percent) => hex || percent ? String.fromCharCode(parseInt((hex ?? percent), 16)) : char;
const mayBeEscaped = (text) => text.includes('\\') || text.includes('%');
/** `text` with ESCAPE decoded, and where each character of it starts in `text` (one more entry: the end). */
function decoded(text) {
    let out = '';
    const from = [];
    let last = 0;
    const keep = (to) => {
        for (let i = last; i < to; i++)
            from.push(i);
        out += text.slice(last, to);
    };
    for (const m of text.matchAll(ESCAPE)) {
        keep(m.index);
        out += unescaped(m[1], m[2], m[3]);
        from.push(m.index);
        last = m.index + m[0].length;
    }
    keep(text.length);
    from.push(text.length);
    return { text: out, from };
}
/** The first credential of `secrets` that `text` holds (a stretch of it, in any spelling the screen reads), or undefined. */
function heldIn(text, secrets) {
    if (!secrets.length)
        return undefined;
    const screen = screenOf(secrets);
    const held = (t) => stretches(screen, t, true)[0]?.secret;
    return (held(text) ??
        (mayBeEscaped(text)
            ? held(text.replace(ESCAPE, (_, hex, char, percent) => unescaped(hex, char, percent)))
            : undefined));
}
/** `text` with every stretch of a credential of `secrets` (as heldIn finds them) replaced by REDACTED, escapes and all. */
function redactHeld(text, secrets) {
    if (!secrets.length)
        return text;
    const screen = screenOf(secrets);
    const plain = mayBeEscaped(text) ? decoded(text) : null;
    const spans = [
        ...stretches(screen, text, false).map((s) => [s.start, s.end]),
        ...(plain ? stretches(screen, plain.text, false).map((s) => [plain.from[s.start], plain.from[s.end]]) : []),
    ].sort((a, b) => a[0] - b[0]);
    // Overlapping or touching stretches (one found as written, one decoded) are one redaction.
    const merged = [];
    for (const [start, end] of spans) {
        const last = merged.at(-1);
        if (last && start <= last[1])
            last[1] = Math.max(last[1], end);
        else
            merged.push([start, end]);
    }
    let out = '';
    let at = 0;
    for (const [start, end] of merged) {
        out += `${text.slice(at, start)}${_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF}`;
        at = end;
    }
    return out + text.slice(at);
}


/***/ }),

/***/ 74930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ LINK_URL_RULE),
/* harmony export */   Lx: () => (/* binding */ urlPath),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   YY: () => (/* binding */ linkUrl)
/* harmony export */ });
/** Text percent-encoded as UTF-8 but for letters, digits and `-._~`: `()'!*` too, which encodeURIComponent leaves (Markdown would end a link at `)`). */
const pct = (text) => encodeURIComponent(text).replace(/[()'!*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`);
/** A repository path as a URI reference (a link's path, a SARIF artifact URI): each segment percent-encoded. */
function urlPath(path) {
    return path.split('/').map(pct).join('/');
}
/** What a URL given to proofgate must be, for a refusal to say. */
const LINK_URL_RULE = 'must be an absolute https:// or http:// URL, without a user name or password';
/** A host name or an IPv6 address: WHATWG's parser keeps `(`, `)`, `*` and more in a host. */
const HOST = /^(?:[\w-]+\.)*[\w-]+$|^\[[\da-f:.]+\]$/;
/**
 * A URL a caller gave (`--run-url`) or the environment built, as a Markdown link's destination: an
 * absolute http(s) URL without credentials, its path, query and fragment encoded as urlPath encodes
 * a segment, keeping their delimiters and the escapes already in them, so no character can end the
 * link or start markup (`;` too: no entity reference can form). Undefined for anything else.
 */
function linkUrl(text) {
    if (!/^https?:\/\//i.test(text) || !URL.canParse(text))
        return undefined;
    const u = new URL(text);
    if (u.username || u.password || !HOST.test(u.hostname))
        return undefined;
    const rest = `${u.pathname}${u.search}${u.hash}`.replace(/%[\dA-Fa-f]{2}|[^\w.~\-/?#&=+,:]/gu, (c) => (c.length === 3 ? c : pct(c)));
    return `${u.origin}${rest}`;
}
/** `[label](url)` with the URL through linkUrl; undefined when there is no URL or it is not one. */
function mdLink(label, url) {
    const safe = url && linkUrl(url);
    return safe ? `[${label}](${safe})` : undefined;
}


/***/ })

};
