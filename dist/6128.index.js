export const id = 6128;
export const ids = [6128,8467,3377,6479,4502];
export const modules = {

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
    // nonegate: a leading `!` is refused (globProblem); were a check skipped, it matches a literal "!", never "all but".
    const opts = { dot: true, noextglob: true, nonegate: true, nobrace: !options.braces, posix: false, nocase: options.nocase === true };
    const literal = new Set(options.nocase ? [] : globs);
    // Compiled at the first path tested: a command that lists rules or reviewers tests none.
    let any;
    return (path) => {
        if (path === '')
            return false;
        if (literal.has(path))
            return true;
        any ??= new RegExp(globs.map((g) => `(?:${micromatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(g, opts).source})`).join('|'), options.nocase ? 'si' : 's');
        return any.test(path);
    };
}


/***/ }),

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ SECRET_PATH_HINT),
/* harmony export */   CE: () => (/* binding */ previewPath),
/* harmony export */   NE: () => (/* binding */ PATH_MAX_CHARS),
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   em: () => (/* binding */ isLockfile),
/* harmony export */   mC: () => (/* binding */ targetIsSecret),
/* harmony export */   sM: () => (/* binding */ collapseDots),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */



// Folders of credential stores: a tool's sign-in (`.aws/credentials`, `.kube/config`, `.azure/msal_token_cache.json`).
const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker', '.kube', '.azure']);
// Files in a folder of a tool's own whose plain names say nothing: the gh and hub CLIs' tokens, Maven's
// and Gradle's server passwords, gcloud's keys (each as the folder/name the tool writes).
const SECRET_FOLDER_FILES = new Set(['gh/hosts.yml', '.config/hub', '.m2/settings.xml', '.gradle/gradle.properties']);
const SECRET_FOLDER_PAIRS = new Set(['.config/gcloud']);
const SECRET_NAMES = new Set([
    '.npmrc',
    '.netrc',
    '_netrc',
    '.pypirc',
    '.git-credentials',
    '.htpasswd',
    'htpasswd',
    '.pgpass',
    '.dockercfg',
    '.my.cnf',
    '.s3cfg',
    '.boto',
    '.terraformrc',
    'terraform.rc',
    'wp-config.php',
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
    'pkcs12',
    'crt',
    'cer',
    'der',
    'p8',
    'pvk',
    'ppk',
    'snk',
    'jks',
    'jceks',
    'bks',
    'keystore',
    'keychain',
    'keychain-db',
    'keytab',
    'kdbx',
    'ovpn',
    'asc',
    'gpg',
    'tfstate',
    // Terraform's variables: GitHub's own .gitignore template leaves them out as "likely to contain sensitive data".
    'tfvars',
]);
/**
 * A word a data file's name holds when it stores credentials (`application_default_credentials.json`,
 * `config/secrets.yml`, `client_secret_….json`, `token.json`, `.vault-token`, `passwords.txt`, `kubeconfig.yaml`):
 * a whole word of the name, so `tokenizer.json` and `passwordless.md` are not.
 */
const SECRET_WORD = /(?:^|[._-])(?:credentials?|secrets?|token|passwords?|passwd|service[_-]?account(?:[_-]?key)?|kubeconfig|tfvars)(?:[._-]|$)/;
/** Formats that hold data, not code: a secret's word in a `.ts` or `.py` file's name names code about secrets. */
const DATA_EXTENSIONS = new Set([
    'json',
    'yml',
    'yaml',
    'xml',
    'ini',
    'toml',
    'cfg',
    'conf',
    'config',
    'txt',
    'properties',
    'plist',
    'csv',
    'db',
    'env',
    'tfvars',
]);
/** A backup's suffixes (`id_rsa.bak`, `terraform.tfstate.backup`, `server.key~`, `.env.orig`): the copy is as secret as the file. */
const BACKUP_SUFFIXES = ['~', ...['bak', 'backup', 'old', 'orig', 'save', 'sav', 'swp', 'tmp'].map((s) => `.${s}`)];
/**
 * `name` without its backup suffixes (`.env.orig~` is `.env`), walked from the end: the pattern
 * `(?:\.bak|…|~)+$` retried from every place of a long run of `~` (hazard #635). No suffix ends
 * another, so the walk takes the one chain the pattern took.
 */
function withoutBackupSuffixes(name) {
    let end = name.length;
    for (let s; (s = BACKUP_SUFFIXES.find((x) => name.endsWith(x, end)));)
        end -= s.length;
    return name.slice(0, end);
}
/**
 * A path's file name, lowercased: the cut is made before lowercasing, which never makes or
 * removes a `/`, so this is the last of the path's lowercased segments without an array of them.
 */
