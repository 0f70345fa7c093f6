import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { actionCase, cli, cliAsync, ROOT, runAction } from '../support/run.js';
import { outsideCode, unescapeMarkdown } from '../support/markdown.js';
import { artifactServer } from '../support/artifact-server.js';
import { lintWorkflow } from '../support/workflow-lint.js';
import { parse, stringify } from 'yaml';
import { commitAll, emptyRepo, git, makeCartRepo } from '../support/repo.js';

/** Pull request 7 of the cart repository: its last commit over the one before. */
const cartPullRequest = (repo: string) => ({
  pull_request: {
    number: 7,
    base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
    head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
  },
});

describe('review-scope action, run from dist/ as the runner runs it', () => {
  it('seals the scope from the pull request base, sets outputs, writes the job summary, and fails without an artifact runtime', () => {
    const repo = makeCartRepo();
    const base = git(repo, 'rev-parse', 'HEAD~1').trim();
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const event = { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } };
    const r = runAction('review-scope.js', repo, { id: 'pr-7', effort: 'high', 'upload-artifact': 'true' }, { event });
    expect(r.stderr).toBe('');
    // Sealed, but not handed over: a later job takes the scope only by the id this step reports.
    expect(r.code).toBe(1);
    expect(r.outputs['scope-artifact-id']).toBe('');
    expect(r.outputs['scope-sha']).toMatch(/^[0-9a-f]{64}$/);
    expect(r.outputs['scope-short']).toBe(r.outputs['scope-sha']!.slice(0, 12));
    expect(r.outputs).toMatchObject({
      files: '1',
      'changed-lines': '4',
      excluded: '1',
      'review-dir': join(repo, '_bmad-output/review/pr-7'),
      'exit-code': '3',
    });
    // The action's default effort is high: three reviewers, each its own run, so one matrix job per reviewer.
    expect(JSON.parse(r.outputs.units!)).toEqual(
      ['blind', 'edge-case', 'verification-gap'].map((reviewer) => ({
        id: `U1-${reviewer}`,
        units: 'U1',
        reviewer,
        files: 1,
        changedLines: 4,
      })),
    );
    expect(r.outputs['head-sha']).toBe(head);
    expect(r.summary).toContain('## proofgate review scope: `pr-7`');
    expect(r.summary).toContain('**1 file(s) to review, 4 changed lines, 1 unit(s)**');
    expect(r.summary).toContain('| `.env` | `secret` |');
    expect(r.summary).toContain('<details><summary><b>javascript-typescript</b>');
    expect(r.summary).toContain('```mermaid');
    // The only workflow command honoured is the error about the missing artifact runtime.
    expect(r.commands).toEqual([
      expect.stringMatching(
        /^::error::the sealed scope was not uploaded, .*: no artifact uploaded: the Actions artifact runtime is absent/,
      ),
    ]);
  });

  it("a merge queue group is reviewed from the group's base, every pull request of it; a push from its `before`", () => {
    const repo = emptyRepo('pg-merge-group-');
    mkdirSync(join(repo, 'src'));
    writeFileSync(join(repo, 'src/base.js'), 'export const base = 0;\n');
    commitAll(repo, 'base');
    const base = git(repo, 'rev-parse', 'HEAD').trim();
    writeFileSync(join(repo, 'src/one.js'), 'export const one = 1;\n');
    commitAll(repo, 'the first pull request of the group');
    writeFileSync(join(repo, 'src/two.js'), 'export const two = 2;\n');
    commitAll(repo, 'the second');
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const group = runAction(
      'review-scope.js',
      repo,
      { id: 'mq', 'upload-artifact': 'false' },
      { event: { merge_group: { base_sha: base, head_sha: head } }, env: { GITHUB_EVENT_NAME: 'merge_group' } },
    );
    expect(group.code, group.stderr).toBe(0);
    expect(group.outputs.files).toBe('2');
    const push = runAction(
      'review-scope.js',
      repo,
      { id: 'push', 'upload-artifact': 'false' },
      { event: { before: base, after: head, forced: false }, env: { GITHUB_EVENT_NAME: 'push' } },
    );
    expect(push.outputs.files).toBe('2');
    // A force push's `before` is no ancestor, and HEAD~1 would review its last commit only: refused without a base (#214).
    const forced = runAction(
      'review-scope.js',
      repo,
      { id: 'forced', 'upload-artifact': 'false' },
      { event: { before: base, after: head, forced: true }, env: { GITHUB_EVENT_NAME: 'push' } },
    );
    expect(forced.code).toBe(1);
    expect(forced.stdout).toMatch(/::error::this push \(a force push\) names no base commit/);
  });

  it("workspace: true in a pull request compares the working tree with HEAD, not with the pull request's refs", () => {
    const repo = makeCartRepo();
    const event = cartPullRequest(repo);
    writeFileSync(join(repo, 'wip.js'), 'x\n');
    const r = runAction('review-scope.js', repo, { id: 'ws', workspace: 'true', 'upload-artifact': 'false' }, { event });
    expect([r.code, r.commands]).toEqual([0, []]);
    const scope = JSON.parse(readFileSync(join(r.outputs['review-dir']!, 'scope.json'), 'utf8'));
    expect(scope.refs).toMatchObject({ workspace: true, baseSha: event.pull_request.head.sha, headSha: event.pull_request.head.sha });
    expect(scope.request).toEqual({ base: 'HEAD', head: 'working tree' });
    expect(scope.files.map((f: { path: string }) => f.path)).toEqual(['wip.js']);
  });

  it('a hostile file name cannot issue a workflow command or break the summary', () => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, '::error file=x::pwned.js'), 'x\n');
    writeFileSync(join(repo, 'a|b`<img src=x onerror=alert(1)>.js'), 'x\n');
    commitAll(repo, 'hostile names');
    const r = runAction('review-scope.js', repo, { id: 'h', 'upload-artifact': 'false' });
    expect(r.code).toBe(0);
    expect(r.commands).toEqual([]);
    expect(outsideCode(r.summary)).not.toMatch(/<img|onerror/);
    expect(r.summary).toContain('``a\\|b`<img src=x onerror=alert(1)>.js``');
  });

  it('a bad input fails the step with one line and exit-code 3, naming the input as the workflow wrote it (the CLI names its flag)', () => {
    const repo = makeCartRepo();
    const cases: [Record<string, string>, string[], string, string][] = [
      [
        { effort: 'extreme' },
        ['--effort', 'extreme'],
        'input `effort` must be one of low, medium, high (got "extreme")',
        '--effort must be one of low, medium, high (got "extreme")',
      ],
      [
        { workspace: 'true', head: 'HEAD' },
        ['--workspace', '--head', 'HEAD'],
        'input `head` does not go with input `workspace: true`: the head is the working tree on top of HEAD',
        '--head does not go with --workspace: the head is the working tree on top of HEAD',
      ],
      [
        { include: 'src/**\n{a,b}' },
        ['--include', 'src/**', '--include', '{a,b}'],
        'input `include` (item 2): brace expansion is not accepted here: "{a,b}" (give each alternative as a glob of its own)',
        '--include (item 2): brace expansion is not accepted here: "{a,b}" (give each alternative as a glob of its own)',
      ],
      [{ workspace: 'maybe' }, [], 'input `workspace` must be true or false, not "maybe"', ''],
    ];
    for (const [inputs, flags, asInput, asFlag] of cases) {
      const r = runAction('review-scope.js', repo, { id: 'x', ...inputs });
      expect([r.code, r.outputs['exit-code']], JSON.stringify(inputs)).toEqual([1, '3']);
      expect(r.commands).toEqual([`::error::${asInput}`]);
      if (!flags.length) continue;
      const c = cli(repo, ['review', 'scope', 'x', ...flags]);
      expect([c.code, c.stderr.trim()]).toEqual([3, `proofgate: ${asFlag}`]);
    }
  });

  it('the root action runs any command with args one per line, never through a shell', () => {
    const repo = makeCartRepo();
    const r = runAction('action.js', repo, { command: 'review rules', args: 'src/cart.js' });
    expect(r.code).toBe(0);
    expect(r.outputs['exit-code']).toBe('0');
    expect(r.outputs.stdout).toContain('src/cart.js gets 2 rule(s):');
    const injected = runAction('action.js', repo, { command: 'review scope', args: 'x; touch pwned\n--effort\n$(id)' });
    expect(injected.outputs['exit-code']).toBe('3');
    expect(injected.commands[0]).toMatch(/^::error::proofgate review scope exited 3/);
    // A step that cannot start (no command given) writes why as its summary, headed by the action's own name.
    const none = runAction('action.js', repo, { command: '' });
    expect(none.outputs['exit-code']).toBe('3');
    expect(none.summary).toMatch(/^## ❌ proofgate: the step failed\n\ninput `command` is required/);
  });

  it('units fit one matrix: 3,000 one-line changes in 2,100 folders give at most 256 entries of unit ids, units × reviewers', async () => {
    const repo = emptyRepo();
    writeFileSync(join(repo, 'README.md'), '# many\n');
    commitAll(repo, 'base');
    for (let i = 0; i < 2100; i++) {
      mkdirSync(join(repo, 'pkg', `m${i}`), { recursive: true });
      for (let j = 0; j < (i < 900 ? 2 : 1); j++) writeFileSync(join(repo, 'pkg', `m${i}`, `f${j}.js`), `export const v = ${i};\n`);
    }
    commitAll(repo, '3,000 one-line changes');
    const r = runAction('review-scope.js', repo, { id: 'wide', 'upload-artifact': 'false' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.outputs.files).toBe('3000');
    const scope = JSON.parse(readFileSync(join(repo, '_bmad-output/review/wide/scope.json'), 'utf8'));
    // Neighbouring folders coalesce within the seed's limits: far fewer units than folders.
    expect(scope.units.length).toBe(375);
    for (const u of scope.units) expect(u.files.length <= 8 && u.changedLines <= 400).toBe(true);
    expect(Buffer.byteLength(r.outputs.units!)).toBeLessThan(64 * 1024); // a job's outputs are capped at 1 MB
    // Three reviewers at the action's default effort (high), each its own run: units × reviewers, 85 runs of units each, 255 jobs.
    const entries = JSON.parse(r.outputs.units!) as { id: string; units: string; reviewer: string; files: number; changedLines: number }[];
    expect(entries).toHaveLength(255);
    for (const e of entries) expect(Object.keys(e)).toEqual(['id', 'units', 'reviewer', 'files', 'changedLines']);
    const reviewers = scope.reviewers.map((x: { id: string }) => x.id) as string[];
    expect(reviewers).toHaveLength(3);
    for (const reviewer of reviewers) {
      const mine = entries.filter((e) => e.reviewer === reviewer);
      expect(mine).toHaveLength(85);
      expect(mine.flatMap((e) => e.units.split(' '))).toEqual(scope.units.map((u: { id: string }) => u.id));
      expect(mine.reduce((n, e) => n + e.files, 0)).toBe(3000);
    }
    expect(entries.slice(0, 2)).toMatchObject([
      { id: 'U1-U4-blind', units: 'U1 U2 U3 U4', reviewer: 'blind' },
      { id: 'U1-U4-edge-case', units: 'U1 U2 U3 U4', reviewer: 'edge-case' },
    ]);
    expect(entries.at(-1)).toMatchObject({ id: `U371-U375-${reviewers[2]}`, units: 'U371 U372 U373 U374 U375' });

    const fewer = runAction('review-scope.js', repo, { id: 'wide', 'max-jobs': '20', 'upload-artifact': 'false' });
    expect(JSON.parse(fewer.outputs.units!)).toHaveLength(18);
    const local = cli(repo, ['review', 'scope', 'wide', '--max-jobs', '20']);
    expect(local.stdout.trimEnd().split('\n').at(-1)).toBe('matrix: 18 job(s) for 375 unit(s) × 3 reviewer(s), up to 63 unit(s) each');
    // The JSON holds the whole scope (over 1 MB): read without a buffer limit.
    expect(JSON.parse((await cliAsync(repo, ['review', 'scope', 'wide', '--json'])).stdout).matrix).toEqual(entries);
    // One run for every reviewer: one job per run of units, 256.
    const one = JSON.parse((await cliAsync(repo, ['review', 'scope', 'wide', '--dispatch', 'one', '--json'])).stdout)
      .matrix as typeof entries;
    expect(one).toHaveLength(256);
    expect(one[0]).toEqual({ id: 'U1', units: 'U1', files: 8, changedLines: 8 });
    expect(one.at(-1)).toMatchObject({ id: 'U374-U375', units: 'U374 U375' });
    const bad = runAction('review-scope.js', repo, { id: 'wide', 'max-jobs': '300' });
    expect(bad.commands).toEqual([
      '::error::input `max-jobs` must be a whole number from 1 to 256 (GitHub\'s limit for one matrix), not "300"',
    ]);
  });
});

