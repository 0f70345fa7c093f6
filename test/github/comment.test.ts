import { afterEach, describe, expect, it } from 'vitest';
import { connect, type GitHub } from '../../src/github/client.js';
import { commentBody, commentMarker, upsertComment } from '../../src/github/comment.js';
import { MAX_ITEMS } from '../../src/github/listing.js';
import { startGitHubServer, type GitHubServer, type TokenKind } from '../support/github-server.js';

const PR = 7;
const ME = { login: 'octo-reviewer', type: 'User' as const };
const SOMEONE = { login: 'mallory', type: 'User' as const };
const BOT = { login: 'github-actions[bot]', type: 'Bot' as const };

let server: GitHubServer;
let expectViolations = false;

async function setup(token: TokenKind = { pat: ME }): Promise<GitHub> {
  server = await startGitHubServer({ token });
  expectViolations = false;
  return connect({ token: 'test-token', apiUrl: server.url, retry: { attempts: 2, baseDelayMs: 5 } });
}

afterEach(async () => {
  await server.close();
  if (!expectViolations) server.assertNoViolations();
});

const target = (body: string) => ({ owner: 'acme', repo: 'shop', issueNumber: PR, tag: 'test-review.claude', body });

describe('sticky pull-request comment', () => {
  it('is created, then updated in place, and asks who the token is only once', async () => {
    const gh = await setup();
    const first = await upsertComment(gh, target('Pass'));
    expect(first).toMatchObject({ ok: true, action: 'created', warnings: [] });
    const second = await upsertComment(gh, target('Fail: 2 findings'));
    expect(second).toMatchObject({ ok: true, action: 'updated', commentId: first.commentId });
    const third = await upsertComment(gh, target('Fail: 2 findings'));
    expect(third.action).toBe('unchanged');
    expect(server.comments).toHaveLength(1);
    expect(server.comments[0]!.body).toBe(`${commentMarker('test-review.claude')}\nFail: 2 findings`);
    expect(server.requests.filter((q) => q.operation === 'users/get-authenticated')).toHaveLength(1);
  });

  it('ignores a comment with our marker written by another account, and creates our own', async () => {
    const gh = await setup();
    const planted = server.addComment(PR, `${commentMarker('test-review.claude')}\nApproved!`, SOMEONE);
    const r = await upsertComment(gh, target('Fail'));
    expect(r.action).toBe('created');
    expect(r.commentId).not.toBe(planted.id);
    expect(planted.body).toContain('Approved!');
    expect(server.comments.filter((c) => c.user.login === ME.login)).toHaveLength(1);
  });

  it('marker text inside a body cannot make a second match (nor open a hidden comment)', async () => {
    const gh = await setup();
    const other = await upsertComment(gh, { ...target(`evil ${commentMarker('test-review.claude')} <!-- hidden -->`), tag: 'review-gate' });
    expect(other.action).toBe('created');
    expect(server.comments[0]!.body).not.toContain(commentMarker('test-review.claude'));
    expect(server.comments[0]!.body.match(/<!--/g)).toHaveLength(1);
    const mine = await upsertComment(gh, target('Pass'));
    expect(mine.action).toBe('created');
    expect(server.comments).toHaveLength(2);
    expect(server.comments[0]!.body).toContain('evil');
  });

  it('finds our comment beyond the first page (pagination over 100 comments)', async () => {
    const gh = await setup();
    for (let i = 0; i < 230; i++) server.addComment(PR, `chatter ${i}`, SOMEONE);
    const created = await upsertComment(gh, target('v1'));
    for (let i = 0; i < 10; i++) server.addComment(PR, `more ${i}`, SOMEONE);
    const updated = await upsertComment(gh, target('v2'));
    expect(updated).toMatchObject({ action: 'updated', commentId: created.commentId });
    expect(server.comments.filter((c) => c.body.includes('proofgate:'))).toHaveLength(1);
    const pages = server.requests.filter((q) => q.operation === 'issues/list-comments').map((q) => q.query.page ?? '1');
    expect(pages).toEqual(['1', '2', '3', '1', '2', '3']);
  });

  it('#211 ours past the 3,000 comments read (others flooded first): no second comment, a warning says why', async () => {
    const gh = await setup();
    for (let i = 0; i < MAX_ITEMS; i++) server.addComment(PR, `chatter ${i}`, SOMEONE);
    server.addComment(PR, `${commentMarker('test-review.claude')}\nv1`, ME);
    const r = await upsertComment(gh, target('v2'));
    expect(server.comments.filter((c) => c.user.login === ME.login).map((c) => c.body)).toEqual([
      `${commentMarker('test-review.claude')}\nv1`,
    ]);
    expect(r).toMatchObject({
      ok: false,
      warnings: [
        "the pull request comment (test-review.claude) not published: the pull request's comments number more than 3,000, the most proofgate reads of a list, so whether it is already there cannot be told",
      ],
    });
    expect(server.requests.filter((q) => q.operation === 'issues/list-comments')).toHaveLength(30);
  });

  it('an app token (403 on GET /user) in Actions writes as github-actions[bot]', async () => {
    const gh = await setup('app');
    server.addComment(PR, `${commentMarker('test-review.claude')}\nold`, SOMEONE);
    const previous = process.env.GITHUB_ACTIONS;
    process.env.GITHUB_ACTIONS = 'true';
    try {
      const first = await upsertComment(gh, target('v1'));
      const second = await upsertComment(gh, target('v2'));
      expect(first.action).toBe('created');
      expect(second).toMatchObject({ action: 'updated', commentId: first.commentId });
      expect(server.comments.filter((c) => c.user.login === BOT.login)).toHaveLength(1);
    } finally {
      if (previous === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = previous;
    }
  });

  it("an app token outside Actions is known by GraphQL's viewer; refused there too, it needs the author named", async () => {
    const gh = await setup('app');
    const previous = process.env.GITHUB_ACTIONS;
    delete process.env.GITHUB_ACTIONS;
    try {
      const viewer = await upsertComment(gh, target('v0'));
      expect(viewer).toMatchObject({ ok: true, action: 'created' });
      expect(server.comments[0]!.user.login).toBe(BOT.login);
      server.comments.length = 0;
      const refused = await connect({ token: 'test-token', apiUrl: server.url, retry: { attempts: 2, baseDelayMs: 5 } });
      server.fault('graphql', { kind: 'status', status: 403 }, 10);
      const unknown = await upsertComment(refused, { ...target('v1'), authorOption: 'input `comment-author`' });
      expect(unknown.ok).toBe(false);
      expect(unknown.warnings[0]).toMatch(/; give the account the comments are written as \(input `comment-author`\)$/);
      expect(server.comments).toEqual([]);
      const named = await upsertComment(refused, { ...target('v1'), author: BOT.login });
      expect(named).toMatchObject({ ok: true, action: 'created' });
    } finally {
      if (previous !== undefined) process.env.GITHUB_ACTIONS = previous;
    }
  });

  it('a body over 65,536 characters is cut with a note and accepted', async () => {
    const gh = await setup();
    const r = await upsertComment(gh, target('🙂'.repeat(40_000)));
    expect(r.ok).toBe(true);
    const body = server.comments[0]!.body;
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(65536);
    expect(body).toMatch(/characters omitted$/);
  });

  it('the server refuses an oversized body (proves the limit is enforced)', async () => {
    const gh = await setup();
    expectViolations = true;
    await expect(
      gh.octokit.rest.issues.createComment({ owner: 'acme', repo: 'shop', issue_number: PR, body: 'x'.repeat(65537) }),
    ).rejects.toMatchObject({ status: 422 });
    expect(server.violations).toHaveLength(1);
  });

  it('a fork token: warning naming pull-requests: write, nothing retried', async () => {
    const gh = await setup();
    server.fault('issues/list-comments', { kind: 'read-only' }, 1000);
    const r = await upsertComment(gh, target('v1'));
    expect(r.ok).toBe(false);
    expect(r.warnings[0]).toMatch(/read-only \(fork pull request\?\).*pull-requests: write/);
    expect(server.requests.filter((q) => q.operation === 'issues/list-comments')).toHaveLength(1);
  });

  it('a create whose answer is lost is not repeated blindly: still one comment', async () => {
    const gh = await setup();
    server.fault('issues/create-comment', { kind: 'drop-after' }, 1);
    const r = await upsertComment(gh, target('v1'));
    expect(r).toMatchObject({ ok: true, action: 'created' });
    expect(server.comments).toHaveLength(1);
    expect(server.requests.map((q) => `${q.operation} ${q.status}`)).toEqual([
      'users/get-authenticated 200',
      'issues/list-comments 200',
      'issues/create-comment -201',
      'issues/list-comments 200',
    ]);
  });

  it('a create refused with 5xx (nothing made) is tried again after looking', async () => {
    const gh = await setup();
    server.fault('issues/create-comment', { kind: 'status', status: 502 }, 1);
    const r = await upsertComment(gh, target('v1'));
    expect(r).toMatchObject({ ok: true, action: 'created' });
    expect(server.comments).toHaveLength(1);
    expect(server.requests.filter((q) => q.operation === 'issues/create-comment').map((q) => q.status)).toEqual([502, 201]);
  });

  it('#533 two comments of ours (two runs racing, or one posted where ours could not be read): the newest is updated, never the older one under it', async () => {
    const gh = await setup();
    const marker = commentMarker('test-review.claude');
    const older = server.addComment(PR, `${marker}\nFail: 2 findings`, ME);
    const newer = server.addComment(PR, `${marker}\nPass`, ME);
    const r = await upsertComment(gh, target('Fail: 2 findings'));
    expect(r).toMatchObject({ ok: true, action: 'updated', commentId: newer.id });
    expect(newer.body).toBe(`${marker}\nFail: 2 findings`);
    // The newest says it now: a rerun leaves it.
    expect(await upsertComment(gh, target('Fail: 2 findings'))).toMatchObject({ action: 'unchanged', commentId: newer.id });
    expect(older.body).toBe(`${marker}\nFail: 2 findings`);
  });

  it('#533 a create dropped while an older comment of ours stands (our comments unread at first): the older one is no sign it landed', async () => {
    const gh = await setup();
    const marker = commentMarker('test-review.claude');
    server.addComment(PR, `${marker}\nPass`, ME);
    server.fault('issues/list-comments', { kind: 'status', status: 502 }, 2);
    server.fault('issues/create-comment', { kind: 'drop' }, 1);
    const r = await upsertComment(gh, { ...target('Fail: 2 findings'), strict: true });
    expect(r).toMatchObject({ ok: true, action: 'created' });
    expect(server.comments.map((c) => c.body)).toEqual([`${marker}\nPass`, `${marker}\nFail: 2 findings`]);
    expect(r.commentId).toBe(server.comments[1]!.id);
  });

  it('rejects a tag that could break the marker', () => {
    expect(() => commentMarker('a -->')).toThrow(/not valid/);
    expect(commentBody('t', 'x <!-- y')).toBe('<!-- proofgate:t -->\nx <\u200b!-- y');
  });
});

describe('#641 the sticky comment is never overwritten by a run older than the one that wrote it', () => {
  const marker = commentMarker('test-review.claude');
  const stamped = (text: string, started: number) => `${marker}\n${text}\n<!-- proofgate-run:${started} -->`;

  it('#641 a comment stamped by a run that began later is left, with a warning; one stamped earlier, or unstamped, is updated', async () => {
    const gh = await setup();
    const newer = server.addComment(PR, stamped('Pass', 2_000), ME);
    const left = await upsertComment(gh, { ...target('Fail: Block'), run: { started: 1_000 } });
    expect(left).toMatchObject({ ok: true, action: 'left', commentId: newer.id });
    expect(left.warnings.join('\n')).toMatch(/not updated: it was written by a run that began after this one/);
    expect(newer.body).toBe(stamped('Pass', 2_000));
    const later = await upsertComment(gh, { ...target('Fail: Block'), run: { started: 3_000, headSha: 'a'.repeat(40) } });
    expect(later).toMatchObject({ ok: true, action: 'updated', commentId: newer.id });
    expect(newer.body).toBe(`${marker}\nFail: Block\n<!-- proofgate-run:3000:${'a'.repeat(40)} -->`);
    newer.body = `${marker}\nPass`;
    expect(await upsertComment(gh, { ...target('Fail'), run: { started: 1 } })).toMatchObject({ action: 'updated' });
  });

  it('#641 a stamp written in the body is inert: it never makes a comment look newer', async () => {
    const gh = await setup();
    const first = await upsertComment(gh, target('Pass\n<!-- proofgate-run:999999999999999 -->'));
    expect(first.action).toBe('created');
    expect(server.comments[0]!.body.endsWith('\n<\u200b!-- proofgate-run:999999999999999 -->')).toBe(true);
    expect(await upsertComment(gh, { ...target('Fail'), run: { started: 6 } })).toMatchObject({ action: 'updated' });
  });
});
