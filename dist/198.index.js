export const id = 198;
export const ids = [198];
export const modules = {

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewPublisher: () => (/* binding */ reviewPublisher)
/* harmony export */ });
/* harmony import */ var _review_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34920);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36250);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18002);
/* harmony import */ var _review_publish_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18489);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83738);






/**
 * A review's publisher: `open` puts the check run in progress (once the agent is ready, so the pull
 * request shows the review running), `close` completes it with the gate's verdict and annotations,
 * or publishes it in one go when nothing was opened, then posts the pull request review linking it.
 */
function reviewPublisher(p) {
    const where = p.checkRun
        ? (0,_target_js__WEBPACK_IMPORTED_MODULE_4__/* .publishTarget */ .d)({ token: p.token, repository: p.repository, ...(p.repoOption ? { repoOption: p.repoOption } : {}) })
        : undefined;
    const target = where && 'target' in where
        ? {
            owner: where.target.owner,
            repo: where.target.repo,
            headSha: p.headSha,
            name: p.checkName,
            externalId: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkExternalId */ .Dr)(p.id, p.scope.scopeSha256),
        }
        : undefined;
    const gitHub = () => (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)({ token: p.token ?? '', ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
    let opened = { warnings: [] };
    async function closeCheck(result) {
        if (!where)
            return { warnings: [] };
        if (!target)
            return { warnings: 'warning' in where ? [where.warning] : [] };
        // A read-only or refused token said so at the open: one warning is enough.
        if (!opened.handle && opened.warnings.some((w) => w.startsWith('cannot publish')))
            return { warnings: opened.warnings };
        // Each finding's lines link to the head the scope sealed, in the repository the check run is on.
        const links = (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .lineLinks */ .w)({ GITHUB_SERVER_URL: p.serverUrl, GITHUB_REPOSITORY: `${target.owner}/${target.repo}` }, result.scope.refs.headSha);
        const doc = (0,_review_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkDocument */ .sw)(result, target.name, links);
        const outcome = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(await gitHub(), opened.handle ?? target, {
            conclusion: doc.github.conclusion,
            title: doc.github.output.title,
            summary: doc.github.output.summary,
            text: doc.github.output.text,
            annotations: (0,_review_check_js__WEBPACK_IMPORTED_MODULE_0__/* .annotations */ .hk)(result).map((a) => ({
                path: a.path,
                startLine: a.start_line,
                endLine: a.end_line,
                level: a.annotation_level,
                title: a.title,
                message: a.message,
                rawDetails: a.raw_details,
            })),
        });
        return { ...(outcome.checkRunId !== undefined ? { id: outcome.checkRunId } : {}), warnings: [...opened.warnings, ...outcome.warnings] };
    }
    return {
        async open() {
            if (!target)
                return;
            opened = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(await gitHub(), target, {
                title: 'review running',
                summary: `Reviewing ${p.scope.totals.files} file(s) of scope ${p.scope.scopeSha256.slice(0, 12)}; the verdict follows when the review ends.`,
            });
        },
        async close(result) {
            const check = await closeCheck(result);
            const review = p.prReview !== 'off' && p.pr !== undefined
                ? await (0,_review_publish_js__WEBPACK_IMPORTED_MODULE_3__/* .publishReview */ .Y)({
                    result,
                    cwd: p.cwd,
                    pr: p.pr,
                    ...(p.prBaseRef !== undefined ? { baseRef: p.prBaseRef } : {}),
                    mode: p.prReview,
                    checkName: p.checkName,
                    token: p.token,
                    repository: p.repository,
                    ...(p.repoOption ? { repoOption: p.repoOption } : {}),
                    apiUrl: p.apiUrl,
                    serverUrl: p.serverUrl,
                    checkRunId: check.id,
                    summaryUrl: p.summaryUrl,
                    author: p.author,
                    authorOption: p.authorOption,
                })
                : undefined;
            return {
                // The check run and the review may both say the token or the repository is missing: once is enough.
                warnings: [...new Set([...check.warnings, ...(review?.warnings ?? [])])],
                ...(check.id !== undefined ? { checkRunId: check.id } : {}),
                ...(review?.reviewId !== undefined ? { reviewId: review.reviewId } : {}),
                ...(review ? { review } : {}),
            };
        },
    };
}


/***/ }),

/***/ 34920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ checkExternalId),
/* harmony export */   hk: () => (/* binding */ annotations),
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
    return `proofgate-review:${id}:${scopeSha256}`;
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

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ts: () => (/* binding */ afterCutWord),
/* harmony export */   ZN: () => (/* binding */ fitBytes)
/* harmony export */ });
/* unused harmony exports openCodeSpan, CUT_WORD_MAX */
/**
 * Where a line's inline code would be left open: the offset of the first run of backticks that no
 * run of the same length closes later in the line (CommonMark's code span; a backslash escapes a
 * backtick only outside a span). -1 when every span the line opens, it closes.
 */
function openCodeSpan(line) {
    for (let i = 0; i < line.length;) {
        if (line[i] === '\\') {
            i += 2;
            continue;
        }
        if (line[i] !== '`') {
            i++;
            continue;
        }
        let end = i;
        while (line[end] === '`')
            end++;
        const run = end - i;
        let close = -1;
        for (let j = line.indexOf('`', end); j >= 0; j = line.indexOf('`', j)) {
            let k = j;
            while (line[k] === '`')
                k++;
            if (k - j === run) {
                close = k;
                break;
            }
            j = k;
        }
        if (close < 0)
            return i;
        i = close;
    }
    return -1;
}
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and ends it with how many
 * characters were left out (`where` says where the rest is). Deterministic.
 * Never inside inline code: neutralised Markdown puts links, HTML and mentions
 * in code spans, and a span cut open would let what follows it act; the cut
 * moves back before the span's backticks. Redact before calling: a cut must
 * never be what hides (or splits) a secret.
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
    let kept = buf.subarray(0, cut).toString('utf8');
    const lineStart = kept.lastIndexOf('\n') + 1;
    const open = openCodeSpan(kept.slice(lineStart));
    if (open >= 0)
        kept = kept.slice(0, lineStart + open);
    return `${kept}${note(total - [...kept].length)}`;
}
/** The longest run of characters without white space `afterCutWord` drops: longer than any secret shape redaction knows but a JWT. */
const CUT_WORD_MAX = 4096;
/**
 * The start of a text whose beginning was cut off, without the word the cut went through: a
 * secret cut in two loses the prefix its shape is known by, so its remainder would pass
 * redaction; it goes with the word (up to the first white space, or CUT_WORD_MAX characters).
 */
function afterCutWord(text) {
    const at = text.search(/\s/);
    if (at >= 0 && at < CUT_WORD_MAX)
        return text.slice(at + 1);
    const low = text.charCodeAt(CUT_WORD_MAX);
    return text.slice(low >= 0xdc00 && low <= 0xdfff ? CUT_WORD_MAX + 1 : CUT_WORD_MAX);
}


/***/ })

};
