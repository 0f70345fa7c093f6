export const id = 8863;
export const ids = [8863,308,8281];
export const modules = {

/***/ 10308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   lS: () => (/* binding */ raw),
/* harmony export */   openAndResolve: () => (/* binding */ openAndResolve),
/* harmony export */   readObjects: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_4__.$),
/* harmony export */   wu: () => (/* binding */ mergeBase),
/* harmony export */   yQ: () => (/* binding */ hashFiles)
/* harmony export */ });
/* unused harmony export isShallow */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74724);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _toplevel_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17349);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63040);





async function openRepo(cwd) {
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: cwd, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)());
    let root;
    try {
        root = (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (err) {
        throw (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .openError */ .n3)(cwd, err.message);
    }
    return {
        root,
        git: (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)()),
    };
}
/** `git <args>` in the repository; rejects with git's own message. */
function raw(repo, args) {
    return repo.git.raw(args);
}
async function isShallow(repo) {
    return (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
const SHALLOW_HINT = 'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';
function checkRef(ref, what) {
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
    }
}
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * Opens the repository and resolves refs to commits in one git process (the
 * common case); on any failure, the one-by-one path names what is wrong.
 */
async function openAndResolve(cwd, refs) {
    for (const r of refs)
        checkRef(r.ref, r.what);
    try {
        const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: cwd, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)());
        const [root, ...shas] = (await git.raw(['rev-parse', '--show-toplevel', ...refs.map((r) => `${r.ref}^{commit}`), '--']))
            .trim()
            .split('\n');
        if (root && shas.length === refs.length + 1 && shas.slice(0, -1).every((s) => SHA.test(s))) {
            return {
                repo: {
                    root,
                    git: (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)()),
                },
                shas: shas.slice(0, -1),
            };
        }
    }
    catch {
        /* the precise path below explains */
    }
    const repo = await openRepo(cwd);
    return { repo, shas: await Promise.all(refs.map((r) => resolveCommit(repo, r.ref, r.what))) };
}
/** Resolves a ref to a commit SHA, or explains why it cannot. */
async function resolveCommit(repo, ref, what) {
    checkRef(ref, what);
    try {
        // simple-git resolves a silent non-zero exit with empty output: only a SHA counts.
        const sha = (await raw(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
        if (!SHA.test(sha))
            throw new Error('not found');
        return sha;
    }
    catch {
        const hint = (await isShallow(repo)) ? `; ${SHALLOW_HINT}` : '';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} is not a commit in this repository${hint}`);
    }
}
async function mergeBase(repo, base, head) {
    try {
        return (await raw(repo, ['merge-base', base, head])).trim();
    }
    catch {
        const hint = (await isShallow(repo)) ? SHALLOW_HINT : 'the two refs share no history';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
    }
}
/**
 * Hashes working-tree files as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects.
 */
function hashFiles(root, paths, { write = true } = {}) {
    return new Promise((resolve, reject) => {
        if (paths.length === 0)
            return resolve([]);
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'], { cwd: root, env: (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)() });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d.toString()));
        child.stderr.on('data', (d) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => {
            const oids = stdout.split('\n').filter(Boolean);
            if (code !== 0 || oids.length !== paths.length)
                reject(new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`git hash-object failed: ${stderr.trim()}`));
            else
                resolve(oids);
        });
        child.stdin.end(paths.map((p) => `${p}\n`).join(''));
    });
}


/***/ }),

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
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(28281);











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
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);






const VERDICT_EXIT = { clean: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.ok, findings: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.findings, incomplete: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.incomplete };
const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';
function evidenceReason(name, loaded, scope, missing) {
    if (loaded.status === 'missing')
        return `no ${name}: ${missing}`;
    if (loaded.status === 'invalid')
        return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
    if (loaded.status === 'other-scope')
        return `${name} answers another scope (${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(loaded.scopeSha256)}, sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(scope.scopeSha256)}): the review must answer the sealed scope`;
    return undefined;
}
function coverageReasons(scope, coverage) {
    const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
    const paths = scope.files.map((f) => f.path);
    const unaccounted = paths.filter((p) => !items.has(p));
    const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
    const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
    const unexplained = waived.filter((p) => !items.get(p).reason?.trim());
    const reasons = [];
    if (unaccounted.length)
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unexplained)}`);
    if (coverage?.run && coverage.run.stop !== 'completed')
        reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
    for (const unit of coverage ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .abandonedUnits */ .QY)(coverage) : [])
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
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadScope */ .h9)(paths);
    const [coverage, findings] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(paths, scope), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(paths, scope)]);
    const reasons = [...(options.extraReasons ?? [])];
    const coverageProblem = evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established');
    const findingsProblem = evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report');
    if (coverageProblem)
        reasons.push(coverageProblem);
    if (findingsProblem)
        reasons.push(findingsProblem);
    const cov = coverageReasons(scope, coverage.status === 'ok' ? coverage.data : undefined);
    reasons.push(...cov.reasons);
    let anchored = [];
    if (findings.status === 'ok') {
        const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd);
        anchored = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .anchorFindings */ .Cz)(repo.root, scope, findings.data.findings);
        const notAnchored = anchored.filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(notAnchored.map((f) => `${f.id} (${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .describeAnchor */ .zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !f.evidence?.trim());
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(noEvidence.map((f) => f.id))}`);
    }
    const open = anchored.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    const headline = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
    return {
        id: paths.id,
        verdict,
        exitCode: VERDICT_EXIT[verdict],
        reasons,
        coverage: c,
        done: cov.done,
        findings: anchored,
        open,
        refuted,
        scope,
        headline,
        paths,
    };
}
/** What a person reads: the headline, then each reason (or what clean means). */
function gateLines(r) {
    if (r.verdict === 'incomplete')
        return [r.headline, ...r.reasons.map((x) => `- ${x}`)];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS];
    return [r.headline];
}


