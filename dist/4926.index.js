export const id = 4926;
export const ids = [4926];
export const modules = {

/***/ 27053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   EQ: () => (/* binding */ checkGlobs),
/* harmony export */   Jj: () => (/* binding */ braceGlobs)
/* harmony export */ });
/* unused harmony exports GLOB_MAX_LENGTH, pathFormProblem */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

// The checks of a glob from outside, apart from the glob engine (globs.ts): a command that only
// lists rules checks their globs but tests no path, and so never loads micromatch.
const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
/** `before` + a brace list of the names + `after`, in as many globs as keep each within GLOB_MAX_LENGTH (a name alone without braces). */
function braceGlobs(before, names, after = '') {
    const glob = (some) => `${before}${some.length === 1 ? some[0] : `{${some.join(',')}}`}${after}`;
    const lists = [];
    for (const name of names) {
        const last = lists.at(-1);
        if (last && glob([...last, name]).length <= GLOB_MAX_LENGTH)
            last.push(name);
        else
            lists.push([name]);
    }
    return lists.map(glob);
}
// eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): globProblem refuses a glob longer than GLOB_MAX_LENGTH (256) before RANGE reads it
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
    // micromatch reads a leading `!` as "every path but": `!docs/api/**` in exclude (gitignore's and
    // on.push.paths' "except") left every code file out; a rule or trigger applied to all but one folder.
    if (glob.startsWith('!'))
        return `a leading "!" would match every path but ${JSON.stringify(glob.slice(1))}: no glob here is negated (to leave paths out, write them in exclude; to match a name starting with "!", write "\\!"): ${JSON.stringify(glob)}`;
    if (EXTGLOB.test(glob))
        return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
    if (!options.braces && /[{}]/.test(glob))
        return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give each alternative as a glob of its own)`;
    if (RANGE.test(glob))
        return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
    const spelled = options.braces ? alternatives(glob) : [glob];
    if (typeof spelled === 'string')
        return `${spelled}: ${JSON.stringify(glob)}`;
    for (const one of spelled) {
        const problem = pathFormProblem(one);
        if (problem)
            return `${problem}: ${JSON.stringify(glob)}${one === glob ? '' : ` (as ${JSON.stringify(one)})`}`;
    }
    return null;
}
/** A glob's brace lists written out, at most this many: enough for any list braceGlobs writes within GLOB_MAX_LENGTH. */
const ALTERNATIVES_MAX = 4096;
/** What a backslash may escape: a glob's own characters (any other is no git path's separator, and micromatch drops it). */
const ESCAPABLE = new Set('*?[]{}()!+@,\\');
/**
 * The globs a brace list stands for (`a/*.{js,ts}` → `a/*.js`, `a/*.ts`), or why it cannot be read
 * as one: micromatch reads a list of one item (`*.{js}`) or an unclosed one as the literal braces,
 * which no path has, so the glob matched nothing and its rule or reviewer was never dispatched.
 */
function alternatives(glob) {
    const out = [];
    const expand = (g) => {
        const open = topBrace(g);
        if (open === undefined) {
            out.push(g);
            return out.length > ALTERNATIVES_MAX ? `more than ${ALTERNATIVES_MAX} brace alternatives` : undefined;
        }
        if (open.close < 0)
            return 'an unclosed or unopened brace "{" "}" is read literally (escape it as "\\{")';
        if (open.items.length < 2)
            return `a brace list of one item ("{${open.items[0] ?? ''}}") is read literally, so it matches no path: write the item without braces`;
        for (const item of open.items) {
            const problem = expand(g.slice(0, open.at) + item + g.slice(open.close + 1));
            if (problem)
                return problem;
        }
        return undefined;
    };
    return expand(glob) ?? out;
}
/** The first brace list outside a character class, with its items split at its own commas (close -1: unbalanced). */
function topBrace(g) {
    let at = -1;
    let depth = 0;
    let from = 0;
    const items = [];
    for (let i = 0; i < g.length; i++) {
        const c = g[i];
        if (c === '\\')
            i++;
        else if (c === '[') {
            const end = g.indexOf(']', i + 2);
            if (end > 0)
                i = end;
        }
        else if (c === '{') {
            if (depth++ === 0)
                [at, from] = [i, i + 1];
        }
        else if (c === '}') {
            if (depth === 0)
                return { at: i, close: -1, items };
            if (--depth === 0)
                return { at, close: i, items: [...items, g.slice(from, i)] };
        }
        else if (c === ',' && depth === 1) {
            items.push(g.slice(from, i));
            from = i + 1;
        }
    }
    return at < 0 ? undefined : { at, close: -1, items };
}
/**
 * Why a glob (its braces written out) can match no git path, which is relative, separated by `/`,
 * and has no empty, `.` or `..` folder: refused with the spelling to write, never left to match
 * nothing (a CODEOWNERS-style `/src/**`, a gitignore-style `src/`, a Windows `src\auth\**`).
 */
