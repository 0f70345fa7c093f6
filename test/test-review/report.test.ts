import { describe, expect, test } from 'vitest';
import { parseReport, type RunContract } from '../../src/test-review/report.js';
import { loadSkill, skillPlace } from '../../src/test-review/skill.js';
import { computeScore } from '../../src/test-review/score.js';
import { fixture, ownReport, PEER_SKILL } from './support.js';
import { cpuMsSince } from '../support/cpu.js';

const ours = (await loadSkill()).registry;
const parse = (text: string, contract?: RunContract) => parseReport(text, { registry: ours, ...(contract ? { contract } : {}) });

/** A valid report in our own template's shape; `edit` bends one rule at a time. */
function report(edit: (r: string) => string = (r) => r): string {
  return edit(`---
workflowType: testarch-test-review
---

# Test Quality Review: cart

**Quality Score**: 84/100 (B)

## Executive Summary

**Recommendation**: Request Changes

**Context Basis**: none

**Context Waivers Applied**: 0

### Key Strengths

- ✅ Fixtures are built per test

### Advisory Observations

- The helper could be shared

**Total Violations**: 0 Critical, 1 High, 2 Medium, 1 Low

## Quality Score Breakdown

Total Bonus: +0

## Recommendations (Should Fix)

### 1. Sleeps instead of waiting

**Severity**: P1 (High)
**Location**: \`tests/cart.spec.ts:12\`
**Row**: H1

### 2. Repeated payload

**Severity**: P2 (Medium)
**Location**: \`tests/cart.spec.ts:20-28\`
**Row**: M2

## Decision

**Recommendation**: Request Changes

## Reviewed Files

- \`tests/cart.spec.ts\`
`);
}

describe('a valid report', () => {
  test('is read field by field', () => {
    const r = parse(report());
    expect(r).toMatchObject({
      recommendation: 'Request Changes',
      qualityScore: 84,
      violations: { critical: 0, high: 1, medium: 2, low: 1 },
      bonus: 0,
      reviewedFiles: ['tests/cart.spec.ts'],
      contextBasis: 'none',
      contextFiles: [],
      keyStrengths: ['Fixtures are built per test'],
      advisoryObservations: ['The helper could be shared'],
    });
    expect(r.findings).toEqual([
      {
        section: 'Recommendations (Should Fix)',
        title: 'Sleeps instead of waiting',
        severity: 'High',
        row: 'H1',
        path: 'tests/cart.spec.ts',
        line: 12,
        lineEnd: null,
        block: 0,
      },
      {
        section: 'Recommendations (Should Fix)',
        title: 'Repeated payload',
        severity: 'Medium',
        row: 'M2',
        path: 'tests/cart.spec.ts',
        line: 20,
        lineEnd: 28,
        block: 1,
      },
    ]);
  });
  test('stepsCompleted may be absent (resume state), and the execution mode is optional', () => {
    expect(parse(report()).executionMode).toBeUndefined();
    expect(
      parse(report((r) => r.replace('**Context Waivers Applied**: 0', '**Context Waivers Applied**: 0\n\n**Execution Mode**: subagent')))
        .executionMode,
    ).toBe('subagent');
  });
  test('emphasis is removed only when it wraps the whole value', () => {
    const r = parse(
      report((t) =>
        t
          .replace('- `tests/cart.spec.ts`', '- **tests/user_profile.spec.ts**')
          .replace(/tests\/cart\.spec\.ts:/g, 'tests/user_profile.spec.ts:'),
      ),
    );
    expect(r.reviewedFiles).toEqual(['tests/user_profile.spec.ts']);
  });
  test('prose in a manifest is skipped; a spaced path with an extension and a bare name count', () => {
    const r = parse(
      report((t) =>
        t
          .replace('- `tests/cart.spec.ts`', 'These were the files:\n- tests/cart.spec.ts\n- tests/my cart.spec.ts\n- Makefile')
          .replace(/`tests\/cart\.spec\.ts:\d+(-\d+)?`/g, '`tests/cart.spec.ts:1`'),
      ),
    );
    expect(r.reviewedFiles).toEqual(['tests/cart.spec.ts', 'tests/my cart.spec.ts', 'Makefile']);
  });
  test('the same verdict twice, or a Recommendation line that is not a verdict, is still one verdict', () => {
    const twice = report((t) =>
      t.replace(
        '## Decision\n\n**Recommendation**: Request Changes',
        '## Decision\n\n**Recommendation**: Request Changes\n\nRecommendation: request changes\nRecommendation: share the cart fixture',
      ),
    );
    expect(parse(twice)).toMatchObject({ recommendation: 'Request Changes' });
  });
  test('Medium and Low may be counted without a block', () => {
    expect(parse(report((t) => t.replace('2 Medium, 1 Low', '5 Medium, 1 Low'))).violations.medium).toBe(5);
  });
});

