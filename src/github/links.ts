import { REPO } from './target.js';
import { urlPath, type LineLink } from '../text/links.js';
import { serverOrigin } from '../server-url.js';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * Links to lines at one commit of the repository the workflow runs for, built only from the
 * runner's own variables and a full commit SHA, never from text a pull request wrote; none when
 * any of them is missing or malformed (a local run).
 */
export function lineLinks(
  env: { GITHUB_SERVER_URL?: string | undefined; GITHUB_API_URL?: string | undefined; GITHUB_REPOSITORY?: string | undefined },
  sha: string | undefined,
): LineLink | undefined {
  const base = serverOrigin(env);
  const m = REPO.exec(env.GITHUB_REPOSITORY ?? '');
  if (!base || !m || m[2] === '.' || m[2] === '..' || !sha || !SHA.test(sha)) return undefined;
  const blob = `${base}/${m[1]}/${m[2]}/blob/${sha}/`;
  return (path, start, end = start) => `${blob}${urlPath(path)}#L${start}${end > start ? `-L${end}` : ''}`;
}
