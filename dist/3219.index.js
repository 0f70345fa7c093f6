export const id = 3219;
export const ids = [3219];
export const modules = {

/***/ 73219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EVIDENCE_MAX_BYTES: () => (/* binding */ EVIDENCE_MAX_BYTES),
/* harmony export */   abandonedUnits: () => (/* binding */ abandonedUnits),
/* harmony export */   accountedFor: () => (/* binding */ accountedFor),
/* harmony export */   checkScope: () => (/* binding */ checkScope),
/* harmony export */   coverageCredentials: () => (/* binding */ coverageCredentials),
/* harmony export */   isAbandoned: () => (/* binding */ isAbandoned),
/* harmony export */   loadCoverage: () => (/* binding */ loadCoverage),
/* harmony export */   loadFindings: () => (/* binding */ loadFindings),
/* harmony export */   loadScope: () => (/* binding */ loadScope),
/* harmony export */   nameList: () => (/* reexport safe */ _text_list_js__WEBPACK_IMPORTED_MODULE_6__.OD),
/* harmony export */   readScope: () => (/* binding */ readScope),
/* harmony export */   reviewPaths: () => (/* binding */ reviewPaths)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21789);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2807);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(71670);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53326);
/* harmony import */ var _redaction_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(70589);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(72135);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(82536);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(34919);
/* harmony import */ var _text_trim_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(43675);















const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;

