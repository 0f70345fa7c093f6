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
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71670);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55114);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25842);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75643);










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
    const unexplained = waived.filter((p) => !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_9__/* .hasVisibleWords */ .U)(items.get(p).reason));
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
/**
 * Nothing reviewed from a non-empty change is not a review: neither an agent
 * (no file selected) nor a person (no file acknowledged). It needs the caller's
 * opt-in, and says so.
 */
function emptyReview(scope, acknowledged, allowEmpty) {
    if (scope.files.length > 0 || acknowledged > 0)
        return {};
    const n = scope.excluded.length;
    if (n === 0)
        return { note: 'no changes: the base and the head do not differ' };
    if (allowEmpty)
        return { note: `allowed empty (allow-empty): the change has ${n} file(s) and none is selected for review` };
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_7__/* .EXCLUSION_REASONS */ .V.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length])
        .filter(([, k]) => k > 0)
        .map(([r, k]) => `${k} × ${r}`)
        .join(', ');
    return {
        reason: `nothing was selected: the change has ${n} file(s), every one excluded (${counts}); an empty review is not clean: pass --allow-empty (action input allow-empty) when nothing is to be reviewed on purpose`,
    };
}
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const [data, repo] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .readScope */ .hx)(paths), (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd)]);
    // The repository check (a whole diff) starts as soon as the sealed SHAs can be handed to git, and
    // runs while the scope's schema and seal are checked; settled at once, so that a scope refused
    // there (exit 3) leaves no rejection unhandled.
    const checking = (options.check
        ? Promise.resolve(options.check)
        : (0,_verify_js__WEBPACK_IMPORTED_MODULE_8__/* .sealedShas */ .CX)(data)
            ? (0,_verify_js__WEBPACK_IMPORTED_MODULE_8__/* .checkRepository */ .n_)(repo, data, { head: options.head ?? 'HEAD', folder: paths.folder })
            : undefined)?.then((check) => ({ check }), (err) => ({ err }));
    await new Promise((resolve) => setImmediate(resolve));
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .checkScope */ .DB)(paths, data);
    // Anchoring reads the sealed head's blobs: it runs beside the check too.
    const loading = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(paths, scope);
    const anchoring = loading.then((f) => (f.status === 'ok' ? (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .anchorFindings */ .Cz)(repo.root, scope, f.data.findings) : []));
    const [coverage, findings, anchored, checked] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(paths, scope), loading, anchoring, checking]);
    if ('err' in checked)
        throw checked.err;
    const { check } = checked;
    const reasons = [...(options.extraReasons ?? []), ...check.reasons];
    const notes = [];
    const edits = (0,_attention_js__WEBPACK_IMPORTED_MODULE_6__/* .configEdits */ .A1)(scope, check.ruleSet);
    if (edits.length)
        notes.push(`${_attention_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_EDIT_NOTE */ .rZ}: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(edits)}`);
    const acknowledged = new Set(options.acknowledge ?? []);
    const attention = (0,_attention_js__WEBPACK_IMPORTED_MODULE_6__/* .needsPerson */ .z6)(scope).map((u) => ({ ...u, acknowledged: acknowledged.has(u.path) }));
    const waiting = attention.filter((u) => !u.acknowledged).map((u) => u.path);
    if (waiting.length)
        reasons.push(`${waiting.length} changed file(s) that no agent reviews: a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(waiting)}`);
    const seen = attention.filter((u) => u.acknowledged).map((u) => u.path);
    const empty = emptyReview(scope, seen.length, options.allowEmpty ?? false);
    if (empty.reason)
        reasons.push(empty.reason);
    if (empty.note)
        notes.push(empty.note);
    if (seen.length)
        notes.push(`acknowledged by the caller, not reviewed by an agent: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(seen)}`);
    const coverageProblem = evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established');
    const findingsProblem = evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report');
    if (coverageProblem)
        reasons.push(coverageProblem);
    if (findingsProblem)
        reasons.push(findingsProblem);
    const cov = coverageReasons(scope, coverage.status === 'ok' ? coverage.data : undefined);
    reasons.push(...cov.reasons);
    if (findings.status === 'ok') {
        const notAnchored = anchored.filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(notAnchored.map((f) => `${f.id} (${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .describeAnchor */ .zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_9__/* .hasVisibleWords */ .U)(f.evidence));
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(noEvidence.map((f) => f.id))}`);
        const noRefutation = anchored.filter((f) => f.disposition === 'refuted' && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_9__/* .hasVisibleWords */ .U)(f.refutation));
        if (noRefutation.length)
            reasons.push(`a refuted finding needs its refutation: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(noRefutation.map((f) => f.id))}`);
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
        ...(check.head ? { head: check.head } : {}),
        attention,
        notes,
        findings: anchored,
        open,
        refuted,
        scope,
        headline,
        paths,
    };
}
/** What a person reads: the headline, then each reason (or what clean means), then the notes. */
function gateLines(r) {
    const notes = r.notes.map((n) => `note: ${n}`);
    if (r.verdict === 'incomplete')
        return [r.headline, ...r.reasons.map((x) => `- ${x}`), ...notes];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS, ...notes];
    return [r.headline, ...notes];
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
/* unused harmony exports SEVERITY_ORDER, findingPlace, SEVERITY_COLOUR, severityChart */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28281);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31631);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _render_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68391);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);





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
    const where = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`;
    return link && f.anchor.status === 'located' ? `[${where}](${link(f.path, f.anchor.start, f.anchor.end)})` : where;
}
function findingSection(f, link) {
    return [
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} in ${findingPlace(f, link)}`,
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
    const cause = r.cause ?? [];
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.id)}: **${r.verdict}**`,
        '',
        // The root cause before any count: a table of zeros says nothing about why.
        ...(cause.length ? ['> [!CAUTION]', "> **This run's agent gave no evidence.**", ...cause.map((x) => `> - ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`), ''] : []),
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
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head];
    const missing = r.reasons.filter((x) => !cause.includes(x));
    if (missing.length)
        sections.push(['### What is missing', '', ...missing.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
    if (r.attention.length)
        sections.push((0,_render_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .personSection */ .R)(r.attention));
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
/** Every section of the gate's report, in reading order; `link` makes each finding's lines a link. */
function gateSections(r, link) {
    const sections = gateHeadSections(r);
    const open = bySeverity(r.open);
    if (open.length)
        sections.push(`### Open findings (${open.length})`, ...open.map((f) => findingSection(f, link)));
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