const refusals: [string, (r: string) => string, RegExp][] = [
  ['no frontmatter', (r) => r.replace(/^---[\s\S]*?---\n/, ''), /no YAML frontmatter/],
  // What a model puts around a document it was asked to write: named, so the next attempt leaves it out.
  [
    'the report in a Markdown fence',
    (r) => `\`\`\`markdown\n${r}\n\`\`\`\n`,
    /the report is wrapped in a Markdown fence: write the Markdown itself/,
  ],
  [
    'a line of prose before the frontmatter',
    (r) => `Here is the report:\n\n${r}`,
    /text comes before the frontmatter: the report starts with the `---` line/,
  ],
  ['another workflow type', (r) => r.replace('testarch-test-review', 'something-else'), /workflowType/],
  [
    'an empty stepsCompleted',
    (r) => r.replace('workflowType: testarch-test-review', 'workflowType: testarch-test-review\nstepsCompleted: []'),
    /stepsCompleted is empty/,
  ],
  [
    'a recommendation outside the enum',
    (r) => r.replace(/Recommendation\*\*: Request Changes/g, 'Recommendation**: LGTM'),
    /expected one of/,
  ],
  [
    'two different verdicts',
    (r) => r.replace('## Decision\n\n**Recommendation**: Request Changes', '## Decision\n\n**Recommendation**: Approve'),
    /Decision says Approve/,
  ],
  // Regression (adversarial 29): a second verdict pasted under the first (PR text, say) was ignored, first wins.
  [
    'a second, different verdict line in the Decision',
    (r) =>
      r.replace(
        '## Decision\n\n**Recommendation**: Request Changes',
        '## Decision\n\n**Recommendation**: Request Changes\n\nRecommendation: Approve',
      ),
    /"## Decision" gives two verdicts: Request Changes and Approve/,
  ],
  [
    'a second, different verdict line in the Executive Summary',
    (r) =>
      r.replace(
        '## Executive Summary\n\n**Recommendation**: Request Changes',
        '## Executive Summary\n\n**Recommendation**: Request Changes\n**Recommendation**: Approve',
      ),
    /"## Executive Summary" gives two verdicts/,
  ],
  ['a second Decision section', (r) => `${r}\n## Decision\n\n**Recommendation**: Approve\n`, /"## Decision" appears 2 times/],
  [
    'a verdict only inside a code fence',
    (r) => r.replace('## Decision\n\n**Recommendation**: Request Changes', '## Decision\n\n```\n**Recommendation**: Request Changes\n```'),
    /no \*\*Recommendation\*\* line in "## Decision"/,
  ],
  ['a score above 100', (r) => r.replace('84/100', '140/100'), /outside 0..100/],
  ['no score', (r) => r.replace('**Quality Score**: 84/100 (B)', ''), /Quality Score/],
  ['a count missing from Total Violations', (r) => r.replace(', 1 Low', ''), /no Low count/],
  [
    'Critical with an approve',
    (r) => r.replace(/Request Changes/g, 'Approve').replace('0 Critical', '1 Critical'),
    /Critical means Must Fix/,
  ],
  ['a High count that disagrees with the blocks', (r) => r.replace('1 High', '0 High'), /says 0 High but the report documents 1/],
  ['more Medium blocks than counted', (r) => r.replace('2 Medium', '0 Medium'), /more than it counted/],
  [
    'a findings heading decorated as models write it (its blocks are not read)',
    (r) => r.replace('## Recommendations (Should Fix)', '## 🟠 Recommendations (Should Fix)'),
    /documents 0 High finding block\(s\); the heading at line \d+ is not "## Recommendations \(Should Fix\)": write that heading exactly/,
  ],
  ['a P-number that disagrees with the word', (r) => r.replace('P1 (High)', 'P2 (High)'), /disagree/],
  ['a severity that is no severity', (r) => r.replace('P1 (High)', 'Severe'), /expected P0/],
  ['a row whose registry severity differs', (r) => r.replace('**Row**: H1', '**Row**: M1'), /row M1 is Medium/],
  ['an unknown row', (r) => r.replace('**Row**: H1', '**Row**: H99'), /does not have/],
  ['a malformed row', (r) => r.replace('**Row**: H1', '**Row**: banana'), /expected a registry id/],
  ['no row', (r) => r.replace('**Row**: H1\n', ''), /no \*\*Row\*\*/],
  [
    'a non-Critical block under Critical Issues',
    (r) => r.replace('## Recommendations (Should Fix)', '## Critical Issues (Must Fix)'),
    /only P0 \(Critical\)/,
  ],
  ['no breakdown', (r) => r.replace('## Quality Score Breakdown', '## Score'), /exactly one "## Quality Score Breakdown"/],
  [
    'two breakdowns',
    (r) => r.replace('## Decision', '## Quality Score Breakdown\n\n## Decision'),
    /exactly one "## Quality Score Breakdown"/,
  ],
  ['a bonus that is not a multiple of 5', (r) => r.replace('+0', '+11'), /multiple of 5/],
  ['a bonus above 30', (r) => r.replace('+0', '+35'), /at most 30/],
  ['no Total Bonus in the ledger', (r) => r.replace('Total Bonus: +0', 'Bonus: none'), /no "Total Bonus: \+N" line/],
  [
    'two Total Bonus lines in the ledger (two ledgers)',
    (r) => r.replace('Total Bonus: +0', 'Total Bonus: +0\nTotal Bonus: +30'),
    /one ledger/,
  ],
  ['a Total Bonus that is not +N', (r) => r.replace('Total Bonus: +0', 'Total Bonus: 30'), /does not read "Total Bonus: \+N"/],
  [
    'ledger deductions that disagree with the counts',
    (r) => r.replace('Total Bonus: +0', 'High Violations: -0 × 5 = -0\n\nTotal Bonus: +0'),
    /ledger deducts 0 High but \*\*Total Violations\*\* counts 1/,
  ],
  [
    'two Total Violations lines that disagree',
    (r) => r.replace('## Decision\n', '## Decision\n\n**Total Violations**: 0 Critical, 0 High, 0 Medium, 0 Low\n'),
    /two \*\*Total Violations\*\* lines that disagree/,
  ],
  [
    'two quality scores',
    (r) => r.replace('## Decision\n', '## Decision\n\n**Quality Score**: 100/100 (A)\n'),
    /two quality scores \(84, 100\)/,
  ],
  // Issue 12: no violation is lost because of where it sits.
  [
    'a second copy of a findings section',
    (r) =>
      r.replace(
        '## Decision',
        '## Recommendations (Should Fix)\n\n### 3. Sleeps again\n\n**Severity**: P1 (High)\n**Row**: H1\n\n## Decision',
      ),
    /"## Recommendations \(Should Fix\)" appears 2 times/,
  ],
  [
    'a finding block under another heading',
    (r) => r.replace('## Decision', '## Appendix\n\n### 9. Focused test\n\n**Severity**: P0 (Critical)\n**Row**: C2\n\n## Decision'),
    /documents 1 Critical violation\(s\) outside its finding blocks but \*\*Total Violations\*\* counts 0/,
  ],
  [
    'a summary table with a violation the counts leave out',
    (r) => `${r}\n## Appendix\n\n| Line | Severity | Issue |\n| --- | --- | --- |\n| 3 | P0 | focused test |\n`,
    /outside its finding blocks/,
  ],
  [
    'a summary table with an unreadable severity',
    (r) => `${r}\n## Appendix\n\n| Line | Severity | Issue |\n| --- | --- | --- |\n| 3 | Severe | focused test |\n`,
    /gives a severity "Severe"/,
  ],
  [
    'a severity before the first finding block',
    (r) => r.replace('## Recommendations (Should Fix)\n', '## Recommendations (Should Fix)\n\n**Severity**: P0 (Critical)\n**Row**: C1\n'),
    /outside a "### " finding block/,
  ],
  [
    'two severities in one block',
    (r) => r.replace('**Row**: H1', '**Row**: H1\n**Severity**: P3 (Low)'),
    /states its \*\*Severity\*\* 2 times/,
  ],
  ['a row with no severity', (r) => r.replace('**Severity**: P1 (High)\n', ''), /cites a \*\*Row\*\* but states no \*\*Severity\*\*/],
  ['two rows in one block', (r) => r.replace('**Row**: H1', '**Row**: H1\n**Row**: H2'), /cites 2 \*\*Row\*\* lines/],
  [
    '**Severity:** P1 (High) (colon inside the bold) with the High left out of the counts',
    (r) => r.replace('**Severity**: P1 (High)', '**Severity:** P1 (High)').replace('1 High', '0 High'),
    /says 0 High but the report documents 1 High/,
  ],
  ['no reviewed files', (r) => r.replace('- `tests/cart.spec.ts`', 'none'), /lists no path/],
  ['an absolute reviewed path', (r) => r.replace('- `tests/cart.spec.ts`', '- /etc/passwd'), /absolute path/],
  ['a reviewed path outside the project', (r) => r.replace('- `tests/cart.spec.ts`', '- ../x.spec.ts'), /outside the project root/],
  [
    'a path listed twice (once with ./)',
    (r) => r.replace('- `tests/cart.spec.ts`', '- tests/cart.spec.ts\n- ./tests/cart.spec.ts'),
    /twice/,
  ],
  ['no Context Basis', (r) => r.replace('**Context Basis**: none\n', ''), /exactly one \*\*Context Basis\*\*/],
  [
    'a Context Basis in the Decision',
    (r) => r.replace('**Context Basis**: none\n', '').replace('## Decision\n', '## Decision\n\n**Context Basis**: none\n'),
    /must be in "## Executive Summary"/,
  ],
  ['two Context Basis lines', (r) => r.replace('**Context Basis**: none', '**Context Basis**: none\n**Context Basis**: none'), /found 2/],
  ['a basis outside the enum', (r) => r.replace('**Context Basis**: none', '**Context Basis**: everything'), /expected none, pr_diff/],
  ['a nonzero waiver count', (r) => r.replace('Applied**: 0', 'Applied**: 1'), /must be 0/],
  ['a basis without a manifest', (r) => r.replace('**Context Basis**: none', '**Context Basis**: pr_diff'), /lists no file/],
  ['a manifest with basis none', (r) => `${r}\n## Review Context\n\n- docs/story.md\n`, /lists files but/],
  [
    'a file both reviewed and context',
    (r) => `${r.replace('**Context Basis**: none', '**Context Basis**: pr_diff')}\n## Review Context\n\n- tests/cart.spec.ts\n`,
    /both "## Reviewed Files" and "## Review Context"/,
  ],
  [
    'a convention citation without a baseline',
    (r) => r.replace('### Advisory', 'Convention: testIds (3 of 8 sampled)\n\n### Advisory'),
    /convention baseline/,
  ],
];

