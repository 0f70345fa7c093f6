export const id = 2763;
export const ids = [2763];
export const modules = {

/***/ 63437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hl: () => (/* binding */ headRanges),
/* harmony export */   Xw: () => (/* binding */ diffChanges),
/* harmony export */   eP: () => (/* binding */ diffsOf),
/* harmony export */   wo: () => (/* binding */ inspectUntracked)
/* harmony export */ });
/* unused harmony exports parseRawNumstat, looksBinary, countLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);




const ZERO = /^0+$/;
const RAW = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])(\d*)$/;
function kindOf(mode) {
    if (mode === '120000')
        return 'symlink';
    if (mode === '160000')
        return 'submodule';
    return 'file';
}
function statusOf(letter, srcMode, dstMode, srcOid, dstOid) {
    switch (letter) {
        case 'A':
            return 'added';
        case 'D':
            return 'deleted';
        case 'R':
            return 'renamed';
        case 'T':
            return 'type-changed';
        default:
            return srcMode !== dstMode && srcOid === dstOid && !ZERO.test(dstOid) ? 'mode-changed' : 'modified';
    }
}
/**
 * Parses `git diff --raw --numstat -z` (raw records first, then numstat). Every
 * path is taken positionally after its record, so no file name can be mistaken
 * for a record, whatever bytes it holds.
 */
