import { AGENT_EXIT } from '../agent/exit-codes.js';
import { ERROR_EXIT } from '../text/errors.js';

/**
 * The review commands' exit codes (the seed's table, docs/review-*.md). The verdicts are 0 clean,
 * 1 findings, 2 incomplete (an agent that cannot run leaves the review incomplete: the agent's
 * own 2); `ok` is a command that is not a verdict doing its work, `unanchored` anchor's refusal,
 * and `moved` continue's answer when the work no longer matches the seal.
 */
export const REVIEW_EXIT = {
  ok: 0,
  clean: 0,
  findings: 1,
  unanchored: 1,
  incomplete: AGENT_EXIT.cannotRun,
  moved: ERROR_EXIT,
  error: ERROR_EXIT,
} as const;
