export const id = 4331;
export const ids = [4331];
export const modules = {

/***/ 72395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ unseenCommits)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
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
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(10308);
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
// EXTERNAL MODULE: ./src/text/files.ts
var files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/review/folder.ts
var review_folder = __webpack_require__(84466);
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
        const digits = raw.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
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
/** One line of HEAD's reflog as atHeadSince asks for it: the commit, then the entry's time in seconds. */
const REFLOG_LINE = /^([0-9a-f]{40}|[0-9a-f]{64}) HEAD@\{(\d{1,12})\}$/;
/**
 * Since when (ms since the epoch) this checkout has been at `sha`: the oldest of the newest entries
 * of HEAD's reflog that name it (the checkout, commit or reset that moved HEAD there). A report
 * written before then is left from a run of other code: a test step that failed before writing its
 * own leaves the last job's in place. Only git's reflog dates the checkout: the commit's dates are
 * the author's to set, so no entry for the head (no reflog kept, or expired) is no proof, and a line
 * git printed that is not an entry (a signature a config asked for) is never read past.
 */
async function atHeadSince(repo, sha) {
    let log;
    try {
        log = await (0,git.raw)(repo, ['-c', 'log.showSignature=false', 'reflog', 'show', '--format=%H %gd', '--date=unix', '-n', '200', 'HEAD', '--']);
    }
    catch (err) {
        return { why: `HEAD's reflog could not be read (${(0,errors.describeError)(err)}), so nothing says when the checkout reached ${shortSha(sha)}` };
    }
    let since;
    for (const line of log.split('\n').filter(Boolean)) {
        const entry = REFLOG_LINE.exec(line);
        if (!entry)
            return {
                why: `git printed a line that is no entry of HEAD's reflog (${(0,neutralise.visible)(line.slice(0, 80))}), so nothing says when the checkout reached ${shortSha(sha)}`,
            };
        if (entry[1] !== sha)
            break;
        since = Number(entry[2]) * 1000;
    }
    if (since !== undefined)
        return { ms: since };
    return {
        why: `HEAD's reflog has no entry for ${shortSha(sha)} (core.logAllRefUpdates=false, no .git/logs, or expired), so nothing but the commit's own date, which its author sets, says when the checkout reached it: keep HEAD's reflog in the job that runs the tests, or name the check that ran them (tests-check)`,
    };
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
    const paths = new Map(scope.files.map((f) => [f.path, Buffer.from(f.path)]));
    await (0,git.scanRecords)(repo.root, ['ls-files', '-z', '--recurse-submodules'], (record) => paths.set(record.toString('utf8'), Buffer.from(record)));
    for (const [shown, bytes] of paths) {
        const t = lstatIfAny(Buffer.concat([root, bytes]));
        if (t && !t.isDirectory() && t.ctimeMs >= writtenMs)
            return { path: shown, ctimeMs: t.ctimeMs };
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
    return untrackedOf(out).filter((p) => !own.has(p) && !sealed.has(p) && !(folder !== undefined && (0,git.inFolder)(p, folder)) && !review_folder/* reviewFolder */.B.isOwn(p, dir));
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
    if (read.writtenMs < since.ms)
        return fail(`it was written ${iso(read.writtenMs)}, before the checkout reached ${shortSha(sha)} (${iso(since.ms)}): it is left from a run of other code; run the tests again`);
    const changed = await changedSince(repo, scope, read.writtenMs);
    if (changed)
        return fail(`it was written ${iso(read.writtenMs)}, before ${(0,neutralise.visible)(changed.path)} last changed (${iso(changed.ctimeMs)}: a write, a restore, a rename, its owner or mode): the tests ran on other code; run them after every step that changes the checkout`);
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
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,evidence/* nameList */.OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,evidence/* nameList */.OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,evidence/* nameList */.OD)(unexplained)}`);
    // One line for a stop, the review's own (run.stop) or the one its outcomes of those files carry (stopped).
    const stopped = paths.filter((p) => items.get(p)?.stopped !== undefined);
    const stop = (0,merge/* worstStop */.MT)([
        ...(coverage?.run && coverage.run.stop !== 'completed' ? [coverage.run.stop] : []),
        ...stopped.map((p) => items.get(p).stopped),
    ]);
    if (stop)
        reasons.push(`the review stopped before the end (run.stop: ${stop})${stopped.length ? `, unvouched on ${stopped.length} file(s) until a later run accounts for them again: ${(0,evidence/* nameList */.OD)(stopped)}` : ''}: a stopped review is never clean`);
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
    return `the gate's own files, untracked in the working tree, are left out of the comparison with git: ${(0,evidence/* nameList */.OD)([...paths])}; a scope sealed again would select them for review: write them in the review folder or a path git ignores`;
}
/**
 * The sealed intent must be the one in the folder, and an open finding's `claim` must be words the
 * intent says: a spec-compliance finding cannot rest on a claim nobody made.
 */