function parseRawNumstat(out) {
    const tok = out.split('\0');
    if (tok[tok.length - 1] === '')
        tok.pop();
    const changes = [];
    const byPath = new Map();
    let i = 0;
    while (i < tok.length && tok[i].startsWith(':')) {
        const m = RAW.exec(tok[i]);
        if (!m)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i].slice(0, 80))}`);
        const [, srcMode, dstMode, srcOid, dstOid, letter] = m;
        const twoPaths = letter === 'R' || letter === 'C';
        const first = tok[i + 1];
        const second = twoPaths ? tok[i + 2] : undefined;
        if (first === undefined || (twoPaths && second === undefined))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError('truncated git diff output');
        const status = letter === 'C' ? 'added' : statusOf(letter, srcMode, dstMode, srcOid, dstOid);
        const deleted = status === 'deleted';
        const change = {
            path: twoPaths ? second : first,
            status,
            kind: kindOf(deleted ? srcMode : dstMode),
            blob: deleted || ZERO.test(dstOid) ? '' : dstOid,
            added: 0,
            deleted: 0,
        };
        if (letter === 'R')
            change.from = first;
        changes.push(change);
        byPath.set(change.path, change);
        i += twoPaths ? 3 : 2;
    }
    while (i < tok.length) {
        const t = tok[i];
        const tab1 = t.indexOf('\t');
        const tab2 = t.indexOf('\t', tab1 + 1);
        if (tab1 < 0 || tab2 < 0)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`unexpected git numstat output: ${JSON.stringify(t.slice(0, 80))}`);
        const a = t.slice(0, tab1);
        const d = t.slice(tab1 + 1, tab2);
        let path = t.slice(tab2 + 1);
        if (path === '') {
            path = tok[i + 2] ?? '';
            i += 3;
        }
        else
            i += 1;
        const change = byPath.get(path);
        if (!change)
            continue;
        change.added = a === '-' ? null : Number(a);
        change.deleted = d === '-' ? null : Number(d);
    }
    return changes;
}
async function diffChanges(repo, { from, to, range }) {
    const args = [
        '-c',
        'core.quotePath=false',
        'diff',
        '--raw',
        '--numstat',
        '-z',
        '-M',
        '--no-abbrev',
        '--no-ext-diff',
        '--no-textconv',
        '--ignore-submodules=none',
        from,
    ];
    if (to)
        args.push(to);
    args.push('--');
    const changes = parseRawNumstat(await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, args));
    if (to === null && !range) {
        const untracked = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-standard', '-z']))
            .split('\0')
            .filter(Boolean);
        for (const path of untracked) {
            changes.push({ path, status: 'added', kind: 'file', blob: '', added: 0, deleted: 0, untracked: true });
        }
    }
    return changes;
}
/** git's own binary test: a NUL byte in the first 8000 bytes. */
function looksBinary(data) {
    const end = Math.min(data.length, 8000);
    for (let i = 0; i < end; i++)
        if (data[i] === 0)
            return true;
    return false;
}
function countLines(data) {
    if (data.length === 0)
        return 0;
    let n = 0;
    for (let i = 0; i < data.length; i++)
        if (data[i] === 10)
            n++;
    return data[data.length - 1] === 10 ? n : n + 1;
}
const UNTRACKED_MAX_BYTES = 16 * 1024 * 1024;
/** Fills in kind, line count and binary state of an untracked file, reading it only now that it is kept. */
async function inspectUntracked(root, change) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, change.path);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full);
    if (info.isSymbolicLink()) {
        change.kind = 'symlink';
        change.added = 1;
        return { symlinkTarget: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(full) };
    }
    if (!info.isFile() || info.size > UNTRACKED_MAX_BYTES) {
        change.added = null;
        change.deleted = null;
        return {};
    }
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(full, 'r');
    try {
        const data = await fh.readFile();
        if (looksBinary(data)) {
            change.added = null;
            change.deleted = null;
        }
        else
            change.added = countLines(data);
    }
    finally {
        await fh.close();
    }
    return {};
}
/**
 * `git diff -U<context>` of each path, from a few git processes (500 paths each) rather than one per file.
 * Each file's part is taken only when its header names the path exactly; a path git quotes in
 * the header is asked for on its own, so no file can be given another's hunks.
 */
async function diffsOf(repo, base, head, paths, context = 0) {
    const args = [
        '-c',
        'core.quotePath=false',
        'diff',
        '--no-renames',
        `-U${context}`,
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        base,
        head,
        '--',
    ];
    const out = new Map();
    for (let i = 0; i < paths.length; i += 500) {
        const group = paths.slice(i, i + 500);
        const byHeader = new Map(group.map((p) => [`diff --git a/${p} b/${p}`, p]));
        for (const part of (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, [...args, ...group])).split(/^(?=diff --git )/m)) {
            const path = byHeader.get(part.slice(0, part.indexOf('\n')));
            if (path !== undefined)
                out.set(path, part);
        }
    }
    for (const p of paths)
        if (!out.has(p))
            out.set(p, await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, [...args, p]));
    return out;
}
const HUNK_HEAD = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm;
/** The head-side line ranges a diff's hunks show (context lines included): where a review comment may sit. */
function headRanges(diff) {
    const ranges = [];
    for (const m of diff.matchAll(HUNK_HEAD)) {
        const count = m[2] === undefined ? 1 : Number(m[2]);
        if (count > 0)
            ranges.push({ start: Number(m[1]), end: Number(m[1]) + count - 1 });
    }
    return ranges;
}


/***/ }),

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export GLOB_MAX_LENGTH */
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
const RANGE = /\{[^}]*\.\.[^}]*\}/;
/**
 * Compiles globs that came from outside (inputs, a project's rules file) with the
 * hazards closed: a length cap, no extglob (ReDoS), no brace ranges (expansion
 * bombs); brace lists are allowed only where `braces` says so.
 */
function compileGlobs(globs, where, options) {
    for (const [i, glob] of globs.entries()) {
        const at = `${where}[${i}]`;
        if (typeof glob !== 'string' || glob.trim() === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: empty glob`);
        if (glob.length > GLOB_MAX_LENGTH)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: glob longer than ${GLOB_MAX_LENGTH} characters`);
        if (/[\u0000-\u001f\u007f]/.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: glob contains a control character`);
        if (EXTGLOB.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`);
        if (!options.braces && /[{}]/.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: brace expansion is not accepted here: ${JSON.stringify(glob)} (give one glob per line instead)`);
        if (RANGE.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`);
    }
    if (globs.length === 0)
        return () => false;
    if (globs.includes('**'))
        return () => true;
    const matchers = globs.map((g) => micromatch__WEBPACK_IMPORTED_MODULE_0___default().matcher(g, { dot: true, noextglob: true, nobrace: !options.braces, posix: false }));
    return (path) => matchers.some((m) => m(path));
}


/***/ }),

/***/ 54926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZI: () => (/* binding */ loadRuleSet),
  NP: () => (/* binding */ rulesFor)
});

// UNUSED EXPORTS: RULES_FILE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/review/builtin-rules.ts
const BUILTIN_RULES = [
    { id: 'general', title: 'Every file: callers, removed behaviour, boundaries, errors, trust, tests', group: 'code', globs: ['**'] },
    {
        id: 'javascript-typescript',
        title: 'JavaScript and TypeScript, JSX, TSX, Vue and Svelte',
        group: 'code',
        globs: ['**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}', '**/*.{vue,svelte}'],
    },
    { id: 'python', title: 'Python', group: 'code', globs: ['**/*.{py,pyi,pyx}'] },
    { id: 'sql-and-migrations', title: 'SQL and schema migrations', group: 'data', globs: ['**/*.sql', '**/migrations/**', '**/migrate/**'] },
    { id: 'shell', title: 'Shell scripts', group: 'code', globs: ['**/*.{sh,bash,zsh,ksh}', '**/.ci/run', '**/bin/*.sh'] },
    {
        id: 'ci-workflows',
        title: 'CI workflows and action metadata',
        group: 'delivery',
        globs: [
            '.github/workflows/*.{yml,yaml}',
            '**/action.{yml,yaml}',
            '.gitlab-ci.yml',
            '**/.circleci/config.yml',
            '**/Jenkinsfile',
            '**/azure-pipelines.yml',
        ],
    },
    {
        id: 'containers',
        title: 'Container build and compose files',
        group: 'delivery',
        globs: [
            '**/Dockerfile',
            '**/Dockerfile.*',
            '**/*.dockerfile',
            '**/Containerfile',
            '**/{docker-compose,compose}*.{yml,yaml}',
            '**/.dockerignore',
        ],
    },
    {
        id: 'configuration',
        title: 'Configuration files',
        group: 'delivery',
        globs: ['**/*.{json,jsonc,json5,yml,yaml,toml,ini,cfg,conf,properties,xml,env.example}', '**/.*rc', '**/*.config.{js,cjs,mjs,ts}'],
    },
];

// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/yaml.ts
var yaml = __webpack_require__(69816);
;// CONCATENATED MODULE: ./src/review/rules.ts








const RULES_FILE = '_bmad/review-rules.yaml';
const DOC_MAX_BYTES = 64 * 1024;
const RULES_FILE_MAX_BYTES = 256 * 1024;
async function builtinRules() {
    return Promise.all(BUILTIN_RULES.map(async (def) => {
        const doc = await (0,promises_.readFile)((0,assets/* assetPath */.Q)('rules', `${def.id}.md`), 'utf8');
        return {
            ...def,
            origin: 'builtin',
            doc,
            docSha256: (0,hash/* sha256 */.sc)(doc),
            matches: (0,globs/* compileGlobs */.t)(def.globs, `rule ${def.id} globs`, { braces: true }),
        };
    }));
}
/** A rule document must be a regular file inside `_bmad/` (after symlinks are resolved), at most 64 KB. */
async function readRuleDoc(root, docPath, where) {
    const bmad = (0,external_node_path_.resolve)(root, '_bmad');
    const target = (0,external_node_path_.resolve)(root, docPath);
    const outside = new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is outside _bmad/ (rule documents live inside _bmad/)`);
    if ((0,external_node_path_.isAbsolute)(docPath) || !target.startsWith(bmad + external_node_path_.sep))
        throw outside;
    let real;
    try {
        real = await (0,promises_.realpath)(target);
    }
    catch {
        throw new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} does not exist`);
    }
    if (!real.startsWith((await (0,promises_.realpath)(bmad)) + external_node_path_.sep))
        throw outside;
    const info = await (0,promises_.lstat)(real);
    if (!info.isFile())
        throw new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is not a regular file`);
    if (info.size > DOC_MAX_BYTES)
        throw new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is ${info.size} bytes; the limit is 64 KB`);
    return (0,promises_.readFile)(real, 'utf8');
}
async function projectRules(root) {
    const file = (0,external_node_path_.join)(root, RULES_FILE);
    let text;
    try {
        const info = await (0,promises_.lstat)(file);
        if (!info.isFile())
            throw new errors.ProofgateError(`${RULES_FILE} is not a regular file`);
        if (info.size > RULES_FILE_MAX_BYTES)
            throw new errors.ProofgateError(`${RULES_FILE} is ${info.size} bytes; the limit is 256 KB`);
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    const { parse } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    let data;
    try {
        (0,yaml/* checkFlowDepth */.y6)(text);
        data = parse(text, { uniqueKeys: true, maxAliasCount: 0, prettyErrors: true, logLevel: 'error' });
    }
    catch (err) {
        throw new errors.ProofgateError(`${RULES_FILE} is not valid YAML: ${err.message.split('\n')[0]}`);
    }
    const { assertSchema } = await __webpack_require__.e(/* import() */ 2135).then(__webpack_require__.bind(__webpack_require__, 72135));
    return assertSchema('review-rules', data, RULES_FILE);
}
/** The effective rule set: built-ins, then the project's additions, replacements and removals. */
async function loadRuleSet(root) {
    const rules = await builtinRules();
    const project = await projectRules(root);
    let source = 'built-in';
    if (project) {
        source = RULES_FILE;
        const seen = new Set();
        for (const [i, def] of (project.rules ?? []).entries()) {
            const where = `${RULES_FILE} rules[${i}] (${def.id})`;
            if (seen.has(def.id))
                throw new errors.ProofgateError(`${where}: duplicate rule id ${JSON.stringify(def.id)}`);
            seen.add(def.id);
            const doc = await readRuleDoc(root, def.doc, where);
            const rule = {
                id: def.id,
                title: def.title,
                group: def.group ?? 'project',
                globs: def.globs,
                origin: 'project',
                doc,
                docSha256: (0,hash/* sha256 */.sc)(doc),
                matches: (0,globs/* compileGlobs */.t)(def.globs, `${where} globs`, { braces: true }),
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
    const identity = rules.map(({ id, title, group, globs, origin, docSha256 }) => ({ id, title, group, globs, origin, docSha256 }));
    return { source, sha256: (0,hash/* sha256 */.sc)((0,hash/* canonicalJson */.dj)(identity)), rules };
}
function rulesFor(ruleSet, path) {
    return ruleSet.rules.filter((r) => r.matches(path));
}


/***/ }),

/***/ 22763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VY: () => (/* binding */ EXCLUSION_REASONS),
  reviewScope: () => (/* binding */ reviewScope)
});

// UNUSED EXPORTS: MAX_CHANGED_FILES, SCOPE_SCHEMA

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(10308);
// EXTERNAL MODULE: ./src/git/diff.ts
var diff = __webpack_require__(63437);
// EXTERNAL MODULE: ./src/review/paths.ts
var paths = __webpack_require__(82536);
// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/review/rules.ts + 1 modules
var rules = __webpack_require__(54926);
// EXTERNAL MODULE: ./src/review/units.ts
var review_units = __webpack_require__(68467);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
;// CONCATENATED MODULE: ./src/review/checklist.ts


/** checklist.md: each rule that applies to a selected file, once, with its document and the files it covers. */
function renderChecklist(scope, ruleSet) {
    const lines = [
        `# Review checklist: ${(0,neutralise.mdCode)(scope.id)}`,
        '',
        `Scope ${(0,neutralise.mdCode)((0,hash/* short */.h0)(scope.scopeSha256))} · ${scope.totals.files} file(s) · ${scope.totals.changedLines} changed line(s) · ${scope.totals.units} unit(s) · ${scope.effort} effort · rule set ${(0,neutralise.mdCode)((0,hash/* short */.h0)(ruleSet.sha256))} (${ruleSet.source})`,
        '',
        'A rule is a prompt to look, not a finding. Quote the code of every finding word for word, and account',
        'for every selected file in `coverage.json` as `completed`, `failed` or `waived` (with a reason).',
    ];
    let applied = 0;
    for (const rule of ruleSet.rules) {
        const files = scope.files.filter((f) => f.rules.includes(rule.id)).map((f) => f.path);
        if (files.length === 0)
            continue;
        applied++;
        lines.push('', `## ${rule.id}: ${rule.title}`, '', `Group \`${rule.group}\` · ${rule.origin} · ${files.length} file(s)`, '');
        lines.push(...files.map((p) => `- ${(0,neutralise.mdCode)(p)}`));
        lines.push('', rule.doc.trim().replace(/^#\s.*\n+/, ''));
    }
    if (applied === 0)
        lines.push('', 'No rule applies: no file is selected.');
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(84466);
// EXTERNAL MODULE: ./src/review/seal.ts
var seal = __webpack_require__(34919);
;// CONCATENATED MODULE: ./src/review/scope.ts

















/** Precedence: the first reason that applies is the one recorded. */
const EXCLUSION_REASONS = [
    'secret',
    'binary',
    'deleted',
    'generated-or-vendored',
    'excluded-by-pattern',
    'not-included',
];
const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';
const MAX_CHANGED_FILES = 50_000;
function checkEffort(effort) {
    if (!review_units/* EFFORTS */.ig.includes(effort))
        throw new errors.ProofgateError(`--effort must be low, medium or high, not ${JSON.stringify(effort)}`);
    return effort;
}
/** Paths in the change that point into the review folder are not part of the change. */
function reviewPrefix(repo, dirAbs) {
    const rel = (0,external_node_path_.relative)(repo.root, dirAbs);
    if (rel === '')
        return '';
    if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return undefined;
    return rel.split('\\').join('/');
}
function inFolder(path, prefix) {
    if (prefix === undefined)
        return false;
    if (prefix === '')
        return true;
    return path === prefix || path.startsWith(`${prefix}/`);
}
/** A symlink whose target names a secret path is a secret too: its target is read from git (or the link), never the file it points to. */
async function secretSymlinks(repo, changes, workspace) {
    const links = changes.filter((c) => c.kind === 'symlink' && c.status !== 'deleted');
    const secret = new Set();
    const fromGit = links.filter((c) => c.blob !== '');
    const blobs = await (0,git.readObjects)(repo.root, fromGit.map((c) => c.blob));
    for (const c of fromGit) {
        const target = blobs.get(c.blob)?.data?.toString('utf8') ?? '';
        if ((0,paths/* isSecretPath */._p)(external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(c.path), target))))
            secret.add(c);
    }
    if (workspace) {
        for (const c of links.filter((l) => l.blob === '' && !l.untracked)) {
            const target = await (0,promises_.readlink)((0,external_node_path_.join)(repo.root, c.path)).catch(() => '');
            if ((0,paths/* isSecretPath */._p)(external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(c.path), target))))
                secret.add(c);
        }
    }
    return secret;
}
async function reviewScope(options) {
    const id = review_folder/* reviewFolder */.B.checkId(options.id);
    const effort = checkEffort(options.effort ?? 'medium');
    const include = options.include ?? [];
    const exclude = options.exclude ?? [];
    const isIncluded = (0,globs/* compileGlobs */.t)(include, '--include', { braces: false });
    const isExcluded = (0,globs/* compileGlobs */.t)(exclude, '--exclude', { braces: false });
    const workspace = options.workspace ?? false;
    if (workspace && options.head !== undefined)
        throw new errors.ProofgateError('--head does not go with --workspace: the head is the working tree on top of HEAD');
    const baseRef = options.base ?? (workspace ? 'HEAD' : 'HEAD~1');
    const headRef = options.head ?? 'HEAD';
    const { repo, shas } = await (0,git.openAndResolve)(options.cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]);
    const [baseSha, headSha] = shas;
    // A commit range diffs from the merge base itself (`base...head`), so git runs
    // both at once; the working tree needs the merge base first. One Promise.all,
    // so that no rejection is left unhandled while another is awaited.
    const basePromise = (0,git/* mergeBase */.wu)(repo, baseSha, headSha);
    const [ruleSet, base, allChanges] = await Promise.all([
        (0,rules/* loadRuleSet */.ZI)(repo.root),
        basePromise,
        workspace
            ? basePromise.then((mb) => (0,diff/* diffChanges */.Xw)(repo, { from: mb, to: null }))
            : (0,diff/* diffChanges */.Xw)(repo, { from: `${baseSha}...${headSha}`, to: null, range: true }),
    ]);
    const dirAbs = (0,external_node_path_.resolve)(options.cwd, options.dir ?? seal/* DEFAULT_REVIEW_DIR */.$);
    const prefix = reviewPrefix(repo, dirAbs);
    const changes = allChanges.filter((c) => !inFolder(c.path, prefix) && !(c.from !== undefined && inFolder(c.from, prefix)));
    if (changes.length > MAX_CHANGED_FILES)
        throw new errors.ProofgateError(`the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES} (review it in smaller scopes with --include)`);
    for (const c of changes) {
        if (c.path.includes('\ufffd'))
            throw new errors.ProofgateError(`a changed path is not valid UTF-8: ${(0,neutralise.visible)(c.path)} (rename it)`);
    }
    const secretLinks = await secretSymlinks(repo, changes, workspace);
    const excluded = [];
    const kept = [];
    for (const c of changes) {
        let reason;
        if ((0,paths/* isSecretPath */._p)(c.path) || (c.from !== undefined && (0,paths/* isSecretPath */._p)(c.from)) || secretLinks.has(c))
            reason = 'secret';
        else {
            if (c.untracked)
                await (0,diff/* inspectUntracked */.wo)(repo.root, c);
            if (c.added === null || c.deleted === null)
                reason = 'binary';
            else if (c.status === 'deleted')
                reason = 'deleted';
            else if ((0,paths/* isGeneratedOrVendored */.Ur)(c.path) && !isIncluded(c.path))
                reason = 'generated-or-vendored';
            else if (isExcluded(c.path))
                reason = 'excluded-by-pattern';
            else if (include.length > 0 && !isIncluded(c.path))
                reason = 'not-included';
        }
        if (reason)
            excluded.push({ path: c.path, reason });
        else
            kept.push(c);
    }
    // In the working tree, seal the content itself: hash each kept file into the object store.
    const unhashed = kept.filter((c) => c.blob === '');
    const regular = unhashed.filter((c) => c.kind === 'file');
    const oids = await (0,git/* hashFiles */.yQ)(repo.root, regular.map((c) => c.path));
    regular.forEach((c, i) => (c.blob = oids[i]));
    for (const c of unhashed.filter((u) => u.kind !== 'file')) {
        const target = Buffer.from(await (0,promises_.readlink)((0,external_node_path_.join)(repo.root, c.path)));
        c.blob = (0,external_node_crypto_.createHash)('sha1').update(`blob ${target.length}\0`).update(target).digest('hex');
    }
    const sortedKept = (0,hash/* sortByBytes */.n2)(kept, (c) => c.path);
    const sortedExcluded = (0,hash/* sortByBytes */.n2)(excluded, (e) => e.path);
    const units = (0,review_units/* cutUnits */.Cv)(sortedKept.map((c) => ({ path: c.path, lines: (c.added ?? 0) + (c.deleted ?? 0) })));
    const unitOf = new Map(units.flatMap((u) => u.files.map((f) => [f, u.id])));
    const changedLines = units.reduce((n, u) => n + u.changedLines, 0);
    const plan = (0,review_units/* makePlan */.Cs)(effort, changedLines, units.length);
    const files = sortedKept.map((c) => ({
        path: c.path,
        ...(c.from !== undefined ? { from: c.from } : {}),
        status: c.status,
        kind: c.kind,
        blob: c.blob,
        added: c.added ?? 0,
        deleted: c.deleted ?? 0,
        unit: unitOf.get(c.path),
        rules: (0,rules/* rulesFor */.NP)(ruleSet, c.path).map((r) => r.id),
    }));
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        refs: { baseSha, headSha, mergeBase: base, workspace },
        effort,
        patterns: { include, exclude },
        ruleSet: { source: ruleSet.source, sha256: ruleSet.sha256, rules: ruleSet.rules.map((r) => r.id) },
        plan,
        totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
        files,
        excluded: sortedExcluded,
        units,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: (0,seal/* scopeHash */.h)(draft), ...rest };
    const folder = (0,external_node_path_.join)(dirAbs, id);
    const scopeFile = (0,external_node_path_.join)(folder, 'scope.json');
    const checklistFile = (0,external_node_path_.join)(folder, 'checklist.md');
    await (0,text_files/* writeJsonAtomic */.ZJ)(options.cwd, scopeFile, scope);
    await (0,text_files/* writeFileAtomic */.Zf)(options.cwd, checklistFile, renderChecklist(scope, ruleSet));
    const counts = EXCLUSION_REASONS.map((r) => [r, excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    const lines = [
        scopeFile,
        `${files.length} file(s) to review, ${changedLines} changed lines, ${units.length} unit(s) — scope ${(0,hash/* short */.h0)(scope.scopeSha256)}`,
        counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
        `checklist: ${checklistFile}`,
        (0,review_units/* describePlan */.df)(plan, units.length),
        'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
    ];
    return { exitCode: errors.EXIT.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines };
}


/***/ }),

