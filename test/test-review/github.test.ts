// --github against a local GitHub API that checks every request against GitHub's OpenAPI description.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { ownReport, REPORT_AGENT, REPORT_AGENT_CMD, repoWith, runProcess } from './support.js';
import { BUNDLE_NODE, DIST_CLI } from '../support/run.js';
import { git } from '../support/repo.js';
import { outsideCode } from '../support/markdown.js';

let server: GitHubServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(() => server.close());

const env = () => ({ GITHUB_TOKEN: 'ghs_test', GITHUB_API_URL: server.url, GITHUB_REPOSITORY: 'octo/app', GITHUB_ACTIONS: 'true' });

describe('--github', () => {
  const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
  // The commit checked out: the one the verdict is published on (a review of one commit never stands for another).
  const HEAD = git(dir, 'rev-parse', 'HEAD').trim();
  const report = join(dir, '..', `${dir.split('/').pop()}-report.md`);
  writeFileSync(
    report,
    ownReport(
      ['tests/a.spec.ts'],
      [{ severity: 'Critical', row: 'C3', path: 'tests/a.spec.ts', line: 2, title: 'Compares a literal with itself @octocat' }],
    ),
  );
  const review = (...extra: string[]) =>
    runProcess(
      BUNDLE_NODE,
      [
        DIST_CLI,
        'test-review',
        '--base',
        'HEAD~1',
        '--agent',
        'custom',
        '--agent-cmd',
        REPORT_AGENT_CMD,
        '--agent-arg',
        REPORT_AGENT,
        '--agent-arg',
        '--report',
        '--agent-arg',
        report,
        '--github',
        '--pr',
        '7',
        '--head-sha',
        HEAD,
        ...extra,
      ],
      dir,
      env(),
    );

  test('opens a check run, closes it with the verdict, keeps one comment', async () => {
    const first = await review();
    expect(first.code).toBe(1);
    expect(server.checkRuns).toHaveLength(1);
    expect(server.checkRuns[0]).toMatchObject({
      name: 'proofgate test review',
      head_sha: HEAD,
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'Test quality: Fail: Block' },
    });
    expect(server.comments).toHaveLength(1);
    const body = server.comments[0]!.body;
    expect(body.split('\n')[0]).toBe('<!-- proofgate:test-review.custom -->');
    expect(body).toContain('## Test quality: Fail: Block');
    // The mention is shown in a code span: the same characters, never a notification.
    expect(outsideCode(body)).not.toContain('@octocat');
    expect(body).toContain('`@octocat`');
    expect(server.requests.find((r) => r.operation === 'checks/create')!.body).toMatchObject({ status: 'in_progress' });
    // A second push updates the same comment.
    expect((await review()).code).toBe(1);
    expect(server.comments).toHaveLength(1);
    server.assertNoViolations();
  });
  test('a refused flag still reaches the pull request as a broken gate (exit 2)', async () => {
    const r = await review('--min-score', 'lots');
    expect(r.code).toBe(2);
    expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: 'failure', output: { title: 'Test quality: Broken gate' } });
    expect(server.comments.at(-1)!.body).toMatch(/Broken gate[\s\S]*--min-score/);
  });
  test('a publishing failure is a warning; the exit code is the verdict', async () => {
    server.fault('issues/create-comment', { kind: 'read-only' }, 5);
    server.fault('issues/update-comment', { kind: 'read-only' }, 5);
    server.fault('checks/create', { kind: 'read-only' }, 5);
    const r = await review();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/warning: .*pull-requests: write/);
    expect(r.stderr).toMatch(/warning: .*checks: write/);
  });
  test('no token: nothing published, a warning, the same exit code', async () => {
    const r = await runProcess(
      BUNDLE_NODE,
      [DIST_CLI, 'test-review', '--base', 'HEAD~1', '--agent', 'none', '--github', '--pr', '7'],
      dir,
      { GITHUB_REPOSITORY: 'octo/app' },
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: nothing published to GitHub: no token/);
  });
  test('--pr with no --base asks GitHub for the base branch; a failed lookup is exit 2, never a guess', async () => {
    git(dir, 'update-ref', 'refs/remotes/origin/trunk', 'HEAD~1');
    server.pull.baseRef = 'trunk';
    const args = [DIST_CLI, 'test-review', '--agent', 'none', '--pr', '7'];
    // The runs above ask pulls/get too (whether the pull request is still at the head they published for).
    const before = server.requests.length;
    const asked = await runProcess(BUNDLE_NODE, args, dir, { ...env(), GITHUB_BASE_REF: '' });
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toContain('tests/a.spec.ts');
    expect(
      server.requests
        .slice(before)
        .filter((r) => r.operation === 'pulls/get')
        .map((r) => r.path),
    ).toEqual(['/repos/octo/app/pulls/7']);
    server.pull.baseRef = '--upload-pack=evil';
    const hostile = await runProcess(BUNDLE_NODE, args, dir, { ...env(), GITHUB_BASE_REF: '' });
    expect(hostile.code).toBe(2);
    expect(hostile.stderr).toMatch(
      /--pr 7: the base branch lookup failed \(the base branch "--upload-pack=evil" is not a plain branch name\); give --base instead/,
    );
    server.fault('pulls/get', { kind: 'status', status: 404 }, 1);
    const missing = await runProcess(BUNDLE_NODE, args, dir, { ...env(), GITHUB_BASE_REF: '' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--pr 7: the base branch lookup failed \(.*\); give --base instead/);
    server.assertNoViolations();
  });
});
