export const id = 3007;
export const ids = [3007];
export const modules = {

/***/ 48183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewAnchor: () => (/* binding */ reviewAnchor)
/* harmony export */ });
/* unused harmony exports ANCHORED_SCHEMA, anchorTotals */
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73073);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80160);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73219);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48745);






const ANCHORED_SCHEMA = 'bmad-plus/review-findings-anchored/1';
function anchorTotals(findings) {
    const count = (s) => findings.filter((f) => f.anchor.status === s).length;
    return { located: count('located'), ambiguous: count('ambiguous'), unlocated: count('unlocated') };
}
/** `review anchor ID`: validates findings.json and locates every quote; exit 0 only when every finding is valid and located. */
async function reviewAnchor(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    // git finds the working tree while the evidence is read; its error, if any, is reported after theirs.
    const root = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevel */ .ar)(options.cwd);
    root.catch(() => undefined);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .loadScope */ .h9)(paths);
    // git says what it has of the sealed blobs while the findings are read and checked.
    const blobs = root.then((r) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .sealedBlobs */ .Zx)(r, scope));
    blobs.catch(() => undefined);
    const loaded = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .loadFindings */ .fk)(paths, scope);
    if (loaded.status === 'missing')
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.unanchored,
            lines: [`${paths.file('findings')}: no findings.json: write it even when there is nothing to report`],
            json: { status: 'missing' },
        };
    if (loaded.status === 'other-scope') {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.unanchored,
            lines: [
                `${paths.file('findings')} answers another scope (${loaded.scopeSha256.slice(0, 12)}, sealed ${scope.scopeSha256.slice(0, 12)}): review the sealed scope again`,
            ],
            json: loaded,
        };
    }
    if (loaded.status === 'invalid') {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.unanchored,
            lines: [`${paths.file('findings')} is not valid:`, ...loaded.errors.slice(0, 50).map((e) => `- ${e}`)],
            json: loaded,
        };
    }
    const findings = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .anchorFindings */ .Cz)(await root, scope, loaded.data.findings, blobs);
    const totals = anchorTotals(findings);
    const file = paths.file('anchored');
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, file, {
        schema: ANCHORED_SCHEMA,
        scopeSha256: scope.scopeSha256,
        headSha: scope.refs.headSha,
        totals,
        findings,
    });
    const lines = [`${file} — ${totals.located} located, ${totals.ambiguous} ambiguous, ${totals.unlocated} unlocated`];
    for (const f of findings.filter((x) => x.anchor.status !== 'located'))
        lines.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(f.path)}: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .describeAnchor */ .zJ)(f.anchor)} (requote a longer exact excerpt)`);
    return {
        exitCode: totals.located === findings.length ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.ok : _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .REVIEW_EXIT */ .y.unanchored,
        lines,
        json: { file, totals, findings },
    };
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
        ledger: 'ledger.json',
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

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   em: () => (/* binding */ isLockfile),
/* harmony export */   mC: () => (/* binding */ targetIsSecret),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
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
    return segs.slice(0, -1).some((s) => SECRET_DIRS.has(s)) || isSecretName(path);
}
/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
function targetIsSecret(link, target) {
    return isSecretPath(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(link), target)));
}
/** Secret by the file's own name (`.env`, a key, a credentials file), not only by the folder it sits in. */
function isSecretName(path) {
    const name = segments(path).pop() ?? '';
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
/** A lockfile by its name (`package-lock.json`, `go.sum`, …): it decides which packages every install fetches, and from where. */
function isLockfile(path) {
    return LOCKFILES.has(segments(path).at(-1) ?? '');
}
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (isLockfile(path))
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

/***/ 34919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ DEFAULT_REVIEW_DIR),
/* harmony export */   h: () => (/* binding */ scopeHash)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);

// Apart from scope.ts, so that the commands that read a sealed scope (anchor, gate) do not load
// what sealing one needs (git diff, globs, rules).
const DEFAULT_REVIEW_DIR = '_bmad-output/review';
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(sealed));
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


function sha256(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
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
/* harmony export */   O: () => (/* binding */ nameList)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

const LIST_CAP = 10;
/** A list for one line of output: the first ten names, then how many more. */
function nameList(items) {
    const shown = items.slice(0, LIST_CAP).map(_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible).join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}


/***/ })

};
