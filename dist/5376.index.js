export const id = 5376;
export const ids = [5376];
export const modules = {

/***/ 31631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ anchorFindings),
/* harmony export */   lE: () => (/* binding */ redactFinding),
/* harmony export */   nT: () => (/* binding */ isOpen),
/* harmony export */   zJ: () => (/* binding */ describeAnchor)
/* harmony export */ });
/* unused harmony export LineIndex */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53326);


const normalise = (line) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
const NL = 10;
/** UTF-8 bytes (as latin1) of every whitespace that \\s matches beyond space, tab and line ends: VT, FF, NBSP, U+1680, U+2000-200A, U+2028/9, U+202F, U+205F, U+3000, BOM. */
const EXOTIC_SPACES = [
    '\v',
    '\f',
    '\xc2\xa0',
    '\xe1\x9a\x80',
    ...Array.from({ length: 11 }, (_, i) => `\xe2\x80${String.fromCharCode(0x80 + i)}`),
    '\xe2\x80\xa8',
    '\xe2\x80\xa9',
    '\xe2\x80\xaf',
    '\xe2\x81\x9f',
    '\xe3\x80\x80',
    '\xef\xbb\xbf',
].map((s) => Buffer.from(s, 'latin1'));
const [SP, TAB, CR] = [32, 9, 13];
/** A token standing this often or less is a cheap enough handle: stop looking for a rarer one. */
const RARE_ENOUGH = 2;
/**
 * A file's bytes, searched without decoding or normalising the whole file:
 * the quote's first line is found through its rarest token (native
 * Buffer.indexOf), and only the lines where that token stands are decoded and
 * compared, whitespace normalised. Reading every byte in JavaScript would cost
 * more than git takes to hand the file over.
 */
