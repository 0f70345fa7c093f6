export const id = 2606;
export const ids = [2606,1331,8008,4502];
export const modules = {

/***/ 91331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STOP_BUDGET_MS: () => (/* binding */ STOP_BUDGET_MS),
/* harmony export */   handleStops: () => (/* binding */ handleStops),
/* harmony export */   onStop: () => (/* binding */ onStop),
/* harmony export */   onStopPublish: () => (/* binding */ onStopPublish),
/* harmony export */   stopReason: () => (/* binding */ stopReason),
/* harmony export */   untilStopped: () => (/* binding */ untilStopped),
/* harmony export */   workStopped: () => (/* binding */ workStopped)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * What runs when this process is told to stop (a cancelled job, a step's timeout-minutes: SIGINT,
 * then SIGTERM about 7.5 s later). First each cleanup, synchronously: it kills its agent and gives
 * back what it closed or lent (without it a copy's agent outlived a cancelled run and the folders
 * closed for it stayed closed), or releases a lock. Then, in a run with a stop handler
 * (`handleStops`: every action and CLI command), what says on GitHub that the run stopped before a
 * verdict, within STOP_BUDGET_MS, and the run's last words; then the exit, 128+signal. A bare
 * `process.exit` skipped every `finally` that completes the open check run (hazards 673, 674).
 */
const cleanups = new Set();
/** Cleanups that wait until the stop is said, just before the exit (a lock: the work that holds it is not over before). */
const lastCleanups = new Set();
const publishers = new Set();
/** What stops a process that does not handle them: a cancel's two, a closed terminal, a quit. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** Under the runner's grace between SIGINT and SIGTERM, so the stop is published before the second signal. */
const STOP_BUDGET_MS = 5000;
/** Commands whose normal end is a signal (`uat serve`: Ctrl-C stops it): the first one ends them, not the run. */
const ends = new Set();
let told;
/** The run's last words and exit, once told to stop: a second signal takes them at once, not after the stop is said. */
let finish;
let run;
let listening = false;
/** Set inside what publishes the stop: the only GitHub calls allowed once told to stop. */
const publishing = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Why the run was told to stop, once it was: `the run was cancelled (SIGINT)`. */
function stopReason() {
    return told ? `the run was cancelled (${told})` : undefined;
}
/** Told to stop, and this is the work in progress (not what publishes the stop): it must publish nothing more, no verdict. */
function workStopped() {
    return told !== undefined && publishing.getStore() === undefined;
}
function runAll(set) {
    for (const cleanup of set) {
        try {
            cleanup();
        }
        catch {
            // the next one still runs
        }
    }
}
function exit(signal) {
    runAll(lastCleanups);
    process.exit(128 + (node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal] ?? 15));
}
function stop(signal) {
    // A second signal (the runner's SIGTERM, a user's second ^C) ends the process at once.
    if (told)
        return finish ? finish(signal) : exit(signal);
    if (ends.size) {
        for (const end of ends)
            end();
        return ends.clear();
    }
    told = signal;
    runAll(cleanups);
    const last = run;
    if (!last)
        exit(signal);
    const why = stopReason();
    finish = (by) => {
        try {
            last(why);
        }
        finally {
            exit(by);
        }
    };
    // Whatever a publisher awaits (a GitHub that hangs), the process ends within the budget.
    setTimeout(() => finish(signal), STOP_BUDGET_MS);
    void publishing.run(true, () => Promise.allSettled([...publishers].map((p) => p(why)))).then(() => finish(signal));
}
function listen() {
    const wanted = run !== undefined || cleanups.size > 0 || lastCleanups.size > 0 || ends.size > 0;
    if (wanted === listening)
        return;
    for (const s of SIGNALS)
        if (wanted)
            process.on(s, stop);
        else
            process.off(s, stop);
    listening = wanted;
}
/**
 * Runs `cleanup` (synchronously) if the process is told to stop before the returned function is called: at
 * once, or (`last`) once the stop is said, just before the exit.
 */
function onStop(cleanup, when = 'first') {
    const set = when === 'first' ? cleanups : lastCleanups;
    set.add(cleanup);
    listen();
    return () => {
        set.delete(cleanup);
        listen();
    };
}
/**
 * Runs `publish` (what says on GitHub that the run stopped before its verdict) if the process is told to
 * stop before the returned function is called: only in a run with a stop handler, within STOP_BUDGET_MS.
 */
function onStopPublish(publish) {
    publishers.add(publish);
    return () => void publishers.delete(publish);
}
/**
 * The stop handler of one run (an action, a CLI command), until the returned function is called: a
 * signal ends it after its publishers and `last` (its outputs, summary or last line: synchronous, as
 * the process exits right after), never by the signal's default death, which skipped all of them.
 */