function reviewPaths(cwd, id, dir) {
    const checked = _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.checkId(id);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_REVIEW_DIR */ .$2), checked);
    return { id: checked, root, folder, ...(dir !== undefined ? { dir } : {}), file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.files[name]) };
}
/** scope.json parsed, nothing checked yet: `checkScope` checks it against its schema and its seal. */
async function readScope(paths) {
    const file = paths.file('scope');
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(paths.root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`no scope.json in ${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .shownPath */ .pS)(paths.folder)}: seal one first with \`proofgate review scope ${paths.id}${paths.dir !== undefined ? ` --dir ${JSON.stringify(paths.dir)}` : ''}\``);
    if (read.status === 'invalid')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .shownPath */ .pS)(file)} ${read.errors[0]}`);
    return read.data;
}
/** The sealed scope: valid against its schema, matching its seal, each path listed once; else an error (exit 3). */
async function checkScope(paths, data) {
    // A scope sealed before file modes were sealed would show the agent the tree's mode, not the sealed one: refused by name.
    const files = data?.files;
    if (Array.isArray(files) && files.some((f) => f !== null && typeof f === 'object' && !('mode' in f)))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${paths.file('scope')} was sealed by an earlier proofgate that did not seal each file's mode (its executable bit): seal the scope again`);
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_10__/* .schemaErrors */ .d)('review-scope', data);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${paths.file('scope')} is not a valid scope: ${errors.slice(0, 3).join('; ')}`);
    checkSeal(paths, data);
    return data;
}
/** The modes git records for each kind of entry. */
const MODES_OF = {
    file: ['100644', '100755'],
    symlink: ['120000'],
    submodule: ['160000'],
};
/** The seal, and each path listed once; anything wrong is an error (exit 3), because nothing can be judged against it. */
function checkSeal(paths, scope) {
    const file = paths.file('scope');
    let actual;
    try {
        actual = (0,_seal_js__WEBPACK_IMPORTED_MODULE_13__/* .scopeHash */ .h3)(scope);
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${file} is not a valid scope: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(err)}`);
    }
    if (actual !== scope.scopeSha256)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${file} does not match its seal (recorded ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(scope.scopeSha256)}, content hashes to ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(actual)}): seal the scope again`);
    // The seal is a hash anyone can recompute: a path listed twice would be counted (and covered) twice.
    // A mode is the kind's (a file's 100644 or 100755): another would build the agent's diff of something that was not sealed.
    const odd = scope.files.find((f) => !MODES_OF[f.kind].includes(f.mode));
    if (odd)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${file} is not a valid scope: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(odd.path))} is a ${odd.kind} sealed with mode ${odd.mode}: seal the scope again`);
    const seen = new Set();
    for (const p of [...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]) {
        if (seen.has(p))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${file} is not a valid scope: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(p))} is listed twice (each changed file is selected or excluded once): seal the scope again`);
        seen.add(p);
    }
}
/** The sealed scope; anything wrong with it is an error (exit 3), because nothing can be judged against it. */
async function loadScope(paths) {
    return checkScope(paths, await readScope(paths));
}
/** The one object each evidence file is, and what an agent writes instead: its list, one entry alone, or JSON Lines. */
const WRAPPERS = {
    'review-findings': {
        wrapper: '{"schema": "bmad-plus/review-findings/1", "scopeSha256": …, "findings": [ … ]}',
        entry: 'finding',
        isEntry: (o) => 'path' in o && 'existing_code' in o,
    },
    'review-coverage': {
        wrapper: '{"schema": "bmad-plus/review-coverage/1", "scopeSha256": …, "items": [ … ], "run": {"stop": …}}',
        entry: 'coverage item',
        isEntry: (o) => 'path' in o && 'outcome' in o,
    },
};
/**
 * The shape to write when the file is not one: put first, so it outlives the callers' cuts (the
 * first 3 or 5 errors, 600 characters of a reason in the next prompt), as the schema's own errors
 * (`(top level): must be object`, a missing `schema`) do not say what the wrapper is.
 */
function shapeHint(schema, read) {
    if (!(schema in WRAPPERS))
        return undefined;
    const { wrapper, entry, isEntry } = WRAPPERS[schema];
    const write = `write one JSON object, ${wrapper}`;
    if (read.errors?.[0]?.includes(_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERAL_OBJECTS */ .k3))
        return `one ${entry} per line: ${write}`;
    const data = read.data;
    if (Array.isArray(data))
        return `the top level is a list: ${write}`;
    if (data && typeof data === 'object' && !('schema' in data) && isEntry(data))
        return `the top level is one ${entry}: ${write}`;
    return undefined;
}
/**
 * Refused evidence: each reason may quote what the agent wrote (a key, a path, an id), so it passes
 * the redaction floor here, before any reader stores, cuts or prints it.
 */
const invalid = (errors) => ({ status: 'invalid', errors: errors.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_8__/* .redact */ .E$) });
async function loadEvidence(root, file, schema, scope) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        return read;
    if (read.status === 'invalid') {
        const hint = shapeHint(schema, read);
        return invalid(hint ? [hint, ...read.errors] : read.errors);
    }
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_10__/* .schemaErrors */ .d)(schema, read.data);
    if (errors.length) {
        const hint = shapeHint(schema, read);
        return invalid(hint ? [hint, ...errors] : errors);
    }
    const data = read.data;
    if (data.scopeSha256 !== scope.scopeSha256)
        return { status: 'other-scope', scopeSha256: data.scopeSha256 };
    return { status: 'ok', data, errors: [] };
}
/**
 * Why a file the change deletes is no entry's path, and what to write instead: it has no head
 * version to quote, but what it held is gone from the code under review, so its removal is
 * reported on a file the head keeps (the prompt says the same).
 */
const DELETED_WHY = {
    finding: "is deleted at the head, so it has no lines to quote: report its removal on a file the prompt lists that relied on it or now lacks what it did (a caller, an importer, the code its check guarded), quoting that file's head lines",
    coverage: 'is deleted at the head, so it is not a file to account for: leave it out of coverage.json (report its removal as a finding on a file the prompt lists)',
};
/**
 * Checks that each path names a selected file; returns one error per bad entry. Byte-equal is the
 * test, with two tolerances, each naming one file without doubt and rewritten to the scope's path:
 * a spelling that differs only by `./`, `//` or `/./` (which no name git stores holds), and a name
 * in another Unicode normalisation when exactly one name of the scope has its composed form (git
 * keeps the decomposed names macOS writes; a model often composes what it copies). Any other
 * spelling is refused, naming the selected file it resembles when exactly one does.
 */
