export const id = 8324;
export const ids = [8324];
export const modules = {

/***/ 55114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ configEdits),
/* harmony export */   dX: () => (/* binding */ isReviewConfig),
/* harmony export */   rZ: () => (/* binding */ CONFIG_EDIT_NOTE),
/* harmony export */   z6: () => (/* binding */ needsPerson)
/* harmony export */ });
/* harmony import */ var _builtin_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51045);
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96479);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82536);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65727);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46349);





/** A name a built-in code rule applies to (JavaScript, TypeScript, Python, shell…): `general` matches everything, so it is left out. */
const isCodeName = (0,_globs_js__WEBPACK_IMPORTED_MODULE_1__/* .compileGlobs */ .t)(_builtin_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .BUILTIN_RULES */ .Y.filter((r) => r.group === 'code' && r.id !== 'general').flatMap((r) => r.globs), 'code rules', { braces: true });
const BINARY_WHY = 'binary: not UTF-8 text, so no agent can review it';
const SECRET_WHY = 'code or config under a secret-looking name: its content is never shown to an agent';
/**
 * Excluded files that could still be code: binary content (one odd byte is
 * enough to make code "binary"), and a secret exclusion that does not come from
 * a plain secret file's own name (a file in `secrets/`, one renamed from a key,
 * a link to a secret, or a secret name with a code extension such as `.env.js`).
 * No agent reviews them, so the gate is not clean until a person acknowledges each.
 */
function needsPerson(scope) {
    return scope.excluded.flatMap((e) => {
        if (e.reason === 'binary')
            return [{ path: e.path, why: BINARY_WHY }];
        if (e.reason === 'secret' && (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isSecretName */ .eh)(e.path) || isCodeName(e.path)))
            return [{ path: e.path, why: SECRET_WHY }];
        return [];
    });
}
/** The files that decide what is reviewed and how; read from the base, never from the change. */
const REVIEW_CONFIG_FILES = [_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .RULES_FILE */ .$Y, _reviewers_js__WEBPACK_IMPORTED_MODULE_4__/* .REVIEWERS_FILE */ .uh, '_bmad/config.yaml'];
/** True for the rules and reviewers files, `_bmad/config.yaml`, and a document of a rule in `ruleSet` (the base's). */
function isReviewConfig(path, ruleSet) {
    return REVIEW_CONFIG_FILES.includes(path) || (ruleSet?.rules.some((r) => r.docPath === path) ?? false);
}
/** Changed files (selected or not) that are the review's own configuration: their edit applies after merge. */
function configEdits(scope, ruleSet) {
    return [...scope.files, ...scope.excluded].map((f) => f.path).filter((p) => isReviewConfig(p, ruleSet));
}
const CONFIG_EDIT_NOTE = "this change edits the review's own configuration; it applies after merge";


/***/ }),

/***/ 71220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ renderChecklist)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46349);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);