function handleStops(last) {
    run = last;
    listen();
    return () => {
        run = undefined;
        // What this run registered to say its stop goes with it (a process that runs one command after another).
        publishers.clear();
        listen();
    };
}
/** Resolves at the first signal, which then ends only the command that waits on it (`uat serve`), not as a cancel. */
function untilStopped() {
    return new Promise((resolve) => {
        ends.add(resolve);
        listen();
    });
}


/***/ }),

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ checkExternalId),
/* harmony export */   IF: () => (/* binding */ otherReviewOf),
/* harmony export */   hk: () => (/* binding */ annotations),
/* harmony export */   kD: () => (/* binding */ stoppedExternalId),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   sw: () => (/* binding */ checkDocument)
/* harmony export */ });
/* unused harmony exports CHECK_SCHEMA, CHECK_TEXT_MAX, ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16764);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23377);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84877);




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
            title: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(`${f.severity} ${f.category}: ${f.id}`), 255).slice(0, 255),
            message: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)([
                f.content,
                f.evidence && `Evidence: ${f.evidence}`,
                f.consequence && `Consequence: ${f.consequence}`,
                (0,_provenance_js__WEBPACK_IMPORTED_MODULE_3__/* .describeProvenance */ .h)(f.provenance),
            ]
                .filter(Boolean)
                .join('\n\n')), 60_000),
            raw_details: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.plainText)(f.existing_code), 60_000),
        };
    });
}
/** A check run is the same run across re-runs of one review of one scope. */
function checkExternalId(id, scopeSha256) {
    return `${EXTERNAL_PREFIX}${id}:${scopeSha256}`;
}
/** What every proofgate publisher's external id starts with (a review's, test-review's, any other product's). */
const PROOFGATE_PREFIX = 'proofgate-';
const EXTERNAL_PREFIX = `${PROOFGATE_PREFIX}review:`;
/**
 * The review another proofgate check run stands for, when it is not this one (review `id` over
 * `scopeSha256`): another id; or this id sealed over another scope whose run has not passed (matrix
 * legs sharing one id, a re-seal that leaves files out), which a clean run of this scope, the later
 * one GitHub shows, would hide. A rerun of the same scope, or another scope that passed, is none.
 * Another proofgate product's run (test-review's `proofgate-test-review:…`) is always another: its
 * verdict is of another kind, and a run of this review, the later one, would stand for it.
 */
function otherReviewOf(run, id, scopeSha256) {
    if (!run.externalId.startsWith(EXTERNAL_PREFIX))
        return run.externalId.startsWith(PROOFGATE_PREFIX) ? run.externalId.slice(PROOFGATE_PREFIX.length) : undefined;
    const cut = run.externalId.lastIndexOf(':');
    const named = run.externalId.slice(EXTERNAL_PREFIX.length, cut);
    if (named !== id)
        return named;
    const scope = run.externalId.slice(cut + 1);
    // A run of this review that stopped before sealing (stoppedExternalId) judged no scope: a later run supersedes it.
    return scope === scopeSha256 || scope === STOPPED || run.passed ? undefined : `${id} over scope ${scope.slice(0, 12)}`;
}
const STOPPED = 'stopped';
/** The external id of a run of review `id` that stopped before it had a scope to judge. */
function stoppedExternalId(id) {
    return `${EXTERNAL_PREFIX}${id}:${STOPPED}`;
}
/** The check document of `review gate --emit-check`: a `github` block shaped as a check run; `link` makes each finding's lines a link. */
function checkDocument(r, name = DEFAULT_CHECK_NAME, link) {
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
            external_id: checkExternalId(r.id, r.scope.scopeSha256),
            status: 'completed',
            conclusion: CONCLUSION[r.verdict],
            output: {
                title: `${r.verdict}: coverage ${r.coverage.completed}/${r.coverage.selected}, ${r.open.length} open finding(s)`,
                summary: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHeadSections */ .o$)(r).join('\n\n'), CHECK_TEXT_MAX),
                text: (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_2__/* .fitBytes */ .ZN)(open.length ? open.map((f) => (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSection */ .Ux)(f, link)).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
                annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
            },
        },
    };
}


/***/ }),

