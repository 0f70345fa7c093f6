export const id = 3688;
export const ids = [3688,9816];
export const modules = {

/***/ 55114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dX: () => (/* binding */ isReviewConfig),
/* harmony export */   rZ: () => (/* binding */ CONFIG_EDIT_NOTE),
/* harmony export */   z6: () => (/* binding */ needsPerson)
/* harmony export */ });
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82536);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54926);
/* harmony import */ var _quotable_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55875);
/* harmony import */ var _runnable_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52543);
/* harmony import */ var _change_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65666);






const BINARY_WHY = 'binary: not UTF-8 text, over 16 MiB, a Git LFS pointer or checked out as other bytes (an encoding, CRLF, ident), so no agent can review what runs';
const SECRET_WHY = 'code or config under a secret-looking name: its content is never shown to an agent';
/** A file of a plain name the scope made a secret by what it holds (a copy, a line or a credential value of one). */
const SECRET_CONTENT_WHY = "a file that holds a secret's content (a copy of one, one of its lines or a credential value): never shown to an agent";
const LINK_OUT_WHY = "a symbolic link that leads where no review reads: out of the repository, to the checkout's own folder or into a submodule, to a path the head tree does not hold, or to a file the review leaves out (by its name: built or vendored, a pattern; or a change it does not select) or the checkout writes otherwise than git holds it (a Git LFS pointer, an encoding), or to a folder that holds any of these or a secret: an agent is shown only where it points, and what it leads to was never reviewed";
const SUBMODULE_WHY = 'a submodule: the commit it points to is code of another repository, never shown to an agent';
const ATTRIBUTES_WHY = 'changes how git checks files out (filters, encodings, line ends) for files this review may not show: what runs can differ from what was reviewed';
const GITMODULES_WHY = "changes where a submodule's code comes from (a url, branch or path in `.gitmodules`): a checkout fetches the pinned commit from there, and `git submodule update --remote` or the next bump takes whatever that host's branch holds; no agent sees that code";
const CONFIG_GONE_WHY = "deletes, renames or replaces with a link the review's own configuration, which every later review reads";
const RUNS_WHY = 'a file CI, an editor or git hooks run (or in a folder whose files they run), left out of review by its name (`dist`, `build`, `vendor`, minified), by a pattern, or deleted: no agent reads what runs or stops running';
const POLICY_WHY = 'a file the forge reads as repository policy (`CODEOWNERS` at the root, in `docs/` or `.github/`: the code owners a branch rule makes review a pull request), deleted, renamed from or to, a link (added, retargeted or replacing a file: an agent is shown only where it points) or left out of review by a pattern: what the forge enforces changes with no line for an agent to read';
const shadowWhy = (held) => `a file the forge reads as repository policy (\`CODEOWNERS\`), added where the forge looks before the base's ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.visible)(held)}: it takes that file's place, so the code owners a branch rule enforces change with no line of the old file shown to an agent`;
const MOVED_WHY = 'renamed from or to a file CI, an editor or git hooks run (or a folder whose files they run), a file an action or a command names as code to run, or a lockfile: what ran stops running or something starts to, or installs resolve otherwise, and a rename shows an agent no changed line';
const actionWhy = (by) => `named as code to run by ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.visible)(by)} (an action's \`runs\` or metadata, or a command an action or a CI file runs), and left out of review by its name or deleted: no agent reads what runs or stops running`;
const BUILT_WHY = "built or vendored code (`dist`, `build`, `vendor`, `node_modules`, minified), left out of review by its name: a name is the pull request's to choose, and what such a file holds can run in CI, in production or in a consumer (an include pattern selects it for an agent)";
const longWhy = (lines) => `holds ${lines} changed line${lines === 1 ? '' : 's'} longer than a finding may quote (${_quotable_js__WEBPACK_IMPORTED_MODULE_3__/* .QUOTE_MAX_CHARS */ .G.toLocaleString('en-US')} characters, whitespace normalised): no finding can be anchored there, so an agent's "no findings" says nothing of ${lines === 1 ? 'it' : 'them'}`;
const triggeredWhy = (reviewers) => `removed (deleted, or renamed away) where a reviewer's trigger matches (${reviewers.join(', ')}), in a change that selects no file: no reviewer runs, and removing a guard changes the code it guarded as editing it does`;
const UNREAD_WHY = `deleted, past what a reviewer is shown of the deleted files (${_change_js__WEBPACK_IMPORTED_MODULE_5__/* .DELETED_MAX_LINES */ .v2} removed lines or ${_change_js__WEBPACK_IMPORTED_MODULE_5__/* .DELETED_MAX_BYTES */ .t5 / 1024} KiB in all, code first): the agent was given its name only, so no agent read what it held or what its removal breaks`;
const LOCKFILE_WHY = 'a lockfile: it decides which packages every install fetches, and from where; no agent reviews it (an include pattern would select it)';
/** Why a file left out of review (deleted, by its name or a pattern) still needs a person: policy a forge enforces, or what runs. */
const stopsWhy = (path) => (_runnable_js__WEBPACK_IMPORTED_MODULE_4__/* .POLICY_HERE */ .W3.test(path) ? POLICY_WHY : _runnable_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNS_HERE */ .G9.test(path) ? RUNS_WHY : undefined);
/** A selected file the change moved, or made another kind (a link, a submodule): its old path no longer holds it. */
const replaced = (f) => f.from !== undefined || f.status === 'type-changed';
/** A policy file moved away or into place, made another kind, or a link (added or retargeted): no line for an agent shows what the forge then reads. */
const policyUnseen = (f) => (replaced(f) || f.kind === 'symlink') && [f.from, f.path].some((p) => p !== undefined && _runnable_js__WEBPACK_IMPORTED_MODULE_4__/* .POLICY_HERE */ .W3.test(p));
/**
 * A secret the change may commit with no person looking: a dotenv file named `.env`, as the
 * review's own transcript excludes one. Any other secret-named file can be code: a key that is
 * JavaScript (`node --require ./deploy.pem`), `staging.env` sourced by a script (`. config/*.env`),
 * `.env.pl`, `credentials*`, `.envrc` (a shell script direnv runs), `.npmrc` (npm runs its
 * `node-options`); a name is the pull request's to choose, so a person looks at each.
 */
function isPlainSecret(path) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretName */ .eh)(path) && path.slice(path.lastIndexOf('/') + 1) === '.env';
}
/**
 * Changed files that could be code no agent reads: binary content (one odd byte
 * is enough to make code "binary"), every secret exclusion but a plain `.env` under its own name
 * (a key, a file in `secrets/`, `staging.env`, `.env.local`, a `credentials*` file, `.envrc`,
 * `.npmrc`, one renamed from a reviewed file, a link to a secret, anything in a folder whose files
 * run such as `.github/`), every file its name leaves out as built or vendored (`dist/`, `build/`,
 * `vendor/`, minified, a lockfile), a deletion in such a folder or of a file a GitHub Action of the
 * repository names as code to run (or a plain `.env` one names), a `CODEOWNERS` where a forge reads
 * it that the change deletes, moves, makes or retargets as a link, leaves out by a pattern or adds
 * where a forge reads it before the base's (`replacesPolicy`), a submodule the change adds or moves (selected or left
 * out by a name or a pattern: what it points to is not in this repository), the review's own configuration removed, a `.gitattributes` changed
 * (it decides what a checkout writes for files the change may not even touch) or the root
 * `.gitmodules` (where a submodule's code comes from), a path removed where a reviewer's trigger
 * matches in a change that selects no file (`excluded[].reviewers`: no reviewer runs), and a selected file
 * whose change adds a line too long to quote (reviewed, but no finding can anchor there), and each
 * removed file past the deleted files' budget (`unread`: deletedDiff's, derived from the sealed
 * scope, so the gate and the prompt agree on it). The gate is not clean until a person acknowledges each.
 */
function needsPerson(scope, unread = []) {
    const config = new Set(scope.config ?? []);
    // The configuration deleted, renamed, or no longer a file: every later review would lose it.
    const gone = (f) => config.has(f.path) && replaced(f);
    const excluded = scope.excluded.flatMap((e) => {
        if (e.reason === 'binary')
            return [{ path: e.path, why: BINARY_WHY }];
        if (config.has(e.path) && (e.reason === 'deleted' || e.from !== undefined))
            return [{ path: e.path, why: CONFIG_GONE_WHY }];
        // A `.env` that is a link is no dotenv file: where it leads (a folder, a file outside the checkout) is never shown.
        const hidden = !isPlainSecret(e.path) ||
            e.link === true ||
            e.unpaired === true ||
            _runnable_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNS_HERE */ .G9.test(e.path) ||
            (e.from !== undefined && !(0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretPath */ ._p)(e.from));
        if (e.reason === 'secret' && hidden) {
            const byContent = !(0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretPath */ ._p)(e.path) && e.from === undefined && e.link !== true;
            return [{ path: e.path, why: byContent ? SECRET_CONTENT_WHY : SECRET_WHY }];
        }
        // Another repository's commit, whatever left its path out of an agent's review.
        if (e.submodule === true)
            return [{ path: e.path, why: SUBMODULE_WHY }];
        // Left out by a name the pull request chooses: code that runs, or decides what installs, is still code.
        const built = e.reason === 'generated-or-vendored';
        // A pattern the caller chose leaves code out of an agent's review, never out of a person's sight when it runs.
        const patterned = e.reason === 'excluded-by-pattern' || e.reason === 'not-included';
        const stops = stopsWhy(e.path);
        if ((built || patterned || e.reason === 'deleted') && stops !== undefined)
            return [{ path: e.path, why: stops }];
        if (e.runBy !== undefined)
            return [{ path: e.path, why: actionWhy(e.runBy) }];
        if ((built || e.reason === 'deleted') && (0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .isLockfile */ .em)(e.path))
            return [{ path: e.path, why: LOCKFILE_WHY }];
        if (built)
            return [{ path: e.path, why: BUILT_WHY }];
        return [];
    });
    return onePerPath([
        ...excluded,
        // No reviewer ran on it (scope.files is empty): the reviewers its removal triggers are owed to a person.
        ...scope.excluded.flatMap((e) => (e.reviewers !== undefined ? [{ path: e.path, why: triggeredWhy(e.reviewers) }] : [])),
        // Whatever excluded it (deleted, not included, a pattern): it still decides every checkout.
        ...scope.excluded.flatMap((e) => (e.reason === 'secret' ? [] : checkoutFile(e.path, e.path))),
        ...scope.files.flatMap((f) => [...checkoutFile(f.path, f.path), ...(f.from !== undefined ? checkoutFile(f.from, f.path) : [])]),
        ...scope.files.filter(gone).map((f) => ({ path: f.path, why: CONFIG_GONE_WHY })),
        // A rename shows no changed line: a policy file moved away (or into place) changes what the forge enforces unseen.
        ...scope.files.filter(policyUnseen).map((f) => ({ path: f.path, why: POLICY_WHY })),
        // The base's policy file, unchanged, stops applying: the agent sees only the new one.
        ...scope.files.flatMap((f) => (f.replacesPolicy !== undefined ? [{ path: f.path, why: shadowWhy(f.replacesPolicy) }] : [])),
        ...scope.files
            .filter((f) => f.from !== undefined && !gone(f) && (f.runBy !== undefined || [f.from, f.path].some((p) => _runnable_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNS_HERE */ .G9.test(p) || (0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .isLockfile */ .em)(p))))
            .map((f) => ({ path: f.path, why: MOVED_WHY })),
        ...scope.files.filter((f) => f.kind === 'submodule').map((f) => ({ path: f.path, why: SUBMODULE_WHY })),
        ...scope.files.filter((f) => f.unreviewedTarget === true).map((f) => ({ path: f.path, why: LINK_OUT_WHY })),
        ...scope.files.flatMap((f) => (f.longLines !== undefined ? [{ path: f.path, why: longWhy(f.longLines) }] : [])),
        ...unread.map((path) => ({ path, why: UNREAD_WHY })),
    ]);
}
/**
 * Git's own files that decide what a checkout holds, whatever the change does to them (edits,
 * deletes, renames, leaves out by a pattern): a `.gitattributes` in any folder, and the root
 * `.gitmodules` (the only one git reads), whose edit moves a submodule with no gitlink changing.
 */
function checkoutFile(name, path) {
    if (name.slice(name.lastIndexOf('/') + 1) === '.gitattributes')
        return [{ path, why: ATTRIBUTES_WHY }];
    if (name === '.gitmodules')
        return [{ path, why: GITMODULES_WHY }];
    return [];
}
/** One entry a file, every reason it needs a person in it (a configuration file made a link that leads out is both). */
function onePerPath(list) {
    const byPath = new Map();
    for (const u of list) {
        const seen = byPath.get(u.path);
        if (!seen)
            byPath.set(u.path, u);
        else if (!seen.why.split('; ').includes(u.why))
            seen.why = `${seen.why}; ${u.why}`;
    }
    return [...byPath.values()];
}
/** The files that decide what is reviewed and how; read from the base, never from the change. */
const REVIEW_CONFIG_FILES = [_rules_js__WEBPACK_IMPORTED_MODULE_2__.RULES_FILE, _rules_js__WEBPACK_IMPORTED_MODULE_2__.REVIEWERS_FILE, '_bmad/config.yaml'];
/**
 * True for the rules and reviewers files, `_bmad/config.yaml`, and a document their reader opened at
 * the base (`ProjectFiles.opened`: a rule's or a project reviewer's, as git names it).
 */
