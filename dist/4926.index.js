export const id = 4926;
export const ids = [4926];
export const modules = {

/***/ 27053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   EQ: () => (/* binding */ checkGlobs)
/* harmony export */ });
/* unused harmony export GLOB_MAX_LENGTH */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

// The checks of a glob from outside, apart from the glob engine (globs.ts): a command that only
// lists rules checks their globs but tests no path, and so never loads micromatch.
const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
const RANGE = /\{[^}]*\.\.[^}]*\}/;
/**
 * What is wrong with one glob from outside (inputs, a project's rules file), or null when nothing
 * is. The hazards are closed: a length cap, no extglob (ReDoS), no brace ranges (expansion bombs);
 * brace lists are allowed only where `braces` says so.
 */
function globProblem(glob, options) {
    if (typeof glob !== 'string' || glob.trim() === '')
        return 'empty glob';
    if (glob.length > GLOB_MAX_LENGTH)
        return `glob longer than ${GLOB_MAX_LENGTH} characters`;
    if (/[\u0000-\u001f\u007f]/.test(glob))
        return 'glob contains a control character';
    // A trailing backslash escapes nothing; a run of four or more there sends picomatch 2.3's parser past the end, forever.
    if (glob.endsWith('\\'))
        return `a glob may not end in a backslash: ${JSON.stringify(glob)}`;
    if (EXTGLOB.test(glob))
        return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
    if (!options.braces && /[{}]/.test(glob))
        return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give each alternative as a glob of its own)`;
    if (RANGE.test(glob))
        return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
    return null;
}
/** Refuses the first glob with a problem, named by `where` and its index. */
function checkGlobs(globs, where, options) {
    for (const [i, glob] of globs.entries()) {
        const problem = globProblem(glob, options);
        if (problem)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where}[${i}]: ${problem}`);
    }
}


/***/ }),

/***/ 54926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REVIEWERS_FILE: () => (/* binding */ REVIEWERS_FILE),
  RULES_FILE: () => (/* binding */ RULES_FILE),
  builtinRules: () => (/* binding */ builtinRules),
  loadRuleSet: () => (/* binding */ loadRuleSet),
  projectConfig: () => (/* binding */ projectConfig),
  projectDoc: () => (/* binding */ projectDoc),
  projectFiles: () => (/* binding */ projectFiles),
  ruleMatcher: () => (/* binding */ ruleMatcher),
  ruleSetSeal: () => (/* binding */ ruleSetSeal)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/review/builtin-rules.ts
