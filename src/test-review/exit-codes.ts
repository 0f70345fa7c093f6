import { AGENT_EXIT } from '../agent/exit-codes.js';

/**
 * test-review's exit codes (the seed's table, docs/test-review.md): a refused flag is an
 * environment error (2), as is an agent that cannot run; 3 is the agent or its report failing,
 * the only failure worth another paid attempt. 2 and 3 are never waivable.
 */
export const TEST_REVIEW_EXIT = { ok: 0, failed: 1, environment: AGENT_EXIT.cannotRun, agent: AGENT_EXIT.error } as const;
