import { connect, refusal } from './client.js';
import { unreadable } from './outcome.js';
import { publishTarget } from './target.js';
import { sha256 } from '../text/hash.js';
import { visible } from '../text/neutralise.js';

/** The source an intent taken from pull request `number`'s description is sealed under. */
export const pullIntentSource = (number: unknown): string => `pull request #${String(number)} description`;

/** What the triggering event said of its pull request that a verdict on its head answers. */
export interface EventPull {
  number: number;
  /** The branch the event named as the pull request's base. */
  baseRef?: string | undefined;
  /** The intent the scope sealed: compared only when it was taken from this pull request's description. */
  intent?: { source: string; sha256: string } | undefined;
}

/**
 * Why a verdict on the event's pull request would not answer the pull request as GitHub shows it
 * now (`reason`), or why that cannot be told (`warning`). A check run stands on its head commit
 * whatever the base, and the newest of a name is the one GitHub shows: a run whose event is older
 * than a retarget or an edited description (one that finishes after the run of the edit, or a
 * re-run of an older run, which replays its event) would put on the head a verdict on the change
 * against another branch, or another intent. One `pulls.get`, asked once the review is done. Its answer
 * can only add a reason: a read GitHub did not answer (a rate limit, a server error, no answer) is one
 * too, as the retarget it hides would be (hazard 517); only a token refused (none, no `pull-requests:
 * read`) is a warning, as its publishing is refused too (hazard 333).
 */
export async function pullSinceEvent(
  ev: EventPull,
  given: { token?: string | undefined; repository?: string | undefined; apiUrl?: string | undefined },
): Promise<{ reason?: string; warning?: string }> {
  const intentSha256 = ev.intent?.source === pullIntentSource(ev.number) ? ev.intent.sha256 : undefined;
  if (ev.baseRef === undefined && intentSha256 === undefined) return {};
  const cannot = (why: string) => ({
    warning: `whether pull request #${ev.number} was retargeted or its description edited since this run's event cannot be told (${why}); the verdict answers the event`,
  });
  const t = publishTarget(given);
  if ('warning' in t) return cannot('no token or repository');
  try {
    const gh = await connect({ token: t.target.token, ...(given.apiUrl ? { apiUrl: given.apiUrl } : {}) });
    const { base, body } = (await gh.octokit.rest.pulls.get({ owner: t.target.owner, repo: t.target.repo, pull_number: ev.number })).data;
    const fix =
      "this run's event is older than the pull request (it was started before, or is a re-run of an older run): re-run the newest run of the pull request";
    if (ev.baseRef !== undefined && base.ref !== ev.baseRef)
      return {
        reason: `the pull request now merges into ${JSON.stringify(visible(base.ref))}, not ${JSON.stringify(visible(ev.baseRef))}, the branch this run reviewed the change against: ${fix}`,
      };
    if (intentSha256 !== undefined && sha256(body ?? '') !== intentSha256)
      return { reason: `the pull request's description is not the one this run reviewed the change against (its intent): ${fix}` };
    return {};
  } catch (err) {
    if (!refusal(err))
      return {
        reason: `${unreadable(`pull request #${ev.number}`, err)}: whether it was retargeted or its description edited since this run's event cannot be told; re-run the run once GitHub answers`,
      };
    const e = err as { status?: number; message?: string };
    return cannot(
      `GitHub answered ${e.status ?? 'nothing'}: ${visible((e.message ?? '').split('\n')[0]!)}; the job needs \`pull-requests: read\``,
    );
  }
}
