export const id = 2349;
export const ids = [2349];
export const modules = {

/***/ 48183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewAnchor: () => (/* binding */ reviewAnchor)
/* harmony export */ });
/* unused harmony exports ANCHORED_SCHEMA, anchorTotals */
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63668);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73219);
/* harmony import */ var _redaction_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70589);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2807);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48745);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79129);
/* harmony import */ var _requote_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(15459);










const ANCHORED_SCHEMA = 'bmad-plus/review-findings-anchored/1';
function anchorTotals(findings) {
    const count = (s) => findings.filter((f) => f.anchor.status === s).length;
    return { located: count('located'), ambiguous: count('ambiguous'), unlocated: count('unlocated') };
}
/** `review anchor ID`: validates findings.json and locates every quote; exit 0 only when every finding is valid and located. */
async function reviewAnchor(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__.reviewPaths)(options.cwd, options.id, options.dir);
    return (0,_lock_js__WEBPACK_IMPORTED_MODULE_8__/* .withReviewLock */ .K)(paths, 'review anchor', () => anchorFile(options, paths));
}
async function anchorFile(options, paths) {
    // git finds the working tree while the evidence is read; its error, if any, is reported after theirs.
    const root = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .toplevel */ .ar)(options.cwd);
    root.catch(() => undefined);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__.loadScope)(paths);
    // git says what it has of the sealed blobs while the findings are read and checked.
    const blobs = root.then((r) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .sealedBlobs */ .Zx)(r, scope));
    blobs.catch(() => undefined);
    // What coverage.json shows as a credential is one in the findings published beside it too.
    const beside = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__.coverageCredentials)(paths, scope);
    const loaded = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__.loadFindings)(paths, scope, beside);
    if (loaded.status === 'missing')
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .REVIEW_EXIT */ .y.unanchored,
            lines: [`${paths.file('findings')}: no findings.json: write it even when there is nothing to report`],
            json: { status: 'missing' },
        };
    if (loaded.status === 'other-scope') {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .REVIEW_EXIT */ .y.unanchored,
            lines: [
                `${paths.file('findings')} answers another scope (${loaded.scopeSha256.slice(0, 12)}, sealed ${scope.scopeSha256.slice(0, 12)}): review the sealed scope again`,
            ],
            json: loaded,
        };
    }
    if (loaded.status === 'invalid') {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .REVIEW_EXIT */ .y.unanchored,
            lines: [`${paths.file('findings')} is not valid:`, ...loaded.errors.slice(0, 50).map((e) => `- ${e}`)],
            json: loaded,
        };
    }
    const findings = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .anchorFindings */ .Cz)(await root, scope, loaded.data.findings, blobs, (0,_redaction_js__WEBPACK_IMPORTED_MODULE_4__/* .findingsRedaction */ .qg)(loaded.data.findings, beside));
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
        lines.push(`- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(f.id)} ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownName */ .HD)(f.path)}: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .describeAnchor */ .zJ)(f.anchor)} (${(0,_requote_js__WEBPACK_IMPORTED_MODULE_9__/* .requoteAdviceFor */ .vS)([f])})`);
    return {
        exitCode: totals.located === findings.length ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .REVIEW_EXIT */ .y.ok : _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .REVIEW_EXIT */ .y.unanchored,
        lines,
        json: { file, totals, findings },
    };
}


/***/ }),

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ checkExternalId),
/* harmony export */   IF: () => (/* binding */ otherReviewOf),
/* harmony export */   hk: () => (/* binding */ annotations),
/* harmony export */   kD: () => (/* binding */ stoppedExternalId),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   sw: () => (/* binding */ checkDocument)
/* harmony export */ });
/* unused harmony exports CHECK_SCHEMA, CHECK_TEXT_MAX, ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16764);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23377);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84877);




const CHECK_SCHEMA = 'proofgate/review-check/1';
const DEFAULT_CHECK_NAME = 'proofgate review';
/** GitHub's limits: output summary and text 65,535 each; 50 annotations per request; message 64 KB; title 255. */
const CHECK_TEXT_MAX = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
const LEVEL = {
    critical: 'failure',
    high: 'failure',
    medium: 'warning',
    low: 'notice',
};
const CONCLUSION = { clean: 'success', findings: 'failure', incomplete: 'failure' };
/** Every open, located finding as an annotation, most severe first. */
function annotations(r) {
    return (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open)
        .filter((f) => f.anchor.status === 'located')
        .map((f) => {
        const a = f.anchor;
        return {
            path: f.path,
            start_line: a.start,
            end_line: a.end,
            annotation_level: LEVEL[f.severity],
            title: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(`${f.severity} ${f.category}: ${f.id}`), 255).slice(0, 255),
            message: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)([
                f.content,
                f.evidence && `Evidence: ${f.evidence}`,
                f.consequence && `Consequence: ${f.consequence}`,
                (0,_provenance_js__WEBPACK_IMPORTED_MODULE_3__/* .describeProvenance */ .h)(f.provenance),
            ]
                .filter(Boolean)
                .join('\n\n')), 60_000),
            raw_details: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(f.existing_code), 60_000),
        };
    });
}
/** A check run is the same run across re-runs of one review of one scope. */
function checkExternalId(id, scopeSha256) {
    return `${EXTERNAL_PREFIX}${id}:${scopeSha256}`;
}
/** What every proofgate publisher's external id starts with (a review's, test-review's, any other product's). */
const PROOFGATE_PREFIX = 'proofgate-';
const EXTERNAL_PREFIX = `${PROOFGATE_PREFIX}review:`;
/**
 * The review another proofgate check run stands for, when it is not this one (review `id` over
 * `scopeSha256`): another id; or this id sealed over another scope whose run has not passed (matrix
 * legs sharing one id, a re-seal that leaves files out), which a clean run of this scope, the later
 * one GitHub shows, would hide. A rerun of the same scope, or another scope that passed, is none.
 * Another proofgate product's run (test-review's `proofgate-test-review:…`) is always another: its
 * verdict is of another kind, and a run of this review, the later one, would stand for it.
 */
function otherReviewOf(run, id, scopeSha256) {
    if (!run.externalId.startsWith(EXTERNAL_PREFIX))
        return run.externalId.startsWith(PROOFGATE_PREFIX) ? run.externalId.slice(PROOFGATE_PREFIX.length) : undefined;
    const cut = run.externalId.lastIndexOf(':');
    const named = run.externalId.slice(EXTERNAL_PREFIX.length, cut);
    if (named !== id)
        return named;
    const scope = run.externalId.slice(cut + 1);
    // A run of this review that stopped before sealing (stoppedExternalId) judged no scope: a later run supersedes it.
    return scope === scopeSha256 || scope === STOPPED || run.passed ? undefined : `${id} over scope ${scope.slice(0, 12)}`;
}
const STOPPED = 'stopped';
/** The external id of a run of review `id` that stopped before it had a scope to judge. */
function stoppedExternalId(id) {
    return `${EXTERNAL_PREFIX}${id}:${STOPPED}`;
}
/** The check document of `review gate --emit-check`: a `github` block shaped as a check run; `link` makes each finding's lines a link. */
function checkDocument(r, name = DEFAULT_CHECK_NAME, link) {
    const all = annotations(r);
    const open = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open);
    return {
        schema: CHECK_SCHEMA,
        verdict: r.verdict,
        exitCode: r.exitCode,
        totalAnnotations: all.length,
        github: {
            name,
            head_sha: r.scope.refs.headSha,
            external_id: checkExternalId(r.id, r.scope.scopeSha256),
            status: 'completed',
            conclusion: CONCLUSION[r.verdict],
            output: {
                title: `${r.verdict}: coverage ${r.coverage.completed}/${r.coverage.selected}, ${r.open.length} open finding(s)`,
                summary: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHeadSections */ .o$)(r).join('\n\n'), CHECK_TEXT_MAX),
                text: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)(open.length ? open.map((f) => (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSection */ .Ux)(f, link)).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
                annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
            },
        },
    };
}


/***/ }),

/***/ 48863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ owedFindings),
/* harmony export */   RS: () => (/* binding */ sealedTreeProblems),
/* harmony export */   k1: () => (/* binding */ owedOnResume),
/* harmony export */   reviewContinue: () => (/* binding */ reviewContinue)
/* harmony export */ });
/* unused harmony exports CONTINUE_SCHEMA, resumeFiles */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26781);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(71670);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(73219);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31631);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14331);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(57604);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(75643);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(48745);
/* harmony import */ var _tree_integrity_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(93360);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(79129);
/* harmony import */ var _scope_command_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(32320);
/* harmony import */ var _unsettled_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(96936);


















