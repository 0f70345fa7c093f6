export const id = 9770;
export const ids = [9770];
export const modules = {

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDocument: () => (/* binding */ checkDocument),
/* harmony export */   hk: () => (/* binding */ annotations),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME)
/* harmony export */ });
/* unused harmony exports CHECK_SCHEMA, CHECK_TEXT_MAX, ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16764);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23377);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84877);



const CHECK_SCHEMA = 'proofgate/review-check/1';
const DEFAULT_CHECK_NAME = 'proofgate review';
/** GitHub's limits: output summary and text 65,535 each; 50 annotations per request; message 64 KB; title 255. */
const CHECK_TEXT_MAX = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
const LEVEL = {
    critical: 'failure',
    high: 'failure',
    medium: 'warning',
    low: 'notice',
};
const CONCLUSION = { clean: 'success', findings: 'failure', incomplete: 'failure' };
/** Every open, located finding as an annotation, most severe first. */
function annotations(r) {
    return (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open)
        .filter((f) => f.anchor.status === 'located')
        .map((f) => {
        const a = f.anchor;
        return {
            path: f.path,
            start_line: a.start,
            end_line: a.end,
            annotation_level: LEVEL[f.severity],
            title: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(`${f.severity} ${f.category}: ${f.id}`, 255).slice(0, 255),
            message: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)([
                f.content,
                f.evidence && `Evidence: ${f.evidence}`,
                f.consequence && `Consequence: ${f.consequence}`,
                (0,_provenance_js__WEBPACK_IMPORTED_MODULE_2__/* .describeProvenance */ .h)(f.provenance),
            ]
                .filter(Boolean)
                .join('\n\n'), 60_000),
            raw_details: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(f.existing_code, 60_000),
        };
    });
}
/** The check document of `review gate --emit-check`: a `github` block shaped as a check run. */
function checkDocument(r, name = DEFAULT_CHECK_NAME) {
    const all = annotations(r);
    const open = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .bySeverity */ .Np)(r.open);
    return {
        schema: CHECK_SCHEMA,
        verdict: r.verdict,
        exitCode: r.exitCode,
        totalAnnotations: all.length,
        github: {
            name,
            head_sha: r.scope.refs.headSha,
            external_id: `proofgate-review:${r.id}:${r.scope.scopeSha256}`,
            status: 'completed',
            conclusion: CONCLUSION[r.verdict],
            output: {
                title: `${r.verdict}: coverage ${r.coverage.completed}/${r.coverage.selected}, ${r.open.length} open finding(s)`,
                summary: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHeadSections */ .o$)(r).join('\n\n'), CHECK_TEXT_MAX),
                text: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .Z)(open.length ? open.map(_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSection */ .Ux).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
                annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
            },
        },
    };
}


/***/ }),

/***/ 19770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/review/gate.ts + 2 modules
var gate = __webpack_require__(25376);
// EXTERNAL MODULE: ./src/review/check.ts
var check = __webpack_require__(34920);
// EXTERNAL MODULE: ./src/review/render-gate.ts
var render_gate = __webpack_require__(16764);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/review/identity.ts
var identity = __webpack_require__(84232);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/review/provenance.ts
var provenance = __webpack_require__(84877);
;// CONCATENATED MODULE: ./src/review/sarif.ts





const LEVEL = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
/** What each category asks a reader to check; every rule code scanning shows needs a description and help. */
const CATEGORY_HELP = {
    correctness: {
        title: 'The code does not do what it is meant to',
        help: 'Check the quoted lines against the behaviour the change intends: off-by-one, wrong condition, wrong value.',
    },
    security: {
        title: 'The change weakens a trust boundary',
        help: 'Check who controls the inputs of the quoted lines and what they can reach: injection, authorisation, secrets, unsafe defaults.',
    },
    'data-loss': {
        title: 'Data can be lost or corrupted',
        help: 'Check the writes of the quoted lines: partial writes, deletes without a guard, lost updates.',
    },
    concurrency: {
        title: 'Concurrent use breaks the code',
        help: 'Check shared state and ordering around the quoted lines: races, deadlocks, missing awaits.',
    },
    performance: {
        title: 'The code is slower than it needs to be',
        help: 'Check the cost of the quoted lines as the input grows: quadratic loops, repeated work, unbounded memory.',
    },
    'error-handling': {
        title: 'A failure is not handled',
        help: 'Check what happens when the quoted lines fail: swallowed errors, missing cleanup, misleading messages.',
    },
    compatibility: {
        title: 'Existing callers or data break',
        help: 'Check who depends on the quoted lines: changed signatures, formats, defaults or platforms.',
    },
    maintainability: {
        title: 'The code is harder to change safely',
        help: 'Check the quoted lines for duplication, hidden coupling or names that mislead the next reader.',
    },
    testing: {
        title: 'The change is not tested where it matters',
        help: 'Check that a test fails without the quoted lines and passes with them.',
    },
    documentation: {
        title: 'Documentation no longer matches the code',
        help: 'Check the docs, comments and messages that describe the quoted lines.',
    },
};
// GitHub maps security-severity to its own levels: > 9.0 critical, 7.0–8.9 high, 4.0–6.9 medium, below low.
const SECURITY_SEVERITY = { critical: '9.5', high: '8.0', medium: '5.5', low: '2.0' };
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
/**
 * One rule per category; security findings get one rule per severity, because code scanning reads
 * `security-severity` from the rule, not the result.
 */
