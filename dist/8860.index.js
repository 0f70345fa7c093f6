export const id = 8860;
export const ids = [8860];
export const modules = {

/***/ 63040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readObjects),
/* harmony export */   F: () => (/* binding */ streamObjects)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _toplevel_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17349);



/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one name per line, so a path with a newline cannot be
 * asked for (and is refused before it gets here). An object that arrived in one
 * chunk of the pipe is a view into it; one that spans chunks is copied once.
 * An exception thrown by `onObject` stops git and rejects.
 */
function streamObjects(root, names, onObject) {
    return new Promise((resolve, reject) => {
        if (names.length === 0)
            return resolve();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['cat-file', '--batch'], { cwd: root, env: (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_2__/* .gitEnv */ .gE)(), stdio: ['pipe', 'pipe', 'pipe'] });
        let stderr = '';
        let failed;
        let exit;
        const ready = [];
        let handed = 0;
        let scheduled = false;
        let header = [];
        let body;
        let filled = 0;
        let oid = '';
        // The newline git writes after each object's content.
        let newline = false;
        const settle = () => {
            if (exit === undefined || scheduled)
                return;
            if (failed)
                reject(failed);
            else if (handed < names.length)
                reject(new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file stopped after ${handed} of ${names.length} objects (exit ${exit}): ${stderr.trim()}`));
            else
                resolve();
        };
        const fail = (err) => {
            failed ??= err;
            child.kill();
        };
        const hand = () => {
            scheduled = false;
            const blob = ready[handed];
            if (blob && !failed) {
                // Handed over: held from here on only as long as the caller holds it.
                ready[handed] = undefined;
                try {
                    onObject(names[handed++], blob);
                }
                catch (err) {
                    fail(err);
                }
            }
            if (handed < ready.length && !failed)
                schedule();
            else
                settle();
        };
        const schedule = () => {
            if (scheduled)
                return;
            scheduled = true;
            setImmediate(hand);
        };
        const emit = (data) => {
            if (ready.length === names.length)
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file answered more than the ${names.length} objects asked`);
            ready.push({ oid: data ? oid : '', data });
            schedule();
        };
        const parse = (chunk) => {
            let at = 0;
            while (at < chunk.length) {
                if (newline) {
                    if (chunk[at] !== 10)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError('git cat-file sent an object without its closing newline');
                    newline = false;
                    at++;
                }
                else if (body) {
                    const take = Math.min(body.length - filled, chunk.length - at);
                    chunk.copy(body, filled, at, at + take);
                    filled += take;
                    at += take;
                    if (filled === body.length) {
                        emit(body);
                        body = undefined;
                        newline = true;
                    }
                }
                else {
                    const nl = chunk.indexOf(10, at);
                    if (nl < 0) {
                        header.push(chunk.subarray(at));
                        return;
                    }
                    const line = (header.length ? Buffer.concat([...header, chunk.subarray(at, nl)]) : chunk.subarray(at, nl)).toString('utf8');
                    header = [];
                    at = nl + 1;
                    if (line.endsWith(' missing') || line.endsWith(' ambiguous')) {
                        emit(null);
                        continue;
                    }
                    const [id, , sizeText] = line.split(' ');
                    const size = Number(sizeText);
                    if (!id || !Number.isSafeInteger(size) || size < 0)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file sent an unreadable header: ${JSON.stringify(line.slice(0, 100))}`);
                    oid = id;
                    if (at + size <= chunk.length) {
                        emit(chunk.subarray(at, at + size));
                        at += size;
                        newline = true;
                    }
                    else {
                        body = Buffer.allocUnsafe(size);
                        filled = 0;
                    }
                }
            }
        };
        child.stderr.on('data', (d) => (stderr += d.toString()));
        child.stdout.on('data', (chunk) => {
            if (failed)
                return;
            try {
                parse(chunk);
            }
            catch (err) {
                fail(err);
            }
        });
        child.on('error', reject);
        // git gone early (killed, or failed) is reported by `close`, not as an unhandled EPIPE.
        child.stdin.on('error', () => { });
        child.on('close', (code) => {
            exit = code;
            settle();
        });
        child.stdin.end(names.map((n) => `${n}\n`).join(''));
    });
}
/** Every object of `names`, by name, once all have arrived (see streamObjects). */
async function readObjects(root, names) {
    const out = new Map();
    await streamObjects(root, names, (name, blob) => out.set(name, blob));
    return out;
}


/***/ }),

/***/ 17349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ar: () => (/* binding */ toplevel),
/* harmony export */   bd: () => (/* binding */ GIT_SETTINGS),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   n3: () => (/* binding */ openError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository.
 */
const GIT_SETTINGS = { GIT_LITERAL_PATHSPECS: '1', GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
const PASSED = ['PATH', 'HOME', 'USERPROFILE', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT'];
/** git gets a small, known environment: no GIT_DIR, GIT_CONFIG_* or hooks path inherited from the caller. */
function gitEnv() {
    const env = { ...GIT_SETTINGS };
    for (const k of PASSED)
        if (process.env[k] !== undefined)
            env[k] = process.env[k];
    return env;
}
/** The error for a folder git cannot open, in one line. */
function openError(cwd, why) {
    if (/not a git repository/i.test(why))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}
/**
 * The working tree's top folder, from one `git rev-parse` without loading simple-git: for the
 * commands that need nothing else from git (`review rules` starts in about twice `node -e 0`).
 */
function toplevel(cwd) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['rev-parse', '--show-toplevel'], { cwd, env: gitEnv() }, (err, stdout, stderr) => {
            if (err)
                reject(openError(cwd, stderr || err.message));
            else
                resolve(stdout.trim());
        });
    });
}


/***/ }),

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

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   y6: () => (/* binding */ checkFlowDepth)
/* harmony export */ });
/* unused harmony export YAML_MAX_FLOW_DEPTH */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/** Deeper than any real configuration or rules file nests its brackets. */
const YAML_MAX_FLOW_DEPTH = 64;
/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
function checkFlowDepth(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5b || c === 0x7b) {
            if (++depth > YAML_MAX_FLOW_DEPTH)
                throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
}
/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
function lineOf(text, path) {
    try {
        checkFlowDepth(text);
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
