import { mdCode, mdText } from '../text/neutralise.js';
import { redact } from '../text/redact.js';
import type { Publisher, Published } from '../publisher.js';
import { annotations, checkDocument, checkExternalId, otherReviewOf, stoppedExternalId } from '../review/check.js';
import type { GateResult } from '../review/gate.js';
import type { PrReviewMode } from '../review/pr-review.js';
import type { ReviewScope } from '../schemas/types.js';
import {
  closeCheckRun,
  openCheckRun,
  publishCheckRun,
  runsUnderName,
  type CheckRunHandle,
  type CheckRunTarget,
  type RunsUnderName,
  PASSED_ALONE,
} from './checks.js';
import { connect, type GitHub } from './client.js';
import { lineLinks } from './links.js';
import { publishStoppedReview, type PullReviewOutcome } from './pull-review.js';
import { publishReview, reviewTag } from './review-publish.js';
import { othersUnderName, sharedNameNote, type SharedName } from './shared-name.js';
import { publishTarget } from './target.js';

/** Where and how a review's verdict is shown on GitHub. */
export interface ReviewPublishing {
  id: string;
  scope: ReviewScope;
  /** The check run's name; the pull request review is recognised by it across pushes. */
  checkName: string;
  /** Publish a check run (the review-gate action; `review publish` posts the pull request review alone). */
  checkRun: boolean;
  /** The commit the check run is on: the pull request's head. */
  headSha: string;
  /** The pull request the review is posted to; none posts none. */
  pr?: number;
  /** The branch it was to merge into when the run started: no review is posted once it is retargeted. */
  prBaseRef?: string;
  prReview: PrReviewMode;
  token?: string;
  repository?: string;
  /** The caller's option that names the repository (`--repo`), when it has one. */
  repoOption?: string;
  apiUrl?: string;
  serverUrl?: string;
  /** The run's job summary, linked from the review. */
  summaryUrl?: string;
  author?: string;
  /** The caller's option that gives `author` (`--author`), when it has one. */
  authorOption?: string;
  /** The working tree, for the lines the review's suggestions quote. */
  cwd: string;
}

/** What was published, with the pull request review's own account (for `reviewLine` and `--json`). */
export interface ReviewPublished extends Published {
  review?: Partial<PullReviewOutcome>;
  /** Another review holds the check name on this commit: why the run fails whatever its evidence says. */
  shared?: string;
}

/** A review's publisher, and the check run its `open` put in progress (none before, or where it failed). */
export type ReviewPublisher = Publisher<GateResult, ReviewPublished> & { opened(): CheckRunHandle | undefined };

/**
 * A review's publisher: `open` puts the check run in progress (once the agent is ready, so the pull
 * request shows the review running), `close` completes it with the gate's verdict and annotations,
 * or publishes it in one go when nothing was opened, then posts the pull request review linking it.
 */
