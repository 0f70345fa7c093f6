export const id = 2763;
export const ids = [2763];
export const modules = {

/***/ 63437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xw: () => (/* binding */ diffChanges),
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


/***/ }),

/***/ 84466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ reviewFolder)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The review folder `<dir>/<id>/` and the names of the evidence files in it. */
const reviewFolder = {
    files: {
        scope: 'scope.json',
        checklist: 'checklist.md',
        findings: 'findings.json',
        coverage: 'coverage.json',
        anchored: 'findings.anchored.json',
        continue: 'continue.json',
        intent: 'intent.md',
    },
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!ID.test(id) || id.includes('..'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


/***/ }),

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
async function readIntentFile(path, shownAs) {
    let size;
    try {
        size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)} (${err.code ?? 'error'}): check the path`);
    }
    if (size > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .visible */ .RK)(shownAs)}) is ${size} bytes; the limit is 256 KiB`);
    return checkIntent(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path), shownAs);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    let text;
    try {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(paths.file('intent'))).size > INTENT_MAX_BYTES)
            return { problem: 'intent.md is larger than the sealed intent' };
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(paths.file('intent'), 'utf8');
    }
    catch {
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    }
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
const words = (s) => s.replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ). */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
}


/***/ }),

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */
const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker']);
const SECRET_NAMES = new Set([
    '.npmrc',
    '.netrc',
    '_netrc',
    '.pypirc',
    '.git-credentials',
    '.htpasswd',
    '.pgpass',
    '.dockercfg',
    'credentials',
    'credentials.json',
    'credentials.yml',
    'credentials.yaml',
    'credentials.xml',
    'credentials.ini',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    'id_ecdsa_sk',
    'id_ed25519_sk',
]);
const SECRET_EXTENSIONS = new Set([
    'pem',
    'key',
    'p12',
    'pfx',
    'crt',
    'cer',
    'der',
    'p8',
    'ppk',
    'jks',
    'keystore',
    'kdbx',
    'asc',
    'gpg',
    'tfstate',
]);
function segments(path) {
    return path.split('/').map((s) => s.toLowerCase());
}
function extension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1) : '';
}
/** `.env*`, private keys, certificates and key stores, credential files, `credentials/`, `secrets/`: any case, any depth. */
function isSecretPath(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => SECRET_DIRS.has(s)))
        return true;
    if (name.startsWith('.env') || name.endsWith('.env'))
        return true;
    if (SECRET_NAMES.has(name))
        return true;
    return SECRET_EXTENSIONS.has(extension(name));
}
const LOCKFILES = new Set([
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'bun.lock',
    'deno.lock',
    'cargo.lock',
    'poetry.lock',
    'pipfile.lock',
    'pdm.lock',
    'uv.lock',
    'composer.lock',
    'gemfile.lock',
    'go.sum',
    'packages.lock.json',
    'mix.lock',
    'pubspec.lock',
    'podfile.lock',
    'flake.lock',
    'gradle.lockfile',
    'package.resolved',
]);
const GENERATED_DIRS = new Set(['node_modules', 'dist', 'build', 'vendor', 'bower_components', '__pycache__']);
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (LOCKFILES.has(name))
        return true;
    return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}
/**
 * Why a path written by an agent cannot name a file, or undefined when it is
 * well-formed. Well-formed is not enough: it must also be byte-equal to a
 * selected file of the sealed scope.
 */
function pathProblem(path) {
    if (path === '')
        return 'is empty';
    if (Buffer.byteLength(path) > 4096)
        return 'is longer than 4096 bytes';
    if (/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u.test(path))
        return 'contains a control, invisible or bidi character';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'is absolute';
    if (path.includes('\\'))
        return 'contains a backslash';
    if (path.startsWith('-'))
        return 'starts with "-"';
    if (path.startsWith(':'))
        return 'starts with ":" (pathspec magic)';
    const segs = path.split('/');
    if (segs.some((s) => s === ''))
        return 'has an empty segment ("//" or a trailing "/")';
    if (segs.some((s) => s === '.' || s === '..'))
        return 'has a "." or ".." segment';
    if (segs.some((s) => s.toLowerCase() === '.git'))
        return 'has a ".git" segment';
    return undefined;
}