/***/ 74160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ SARIF_NOT_FOR_UPLOAD),
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
// EXTERNAL MODULE: ./src/review/gate.ts + 3 modules
var gate = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/review/check.ts
var check = __webpack_require__(34920);
// EXTERNAL MODULE: ./src/review/render-gate.ts
var render_gate = __webpack_require__(16764);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/links.ts
var links = __webpack_require__(74930);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
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
            // A readable name that is not the opaque id in any case (SARIF 3.49.7; validators compare them
            // ignoring case): `correctness` is CorrectnessFinding, `security/high` SecurityHighFinding.
            name: `${id.replace(/(?:^|[/-])(\w)/g, (_, c) => c.toUpperCase())}Finding`,
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
/**
 * The open, located findings as code scanning's alerts: one result for the findings of one identity
 * (path, category, quote) that show the same severity and disposition, fingerprinted by that identity
 * and what the group shows (`groupShows`, as the pull request review's comments are). No rank by
 * text, which a model writes anew on every run: a new finding, or one whose severity or disposition
 * changed, never takes another's alert (a dismissed one included); a reworded one keeps its own.
 */
function alerts(located) {
    const groups = new Map();
    for (const f of located) {
        const key = `${(0,identity/* findingIdentity */.AZ)(f)}\u0000${(0,identity/* findingShows */.aS)(f)}`;
        groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    return [...groups.values()].map((findings) => ({
        findings,
        print: (0,hash/* sha256 */.sc)(`${(0,identity/* findingIdentity */.AZ)(findings[0])}\u0000${(0,identity/* groupShows */.Ak)(findings)}`),
    }));
}
/**
 * Untrusted text for a SARIF message: plain text (controls shown as U+XXXX) whose every square
 * bracket is escaped, so none opens an embedded link (§3.11.6: `[text](target)` in a plain-text
 * message is one, which a viewer may show as a link), with a backslash run before a bracket
 * doubled, so no reader takes the escape for an escaped backslash.
 */
function sarifText(text) {
    // The lookbehind starts the run at its first backslash only: without it a long run with no bracket
    // after it was scanned from each of its backslashes, quadratic (hazard #658).
    return (0,neutralise.plainText)(text).replace(/(?<!\\)(\\*)([[\]])/g, '$1$1\\$2');
}
/**
 * SARIF 2.1.0 for code scanning: each open, located finding, in its alert (`alerts`). An incomplete review says so in its
 * invocation (`executionSuccessful: false`, each reason an error notification): its results are not
 * a complete analysis. Code scanning ignores that field, so the action never offers such a file for
 * upload (review-gate's `sarif-file` output). No `automationDetails`: the category is the uploader's
 * (upload-sarif's `category` fills it only when the file has none). `informationUri`: where this
 * proofgate is published, when the caller knows (an action knows its repository; a local run does not).
 */
function sarif(r, informationUri) {
    const located = (0,render_gate/* bySeverity */.Np)(r.open).filter((f) => f.anchor.status === 'located');
    const results = alerts(located).map(({ findings, print }) => {
        const f = findings[0];
        const a = f.anchor;
        const text = (g) => [g.content, g.evidence && `Evidence: ${g.evidence}`, (0,provenance/* describeProvenance */.h)(g.provenance)].filter(Boolean).join('\n\n');
        return {
            ruleId: ruleId(f),
            level: LEVEL[f.severity],
            message: {
                // Every finding of the alert in its message, each under its id when there are more.
                text: sarifText(findings.length === 1 ? text(f) : findings.map((g) => `Finding ${g.id}: ${text(g)}`).join('\n\n---\n\n')),
            },
            locations: [{ physicalLocation: { artifactLocation: { uri: (0,links/* urlPath */.Lx)(f.path) }, region: { startLine: a.start, endLine: a.end } } }],
            partialFingerprints: { 'proofgateFinding/v3': print },
            properties: {
                severity: f.severity,
                confidence: f.confidence,
                disposition: f.disposition,
                id: f.id,
                ...(findings.length > 1 ? { ids: findings.map((g) => g.id) } : {}),
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
                tool: { driver: { name: 'proofgate', version: version/* VERSION */.x, ...(informationUri ? { informationUri } : {}), rules: rules() } },
                invocations: [
                    {
                        executionSuccessful: r.verdict !== 'incomplete',
                        ...(r.verdict === 'incomplete'
                            ? {
                                toolExecutionNotifications: r.reasons.map((reason) => ({
                                    level: 'error',
                                    message: { text: sarifText(`incomplete review: ${reason}`) },
                                })),
                            }
                            : {}),
                    },
                ],
                results,
            },
        ],
    };
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/review/sarif-limits.ts

/**
 * Code scanning keeps the top 5,000 results of a run by severity and drops the rest without a word
 * (past 25,000 it refuses the file): an upload of more is not the review's findings.
 */
const SARIF_MAX_RESULTS = 5_000;
/**
 * Code scanning refuses an upload over 10 MB gzipped (413, after the agent ran): counted as
 * 10,000,000 bytes, less 5% for what the uploader adds (provenance, category) before it compresses.
 */
const SARIF_MAX_GZIP_BYTES = 9_500_000;
/**
 * Why code scanning would not hold this SARIF whole, or undefined when it would. Measured as the
 * uploader sends it: compact JSON, gzipped at zlib's default level.
 */
function sarifUnfit(doc) {
    const results = doc.runs.reduce((n, run) => Math.max(n, run.results.length), 0);
    if (results > SARIF_MAX_RESULTS)
        return `its ${results.toLocaleString('en-US')} results are past the ${SARIF_MAX_RESULTS.toLocaleString('en-US')} code scanning keeps of a run (it drops the rest by severity)`;
    const bytes = (0,external_node_zlib_.gzipSync)(JSON.stringify(doc)).length;
    if (bytes > SARIF_MAX_GZIP_BYTES)
        return `it is ${(bytes / 1e6).toFixed(1)} MB gzipped, past the 10 MB code scanning accepts (it refuses the upload)`;
    return undefined;
}

// EXTERNAL MODULE: ./src/review/verify.ts
var verify = __webpack_require__(75643);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(26781);
// EXTERNAL MODULE: ./src/review/evidence.ts
var evidence = __webpack_require__(73219);
// EXTERNAL MODULE: ./src/review/lock.ts
var lock = __webpack_require__(79129);
;// CONCATENATED MODULE: ./src/review/gate-command.ts










/** An incomplete verdict says first why this run's attempt gave nothing (once). */
function withContext(r, context) {
    if (r.verdict !== 'incomplete' || !context?.length || r.cause)
        return r;
    return { ...r, cause: context, reasons: [...context, ...r.reasons] };
}
/**
 * Writes the documents of the verdict. One that cannot be written (a folder or a link committed at
 * its path) makes the verdict incomplete, naming it, and never stops the gate before it publishes;
 * those already written said the earlier verdict, so they are written again.
 */
async function writeDocuments(cwd, documents, graded, context) {
    let result = graded;
    const unwritten = new Set();
    const repo = documents.length ? await (0,git.openRepo)(cwd) : undefined;
    for (let pending = documents; pending.length; pending = documents.filter((d) => !unwritten.has(d))) {
        const problems = [];
        for (const d of pending) {
            const problem = (await (0,verify/* codeAt */.LT)(repo, result.scope, d.path)) ?? (await (0,text_files/* writeJsonOrReason */.l$)(cwd, d.path, d.render(result)));
            if (problem) {
                unwritten.add(d);
                problems.push(`${d.what} was not written: ${problem}`);
            }
        }
        if (!problems.length)
            break;
        result = withContext((0,gate.incompleteWith)(result, problems), context);
    }
    const files = {};
    for (const d of documents)
        if (!unwritten.has(d))
            files[d.key] = d.path;
    return { result, files };
}
const SARIF_NOT_FOR_UPLOAD = 'the SARIF is not for code scanning, which would not hold every open finding';
/** The gate with its optional documents (the check file and SARIF), under the review folder's lock: one may be written there. */
async function gateCommand(o) {
    return (0,lock/* withReviewLock */.K)((0,evidence.reviewPaths)(o.cwd, o.id, o.dir), 'review gate', () => gateWithDocuments(o));
}
async function gateWithDocuments(o) {
    const documents = [
        ...(o.emitCheck
            ? [
                {
                    key: 'check',
                    what: 'the check document',
                    path: (0,external_node_path_.resolve)(o.cwd, o.emitCheck),
                    render: (r) => (0,check/* checkDocument */.sw)(r, o.checkName),
                },
            ]
            : []),
        ...(o.sarif
            ? [{ key: 'sarif', what: 'the SARIF', path: (0,external_node_path_.resolve)(o.cwd, o.sarif), render: (r) => sarif(r, o.toolUri) }]
            : []),
    ];
    const graded = await (0,gate.reviewGate)({ ...o, writes: documents.map((d) => d.path) });
    const { result, files } = await writeDocuments(o.cwd, documents, withContext(graded, o.context), o.context);
    // A SARIF code scanning would cut or refuse is still written (it is the whole), and said so: no upload of it is the review's findings.
    const unfit = files.sarif ? sarifUnfit(sarif(result, o.toolUri)) : undefined;
    const lines = [
        ...(0,gate.gateLines)(result),
        ...Object.entries(files).map(([key, path]) => `${key}: ${path}`),
        ...(unfit ? [`warning: ${SARIF_NOT_FOR_UPLOAD}: ${unfit}`] : []),
    ];
    const { scope: _scope, paths: _paths, ...json } = result;
    return { exitCode: result.exitCode, lines, json: { ...json, files }, result, files, ...(unfit ? { sarifUnfit: unfit } : {}) };
}


/***/ }),

/***/ 53068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INTENT_MAX_BYTES: () => (/* binding */ INTENT_MAX_BYTES),
/* harmony export */   checkIntent: () => (/* binding */ checkIntent),
/* harmony export */   intentSays: () => (/* binding */ intentSays),
/* harmony export */   intentShown: () => (/* binding */ intentShown),
/* harmony export */   loadIntent: () => (/* binding */ loadIntent),
/* harmony export */   readIntentFile: () => (/* binding */ readIntentFile),
/* harmony export */   sealIntent: () => (/* binding */ sealIntent)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71670);





