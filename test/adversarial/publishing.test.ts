// Hazards 22–25 of security-anchors.md: publishing through the bundle when GitHub refuses, fails,
// drops the connection or is asked twice, and inputs or triggers that must stop a run before any
// API write. GitHub is the local API github(); faults are injected per operation.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliAsync, cliCase, type ActionRun, actionCase, ROOT, runActionAsync } from '../support/run.js';
import { lintWorkflow, workflowExamples } from '../support/workflow-lint.js';
import { git, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, writeCoverage, writeFindings } from '../support/review.js';
import { type Fault, seedCheckRun, useGitHubServer } from '../support/github-server.js';
import { ownReport, REPORT_AGENT, REPORT_AGENT_CMD, reportAgentArgs, repoWith } from '../test-review/support.js';
import { ENV_CANARIES, expectNoCanary, sealedCart, sinks } from './support.js';
import { evidence, F_LOOP, gateOnPull, pullRepo } from '../support/pull-request.js';
import { mdText } from '../../src/text/neutralise.js';
import { actionDeclared } from '../../src/actions/declared.js';

/** Of the inputs every case passes, those `entry`'s action.yml declares: an undeclared one fails the step by itself (#677). */
function declaredOf(entry: string, inputs: Record<string, string>): Record<string, string> {
  const names = new Set(actionDeclared(entry.replace(/\.js$/, ''))!.inputs);
  return Object.fromEntries(Object.entries(inputs).filter(([name]) => names.has(name)));
}

const ID = 'pub';
const github = useGitHubServer({ perTest: true });

const prEvent = (repo: string, back = 1) => {
  const [head, base] = git(repo, 'rev-parse', 'HEAD', `HEAD~${back}`).trim().split('\n') as [string, string]; // one git from this large process
  return { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } };
};
const runnerEnv = (extra: Record<string, string> = {}) => ({
  ...ENV_CANARIES,
  GITHUB_API_URL: github().url,
  GITHUB_REPOSITORY: 'acme/shop',
  ...extra,
});

/** The cart repository, sealed, with one confirmed finding and full coverage: the verdict is `findings`. */
function withFindings(): string {
  const repo = sealedCart(ID);
  writeFindings(repo, ID, [CART_FINDING]);
  writeCoverage(repo, ID, [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
  return repo;
}

function reviewGate(repo: string, inputs: Record<string, string> = {}, env: Record<string, string> = {}): Promise<ActionRun> {
  return actionCase(
    'review-gate.js',
    repo,
    { id: ID, 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false', ...inputs },
    { env: runnerEnv(env), event: prEvent(repo) },
  );
}

/** The verdict the evidence gives, whatever GitHub did: never turned into a pass. */
function expectVerdictKept(r: ActionRun): void {
  expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1' });
  expect(r.code).toBe(1);
  expect(r.summary).toContain('**findings**');
  for (const run of github().checkRuns)
    expect(run, 'no check run left in progress or passed').toMatchObject({ status: 'completed', conclusion: 'failure' });
  expectNoCanary(sinks(r, [], github()));
}

/** test-review's inputs for a stand-in agent that writes `report`, on pull request 7. */
const reportInputs = (report: string) => ({
  agent: 'custom',
  'agent-cmd': REPORT_AGENT_CMD,
  'agent-arg': `${REPORT_AGENT}\n--report\n${report}`,
  'github-token': ENV_CANARIES.GITHUB_TOKEN,
  pr: '7',
  isolate: 'false',
  'upload-artifact': 'false',
});

const warnings = (r: ActionRun) => r.commands.filter((c) => c.startsWith('::warning::'));

/** test-review's report of `findings` on tests/a.spec.ts, written beside the repository `dir` (outside the tree the agent reads). */
function reportBeside(dir: string, findings: Parameters<typeof ownReport>[1] = []): string {
  const report = join(dir, '..', `${dir.split('/').pop()}-report.md`);
  writeFileSync(report, ownReport(['tests/a.spec.ts'], findings));
  return report;
}

describe('#22 #23 GitHub refuses or fails: bounded retries, then a warning; the verdict and exit code unchanged', () => {
  const faults: [string, string, Fault, number, 'published' | RegExp][] = [
    [
      "#22 a fork's read-only token (403)",
      '*',
      { kind: 'read-only' },
      1000,
      /^::warning::cannot publish check run "proofgate review": the token is read-only/,
    ],
    ['#23 5xx twice, then success', 'checks/create', { kind: 'status', status: 502 }, 2, 'published'],
    [
      '#23 5xx on every request',
      'checks/create',
      { kind: 'status', status: 500 },
      1000,
      /^::warning::check run "proofgate review" not published: GitHub did not answer after retries \(500/,
    ],
    ['#23 a secondary rate limit, then success', 'checks/create', { kind: 'secondary-rate-limit', retryAfter: 1 }, 1, 'published'],
    [
      '#23 a secondary rate limit asking for 10 minutes',
      'checks/create',
      { kind: 'secondary-rate-limit', retryAfter: 600 },
      1000,
      /^::warning::check run "proofgate review" not published: GitHub's rate limit did not clear within the retry budget/,
    ],
    ['#23 a dropped connection, then success', 'checks/create', { kind: 'drop' }, 1, 'published'],
    [
      '#23 every connection dropped',
      '*',
      { kind: 'drop' },
      1000,
      /^::warning::check run "proofgate review" not published: GitHub did not answer after retries/,
    ],
    ['#23 the close failing on every attempt', 'checks/update', { kind: 'status', status: 503 }, 1000, 'published'],
  ];
  for (const [name, operation, fault, times, expected] of faults) {
    it(
      name,
      async () => {
        const repo = withFindings();
        github().fault(operation, fault, times);
        const started = Date.now();
        const r = await reviewGate(repo);
        expect(Date.now() - started, 'retries are bounded').toBeLessThan(60_000);
        expectVerdictKept(r);
        if (expected === 'published') {
          expect(github().checkRuns).toHaveLength(1);
          expect(r.outputs['check-run-id']).toBe(String(github().checkRuns[0]!.id));
        } else {
          expect(r.outputs['check-run-id']).toBe('');
          expect(
            warnings(r).some((w) => expected.test(w)),
            warnings(r).join('\n'),
          ).toBe(true);
          expect(r.summary).toContain('Publishing to GitHub was incomplete');
        }
      },
      90_000,
    );
  }
});

describe("#649 a check-run create whose answer is lost while the runs could not be read: an earlier run is never taken for this run's verdict", () => {
  it('#649 review-gate, an earlier success run of its external id on the head, the runs list and the create failing: the newest run says failure', async () => {
    const repo = withFindings();
    await reviewGate(repo);
    // The earlier run passed (before a retarget, or a waiver that lapsed since).
    const earlier = github().checkRuns.at(-1)!;
    Object.assign(earlier, { conclusion: 'success', output: { ...earlier.output, title: 'clean', summary: 'clean' } });
    github().fault('checks/list-for-ref', { kind: 'status', status: 502 }, 8);
    github().fault('checks/create', { kind: 'status', status: 502 }, 1);
    const r = await reviewGate(repo);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1' });
    expect(r.code).toBe(1);
    expect(
      github()
        .requests.filter((q) => q.operation === 'checks/create')
        .map((q) => q.status),
    ).toContain(502);
    const newest = [...github().checkRuns].filter((c) => c.name === earlier.name).sort((a, b) => b.id - a.id)[0]!;
    const published = newest.id !== earlier.id && newest.conclusion === 'failure';
    const saidNot = warnings(r).some((w) => /check run "proofgate review" not published/.test(w));
    expect(published || saidNot, `${warnings(r).join('\n')}\n${JSON.stringify(newest)}`).toBe(true);
    // Never claimed as this run's: the earlier run is not its output, and it is left as it was.
    expect(r.outputs['check-run-id']).not.toBe(String(earlier.id));
    if (published) expect(r.outputs['check-run-id']).toBe(String(newest.id));
    expect(earlier).toMatchObject({ status: 'completed', conclusion: 'success', output: { title: 'clean', summary: 'clean' } });
  }, 90_000);
});

describe('#24 re-runs on the same commit', () => {
  it('review-gate run twice: every check run it leaves is completed with the verdict', async () => {
    const repo = withFindings();
    await reviewGate(repo);
    const second = await reviewGate(repo);
    expectVerdictKept(second);
    expect(new Set(github().checkRuns.map((r) => r.external_id)).size).toBe(1);
  });

  it('test-review run twice: one sticky comment, found again and left as it is', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = reportBeside(dir, [
      { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 2, title: 'A literal compared with itself' },
    ]);
    const inputs = reportInputs(report);
    for (let i = 0; i < 2; i++) {
      const r = await actionCase('test-review.js', dir, inputs, { env: runnerEnv(), event: prEvent(dir) });
      expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('1');
    }
    expect(github().comments).toHaveLength(1);
    // The second run found its own comment and, the verdict unchanged, did not post another.
    expect(github().requests.filter((q) => q.method === 'POST' && /issues\/7\/comments/.test(q.path))).toHaveLength(1);
    expect(github().requests.filter((q) => q.method === 'GET' && /issues\/7\/comments/.test(q.path))).toHaveLength(2);
    for (const run of github().checkRuns) expect(run.status).toBe('completed');
  });
});

describe('#195 test-review with no pull_request payload: the verdict names the commit reviewed, never a head looked up later', () => {
  const pushed = 'e'.repeat(40);
  const setup = () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = reportBeside(dir);
    const [reviewed, base] = git(dir, 'rev-parse', 'HEAD', 'HEAD~1').trim().split('\n') as [string, string];
    return { dir, report, reviewed, base };
  };
  const comment = {
    comment: { author_association: 'MEMBER', user: { login: 'maintainer' }, body: '/test-review' },
    issue: { number: 7, pull_request: { url: 'x' } },
  };
  /** The test-review action run by a `/test-review` comment on the pull request, by a member GitHub says can write. */
  const onComment = (dir: string, report: string, base: string) => {
    github().permissions.set('maintainer', 'write');
    return actionCase(
      'test-review.js',
      dir,
      { ...reportInputs(report), base },
      { event: comment, env: runnerEnv({ GITHUB_EVENT_NAME: 'issue_comment' }) },
    );
  };

  it('#195 issue_comment, the author pushed after the checkout: the check run is on the reviewed commit, the comment is left as it is and a warning names both commits', async () => {
    const { dir, report, reviewed, base } = setup();
    // GitHub's head is a commit pushed after the workflow checked out `reviewed`.
    github().pull.headSha = pushed;
    const r = await onComment(dir, report, base);
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expect(github().checkRuns.map((c) => [c.head_sha, c.status, c.conclusion])).toEqual([[reviewed, 'completed', 'success']]);
    expect(github().checkRuns.some((c) => c.head_sha === pushed)).toBe(false);
    expect(github().comments).toHaveLength(0);
    const moved = warnings(r).filter((w) => w.includes(pushed) && w.includes(reviewed));
    expect(moved, warnings(r).join('\n')).toHaveLength(1);
    expect(moved[0]).toMatch(/comment not updated/);
  });

  it('#195 issue_comment, the head unchanged: the check run and the comment for the reviewed commit', async () => {
    const { dir, report, reviewed, base } = setup();
    github().pull.headSha = reviewed;
    const r = await onComment(dir, report, base);
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expect(github().checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[reviewed, 'success']]);
    expect(github().comments).toHaveLength(1);
    expect(warnings(r).filter((w) => /comment|check run/.test(w))).toEqual([]);
  });

  it("#195 the CLI on workflow_dispatch with --pr: the check run is on the checkout's head, not the one pulls.get gives", async () => {
    const { dir, report, reviewed, base } = setup();
    github().pull.headSha = pushed;
    const r = await cliAsync(dir, ['test-review', '--base', base, ...reportAgentArgs(report), '--github', '--pr', '7'], {
      GITHUB_TOKEN: 'ghs_test',
      GITHUB_API_URL: github().url,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_EVENT_NAME: 'workflow_dispatch',
    });
    expect(r.code, r.stderr).toBe(0);
    expect(github().checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[reviewed, 'success']]);
    expect(github().comments).toHaveLength(0);
    expect(r.stderr).toContain(pushed);
  });
});

