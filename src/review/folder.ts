import { ProofgateError } from '../text/errors.js';

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The review folder `<dir>/<id>/` and the names of the evidence files in it. */
export const reviewFolder = {
  files: {
    scope: 'scope.json',
    checklist: 'checklist.md',
    findings: 'findings.json',
    coverage: 'coverage.json',
    anchored: 'findings.anchored.json',
    continue: 'continue.json',
    intent: 'intent.md',
    ledger: 'ledger.json',
    commit: 'commit.json',
  },
  /** Held by the one process that writes the folder (lock.ts); never evidence, never uploaded. */
  lock: 'review.lock',
  checkId(id: string | undefined): string {
    if (id === undefined || id === '') throw new ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
    if (!ID.test(id) || id.includes('..'))
      throw new ProofgateError(
        `review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`,
      );
    return id;
  },
};