function ruleId(f) {
    return f.category === 'security' ? `security/${f.severity}` : f.category;
}
function rules() {
    return Object.keys(CATEGORY_HELP).flatMap((category) => {
        const { title, help } = CATEGORY_HELP[category];
        const rule = (id, extra) => ({
            id,
            name: id.replace(/[/-](\w)/g, (_, c) => c.toUpperCase()),
            shortDescription: { text: title },
            fullDescription: { text: `${title}. A ${category} finding of a proofgate review, anchored to a verbatim quote of the head commit.` },
            help: { text: help, markdown: help },
            ...extra,
        });
        if (category !== 'security')
            return [rule(category, { properties: { tags: ['proofgate', category] } })];
        return SEVERITIES.map((s) => rule(`security/${s}`, {
            properties: { tags: ['proofgate', 'security'], precision: 'high', 'security-severity': SECURITY_SEVERITY[s] },
        }));
    });
}
/** A repository path as a URI reference: each segment percent-encoded (spaces, `#`, `%`, non-ASCII). */
function pathUri(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
/**
 * A stable fingerprint per finding: the finding's identity across reviews (path, category, quote),
 * then its rank among findings with that same identity, so two findings on one quote stay two.
 */
function fingerprints(findings) {
    const groups = new Map();
    for (const f of findings) {
        const key = (0,identity/* findingIdentity */.A)(f);
        groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    const out = new Map();
    for (const [key, group] of groups) {
        const ranked = [...group].sort((a, b) => (a.content < b.content ? -1 : a.content > b.content ? 1 : a.id < b.id ? -1 : 1));
        ranked.forEach((f, i) => out.set(f, `${(0,hash/* sha256 */.sc)(key)}:${i + 1}`));
    }
    return out;
}
/** SARIF 2.1.0 for code scanning: each open, located finding. */
function sarif(r) {
    const located = (0,render_gate/* bySeverity */.Np)(r.open).filter((f) => f.anchor.status === 'located');
    const prints = fingerprints(located);
    const results = located.map((f) => {
        const a = f.anchor;
        return {
            ruleId: ruleId(f),
            level: LEVEL[f.severity],
            message: {
                text: [f.content, f.evidence && `Evidence: ${f.evidence}`, (0,provenance/* describeProvenance */.h)(f.provenance)].filter(Boolean).join('\n\n'),
            },
            locations: [{ physicalLocation: { artifactLocation: { uri: pathUri(f.path) }, region: { startLine: a.start, endLine: a.end } } }],
            partialFingerprints: { 'proofgateFinding/v2': prints.get(f) },
            properties: {
                severity: f.severity,
                confidence: f.confidence,
                disposition: f.disposition,
                id: f.id,
                ...(f.provenance.reviewer ? { reviewer: f.provenance.reviewer } : {}),
                ...(f.provenance.pass ? { pass: f.provenance.pass } : {}),
                basis: f.provenance.basis,
                ...(f.provenance.ran ? { ran: f.provenance.ran } : {}),
                ...(f.rule ? { rule: f.rule } : {}),
                ...(f.provenance.controls.length ? { controls: f.provenance.controls } : {}),
            },
        };
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'proofgate', version: version/* VERSION */.x, rules: rules() } },
                automationDetails: { id: `proofgate-review/${r.id}` },
                results,
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/review/gate-command.ts





/** The gate with its optional documents: the check file and SARIF. */
async function gateCommand(o) {
    const result = await (0,gate/* reviewGate */.Ew)(o);
    const lines = (0,gate/* gateLines */.HN)(result);
    const files = {};
    if (o.emitCheck) {
        files.check = (0,external_node_path_.resolve)(o.cwd, o.emitCheck);
        await (0,text_files/* writeJsonAtomic */.ZJ)(files.check, (0,check.checkDocument)(result, o.checkName));
        lines.push(`check: ${files.check}`);
    }
    if (o.sarif) {
        files.sarif = (0,external_node_path_.resolve)(o.cwd, o.sarif);
        await (0,text_files/* writeJsonAtomic */.ZJ)(files.sarif, sarif(result));
        lines.push(`sarif: ${files.sarif}`);
    }
    const { scope: _scope, paths: _paths, ...json } = result;
    return { exitCode: result.exitCode, lines, json: { ...json, files }, result };
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

/***/ 84232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ findingIdentity)
/* harmony export */ });
/** A finding is the same finding across reviews when path, category and normalised quote agree: never line or id. */
function findingIdentity(f) {
    const quote = f.existing_code
        .split(/\r?\n/)
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter((l) => l !== '')
        .join('\n');
    return `${f.path}\u0000${f.category}\u0000${quote}`;
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

/***/ 16764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ gateSections),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   Ux: () => (/* binding */ findingSection),
/* harmony export */   o$: () => (/* binding */ gateHeadSections)
/* harmony export */ });
/* unused harmony export SEVERITY_ORDER */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25376);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31631);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84877);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);