describe('#234 test-review on pull_request: a run for a commit the pull request has moved on from leaves the comment', () => {
  // The sticky comment speaks for the pull request. A run for an older head (an earlier push finishing last, or its
  // run re-run by the author) overwrote the newer head's verdict there: Approve over Request Changes.
  const spec = "test('a', () => {\n  expect(1).toBe(1);\n});\n";
  const reportOf = (dir: string, findings: NonNullable<Parameters<typeof ownReport>[1]>) => {
    const report = join(dir, '..', `${dir.split('/').pop()}-report-${findings.length}.md`);
    writeFileSync(report, ownReport(['tests/a.spec.ts'], findings));
    return report;
  };
  // Each run checks out the commit its event names (hazard 251): the pull request's base is the first commit.
  const onPush = (dir: string, report: string, head: string) => {
    git(dir, 'checkout', '-q', head);
    return actionCase('test-review.js', dir, reportInputs(report), {
      env: runnerEnv(),
      event: { pull_request: { number: 7, base: { sha: git(dir, 'rev-list', '--max-parents=0', 'HEAD').trim() }, head: { sha: head } } },
    });
  };

  it('#234 the run for the newer head requested changes; the older head re-run after it passes: the comment keeps the newer verdict', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': spec });
    const older = git(dir, 'rev-parse', 'HEAD').trim();
    writeFileSync(join(dir, 'tests/a.spec.ts'), `${spec}// pushed later\n`);
    git(dir, 'commit', '-qam', 'newer push');
    const newer = git(dir, 'rev-parse', 'HEAD').trim();
    github().pull.headSha = newer;
    const blocking = reportOf(dir, [
      { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 2, title: 'A literal compared with itself' },
    ]);
    expect((await onPush(dir, blocking, newer)).outputs['exit-code']).toBe('1');
    expect(github().comments).toHaveLength(1);
    const standing = github().comments[0]!.body;
    expect(standing).toMatch(/Request Changes/);

    const r = await onPush(dir, reportOf(dir, []), older);
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    // The check run answers its own commit; the comment is the newer head's still.
    expect(github().checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([
      [newer, 'failure'],
      [older, 'success'],
    ]);
    expect(github().comments).toHaveLength(1);
    expect(github().comments[0]!.body).toBe(standing);
    const moved = warnings(r).filter((w) => w.includes(newer) && w.includes(older));
    expect(moved, warnings(r).join('\n')).toHaveLength(1);
    expect(moved[0]).toMatch(/comment not updated/);
  });

  it('#234 the head unchanged: the run on pull_request updates the comment', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': spec });
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    github().pull.headSha = head;
    const r = await onPush(dir, reportOf(dir, []), head);
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expect(github().comments).toHaveLength(1);
    expect(warnings(r).filter((w) => /comment|check run/.test(w))).toEqual([]);
  });
});

describe('adversarial 251 test-review published its verdict on a commit other than the one the checkout holds', () => {
  // The check run (and the job's own status) goes on the event's head, or `head-sha`; the review reads the checkout's
  // HEAD. A checkout of another commit (the branch checked out by name after a later push, a workflow's own `ref:`)
  // put the green check of one commit on another that nobody reviewed. review-gate says `moved` (hazard 144).
  const spec = "test('a', () => {\n  expect(1).toBe(1);\n});\n";
  /** The reviewed commit (the checkout), and a later commit on the branch that the event names. */
  const setup = () => {
    const dir = repoWith({ 'tests/a.spec.ts': spec });
    const reviewed = git(dir, 'rev-parse', 'HEAD').trim();
    const base = git(dir, 'rev-parse', 'HEAD~1').trim();
    writeFileSync(join(dir, 'tests/a.spec.ts'), "test('a', () => {\n  expect(true).toBe(true);\n});\n");
    git(dir, 'commit', '-qam', 'later push');
    const named = git(dir, 'rev-parse', 'HEAD').trim();
    git(dir, 'checkout', '-q', reviewed);
    const report = reportBeside(dir);
    return { dir, report, reviewed, named, base };
  };
  const event = (base: string, head: string) => ({ pull_request: { number: 7, base: { sha: base }, head: { sha: head } } });
  const expectNoPassOn = (named: string) => {
    expect(github().checkRuns.filter((c) => c.conclusion === 'success')).toEqual([]);
    expect(
      github()
        .checkRuns.filter((c) => c.head_sha === named)
        .map((c) => [c.status, c.conclusion]),
    ).toEqual([['completed', 'failure']]);
    expect(github().comments.every((c) => !/Approve/.test(c.body))).toBe(true);
  };

  it("adversarial 251 the action on pull_request: the event's head is not the checkout's HEAD", async () => {
    const { dir, report, reviewed, named, base } = setup();
    github().pull.headSha = named;
    const r = await runActionAsync('test-review.js', dir, reportInputs(report), { env: runnerEnv(), event: event(base, named) });
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('2');
    expect(r.outputs.verdict).toBe('broken');
    expect(r.summary).toContain(reviewed);
    expectNoPassOn(named);
  });

  it('adversarial 251 the action with a `head-sha` input naming another commit than the checkout', async () => {
    const { dir, report, named, base } = setup();
    github().pull.headSha = named;
    const r = await actionCase('test-review.js', dir, { ...reportInputs(report), base, 'head-sha': named }, { env: runnerEnv() });
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('2');
    expectNoPassOn(named);
  });

  it("adversarial 251 the CLI's --github on pull_request: the event's head is not the checkout's HEAD", async () => {
    const { dir, report, named, base } = setup();
    github().pull.headSha = named;
    const eventPath = join(mkdtempSync(join(tmpdir(), 'pg-ev-')), 'event.json');
    writeFileSync(eventPath, JSON.stringify(event(base, named)));
    const r = await cliCase(dir, ['test-review', '--base', base, ...reportAgentArgs(report), '--github'], {
      GITHUB_TOKEN: 'ghs_test',
      GITHUB_API_URL: github().url,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
    });
    expect(r.code, r.stderr).toBe(2);
    expectNoPassOn(named);
  });

  it("#251 GitHub's merge commit of the pull request's head (the default checkout on pull_request) is that head reviewed", async () => {
    const { dir, report, named, base } = setup();
    // refs/pull/7/merge: the base merged with the head, GITHUB_SHA on pull_request.
    git(dir, 'checkout', '-q', base);
    git(dir, 'merge', '-q', '--no-ff', '-m', 'Merge into base', named);
    github().pull.headSha = named;
    const r = await actionCase('test-review.js', dir, reportInputs(report), {
      env: runnerEnv({ GITHUB_SHA: git(dir, 'rev-parse', 'HEAD').trim() }),
      event: event(base, named),
    });
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expect(github().checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[named, 'success']]);
  });
});

