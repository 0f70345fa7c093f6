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

/** The gate on the clean cart review with this report as junit.xml. */
async function gateWith(xml: string) {
  const { repo } = await cleanReview();
  writeFileSync(join(repo, 'junit.xml'), xml);
  return cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml']);
}

/** Incomplete (exit 2) with one line naming the report and why. */
function expectRefused(r: { code: number; stdout: string }, reason: RegExp) {
  expect(r.code, r.stdout).toBe(2);
  const line = r.stdout.split('\n').find((l) => l.startsWith('- the tests did not pass at the head: JUnit report junit.xml'));
  expect(line, r.stdout).toMatch(reason);
}

describe('#582 a JUnit report says what XML says: no DOCTYPE, no entity but the five predefined, character references decoded', () => {
  const reports: [string, string, RegExp][] = [
    [
      'a failure in an entity its DOCTYPE declares',
      `<!DOCTYPE testsuites [<!ENTITY f "<failure message='boom'/>">]><testsuites><testsuite name="cart"><testcase name="total">&f;</testcase><testcase name="count"/></testsuite></testsuites>`,
      /junit\.xml has a <!DOCTYPE>, which a JUnit report has no use for and which can declare entities: refused$/,
    ],
    [
      'a count from an entity its DOCTYPE declares',
      '<!DOCTYPE t [<!ENTITY n "2">]><testsuites><testsuite name="cart" failures="&n;"><testcase name="total"/></testsuite></testsuites>',
      /junit\.xml has a <!DOCTYPE>/,
    ],
    [
      'a failure count written as a decimal character reference',
      '<testsuites failures="&#49;"><testsuite name="cart"><testcase name="total"/></testsuite></testsuites>',
      /at [0-9a-f]{12}: 1 test\(s\), 1 failed, 0 error\(s\), 0 skipped$/,
    ],
    [
      'an error count written as a hexadecimal character reference',
      '<testsuites><testsuite name="cart" errors="&#x32;"><testcase name="total"/><testcase name="count"/></testsuite></testsuites>',
      /at [0-9a-f]{12}: 2 test\(s\), 0 failed, 2 error\(s\), 0 skipped$/,
    ],
    [
      'an entity XML does not define',
      '<testsuites><testsuite name="cart"><testcase name="total">&nbsp;</testcase></testsuite></testsuites>',
      /junit\.xml is not well-formed XML \(line 1, column \d+: undefined entity\.\)$/,
    ],
  ];
  it.each(reports)('#582 %s: incomplete, the reason in one line', async (_what, xml, reason) => {
    expectRefused(await gateWith(xml), reason);
  });
});

