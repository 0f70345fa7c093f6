import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git } from '../support/repo.js';
import { actionCase, cli, runAction } from '../support/run.js';
import { artifactServer } from '../support/artifact-server.js';
import { unescapeMarkdown } from '../support/markdown.js';
import { codeTexts, renderGfm } from '../support/gfm.js';
import { ownReport, REPORT_AGENT, REPORT_AGENT_CMD, repoWith } from '../test-review/support.js';
import { expectNoVerdict } from '../adversarial/support.js';

// runAction blocks this process (spawnSync), so a GitHub API served from here could not answer:
// publishing is proven in test/test-review/github.test.ts; here it is off.
describe('test-review action, run from dist/ as the runner runs it', () => {
  it('reviews the pull request, sets outputs, writes the summary, and fails the step on a failing verdict', () => {
    const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = join(repo, '..', `${repo.split('/').pop()}-report.md`);
    writeFileSync(
      report,
      ownReport(
        ['tests/a.spec.ts'],
        [{ severity: 'Critical', row: 'C3', path: 'tests/a.spec.ts', line: 2, title: 'A literal compared with itself `::error::x`' }],
      ),
    );
    const event = {
      pull_request: {
        number: 12,
        base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
        head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
      },
    };
    const r = runAction(
      'test-review.js',
      repo,
      {
        agent: 'custom',
        'agent-cmd': REPORT_AGENT_CMD,
        'agent-arg': `${REPORT_AGENT}\n--report\n${report}`,
        github: 'false',
        isolate: 'false',
        // No artifact runtime here (its upload is below): the workflow's own step would upload the report.
        'upload-artifact': 'false',
      },
      { event },
    );
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({
      verdict: 'fail',
      'exit-code': '1',
      recommendation: 'Block',
      'quality-score': '69',
      report: join(repo, 'test-review.md'),
    });
    expect(JSON.parse(r.outputs.json!)).toMatchObject({ recommendation: 'Block', reviewMode: 'pr' });
    expect(r.summary).toContain('## Test quality: Fail: Block');
    // Nothing invisible in what the summary shows to copy.
    expect(codeTexts(renderGfm(r.summary)).filter((c) => /\p{Cf}/u.test(c))).toEqual([]);
    // The finding links to its line at the head commit of the repository the workflow runs for.
    expect(r.summary).toContain(`(https://github.com/acme/shop/blob/${event.pull_request.head.sha}/tests/a.spec.ts#L2)`);
    // Text from the report never becomes a workflow command.
    expect(r.commands.filter((c) => !c.startsWith('::group::') && !c.startsWith('::endgroup::'))).toEqual([
      expect.stringMatching(/^::warning::the agent ran unconfined \(isolation none/),
      '::error::test review: fail (exit 1)',
    ]);
    // isolate false is the opt-in to an unconfined agent, and the summary says so first.
    expect(r.summary).toMatch(/^> ⚠️ the agent ran unconfined/);
  });
  it('no changed test: skipped, neutral, the step passes', () => {
    const repo = repoWith({ 'src/a.ts': 'export {};\n' });
    const event = {
      pull_request: {
        number: 13,
        base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
        head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
      },
    };
    const r = runAction('test-review.js', repo, { github: 'false', 'upload-artifact': 'false' }, { event });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ verdict: 'skipped', 'exit-code': '0', recommendation: '', 'quality-score': '' });
    expect(r.summary).toContain('## Test quality: Skipped');
    // No agent runs under `none`: a privileged trigger has nothing to steer, as on the command line.
    const target = runAction(
      'test-review.js',
      repo,
      { agent: 'none', github: 'false', 'upload-artifact': 'false' },
      { event, env: { GITHUB_EVENT_NAME: 'pull_request_target' } },
    );
    expect([target.code, target.outputs.verdict]).toEqual([0, 'skipped']);
    // A refused input is a broken gate (exit 2), with its verdict, as its command line says.
    const bad = runAction('test-review.js', repo, { github: 'maybe', 'upload-artifact': 'false' }, { event });
    expect(bad.outputs).toMatchObject({ verdict: 'broken', 'exit-code': '2' });
  });
  it('an option the action does not declare is never read from the environment (INPUT_COMMENT-OUT set by a job env or GITHUB_ENV): the step is refused', () => {
    const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {});\n" });
    const r = runAction('test-review.js', repo, {
      agent: 'none',
      base: 'HEAD~1',
      github: 'false',
      'upload-artifact': 'false',
      'comment-out': 'x.md',
    });
    // Since #677 an input no action.yml declares fails the step before anything is read.
    expect(r.code, r.stdout + r.stderr).not.toBe(0);
    expect(r.outputs['exit-code']).toBe('2');
    expect(r.stdout).toMatch(/::error::input `comment-out` \(INPUT_COMMENT-OUT\) is not an input of test-review/);
    expect(existsSync(join(repo, 'x.md'))).toBe(false);
  });
  it('a refused input is named as the workflow wrote it (input `min-score`), the same refusal as --min-score on the command line', () => {
    const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {});\n" });
    const cases: [Record<string, string>, string[], RegExp, RegExp][] = [
      [{ 'min-score': '101' }, ['--min-score', '101'], /input `min-score` must be a whole number from 0 to 100/, /--min-score must be/],
      [{ agent: 'custom' }, ['--agent', 'custom'], /input `agent: custom` needs input `agent-cmd`/, /--agent custom needs --agent-cmd/],
      [{ 'use-pactjs-utils': 'maybe' }, [], /input `use-pactjs-utils` must be true or false, not "maybe"/, /$^/],
      [{ files: '.env' }, ['--files', '.env'], /input `files` names \.env, a secret-named file/, /--files names \.env/],
      [
        { 'test-glob': '/[/' },
        ['--test-glob', '/[/'],
        /input `test-glob: "\/\[\/"` is not a valid regular expression/,
        /--test-glob "\/\[\/" is not/,
      ],
    ];
    for (const [inputs, flags, asInput, asFlag] of cases) {
      const r = runAction('test-review.js', repo, { github: 'false', 'upload-artifact': 'false', isolate: 'false', ...inputs });
      expect(r.outputs['exit-code'], JSON.stringify(inputs)).toBe('2');
      const said = [...r.commands, r.summary].join('\n');
      expect(said).toMatch(asInput);
      expect(said).not.toMatch(/(^|[^`])--[a-z]/m);
      if (!flags.length) continue;
      const c = cli(repo, ['test-review', '--base', 'HEAD~1', ...flags]);
      expect(c.code).toBe(2);
      expect(c.stderr).toMatch(asFlag);
      expect(c.stderr).not.toContain('input `');
    }
  });
});

