import { describe, expect, it } from 'vitest';
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { cliCase } from '../support/run.js';
import { EXAMPLE, makeRun, project, readJson, UAT, writeJson, writeSpec } from './support.js';

const ID = 'example-1.0.0';
const ALL_PASS = { E1: 'pass', E2: 'pass', E3: 'pass', E4: 'pass', E5: 'pass' };
const runFile = (dir: string, runId = 'run-20261129T100000Z-abcd') => join(dir, UAT, 'results', ID, `${runId}.json`);
const triageFile = (dir: string) => join(dir, UAT, 'triage', `${ID}.json`);
/** The triage file as every request for a decision names it. */
const TF = `${UAT}/triage/${ID}.json`;
const writeOk = { step: 'S2', kind: 'sql', ok: true, at: '2026-11-29T11:00:00Z', by: 'Bea (ran the verify query: 1 row)' };
function triage(items: unknown[], writeChecks: unknown[] = [writeOk], runId = 'run-20261129T100000Z-abcd') {
  return { schema: 'bmad-plus/uat-triage/1', specId: ID, runId, items, writeChecks };
}
function scenario(statuses: Record<string, string | null>, over: Record<string, unknown> = {}, t?: unknown) {
  const dir = project();
  writeJson(runFile(dir), makeRun(EXAMPLE, statuses, over));
  if (t) writeJson(triageFile(dir), t);
  return dir;
}
const gate = async (dir: string, ...extra: string[]) => await cliCase(dir, ['uat', 'gate', ID, ...extra]);