async function claimReasons(paths, scope, findings, redaction) {
    const claiming = findings.filter((f) => f.claim !== undefined && (0,review_anchor/* isOpen */.nT)(f));
    if (!scope.intent)
        return claiming.length
            ? [`${claiming.length} finding(s) quote a claim, but the scope sealed no intent: ${(0,evidence/* nameList */.OD)(claiming.map((f) => f.id))}`]
            : [];
    const intent = await (0,review_intent.loadIntent)(paths, scope.intent);
    if ('problem' in intent)
        return [intent.problem];
    // A claim reaches here redacted (redactFinding): one quoting a credential the intent holds is read as the intent redacted.
    const redactedIntent = redaction(intent.text);
    const unsaid = claiming.filter((f) => !(0,review_intent.intentSays)(intent.text, f.claim) && !(0,review_intent.intentSays)(redactedIntent, f.claim));
    return unsaid.length
        ? [
            `${unsaid.length} finding(s) claim words the intent does not say: ${(0,evidence/* nameList */.OD)(unsaid.map((f) => f.id))}; quote the intent word for word`,
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
 * Nothing reviewed from a non-empty change is not a review: neither an agent
 * (no file selected) nor a person (no file acknowledged). Nor is a head the base
 * already holds (the base is the head, or descends from it): the diff from their
 * merge base, the head itself, is empty whatever the head's commits bring, as when
 * a push to main is sealed from `origin/main`, which that push moved. Each needs
 * the caller's opt-in, and says so.
 */
function emptyReview(scope, acknowledged, allowEmpty) {
    if (scope.files.length > 0 || acknowledged > 0)
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
 * Whether the review owes evidence (coverage, findings, the unit jobs' parts): not when the scope
 * selects nothing and the caller opted in to an empty review (allow-empty), as no agent had a file
 * to review; the files a person must look at still wait for their acknowledgements.
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
        notes.push(`acknowledged, but no changed file a person must look at has this name: ${(0,evidence/* nameList */.OD)(stray)}`);
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
        notes.push(`${UNWRITABLE_NOTE}: ${(0,evidence/* nameList */.OD)(unwritable, list/* jsonQuotedName */.OO)}`);
    return notes;
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
    const [data, repo] = await Promise.all([(0,evidence/* readScope */.hx)(paths), (0,git.openRepo)(options.cwd, { shallow: true })]);
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
    const scope = await (0,evidence/* checkScope */.DB)(paths, data);
    // Anchoring reads the sealed head's blobs: it runs beside the check too, git saying what it has of them while the findings are read.
    const blobs = (0,review_anchor/* sealedBlobs */.Zx)(repo.root, scope);
    const covering = (0,evidence/* loadCoverage */.b2)(paths, scope);
    // An id holding a value coverage.json's texts show as a credential is refused too (ids are published as written).
    const loading = covering.then((c) => (0,evidence/* loadFindings */.fk)(paths, scope, c.status === 'ok' ? c.credentials : []));
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
        notes.push(`${review_attention/* CONFIG_EDIT_NOTE */.rZ}: ${(0,evidence/* nameList */.OD)(edits)}`);
    const acknowledged = new Set(options.acknowledge ?? []);
    const attempts = await ledgerAttempts(paths, scope);
    const waivers = waivedWithReason(scope, coverage.status === 'ok' ? coverage.data : undefined, attempts);
    const unreviewed = (0,review_attention/* needsPerson */.z6)(scope);
    const attention = [...unreviewed, ...waivers].map((u) => ({ ...u, acknowledged: acknowledged.has(u.path) }));
    const waiting = attention.filter((u) => !u.acknowledged).map((u) => u.path);
    const unseen = unreviewed.filter((u) => !acknowledged.has(u.path));
    if (unseen.length)
        reasons.push(`${unseen.length} changed file(s) that no agent reviews: a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${(0,evidence/* nameList */.OD)(unseen.map((u) => u.path))}`);
    const unwaived = waivers.filter((u) => !acknowledged.has(u.path));
    if (unwaived.length)
        reasons.push(`${unwaived.length} selected file(s) the review set aside unreviewed: a waiver is not a review, so a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${(0,evidence/* nameList */.OD)(unwaived.map((u) => `${u.path} (${u.why})`))}`);
    const seen = attention.filter((u) => u.acknowledged).map((u) => u.path);
    const empty = emptyReview(scope, seen.length, options.allowEmpty ?? false);
    if (empty.reason)
        reasons.push(empty.reason);
    if (empty.note)
        notes.push(empty.note);
    if (seen.length)
        notes.push(`acknowledged by the caller, not reviewed by an agent: ${(0,evidence/* nameList */.OD)(seen)}`);
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
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,evidence/* nameList */.OD)(notAnchored.map((f) => `${f.id} (${(0,review_anchor/* describeAnchor */.zJ)(f.anchor)})`))}; ${(0,requote/* requoteAdviceFor */.vS)(notAnchored)}`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !(0,words/* hasVisibleWords */.Ux)(f.evidence));
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,evidence/* nameList */.OD)(noEvidence.map((f) => f.id))}`);
        const noRefutation = anchored.filter((f) => f.disposition === 'refuted' && !(0,words/* hasVisibleWords */.Ux)(f.refutation));
        if (noRefutation.length)
            reasons.push(`a refuted finding needs its refutation: ${(0,evidence/* nameList */.OD)(noRefutation.map((f) => f.id))}`);
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

/***/ 52607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* binding */ reviewerWaivers),
/* harmony export */   Up: () => (/* binding */ ledgerJudges),
/* harmony export */   Yg: () => (/* binding */ reviewerRead),
/* harmony export */   Zh: () => (/* binding */ deriveLedger),
/* harmony export */   Zm: () => (/* binding */ reviewerReports),
/* harmony export */   o5: () => (/* binding */ reviewerAttempts),
/* harmony export */   ps: () => (/* binding */ reviewerOwed),
/* harmony export */   zZ: () => (/* binding */ ledgerReasons)
/* harmony export */ });
/* unused harmony export LEDGER_SCHEMA */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84466);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73219);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57604);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55164);