const CONTINUE_SCHEMA = 'proofgate/review-continue/1';
/** The selected files among the paths a reading of the tree found changed (treeIntegrity). */
function selectedIn(scope, tree) {
    const selected = new Set(scope.files.map((f) => f.path));
    return tree.state === 'dirty' ? tree.detail.filter((p) => selected.has(p)) : [];
}
/**
 * Why an agent may not review the work tree for this scope: the checked-out commit is not the
 * sealed head (a scope sealed with `--head X` while another commit is checked out), or a tracked
 * file is not what the seal holds: a selected file not what was sealed, any other not the head's
 * (the agent reads the code around the change from disk too), read as the gate reads it
 * (treeIntegrity; `read`: a reading the caller took at this moment). Each reason carries the fix;
 * none when the tree is the head.
 */
async function sealedTreeProblems(repo, scope, folder, read) {
    const checkedOut = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.resolveCommit)(repo, 'HEAD', 'head').catch(() => undefined);
    const head = scope.refs.headSha;
    if (checkedOut !== head) {
        // GitHub's merge commit of a pull request (the default checkout on `pull_request`) has the head as a parent.
        const parents = checkedOut
            ? (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['rev-list', '--parents', '-n', '1', checkedOut]).catch(() => '')).trim().split(' ').slice(1)
            : [];
        const merge = parents.length > 1 && parents.includes(head);
        return [
            `the work tree is at ${checkedOut ? (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .short */ .h0)(checkedOut) : 'no commit'}${merge ? ', a merge of the sealed head into another commit (GitHub checks out such a merge of a pull request by default)' : ''}, but the scope sealed the head ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .short */ .h0)(head)} (--head ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(scope.request.head)}): the agent would read another tree. Check the sealed head out first: git switch --detach ${head}${merge ? '; in a workflow, actions/checkout with `ref: ${{ github.event.pull_request.head.sha }}`' : ''}`,
        ];
    }
    const tree = read ?? (await (0,_tree_integrity_js__WEBPACK_IMPORTED_MODULE_14__/* .treeIntegrity */ .aU)(repo, scope, folder));
    const changed = selectedIn(scope, tree);
    // The others are named on their own: git holds them for the head, not the seal.
    const selected = new Set(changed);
    const other = (path) => !selected.has(path);
    const others = tree.state === 'dirty'
        ? {
            ...tree,
            detail: tree.detail.filter(other),
            ...(tree.hidden ? { hidden: tree.hidden.filter((h) => other(h.path)) } : {}),
            ...(tree.cleaned ? { cleaned: tree.cleaned.filter(other) } : {}),
        }
        : tree;
    const reason = (0,_tree_integrity_js__WEBPACK_IMPORTED_MODULE_14__/* .agentTreeReason */ .kW)(others, head, 'or commit them and seal the scope again');
    return [
        ...(changed.length
            ? [
                `${changed.length} selected file(s) in the work tree differ from what the scope sealed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__.nameList)(changed)}. Stash or undo those edits, or seal the scope again to review them`,
            ]
            : []),
        ...(reason ? [reason] : []),
    ];
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
/** resumeFiles, and what a resumed run asks again to settle what proofgate left half-done (unsettledFiles). */
function owedOnResume(gate) {
    return new Set([...resumeFiles(gate), ...(0,_unsettled_js__WEBPACK_IMPORTED_MODULE_17__/* .unsettledFiles */ .M8)(gate.unsettled, gate.scope)]);
}
/** What the agent still owes of each finding, as the gate asks it: a requote, the evidence of a confirmed one, the refutation of a refuted one. */
function owedFindings(gate) {
    return gate.findings.flatMap((f) => {
        const owed = !(0,_anchor_js__WEBPACK_IMPORTED_MODULE_9__/* .isOpen */ .nT)(f)
            ? (0,_text_words_js__WEBPACK_IMPORTED_MODULE_7__/* .hasVisibleWords */ .Ux)(f.refutation)
                ? undefined
                : 'refutation'
            : f.anchor.status !== 'located'
                ? `requote: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_9__/* .describeAnchor */ .zJ)(f.anchor)}`
                : f.disposition === 'confirmed' && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_7__/* .hasVisibleWords */ .Ux)(f.evidence)
                    ? 'evidence'
                    : undefined;
        return owed ? [{ id: f.id, path: f.path, owed, ...(f.reviewer !== undefined ? { reviewer: f.reviewer } : {}) }] : [];
    });
}
/** `review run ID --resume` with the agent (and its command and model) of the last agent attempt. */
async function resumeCommand(paths, dir) {
    const agent = (await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_11__/* .attemptRecords */ .W8)(paths)).find((r) => r.kind === 'agent')?.agent;
    const how = agent
        ? [
            `--agent ${agent.kind}`,
            agent.command !== undefined ? ` --agent-cmd ${(0,_scope_command_js__WEBPACK_IMPORTED_MODULE_16__/* .word */ .Vm)(agent.command)}` : '',
            agent.model !== undefined ? ` --model ${(0,_scope_command_js__WEBPACK_IMPORTED_MODULE_16__/* .word */ .Vm)(agent.model)}` : '',
        ].join('')
        : '--agent AGENT';
    return `proofgate review run ${paths.id} --resume ${how}${(0,_scope_command_js__WEBPACK_IMPORTED_MODULE_16__/* .dirOption */ .Dh)(dir)}`;
}
/** A fresh scope of the same work (the same base commit and every sealed option) under a new id, then compare; and what it cannot give. */
async function rescope(paths, scope) {
    const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(paths.folder, '..');
    const stem = paths.id.replace(/\.\d+$/, '');
    let n = Number(/\.(\d+)$/.exec(paths.id)?.[1] ?? 1) + 1;
    // The suffix always shows: a stem at the id's 128 characters is cut to make room for it.
    const idFor = (k) => `${stem.slice(0, 128 - `.${k}`.length)}.${k}`;
    while ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parent, idFor(n))))
        n++;
    const next = idFor(n);
    const { command, notes } = await (0,_scope_command_js__WEBPACK_IMPORTED_MODULE_16__/* .scopeCommand */ .sr)(next, scope, paths);
    return { next: [command, `proofgate review compare ${next} --since ${paths.id}${(0,_scope_command_js__WEBPACK_IMPORTED_MODULE_16__/* .dirOption */ .Dh)(paths.dir)}`], notes };
}
/** `review continue ID`: what is still owed on the same sealed scope, or `moved` (exit 3) when it no longer describes the code. */
async function reviewContinue(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__.reviewPaths)(options.cwd, options.id, options.dir);
    return (0,_lock_js__WEBPACK_IMPORTED_MODULE_15__/* .withReviewLock */ .K)(paths, 'review continue', () => owed(options, paths));
}
async function owed(options, paths) {
    // Only sealed fields are compared: the head commit, and the selection git gives again (rules and content included).
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.openRepo)(options.cwd, { shallow: true });
    const check = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_12__/* .checkRepository */ .n_)(repo, await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__.loadScope)(paths), { head: 'HEAD', folder: paths.folder });
    // Commits missing from a shallow clone say nothing of the work: a fresh scope would fail the same way.
    if (check.absent.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(check.moved.join('; '));
    const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_10__.reviewGate)({ ...options, check });
    const { scope } = gate;
    const moved = [...check.moved];
    // A commit cannot change; a selected file edited in the work tree since is a move all the same (the gate's reading of the tree).
    const changed = scope.refs.workspace || moved.length ? [] : selectedIn(scope, gate.tree);
    if (changed.length)
        moved.push(`${changed.length} selected file(s) changed since the scope was sealed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__.nameList)(changed)}`);
    const file = paths.file('continue');
    if (moved.length) {
        const { next, notes } = await rescope(paths, scope);
        const doc = { schema: CONTINUE_SCHEMA, id: gate.id, scopeSha256: scope.scopeSha256, status: 'moved', moved, next, notes };
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .REVIEW_EXIT */ .y.moved,
            lines: [
                `${file} — status: moved`,
                ...moved.map((m) => `- ${m}`),
                ...notes.map((n) => `Note: ${n}`),
                'Seal a new scope of the same work and compare:',
                ...next,
            ],
            json: doc,
        };
    }
    const done = new Set(gate.done);
    const files = scope.files.filter((f) => !done.has(f.path)).map((f) => f.path);
    const units = scope.units.filter((u) => u.files.some((f) => !done.has(f))).map((u) => u.id);
    const findings = owedFindings(gate);
    // Incomplete with nothing an agent can answer (a file a person must acknowledge): no resume to propose.
    // A reviewer that did not return is an agent's to run again (`--resume` runs it), not a person's.
    const rerun = gate.ledger?.reviewers.some((r) => r.state !== 'returned') ?? false;
    const status = gate.verdict !== 'incomplete' ? 'complete' : owedOnResume(gate).size || rerun ? 'resume' : 'person';
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
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
    const lines = [
        `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
    ];
    if (units.length)
        lines.push(`units: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__.nameList)(units)}`);
    lines.push(...gate.reasons.map((r) => `- ${r}`));
    if (next.length)
        lines.push(`Resume (the agent gets only what is owed; everything already proved is kept): ${next[0]}`);
    if (status === 'person')
        lines.push("Nothing left is an agent's to answer: a person acts on the reasons above; no resume is proposed.");
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .REVIEW_EXIT */ .y.ok, lines, json: doc };
}


/***/ }),

/***/ 63352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ dispatchReviewers)
});

// UNUSED EXPORTS: DEFAULT_CONCURRENCY

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/agent/index.ts + 23 modules
var agent = __webpack_require__(81207);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/text/files.ts
var files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(84466);
// EXTERNAL MODULE: ./src/git/untracked.ts
var untracked = __webpack_require__(35879);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(26781);
// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(23377);
// EXTERNAL MODULE: ./src/review/evidence.ts
var evidence = __webpack_require__(73219);
// EXTERNAL MODULE: ./src/review/prompt.ts + 1 modules
var review_prompt = __webpack_require__(77304);
// EXTERNAL MODULE: ./src/review/paths.ts
var paths = __webpack_require__(82536);
// EXTERNAL MODULE: ./src/review/attempts.ts
var attempts = __webpack_require__(57604);
// EXTERNAL MODULE: ./src/review/merge.ts
var merge = __webpack_require__(55164);
// EXTERNAL MODULE: ./src/review/anchor.ts
var review_anchor = __webpack_require__(31631);
// EXTERNAL MODULE: ./src/review/ledger.ts
var review_ledger = __webpack_require__(52607);
// EXTERNAL MODULE: ./src/review/requote.ts
var requote = __webpack_require__(15459);
// EXTERNAL MODULE: ./src/review/lock.ts
var lock = __webpack_require__(79129);
;// CONCATENATED MODULE: ./src/review/agent-run.ts


















/** Runs the given works one after the other, whoever calls first: two runs never fold at once. */
function serially() {
    let last = Promise.resolve();
    return (work) => {
        const next = last.then(work, work);
        last = next.catch(() => undefined);
        return next;
    };
}
/**
 * Every path git reports as changed or untracked, with what it is (a file's content, a link's
 * target, a nested repository's folder): what an agent could have touched. Each is signed alone:
 * one entry that cannot be hashed (a link, a file past 2 GiB) must not blind the look at the rest.
 * Keyed and signed by its bytes (pathKey): a name that is not UTF-8, decoded, names no file and
 * signed as deleted before and after, and two such names were one entry, so an edit went unseen.
 */
async function snapshot(repo, skip) {
    // Which paths to sign needs no file cleaned: no filter driver runs on what the agent wrote, before as after.
    const status = ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignored=no'];
    const entries = new Map();
    const top = Buffer.from(`${repo.root}/`);
    let old = false;
    await (0,git.scanRecords)(repo.root, [...(await (0,git.withoutFilters)(repo)), ...status], (record) => {
        // The old path follows a rename or copy as a record of its own.
        if (old)
            return void (old = false);
        if (record.length < 4)
            return;
        const xy = record.subarray(0, 2).toString('latin1');
        const key = (0,git.pathKey)(record.subarray(3));
        if (!skip(key))
            entries.set(key, `${xy}:${(0,agent/* entrySignature */.jQ)(Buffer.concat([top, record.subarray(3)])) ?? 'deleted'}`);
        old = xy[0] === 'R' || xy[0] === 'C';
    });
    // git status reads .git/info/exclude whatever it is told: what only that file hides is untracked too.
    for (const name of await (0,untracked.hiddenLocally)(repo.root)) {
        const key = (0,git.pathKey)(name);
        if (!skip(key))
            entries.set(key, `??:${(0,agent/* entrySignature */.jQ)(Buffer.concat([top, name])) ?? 'deleted'}`);
    }
    return entries;
}
const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);
/** A reviewer's part speaks for that reviewer only: a finding naming another is a claim it cannot make. */
function otherReviewers(part, reviewer, n) {
    const strangers = part.findings.filter((f) => f.reviewer !== undefined && f.reviewer !== reviewer);
    return strangers.length
        ? [
            `attempt ${n}: the ${reviewer} reviewer's part names another reviewer on ${(0,evidence.nameList)(strangers.map((f) => `${f.id} (${f.reviewer})`))}`,
        ]
        : [];
}
/**
 * The part as proofgate vouches for it, written after the agent over whatever the agent wrote: it
 * says whose it is (`reviewer`: the reviewer this run was, else nobody) and speaks only for the
 * files and units it was asked about, so a part merged later (a matrix job's) speaks for the
 * reviewer that ran and for its units only; another unit's files would otherwise be accounted
 * for at the merge when that unit's own job fails.
 */
