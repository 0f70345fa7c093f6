export const id = 2733;
export const ids = [2733];
export const modules = {

/***/ 16764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ gateSections),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   Ux: () => (/* binding */ findingSection),
/* harmony export */   o$: () => (/* binding */ gateHeadSections)
/* harmony export */ });
/* unused harmony exports SEVERITY_ORDER, findingPlace, SEVERITY_COLOUR, severityChart */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36025);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80160);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84877);
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
        ...(f.claim ? ['', `**Claim of the intent.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.claim)}`] : []),
        ...(f.evidence ? ['', `**Evidence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.evidence)}`] : []),
        ...(f.trigger ? ['', `**Trigger.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.trigger)}`] : []),
        ...(f.consequence ? ['', `**Consequence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.consequence)}`] : []),
        ...(f.fix ? ['', `**Fix.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.fix)}`] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_5__/* .describeProvenance */ .h)(f.provenance))}_`,
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
        ...l.reviewers.map((x) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(x.id)} | ${STATE_ICON[x.state]} ${x.state} | ${x.attempts.length} | ${x.files.completed}/${x.files.asked} | ${x.findings} | ${((x.durationMs ?? 0) / 1000).toFixed(1)} s |`),
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
            ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .zY}._`
            : r.verdict === 'findings'
                ? 'The scope is fully covered and at least one finding is open.'
                : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head, treeLine(r.tree)];
    if (r.ledger)
        sections.push(ledgerTable(r.ledger));
    else if (r.scope.reviewers.length)
        sections.push(`**Reviewers.** ${r.scope.reviewers.map((x) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(x.id)).join(', ')}: ${r.scope.dispatch === 'each' ? 'no run of its own is recorded for each (evidence a host agent wrote, or a part of one run that played them all), so no ledger accounts for each' : 'one run played every one (dispatch one), so no ledger accounts for each'}.`);
    if (r.tests)
        sections.push(`**Tests at the head.** ${r.tests.passed ? '✅ passed' : '❌ not passed'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.tests.line)}${r.tests.url ? ` (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.tests.url)})` : ''}`);
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
            ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.refutation ?? f.content)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_5__/* .describeProvenance */ .h)(f.provenance))})`),
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
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17529);
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
    const edits = scope.config ?? [];
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

/***/ 74930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ urlPath)
/* harmony export */ });
/** A repository path as a URI reference (a link's path, a SARIF artifact URI): each segment percent-encoded, `()'!*` too (Markdown would end a link at `)`). */
function urlPath(path) {
    return path
        .split('/')
        .map((s) => encodeURIComponent(s).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}


/***/ })

};
