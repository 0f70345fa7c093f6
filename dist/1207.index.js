export const id = 1207;
export const ids = [1207];
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

/***/ 81207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gg: () => (/* reexport */ AgentUnavailableError),
  bs: () => (/* reexport */ OUTPUT_CAP),
  Oj: () => (/* binding */ agentConfined),
  Kv: () => (/* reexport */ agentFolder),
  x0: () => (/* reexport */ agentTimeoutMs),
  PC: () => (/* reexport */ agent_env/* checkEnvPass */.PC),
  PL: () => (/* reexport */ endedBadly),
  jQ: () => (/* reexport */ entrySignature),
  wu: () => (/* binding */ inCi),
  tf: () => (/* reexport */ leftoversFailure),
  m7: () => (/* reexport */ notKeptBecause),
  E6: () => (/* reexport */ persistedWarning),
  Mz: () => (/* reexport */ preflight),
  Q3: () => (/* reexport */ reopenFolder),
  AX: () => (/* reexport */ adapters/* resolveModel */.AX),
  JN: () => (/* binding */ runAgent),
  A9: () => (/* reexport */ runFailure),
  u_: () => (/* reexport */ runLine),
  DW: () => (/* reexport */ runRecord),
  K7: () => (/* binding */ unconfinedWarning),
  MJ: () => (/* reexport */ writeRunRecord)
});

// UNUSED EXPORTS: AGENT_EXIT, AGENT_KINDS, RUN_RECORD_FILE, agentEnv

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/agent/adapters.ts
var adapters = __webpack_require__(81285);
// EXTERNAL MODULE: ./src/agent/exit-codes.ts
var exit_codes = __webpack_require__(80974);
// EXTERNAL MODULE: ./src/agent/env.ts
var agent_env = __webpack_require__(82350);
// EXTERNAL MODULE: ./src/git/programs.ts
var programs = __webpack_require__(52359);
// EXTERNAL MODULE: ./src/agent/abort.ts
var abort = __webpack_require__(91331);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/agent/privilege.ts
var privilege = __webpack_require__(60210);
;// CONCATENATED MODULE: ./src/agent/bwrap.ts





/**
 * bubblewrap from the system's folders, never from PATH: it runs as root (through sudo on hosted
 * runners), and PATH may hold a folder of the pull request's tree (node_modules/.bin).
 */
function bwrapPath() {
    return (0,programs/* findExecutable */.oq)('bwrap', '/usr/bin:/bin:/usr/sbin:/sbin:/usr/local/bin:/usr/local/sbin');
}
// Namespaces can be forbidden (containers, AppArmor on hosted Ubuntu runners for unprivileged
// users): try the exact setup once per process and way of starting, instead of trusting that the
// binary exists.
const probes = new Map();
/** Whether bwrap works here, started as root through `p` (then dropping to a fresh uid) or as this user. */
function bwrapUsable(p = null) {
    const key = p?.via ?? 'user';
    const known = probes.get(key);
    if (known)
        return known;
    const bin = bwrapPath();
    let result;
    if (!bin)
        result = { ok: false, why: 'bwrap is not installed' };
    else {
        const inner = p ? [...(0,privilege/* dropTo */.Vq)(p, (0,privilege/* freshUid */.NB)()), '/bin/true'] : ['/bin/true'];
        const [file, ...args] = [...(p?.prefix ?? []), bin, ...sandboxBase(), '--', ...inner];
        const r = (0,external_node_child_process_.spawnSync)(file, args, { env: { PATH: '/usr/bin:/bin' }, encoding: 'utf8', timeout: 10_000 });
        result =
            r.status === 0
                ? { ok: true, why: '' }
                : { ok: false, why: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0] };
    }
    probes.set(key, result);
    return result;
}
/** Folders of the system itself, shown read-only (a merged-/usr link stays a link). */
const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];
/** Links in /etc to regular files under /run (resolv.conf on systemd-resolved): the file alone is shown, never a socket. */
function runTargets() {
    const out = [];
    for (const name of (0,external_node_fs_.readdirSync)('/etc')) {
        const path = (0,external_node_path_.join)('/etc', name);
        try {
            if (!(0,external_node_fs_.lstatSync)(path).isSymbolicLink())
                continue;
            const real = (0,external_node_fs_.realpathSync)(path);
            if (/^\/(var\/)?run\//.test(real) && (0,external_node_fs_.statSync)(real).isFile())
                out.push(real);
        }
        catch {
            continue; // a dangling link
        }
    }
    return out;
}
/**
 * Private pid, IPC and UTS namespaces (no other process, its environment or its shared memory is
 * visible), the system folders read-only, /etc without its credentials, an own /dev, /proc and
 * /tmp. Nothing of /run, /var/run, /home or /root: no socket or bus file from outside is reachable
 * (the network is the host's: a loopback port or an abstract socket is, as docs/agent.md says).
 * The command is the pid namespace's first process (--as-pid-1): the namespace, and every process
 * in it, ends with it; bwrap's own init would wait on past it for what the agent left. The command
 * holds proofgate's lifeline (sandboxTie): --die-with-parent is set too late to rest on.
 */
function sandboxBase() {
    const args = ['--die-with-parent', '--unshare-pid', '--as-pid-1', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try'];
    for (const path of SYSTEM_FOLDERS) {
        const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
        if (st?.isSymbolicLink())
            args.push('--symlink', (0,external_node_fs_.readlinkSync)(path), path);
        else if (st?.isDirectory())
            args.push('--ro-bind', path, path);
    }
    args.push('--dev', '/dev', '--proc', '/proc', '--perms', '1777', '--tmpfs', '/tmp', '--perms', '0755', '--dir', '/var', '--perms', '1777', '--tmpfs', '/var/tmp');
    return args;
}
/**
 * bwrap arguments up to and including `--`; the command follows. Later mounts cover earlier ones.
 * bwrap makes a missing folder on the way to a mount point 0700 and root's when it runs as root,
 * which a user of the agent's own could not pass: each is made 0755 first.
 */
function bwrapArgs(l) {
    const args = sandboxBase();
    // Folders whose whole structure is real (bound from the host): nothing inside needs making.
    const real = [...SYSTEM_FOLDERS];
    const made = new Set();
    const mount = (flag, from, at, realTree = false) => {
        const missing = [];
        for (let dir = (0,external_node_path_.dirname)(at); dir !== '/' && !real.some((r) => dir === r || dir.startsWith(`${r}/`)); dir = (0,external_node_path_.dirname)(dir))
            if (!made.has(dir))
                missing.push(dir);
        for (const dir of missing.reverse()) {
            args.push('--perms', '0755', '--dir', dir);
            made.add(dir);
        }
        args.push(flag, from, at);
        if (realTree)
            real.push(at);
    };
    for (const file of runTargets())
        mount('--ro-bind', file, file);
    if (l.home)
        mount('--bind', l.home.from, l.home.at);
    mount('--bind', l.tmpdir, l.tmpdir);
    mount('--ro-bind', l.cwd, l.cwd, true);
    for (const r of l.readable)
        mount('--ro-bind', r, r, true);
    // Covered only where shown (the system folders, a readable folder): /run is never shown at all.
    const shown = (p) => real.some((r) => p.startsWith(`${r}/`));
    const hidden = [...l.systemSecrets.filter((s) => shown(s.path)), ...l.hidden];
    for (const h of hidden)
        args.push(...(h.dir ? ['--tmpfs', h.path] : ['--ro-bind', l.emptyFile, h.path]));
    for (const r of l.replaced)
        args.push('--ro-bind', r.from, r.at);
    for (const w of l.writable)
        args.push('--bind', w, w);
    args.push('--chdir', l.cwd, '--');
    return args;
}

;// CONCATENATED MODULE: ./src/agent/system-private.ts






/** Long enough for a hosted image's /usr (about a million entries, cold); past it the run is refused. */
const LIMIT_MS = 30_000;
/** Per process: the system's folders do not change between two runs of one step, and /usr is large. */
const known = new Map();
/**
 * What the system folders bwrap shows (/usr, /etc, a real /lib, …) keep from other users: a folder
 * without o+rx, a regular file without o+r. bwrap as this user keeps its uid and supplementary
 * groups (docker, adm, systemd-journal on GitHub's runners), so each is the agent's to read unless
 * covered. One `find` over them all (about 0.6 s for 140,000 entries warm): a node walk of /usr
 * takes several times that. It runs as this user, so a folder it cannot enter is one the agent
 * cannot enter either; a folder it reports is pruned (covered whole). A walk that does not finish
 * in time refuses the run: an uncovered entry is never assumed away.
 */
function systemPrivate(folders, limitMs = LIMIT_MS) {
    const roots = folders.filter((f) => (0,external_node_fs_.lstatSync)(f, { throwIfNoEntry: false })?.isDirectory());
    const key = roots.join('\0');
    const cached = known.get(key);
    if (cached)
        return cached;
    const find = (0,programs/* findExecutable */.oq)('find', privilege/* SYSTEM_PATH */.sg);
    if (!find)
        throw new errors.ProofgateError('agent: find is not installed (findutils): what the system folders keep from other users cannot be listed', exit_codes/* AGENT_EXIT */.z.cannotRun);
    // No -xdev: a file system mounted inside a shown folder is shown too (bwrap binds recursively).
    const r = (0,external_node_child_process_.spawnSync)(find, [
        ...roots,
        '(',
        '-type',
        'd',
        '!',
        '-perm',
        '-005',
        '-printf',
        'd%p\\0',
        '-prune',
        ')',
        '-o',
        '(',
        '-type',
        'f',
        '!',
        '-perm',
        '-004',
        '-printf',
        'f%p\\0',
        ')',
    ], { encoding: 'utf8', timeout: limitMs, maxBuffer: 256 * 1024 * 1024, env: { LC_ALL: 'C' } });
    // find exits 1 for a folder it may not enter (nor may the agent): only an unfinished walk fails.
    if (r.error || r.signal || (r.status !== 0 && r.status !== 1)) {
        throw new errors.ProofgateError(`agent: could not list within ${limitMs / 1000} s what ${roots.join(', ')} keep from other users (${r.error?.message ?? r.signal ?? `find exited ${r.status}`}); bubblewrap as this user would show them to the agent: run it as a user of its own (root or passwordless sudo)`, exit_codes/* AGENT_EXIT */.z.cannotRun);
    }
    const found = r.stdout
        .split('\0')
        .filter(Boolean)
        .map((line) => ({ path: line.slice(1), dir: line[0] === 'd' }));
    known.set(key, found);
    return found;
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/text/regular-read.ts
var regular_read = __webpack_require__(4728);
// EXTERNAL MODULE: ./src/agent/report.ts
var agent_report = __webpack_require__(36763);
// EXTERNAL MODULE: ./src/agent/screen.ts
var screen = __webpack_require__(32909);
;// CONCATENATED MODULE: ./src/agent/outputs.ts






/**
 * What an agent leaves in its writable paths reaches the tree a later step runs git, a build or a
 * test in. Only plain data is kept: a regular file or folder of a plain name. Anything else could
 * steer what runs next, so it is dropped (left in a copy, removed where the agent wrote in place):
 * git's own names (`.git/` with hooks and config, `.gitattributes` naming a filter, `.gitmodules`),
 * a name a shell or a tool would read as an option (`-rf`) or a line break (`a\n::error::`), two
 * names one file system (macOS, Windows, a case-folding ext4) takes for one, and entries that are
 * not data (a link out of the tree, a FIFO that blocks a reader, a device, a hard link to a file
 * the agent's uid could read elsewhere), or a file past the size a reader of outputs expects.
 */
const OUTPUT_CAP = 16 * 1024 * 1024;
/** Why a file past OUTPUT_CAP is dropped: the same limit in every isolation, said the same way. */
const TOO_LARGE = `larger than ${OUTPUT_CAP >> 20} MiB`;
/**
 * Why a file is dropped for holding a credential the agent was given ('' when it holds none): a
 * stretch of one in any spelling the screen reads (screen.ts). A prompt-injected agent would
 * otherwise publish its model key in a finding, the check run and SARIF. A floor: a value the agent
 * encodes otherwise (reversed, spaced, split) is not recognised.
 */
function carried(path, secrets) {
    if (secrets.length === 0)
        return '';
    // Read as readRegularSync reads: a name swapped for a FIFO or a larger file since it was listed is dropped, never opened or read whole.
    const read = (0,regular_read/* readRegularSync */.Wy)(path, OUTPUT_CAP);
    if (read.status === 'too-large')
        return TOO_LARGE;
    if (read.status !== 'ok')
        return read.status === 'missing' ? 'no longer there' : 'not a regular file (a FIFO, socket or device)';
    const held = (0,screen/* heldIn */.$f)(read.bytes.toString('utf8'), secrets);
    return held ? `${HOLDS}${held.name}, a credential the agent was given` : '';
}
const HOLDS = 'holds the value of ';
/** Why an output was not kept and what to write instead, said alike by every reader of outputs; `shorter` is the size's fix. */
function notKeptBecause(why, shorter) {
    if (why.startsWith(HOLDS))
        return `as it ${why}: never write a credential into an output`;
    return `as it is ${why}: ${why === TOO_LARGE ? shorter : 'write a regular file'}`;
}
// Neither owner, mode nor times: lending the folders to the agent and giving them back change those.
function sig(path, st) {
    const kind = `${st.mode & 0o170000} ${st.ino} ${st.size}`;
    if (!st.isFile() || st.size > OUTPUT_CAP)
        return kind;
    // A name swapped since the lstat is read as nothing: its kind then differs on the next look anyway.
    const read = (0,regular_read/* readRegularSync */.Wy)(path, OUTPUT_CAP);
    return read.status === 'ok' ? `${kind} ${(0,external_node_crypto_.createHash)('sha256').update(read.bytes).digest('hex')}` : `${kind} unread`;
}
const folders = (writable) => writable.filter((w) => w.endsWith('/')).map((w) => w.slice(0, -1));
// C0, DEL and C1 controls, and the line and paragraph separators JavaScript splits lines at.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Case and Unicode normalisation: what a case-insensitive or normalising file system takes for one name.
const fold = (name) => name.normalize('NFKC').toLowerCase();
function shapeOf(name, st, twin) {
    if (/^\.git/i.test(name))
        return "git's own name";
    if (CONTROL.test(name))
        return 'a control character in its name';
    if (name.startsWith('-'))
        return 'a name starting with -';
    if (twin)
        return 'a name another entry shares but for case or Unicode normalisation';
    if (st.isSymbolicLink())
        return 'a symbolic link';
    if (st.isDirectory())
        return '';
    if (!st.isFile())
        return 'not a regular file (a FIFO, socket or device)';
    if (st.nlink > 1)
        return 'a hard link';
    if (st.size > OUTPUT_CAP)
        return TOO_LARGE;
    return '';
}
function* entries(root, dir) {
    const names = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, dir)).sort();
    const seen = new Map();
    for (const n of names)
        seen.set(fold(n), (seen.get(fold(n)) ?? 0) + 1);
    for (const name of names) {
        const rel = `${dir}/${name}`;
        yield { rel, name, st: (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, rel)), twin: seen.get(fold(name)) > 1 };
    }
}
/**
 * Every entry of the writable folders under `root`, and each writable file, as it stands (taken
 * before the agent runs). A writable file is listed too: one the agent wrote in a shape that is
 * dropped (past the cap, a link) is then named as dropped, never silently missing.
 */
function listOutputs(root, writable) {
    const out = new Map();
    const visit = (dir) => {
        for (const e of entries(root, dir)) {
            out.set(e.rel, sig((0,external_node_path_.join)(root, e.rel), e.st));
            if (e.st.isDirectory())
                visit(e.rel);
        }
    };
    for (const w of folders(writable))
        if ((0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, w), { throwIfNoEntry: false })?.isDirectory())
            visit(w);
    for (const w of writable.filter((w) => !w.endsWith('/'))) {
        const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, w), { throwIfNoEntry: false });
        if (st && !st.isDirectory())
            out.set(w, sig((0,external_node_path_.join)(root, w), st));
    }
    return out;
}
/** Why an entry beside the files the agent was asked to write is dropped. */
const NOT_ASKED = 'not a file it was asked to write';
/**
 * Given the files the agent is asked to write (`outputs`), why anything else in its folders is
 * not kept (a temporary file it wrote first, a note): a later step would read it as evidence.
 */
function unasked(rel, st, outputs) {
    if (!outputs || outputs.includes(rel))
        return '';
    return st.isDirectory() && outputs.some((o) => o.startsWith(`${rel}/`)) ? '' : NOT_ASKED;
}
/**
 * The regular files the agent left in `writable` under `root`, and the entries dropped with why.
 * An entry of a dropped shape that was there before and is unchanged with all it holds (committed
 * by the pull request, not written by the agent) is neither kept nor dropped: it is not the agent's.
 * Given `outputs`, only those files are kept of its writable folders.
 */
function screenOutputs(root, writable, before, secrets = [], outputs) {
    const after = listOutputs(root, writable);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((rel) => before.get(rel) !== after.get(rel));
    const touched = (rel) => changed.some((c) => c === rel || c.startsWith(`${rel}/`));
    const files = [];
    const folders = [];
    const dropped = [];
    // A file the agent wrote is kept only when it carries no credential; one it did not touch is not its own.
    const keep = (rel) => {
        const why = touched(rel) ? carried((0,external_node_path_.join)(root, rel), secrets) : '';
        if (why)
            dropped.push({ rel, why });
        else
            files.push(rel);
    };
    const visit = (dir) => {
        folders.push(dir);
        for (const e of entries(root, dir)) {
            const why = shapeOf(e.name, e.st, e.twin) || unasked(e.rel, e.st, outputs);
            if (why) {
                if (touched(e.rel))
                    dropped.push({ rel: e.rel, why });
            }
            else if (e.st.isDirectory())
                visit(e.rel);
            else
                keep(e.rel);
        }
    };
    for (const w of writable) {
        const path = w.replace(/\/$/, '');
        const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, path), { throwIfNoEntry: false });
        if (!st)
            continue;
        // A folder made where a file was asked for is left where it is: it is a change (tampered).
        if (w.endsWith('/') && st.isDirectory())
            visit(path);
        else if (!w.endsWith('/') && !st.isDirectory()) {
            const why = shapeOf('x', st, false);
            if (!why)
                keep(path);
            else if (touched(path))
                dropped.push({ rel: path, why });
        }
    }
    return { files, folders, dropped };
}
// Mode bits that steer whoever comes next: setuid and setgid (a program that runs as the file's
// owner — this user, where the agent kept this user's uid: bwrap as this user, a copy without a
// user of its own), the sticky bit, and write for the group or every user (another local user
// rewrites the evidence before a later step reads it). Giving files back to this user by chown
// clears setuid alone; a copy (copyFileSync) keeps them all.
const STEERING_BITS = 0o7022;
/** The mode a kept output gets: what it had, less the bits that steer a later step. */
const dataMode = (mode) => mode & 0o777 & ~STEERING_BITS;
/** Takes the steering bits off each kept entry under `root` (files and folders; never through a link); returns those it could not. */
function plainModes(root, rels) {
    return rels.flatMap((rel) => {
        const path = (0,external_node_path_.join)(root, rel);
        try {
            const st = (0,external_node_fs_.lstatSync)(path);
            if (!st.isSymbolicLink() && st.mode & STEERING_BITS)
                (0,external_node_fs_.chmodSync)(path, dataMode(st.mode));
            return [];
        }
        catch {
            return [rel];
        }
    });
}
/**
 * Gives this user back write and search on `path` when it is a folder (never through a link), and
 * on every folder below it: the agent owns the folders it writes in, and one it made read-only
 * (chmod 555) would keep what it left there from being removed.
 */
function reopenFolder(path, below = true) {
    try {
        const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
        if (!st?.isDirectory())
            return;
        if ((st.mode & 0o700) !== 0o700)
            (0,external_node_fs_.chmodSync)(path, (st.mode & 0o7777) | 0o700);
        if (below)
            for (const name of (0,external_node_fs_.readdirSync)(path))
                reopenFolder((0,external_node_path_.join)(path, name));
    }
    catch {
        // Not this user's to give back (an agent user's copy): the removal that follows says what is left.
    }
}
/**
 * Removes dropped entries where the agent wrote in place (bwrap, none), the folders on the way
 * given back first; returns those that could not be.
 */
function removeDropped(root, dropped) {
    return dropped.flatMap(({ rel }) => {
        try {
            const parts = rel.split('/');
            for (let i = 1; i < parts.length; i++)
                reopenFolder((0,external_node_path_.join)(root, ...parts.slice(0, i)), false);
            reopenFolder((0,external_node_path_.join)(root, rel));
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(root, rel), { recursive: true, force: true });
            return [];
        }
        catch {
            return [rel];
        }
    });
}
/** The log line naming what was dropped, or '' when nothing was: a name the agent chose can hold a credential it was given. */
function droppedLine(dropped, how, secrets = []) {
    if (dropped.length === 0)
        return '';
    const shown = dropped
        .slice(0, 20)
        .map((d) => `${JSON.stringify((0,agent_report/* redactAgentText */.Yk)(d.rel, secrets))} (${d.why})`)
        .join(', ');
    const more = dropped.length > 20 ? ` and ${dropped.length - 20} more` : '';
    return `agent: ${how} ${dropped.length} entr${dropped.length === 1 ? 'y' : 'ies'} of its writable paths that could steer a later step: ${shown}${more}`;
}

;// CONCATENATED MODULE: ./src/agent/tree.ts






