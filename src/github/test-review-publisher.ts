import { createHash } from 'node:crypto';
import { closeCheckRun, openCheckRun, type Annotation, type CheckRunHandle, type CheckRunTarget } from './checks.js';
import { connect, refusal, type GitHub } from './client.js';
import { upsertComment } from './comment.js';
import { eventPullNumber, pullRequest } from './event-change.js';
import { othersUnderName, sharedNameNote } from './shared-name.js';
import { publishTarget } from './target.js';
import { lineLinks } from './links.js';
import { unreadable } from './outcome.js';
import { plainText } from '../text/neutralise.js';
import type { PublishResult, TestReviewPublisher } from '../test-review/command.js';
import type { Published } from '../publisher.js';
import { legacyMarkers, marker, render, repositoryPath, type RenderInput } from '../test-review/render.js';
import { CHECK_NAMES, flagsTag, type Compat, type PublishFlags } from '../test-review/options.js';
import type { TestReviewVerdict } from '../schemas/types.js';
import { TEST_REVIEW_EXIT } from '../test-review/exit-codes.js';
import { workflowRunUrl } from '../workflow-run.js';
import { onStopPublish } from '../agent/abort.js';

const LEVEL = { Critical: 'failure', High: 'failure', Medium: 'warning', Low: 'notice' } as const;

/**
 * One annotation per finding the verdict gates on (in pr mode, those the change introduced or
 * modified: the pre-existing ones were cut), at its line and its path from the repository's top
 * (`pathsFrom`: --files names them from the project root); a finding without a line is put on
 * line 1 and says so, one no repository holds gets none. The titles were redacted when the verdict was built.
 */
export function findingAnnotations(v: TestReviewVerdict | null, pathsFrom: string | null): Annotation[] {
  if (!v || !('findings' in v)) return [];
  return v.findings.flatMap((f) => {
    const path = f.path ? repositoryPath(f.path, pathsFrom) : undefined;
    if (!path) return [];
    const line = f.line && f.line > 0 ? f.line : 1;
    return [
      {
        path,
        startLine: line,
        endLine: line,
        level: LEVEL[f.severity],
        // Plain text to the Checks API: what a terminal or an editor would act on is shown as U+XXXX.
        title: plainText(`${f.severity} ${f.criterion_id}${f.provenance !== 'unknown' ? ` (${f.provenance})` : ''}`),
        message: plainText(`${f.title}${f.line ? '' : ' (the report gave no line)'}`),
        ...(f.changed_line_evidence ? { rawDetails: plainText(f.changed_line_evidence.reason) } : {}),
      },
    ];
  });
}

const EXTERNAL_PREFIX = 'proofgate-';

/**
 * test-review's publisher (`--github`, the action's `github` input): a check run opened before anything is validated
 * (so even a refused flag reaches the pull request as a broken gate), closed
 * with the verdict, and one comment upserted. Every failure is a warning; the
 * exit code stays the verdict's.
 */
