export const id = 5164;
export const ids = [5164];
export const modules = {

/***/ 73219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ checkScope),
/* harmony export */   OD: () => (/* reexport safe */ _text_list_js__WEBPACK_IMPORTED_MODULE_9__.O),
/* harmony export */   QY: () => (/* binding */ abandonedUnits),
/* harmony export */   b2: () => (/* binding */ loadCoverage),
/* harmony export */   fk: () => (/* binding */ loadFindings),
/* harmony export */   h9: () => (/* binding */ loadScope),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   rv: () => (/* binding */ EVIDENCE_MAX_BYTES),
/* harmony export */   xF: () => (/* binding */ reviewPaths)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70015);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(82536);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(22763);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2807);









const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;

function reviewPaths(cwd, id, dir) {
    const checked = _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.checkId(id);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, dir ?? _scope_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_REVIEW_DIR */ .$2), checked);
    return { id: checked, root, folder, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
}
/** scope.json parsed, nothing checked yet: `checkScope` checks it against its schema and its seal. */
async function readScope(paths) {
    const file = paths.file('scope');
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(paths.root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no scope.json in ${paths.folder}: seal one first with \`proofgate review scope ${paths.id}\``);
    if (read.status === 'invalid')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} ${read.errors[0]}`);
    return read.data;
}
/** The sealed scope: valid against its schema, matching its seal, each path listed once; else an error (exit 3). */
async function checkScope(paths, data) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)('review-scope', data);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${paths.file('scope')} is not a valid scope: ${errors.slice(0, 3).join('; ')}`);
    checkSeal(paths, data);
    return data;
}
/** The seal, and each path listed once; anything wrong is an error (exit 3), because nothing can be judged against it. */
function checkSeal(paths, scope) {
    const file = paths.file('scope');
    let actual;
    try {
        actual = (0,_scope_js__WEBPACK_IMPORTED_MODULE_8__/* .scopeHash */ .h3)(scope);
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} is not a valid scope: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_2__.describeError)(err)}`);
    }
    if (actual !== scope.scopeSha256)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} does not match its seal (recorded ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(scope.scopeSha256)}, content hashes to ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(actual)}): seal the scope again`);
    // The seal is a hash anyone can recompute: a path listed twice would be counted (and covered) twice.
    const seen = new Set();
    for (const p of [...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]) {
        if (seen.has(p))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} is not a valid scope: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(p))} is listed twice (each changed file is selected or excluded once): seal the scope again`);
        seen.add(p);
    }
}
/** The sealed scope; anything wrong with it is an error (exit 3), because nothing can be judged against it. */
async function loadScope(paths) {
    return checkScope(paths, await readScope(paths));
}
async function loadEvidence(root, file, schema, scope) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(root, file, EVIDENCE_MAX_BYTES);
    if (read.status !== 'ok')
        return read;
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)(schema, read.data);
    if (errors.length)
        return { status: 'invalid', errors };
    const data = read.data;
    if (data.scopeSha256 !== scope.scopeSha256)
        return { status: 'other-scope', scopeSha256: data.scopeSha256 };
    return { status: 'ok', data, errors: [] };
}
/** Checks that each path names a selected file, byte-equal; returns one error per bad entry. */
function pathErrors(entries, selected, what) {
    const errors = [];
    entries.forEach((e, i) => {
        const problem = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathProblem */ .z9)(e.path);
        if (problem)
            errors.push(`${what(i)}: path ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(e.path))} ${problem}`);
        else if (!selected.has(e.path))
            errors.push(`${what(i)}: path ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(e.path))} is not a selected file of the scope`);
    });
    return errors;
}
async function loadFindings(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const at = (i) => `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(loaded.data.findings[i].id)})`;
    const errors = pathErrors(loaded.data.findings, selected, at);
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
        if (seen.has(f.id))
            errors.push(`${at(i)}: duplicate id`);
        seen.add(f.id);
        if (f.unit !== undefined && !units.has(f.unit))
            errors.push(`${at(i)}: unit ${f.unit} is not a unit of the scope`);
    });
    return errors.length ? { status: 'invalid', errors } : loaded;
}
async function loadCoverage(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('coverage'), 'review-coverage', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const selected = new Set(scope.files.map((f) => f.path));
    const units = new Set(scope.units.map((u) => u.id));
    const errors = pathErrors(loaded.data.items, selected, (i) => `items[${i}]`);
    const seen = new Set();
    loaded.data.items.forEach((item, i) => {
        if (seen.has(item.path))
            errors.push(`items[${i}]: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(item.path))} is listed twice`);
        seen.add(item.path);
    });
    (loaded.data.units ?? []).forEach((u, i) => {
        if (!units.has(u.id))
            errors.push(`units[${i}]: ${u.id} is not a unit of the scope`);
    });
    return errors.length ? { status: 'invalid', errors } : loaded;
}
/** Three failed attempts in a row abandon a unit for this review; a later attempt does not bring it back. */
function abandonedUnits(coverage) {
    return (coverage.units ?? []).filter((u) => u.attempts.join(' ').includes('failed failed failed')).map((u) => u.id);
}


/***/ }),

/***/ 55164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewMerge: () => (/* binding */ reviewMerge)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84466);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10308);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75643);








function part(loaded, what, dir) {
    if (loaded.status === 'ok')
        return loaded.data;
    const why = loaded.status === 'missing'
        ? 'is missing'
        : loaded.status === 'other-scope'
            ? `answers another scope (${loaded.scopeSha256.slice(0, 12)})`
            : `is not valid: ${loaded.errors.slice(0, 3).join('; ')}`;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, what)} ${why}`);
}
const STOP_ORDER = ['interrupted', 'failure-streak', 'time-limit', 'budget'];
/**
 * `review merge ID --from DIR…`: one findings.json and coverage.json from the
 * per-unit files of parallel jobs. Every part must answer the same sealed scope
 * and cover its files once; any overlap is an error, never a silent choice.
 */
