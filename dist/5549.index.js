export const id = 5549;
export const ids = [5549,8467,6479];
export const modules = {

/***/ 73219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ checkScope),
/* harmony export */   OD: () => (/* reexport safe */ _text_list_js__WEBPACK_IMPORTED_MODULE_5__.OD),
/* harmony export */   QY: () => (/* binding */ abandonedUnits),
/* harmony export */   b2: () => (/* binding */ loadCoverage),
/* harmony export */   fk: () => (/* binding */ loadFindings),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   i4: () => (/* binding */ accountedFor),
/* harmony export */   loadScope: () => (/* binding */ loadScope),
/* harmony export */   reviewPaths: () => (/* binding */ reviewPaths),
/* harmony export */   rv: () => (/* binding */ EVIDENCE_MAX_BYTES),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
/* unused harmony export redactCoverage */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(71670);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53326);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(72135);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(84466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(82536);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(34919);












const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;

function reviewPaths(cwd, id, dir) {
    const checked = _folder_js__WEBPACK_IMPORTED_MODULE_8__/* .reviewFolder */ .B.checkId(id);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, dir ?? _seal_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_REVIEW_DIR */ .$2), checked);
    return { id: checked, root, folder, ...(dir !== undefined ? { dir } : {}), file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_8__/* .reviewFolder */ .B.files[name]) };
}
/** scope.json parsed, nothing checked yet: `checkScope` checks it against its schema and its seal. */
async function readScope(paths) {
    const file = paths.file('scope');
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(paths.root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no scope.json in ${paths.folder}: seal one first with \`proofgate review scope ${paths.id}${paths.dir !== undefined ? ` --dir ${JSON.stringify(paths.dir)}` : ''}\``);
    if (read.status === 'invalid')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${file} ${read.errors[0]}`);
    return read.data;
}
/** The sealed scope: valid against its schema, matching its seal, each path listed once; else an error (exit 3). */
async function checkScope(paths, data) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_7__/* .schemaErrors */ .d)('review-scope', data);
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
        actual = (0,_seal_js__WEBPACK_IMPORTED_MODULE_10__/* .scopeHash */ .h3)(scope);
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
const invalid = (errors) => ({ status: 'invalid', errors: errors.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$) });
async function loadEvidence(root, file, schema, scope) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(root, file, EVIDENCE_MAX_BYTES);
    if (read.status === 'missing')
        return read;
    if (read.status === 'invalid') {
        const hint = shapeHint(schema, read);
        return invalid(hint ? [hint, ...read.errors] : read.errors);
    }
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_7__/* .schemaErrors */ .d)(schema, read.data);
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
        const collapsed = (0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .collapseDots */ .sM)(e.path);
        if (collapsed !== undefined && selected.has(collapsed)) {
            e.path = collapsed;
            return;
        }
        // Every name of the change counts (an excluded twin too): one that another name composes to the same is in doubt.
        twinsOf ??= (0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .composedTwins */ .gx)([...scope.files, ...scope.excluded].map((f) => f.path));
        const twins = twinsOf(collapsed ?? e.path);
        if (twins.length === 1 && selected.has(twins[0]) && (0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .pathProblem */ .z9)(collapsed ?? e.path) === undefined) {
            e.path = twins[0];
            return;
        }
        // A name with a control, invisible or decomposed character is shown with it as `U+XXXX`
        // wherever proofgate writes it (the prompt's table of files too): copied so, it is that name.
        shownAs ??= (0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownSpellings */ .ti)([...scope.files, ...scope.excluded].map((f) => f.path));
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
        const problem = reason === 'deleted' ? undefined : (0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .pathProblem */ .z9)(e.path);
        errors.push(`${what(i)}: path ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(e.path))} ${problem ?? why}${hint}`);
    });
    return errors;
}
/** What the path may have meant: the selected name it resembles, what another tool added to it, or the files it stands for. */
function pathHint(path, near, selected) {
    const like = near.get(nearKey(path));
    if (like?.length === 1)
        return ` (the scope names ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(like[0]))}: write it as that)`;
    const foreign = foreignSpelling(path, near, selected);
    if (foreign)
        return ` (${foreign[0]} is not part of the name: write ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(foreign[1]))})`;
    return manyFiles(path, selected);
}
/** A folder or a glob written for the files it holds: each selected file is accounted for by its own name. */
function manyFiles(path, selected) {
    if (/[*?[{]/.test(path))
        return ' (a pattern: name each file it means, one item each)';
    const folder = `${path.replace(/\/+$/, '')}/`;
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
    return longest ? [`the folder before ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(longest))}`, longest] : undefined;
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
const nearKey = (path) => ((0,_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .collapseDots */ .sM)(path.replace(/\\/g, '/')) ?? path).normalize('NFC').toLowerCase();
function nearNames(selected) {
    const near = new Map();
    for (const p of selected)
        near.set(nearKey(p), [...(near.get(nearKey(p)) ?? []), p]);
    return near;
}
async function loadFindings(paths, scope) {
    const loaded = await loadEvidence(paths.root, paths.file('findings'), 'review-findings', scope);
    if (loaded.status !== 'ok')
        return loaded;
    const units = new Set(scope.units.map((u) => u.id));
    const reviewers = new Set(scope.reviewers.map((r) => r.id));
    const rulesOf = new Map(scope.files.map((f) => [f.path, f.rules]));
    // An id is printed wherever its finding is, unredacted (summary, check run, SARIF, the artifact):
    // one the floor would change is refused, and named by its index alone.
    const credential = (id) => (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)(id) !== id;
    const at = (i) => {
        const id = loaded.data.findings[i].id;
        return credential(id) ? `findings[${i}]` : `findings[${i}] (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(id)})`;
    };
    const errors = pathErrors(loaded.data.findings, scope, at, 'finding');
    const seen = new Set();
    loaded.data.findings.forEach((f, i) => {
        if (credential(f.id))
            errors.push(`${at(i)}: the id has the shape of a credential: write a plain id (F1, F2, …)`);
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
            errors.push(`${at(i)}: rule ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(f.rule))} does not apply to its path (its rules: ${rules.join(', ')})`);
    });
    return errors.length ? invalid(errors) : loaded;
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
            errors.push(`items[${i}]: ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(item.path))} is listed twice`);
        seen.add(item.path);
    });
    (loaded.data.units ?? []).forEach((u, i) => {
        if (!units.has(u.id))
            errors.push(`units[${i}]: ${u.id} is not a unit of the scope`);
    });
    const reviewer = loaded.data.reviewer;
    if (reviewer !== undefined && !scope.reviewers.some((r) => r.id === reviewer))
        errors.push(`reviewer ${reviewer} is not a reviewer of the scope (${scope.reviewers.map((r) => r.id).join(', ') || 'none'})`);
    return errors.length ? invalid(errors) : { ...loaded, data: redactCoverage(loaded.data) };
}
const RUN_TEXT = ['note', 'agent', 'model'];
const redactReason = (i) => (i.reason === undefined ? i : { ...i, reason: (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)(i.reason) });
/**
 * coverage.json with the redaction floor over every field the agent writes as free text (a
 * reason, the run's note, agent and model, the commands it ran or was refused): what every reader of it may
 * publish. Paths, outcomes and ids are compared, never shown as prose, and stay as written.
 */
function redactCoverage(c) {
    if (!c.run)
        return { ...c, items: c.items.map(redactReason) };
    const run = { ...c.run };
    for (const k of RUN_TEXT)
        if (run[k] !== undefined)
            run[k] = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)(run[k]);
    if (run.execution)
        run.execution = { ...run.execution, ran: run.execution.ran.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$), refused: run.execution.refused.map(_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$) };
    return { ...c, items: c.items.map(redactReason), run };
}
/** The gate's rule for a selected file that is done: completed, or waived with a reason of visible words. */
const accountedFor = (item) => item?.outcome === 'completed' || (item?.outcome === 'waived' && (0,_text_words_js__WEBPACK_IMPORTED_MODULE_11__/* .hasVisibleWords */ .Ux)(item.reason));
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
        ledger: 'ledger.json',
        commit: 'commit.json',
    },
    /** Held by the one process that writes the folder (lock.ts); never evidence, never uploaded. */
    lock: 'review.lock',
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!ID.test(id) || id.includes('..'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


/***/ }),

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileGlobs: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27053);


/** A matcher of globs from outside, checked first (glob-check.ts). */
function compileGlobs(globs, where, options) {
    (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkGlobs */ .EQ)(globs, where, options);
    if (globs.length === 0)
        return () => false;
    // One regular expression for all the globs, as micromatch's matcher tests each (the empty path
    // never matches; a path equal to a glob matches it): a rule is tested on thousands of paths.
    // dotAll (`s`): micromatch writes `**` with `.`, which stops at LF, CR, U+2028 and U+2029 while
    // its `*` (`[^/]`) does not, so a folder named with a line break escaped every `**`: a rule, a
    // reviewer's trigger, --include. A git path may hold any byte but NUL; a glob matches it whole.
    const opts = { dot: true, noextglob: true, nobrace: !options.braces, posix: false, nocase: options.nocase === true };
    const literal = new Set(options.nocase ? [] : globs);
    // Compiled at the first path tested: a command that lists rules or reviewers tests none.
    let any;
    return (path) => {
        if (path === '')
            return false;
        if (literal.has(path))
            return true;
        any ??= new RegExp(globs.map((g) => `(?:${micromatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(g, opts).source})`).join('|'), options.nocase ? 'si' : 's');
        return any.test(path);
    };
}


/***/ }),

/***/ 55875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* reexport safe */ _line_index_js__WEBPACK_IMPORTED_MODULE_2__.G),
/* harmony export */   iZ: () => (/* binding */ unquotableLines),
/* harmony export */   j1: () => (/* binding */ changedUnquotable)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20634);
/**
 * Lines no finding can quote. A quote (`existing_code`) holds at most QUOTE_MAX_CHARS code points
 * (the findings schema's maxLength, counted as ajv counts: a surrogate pair is one) and must equal
 * whole lines once whitespace is normalised, so a line longer than that even normalised (a
 * minified bundle, a one-line JSON, SVG or lock file, a data URI) can never be anchored: the agent's
 * "no findings" on it proves nothing, and a person must read it.
 */




const NL = 10;
/**
 * Each line of a file's bytes too long to quote, by the SHA-256 of its text decoded (the text,
 * megabytes a line, would be held for every file until the base versions are read), with how
 * often it stands. Lines end at LF alone, as git and anchoring split them (a CR-only file is one
 * line); LF is never part of a UTF-8 sequence, valid or not, so the lines decoded one by one are
 * the lines of the file decoded. A line of at most QUOTE_MAX_CHARS bytes holds at most that many
 * UTF-16 units (a sequence of n bytes, or an invalid byte's U+FFFD, is at most n units) and so
 * code points: only longer lines are decoded, and the rest are stepped over natively, a newline
 * within QUOTE_MAX_CHARS bytes of a line's start clearing every line up to it in one search. A
 * decoded line is counted, not normalised (normalisedPast): that stops at the cap.
 */
function unquotableLines(bytes) {
    const out = new Map();
    for (let start = 0; bytes.length - start > _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .QUOTE_MAX_CHARS */ .G;) {
        const within = bytes.lastIndexOf(NL, start + _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .QUOTE_MAX_CHARS */ .G);
        if (within >= start) {
            start = within + 1;
            continue;
        }
        const nl = bytes.indexOf(NL, start + _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .QUOTE_MAX_CHARS */ .G);
        const end = nl < 0 ? bytes.length : nl;
        const line = bytes.toString('utf8', start, end);
        if ((0,_line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .normalisedPast */ .dL)(line, _line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .QUOTE_MAX_CHARS */ .G)) {
            const raw = bytes.subarray(start, end);
            // Valid UTF-8 is its text encoded: hashed as it stands, the same digest without a copy.
            const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256')
                .update((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(raw) ? raw : line)
                .digest('base64');
            out.set(key, (out.get(key) ?? 0) + 1);
        }
        start = end + 1;
    }
    return out;
}
/**
 * How many lines the change adds that no quote can hold: the head's unquotable lines less those
 * the base version already held as often (a long line left as it was is context, not a change).
 * `base` is undefined when every line of the head is new (an added file, one shown whole).
 */
function changedUnquotable(head, base) {
    let n = 0;
    for (const [line, count] of head)
        n += Math.max(0, count - (base?.get(line) ?? 0));
    return n;
}


/***/ }),

/***/ 46349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gk: () => (/* binding */ describeReason),
  fZ: () => (/* binding */ loadReviewerCatalog),
  bK: () => (/* binding */ selectReviewers),
  HO: () => (/* binding */ triggeredBy)
});

// UNUSED EXPORTS: reasonsFor

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/review/glob-check.ts
var glob_check = __webpack_require__(27053);
// EXTERNAL MODULE: ./src/review/runnable.ts
var runnable = __webpack_require__(52543);
;// CONCATENATED MODULE: ./src/review/builtin-reviewers.ts


const SECURITY_NAMES = [
    'auth',
    'login',
    'logout',
    'session',
    'token',
    'password',
    'passwd',
    'credential',
    'secret',
    'crypto',
    'cipher',
    'permission',
    'acl',
    'rbac',
    'oauth',
    'saml',
    'jwt',
    'csrf',
    'cors',
    'sanitiz',
    'security',
    'encrypt',
    'decrypt',
    'hmac',
];
/** The built-in reviewers, in dispatch order; each prompt lives in `rules/reviewers/<id>.md`. */
const BUILTIN_REVIEWERS = [
    {
        id: 'blind',
        title: 'Blind diff reviewer',
        context: 'diff',
        shell: false,
        pass: 'blind',
        triggers: { floor: ['low', 'medium', 'high'] },
    },
    {
        id: 'edge-case',
        title: 'Correctness and edge cases',
        context: 'repository',
        shell: false,
        pass: 'edge-case',
        triggers: { floor: ['medium', 'high'] },
    },
    {
        id: 'verification-gap',
        title: 'Tests and verification gaps',
        context: 'repository',
        shell: true,
        pass: 'verification-gap',
        triggers: { floor: ['high'] },
    },
    {
        id: 'security',
        title: 'Security: trust boundaries, secrets, supply chain',
        context: 'repository',
        shell: true,
        triggers: {
            // A file or any folder of its path, in any case (triggers match without case): `src/auth/index.js`, `JWTFilter.java`.
            globs: [
                `**/*{${SECURITY_NAMES.join(',')}}*`,
                `**/*{${SECURITY_NAMES.join(',')}}*/**`,
                // Files whose commands run that no specialist rule covers (`package.json`'s scripts, `.yarnrc.yml`'s yarnPath); the others get shell, ci-workflows or containers.
                ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* COMMAND_FILE_NAMES */.yd),
                ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* COMMAND_FILE_STEMS */.oH),
                ...(0,glob_check/* braceGlobs */.Jj)('**/', runnable/* COMMAND_FILE_STEMS */.oH, '.*'),
            ],
            rules: [
                'shell',
                'ci-workflows',
                'containers',
                'sql-and-migrations',
                'shield-access-control',
                'shield-cryptography',
                'shield-personal-data',
                'shield-ai-integrations',
                'shield-change-and-supply-chain',
                'shield-logging',
            ],
        },
    },
    {
        id: 'performance',
        title: 'Performance: cost as the input grows',
        context: 'repository',
        shell: true,
        triggers: {
            globs: [
                '**/{bench,benchmark,benchmarks,perf}/**',
                '**/*{cache,Cache,query,Query,queries,Queries,pool,Pool,worker,Worker,batch,Batch}*',
            ],
            rules: ['sql-and-migrations'],
            minChangedLines: 400,
        },
    },
    {
        id: 'spec-compliance',
        title: 'Spec compliance: the change against its intent',
        context: 'repository',
        shell: false,
        triggers: { intent: true },
    },
];

// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/review/rules.ts + 1 modules
var rules = __webpack_require__(54926);
// EXTERNAL MODULE: ./src/text/assets.ts
var assets = __webpack_require__(74502);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/review/shipped-sha256.ts
var shipped_sha256 = __webpack_require__(50055);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
;// CONCATENATED MODULE: ./src/review/reviewers.ts









/** A trigger's globs match a path whatever its case: `Auth.js`, `AUTH/` and `auth.js` name one concern. */
function withMatchers(def, where) {
    return (def.triggers.globs ?? []).map((glob, i) => ({
        glob,
        matches: (0,globs.compileGlobs)([glob], `${where} globs[${i}]`, { braces: true, nocase: true }),
    }));
}
/**
 * The reviewers a scope can dispatch: the built-ins, then the project's own from
 * `_bmad/review-reviewers.yaml` (read from the work tree, or from a scope's base commit). A project reviewer needs at least one trigger, a new id, and only
 * rules the rule set has: anything else is refused with the entry named, never ignored.
 */
async function loadReviewerCatalog(files, ruleIds) {
    // The shipped documents are a few small files: read at once (node:fs/promises would load
    // readline and the file watchers as the command starts).
    const reviewers = BUILTIN_REVIEWERS.map((def) => {
        const doc = (0,external_node_fs_.readFileSync)((0,assets/* assetPath */.Q)('rules', 'reviewers', `${def.id}.md`), 'utf8');
        return {
            ...def,
            origin: 'builtin',
            doc,
            docSha256: (0,shipped_sha256/* shippedDocSha256 */.Ro)(`reviewers/${def.id}.md`),
            globMatchers: withMatchers(def, `reviewer ${def.id}`),
        };
    });
    const project = await (0,rules.projectConfig)(files, rules.REVIEWERS_FILE, 'review-reviewers');
    if (!project)
        return { source: 'built-in', reviewers };
    const known = new Set(ruleIds);
    await files.prefetch?.(project.reviewers.map((r) => r.doc));
    for (const [i, entry] of project.reviewers.entries()) {
        const where = `${rules.REVIEWERS_FILE} reviewers[${i}] (${entry.id})`;
        if (reviewers.some((r) => r.id === entry.id))
            throw new errors.ProofgateError(`${where}: the id ${JSON.stringify(entry.id)} is already taken (choose another id)`);
        if (!entry.always && !entry.globs && !entry.rules && entry.minChangedLines === undefined)
            throw new errors.ProofgateError(`${where}: no trigger (give always, globs, rules or minChangedLines)`);
        const unknown = (entry.rules ?? []).filter((r) => !known.has(r));
        if (unknown.length)
            throw new errors.ProofgateError(`${where}: no rule ${unknown.map((r) => JSON.stringify(r)).join(', ')} in the rule set (known: ${[...known].join(', ')})`);
        const def = {
            id: entry.id,
            title: entry.title,
            context: entry.context ?? 'repository',
            shell: entry.shell ?? false,
            triggers: {
                ...(entry.always ? { floor: ['low', 'medium', 'high'] } : {}),
                ...(entry.globs ? { globs: entry.globs } : {}),
                ...(entry.rules ? { rules: entry.rules } : {}),
                ...(entry.minChangedLines !== undefined ? { minChangedLines: entry.minChangedLines } : {}),
            },
        };
        const doc = await (0,rules.projectDoc)(files, entry.doc, where);
        reviewers.push({ ...def, origin: 'project', doc, docSha256: (0,hash/* sha256 */.sc)(doc), globMatchers: withMatchers(def, where) });
    }
    return { source: rules.REVIEWERS_FILE, reviewers };
}
/** The first selected file a test holds for, and how many do: one reason, however many files match. */
function firstMatch(files, test) {
    let first;
    let count = 0;
    for (const f of files) {
        const hit = test(f);
        if (hit === undefined)
            continue;
        count++;
        first ??= { path: f.path, hit };
    }
    return first && { ...first, files: count };
}
/** The reasons paths (selected or removed) give a reviewer: a glob they match, a rule they get. */
function pathReasons(reviewer, paths) {
    const why = [];
    const glob = firstMatch(paths, (f) => reviewer.globMatchers.find((m) => m.matches(f.path))?.glob);
    if (glob)
        why.push({ trigger: 'glob', path: glob.path, glob: glob.hit, files: glob.files });
    const rule = firstMatch(paths, (f) => reviewer.triggers.rules?.find((r) => f.rules.includes(r)));
    if (rule)
        why.push({ trigger: 'rule', path: rule.path, rule: rule.hit, files: rule.files });
    return why;
}
/** Why one reviewer applies to the change; empty when it does not. */
function reasonsFor(reviewer, change) {
    const t = reviewer.triggers;
    const why = [];
    if (t.floor?.includes(change.effort))
        why.push({ trigger: reviewer.origin === 'project' ? 'always' : 'floor', effort: change.effort });
    why.push(...pathReasons(reviewer, [...change.files, ...(change.removed ?? [])]));
    if (t.minChangedLines !== undefined && change.changedLines >= t.minChangedLines)
        why.push({ trigger: 'changed-lines', lines: change.changedLines, min: t.minChangedLines });
    if (t.intent && change.intent)
        why.push({ trigger: 'intent' });
    return why;
}
/**
 * The deterministic selection: floor ∪ diff-triggered ∪ project, in catalog order, each with every
 * reason it applies. The same change, effort and catalog always give the same list.
 */
