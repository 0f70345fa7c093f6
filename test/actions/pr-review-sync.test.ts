// The pull request review across reruns and unusual tokens and checkouts, through dist/ against
// the local API server: what a team sees after the first run (found by trying it as users would).
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitAll, emptyRepo, git } from '../support/repo.js';
import { CART_FINDING } from '../support/review.js';
import { useGitHubServer } from '../support/github-server.js';
import { connect } from '../../src/github/client.js';
import { publishPullReview } from '../../src/github/pull-review.js';
import type { DraftComment, PullReviewDraft } from '../../src/review/pr-review.js';
import { evidence, F_HEAD, F_LOOP, F_NEW, gateOnPull, inline, PERSON, pullRepo, SHOP_V3 } from '../support/pull-request.js';

const github = useGitHubServer({ perTest: true });
const reviewLine = (stdout: string) => stdout.split('\n').find((l) => l.includes('pull request review')) ?? '';

describe('pull request review in step with the pull request', () => {
  it("an app installation token (GET /user refused) is known by GraphQL's viewer: a rerun repeats nothing, a fixed finding's thread is resolved", async () => {
    const p = pullRepo();
    const server = github();
    server.token = { pat: { login: 'acme-review-app[bot]', type: 'Bot' } };
    server.fault('users/get-authenticated', { kind: 'read-only' }, 1000);
    await evidence(p, [F_LOOP, F_HEAD]);
    await gateOnPull(server, p);
    expect(inline(server)).toHaveLength(2);
    await gateOnPull(server, p);
    expect(server.reviews).toHaveLength(1);
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3);
    commitAll(p.repo, 'fix loop');
    await evidence(p, [F_HEAD, F_NEW]);
    const r = await gateOnPull(server, p);
    expect(reviewLine(r.stdout)).toContain('1 already commented');
    expect(inline(server).filter((c) => c.body.includes('`F2`'))).toHaveLength(1);
    expect(server.resolvedThreads.size).toBe(1);
  });

  it('a new workflow run on the same head (another job summary link) posts no second review', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    await gateOnPull(github(), p, {}, { GITHUB_RUN_ID: '100' });
    await gateOnPull(github(), p, {}, { GITHUB_RUN_ID: '101' });
    expect(github().reviews).toHaveLength(1);
  });

  for (const token of ['personal', 'job'] as const)
    it(`a finding fixed and then brought back is commented again (${token} token)`, async () => {
      const p = pullRepo();
      const server = github();
      if (token === 'personal') server.token = { pat: PERSON };
      await evidence(p, [F_LOOP, F_HEAD]);
      await gateOnPull(server, p);
      writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3);
      commitAll(p.repo, 'fix loop');
      await evidence(p, [F_HEAD]);
      await gateOnPull(server, p);
      writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3.replace('i < items.length', 'i <= items.length'));
      commitAll(p.repo, 'the loop again');
      await evidence(p, [F_LOOP, F_HEAD]);
      const r = await gateOnPull(server, p);
      expect(r.outputs.verdict).toBe('findings');
      const last = server.reviews.at(-1)!;
      expect(inline(server).filter((c) => c.pull_request_review_id === last.id && c.body.includes('`F1`'))).toHaveLength(1);
      expect(reviewLine(r.stdout)).toContain('1 already commented'); // F2, still open, not repeated
    });

  it('two findings of one identity (path, category, quote) in one run get one comment', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, { ...F_LOOP, id: 'F1b', content: 'Reads past the end.' }]);
    await gateOnPull(github(), p);
    expect(inline(github())).toHaveLength(1);
  });

  it('the 500-comment cap counts what is posted: findings left out of one run are commented by the next', async () => {
    const repo = emptyRepo('pg-cap-');
    mkdirSync(join(repo, 'src'));
    writeFileSync(join(repo, 'src/m.js'), '// m\n');
    writeFileSync(join(repo, 'README'), 'x\n');
    writeFileSync(join(repo, '.gitignore'), '_bmad-output/\n');
    commitAll(repo, 'base');
    const p = { repo, base: git(repo, 'rev-parse', 'HEAD').trim() };
    const line = (i: number) => `export const m${i} = ${i};`;
    writeFileSync(join(repo, 'src/m.js'), Array.from({ length: 600 }, (_, i) => line(i)).join('\n') + '\n');
    commitAll(repo, 'm');
    const findings = Array.from({ length: 600 }, (_, i) => ({ ...CART_FINDING, id: `M${i}`, path: 'src/m.js', existing_code: line(i) }));
    await evidence(p, findings, [{ path: 'src/m.js', outcome: 'completed' }]);
    await gateOnPull(github(), p);
    expect(inline(github())).toHaveLength(500);
    writeFileSync(join(repo, 'README'), 'y\n');
    commitAll(repo, 'readme');
    await evidence(p, findings, [
      { path: 'src/m.js', outcome: 'completed' },
      { path: 'README', outcome: 'completed' },
    ]);
    await gateOnPull(github(), p);
    expect(inline(github())).toHaveLength(600);
  });

  it('a suggestion for a quote with blank lines around it replaces exactly the lines the comment is on', async () => {
    const repo = emptyRepo('pg-blank-');
    mkdirSync(join(repo, 'src'));
    const v1 = 'export function total(items) {\n  let sum = 0;\n\n  for (const i of items) sum += i.price;\n  return sum;\n}\n';
    writeFileSync(join(repo, 'src/t.js'), 'export function total(items) {\n  return 0;\n}\n');
    writeFileSync(join(repo, '.gitignore'), '_bmad-output/\n');
    commitAll(repo, 'base');
    const p = { repo, base: git(repo, 'rev-parse', 'HEAD').trim() };
    writeFileSync(join(repo, 'src/t.js'), v1);
    commitAll(repo, 'head');
    const f = { ...CART_FINDING, id: 'B1', path: 'src/t.js', existing_code: '\n  let sum = 0;\n\n', suggestion: '\n  let sum = 0n;\n\n' };
    await evidence(p, [f], [{ path: 'src/t.js', outcome: 'completed' }]);
    await gateOnPull(github(), p);
    const [c] = inline(github());
    const block = /`{3,}suggestion\n([\s\S]*?)\n?`{3,}$/.exec(c!.body)![1]!;
    // What GitHub does when it is committed: the comment's lines replaced by the block.
    const lines = v1.split('\n');
    const end = c!.line!;
    lines.splice((c!.start_line ?? end) - 1, end - (c!.start_line ?? end) + 1, ...block.split('\n'));
    expect(lines.join('\n')).toBe(v1.replace('  let sum = 0;', '  let sum = 0n;'));
  });

  it('a shallow checkout (no merge base) publishes no review but keeps the verdict, its exit code and every output', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    const clone = join(mkdtempSync(join(tmpdir(), 'pg-shallow-')), 'c');
    git(p.repo, 'clone', '-q', '--depth', '1', `file://${p.repo}`, clone);
    cpSync(join(p.repo, '_bmad-output'), join(clone, '_bmad-output'), { recursive: true });
    const r = await gateOnPull(github(), { repo: clone, base: p.base });
    expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2', 'pr-review-id': '' });
    expect(r.commands.join('\n')).toMatch(/no pull request review: .*fetch-depth: 0/);
  });
});

