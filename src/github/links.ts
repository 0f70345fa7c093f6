import { REPO } from './target.js';
import { urlPath, type LineLink } from '../text/links.js';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** The server's origin, when it is a plain http(s) origin (GITHUB_SERVER_URL; GitHub Enterprise has its own). */
function origin(server: string | undefined): string | undefined {
  try {
    const u = new URL(server || 'https://github.com');
    const plain = (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.search && !u.hash;
    return plain && (u.pathname === '/' || u.pathname === '') ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Links to lines at one commit of the repository the workflow runs for, built only from the
 * runner's own variables and a full commit SHA, never from text a pull request wrote; none when
 * any of them is missing or malformed (a local run).
 */
export function lineLinks(env: { GITHUB_SERVER_URL?: string; GITHUB_REPOSITORY?: string }, sha: string | undefined): LineLink | undefined {
  const base = origin(env.GITHUB_SERVER_URL);
  const m = REPO.exec(env.GITHUB_REPOSITORY ?? '');
  if (!base || !m || m[2] === '.' || m[2] === '..' || !sha || !SHA.test(sha)) return undefined;
  const blob = `${base}/${m[1]}/${m[2]}/blob/${sha}/`;
  return (path, start, end = start) => `${blob}${urlPath(path)}#L${start}${end > start ? `-L${end}` : ''}`;
}
