export const id = 2143;
export const ids = [2143,8467,6479];
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

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileGlobs: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27053);


/** A matcher of globs from outside, checked first (glob-check.ts). */
function compileGlobs(globs, where, options) {
    (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkGlobs */ .EQ)(globs, where, options);
    if (globs.length === 0)
        return () => false;
    // One regular expression for all the globs, as micromatch's matcher tests each (the empty path
    // never matches; a path equal to a glob matches it): a rule is tested on thousands of paths.
    // dotAll (`s`): micromatch writes `**` with `.`, which stops at LF, CR, U+2028 and U+2029 while
    // its `*` (`[^/]`) does not, so a folder named with a line break escaped every `**`: a rule, a
    // reviewer's trigger, --include. A git path may hold any byte but NUL; a glob matches it whole.
    const opts = { dot: true, noextglob: true, nobrace: !options.braces, posix: false };
    const literal = new Set(globs);
    // Compiled at the first path tested: a command that lists rules or reviewers tests none.
    let any;
    return (path) => {
        if (path === '')
            return false;
        if (literal.has(path))
            return true;
        any ??= new RegExp(globs.map((g) => `(?:${micromatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(g, opts).source})`).join('|'), 's');
        return any.test(path);
    };
}


/***/ }),

/***/ 46349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uh: () => (/* binding */ REVIEWERS_FILE),
  Gk: () => (/* binding */ describeReason),
  fZ: () => (/* binding */ loadReviewerCatalog),
  bK: () => (/* binding */ selectReviewers)
});

// UNUSED EXPORTS: reasonsFor

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/review/builtin-reviewers.ts
const SECURITY_NAMES = [
    'auth',
    'login',
    'logout',
    'session',
    'token',
    'password',
    'passwd',
    'credential',
    'secret',
    'crypto',
    'cipher',
    'permission',
    'acl',
    'rbac',
    'oauth',
    'saml',
    'jwt',
    'csrf',
    'cors',
    'sanitiz',
];
const capitalised = (s) => s[0].toUpperCase() + s.slice(1);
/** The built-in reviewers, in dispatch order; each prompt lives in `rules/reviewers/<id>.md`. */
const BUILTIN_REVIEWERS = [
    {
        id: 'blind',
        title: 'Blind diff reviewer',
        context: 'diff',
        shell: false,
        pass: 'blind',
        triggers: { floor: ['low', 'medium', 'high'] },
    },
    {
        id: 'edge-case',
        title: 'Correctness and edge cases',
        context: 'repository',
        shell: false,
        pass: 'edge-case',
        triggers: { floor: ['medium', 'high'] },
    },
    {
        id: 'verification-gap',
        title: 'Tests and verification gaps',
        context: 'repository',
        shell: true,
        pass: 'verification-gap',
        triggers: { floor: ['high'] },
    },
    {
        id: 'security',
        title: 'Security: trust boundaries, secrets, supply chain',
        context: 'repository',
        shell: true,
        triggers: {
            globs: [`**/*{${SECURITY_NAMES.join(',')}}*`, `**/*{${SECURITY_NAMES.map(capitalised).join(',')}}*`],
            rules: [
                'shell',
                'ci-workflows',
                'containers',
                'sql-and-migrations',
                'shield-access-control',
                'shield-cryptography',
                'shield-personal-data',
                'shield-ai-integrations',
                'shield-change-and-supply-chain',
                'shield-logging',
            ],
        },
    },
    {
        id: 'performance',
        title: 'Performance: cost as the input grows',
        context: 'repository',
        shell: true,
        triggers: {
            globs: [
                '**/{bench,benchmark,benchmarks,perf}/**',
                '**/*{cache,Cache,query,Query,queries,Queries,pool,Pool,worker,Worker,batch,Batch}*',
            ],
            rules: ['sql-and-migrations'],
            minChangedLines: 400,
        },
    },
    {
        id: 'spec-compliance',
        title: 'Spec compliance: the change against its intent',
        context: 'repository',
        shell: false,
        triggers: { intent: true },
    },
];

// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/review/rules.ts + 1 modules
var rules = __webpack_require__(54926);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
;// CONCATENATED MODULE: ./src/review/reviewers.ts








const REVIEWERS_FILE = '_bmad/review-reviewers.yaml';
function withMatchers(def, where) {
    return (def.triggers.globs ?? []).map((glob, i) => ({ glob, matches: (0,globs.compileGlobs)([glob], `${where} globs[${i}]`, { braces: true }) }));
}
/**
 * The reviewers a scope can dispatch: the built-ins, then the project's own from
 * `_bmad/review-reviewers.yaml` (read from the work tree, or from a scope's base commit). A project reviewer needs at least one trigger, a new id, and only
 * rules the rule set has: anything else is refused with the entry named, never ignored.
 */
async function loadReviewerCatalog(files, ruleIds) {
    const reviewers = await Promise.all(BUILTIN_REVIEWERS.map(async (def) => {
        const doc = await (0,promises_.readFile)((0,assets/* assetPath */.Q)('rules', 'reviewers', `${def.id}.md`), 'utf8');
        return { ...def, origin: 'builtin', doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, `reviewer ${def.id}`) };
    }));
    const project = await (0,rules.projectConfig)(files, REVIEWERS_FILE, 'review-reviewers');
    if (!project)
        return { source: 'built-in', reviewers };
    const known = new Set(ruleIds);
    for (const [i, entry] of project.reviewers.entries()) {
        const where = `${REVIEWERS_FILE} reviewers[${i}] (${entry.id})`;
        if (reviewers.some((r) => r.id === entry.id))
            throw new errors.ProofgateError(`${where}: the id ${JSON.stringify(entry.id)} is already taken (choose another id)`);
        if (!entry.always && !entry.globs && !entry.rules && entry.minChangedLines === undefined)
            throw new errors.ProofgateError(`${where}: no trigger (give always, globs, rules or minChangedLines)`);
        const unknown = (entry.rules ?? []).filter((r) => !known.has(r));
        if (unknown.length)
            throw new errors.ProofgateError(`${where}: no rule ${unknown.map((r) => JSON.stringify(r)).join(', ')} in the rule set (known: ${[...known].join(', ')})`);
        const def = {
            id: entry.id,
            title: entry.title,
            context: entry.context ?? 'repository',
            shell: entry.shell ?? false,
            triggers: {
                ...(entry.always ? { floor: ['low', 'medium', 'high'] } : {}),
                ...(entry.globs ? { globs: entry.globs } : {}),
                ...(entry.rules ? { rules: entry.rules } : {}),
                ...(entry.minChangedLines !== undefined ? { minChangedLines: entry.minChangedLines } : {}),
            },
        };
        const doc = await (0,rules.projectDoc)(files, entry.doc, where);
        reviewers.push({ ...def, origin: 'project', doc, docPath: entry.doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, where) });
    }
    return { source: REVIEWERS_FILE, reviewers };
}
/** The first selected file a test holds for, and how many do: one reason, however many files match. */
function firstMatch(files, test) {
    let first;
    let count = 0;
    for (const f of files) {
        const hit = test(f);
        if (hit === undefined)
            continue;
        count++;
        first ??= { path: f.path, hit };
    }
    return first && { ...first, files: count };
}
/** Why one reviewer applies to the change; empty when it does not. */
function reasonsFor(reviewer, change) {
    const t = reviewer.triggers;
    const why = [];
    if (t.floor?.includes(change.effort))
        why.push({ trigger: reviewer.origin === 'project' ? 'always' : 'floor', effort: change.effort });
    const glob = firstMatch(change.files, (f) => reviewer.globMatchers.find((m) => m.matches(f.path))?.glob);
    if (glob)
        why.push({ trigger: 'glob', path: glob.path, glob: glob.hit, files: glob.files });
    const rule = firstMatch(change.files, (f) => t.rules?.find((r) => f.rules.includes(r)));
    if (rule)
        why.push({ trigger: 'rule', path: rule.path, rule: rule.hit, files: rule.files });
    if (t.minChangedLines !== undefined && change.changedLines >= t.minChangedLines)
        why.push({ trigger: 'changed-lines', lines: change.changedLines, min: t.minChangedLines });
    if (t.intent && change.intent)
        why.push({ trigger: 'intent' });
    return why;
}
/**
 * The deterministic selection: floor ∪ diff-triggered ∪ project, in catalog order, each with every
 * reason it applies. The same change, effort and catalog always give the same list.
 */
