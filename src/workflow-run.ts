import { serverOrigin } from './server-url.js';

/**
 * The page of the workflow run this process is part of (its job summary), when it runs in GitHub Actions: of this
 * attempt (`/attempts/N`), since the run's own page opens its latest attempt, and a verdict linked from a check run or
 * a comment must keep showing the summary and artifacts it came from after a re-run.
 */
export function workflowRunUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } = env;
  const ofAttempt = attempt && /^[1-9]\d{0,5}$/.test(attempt) ? `/attempts/${attempt}` : '';
  const server = serverOrigin(env);
  return server && runId && repository ? `${server}/${repository}/actions/runs/${runId}${ofAttempt}` : undefined;
}

/** The page of this workflow run, `…/actions/runs/ID`, without an attempt: where its jobs' and artifacts' pages are. */
function runPage(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  const server = serverOrigin(env);
  return server && repository && runId && /^[1-9]\d*$/.test(runId) ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}

/**
 * The start of the page of a job of this workflow run, `…/actions/runs/ID/job/`: GitHub links the check
 * run it posts for a job there, under the job's id, which is the check run's own id. GitHub sets a check
 * run's `html_url`; a check run made through the API gets `…/runs/ID`, whatever its `details_url` says.
 */
export function workflowJobPage(env: NodeJS.ProcessEnv): string | undefined {
  const run = runPage(env);
  return run && `${run}/job/`;
}

/**
 * The download of one artifact of this workflow run by its id (what actions/upload-artifact outputs as
 * `artifact-url`): that artifact, never another the run holds, or a later run, under its name.
 */
export function artifactUrl(env: NodeJS.ProcessEnv, id: number): string | undefined {
  const run = runPage(env);
  return run && `${run}/artifacts/${id}`;
}
