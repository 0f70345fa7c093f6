import type { GateResult } from './gate.js';
import { nameLetters } from '../text/names.js';
import type { UatMode } from './config.js';
import { mdCellCode, mdCellLines, mdCellText, mdCode, mdText } from '../text/neutralise.js';

const ICON: Record<string, string> = { passed: '\u2705', failed: '\u274c', awaiting: '\u23f3', stale: '\u26a0\ufe0f' };

/** The job summary: verdict first, the counts, each open item with its triage, what is still owed. */
export function gateSummarySections(id: string, g: GateResult, mode: UatMode, page?: string): string[] {
  const tester = g.run ? (nameLetters(g.run.tester) ? mdText(g.run.tester) : '_unsigned_') : '\u2014';
  const sections = [`## proofgate uat gate: ${mdCode(id)}`, `### ${ICON[g.verdict] ?? ''} ${g.verdict} \u2014 tester: ${tester}`];
  if (mode === 'advisory')
    sections.push(
      '> [!NOTE]\n> Advisory mode: this verdict is reported, **nothing is gated**. Set `mode: gate` to make the job fail unless the recipe passes.',
    );
  if (g.tally) {
    const t = g.tally;
    sections.push(
      `| passed | failed | blocked | skipped | to do |\n| ---: | ---: | ---: | ---: | ---: |\n| ${t.pass} | ${t.fail} | ${t.blocked} | ${t.skip} | ${t.todo} |`,
    );
  }
  if (g.open.length) {
    const rows = g.open.map(
      (o) =>
        `| ${mdCellCode(o.expect)} | ${o.status} | ${mdCellText(o.text)} | ${(o.note && mdCellLines(o.note)) || '\u2014'} | ${o.class ?? '**untriaged**'} | ${o.decision ? `${o.decision}${o.owner ? ` (${mdCellText(o.owner)})` : ''}` : '\u2014'} |`,
    );
    sections.push(
      `<details open><summary><b>${g.open.length} failed, blocked or skipped expectation(s)</b></summary>\n\n| expectation | answer | text | tester's note | class | decision |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n\n</details>`,
    );
  }
  if (g.reasons.length && g.verdict !== 'passed') sections.push(`**Still owed**\n\n${g.reasons.map((r) => `- ${mdText(r)}`).join('\n')}`);
  sections.push(
    g.verdict === 'passed'
      ? `Establishes: ${g.establishes}. Does not establish ${g.doesNotEstablish}.`
      : `A pass would establish: ${g.establishes}; never ${g.doesNotEstablish}.`,
  );
  if (page)
    sections.push(
      `The tester's page is ${mdCode(page)} in the artifact this step uploaded: download it by the artifact's id (below), open it in a browser, play it, and export the answers.`,
    );
  return sections;
}