/**
 * Files and folders an agent CLI reads from the tree it works in as instructions, skills, hooks,
 * plugins, settings or MCP servers (or package registries). A pull request controls them, so they
 * never reach the agent; matched by name at any depth. From the pinned CLIs' own code
 * (scripts/vendor-clis.mjs; test/agent/real-clis.test.ts plants each in a tree and checks that none
 * reaches the model):
 * - codex: AGENTS.md and AGENTS.override.md; `.codex/` (config.toml, skills/, hooks.json, rules/);
 *   `.agents/skills/` (skills) and `.agents/plugins/marketplace.json`, `.claude-plugin/` and
 *   `.cursor-plugin/marketplace.json` (a repository's plugin marketplaces); `.codex-plugin/` (a
 *   plugin's manifest); its importer of other agents' config reads CLAUDE.md, `.claude/`, `.cursor/`.
 * - claude: CLAUDE.md, CLAUDE.local.md, AGENTS.md; `.claude/` (settings, rules, skills, commands,
 *   agents, output styles, hooks); `.mcp.json`, `.claude.json`, `.lsp.json`, `.worktreeinclude`,
 *   `.claude-plugin/`, `.mcpb-cache/` (the files it guards as its own config); its importer reads
 *   `.agents/skills/`, `.codex/`, `.cursorrules`, `.cursor/`, GEMINI.md, `.gemini/`.
 * - gemini: GEMINI.md, `.gemini/`. Package managers the agent may run: `.npmrc`, `bunfig.toml`.
 * A file inside a plugin (hooks/hooks.json, SKILL.md, .app.json) is reached only through a
 * marketplace or folder above.
 * A custom agent may wrap any other CLI, so the project files of the others are hidden too, from
 * their documentation: GitHub Copilot CLI (`.github/copilot-instructions.md`, and under `.github/`
 * `instructions/`, `prompts/`, `agents/`, `chatmodes/`, `skills/`, `hooks/`: its hooks run shell
 * commands); opencode (`opencode.json(c)`, `.opencode/`: its plugins and tools are code it runs);
 * Kiro (`.kiro/`: steering, hooks, MCP); Amazon Q (`.amazonq/`); Windsurf (`.windsurfrules`,
 * `.windsurf/`); Cline (`.clinerules`); Roo (`.roo/`, `.roorules`, `.roomodes`); Kilo (`.kilocode/`);
 * Continue (`.continue/`, `.continuerc.json`); Aider (`.aider.conf.yml`, `.aider.model.*`); Goose
 * (`.goosehints`); Junie (`.junie/`); Qwen Code (`QWEN.md`, `.qwen/`); Crush (`CRUSH.md`,
 * `crush.json`, `.crush.json`); Warp (`WARP.md`); Amp (`AGENT.md`); Zed (`.rules`); Augment
 * (`.augment/`, `.augment-guidelines`); Trae (`.trae/`).
 * Measured with the real CLIs (strace of a one-shot run: Copilot CLI 1.0.102, Gemini CLI 0.61.0,
 * opencode 1.18.33, Qwen Code 0.24.4; Crush 0.96.1 from its source): Copilot runs the hooks of
 * `.github/copilot/settings(.local).json` and starts the servers of `.github/mcp.json`, reads
 * `.github/lsp.json` (server commands) and `.github/allowed_models.txt`, and loads plugins and
 * extensions (`.github/plugin(s)`, `.github/plugin.json`, `.plugin/`, `.github/extensions/`);
 * opencode reads CONTEXT.md as instructions; Crush runs `.crushrc`/`crushrc` as shell scripts and
 * reads CRUSH.local.md. Ignore files hide files from an agent's own read and search tools, so one
 * the pull request writes could keep the code under review out of the agent's sight: every
 * `.<word>ignore` dotfile (`.geminiignore`, `.cursorindexingignore`, `.augmentignore`, ripgrep's
 * `.ignore` and `.rgignore`, which apply without a repository) but the few no agent CLI reads,
 * kept for the review: `.gitignore` (the tree has no `.git`, so it does not apply), `.dockerignore`,
 * `.npmignore`, `.prettierignore`, `.eslintignore`.
 * Names are families, not one CLI's spelling (hazard 527): an MCP server list (`mcp.json`,
 * `mcp_config.json`) at the root or in any dot-folder (Copilot CLI's `.vscode/mcp.json`,
 * Factory's `.factory/mcp.json`); `.roo`/`.kilocode`/`.cline` rules and modes with their per-mode
 * suffix; the dot-folders of Factory (`.factory/`: droids, hooks), OpenHands (`.openhands/`:
 * microagents, setup.sh), goose (`.goose/`), Crush (`.crush/`), Tabnine (`.tabnine/`) and
 * Firebase Studio (`.idx/`); Amazon Q's `AmazonQ.md`, opencode's older `opencode.md` and
 * `.opencode.json`.
 */
const AGENT_CONFIG = [
    /^\.(claude|gemini|codex|agents|cursor|mcpb-cache)$/i,
    /^\.(claude|codex|cursor)-plugin$/i,
    /^(CLAUDE|AGENTS).*\.md$/i,
    /^(GEMINI|QWEN|CRUSH|WARP|AGENT|OPENCODE|AMAZONQ)(\.local)?\.md$/i,
    /^CONTEXT\.md$/i,
    /^\.?crushrc$/i,
    /^\.(?!(git|docker|npm|prettier|eslint)ignore$)[\w.-]*ignore$/i,
    /^\.(mcp|claude|lsp|crush|continuerc|opencode)\.json$/i,
    /^\.(roo|kilocode|cline)(rules(-[\w-]+)?|modes)$/i,
    /^\.(cursorrules|worktreeinclude|windsurfrules|goosehints|rules|augment-guidelines)$/i,
    /^\.(opencode|kiro|amazonq|windsurf|roo|kilocode|continue|junie|qwen|augment|trae|plugin|factory|openhands|goose|crush|tabnine|idx)$/i,
    /^(opencode\.jsonc?|crush\.json|copilot-instructions\.md)$/i,
    /^\.aider\.(conf\.ya?ml|model\.(settings\.ya?ml|metadata\.json))$/i,
    /^\.npmrc$/i,
    /^bunfig\.toml$/i,
];
/**
 * Generic names that are agent configuration only where they sit: in a `.github` folder, or (an
 * MCP server list) at the root or in any dot-folder. Each starts with a dot-folder, so only a link
 * named with a dot can lead the agent to one the walk sees under another path (agentConfigIn).
 */
const PLACED_AGENT_CONFIG = [
    /(?:^|\/)\.github\/(?:instructions|prompts|agents|chatmodes|skills|hooks|copilot|extensions|plugins?|(?:mcp|lsp|plugin)\.json|allowed_models\.txt)$/i,
    /(?:^|(?:^|\/)\.[^/]*\/)(?:mcp|mcp_config)\.json$/i,
];
/** True for a path (relative, `/`-separated) an agent CLI reads from a tree as its configuration, as spelled; `name` is its last segment. */
function isAgentConfig(rel, name) {
    return AGENT_CONFIG.some((re) => re.test(name)) || PLACED_AGENT_CONFIG.some((re) => re.test(rel));
}
/** False only for a link surely ending on something other than a folder; one that cannot be followed fails closed. */
function mayLeadToFolder(abs) {
    try {
        return (0,external_node_fs_.statSync)(abs).isDirectory();
    }
    catch {
        return true;
    }
}
/**
 * Agent configuration among the entries of the tree at `root`, by every path the agent reaches
 * them through (hazard 526). The walk never follows a link, and a name-matched entry is matched
 * under any path; but a placed name is reached under the path of a link to its folder (`.github`
 * -> `docs/gh` makes `docs/gh/mcp.json` Copilot's `.github/mcp.json`). So a link named with a dot
 * that leads to a folder, at any depth, is configuration itself: left out of a copy, and covered
 * under bwrap (which covers the folder it leads to).
 */
function agentConfigIn(root) {
    return (rel, name, kind) => isAgentConfig(rel, name) || (kind === 'symlink' && name.startsWith('.') && mayLeadToFolder((0,external_node_path_.join)(root, rel)));
}
// Tree work happens before and after the agent runs, never during: synchronous calls are several
// times faster than a thread-pool round trip per small file, and nothing else waits meanwhile.
/** Every entry under `root`, depth first in name order, never following a symbolic link. */
function* walk(root, skip, dir = '', dirBytes) {
    // Names read as bytes: a folder whose name is not UTF-8 is listed by them, and each such entry keeps them.
    const entries = (0,external_node_fs_.readdirSync)(dirBytes ? inRoot(root, dirBytes) : (0,external_node_path_.join)(root, dir), { withFileTypes: true, encoding: 'buffer' }).map((e) => ({ e, name: e.name.toString('utf8') }));
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : Buffer.compare(a.e.name, b.e.name)));
    for (const { e, name } of entries) {
        const rel = dir ? `${dir}/${name}` : name;
        const bytes = dirBytes || !(0,external_node_buffer_.isUtf8)(e.name) ? Buffer.concat([dirBytes ?? Buffer.from(dir), Buffer.from(dir ? '/' : ''), e.name]) : undefined;
        const kind = e.isSymbolicLink() ? 'symlink' : e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other';
        if (skip(rel, name, kind))
            continue;
        yield { rel, kind, ...(bytes ? { bytes } : {}) };
        if (kind === 'dir')
            yield* walk(root, skip, rel, bytes);
    }
}
/** The absolute path of `rel` (bytes) under `root`. */
const inRoot = (root, rel) => Buffer.concat([Buffer.from(`${root}/`), rel]);
/**
 * An entry's key in a look: its path, and after a NUL (which no name holds) its bytes where a name
 * on it is not UTF-8, so that two such names, or one and a name holding U+FFFD, stay two entries.
 */
const lookKey = (e) => (e.bytes ? `${e.rel}\0${e.bytes.toString('latin1')}` : e.rel);
/** A look's key as a message shows it: its path decoded. */
const lookShown = (key) => key.split('\0', 1)[0];
/**
 * True when `rel` is a writable path or inside a writable folder (`/` at its end): under a writable
 * file nothing is writable, so a folder the agent made of it is a change like any other.
 */
function isWritable(rel, writable) {
    return writable.some((w) => (w.endsWith('/') ? within(rel, [w.slice(0, -1)]) : rel === w));
}
/** True when `rel` is one of `paths` or inside one of them. */
function within(rel, paths) {
    return paths.some((p) => rel === p || rel.startsWith(`${p}/`));
}
/**
 * Files up to 2 GiB (what a whole read took before) are known by their content, read a chunk at a
 * time: a copy's file compares equal to its original. A larger one (a sparse file of terabytes
 * costs an agent nothing to make) is known by its inode, size and times: a rewrite moves its
 * ctime, which no process can set back (only the clock moves it).
 */
const HASHED_MAX = 2 ** 31 - 1;
const CHUNK = 1024 * 1024;
let chunk;
/** sha256 of the file's bytes, never holding more than one chunk; null when this user cannot read it (mode 000, not root). */
function contentHash(abs) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return null;
    }
    try {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        // One buffer for every file of a look (reads are synchronous): a thousand files are not a gigabyte of garbage.
        const buf = (chunk ??= Buffer.allocUnsafe(CHUNK));
        for (let n = (0,external_node_fs_.readSync)(fd, buf); n > 0; n = (0,external_node_fs_.readSync)(fd, buf))
            hash.update(buf.subarray(0, n));
        return hash.digest('hex');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function fileSignature(abs, st, compared) {
    const head = `file ${(st.mode & 4095n).toString(8)} ${st.size}`;
    // A file the earlier look did not hold as this kind, mode and size has changed whatever it holds:
    // never read, so a look reads no more than the files it was given.
    if (compared && !compared.was?.startsWith(`${head} `))
        return `${head} not read`;
    const inode = `${st.dev}:${st.ino}:${st.ctimeNs}`;
    let hash = compared?.hashed.get(inode);
    if (hash === undefined) {
        hash = st.size <= HASHED_MAX ? contentHash(abs) : null;
        compared?.hashed.set(inode, hash);
    }
    return hash ? `${head} ${hash}` : `${head} ino ${st.ino} mtime ${st.mtimeNs} ctime ${st.ctimeNs}`;
}
/**
 * What the entry at `abs` is, enough to see any change to it (null when there is none); never
 * throws for one entry it cannot read, so no entry an agent makes can blind a look at the others.
 * `abs` as bytes for a name that is not UTF-8 (decoded, it names no file).
 */
function entrySignature(abs, compared) {
    const st = (0,external_node_fs_.lstatSync)(abs, { bigint: true, throwIfNoEntry: false });
    if (!st)
        return null;
    if (st.isFile())
        return fileSignature(abs, st, compared);
    if (st.isSymbolicLink())
        return `symlink ${(0,external_node_fs_.readlinkSync)(abs)}`;
    return st.isDirectory() ? 'dir' : 'other';
}
/**
 * Every entry under `root` but what `skip` names, by its signature. Given `before` (a look taken
 * before the agent ran), only a file it holds as the same kind, mode and size is read: what the
 * agent added or resized is a change by its size alone (sparse files of 2 GiB, or thousands of
 * links to one, made the look after the run read terabytes), and each inode is read once.
 */
function snapshot(root, skip, before) {
    const snap = new Map();
    const hashed = new Map();
    for (const e of walk(root, skip)) {
        const key = lookKey(e);
        const compared = before ? { was: before.get(key), hashed } : undefined;
        snap.set(key, entrySignature(e.bytes ? inRoot(root, e.bytes) : (0,external_node_path_.join)(root, e.rel), compared) ?? 'gone');
    }
    return snap;
}
/** `paths` but those that are symbolic links (or cannot be looked at): what a command that follows a link it is given may be handed. */
function withoutLinks(paths) {
    return paths.filter((path) => {
        try {
            return (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false })?.isSymbolicLink() !== true;
        }
        catch {
            return false;
        }
    });
}
/**
 * Paths created, changed or removed between two snapshots. A folder on the way to a writable
 * path is not a change: the agent has to create it to write there.
 */
function changedPaths(before, after, writable) {
    const changed = [];
    for (const key of new Set([...before.keys(), ...after.keys()])) {
        if (before.get(key) === after.get(key))
            continue;
        const [kind, path] = [(after.get(key) ?? before.get(key)), lookShown(key)];
        if (kind === 'dir' && writable.some((w) => w.startsWith(`${path}/`)))
            continue;
        changed.push(path);
    }
    return [...new Set(changed)].sort();
}
/**
 * Copies a tree (links as links unless `dropLink` says so, no special files), leaving out what
 * `skip` names. Each entry keeps the permissions another user had on the original, never more:
 * an agent running as a user of its own reads what a checkout lets everyone read, and not a
 * credential an earlier step wrote for its own user (0600, 0640).
 */
function copyTree(from, to, skip, dropLink) {
    (0,external_node_fs_.mkdirSync)(to, { recursive: true });
    (0,external_node_fs_.chmodSync)(to, 0o755);
    for (const e of walk(from, skip)) {
        const src = (0,external_node_path_.join)(from, e.rel);
        const dest = (0,external_node_path_.join)(to, e.rel);
        if (e.kind === 'dir') {
            (0,external_node_fs_.mkdirSync)(dest);
            (0,external_node_fs_.chmodSync)(dest, (0,external_node_fs_.lstatSync)(src).mode & 0o755);
        }
        else if (e.kind === 'file') {
            (0,external_node_fs_.copyFileSync)(src, dest);
            (0,external_node_fs_.chmodSync)(dest, (0,external_node_fs_.lstatSync)(src).mode & 0o755);
        }
        else if (e.kind === 'symlink' && !dropLink(e.rel))
            (0,external_node_fs_.symlinkSync)((0,external_node_fs_.readlinkSync)(src), dest);
    }
}
/** Creates the folders leading to `rel` under `root`, refusing to pass through a link or a file. */
function realDirs(root, rel) {
    const parts = rel.split('/').slice(0, -1);
    let at = root;
    for (const part of parts) {
        at = (0,external_node_path_.join)(at, part);
        const st = (0,external_node_fs_.lstatSync)(at, { throwIfNoEntry: false });
        if (!st)
            (0,external_node_fs_.mkdirSync)(at);
        else if (!st.isDirectory()) {
            throw new errors.ProofgateError(`agent: cannot copy ${rel} back: ${at} is ${st.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}; remove it from the tree under review`);
        }
    }
}
/**
 * Copies `files` (the regular files the agent left in its writable paths, screened: outputs.ts)
 * from `from` into `to`. Links are never followed on either side: a file replaces whatever entry
 * was at its destination.
 */