/***/ }),

/***/ 46349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gk: () => (/* binding */ describeReason),
  fZ: () => (/* binding */ loadReviewerCatalog),
  bK: () => (/* binding */ selectReviewers)
});

// UNUSED EXPORTS: REVIEWERS_FILE, reasonsFor

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
    return (def.triggers.globs ?? []).map((glob, i) => ({ glob, matches: (0,globs/* compileGlobs */.t)([glob], `${where} globs[${i}]`, { braces: true }) }));
}
/**
 * The reviewers a scope can dispatch: the built-ins, then the project's own from
 * `_bmad/review-reviewers.yaml`. A project reviewer needs at least one trigger, a new id, and only
 * rules the rule set has: anything else is refused with the entry named, never ignored.
 */
async function loadReviewerCatalog(root, ruleIds) {
    const reviewers = await Promise.all(BUILTIN_REVIEWERS.map(async (def) => {
        const doc = await (0,promises_.readFile)((0,assets/* assetPath */.Q)('rules', 'reviewers', `${def.id}.md`), 'utf8');
        return { ...def, origin: 'builtin', doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, `reviewer ${def.id}`) };
    }));
    const project = await (0,rules/* projectConfig */.Qn)(root, REVIEWERS_FILE, 'review-reviewers');
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
        const doc = await (0,rules/* readProjectDoc */.wF)(root, entry.doc, where);
        reviewers.push({ ...def, origin: 'project', doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, where) });
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
                shell: r.shell,
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
            return `${(0,neutralise/* visible */.RK)(w.path)} matches ${(0,neutralise/* visible */.RK)(w.glob)}${more(w.files)}`;
        case 'rule':
            return `${(0,neutralise/* visible */.RK)(w.path)} gets rule ${w.rule}${more(w.files)}`;
        case 'changed-lines':
            return `${w.lines} changed lines, at least ${w.min}`;
        case 'intent':
            return 'an intent was given to check the change against';
    }
}


/***/ }),

/***/ 22763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $2: () => (/* binding */ DEFAULT_REVIEW_DIR),
  VY: () => (/* binding */ EXCLUSION_REASONS),
  reviewScope: () => (/* binding */ reviewScope),
  h3: () => (/* binding */ scopeHash)
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
// EXTERNAL MODULE: ./src/review/reviewers.ts + 1 modules
var review_reviewers = __webpack_require__(46349);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
;// CONCATENATED MODULE: ./src/review/checklist.ts