async function reviewMerge(options) {
    if (options.from.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError('--from DIR is required (one per part; repeatable)');
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadScope */ .h9)(paths);
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .openRepo */ .B8)(options.cwd);
    const dirs = options.from.map((raw) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd, raw));
    // Parts answer a scope git gives again, and come from the run: none is tracked at the head.
    const [check, tracked] = await Promise.all([
        options.check ?? (0,_verify_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepository */ .n_)(repo, scope, { folder: paths.folder }),
        (0,_verify_js__WEBPACK_IMPORTED_MODULE_7__/* .trackedEvidence */ .is)(repo, scope.refs.headSha, dirs),
    ]);
    if (!check.matches)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`nothing merged: ${check.moved.join('; ')}`);
    if (tracked.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`nothing merged: ${(0,_verify_js__WEBPACK_IMPORTED_MODULE_7__/* .trackedReason */ .P3)(tracked)}`);
    const findings = [];
    const items = [];
    const units = [];
    const stops = [];
    const owner = new Map();
    const claim = (key, dir, what) => {
        const prior = owner.get(key);
        if (prior !== undefined && prior !== dir)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`conflict: ${what} appears in both ${prior} and ${dir} (each file, unit and finding id belongs to one part; prefix finding ids with the unit, e.g. U2-F1)`);
        owner.set(key, dir);
    };
    for (const dir of dirs) {
        const part_ = { id: paths.id, root: paths.root, folder: dir, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files[name]) };
        const f = part(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(part_, scope), _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.findings, dir);
        const c = part(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(part_, scope), _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.coverage, dir);
        for (const finding of f.findings)
            claim(`finding:${finding.id}`, dir, `finding ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(finding.id)}`);
        for (const item of c.items)
            claim(`file:${item.path}`, dir, `file ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(item.path)}`);
        for (const unit of c.units ?? [])
            claim(`unit:${unit.id}`, dir, `unit ${unit.id}`);
        findings.push(...f.findings);
        items.push(...c.items);
        units.push(...(c.units ?? []));
        if (c.run)
            stops.push(c.run.stop);
    }
    const stop = STOP_ORDER.find((s) => stops.includes(s)) ?? (stops.length ? 'completed' : undefined);
    const coverage = {
        schema: 'bmad-plus/review-coverage/1',
        scopeSha256: scope.scopeSha256,
        items,
        ...(units.length ? { units } : {}),
        ...(stop ? { run: { stop } } : {}),
    };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, paths.file('findings'), {
        schema: 'bmad-plus/review-findings/1',
        scopeSha256: scope.scopeSha256,
        findings,
    });
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, paths.file('coverage'), coverage);
    return {
        exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.ok,
        lines: [
            `merged ${options.from.length} part(s): ${findings.length} finding(s), ${items.length} of ${scope.files.length} selected file(s) accounted for → ${paths.folder}`,
        ],
        json: { folder: paths.folder, findings: findings.length, items: items.length, stop: stop ?? null },
    };
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

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RJ: () => (/* binding */ parseStrictJson),
/* harmony export */   Sr: () => (/* binding */ readStrictJson),
/* harmony export */   Yg: () => (/* binding */ parseStrictText),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   nh: () => (/* binding */ parseBounded)
/* harmony export */ });
/* unused harmony export jsonSyntaxError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);


const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });
function walk(value, depth, errors, path) {
    const at = path || '(top level)';
    if (depth > MAX_DEPTH) {
        errors.push(`${at}: nested deeper than ${MAX_DEPTH} levels`);
        return 0;
    }
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            errors.push(`${at}: a string holds a lone surrogate`);
        return 0;
    }
    if (Array.isArray(value))
        return value.reduce((n, v, i) => n + walk(v, depth + 1, errors, `${path}/${i}`), 0);
    if (value && typeof value === 'object') {
        let keys = 0;
        for (const [k, v] of Object.entries(value)) {
            keys++;
            if (k === '__proto__' || k === 'constructor' || k === 'prototype')
                errors.push(`${at}: the key "${k}" is not accepted`);
            if (!k.isWellFormed())
                errors.push(`${at}: a key holds a lone surrogate`);
            keys += walk(v, depth + 1, errors, `${path}/${k}`);
        }
        return keys;
    }
    return 0;
}
/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries.
 */
