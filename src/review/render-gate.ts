import type { GatedFinding, GateResult } from './gate.js';
import { CLEAN_MEANS } from './gate.js';
import { describeAnchor, type AnchoredFinding } from './anchor.js';
import { describeProvenance } from './provenance.js';
import { mdCode, mdFence, mdText } from '../text/neutralise.js';
import { personSection } from './render-scope.js';
import { short } from '../text/hash.js';
import type { ReviewLedger } from '../schemas/types.js';
import type { TreeIntegrity } from './tree-integrity.js';

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

export function findingSection(f: GatedFinding): string {
  return [
    `#### ${mdText(f.severity)} · ${mdText(f.category)} · ${mdCode(f.id)} in ${mdCode(f.path)} (${mdText(describeAnchor(f.anchor))})`,
    '',
    mdText(f.content),
    '',
    mdFence(f.existing_code),
    ...(f.claim ? ['', `**Claim of the intent.** ${mdText(f.claim)}`] : []),
    ...(f.evidence ? ['', `**Evidence.** ${mdText(f.evidence)}`] : []),
    ...(f.trigger ? ['', `**Trigger.** ${mdText(f.trigger)}`] : []),
    ...(f.consequence ? ['', `**Consequence.** ${mdText(f.consequence)}`] : []),
    ...(f.fix ? ['', `**Fix.** ${mdText(f.fix)}`] : []),
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
        `| ${mdCode(x.id)} | ${STATE_ICON[x.state]} ${x.state} | ${x.attempts.length} | ${x.files.completed}/${x.files.asked} | ${x.findings} | ${((x.durationMs ?? 0) / 1000).toFixed(1)} s |`,
    ),
  ].join('\n');
}

/** The working tree at the moment of grading: only a clean one lets the verdict be clean. */
function treeLine(t: TreeIntegrity): string {
  if (t.state === 'clean') return '**Tree at grading.** clean: no tracked file differs from the head the review answers.';
  if (t.state === 'dirty') return `**Tree at grading.** dirty: ${t.detail.length} path(s) differ, so the verdict cannot be clean.`;
  return `**Tree at grading.** unchecked: ${mdText(t.detail[0] ?? '')}; the verdict cannot be clean.`;
}

/** The head of every report: verdict first, the coverage table, the reasons. */
export function gateHeadSections(r: GateResult): string[] {
  const c = r.coverage;
  const head = [
    `## ${ICON[r.verdict]} proofgate review ${mdCode(r.id)}: **${r.verdict}**`,
    '',
    mdText(r.headline),
    '',
    r.verdict === 'clean'
      ? `_${CLEAN_MEANS}._`
      : r.verdict === 'findings'
        ? 'The scope is fully covered and at least one finding is open.'
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
      `**Reviewers.** ${r.scope.reviewers.map((x) => mdCode(x.id)).join(', ')}: ${r.scope.dispatch === 'each' ? "no attempt of proofgate's own ran them, so no ledger accounts for each" : 'one run played every one (dispatch one), so no ledger accounts for each'}.`,
    );
  if (r.tests)
    sections.push(
      `**Tests at the head.** ${r.tests.passed ? '✅ passed' : '❌ not passed'}: ${mdText(r.tests.line)}${r.tests.url ? ` (${mdCode(r.tests.url)})` : ''}`,
    );
  if (r.reasons.length) sections.push(['### What is missing', '', ...r.reasons.map((x) => `- ${mdText(x)}`)].join('\n'));
  if (r.attention.length) sections.push(personSection(r.attention));
  if (r.notes.length) sections.push(['### Notes', '', ...r.notes.map((x) => `- ${mdText(x)}`)].join('\n'));
  if (r.open.length) {
    const counts = SEVERITY_ORDER.map((s) => [s, r.open.filter((f) => f.severity === s).length] as const).filter(([, n]) => n > 0);
    sections.push(
      ['```mermaid', 'pie showData title Open findings by severity', ...counts.map(([s, n]) => `  "${s}" : ${n}`), '```'].join('\n'),
    );
  }
  return sections;
}

/** Every section of the gate's report, in reading order. */
export function gateSections(r: GateResult): string[] {
  const sections = gateHeadSections(r);
  const open = bySeverity(r.open);
  if (open.length) sections.push(`### Open findings (${open.length})`, ...open.map(findingSection));
  const refuted = r.findings.filter((f) => f.disposition === 'refuted');
  if (refuted.length)
    sections.push(
      [
        '<details><summary>Refuted findings (' + refuted.length + ')</summary>',
        '',
        ...refuted.map(
          (f) => `- ${mdCode(f.id)} ${mdCode(f.path)}: ${mdText(f.refutation ?? f.content)} (${mdText(describeProvenance(f.provenance))})`,
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
          ...excluded.slice(0, 500).map((e) => `| ${mdCode(e.path)} | \`${e.reason}\` |`),
          ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []),
          '',
          '</details>',
        ].join('\n')
      : '_No file was excluded._',
  );
  return sections;
}
