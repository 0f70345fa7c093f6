// The optional test gate: a review is not clean unless the tests passed at the sealed head, from a
// JUnit report of a run on this checkout, or from a check run or commit status of the head commit
// read through GitHub's API (played by the local OpenAPI-checked server).
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runActionAsync, cliCase } from '../support/run.js';
import { git, makeCartRepo } from '../support/repo.js';
import { writeCoverage, writeFindings } from '../support/review.js';
import { seedCheckRun, useGitHubServer } from '../support/github-server.js';

const TOKEN = 'ghs_' + 'T'.repeat(36);
const github = useGitHubServer({ perTest: true });

const junit = (cases: string, attrs = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="cart"${attrs}>${cases}</testsuite></testsuites>\n`;
const PASSING = junit('<testcase name="total"/><testcase name="count"/><testcase name="empty"><skipped/></testcase>');

/** The cart change, sealed and reviewed clean (no finding, every file completed). */
async function cleanReview(id = 't1', args: string[] = []): Promise<{ repo: string; head: string }> {
  const repo = makeCartRepo();
  expect((await cliCase(repo, ['review', 'scope', id, '--base', 'HEAD~1', ...args])).code).toBe(0);
  writeFindings(repo, id, []);
  writeCoverage(repo, id, [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
  return { repo, head: git(repo, 'rev-parse', 'HEAD').trim() };
}

describe('the test gate from a JUnit report (dist/cli.js)', () => {
  it('clean only when the report of this checkout passed, and the gate says which report', async () => {
    const { repo, head } = await cleanReview();
    expect((await cliCase(repo, ['review', 'gate', 't1'])).code).toBe(0);
    writeFileSync(join(repo, 'junit.xml'), PASSING);
    const ok = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml']);
    expect(ok.code, ok.stdout).toBe(0);
    expect(ok.stdout).toContain(`tests: JUnit report junit.xml at ${head.slice(0, 12)}: 3 test(s), 0 failed, 0 error(s), 1 skipped\n`);
    // What clean means stays the second line (docs/review-gate.md), the test gate's line after it.
    expect(ok.stdout.split('\n')[1]).toMatch(/^clean means/i);
    const json = JSON.parse((await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml', '--json'])).stdout);
    expect(json.tests).toMatchObject({ passed: true, source: 'junit', sha: head });
  });

  const failing: [string, string, RegExp][] = [
    [
      'a failed testcase',
      junit('<testcase name="total"><failure message="off by one"/></testcase><testcase name="count"/>'),
      /2 test\(s\), 1 failed/,
    ],
    ['an error', junit('<testcase name="total"><error/></testcase>'), /1 test\(s\), 0 failed, 1 error\(s\)/],
    ['failures stated only in the attributes', junit('', ' tests="4" failures="2"'), /4 test\(s\), 2 failed/],
    [
      'a failure in a nested suite',
      junit('<testsuite name="inner" failures="1"><testcase name="a"><failure/></testcase></testsuite><testcase name="b"/>'),
      /2 test\(s\), 1 failed/,
    ],
    ['no test at all', junit(''), /0 test\(s\).*: no test ran/],
    ['a report cut off while written', PASSING.slice(0, 90), /is not well-formed XML/],
    ['a file that is not JUnit', '<?xml version="1.0"?><coverage line-rate="1"/>', /is not a JUnit report: no <testsuite> element/],
  ];
  it.each(failing)('%s keeps the review incomplete, with the reason', async (_what, xml, reason) => {
    const { repo } = await cleanReview();
    writeFileSync(join(repo, 'junit.xml'), xml);
    const r = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml']);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^- the tests did not pass at the head: JUnit report junit\.xml/m);
    expect(r.stdout).toMatch(reason);
  });

  it('refuses a report that is not a run on the sealed head: committed, with changed files, on another commit', async () => {
    const { repo, head } = await cleanReview();
    writeFileSync(join(repo, 'junit.xml'), PASSING);
    git(repo, 'add', 'junit.xml');
    const staged = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml']);
    expect(staged.code).toBe(2);
    expect(staged.stdout).toContain('it is committed in the repository, so it is a claim of the change, not a test run');

    git(repo, 'rm', '-q', '--cached', 'junit.xml');
    writeFileSync(join(repo, 'src/cart.js'), 'export const changed = 1;\n');
    const dirty = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml']);
    expect(dirty.code).toBe(2);
    expect(dirty.stdout).toContain(`tracked files are changed in the checkout, so the tests did not run on ${head.slice(0, 12)}`);

    git(repo, 'commit', '-q', '-m', 'later', '--', 'src/cart.js');
    const moved = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml']);
    expect(moved.code).toBe(2);
    expect(moved.stdout).toMatch(/the checkout is at [0-9a-f]{12}, the scope's head is [0-9a-f]{12}: the tests ran on another commit/);
  });

  it('a missing report and two test sources are told apart: incomplete, and a usage error (exit 3)', async () => {
    const { repo } = await cleanReview();
    const missing = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'nowhere.xml']);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain('JUnit report nowhere.xml: there is no such file');
    const both = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'a.xml', '--tests-check', 'test']);
    expect(both.code).toBe(3);
    expect(both.stderr).toContain('name one test source: a JUnit report or a check, not both');
  });
});

describe('the test gate from a check run or commit status of the head commit (dist/cli.js, local GitHub API)', () => {
  const env = () => ({ GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop', GITHUB_TOKEN: TOKEN });
  const run = (id: number, head: string, status: string, conclusion: string | null) =>
    seedCheckRun(github(), id, 'ci / test', head, status, conclusion);

  it('clean when the newest check run of that name on the head succeeded; a re-run that failed is what counts', async () => {
    const { repo, head } = await cleanReview();
    run(1, head, 'completed', 'success');
    const ok = await cliCase(repo, ['review', 'gate', 't1', '--tests-check', 'ci / test'], env());
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`tests: check run ci / test at ${head.slice(0, 12)}: success\n`);
    run(2, head, 'completed', 'failure');
    const failed = await cliCase(repo, ['review', 'gate', 't1', '--tests-check', 'ci / test'], env());
    expect(failed.code).toBe(2);
    expect(failed.stdout).toContain(`- the tests did not pass at the head: check run ci / test at ${head.slice(0, 12)}: failure`);
    run(3, head, 'in_progress', null);
    const running = await cliCase(repo, ['review', 'gate', 't1', '--tests-check', 'ci / test'], env());
    expect(running.stdout).toContain(`check ci / test: still in_progress at ${head.slice(0, 12)}`);
    const asked = github().requests.filter((r) => r.operation === 'checks/list-for-ref');
    expect(asked[0]).toMatchObject({ path: `/repos/acme/shop/commits/${head}/check-runs`, query: { check_name: 'ci / test' } });
  });

  it('falls back to a commit status of that context; none at all is incomplete, and so is no token', async () => {
    const { repo, head } = await cleanReview();
    github().statuses.push({ id: 1, sha: head, context: 'ci / test', state: 'success', target_url: 'https://ci.example/1' });
    const ok = await cliCase(repo, ['review', 'gate', 't1', '--tests-check', 'ci / test'], env());
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`tests: commit status ci / test at ${head.slice(0, 12)}: success`);
    const none = await cliCase(repo, ['review', 'gate', 't1', '--tests-check', 'lint'], env());
    expect(none.code).toBe(2);
    expect(none.stdout).toContain(`check lint: no check run or commit status of that name at ${head.slice(0, 12)}`);
    const noToken = await cliCase(repo, ['review', 'gate', 't1', '--tests-check', 'ci / test'], { GITHUB_API_URL: github().url });
    expect(noToken.code).toBe(2);
    expect(noToken.stdout).toContain('check ci / test: no token to read it with');
  });

  it('#211 a context not among the 3,000 newest statuses read is not taken for absent: the check could not be read', async () => {
    const { repo, head } = await cleanReview();
    github().statuses.push({ id: 1, sha: head, context: 'ci / test', state: 'failure', target_url: null });
    for (let i = 0; i < 3_000; i++) github().statuses.push({ id: 2 + i, sha: head, context: 'lint', state: 'success', target_url: null });
    const r = await cliCase(repo, ['review', 'gate', 't1', '--tests-check', 'ci / test'], env());
    expect(r.code).toBe(2);
    expect(r.stdout, r.stdout).toContain(
      "check ci / test: could not be read: the commit's statuses number more than 3,000, the most proofgate reads of a list",
    );
  });

  it('a review of the working tree cannot be vouched for by a check of a commit', async () => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/cart.js'), 'export const x = 1;\n');
    expect((await cliCase(repo, ['review', 'scope', 'w', '--workspace'])).code).toBe(0);
    writeFindings(repo, 'w', []);
    writeCoverage(repo, 'w', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const r = await cliCase(repo, ['review', 'gate', 'w', '--tests-check', 'ci / test'], env());
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('the scope reviews the working tree, which no check ran on (give a JUnit report instead)');
  });

  it('the review-gate action reads the check with its token and says in the summary what vouched for the tests', async () => {
    const { repo, head } = await cleanReview('pr-9');
    run(5, head, 'completed', 'success');
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'pr-9', 'github-token': TOKEN, 'tests-check': 'ci / test', 'upload-artifact': 'false' },
      { env: { GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' } },
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.verdict).toBe('clean');
    // A commit reference is a code span (row 275): GitHub would link any 7 to 40 hex digits.
    expect(r.summary).toContain(`**Tests at the head.** ✅ passed: check run ci / test at \`${head.slice(0, 12)}\`: success`);
    const posted = github().checkRuns.find((c) => c.name === 'proofgate review')!;
    expect(posted.output.summary).toContain('**Tests at the head.** ✅ passed');
  });
});
