import reviewCoverage from './review-coverage.schema.json' with { type: 'json' };
import reviewFindings from './review-findings.schema.json' with { type: 'json' };
import reviewRules from './review-rules.schema.json' with { type: 'json' };
import reviewScope from './review-scope.schema.json' with { type: 'json' };

/** Every file format proofgate reads or writes; `npm run build` publishes them under docs/schemas/. */
export const SCHEMAS = {
  'review-coverage': reviewCoverage,
  'review-findings': reviewFindings,
  'review-rules': reviewRules,
  'review-scope': reviewScope,
} as const;

export type SchemaName = keyof typeof SCHEMAS;
