export const id = 1370;
export const ids = [1370];
export const modules = {

/***/ 31370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12957);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9107);
/* harmony import */ var _github_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53385);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8721);





/**
 * The root action: any CLI command. `args` holds one argument per line and is
 * never given to a shell, so quotes, `$()` and `;` are just characters.
 */
async function run() {
    const command = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredInput */ .YF)('command').trim().split(/\s+/);
    const args = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('args')
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '');
    const out = [];
    const err = [];
    const code = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_1__.runCli)([...command, ...args], { cwd: (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .workspace */ .Gl)(), out: (t) => out.push(t), err: (t) => err.push(t) });
    (0,_github_log_js__WEBPACK_IMPORTED_MODULE_3__/* .logUntrusted */ .t)([...out, ...err]);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('exit-code', String(code));
    (0,_outputs_js__WEBPACK_IMPORTED_MODULE_4__/* .setTextOutput */ .Lb)('stdout', out.join('\n'), "the whole is in this step's log");
    if (code !== 0)
        _github_log_js__WEBPACK_IMPORTED_MODULE_3__/* .log */ .R.fail(`proofgate ${command.join(' ')} exited ${code}${err.length ? `: ${err[err.length - 1]}` : ''}`);
}


/***/ }),

/***/ 12957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCli: () => (/* binding */ runCli)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);




/** Deprecated option spellings rewritten in place, so a value keeps its place among the new spelling's. */
function unalias(spec, args, notice) {
    const used = new Set();
    const end = args.indexOf('--');
    // After `--` every word is a positional: none is renamed.
    const out = args.map((a, i) => {
        const m = end >= 0 && i > end ? null : /^--([\w-]+)(=.*)?$/.exec(a);
        const to = m ? spec.aliases?.[m[1]] : undefined;
        if (!to)
            return a;
        used.add(m[1]);
        return `--${to}${m[2] ?? ''}`;
    });
    for (const a of used)
        notice(`proofgate: --${a} is deprecated; use --${spec.aliases[a]}`);
    return out;
}
/** The option a mistyped one was meant to be: within two edits, or the only one it begins. */
function nearest(typed, names) {
    const distance = (a, b) => {
        let row = Array.from({ length: b.length + 1 }, (_, j) => j);
        for (let i = 1; i <= a.length; i++) {
            const next = [i];
            for (let j = 1; j <= b.length; j++)
                next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
            row = next;
        }
        return row[b.length];
    };
    const scored = names.map((n) => ({ n, d: distance(typed, n) })).sort((x, y) => x.d - y.d);
    if (scored[0] && scored[0].d <= 2)
        return scored[0].n;
    const prefixed = names.filter((n) => n.startsWith(typed));
    return prefixed.length === 1 ? prefixed[0] : undefined;
}
/**
 * A single-value option given twice is refused, never settled by its last value: a wrapper that
 * appends its own `--tests-junit pass.xml` must not quietly replace the one the caller gave.
 */
