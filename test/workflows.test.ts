import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './support/run.js';
import { parse } from 'yaml';
import { lintWorkflow, proofgateAction } from './support/workflow-lint.js';

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(dir, f));
}

const files = [...yamlFiles(join(ROOT, '.github/workflows')), ...yamlFiles(join(ROOT, 'docs/recipes'))];

describe('workflow hygiene: every workflow we ship or recommend', () => {
  it('there are workflows to check: CI and the four recipes', () => {
    expect(files.map((f) => relative(ROOT, f)).sort()).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        'docs/recipes/ci-review/review-gate-matrix.yml',
        'docs/recipes/ci-review/review-gate.yml',
        'docs/recipes/ci-review/review-scope.yml',
        'docs/recipes/ci-review/review.yml',
      ]),
    );
  });
  for (const file of files) {
    it(relative(ROOT, file), () => {
      expect(lintWorkflow(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});

describe('the recipes ask for pull-requests: write only where the review is posted', () => {
  interface Job {
    permissions?: Record<string, string>;
    steps?: { uses?: string; with?: Record<string, unknown> }[];
  }
  for (const file of yamlFiles(join(ROOT, 'docs/recipes'))) {
    it(relative(ROOT, file), () => {
      const jobs = Object.entries((parse(readFileSync(file, 'utf8')) as { jobs: Record<string, Job> }).jobs);
      for (const [name, job] of jobs) {
        // review-gate (alone or in the review action) posts a review unless it only writes a part (a unit, or gate: false) or pr-review is off.
        const posts = (job.steps ?? []).some(
          (s) =>
            ['review-gate', 'review'].includes(proofgateAction(s.uses) ?? '') &&
            s.with?.unit === undefined &&
            s.with?.gate !== 'false' &&
            s.with?.['pr-review'] !== 'off',
        );
        expect(job.permissions?.['pull-requests'], name).toBe(posts ? 'write' : undefined);
      }
    });
  }
});

// #393: a dependency installed and run in a job holding a write token or the OIDC token can steer the
// job's later steps (GITHUB_PATH, GITHUB_ENV, a process left running) and use those tokens.
describe('#393 no job that holds a write token or the OIDC token installs or runs a dependency', () => {
  const INSTALLS = /\b(?:npm (?:ci|install|i|run|exec|test|rebuild)|npx|yarn|pnpm|bun (?:install|run|x))\b/;
  for (const file of files) {
    it(`#393 ${relative(ROOT, file)}`, () => {
      const jobs =
        (
          parse(readFileSync(file, 'utf8')) as {
            jobs?: Record<string, { permissions?: Record<string, string>; steps?: { run?: string }[] }>;
          }
        ).jobs ?? {};
      const violations = Object.entries(jobs).flatMap(([name, job]) =>
        Object.values(job.permissions ?? {}).includes('write')
          ? (job.steps ?? []).flatMap((step) => (step.run && INSTALLS.test(step.run) ? [`${name}: ${step.run.trim().split('\n')[0]}`] : []))
          : [],
      );
      expect(violations).toEqual([]);
    });
  }
  it('#393 the release installs and checks in a job of its own, and publishes from one that runs none of it', () => {
    const jobs = (
      parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as {
        jobs: Record<string, { permissions: Record<string, string>; needs?: string }>;
      }
    ).jobs;
    expect(jobs.verify!.permissions).toEqual({ contents: 'read' });
    expect(jobs.publish!.needs).toBe('verify');
  });
});

/** A recipe's text, for a violation made by undoing one of its defences. */
const recipe = (name: string) => readFileSync(join(ROOT, 'docs/recipes/ci-review', name), 'utf8');

describe('the lint catches each violation', () => {
  const good = `on:\n  pull_request:\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${'a'.repeat(40)} # v7.0.1\n        with:\n          persist-credentials: false\n      - run: echo "$TITLE"\n        env:\n          TITLE: \${{ github.event.pull_request.title }}\n`;
  it('passes a good workflow', () => expect(lintWorkflow(good)).toEqual([]));
  const HEAD_REF = '${{ github.event.pull_request.head.sha }}';
  /**
   * One job that runs an agent with `permission` granted (checking out the pull request's head, as a review step needs);
   * it gates in a later job, since gating here publishes beside the agent (hazard 664).
   */
  const agentJob = (permission: string, action = 'review-gate', agent = "\n          agent: claude\n          gate: 'false'") =>
    good
      // A gate runs again when the pull request is retargeted (hazard 252).
      .replace('  pull_request:\n', '  pull_request:\n    types: [opened, synchronize, reopened, edited]\n')
      .replace('    runs-on:', `    permissions:\n      contents: read\n      ${permission}\n    runs-on:`)
      .replace('persist-credentials: false', `persist-credentials: false\n          ref: ${HEAD_REF}`) +
    `      - uses: OWNER/proofgate/${action}@${'b'.repeat(40)} # v0.1.0\n        with:\n          id: x${agent}\n`;
  it('passes an agent job that holds only contents: read', () => expect(lintWorkflow(agentJob('actions: read'))).toEqual([]));
  const selfHosted = (text: string) => text.replace('    runs-on: ubuntu-latest', '    runs-on: [self-hosted, proofgate-agent]');
  it("passes a self-hosted agent job that runs only for this repository's pull requests", () =>
    expect(
      lintWorkflow(
        selfHosted(agentJob('actions: read')).replace(
          '    runs-on:',
          '    if: github.event.pull_request.head.repo.full_name == github.repository\n    runs-on:',
        ),
      ),
    ).toEqual([]));
  /** A scope job's units as a matrix, and a gate run always() on its outputs. */
  const unitsMatrix = [
    'on:\n  push:\npermissions: {}\njobs:',
    '  scope:\n    runs-on: ubuntu-latest\n    outputs:\n      units: x\n    steps:\n      - run: echo',
    '  review:\n    needs: scope\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        unit: ${{ fromJSON(needs.scope.outputs.units) }}\n    steps:\n      - run: echo',
    '  gate:\n    needs: [scope, review]\n    if: always()\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "$H"\n        env:\n          H: ${{ needs.scope.outputs.head-sha }}\n',
  ].join('\n');
  const bad: [string, string, RegExp][] = [
    ['a tag pin', good.replace(`@${'a'.repeat(40)}`, '@v7'), /not pinned by a full 40-hex SHA/],
    ['no version comment', good.replace(' # v7.0.1', ''), /no version comment/],
    ['pull_request_target', good.replace('pull_request:', 'pull_request_target:'), /trigger pull_request_target/],
    ['workflow_run', good.replace('  pull_request:', '  workflow_run:'), /trigger workflow_run/],
    ['missing top-level permissions', good.replace('permissions: {}\n', ''), /top-level permissions must be \{\}/],
    [
      'write permissions at the top',
      good.replace('permissions: {}', 'permissions:\n  contents: write'),
      /top-level permissions must be \{\}/,
    ],
    ['an expression inside run:', good.replace('echo "$TITLE"', 'echo "${{ github.event.pull_request.title }}"'), /inside run:/],
    ['persisted credentials', good.replace('persist-credentials: false', 'fetch-depth: 0'), /persist-credentials: false/],
    [
      'the unreleased placeholder without its comment',
      good.replace(`actions/checkout@${'a'.repeat(40)} # v7.0.1`, 'OWNER/proofgate/review-gate@PROOFGATE_SHA'),
      /PROOFGATE_SHA placeholder needs/,
    ],
    [
      'SARIF written and never uploaded',
      good.replace(
        '      - run: echo',
        `      - uses: OWNER/proofgate/review-gate@PROOFGATE_SHA # unreleased: x\n        with:\n          sarif-file: a.sarif\n      - run: echo`,
      ),
      /writes SARIF \(sarif-file\) without uploading it/,
    ],
    [
      'SARIF uploaded by its name, which a pull request can commit',
      good
        .replace(
          '      - run: echo',
          `      - uses: OWNER/proofgate/review-gate@PROOFGATE_SHA # unreleased: x\n        id: gate\n        with:\n          sarif-file: a.sarif\n      - uses: github/codeql-action/upload-sarif@${'c'.repeat(40)} # v4.36.2\n        if: always() && hashFiles('a.sarif') != ''\n        with:\n          sarif_file: a.sarif\n      - run: echo`,
        )
        .replace('    runs-on:', '    permissions:\n      security-events: write\n    runs-on:'),
      /upload-sarif must upload \$\{\{ steps\.gate\.outputs\.sarif-file \}\} and run only when it is set/,
    ],
    [
      'a placeholder for another action',
      good.replace(`actions/checkout@${'a'.repeat(40)}`, 'actions/checkout@PROOFGATE_SHA'),
      /not pinned/,
    ],
    [
      'a checkout of the merge commit beside a review step on a pull request',
      agentJob('actions: read').replace(`\n          ref: ${HEAD_REF}`, ''),
      /job a step 1: actions\/checkout without ref: \(the pull request's head the scope seals/,
    ],
    ['an agent beside a write token', agentJob('checks: write'), /job a runs an agent with checks: write; gate and publish in a later job/],
    ['an agent beside an id-token', agentJob('id-token: write'), /job a runs an agent with id-token: write/],
    [
      "a signed-in agent (self-hosted) on a fork's pull request",
      selfHosted(agentJob('actions: read')),
      /job a runs a signed-in agent on a fork's pull request too/,
    ],
    [
      'the review action running an agent beside a write token',
      agentJob('checks: write', 'review'),
      /job a runs an agent with checks: write/,
    ],
    [
      'the review action uploading SARIF without security-events: write',
      agentJob('checks: write', 'review', '\n          merge-parts: true'),
      /the review action uploads SARIF without security-events: write/,
    ],
    [
      'a with: key the proofgate action does not take',
      agentJob('actions: read', 'review', '\n          merge-part: true'),
      /merge-part is not an input of OWNER\/proofgate\/review@/,
    ],
    ['a required input of a proofgate action left out', agentJob('actions: read').replace('          id: x\n', ''), /requires id/],
    [
      'test-review (an agent by default) beside a write token',
      agentJob('pull-requests: write', 'test-review', ''),
      /runs an agent with pull-requests: write/,
    ],
    [
      '#477 tests-junit in the job that gates a pull request (the tests are its code)',
      agentJob('checks: read', 'review-gate', '\n          agent: none\n          tests-junit: junit.xml'),
      /job a step 3: tests-junit on a pull request: run the tests in a job of their own and give tests-check/,
    ],
    [
      '#477 tests-check naming no job the gate job needs',
      agentJob('checks: read', 'review-gate', '\n          agent: none\n          tests-check: test'),
      /job a step 3: tests-check "test" is the name of no job this job needs/,
    ],
    [
      "#478 a matrix over the scope job's units with no guard for none",
      unitsMatrix,
      /job review: its matrix is needs\.scope\.outputs\.units/,
    ],
    [
      "#478 a job run always() on the scope job's outputs whether or not it succeeded",
      unitsMatrix,
      /job gate: runs always\(\) on needs\.scope's outputs: add needs\.scope\.result == 'success'/,
    ],
    [
      '#574 the gate step after the seal, skipped when the seal fails (review-gate.yml without its always())',
      recipe('review-gate.yml').replace(/^ {8}if: always\(\)\n(?= {8}uses: OWNER\/proofgate\/review-gate@)/m, ''),
      /job gate step 4: it publishes the verdict, and a step before it that fails \(the seal, on an edited pull request\) skips it/,
    ],
    [
      '#574 the review action after the checkout, skipped when it fails (review.yml without its always())',
      recipe('review.yml').replace(/^ {6}- if: always\(\)\n {8}uses:/m, '      - uses:'),
      /job gate step 2: it publishes the verdict/,
    ],
    [
      '#574 the gate job run only when the scope job succeeded (the matrix recipe as it was)',
      recipe('review-gate-matrix.yml').replace(
        'if: always() && github.event.pull_request.head.repo.full_name == github.repository\n    runs-on: ubuntu-latest\n    permissions:\n      contents: read\n      checks: write',
        "if: always() && needs.scope.result == 'success'\n    runs-on: ubuntu-latest\n    permissions:\n      contents: read\n      checks: write",
      ),
      /job gate publishes the verdict but a job it needs can skip it/,
    ],
    [
      '#574 a gate job that a failed job it needs skips (no always())',
      recipe('review.yml').replace(
        '  gate:\n    needs: review\n    # Gate even when the review failed: its files are then unaccounted for, so the verdict is incomplete.\n    if: always() && ',
        '  gate:\n    needs: review\n    if: ',
      ),
      /job gate publishes the verdict but a job it needs can skip it/,
    ],
  ];
  for (const [name, text, problem] of bad) it(name, () => expect(lintWorkflow(text).join('\n')).toMatch(problem));
});
