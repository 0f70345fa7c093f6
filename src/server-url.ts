/**
 * The web origin of the GitHub this run publishes to, for links a reader follows: GITHUB_SERVER_URL (the runner
 * sets it), else the one GITHUB_API_URL belongs to (a CLI outside Actions against GitHub Enterprise Server,
 * `https://ghe.example/api/v3`, or GHE.com, `https://api.acme.ghe.com`): a link to github.com there would open
 * another server, where the same owner/name may be someone else's repository. None when neither says, or a
 * value is not a plain http(s) origin.
 */
export function serverOrigin(env: { GITHUB_SERVER_URL?: string | undefined; GITHUB_API_URL?: string | undefined }): string | undefined {
  const url = (text: string) => {
    try {
      const u = new URL(text);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.search && !u.hash ? u : undefined;
    } catch {
      return undefined;
    }
  };
  if (env.GITHUB_SERVER_URL) {
    const u = url(env.GITHUB_SERVER_URL);
    return u && (u.pathname === '/' || u.pathname === '') ? u.origin : undefined;
  }
  const api = url(env.GITHUB_API_URL || 'https://api.github.com');
  if (!api) return undefined;
  if (/^\/api\/v3\/?$/.test(api.pathname)) return api.origin;
  if (api.pathname !== '/' && api.pathname !== '') return undefined;
  if (api.host === 'api.github.com') return 'https://github.com';
  return /^api\.[a-z0-9-]+\.ghe\.com$/.test(api.host) ? `${api.protocol}//${api.host.slice(4)}` : undefined;
}