describe('#583 a count attribute is a whole number, and a suite lists what it states', () => {
  const reports: [string, string, RegExp][] = [
    [
      'a fraction',
      junit('<testcase name="total"/>', ' errors="1.5"'),
      /<testsuite name="cart"> has errors="1\.5": a count must be a whole number$/,
    ],
    ['a negative count', junit('<testcase name="total"/>', ' failures="-1"'), /has failures="-1": a count must be a whole number$/],
    [
      'digits of another script',
      junit('<testcase name="total"/>', ' failures="\u0663"'),
      /has failures="\u0663": a count must be a whole number$/,
    ],
    ['an empty count', junit('<testcase name="total"/>', ' skipped=""'), /has skipped="": a count must be a whole number$/],
    [
      'a stated total above the testcases listed',
      junit('<testcase name="total"/>', ' tests="40" failures="0"'),
      /<testsuite name="cart"> states tests="40" but lists 1 testcase\(s\): the report contradicts itself$/,
    ],
    [
      'a stated total above the testcases listed in nested suites',
      '<testsuites tests="3"><testsuite name="a"><testsuite name="b"><testcase name="x"/></testsuite></testsuite><testcase name="y"/></testsuites>',
      /<testsuites> states tests="3" but lists 2 testcase\(s\)/,
    ],
    [
      'fewer failures stated than listed',
      junit('<testcase name="total"><failure/></testcase><testcase name="count"/>', ' tests="2" failures="0"'),
      /states failures="0" but lists 1 failed: the report contradicts itself$/,
    ],
  ];
  it.each(reports)('#583 %s: incomplete, the attribute and its value named', async (_what, xml, reason) => {
    expectRefused(await gateWith(xml), reason);
  });

  it('#583 reports as jest-junit, pytest, Surefire, gtest, vitest and go-junit-report write them still vouch', async () => {
    const { repo } = await cleanReview();
    const head = `<?xml version="1.0" encoding="UTF-8"?>\n`;
    const written: [string, string, string][] = [
      // jest-junit lists a test.todo without counting it in tests="…": its passes stay the suite's 2.
      [
        'jest-junit',
        `${head}<testsuites name="jest tests" tests="3" failures="0" errors="0" time="1.2">\n  <testsuite name="cart" errors="0" failures="0" skipped="1" timestamp="2026-10-18T10:00:00" time="1.1" tests="3">\n    <testcase classname="cart total" name="cart total sums" time="0.002">\n    </testcase>\n    <testcase classname="cart count" name="cart count counts" time="0.001">\n    </testcase>\n    <testcase classname="cart empty" name="cart empty is zero" time="0">\n      <skipped/>\n    </testcase>\n    <testcase classname="cart later" name="cart later is to do" time="0">\n    </testcase>\n  </testsuite>\n</testsuites>\n`,
        '4 test(s), 0 failed, 0 error(s), 1 skipped',
      ],
      [
        'pytest',
        `<?xml version="1.0" encoding="utf-8"?><testsuites name="pytest tests"><testsuite name="pytest" errors="0" failures="0" skipped="1" tests="3" time="0.031" timestamp="2026-10-18T10:00:00.000000+00:00" hostname="ci"><testcase classname="tests.test_cart" name="test_total" time="0.001" /><testcase classname="tests.test_cart" name="test_count[a&amp;b]" time="0.001" /><testcase classname="tests.test_cart" name="test_later" time="0.000"><skipped type="pytest.skip" message="not yet">tests/test_cart.py:9: not yet</skipped></testcase></testsuite></testsuites>`,
        '3 test(s), 0 failed, 0 error(s), 1 skipped',
      ],
      [
        'Surefire',
        `${head}<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0" name="shop.CartTest" time="0.05" tests="3" errors="0" skipped="1" failures="0">\n  <properties>\n    <property name="java.version" value="21"/>\n  </properties>\n  <testcase name="total" classname="shop.CartTest" time="0.01">\n    <system-out><![CDATA[total: 3 [items]\n]]></system-out>\n  </testcase>\n  <testcase name="count" classname="shop.CartTest" time="0.01"/>\n  <testcase name="later" classname="shop.CartTest" time="0">\n    <skipped message="not yet"/>\n  </testcase>\n</testsuite>\n`,
        '3 test(s), 0 failed, 0 error(s), 1 skipped',
      ],
      // gtest lists a disabled test with no <skipped/>: disabled="1" counts it skipped.
      [
        'gtest',
        `${head}<testsuites tests="3" failures="0" disabled="1" errors="0" time="0.001" timestamp="2026-10-18T10:00:00.000" name="AllTests">\n  <testsuite name="Cart" tests="3" failures="0" disabled="1" skipped="0" errors="0" time="0" timestamp="2026-10-18T10:00:00.000">\n    <testcase name="Total" file="cart_test.cc" line="5" status="run" result="completed" time="0" timestamp="2026-10-18T10:00:00.000" classname="Cart" />\n    <testcase name="Count" file="cart_test.cc" line="9" status="run" result="completed" time="0" timestamp="2026-10-18T10:00:00.000" classname="Cart" />\n    <testcase name="DISABLED_Later" file="cart_test.cc" line="13" status="notrun" result="suppressed" time="0" timestamp="2026-10-18T10:00:00.000" classname="Cart" />\n  </testsuite>\n</testsuites>\n`,
        '3 test(s), 0 failed, 0 error(s), 1 skipped',
      ],
      [
        'vitest',
        `<?xml version="1.0" encoding="UTF-8" ?>\n<testsuites name="vitest tests" tests="3" failures="0" errors="0" time="0.5">\n    <testsuite name="test/cart.test.ts" timestamp="2026-10-18T10:00:00.000Z" hostname="ci" tests="3" failures="0" errors="0" skipped="1" time="0.004">\n        <testcase classname="test/cart.test.ts" name="cart &gt; total" time="0.001">\n        </testcase>\n        <testcase classname="test/cart.test.ts" name="cart &gt; count" time="0.001">\n            <system-out>\ncounted &lt;2&gt; items\n            </system-out>\n        </testcase>\n        <testcase classname="test/cart.test.ts" name="cart &gt; later" time="0">\n            <skipped/>\n        </testcase>\n    </testsuite>\n</testsuites>\n`,
        '3 test(s), 0 failed, 0 error(s), 1 skipped',
      ],
      [
        'go-junit-report',
        `${head}<testsuites tests="3" skipped="1">\n\t<testsuite name="example.com/shop/cart" tests="3" failures="0" errors="0" id="0" hostname="ci" skipped="1" time="0.003" timestamp="2026-10-18T10:00:00Z">\n\t\t<properties>\n\t\t\t<property name="go.version" value="go1.22.0 linux/amd64"></property>\n\t\t</properties>\n\t\t<testcase name="TestTotal" classname="example.com/shop/cart" time="0.000"></testcase>\n\t\t<testcase name="TestCount" classname="example.com/shop/cart" time="0.000"></testcase>\n\t\t<testcase name="TestLater" classname="example.com/shop/cart" time="0.000">\n\t\t\t<skipped message="not yet"><![CDATA[    cart_test.go:20: not yet]]></skipped>\n\t\t</testcase>\n\t\t<system-out><![CDATA[ok  \texample.com/shop/cart\t0.003s]]></system-out>\n\t</testsuite>\n</testsuites>\n`,
        '3 test(s), 0 failed, 0 error(s), 1 skipped',
      ],
    ];
    for (const [reporter, xml, counts] of written) {
      writeFileSync(join(repo, 'junit.xml'), xml);
      const r = await cliCase(repo, ['review', 'gate', 't1', '--tests-junit', 'junit.xml']);
      expect(r.code, `${reporter}: ${r.stdout}`).toBe(0);
      expect(r.stdout, reporter).toMatch(
        new RegExp(`^tests: JUnit report junit\\.xml at [0-9a-f]{12}: ${counts.replace(/[()]/g, '\\$&')}$`, 'm'),
      );
    }
  });
});