/** Source files of every language a built-in rule covers: where most compliance concerns live. */
const CODE_GLOBS = [
    '**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx,vue,svelte}',
    '**/*.{py,pyi,pyx}',
    '**/*.go',
    '**/*.{java,kt,kts,scala,groovy}',
    '**/*.rs',
    '**/*.{c,h,cc,cpp,cxx,hh,hpp,hxx,ipp,inl}',
    '**/*.{cs,csx,cshtml,razor}',
    '**/*.{rb,rake,erb}',
    '**/*.{php,phtml}',
    '**/*.{swift,m,mm,dart,ex,exs,erl,clj,lua,pl,pm}',
    '**/*.{sh,bash,zsh,ksh}',
    '**/*.sql',
];
const CONTAINER_BUILD_GLOBS = ['**/Dockerfile', '**/Dockerfile.*', '**/*.dockerfile', '**/Containerfile'];
const CI_GLOBS = [
    '.github/workflows/*.{yml,yaml}',
    '**/action.{yml,yaml}',
    '.gitlab-ci.yml',
    '**/.circleci/config.yml',
    '**/Jenkinsfile',
    '**/azure-pipelines.yml',
];
const BUILTIN_RULES = [
    { id: 'general', title: 'Every file: callers, removed behaviour, boundaries, errors, trust, tests', group: 'code', globs: ['**'] },
    {
        id: 'javascript-typescript',
        title: 'JavaScript and TypeScript, JSX, TSX, Vue and Svelte',
        group: 'code',
        globs: ['**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}', '**/*.{vue,svelte}'],
    },
    { id: 'python', title: 'Python', group: 'code', globs: ['**/*.{py,pyi,pyx}'] },
    { id: 'go', title: 'Go sources and modules', group: 'code', globs: ['**/*.go', '**/go.mod'] },
    {
        id: 'java-kotlin',
        title: 'Java and Kotlin sources and builds',
        group: 'code',
        globs: ['**/*.{java,kt,kts}', '**/*.gradle', '**/pom.xml'],
    },
    { id: 'rust', title: 'Rust sources and crates', group: 'code', globs: ['**/*.rs', '**/Cargo.toml'] },
    {
        id: 'c-cpp',
        title: 'C and C++ sources and builds',
        group: 'code',
        globs: ['**/*.{c,h,cc,cpp,cxx,hh,hpp,hxx,ipp,inl}', '**/CMakeLists.txt', '**/*.cmake'],
    },
    { id: 'csharp', title: 'C# sources and Razor views', group: 'code', globs: ['**/*.{cs,csx,cshtml,razor}', '**/*.csproj'] },
    {
        id: 'ruby',
        title: 'Ruby sources, Rake tasks and gems',
        group: 'code',
        globs: ['**/*.{rb,rake,gemspec,erb}', '**/Gemfile', '**/Rakefile'],
    },
    { id: 'php', title: 'PHP sources and Composer manifests', group: 'code', globs: ['**/*.{php,phtml}', '**/composer.json'] },
    {
        id: 'sql-and-migrations',
        title: 'SQL and schema migrations',
        group: 'data',
        globs: ['**/*.sql', '**/migrations/**', '**/migrate/**', '**/alembic/versions/**'],
    },
    { id: 'shell', title: 'Shell scripts', group: 'code', globs: ['**/*.{sh,bash,zsh,ksh}', '**/.ci/run', '**/bin/*.sh'] },
    { id: 'ci-workflows', title: 'CI workflows and action metadata', group: 'delivery', globs: CI_GLOBS },
    {
        id: 'containers',
        title: 'Container build and compose files',
        group: 'delivery',
        globs: [...CONTAINER_BUILD_GLOBS, '**/{docker-compose,compose}*.{yml,yaml}', '**/.dockerignore'],
    },
    {
        id: 'configuration',
        title: 'Configuration files',
        group: 'delivery',
        globs: ['**/*.{json,jsonc,json5,yml,yaml,toml,ini,cfg,conf,properties,xml,env.example}', '**/.*rc', '**/*.config.{js,cjs,mjs,ts}'],
    },
];
/**
 * Rule packs a project enables by name in `_bmad/review-rules.yaml` (`packs: [shield]`). The
 * Shield pack's six compliance rules each name the controls of ISO/IEC 27001:2022 (Annex A), SOC 2
 * (Trust Services Criteria), the GDPR and NIS2 (Article 21(2)) they relate to.
 */
