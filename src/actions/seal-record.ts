import * as core from '@actions/core';
import { sha256, short } from '../text/hash.js';
import { ProofgateError } from '../text/errors.js';

// review-scope tells the later steps of its job (the runner's GITHUB_ENV) what became of the seal of a
// review folder, so that review-gate, run after it even when it failed (if: always()), never judges
// what an earlier run left in that folder, nor seals one of its own in its place (hazard 574).

/** Not yet sealed: what a review-scope step that stopped leaves recorded. */
const UNSEALED = 'unsealed';

/** The job variable for a review folder: its absolute path hashed, so any folder name makes a valid name. */
const variable = (folder: string) => `PROOFGATE_SEAL_${sha256(folder).slice(0, 16).toUpperCase()}`;

/** Off a runner (no GITHUB_ENV) no later step reads it: nothing is written, not even a workflow command. */
function record(folder: string, value: string): void {
  if (process.env.GITHUB_ENV) core.exportVariable(variable(folder), value);
}

/** review-scope, before anything the pull request can make fail (its description, its base): the seal has begun. */
export const sealBegun = (folder: string) => record(folder, UNSEALED);

/** review-scope, once scope.json is written: the scope hash the later steps must find there. */
export const sealDone = (folder: string, scopeSha256: string) => record(folder, scopeSha256);

/**
 * The scope hash a review-scope step of this job sealed in `folder`, which review-gate must find there;
 * undefined when none ran in this job (a scope downloaded, or one review-gate seals itself). A seal
 * it began and did not finish, or a scope.json it sealed and that is gone, is refused: a stop, which
 * the caller publishes.
 */
export function recordedSeal(folder: string, present: boolean): string | undefined {
  const recorded = process.env[variable(folder)] || undefined;
  if (recorded === UNSEALED || (recorded !== undefined && !present))
    throw new ProofgateError(
      `the review-scope step of this job left no scope it sealed in ${folder} (its seal stopped: its log says why): nothing is judged, so no earlier verdict of this commit stands for this run; fix what stopped the seal and run again`,
    );
  return recorded;
}

/** The scope found is the one the review-scope step of this job sealed (recordedSeal), else a stop. */
export function checkSameSeal(folder: string, recorded: string | undefined, found: string): void {
  if (recorded !== undefined && found !== recorded)
    throw new ProofgateError(
      `the scope in ${folder} (${short(found)}) is not the one the review-scope step of this job sealed (${short(recorded)}): nothing is judged; seal it again in this job`,
    );
}