/***/ }),

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export GLOB_MAX_LENGTH */
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
const RANGE = /\{[^}]*\.\.[^}]*\}/;
/**
 * Compiles globs that came from outside (inputs, a project's rules file) with the
 * hazards closed: a length cap, no extglob (ReDoS), no brace ranges (expansion
 * bombs); brace lists are allowed only where `braces` says so.
 */
function compileGlobs(globs, where, options) {
    for (const [i, glob] of globs.entries()) {
        const at = `${where}[${i}]`;
        if (typeof glob !== 'string' || glob.trim() === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: empty glob`);
        if (glob.length > GLOB_MAX_LENGTH)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: glob longer than ${GLOB_MAX_LENGTH} characters`);
        if (/[\u0000-\u001f\u007f]/.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: glob contains a control character`);
        if (EXTGLOB.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`);
        if (!options.braces && /[{}]/.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: brace expansion is not accepted here: ${JSON.stringify(glob)} (give one glob per line instead)`);
        if (RANGE.test(glob))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${at}: brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`);
    }
    if (globs.length === 0)
        return () => false;
    if (globs.includes('**'))
        return () => true;
    const matchers = globs.map((g) => micromatch__WEBPACK_IMPORTED_MODULE_0___default().matcher(g, { dot: true, noextglob: true, nobrace: !options.braces, posix: false }));
    return (path) => matchers.some((m) => m(path));
}


/***/ }),

/***/ 54926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZI: () => (/* binding */ loadRuleSet),
  NP: () => (/* binding */ rulesFor)
});

// UNUSED EXPORTS: RULES_FILE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/review/builtin-rules.ts
const BUILTIN_RULES = [
    { id: 'general', title: 'Every file: callers, removed behaviour, boundaries, errors, trust, tests', group: 'code', globs: ['**'] },
    {
        id: 'javascript-typescript',
        title: 'JavaScript and TypeScript, JSX, TSX, Vue and Svelte',
        group: 'code',
        globs: ['**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}', '**/*.{vue,svelte}'],
    },
    { id: 'python', title: 'Python', group: 'code', globs: ['**/*.{py,pyi,pyx}'] },
    { id: 'sql-and-migrations', title: 'SQL and schema migrations', group: 'data', globs: ['**/*.sql', '**/migrations/**', '**/migrate/**'] },
    { id: 'shell', title: 'Shell scripts', group: 'code', globs: ['**/*.{sh,bash,zsh,ksh}', '**/.ci/run', '**/bin/*.sh'] },
    {
        id: 'ci-workflows',
        title: 'CI workflows and action metadata',
        group: 'delivery',
        globs: [
            '.github/workflows/*.{yml,yaml}',
            '**/action.{yml,yaml}',
            '.gitlab-ci.yml',
            '**/.circleci/config.yml',
            '**/Jenkinsfile',
            '**/azure-pipelines.yml',
        ],
    },
    {
        id: 'containers',
        title: 'Container build and compose files',
        group: 'delivery',
        globs: [
            '**/Dockerfile',
            '**/Dockerfile.*',
            '**/*.dockerfile',
            '**/Containerfile',
            '**/{docker-compose,compose}*.{yml,yaml}',
            '**/.dockerignore',
        ],
    },
    {
        id: 'configuration',
        title: 'Configuration files',
        group: 'delivery',
        globs: ['**/*.{json,jsonc,json5,yml,yaml,toml,ini,cfg,conf,properties,xml,env.example}', '**/.*rc', '**/*.config.{js,cjs,mjs,ts}'],
    },
];

// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/yaml.ts
var yaml = __webpack_require__(69816);
;// CONCATENATED MODULE: ./src/review/rules.ts








