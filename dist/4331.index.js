export const id = 4331;
export const ids = [4331];
export const modules = {

/***/ 72395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ unseenCommits)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26781);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25823);


/**
 * Why a review that starts at `start` (the merge base of its base and head; a working tree's HEAD) leaves out
 * commits of the change `base` names, or undefined: `start` holds commits the change's base does not (a base of
 * `HEAD~1`, of the head itself, a later commit of the branch, or a rebase that moved the change's start), so they
 * reached no reviewer while the verdict on the head says they did. Shared by review's gate and test-review's.
 */
async function unseenCommits(repo, start, base, said) {
    let unseen;
    try {
        unseen = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__.aheadBehind)(repo, base.sha, start)).ahead;
    }
    catch {
        return `the base ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(base.sha)} ${base.what} names is not in this clone, so whether ${said.subject} covers its change is unknown: check out with fetch-depth: 0`;
    }
    if (unseen === 0)
        return undefined;
    return `${said.subject} starts at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(start)}, ${unseen} commit(s) into the change ${base.what} names (from ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(base.sha)}): no reviewer saw them; ${said.fix}`;
}


/***/ }),

/***/ 14331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zY: () => (/* binding */ CLEAN_MEANS),
  jP: () => (/* binding */ gateFiles),
  gateLines: () => (/* binding */ gateLines),
  incompleteWith: () => (/* binding */ incompleteWith),
  mX: () => (/* binding */ owesEvidence),
  reviewGate: () => (/* binding */ reviewGate)
});

// UNUSED EXPORTS: VERDICT_EXIT, setAsideNote

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(26781);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/list.ts
var list = __webpack_require__(2807);
// EXTERNAL MODULE: ./src/text/words.ts
var words = __webpack_require__(71670);
// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(23377);
// EXTERNAL MODULE: ./src/review/attempts.ts
var review_attempts = __webpack_require__(57604);
// EXTERNAL MODULE: ./src/review/anchor.ts
var review_anchor = __webpack_require__(31631);
// EXTERNAL MODULE: ./src/review/redaction.ts
var review_redaction = __webpack_require__(70589);
// EXTERNAL MODULE: ./src/review/requote.ts
var requote = __webpack_require__(15459);
// EXTERNAL MODULE: ./src/review/evidence.ts
var evidence = __webpack_require__(73219);
// EXTERNAL MODULE: ./src/review/attention.ts
var review_attention = __webpack_require__(55114);
// EXTERNAL MODULE: ./src/review/selection.ts + 4 modules
var selection = __webpack_require__(33688);
// EXTERNAL MODULE: ./src/review/verify.ts
var verify = __webpack_require__(75643);
// EXTERNAL MODULE: ./src/review/provenance.ts
var provenance = __webpack_require__(84877);
// EXTERNAL MODULE: ./src/review/intent.ts
var review_intent = __webpack_require__(53068);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/git/run.ts + 1 modules
var run = __webpack_require__(63668);
// EXTERNAL MODULE: ./src/git/untracked.ts
var untracked = __webpack_require__(35879);
// EXTERNAL MODULE: ./src/text/files.ts
var files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(84466);
// EXTERNAL MODULE: ./src/text/trim.ts
var trim = __webpack_require__(43675);
;// CONCATENATED MODULE: ./src/review/junit.ts



const COUNTS = ['tests', 'failures', 'errors', 'skipped', 'disabled'];
const SUITES = new Set(['testsuite', 'testsuites']);
/** A testcase's outcomes, each outranking those before it: a failure an error, an error a skip. */
const OUTCOMES = ['passed', 'skipped', 'errors', 'failures'];
const OUTCOME_OF = new Map([
    ['skipped', 'skipped'],
    ['error', 'errors'],
    ['failure', 'failures'],
]);
// The parser holds the markup it is in (a start tag's attributes, a CDATA section, a comment, a
// processing instruction) until it ends, in pieces of a few characters each (one per line end,
// `]`, `-` or reference: 30 to 50 bytes a character at worst), and every open element's start tag
// until it closes; text between markup it does not keep. These bounds keep that small whatever
// the report, where a tree of the whole report cost 40 times its size and more.
const MAX_DEPTH = 256;
const MAX_MARKUP = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const zero = () => ({ tests: 0, failures: 0, errors: 0, skipped: 0, passed: 0 });
const shown = (v) => JSON.stringify(v.length > 40 ? `${(0,truncate/* cutChars */.oN)(v, 39)}…` : v);
/** Adds `more` into `into`, count by count. */
function add(into, more) {
    into.tests += more.tests;
    into.failures += more.failures;
    into.errors += more.errors;
    into.skipped += more.skipped;
    into.passed += more.passed;
}
/** An element as a refusal names it: `<testsuite name="cart">`. */
function named(tag) {
    const name = tag.attributes.name;
    return `<${tag.name}${name === undefined ? '' : ` name=${shown(name)}`}>`;
}
/**
 * A suite's count attributes. Each must be digits (around XML white space): "1.5", "-1", "&#49;"
 * undecoded or "٣" were read as 0, which hid a stated failure.
 */
function statedCounts(tag, file) {
    const out = {};
    for (const k of COUNTS) {
        const raw = tag.attributes[k];
        if (raw === undefined)
            continue;
        const digits = (0,trim/* trimOf */.W)(raw, ' \t\r\n');
        const n = /^[0-9]+$/.test(digits) ? Number(digits) : NaN;
        if (!Number.isSafeInteger(n))
            throw new errors.ProofgateError(`${file}: ${named(tag)} has ${k}=${shown(raw)}: a count must be a whole number`);
        out[k] = n;
    }
    return out;
}
/**
 * A suite's statements checked against the testcases it lists at any depth: a stated total above
 * the listed count stands for tests whose outcome the report does not show, and fewer failures,
 * errors or skips than listed is a report that contradicts itself. A total below the listed count
 * is taken (jest-junit lists test.todo without counting it), the extra testcases adding no pass.
 */
function checkStated(f, s, file) {
    const t = f.listed;
    const refuse = (k, n, listed) => new errors.ProofgateError(`${file}: ${named(f.tag)} states ${k}="${n}" but lists ${listed}: the report contradicts itself`);
    if (t.tests > 0 && s.tests !== undefined && s.tests > t.tests)
        throw refuse('tests', s.tests, `${t.tests} testcase(s)`);
    if (s.failures !== undefined && s.failures < t.failures)
        throw refuse('failures', s.failures, `${t.failures} failed`);
    if (s.errors !== undefined && s.errors < t.errors)
        throw refuse('errors', s.errors, `${t.errors} in error`);
    if (s.skipped !== undefined && s.skipped + (s.disabled ?? 0) < t.skipped)
        throw refuse('skipped', s.skipped, `${t.skipped} skipped`);
}
/**
 * What a suite (`<testsuites>` too) adds up to: the largest of what its attributes state and what
 * its testcases show, at every level, so a producer that states a failure only on the root, or
 * only on a suite, is believed; its passes fit in the total it states.
 */