function selectReviewers(catalog, change) {
    if (change.files.length === 0)
        return [];
    return catalog.reviewers.flatMap((r) => {
        const why = reasonsFor(r, change);
        if (why.length === 0)
            return [];
        return [
            {
                id: r.id,
                title: r.title,
                origin: r.origin,
                context: r.context,
                shell: r.shell && change.shell === true,
                ...(r.pass ? { pass: r.pass } : {}),
                docSha256: r.docSha256,
                why,
            },
        ];
    });
}
/** One reason as a person reads it. */
function describeReason(w) {
    const more = (n = 1) => (n > 1 ? ` (and ${n - 1} more file(s))` : '');
    switch (w.trigger) {
        case 'floor':
            return `the floor at ${w.effort} effort`;
        case 'always':
            return 'always (the project says so)';
        case 'glob':
            return `${(0,neutralise.visible)(w.path)} matches ${(0,neutralise.visible)(w.glob)}${more(w.files)}`;
        case 'rule':
            return `${(0,neutralise.visible)(w.path)} gets rule ${w.rule}${more(w.files)}`;
        case 'changed-lines':
            return `${w.lines} changed lines, at least ${w.min}`;
        case 'intent':
            return 'an intent was given to check the change against';
    }
}


/***/ }),

/***/ 54926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RULES_FILE: () => (/* binding */ RULES_FILE),
  loadRuleSet: () => (/* binding */ loadRuleSet),
  projectConfig: () => (/* binding */ projectConfig),
  projectDoc: () => (/* binding */ projectDoc),
  projectFiles: () => (/* binding */ projectFiles),
  ruleIdentity: () => (/* binding */ ruleIdentity),
  ruleMatcher: () => (/* binding */ ruleMatcher),
  ruleSetSeal: () => (/* binding */ ruleSetSeal)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
    { id: 'sql-and-migrations', title: 'SQL and schema migrations', group: 'data', globs: ['**/*.sql', '**/migrations/**', '**/migrate/**'] },
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
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/review/rules.ts







