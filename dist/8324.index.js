export const id = 8324;
export const ids = [8324];
export const modules = {

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
/* harmony export */   VY: () => (/* binding */ EXCLUSION_REASONS),
/* harmony export */   h3: () => (/* binding */ scopeHash),
/* harmony export */   reviewScope: () => (/* binding */ reviewScope)
/* harmony export */ });
/* unused harmony exports SCOPE_SCHEMA, MAX_CHANGED_FILES, DISPATCHES */
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
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54926);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(68467);
/* harmony import */ var _checklist_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71220);
/* harmony import */ var _reviewers_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(46349);
/* harmony import */ var _intent_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(53068);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(25823);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(84466);


















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
const DISPATCHES = ['each', 'one'];
function checkDispatch(value) {
    if (!DISPATCHES.includes(value))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError(`--dispatch must be each or one, not ${JSON.stringify(value)}`);
    return value;
}
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .canonicalJson */ .dj)(sealed));
}
/** Paths in the change that point into the review folder are not part of the change. */
function reviewPrefix(repo, dirAbs) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(repo.root, dirAbs);
    if (rel === '')
        return '';
    if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
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
async function reviewScope(options) {
    const id = _folder_js__WEBPACK_IMPORTED_MODULE_16__/* .reviewFolder */ .B.checkId(options.id);
    const effort = (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .checkEffort */ .Dz)(options.effort ?? 'medium');
    const dispatch = checkDispatch(options.dispatch ?? 'each');
    if (options.shell && dispatch === 'one')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError('--shell needs --dispatch each: only a reviewer run on its own can be given a shell');
    const include = options.include ?? [];
    const exclude = options.exclude ?? [];
    const isIncluded = (0,_globs_js__WEBPACK_IMPORTED_MODULE_6__/* .compileGlobs */ .t)(include, '--include', { braces: false });
    const isExcluded = (0,_globs_js__WEBPACK_IMPORTED_MODULE_6__/* .compileGlobs */ .t)(exclude, '--exclude', { braces: false });
    const workspace = options.workspace ?? false;
    if (workspace && options.head !== undefined)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError('--head does not go with --workspace: the head is the working tree on top of HEAD');
    const baseRef = options.base ?? (workspace ? 'HEAD' : 'HEAD~1');
    const headRef = options.head ?? 'HEAD';
    const { repo, shas } = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.openAndResolve)(options.cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]);
    const [baseSha, headSha] = shas;
    // A commit range diffs from the merge base itself (`base...head`), so git runs
    // both at once; the working tree needs the merge base first. One Promise.all,
    // so that no rejection is left unhandled while another is awaited.
    const basePromise = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeBase */ .wu)(repo, baseSha, headSha);
    const [ruleSet, base, allChanges] = await Promise.all([
        (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .loadRuleSet */ .ZI)(repo.root),
        basePromise,
        workspace
            ? basePromise.then((mb) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .diffChanges */ .Xw)(repo, { from: mb, to: null }))
            : (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .diffChanges */ .Xw)(repo, { from: `${baseSha}...${headSha}`, to: null, range: true }),
    ]);
    const dirAbs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(options.cwd, options.dir ?? DEFAULT_REVIEW_DIR);
    const prefix = reviewPrefix(repo, dirAbs);
    const changes = allChanges.filter((c) => !inFolder(c.path, prefix) && !(c.from !== undefined && inFolder(c.from, prefix)));
    if (changes.length > MAX_CHANGED_FILES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError(`the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES} (review it in smaller scopes with --include)`);
    for (const c of changes) {
        if (c.path.includes('\ufffd'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.ProofgateError(`a changed path is not valid UTF-8: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_15__.visible)(c.path)} (rename it)`);
    }
    const secretLinks = await secretSymlinks(repo, changes, workspace);
    const excluded = [];
    const kept = [];
    for (const c of changes) {
        let reason;
        if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(c.path) || (c.from !== undefined && (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isSecretPath */ ._p)(c.from)) || secretLinks.has(c))
            reason = 'secret';
        else {
            if (c.untracked)
                await (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .inspectUntracked */ .wo)(repo.root, c);
            if (c.added === null || c.deleted === null)
                reason = 'binary';
            else if (c.status === 'deleted')
                reason = 'deleted';
            else if ((0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isGeneratedOrVendored */ .Ur)(c.path) && !isIncluded(c.path))
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
    const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFiles */ .yQ)(repo.root, regular.map((c) => c.path));
    regular.forEach((c, i) => (c.blob = oids[i]));
    for (const c of unhashed.filter((u) => u.kind !== 'file')) {
        const target = Buffer.from(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, c.path)));
        c.blob = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${target.length}\0`).update(target).digest('hex');
    }
    const sortedKept = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sortByBytes */ .n2)(kept, (c) => c.path);
    const sortedExcluded = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sortByBytes */ .n2)(excluded, (e) => e.path);
    const units = (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .cutUnits */ .Cv)(sortedKept.map((c) => ({ path: c.path, lines: (c.added ?? 0) + (c.deleted ?? 0) })));
    const unitOf = new Map(units.flatMap((u) => u.files.map((f) => [f, u.id])));
    const changedLines = units.reduce((n, u) => n + u.changedLines, 0);
    const plan = (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .makePlan */ .Cs)(effort, changedLines, units.length);
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
    const catalog = await (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_10__/* .loadReviewerCatalog */ .fZ)(repo.root, ruleSet.rules.map((r) => r.id));
    const reviewers = (0,_reviewers_js__WEBPACK_IMPORTED_MODULE_10__/* .selectReviewers */ .bK)(catalog, { effort, files, changedLines, intent: options.intent !== undefined, shell: options.shell });
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        refs: { baseSha, headSha, mergeBase: base, workspace },
        effort,
        patterns: { include, exclude },
        ruleSet: (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .ruleSetSeal */ .o5)(ruleSet),
        plan,
        totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
        files,
        excluded: sortedExcluded,
        units,
        ...(options.intent ? { intent: (0,_intent_js__WEBPACK_IMPORTED_MODULE_11__.sealIntent)(options.intent) } : {}),
        dispatch,
        reviewers,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: scopeHash(draft), ...rest };
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dirAbs, id);
    const scopeFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'scope.json');
    const checklistFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'checklist.md');
    if (options.intent)
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeFileAtomic */ .Zf)(options.cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_16__/* .reviewFolder */ .B.files.intent), options.intent.text);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeJsonAtomic */ .ZJ)(options.cwd, scopeFile, scope);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_13__/* .writeFileAtomic */ .Zf)(options.cwd, checklistFile, (0,_checklist_js__WEBPACK_IMPORTED_MODULE_9__/* .renderChecklist */ .t)(scope, ruleSet));
    const counts = EXCLUSION_REASONS.map((r) => [r, excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    const lines = [
        scopeFile,
        `${files.length} file(s) to review, ${changedLines} changed lines, ${units.length} unit(s) — scope ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .short */ .h0)(scope.scopeSha256)}`,
        counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
        `checklist: ${checklistFile}`,
        (0,_units_js__WEBPACK_IMPORTED_MODULE_8__/* .describePlan */ .df)(plan, units.length),
        'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
    ];
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_14__.EXIT.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines };
}


/***/ })

};