async function stampPart(root, attempt, part, reviewer, target) {
    const asked = new Set(target.files.map((f) => f.path));
    const { reviewer: claimed, items, units, ...rest } = part.coverage;
    const unasked = items.filter((i) => !asked.has(i.path)).map((i) => i.path);
    const strayUnits = (units ?? []).filter((u) => !target.units.includes(u.id));
    if (claimed === reviewer && unasked.length === 0 && strayUnits.length === 0)
        return { part, unasked };
    const keptUnits = units?.filter((u) => target.units.includes(u.id));
    const coverage = {
        ...rest,
        ...(reviewer ? { reviewer } : {}),
        items: items.filter((i) => asked.has(i.path)),
        ...(keptUnits?.length ? { units: keptUnits } : {}),
    };
    await (0,files/* writeJsonAtomic */.ZJ)(root, attempt.file('coverage'), coverage);
    return { part: { ...part, coverage }, unasked };
}
/** A file of the review's own as it is: its bytes, or null when there is none (or none that can be read as a file). */
async function ownBytes(paths, file) {
    const read = await (0,files/* readRegular */.VX)(paths.root, file, evidence.EVIDENCE_MAX_BYTES);
    return read.status === 'ok' ? read.bytes : null;
}
const sameBytes = (a, b) => (a === null || b === null ? a === b : Buffer.from(a).equals(b));
/** The review's own files (its findings, coverage, ledger, scope and the rest) as they are before an agent runs. */
async function keepOwnFiles(paths) {
    const kept = new Map();
    for (const name of Object.keys(review_folder/* reviewFolder */.B.files))
        kept.set(paths.file(name), await ownBytes(paths, paths.file(name)));
    return kept;
}
/** The kept files whose bytes (or absence) are not what they were, each with what it holds now. */
async function changedOwnFiles(paths, kept) {
    const changed = new Map();
    for (const [file, bytes] of kept) {
        const now = await ownBytes(paths, file);
        if (!sameBytes(bytes, now))
            changed.set(file, now);
    }
    return changed;
}
/**
 * Puts back what was kept of each file the agent changed (its bytes, or no file where there was
 * none), only while the file still holds what the agent left (`seen`): never over bytes another
 * writer put there since (none can while the review folder's lock is held: lock.ts).
 */
async function restoreOwnFiles(paths, kept, seen) {
    for (const [file, left] of seen) {
        if (!sameBytes(left, await ownBytes(paths, file)))
            continue;
        const bytes = kept.get(file) ?? null;
        if (bytes)
            await (0,files/* writeFileAtomic */.Zf)(paths.root, file, bytes);
        else
            await (0,files/* removeFile */.nM)(paths.root, file);
    }
}
/**
 * A working folder holding only the diff files, at the same relative paths as in the tree. Where
 * the agent's own folders are made (agentFolder: nothing another user may write above it, which a
 * CLI reading its instructions up to / would follow), never in the runner's temp folder: it holds
 * the job's file commands, which no agent's working folder may sit beside.
 */