/** checklist.md: each rule that applies to a selected file, once, with its document and the files it covers. */
function renderChecklist(scope, ruleSet) {
    const lines = [
        `# Review checklist: ${(0,neutralise/* mdCode */.xs)(scope.id)}`,
        '',
        `Scope ${(0,neutralise/* mdCode */.xs)((0,hash/* short */.h0)(scope.scopeSha256))} · ${scope.totals.files} file(s) · ${scope.totals.changedLines} changed line(s) · ${scope.totals.units} unit(s) · ${scope.effort} effort · rule set ${(0,neutralise/* mdCode */.xs)((0,hash/* short */.h0)(ruleSet.sha256))} (${ruleSet.source})`,
        '',
        'A rule is a prompt to look, not a finding. Quote the code of every finding word for word, and account',
        'for every selected file in `coverage.json` as `completed`, `failed` or `waived` (with a reason).',
    ];
    if (scope.reviewers.length) {
        lines.push('', '**Reviewers.** Each is its own agent run; the review is complete only when every one returned and measured.', '');
        for (const r of scope.reviewers)
            lines.push(`- ${(0,neutralise/* mdCode */.xs)(r.id)} ${(0,neutralise/* mdText */.bC)(r.title)}: ${r.why.map((w) => (0,neutralise/* mdText */.bC)((0,review_reviewers/* describeReason */.Gk)(w))).join('; ')}`);
    }
    let applied = 0;
    for (const rule of ruleSet.rules) {
        const files = scope.files.filter((f) => f.rules.includes(rule.id)).map((f) => f.path);
        if (files.length === 0)
            continue;
        applied++;
        const controls = rule.controls?.length ? ` · controls ${rule.controls.map((c) => (0,neutralise/* mdCode */.xs)(c)).join(', ')}` : '';
        lines.push('', `## ${rule.id}: ${rule.title}`, '', `Group \`${rule.group}\` · ${rule.origin} · ${files.length} file(s)${controls}`, '');
        lines.push(...files.map((p) => `- ${(0,neutralise/* mdCode */.xs)(p)}`));
        lines.push('', rule.doc.trim().replace(/^#\s.*\n+/, ''));
    }
    if (applied === 0)
        lines.push('', 'No rule applies: no file is selected.');
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/review/intent.ts
var intent = __webpack_require__(53068);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(84466);
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
const DEFAULT_REVIEW_DIR = '_bmad-output/review';
const MAX_CHANGED_FILES = 50_000;
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,hash/* sha256 */.sc)((0,hash/* canonicalJson */.dj)(sealed));
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
    const effort = (0,review_units/* checkEffort */.Dz)(options.effort ?? 'medium');
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
    const dirAbs = (0,external_node_path_.resolve)(options.cwd, options.dir ?? DEFAULT_REVIEW_DIR);
    const prefix = reviewPrefix(repo, dirAbs);
    const changes = allChanges.filter((c) => !inFolder(c.path, prefix) && !(c.from !== undefined && inFolder(c.from, prefix)));
    if (changes.length > MAX_CHANGED_FILES)
        throw new errors.ProofgateError(`the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES} (review it in smaller scopes with --include)`);
    for (const c of changes) {
        if (c.path.includes('\ufffd'))
            throw new errors.ProofgateError(`a changed path is not valid UTF-8: ${(0,neutralise/* visible */.RK)(c.path)} (rename it)`);
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
    const catalog = await (0,review_reviewers/* loadReviewerCatalog */.fZ)(repo.root, ruleSet.rules.map((r) => r.id));
    const reviewers = (0,review_reviewers/* selectReviewers */.bK)(catalog, { effort, files, changedLines, intent: options.intent !== undefined });
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        refs: { baseSha, headSha, mergeBase: base, workspace },
        effort,
        patterns: { include, exclude },
        ruleSet: (0,rules/* sealedRuleSet */.Th)(ruleSet),
        plan,
        totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
        files,
        excluded: sortedExcluded,
        units,
        ...(options.intent ? { intent: (0,intent.sealIntent)(options.intent) } : {}),
        reviewers,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: scopeHash(draft), ...rest };
    const folder = (0,external_node_path_.join)(dirAbs, id);
    const scopeFile = (0,external_node_path_.join)(folder, 'scope.json');
    const checklistFile = (0,external_node_path_.join)(folder, 'checklist.md');
    if (options.intent)
        await (0,text_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(folder, review_folder/* reviewFolder */.B.files.intent), options.intent.text);
    await (0,text_files/* writeJsonAtomic */.ZJ)(scopeFile, scope);
    await (0,text_files/* writeFileAtomic */.Zf)(checklistFile, renderChecklist(scope, ruleSet));
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
/* harmony export */   Dz: () => (/* binding */ checkEffort),
/* harmony export */   df: () => (/* binding */ describePlan)
/* harmony export */ });
/* unused harmony exports UNIT_MAX_FILES, UNIT_MAX_LINES, SURVEY_AT_LINES, PARALLEL_AT_LINES, EFFORTS */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


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


/***/ }),

/***/ 18140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);




/** A file's text when it is at most `maxBytes`, else null: the size is checked before a byte is read. */
async function readTextCapped(path, maxBytes) {
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size > maxBytes)
        return null;
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
}
/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written.
 */
async function writeFileAtomic(path, data) {
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, data);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { force: true }).catch(() => undefined);
        const code = err.code ?? 'error';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`cannot write ${path} (${code}): check that the folder is writable and the disk has room; nothing was half-written`);
    }
}
function writeJsonAtomic(path, value) {
    return writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}


/***/ })

};
