import { resolve } from 'node:path';
import type { Job } from '../runner/this-job.js';
import { ProofgateError } from '../text/errors.js';

// A `run: proofgate review …` step of a job on a self-hosted runner reads a workspace an earlier job may
// have left evidence in: it judges only what this job made, by the same rule and code as the actions
// (src/runner/this-job.ts, hazards 614-616, 620, 622, 642, 651). Off a runner nothing here does anything.

/** This job, its warnings said on the CLI's progress lines; undefined off a runner. */
async function job(progress: (line: string) => void): Promise<Job | undefined> {
  return (await import('../runner/this-job.js')).thisJob((line) => progress(`warning: ${line}`));
}

interface Folder {
  id: string;
  cwd: string;
  dir: string | undefined;
}

/**
 * Sets aside (and names) the evidence an earlier job left in the review folder, as review-scope and
 * review-gate do; returns why nothing may be judged on the scope there: a scope.json sealed before this
 * job began, which no step of it sealed (the action seals its own in its place; a command cannot).
 */
export async function thisJobsEvidence(q: Folder, progress: (line: string) => void): Promise<string[]> {
  const current = await job(progress);
  if (!current) return [];
  const [{ predates, setAsideNamed }, { reviewPaths }] = await Promise.all([
    import('../runner/this-job.js'),
    import('../review/evidence.js'),
  ]);
  const paths = reviewPaths(q.cwd, q.id, q.dir);
  await setAsideNamed(paths.folder, current);
  if (!(await predates(paths.file('scope'), current))) return [];
  return [
    `the scope.json in ${paths.folder} was sealed before this job began (left in a reused workspace), by no step of this job: seal it in this job (\`proofgate review scope ${paths.id}\`) and review again`,
  ];
}

/** thisJobsEvidence for a command that cannot give a verdict its reasons (an agent's run): they stop it (exit 3). */
export async function refuseEarlierJobs(q: Folder, progress: (line: string) => void): Promise<void> {
  const reasons = await thisJobsEvidence(q, progress);
  if (reasons.length) throw new ProofgateError(reasons[0]!);
}

/** `review merge --from`: a part folder left before this job began was not brought by it (hazard 616): refused, never merged. */
export async function refuseEarlierParts(from: string[], cwd: string, progress: (line: string) => void): Promise<void> {
  const current = await job(progress);
  if (!current) return;
  const { KEEP_NO_TIMES, predates } = await import('../runner/this-job.js');
  for (const dir of from)
    if (await predates(resolve(cwd, dir), current))
      throw new ProofgateError(
        `--from ${dir} was left there before this job began, not brought by it (downloaded or written in this job): not merged; give the part this job made (${KEEP_NO_TIMES})`,
      );
}
