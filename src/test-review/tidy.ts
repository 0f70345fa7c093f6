import { LEDGER_SECTION } from './ledger.js';
import { asRead, fenceMask, labelPattern, sameSection, sectionHeading } from './markdown.js';
import { CRITICAL_SECTION, findingsAt, namedIn, reviewedPaths, SHOULD_FIX_SECTION } from './report.js';
import type { Counts, Recommendation, ReportFinding } from './report.js';

/**
 * The published report says what the verdict says: in pr mode the pre-existing
 * finding blocks (and the list items and table rows naming them, and the sentences
 * outside the finding blocks that name only them) are cut; in
 * every mode the header score and grade, the counts, the recommendation, the
 * score rules and the ledger are rewritten to the verdict's values, and a
 * **Reviewer** line names the agent and model. The caller parses the result
 * again and publishes it only when it reads back as the verdict.
 */
export interface PublishedNumbers {
  violations: Counts;
  rawQualityScore: number;
  scoreCap: number;
  qualityScore: number;
  grade: string;
  bonus: number;
  recommendation: Recommendation;
  scoreOverrideRule: string;
  verdictRule: string;
}

export interface TidyInput {
  text: string;
  cut: ReportFinding[];
  /** Every finding the report counted, the cut ones among them. */
  findings: ReportFinding[];
  /** The files a place may name (the review set, the reviewed files), as the reader takes them. */
  files: readonly string[];
  numbers: PublishedNumbers;
  /**
   * The lines (1-based) the parser read as the verdict (ParsedReport.verdictLines): only these are rewritten, so a
   * **Recommendation** line of advice stays the agent's words and never becomes a verdict it did not state.
   */
  verdictLines: readonly number[];
  /** `agent / model`, or the agent alone. */
  reviewer: string;
  /** pr mode: the line under the title names the decision, the commit and the cut. */
  decision?: { headSha: string | null };
}

const WORST = ['critical', 'high', 'medium', 'low'] as const;

/** The ledger, written from the verdict: every line of it is a number the verdict holds. */
export function canonicalLedger(n: PublishedNumbers): string[] {
  const c = n.violations;
  const row = (label: string, count: number, weight: number) =>
    `${`${label} Violations:`.padEnd(25)}-${count} × ${weight} = -${count * weight}`;
  const worst = WORST.find((k) => c[k] > 0);
  return [
    '',
    '```text',
    `${'Starting Score:'.padEnd(25)}100`,
    row('Critical', c.critical, 10),
    row('High', c.high, 5),
    row('Medium', c.medium, 2),
    row('Low', c.low, 1),
    '',
    `${'Total Bonus:'.padEnd(25)}+${n.bonus}`,
    '',
    `${'Raw Deduction Score:'.padEnd(25)}${n.rawQualityScore}/100`,
    `${'Score Cap:'.padEnd(25)}${n.scoreCap}/100 (${worst ? worst[0]!.toUpperCase() + worst.slice(1) : 'no findings'})`,
    `${'Final Score:'.padEnd(25)}${n.qualityScore}/100`,
    `${'Grade:'.padEnd(25)}${n.grade}`,
    '```',
    '',
    `Score rule: ${n.scoreOverrideRule}`,
    '',
    `Verdict rule: ${n.verdictRule}`,
    '',
  ];
}

const LABELS = {
  score: labelPattern('Quality Score'),
  counts: labelPattern('Total Violations'),
  recommendation: labelPattern('Recommendation'),
  raw: labelPattern('Raw Deduction Score'),
  cap: labelPattern('Score Cap'),
  scoreRule: labelPattern('Score Override Rule'),
  verdictRule: labelPattern('Verdict Rule'),
  reviewer: labelPattern('Reviewer'),
};