describe('adversarial 252 a pull request retargeted after a clean gate kept the check run for another change', () => {
  // GitHub keeps a check run on its commit, whichever base the pull request merges into: reviewed into a branch
  // one commit behind, then retargeted to main, the green check stood for every commit main lacks, and with
  // spec-from-pull-request a rewritten description kept the verdict on the old intent. `pull_request` without
  // `types` never runs on `edited`, so nothing gated again.
  const workflows = [
    ...readdirSync(join(ROOT, 'docs/recipes/ci-review')).map((f) => `docs/recipes/ci-review/${f}`),
    ...readdirSync(join(ROOT, '.github/workflows')).map((f) => `.github/workflows/${f}`),
  ].filter((f) => f.endsWith('.yml'));
  const gateOn = (on: string) =>
    `on:\n${on}permissions: {}\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    permissions:\n      checks: write\n    steps:\n      - uses: OWNER/proofgate/review-gate@PROOFGATE_SHA # unreleased: x\n        with:\n          id: pr\n`;

  it('adversarial 252 every recipe and workflow that gates on pull_request runs again when the pull request is edited (retargeted)', () => {
    const problems = workflows.flatMap((f) =>
      lintWorkflow(readFileSync(join(ROOT, f), 'utf8'))
        .filter((p) => p.includes('retargeted'))
        .map((p) => `${f}: ${p}`),
    );
    expect(problems).toEqual([]);
    for (const f of workflows.filter((f) => f.startsWith('docs/')))
      expect(readFileSync(join(ROOT, f), 'utf8'), f).toContain('types: [opened, synchronize, reopened, edited]');
  });

  it('adversarial 252 a gate on pull_request with the default types (or without edited) is refused by the lint', () => {
    for (const on of ['  pull_request:\n', '  pull_request:\n    types: [opened, synchronize, reopened]\n'])
      expect(lintWorkflow(gateOn(on)).join('\n')).toMatch(/not gated again when retargeted/);
    expect(lintWorkflow(gateOn('  pull_request:\n    types: [opened, synchronize, reopened, edited]\n')).join('\n')).not.toMatch(
      /retargeted/,
    );
  });
});

describe("adversarial 253 a verdict's link to its run opened whichever attempt ran last", () => {
  // The check run's details, the comment's and the pull request review's run links named the workflow run
  // (`/actions/runs/ID`), which GitHub opens at its latest attempt: after a re-run, attempt 1's failing check linked
  // a page with attempt 2's summary and artifacts, and the evidence behind it was out of view.
  const runEnv = { GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '99' };

  it("adversarial 253 test-review: the check run's details and the comment's run link name the attempt", async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = reportBeside(dir);
    github().pull.headSha = git(dir, 'rev-parse', 'HEAD').trim();
    const r = await runActionAsync('test-review.js', dir, reportInputs(report), {
      env: runnerEnv({ ...runEnv, GITHUB_RUN_ATTEMPT: '1' }),
      event: prEvent(dir),
    });
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    const url = 'https://github.example/acme/shop/actions/runs/99/attempts/1';
    expect(github().checkRuns.map((c) => c.details_url)).toEqual([url]);
    expect(github().comments[0]!.body).toContain(url);
    expect(github().comments[0]!.body).not.toMatch(/actions\/runs\/99(?!\/attempts\/1)/);
  });

  it("adversarial 253 review-gate: the pull request review's job summary link names the attempt", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    const r = await gateOnPull(github(), p, {}, { ...runEnv, GITHUB_RUN_ATTEMPT: '2' });
    expect(r.outputs.verdict, r.stdout + r.stderr).toBe('findings');
    expect(github().reviews).toHaveLength(1);
    expect(github().reviews[0]!.body).toContain('[job summary](https://github.example/acme/shop/actions/runs/99/attempts/2)');
  });
});

describe('#159 a finding title with controls, in a test-review annotation', () => {
  it('#159 BEL, DEL, ESC and a terminal hyperlink reach the Checks API as U+XXXX, as in the summary', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = join(dir, '..', `${dir.split('/').pop()}-report.md`);
    const title = 'A\u0007B\bC D\u007fE F G\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 \u001b[31mred';
    writeFileSync(report, ownReport(['tests/a.spec.ts'], [{ severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 2, title }]));
    const inputs = reportInputs(report);
    const r = await actionCase('test-review.js', dir, inputs, { env: runnerEnv(), event: prEvent(dir) });
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('1');
    const annotations = github().checkRuns.flatMap((c) => c.annotations);
    expect(annotations.length).toBeGreaterThan(0);
    for (const a of annotations) expect(JSON.stringify(a)).not.toMatch(/\\u00(0[0-8bcef]|1[0-9a-f]|7f)|\\[bf]/);
    expect(JSON.stringify(annotations)).toContain('U+001B]8;;https://evil.example');
  });
});

describe('#247 a line number past what GitHub keeps, in a test-review annotation', () => {
  for (const line of ['99999999999999999999', '2147483648'])
    it(`#247 a finding at tests/a.spec.ts:${line}: every annotation is posted, on a line GitHub can keep`, async () => {
      const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
      const report = join(dir, '..', `${dir.split('/').pop()}-report.md`);
      const findings = [{ severity: 'High' as const, row: 'H1', path: 'tests/a.spec.ts', line: 2, title: 'Kept' }];
      writeFileSync(report, ownReport(['tests/a.spec.ts'], findings).replace('tests/a.spec.ts:2`', `tests/a.spec.ts:${line}\``));
      const r = await actionCase('test-review.js', dir, reportInputs(report), { env: runnerEnv(), event: prEvent(dir) });
      expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('1');
      const annotations = github().checkRuns.flatMap((c) => c.annotations);
      expect(annotations.length).toBeGreaterThan(0);
      for (const a of annotations)
        for (const n of [a.start_line, a.end_line] as number[]) expect(n >= 1 && n <= 2 ** 31 - 1, String(n)).toBe(true);
    });
});

