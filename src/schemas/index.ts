import agentRun from './agent-run.schema.json' with { type: 'json' };
import reviewAttempt from './review-attempt.schema.json' with { type: 'json' };
import reviewCoverage from './review-coverage.schema.json' with { type: 'json' };
import reviewFindings from './review-findings.schema.json' with { type: 'json' };
import reviewLedger from './review-ledger.schema.json' with { type: 'json' };
import reviewReviewers from './review-reviewers.schema.json' with { type: 'json' };
import reviewRules from './review-rules.schema.json' with { type: 'json' };
import reviewScope from './review-scope.schema.json' with { type: 'json' };
import testReviewVerdict from './test-review-verdict.schema.json' with { type: 'json' };
import uatConfig from './uat-config.schema.json' with { type: 'json' };
import uatRun from './uat-run.schema.json' with { type: 'json' };
import uatSpec from './uat-spec.schema.json' with { type: 'json' };
import uatTriage from './uat-triage.schema.json' with { type: 'json' };

/** Every file format proofgate reads or writes; `npm run build` publishes them under docs/schemas/. */
export const SCHEMAS = {
  'agent-run': agentRun,
  'review-attempt': reviewAttempt,
  'review-coverage': reviewCoverage,
  'review-findings': reviewFindings,
  'review-ledger': reviewLedger,
  'review-reviewers': reviewReviewers,
  'review-rules': reviewRules,
  'review-scope': reviewScope,
  'test-review-verdict': testReviewVerdict,
  'uat-config': uatConfig,
  'uat-run': uatRun,
  'uat-spec': uatSpec,
  'uat-triage': uatTriage,
} as const;

export type SchemaName = keyof typeof SCHEMAS;