/***/ 68467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ makePlan),
/* harmony export */   Cv: () => (/* binding */ cutUnits),
/* harmony export */   df: () => (/* binding */ describePlan),
/* harmony export */   ig: () => (/* binding */ EFFORTS)
/* harmony export */ });
/* unused harmony exports UNIT_MAX_FILES, UNIT_MAX_LINES, SURVEY_AT_LINES, PARALLEL_AT_LINES */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);

const UNIT_MAX_FILES = 8;
const UNIT_MAX_LINES = 400;
const SURVEY_AT_LINES = 150;
const PARALLEL_AT_LINES = 400;
/**
 * Cuts path-sorted files into units: one directory per unit, at most 8 files and
 * 400 changed lines each (a single larger file is a unit of its own). The same
 * input always gives the same units.
 */
function cutUnits(files) {
    const units = [];
    let current;
    let currentDir = '';
    for (const f of files) {
        const dir = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(f.path);
        const fits = current && dir === currentDir && current.files.length < UNIT_MAX_FILES && current.changedLines + f.lines <= UNIT_MAX_LINES;
        if (!fits) {
            current = { id: `U${units.length + 1}`, files: [], changedLines: 0 };
            currentDir = dir;
            units.push(current);
        }
        current.files.push(f.path);
        current.changedLines += f.lines;
    }
    return units;
}
const PASSES = ['blind', 'edge-case', 'verification-gap'];
const EFFORTS = ['low', 'medium', 'high'];
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


/***/ }),

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
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
