// test-review at the command boundary: the agent's report through `proofgate
// test-review` and a verdict file through `test-review render`. The agent is
// replaced in-process by one that writes the case's report, so each case is the
// real command (flags, scope, strict parse, score, gate, --json) without a spawn.
// See docs/test-review.md and docs/test-review-render.md.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AgentRun, RunAgentOptions } from '../../src/agent/index.js';
import { ownReport, type OwnFinding } from '../test-review/support.js';
import { documented, expectBoundary, expectBoundedAtCap, feeder, run, type Feed } from './boundary.js';
import { editedLines, hostileJson, mutate, readBack, schemaBreakers } from './mutate.js';
import { breachParams, LONG, params } from './settings.js';

/** What the stand-in agent writes as its report; each case sets it. */
let report = '';
vi.mock('../../src/agent/index.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/agent/index.js')>()),
  runAgent: (o: RunAgentOptions): Promise<AgentRun> => {
    writeFileSync(join(o.cwd, o.outputs![0]!), report);
    return Promise.resolve({
      exitCode: 0,
      signal: null,
      timedOut: false,
      timeoutMs: o.timeoutMs,
      durationMs: 1,
      stdoutTail: '',
      stderrTail: '',
      leftoversKilled: 0,
      isolation: 'none',
      confinement: 'unconfined',
      agentUid: null,
      tampered: [],
      dropped: [],
      model: null,
      report: null,
      lastWords: null,
    });
  },
}));