function suiteTally(f, s) {
    const t = f.listed;
    const failures = Math.max(t.failures, s.failures ?? 0);
    const errors = Math.max(t.errors, s.errors ?? 0);
    const skipped = Math.max(t.skipped, (s.skipped ?? 0) + (s.disabled ?? 0));
    const room = s.tests === undefined ? t.passed : Math.max(0, s.tests - failures - errors - skipped);
    // What ran is what the testcases show; a stated total stands in only when none is listed.
    return { tests: t.tests || (s.tests ?? 0), failures, errors, skipped, passed: Math.min(t.passed, room) };
}
/** What a closed element adds to its parent: a testcase its own outcome besides any testcase nested in it. */
function tallyOf(f, file) {
    if (f.stated) {
        checkStated(f, f.stated, file);
        return suiteTally(f, f.stated);
    }
    if (f.tag.name !== 'testcase')
        return f.listed;
    const own = zero();
    own.tests = 1;
    own[f.outcome] = 1;
    add(own, f.listed);
    return own;
}
const tooLarge = (file, why) => new errors.ProofgateError(`${file} is too large to read: ${why}`);
const notJUnit = (file) => new errors.ProofgateError(`${file} is not a JUnit report: no <testsuite> element`);
/** Reads a report as it streams, keeping only the open elements and their counts. */
class JUnitReader {
    parser;
    file;
    stack = [];
    sum;
    suites = 0;
    /** The text being written, and where it starts in the report. */
    chunk = '';
    base = 0;
    /** Where the parser was at its last event, and where the markup it is in began (-1: in text). */
    mark = 0;
    markup = -1;
    /** Characters of the open elements' start tags. */
    held = 0;
    constructor(parser, file) {
        this.parser = parser;
        this.file = file;
        parser.on('doctype', () => {
            throw new errors.ProofgateError(`${file} has a <!DOCTYPE>, which a JUnit report has no use for and which can declare entities: refused`);
        });
        parser.on('opentag', (tag) => this.open(tag));
        parser.on('closetag', () => this.close());
        for (const end of ['xmldecl', 'processinginstruction', 'comment', 'cdata'])
            parser.on(end, () => this.moved());
    }
    write(text) {
        this.chunk = text;
        this.parser.write(text);
        this.checkMarkup();
        this.base += text.length;
    }
    /** After an event the parser is in text, until the next `<`. */
    moved() {
        this.mark = this.parser.position;
        this.markup = -1;
    }
    markupStart() {
        if (this.markup < 0) {
            const at = this.chunk.indexOf('<', Math.max(0, this.mark - this.base));
            if (at >= 0)
                this.markup = this.base + at;
        }
        return this.markup;
    }
    checkMarkup() {
        const start = this.markupStart();
        if (this.held + (start < 0 ? 0 : this.parser.position - start) > MAX_MARKUP)
            throw tooLarge(this.file, `a start tag, CDATA section, comment or processing instruction, with the start tags of the open elements, passes ${MAX_MARKUP / 1024 / 1024} MiB`);
    }
    open(tag) {
        const parent = this.stack.at(-1);
        if (!parent && !SUITES.has(tag.name))
            throw notJUnit(this.file);
        if (this.stack.length >= MAX_DEPTH)
            throw tooLarge(this.file, `elements nest deeper than ${MAX_DEPTH}`);
        const outcome = OUTCOME_OF.get(tag.name);
        if (parent?.tag.name === 'testcase' && outcome && OUTCOMES.indexOf(outcome) > OUTCOMES.indexOf(parent.outcome))
            parent.outcome = outcome;
        if (tag.name === 'testsuite')
            this.suites++;
        this.checkMarkup();
        const held = this.parser.position - this.markupStart();
        this.held += held;
        this.moved();
        const stated = SUITES.has(tag.name) ? statedCounts(tag, this.file) : undefined;
        this.stack.push({ tag, listed: zero(), outcome: 'passed', held, ...(stated ? { stated } : {}) });
    }
    close() {
        const f = this.stack.pop();
        if (!f)
            return;
        this.held -= f.held;
        const t = tallyOf(f, this.file);
        const parent = this.stack.at(-1);
        if (parent)
            add(parent.listed, t);
        else
            this.sum = t;
        this.moved();
    }
}
/** A parser's error as one line: where, and what. */
function notWellFormed(err, file) {
    if (err instanceof errors.ProofgateError)
        return err;
    const message = err instanceof Error ? err.message : String(err);
    const at = /^(\d+):(\d+): /.exec(message);
    const where = at ? `line ${at[1]}, column ${at[2]}: ${message.slice(at[0].length)}` : message;
    return new errors.ProofgateError(`${file} is not well-formed XML (${where})`);
}
/** Streams the report's bytes through the parser, a chunk at a time, checking the bounds after each. */
function readAll(reader, bytes) {
    const decoder = new TextDecoder();
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES)
        reader.write(decoder.decode(bytes.subarray(at, at + CHUNK_BYTES), { stream: true }));
    reader.write(decoder.decode());
    reader.parser.close();
}
/**
 * Counts a JUnit report fail-closed: a report that is not well-formed XML (a run cut off while
 * writing), that declares a DOCTYPE or refers to any entity but XML's five and character
 * references, states a count that is not a whole number, or states more tests, or fewer failures,
 * errors or skips, than it lists, is refused; testcases are counted wherever they nest, a failure
 * or an error counts whether a testcase, a suite's or the root's attributes state it, and only a
 * testcase that ran and passed counts as passed (attributes can take passes away, never add them).
 * Read as a stream within fixed bounds: one past them is too large to read, never a crash.
 */
async function countJUnit(bytes, file) {
    const { SaxesParser } = await __webpack_require__.e(/* import() */ 9800).then(__webpack_require__.bind(__webpack_require__, 59800));
    const reader = new JUnitReader(new SaxesParser(), file);
    try {
        readAll(reader, bytes);
    }
    catch (err) {
        throw notWellFormed(err, file);
    }
    const sum = reader.sum ?? zero();
    if (reader.suites === 0)
        throw notJUnit(file);
    // A pass the counts leave no room for (every test stated skipped, failed or erred) is none.
    const room = sum.tests - sum.failures - sum.errors - sum.skipped;
    return { ...sum, passed: Math.max(0, Math.min(sum.passed, room)) };
}

// EXTERNAL MODULE: ./src/review/tree-integrity.ts
var tree_integrity = __webpack_require__(93360);
;// CONCATENATED MODULE: ./src/review/tests-gate.ts












const JUNIT_MAX_BYTES = 64 * 1024 * 1024;
const shortSha = (sha) => sha.slice(0, 12);
const iso = (ms) => new Date(ms).toISOString();
/** One line of HEAD's reflog as atHeadSince asks for it: the commit, the entry's time, then the commit's committer date, in seconds. */
const REFLOG_LINE = /^([0-9a-f]{40}|[0-9a-f]{64}) HEAD@\{(\d{1,12})\} (\d{1,12})$/;
const noProof = (sha, what) => `${what}, so nothing says when the checkout reached ${shortSha(sha)}: check it out again in the job that runs the tests, without GIT_COMMITTER_DATE, or name the check that ran them (tests-check)`;
/**
 * Since when (ms since the epoch) this checkout has been at `sha`, at the latest: a report written
 * by then is left from a run of other code (a test step that failed before writing its own leaves
 * the last job's in place). HEAD's reflog says when the checkout, commit or reset moved HEAD there
 * (the oldest of the newest entries that name it), but only as its writer's claim: in whole seconds
 * (a report of the same second may be older, so the end of that second), and stamped with the
 * committer date, which GIT_COMMITTER_DATE sets at will. A stamp older than an earlier entry, or than
 * the commit's own committer date, was set back: no proof. And the reflog file's ctime, which no one
 * sets back, bounds it: the newest entries name the head, so the file was last written at or after
 * the head was reached (any later write, a reset to the head, an expiry, only makes it stricter).
 * The commit's dates alone prove nothing (no entry for the head: refused), and a line git printed
 * that is not an entry (a signature a config asked for) is never read past.
 */