const LEDGER_SCHEMA = 'proofgate/review-ledger/1';
function outcome(a) {
    if (!a.record)
        return 'unfinished';
    if (a.record.deferred)
        return 'deferred';
    return a.record.returned && a.part ? 'returned' : 'failed';
}
/** Why a reviewer with a shell did not measure: it did not say it could run what it needed. */
function unmeasuredExecution(parts) {
    for (const c of parts) {
        const e = c.run?.execution;
        if (!e)
            return 'it holds a shell and did not report whether it could run what it needed (coverage.json run.execution)';
        if (e.available !== true)
            return `it holds a shell and could not run what it needed (execution available: ${String(e.available)}${e.refused.length ? `; refused: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(e.refused)}` : ''})`;
    }
    return undefined;
}
/**
 * The files a stopped part of the reviewer leaves unmeasured, each with that attempt and its stop.
 * A part that stopped and says so by leaving files owed keeps what it completed (everything proved
 * is kept); one that accounts for every file it was asked and still says it stopped contradicts
 * itself, and vouches for none of them until a later attempt of the reviewer accounts for each
 * again. Per file, not per attempt: parts of several units merged one merge at a time are several
 * attempts, and a later unit's clean part says nothing of the files another unit's part stopped on.
 * What a part was asked: the files of its units (its record's, else its files') no earlier attempt
 * had accounted for.
 */
function stoppedFiles(scope, returned) {
    const unitOf = new Map(scope.files.map((f) => [f.path, f.unit]));
    const marked = new Map();
    const before = new Set();
    for (const [k, a] of returned.entries()) {
        const { items, run } = a.part.coverage;
        const accounted = new Set(items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .accountedFor */ .i4).map((i) => i.path));
        if (run && run.stop !== 'completed') {
            const units = new Set(a.asked ?? items.map((i) => unitOf.get(i.path)));
            const asked = scope.files.filter((f) => units.has(f.unit) && !before.has(f.path)).map((f) => f.path);
            if (asked.every((p) => accounted.has(p)))
                for (const p of asked)
                    marked.set(p, { n: a.n, stop: run.stop });
        }
        else
            for (const p of accounted)
                if ((marked.get(p)?.n ?? a.n) < a.n)
                    marked.delete(p);
        // The parts of one attempt (a merge) were asked at once: what one accounts for was not done before another.
        if (returned[k + 1]?.n !== a.n)
            for (const b of returned.filter((x) => x.n === a.n))
                for (const i of b.part.coverage.items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .accountedFor */ .i4))
                    before.add(i.path);
    }
    return marked;
}
/** The attempts of `reviewer` that returned a part, oldest first. */
const returnedBy = (attempts, reviewer) => attempts.filter((a) => a.reviewer === reviewer && outcome(a) === 'returned').sort((a, b) => a.n - b.n);
/**
 * The selected files a reviewer waived with a reason in its returned parts and completed in none,
 * each with its latest reason: accounted for, but not read by it. What another reviewer read
 * never stands in its place: each reviewer owes its own reading (or a person's acknowledgement).
 */
function waivedUnread(returned) {
    const items = returned.flatMap((a) => a.part.coverage.items);
    const read = new Set(items.filter((i) => i.outcome === 'completed').map((i) => i.path));
    return new Map(items.filter((i) => i.outcome === 'waived' && (0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .accountedFor */ .i4)(i) && !read.has(i.path)).map((i) => [i.path, i.reason]));
}
/** Why a reviewer with no attempt of its own is outstanding: a run of no one reviewer, when there was one, speaks for none. */
function neverStarted(attempts) {
    const forAll = [...new Set(attempts.filter((a) => a.reviewer === undefined).map((a) => String(a.n)))];
    return forAll.length
        ? `never started: no run of its own (attempt(s) ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(forAll)} played every reviewer, and speak for none)`
        : 'never started';
}
/** ` (unit(s) U2, U3)`: the units holding these files, when the scope cut it into several (a matrix job each). */
function unitsNote(scope, paths) {
    if (new Set(scope.files.map((f) => f.unit)).size < 2)
        return '';
    const owed = new Set(paths);
    const units = [...new Set(scope.files.filter((f) => owed.has(f.path)).map((f) => f.unit))];
    return units.length ? ` (unit(s) ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(units)})` : '';
}
/**
 * The collection barrier: every reviewer the scope dispatched, in exactly one state, derived from
 * its attempts. Returned means its parts are in hand and complete every selected file, each read by
 * it or, waived, acknowledged by a person (`acknowledged`); anything else keeps the review
 * incomplete, and a state is never inferred from silence: a reviewer that has not ended is
 * outstanding, not failed.
 */
