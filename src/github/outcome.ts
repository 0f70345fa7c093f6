import { mdText, visible } from '../text/neutralise.js';
import { cutChars } from '../text/truncate.js';
import { Truncated } from './listing.js';

/**
 * Publishing never decides a verdict: every problem becomes one warning line
 * that the caller prints (`core.warning` in an action, stderr in the CLI) and
 * lists in the job summary, while its exit code stands.
 */
export interface PublishOutcome {
  ok: boolean;
  warnings: string[];
}

interface ApiError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined> };
}

/** GitHub's own words, bounded and made inert (it may echo request text back). */
function said(err: ApiError): string {
  const text = visible(String(err.message ?? '')).trim();
  return text.length > 300 ? `${cutChars(text, 300)}…` : text;
}

/**
 * One line naming what was not published, why, and what to do.
 * `permission` is the job permission the write needs (e.g. `checks: write`).
 */
export function publishWarning(what: string, permission: string, err: unknown): string {
  // Our item may lie past what was read: creating it again could make two.
  if (err instanceof Truncated) return `${what} not published: ${err.message}, so whether it is already there cannot be told`;
  const e = (err ?? {}) as ApiError;
  const status = e.status;
  const message = said(e);
  if (status === 403 && /not accessible by integration/i.test(message)) {
    // The route for a fork, never the privileged triggers: a fork's run writes its artifact whole (hazard 215).
    return `cannot publish ${what}: the token is read-only (fork pull request?); the job needs \`${permission}\`, and a fork's token never has it: review a fork's change in a run of this repository's workflow, never from \`pull_request_target\` or \`workflow_run\` (they would publish the fork's word; docs/publishing.md)`;
  }
  if ((status === 403 || status === 429) && /rate limit/i.test(message))
    return `${what} not published: GitHub's rate limit did not clear within the retry budget (${message})`;
  if (status === 401) return `cannot publish ${what}: GitHub rejected the token (401); check GITHUB_TOKEN`;
  if (status === 403) return `cannot publish ${what}: GitHub refused (403: ${message}); the job needs \`${permission}\``;
  if (status === 404)
    return `cannot publish ${what}: GitHub answered 404; check the repository, the pull request number and GITHUB_API_URL, and that the token can see them`;
  if (status === 422) return `${what} not published: GitHub rejected the request (422: ${message})`;
  if (status === undefined || status >= 500)
    return `${what} not published: GitHub did not answer after retries (${status ?? 'no status'}: ${message})`;
  return `${what} not published: GitHub answered ${status} (${message})`;
}

/** Why `list` cannot be told: past the bound, or what GitHub answered instead of it. */
export function unreadable(list: string, err: unknown): string {
  if (err instanceof Truncated) return err.message;
  const e = (err ?? {}) as ApiError;
  return `${list} could not be read (GitHub answered ${e.status ?? 'nothing'}: ${said(e)})`;
}

/** The job-summary block listing publishing problems; empty when there are none. */
export function warningsMarkdown(warnings: string[]): string {
  if (warnings.length === 0) return '';
  return [
    '> [!WARNING]',
    '> Publishing to GitHub was incomplete (the verdict above stands):',
    ...warnings.map((w) => `> - ${mdText(w)}`),
  ].join('\n');
}