async function stageDiffOnly(root, diffFiles, out, mode) {
    const stage = (0,agent/* agentFolder */.Kv)('diff-only', mode);
    for (const file of diffFiles) {
        const read = await (0,files/* readRegular */.VX)(root, file, evidence.EVIDENCE_MAX_BYTES);
        if (read.status !== 'ok')
            throw new errors.ProofgateError(`cannot stage the diff ${file} for the blind reviewer (${read.status})`);
        await (0,files/* writeFileAtomic */.Zf)(stage, (0,external_node_path_.join)(stage, (0,external_node_path_.relative)(root, file)), read.bytes);
    }
    await (0,promises_.mkdir)((0,external_node_path_.join)(stage, out), { recursive: true });
    // Readable by an agent run as a user of its own, as a checkout is: it holds the diff and nothing else.
    for (const e of await (0,promises_.readdir)(stage, { recursive: true, withFileTypes: true }))
        await (0,promises_.chmod)((0,external_node_path_.join)(e.parentPath, e.name), e.isDirectory() ? 0o755 : 0o644);
    await (0,promises_.chmod)(stage, 0o755);
    return stage;
}
/**
 * Takes the two files the agent wrote in its folder `out` (relative to `from`: the tree, or its
 * staged copy) into the attempt, regular files only, then removes that folder: nothing else the
 * agent left there is evidence.
 */
async function takeOutputs(from, out, attempt, dropped) {
    for (const name of ['findings', 'coverage']) {
        // A file the run dropped (a credential in it, a link) is never taken, whether or not it could be removed.
        if (dropped.has(name))
            continue;
        const read = await (0,files/* readRegular */.VX)(from, (0,external_node_path_.join)(from, out, review_folder/* reviewFolder */.B.files[name]), evidence.EVIDENCE_MAX_BYTES);
        if (read.status === 'ok')
            await (0,files/* writeFileAtomic */.Zf)(attempt.root, attempt.file(name), read.bytes);
    }
    const folder = await (0,files/* confined */.dg)(from, (0,external_node_path_.join)(from, out));
    (0,agent/* reopenFolder */.Q3)(folder);
    await (0,promises_.rm)(folder, { recursive: true, force: true });
}
/**
 * Why each of the attempt's two files the agent wrote (at `writes`) was not kept (its run dropped
 * it: past the size cap, a link), by path, with what to write instead: the reason and the next
 * prompt say so, never "missing", and the agent does not write the same file again.
 */
function notKept(run, writes, attempt) {
    const out = new Map();
    ['findings', 'coverage'].forEach((name, i) => {
        const d = run.dropped.find((x) => x.path === writes[i]);
        if (!d)
            return;
        const shorter = name === 'findings' ? 'write fewer or shorter findings' : 'write one short item per file asked';
        out.set(attempt.file(name), `was written but not kept, ${(0,agent/* notKeptBecause */.m7)(d.why, shorter)}`);
    });
    return out;
}
/**
 * The review's earlier findings on the asked files, as the run is shown them (earlierFindings): a
 * reviewer's in its own words, read from the parts it returned (its attempts keep them).
 */
async function earlierOf(o, asked) {
    const whole = await (0,merge/* loadWhole */.ym)(o.paths, o.scope);
    const id = o.brief?.reviewer.id;
    if (id === undefined)
        return (0,merge/* earlierFindings */.DL)(whole, asked);
    // Its parts are read only when the review holds a finding to show.
    if (!whole?.findings.length)
        return [];
    return (0,merge/* earlierFindings */.DL)(whole, asked, { id, reports: (0,review_ledger/* reviewerReports */.Zm)(await (0,review_ledger/* reviewerAttempts */.o5)(o.paths, o.scope), id) });
}
/** What proofgate asks of the agent, before anything is written: the files of the units, or those still owed (dispatchReviewers graded a resumed review). */
function chooseTarget(o) {
    const units = { units: o.unit, unitOption: o.unitOption };
    return (0,review_prompt/* promptTarget */.yB)(o.scope, o.owed ? { ...units, owed: o.owed } : units);
}
/**
 * One agent attempt on the review: checks that the agent can start before anything is written (a
 * refusal touches nothing; dispatchReviewers refused a work tree that is not the sealed head); writes the prompt and the
 * diff into a new `attempts/N/`; runs the agent, which may write only in that attempt's `out/`
 * folder, from which its findings.json and coverage.json alone are taken into the attempt; checks
 * the control plane; then, unless this is a unit's part, folds a trusted part into the review's
 * findings.json and coverage.json. An earlier attempt's evidence is never deleted or rewritten: a
 * failed run leaves the review as it was.
 */