function pathFormProblem(glob) {
    for (let i = glob.indexOf('\\'); i >= 0; i = glob.indexOf('\\', i + 2))
        if (!ESCAPABLE.has(glob[i + 1] ?? ''))
            return 'a git path is separated by "/", never "\\" (a backslash only escapes a glob character like "\\*")';
    if (glob.startsWith('/') || /^[A-Za-z]:\//.test(glob))
        return `a glob is matched against repository paths, which never start with "/" or a drive: write it from the top folder (${JSON.stringify(glob.replace(/^(?:[A-Za-z]:)?\/+/, ''))})`;
    if (glob.endsWith('/'))
        return `a glob matches files, never a folder ending in "/": write ${JSON.stringify(`${glob}**`)} for every file under it`;
    const segments = glob.split('/');
    if (segments.includes(''))
        return 'a git path has no empty folder ("//")';
    if (segments.some((s) => s === '.' || s === '..')) {
        const top = glob.replace(/^(?:\.\/)+/, '');
        return `a git path has no "." or ".." folder: write it from the top folder${top.split('/').some((s) => s === '.' || s === '..') ? '' : ` (${JSON.stringify(top)})`}`;
    }
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
  previewRules: () => (/* binding */ previewRules),
  projectConfig: () => (/* binding */ projectConfig),
  projectDoc: () => (/* binding */ projectDoc),
  projectFiles: () => (/* binding */ projectFiles),
  readRuleSet: () => (/* binding */ readRuleSet),
  ruleMatcher: () => (/* binding */ ruleMatcher),
  ruleSetSeal: () => (/* binding */ ruleSetSeal)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/text/regular-read.ts
var regular_read = __webpack_require__(4728);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/review/script-language.ts
var script_language = __webpack_require__(43512);
// EXTERNAL MODULE: ./src/review/glob-check.ts
var glob_check = __webpack_require__(27053);
// EXTERNAL MODULE: ./src/review/runnable.ts
var runnable = __webpack_require__(52543);
;// CONCATENATED MODULE: ./src/review/builtin-rules.ts
/** The built-in rules and rule packs; each document lives in `rules/<id>.md` at the package root. */


/** What a shell runs, from the names runnable.ts lists as such (so they and the rules never drift apart). */
const SHELL_GLOBS = [
    ...(0,glob_check/* braceGlobs */.Jj)('**/*.', runnable/* SHELL_EXTENSIONS */.gd),
    ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* RECIPE_STEMS */.mP),
    ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* RECIPE_STEMS */.mP, '.*'),
    ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* SHELL_NAMES */.YG),
    ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* HOOK_FOLDERS */.Sc, '/**'),
    '**/.ci/run',
];
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
    ...SHELL_GLOBS,
    '**/*.sql',
];
/** A name alone, with any suffix (`.prod`, `-prod`, `_prod`) or as an extension (`api.Containerfile`). */
const suffixed = (stems) => [
    ...(0,glob_check/* braceGlobs */.Jj)('**/', stems),
    ...(0,glob_check/* braceGlobs */.Jj)('**/', stems, '[._-]*'),
    ...(0,glob_check/* braceGlobs */.Jj)('**/*.', stems),
];
const CONTAINER_BUILD_GLOBS = [...suffixed(runnable/* CONTAINER_BUILD_STEMS */.OH), ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* BAKE_NAMES */.V5)];
const CI_GLOBS = [
    ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* CI_FOLDERS */.d5, '/**'),
    ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* CI_FILE_STEMS */.T7, '.{yml,yaml}'),
    ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* CI_FILE_NAMES */.p$),
    '**/action.{yml,yaml}',
    ...suffixed(runnable/* PIPELINE_STEMS */.kE),
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
    { id: 'perl', title: 'Perl scripts and modules', group: 'code', globs: ['**/*.{pl,pm}'] },
    {
        id: 'shell',
        title: 'Shell scripts (POSIX, C shell, fish, PowerShell, batch, VBScript), git hooks, make and just recipes',
        group: 'code',
        globs: SHELL_GLOBS,
    },
    { id: 'ci-workflows', title: 'CI workflows, the files of CI and editor folders, action metadata', group: 'delivery', globs: CI_GLOBS },
    {
        id: 'containers',
        title: 'Container build and compose files',
        group: 'delivery',
        globs: [...CONTAINER_BUILD_GLOBS, ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* COMPOSE_STEMS */.E4, '*.{yml,yaml}'), '**/.dockerignore'],
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

// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/repo-path.ts
var repo_path = __webpack_require__(11347);
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
/** The repository path a configuration's document path names, when that is inside `_bmad/`. */
const bmadPath = (docPath) => {
    const path = (0,repo_path/* repoPath */.q)(docPath);
    return path?.startsWith('_bmad/') ? path : undefined;
};
/** `read()` as a promise: its throw a rejection. */
const settled = (read) => new Promise((resolve) => resolve(read()));
// Synchronous reads of a few small files: node:fs/promises would load readline and its kin at start-up.
function workTreeFiles(root) {
    return {
        file: (name) => settled(() => {
            // No link followed, no FIFO waited on, never read past the cap: the name may be swapped meanwhile.
            const read = (0,regular_read/* readRegularSync */.Wy)((0,external_node_path_.join)(root, name), CONFIG_FILE_MAX_BYTES);
            if (read.status === 'missing')
                return undefined;
            if (read.status === 'refused')
                throw new errors.ProofgateError(`${name} is not a regular file`);
            if (read.status === 'too-large')
                throw tooLarge(name, read.size, '256 KB');
            return read.bytes.toString('utf8');
        }),
        // Symlinks are resolved, and the real file must still be inside _bmad/.
        doc: (path, where, docPath) => settled(() => {
            let real;
            try {
                real = (0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(root, path));
            }
            catch {
                throw docError(where, docPath, 'does not exist');
            }
            if (!real.startsWith((0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(root, '_bmad')) + external_node_path_.sep))
                throw outside(where, docPath);
            const read = (0,regular_read/* readRegularSync */.Wy)(real, DOC_MAX_BYTES);
            if (read.status === 'missing')
                throw docError(where, docPath, 'does not exist');
            if (read.status === 'refused')
                throw docError(where, docPath, 'is not a regular file');
            if (read.status === 'too-large')
                throw tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, read.size, '64 KB');
            return read.bytes.toString('utf8');
        }),
    };
}
/** Blobs of the commit's tree: a link, a folder or a submodule is not a regular file, and git never follows a link. */
function commitFiles(repo, commit) {
    // Loaded here: reading the work tree's configuration (`review rules`) needs none of git's object code.
    const git = () => Promise.all(/* import() */[__webpack_require__.e(6781), __webpack_require__.e(2735)]).then(__webpack_require__.bind(__webpack_require__, 26781));
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
        file: async (name) => {
            // Every configuration file at the first one's read: a failure is told by the read of each.
            await (configRead ??= prefetch([...new Set([name, ...CONFIG_FILES])], CONFIG_FILE_MAX_BYTES).catch(() => undefined));
            return read(name, CONFIG_FILE_MAX_BYTES, {
                notRegular: new errors.ProofgateError(`${name} is not a regular file`),
                large: (n) => tooLarge(name, n, '256 KB'),
            });
        },
        // Only documents named inside _bmad/ (as projectDoc reads them); a failure is told by the read of each.
        prefetch: (docPaths) => prefetch(docPaths.flatMap((d) => bmadPath(d) ?? []), DOC_MAX_BYTES).catch(() => undefined),
        doc: async (path, where, docPath) => (await read(path, DOC_MAX_BYTES, {
            notRegular: docError(where, docPath, 'is not a regular file'),
            missing: docError(where, docPath, 'does not exist'),
            large: (n) => tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, n, '64 KB'),
        })),
    };
}
/**
 * The configuration of a project: from the work tree under `root`, or from the commit `base.at`.
 * One reader for every configuration of a scope, so that `opened` holds all their documents.
 */
function projectFiles(root, base) {
    const reader = base === undefined ? workTreeFiles(root) : commitFiles(base.repo, base.at);
    const opened = new Set();
    return {
        ...reader,
        opened,
        doc: async (path, where, written) => {
            const text = await reader.doc(path, where, written);
            opened.add(path);
            return text;
        },
    };
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
/**
 * A document a `_bmad/` configuration names, read at the one repository path its spelling names
 * (recorded as that in `files.opened`): refused unless inside `_bmad/`, before anything is read.
 */
async function projectDoc(files, docPath, where) {
    const path = bmadPath(docPath);
    if (path === undefined)
        throw outside(where, docPath);
    return files.doc(path, where, docPath);
}
/**
 * The effective rule set: built-ins, then the project's additions, replacements
 * and removals, read from the work tree under `root`, or from the commit `base.at`
 * (a scope's base commit).
 */
function loadRuleSet(root, base) {
    return readRuleSet(projectFiles(root, base));
}
/** The effective rule set, as `files` read it: a caller that reads more configuration passes the same reader. */
async function readRuleSet(files) {
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
 * The rules that apply to a path, as a function of the path and of the script extension its
 * content gives (script-language.ts): a rule matching either. The glob engine (micromatch, a chunk
 * of its own) loads here, for a caller about to test paths.
 */
async function ruleMatcher(ruleSet) {
    const { compileGlobs } = await Promise.all(/* import() */[__webpack_require__.e(8785), __webpack_require__.e(6479)]).then(__webpack_require__.bind(__webpack_require__, 96479));
    // The globs were checked as the rule set was read: this compiles, and refuses nothing. Without
    // case, as reviewers' triggers: `Migrations/` (EF Core's folder) and `deploy.SH` get their rules.
    const compiled = ruleSet.rules.map((rule) => ({
        rule,
        matches: compileGlobs(rule.globs, `rule ${rule.id} globs`, { braces: true, nocase: true }),
    }));
    return (path, script) => compiled.filter((c) => c.matches(path) || (script !== undefined && c.matches(`${path}.${script}`))).map((c) => c.rule);
}
/**
 * The rules of the working-tree file at `path`, for the preview commands (`review rules PATH`,
 * `review reviewers PATH`): by its name and by its content (its interpreter line, or its mode).
 */
function previewRules(match, root, path) {
    return match(path, (0,script_language/* workTreeScript */.lP)(root, path));
}


/***/ }),

/***/ 52543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ COMPOSE_STEMS),
/* harmony export */   G9: () => (/* binding */ RUNS_HERE),
/* harmony export */   OH: () => (/* binding */ CONTAINER_BUILD_STEMS),
/* harmony export */   Ql: () => (/* binding */ alternation),
/* harmony export */   Sc: () => (/* binding */ HOOK_FOLDERS),
/* harmony export */   T7: () => (/* binding */ CI_FILE_STEMS),
/* harmony export */   V5: () => (/* binding */ BAKE_NAMES),
/* harmony export */   W3: () => (/* binding */ POLICY_HERE),
/* harmony export */   YG: () => (/* binding */ SHELL_NAMES),
/* harmony export */   d5: () => (/* binding */ CI_FOLDERS),
/* harmony export */   gd: () => (/* binding */ SHELL_EXTENSIONS),
/* harmony export */   kE: () => (/* binding */ PIPELINE_STEMS),
/* harmony export */   mP: () => (/* binding */ RECIPE_STEMS),
/* harmony export */   oH: () => (/* binding */ COMMAND_FILE_STEMS),
/* harmony export */   p$: () => (/* binding */ CI_FILE_NAMES),
/* harmony export */   tM: () => (/* binding */ readsBefore),
/* harmony export */   yd: () => (/* binding */ COMMAND_FILE_NAMES)
/* harmony export */ });
/* unused harmony exports POLICY_NAMES, POLICY_FOLDERS, POLICY_ORDERS */
/**
 * The names of code that runs, in one place: what needs a person when left out of review
 * (attention.ts), the files whose commands are read for the files they name (action-code.ts), the
 * built-in rules that give such a file its specialist (builtin-rules.ts) and the security
 * reviewer's triggers (builtin-reviewers.ts) are all made from these lists, so none knows a file
 * runs that the others miss.
 * Matched without case. No imports: the build imports builtin-rules.ts to hash it.
 */
