export const id = 1524;
export const ids = [1524,8467,6479];
export const modules = {

/***/ 65666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lt: () => (/* binding */ deletedFiles),
/* harmony export */   P7: () => (/* binding */ fileDiffs),
/* harmony export */   j$: () => (/* binding */ deletedDiff),
/* harmony export */   s4: () => (/* binding */ DIFF_CONTEXT_LINES),
/* harmony export */   t5: () => (/* binding */ DELETED_MAX_BYTES),
/* harmony export */   v2: () => (/* binding */ DELETED_MAX_LINES)
/* harmony export */ });
/* unused harmony export removedPaths */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82536);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26781);
/* harmony import */ var _git_batch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63040);
/* harmony import */ var _git_patch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(81586);
/* harmony import */ var _git_diff_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63437);
/* harmony import */ var _git_unified_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54586);
/* harmony import */ var _text_encoding_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(58922);
/* harmony import */ var _git_diff_settings_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3223);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2807);













/** Lines of context around each change: enough to judge a hunk; the file itself is in the tree. */
const DIFF_CONTEXT_LINES = 10;
/**
 * The new side of the diff: the sealed head commit, or for a working-tree scope a tree of the
 * sealed blobs (hashed into the object store when the scope was sealed) with their sealed modes
 * over the merge base, so the diff shows what was sealed even if the working tree moved since
 * (its content or its executable bit: a `chmod -x` after sealing hid `new mode 100755`).
 */
async function sealedHead(repo, scope, files) {
    if (!scope.refs.workspace)
        return scope.refs.headSha;
    const put = files.map((f) => ({ path: f.path, oid: f.blob, mode: f.mode }));
    const renamedFrom = files.flatMap((f) => (f.from !== undefined ? [f.from] : []));
    try {
        return await (0,_git_patch_js__WEBPACK_IMPORTED_MODULE_5__/* .treeWith */ .p6)(repo, scope.refs.mergeBase, put, renamedFrom);
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(`the sealed working-tree content is not in this clone's object store (${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_9__.describeError)(err)}): seal the scope again here`);
    }
}
/** Longer than any target a system takes (PATH_MAX): such a "link" is not shown. */
const TARGET_MAX_BYTES = 4096;
/**
 * What each link pointed to and points to, as sealed: the head's from git, or (a working-tree
 * scope seals a link by hashing its target) from the link itself while it still hashes to the
 * sealed id; the base's only where the base held a link there (modified or renamed).
 */
async function linkTargets(repo, scope, links) {
    const was = (f) => `${scope.refs.mergeBase}:${f.from ?? f.path}`;
    const hadLink = (f) => f.status === 'modified' || f.status === 'renamed';
    const objects = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.readObjects)(repo.root, [...links.map((f) => f.blob), ...links.filter(hadLink).map(was)]);
    const text = (data) => (data && data.length <= TARGET_MAX_BYTES ? data.toString('utf8') : undefined);
    const out = new Map();
    for (const f of links) {
        let now = text(objects.get(f.blob)?.data);
        if (now === undefined && scope.refs.workspace) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, f.path), { encoding: 'buffer' }).catch(() => undefined);
            if (target && (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.blobId)(target) === f.blob)
                now = text(target);
        }
        out.set(f, { now, ...(hadLink(f) ? { was: text(objects.get(was(f))?.data) } : {}) });
    }
    return out;
}
/**
 * A link's note: its targets as JSON strings (a name may hold any byte, a backtick or a quote
 * included); a target that names a secret path is not shown.
 */
function linkNote(f, { was, now }) {
    const target = (t, from) => t === undefined ? 'a target not shown' : (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .targetIsSecret */ .mC)(from, t) ? 'a secret path (not shown)' : JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(t));
    const change = was !== undefined && was !== now
        ? `pointed to ${target(was, f.from ?? f.path)} and now points to ${target(now, f.path)}`
        : `points to ${target(now, f.path)}`;
    return `# ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_11__/* .shownName */ .HD)(f.path))}: a symbolic link (${f.status}) that ${change}: review where it leads; not quotable\n`;
}
/**
 * The diff of each file, from the merge base to the sealed head, rename-aware, in the files'
 * order. Only these files are asked of git, so an excluded file (a secret above all) never
 * reaches it; git's patch must hold a section for each, under its own name (diffByPath), or
 * there is no prompt. Its header lines name the file as every list does (namesShown). A link is a
 * note with its targets (what it points to is the change); a submodule a note: neither is code to quote.
 */