/** How many path errors get a hint: as many as any caller shows. */
const HINTED = 50;
function pathErrors(entries, scope, what, entry) {
    const selected = new Set(scope.files.map((f) => f.path));
    const errors = [];
    let near;
    let twinsOf;
    let shownAs;
    let excludedWhy;
    entries.forEach((e, i) => {
        // A name git gave the scope (a newline in it included) is that file.
        if (selected.has(e.path))
            return;
        const collapsed = (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .collapseDots */ .sM)(e.path);
        if (collapsed !== undefined && selected.has(collapsed)) {
            e.path = collapsed;
            return;
        }
        // Every name of the change counts (an excluded twin too): one that another name composes to the same is in doubt.
        twinsOf ??= (0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .composedTwins */ .gx)([...scope.files, ...scope.excluded].map((f) => f.path));
        const twins = twinsOf(collapsed ?? e.path);
        if (twins.length === 1 && selected.has(twins[0]) && (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .pathProblem */ .z9)(collapsed ?? e.path) === undefined) {
            e.path = twins[0];
            return;
        }
        // A name with a control, invisible or decomposed character is shown with it as `U+XXXX`
        // wherever proofgate writes it (the prompt's table of files too): copied so, it is that name.
        shownAs ??= (0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownSpellings */ .ti)([...scope.files, ...scope.excluded].map((f) => f.path));
        const shown = shownAs.get(e.path);
        if (shown?.length === 1 && selected.has(shown[0])) {
            e.path = shown[0];
            return;
        }
        near ??= nearNames(selected);
        // Hints for the errors a caller shows (at most 50): each may look through every selected name.
        const hint = errors.length < HINTED ? pathHint(e.path, near, selected) : '';
        // An excluded file is named as such (not why: a secret's reason is not the agent's to learn),
        // save a deleted one: every prompt shows what it held, and a finding about its removal is real.
        excludedWhy ??= new Map(scope.excluded.map((f) => [f.path, f.reason]));
        const reason = hint ? undefined : (excludedWhy.get(e.path) ?? (collapsed !== undefined ? excludedWhy.get(collapsed) : undefined));
        const why = reason === 'deleted'
            ? DELETED_WHY[entry]
            : reason
                ? 'is excluded from this review: leave it out'
                : 'is not a selected file of the scope';
        // A deleted file spelt `./src/a.js` is still that file: where to report it helps more than the spelling.
        const problem = reason === 'deleted' ? undefined : (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .pathProblem */ .z9)(e.path);
        errors.push(`${what(i)}: path ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownName */ .HD)(e.path))} ${problem ?? why}${hint}`);
    });
    return errors;
}
/** What the path may have meant: the selected name it resembles, what another tool added to it, or the files it stands for. */
function pathHint(path, near, selected) {
    const like = near.get(nearKey(path));
    if (like?.length === 1)
        return ` (the scope names ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownName */ .HD)(like[0]))}: write it as that)`;
    const foreign = foreignSpelling(path, near, selected);
    if (foreign)
        return ` (${foreign[0]} is not part of the name: write ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownName */ .HD)(foreign[1]))})`;
    return manyFiles(path, selected);
}
/** A folder or a glob written for the files it holds: each selected file is accounted for by its own name. */
function manyFiles(path, selected) {
    if (/[*?[{]/.test(path))
        return ' (a pattern: name each file it means, one item each)';
    const folder = `${(0,_text_trim_js__WEBPACK_IMPORTED_MODULE_14__/* .trimEndOf */ .f)(path, '/')}/`;
    const held = [...selected].filter((p) => p.startsWith(folder)).length;
    return held ? ` (a folder of ${held} selected file(s): name each, one item each)` : '';
}
/**
 * A selected file's name as another tool prints it, with what to leave out: a diff header's `a/` or
 * `b/`, a line number (`src/a.js:12`, `#L12-L20`), the agent's working folder before it (an
 * absolute path). A hint only: a folder may be named `b`, so such a path is never read as the file.
 */
function foreignSpelling(path, near, selected) {
    const one = (p) => {
        const like = p === undefined ? undefined : near.get(nearKey(p));
        return like?.length === 1 ? like[0] : undefined;
    };
    const diff = one(/^[ab]\/(.+)$/.exec(path)?.[1]);
    if (diff)
        return [`the diff's ${JSON.stringify(path.slice(0, 2))}`, diff];
    const numbered = one(withoutLineNumber(path));
    if (numbered)
        return ['a line number', numbered];
    if (!path.startsWith('/'))
        return undefined;
    const [longest] = [...selected].filter((p) => path.endsWith(`/${p}`)).sort((a, b) => b.length - a.length);
    return longest ? [`the folder before ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownName */ .HD)(longest))}`, longest] : undefined;
}
/**
 * The path without the line number a viewer or an editor adds (`:12`, `:12:5`, `:3-5`, `#L3-L5`),
 * or undefined when it has none. Linear: the suffix is found from the end, never by trying every split.
 */
function withoutLineNumber(path) {
    const anchor = path.lastIndexOf('#L');
    if (anchor > 0 && /^#L\d+(?:-L?\d+)?$/.test(path.slice(anchor)))
        return path.slice(0, anchor);
    let i = path.length;
    while (i > 0 && /[\d:-]/.test(path[i - 1]))
        i--;
    const colon = path.indexOf(':', i);
    return colon > 0 && /^:\d+(?:[:-]\d+)*$/.test(path.slice(colon)) ? path.slice(0, colon) : undefined;
}
/** How a near miss is told apart: separators as `/`, dots collapsed, NFC, case folded (a hint only, never a match). */
const nearKey = (path) => ((0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .collapseDots */ .sM)(path.replace(/\\/g, '/')) ?? path).normalize('NFC').toLowerCase();
function nearNames(selected) {
    const near = new Map();
    for (const p of selected)
        near.set(nearKey(p), [...(near.get(nearKey(p)) ?? []), p]);
    return near;
}
/** findings.json, checked against the scope; `beside`: the values the floor recognised in coverage.json (coverageCredentials). */
async function loadFindings(paths, scope, beside = []) {
    const loaded = await loadEvidence(paths.root, paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const units = new Set(scope.units.map((u) => u.id));
    const reviewers = new Set(scope.reviewers.map((r) => r.id));
    const rulesOf = new Map(scope.files.map((f) => [f.path, f.rules]));
    // An id is printed wherever its finding is, unredacted (summary, check run, SARIF, the artifact):
    // one the document's redaction would change (a credential's shape, or a value the floor
    // recognised in any finding's text or beside it) is refused, and named by its index alone.
    const redaction = (0,_redaction_js__WEBPACK_IMPORTED_MODULE_9__/* .findingsRedaction */ .qg)(loaded.data.findings, beside);
    const credential = (id) => redaction(id) !== id;
    const at = (i) => {
        const id = loaded.data.findings[i].id;
        return credential(id) ? `findings[${i}]` : `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(id)})`;
    };
    const errors = pathErrors(loaded.data.findings, scope, at, 'finding');
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
        if (credential(f.id))
            errors.push(`${at(i)}: the id has the shape of a credential or holds one: write a plain id (F1, F2, …)`);
        if (seen.has(f.id))
            errors.push(`${at(i)}: duplicate id`);
        seen.add(f.id);
        if (f.unit !== undefined && !units.has(f.unit))
            errors.push(`${at(i)}: unit ${f.unit} is not a unit of the scope`);
        for (const r of [...(f.reviewer !== undefined ? [f.reviewer] : []), ...(f.alsoBy ?? [])])
            if (!reviewers.has(r))
                errors.push(`${at(i)}: reviewer ${r} is not a reviewer of the scope (${[...reviewers].join(', ') || 'none'})`);
        const rules = rulesOf.get(f.path);
        if (f.rule !== undefined && rules && !rules.includes(f.rule))
            errors.push(`${at(i)}: rule ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(f.rule))} does not apply to its path (its rules: ${rules.join(', ')})`);
    });
    return errors.length ? invalid(errors) : loaded;
}
/** The values the floor recognised in coverage.json's texts (none when it is missing or not valid): findings published beside it are redacted of them too. */
async function coverageCredentials(paths, scope) {
    const c = await loadCoverage(paths, scope);
    return c.status === 'ok' ? c.credentials : [];
}
async function loadCoverage(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('coverage'), 'review-coverage', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const units = new Set(scope.units.map((u) => u.id));
    const errors = pathErrors(loaded.data.items, scope, (i) => `items[${i}]`, 'coverage');
    const seen = new Set();
    loaded.data.items.forEach((item, i) => {
        if (seen.has(item.path))
            errors.push(`items[${i}]: ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_6__/* .shownName */ .HD)(item.path))} is listed twice`);
        seen.add(item.path);
    });
    (loaded.data.units ?? []).forEach((u, i) => {
        if (!units.has(u.id))
            errors.push(`units[${i}]: ${u.id} is not a unit of the scope`);
        if (u.reviewer !== undefined && !scope.reviewers.some((r) => r.id === u.reviewer))
            errors.push(`units[${i}]: reviewer ${u.reviewer} is not a reviewer of the scope`);
    });
    const reviewer = loaded.data.reviewer;
    if (reviewer !== undefined && !scope.reviewers.some((r) => r.id === reviewer))
        errors.push(`reviewer ${reviewer} is not a reviewer of the scope (${scope.reviewers.map((r) => r.id).join(', ') || 'none'})`);
    if (errors.length)
        return invalid(errors);
    const credentials = (0,_redaction_js__WEBPACK_IMPORTED_MODULE_9__/* .credentialsIn */ .Wr)(coverageTexts(loaded.data));
    return { ...loaded, data: redactCoverage(loaded.data, (0,_redaction_js__WEBPACK_IMPORTED_MODULE_9__/* .redactionOf */ .Zx)(credentials)), credentials };
}
const RUN_TEXT = ['note', 'agent', 'model'];
/** Every field of coverage.json the agent writes as free text, as written. */
function coverageTexts(c) {
    const run = c.run;
    return [
        ...c.items.map((i) => i.reason),
        ...(run ? RUN_TEXT.map((k) => run[k]) : []),
        ...(run?.execution ? [...run.execution.ran, ...run.execution.refused] : []),
    ];
}
/**
 * coverage.json with `redaction` over every field the agent writes as free text (a reason, the
 * run's note, agent and model, the commands it ran or was refused): what every reader of it may
 * publish. Paths, outcomes and ids are compared, never shown as prose, and stay as written.
 */
function redactCoverage(c, redaction) {
    const items = c.items.map((i) => (i.reason === undefined ? i : { ...i, reason: redaction(i.reason) }));
    if (!c.run)
        return { ...c, items };
    const run = { ...c.run };
    for (const k of RUN_TEXT)
        if (run[k] !== undefined)
            run[k] = redaction(run[k]);
    if (run.execution)
        run.execution = { ...run.execution, ran: run.execution.ran.map(redaction), refused: run.execution.refused.map(redaction) };
    return { ...c, items, run };
}
/** The gate's rule for a selected file that is done: completed, or waived with a reason of visible words. */
const accountedFor = (item) => item?.outcome === 'completed' || (item?.outcome === 'waived' && (0,_text_words_js__WEBPACK_IMPORTED_MODULE_7__/* .hasVisibleWords */ .Ux)(item.reason));
/** Three failed attempts in a row abandon a unit for this review; a later attempt does not bring it back. */
function isAbandoned(attempts) {
    return attempts.join(' ').includes('failed failed failed');
}
function abandonedUnits(coverage) {
    return (coverage.units ?? []).filter((u) => isAbandoned(u.attempts)).map((u) => u.id);
}


/***/ }),