// A later job (the matrix recipe's unit jobs) reads the sealed scope from its artifact: taken by the id the
// step reports, never by its name, which any job of the run (the pull request's tests) can upload under first.
describe('review-scope: the sealed scope is taken by the id the step reports, never by its name', () => {
  const SCOPE = 'proofgate-scope-pr-7';
  const sealed = () => {
    const repo = makeCartRepo();
    const event = cartPullRequest(repo);
    return { repo, event };
  };

  it("#591 another job of the run took the scope artifact's name first (409 Conflict): the step fails, exit-code 3, no id", async () => {
    const { repo, event } = sealed();
    const service = await artifactServer({ taken: [SCOPE] });
    try {
      const r = await actionCase('review-scope.js', repo, { id: 'pr-7' }, { env: service.env, event });
      expect([r.code, r.outputs['exit-code'], r.outputs['scope-artifact-id']], r.stdout).toEqual([1, '3', '']);
      expect(r.commands.filter((c) => !c.startsWith('::debug::'))).toEqual([
        expect.stringMatching(
          /^::error::the sealed scope was not uploaded, .*: artifact proofgate-scope-pr-7 not uploaded: .*\(409\) Conflict/,
        ),
      ]);
      expect(unescapeMarkdown(r.summary)).toMatch(
        /> \[!CAUTION\]\n> \*\*The sealed scope is not handed over: the step fails\.\*\* the sealed scope was not uploaded/,
      );
    } finally {
      await service.close();
    }
  });

  it('#591 the scope uploaded under a free name: its id is the output scope-artifact-id, and the summary names that id', async () => {
    const { repo, event } = sealed();
    const service = await artifactServer();
    try {
      const r = await actionCase('review-scope.js', repo, { id: 'pr-7' }, { env: service.env, event });
      const id = service.ids().get(SCOPE);
      expect([r.code, r.outputs['exit-code'], r.outputs['scope-artifact-id']], r.stdout).toEqual([0, '0', String(id)]);
      expect([...service.artifacts().get(SCOPE)!.keys()].sort()).toEqual(['checklist.md', 'scope.json']);
      expect(unescapeMarkdown(r.summary)).toContain(
        `This run holds the sealed scope as the artifact \`${SCOPE}\`, id ${id} (the step's output \`scope-artifact-id\`)`,
      );
    } finally {
      await service.close();
    }
  });
  it('#591 the matrix recipe: the unit jobs download the scope by the id the scope job reports; by its name the workflow lint refuses it', () => {
    const text = readFileSync(join(ROOT, 'docs/recipes/ci-review/review-gate-matrix.yml'), 'utf8');
    expect(lintWorkflow(text)).toEqual([]);
    type Job = { outputs?: Record<string, string>; steps: { if?: string; uses?: string; with?: Record<string, string> }[] };
    const doc = parse(text) as { jobs: Record<string, Job> };
    expect(doc.jobs.scope!.outputs?.['scope-artifact-id']).toBe('${{ steps.scope.outputs.scope-artifact-id }}');
    const download = doc.jobs.review!.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!;
    expect(download.with?.['artifact-ids']).toBe('${{ needs.scope.outputs.scope-artifact-id }}');
    // The recipe as it was: the scope by its name, which any job of the run can upload under first.
    delete download.if;
    download.with = { name: 'proofgate-scope', path: '_bmad-output/review/pr-7' };
    expect(lintWorkflow(stringify(doc))).toContainEqual(
      "job review step 2: downloads by name or pattern what job scope's proofgate step uploads and reports the id of, and any job of the run can upload under that name first: download artifact-ids: ${{ needs.scope.outputs.scope-artifact-id }} (the job passing its step's scope-artifact-id through outputs:)",
    );
  });
});