describe('every spelling of a severity is read as the severity (issue 12)', () => {
  test.each([
    ['**Severity:** P1 (High)', '**Severity:** P1 (High)'],
    ['**Severity**: P1', '**Severity**: P1'],
    ['Severity: High', 'Severity: High'],
    ['- *Severity*: High (P1)', '- *Severity*: High (P1)'],
    ['__Severity__: P1 - High', '__Severity__: P1 - High'],
    ['> **Severity**: P1 (High) (quoted)', '> **Severity**: P1 (High)'],
    // A blank line ends it: a line of text right after a table is one of its rows on the page.
    ['a key-value table', '| Field | Value |\n| --- | --- |\n| **Severity** | P1 (High) |\n'],
  ])('%s', (_name, line) => {
    const r = parse(report((t) => t.replace('**Severity**: P1 (High)', line)));
    expect(r.findings.map((f) => [f.row, f.severity])).toEqual([
      ['H1', 'High'],
      ['M2', 'Medium'],
    ]);
  });
  test('a block heading closed with #s is read by its title: ### Key Strengths ### holds the strengths', () => {
    const r = parse(
      report((t) =>
        t.replace(
          '## Executive Summary\n',
          '## Executive Summary\n\n### Key Strengths ###\n\n- \u2705 Waits on the network, never on the clock\n',
        ),
      ),
    );
    expect(r.keyStrengths).toEqual(['Waits on the network, never on the clock']);
  });
  test('a summary table restating counted violations is read and accepted', () => {
    const table = '\n## Appendix\n\n| Line | Severity | Issue |\n| --- | --- | --- |\n| 12 | P1 (High) | sleep |\n| 20 | — | none |\n';
    expect(parse(`${report()}${table}`).violations.high).toBe(1);
  });
  test('numbers come from the ledger only: a bonus outside it, fenced or quoted, is not read', () => {
    const decoys = (r: string) =>
      r.replace(
        '### Key Strengths',
        'Total Bonus: +30\n\n```\nTotal Bonus: +30\n```\n\n> **Total Violations**: 0 Critical, 0 High, 0 Medium, 0 Low\n\n### Key Strengths',
      );
    const r = parse(report(decoys));
    expect([r.bonus, r.violations.high]).toEqual([0, 1]);
    expect(parse(report((t) => t.replace('Total Bonus: +0', '```\nTotal Bonus: +5\nFinal Score: 89/100\nGrade: B\n```'))).ledger).toEqual({
      bonus: 5,
      counts: {},
      finalScore: 89,
      rawScore: null,
      grade: 'B',
    });
  });
  test("a rubric's bonus ceiling: 25 for TEA rubric 5.0", () => {
    expect(() =>
      parseReport(
        report((r) => r.replace('+0', '+30')),
        { registry: ours, bonusMax: 25 },
      ),
    ).toThrow(/at most 25/);
  });
});