const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];
const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' };
/** Most severe first, then by path and line, so the first 50 are the ones that matter. */
function bySeverity(findings) {
    const line = (f) => (f.anchor.status === 'located' ? f.anchor.start : Number.MAX_SAFE_INTEGER);
    return [...findings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        line(a) - line(b));
}
function findingSection(f) {
    return [
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.id)} in ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.path)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.content),
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdFence */ .F)(f.existing_code),
        ...(f.claim ? ['', `**Claim of the intent.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.claim)}`] : []),
        ...(f.evidence ? ['', `**Evidence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.evidence)}`] : []),
        ...(f.trigger ? ['', `**Trigger.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.trigger)}`] : []),
        ...(f.consequence ? ['', `**Consequence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.consequence)}`] : []),
        ...(f.fix ? ['', `**Fix.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.fix)}`] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_4__/* .describeProvenance */ .h)(f.provenance))}_`,
    ].join('\n');
}
/** The head of every report: verdict first, the coverage table, the reasons. */
function gateHeadSections(r) {
    const c = r.coverage;
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(r.id)}: **${r.verdict}**`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(r.headline),
        '',
        r.verdict === 'clean'
            ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .zY}._`
            : r.verdict === 'findings'
                ? 'The scope is fully covered and at least one finding is open.'
                : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head];
    if (r.tests)
        sections.push(`**Tests at the head.** ${r.tests.passed ? '✅ passed' : '❌ not passed'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(r.tests.line)}${r.tests.url ? ` (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(r.tests.url)})` : ''}`);
    if (r.reasons.length)
        sections.push(['### What is missing', '', ...r.reasons.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(x)}`)].join('\n'));
    if (r.open.length) {
        const counts = SEVERITY_ORDER.map((s) => [s, r.open.filter((f) => f.severity === s).length]).filter(([, n]) => n > 0);
        sections.push(['```mermaid', 'pie showData title Open findings by severity', ...counts.map(([s, n]) => `  "${s}" : ${n}`), '```'].join('\n'));
    }
    return sections;
}
/** Every section of the gate's report, in reading order. */
function gateSections(r) {
    const sections = gateHeadSections(r);
    const open = bySeverity(r.open);
    if (open.length)
        sections.push(`### Open findings (${open.length})`, ...open.map(findingSection));
    const refuted = r.findings.filter((f) => f.disposition === 'refuted');
    if (refuted.length)
        sections.push([
            '<details><summary>Refuted findings (' + refuted.length + ')</summary>',
            '',
            ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(f.path)}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)(f.refutation ?? f.content)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_4__/* .describeProvenance */ .h)(f.provenance))})`),
            '',
            '</details>',
        ].join('\n'));
    const excluded = r.scope.excluded;
    sections.push(excluded.length
        ? [
            '<details><summary>Excluded files (' + excluded.length + ')</summary>',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...excluded.slice(0, 500).map((e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(e.path)} | \`${e.reason}\` |`),
            ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []),
            '',
            '</details>',
        ].join('\n')
        : '_No file was excluded._');
    return sections;
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ fitBytes)
/* harmony export */ });
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and ends it with how many
 * characters were left out (`where` says where the rest is). Deterministic.
 * Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    let cut = Math.max(0, maxBytes - Buffer.byteLength(note(total)));
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    const newline = buf.lastIndexOf(0x0a, cut - 1);
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    return `${kept}${note(total - [...kept].length)}`;
}


/***/ })

};