function lowerName(path) {
    return path.slice(path.lastIndexOf('/') + 1).toLowerCase();
}
/**
 * The folders a path sits in, lowercased: one lowercasing for all of them (a `/` is neither cased
 * nor case-ignorable, so no segment's case mapping depends on its neighbours, final sigma included).
 */
function lowerFolders(path) {
    const cut = path.lastIndexOf('/');
    return cut < 0 ? [] : path.slice(0, cut).toLowerCase().split('/');
}
function extension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1) : '';
}
const alternatives = (words) => [...words].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/**
 * Every secret path and a few more (`.pem` alone has no extension, a word in a code file's
 * name), in one pattern: for a tree's listing to be searched natively, each path it matches then
 * checked with isSecretPath.
 */
const SECRET_PATH_HINT = new RegExp([
    `(?:^|/)(?:${alternatives(SECRET_DIRS)})/`,
    '(?:^|/)\\.git(?:/|$)',
    `(?:^|/)(?:${alternatives([...SECRET_FOLDER_FILES, ...SECRET_FOLDER_PAIRS])})(?:$|/)`,
    '(?:^|/)\\.env[^/]*$',
    '\\.env[^/]*$',
    `(?:^|/)(?:${alternatives(SECRET_NAMES)})[^/]*$`,
    `\\.(?:${alternatives(SECRET_EXTENSIONS)})[^/]*$`,
    // SECRET_WORD's words, anywhere in the name.
    '(?:credential|secret|token|passw|service[_-]?account|kubeconfig|tfvars)[^/]*$',
    // A shell's or a client's history: typed passwords.
    '(?:^|/)\\.[^/]*_history[^/]*$',
].join('|'), 
// Case folded as Unicode does (the Kelvin sign is a k): every name toLowerCase makes a secret's.
'iu');
/**
 * `.env*`, private keys, certificates and key stores, credential files and tools' sign-in stores,
 * `credentials/`, `secrets/`, `.git` and anything in it, a backup of any of them: any case, any depth.
 */
function isSecretPath(path) {
    const folders = lowerFolders(path);
    // A repository's own folder: actions/checkout keeps the job's token in `.git/config`.
    if (folders.includes('.git') || lowerName(path) === '.git')
        return true;
    if (folders.some((s) => SECRET_DIRS.has(s)))
        return true;
    if (folders.some((s, k) => k > 0 && SECRET_FOLDER_PAIRS.has(`${folders[k - 1]}/${s}`)))
        return true;
    if (folders.length > 0 && SECRET_FOLDER_FILES.has(`${folders[folders.length - 1]}/${lowerName(path)}`))
        return true;
    return isSecretName(path);
}
/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
function targetIsSecret(link, target) {
    return isSecretPath(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(link), target)));
}
/** Secret by the file's own name (`.env`, a key, a credentials file, a backup of one), not only by the folder it sits in. */
function isSecretName(path) {
    const full = lowerName(path);
    const name = withoutBackupSuffixes(full) || full;
    if (name.startsWith('.env') || name.endsWith('.env'))
        return true;
    if (SECRET_NAMES.has(name) || (name.startsWith('.') && name.endsWith('_history')))
        return true;
    const ext = extension(name);
    if (SECRET_EXTENSIONS.has(ext))
        return true;
    if (!SECRET_WORD.test(name))
        return false;
    // No extension: a dotfile (`.vault-token`) or the word alone (`token`) holds it; another name is a script's (`bin/rotate-secret`).
    if (ext === '')
        return name.startsWith('.') || SECRET_WORD.exec(name)[0] === name;
    return DATA_EXTENSIONS.has(ext) || SECRET_WORD.test(`.${ext}`);
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
/** A lockfile by its name (`package-lock.json`, `go.sum`, …): it decides which packages every install fetches, and from where. */
function isLockfile(path) {
    return LOCKFILES.has(lowerName(path));
}
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const name = lowerName(path);
    if (lowerFolders(path).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (isLockfile(path))
        return true;
    return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}
/**
 * The longest path evidence can name, in code points (JSON Schema's maxLength): `path` in
 * review-coverage.schema.json and review-findings.schema.json. A selected file with a longer name
 * could never be accounted for, so the scope refuses it.
 */
const PATH_MAX_CHARS = 4096;
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
    // What visible() shows as U+XXXX (a tag character and every other format character too): the prompt names no file with one raw.
    if ((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(path) !== path)
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
/** `path` without empty and `.` segments (`./src//a.js` → `src/a.js`), or undefined when it climbs (`..`), is absolute or uses `\\`. */
function collapseDots(path) {
    if (path.startsWith('/') || path.includes('\\'))
        return undefined;
    const segs = path.split('/');
    if (segs.includes('..'))
        return undefined;
    const kept = segs.filter((s) => s !== '' && s !== '.');
    return kept.length ? kept.join('/') : undefined;
}
/**
 * A path a preview command (`review rules PATH`, `review reviewers PATH`) is asked about, as git
 * lists it: `./`, `//` and `/./` dropped, so it gets what the scope gives that file. One that is
 * absolute or climbs (`..`) names no file of a change, and is refused.
 */
function previewPath(path) {
    if (path.startsWith('/') || path.split('/').includes('..'))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(path))}: give the path from the repository's root, as git lists it (src/cart.js)`);
    return collapseDots(path) ?? path;
}