async function fileDiffs(repo, scope, files) {
    const regular = files.filter((f) => f.kind === 'file');
    // A file renamed from a name the review leaves out is asked alone: git shows it whole, as added.
    const entries = new Map(regular.map((f) => [f.path, { path: f.path, ...(f.from !== undefined && !f.shownWhole ? { from: f.from } : {}) }]));
    const byPath = regular.length
        ? await (0,_git_patch_js__WEBPACK_IMPORTED_MODULE_5__/* .diffByPath */ .wj)(repo, { base: scope.refs.mergeBase, head: await sealedHead(repo, scope, regular), context: DIFF_CONTEXT_LINES, renames: true }, [...entries.values()])
        : new Map();
    const links = await linkTargets(repo, scope, files.filter((f) => f.kind === 'symlink'));
    return files.map((f) => ({
        path: f.path,
        text: f.kind === 'file'
            ? (0,_git_unified_js__WEBPACK_IMPORTED_MODULE_7__/* .namesShown */ .Oo)(byPath.get(f.path), f.path, entries.get(f.path).from)
            : f.kind === 'symlink'
                ? linkNote(f, links.get(f))
                : `# ${JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_11__/* .shownName */ .HD)(f.path))}: a submodule (${f.status}): not quotable, no diff shown\n`,
    }));
}
/** Lines and bytes of deleted files shown to a reviewer at most; the rest are named. */
const DELETED_MAX_LINES = 4000;
const DELETED_MAX_BYTES = 256 * 1024;
/** Bytes of deleted files read to tell text from binary at most: past it a file is named only. */
const DELETED_READ_MAX_BYTES = 4 * DELETED_MAX_BYTES;
/**
 * What the change removes from the base: its deleted files, and each selected file it replaces by
 * a link or a submodule. Such a file's diff is a note naming the link's target or the submodule
 * (fileDiffs), so the lines it held (a guard turned into a link to a no-op) were shown nowhere,
 * though they are gone from the code as surely as a deleted file's.
 */
function removedPaths(scope) {
    const deleted = scope.excluded.filter((e) => e.reason === 'deleted').map((e) => e.path);
    const replaced = scope.files.filter((f) => f.status === 'type-changed' && f.kind !== 'file').map((f) => f.path);
    return { paths: [...deleted, ...replaced], replaced: replaced.length };
}
/** Documentation and data: read after code when the deleted files' budget cannot show them all. */
const DOCS_OR_DATA = /(^|\/)(docs?|fixtures?|testdata|__snapshots__)\/|\.(md|markdown|mdx|rst|adoc|txt|csv|tsv|snap|log|svg)$/i;
/** The deleted paths in the order the budget is spent: code first, then documentation and data, each in scope order. */
const byPriority = (paths) => [
    ...paths.filter((p) => !DOCS_OR_DATA.test(p)),
    ...paths.filter((p) => DOCS_OR_DATA.test(p)),
];
/**
 * What the change deletes (removedPaths), for a reviewer to read beside what it changes: a deleted file is not
 * the reviewer's to account for, but a check, a guard or a test it held is gone from the code
 * they review. Text files whole, in scope order, up to a budget of lines and bytes spent on code first
 * (byPriority: padding of documentation sorted first cannot push a guard out); the rest named, and
 * those the base held as a regular file (`unread`) owed to a person. Read
 * from the sealed merge base (a tree without those files), so a working-tree scope shows the same.
 * Text is decided by content as the selection decides it (isText: UTF-8, a NUL byte included, no
 * other encoding declared), never by git's guess or a `binary`/`-diff` attribute of the base, and
 * lines are counted from the bytes, so no attribute turns a deleted guard into a name.
 */