/***/ 68391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ personSection),
/* harmony export */   f: () => (/* binding */ scopeSummarySections)
/* harmony export */ });
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25842);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68467);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55114);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);





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
        'No agent reviews these changed files, and the verdict cannot be clean until a person has looked at each in the change and acknowledged it: `--acknowledge PATH` (review gate, review run), or one path per line in the `acknowledge` input of the review-gate action.',
        '',
        status ? '| file | why | acknowledged |' : '| file | why |',
        status ? '| --- | --- | --- |' : '| --- | --- |',
        ...capped(items, (u) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(u.path)} | ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(u.why)} |${status ? ` ${u.acknowledged ? 'yes' : '**not yet**'} |` : ''}`, 'files'),
    ].join('\n');
}
/** The line that says an edit to the review's own configuration waits for the merge. */
function configEditSection(paths) {
    return [`> [!NOTE]`, `> ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_EDIT_NOTE */ .rZ)}: ${paths.slice(0, 50).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode).join(', ')}${paths.length > 50 ? ', …' : ''}`].join('\n');
}
/** The sections of a scope's job summary, headline first. */
function scopeSummarySections(scope, ruleSet) {
    const t = scope.totals;
    const sections = [];
    sections.push([
        `## proofgate review scope: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(scope.id)}`,
        '',
        `**${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s)** — scope \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(scope.scopeSha256)}\``,
        '',
        `${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .describePlan */ .df)(scope.plan, t.units)} · base \`${scope.refs.baseSha.slice(0, 12)}\` · head \`${scope.refs.headSha.slice(0, 12)}\`${scope.refs.workspace ? ' + working tree' : ''} · merge base \`${scope.refs.mergeBase.slice(0, 12)}\` · rule set \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(ruleSet.sha256)}\` (${ruleSet.source})`,
        '',
        'Every selected file must end in `coverage.json` as completed, failed or waived (with a reason). Sealing a scope reviews nothing: no agent ran in this step.',
    ].join('\n'));
    const edits = (0,_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .configEdits */ .A1)(scope, ruleSet);
    if (edits.length)
        sections.push(configEditSection(edits));
    const person = (0,_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .needsPerson */ .z6)(scope);
    if (person.length)
        sections.push(personSection(person));
    if (t.files === 0)
        sections.push(t.excluded === 0
            ? '_No changes: the base and the head do not differ._'
            : '_Nothing is selected: every changed file is excluded. The gate is not clean on an empty review unless the caller opts in (`allow-empty`)._');
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_0__/* .EXCLUSION_REASONS */ .V.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
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
            ...capped(scope.units, (u) => `| ${u.id} | ${u.files.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode).join('<br>')} | ${u.changedLines} |`, 'units'),
        ].join('\n'));
    }
    sections.push(scope.excluded.length
        ? [
            '### Excluded',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...capped(scope.excluded, (e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(e.path)} | \`${e.reason}\` |`, 'excluded files'),
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
                ...capped(files, (f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(f.path)}`, 'files'),
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

/***/ 75643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ sealedShas),
/* harmony export */   P3: () => (/* binding */ trackedReason),
/* harmony export */   is: () => (/* binding */ trackedEvidence),
/* harmony export */   n_: () => (/* binding */ checkRepository)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25842);








/** Each changed path with what the scope says of it, field by field. */
function entries(s) {
    const out = new Map();
    for (const { path, ...f } of s.files)
        out.set(path, { selection: 'selected', ...f });
    for (const e of s.excluded)
        out.set(e.path, { selection: `excluded as ${e.reason}` });
    return out;
}
function show(key, v) {
    if (v === undefined)
        return 'none';
    if (key === 'blob' && typeof v === 'string')
        return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(v);
    if (Array.isArray(v))
        return `[${v.join(', ')}]`;
    return typeof v === 'string' ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(v) : JSON.stringify(v);
}
const same = (a, b) => (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(a) === (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(b);
/** Every difference between the sealed scope and the one git gives again, file by file, then the rest of the seal. */
function scopeDifferences(sealed, derived) {
    const out = [];
    const a = entries(sealed);
    const b = entries(derived);
    for (const path of (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sortByBytes */ .n2)([...new Set([...a.keys(), ...b.keys()])], (p) => p)) {
        const was = a.get(path);
        const is = b.get(path);
        const p = (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(path);
        if (!was)
            out.push(`${p} is changed in git but missing from scope.json`);
        else if (!is)
            out.push(`${p} is in scope.json but not changed in git`);
        else {
            const keys = was.selection !== is.selection ? ['selection'] : [...new Set([...Object.keys(was), ...Object.keys(is)])];
            const differ = keys.filter((k) => !same(was[k], is[k]));
            if (differ.length)
                out.push(`${p}: ${differ.map((k) => `${k} ${show(k, was[k])} in scope.json, ${show(k, is[k])} in git`).join(', ')}`);
        }
    }
    if (out.length)
        return out;
    if (sealed.refs.mergeBase !== derived.refs.mergeBase)
        out.push(`the merge base is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(derived.refs.mergeBase)} in git, ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed.refs.mergeBase)} in scope.json`);
    if (!same(sealed.ruleSet, derived.ruleSet))
        out.push(`the rule set at the base is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(derived.ruleSet.sha256)} (${derived.ruleSet.source}), scope.json seals ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed.ruleSet.sha256)}`);
    for (const key of ['units', 'plan', 'totals'])
        if (!same(sealed[key], derived[key]))
            out.push(`the ${key} differ from what the selection gives`);
    return out;
}
/** The folder relative to the repository in git's form, or undefined when it lies outside. */
function inRepository(repo, folder) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(repo.root, folder);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel))
        return undefined;
    return rel.split('\\').join('/');
}
/** Files tracked in `commit` under the given folders: evidence committed by a change, never by this run. */
async function trackedEvidence(repo, commit, folders) {
    const rels = folders.map((f) => inRepository(repo, f)).filter((r) => r !== undefined);
    return (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.treeEntries)(repo, commit, rels, { recursive: true })).map((e) => e.path);
}
function trackedReason(paths) {
    return `${paths.length} file(s) of the review are tracked in git at the head (committed by the change), so they are never evidence: ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .O)(paths)}; evidence comes from the run: take them out of the change`;
}
async function staleReason(repo, sealed, head, sealedHere) {
    const at = `stale: sealed at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed)}, head is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(head)}`;
    if (!sealedHere)
        return `${at} (the sealed commit is not in this clone): seal the scope again at the head`;
    const { ahead, behind } = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .aheadBehind */ .Kd)(repo, sealed, head);
    if (behind > 0)
        return `${at}, which does not descend from it: seal the scope again at the head`;
    return `${at}, ${ahead} commit${ahead === 1 ? '' : 's'} later: seal the scope again at the head`;
}
/**
 * True when a parsed scope's sealed base and head are commit ids: all the
 * repository check hands to git as a revision (the patterns are checked where
 * they are compiled). The schema and the seal are checked meanwhile, and a
 * scope refused there is never judged.
 */
function sealedShas(data) {
    const refs = data?.refs;
    return typeof refs?.baseSha === 'string' && _git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .hG.test(refs.baseSha) && typeof refs.headSha === 'string' && _git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .hG.test(refs.headSha);
}
/**
 * Checks a sealed scope against the repository: the head it answers (when
 * asked), the selection derived again from git at the sealed base and head
 * with the sealed options and compared file by file, and evidence the change
 * itself committed into the review folder.
 */
async function checkRepository(repo, scope, o) {
    if (o.head !== undefined)
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRef */ .__)(o.head, 'head');
    const moved = [];
    const { baseSha, headSha, workspace } = scope.refs;
    // The derivation (a whole diff) starts first and runs while the rest is looked at; if a sealed
    // commit is missing here, its failure is expected and the reason says why instead.
    const derivation = (0,_selection_js__WEBPACK_IMPORTED_MODULE_7__/* .selectChanges */ .w)({
        repo,
        baseSha,
        headSha,
        workspace,
        include: scope.patterns.include,
        exclude: scope.patterns.exclude,
        effort: scope.effort,
        reviewDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(o.folder),
        writeObjects: false,
    }).then((derived) => ({ derived }), (err) => ({ err }));
    // One git process says which sealed commits this clone has, and which commit the head to check is.
    // It also says whether the review folder is a tree at that head: most often not, and then nothing is tracked in it.
    const asked = o.head === undefined ? [] : [`${o.head}^{commit}`];
    const rel = inRepository(repo, o.folder);
    const folderAt = rel !== undefined && !rel.includes('\n') ? `${o.head ?? headSha}:${rel}` : undefined;
    const info = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .objectInfo */ ._d)(repo.root, [`${baseSha}^{commit}`, `${headSha}^{commit}`, ...asked, ...(folderAt ? [folderAt] : [])]);
    const missing = [
        ['base', baseSha],
        ['head', headSha],
    ].filter(([, sha]) => !info.get(`${sha}^{commit}`));
    const headAsked = o.head === undefined ? undefined : info.get(asked[0])?.oid;
    const folderTracked = folderAt === undefined || info.get(folderAt) !== null;
    const trackedAt = !folderTracked
        ? undefined
        : o.head === undefined
            ? missing.some(([w]) => w === 'head')
                ? undefined
                : headSha
            : headAsked;
    // Settled at once, so that no rejection is left unhandled while the head is awaited.
    const tracked = (trackedAt === undefined ? Promise.resolve([]) : trackedEvidence(repo, trackedAt, [o.folder])).then((paths) => ({ paths }), (err) => ({ err }));
    let head;
    if (o.head !== undefined) {
        try {
            head = headAsked ?? (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveCommit */ .WL)(repo, o.head, 'head'));
            if (head !== headSha)
                moved.push(await staleReason(repo, headSha, head, !missing.some(([w]) => w === 'head')));
        }
        catch (err) {
            moved.push(`the head to check cannot be found: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(err)}`);
        }
    }
    let matches = false;
    let ruleSet;
    const outcome = await derivation;
    if (missing.length) {
        moved.push(`the sealed ${missing.map(([w, sha]) => `${w} ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sha)}`).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not in this clone, so the scope cannot be checked against git: check out with fetch-depth: 0`);
    }
    else if ('err' in outcome) {
        if (!(outcome.err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError))
            throw outcome.err;
        moved.push(`scope.json cannot be derived again from git: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(outcome.err)}`);
    }
    else {
        const { derived } = outcome;
        ruleSet = derived.ruleSet;
        // Every sealed field, compared whole first: only a difference needs naming.
        const { schema: _schema, id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
        matches = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.isDeepStrictEqual)(sealed, derived.sealed);
        if (!matches) {
            const differences = scopeDifferences(scope, derived.sealed);
            if (!differences.length)
                differences.push('the sealed fields differ from what the selection gives');
            const shown = differences.slice(0, 5).join('; ');
            const more = differences.length > 5 ? `; and ${differences.length - 5} more` : '';
            moved.push(`scope.json does not match git at its sealed base ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(baseSha)} and head ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(headSha)}${workspace ? ' (working tree)' : ''}, ${differences.length} difference(s): ${shown}${more}: seal the scope again`);
        }
    }
    const listed = await tracked;
    if ('err' in listed)
        throw listed.err;
    const trackedPaths = listed.paths;
    const reasons = [...moved, ...(trackedPaths.length ? [trackedReason(trackedPaths)] : [])];
    return { ...(head ? { head } : {}), moved, tracked: trackedPaths, reasons, matches, ...(ruleSet ? { ruleSet } : {}) };
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


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ hasVisibleWords)
/* harmony export */ });
/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const WORD = /[\p{L}\p{N}]/u;
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(text.replace(BLANK, ''));
}


/***/ })

};