function copyBack(from, to, files) {
    for (const rel of files) {
        realDirs(to, rel);
        const dest = (0,external_node_path_.join)(to, rel);
        const tmp = `${dest}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
        try {
            (0,external_node_fs_.copyFileSync)((0,external_node_path_.join)(from, rel), tmp);
            // copyFileSync keeps the agent's mode: setuid, setgid, group or world write (outputs.ts).
            (0,external_node_fs_.chmodSync)(tmp, dataMode((0,external_node_fs_.lstatSync)(tmp).mode));
            (0,external_node_fs_.renameSync)(tmp, dest);
        }
        catch (err) {
            (0,external_node_fs_.rmSync)(tmp, { force: true });
            throw err;
        }
    }
}
/** Entries anywhere in the tree (outside .git) that `match`; the walk does not descend into them. */
function findEntries(root, match) {
    const found = [];
    const skip = (rel, name, kind) => {
        if (name === '.git')
            return true;
        if (!match(rel, name, kind))
            return false;
        found.push(rel);
        return true;
    };
    for (const _ of walk(root, skip))
        ;
    return found;
}
/** The nearest of `dir` and the folders above it (never `/`) holding a `.git`: the repository `dir` lies in, or null. */
function repositoryFrom(dir) {
    for (let d = dir; d !== (0,external_node_path_.dirname)(d); d = (0,external_node_path_.dirname)(d))
        if ((0,external_node_fs_.lstatSync)((0,external_node_path_.join)(d, '.git'), { throwIfNoEntry: false }))
            return d;
    return null;
}
/** True when this user may list `dir` (an unconfined agent, this user, reads no more). */
function listable(dir) {
    try {
        (0,external_node_fs_.accessSync)(dir, external_node_fs_.constants.R_OK | external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The agent config a CLI working in `cwd` reads from the repository `root` it lies in, relative to
 * `root`: the whole tree at `cwd`, and what each folder above it up to `root` holds where a CLI
 * reads it (Claude Code loads every CLAUDE.md, AGENTS.md and .mcp.json up to `/` and the project
 * root's `.claude/`; codex every AGENTS.md up to the root): the folder's own entries and those of
 * its dot-folders (placed config lies one level in: `.github/hooks`, `.vscode/mcp.json`).
 */
function configUpToRoot(root, cwd) {
    const isConfig = agentConfigIn(root);
    const found = new Set(findEntries(cwd, agentConfigIn(cwd)).map((rel) => (0,external_node_path_.join)((0,external_node_path_.relative)(root, cwd), rel)));
    for (let dir = cwd; dir !== root && dir !== (0,external_node_path_.dirname)(dir);) {
        dir = (0,external_node_path_.dirname)(dir);
        const at = (0,external_node_path_.relative)(root, dir);
        const skip = (rel, name, kind) => {
            const path = at ? `${at}/${rel}` : rel;
            if (name !== '.git' && isConfig(path, name, kind))
                found.add(path);
            else if (kind === 'dir' && rel === name && name.startsWith('.') && name !== '.git')
                return !listable((0,external_node_path_.join)(dir, rel));
            return true;
        };
        if (listable(dir))
            for (const _ of walk(dir, skip))
                ;
    }
    return [...found].sort();
}
/**
 * Every `.git` entry of the tree at any depth: the repository's own, a second checkout's (where
 * actions/checkout persisted its token) and a submodule's link to its objects.
 */
function gitEntries(root) {
    const found = [];
    for (const _ of walk(root, (rel, name) => name === '.git' && found.push(rel) > 0))
        ;
    return found;
}
/** Entries of the tree (outside .git) another user may not read: a file without o+r, a folder without o+rx. */
function privateEntries(root) {
    return findEntries(root, (rel) => {
        const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, rel));
        if (st.isDirectory())
            return (st.mode & 0o005) !== 0o005;
        return st.isFile() && !(st.mode & 0o004);
    });
}

// EXTERNAL MODULE: ./src/git/run.ts + 1 modules
var run = __webpack_require__(63668);
// EXTERNAL MODULE: ./src/git/git-dirs.ts
var git_dirs = __webpack_require__(81965);
// EXTERNAL MODULE: ./src/git/config-files.ts
var config_files = __webpack_require__(45326);
;// CONCATENATED MODULE: ./src/agent/git-config.ts







/** Keys that carry a credential or point at one: the ones worth a warning. */
const CREDENTIAL = /^(http\.(.+\.)?extraheader|credential\..+|include\.path|includeif\..+\.path)$/;
const hasUserinfo = (value) => /^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(value);
/** Every entry of one config file, includes not followed. */
function git_config_entries(file) {
    const r = (0,external_node_child_process_.spawnSync)((0,run/* gitCommand */.QT)(), ['config', '--file', file, '--no-includes', '--list', '--null'], {
        encoding: 'utf8',
        env: { ...(0,run/* gitEnv */.gE)(), GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
        maxBuffer: 16 * 1024 * 1024,
    });
    if (r.status !== 0)
        return [];
    return r.stdout
        .split('\0')
        .filter(Boolean)
        .map((item) => {
        const nl = item.indexOf('\n');
        return { key: (nl < 0 ? item : item.slice(0, nl)).toLowerCase(), value: nl < 0 ? null : item.slice(nl + 1) };
    });
}
/** Folders of a git folder that hold data, never settings, and can be large: not walked. */
const GIT_DATA = /(^|\/)(objects|refs|logs|lfs)(\/|$)/;
/**
 * What in a git folder (relative to it) makes a git run there, or in a submodule or worktree of it,
 * run a program: each config file (a filter driver, fsmonitor, pager, diff driver, ssh command, an
 * include naming more), the hooks, the attributes that name a driver for every file, and the
 * commondir a worktree takes its config and hooks from; and the exclude file, which hides a new file
 * from every later git status and git add (and from nothing of proofgate's, untracked.ts).
 */
const GIT_CONTROL = /^((modules|worktrees)\/.+\/)?(config|config\.worktree|commondir|info\/attributes|info\/exclude|hooks(\/.*)?)$/;
/** The entries of GIT_CONTROL under each git folder, as absolute paths. */
function controlEntries(dirs) {
    const found = [];
    for (const dir of dirs)
        for (const e of walk(dir, (rel) => GIT_DATA.test(rel)))
            if (GIT_CONTROL.test(e.rel))
                found.push((0,external_node_path_.join)(dir, e.rel));
    return found;
}
/** Every config file under the git folders: the repository's, each worktree's and each submodule's. */
function gitConfigFiles(dirs) {
    return controlEntries(dirs).filter((f) => /(^|\/)config(\.worktree)?$/.test(f) && (0,external_node_fs_.lstatSync)(f).isFile());
}
/**
 * Every git folder of a tree: for each `.git` at any depth (the repository's, a submodule's, a
 * second checkout's), the folder itself or the ones its `.git` file names (a worktree's, and the
 * common one it shares). Taken before an agent runs: a `.git` file it writes names nothing watched.
 */
function treeGitFolders(root) {
    return [...new Set(gitEntries(root).flatMap((rel) => (0,git_dirs/* gitDirs */.V)((0,external_node_path_.join)(root, (0,external_node_path_.dirname)(rel)))))];
}
/**
 * The files of this user's own git settings, there or not: the global config (GIT_CONFIG_GLOBAL,
 * which proofgate's git reads, and the two a later step's git reads without it), the attributes
 * and exclude files, each file a global config includes and the attributes or exclude file it names. Every git this user
 * runs reads them, whatever the repository.
 */
function userGitFiles(env = process.env) {
    const home = env.HOME && (0,external_node_path_.isAbsolute)(env.HOME) ? env.HOME : undefined;
    const xdg = env.XDG_CONFIG_HOME && (0,external_node_path_.isAbsolute)(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : home && (0,external_node_path_.join)(home, '.config');
    const fixed = [
        env.GIT_CONFIG_GLOBAL,
        home && (0,external_node_path_.join)(home, '.gitconfig'),
        xdg && (0,external_node_path_.join)(xdg, 'git/config'),
        xdg && (0,external_node_path_.join)(xdg, 'git/attributes'),
        xdg && (0,external_node_path_.join)(xdg, 'git/ignore'),
    ];
    const files = fixed.filter((f) => !!f && (0,external_node_path_.isAbsolute)(f));
    // What the configs name, includes followed (git's own reading: `include.path` relative to its file, `~/`).
    const r = (0,external_node_child_process_.spawnSync)((0,run/* gitCommand */.QT)(), ['config', '--global', '--includes', '--show-origin', '--null', '--list'], {
        encoding: 'utf8',
        cwd: '/',
        env: { ...(0,run/* gitEnv */.gE)(), GIT_CONFIG_NOSYSTEM: '1' },
        maxBuffer: 16 * 1024 * 1024,
    });
    for (const e of r.status === 0 ? (0,config_files/* configEntries */.ls)(r.stdout, false) : []) {
        if (e.file === undefined)
            continue;
        const origin = (0,external_node_path_.resolve)('/', e.file);
        files.push(origin);
        // A file named there, there or not yet: an include (relative to the file naming it), the attributes or exclude file.
        if (e.value && (config_files/* INCLUDE_KEY */.vy.test(e.key) || config_files/* ATTRIBUTES_KEY */.Q1.test(e.key) || config_files/* EXCLUDES_KEY */.GD.test(e.key)))
            files.push((0,config_files/* configPath */.eQ)(e.value, (0,external_node_path_.dirname)(origin), home));
    }
    return [...new Set(files)];
}
/**
 * What would make a later git run a program, signed: of `folders` (treeGitFolders) what GIT_CONTROL
 * names, and `user` (userGitFiles). An agent that keeps this user's uid can write there, and every
 * git of a later step (and of proofgate, which overrides only what it knows) would obey it. Named
 * by path from `root` inside it, else absolute.
 */
function gitControl(root, folders, user) {
    const snap = new Map();
    const name = (abs) => {
        const rel = (0,external_node_path_.relative)(root, abs);
        return rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) ? abs : rel.split(external_node_path_.sep).join('/');
    };
    for (const abs of [...controlEntries(folders), ...user]) {
        const sig = entrySignature(abs);
        if (sig)
            snap.set(name(abs), sig);
    }
    return snap;
}
/** The keys of the tree's git configs that hold a credential (for the warning that the checkout persisted its token). */
function persistedCredentials(cwd) {
    const keys = [];
    for (const file of gitConfigFiles((0,git_dirs/* gitDirs */.V)(cwd))) {
        for (const e of git_config_entries(file)) {
            if (CREDENTIAL.test(e.key) || (/\.(url|pushurl|insteadof)$/.test(e.key) && e.value !== null && hasUserinfo(e.value)))
                keys.push(e.key);
        }
    }
    return [...new Set(keys)];
}
/** The warning when the checkout persisted a credential in the repository's git config, or undefined. */
function persistedWarning(cwd) {
    const persisted = persistedCredentials(cwd);
    if (!persisted.length)
        return undefined;
    return `actions/checkout persisted a credential in the repository's git config (${persisted.join(', ')}); the agent never sees the repository's git folder, but every later step of this job can read it: set persist-credentials: false`;
}

// EXTERNAL MODULE: ./src/agent/group.ts
var group = __webpack_require__(68194);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/text/files.ts
var files = __webpack_require__(18140);
;// CONCATENATED MODULE: ./src/agent/workdir.ts








/**
 * A CLI reads its instructions from every folder between its working folder and `/` (Claude
 * Code's CLAUDE.md and CLAUDE.local.md, opencode's AGENTS.md, Gemini CLI's .env): one that another
 * user may write (/tmp, /var/tmp, /dev/shm) lets whoever else is on the machine steer the agent.
 * The agent's own folders (its TMPDIR, home, a copy of the tree, the blind reviewer's staged diff)
 * are made where none above is: as root, in ROOT_BASE; else in a folder of this user's.
 */
/** Root's, written by root alone; a folder of this user's in it, 0711: an agent's uid passes through and lists nothing. */
const ROOT_BASE = '/var/lib/proofgate';
/** Why a file another user wrote could lie in `dir` or a folder above it: one neither root's nor this user's, or writable by others; null when none. */
function plantable(dir) {
    const me = process.getuid?.() ?? 0;
    try {
        for (let d = (0,external_node_fs_.realpathSync)(dir);; d = (0,external_node_path_.dirname)(d)) {
            const st = (0,external_node_fs_.statSync)(d);
            if (st.uid !== 0 && st.uid !== me)
                return `${d} is owned by uid ${st.uid}`;
            if (st.mode & 0o022)
                return `${d} is writable by other users (mode ${(st.mode & 0o7777).toString(8)})`;
            if (d === (0,external_node_path_.dirname)(d))
                return null;
        }
    }
    catch (err) {
        return `${dir} cannot be looked at (${err.code ?? 'error'})`;
    }
}
/**
 * Why each folder named by `homes` (a variable's name → the folder it names: HOME, XDG_CONFIG_HOME,
 * as the agent gets them) could hold what another user wrote, as `NAME: why`: a CLI reads its
 * settings and instructions there (~/.claude/CLAUDE.md and settings.json, ~/.codex/AGENTS.md,
 * hooks.json and .env), so one planted there steers it as one above its working folder would.
 */
function plantableHomes(homes) {
    return Object.entries(homes).flatMap(([name, dir]) => {
        const why = dir && (0,external_node_path_.isAbsolute)(dir) ? plantable(dir) : null;
        return why ? [`${name}: ${why}`] : [];
    });
}
/** Why an agent of another uid could not pass through `dir` and every folder above it, or null. */
function closedToOthers(dir) {
    for (let d = dir;; d = (0,external_node_path_.dirname)(d)) {
        if (!((0,external_node_fs_.statSync)(d).mode & 0o001))
            return `${d} is closed to other users`;
        if (d === (0,external_node_path_.dirname)(d))
            return null;
    }
}
/** This user's folder in ROOT_BASE, made (as root) when it is missing or not as it must be; refused (exit 2) when it cannot be. */
function rootBase(p) {
    const [uid, gid] = [process.getuid?.() ?? 0, process.getgid?.() ?? 0];
    const mine = (0,external_node_path_.join)(ROOT_BASE, String(uid));
    const problem = () => {
        const st = (0,external_node_fs_.lstatSync)(mine, { throwIfNoEntry: false });
        if (!st?.isDirectory() || st.uid !== uid || (st.mode & 0o777) !== 0o711)
            return `${mine} is not a folder of this user's of mode 0711`;
        return plantable(mine) ?? closedToOthers(mine);
    };
    const refuse = (why) => new errors.ProofgateError(`agent: the agent's folders cannot be made in ${mine} (${why}): every folder above them must be root's or this user's, written by its owner alone and passable by other users (chmod 0755 ${ROOT_BASE})`, exit_codes/* AGENT_EXIT */.z.cannotRun);
    if (problem()) {
        const mkdir = (0,programs/* findExecutable */.oq)('mkdir', privilege/* SYSTEM_PATH */.sg) ?? 'mkdir';
        (0,privilege/* asRoot */.tE)(p, [mkdir, '-p', '-m', '0755', ROOT_BASE], `make ${ROOT_BASE} for the agent's folders`);
        // Checked before anything in it is given away: a link another user left there is never followed.
        const above = plantable(ROOT_BASE);
        if (above)
            throw refuse(above);
        (0,privilege/* asRoot */.tE)(p, [mkdir, '-p', mine], `make ${mine} for the agent's folders`);
        if (!(0,external_node_fs_.lstatSync)(mine).isDirectory())
            throw refuse(`${mine} is not a folder`);
        (0,privilege/* asRoot */.tE)(p, [p.chown, '-h', `${uid}:${gid}`, '--', mine], `give ${mine} to this user`);
        (0,privilege/* asRoot */.tE)(p, [p.chmod, '0711', '--', mine], `set the mode of ${mine}`);
    }
    const why = problem();
    if (why)
        throw refuse(why);
    return mine;
}
/** A folder of this user's with nothing another user may write above it (TMPDIR, XDG_RUNTIME_DIR, ~/.cache/proofgate), else why each is passed over. */
function ownBase() {
    const why = [];
    const home = process.env.HOME;
    const places = [
        ['TMPDIR', (0,external_node_os_.tmpdir)(), undefined],
        ['XDG_RUNTIME_DIR', process.env.XDG_RUNTIME_DIR, undefined],
        ['HOME', home && (0,external_node_path_.isAbsolute)(home) ? (0,external_node_path_.join)(home, '.cache', 'proofgate') : undefined, home],
    ];
    for (const [name, dir, parent] of places) {
        if (!dir || !(0,external_node_path_.isAbsolute)(dir)) {
            why.push(`${name} is not set`);
            continue;
        }
        // ~/.cache/proofgate is made only under a HOME that could hold it.
        const problem = (parent && (plantable(parent) || made(dir))) || plantable(dir);
        if (!problem)
            return { dir, why };
        why.push(`${name}: ${problem}`);
    }
    return { dir: null, why };
}
/** Makes `dir` (this user's, 0700) when missing: why it cannot be, or null. */
function made(dir) {
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
        return null;
    }
    catch (err) {
        return `${dir} cannot be made (${err.code ?? 'error'})`;
    }
}
/**
 * Where the agent's own folders are made, `priv` at hand when it runs as a user of its own (never
 * for `none`): `unsafe` says why no place here has nothing another user may write above it. A copy
 * is then refused (agentWorkdir); bwrap shows the agent no folder above them (its /tmp is its own), and
 * `none` is unconfined by choice (its log says so): both take the system's temp folder.
 */
function agentBase(priv) {
    if (priv)
        return { dir: rootBase(priv), unsafe: null };
    const own = ownBase();
    return own.dir ? { dir: own.dir, unsafe: null } : { dir: (0,external_node_os_.tmpdir)(), unsafe: own.why.join('; ') };
}
/** The refusal of a copy where no folder fits (agentBase's `unsafe`). */
function noSafeBase(why) {
    return new errors.ProofgateError(`agent: no folder here for the agent's copy has nothing another user may write above it (${why}), and a CLI reads its instructions from every folder up to / (CLAUDE.md, AGENTS.md, .env): set TMPDIR to a folder of this user's that only it may write, none above it writable by other users (never under /tmp)`, exit_codes/* AGENT_EXIT */.z.cannotRun);
}
/**
 * A fresh folder for what the agent is given to work in before it runs (the blind reviewer's
 * staged diff), where an agent run with `mode` keeps its own folders.
 */
function agentFolder(prefix, mode) {
    return (0,files/* freshDir */.E6)(prefix, agentBase(mode === 'none' ? null : (0,privilege/* privilege */.EX)().privilege).dir);
}
/**
 * Under bwrap the folders above what it shows are its own (made empty, its own /tmp and /var/tmp)
 * but where they lie inside a folder it shows from this machine (`shown`: the system folders, a
 * readable one): why one of those above `paths` could hold what another user wrote, or null.
 */
function plantableShown(paths, shown) {
    for (const path of paths)
        for (let d = (0,external_node_path_.dirname)(path);; d = (0,external_node_path_.dirname)(d)) {
            if (shown.some((r) => (0,programs/* inside */.nx)(d, r))) {
                const why = plantable(d);
                if (why)
                    return why;
                break;
            }
            if (d === (0,external_node_path_.dirname)(d))
                break;
        }
    return null;
}

;// CONCATENATED MODULE: ./src/agent/home.ts






/** A sign-in file is small; anything larger is not one and is not copied. */
const MAX_CREDENTIAL_BYTES = 1024 * 1024;
/** What of a sign-in file's `text` the agent is given: the whole, or a JSON object cut to `c.keys` (null when it is no object). */
const asGiven = (text, c) => (c.keys ? picked(text, c.keys) : text);
function picked(text, keys) {
    try {
        const value = JSON.parse(text);
        if (!value || typeof value !== 'object' || Array.isArray(value))
            return null;
        const kept = Object.fromEntries(Object.entries(value).filter(([k]) => keys.includes(k)));
        return `${JSON.stringify(kept, null, 2)}\n`;
    }
    catch {
        return null;
    }
}
/** Why the sign-in file at `path` could be another user's: owned by neither root nor this user, or in a folder another user may write (plantable). */
function notOurs(path, st) {
    const me = process.getuid?.() ?? 0;
    if (st.uid !== 0 && st.uid !== me)
        return `${path} is owned by uid ${st.uid}`;
    return plantable((0,external_node_path_.dirname)(path));
}
/**
 * Fills `dir`, the agent's fresh home for one run, with the vendor CLI's sign-in copied from
 * `realHome` and nothing else: no settings, hooks, MCP servers or history. Whatever the agent
 * writes there is discarded with the folder, so nothing it leaves reaches a later run. Only
 * regular files are read (a link is not followed), and only this user's or root's in folders no
 * other user may write: one another user could have left (a HOME of mode 1777) would give the
 * agent that user's login and settings, so it refuses the run (exit 2) rather than run signed out.
 * Returns the paths copied.
 */
function fillHome(dir, realHome, credentials) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    const copied = [];
    if (!realHome)
        return copied;
    for (const c of credentials) {
        const from = (0,external_node_path_.join)(realHome, c.path);
        const st = (0,external_node_fs_.lstatSync)(from, { throwIfNoEntry: false });
        if (!st?.isFile() || st.size > MAX_CREDENTIAL_BYTES)
            continue;
        const why = notOurs(from, st);
        if (why)
            throw new errors.ProofgateError(`agent: the sign-in file ${from} may be another user's (${why}), and the agent would be signed in with it; keep HOME a folder of this user's that only it may write, none above it writable by other users, and sign in again there`, exit_codes/* AGENT_EXIT */.z.cannotRun);
        // No FIFO waited on and never past the cap, should the name be swapped since the lstat.
        const read = (0,regular_read/* readRegularSync */.Wy)(from, MAX_CREDENTIAL_BYTES);
        if (read.status !== 'ok')
            continue;
        const kept = asGiven(read.bytes.toString('utf8'), c);
        if (kept === null)
            continue;
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)((0,external_node_path_.join)(dir, c.path)), { recursive: true, mode: 0o700 });
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, c.path), kept, { mode: 0o600 });
        copied.push(c.path);
    }
    return copied;
}
/** What of the sign-in file at `from` the agent is given, or null where it is no sign-in (not a regular file, too large, unreadable). */
function readSignIn(from, c) {
    try {
        // A link to a sign-in file is followed (as the CLI does), a FIFO never waited on.
        const read = (0,regular_read/* readRegularSync */.Wy)(from, MAX_CREDENTIAL_BYTES, { follow: true });
        return read.status === 'ok' ? asGiven(read.bytes.toString('utf8'), c) : null;
    }
    catch {
        return null; // one this user cannot read, the CLI cannot either
    }
}
/**
 * The sign-in files the agent's CLI reads, as the agent gets them (whole, or cut to their keys):
 * under `realHome` (copied into a fresh home, or read there under isolate none), and in a folder a
 * variable the agent is given moves one to (`moved`: CODEX_HOME, CLAUDE_CONFIG_DIR passed with
 * env-pass). Read through a link, as the CLI reads it.
 */
function signInFiles(realHome, moved, credentials) {
    return credentials.flatMap((c) => {
        // A moved file lies in that folder as it lies in its folder under HOME (`.codex/auth.json` is `$CODEX_HOME/auth.json`).
        const inMoved = c.path.replace(/^[^/]+\//, '');
        const places = [
            ...(realHome ? [{ from: (0,external_node_path_.join)(realHome, c.path), shown: `~/${c.path}` }] : []),
            ...(c.movedBy && moved[c.movedBy] ? [{ from: (0,external_node_path_.join)(moved[c.movedBy], inMoved), shown: `$${c.movedBy}/${inMoved}` }] : []),
        ];
        return places.flatMap(({ from, shown }) => {
            const text = readSignIn(from, c);
            return text === null ? [] : [{ shown, text }];
        });
    });
}

// EXTERNAL MODULE: ./src/text/trim.ts
var trim = __webpack_require__(43675);
;// CONCATENATED MODULE: ./src/agent/shebang.ts




/** How much of a script Linux reads for its `#!` line (BINPRM_BUF_SIZE): no more is read here. */
const SHEBANG_BYTES = 256;
/** The text after `#!` on the first line of `file` (its newline left out), or null when it has none or cannot be read. */
function shebangLine(file) {
    const buf = Buffer.alloc(SHEBANG_BYTES);
    let n;
    try {
        // No FIFO waited on: a name swapped for one would hold the run before the agent starts.
        const fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
        try {
            if (!(0,external_node_fs_.fstatSync)(fd).isFile())
                return null;
            n = (0,external_node_fs_.readSync)(fd, buf, 0, buf.length, 0);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        return null;
    }
    const line = buf.subarray(0, n).toString('utf8').split('\n')[0];
    return line.startsWith('#!') ? line.slice(2) : null;
}
/**
 * Why the kernel cannot start `file` through the interpreter its `#!` line names, or null. exec
 * then fails with ENOENT, which reads as the script itself missing: a script saved with Windows
 * line endings names `/bin/bash\r` (the kernel splits the line at spaces and tabs only, so the CR
 * stays in the name or its argument), or the interpreter named by its path is missing or is not
 * an executable file. A relative interpreter (resolved from the agent's folder) is not judged.
 */
function shebangProblem(file) {
    const line = shebangLine(file);
    if (line === null)
        return null;
    const command = (0,trim/* trimOf */.W)(line, ' \t');
    const interpreter = command.split(/[ \t]/)[0];
    if (line.includes('\r'))
        return `its #! line names the interpreter ${JSON.stringify(command)}, which ends in a carriage return: the script has Windows (CRLF) line endings: convert it to LF`;
    if (!interpreter)
        return 'its #! line names no interpreter';
    if (!(0,external_node_path_.isAbsolute)(interpreter) || (0,programs/* findExecutable */.oq)(interpreter, undefined))
        return null;
    const what = (0,external_node_fs_.statSync)(interpreter, { throwIfNoEntry: false }) ? 'is not an executable file' : 'does not exist';
    return `its #! line names the interpreter ${JSON.stringify(interpreter)}, which ${what}; fix that line or install it`;
}

;// CONCATENATED MODULE: ./src/agent/install.ts





/** A folder this process can see (a PATH entry may sit where this user cannot look). */
function isDir(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** Places never shown whole: each holds other users' files, sockets or the machine's own state. */
const NEVER_WHOLE = [
    '/',
    '/tmp',
    '/var/tmp',
    '/home',
    '/root',
    '/run',
    '/var/run',
    '/var',
    '/proc',
    '/sys',
    '/dev',
    '/mnt',
    '/media',
    '/srv',
];
/**
 * False for a folder that must not be shown as a whole: a top-level place of the system, or one
 * that contains a protected path (the real HOME, the runner's temp, this run's own folder).
 */
function showable(dir, protectedPaths) {
    if (NEVER_WHOLE.includes(dir) || ['/proc', '/sys', '/dev', '/run', '/var/run'].some((p) => (0,programs/* inside */.nx)(dir, p)))
        return false;
    return !protectedPaths.some((p) => (0,programs/* inside */.nx)(p, dir));
}
/**
 * What an executable needs shown: the node_modules folder its npm package sits in (its dependencies
 * and platform binaries, e.g. codex's @openai/codex-linux-x64, are installed beside it, not inside),
 * else the package itself, else the nearest folder above it with a package.json (a node project),
 * else its own folder; the file alone where that folder is a place never shown whole (a script
 * straight in /tmp: what lies beside it is other users'). Never a file inside a protected folder
 * (HOME, the runner's temp, a guarded tree): what is there stays out of reach, however named.
 */
function installShown(real, protectedPaths) {
    const root = installRoot(real, protectedPaths);
    return showable(root, protectedPaths) || protectedPaths.some((p) => (0,programs/* inside */.nx)(real, p)) ? root : real;
}
function installRoot(real, protectedPaths) {
    const parts = real.split(external_node_path_.sep);
    const at = parts.indexOf('node_modules');
    if (at > 0 && parts.length > at + 1) {
        const modules = parts.slice(0, at + 1).join(external_node_path_.sep);
        if (showable(modules, protectedPaths))
            return modules;
        const scoped = parts[at + 1].startsWith('@');
        return parts.slice(0, at + (scoped ? 3 : 2)).join(external_node_path_.sep);
    }
    for (let dir = (0,external_node_path_.dirname)(real); dir !== (0,external_node_path_.dirname)(dir); dir = (0,external_node_path_.dirname)(dir)) {
        if (!showable(dir, protectedPaths))
            break;
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'package.json')))
            return dir;
    }
    return (0,external_node_path_.dirname)(real);
}
/**
 * The interpreter a script names on its `#!` line (`env NAME` looked up on `pathVar`, the agent's
 * own PATH: the one `env` will search), or null.
 */
function interpreter(file, pathVar) {
    const line = shebangLine(file);
    if (line === null)
        return null;
    const words = line.trim().split(/\s+/);
    if ((0,external_node_path_.basename)(words[0] ?? '') !== 'env')
        return words[0] && (0,external_node_path_.isAbsolute)(words[0]) ? words[0] : null;
    // env [-S] [-i] [-u NAME]… [NAME=VALUE]… PROGRAM
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (w === '-u')
            i++;
        else if (w.startsWith('-') || w.includes('='))
            continue;
        else
            return (0,programs/* findExecutable */.oq)(w, pathVar);
    }
    return null;
}
/**
 * True when resolving `path` one name at a time follows a link that lies inside one of `trees`
 * (real paths) to a place outside that tree.
 */
