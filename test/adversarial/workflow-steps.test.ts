// The actions' outputs as a user's workflow uses them: a later `run:` step that interpolates
// `${{ steps.x.outputs.y }}` into its script, rendered by the expression player the composite tests
// use (test/support/composite.ts) and run by bash as the runner runs a `shell: bash` step.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { git } from '../support/repo.js';
import { actionCase, ROOT } from '../support/run.js';
import { parse } from 'yaml';
import { interpolate, playComposite } from '../support/composite.js';
import { ownReport, REPORT_AGENT, REPORT_AGENT_CMD, repoWith } from '../test-review/support.js';
import { ENV_CANARIES, expectNoCanary, gateOnPullRequest, sinks } from './support.js';
import { useGitHubServer } from '../support/github-server.js';
import { STAND_IN_CMD, standInCheckout } from '../support/stand-in.js';
import { EXAMPLE, project, UAT } from '../uat/support.js';

/** Text an agent (steered by the pull request's code) may write: each piece would run a command in a shell that took it as code. */
const PAYLOAD = [
  "it is'; touch pwned-sq; '",
  '$(touch pwned-subst)',
  '`touch pwned-tick`',
  '"; touch pwned-dq; "',
  '${IFS}; touch pwned-brace',
  '\u2019; touch pwned-smart; \u2019',
  '%GITHUB_TOKEN% & touch pwned-cmd',
].join(' ');

/** How a user's `run:` step naturally takes a JSON output: each writes what it got to a file. */
const STEPS = [
  `printf '%s' '\${{ steps.x.outputs.OUT }}' > got.json`,
  `echo "\${{ steps.x.outputs.OUT }}" > dq.txt`,
  `cat > here.json <<EOF\n\${{ steps.x.outputs.OUT }}\nEOF`,
  `jq -c . <<< '\${{ steps.x.outputs.OUT }}' > jq.json`,
];

/** Runs each step with `output` interpolated, as the runner does (`bash --noprofile --norc -eo pipefail`), in a fresh folder. */
function runSteps(name: string, output: string): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'proofgate-steps-'));
  for (const step of STEPS) {
    const script = interpolate(step.replace('OUT', name), { steps: { x: { outputs: { [name]: output } } } });
    writeFileSync(join(dir, 'step.sh'), script);
    spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(dir, 'step.sh')], { cwd: dir, encoding: 'utf8' });
  }
  return { dir, files: readdirSync(dir).sort() };
}

function expectInert(name: string, output: string): void {
  const { dir, files } = runSteps(name, output);
  expect(
    files.filter((f) => f.startsWith('pwned')),
    `a ${name} output ran a command`,
  ).toEqual([]);
  // Single quotes, a heredoc and jq each read the same value the output holds.
  for (const f of ['got.json', 'here.json', 'jq.json']) expect(JSON.parse(readFileSync(join(dir, f), 'utf8'))).toEqual(JSON.parse(output));
}

const github = useGitHubServer();