async function atHeadSince(repo, sha) {
    let log;
    let file;
    try {
        [log, file] = await Promise.all([
            (0,git.raw)(repo, ['-c', 'log.showSignature=false', 'reflog', 'show', '--format=%H %gd %ct', '--date=unix', '-n', '200', 'HEAD', '--']),
            (0,git.raw)(repo, ['rev-parse', '--git-path', 'logs/HEAD']),
        ]);
    }
    catch (err) {
        return { why: noProof(sha, `HEAD's reflog could not be read (${(0,errors.describeError)(err)})`) };
    }
    const entries = [];
    for (const line of log.split('\n').filter(Boolean)) {
        const entry = REFLOG_LINE.exec(line);
        if (!entry)
            return { why: noProof(sha, `git printed a line that is no entry of HEAD's reflog (${(0,neutralise.visible)(line.slice(0, 80))})`) };
        entries.push({ sha: entry[1], s: Number(entry[2]), committed: Number(entry[3]) });
    }
    const at = entries.findIndex((e) => e.sha !== sha);
    const arrival = entries[(at < 0 ? entries.length : at) - 1];
    if (!arrival)
        return {
            why: `HEAD's reflog has no entry for ${shortSha(sha)} (core.logAllRefUpdates=false, no .git/logs, or expired), so nothing but the commit's own date, which its author sets, says when the checkout reached it: keep HEAD's reflog in the job that runs the tests, or name the check that ran them (tests-check)`,
        };
    const earlier = Math.max(...entries.slice(at < 0 ? entries.length : at).map((e) => e.s));
    if (arrival.s < earlier)
        return {
            why: noProof(sha, `HEAD's reflog dates its arrival (${iso(arrival.s * 1000)}) before an earlier entry (${iso(earlier * 1000)}): a date set back`),
        };
    if (arrival.s < arrival.committed)
        return {
            why: noProof(sha, `HEAD's reflog dates its arrival (${iso(arrival.s * 1000)}) before the commit's own committer date (${iso(arrival.committed * 1000)}): a date set back`),
        };
    // Relative to the top folder, or absolute (a linked worktree's is in the main repository).
    const path = (0,external_node_path_.resolve)(repo.root, (0,run/* gitLine */.JG)(file));
    const written = lstatIfAny(Buffer.from(path));
    if (!written?.isFile())
        return { why: noProof(sha, `HEAD's reflog is not a file at ${(0,neutralise.visible)(path)} (a reftable repository?)`) };
    return { ms: Math.max((arrival.s + 1) * 1000, written.ctimeMs) };
}
/**
 * The first file of the checkout changed since `writtenMs` (every tracked file, those of checked-out
 * submodules too, and the scope's selected files, untracked ones of a working-tree review), with
 * when: a file edited or put back after the run (`git checkout --`, `git stash`, `mv` or `cp -p` of a
 * saved copy) makes the report one of other code, where HEAD's reflog sees none of it. By ctime,
 * which no one sets back (a restore keeps an mtime): a change of owner or mode after the run counts
 * too, and a change in the same clock tick as the report is no proof of order. Names are read as git
 * lists them, bytes and all. Folders are not compared (later steps write into them), nor a file that
 * is gone (residual: one deleted after the run is not seen).
 */
async function changedSince(repo, scope, writtenMs) {
    const root = Buffer.from(`${repo.root}/`);
    // Keyed by bytes (pathKey): two names that are not UTF-8 decode alike, and one would go unlooked at.
    const paths = new Set(scope.files.map((f) => (0,git.pathKey)(f.path)));
    await (0,git.scanRecords)(repo.root, ['ls-files', '-z', '--recurse-submodules'], (record) => paths.add((0,git.pathKey)(record)));
    for (const key of paths) {
        const t = lstatIfAny(Buffer.concat([root, (0,git.keyBytes)(key)]));
        if (t && !t.isDirectory() && t.ctimeMs >= writtenMs)
            return { path: (0,git.keyShown)(key), ctimeMs: t.ctimeMs };
    }
    return undefined;
}
/** What a working-tree review sealed of the working tree (selected or excluded): the change, untracked files and all. */
const sealedPaths = (scope) => new Set([...scope.files, ...scope.excluded].map((f) => f.path));
/** A repository path relative to `root`, or undefined for one outside it. */
function inRepository(root, abs) {
    const rel = (0,external_node_path_.relative)(root, abs).split('\\').join('/');
    return rel.startsWith('..') || rel === '' ? undefined : rel;
}
/**
 * The paths `git status --porcelain=v2 -z` lists as untracked (a repository of its own by its name
 * and a slash), and each submodule holding untracked files (S..U), by its name and a slash: git
 * does not list the files inside it.
 */
function untrackedOf(out) {
    const records = out.split('\0');
    const found = [];
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        if (r.startsWith('? '))
            found.push(r.slice(2));
        if (r[0] !== '1' && r[0] !== '2')
            continue;
        const fields = r.split(' ');
        if (/^S..U$/.test(fields[2] ?? ''))
            found.push(`${fields.slice(r[0] === '1' ? 8 : 9).join(' ')}/`);
        if (r[0] === '2')
            i++; // a rename's old path follows
    }
    return found;
}
/**
 * The untracked files git does not ignore, at any depth and in submodules, less this review's folder,
 * the files proofgate writes in the other review folders beside it, the gate's own files and, in a
 * working-tree review, what the scope sealed: a test runner loads what it finds (a conftest.py, a
 * __mocks__ folder, a sitecustomize.py), so such a file is code the tests ran with and the head does
 * not hold. What git ignores, and a file deleted after the run, are beyond what a report can prove.
 */
