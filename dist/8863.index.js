export const id = 8863;
export const ids = [8863,8281];
export const modules = {

/***/ 57604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ writeAttemptRecord),
/* harmony export */   Eu: () => (/* binding */ openAttempt),
/* harmony export */   W8: () => (/* binding */ attemptRecords)
/* harmony export */ });
/* unused harmony exports ATTEMPT_SCHEMA, attemptNumbers */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72135);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);







const ATTEMPT_SCHEMA = 'proofgate/review-attempt/1';
const RECORD = 'attempt.json';
const RECORD_MAX_BYTES = 1024 * 1024;
const attemptsDir = (paths) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.folder, 'attempts');
function attemptAt(paths, n) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptsDir(paths), String(n));
    return { root: paths.root, n, folder, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
}
/** The attempt numbers present, ascending. */
async function attemptNumbers(paths) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, attemptsDir(paths))).catch(() => []);
    return names
        .filter((n) => /^[1-9][0-9]{0,8}$/.test(n))
        .map(Number)
        .sort((a, b) => a - b);
}
/** Creates the next attempt's folder; two runs at once each get their own (mkdir is the lock). */
async function openAttempt(paths) {
    // Inside the working tree and through no link, checked again once the folders exist.
    const dir = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, attemptsDir(paths));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot create ${dir} (${err.code ?? 'error'}): check that the review folder is writable`);
    });
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, dir);
    for (let n = ((await attemptNumbers(paths)).at(-1) ?? 0) + 1;; n++) {
        const attempt = attemptAt(paths, n);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(attempt.folder);
            return attempt;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot create ${attempt.folder} (${err.code ?? 'error'})`);
        }
    }
}
async function writeAttemptRecord(attempt, record) {
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJsonAtomic */ .ZJ)(attempt.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attempt.folder, RECORD), { schema: ATTEMPT_SCHEMA, attempt: attempt.n, ...record });
}
/** The records of the attempts, newest first; a missing or invalid record is skipped (never trusted). */
async function attemptRecords(paths) {
    const out = [];
    for (const n of (await attemptNumbers(paths)).reverse()) {
        const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readStrictJson */ .Sr)(paths.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptAt(paths, n).folder, RECORD), RECORD_MAX_BYTES);
        if (read.status === 'ok' && (await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)('review-attempt', read.data)).length === 0)
            out.push(read.data);
    }
    return out;
}


