// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
export const validators = {
  'agent-run': () => import('./agent-run.js'),
  'review-attempt': () => import('./review-attempt.js'),
  'review-commit': () => import('./review-commit.js'),
  'review-coverage': () => import('./review-coverage.js'),
  'review-findings': () => import('./review-findings.js'),
  'review-ledger': () => import('./review-ledger.js'),
  'review-reviewers': () => import('./review-reviewers.js'),
  'review-rules': () => import('./review-rules.js'),
  'review-scope': () => import('./review-scope.js'),
  'test-review-verdict': () => import('./test-review-verdict.js'),
  'uat-config': () => import('./uat-config.js'),
  'uat-run': () => import('./uat-run.js'),
  'uat-spec': () => import('./uat-spec.js'),
  'uat-triage': () => import('./uat-triage.js'),
};
