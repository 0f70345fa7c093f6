export const id = 651;
export const ids = [651,8281];
export const modules = {

/***/ 28281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateLines: () => (/* binding */ gateLines),
/* harmony export */   reviewGate: () => (/* binding */ reviewGate),
/* harmony export */   z: () => (/* binding */ CLEAN_MEANS)
/* harmony export */ });
/* unused harmony export VERDICT_EXIT */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);






const VERDICT_EXIT = { clean: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.ok, findings: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.findings, incomplete: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.incomplete };
const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';
function evidenceReason(name, loaded, scope, missing) {
    if (loaded.status === 'missing')
        return `no ${name}: ${missing}`;
    if (loaded.status === 'invalid')
        return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
    if (loaded.status === 'other-scope')
        return `${name} answers another scope (${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(loaded.scopeSha256)}, sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(scope.scopeSha256)}): the review must answer the sealed scope`;
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
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unexplained)}`);
    if (coverage?.run && coverage.run.stop !== 'completed')
        reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
    for (const unit of coverage ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .abandonedUnits */ .QY)(coverage) : [])
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
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadScope */ .h9)(paths);
    const [coverage, findings] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(paths, scope), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(paths, scope)]);
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
        const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd);
        anchored = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .anchorFindings */ .Cz)(repo.root, scope, findings.data.findings);
        const notAnchored = anchored.filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(notAnchored.map((f) => `${f.id} (${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .describeAnchor */ .zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !f.evidence?.trim());
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(noEvidence.map((f) => f.id))}`);
    }
    const open = anchored.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    const headline = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
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
        headline,
        paths,
    };
}
/** What a person reads: the headline, then each reason (or what clean means). */
function gateLines(r) {
    if (r.verdict === 'incomplete')
        return [r.headline, ...r.reasons.map((x) => `- ${x}`)];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS];
    return [r.headline];
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

/***/ 16764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ gateSections),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   Ux: () => (/* binding */ findingSection),
/* harmony export */   o$: () => (/* binding */ gateHeadSections)
/* harmony export */ });
/* unused harmony export SEVERITY_ORDER */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28281);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31631);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);




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
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} in ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.content),
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdFence)(f.existing_code),
        ...(f.evidence ? ['', `**Evidence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.evidence)}`] : []),
        ...(f.trigger ? ['', `**Trigger.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.trigger)}`] : []),
        ...(f.consequence ? ['', `**Consequence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.consequence)}`] : []),
        ...(f.fix ? ['', `**Fix.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.fix)}`] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence_`,
    ].join('\n');
}
/** The head of every report: verdict first, the coverage table, the reasons. */
function gateHeadSections(r) {
    const c = r.coverage;
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.id)}: **${r.verdict}**`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.headline),
        '',
        r.verdict === 'clean'
            ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .z}._`
            : r.verdict === 'findings'
                ? 'The scope is fully covered and at least one finding is open.'
                : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head];
    if (r.reasons.length)
        sections.push(['### What is missing', '', ...r.reasons.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
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
            ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.refutation ?? f.content)}`),
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
            ...excluded.slice(0, 500).map((e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(e.path)} | \`${e.reason}\` |`),
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