const RULE_PACKS = {
    shield: [
        {
            id: 'shield-access-control',
            title: 'Access control: authentication, authorisation, privilege, sessions',
            group: 'compliance',
            globs: [...CODE_GLOBS, '**/*.{tf,rego,cedar}'],
            controls: [
                'ISO27001:A.5.15',
                'ISO27001:A.8.2',
                'ISO27001:A.8.3',
                'ISO27001:A.8.5',
                'SOC2:CC6.1',
                'SOC2:CC6.2',
                'SOC2:CC6.3',
                'GDPR:Art.32',
                'NIS2:Art.21(2)(i)',
                'NIS2:Art.21(2)(j)',
            ],
        },
        {
            id: 'shield-personal-data',
            title: 'Personal data: minimisation, flows, protection, retention and deletion',
            group: 'compliance',
            globs: [...CODE_GLOBS, '**/migrations/**', '**/*.{proto,graphql,prisma}'],
            controls: [
                'ISO27001:A.5.34',
                'ISO27001:A.8.10',
                'ISO27001:A.8.11',
                'SOC2:C1.1',
                'SOC2:P4.1',
                'GDPR:Art.5',
                'GDPR:Art.25',
                'GDPR:Art.32',
            ],
        },
        {
            id: 'shield-cryptography',
            title: 'Cryptography: algorithms, randomness, keys, transport security',
            group: 'compliance',
            globs: [...CODE_GLOBS, '**/*.{json,yml,yaml,toml,ini,conf,properties,xml}'],
            controls: ['ISO27001:A.8.24', 'SOC2:CC6.1', 'SOC2:CC6.7', 'GDPR:Art.32', 'NIS2:Art.21(2)(h)'],
        },
        {
            id: 'shield-logging',
            title: 'Logging: security events recorded, secrets and personal data kept out',
            group: 'compliance',
            globs: [...CODE_GLOBS, '**/*log*.{json,yml,yaml,xml,conf,properties,toml}'],
            controls: ['ISO27001:A.8.15', 'ISO27001:A.8.16', 'SOC2:CC7.2', 'GDPR:Art.32', 'NIS2:Art.21(2)(b)'],
        },
        {
            id: 'shield-ai-integrations',
            title: 'AI integrations: prompt injection, model output, agent tools, data sent to providers',
            group: 'compliance',
            globs: [...CODE_GLOBS, '**/*.prompt', '**/prompts/**', '**/.mcp.json', '**/{AGENTS,CLAUDE,GEMINI}.md'],
            controls: ['ISO27001:A.5.14', 'ISO27001:A.8.26', 'SOC2:CC6.6', 'GDPR:Art.22', 'GDPR:Art.28', 'NIS2:Art.21(2)(d)'],
        },
        {
            id: 'shield-change-and-supply-chain',
            title: 'Change and supply chain: dependencies, CI, images, release controls',
            group: 'compliance',
            globs: [
                ...CI_GLOBS,
                ...CONTAINER_BUILD_GLOBS,
                '**/{package.json,go.mod,Cargo.toml,pyproject.toml,Gemfile,composer.json,pom.xml}',
                '**/requirements*.txt',
                '**/*.{gradle,csproj,gemspec}',
                '**/CODEOWNERS',
                '.github/dependabot.yml',
                '.github/renovate.json',
                '**/renovate.json',
            ],
            controls: [
                'ISO27001:A.5.21',
                'ISO27001:A.8.28',
                'ISO27001:A.8.32',
                'SOC2:CC8.1',
                'SOC2:CC9.2',
                'NIS2:Art.21(2)(d)',
                'NIS2:Art.21(2)(e)',
            ],
        },
    ],
};

// EXTERNAL MODULE: ./src/review/glob-check.ts
var glob_check = __webpack_require__(27053);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/review/rule-identity.ts
var rule_identity = __webpack_require__(35543);
// EXTERNAL MODULE: ./src/review/shipped-sha256.ts
var shipped_sha256 = __webpack_require__(50055);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/review/rules.ts









const RULES_FILE = '_bmad/review-rules.yaml';
const REVIEWERS_FILE = '_bmad/review-reviewers.yaml';
/** The configuration files a scope reads from its base. */
const CONFIG_FILES = [RULES_FILE, REVIEWERS_FILE];
const DOC_MAX_BYTES = 64 * 1024;
const CONFIG_FILE_MAX_BYTES = 256 * 1024;
/**
 * Rules shipped with proofgate (the built-ins, or a pack's), each with its document from `rules/`:
 * small files shipped with the bundle, read synchronously (a promise for each cost more).
 */
function shippedRules(defs, origin) {
    return defs.map((def) => {
        const doc = (0,external_node_fs_.readFileSync)((0,assets/* assetPath */.Q)('rules', `${def.id}.md`), 'utf8');
        const docSha256 = (0,shipped_sha256/* shippedDocSha256 */.Ro)(`${def.id}.md`);
        (0,glob_check/* checkGlobs */.EQ)(def.globs, `rule ${def.id} globs`, { braces: true });
        return { ...def, origin, doc, docSha256 };
    });
}
let builtin;
/**
 * The built-in rules with their documents, read and hashed once per process (they ship with the
 * package). A command can have them ready while git is still answering where the repository is.
 */