class LineIndex {
    buf;
    starts;
    regular;
    constructor(buf) {
        this.buf = buf;
    }
    /**
     * True when every line's normalised form is simply its trimmed text: no
     * whitespace run inside a line other than one space, and no exotic space.
     * Then a normalised first line can be searched verbatim (one native scan);
     * otherwise the token search below, which is exact for any whitespace.
     */
    isRegular() {
        this.regular ??= this.scanRegular();
        return this.regular;
    }
    /**
     * One pass over the bytes: a whitespace run between two words of a line must
     * be exactly one space; a byte that may start an exotic space (VT, FF, or a
     * UTF-8 lead byte) sends the file to the exact byte-sequence check.
     */
    scanRegular() {
        const b = this.buf;
        let word = false;
        let run = 0;
        let odd = false;
        let suspect = false;
        for (let i = 0; i < b.length; i++) {
            const c = b[i];
            if (c === NL) {
                word = false;
                run = 0;
                odd = false;
            }
            else if (c === SP || c === TAB || c === CR) {
                if (word) {
                    run++;
                    if (c !== SP || run > 1)
                        odd = true;
                }
            }
            else {
                if (run > 0 && odd)
                    return false;
                if (c >= 0x80 || c === 11 || c === 12)
                    suspect = true;
                word = true;
                run = 0;
                odd = false;
            }
        }
        return !suspect || !EXOTIC_SPACES.some((seq) => b.includes(seq));
    }
    /** Line starts where the quote's first line stands verbatim, alone on its line (regular files only). */
    verbatimStarts(first) {
        const b = this.buf;
        const needle = Buffer.from(first, 'utf8');
        const starts = [];
        for (let at = b.indexOf(needle); at >= 0; at = b.indexOf(needle, at + 1)) {
            let s = at;
            while (s > 0 && (b[s - 1] === SP || b[s - 1] === TAB || b[s - 1] === CR))
                s--;
            if (s > 0 && b[s - 1] !== NL)
                continue;
            let e = at + needle.length;
            while (e < b.length && (b[e] === SP || b[e] === TAB || b[e] === CR))
                e++;
            if (e < b.length && b[e] !== NL)
                continue;
            starts.push(s);
        }
        return starts;
    }
    /** 1-based line number of a byte offset (line starts counted once per file, on first need). */
    lineNumber(offset) {
        if (!this.starts) {
            const starts = [0];
            for (let i = this.buf.indexOf(NL); i >= 0; i = this.buf.indexOf(NL, i + 1))
                starts.push(i + 1);
            this.starts = starts;
        }
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    }
    /** Occurrences of `token`, stopping once there are more than `limit`. */
    count(token, limit) {
        let n = 0;
        for (let at = this.buf.indexOf(token); at >= 0 && n <= limit; at = this.buf.indexOf(token, at + token.length))
            n++;
        return n;
    }
    /**
     * The quote's lines match the file's lines from the line starting at `start`. Each byte
     * compared is charged to `budget`; false once it is spent (the caller reports that).
     */
    matchesAt(start, q, budget) {
        let at = start;
        for (const line of q) {
            if (at > this.buf.length)
                return false;
            const nl = this.buf.indexOf(NL, at);
            const end = nl < 0 ? this.buf.length : nl;
            budget.bytes -= end - at + 1;
            if (budget.bytes < 0)
                return false;
            if (normalise(this.buf.toString('utf8', at, end)) !== line)
                return false;
            at = end + 1;
        }
        return true;
    }
    /**
     * Where the quote stands as whole consecutive lines, whitespace normalised.
     * Lines are 1-based; blank lines around the quote do not count.
     */
    locate(quote) {
        const q = quote.split(/\r?\n/).map(normalise);
        while (q.length && q[0] === '')
            q.shift();
        while (q.length && q[q.length - 1] === '')
            q.pop();
        if (q.length === 0)
            return { status: 'unlocated', reason: 'the quote is blank' };
        const starts = this.isRegular() ? this.verbatimStarts(q[0]) : this.tokenStarts(q[0]);
        const hits = [];
        // Comparing lines at every place the first line stands is quadratic when a long quote repeats
        // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
        // that needs more is ambiguous, never located.
        const budget = { bytes: 2 * this.buf.length + 2 * Buffer.byteLength(quote) + 4096 };
        for (const start of starts) {
            if (!this.matchesAt(start, q, budget)) {
                if (budget.bytes < 0)
                    return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES), tooMany: true };
                continue;
            }
            const line = this.lineNumber(start);
            hits.push({ start: line, end: line + q.length - 1 });
        }
        if (hits.length === 1)
            return { status: 'located', ...hits[0] };
        if (hits.length > 1)
            return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES) };
        return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
    }
    /** Line starts of every line holding the first line's rarest token: a superset of the matches, for any whitespace. */
    tokenStarts(first) {
        // Every token of the first line must stand in the file; the rarest is the cheapest handle.
        const tokens = [...new Set(first.split(' '))]
            .sort((a, b) => b.length - a.length)
            .slice(0, 8)
            .map((t) => Buffer.from(t));
        let best;
        let bestCount = Infinity;
        for (const t of tokens) {
            const n = this.count(t, RARE_ENOUGH * 8);
            if (n === 0)
                return [];
            if (n < bestCount)
                [best, bestCount] = [t, n];
            if (n <= RARE_ENOUGH)
                break;
        }
        const starts = [];
        for (let at = this.buf.indexOf(best); at >= 0; at = this.buf.indexOf(best, at + 1)) {
            const start = at === 0 ? 0 : this.buf.lastIndexOf(NL, at - 1) + 1;
            if (starts[starts.length - 1] !== start)
                starts.push(start);
        }
        return starts;
    }
}
const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix', 'suggestion'];
/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
function redactFinding(f) {
    const out = { ...f };
    for (const k of QUOTED_FIELDS)
        if (typeof out[k] === 'string')
            out[k] = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(out[k]);
    return out;
}
/**
 * Locates every finding's quote in the head version, read from git objects by
 * the blob ids the scope sealed (never the work tree). Symlinks and submodules
 * cannot be quoted.
 */