/***/ }),

/***/ 82528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listReviewers: () => (/* binding */ listReviewers)
/* harmony export */ });
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63668);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54926);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82536);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46349);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68467);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2807);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48745);








/** A reviewer's triggers in one phrase: what dispatches it. */
function describeTriggers(r) {
    const t = r.triggers;
    const parts = [];
    if (t.floor)
        parts.push(r.origin === 'project' ? 'always' : `the floor at ${t.floor.join(', ')} effort`);
    if (t.globs)
        parts.push(`a file matching ${t.globs.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible).join(' ')}`);
    if (t.rules)
        parts.push(`a file getting rule ${t.rules.join(', ')}`);
    if (t.minChangedLines !== undefined)
        parts.push(`${t.minChangedLines} changed lines or more`);
    if (t.intent)
        parts.push('an intent to check the change against');
    return parts.join('; or ');
}
const capability = (r) => `${r.context === 'diff' ? 'diff only' : 'repository'}, ${r.shell ? 'a shell with --shell' : 'no shell'}`;
/**
 * `review reviewers [PATH]`: the reviewers a scope can dispatch and what triggers each, or the
 * reviewers a change of PATH selects at an effort, each with why.
 */
async function listReviewers(cwd, asked, effortOption) {
    const path = asked === undefined ? undefined : (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .previewPath */ .CE)(asked);
    const effort = (0,_units_js__WEBPACK_IMPORTED_MODULE_4__/* .checkEffort */ .Dz)(effortOption ?? 'medium');
    const root = await (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevelOnly */ .ED)(cwd);
    const ruleSet = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__.loadRuleSet)(root);
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_3__/* .loadReviewerCatalog */ .fZ)((0,_rules_js__WEBPACK_IMPORTED_MODULE_1__.projectFiles)(root), ruleSet.rules.map((r) => r.id));
    if (path === undefined) {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .REVIEW_EXIT */ .y.ok,
            lines: [
                `${catalog.reviewers.length} reviewer(s) (${catalog.source}):`,
                ...catalog.reviewers.map((r) => `${r.id} ${r.origin} (${capability(r)}): ${describeTriggers(r)}`),
            ],
            json: {
                source: catalog.source,
                reviewers: catalog.reviewers.map(({ id, title, origin, context, shell, pass, triggers, docSha256 }) => ({
                    id,
                    title,
                    origin,
                    context,
                    shell,
                    ...(pass ? { pass } : {}),
                    triggers,
                    docSha256,
                })),
            },
        };
    }
    const rules = (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__.previewRules)(await (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__.ruleMatcher)(ruleSet), root, path).map((r) => r.id);
    const selected = (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_3__/* .selectReviewers */ .bK)(catalog, { effort, files: [{ path, rules }], changedLines: 0, intent: false });
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .REVIEW_EXIT */ .y.ok,
        lines: [
            `${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownName */ .HD)(path)} at ${effort} effort gets ${selected.length} reviewer(s):`,
            ...selected.map((r) => `${r.id} (${capability(catalog.reviewers.find((d) => d.id === r.id))}): ${r.why.map(_reviewers_js__WEBPACK_IMPORTED_MODULE_3__/* .describeReason */ .Gk).join('; ')}`),
            'The size of the whole change and an intent can dispatch more: the checklist of a sealed scope lists them all.',
        ],
        json: { path, effort, rules, reviewers: selected },
    };
}


/***/ }),

/***/ 46349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gk: () => (/* binding */ describeReason),
  fZ: () => (/* binding */ loadReviewerCatalog),
  bK: () => (/* binding */ selectReviewers),
  HO: () => (/* binding */ triggeredBy)
});

