import { describe, expect, test } from 'vitest';
import type { TestReviewResult, VerdictProvenance } from '../../src/schemas/types.js';
import { schemaErrors } from '../../src/schemas/validate.js';
import { resolveOptions } from '../../src/test-review/options.js';
import { cliOptions } from '../../src/cli/options.js';
import type { Classified } from '../../src/test-review/delta.js';
import type { ParsedReport } from '../../src/test-review/report.js';
import { buildVerdict, expiryProblem, gateFailures, settle, skipVerdict, type GatePolicy } from '../../src/test-review/verdict.js';

const provenance: VerdictProvenance = {
  teaCliVersion: '0.1.0',
  skillRubricVersion: '1.0',
  modelIdentifier: null,
  baseSha: null,
  headSha: null,
  triggerComment: null,
  workflowRun: null,
  gateMode: 'all',
  sources: {},
};
const parsed = (over: Partial<ParsedReport> = {}): ParsedReport => ({
  recommendation: 'Approve',
  qualityScore: 100,
  grade: 'A',
  ledger: { bonus: 0, counts: {}, finalScore: 100, rawScore: null, grade: 'A' },
  violations: { critical: 0, high: 1, medium: 1, low: 0 },
  bonus: 0,
  verdictLines: [],
  findings: [
    {
      section: 'Recommendations (Should Fix)',
      title: 'sleep',
      severity: 'High',
      row: 'H1',
      path: 'tests/a.spec.ts',
      line: 3,
      lineEnd: null,
      block: 0,
    },
    {
      section: 'Recommendations (Should Fix)',
      title: 'payload',
      severity: 'Medium',
      row: 'M2',
      path: 'tests/a.spec.ts',
      line: 9,
      lineEnd: null,
      block: 1,
    },
  ],
  reviewedFiles: ['tests/a.spec.ts'],
  contextBasis: 'none',
  contextFiles: [],
  excludedFiles: [],
  keyStrengths: [],
  keyWeaknesses: [],
  advisoryObservations: [],
  ...over,
});
const facts = (gateOn: 'introduced' | 'all' = 'all') => ({
  report: 'test-review.md',
  agent: 'custom',
  model: null,
  gateOn,
  provenance: { ...provenance, gateMode: gateOn },
  unscorable: [],
  removedTests: [],
  withheld: [],
  unreadable: [],
});
const policy: GatePolicy = { failOn: 'request-changes', minFiles: 1, failOnSkip: false };

describe('the verdict', () => {
  test('derives score and recommendation, records what the agent claimed, validates against its schema', async () => {
    const v = buildVerdict(parsed(), facts(), null);
    expect(v).toMatchObject({
      recommendation: 'Request Changes',
      reportedRecommendation: 'Approve',
      qualityScore: 79,
      rawQualityScore: 93,
      reportedQualityScore: 100,
      reviewMode: 'full-file',
      contextWaiversApplied: 0,
    });
    expect(v.findings.map((f) => [f.criterion_id, f.provenance, f.deduction])).toEqual([
      ['H1', 'unknown', 5],
      ['M2', 'unknown', 2],
    ]);
    expect(await schemaErrors('test-review-verdict', v)).toEqual([]);
  });
  test('free text quoted from the report goes through the redaction floor', () => {
    const secret = `ghp_${'b'.repeat(36)}`;
    const r = parsed({ keyStrengths: [`uses ${secret}`] });
    r.findings[0]!.title = `leaks ${secret}`;
    const v = buildVerdict(r, facts(), null);
    expect(JSON.stringify(v)).not.toContain(secret);
    expect(v.findings[0]!.title).toBe('leaks [REDACTED]');
  });
  test('pr mode cuts pre-existing findings from findings, counts, score and recommendation', async () => {
    const classified: Classified[] = [
      {
        provenance: 'pre_existing',
        line: 3,
        evidence: { fileStatus: 'modified', changed: false, ranges: [], symptomLine: null, reason: 'outside' },
      },
      {
        provenance: 'introduced',
        line: 9,
        evidence: {
          fileStatus: 'modified',
          changed: true,
          ranges: [{ start: 9, end: 9, provenance: 'introduced' }],
          symptomLine: null,
          reason: 'in range',
        },
      },
    ];
    const v = buildVerdict(parsed(), facts('introduced'), classified);
    expect(v).toMatchObject({
      reviewMode: 'pr',
      violations: { critical: 0, high: 0, medium: 1, low: 0 },
      recommendation: 'Approve with Comments',
      qualityScore: 89,
      preExistingFindingsCut: 1,
    });
    expect(v.findings.map((f) => f.row)).toEqual(['M2']);
    expect(await schemaErrors('test-review-verdict', v)).toEqual([]);
  });
});