async function untrackedBeside(repo, scope, place) {
    const out = await (0,git.raw)(repo, ['status', '--porcelain=v2', '-z', '--untracked-files=all', '--ignore-submodules=none']);
    const folder = inRepository(repo.root, place.folder);
    const dir = inRepository(repo.root, (0,external_node_path_.dirname)(place.folder)) ?? '';
    const own = new Set(place.own.map((p) => inRepository(repo.root, p)));
    const sealed = scope.refs.workspace ? sealedPaths(scope) : new Set();
    // git status reads .git/info/exclude whatever it is told: what only that file hides is untracked too.
    const hidden = (await (0,untracked.hiddenLocally)(repo.root)).map((b) => b.toString('utf8'));
    return [...untrackedOf(out), ...hidden].filter((p) => !own.has(p) && !sealed.has(p) && !(folder !== undefined && (0,git.inFolder)(p, folder)) && !review_folder/* reviewFolder */.B.isOwn(p, dir));
}
const lstatIfAny = (path) => {
    try {
        return (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
/**
 * A JUnit report answers the head only when this checkout is the head: HEAD is the sealed commit,
 * no tracked file is changed, no file of the checkout changed since the report, and the report
 * itself is not part of the repository (a committed report is the change's own claim about itself,
 * not a run), and no untracked file git does not ignore lies beside the run. A working-tree review's head is the working tree: only the files' times say it ran there.
 */
async function fromJUnit(repo, scope, file, place) {
    const sha = scope.refs.headSha;
    const shown = (0,neutralise.visible)(file);
    const fail = (why) => ({ passed: false, source: 'junit', sha, line: `JUnit report ${shown}: ${why}` });
    const abs = (0,external_node_path_.resolve)(place.cwd, file);
    const rel = inRepository(repo.root, abs);
    if (rel !== undefined && (await (0,git.raw)(repo, ['ls-files', '-z', '--', rel])) !== '')
        return fail('it is committed in the repository, so it is a claim of the change, not a test run');
    // In a working-tree review an untracked report the scope sealed is part of the change too (and never set aside).
    if (scope.refs.workspace && rel !== undefined && sealedPaths(scope).has(rel))
        return fail('it was in the working tree when the scope was sealed, so it is part of the change under review, not a test run: write the report in the review folder or a path git ignores, then seal again');
    if (!scope.refs.workspace) {
        const head = await (0,git.resolveCommit)(repo, 'HEAD', 'head');
        if (head !== sha)
            return fail(`the checkout is at ${shortSha(head)}, the scope's head is ${shortSha(sha)}: the tests ran on another commit`);
        if ((await (0,tree_integrity/* changedTracked */.hh)(repo, { sparse: false })).length)
            return fail(`tracked files are changed in the checkout, so the tests did not run on ${shortSha(sha)}`);
    }
    const untracked = await untrackedBeside(repo, scope, { ...place, own: [...place.own, abs] });
    if (untracked.length)
        return fail(`${untracked.length} untracked file(s) git does not ignore are in the checkout, which the tests may have loaded (a conftest.py, a __mocks__ folder) and the head does not hold: ${(0,list/* nameList */.OD)(untracked)}; remove them and run the tests again, or gate on the check run of a clean checkout (tests-check)`);
    const read = await (0,files/* readRegular */.VX)(repo.root, abs, JUNIT_MAX_BYTES);
    if (read.status === 'missing')
        return fail('there is no such file');
    if (read.status === 'refused')
        return fail(read.reason);
    if (read.status === 'too-large')
        return fail('it is too large to read: larger than 64 MiB');
    const since = await atHeadSince(repo, sha);
    if ('why' in since)
        return fail(since.why);
    // Not strictly after is no proof of order: a ctime of the same clock tick.
    if (read.writtenMs <= since.ms)
        return fail(`it was written ${iso(read.writtenMs)}, before the checkout reached ${shortSha(sha)} (${iso(since.ms)}): it is left from a run of other code; run the tests again`);
    const changed = await changedSince(repo, scope, read.writtenMs);
    if (changed)
        return fail(`it was written ${iso(read.writtenMs)}, before ${(0,list/* shownName */.HD)(changed.path)} last changed (${iso(changed.ctimeMs)}: a write, a restore, a rename, its owner or mode): the tests ran on other code; run them after every step that changes the checkout`);
    try {
        const c = await countJUnit(read.bytes, shown);
        const counts = `${c.tests} test(s), ${c.failures} failed, ${c.errors} error(s), ${c.skipped} skipped`;
        if (c.tests === 0)
            return fail(`${counts}: no test ran`);
        const passed = c.failures === 0 && c.errors === 0;
        // Skipped tests are no evidence: a run where none ran and passed vouches for nothing.
        if (passed && c.passed === 0)
            return fail(`${counts}: no test ran and passed (skipped tests do not count)`);
        return {
            passed,
            source: 'junit',
            sha,
            line: `JUnit report ${shown} at ${scope.refs.workspace ? 'the working tree' : shortSha(sha)}: ${counts}`,
        };
    }
    catch (err) {
        return fail((0,errors.describeError)(err));
    }
}
/** A check run (or commit status) of the sealed head commit: passed only when its newest run succeeded. */
async function fromCheck(scope, name, checks) {
    const sha = scope.refs.headSha;
    const shown = (0,neutralise.visible)(name);
    const fail = (why, extra = {}) => ({
        passed: false,
        source: 'check-run',
        sha,
        line: `check ${shown}: ${why}`,
        ...extra,
    });
    if (scope.refs.workspace)
        return fail('the scope reviews the working tree, which no check ran on (give a JUnit report instead)');
    if (!checks)
        return fail('no token to read it with (give github-token, or GITHUB_TOKEN and GITHUB_REPOSITORY to the CLI)');
    let found;
    try {
        found = await checks.latest(sha, name);
    }
    catch (err) {
        return fail(`could not be read: ${(0,errors.describeError)(err)}`);
    }
    if (!found)
        return fail(`no check run or commit status of that name at ${shortSha(sha)}`);
    const what = `${found.kind === 'check-run' ? 'check run' : 'commit status'} ${shown}${found.thisRun ? ' of this workflow run' : ''} at ${shortSha(sha)}`;
    const extra = { source: found.kind, ...(found.url ? { url: found.url } : {}) };
    if (found.kind === 'check-run' && found.status !== 'completed')
        return fail(`still ${found.status} at ${shortSha(sha)}`, extra);
    if (found.conclusion !== 'success')
        return { passed: false, sha, line: `${what}: ${found.conclusion ?? found.status}`, ...extra };
    return { passed: true, sha, line: `${what}: success`, ...extra };
}
/** The optional test gate: undefined when no source was named. */
async function testsAtHead(repo, scope, o, place) {
    if (o.junit !== undefined && o.check !== undefined)
        throw new errors.ProofgateError('name one test source: a JUnit report or a check, not both');
    if (o.junit !== undefined)
        return fromJUnit(repo, scope, o.junit, place);
    if (o.check !== undefined)
        return fromCheck(scope, o.check, o.checks);
    return undefined;
}

// EXTERNAL MODULE: ./src/review/ledger.ts
var review_ledger = __webpack_require__(52607);
// EXTERNAL MODULE: ./src/review/merge.ts
var merge = __webpack_require__(55164);
// EXTERNAL MODULE: ./src/review/exit-codes.ts
var exit_codes = __webpack_require__(48745);
// EXTERNAL MODULE: ./src/review/lock.ts
var lock = __webpack_require__(79129);
// EXTERNAL MODULE: ./src/review/unsettled.ts
var unsettled = __webpack_require__(96936);
// EXTERNAL MODULE: ./src/git/change-start.ts
var change_start = __webpack_require__(72395);
;// CONCATENATED MODULE: ./src/review/change-cover.ts

/**
 * Why the sealed scope does not cover the whole change the caller's verdict answers, or undefined (unseenCommits).
 * A working-tree scope starts at HEAD: the change's commits up to it are counted too. A commit scope that reviewed
 * none of the head's commits is emptyReview's.
 */
async function uncoveredChange(repo, scope, base) {
    const r = scope.refs;
    if (!base || (r.mergeBase === r.headSha && !r.workspace))
        return undefined;
    return (0,change_start/* unseenCommits */.d)(repo, r.mergeBase, base, {
        subject: 'the scope',
        fix: r.workspace
            ? "a working-tree review from HEAD leaves them out: seal with the change's base too (the base input, --base), or without the working tree"
            : "seal from the change's base (leave the base out, the event's is the default)",
    });
}

// EXTERNAL MODULE: ./src/review/change.ts
var change = __webpack_require__(65666);
;// CONCATENATED MODULE: ./src/review/gate.ts




























const VERDICT_EXIT = {
    clean: exit_codes/* REVIEW_EXIT */.y.clean,
    findings: exit_codes/* REVIEW_EXIT */.y.findings,
    incomplete: exit_codes/* REVIEW_EXIT */.y.incomplete,
};
const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';
function evidenceReason(name, loaded, scope, missing) {
    if (loaded.status === 'missing')
        return `no ${name}: ${missing}`;
    if (loaded.status === 'invalid')
        return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
    if (loaded.status === 'other-scope')
        return `${name} answers another scope (${(0,hash/* short */.h0)(loaded.scopeSha256)}, sealed ${(0,hash/* short */.h0)(scope.scopeSha256)}): the review must answer the sealed scope`;
    return undefined;
}
function coverageReasons(scope, coverage, abandoned) {
    const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
    const paths = scope.files.map((f) => f.path);
    const unaccounted = paths.filter((p) => !items.has(p));
    const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
    const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
    const unexplained = waived.filter((p) => !(0,words/* hasVisibleWords */.Ux)(items.get(p).reason));
    const reasons = [];
    if (unaccounted.length)
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,evidence.nameList)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,evidence.nameList)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,evidence.nameList)(unexplained)}`);
    // One line for a stop, the review's own (run.stop) or the one its outcomes of those files carry (stopped).
    const stopped = paths.filter((p) => items.get(p)?.stopped !== undefined);
    const stop = (0,merge/* worstStop */.MT)([
        ...(coverage?.run && coverage.run.stop !== 'completed' ? [coverage.run.stop] : []),
        ...stopped.map((p) => items.get(p).stopped),
    ]);
    if (stop)
        reasons.push(`the review stopped before the end (run.stop: ${stop})${stopped.length ? `, unvouched on ${stopped.length} file(s) until a later run accounts for them again: ${(0,evidence.nameList)(stopped)}` : ''}: a stopped review is never clean`);
    for (const unit of abandoned)
        reasons.push(`unit ${unit} was abandoned after three failed attempts in a row`);
    const completed = paths.filter((p) => items.get(p)?.outcome === 'completed');
    // A file a stop left unvouched is owed again (--resume asks it).
    const done = [...completed, ...waived.filter((p) => !unexplained.includes(p))].filter((p) => items.get(p)?.stopped === undefined);
    return {
        reasons,
        done,
        stop: stop ?? coverage?.run?.stop,
        counts: {
            selected: paths.length,
            completed: completed.length,
            waived: waived.length,
            failed: failed.length,
            unaccounted: unaccounted.length,
        },
    };
}
/** Longest part of an agent's waiver reason shown beside its file. */
const WAIVER_SHOWN = 160;
/** An agent's waiver reason as a person reads it: one line, visible, cut to WAIVER_SHOWN, quoted. */
function shownReason(reason) {
    const line = (0,neutralise.visible)(reason.replace(/\s+/g, ' ').trim());
    return JSON.stringify(line.length > WAIVER_SHOWN ? `${(0,truncate/* cutChars */.oN)(line, WAIVER_SHOWN - 1)}…` : line);
}
/**
 * The selected files waived with a reason: accounted for, but not reviewed. The reason is the
 * agent's (a pull request's text can ask for it: "generated, skip it"), so each waits for a person
 * like a file no agent reviews, shown with that reason: each reviewer's own waiver, named, when a
 * ledger judges them (`attempts`), whatever another reviewer did; else the review's.
 */
function waivedWithReason(scope, coverage, attempts) {
    const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
    const byReviewer = attempts ? (0,review_ledger/* reviewerWaivers */.Nr)(scope, attempts) : new Map();
    return scope.files.flatMap(({ path }) => {
        const theirs = byReviewer.get(path);
        if (theirs)
            return [{ path, why: theirs.map((w) => `waived by the ${w.reviewer} reviewer: ${shownReason(w.reason)}`).join('; ') }];
        const item = items.get(path);
        if (item?.outcome !== 'waived' || !(0,words/* hasVisibleWords */.Ux)(item.reason))
            return [];
        return [{ path, why: `waived by the review: ${shownReason(item.reason)}` }];
    });
}
/** The files a gate reads or writes outside the review folder, absolute: its documents and its test report. */
function gateFiles(options) {
    const junit = options.tests?.junit;
    return [...(options.writes ?? []), ...(junit !== undefined ? [junit] : [])].map((p) => (0,external_node_path_.resolve)(options.cwd, p));
}
/** The gate's own files a working-tree review left out of its comparison: said, with where they belong. */
function setAsideNote(paths) {
    return `the gate's own files, untracked in the working tree, are left out of the comparison with git: ${(0,evidence.nameList)([...paths])}; a scope sealed again would select them for review: write them in the review folder or a path git ignores`;
}
/**
 * The sealed intent must be the one in the folder, and an open finding's `claim` must be words the
 * intent says: a spec-compliance finding cannot rest on a claim nobody made.
 */