function selectReviewers(catalog, change) {
    // No selected file, nothing for a reviewer to account for: a removed path a trigger matches goes to a person (triggeredBy).
    if (change.files.length === 0)
        return [];
    return catalog.reviewers.flatMap((r) => {
        const why = reasonsFor(r, change);
        if (why.length === 0)
            return [];
        return [
            {
                id: r.id,
                title: r.title,
                origin: r.origin,
                context: r.context,
                shell: r.shell && change.shell === true,
                ...(r.pass ? { pass: r.pass } : {}),
                docSha256: r.docSha256,
                why,
            },
        ];
    });
}
/**
 * The reviewers, in catalog order, whose glob or rule these removed paths match. A change that
 * selects no file dispatches none of them (selectReviewers), yet deleting a guard changes security
 * code as editing it does: the scope marks such a path for a person.
 */
function triggeredBy(catalog, removed) {
    return catalog.reviewers.filter((r) => pathReasons(r, removed).length > 0).map((r) => r.id);
}
/** One reason as a person reads it. */
function describeReason(w) {
    const more = (n = 1) => (n > 1 ? ` (and ${n - 1} more file(s))` : '');
    switch (w.trigger) {
        case 'floor':
            return `the floor at ${w.effort} effort`;
        case 'always':
            return 'always (the project says so)';
        case 'glob':
            return `${(0,neutralise.visible)(w.path)} matches ${(0,neutralise.visible)(w.glob)}${more(w.files)}`;
        case 'rule':
            return `${(0,neutralise.visible)(w.path)} gets rule ${w.rule}${more(w.files)}`;
        case 'changed-lines':
            return `${w.lines} changed lines, at least ${w.min}`;
        case 'intent':
            return 'an intent was given to check the change against';
    }
}