async function deletedDiff(repo, scope) {
    const removed = await deletedFiles(repo, scope);
    if (!removed)
        return undefined;
    const { without, shown, ...rest } = removed;
    // Text files only (a binary was named above): the patch of each, as every diff a reviewer reads is made.
    const patches = await (0,_git_patch_js__WEBPACK_IMPORTED_MODULE_5__/* .diffByPath */ .wj)(repo, { base: scope.refs.mergeBase, head: without, context: 0, renames: false }, shown.map((path) => ({ path })));
    return { diffs: shown.map((path) => ({ path, text: (0,_git_unified_js__WEBPACK_IMPORTED_MODULE_7__/* .namesShown */ .Oo)(patches.get(path), path) })), ...rest };
}
/**
 * Which removed paths deletedDiff shows (in scope order) and which it names only: all the gate
 * needs to owe a person the unread ones, without their patches.
 */
async function deletedFiles(repo, scope) {
    const { paths: deleted, replaced } = removedPaths(scope);
    if (!deleted.length)
        return undefined;
    const base = scope.refs.mergeBase;
    const without = await (0,_git_patch_js__WEBPACK_IMPORTED_MODULE_5__/* .treeWith */ .p6)(repo, base, [], deleted);
    // What each deleted path held (a regular file, a link or a submodule) and its blob: no content compared.
    const changes = (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_6__/* .parseRawNumstat */ .GO)(await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.raw)(repo, ['diff', '--raw', '-z', '--no-renames', ..._git_diff_settings_js__WEBPACK_IMPORTED_MODULE_12__.DIFF_SETTINGS, base, without]));
    const blobs = new Map(changes.flatMap((c) => (c.kind === 'file' && c.baseBlob ? [[c.path, c.baseBlob]] : [])));
    const sizes = await (0,_git_batch_js__WEBPACK_IMPORTED_MODULE_4__/* .objectInfo */ ._d)(repo.root, [...blobs.values()]);
    const order = byPriority(deleted);
    // Read by priority, each file that could fit the shown budget, up to a reading budget.
    const toRead = [];
    let reading = 0;
    for (const path of order) {
        const size = sizes.get(blobs.get(path) ?? '')?.size;
        if (size === undefined || size > DELETED_MAX_BYTES || reading + size > DELETED_READ_MAX_BYTES)
            continue;
        toRead.push(blobs.get(path));
        reading += size;
    }
    const content = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.readObjects)(repo.root, toRead);
    const shown = [];
    let lines = 0;
    let bytes = 0;
    for (const path of order) {
        const data = content.get(blobs.get(path) ?? '')?.data;
        if (!data || !(0,_text_encoding_js__WEBPACK_IMPORTED_MODULE_8__/* .isText */ .K)(data))
            continue;
        const n = (0,_git_diff_js__WEBPACK_IMPORTED_MODULE_6__/* .countLines */ .lt)(data);
        // A one-line bundle of megabytes is within any line budget: bytes are counted too.
        if (lines + n > DELETED_MAX_LINES || bytes + data.length > DELETED_MAX_BYTES)
            continue;
        shown.push(path);
        lines += n;
        bytes += data.length;
    }
    const listed = new Set(shown);
    const unshown = deleted.filter((p) => !listed.has(p));
    return {
        without,
        // In scope order, whatever order the budget was spent in.
        shown: deleted.filter((p) => listed.has(p)),
        unshown,
        unread: unshown.filter((p) => blobs.has(p)),
        count: deleted.length,
        replaced,
    };
}


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
    // nonegate: a leading `!` is refused (globProblem); were a check skipped, it matches a literal "!", never "all but".
    const opts = { dot: true, noextglob: true, nonegate: true, nobrace: !options.braces, posix: false, nocase: options.nocase === true };
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
var review_globs = __webpack_require__(96479);
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
// EXTERNAL MODULE: ./src/text/list.ts
var list = __webpack_require__(2807);
;// CONCATENATED MODULE: ./src/review/reviewers.ts











