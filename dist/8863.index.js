export const id = 8863;
export const ids = [8863];
export const modules = {

/***/ 48863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewContinue: () => (/* binding */ reviewContinue)
/* harmony export */ });
/* unused harmony export CONTINUE_SCHEMA */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10308);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25823);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54926);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(73219);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31631);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(25376);











const CONTINUE_SCHEMA = 'proofgate/review-continue/1';
/** What moved since the scope was sealed: the head commit, the rules, or a selected file's content. */
async function movedReasons(repo, scope) {
    const reasons = [];
    const headRef = scope.refs.workspace ? 'HEAD' : scope.request.head;
    const now = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(repo, headRef, 'head').catch(() => undefined);
    if (now !== scope.refs.headSha)
        reasons.push(`the head moved: ${headRef} is ${now ? (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .short */ .h0)(now) : 'gone'}, the scope sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .short */ .h0)(scope.refs.headSha)}`);
    const rules = await (0,_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .loadRuleSet */ .ZI)(repo.root);
    if (rules.sha256 !== scope.ruleSet.sha256)
        reasons.push(`the rules changed: rule set ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .short */ .h0)(rules.sha256)}, the scope sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .short */ .h0)(scope.ruleSet.sha256)}`);
    if (reasons.length)
        return reasons;
    const changed = [];
    if (scope.refs.workspace) {
        const regular = scope.files.filter((f) => f.kind === 'file');
        const present = await Promise.all(regular.map((f) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, f.path)).then((s) => s.isFile(), () => false)));
        changed.push(...regular.filter((_, i) => !present[i]).map((f) => f.path));
        const live = regular.filter((_, i) => present[i]);
        const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFiles */ .yQ)(repo.root, live.map((f) => f.path), { write: false });
        live.forEach((f, i) => oids[i] !== f.blob && changed.push(f.path));
        for (const f of scope.files.filter((x) => x.kind === 'symlink')) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, f.path)).catch(() => '');
            const oid = (0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.createHash)('sha1')
                .update(`blob ${Buffer.byteLength(target)}\0`)
                .update(target)
                .digest('hex');
            if (oid !== f.blob)
                changed.push(f.path);
        }
    }
    else {
        // The commit cannot change; a selected file edited in the work tree since is a move all the same.
        const dirty = (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', scope.refs.headSha, '--'])).split('\0');
        const selected = new Set(scope.files.map((f) => f.path));
        changed.push(...dirty.filter((p) => selected.has(p)));
    }
    if (changed.length)
        reasons.push(`${changed.length} selected file(s) changed since the scope was sealed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .nameList */ .OD)(changed)}`);
    return reasons;
}
/** `review continue ID`: what is still owed on the same sealed scope, or `moved` (exit 3) when it no longer describes the code. */
async function reviewContinue(options) {
    const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_10__.reviewGate)(options);
    const { scope, paths } = gate;
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(options.cwd);
    const moved = await movedReasons(repo, scope);
    const file = paths.file('continue');
    if (moved.length) {
        const doc = { schema: CONTINUE_SCHEMA, id: gate.id, scopeSha256: scope.scopeSha256, status: 'moved', moved };
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
        return {
            exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.EXIT.error,
            lines: [
                `${file} — status: moved`,
                ...moved.map((m) => `- ${m}`),
                `Seal a new scope and compare: proofgate review scope <new-id>, then proofgate review compare <new-id> --since ${gate.id}`,
            ],
            json: doc,
        };
    }
    const done = new Set(gate.done);
    const files = scope.files.filter((f) => !done.has(f.path)).map((f) => f.path);
    const units = scope.units.filter((u) => u.files.some((f) => !done.has(f))).map((u) => u.id);
    const findings = gate.findings
        .filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_9__/* .isOpen */ .nT)(f) && (f.anchor.status !== 'located' || (f.disposition === 'confirmed' && !f.evidence?.trim())))
        .map((f) => ({ id: f.id, path: f.path, owed: f.anchor.status !== 'located' ? `requote: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_9__/* .describeAnchor */ .zJ)(f.anchor)}` : 'evidence' }));
    const status = gate.verdict === 'incomplete' ? 'resume' : 'complete';
    const doc = {
        schema: CONTINUE_SCHEMA,
        id: gate.id,
        scopeSha256: scope.scopeSha256,
        status,
        verdict: gate.verdict,
        reasons: gate.reasons,
        owed: { files, units, findings },
    };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
    const lines = [
        `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
    ];
    if (units.length)
        lines.push(`units: ${units.join(', ')}`);
    lines.push(...gate.reasons.map((r) => `- ${r}`));
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.EXIT.ok, lines, json: doc };
}


/***/ })

};