async function claimReasons(paths, scope, findings, redaction) {
    const claiming = findings.filter((f) => f.claim !== undefined && (0,review_anchor/* isOpen */.nT)(f));
    if (!scope.intent)
        return claiming.length
            ? [`${claiming.length} finding(s) quote a claim, but the scope sealed no intent: ${(0,evidence.nameList)(claiming.map((f) => f.id))}`]
            : [];
    const intent = await (0,review_intent.loadIntent)(paths, scope.intent);
    if ('problem' in intent)
        return [intent.problem];
    // A claim reaches here redacted (redactFinding): one quoting a credential the intent holds is read as the intent redacted.
    const redactedIntent = redaction(intent.text);
    const unsaid = claiming.filter((f) => !(0,review_intent.intentSays)(intent.text, f.claim) && !(0,review_intent.intentSays)(redactedIntent, f.claim));
    return unsaid.length
        ? [
            `${unsaid.length} finding(s) claim words the intent does not say: ${(0,evidence.nameList)(unsaid.map((f) => f.id))}; quote the intent word for word`,
        ]
        : [];
}
/**
 * The attempts a ledger judges the reviewers by, in a scope that dispatches each its own run, once
 * proofgate ran anything for it: a run or merge of no one reviewer speaks for none, so it leaves
 * each reviewer without a run of its own outstanding. Evidence written with no run at all (a host
 * agent's) has none: undefined, and the summary says no ledger accounts for each reviewer.
 */
async function ledgerAttempts(paths, scope) {
    if (!(0,review_ledger/* ledgerJudges */.Up)(scope))
        return undefined;
    const attempts = await (0,review_ledger/* reviewerAttempts */.o5)(paths, scope);
    return attempts.length ? attempts : undefined;
}
/**
 * The collection barrier: written to ledger.json as derived, never read back. A ledger that cannot
 * be written (a folder committed at its path) is a reason: the review's record would lack it.
 */
async function collect(paths, scope, attempts, acknowledged) {
    const ledger = (0,review_ledger/* deriveLedger */.Zh)(scope, attempts, acknowledged);
    const problem = await (0,files/* writeJsonOrReason */.l$)(paths.root, paths.file('ledger'), ledger);
    return { ledger, ...(problem ? { unwritten: `ledger.json was not written: ${problem}` } : {}) };
}
/**
 * Nothing reviewed from a non-empty change is not a review: no agent had a file, and an
 * acknowledgement settles only the path it names, never the excluded files no person was asked
 * about, so only the caller's opt-in (allow-empty) lets it be clean. Nor is a head the base
 * already holds (the base is the head, or descends from it): the diff from their
 * merge base, the head itself, is empty whatever the head's commits bring, as when
 * a push to main is sealed from `origin/main`, which that push moved. Each needs
 * the caller's opt-in, and says so.
 */