export function reviewPublisher(p: ReviewPublishing): ReviewPublisher {
  // The repository is needed whether or not a check run is written: the runs under the name are read in every path.
  const where = publishTarget({ token: p.token, repository: p.repository, ...(p.repoOption ? { repoOption: p.repoOption } : {}) });
  const target: CheckRunTarget | undefined =
    'target' in where
      ? {
          owner: where.target.owner,
          repo: where.target.repo,
          headSha: p.headSha,
          name: p.checkName,
          externalId: checkExternalId(p.id, p.scope.scopeSha256),
        }
      : undefined;
  const gitHub = () => connect({ token: p.token ?? '', ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
  let opened: { handle?: CheckRunHandle; warnings: string[] } = { warnings: [] };

  /** Who else holds the check name, and so the review tag, on the commit; none to tell without a repository. */
  async function holders(passes: boolean): Promise<SharedName> {
    if (!target) return { others: [] };
    return othersUnderName(await gitHub(), target, (r) => otherReviewOf(r, p.id, p.scope.scopeSha256), passes);
  }

  async function closeCheck(
    result: GateResult,
    found: SharedName,
    shared: string | undefined,
  ): Promise<{ id?: number; warnings: string[] }> {
    const seen = 'warning' in found && found.warning ? [found.warning] : [];
    if (!p.checkRun) return { warnings: seen };
    if (!target) return { warnings: 'warning' in where ? [where.warning] : [] };
    // A read-only or refused token said so at the open: one warning is enough.
    if (!opened.handle && opened.warnings.some((w) => w.startsWith('cannot publish'))) return { warnings: opened.warnings };
    // Each finding's lines link to the head the scope sealed, in the repository the check run is on.
    const links = lineLinks(
      {
        GITHUB_SERVER_URL: p.serverUrl,
        GITHUB_API_URL: p.apiUrl ?? process.env.GITHUB_API_URL,
        GITHUB_REPOSITORY: `${target.owner}/${target.repo}`,
      },
      result.scope.refs.headSha,
    );
    const doc = checkDocument(result, target.name, links);
    const passes = doc.github.conclusion === 'success';
    const outcome = await closeCheckRun(await gitHub(), opened.handle ?? target, {
      conclusion: shared ? 'failure' : doc.github.conclusion,
      title: shared
        ? `${passes ? PASSED_ALONE : 'did not pass alone; '}${'unknown' in found ? 'could not tell whether the check name is shared' : `check name shared with review ${found.others.join(', ')}`}`
        : doc.github.output.title,
      summary: shared ? `${shared}\n\n${doc.github.output.summary}` : doc.github.output.summary,
      text: doc.github.output.text,
      annotations: annotations(result).map((a) => ({
        path: a.path,
        startLine: a.start_line,
        endLine: a.end_line,
        level: a.annotation_level,
        title: a.title,
        message: a.message,
        rawDetails: a.raw_details,
      })),
    });
    return {
      ...(outcome.checkRunId !== undefined ? { id: outcome.checkRunId } : {}),
      warnings: [...opened.warnings, ...seen, ...outcome.warnings],
    };
  }

  return {
    opened: () => opened.handle,
    async open() {
      if (!target) return;
      opened = await openCheckRun(await gitHub(), target, {
        title: 'review running',
        summary: `Reviewing ${p.scope.totals.files} file(s) of scope ${p.scope.scopeSha256.slice(0, 12)}; the verdict follows when the review ends.`,
      });
    },
    async close(result) {
      // Decided before any write, with or without a check run: the tag of the pull request review is the check name's.
      const found = await holders(result.verdict === 'clean');
      const shared = sharedNameNote(p.checkName, 'review', found, SHARED_THEN);
      const check = await closeCheck(result, found, shared);
      // Under a shared name, or one not known free, the pull request review would dismiss and answer another review's: none is posted.
      const untold = p.prReview !== 'off' && p.pr !== undefined && !shared ? unreadNote(found) : undefined;
      const review =
        p.prReview !== 'off' && p.pr !== undefined && !shared && !untold
          ? await publishReview({
              result,
              cwd: p.cwd,
              pr: p.pr,
              ...(p.prBaseRef !== undefined ? { baseRef: p.prBaseRef } : {}),
              mode: p.prReview,
              checkName: p.checkName,
              token: p.token,
              repository: p.repository,
              ...(p.repoOption ? { repoOption: p.repoOption } : {}),
              apiUrl: p.apiUrl,
              serverUrl: p.serverUrl,
              checkRunId: check.id,
              summaryUrl: p.summaryUrl,
              author: p.author,
              authorOption: p.authorOption,
            })
          : undefined;
      return {
        // The check run and the review may both say the token or the repository is missing: once is enough.
        warnings: [...new Set([...check.warnings, ...(untold ? [untold] : []), ...(review?.warnings ?? [])])],
        ...(check.id !== undefined ? { checkRunId: check.id } : {}),
        ...(review?.reviewId !== undefined ? { reviewId: review.reviewId } : {}),
        ...(review ? { review } : {}),
        ...(shared ? { shared } : {}),
      };
    },
  };
}

/** What follows a shared check name, and the way out, in every path that publishes a review. */
const SHARED_THEN = {
  shared:
    'This run fails, and no pull request review is posted, until each review has a check name of its own (the action input check-name; matrix legs need an id and a check name per leg). A review sealed again over another scope that did not pass stands until a new commit.',
  unknown: 'This run fails, and no pull request review is posted: re-run it once GitHub answers.',
};

/** Why no pull request review is posted where the runs under the name could not be read for a run that keeps its verdict. */
function unreadNote(found: SharedName): string | undefined {
  const why = 'refused' in found ? found.refused : 'warning' in found ? found.warning : undefined;
  return why
    ? `no pull request review: whether another review holds its check name (its tag) on this commit cannot be told, and it could dismiss or answer that review's (${why})`
    : undefined;
}

/** How a run that stopped before its verdict concludes. */
const STOPPED = { conclusion: 'failure', title: 'stopped before a verdict' } as const;

/** The failed check run of a stop, where `found` did not show the name free on the commit: its warnings. */
async function stoppedRun(gh: GitHub, target: CheckRunTarget, found: RunsUnderName, said: string): Promise<string[]> {
  // A token that may not read the check runs may not write one either: only the pull request review is tried.
  if ('refused' in found) return [found.refused];
  const unread =
    'unknown' in found
      ? [`${found.unknown}: a failed check run "stopped before a verdict" is published, as a verdict may stand there`]
      : [];
  const outcome = await publishCheckRun(gh, target, { ...STOPPED, summary: said });
  return [...unread, ...outcome.warnings];
}

/**
 * A review-gate run that stopped before it could judge (the intent, the seal, the agent, a crash): a
 * failed check run under the review's name on the commit unless GitHub showed none is there, so
 * that an earlier verdict of this commit (before the description was emptied, or the pull request
 * retargeted) does not stand for this run. Best effort: what could not be published is returned as warnings.
 */
export async function publishStopped(p: {
  id: string;
  checkName: string;
  headSha: string;
  token?: string;
  repository?: string;
  apiUrl?: string;
  reason: string;
  /** The pull request review the run was to post (its input pr-review): one standing on the commit is taken back too. */
  review?: { pr: number; baseRef?: string; mode: Exclude<PrReviewMode, 'off'> };
  /** The run this process put in progress: it is the one completed as stopped, never a second run beside it. */
  opened?: CheckRunHandle;
}): Promise<string[]> {
  const where = publishTarget({ token: p.token, repository: p.repository });
  // Without a token or a repository no run of it was published either: nothing stands to be taken back.
  if (!('target' in where)) return [];
  const gh = await connect({ token: where.target.token, ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}) });
  const target = {
    owner: where.target.owner,
    repo: where.target.repo,
    headSha: p.headSha,
    name: p.checkName,
    externalId: stoppedExternalId(p.id),
  };
  const said = `proofgate review ${mdCode(p.id)} stopped before it could judge this commit, so no earlier verdict of it stands: ${mdText(redact(p.reason))}`;
  let warnings: string[];
  if (p.opened) warnings = (await closeCheckRun(gh, p.opened, { ...STOPPED, summary: said })).warnings;
  else {
    // Only a list GitHub gave whole with no run under the name shows no verdict stands to be taken back;
    // one it did not give (a rate limit, past the bound) may hide one: the failed run is published.
    const found = await runsUnderName(gh, target);
    if ('runs' in found && found.runs.length === 0) return [];
    warnings = await stoppedRun(gh, target, found, said);
  }
  if (!p.review) return warnings;
  const { pr, baseRef, mode } = p.review;
  const review = await publishStoppedReview(
    gh,
    {
      owner: target.owner,
      repo: target.repo,
      pullNumber: pr,
      ...(baseRef !== undefined ? { baseRef } : {}),
      tag: reviewTag(p.checkName),
      mode,
    },
    p.headSha,
    `### ❌ proofgate review ${mdCode(p.id)}: **stopped before a verdict**\n\n${said}`,
  );
  return [...warnings, ...review.warnings];
}
