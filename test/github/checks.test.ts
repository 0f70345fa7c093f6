import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, type GitHub } from '../../src/github/client.js';
import { closeCheckRun, openCheckRun, publishCheckRun, type Annotation, type CheckRunTarget } from '../../src/github/checks.js';
import { seedCheckRun, startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { MAX_ITEMS } from '../../src/github/listing.js';

const SHA = 'a'.repeat(40);
const TARGET: CheckRunTarget = { owner: 'acme', repo: 'shop', headSha: SHA, name: 'proofgate review', externalId: 'proofgate:review:7' };
const TOKEN = 'ghs_' + 'T'.repeat(36);

let server: GitHubServer;
let gh: GitHub;
let expectViolations = false;

beforeEach(async () => {
  server = await startGitHubServer();
  gh = await connect({ token: TOKEN, apiUrl: server.url, retry: { attempts: 3, baseDelayMs: 5, maxWaitMs: 2000 } });
  expectViolations = false;
});

afterEach(async () => {
  await server.close();
  if (!expectViolations) server.assertNoViolations();
});

function annotations(n: number): Annotation[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `src/f${i}.ts`,
    startLine: i + 1,
    endLine: i + 1,
    level: 'warning',
    message: `finding ${i}`,
    title: `t${i}`,
  }));
}

const report = (n = 0) => ({
  conclusion: 'failure' as const,
  title: 'findings: 2 high',
  summary: 'summary',
  text: 'details',
  annotations: annotations(n),
});