function emptyReview(scope, allowEmpty) {
    if (scope.files.length > 0)
        return {};
    const n = scope.excluded.length;
    const r = scope.refs;
    if (n === 0 && !r.workspace && r.mergeBase === r.headSha) {
        const held = `the base ${(0,hash/* short */.h0)(r.baseSha)} already holds the head ${(0,hash/* short */.h0)(r.headSha)} (${r.baseSha === r.headSha ? 'it is the head' : 'it descends from it'}), so this review saw none of the head's commits`;
        if (allowEmpty)
            return { note: `allowed empty (allow-empty): nothing was reviewed: ${held}` };
        return {
            reason: `nothing was reviewed: ${held}; seal from the commit the change starts at (the branch it merges into; on a push, its \`before\`, the default; if --base and --head are the wrong way round, swap them), or pass --allow-empty (action input allow-empty) when nothing is to be reviewed on purpose`,
        };
    }
    if (n === 0)
        return { note: 'no changes: the base and the head do not differ' };
    if (allowEmpty)
        return { note: `allowed empty (allow-empty): the change has ${n} file(s) and none is selected for review` };
    const counts = selection/* EXCLUSION_REASONS */.VY.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length])
        .filter(([, k]) => k > 0)
        .map(([r, k]) => `${k} × ${r}`)
        .join(', ');
    return {
        reason: `nothing was selected: the change has ${n} file(s), every one excluded (${counts}); an empty review is not clean: pass --allow-empty (action input allow-empty) when nothing is to be reviewed on purpose`,
    };
}
/**
 * With nothing selected, the excluded files no person was asked about (a pattern's, a plain `.env`,
 * a deletion no trigger matches): named whatever the verdict, so neither an acknowledgement of
 * another file nor allow-empty leaves them unsaid.
 */
function unaskedExclusions(scope, asked) {
    if (scope.files.length > 0)
        return undefined;
    const askedOf = new Set(asked.map((u) => u.path));
    const unasked = scope.excluded.filter((e) => !askedOf.has(e.path));
    if (!unasked.length)
        return undefined;
    const why = new Map(unasked.map((e) => [e.path, e.reason]));
    return `nothing was selected, so no agent saw these changed files, and no person was asked about them: ${(0,evidence.nameList)(unasked.map((e) => e.path), (p) => `${(0,list/* shownName */.HD)(p)} (${why.get(p)})`)}`;
}
/**
 * Whether the review owes evidence (coverage, findings, the unit jobs' parts): not when the scope
 * selects nothing and the caller opted in to an empty review (allow-empty), as no agent had a file
 * to review; the files a person must look at still wait for their acknowledgements. As emptyReview,
 * only allow-empty decides: an acknowledgement settles its own path, never the evidence owed.
 */
function owesEvidence(scope, allowEmpty) {
    return scope.files.length > 0 || allowEmpty !== true;
}
/** What a person writes in `acknowledge` (or `--acknowledge`) for a waiting name to be read as git spells it. */
const spelling = (name) => (0,list/* writableAsIs */.p6)(name) ? `in YAML, ${(0,list/* yamlQuotedName */.Zu)(name)}` : `as a line that is the JSON string ${(0,list/* jsonQuotedName */.OO)(name)}`;
const UNWRITABLE_NOTE = "waiting names an input's line cannot hold as written (a space or CR at an end, a line break, a JSON string's quotes): acknowledge each as a line that is its JSON string (under `acknowledge: |`, or in single quotes)";
/**
 * What a person is told of how they wrote `acknowledge`: a path no waiting file has, the one
 * waiting name it stands for (composed, or as proofgate shows it) and how to write that, and each
 * waiting name an input's line cannot hold as it is (a space at an end, a line break, a JSON
 * string's quotes) as the string that holds it.
 */
function spellingNotes(acknowledged, awaited, waiting) {
    const notes = [];
    // A path acknowledged that no waiting file has (a typo, or the composed twin of a decomposed name): said, not dropped.
    const awaiting = new Set(awaited);
    const stray = [...acknowledged].filter((p) => !awaiting.has(p));
    if (stray.length)
        notes.push(`acknowledged, but no changed file a person must look at has this name: ${(0,evidence.nameList)(stray)}`);
    // A person types the composed name, or copies a name as proofgate shows it (`U+0009`): the one
    // waiting file it stands for is named, never taken for it.
    const twinsOf = (0,list/* composedTwins */.gx)(waiting);
    const shownAs = (0,list/* shownSpellings */.ti)(waiting);
    for (const p of stray) {
        const twins = twinsOf(p);
        const shown = shownAs.get(p);
        const said = twins.length === 1
            ? [`${(0,list/* shownName */.HD)(p)} is ${(0,list/* shownName */.HD)(twins[0])} in another Unicode normalisation`, twins[0]]
            : shown?.length === 1
                ? [`${(0,neutralise.visible)(p)} is a waiting file's name as proofgate shows it`, shown[0]]
                : undefined;
        if (said)
            notes.push(`${said[0]}: acknowledge it as git spells it (${spelling(said[1])})`);
    }
    const unwritable = waiting.filter((p) => !(0,list/* writableAsIs */.p6)(p));
    if (unwritable.length)
        notes.push(`${UNWRITABLE_NOTE}: ${(0,evidence.nameList)(unwritable, list/* jsonQuotedName */.OO)}`);
    return notes;
}
/**
 * The removed files no reviewer was shown (past the deleted files' budget: deletedFiles), derived
 * again from the sealed scope at its merge base, so no record an agent's folder holds decides it.
 * Commits not in the clone keep the gate incomplete already: nothing is read then.
 */
async function unreadDeletions(repo, scope, check) {
    if (check.absent.length)
        return { paths: [] };
    try {
        return { paths: (await (0,change/* deletedFiles */.Lt)(repo, scope))?.unread ?? [] };
    }
    catch (err) {
        return { reason: `which deleted files no reviewer was shown could not be read at the merge base (${(0,errors.describeError)(err)})` };
    }
}
/**
 * `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of
 * findings. Under the review folder's lock: it writes ledger.json, and reads a whole no other
 * process is writing.
 */
