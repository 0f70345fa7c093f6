import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionCase, cli, runAction } from '../support/run.js';
import { artifactServer } from '../support/artifact-server.js';
import { outsideCode, unescapeMarkdown } from '../support/markdown.js';
import { EXAMPLE, makeRun, project, UAT, writeJson, writeSpec } from './support.js';

const runFile = (dir: string) => join(dir, UAT, 'results/example-1.0.0/run-20261129T100000Z-abcd.json');

describe('uat-gate action, run from dist/ as the runner runs it', () => {
  it('advisory (no config): builds the page, reports awaiting, never fails the step, says nothing is gated', () => {
    const dir = project();
    // No artifact runtime here: the workflow's own step would upload the page (its handover is below).
    const r = runAction('uat-gate.js', dir, { id: 'example-1.0.0', 'build-page': 'true', 'upload-artifact': 'false' });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({
      mode: 'advisory',
      verdict: 'awaiting',
      'exit-code': '2',
      page: join(dir, UAT, 'pages/uat-example-1.0.0.html'),
    });
    expect(existsSync(r.outputs.page!)).toBe(true);
    expect(r.summary).toContain('### \u23f3 awaiting');
    expect(r.summary).toContain('nothing is gated');
    expect(r.commands).toEqual(['::notice::uat gate example-1.0.0: awaiting (advisory mode: nothing is gated)']);
  });

  it('gate mode from _bmad/config.yaml fails the step with the verdict; the summary lists each failure with its triage', () => {
    const dir = project();
    mkdirSync(join(dir, '_bmad'));
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  mode: gate\n');
    writeJson(
      runFile(dir),
      makeRun(EXAMPLE, { E1: 'pass', E2: 'pass', E3: 'fail', E4: 'pass', E5: 'pass' }, { tester: '@octocat <img src=x onerror=alert(1)>' }),
    );
    writeJson(join(dir, UAT, 'triage/example-1.0.0.json'), {
      schema: 'bmad-plus/uat-triage/1',
      specId: 'example-1.0.0',
      runId: 'run-20261129T100000Z-abcd',
      items: [{ expect: 'E3', class: 'undecided', decision: 'ask-tester' }],
      writeChecks: [],
    });
    const r = runAction('uat-gate.js', dir, { id: 'example-1.0.0' });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ mode: 'gate', verdict: 'failed', 'exit-code': '1' });
    expect(r.commands).toEqual(['::error::uat gate example-1.0.0: failed']);
    expect(r.summary).toContain('| 4 | 1 | 0 | 0 | 0 |');
    expect(r.summary).toContain(
      '| `E3` | fail | The booking number shown starts with BK- | saw something else at E3 | undecided | ask-tester |',
    );
    expect(r.summary).toContain('is undecided: ask the tester what they saw');
    expect(outsideCode(r.summary)).not.toMatch(/<img|@octocat/);
  });

  it('from-package-version finds the recipe; mode off gates nothing; a bad mode is an error', () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    let r = runAction('uat-gate.js', dir, { 'from-package-version': 'true', mode: 'gate' });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('awaiting');
    r = runAction('uat-gate.js', dir, { id: 'example-1.0.0', mode: 'off' });
    expect([r.code, r.outputs.verdict]).toEqual([0, 'off']);
    expect(r.summary).toContain('**off**');
    r = runAction('uat-gate.js', dir, { id: 'example-1.0.0', mode: 'strict' });
    expect(r.code).toBe(1);
    expect(r.outputs['exit-code']).toBe('3');
  });

  it('in a pull request whose base is not in the clone: mode off from the input reads nothing and passes; gate mode says why, as the verdict `error`', () => {
    const dir = project();
    const event = { pull_request: { number: 7, base: { sha: '0123456789abcdef0123456789abcdef01234567' }, head: { sha: 'a'.repeat(40) } } };
    const off = runAction('uat-gate.js', dir, { id: 'example-1.0.0', mode: 'off' }, { event });
    expect([off.code, off.outputs.verdict, off.outputs['exit-code']]).toEqual([0, 'off', '0']);
    const gate = runAction('uat-gate.js', dir, { id: 'example-1.0.0', mode: 'gate' }, { event });
    expect(gate.code).toBe(1);
    expect(gate.outputs).toMatchObject({ mode: 'gate', verdict: 'error', 'exit-code': '3' });
    expect(gate.summary).toContain('the gate could not run');
    expect(gate.commands.filter((c) => c.startsWith('::error::'))).toEqual([expect.stringMatching(/base commit .* is not in the clone/)]);
  });
  it('a wrong input fails the step in every mode, named as the workflow wrote it (input `src`), as the CLI names --src', () => {
    const dir = project();
    const cases: [Record<string, string>, RegExp][] = [
      [{ id: 'example-1.0.0', 'build-page': 'true', src: 'nope' }, /^::error::input `src: "nope"` does not exist; give the folder/],
      [
        { id: 'example-1.0.0', 'from-package-version': 'true' },
        /^::error::give either input `id` or input `from-package-version: true`, not both$/,
      ],
      [{}, /^::error::input `id` is required \(or set input `from-package-version: true`\)$/],
      [{ id: 'example-1.0.0', 'build-page': 'yes' }, /^::error::input `build-page` must be true or false, not "yes"$/],
      [{ id: 'example-1.0.0', 'upload-artifact': 'maybe' }, /^::error::input `upload-artifact` must be true or false, not "maybe"$/],
      [{ id: 'example-1.0.0', mode: 'strict' }, /^::error::input `mode` must be one of advisory, gate, off \(got "strict"\)$/],
    ];
    for (const [inputs, said] of cases) {
      const r = runAction('uat-gate.js', dir, { mode: 'advisory', ...inputs });
      expect([r.code, r.outputs['exit-code']], JSON.stringify(inputs)).toEqual([1, '3']);
      expect(r.commands.filter((c) => c.startsWith('::error::'))).toEqual([expect.stringMatching(said)]);
    }
    // The source is read only to build the page: without build-page a wrong one is not looked at.
    expect(runAction('uat-gate.js', dir, { id: 'example-1.0.0', src: 'nope' }).code).toBe(0);
    const lint = cli(dir, ['uat', 'lint', 'example-1.0.0', '--src', 'nope']);
    expect([lint.code, lint.stderr.trim()]).toEqual([
      3,
      `proofgate: --src "nope" does not exist; give the folder that holds the screens' source`,
    ]);
    expect(cli(dir, ['uat', 'serve', 'example-1.0.0', '--port', '70000']).stderr).toMatch(
      /^proofgate: --port must be a whole number from 0 to 65535/,
    );
  });
});