// UNUSED EXPORTS: reasonsFor

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/review/glob-check.ts
var glob_check = __webpack_require__(27053);
// EXTERNAL MODULE: ./src/review/runnable.ts
var runnable = __webpack_require__(52543);
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
    'security',
    'encrypt',
    'decrypt',
    'hmac',
];
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
            // A file or any folder of its path, in any case (triggers match without case): `src/auth/index.js`, `JWTFilter.java`.
            globs: [
                `**/*{${SECURITY_NAMES.join(',')}}*`,
                `**/*{${SECURITY_NAMES.join(',')}}*/**`,
                // Files whose commands run that no specialist rule covers (`package.json`'s scripts, `.yarnrc.yml`'s yarnPath); the others get shell, ci-workflows or containers.
                ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* COMMAND_FILE_NAMES */.yd),
                ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* COMMAND_FILE_STEMS */.oH),
                ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* COMMAND_FILE_STEMS */.oH, '.*'),
            ],
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
var review_globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/review/rules.ts + 1 modules
var rules = __webpack_require__(54926);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/review/shipped-sha256.ts
var shipped_sha256 = __webpack_require__(50055);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/list.ts
var list = __webpack_require__(2807);
;// CONCATENATED MODULE: ./src/review/reviewers.ts











/** A trigger's globs match a path whatever its case: `Auth.js`, `AUTH/` and `auth.js` name one concern. */
function withMatchers(def, where) {
    const globs = def.triggers.globs ?? [];
    // Checked as a list first, so that a refusal names the entry's own index (`globs[1]`).
    (0,glob_check/* checkGlobs */.EQ)(globs, `${where} globs`, { braces: true });
    return globs.map((glob) => ({ glob, matches: (0,review_globs.compileGlobs)([glob], `${where} globs`, { braces: true, nocase: true }) }));
}
/**
 * The reviewers a scope can dispatch: the built-ins, then the project's own from
 * `_bmad/review-reviewers.yaml` (read from the work tree, or from a scope's base commit). A project reviewer needs at least one trigger, a new id, and only
 * rules the rule set has: anything else is refused with the entry named, never ignored.
 */
async function loadReviewerCatalog(files, ruleIds) {
    // The shipped documents are a few small files: read at once (node:fs/promises would load
    // readline and the file watchers as the command starts).
    const reviewers = BUILTIN_REVIEWERS.map((def) => {
        const doc = (0,external_node_fs_.readFileSync)((0,assets/* assetPath */.Q)('rules', 'reviewers', `${def.id}.md`), 'utf8');
        return {
            ...def,
            origin: 'builtin',
            doc,
            docSha256: (0,shipped_sha256/* shippedDocSha256 */.Ro)(`reviewers/${def.id}.md`),
            globMatchers: withMatchers(def, `reviewer ${def.id}`),
        };
    });
    const project = await (0,rules.projectConfig)(files, rules.REVIEWERS_FILE, 'review-reviewers');
    if (!project)
        return { source: 'built-in', reviewers };
    const known = new Set(ruleIds);
    await files.prefetch?.(project.reviewers.map((r) => r.doc));
    for (const [i, entry] of project.reviewers.entries()) {
        const where = `${rules.REVIEWERS_FILE} reviewers[${i}] (${entry.id})`;
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
        reviewers.push({ ...def, origin: 'project', doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, where) });
    }
    return { source: rules.REVIEWERS_FILE, reviewers };
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
/** The reasons paths (selected or removed) give a reviewer: a glob they match, a rule they get. */
function pathReasons(reviewer, paths) {
    const why = [];
    const glob = firstMatch(paths, (f) => reviewer.globMatchers.find((m) => m.matches(f.path))?.glob);
    if (glob)
        why.push({ trigger: 'glob', path: glob.path, glob: glob.hit, files: glob.files });
    const rule = firstMatch(paths, (f) => reviewer.triggers.rules?.find((r) => f.rules.includes(r)));
    if (rule)
        why.push({ trigger: 'rule', path: rule.path, rule: rule.hit, files: rule.files });
    return why;
}
/** Why one reviewer applies to the change; empty when it does not. */
function reasonsFor(reviewer, change) {
    const t = reviewer.triggers;
    const why = [];
    if (t.floor?.includes(change.effort))
        why.push({ trigger: reviewer.origin === 'project' ? 'always' : 'floor', effort: change.effort });
    why.push(...pathReasons(reviewer, [...change.files, ...(change.removed ?? [])]));
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
    // No selected file, nothing for a reviewer to account for: a removed path a trigger matches goes to a person (triggeredBy).
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
/**
 * The reviewers, in catalog order, whose glob or rule these removed paths match. A change that
 * selects no file dispatches none of them (selectReviewers), yet deleting a guard changes security
 * code as editing it does: the scope marks such a path for a person.
 */
function triggeredBy(catalog, removed) {
    return catalog.reviewers.filter((r) => pathReasons(r, removed).length > 0).map((r) => r.id);
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
            return `${(0,list/* shownName */.HD)(w.path)} matches ${(0,neutralise.visible)(w.glob)}${more(w.files)}`;
        case 'rule':
            return `${(0,list/* shownName */.HD)(w.path)} gets rule ${w.rule}${more(w.files)}`;
        case 'changed-lines':
            return `${w.lines} changed lines, at least ${w.min}`;
        case 'intent':
            return 'an intent was given to check the change against';
    }
}