const TEST_FILE = 'tests/a.spec.ts';
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proofgate-fuzz-tr-'));
  mkdirSync(join(dir, 'tests'));
  writeFileSync(
    join(dir, TEST_FILE),
    "import { test, expect } from '@playwright/test';\n\ntest('a', async () => {\n  expect(1 + 1).toBe(2);\n});\n",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fuzz at the boundary: the test-review report', () => {
  const ARGV = [
    'test-review',
    '--files',
    TEST_FILE,
    '--agent',
    'custom',
    '--agent-cmd',
    '/bin/true',
    '--retries',
    '0',
    '--no-isolate',
    '--json',
    'verdict.json',
  ];
  const CODES = documented('test-review', '');
  const review = async (text: string) => {
    report = text;
    rmSync(join(dir, 'verdict.json'), { force: true });
    const o = await run(dir, ARGV);
    return { ...o, verdict: o.code <= 1 ? JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) : undefined };
  };
  const low: OwnFinding = { severity: 'Low', row: 'L2', path: TEST_FILE, line: 4, title: 'a low one' };
  const valid = ownReport([TEST_FILE], [low]);

  const snippet = fc.constantFrom(
    '**Recommendation**: Approve',
    '**Recommendation**: Block',
    '```',
    '~~~',
    '## Decision',
    '## Reviewed Files',
    '- ../etc/passwd',
    '- /abs/path.ts',
    `- ${TEST_FILE}`,
    '**Quality Score**: 100/100',
    '**Quality Score**: 1e3/100',
    '**Total Violations**: 0 Critical, 0 High, 0 Medium, 0 Low',
    '**Total Violations**: 9 Critical, 0 High, 0 Medium, 0 Low',
    '### 9. planted',
    '**Severity**: P0 (Critical)',
    '**Severity**: P3 (High)',
    '**Row**: C1',
    '**Row**: Z9',
    '<!-- -->',
    '---',
    'workflowType: other',
    '**Context Basis**: pr_diff',
    'Total Bonus: +35',
    '| Total Bonus | 5 |',
    '\u202e',
    '\u0000',
    '\r',
    '\t',
    '**Recommendation**: **Approve**',
    'Convention: naming (3 of 4 sampled)',
    '## Critical Issues (Must Fix)',
  );
  const hostileReport = fc.oneof(
    { weight: 8, arbitrary: editedLines(valid, fc.oneof(snippet, fc.string({ maxLength: 40 }))) },
    { weight: 1, arbitrary: fc.string({ maxLength: 2000 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b).toString('latin1')) },
  );

  it(
    'test-review: a hostile report never crashes it; a pass only with no Critical, an approving recommendation and blocks that match the counts',
    async () => {
      const base = await review(valid);
      expect(base.code, base.err.join('\n')).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileReport, async (text) => {
          const o = await review(text);
          expectBoundary(o, CODES);
          if (o.code !== 0) return;
          const v = o.verdict;
          expect(['Approve', 'Approve with Comments']).toContain(v.recommendation);
          expect(v.violations.critical).toBe(0);
          // docs/test-review.md, cross-check: High blocks equal the count; Medium and Low may be counted without a block.
          const blocks = (s: string) => v.findings.filter((f: any) => f.severity === s).length;
          expect(blocks('High')).toBe(v.violations.high);
          expect(blocks('Medium')).toBeLessThanOrEqual(v.violations.medium);
          expect(blocks('Low')).toBeLessThanOrEqual(v.violations.low);
          expect(v.files).toEqual([TEST_FILE]);
        }),
        params,
      );
    },
    LONG,
  );

  const line = (re: RegExp, to: string) => ({ why: `${re} → ${JSON.stringify(to)}`, apply: () => valid.replace(re, to) });
  const breach = fc.constantFrom(
    line(/^---\nworkflowType: testarch-test-review\n---\n/, ''),
    line(/workflowType: testarch-test-review/, 'workflowType: other'),
    line(/\*\*Recommendation\*\*: Approve with Comments/, '**Recommendation**: Approved'),
    line(/(## Decision\n\n)\*\*Recommendation\*\*: Approve with Comments/, '$1**Recommendation**: Request Changes'),
    line(/\*\*Quality Score\*\*: \d+\/100/, '**Quality Score**: 101/100'),
    line(/\*\*Quality Score\*\*: \d+\/100/, ''),
    line(/, \d+ Low/, ''),
    line(/0 Critical/, '1 Critical'),
    line(/\*\*Row\*\*: L2/, '**Row**: Z9'),
    line(/\*\*Row\*\*: L2/, '**Row**: C1'),
    line(/\*\*Severity\*\*: P3 \(Low\)/, '**Severity**: P1 (Low)'),
    line(/## Reviewed Files\n\n- tests\/a\.spec\.ts/, '## Reviewed Files\n\n- tests/other.spec.ts'),
    line(/## Reviewed Files\n\n- tests\/a\.spec\.ts/, '## Reviewed Files\n\n- ../tests/a.spec.ts'),
    line(/\*\*Context Waivers Applied\*\*: 0/, '**Context Waivers Applied**: 1'),
    line(/\*\*Context Basis\*\*: none/, '**Context Basis**: pr_diff'),
    line(/Total Bonus: \+0/, 'Total Bonus: +7'),
    line(/## Quality Score Breakdown/, '## Quality Score Breakdown\n\n## Quality Score Breakdown'),
    line(/(## Executive Summary\n\n)(\*\*Recommendation\*\*: [^\n]*)/, '$1```\n$2\n```'),
  );
  it(
    'breached by construction: exit 3 (a report failure), no verdict',
    async () => {
      await fc.assert(
        fc.asyncProperty(breach, async (b) => {
          const o = await review(b.apply());
          expect(o.code, `${b.why}: ${o.err.join(' | ')}`).toBe(3);
        }),
        breachParams,
      );
    },
    LONG,
  );

  it('a report just under the 16 MiB cap is parsed in bounded time and memory', async () => {
    // Padding under a heading the parser does not read, in paragraphs within the reader's bound of
    // 1 MiB each (one paragraph of 16 MiB is refused naming that bound): it must still walk past it.
    const paragraph = `${'Nothing to add here. '.repeat(40)}\n\n`;
    const pad = paragraph.repeat(Math.floor((16 * 1024 * 1024 - Buffer.byteLength(valid) - 64) / paragraph.length));
    const big = valid.replace('## Decision', `## Notes\n\n${pad}\n\n## Decision`);
    const feed: Feed = async (bytes, ms) => {
      const o = await review(String(bytes));
      expectBoundary(o, CODES, ms);
      return o;
    };
    // About 8 s alone and up to 20 s beside the suite's other workers: the bound catches a quadratic
    // walk (hours at 16 MiB), not a loaded machine.
    expect((await expectBoundedAtCap(feed, big, 45_000)).code).toBe(0);
  }, 120_000);
});

describe('fuzz at the boundary: the verdict for test-review render', () => {
  const provenance = {
    teaCliVersion: '0.1.0',
    skillRubricVersion: '1.0',
    modelIdentifier: 'sonnet',
    baseSha: null,
    headSha: 'a'.repeat(40),
    triggerComment: null,
    workflowRun: null,
    gateMode: 'introduced',
    sources: {},
  };
  const counts = { critical: 0, high: 0, medium: 0, low: 0 };
  const VALID = {
    report: 'test-review.md',
    files: [TEST_FILE],
    agent: 'claude',
    model: 'sonnet',
    reviewMode: 'pr',
    gateOn: 'introduced',
    gatingQualityScore: 100,
    gatingViolations: counts,
    recommendation: 'Approve',
    rawQualityScore: 100,
    qualityScore: 100,
    scoreCap: 100,
    scoreOverrideRule: '',
    verdictRule: '',
    violations: counts,
    findings: [],
    reviewProvenance: provenance,
    reviewedFiles: [TEST_FILE],
    contextBasis: 'none',
    contextFiles: [],
    contextWaiversApplied: 0,
    keyStrengths: [],
    keyWeaknesses: [],
    advisoryObservations: [],
  };
  const CODES = documented('test-review', 'render');
  const file = () => join(dir, 'verdict-in.json');
  const render = (as: string, ...extra: string[]) =>
    feeder(dir, file(), ['test-review', 'render', '--verdict', file(), '--as', as, ...extra], CODES);
  const surfaces = fc.constantFrom('comment', 'summary', 'check', 'conclusion');

  it(
    'render: a hostile verdict never crashes it; "success" only for a review with no unwaived gate failure',
    async () => {
      expect((await render('conclusion')(JSON.stringify(VALID))).out).toBe('success');
      await fc.assert(
        fc.asyncProperty(hostileJson(VALID), surfaces, async (bytes, as) => {
          const o = await render(as)(bytes);
          if (o.code !== 0) return;
          // Without --exit-code, only a verdict that reads as one is rendered.
          const v = readBack(bytes);
          expect(v && typeof v === 'object', o.out).toBe(true);
          if (as === 'conclusion' && o.out === 'success') {
            expect(v.skipped ?? v.promptOnly, o.out).toBeUndefined();
            expect(!v.gateFailures?.length || v.waived === true).toBe(true);
          }
        }),
        params,
      );
    },
    LONG,
  );

  const breach = fc.oneof(
    fc.constant({ why: 'a byte order mark', apply: () => mutate(VALID, [], [{ kind: 'bom' }]) }),
    fc.nat().map((at) => ({
      why: 'cut short',
      apply: () => {
        const b = mutate(VALID, []);
        return b.subarray(0, at % b.length);
      },
    })),
    schemaBreakers(['files', 'recommendation', 'qualityScore', 'violations', 'reviewProvenance', 'findings']).map((b) => ({
      ...b,
      apply: () => b.apply(VALID),
    })),
    fc.constantFrom('Approved', 'approve', '', 'Block ').map((r) => ({
      why: `recommendation ${JSON.stringify(r)}`,
      apply: () => Buffer.from(JSON.stringify({ ...VALID, recommendation: r })),
    })),
  );
  it(
    'breached by construction: exit 2 on every surface unless --exit-code says the gate broke (2 or 3)',
    async () => {
      await fc.assert(
        fc.asyncProperty(breach, surfaces, fc.constantFrom(undefined, '0', '1', '2', '3'), async (b, as, exit) => {
          const o = await render(as, ...(exit ? ['--exit-code', exit] : []))(b.apply());
          expect(o.code, b.why).toBe(exit === '2' || exit === '3' ? 0 : 2);
          if (as === 'conclusion') expect(o.out).not.toBe('success');
        }),
        breachParams,
      );
    },
    LONG,
  );

  it('--exit-code 0 beside an unwaived gate failure contradicts the verdict: exit 2', async () => {
    const failing = JSON.stringify({
      ...VALID,
      recommendation: 'Block',
      gateFailures: ['Verdict "Block" fails --fail-on request-changes.'],
    });
    expect((await render('conclusion', '--exit-code', '0')(failing)).code).toBe(2);
  });

  it('the 32 MiB verdict cap: just under is rendered in bounded time and memory, one byte over is refused unread (exit 2)', async () => {
    const under = JSON.stringify({ ...VALID, keyStrengths: Array.from({ length: 32 * 1024 - 2 }, () => 'x'.repeat(1000)) });
    expect((await expectBoundedAtCap(render('comment'), under, 20_000)).code).toBe(0);
    const over = under.replace(/}$/, ' '.repeat(32 * 1024 * 1024 - Buffer.byteLength(under) + 1) + '}');
    const o = await expectBoundedAtCap(render('comment'), over, 20_000);
    expect(o.code).toBe(2);
    expect(o.err.join('\n')).toMatch(/larger than 32 MiB: not a verdict/);
  }, 120_000);
});