function isReviewConfig(path, docs) {
    return REVIEW_CONFIG_FILES.includes(path) || docs.has(path);
}
const CONFIG_EDIT_NOTE = "this change edits the review's own configuration; it applies after merge";


/***/ }),

/***/ 33688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VY: () => (/* binding */ EXCLUSION_REASONS),
  Lh: () => (/* binding */ reviewPrefix),
  qM: () => (/* binding */ secretsOfRange),
  wW: () => (/* binding */ selectChanges),
  LF: () => (/* binding */ unreadableText)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/text/files.ts
var files = __webpack_require__(18140);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(26781);
// EXTERNAL MODULE: ./src/git/diff.ts
var git_diff = __webpack_require__(63437);
// EXTERNAL MODULE: ./src/git/diff-settings.ts
var diff_settings = __webpack_require__(3223);
;// CONCATENATED MODULE: ./src/git/path-index.ts
/** A character's code at `k`, or -1 past the end: a string sorts before every longer one it begins. */
const codeAt = (s, k) => (k < s.length ? s.charCodeAt(k) : -1);
const SLASH = 0x2f;
/**
 * Repository paths sorted by UTF-16 code unit, asked what lies under or above a path at the cost
 * of its length (times the log of their count), never by building the path of each folder on the
 * way: 2,000 files 2,000 folders deep made 4 million such paths of up to 4,000 characters, and ran
 * out of memory.
 */
class PathIndex {
    sorted;
    constructor(paths) {
        this.sorted = [...new Set(paths)].sort();
    }
    /** The first position in [lo, hi) whose code at `k` is at least `code`. */
    bound(lo, hi, k, code) {
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (codeAt(this.sorted[mid], k) < code)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
    /** The first path that is not before `text`. */
    from(text) {
        let lo = 0;
        let hi = this.sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.sorted[mid] < text)
                lo = mid + 1;
            else
                hi = mid;
        }
        return this.sorted[lo];
    }
    has(path) {
        return this.from(path) === path;
    }
    /** Whether a path of the index lies under `folder`. */
    under(folder) {
        const prefix = `${folder}/`;
        return this.from(prefix)?.startsWith(prefix) ?? false;
    }
    /** The paths of the index that are folders `path` sits in, the top one first. */
    foldersOf(path) {
        const found = [];
        // [lo, hi) holds the paths that begin with the first k characters of `path`; those
        // characters themselves, when a path of the index, sort first.
        let lo = 0;
        let hi = this.sorted.length;
        for (let k = 0; k < path.length && lo < hi; k++) {
            const code = path.charCodeAt(k);
            if (code === SLASH && this.sorted[lo].length === k)
                found.push(this.sorted[lo]);
            lo = this.bound(lo, hi, k, code);
            hi = this.bound(lo, hi, k, code + 1);
        }
        return found;
    }
}

// EXTERNAL MODULE: ./src/git/argv.ts
var argv = __webpack_require__(50384);
// EXTERNAL MODULE: ./src/text/encoding.ts
var encoding = __webpack_require__(58922);
// EXTERNAL MODULE: ./src/review/paths.ts
var paths = __webpack_require__(82536);
// EXTERNAL MODULE: ./src/review/globs.ts
var globs = __webpack_require__(96479);
// EXTERNAL MODULE: ./src/review/rules.ts + 1 modules
var rules = __webpack_require__(54926);
// EXTERNAL MODULE: ./src/review/reviewers.ts + 1 modules
var reviewers = __webpack_require__(46349);
// EXTERNAL MODULE: ./src/review/attention.ts
var attention = __webpack_require__(55114);
// EXTERNAL MODULE: ./src/review/runnable.ts
var runnable = __webpack_require__(52543);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/text/yaml.ts
var yaml = __webpack_require__(69816);
// EXTERNAL MODULE: ./src/text/repo-path.ts
var repo_path = __webpack_require__(11347);
;// CONCATENATED MODULE: ./src/review/action-code.ts
/**
 * The files the repository names as code to run: what a GitHub Action's `runs` names, wherever the
 * action lives (a local action, `uses: ./tools/setup`, or the repository itself), and any file
 * whose name a command writes (in CI files, action metadata, build and run files). A deleted one
 * stops something (or lets something else run), and one under a secret-looking name (`main: .env`)
 * is code, not a secret. Pure: the caller reads the texts and the links from git.
 */





/** The files that make a folder an action, lower-cased (a runner on macOS or Windows opens `Action.YML`). */
const METADATA_NAMES = new Set(['action.yml', 'action.yaml']);
/** Links followed from one name before giving up (git checks out each link as it is). */
const MAX_LINKS = 8;
const isActionMetadata = (path) => METADATA_NAMES.has(external_node_path_.posix.basename(path).toLowerCase());
/**
 * Files of commands by their path's end, in any spelling a tool takes (`Procfile.dev`,
 * `Dockerfile-prod`, `docker-compose.override.yml`, `.mocharc.yml`, `ci/Jenkinsfile`), and scripts:
 * every name is runnable.ts's, which the built-in rules and the security reviewer's triggers are
 * made from too (besides CI's own folders and root files, RUNS_HERE).
 */
const AUTOMATION_PATTERN = new RegExp([
    `(?:${(0,runnable/* alternation */.Ql)([...runnable/* COMMAND_FILE_NAMES */.yd, ...runnable/* CI_FILE_NAMES */.p$, ...runnable/* BAKE_NAMES */.V5])})`,
    `(?:${(0,runnable/* alternation */.Ql)(runnable/* CI_FILE_STEMS */.T7)})\\.ya?ml`,
    `(?:${(0,runnable/* alternation */.Ql)(runnable/* COMPOSE_STEMS */.E4)})[^/]*\\.ya?ml`,
    `(?:${(0,runnable/* alternation */.Ql)(runnable/* RECIPE_STEMS */.mP)})(?:\\.[^/]*)?`,
    `(?:${(0,runnable/* alternation */.Ql)(runnable/* COMMAND_FILE_STEMS */.oH)})(?:\\.[^/]*)?`,
    `(?:${(0,runnable/* alternation */.Ql)([...runnable/* CONTAINER_BUILD_STEMS */.OH, ...runnable/* PIPELINE_STEMS */.kE])})(?:[._-][^/]*)?`,
    `[^/]*\\.(?:${(0,runnable/* alternation */.Ql)([...runnable/* CONTAINER_BUILD_STEMS */.OH, ...runnable/* PIPELINE_STEMS */.kE, ...runnable/* SHELL_EXTENSIONS */.gd])})`,
]
    .map((name) => `(?:^|/)${name}$`)
    .join('|'), 'i');
const isAutomationFile = (path) => AUTOMATION_PATTERN.test(path);
/** Every string of a parsed YAML document, keys too, as deep as YAML_MAX_FLOW_DEPTH. */
function collectStrings(value, out, depth) {
    if (typeof value === 'string')
        out.push(value);
    else if (value && typeof value === 'object' && depth < yaml.YAML_MAX_FLOW_DEPTH)
        for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
            if (typeof k === 'string')
                out.push(k);
            collectStrings(v, out, depth + 1);
        }
}
/**
 * The strings YAML makes of `text`, or none when it is not YAML (a shell script, a Jenkinsfile).
 * Most such files fail to parse, each with many errors: made without a stack or a pretty context,
 * which cost more than the parse (a change of 1,267 files on git-lfs: 680 ms of a 2 s scope).
 */
function yamlStrings(text) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
        (0,yaml.checkFlowDepth)(text);
        const strings = [];
        collectStrings((0,dist.parse)(text, { logLevel: 'error', maxAliasCount: 100, uniqueKeys: false, prettyErrors: false }), strings, 0);
        return strings;
    }
    catch {
        return [];
    }
    finally {
        Error.stackTraceLimit = limit;
    }
}
/** Characters a path is written with: anything but a space, a quote or a character a shell or an expression gives a meaning (`$`, `=`, `:`, …). */
const PATH_RUN = /[^\s'"`$(){}[\]<>|;&=,*?!#:]+/gu;
/** The largest text whose YAML strings are searched too (parsing runs at a few MB a second). */
const YAML_SEARCH_MAX_CHARS = 256 * 1024;
/** What a backslash escape stands for in YAML, JSON or TOML strings (`\\.` and `\\/` stand for the character itself). */
const SIMPLE_ESCAPES = {
    n: '\n',
    t: '\t',
    r: '\r',
    b: '\b',
    f: '\f',
    v: '\v',
    a: '\x07',
    e: '\x1b',
    '0': '\0',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
};
const ESCAPE = /\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|[ \t]*\r?\n[ \t\r\n]*|([^]))/g;
/**
 * `text` with every escape a YAML double-quoted, JSON or TOML basic string takes decoded, quoted or
 * not: `\u002eenv`, `\U0000002eenv`, `\x2eenv` are `.env`, and a backslash ending a line joins it
 * to the next one's first non-blank character (TOML's multi-line strings, YAML's escaped line break).
 */
function decodeEscapes(text) {
    return text.replace(ESCAPE, (_, x, u, big, one) => {
        if (x !== undefined || u !== undefined)
            return String.fromCharCode(parseInt((x ?? u), 16));
        if (big !== undefined) {
            const cp = parseInt(big, 16);
            return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
        }
        return one === undefined ? '' : (SIMPLE_ESCAPES[one] ?? one);
    });
}
/**
 * The last part of every path a text writes out (`.env` of `"$GITHUB_ACTION_PATH/.env"`, of
 * `tools\ci\.env`, of `cd tools/ci && node .env`): a command may run from any folder
 * (`working-directory`, `cd`), so a file is named wherever its name is written as a path's end. A
 * set, so that fifty thousand files are matched against megabytes of CI text in linear time.
 */