describe('every rule refuses (exit 3)', () => {
  test.each(refusals)('%s', (_name, edit, message) => {
    let err: unknown;
    try {
      parse(report(edit));
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ exitCode: 3 });
    expect((err as Error).message).toMatch(message);
  });
  // The look for a frontmatter further down is linear: 400,000 `---` lines (1.6 MB) took minutes with a lazy regex.
  test('a report of many `---` lines and no frontmatter is refused in bounded time', () => {
    const c0 = process.cpuUsage();
    expect(() => parse(`x\n${'---\n'.repeat(400_000)}`)).toThrow(/no YAML frontmatter at the top/);
    expect(cpuMsSince(c0)).toBeLessThan(1000);
  });
});

describe('the run contract binds the manifests to this run', () => {
  const contract: RunContract = {
    reviewSet: ['tests/cart.spec.ts'],
    excludable: [],
    contextFiles: ['docs/story.md', 'src/cart.ts'],
    contextBasis: 'pr_diff',
    unscorable: [],
  };
  const withContext = (files: string[], basis = 'pr_diff') =>
    report(
      (r) =>
        `${r.replace('**Context Basis**: none', `**Context Basis**: ${basis}`)}\n## Review Context\n\n${files.map((f) => `- ${f}`).join('\n')}\n`,
    );
  test('the exact supplied sets pass; a weaker basis may list less', () => {
    expect(parse(withContext(['docs/story.md', 'src/cart.ts']), contract).contextFiles).toEqual(['docs/story.md', 'src/cart.ts']);
    expect(parse(report(), contract).contextBasis).toBe('none');
  });
  test.each([
    ['a reviewed file the run did not supply', { ...contract, reviewSet: ['tests/other.spec.ts'] }, report(), /not in the review set/],
    ['a supplied file left out', { ...contract, reviewSet: ['tests/cart.spec.ts', 'tests/b.spec.ts'] }, report(), /omits tests\/b.spec.ts/],
    ['context the run did not supply', contract, withContext(['docs/story.md', 'src/cart.ts', 'secrets.md']), /did not supply as context/],
    ['the supplied basis with context left out', contract, withContext(['docs/story.md']), /omits src\/cart.ts/],
    [
      'more evidence than supplied',
      { ...contract, contextBasis: 'none', contextFiles: [] },
      withContext(['docs/story.md'], 'pr_diff'),
      /claims more context/,
    ],
    [
      'a finding located outside the review set',
      { ...contract, reviewSet: ['tests/cart.spec.ts'] },
      report((r) => r.replace('tests/cart.spec.ts:12', 'src/cart.ts:12')),
      /not a reviewed file/,
    ],
    ['an unscorable artifact not excluded', { ...contract, unscorable: ['features/cart.feature'] }, report(), /Excluded From Review Set/],
    [
      'a changed test the test rules picked, excluded by the report',
      { ...contract, reviewSet: ['tests/cart.spec.ts', 'tests/b.spec.ts'] },
      report((r) => `${r}\n## Excluded From Review Set\n\n- tests/b.spec.ts — not worth reviewing\n`),
      /lists tests\/b.spec.ts, a test the test-file rules put in the review set: it cannot be excluded/,
    ],
    [
      'an excluded file the run did not supply',
      contract,
      report((r) => `${r}\n## Excluded From Review Set\n\n- tests/ghost.spec.ts — gone\n`),
      /lists tests\/ghost.spec.ts, which this run did not supply/,
    ],
  ] as const)('refuses %s', (_n, c, text, message) => {
    expect(() => parse(text, c as RunContract)).toThrow(message);
  });
  test('a review-set file no test rule picked (--test-glob, --files) may be excluded', () => {
    const c = {
      ...contract,
      contextBasis: 'none' as const,
      contextFiles: [],
      reviewSet: ['tests/cart.spec.ts', 'scripts/check.sh'],
      excludable: ['scripts/check.sh'],
    };
    const text = report((r) => `${r}\n## Excluded From Review Set\n\n- scripts/check.sh — a shell script, no row judges it\n`);
    expect(parse(text, c).excludedFiles).toEqual(['scripts/check.sh']);
  });
});