async function runReviewAgent(o) {
    // From the copy of the review's own files before the agent to its attempt record: no other process writes the folder.
    return (0,lock/* withReviewLock */.K)(o.paths, 'review run', () => attemptReview(o));
}
async function attemptReview(o) {
    const progress = o.progress ?? (() => undefined);
    // The tree under review: an agent executable in it is the pull request's (refused, never run).
    const ready = await (0,agent/* preflight */.Mz)(o.agent, process.env, o.envPass ?? [], [o.repo.root]);
    const target = chooseTarget(o);
    await o.starting?.();
    const part = o.unit !== undefined;
    const quiet = { target, breaches: [], notes: [], merged: false, part };
    // A resumed review that owes nothing asks nothing; an empty scope is still put to the agent.
    if ((o.resume || o.owed) && target.files.length === 0)
        return quiet;
    const reviewer = o.brief?.reviewer;
    const asked = new Set(target.files.map((f) => f.path));
    // What this run may answer by id (it folds its own part): the earlier findings on its files, shown to it.
    const earlier = part ? [] : await earlierOf(o, asked);
    // Each is shown with why it is not located yet (its quote as anchoring found it), so it can be requoted.
    const located = await (0,review_anchor/* anchorFindings */.Cz)(o.repo.root, o.scope, earlier);
    const shownEarlier = earlier.map((f, i) => {
        const owed = (0,requote/* requoteNote */.wV)(located[i]);
        return owed === undefined ? f : { ...f, owed };
    });
    // Why this reviewer's last attempt was not taken, read before this attempt's folder exists.
    const lastReasons = await (0,attempts/* lastAttemptReasons */.h5)(o.paths, reviewer?.id);
    const startedAt = new Date();
    const attempt = await (0,attempts/* openAttempt */.Eu)(o.paths);
    // The agent writes the two files in a folder of its own: a CLI writes a temporary file beside
    // each and renames it over, so that folder is writable as a folder; the record, prompt and diff
    // beside it stay proofgate's.
    const out = (0,external_node_path_.join)(attempt.folder, 'out');
    const outputs = { findings: (0,external_node_path_.join)(out, review_folder/* reviewFolder */.B.files.findings), coverage: (0,external_node_path_.join)(out, review_folder/* reviewFolder */.B.files.coverage) };
    let prompt;
    try {
        prompt = await (0,review_prompt/* writePrompt */.UW)(o.repo, o.scope, target, {
            folder: attempt.folder,
            paths: o.paths,
            outputs,
            roles: { ...(o.brief ? { as: o.brief } : {}), also: o.also ?? [] },
            earlier: shownEarlier,
            lastReasons,
        });
    }
    catch (err) {
        // Only this run's own prompt files: nothing was asked yet.
        await (0,promises_.rm)(await (0,files/* confined */.dg)(o.paths.root, attempt.folder), { recursive: true, force: true });
        throw err;
    }
    progress(`attempt ${attempt.n}${reviewer ? ` (${reviewer.id})` : ''}: ${target.files.length} file(s) asked${o.resume || o.owed ? ' (resumed: only what is owed)' : ''}; prompt ${prompt.file}`);
    const rel = (p) => (0,external_node_path_.relative)(o.repo.root, p).split('\\').join('/');
    const kept = [rel(attempt.file('findings')), rel(attempt.file('coverage'))];
    const writes = [rel(outputs.findings), rel(outputs.coverage)];
    const recordAttempt = async (notes, merged, ended = true) => (0,attempts/* writeAttemptRecord */.AN)(attempt, {
        scopeSha256: o.scope.scopeSha256,
        kind: 'agent',
        agent: {
            kind: o.agent.kind,
            ...(o.agent.command !== undefined ? { command: o.agent.command } : {}),
            ...(o.agent.model !== undefined ? { model: o.agent.model } : {}),
        },
        files: target.files.length,
        units: target.units,
        resume: o.resume ?? false,
        ...(part ? { part } : {}),
        merged,
        reasons: notes.map((n) => (0,truncate/* cutChars */.oN)(n, 2000)),
        ...(reviewer ? { reviewer: reviewer.id, shell: reviewer.shell } : {}),
        ...(ended ? {} : { ended: false }),
        startedAt: startedAt.toISOString(),
        durationMs: Date.now() - startedAt.getTime(),
    });
    // Written before the agent starts, whatever the dispatch: a run that never ends is outstanding in
    // the ledger, and its folder is never taken for a job's artifact (which holds no record) by a merge.
    await recordAttempt([], false, false);
    const excludedSecrets = new Set(o.scope.excluded.filter((e) => e.reason === 'secret').map((e) => e.path));
    // Other reviewers' runs and their folds write in the review folder meanwhile; this attempt's own folder is still watched.
    const review = rel(o.paths.folder);
    // The looks key paths by their bytes (pathKey): so are the folders and files they are compared with.
    const [reviewKey, mine] = [(0,git.pathKey)(review), (0,git.pathKey)(rel(attempt.folder))];
    const theirs = (key) => o.siblings === true && within(key, reviewKey) && !within(key, mine);
    const before = await snapshot(o.repo, theirs);
    // Kept only where a change to them can be seen: reviewers running at once leave the review folder out of the comparison.
    const ownFiles = o.siblings ? new Map() : await keepOwnFiles(o.paths);
    const headBefore = await (0,git.resolveCommit)(o.repo, 'HEAD', 'head');
    const runStarted = new Date();
    // The blind reviewer's working folder holds the diff and nothing else (its own copy, at the same paths).
    const stage = reviewer?.context === 'diff' ? await stageDiffOnly(o.repo.root, prompt.diffFiles, rel(out), o.isolate ?? 'auto') : undefined;
    if (!stage)
        await (0,promises_.mkdir)(await (0,files/* confined */.dg)(o.repo.root, out));
    /**
     * What the agent changed outside its folder (`tampered`: what its isolation saw) and, by git,
     * beside the two files taken from it, named; the review's own files put back.
     */
    const controlPlane = async (tampered) => {
        const breaches = [];
        const after = await snapshot(o.repo, theirs);
        const allowed = new Set(kept.map(git.pathKey));
        const changed = new Set(tampered);
        for (const [p, state] of after)
            if (!allowed.has(p) && before.get(p) !== state)
                changed.add((0,git.keyShown)(p));
        for (const p of before.keys())
            if (!allowed.has(p) && !after.has(p))
                changed.add((0,git.keyShown)(p));
        // Git's look misses what it ignores (a `_bmad-output/` in .gitignore): the review's own files are also compared byte for byte.
        const ownChanged = await changedOwnFiles(o.paths, ownFiles);
        for (const file of ownChanged.keys())
            changed.add(rel(file));
        if (changed.size) {
            breaches.push(`the agent changed files outside findings.json and coverage.json: ${(0,evidence.nameList)([...changed].sort())}`);
            // The review's own files go back as they were: a later attempt builds on them, never on what the agent wrote.
            await restoreOwnFiles(o.paths, ownFiles, ownChanged);
        }
        const headAfter = await (0,git.resolveCommit)(o.repo, 'HEAD', 'head').catch(() => 'gone');
        if (headAfter !== headBefore)
            breaches.push(`the agent moved HEAD from ${headBefore.slice(0, 12)} to ${headAfter.slice(0, 12)}`);
        return breaches;
    };
    let run;
    try {
        run = await (0,agent/* runAgent */.JN)({
            agent: { ...o.agent, ...(reviewer?.shell ? { shell: true } : {}) },
            prompt: prompt.text,
            cwd: stage ?? o.repo.root,
            // Staged, the tree itself is one more folder the agent must not reach by its absolute path.
            ...(stage ? { guarded: [o.repo.root] } : {}),
            writable: [`${rel(out)}/`],
            outputs: writes,
            timeoutMs: o.timeoutMs,
            envPass: o.envPass,
            isolate: o.isolate,
            // Every path the scope excluded as a secret (renamed from one, a link to one), not only secret names.
            secret: (p) => (0,paths/* isSecretPath */._p)(p) || excludedSecrets.has(p),
            ...(o.siblings ? { shared: [review] } : {}),
            progress: o.progress,
        });
    }
    catch (err) {
        await (0,promises_.rm)(stage ?? (await (0,files/* confined */.dg)(o.repo.root, out)), { recursive: true, force: true });
        // The error may come after the agent ran (its own look at what it changed failing on what it
        // left, a file past 2 GiB): what it changed is still named and the review's own files put back.
        const breaches = await controlPlane([]);
        const notes = [`the agent did not run: ${(0,errors.describeError)(err)}`];
        await recordAttempt([...breaches, ...notes], false);
        return { ...quiet, attempt, breaches, notes, prompt: prompt.file };
    }
    const dropped = new Set(['findings', 'coverage'].filter((_, i) => run.dropped.some((d) => d.path === writes[i])));
    await takeOutputs(stage ?? o.repo.root, rel(out), attempt, dropped);
    if (stage)
        await (0,promises_.rm)(stage, { recursive: true, force: true });
    const notes = [];
    // How it ended and what it said, in the words run.json keeps; processes still running at its exit
    // may have been writing its part: the part is kept, never merged.
    const failed = (0,agent/* runFailure */.A9)(run);
    if (failed)
        notes.push(failed);
    const breaches = await controlPlane(run.tampered);
    const loaded = await (0,merge/* loadPart */.AX)((0,merge/* partPaths */.gN)(o.paths, attempt.folder), o.scope, notKept(run, writes, attempt));
    if ('problems' in loaded && notes.length === 0)
        notes.push(...loaded.problems.map((p) => `attempt ${attempt.n}: ${p}`));
    if (reviewer && !('problems' in loaded) && notes.length === 0)
        notes.push(...otherReviewers(loaded, reviewer.id, attempt.n));
    let written = loaded;
    if (!('problems' in loaded)) {
        const stamped = await stampPart(o.paths.root, attempt, loaded, reviewer?.id, target);
        written = stamped.part;
        if (stamped.unasked.length)
            progress(`attempt ${attempt.n}: coverage of ${stamped.unasked.length} file(s) it was not asked about is ignored: ${(0,evidence.nameList)(stamped.unasked)}`);
    }
    let merged = false;
    if (!part && notes.length === 0 && breaches.length === 0 && !('problems' in written)) {
        const shown = new Set(earlier.map((f) => f.id));
        const owed = new Set(shownEarlier.filter((f) => 'owed' in f).map((f) => f.id));
        const fold = o.fold ?? ((work) => work());
        await fold(async () => (0,merge/* commitWhole */.Tq)(o.paths, attempt, (0,merge/* foldPart */.xV)(o.scope, await (0,merge/* loadWhole */.ym)(o.paths, o.scope), written, `A${attempt.n}`, { asked, reviewer: reviewer?.id, shown, owed })));
        merged = true;
    }
    // Written after the check, so proofgate's own record is never taken for the agent's change (and replaces any it wrote).
    const record = (0,agent/* runRecord */.DW)(o.agent, run, ready.version, runStarted);
    await (0,agent/* writeRunRecord */.MJ)(o.paths.root, attempt.folder, record);
    await recordAttempt([...breaches, ...notes], merged);
    return { attempt, target, breaches, notes, merged, part, run, record, prompt: prompt.file };
}

// EXTERNAL MODULE: ./src/review/reviewer-brief.ts
var reviewer_brief = __webpack_require__(78684);
// EXTERNAL MODULE: ./src/review/continue.ts
var review_continue = __webpack_require__(48863);
// EXTERNAL MODULE: ./src/review/gate.ts + 3 modules
var review_gate = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/review/unsettled.ts
var unsettled = __webpack_require__(96936);
;// CONCATENATED MODULE: ./src/review/dispatch.ts










const DEFAULT_CONCURRENCY = 3;
/** At most `size` works at once; after a failure no new one starts, the running ones end, then it is thrown. */
async function pool(items, size, work) {
    const queue = [...items];
    let failure;
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
            try {
                await work(item);
            }
            catch (err) {
                failure ??= { err };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(size, queue.length)) }, worker));
    if (failure)
        throw failure.err;
}
/**
 * Refuses a work tree that is not the sealed head before any reviewer's agent starts, read once for
 * all of them; a resumed review is graded first (what each still owes), and that grading's reading
 * of the tree is the one checked.
 */
