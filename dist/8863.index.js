export const id = 8863;
export const ids = [8863];
export const modules = {

/***/ 48863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ resumeFiles),
/* harmony export */   RS: () => (/* binding */ sealedTreeProblems),
/* harmony export */   reviewContinue: () => (/* binding */ reviewContinue)
/* harmony export */ });
/* unused harmony export CONTINUE_SCHEMA */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10308);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(71670);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(73219);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(80160);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(36025);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(34919);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(57604);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(75643);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(48745);
















const CONTINUE_SCHEMA = 'proofgate/review-continue/1';
/** The selected files whose content in the work tree is no longer what the scope sealed. */
async function changedSelected(repo, scope) {
    const changed = [];
    if (scope.refs.workspace) {
        const regular = scope.files.filter((f) => f.kind === 'file');
        const present = await Promise.all(regular.map((f) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, f.path)).then((s) => s.isFile(), () => false)));
        changed.push(...regular.filter((_, i) => !present[i]).map((f) => f.path));
        const live = regular.filter((_, i) => present[i]);
        const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFiles */ .yQ)(repo.root, live.map((f) => f.path), { write: false });
        live.forEach((f, i) => oids[i] !== f.blob && changed.push(f.path));
        for (const f of scope.files.filter((x) => x.kind === 'symlink')) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, f.path)).catch(() => '');
            if ((0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .blobId */ .zA)(target) !== f.blob)
                changed.push(f.path);
        }
    }
    else {
        // The commit cannot change; a selected file edited in the work tree since is a move all the same.
        const dirty = (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', scope.refs.headSha, '--'])).split('\0');
        const selected = new Set(scope.files.map((f) => f.path));
        changed.push(...dirty.filter((p) => selected.has(p)));
    }
    return changed;
}
/**
 * Why an agent may not review the work tree for this scope: the checked-out commit is not the
 * sealed head (a scope sealed with `--head X` while another commit is checked out), or a selected
 * file differs from what was sealed. Each reason carries the fix; none when the tree is the head.
 */
async function sealedTreeProblems(repo, scope) {
    const checkedOut = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(repo, 'HEAD', 'head').catch(() => undefined);
    if (checkedOut !== scope.refs.headSha)
        return [
            `the work tree is at ${checkedOut ? (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .short */ .h0)(checkedOut) : 'no commit'}, but the scope sealed the head ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .short */ .h0)(scope.refs.headSha)} (--head ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(scope.request.head)}): the agent would read another tree. Check the sealed head out first: git switch --detach ${scope.refs.headSha}`,
        ];
    const changed = await changedSelected(repo, scope);
    return changed.length
        ? [
            `${changed.length} selected file(s) in the work tree differ from what the scope sealed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .nameList */ .OD)(changed)}. Stash or undo those edits, or seal the scope again to review them`,
        ]
        : [];
}
/**
 * The files a resumed review asks for: those not yet accounted for (missing, failed, waived
 * without a reason) and those whose open findings still need a quote or evidence; every file when
 * none is owed but the last run stopped before the end (`run.stop`). A review incomplete for
 * another reason (a file a person must acknowledge, a moved tree) asks nothing: no agent answers it.
 */