export function githubPublisher(f: PublishFlags, env: NodeJS.ProcessEnv, warn: (line: string) => void): TestReviewPublisher {
  const tag = flagsTag(f);
  // The review's identity keys its check run (external id) and its comment alike: a run of another selection under
  // the same tag (a matrix leg) never adopts, completes or overwrites either (hazard 471).
  const identity = f.selection === undefined ? tag : `${tag}.${createHash('sha256').update(f.selection).digest('hex').slice(0, 12)}`;
  const externalId = `${EXTERNAL_PREFIX}test-review:${identity}`;
  // An unknown --compat is refused by the command itself (a broken gate); here it only names things.
  const compat: Compat = f.compat === 'tea' ? 'tea' : 'proofgate';
  const warnings: string[] = [];
  let gh: GitHub | undefined;
  let owner = '';
  let repo = '';
  let pr: number | undefined;
  let check: CheckRunHandle | CheckRunTarget | undefined;
  // The commit this run speaks for: the one stated or the event's. None (no pull_request payload): only the commit the
  // review read is named, once it is known.
  let stated: string | undefined;
  let reviewedOnly = false;
  const runUrl = f.runUrl ?? workflowRunUrl(env);
  // When this run began, before it read anything: stamped on the comment, so a run that began earlier and finishes
  // later never overwrites this one's verdict there, nor this one a later run's (hazard 641).
  const started = Date.now();
  const say = (w: string) => {
    warnings.push(w);
    warn(w);
  };
  const targetOn = (headSha: string): CheckRunTarget => ({
    owner,
    repo,
    headSha,
    name: f.checkName ?? CHECK_NAMES[compat],
    externalId,
    ...(runUrl ? { detailsUrl: runUrl } : {}),
  });
  // A cancel before the verdict is out completes this run's check run as stopped, or (not yet opened) publishes a
  // failed one under its name: neither a run left in progress nor an earlier verdict of the head stands (hazards 673, 674).
  let closed = false;
  const unstop = onStopPublish(async (why) => {
    const on = check ?? (stated ? targetOn(stated) : undefined);
    if (closed || !gh || !f.checkRun || !on) return;
    const title = 'Test quality: stopped before a verdict';
    const done = await closeCheckRun(gh, on, {
      conclusion: 'failure',
      title,
      summary: `${title}: ${why}. No earlier verdict of this commit stands.`,
    });
    done.warnings.forEach(say);
  });
  const opening = async (gh: GitHub, headSha: string): Promise<CheckRunHandle | CheckRunTarget> => {
    const target = targetOn(headSha);
    const opened = await openCheckRun(gh, target, {
      title: 'Test quality: review running',
      summary: `Reviewing the changed tests; running on ${tag}.`,
    });
    opened.warnings.forEach(say);
    return opened.handle ?? target;
  };
  return {
    async nameShared(headSha, passes) {
      if (!gh || !f.checkRun) return undefined;
      // This run's own check run is there before the others are looked for: of two runs at once, the later sees the earlier.
      if (reviewedOnly && !check && headSha) check = await opening(gh, headSha);
      if (!check) return undefined;
      const found = await othersUnderName(
        gh,
        check,
        (r) =>
          r.externalId !== externalId && r.externalId.startsWith(EXTERNAL_PREFIX) ? r.externalId.slice(EXTERNAL_PREFIX.length) : undefined,
        passes,
      );
      if ('warning' in found && found.warning) say(found.warning);
      return sharedNameNote(check.name, 'proofgate run', found, {
        shared: `This run has no verdict until each review (each matrix leg) has a check name of its own (${f.name('check-name')}).`,
        unknown: 'This run has no verdict: re-run it once GitHub answers.',
      });
    },
    async open() {
      if (!f.checkRun && !f.prComment)
        return say(
          `nothing published to GitHub: ${f.name('check-run', false)} and ${f.name('pr-comment', false)} leave nothing to publish`,
        );
      const t = publishTarget({ token: env.GITHUB_TOKEN, repository: f.repo ?? env.GITHUB_REPOSITORY, repoOption: f.name('repo') });
      if ('warning' in t) return say(t.warning);
      ({ owner, repo } = t.target);
      const ev = eventPullNumber();
      // A --pr you stated is never replaced by the event's.
      pr = f.pr !== undefined ? (/^[1-9]\d*$/.test(f.pr) ? Number(f.pr) : undefined) : ev && 'pr' in ev ? ev.pr : undefined;
      if (f.pr === undefined && ev && 'issue' in ev)
        return say(
          `nothing published to GitHub: issue #${ev.issue} of this ${env.GITHUB_EVENT_NAME ?? 'event'} event is not a pull request; run the step for pull requests only (\`if: github.event.issue.pull_request\`), or give ${f.name('pr')}`,
        );
      if (pr === undefined)
        return say(
          `nothing published to GitHub: no pull request (${f.pr !== undefined ? `${f.name('pr', JSON.stringify(f.pr))} is not a number` : `give ${f.name('pr')}`})`,
        );
      gh = await connect({ token: t.target.token });
      // The commit a check run names is the one this run reviews: the one you stated or the event's, or else the
      // checkout's head, known once the review has read it (close, below). A head looked up from the API now could
      // be a commit pushed after the checkout, one this run never read (#195).
      stated = f.headSha ?? pullRequest()?.headSha;
      if (!stated) reviewedOnly = true;
      if (f.checkRun && stated) check = await opening(gh, stated);
    },
    async close(r: PublishResult) {
      const published: Published = { warnings };
      if (!gh || pr === undefined) return published;
      const input: RenderInput = {
        verdict: r.exitCode >= 2 ? null : r.verdict,
        exitCode: r.exitCode,
        ...(r.cause ? { cause: r.cause } : {}),
        tag,
        compat,
        ...(runUrl ? { runUrl } : {}),
        ...(f.artifactName ? { artifactName: f.artifactName } : {}),
        ...(r.reportPath ? { reportPath: r.reportPath } : {}),
        reportWritten: r.reportWritten,
        ...(r.headSha ? { headSha: r.headSha } : {}),
        ...(f.focus ? { focus: f.focus } : {}),
        ...(r.artifact ? { artifact: r.artifact } : {}),
        pathsFrom: r.pathsFrom,
      };
      const link = lineLinks(
        { GITHUB_SERVER_URL: env.GITHUB_SERVER_URL, GITHUB_API_URL: env.GITHUB_API_URL, GITHUB_REPOSITORY: `${owner}/${repo}` },
        r.headSha,
      );
      if (link) input.link = link;
      if (reviewedOnly && f.checkRun && !check) {
        if (r.headSha) check = await opening(gh, r.headSha);
        else
          say(
            `no check run: no commit was reviewed, and a head looked up from GitHub now could be one this run never read; give ${f.name('head-sha')}`,
          );
      }
      if (check) {
        const [title, ...body] = render(input, 'check').split('\n');
        const done = await closeCheckRun(gh, check, {
          conclusion: render(input, 'conclusion') as 'success' | 'neutral' | 'failure',
          title: title!,
          summary: body.join('\n').trim() || title!,
          annotations: r.exitCode >= TEST_REVIEW_EXIT.environment ? [] : findingAnnotations(r.verdict, r.pathsFrom),
        });
        done.warnings.forEach(say);
        if (done.checkRunId !== undefined) published.checkRunId = done.checkRunId;
      }
      closed = true;
      unstop();
      // The comment speaks for the pull request: a run for a head it has moved on from (an earlier push finishing last,
      // a re-run of its run) leaves the newer head's verdict there (#234). One that approves nothing is posted where that
      // cannot be told: an earlier Approve must not stand over it (#518).
      const strict = render(input, 'conclusion') !== 'success';
      if (f.prComment && !(await movedOn(gh, pr, stated ?? r.headSha, { owner, repo, checkRun: f.checkRun, strict, say }))) {
        const c = await upsertComment(gh, {
          strict,
          owner,
          repo,
          issueNumber: pr,
          tag: `test-review.${identity}`,
          marker: marker(identity, compat),
          adopt: legacyMarkers(identity, compat),
          body: render(input, 'summary'),
          run: { started, headSha: stated ?? r.headSha },
          ...(f.commentAuthor ? { author: f.commentAuthor } : {}),
          authorOption: f.name('comment-author'),
        });
        c.warnings.forEach(say);
        if (c.commentId !== undefined) published.commentId = c.commentId;
      }
      return published;
    },
  };
}