function builtinRules() {
    builtin ??= shippedRules(BUILTIN_RULES, 'builtin');
    return [...builtin];
}
const tooLarge = (what, size, limit) => new errors.ProofgateError(`${what} is ${size} bytes; the limit is ${limit}`);
const docError = (where, docPath, what) => new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} ${what}`);
const outside = (where, docPath) => docError(where, docPath, 'is outside _bmad/ (documents live inside _bmad/)');
/** `read()` as a promise: its throw a rejection. */
const settled = (read) => new Promise((resolve) => resolve(read()));
// Synchronous reads of a few small files: node:fs/promises would load readline and its kin at start-up.
function workTreeFiles(root) {
    return {
        root,
        file: (name) => settled(() => {
            const file = (0,external_node_path_.join)(root, name);
            try {
                const info = (0,external_node_fs_.lstatSync)(file);
                if (!info.isFile())
                    throw new errors.ProofgateError(`${name} is not a regular file`);
                if (info.size > CONFIG_FILE_MAX_BYTES)
                    throw tooLarge(name, info.size, '256 KB');
                return (0,external_node_fs_.readFileSync)(file, 'utf8');
            }
            catch (err) {
                if (err.code === 'ENOENT')
                    return undefined;
                throw err;
            }
        }),
        // Symlinks are resolved, and the real file must still be inside _bmad/.
        doc: (docPath, where) => settled(() => {
            let real;
            try {
                real = (0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(root, docPath));
            }
            catch {
                throw docError(where, docPath, 'does not exist');
            }
            if (!real.startsWith((0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(root, '_bmad')) + external_node_path_.sep))
                throw outside(where, docPath);
            const info = (0,external_node_fs_.lstatSync)(real);
            if (!info.isFile())
                throw docError(where, docPath, 'is not a regular file');
            if (info.size > DOC_MAX_BYTES)
                throw tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, info.size, '64 KB');
            return (0,external_node_fs_.readFileSync)(real, 'utf8');
        }),
    };
}
/** Blobs of the commit's tree: a link, a folder or a submodule is not a regular file, and git never follows a link. */
function commitFiles(repo, commit) {
    // Loaded here: reading the work tree's configuration (`review rules`) needs none of git's object code.
    const git = () => __webpack_require__.e(/* import() */ 308).then(__webpack_require__.bind(__webpack_require__, 10308));
    const regular = (e, limit) => e?.type === 'blob' && /^1006[04]4$/.test(e.mode) && (e.size ?? 0) <= limit;
    /**
     * Looks `paths` up and reads those that are regular files within `limit`, in one git process
     * each, where the run's memo (run-memo.ts) keeps the answers for the reads that follow: a
     * configuration names several files, and a process per lookup and per read was most of a
     * scope's git.
     */
    const prefetch = async (paths, limit) => {
        const { entriesAt, gitMemo, readObjects } = await git();
        if (!gitMemo())
            return;
        const entries = await entriesAt(repo, commit, paths);
        const oids = [...new Set([...entries.values()].filter((e) => regular(e, limit)).map((e) => e.oid))];
        if (oids.length)
            await readObjects(repo.root, oids);
    };
    const read = async (path, limit, refuse) => {
        const { entriesAt, readObjects } = await git();
        const entry = (await entriesAt(repo, commit, [path])).get(path);
        if (!entry) {
            if (refuse.missing)
                throw refuse.missing;
            return undefined;
        }
        if (entry.type !== 'blob' || !/^1006[04]4$/.test(entry.mode))
            throw refuse.notRegular;
        if ((entry.size ?? 0) > limit)
            throw refuse.large(entry.size);
        const data = (await readObjects(repo.root, [entry.oid])).get(entry.oid)?.data;
        if (!data)
            throw new errors.ProofgateError(`${path} of commit ${commit.slice(0, 12)} is not in this clone: check out with fetch-depth: 0`);
        return data.toString('utf8');
    };
    let configRead;
    return {
        root: repo.root,
        file: async (name) => {
            // Every configuration file at the first one's read: a failure is told by the read of each.
            await (configRead ??= prefetch([...new Set([name, ...CONFIG_FILES])], CONFIG_FILE_MAX_BYTES).catch(() => undefined));
            return read(name, CONFIG_FILE_MAX_BYTES, {
                notRegular: new errors.ProofgateError(`${name} is not a regular file`),
                large: (n) => tooLarge(name, n, '256 KB'),
            });
        },
        // Only documents named inside _bmad/ (as projectDoc reads them); a failure is told by the read of each.
        prefetch: (docPaths) => prefetch(docPaths.filter((d) => insideBmad(repo.root, d)).map((d) => external_node_path_.posix.normalize(d)), DOC_MAX_BYTES).catch(() => undefined),
        doc: async (docPath, where) => (await read(external_node_path_.posix.normalize(docPath), DOC_MAX_BYTES, {
            notRegular: docError(where, docPath, 'is not a regular file'),
            missing: docError(where, docPath, 'does not exist'),
            large: (n) => tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, n, '64 KB'),
        })),
    };
}
/** The configuration of a project: from the work tree under `root`, or from the commit `base.at`. */
function projectFiles(root, base) {
    return base === undefined ? workTreeFiles(root) : commitFiles(base.repo, base.at);
}
/** A project's YAML configuration file (`_bmad/…`), parsed safely and validated; undefined when there is none. */
async function projectConfig(files, name, schema) {
    const text = await files.file(name);
    if (text === undefined)
        return undefined;
    // The YAML parser (300 KB) is loaded only for a file to parse: `review rules` with none starts without it.
    const [{ parse }, { checkFlowDepth }] = await Promise.all([__webpack_require__.e(/* import() */ 8815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19)), Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(9816)]).then(__webpack_require__.bind(__webpack_require__, 69816))]);
    let data;
    try {
        checkFlowDepth(text);
        data = parse(text, { uniqueKeys: true, maxAliasCount: 0, prettyErrors: true, logLevel: 'error' });
    }
    catch (err) {
        throw new errors.ProofgateError(`${name} is not valid YAML: ${err.message.split('\n')[0]}`);
    }
    const { assertSchema } = await __webpack_require__.e(/* import() */ 2135).then(__webpack_require__.bind(__webpack_require__, 72135));
    return assertSchema(schema, data, name);
}
const insideBmad = (root, docPath) => !(0,external_node_path_.isAbsolute)(docPath) && (0,external_node_path_.resolve)(root, docPath).startsWith((0,external_node_path_.resolve)(root, '_bmad') + external_node_path_.sep);
/** A document a `_bmad/` configuration names: refused unless named inside `_bmad/`, before anything is read. */
async function projectDoc(files, docPath, where) {
    if (!insideBmad(files.root, docPath))
        throw outside(where, docPath);
    return files.doc(docPath, where);
}
/**
 * The effective rule set: built-ins, then the project's additions, replacements
 * and removals, read from the work tree under `root`, or from the commit `base.at`
 * (a scope's base commit).
 */
async function loadRuleSet(root, base) {
    const files = projectFiles(root, base);
    // The project's configuration is asked for (git, files) while the shipped documents are read.
    const config = projectConfig(files, RULES_FILE, 'review-rules');
    config.catch(() => undefined);
    const rules = builtinRules();
    const project = await config;
    let source = 'built-in';
    if (project) {
        source = RULES_FILE;
        for (const pack of project.packs ?? [])
            rules.push(...shippedRules(RULE_PACKS[pack], 'pack'));
        await files.prefetch?.((project.rules ?? []).map((r) => r.doc));
        const seen = new Set();
        for (const [i, def] of (project.rules ?? []).entries()) {
            const where = `${RULES_FILE} rules[${i}] (${def.id})`;
            if (seen.has(def.id))
                throw new errors.ProofgateError(`${where}: duplicate rule id ${JSON.stringify(def.id)}`);
            seen.add(def.id);
            const doc = await projectDoc(files, def.doc, where);
            const docSha256 = (0,hash/* sha256 */.sc)(doc);
            (0,glob_check/* checkGlobs */.EQ)(def.globs, `${where} globs`, { braces: true });
            const rule = {
                id: def.id,
                title: def.title,
                group: def.group ?? 'project',
                globs: def.globs,
                ...(def.controls ? { controls: def.controls } : {}),
                origin: 'project',
                docPath: external_node_path_.posix.normalize(def.doc),
                doc,
                docSha256,
            };
            const existing = rules.findIndex((r) => r.id === def.id);
            if (existing >= 0)
                rules[existing] = rule;
            else
                rules.push(rule);
        }
        for (const [i, id] of (project.disable ?? []).entries()) {
            if (seen.has(id))
                throw new errors.ProofgateError(`${RULES_FILE} disable[${i}]: ${JSON.stringify(id)} is both defined and disabled`);
            const at = rules.findIndex((r) => r.id === id);
            if (at < 0)
                throw new errors.ProofgateError(`${RULES_FILE} disable[${i}]: there is no rule ${JSON.stringify(id)} to disable (known: ${rules.map((r) => r.id).join(', ')})`);
            rules.splice(at, 1);
        }
    }
    // The built-ins alone are hashed by the build: listing them needs no hash function.
    return { source, sha256: project ? (0,rule_identity/* ruleSetSha256 */.c)(rules) : shipped_sha256/* BUILTIN_RULE_SET_SHA256 */.yx, rules };
}
/** The rule set as a scope seals it: its hash, its rule ids, and the controls of the rules that name any. */
function ruleSetSeal(ruleSet) {
    const controls = Object.fromEntries(ruleSet.rules.filter((r) => r.controls?.length).map((r) => [r.id, r.controls]));
    return {
        source: ruleSet.source,
        sha256: ruleSet.sha256,
        rules: ruleSet.rules.map((r) => r.id),
        ...(Object.keys(controls).length ? { controls } : {}),
    };
}
/**
 * The rules that apply to a path, as a function of the path. The glob engine (micromatch, a chunk
 * of its own) loads here, for a caller about to test paths: listing the rules tests none.
 */
async function ruleMatcher(ruleSet) {
    const { compileGlobs } = await Promise.all(/* import() */[__webpack_require__.e(8785), __webpack_require__.e(6479)]).then(__webpack_require__.bind(__webpack_require__, 96479));
    // The globs were checked as the rule set was read: this compiles, and refuses nothing. Without
    // case, as reviewers' triggers: `Migrations/` (EF Core's folder) and `deploy.SH` get their rules.
    const compiled = ruleSet.rules.map((rule) => ({
        rule,
        matches: compileGlobs(rule.globs, `rule ${rule.id} globs`, { braces: true, nocase: true }),
    }));
    return (path) => compiled.filter((c) => c.matches(path)).map((c) => c.rule);
}


/***/ }),

/***/ 50055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ro: () => (/* binding */ shippedDocSha256),
/* harmony export */   yx: () => (/* binding */ BUILTIN_RULE_SET_SHA256)
/* harmony export */ });
/* unused harmony export SHIPPED_DOC_SHA256 */
// Generated from rules/ and src/review/builtin-rules.ts by scripts/gen-shipped.mjs
/** SHA-256 of each document shipped under rules/ (its text as UTF-8), by its path there. */
const SHIPPED_DOC_SHA256 = {
    'c-cpp.md': 'bd6375e57afb63fb2bf1ef603c17b8c484221688d5fed8519a3f565a034cc0a4',
    'ci-workflows.md': 'adebb2566ca41273f824ba00217d405579d0cc159722f07773429eb48fe9a474',
    'configuration.md': '1fcc76c66d00e80a97555cd06bf06bc5f207834fe46607be300f9a8b5106bb81',
    'containers.md': '6b2f157b7de701f09642e6540833eda9b2127a6209703b694beed26e4d735345',
    'csharp.md': '80ac9774d62fca632301aa540d0455c591566e76de96e6e3a012dd7e076666ca',
    'general.md': '0926f82b5b098c1874bb59de30faa41b9e43256f4d9a9f2746b1d86cb4077e52',
    'go.md': '3850d9896f74caea5cba2c7d87183e442734fb289eef431c28f0976a894c91e0',
    'java-kotlin.md': '2a28dad259e7013f2a624c51e5fa6cafa5e5abc12ee64c6e55cfe9f62391b70d',
    'javascript-typescript.md': '94bf1847a7b7928e91008ef642f6e996fee929e585f7551807febcd722a5d83f',
    'php.md': '488d5f8e26f0d09655bd7a7a971dcdd3732075c59f2ad676067288e60f020bd0',
    'python.md': '3590ef0c00a61d5fc20c28746ed9fd4e366fc0fd77c8baac0212e773610c2ef3',
    'reviewers/blind.md': 'de7b11cef5eb8f37764abc11e78d2f3e4c1c5b206d435bc54930409a45cfa00b',
    'reviewers/edge-case.md': 'ffb9cc392d9fd63f238ad1259ea85315baf2650d73d3ea1b6a1060fd9f373723',
    'reviewers/performance.md': 'd15226168d65b757fcb4187a972927cee4a3b94823890222a3f525f07af8a8af',
    'reviewers/security.md': '8788fc4503ecb114437dc267823db76b0aac0c37f9070e51375fa3ca10a03c4b',
    'reviewers/spec-compliance.md': '71fc5c17bb4b01c4dd0f0e3a2fc9b7b7be7ba28cad3d0ab4f58158cc25eecb49',
    'reviewers/verification-gap.md': '54936cb02def56f1483e60c21ede83166b1d50337932845733fd2c34fc47356e',
    'ruby.md': 'ba8fca10fdf514b1c3da6ed4f1346da4ae2f8a1b70dd67efba975273f220728c',
    'rust.md': '8ec42adf251d91cc96e95b89ac26213129f23e1407a9660246f3185646993a32',
    'shell.md': '3fe2e514aaef3d11af62ead50b53b539fdc1ea5417a57768777ea67709522b27',
    'shield-access-control.md': '3c96a3bb58c84c33c89c6be666fd72a9bf57f936ed9442dce27d99e96ad5ff03',
    'shield-ai-integrations.md': 'bb6b5349407d68d7418494d8e9bfda80a76dec2285c981a235dd246750da46a5',
    'shield-change-and-supply-chain.md': 'd3e714ab4197b89a648d49293dfdf74fc8943f85c4f64699274b5408d870c88b',
    'shield-cryptography.md': '734f70dedebb36ce92e4c8e25b323875a4b80c1a1eacf6cd39d3d36adebd077b',
    'shield-logging.md': 'eb79e58f9d6fcbd583aea5d39af469e32083fcfb2ac5d57b9578d0428b3f42aa',
    'shield-personal-data.md': '07f8c4c0936aab6c526ae6004f2ada87dac72c9cac3f6285a553a9c38d451b38',
    'sql-and-migrations.md': '3998416b79de53f4a975e05df845ede5d5c695349a298be7ceeaf0e7f01779ac',
};
/** A shipped document's hash: one the build did not see is a package built from other files. */
function shippedDocSha256(path) {
    const hash = SHIPPED_DOC_SHA256[path];
    if (hash === undefined)
        throw new Error(`proofgate: rules/${path} was not hashed by the build (run npm run build)`);
    return hash;
}
/** The rule set of the built-in rules alone: what a project that changes none of them is reviewed by. */
const BUILTIN_RULE_SET_SHA256 = '4b1e5618124b112d70b2022baabc90f229c58ce06c5650e67b6dc428c549a338';


/***/ })

};
