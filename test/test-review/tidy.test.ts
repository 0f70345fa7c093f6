import { expect, test } from 'vitest';
import { parseReport } from '../../src/test-review/report.js';
import { loadSkill } from '../../src/test-review/skill.js';
import { tidyReport } from '../../src/test-review/tidy.js';
import { ownReport } from './support.js';

test('cuts exactly the pre-existing blocks (a fenced ### is not a block), rewrites the gated lines, and still parses', () => {
  const registry = loadSkill().registry;
  const text = ownReport(
    ['tests/a.spec.ts'],
    [
      { severity: 'Critical', row: 'C1', path: 'tests/a.spec.ts', line: 3, title: 'Skipped' },
      { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 4, title: 'Sleeps' },
      { severity: 'Medium', row: 'M2', path: 'tests/a.spec.ts', line: 5, title: 'Payload' },
    ],
  ).replace('Why and how to fix.', '```\n### 9. not a block\n```');
  const parsed = parseReport(text, { registry });
  const cut = parsed.findings.filter((f) => f.row === 'C1' || f.row === 'M2');
  const tidy = tidyReport({
    text,
    cut,
    numbers: {
      violations: { critical: 0, high: 1, medium: 0, low: 0 },
      rawQualityScore: 95,
      scoreCap: 79,
      qualityScore: 79,
      grade: 'C',
      bonus: 0,
      recommendation: 'Request Changes',
      scoreOverrideRule: 'cap',
      verdictRule: 'High',
    },
    reviewer: 'custom',
    decision: { headSha: 'f'.repeat(40) },
  });
  const again = parseReport(tidy, { registry });
  expect(again.findings.map((f) => f.row)).toEqual(['H1']);
  expect(again).toMatchObject({
    recommendation: 'Request Changes',
    qualityScore: 79,
    grade: 'C',
    ledger: { bonus: 0, counts: { critical: 0, high: 1, medium: 0, low: 0 }, finalScore: 79, grade: 'C' },
    violations: { critical: 0, high: 1, medium: 0, low: 0 },
  });
  expect(tidy).toMatch(/^# .*\n\n\*\*Pull request decision\*\*.*\n\*\*Reviewer\*\*: custom$/m);
  expect(tidy).toContain('**Pull request decision**: Request Changes at ffffffffffff; 2 pre-existing finding(s) left out.');
});