async function anchorFindings(root, scope, findings) {
    const byPath = new Map(scope.files.map((f) => [f.path, f]));
    const wanted = [
        ...new Set(findings
            .map((f) => byPath.get(f.path))
            .filter((f) => f?.kind === 'file')
            .map((f) => f.blob)),
    ];
    const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__.readObjects)(root, wanted);
    const indexes = new Map();
    const indexFor = (blob) => {
        if (!indexes.has(blob)) {
            const data = blobs.get(blob)?.data;
            indexes.set(blob, data ? new LineIndex(data) : null);
        }
        return indexes.get(blob);
    };
    return findings.map((f) => {
        const file = byPath.get(f.path);
        let anchor;
        if (!file)
            anchor = { status: 'unlocated', reason: 'not a selected file of the scope' };
        else if (file.kind !== 'file')
            anchor = { status: 'unlocated', reason: `a ${file.kind} is not quotable` };
        else {
            const index = indexFor(file.blob);
            anchor = index
                ? index.locate(f.existing_code)
                : {
                    status: 'unlocated',
                    reason: `the head version (blob ${file.blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0`,
                };
        }
        return { ...redactFinding(f), anchor };
    });
}
function isOpen(f) {
    return f.disposition !== 'refuted';
}
function describeAnchor(a) {
    if (a.status === 'located')
        return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
    if (a.status === 'ambiguous' && a.tooMany)
        return `ambiguous: too many places to compare${a.candidates.length ? ` (first at lines ${a.candidates.map((c) => c.start).join(', ')})` : ''}`;
    if (a.status === 'ambiguous')
        return `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
    return `unlocated: ${a.reason}`;
}


/***/ }),

/***/ 25376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ CLEAN_MEANS),
  gateLines: () => (/* binding */ gateLines),
  reviewGate: () => (/* binding */ reviewGate)
});

// UNUSED EXPORTS: VERDICT_EXIT

// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(10308);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/review/anchor.ts
var review_anchor = __webpack_require__(31631);
// EXTERNAL MODULE: ./src/review/provenance.ts
var provenance = __webpack_require__(84877);
// EXTERNAL MODULE: ./src/review/intent.ts
var review_intent = __webpack_require__(53068);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/files.ts
var files = __webpack_require__(18140);
;// CONCATENATED MODULE: ./src/review/junit.ts

const count = (v) => {
    const n = Number(v);
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
};
const children = (n, tag) => (Array.isArray(n[tag]) ? n[tag] : []);
/**
 * Counts a JUnit report fail-closed: a report that is not well-formed XML (a run cut off while
 * writing) is refused, testcases are counted wherever they nest, and a failure or an error counts
 * whether the report states it as a testcase's child or only in a suite's attributes.
 */
async function countJUnit(text, file) {
    const { XMLParser, XMLValidator } = await __webpack_require__.e(/* import() */ 5824).then(__webpack_require__.bind(__webpack_require__, 75824));
    const valid = XMLValidator.validate(text);
    if (valid !== true)
        throw new errors.ProofgateError(`${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
    const parser = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '',
        attributesGroupName: '$',
        parseAttributeValue: false,
        parseTagValue: false,
        processEntities: false,
        isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
    });
    const root = parser.parse(text);
    const suites = [...children(root, 'testsuites').flatMap((s) => children(s, 'testsuite')), ...children(root, 'testsuite')];
    if (suites.length === 0)
        throw new errors.ProofgateError(`${file} is not a JUnit report: no <testsuite> element`);
    const cases = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    // What suites state in their attributes: the top-level sum, and the largest any nested suite states.
    const top = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    const anyOne = { failures: 0, errors: 0 };
    const walk = (suite, depth) => {
        const a = suite.$ ?? {};
        if (depth === 0) {
            top.tests += count(a.tests);
            top.failures += count(a.failures);
            top.errors += count(a.errors);
            top.skipped += count(a.skipped) + count(a.disabled);
        }
        anyOne.failures = Math.max(anyOne.failures, count(a.failures));
        anyOne.errors = Math.max(anyOne.errors, count(a.errors));
        for (const tc of children(suite, 'testcase')) {
            cases.tests++;
            if (children(tc, 'failure').length)
                cases.failures++;
            else if (children(tc, 'error').length)
                cases.errors++;
            else if (children(tc, 'skipped').length)
                cases.skipped++;
        }
        for (const nested of children(suite, 'testsuite'))
            walk(nested, depth + 1);
    };
    for (const suite of suites)
        walk(suite, 0);
    // Testcases are counted; a suite's own attributes can only add failures, never hide them.
    return {
        tests: cases.tests || top.tests,
        failures: Math.max(cases.failures, top.failures, anyOne.failures),
        errors: Math.max(cases.errors, top.errors, anyOne.errors),
        skipped: Math.max(cases.skipped, top.skipped),
    };
}