describe('#25 bad inputs and privileged triggers stop the run before any API write', () => {
  const cases: [string, string, Record<string, string>, Record<string, string>, RegExp][] = [
    ['review-gate without an id', 'review-gate.js', { id: '' }, {}, /^::error::input `id` is required$/],
    ['review-gate with fail-on sometimes', 'review-gate.js', { 'fail-on': 'sometimes' }, {}, /^::error::.*fail-on.*sometimes/],
    ['review-gate with an unknown agent', 'review-gate.js', { agent: 'gpt-unknown' }, {}, /^::error::.*agent.*gpt-unknown/],
    [
      'review-gate with an agent on pull_request_target',
      'review-gate.js',
      { agent: 'custom', 'agent-cmd': '/bin/true' },
      { GITHUB_EVENT_NAME: 'pull_request_target' },
      /^::error::refusing to run the custom agent on `pull_request_target`/,
    ],
    [
      'review-gate with an agent on workflow_run',
      'review-gate.js',
      { agent: 'custom', 'agent-cmd': '/bin/true' },
      { GITHUB_EVENT_NAME: 'workflow_run' },
      /^::error::refusing to run the custom agent on `workflow_run`/,
    ],
    [
      'test-review on pull_request_target',
      'test-review.js',
      { agent: 'custom', 'agent-cmd': '/bin/true' },
      { GITHUB_EVENT_NAME: 'pull_request_target' },
      /^::error::refusing to run the custom test review on `pull_request_target`/,
    ],
    ['review-scope with a bad effort', 'review-scope.js', { id: ID, effort: 'extreme' }, {}, /^::error::.*effort.*extreme/],
    ['uat-gate with an unknown mode', 'uat-gate.js', { id: 'x', mode: 'sometimes' }, {}, /^::error::.*mode.*sometimes/],
  ];
  // #56: events started by a comment, a review or an issue run an agent only for the repository's own people.
  const eventFile = (payload: unknown) => {
    const f = join(mkdtempSync(join(tmpdir(), 'pg-event-')), 'event.json');
    writeFileSync(f, JSON.stringify(payload));
    return f;
  };
  for (const [event, key] of [
    ['issue_comment', 'comment'],
    ['pull_request_review', 'review'],
    ['pull_request_review_comment', 'comment'],
    ['discussion_comment', 'comment'],
    ['issues', 'issue'],
  ] as const) {
    cases.push([
      `#56 review-gate with an agent on ${event} by a CONTRIBUTOR`,
      'review-gate.js',
      { agent: 'custom', 'agent-cmd': '/bin/true' },
      { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: eventFile({ [key]: { author_association: 'CONTRIBUTOR' } }) },
      new RegExp(
        `^::error::refusing to run the custom agent on .${event}.: its author's association is CONTRIBUTOR, not OWNER, MEMBER, COLLABORATOR`,
      ),
    ]);
  }
  // #390: a collaborator or a member may hold read access alone; GitHub (the test server: `read` unless told) says which.
  for (const [entry, what] of [
    ['review-gate.js', 'the custom agent'],
    ['test-review.js', 'the custom test review'],
  ] as const)
    cases.push([
      `#390 ${entry.replace('.js', '')} on issue_comment by a COLLABORATOR who can only read`,
      entry,
      { agent: 'custom', 'agent-cmd': '/bin/true' },
      {
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: eventFile({ comment: { author_association: 'COLLABORATOR', user: { login: 'reader' } } }),
      },
      new RegExp(
        `^::error::refusing to run ${what} on .issue_comment.: its author "reader" is a collaborator with "read" access, not write`,
      ),
    ]);
  cases.push(
    [
      '#56 test-review on issue_comment with no association in the payload',
      'test-review.js',
      { agent: 'custom', 'agent-cmd': '/bin/true' },
      { GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: eventFile({}) },
      /^::error::refusing to run the custom test review on `issue_comment`: its author's association is unknown/,
    ],
    [
      '#56 review-gate with an agent on an event it does not know (watch)',
      'review-gate.js',
      { agent: 'custom', 'agent-cmd': '/bin/true' },
      { GITHUB_EVENT_NAME: 'watch' },
      /^::error::refusing to run the custom agent on `watch`: not a trigger an agent runs on/,
    ],
  );
  for (const [name, entry, inputs, env, reason] of cases) {
    it(name, async () => {
      const repo = withFindings();
      const r = await actionCase(
        entry,
        repo,
        { ...declaredOf(entry, { id: ID, 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false' }), ...inputs },
        { env: runnerEnv(env), event: prEvent(repo) },
      );
      expect(r.code).toBe(1);
      // test-review's refusals are a broken gate (exit 2), as on its command line; the others' exit 3.
      expect(r.outputs['exit-code']).toBe(entry === 'test-review.js' ? '2' : '3');
      if (entry === 'test-review.js') expect(r.outputs.verdict).toBe('broken');
      const errors = r.commands.filter((c) => c.startsWith('::error::'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(reason);
      expect(
        github().requests.filter((q) => q.method !== 'GET'),
        'no API write',
      ).toEqual([]);
      expectNoCanary(sinks(r, [], github()));
    });
  }
});

describe('#451 a refused input or trigger still writes the job summary and every documented output', () => {
  const cases: [string, string, Record<string, string>, Record<string, string>][] = [
    [
      'test-review with claude on pull_request_target',
      'test-review.js',
      { agent: 'claude', files: 'src/cart.js' },
      { GITHUB_EVENT_NAME: 'pull_request_target' },
    ],
    ['test-review with github: yes', 'test-review.js', { github: 'yes' }, { GITHUB_EVENT_NAME: 'pull_request' }],
    ['test-review with an artifact name holding a /', 'test-review.js', { agent: 'none', 'artifact-name': 'pr/7' }, {}],
    ['uat-gate with an unknown mode', 'uat-gate.js', { id: 'x', mode: 'sometimes' }, {}],
    [
      'uat-gate in advisory mode with an artifact name holding a /',
      'uat-gate.js',
      { id: 'x', mode: 'advisory', 'artifact-name': 'pr/7' },
      {},
    ],
  ];
  for (const [name, entry, inputs, env] of cases)
    it(`#451 ${name}: the step fails with one line, and the summary and the outputs say the same`, async () => {
      const repo = withFindings();
      const r = await actionCase(
        entry,
        repo,
        { ...declaredOf(entry, { 'github-token': ENV_CANARIES.GITHUB_TOKEN }), ...inputs },
        { env: runnerEnv(env), event: prEvent(repo) },
      );
      expect(r.code).toBe(1);
      const errors = r.commands.filter((c) => c.startsWith('::error::'));
      expect(errors).toHaveLength(1);
      const cause = errors[0]!.slice('::error::'.length);
      if (entry === 'test-review.js') {
        // What a no-verdict run after its inputs were read gives: `fromJSON(steps.tr.outputs.json)` reads the error.
        expect(r.outputs).toMatchObject({ verdict: 'broken', 'exit-code': '2', recommendation: '', 'quality-score': '', report: '' });
        expect(JSON.parse(r.outputs.json!)).toEqual({ error: cause, exitCode: 2 });
        expect(r.summary).toMatch(/^## Test quality: Broken gate\n/);
        expect(r.summary).toContain(`No verdict: ${mdText(cause)}.`);
      } else {
        // Refused before a mode is known: a gate that cannot run, failing the step in every mode.
        expect(r.outputs).toMatchObject({ verdict: 'error', 'exit-code': '3' });
        expect(JSON.parse(r.outputs.recipes!)).toEqual([]);
        expect(r.summary).toMatch(/^## proofgate uat gate\n\n### ⚠️ the gate could not run\n/);
        expect(r.summary).toContain(mdText(cause));
        expect(r.summary).toContain('Not a pass: the step fails.');
      }
      expect(
        github().requests.filter((q) => q.method !== 'GET'),
        'no API write',
      ).toEqual([]);
      expectNoCanary(sinks(r, [], github()));
    });
});

describe('#390 a member or a collaborator who can write starts the agent: GitHub is asked, with the step token', () => {
  it('#390 review-gate on issue_comment by a COLLABORATOR GitHub says can write: no refusal, the agent runs', async () => {
    const repo = withFindings();
    github().permissions.set('writer', 'write');
    const event = join(mkdtempSync(join(tmpdir(), 'pg-event-')), 'event.json');
    writeFileSync(event, JSON.stringify({ comment: { author_association: 'COLLABORATOR', user: { login: 'writer' } } }));
    const r = await actionCase(
      'review-gate.js',
      repo,
      { id: ID, 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false', agent: 'custom', 'agent-cmd': '/bin/true' },
      { env: runnerEnv({ GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: event }), event: prEvent(repo) },
    );
    expect(r.commands.filter((c) => /refusing to run/.test(c))).toEqual([]);
    const asked = github().requests.filter((q) => q.operation === 'repos/get-collaborator-permission-level');
    expect(asked.map((q) => q.path)).toEqual(['/repos/acme/shop/collaborators/writer/permission']);
    expect(asked[0]!.authorization).toBeDefined();
  });
});

describe("#215 evidence gated where no agent runs, on a fork's pull request (workflow_run, pull_request_target): never a verdict", () => {
  // docs/publishing.md used to send fork pull requests here: "upload the verdict as an artifact and publish it
  // from a workflow_run job". A fork's pull_request run runs the fork's own workflow file, so every file it
  // uploads (coverage "completed", no findings) is the fork's to write; the gate there posted a green check.
  /** The cart repository, sealed, every file `completed` and no finding: what a fork's artifact can say. */
  function forgedClean(): string {
    const repo = sealedCart(ID);
    writeFindings(repo, ID, []);
    writeCoverage(repo, ID, [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    return repo;
  }
  const head = (repo: string) => git(repo, 'rev-parse', 'HEAD').trim();
  const workflowRun = (repo: string, from: string) => ({
    workflow_run: { event: 'pull_request', head_sha: head(repo), head_repository: { full_name: from } },
    repository: { full_name: 'acme/shop' },
  });
  const target = (repo: string, from: string) => ({
    pull_request: {
      number: 7,
      base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
      head: { sha: head(repo), repo: { full_name: from } },
    },
    repository: { full_name: 'acme/shop' },
  });
  const cases: [string, 'workflow_run' | 'pull_request_target', (repo: string) => unknown][] = [
    ["#215 review-gate (agent none) on workflow_run of a fork's run", 'workflow_run', (r) => workflowRun(r, 'mallory/shop')],
    [
      "#215 review-gate (agent none) on pull_request_target of a fork's pull request",
      'pull_request_target',
      (r) => target(r, 'mallory/shop'),
    ],
    [
      '#215 review-gate on workflow_run whose payload names no head repository',
      'workflow_run',
      (r) => ({ workflow_run: { head_sha: head(r) } }),
    ],
  ];
  for (const [name, event, payload] of cases)
    it(name, async () => {
      const repo = forgedClean();
      const r = await actionCase(
        'review-gate.js',
        repo,
        { id: ID, agent: 'none', 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false' },
        { env: runnerEnv({ GITHUB_EVENT_NAME: event }), event: payload(repo) },
      );
      expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
      expect(r.summary).toMatch(/no agent runs on `(workflow_run|pull_request_target)`/);
      for (const run of github().checkRuns) expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
      expectNoCanary(sinks(r, [], github()));
    });
  it('#215 the CLI: review gate and review publish on workflow_run of a fork are incomplete (exit 2)', async () => {
    const repo = forgedClean();
    const dir = mkdtempSync(join(tmpdir(), 'pg-event-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify(workflowRun(repo, 'mallory/shop')));
    const env = runnerEnv({ GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: join(dir, 'event.json') });
    const gate = await cliAsync(repo, ['review', 'gate', ID], env);
    expect(gate.code).toBe(2);
    expect(gate.stdout).toMatch(/no agent runs on `workflow_run`/);
    const publish = await cliAsync(repo, ['review', 'publish', ID, '--pr', '7'], env);
    expect(publish.code).toBe(2);
    expectNoCanary({ gate: gate.stdout + gate.stderr, publish: publish.stdout + publish.stderr });
  });
  it("#215 workflow_run of this repository's own run: the evidence is gated as on pull_request (clean)", async () => {
    const repo = forgedClean();
    const r = await actionCase(
      'review-gate.js',
      repo,
      { id: ID, agent: 'none', 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false' },
      { env: runnerEnv({ GITHUB_EVENT_NAME: 'workflow_run' }), event: workflowRun(repo, 'Acme/Shop') },
    );
    expect(r.outputs).toMatchObject({ verdict: 'clean', 'exit-code': '0' });
  });
  // The doubt was a denylist of those two events: deployment_status (a fork's preview), check_suite, status, or
  // one GitHub adds later, gated the same forged artifact clean and posted a green check on the fork's head.
  const unlisted: [string, (repo: string) => object][] = [
    ['deployment_status', (r) => ({ deployment: { sha: head(r), ref: 'mallory:feature' }, deployment_status: { state: 'success' } })],
    ['check_suite', (r) => ({ action: 'completed', check_suite: { head_sha: head(r), head_branch: null, pull_requests: [] } })],
    ['status', (r) => ({ sha: head(r), state: 'success', context: 'ci/external' })],
    ['code_review_requested', (r) => ({ sha: head(r) })],
    ['constructor', (r) => ({ sha: head(r) })],
  ];
  /** review-gate with no agent on `event`, its payload `payload`, for this repository. */
  const gateOnEvent = (repo: string, event: string, payload: object) =>
    actionCase(
      'review-gate.js',
      repo,
      { id: ID, agent: 'none', 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false' },
      { env: runnerEnv({ GITHUB_EVENT_NAME: event }), event: { ...payload, repository: { full_name: 'acme/shop' } } },
    );
  for (const [event, payload] of unlisted)
    it(`#606 review-gate (agent none) on \`${event}\`, an event no agent runs on, is incomplete`, async () => {
      const repo = forgedClean();
      const r = await gateOnEvent(repo, event, payload(repo));
      expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
      expect(r.summary).toContain(`no agent runs on \`${event}\``);
      for (const run of github().checkRuns) expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
    });
  it('#606 the CLI: review gate and review publish on deployment_status are incomplete (exit 2)', async () => {
    const repo = forgedClean();
    const dir = mkdtempSync(join(tmpdir(), 'pg-event-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ deployment: { sha: head(repo) }, repository: { full_name: 'acme/shop' } }));
    const env = runnerEnv({ GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'deployment_status', GITHUB_EVENT_PATH: join(dir, 'event.json') });
    const gate = await cliAsync(repo, ['review', 'gate', ID], { ...env, GITHUB_SHA: head(repo) });
    expect(gate.code).toBe(2);
    expect(gate.stdout).toMatch(/no agent runs on `deployment_status`/);
    const publish = await cliAsync(repo, ['review', 'publish', ID, '--pr', '7'], env);
    expect(publish.code).toBe(2);
  });
  it("#606 the events an agent runs on still gate the evidence: push and an OWNER's issue_comment are clean", async () => {
    const listed: [string, (repo: string) => object][] = [
      ['push', (r) => ({ after: head(r) })],
      ['issue_comment', () => ({ issue: { number: 7 }, comment: { author_association: 'OWNER', body: 'review' } })],
    ];
    for (const [event, payload] of listed) {
      const repo = forgedClean();
      const r = await gateOnEvent(repo, event, payload(repo));
      expect(r.outputs, `${event}: ${r.summary}`).toMatchObject({ verdict: 'clean', 'exit-code': '0' });
    }
  });
});

describe("#227 a fork's read-only token: the warning never sends the run to workflow_run or pull_request_target", () => {
  // The warning on every fork pull request said "publish from a workflow_run job instead": the pattern
  // hazard 215 closed (a fork's run writes its artifact whole, so a workflow_run job publishing it takes
  // the fork's word). The advice is now the safe route, and names the two triggers only to rule them out.
  const expectSafeAdvice = (lines: string[], at: string) => {
    const readOnly = lines.filter((w) => /the token is read-only/.test(w));
    expect(readOnly.length, `${at}: ${lines.join('\n')}`).toBeGreaterThan(0);
    for (const w of readOnly) {
      expect(w).not.toMatch(/(publish|gate|post)\w* (it |them )?(from|in|on) (a |an )?`?(workflow_run|pull_request_target)/i);
      expect(w).toMatch(/never from `pull_request_target` or `workflow_run`/);
      expect(w).toMatch(/a run of this repository's workflow/);
    }
  };
  it("#227 review-gate: the check run and the review refused with a fork's token", async () => {
    const repo = withFindings();
    github().fault('*', { kind: 'read-only' }, 1000);
    const r = await reviewGate(repo);
    expectVerdictKept(r);
    expectSafeAdvice(warnings(r), 'the log');
    expect(r.summary).not.toMatch(/workflow_run job instead/);
  });
  it("#227 test-review: the check run and the comment refused with a fork's token", async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = reportBeside(dir);
    github().fault('*', { kind: 'read-only' }, 1000);
    const r = await actionCase('test-review.js', dir, reportInputs(report), { env: runnerEnv(), event: prEvent(dir) });
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expectSafeAdvice(warnings(r), 'the log');
    expect(r.summary).not.toMatch(/workflow_run job instead/);
    expectNoCanary(sinks(r, [], github()));
  });
});

describe('#259 the CLI in a run: step runs the agent: the trust split holds for it too', () => {
  // The lint saw an agent only in proofgate's actions: `proofgate test-review --github` (the tea-test-review
  // migration's one changed line) or `npx proofgate review run … --agent claude` in a `run:` step ran the agent,
  // which reads the pull request's code, in a job holding `checks: write`, and passed.
  const job = (script: string, permission = 'checks: write') =>
    [
      'on:',
      '  pull_request:',
      '    types: [opened, synchronize, reopened, edited]',
      'permissions: {}',
      'jobs:',
      '  review:',
      '    runs-on: ubuntu-latest',
      '    permissions:',
      '      contents: read',
      `      ${permission}`,
      '    steps:',
      '      - env:',
      '          PR_NUMBER: ${{ github.event.pull_request.number }}',
      '        run: |',
      ...script.split('\n').map((l) => `          ${l}`),
      '',
    ].join('\n');
  const SCRIPTS = [
    'proofgate test-review --compat tea --github --pr "$PR_NUMBER" --output test-review.md',
    'npx proofgate review scope pr-7 && npx proofgate review run pr-7 --agent claude',
    'npx --yes proofgate@0.1.0 test-review --github --pr "$PR_NUMBER"',
    'proofgate review run pr-7 \\\n  --agent=codex --timeout-ms 60000',
  ];
  for (const script of SCRIPTS)
    it(`#259 a job that runs the agent through the CLI beside a write token is refused: ${script.split('\n')[0]}`, () => {
      expect(lintWorkflow(job(script)).join('\n')).toMatch(/job review runs an agent with checks: write/);
    });
  it('#259 the CLI without an agent (render, --agent none, the gate) beside a write token passes', () => {
    for (const script of [
      'proofgate test-review render --verdict v.json --as comment',
      'proofgate test-review --agent none --github',
      'proofgate review gate pr-7',
    ])
      expect(lintWorkflow(job(script))).toEqual([]);
  });
});

describe('#260 a gate run by the CLI in a run: step is gated again when the pull request is retargeted', () => {
  // The retarget rule (hazard 252) saw a gate only in proofgate's actions: `proofgate review gate` or
  // `test-review` in a `run:` step on `pull_request` without `edited` left the job's green check standing
  // on its commit after the pull request was moved to another base.
  const on = (script: string, types = '') =>
    `on:\n  pull_request:\n${types}permissions: {}\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: read\n    steps:\n      - run: ${script}\n`;
  const SCRIPTS = [
    'npx proofgate review gate pr-7',
    'proofgate test-review --agent none --base origin/main',
    'proofgate review publish pr-7 --pr 7',
    'npx github:OWNER/proofgate#0123abc review gate pr-7',
  ];
  for (const script of SCRIPTS)
    it(`#260 on pull_request without edited: ${script}`, () => {
      expect(lintWorkflow(on(script)).join('\n')).toMatch(/job gate gates a pull request that is not gated again when retargeted/);
      expect(lintWorkflow(on(script, '    types: [opened, synchronize, reopened, edited]\n'))).toEqual([]);
    });
  it('#260 a command that gates nothing (render, scope) needs no edited', () => {
    for (const script of ['proofgate test-review render --verdict v.json --as comment', 'proofgate review scope pr-7'])
      expect(lintWorkflow(on(script))).toEqual([]);
  });
});

describe('#228 the workflows the pages show: no agent beside a write token, as in the recipes', () => {
  // The recipes were linted, the YAML examples of README.md and docs/*.md were not: the review-gate and
  // test-review pages had their agent read the pull request's code in a job holding `checks: write` and
  // `pull-requests: write` (the split the recipes keep, undone by the first example a user copies), and the
  // review page ran its signed-in self-hosted agent for a fork's pull request too (no same-repository guard);
  // the uat-gate page checked out with an unpinned `actions/checkout@<40-char sha>`.
  const pages = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const examples = pages.flatMap((page) => workflowExamples(page, readFileSync(join(ROOT, page), 'utf8')));
  it('#228 every workflow example of README.md and docs/*.md passes the workflow lint', () => {
    const shown = new Set(examples.map((e) => e.at.split(':')[0]));
    for (const page of [
      'README.md',
      'docs/action-review-gate.md',
      'docs/action-test-review.md',
      'docs/action-uat-gate.md',
      'docs/action-review.md',
    ])
      expect(shown, `${page} has a workflow example`).toContain(page);
    expect(examples.flatMap((e) => lintWorkflow(e.workflow).map((p) => `${e.at}: ${p}`))).toEqual([]);
  });
  it('#228 an example of a job that runs an agent beside a write token is refused, whole or as a fragment', () => {
    const job = [
      '    permissions:',
      '      contents: read',
      '      checks: write',
      '    steps:',
      '      - uses: OWNER/proofgate/test-review@PROOFGATE_SHA # unreleased: x',
      '        with:',
      '          agent: claude',
    ].join('\n');
    const [example] = workflowExamples('page.md', `Text.\n\n\`\`\`yaml\n${job}\n\`\`\`\n`);
    expect(example?.at).toBe('page.md:3');
    expect(lintWorkflow(example!.workflow).join('\n')).toMatch(/runs an agent with checks: write/);
    // The jobs of a workflow without their `jobs:` key: a signed-in agent that a fork's pull request would reach.
    const jobs = `  review:\n    runs-on: [self-hosted, proofgate-agent]\n${job.replace('      checks: write\n', '')}`;
    const [fork] = workflowExamples('page.md', `\`\`\`yaml\n${jobs}\n\`\`\`\n`);
    expect(lintWorkflow(fork!.workflow).join('\n')).toMatch(/job review runs a signed-in agent on a fork's pull request too/);
  });
  // The README's test-review example was a bare list of steps with `github: true`: wrapped under the
  // `permissions: {}` the suite adds, it held no grant, while the job a reader pastes it into must grant
  // what publishing needs, beside the agent. A fragment is judged by what its steps publish with.
  const steps = (...lines: string[]) => workflowExamples('page.md', `\`\`\`yaml\n${lines.join('\n')}\n\`\`\`\n`)[0]!.workflow;
  const testReview = (...extra: string[]) => [
    '- uses: OWNER/proofgate/test-review@PROOFGATE_SHA # unreleased: x',
    '  with:',
    '    agent: claude',
    ...extra.map((l) => `    ${l}`),
  ];
  it.each([
    ['github: true', ['github: true']],
    ["github: 'TRUE'", ["github: 'TRUE'"]],
    ['github unset (its default is true)', []],
    ['github: false but the comment published by a later CLI step', ["github: 'false'"]],
  ])('#664 a bare step fragment of test-review with %s beside its agent is refused', (_, extra) => {
    const lines = [...testReview(...extra)];
    if (_.includes('CLI')) lines.push('- run: proofgate test-review --github --pr 7');
    expect(lintWorkflow(steps(...lines)).join('\n')).toMatch(/job example runs an agent with checks: write, pull-requests: write/);
  });
  it.each([
    [
      'review-gate gating with its agent',
      ['- uses: OWNER/proofgate/review-gate@PROOFGATE_SHA # unreleased: x', '  with:', '    id: pr-7', '    agent: codex'],
    ],
    [
      'the review action gating with its agent',
      ['- uses: OWNER/proofgate/review@PROOFGATE_SHA # unreleased: x', '  with:', '    agent: claude', "    upload-sarif: 'false'"],
    ],
    [
      'review publish beside a CLI agent',
      ['- run: proofgate review run pr-7 --agent claude', '- run: proofgate review publish pr-7 --pr 7'],
    ],
    [
      'the root action running an agent beside review-gate publishing',
      [
        '- uses: OWNER/proofgate@PROOFGATE_SHA # unreleased: x',
        '  with:',
        '    command: review run',
        '    args: |',
        '      pr-7',
        '      --agent',
        '      claude',
        '- uses: OWNER/proofgate/review-gate@PROOFGATE_SHA # unreleased: x',
      ],
    ],
  ])('#664 a bare step fragment of %s is refused: the write token it publishes with sits beside the agent', (_, lines) => {
    expect(lintWorkflow(steps(...lines)).join('\n')).toMatch(/job example runs an agent with checks: write/);
  });
  it.each([
    ["test-review with github: 'false'", testReview("github: 'false'")],
    ["test-review with github: ' False '", testReview("github: ' False '")],
    ['test-review publishing neither the check run nor the comment', testReview("check-run: 'false'", "pr-comment: 'false'")],
    [
      "review-gate with gate: 'false' (a part for a later job)",
      [
        '- uses: OWNER/proofgate/review-gate@PROOFGATE_SHA # unreleased: x',
        '  with:',
        '    id: pr-7',
        '    agent: codex',
        "    gate: 'false'",
      ],
    ],
    ['review-gate gating with no agent', ['- uses: OWNER/proofgate/review-gate@PROOFGATE_SHA # unreleased: x', '  with:', '    id: pr-7']],
  ])('#664 a bare step fragment of %s passes: nothing publishes beside the agent', (_, lines) => {
    expect(lintWorkflow(steps(...lines))).toEqual([]);
  });
});

describe('#328 spec-from-pull-request on an event that names no pull request', () => {
  // A workflow on [pull_request, merge_group] (the merge queue's required check) or a push: the description asked for is
  // no pull request's. The refusal said "the pull request has no description; write what the change must do in it",
  // so the author edited a description that was there all along, and the queue stayed blocked.
  const CASES: [string, string, object, string][] = [
    [
      'merge_group',
      'review-scope.js',
      { merge_group: { base_sha: 'a'.repeat(40), head_sha: 'b'.repeat(40) } },
      'this merge_group run names no pull request (a merge queue group may hold several, each with its own description)',
    ],
    ['push', 'review-gate.js', { before: 'a'.repeat(40), after: 'b'.repeat(40) }, 'this push run names no pull request'],
    ['workflow_dispatch', 'review-scope.js', { inputs: {} }, 'this workflow_dispatch run names no pull request'],
  ];
  for (const [event, entry, payload, what] of CASES)
    it(`#328 ${event}, ${entry}: one line naming the event and the fix, nothing sealed`, async () => {
      const repo = makeCartRepo();
      const r = await actionCase(
        entry,
        repo,
        { id: ID, base: 'HEAD~1', 'spec-from-pull-request': 'true', 'upload-artifact': 'false' },
        { event: payload, env: { GITHUB_EVENT_NAME: event } },
      );
      expect(r.code).not.toBe(0);
      expect(r.commands.filter((c) => c.startsWith('::error::'))).toEqual([
        `::error::input \`spec-from-pull-request\`: ${what}, so there is no description to take as the intent: give it on pull_request only (\`spec-from-pull-request: \${{ github.event_name == 'pull_request' }}\`), or give \`spec\``,
      ]);
      expect(readdirSync(repo)).not.toContain('_bmad-output');
    });
});

describe('#338 the sticky comment deleted by someone while a run publishes', () => {
  it('#338 test-review: deleted between the read and the update, the verdict is posted again, no warning blames the setup', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = join(dir, '..', `${dir.split('/').pop()}-report.md`);
    const finding = { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 2, title: 'A literal compared with itself' } as const;
    writeFileSync(report, ownReport(['tests/a.spec.ts'], [finding]));
    const first = await actionCase('test-review.js', dir, reportInputs(report), { env: runnerEnv(), event: prEvent(dir) });
    expect(first.outputs['exit-code'], first.stdout + first.stderr).toBe('1');
    expect(github().comments).toHaveLength(1);
    // The fix pushed as a new report; a person (or a clean-up bot) deletes the comment just after this run read it.
    writeFileSync(report, ownReport(['tests/a.spec.ts']));
    github().afterRequest = (operation) => {
      if (operation === 'issues/list-comments') github().comments.splice(0);
    };
    const r = await actionCase('test-review.js', dir, reportInputs(report), { env: runnerEnv(), event: prEvent(dir) });
    github().afterRequest = undefined;
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expect(github().comments, 'the new verdict is on the pull request').toHaveLength(1);
    expect(github().comments[0]!.body).not.toContain('A literal compared with itself');
    expect(
      warnings(r).filter((w) => /comment/.test(w)),
      warnings(r).join('\n'),
    ).toEqual([]);
    expectNoCanary(sinks(r, [], github()));
  });
});

describe('#339 test-review started by a comment on an issue that is no pull request', () => {
  // `on: issue_comment` fires for issues and pull requests alike; only a pull request's payload has `issue.pull_request`.
  const onIssue = { comment: { author_association: 'MEMBER', user: { login: 'maintainer' }, body: '/test-review' }, issue: { number: 9 } };
  const setup = () => {
    github().permissions.set('maintainer', 'write');
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = reportBeside(dir);
    // What GitHub answers for an issue's number asked as a pull request.
    github().fault('pulls/get', { kind: 'status', status: 404 }, 1000);
    return { dir, report, base: git(dir, 'rev-parse', 'HEAD~1').trim() };
  };
  const expectNothingOnTheIssue = (said: string[]) => {
    expect(github().comments, 'no verdict posted on the issue').toEqual([]);
    expect(github().requests.filter((q) => /\/(issues|pulls)\/9\b/.test(q.path))).toEqual([]);
    const line = said.filter((w) => w.includes('#9'));
    expect(line, said.join('\n')).toHaveLength(1);
    expect(line[0]).toMatch(/issue #9 of this issue_comment event is not a pull request; .*github\.event\.issue\.pull_request/);
  };

  it('#339 the action: the verdict stands (pass, exit 0), nothing is posted on the issue, one warning names why', async () => {
    const { dir, report, base } = setup();
    const r = await actionCase(
      'test-review.js',
      dir,
      { ...reportInputs(report), pr: '', base },
      { event: onIssue, env: runnerEnv({ GITHUB_EVENT_NAME: 'issue_comment' }) },
    );
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expectNothingOnTheIssue(warnings(r));
    expectNoCanary(sinks(r, [], github()));
  });

  it('#339 the CLI with --github, a broken gate (no base): exit 2 kept, its broken-gate comment not posted on the issue', async () => {
    const { dir, report } = setup();
    const event = join(dir, '..', `${dir.split('/').pop()}-event.json`);
    writeFileSync(event, JSON.stringify(onIssue));
    const r = await cliAsync(dir, ['test-review', ...reportAgentArgs(report), '--github'], {
      ...ENV_CANARIES,
      GITHUB_API_URL: github().url,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: event,
    });
    expect(r.code, r.stderr).toBe(2);
    expectNothingOnTheIssue(r.stderr.split('\n'));
    expectNoCanary(sinks(r, [], github()));
  });
});

describe('#340 the CLI from another CI or a laptop against GitHub Enterprise Server', () => {
  it('#340 test-review --github, GITHUB_API_URL=…/api/v3 and no GITHUB_SERVER_URL: the links in the comment open that server, none github.com', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = reportBeside(dir, [
      { severity: 'High', row: 'H1', path: 'tests/a.spec.ts', line: 2, title: 'A literal compared with itself' },
    ]);
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    github().pull.headSha = head;
    // Jenkins or a laptop: no runner variables but the token, the repository and the Enterprise Server's API.
    const r = await cliAsync(dir, ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(report), '--github', '--pr', '7'], {
      ...ENV_CANARIES,
      GITHUB_API_URL: `${github().url}/api/v3`,
      GITHUB_REPOSITORY: 'acme/shop',
    });
    expect(r.code, r.stderr).toBe(1);
    expect(
      github().requests.every((q) => q.path.startsWith('/api/')),
      'every request went to the API given',
    ).toBe(true);
    expect(github().comments).toHaveLength(1);
    const body = github().comments[0]!.body;
    const links = body.match(/https?:\/\/[^\s)>\]]+/g) ?? [];
    expect(links, body).toContain(`${github().url}/acme/shop/blob/${head}/tests/a.spec.ts#L2`);
    expect(body).not.toContain('github.com');
    expect(r.stdout + r.stderr).not.toContain('github.com');
    expectNoCanary(sinks(r, [], github()));
  });
});

describe('#471 test-review legs (two selections of tests) on one commit under one check name', () => {
  const A = 'tests/unit/a.spec.ts';
  const B = 'tests/e2e/b.spec.ts';
  const SAME = "test('a', () => {\n  expect(1).toBe(1);\n});\n";
  /** The two legs' repository and reports: leg A has a Critical finding (Block), leg B none (Approve). */
  const setup = () => {
    const dir = repoWith({ [A]: SAME, [B]: SAME });
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    github().pull.headSha = head;
    const beside = (name: string, text: string) => {
      const path = join(dir, '..', `${dir.split('/').pop()}-${name}`);
      writeFileSync(path, text);
      return path;
    };
    const reports = {
      [A]: beside('a.md', ownReport([A], [{ severity: 'Critical', row: 'C3', path: A, line: 2, title: 'Compares a literal with itself' }])),
      [B]: beside('b.md', ownReport([B])),
    };
    // An agent that waits for `gate` (when given) before writing its report: a leg still running while another ends.
    const waiting = beside('wait.sh', 'while [ ! -e "$1" ]; do sleep 0.05; done; shift; exec /bin/sh "$@"\n');
    // Each leg in a checkout of its own, as legs on runners of their own are: an unconfined agent's
    // run counts any other change to its checkout (another leg's report) as its own tampering.
    const checkouts = { [A]: dir, [B]: `${dir}-b` };
    git(dir, 'clone', '-q', dir, checkouts[B]);
    const leg = (file: typeof A | typeof B, gate?: string) =>
      cliAsync(
        checkouts[file],
        [
          'test-review',
          '--base',
          'HEAD~1',
          '--files',
          file,
          '--agent',
          'custom',
          '--agent-cmd',
          '/bin/sh',
          ...(gate ? [waiting, gate] : []).flatMap((a) => ['--agent-arg', a]),
          ...[REPORT_AGENT, '--report', reports[file]].flatMap((a) => ['--agent-arg', a]),
          '--no-isolate',
          '--github',
          '--pr',
          '7',
          '--head-sha',
          head,
        ],
        { GITHUB_TOKEN: 'ghs_test', GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' },
      );
    return { leg, go: join(dir, '..', `${dir.split('/').pop()}-go`) };
  };
  const shared =
    /check run name .proofgate test review. is also used on this commit by proofgate run .test-review:custom\.[0-9a-f]{12}.*--check-name/s;

  it('#513 B clean after A, the lookup of the runs under the name refused once (a secondary rate limit): B has no verdict, its check run fails and its comment says why', async () => {
    const { leg } = setup();
    expect((await leg(A)).code).toBe(1);
    // B's own run is opened first (its list of runs in progress to adopt is read); the list of the name's runs after it is refused.
    let lists = 0;
    github().afterRequest = (op) => {
      if (op === 'checks/list-for-ref' && ++lists === 1)
        github().fault('checks/list-for-ref', { kind: 'secondary-rate-limit', retryAfter: 600 }, 1);
    };
    const b = await leg(B);
    expect(b.code, b.stderr).toBe(2);
    const why =
      /check run name .proofgate test review. is also used on this commit by another proofgate run cannot be told: the check runs named "proofgate test review" on the commit could not be read \(GitHub answered 403: You have exceeded a secondary rate limit/;
    expect(b.stderr).toMatch(why);
    expect(github().checkRuns.map((r) => [r.status, r.conclusion])).toEqual([
      ['completed', 'failure'],
      ['completed', 'failure'],
    ]);
    expect(github().comments.map((c) => c.body)).toEqual([expect.stringMatching(/Block/), expect.stringMatching(/No verdict/)]);
    expect(github().comments[1]!.body).toMatch(/re-run it once GitHub answers/);
  });

  it("#471 one after the other (leg A re-run first): B's clean run does not stand for A's Block; A's completed run and comment are never changed", async () => {
    const { leg } = setup();
    // A re-run of the same leg is the same review: its run and comment, its verdict.
    for (let i = 0; i < 2; i++) expect((await leg(A)).code).toBe(1);
    const aRun = github().checkRuns.at(-1)!;
    expect(aRun).toMatchObject({ status: 'completed', conclusion: 'failure' });
    const aSeen = JSON.stringify(aRun);
    expect(github().comments).toHaveLength(1);
    const aComment = github().comments[0]!.body;
    const b = await leg(B);
    expect(b.code, b.stderr).toBe(2);
    expect(b.stderr).toMatch(shared);
    // Each leg its own check run: A's untouched, B's (the newest under the name) a failure.
    expect(new Set(github().checkRuns.map((r) => r.external_id)).size).toBe(2);
    expect(JSON.stringify(github().checkRuns.find((r) => r.id === aRun.id))).toBe(aSeen);
    expect(github().checkRuns.at(-1)).toMatchObject({ status: 'completed', conclusion: 'failure' });
    // Each leg its own comment: A's Block stays, B's says it has no verdict.
    expect(github().comments).toHaveLength(2);
    expect(github().comments[0]!.body).toBe(aComment);
    expect(github().comments[1]!.body).toMatch(/No verdict/);
  });

  it("#471 overlapping (B starts and ends while A runs): B never adopts A's run in progress; both legs fail for the shared name", async () => {
    const { leg, go } = setup();
    const a = leg(A, go);
    // A's check run is in progress before B starts.
    for (let i = 0; i < 600 && github().checkRuns.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const b = await leg(B);
    writeFileSync(go, '');
    const ra = await a;
    expect(b.code, b.stderr).toBe(2);
    expect(ra.code, ra.stderr).toBe(2);
    for (const r of [b, ra]) expect(r.stderr).toMatch(shared);
    expect(github().checkRuns.map((r) => [r.status, r.conclusion])).toEqual([
      ['completed', 'failure'],
      ['completed', 'failure'],
    ]);
    expect(new Set(github().checkRuns.map((r) => r.external_id)).size).toBe(2);
    expect(github().comments).toHaveLength(2);
    for (const c of github().comments) expect(c.body).toMatch(/No verdict/);
  });
});

describe('#673 #674 a run cancelled by the runner (SIGINT, SIGTERM) says on GitHub that it stopped before a verdict', () => {
  /** review-gate's inputs for a run whose custom agent is `cmd`, unconfined, publishing with the canary token. */
  const sleeperGate = (cmd: string) => ({
    id: ID,
    agent: 'custom',
    'agent-cmd': cmd,
    isolate: 'none',
    'upload-artifact': 'false',
    'github-token': ENV_CANARIES.GITHUB_TOKEN,
  });

  /** A stand-in agent that says it started, then works past any test: the cancel comes while it runs. */
  function sleeper(): { cmd: string; started: () => boolean } {
    const dir = mkdtempSync(join(tmpdir(), 'proofgate-sleeper-'));
    const cmd = join(dir, 'agent.sh');
    writeFileSync(cmd, `#!/bin/sh\necho started > ${dir}/started\nexec sleep 60\n`, { mode: 0o755 });
    return { cmd, started: () => existsSync(join(dir, 'started')) };
  }
  const CANCELLED = /stopped before a verdict[\s\S]*the run was cancelled \\?\(SIG(INT|TERM)\\?\)/;
  /** What a cancelled run leaves: no verdict in any output, exit-code 3, the summary saying why, nothing passed. */
  function expectCancelled(r: ActionRun, exit: number): void {
    expect(r.code).toBe(exit);
    expect(r.outputs['exit-code']).toBe('3');
    expect(r.outputs.verdict ?? '').toMatch(/^$|incomplete|stopped|broken/);
    expect(r.summary).toMatch(CANCELLED);
    expect(r.summary).not.toMatch(/\b(clean|passed|success)\b/i);
  }

  for (const [signal, exit] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    it(`#673 review-gate cancelled (${signal}) while its agent runs: the check run it opened is completed failure "stopped before a verdict", exit-code 3, the lock released, exit ${exit}`, async () => {
      const repo = sealedCart(ID);
      const agent = sleeper();
      const r = await runActionAsync('review-gate.js', repo, sleeperGate(agent.cmd), {
        env: runnerEnv(),
        event: prEvent(repo),
        interrupt: { when: agent.started, signal },
        timeoutMs: 60_000,
      });
      expectCancelled(r, exit);
      const runs = github().checkRuns;
      // The run it opened, completed: no second run beside it, none left in progress.
      expect(runs.map((c) => [c.status, c.conclusion, c.output.title])).toEqual([['completed', 'failure', 'stopped before a verdict']]);
      expect(existsSync(join(repo, '_bmad-output/review', ID, 'review.lock'))).toBe(false);
    });

  it('#673 review-gate cancelled while the stop itself waits on a GitHub that hangs: a second signal ends it at once, exit-code 3, exit 143', async () => {
    const repo = sealedCart(ID);
    const agent = sleeper();
    github().fault('checks/update', { kind: 'hang' }, 1);
    let sent = 0;
    const r = await runActionAsync('review-gate.js', repo, sleeperGate(agent.cmd), {
      env: runnerEnv(),
      event: prEvent(repo),
      interrupt: { when: () => agent.started() && (sent = Date.now()) > 0, then: { signal: 'SIGTERM', afterMs: 500 } },
      timeoutMs: 60_000,
    });
    // Well within the stop's 5 s budget: the second signal did not wait for it.
    expect(Date.now() - sent).toBeLessThan(4000);
    expectCancelled(r, 143);
  });

  it('#673 test-review cancelled (SIGINT) while its agent runs: its check run is completed failure, stopped before a verdict, exit-code 3, exit 130', async () => {
    const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const agent = sleeper();
    const r = await runActionAsync(
      'test-review.js',
      repo,
      {
        agent: 'custom',
        'agent-cmd': agent.cmd,
        isolate: 'false',
        pr: '7',
        'upload-artifact': 'false',
        'github-token': ENV_CANARIES.GITHUB_TOKEN,
      },
      { env: runnerEnv(), event: prEvent(repo), interrupt: { when: agent.started }, timeoutMs: 60_000 },
    );
    expectCancelled(r, 130);
    expect(r.outputs.recommendation ?? '').toBe('');
    expect(github().checkRuns.map((c) => [c.status, c.conclusion, c.output.title])).toEqual([
      ['completed', 'failure', 'Test quality: stopped before a verdict'],
    ]);
  });

  it('#674 review-gate (agent none) cancelled while GitHub hangs, before it publishes: the earlier success of the name on the head is no longer the newest run', async () => {
    const repo = sealedCart(ID);
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    seedCheckRun(github(), 900, 'proofgate review', head, 'completed', 'success');
    github().fault('pulls/get', { kind: 'hang' }, 1);
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: ID, agent: 'none', 'upload-artifact': 'false', 'github-token': ENV_CANARIES.GITHUB_TOKEN },
      {
        env: runnerEnv(),
        event: prEvent(repo),
        interrupt: { when: () => github().requests.some((q) => q.status === -2) },
        timeoutMs: 60_000,
      },
    );
    expectCancelled(r, 130);
    const named = github().checkRuns.filter((c) => c.name === 'proofgate review' && c.head_sha === head);
    expect(named.at(-1)).toMatchObject({ status: 'completed', conclusion: 'failure', output: { title: 'stopped before a verdict' } });
    expect(existsSync(join(repo, '_bmad-output/review', ID, 'review.lock'))).toBe(false);
  });
});