function leavesTree(path, trees) {
    let at = '/';
    for (const name of path.split('/').filter(Boolean)) {
        const next = (0,external_node_path_.join)(at, name);
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(next);
        }
        catch {
            return false;
        }
        if (!st.isSymbolicLink()) {
            at = next;
            continue;
        }
        const target = (0,external_node_fs_.realpathSync)(next);
        if (trees.some((t) => (0,programs/* inside */.nx)(at, t) && !(0,programs/* inside */.nx)(target, t)))
            return true;
        at = target;
    }
    return false;
}
/**
 * What an agent needs to start in a sandbox that shows only what it is given: its install, its
 * interpreter's, the PATH folders, and every existing absolute path among its arguments (the
 * workflow's own, e.g. `node /opt/runner/review.mjs`), each shown as its install.
 */
function agentInstall(file, args, pathVar, protectedPaths, trees = []) {
    const exec = (0,external_node_fs_.realpathSync)(file);
    const readable = new Set([installShown(exec, protectedPaths)]);
    // A path that passes through a link inside the pull request's tree to somewhere outside it went
    // through a link the pull request planted (node_modules/.bin -> the runner's temp folder): never
    // shown, however the path is spelled (`//`, `/./`, a linked folder above the tree).
    const planted = (path) => leavesTree(path, trees);
    for (const arg of args) {
        if (!(0,external_node_path_.isAbsolute)(arg) || !(0,external_node_fs_.existsSync)(arg))
            continue;
        if (planted(arg))
            continue;
        const real = (0,external_node_fs_.realpathSync)(arg);
        readable.add(isDir(real) ? real : installShown(real, protectedPaths));
    }
    const named = interpreter(exec, pathVar);
    // An interpreter found through a link the pull request planted on PATH is not shown (the agent then cannot start).
    const interp = named && (0,external_node_fs_.existsSync)(named) && !planted(named) ? (0,external_node_fs_.realpathSync)(named) : null;
    if (interp)
        readable.add(installShown(interp, protectedPaths));
    // By its real path, as everything shown: a PATH folder that is a link (a pull request's
    // node_modules/.bin climbing to `/`) is the folder it names, and bwrap would follow it.
    for (const dir of (pathVar ?? '').split(external_node_path_.delimiter)) {
        if (!dir || !(0,external_node_path_.isAbsolute)(dir) || !isDir(dir))
            continue;
        if (!planted(dir))
            readable.add((0,external_node_fs_.realpathSync)(dir));
    }
    // The system folders are shown anyway.
    const shown = [...readable].filter((d) => showable(d, protectedPaths) && !SYSTEM_FOLDERS.some((s) => (0,programs/* inside */.nx)(d, s)));
    return { exec, interpreter: interp, readable: shown.sort() };
}

// EXTERNAL MODULE: ./src/agent/watcher.ts
var watcher = __webpack_require__(55825);
;// CONCATENATED MODULE: ./src/agent/acl-lock.ts
/**
 * setfacl reads a file's ACL, changes it and writes it back whole: two proofgates on one machine
 * (runners sharing a host) changing one file at once lose one another's entries, an agent's deny
 * among them (two loops adding 100 entries each to one file at once kept 192 here). Every ACL
 * change runs under one lock for the machine, in a folder only root may write, so no agent's user
 * can take it first.
 */



const ACL_LOCK = '/run/proofgate-acl.lock';
/** `args` (a setfacl command, or xargs running one) run under the lock where it can be taken safely; as they are otherwise. */
function aclLocked(args) {
    const flock = (0,programs/* findExecutable */.oq)('flock', privilege/* SYSTEM_PATH */.sg);
    const run = (0,external_node_fs_.lstatSync)('/run', { throwIfNoEntry: false });
    if (!flock || !run?.isDirectory() || run.uid !== 0 || (run.mode & 0o022) !== 0)
        return args;
    return [flock, '-w', '120', ACL_LOCK, ...args];
}

;// CONCATENATED MODULE: ./src/agent/mounts.ts



/** A field of /proc/self/mounts or mountinfo, its spaces, tabs and newlines written as octal escapes. */
const mounts_unescape = (s) => s.replace(/\\([0-7]{3})/g, (_, o) => String.fromCharCode(parseInt(o, 8)));
function mountTable() {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)('/proc/self/mountinfo', 'utf8');
    }
    catch {
        return [];
    }
    return text.split('\n').flatMap((line) => {
        const [, , device, root, at] = line.split(' ');
        return device && root && at ? [{ device, root: mounts_unescape(root), at: mounts_unescape(at) }] : [];
    });
}
/** The device `path` lies on and its folder within that file system: under the deepest mount point holding it (the last listed: a mount over another hides it). */
function sourceOf(path, table) {
    let top;
    for (const m of table)
        if ((0,programs/* inside */.nx)(path, m.at) && (!top || m.at.length >= top.at.length))
            top = m;
    return top && { device: top.device, root: (0,external_node_path_.join)(top.root, (0,external_node_path_.relative)(top.at, path)) };
}
/**
 * The mount points outside `folders` whose source lies inside one of them, on its device (a job
 * container binds `<RUNNER_TEMP>/_github_workflow` at `/github/workflow`): a path through one never
 * passes the folder's own inode, so what closes that folder does not close them. A mount of the
 * folder itself, or of a folder above it, passes that inode. Reads the mount table once.
 */
function mountedFrom(folders) {
    const table = mountTable();
    const sources = folders.flatMap((f) => sourceOf(f, table) ?? []);
    const shows = (m) => sources.some((s) => m.device === s.device && m.root !== s.root && (0,programs/* inside */.nx)(m.root, s.root));
    return [...new Set(table.filter((m) => !folders.some((f) => (0,programs/* inside */.nx)(m.at, f)) && shows(m)).map((m) => m.at))];
}

;// CONCATENATED MODULE: ./src/agent/shared-temp.ts








/**
 * The folders every user may write in that outlive a run: the system's temporary folders, shared
 * memory, lock and crash folders, and this process's temp folder. An agent run as a user of its own
 * without a mount namespace (a copy) can leave files there that a later step or job on the same
 * runner reads as its own (a transform cache such as jest's `/tmp/jest_<uid>`, tsx's `/tmp/tsx-<uid>`).
 * bubblewrap gives the agent its own `/tmp`, `/var/tmp` and `/dev`, and shows none of the others.
 */
function sharedTempFolders() {
    const candidates = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock', '/var/lock', '/dev/mqueue', '/var/crash', (0,external_node_os_.tmpdir)()];
    return [...new Set(candidates)].filter((dir) => {
        const st = (0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false });
        return !!st?.isDirectory() && (st.mode & 0o002) !== 0;
    });
}
/**
 * File systems no user makes files in (the kernel's views), and those another machine serves
 * (a walk of them could take hours, and root there is often squashed): left out of the walk.
 */
const NOT_LOCAL = new Set([
    ...['proc', 'sysfs', 'cgroup', 'cgroup2', 'devpts', 'securityfs', 'debugfs', 'tracefs', 'pstore', 'bpf', 'configfs'],
    ...['fusectl', 'binfmt_misc', 'autofs', 'efivarfs', 'nsfs', 'rpc_pipefs', 'selinuxfs', 'nfsd', 'rootfs'],
    ...['nfs', 'nfs4', 'cifs', 'smb3', 'smbfs', 'ceph', 'glusterfs', 'lustre', 'gpfs', 'afs', '9p', 'virtiofs', 'davfs'],
]);
/**
 * The mount points of this machine's local file systems that are mounted writable: every place a
 * user of its own could have made a file (GitHub's hosted images open `/opt/hostedtoolcache` to every
 * user; a container job mounts it at `/__t`). One that a walk of a listed parent already enters
 * (a bind mount of the same device) is left out.
 */
function localWritableMounts() {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)('/proc/self/mounts', 'utf8');
    }
    catch {
        return [];
    }
    const mounts = new Map();
    for (const line of text.split('\n')) {
        const [, point, type, options] = line.split(' ');
        if (!point || !type || !options)
            continue;
        const at = mounts_unescape(point);
        // A later line mounted over an earlier one at the same point: the later is what is seen.
        mounts.delete(at);
        mounts.set(at, { type, rw: options.split(',').includes('rw') });
    }
    const local = (m) => m.rw && !NOT_LOCAL.has(m.type) && !m.type.startsWith('fuse');
    const dev = (path) => (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false })?.dev;
    const chosen = [...mounts].filter(([at, m]) => local(m) && dev(at) !== undefined).map(([at]) => at);
    return chosen.filter((at) => {
        if (at === '/')
            return true;
        // The nearest mount point above this one: a walk of it enters this one when it is chosen and the device is the same.
        for (let up = (0,external_node_path_.dirname)(at);; up = (0,external_node_path_.dirname)(up)) {
            if (mounts.has(up))
                return !(chosen.includes(up) && dev(up) === dev(at));
            if (up === '/')
                return true;
        }
    });
}
/** How long one walk of the machine's file systems may take before it is given up and said. */
const WALK_MS = 300_000;
function rootSpawn(p, args, input) {
    const all = [...p.prefix, ...args];
    return (0,external_node_child_process_.spawnSync)(all[0], all.slice(1), { env: { PATH: privilege/* SYSTEM_PATH */.sg }, encoding: 'utf8', timeout: WALK_MS, input, maxBuffer: 1 << 28 });
}
const failure = (r) => (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
/**
 * A walk that went over everything still there: find exits 0, or 1 where each complaint is of an
 * entry gone between its folder's listing and its look (another process's temp folder removed):
 * nothing is left there to close or remove. Any other complaint (a folder it could not read, an rm
 * that failed) is a walk that did not finish. find speaks C here (rootSpawn's environment).
 */
function walkFinished(r) {
    if (r.status === 0)
        return true;
    if (r.status !== 1 || r.error)
        return false;
    const lines = (r.stderr ?? '').split('\n').filter(Boolean);
    return lines.length > 0 && lines.every((line) => /^\S*find: '.*': No such file or directory$/.test(line));
}
/**
 * The fewest of `dirs` whose walks (`-xdev`) enter all of them: one inside another on the same
 * device is entered by the walk of the other (a busy runner's /tmp holds hundreds of 0777 folders).
 */
function outermost(dirs) {
    const dev = (path) => (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false })?.dev;
    const kept = new Map();
    const entered = (dir, d) => {
        for (let up = (0,external_node_path_.dirname)(dir);; up = (0,external_node_path_.dirname)(up)) {
            if (kept.has(up) && kept.get(up) === d)
                return true;
            if (up === (0,external_node_path_.dirname)(up))
                return false;
        }
    };
    for (const dir of [...new Set(dirs)].sort()) {
        const d = dev(dir);
        if (d !== undefined && !entered(dir, d))
            kept.set(dir, d);
    }
    return [...kept.keys()];
}
/** find's test that an entry is one of `paths`, each followed by -o. */
const anyPath = (paths) => paths.flatMap((path) => ['-path', path, '-o']);
/**
 * Removes, as root, every entry `uid` owns where it could have made one (a folder with all it
 * holds, however its owner closed it), once no process of that uid is left to make more. A user of
 * its own, with a group of its own and no other, makes entries only in folders every user may
 * write: the shared temp folders and `writable`, the folders every user could write when the run
 * began (a tool cache opened with `chmod -R 777`, a 1777 cache folder); what it made in its own
 * folders (`own`, left out of the walk: they may still be lent to it) goes with them. Without that
 * list (its walk did not finish), the walk covers every local file system. find and rm follow no
 * link and stay on each file system. Returns a line saying what failed, or ''.
 */
function removeLeftInShared(p, uid, writable, own) {
    const roots = outermost([...sharedTempFolders(), ...(writable ?? localWritableMounts())]);
    const find = (0,programs/* findExecutable */.oq)('find', privilege/* SYSTEM_PATH */.sg);
    const rm = (0,programs/* findExecutable */.oq)('rm', privilege/* SYSTEM_PATH */.sg);
    if (roots.length === 0)
        return '';
    if (!find || !rm)
        return 'find or rm is not installed (findutils, coreutils)';
    const skip = ['(', ...anyPath(own), '-false', ')', '-prune', '-o'];
    const remove = ['-uid', String(uid), '-prune', '-exec', rm, '-rf', '--one-file-system', '--', '{}', '+'];
    const r = rootSpawn(p, [find, '-P', ...roots, '-xdev', ...skip, ...remove]);
    return walkFinished(r) ? '' : failure(r);
}
/**
 * Removes, as root, every name under `paths` of an entry but a folder that has a name elsewhere
 * too: its link count is above the names the walk found under `paths` (a hard link the agent made
 * to a file of its own in /tmp, or to any file where fs.protected_hardlinks is 0). Once it has run,
 * a chown or chmod of `paths` reaches no inode outside them. Hard links among `paths` alone stay
 * (an output among them is dropped and named as one). No link is followed. Returns the names
 * removed, and a line saying what failed, or ''.
 */
function removeLinkedOut(p, paths) {
    const find = (0,programs/* findExecutable */.oq)('find', privilege/* SYSTEM_PATH */.sg);
    const xargs = (0,programs/* findExecutable */.oq)('xargs', privilege/* SYSTEM_PATH */.sg);
    const rm = (0,programs/* findExecutable */.oq)('rm', privilege/* SYSTEM_PATH */.sg);
    if (!find || !xargs || !rm)
        return { removed: [], failed: 'find, xargs or rm is not installed (findutils, coreutils)' };
    const r = rootSpawn(p, [find, '-P', ...paths, '!', '-type', 'd', '-links', '+1', '-printf', '%D:%i %n %p\\0']);
    if (!walkFinished(r))
        return { removed: [], failed: failure(r) };
    const inodes = new Map();
    for (const line of (r.stdout ?? '').split('\0')) {
        const m = /^(\d+:\d+) (\d+) (.+)$/s.exec(line);
        if (!m)
            continue;
        const [, inode, links, path] = m;
        const seen = inodes.get(inode) ?? { links: Number(links), names: new Set() };
        inodes.set(inode, seen);
        seen.names.add(path); // the same name twice where one of `paths` holds another
    }
    const removed = [...inodes.values()].filter((i) => i.names.size < i.links).flatMap((i) => [...i.names]);
    if (removed.length === 0)
        return { removed, failed: '' };
    const x = rootSpawn(p, [xargs, '-0', '-r', rm, '-f', '--'], removed.map((path) => `${path}\0`).join(''));
    return { removed, failed: x.status === 0 ? '' : failure(x) };
}
/**
 * The walk shared by the runs that overlap it (reviewers at once): a run changes no mode, so what
 * every user may write is what the first of them found.
 */
let walked;
/** Paths closed by mode where no ACL could be set, and how many runs hold each closed. */
const closedByMode = new Map();
/** The ACL entry that leaves the agent's user what every user may do with an entry of mode `mode`, but write. */
function entryFor(mode) {
    const other = Number(mode.slice(-1));
    return `${other & 4 ? 'r' : '-'}-${other & 1 ? 'x' : '-'}`;
}
function walkWritable(p, find, leaveOut) {
    const roots = localWritableMounts();
    if (roots.length === 0)
        return { close: new Map(), folders: [], failed: '' };
    // The agent's own folders (its copy, home and temp) are lent to it and given back closed.
    const skip = anyPath(leaveOut);
    // Nor is what sits in a folder an agent's user may not pass through: a user of its own, with a
    // group of its own, passes only as "other" where it owns nothing (a home of 0750, /root).
    const shut = ['(', '-type', 'd', '!', '-perm', '-0001', '-uid', `-${privilege/* UID_FLOOR */._U}`, '-gid', `-${privilege/* UID_FLOOR */._U}`, ')'];
    const prune = ['(', ...skip, ...shut, ')', '-prune', '-o'];
    // One mark per entry: s a sticky folder (left open), d a folder and f a file (closed), with its mode.
    const marks = [
        ...['(', '-type', 'd', '-perm', '-1002', '-printf', 's%m %p\\0', ')', '-o'],
        ...['(', '-type', 'd', '-perm', '-0002', '-printf', 'd%m %p\\0', ')', '-o'],
        ...['(', '-type', 'f', '-perm', '-0002', '-printf', 'f%m %p\\0', ')'],
    ];
    const r = rootSpawn(p, [find, '-P', ...roots, '-xdev', ...prune, ...marks]);
    const close = new Map();
    const folders = [];
    for (const line of (r.stdout ?? '').split('\0')) {
        const m = /^([sdf])([0-7]+) (.+)$/s.exec(line);
        if (!m)
            continue;
        const [, kind, mode, path] = m;
        if (kind !== 'f')
            folders.push(path);
        if (kind === 's')
            continue;
        const entry = entryFor(mode);
        close.set(entry, [...(close.get(entry) ?? []), path]);
    }
    // What was found is closed even when the walk did not finish; the folders then are not known.
    const finished = walkFinished(r);
    return { close, folders: finished ? folders : undefined, failed: finished ? '' : failure(r) };
}
/**
 * Closes to the agent's user `uid`, while it runs, every regular file and every folder without
 * the sticky bit that every user may write on this machine's local file systems (GitHub's hosted
 * images `chmod -R 777 /opt/hostedtoolcache`): in them it could rewrite a tool a later step runs,
 * or rename or remove another user's file, and own nothing that a removal by owner finds. An ACL
 * entry takes write from that uid alone: every other user keeps it, the mode stays as it was (so
 * another proofgate on this machine finds the same, and none gives back what another still
 * holds), and a proofgate killed outright leaves only an entry for a uid no one else has. Where a
 * file system keeps no ACLs, every other user loses write too, until the last run holding it ends.
 * Returns a line saying what failed, or '', and every folder every user may write, sticky or not
 * (where the agent's user can make an entry), or undefined when the walk did not finish.
 */
function closeWorldWritable(p, uid, leaveOut, undo) {
    const find = (0,programs/* findExecutable */.oq)('find', privilege/* SYSTEM_PATH */.sg);
    const xargs = (0,programs/* findExecutable */.oq)('xargs', privilege/* SYSTEM_PATH */.sg);
    if (!find || !xargs)
        return { failed: 'find or xargs is not installed (findutils)', folders: undefined };
    walked ??= { found: walkWritable(p, find, leaveOut), holders: 0 };
    const { found } = walked;
    walked.holders++;
    undo.push(() => {
        if (walked && --walked.holders === 0)
            walked = undefined;
    });
    let failed = found.failed;
    const setfacl = (0,programs/* findExecutable */.oq)('setfacl', privilege/* SYSTEM_PATH */.sg);
    for (const [entry, paths] of found.close) {
        const list = paths.map((path) => `${path}\0`).join('');
        if (setfacl) {
            // Registered before the change: entries set half-way are removed all the same.
            undo.push(() => rootSpawn(p, aclLocked([xargs, '-0', '-r', setfacl, '-x', `u:${uid}`, '--']), list));
            if (rootSpawn(p, aclLocked([xargs, '-0', '-r', setfacl, '-m', `u:${uid}:${entry}`, '--']), list).status === 0)
                continue;
        }
        failed ||= closeByMode(p, xargs, paths, undo);
    }
    return { failed, folders: found.folders };
}
/** Takes write from every user but the owner (no ACLs), each path held by a count of runs. */
function closeByMode(p, xargs, paths, undo) {
    const first = paths.filter((path) => !closedByMode.has(path));
    for (const path of paths)
        closedByMode.set(path, (closedByMode.get(path) ?? 0) + 1);
    undo.push(() => {
        const last = paths.filter((path) => {
            const held = (closedByMode.get(path) ?? 1) - 1;
            if (held > 0)
                closedByMode.set(path, held);
            else
                closedByMode.delete(path);
            return held <= 0;
        });
        if (last.length)
            rootSpawn(p, [xargs, '-0', '-r', p.chmod, 'o+w', '--'], last.map((path) => `${path}\0`).join(''));
    });
    if (!first.length)
        return '';
    const c = rootSpawn(p, [xargs, '-0', '-r', p.chmod, 'o-w', '--'], first.map((path) => `${path}\0`).join(''));
    return c.status === 0 ? '' : failure(c);
}

;// CONCATENATED MODULE: ./src/agent/sysv-ipc.ts



const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';
/** The kernel's tables of System V objects, and ipcrm's flag for each. */
const TABLES = [
    ['shm', '-m'],
    ['sem', '-s'],
    ['msg', '-q'],
];
/**
 * ipcrm arguments for every System V shared memory segment, semaphore set and message queue of
 * this IPC namespace that `uid` made or owns. The creator is asked too: an owner can hand an object
 * to another uid (IPC_SET), never its creator. Each table is read line by line at `\n`.
 */
function ipcObjectsOf(uid, read = (t) => (0,external_node_fs_.readFileSync)(`/proc/sysvipc/${t}`, 'utf8')) {
    const args = [];
    for (const [table, flag] of TABLES) {
        let text;
        try {
            text = read(table);
        }
        catch {
            continue; // a kernel without System V IPC
        }
        const [head = '', ...rows] = text.split('\n');
        const cols = head.trim().split(/\s+/);
        const [owner, creator] = [cols.indexOf('uid'), cols.indexOf('cuid')];
        for (const line of rows) {
            const row = line.trim().split(/\s+/);
            if (row.length < cols.length)
                continue;
            if (row[owner] === String(uid) || row[creator] === String(uid))
                args.push(flag, row[1]);
        }
    }
    return args;
}
/**
 * Removes, as root, the System V objects `uid` left (a copy without an IPC namespace of its own:
 * they outlive the agent, and a later step or job attaches to them by key). Called once no process
 * of that uid is left to make more. Returns a line saying what failed, or ''.
 */
function removeIpcOf(p, uid) {
    const objects = ipcObjectsOf(uid);
    if (objects.length === 0)
        return '';
    const ipcrm = (0,programs/* findExecutable */.oq)('ipcrm', SYSTEM_PATH);
    if (!ipcrm)
        return 'ipcrm is not installed (util-linux)';
    const [file, ...args] = [...p.prefix, ipcrm, ...objects];
    const r = (0,external_node_child_process_.spawnSync)(file, args, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 60_000 });
    if (r.status === 0)
        return '';
    return (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
}

;// CONCATENATED MODULE: ./src/agent/keyring.ts


/**
 * keyctl(2)'s number for each architecture Node names (arm64, riscv64 and loong64 take the generic
 * table's). Elsewhere the agent keeps the session keyring it inherits, and the run says so.
 */