/***/ }),

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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10308);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(71670);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(73219);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31631);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(28281);
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
        const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .hashFiles */ .yQ)(repo.root, live.map((f) => f.path), { write: false });
        live.forEach((f, i) => oids[i] !== f.blob && changed.push(f.path));
        for (const f of scope.files.filter((x) => x.kind === 'symlink')) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.root, f.path)).catch(() => '');
            const oid = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha1')
                .update(`blob ${Buffer.byteLength(target)}\0`)
                .update(target)
                .digest('hex');
            if (oid !== f.blob)
                changed.push(f.path);
        }
    }
    else {
        // The commit cannot change; a selected file edited in the work tree since is a move all the same.
        const dirty = (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', scope.refs.headSha, '--'])).split('\0');
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
    const checkedOut = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveCommit */ .WL)(repo, 'HEAD', 'head').catch(() => undefined);
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
 * the review is incomplete although none is owed (an earlier run stopped short of `completed`).
 */
function resumeFiles(gate) {
    const done = new Set(gate.done);
    const owed = new Set(gate.scope.files.filter((f) => !done.has(f.path)).map((f) => f.path));
    for (const f of owedFindings(gate))
        owed.add(f.path);
    if (owed.size === 0 && gate.verdict === 'incomplete')
        return new Set(gate.scope.files.map((f) => f.path));
    return owed;
}
function owedFindings(gate) {
    return gate.findings
        .filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_9__/* .isOpen */ .nT)(f) && (f.anchor.status !== 'located' || (f.disposition === 'confirmed' && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_15__/* .hasVisibleWords */ .U)(f.evidence))))
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
    while ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, `${stem}.${n}`)))
        n++;
    const next = `${stem}.${n}`.slice(0, 128);
    const options = [
        `--base ${scope.refs.baseSha}`,
        scope.refs.workspace ? '--workspace' : '',
        `--effort ${scope.effort}`,
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
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .openRepo */ .B8)(options.cwd);
    const check = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_13__/* .checkRepository */ .n_)(repo, await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .loadScope */ .h9)(paths), { head: 'HEAD', folder: paths.folder });
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
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
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
    const status = gate.verdict === 'incomplete' ? 'resume' : 'complete';
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
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJsonAtomic */ .ZJ)(paths.root, file, doc);
    const lines = [
        `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
    ];
    if (units.length)
        lines.push(`units: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .nameList */ .OD)(units)}`);
    lines.push(...gate.reasons.map((r) => `- ${r}`));
    if (next.length)
        lines.push(`Resume (the agent gets only what is owed; everything already proved is kept): ${next[0]}`);
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_14__/* .REVIEW_EXIT */ .y.ok, lines, json: doc };
}


/***/ }),

/***/ 28281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateLines: () => (/* binding */ gateLines),
/* harmony export */   reviewGate: () => (/* binding */ reviewGate),
/* harmony export */   z: () => (/* binding */ CLEAN_MEANS)
/* harmony export */ });
/* unused harmony export VERDICT_EXIT */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71670);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55114);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25842);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75643);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(48745);










const VERDICT_EXIT = {
    clean: _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .REVIEW_EXIT */ .y.clean,
    findings: _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .REVIEW_EXIT */ .y.findings,
    incomplete: _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .REVIEW_EXIT */ .y.incomplete,
};
const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';
function evidenceReason(name, loaded, scope, missing) {
    if (loaded.status === 'missing')
        return `no ${name}: ${missing}`;
    if (loaded.status === 'invalid')
        return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
    if (loaded.status === 'other-scope')
        return `${name} answers another scope (${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(loaded.scopeSha256)}, sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(scope.scopeSha256)}): the review must answer the sealed scope`;
    return undefined;
}
function coverageReasons(scope, coverage) {
    const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
    const paths = scope.files.map((f) => f.path);
    const unaccounted = paths.filter((p) => !items.has(p));
    const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
    const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
    const unexplained = waived.filter((p) => !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_9__/* .hasVisibleWords */ .U)(items.get(p).reason));
    const reasons = [];
    if (unaccounted.length)
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(unexplained)}`);
    if (coverage?.run && coverage.run.stop !== 'completed')
        reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
    for (const unit of coverage ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .abandonedUnits */ .QY)(coverage) : [])
        reasons.push(`unit ${unit} was abandoned after three failed attempts in a row`);
    const completed = paths.filter((p) => items.get(p)?.outcome === 'completed');
    const done = [...completed, ...waived.filter((p) => !unexplained.includes(p))];
    return {
        reasons,
        done,
        counts: {
            selected: paths.length,
            completed: completed.length,
            waived: waived.length,
            failed: failed.length,
            unaccounted: unaccounted.length,
        },
    };
}
/**
 * Nothing reviewed from a non-empty change is not a review: neither an agent
 * (no file selected) nor a person (no file acknowledged). It needs the caller's
 * opt-in, and says so.
 */