async function reviewGate(options) {
    const paths = (0,evidence.reviewPaths)(options.cwd, options.id, options.dir);
    return (0,lock/* withReviewLock */.K)(paths, 'review gate', () => grade(options, paths));
}
async function grade(options, paths) {
    const [data, repo] = await Promise.all([(0,evidence.readScope)(paths), (0,git.openRepo)(options.cwd, { shallow: true })]);
    // The repository check (a whole diff) starts as soon as the sealed SHAs can be handed to git, and
    // runs while the scope's schema and seal are checked; settled at once, so that a scope refused
    // there (exit 3) leaves no rejection unhandled.
    const earlier = (0,verify/* reusableCheck */.qA)(options.check, data);
    const checking = (earlier
        ? Promise.resolve(earlier)
        : (0,verify/* sealedShas */.CX)(data)
            ? (0,verify/* checkRepository */.n_)(repo, data, { head: options.head ?? 'HEAD', folder: paths.folder, gateFiles: gateFiles(options) })
            : undefined)?.then((check) => ({ check }), (err) => ({ err }));
    await new Promise((resolve) => setImmediate(resolve));
    const scope = await (0,evidence.checkScope)(paths, data);
    // Anchoring reads the sealed head's blobs: it runs beside the check too, git saying what it has of them while the findings are read.
    const blobs = (0,review_anchor/* sealedBlobs */.Zx)(repo.root, scope);
    const covering = (0,evidence.loadCoverage)(paths, scope);
    // An id holding a value coverage.json's texts show as a credential is refused too (ids are published as written).
    const loading = covering.then((c) => (0,evidence.loadFindings)(paths, scope, c.status === 'ok' ? c.credentials : []));
    // One redaction for all the verdict carries out: what the floor recognised in any finding or coverage text.
    const redacting = Promise.all([loading, covering]).then(([f, c]) => (0,review_redaction/* findingsRedaction */.qg)(f.status === 'ok' ? f.data.findings : [], c.status === 'ok' ? c.credentials : []));
    const anchoring = loading.then(async (f) => f.status === 'ok'
        ? (await (0,review_anchor/* anchorFindings */.Cz)(repo.root, scope, f.data.findings, blobs, await redacting)).map((a) => ({
            ...a,
            provenance: (0,provenance/* provenance */.a)(a, scope),
        }))
        : []);
    const [coverage, findings, anchored, checked, uncovered, redaction] = await Promise.all([
        covering,
        loading,
        anchoring,
        checking,
        uncoveredChange(repo, scope, options.changeBase),
        redacting,
    ]);
    if ('err' in checked)
        throw checked.err;
    const { check } = checked;
    const reasons = [...(options.extraReasons ?? []), ...check.reasons, ...(uncovered ? [uncovered] : [])];
    const notes = [];
    const edits = scope.config ?? [];
    if (edits.length)
        notes.push(`${review_attention/* CONFIG_EDIT_NOTE */.rZ}: ${(0,evidence.nameList)(edits)}`);
    const acknowledged = new Set(options.acknowledge ?? []);
    const attempts = await ledgerAttempts(paths, scope);
    const waivers = waivedWithReason(scope, coverage.status === 'ok' ? coverage.data : undefined, attempts);
    const unread = await unreadDeletions(repo, scope, check);
    if ('reason' in unread)
        reasons.push(unread.reason);
    const unreviewed = (0,review_attention/* needsPerson */.z6)(scope, 'paths' in unread ? unread.paths : []);
    const attention = [...unreviewed, ...waivers].map((u) => ({ ...u, acknowledged: acknowledged.has(u.path) }));
    const waiting = attention.filter((u) => !u.acknowledged).map((u) => u.path);
    const unseen = unreviewed.filter((u) => !acknowledged.has(u.path));
    if (unseen.length)
        reasons.push(`${unseen.length} changed file(s) that no agent reviews: a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${(0,evidence.nameList)(unseen.map((u) => u.path))}`);
    const unwaived = waivers.filter((u) => !acknowledged.has(u.path));
    if (unwaived.length)
        reasons.push(`${unwaived.length} selected file(s) the review set aside unreviewed: a waiver is not a review, so a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${(0,evidence.nameList)(unwaived.map((u) => `${u.path} (${u.why})`))}`);
    const seen = attention.filter((u) => u.acknowledged).map((u) => u.path);
    const empty = emptyReview(scope, options.allowEmpty ?? false);
    if (empty.reason)
        reasons.push(empty.reason);
    if (empty.note)
        notes.push(empty.note);
    const unasked = unaskedExclusions(scope, attention);
    if (unasked)
        notes.push(unasked);
    if (seen.length)
        notes.push(`acknowledged by the caller, not reviewed by an agent: ${(0,evidence.nameList)(seen)}`);
    notes.push(...spellingNotes(acknowledged, attention.map((u) => u.path), waiting));
    if (check.setAside?.length)
        notes.push(setAsideNote(check.setAside));
    // An evidence file not owed may be absent; one written is still checked.
    const owed = (loaded) => owesEvidence(scope, options.allowEmpty) || loaded.status !== 'missing';
    const coverageProblem = owed(coverage)
        ? evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established')
        : undefined;
    const findingsProblem = owed(findings)
        ? evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report')
        : undefined;
    if (coverageProblem)
        reasons.push(coverageProblem);
    if (findingsProblem)
        reasons.push(findingsProblem);
    const covered = coverage.status === 'ok' ? coverage.data : undefined;
    const cov = coverageReasons(scope, covered, await (0,review_attempts/* abandonedInScope */.iq)(paths, scope, covered));
    reasons.push(...cov.reasons);
    if (findings.status === 'ok') {
        const notAnchored = anchored.filter((f) => (0,review_anchor/* isOpen */.nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,evidence.nameList)(notAnchored.map((f) => `${f.id} (${(0,review_anchor/* describeAnchor */.zJ)(f.anchor)})`))}; ${(0,requote/* requoteAdviceFor */.vS)(notAnchored)}`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !(0,words/* hasVisibleWords */.Ux)(f.evidence));
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,evidence.nameList)(noEvidence.map((f) => f.id))}`);
        const noRefutation = anchored.filter((f) => f.disposition === 'refuted' && !(0,words/* hasVisibleWords */.Ux)(f.refutation));
        if (noRefutation.length)
            reasons.push(`a refuted finding needs its refutation: ${(0,evidence.nameList)(noRefutation.map((f) => f.id))}`);
    }
    reasons.push(...(await claimReasons(paths, scope, anchored, redaction)));
    const tests = options.tests && (await testsAtHead(repo, scope, options.tests, { cwd: options.cwd, folder: paths.folder, own: gateFiles(options) }));
    if (tests && !tests.passed)
        reasons.push(`the tests did not pass at the head: ${tests.line}`);
    const { ledger, unwritten } = attempts ? await collect(paths, scope, attempts, acknowledged) : {};
    if (ledger)
        reasons.push(...(0,review_ledger/* ledgerReasons */.zZ)(ledger));
    if (unwritten)
        reasons.push(unwritten);
    // In every dispatch: an attempt that never ended, or a commit of the whole that never finished, may have left it half-done.
    const left = await (0,unsettled/* unsettled */.NZ)(paths, scope);
    reasons.push(...(0,unsettled/* unsettledReasons */.oH)(left));
    // Last, at the moment of grading: a clean reading taken earlier ages.
    const tree = await (0,tree_integrity/* treeIntegrity */.aU)(repo, scope, paths.folder);
    const untrusted = (0,tree_integrity/* treeReason */.$5)(tree);
    if (untrusted)
        reasons.push(untrusted);
    const open = anchored.filter(review_anchor/* isOpen */.nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    return {
        id: paths.id,
        verdict,
        exitCode: VERDICT_EXIT[verdict],
        coverage: c,
        done: cov.done,
        ...(cov.stop ? { stop: cov.stop } : {}),
        ...(check.head ? { head: check.head } : {}),
        // The agent's words reach reasons and notes (a waiver's reason): each carries out the findings' redaction too.
        reasons: reasons.map(redaction),
        attention: attention.map((u) => ({ ...u, why: redaction(u.why) })),
        notes: notes.map(redaction),
        findings: anchored,
        open,
        refuted,
        scope,
        ...(tests ? { tests } : {}),
        ...(ledger ? { ledger } : {}),
        tree,
        unsettled: left,
        headline: headline(paths.id, verdict, c, open.length, refuted),
        paths,
    };
}
function headline(id, verdict, c, open, refuted) {
    return `${(0,neutralise.visible)(id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open} open finding(s), ${refuted} refuted`;
}
/** The verdict made incomplete by reasons found after grading (a document of it that could not be written). */
function incompleteWith(r, reasons) {
    return {
        ...r,
        verdict: 'incomplete',
        exitCode: VERDICT_EXIT.incomplete,
        reasons: [...r.reasons, ...reasons],
        headline: headline(r.paths.id, 'incomplete', r.coverage, r.open.length, r.refuted),
    };
}
/** What a person reads: the headline, then each reason (or what clean means), then the notes. */
function gateLines(r) {
    const notes = r.notes.map((n) => `note: ${n}`);
    // A failed test gate is one of the reasons; a passed one says what vouches for it.
    const tests = r.tests?.passed ? [`tests: ${r.tests.line}`] : [];
    if (r.verdict === 'incomplete')
        return [r.headline, ...tests, ...r.reasons.map((x) => `- ${x}`), ...notes];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS, ...tests, ...notes];
    return [r.headline, ...tests, ...notes];
}


/***/ }),

/***/ 84877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ provenance),
/* harmony export */   h: () => (/* binding */ describeProvenance)
/* harmony export */ });
/**
 * Carries the reviewer's basis, never infers one: absent is `unstated`. An `executed` claim stands
 * only from a reviewer of the scope that holds a shell, naming what it ran; otherwise it is
 * `reasoned`, and the claim is kept in `demoted`. A refutation never changes a finding's basis.
 */