const RULES_FILE = '_bmad/review-rules.yaml';
const DOC_MAX_BYTES = 64 * 1024;
const CONFIG_FILE_MAX_BYTES = 256 * 1024;
/** Rules shipped with proofgate (the built-ins, or a pack's), each with its document from `rules/`. */
async function shippedRules(defs, origin) {
    return Promise.all(defs.map(async (def) => {
        const doc = await (0,promises_.readFile)((0,assets/* assetPath */.Q)('rules', `${def.id}.md`), 'utf8');
        const docSha256 = (0,hash/* sha256 */.sc)(doc);
        (0,glob_check/* checkGlobs */.EQ)(def.globs, `rule ${def.id} globs`, { braces: true });
        return { ...def, origin, doc, docSha256 };
    }));
}
const tooLarge = (what, size, limit) => new errors.ProofgateError(`${what} is ${size} bytes; the limit is ${limit}`);
const docError = (where, docPath, what) => new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} ${what}`);
const outside = (where, docPath) => docError(where, docPath, 'is outside _bmad/ (documents live inside _bmad/)');
function workTreeFiles(root) {
    return {
        root,
        async file(name) {
            const file = (0,external_node_path_.join)(root, name);
            try {
                const info = await (0,promises_.lstat)(file);
                if (!info.isFile())
                    throw new errors.ProofgateError(`${name} is not a regular file`);
                if (info.size > CONFIG_FILE_MAX_BYTES)
                    throw tooLarge(name, info.size, '256 KB');
                return await (0,promises_.readFile)(file, 'utf8');
            }
            catch (err) {
                if (err.code === 'ENOENT')
                    return undefined;
                throw err;
            }
        },
        // Symlinks are resolved, and the real file must still be inside _bmad/.
        async doc(docPath, where) {
            let real;
            try {
                real = await (0,promises_.realpath)((0,external_node_path_.resolve)(root, docPath));
            }
            catch {
                throw docError(where, docPath, 'does not exist');
            }
            if (!real.startsWith((await (0,promises_.realpath)((0,external_node_path_.resolve)(root, '_bmad'))) + external_node_path_.sep))
                throw outside(where, docPath);
            const info = await (0,promises_.lstat)(real);
            if (!info.isFile())
                throw docError(where, docPath, 'is not a regular file');
            if (info.size > DOC_MAX_BYTES)
                throw tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, info.size, '64 KB');
            return (0,promises_.readFile)(real, 'utf8');
        },
    };
}
/** Blobs of the commit's tree: a link, a folder or a submodule is not a regular file, and git never follows a link. */
function commitFiles(repo, commit) {
    const read = async (path, limit, refuse) => {
        // Loaded here: reading the work tree's configuration (`review rules`) needs none of git's object code.
        const { readObjects, treeEntries } = await __webpack_require__.e(/* import() */ 7927).then(__webpack_require__.bind(__webpack_require__, 10308));
        const entry = (await treeEntries(repo, commit, [path])).find((e) => e.path === path);
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
    return {
        root: repo.root,
        file: (name) => read(name, CONFIG_FILE_MAX_BYTES, {
            notRegular: new errors.ProofgateError(`${name} is not a regular file`),
            large: (n) => tooLarge(name, n, '256 KB'),
        }),
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
/** A document a `_bmad/` configuration names: refused unless named inside `_bmad/`, before anything is read. */
async function projectDoc(files, docPath, where) {
    if ((0,external_node_path_.isAbsolute)(docPath) || !(0,external_node_path_.resolve)(files.root, docPath).startsWith((0,external_node_path_.resolve)(files.root, '_bmad') + external_node_path_.sep))
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
    const [rules, project] = await Promise.all([
        shippedRules(BUILTIN_RULES, 'builtin'),
        projectConfig(files, RULES_FILE, 'review-rules'),
    ]);
    let source = 'built-in';
    if (project) {
        source = RULES_FILE;
        for (const pack of project.packs ?? [])
            rules.push(...(await shippedRules(RULE_PACKS[pack], 'pack')));
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
    return { source, sha256: (0,hash/* sha256 */.sc)((0,hash/* canonicalJson */.dj)(rules.map(ruleIdentity))), rules };
}
/** What identifies a rule (and is hashed into the rule set): everything but its compiled matcher and text. */
function ruleIdentity({ id, title, group, globs, controls, origin, docSha256 }) {
    return { id, title, group, globs, ...(controls ? { controls } : {}), origin, docSha256 };
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
    // The globs were checked as the rule set was read: this compiles, and refuses nothing.
    const compiled = ruleSet.rules.map((rule) => ({ rule, matches: compileGlobs(rule.globs, `rule ${rule.id} globs`, { braces: true }) }));
    return (path) => compiled.filter((c) => c.matches(path)).map((c) => c.rule);
}


/***/ }),

/***/ 68467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ unitsLabel),
/* harmony export */   Cs: () => (/* binding */ makePlan),
/* harmony export */   Cv: () => (/* binding */ cutUnits),
/* harmony export */   Dz: () => (/* binding */ checkEffort),
/* harmony export */   describeMatrix: () => (/* binding */ describeMatrix),
/* harmony export */   df: () => (/* binding */ describePlan),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   ig: () => (/* binding */ EFFORTS),
/* harmony export */   scopeMatrix: () => (/* binding */ scopeMatrix),
/* harmony export */   yd: () => (/* binding */ parseUnitList)
/* harmony export */ });
/* unused harmony exports UNIT_MAX_FILES, UNIT_MAX_LINES, SURVEY_AT_LINES, PARALLEL_AT_LINES, matrixEntries */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);



const UNIT_MAX_FILES = 8;
const UNIT_MAX_LINES = 400;
const SURVEY_AT_LINES = 150;
const PARALLEL_AT_LINES = 400;
/** Folders that sit next to each other: siblings, or a folder and its parent. */
function neighbours(a, b) {
    const pa = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(a);
    const pb = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(b);
    return pa === pb || pa === b || pb === a;
}
/**
 * Cuts path-sorted files into units: by directory, at most 8 files and 400 changed
 * lines each (a single larger file is a unit of its own); then a unit takes in the
 * next one when their folders are neighbours and the two still fit those limits, so
 * a change spread thinly over many folders does not become one job per folder.
 * The same input always gives the same units.
 */
function cutUnits(files) {
    const byDir = [];
    for (const f of files) {
        const dir = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(f.path);
        const last = byDir.at(-1);
        if (last && last.dir === dir && last.files.length < UNIT_MAX_FILES && last.changedLines + f.lines <= UNIT_MAX_LINES) {
            last.files.push(f.path);
            last.changedLines += f.lines;
        }
        else
            byDir.push({ dir, files: [f.path], changedLines: f.lines });
    }
    const units = [];
    let lastDir = '';
    for (const group of byDir) {
        const current = units.at(-1);
        const fits = current !== undefined &&
            neighbours(lastDir, group.dir) &&
            current.files.length + group.files.length <= UNIT_MAX_FILES &&
            current.changedLines + group.changedLines <= UNIT_MAX_LINES;
        if (fits) {
            current.files.push(...group.files);
            current.changedLines += group.changedLines;
        }
        else
            units.push({ id: `U${units.length + 1}`, files: [...group.files], changedLines: group.changedLines });
        lastDir = group.dir;
    }
    return units;
}
/** GitHub runs at most 256 jobs from one matrix. */
const MATRIX_MAX_JOBS = 256;
/** The label of a list of units: `U3`, `U3-U5` for consecutive ids, else the ids joined by `+`. */
function unitsLabel(ids) {
    if (ids.length === 1)
        return ids[0];
    const nums = ids.map((id) => Number(id.slice(1)));
    const consecutive = nums.every((n, i) => i === 0 || n === nums[i - 1] + 1);
    return consecutive ? `${ids[0]}-${ids.at(-1)}` : ids.join('+');
}
/**
 * Spreads the units over at most `maxJobs` matrix entries, in order, each entry a run of
 * consecutive units whose counts differ by at most one. With reviewers (a scope that dispatches
 * each reviewer), every run of units is one entry per reviewer: units × reviewers, still at most
 * `maxJobs`, so the units are coalesced into `maxJobs / reviewers` runs.
 */
function matrixEntries(units, maxJobs = MATRIX_MAX_JOBS, reviewers = []) {
    const perRun = Math.max(1, reviewers.length);
    if (perRun > maxJobs)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the scope dispatches ${reviewers.length} reviewers, and a matrix of units × reviewers needs at least one job per reviewer: --max-jobs ${maxJobs} is fewer; raise --max-jobs (at most ${MATRIX_MAX_JOBS}), or seal with --dispatch one (one run plays every reviewer)`);
    const jobs = Math.min(units.length, Math.floor(maxJobs / perRun));
    const entries = [];
    for (let j = 0; j < jobs; j++) {
        const run = units.slice(Math.floor((j * units.length) / jobs), Math.floor(((j + 1) * units.length) / jobs));
        const ids = run.map((u) => u.id);
        const entry = {
            id: unitsLabel(ids),
            units: ids.join(' '),
            files: run.reduce((n, u) => n + u.files.length, 0),
            changedLines: run.reduce((n, u) => n + u.changedLines, 0),
        };
        if (reviewers.length === 0)
            entries.push(entry);
        else
            for (const reviewer of reviewers)
                entries.push({ id: `${entry.id}-${reviewer}`, units: entry.units, reviewer, files: entry.files, changedLines: entry.changedLines });
    }
    return entries;
}
/** The scope's matrix: its units, times its reviewers when it dispatches each reviewer its own run. */
function scopeMatrix(scope, maxJobs = MATRIX_MAX_JOBS) {
    return matrixEntries(scope.units, maxJobs, scope.dispatch === 'each' ? scope.reviewers.map((r) => r.id) : []);
}
/** A line when the matrix had to put several units in an entry (the seed's scope lines stay as they are otherwise). */
function describeMatrix(entries, unitCount) {
    const reviewers = new Set(entries.flatMap((e) => (e.reviewer ? [e.reviewer] : []))).size;
    const runs = entries.length / Math.max(1, reviewers);
    if (runs >= unitCount)
        return [];
    return [
        `matrix: ${entries.length} job(s) for ${unitCount} unit(s)${reviewers ? ` × ${reviewers} reviewer(s)` : ''}, up to ${Math.ceil(unitCount / runs)} unit(s) each`,
    ];
}
/**
 * The units a run or a prompt is about (`what` is the option that named them): one id, or several
 * separated by spaces or commas (a matrix entry's `units`). Unknown ids are refused.
 */
