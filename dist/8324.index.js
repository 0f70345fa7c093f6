export const id = 8324;
export const ids = [8324];
export const modules = {

/***/ 71220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ renderChecklist)
/* harmony export */ });
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);


/** checklist.md: each rule that applies to a selected file, once, with its document and the files it covers. */
function renderChecklist(scope, ruleSet) {
    const lines = [
        `# Review checklist: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(scope.id)}`,
        '',
        `Scope ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(scope.scopeSha256))} · ${scope.totals.files} file(s) · ${scope.totals.changedLines} changed line(s) · ${scope.totals.units} unit(s) · ${scope.effort} effort · rule set ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(ruleSet.sha256))} (${ruleSet.source})`,
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
        lines.push(...files.map((p) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(p)}`));
        lines.push('', rule.doc.trim().replace(/^#\s.*\n+/, ''));
    }
    if (applied === 0)
        lines.push('', 'No rule applies: no file is selected.');
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 78324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewScope: () => (/* binding */ reviewScope)
/* harmony export */ });
/* unused harmony export SCOPE_SCHEMA */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10308);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68467);
/* harmony import */ var _checklist_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71220);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25842);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55114);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25823);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2807);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(84466);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(48745);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(34919);












const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';
async function reviewScope(options) {
    const id = _folder_js__WEBPACK_IMPORTED_MODULE_9__/* .reviewFolder */ .B.checkId(options.id);
    const effort = options.effort ?? 'medium';
    const include = options.include ?? [];
    const exclude = options.exclude ?? [];
    const workspace = options.workspace ?? false;
    const baseRef = options.base ?? (workspace ? 'HEAD' : 'HEAD~1');
    const headRef = options.head ?? 'HEAD';
    const { repo, shas } = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__.openAndResolve)(options.cwd, [
        { ref: baseRef, what: 'base' },
        { ref: headRef, what: 'head' },
    ]);
    const [baseSha, headSha] = shas;
    const dirAbs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd, options.dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_REVIEW_DIR */ .$);
    const { sealed, ruleSet } = await (0,_selection_js__WEBPACK_IMPORTED_MODULE_4__/* .selectChanges */ .w)({
        repo,
        baseSha,
        headSha,
        workspace,
        include,
        exclude,
        effort,
        reviewDir: dirAbs,
        writeObjects: true,
    });
    const draft = {
        schema: SCOPE_SCHEMA,
        id,
        request: { base: baseRef, head: workspace ? 'working tree' : headRef },
        ...sealed,
    };
    const { schema, id: _id, ...rest } = draft;
    const scope = { schema, id, scopeSha256: (0,_seal_js__WEBPACK_IMPORTED_MODULE_11__/* .scopeHash */ .h)(draft), ...rest };
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dirAbs, id);
    const scopeFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'scope.json');
    const checklistFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'checklist.md');
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_8__/* .writeJsonAtomic */ .ZJ)(options.cwd, scopeFile, scope);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_8__/* .writeFileAtomic */ .Zf)(options.cwd, checklistFile, (0,_checklist_js__WEBPACK_IMPORTED_MODULE_3__/* .renderChecklist */ .t)(scope, ruleSet));
    const t = scope.totals;
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_4__/* .EXCLUSION_REASONS */ .V.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    const person = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .needsPerson */ .z6)(scope);
    const lines = [
        scopeFile,
        `${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s) — scope ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .short */ .h0)(scope.scopeSha256)}`,
        counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
        ...(person.length
            ? [`a person must look at ${person.length} excluded file(s) no agent reviews: ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_7__/* .nameList */ .O)(person.map((p) => p.path))}`]
            : []),
        `checklist: ${checklistFile}`,
        (0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .describePlan */ .df)(scope.plan, t.units),
        'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
    ];
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .REVIEW_EXIT */ .y.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines };
}


/***/ })

};