function writtenNames(text) {
    const out = new Set();
    // The text as written, its escapes decoded, and the strings YAML makes of it: only an escape
    // (`"\x2eenv"` in YAML, `\u002eenv` in TOML or JSON with comments, which YAML cannot parse; `.env`
    // to the tool) writes a character the text does not hold. Decoding quoted or not only adds names;
    // YAML's own reading is needed too (`"tools/.env\ ⏎ x"`: an escaped space, then a folded line).
    const strings = [text];
    if (text.includes('\\')) {
        strings.push(decodeEscapes(text));
        // Far above any workflow; YAML larger than this with an escape is not searched (the caller treats it as unread).
        if (text.length > YAML_SEARCH_MAX_CHARS)
            return undefined;
        strings.push(...yamlStrings(text));
    }
    for (const [run] of strings.join('\n').toLowerCase().replaceAll('\\', '/').matchAll(PATH_RUN))
        out.add(run.slice(run.lastIndexOf('/') + 1));
    return out;
}
/** Where a link at `path` pointing to `target` leads, as a repository path; undefined when outside it. */
function linkTarget(path, target) {
    if (target === '' || external_node_path_.posix.isAbsolute(target))
        return undefined;
    const to = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(path), target));
    return to === '..' || to.startsWith('../') ? undefined : to;
}
/** The string values of `runs` that name a file, relative to the action's folder; undefined when the text is not metadata YAML can read. */
function namedFiles(text) {
    try {
        (0,yaml.checkFlowDepth)(text);
        const doc = (0,dist.parse)(text, { logLevel: 'error', maxAliasCount: 100, uniqueKeys: false });
        const runs = doc?.runs;
        if (!runs || typeof runs !== 'object')
            return [];
        const r = runs;
        const named = [r.main, r.pre, r.post];
        if (typeof r.image === 'string' && !/^docker:\/\//i.test(r.image.trim()))
            named.push(r.image);
        return named.filter((v) => typeof v === 'string' && v.trim() !== '').map((v) => v.trim().replaceAll('\\', '/'));
    }
    catch {
        return undefined;
    }
}
/**
 * What the actions whose metadata is given name as code to run: each file its `runs` names
 * (`main`, `pre`, `post`, a Dockerfile `image`), resolved against the action's folder, and every
 * file a link there leads to (`links`: pairs of repository paths, a link and where it leads); the metadata itself.
 * Paths are compared lower-cased and with `\` as `/`, as a runner on any system opens them.
 */
function actionCode(metadata, links = [], ciFiles = []) {
    let unread;
    const mentions = [];
    // A CI file not read or searched (too large): any file it may name is one, wherever it is.
    for (const { path, text, names = text === undefined ? undefined : writtenNames(text) } of ciFiles) {
        if (names)
            mentions.push({ names, by: path });
        else
            unread ??= path;
    }
    const entries = new Map();
    const absolute = [];
    // A link may lead elsewhere in each tree: every place it leads is followed.
    const leads = new Map();
    for (const [from, to] of links)
        leads.set(from.toLowerCase(), [...(leads.get(from.toLowerCase()) ?? []), to.toLowerCase()]);
    for (const { path, text, names = text === undefined ? undefined : writtenNames(text) } of metadata) {
        const add = (file) => {
            let ring = [file.toLowerCase()];
            for (let n = 0; n <= MAX_LINKS && ring.length; n++) {
                for (const at of ring)
                    if (!entries.has(at))
                        entries.set(at, path);
                ring = ring.flatMap((at) => leads.get(at) ?? []);
            }
        };
        add(path);
        // The caller reads at most 1 MiB of each (the runner takes up to 10): larger is not read, and so may name anything.
        const named = text === undefined ? undefined : namedFiles(text);
        const dir = external_node_path_.posix.dirname(path);
        if (names)
            mentions.push({ names, by: path });
        // Metadata not read, parsed or searched may name any file of the repository (`../../lib/.env`).
        if (named === undefined || names === undefined) {
            unread ??= path;
            continue;
        }
        for (const file of named) {
            if (external_node_path_.posix.isAbsolute(file))
                absolute.push({ path: external_node_path_.posix.normalize(file).toLowerCase(), by: path });
            else {
                const resolved = (0,repo_path/* repoPath */.q)(external_node_path_.posix.join(dir, file));
                if (resolved !== undefined)
                    add(resolved);
            }
        }
    }
    return { entries, absolute, ...(unread !== undefined ? { unread } : {}), mentions };
}
/**
 * The metadata of the action (or the CI or build file) that names `path` as code to run, if any:
 * as an entry, or by its name written as a path's end in a command (from any folder). A command
 * that builds the name (`node $(ls -a)`, `.e''nv`) is not seen: see docs/security.md.
 */
function runByAction(code, path) {
    const lower = path.toLowerCase();
    return (code.entries.get(lower) ??
        code.absolute.find((a) => a.path.endsWith(`/${lower}`))?.by ??
        code.mentions.find((m) => m.names.has(lower.slice(lower.lastIndexOf('/') + 1)))?.by ??
        code.unread);
}

// EXTERNAL MODULE: ./src/review/units.ts
var review_units = __webpack_require__(68467);
;// CONCATENATED MODULE: ./src/text/find-any.ts
/** Characters each searched string begins with that the search hashes: every string is at least this long. */
const FIND_ANY_PREFIX = 8;
const BASE = 257;
/** BASE to the power FIND_ANY_PREFIX - 1, modulo 2^32: what the character leaving the window weighed. */
const TOP = Array.from({ length: FIND_ANY_PREFIX - 1 }).reduce((p) => Math.imul(p, BASE), 1);
/** Bits of the filter a window's hash is first looked up in: most windows stop there. */
const FILTER_BITS = 20;
function hashOf(text, at) {
    let h = 0;
    for (let i = at; i < at + FIND_ANY_PREFIX; i++)
        h = (Math.imul(h, BASE) + text.charCodeAt(i)) >>> 0;
    return h;
}
/**
 * Which of many strings stand in a text, in one pass whatever their number (Rabin-Karp): a rolling
 * hash of each window of FIND_ANY_PREFIX characters, looked up in a bit filter, then among the
 * strings beginning with such a window, each compared where it would start. A search per string
 * costs the text's length once per string: a thousand of them over a large change took seconds.
 */
class FindAny {
    byHash = new Map();
    filter = new Uint32Array(1 << (FILTER_BITS - 5));
    /** `strings`: each at least FIND_ANY_PREFIX characters (shorter ones are never found). */
    constructor(strings) {
        for (const s of strings) {
            if (s.length < FIND_ANY_PREFIX)
                continue;
            const h = hashOf(s, 0);
            const slot = h >>> (32 - FILTER_BITS);
            this.filter[slot >>> 5] |= 1 << (slot & 31);
            const same = this.byHash.get(h);
            if (same)
                same.push(s);
            else
                this.byHash.set(h, [s]);
        }
    }
    /** The strings that stand in `text`, each once. */
    foundIn(text) {
        const found = new Set();
        if (this.byHash.size === 0 || text.length < FIND_ANY_PREFIX)
            return found;
        let h = hashOf(text, 0);
        for (let at = 0;; at++) {
            const slot = h >>> (32 - FILTER_BITS);
            if (this.filter[slot >>> 5] & (1 << (slot & 31)))
                for (const s of this.byHash.get(h) ?? [])
                    if (text.startsWith(s, at))
                        found.add(s);
            const next = at + FIND_ANY_PREFIX;
            if (next >= text.length)
                return found;
            h = (Math.imul(h - Math.imul(text.charCodeAt(at), TOP), BASE) + text.charCodeAt(next)) >>> 0;
        }
    }
}

// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
// EXTERNAL MODULE: ./src/text/code-extensions.ts
var code_extensions = __webpack_require__(18949);
// EXTERNAL MODULE: ./src/text/trim.ts
var trim = __webpack_require__(43675);
;// CONCATENATED MODULE: ./src/review/secret-lines.ts





/**
 * The fewest bytes a secret's line holds, its ends trimmed, to give the secret away elsewhere: a
 * brace, `[default]` or `PORT=3000` stand in many files; a key, a token or a URL with a password
 * does not.
 */
const SECRET_LINE_MIN_BYTES = 12;
/** Spaces and line ends trimmed from both ends of a line, as bytes (latin1: one character a byte). */
const ENDS = ' \t\r\f\v';
/**
 * A setting with a short value (`apiVersion: v1`, `kind: Secret`, `"version": 4,`,
 * `namespace: default`): a key, `=` or `:`, then one to seven characters but `=` (quotes, a comma
 * or a semicolon around them): the structure of every file of its kind, no secret. Base64 ending
 * in padding (`…Ag==`) is no setting: its value is `=` alone, or nothing.
 */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): anchored at `^`; the key's run starts after `export` and its spaces or not (a space cannot start a key), so in at most four places
