import { describe, expect, test } from 'vitest';
import type { TestReviewVerdict, VerdictProvenance } from '../../src/schemas/types.js';
import { render, type RenderInput } from '../../src/test-review/render.js';
import { outsideCode } from '../support/markdown.js';

const provenance: VerdictProvenance = {
  teaCliVersion: '0.1.0',
  skillRubricVersion: '1.0',
  modelIdentifier: 'sonnet',
  baseSha: null,
  headSha: '61901be9aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  triggerComment: null,
  workflowRun: null,
  gateMode: 'introduced',
  sources: {},
};
const counts = (critical = 0, high = 0) => ({ critical, high, medium: 0, low: 0 });
function result(over: Record<string, unknown> = {}): TestReviewVerdict {
  return {
    report: 'test-review.md',
    files: ['tests/a.spec.ts'],
    agent: 'claude',
    model: 'sonnet',
    reviewMode: 'pr',
    gateOn: 'introduced',
    gatingQualityScore: 100,
    gatingViolations: counts(),
    recommendation: 'Approve',
    rawQualityScore: 100,
    qualityScore: 100,
    scoreCap: 100,
    scoreOverrideRule: '',
    verdictRule: '',
    violations: counts(),
    findings: [],
    reviewProvenance: provenance,
    reviewedFiles: ['tests/a.spec.ts'],
    contextBasis: 'none',
    contextFiles: [],
    contextWaiversApplied: 0,
    keyStrengths: [],
    keyWeaknesses: [],
    advisoryObservations: [],
    ...over,
  };
}
const finding = (severity: string, title: string, line: number) => ({
  criterion_id: 'C1',
  severity,
  path: 'tests/a.spec.ts',
  line,
  provenance: 'introduced',
  deduction: 10,
  verdict_impact: true,
  row: 'C1',
  file: 'tests/a.spec.ts',
  section: 'Critical Issues (Must Fix)',
  title,
});
const input = (verdict: TestReviewVerdict | null, exitCode: number, over: Partial<RenderInput> = {}): RenderInput => ({
  verdict,
  exitCode,
  tag: 'claude',
  headSha: provenance.headSha!,
  ...over,
});

describe('one renderer, every state', () => {
  test('pass: headline, head commit, reviewer line; the comment carries the marker first', () => {
    const text = render(input(result(), 0), 'comment');
    expect(text.split('\n')[0]).toBe('<!-- proofgate:test-review.claude -->');
    expect(text).toContain('## Test quality: Pass for the changed tests');
    expect(text).toContain('Reviewed 1 changed test file(s) at `61901be9`. No findings attributable to this PR.');
    expect(text).toMatch(/Reviewer: claude \/ sonnet · proofgate .* · rubric 1\.0/);
    expect(render(input(result(), 0), 'summary')).not.toContain('<!--');
    expect(render(input(result(), 0), 'check').split('\n')[0]).toBe('Test quality: Pass for the changed tests');
    expect(render(input(result(), 0), 'conclusion')).toBe('success');
  });
  test('fail: the gate failures and up to three gating findings, most severe first', () => {
    const v = result({
      recommendation: 'Block',
      violations: counts(4),
      gatingViolations: counts(4),
      gateFailures: ['Verdict "Block" fails --fail-on request-changes.'],
      findings: [
        finding('High', 'h', 1),
        finding('Critical', 'c1', 2),
        finding('Critical', 'c2', 3),
        finding('Critical', 'c3', 4),
        finding('Critical', 'c4', 5),
      ],
    });
    const text = render(input(v, 1), 'comment');
    expect(text).toContain('## Test quality: Fail: Block');
    expect(text).toContain('- **Critical** `tests/a.spec.ts:2`: c1');
    expect(text).not.toContain(': h\n');
    expect(text).toContain('and 2 more finding(s)');
    expect(render(input(v, 1), 'conclusion')).toBe('failure');
  });
  test('waived, skipped, dry run and broken gate', () => {
    const waived = result({
      recommendation: 'Block',
      gateFailures: ['x'],
      waived: true,
      waiveReason: 'release freeze',
      waiveUntil: '2999-01-01',
    });
    expect(render(input(waived, 0), 'comment')).toContain('Block, waived until 2999-01-01');
    expect(render(input(waived, 0), 'conclusion')).toBe('success');
    const skip = {
      skipped: true,
      reason: 'no changed test files in diff',
      recommendation: null,
      qualityScore: null,
      files: [],
      contextBasis: 'pr_diff',
      contextFiles: ['src/a.ts'],
      gateOn: 'introduced',
      reviewProvenance: provenance,
    } as TestReviewVerdict;
    expect(render(input(skip, 0), 'comment')).toContain('## Test quality: Skipped');
    expect(render(input(skip, 0), 'conclusion')).toBe('neutral');
    expect(render(input({ ...skip, gateFailures: ['no changed test files in diff'] }, 1), 'conclusion')).toBe('failure');
    const dry = {
      promptOnly: true,
      files: ['tests/a.spec.ts'],
      contextFiles: [],
      contextBasis: 'none',
      unscorableTestArtifacts: [],
    } as TestReviewVerdict;
    expect(render(input(dry, 0), 'comment')).toContain('No review performed');
    expect(render(input(dry, 0), 'conclusion')).toBe('neutral');
    const broken = render(input(null, 3, { cause: 'the agent wrote no report', reportWritten: false }), 'comment');
    expect(broken).toContain('## Test quality: Broken gate');
    expect(broken).toContain('not approved');
    expect(broken).toContain('The run wrote no report.');
    expect(render(input(null, 2), 'conclusion')).toBe('failure');
  });
  test('an exit code that contradicts the verdict is refused', () => {
    expect(() => render(input(result({ gateFailures: ['x'] }), 0), 'comment')).toThrow(/contradicts/);
    expect(() => render(input(result(), 1), 'comment')).toThrow(/contradicts/);
  });
  test('untrusted text cannot ping, spoof the marker or inject HTML', () => {
    const v = result({
      recommendation: 'Block',
      gateFailures: ['x'],
      findings: [finding('Critical', '@octocat <!-- proofgate:test-review.claude --> <img src=x>', 2)],
    });
    const text = render(input(v, 1, { focus: 'cc @team' }), 'comment');
    expect(text.match(/<!--/g)).toHaveLength(1);
    expect(outsideCode(text)).not.toMatch(/@octocat|@team|<img/);
    expect(text).toContain('`@octocat`');
    expect(text).not.toContain('\u200b');
  });
  test('credential shapes in quoted text are redacted', () => {
    const v = result({
      recommendation: 'Block',
      gateFailures: ['x'],
      findings: [finding('Critical', `token ghp_${'a'.repeat(36)} in fixture`, 2)],
    });
    const text = render(input(v, 1), 'comment');
    expect(text).not.toContain('ghp_');
    expect(text).toContain('\\[REDACTED\\]');
  });
  test('#640 the artifact is named only when given, and never as its address (by its id only); otherwise the workspace path', () => {
    const text = render(input(result(), 0, { artifactName: 'tr' }), 'comment');
    expect(text).toContain('as the artifact `tr`: take it by the id that step reports, never by its name');
    expect(text).not.toContain('in the artifact `tr`');
    expect(render(input(result(), 0, { reportPath: 'test-review.md' }), 'comment')).toContain('deleted when the job ends');
  });
});