/***/ }),

/***/ 35543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ ruleIdentity),
/* harmony export */   c: () => (/* binding */ ruleSetSha256)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);

/** What identifies a rule (and is hashed into the rule set): everything but its compiled matcher and text. */
function ruleIdentity({ id, title, group, globs, controls, origin, docSha256 }) {
    return { id, title, group, globs, ...(controls ? { controls } : {}), origin, docSha256 };
}
/** The rule set's hash: its rules' identities, in order, as canonical JSON. */
function ruleSetSha256(rules) {
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(rules.map(ruleIdentity)));
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


/***/ }),

/***/ 68467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ unitsLabel),
/* harmony export */   Cs: () => (/* binding */ makePlan),
/* harmony export */   Cv: () => (/* binding */ cutUnits),
/* harmony export */   Dz: () => (/* binding */ checkEffort),
/* harmony export */   describeMatrix: () => (/* binding */ describeMatrix),
/* harmony export */   df: () => (/* binding */ describePlan),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   ig: () => (/* binding */ EFFORTS),
/* harmony export */   scopeMatrix: () => (/* binding */ scopeMatrix),
/* harmony export */   yd: () => (/* binding */ parseUnitList)
/* harmony export */ });
/* unused harmony exports UNIT_MAX_FILES, UNIT_MAX_LINES, SURVEY_AT_LINES, PARALLEL_AT_LINES, matrixEntries */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);