const KEYCTL = { x64: 250, ia32: 288, arm: 311, arm64: 219, riscv64: 219, loong64: 219 };
/**
 * The kernel's keyrings belong to no namespace: a process keeps the session keyring it inherited
 * through setpriv, sudo, unshare and bubblewrap alike, and possesses every key in it whatever its
 * uid, so a token the runner or an earlier step kept there (`keyctl add user … @s`, a Kerberos
 * `KEYRING:` cache) was the agent's to read. This is the last program of the agent's chain, run
 * as the agent inside its confinement: it joins a new, empty session keyring
 * (KEYCTL_JOIN_SESSION_KEYRING with no name), then becomes the agent (exec, same pid). Keyrings
 * refused to every call (ENOSYS, or EPERM from a seccomp filter such as Docker's) are no channel
 * to close; any other failure stops the agent before it starts. perl because perl-base is in every
 * Debian and Ubuntu (GitHub's images) and its `syscall` reaches keyctl with no module.
 */
function freshKeyring(arch = process.arch) {
    const nr = KEYCTL[arch];
    const perl = (0,programs/* findExecutable */.oq)('perl', privilege/* SYSTEM_PATH */.sg);
    if (nr === undefined || !perl)
        return {
            args: [],
            why: `the agent shares this process's session keyring (${nr === undefined ? `keyctl's number on ${arch} is not known here` : 'no perl in the system folders to give it one of its own'}): a key added there (keyctl add … @s) is readable by it`,
        };
    const script = [
        `syscall(${nr}, 1, 0) >= 0 or $!{ENOSYS} or $!{EPERM} or die "proofgate: no session keyring of its own for the agent: $!\\n";`,
        'exec { $ARGV[0] } @ARGV;',
        'die "proofgate: cannot run $ARGV[0]: $!\\n";',
    ].join(' ');
    return { args: [perl, '-e', script, '--'], why: '' };
}

;// CONCATENATED MODULE: ./src/agent/system-secrets.ts





/**
 * Where a machine keeps credentials outside any user's home, most of them open to every user by
 * the tool that writes them: the agent, whatever uid it runs as, must not read them.
 */
const SYSTEM_SECRETS = [
    // Accounts and keys of the system itself.
    '/etc/shadow',
    '/etc/shadow-',
    '/etc/gshadow',
    '/etc/gshadow-',
    '/etc/sudoers',
    '/etc/sudoers.d',
    '/etc/ssh',
    '/etc/ssl/private',
    '/etc/security/opasswd',
    // podman's system-wide registry logins.
    '/etc/containers/auth.json',
    // Mounted for a job: Docker's and compose's secrets (0444), a Kubernetes pod's service account
    // token (0644 by default: an actions-runner-controller runner pod's, which may create pods).
    '/run/secrets',
    '/var/run/secrets',
    // System-wide settings that hold registry credentials (each tool writes them 0644): git's
    // (`git config --system`: an extraheader, a credential store), pip's (`pip config --global`: an
    // index URL with a token), npm's globalconfig for a prefix of / or /usr (Debian) or /usr/local,
    // apt's logins.
    '/etc/gitconfig',
    '/etc/pip.conf',
    '/etc/xdg/pip',
    '/etc/npmrc',
    '/usr/etc/npmrc',
    '/usr/local/etc/npmrc',
    '/etc/apt/auth.conf',
    '/etc/apt/auth.conf.d',
];
/**
 * The system's credential paths that exist here: the fixed ones, and npm's globalconfig
 * (`<prefix>/etc/npmrc`) of each node on the agent's PATH (`<prefix>/bin`).
 */
function systemSecrets(pathVar) {
    const npm = (pathVar ?? '')
        .split(':')
        .filter((d) => (0,external_node_path_.isAbsolute)(d) && /\/bin\/?$/.test(d))
        .map((d) => (0,external_node_path_.join)((0,external_node_path_.dirname)(d.replace(/\/$/, '')), 'etc', 'npmrc'));
    // By real path: /var/run is a link to /run on most systems, and a link's target is what is read.
    const found = new Map();
    for (const path of [...SYSTEM_SECRETS, ...npm]) {
        try {
            const st = (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
            if (st)
                found.set((0,external_node_fs_.realpathSync)(path), st.isDirectory());
        }
        catch {
            // Under a folder this user may not pass (a PATH entry in /root, for a runner's user): no
            // other user passes it either, the agent's included.
        }
    }
    return [...found].map(([path, dir]) => ({ path, dir }));
}
/** Paths closed to every user while agents run (no ACLs here), their owner and mode before, and how many runs hold them. */
const system_secrets_closed = new Map();
/**
 * Closes each of `paths` that others may open to the agent's user `uid` while it runs (a copy: no
 * mount namespace to hide them). An ACL entry denies that uid alone: every other user keeps its
 * access, and a proofgate killed outright leaves only an entry for a uid no one else has (the
 * entry goes in `undo`). Where setfacl is missing or the file system keeps no ACLs, other users
 * lose their access instead (the group becomes this process's own, so proofgate still reads them)
 * and owner and mode come back when the last run holding them ends.
 */
function closeSystemSecrets(p, uid, paths, undo) {
    const open = paths
        .map(({ path }) => path)
        .filter((path) => {
        const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
        return st && !st.isSymbolicLink() && st.mode & 0o007;
    });
    for (const path of denyToAgent(p, uid, open, undo))
        closeToOthers(p, path, undo);
}
/**
 * Denies each of `paths` to the agent's user `uid` alone by an ACL entry (their removal goes in
 * `undo`): the mode never changes, so a proofgate killed outright leaves only an entry for a uid
 * no one else has. One setfacl for them all (a root process and the machine's lock each, where a
 * copy run closes a dozen); when it fails, each path again alone, so one that refuses leaves the
 * others denied. Returns the paths left open: setfacl is missing or their file system keeps no ACLs.
 */
function denyToAgent(p, uid, paths, undo) {
    const setfacl = (0,programs/* findExecutable */.oq)('setfacl', privilege/* SYSTEM_PATH */.sg);
    if (!setfacl || paths.length === 0)
        return paths;
    const names = paths.length === 1 ? paths[0] : `${paths.length} paths`;
    try {
        (0,privilege/* asRoot */.tE)(p, aclLocked([setfacl, '-m', `u:${uid}:---`, '--', ...paths]), `close ${names} to the agent user`);
    }
    catch {
        return paths.length === 1 ? paths : paths.filter((path) => denyToAgent(p, uid, [path], undo).length > 0);
    }
    undo.push(() => {
        try {
            (0,privilege/* asRoot */.tE)(p, aclLocked([setfacl, '-x', `u:${uid}`, '--', ...paths]), `remove the agent user's entry from ${names}`);
        }
        catch (err) {
            // One path gone or refusing: each alone, so every other still loses its entry.
            if (paths.length === 1)
                throw err;
            for (const path of paths)
                try {
                    (0,privilege/* asRoot */.tE)(p, aclLocked([setfacl, '-x', `u:${uid}`, '--', path]), `remove the agent user's entry from ${path}`);
                }
                catch {
                    // the undo list goes on: one entry left for a uid no one else has
                }
        }
    });
    return [];
}
function closeToOthers(p, path, undo) {
    const gid = process.getgid?.() ?? 0;
    let held = system_secrets_closed.get(path);
    const first = !held;
    if (!held) {
        const st = (0,external_node_fs_.lstatSync)(path);
        held = { owner: `${st.uid}:${st.gid}`, mode: (st.mode & 0o7777).toString(8), holders: 0 };
        system_secrets_closed.set(path, held);
    }
    held.holders++;
    const mine = held;
    // Registered before the change: a close that fails half-way is still given back.
    undo.push(() => {
        if (--mine.holders > 0)
            return;
        system_secrets_closed.delete(path);
        (0,privilege/* asRoot */.tE)(p, [p.chown, '-h', mine.owner, '--', path], `restore the owner of ${path}`);
        (0,privilege/* asRoot */.tE)(p, [p.chmod, mine.mode, '--', path], `restore the mode of ${path}`);
    });
    if (first) {
        (0,privilege/* asRoot */.tE)(p, [p.chown, '-h', `:${gid}`, '--', path], `close ${path} to the agent user`);
        (0,privilege/* asRoot */.tE)(p, [p.chmod, 'o-rwx', '--', path], `close ${path} to the agent user`);
    }
}

;// CONCATENATED MODULE: ./src/agent/isolate.ts

























// Git's own bookkeeping changes under any git command, but its hooks and config run code: watched.
/** Variables sudo sets or replaces; the agent's own values are put back after it (never a secret: those pass through the environment). */
const SUDO_SETS = [
    'SUDO_COMMAND',
    'SUDO_USER',
    'SUDO_UID',
    'SUDO_GID',
    'SUDO_HOME',
    'SUDO_TTY',
    'SUDO_PS1',
    'MAIL',
    'SHELL',
    'TERM',
    'USER',
    'LOGNAME',
];
const RESTORED = ['PATH', 'HOME', 'USER', 'LOGNAME', 'TMPDIR'];
const bare = (writable) => writable.map((w) => w.replace(/\/$/, ''));
function choose(s) {
    if (s.mode === 'none')
        return { isolation: 'none', priv: null };
    const { privilege: priv, why: privWhy } = (0,privilege/* privilege */.EX)();
    let bwrapWhy = 'not tried (isolate: copy)';
    if (s.mode !== 'copy') {
        const probe = bwrapUsable(priv);
        if (probe.ok)
            return { isolation: 'bwrap', priv };
        if (s.mode === 'bwrap')
            throw new errors.ProofgateError(`agent: bwrap isolation is not usable here (${probe.why}); use isolate auto, copy or none`, exit_codes/* AGENT_EXIT */.z.cannotRun);
        bwrapWhy = probe.why;
    }
    if (priv)
        return { isolation: 'copy', priv };
    // Asked for by name, copy means a user of its own: never this user, in CI or not.
    if (s.mode === 'copy')
        throw new errors.ProofgateError(`agent: isolate copy runs the agent as a user of its own, which needs root or passwordless sudo (${privWhy}); use isolate auto, bwrap, or none`, exit_codes/* AGENT_EXIT */.z.cannotRun);
    const why = `bwrap: ${bwrapWhy}; a user of its own: ${privWhy}`;
    if (s.strict)
        throw new errors.ProofgateError(`agent: no isolation here keeps this process's environment, the runner's files and its log out of the agent's reach (${why}); allow user namespaces for bwrap or passwordless sudo on the runner, or opt in to an unconfined agent with isolate none`, exit_codes/* AGENT_EXIT */.z.cannotRun);
    s.progress(`agent: no boundary is usable here (${why}); outside CI the agent runs as this user in a copy of the tree`);
    return { isolation: 'copy', priv: null };
}
/** bwrap, or a user of its own: else the agent runs as this user with nothing between (none, a copy outside CI). */
const confining = (c) => c.isolation === 'bwrap' || c.priv !== null;
/**
 * A fresh folder of the run's own, where nothing another user may write lies above it
 * (agentBase): a copy is refused where no such place is (exit 2).
 */
function agentWorkdir(mode, strict) {
    const { isolation, priv } = choose({ mode, strict, progress: () => undefined });
    const base = agentBase(priv);
    if (base.unsafe && isolation === 'copy')
        throw noSafeBase(base.unsafe);
    return (0,files/* freshDir */.E6)('agent', base.dir);
}
/**
 * Whether an agent run with `mode` is confined here, as isolate() will choose (its probes are kept):
 * what runs side by side rely on. False where no agent can run at all (the run says why).
 */
function confines(mode, strict) {
    try {
        return confining(choose({ mode, strict, progress: () => undefined }));
    }
    catch {
        return false;
    }
}
/** The first 20 of `paths`, each quoted (a name may hold anything), and how many more. */
function quotedPaths(paths) {
    const shown = paths
        .slice(0, 20)
        .map((p) => JSON.stringify(p))
        .join(', ');
    return `${shown}${paths.length > 20 ? ` and ${paths.length - 20} more` : ''}`;
}
function reportHidden(paths, how, what, progress) {
    if (paths.length)
        progress(`agent: ${how} ${paths.length} ${what}: ${quotedPaths(paths)}`);
}
const CONFIG = 'agent config path(s) from the pull request';
const SECRETS = 'secret file(s)';
const PRIVATE = 'path(s) other users may not read (this user ran the agent)';
/** True when a user that owns nothing here (no group either) can open `path` and pass every folder above it. */
function openToOthers(path) {
    for (let dir = (0,external_node_path_.dirname)(path);; dir = (0,external_node_path_.dirname)(dir)) {
        if (!((0,external_node_fs_.statSync)(dir).mode & 0o001))
            return false;
        if (dir === (0,external_node_path_.dirname)(dir))
            break;
    }
    return ((0,external_node_fs_.statSync)(path).mode & 0o005) === 0o005;
}
/** The executable and the interpreter the agent starts with. */
const startFiles = (install) => [install.exec, ...(install.interpreter ? [install.interpreter] : [])];
/** Said before the run, not found missing or closed once the agent starts. */
const keptFromAgent = (file, path) => new errors.ProofgateError(`agent: ${file} (${path}) lies in a folder the agent is kept from while it runs (HOME, the runner's temp or a folder it guards); install it elsewhere (e.g. npm install --global, or a folder of its own)`, exit_codes/* AGENT_EXIT */.z.cannotRun);
/**
 * The agent's executable and interpreter must be reachable by its own uid when no sandbox shows it
 * the way (copy mode): readable by other users, and outside the folders closed to it meanwhile.
 */
function checkReachable(install, file, closed) {
    for (const path of startFiles(install)) {
        if (closed.some((dir) => (0,programs/* inside */.nx)(path, dir)))
            throw keptFromAgent(file, path);
        if (!openToOthers(path)) {
            throw new errors.ProofgateError(`agent: ${file} is not readable by other users (${path}), and the agent runs as a user of its own; install it where every user can read it (e.g. npm install --global), or use isolate bwrap`, exit_codes/* AGENT_EXIT */.z.cannotRun);
        }
    }
}
/**
 * The agent's executable and interpreter must be among what the sandbox shows (the system folders,
 * the tree, the folders shown beside it): one in a folder it keeps from the agent (HOME, the
 * runner's temp, a guarded tree) is said before the run, not found missing inside it.
 */
function checkShown(install, file, shown) {
    for (const path of startFiles(install))
        if (![...SYSTEM_FOLDERS, ...shown].some((dir) => (0,programs/* inside */.nx)(path, dir)))
            throw keptFromAgent(file, path);
}
/** Runs `undo` steps in reverse; each is tried even when an earlier one fails. */
function runUndo(undo) {
    for (const step of undo.reverse()) {
        try {
            step();
        }
        catch {
            // a step that cannot be undone must not hide the others
        }
    }
    undo.length = 0;
}
/**
 * Makes `paths` the agent user's with all they hold, and `alone` without what they hold, and
 * gives both back (recursively, links themselves: what the agent made in them too) when undone.
 */
function lend(p, uid, paths, undo, say, alone = []) {
    const all = [...paths, ...alone];
    if (all.length === 0)
        return;
    undo.push(() => giveBack(p, uid, all, say));
    if (paths.length)
        (0,privilege/* asRoot */.tE)(p, [p.chown, '-R', '-h', `${uid}:${uid}`, '--', ...paths], 'lend the agent its folders');
    if (alone.length)
        (0,privilege/* asRoot */.tE)(p, [p.chown, '-h', `${uid}:${uid}`, '--', ...alone], 'lend the agent the folders of its files');
}
/**
 * Gives `lent` back to this user, with all they hold. chown and chmod change an inode, which every
 * name of it shares: a name in `lent` of a file with a name outside them (a hard link the agent
 * made, to a file of its own in /tmp or, where fs.protected_hardlinks is 0, to root's) is removed
 * first, and where that fails nothing is given back.
 */
function giveBack(p, uid, lent, say) {
    const { removed, failed } = removeLinkedOut(p, lent);
    if (failed) {
        say(`agent: could not remove the hard links to files outside its folders that the agent's user (uid ${uid}) may have made (${failed}); ${quotedPaths(lent)} stay its own: remove them before another step runs`);
        return;
    }
    reportHidden(removed, 'removed', 'hard link(s) the agent made in its folders to a file with a name outside them', say);
    const all = lent.filter((path) => !removed.includes(path));
    if (all.length === 0)
        return;
    const owner = `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`;
    (0,privilege/* asRoot */.tE)(p, [p.chown, '-R', '-h', owner, '--', ...all], "give the agent's files back");
    // What the agent left writable by every user (its findings.json at 0777) is not, once it is ours.
    // chmod follows a link named on its command line (it skips those it meets below): one the agent
    // left at a lent path would take root to what it names (`/tmp`, `/dev/null`).
    const closable = withoutLinks(all);
    if (closable.length)
        (0,privilege/* asRoot */.tE)(p, [p.chmod, '-R', 'go-w', '--', ...closable], "close the agent's files to other writers");
}
/**
 * Removes what the agent's user `uid` left where a copy's agent could leave it without a mount
 * namespace of its own (where every user writes, read by later steps and jobs; its `own` folder
 * goes with the run) or an IPC namespace (System V objects); each failure is said.
 */
function removeLeftBy(p, uid, everyoneWrites, own, say) {
    const failed = removeLeftInShared(p, uid, everyoneWrites, [own]);
    if (failed)
        say(`agent: could not remove what the agent's user (uid ${uid}) left on this machine's file systems (${failed}); remove it before another step runs`);
    const ipcFailed = removeIpcOf(p, uid);
    if (ipcFailed)
        say(`agent: could not remove the System V shared memory, semaphores or message queues the agent's user (uid ${uid}) left (${ipcFailed}); remove them (ipcs, ipcrm) before another step runs`);
}
/** Folders closed by mode while agents run (no ACLs there), with their mode before and how many runs hold them closed. */
const isolate_closed = new Map();
/**
 * Shuts the agent's user `uid` out of `dirs` while it runs (copy mode: the original tree, the
 * runner's temp, HOME). An ACL entry denies that uid alone: the mode stays, so a proofgate killed
 * outright leaves the next step its checkout and home as they were. Where no ACL can be set, group
 * and others lose access instead; reviewers run at once share that closing, and the mode comes back
 * when the last of them ends, never while another agent still runs.
 */
function closeWhile(p, uid, dirs, undo) {
    const open = (dir) => {
        const st = (0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false });
        return !!st?.isDirectory() && (st.mode & 0o077) !== 0;
    };
    const denied = new Set(dirs.filter((dir) => !isolate_closed.has(dir) && open(dir)));
    for (const dir of denyToAgent(p, uid, [...denied], undo))
        denied.delete(dir);
    for (const dir of dirs) {
        let held = isolate_closed.get(dir);
        if (!held) {
            const st = (0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false });
            if (!st?.isDirectory() || !(st.mode & 0o077) || denied.has(dir))
                continue;
            (0,privilege/* asRoot */.tE)(p, [p.chmod, 'go-rwx', '--', dir], `close ${dir} to the agent user`);
            held = { mode: (st.mode & 0o7777).toString(8), holders: 0 };
            isolate_closed.set(dir, held);
        }
        held.holders++;
        const mine = held;
        undo.push(() => {
            if (--mine.holders > 0)
                return;
            isolate_closed.delete(dir);
            (0,privilege/* asRoot */.tE)(p, [p.chmod, mine.mode, '--', dir], `restore the mode of ${dir}`);
        });
    }
}
/** mkfifo from the system's folders (bwrap as this user: no Privilege found it); refused (exit 2) where missing. */
function systemMkfifo() {
    const found = (0,programs/* findExecutable */.oq)('mkfifo', privilege/* SYSTEM_PATH */.sg);
    if (!found)
        throw new errors.ProofgateError('agent: mkfifo is not installed (coreutils); bwrap ties the agent to proofgate through a FIFO', exit_codes/* AGENT_EXIT */.z.cannotRun);
    return found;
}
/** sudo replaces a few variables: the agent's own values are set again once it runs as its user. */
function envAfterSudo(p, env) {
    if (p.via !== 'sudo')
        return [];
    const bin = (0,programs/* findExecutable */.oq)('env', '/usr/bin:/bin');
    return [bin, ...SUDO_SETS.flatMap((n) => ['-u', n]), ...RESTORED.filter((n) => env[n] !== undefined).map((n) => `${n}=${env[n]}`)];
}
/** A passwd and group naming the agent's uid, so tools that look their user up find one. */
function agentAccount(workdir, uid, home) {
    const out = [];
    for (const [name, line] of [
        ['passwd', `proofgate-agent:x:${uid}:${uid}:proofgate agent:${home}:/usr/sbin/nologin`],
        ['group', `proofgate-agent:x:${uid}:`],
    ]) {
        const at = `/etc/${name}`;
        const text = (0,external_node_fs_.readFileSync)(at, 'utf8');
        const from = (0,external_node_path_.join)(workdir, name);
        (0,external_node_fs_.writeFileSync)(from, `${text}${text.endsWith('\n') || !text ? '' : '\n'}${line}\n`);
        out.push({ from, at });
    }
    return out;
}
/**
 * The caller's `readable` folders, as bwrap may show them: one inside the tree is shown with it
 * (its .git and secrets hidden), and one that holds the tree, HOME, the runner's temp or a guarded
 * folder (a skill root of `..`) is refused: it would show them whole.
 */
function showReadable(paths, cwd, protectedPaths) {
    const shown = [];
    for (const r of paths) {
        if (!(0,external_node_path_.isAbsolute)(r) || !(0,external_node_fs_.statSync)(r, { throwIfNoEntry: false }))
            continue;
        const at = (0,external_node_fs_.realpathSync)(r);
        if ((0,programs/* inside */.nx)(at, cwd))
            continue;
        if (!showable(at, protectedPaths))
            throw new errors.ProofgateError(`agent: ${r} cannot be shown to the agent: it holds the tree, HOME, the runner's temp folder or a folder kept from the agent; name a folder that does not (the skill's own folder)`, exit_codes/* AGENT_EXIT */.z.cannotRun);
        shown.push(at);
    }
    return shown;
}
/** The repository a folder lies inside (the nearest folder above it holding a `.git`): a project root in a monorepo is one. */
function enclosingRepository(dir) {
    const repository = dir === (0,external_node_path_.dirname)(dir) ? null : repositoryFrom((0,external_node_path_.dirname)(dir));
    return repository ? [repository] : [];
}
/**
 * The HOME of a copy run as this user: the fresh one bwrap and a user of its own get, where its CLI
 * signs in there (fillHome copied a file kept whole, the sign-in itself, not account settings cut
 * to keys; a variable signs it in; or it names none: a custom runner), else this user's own (the
 * sign-in lies elsewhere: macOS's Keychain), null. Refused (exit 2) where the agent would read
 * its settings and instructions from a folder another user may write: that HOME, or another
 * settings folder it is passed (XDG_CONFIG_HOME).
 */
