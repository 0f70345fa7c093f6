import type { GateResult } from '../review/gate.js';
import { pullReviewDraft, type PrReviewMode, type PullReviewDraft } from '../review/pr-review.js';
import { describeError } from '../text/errors.js';
import { sha256 } from '../text/hash.js';
import { connect } from './client.js';
import { publishPullReview, type PullReviewOutcome } from './pull-review.js';
import { publishTarget } from './target.js';
import { lineLinks } from './links.js';
import { serverOrigin } from '../server-url.js';

export interface ReviewPublishOptions {
  result: GateResult;
  cwd: string;
  pr: number;
  /** The branch the pull request was to merge into when the run started (from its event), if known. */
  baseRef?: string;
  mode: Exclude<PrReviewMode, 'off'>;
  /** The check run's name: this gate's reviews are recognised by it across pushes. */
  checkName: string;
  token?: string;
  repository?: string;
  apiUrl?: string;
  /** GITHUB_SERVER_URL, for links to the lines, the check run and the run. */
  serverUrl?: string;
  checkRunId?: number;
  summaryUrl?: string;
  author?: string;
  /** The caller's options that name the repository and the author, when it has them (`--repo`, `--author`). */
  repoOption?: string;
  authorOption?: string;
}

/**
 * The marker tag of a gate's reviews: its check run name in the characters a marker takes, one to
 * one, so two gates never take each other's reviews for their own. A space reads as `-` (the
 * default name keeps the tag it always had), `-`, `_` and every other byte as `_` and two hex
 * digits; a tag empty or longer than 64 keeps its start and ends in `_h` and a hash of the whole name
 * (`h` is no hex digit: no tag escaped whole holds `_h`).
 */
export function reviewTag(checkName: string): string {
  const tag = [...Buffer.from(checkName, 'utf8')]
    .map((b) =>
      b === 0x20 ? '-' : /[A-Za-z0-9.]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `_${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
  return tag.length > 0 && tag.length <= 64 ? tag : `${tag.slice(0, 46)}_h${sha256(checkName).slice(0, 16)}`;
}

/**
 * The pull request review of a review's publisher (review-publisher.ts): the gate result
 * as one pull request review on the scope's head commit. Every problem is a
 * warning in the outcome; the verdict is never touched.
 */
export async function publishReview(o: ReviewPublishOptions): Promise<Partial<PullReviewOutcome> & { warnings: string[] }> {
  const where = publishTarget({ token: o.token, repository: o.repository, ...(o.repoOption ? { repoOption: o.repoOption } : {}) });
  if ('warning' in where) return { warnings: [where.warning] };
  if (o.result.scope.refs.workspace)
    return { warnings: ['no pull request review: the scope reviewed a working tree, and a review comments on a commit'] };
  const { owner, repo, token } = where.target;
  const server = { GITHUB_SERVER_URL: o.serverUrl, GITHUB_API_URL: o.apiUrl ?? process.env.GITHUB_API_URL };
  const origin = serverOrigin(server);
  const lines = lineLinks({ ...server, GITHUB_REPOSITORY: `${owner}/${repo}` }, o.result.scope.refs.headSha);
  let draft: PullReviewDraft;
  try {
    draft = await pullReviewDraft(o.result, {
      cwd: o.cwd,
      links: {
        ...(lines ? { lines } : {}),
        ...(o.checkRunId !== undefined && origin ? { checkRunUrl: `${origin}/${owner}/${repo}/runs/${o.checkRunId}` } : {}),
        ...(o.summaryUrl ? { summaryUrl: o.summaryUrl } : {}),
      },
    });
  } catch (err) {
    // The comments' lines come from git's diff of the change: a shallow clone lacks the merge base.
    return {
      warnings: [
        `no pull request review: its comments are placed on git's diff of the change, which failed (${describeError(err)}); check out with fetch-depth: 0`,
      ],
    };
  }
  const gh = await connect({ token, ...(o.apiUrl ? { apiUrl: o.apiUrl } : {}) });
  return publishPullReview(
    gh,
    {
      owner,
      repo,
      pullNumber: o.pr,
      ...(o.baseRef !== undefined ? { baseRef: o.baseRef } : {}),
      tag: reviewTag(o.checkName),
      mode: o.mode,
      ...(o.author ? { author: o.author } : {}),
      ...(o.authorOption ? { authorOption: o.authorOption } : {}),
    },
    draft,
  );
}

/** One line for the log: what the review did. */
export function reviewLine(o: Partial<PullReviewOutcome>): string {
  return `pull request review${o.reviewId !== undefined ? ` ${o.reviewId}` : ''}: ${o.commented ?? 0} inline comment(s), ${o.listed ?? 0} listed in the body, ${o.repeated ?? 0} already commented, ${o.changed ?? 0} changed (commented again), ${o.resolved ?? 0} thread(s) resolved, ${o.replied ?? 0} gone answered, ${o.outdated ?? 0} outdated answered, ${o.dismissed ?? 0} earlier review(s) dismissed`;
}
