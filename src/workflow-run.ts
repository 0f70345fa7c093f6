/** The page of the workflow run this process is part of (its job summary), when it runs in GitHub Actions. */
export function workflowRunUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return runId && repository ? `${server ?? 'https://github.com'}/${repository}/actions/runs/${runId}` : undefined;
}
