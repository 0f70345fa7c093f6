import { readFileSync } from 'node:fs';
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

/**
 * The branch the triggering event's pull request was to merge into, when that pull request is `pr`
 * (another pull request's base says nothing of this one). Read from GITHUB_EVENT_PATH; untrusted, so
 * shapes are checked; undefined when the event names none.
 */
export function eventPullBaseRef(pr: number, env: NodeJS.ProcessEnv): string | undefined {
  try {
    const e = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as {
      pull_request?: { number?: unknown; base?: { ref?: unknown } };
    };
    const ref = e.pull_request?.number === pr ? e.pull_request.base?.ref : undefined;
    return typeof ref === 'string' && ref !== '' && ref.length <= 256 ? ref : undefined;
  } catch {
    return undefined;
  }
}
