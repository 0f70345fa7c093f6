// Adversarial case 372: findings the reader could not count, written so they read as prose. A line
// of a finding in another language (`Zeile 3`, `ligne 3`, `行 3`, `L.3`, `line three`) or a file
// named with no line in a findings section; a second finding hidden inside a counted block ("Related:
// C2", "also breaks rule C5 at tests/b.spec.ts:9"); and a line of rule marks 16 MiB long (read in
// full by every pass: 10 s and 800 MB). Each is refused (exit 3) naming the line and what to write,
// where the code before left the verdict at Approve or read the second finding as nothing.
import { describe, expect, test } from 'vitest';
import { parseReport } from '../../src/test-review/report.js';
import { loadSkill } from '../../src/test-review/skill.js';
import { ProofgateError } from '../../src/text/errors.js';
import { TEST_REVIEW_EXIT } from '../../src/test-review/exit-codes.js';
import { ownReport } from '../test-review/support.js';
import { cpuMsSince } from '../support/cpu.js';

const registry = (await loadSkill()).registry;
const parse = (report: string) => parseReport(report, { registry });
const clean = ownReport(['tests/a.spec.ts']);
const CRITICAL = '## Critical Issues (Must Fix)';
const SHOULD = '## Recommendations (Should Fix)';
/** The report with `text` under `heading` before the Decision. */
const under = (heading: string, text: string, report = clean) => report.replace('## Decision', `${heading}\n\n${text}\n\n## Decision`);

/** The report is refused as an agent's fault (exit 3), for the reason given. */
function refused(report: string, reason: RegExp): void {
  let error: unknown;
  try {
    parse(report);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ProofgateError);
  expect((error as ProofgateError).exitCode).toBe(TEST_REVIEW_EXIT.agent);
  expect((error as Error).message).toMatch(reason);
}

describe('adversarial 372 a finding whose line is written in a spelling the reader does not read is refused, never prose', () => {
  test.each([
    [
      'an uncounted block, the line in German',
      under(SHOULD, '### 1. Fokussierter Test\n\n`tests/a.spec.ts` Zeile 3: `test.only` bleibt stehen.'),
    ],
    ['a bullet, the line in French', under(CRITICAL, '- tests/a.spec.ts ligne 3 : `test.only` est resté')],
    ['a bullet, the line in Spanish', under(CRITICAL, '- tests/a.spec.ts, línea 3 — `test.only`')],
    ['a bullet, the line in Chinese', under(CRITICAL, '- tests/a.spec.ts 行 3：`test.only`')],
    ['a bullet, the line as L.3', under(CRITICAL, '- tests/a.spec.ts L.3 focused test')],
    ['a bullet, the line in words', under(SHOULD, '- tests/a.spec.ts line three sleeps for a second')],
    [
      'a table row, the line in a cell of its own',
      under(SHOULD, '| Datei | Zeile | Befund |\n| --- | --- | --- |\n| tests/a.spec.ts | 3 | fokussiert |'),
    ],
    ['a red mark and the file, no line at all', under(CRITICAL, '- 🔴 `tests/a.spec.ts` — `test.only` is committed')],
    [
      'a heading that reads as a findings section, the file and a German severity',
      under('## 🔴 Critical Issues', 'Kritisch: tests/a.spec.ts (fokussierter Test)'),
    ],
  ])('adversarial 372 %s, in a findings section over no counted finding → exit 3 (was Approve, exit 0)', (_name, report) =>
    refused(
      report,
      /line \d+ names tests\/a\.spec\.ts.* in "## (?:Critical Issues \(Must Fix\)|Recommendations \(Should Fix\))" outside a counted finding block \(".*"\), which no counted finding has: write the finding as a "### " block .* \*\*Location\*\* lines \(the place as `path:line`\)/,
    ),
  );

  test('adversarial 372 the refusal quotes the line as written, so the retry writes `path:line`', () =>
    refused(under(SHOULD, '- tests/a.spec.ts Zeile 3: fokussiert'), /names tests\/a\.spec\.ts with its line written "zeile 3"/i));

  test('adversarial 372 a second finding in a file that holds a counted one, its line in German, is refused (was one High, Request Changes)', () => {
    const high = ownReport(['tests/a.spec.ts'], [{ severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 4, title: 'Sleeps' }]);
    refused(
      high.replace(`${SHOULD}\n`, `${SHOULD}\n\n- tests/a.spec.ts Zeile 9: noch ein Sleep\n`),
      /names tests\/a\.spec\.ts with its line written "zeile 9"/i,
    );
  });

  test('adversarial 372 outside the findings sections, a row at a place whose line is not read is refused (was Approve)', () =>
    refused(
      under('## Notes', '- C2 — tests/a.spec.ts Zeile 3'),
      /names row C2, tests\/a\.spec\.ts with its line written "zeile 3" outside the findings sections/i,
    ));

  test.each([
    ['a findings section saying there is nothing in the file', under(SHOULD, 'No additional recommendations for tests/a.spec.ts. ✅')],
    ['an uncounted sub-heading saying so', under(SHOULD, '### General\n\nNothing to fix in `tests/a.spec.ts`.')],
    ['the file and its count of tests in a summary', under('## Notes', 'tests/a.spec.ts has 3 tests, all short.')],
  ])('adversarial 372 %s is read as it is: Approve', (_name, report) => {
    expect(parse(report).recommendation).toBe('Approve');
  });

  // Since row 691 a reviewed file is a place for a row id with or without its line.
  test('adversarial 372 a reviewed file named with no line beside a row it checked is a claim no block counts: refused', () =>
    refused(
      under('## Notes', 'tests/a.spec.ts is short and reads well (C2 checked).'),
      /names row C2, tests\/a\.spec\.ts outside the findings sections/,
    ));
});