const SHORT_SETTING = /^(?:export\s+)?["']?[A-Za-z_][\w.-]*["']?\s*[=:]\s*["'`]?[^=\s"'`][^\s"'`]{0,6}["'`]?[,;]?$/;
/** A secret's line that gives it away elsewhere: long enough, and no short setting. */
const betrays = (trimmed) => trimmed.length >= SECRET_LINE_MIN_BYTES && !SHORT_SETTING.test(trimmed);
/** A credential value found inside a longer line holds at least this many characters, a letter and a digit among them. */
const SECRET_VALUE_MIN_CHARS = FIND_ANY_PREFIX;
const valueBetrays = (value) => value.length >= SECRET_VALUE_MIN_CHARS && /[A-Za-z]/.test(value) && /\d/.test(value);
const WHOLE = '\u0100';
const VALUE = '\u0101';
/**
 * Whether the lines of the secret at `path` give it away: not those of source code that is secret
 * only by its folder (`vendor/google.golang.org/grpc/credentials/tls.go`, a `secrets/` package):
 * `if err != nil {` and `return false` are every program's. Its whole and its credential values still are.
 */
function linesBetray(path) {
    return (0,paths/* isSecretName */.eh)(path) || !(0,code_extensions/* hasCodeExtension */.Z)(path);
}
function secretMarks(secrets) {
    const lines = new Set();
    const values = new Set();
    for (const { data, lines: byLine } of secrets) {
        if (data.length === 0)
            continue;
        const text = data.toString('latin1');
        lines.add(WHOLE + text);
        if (byLine)
            for (const line of text.split('\n')) {
                const trimmed = (0,trim/* trimOf */.W)(line, ENDS);
                if (betrays(trimmed))
                    lines.add(trimmed);
            }
        for (const value of (0,redact/* credentialValues */.w2)(text))
            if (valueBetrays(value))
                values.add(value);
    }
    return { lines, values: new FindAny(values) };
}
/** The marks `data` holds: a marked line as a line of its own (ends trimmed), a secret whole, a credential value anywhere. */
function marksIn(data, marks) {
    const found = new Set();
    const text = data.toString('latin1');
    if (marks.lines.has(WHOLE + text))
        found.add(WHOLE + text);
    for (const line of text.split('\n')) {
        if (line.length < SECRET_LINE_MIN_BYTES)
            continue;
        const trimmed = (0,trim/* trimOf */.W)(line, ENDS);
        if (marks.lines.has(trimmed))
            found.add(trimmed);
    }
    for (const value of marks.values.foundIn(text))
        found.add(VALUE + value);
    return found;
}
/**
 * The head version of a file holds a mark of a secret its base version (undefined: there was
 * none, the file is new) did not: the change puts a secret's line, a whole secret or one of its
 * credential values in it.
 */
function addsSecret(head, base, marks) {
    const inHead = marksIn(head, marks);
    if (inHead.size === 0 || base === undefined)
        return inHead.size > 0;
    const inBase = marksIn(base, marks);
    return [...inHead].some((mark) => !inBase.has(mark));
}

// EXTERNAL MODULE: ./src/review/quotable.ts
var quotable = __webpack_require__(55875);
// EXTERNAL MODULE: ./src/review/script-language.ts
var script_language = __webpack_require__(43512);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(23377);
// EXTERNAL MODULE: ./src/review/folder.ts
var folder = __webpack_require__(84466);
;// CONCATENATED MODULE: ./src/review/selection.ts


























/** The empty blob's id in a SHA-1 and a SHA-256 repository. */
const EMPTY_BLOBS = new Set([
    'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
    '473a0f4c3be8a93681a267e3b1e9a7dcda1185436fe141f7749120a303721813',
]);
/** Precedence: the first reason that applies is the one recorded. */
const EXCLUSION_REASONS = [
    'secret',
    'binary',
    'deleted',
    'generated-or-vendored',
    'excluded-by-pattern',
    'not-included',
];
const MAX_CHANGED_FILES = 50_000;
/** Bytes read, in all, to tell text from binary among the files git calls binary; past it they count as binary. */
const TEXT_CHECK_BUDGET = 128 * 1024 * 1024;
/** The repository-relative prefix of the review folder, or undefined when it lies outside the repository. */
function reviewPrefix(repo, dirAbs) {
    const rel = (0,external_node_path_.relative)(repo.root, dirAbs);
    if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return undefined;
    return rel.split('\\').join('/');
}
/** In the review folder: none when it lies outside the repository. */
const inReviewFolder = (path, prefix) => prefix !== undefined && (0,git.inFolder)(path, prefix);
/** How many links a path is followed through, as in `actionsIn`. */
const LINK_HOPS = 8;
/**
 * Characters of the paths one walk looks up, in all: each name walked is a path looked up whole,
 * so a target 2,000 folders deep cost 4 million (1,500 such links: minutes); an honest walk looks
 * up a few paths of a few hundred characters.
 */
const LINK_WALK_CHARS = 256 * 1024;
/**
 * Where a link at repository path `link` pointing to `target` leads, resolved as the system resolves
 * it in this checkout: one name at a time, a name that is a link (`linkAt`) replaced by its target
 * before a `..` after it applies (`lib/current/../helpers`, `lib/current` -> `../vendor/pkg`, opens
 * `vendor/helpers`, never `lib/helpers`), so a walk that leaves through `..` or an absolute target
 * and comes back in under the checkout's own folder (`../../shop/settings`) is followed too.
 */
async function linkWalk(root, link, target, linkAt) {
    const top = (0,external_node_path_.resolve)(root).split(external_node_path_.sep);
    const inside = (at) => at.length >= top.length && top.every((s, i) => at[i] === s) ? at.slice(top.length).join('/') : undefined;
    const at = [...top, ...link.split('/').slice(0, -1)];
    // The names still to walk, the next one last.
    const names = [];
    const follow = (text) => {
        if (external_node_path_.posix.isAbsolute(text))
            at.splice(1);
        names.push(...text.split('/').reverse());
    };
    follow(target);
    const walked = [];
    for (let hops = 0, looked = 0; names.length;) {
        const name = names.pop();
        if (name === '' || name === '.')
            continue;
        if (name === '..') {
            if (at.length > 1)
                at.pop();
            continue;
        }
        at.push(name);
        const path = inside(at);
        if ((looked += path?.length ?? 0) > LINK_WALK_CHARS)
            return { walked, exhausted: true };
        const next = path ? await linkAt(path) : undefined;
        if (next === undefined)
            continue;
        if (++hops > LINK_HOPS)
            return { walked, exhausted: true };
        walked.push(path);
        at.pop();
        follow(next);
    }
    const end = inside(at);
    return { walked: end === undefined ? walked : [...walked, end], ...(end === undefined ? {} : { end }), exhausted: false };
}
/** A link's target and its walk, or undefined when it is no link. */
async function walkFrom(root, link, targetOf) {
    const target = await targetOf(link);
    return target === undefined ? undefined : { target, walk: await linkWalk(root, link, target, targetOf) };
}
/** A link is a secret when its target names one, or its walk passes one or never ends. */
const isSecretLink = (link, { target, walk }) => (0,paths/* targetIsSecret */.mC)(link, target) || walk.exhausted || walk.walked.some((p) => (0,paths/* isSecretPath */._p)(p));
/**
 * A symlink that leads to a secret path, directly or through other links (a new `run.js` -> an
 * unchanged `settings` -> `.env`), is a secret too, and so is one whose walk never ends: targets are
 * read from git (or the work tree's links), never the file a link points to.
 */
async function secretSymlinks(repo, changes, at, workspace, list) {
    const links = changes.filter((c) => c.status !== 'deleted' && (c.kind === 'symlink' || (workspace && c.blob === '' && c.untracked)));
    const secret = new Set();
    if (!links.length)
        return secret;
    for (const { targetOf } of await linkViews(repo, changes, at, workspace, list))
        for (const c of links) {
            const followed = await walkFrom(repo.root, c.path, targetOf);
            if (followed !== undefined && isSecretLink(c.path, followed))
                secret.add(c);
        }
    return secret;
}
/** What the change leaves at a path: its kind, or undefined where it deleted or moved away what was there. */
function changedKinds(changes) {
    const changed = new Map();
    for (const c of changes)
        for (const gone of [c.from, c.status === 'deleted' ? c.path : undefined])
            if (gone !== undefined)
                changed.set(gone, undefined);
    for (const c of changes)
        if (c.status !== 'deleted')
            changed.set(c.path, c.kind);
    return changed;
}
/**
 * The links of `tree` under the change's entries, as a checkout of its merge with the change holds
 * them: a changed path's link is the head's (the working tree's), any other the tree's.
 */
async function linksUnderChange(repo, changes, tree, head, workspace, list) {
    const inTree = await linkReader(tree, false, repo.root, list);
    if (!workspace && tree === head)
        return inTree;
    const changed = changedKinds(changes);
    // The head holds no link where the change deleted one or left another kind (an untracked file's is not known yet).
    const inHead = await linkReader(head, workspace, repo.root, list);
    return (path) => (changed.has(path) ? inHead(path) : inTree(path));
}
/**
 * The trees a checkout of the merge can hold: the head's (the working tree's), and, when the base
 * moved on since the merge base, the base tip's under the change's entries. A link the base tip
 * gained after the branch forked is in the merge yet in no diff, so a walk is decided in each.
 */
async function linkViews(repo, changes, at, workspace, list) {
    const changed = changedKinds(changes);
    const changedLinks = [...changed].flatMap(([path, kind]) => (kind === 'symlink' ? [path] : []));
    const head = {
        // A link the working tree deleted or moved away is gone.
        links: [...new Set([...(await list(at.head)).links.keys(), ...(workspace ? changedLinks : [])])].filter((l) => changed.get(l) !== undefined || !changed.has(l)),
        targetOf: await linkReader(at.head, workspace, repo.root, list),
    };
    if (at.tip === undefined || at.tip === at.mergeBase)
        return [head];
    const tip = {
        links: [...new Set([...[...(await list(at.tip)).links.keys()].filter((l) => !changed.has(l)), ...changedLinks])],
        targetOf: await linksUnderChange(repo, changes, at.tip, at.head, workspace, list),
    };
    return [head, tip];
}
/** What a tree entry is, in a change's words. */
const entryKind = (e) => e.type === 'tree' ? 'folder' : e.type === 'commit' ? 'submodule' : e.mode === '120000' ? 'symlink' : 'file';
/** Rounds of links found under folders that links lead to, and entries under them in all: past either, fail closed. */
const FOLDER_LINK_DEPTH = LINK_HOPS;
const FOLDER_ENTRIES_MAX = 200_000;
async function reviewedTree(repo, kept, changes, view, tree) {
    const live = changes.filter((c) => c.status !== 'deleted');
    const changed = changedKinds(changes);
    // Asked of each path by its own characters: no folder's path is built (PathIndex).
    const changedPaths = new PathIndex(changed.keys());
    const livePaths = new PathIndex(live.map((c) => c.path));
    const selected = new Set(kept);
    const leftPaths = new PathIndex(live.filter((c) => !selected.has(c)).map((c) => c.path));
    // A working tree's links as git sees them: a changed one's text is on disk, an unchanged one's in the tree.
    const targetOf = await linksUnderChange(repo, changes, tree, view.checkouts.head, view.workspace, view.list);
    const entries = new Map();
    // What git holds at a path of the reviewed tree: a change overrides the tree's entry, a live change under it makes a folder.
    const kind = (path) => {
        if (changed.get(path) !== undefined)
            return changed.get(path);
        if (livePaths.under(path))
            return 'folder';
        if (changed.has(path))
            return undefined;
        const e = entries.get(path);
        return e ? entryKind(e) : undefined;
    };
    return {
        endOf: async (link) => {
            const followed = await walkFrom(repo.root, link, targetOf);
            if (followed === undefined || isSecretLink(link, followed))
                return undefined;
            const { walked, end } = followed.walk;
            // '' is the checkout's own folder, which holds `.git`.
            return end === undefined || end === '' || walked.some(view.leftOut) ? undefined : end;
        },
        load: async (paths) => {
            for (const [path, e] of await (0,git.entriesAt)(repo, tree, [...new Set(paths)]))
                entries.set(path, e);
        },
        kind,
        // A walk that ends on a link (one leading out of the repository) ends where git holds no file or folder.
        // Every folder above a file or folder is one, as git holds it or as a change under it makes it,
        // save a changed path: a folder only where the change leaves something under it.
        held: (end) => changedPaths.foldersOf(end).every((f) => changed.get(f) === undefined && livePaths.under(f)) &&
            ['file', 'folder'].includes(kind(end) ?? '') &&
            !leftPaths.has(end) &&
            !leftPaths.under(end) &&
            !(view.reviewFolder !== undefined && (0,git.inFolder)(view.reviewFolder, end)),
        under: async (folders) => {
            const found = new Map(folders.map((f) => [f, []]));
            // The folders asked for that hold a path.
            const asked = new PathIndex(folders);
            const add = (path, kind) => asked.foldersOf(path).forEach((f) => found.get(f).push({ path, kind }));
            if (!folders.length)
                return found;
            // One pass over the tree's listing (listed once per run) for every folder of a round.
            for (const e of await (0,git.scanTree)(repo, tree, (e) => !changed.has(e.path) && asked.foldersOf(e.path).length > 0)) {
                entries.set(e.path, e);
                add(e.path, entryKind(e));
            }
            for (const c of live)
                add(c.path, c.kind);
            return found;
        },
        // A change under a folder is the selection's to judge: held() refuses one it does not select.
        unread: ({ path, kind }) => kind === 'submodule' || (!changed.has(path) && (view.leftOut(path) || (0,paths/* isSecretPath */._p)(path))),
        opaque: async (files) => {
            const stored = files.flatMap((path) => {
                const e = entries.get(path);
                return e && !changed.has(path) && entryKind(e) === 'file' ? [{ path, blob: e.oid }] : [];
            });
            if (!stored.length)
                return new Set();
            const { within, past } = await withinTextBudget(repo, stored);
            // The base tip's unchanged files are its blobs, never the working tree's.
            const onDisk = view.workspace && tree === view.trees[0];
            const opaque = await opaqueText(repo, view.checkouts, within, onDisk);
            return new Set([...past, ...opaque].map((f) => f.path));
        },
    };
}
/**
 * Files split by TEXT_CHECK_BUDGET, in path order: those whose content fits in it (or that are past
 * TEXT_MAX_BYTES, which opaqueText never reads), and the rest, which count as unread.
 */
async function withinTextBudget(repo, files) {
    const info = await (0,git.objectInfo)(repo.root, files.map((f) => f.blob));
    let budget = TEXT_CHECK_BUDGET;
    const within = [];
    const past = [];
    for (const f of (0,hash/* sortByBytes */.n2)(files, (f) => f.path)) {
        const size = info.get(f.blob)?.size ?? 0;
        (size > git_diff/* TEXT_MAX_BYTES */.$K || (budget -= size) >= 0 ? within : past).push(f);
    }
    return { within, past };
}
/**
 * The ends (files and folders) of links that a review reads whole: a file, or a folder every entry
 * of which is read, links under it followed to their own ends through FOLDER_LINK_DEPTH rounds. A
 * file is read only where it would be selected were it changed (opaqueText): a binary, a file past
 * the cap or in another encoding, a pointer git-lfs fills, or a file re-encoded, runs bytes no
 * review read.
 */
async function reviewedEnds(tree, ends) {
    const ok = new Map();
    const leadsTo = new Map();
    // The files each end reads: itself, or the entries under it.
    const files = new Map();
    let budget = FOLDER_ENTRIES_MAX;
    let pending = [...new Set(ends)];
    for (let depth = 0; pending.length; depth++) {
        await tree.load(pending);
        for (const end of pending)
            ok.set(end, depth <= FOLDER_LINK_DEPTH && tree.held(end));
        for (const end of pending)
            if (ok.get(end) && tree.kind(end) === 'file')
                files.set(end, [end]);
        const next = new Set();
        for (const [folder, entries] of await tree.under(pending.filter((end) => ok.get(end) && tree.kind(end) === 'folder'))) {
            budget -= entries.length;
            const to = budget < 0 ? undefined : await linkEnds(tree, entries);
            if (to === undefined)
                ok.set(folder, false);
            else {
                leadsTo.set(folder, to);
                files.set(folder, entries.filter((e) => e.kind === 'file').map((e) => e.path));
            }
            for (const end of to ?? [])
                if (!ok.has(end))
                    next.add(end);
        }
        pending = [...next];
    }
    const opaque = await tree.opaque([...new Set([...files.values()].flat())]);
    for (const [end, read] of files)
        if (read.some((f) => opaque.has(f)))
            ok.set(end, false);
    // A folder is read whole only when every end its links lead to is, through any number of them (a loop among them is read whole).
    for (let more = true; more;) {
        more = false;
        for (const [folder, to] of leadsTo)
            if (ok.get(folder) && to.some((end) => !ok.get(end))) {
                ok.set(folder, false);
                more = true;
            }
    }
    return new Set([...ok].filter(([, read]) => read).map(([end]) => end));
}
/** Where the links among a folder's entries end, or undefined when an entry or a link's walk is one no review reads. */
async function linkEnds(tree, entries) {
    const ends = [];
    for (const e of entries) {
        if (tree.unread(e))
            return undefined;
        if (e.kind !== 'symlink')
            continue;
        const end = await tree.endOf(e.path);
        if (end === undefined)
            return undefined;
        ends.push(end);
    }
    return ends;
}
/**
 * Selected links whose target no review reads. One rule for every link: it is reviewed only when
 * it leads, through further links as git holds them (the head commit's tree; for a working-tree
 * scope the merge base's under the changes, so an ignored file or link is none), to a file or
 * folder of that tree, never through a name the review leaves out (a `vendor/` file, an
 * `--exclude` pattern, the review folder), never to the checkout's own folder (`.git` is in it) or
 * into a submodule, and with every change at or under it selected. A folder it leads to is walked
 * whole: an entry under it left out by its name, a secret, a submodule or a link that is not
 * reviewed by this same rule leaves the link unreviewed, as a link to that entry would be. Any
 * other (out of the repository, to a path git does not hold, to a left-out change) is a person's
 * to look at: an agent is shown only the link's target text.
 */
async function unreviewedLinks(repo, kept, changes, view) {
    const links = kept.filter((c) => c.kind === 'symlink');
    const out = new Set();
    // Decided in each tree the merge can hold: unreviewed in any is unreviewed.
    for (const tree of links.length ? view.trees : [])
        for (const c of await unreviewedIn(links, await reviewedTree(repo, kept, changes, view, tree)))
            out.add(c);
    return out;
}
/** The links no review reads the end of in one tree (unreviewedLinks). */
async function unreviewedIn(links, tree) {
    const out = new Set();
    const ends = new Map();
    for (const c of links) {
        const end = await tree.endOf(c.path);
        if (end === undefined)
            out.add(c);
        else
            ends.set(c, end);
    }
    const read = await reviewedEnds(tree, [...ends.values()]);
    for (const [c, end] of ends)
        if (!read.has(end))
            out.add(c);
    return out;
}
/**
 * Whether a path lies where a reviewed name leads through links of the head (or the working tree):
 * code stored under a name the review leaves out (`docs/plugins/index.js` under `--exclude
 * 'docs/**'`, `vendor/lib.js`) runs under the name of an unchanged link to it or its folder
 * (`src/plugins` -> `../docs/plugins`), so a change there is a change of the reviewed name. Links
 * stored under a place so reached lead on from the reviewed name too. Compared case-folded, as a
 * checkout on a case-insensitive system opens them.
 */
async function reachedThroughLinks(root, views, leftOut) {
    const reached = await Promise.all(views.map((v) => reachedIn(root, v, leftOut)));
    return (path) => reached.some((within) => within(path));
}
/** The paths reviewed names reach through the links of one view (reachedThroughLinks). */
async function reachedIn(root, { links, targetOf }, leftOut) {
    const places = [];
    let reached = new PathIndex(places);
    const within = (path) => {
        const lower = path.toLowerCase();
        return reached.has(lower) || reached.foldersOf(lower).length > 0;
    };
    const done = new Set();
    for (let fresh = links.filter((l) => !leftOut(l)); fresh.length; fresh = links.filter((l) => !done.has(l) && within(l))) {
        for (const l of fresh) {
            done.add(l);
            for (const p of (await walkFrom(root, l, targetOf))?.walk.walked ?? [])
                places.push(p.toLowerCase());
        }
        reached = new PathIndex(places);
    }
    return within;
}
/**
 * Where the link at a repository path points (its text), or undefined when it is no link: the work
 * tree's, or the head tree's links read once, found in any case as a checkout on a case-insensitive
 * system opens them.
 */
async function linkReader(head, workspace, root, list) {
    if (workspace)
        return (path) => (0,promises_.readlink)((0,external_node_path_.join)(root, path)).catch(() => undefined);
    const { links: targets } = await list(head);
    const folded = new Map([...targets].map(([path, target]) => [path.toLowerCase(), target]));
    return (path) => Promise.resolve(targets.get(path) ?? folded.get(path.toLowerCase()));
}
/**
 * Lists each tree once for one scope: the secret-link walk and the search for code to run read the
 * same head. Only what they read is kept (a tree of 200,000 files, a lockfile left out, held every
 * entry of the head and the base: 280 MB and 4 s): links, the files an action or a command may
 * run, files without an extension (a script a command names), and, in a second pass when there are
 * any, the entries links lead to.
 */
function treeLister(repo) {
    const listings = new Map();
    const list = async (tree) => {
        const listed = await (0,git.scanTree)(repo, tree, (e) => e.mode === '120000' ||
            (e.type === 'blob' &&
                (isActionMetadata(e.path) || isCommandFile(e.path, e.mode === '100755') || !external_node_path_.posix.basename(e.path).includes('.'))));
        const linked = listed.filter((e) => e.mode === '120000');
        const blobs = await (0,git.readObjects)(repo.root, linked.map((e) => e.oid));
        const links = new Map(linked.map((e) => [e.path, blobs.get(e.oid)?.data?.toString('utf8') ?? '']));
        const kept = new Set(listed.map((e) => e.path));
        const targets = new Set([...links].map(([path, text]) => linkTarget(path, text)).filter((to) => to !== undefined && !kept.has(to)));
        if (targets.size)
            listed.push(...(await (0,git.scanTree)(repo, tree, (e) => targets.has(e.path))));
        return { listed, links };
    };
    return (tree) => {
        if (!listings.has(tree))
            listings.set(tree, list(tree));
        return listings.get(tree);
    };
}
/**
 * A pointer as git-lfs's smudge reads one: the first 1024 bytes of a file of any size (what follows
 * is never read), Unicode whitespace around it ignored (Go's unicode.IsSpace: JavaScript's `\s`
 * and U+0085), its own spec URL or the older hawser and git-media ones; and any other `version …`
 * text with an `oid` line: reading more as a pointer only asks a person to look.
 */
// eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): it reads only the first LFS_READ_BYTES (1024) of a file (`pointer` below), as git-lfs does
const LFS_POINTER = /^[\s\u0085]*version [^\n]*\n(?:[^\n]*\n)*?[\s\u0085]*oid [^\n]+/;
const LFS_POINTER_MIN_BYTES = 'version x\noid y'.length;
const LFS_READ_BYTES = 1024;
/**
 * Characters of the folders whose `.gitattributes` are read, in all: each folder above a file is a
 * path of its own, and 2,000 files each 2,000 folders deep in folders of their own made 4 million
 * of them, of 2,000 characters on average; a real change's folders are a small part of this.
 */
const ATTRIBUTE_FOLDERS_MAX_CHARS = 4 * 1024 * 1024;
/** The commits whose attributes are asked, the head's first: the base once more only where it is another tree than the head's. */
const attributeCommits = (at, workspace) => (workspace || at.base !== at.head ? [at.head, at.base] : [at.head]);
/**
 * What a `.gitattributes` above a changed file names, for each commit (the first with the work
 * tree's for a working-tree scope), read in one batch: a filter (only a filter, git-lfs's smudge,
 * makes a checkout run something other than the blob's content, so without one a pointer is the
 * text it is, and small files need not be read), or an attribute by which git checks out other
 * bytes than the blob's: a working-tree encoding (a `¥` reviewed in UTF-8 checked out as the `\`
 * that ends a string), CRLF line ends (a `\` before CR no longer joins lines in a shell script),
 * `ident`. A commit with none above them costs no check-attr of its own.
 */
async function attributesAbove(repo, commits, files, workspace) {
    const dirs = new Set(['']);
    let chars = 0;
    for (const f of files)
        for (let d = external_node_path_.posix.dirname(f.path); d !== '.' && !dirs.has(d) && chars <= ATTRIBUTE_FOLDERS_MAX_CHARS; d = external_node_path_.posix.dirname(d)) {
            dirs.add(d);
            chars += d.length;
        }
    // Folders past the budget (files each in folders of their own, deep) could hold one: look at every file then.
    if (chars > ATTRIBUTE_FOLDERS_MAX_CHARS)
        return commits.map(() => ({ filters: true, transforms: true }));
    const file = (d) => `${d ? `${d}/` : ''}.gitattributes`;
    const found = await (0,git.readObjects)(repo.root, [...new Set(commits)].flatMap((c) => [...dirs].map((d) => `${c}:${file(d)}`)));
    const workTree = workspace ? await Promise.all([...dirs].map((d) => readWorkTree(repo.root, file(d)))) : [];
    return commits.map((c, i) => {
        const texts = [...dirs].map((d) => found.get(`${c}:${file(d)}`)?.data);
        if (i === 0)
            texts.push(...workTree);
        const said = (word) => texts.some((data) => data && word.test(data.toString('latin1')));
        return { filters: said(/filter/i), transforms: said(/working-tree-encoding|eol|crlf|ident/i) };
    });
}
/** The attributes by which a checkout writes other bytes than the blob's, and the values that do. */
const TRANSFORMS = {
    'working-tree-encoding': (v) => v !== 'unspecified' && v !== 'unset',
    eol: (v) => v === 'crlf',
    ident: (v) => v === 'set',
};
/**
 * The paths a checkout writes as other bytes than the blob's (TRANSFORMS), by the attributes of
 * `commit` (read into an index of its own: git's `check-attr --source` is newer than many runners'
 * git), or of the working tree for a working-tree scope.
 */
async function transformed(repo, commit, paths, workspace) {
    const dir = (0,files/* freshDir */.E6)('attributes');
    try {
        const env = workspace ? {} : { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
        if (!workspace)
            await (0,git.runGit)(repo.root, ['read-tree', commit], { env });
        const out = await (0,git.runGit)(repo.root, ['check-attr', '-z', ...(workspace ? [] : ['--cached']), '--stdin', ...Object.keys(TRANSFORMS)], {
            env,
            stdin: paths.map((p) => `${p}\0`).join(''),
        });
        const fields = out.split('\0');
        const set = new Set();
        for (let i = 0; i + 2 < fields.length; i += 3)
            if (TRANSFORMS[fields[i + 1]]?.(fields[i + 2]))
                set.add(fields[i]);
        return set;
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * Working-tree files whose bytes are not the blob git shows for them: git's clean step (a filter,
 * CRLF made LF by `text`, `eol` or the user's `core.autocrlf`, `ident`, an encoding) writes the
 * diff, the seal and anchoring from other bytes than the file that runs (a CR out of sight, or a
 * whole program behind the pointer git-lfs cleans it to). Compared by hash, whatever the cause.
 */
async function cleanedOtherwise(root, files) {
    const regular = [];
    for (const c of files)
        if ((await (0,promises_.lstat)((0,external_node_path_.join)(root, c.path)).catch(() => undefined))?.isFile())
            regular.push(c);
    const paths = regular.map((c) => c.path);
    const [asIs, cleaned] = await Promise.all([
        (0,git.hashFiles)(root, paths, { write: false, filters: false }),
        (0,git.hashFiles)(root, paths, { write: false }),
    ]);
    return regular.filter((c, i) => asIs[i] !== (c.blob !== '' ? c.blob : cleaned[i]));
}
/**
 * Text files whose content is not in git as code an agent can read: a file over TEXT_MAX_BYTES,
 * a head version that is not text (isText: git calls a file text for want of a NUL byte, so a
 * Shift-JIS byte that swallows a quote, or a `coding: utf-7` line, reaches it), a Git LFS pointer
 * (what runs is the object it names, stored elsewhere) below a filter attribute, a file the
 * checkout writes as other bytes (an encoding, CRLF, `ident`), both by the attributes of the head
 * or of the base it merges into (Checkouts), and in a working-tree scope a file
 * git cleans to other bytes (cleanedOtherwise). Each head version within the cap is read, one at
 * a time as git hands it over.
 */
async function opaqueText(repo, at, candidates, workspace) {
    const opaque = new Set();
    const readable = [];
    const commits = attributeCommits(at, workspace);
    const [info, attributes] = await Promise.all([
        (0,git.objectInfo)(repo.root, candidates.filter((c) => c.blob !== '').map((c) => c.blob)),
        candidates.length ? attributesAbove(repo, commits, candidates, workspace) : [],
    ]);
    const pointers = attributes.some((a) => a.filters);
    // Each checkout that names a transform is asked on its own: the first with the working tree's attributes.
    for (const [i, commit] of commits.entries()) {
        if (!attributes[i]?.transforms)
            continue;
        const encoded = await transformed(repo, commit, candidates.map((c) => c.path), workspace && i === 0);
        for (const c of candidates)
            if (encoded.has(c.path))
                opaque.add(c);
    }
    if (workspace)
        for (const c of await cleanedOtherwise(repo.root, candidates))
            opaque.add(c);
    for (const c of candidates) {
        const size = c.blob !== '' ? info.get(c.blob)?.size : (await (0,promises_.lstat)((0,external_node_path_.join)(repo.root, c.path)).catch(() => undefined))?.size;
        if (size === undefined)
            continue;
        if (size > git_diff/* TEXT_MAX_BYTES */.$K)
            opaque.add(c);
        else
            readable.push(c);
    }
    const pointer = (data) => pointers && data.length >= LFS_POINTER_MIN_BYTES && LFS_POINTER.test(data.subarray(0, LFS_READ_BYTES).toString('utf8'));
    await headVersions(repo, readable, workspace, (c, data) => {
        if (data && (!(0,encoding/* isText */.K)(data) || pointer(data)))
            opaque.add(c);
    });
    return opaque;
}
/**
 * The same check, started on a quick listing of the change while git counts its lines: the head
 * blobs of its regular files, never a secret path's nor content that left one (a secret's content
 * is never read). What it could not see is checked later, with the selection's own candidates.
 */
function opaqueEarly(repo, at, listed) {
    return listed
        .then(async (all) => {
        const left = new Set(all.filter((c) => c.status === 'deleted' && (0,paths/* isSecretPath */._p)(c.path)).map((c) => c.baseBlob));
        const files = all.filter((c) => c.kind === 'file' && c.status !== 'deleted' && c.blob !== '' && !(0,paths/* isSecretPath */._p)(c.path) && !left.has(c.blob));
        const opaque = await opaqueText(repo, at, files, false);
        return { checked: new Set(files.map((c) => c.blob)), opaque: new Set([...opaque].map((c) => c.blob)) };
    })
        .catch(() => undefined);
}
/**
 * A working-tree file's bytes when it is a regular file within the cap, else undefined: read as
 * readRegular reads, so a name swapped for a FIFO or a link since it was listed is never opened (the
 * scope's hash of it then refuses it) and a file grown past the cap is never read past it.
 */
async function readWorkTree(root, path) {
    const read = await (0,files/* readRegular */.VX)(root, path, git_diff/* TEXT_MAX_BYTES */.$K);
    return read.status === 'ok' ? read.bytes : undefined;
}
/**
 * Each change's head version, one at a time: read from the working tree for a working-tree scope
 * (undefined past TEXT_MAX_BYTES or when not a regular file), else as git hands its blob over
 * (null when this clone lacks it).
 */
async function headVersions(repo, changes, workspace, each) {
    if (workspace) {
        for (const c of changes)
            each(c, await readWorkTree(repo.root, c.path));
        return;
    }
    // Two paths may share one blob: each is a change of its own.
    const byBlob = new Map();
    for (const c of changes)
        byBlob.set(c.blob, [...(byBlob.get(c.blob) ?? []), c]);
    await (0,git.streamObjects)(repo.root, [...byBlob.keys()], (blob, data) => byBlob.get(blob).forEach((c) => each(c, data.data)));
}
/**
 * The script extension of each file by its content (script-language.ts), by path: of the kept
 * files as the head holds them, and as the merge base held `replaced` (paths removed, renamed
 * away, or changed in place: a change that deletes a `#!` line, makes the script a link or takes
 * its executable bit still changes a script; each path with whether git recorded it executable).
 * A text file git records executable with no `#!` is shell: a shell runs it as one. Names that
 * give rules of their own are read too (`x.conf` that starts `#!/bin/sh`).
 */
async function scriptsAmong(repo, kept, workspace, base, replaced) {
    const head = new Map();
    const note = (into, path, data, executable = false) => {
        const ext = data ? (0,script_language/* contentScript */.xM)(data, executable) : undefined;
        if (ext !== undefined)
            into.set(path, ext);
    };
    // An untracked file's mode is the working tree's, read once when it was kept (inspectUntracked), as sealed.
    await headVersions(repo, kept.filter((c) => c.kind === 'file'), workspace, (c, data) => note(head, c.path, data, c.executable === true));
    const had = await (0,git.readObjects)(repo.root, [...replaced.keys()].map((p) => `${base}:${p}`));
    const atBase = new Map();
    for (const [p, executable] of replaced)
        note(atBase, p, had.get(`${base}:${p}`)?.data, executable);
    return { head, base: atBase };
}
/** The paths of each blob, in the order given: one blob may be several secrets' bytes. */
function pathsByBlob(entries) {
    const paths = new Map();
    for (const [blob, path] of entries)
        paths.set(blob, [...(paths.get(blob) ?? []), path]);
    return paths;
}
/**
 * The files whose change puts a secret's line, or a whole secret, in them (secret-lines.ts): a
 * secret of the base (`baseSecrets`) or one the change adds or edits (`changedSecrets`, as the
 * head holds it). git pairs a copy only into an added file, only from what the base holds, and
 * only at 1% of the larger file: a `.env` the change adds and copies, a key pasted into a long new
 * file, or `.env` lines pasted into a file the change edits, is no copy to it. An edited file's
 * base version (the merge base's, at the old path of a rename) is read only when its head holds a
 * mark; an added one is new in every line.
 */
async function holdingSecrets(repo, base, workspace, secrets, files) {
    const found = [];
    const keep = (data, paths) => void (data && found.push({ data, lines: paths.some(linesBetray) }));
    const holding = new Set();
    const edited = new Map();
    let marks;
    const check = (c, data) => {
        marks ??= secretMarks(found);
        if (!data || !addsSecret(data, undefined, marks))
            return;
        if (c.status === 'added' || c.untracked)
            holding.add(c);
        else
            edited.set(c, data);
    };
    if (workspace) {
        const basePaths = pathsByBlob(secrets.base.map((e) => [e.oid, e.path]));
        await (0,git.streamObjects)(repo.root, [...basePaths.keys()], (oid, blob) => keep(blob.data, basePaths.get(oid)));
        await headVersions(repo, secrets.changed, true, (c, data) => keep(data, [c.path]));
        await headVersions(repo, files, true, check);
    }
    else {
        // One read, the secrets asked first: git hands objects over in the order asked, so every
        // secret is in before the first file. A file of a secret's own blob is that secret whole.
        const secretBlobs = pathsByBlob([
            ...secrets.base.map((e) => [e.oid, e.path]),
            ...secrets.changed.map((c) => [c.blob, c.path]),
        ].filter(([b]) => !EMPTY_BLOBS.has(b)));
        const byBlob = new Map();
        for (const c of files) {
            if (secretBlobs.has(c.blob))
                holding.add(c);
            else
                byBlob.set(c.blob, [...(byBlob.get(c.blob) ?? []), c]);
        }
        await (0,git.streamObjects)(repo.root, [...secretBlobs.keys(), ...byBlob.keys()], (name, blob) => secretBlobs.has(name) ? keep(blob.data, secretBlobs.get(name)) : byBlob.get(name).forEach((c) => check(c, blob.data)));
    }
    if (!marks || edited.size === 0)
        return holding;
    const baseName = (c) => `${base}:${c.from ?? c.path}`;
    const bases = await (0,git.readObjects)(repo.root, [...edited.keys()].map(baseName));
    for (const [c, head] of edited)
        if (addsSecret(head, bases.get(baseName(c))?.data ?? undefined, marks))
            holding.add(c);
    return holding;
}
/**
 * The kept files whose change adds lines no finding can quote (quotable.ts), with how many. Only a
 * file of more bytes than a quote's characters can hold one, so only those are read, one at a time
 * as git hands them over; the base version (the merge base's, at the old path of a rename) only
 * where the head has such a line. An added file, or one shown whole, is new in every line.
 */
async function unquotableChanges(repo, kept, base, workspace, whole) {
    const files = kept.filter((c) => c.kind === 'file' && (c.added ?? 0) > 0);
    const info = workspace
        ? undefined
        : await (0,git.objectInfo)(repo.root, files.map((c) => c.blob));
    const large = [];
    for (const c of files) {
        const size = info ? info.get(c.blob)?.size : (await (0,promises_.lstat)((0,external_node_path_.join)(repo.root, c.path)).catch(() => undefined))?.size;
        if (size !== undefined && size > quotable/* QUOTE_MAX_CHARS */.G)
            large.push(c);
    }
    const isNew = (c) => c.status === 'added' || c.untracked === true || whole.has(c);
    const withLong = [];
    const check = (c, data) => {
        // A head blob this clone lacks is the anchor's to report: nothing here to count.
        const head = data ? (0,quotable/* unquotableLines */.iZ)(data) : undefined;
        if (head?.size)
            withLong.push({ c, head });
    };
    await headVersions(repo, large, workspace, check);
    const baseName = (c) => `${base}:${c.from ?? c.path}`;
    const bases = await (0,git.readObjects)(repo.root, withLong.filter(({ c }) => !isNew(c)).map(({ c }) => baseName(c)));
    const found = new Map();
    for (const { c, head } of withLong) {
        // A base version this clone lacks counts as none: every long line is then a person's to read.
        const had = isNew(c) ? undefined : bases.get(baseName(c))?.data;
        const n = (0,quotable/* changedUnquotable */.j1)(head, had ? (0,quotable/* unquotableLines */.iZ)(had) : undefined);
        if (n > 0)
            found.set(c, n);
    }
    return found;
}
/**
 * Files whose commands name files to run: CI's own folders and files, build and run files anywhere,
 * and a file git keeps executable, whatever its name (`scripts/start` sourcing `.env`): a script is
 * told by its mode, never by an extension the pull request chooses.
 */
const isCommandFile = (path, executable) => runnable/* RUNS_HERE */.G9.test(path) || isAutomationFile(path) || (executable && !(0,paths/* isGeneratedOrVendored */.Ur)(path));
/** How many times a script named by a file of commands is followed to the scripts it names. */
const SCRIPT_ROUNDS = 4;
const SHEBANG = Buffer.from('#!');
/** CI files are read for the paths their commands name up to this many bytes each, and 4 times that in all; past it, what they may name needs a person. */
const CI_TEXT_MAX_BYTES = 1024 * 1024;
/**
 * The files the actions and the files of commands of the given trees name as code to run (with
 * the working tree's own for a working-tree scope): each tree listed once, only its links and
 * those files read, one that is a link read where it leads.
 */
async function actionsIn(repo, trees, changes, workspace, list) {
    const metadata = [];
    const ciFiles = [];
    const links = [];
    let budget = 4 * CI_TEXT_MAX_BYTES;
    const seen = new Set();
    for (const tree of new Set(trees)) {
        const { listed, links: texts } = await list(tree);
        const byPath = new Map(listed.map((e) => [e.path, e]));
        const here = new Map();
        for (const [path, text] of texts) {
            const to = linkTarget(path, text);
            if (to !== undefined)
                here.set(path, to);
        }
        links.push(...here);
        const leadsTo = (path) => {
            let at = path;
            for (let n = 0; n < LINK_HOPS && byPath.get(at)?.mode === '120000'; n++)
                at = here.get(at) ?? '';
            return byPath.get(at);
        };
        // A script a command runs by its name (`sh scripts/start`) is a file of commands too when it says
        // so with `#!`, whatever its name or mode: looked for among the extensionless files those
        // commands name, and among what those scripts name in turn.
        const named = new Set();
        const tried = new Set();
        let candidates = listed.filter((e) => e.type === 'blob' && (isActionMetadata(e.path) || isCommandFile(e.path, e.mode === '100755')));
        for (let round = 0; round <= SCRIPT_ROUNDS && candidates.length; round++) {
            const scriptsOnly = round > 0;
            const found = candidates.map((e) => ({ path: e.path, blob: leadsTo(e.path) }));
            const blobs = await (0,git.readObjects)(repo.root, found.flatMap((f) => (f.blob?.type === 'blob' ? [f.blob.oid] : [])));
            for (const f of found) {
                // Each text is read once: a CI file by its content, metadata by its place and content (the
                // same file in the three trees, or a hundred links to one file, cost one budget, not a hundred).
                const isMetadata = isActionMetadata(f.path);
                const key = `${isMetadata ? f.path : ''}\0${f.blob?.oid ?? f.path}`;
                const data = f.blob && blobs.get(f.blob.oid)?.data;
                if (scriptsOnly && !data?.subarray(0, 2).equals(SHEBANG))
                    continue;
                if (seen.has(key))
                    continue;
                seen.add(key);
                // An image beside the workflows (a NUL byte, as git tells binary) names nothing to run.
                if (data && data.subarray(0, 8000).includes(0) && !isMetadata)
                    continue;
                const fits = data && data.length <= CI_TEXT_MAX_BYTES && (budget -= data.length) >= 0;
                // Read as bytes where it is not UTF-8: a Makefile with one Latin-1 byte still names what it runs.
                const text = fits ? data.toString((0,encoding/* isText */.K)(data) ? 'utf8' : 'latin1') : undefined;
                const names = text === undefined ? undefined : writtenNames(text);
                (isMetadata ? metadata : ciFiles).push({ path: f.path, text, names });
                for (const name of names ?? [])
                    named.add(name);
            }
            for (const f of found)
                tried.add(f.path);
            candidates = listed.filter((e) => e.type === 'blob' &&
                !tried.has(e.path) &&
                !external_node_path_.posix.basename(e.path).includes('.') &&
                named.has(external_node_path_.posix.basename(e.path).toLowerCase()));
        }
    }
    if (workspace)
        for (const c of changes.filter((c) => c.status !== 'deleted')) {
            const info = await (0,promises_.lstat)((0,external_node_path_.join)(repo.root, c.path)).catch(() => undefined);
            const executable = info?.isFile() === true && (info.mode & 0o111) !== 0;
            if (!isActionMetadata(c.path) && !isCommandFile(c.path, executable))
                continue;
            const text = (await readWorkTree(repo.root, c.path))?.toString('utf8');
            (isActionMetadata(c.path) ? metadata : ciFiles).push({ path: c.path, text });
        }
    return actionCode(metadata, links, ciFiles);
}
/**
 * Files git calls binary (a NUL byte, an attribute, its own size limit) are
 * read here: if the head version (a deletion's: its base version) is UTF-8 text
 * they are text, counted with `--text`, and reviewed (a deletion shown in the
 * deleted diff). Attributes from either side decide nothing.
 */
async function rescueText(repo, candidates, diff) {
    if (candidates.length === 0)
        return;
    const sorted = (0,hash/* sortByBytes */.n2)(candidates, (c) => c.path);
    const blobOf = (c) => (c.status === 'deleted' ? (c.baseBlob ?? '') : c.blob);
    const info = await (0,git.objectInfo)(repo.root, sorted.filter((c) => blobOf(c) !== '').map(blobOf));
    // Within the budget, in path order (so the outcome does not depend on timing); past it, binary.
    let budget = TEXT_CHECK_BUDGET;
    const content = new Map();
    const fromGit = [];
    for (const c of sorted) {
        if (blobOf(c) === '') {
            const data = await readWorkTree(repo.root, c.path);
            if (data !== undefined && data.length <= budget) {
                budget -= data.length;
                content.set(c, data);
            }
        }
        else {
            const size = info.get(blobOf(c))?.size;
            if (size !== undefined && size <= git_diff/* TEXT_MAX_BYTES */.$K && size <= budget) {
                budget -= size;
                fromGit.push(c);
            }
        }
    }
    const blobs = await (0,git.readObjects)(repo.root, fromGit.map(blobOf));
    for (const c of fromGit) {
        const data = blobs.get(blobOf(c))?.data;
        if (data)
            content.set(c, data);
    }
    const text = sorted.filter((c) => {
        const data = content.get(c);
        return data !== undefined && (0,encoding/* isText */.K)(data);
    });
    // Renames keep both paths in the pathspec, so git pairs them as it did.
    await countFromPatch(repo, text, diff, (c) => (c.from !== undefined ? [c.path, c.from] : [c.path]));
}
/**
 * Line counts of `files` from git's patch of the paths `pathsOf` names: 1,000 files a process,
 * fewer where their paths would pass a command line's bytes (argvGroups).
 */
async function countFromPatch(repo, files, diff, pathsOf) {
    const byPath = new Map(files.map((c) => [c.path, c]));
    for (const group of (0,argv/* argvGroups */.H)(files, pathsOf, { most: 1000 })) {
        const paths = group.flatMap(pathsOf);
        for (const [path, counted] of await (0,git_diff/* textLineCounts */.kn)(repo, { from: diff.from, to: null, range: diff.range, paths })) {
            const c = byPath.get(path);
            if (c)
                Object.assign(c, counted);
        }
    }
}
/**
 * The paths among `files` (head versions of the change `base...head`) whose content no agent can
 * read as code from git: every link and submodule, and by the rules the selection excludes them as
 * `binary`, not text (isText: UTF-16 with its BOM, another encoding its first lines declare), over
 * TEXT_MAX_BYTES, a Git LFS pointer below a filter, or checked out as other bytes (by the head's
 * attributes or those of `base`, the tip it merges into). For a caller that reviews files it picks
 * by name (test-review).
 */
async function unreadableText(repo, base, head, files) {
    // Copies: rescueText counts the lines of what it finds to be text.
    const regular = files.filter((c) => c.kind === 'file' && c.status !== 'deleted' && c.blob !== '').map((c) => ({ ...c }));
    const binary = (c) => c.added === null || c.deleted === null;
    await rescueText(repo, regular.filter(binary), { from: `${base}...${head}`, range: true });
    const opaque = await opaqueText(repo, { head, base }, regular.filter((c) => !binary(c)), false);
    // A link's text is a path and a submodule's a commit of another repository: no code to read in either.
    const notFiles = files.filter((c) => c.kind !== 'file' && c.status !== 'deleted');
    return new Set([...notFiles, ...regular.filter((c) => binary(c) || opaque.has(c))].map((c) => c.path));
}
/** Line counts of each file as git shows it alone, without the old path it was renamed from: its whole content added. */
async function countWhole(repo, files, diff) {
    await countFromPatch(repo, files, diff, (c) => [c.path]);
}
/**
 * Refuses a change whose path (or a rename's old path) is not valid UTF-8: git's bytes decode with
 * U+FFFD in their place, so scope.json could not record the name exactly. Each case with the way on
 * that can work: a file still at the head can be renamed; a name that is gone at the head cannot be.
 */
function unnameable(c) {
    const why = 'scope.json cannot name it exactly, so proofgate cannot seal this change';
    const byPerson = 'a person must review it in a change of its own (its own pull request or commits), and proofgate the rest';
    if (c.from?.includes('\ufffd'))
        throw new errors.ProofgateError(`a file the change renames (to ${(0,neutralise.visible)(c.path)}) was named by bytes that are not UTF-8: ${(0,neutralise.visible)(c.from)}; ${why}: ${byPerson}`);
    if (!c.path.includes('\ufffd'))
        return;
    if (c.status === 'deleted')
        throw new errors.ProofgateError(`a file the change deletes is named by bytes that are not UTF-8: ${(0,neutralise.visible)(c.path)}; ${why}: ${byPerson}`);
    // A name the change gives can be changed in it; a name the base holds too leaves by a rename, its own change.
    throw new errors.ProofgateError(c.status === 'added' || c.status === 'renamed'
        ? `a changed path is not valid UTF-8: ${(0,neutralise.visible)(c.path)} (rename it)`
        : `a changed path is not valid UTF-8: ${(0,neutralise.visible)(c.path)} (the base holds it too: rename it in a change of its own, which a person reviews, since no scope can name its old name)`);
}
/**
 * Refuses a selected file whose path is longer than evidence may name one (PATH_MAX_CHARS code
 * points, as JSON Schema counts): its coverage could never be written, so the review could never end.
 */
function tooLong(path) {
    if (path.length <= paths/* PATH_MAX_CHARS */.NE)
        return;
    const chars = [...path].length;
    if (chars > paths/* PATH_MAX_CHARS */.NE)
        throw new errors.ProofgateError(`a selected file's path is ${chars} characters long, over the ${paths/* PATH_MAX_CHARS */.NE} that coverage.json and findings.json can name, so no review could account for it: ${(0,neutralise.visible)((0,truncate/* cutChars */.oN)(path, 80))}… (give it a shorter name)`);
}
/**
 * The changes that hold a secret, whatever their name: named as one, moved from one, a link to
 * one, the same content as one that left its path, a copy of one the base holds, or holding one's
 * lines or credential values (the base's secrets, or those the change adds or edits). A submodule
 * is a commit of another repository, never a secret whatever its path.
 */
async function secretChanges(repo, changes, w) {
    const { base, range, workspace, list, origin } = w;
    // A secret the base holds, copied to another name (the same bytes, or its lines among new code),
    // is a secret there too: a copy leaves the secret in place, so no move shows it. git is asked only
    // when the change adds a file under a plain name (it finds a copy only in an added file; an
    // untracked one is shown to it as new, in a copy of the index).
    const plainAdded = changes.filter((c) => c.status === 'added' && c.kind === 'file' && !(0,paths/* isSecretPath */._p)(c.path));
    // An empty secret holds nothing to copy, and git pairs every empty file added with it (an empty
    // `__init__.py` as a copy of an empty `.env`): known by its object id, as the listing has no sizes.
    const baseSecrets = (await w.baseSecrets).filter((e) => e.type === 'blob' && e.mode !== '120000' && !EMPTY_BLOBS.has(e.oid) && (0,paths/* isSecretPath */._p)(e.path));
    const copied = baseSecrets.some((e) => linesBetray(e.path)) && plainAdded.length
        ? await (0,git_diff/* weakCopies */.WI)(repo, workspace
            ? { from: base, to: null, newInTree: plainAdded.filter((c) => c.untracked).map((c) => c.path) }
            : { from: range, to: null, range: true }, 
        // Code secret only by its folder is searched for its whole and its values (holdingSecrets), not its lines:
        // at 1% similarity, any new program shares that much with it.
        baseSecrets.filter((e) => linesBetray(e.path)).map((e) => e.path), plainAdded.map((c) => c.path))
        : new Map();
    // A secret the change adds or edits (by its name, or moved from one) is read as it stands at the head.
    const changedSecrets = changes.filter((c) => {
        const from = origin(c);
        return c.kind === 'file' && c.status !== 'deleted' && ((0,paths/* isSecretPath */._p)(c.path) || (from !== undefined && (0,paths/* isSecretPath */._p)(from)));
    });
    const plainChanged = changes.filter((c) => c.kind === 'file' && c.status !== 'deleted' && !(0,paths/* isSecretPath */._p)(c.path) && !changedSecrets.includes(c));
    const holding = plainChanged.length && (baseSecrets.length || changedSecrets.length)
        ? await holdingSecrets(repo, base, workspace, { base: baseSecrets, changed: changedSecrets }, plainChanged)
        : new Set();
    const secretCopy = (c) => copied.has(c.path) || holding.has(c);
    const secretLinks = await secretSymlinks(repo, changes, { head: w.head, tip: w.tip, mergeBase: base }, workspace, list);
    // What left a secret's path (deleted, or renamed where git paired it) stays a secret wherever the
    // same content lands: a secret renamed and copied in one change is paired with one copy only.
    const leftSecrets = new Set(changes.filter((c) => c.baseBlob && (0,paths/* isSecretPath */._p)(c.from ?? c.path)).map((c) => c.baseBlob));
    return new Set(changes.filter(
    // A submodule is a commit of another repository, never a secret whatever its path: selected, and a person's to look at.
    (c) => {
        const from = origin(c);
        return (c.kind !== 'submodule' &&
            ((0,paths/* isSecretPath */._p)(c.path) ||
                (from !== undefined && (0,paths/* isSecretPath */._p)(from)) ||
                secretLinks.has(c) ||
                leftSecrets.has(c.blob) ||
                secretCopy(c)));
    }));
}
/**
 * For each policy file (POLICY_HERE) the change adds, the one of the base it merges into or of the
 * merge base that a forge may then read no more (readsBefore): the first in byte order. The trees
 * are listed only when the change adds one.
 */
async function replacedPolicy(repo, kept, trees) {
    const added = kept.filter((c) => c.status === 'added' && runnable/* POLICY_HERE */.W3.test(c.path));
    const taken = new Map();
    if (!added.length)
        return taken;
    const listed = await Promise.all([...new Set(trees)].map((t) => (0,git.treeFilesMatching)(repo, t, runnable/* POLICY_HERE */.W3)));
    const held = (0,hash/* sortByBytes */.n2)([...new Set(listed.flat().map((e) => e.path))], (p) => p);
    for (const c of added) {
        const replaced = held.find((h) => (0,runnable/* readsBefore */.tM)(c.path, h));
        if (replaced !== undefined)
            taken.set(c, replaced);
    }
    return taken;
}
/**
 * The changes of a commit range (`mergeBase`..`head`, renames as git paired them) that hold a
 * secret by the rule a review scope applies (secretChanges): for a caller other than the review
 * scope (test-review), so that a secret moved, copied or pasted under a test's name is one too.
 */
async function secretsOfRange(repo, mergeBase, head, changes) {
    const baseSecrets = (0,git.treeFilesMatching)(repo, mergeBase, paths/* SECRET_PATH_HINT */.Bt);
    baseSecrets.catch(() => undefined);
    const range = `${mergeBase}...${head}`;
    const moves = changes.some((c) => c.status === 'added') && changes.some((c) => c.status === 'deleted');
    const weak = moves ? await (0,git_diff/* weakMoves */.LD)(repo, { from: range, to: null, range: true }) : new Map();
    const origin = (c) => c.from ?? (c.status === 'added' ? weak.get(c.path) : undefined);
    return secretChanges(repo, changes, { base: mergeBase, range, workspace: false, head, list: treeLister(repo), origin, baseSecrets });
}
/**
 * Marks each excluded entry that removes a path (deleted, or its rename's old name) a reviewer's glob
 * or rule matches with those reviewers: sealed, so the gate derives the same and a person is owed it.
 */
function markTriggered(excluded, removed, catalog) {
    const byPath = new Map(removed.map((r) => [r.path, r]));
    for (const e of excluded) {
        const gone = [e.path, e.from].flatMap((p) => (p !== undefined && byPath.has(p) ? [byPath.get(p)] : []));
        const ids = (0,reviewers/* triggeredBy */.HO)(catalog, gone);
        if (ids.length)
            e.reviewers = ids;
    }
}
/**
 * The selection: what a review of `base...head` (or the working tree) must
 * cover, with the rules read from the base commit. `review scope` seals it; the
 * gate derives it again from the sealed refs and options and compares.
 */
async function selectChanges(o) {
    // The options module refused a bad glob as its caller wrote it; sealed patterns were checked when sealed.
    const isIncluded = (0,globs.compileGlobs)(o.include, 'include', { braces: false });
    const isExcluded = (0,globs.compileGlobs)(o.exclude, 'exclude', { braces: false });
    const { repo, workspace } = o;
    const diff = o.diff ?? (0,git_diff/* diffFromMergeBase */.DQ)(repo, o.baseSha, o.headSha, workspace);
    const checkouts = { head: o.headSha, base: o.baseSha };
    const early = diff.listed && opaqueEarly(repo, checkouts, diff.listed);
    const range = `${o.baseSha}...${o.headSha}`;
    // One reader of the base for the rules and the reviewers: what it opens is the review's configuration.
    const configFiles = (0,rules.projectFiles)(repo.root, { repo, at: o.baseSha });
    const rulesPromise = (0,rules.readRuleSet)(configFiles);
    // The base's secrets (a copy of one, or a line of one, is a secret too) are listed while git diffs.
    const baseSecretsListed = diff.mergeBase.then((b) => (0,git.treeFilesMatching)(repo, b, paths/* SECRET_PATH_HINT */.Bt));
    baseSecretsListed.catch(() => undefined);
    // The project's reviewers are read from the base while git diffs.
    const [ruleSet, catalog, base, allChanges] = await Promise.all([
        rulesPromise,
        rulesPromise.then((rules) => (0,reviewers/* loadReviewerCatalog */.fZ)(configFiles, rules.rules.map((r) => r.id))),
        diff.mergeBase,
        diff.changes,
    ]);
    // Only proofgate's own output is left out: the untracked files in the review folder it writes, by name.
    // What the change commits there (or renames out of it) is part of the change, and so is any other
    // untracked file there (new code in a folder nobody added yet): the scope refuses to seal it (strays).
    const prefix = reviewPrefix(repo, o.reviewDir);
    const own = (c) => c.untracked === true && prefix !== undefined && folder/* reviewFolder */.B.isOwn(c.path, prefix);
    // So are the gate's own files while untracked: a tracked one is code, never set aside.
    const gates = (c) => c.untracked === true && !own(c) && o.setAside?.has(c.path) === true;
    const changes = allChanges.filter((c) => !own(c) && !gates(c));
    const setAside = (0,hash/* sortByBytes */.n2)(allChanges.filter(gates), (c) => c.path).map((c) => c.path);
    const ownOutput = (0,hash/* sortByBytes */.n2)(allChanges.filter(own), (c) => c.path).map((c) => c.path);
    const strays = (0,hash/* sortByBytes */.n2)(changes.filter((c) => c.untracked && inReviewFolder(c.path, prefix)), (c) => c.path).map((c) => c.path);
    if (changes.length > MAX_CHANGED_FILES)
        throw new errors.ProofgateError(`the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES}, counted before any pattern: review it in smaller ranges of commits (--base and --head)`);
    for (const c of changes)
        unnameable(c);
    // Past git's rename limit (or to an untracked file) no move is paired (a reviewed file moved under a pattern, or to `.env`,
    // would be an addition the pattern or the name leaves out): an added file is then no pattern's
    // to leave out, and an added secret is a person's to look at.
    const count = (status) => changes.filter((c) => c.status === status).length;
    // git's diff of the work tree never pairs a deletion with an untracked file (only the weak moves
    // below see one, in a copy of the index): their pairs give origins, never merged entries.
    const unpaired = count('added') * count('deleted') > diff_settings/* RENAME_LIMIT */.d ** 2 || (workspace && count('deleted') > 0 && changes.some((c) => c.untracked));
    // Within the limit, a move git pairs only below its default similarity (moved and mostly
    // rewritten, or padded) is a move all the same: where it came from decides as a rename's old path does.
    // An untracked file is shown to git as new for it (a copy of the index): a file moved with mv is a move too.
    const untrackedFiles = changes.filter((c) => c.untracked && c.kind === 'file').map((c) => c.path);
    const weak = count('added') > 0 && count('deleted') > 0
        ? await (0,git_diff/* weakMoves */.LD)(repo, workspace ? { from: base, to: null, newInTree: untrackedFiles } : { from: range, to: null, range: true })
        : new Map();
    const origin = (c) => c.from ?? (c.status === 'added' ? weak.get(c.path) : undefined);
    const list = treeLister(repo);
    const secrets = await secretChanges(repo, changes, {
        base,
        range,
        workspace,
        head: o.headSha,
        tip: o.baseSha,
        list,
        origin,
        baseSecrets: baseSecretsListed,
    });
    const secret = (c) => secrets.has(c);
    for (const c of changes)
        if (c.untracked && !secret(c))
            await (0,git_diff/* inspectUntracked */.wo)(repo.root, c);
    await rescueText(repo, changes.filter((c) => !secret(c) && !c.untracked && c.kind === 'file' && (c.added === null || c.deleted === null)), { from: workspace ? base : range, range: !workspace });
    const candidates = changes.filter((c) => !secret(c) && c.kind === 'file' && c.status !== 'deleted' && c.added !== null && c.deleted !== null);
    const known = await early;
    const opaque = new Set([
        ...candidates.filter((c) => known?.opaque.has(c.blob)),
        ...(await opaqueText(repo, checkouts, candidates.filter((c) => !known?.checked.has(c.blob)), workspace)),
    ]);
    // What a path's name alone leaves out of review.
    const byName = (path) => {
        if ((0,paths/* isGeneratedOrVendored */.Ur)(path) && !isIncluded(path))
            return 'generated-or-vendored';
        if (isExcluded(path))
            return 'excluded-by-pattern';
        if (o.include.length > 0 && !isIncluded(path))
            return 'not-included';
        return undefined;
    };
    // The review's own configuration at the base: its files and every document they named (rules', project reviewers').
    const isConfig = (path) => (0,attention/* isReviewConfig */.dX)(path, configFiles.opened);
    const config = (0,hash/* sortByBytes */.n2)(changes.filter((c) => isConfig(c.path) || (c.from !== undefined && isConfig(c.from))), (c) => c.path).map((c) => c.path);
    let reached;
    const merge = { head: o.headSha, tip: o.baseSha, mergeBase: base };
    const linked = () => (reached ??= linkViews(repo, changes, merge, workspace, list).then((views) => reachedThroughLinks(repo.root, views, (p) => byName(p) !== undefined)));
    const excluded = [];
    const kept = [];
    for (const c of changes) {
        let reason;
        if (secret(c))
            reason = 'secret';
        else if (c.added === null || c.deleted === null || opaque.has(c))
            reason = 'binary';
        else if (c.status === 'deleted')
            reason = 'deleted';
        // An edit to the review's own configuration is always reviewed: no pattern takes it out.
        else if (isConfig(c.path))
            reason = undefined;
        // A rename never moves code out of review: a file its old name had under review stays selected.
        else if (origin(c) !== undefined && byName(origin(c)) === undefined)
            reason = undefined;
        else
            reason = byName(c.path);
        // Code a reviewed name runs through an unchanged link is that name's code, whatever its own name.
        if ((reason === 'generated-or-vendored' || reason === 'excluded-by-pattern' || reason === 'not-included') && (await linked())(c.path))
            reason = undefined;
        if (unpaired && c.status === 'added' && (reason === 'excluded-by-pattern' || reason === 'not-included'))
            reason = undefined;
        if (reason)
            excluded.push({
                path: c.path,
                ...(origin(c) !== undefined ? { from: origin(c) } : {}),
                reason,
                ...(reason === 'secret' && c.kind === 'symlink' ? { link: true } : {}),
                ...(reason === 'secret' && unpaired && c.status === 'added' ? { unpaired: true } : {}),
                ...(c.kind === 'submodule' && reason !== 'deleted' ? { submodule: true } : {}),
            });
        else
            kept.push(c);
    }
    for (const c of kept)
        tooLong(c.path);
    // A rename from a name the review leaves out (built or vendored, a pattern, outside --include)
    // brings content no review was shown under a name it reviews: git's pairing would show an agent
    // only the lines that differ (none at R100), so its diff is the whole file, counted as added.
    const shownWhole = new Set(kept.filter((c) => c.kind === 'file' && c.from !== undefined && byName(c.from) !== undefined));
    await countWhole(repo, [...shownWhole], { from: workspace ? base : range, range: !workspace });
    // A link selected for review shows an agent its target's name only: where that leads no review read, a person looks.
    // In a working tree, one that leads into the review folder leads to what was set aside unread.
    const linkedOut = await unreviewedLinks(repo, kept, changes, {
        trees: [workspace ? base : o.headSha, ...(o.baseSha !== base ? [o.baseSha] : [])],
        checkouts,
        workspace,
        list,
        leftOut: (p) => byName(p) !== undefined || (workspace && inReviewFolder(p, prefix)),
        ...(workspace && prefix !== undefined ? { reviewFolder: prefix } : {}),
    });
    // What an action or a file of commands names as code to run, at the head, the base it merges
    // into or the merge base, left out by its name, a secret's name or a deletion, needs a person.
    // A rename onto such a file shows an agent no changed line: it is named too.
    const named = excluded.filter((e) => e.reason !== 'binary');
    const moved = kept.filter((c) => c.from !== undefined);
    const runBy = new Map();
    if (named.length || moved.length) {
        const actions = await actionsIn(repo, [o.headSha, o.baseSha, base], changes, workspace, list);
        for (const p of [...named.map((e) => e.path), ...moved.map((c) => c.path)]) {
            const by = runByAction(actions, p);
            if (by !== undefined)
                runBy.set(p, by);
        }
        for (const e of named)
            if (runBy.has(e.path))
                e.runBy = runBy.get(e.path);
    }
    // In the working tree, seal the content itself: hash each kept file (into the object store when sealing).
    const unhashed = kept.filter((c) => c.blob === '');
    const regular = unhashed.filter((c) => c.kind === 'file');
    const oids = await (0,git.hashFiles)(repo.root, regular.map((c) => c.path), { write: o.writeObjects });
    regular.forEach((c, i) => (c.blob = oids[i]));
    for (const c of unhashed.filter((u) => u.kind === 'symlink')) {
        c.blob = (0,git.blobId)(await (0,promises_.readlink)((0,external_node_path_.join)(repo.root, c.path), { encoding: 'buffer' }));
    }
    // A submodule in the working tree is the commit its checkout is at (none when it is not checked
    // out, or when a repository of its own, untracked, has no commit yet).
    for (const c of unhashed.filter((u) => u.kind === 'submodule')) {
        const checkedOut = (0,external_node_fs_.existsSync)((0,external_node_path_.join)(repo.root, c.path, '.git'));
        const head = () => (0,git.raw)(repo, ['-C', c.path, 'rev-parse', '--verify', '-q', 'HEAD']);
        const at = checkedOut ? (await (c.untracked ? head().catch(() => '') : head())).trim() : '';
        c.blob = at || '0'.repeat(40);
    }
    const unquotable = await unquotableChanges(repo, kept, base, workspace, shownWhole);
    const policyTaken = await replacedPolicy(repo, kept, [o.baseSha, base]);
    const sortedKept = (0,hash/* sortByBytes */.n2)(kept, (c) => c.path);
    const units = (0,review_units/* cutUnits */.Cv)(sortedKept.map((c) => ({ path: c.path, lines: (c.added ?? 0) + (c.deleted ?? 0) })));
    const unitOf = new Map(units.flatMap((u) => u.files.map((f) => [f, u.id])));
    const changedLines = units.reduce((n, u) => n + u.changedLines, 0);
    const ruleMatch = await (0,rules.ruleMatcher)(ruleSet);
    // The base versions the change replaces, with their mode: removed or renamed away, then changed in place.
    const replaced = new Map();
    for (const c of changes)
        if (c.status === 'deleted' || c.from !== undefined)
            replaced.set(c.from ?? c.path, c.baseExecutable === true);
    const removedPaths = [...replaced.keys()];
    for (const c of kept)
        if (c.status !== 'added' && c.from === undefined)
            replaced.set(c.path, c.baseExecutable === true);
    const scripts = await scriptsAmong(repo, kept, workspace, base, replaced);
    const rulesFor = (path, at = 'head') => ruleMatch(path, scripts[at].get(path));
    // A file's rules are its head version's and those of the base version it replaces, in the rule set's order.
    const ruleIds = (c) => {
        const ids = new Set([...rulesFor(c.path), ...(c.status === 'added' ? [] : rulesFor(c.from ?? c.path, 'base'))].map((r) => r.id));
        return ruleSet.rules.map((r) => r.id).filter((id) => ids.has(id));
    };
    const files = sortedKept.map((c) => ({
        path: c.path,
        ...(c.from !== undefined ? { from: c.from } : {}),
        status: c.status,
        kind: c.kind,
        blob: c.blob,
        // Sealed beside the blob: a file made executable is a program, whatever the tree's mode when it is read again.
        mode: (0,git_diff/* headMode */.aE)(c),
        added: c.added ?? 0,
        deleted: c.deleted ?? 0,
        unit: unitOf.get(c.path),
        rules: ruleIds(c),
        ...(c.from !== undefined && runBy.has(c.path) ? { runBy: runBy.get(c.path) } : {}),
        ...(shownWhole.has(c) ? { shownWhole: true } : {}),
        ...(linkedOut.has(c) ? { unreviewedTarget: true } : {}),
        ...(unquotable.has(c) ? { longLines: unquotable.get(c) } : {}),
        ...(policyTaken.has(c) ? { replacesPolicy: policyTaken.get(c) } : {}),
    }));
    const removed = removedPaths.map((path) => ({ path, rules: rulesFor(path, 'base').map((r) => r.id) }));
    // No file selected, no reviewer runs: a removed path a reviewer's trigger matches is a person's (needsPerson).
    if (files.length === 0)
        markTriggered(excluded, removed, catalog);
    return {
        ruleSet,
        catalog,
        setAside,
        own: { setAside: ownOutput, strays },
        untracked: new Set(changes.filter((c) => c.untracked).map((c) => c.path)),
        sealed: {
            refs: { baseSha: o.baseSha, headSha: o.headSha, mergeBase: base, workspace },
            effort: o.effort,
            patterns: { include: o.include, exclude: o.exclude },
            ruleSet: (0,rules.ruleSetSeal)(ruleSet),
            plan: (0,review_units/* makePlan */.Cs)(o.effort, changedLines, units.length),
            totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
            files,
            excluded: (0,hash/* sortByBytes */.n2)(excluded, (e) => e.path),
            units,
            ...(o.intent ? { intent: o.intent } : {}),
            ...(config.length ? { config } : {}),
            dispatch: o.dispatch,
            reviewers: (0,reviewers/* selectReviewers */.bK)(catalog, {
                effort: o.effort,
                files,
                removed,
                changedLines,
                intent: o.intent !== undefined,
                shell: o.shell && o.dispatch === 'each',
            }),
        },
    };
}


/***/ }),

/***/ 18949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ hasCodeExtension)
/* harmony export */ });
/* unused harmony export CODE_EXTENSIONS */
/**
 * Source code by its file name's extension (case as written: `.R` and `.r` are both R), in every
 * language proofgate reads tests of.
 */