/***/ }),

/***/ 35543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ ruleIdentity),
/* harmony export */   c: () => (/* binding */ ruleSetSha256)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);

/** What identifies a rule (and is hashed into the rule set): everything but its compiled matcher and text. */
function ruleIdentity({ id, title, group, globs, controls, origin, docSha256 }) {
    return { id, title, group, globs, ...(controls ? { controls } : {}), origin, docSha256 };
}
/** The rule set's hash: its rules' identities, in order, as canonical JSON. */
function ruleSetSha256(rules) {
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(rules.map(ruleIdentity)));
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

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
let crypto;
function sha256(data) {
    crypto ??= load('node:crypto');
    return crypto.createHash('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        // A refusal, not a crash: the documents hashed here come from files anyone can edit.
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ shownName),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   OO: () => (/* binding */ jsonQuotedName),
/* harmony export */   Zu: () => (/* binding */ yamlQuotedName),
/* harmony export */   gx: () => (/* binding */ composedTwins),
/* harmony export */   lD: () => (/* binding */ writtenName),
/* harmony export */   p6: () => (/* binding */ writableAsIs),
/* harmony export */   ti: () => (/* binding */ shownSpellings)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43675);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71670);



const LIST_CAP = 10;
/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;
/**
 * Every character a page draws right to left or reorders around (words.ts's RIGHT_TO_LEFT, the class
 * a suggestion is withheld for, row 684), each one: drawn, such a run is laid out right to left and
 * moves the digits and folders beside it, so `lib/אב/12/x.js` and `lib/12/אב/x.js` look the same
 * (685): a name shows them as U+XXXX and then draws in the order it is written, in any sink and any direction.
 */
const RIGHT_TO_LEFT_EACH = new RegExp(_words_js__WEBPACK_IMPORTED_MODULE_1__/* .RIGHT_TO_LEFT */ .Dl.source, 'gu');
/** A literal `U+` and four hex digits in a name: what an escaped code point looks like. */
const LOOKS_ESCAPED = /U\+(?=[0-9A-Fa-f]{4})/g;
/**
 * A name as one line shows it: invisible code points and spaces other than U+0020 as U+XXXX (a
 * U+0020 too at either end of the name or of a folder's name), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is. A
 * name that itself holds `U+200B` has its `+` shown as U+002B (`UU+002B200B`), so it never reads
 * as the name with that invisible code point: every `U+XXXX` shown is one code point. A letter or
 * digit of a right-to-left script is shown as U+XXXX too, so the name draws in its own order.
 */
function shownName(name) {
    const literal = name.replace(LOOKS_ESCAPED, `U${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)('+')}`);
    const composed = literal.normalize('NFC') === literal ? literal : literal.replace(DECOMPOSED, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint);
    return endSpacesShown((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(composed).replace(NAME_SPACE, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint).replace(RIGHT_TO_LEFT_EACH, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint));
}
/** A space other than U+0020 draws as one (`a` U+00A0 `b.js` as `a b.js`) or, at an end, as nothing. */
const NAME_SPACE = new RegExp(`[${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.OTHER_SPACES}]`, 'gu');
/**
 * A U+0020 at either end of a name or of a folder's name in it (`guard.js `, `dir /a.js`) draws as
 * nothing in every sink (inside a code span's shading too), so it is shown as U+0020.
 */
function endSpacesShown(name) {
    return name
        .split('/')
        .map((part) => {
        const end = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimEndOf */ .f)(part, ' ').length;
        const core = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimOf */ .W)(part, ' ');
        const space = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)(' ');
        return `${space.repeat(end - core.length)}${core}${space.repeat(part.length - end)}`;
    })
        .join('/');
}
/**
 * Among `names`, those that compose (Unicode NFC) to the same as a given name: a name git holds
 * decomposed (as macOS writes it) and the composed spelling a model or a person types are one.
 */
