import { describe, expect, test } from 'vitest';
import { computeScore } from '../../src/test-review/score.js';

const c = (critical: number, high: number, medium: number, low: number) => ({ critical, high, medium, low });

describe('score = 100 − (10C + 5H + 2M + L) + bonus, capped by the worst severity', () => {
  test.each([
    [c(0, 0, 0, 0), 0, 100, 100, 100, 'Approve'],
    [c(0, 0, 0, 0), 30, 100, 100, 100, 'Approve'],
    [c(0, 0, 0, 1), 30, 100, 99, 99, 'Approve with Comments'],
    [c(0, 0, 2, 3), 0, 93, 89, 89, 'Approve with Comments'],
    [c(0, 1, 0, 0), 5, 100, 79, 79, 'Request Changes'],
    [c(1, 0, 0, 0), 0, 90, 69, 69, 'Block'],
    [c(0, 0, 15, 0), 0, 70, 89, 70, 'Approve with Comments'],
    [c(0, 0, 16, 0), 0, 68, 89, 68, 'Request Changes'],
    [c(5, 20, 0, 0), 0, 0, 69, 0, 'Block'],
  ] as const)('%j bonus %i → raw %i, cap %i, score %i, %s', (v, bonus, raw, cap, score, rec) => {
    const s = computeScore(v, bonus);
    expect([s.rawQualityScore, s.scoreCap, s.qualityScore, s.recommendation]).toEqual([raw, cap, score, rec]);
    expect(s.scoreOverrideRule).toContain(String(score));
    expect(s.verdictRule).toContain(rec);
  });
  test('grades follow the effective score', () => {
    expect(computeScore(c(0, 0, 0, 0), 0).grade).toBe('A');
    expect(computeScore(c(0, 1, 0, 0), 0).grade).toBe('C');
    expect(computeScore(c(1, 0, 0, 0), 0).grade).toBe('D');
  });
});