function refuseRepeats(spec, tokens = []) {
    const times = new Map();
    for (const t of tokens) {
        if (t.kind !== 'option' || !t.name || spec.options[t.name]?.type !== 'string' || spec.options[t.name]?.multiple)
            continue;
        times.set(t.name, (times.get(t.name) ?? 0) + 1);
    }
    for (const [name, n] of times)
        if (n > 1)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`--${name} given ${n} times: give it once`, spec.usageExitCode);
}
function parse(spec, args, commandUsage) {
    const options = { help: { type: 'boolean' } };
    for (const [name, o] of Object.entries(spec.options))
        options[name] = { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) };
    // A string option always takes the next word, even one that starts with a dash (`--agent-arg --verbose`),
    // but never a bare `--`, and nothing after one: `--dir "$D" -- "$@"` with `$D` dropped by the shell
    // made the user's `--exclude x` an option (`--x=--`, written so, stays a value).
    const joined = [];
    for (let i = 0; i < args.length; i++) {
        if (args[i] === '--') {
            joined.push(...args.slice(i));
            break;
        }
        const name = /^--([\w-]+)$/.exec(args[i])?.[1];
        if (name && spec.options[name]?.type === 'string' && args[i + 1] === '--')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`--${name} is missing its value: "--" ends the options (write --${name}=-- for the value "--"; see \`${commandUsage(spec)} --help\`)`, spec.usageExitCode);
        if (name && spec.options[name]?.type === 'string' && i + 1 < args.length && args[i + 1].startsWith('-'))
            joined.push(`--${name}=${args[++i]}`);
        else
            joined.push(args[i]);
    }
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: joined, options, allowPositionals: true, strict: true, tokens: true });
    }
    catch (err) {
        const help = `see \`${commandUsage(spec)} --help\``;
        const unknown = err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec(err.message)?.[1] : undefined;
        if (unknown) {
            const near = nearest(unknown.replace(/^-+/, '').split('=')[0], Object.keys(spec.options));
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ''}; ${help}`, spec.usageExitCode);
        }
        // Otherwise node's own words (a missing value, an option given a value it takes none of).
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${err.message.split('\n')[0]} (${help})`, spec.usageExitCode);
    }
    refuseRepeats(spec, parsed.tokens);
    const values = { ...parsed.values };
    for (const [name, o] of Object.entries(spec.options))
        if (values[name] === undefined && o.default !== undefined)
            values[name] = o.default;
    return { positionals: parsed.positionals, values };
}
/** Runs one CLI invocation; returns the exit code (never throws). */
async function runCli(argv, io) {
    try {
        const [area, ...rest] = argv;
        if (area === '--version' || area === '-v') {
            io.out(_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x);
            return 0;
        }
        // Every command's spec and help text, loaded once there is a command to find (not for --version).
        const [{ AREAS, findCommand }, { commandHelp, commandUsage, mainHelp }] = await Promise.all([
            __webpack_require__.e(/* import() */ 7989).then(__webpack_require__.bind(__webpack_require__, 67989)),
            Promise.all(/* import() */[__webpack_require__.e(7989), __webpack_require__.e(7911)]).then(__webpack_require__.bind(__webpack_require__, 87911)),
        ]);
        if (area === undefined || area === '--help' || area === '-h' || area === 'help') {
            io.out(mainHelp(_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x));
            return area === undefined ? _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ERROR_EXIT : 0;
        }
        if (!(area in AREAS))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`unknown area ${JSON.stringify(area)}: expected one of ${Object.keys(AREAS).join(', ')} (see \`proofgate --help\`)`);
        let spec = rest[0] !== undefined && !rest[0].startsWith('-') ? findCommand(area, rest[0]) : undefined;
        let args = rest.slice(1);
        if (!spec) {
            spec = findCommand(area, '');
            args = rest;
            if (!spec) {
                if (rest[0] === undefined || rest[0] === '--help') {
                    io.out(mainHelp(_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x));
                    return rest[0] === undefined ? _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ERROR_EXIT : 0;
                }
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`unknown command ${JSON.stringify(`${area} ${rest[0]}`)} (see \`proofgate --help\`)`);
            }
        }
        const { positionals, values } = parse(spec, unalias(spec, args, io.err), commandUsage);
        if (values.help) {
            io.out(commandHelp(spec));
            return 0;
        }
        const required = spec.positionals.filter((p) => p.required).length;
        if (positionals.length < required)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`missing ${spec.positionals[positionals.length].name} (usage: ${commandUsage(spec)})`);
        if (positionals.length > spec.positionals.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`unexpected argument ${JSON.stringify(positionals[spec.positionals.length])} (usage: ${commandUsage(spec)})`, spec.usageExitCode);
        // What a command prints quotes the repository and the agent: neutralised for the runner's log.
        const result = await spec.run(positionals, values, { cwd: io.cwd, progress: (line) => io.err((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.logText)(line)) });
        // Nothing to say is no line at all: an error's words are on stderr only.
        if (values.json === true)
            io.out((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.logJson)(JSON.stringify(result.json, null, 2)));
        else if (result.lines.some((l) => l !== ''))
            io.out((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.logText)(result.lines.join('\n')));
        return result.exitCode;
    }
    catch (err) {
        io.err(`proofgate: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.logText)((0,_text_errors_js__WEBPACK_IMPORTED_MODULE_1__.describeError)(err))}`);
        return err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError ? err.exitCode : _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ERROR_EXIT;
    }
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '0.1.0';


/***/ })

};