/** A trigger's globs match a path whatever its case: `Auth.js`, `AUTH/` and `auth.js` name one concern. */
function withMatchers(def, where) {
    const globs = def.triggers.globs ?? [];
    // Checked as a list first, so that a refusal names the entry's own index (`globs[1]`).
    (0,glob_check/* checkGlobs */.EQ)(globs, `${where} globs`, { braces: true });
    return globs.map((glob) => ({ glob, matches: (0,review_globs.compileGlobs)([glob], `${where} globs`, { braces: true, nocase: true }) }));
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
            return `${(0,list/* shownName */.HD)(w.path)} matches ${(0,neutralise.visible)(w.glob)}${more(w.files)}`;
        case 'rule':
            return `${(0,list/* shownName */.HD)(w.path)} gets rule ${w.rule}${more(w.files)}`;
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


/***/ }),

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RJ: () => (/* binding */ parseStrictJson),
/* harmony export */   Sr: () => (/* binding */ readStrictJson),
/* harmony export */   Yg: () => (/* binding */ parseStrictText),
/* harmony export */   k3: () => (/* binding */ SEVERAL_OBJECTS),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   nh: () => (/* binding */ parseBounded)
/* harmony export */ });
/* unused harmony export jsonSyntaxError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _fences_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85889);



const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });
/** Where a walk is: the keys and indexes from the top, joined only for an error. */
const where = (path) => (path.length ? `/${path.join('/')}` : '(top level)');
function walk(value, depth, errors, path) {
    if (depth > MAX_DEPTH) {
        errors.push(`${where(path)}: nested deeper than ${MAX_DEPTH} levels`);
        return 0;
    }
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            errors.push(`${where(path)}: a string holds a lone surrogate`);
        return 0;
    }
    if (Array.isArray(value)) {
        let keys = 0;
        for (let i = 0; i < value.length; i++) {
            path.push(i);
            keys += walk(value[i], depth + 1, errors, path);
            path.pop();
        }
        return keys;
    }
    if (value && typeof value === 'object') {
        let keys = 0;
        for (const k of Object.keys(value)) {
            keys++;
            if (k === '__proto__' || k === 'constructor' || k === 'prototype')
                errors.push(`${where(path)}: the key "${k}" is not accepted`);
            if (!k.isWellFormed())
                errors.push(`${where(path)}: a key holds a lone surrogate`);
            path.push(k);
            keys += walk(value[k], depth + 1, errors, path);
            path.pop();
        }
        return keys;
    }
    return 0;
}
/** Line and column (from 1) of a UTF-16 offset into `text`. */
function lineColumn(text, at) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
        line++;
    return `line ${line}, column ${at - text.lastIndexOf('\n', at - 1)}`;
}
const ALONE = 'write the JSON alone, nothing around it';
/** Said of a text that is several JSON objects one after another (JSON Lines): a caller may name the one document it wants. */
const SEVERAL_OBJECTS = 'several JSON objects one after another';
/** What a writer often puts where JSON has a value, from a fixed list (so naming it never quotes the text). */
const NOT_VALUES = [
    ['NaN', 'NaN, Infinity and undefined are not JSON values'],
    ['Infinity', 'NaN, Infinity and undefined are not JSON values'],
    ['-Infinity', 'NaN, Infinity and undefined are not JSON values'],
    ['undefined', 'NaN, Infinity and undefined are not JSON values'],
    ['True', 'JSON writes true, false and null'],
    ['False', 'JSON writes true, false and null'],
    ['None', 'JSON writes true, false and null'],
];
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c) => c >= 0x30 && c <= 0x39;
const isWordChar = (c) => c !== undefined && /[\w$]/.test(c);
/** What may follow a backslash in a JSON string, `u` aside: `"` `\\` `/` `b` `f` `n` `r` `t`. */
const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const isHex = (c) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** Why the character at `at` is wrong, for the habits models bring from JavaScript, Python and JSON5. */
function cause(text, at, key) {
    const c = text[at];
    if (c === ']' || c === '}') {
        let b = at - 1;
        while (b >= 0 && isSpace(text.charCodeAt(b)))
            b--;
        if (text[b] === ',')
            return { at: b, what: 'a trailing comma', why: 'JSON allows none' };
    }
    if (c === '/' && (text[at + 1] === '/' || text[at + 1] === '*'))
        return { at, what: 'a comment', why: 'JSON has no comments' };
    if (c === "'")
        return { at, what: 'a single-quoted string', why: 'JSON strings take double quotes' };
    if (!key)
        for (const [word, why] of NOT_VALUES)
            if (text.startsWith(word, at) && !isWordChar(text[at + word.length]))
                return { at, what: word, why };
    if (key && /[A-Za-z_$]/.test(c))
        return { at, what: 'an unquoted key', why: 'JSON keys take double quotes' };
    return { at };
}
/**
 * The first place JSON.parse would refuse, and why when it is a known habit: V8's message has no
 * position for an unexpected token (`[1,]`, `NaN`, on Node 20 and 24 alike). Run only once a parse
 * failed, so it is a scanner, not a parser: one pass over the text, no recursion (an explicit
 * stack), no regex over it (a hostile file of 16 MiB is linear work). Undefined for valid JSON.
 */
