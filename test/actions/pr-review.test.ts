import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { BUNDLE_NODE, cli, DIST_CLI } from '../support/run.js';
import { commitAll, git } from '../support/repo.js';
import { scopeHashOf } from '../support/review.js';
import { FAKE_AGENT } from '../agent/support.js';
import { useGitHubServer } from '../support/github-server.js';
import { codeTexts, renderGfm } from '../support/gfm.js';
import {
  evidence,
  F_HEAD,
  F_LOOP,
  F_NEW,
  F_OFF,
  gateOnPull,
  inline,
  PERSON,
  SHOP_V2,
  SHOP_V3,
  TOKEN,
  pullRepo,
  type Pull,
} from '../support/pull-request.js';

// The review-gate action's pull request review, through dist/ as the runner runs it, against the
// local API server (REST checked against @octokit/openapi, GraphQL against @octokit/graphql-schema,
// and a review comment off the diff git computes for the pull request refused with 422, as GitHub does).

const github = useGitHubServer({ perTest: true });

const gate = (p: Pull, inputs: Record<string, string> = {}) => gateOnPull(github(), p, inputs);

describe('review-gate pull request review (dist/, local API server)', () => {
  it('one review: inline comments on the anchored lines, a multi-line range, a committable suggestion, the body with verdict and links', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    const r = await gate(p);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1' });
    expect(r.code).toBe(1);
    expect(r.commands).toEqual(['::error::proofgate review pr-7: findings']);
    const server = github();
    expect(server.reviews).toHaveLength(1);
    const review = server.reviews[0]!;
    expect(r.outputs['pr-review-id']).toBe(String(review.id));
    expect(review).toMatchObject({ state: 'COMMENTED', commit_id: git(p.repo, 'rev-parse', 'HEAD').trim() });
    expect(review.body).toMatch(
      /^<!-- proofgate-review:proofgate-review post:[0-9a-f]{16} -->\n### ❌ proofgate review `pr-7`: \*\*findings\*\*/,
    );
    expect(review.body).toContain('Coverage 1/1 files completed (0 waived) · 2 open finding(s)');
    expect(review.body).toContain(`[check run](https://github.example/acme/shop/runs/${r.outputs['check-run-id']})`);
    expect(review.body).toContain('[job summary](https://github.example/acme/shop/actions/runs/99)');
    const [loop, head] = inline(server);
    expect(loop).toMatchObject({ path: 'src/shop.js', line: 3, start_line: null, pull_request_review_id: review.id });
    expect(loop!.body).toMatch(
      /^<!-- proofgate-review:proofgate-review finding:[0-9a-f]{24} shown:[0-9a-f]{16} quote:[0-9a-f]{16}\.1 -->\n\*\*high · correctness\*\* · `F1`/,
    );
    expect(loop!.body).toContain('```suggestion\n  for (let i = 0; i < items.length; i++) sum += items[i].price;\n```');
    expect(loop!.body.indexOf('**Evidence.**')).toBeGreaterThan(loop!.body.indexOf('The loop runs one step past the end'));
    expect(head).toMatchObject({ line: 2, start_line: 1 });
    expect(head!.body).not.toContain('```suggestion');
    expect(r.stdout).toContain('pull request review');
    expect(JSON.stringify(server.requests)).not.toContain('proofgate-review:proofgate-review fixed');
  });

  it('a finding on lines the diff does not show goes into the body with a link to the lines at the head commit, never a failed request', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_OFF]);
    const r = await gate(p);
    const server = github();
    expect(inline(server).map((c) => c.line)).toEqual([3]);
    const head = git(p.repo, 'rev-parse', 'HEAD').trim();
    expect(server.reviews[0]!.body).toContain('#### Not commented inline (1)');
    expect(server.reviews[0]!.body).toContain(`[line 27](https://github.example/acme/shop/blob/${head}/src/shop.js#L27)`);
    // What the body shows to copy carries nothing invisible (U+200B and the other format characters).
    expect(codeTexts(renderGfm(server.reviews[0]!.body)).filter((c) => /\p{Cf}/u.test(c))).toEqual([]);
    expect(server.requests.filter((q) => q.status === 422)).toEqual([]);
    expect(r.summary).not.toContain('Publishing to GitHub was incomplete');
  });

  it('a renamed file takes comments on the hunks of its rename (diffed against its old path), not on its unchanged lines', async () => {
    const p = pullRepo();
    git(p.repo, 'reset', '-q', '--hard', p.base);
    git(p.repo, 'mv', 'src/shop.js', 'src/store.js');
    writeFileSync(join(p.repo, 'src/store.js'), SHOP_V2);
    commitAll(p.repo, 'shop becomes store, with a loop');
    const at = (f: object) => ({ ...f, path: 'src/store.js' });
    await evidence(p, [at(F_LOOP), at(F_OFF)], [{ path: 'src/store.js', outcome: 'completed' }]);
    const r = await gate(p);
    expect(r.outputs.verdict).toBe('findings');
    expect(inline(github()).map((c) => [c.path, c.line])).toEqual([['src/store.js', 3]]);
    expect(github().reviews[0]!.body).toContain('`F3` in `src/store.js`, [line 27]');
    expect(github().requests.filter((q) => q.status === 422)).toEqual([]);
  });

  it('a rerun on a new head: one new comment, the fixed finding answered (job token) and not again, nothing repeated; the same head again posts nothing', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    const server = github();
    const [loop, head] = inline(server);
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3);
    commitAll(p.repo, 'shop: fix the loop; first()');
    await evidence(p, [F_HEAD, F_NEW]);
    const r = await gate(p);
    expect(r.outputs.verdict).toBe('findings');
    expect(server.reviews).toHaveLength(2);
    const fresh = inline(server).filter((c) => c.pull_request_review_id === server.reviews[1]!.id);
    expect(fresh.map((c) => c.body.split('\n')[1])).toEqual(['**high · correctness** · `F4` · _confirmed, high confidence_']);
    expect(server.reviews[1]!.body).toContain('1 finding(s) commented in an earlier review are still open; they are not repeated.');
    // The job token may not resolve a thread (GitHub: FORBIDDEN): the thread of the fixed finding is answered instead.
    const replies = server.reviewComments.filter((c) => c.in_reply_to_id !== undefined);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ in_reply_to_id: loop!.id });
    expect(replies[0]!.body).toMatch(/Fixed: proofgate no longer finds this at [0-9a-f]{12}\./);
    expect(server.requests.some((q) => q.operation === 'graphql' && JSON.stringify(q.body).includes('resolveReviewThread'))).toBe(false);
    expect(server.resolvedThreads.size).toBe(0);
    expect(replies.some((c) => c.in_reply_to_id === head!.id)).toBe(false);
    expect(r.summary).not.toContain('Publishing to GitHub was incomplete');
    // The same head again: nothing new to say, so no new review and no second answer.
    const again = await gate(p);
    expect(server.reviews).toHaveLength(2);
    expect(again.outputs['pr-review-id']).toBe(String(server.reviews[1]!.id));
    expect(server.reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toHaveLength(1);
    expect(inline(server)).toHaveLength(3);
  });

  it("with a personal token the fixed finding's thread is resolved through GraphQL (resolveReviewThread)", async () => {
    const p = pullRepo();
    github().token = { pat: PERSON };
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    const [loop] = inline(github());
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3);
    commitAll(p.repo, 'shop: fix the loop; first()');
    await evidence(p, [F_HEAD, F_NEW]);
    await gate(p);
    expect([...github().resolvedThreads]).toEqual([loop!.id]);
    expect(github().reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toEqual([]);
    expect(github().requests.filter((q) => q.operation === 'graphql').length).toBeGreaterThanOrEqual(2);
  });

  it('request-changes blocks while there are findings; a clean rerun comments and dismisses the earlier request', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    await gate(p, { 'pr-review': 'request-changes' });
    expect(github().reviews[0]!.state).toBe('CHANGES_REQUESTED');
    await evidence(p, [{ ...F_LOOP, disposition: 'refuted', refutation: 'items is never empty here.' }]);
    const r = await gate(p, { 'pr-review': 'request-changes' });
    expect(r.outputs.verdict).toBe('clean');
    expect(github().reviews.map((x) => x.state)).toEqual(['DISMISSED', 'COMMENTED']);
    // The refuted finding is no longer open: its thread is answered.
    expect(github().reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toHaveLength(1);
  });

  it('an earlier request for changes stands while the gate still blocks, whatever kind of review this run posts', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    await gate(p, { 'pr-review': 'request-changes' });
    expect(github().reviews[0]!.state).toBe('CHANGES_REQUESTED');
    // The workflow now comments instead: the finding is still open, so the request is not withdrawn.
    const r = await gate(p, { 'pr-review': 'comment' });
    expect(r.outputs.verdict).toBe('findings');
    expect(github().reviews.map((x) => x.state)).toEqual(['CHANGES_REQUESTED', 'COMMENTED']);
  });

  it('a 422 on one comment loses none of the others: the refused one is listed in the body, the verdict stands', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    github().refuseLines.add('src/shop.js:2');
    const r = await gate(p);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1' });
    const server = github();
    expect(inline(server).map((c) => c.line)).toEqual([3]);
    const main = server.reviews[0]!;
    expect(main.body).toContain('#### Not commented inline (1)');
    expect(main.body).toMatch(/\*\*low · maintainability\*\* `F2` in `src\/shop.js`, \[lines 1-2\]/);
    expect(r.commands).toContainEqual(expect.stringMatching(/^::warning::GitHub refused 1 inline comment\(s\)/));
    expect(r.summary).toContain('Publishing to GitHub was incomplete');
  });

  it('with an agent, the check run is created in progress before it starts and completed with the verdict when it ends', async () => {
    const p = pullRepo();
    expect(cli(p.repo, ['review', 'scope', 'pr-7', '--base', p.base]).code).toBe(0);
    const scopeSha256 = scopeHashOf(p.repo, 'pr-7');
    // The agent writes where its prompt's OUTPUT lines say: its attempt's findings.json and coverage.json.
    const write = (name: string, doc: object) => [
      '--write-output',
      `${name.replace('.json', '')}=${JSON.stringify({ scopeSha256, ...doc })}`,
    ];
    const r = await gate(p, {
      agent: 'custom',
      'agent-cmd': FAKE_AGENT,
      'agent-args': [
        ...write('findings.json', { schema: 'bmad-plus/review-findings/1', findings: [F_LOOP] }),
        ...write('coverage.json', {
          schema: 'bmad-plus/review-coverage/1',
          items: [{ path: 'src/shop.js', outcome: 'completed' }],
          run: { stop: 'completed' },
        }),
      ].join('\n'),
    });
    expect(r.outputs.verdict).toBe('findings');
    const writes = github().requests.filter((q) => q.method !== 'GET' && /check-runs/.test(q.path));
    expect(writes.map((w) => [w.method, (w.body as { status?: string }).status])).toEqual([
      ['POST', 'in_progress'],
      ['PATCH', 'completed'],
    ]);
    expect(github().checkRuns).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'failure' })]);
    expect(r.outputs['check-run-id']).toBe(String(github().checkRuns[0]!.id));
    expect(github().reviews).toHaveLength(1);
  });

  it('pr-review off posts no review; a bad value is exit 3 before any request', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    await gate(p, { 'pr-review': 'off' });
    expect(github().reviews).toEqual([]);
    github().requests.splice(0);
    const bad = await gate(p, { 'pr-review': 'approve' });
    expect(bad.code).toBe(1);
    expect(bad.commands).toEqual([
      expect.stringMatching(/^::error::input `pr-review` must be one of off, comment, request-changes \(got "approve"\)/),
    ]);
    expect(github().requests).toEqual([]);
  });
});