const RULES_FILE = '_bmad/review-rules.yaml';
const DOC_MAX_BYTES = 64 * 1024;
const RULES_FILE_MAX_BYTES = 256 * 1024;
async function builtinRules() {
    return Promise.all(BUILTIN_RULES.map(async (def) => {
        const doc = await (0,promises_.readFile)((0,assets/* assetPath */.Q)('rules', `${def.id}.md`), 'utf8');
        return {
            ...def,
            origin: 'builtin',
            doc,
            docSha256: (0,hash/* sha256 */.sc)(doc),
            matches: (0,globs/* compileGlobs */.t)(def.globs, `rule ${def.id} globs`, { braces: true }),
        };
    }));
}
/** A rule document must be a regular file inside `_bmad/` (after symlinks are resolved), at most 64 KB. */
async function readRuleDoc(root, docPath, where) {
    const bmad = (0,external_node_path_.resolve)(root, '_bmad');
    const target = (0,external_node_path_.resolve)(root, docPath);
    const outside = new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is outside _bmad/ (rule documents live inside _bmad/)`);
    if ((0,external_node_path_.isAbsolute)(docPath) || !target.startsWith(bmad + external_node_path_.sep))
        throw outside;
    let real;
    try {
        real = await (0,promises_.realpath)(target);
    }
    catch {
        throw new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} does not exist`);
    }
    if (!real.startsWith((await (0,promises_.realpath)(bmad)) + external_node_path_.sep))
        throw outside;
    const info = await (0,promises_.lstat)(real);
    if (!info.isFile())
        throw new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is not a regular file`);
    if (info.size > DOC_MAX_BYTES)
        throw new errors.ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is ${info.size} bytes; the limit is 64 KB`);
    return (0,promises_.readFile)(real, 'utf8');
}
async function projectRules(root) {
    const file = (0,external_node_path_.join)(root, RULES_FILE);
    let text;
    try {
        const info = await (0,promises_.lstat)(file);
        if (!info.isFile())
            throw new errors.ProofgateError(`${RULES_FILE} is not a regular file`);
        if (info.size > RULES_FILE_MAX_BYTES)
            throw new errors.ProofgateError(`${RULES_FILE} is ${info.size} bytes; the limit is 256 KB`);
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    const { parse } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    let data;
    try {
        (0,yaml/* checkFlowDepth */.y6)(text);
        data = parse(text, { uniqueKeys: true, maxAliasCount: 0, prettyErrors: true, logLevel: 'error' });
    }
    catch (err) {
        throw new errors.ProofgateError(`${RULES_FILE} is not valid YAML: ${err.message.split('\n')[0]}`);
    }
    const { assertSchema } = await __webpack_require__.e(/* import() */ 2135).then(__webpack_require__.bind(__webpack_require__, 72135));
    return assertSchema('review-rules', data, RULES_FILE);
}
/** The effective rule set: built-ins, then the project's additions, replacements and removals. */
async function loadRuleSet(root) {
    const rules = await builtinRules();
    const project = await projectRules(root);
    let source = 'built-in';
    if (project) {
        source = RULES_FILE;
        const seen = new Set();
        for (const [i, def] of (project.rules ?? []).entries()) {
            const where = `${RULES_FILE} rules[${i}] (${def.id})`;
            if (seen.has(def.id))
                throw new errors.ProofgateError(`${where}: duplicate rule id ${JSON.stringify(def.id)}`);
            seen.add(def.id);
            const doc = await readRuleDoc(root, def.doc, where);
            const rule = {
                id: def.id,
                title: def.title,
                group: def.group ?? 'project',
                globs: def.globs,
                origin: 'project',
                doc,
                docSha256: (0,hash/* sha256 */.sc)(doc),
                matches: (0,globs/* compileGlobs */.t)(def.globs, `${where} globs`, { braces: true }),
            };
            const existing = rules.findIndex((r) => r.id === def.id);
            if (existing >= 0)
                rules[existing] = rule;
            else
                rules.push(rule);
        }
        for (const [i, id] of (project.disable ?? []).entries()) {
            if (seen.has(id))
                throw new errors.ProofgateError(`${RULES_FILE} disable[${i}]: ${JSON.stringify(id)} is both defined and disabled`);
            const at = rules.findIndex((r) => r.id === id);
            if (at < 0)
                throw new errors.ProofgateError(`${RULES_FILE} disable[${i}]: there is no rule ${JSON.stringify(id)} to disable (known: ${rules.map((r) => r.id).join(', ')})`);
            rules.splice(at, 1);
        }
    }
    const identity = rules.map(({ id, title, group, globs, origin, docSha256 }) => ({ id, title, group, globs, origin, docSha256 }));
    return { source, sha256: (0,hash/* sha256 */.sc)((0,hash/* canonicalJson */.dj)(identity)), rules };
}
function rulesFor(ruleSet, path) {
    return ruleSet.rules.filter((r) => r.matches(path));
}


/***/ }),

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
}


/***/ }),

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   y6: () => (/* binding */ checkFlowDepth)
/* harmony export */ });
/* unused harmony export YAML_MAX_FLOW_DEPTH */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/** Deeper than any real configuration or rules file nests its brackets. */
const YAML_MAX_FLOW_DEPTH = 64;
/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
function checkFlowDepth(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5b || c === 0x7b) {
            if (++depth > YAML_MAX_FLOW_DEPTH)
                throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
}
/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
function lineOf(text, path) {
    try {
        checkFlowDepth(text);
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
