import { describeError } from '../text/errors.js';
import { connect } from './client.js';
import { agentTriggerRefusal, type PermissionOf } from './trigger.js';

/**
 * Asks GitHub, with `token`, what a person may do in the workflow's repository
 * (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`); none without a token or a repository.
 */
function permissionLookup(token: string | undefined, env: NodeJS.ProcessEnv): PermissionOf | undefined {
  const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!token || !owner || !repo || rest.length) return undefined;
  return async (username) => {
    try {
      const gh = await connect({ token, ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}) });
      const { data } = await gh.octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username });
      return { permission: data.permission };
    } catch (err) {
      return { problem: `GitHub did not say: ${describeError(err)}` };
    }
  };
}

/** Why an agent may not run on this workflow's trigger, asking GitHub with `token` what its author may do; null when it may. */
export function triggerRefusal(what: string, env: NodeJS.ProcessEnv, token: string | undefined): Promise<string | null> {
  return agentTriggerRefusal(what, env, permissionLookup(token, env));
}