/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
const INTENT_MAX_BYTES = 256 * 1024;
/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
function checkIntent(bytes, source) {
    const where = `the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(source)})`;
    if (bytes.length > INTENT_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
    if (bytes.includes(0))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} contains a NUL byte: give a text file`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
    }
    // Invisible characters alone (U+200B, U+3164, U+2800) say nothing a reviewer can check the change against (row 46).
    if (!(0,_text_words_js__WEBPACK_IMPORTED_MODULE_4__/* .hasVisibleWords */ .Ux)(text))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
    return { source, text };
}
/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
async function readIntentFile(root, path) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, INTENT_MAX_BYTES);
    if (read.status === 'missing')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}: there is no such file (check the path)`);
    if (read.status === 'refused')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`cannot read the spec ${(0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .shownPath */ .pS)(path)}: it ${read.reason}`);
    if (read.status === 'too-large')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`the intent (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(path)}) is ${read.size} bytes; the limit is 256 KiB`);
    return checkIntent(read.bytes, path);
}
function sealIntent(intent) {
    return { source: intent.source, sha256: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(intent.text), bytes: Buffer.byteLength(intent.text) };
}
/** The sealed intent's text from the review folder, or why it cannot be trusted. */
async function loadIntent(paths, sealed) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(paths.root, paths.file('intent'), INTENT_MAX_BYTES);
    if (read.status === 'missing')
        return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
    if (read.status !== 'ok')
        return { problem: `intent.md cannot be read (${read.status === 'refused' ? read.reason : 'too large'}): seal the scope again` };
    const text = read.bytes.toString('utf8');
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(text) === sealed.sha256
        ? { text }
        : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}