function jsonSyntaxError(err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/end of JSON input/.test(message))
        return 'it ends before the JSON is complete';
    const at = /at position (\d+)/.exec(message)?.[1];
    return at === undefined ? 'a syntax error' : `a syntax error at position ${at}`;
}
/** Far above any evidence file (20,000 findings of a dozen fields) and a bound on what a parse may build. */
const MAX_VALUES = 2_000_000;
const STRUCTURE = /["[\]{},]/g;
/**
 * The shape of JSON text, found before JSON.parse builds anything: nesting deeper than 64 levels
 * or more than two million strings, arrays, objects and list items are refused at the first
 * token past the limit (a 64 MiB `[[[[…` would otherwise become gigabytes of arrays). Strings
 * are skipped with native searches, so the cost is one pass over the text. Also counts the keys
 * (string tokens followed by a colon): exact for valid JSON, which is all this is used on.
 */
function shape(text) {
    let depth = 0;
    let values = 0;
    let keys = 0;
    STRUCTURE.lastIndex = 0;
    for (let m = STRUCTURE.exec(text); m; m = STRUCTURE.exec(text)) {
        const c = m[0];
        if (++values > MAX_VALUES)
            return { error: `holds more than ${MAX_VALUES} values` };
        if (c === '[' || c === '{') {
            if (++depth > MAX_DEPTH)
                return { error: `is nested deeper than ${MAX_DEPTH} levels` };
        }
        else if (c === ']' || c === '}')
            depth--;
        else if (c === '"') {
            let close = text.indexOf('"', m.index + 1);
            // A quote preceded by an odd run of backslashes is escaped.
            for (;;) {
                if (close < 0)
                    return { keys };
                let b = close - 1;
                while (text.charCodeAt(b) === 0x5c)
                    b--;
                if ((close - 1 - b) % 2 === 0)
                    break;
                close = text.indexOf('"', close + 1);
            }
            let next = close + 1;
            while (next < text.length && ' \t\n\r'.includes(text[next]))
                next++;
            if (text[next] === ':')
                keys++;
            STRUCTURE.lastIndex = next;
        }
    }
    return { keys };
}
/** JSON.parse behind the shape check; the error never quotes the text. */
function parseBounded(text) {
    const s = shape(text);
    if ('error' in s)
        return { ok: false, error: s.error };
    try {
        return { ok: true, data: JSON.parse(text), keys: s.keys };
    }
    catch (err) {
        return { ok: false, error: `is not valid JSON: ${jsonSyntaxError(err)}` };
    }
}
/**
 * Strict JSON for a file read whole (the checks of parseStrictJson on decoded text): a duplicate
 * key, which JSON.parse would silently settle by keeping the last, is refused like a syntax error.
 * One line naming `name`, never the file's text.
 */
function parseJsonText(text, name) {
    const parsed = parseStrictText(text);
    if (!parsed.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${name} ${parsed.errors.slice(0, 3).join('; ')}`);
    return parsed.data;
}
/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth and size. Duplicate keys are found by
 * counting key tokens against the keys JSON.parse kept: exact for valid JSON,
 * and faster than a tokenizing parser on multi-megabyte files.
 */
function parseStrictJson(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return { ok: false, errors: ['starts with a byte order mark (write UTF-8 without BOM)'] };
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        return { ok: false, errors: ['is not valid UTF-8'] };
    }
    return parseStrictText(text);
}
/** parseStrictJson for text already decoded (read as UTF-8). */
function parseStrictText(text) {
    const parsed = parseBounded(text);
    if (!parsed.ok)
        return { ok: false, errors: [parsed.error] };
    const errors = [];
    const keys = walk(parsed.data, 0, errors, '');
    if (parsed.keys !== keys)
        errors.push('has a duplicate key in an object (each key may appear once)');
    return errors.length ? { ok: false, errors } : { ok: true, data: parsed.data };
}
/** Reads a regular file inside `root` (never through a link, FIFO or device) of at most `maxBytes` and parses it strictly. */
async function readStrictJson(root, path, maxBytes) {
    const read = await (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, maxBytes);
    if (read.status === 'missing')
        return { status: 'missing' };
    if (read.status === 'refused')
        return { status: 'invalid', errors: [read.reason] };
    if (read.status === 'too-large')
        return { status: 'invalid', errors: [`is ${read.size} bytes; the limit is ${maxBytes}`] };
    const parsed = parseStrictJson(read.bytes);
    return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
}


/***/ })

};
