/** Where and as whom to publish, checked before any request is made. */
export interface PublishTarget {
  token: string;
  owner: string;
  repo: string;
}

export const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

/**
 * The token and `owner/name` a publisher needs (from an input, an option, or
 * GITHUB_TOKEN / GITHUB_REPOSITORY). Missing or malformed is a warning, not an
 * error: publishing never decides the exit code.
 */
export function publishTarget(given: {
  token?: string;
  repository?: string;
  /** The caller's option that names the repository, when it has one (`--repo`). */
  repoOption?: string;
}): { target: PublishTarget } | { warning: string } {
  const token = given.token?.trim();
  if (!token) return { warning: 'nothing published to GitHub: no token (set GITHUB_TOKEN, or pass the github-token input)' };
  const m = REPO.exec(given.repository ?? '');
  if (!m || m[2] === '.' || m[2] === '..') {
    return {
      warning: `nothing published to GitHub: the repository ${JSON.stringify(given.repository ?? '')} is not owner/name (set GITHUB_REPOSITORY${given.repoOption ? ` or give ${given.repoOption}` : ''})`,
    };
  }
  return { target: { token, owner: m[1]!, repo: m[2]! } };
}
