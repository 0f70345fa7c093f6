export const id = 8863;
export const ids = [8863];
export const modules = {

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
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(25376);











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
    const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_10__/* .reviewGate */ .Ew)(options);
    const { scope, paths } = gate;
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(options.cwd);
    const moved = await movedReasons(repo, scope);
    const file = paths.file('continue');
    if (moved.length) {
        const doc = { schema: CONTINUE_SCHEMA, id: gate.id, scopeSha256: scope.scopeSha256, status: 'moved', moved };
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonAtomic */ .ZJ)(file, doc);
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
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonAtomic */ .ZJ)(file, doc);
    const lines = [
        `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
    ];
    if (units.length)
        lines.push(`units: ${units.join(', ')}`);
    lines.push(...gate.reasons.map((r) => `- ${r}`));
    return { exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.EXIT.ok, lines, json: doc };
}


/***/ }),

/***/ 25376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zY: () => (/* binding */ CLEAN_MEANS),
  HN: () => (/* binding */ gateLines),
  Ew: () => (/* binding */ reviewGate)
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
    const shown = (0,neutralise/* visible */.RK)(file);
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
    let text;
    try {
        text = await (0,files/* readTextCapped */.XS)(abs, JUNIT_MAX_BYTES);
    }
    catch (err) {
        return fail(`cannot be read (${err.code ?? (0,errors.describeError)(err)})`);
    }
    if (text === null)
        return fail('is larger than 64 MiB');
    try {
        const c = await countJUnit(text, shown);
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
    const shown = (0,neutralise/* visible */.RK)(name);
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
    const headline = `${(0,neutralise/* visible */.RK)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
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


/***/ })

};
