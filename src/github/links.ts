import { REPO } from './target.js';
import { urlPath, type LineLink } from '../text/links.js';
import { serverOrigin } from '../server-url.js';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

type RunnerEnv = {
  GITHUB_SERVER_URL?: string | undefined;
  GITHUB_API_URL?: string | undefined;
  GITHUB_REPOSITORY?: string | undefined;
  GITHUB_ACTION_REPOSITORY?: string | undefined;
};

/** A repository's page on the run's GitHub, from the runner's own variables; none when one is missing or malformed. */
function repositoryUrl(env: RunnerEnv, repository: string | undefined): string | undefined {
  const base = serverOrigin(env);
  const m = REPO.exec(repository ?? '');
  return base && m && m[2] !== '.' && m[2] !== '..' ? `${base}/${m[1]}/${m[2]}` : undefined;
}

/**
 * Links to lines at one commit of the repository the workflow runs for, built only from the
 * runner's own variables and a full commit SHA, never from text a pull request wrote; none when
 * any of them is missing or malformed (a local run).
 */
export function lineLinks(env: RunnerEnv, sha: string | undefined): LineLink | undefined {
  const repo = repositoryUrl(env, env.GITHUB_REPOSITORY);
  if (!repo || !sha || !SHA.test(sha)) return undefined;
  const blob = `${repo}/blob/${sha}/`;
  return (path, start, end = start) => `${blob}${urlPath(path)}#L${start}${end > start ? `-L${end}` : ''}`;
}

/**
 * Where the proofgate a step runs is published: the repository of the action (the runner sets
 * GITHUB_ACTION_REPOSITORY for an action of another repository), on the run's GitHub; none for a
 * local action (`./review-gate`) or a run outside Actions.
 */
export function actionRepositoryUrl(env: RunnerEnv): string | undefined {
  return repositoryUrl(env, env.GITHUB_ACTION_REPOSITORY);
}
