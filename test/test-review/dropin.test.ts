// Issue 12, "a drop-in for tea-test-review users", through the bundle: every flag of the peer's
// CLI is accepted, `--compat tea` keeps the peer's check name and comment, the base defaults to the
// remote's default branch, a TEA skill gets its configuration from the base commit, and the check
// run carries the findings as annotations (50 per request), against the local OpenAPI-checked API.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { commitAll, git } from '../support/repo.js';
import { BUNDLE_NODE, DIST_CLI, runActionAsync } from '../support/run.js';
import { useGitHubServer } from '../support/github-server.js';
import {
  ownReport,
  PEER_SKILL,
  REPORT_AGENT,
  REPORT_AGENT_CMD,
  reportAgentArgs,
  repoWith,
  runProcess,
  type OwnFinding,
} from './support.js';

const github = useGitHubServer();
const SPEC = "import { test, expect } from 'vitest';\n\ntest('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n";
/** The commit checked out: the one the verdict is published on (a review of one commit never stands for another). */
const headOf = (dir: string) => git(dir, 'rev-parse', 'HEAD').trim();

const run = (dir: string, args: string[], env: Record<string, string> = {}) =>
  runProcess(BUNDLE_NODE, [DIST_CLI, 'test-review', ...args], dir, env);
const agent = reportAgentArgs;
function withReport(dir: string, text: string): string {
  const path = join(dir, '..', `${dir.split('/').pop()}-report-${Math.random().toString(36).slice(2)}.md`);
  writeFileSync(path, text);
  return path;
}
const apiEnv = () => ({ GITHUB_TOKEN: 'ghs_test', GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'octo/app', GITHUB_ACTIONS: 'true' });

