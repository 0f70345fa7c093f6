export const id = 311;
export const ids = [311];
export const modules = {

/***/ 14311:
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
        const { reviewScope } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(879)]).then(__webpack_require__.bind(__webpack_require__, 26879));
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
const ID_ARG = [{ name: 'ID', required: true, help: 'the review id (the folder <dir>/<ID>/)' }];
const reviewAnchorCommand = {
    area: 'review',
    name: 'anchor',
    summary: 'validate findings.json and locate every quote in the head version; write findings.anchored.json',
    positionals: ID_ARG,
    options: { dir: DIR_OPTION, json: JSON_OPTION },
    exitCodes: [
        [0, 'every finding is valid and located'],
        [1, 'findings.json is missing or invalid, or a quote is ambiguous or unlocated'],
        [3, 'error: no sealed scope, not a repository'],
    ],
    async run([id], v, ctx) {
        const { reviewAnchor } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(879), __webpack_require__.e(966), __webpack_require__.e(693)]).then(__webpack_require__.bind(__webpack_require__, 43693));
        return reviewAnchor({ id: id, cwd: ctx.cwd, dir: str(v.dir) });
    },
};
const reviewGateCommand = {
    area: 'review',
    name: 'gate',
    summary: 'derive the verdict from coverage and anchored findings: clean, findings or incomplete',
    positionals: ID_ARG,
    options: {
        'emit-check': { type: 'string', value: 'FILE', help: 'also write the check document: a `github` block shaped as a check run, at most 50 annotations' },
        'check-name': { type: 'string', value: 'NAME', default: 'proofgate review', help: 'the check run name in the check document' },
        sarif: { type: 'string', value: 'FILE', help: 'also write the open, located findings as SARIF 2.1.0 for code scanning' },
        dir: DIR_OPTION,
        json: JSON_OPTION,
    },
    exitCodes: [
        [0, 'clean: the scope is fully covered and no finding is open'],
        [1, 'findings: the scope is fully covered and at least one finding is open'],
        [2, 'incomplete: coverage or findings missing or invalid, another scope, a file unaccounted for or failed, a stopped run, an abandoned unit, an open finding not anchored, a confirmed finding without evidence'],
        [3, 'error: no sealed scope, scope.json does not match its seal, not a repository'],
    ],
    async run([id], v, ctx) {
        const { gateCommand } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(879), __webpack_require__.e(966), __webpack_require__.e(25)]).then(__webpack_require__.bind(__webpack_require__, 25025));
        return gateCommand({ id: id, cwd: ctx.cwd, dir: str(v.dir), emitCheck: str(v['emit-check']), checkName: str(v['check-name']), sarif: str(v.sarif) });
    },
};
const reviewContinueCommand = {
    area: 'review',
    name: 'continue',
    summary: 'what is still owed on the same sealed scope; write continue.json',
    positionals: ID_ARG,
    options: { dir: DIR_OPTION, json: JSON_OPTION },
    exitCodes: [
        [0, 'continue.json written (status resume or complete)'],
        [3, 'status moved: the head commit, the rules or a selected file changed since the scope was sealed; or an error'],
    ],
    async run([id], v, ctx) {
        const { reviewContinue } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(879), __webpack_require__.e(966), __webpack_require__.e(897)]).then(__webpack_require__.bind(__webpack_require__, 51897));
        return reviewContinue({ id: id, cwd: ctx.cwd, dir: str(v.dir) });
    },
};
const reviewCompareCommand = {
    area: 'review',
    name: 'compare',
    summary: 'sort the findings of two reviews of the same work into new, persisting, resolved, refuted and not reviewed',
    positionals: ID_ARG,
    options: { since: { type: 'string', value: 'EARLIER', help: 'the id of the earlier review (required)' }, dir: DIR_OPTION, json: JSON_OPTION },
    exitCodes: [
        [0, 'compared; compare.json written'],
        [3, 'error: a scope or findings.json missing or invalid'],
    ],
    async run([id], v, ctx) {
        const since = str(v.since);
        if (!since)
            throw new (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 47494))).ProofgateError('--since EARLIER is required');
        const { reviewCompare } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(879), __webpack_require__.e(966), __webpack_require__.e(89)]).then(__webpack_require__.bind(__webpack_require__, 76089));
        return reviewCompare({ id: id, since, cwd: ctx.cwd, dir: str(v.dir) });
    },
};
const reviewMergeCommand = {
    area: 'review',
    name: 'merge',
    summary: 'merge the per-unit findings.json and coverage.json of parallel jobs into the review folder',
    positionals: ID_ARG,
    options: { from: { type: 'string', multiple: true, value: 'DIR', help: 'a folder holding one part\'s findings.json and coverage.json (repeatable)' }, dir: DIR_OPTION, json: JSON_OPTION },
    exitCodes: [
        [0, 'merged'],
        [3, 'error: a part missing, invalid or answering another scope; a file, unit or finding id in two parts'],
    ],
    async run([id], v, ctx) {
        const { reviewMerge } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(879), __webpack_require__.e(746)]).then(__webpack_require__.bind(__webpack_require__, 8746));
        return reviewMerge({ id: id, from: list(v.from), cwd: ctx.cwd, dir: str(v.dir) });
    },
};
const reviewPromptCommand = {
    area: 'review',
    name: 'prompt',
    summary: 'write prompt.md: the sealed scope, the plan, the checklist and the exact contract an agent follows',
    positionals: ID_ARG,
    options: { unit: { type: 'string', value: 'UNIT', help: 'only the files of one unit (for a matrix job), e.g. U2' }, dir: DIR_OPTION, json: JSON_OPTION },
    exitCodes: [
        [0, 'written'],
        [3, 'error: no sealed scope, unknown unit'],
    ],
    async run([id], v, ctx) {
        const { reviewPrompt } = await Promise.all(/* import() */[__webpack_require__.e(820), __webpack_require__.e(879), __webpack_require__.e(846)]).then(__webpack_require__.bind(__webpack_require__, 12846));
        const r = await reviewPrompt({ id: id, cwd: ctx.cwd, dir: str(v.dir), unit: str(v.unit) });
        return { exitCode: r.exitCode, lines: r.lines, json: r.json };
    },
};
const REVIEW_COMMANDS = [
    reviewScopeCommand,
    reviewRulesCommand,
    reviewPromptCommand,
    reviewAnchorCommand,
    reviewGateCommand,
    reviewMergeCommand,
    reviewContinueCommand,
    reviewCompareCommand,
];

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
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(66405);
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
        throw new errors.ProofgateError(`${err.message.split('\n')[0]} (see \`${commandUsage(spec)} --help\`)`);
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
            io.out(mainHelp(version/* VERSION */.x));
            return area === undefined ? errors.EXIT.error : errors.EXIT.ok;
        }
        if (area === '--version' || area === '-v') {
            io.out(version/* VERSION */.x);
            return errors.EXIT.ok;
        }
        if (!(area in AREAS))
            throw new errors.ProofgateError(`unknown area ${JSON.stringify(area)}: expected one of ${Object.keys(AREAS).join(', ')} (see \`proofgate --help\`)`);
        let spec = rest[0] !== undefined && !rest[0].startsWith('-') ? findCommand(area, rest[0]) : undefined;
        let args = rest.slice(1);
        if (!spec) {
            spec = findCommand(area, '');
            args = rest;
            if (!spec) {
                if (rest[0] === undefined || rest[0] === '--help') {
                    io.out(mainHelp(version/* VERSION */.x));
                    return rest[0] === undefined ? errors.EXIT.error : errors.EXIT.ok;
                }
                throw new errors.ProofgateError(`unknown command ${JSON.stringify(`${area} ${rest[0]}`)} (see \`proofgate --help\`)`);
            }
        }
        const { positionals, values } = parse(spec, args);
        if (values.help) {
            io.out(commandHelp(spec));
            return errors.EXIT.ok;
        }
        const required = spec.positionals.filter((p) => p.required).length;
        if (positionals.length < required)
            throw new errors.ProofgateError(`missing ${spec.positionals[positionals.length].name} (usage: ${commandUsage(spec)})`);
        if (positionals.length > spec.positionals.length)
            throw new errors.ProofgateError(`unexpected argument ${JSON.stringify(positionals[spec.positionals.length])} (usage: ${commandUsage(spec)})`);
        const result = await spec.run(positionals, values, { cwd: io.cwd, progress: (line) => io.err(line) });
        io.out(values.json ? JSON.stringify(result.json, null, 2) : result.lines.join('\n'));
        return result.exitCode;
    }
    catch (err) {
        io.err(`proofgate: ${(0,errors.describeError)(err)}`);
        return err instanceof errors.ProofgateError ? err.exitCode : errors.EXIT.error;
    }
}


/***/ }),

/***/ 47494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXIT: () => (/* binding */ EXIT),
/* harmony export */   ProofgateError: () => (/* binding */ ProofgateError),
/* harmony export */   describeError: () => (/* binding */ describeError)
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


/***/ }),

/***/ 66405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '0.1.0';


/***/ })

};