// Every module spelling of JavaScript and TypeScript the runners' default globs take
// (`*.{test,spec}.?(c|m)[jt]s?(x)` in vitest, jest and Playwright): a test the runner runs is reviewed.
const CODE_EXTENSIONS = new Set([
    'ts',
    'tsx',
    'js',
    'jsx',
    'mjs',
    'cjs',
    'mts',
    'cts',
    'mjsx',
    'cjsx',
    'mtsx',
    'ctsx',
    'py',
    'go',
    'rb',
    'php',
    'cs',
    'java',
    'kt',
    'swift',
    'rs',
    'dart',
    'exs',
    'ex',
    'vue',
    'svelte',
    'scala',
    'groovy',
    // Languages whose tests are files of their own, by their runners' conventions (TEST_NAMES):
    // C and C++ (GoogleTest, Catch2, CTest), Lua (busted), Perl (prove), R (testthat), Julia,
    // Clojure, Haskell (hspec), Erlang (EUnit, Common Test), bats.
    'c',
    'cc',
    'cpp',
    'cxx',
    'c++',
    'h',
    'hh',
    'hpp',
    'lua',
    't',
    'pl',
    'pm',
    'r',
    'R',
    'jl',
    'clj',
    'cljc',
    'cljs',
    'hs',
    'erl',
    'bats',
]);
/** The file's extension is a programming language's (CODE_EXTENSIONS). */
function hasCodeExtension(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return CODE_EXTENSIONS.has(/\.([^.]+)$/.exec(name)?.[1] ?? '');
}


/***/ }),

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YAML_MAX_FLOW_DEPTH: () => (/* binding */ YAML_MAX_FLOW_DEPTH),
/* harmony export */   checkFlowDepth: () => (/* binding */ checkFlowDepth),
/* harmony export */   lineOf: () => (/* binding */ lineOf)
/* harmony export */ });
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
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__.LineCounter();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