/***/ 84466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ reviewFolder),
/* harmony export */   H: () => (/* binding */ isDiffPart)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const isId = (id) => id !== undefined && ID.test(id) && !id.includes('..');
/** A unit prompt's label (`-U2`, `-U1-U3`, `-U1+U4`: units.ts unitsLabel), or none for the whole scope. */
const LABEL = '(?:-[A-Za-z0-9+-]+)?';
const PROMPT_FILE = new RegExp(`^prompt${LABEL}\\.md$`);
/** The name a diff part's prompt gives it (`diff-U2` of `diff-U2.3.patch`). */
const DIFF_BASE = new RegExp(`^diff${LABEL}(?=\\.)`);
/** writeFileAtomic's temporary file beside the one it writes (`.scope.json.<hex>.tmp`). */
const ATOMIC_TEMP = /^\.(.+)\.[0-9a-f]{12}\.tmp$/;
/** `diff.patch`, `diff.2.patch`, `diff.deleted.patch`, `diff.deleted.2.patch`: the parts `review prompt` writes for `base`. */
function isDiffPart(base, name) {
    return name.startsWith(`${base}.`) && /^(\d+\.|deleted\.(\d+\.)?)?patch$/.test(name.slice(base.length + 1));
}
/** A file name proofgate writes directly in `<dir>/<id>/`. */
function ownName(name) {
    const named = [...Object.values(reviewFolder.files), ...Object.values(reviewFolder.outputs), reviewFolder.lock];
    const diff = DIFF_BASE.exec(name)?.[0];
    return named.includes(name) || PROMPT_FILE.test(name) || (diff !== undefined && isDiffPart(diff, name));
}
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
        commit: 'commit.json',
    },
    /** Held by the one process that writes the folder (lock.ts); never evidence, never uploaded. */
    lock: 'review.lock',
    /** What else commands write there: the gate's check run and summary, compare's result. */
    outputs: { check: 'check.json', summary: 'summary.md', compare: 'compare.json' },
    /** One folder per agent run (attempts.ts): its record, its agent's output, the parts it merged. */
    attempts: 'attempts',
    /**
     * Whether a repository path is one proofgate writes under the review folders' `dir` (repository
     * relative, '' for the top), by its name: a file above in `<id>/`, a prompt or diff part,
     * anything under `<id>/attempts/`, or one of these while written (writeFileAtomic's temporary
     * name). A working-tree review sets aside these alone.
     */
    isOwn(path, dir) {
        if (dir !== '' && !path.startsWith(`${dir}/`))
            return false;
        const [id, name, ...deeper] = (dir === '' ? path : path.slice(dir.length + 1)).split('/');
        if (!isId(id) || name === undefined)
            return false;
        if (name === reviewFolder.attempts)
            return deeper.length > 0;
        return deeper.length === 0 && ownName(ATOMIC_TEMP.exec(name)?.[1] ?? name);
    },
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!isId(id))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