async function startingTree(o) {
    const gate = o.resume ? await (0,review_gate.reviewGate)({ id: o.paths.id, cwd: o.repo.root, dir: (0,external_node_path_.dirname)(o.paths.folder) }) : undefined;
    const problems = await (0,review_continue/* sealedTreeProblems */.RS)(o.repo, o.scope, o.paths.folder, gate?.tree);
    if (problems.length)
        throw new errors.ProofgateError(problems.join('; '));
    return gate;
}
/** A reviewer stood down before its agent ran (`why`): its deferred attempt is recorded for the ledger. */
async function deferReviewer(o, reviewer, why) {
    const attempt = await (0,attempts/* openAttempt */.Eu)(o.paths);
    await (0,attempts/* writeAttemptRecord */.AN)(attempt, {
        scopeSha256: o.scope.scopeSha256,
        kind: 'agent',
        reviewer,
        deferred: true,
        files: 0,
        units: [],
        resume: o.resume ?? false,
        merged: false,
        reasons: [why],
        startedAt: new Date().toISOString(),
        durationMs: 0,
    });
    return { reviewer, deferred: why };
}
/**
 * Runs the review's reviewers. `dispatch: one` (or a scope without reviewers, or units without
 * `reviewers`): one agent run that plays every role. `dispatch: each`: one agent run per reviewer,
 * its own prompt and context, at most `concurrency` at once; their parts are folded one at a time
 * (with `unit`, each writes its part for `review merge` instead, naming its reviewer). With `resume`, a reviewer that
 * returned and measured is not asked again, and the others are asked only what they still owe.
 */
async function dispatchReviewers(o) {
    const briefs = await (0,reviewer_brief/* loadBriefs */.Q9)(o.repo, o.paths, o.scope);
    // A unit's part (a matrix entry) names its reviewers (units × reviewers), or is one run for every
    // reviewer: the ledger accounts only for reviewers run each on its own.
    const unitForAll = o.unit !== undefined && !o.reviewers?.length;
    if (o.scope.dispatch === 'one' || o.scope.reviewers.length === 0 || unitForAll) {
        if (o.reviewers?.length)
            throw new errors.ProofgateError('--reviewer needs a scope sealed with --dispatch each: one run plays every reviewer');
        const gate = await startingTree(o);
        const layers = new Set(o.scope.plan.passes);
        const also = [...briefs.values()].filter((b) => !layers.has(b.reviewer.id));
        return [{ result: await runReviewAgent({ ...o, also, ...(gate ? { owed: (0,review_continue/* owedOnResume */.k1)(gate) } : {}) }) }];
    }
    const known = o.scope.reviewers.map((r) => r.id);
    for (const id of o.reviewers ?? [])
        if (!known.includes(id))
            throw new errors.ProofgateError(`--reviewer ${JSON.stringify(id)} is not a reviewer of the scope (${known.join(', ')})`);
    const gate = await startingTree(o);
    const chosen = o.scope.reviewers.filter((r) => !o.reviewers?.length || o.reviewers.includes(r.id));
    const attempts = o.resume ? await (0,review_ledger/* reviewerAttempts */.o5)(o.paths, o.scope) : [];
    const ledger = o.resume ? (0,review_ledger/* deriveLedger */.Zh)(o.scope, attempts) : undefined;
    // A reviewer that returned may still owe a finding of its own (a requote, its evidence), or an
    // attempt of its that never ended (unsettledFiles): those files are asked again.
    const owing = gate ? (0,review_continue/* owedFindings */.KI)(gate) : [];
    const alsoOwed = (id) => [
        ...owing.filter((f) => f.reviewer === id).map((f) => f.path),
        ...(gate ? (0,unsettled/* unsettledFiles */.M8)(gate.unsettled, o.scope, id) : []),
    ];
    const fold = serially();
    // The check run opens once, when the first reviewer is ready to start; `started` records that one did.
    let started;
    const starting = () => (started ??= o.starting?.() ?? Promise.resolve());
    const runs = [];
    let breached;
    // An unconfined agent (isolate none, or auto's copy as this same user outside CI) could write
    // anywhere, and its writes could not be told from another reviewer's: reviewers run one at a time.
    const confined = (0,agent/* agentConfined */.Oj)(o.isolate);
    const concurrency = confined ? (o.concurrency ?? DEFAULT_CONCURRENCY) : 1;
    if (!confined && (o.concurrency ?? DEFAULT_CONCURRENCY) > 1 && chosen.length > 1)
        o.progress?.("the agent runs unconfined here: the reviewers run one at a time (an unconfined agent's writes cannot be told from another reviewer's)");
    const siblings = concurrency > 1 && chosen.length > 1;
    await pool(chosen, concurrency, async (reviewer) => {
        if (ledger?.reviewers.find((r) => r.id === reviewer.id)?.state === 'returned' && alsoOwed(reviewer.id).length === 0) {
            runs.push({ reviewer: reviewer.id, skipped: true });
            return;
        }
        const standDown = breached !== undefined
            ? `not started: ${breached}`
            : o.deadline !== undefined && Date.now() >= o.deadline
                ? 'the run reached its deadline before this reviewer started'
                : undefined;
        if (standDown)
            return void runs.push(await deferReviewer(o, reviewer.id, standDown));
        const owed = o.resume ? new Set([...(0,review_ledger/* reviewerOwed */.ps)(o.scope, attempts, reviewer.id), ...alsoOwed(reviewer.id)]) : undefined;
        const result = await runReviewAgent({
            ...o,
            brief: briefs.get(reviewer.id),
            ...(owed ? { owed } : {}),
            fold,
            siblings,
            starting,
        }).catch((err) => {
            // After another reviewer started, an agent that cannot start is this reviewer's outcome: the review is gated on what ran.
            if (!(err instanceof agent/* AgentUnavailableError */.gg) || started === undefined)
                throw err;
            return `not started: its agent cannot run (${err.message})`;
        });
        if (typeof result === 'string')
            return void runs.push(await deferReviewer(o, reviewer.id, result));
        // An agent that changed the tree leaves it as no reviewer may read it: the others are stood down.
        if (result.breaches.length)
            breached ??= `the ${reviewer.id} reviewer's agent ${result.breaches[0].replace(/^the agent /, '')}`;
        runs.push({ reviewer: reviewer.id, result });
    });
    // In dispatch order, whatever order they ended in.
    return chosen.map((r) => runs.find((x) => x.reviewer === r.id));
}


/***/ }),

/***/ 74160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ SARIF_NOT_FOR_UPLOAD),
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/review/gate.ts + 3 modules
var gate = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/review/check.ts
var check = __webpack_require__(34920);
// EXTERNAL MODULE: ./src/review/render-gate.ts
var render_gate = __webpack_require__(16764);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/links.ts
var links = __webpack_require__(74930);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/review/identity.ts
var identity = __webpack_require__(84232);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/review/provenance.ts
var provenance = __webpack_require__(84877);
;// CONCATENATED MODULE: ./src/review/sarif.ts







const LEVEL = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
/** What each category asks a reader to check; every rule code scanning shows needs a description and help. */
const CATEGORY_HELP = {
    correctness: {
        title: 'The code does not do what it is meant to',
        help: 'Check the quoted lines against the behaviour the change intends: off-by-one, wrong condition, wrong value.',
    },
    security: {
        title: 'The change weakens a trust boundary',
        help: 'Check who controls the inputs of the quoted lines and what they can reach: injection, authorisation, secrets, unsafe defaults.',
    },
    'data-loss': {
        title: 'Data can be lost or corrupted',
        help: 'Check the writes of the quoted lines: partial writes, deletes without a guard, lost updates.',
    },
    concurrency: {
        title: 'Concurrent use breaks the code',
        help: 'Check shared state and ordering around the quoted lines: races, deadlocks, missing awaits.',
    },
    performance: {
        title: 'The code is slower than it needs to be',
        help: 'Check the cost of the quoted lines as the input grows: quadratic loops, repeated work, unbounded memory.',
    },
    'error-handling': {
        title: 'A failure is not handled',
        help: 'Check what happens when the quoted lines fail: swallowed errors, missing cleanup, misleading messages.',
    },
    compatibility: {
        title: 'Existing callers or data break',
        help: 'Check who depends on the quoted lines: changed signatures, formats, defaults or platforms.',
    },
    maintainability: {
        title: 'The code is harder to change safely',
        help: 'Check the quoted lines for duplication, hidden coupling or names that mislead the next reader.',
    },
    testing: {
        title: 'The change is not tested where it matters',
        help: 'Check that a test fails without the quoted lines and passes with them.',
    },
    documentation: {
        title: 'Documentation no longer matches the code',
        help: 'Check the docs, comments and messages that describe the quoted lines.',
    },
};
// GitHub maps security-severity to its own levels: > 9.0 critical, 7.0–8.9 high, 4.0–6.9 medium, below low.
const SECURITY_SEVERITY = { critical: '9.5', high: '8.0', medium: '5.5', low: '2.0' };
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
/**
 * One rule per category; security findings get one rule per severity, because code scanning reads
 * `security-severity` from the rule, not the result.
 */