describe('JSON outputs a later run: step interpolates', () => {
  it('#350 test-review `json`: agent text with quotes, $(…), backticks is inert in single quotes, double quotes, a heredoc', async () => {
    const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = join(repo, '..', `${repo.split('/').pop()}-report.md`);
    writeFileSync(
      report,
      ownReport(['tests/a.spec.ts'], [{ severity: 'Critical', row: 'C3', path: 'tests/a.spec.ts', line: 2, title: PAYLOAD }]),
    );
    const event = {
      pull_request: {
        number: 12,
        base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
        head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
      },
    };
    const r = await actionCase(
      'test-review.js',
      repo,
      {
        agent: 'custom',
        'agent-cmd': REPORT_AGENT_CMD,
        'agent-arg': `${REPORT_AGENT}\n--report\n${report}`,
        github: 'false',
        isolate: 'false',
        'upload-artifact': 'false',
      },
      { event, env: ENV_CANARIES },
    );
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.commands).toContain('::error::test review: fail (exit 1)');
    // The agent's words are in the output, whole: the value is what it was.
    expect(JSON.stringify(JSON.parse(r.outputs.json!))).toContain('$(touch pwned-subst)');
    expectInert('json', r.outputs.json!);
    expectNoCanary(sinks(r, [repo]));
  });

  it('#350 uat-gate `recipes`: a recipe file name the pull request chose is inert too', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'shop', version: EXAMPLE.version }));
    // Unreadable, under a name that would run two commands: the gate names it as a file that may be a recipe of the release.
    writeFileSync(join(dir, UAT, 'specs', `x';touch pwned-rsq;'$(touch pwned-rsub).json`), '{');
    const r = await actionCase('uat-gate.js', dir, { 'from-package-version': 'true', mode: 'gate' }, { env: ENV_CANARIES });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('error');
    expect(r.commands.at(-1)).toMatch(/^::error::uat gate version 1\.0\.0.*: error$/);
    const recipes = JSON.parse(r.outputs.recipes!) as { id: string }[];
    expect(recipes.map((x) => x.id)).toContain(`${UAT}/specs/x';touch pwned-rsq;'$(touch pwned-rsub).json`);
    expectInert('recipes', r.outputs.recipes!);
    expectNoCanary(sinks(r, [dir]));
  });
});

/** A workflow's `artifact-name: proofgate-${{ github.head_ref }}` on a branch `feature/checkout`, and other names the service refuses. */
const REFUSED = ['proofgate-feature/checkout', 'ev"q"', "it's", 'a:b', 'a<b>', 'b|c', 'd*', 'e?', 'f\\g', 'line\nbreak', 'cr\rx'];
const REFUSAL = /^::error::input `artifact-name` holds .*no artifact name may hold .*: name it from the pull request's number/;

describe("#351 an artifact name the artifact service refuses is the workflow's bad input: refused before any work", () => {
  it('#351 review-gate: exit 3 in one line naming the input, before the agent runs or a check run is opened', async () => {
    const repo = standInCheckout();
    for (const name of REFUSED.slice(0, 2)) {
      const before = github().requests.length;
      const r = await gateOnPullRequest(github(), repo, 'pr-7', 'HEAD~1', {
        agent: 'custom',
        'agent-cmd': STAND_IN_CMD,
        isolate: 'none',
        'upload-artifact': 'true',
        'artifact-name': name,
      });
      expect([r.code, r.outputs['exit-code']]).toEqual([1, '3']);
      expect(r.commands.filter((c) => c.startsWith('::error::'))).toEqual([expect.stringMatching(REFUSAL)]);
      expect(github().requests.length, 'nothing published').toBe(before);
      expect(existsSync(join(repo, '_bmad-output/review/pr-7/findings.json')), 'no agent ran').toBe(false);
      expectNoCanary(sinks(r, [repo]));
    }
  });

  it('#351 review-scope, test-review and uat-gate: the same line, before any work', async () => {
    const repo = standInCheckout();
    for (const [entry, inputs, code] of [
      ['review-scope.js', { id: 'pr-7', base: 'HEAD~1' }, 3],
      ['test-review.js', { agent: 'none', github: 'false' }, 2],
      ['uat-gate.js', { id: 'example-1.0.0', mode: 'gate' }, 3],
    ] as const)
      for (const name of REFUSED) {
        const r = await actionCase(entry, repo, { ...inputs, 'artifact-name': name }, { env: ENV_CANARIES });
        expect([r.code, r.outputs['exit-code']], `${entry} ${JSON.stringify(name)}`).toEqual([1, String(code)]);
        expect(r.commands.filter((c) => c.startsWith('::error::'))).toEqual([expect.stringMatching(REFUSAL)]);
      }
    expect(existsSync(join(repo, '_bmad-output/review/pr-7')), 'no scope sealed').toBe(false);
  });

  it('#351 the composite review/: its first step refuses the name, so nothing runs and nothing is uploaded', async () => {
    const repo = standInCheckout();
    for (const name of REFUSED) {
      const asked: string[] = [];
      const r = await playComposite(
        'review',
        repo,
        { id: 'one', agent: 'custom', 'agent-cmd': STAND_IN_CMD, 'github-token': '', 'artifact-name': name },
        (uses) => (asked.push(uses), {}),
        { env: { GITHUB_EVENT_NAME: 'push' } },
      );
      const check = r.steps.find((x) => x.step.id === 'switches')!;
      expect(check.outcome, JSON.stringify(name)).toBe('failure');
      expect(check.run!.stdout.trim().split('\n')).toEqual([expect.stringMatching(REFUSAL)]);
      expect(r.steps.filter((x) => x.ran && x.step.id !== 'switches')).toEqual([]);
      expect(asked).toEqual([]);
    }
    // A name the service takes passes the check: the review runs.
    const ok = await playComposite(
      'review',
      repo,
      { id: 'two', agent: 'custom', 'agent-cmd': STAND_IN_CMD, 'github-token': '', 'artifact-name': 'proofgate-pr-7_v1.2' },
      () => ({ outputs: { 'artifact-id': '1' } }),
      { env: { GITHUB_EVENT_NAME: 'push' } },
    );
    expect(ok.outputs.verdict).toBe('clean');
  });
});