/**
 * The intent as a prompt shows it: LF line ends, and every other control or invisible code point
 * but a tab as U+XXXX (plainText), so a tag character or bidi control of the author's reaches no
 * agent raw.
 */
const intentShown = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.plainText)(text.replace(/\r\n?/g, '\n'));
const words = (s) => intentShown(s).replace(/\s+/g, ' ').trim();
/** A claim stands only if the intent says it, word for word (whitespace may differ), both as the prompt shows them. */
function intentSays(intentText, claim) {
    const c = words(claim);
    return c !== '' && words(intentText).includes(c);
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
/* unused harmony exports SEVERITY_ORDER, findingPlace, SEVERITY_COLOUR, severityChart */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31631);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84877);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _render_scope_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68391);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25823);







const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];
const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' };
/** Most severe first, then by path and line, so the first 50 are the ones that matter. */
function bySeverity(findings) {
    const line = (f) => (f.anchor.status === 'located' ? f.anchor.start : Number.MAX_SAFE_INTEGER);
    return [...findings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        line(a) - line(b));
}
/** Where a finding is: its path and lines, a link to them at the head commit when the publisher supplies one. */
function findingPlace(f, link) {
    const where = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_3__/* .shownName */ .HD)(f.path))} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`;
    return link && f.anchor.status === 'located' ? `[${where}](${link(f.path, f.anchor.start, f.anchor.end)})` : where;
}
function findingSection(f, link) {
    return [
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} in ${findingPlace(f, link)}`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdProse)(f.content),
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdFence)(f.existing_code),
        ...(f.claim ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Claim of the intent.**', f.claim)] : []),
        ...(f.evidence ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Evidence.**', f.evidence)] : []),
        ...(f.trigger ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Trigger.**', f.trigger)] : []),
        ...(f.consequence ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Consequence.**', f.consequence)] : []),
        ...(f.fix ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Fix.**', f.fix)] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_6__/* .describeProvenance */ .h)(f.provenance))}_`,
    ].join('\n');
}
const STATE_ICON = {
    returned: '✅',
    outstanding: '⏳',
    unmeasured: '⚠️',
    deferred: '⏸️',
    failed: '❌',
};
/** What became of each dispatched reviewer (ledger.json), its reason being among the reasons above. */
function ledgerTable(l) {
    const returned = l.reviewers.filter((x) => x.state === 'returned').length;
    return [
        `**Reviewers.** ${returned} of ${l.reviewers.length} returned and measured${l.complete ? '' : ': the review is incomplete until every one has'} (\`ledger.json\`).`,
        '',
        '| reviewer | state | attempts | files completed | findings | time |',
        '| --- | --- | ---: | ---: | ---: | ---: |',
        ...l.reviewers.map((x) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCellCode)(x.id)} | ${STATE_ICON[x.state]} ${x.state} | ${x.attempts.length} | ${x.files.completed}/${x.files.asked}${x.files.waived ? ` (${x.files.waived} waived)` : ''} | ${x.findings} | ${((x.durationMs ?? 0) / 1000).toFixed(1)} s |`),
    ].join('\n');
}
/** The working tree at the moment of grading: only a clean one lets the verdict be clean. */
function treeLine(t) {
    if (t.state === 'clean')
        return '**Tree at grading.** clean: no tracked file differs from the head the review answers.';
    if (t.state === 'dirty')
        return `**Tree at grading.** dirty: ${t.detail.length} path(s) differ, so the verdict cannot be clean.`;
    if (t.state === 'moved')
        return `**Tree at grading.** moved: the checkout is at \`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(t.detail[0]?.slice(0, 12) ?? '?')}\`, not the sealed head, so the verdict cannot be clean.`;
    return `**Tree at grading.** unchecked: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(t.detail[0] ?? '')}; the verdict cannot be clean.`;
}
/**
 * The head of every report: verdict first, the coverage table, the reasons. `shared` (another
 * review holds the check name on the commit, or whether one does cannot be told) fails the run
 * whatever its evidence says: said first.
 */
function gateHeadSections(r, shared) {
    const c = r.coverage;
    const cause = r.cause ?? [];
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.id)}: **${r.verdict}**`,
        '',
        ...(shared ? ['> [!CAUTION]', `> **The check name is shared, or may be.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(shared)}`, ''] : []),
        // The root cause before any count: a table of zeros says nothing about why.
        ...(cause.length ? ['> [!CAUTION]', "> **This run's agent gave no evidence.**", ...cause.map((x) => `> - ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`), ''] : []),
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.headline),
        '',
        r.verdict === 'clean'
            ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .zY}._`
            : r.verdict === 'findings'
                ? 'The scope is fully covered and at least one finding is open.'
                : shared && r.reasons.every((x) => x === shared)
                    ? 'The evidence is complete: only the shared check name keeps the verdict from clean or findings.'
                    : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head, treeLine(r.tree)];
    if (r.ledger)
        sections.push(ledgerTable(r.ledger));
    else if (r.scope.reviewers.length)
        sections.push(`**Reviewers.** ${r.scope.reviewers.map((x) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(x.id)).join(', ')}: ${r.scope.dispatch === 'each' ? 'no run of its own is recorded for each (evidence a host agent wrote), so no ledger accounts for each' : 'one run played every one (dispatch one), so no ledger accounts for each'}.`);
    if (r.tests)
        sections.push(`**Tests at the head.** ${r.tests.passed ? '✅ passed' : '❌ not passed'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.tests.line)}${r.tests.url ? ` (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.tests.url)})` : ''}`);
    const missing = r.reasons.filter((x) => !cause.includes(x) && x !== shared);
    if (missing.length)
        sections.push(['### What is missing', '', ...missing.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
    if (r.attention.length)
        sections.push((0,_render_scope_js__WEBPACK_IMPORTED_MODULE_4__/* .personSection */ .R)(r.attention));
    if (r.notes.length)
        sections.push(['### Notes', '', ...r.notes.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
    if (r.open.length)
        sections.push(severityChart(r.open));
    return sections;
}
/** Each severity's colour, so a slice reads as its severity: critical red, high orange, medium yellow, low grey. */
const SEVERITY_COLOUR = {
    critical: '#cf222e',
    high: '#e16f24',
    medium: '#d4a72c',
    low: '#8c959f',
};
/**
 * The open findings as a Mermaid pie whose N-th slice takes `pieN`. Slices are written largest
 * first (ties in severity order), empty ones left out, and the colours listed in the same order:
 * Mermaid before 11.13 sorted slices by size and coloured them in that order, later versions keep
 * the written order, so both give each severity its own colour.
 */
function severityChart(open) {
    const slices = SEVERITY_ORDER.map((s) => ({ s, n: open.filter((f) => f.severity === s).length }))
        .filter((x) => x.n > 0)
        .sort((a, b) => b.n - a.n);
    const colours = Object.fromEntries(slices.map((x, i) => [`pie${i + 1}`, SEVERITY_COLOUR[x.s]]));
    return [
        '```mermaid',
        `%%{init: ${JSON.stringify({ themeVariables: colours })}}%%`,
        'pie showData title Open findings by severity',
        ...slices.map((x) => `  "${x.s}" : ${x.n}`),
        '```',
    ].join('\n');
}
/** Every section of the gate's report, in reading order; `link` makes each finding's lines a link, `shared` as in gateHeadSections. */
function gateSections(r, link, shared) {
    const sections = gateHeadSections(r, shared);
    const open = bySeverity(r.open);
    if (open.length)
        sections.push(`### Open findings (${open.length})`, ...open.map((f) => findingSection(f, link)));
    const refuted = r.findings.filter((f) => f.disposition === 'refuted');
    if (refuted.length)
        sections.push([
            '<details><summary>Refuted findings (' + refuted.length + ')</summary>',
            '',
            ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_3__/* .shownName */ .HD)(f.path))}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLines)(f.refutation ?? f.content)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_6__/* .describeProvenance */ .h)(f.provenance))})`),
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
            ...excluded.slice(0, 500).map((e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCellCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_3__/* .shownName */ .HD)(e.path))} | \`${e.reason}\` |`),
            ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []),
            '',
            '</details>',
        ].join('\n')
        : '_No file was excluded._');
    return sections;
}