/***/ }),

/***/ 70589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wr: () => (/* binding */ credentialsIn),
/* harmony export */   Zx: () => (/* binding */ redactionOf),
/* harmony export */   lE: () => (/* binding */ redactFinding),
/* harmony export */   qg: () => (/* binding */ findingsRedaction)
/* harmony export */ });
/* unused harmony export findingTexts */
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53326);
/* harmony import */ var _agent_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36763);
/**
 * The redaction floor over a whole document: a value the floor recognises in one field (by its
 * key, header, URL or shape) is a credential wherever else the document holds it, so it is
 * collected from every text first, then redacted by value in every field.
 */


/** The values the floor redacts anywhere in `texts`, once each. */
function credentialsIn(texts) {
    const values = new Set();
    for (const text of texts)
        if (text)
            for (const value of (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .credentialValues */ .w2)(text))
                values.add(value);
    return [...values];
}
/**
 * The floor, and every value of `credentials` wherever it stands: a token's 16-character
 * stretches too, as written, escaped or in base64 (the screen's rule for a given credential,
 * src/agent/screen.ts). The list is kept as is: the screen is built once for it.
 */
function redactionOf(credentials) {
    return credentials.length ? (text) => (0,_agent_report_js__WEBPACK_IMPORTED_MODULE_1__/* .redactAgentText */ .Yk)(text, credentials) : _text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$;
}
/** Every field of a finding an agent writes as free text (a `claim` quotes the intent, `ran` names a command). */
const QUOTED_FIELDS = [
    'existing_code',
    'content',
    'evidence',
    'refutation',
    'trigger',
    'consequence',
    'fix',
    'suggestion',
    'claim',
    'ran',
];
/** Every free-text field of a finding, as written. */
const findingTexts = (f) => QUOTED_FIELDS.map((k) => f[k]);
/**
 * The findings' document redaction: the floor, and each value it recognised in any field of any
 * finding or, `beside`, in a document published with them (coverage.json's texts).
 */