describe('#584 a JUnit report is read in bounded memory: past a bound it is too large to read, never a crash', () => {
  const MiB = 1024 * 1024;
  const reports: [string, string, RegExp][] = [
    [
      'a CDATA section of 2 MiB, a piece of parser memory every two characters',
      junit(`<testcase name="total"><system-out><![CDATA[${']x'.repeat(MiB)}]]></system-out></testcase>`),
      /junit\.xml is too large to read: a start tag, CDATA section, comment or processing instruction, with the start tags of the open elements, passes 1 MiB$/,
    ],
    [
      'a start tag of 2 MiB of line ends',
      junit(`<testcase name="total" b="${'\n'.repeat(2 * MiB)}"/>`),
      /junit\.xml is too large to read: a start tag/,
    ],
    [
      'elements nested 300 deep',
      junit(`${'<a>'.repeat(300)}${'</a>'.repeat(300)}<testcase name="total"/>`),
      /junit\.xml is too large to read: elements nest deeper than 256$/,
    ],
  ];
  it.each(reports)('#584 %s: incomplete, in one line', async (_what, xml, reason) => {
    const r = await gateWith(xml);
    expectRefused(r, reason);
    expect(r.stderr).toBe('');
  });

  it('#584 text between markup is not held: 4 MiB of escaped output in a passing report still vouches', async () => {
    const r = await gateWith(
      junit(`<testcase name="total"><system-out>${'a &lt;b&gt; line\n'.repeat(256 * 1024)}</system-out></testcase>`),
    );
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/^tests: JUnit report junit\.xml at [0-9a-f]{12}: 1 test\(s\), 0 failed, 0 error\(s\), 0 skipped$/m);
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
