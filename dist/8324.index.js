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

/***/ 74093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startScope: () => (/* binding */ startScope),
/* harmony export */   startedFor: () => (/* binding */ startedFor)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63437);


/** The refs a scope is sealed from: the base defaults to HEAD~1 (HEAD with the working tree), the head to HEAD. */
function scopeRefs(o) {
    const workspace = o.workspace ?? false;
    return { baseRef: o.base ?? (workspace ? 'HEAD' : 'HEAD~1'), headRef: o.head ?? 'HEAD', workspace };
}
/**
 * Resolves the scope's refs and starts git's diff of the change. Light on purpose: a caller
 * starts it first, and git works while the code that selects from the diff loads.
 */
function startScope(cwd, o) {
    const { baseRef, headRef, workspace } = scopeRefs(o);
    const opened = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__.openAndResolve)(cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]).then(({ repo, shas: [baseSha, headSha] }) => ({ repo, baseSha: baseSha, headSha: headSha }));
    const diff = opened.then(({ repo, baseSha, headSha }) => (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffFromMergeBase */ .DQ)(repo, baseSha, headSha, workspace));
    // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
    opened.catch(() => undefined);
    diff.catch(() => undefined);
    return { cwd, baseRef, headRef, workspace, opened, diff };
}
/** What was started for these options, or a start of its own when the caller's differs in folder or refs. */
function startedFor(cwd, o) {
    const want = scopeRefs(o);
    const s = o.started;
    const same = s && s.cwd === cwd && s.baseRef === want.baseRef && s.headRef === want.headRef && s.workspace === want.workspace;
    return same ? s : startScope(cwd, o);
}


/***/ }),

/***/ 78324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewScope: () => (/* binding */ reviewScope)
/* harmony export */ });
/* unused harmony exports SCOPE_SCHEMA, DISPATCHES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _scope_start_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74093);
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
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(48745);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(34919);














const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';
const DISPATCHES = ['each', 'one'];
function checkDispatch(value) {
    if (!DISPATCHES.includes(value))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_10__.ProofgateError(`--dispatch must be each or one, not ${JSON.stringify(value)}`);
    return value;
}
async function reviewScope(options) {
    const id = _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.checkId(options.id);
    const effort = options.effort ?? 'medium';
    const dispatch = checkDispatch(options.dispatch ?? 'each');
    if (options.shell && dispatch === 'one')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_10__.ProofgateError('--shell needs --dispatch each: only a reviewer run on its own can be given a shell');
    const include = options.include ?? [];
    const exclude = options.exclude ?? [];
    const start = (0,_scope_start_js__WEBPACK_IMPORTED_MODULE_1__.startedFor)(options.cwd, options);
    const { baseRef, headRef, workspace } = start;
    const { repo, baseSha, headSha } = await start.opened;
    const dirAbs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd, options.dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_REVIEW_DIR */ .$);
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
        diff: await start.diff,
    });
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        ...sealed,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: (0,_seal_js__WEBPACK_IMPORTED_MODULE_13__/* .scopeHash */ .h)(draft), ...rest };
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
            ? [`a person must look at ${person.length} changed file(s) no agent reviews: ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_8__/* .nameList */ .O)(person.map((p) => p.path))}`]
            : []),
        `checklist: ${checklistFile}`,
        (0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .describePlan */ .df)(scope.plan, t.units),
        'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
    ];
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_12__/* .REVIEW_EXIT */ .y.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines };
}


/***/ })

};
