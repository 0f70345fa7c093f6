import { describe, expect, test } from 'vitest';
import { parseReport } from '../../src/test-review/report.js';
import { loadSkill } from '../../src/test-review/skill.js';
import { tidyReport } from '../../src/test-review/tidy.js';
import { ownReport } from './support.js';

/** The packaged skill's criteria registry, read as test-review reads it. */
const PACKAGED_REGISTRY = (await loadSkill()).registry;

test('cuts exactly the pre-existing blocks (a fenced ### is not a block), rewrites the gated lines, and still parses', () => {
  const registry = PACKAGED_REGISTRY;
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
    findings: parsed.findings,
    files: parsed.reviewedFiles,
    verdictLines: parsed.verdictLines,
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

describe('pr mode: prose naming only cut findings leaves with them', () => {
  const registry = PACKAGED_REGISTRY;
  const findings = [
    { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 4, title: 'Sleeps instead of waiting' },
    { severity: 'Medium', row: 'M2', path: 'tests/a.spec.ts', line: 9, title: 'Repeated payload' },
  ] as const;
  const numbers = {
    violations: { critical: 0, high: 0, medium: 1, low: 0 },
    rawQualityScore: 98,
    scoreCap: 89,
    qualityScore: 89,
    grade: 'B',
    bonus: 0,
    recommendation: 'Approve with Comments',
    scoreOverrideRule: 'cap',
    verdictRule: 'Medium',
  } as const;
  /** The report with `prose` in its summary, tidied with the High finding cut, and read again. */
  const tidied = (prose: string) => {
    const text = ownReport(['tests/a.spec.ts'], [...findings]).replace(
      '**Context Waivers Applied**: 0',
      `**Context Waivers Applied**: 0\n\n${prose}`,
    );
    const parsed = parseReport(text, { registry });
    const tidy = tidyReport({
      text,
      cut: parsed.findings.filter((f) => f.row === 'H1'),
      findings: parsed.findings,
      files: parsed.reviewedFiles,
      verdictLines: parsed.verdictLines,
      numbers,
      reviewer: 'custom',
      decision: { headSha: null },
    });
    return { tidy, again: () => parseReport(tidy, { registry }) };
  };

  test.each([
    ['its place and row', 'The sleep at tests/a.spec.ts:4 (H1) predates this change.'],
    ['its level and place', 'The High sleep at tests/a.spec.ts:4 predates this change.'],
    ['over two lines', 'The sleep at tests/a.spec.ts:4\n(H1) predates this change.'],
  ])('a paragraph naming %s is dropped and the copy reads back', (_name, prose) => {
    const { tidy, again } = tidied(prose);
    expect(tidy).not.toContain('predates');
    expect(again().findings.map((f) => f.row)).toEqual(['M2']);
  });

  test('a sentence naming only a cut finding is dropped, one naming a kept finding stays', () => {
    const { tidy, again } = tidied(
      'The sleep at tests/a.spec.ts:4 (H1) predates this change. The payload at tests/a.spec.ts:9 (M2) is new.',
    );
    expect(tidy).not.toContain('predates');
    expect(tidy).toMatch(/^The payload at tests\/a\.spec\.ts:9 \(M2\) is new\.$/m);
    expect(again().findings.map((f) => f.row)).toEqual(['M2']);
  });

  test.each([
    ['an uncounted place with it', 'The sleeps at tests/a.spec.ts:4 (H1) and tests/a.spec.ts:30 (H1) predate this change.'],
    ['an uncounted row with it', 'The High sleep at tests/a.spec.ts:4 predates this change, and so does H3.'],
  ])('a sentence naming a cut finding and %s stays, and is read', (_name, prose) => {
    const { tidy, again } = tidied(prose);
    expect(tidy).toContain(prose);
    expect(again).toThrow(/invalid report: line \d+ names/);
  });
});