/**
 * The pull request's head is no longer `reviewed`, the commit this run reviewed (or it cannot be read): the comment,
 * which speaks for the pull request, is then left as it is, and a warning names both commits. Asked on every trigger,
 * a pull_request payload's head too: its run may finish (or be re-run) after a push. With no commit reviewed (a
 * broken gate before any review) the comment names no commit and is posted; so is a `strict` one (it approves
 * nothing) when GitHub did not answer (anything but a refused token), as an earlier Approve would stand over it.
 */
async function movedOn(
  gh: GitHub,
  pr: number,
  reviewed: string | undefined,
  t: { owner: string; repo: string; checkRun: boolean; strict: boolean; say: (w: string) => void },
): Promise<boolean> {
  if (!reviewed) return false;
  try {
    const head = (await gh.octokit.rest.pulls.get({ owner: t.owner, repo: t.repo, pull_number: pr })).data.head.sha;
    if (head === reviewed) return false;
    t.say(
      `pull request comment not updated: the head of pull request #${pr} is now ${plainText(String(head)).slice(0, 40)}, not ${reviewed}, the commit this run reviewed${t.checkRun ? `; the check run keeps this verdict for ${reviewed}` : ''}`,
    );
  } catch (err) {
    const unsure = `${unreadable(`pull request #${pr}`, err)}, so its head may not be ${reviewed}, the commit this run reviewed`;
    const posted = t.strict && !refusal(err);
    t.say(
      posted
        ? `${unsure}; the pull request comment is posted all the same, as it approves nothing`
        : `pull request comment not updated: ${unsure}`,
    );
    return !posted;
  }
  return true;
}
