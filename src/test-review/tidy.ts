import type { Counts, Recommendation, ReportFinding } from './report.js';

/**
 * The pr-mode report: pre-existing finding blocks cut, the counts, score and
 * recommendation lines rewritten to the gated values, and one line under the
 * title stating the pull request's decision. The caller parses the result
 * again and publishes it only when it still reads as the verdict it gated.
 */
export interface TidyInput {
  text: string;
  cut: ReportFinding[];
  violations: Counts;
  qualityScore: number;
  grade: string;
  recommendation: Recommendation;
  headSha: string | null;
}

function fenceMask(lines: string[]): boolean[] {
  let fence: string | null = null;
  return lines.map((line) => {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null) {
      if (m) fence = m[1]!;
      return fence !== null;
    }
    if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && line.trim() === m[1]) fence = null;
    return true;
  });
}

export function tidyReport(t: TidyInput): string {
  const lines = t.text.replace(/\r\n/g, '\n').split('\n');
  const fenced = fenceMask(lines);
  const drop = new Set<number>();
  let section = '';
  let block = -1;
  let dropping = false;
  lines.forEach((line, i) => {
    if (fenced[i]) {
      if (dropping) drop.add(i);
      return;
    }
    if (/^## /.test(line)) {
      section = line.replace(/^##\s+/, '').trim();
      block = -1;
      dropping = false;
    } else if (/^### /.test(line)) {
      block++;
      dropping = t.cut.some((f) => f.section === section && f.block === block);
    }
    if (dropping) drop.add(i);
  });
  const c = t.violations;
  let scoreDone = false;
  let titleDone = false;
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (drop.has(i)) return;
    if (!fenced[i] && /^\s*\*\*Total Violations\*\*\s*:/i.test(line))
      line = `**Total Violations**: ${c.critical} Critical, ${c.high} High, ${c.medium} Medium, ${c.low} Low`;
    else if (!fenced[i] && !scoreDone && /^\s*\*\*Quality Score\*\*\s*:/.test(line)) {
      line = `**Quality Score**: ${t.qualityScore}/100 (${t.grade})`;
      scoreDone = true;
    } else if (!fenced[i] && /^\s*(?:\*\*Recommendation\*\*\s*:|\*\*Recommendation:\*\*)/.test(line))
      line = `**Recommendation**: ${t.recommendation}`;
    out.push(line);
    if (!fenced[i] && !titleDone && /^# /.test(line)) {
      titleDone = true;
      out.push(
        '',
        `**Pull request decision**: ${t.recommendation}${t.headSha ? ` at ${t.headSha.slice(0, 12)}` : ''}; ${t.cut.length} pre-existing finding(s) left out.`,
      );
    }
  });
  return out.join('\n');
}