describe('uat gate over hand-made runs', () => {
  it('stale: the run answered another revision of the spec', async () => {
    const dir = scenario(ALL_PASS, {}, triage([]));
    const changed = structuredClone(EXAMPLE);
    changed.steps[1].expect[0].text = 'The message Booking saved appears';
    writeSpec(dir, changed);
    const r = await gate(dir);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(
      /^example-1\.0\.0: stale \(run by Ana Test\)\n- the latest run \(run-20261129T100000Z-abcd\) answered spec [0-9a-f]{12}; the spec is now [0-9a-f]{12}: rebuild the page and replay/,
    );
    expect((await cliCase(dir, ['uat', 'read', ID])).code).toBe(3);
  });

  it('awaiting: unfinished run; failed: finished with unanswered expectations', async () => {
    let r = await gate(scenario({ E1: 'pass' }, { finishedAt: null }));
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(
      'example-1.0.0: awaiting\n- the run run-20261129T100000Z-abcd is not finished: 4 of 5 expectations still to do',
    );
    r = await gate(scenario({ ...ALL_PASS, E5: null }, {}, triage([])));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('- 1 expectation(s) unanswered: E5');
  });

  it('failed: an untriaged failure, an undecided one, a blocked one without accept-risk', async () => {
    const statuses = { ...ALL_PASS, E3: 'fail', E4: 'blocked' };
    let r = await gate(scenario(statuses));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`- E3 (failed) is not triaged: add a class and a decision in ${TF}\n`);
    expect(r.stdout).toContain(`- E4 (blocked) is not triaged: add a class and a decision in ${TF}\n`);
    r = await gate(
      scenario(
        statuses,
        {},
        triage([
          { expect: 'E3', class: 'undecided', decision: 'ask-tester' },
          { expect: 'E4', class: 'data', decision: 'remeasure' },
        ]),
      ),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `- E3 (failed) is undecided: ask the tester what they saw, never guess, then record the class and decision in ${TF}\n`,
    );
    expect(r.stdout).toContain(`- E4 (blocked) needs a replay or an accept-risk decision by a named owner in ${TF}\n`);
    const dir = scenario(
      statuses,
      {},
      triage([
        { expect: 'E3', class: 'product', decision: 'fix' },
        { expect: 'E4', class: 'data', decision: 'accept-risk' },
      ]),
    );
    r = await gate(dir);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('triage/example-1.0.0.json is not valid: /items/1: accept-risk needs a named `owner`');
    // An owner with no letter or digit names nobody, as a tester with none is unsigned.
    for (const owner of ['\u200b', '-', '\u2800', ' . ']) {
      const unnamed = scenario(
        statuses,
        {},
        triage([
          { expect: 'E3', class: 'product', decision: 'fix' },
          { expect: 'E4', class: 'data', decision: 'accept-risk', owner, note: 'the witness resets weekly' },
        ]),
      );
      expect((await gate(unnamed)).stderr, JSON.stringify(owner)).toContain('/items/1: accept-risk needs a named `owner`');
    }
  });

  it('failed: a passed writing step without a write check, or with a failed one', async () => {
    let r = await gate(scenario(ALL_PASS, {}, triage([], [])));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('- S2 writes and passed, but no write check is recorded');
    r = await gate(scenario(ALL_PASS, {}, triage([], [{ ...writeOk, ok: false }])));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('S2 writes and passed, but its write check failed');
  });

  it('passed: finished, current, complete, every failure triaged with a decision, writes confirmed', async () => {
    const dir = scenario(
      { ...ALL_PASS, E3: 'fail', E4: 'blocked' },
      {},
      triage([
        { expect: 'E3', class: 'recipe', decision: 'amend-spec', note: 'the number starts with BK- on the confirmation mail only' },
        { expect: 'E4', class: 'data', decision: 'accept-risk', owner: 'Bea Owner', note: 'the witness resets weekly' },
      ]),
    );
    let r = await gate(dir);
    // S2 failed at E3 (recipe): its write is confirmed all the same.
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'example-1.0.0: passed (run by Ana Test)',
        // #425 triaged is not fixed: each failure passed as triaged is named with its class and decision.
        '- stays open: E3 (failed) triaged recipe, decision amend-spec: passed as triaged, not replayed',
        '- stays open: E4 (blocked) triaged data, decision accept-risk, risk owned by Bea Owner: passed as triaged, not replayed',
        'establishes: human-observed: complete, current and triaged; does not establish that the tester looked at the right place, or anything the recipe does not cover\n',
      ].join('\n'),
    );
    r = await gate(dir, '--forbid-tester', 'ana test');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('who may not accept their own work');
    const json = JSON.parse((await gate(dir, '--json')).stdout);
    expect(json).toMatchObject({
      verdict: 'passed',
      tally: { pass: 3, fail: 1, blocked: 1, skip: 0, todo: 0 },
      establishes: 'human-observed: complete, current and triaged',
    });
  });

  it('an unsigned run is a warning for read and never passes the gate', async () => {
    const dir = scenario(ALL_PASS, { tester: '  ' }, triage([]));
    const read = await cliCase(dir, ['uat', 'read', ID]);
    expect(read.code).toBe(0);
    expect(read.stdout).toContain('run run-20261129T100000Z-abcd by (no name)');
    expect(read.stdout).toContain('  warning: unsigned: the tester gave no name');
    const r = await gate(dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('example-1.0.0: failed (run by an unsigned tester)\n- the run is unsigned: the tester gave no name\n');
  });

  it('fails on tampered or malformed result files, each listed, and on a triage of another run', async () => {
    const dir = scenario(ALL_PASS, {}, triage([], [writeOk], 'run-other'));
    let r = await gate(dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `- ${TF} answers run run-other, not the latest run run-20261129T100000Z-abcd: triage the latest run there\n`,
    );
    const bad = makeRun(EXAMPLE, ALL_PASS, { runId: 'run-bad' });
    bad.answers[0].status = 'PASS';
    bad.answers[1].status = 'pass ';
    writeJson(runFile(dir, 'run-bad'), bad);
    const dup = makeRun(EXAMPLE, ALL_PASS, { runId: 'run-dup' });
    dup.answers.push({ expect: 'E1', status: 'pass', note: '' }, { expect: 'E9', status: 'pass', note: '' });
    writeJson(runFile(dir, 'run-dup'), dup);
    r = await gate(dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/run-bad\.json is not a usable run: \/answers\/0\/status: must be equal to one of the allowed values/);
    expect(r.stdout).toContain(
      'run-dup.json is not a usable run: /answers/5: expectation "E1" is answered twice; /answers/6: expectation "E9" is not in the spec',
    );
  });
});

