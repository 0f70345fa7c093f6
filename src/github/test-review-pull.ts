import { pullRequest } from './event-change.js';
import { pullBase } from './pull-base.js';
import { pullSinceEvent } from './pull-now.js';

/**
 * test-review's reads of its pull request, for the CLI and the action alike: its base branch when
 * neither `--base` nor GITHUB_BASE_REF gives one (`pullBase`), and, once the review is done, why its
 * verdict would not answer the pull request as GitHub shows it now (`pullSince`, hazard 333). The
 * base a run reviews against comes from its event (GITHUB_BASE_REF, the payload's base commit), and a
 * re-run replays that event: retargeted since, an Approve on the head would stand for the change
 * against the old branch. A base looked up here is the one compared for a pull request the event
 * does not name. `warn` gets the line saying it cannot be told (no token, a 403): the verdict stands.
 */
export function testReviewPull(env: NodeJS.ProcessEnv, warn: (line: string) => void) {
  const looked = new Map<number, string>();
  return {
    pullBase: async (pr: number, repo: string | undefined): Promise<string> => {
      const ref = await pullBase(pr, repo, env);
      looked.set(pr, ref);
      return ref;
    },
    pullSince: async (pr: number | undefined, repo: string | undefined): Promise<string | undefined> => {
      const event = pullRequest();
      const number = pr ?? event?.number;
      if (number === undefined) return undefined;
      const baseRef = looked.get(number) ?? (event?.number === number ? event.baseRef : undefined);
      const since = await pullSinceEvent(
        { number, baseRef },
        { token: env.GITHUB_TOKEN, repository: repo ?? env.GITHUB_REPOSITORY, apiUrl: env.GITHUB_API_URL },
      );
      if (since.warning) warn(since.warning);
      return since.reason;
    },
  };
}