export function tidyReport(t: TidyInput): string {
  const lines = asRead(t.text).split('\n');
  const fenced = fenceMask(lines);
  const n = t.numbers;
  const c = n.violations;
  const drop = new Set<number>();
  const verdictLines = new Set(t.verdictLines);
  // What names a cut finding outside its block: its location, or its title when that is specific enough.
  const names = t.cut.flatMap((f) => [...(f.path && f.line ? [`${f.path}:${f.line}`] : []), ...(f.title.length >= 12 ? [f.title] : [])]);
  // Sections are found as the parser finds them (sectionHeading, sameSection): a heading spelled
  // otherwise (`## Quality Score **Breakdown**`) is the same section to both, so the ledger the
  // parser exempts from the prose checks is the ledger replaced here.
  let section = '';
  let inLedger = false;
  let block = -1;
  let dropping = false;
  let ledgerAt = -1;
  // The lines of prose paragraphs outside the ledger and the finding blocks, whose sentences may name cut findings.
  const prose = new Set<number>();
  lines.forEach((line, i) => {
    if (fenced[i]) {
      if (dropping || inLedger) drop.add(i);
      return;
    }
    const heading = sectionHeading(line);
    if (heading !== null) {
      section = heading;
      inLedger = sameSection(heading, LEDGER_SECTION);
      if (inLedger) ledgerAt = i;
      block = -1;
      dropping = false;
    } else if (inLedger) drop.add(i);
    else if (/^### /.test(line)) {
      block++;
      dropping = t.cut.some((f) => sameSection(f.section, section) && f.block === block);
    } else if (/^\s*(?:\||[-*+]\s|\d+[.)]\s)/.test(line)) {
      if (names.some((name) => line.includes(name))) drop.add(i);
    } else if (
      line.trim() !== '' &&
      !/^\s*[>#]/.test(line) &&
      // A line the rewrite below sets (the counts, the verdict) is never cut.
      !Object.values(LABELS).some((label) => label.test(line)) &&
      !(block >= 0 && FINDINGS.some((h) => sameSection(section, h)))
    )
      prose.add(i);
    if (dropping) drop.add(i);
  });
  const rewritten = cutSentences(lines, prose, t);
  for (const [i, line] of rewritten) if (line === null) drop.add(i);
  // The reviewer goes under the title (or before the first section) unless the report has a line for it.
  const hasReviewer = lines.some((l, i) => !fenced[i] && LABELS.reviewer.test(l));
  const firstSection = lines.findIndex((l, i) => !fenced[i] && sectionHeading(l) !== null);
  const hasTitle = lines.some((l, i) => !fenced[i] && /^# /.test(l));
  const header = [
    ...(t.decision
      ? [
          `**Pull request decision**: ${n.recommendation}${t.decision.headSha ? ` at ${t.decision.headSha.slice(0, 12)}` : ''}; ${t.cut.length} pre-existing finding(s) left out.`,
        ]
      : []),
    ...(hasReviewer ? [] : [`**Reviewer**: ${t.reviewer}`]),
  ];
  let headerDone = false;
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (drop.has(i)) return;
    line = rewritten.get(i) ?? line;
    if (!fenced[i]) {
      if (LABELS.counts.test(line)) line = `**Total Violations**: ${c.critical} Critical, ${c.high} High, ${c.medium} Medium, ${c.low} Low`;
      else if (
        LABELS.score
          .exec(line)?.[3]
          ?.trim()
          .match(/^\**\s*-?\d/)
      )
        line = `**Quality Score**: ${n.qualityScore}/100 (${n.grade})`;
      else if (verdictLines.has(i + 1)) line = `**Recommendation**: ${n.recommendation}`;
      else if (LABELS.raw.test(line)) line = `**Raw Deduction Score**: ${n.rawQualityScore}/100`;
      else if (LABELS.cap.test(line)) line = `**Score Cap**: ${n.scoreCap}/100`;
      else if (LABELS.scoreRule.test(line)) line = `**Score Override Rule**: ${n.scoreOverrideRule}`;
      else if (LABELS.verdictRule.test(line)) line = `**Verdict Rule**: ${n.verdictRule}`;
      else if (LABELS.reviewer.test(line)) line = `**Reviewer**: ${t.reviewer}`;
    }
    if (!headerDone && !hasTitle && i === firstSection) {
      headerDone = true;
      out.push(...header, '');
    }
    out.push(line);
    if (i === ledgerAt) out.push(...canonicalLedger(n));
    if (!headerDone && !fenced[i] && /^# /.test(line)) {
      headerDone = true;
      out.push('', ...header);
    }
  });
  return out.join('\n');
}

const FINDINGS = [CRITICAL_SECTION, SHOULD_FIX_SECTION];
const SENTENCE = /(?<=[.;!?])\s+(?=\S)/;

/**
 * The prose paragraphs (runs of `prose` lines) that name a cut finding, rewritten without each
 * sentence that names only cut findings (every row it names theirs alone, every place it names
 * theirs and no kept finding's): the copy is read again, and a sentence about what it left out
 * would name a finding it no longer counts. A sentence that names anything else stays, to be read.
 * Maps a paragraph's first line to its kept sentences (null: none left) and its other lines to null.
 */
function cutSentences(lines: string[], prose: ReadonlySet<number>, t: TidyInput): Map<number, string | null> {
  const out = new Map<number, string | null>();
  if (t.cut.length === 0) return out;
  const cut = new Set(t.cut);
  const keptRows = new Set(t.findings.filter((f) => !cut.has(f)).map((f) => f.row));
  const cutRows = new Set(t.cut.map((f) => f.row).filter((r) => !keptRows.has(r)));
  const paths = reviewedPaths(t.files);
  const at = findingsAt(t.findings);
  const cutOnly = (sentence: string) => {
    const { rows, places } = namedIn(sentence, paths);
    if (rows.length === 0 && places.length === 0) return false;
    return (
      rows.every((r) => cutRows.has(r)) &&
      places.every((p) => {
        const here = at(p);
        return here.length > 0 && here.every((f) => cut.has(f));
      })
    );
  };
  for (let i = 0; i < lines.length; i++) {
    if (!prose.has(i)) continue;
    let end = i;
    while (prose.has(end + 1)) end++;
    const sentences = lines
      .slice(i, end + 1)
      .map((l) => l.trim())
      .join(' ')
      .split(SENTENCE);
    const left = sentences.filter((s) => !cutOnly(s));
    if (left.length < sentences.length) {
      out.set(i, left.length ? left.join(' ') : null);
      for (let k = i + 1; k <= end; k++) out.set(k, null);
    }
    i = end;
  }
  return out;
}
