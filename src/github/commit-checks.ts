import type { CommitCheck, CommitChecks } from '../review/tests-gate.js';
import { connect } from './client.js';
import { publishTarget } from './target.js';

const STATUS_PAGES = 10;

/**
 * The test gate's reader of a commit's checks, on the retrying client: the newest check run of
 * the name (re-runs included), else the newest commit status of that context. Undefined (with
 * the reason) when there is no token or repository to read with.
 */
export async function commitChecks(given: { token?: string; repository?: string; apiUrl?: string }): Promise<CommitChecks | undefined> {
  const where = publishTarget(given);
  if ('warning' in where) return undefined;
  const { owner, repo, token } = where.target;
  const gh = await connect({ token, ...(given.apiUrl ? { apiUrl: given.apiUrl } : {}) });
  return {
    async latest(sha, name): Promise<CommitCheck | undefined> {
      const runs = (await gh.octokit.rest.checks.listForRef({ owner, repo, ref: sha, check_name: name, filter: 'all', per_page: 100 })).data
        .check_runs;
      const newest = [...runs].filter((r) => r.name === name).sort((a, b) => b.id - a.id)[0];
      if (newest)
        return {
          kind: 'check-run',
          status: newest.status,
          conclusion: newest.conclusion,
          ...(newest.html_url ? { url: newest.html_url } : {}),
        };
      // Statuses come newest first; the first of the context is its current state.
      for (let page = 1; page <= STATUS_PAGES; page++) {
        const statuses = (await gh.octokit.rest.repos.listCommitStatusesForRef({ owner, repo, ref: sha, per_page: 100, page })).data;
        const status = statuses.find((s) => s.context === name);
        if (status)
          return {
            kind: 'commit-status',
            status: status.state,
            conclusion: status.state,
            ...(status.target_url?.startsWith('https://') ? { url: status.target_url } : {}),
          };
        if (statuses.length < 100) break;
      }
      return undefined;
    },
  };
}
