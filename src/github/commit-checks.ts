import type { CommitCheck, CommitChecks } from '../review/tests-gate.js';
import { connect } from './client.js';
import { bounded, firstOf, PER_PAGE, readAll, restPages } from './listing.js';
import { publishTarget } from './target.js';
import { workflowJobPage } from '../workflow-run.js';

/**
 * The test gate's reader of a commit's checks, on the retrying client: the newest check run of
 * the name (re-runs included), else the newest commit status of that context. A check run of a job
 * of this workflow run (`jobPage`, its html_url) decides over any other of the name: a pull request
 * can add a workflow whose job has the name and succeeds later. Undefined (with the reason) when
 * there is no token or repository to read with. A list past the bound throws (`Truncated`): the
 * newest run, or the context's status, may lie in what was not read.
 */
export async function commitChecks(
  given: { token?: string; repository?: string; apiUrl?: string },
  jobPage = workflowJobPage(process.env),
): Promise<CommitChecks | undefined> {
  const where = publishTarget(given);
  if ('warning' in where) return undefined;
  const { owner, repo, token } = where.target;
  const gh = await connect({ token, ...(given.apiUrl ? { apiUrl: given.apiUrl } : {}) });
  return {
    async latest(sha, name): Promise<CommitCheck | undefined> {
      const runPages = gh.octokit.paginate.iterator(gh.octokit.rest.checks.listForRef, {
        owner,
        repo,
        ref: sha,
        check_name: name,
        filter: 'all',
        per_page: PER_PAGE,
      });
      const runs = await readAll(restPages(runPages), `the check runs named ${JSON.stringify(name)} on the commit`);
      const named = runs.filter((r) => r.name === name).sort((a, b) => b.id - a.id);
      const ours = jobPage === undefined ? [] : named.filter((r) => r.html_url === `${jobPage}${r.id}`);
      const newest = (ours.length ? ours : named)[0];
      if (newest)
        return {
          kind: 'check-run',
          status: newest.status,
          conclusion: newest.conclusion,
          ...(newest.html_url ? { url: newest.html_url } : {}),
          ...(ours.length ? { thisRun: true } : {}),
        };
      // Statuses come newest first; the first of the context is its current state.
      const statusPages = gh.octokit.paginate.iterator(gh.octokit.rest.repos.listCommitStatusesForRef, {
        owner,
        repo,
        ref: sha,
        per_page: PER_PAGE,
      });
      const status = await firstOf(bounded(restPages(statusPages), "the commit's statuses"), (s) => s.context === name);
      return status
        ? {
            kind: 'commit-status',
            status: status.state,
            conclusion: status.state,
            ...(status.target_url?.startsWith('https://') ? { url: status.target_url } : {}),
          }
        : undefined;
    },
  };
}