function ruleId(f) {
    return f.category === 'security' ? `security/${f.severity}` : f.category;
}
function rules() {
    return Object.keys(CATEGORY_HELP).flatMap((category) => {
        const { title, help } = CATEGORY_HELP[category];
        const rule = (id, extra) => ({
            id,
            // A readable name that is not the opaque id in any case (SARIF 3.49.7; validators compare them
            // ignoring case): `correctness` is CorrectnessFinding, `security/high` SecurityHighFinding.
            name: `${id.replace(/(?:^|[/-])(\w)/g, (_, c) => c.toUpperCase())}Finding`,
            shortDescription: { text: title },
            fullDescription: { text: `${title}. A ${category} finding of a proofgate review, anchored to a verbatim quote of the head commit.` },
            help: { text: help, markdown: help },
            ...extra,
        });
        if (category !== 'security')
            return [rule(category, { properties: { tags: ['proofgate', category] } })];
        return SEVERITIES.map((s) => rule(`security/${s}`, {
            properties: { tags: ['proofgate', 'security'], precision: 'high', 'security-severity': SECURITY_SEVERITY[s] },
        }));
    });
}
/**
 * The open, located findings as code scanning's alerts: one result for the findings of one identity
 * (path, category, quote) that show the same severity and disposition, fingerprinted by that identity
 * and what the group shows (`groupShows`, as the pull request review's comments are). No rank by
 * text, which a model writes anew on every run: a new finding, or one whose severity or disposition
 * changed, never takes another's alert (a dismissed one included); a reworded one keeps its own.
 */
function alerts(located) {
    const groups = new Map();
    for (const f of located) {
        const key = `${(0,identity/* findingIdentity */.AZ)(f)}\u0000${(0,identity/* findingShows */.aS)(f)}`;
        groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    return [...groups.values()].map((findings) => ({
        findings,
        print: (0,hash/* sha256 */.sc)(`${(0,identity/* findingIdentity */.AZ)(findings[0])}\u0000${(0,identity/* groupShows */.Ak)(findings)}`),
    }));
}
/**
 * Untrusted text for a SARIF message: plain text (controls shown as U+XXXX) whose every square
 * bracket is escaped, so none opens an embedded link (§3.11.6: `[text](target)` in a plain-text
 * message is one, which a viewer may show as a link), with a backslash run before a bracket
 * doubled, so no reader takes the escape for an escaped backslash.
 */
function sarifText(text) {
    // The lookbehind starts the run at its first backslash only: without it a long run with no bracket
    // after it was scanned from each of its backslashes, quadratic (hazard #658).
    return (0,neutralise.plainText)(text).replace(/(?<!\\)(\\*)([[\]])/g, '$1$1\\$2');
}
/**
 * SARIF 2.1.0 for code scanning: each open, located finding, in its alert (`alerts`). An incomplete review says so in its
 * invocation (`executionSuccessful: false`, each reason an error notification): its results are not
 * a complete analysis. Code scanning ignores that field, so the action never offers such a file for
 * upload (review-gate's `sarif-file` output). No `automationDetails`: the category is the uploader's
 * (upload-sarif's `category` fills it only when the file has none). `informationUri`: where this
 * proofgate is published, when the caller knows (an action knows its repository; a local run does not).
 */
function sarif(r, informationUri) {
    const located = (0,render_gate/* bySeverity */.Np)(r.open).filter((f) => f.anchor.status === 'located');
    const results = alerts(located).map(({ findings, print }) => {
        const f = findings[0];
        const a = f.anchor;
        const text = (g) => [g.content, g.evidence && `Evidence: ${g.evidence}`, (0,provenance/* describeProvenance */.h)(g.provenance)].filter(Boolean).join('\n\n');
        return {
            ruleId: ruleId(f),
            level: LEVEL[f.severity],
            message: {
                // Every finding of the alert in its message, each under its id when there are more.
                text: sarifText(findings.length === 1 ? text(f) : findings.map((g) => `Finding ${g.id}: ${text(g)}`).join('\n\n---\n\n')),
            },
            locations: [{ physicalLocation: { artifactLocation: { uri: (0,links/* urlPath */.Lx)(f.path) }, region: { startLine: a.start, endLine: a.end } } }],
            partialFingerprints: { 'proofgateFinding/v3': print },
            properties: {
                severity: f.severity,
                confidence: f.confidence,
                disposition: f.disposition,
                id: f.id,
                ...(findings.length > 1 ? { ids: findings.map((g) => g.id) } : {}),
                ...(f.provenance.reviewer ? { reviewer: f.provenance.reviewer } : {}),
                ...(f.provenance.pass ? { pass: f.provenance.pass } : {}),
                basis: f.provenance.basis,
                ...(f.provenance.ran ? { ran: f.provenance.ran } : {}),
                ...(f.rule ? { rule: f.rule } : {}),
                ...(f.provenance.controls.length ? { controls: f.provenance.controls } : {}),
            },
        };
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'proofgate', version: version/* VERSION */.x, ...(informationUri ? { informationUri } : {}), rules: rules() } },
                invocations: [
                    {
                        executionSuccessful: r.verdict !== 'incomplete',
                        ...(r.verdict === 'incomplete'
                            ? {
                                toolExecutionNotifications: r.reasons.map((reason) => ({
                                    level: 'error',
                                    message: { text: sarifText(`incomplete review: ${reason}`) },
                                })),
                            }
                            : {}),
                    },
                ],
                results,
            },
        ],
    };
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/review/sarif-limits.ts

/**
 * Code scanning keeps the top 5,000 results of a run by severity and drops the rest without a word
 * (past 25,000 it refuses the file): an upload of more is not the review's findings.
 */
const SARIF_MAX_RESULTS = 5_000;
/**
 * Code scanning refuses an upload over 10 MB gzipped (413, after the agent ran): counted as
 * 10,000,000 bytes, less 5% for what the uploader adds (provenance, category) before it compresses.
 */
const SARIF_MAX_GZIP_BYTES = 9_500_000;
/**
 * Why code scanning would not hold this SARIF whole, or undefined when it would. Measured as the
 * uploader sends it: compact JSON, gzipped at zlib's default level.
 */
function sarifUnfit(doc) {
    const results = doc.runs.reduce((n, run) => Math.max(n, run.results.length), 0);
    if (results > SARIF_MAX_RESULTS)
        return `its ${results.toLocaleString('en-US')} results are past the ${SARIF_MAX_RESULTS.toLocaleString('en-US')} code scanning keeps of a run (it drops the rest by severity)`;
    const bytes = (0,external_node_zlib_.gzipSync)(JSON.stringify(doc)).length;
    if (bytes > SARIF_MAX_GZIP_BYTES)
        return `it is ${(bytes / 1e6).toFixed(1)} MB gzipped, past the 10 MB code scanning accepts (it refuses the upload)`;
    return undefined;
}

// EXTERNAL MODULE: ./src/review/verify.ts
var verify = __webpack_require__(75643);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(26781);
// EXTERNAL MODULE: ./src/review/evidence.ts
var evidence = __webpack_require__(73219);
// EXTERNAL MODULE: ./src/review/lock.ts
var lock = __webpack_require__(79129);
;// CONCATENATED MODULE: ./src/review/gate-command.ts










/** An incomplete verdict says first why this run's attempt gave nothing (once). */
function withContext(r, context) {
    if (r.verdict !== 'incomplete' || !context?.length || r.cause)
        return r;
    return { ...r, cause: context, reasons: [...context, ...r.reasons] };
}
/**
 * Writes the documents of the verdict. One that cannot be written (a folder or a link committed at
 * its path) makes the verdict incomplete, naming it, and never stops the gate before it publishes;
 * those already written said the earlier verdict, so they are written again.
 */