/** checklist.md: each rule that applies to a selected file, once, with its document and the files it covers. */
function renderChecklist(scope, ruleSet) {
    const lines = [
        `# Review checklist: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(scope.id)}`,
        '',
        `Scope ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(scope.scopeSha256))} · ${scope.totals.files} file(s) · ${scope.totals.changedLines} changed line(s) · ${scope.totals.units} unit(s) · ${scope.effort} effort · rule set ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(ruleSet.sha256))} (${ruleSet.source})`,
        '',
        'A rule is a prompt to look, not a finding. Quote the code of every finding word for word, and account',
        'for every selected file in `coverage.json` as `completed`, `failed` or `waived` (with a reason).',
    ];
    if (scope.reviewers.length) {
        lines.push('', '**Reviewers.** Each is its own agent run; the review is complete only when every one returned and measured.', '');
        for (const r of scope.reviewers)
            lines.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(r.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)(r.title)}: ${r.why.map((w) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdText)((0,_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .describeReason */ .Gk)(w))).join('; ')}`);
    }
    let applied = 0;
    for (const rule of ruleSet.rules) {
        const files = scope.files.filter((f) => f.rules.includes(rule.id)).map((f) => f.path);
        if (files.length === 0)
            continue;
        applied++;
        const controls = rule.controls?.length ? ` · controls ${rule.controls.map((c) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(c)).join(', ')}` : '';
        lines.push('', `## ${rule.id}: ${rule.title}`, '', `Group \`${rule.group}\` · ${rule.origin} · ${files.length} file(s)${controls}`, '');
        lines.push(...files.map((p) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(p)}`));
        lines.push('', rule.doc.trim().replace(/^#\s.*\n+/, ''));
    }
    if (applied === 0)
        lines.push('', 'No rule applies: no file is selected.');
    return `${lines.join('\n')}\n`;
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
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);




/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    if (text.trim() === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: it ${read.reason}`);
    if (read.status === 'too-large')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}) is ${read.size} bytes; the limit is 256 KiB`);
    return checkIntent(read.bytes, path);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(paths.root, paths.file('intent'), INTENT_MAX_BYTES);
    if (read.status === 'missing')
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    if (read.status !== 'ok')
        return { problem: `intent.md cannot be read (${read.status === 'refused' ? read.reason : 'too large'}): seal the scope again` };
    const text = read.bytes.toString('utf8');
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

/***/ 78324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ DEFAULT_REVIEW_DIR),
/* harmony export */   h3: () => (/* binding */ scopeHash),
/* harmony export */   reviewScope: () => (/* binding */ reviewScope)
/* harmony export */ });
/* unused harmony exports SCOPE_SCHEMA, DISPATCHES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10308);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68467);
/* harmony import */ var _intent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53068);
/* harmony import */ var _checklist_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71220);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25842);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55114);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25823);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2807);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(90108);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84466);












const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';
const DEFAULT_REVIEW_DIR = '_bmad-output/review';
const DISPATCHES = ['each', 'one'];
function checkDispatch(value) {
    if (!DISPATCHES.includes(value))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_10__.ProofgateError(`--dispatch must be each or one, not ${JSON.stringify(value)}`);
    return value;
}
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .canonicalJson */ .dj)(sealed));
}
async function reviewScope(options) {
    const id = _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.checkId(options.id);
    const effort = (0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .checkEffort */ .Dz)(options.effort ?? 'medium');
    const dispatch = checkDispatch(options.dispatch ?? 'each');
    if (options.shell && dispatch === 'one')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_10__.ProofgateError('--shell needs --dispatch each: only a reviewer run on its own can be given a shell');
    const include = options.include ?? [];
    const exclude = options.exclude ?? [];
    const workspace = options.workspace ?? false;
    if (workspace && options.head !== undefined)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_10__.ProofgateError('--head does not go with --workspace: the head is the working tree on top of HEAD');
    const baseRef = options.base ?? (workspace ? 'HEAD' : 'HEAD~1');
    const headRef = options.head ?? 'HEAD';
    const { repo, shas } = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__.openAndResolve)(options.cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]);
    const [baseSha, headSha] = shas;
    const dirAbs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd, options.dir ?? DEFAULT_REVIEW_DIR);
    const { sealed, ruleSet } = await (0,_selection_js__WEBPACK_IMPORTED_MODULE_5__/* .selectChanges */ .w)({
        repo,
        baseSha,
        headSha,
        workspace,
        include,
        exclude,
        effort,
        reviewDir: dirAbs,
        writeObjects: true,
        dispatch,
        shell: options.shell === true,
        ...(options.intent ? { intent: (0,_intent_js__WEBPACK_IMPORTED_MODULE_3__.sealIntent)(options.intent) } : {}),
    });
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        ...sealed,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: scopeHash(draft), ...rest };
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dirAbs, id);
    const scopeFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'scope.json');
    const checklistFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'checklist.md');
    if (options.intent)
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFileAtomic */ .Zf)(options.cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.files.intent), options.intent.text);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_9__/* .writeJsonAtomic */ .ZJ)(options.cwd, scopeFile, scope);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFileAtomic */ .Zf)(options.cwd, checklistFile, (0,_checklist_js__WEBPACK_IMPORTED_MODULE_4__/* .renderChecklist */ .t)(scope, ruleSet));
    const t = scope.totals;
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_5__/* .EXCLUSION_REASONS */ .V.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    const person = (0,_attention_js__WEBPACK_IMPORTED_MODULE_6__/* .needsPerson */ .z6)(scope);
    const lines = [
        scopeFile,
        `${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s) — scope ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .short */ .h0)(scope.scopeSha256)}`,
        counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
        ...(person.length
            ? [`a person must look at ${person.length} excluded file(s) no agent reviews: ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_8__/* .nameList */ .O)(person.map((p) => p.path))}`]
            : []),
        `checklist: ${checklistFile}`,
        (0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .describePlan */ .df)(scope.plan, t.units),
        'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
    ];
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_10__.EXIT.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines };
}


/***/ }),

/***/ 25842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ EXCLUSION_REASONS),
/* harmony export */   w: () => (/* binding */ selectChanges)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10308);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63437);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82536);
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96479);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65727);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(46349);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(55114);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(68467);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(25823);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(42137);














/** Precedence: the first reason that applies is the one recorded. */
const EXCLUSION_REASONS = [
    'secret',
    'binary',
    'deleted',
    'generated-or-vendored',
    'excluded-by-pattern',
    'not-included',
];
const MAX_CHANGED_FILES = 50_000;
/** Bytes read, in all, to tell text from binary among the files git calls binary; past it they count as binary. */
const TEXT_CHECK_BUDGET = 128 * 1024 * 1024;
/** The repository-relative prefix of the review folder, or undefined when it lies outside the repository. */
function reviewPrefix(repo, dirAbs) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(repo.root, dirAbs);
    if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
        return undefined;
    return rel.split('\\').join('/');
}
function inFolder(path, prefix) {
    if (prefix === undefined)
        return false;
    return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}
/** A symlink whose target names a secret path is a secret too: its target is read from git (or the link), never the file it points to. */
async function secretSymlinks(repo, changes, workspace) {
    const links = changes.filter((c) => c.kind === 'symlink' && c.status !== 'deleted');
    const secret = new Set();
    const fromGit = links.filter((c) => c.blob !== '');
    const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.readObjects)(repo.root, fromGit.map((c) => c.blob));
    for (const c of fromGit) {
        const target = blobs.get(c.blob)?.data?.toString('utf8') ?? '';
        if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(c.path), target))))
            secret.add(c);
    }
    if (workspace) {
        for (const c of links.filter((l) => l.blob === '' && !l.untracked)) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, c.path)).catch(() => '');
            if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(c.path), target))))
                secret.add(c);
        }
    }
    return secret;
}
/** A working-tree file's bytes when it is a regular file within the cap, else undefined. */
async function readWorkTree(root, path) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, path);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(full).catch(() => undefined);
    if (!info?.isFile() || info.size > _git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .TEXT_MAX_BYTES */ .$K)
        return undefined;
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(full, 'r');
    try {
        return await fh.readFile();
    }
    finally {
        await fh.close();
    }
}
/**
 * Files git calls binary (a NUL byte, an attribute, its own size limit) are
 * read here: if the head version is UTF-8 text they are text, counted with
 * `--text`, and reviewed. Attributes from either side decide nothing.
 */
async function rescueText(repo, candidates, diff) {
    if (candidates.length === 0)
        return;
    const sorted = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_11__/* .sortByBytes */ .n2)(candidates, (c) => c.path);
    const info = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .objectInfo */ ._d)(repo.root, sorted.filter((c) => c.blob !== '').map((c) => c.blob));
    // Within the budget, in path order (so the outcome does not depend on timing); past it, binary.
    let budget = TEXT_CHECK_BUDGET;
    const content = new Map();
    const fromGit = [];
    for (const c of sorted) {
        if (c.blob === '') {
            const data = await readWorkTree(repo.root, c.path);
            if (data !== undefined && data.length <= budget) {
                budget -= data.length;
                content.set(c, data);
            }
        }
        else {
            const size = info.get(c.blob)?.size;
            if (size !== undefined && size <= _git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .TEXT_MAX_BYTES */ .$K && size <= budget) {
                budget -= size;
                fromGit.push(c);
            }
        }
    }
    const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.readObjects)(repo.root, fromGit.map((c) => c.blob));
    for (const c of fromGit) {
        const data = blobs.get(c.blob)?.data;
        if (data)
            content.set(c, data);
    }
    const text = sorted.filter((c) => {
        const data = content.get(c);
        return data !== undefined && (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .isText */ .KH)(data);
    });
    // Renames keep both paths in the pathspec, so git pairs them as it did.
    const byPath = new Map(text.map((c) => [c.path, c]));
    for (let i = 0; i < text.length; i += 1000) {
        const paths = text.slice(i, i + 1000).flatMap((c) => (c.from !== undefined ? [c.path, c.from] : [c.path]));
        for (const [path, counted] of await (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .textLineCounts */ .kn)(repo, { from: diff.from, to: null, range: diff.range, paths })) {
            const c = byPath.get(path);
            if (c)
                Object.assign(c, counted);
        }
    }
}
/**
 * The selection: what a review of `base...head` (or the working tree) must
 * cover, with the rules read from the base commit. `review scope` seals it; the
 * gate derives it again from the sealed refs and options and compares.
 */
async function selectChanges(o) {
    const isIncluded = (0,_globs_js__WEBPACK_IMPORTED_MODULE_6__/* .compileGlobs */ .t)(o.include, '--include', { braces: false });
    const isExcluded = (0,_globs_js__WEBPACK_IMPORTED_MODULE_6__/* .compileGlobs */ .t)(o.exclude, '--exclude', { braces: false });
    const { repo, workspace } = o;
    // A commit range diffs from the merge base itself (`base...head`), so git runs
    // both at once; the working tree needs the merge base first. One Promise.all,
    // so that no rejection is left unhandled while another is awaited.
    const range = `${o.baseSha}...${o.headSha}`;
    const basePromise = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeBase */ .wu)(repo, o.baseSha, o.headSha);
    const [ruleSet, base, allChanges] = await Promise.all([
        (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .loadRuleSet */ .ZI)(repo.root, { repo, at: o.baseSha }),
        basePromise,
        workspace
            ? basePromise.then((mb) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .diffChanges */ .Xw)(repo, { from: mb, to: null }))
            : (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .diffChanges */ .Xw)(repo, { from: range, to: null, range: true }),
    ]);
    // Only proofgate's own output is left out: untracked files in the review folder.
    // What the change commits there (or renames out of it) is part of the change.
    const prefix = reviewPrefix(repo, o.reviewDir);
    const changes = allChanges.filter((c) => !(c.untracked && inFolder(c.path, prefix)));
    if (changes.length > MAX_CHANGED_FILES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES} (review it in smaller scopes with --include)`);
    for (const c of changes) {
        if (c.path.includes('\ufffd'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_12__.ProofgateError(`a changed path is not valid UTF-8: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_13__.visible)(c.path)} (rename it)`);
    }
    const secretLinks = await secretSymlinks(repo, changes, workspace);
    const secrets = new Set(changes.filter((c) => (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(c.path) || (c.from !== undefined && (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(c.from)) || secretLinks.has(c)));
    const secret = (c) => secrets.has(c);
    for (const c of changes)
        if (c.untracked && !secret(c))
            await (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .inspectUntracked */ .wo)(repo.root, c);
    await rescueText(repo, changes.filter((c) => !secret(c) && !c.untracked && c.kind === 'file' && c.status !== 'deleted' && (c.added === null || c.deleted === null)), { from: workspace ? base : range, range: !workspace });
    const excluded = [];
    const kept = [];
    for (const c of changes) {
        let reason;
        if (secret(c))
            reason = 'secret';
        else if (c.added === null || c.deleted === null)
            reason = 'binary';
        else if (c.status === 'deleted')
            reason = 'deleted';
        // An edit to the review's own configuration is always reviewed: no pattern takes it out.
        else if ((0,_attention_js__WEBPACK_IMPORTED_MODULE_9__/* .isReviewConfig */ .dX)(c.path, ruleSet))
            reason = undefined;
        else if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isGeneratedOrVendored */ .Ur)(c.path) && !isIncluded(c.path))
            reason = 'generated-or-vendored';
        else if (isExcluded(c.path))
            reason = 'excluded-by-pattern';
        else if (o.include.length > 0 && !isIncluded(c.path))
            reason = 'not-included';
        if (reason)
            excluded.push({ path: c.path, reason });
        else
            kept.push(c);
    }
    // In the working tree, seal the content itself: hash each kept file (into the object store when sealing).
    const unhashed = kept.filter((c) => c.blob === '');
    const regular = unhashed.filter((c) => c.kind === 'file');
    const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFiles */ .yQ)(repo.root, regular.map((c) => c.path), { write: o.writeObjects });
    regular.forEach((c, i) => (c.blob = oids[i]));
    for (const c of unhashed.filter((u) => u.kind !== 'file')) {
        const target = Buffer.from(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, c.path)));
        c.blob = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${target.length}\0`).update(target).digest('hex');
    }
    const sortedKept = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_11__/* .sortByBytes */ .n2)(kept, (c) => c.path);
    const units = (0,_units_js__WEBPACK_IMPORTED_MODULE_10__/* .cutUnits */ .Cv)(sortedKept.map((c) => ({ path: c.path, lines: (c.added ?? 0) + (c.deleted ?? 0) })));
    const unitOf = new Map(units.flatMap((u) => u.files.map((f) => [f, u.id])));
    const changedLines = units.reduce((n, u) => n + u.changedLines, 0);
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_8__/* .loadReviewerCatalog */ .fZ)((0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .projectFiles */ .x6)(repo.root, { repo, at: o.baseSha }), ruleSet.rules.map((r) => r.id));
    const files = sortedKept.map((c) => ({
        path: c.path,
        ...(c.from !== undefined ? { from: c.from } : {}),
        status: c.status,
        kind: c.kind,
        blob: c.blob,
        added: c.added ?? 0,
        deleted: c.deleted ?? 0,
        unit: unitOf.get(c.path),
        rules: (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .rulesFor */ .NP)(ruleSet, c.path).map((r) => r.id),
    }));
    return {
        ruleSet,
        sealed: {
            refs: { baseSha: o.baseSha, headSha: o.headSha, mergeBase: base, workspace },
            effort: o.effort,
            patterns: { include: o.include, exclude: o.exclude },
            ruleSet: (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .ruleSetSeal */ .o5)(ruleSet),
            plan: (0,_units_js__WEBPACK_IMPORTED_MODULE_10__/* .makePlan */ .Cs)(o.effort, changedLines, units.length),
            totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
            files,
            excluded: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_11__/* .sortByBytes */ .n2)(excluded, (e) => e.path),
            units,
            ...(o.intent ? { intent: o.intent } : {}),
            dispatch: o.dispatch,
            reviewers: (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_8__/* .selectReviewers */ .bK)(catalog, {
                effort: o.effort,
                files,
                changedLines,
                intent: o.intent !== undefined,
                shell: o.shell && o.dispatch === 'each',
            }),
        },
    };
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
