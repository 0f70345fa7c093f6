// Adversarial case 371: a report of a pathological shape under the 16 MiB cap (one long paragraph,
// thousands of code spans, millions of markers on a line) is read in time linear in its size, or
// refused by a bound that names itself and the line; never minutes, gigabytes or a stack overflow
// reported as an unexpected error. Time bounds are CPU time (test/support/cpu.ts), generous for a
// loaded machine: each case here takes well under a second, where the code before took minutes.
import { describe, expect, test } from 'vitest';
import { parseReport } from '../../src/test-review/report.js';
import { tidyReport, type TidyInput } from '../../src/test-review/tidy.js';
import { loadSkill } from '../../src/test-review/skill.js';
import { ownReport, reportAgentArgs, repoWith } from '../test-review/support.js';
import { cliCase } from '../support/run.js';
import { cpuMsSince } from '../support/cpu.js';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The packaged skill's criteria registry, read as test-review reads it. */
const PACKAGED_REGISTRY = (await loadSkill()).registry;

const clean = ownReport(['tests/a.spec.ts']);
/** The honest report with `notes` as a section of its own before the Decision. */
const withNotes = (notes: string) => clean.replace('## Decision', `## Notes\n\n${notes}\n\n## Decision`);
const parse = (report: string) => parseReport(report, { registry: PACKAGED_REGISTRY });

const LOW = { severity: 'Low', row: 'L3', path: 'tests/a.spec.ts', line: 1, title: '' } as const;
/** What a pull-request review publishes beside the cut: the verdict's numbers. */
const TIDY: Omit<TidyInput, 'text' | 'cut' | 'findings' | 'files'> = {
  verdictLines: [],
  numbers: {
    violations: { critical: 0, high: 0, medium: 0, low: 2_000 },
    rawQualityScore: 0,
    scoreCap: 100,
    qualityScore: 0,
    grade: 'F',
    bonus: 0,
    recommendation: 'Request Changes',
    scoreOverrideRule: 'none',
    verdictRule: 'none',
  },
  reviewer: 'custom',
  decision: { headSha: 'f'.repeat(40) },
};
/** Parses the report, which must pass or be refused for `reason`, within `ms` of CPU. */
function readsWithin(report: string, ms: number, reason?: RegExp): void {
  const c0 = process.cpuUsage();
  if (reason) expect(() => parse(report)).toThrow(reason);
  else expect(parse(report).recommendation).toBe('Approve');
  expect(cpuMsSince(c0)).toBeLessThan(ms);
}

describe('adversarial 371 a report of a pathological shape is read in linear time, or refused by a named bound', () => {
  test.each([
    // A level looked for in the rest of the paragraph at every mention: 21,000 lines took 10 s, 40,000 about 40.
    ['a paragraph of 40,000 lines each mentioning severity', withNotes('a note on severity\n'.repeat(40_000).trimEnd())],
    // A lazy code-span pattern tried every run length at every backtick: 20 KB took 49 s.
    [
      'a paragraph of 4,000 code-span runs of every length up to 400',
      withNotes(Array.from({ length: 4_000 }, (_, i) => '`'.repeat((i % 400) + 1)).join(' ')),
    ],
    // An emoji shortcode's name matched with two overlapping runs: a colon then 80,000 letters took 12 s.
    ['a colon then 400,000 letters', withNotes(`:${'a'.repeat(400_000)}`)],
    // A label's words matched lazily before spaces: a word, 400,000 spaces and a word took over a minute.
    ['a word, 400,000 spaces and a word', withNotes(`a${' '.repeat(400_000)}x`)],
  ])('adversarial 371 %s is read in linear time', (_name, report) => {
    readsWithin(report, 5_000);
  });

  test.each([
    // The label of a link reference definition matched a character a step: 15 million overflowed the stack.
    [
      'a line of a bracket and 15 million letters (a definition label and a link text looked for)',
      withNotes(`[${'a'.repeat(15_000_000)}`),
      /line \d+ starts a paragraph, heading or table cell of more than 1,048,576 characters, the most that is read as one/,
    ],
    // A quote marker a step of several patterns: 8 million overflowed the stack.
    [
      'a line of 8 million quote markers',
      withNotes(`${'> '.repeat(8_000_000)}text`),
      /line 25 starts with more than 100 quote or list markers \(the page shows nothing nested past 20\)/,
    ],
    // Each line costs a few objects to each reader: 8 million short lines at the cap took minutes and gigabytes.
    ['a list of 500,000 items', withNotes('- a\n'.repeat(500_000)), /the report goes on past line 400,000, the most lines that are read/],
    // Each table cell too: a table of 4 million cells took a minute and 2.4 GB.
    [
      'a table of 340,000 cells',
      withNotes(`| a | b |\n| --- | --- |\n${'| x | y |\n'.repeat(170_000)}`),
      /the report holds more than 400,000 pipes \(\|\), each a table cell's edge, the most that are read/,
    ],
    // The page's parser made a token of every emphasis mark: a 15 MiB line of `_*` took 4.6 GB.
    [
      'a paragraph of 4 million emphasis marks',
      withNotes('_*'.repeat(2_000_000)),
      /line \d+ starts a paragraph, heading or table cell of more than 1,048,576 characters/,
    ],
  ])('adversarial 371 %s is refused by its bound, named', (_name, report, reason) => {
    readsWithin(report, 5_000, reason);
  });

  test('adversarial 371 a paragraph of a million emphasis marks, under the bound, is read', () => {
    readsWithin(withNotes('_*'.repeat(500_000)), 5_000);
  });

  test('adversarial 371 through the CLI, a shape that overflowed the stack is exit 3 with its reason, not an unexpected error', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "import { test } from 'vitest';\n\ntest('adds', () => {});\n" });
    const file = join(dir, '..', `${dir.split('/').pop()}-371.md`);
    writeFileSync(file, withNotes(`${'> '.repeat(8_000_000)}text`));
    rmSync(join(dir, 'v.json'), { force: true });
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(file), '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/line 25 starts with more than 100 quote or list markers/);
    expect(r.stderr).not.toMatch(/unexpected error/);
  });

  test('adversarial 371 a pull-request review cutting half of 4,000 findings from a summary naming 40,000 places is linear', () => {
    // Each sentence's places were compared with every finding, both paths normalised each time: 20 s here.
    const findings = parse(
      ownReport(
        ['tests/a.spec.ts'],
        Array.from({ length: 4_000 }, (_, i) => ({ ...LOW, line: i + 1, title: `Magic number ${i}` })),
      ),
    ).findings;
    const summary = Array.from({ length: 40_000 }, (_, i) => `The value at tests/a.spec.ts:${(i % 8_000) + 1} is named.`).join(' ');
    const text = withNotes(summary);
    const c0 = process.cpuUsage();
    const tidy = tidyReport({ ...TIDY, text, cut: findings.filter((_, i) => i % 2 === 0), findings, files: ['tests/a.spec.ts'] });
    expect(cpuMsSince(c0)).toBeLessThan(8_000);
    // A sentence naming a cut finding's line alone leaves; one naming a kept finding's line stays.
    expect(tidy).not.toContain('tests/a.spec.ts:1 is named');
    expect(tidy).toContain('tests/a.spec.ts:2 is named');
  });
});