const findingsRedaction = (findings, beside = []) => redactionOf([...credentialsIn(findings.flatMap(findingTexts)), ...beside]);
/** `redaction` over every free-text field, applied after locating (the quote must match the code as it is). */
function redactFinding(f, redaction) {
    const out = { ...f };
    for (const k of QUOTED_FIELDS)
        if (typeof out[k] === 'string')
            out[k] = redaction(out[k]);
    return out;
}


/***/ }),

/***/ 34919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ DEFAULT_REVIEW_DIR),
/* harmony export */   h3: () => (/* binding */ scopeHash),
/* harmony export */   jt: () => (/* binding */ sealedOptions)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);

// Apart from scope.ts, so that the commands that read a sealed scope (anchor, gate) do not load
// what sealing one needs (git diff, globs, rules).
const DEFAULT_REVIEW_DIR = '_bmad-output/review';
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(sealed));
}
/** The sealed options, read back from the scope's fields (one reading, for the gate's derivation and for the commands that seal it again). */
function sealedOptions(scope) {
    return {
        workspace: scope.refs.workspace,
        include: scope.patterns.include,
        exclude: scope.patterns.exclude,
        effort: scope.effort,
        dispatch: scope.dispatch,
        // A sealed reviewer with a shell says the scope was sealed with --shell.
        shell: scope.reviewers.some((r) => r.shell),
        ...(scope.intent ? { intent: scope.intent } : {}),
    };
}


/***/ })

};
