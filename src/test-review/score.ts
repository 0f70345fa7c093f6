import type { Counts, Recommendation } from './report.js';

/**
 * The score and the recommendation are computed from the counts, never taken
 * from the report: an agent that writes "Approve, 100/100" over a Critical
 * finding gets Block and at most 69.
 */

const WEIGHTS: Counts = { critical: 10, high: 5, medium: 2, low: 1 };
/** The effective score cannot exceed the cap of the worst severity found. */
const CAPS: [keyof Counts, number, string][] = [
  ['critical', 69, 'Critical'],
  ['high', 79, 'High'],
  ['medium', 89, 'Medium'],
  ['low', 99, 'Low'],
];

export interface Score {
  rawQualityScore: number;
  qualityScore: number;
  scoreCap: number;
  grade: string;
  scoreOverrideRule: string;
  recommendation: Recommendation;
  verdictRule: string;
}

export function deduction(key: keyof Counts): number {
  return WEIGHTS[key];
}

export function grade(score: number): string {
  return score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F';
}

export function computeScore(v: Counts, bonus: number): Score {
  const deducted = v.critical * 10 + v.high * 5 + v.medium * 2 + v.low;
  const raw = Math.max(0, Math.min(100, 100 - deducted + bonus));
  const worst = CAPS.find(([k]) => v[k] > 0);
  const cap = worst ? worst[1] : 100;
  const score = Math.min(raw, cap);
  const scoreOverrideRule = worst
    ? `The worst severity found is ${worst[2]}, which caps the score at ${cap}: min(raw ${raw}, ${cap}) = ${score}.`
    : `No findings, so no cap: the score is the raw ${raw}.`;
  return { rawQualityScore: raw, qualityScore: score, scoreCap: cap, grade: grade(score), scoreOverrideRule, ...recommend(v, score) };
}

/** The recommendation the counts and the capped score give, and the rule that gave it. */
export function recommend(v: Counts, score: number): Pick<Score, 'recommendation' | 'verdictRule'> {
  let recommendation: Recommendation;
  let verdictRule: string;
  if (v.critical > 0) {
    recommendation = 'Block';
    verdictRule = `Block because Critical > 0 (${v.critical} Critical).`;
  } else if (v.high > 0) {
    recommendation = 'Request Changes';
    verdictRule = `Request Changes because High > 0 (${v.high} High).`;
  } else if (score < 70) {
    recommendation = 'Request Changes';
    verdictRule = `Request Changes because the score ${score} is below 70.`;
  } else if (v.medium + v.low > 0) {
    recommendation = 'Approve with Comments';
    verdictRule = `Approve with Comments: no Critical or High, score ${score} >= 70, ${v.medium + v.low} Medium/Low finding(s).`;
  } else {
    recommendation = 'Approve';
    verdictRule = `Approve: no findings and score ${score} >= 70.`;
  }
  return { recommendation, verdictRule };
}