describe('every flag of the peer CLI is accepted (none exits "Unknown option")', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  test.each([
    [['--execution-mode', 'subagent']],
    [['--capability-probe']],
    [['--no-capability-probe']],
    [['--use-playwright-utils']],
    [['--no-use-playwright-utils']],
    [['--use-pactjs-utils']],
    [['--no-use-pactjs-utils']],
    [['--pact-mcp', 'none']],
  ])('%j with the packaged rubric: accepted, with a one-line notice that it changes nothing', async (flags) => {
    const r = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', ...flags]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([
      `test-review: ${flags[0]} changes nothing with proofgate's packaged rubric (it has no knowledge-base fragments or worker modes); it configures a TEA skill given with --skill-root or --project-skill`,
    ]);
  });
  test('bad values and contradictions are flag errors (exit 2) that name the flag', async () => {
    for (const [flags, message] of [
      [['--execution-mode', 'turbo'], /--execution-mode must be one of auto, agent-team, subagent, sequential/],
      [['--pact-mcp', 'maybe'], /--pact-mcp must be one of mcp, none/],
      [['--capability-probe', '--no-capability-probe'], /--capability-probe and --no-capability-probe contradict/],
      [['--project-skill', '--skill-root', 'x'], /--project-skill cannot be combined with --skill-root/],
      [['--compat', 'peer'], /--compat must be one of proofgate, tea/],
      [['--comment-author', 'someone'], /--comment-author only applies with --github/],
    ] as const) {
      const r = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', ...flags]);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
  test('--claude-arg is the deprecated --agent-arg: same place in the argv, and a notice', async () => {
    const report = withReport(dir, ownReport(['tests/a.spec.ts']));
    const r = await run(dir, [
      '--base',
      'HEAD~1',
      '--agent',
      'custom',
      '--agent-cmd',
      REPORT_AGENT_CMD,
      '--claude-arg',
      REPORT_AGENT,
      '--agent-arg',
      '--report',
      '--claude-arg',
      report,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('proofgate: --claude-arg is deprecated; use --agent-arg');
  });
});

describe('--base defaults to the remote default branch (origin/HEAD)', () => {
  test('origin/HEAD → origin/trunk is the base; without origin/HEAD the run says how to set it (exit 2)', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const bare = await run(dir, ['--agent', 'none']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/no --base given and origin\/HEAD is not set.*git remote set-head origin --auto/);
    git(dir, 'update-ref', 'refs/remotes/origin/trunk', 'HEAD~1');
    // A stale origin/main must not be the base: it would review nothing.
    git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
    git(dir, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/trunk');
    const r = await run(dir, ['--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toMatchObject({ promptOnly: true, files: ['tests/a.spec.ts'] });
  });
});

describe('a TEA skill: configuration from the base commit, a rubric proofgate scores, --project-skill', () => {
  const teaBlock = (stdout: string) =>
    JSON.parse(/---BEGIN TEA CONFIG \w+---\n([\s\S]*?)\n---END TEA CONFIG/.exec(stdout)![1]!) as Record<string, unknown>;
  test('the base commit decides; a pull request that edits _bmad/config.toml is reviewed under its base; flags win', async () => {
    const dir = repoWith({ 'src/a.ts': 'export {};\n' });
    mkdirSync(join(dir, '_bmad'), { recursive: true });
    writeFileSync(join(dir, '_bmad/config.toml'), '[modules.tea]\ntea_use_pactjs_utils = false\ntea_execution_mode = "sequential"\n');
    commitAll(dir, 'config');
    writeFileSync(join(dir, '_bmad/config.toml'), '[modules.tea]\ntea_use_pactjs_utils = true\ntea_execution_mode = "agent-team"\n');
    mkdirSync(join(dir, 'tests'));
    writeFileSync(join(dir, 'tests/a.spec.ts'), SPEC);
    commitAll(dir, 'change');
    const r = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', '--skill-root', PEER_SKILL, '--pact-mcp', 'none']);
    expect(r.code, r.stderr).toBe(0);
    expect(teaBlock(r.stdout)).toEqual({
      tea_use_playwright_utils: true,
      tea_use_pactjs_utils: false,
      tea_pact_mcp: 'none',
      tea_execution_mode: 'sequential',
      tea_capability_probe: true,
      test_stack_type: 'auto',
      tea_browser_automation: 'none',
    });
    expect(r.stderr).toMatch(/TEA configuration from the base commit [0-9a-f]{12}:_bmad\/config\.toml; flags set tea_pact_mcp/);
    // --files without --base: the working tree's configuration.
    const files = await run(dir, ['--files', 'tests/a.spec.ts', '--agent', 'none', '--skill-root', PEER_SKILL]);
    expect(teaBlock(files.stdout)).toMatchObject({ tea_use_pactjs_utils: true, tea_execution_mode: 'agent-team' });
  });
  test('legacy _bmad/tea/config.yaml is read when the base has no config.toml; invalid content is exit 2', async () => {
    const dir = repoWith({ '_bmad/tea/config.yaml': 'tea_use_playwright_utils: "false"\n' });
    writeFileSync(join(dir, 'tests.spec.ts'), SPEC);
    commitAll(dir, 'test');
    const r = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', '--skill-root', PEER_SKILL]);
    expect(teaBlock(r.stdout)).toMatchObject({ tea_use_playwright_utils: false });
    writeFileSync(join(dir, '_bmad/tea/config.yaml'), 'tea_pact_mcp: sometimes\n');
    commitAll(dir, 'bad config');
    writeFileSync(join(dir, 'more.spec.ts'), SPEC);
    commitAll(dir, 'another test');
    const bad = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', '--skill-root', PEER_SKILL]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/TEA configuration [0-9a-f]{12}:_bmad\/tea\/config\.yaml: tea_pact_mcp must be one of mcp, none/);
  });
  test('--project-skill reviews with the vendored copy (guarded like --skill-root); none vendored is exit 2', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const none = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', '--project-skill']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--project-skill: no vendored skill \(SKILL\.md\) at \.claude\/skills\/bmad-tea-test-review/);
    cpSync(PEER_SKILL, join(dir, '.claude/skills/bmad-tea-test-review'), { recursive: true });
    const r = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', '--project-skill']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Skill: .*\/\.claude\/skills\/bmad-tea-test-review$/m);
    writeFileSync(join(dir, 'tests/b.spec.ts'), SPEC);
    commitAll(dir, 'vendor the skill');
    const guarded = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', '--project-skill']);
    expect(guarded.code).toBe(2);
    expect(guarded.stderr).toMatch(/control-plane guard/);
  });
  test('#236 --project-skill: a pull request that deletes the first vendored copy, so the next would judge it, is exit 2', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    cpSync(PEER_SKILL, join(dir, '.claude/skills/bmad-tea-test-review'), { recursive: true });
    cpSync(PEER_SKILL, join(dir, '_bmad/tea/workflows/testarch/bmad-tea-test-review'), { recursive: true });
    commitAll(dir, 'vendor two copies');
    git(dir, 'rm', '-rq', '.claude/skills/bmad-tea-test-review');
    writeFileSync(join(dir, 'tests/b.spec.ts'), SPEC);
    commitAll(dir, 'drop the first copy');
    const r = await run(dir, ['--base', 'HEAD~1', '--agent', 'none', '--project-skill']);
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(/control-plane guard: the diff changes \.claude\/skills\/bmad-tea-test-review\/SKILL\.md/);
  });
});

describe('--compat tea and --comment-author, against the local GitHub API', () => {
  test("the peer's check name and sticky comment: a legacy peer comment is adopted under the claude tag", async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const report = withReport(dir, ownReport(['tests/a.spec.ts']));
    const old = github().addComment(7, '<!-- tea-test-review -->\nTEA test quality: Fail', { login: 'github-actions[bot]', type: 'Bot' });
    github().addComment(7, '<!-- tea-test-review:claude -->\nplanted by someone', { login: 'mallory', type: 'User' });
    const r = await run(
      dir,
      [
        '--base',
        'HEAD~1',
        ...agent(report),
        '--github',
        '--pr',
        '7',
        '--head-sha',
        headOf(dir),
        '--compat',
        'tea',
        '--publish-as',
        'claude',
      ],
      apiEnv(),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(github().checkRuns.map((c) => [c.name, c.conclusion])).toEqual([['TEA Test Review', 'success']]);
    const ours = github().comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(ours[0]!.id).toBe(old.id);
    expect(ours[0]!.body.split('\n')[0]).toBe('<!-- tea-test-review:claude -->');
    expect(github().comments.find((c) => c.user.login === 'mallory')!.body).toBe('<!-- tea-test-review:claude -->\nplanted by someone');
    // The default stays proofgate's: its own check name and marker, next to the peer's.
    expect(
      (await run(dir, ['--base', 'HEAD~1', ...agent(report), '--github', '--pr', '7', '--head-sha', headOf(dir)], apiEnv())).code,
    ).toBe(0);
    expect(github().checkRuns.map((c) => c.name)).toEqual(['TEA Test Review', 'proofgate test review']);
    expect(github().comments.filter((c) => c.body.startsWith('<!-- proofgate:test-review.custom -->\n'))).toHaveLength(1);
    github().assertNoViolations();
  });
  test("an app token outside Actions that GraphQL's viewer does not name needs --comment-author; with it the comment is posted", async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const report = withReport(dir, ownReport(['tests/a.spec.ts']));
    const env = { ...apiEnv(), GITHUB_ACTIONS: '' };
    const args = ['--base', 'HEAD~1', ...agent(report), '--github', '--pr', '7', '--head-sha', headOf(dir)];
    github().fault('graphql', { kind: 'status', status: 403 }, 10);
    const without = await run(dir, args, env);
    expect(without.stderr).toMatch(/the token's account is unknown.*--comment-author/);
    expect(github().comments).toHaveLength(0);
    const withAuthor = await run(dir, [...args, '--comment-author', 'github-actions[bot]'], env);
    expect(withAuthor.code, withAuthor.stderr).toBe(0);
    expect(github().comments).toHaveLength(1);
  });
  test('the action: `compat: tea` names the check run TEA Test Review', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': SPEC });
    const report = withReport(dir, ownReport(['tests/a.spec.ts']));
    const event = {
      pull_request: {
        number: 9,
        base: { sha: git(dir, 'rev-parse', 'HEAD~1').trim() },
        head: { sha: git(dir, 'rev-parse', 'HEAD').trim() },
      },
    };
    const r = await runActionAsync(
      'test-review.js',
      dir,
      {
        agent: 'custom',
        'agent-cmd': REPORT_AGENT_CMD,
        'agent-arg': `${REPORT_AGENT}\n--report\n${report}`,
        compat: 'tea',
        isolate: 'false',
        'upload-artifact': 'false',
        'github-token': 'ghs_test',
      },
      { event, env: { GITHUB_API_URL: github().url } },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(github().checkRuns.map((c) => c.name)).toEqual(['TEA Test Review']);
    expect(github().comments[0]!.body.split('\n')[0]).toBe('<!-- tea-test-review:custom -->');
  });
});

describe('the check run carries the findings the change introduced, 50 annotations per request', () => {
  test('120 introduced findings → 120 annotations in 3 requests; a pre-existing one is left out', async () => {
    const base = `${Array.from({ length: 10 }, (_, i) => `// line ${i + 1}`).join('\n')}\n`;
    const dir = repoWith({ 'tests/a.spec.ts': base });
    writeFileSync(join(dir, 'tests/a.spec.ts'), `${base}${Array.from({ length: 130 }, (_, i) => `await sleep(${i});`).join('\n')}\n`);
    commitAll(dir, 'more waits');
    const findings: OwnFinding[] = [
      ...Array.from({ length: 120 }, (_, i): OwnFinding => ({
        severity: 'Low',
        row: 'L3',
        path: 'tests/a.spec.ts',
        line: 11 + i,
        title: `Magic value ${i}`,
      })),
      { severity: 'Low', row: 'L3', path: 'tests/a.spec.ts', line: 2, title: 'An old magic value' },
    ];
    const report = withReport(dir, ownReport(['tests/a.spec.ts'], findings, { recommendation: 'Request Changes' }));
    const r = await run(dir, ['--base', 'HEAD~1', ...agent(report), '--github', '--pr', '7', '--head-sha', headOf(dir)], apiEnv());
    expect(r.code, r.stderr).toBe(1);
    const check = github().checkRuns[0]!;
    expect(check.annotations).toHaveLength(120);
    expect(check.annotations[0]).toMatchObject({
      path: 'tests/a.spec.ts',
      start_line: 11,
      end_line: 11,
      annotation_level: 'notice',
      title: 'Low L3 (introduced)',
      message: 'Magic value 0',
    });
    expect(check.annotations.some((a) => a.start_line === 2)).toBe(false);
    const writes = github().requests.filter(
      (q) =>
        (q.operation === 'checks/update' || q.operation === 'checks/create') &&
        (q.body as { output?: { annotations?: unknown[] } }).output?.annotations?.length,
    );
    expect(writes.map((q) => (q.body as { output: { annotations: unknown[] } }).output.annotations.length)).toEqual([50, 50, 20]);
    github().assertNoViolations();
  });
});
