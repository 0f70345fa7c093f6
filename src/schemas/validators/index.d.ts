// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
import type { ErrorObject } from 'ajv';

export type SchemaName =
  | 'agent-run'
  | 'review-attempt'
  | 'review-commit'
  | 'review-coverage'
  | 'review-findings'
  | 'review-ledger'
  | 'review-reviewers'
  | 'review-rules'
  | 'review-scope'
  | 'test-review-verdict'
  | 'uat-config'
  | 'uat-run'
  | 'uat-spec'
  | 'uat-triage';

/** ajv's validate function: true when valid, else its errors. */
export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Each schema's validator, loaded on first use. */
export declare const validators: Record<SchemaName, () => Promise<{ default: Validate }>>;