function firstFault(text) {
    const n = text.length;
    const stack = [];
    // value: a value is due; first: a value or `]` (after `[`); key: a key or `}` (after `{`);
    // next: a key (after `,` in an object); colon; after: `,`, a close, or the end at the top.
    let state = 'value';
    let i = 0;
    for (;;) {
        while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        if (i >= n)
            return state === 'after' && stack.length === 0 ? undefined : { end: true };
        const c = text.charCodeAt(i);
        if (state === 'after') {
            if (stack.length === 0)
                return { after: i };
            const top = stack[stack.length - 1];
            if (c === 0x2c)
                state = top === 0x5b ? 'value' : 'next';
            else if ((c === 0x5d && top === 0x5b) || (c === 0x7d && top === 0x7b))
                stack.pop();
            else
                return cause(text, i, false);
            i++;
            continue;
        }
        if (state === 'colon') {
            if (c !== 0x3a)
                return cause(text, i, false);
            state = 'value';
            i++;
            continue;
        }
        const key = state === 'key' || state === 'next';
        if (key) {
            if (c === 0x7d && state === 'key') {
                stack.pop();
                state = 'after';
                i++;
                continue;
            }
            if (c !== 0x22)
                return cause(text, i, true);
        }
        else if (c === 0x5d && state === 'first') {
            stack.pop();
            state = 'after';
            i++;
            continue;
        }
        if (c === 0x22) {
            // A string, to its closing quote: a raw control character, or an escape JSON has not, is refused.
            const open = i++;
            for (let s = text.charCodeAt(i); s !== 0x22; s = text.charCodeAt(i)) {
                if (i >= n)
                    return { end: true, string: open };
                if (s < 0x20)
                    return { at: i, what: 'a raw control character in a string', why: 'escape it (\\n for a line break, \\t for a tab)' };
                if (s !== 0x5c) {
                    i++;
                    continue;
                }
                const e = text.charCodeAt(i + 1);
                if (i + 1 >= n)
                    return { end: true, string: open };
                if (e !== 0x75) {
                    if (!ESCAPES.has(e))
                        return { at: i + 1 };
                    i += 2;
                    continue;
                }
                for (let k = i + 2; k < i + 6; k++) {
                    if (k >= n)
                        return { end: true, string: open };
                    if (!isHex(text.charCodeAt(k)))
                        return { at: k };
                }
                i += 6;
            }
            i++;
            state = key ? 'colon' : 'after';
        }
        else if (c === 0x7b || c === 0x5b) {
            stack.push(c);
            state = c === 0x7b ? 'key' : 'first';
            i++;
        }
        else if (c === 0x2d || isDigit(c)) {
            if (c === 0x2d && text.startsWith('-Infinity', i))
                return cause(text, i, false);
            // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, each part checked where it must start.
            if (c === 0x2d)
                i++;
            if (text.charCodeAt(i) === 0x30)
                i++;
            else if (isDigit(text.charCodeAt(i)))
                while (isDigit(text.charCodeAt(i)))
                    i++;
            else
                return i >= n ? { end: true } : { at: i };
            if (text.charCodeAt(i) === 0x2e) {
                if (!isDigit(text.charCodeAt(++i)))
                    return i >= n ? { end: true } : { at: i };
                while (isDigit(text.charCodeAt(i)))
                    i++;
            }
            if (text[i] === 'e' || text[i] === 'E') {
                if (text[++i] === '+' || text[i] === '-')
                    i++;
                if (!isDigit(text.charCodeAt(i)))
                    return i >= n ? { end: true } : { at: i };
                while (isDigit(text.charCodeAt(i)))
                    i++;
            }
            state = 'after';
        }
        else {
            const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : undefined;
            if (word === undefined)
                return cause(text, i, false);
            for (let k = 0; k < word.length; k++, i++) {
                if (i >= n)
                    return { end: true };
                if (text[i] !== word[k])
                    return { at: i };
            }
            state = 'after';
        }
    }
}
/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries. Where it
 * went wrong is said by line and column, with the cause when it is a known habit (a trailing
 * comma, a comment, NaN, single quotes, an unquoted key), named from a fixed list; what is around
 * JSON a writer added is named by kind (a Markdown fence, a line of prose before or after it, a
 * second object on the next line), as models often add one.
 */
