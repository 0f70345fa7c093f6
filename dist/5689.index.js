export const id = 5689;
export const ids = [5689];
export const modules = {

/***/ 35689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yp: () => (/* reexport */ AGENT_KINDS),
  aD: () => (/* reexport */ EXIT_AGENT_CONFIG),
  x0: () => (/* reexport */ agentTimeoutMs),
  PC: () => (/* reexport */ checkEnvPass),
  Mz: () => (/* reexport */ preflight),
  AX: () => (/* reexport */ resolveModel),
  JN: () => (/* binding */ runAgent)
});

// UNUSED EXPORTS: AgentUnavailableError, agentEnv

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/agent/adapters.ts

/** Exit code for a bad agent configuration or an agent that cannot run (test-review's "environment or config error"). */
const EXIT_AGENT_CONFIG = 2;
// claude may write its report and edit files in the scoped folders; Task lets the review skill
// dispatch its quality workers in parallel (seed 004, "Agent execution").
const CLAUDE_TOOLS = 'Read,Write,Edit,Glob,Grep,Task';
const ADAPTERS = {
    claude: {
        bin: 'claude',
        defaultModel: 'sonnet',
        modelFlags: ['--model'],
        credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CLAUDE_CODE_OAUTH_TOKEN'],
        loginBypassEnv: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
        statusArgs: ['auth', 'status'],
        install: 'npm install --global @anthropic-ai/claude-code',
        login: 'claude auth login (or set ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN)',
        stateDirs: ['.claude', '.claude.json'],
        // JSON output carries the model IDs the run used (modelUsage), which the verdict records.
        argv: (_prompt, model, args) => [
            '-p',
            '--output-format',
            'json',
            '--tools',
            CLAUDE_TOOLS,
            '--allowedTools',
            CLAUDE_TOOLS,
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
        install: 'npm install --global @openai/codex',
        login: 'codex login (on CI: printenv OPENAI_API_KEY | codex login --with-api-key, or pass CODEX_API_KEY with env-pass)',
        stateDirs: ['.codex'],
        argv: (_prompt, model, args) => [
            'exec',
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
        install: 'install the Antigravity CLI so that `agy` is on PATH',
        login: 'sign in to Antigravity with agy',
        stateDirs: ['.gemini'],
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
        install: 'give the runner executable as the agent command (a path, or a name on PATH)',
        login: '',
        stateDirs: [],
        argv: (_prompt, _model, args) => [...args],
    },
};
// Linux refuses a single argv string of 128 KiB or more (MAX_ARG_STRLEN); say so before spawning.
const MAX_ARGV_PROMPT_BYTES = 128 * 1024 - 1;
function argvPrompt(prompt) {
    if (prompt.includes('\0')) {
        throw new errors.ProofgateError('agent agy: the prompt contains a NUL character, which a process argument cannot carry', EXIT_AGENT_CONFIG);
    }
    const bytes = Buffer.byteLength(prompt);
    if (bytes > MAX_ARGV_PROMPT_BYTES) {
        throw new errors.ProofgateError(`agent agy: the prompt is ${bytes} bytes but agy takes it as one process argument (at most ${MAX_ARGV_PROMPT_BYTES}); review fewer files per run or use another agent`, EXIT_AGENT_CONFIG);
    }
    return prompt;
}
const AGENT_KINDS = Object.keys(ADAPTERS);
function adapterFor(kind) {
    const adapter = ADAPTERS[kind];
    if (!adapter) {
        throw new errors.ProofgateError(`agent: unknown kind "${String(kind)}"; use one of ${AGENT_KINDS.join(', ')}`, EXIT_AGENT_CONFIG);
    }
    return adapter;
}
/** The executable to run before PATH resolution. */
function agentCommand(agent) {
    const command = agent.command ?? adapterFor(agent.kind).bin;
    if (!command) {
        throw new errors.ProofgateError('agent custom: no command given; name the runner executable (--agent-cmd)', EXIT_AGENT_CONFIG);
    }
    return command;
}
const MODEL_VALUE = /^[\w.:[\]/-]+$/;
function checkModelValue(value, where) {
    if (!MODEL_VALUE.test(value) || value.startsWith('-')) {
        throw new errors.ProofgateError(`agent: model ${JSON.stringify(value)} from ${where} is not a model name; use letters, digits and . : [ ] / - _ (not starting with -)`, EXIT_AGENT_CONFIG);
    }
    return value;
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
                    throw new errors.ProofgateError(`agent ${agent.kind}: argument ${flag} at the end of the agent arguments has no value`, EXIT_AGENT_CONFIG);
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
    if (agent.kind === 'custom') {
        if (agent.model !== undefined) {
            throw new errors.ProofgateError('agent custom: a model cannot be set for a custom runner; pass its own model flag in the agent arguments', EXIT_AGENT_CONFIG);
        }
        return { resolved: null, pinned: null };
    }
    const explicit = agent.model === undefined ? undefined : checkModelValue(agent.model, 'the model option');
    const passed = passthroughModels(agent, adapter.modelFlags);
    if (passed.length > 1) {
        throw new errors.ProofgateError(`agent ${agent.kind}: the agent arguments name ${passed.length} models (${passed.join(', ')}); keep one`, EXIT_AGENT_CONFIG);
    }
    if (passed.length === 1 && explicit !== undefined) {
        throw new errors.ProofgateError(`agent ${agent.kind}: model given twice (model option ${explicit}, agent argument ${passed[0]}); keep one`, EXIT_AGENT_CONFIG);
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
    return adapterFor(agent.kind).argv(prompt, chooseModel(agent).pinned, [...(agent.args ?? [])]);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/agent/command.ts


function isExecutableFile(path) {
    try {
        if (!(0,external_node_fs_.statSync)(path).isFile())
            return false;
        (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The absolute executable for `command`, or null. A name with a slash is a path (relative to
 * the caller's directory, not the agent's); a bare name is looked up on `pathVar`, skipping
 * relative PATH entries so a reviewed tree can never supply the agent binary.
 */
function findExecutable(command, pathVar) {
    if (command.includes('/')) {
        const path = (0,external_node_path_.isAbsolute)(command) ? command : (0,external_node_path_.resolve)(command);
        return isExecutableFile(path) ? path : null;
    }
    for (const dir of (pathVar ?? '').split(external_node_path_.delimiter)) {
        if (!dir || !(0,external_node_path_.isAbsolute)(dir))
            continue;
        const candidate = (0,external_node_path_.join)(dir, command);
        if (isExecutableFile(candidate))
            return candidate;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/agent/env.ts


/** What every agent gets: enough to find programs, its login under HOME, locale, time zone and the proxy. */
const BASE_ENV = [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'LANG',
    'LC_ALL',
    'LC_CTYPE',
    'TZ',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
];
const NAME = /^[A-Za-z_]\w*$/;
/** Publishing and runner credentials: the agent reads untrusted text, so it never holds them. */
const NEVER = /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL|ACTIONS_ID_TOKEN_REQUEST_\w*)$/i;
/** Checks env-pass names; throws (exit 2) naming the first bad one. */
function checkEnvPass(envPass) {
    envPass.forEach((name, index) => {
        if (!NAME.test(name)) {
            throw new errors.ProofgateError(`agent env-pass[${index}]: ${JSON.stringify(name)} is not a variable name (letters, digits, _; not starting with a digit)`, EXIT_AGENT_CONFIG);
        }
        if (NEVER.test(name)) {
            throw new errors.ProofgateError(`agent env-pass[${index}]: ${name} is a publishing or runner credential and is never given to the agent; remove it from env-pass`, EXIT_AGENT_CONFIG);
        }
    });
}
/**
 * The agent's whole environment: the base set, the adapter's credential names and `envPass`,
 * each copied only when set in `source`. Nothing else of the caller's environment reaches it.
 */
function agentEnv(agent, envPass, source) {
    checkEnvPass(envPass);
    const env = {};
    for (const name of [...BASE_ENV, ...adapterFor(agent.kind).credentialEnv, ...envPass]) {
        const value = source[name];
        if (value !== undefined)
            env[name] = value;
    }
    return env;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/agent/bwrap.ts




/** bubblewrap on PATH, else the distribution's usual place. */
function bwrapPath() {
    return findExecutable('bwrap', process.env.PATH) ?? ((0,external_node_fs_.existsSync)('/usr/bin/bwrap') ? '/usr/bin/bwrap' : null);
}
// Namespaces can be forbidden (containers, AppArmor on hosted Ubuntu runners): try the exact
// setup once per process instead of trusting that the binary exists.
let probed;
function bwrapUsable() {
    if (probed)
        return probed;
    const bin = bwrapPath();
    if (!bin)
        return (probed = { ok: false, why: 'bwrap is not installed' });
    const r = (0,external_node_child_process_.spawnSync)(bin, [...SANDBOX_BASE, '--', '/bin/sh', '-c', 'exit 0'], { encoding: 'utf8', timeout: 10_000 });
    probed =
        r.status === 0
            ? { ok: true, why: '' }
            : { ok: false, why: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0] };
    return probed;
}
/** Read-only root, own /dev, own pid namespace with its /proc (no reading the caller's environ), private /tmp. */
const SANDBOX_BASE = ['--die-with-parent', '--unshare-pid', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];
/** bwrap arguments up to and including `--`; the command follows. Later mounts cover earlier ones. */
function bwrapArgs(l) {
    const args = [...SANDBOX_BASE, '--ro-bind', l.cwd, l.cwd, '--bind', l.tmpdir, l.tmpdir];
    if (l.home)
        for (const d of l.stateDirs)
            args.push('--bind-try', (0,external_node_path_.join)(l.home, d), (0,external_node_path_.join)(l.home, d));
    for (const w of l.writable)
        args.push('--bind', w, w);
    for (const h of l.hidden)
        args.push(...(h.dir ? ['--tmpfs', h.path] : ['--ro-bind', l.emptyFile, h.path]));
    args.push('--chdir', l.cwd, '--');
    return args;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/agent/tree.ts




/**
 * Files and folders an agent CLI reads as instructions or settings (hooks, MCP servers, package
 * registries). A pull request controls them, so they never reach the agent; matched at any depth.
 */
const AGENT_CONFIG = [
    /^\.(claude|gemini|codex)$/i,
    /^(CLAUDE|AGENTS).*\.md$/i,
    /^GEMINI\.md$/i,
    /^\.mcp\.json$/i,
    /^\.claude\.json$/i,
    /^\.npmrc$/i,
    /^bunfig\.toml$/i,
];
function isAgentConfig(name) {
    return AGENT_CONFIG.some((re) => re.test(name));
}
// Tree work happens before and after the agent runs, never during: synchronous calls are several
// times faster than a thread-pool round trip per small file, and nothing else waits meanwhile.
/** Every entry under `root`, depth first in name order, never following a symbolic link. */
function* walk(root, skip, dir = '') {
    const entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, dir), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (skip(rel, e.name))
            continue;
        const kind = e.isSymbolicLink() ? 'symlink' : e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other';
        yield { rel, kind };
        if (kind === 'dir')
            yield* walk(root, skip, rel);
    }
}
/** True when `rel` is one of `paths` or inside one of them. */
function within(rel, paths) {
    return paths.some((p) => rel === p || rel.startsWith(`${p}/`));
}
function snapshot(root, skip) {
    const snap = new Map();
    for (const e of walk(root, skip)) {
        const abs = (0,external_node_path_.join)(root, e.rel);
        if (e.kind === 'file') {
            const st = (0,external_node_fs_.lstatSync)(abs);
            const hash = (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(abs)).digest('hex');
            snap.set(e.rel, `file ${(st.mode & 0o7777).toString(8)} ${st.size} ${hash}`);
        }
        else if (e.kind === 'symlink') {
            snap.set(e.rel, `symlink ${(0,external_node_fs_.readlinkSync)(abs)}`);
        }
        else {
            snap.set(e.rel, e.kind);
        }
    }
    return snap;
}
/**
 * Paths created, changed or removed between two snapshots. A folder on the way to a writable
 * path is not a change: the agent has to create it to write there.
 */
function changedPaths(before, after, writable) {
    const changed = [];
    for (const path of new Set([...before.keys(), ...after.keys()])) {
        if (before.get(path) === after.get(path))
            continue;
        const kind = (after.get(path) ?? before.get(path));
        if (kind === 'dir' && writable.some((w) => w.startsWith(`${path}/`)))
            continue;
        changed.push(path);
    }
    return changed.sort();
}
/** Copies a tree (links as links unless `dropLink` says so, no special files), leaving out what `skip` names. */
function copyTree(from, to, skip, dropLink) {
    (0,external_node_fs_.mkdirSync)(to, { recursive: true });
    for (const e of walk(from, skip)) {
        const src = (0,external_node_path_.join)(from, e.rel);
        const dest = (0,external_node_path_.join)(to, e.rel);
        if (e.kind === 'dir')
            (0,external_node_fs_.mkdirSync)(dest);
        else if (e.kind === 'file')
            (0,external_node_fs_.copyFileSync)(src, dest);
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
 * Copies the regular files the agent left in `writable` (under `from`) into `to`. Links are never
 * followed on either side: a file replaces whatever entry was at its destination.
 */
function copyBack(from, to, writable) {
    const files = [];
    for (const w of writable) {
        const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(from, w), { throwIfNoEntry: false });
        if (st?.isFile())
            files.push(w);
        else if (st?.isDirectory()) {
            for (const e of walk((0,external_node_path_.join)(from, w), () => false))
                if (e.kind === 'file')
                    files.push(`${w}/${e.rel}`);
        }
    }
    for (const rel of files) {
        realDirs(to, rel);
        const dest = (0,external_node_path_.join)(to, rel);
        const tmp = `${dest}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
        try {
            (0,external_node_fs_.copyFileSync)((0,external_node_path_.join)(from, rel), tmp);
            (0,external_node_fs_.renameSync)(tmp, dest);
        }
        catch (err) {
            (0,external_node_fs_.rmSync)(tmp, { force: true });
            throw err;
        }
    }
    return files;
}
/** Entries anywhere in the tree (outside .git) that `match`; the walk does not descend into them. */
function findEntries(root, match) {
    const found = [];
    const skip = (rel, name) => {
        if (name === '.git')
            return true;
        if (!match(rel, name))
            return false;
        found.push(rel);
        return true;
    };
    for (const _ of walk(root, skip))
        ;
    return found;
}

;// CONCATENATED MODULE: ./src/agent/isolate.ts






// Git's own bookkeeping changes under any git command, but its hooks and config run code: watched.
const GIT_WATCHED = ['.git/hooks', '.git/config'];
const bare = (writable) => writable.map((w) => w.replace(/\/$/, ''));
function chooseIsolation(mode, progress) {
    if (mode === 'copy' || mode === 'none')
        return mode;
    const probe = bwrapUsable();
    if (probe.ok)
        return 'bwrap';
    if (mode === 'bwrap') {
        throw new errors.ProofgateError(`agent: bwrap isolation is not usable here (${probe.why}); use isolation copy or none`, EXIT_AGENT_CONFIG);
    }
    progress(`agent: bwrap is not usable here (${probe.why}); isolating with a copy of the tree`);
    return 'copy';
}
function reportHidden(paths, how, what, progress) {
    if (paths.length === 0)
        return;
    const shown = paths
        .slice(0, 20)
        .map((p) => JSON.stringify(p))
        .join(', ');
    const more = paths.length > 20 ? ` and ${paths.length - 20} more` : '';
    progress(`agent: ${how} ${paths.length} ${what}: ${shown}${more}`);
}
const CONFIG = 'agent config path(s) from the pull request';
const SECRETS = 'secret file(s)';
/** Sets up the chosen isolation; the caller runs the agent, then calls finish(). */
async function isolate(s) {
    const isolation = chooseIsolation(s.mode, s.progress);
    const tmpdir = (0,external_node_path_.join)(s.workdir, 'tmp');
    await (0,promises_.mkdir)(tmpdir);
    const writable = bare(s.writable);
    const outside = (rel, name) => {
        if (rel === '.git')
            return false;
        if (rel.startsWith('.git/'))
            return !within(rel, GIT_WATCHED);
        return name === '.git' || within(rel, writable);
    };
    const direct = { isolation, tmpdir, wrap: (file, args) => ({ file, args }) };
    const secret = (rel, name) => name !== '.git' && !isAgentConfig(name) && (s.secret?.(rel) ?? false);
    if (isolation === 'none') {
        if (s.secret)
            reportHidden(findEntries(s.cwd, secret), 'isolation none: the agent can read', SECRETS, s.progress);
        const before = snapshot(s.cwd, outside);
        return { ...direct, cwd: s.cwd, finish: () => Promise.resolve(changedPaths(before, snapshot(s.cwd, outside), writable)) };
    }
    if (isolation === 'copy') {
        const tree = (0,external_node_path_.join)(s.workdir, 'tree');
        const removed = [];
        const secrets = [];
        const leaveOut = (rel, name) => {
            if (name === '.git')
                return true;
            if (isAgentConfig(name))
                removed.push(rel);
            else if (secret(rel, name))
                secrets.push(rel);
            else
                return false;
            return true;
        };
        // Links in the writable folders are left out, so an agent writing its output there cannot be
        // sent through a link the pull request planted.
        copyTree(s.cwd, tree, leaveOut, (rel) => within(rel, writable));
        reportHidden(removed, "removed from the agent's copy", CONFIG, s.progress);
        reportHidden(secrets, "left out of the agent's copy", SECRETS, s.progress);
        const left = new Set([...removed, ...secrets]);
        s.progress(`agent: running in a copy of the tree at ${tree}; only ${writable.join(', ') || 'nothing'} is copied back`);
        const original = snapshot(s.cwd, outside);
        // What the copy should still hold: the tree as it was, minus what was left out of the copy.
        const expected = new Map([...original].filter(([rel]) => !within(rel, ['.git', ...left])));
        return {
            ...direct,
            cwd: tree,
            finish: () => {
                const inCopy = changedPaths(expected, snapshot(tree, outside), writable);
                // An agent can still name the original tree by absolute path: look there too.
                const inOriginal = changedPaths(original, snapshot(s.cwd, outside), writable);
                copyBack(tree, s.cwd, writable);
                return Promise.resolve([...new Set([...inCopy, ...inOriginal])].sort());
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
    const config = findEntries(s.cwd, (_, name) => isAgentConfig(name));
    const secrets = findEntries(s.cwd, secret);
    const hidden = [];
    for (const rel of [...config, ...secrets]) {
        const st = await (0,promises_.stat)((0,external_node_path_.join)(s.cwd, rel)).catch(() => null); // a dangling link shows the agent nothing anyway
        if (st)
            hidden.push({ path: (0,external_node_path_.join)(s.cwd, rel), dir: st.isDirectory() });
    }
    reportHidden(config, 'hid', CONFIG, s.progress);
    reportHidden(secrets, 'hid', SECRETS, s.progress);
    const emptyFile = (0,external_node_path_.join)(s.workdir, 'empty');
    await (0,promises_.writeFile)(emptyFile, '');
    const prefix = bwrapArgs({ cwd: s.cwd, tmpdir, writable: binds, home: s.home, stateDirs: s.stateDirs, hidden, emptyFile });
    const bin = bwrapPath();
    return {
        ...direct,
        cwd: s.cwd,
        wrap: (file, args) => ({ file: bin, args: [...prefix, file, ...args] }),
        finish: async () => {
            for (const p of placeholders) {
                const st = await (0,promises_.lstat)(p).catch(() => null);
                if (st?.isFile() && st.size === 0)
                    await (0,promises_.rm)(p);
            }
            return [];
        },
    };
}

;// CONCATENATED MODULE: ./src/agent/preflight.ts





/** The agent CLI is missing or not signed in: exit 2 before any agent call, never retried. */
class AgentUnavailableError extends errors.ProofgateError {
    constructor(message) {
        super(message, EXIT_AGENT_CONFIG);
        this.name = 'AgentUnavailableError';
    }
}
const QUERY_TIMEOUT_MS = 20_000;
/** Runs a short query of the vendor CLI (help, login status); null when it could not answer in time. */
function query(file, args, env) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        const keep = (b) => {
            if (out.length < 256 * 1024)
                out += b.toString('utf8');
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        const timer = setTimeout(() => child.kill('SIGKILL'), QUERY_TIMEOUT_MS);
        child.once('error', () => {
            clearTimeout(timer);
            resolve(null);
        });
        child.once('close', (code, signal) => {
            clearTimeout(timer);
            resolve(signal ? null : { code, out });
        });
    });
}
/**
 * Checks that the agent can run at all: its executable exists, and a vendor CLI reports a signed-in
 * session. The login status is asked only when the CLI's help lists that command and no credential
 * variable the CLI reads itself is set; a custom runner is only checked for presence.
 */
async function preflight(agent, env = process.env) {
    const adapter = adapterFor(agent.kind);
    const command = agentCommand(agent);
    const file = findExecutable(command, env.PATH);
    if (!file) {
        const where = command.includes('/') ? `${command} is not an executable file` : `${command} is not on PATH`;
        throw new AgentUnavailableError(`agent ${agent.kind}: ${where}; ${adapter.install}`);
    }
    if (!adapter.statusArgs || adapter.loginBypassEnv.some((name) => env[name]))
        return;
    const childEnv = agentEnv(agent, [], env);
    const help = await query(file, ['--help'], childEnv);
    const listed = new RegExp(`^\\s+${adapter.statusArgs[0]}\\b`, 'm');
    if (!help || !listed.test(help.out))
        return;
    const status = await query(file, adapter.statusArgs, childEnv);
    if (status && status.code !== 0) {
        throw new AgentUnavailableError(`agent ${agent.kind}: not signed in (\`${command} ${adapter.statusArgs.join(' ')}\` exited ${status.code}); sign in with ${adapter.login}`);
    }
}

;// CONCATENATED MODULE: ./src/agent/reported-model.ts
/**
 * Model IDs a claude run reports in its JSON output (`modelUsage`), most output tokens first,
 * joined with ", "; null when the output holds none (it was cut, or the CLI changed its format).
 */
function claudeReportedModel(stdout) {
    const at = stdout.lastIndexOf('"modelUsage"');
    if (at < 0)
        return null;
    const open = stdout.indexOf('{', at);
    const body = open < 0 ? null : balancedObject(stdout, open);
    if (!body)
        return null;
    let usage;
    try {
        usage = JSON.parse(body);
    }
    catch {
        return null;
    }
    if (!usage || typeof usage !== 'object' || Array.isArray(usage))
        return null;
    const models = Object.entries(usage)
        .filter(([id]) => /^[\w.:[\]/@-]{1,200}$/.test(id))
        .map(([id, u]) => ({ id, out: Number(u?.outputTokens) || 0 }))
        .sort((a, b) => b.out - a.out || (a.id < b.id ? -1 : 1));
    return models.length ? models.map((m) => m.id).join(', ') : null;
}
/** The JSON object text starting at `start` (a `{`), respecting strings; null if it is not closed. */
function balancedObject(text, start) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
        const c = text[i];
        if (inString) {
            if (c === '\\')
                i++;
            else if (c === '"')
                inString = false;
        }
        else if (c === '"')
            inString = true;
        else if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0)
            return text.slice(start, i + 1);
    }
    return null;
}

;// CONCATENATED MODULE: ./src/agent/group.ts


/** Every process, from /proc (Linux) or ps (other POSIX systems). */
function processTable() {
    if ((0,external_node_fs_.existsSync)('/proc/self/stat')) {
        const rows = [];
        for (const name of (0,external_node_fs_.readdirSync)('/proc')) {
            if (!/^\d+$/.test(name))
                continue;
            let stat;
            try {
                stat = (0,external_node_fs_.readFileSync)(`/proc/${name}/stat`, 'utf8');
            }
            catch {
                continue; // exited while we looked
            }
            // The command name is parenthesised and may itself contain spaces or parentheses.
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
            rows.push({ pid: Number(name), state: fields[0] ?? '', pgid: Number(fields[2]), comm });
        }
        return rows;
    }
    const out = (0,external_node_child_process_.execFileSync)('ps', ['-A', '-o', 'pid=,pgid=,stat=,comm='], { encoding: 'utf8' });
    return out
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((f) => f.length >= 4)
        .map(([pid, pgid, state, ...comm]) => ({ pid: Number(pid), pgid: Number(pgid), state: state ?? '', comm: comm.join(' ') }));
}
/** Live (non-zombie) members of process group `pgid`, leaving out processes named `helper`. */
function groupMembers(pgid, helper) {
    return processTable()
        .filter((p) => p.pgid === pgid && !p.state.startsWith('Z') && p.comm !== helper)
        .map((p) => p.pid);
}
/** Signals the whole group; a group that is already gone is not an error. */
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch (err) {
        if (err.code !== 'ESRCH')
            throw err;
    }
}
/** Resolves once no live member of the group is left, or after `limitMs` (a process stuck in the kernel). */
async function groupGone(pgid, limitMs = 5000) {
    const until = Date.now() + limitMs;
    for (;;) {
        if (groupMembers(pgid).length === 0)
            return true;
        if (Date.now() >= until)
            return false;
        await new Promise((r) => setTimeout(r, 10));
    }
}

;// CONCATENATED MODULE: ./src/agent/spawn.ts




/** How much of each output stream a run keeps (its end, where errors are). */
const TAIL_BYTES = 64 * 1024;
/** Grace between SIGTERM and SIGKILL on timeout. */
const KILL_GRACE_MS = 2000;
/** After the agent exits, a pipe is read until it ends, stays empty this long, or DRAIN_MAX_MS pass. */
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
        return all.subarray(start).toString('utf8');
    }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Runs one process as the leader of its own process group and resolves once that group is gone:
 * timeout = SIGTERM to the group, SIGKILL 2 s later; on exit, whatever is left in the group is
 * counted and killed; pipes are drained until they end, idle 100 ms, or 2 s.
 */
async function supervise(o) {
    const started = Date.now();
    const child = (0,external_node_child_process_.spawn)(o.file, o.args, { cwd: o.cwd, env: o.env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));
    await new Promise((res, rej) => {
        child.once('spawn', res);
        child.once('error', (err) => rej(new errors.ProofgateError(`agent: could not start ${o.file}: ${err.message}; check that it is an executable file`, EXIT_AGENT_CONFIG)));
    });
    const pgid = child.pid;
    const tails = { stdout: new Tail(), stderr: new Tail() };
    let lastData = started;
    const ended = new Set();
    for (const [name, stream] of [
        ['stdout', child.stdout],
        ['stderr', child.stderr],
    ]) {
        stream.on('data', (chunk) => {
            tails[name].push(chunk);
            lastData = Date.now();
        });
        stream.on('end', () => ended.add(stream));
    }
    child.stdin.on('error', () => undefined); // an agent that never reads its stdin is not a failure of ours
    child.stdin.end(o.stdin);
    let timedOut = false;
    let killTimer;
    const timeout = setTimeout(() => {
        timedOut = true;
        signalGroup(pgid, 'SIGTERM');
        killTimer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), KILL_GRACE_MS);
    }, o.timeoutMs);
    const tick = setInterval(() => o.onTick(Date.now() - started), o.tickMs);
    const { code, signal } = await exited;
    const exitAt = Date.now();
    clearTimeout(timeout);
    clearInterval(tick);
    const leftovers = groupMembers(pgid, o.helper).length;
    signalGroup(pgid, 'SIGKILL');
    clearTimeout(killTimer);
    // Output written after this is dropped, and a process that left the group is not waited for.
    while (ended.size < 2) {
        const now = Date.now();
        if (now - Math.max(lastData, exitAt) >= DRAIN_IDLE_MS || now - exitAt >= DRAIN_MAX_MS)
            break;
        await sleep(20);
    }
    child.stdout.destroy();
    child.stderr.destroy();
    child.stdin.destroy();
    await groupGone(pgid);
    return {
        exitCode: code,
        signal,
        timedOut,
        durationMs: exitAt - started,
        stdoutTail: tails.stdout.text(),
        stderrTail: tails.stderr.text(),
        leftoversKilled: leftovers,
    };
}

;// CONCATENATED MODULE: ./src/agent/writable.ts




function refuse(index, path, why) {
    throw new errors.ProofgateError(`agent writable[${index}]: ${JSON.stringify(path)} ${why}`, EXIT_AGENT_CONFIG);
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
















const PROGRESS_EVERY_MS = 15_000;
async function checkOptions(o) {
    if (process.platform === 'win32') {
        throw new errors.ProofgateError('agent: running an agent on Windows is not supported (no process-group supervision); use a Linux or macOS runner', 4);
    }
    if (!(0,external_node_path_.isAbsolute)(o.cwd) || !(await (0,promises_.stat)(o.cwd).catch(() => null))?.isDirectory()) {
        throw new errors.ProofgateError(`agent: cwd ${JSON.stringify(o.cwd)} is not an absolute path to a folder`, EXIT_AGENT_CONFIG);
    }
    if (!Number.isSafeInteger(o.timeoutMs) || o.timeoutMs <= 0) {
        throw new errors.ProofgateError(`agent: timeout ${String(o.timeoutMs)} ms is not a positive whole number of milliseconds`, EXIT_AGENT_CONFIG);
    }
}
/** Runs the agent once; resolves when it and every process of its group are gone. */
async function runAgent(o) {
    await checkOptions(o);
    const source = o.env ?? process.env;
    const progress = o.progress ?? (() => undefined);
    const env = agentEnv(o.agent, o.envPass ?? [], source);
    const model = resolveModel(o.agent);
    const args = agentArgv(o.agent, o.prompt);
    const writable = checkWritable(o.cwd, o.writable);
    const adapter = adapterFor(o.agent.kind);
    const command = agentCommand(o.agent);
    const file = findExecutable(command, env.PATH);
    if (!file)
        throw new AgentUnavailableError(`agent ${o.agent.kind}: ${command} was not found; ${adapter.install}`);
    const workdir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'proofgate-agent-'));
    try {
        const box = await isolate({
            mode: o.isolate ?? 'auto',
            cwd: o.cwd,
            writable,
            workdir,
            home: env.HOME,
            stateDirs: adapter.stateDirs,
            ...(o.secret ? { secret: o.secret } : {}),
            progress,
        });
        const spawned = box.wrap(file, args);
        const timeoutS = Math.round(o.timeoutMs / 1000);
        const run = await supervise({
            file: spawned.file,
            args: spawned.args,
            cwd: box.cwd,
            env: { ...env, TMPDIR: box.tmpdir },
            stdin: o.agent.kind === 'agy' ? '' : o.prompt,
            timeoutMs: o.timeoutMs,
            helper: box.isolation === 'bwrap' ? 'bwrap' : undefined,
            tickMs: o.progressIntervalMs ?? PROGRESS_EVERY_MS,
            onTick: (elapsed) => {
                const s = Math.round(elapsed / 1000);
                progress(`agent ${o.agent.kind} running ${s}s; waiting for it to finish (times out in ${Math.max(0, timeoutS - s)}s)`);
            },
        }).catch(async (err) => {
            await box.finish(); // no bwrap placeholder is left to pass for an empty output
            throw err;
        });
        const tampered = await box.finish();
        const reported = o.agent.kind === 'claude' ? claudeReportedModel(run.stdoutTail) : null;
        return { ...run, isolation: box.isolation, tampered, model: reported ?? model };
    }
    finally {
        // A temp folder left behind is not worth failing a finished run for.
        await (0,promises_.rm)(workdir, { recursive: true, force: true }).catch(() => undefined);
    }
}


/***/ })

};