describe('#665 every documented output is written on every exit path', () => {
  // uat-gate left `mode` unset when it could not read `_bmad/config.yaml` and no `mode` input was given: a
  // later `if: steps.uat.outputs.mode == …` read a value its page never lists. Each action's outputs are
  // those its page's Outputs table lists (the root action's, its action.yml: README.md lists them).
  const documented = (action: string): string[] => {
    if (action === 'command') return Object.keys((parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { outputs: object }).outputs);
    const page = readFileSync(join(ROOT, `docs/action-${action}.md`), 'utf8');
    const table = /^## Outputs\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(page)![1]!;
    return [...table.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!);
  };
  const declared = (action: string): string[] =>
    Object.keys(
      (parse(readFileSync(join(ROOT, action === 'command' ? 'action.yml' : `${action}/action.yml`), 'utf8')) as { outputs: object })
        .outputs,
    );
  const badConfig = () => repoWith({ '_bmad/config.yaml': 'uat: [\n  mode: gate\n' });
  const CASES: [string, string, () => string, Record<string, string>, Record<string, string>][] = [
    ['review-scope', 'a refused input', () => repoWith({ 'a.ts': 'x\n' }), { effort: 'bogus' }, { 'exit-code': '3' }],
    ['review-gate', 'a refused input', () => repoWith({ 'a.ts': 'x\n' }), { id: 'x', effort: 'bogus' }, { 'exit-code': '3' }],
    ['test-review', 'a refused input', () => repoWith({ 'a.ts': 'x\n' }), { 'min-score': 'x', github: 'false' }, { verdict: 'broken' }],
    ['uat-gate', 'a refused input', () => repoWith({ 'a.ts': 'x\n' }), { mode: 'bogus' }, { verdict: 'error', mode: 'unknown' }],
    ['uat-gate', 'a config it cannot read, no mode input', badConfig, { id: 'x' }, { verdict: 'error', 'exit-code': '3', mode: 'unknown' }],
    ['uat-gate', 'a config it cannot read, mode given', badConfig, { id: 'x', mode: 'gate' }, { verdict: 'error', mode: 'gate' }],
    ['command', 'an unknown command', () => repoWith({ 'a.ts': 'x\n' }), { command: 'nope' }, {}],
  ];
  it.each(CASES)('#665 %s on %s: every output its docs list is in GITHUB_OUTPUT', async (action, _, repo, inputs, expected) => {
    const listed = documented(action);
    expect(listed.length).toBeGreaterThan(0);
    // What the page lists is what the action declares: the runner writes what is declared before it runs.
    expect(new Set(listed)).toEqual(new Set(declared(action)));
    const r = await actionCase(`${action === 'command' ? 'action' : action}.js`, repo(), inputs);
    expect(r.code, r.stdout).not.toBe(0);
    for (const name of listed) expect(r.outputs, `${action} output ${name}`).toHaveProperty([name]);
    expect(r.outputs, r.stdout).toMatchObject(expected);
    if (_.includes('config')) expect(r.stdout).toContain('_bmad/config.yaml is not valid YAML');
  });
});