function jsonSyntaxError(err, text) {
    // A Windows editor's byte order mark: invisible, and JSON.parse refuses it.
    if (text.startsWith('\ufeff'))
        return 'it starts with a byte order mark (U+FEFF): save it as UTF-8 without a BOM';
    const start = text.search(/\S/);
    const comment = start >= 0 && text[start] === '/' && (text[start + 1] === '/' || text[start + 1] === '*');
    if (start >= 0 && !comment && !/[[{"\d\-tfn]/.test(text[start]))
        return (0,_fences_js__WEBPACK_IMPORTED_MODULE_2__/* .opensWithFence */ .vc)(text) ? `it starts with a Markdown fence: ${ALONE}` : `it starts with text before the JSON: ${ALONE}`;
    const fault = firstFault(text);
    if (fault === undefined) {
        // Not expected (the scanner accepts what JSON.parse accepts); V8's position, when it gives one.
        const found = /at position (\d+)/.exec(err instanceof Error ? err.message : String(err))?.[1];
        return found === undefined ? 'a syntax error' : `a syntax error at ${lineColumn(text, Number(found))}`;
    }
    if ('end' in fault)
        return fault.string === undefined
            ? 'it ends before the JSON is complete'
            : `it ends before the JSON is complete: the string opened at ${lineColumn(text, fault.string)} is not closed`;
    if ('after' in fault) {
        // JSON Lines, or objects pasted one after another: an object, a line break, another object.
        let end = fault.after - 1;
        while (isSpace(text.charCodeAt(end)) && text[end] !== '\n')
            end--;
        if (text[start] === '{' && text[end] === '\n' && text[fault.after] === '{')
            return `${SEVERAL_OBJECTS} (the second starts at ${lineColumn(text, fault.after)}): write one JSON document`;
        return `text follows the JSON at ${lineColumn(text, fault.after)}: ${ALONE}`;
    }
    return `${fault.what ?? 'a syntax error'} at ${lineColumn(text, fault.at)}${fault.why ? `: ${fault.why}` : ''}`;
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
    // test(), not exec(): no match array per token (a findings file holds some 100,000 tokens).
    while (STRUCTURE.test(text)) {
        const at = STRUCTURE.lastIndex - 1;
        const c = text[at];
        if (++values > MAX_VALUES)
            return { error: `holds more than ${MAX_VALUES} values` };
        if (c === '[' || c === '{') {
            if (++depth > MAX_DEPTH)
                return { error: `is nested deeper than ${MAX_DEPTH} levels` };
        }
        else if (c === ']' || c === '}')
            depth--;
        else if (c === '"') {
            let close = text.indexOf('"', at + 1);
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
        return { ok: false, error: `is not valid JSON: ${jsonSyntaxError(err, text)}` };
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
    const keys = walk(parsed.data, 0, errors, []);
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