/***/ }),

/***/ 68391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ personSection),
/* harmony export */   f: () => (/* binding */ scopeSummarySections)
/* harmony export */ });
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33688);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68467);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55114);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25823);






const LIST_CAP = 500;
function capped(items, render, what) {
    const rows = items.slice(0, LIST_CAP).map(render);
    if (items.length > LIST_CAP)
        rows.push(`\n_${items.length - LIST_CAP} more ${what} left out here; scope.json lists them all._`);
    return rows;
}
/** "A person must look at these": each changed file no agent reviews, why, and (at the gate) whether it is acknowledged. */
function personSection(items) {
    const status = items.some((u) => u.acknowledged !== undefined);
    return [
        '### A person must look at these',
        '',
        'No agent reviews these changed files (or the review waived them: a waiver is no review), and the verdict cannot be clean until a person has looked at each in the change and acknowledged it: `--acknowledge PATH` (review gate, review run), or one path per line in the `acknowledge` input of the review-gate action.',
        '',
        status ? '| file | why | acknowledged |' : '| file | why |',
        status ? '| --- | --- | --- |' : '| --- | --- |',
        ...capped(items, (u) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_4__/* .shownName */ .HD)(u.path))} | ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellText)(u.why)} |${status ? ` ${u.acknowledged ? 'yes' : '**not yet**'} |` : ''}`, 'files'),
    ].join('\n');
}
/** The line that says an edit to the review's own configuration waits for the merge. */
function configEditSection(paths) {
    return [
        `> [!NOTE]`,
        `> ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_EDIT_NOTE */ .rZ)}: ${paths
            .slice(0, 50)
            .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_4__/* .shownName */ .HD)(p)))
            .join(', ')}${paths.length > 50 ? ', …' : ''}`,
    ].join('\n');
}
/** The sections of a scope's job summary, headline first; `person` as the seal found them (reviewScope's). */
function scopeSummarySections(scope, ruleSet, person) {
    const t = scope.totals;
    const sections = [];
    sections.push([
        `## proofgate review scope: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(scope.id)}`,
        '',
        `**${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s)** — scope \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .short */ .h0)(scope.scopeSha256)}\``,
        '',
        `${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .describePlan */ .df)(scope.plan, t.units)} · base \`${scope.refs.baseSha.slice(0, 12)}\` · head \`${scope.refs.headSha.slice(0, 12)}\`${scope.refs.workspace ? ' + working tree' : ''} · merge base \`${scope.refs.mergeBase.slice(0, 12)}\` · rule set \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .short */ .h0)(ruleSet.sha256)}\` (${ruleSet.source})`,
        '',
        'Every selected file must end in `coverage.json` as completed, failed or waived (with a reason). Sealing a scope reviews nothing: no agent ran in this step.',
    ].join('\n'));
    const edits = scope.config ?? [];
    if (edits.length)
        sections.push(configEditSection(edits));
    if (person.length)
        sections.push(personSection(person));
    if (t.files === 0)
        sections.push(t.excluded === 0
            ? '_No changes: the base and the head do not differ._'
            : '_Nothing is selected: every changed file is excluded, so no agent reviews this change. Each file listed for a person must be acknowledged, and an empty review is clean only with `allow-empty`, which then owes no unit part, coverage or findings._');
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_0__/* .EXCLUSION_REASONS */ .VY.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    if (t.files + t.excluded > 0) {
        sections.push([
            '```mermaid',
            'pie showData title Changed files',
            `  "selected" : ${t.files}`,
            ...counts.map(([r, n]) => `  "excluded: ${r}" : ${n}`),
            '```',
        ].join('\n'));
    }
    if (scope.units.length) {
        sections.push([
            '### Units',
            '',
            '| unit | files | changed lines |',
            '| --- | --- | ---: |',
            ...capped(scope.units, (u) => `| ${u.id} | ${u.files.map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_4__/* .shownName */ .HD)(p))).join('<br>')} | ${u.changedLines} |`, 'units'),
        ].join('\n'));
    }
    sections.push(scope.excluded.length
        ? [
            '### Excluded',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...capped(scope.excluded, (e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_4__/* .shownName */ .HD)(e.path))} | \`${e.reason}\` |`, 'excluded files'),
        ].join('\n')
        : '### Excluded\n\nNothing was left out.');
    const applied = ruleSet.rules
        .map((rule) => ({ rule, files: scope.files.filter((f) => f.rules.includes(rule.id)) }))
        .filter((x) => x.files.length > 0);
    if (applied.length) {
        sections.push(`### Checklist\n\n${applied.length} rule(s) apply. A rule is a prompt to look, not a finding.`);
        for (const { rule, files } of applied) {
            sections.push([
                `<details><summary><b>${rule.id}</b> (${rule.group}, ${rule.origin}): ${files.length} file(s)</summary>`,
                '',
                ...capped(files, (f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_4__/* .shownName */ .HD)(f.path))}`, 'files'),
                '',
                (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdFence)(rule.doc.trim(), 'markdown'),
                '',
                '</details>',
            ].join('\n'));
        }
    }
    return sections;
}


/***/ }),

/***/ 74502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'proofgate')
                    return (cached = dir);
            }
            catch {
                /* not ours: keep walking up */
            }
        }
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            throw new Error('proofgate: cannot find its own package folder');
        dir = up;
    }
}
function assetPath(...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), ...parts);
}


/***/ }),

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
let crypto;
function sha256(data) {
    crypto ??= load('node:crypto');
    return crypto.createHash('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        // A refusal, not a crash: the documents hashed here come from files anyone can edit.
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 43675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ trimOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
function trimOf(text, set) {
    let start = 0;
    while (start < text.length && set.includes(text[start]))
        start++;
    return trimEndOf(text.slice(start), set);
}
function trimEndOf(text, set) {
    let end = text.length;
    while (end > 0 && set.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Dl: () => (/* binding */ RIGHT_TO_LEFT),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), and what every sink
 * shows as U+XXXX (DRAWS_NOTHING: the default ignorables such as U+3164 and the
 * variation selectors, U+2800 BRAILLE PATTERN BLANK, U+1D159).
 */
const BLANK = new RegExp(`[\\p{C}\\p{Z}\\p{M}${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.DRAWS_NOTHING}]`, 'gu');
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/**
 * Characters a left-to-right page draws right to left, or whose neighbours it reorders: the letters
 * and digits of bidi classes R, AL and AN (`מחיר", 1, 1000` draws as `1000 ,1 ,"ריחמ`, Trojan Source
 * with no control), the bidi controls besides. JavaScript has no `\p{Bidi_Class}`, so this is every
 * right-to-left script by Script_Extensions (which holds the Arabic comma, tatweel and question mark
 * Script leaves Common), and the blocks Unicode gives a right-to-left default (DerivedBidiClass.txt),
 * for letters a later Unicode adds there (Garay) on a Node that does not know them yet.
 */
const RTL_SCRIPTS = [
    'Adlam',
    'Arabic',
    'Avestan',
    'Chorasmian',
    'Cypriot',
    'Elymaic',
    'Hanifi_Rohingya',
    'Hatran',
    'Hebrew',
    'Imperial_Aramaic',
    'Inscriptional_Pahlavi',
    'Inscriptional_Parthian',
    'Kharoshthi',
    'Lydian',
    'Mandaic',
    'Manichaean',
    'Mende_Kikakui',
    'Meroitic_Cursive',
    'Meroitic_Hieroglyphs',
    'Nabataean',
    'Nko',
    'Old_Hungarian',
    'Old_North_Arabian',
    'Old_Sogdian',
    'Old_South_Arabian',
    'Old_Turkic',
    'Old_Uyghur',
    'Palmyrene',
    'Phoenician',
    'Psalter_Pahlavi',
    'Samaritan',
    'Sogdian',
    'Syriac',
    'Thaana',
    'Yezidi',
];
const RIGHT_TO_LEFT = new RegExp(`[${RTL_SCRIPTS.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}${BIDI.source.slice(1, -1)}]`, 'u');


/***/ })

};