/** Folders at the root whose files a CI system or an editor runs. */
const CI_FOLDERS = [
    '.github',
    '.gitea',
    '.forgejo',
    '.gitlab',
    '.circleci',
    '.buildkite',
    '.devcontainer',
    '.vscode',
    '.woodpecker',
    '.tekton',
    '.semaphore',
    '.azure-pipelines',
];
/**
 * Files a forge reads as repository policy, which a branch rule enforces: code owners, whose review
 * a pull request then needs. Only files that change what is enforced (`SECURITY.md` is advice).
 */
const POLICY_NAMES = ['CODEOWNERS'];
/** Where a forge looks for them besides the root: GitHub's `.github/` and `docs/` (the first found wins), GitLab's, Gitea's and Forgejo's own folders. */
const POLICY_FOLDERS = ['.github', '.gitlab', '.gitea', '.forgejo', 'docs'];
/** Folders of git hooks (husky's, and the usual `core.hooksPath`): each file there is a shell script. */
const HOOK_FOLDERS = ['.husky', '.githooks'];
/** CI files other systems read at the root, each as `.yml` or `.yaml`. */
const CI_FILE_STEMS = [
    '.gitlab-ci',
    '.travis',
    'azure-pipelines',
    'bitbucket-pipelines',
    '.drone',
    '.woodpecker',
    '.pre-commit-config',
    '.pre-commit-hooks',
    '.taskcluster',
    'appveyor',
    '.appveyor',
    '.cirrus',
    'cloudbuild',
    'codefresh',
    'buildkite',
    'buildspec',
    '.gitpod',
    'lefthook',
    '.lefthook',
    'lefthook-local',
    '.lefthook-local',
];
/** CI files other systems read at the root by their whole name: Drone's Jsonnet and Starlark pipelines. */
const CI_FILE_NAMES = ['.drone.jsonnet', '.drone.star'];
/** Pipelines named like a container build: alone, with any suffix (`Jenkinsfile.release`, `-x`) or as an extension (`deploy.Jenkinsfile`). */
const PIPELINE_STEMS = ['Jenkinsfile'];
/** Container builds: the name alone, with any suffix (`Dockerfile.prod`, `-prod`, `_prod`) or as an extension (`api.Containerfile`). */
const CONTAINER_BUILD_STEMS = ['Dockerfile', 'Containerfile'];
/** Compose files: each stem with anything after it, as `.yml` or `.yaml` (`docker-compose.override.yml`). */
const COMPOSE_STEMS = ['docker-compose', 'compose'];
/** Scripts a shell or Windows Script Host runs by their extension: POSIX shells, C shells, fish, Bats tests, macOS `.command`, PowerShell, batch, VBScript, make includes (a recipe runs in a shell). */
const SHELL_EXTENSIONS = [
    'sh',
    'bash',
    'zsh',
    'ksh',
    'csh',
    'tcsh',
    'fish',
    'bats',
    'command',
    'ps1',
    'psm1',
    'bat',
    'cmd',
    'vbs',
    'vbe',
    'wsf',
    'mk',
    'mak',
];
/** Files of recipes a shell runs (make, just, a Procfile), by their name alone or with a suffix (`Makefile.common`, `Procfile.dev`). */
const RECIPE_STEMS = ['Makefile', 'GNUmakefile', 'justfile', '.justfile', 'Procfile'];
/** Files a shell sources by their name: a package build (makepkg), `.envrc` (direnv), start-up files, autoconf's shell template. */
const SHELL_NAMES = [
    'PKGBUILD',
    '.envrc',
    '.profile',
    '.bashrc',
    '.bash_profile',
    '.bash_login',
    '.bash_logout',
    '.zshrc',
    '.zshenv',
    '.zprofile',
    '.zlogin',
    '.zlogout',
    '.kshrc',
    '.cshrc',
    '.tcshrc',
    '.login',
    '.logout',
    'configure.ac',
    'configure.in',
];
/** Container builds besides a Dockerfile: buildx bake files, whose targets name the Dockerfiles and contexts built. */
const BAKE_NAMES = ['docker-bake.hcl', 'docker-bake.json', 'docker-bake.override.hcl', 'docker-bake.override.json'];
/**
 * Build and run files anywhere in a repository whose commands run (package scripts on install,
 * `yarnPath`, a task runner's tasks, a host's build command), by their path's end: they dispatch
 * the security reviewer and are searched for the files they name.
 */
