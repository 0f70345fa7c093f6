export const id = 906;
export const ids = [906];
export const modules = {

/***/ 78906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/cli/spec.ts
const JSON_OPTION = { type: 'boolean', help: 'print the result as JSON on stdout instead of the text lines' };

;// CONCATENATED MODULE: ./src/cli/review-commands.ts

const str = (v) => (typeof v === 'string' ? v : undefined);
const list = (v) => (Array.isArray(v) ? v : []);
const DIR_OPTION = { type: 'string', value: 'PATH', default: '_bmad-output/review', help: 'the folder that holds one sub-folder of evidence per review id' };
const reviewScopeCommand = {
    area: 'review',
    name: 'scope',
    summary: 'resolve the refs, diff from the merge base, select files, seal scope.json and write checklist.md',
    positionals: [{ name: 'ID', required: true, help: 'the review id: the folder <dir>/<ID>/ gets the evidence' }],
    options: {
        base: { type: 'string', value: 'REF', help: 'compare from the merge base of REF and the head (default HEAD~1, or HEAD with --workspace)' },
        head: { type: 'string', value: 'REF', help: 'the head commit (default HEAD; not with --workspace)' },
        workspace: { type: 'boolean', help: 'review the working tree, untracked files included, on top of HEAD' },
        include: { type: 'string', multiple: true, value: 'GLOB', help: 'select only paths matching GLOB (repeatable); also brings back generated or vendored files' },
        exclude: { type: 'string', multiple: true, value: 'GLOB', help: 'leave out paths matching GLOB (repeatable)' },
        effort: { type: 'string', value: 'LEVEL', default: 'medium', help: 'low (1 pass), medium (2 passes + refutation) or high (3 passes + refutation)' },
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: [
        [0, 'the scope is sealed'],
        [3, 'error: not a repository, unknown ref, shallow clone, bad option'],
    ],
    async run([id], v, ctx) {
        const { reviewScope } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(562)]).then(__webpack_require__.bind(__webpack_require__, 21562));
        const r = await reviewScope({
            id: id,
            cwd: ctx.cwd,
            base: str(v.base),
            head: str(v.head),
            workspace: v.workspace === true,
            include: list(v.include),
            exclude: list(v.exclude),
            effort: str(v.effort),
            dir: str(v.dir),
        });
        return { exitCode: r.exitCode, lines: r.lines, json: { scope: r.scope, files: r.files } };
    },
};
const reviewRulesCommand = {
    area: 'review',
    name: 'rules',
    summary: 'list the effective review rules, or those that apply to one path',
    positionals: [{ name: 'PATH', required: false, help: 'a repository-relative path: list only the rules that apply to it' }],
    options: { json: JSON_OPTION },
    exitCodes: [
        [0, 'listed'],
        [3, 'error: invalid _bmad/review-rules.yaml, not a repository'],
    ],
    async run([path], _v, ctx) {
        const { listRules } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(185)]).then(__webpack_require__.bind(__webpack_require__, 18185));
        return listRules(ctx.cwd, path);
    },
};
const REVIEW_COMMANDS = [reviewScopeCommand, reviewRulesCommand];

;// CONCATENATED MODULE: ./src/cli/registry.ts

/** Every command, by area. The actions call the same specs' `run`. */
const COMMANDS = [...REVIEW_COMMANDS];
const AREAS = {
    review: 'seal what a code review must cover, anchor its findings, gate on coverage',
};
function findCommand(area, name) {
    return COMMANDS.find((c) => c.area === area && c.name === name);
}

;// CONCATENATED MODULE: ./src/cli/help.ts