describe('adversarial 372 a second finding named inside a counted block is refused: each finding its own block', () => {
  const two = ['tests/a.spec.ts', 'tests/b.spec.ts'];
  const sleeps = { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 4, title: 'Sleeps' } as const;
  /** One counted High block (H1 at tests/a.spec.ts:4), its text `extra`. */
  const block = (extra: string, more: Parameters<typeof ownReport>[1] = []) =>
    ownReport(two, [sleeps, ...more]).replace('Why and how to fix.', extra);
  const HIDDEN =
    /line \d+, in the counted finding block "Sleeps" \(row H1\), names .*, another finding than the block's own: write each finding as its own "### " block/;

  test.each([
    ['"Related: C2"', 'Related: C2'],
    ["another rule at another file's line", 'It also breaks rule C5 at tests/b.spec.ts:9.'],
    ['another line of its own file', 'The same sleep waits again at `tests/a.spec.ts:9`.'],
    ["another file's line written `path` (line N)", 'So does `tests/b.spec.ts` (line 2).'],
    ['a line of its own file in German', '`tests/a.spec.ts` Zeile 9 schläft auch.'],
    ['another row in a list under the block', '- see also **H3** (a random id)'],
    ['another rule under **Related Violations**', '**Related Violations**:\nC2 at `tests/a.spec.ts:3` (`test.only`)'],
    ['another file under **Related Violations**', '**Related Violations**:\nThe same sleep at `tests/b.spec.ts:2`.'],
  ])('adversarial 372 %s, in a counted block → exit 3 naming the line (was read as nothing: one High)', (_name, extra) =>
    refused(block(extra), HIDDEN),
  );

  test("adversarial 372 another row in the block's title is refused", () =>
    refused(
      block('Why.').replace('### 1. Sleeps', '### 1. Sleeps, and C1'),
      /line \d+, in the counted finding block "Sleeps, and C1" \(row H1\), names row C1 /,
    ));

  test.each([
    ['its own row and place restated', 'The sleep at `tests/a.spec.ts:4` breaks H1.'],
    ['a negation of another row', 'No C1 or C2 markers nearby.'],
    [
      "the seed's **Related Violations**: lines of its own file",
      '**Related Violations**:\nThe same sleep at `tests/a.spec.ts:9` and `tests/a.spec.ts:12`.',
    ],
    ['another file named with no line', 'The helper in tests/b.spec.ts waits properly.'],
  ])('adversarial 372 %s is read as it is: one High, Request Changes', (_name, extra) => {
    const r = parse(block(extra));
    expect(r.recommendation).toBe('Request Changes');
    expect(r.findings).toMatchObject([{ row: 'H1', line: 4 }]);
  });

  test('adversarial 372 a reference to another counted finding, by its row and place, is read as it is', () => {
    const other = { severity: 'Medium', row: 'M2', path: 'tests/b.spec.ts', line: 2, title: 'Repeats' } as const;
    const r = parse(block('See also `tests/b.spec.ts:2` (M2).', [other]));
    expect(r.findings.map((f) => f.row)).toEqual(['H1', 'M2']);
  });
});

describe('adversarial 372 a line of rule marks past 1,000 characters is refused by its bound, not read for seconds', () => {
  test.each([
    ['16 MiB of `*`', '*'.repeat(16_000_000), '*'],
    ['4 MiB of `_ `', '_ '.repeat(2_000_000), '_'],
    ['4 MiB of `-` in a quote', `> ${'-'.repeat(4_000_000)}`, '-'],
  ])('adversarial 372 %s → exit 3 naming the bound and the line (was read: 16 MiB of `*` took 10 s and 800 MB)', (_name, line, mark) => {
    const c0 = process.cpuUsage();
    refused(
      under('## Notes', line),
      new RegExp(
        `line 25 is a run of more than 1,000 characters of "\\${mark}" \\(a rule or a heading's underline, which the page shows as one line at any length\\), the most that is read: write "---"`,
      ),
    );
    expect(cpuMsSince(c0)).toBeLessThan(3_000);
  });

  test('adversarial 372 a rule of 1,000 characters is read as it is', () => {
    expect(parse(under('## Notes', `Text.\n\n${'*'.repeat(1_000)}\n\nMore text.`)).recommendation).toBe('Approve');
  });
});