function sameUserHome(s, homeDir) {
    const copied = fillHome(homeDir, s.home, s.credentials);
    const whole = s.credentials.filter((c) => !c.keys).map((c) => c.path);
    const fresh = whole.length === 0 || copied.some((path) => whole.includes(path)) || s.signedInByEnv === true;
    const homes = { ...(fresh ? {} : { HOME: s.home }), ...s.configHomes };
    refuseOpenHomes(homes, 'a copy run as this user', fresh ? '' : ', or sign the CLI in by variable (the agent then gets a fresh home)');
    return fresh ? homeDir : null;
}
/**
 * Refused (exit 2) where the agent, run `how`, would read its settings and instructions from one
 * of `homes` (HOME, a settings folder its environment names) that another user may write.
 */
function refuseOpenHomes(homes, how, fix = '') {
    const open = plantableHomes(homes);
    if (open.length)
        throw new errors.ProofgateError(`agent: ${how} would read its settings and instructions from a folder another user may write (${open.join('; ')}), and what they leave there steers it (~/.claude/CLAUDE.md, ~/.codex/AGENTS.md); set it to a folder of this user's that only it may write, none above it writable by other users${fix}`, exit_codes/* AGENT_EXIT */.z.cannotRun);
}
/** Drops, where the agent wrote in place (bwrap, none), what of its writable paths could steer a later step. */
function screenInPlace(s, before) {
    const [root, writable, progress] = [s.cwd, s.writable, s.progress];
    const { files, folders, dropped } = screenOutputs(root, writable, before, s.givenSecrets, s.outputs);
    const left = [...removeDropped(root, dropped), ...plainModes(root, [...folders, ...files])];
    const line = droppedLine(dropped, 'removed', s.givenSecrets);
    if (line)
        progress(line);
    if (left.length)
        progress(`agent: could not remove ${left.map((rel) => JSON.stringify(rel)).join(', ')} from its writable paths, or take their setuid, setgid or shared-write bits off; remove them before another step runs`);
    return dropped;
}
/**
 * What shows the agent, by another path, what `kept` holds (folders closed by their own inode, so
 * a path that never passes it is open): the folders of the runner's `files` outside them, and every
 * mount point showing what lies inside one of them elsewhere (a job container's `/github/workflow`,
 * `/github/file_commands`). A folder holding the agent's own `workdir` stays open (the agent could
 * not start): of the runner's files there, each is closed alone.
 */
function shownElsewhere(kept, files, workdir) {
    const passed = (p) => (0,programs/* inside */.nx)(workdir, p);
    const named = files.filter((f) => !!f && !kept.some((k) => (0,programs/* inside */.nx)(f, k)));
    const folders = [...new Set(named.map(external_node_path_.dirname).filter((d) => !passed(d)))];
    const alone = named.filter((f) => passed((0,external_node_path_.dirname)(f)));
    const mounts = mountedFrom([...kept, ...folders]).filter((at) => !passed(at));
    return [...folders, ...alone, ...mounts].flatMap((path) => {
        const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
        return st ? [{ path, dir: st.isDirectory() }] : [];
    });
}
/** Sets up the chosen isolation; the caller runs the agent, then calls finish(). */
async function isolate(s) {
    const chosen = choose(s);
    const { isolation, priv } = chosen;
    const unconfined = !confining(chosen);
    const tmpdir = (0,external_node_path_.join)(s.workdir, 'tmp');
    const homeDir = (0,external_node_path_.join)(s.workdir, 'home');
    // Its own: agents running at once never read each other's temporary files.
    await (0,promises_.mkdir)(tmpdir, { mode: 0o700 });
    const writable = bare(s.writable);
    // An unconfined agent could write in them: then they are compared as everything else.
    const shared = unconfined ? [] : bare(s.shared ?? []);
    // The tree's own `.git` entry is watched (a file naming another folder is a change); what is in
    // a git folder is watched only where it could make a later git run a program (gitControl).
    const inGit = (rel, name) => rel !== '.git' && (rel.startsWith('.git/') || name === '.git');
    const outside = (rel, name, kind) => inGit(rel, name, kind) || isWritable(rel, s.writable) || within(rel, shared);
    /**
     * Looks, before the run, at the tree at `root` as the agent could change it: its files but
     * `skip`, every git folder it uses, `user` (this user's git settings). The look it returns,
     * taken after the run, names what changed but `allowed`. The git folders are found now: a `.git`
     * file or an include the agent writes names nothing walked.
     */
    const look = (root, skip, user, allowed, files = snapshot(root, skip)) => {
        const folders = treeGitFolders(root);
        const sign = (f) => new Map([...f, ...gitControl(root, folders, user)]);
        const before = sign(files);
        return () => changedPaths(before, sign(snapshot(root, skip, before)), allowed);
    };
    // Unconfined, an agent run in a staged folder reaches the tree it was staged from by absolute
    // path: that tree (its git folders, what git ignores) is watched as the one it runs in, nothing
    // there writable, its entries named by absolute path.
    const lookAtSources = () => {
        const looks = (unconfined ? (s.stagedFrom ?? []) : []).map((root) => {
            const changed = look(root, inGit, [], []);
            return () => changed().map((p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.join)(root, p)));
        });
        return () => looks.flatMap((changed) => changed());
    };
    // A writable file the agent turned into something else (a folder of files of its choosing) is a change.
    const notFiles = (root) => s.writable.filter((w) => !w.endsWith('/') && (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, w), { throwIfNoEntry: false })?.isFile() === false);
    // A secret of the tree at `root` that is not agent config (named as that).
    const secretIn = (root) => {
        const config = agentConfigIn(root);
        return (rel, name, kind) => name !== '.git' && !config(rel, name, kind) && (s.secret?.(rel) ?? false);
    };
    const isConfig = agentConfigIn(s.cwd);
    const secret = secretIn(s.cwd);
    const real = (p) => (p && (0,external_node_path_.isAbsolute)(p) ? ((0,external_node_fs_.statSync)(p, { throwIfNoEntry: false }) ? (0,external_node_fs_.realpathSync)(p) : p) : undefined);
    // Every folder the agent must not reach, by its real path: a link to one closes and hides the same folder.
    const trees = [s.cwd, ...(s.guarded ?? [])].flatMap((t) => [t, ...enclosingRepository(t)]);
    // A worktree's or submodule's .git is a file naming a git folder elsewhere: the repository's own,
    // with its config; and the repository's own working tree beside it (a worktree's main checkout).
    const gitDirsOf = trees.flatMap(git_dirs/* gitDirs */.V);
    const beside = gitDirsOf.filter((d) => (0,external_node_path_.basename)(d) === '.git').map((d) => (0,external_node_path_.dirname)(d));
    const guarded = [...trees, ...gitDirsOf, ...beside, s.runnerTemp, s.home].map(real);
    const kept = [...new Set(guarded.filter((d) => !!d && d !== '/'))];
    // Unconfined, nothing is closed: the mount table is not read.
    const elsewhere = unconfined ? [] : shownElsewhere(kept, (s.runnerFiles ?? []).map(real), (0,external_node_fs_.realpathSync)(s.workdir));
    const closable = [...kept, ...elsewhere.filter((e) => e.dir).map((e) => e.path)];
    const protectedPaths = [...closable, (0,external_node_fs_.realpathSync)(s.workdir)];
    const install = agentInstall(s.file, s.args, s.pathVar, protectedPaths, trees.map((t) => real(t) ?? t));
    const undo = [];
    // A confined agent starts in a session keyring of its own (the one this process inherited may hold a runner's token).
    const keyring = () => {
        const fresh = freshKeyring();
        if (fresh.why)
            s.progress(`agent: ${fresh.why}`);
        return fresh.args;
    };
    // Folders closed to the agent user: opened again only once no process of that user is left.
    const reopen = [];
    // The same user with nothing between: the agent could read this process's environment. Only by
    // choice (`none`) or outside CI; leftovers are found by a marker in their environment.
    const sameUser = (cwd, finish, o = {}) => {
        const marker = `PROOFGATE_AGENT_RUN=${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
        const [name, value] = marker.split('=');
        return {
            isolation,
            confinement: 'unconfined',
            agentUid: null,
            cwd,
            env: { ...(o.home ? { HOME: o.home } : {}), TMPDIR: tmpdir, [name]: value },
            configInReach: o.configInReach ?? [],
            writableByOthers: o.writableByOthers ?? [],
            wrap: (args) => ({ file: install.exec, args }),
            reaper: (pid) => (0,group/* markedReaper */.oc)(pid, marker),
            throughInit: false,
            finish,
        };
    };
    try {
        if (isolation === 'none') {
            // A CLI finds its project root by the `.git` above it and reads config up to it (and beyond);
            // a staged folder (the blind reviewer's) is the run's own, in no repository of the change.
            const root = s.stagedFrom?.length ? null : repositoryFrom(s.cwd);
            const config = configUpToRoot(root ?? s.cwd, s.cwd);
            reportHidden(config, 'isolation none: the agent can read and follow', CONFIG, s.progress);
            if (s.secret)
                reportHidden(findEntries(s.cwd, secret), 'isolation none: the agent can read', SECRETS, s.progress);
            const above = plantable(s.cwd) ?? plantable(tmpdir);
            if (above)
                s.progress(`agent: isolation none: what another user writes above the agent's working folder or its TMPDIR (${above}) can steer it: a CLI reads its instructions from every folder up to / (CLAUDE.md, AGENTS.md, .env)`);
            const homes = plantableHomes({ HOME: s.home, ...s.configHomes });
            if (homes.length)
                s.progress(`agent: isolation none: what another user writes in a folder the agent reads its settings and instructions from (${homes.join('; ')}) can steer it: a CLI reads ~/.claude/CLAUDE.md and settings.json, ~/.codex/AGENTS.md, hooks.json and .env there; set it to a folder of this user's that only it may write`);
            const changedHere = look(s.cwd, outside, userGitFiles(), writable);
            const changedThere = lookAtSources();
            const outputs = listOutputs(s.cwd, s.writable);
            return sameUser(s.cwd, () => {
                const dropped = screenInPlace(s, outputs);
                return Promise.resolve({ tampered: [...changedHere(), ...changedThere(), ...notFiles(s.cwd)].sort(), dropped });
            }, { configInReach: config, writableByOthers: [...(above ? [`above its working folder or TMPDIR: ${above}`] : []), ...homes] });
        }
        if (isolation === 'copy') {
            const box = (0,external_node_path_.join)(s.workdir, 'box');
            const tree = (0,external_node_path_.join)(box, 'tree');
            const removed = [];
            const secrets = [];
            const leaveOut = (rel, name, kind) => {
                if (name === '.git')
                    return true;
                if (isConfig(rel, name, kind))
                    removed.push(rel);
                else if (secret(rel, name, kind))
                    secrets.push(rel);
                else
                    return false;
                return true;
            };
            // Links in the writable folders are left out, so an agent writing its output there cannot be
            // sent through a link the pull request planted.
            copyTree(s.cwd, tree, leaveOut, (rel) => isWritable(rel, s.writable));
            reportHidden(removed, "removed from the agent's copy", CONFIG, s.progress);
            reportHidden(secrets, "left out of the agent's copy", SECRETS, s.progress);
            const left = new Set([...removed, ...secrets]);
            const outputs = listOutputs(tree, s.writable);
            const files = snapshot(s.cwd, outside);
            // An agent can still name the original tree by absolute path: look there too.
            const changedInOriginal = look(s.cwd, outside, userGitFiles(), writable, files);
            const changedThere = lookAtSources();
            // What the copy should still hold: the tree's files as they were, minus what was left out of the copy.
            const expected = new Map([...files].filter(([rel]) => !within(rel, ['.git', ...left])));
            const compare = () => {
                const inCopy = changedPaths(expected, snapshot(tree, outside, expected), writable);
                const { files, dropped } = screenOutputs(tree, s.writable, outputs, s.givenSecrets, s.outputs);
                const line = droppedLine(dropped, 'did not copy back', s.givenSecrets);
                if (line)
                    s.progress(line);
                copyBack(tree, s.cwd, files);
                return { tampered: [...new Set([...inCopy, ...changedInOriginal(), ...changedThere(), ...notFiles(tree)])].sort(), dropped };
            };
            if (!priv)
                return sameUser(tree, () => Promise.resolve(compare()), { home: sameUserHome(s, homeDir) });
            // Its HOME is a fresh one; a settings folder its environment names is read from this machine's.
            refuseOpenHomes({ ...s.configHomes }, 'a copy run as a user of its own');
            const uid = (0,privilege/* freshUid */.NB)();
            checkReachable(install, s.file, closable);
            fillHome(homeDir, s.home, s.credentials);
            (0,external_node_fs_.chmodSync)(s.workdir, 0o711); // the agent user passes through to its own folders, and lists nothing
            // The agent creates its outputs in the copy: a writable folder becomes its own with all it
            // holds; a writable file's folder (the copy's root, for test-review.md) only itself, and the
            // file: what else it holds keeps its owner, so a credential of mode 0600 stays closed.
            const folders = new Set();
            const fileFolders = new Set();
            for (const w of s.writable) {
                const abs = (0,external_node_path_.join)(tree, w.replace(/\/$/, ''));
                const folder = w.endsWith('/') || (0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false })?.isDirectory();
                (0,external_node_fs_.mkdirSync)(folder ? abs : (0,external_node_path_.dirname)(abs), { recursive: true });
                if (folder)
                    folders.add(abs);
                else {
                    fileFolders.add((0,external_node_path_.dirname)(abs));
                    if ((0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false })?.isFile())
                        fileFolders.add(abs);
                }
            }
            lend(priv, uid, [homeDir, tmpdir, ...folders], undo, s.progress, [...fileFolders]);
            // The copy sits in a folder only the agent's group may pass through: reviewers run at once,
            // each as a user of its own, never read one another's copy (a folder's name is no secret).
            (0,privilege/* asRoot */.tE)(priv, [priv.chown, `:${uid}`, '--', box], 'open the copy to the agent user');
            (0,privilege/* asRoot */.tE)(priv, [priv.chmod, '0710', '--', box], "close the agent's copy to other users");
            // Nothing of the tree, the folders it was staged from or sits in, the runner's temp folder or this user's home is open to the agent user meanwhile.
            closeWhile(priv, uid, closable, reopen);
            // No mount namespace hides what the system keeps open to every user: a mounted service account token, registry logins.
            // Nor a file of theirs mounted elsewhere, or a runner's file whose folder stays open (it holds the run's own).
            closeSystemSecrets(priv, uid, [...systemSecrets(s.pathVar), ...elsewhere.filter((e) => !e.dir)], reopen);
            // Nor what every user may write outside the temp folders: a tool cache opened with chmod -R 777 (GitHub's hosted images).
            const { failed: openLeft, folders: everyoneWrites } = closeWorldWritable(priv, uid, [s.workdir, homeDir, tmpdir], reopen);
            if (openLeft)
                s.progress(`agent: could not close every file and folder every user may write to the agent's user (${openLeft}); check them before another step runs`);
            const pidns = (0,privilege/* pidNamespace */.fP)(priv);
            // The pid namespace dies with its first process, a root shell that ends with proofgate; without
            // one, a root shell watching proofgate kills the agent and every process of its uid once proofgate is gone.
            const life = pidns.args.length ? (0,watcher/* namespaceInit */.yn)(priv) : (0,watcher/* diesWithProofgate */.XO)(priv, uid);
            undo.push(life.release);
            const tie = pidns.args.length ? [...pidns.args, ...life.args] : life.args;
            s.progress(`agent: running as a user of its own (uid ${uid}) in a copy of the tree; only ${writable.join(', ') || 'nothing'} is copied back`);
            if (pidns.why)
                s.progress(`agent: ${pidns.why}: a process it leaves is found in /proc and killed`);
            const env = { HOME: homeDir, TMPDIR: tmpdir };
            return {
                isolation,
                confinement: 'agent-user',
                agentUid: uid,
                cwd: tree,
                env,
                configInReach: [],
                writableByOthers: [],
                wrap: (args, agentEnv) => {
                    const [file, ...rest] = [
                        ...priv.prefix,
                        ...tie,
                        ...(0,privilege/* dropTo */.Vq)(priv, uid),
                        ...envAfterSudo(priv, agentEnv),
                        ...keyring(),
                        install.exec,
                        ...args,
                    ];
                    return { file: file, args: rest };
                },
                reaper: () => ({ ...(0,group/* uidReaper */.SJ)(priv, uid), ...(life.survivors ? { survivors: life.survivors } : {}) }),
                throughInit: pidns.args.length > 0,
                finish: () => {
                    life.release(); // the run is over: what is left of it goes (released again, as nothing, with the rest of undo)
                    if ((0,privilege/* processesOf */.L6)(uid).length > 0 && !(0,privilege/* signalUid */.Hp)(priv, uid, 'SIGKILL')) {
                        // A process left could make a hard link to what would be given back: nothing is.
                        s.progress(`agent: processes of the agent's user (uid ${uid}) outlived every kill; ${closable.join(', ')} stay closed to other users, and what was lent to it stays its own`);
                        return Promise.resolve(compare());
                    }
                    // Before anything is given back: every inode the agent made still carries its uid, a hard
                    // link it made in /tmp to a file of its TMPDIR included.
                    removeLeftBy(priv, uid, everyoneWrites, (0,external_node_fs_.realpathSync)(s.workdir), s.progress);
                    runUndo(undo);
                    runUndo(reopen);
                    return Promise.resolve(compare());
                },
            };
        }
        // bwrap: the filesystem refuses every write outside the writable paths, so nothing can be tampered with.
        const placeholders = [];
        const binds = [];
        for (const w of s.writable) {
            const abs = (0,external_node_path_.join)(s.cwd, w.replace(/\/$/, ''));
            const st = await (0,promises_.stat)(abs).catch(() => null);
            if (!st) {
                if (w.endsWith('/'))
                    await (0,promises_.mkdir)(abs, { recursive: true });
                else {
                    // A missing file is created empty to be bound, and removed again if the agent leaves it empty.
                    await (0,promises_.mkdir)((0,external_node_path_.join)(abs, '..'), { recursive: true });
                    await (0,promises_.writeFile)(abs, '');
                    placeholders.push(abs);
                }
            }
            binds.push(abs);
        }
        const config = findEntries(s.cwd, isConfig);
        const secrets = findEntries(s.cwd, secret);
        // Run as this user, the agent could read what an earlier step kept for this user alone (a
        // credentials file of mode 0600): it finds the tree as another user would.
        const closed = priv ? [] : privateEntries(s.cwd).filter((rel) => !within(rel, writable) && !writable.some((w) => within(w, [rel])));
        const hidden = [];
        // Covered where they are: a folder by an empty one, anything else by an empty file (through a
        // link by default: a dangling link shows the agent nothing anyway).
        const hide = async (root, rels, look = promises_.stat) => {
            for (const rel of rels) {
                const st = await look((0,external_node_path_.join)(root, rel)).catch(() => null);
                if (st)
                    hidden.push({ path: (0,external_node_path_.join)(root, rel), dir: st.isDirectory() });
            }
        };
        await hide(s.cwd, new Set([...config, ...secrets, ...closed]));
        reportHidden(config, 'hid', CONFIG, s.progress);
        reportHidden(secrets, 'hid', SECRETS, s.progress);
        reportHidden(closed, 'hid', PRIVATE, s.progress);
        const emptyFile = (0,external_node_path_.join)(s.workdir, 'empty');
        await (0,promises_.writeFile)(emptyFile, '');
        // No repository, as in a copy: git's objects hold every secret file the tree hides (and its
        // history), and its config the token actions/checkout persisted. The agent reads the diff file.
        // A second repository checked out inside the tree holds its own token: every .git, at any depth.
        await hide(s.cwd, gitEntries(s.cwd), promises_.lstat);
        const replaced = [];
        const homeAt = real(s.home) ?? homeDir;
        fillHome(homeDir, s.home, s.credentials);
        const uid = priv ? (0,privilege/* freshUid */.NB)() : null;
        if (priv && uid !== null) {
            if (!((0,external_node_fs_.statSync)(s.cwd).mode & 0o005)) {
                throw new errors.ProofgateError(`agent: the tree under review (${s.cwd}) is not readable by other users, and the agent runs as a user of its own; make it readable (chmod o+rx), as a checkout is`, exit_codes/* AGENT_EXIT */.z.cannotRun);
            }
            replaced.push(...agentAccount(s.workdir, uid, homeAt));
            lend(priv, uid, [homeDir, tmpdir, ...binds], undo, s.progress);
        }
        const readable = [...install.readable, ...showReadable(s.readable, (0,external_node_fs_.realpathSync)(s.cwd), protectedPaths)];
        // A folder shown beside the tree that lies in a guarded one (the agent's script in the
        // workspace, seen from the blind reviewer's staged folder) hides what the tree hides: every
        // .git, agent config and secret file in it.
        const realCwd = (0,external_node_fs_.realpathSync)(s.cwd);
        checkShown(install, s.file, [realCwd, ...readable]);
        const isDir = (d) => (0,external_node_fs_.statSync)(d, { throwIfNoEntry: false })?.isDirectory() ?? false;
        for (const dir of readable.filter((d) => isDir(d) && !(0,programs/* inside */.nx)(d, realCwd) && closable.some((c) => (0,programs/* inside */.nx)(d, c)))) {
            await hide(dir, gitEntries(dir), promises_.lstat);
            const [configThere, secretThere] = [agentConfigIn(dir), secretIn(dir)];
            await hide(dir, findEntries(dir, (rel, name, kind) => configThere(rel, name, kind) || secretThere(rel, name, kind)));
        }
        // As this user, the agent keeps its uid and every supplementary group (a user namespace cannot
        // drop them; GitHub's runner user is in docker, adm and systemd-journal): what /etc and every
        // folder shown beside the tree keep for this user or its groups alone (a 0640 file of root's
        // docker group, a 0600 file of its own) is hidden as the tree's is. The system folders (/usr,
        // /etc, …) are covered silently: they are the machine's, not the run's.
        if (uid === null) {
            hidden.push(...systemPrivate(SYSTEM_FOLDERS));
            for (const dir of readable.filter(isDir)) {
                const own = privateEntries(dir);
                await hide(dir, own);
                reportHidden(own.map((rel) => (0,external_node_path_.join)(dir, rel)), 'hid', PRIVATE, s.progress);
            }
        }
        // The folders above the tree, the agent's home and its TMPDIR are the sandbox's own, but where it shows them from this machine.
        const shownAbove = plantableShown([realCwd, homeAt, tmpdir], [...SYSTEM_FOLDERS, ...readable]);
        if (shownAbove)
            throw new errors.ProofgateError(`agent: bwrap would show the agent a folder above its working folder, home or TMPDIR that another user may write (${shownAbove}), and a CLI reads its instructions from every folder up to / (CLAUDE.md, AGENTS.md, .env); move the tree out of the system's folders`, exit_codes/* AGENT_EXIT */.z.cannotRun);
        // A settings folder the agent's environment names is shown from this machine where it lies in a shown folder.
        const shownHomes = Object.entries(s.configHomes ?? {}).filter(([, dir]) => [...SYSTEM_FOLDERS, ...readable].some((r) => (0,programs/* inside */.nx)(real(dir) ?? dir, r)));
        refuseOpenHomes(Object.fromEntries(shownHomes), 'an agent under bwrap');
        const outputs = listOutputs(s.cwd, s.writable);
        const prefix = bwrapArgs({
            cwd: s.cwd,
            tmpdir,
            home: { from: homeDir, at: homeAt },
            readable,
            writable: binds,
            hidden,
            replaced,
            systemSecrets: [...systemSecrets(s.pathVar), ...elsewhere],
            emptyFile,
        });
        const bin = bwrapPath();
        // bwrap's --die-with-parent comes too late (set once the sandbox is set up): the first process
        // of the sandbox holds proofgate's lifeline and ends the sandbox at its end; through sudo, which
        // outlives a proofgate killed outright, a root shell watching proofgate also kills bwrap.
        const life = (0,watcher/* sandboxTie */.QE)(priv?.mkfifo ?? systemMkfifo(), priv?.via === 'sudo' && uid !== null ? { p: priv, uid } : undefined);
        undo.push(life.release);
        const env = { HOME: homeAt, TMPDIR: tmpdir };
        return {
            isolation,
            confinement: uid === null ? 'namespaces' : 'agent-user',
            agentUid: uid,
            cwd: s.cwd,
            env,
            configInReach: [],
            writableByOthers: [],
            wrap: (args, agentEnv) => {
                const drop = priv && uid !== null ? [...(0,privilege/* dropTo */.Vq)(priv, uid), ...envAfterSudo(priv, agentEnv)] : [];
                const [file, ...rest] = [
                    ...(priv?.prefix ?? []),
                    ...life.outer,
                    bin,
                    ...prefix,
                    ...life.inner,
                    ...drop,
                    ...keyring(),
                    install.exec,
                    ...args,
                ];
                return { file: file, args: rest, fds: life.fds };
            },
            reaper: (pid) => ({ ...(priv && uid !== null ? (0,group/* uidReaper */.SJ)(priv, uid) : (0,group/* groupReaper */.f6)(pid, 'bwrap')), survivors: life.survivors }),
            throughInit: true,
            // Synchronous, so that a run told to stop leaves no empty placeholder to pass for an output.
            finish: () => {
                runUndo(undo);
                for (const p of placeholders) {
                    const st = (0,external_node_fs_.lstatSync)(p, { throwIfNoEntry: false });
                    if (st?.isFile() && st.size === 0)
                        (0,external_node_fs_.rmSync)(p);
                }
                return Promise.resolve({ tampered: [], dropped: screenInPlace(s, outputs) });
            },
        };
    }
    catch (err) {
        runUndo(undo);
        runUndo(reopen); // nothing was started
        throw err;
    }
}

// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(23377);
;// CONCATENATED MODULE: ./src/agent/fds.ts


const O_CLOEXEC = 0o2000000;
/**
 * Descriptors above 2 this process holds without close-on-exec: what it inherited (a runner hands
 * its pipes, sockets and files to the processes it starts: actions/runner-images#3729), which every
 * program it starts would hold too. Node opens its own with close-on-exec. Read from
 * /proc/self/fdinfo line by line at `\n`; none where there is no /proc.
 */
function inheritedFds() {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)('/proc/self/fd');
    }
    catch {
        return [];
    }
    const fds = [];
    for (const name of names) {
        const fd = Number(name);
        if (!Number.isInteger(fd) || fd <= 2)
            continue;
        try {
            const line = (0,external_node_fs_.readFileSync)(`/proc/self/fdinfo/${fd}`, 'utf8')
                .split('\n')
                .find((l) => l.startsWith('flags:'));
            if (line && !(parseInt(line.slice('flags:'.length).trim(), 8) & O_CLOEXEC))
                fds.push(fd);
        }
        catch {
            continue; // closed meanwhile (the listing's own)
        }
    }
    return fds;
}
/**
 * spawn, with /dev/null in the child in place of every descriptor this process inherited: neither
 * a uid of its own nor a namespace closes a descriptor, so the agent (and every program started
 * for it) would otherwise write to the runner's pipes and files by number. `pass` are this
 * process's own descriptors given to the child from fd 3 on (the lifeline bwrap hands on).
 */
function spawnAlone(file, args, options) {
    const { pass = [], ...rest } = options;
    const inherited = inheritedFds();
    const nul = inherited.length ? (0,external_node_fs_.openSync)('/dev/null', 'r+') : -1;
    try {
        const stdio = [...options.stdio, ...pass];
        for (let fd = stdio.length; fd <= Math.max(2, ...inherited); fd++)
            stdio[fd] = inherited.includes(fd) ? nul : 'ignore';
        // spawn forks and execs before it returns: /dev/null can be closed here after.
        return (0,external_node_child_process_.spawn)(file, args, { ...rest, stdio });
    }
    finally {
        if (nul >= 0)
            (0,external_node_fs_.closeSync)(nul);
    }
}

;// CONCATENATED MODULE: ./src/agent/given.ts
/**
 * Every credential the agent can hold, as the one list each screen of its run reads (screen.ts):
 * the credential variables it is given, what a URL among them or a proxy variable carries, and
 * what the sign-in files its CLI reads hold, whatever carried them there.
 */





const URL_VALUE = /^[a-z][a-z0-9+.-]*:\/\//i;
// Words of a value: split where no token goes, and at `=` (`key=value` pairs in one string).
const WORDS = new RegExp(`(?:${screen/* TOKEN_BREAK */.k2.source}|=)+`);
/** The credentials in one string value of a sign-in file, named `name`: each word shaped like one, and what a URL carries. */
function credentialsIn(name, value) {
    return value
        .split(WORDS)
        .flatMap((word) => (URL_VALUE.test(word) ? (0,agent_env/* urlCredentials */.O4)(name, word) : (0,screen/* tokenShaped */.PV)(word) ? [{ name, value: word }] : []));
}
// A key as a reason shows it: its own name where that is plain, else an ellipsis.
const keyName = (key) => (/^[\w-]{1,40}$/.test(key) ? key : '…');
/** Every string inside a parsed JSON value, with the path of keys to it (`tokens.refresh_token`). */
function strings(value, path) {
    if (typeof value === 'string')
        return [[path, value]];
    if (Array.isArray(value))
        return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
    if (value && typeof value === 'object')
        return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${keyName(k)}` : keyName(k)));
    return []; // a boolean, a number, null: never a credential
}
/** What one sign-in file holds: every string of its JSON, or, when it is not JSON, its words. */
function fileCredentials(file) {
    let parsed;
    try {
        parsed = JSON.parse(file.text);
    }
    catch {
        return credentialsIn(`a word of ${file.shown}`, file.text);
    }
    return strings(parsed, '').flatMap(([path, value]) => credentialsIn(path ? `${path} in ${file.shown}` : file.shown, value));
}
/**
 * The credentials the agent of `kind` holds, given `envPass` and its environment `env` (HOME and
 * the folders it names among them), each value once, SECRET_MIN characters or more. Read before it
 * starts, so nothing the agent writes can add to or take from the list.
 */
function givenSecrets(kind, envPass, env) {
    const adapter = (0,adapters/* adapterFor */.fA)(kind);
    const named = [...adapter.credentialEnv, ...adapter.loginBypassEnv, ...envPass];
    const all = [
        ...named.flatMap((name) => (env[name] !== undefined ? [{ name, value: env[name] }] : [])),
        ...[...new Set([...named, ...run/* PROXY_VARIABLES */.bD])].flatMap((name) => (env[name] !== undefined ? (0,agent_env/* urlCredentials */.O4)(name, env[name]) : [])),
        ...signInFiles(env.HOME, (0,agent_env/* configHomes */.nN)(env), adapter.credentials).flatMap(fileCredentials),
    ];
    const seen = new Set();
    return all.filter((g) => g.value.length >= screen/* SECRET_MIN */.uX && !seen.has(g.value) && seen.add(g.value));
}

;// CONCATENATED MODULE: ./src/agent/preflight.ts













/** The agent CLI is missing, not signed in or not answering: exit 2 before any agent call, never retried. */
class AgentUnavailableError extends errors.ProofgateError {
    constructor(message) {
        super(message, exit_codes/* AGENT_EXIT */.z.cannotRun);
        this.name = 'AgentUnavailableError';
    }
}
/** Both pinned vendor CLIs answer these in well under a second; a status that takes longer is not trusted. */
const QUERY_TIMEOUT_MS = 10_000;
// Tried only where a run of digits begins (the leftmost match begins there anyway): inside a long run
// of digits with no `.` after it, each try would scan to the run's end (#658).
const VERSION = /(?<!\d)\d+\.\d+[\w.+-]{0,40}/;
/** Runs a short query of the vendor CLI (help, version, login status), killed after QUERY_TIMEOUT_MS. */
function query(file, args, env, cwd) {
    return new Promise((resolve) => {
        const child = spawnAlone(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const out = { stdout: '', stderr: '' };
        const keep = (stream) => (text) => {
            if (out[stream].length < 256 * 1024)
                out[stream] += text;
        };
        // Decoded as streams: a character split between two reads stays whole.
        child.stdout.setEncoding('utf8').on('data', keep('stdout'));
        child.stderr.setEncoding('utf8').on('data', keep('stderr'));
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
        }, QUERY_TIMEOUT_MS);
        child.once('error', () => {
            clearTimeout(timer);
            resolve(null);
        });
        child.once('close', (code) => {
            clearTimeout(timer);
            resolve({ code, ...out, timedOut });
        });
    });
}
/**
 * The agent's executable, looked up as it will be run, refused (exit 2) when the pull request
 * could have supplied it: it lies inside one of `trees` (the tree under review, the folders the
 * agent is given) or the repository one lies in, by its path or its real path (a link resolved),
 * or it was found through a PATH folder inside one (node_modules/.bin put on PATH by an earlier
 * step). Relative PATH entries are never looked in. A vendor CLI is refused outright: preflight
 * would run it outside any containment. A custom runner named by its path inside the tree is the
 * caller's choice (docs/agent.md): preflight never runs it, and it runs only as the agent, in
 * whatever isolation the run has. A script whose `#!` line cannot start it (CRLF line endings, a
 * missing interpreter) is refused too (shebangProblem).
 */
function agentExecutable(agent, pathVar, trees) {
    const adapter = (0,adapters/* adapterFor */.fA)(agent.kind);
    const command = (0,adapters/* agentCommand */.zA)(agent);
    const file = (0,programs/* findExecutable */.oq)(command, pathVar);
    if (!file) {
        const where = command.includes('/') ? `${command} is not an executable file` : `${command} is not on PATH`;
        throw new AgentUnavailableError(`agent ${agent.kind}: ${where}; ${adapter.install}`);
    }
    const folders = (0,programs/* suppliedFolders */.eM)(trees);
    if (!command.includes('/')) {
        const dir = (0,external_node_path_.dirname)(file);
        const tree = (0,programs/* suppliedBy */.a9)(dir, folders);
        if (tree)
            throw new AgentUnavailableError(`agent ${agent.kind}: ${command} is found through the PATH folder ${dir}, inside the tree under review (${tree}), where the pull request can plant it; take that folder off PATH or put the agent's own folder before it${agent.kind === 'custom' ? '' : ` (${adapter.install})`}`);
    }
    const tree = agent.kind === 'custom' ? null : (0,programs/* suppliedBy */.a9)(file, folders);
    if (tree)
        throw new AgentUnavailableError(`agent ${agent.kind}: ${file} lies inside the tree under review (${tree}), which the pull request supplies; install the CLI outside the checkout (${adapter.install})`);
    // Said here, before an attempt is opened: exec would fail with ENOENT, read as the script missing.
    const bad = shebangProblem(file);
    if (bad)
        throw new AgentUnavailableError(`agent ${agent.kind}: ${file} cannot start: ${bad}`);
    return file;
}
/**
 * What a preflight query gets: the agent's own environment without any variable of the runner
 * (GITHUB_*, ACTIONS_*, RUNNER_*: tokens, the file commands GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY), and the PATH the agent itself gets (withOwnPath).
 */
function queryEnv(env, folders) {
    const out = {};
    for (const [name, value] of Object.entries(env))
        if (!/^(GITHUB|ACTIONS|RUNNER)_/i.test(name))
            out[name] = value;
    return (0,agent_env/* withOwnPath */.Wc)(out, folders).env;
}
/** What the status command said, for the message: claude's `loggedIn`, else its last line of output. */
function statusWords(a, secrets) {
    try {
        const status = JSON.parse(a.stdout);
        if (typeof status.loggedIn === 'boolean')
            return `"loggedIn": ${status.loggedIn}`;
    }
    catch {
        // not JSON: codex prints a sentence
    }
    return (0,truncate/* cutChars */.oN)((0,agent_report/* ownWords */.I1)((0,agent_report/* lastSaid */.K_)(a.stdout) || (0,agent_report/* lastSaid */.K_)(a.stderr), secrets), 120);
}
/**
 * Checks that the agent can run at all, in seconds: its executable exists and is not one the pull
 * request could have supplied (agentExecutable; `trees` are the tree under review and the folders
 * the agent is given, this process's folder when not named; the job's workspace always), and a vendor CLI reports a signed-in
 * session. The login status is asked when the CLI's help lists that command, unless a credential
 * variable the CLI reads itself reaches the agent (`envPass` included); a status that does not
 * answer in time fails (an unsigned `codex exec` hangs until the run's timeout). Each query runs in
 * a fresh empty folder, never the tree (whose project settings a CLI would read), with the agent's
 * environment less the runner's variables and PATH folders in the tree (queryEnv). A custom runner
 * is only checked and never asked anything.
 */
async function preflight(agent, env = process.env, envPass = [], trees = [process.cwd()]) {
    const adapter = (0,adapters/* adapterFor */.fA)(agent.kind);
    const command = (0,adapters/* agentCommand */.zA)(agent);
    // The job's workspace always counts, as for runAgent: the tree may be named elsewhere than this process's folder.
    trees = (0,programs/* withWorkspace */.A2)(trees, env);
    const file = agentExecutable(agent, env.PATH, trees);
    const childEnv = (0,agent_env/* agentEnv */.b$)(agent, envPass, env);
    const secrets = givenSecrets(agent.kind, envPass, childEnv);
    const askStatus = adapter.statusArgs !== null && !adapter.loginBypassEnv.some((name) => childEnv[name]);
    if (!adapter.versionArgs && !askStatus)
        return { file, version: null };
    const queried = queryEnv(childEnv, (0,programs/* suppliedFolders */.eM)(trees));
    const cwd = (0,files/* freshDir */.E6)('preflight');
    try {
        const [version, help] = await Promise.all([
            adapter.versionArgs ? query(file, adapter.versionArgs, queried, cwd) : null,
            askStatus ? query(file, ['--help'], queried, cwd) : null,
        ]);
        const ready = { file, version: version?.code === 0 ? (VERSION.exec(version.stdout)?.[0] ?? null) : null };
        if (!adapter.statusArgs)
            return ready;
        const listed = new RegExp(`^\\s+${adapter.statusArgs[0]}\\b`, 'm');
        if (!help || !listed.test(help.stdout + help.stderr))
            return ready;
        const asked = `\`${command} ${adapter.statusArgs.join(' ')}\``;
        const status = await query(file, adapter.statusArgs, queried, cwd);
        if (!status || status.timedOut || status.code === null) {
            throw new AgentUnavailableError(`agent ${agent.kind}: ${asked} ${status?.timedOut ? `did not answer within ${QUERY_TIMEOUT_MS / 1000} s` : 'could not run'}; run it by hand on this machine, then sign in with ${adapter.login}`);
        }
        if (status.code !== 0) {
            const said = statusWords(status, secrets);
            throw new AgentUnavailableError(`agent ${agent.kind}: not signed in (${asked} exited ${status.code}${said ? `: ${said}` : ''}); sign in with ${adapter.login}`);
        }
        return ready;
    }
    finally {
        (0,external_node_fs_.rmSync)(cwd, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/agent/spawn.ts






/** How much of each output stream a run keeps (its end, where errors are). */
const TAIL_BYTES = 64 * 1024;
/** The longest line of stdout the CLI's report is read from (a claude result listing many denied tool inputs runs past the tail). */
const REPORT_LINE_BYTES = 16 * 1024 * 1024;
/** Grace between SIGTERM and SIGKILL on timeout. */
const KILL_GRACE_MS = 2000;
/** After the agent exits and its group is killed, a pipe is read until it ends, stays empty this long, or DRAIN_MAX_MS pass. */
const DRAIN_IDLE_MS = 100;
const DRAIN_MAX_MS = 2000;
/** Keeps the last TAIL_BYTES of a stream without holding the rest. */
class Tail {
    chunks = [];
    size = 0;
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.chunks.length > 1 && this.size - this.chunks[0].length >= TAIL_BYTES) {
            this.size -= this.chunks.shift().length;
        }
    }
    text() {
        const all = Buffer.concat(this.chunks);
        let start = Math.max(0, all.length - TAIL_BYTES);
        while (start < all.length && (all[start] & 0xc0) === 0x80)
            start++; // no half character at the cut
        const text = all.subarray(start).toString('utf8');
        return start > 0 ? (0,truncate/* afterCutWord */.Ts)(text) : text;
    }
}
/**
 * Tells `each` every whole line of a stream (a vendor CLI's JSON report and events: claude -p
 * --verbose prints them as one array), whatever its length up to REPORT_LINE_BYTES: the byte tail
 * cuts a long line in two, and a report read from half a line is lost, its error too, so a run
 * that failed passed for one that succeeded. The line the stream ends in without a newline is one
 * too. Every line, whatever it starts with: `each` alone decides what a line of the report is
 * (`lineObjects`, src/agent/report.ts), as a second opinion here let a BOM or a NUL before `{` hide one.
 */
class ReportLines {
    each;
    constructor(each) {
        this.each = each;
    }
    line = [];
    lineSize = 0;
    /**
     * The first line not read (past the cap, or `each` found it no report line), anywhere in the
     * stream: the error it may hold is unknown, so the report is unreadable, not a missing one.
     */
    unreadable = null;
    push(chunk) {
        let from = 0;
        for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, from)) {
            this.add(chunk.subarray(from, nl));
            this.end();
            from = nl + 1;
        }
        this.add(chunk.subarray(from));
    }
    /** The stream ended: the line it ended in without a newline is told too. */
    close() {
        this.end();
    }
    add(part) {
        // A line past the cap is no report of a size anyone reads: dropped whole (its size, past the cap, marks it until it ends).
        if (!part.length || this.lineSize > REPORT_LINE_BYTES)
            return;
        this.lineSize += part.length;
        if (this.lineSize > REPORT_LINE_BYTES)
            this.line = [];
        else
            this.line.push(Buffer.from(part)); // a copy: the stream's chunk is not held beyond its line
    }
    end() {
        const size = this.lineSize;
        const line = size <= REPORT_LINE_BYTES ? Buffer.concat(this.line).toString('utf8') : null;
        this.line = [];
        this.lineSize = 0;
        if (line === null)
            this.unreadable ??= 'oversized';
        else if (size && !this.each(line))
            this.unreadable ??= 'not-json';
    }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Runs one process as the leader of its own process group and resolves once every process of the
 * run is gone (the reaper says which): timeout = SIGTERM to all, SIGKILL 2 s later; on exit,
 * whatever is left is counted and killed; pipes are drained until they end, idle 100 ms, or 2 s.
 */
