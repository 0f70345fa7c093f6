import { ERROR_EXIT } from '../text/errors.js';

/**
 * The uat commands' exit codes (the seed's table for read and gate, docs/uat-*.md): `failed`
 * is a failed expectation, lint error, refused import or unconfirmed write; `awaiting` is no
 * (finished) run yet; a stale run shares 3 with an error, and 4 is a release gate that could not run.
 */
export const UAT_EXIT = { ok: 0, failed: 1, awaiting: 2, stale: 3, error: ERROR_EXIT, couldNotRun: 4 } as const;