describe('gates and waivers', () => {
  const v = (over: Partial<TestReviewResult> = {}) => ({ ...buildVerdict(parsed(), facts(), null), ...over });
  test('each gate adds its message', () => {
    expect(gateFailures(v(), policy)).toEqual(['Verdict "Request Changes" fails --fail-on request-changes.']);
    expect(gateFailures(v(), { ...policy, failOn: 'block' })).toEqual([]);
    expect(gateFailures(v(), { ...policy, failOn: 'block', minScore: 80, maxCritical: 0, minFiles: 3 })).toEqual([
      'Quality score 79 fails --min-score 80.',
      'insufficient evidence: 1 files reviewed (3 required)',
    ]);
    expect(
      gateFailures(v({ gatingViolations: { critical: 2, high: 0, medium: 0, low: 0 } }), { ...policy, failOn: 'block', maxCritical: 1 }),
    ).toEqual(['Critical violations 2 exceeds --max-critical 1.']);
  });
  test('a waiver turns exit 1 into 0 and says so', () => {
    expect(settle(v(), ['x'], policy).exitCode).toBe(1);
    const w = settle(v(), ['x'], { ...policy, waive: { reason: 'flaky infra', until: '2999-01-01' } });
    expect(w.exitCode).toBe(0);
    expect(w.verdict).toMatchObject({ waived: true, waiveReason: 'flaky infra', waiveUntil: '2999-01-01', gateFailures: ['x'] });
  });
  test.each([
    ['U+200B', '\u200b'],
    ['U+3164', '\u3164'],
    ['U+2800', '\u2800'],
    ['U+00AD', '\u00ad'],
    ['a space and a tab', ' \t'],
  ])('#661 a waiver whose reason is %s alone waives nothing: exit 1', (_name, reason) => {
    const w = settle(v(), ['x'], { ...policy, waive: { reason, until: '2999-01-01' } });
    expect(w.exitCode).toBe(1);
    expect(w.verdict).not.toHaveProperty('waived');
  });
  test('the waiver date must be real and in the future', () => {
    const today = new Date(2026, 10, 29);
    expect(expiryProblem('2026-11-30', today)).toBeNull();
    for (const bad of ['2026-11-29', '2026-02-30', '2026-1-5', 'tomorrow']) expect(expiryProblem(bad, today)).toMatch(/future|real date/);
  });
});

describe('skip shapes', () => {
  test('no tests / deletions only / unscorable artifacts', async () => {
    const base = {
      unscorable: [],
      contextFiles: ['README.md'],
      contextBasis: 'pr_diff' as const,
      gateOn: 'introduced' as const,
      provenance,
    };
    const none = skipVerdict({ ...base, removed: [], withheld: [] });
    expect(none).toEqual({
      skipped: true,
      reason: 'no changed test files in diff',
      recommendation: null,
      qualityScore: null,
      files: [],
      contextBasis: 'pr_diff',
      contextFiles: ['README.md'],
      gateOn: 'introduced',
      reviewProvenance: provenance,
    });
    const del = skipVerdict({ ...base, removed: [{ path: 'tests/a.spec.ts' }], withheld: [] });
    expect(del).toMatchObject({ reason: 'only test deletions in diff; nothing to review', deletedFiles: ['tests/a.spec.ts'] });
    const un = skipVerdict({ ...base, removed: [], withheld: [], unscorable: ['features/a.feature'] });
    expect(un.reason).toMatch(/--test-glob/);
    for (const s of [none, del, un]) expect(await schemaErrors('test-review-verdict', s)).toEqual([]);
    expect('findings' in none || 'agent' in none || 'violations' in none).toBe(false);
  });
});