const UNIT_MAX_FILES = 8;
const UNIT_MAX_LINES = 400;
const SURVEY_AT_LINES = 150;
const PARALLEL_AT_LINES = 400;
/** Folders that sit next to each other: siblings, or a folder and its parent. */
function neighbours(a, b) {
    const pa = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(a);
    const pb = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(b);
    return pa === pb || pa === b || pb === a;
}
/**
 * Cuts path-sorted files into units: by directory, at most 8 files and 400 changed
 * lines each (a single larger file is a unit of its own); then a unit takes in the
 * next one when their folders are neighbours and the two still fit those limits, so
 * a change spread thinly over many folders does not become one job per folder.
 * The same input always gives the same units.
 */
function cutUnits(files) {
    const byDir = [];
    for (const f of files) {
        const dir = (0,node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname)(f.path);
        const last = byDir.at(-1);
        if (last && last.dir === dir && last.files.length < UNIT_MAX_FILES && last.changedLines + f.lines <= UNIT_MAX_LINES) {
            last.files.push(f.path);
            last.changedLines += f.lines;
        }
        else
            byDir.push({ dir, files: [f.path], changedLines: f.lines });
    }
    const units = [];
    let lastDir = '';
    for (const group of byDir) {
        const current = units.at(-1);
        const fits = current !== undefined &&
            neighbours(lastDir, group.dir) &&
            current.files.length + group.files.length <= UNIT_MAX_FILES &&
            current.changedLines + group.changedLines <= UNIT_MAX_LINES;
        if (fits) {
            current.files.push(...group.files);
            current.changedLines += group.changedLines;
        }
        else
            units.push({ id: `U${units.length + 1}`, files: [...group.files], changedLines: group.changedLines });
        lastDir = group.dir;
    }
    return units;
}
/** GitHub runs at most 256 jobs from one matrix. */
const MATRIX_MAX_JOBS = 256;
/** The label of a list of units: `U3`, `U3-U5` for consecutive ids, else the ids joined by `+`. */
function unitsLabel(ids) {
    if (ids.length === 1)
        return ids[0];
    const nums = ids.map((id) => Number(id.slice(1)));
    const consecutive = nums.every((n, i) => i === 0 || n === nums[i - 1] + 1);
    return consecutive ? `${ids[0]}-${ids.at(-1)}` : ids.join('+');
}
/**
 * Spreads the units over at most `maxJobs` matrix entries, in order, each entry a run of
 * consecutive units whose counts differ by at most one. With reviewers (a scope that dispatches
 * each reviewer), every run of units is one entry per reviewer: units × reviewers, still at most
 * `maxJobs`, so the units are coalesced into `maxJobs / reviewers` runs.
 */