function emptyReview(scope, acknowledged, allowEmpty) {
    if (scope.files.length > 0 || acknowledged > 0)
        return {};
    const n = scope.excluded.length;
    if (n === 0)
        return { note: 'no changes: the base and the head do not differ' };
    if (allowEmpty)
        return { note: `allowed empty (allow-empty): the change has ${n} file(s) and none is selected for review` };
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_6__/* .EXCLUSION_REASONS */ .V.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length])
        .filter(([, k]) => k > 0)
        .map(([r, k]) => `${k} × ${r}`)
        .join(', ');
    return {
        reason: `nothing was selected: the change has ${n} file(s), every one excluded (${counts}); an empty review is not clean: pass --allow-empty (action input allow-empty) when nothing is to be reviewed on purpose`,
    };
}
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const [data, repo] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .readScope */ .hx)(paths), (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd)]);
    // The repository check (a whole diff) starts as soon as the sealed SHAs can be handed to git, and
    // runs while the scope's schema and seal are checked; settled at once, so that a scope refused
    // there (exit 3) leaves no rejection unhandled.
    const checking = (options.check
        ? Promise.resolve(options.check)
        : (0,_verify_js__WEBPACK_IMPORTED_MODULE_7__/* .sealedShas */ .CX)(data)
            ? (0,_verify_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepository */ .n_)(repo, data, { head: options.head ?? 'HEAD', folder: paths.folder })
            : undefined)?.then((check) => ({ check }), (err) => ({ err }));
    await new Promise((resolve) => setImmediate(resolve));
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .checkScope */ .DB)(paths, data);
    // Anchoring reads the sealed head's blobs: it runs beside the check too.
    const loading = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadFindings */ .fk)(paths, scope);
    const anchoring = loading.then((f) => (f.status === 'ok' ? (0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .anchorFindings */ .Cz)(repo.root, scope, f.data.findings) : []));
    const [coverage, findings, anchored, checked] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .loadCoverage */ .b2)(paths, scope), loading, anchoring, checking]);
    if ('err' in checked)
        throw checked.err;
    const { check } = checked;
    const reasons = [...(options.extraReasons ?? []), ...check.reasons];
    const notes = [];
    const edits = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .configEdits */ .A1)(scope, check.ruleSet);
    if (edits.length)
        notes.push(`${_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_EDIT_NOTE */ .rZ}: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(edits)}`);
    const acknowledged = new Set(options.acknowledge ?? []);
    const attention = (0,_attention_js__WEBPACK_IMPORTED_MODULE_5__/* .needsPerson */ .z6)(scope).map((u) => ({ ...u, acknowledged: acknowledged.has(u.path) }));
    const waiting = attention.filter((u) => !u.acknowledged).map((u) => u.path);
    if (waiting.length)
        reasons.push(`${waiting.length} changed file(s) that no agent reviews: a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(waiting)}`);
    const seen = attention.filter((u) => u.acknowledged).map((u) => u.path);
    const empty = emptyReview(scope, seen.length, options.allowEmpty ?? false);
    if (empty.reason)
        reasons.push(empty.reason);
    if (empty.note)
        notes.push(empty.note);
    if (seen.length)
        notes.push(`acknowledged by the caller, not reviewed by an agent: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(seen)}`);
    const coverageProblem = evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established');
    const findingsProblem = evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report');
    if (coverageProblem)
        reasons.push(coverageProblem);
    if (findingsProblem)
        reasons.push(findingsProblem);
    const cov = coverageReasons(scope, coverage.status === 'ok' ? coverage.data : undefined);
    reasons.push(...cov.reasons);
    if (findings.status === 'ok') {
        const notAnchored = anchored.filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .isOpen */ .nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(notAnchored.map((f) => `${f.id} (${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .describeAnchor */ .zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_9__/* .hasVisibleWords */ .U)(f.evidence));
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(noEvidence.map((f) => f.id))}`);
        const noRefutation = anchored.filter((f) => f.disposition === 'refuted' && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_9__/* .hasVisibleWords */ .U)(f.refutation));
        if (noRefutation.length)
            reasons.push(`a refuted finding needs its refutation: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .nameList */ .OD)(noRefutation.map((f) => f.id))}`);
    }
    const open = anchored.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_3__/* .isOpen */ .nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    const headline = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
    return {
        id: paths.id,
        verdict,
        exitCode: VERDICT_EXIT[verdict],
        reasons,
        coverage: c,
        done: cov.done,
        ...(check.head ? { head: check.head } : {}),
        attention,
        notes,
        findings: anchored,
        open,
        refuted,
        scope,
        headline,
        paths,
    };
}
/** What a person reads: the headline, then each reason (or what clean means), then the notes. */
function gateLines(r) {
    const notes = r.notes.map((n) => `note: ${n}`);
    if (r.verdict === 'incomplete')
        return [r.headline, ...r.reasons.map((x) => `- ${x}`), ...notes];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS, ...notes];
    return [r.headline, ...notes];
}


/***/ }),

/***/ 75643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ sealedShas),
/* harmony export */   P3: () => (/* binding */ trackedReason),
/* harmony export */   is: () => (/* binding */ trackedEvidence),
/* harmony export */   n_: () => (/* binding */ checkRepository)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25842);