describe('flag refusals (exit 2)', () => {
  const refuse: [string, Record<string, string | boolean | string[]>, RegExp][] = [
    ['an unknown agent', { agent: 'gpt' }, /^--agent must be one of/],
    ['--model with custom', { agent: 'custom', 'agent-cmd': 'x', model: 'm' }, /^--model cannot be used with --agent custom/],
    ['custom without a command', { agent: 'custom' }, /^--agent custom needs --agent-cmd/],
    ['a model twice', { agent: 'claude', model: 'a', 'agent-arg': ['--model', 'b'] }, /model given twice/],
    ['a bad model', { agent: 'claude', model: '-x' }, /model/],
    ['--files with --gate-on introduced', { files: ['a.spec.ts'], 'gate-on': 'introduced' }, /cannot be used with --files/],
    ['a secret in --files', { files: ['a.spec.ts,.env'] }, /^--files names \.env, a secret-named file/],
    ['a path outside in --files', { files: ['../x.spec.ts'] }, /^--files names "\.\.\/x\.spec\.ts", outside the project root/],
    ['a bad --test-glob', { 'test-glob': ['/[/'] }, /^--test-glob "\/\[\/" is not a valid regular expression/],
    ['--waive alone', { waive: 'r' }, /needs its partner/],
    ['--waive-until in the past', { waive: 'r', 'waive-until': '2000-01-01' }, /^--waive-until 2000-01-01 is not in the future/],
    ['--min-score 101', { 'min-score': '101' }, /^--min-score must be a whole number/],
    ['--retries 6', { retries: '6' }, /^--retries must be/],
    ['--fail-on never', { 'fail-on': 'never' }, /^--fail-on must be one of/],
    ['--comment-out = --output', { 'comment-out': 'test-review.md' }, /same file/],
    ['--publish-as without publishing', { 'publish-as': 'x' }, /^--publish-as only applies with --github or --comment-out/],
    ['--check-name without --github', { 'check-name': 'x' }, /only applies with --github/],
    ['--no-pr-comment without --github', { 'no-pr-comment': true }, /^--no-pr-comment only applies with --github/],
    ['--isolate with --no-isolate', { isolate: true, 'no-isolate': true }, /^--isolate and --no-isolate contradict each other/],
    [
      '--head-sha not a sha',
      { 'comment-out': 'c.md', 'head-sha': 'abc' },
      /must be a full commit id \(40 hex digits, or 64 in a SHA-256 repository\)/,
    ],
    ['--pr with --files', { files: ['a.spec.ts'], pr: '3' }, /only together with --github/],
    ['a bad --env-pass name', { 'env-pass': ['A-B'] }, /not a variable name/],
    ['a publishing token in --env-pass', { 'env-pass': ['GITHUB_TOKEN'] }, /GITHUB_TOKEN/],
  ];
  test.each(refuse)('%s', (_n, values, message) => {
    expect(() => resolveOptions(cliOptions(values), '/tmp', {})).toThrow(
      expect.objectContaining({ message: expect.stringMatching(message), exitCode: 2 }),
    );
  });
  test('defaults: gate-on by mode, retries and isolation by CI; --files made repository-relative', () => {
    expect(resolveOptions(cliOptions({}), '/tmp', {})).toMatchObject({
      gateOn: 'introduced',
      retries: 0,
      isolate: false,
      agent: 'claude',
      model: 'sonnet',
      minFiles: 1,
      failOn: 'request-changes',
    });
    expect(resolveOptions(cliOptions({ files: ['./a.spec.ts,b/../c.spec.ts', 'a.spec.ts'] }), '/tmp', { CI: 'true' })).toMatchObject({
      gateOn: 'all',
      retries: 1,
      isolate: true,
      files: ['a.spec.ts', 'c.spec.ts'],
    });
    expect(resolveOptions(cliOptions({ agent: 'codex', 'agent-arg': ['-m', 'o9'] }), '/tmp', {}).model).toBe('o9');
  });
});