function provenance(f, scope) {
    const reviewer = f.reviewer === undefined ? undefined : scope.reviewers.find((r) => r.id === f.reviewer);
    const controls = f.rule === undefined ? [] : (scope.ruleSet.controls?.[f.rule] ?? []);
    const base = {
        ...(f.reviewer !== undefined ? { reviewer: f.reviewer } : {}),
        ...(f.pass !== undefined ? { pass: f.pass } : {}),
        controls,
    };
    const claimed = f.basis ?? 'unstated';
    if (claimed !== 'executed')
        return { ...base, basis: claimed };
    const ran = f.ran?.trim();
    const demoted = !reviewer
        ? 'claimed executed, but names no reviewer of the scope that holds a shell'
        : !reviewer.shell
            ? `claimed executed, but reviewer ${reviewer.id} has no shell`
            : !ran
                ? 'claimed executed without naming what was run'
                : undefined;
    return demoted ? { ...base, basis: 'reasoned', demoted } : { ...base, basis: 'executed', ran: ran };
}
/** One line: who found it, in which pass, on what basis, and the controls it relates to. */
function describeProvenance(p) {
    const who = p.reviewer
        ? `found by ${p.reviewer}${p.pass ? ` (${p.pass} pass)` : ''}`
        : p.pass
            ? `found in the ${p.pass} pass`
            : 'reviewer not named';
    const basis = p.basis === 'executed' ? `basis executed: ran ${p.ran}` : `basis ${p.basis}${p.demoted ? ` (${p.demoted})` : ''}`;
    return [who, basis, ...(p.controls.length ? [`controls ${p.controls.join(', ')}`] : [])].join(' · ');
}


/***/ }),

/***/ 15459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r_: () => (/* binding */ REQUOTE_RULE),
/* harmony export */   vS: () => (/* binding */ requoteAdviceFor),
/* harmony export */   wV: () => (/* binding */ requoteNote)
/* harmony export */ });
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31631);
/**
 * What a finding owes before it can count, said so the agent that wrote it can fix it: why its
 * quote was not found, and which habit of another tool's output the quote shows (a diff's prefix,
 * line numbers, a fence, an ellipsis). A hint only: anchoring stays exact, and the agent requotes.
 */

/**
 * Each habit is seen in one line of the quote, split at every line end a multiline `^` knows (LF, CR,
 * U+2028, U+2029), and read from its start: a multiline `/^\s*…/m` over the whole quote retried its
 * run from every line start to the quote's end, as `\s` takes line ends too (a quote of 20,000
 * newlines: 0.6 s, for each finding; hazard #658). `trimStart` takes the white space `\s` does.
 */
const HABITS = [
    [
        (line) => line.startsWith('+') || line.startsWith('-'),
        "a line starts with + or -: if that is the diff's prefix, leave it out (the file holds no such character)",
    ],
    // Without `m`, at one place: `\d+` cannot take the white space after it.
    [(line) => /^L?\d+\s*[:|]/.test(line.trimStart()), 'a line starts with a line number (`12:`, `12|`, `L12:`): leave it out'],
    [(line) => ['```', '~~~'].some((fence) => line.trimStart().startsWith(fence)), 'a Markdown fence is part of the quote: leave it out'],
    [
        (line) => line.includes('…') || line.trim() === '...',
        'an ellipsis stands for lines left out: quote every line in between, or fewer lines',
    ],
];
/** What a quote not located should change: the habits it shows, and more lines when it was found in several places. */
function requoteAdvice(f) {
    const lines = f.existing_code.split(/[\n\r\u2028\u2029]/);
    const habits = HABITS.filter(([shows]) => lines.some(shows)).map(([, says]) => says);
    return f.anchor.status === 'ambiguous' ? [...habits, 'quote more lines around it, so that it is found once'] : habits;
}
/** `requote: <why>` with the habits the quote shows, or undefined when the finding is located. */
function requoteNote(f) {
    if (f.anchor.status === 'located')
        return undefined;
    return [`requote: ${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_0__/* .describeAnchor */ .zJ)(f.anchor)}`, ...requoteAdvice(f)].join('; ');
}
/**
 * What the findings not located should change, each piece said once, for a person reading the
 * gate's reasons or `review anchor`: a quote found nowhere with no habit to name is told the rule.
 */
function requoteAdviceFor(findings) {
    const advice = findings.flatMap((f) => {
        const said = requoteAdvice(f);
        return said.length ? said : ['copy whole consecutive lines of the head version verbatim'];
    });
    return `requote: ${[...new Set(advice)].join('; ')}`;
}
/** How to write a quote that anchors: said once in the prompt, beside the findings owed one. */
const REQUOTE_RULE = 'A finding with `owed` is not yet located, and keeps the review incomplete until you answer it: report it again with its `id`, its `path` exactly as the table of files writes it, and an `existing_code` of whole consecutive lines of that file as it stands, copied verbatim (no diff prefix `+`/`-`, no line numbers, no Markdown fence, no `…` or `...` for lines left out, no comment of your own), enough of them to be found exactly once; or refute it.';


/***/ }),

/***/ 96936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M8: () => (/* binding */ unsettledFiles),
/* harmony export */   NZ: () => (/* binding */ unsettled),
/* harmony export */   oH: () => (/* binding */ unsettledReasons)
/* harmony export */ });
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73219);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57604);
/* harmony import */ var _commit_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47569);



async function unsettled(paths, scope) {
    const unfinished = await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .unfinishedAttempts */ .s_)(paths, scope);
    const uncommitted = await (0,_commit_record_js__WEBPACK_IMPORTED_MODULE_2__/* .uncommittedReason */ .kF)(paths, scope, unfinished.map((a) => a.n));
    return { attempts: unfinished.filter((a) => !a.settled), ...(uncommitted ? { uncommitted } : {}) };
}
function unfinishedReason(a) {
    if (a.kind === undefined)
        return `attempt ${a.n} has no record: proofgate stopped as it began it, so what it wrote is unknown; run the review again (review run --resume)`;
    const named = (a.owners ?? []).filter((o) => o !== undefined);
    const whose = named.length ? ` (${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_0__.nameList)(named)})` : '';
    if (a.kind === 'merge')
        return `attempt ${a.n}${whose} never ended: proofgate stopped while it merged parts, so what it wrote may be half-done; merge them again (review merge --from …)`;
    const again = a.part ? `review run --unit ${(a.units ?? []).join(',')}` : 'review run --resume';
    return `attempt ${a.n}${whose} never ended: proofgate stopped while its agent ran or its part was merged, so what it wrote may be half-done; run it again (${again})`;
}
/** One reason for each attempt that never ended, and one for a whole that is not what was committed. */
function unsettledReasons(u) {
    return [...u.attempts.map(unfinishedReason), ...(u.uncommitted ? [u.uncommitted] : [])];
}
/**
 * The files a resumed run asks again so that it settles what was left half-done: every file when
 * the whole is not what was committed (or an attempt has no record), else the files of the units
 * its unfinished attempts were asked. `reviewer`: only those of that reviewer's attempts (each
 * reviewer its own run); without it, every one (one run plays them all).
 */
function unsettledFiles(u, scope, reviewer) {
    const mine = u.attempts.filter((a) => reviewer === undefined || a.owners === undefined || a.owners.includes(reviewer));
    const every = u.uncommitted !== undefined || mine.some((a) => a.units === undefined);
    const units = new Set(mine.flatMap((a) => a.units ?? []));
    return new Set(scope.files.filter((f) => every || units.has(f.unit)).map((f) => f.path));
}


/***/ })

};