async function writeDocuments(cwd, documents, graded, context) {
    let result = graded;
    const unwritten = new Set();
    const repo = documents.length ? await (0,git.openRepo)(cwd) : undefined;
    for (let pending = documents; pending.length; pending = documents.filter((d) => !unwritten.has(d))) {
        const problems = [];
        for (const d of pending) {
            const problem = (await (0,verify/* codeAt */.LT)(repo, result.scope, d.path)) ?? (await (0,text_files/* writeJsonOrReason */.l$)(cwd, d.path, d.render(result)));
            if (problem) {
                unwritten.add(d);
                problems.push(`${d.what} was not written: ${problem}`);
            }
        }
        if (!problems.length)
            break;
        result = withContext((0,gate.incompleteWith)(result, problems), context);
    }
    const files = {};
    for (const d of documents)
        if (!unwritten.has(d))
            files[d.key] = d.path;
    return { result, files };
}
const SARIF_NOT_FOR_UPLOAD = 'the SARIF is not for code scanning, which would not hold every open finding';
/** The gate with its optional documents (the check file and SARIF), under the review folder's lock: one may be written there. */
async function gateCommand(o) {
    return (0,lock/* withReviewLock */.K)((0,evidence.reviewPaths)(o.cwd, o.id, o.dir), 'review gate', () => gateWithDocuments(o));
}
async function gateWithDocuments(o) {
    const documents = [
        ...(o.emitCheck
            ? [
                {
                    key: 'check',
                    what: 'the check document',
                    path: (0,external_node_path_.resolve)(o.cwd, o.emitCheck),
                    render: (r) => (0,check/* checkDocument */.sw)(r, o.checkName),
                },
            ]
            : []),
        ...(o.sarif
            ? [{ key: 'sarif', what: 'the SARIF', path: (0,external_node_path_.resolve)(o.cwd, o.sarif), render: (r) => sarif(r, o.toolUri) }]
            : []),
    ];
    const graded = await (0,gate.reviewGate)({ ...o, writes: documents.map((d) => d.path) });
    const { result, files } = await writeDocuments(o.cwd, documents, withContext(graded, o.context), o.context);
    // A SARIF code scanning would cut or refuse is still written (it is the whole), and said so: no upload of it is the review's findings.
    const unfit = files.sarif ? sarifUnfit(sarif(result, o.toolUri)) : undefined;
    const lines = [
        ...(0,gate.gateLines)(result),
        ...Object.entries(files).map(([key, path]) => `${key}: ${path}`),
        ...(unfit ? [`warning: ${SARIF_NOT_FOR_UPLOAD}: ${unfit}`] : []),
    ];
    const { scope: _scope, paths: _paths, ...json } = result;
    return { exitCode: result.exitCode, lines, json: { ...json, files }, result, files, ...(unfit ? { sarifUnfit: unfit } : {}) };
}


/***/ }),

/***/ 22349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ attemptLine),
/* harmony export */   reviewRun: () => (/* binding */ reviewRun),
/* harmony export */   v: () => (/* binding */ reviewerLines)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26781);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81207);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);
/* harmony import */ var _dispatch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63352);
/* harmony import */ var _anchor_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48183);
/* harmony import */ var _gate_command_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74160);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(48745);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(79129);










/** One line on what became of the attempt: merged, kept as a part, or kept aside with why. */
function attemptLine(r, id) {
    const a = r.attempt;
    if (!a)
        return 'nothing to resume: every selected file is accounted for';
    const asked = `attempt ${a.n}: ${r.target.files.length} file(s) asked${r.target.subset?.kind === 'resume' ? ' (resumed)' : ''}`;
    const previous = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(a.folder, 'previous');
    if (r.merged)
        return `${asked}; merged into findings.json and coverage.json${(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(previous) ? ` (what they held before is kept in ${previous})` : ''}`;
    if (r.part && !r.notes.length && !r.breaches.length)
        return `${asked}; the part is in ${a.folder} (merge it: proofgate review merge ${id} --from ${a.folder})`;
    return `${asked}; not merged, kept in ${a.folder}: the review keeps what it had`;
}
/** What one reviewer's run came to, in one line (the run line first, when its agent ran). */
function reviewerLines(run, agent, id) {
    const who = run.reviewer ? `reviewer ${run.reviewer}: ` : '';
    if (run.skipped)
        return [`${who}returned and measured already: nothing asked`];
    if (run.deferred)
        return [`${who}deferred: ${run.deferred}`];
    const r = run.result;
    return [`${who}${r.record ? (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runLine */ .u_)(r.record) : `agent ${agent}: did not run`}`, `${who}${attemptLine(r, id)}`];
}
/**
 * `review run ID --agent …`: what the review-gate action does, from a terminal: preflight, then
 * the reviewers (one agent run each, or one run for all, as the scope was sealed), each an attempt
 * checked against the control plane and merged when it can be trusted, then anchor and gate. An
 * agent that is missing or not signed in ends here with exit 2, nothing written.
 */
async function reviewRun(o) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__.reviewPaths)(o.cwd, o.id, o.dir);
    // Its runs, merges, anchor and gate as one writer of the folder: no other process interleaves (lock.ts).
    return (0,_lock_js__WEBPACK_IMPORTED_MODULE_9__/* .withReviewLock */ .K)(paths, 'review run', () => runAndGate(o, paths));
}
async function runAndGate(o, paths) {
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__.loadScope)(paths);
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.openRepo)(o.cwd);
    const runs = await (0,_dispatch_js__WEBPACK_IMPORTED_MODULE_5__/* .dispatchReviewers */ .R)({
        repo,
        paths,
        scope,
        agent: { kind: o.agent, command: o.agentCmd, args: o.agentArgs, model: o.model },
        timeoutMs: o.timeoutMs,
        envPass: o.envPass,
        isolate: o.isolate,
        unit: o.unit,
        unitOption: o.unitOption,
        resume: o.resume,
        progress: o.progress,
        ...(o.reviewers?.length ? { reviewers: o.reviewers } : {}),
        ...(o.concurrency !== undefined ? { concurrency: o.concurrency } : {}),
        ...(o.deadlineMs !== undefined ? { deadline: Date.now() + o.deadlineMs } : {}),
    });
    const results = runs.flatMap((r) => (r.result ? [r.result] : []));
    const head = runs.flatMap((r) => reviewerLines(r, o.agent, paths.id));
    const breaches = results.flatMap((r) => r.breaches);
    const notes = results.flatMap((r) => r.notes);
    const json = {
        runs: runs.map((r) => ({
            reviewer: r.reviewer ?? null,
            ...(r.deferred ? { deferred: true } : {}),
            ...(r.skipped ? { skipped: true } : {}),
            agent: r.result?.run ?? null,
            run: r.result?.record ?? null,
            attempt: r.result?.attempt?.n ?? null,
            merged: r.result?.merged ?? false,
            ...(r.result?.part ? { part: r.result.attempt?.folder ?? null } : {}),
            notes: r.result?.notes ?? [],
        })),
    };
    if (results.some((r) => r.part)) {
        // A part is judged with the others after the merge, not here.
        const problems = [...breaches, ...notes];
        return {
            exitCode: problems.length ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .REVIEW_EXIT */ .y.incomplete : _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .REVIEW_EXIT */ .y.ok,
            lines: [...head, ...problems.map((p) => `- ${p}`)],
            json: { ...json, problems },
        };
    }
    const anchored = await (0,_anchor_command_js__WEBPACK_IMPORTED_MODULE_6__.reviewAnchor)({ id: o.id, cwd: o.cwd, dir: o.dir });
    const gate = await (0,_gate_command_js__WEBPACK_IMPORTED_MODULE_7__.gateCommand)({
        id: o.id,
        cwd: o.cwd,
        dir: o.dir,
        extraReasons: breaches,
        context: notes,
        acknowledge: o.acknowledge,
        allowEmpty: o.allowEmpty,
    });
    const notMerged = gate.result.verdict === 'incomplete' ? [] : notes.map((n) => `- attempt not merged: ${n}`);
    return {
        exitCode: gate.exitCode,
        lines: [...head, ...notMerged, ...anchored.lines.slice(0, 1), ...gate.lines],
        json: { ...json, gate: gate.json },
    };
}


/***/ })

};
