import { ERROR_EXIT } from '../text/errors.js';

/**
 * The agent runner's exit codes, which a command that runs an agent passes on: `cannotRun` (the
 * agent is missing, not signed in, or configured so it cannot start) is review's `incomplete` and
 * test-review's environment error, 2 in both; `unsupported` is a platform no agent runs on.
 */
export const AGENT_EXIT = { cannotRun: 2, error: ERROR_EXIT, unsupported: 4 } as const;