/** Each changed path with what the scope says of it, field by field. */
function entries(s) {
    const out = new Map();
    for (const { path, ...f } of s.files)
        out.set(path, { selection: 'selected', ...f });
    for (const e of s.excluded)
        out.set(e.path, { selection: `excluded as ${e.reason}` });
    return out;
}
function show(key, v) {
    if (v === undefined)
        return 'none';
    if (key === 'blob' && typeof v === 'string')
        return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(v);
    if (Array.isArray(v))
        return `[${v.join(', ')}]`;
    return typeof v === 'string' ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(v) : JSON.stringify(v);
}
const same = (a, b) => (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(a) === (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(b);
/** Every difference between the sealed scope and the one git gives again, file by file, then the rest of the seal. */
function scopeDifferences(sealed, derived) {
    const out = [];
    const a = entries(sealed);
    const b = entries(derived);
    for (const path of (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sortByBytes */ .n2)([...new Set([...a.keys(), ...b.keys()])], (p) => p)) {
        const was = a.get(path);
        const is = b.get(path);
        const p = (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(path);
        if (!was)
            out.push(`${p} is changed in git but missing from scope.json`);
        else if (!is)
            out.push(`${p} is in scope.json but not changed in git`);
        else {
            const keys = was.selection !== is.selection ? ['selection'] : [...new Set([...Object.keys(was), ...Object.keys(is)])];
            const differ = keys.filter((k) => !same(was[k], is[k]));
            if (differ.length)
                out.push(`${p}: ${differ.map((k) => `${k} ${show(k, was[k])} in scope.json, ${show(k, is[k])} in git`).join(', ')}`);
        }
    }
    if (out.length)
        return out;
    if (sealed.refs.mergeBase !== derived.refs.mergeBase)
        out.push(`the merge base is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(derived.refs.mergeBase)} in git, ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed.refs.mergeBase)} in scope.json`);
    if (!same(sealed.ruleSet, derived.ruleSet))
        out.push(`the rule set at the base is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(derived.ruleSet.sha256)} (${derived.ruleSet.source}), scope.json seals ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed.ruleSet.sha256)}`);
    for (const key of ['units', 'plan', 'totals'])
        if (!same(sealed[key], derived[key]))
            out.push(`the ${key} differ from what the selection gives`);
    return out;
}
/** The folder relative to the repository in git's form, or undefined when it lies outside. */
function inRepository(repo, folder) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(repo.root, folder);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel))
        return undefined;
    return rel.split('\\').join('/');
}
/** Files tracked in `commit` under the given folders: evidence committed by a change, never by this run. */
async function trackedEvidence(repo, commit, folders) {
    const rels = folders.map((f) => inRepository(repo, f)).filter((r) => r !== undefined);
    return (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.treeEntries)(repo, commit, rels, { recursive: true })).map((e) => e.path);
}
function trackedReason(paths) {
    return `${paths.length} file(s) of the review are tracked in git at the head (committed by the change), so they are never evidence: ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .O)(paths)}; evidence comes from the run: take them out of the change`;
}
async function staleReason(repo, sealed, head, sealedHere) {
    const at = `stale: sealed at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed)}, head is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(head)}`;
    if (!sealedHere)
        return `${at} (the sealed commit is not in this clone): seal the scope again at the head`;
    const { ahead, behind } = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .aheadBehind */ .Kd)(repo, sealed, head);
    if (behind > 0)
        return `${at}, which does not descend from it: seal the scope again at the head`;
    return `${at}, ${ahead} commit${ahead === 1 ? '' : 's'} later: seal the scope again at the head`;
}
/**
 * True when a parsed scope's sealed base and head are commit ids: all the
 * repository check hands to git as a revision (the patterns are checked where
 * they are compiled). The schema and the seal are checked meanwhile, and a
 * scope refused there is never judged.
 */
function sealedShas(data) {
    const refs = data?.refs;
    return typeof refs?.baseSha === 'string' && _git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .hG.test(refs.baseSha) && typeof refs.headSha === 'string' && _git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .hG.test(refs.headSha);
}
/**
 * Checks a sealed scope against the repository: the head it answers (when
 * asked), the selection derived again from git at the sealed base and head
 * with the sealed options and compared file by file, and evidence the change
 * itself committed into the review folder.
 */