describe('check runs against the local GitHub API', () => {
  it('sends 120 annotations as 3 requests of at most 50, all appended', async () => {
    const r = await publishCheckRun(gh, TARGET, report(120));
    expect(r).toMatchObject({ ok: true, annotationsSent: 120, warnings: [] });
    const writes = server.requests.filter((q) => q.operation === 'checks/create' || q.operation === 'checks/update');
    expect(writes.map((q) => (q.body as { output: { annotations: unknown[] } }).output.annotations.length)).toEqual([50, 50, 20]);
    expect(server.checkRuns).toHaveLength(1);
    const run = server.checkRuns[0]!;
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure', external_id: TARGET.externalId, head_sha: SHA });
    expect(run.annotations.map((a) => a.message)).toEqual(annotations(120).map((a) => a.message));
    // The token went to GitHub as a header, and nowhere else.
    expect(server.requests.every((q) => q.authorization === `token ${TOKEN}`)).toBe(true);
    expect(JSON.stringify(r)).not.toContain(TOKEN);
  });

  it('the server rejects 51 annotations in one request (422, recorded as a violation)', async () => {
    expectViolations = true;
    const api = annotations(51).map((a) => ({
      path: a.path,
      start_line: a.startLine,
      end_line: a.endLine,
      annotation_level: a.level,
      message: a.message,
    }));
    await expect(
      gh.octokit.rest.checks.create({
        owner: 'acme',
        repo: 'shop',
        name: 'x',
        head_sha: SHA,
        output: { title: 't', summary: 's', annotations: api },
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(server.violations).toHaveLength(1);
    expect(server.violations[0]!.problems.join(' ')).toMatch(/50/);
    expect(server.checkRuns).toHaveLength(0);
  });

  it('the server rejects a body that breaks the published schema, and an unknown route', async () => {
    expectViolations = true;
    await expect(
      gh.octokit.request('POST /repos/{owner}/{repo}/check-runs', {
        owner: 'acme',
        repo: 'shop',
        name: 'x',
        head_sha: SHA,
        conclusion: 'great' as 'success',
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(gh.octokit.request('GET /repos/{owner}/{repo}/no-such-thing', { owner: 'acme', repo: 'shop' })).rejects.toMatchObject({
      status: 422,
    });
    expect(server.violations.map((v) => v.operation)).toEqual(['checks/create', undefined]);
  });

  it('truncates a 200,000-character summary (multi-byte) under the limit, with the omitted count', async () => {
    const summary = 'é'.repeat(200_000);
    const r = await publishCheckRun(gh, TARGET, { ...report(), summary, text: 'x'.repeat(70_000) });
    expect(r.ok).toBe(true);
    const out = server.checkRuns[0]!.output;
    expect(Buffer.byteLength(out.summary!)).toBeLessThanOrEqual(65535);
    const kept = [...out.summary!.split('\n\n…')[0]!].length;
    expect(out.summary).toMatch(new RegExp(`… ${200_000 - kept} characters omitted$`));
    expect(out.text).toMatch(/characters omitted$/);
  });

  it('a re-run adopts the run an earlier attempt left in progress: one run in total', async () => {
    // A different external id (another PR on the same commit) is not adopted.
    await openCheckRun(gh, { ...TARGET, externalId: 'proofgate:review:8' }, { title: 'reviewing', summary: 'started' });
    const first = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    expect(first.ok).toBe(true);
    const rerun = await publishCheckRun(gh, TARGET, report(3));
    expect(rerun).toMatchObject({ ok: true, checkRunId: first.handle!.checkRunId });
    const mine = server.checkRuns.filter((r) => r.external_id === TARGET.externalId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(mine[0]!.annotations).toHaveLength(3);
  });

  it('#533 a run left in progress under a newer completed one of the same external id: the verdict goes on a new run, never the older one under the newer', async () => {
    const left = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    // A later attempt that could not read the runs made one anew, and passed.
    server.fault('checks/list-for-ref', { kind: 'status', status: 502 }, 3);
    const passed = await publishCheckRun(gh, TARGET, { ...report(0), conclusion: 'success', title: 'clean' });
    expect(passed.checkRunId).not.toBe(left.handle!.checkRunId);
    const rerun = await publishCheckRun(gh, TARGET, report(0));
    expect(rerun.ok).toBe(true);
    expect([left.handle!.checkRunId, passed.checkRunId]).not.toContain(rerun.checkRunId);
    const newest = server.checkRuns.filter((r) => r.external_id === TARGET.externalId).sort((a, b) => b.id - a.id)[0]!;
    expect(newest).toMatchObject({ id: rerun.checkRunId, status: 'completed', conclusion: 'failure' });
  });

  it('#211 in-progress runs of the name past the 3,000 read: the verdict is published on a new run, a warning says why', async () => {
    const first = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    for (let i = 0; i < MAX_ITEMS; i++) seedCheckRun(server, 100_000 + i, TARGET.name, SHA, 'in_progress', null);
    const rerun = await publishCheckRun(gh, TARGET, report(0));
    expect(rerun.ok).toBe(false);
    expect(rerun.checkRunId).not.toBe(first.handle!.checkRunId);
    expect(server.checkRuns.find((r) => r.id === rerun.checkRunId)).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(rerun.warnings[0]).toBe(
      'the check runs named "proofgate review" on the commit number more than 3,000, the most proofgate reads of a list: check run "proofgate review" is made anew, and one an earlier attempt left in progress may stay so',
    );
  });

  it('#605 a create whose answer is lost is looked up, never sent again: one run, none left in progress', async () => {
    server.fault('checks/create', { kind: 'drop-after' }, 1);
    const opened = await openCheckRun(gh, TARGET, { title: 'review running', summary: 'started' });
    await closeCheckRun(gh, opened.handle ?? TARGET, { ...report(0), conclusion: 'failure' });
    expect(server.checkRuns.map((r) => [r.status, r.conclusion])).toEqual([['completed', 'failure']]);
    // Published in one go: the verdict once.
    server.fault('checks/create', { kind: 'drop-after' }, 1);
    await publishCheckRun(gh, { ...TARGET, externalId: 'proofgate:review:8' }, report(0));
    expect(server.checkRuns.filter((r) => r.external_id === 'proofgate:review:8')).toHaveLength(1);
  });

  it('#605 the close completes every run of its external id left in progress, not only the one it holds', async () => {
    const left = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    // A newer run of the name (another external id) stands over it: the verdict goes on a new run.
    await publishCheckRun(gh, { ...TARGET, externalId: 'proofgate:review:7:stopped' }, { ...report(0), title: 'stopped before a verdict' });
    const rerun = await publishCheckRun(gh, TARGET, { ...report(0), conclusion: 'success', title: 'clean' });
    expect(rerun.checkRunId).not.toBe(left.handle!.checkRunId);
    expect(server.checkRuns.filter((r) => r.status !== 'completed')).toEqual([]);
    const newest = [...server.checkRuns].sort((a, b) => b.id - a.id)[0]!;
    expect(newest).toMatchObject({ id: rerun.checkRunId, conclusion: 'success' });
  });

  it('#632 the close leaves a newer run of its external id in progress (another run of the review, still working); older ones are completed', async () => {
    const left = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    await publishCheckRun(gh, { ...TARGET, externalId: 'proofgate:review:7:stopped' }, { ...report(0), title: 'stopped before a verdict' });
    const mine = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    // Another run of this review opens its own run after this one did (its open found this one, newer, not its to adopt).
    const other = mine.handle!.checkRunId + 1000;
    seedCheckRun(server, other, TARGET.name, SHA, 'in_progress', null);
    server.checkRuns.at(-1)!.external_id = TARGET.externalId;
    await closeCheckRun(gh, mine.handle!, { ...report(0), conclusion: 'success', title: 'clean' });
    const state = (id: number) => server.checkRuns.find((r) => r.id === id)!.status;
    expect([state(left.handle!.checkRunId), state(mine.handle!.checkRunId), state(other)]).toEqual([
      'completed',
      'completed',
      'in_progress',
    ]);
  });

  it("#632 a create whose answer is lost takes the oldest of its external id made since, never another run's made after it", async () => {
    server.fault('checks/create', { kind: 'drop-after' }, 1);
    let other: number | undefined;
    server.afterRequest = (operation) => {
      if (operation !== 'checks/create' || other !== undefined) return;
      other = server.checkRuns.at(-1)!.id + 1000;
      seedCheckRun(server, other, TARGET.name, SHA, 'in_progress', null);
      server.checkRuns.at(-1)!.external_id = TARGET.externalId;
    };
    const opened = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    expect(opened.handle!.checkRunId).not.toBe(other);
    await closeCheckRun(gh, opened.handle!, { ...report(0), conclusion: 'success', title: 'clean' });
    expect(server.checkRuns.find((r) => r.id === other)!.status).toBe('in_progress');
  });

  /** The newest run of the name on the commit: what GitHub shows as the check. */
  const newestOfName = () => [...server.checkRuns].filter((r) => r.name === TARGET.name).sort((a, b) => b.id - a.id)[0]!;

  it("#649 the runs unread (502) and the create's answer lost: never answered by an earlier run of ours; the verdict is the newest run", async () => {
    const earlier = await publishCheckRun(gh, TARGET, { conclusion: 'success', title: 'clean', summary: 'clean' });
    server.fault('checks/list-for-ref', { kind: 'status', status: 502 }, 3);
    server.fault('checks/create', { kind: 'status', status: 502 }, 1);
    const now = await publishCheckRun(gh, TARGET, { ...report(60), conclusion: 'failure', title: 'incomplete: retargeted' });
    expect(now.checkRunId).not.toBe(earlier.checkRunId);
    expect(newestOfName()).toMatchObject({
      id: now.checkRunId,
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'incomplete: retargeted' },
    });
    expect(newestOfName().annotations).toHaveLength(60);
    // The earlier run is never rewritten: it keeps its own verdict and annotations.
    expect(server.checkRuns.find((r) => r.id === earlier.checkRunId)).toMatchObject({
      conclusion: 'success',
      output: { title: 'clean', summary: 'clean' },
    });
    expect(server.checkRuns.find((r) => r.id === earlier.checkRunId)!.annotations).toEqual([]);
  });

  it('#649 the runs read, then a run of ours made by another job before the create whose answer is lost: never taken for ours', async () => {
    let other: number | undefined;
    server.afterRequest = (operation) => {
      if (operation !== 'checks/list-for-ref' || other !== undefined) return;
      other = 5000;
      seedCheckRun(server, other, TARGET.name, SHA, 'completed', 'success');
      server.checkRuns.at(-1)!.external_id = TARGET.externalId;
    };
    server.fault('checks/create', { kind: 'status', status: 502 }, 1);
    const now = await publishCheckRun(gh, TARGET, report(0));
    expect(now.checkRunId).not.toBe(other);
    expect(server.checkRuns.find((r) => r.id === now.checkRunId)).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(server.checkRuns.find((r) => r.id === other)).toMatchObject({ conclusion: 'success' });
  });

  it("#649 past the read bound: a lost answer is found by this create's mark, else said not published, never an earlier run", async () => {
    const earlier = await publishCheckRun(gh, TARGET, { conclusion: 'success', title: 'clean', summary: 'clean' });
    // Older runs of the name, past what is read (ids below every one the server gives).
    for (let i = 1; i <= MAX_ITEMS; i++) seedCheckRun(server, -i, TARGET.name, SHA, 'completed', 'neutral');
    server.fault('checks/create', { kind: 'drop-after' }, 1);
    const landed = await publishCheckRun(gh, TARGET, report(0));
    expect(landed.checkRunId).toBeDefined();
    expect(newestOfName()).toMatchObject({ id: landed.checkRunId, conclusion: 'failure' });
    // Not made at all (a 502 before GitHub took it): whether it is there cannot be told, and the outcome says so.
    server.fault('checks/create', { kind: 'status', status: 502 }, 1);
    const lost = await publishCheckRun(gh, TARGET, { ...report(0), title: 'findings: 3 high' });
    expect(lost.checkRunId).toBeUndefined();
    expect(lost.ok).toBe(false);
    expect(lost.warnings.at(-1)).toMatch(/^check run "proofgate review" not published: .*cannot be told$/);
    expect(server.checkRuns.find((r) => r.id === earlier.checkRunId)).toMatchObject({ conclusion: 'success', output: { title: 'clean' } });
  });

  it('#649 openCheckRun with the runs unread and its create answer lost: an earlier completed run is never its handle, nor rewritten', async () => {
    const earlier = await publishCheckRun(gh, TARGET, { conclusion: 'success', title: 'clean', summary: 'clean' });
    server.fault('checks/list-for-ref', { kind: 'status', status: 502 }, 3);
    server.fault('checks/create', { kind: 'status', status: 502 }, 1);
    const opened = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    expect(opened.handle!.checkRunId).not.toBe(earlier.checkRunId);
    expect(server.checkRuns.find((r) => r.id === opened.handle!.checkRunId)!.status).toBe('in_progress');
    await closeCheckRun(gh, opened.handle!, { ...report(0), conclusion: 'failure', title: 'findings: 1 high' });
    expect(newestOfName()).toMatchObject({ id: opened.handle!.checkRunId, status: 'completed', conclusion: 'failure' });
    expect(server.checkRuns.find((r) => r.id === earlier.checkRunId)).toMatchObject({
      conclusion: 'success',
      output: { title: 'clean', summary: 'clean' },
    });
  });

  it('open then close: in progress while the review runs, completed with the verdict', async () => {
    const opened = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    expect(server.checkRuns[0]!.status).toBe('in_progress');
    const closed = await closeCheckRun(gh, opened.handle!, { ...report(60), conclusion: 'success' });
    expect(closed).toMatchObject({ ok: true, annotationsSent: 60 });
    expect(server.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
  });

  it('5xx twice, then success: published', async () => {
    server.fault('checks/create', { kind: 'status', status: 502 }, 2);
    const r = await publishCheckRun(gh, TARGET, report(1));
    expect(r).toMatchObject({ ok: true, warnings: [] });
    expect(server.requests.filter((q) => q.operation === 'checks/create').map((q) => q.status)).toEqual([502, 502, 201]);
  });

  it('5xx forever: bounded attempts, a warning, no run left in progress', async () => {
    server.fault('checks/create', { kind: 'status', status: 500 }, 1000);
    const r = await publishCheckRun(gh, TARGET, report(1));
    expect(r.ok).toBe(false);
    expect(r.warnings[0]).toMatch(/check run "proofgate review" not published: GitHub did not answer after retries \(500/);
    expect(server.requests.filter((q) => q.operation === 'checks/create')).toHaveLength(3);
    expect(server.checkRuns.filter((x) => x.status !== 'completed')).toEqual([]);
  });

  it('a close that keeps failing still completes the run with the verdict (best effort)', async () => {
    const opened = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    server.fault('checks/update', { kind: 'status', status: 503 }, 3);
    const r = await closeCheckRun(gh, opened.handle!, report(2));
    expect(r.ok).toBe(false);
    expect(r.warnings).toHaveLength(1);
    expect(server.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(server.checkRuns[0]!.output.summary).toMatch(/could not be published/);
  });

  it('when the fallback close fails too, the warning says the run may be left in progress', async () => {
    const opened = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    server.fault('checks/update', { kind: 'status', status: 500 }, 1000);
    const r = await closeCheckRun(gh, opened.handle!, report(2));
    expect(r.warnings).toEqual([expect.stringMatching(/not published/), expect.stringMatching(/may be left in progress/)]);
    expect(server.requests.filter((q) => q.operation === 'checks/update')).toHaveLength(6);
  });

  it('closing after a failed open publishes the finished run instead', async () => {
    server.fault('checks/list-for-ref', { kind: 'status', status: 404 }, 1);
    const opened = await openCheckRun(gh, TARGET, { title: 'reviewing', summary: 'started' });
    expect(opened).toMatchObject({ ok: false, warnings: [expect.stringMatching(/404/)] });
    const r = await closeCheckRun(gh, opened.handle ?? TARGET, report(1));
    expect(r.ok).toBe(true);
    expect(server.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
  });

  it('a request that hangs times out and is retried', async () => {
    const quick = await connect({ token: TOKEN, apiUrl: server.url, retry: { attempts: 2, baseDelayMs: 5, timeoutMs: 300 } });
    server.fault('checks/create', { kind: 'hang' }, 1);
    const r = await publishCheckRun(quick, TARGET, report(1));
    expect(r.ok).toBe(true);
    expect(server.requests.filter((q) => q.operation === 'checks/create').map((q) => q.status)).toEqual([-2, 201]);
  });

  it('retries share one budget per connection', async () => {
    const thrifty = await connect({ token: TOKEN, apiUrl: server.url, retry: { attempts: 10, baseDelayMs: 20, budgetMs: 50 } });
    server.fault('checks/create', { kind: 'status', status: 500 }, 1000);
    const r = await publishCheckRun(thrifty, TARGET, report(1));
    expect(r.ok).toBe(false);
    // Waits of about 10-20, then 20-40 ms fit in 50 ms; the third (40-80 ms) does not.
    expect(server.requests.filter((q) => q.operation === 'checks/create').length).toBeLessThanOrEqual(3);
  });

  it('secondary rate limit: waits the retry-after GitHub asks for, then publishes', async () => {
    server.fault('checks/create', { kind: 'secondary-rate-limit', retryAfter: 1 }, 1);
    const started = performance.now();
    const r = await publishCheckRun(gh, TARGET, report(1));
    expect(r.ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests.filter((q) => q.operation === 'checks/create').map((q) => q.status)).toEqual([403, 201]);
  });

  it('a retry-after beyond the cap is not waited out: a warning instead', async () => {
    server.fault('checks/create', { kind: 'secondary-rate-limit', retryAfter: 600 }, 1);
    const r = await publishCheckRun(gh, TARGET, report(1));
    expect(r.warnings[0]).toMatch(/rate limit/);
    expect(server.requests.filter((q) => q.operation === 'checks/create')).toHaveLength(1);
  });

  it('a dropped connection is retried', async () => {
    server.fault('checks/list-for-ref', { kind: 'drop' }, 1);
    server.fault('checks/create', { kind: 'drop' }, 1);
    const r = await publishCheckRun(gh, TARGET, report(1));
    expect(r).toMatchObject({ ok: true, warnings: [] });
    // The create's answer was lost: our run is looked up before it is sent again; the close then looks for one left in progress.
    expect(server.requests.map((q) => q.status)).toEqual([-1, 200, -1, 200, 201, 200]);
    expect(server.checkRuns).toHaveLength(1);
  });

  it('a fork token (403 read-only): one request, no retry, a clear warning', async () => {
    server.fault('*', { kind: 'read-only' }, 1000);
    const r = await publishCheckRun(gh, TARGET, report(1));
    expect(r.ok).toBe(false);
    expect(r.warnings).toEqual([
      expect.stringMatching(/^cannot publish check run "proofgate review": the token is read-only \(fork pull request\?\).*checks: write/),
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it('annotation fields are kept within GitHub limits', async () => {
    const r = await publishCheckRun(gh, TARGET, {
      ...report(),
      title: 'T'.repeat(400),
      annotations: [
        {
          path: 'a.ts',
          startLine: 3,
          endLine: 5,
          startColumn: 2,
          endColumn: 9,
          level: 'failure',
          message: 'm'.repeat(70_000),
          title: 'x'.repeat(300),
          rawDetails: '',
        },
      ],
    });
    expect(r.ok).toBe(true);
    const a = server.checkRuns[0]!.annotations[0]!;
    expect(a.start_column).toBeUndefined();
    expect([...(a.title as string)].length).toBe(255);
    expect(Buffer.byteLength(a.message as string)).toBeLessThanOrEqual(65535);
    expect([...server.checkRuns[0]!.output.title!].length).toBe(255);
  });
});