function commandUsage(c) {
    const pos = c.positionals.map((p) => (p.required ? p.name : `[${p.name}]`)).join(' ');
    return ['proofgate', c.area, c.name, pos, '[options]'].filter(Boolean).join(' ');
}
function commandHelp(c) {
    const out = [`usage: ${commandUsage(c)}`, '', c.summary, ''];
    if (c.positionals.length) {
        out.push('arguments:');
        for (const p of c.positionals)
            out.push(`  ${p.name.padEnd(24)}${p.help}`);
        out.push('');
    }
    out.push('options:');
    for (const [name, o] of Object.entries(c.options)) {
        const flag = `--${name}${o.value ? ` ${o.value}` : ''}`;
        const extra = [o.multiple ? 'repeatable' : '', o.default !== undefined && o.default !== false ? `default ${String(o.default)}` : ''].filter(Boolean).join('; ');
        out.push(`  ${flag.padEnd(24)}${o.help}${extra ? ` (${extra})` : ''}`);
    }
    out.push(`  ${'--help'.padEnd(24)}show this help`, '', 'exit codes:');
    for (const [code, meaning] of c.exitCodes)
        out.push(`  ${code}  ${meaning}`);
    return out.join('\n');
}
function mainHelp(version) {
    const out = [`proofgate ${version}: checkable AI-assisted review`, '', 'usage: proofgate <area> <command> [arguments] [options]', ''];
    for (const [area, about] of Object.entries(AREAS)) {
        out.push(`${area}: ${about}`);
        for (const c of COMMANDS.filter((k) => k.area === area))
            out.push(`  ${commandUsage(c).replace(/^proofgate /, '').padEnd(44)}${c.summary}`);
        out.push('');
    }
    out.push('`proofgate <area> <command> --help` describes every option, default and exit code.');
    out.push('Every command exits 3 on an error it can name, with one line on stderr.');
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(47494);
;// CONCATENATED MODULE: ./src/version.ts
/** Kept equal to package.json's version by a test. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/cli/main.ts





function parse(spec, args) {
    const options = { help: { type: 'boolean' } };
    for (const [name, o] of Object.entries(spec.options))
        options[name] = { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) };
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args, options, allowPositionals: true, strict: true });
    }
    catch (err) {
        // node names the offending option; keep its words and point at the help.
        throw new errors/* ProofgateError */.a0(`${err.message.split('\n')[0]} (see \`${commandUsage(spec)} --help\`)`);
    }
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
        if (area === undefined || area === '--help' || area === '-h' || area === 'help') {
            io.out(mainHelp(VERSION));
            return area === undefined ? errors/* EXIT */.dc.error : errors/* EXIT */.dc.ok;
        }
        if (area === '--version' || area === '-v') {
            io.out(VERSION);
            return errors/* EXIT */.dc.ok;
        }
        if (!(area in AREAS))
            throw new errors/* ProofgateError */.a0(`unknown area ${JSON.stringify(area)}: expected one of ${Object.keys(AREAS).join(', ')} (see \`proofgate --help\`)`);
        let spec = rest[0] !== undefined && !rest[0].startsWith('-') ? findCommand(area, rest[0]) : undefined;
        let args = rest.slice(1);
        if (!spec) {
            spec = findCommand(area, '');
            args = rest;
            if (!spec) {
                if (rest[0] === undefined || rest[0] === '--help') {
                    io.out(mainHelp(VERSION));
                    return rest[0] === undefined ? errors/* EXIT */.dc.error : errors/* EXIT */.dc.ok;
                }
                throw new errors/* ProofgateError */.a0(`unknown command ${JSON.stringify(`${area} ${rest[0]}`)} (see \`proofgate --help\`)`);
            }
        }
        const { positionals, values } = parse(spec, args);
        if (values.help) {
            io.out(commandHelp(spec));
            return errors/* EXIT */.dc.ok;
        }
        const required = spec.positionals.filter((p) => p.required).length;
        if (positionals.length < required)
            throw new errors/* ProofgateError */.a0(`missing ${spec.positionals[positionals.length].name} (usage: ${commandUsage(spec)})`);
        if (positionals.length > spec.positionals.length)
            throw new errors/* ProofgateError */.a0(`unexpected argument ${JSON.stringify(positionals[spec.positionals.length])} (usage: ${commandUsage(spec)})`);
        const result = await spec.run(positionals, values, { cwd: io.cwd, progress: (line) => io.err(line) });
        io.out(values.json ? JSON.stringify(result.json, null, 2) : result.lines.join('\n'));
        return result.exitCode;
    }
    catch (err) {
        io.err(`proofgate: ${(0,errors/* describeError */.Uc)(err)}`);
        return err instanceof errors/* ProofgateError */.a0 ? err.exitCode : errors/* EXIT */.dc.error;
    }
}


/***/ }),

/***/ 47494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   a0: () => (/* binding */ ProofgateError),
/* harmony export */   dc: () => (/* binding */ EXIT)
/* harmony export */ });
/** Exit codes shared by every command; each command documents which it uses. */
const EXIT = { ok: 0, findings: 1, incomplete: 2, error: 3 };
/**
 * An expected failure: says what was wrong, where and what to do, in one line.
 * The CLI and the actions print `message` alone (no stack) and exit with `exitCode`.
 */
class ProofgateError extends Error {
    exitCode;
    constructor(message, exitCode = EXIT.error) {
        super(message);
        this.exitCode = exitCode;
        this.name = 'ProofgateError';
    }
}
/** One line for any thrown value, never a bare stack trace. */
function describeError(err) {
    if (err instanceof ProofgateError)
        return err.message;
    if (err instanceof Error)
        return `unexpected error: ${err.message}`;
    return `unexpected error: ${String(err)}`;
}


/***/ })

};