function resumeFiles(gate) {
    const done = new Set(gate.done);
    const owed = new Set(gate.scope.files.filter((f) => !done.has(f.path)).map((f) => f.path));
    for (const f of owedFindings(gate))
        owed.add(f.path);
    if (owed.size === 0 && gate.stop !== undefined && gate.stop !== 'completed')
        return new Set(gate.scope.files.map((f) => f.path));
    return owed;
}
function owedFindings(gate) {
    return gate.findings
        .filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_9__/* .isOpen */ .nT)(f) && (f.anchor.status !== 'located' || (f.disposition === 'confirmed' && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_15__/* .hasVisibleWords */ .Ux)(f.evidence))))
        .map((f) => ({ id: f.id, path: f.path, owed: f.anchor.status !== 'located' ? `requote: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_9__/* .describeAnchor */ .zJ)(f.anchor)}` : 'evidence' }));
}
/** One shell word: as it is when plain, else single-quoted; shown without control characters. */
function word(s) {
    return (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
}
const dirOption = (dir) => (dir !== undefined && dir !== _seal_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_REVIEW_DIR */ .$ ? ` --dir ${word(dir)}` : '');
/** `review run ID --resume` with the agent (and its command and model) of the last agent attempt. */
async function resumeCommand(paths, dir) {
    const agent = (await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_12__/* .attemptRecords */ .W8)(paths)).find((r) => r.kind === 'agent')?.agent;
    const how = agent
        ? [
            `--agent ${agent.kind}`,
            agent.command !== undefined ? ` --agent-cmd ${word(agent.command)}` : '',
            agent.model !== undefined ? ` --model ${word(agent.model)}` : '',
        ].join('')
        : '--agent AGENT';
    return `proofgate review run ${paths.id} --resume ${how}${dirOption(dir)}`;
}
/** A fresh scope of the same work (same base commit, effort and patterns) under a new id, then compare. */
function rescopeCommands(paths, scope, dir) {
    const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(paths.folder, '..');
    const stem = paths.id.replace(/\.\d+$/, '');
    let n = Number(/\.(\d+)$/.exec(paths.id)?.[1] ?? 1) + 1;
    // The suffix always shows: a stem at the id's 128 characters is cut to make room for it.
    const idFor = (k) => `${stem.slice(0, 128 - `.${k}`.length)}.${k}`;
    while ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, idFor(n))))
        n++;
    const next = idFor(n);
    const options = [
        `--base ${scope.refs.baseSha}`,
        scope.refs.workspace ? '--workspace' : '',
        `--effort ${scope.effort}`,
        scope.dispatch === 'one' ? '--dispatch one' : '',
        scope.reviewers.some((r) => r.shell) ? '--shell' : '',
        ...scope.patterns.include.map((g) => `--include ${word(g)}`),
        ...scope.patterns.exclude.map((g) => `--exclude ${word(g)}`),
    ].filter(Boolean);
    return [
        `proofgate review scope ${next} ${options.join(' ')}${dirOption(dir)}`,
        `proofgate review compare ${next} --since ${paths.id}${dirOption(dir)}`,
    ];
}
/** `review continue ID`: what is still owed on the same sealed scope, or `moved` (exit 3) when it no longer describes the code. */
async function reviewContinue(options) {
    // Only sealed fields are compared: the head commit, and the selection git gives again (rules and content included).
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(options.cwd);
    const check = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_13__/* .checkRepository */ .n_)(repo, await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .loadScope */ .h9)(paths), { head: 'HEAD', folder: paths.folder });
    // Commits missing from a shallow clone say nothing of the work: a fresh scope would fail the same way.
    if (check.absent.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(check.moved.join('; '));
    const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_10__.reviewGate)({ ...options, check });
    const { scope } = gate;
    const moved = [...check.moved];
    // A commit cannot change; a selected file edited in the work tree since is a move all the same.
    if (!scope.refs.workspace && !moved.length) {
        const changed = await changedSelected(repo, scope);
        if (changed.length)
            moved.push(`${changed.length} selected file(s) changed since the scope was sealed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .nameList */ .OD)(changed)}`);
    }
    const file = paths.file('continue');
    if (moved.length) {
        const next = rescopeCommands(paths, scope, options.dir);
        const doc = { schema: CONTINUE_SCHEMA, id: gate.id, scopeSha256: scope.scopeSha256, status: 'moved', moved, next };
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_14__/* .REVIEW_EXIT */ .y.moved,
            lines: [`${file} — status: moved`, ...moved.map((m) => `- ${m}`), 'Seal a new scope of the same work and compare:', ...next],
            json: doc,
        };
    }
    const done = new Set(gate.done);
    const files = scope.files.filter((f) => !done.has(f.path)).map((f) => f.path);
    const units = scope.units.filter((u) => u.files.some((f) => !done.has(f))).map((u) => u.id);
    const findings = owedFindings(gate);
    // Incomplete with nothing an agent can answer (a file a person must acknowledge): no resume to propose.
    const status = gate.verdict !== 'incomplete' ? 'complete' : resumeFiles(gate).size ? 'resume' : 'person';
    const next = status === 'resume' ? [await resumeCommand(paths, options.dir)] : [];
    const doc = {
        schema: CONTINUE_SCHEMA,
        id: gate.id,
        scopeSha256: scope.scopeSha256,
        status,
        verdict: gate.verdict,
        reasons: gate.reasons,
        owed: { files, units, findings },
        next,
    };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
    const lines = [
        `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
    ];
    if (units.length)
        lines.push(`units: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .nameList */ .OD)(units)}`);
    lines.push(...gate.reasons.map((r) => `- ${r}`));
    if (next.length)
        lines.push(`Resume (the agent gets only what is owed; everything already proved is kept): ${next[0]}`);
    if (status === 'person')
        lines.push("Nothing left is an agent's to answer: a person acts on the reasons above; no resume is proposed.");
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_14__/* .REVIEW_EXIT */ .y.ok, lines, json: doc };
}


/***/ })

};