function composedTwins(names) {
    const byComposed = new Map();
    for (const n of names)
        byComposed.set(n.normalize('NFC'), [...(byComposed.get(n.normalize('NFC')) ?? []), n]);
    return (name) => byComposed.get(name.normalize('NFC')) ?? [];
}
/**
 * The names proofgate shows otherwise (a control, invisible or decomposed character as `U+XXXX`;
 * `spell` is how the place they were shown spells them), by the spelling shown.
 */
function shownSpellings(names, spell = shownName) {
    const by = new Map();
    for (const n of names) {
        const shown = spell(n);
        if (shown !== n)
            by.set(shown, [...(by.get(shown) ?? []), n]);
    }
    return by;
}
const unitEscape = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
/**
 * A name as a YAML double-quoted string a person can copy into a workflow input, in printable ASCII
 * alone: JSON's quoting, and every other code point as an escape (`"cle\u0301.pem"`), so that no
 * sink's neutralising changes it and a decomposed name is not copied as its composed twin.
 */
function yamlQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/gu, (ch) => {
        const cp = ch.codePointAt(0);
        return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : unitEscape(cp);
    });
}
/**
 * A name as a JSON string in printable ASCII (every other UTF-16 unit as `\uXXXX`): what
 * `writtenName` reads back as exactly that name, whatever it holds.
 */
function jsonQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/g, (ch) => unitEscape(ch.charCodeAt(0)));
}
/**
 * A name as a person wrote it in a list of names (`acknowledge`): a value that is a JSON string
 * literal is that exact string, the one way an action input's line, which loses the spaces at its
 * ends and ends at a line break, can hold such a name; any other value is the name as written.
 */
function writtenName(value) {
    if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"'))
        return value;
    try {
        return JSON.parse(value);
    }
    catch {
        return value;
    }
}
/** Whether a line of an action input holds `name` as written: no space or line break at its ends, no line break in it, no JSON string. */
const writableAsIs = (name) => name === name.trim() && !/[\r\n]/.test(name) && writtenName(name) === name;
/** A list for one line of output: the first ten names (each as `show` spells it), then how many more. */
function nameList(items, show = shownName) {
    const shown = items
        .slice(0, LIST_CAP)
        .map((name) => show(name))
        .join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}


/***/ }),

/***/ 4728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wy: () => (/* binding */ readRegularSync),
/* harmony export */   _x: () => (/* binding */ OPEN_READ),
/* harmony export */   jn: () => (/* binding */ shapeProblem),
/* harmony export */   zc: () => (/* binding */ pathErrorProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a regular file without following a link or blocking on a FIFO, synchronously: the part of
 * files.ts a command's start-up needs (git's own files are checked before git is asked), kept apart
 * from its asynchronous readers and writers, whose modules (fs/promises, streams, crypto) it never loads.
 */

// Windows has neither flag; there a link is refused by the lstat walk alone.
const OPEN_READ = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/**
 * What a file-system error that is no fault of proofgate's says in one line (a path too long, a link
 * loop, no permission, a failing disk), or undefined for any other: each reader words them alike.
 */
function pathErrorProblem(err) {
    switch (err.code) {
        case 'ENAMETOOLONG':
            return 'is too long a path for this system (ENAMETOOLONG): give a shorter path';
        case 'ELOOP':
            return 'passes through too many symbolic links (ELOOP): remove the links';
        case 'EACCES':
        case 'EPERM':
            return 'cannot be read by this user (EACCES): check its permissions';
        case 'EIO':
            return 'could not be read from the disk (EIO): check the disk';
        default:
            return undefined;
    }
}
function shapeProblem(info) {
    if (info.isSymbolicLink())
        return 'is a symbolic link (only regular files are read)';
    if (info.isDirectory())
        return 'is a folder, not a file';
    if (!info.isFile())
        return 'is not a regular file (a FIFO, socket or device is never read)';
    return undefined;
}
/**
 * readRegular's read of an absolute path for a caller that cannot wait (git's own files, found
 * before git is asked): lstat, then opened without following a link or blocking on a FIFO, checked
 * again on what was opened, never read past `maxBytes`. An error no reason words is thrown. With
 * `follow`, a link is followed to the file it names (a sign-in file a user linked), still never a FIFO.
 */
