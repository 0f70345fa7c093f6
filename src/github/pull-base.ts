import { connect } from './client.js';
import { publishTarget } from './target.js';

/**
 * The base branch of pull request `pr` (a pull request given with no base, outside a
 * pull_request event): one `pulls.get`, with the client's bounded retries.
 */
export async function pullBase(pr: number, repository: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  const t = publishTarget({ token: env.GITHUB_TOKEN, repository: repository ?? env.GITHUB_REPOSITORY });
  if ('warning' in t) throw new Error('it needs GITHUB_TOKEN, and the repository given or GITHUB_REPOSITORY');
  const gh = await connect({ token: t.target.token, ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}) });
  return (await gh.octokit.rest.pulls.get({ owner: t.target.owner, repo: t.target.repo, pull_number: pr })).data.base.ref;
}