async function checkRepository(repo, scope, o) {
    if (o.head !== undefined)
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRef */ .__)(o.head, 'head');
    const moved = [];
    const { baseSha, headSha, workspace } = scope.refs;
    // The derivation (a whole diff) starts first and runs while the rest is looked at; if a sealed
    // commit is missing here, its failure is expected and the reason says why instead.
    const derivation = (0,_selection_js__WEBPACK_IMPORTED_MODULE_7__/* .selectChanges */ .w)({
        repo,
        baseSha,
        headSha,
        workspace,
        include: scope.patterns.include,
        exclude: scope.patterns.exclude,
        effort: scope.effort,
        reviewDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(o.folder),
        writeObjects: false,
    }).then((derived) => ({ derived }), (err) => ({ err }));
    // One git process says which sealed commits this clone has, and which commit the head to check is.
    // It also says whether the review folder is a tree at that head: most often not, and then nothing is tracked in it.
    const asked = o.head === undefined ? [] : [`${o.head}^{commit}`];
    const rel = inRepository(repo, o.folder);
    const folderAt = rel !== undefined && !rel.includes('\n') ? `${o.head ?? headSha}:${rel}` : undefined;
    const info = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .objectInfo */ ._d)(repo.root, [`${baseSha}^{commit}`, `${headSha}^{commit}`, ...asked, ...(folderAt ? [folderAt] : [])]);
    const missing = [
        ['base', baseSha],
        ['head', headSha],
    ].filter(([, sha]) => !info.get(`${sha}^{commit}`));
    const headAsked = o.head === undefined ? undefined : info.get(asked[0])?.oid;
    const folderTracked = folderAt === undefined || info.get(folderAt) !== null;
    const trackedAt = !folderTracked
        ? undefined
        : o.head === undefined
            ? missing.some(([w]) => w === 'head')
                ? undefined
                : headSha
            : headAsked;
    // Settled at once, so that no rejection is left unhandled while the head is awaited.
    const tracked = (trackedAt === undefined ? Promise.resolve([]) : trackedEvidence(repo, trackedAt, [o.folder])).then((paths) => ({ paths }), (err) => ({ err }));
    let head;
    if (o.head !== undefined) {
        try {
            head = headAsked ?? (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveCommit */ .WL)(repo, o.head, 'head'));
            if (head !== headSha)
                moved.push(await staleReason(repo, headSha, head, !missing.some(([w]) => w === 'head')));
        }
        catch (err) {
            moved.push(`the head to check cannot be found: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(err)}`);
        }
    }
    let matches = false;
    let ruleSet;
    const outcome = await derivation;
    if (missing.length) {
        moved.push(`the sealed ${missing.map(([w, sha]) => `${w} ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sha)}`).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not in this clone, so the scope cannot be checked against git: check out with fetch-depth: 0`);
    }
    else if ('err' in outcome) {
        if (!(outcome.err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError))
            throw outcome.err;
        moved.push(`scope.json cannot be derived again from git: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(outcome.err)}`);
    }
    else {
        const { derived } = outcome;
        ruleSet = derived.ruleSet;
        // Every sealed field, compared whole first: only a difference needs naming.
        const { schema: _schema, id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
        matches = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.isDeepStrictEqual)(sealed, derived.sealed);
        if (!matches) {
            const differences = scopeDifferences(scope, derived.sealed);
            if (!differences.length)
                differences.push('the sealed fields differ from what the selection gives');
            const shown = differences.slice(0, 5).join('; ');
            const more = differences.length > 5 ? `; and ${differences.length - 5} more` : '';
            moved.push(`scope.json does not match git at its sealed base ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(baseSha)} and head ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(headSha)}${workspace ? ' (working tree)' : ''}, ${differences.length} difference(s): ${shown}${more}: seal the scope again`);
        }
    }
    const listed = await tracked;
    if ('err' in listed)
        throw listed.err;
    const trackedPaths = listed.paths;
    const reasons = [...moved, ...(trackedPaths.length ? [trackedReason(trackedPaths)] : [])];
    return { ...(head ? { head } : {}), moved, tracked: trackedPaths, reasons, matches, ...(ruleSet ? { ruleSet } : {}) };
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ hasVisibleWords)
/* harmony export */ });
/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const WORD = /[\p{L}\p{N}]/u;
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(text.replace(BLANK, ''));
}


/***/ })

};
