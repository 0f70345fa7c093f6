import type { getOctokit } from '@actions/github';
import { trimEndOf } from '../text/trim.js';
import { stopReason, workStopped } from '../agent/abort.js';
import { ProofgateError } from '../text/errors.js';

/** The Octokit that `@actions/github` builds (REST methods + pagination). */
export type Octokit = ReturnType<typeof getOctokit>;

export interface RetryPolicy {
  /** Tries per request, the first included. */
  attempts: number;
  /** First back-off; doubles per retry, with jitter. */
  baseDelayMs: number;
  /** Longest single wait, retry-after included: a longer demand ends the retries. */
  maxWaitMs: number;
  /** Abort one request after this long (a hung connection is a network error). */
  timeoutMs: number;
  /** Total waiting between retries over the whole connection: many requests cannot add up to a long stall. */
  budgetMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxWaitMs: 60_000, timeoutMs: 30_000, budgetMs: 180_000 };

export interface GitHub {
  octokit: Octokit;
  apiUrl: string;
  retry: RetryPolicy;
}

/**
 * Request option for a create that must not be repeated blindly (a comment):
 * after a 5xx or a dropped connection GitHub may have made it anyway, so the
 * failure goes back to the caller, which looks before creating again.
 */
export const ONCE = { once: true } as const;

/** A failure after which the request may or may not have taken effect. */
export function ambiguous(err: unknown): boolean {
  const status = (err as ErrorLike | undefined)?.status;
  return status === undefined || status >= 500;
}

/**
 * A create that must not be repeated blindly (`create` sends it with ONCE): after an ambiguous
 * failure (GitHub may have made it, the answer lost) `landed` looks for what it made before
 * another try, paced and bounded by the connection's retry policy, so a lost answer never leaves two. With no way
 * to look (`landed` undefined) the failure is the answer. `landed` answers only with what proves it came from this
 * request (a one-time mark it carries, or its whole body): never an item that was there before it was sent, which
 * would be taken for this verdict while saying another (hazard 649).
 */
export async function createOnce(
  gh: GitHub,
  create: () => Promise<number>,
  landed: (() => Promise<number | undefined>) | undefined,
): Promise<number> {
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      // The connection's policy paces the tries, as for any request: a wait, within its budget.
      const next = ambiguous(err) && landed ? decide(err, attempt, gh.retry, { budgetLeftMs: gh.retry.budgetMs - waited }) : null;
      if (!landed || !next?.retry) throw err;
      const id = await landed();
      if (id !== undefined) return id;
      waited += next.waitMs;
      await new Promise((resolve) => setTimeout(resolve, next.waitMs));
    }
  }
}

export interface ConnectOptions {
  token: string;
  /** Defaults to GITHUB_API_URL, then https://api.github.com. */
  apiUrl?: string;
  retry?: Partial<RetryPolicy>;
}

interface ErrorLike {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/** What to do about a failed request: retry after `waitMs`, or stop. */
export type Decision = { retry: true; waitMs: number } | { retry: false };

function header(err: ErrorLike, name: string): string | undefined {
  return err.response?.headers?.[name];
}

function isRateLimited(err: ErrorLike): boolean {
  if (err.status === 429) return true;
  if (err.status !== 403) return false;
  return header(err, 'retry-after') !== undefined || header(err, 'x-ratelimit-remaining') === '0' || /rate limit/i.test(err.message ?? '');
}

/** The wait a rate limit asks for: retry-after, else the primary limit's reset time, else one minute (GitHub's advice). */
function rateLimitWaitMs(err: ErrorLike): number {
  const after = Number(header(err, 'retry-after'));
  if (Number.isFinite(after) && after >= 0) return after * 1000;
  const reset = Number(header(err, 'x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - Date.now());
  return 60_000;
}

/**
 * GitHub refused the token itself (401, a 403 that is no rate limit, 404): a write with it is refused
 * alike, so what a read of it would have told changes nothing it publishes.
 */
export function refusal(err: unknown): boolean {
  const e = (err ?? {}) as ErrorLike;
  return e.status === 401 || e.status === 404 || (e.status === 403 && !isRateLimited(e));
}

/**
 * Retry policy per failure: server errors and dropped connections back off
 * with jitter; rate limits wait what GitHub asks (if within the cap); anything
 * else (read-only token, not found, invalid) is final.
 */
export function decide(
  err: unknown,
  attempt: number,
  policy: RetryPolicy,
  context: { budgetLeftMs?: number; once?: boolean; random?: () => number } = {},
): Decision {
  const { budgetLeftMs = policy.budgetMs, once = false, random = Math.random } = context;
  if (attempt >= policy.attempts) return { retry: false };
  const e = (err ?? {}) as ErrorLike;
  let wait: number;
  if (isRateLimited(e)) {
    // Refused before it was processed: safe to repeat even a create.
    wait = rateLimitWaitMs(e);
    if (wait > policy.maxWaitMs) return { retry: false };
  } else {
    // Octokit reports a network failure (no response at all) as status 500 too.
    if (once || !ambiguous(e)) return { retry: false };
    const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
    wait = Math.min(policy.maxWaitMs, Math.round(backoff * (0.5 + random() / 2)));
  }
  return wait <= budgetLeftMs ? { retry: true, waitMs: wait } : { retry: false };
}

/** Octokit, loaded only when something is published, with bounded retries on every request. */
export async function connect(options: ConnectOptions): Promise<GitHub> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const apiUrl = trimEndOf(options.apiUrl || process.env.GITHUB_API_URL || 'https://api.github.com', '/');
  const { getOctokit } = await import('@actions/github');
  const quiet = () => undefined;
  const octokit = getOctokit(options.token, { baseUrl: apiUrl, log: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
  let waited = 0;
  octokit.hook.wrap('request', async (request, endpoint) => {
    for (let attempt = 1; ; attempt++) {
      // Told to stop: the work in progress publishes nothing more (no verdict after a cancel); only the stop is said (abort.ts).
      if (workStopped()) throw new ProofgateError(`not sent: ${stopReason() ?? 'the run was told to stop'}`);
      try {
        // The hook's `request` is already bound to `endpoint`: a fresh signal per attempt goes in place.
        endpoint.request = { ...endpoint.request, signal: AbortSignal.timeout(policy.timeoutMs) };
        return await request(endpoint);
      } catch (err) {
        const next = decide(err, attempt, policy, { budgetLeftMs: policy.budgetMs - waited, once: endpoint.request?.once === true });
        if (!next.retry) throw err;
        waited += next.waitMs;
        await new Promise((resolve) => setTimeout(resolve, next.waitMs));
      }
    }
  });
  return { octokit, apiUrl, retry: policy };
}
