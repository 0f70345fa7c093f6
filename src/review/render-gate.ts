import type { GatedFinding, GateResult } from './gate.js';
import { CLEAN_MEANS } from './gate.js';
import { describeAnchor, type AnchoredFinding } from './anchor.js';
import { describeProvenance } from './provenance.js';
import { mdCellCode, mdCode, mdFence, mdLabelled, mdLines, mdProse, mdText } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { personSection } from './render-scope.js';
import { short } from '../text/hash.js';
import type { ReviewLedger } from '../schemas/types.js';
import type { TreeIntegrity } from './tree-integrity.js';
import type { LineLink } from '../text/links.js';

export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'] as const;
const ICON: Record<string, string> = { clean: '✅', findings: '❌', incomplete: '⚠️' };

/** Most severe first, then by path and line, so the first 50 are the ones that matter. */
export function bySeverity<F extends AnchoredFinding>(findings: F[]): F[] {
  const line = (f: AnchoredFinding) => (f.anchor.status === 'located' ? f.anchor.start : Number.MAX_SAFE_INTEGER);
  return [...findings].sort(
    (a, b) =>
      SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      line(a) - line(b),
  );
}

/** Where a finding is: its path and lines, a link to them at the head commit when the publisher supplies one. */
export function findingPlace(f: AnchoredFinding, link?: LineLink): string {
  const where = `${mdCode(shownName(f.path))} (${mdText(describeAnchor(f.anchor))})`;
  return link && f.anchor.status === 'located' ? `[${where}](${link(f.path, f.anchor.start, f.anchor.end)})` : where;
}

export function findingSection(f: GatedFinding, link?: LineLink): string {
  return [
    `#### ${mdText(f.severity)} · ${mdText(f.category)} · ${mdCode(f.id)} in ${findingPlace(f, link)}`,
    '',
    mdProse(f.content),
    '',
    mdFence(f.existing_code),
    ...(f.claim ? ['', mdLabelled('**Claim of the intent.**', f.claim)] : []),
    ...(f.evidence ? ['', mdLabelled('**Evidence.**', f.evidence)] : []),
    ...(f.trigger ? ['', mdLabelled('**Trigger.**', f.trigger)] : []),
    ...(f.consequence ? ['', mdLabelled('**Consequence.**', f.consequence)] : []),
    ...(f.fix ? ['', mdLabelled('**Fix.**', f.fix)] : []),
    '',
    `_${f.disposition}, ${f.confidence} confidence · ${mdText(describeProvenance(f.provenance))}_`,
  ].join('\n');
}

const STATE_ICON: Record<ReviewLedger['reviewers'][number]['state'], string> = {
  returned: '✅',
  outstanding: '⏳',
  unmeasured: '⚠️',
  deferred: '⏸️',
  failed: '❌',
};

/** What became of each dispatched reviewer (ledger.json), its reason being among the reasons above. */
function ledgerTable(l: ReviewLedger): string {
  const returned = l.reviewers.filter((x) => x.state === 'returned').length;
  return [
    `**Reviewers.** ${returned} of ${l.reviewers.length} returned and measured${l.complete ? '' : ': the review is incomplete until every one has'} (\`ledger.json\`).`,
    '',
    '| reviewer | state | attempts | files completed | findings | time |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...l.reviewers.map(
      (x) =>
        `| ${mdCellCode(x.id)} | ${STATE_ICON[x.state]} ${x.state} | ${x.attempts.length} | ${x.files.completed}/${x.files.asked}${x.files.waived ? ` (${x.files.waived} waived)` : ''} | ${x.findings} | ${((x.durationMs ?? 0) / 1000).toFixed(1)} s |`,
    ),
  ].join('\n');
}

/** The working tree at the moment of grading: only a clean one lets the verdict be clean. */
function treeLine(t: TreeIntegrity): string {
  if (t.state === 'clean') return '**Tree at grading.** clean: no tracked file differs from the head the review answers.';
  if (t.state === 'dirty') return `**Tree at grading.** dirty: ${t.detail.length} path(s) differ, so the verdict cannot be clean.`;
  if (t.state === 'moved')
    return `**Tree at grading.** moved: the checkout is at \`${mdText(t.detail[0]?.slice(0, 12) ?? '?')}\`, not the sealed head, so the verdict cannot be clean.`;
  return `**Tree at grading.** unchecked: ${mdText(t.detail[0] ?? '')}; the verdict cannot be clean.`;
}