;// CONCATENATED MODULE: ./src/review/tests-gate.ts






const JUNIT_MAX_BYTES = 64 * 1024 * 1024;
const shortSha = (sha) => sha.slice(0, 12);
/**
 * A JUnit report answers the head only when this checkout is the head: HEAD is the sealed commit,
 * no tracked file is changed, and the report itself is not part of the repository (a committed
 * report is the change's own claim about itself, not a run).
 */
async function fromJUnit(repo, scope, file, cwd) {
    const sha = scope.refs.headSha;
    const shown = (0,neutralise.visible)(file);
    const fail = (why) => ({ passed: false, source: 'junit', sha, line: `JUnit report ${shown}: ${why}` });
    const abs = (0,external_node_path_.resolve)(cwd, file);
    const rel = (0,external_node_path_.relative)(repo.root, abs).split('\\').join('/');
    if (!rel.startsWith('..') && (await (0,git/* raw */.lS)(repo, ['ls-files', '-z', '--', rel])) !== '')
        return fail('it is committed in the repository, so it is a claim of the change, not a test run');
    if (!scope.refs.workspace) {
        const head = await (0,git/* resolveCommit */.WL)(repo, 'HEAD', 'head');
        if (head !== sha)
            return fail(`the checkout is at ${shortSha(head)}, the scope's head is ${shortSha(sha)}: the tests ran on another commit`);
        const changed = await (0,git/* raw */.lS)(repo, ['status', '--porcelain=v1', '-z', '--untracked-files=no']);
        if (changed !== '')
            return fail(`tracked files are changed in the checkout, so the tests did not run on ${shortSha(sha)}`);
    }
    const read = await (0,files/* readRegular */.VX)(repo.root, abs, JUNIT_MAX_BYTES);
    if (read.status === 'missing')
        return fail('there is no such file');
    if (read.status === 'refused')
        return fail(read.reason);
    if (read.status === 'too-large')
        return fail('is larger than 64 MiB');
    try {
        const c = await countJUnit(read.bytes.toString('utf8'), shown);
        const counts = `${c.tests} test(s), ${c.failures} failed, ${c.errors} error(s), ${c.skipped} skipped`;
        if (c.tests === 0)
            return fail(`${counts}: no test ran`);
        const passed = c.failures === 0 && c.errors === 0;
        return { passed, source: 'junit', sha, line: `JUnit report ${shown} at ${shortSha(sha)}: ${counts}` };
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
    const what = `${found.kind === 'check-run' ? 'check run' : 'commit status'} ${shown} at ${shortSha(sha)}`;
    const extra = { source: found.kind, ...(found.url ? { url: found.url } : {}) };
    if (found.kind === 'check-run' && found.status !== 'completed')
        return fail(`still ${found.status} at ${shortSha(sha)}`, extra);
    if (found.conclusion !== 'success')
        return { passed: false, sha, line: `${what}: ${found.conclusion ?? found.status}`, ...extra };
    return { passed: true, sha, line: `${what}: success`, ...extra };
}
/** The optional test gate: undefined when no source was named. */
async function testsAtHead(repo, scope, o, cwd) {
    if (o.junit !== undefined && o.check !== undefined)
        throw new errors.ProofgateError('name one test source: a JUnit report or a check, not both');
    if (o.junit !== undefined)
        return fromJUnit(repo, scope, o.junit, cwd);
    if (o.check !== undefined)
        return fromCheck(scope, o.check, o.checks);
    return undefined;
}

// EXTERNAL MODULE: ./src/review/evidence.ts
var evidence = __webpack_require__(73219);
;// CONCATENATED MODULE: ./src/review/gate.ts









const VERDICT_EXIT = { clean: errors.EXIT.ok, findings: errors.EXIT.findings, incomplete: errors.EXIT.incomplete };
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
function coverageReasons(scope, coverage) {
    const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
    const paths = scope.files.map((f) => f.path);
    const unaccounted = paths.filter((p) => !items.has(p));
    const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
    const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
    const unexplained = waived.filter((p) => !items.get(p).reason?.trim());
    const reasons = [];
    if (unaccounted.length)
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,evidence/* nameList */.OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,evidence/* nameList */.OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,evidence/* nameList */.OD)(unexplained)}`);
    if (coverage?.run && coverage.run.stop !== 'completed')
        reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
    for (const unit of coverage ? (0,evidence/* abandonedUnits */.QY)(coverage) : [])
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
 * The sealed intent must be the one in the folder, and an open finding's `claim` must be words the
 * intent says: a spec-compliance finding cannot rest on a claim nobody made.
 */
async function claimReasons(paths, scope, findings) {
    const claiming = findings.filter((f) => f.claim !== undefined && (0,review_anchor/* isOpen */.nT)(f));
    if (!scope.intent)
        return claiming.length
            ? [`${claiming.length} finding(s) quote a claim, but the scope sealed no intent: ${(0,evidence/* nameList */.OD)(claiming.map((f) => f.id))}`]
            : [];
    const intent = await (0,review_intent.loadIntent)(paths, scope.intent);
    if ('problem' in intent)
        return [intent.problem];
    const unsaid = claiming.filter((f) => !(0,review_intent.intentSays)(intent.text, f.claim));
    return unsaid.length
        ? [
            `${unsaid.length} finding(s) claim words the intent does not say: ${(0,evidence/* nameList */.OD)(unsaid.map((f) => f.id))}; quote the intent word for word`,
        ]
        : [];
}
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,evidence/* reviewPaths */.xF)(options.cwd, options.id, options.dir);
    const scope = await (0,evidence/* loadScope */.h9)(paths);
    const [coverage, findings] = await Promise.all([(0,evidence/* loadCoverage */.b2)(paths, scope), (0,evidence/* loadFindings */.fk)(paths, scope)]);
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
        const repo = await (0,git/* openRepo */.B8)(options.cwd);
        anchored = (await (0,review_anchor/* anchorFindings */.Cz)(repo.root, scope, findings.data.findings)).map((f) => ({ ...f, provenance: (0,provenance/* provenance */.a)(f, scope) }));
        const notAnchored = anchored.filter((f) => (0,review_anchor/* isOpen */.nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,evidence/* nameList */.OD)(notAnchored.map((f) => `${f.id} (${(0,review_anchor/* describeAnchor */.zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !f.evidence?.trim());
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,evidence/* nameList */.OD)(noEvidence.map((f) => f.id))}`);
    }
    reasons.push(...(await claimReasons(paths, scope, anchored)));
    const tests = options.tests && (await testsAtHead(await (0,git/* openRepo */.B8)(options.cwd), scope, options.tests, options.cwd));
    if (tests && !tests.passed)
        reasons.push(`the tests did not pass at the head: ${tests.line}`);
    const open = anchored.filter(review_anchor/* isOpen */.nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    const headline = `${(0,neutralise.visible)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
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
        ...(tests ? { tests } : {}),
        headline,
        paths,
    };
}
/** What a person reads: the headline, then each reason (or what clean means). */
function gateLines(r) {
    // A failed test gate is one of the reasons; a passed one says what vouches for it.
    const tests = r.tests?.passed ? [`tests: ${r.tests.line}`] : [];
    if (r.verdict === 'incomplete')
        return [r.headline, ...tests, ...r.reasons.map((x) => `- ${x}`)];
    if (r.verdict === 'clean')
        return [r.headline, ...tests, CLEAN_MEANS];
    return [r.headline, ...tests];
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

/***/ 53326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   XF: () => (/* binding */ REDACTED)
/* harmony export */ });
/* unused harmony export redactDeep */
/**
 * The redaction floor: credential-shaped values in text we quote become
 * [REDACTED] before the text leaves the tool. It is a floor, not a scanner: a
 * secret of no recognisable shape can pass. Redact before truncating or escaping.
 */