describe('review publish (dist/cli.js): the same review from another CI', () => {
  it('posts the review for --pr with the token from the environment; the exit code is the verdict', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_OFF]);
    const server = github();
    Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: git(p.repo, 'rev-parse', 'HEAD').trim() });
    const env = { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: server.url, GITHUB_REPOSITORY: 'acme/shop' };
    const args = ['review', 'publish', 'pr-7', '--pr', '7', '--author', 'github-actions[bot]', '--run-url', 'https://ci.example/run/5'];
    // Asynchronously: this process serves the API the CLI calls.
    const r = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(BUNDLE_NODE, [DIST_CLI, ...args], { cwd: p.repo, env: { PATH: process.env.PATH ?? '', ...env } }, (err, stdout, stderr) =>
        resolve({ code: (err as { code?: number } | null)?.code ?? 0, stdout, stderr }),
      ),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/pull request review \d+: 1 inline comment\(s\), 1 listed in the body/);
    expect(server.reviews).toHaveLength(1);
    expect(server.reviews[0]!.body).toContain('[job summary](https://ci.example/run/5)');
    expect(inline(server)).toHaveLength(1);
    const bad = cli(p.repo, ['review', 'publish', 'pr-7', '--pr', 'seven'], env);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/--pr must be a pull request number, not "seven"/);
  });
});