function deriveLedger(scope, attempts, acknowledged = new Set()) {
    const selected = scope.files.map((f) => f.path);
    const reviewers = scope.reviewers.map((r) => {
        const mine = attempts.filter((a) => a.reviewer === r.id).sort((a, b) => a.n - b.n);
        // A merge that took several of its parts (one per unit of a matrix) is one attempt of it.
        const views = mine
            .filter((a, i) => i === 0 || mine[i - 1].n !== a.n)
            .map((a) => ({
            attempt: a.n,
            outcome: outcome(a),
            ...(a.record ? { startedAt: a.record.startedAt, durationMs: a.record.durationMs } : {}),
            ...(a.record?.reasons.length ? { reasons: a.record.reasons } : {}),
        }));
        const back = returnedBy(mine, r.id);
        const returned = back.map((a) => a.part);
        const completed = new Set(returned.flatMap((p) => p.coverage.items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .accountedFor */ .i4).map((i) => i.path)));
        const owed = selected.filter((p) => !completed.has(p));
        const unread = waivedUnread(back);
        const waived = selected.filter((p) => unread.has(p)).length;
        const base = {
            id: r.id,
            attempts: views,
            files: { asked: selected.length, completed: selected.length - owed.length, ...(waived ? { waived } : {}) },
            findings: returned.reduce((n, p) => n + p.findings.length, 0),
            durationMs: views.reduce((n, v) => n + (v.durationMs ?? 0), 0),
        };
        const last = mine.at(-1);
        if (!last)
            return { ...base, state: 'outstanding', reason: neverStarted(attempts) };
        const stopped = stoppedFiles(scope, back);
        if (owed.length === 0 && stopped.size) {
            const [first] = [...stopped.values()].sort((a, b) => a.n - b.n);
            return {
                ...base,
                state: 'unmeasured',
                reason: `attempt ${first.n} stopped before the end (run.stop: ${first.stop})${unitsNote(scope, [...stopped.keys()])}: a stopped review is never clean`,
            };
        }
        if (owed.length === 0) {
            const execution = r.shell ? unmeasuredExecution(returned.map((p) => p.coverage)) : undefined;
            if (execution)
                return { ...base, state: 'unmeasured', reason: execution };
            const unseen = selected.filter((p) => unread.has(p) && !acknowledged.has(p));
            if (unseen.length === 0)
                return { ...base, state: 'returned' };
            return {
                ...base,
                state: 'unmeasured',
                reason: `${unseen.length} selected file(s) waived, not read${unitsNote(scope, unseen)}: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(unseen)}; it owes each until it completes it (--resume asks it again) or a person looks at it and acknowledges it (--acknowledge PATH)`,
            };
        }
        const lastOutcome = outcome(last);
        const why = last.record?.reasons[0];
        if (lastOutcome === 'unfinished')
            return { ...base, state: 'outstanding', reason: last.waiting ?? `attempt ${last.n} started and has not ended` };
        if (lastOutcome === 'deferred')
            return { ...base, state: 'deferred', reason: why ?? `attempt ${last.n} was stood down before it started` };
        if (lastOutcome === 'failed')
            return { ...base, state: 'failed', reason: `attempt ${last.n}: ${why ?? 'it returned no valid part'}` };
        return {
            ...base,
            state: 'unmeasured',
            reason: `${owed.length} selected file(s) not completed${unitsNote(scope, owed)}: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(owed)}`,
        };
    });
    return { schema: LEDGER_SCHEMA, scopeSha256: scope.scopeSha256, complete: reviewers.every((r) => r.state === 'returned'), reviewers };
}
/** One line per reviewer that keeps the review incomplete, naming it and why. */
function ledgerReasons(ledger) {
    const missing = ledger.reviewers.filter((r) => r.state !== 'returned');
    if (missing.length === 0)
        return [];
    return [
        `${missing.length} of ${ledger.reviewers.length} reviewer(s) did not return and measure: ${missing.map((r) => `${r.id} (${r.state}: ${r.reason ?? ''})`).join('; ')}`,
    ];
}
/** Whether a ledger judges the scope's reviewers: it dispatches each its own run, and has some. */
const ledgerJudges = (scope) => scope.dispatch === 'each' && scope.reviewers.length > 0;
/** What each attempt of the review folder says about the scope's reviewers; one that names none is kept without a reviewer. */
async function reviewerAttempts(paths, scope) {
    const ids = new Set(scope.reviewers.map((r) => r.id));
    const out = [];
    const partOf = async (folder) => {
        const loaded = await (0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPart */ .AX)((0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .partPaths */ .gN)(paths, folder), scope);
        return 'problems' in loaded ? undefined : loaded;
    };
    const view = (part) => part && { coverage: part.coverage, findings: part.findings };
    for (const a of (await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptRecords */ .W8)(paths)).filter((r) => r.scopeSha256 === scope.scopeSha256)) {
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(paths.folder, _folder_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewFolder */ .B.attempts, String(a.attempt));
        const record = (returned, reasons = a.reasons) => ({
            startedAt: a.startedAt,
            durationMs: a.durationMs,
            reasons,
            returned,
            ...(a.deferred ? { deferred: true } : {}),
        });
        if (a.kind === 'merge') {
            // A part of no one reviewer (merged before review merge refused them here) speaks for none.
            if ((a.reviewers ?? [null]).includes(null))
                out.push({ n: a.attempt });
            // A merge that never ended took none of its parts: each reviewer's stays outstanding.
            const ended = a.ended !== false;
            for (const [k, reviewer] of (a.reviewers ?? []).entries())
                if (reviewer !== null && ids.has(reviewer))
                    out.push({
                        n: a.attempt,
                        reviewer,
                        ...(ended ? { record: record(true), part: view(await partOf((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'parts', String(k + 1)))) } : {}),
                    });
            continue;
        }
        // A run that names no reviewer (one run for all, a unit's part) speaks for none of them, but
        // says proofgate ran: every reviewer without a run of its own is then outstanding.
        if (a.reviewer === undefined) {
            out.push({ n: a.attempt });
            continue;
        }
        if (!ids.has(a.reviewer))
            continue;
        const ended = a.ended !== false;
        // A part is the review's only once `review merge` took it.
        const pending = a.part && a.reasons.length === 0 ? `attempt ${a.attempt}'s part awaits \`review merge\`` : undefined;
        const part = a.merged ? await partOf(folder) : undefined;
        out.push({
            n: a.attempt,
            reviewer: a.reviewer,
            ...(pending ? { waiting: pending } : ended ? { record: record(a.merged) } : {}),
            ...(part ? { part: view(part) } : {}),
            asked: a.units,
        });
    }
    return out;
}
/**
 * The findings `reviewer` reported in the parts it returned, oldest first: its own words, which a
 * merged finding of the review may not hold (it keeps one reporter's).
 */