describe('a finding **Location** with its line written after the path is read as path and line', () => {
  const contract: RunContract = {
    reviewSet: ['tests/cart.spec.ts'],
    excludable: [],
    contextFiles: [],
    contextBasis: 'none',
    unscorable: [],
  };
  const located = (location: string) => report((r) => r.replace('`tests/cart.spec.ts:12`', location));
  test.each([
    ['`tests/cart.spec.ts` (line 12)', 12, null],
    ['tests/cart.spec.ts, line 12', 12, null],
    ['tests/cart.spec.ts (L12)', 12, null],
    ['`tests/cart.spec.ts`, lines 12-14', 12, 14],
    ['tests/cart.spec.ts#L12', 12, null],
    ['tests/cart.spec.ts (L12-L14)', 12, 14],
    ['tests/cart.spec.ts at line 12', 12, null],
    ['`tests/cart.spec.ts:12`', 12, null],
  ])('%s', (location, line, lineEnd) => {
    expect(parse(located(location), contract).findings[0]).toMatchObject({ path: 'tests/cart.spec.ts', line, lineEnd });
  });
  test('a path whose folder holds parentheses (a Next.js route group) is still the path', () => {
    const c = { ...contract, reviewSet: ['app/(auth)/cart.test.ts'] };
    const text = report((r) => r.replaceAll('tests/cart.spec.ts', 'app/(auth)/cart.test.ts'));
    expect(parse(text.replace('`app/(auth)/cart.test.ts:12`', 'app/(auth)/cart.test.ts (L12)'), c).findings[0]).toMatchObject({
      path: 'app/(auth)/cart.test.ts',
      line: 12,
    });
    expect(parse(text, c).findings[0]).toMatchObject({ path: 'app/(auth)/cart.test.ts', line: 12 });
  });
  test.each([
    [
      'a note after the code span',
      '`tests/cart.spec.ts:12` (the sleep)',
      /has \*\*Location\*\* "`tests\/cart\.spec\.ts:12` \(the sleep\)", which is not read as a place: write the path and line alone, as `path:line`/,
    ],
    [
      'a line in words it does not know',
      'tests/cart.spec.ts around 12',
      /located in tests\/cart\.spec\.ts around 12, which is not a reviewed file: write its \*\*Location\*\* as `path:line`/,
    ],
  ])('%s is refused naming the spelling to use', (_name, location, message) => {
    expect(() => parse(located(location), contract)).toThrow(message);
  });
});