const COMMAND_FILE_NAMES = [
    'package.json',
    '.pnpmfile.cjs',
    'Rakefile',
    'Taskfile.yml',
    'Taskfile.yaml',
    'Taskfile.dist.yml',
    'Taskfile.dist.yaml',
    '.yarnrc.yml',
    '.yarnrc',
    'bunfig.toml',
    'deno.json',
    'deno.jsonc',
    'tox.ini',
    'noxfile.py',
    'netlify.toml',
    'vercel.json',
    'turbo.json',
    'nx.json',
    'project.json',
    '.cargo/config',
    '.cargo/config.toml',
    // Manifests an install or a build runs code from: composer's scripts, a Gemfile (Ruby bundler
    // evaluates), pyproject's build backend and task tables, setup.py, Gradle, Maven and sbt builds
    // (their plugins run), a Cargo build script, mise and pixi tasks, npm's `script-shell`, a Vagrantfile.
    'composer.json',
    'Gemfile',
    'gems.rb',
    'Pipfile',
    'pyproject.toml',
    'setup.py',
    'build.gradle',
    'build.gradle.kts',
    'settings.gradle',
    'settings.gradle.kts',
    'pom.xml',
    'build.sbt',
    'build.rs',
    'mise.toml',
    '.mise.toml',
    'pixi.toml',
    '.npmrc',
    'Vagrantfile',
];
/** Tool configurations that load code, with any suffix (`.mocharc.yml`'s `require`, `.lintstagedrc.json`'s commands). */
const COMMAND_FILE_STEMS = ['.mocharc', '.nycrc', '.lintstagedrc', '.huskyrc'];
/** The names as alternatives of a regular expression (their dots literal). */
const alternation = (names) => names.map((n) => n.replace(/[.]/g, '\\.')).join('|');
/**
 * Folders whose files a CI system, an editor or git hooks run, and the CI files other systems read
 * at the repository's root: a secret, generated or vendored name there still runs, and a deletion
 * or a rename away stops what ran.
 */
const RUNS_HERE = new RegExp(`^(?:(?:${alternation([...CI_FOLDERS, ...HOOK_FOLDERS])})/|(?:${alternation(CI_FILE_STEMS)})\\.ya?ml$|(?:${alternation(CI_FILE_NAMES)})$|(?:${alternation(PIPELINE_STEMS)})(?:[._-][^/]*)?$|[^/]*\\.(?:${alternation(PIPELINE_STEMS)})$)`, 'i');
/**
 * Policy files where a forge reads them, in any case (a forge on a case-insensitive store, or one
 * that lowers the name, takes `codeowners` too: failing closed costs a person a look): a deletion,
 * a rename away or a pattern that leaves one out drops an enforced review with no line to read.
 */
const POLICY_HERE = new RegExp(`^(?:(?:${alternation(POLICY_FOLDERS)})/)?(?:${alternation(POLICY_NAMES)})$`, 'i');
/**
 * The places ('' the root) each forge reads a policy file from, in its documented order: the first
 * found wins, so one added earlier in an order takes the place of the one the base holds. GitHub's,
 * GitLab's and Gitea's; Forgejo documents none for `.forgejo/`, so that folder fails closed.
 */
const POLICY_ORDERS = [
    ['.github', '', 'docs'],
    ['', 'docs', '.gitlab'],
    ['', 'docs', '.gitea'],
];
/** Where a POLICY_HERE path lies in the orders: its folder in lower case, as POLICY_HERE matches it. */
const policyPlace = (path) => path.slice(0, Math.max(path.lastIndexOf('/'), 0)).toLowerCase();
/**
 * True when a forge may read a policy file added at `added` before (so instead of) the one the base
 * holds at `held`, both POLICY_HERE paths: earlier in an order that reads both, or in the same
 * folder under another spelling (which one a forge takes is not documented), or a place no order
 * lists.
 */
function readsBefore(added, held) {
    if (added === held)
        return false;
    const [a, h] = [policyPlace(added), policyPlace(held)];
    const listed = (place) => POLICY_ORDERS.some((order) => order.includes(place));
    if (!listed(a) || !listed(h))
        return true;
    return POLICY_ORDERS.some((order) => order.includes(a) && order.includes(h) && order.indexOf(a) <= order.indexOf(h));
}


/***/ }),

/***/ 43512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lP: () => (/* binding */ workTreeScript),
/* harmony export */   xM: () => (/* binding */ contentScript)
/* harmony export */ });
/* unused harmony exports BY_INTERPRETER, scriptExtension */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_encoding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58922);
/**
 * A script's language, told by its content whatever its name (`scripts/deploy`, `deploy.prod`,
 * `x.cgi`, `x.conf`): rules are matched against its path and against the path with the
 * interpreter's extension added, so `#!/usr/bin/env bash` gets the shell rule and the reviewers
 * that rule dispatches, whatever the file is called.
 */