function readRegularSync(abs, maxBytes, { follow = false } = {}) {
    let fd;
    try {
        const shape = shapeProblem((follow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync : node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs));
        if (shape)
            return { status: 'refused', reason: shape };
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(abs, follow ? OPEN_READ & ~(node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) : OPEN_READ);
        const opened = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const swapped = shapeProblem(opened);
        if (swapped)
            return { status: 'refused', reason: swapped };
        if (opened.size > maxBytes)
            return { status: 'too-large', size: opened.size };
        const bytes = Buffer.allocUnsafe(maxBytes + 1);
        let total = 0;
        for (let n; total <= maxBytes && (n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, total, maxBytes + 1 - total, null)) > 0;)
            total += n;
        if (total > maxBytes)
            return { status: 'too-large', size: total };
        return { status: 'ok', bytes: bytes.subarray(0, total), writtenMs: Math.min(opened.mtimeMs, opened.ctimeMs) };
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { status: 'missing' };
        if (code === 'ELOOP')
            return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
        const reason = pathErrorProblem(err);
        if (reason)
            return { status: 'refused', reason };
        throw err;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 61528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ shownPath)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23377);


/** The longest path a line shows whole; a longer one (a chain of folders past PATH_MAX) keeps its two ends. */
const SHOWN_PATH_MAX = 240;
/** A path as one line shows it: visible, and bounded (its start and its end around an ellipsis), never kilobytes of it. */
function shownPath(path) {
    const shown = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(path);
    if (shown.length <= SHOWN_PATH_MAX)
        return shown;
    const tail = shown.slice(shown.length - SHOWN_PATH_MAX / 2);
    // Never half a character at the cut: a tail that starts on a surrogate pair's low half drops it.
    return `${(0,_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .cutChars */ .oN)(shown, SHOWN_PATH_MAX / 2)}…${/^[\udc00-\udfff]/.test(tail) ? tail.slice(1) : tail}`;
}


/***/ }),

/***/ 43675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ trimOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
function trimOf(text, set) {
    let start = 0;
    while (start < text.length && set.includes(text[start]))
        start++;
    return trimEndOf(text.slice(start), set);
}
function trimEndOf(text, set) {
    let end = text.length;
    while (end > 0 && set.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ts: () => (/* binding */ afterCutWord),
/* harmony export */   ZN: () => (/* binding */ fitBytes),
/* harmony export */   oN: () => (/* binding */ cutChars)
/* harmony export */ });
/* unused harmony exports openCodeSpan, openFence, CUT_WORD_MAX */
/* harmony import */ var _fences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85889);

/**
 * Where a line's inline code would be left open: the offset of the first run of backticks that no
 * run of the same length closes later in the line (CommonMark's code span; a backslash escapes a
 * backtick only outside a span). -1 when every span the line opens, it closes.
 */
function openCodeSpan(line) {
    for (let i = 0; i < line.length;) {
        if (line[i] === '\\') {
            i += 2;
            continue;
        }
        if (line[i] !== '`') {
            i++;
            continue;
        }
        let end = i;
        while (line[end] === '`')
            end++;
        const run = end - i;
        let close = -1;
        for (let j = line.indexOf('`', end); j >= 0; j = line.indexOf('`', j)) {
            let k = j;
            while (line[k] === '`')
                k++;
            if (k - j === run) {
                close = k;
                break;
            }
            j = k;
        }
        if (close < 0)
            return i;
        i = close;
    }
    return -1;
}
/**
 * The fence a text leaves open at its end: the run of a fenced code block's opening line (up to
 * three spaces, then three or more backticks or tildes; a backtick fence's info string holds no
 * backtick) that no later line closes (the same character, at least as many, nothing after but
 * spaces and tabs). '' when every fence the text opens, it closes.
 */
function openFence(text) {
    let open = '';
    for (const line of text.split('\n')) {
        if (!open)
            open = (0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .fenceOpening */ .YY)(line)?.marks ?? '';
        else if ((0,_fences_js__WEBPACK_IMPORTED_MODULE_0__/* .closesFence */ .Tv)(line, open))
            open = '';
    }
    return open;
}
/**
 * The longest start of `buf` within `room` bytes that leaves no markup open, and the line that
 * closes what it cannot leave out: never inside a character, at a line end in the second half where
 * there is one, before an open code span (moved back: neutralised Markdown puts links, HTML and
 * mentions in code spans, and a span cut open would let what follows it act), and a fenced block
 * the cut went into closed (else what follows the cut, the note included, reads as its code).
 */