const peer = (await loadSkill(skillPlace({ root: PEER_SKILL, option: '--skill-root' }))).registry;

describe('the peer fixtures, read with the peer skill', () => {
  test.each([
    ['approve.md', 'Approve with Comments', 89, 93],
    ['approve-low-score.md', 'Approve with Comments', 70, 70],
    ['approve-with-high.md', 'Request Changes', 79, 93],
    ['block.md', 'Block', 41, 41],
    ['request-changes-critical.md', 'Block', 55, 55],
    ['score-mismatch.md', 'Approve with Comments', 89, 91],
    ['table-breakdown.md', 'Request Changes', 79, 90],
    ['wrapped-steps-flow.md', 'Approve with Comments', 83, 83],
    ['fenced-recommendation.md', 'Approve with Comments', 89, 98],
  ] as const)('%s → %s, score %i (raw %i)', (name, rec, score, raw) => {
    const r = parseReport(fixture(name), { registry: peer });
    const s = computeScore(r.violations, r.bonus);
    expect([s.recommendation, s.qualityScore, s.rawQualityScore]).toEqual([rec, score, raw]);
  });
  test('key strengths and weaknesses are ✅ / ❌ bullets; plain bullets give none', () => {
    const r = parseReport(fixture('key-strengths-weaknesses.md'), { registry: peer });
    expect([r.keyStrengths.length, r.keyWeaknesses.length]).toEqual([3, 3]);
    expect(parseReport(fixture('plain-bullets-key-strengths.md'), { registry: peer }).keyStrengths).toEqual([]);
  });
});