const reviewerReports = (attempts, reviewer) => returnedBy(attempts, reviewer).flatMap((a) => a.part.findings);
/**
 * The selected files `reviewer` itself read in the parts it returned: completed (not waived),
 * less those a stopped part of it left unmeasured (stoppedFiles). What another reviewer read says
 * nothing of what this one would still find.
 */
function reviewerRead(scope, attempts, reviewer) {
    const returned = returnedBy(attempts, reviewer);
    const stopped = stoppedFiles(scope, returned);
    return new Set(returned.flatMap((a) => a.part.coverage.items.filter((i) => i.outcome === 'completed' && !stopped.has(i.path)).map((i) => i.path)));
}
/**
 * What `--resume` asks a reviewer for: the selected files it has not completed in the parts it
 * returned, those it waived (waivedUnread), and those a stopped part of it left unmeasured
 * (stoppedFiles).
 */
function reviewerOwed(scope, attempts, reviewer) {
    const returned = returnedBy(attempts, reviewer);
    const completed = new Set(returned.flatMap((a) => a.part.coverage.items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .accountedFor */ .i4).map((i) => i.path)));
    const owed = scope.files.map((f) => f.path).filter((p) => !completed.has(p));
    return new Set([...owed, ...waivedUnread(returned).keys(), ...stoppedFiles(scope, returned).keys()]);
}
/** Each selected file some reviewer waived and did not read, with who waived it and why, in scope and dispatch order. */
function reviewerWaivers(scope, attempts) {
    const byReviewer = scope.reviewers.map((r) => [r.id, waivedUnread(returnedBy(attempts, r.id))]);
    const out = new Map();
    for (const { path } of scope.files) {
        const theirs = byReviewer.flatMap(([reviewer, w]) => (w.has(path) ? [{ reviewer, reason: w.get(path) }] : []));
        if (theirs.length)
            out.set(path, theirs);
    }
    return out;
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

const HABITS = [
    [/^[+-]/m, "a line starts with + or -: if that is the diff's prefix, leave it out (the file holds no such character)"],
    [/^\s*L?\d+\s*[:|]/m, 'a line starts with a line number (`12:`, `12|`, `L12:`): leave it out'],
    [/^\s*(```|~~~)/m, 'a Markdown fence is part of the quote: leave it out'],
    [/^\s*(…|\.{3})\s*$|…/m, 'an ellipsis stands for lines left out: quote every line in between, or fewer lines'],
];
/** What a quote not located should change: the habits it shows, and more lines when it was found in several places. */
function requoteAdvice(f) {
    const habits = HABITS.filter(([re]) => re.test(f.existing_code)).map(([, says]) => says);
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

/***/ 93360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ treeReason),
/* harmony export */   Ib: () => (/* binding */ HELD_SHOWN),
/* harmony export */   OK: () => (/* binding */ checkoutIntegrity),
/* harmony export */   aU: () => (/* binding */ treeIntegrity),
/* harmony export */   hh: () => (/* binding */ changedTracked),
/* harmony export */   hiddenAdvice: () => (/* binding */ hiddenAdvice),
/* harmony export */   kW: () => (/* binding */ agentTreeReason),
/* harmony export */   unsealable: () => (/* binding */ unsealable)
/* harmony export */ });
/* unused harmony export cleanedAdvice */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _git_sealed_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50335);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);







/** The paths of `git status -z` entries, a rename's old path as its own entry. */
function statusPaths(out) {
    const tok = out.split('\0');
    const paths = [];
    for (let i = 0; i < tok.length; i++) {
        const t = tok[i];
        if (t.length < 4)
            continue;
        paths.push(t.slice(3));
        if (t[0] === 'R' || t[0] === 'C')
            paths.push(tok[++i]);
    }
    return paths;
}
/**
 * Index entries git status does not look at: assume-unchanged (a lowercase tag) and skip-worktree
 * (`S`, `s`), as `git ls-files -v -s -z` lists them. Anyone who can write the index can set either
 * bit on an edited file, and git status says nothing. Also the paths a merge (or a rebase, a
 * cherry-pick, a stash applied) left unresolved (`M`, once each): the index holds their
 * conflicting versions, the tree their conflict markers. The listing is the whole index, read
 * record by record: an entry with another tag (nearly all of them) is dropped by its first byte, unread.
 */
async function unwatched(repo, held) {
    const entries = [];
    const unmerged = new Set();
    const under = held && Buffer.from(held.folder === '' ? '' : `${held.folder}/`, 'utf8');
    await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.scanRecords)(repo.root, ['ls-files', '-v', '-s', '-z'], (record) => {
        if (held && under) {
            // Only a path under the folder is decoded: the rest of the index is passed over by its bytes.
            const at = record.indexOf(9) + 1;
            if (at > 0 && record.subarray(at, at + under.length).equals(under)) {
                const path = record.subarray(at).toString('utf8');
                if (held.kept(path) && held.count++ < HELD_SHOWN)
                    held.paths.push(path);
            }
        }
        const tag = String.fromCharCode(record[0] ?? 0);
        const conflict = tag.toUpperCase() === 'M';
        if (!conflict && tag.toUpperCase() !== 'S' && tag === tag.toUpperCase())
            return;
        const m = /^\S (\d+) ([0-9a-f]+) \d\t([\s\S]+)$/.exec(record.toString('utf8'));
        if (!m)
            return;
        if (conflict)
            unmerged.add(m[3]);
        else
            entries.push({ path: m[3], mode: m[1], oid: m[2], skip: tag.toUpperCase() === 'S', assumed: tag !== tag.toUpperCase() });
    });
    return { entries, unmerged: [...unmerged] };
}
/**
 * Tracked paths whose working-tree file differs from the head or the index: git status, a hash of
 * each entry git status was told not to look at, and the bytes as they are of every tracked file
 * (editedAsIs). A skip-worktree entry absent from the tree (a sparse checkout) is not there to
 * differ, unless `sparse` is false (tests that ran on part of the head did not run on the head);
 * every other one must hold its blob, a link its target.
 */
async function readTracked(repo, { sparse = true } = {}) {
    const [out, { edited, unseen, outOfCone }, asIs] = await Promise.all([
        // A submodule's changes count, whatever .gitmodules (the pull request's) or the config says to
        // ignore; a file untracked in one is no more code under review than one untracked here.
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=no', '--ignore-submodules=untracked']),
        unwatchedEdits(repo, sparse),
        editedAsIs(repo),
    ]);
    // An entry behind an index bit whose edit only its bytes as they are show is named with its bit too.
    const hidden = [...new Set([...edited, ...unseen.filter((h) => asIs.has(h.path))])];
    const shown = new Set([...statusPaths(out), ...hidden.map((h) => h.path)]);
    // A name that is not UTF-8 (decoded with U+FFFD) has no shell word that writes it again: named, with no command.
    const cleaned = [...asIs].filter((p) => !shown.has(p) && !p.includes('\uFFFD'));
    return { changed: [...new Set([...shown, ...asIs])], outOfCone, hidden: hidden.map(hiddenEdit), cleaned };
}
/**
 * The tracked files whose bytes as they are are not the blob the index holds, where git status calls
 * them modified or git's own checkout of that blob would write other bytes (checkedOutOtherwise, as
 * uat's check): git status compares a file only after git's clean step, and a filter (one of
 * `.git/info/attributes` too), `ident` or a line-end conversion takes an edit of the same size back
 * to the blob. Every tracked file is hashed, not only those git's stat data calls changed: once git
 * status has cleaned such an edit to the blob, it records the file's new stat data as unchanged.
 */
async function editedAsIs(repo) {
    const [{ files, byBytes }, modified] = await Promise.all([
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.indexedFiles)(repo.root),
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.withIndexCopy)(repo.root, (env) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.modifiedFiles)(repo.root, env)),
    ]);
    const edited = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.checkedOutOtherwise)(repo.root, files, modified);
    // git takes paths on stdin as text: a name that is not UTF-8 is hashed here, and must hold its blob.
    const sizes = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.objectInfo)(repo.root, byBytes.map((f) => f.oid));
    const unlike = byBytes.filter((f) => (0,_git_sealed_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readIfBlob */ .n)(repo.root, f.path, f.oid, sizes.get(f.oid)?.size ?? -1) === null);
    return new Set([...edited.map((f) => f.path), ...unlike.map((f) => f.path.toString('utf8'))]);
}
/** A link whose target is the blob `oid` holds (a link's blob is its target). */
const linkHolds = (root, path, oid) => (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.blobId)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path), 'buffer'), (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.formatOf)(oid)) === oid;
/** The entries git status does not look at whose working-tree file is not what the index holds (see readTracked). */
async function unwatchedEdits(repo, sparse, held) {
    const { entries: listed, unmerged } = await unwatched(repo, held);
    const entry = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, path), { throwIfNoEntry: false });
    const hidden = listed.filter((h) => h.mode !== '160000');
    const files = hidden.filter((h) => h.mode !== '120000' && entry(h.path)?.isFile());
    const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.hashFiles)(repo.root, files.map((h) => h.path), { write: false });
    const hashed = new Map(files.map((h, i) => [h, oids[i]]));
    const outOfCone = new Map();
    const holds = (h) => {
        const at = entry(h.path);
        if (!at) {
            if (h.skip && h.mode !== '120000')
                outOfCone.set(h.path, h.oid);
            return h.skip && sparse;
        }
        if (h.mode === '120000')
            return at.isSymbolicLink() && linkHolds(repo.root, h.path, h.oid);
        return hashed.get(h) === h.oid;
    };
    return { edited: hidden.filter((h) => !holds(h)), unseen: hidden, outOfCone, unmerged };
}
function hiddenEdit(h) {
    return { path: h.path, bits: [...(h.assumed ? ['assume-unchanged'] : []), ...(h.skip ? ['skip-worktree'] : [])] };
}
/**
 * What a working-tree seal cannot take, from one listing of the index: tracked files edited behind
 * an index bit (assume-unchanged, or skip-worktree on a file present), which git status and git
 * diff take for what the index holds, so a review of the working tree would not see the edit (a
 * sparse checkout's absent file is no edit); and the files a merge left unresolved.
 */
async function unsealable(repo, reviewFolder) {
    const held = reviewFolder === undefined
        ? undefined
        : { folder: reviewFolder, kept: (path) => reviewFolder === '' || !_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.isOwn(path, reviewFolder), paths: [], count: 0 };
    const { edited, unmerged } = await unwatchedEdits(repo, true, held);
    return { hidden: edited.map(hiddenEdit), unresolved: unmerged, inReviewFolder: { paths: held?.paths ?? [], count: held?.count ?? 0 } };
}
/** The files of the review folder named, at most: the first ones say what it is. */
const HELD_SHOWN = 10;
/** A path as one shell word: single-quoted unless plainly safe, every invisible character shown. */
const shellWord = (path) => (/^[\w./@%+=:,-]+$/.test(path) ? path : `'${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(path).replaceAll("'", `'\\''`)}'`);
const HIDDEN_SHOWN = 10;
/** The first paths of a command line (HIDDEN_SHOWN), as shell words. */
const shellWords = (paths) => paths.slice(0, HIDDEN_SHOWN).map(shellWord).join(' ');
/** The paths an index bit hides from git status, and the command that clears it, per set of bits. */
function hiddenAdvice(hidden) {
    const byBits = new Map();
    for (const h of hidden)
        byBits.set(h.bits.join(' '), [...(byBits.get(h.bits.join(' ')) ?? []), h.path]);
    return [...byBits]
        .map(([bits, paths]) => {
        const flags = bits.split(' ').map((b) => `--no-${b}`);
        // As many paths as the list names (git ls-files -v shows the rest: a lowercase tag, or S).
        const more = paths.length > HIDDEN_SHOWN ? `, and so for the other ${paths.length - HIDDEN_SHOWN} (git ls-files -v)` : '';
        const named = flags.length > 1 ? `${bits.split(' ').join(' and ')} bits hide` : `${bits} bit hides`;
        return `git status does not show ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(paths)}, as the index's ${named} the edit: clear it (git update-index ${flags.join(' ')} -- ${shellWords(paths)}${more})`;
    })
        .join('; ');
}
/**
 * The paths whose edit git's clean step hides from git status (editedAsIs), and how to write them
 * again: git checkout takes such a file for up to date and leaves it as it is, so it is removed first.
 */
function cleanedAdvice(paths) {
    const more = paths.length > HIDDEN_SHOWN ? `, and so for the other ${paths.length - HIDDEN_SHOWN} (the gate's JSON lists them: tree.cleaned)` : '';
    const words = shellWords(paths);
    return `git status does not show ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)([...paths])}, as git's clean step (a filter, \`ident\` or a line-end conversion) takes the edit back to the blob git holds: write it again from git (rm -- ${words} && git checkout -- ${words}${more})`;
}
/** The tracked paths whose working-tree file differs from the head or the index (`readTracked`). */
async function changedTracked(repo, options = {}) {
    return (await readTracked(repo, options)).changed;
}
/** The tracked paths that differ, or clean: the paths an index bit or git's clean step hides from git status kept with them. */
function dirtyOf(tracked, changed, cleaned) {
    if (!changed.length)
        return { state: 'clean', detail: [] };
    const dirty = new Set(changed);
    const hidden = tracked.hidden.filter((h) => dirty.has(h.path));
    const shown = cleaned.filter((p) => dirty.has(p));
    return { state: 'dirty', detail: changed.sort(), ...(hidden.length ? { hidden } : {}), ...(shown.length ? { cleaned: shown } : {}) };
}
/** A reading git could not make is unchecked, never clean: git's own words, its first line (the reason is one line). */
async function reading(read) {
    try {
        return await read();
    }
    catch (err) {
        const message = err instanceof Error ? err.message.trim().split('\n')[0] : String(err);
        return { state: 'unchecked', detail: [(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(message)] };
    }
}
/**
 * The working tree read when the gate grades, not before the run: a clean reading ages, and a
 * process left running can change the tree after every check passed. Clean when no tracked file
 * differs from the head the review answers (proofgate's own folder aside), and, for a review of the
 * working tree, every selected file is still what the scope sealed. Untracked files (a test
 * report, downloaded parts, a cache) are not the code under review and are not counted; git's
 * derivation of the scope names a new file of a working-tree review. Read before an agent starts
 * too (sealedTreeProblems): the agent reads the files as they are.
 */
async function treeIntegrity(repo, scope, folder) {
    // This review's own folder, where proofgate writes: other tracked files under the review root are code like any other.
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repo.root, folder).split('\\').join('/');
    const own = rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? undefined : rel;
    return reading(async () => {
        // A tree that matches another commit is no answer for the sealed one (`--head` names what the verdict answers, not what is checked out).
        const [checkedOut, tracked] = await Promise.all([(0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['rev-parse', '--verify', 'HEAD']), readTracked(repo)]);
        if (checkedOut.trim() !== scope.refs.headSha)
            return { state: 'moved', detail: [checkedOut.trim()] };
        let changed = tracked.changed.filter((p) => own === undefined || !(0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.inFolder)(p, own));
        let cleaned = tracked.cleaned;
        if (scope.refs.workspace) {
            // The change itself is in the working tree: what was sealed may differ from HEAD, as sealed.
            const sealed = new Set([...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]);
            // A file that is no longer a regular file (a FIFO, a folder, a link, gone) is edited, and never opened.
            const at = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repo.root, path), { throwIfNoEntry: false });
            const files = scope.files.filter((f) => f.kind === 'file');
            const present = files.filter((f) => at(f.path)?.isFile() === true);
            // Its bytes as they are: a selected file's were its sealed blob (else the scope made it a person's),
            // and git's clean step could take an edit back to that blob.
            const oids = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.hashFiles)(repo.root, present.map((f) => f.path), { write: false, filters: false }).catch(() => present.map(() => '?'));
            const hashed = new Map(present.map((f, i) => [f.path, oids[i]]));
            // A sealed file outside a sparse checkout's cone is not on disk: the index holds it, and must hold what was sealed
            // (anyone who can write the index can set skip-worktree, so the bit alone excuses nothing).
            const holds = (f) => (hashed.get(f.path) ?? tracked.outOfCone.get(f.path)) === f.blob;
            // A selected link must still point where it did when sealed: the agent reads what it points to.
            const links = scope.files.filter((f) => f.kind === 'symlink' && !(at(f.path)?.isSymbolicLink() && linkHolds(repo.root, f.path, f.blob)));
            const edited = [...files.filter((f) => !holds(f)), ...links].map((f) => f.path);
            changed = [...new Set([...changed.filter((p) => !sealed.has(p)), ...edited])];
            // A sealed file written again from git would be HEAD's, not what was sealed: no such advice for it.
            cleaned = cleaned.filter((p) => !sealed.has(p));
        }
        return dirtyOf(tracked, changed, cleaned);
    });
}
/**
 * Whether every tracked file is what git holds for the commit checked out, read as the gate reads a
 * tree (readTracked), the paths `aside` names left out (what proofgate removes before the agent
 * starts): test-review's tree, which holds no change of its own, the agent reading it from disk.
 */
async function checkoutIntegrity(repo, aside) {
    return reading(async () => {
        const tracked = await readTracked(repo);
        return dirtyOf(tracked, tracked.changed.filter((p) => !aside(p)), tracked.cleaned);
    });
}
/**
 * Why no agent may start on this tree, or undefined when it is clean: the tracked files that are not
 * what git holds for `head` (the commit checked out), named (a list's cap, then a count), with what
 * hides an edit from git status and how to write each file again; `then` is the caller's next step.
 */
function agentTreeReason(t, head, then) {
    if (t.state === 'unchecked')
        return `the work tree could not be checked before the agent started: ${t.detail[0] ?? ''}`;
    if (t.state === 'moved')
        return `the checkout moved to ${t.detail[0]?.slice(0, 12) ?? '?'} while it was read: check out ${head} again`;
    if (t.state === 'clean' || !t.detail.length)
        return undefined;
    const hidden = t.hidden?.length ? `; ${hiddenAdvice(t.hidden)}` : '';
    const cleaned = t.cleaned?.length ? `; ${cleanedAdvice(t.cleaned)}` : '';
    return `${t.detail.length} tracked file(s) in the work tree are not what git holds for ${head.slice(0, 12)}, and the agent would read them as they are: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(t.detail)}${hidden}${cleaned}; restore them (git status --ignore-submodules=none), ${then}`;
}
/** Why the verdict cannot be clean, when the tree is not. */
function treeReason(t) {
    if (t.state === 'dirty') {
        // "git status" alone would show nothing of a file an index bit hides (the reason names the bit and what clears it),
        // nor of a submodule that `.gitmodules` or a config says to ignore (--ignore-submodules=none overrides both).
        const hidden = t.hidden?.length ? `${hiddenAdvice(t.hidden)}; then ` : '';
        const cleaned = t.cleaned?.length ? `${cleanedAdvice(t.cleaned)}; then ` : '';
        return `the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(t.detail)}; ${hidden}${cleaned}restore it (git status --ignore-submodules=none), then gate again`;
    }
    if (t.state === 'moved')
        return `the checkout is at ${t.detail[0]?.slice(0, 12) ?? '?'}, not the sealed head (tree integrity: moved), so the evidence may not answer the code here; check out the sealed head, then gate again`;
    if (t.state === 'unchecked')
        return `the working tree could not be checked at grading (tree integrity: unchecked): ${t.detail[0] ?? ''}`;
    return undefined;
}


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
    const whose = named.length ? ` (${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_0__/* .nameList */ .OD)(named)})` : '';
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