describe('publishPullReview: comments GitHub refuses', () => {
  const key = (i: number) => i.toString(16).padStart(24, '0');
  const comment = (i: number): DraftComment => ({
    key: key(i),
    place: `${'0'.repeat(16)}.1`,
    shows: 'high confirmed',
    path: 'src/a.js',
    line: i + 1,
    body: `finding ${i}`,
    fallback: [`- finding ${i}`],
  });
  const draft = (n: number): PullReviewDraft => {
    const comments = Array.from({ length: n }, (_, i) => comment(i));
    return {
      commitId: 'b'.repeat(40),
      summary: '### review',
      comments,
      outside: [],
      openKeys: comments.map((c) => c.key),
      settledPaths: [],
      renames: [],
      formerKeys: [],
      refuted: [],
      quoted: [],
      stillQuoted: (asked) => Promise.resolve(asked.map(() => 'held' as const)),
      blocking: true,
    };
  };
  const target = { owner: 'acme', repo: 'shop', pullNumber: 7, tag: 'proofgate-review', mode: 'comment' as const };

  it('however many GitHub refuses, the requests stay bounded and every refused comment is listed in the body', async () => {
    github().token = { pat: PERSON };
    for (let i = 0; i < 500; i++) github().refuseLines.add(`src/a.js:${i + 1}`);
    const gh = await connect({ token: 'ghp_x', apiUrl: github().url });
    const o = await publishPullReview(gh, target, draft(500));
    expect(o.listed).toBe(500);
    expect(github().requests.filter((q) => q.operation === 'pulls/create-review').length).toBeLessThanOrEqual(40);
    expect(github().reviews.length).toBeLessThanOrEqual(40);
  });

  it('#683 a refused comment of two findings (one quote) is counted as two findings in the body, its warning and the outcome', async () => {
    github().token = { pat: PERSON };
    github().refuseLines.add('src/a.js:2');
    const gh = await connect({ token: 'ghp_x', apiUrl: github().url });
    const twins = draft(3);
    twins.comments[1] = { ...twins.comments[1]!, fallback: ['- finding 1', '- finding 1b'] };
    const o = await publishPullReview(gh, target, twins);
    expect(o.commented).toBe(2);
    expect(o.listed).toBe(2);
    const body = github().reviews[0]!.body;
    expect(body).toContain('#### Not commented inline (2)');
    expect(body).toContain('- finding 1\n- finding 1b');
    expect(o.warnings).toEqual([
      'GitHub refused 1 inline comment(s) of 2 finding(s) (lines not on its diff); their findings are listed in the review body',
    ]);
  });

  it("#649 a review create whose answer is lost, our reviews unread before it: never answered by an earlier review of ours, the newest says this run's", async () => {
    github().token = { pat: PERSON };
    const gh = await connect({ token: 'ghp_x', apiUrl: github().url, retry: { attempts: 3, baseDelayMs: 5, maxWaitMs: 2000 } });
    await publishPullReview(gh, target, { ...draft(0), summary: '### earlier: clean', blocking: false });
    const earlier = github().reviews.at(-1)!;
    github().fault('pulls/list-reviews', { kind: 'status', status: 502 }, 3);
    github().fault('pulls/create-review', { kind: 'status', status: 502 }, 1);
    const o = await publishPullReview(gh, target, { ...draft(0), summary: '### now: findings' });
    const newest = github().reviews.at(-1)!;
    expect(newest.id).not.toBe(earlier.id);
    expect(newest.body).toContain('### now: findings');
    expect(o.reviewId).toBe(newest.id);
    expect(
      github()
        .requests.filter((q) => q.operation === 'pulls/create-review')
        .map((q) => q.status),
    ).toEqual([200, 502, 200]);
    expect(earlier.body).toContain('### earlier: clean');
  });
});