// Any job of a workflow run (the pull request's tests) can upload an artifact to the run under the page's name
// first: the tester, taking the page by that name, would play a page proofgate never built, and its export (the
// right spec hash and commit) would pass the gate. The page is bound to this step by the id it reports.
describe('uat-gate: the tester takes the page by the id the step reports, never by its name', () => {
  const PAGE = 'proofgate-uat-example-1.0.0';

  it("#591 another job of the run took the page artifact's name first (409 Conflict): the step fails in advisory mode, verdict error", async () => {
    const dir = project();
    const service = await artifactServer({ taken: [PAGE] });
    try {
      const r = await actionCase('uat-gate.js', dir, { id: 'example-1.0.0', 'build-page': 'true' }, { env: service.env });
      expect([r.code, r.outputs.mode, r.outputs.verdict, r.outputs['exit-code']], r.stdout).toEqual([1, 'advisory', 'error', '3']);
      // No id: nothing sends the tester to the planted page.
      expect(r.outputs['page-artifact-id']).toBe('');
      expect(JSON.parse(r.outputs.recipes!)).toEqual([
        { id: 'example-1.0.0', verdict: 'error', 'exit-code': 3, page: join(dir, UAT, 'pages/uat-example-1.0.0.html') },
      ]);
      expect(r.commands.filter((c) => !c.startsWith('::debug::'))).toEqual([
        expect.stringMatching(
          /^::error::uat gate example-1\.0\.0: error: the tester's page was not uploaded, .*: artifact proofgate-uat-example-1\.0\.0 not uploaded: .*\(409\) Conflict/,
        ),
      ]);
      expect(unescapeMarkdown(r.summary)).toMatch(
        /> \[!CAUTION\]\n> \*\*The page is not handed over: not a pass, in every mode\.\*\* the tester's page was not uploaded/,
      );
      expect(r.summary).not.toMatch(/This run holds|download it by the artifact's id/);
      expect(service.artifacts().has(PAGE)).toBe(false);
    } finally {
      await service.close();
    }
  });

  it('#591 no artifact runtime where the page is to be uploaded: error in gate and advisory mode; upload-artifact false builds it for a step of its own', async () => {
    const dir = project();
    for (const mode of ['advisory', 'gate']) {
      const r = await actionCase('uat-gate.js', dir, { id: 'example-1.0.0', 'build-page': 'true', mode });
      expect([r.code, r.outputs.verdict, r.outputs['exit-code']], mode).toEqual([1, 'error', '3']);
      expect(r.commands).toEqual([
        expect.stringMatching(/^::error::uat gate example-1\.0\.0: error: .*the Actions artifact runtime is absent/),
      ]);
    }
    const own = await actionCase('uat-gate.js', dir, { id: 'example-1.0.0', 'build-page': 'true', 'upload-artifact': 'false' });
    expect([own.code, own.outputs.verdict, own.outputs.page]).toEqual([0, 'awaiting', join(dir, UAT, 'pages/uat-example-1.0.0.html')]);
    expect(own.outputs['page-artifact-id']).toBe('');
    expect(own.commands).toEqual(['::notice::uat gate example-1.0.0: awaiting (advisory mode: nothing is gated)']);
  });

  it('#591 the page uploaded under a free name: its id is the output page-artifact-id, and the summary sends the tester to that id', async () => {
    const dir = project();
    const service = await artifactServer();
    try {
      const r = await actionCase(
        'uat-gate.js',
        dir,
        { id: 'example-1.0.0', 'build-page': 'true' },
        { env: { ...service.env, GITHUB_RUN_ID: '4242' } },
      );
      const id = service.ids().get(PAGE);
      expect([r.code, r.outputs.verdict, r.outputs['page-artifact-id']], r.stdout).toEqual([0, 'awaiting', String(id)]);
      expect([...service.artifacts().get(PAGE)!.keys()]).toEqual(['uat-example-1.0.0.html']);
      expect(unescapeMarkdown(r.summary)).toContain(
        `This run holds the tester's page as the artifact \`${PAGE}\`, id ${id} (the step's output \`page-artifact-id\`): [download it by its id](https://github.com/acme/shop/actions/runs/4242/artifacts/${id}). Take it by this id or link, never by its name`,
      );
    } finally {
      await service.close();
    }
  });

  it('#591 over a version (the artifact named for it): each recipe whose page is not handed over is an error, and the step fails in advisory mode', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, { ...structuredClone(EXAMPLE), id: 'pay-1.0.0', title: 'Pay for the booking' });
    const service = await artifactServer({ taken: ['proofgate-uat-1.0.0'] });
    try {
      const r = await actionCase('uat-gate.js', dir, { 'from-package-version': 'true', 'build-page': 'true' }, { env: service.env });
      expect([r.code, r.outputs.verdict, r.outputs['exit-code']], r.stdout).toEqual([1, 'error', '3']);
      expect(JSON.parse(r.outputs.recipes!)).toMatchObject([
        { id: 'example-1.0.0', verdict: 'error', 'exit-code': 3 },
        // Its copy of the example's texts does not lint: no page, nothing handed over, its own verdict.
        { id: 'pay-1.0.0', verdict: 'lint-failed', 'exit-code': 1, page: null },
      ]);
      expect(r.outputs['page-artifact-id']).toBe('');
    } finally {
      await service.close();
    }
  });
});