// A reader or a later job takes the report and verdict from the artifact: by the id the step reports, never by its
// name, which any job of the run (the pull request's tests) can upload under first.
describe('test-review: the report artifact is taken by the id the step reports, never by its name', () => {
  const ARTIFACT = 'proofgate-test-review';
  async function review(service: { env: Record<string, string> }, more: Record<string, string> = {}) {
    const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = join(repo, '..', `${repo.split('/').pop()}-report.md`);
    writeFileSync(report, ownReport(['tests/a.spec.ts'], []));
    const inputs = {
      agent: 'custom',
      'agent-cmd': REPORT_AGENT_CMD,
      'agent-arg': `${REPORT_AGENT}\n--report\n${report}`,
      github: 'false',
      isolate: 'false',
      base: 'HEAD~1',
      ...more,
    };
    return { ...(await actionCase('test-review.js', repo, inputs, { env: { ...service.env, GITHUB_RUN_ID: '4242' } })), repo };
  }

  it("#591 another job of the run took the report artifact's name first (409 Conflict): no verdict, broken (exit 2), no id", async () => {
    const service = await artifactServer({ taken: [ARTIFACT] });
    try {
      const r = await review(service);
      expect([r.code, r.outputs.verdict, r.outputs['exit-code'], r.outputs['report-artifact-id']], r.stdout).toEqual([
        1,
        'broken',
        '2',
        '',
      ]);
      expect(r.commands).toContainEqual(
        expect.stringMatching(/^::error::test review: broken: the artifact of the report and verdict was not uploaded, .*\(409\) Conflict/),
      );
      expect(r.summary).toContain('The report and verdict are not attached to this run: artifact proofgate-test-review not uploaded');
    } finally {
      await service.close();
    }
  });

  it('#660 the upload refused (409) after an Approve: no recommendation, score or verdict in any output, the --json file holds none, and it renders no success', async () => {
    const service = await artifactServer({ taken: [ARTIFACT] });
    try {
      const r = await review(service, { json: 'verdict.json' });
      expect([r.outputs.verdict, r.outputs['exit-code']], r.stdout).toEqual(['broken', '2']);
      expectNoVerdict(r.outputs, r.repo, 'verdict.json');
      // The artifact was never uploaded: nothing under the name holds this run's Approve.
      expect(service.artifacts().has(ARTIFACT)).toBe(false);
    } finally {
      await service.close();
    }
  });

  it('#591 the report uploaded under a free name: its id is the output report-artifact-id, and the summary sends the reader to that id', async () => {
    const service = await artifactServer();
    try {
      const r = await review(service);
      const id = service.ids().get(ARTIFACT);
      expect([r.code, r.outputs.verdict, r.outputs['report-artifact-id']], r.stdout).toEqual([0, 'pass', String(id)]);
      expect(unescapeMarkdown(r.summary)).toContain(
        `This run holds the report and verdict as the artifact \`${ARTIFACT}\`, id ${id} (the step's output \`report-artifact-id\`): [download it by its id](https://github.com/acme/shop/actions/runs/4242/artifacts/${id})`,
      );
    } finally {
      await service.close();
    }
  });
});