function closedStart(buf, room) {
    let cut = Math.max(0, room);
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    // (A negative offset would search from the end.)
    const newline = cut > 0 ? buf.lastIndexOf(0x0a, cut - 1) : -1;
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    const fence = openFence(kept);
    // Inside a fenced block, and on the line that closes one, a backtick is code, never a span.
    if (fence)
        return { kept, close: `\n${fence}` };
    const lineStart = kept.lastIndexOf('\n') + 1;
    if (openFence(kept.slice(0, Math.max(0, lineStart - 1))))
        return { kept, close: '' };
    const open = openCodeSpan(kept.slice(lineStart));
    return { kept: open >= 0 ? kept.slice(0, lineStart + open) : kept, close: '' };
}
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes and ends it with how many characters were left out
 * (`where` says where the rest is), the markup the cut went through closed (`closedStart`).
 * Deterministic. Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    const room = maxBytes - Buffer.byteLength(note(total));
    let cut = closedStart(buf, room);
    // A fence to close takes its own bytes: cut again that much earlier, until the closed start fits.
    for (let r = room; cut.close && Buffer.byteLength(cut.kept + cut.close) > room;) {
        r -= Buffer.byteLength(cut.close);
        cut = closedStart(buf, r);
    }
    return `${cut.kept}${cut.close}${note(total - [...cut.kept].length)}`;
}
/**
 * The first `max` UTF-16 code units of a text, one fewer where the cut would part a surrogate
 * pair: half a character (an emoji's high half) is ill-formed text to every sink, a JSON escape
 * GitHub's API may refuse or a U+FFFD on the page.
 */
function cutChars(text, max) {
    if (text.length <= max)
        return text;
    const last = text.charCodeAt(max - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
/** The longest run of characters without white space `afterCutWord` drops: longer than any secret shape redaction knows but a JWT. */
const CUT_WORD_MAX = 4096;
/**
 * The start of a text whose beginning was cut off, without the word the cut went through: a
 * secret cut in two loses the prefix its shape is known by, so its remainder would pass
 * redaction; it goes with the word (up to the first white space, or CUT_WORD_MAX characters).
 */
function afterCutWord(text) {
    const at = text.search(/\s/);
    if (at >= 0 && at < CUT_WORD_MAX)
        return text.slice(at + 1);
    const low = text.charCodeAt(CUT_WORD_MAX);
    return text.slice(low >= 0xdc00 && low <= 0xdfff ? CUT_WORD_MAX + 1 : CUT_WORD_MAX);
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Dl: () => (/* binding */ RIGHT_TO_LEFT),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), and what every sink
 * shows as U+XXXX (DRAWS_NOTHING: the default ignorables such as U+3164 and the
 * variation selectors, U+2800 BRAILLE PATTERN BLANK, U+1D159).
 */
const BLANK = new RegExp(`[\\p{C}\\p{Z}\\p{M}${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.DRAWS_NOTHING}]`, 'gu');
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/**
 * Characters a left-to-right page draws right to left, or whose neighbours it reorders: the letters
 * and digits of bidi classes R, AL and AN (`מחיר", 1, 1000` draws as `1000 ,1 ,"ריחמ`, Trojan Source
 * with no control), the bidi controls besides. JavaScript has no `\p{Bidi_Class}`, so this is every
 * right-to-left script by Script_Extensions (which holds the Arabic comma, tatweel and question mark
 * Script leaves Common), and the blocks Unicode gives a right-to-left default (DerivedBidiClass.txt),
 * for letters a later Unicode adds there (Garay) on a Node that does not know them yet.
 */
const RTL_SCRIPTS = [
    'Adlam',
    'Arabic',
    'Avestan',
    'Chorasmian',
    'Cypriot',
    'Elymaic',
    'Hanifi_Rohingya',
    'Hatran',
    'Hebrew',
    'Imperial_Aramaic',
    'Inscriptional_Pahlavi',
    'Inscriptional_Parthian',
    'Kharoshthi',
    'Lydian',
    'Mandaic',
    'Manichaean',
    'Mende_Kikakui',
    'Meroitic_Cursive',
    'Meroitic_Hieroglyphs',
    'Nabataean',
    'Nko',
    'Old_Hungarian',
    'Old_North_Arabian',
    'Old_Sogdian',
    'Old_South_Arabian',
    'Old_Turkic',
    'Old_Uyghur',
    'Palmyrene',
    'Phoenician',
    'Psalter_Pahlavi',
    'Samaritan',
    'Sogdian',
    'Syriac',
    'Thaana',
    'Yezidi',
];
const RIGHT_TO_LEFT = new RegExp(`[${RTL_SCRIPTS.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}${BIDI.source.slice(1, -1)}]`, 'u');


/***/ })

};