/** The starter with every text rewritten, as a person does after `uat init`. */
function written(spec: any): void {
  const query = "SELECT count(*) FROM shop_bookings WHERE customer = 'Ana Test'";
  spec.title = 'Book a table in the shop and find it again';
  spec.testerNote = 'Use the test customer Ana Test.';
  spec.witnesses[0].thing = 'Ana Test exists in the shop and has no booking';
  spec.witnesses[0].check.query = query;
  for (const st of spec.steps) {
    st.where = `${st.where} of the shop`;
    st.do = st.do.map((d: string) => `${d}, then wait`);
    for (const e of st.expect) e.text = `${e.text} within a second`;
  }
  spec.steps[1].verify.query = query;
}

describe('uat init, lint, read, import, verify and the release checks through dist/cli.js', () => {
  it("lint refuses the starter init wrote until every text is the recipe's own; build refuses what lint refuses", async () => {
    const dir = project();
    expect((await cliCase(dir, ['uat', 'init', 'shop-2.1.0'])).code).toBe(0);
    let r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'shop-2.1.0: 3 steps, 5 expectations, 8 on-screen labels\n- the recipe still holds 18 text(s) of the starter `uat init` wrote (/title, /testerNote, /witnesses/0/thing, /witnesses/0/check/query, /steps/0/where, /steps/0/do/0, /steps/0/expect/0/text, /steps/1/where, /steps/1/do/0, /steps/1/do/1, /steps/1/do/2, /steps/1/expect/0/text, /steps/1/expect/1/text, /steps/1/verify/query, /steps/2/where, /steps/2/do/0, /steps/2/expect/0/text, /steps/2/expect/1/text); replace them with what the tester does and sees for shop-2.1.0\n',
    );
    r = await cliCase(dir, ['uat', 'build', 'shop-2.1.0']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').at(-2)).toBe('shop-2.1.0: the page is not built while lint finds errors');
    expect(existsSync(join(dir, UAT, 'pages/uat-shop-2.1.0.html'))).toBe(false);
    // One text left is still named; the shipped example itself lints clean under its own id.
    const spec = readJson(join(dir, UAT, 'specs/shop-2.1.0.json'));
    written(spec);
    spec.steps[2].expect[1].text = 'Its status reads Confirmed';
    writeJson(join(dir, UAT, 'specs/shop-2.1.0.json'), spec);
    r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0']);
    expect(r.stdout).toContain('- the recipe still holds 1 text(s) of the starter `uat init` wrote (/steps/2/expect/1/text)');
    expect((await cliCase(dir, ['uat', 'lint', ID])).stdout).toBe('example-1.0.0: 3 steps, 5 expectations, 8 on-screen labels\nno error\n');
    spec.steps[2].expect[1].text = 'Its status reads Confirmed in green';
    writeJson(join(dir, UAT, 'specs/shop-2.1.0.json'), spec);
    expect((await cliCase(dir, ['uat', 'lint', 'shop-2.1.0'])).code).toBe(0);
    expect((await cliCase(dir, ['uat', 'build', 'shop-2.1.0'])).code).toBe(0);
  });

  it('init writes a starter spec that lints and builds once written; lint counts source files and reports every error', async () => {
    const dir = project({ ...EXAMPLE, id: 'unused' });
    let r = await cliCase(dir, ['uat', 'init', 'shop-2.1.0']);
    expect(r.code).toBe(0);
    const spec = readJson(join(dir, UAT, 'specs/shop-2.1.0.json'));
    expect(spec).toMatchObject({ schema: 'bmad-plus/uat-spec/2', id: 'shop-2.1.0', version: '2.1.0' });
    expect((await cliCase(dir, ['uat', 'init', 'shop-2.1.0'])).code).toBe(3);
    written(spec);
    writeJson(join(dir, UAT, 'specs/shop-2.1.0.json'), spec);
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'src/Booking.tsx'),
      ['Book a table', 'Your booking', 'Name', 'Date', 'Confirm booking', 'Booking confirmed', 'My bookings', 'Confirmed']
        .map((l) => `<b>${l}</b>`)
        .join('\n'),
    );
    writeFileSync(join(dir, 'src/logo.png'), Buffer.from([0x89, 0x50, 0, 0]));
    r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0', '--src', 'src']);
    expect(r.stdout).toBe('shop-2.1.0: 3 steps, 5 expectations, 8 on-screen labels checked against 1 source files\nno error\n');
    expect(r.code).toBe(0);
    spec.steps[1].writes = true;
    delete spec.steps[1].verify;
    spec.steps[0].labels.push('Book now');
    spec.steps[0].do.push('Click **Book**');
    spec.minutes = 45;
    writeJson(join(dir, UAT, 'specs/shop-2.1.0.json'), spec);
    r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0', '--src', 'src']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').slice(1, -1)).toEqual([
      '- /steps/1 (S2): writes but has no `verify` check; add the read-only check that proves the write',
    ]);
    spec.steps[1].verify = { kind: 'http', url: 'http://127.0.0.1:9/bookings' };
    writeJson(join(dir, UAT, 'specs/shop-2.1.0.json'), spec);
    r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0', '--src', 'src']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('- /steps/0/do/1: contains markup (**); the page shows plain text');
    expect(r.stdout).toContain('- /minutes: 45 minutes is over the page budget of 30');
    expect(r.stdout).toContain('- label "Book now" (step S1) is not in any source file under src');
    // The budget comes from the uat block of _bmad/config.yaml.
    mkdirSync(join(dir, '_bmad'));
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  page_budget:\n    steps: 2\n    minutes: 60\n');
    r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0']);
    expect(r.stdout).toContain('- /steps: 3 steps is over the page budget of 2; split the recipe into ordered pages');
    expect(r.stdout).not.toContain('/minutes');
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  mode: always\n');
    r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(
      '_bmad/config.yaml (uat block) is not valid: /mode: must be equal to one of the allowed values (advisory, gate, off)',
    );
    // A pull request controls the file: one over the cap is refused by its size, never parsed.
    writeFileSync(join(dir, '_bmad/config.yaml'), `uat:\n  mode: gate\n#${'x'.repeat(256 * 1024)}\n`);
    r = await cliCase(dir, ['uat', 'lint', 'shop-2.1.0']);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe('proofgate: _bmad/config.yaml is larger than 256 KiB\n');
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  mode: gate\n');
    writeFileSync(join(dir, UAT, 'specs/shop-2.1.0.json'), '{"schema": "bmad-plus/uat-spec/2", "id": "shop-2.1.0"');
    expect((await cliCase(dir, ['uat', 'lint', 'shop-2.1.0'])).code).toBe(1);
    expect((await cliCase(dir, ['uat', 'lint', 'nope'])).code).toBe(3);
  });

  it('verify runs command and http checks without a shell and records them; the gate then passes', async () => {
    // In its own process: the CLI below is run synchronously and would block an in-process server.
    const server = spawn(process.execPath, [
      '-e',
      `require('http').createServer((q, s) => { s.writeHead(q.method === 'GET' ? 200 : 405); s.end('booking BK-1 for Ana Test'); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); })`,
    ]);
    const port = await new Promise<string>((r) => server.stdout.once('data', (d: Buffer) => r(d.toString().trim())));
    const spec = structuredClone(EXAMPLE);
    spec.steps[1].verify = { kind: 'http', url: `http://127.0.0.1:${port}/bookings`, contains: 'Ana Test' };
    spec.steps[2].writes = true;
    spec.steps[2].verify = {
      kind: 'command',
      argv: [process.execPath, '-e', 'process.stdout.write(process.argv[1])', '$(touch pwned); echo hi'],
      contains: '$(touch pwned)',
    };
    const dir = project(spec);
    writeJson(runFile(dir), makeRun(spec, ALL_PASS));
    const r = await cliCase(dir, ['uat', 'verify', ID]);
    server.kill();
    expect(r.stdout).toContain('example-1.0.0: 2 write check(s) run, 0 failed, 0 to record by a person');
    expect(r.code).toBe(0);
    const t = readJson(triageFile(dir));
    expect(t.writeChecks.map((c: { step: string; ok: boolean; by: string }) => [c.step, c.ok, c.by])).toEqual([
      ['S2', true, 'proofgate uat verify'],
      ['S3', true, 'proofgate uat verify'],
    ]);
    expect((await gate(dir)).code).toBe(0);
  });

  it("#203 verify looks a command check's program up, and runs it, on a PATH without the checkout's folders", async () => {
    const spec = structuredClone(EXAMPLE);
    spec.steps[1].verify = { kind: 'command', argv: ['node', '-e', 'process.stdout.write("ok")'], contains: 'ok' };
    const dir = project(spec);
    writeJson(runFile(dir), makeRun(spec, ALL_PASS));
    const loot = join(dir, '..', `${basename(dir)}-loot`);
    mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/.bin/node'), `#!/bin/sh\necho "planted $*" >> ${loot}\necho ok\n`, { mode: 0o755 });
    const system = `${dirname(process.execPath)}:/usr/bin:/bin`;
    const r = await cliCase(dir, ['uat', 'verify', ID], { PATH: `node_modules/.bin:${join(dir, 'node_modules/.bin')}/:${system}` });
    expect(existsSync(loot), r.stdout + r.stderr).toBe(false);
    expect(r.stdout).toContain('1 write check(s) run, 0 failed');
    expect(readJson(triageFile(dir)).writeChecks[0]).toMatchObject({ step: 'S2', ok: true });
  });

  // Found by test/fuzz/uat.test.ts: a triage naming another recipe passed the gate when its run id matched.
  it('a triage file of another recipe is refused, even for the same run id', async () => {
    const dir = scenario(
      { ...ALL_PASS, E3: 'fail' },
      {},
      { ...triage([{ expect: 'E3', class: 'recipe', decision: 'amend-spec' }], []), specId: 'other-1.0.0' },
    );
    const r = await gate(dir);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(
      'proofgate: _bmad-output/uat/triage/example-1.0.0.json is not valid: /specId: is "other-1.0.0", not "example-1.0.0"\n',
    );
  });

  // Found by test/fuzz/uat.test.ts: JSON.parse quotes the bad text, newline included, so the error took two lines.
  it('an unreadable triage file is one line on stderr', async () => {
    const dir = scenario(ALL_PASS, {}, triage([]));
    writeFileSync(triageFile(dir), '\ufeff{\n  "schema": 1');
    const r = await gate(dir);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /^proofgate: _bmad-output\/uat\/triage\/example-1\.0\.0\.json is not valid JSON: it starts with a byte order mark \(U\+FEFF\)[^\n]*\n$/,
    );
  });

  // Found by test/fuzz/uat.test.ts: lint printed JSON.parse's quote of the file, a raw escape included.
  it('uat lint shows an unreadable spec without its text or control characters', async () => {
    const dir = project();
    writeFileSync(join(dir, UAT, 'specs', `${ID}.json`), '{"schema": \u001b[31m}');
    const r = await cliCase(dir, ['uat', 'lint', ID]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('is not valid JSON: a syntax error');
    expect(r.stdout).not.toMatch(/\u001b|\[31m/);
  });

  it('spec-present and release-gate follow package.json; 4 means the gate could not run', async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{"version": "1.0.0"}');
    expect((await cliCase(dir, ['uat', 'spec-present'])).code).toBe(0);
    let r = await cliCase(dir, ['uat', 'release-gate']);
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([2, 'release 1.0.0: awaiting \u2014 1 recipe(s): example-1.0.0 awaiting']);
    writeJson(runFile(dir), makeRun(EXAMPLE, ALL_PASS));
    writeJson(triageFile(dir), triage([]));
    expect((await cliCase(dir, ['uat', 'release-gate'])).code).toBe(0);
    writeFileSync(triageFile(dir), '{');
    r = await cliCase(dir, ['uat', 'release-gate']);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('release 1.0.0: could-not-run (not a pass) \u2014 1 recipe(s): example-1.0.0 could-not-run\n');
    expect(r.stdout).toContain(`example-1.0.0: could not run (not a pass): ${TF} is not valid JSON`);
    writeFileSync(join(dir, 'package.json'), '{"version": "1.1.0"}');
    expect((await cliCase(dir, ['uat', 'spec-present'])).code).toBe(1);
    expect((await cliCase(dir, ['uat', 'release-gate'])).code).toBe(4);
    // A mistyped call could not run either: never 3, which says a run is stale.
    for (const args of [['--bogus'], ['extra']]) expect((await cliCase(dir, ['uat', 'release-gate', ...args])).code).toBe(4);
  });

  it('import refuses another revision and an older copy', async () => {
    const dir = project();
    const file = join(dir, 'export.json');
    writeJson(file, makeRun(EXAMPLE, ALL_PASS, { specSha256: 'b'.repeat(64) }));
    expect((await cliCase(dir, ['uat', 'import', ID, file])).code).toBe(1);
    writeJson(file, makeRun(EXAMPLE, ALL_PASS));
    expect((await cliCase(dir, ['uat', 'import', ID, file])).code).toBe(0);
    writeJson(file, makeRun(EXAMPLE, { E1: 'pass' }, { revision: 3 }));
    const r = await cliCase(dir, ['uat', 'import', ID, file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('a copy with revision 12 is already stored; revision 3 is not newer');
    writeJson(file, { ...makeRun(EXAMPLE, ALL_PASS), answers: 'all good' });
    expect((await cliCase(dir, ['uat', 'import', ID, file])).code).toBe(3);
  });
});

describe('uat gate: a folder or file in the wrong shape is named', () => {
  it('a uat folder that is the working tree itself is refused: no committed run could stay current', async () => {
    const dir = project();
    const r = await cliCase(dir, ['uat', 'gate', ID, '--dir', '.']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/the uat folder "\." is the working tree itself: committing a run would change the code it vouches for/);
  });

  it("a run's folder that is a file: said so, never a raw errno", async () => {
    const dir = project();
    mkdirSync(dirname(dirname(runFile(dir))), { recursive: true });
    writeFileSync(dirname(runFile(dir)), '{}');
    for (const command of ['gate', 'read']) {
      const r = await cliCase(dir, ['uat', command, ID]);
      expect(r.code, command).toBe(3);
      expect(r.stderr, command).toContain(
        `${UAT}/results/${ID} is a file, not a folder: the runs of ${ID} are stored in it, one file per run`,
      );
      expect(r.stderr, command).not.toContain('ENOTDIR');
    }
  });

  it('a run saved with a byte order mark is refused naming it', async () => {
    const dir = project();
    mkdirSync(dirname(runFile(dir)), { recursive: true });
    writeFileSync(runFile(dir), `\ufeff${JSON.stringify(makeRun(EXAMPLE, ALL_PASS))}`);
    const r = await gate(dir);
    expect(r.code).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('byte order mark');
  });
});