describe("a refusal's line is the file's line, the frontmatter counted", () => {
  // Each kind of refusal (a bound, the page's reading, the page parser's, the reader's own) on a
  // report with frontmatter: the line it names is the one an editor shows holding `mark`.
  const at = (mark: string) => (text: string) => text.split('\n').findIndex((l) => l.includes(mark)) + 1;
  test.each([
    ['a bound (report-bounds)', `${'> '.repeat(101)}deep`, /starts with more than 100 quote or list markers/],
    ['the page reading (HTML)', 'a <div>block</div>', /holds HTML/],
    ['the page parser (a definition)', '[deep]: https://example.com', /is a link reference or footnote definition/],
    ['the reader (a row and a place outside a finding)', 'rule C2 at tests/cart.spec.ts:3', /names row C2/],
    ['the reader of a finding block', '1. Severity: the worst', /block 2 \("2\. Repeated payload"\) line \d+ reads as a \*\*Severity\*\*/],
  ])('%s', (_name, line, reason) => {
    const text = report((r) =>
      line.startsWith('1.')
        ? r.replace('**Row**: M2', `**Row**: M2\n${line}`)
        : r.replace('## Executive Summary', `## Executive Summary\n\n${line}`),
    );
    const mark = line.slice(-12);
    expect(text.startsWith('---\n')).toBe(true);
    expect(() => parse(text)).toThrow(reason);
    expect(() => parse(text)).toThrow(new RegExp(`\\bline ${at(mark)(text)}\\b`));
  });
});