function matrixEntries(units, maxJobs = MATRIX_MAX_JOBS, reviewers = []) {
    const perRun = Math.max(1, reviewers.length);
    if (perRun > maxJobs)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the scope dispatches ${reviewers.length} reviewers, and a matrix of units × reviewers needs at least one job per reviewer: --max-jobs ${maxJobs} is fewer; raise --max-jobs (at most ${MATRIX_MAX_JOBS}), or seal with --dispatch one (one run plays every reviewer)`);
    const jobs = Math.min(units.length, Math.floor(maxJobs / perRun));
    const entries = [];
    for (let j = 0; j < jobs; j++) {
        const run = units.slice(Math.floor((j * units.length) / jobs), Math.floor(((j + 1) * units.length) / jobs));
        const ids = run.map((u) => u.id);
        const entry = {
            id: unitsLabel(ids),
            units: ids.join(' '),
            files: run.reduce((n, u) => n + u.files.length, 0),
            changedLines: run.reduce((n, u) => n + u.changedLines, 0),
        };
        if (reviewers.length === 0)
            entries.push(entry);
        else
            for (const reviewer of reviewers)
                entries.push({ id: `${entry.id}-${reviewer}`, units: entry.units, reviewer, files: entry.files, changedLines: entry.changedLines });
    }
    return entries;
}
/** The scope's matrix: its units, times its reviewers when it dispatches each reviewer its own run. */
function scopeMatrix(scope, maxJobs = MATRIX_MAX_JOBS) {
    return matrixEntries(scope.units, maxJobs, scope.dispatch === 'each' ? scope.reviewers.map((r) => r.id) : []);
}
/** A line when the matrix had to put several units in an entry (the seed's scope lines stay as they are otherwise). */
function describeMatrix(entries, unitCount) {
    const reviewers = new Set(entries.flatMap((e) => (e.reviewer ? [e.reviewer] : []))).size;
    const runs = entries.length / Math.max(1, reviewers);
    if (runs >= unitCount)
        return [];
    return [
        `matrix: ${entries.length} job(s) for ${unitCount} unit(s)${reviewers ? ` × ${reviewers} reviewer(s)` : ''}, up to ${Math.ceil(unitCount / runs)} unit(s) each`,
    ];
}
/**
 * The units a run or a prompt is about (`what` is the option that named them): one id, or several
 * separated by spaces or commas (a matrix entry's `units`). Unknown ids are refused.
 */
function parseUnitList(text, known, what) {
    const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
    const names = new Set(known.map((u) => u.id));
    const unknown = ids.filter((id) => !names.has(id));
    if (ids.length === 0 || unknown.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${what} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(unknown[0] ?? text)} is not a unit of the scope (units: ${nameRange(known.map((u) => u.id))}); give unit ids such as U2, or several separated by spaces`);
    return known.filter((u) => ids.includes(u.id)).map((u) => u.id);
}
/** `U1 … U2100` for a long list of ids, the ids themselves for a short one. */
function nameRange(ids) {
    if (ids.length === 0)
        return 'none';
    return ids.length > 10 ? `${ids[0]} … ${ids.at(-1)}` : ids.join(', ');
}
const PASSES = ['blind', 'edge-case', 'verification-gap'];
const EFFORTS = ['low', 'medium', 'high'];
function checkEffort(effort) {
    if (!EFFORTS.includes(effort))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`--effort must be low, medium or high, not ${JSON.stringify(effort)}`);
    return effort;
}
/** The depth of the review, fixed before anything is read: it is sealed into the scope. */
function makePlan(effort, changedLines, unitCount) {
    const count = effort === 'low' ? 1 : effort === 'medium' ? 2 : 3;
    return {
        effort,
        passes: PASSES.slice(0, count),
        refutation: effort !== 'low',
        survey: changedLines >= SURVEY_AT_LINES,
        parallel: changedLines >= PARALLEL_AT_LINES && unitCount > 1,
    };
}
function describePlan(plan, unitCount) {
    const parts = [`${plan.effort} effort`, `${plan.passes.length} pass(es)`, plan.refutation ? 'refutation pass' : 'no refutation pass'];
    if (plan.survey)
        parts.push('survey first');
    if (plan.parallel)
        parts.push(`${unitCount} parallel unit(s)`);
    return `plan: ${parts.join(', ')}`;
}


/***/ })

};