async function supervise(o) {
    const started = Date.now();
    const child = spawnAlone(o.file, o.args, { cwd: o.cwd, env: o.env, detached: true, stdio: ['pipe', 'pipe', 'pipe'], pass: o.fds ?? [] });
    const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));
    await new Promise((res, rej) => {
        child.once('spawn', res);
        child.once('error', (err) => {
            // ENOENT for a file that exists: its #! line names what cannot run (preflight says so first; this is the fallback).
            const why = err.code === 'ENOENT' ? shebangProblem(o.file) : null;
            rej(new errors.ProofgateError(`agent: could not start ${o.file}: ${why ?? `${err.message}; check that it is an executable file`}`, exit_codes/* AGENT_EXIT */.z.cannotRun));
        });
    });
    const reaper = (o.reaper ?? group/* groupReaper */.f6)(child.pid);
    const tails = { stdout: new Tail(), stderr: new Tail() };
    const reportLines = o.onReportLine && new ReportLines(o.onReportLine);
    let lastData = started;
    const ended = new Set();
    for (const [name, stream] of [
        ['stdout', child.stdout],
        ['stderr', child.stderr],
    ]) {
        stream.on('data', (chunk) => {
            tails[name].push(chunk);
            if (name === 'stdout')
                reportLines?.push(chunk);
            lastData = Date.now();
        });
        stream.on('end', () => ended.add(stream));
    }
    child.stdin.on('error', () => undefined); // an agent that never reads its stdin is not a failure of ours
    child.stdin.end(o.stdin);
    let timedOut = false;
    let killTimer;
    // A signal that cannot be sent (sudo refusing) ends the wait with that error: a timer must not
    // throw where nobody catches it, nor leave an agent that cannot be stopped waited for forever.
    let failSignal = () => undefined;
    const signalFailed = new Promise((_, rej) => (failSignal = rej));
    const send = (s) => {
        try {
            reaper.signal(s);
        }
        catch (err) {
            failSignal(err);
        }
    };
    const timeout = setTimeout(() => {
        timedOut = true;
        send('SIGTERM');
        killTimer = setTimeout(() => send('SIGKILL'), KILL_GRACE_MS);
    }, o.timeoutMs);
    const tick = setInterval(() => o.onTick(Date.now() - started), o.tickMs);
    const { code, signal } = await Promise.race([exited, signalFailed]).finally(() => {
        clearTimeout(timeout);
        clearTimeout(killTimer);
        clearInterval(tick);
    });
    const exitAt = Date.now();
    // A pid namespace of the run's own ended with its leader, taking what was left: its init counted them.
    const leftovers = Math.max(reaper.members().length, reaper.survivors?.() ?? 0);
    reaper.signal('SIGKILL');
    // The drain's clock starts here, and the pipes are read at least once before it is looked at:
    // the reaper's work above is synchronous (a sudo under load takes longer than the idle time), and
    // what the agent wrote before exiting is still in the pipe, unread. Output written after this
    // is dropped, and a process that left the group is not waited for.
    const draining = Date.now();
    while (ended.size < 2) {
        await sleep(20);
        // A timer's turn comes before the pipes are read: after synchronous work elsewhere in this
        // process held the loop past the limit (another agent's copy run at once walking the file
        // systems), the expired sleep would end the drain unread. setImmediate resolves after a read.
        await new Promise((r) => setImmediate(r));
        const now = Date.now();
        if (now - Math.max(lastData, draining) >= DRAIN_IDLE_MS || now - draining >= DRAIN_MAX_MS)
            break;
    }
    child.stdout.destroy();
    child.stderr.destroy();
    child.stdin.destroy();
    await (0,group/* reaped */.iS)(reaper);
    reportLines?.close();
    return {
        exitCode: code,
        signal,
        timedOut,
        durationMs: exitAt - started,
        stdoutTail: tails.stdout.text(),
        stderrTail: tails.stderr.text(),
        reportUnreadable: reportLines?.unreadable ?? null,
        leftoversKilled: leftovers,
    };
}

;// CONCATENATED MODULE: ./src/agent/writable.ts




function refuse(index, path, why) {
    throw new errors.ProofgateError(`agent writable[${index}]: ${JSON.stringify(path)} ${why}`, exit_codes/* AGENT_EXIT */.z.cannotRun);
}
/**
 * Checks the paths the agent may write and returns them normalised (`/`-separated, a trailing `/`
 * for a folder that does not exist yet). Each must stay inside `cwd` without passing through a
 * link, so binding or copying it can never reach outside the tree.
 */
function checkWritable(cwd, writable) {
    const out = new Set();
    writable.forEach((path, index) => {
        if (typeof path !== 'string' || path === '')
            refuse(index, String(path), 'is empty; name a path relative to the tree');
        if (/[\0-\x1f\x7f\\]/.test(path))
            refuse(index, path, 'contains a control character or a backslash; use / between folders');
        if (path.startsWith('/'))
            refuse(index, path, 'is absolute; name it relative to the tree under review');
        const folder = path.endsWith('/');
        const parts = (folder ? path.slice(0, -1) : path).split('/');
        if (parts.some((p) => p === '' || p === '.' || p === '..'))
            refuse(index, path, 'has an empty, . or .. segment; name it from the tree root');
        if (parts.some((p) => p.toLowerCase() === '.git'))
            refuse(index, path, 'is inside .git, which no agent may write');
        let at = cwd;
        for (const [i, part] of parts.entries()) {
            at = (0,external_node_path_.join)(at, part);
            let st;
            try {
                st = (0,external_node_fs_.lstatSync)(at);
            }
            catch {
                break; // the rest does not exist yet
            }
            if (st.isSymbolicLink())
                refuse(index, path, `passes through the symbolic link ${parts.slice(0, i + 1).join('/')}; writable paths must be real folders and files`);
            if (i < parts.length - 1 && !st.isDirectory())
                refuse(index, path, `passes through ${parts.slice(0, i + 1).join('/')}, which is not a folder`);
            if (i === parts.length - 1 && folder && !st.isDirectory())
                refuse(index, path, 'ends with / but is a file');
        }
        out.add(path);
    });
    return [...out];
}
/**
 * Checks the files the agent is asked to write (`outputs`): each a plain relative path inside one
 * of the `writable` folders (checkWritable's), where a temporary file renamed over it can be made.
 */
function checkOutputs(writable, outputs) {
    const folders = writable.map((w) => (w.endsWith('/') ? w : `${w}/`));
    outputs.forEach((path, index) => {
        const plain = typeof path === 'string' && !/[\0-\x1f\x7f\\]/.test(path) && !path.split('/').some((p) => ['', '.', '..'].includes(p));
        if (!plain || !folders.some((f) => path.startsWith(f)))
            throw new errors.ProofgateError(`agent outputs[${index}]: ${JSON.stringify(path)} is not a file inside a writable folder; name it from the tree root, inside one of ${JSON.stringify(folders)}`, exit_codes/* AGENT_EXIT */.z.cannotRun);
    });
    return outputs;
}

// EXTERNAL MODULE: ./src/schemas/validate.ts + 1 modules
var validate = __webpack_require__(72135);
;// CONCATENATED MODULE: ./src/agent/record.ts
/**
 * The run record (`run.json`, schema `proofgate/agent-run/1`): what one agent run was and what it
 * cost, as far as the CLI reports it. Written by proofgate after the run, into whatever folder the
 * caller names (the review folder, or one attempt's folder).
 */




const RUN_RECORD_FILE = 'run.json';
/**
 * Why a run that otherwise ended well failed: processes it started were still running when it
 * exited (then killed). A run ends only once every process of it has, by itself (the custom runner
 * contract, item 5): what was left may still have been writing its evidence. Null when none was.
 */
function leftoversFailure(run, who = 'the agent') {
    const n = run.leftoversKilled;
    return n > 0
        ? `${who} exited while ${n} process(es) it started were still running (killed): a run ends every process it starts before it exits`
        : null;
}
/** A time limit as a person reads it: seconds under a minute, else minutes. */
const limit = (ms) => (ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`);
/**
 * How a run that ran out ended, in proofgate's words (timed out, a signal, an exit code, an error
 * it reported); null when it exited 0 and reported none. Under a pid namespace the signal is read
 * back from INIT's 128+n (`agentExit`, watcher.ts).
 */
function howItEnded(run) {
    if (run.timedOut)
        return `timed out after ${limit(run.timeoutMs)}; its processes were killed`;
    if (run.signal !== null)
        return `exited on signal ${run.signal}`;
    if (run.exitCode !== 0)
        return `exited ${run.exitCode ?? 'without an exit code'}`;
    return run.report?.error != null ? 'reported an error' : null;
}
/** What a failed run said: the agent's own words, else that it said nothing (an empty error reads as a success). */
const saidOrNot = (run, how) => run.lastWords || `${how} (it said nothing)`;
/**
 * Why the run failed, one line for a reason (review run's notes, test-review's refusal), or null
 * when it ended well: how it ended and the agent's own words, else that it said nothing; else the
 * processes it left running. run.json's `error` (`failureWords`) is the same words, so the record
 * and the reasons never disagree.
 */
function runFailure(run, who = 'the agent') {
    return endedBadly(run, who) ?? leftoversFailure(run, who);
}
/** `runFailure` less the processes left running: how a run that ran out ended and what it said. */
function endedBadly(run, who = 'the agent') {
    const how = howItEnded(run);
    if (how === null)
        return null;
    return run.lastWords ? `${who} ${how}: ${run.lastWords}` : `${who} ${saidOrNot(run, how)}`;
}
/**
 * The run's error for run.json: the agent's own words when it ended badly (else proofgate's, never
 * null: a reader takes a null error for a run that ended well), else the processes it left; null
 * when it ended well.
 */
function failureWords(run) {
    const how = howItEnded(run);
    return how === null ? leftoversFailure(run) : saidOrNot(run, how);
}
/** The record of `run`; `version` is what preflight read, `startedAt` when the caller started it. */
function runRecord(agent, run, version, startedAt) {
    const reported = run.report?.models ?? [];
    const requested = reported.length ? null : (0,adapters/* resolveModel */.AX)(agent);
    return {
        schema: 'proofgate/agent-run/1',
        agent: agent.kind,
        version,
        models: reported.length ? reported : requested ? [requested] : [],
        modelSource: reported.length ? 'reported' : requested ? 'requested' : 'unknown',
        startedAt: startedAt.toISOString(),
        durationMs: Math.max(0, Math.round(run.durationMs)),
        turns: run.report?.turns ?? null,
        tokens: run.report?.tokens ?? null,
        costUsd: run.report?.costUsd ?? null,
        exit: { code: run.exitCode, signal: run.signal, timedOut: run.timedOut },
        stopReason: run.report?.stopReason ?? null,
        error: failureWords(run),
        isolation: run.isolation,
        confinement: run.confinement,
    };
}
/** Writes `<folder>/run.json` inside the working tree `root` (checked against its schema, then atomically); returns its path. */
async function writeRunRecord(root, folder, record) {
    const file = (0,external_node_path_.join)(folder, RUN_RECORD_FILE);
    await (0,files/* writeJsonAtomic */.ZJ)(root, file, await (0,validate.assertSchema)('agent-run', record, file));
    return file;
}
const compact = (n) => n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : String(n);
/** One line for a person: who ran, how it ended, how long, and what it cost when the CLI said. */
function runLine(r) {
    const who = [
        `agent ${r.agent}`,
        r.version,
        r.models.length ? `(${r.models.join(', ')}${r.modelSource === 'requested' ? ', requested' : ''})` : null,
    ]
        .filter(Boolean)
        .join(' ');
    const ended = r.exit.timedOut
        ? 'timed out'
        : r.exit.signal
            ? `killed by ${r.exit.signal}`
            : `exit ${r.exit.code}${r.stopReason ? ` (${r.stopReason})` : ''}`;
    const parts = [`${ended} after ${Math.round(r.durationMs / 1000)} s`];
    if (r.turns !== null)
        parts.push(`${r.turns} turn${r.turns === 1 ? '' : 's'}`);
    if (r.tokens)
        parts.push(`${compact(r.tokens.input)} input${r.tokens.cachedInput ? ` (${compact(r.tokens.cachedInput)} cached)` : ''} + ${compact(r.tokens.output)} output tokens`);
    if (r.costUsd !== null)
        parts.push(`$${r.costUsd < 0.01 ? r.costUsd.toFixed(4) : r.costUsd.toFixed(2)}`);
    parts.push(`isolation ${r.isolation} (${r.confinement})`);
    return `${who}: ${parts.join(', ')}`;
}

;// CONCATENATED MODULE: ./src/agent/timeout.ts
const MINUTE = 60_000;
/** Default wall-clock budget for one agent attempt: 20 min + 2 min per reviewed file, at most 30 min. */
function agentTimeoutMs(files) {
    return Math.min(20 * MINUTE + 2 * MINUTE * Math.max(0, Math.floor(files)), 30 * MINUTE);
}

;// CONCATENATED MODULE: ./src/agent/index.ts
/**
 * Runs an agent CLI (claude, codex, agy or a custom runner) as a supervised subprocess: minimal
 * environment, prompt on stdin, own process group, timeout, filesystem isolation. Domain-neutral:
 * callers decide what the prompt asks for and what the files it writes mean.
 */


























/** What a run without a boundary could reach, for the job summary; null when the agent was confined. */
function unconfinedWarning(run) {
    if (run.confinement !== 'unconfined')
        return null;
    const config = run.configInReach ?? [];
    const followed = config.length ? `, and read and follow the agent config the tree holds (${quotedPaths(config)})` : '';
    const others = run.writableByOthers ?? [];
    const planted = others.length ? `, and follow what another user may leave where it reads its instructions (${others.join('; ')})` : '';
    return `the agent ran unconfined (isolation ${run.isolation}, as this job's own user): it could read this step's environment and its tokens, write the runner's files (GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, the job summary) and the log${followed}${planted}; only isolate auto, bwrap or copy keep those out of its reach (docs/agent.md)`;
}
/**
 * Whether this is CI, for every command that runs an agent: GitHub Actions says so by
 * GITHUB_ACTIONS whatever a workflow sets CI to (`CI: false` is a build idiom). In CI no
 * unconfined fallback is taken without the explicit `none`, and an agent is confined by default.
 */
const inCi = (env) => env.GITHUB_ACTIONS === 'true' || /^(1|true|yes)$/i.test((env.CI ?? '').trim());
/** The runner's files for this step, named by variables: the event payload and the file commands. */
const RUNNER_FILES = ['GITHUB_EVENT_PATH', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];
/**
 * Whether runAgent with `isolate` confines the agent here (bwrap, or a user of its own), as it
 * will choose: runs side by side rely on it, whatever the mode is called (`auto` falls back to
 * this same user outside CI).
 */
function agentConfined(isolate = 'auto', env = process.env) {
    return confines(isolate, inCi(env));
}
const PROGRESS_EVERY_MS = 15_000;
/** Lines already said to each progress sink (one per command run): said once however many runs it sees. */
const said = new WeakMap();
function sayOnce(progress, line) {
    const lines = said.get(progress) ?? new Set();
    said.set(progress, lines);
    if (lines.has(line))
        return;
    lines.add(line);
    progress(line);
}
/** The log line naming the PATH entries the agent does not get (each quoted: a name may hold anything). */
function leftOutLine(left) {
    const entries = left.map((dir) => JSON.stringify(dir)).join(', ');
    return `agent: left out of the agent's PATH, as folders the pull request could fill (inside the tree under review or the workspace, or relative): ${entries}`;
}
async function checkOptions(o) {
    if (process.platform === 'win32') {
        throw new errors.ProofgateError('agent: running an agent on Windows is not supported (no process-group supervision); use a Linux or macOS runner', exit_codes/* AGENT_EXIT */.z.unsupported);
    }
    if (!(0,external_node_path_.isAbsolute)(o.cwd) || !(await (0,promises_.stat)(o.cwd).catch(() => null))?.isDirectory()) {
        throw new errors.ProofgateError(`agent: cwd ${JSON.stringify(o.cwd)} is not an absolute path to a folder`, exit_codes/* AGENT_EXIT */.z.cannotRun);
    }
    if (!Number.isSafeInteger(o.timeoutMs) || o.timeoutMs <= 0) {
        throw new errors.ProofgateError(`agent: timeout ${String(o.timeoutMs)} ms is not a positive whole number of milliseconds`, exit_codes/* AGENT_EXIT */.z.cannotRun);
    }
}
/**
 * A vendor CLI whose report is missing: its adapter makes it print one on every run that ends
 * (claude's result object, codex's turn events), so a run without one did not end as the CLI ends
 * a run, whatever its exit code: an error, never a clean pass. So is one with a line that could not
 * be read, wherever it is: it may be the error (a failure printed after a success, then cut).
 */
function unreported(kind, unreadable, fix) {
    const error = unreadable === 'oversized'
        ? `${kind} printed its report on a line larger than the ${REPORT_LINE_BYTES / 1024 / 1024} MiB proofgate reads, so its error and usage are unknown${fix ? `: ${fix}` : ''}`
        : unreadable === 'not-json'
            ? `${kind} printed a line of its report that is not whole JSON objects (cut short, or other text), so its error and usage are unknown`
            : `${kind} printed no report of its run on stdout (the report the gate reads its error from)`;
    return { models: [], turns: null, tokens: null, costUsd: null, stopReason: null, error };
}
/** Runs the agent once; resolves when it and every process of its group are gone. */
async function runAgent(o) {
    await checkOptions(o);
    const source = o.env ?? process.env;
    const progress = o.progress ?? (() => undefined);
    const given = (0,agent_env/* agentEnv */.b$)(o.agent, o.envPass ?? [], source);
    const model = (0,adapters/* resolveModel */.AX)(o.agent);
    const args = (0,adapters/* agentArgv */.s9)(o.agent, o.prompt);
    const writable = checkWritable(o.cwd, o.writable);
    const outputs = o.outputs && checkOutputs(writable, o.outputs);
    const adapter = (0,adapters/* adapterFor */.fA)(o.agent.kind);
    // What the pull request supplies: the tree, the folders it was staged from, the job's workspace.
    const guarded = (0,programs/* withWorkspace */.A2)(o.guarded ?? [], source);
    const trees = [o.cwd, ...guarded];
    // Never an executable from there, nor anything the agent starts by name (looked up on its PATH).
    const file = agentExecutable(o.agent, given.PATH, trees);
    const { env, left } = (0,agent_env/* withOwnPath */.Wc)(given, (0,programs/* suppliedFolders */.eM)(trees));
    if (left.length)
        sayOnce(progress, leftOutLine(left));
    // Every credential it holds, by what carried it (a variable, a URL in one, a sign-in file): one
    // list, redacted from what it says and carried by no output it writes.
    const secrets = givenSecrets(o.agent.kind, o.envPass ?? [], env);
    const workdir = agentWorkdir(o.isolate ?? 'auto', inCi(source));
    try {
        const box = await isolate({
            mode: o.isolate ?? 'auto',
            cwd: o.cwd,
            guarded,
            ...(o.guarded ? { stagedFrom: o.guarded } : {}),
            writable,
            ...(outputs ? { outputs } : {}),
            workdir,
            file,
            args,
            pathVar: env.PATH,
            home: env.HOME,
            configHomes: (0,agent_env/* configHomes */.nN)(env),
            credentials: adapter.credentials,
            signedInByEnv: adapter.loginBypassEnv.some((name) => env[name] !== undefined),
            readable: o.readable ?? [],
            runnerTemp: source.RUNNER_TEMP,
            runnerFiles: RUNNER_FILES.flatMap((name) => source[name] ?? []),
            strict: inCi(source),
            ...(o.secret ? { secret: o.secret } : {}),
            ...(o.shared ? { shared: o.shared } : {}),
            givenSecrets: secrets,
            progress,
        });
        // Unconfined in CI is only ever the explicit `none`: said in the log by whichever command ran it.
        const unconfined = inCi(source) ? unconfinedWarning(box) : null;
        if (unconfined)
            progress(`agent: warning: ${unconfined}`);
        const runEnv = { ...env, ...box.env };
        const spawned = box.wrap(args, runEnv);
        const timeoutS = Math.round(o.timeoutMs / 1000);
        let reaper;
        // Told to stop meanwhile: the agent is killed and what was closed or lent for it given back first.
        const stopped = (0,abort.onStop)(() => {
            reaper?.signal('SIGKILL');
            // SIGKILL is sent, not yet taken: wait (synchronously: the process is about to exit) until the
            // agent's processes are gone, two seconds at most, so none outlives this one on a busy machine.
            const pause = new Int32Array(new SharedArrayBuffer(4));
            for (let i = 0; reaper && i < 100 && reaper.members().length > 0; i++)
                Atomics.wait(pause, 0, 0, 20);
            void box.finish();
            (0,external_node_fs_.rmSync)(workdir, { recursive: true, force: true });
        });
        const fold = adapter.events?.();
        const run = await supervise({
            ...(fold ? { onReportLine: (line) => fold.line(line) } : {}),
            file: spawned.file,
            args: spawned.args,
            ...(spawned.fds ? { fds: spawned.fds } : {}),
            cwd: box.cwd,
            env: runEnv,
            stdin: o.agent.kind === 'agy' ? '' : o.prompt,
            timeoutMs: o.timeoutMs,
            reaper: (pid) => (reaper = box.reaper(pid)),
            tickMs: o.progressIntervalMs ?? PROGRESS_EVERY_MS,
            onTick: (elapsed) => {
                const s = Math.round(elapsed / 1000);
                progress(`agent ${o.agent.kind} running ${s}s; waiting for it to finish (times out in ${Math.max(0, timeoutS - s)}s)`);
            },
        })
            .catch(async (err) => {
            await box.finish(); // no bwrap placeholder is left to pass for an empty output, no file stays lent
            throw err;
        })
            .finally(stopped);
        const { tampered, dropped } = await box.finish();
        const { reportUnreadable, ...supervised } = run;
        // Under INIT (a pid namespace's first process) a signal comes back as 128+n: named again here.
        const ran = { ...supervised, ...(box.throughInit ? (0,watcher/* agentExit */.kO)(run.exitCode, run.signal) : {}), timeoutMs: o.timeoutMs };
        const reported = reportUnreadable ? null : (0,agent_report/* keptClear */.ax)(fold?.report() ?? null, secrets);
        const report = fold && !reported ? unreported(o.agent.kind, reportUnreadable, adapter.reportTooLarge) : reported;
        // A CLI's JSON lines on stdout are its report (claude's whole conversation), read above, not
        // words; the tail of stdout past a report too large to read is that report's JSON.
        const words = reportUnreadable === 'oversized' ? '' : fold ? (0,agent_report/* withoutJsonLines */.Sk)(run.stdoutTail) : run.stdoutTail;
        const last = (0,agent_report/* lastSaid */.K_)(run.stderrTail) || (0,agent_report/* lastSaid */.K_)(words);
        // A missing report is the reason only for a run that otherwise ended well, or one whose report
        // could not be read and that said nothing else; a crash says its own words.
        const ranOut = ran.exitCode !== 0 || run.timedOut;
        const said = reported ? (reported.error ?? last) : report && (!ranOut || (reportUnreadable && !last)) ? report.error : last;
        return {
            ...ran,
            // Read raw above; what callers print or keep carries no credential the agent was given.
            stdoutTail: (0,agent_report/* redactAgentText */.Yk)(ran.stdoutTail, secrets),
            stderrTail: (0,agent_report/* redactAgentText */.Yk)(ran.stderrTail, secrets),
            isolation: box.isolation,
            confinement: box.confinement,
            agentUid: box.agentUid,
            configInReach: box.configInReach,
            writableByOthers: box.writableByOthers,
            // Names the agent chose: `leak-<its key>` would print the key in every reason.
            tampered: tampered.map((path) => (0,agent_report/* redactAgentText */.Yk)(path, secrets)),
            dropped: dropped.map((d) => ({ path: (0,agent_report/* redactAgentText */.Yk)(d.rel, secrets), why: d.why })),
            model: report?.models.length ? report.models.join(', ') : model,
            report,
            lastWords: said ? (0,agent_report/* ownWords */.I1)(said, secrets) : null,
        };
    }
    finally {
        // A temp folder left behind is not worth failing a finished run for.
        await (0,promises_.rm)(workdir, { recursive: true, force: true }).catch(() => undefined);
    }
}


/***/ })

};