/**
 * The head of every report: verdict first, the coverage table, the reasons. `shared` (another
 * review holds the check name on the commit, or whether one does cannot be told) fails the run
 * whatever its evidence says: said first.
 */
export function gateHeadSections(r: GateResult, shared?: string): string[] {
  const c = r.coverage;
  const cause = r.cause ?? [];
  const head = [
    `## ${ICON[r.verdict]} proofgate review ${mdCode(r.id)}: **${r.verdict}**`,
    '',
    ...(shared ? ['> [!CAUTION]', `> **The check name is shared, or may be.** ${mdText(shared)}`, ''] : []),
    // The root cause before any count: a table of zeros says nothing about why.
    ...(cause.length ? ['> [!CAUTION]', "> **This run's agent gave no evidence.**", ...cause.map((x) => `> - ${mdText(x)}`), ''] : []),
    mdText(r.headline),
    '',
    r.verdict === 'clean'
      ? `_${CLEAN_MEANS}._`
      : r.verdict === 'findings'
        ? 'The scope is fully covered and at least one finding is open.'
        : shared && r.reasons.every((x) => x === shared)
          ? 'The evidence is complete: only the shared check name keeps the verdict from clean or findings.'
          : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
    '',
    '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${short(r.scope.scopeSha256)}\` |`,
  ].join('\n');
  const sections = [head, treeLine(r.tree)];
  if (r.ledger) sections.push(ledgerTable(r.ledger));
  else if (r.scope.reviewers.length)
    sections.push(
      `**Reviewers.** ${r.scope.reviewers.map((x) => mdCode(x.id)).join(', ')}: ${r.scope.dispatch === 'each' ? 'no run of its own is recorded for each (evidence a host agent wrote), so no ledger accounts for each' : 'one run played every one (dispatch one), so no ledger accounts for each'}.`,
    );
  if (r.tests)
    sections.push(
      `**Tests at the head.** ${r.tests.passed ? '✅ passed' : '❌ not passed'}: ${mdText(r.tests.line)}${r.tests.url ? ` (${mdCode(r.tests.url)})` : ''}`,
    );
  const missing = r.reasons.filter((x) => !cause.includes(x) && x !== shared);
  if (missing.length) sections.push(['### What is missing', '', ...missing.map((x) => `- ${mdText(x)}`)].join('\n'));
  if (r.attention.length) sections.push(personSection(r.attention));
  if (r.notes.length) sections.push(['### Notes', '', ...r.notes.map((x) => `- ${mdText(x)}`)].join('\n'));
  if (r.open.length) sections.push(severityChart(r.open));
  return sections;
}

/** Each severity's colour, so a slice reads as its severity: critical red, high orange, medium yellow, low grey. */
export const SEVERITY_COLOUR: Record<(typeof SEVERITY_ORDER)[number], string> = {
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
export function severityChart(open: AnchoredFinding[]): string {
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
export function gateSections(r: GateResult, link?: LineLink, shared?: string): string[] {
  const sections = gateHeadSections(r, shared);
  const open = bySeverity(r.open);
  if (open.length) sections.push(`### Open findings (${open.length})`, ...open.map((f) => findingSection(f, link)));
  const refuted = r.findings.filter((f) => f.disposition === 'refuted');
  if (refuted.length)
    sections.push(
      [
        '<details><summary>Refuted findings (' + refuted.length + ')</summary>',
        '',
        ...refuted.map(
          (f) =>
            `- ${mdCode(f.id)} ${mdCode(shownName(f.path))}: ${mdLines(f.refutation ?? f.content)} (${mdText(describeProvenance(f.provenance))})`,
        ),
        '',
        '</details>',
      ].join('\n'),
    );
  const excluded = r.scope.excluded;
  sections.push(
    excluded.length
      ? [
          '<details><summary>Excluded files (' + excluded.length + ')</summary>',
          '',
          '| file | reason |',
          '| --- | --- |',
          ...excluded.slice(0, 500).map((e) => `| ${mdCellCode(shownName(e.path))} | \`${e.reason}\` |`),
          ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []),
          '',
          '</details>',
        ].join('\n')
      : '_No file was excluded._',
  );
  return sections;
}