function parseUnitList(text, known, what) {
    const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
    const names = new Set(known.map((u) => u.id));
    const unknown = ids.filter((id) => !names.has(id));
    if (ids.length === 0 || unknown.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${what} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(unknown[0] ?? text)} is not a unit of the scope (units: ${nameRange(known.map((u) => u.id))}); give unit ids such as U2, or several separated by spaces`);
    return known.filter((u) => ids.includes(u.id)).map((u) => u.id);
}
/** `U1 … U2100` for a long list of ids, the ids themselves for a short one. */
function nameRange(ids) {
    if (ids.length === 0)
        return 'none';
    return ids.length > 10 ? `${ids[0]} … ${ids.at(-1)}` : ids.join(', ');
}
const PASSES = ['blind', 'edge-case', 'verification-gap'];
const EFFORTS = ['low', 'medium', 'high'];
function checkEffort(effort) {
    if (!EFFORTS.includes(effort))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`--effort must be low, medium or high, not ${JSON.stringify(effort)}`);
    return effort;
}
/** The depth of the review, fixed before anything is read: it is sealed into the scope. */
function makePlan(effort, changedLines, unitCount) {
    const count = effort === 'low' ? 1 : effort === 'medium' ? 2 : 3;
    return {
        effort,
        passes: PASSES.slice(0, count),
        refutation: effort !== 'low',
        survey: changedLines >= SURVEY_AT_LINES,
        parallel: changedLines >= PARALLEL_AT_LINES && unitCount > 1,
    };
}
function describePlan(plan, unitCount) {
    const parts = [`${plan.effort} effort`, `${plan.passes.length} pass(es)`, plan.refutation ? 'refutation pass' : 'no refutation pass'];
    if (plan.survey)
        parts.push('survey first');
    if (plan.parallel)
        parts.push(`${unitCount} parallel unit(s)`);
    return `plan: ${parts.join(', ')}`;
}


/***/ })

};