const REDACTED = '[REDACTED]';
// A token starts after a non-word character, or after what only looks like a word
// character: the `m` closing an ANSI colour, or an escape like `\n` / `\u001b` in JSON.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\x1b\[[0-9;]*m|\\u[0-9a-fA-F]{4}\[[0-9;]*m|\\[nrt])`;
const token = (body, flags = 'g') => new RegExp(`${START}${body}(?![A-Za-z0-9_])`, flags);
// Each pattern is bounded (no nested quantifiers over the same class) to stay linear on hostile input.
const SHAPES = [
    // Private key blocks, also unterminated (to the end of the text).
    /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    // GitHub tokens.
    token('(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36,251}'),
    token('github_pat_[0-9A-Za-z_]{22,255}'),
    // Cloud and SaaS keys.
    token('(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'),
    token('AIza[\\w-]{35}'),
    token('(?:sk|rk|pk)_(?:test|live|prod)_[0-9A-Za-z]{10,99}'),
    token('npm_[0-9A-Za-z]{36}'),
    token('glpat-[\\w-]{20,}'),
    token('SG\\.[\\w-]{22}\\.[\\w-]{43}'),
    token('sk-ant-(?:api|admin)\\d{2}-[\\w-]{80,120}'),
    token('sk-(?:proj|svcacct|admin)-[\\w-]{20,200}'),
    token('sk-[A-Za-z0-9]{32,64}'),
    token('do[opr]_v1_[a-f0-9]{64}'),
    token('xox[abposre]-[0-9A-Za-z-]{10,250}'),
    token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+', 'gi'),
    /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{20,80}/g,
    // JSON Web Tokens.
    token('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*'),
];
// `scheme://user:password@host`: keep scheme, user and host, drop the password.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@"'`]{1,100}:)([^\s@/"'`]{1,200})(@)/gi;
// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `Authorization: token x`.
const AUTH_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:basic|bearer|token|digest)\s+)([^\s"'`,;]{4,})/gi;
const BEARER = /\b(bearer\s+)([A-Za-z0-9._~+/=-]{8,})/gi;
// Values of credential-named keys: `api_key = "…"`, `"password": "…"`, `SECRET_TOKEN=…`.
const CREDENTIAL_KEY = /((?:[A-Za-z0-9_.-]{0,40}?)(?:passw(?:or)?d|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|auth)(?:[A-Za-z0-9_.-]{0,40}?)\\?["']?\s*(?::|=|:=|=>)\s*)(\\?["']?)([^\s"'`,;}{)\\]{4,})/gi;
function redactValue(value) {
    // Placeholders and references are not secrets: `$VAR`, `${{ secrets.X }}`, `<token>`, `process.env.X`.
    return !/^(?:\$|<|\{|process\.env|os\.environ|env\.|secrets\.|[*x.]+$|REDACTED)/i.test(value) && !/^\[REDACTED\]/.test(value);
}
// Every pattern above needs one of these literals: text with none of them is returned as is.
const MAY_HOLD_SECRET = /gh[pousr]_|github_pat_|A3T|AKIA|ASIA|ABIA|ACCA|AIza|_(?:test|live|prod)_|npm_|glpat-|SG\.|sk-|_v1_|xox|xapp-|hooks\.slack|eyJ|-----BEGIN|:\/\/|authoriz|bearer|passw|secret|token|key|credential|auth/i;
function redact(text) {
    if (!MAY_HOLD_SECRET.test(text))
        return text;
    let out = text;
    for (const shape of SHAPES)
        out = out.replace(shape, REDACTED);
    out = out.replace(URL_CREDENTIALS, (_m, head, pw, at) => pw.startsWith('$') ? `${head}${pw}${at}` : `${head}${REDACTED}${at}`);
    out = out.replace(AUTH_HEADER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(BEARER, (_m, head) => `${head}${REDACTED}`);
    out = out.replace(CREDENTIAL_KEY, (m, head, quote, value) => redactValue(value) ? `${head}${quote}${REDACTED}` : m);
    return out;
}
/** Redacts every string inside a JSON-like value (keys kept). */
function redactDeep(value) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map(redactDeep);
    if (value && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = redactDeep(v);
        return out;
    }
    return value;
}


/***/ })

};
