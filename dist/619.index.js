export const id = 619;
export const ids = [619,3377];
export const modules = {

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

/***/ 63047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listRules: () => (/* binding */ listRules)
/* harmony export */ });
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63668);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48745);
/* harmony import */ var _rule_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35543);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(82536);







/** `review rules [PATH]`: the effective rule set, or the rules one path gets. */
async function listRules(cwd, asked) {
    const path = asked === undefined ? undefined : (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .previewPath */ .CE)(asked);
    // git finds the repository while the rule code loads and the built-in documents are read and
    // hashed. git is asked first: import() reads and compiles a module before it returns.
    const top = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevelOnly */ .ED)(cwd);
    const rulesCode = Promise.all(/* import() */[__webpack_require__.e(4926), __webpack_require__.e(4502)]).then(__webpack_require__.bind(__webpack_require__, 54926)).then((code) => (code.builtinRules(), code));
    const [root, { loadRuleSet, previewRules, ruleMatcher }] = await Promise.all([top, rulesCode]);
    const ruleSet = await loadRuleSet(root);
    const rules = path === undefined ? ruleSet.rules : previewRules(await ruleMatcher(ruleSet), root, path);
    const lines = [`rule set ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(ruleSet.sha256)} (${ruleSet.source})`];
    if (path !== undefined)
        lines.push(`${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_3__/* .shownName */ .HD)(path)} gets ${rules.length} rule(s):`);
    for (const r of rules)
        lines.push(`${r.id} ${r.group} ${r.origin} ${r.globs.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible).join(' ')}${r.controls ? ` (controls: ${r.controls.join(', ')})` : ''}`);
    const json = {
        source: ruleSet.source,
        sha256: ruleSet.sha256,
        ...(path !== undefined ? { path } : {}),
        rules: rules.map(_rule_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleIdentity */ .N),
    };
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .REVIEW_EXIT */ .y.ok, lines, json };
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