describe('#653 a heading that names a level or reads as a list of problems holds findings, at any level', () => {
  // A located item under such a heading is a finding to a reader: counted, or the report is refused, never Approve.
  const clean = ownReport(['tests/a.spec.ts']);
  const high = ownReport(['tests/a.spec.ts'], [{ severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 4, title: 'Sleeps' }]);
  const ITEM = '- tests/a.spec.ts:3 — `test.only` is committed, so every other test in the file is skipped.';
  const before = (text: string, report = clean) => report.replace('## Decision', `${text}\n\n## Decision`);
  const BY_LEVEL =
    /line \d+ names a (Critical|High) violation at a row or place .*, under the heading at line \d+ \(".+"\), that no counted \1 finding block stands behind/;
  const BY_HEADING =
    /line \d+ names tests\/a\.spec\.ts:3 under the heading at line \d+ \(".+"\), which reads as a findings section, outside a counted finding block/;

  test.each([
    ['## Critical', before(`## Critical\n\n${ITEM}`), BY_LEVEL],
    ['### Critical under ## Notes', before(`## Notes\n\nSome notes.\n\n### Critical\n\n${ITEM}`), BY_LEVEL],
    [
      '## P0 Blockers, a numbered list',
      before('## P0 Blockers\n\n1. tests/a.spec.ts:3 — focused\n2. tests/a.spec.ts:7 — never runs'),
      BY_LEVEL,
    ],
    ['## Must Fix', before(`## Must Fix\n\n${ITEM}`), BY_LEVEL],
    ['## Blocking Issues', before(`## Blocking Issues\n\n${ITEM}`), BY_HEADING],
    ['## P0 Issues', before(`## P0 Issues\n\n${ITEM}`), BY_LEVEL],
    ['## Critical Findings', before(`## Critical Findings\n\n${ITEM}`), BY_LEVEL],
    ['## Issues Found', before(`## Issues Found\n\n${ITEM}`), BY_HEADING],
    ['#### High, three levels under ## Notes', before(`## Notes\n\n#### High\n\n${ITEM}`), BY_LEVEL],
    [
      '### Problems under ## Notes, a table row',
      before('## Notes\n\n### Problems\n\n| Where | What |\n| --- | --- |\n| tests/a.spec.ts:3 | focused |'),
      /names tests\/a\.spec\.ts:3 under the heading/,
    ],
    ['**Critical** in emphasis, closed with #s', before(`## **Critical** ##\n\n${ITEM}`), BY_LEVEL],
    [
      '### Critical under ## Executive Summary',
      clean.replace('**Context Waivers Applied**: 0', `**Context Waivers Applied**: 0\n\n### Critical\n\n${ITEM}`),
      BY_LEVEL,
    ],
    ['a counted High restated under ## Critical', before('## Critical\n\n- tests/a.spec.ts:4 — the sleep', high), BY_LEVEL],
  ])('#653 %s over a located item no counted finding holds: refused (exit 3), never Approve', (_name, text, reason) => {
    expect(() => parse(text)).toThrow(expect.objectContaining({ exitCode: 3 }));
    expect(() => parse(text)).toThrow(reason);
  });

  test.each([
    ['a negation naming the file under ## Issues Found', before('## Issues Found\n\nNo issues in tests/a.spec.ts.')],
    ['a fenced example under ## Critical (row 90: code is not read)', before(`## Critical\n\n\`\`\`text\n${ITEM}\n\`\`\``)],
    [
      'a title naming a file whose name holds a level',
      clean.replace('# Test Quality Review', '# Test Quality Review: critical-path.spec.ts'),
    ],
    ['a template section after ## Critical (Reviewed Files lists the file)', before('## Critical\n\nNone.')],
    ['a located note under a heading that names no problem', before(`## Notes\n\n${ITEM}`)],
  ])('#653 %s is read as it is: Approve', (_name, text) => {
    expect(parse(text).recommendation).toBe('Approve');
  });

  test('#653 a counted finding restated under ## Issues Found is read as it is', () => {
    const r = parse(before('## Issues Found\n\n- tests/a.spec.ts:4 (H1) — the sleep', high));
    expect(r.recommendation).toBe('Request Changes');
    expect(r.findings).toMatchObject([{ row: 'H1', line: 4 }]);
  });
});