/** Interpreters by their usual extension (each one a built-in rule matches); a version suffix (`python3.12`, `php8`) is the same language. */
const BY_INTERPRETER = [
    [/^(?:ba|da|z|k|mk|pdk|ok|lk|ya|po|a|c|tc)?sh[\d.]*$|^fish$/, 'sh'],
    [/^(?:python|pypy)[\d.]*(?:t|d|-dbg)?$/, 'py'],
    [/^(?:node|nodejs|deno|bun|zx)$/, 'js'],
    [/^(?:ts-node|tsx)$/, 'ts'],
    [/^j?ruby[\d.]*$/, 'rb'],
    [/^php[\d.]*$/, 'php'],
    [/^perl[\d.]*$/, 'pl'],
    [/^(?:pwsh|powershell)$/, 'ps1'],
    // `#!/usr/bin/make -f`: its recipes run in a shell.
    [/^[gb]?make$/, 'mk'],
    // Shells by other names, and interpreters whose work is running commands (expect spawns them, awk's
    // system(), GNU sed's `e`): shell, whose rule dispatches security.
    [/^(?:nu|elvish|xonsh|ysh|rc|execlineb|expect|tclsh[\d.]*|[gmn]?awk|sed)$/, 'sh'],
];
/** The first line of an interpreter line is read up to this many bytes (Linux reads 256). */
const LINE_MAX_BYTES = 512;
const WRAPPERS = new Map([
    ['env', { values: '-u --unset -C --chdir', split: /^(?:-[iv0]*S|--split-string=)(?=.)/ }],
    [
        'sudo',
        {
            values: '-C -D -g -h -p -R -r -T -t -U -u --close-from --chdir --group --host --prompt --chroot --role --command-timeout --type --other-user --user',
        },
    ],
    ['doas', { values: '-C -u' }],
    ['runuser', { values: '-u -g -G --user --group --supp-group' }],
    ['timeout', { operands: 1, values: '-k -s --kill-after --signal' }],
    ['nice', { values: '-n --adjustment' }],
    ['nohup', {}],
    ['setsid', {}],
    ['time', { values: '-f -o --format --output' }],
    ['stdbuf', { values: '-i -o -e --input --output --error' }],
    ['chrt', { operands: 1, values: '-T -P -D --sched-runtime --sched-period --sched-deadline' }],
    ['ionice', { values: '-c -n -p -P -u --class --classdata' }],
    ['taskset', { operands: 1 }],
    ['flock', { operands: 1, values: '-w -E --timeout --conflict-exit-code' }],
    ['chroot', { operands: 1, values: '--userspec --groups' }],
    ['fakeroot', { values: '-l -s -i --lib --faked' }],
    [
        'xargs',
        {
            values: '-a -d -E -I -L -n -P -s --arg-file --delimiter --max-args --max-lines --max-procs --max-chars --process-slot-var',
        },
    ],
    ['busybox', {}],
    // su and sg hand every word to a shell (`su -c bash`, `su root x`): shell whatever follows.
    ['su', { operands: Infinity }],
    ['sg', { operands: Infinity }],
    [
        'unshare',
        {
            values: '-R -w -S -G --root --wd --setuid --setgid --map-user --map-group --map-users --map-groups --propagation --setgroups --monotonic --boottime',
        },
    ],
    [
        'setpriv',
        {
            values: '--ambient-caps --inh-caps --bounding-set --ruid --euid --rgid --egid --reuid --regid --groups --securebits --pdeathsig --selinux-label --apparmor-profile',
        },
    ],
    [
        'systemd-run',
        {
            values: '-H -M -u -p -E --host --machine --unit --property --description --slice --service-type --uid --gid --nice --working-directory --setenv --on-active --on-boot --on-calendar',
        },
    ],
    ['strace', { values: '-a -b -e -E -I -o -O -p -P -s -S -u -U -X --env --attach --user --trace-path --output --string-limit' }],
    ['ltrace', { values: '-a -A -D -e -F -l -n -o -p -s -u -w -x --output --library --indent --align --config' }],
    ['valgrind', {}],
    ['catchsegv', {}],
    ['eatmydata', {}],
    ['gosu', { operands: 1 }],
    ['su-exec', { operands: 1 }],
    ['tini', { values: '-p -e' }],
    ['dumb-init', { values: '-r --rewrite' }],
    ['xvfb-run', { values: '-n -s -e -f -p -w --server-num --server-args --error-file --auth-file --xauth-protocol --wait' }],
    ['bundle', { subcommands: ['exec'], values: '--gemfile' }],
    // dotenv-cli's `dotenv -e .env -- bash`, python-dotenv's `dotenv -f .env run bash`.
    ['dotenv', { subcommands: ['run'], values: '-e -v -c -f --file' }],
    ['direnv', { subcommands: ['exec'], operands: 1 }],
    ['mise', { subcommands: ['exec', 'x'], values: '-C --cd -E --env -j --jobs' }],
    ['asdf', { subcommands: ['exec'] }],
    ['npx', { values: '-p --package' }],
    ['bunx', { values: '-p --package' }],
    ['pnpx', {}],
    ['npm', { subcommands: ['exec', 'x'], values: '-p --package -w --workspace -C --prefix' }],
    ['pnpm', { subcommands: ['exec', 'dlx'], values: '-C --dir -F --filter --package' }],
    ['yarn', { subcommands: ['exec', 'dlx', 'run'], values: '-p --package --cwd' }],
    ['poetry', { subcommands: ['run'], values: '-C -P --directory --project' }],
    ['pipenv', { subcommands: ['run'] }],
    ['pdm', { subcommands: ['run'], values: '-p --project --venv' }],
    ['hatch', { subcommands: ['run'], values: '-e --env' }],
    ['rye', { subcommands: ['run'] }],
    ['pipx', { subcommands: ['run'], values: '--spec --python' }],
    ['pixi', { subcommands: ['run', 'exec'], values: '-e --environment --manifest-path' }],
    ['conda', { subcommands: ['run'], values: '-n -p --name --prefix' }],
    ['mamba', { subcommands: ['run'], values: '-n -p --name --prefix' }],
    ['micromamba', { subcommands: ['run'], values: '-n -p --name --prefix' }],
]);
/** Whether an option word leaves its value to the next word: `-u`, `--user`, a cluster ending in one (`-Eu`); not `-uroot` or `--user=root`. */
function takesValue(word, values) {
    const takes = values.split(' ');
    if (word.startsWith('--'))
        return takes.includes(word);
    for (let i = 1; i < word.length; i++)
        if (takes.includes(`-${word[i]}`))
            return i === word.length - 1;
    return false;
}
/** Where the command a wrapper runs stands in `words` (its options, `VAR=value` words, `--` and its operands skipped), or past the end. */
function commandAt(words, at, { operands = 0, subcommands = [], values = '', split }) {
    let left = operands;
    let subs = subcommands;
    let options = true;
    for (; at < words.length; at++) {
        const word = words[at];
        const joined = options ? split?.exec(word) : null;
        // Read again as the words it holds.
        if (joined)
            words[at--] = word.slice(joined[0].length);
        else if (options && word === '--')
            options = false;
        else if (options && word.length > 1 && word.startsWith('-'))
            at += takesValue(word, values) ? 1 : 0;
        else if (word.includes('='))
            continue;
        else if (subs.includes(word))
            subs = [];
        else if (left > 0)
            left--;
        else
            return at;
    }
    return at;
}
/** The words of the interpreter line and the `#! nix-shell` lines after it, whose last `-i` names the interpreter nix-shell runs. */
function nixShellWords(data) {
    return [...data.toString('latin1', 0, LINE_MAX_BYTES * 4).matchAll(/^#!.*?\bnix-shell\b(.*)$/gm)].flatMap(([, rest]) => lineWords(rest));
}
/** Words as `env -S` splits them: quotes removed wherever they stand, `\_` a space. */
function lineWords(line) {
    return line
        .replace(/\\_/g, ' ')
        .replace(/["']/g, '')
        .split(/[ \t\r]+/)
        .filter(Boolean);
}
const interpreterExtension = (name) => BY_INTERPRETER.find(([re]) => re.test(name))?.[1];
const known = (name) => WRAPPERS.has(name) || interpreterExtension(name) !== undefined || name === 'nix-shell' || /^uvx?$/.test(name);
/**
 * The extension of the language `data`'s interpreter line runs it as, or undefined: no `#!`, or
 * an interpreter not listed. Wrappers (`env`, `sudo`, `timeout 60`, `nice -n 5`, `npm exec`,
 * `poetry run`, `busybox`, …) are read through, one after another, to the command they run (each
 * step moves on by a word at least, so a line of 512 bytes ends it); `uv run` is Python, nix-shell
 * runs its `-i`. A wrapper whose command is not on the line (`sudo -s`, `npx -c '…'`) runs one all
 * the same: shell, as for a shell's; so does a word after a wrapper that names no interpreter listed
 * (`env -S bundler exec ruby`, an option's value not listed here): the wrapper runs something. A
 * UTF-8 BOM before `#!` is no interpreter line to the kernel: a shell that runs the file runs it as shell.
 */
function scriptExtension(data) {
    if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf && data[3] === 0x23 && data[4] === 0x21)
        return 'sh';
    if (data[0] !== 0x23 || data[1] !== 0x21)
        return undefined;
    const end = data.subarray(0, LINE_MAX_BYTES).indexOf(0x0a);
    const words = lineWords(data.toString('latin1', 2, end < 0 ? Math.min(data.length, LINE_MAX_BYTES) : end));
    for (let at = 0; at < words.length;) {
        const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(words[at]);
        if (name === 'uv' || name === 'uvx')
            return 'py';
        if (name === 'nix-shell') {
            const nix = nixShellWords(data);
            const i = nix.lastIndexOf('-i');
            return (i >= 0 && i + 1 < nix.length ? interpreterExtension((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(nix[i + 1])) : undefined) ?? 'sh';
        }
        const wrapper = WRAPPERS.get(name);
        const language = wrapper ? undefined : interpreterExtension(name);
        if (language)
            return language;
        // Past the first word, a wrapper runs this one: shell. A first word not listed that names a
        // listed interpreter or wrapper after it (`with-contenv bash`, `pkexec bash`, `arch -arm64
        // bash`) is a wrapper not listed: read on from that word.
        if (!wrapper) {
            if (at > 0)
                return 'sh';
            const next = words.findIndex((w, k) => k > 0 && !w.startsWith('-') && !w.includes('=') && known((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(w)));
            if (next < 0)
                return undefined;
            at = next;
            continue;
        }
        at = commandAt(words, at + 1, wrapper);
    }
    return words.length ? 'sh' : undefined;
}
/**
 * The script extension of content: its interpreter line's, else shell for a text file (no NUL
 * byte, which a shell refuses to run) git records executable: a shell runs one with no `#!` as
 * shell. Else undefined.
 */
function contentScript(data, executable) {
    return scriptExtension(data) ?? (executable && !data.includes(0) && (0,_text_encoding_js__WEBPACK_IMPORTED_MODULE_2__/* .isText */ .K)(data) ? 'sh' : undefined);
}
/**
 * The script extension of the working-tree file at `path` (the preview commands' `review rules
 * PATH`, `review reviewers PATH`), read from its first bytes and its mode; undefined when it names
 * none or is no regular file there. A scope reads the version it seals instead.
 */
function workTreeScript(root, path) {
    let fd;
    try {
        // No link followed, no FIFO waited on; node:fs, which every command has loaded already.
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile())
            return undefined;
        const head = Buffer.alloc(LINE_MAX_BYTES);
        return contentScript(head.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, LINE_MAX_BYTES, 0)), (stat.mode & 0o111) !== 0);
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
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
    'ci-workflows.md': '51aed5fa755818625605abc3a1f93a313fcd3fb257541ac2bdec71ec7c9ac99b',
    'configuration.md': '1fcc76c66d00e80a97555cd06bf06bc5f207834fe46607be300f9a8b5106bb81',
    'containers.md': '6b2f157b7de701f09642e6540833eda9b2127a6209703b694beed26e4d735345',
    'csharp.md': '80ac9774d62fca632301aa540d0455c591566e76de96e6e3a012dd7e076666ca',
    'general.md': '0926f82b5b098c1874bb59de30faa41b9e43256f4d9a9f2746b1d86cb4077e52',
    'go.md': '3850d9896f74caea5cba2c7d87183e442734fb289eef431c28f0976a894c91e0',
    'java-kotlin.md': '2a28dad259e7013f2a624c51e5fa6cafa5e5abc12ee64c6e55cfe9f62391b70d',
    'javascript-typescript.md': '94bf1847a7b7928e91008ef642f6e996fee929e585f7551807febcd722a5d83f',
    'perl.md': '12b76f094edc54d394eb3c84fe3490235c88cfca57321170769e08c9ee529d9f',
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
    'shell.md': '8a9668719c50841f4d7c1606116b007d0c240cccef8f291c6700363a9f1bd195',
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
const BUILTIN_RULE_SET_SHA256 = 'd1a088773b8d1b9c1a51457b88a15cbed22e67c483e1fa4b607329b9ca3487a4';


/***/ }),

/***/ 58922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ isText),
/* harmony export */   Q: () => (/* binding */ declaredEncoding)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
// What content is text to a reader of UTF-8: no heavy import, for the start-up path of the preview commands.

/**
 * Text is content that decodes as UTF-8, NUL bytes included, and declares no other encoding
 * (declaredEncoding). Not git's test (a NUL in the first 8000 bytes) and no attribute: one byte or
 * one `.gitattributes` line must not take code out of review.
 */
function isText(data) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(data) && declaredEncoding(data) === undefined;
}
/** Names that decode as UTF-8 does: its aliases and Emacs' line-end suffixes, and ASCII, a subset. */
const UTF8_NAMES = /^(?:utf-?8(?:-[a-z\d]+)*|(?:us-)?ascii)$/;
/** What follows `coding` in a declaration: `:` or `=`, then the name (quoted in XML). */
const NAMED = /[ \t\f]*[:=][ \t\f]*["']?([-\w.]{1,64})/y;
/** A line that opens with a `#` comment or an XML declaration. */
const OPENING = /[ \t\f]*(#|<\?xml)/y;
/**
 * The first encoding other than UTF-8 the first two lines declare, or undefined: an interpreter
 * decodes such a file otherwise than a reader of UTF-8 sees it (UTF-7's `+AAo-` is a line feed).
 * A declaration, as interpreters read it and in any case: `coding` followed by `:` or `=` and a
 * name, in a line that starts with a `#` comment (Python's PEP 263, Ruby's magic comment, Vim's
 * `fileencoding=`), after Emacs' `-*-` in any language's comment, or in an XML declaration's
 * `encoding=`. Each `coding` is looked at once, whatever the lines hold: linear in their length
 * (a pattern of `-*-.*?coding` took minutes over a long line of `-*-`).
 */
function declaredEncoding(data) {
    // Lines end at LF, CR or CRLF, as Python's tokenizer ends them: `\r# coding: utf-7` is a second line there.
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
    const eol = (from) => {
        const [lf, cr] = [bytes.indexOf(10, from), bytes.indexOf(13, from)];
        return lf < 0 ? (cr < 0 ? bytes.length : cr) : cr < 0 ? lf : Math.min(lf, cr);
    };
    const first = eol(0);
    const end = first >= bytes.length ? first : eol(first + (bytes[first] === 13 && bytes[first + 1] === 10 ? 2 : 1));
    const head = bytes
        .toString('latin1', 0, end)
        .replace(/^\xef\xbb\xbf/, '')
        .toLowerCase();
    // Per line (at most two), once: whether it opens with a `#` comment or an XML declaration, and where its first `-*-` is.
    const ending = /\r\n?|\n/.exec(head);
    const next = ending ? ending.index + ending[0].length : head.length;
    const lines = [0, next].map((start) => {
        OPENING.lastIndex = start;
        const emacs = head.indexOf('-*-', start);
        return { opening: OPENING.exec(head)?.[1], emacs: start > 0 || emacs < next ? emacs : -1 };
    });
    // An XML declaration may go on to the second line.
    lines[1].opening ??= lines[0].opening === '<?xml' ? '<?xml' : undefined;
    for (let at = head.indexOf('coding'); at >= 0; at = head.indexOf('coding', at + 1)) {
        const line = lines[at < next ? 0 : 1];
        if (!line.opening && !(line.emacs >= 0 && line.emacs < at))
            continue;
        NAMED.lastIndex = at + 'coding'.length;
        const name = NAMED.exec(head)?.[1];
        if (name !== undefined && !UTF8_NAMES.test(name.replaceAll('_', '-')))
            return name;
    }
    return undefined;
}


/***/ }),

/***/ 11347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ repoPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _trim_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43675);


/**
 * The one repository path a path written in a configuration names: `./a/b`, `a//b`, `a/x/../b` and
 * `a/b/` are all `a/b`, as git spells it. Every path read from a configuration goes through here
 * before it is stored or compared, so no spelling can miss a comparison with git's paths. Undefined
 * when it names no path inside the repository: absolute, `..` past the top, or the top itself.
 */
function repoPath(written) {
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(written))
        return undefined;
    const path = (0,_trim_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEndOf */ .f)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(written), '/');
    return path === '.' || path === '' || path === '..' || path.startsWith('../') ? undefined : path;
}


/***/ })

};
