import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { cliCase } from '../support/run.js';
import { commitAll, git, makeCartRepo } from '../support/repo.js';
import { folderOf, REVIEW_AGENT, repoWith, write } from '../support/review.js';
import { FAKE_AGENT, fakeVendor } from '../agent/support.js';

const OFF_BY_ONE = 'for (let i = 0; i <= items.length; i++) sum += items[i].price;';
const agent = ['--agent', 'custom', '--agent-cmd', REVIEW_AGENT];
const agentArgs = (...args: string[]) => args.map((a) => `--agent-arg=${a}`);
const read = (repo: string, id: string, name: string) => readFileSync(join(folderOf(repo, id), name), 'utf8');

/** Two units in folders that are not neighbours: U1 a Python file, U2 a JavaScript file with the seed's off-by-one. */
function twoUnits(): string {
  return repoWith({ 'web/ui/cart.js': 'export const empty = [];\n' }, (r) => {
    write(r, 'app/py/calc.py', 'def double(x):\n    return x * 2\n');
    write(r, 'web/ui/cart.js', `export function total(items) {\n  let sum = 0;\n  ${OFF_BY_ONE}\n  return sum;\n}\n`);
  });
}

/** Three files: the first (in review order) holds the off-by-one. */
function threeFiles(): string {
  return repoWith({}, (r) => {
    write(r, 'a/x/cart.js', `export function total(items) {\n  let sum = 0;\n  ${OFF_BY_ONE}\n  return sum;\n}\n`);
    write(r, 'b/y/one.js', 'export const one = 1;\n');
    write(r, 'b/y/two.js', 'export const two = 2;\n');
  });
}

/** Every file under the review folder with its content hash: what "touches nothing" compares. */
function folderState(repo: string, id: string): Record<string, string> {
  const folder = folderOf(repo, id);
  const out: Record<string, string> = {};
  for (const f of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()))
    out[relative(folder, join(f.parentPath, f.name))] = createHash('sha256')
      .update(readFileSync(join(f.parentPath, f.name)))
      .digest('hex');
  return out;
}

describe('a unit prompt is about its unit (dist/cli.js)', () => {
  it("prompt-U2.md lists U2's files only, with U2's counts, U2's rules and an example drawn from U2", async () => {
    const repo = twoUnits();
    expect((await cliCase(repo, ['review', 'scope', 'u', '--effort', 'high'])).code).toBe(0);
    const scope = JSON.parse(read(repo, 'u', 'scope.json'));
    expect(scope.units.map((u: { id: string; files: string[] }) => [u.id, u.files])).toEqual([
      ['U1', ['app/py/calc.py']],
      ['U2', ['web/ui/cart.js']],
    ]);
    const r = await cliCase(repo, ['review', 'prompt', 'u', '--unit', 'U2']);
    expect(r.code).toBe(0);
    const prompt = read(repo, 'u', 'prompt-U2.md');
    const rows = prompt.split('\n').filter((l) => /^\| U\d+ \| `/.test(l));
    expect(rows).toEqual(['| U2 | `web/ui/cart.js` | modified | 5 | 1 | 1 |']);
    expect(prompt).toContain('1 file(s) to review in unit U2, 6 changed lines, in 1 unit(s)');
    expect(prompt).toContain('· 1 file(s) · 6 changed line(s) · 1 unit(s) ·');
    expect(prompt).toContain('## javascript-typescript:');
    expect(prompt).not.toContain('## python:');
    expect(prompt).not.toContain('app/py/calc.py');
    expect(prompt).toContain('The scope selects 2 file(s); 1 other(s) are not yours here (other jobs review them)');
    // The example finding is drawn from U2, and its quote is a line of U2's file as committed.
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(prompt)![1]!).findings[0];
    expect(example).toMatchObject({ id: 'U2-F1', path: 'web/ui/cart.js', unit: 'U2' });
    expect(
      git(repo, 'show', 'HEAD:web/ui/cart.js')
        .split('\n')
        .map((l) => l.trim()),
    ).toContain(example.existing_code);
    // Its diff holds U2's file only.
    const diff = read(repo, 'u', 'diff-U2.patch');
    expect(diff).toContain('diff --git a/web/ui/cart.js b/web/ui/cart.js');
    expect(diff).not.toContain('calc.py');
    expect(prompt.split('\n').filter((l) => l.startsWith('DIFF '))).toEqual(['DIFF 1 of 1: _bmad-output/review/u/diff-U2.patch']);
  });

  it('a matrix entry of several units gets one prompt for all of them; the whole-scope example quotes the repository too', async () => {
    const repo = twoUnits();
    await cliCase(repo, ['review', 'scope', 'u']);
    expect((await cliCase(repo, ['review', 'prompt', 'u', '--unit', 'U1 U2'])).code).toBe(0);
    const both = read(repo, 'u', 'prompt-U1-U2.md');
    expect(both).toContain('2 file(s) to review in units U1, U2');
    expect(both).toContain('## python:');
    expect((await cliCase(repo, ['review', 'prompt', 'u', '--unit', 'U7'])).stderr).toMatch(
      /^proofgate: --unit U7 is not a unit of the scope \(units: U1, U2\)/,
    );
    await cliCase(repo, ['review', 'prompt', 'u']);
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(read(repo, 'u', 'prompt.md'))![1]!).findings[0];
    expect(git(repo, 'show', `HEAD:${example.path}`)).toContain(example.existing_code);
  });
});

describe('evidence is never destroyed (dist/cli.js)', () => {
  it("an unconfined agent that rewrites the review's own findings.json: named, and the file put back as it was", async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 't', '--effort', 'high', '--dispatch', 'one']);
    expect((await cliCase(repo, ['review', 'run', 't', ...agent])).code).toBe(1); // findings: the off-by-one
    const evidence = [read(repo, 't', 'findings.json'), read(repo, 't', 'coverage.json'), read(repo, 't', 'scope.json')];
    const hash = JSON.parse(read(repo, 't', 'scope.json')).scopeSha256 as string;
    const emptied = JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings: [] });
    const tamper = await cliCase(repo, [
      'review',
      'run',
      't',
      '--agent',
      'custom',
      '--agent-cmd',
      FAKE_AGENT,
      '--isolate',
      'none',
      `--agent-arg=--write`,
      `--agent-arg=_bmad-output/review/t/findings.json=${emptied}`,
      `--agent-arg=--write`,
      `--agent-arg=_bmad-output/review/t/scope.json={}`,
    ]);
    expect(tamper.stdout + tamper.stderr).toContain(
      'the agent changed files outside findings.json and coverage.json: _bmad-output/review/t/findings.json, _bmad-output/review/t/scope.json',
    );
    expect([read(repo, 't', 'findings.json'), read(repo, 't', 'coverage.json'), read(repo, 't', 'scope.json')]).toEqual(evidence);
    // A later well-behaved run builds on what the review held: the finding is still open.
    const gate = await cliCase(repo, ['review', 'gate', 't']);
    expect(gate.stdout).toMatch(/1 open finding\(s\)/);
  });

  it('a complete review, then a failed rerun: the gate says the same, every attempt is kept', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'e', '--effort', 'high', '--dispatch', 'one']); // one agent run per attempt
    const first = await cliCase(repo, ['review', 'run', 'e', ...agent]);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('attempt 1: 1 file(s) asked; merged into findings.json and coverage.json');
    const gateBefore = await cliCase(repo, ['review', 'gate', 'e']);
    expect(gateBefore.stdout).toMatch(/^e: findings — coverage 1\/1 completed \(0 waived\), 1 open finding\(s\)/);
    const evidence = [read(repo, 'e', 'findings.json'), read(repo, 'e', 'coverage.json')];

    const failed = await cliCase(repo, ['review', 'run', 'e', ...agent, ...agentArgs('--fail', '5')]);
    expect(failed.code).toBe(1); // the review's verdict, unchanged
    expect(failed.stdout).toContain(`attempt 2: 1 file(s) asked; not merged, kept in ${join(folderOf(repo, 'e'), 'attempts/2')}`);
    expect(failed.stdout).toContain('- attempt not merged: the agent exited 5: review-agent: the model is overloaded; try again later');
    expect([read(repo, 'e', 'findings.json'), read(repo, 'e', 'coverage.json')]).toEqual(evidence);
    const gateAfter = await cliCase(repo, ['review', 'gate', 'e']);
    expect([gateAfter.code, gateAfter.stdout]).toEqual([gateBefore.code, gateBefore.stdout]);
    for (const n of ['1', '2'])
      for (const f of ['prompt.md', 'diff.patch', 'attempt.json'])
        expect(existsSync(join(folderOf(repo, 'e'), 'attempts', n, f))).toBe(true);
    expect(JSON.parse(read(repo, 'e', 'attempts/2/attempt.json'))).toMatchObject({
      schema: 'proofgate/review-attempt/1',
      attempt: 2,
      kind: 'agent',
      agent: { kind: 'custom', command: REVIEW_AGENT },
      merged: false,
      reasons: ['the agent exited 5: review-agent: the model is overloaded; try again later'],
    });

    // A second complete run is merged; what the review held before is kept byte for byte.
    expect((await cliCase(repo, ['review', 'run', 'e', ...agent])).code).toBe(1);
    expect([read(repo, 'e', 'attempts/3/previous/findings.json'), read(repo, 'e', 'attempts/3/previous/coverage.json')]).toEqual(evidence);
  });

  it('an agent that fails preflight touches nothing: exit 2, one line with the fix', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'p']);
    expect((await cliCase(repo, ['review', 'run', 'p', ...agent])).code).toBe(1);
    const before = folderState(repo, 'p');
    const missing = await cliCase(repo, ['review', 'run', 'p', '--agent', 'custom', '--agent-cmd', './no-such-agent']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toEqual([
      'proofgate: agent custom: ./no-such-agent is not an executable file; give the runner executable as the agent command (a path, or a name on PATH)',
    ]);
    const bin = mkdtempSync(join(tmpdir(), 'pg-empty-bin-'));
    const codex = await cliCase(repo, ['review', 'run', 'p', '--agent', 'codex'], { PATH: `${bin}:/usr/bin:/bin` });
    expect(codex.code).toBe(2);
    expect(codex.stderr).toMatch(/^proofgate: agent codex: codex is not on PATH; `npm install --global @openai\/codex`\n$/);
    expect(folderState(repo, 'p')).toEqual(before);
    expect((await cliCase(repo, ['review', 'gate', 'p'])).code).toBe(1);
  });

  it("a --unit run writes its own part and never the review's files; review merge folds it in", async () => {
    const repo = twoUnits();
    await cliCase(repo, ['review', 'scope', 'u', '--dispatch', 'one']); // one agent run per attempt
    expect((await cliCase(repo, ['review', 'run', 'u', ...agent])).code).toBe(1);
    const whole = [read(repo, 'u', 'findings.json'), read(repo, 'u', 'coverage.json')];
    const r = await cliCase(repo, ['review', 'run', 'u', '--unit', 'U2', ...agent]);
    expect(r.code).toBe(0);
    const part = join(folderOf(repo, 'u'), 'attempts/2');
    expect(r.stdout).toContain(`attempt 2: 1 file(s) asked; the part is in ${part} (merge it: proofgate review merge u --from ${part})`);
    expect(JSON.parse(readFileSync(join(part, 'coverage.json'), 'utf8')).items).toEqual([
      { path: 'web/ui/cart.js', outcome: 'completed', unit: 'U2' },
    ]);
    expect([read(repo, 'u', 'findings.json'), read(repo, 'u', 'coverage.json')]).toEqual(whole);
    expect((await cliCase(repo, ['review', 'merge', 'u', '--from', part])).code).toBe(0);
    const gate = await cliCase(repo, ['review', 'gate', 'u']);
    expect(gate.stdout).toMatch(/^u: findings — coverage 2\/2 completed \(0 waived\), 1 open finding\(s\)/);
  });

  it("a --unit run's part speaks only for its unit: coverage it claims for another unit's files is dropped", async () => {
    const repo = twoUnits();
    await cliCase(repo, ['review', 'scope', 'u', '--dispatch', 'one']);
    // An agent asked for U2 that says it completed every file of the scope (U1's included).
    const greedy = join(mkdtempSync(join(tmpdir(), 'pg-greedy-agent-')), 'greedy.mjs');
    writeFileSync(
      greedy,
      [
        '#!/usr/bin/env node',
        "import { readFileSync, writeFileSync } from 'node:fs';",
        "const prompt = readFileSync(0, 'utf8').split('\\n');",
        'const line = (p) => prompt.find((l) => l.startsWith(p))?.slice(p.length).trim();',
        "const scopeSha256 = line('# Code review: scope ');",
        "writeFileSync(line('OUTPUT findings: '), JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256, findings: [] }));",
        "const items = ['app/py/calc.py', 'web/ui/cart.js'].map((path) => ({ path, outcome: 'completed' }));",
        "writeFileSync(line('OUTPUT coverage: '), JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256, items, run: { stop: 'completed' } }));",
      ].join('\n'),
      { mode: 0o755 },
    );
    const r = await cliCase(repo, ['review', 'run', 'u', '--unit', 'U2', '--agent', 'custom', '--agent-cmd', greedy, '--isolate', 'none']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain('coverage of 1 file(s) it was not asked about is ignored: app/py/calc.py');
    const part = join(folderOf(repo, 'u'), 'attempts/1');
    expect(JSON.parse(readFileSync(join(part, 'coverage.json'), 'utf8')).items).toEqual([{ path: 'web/ui/cart.js', outcome: 'completed' }]);
    // U1's job failed and sent no part: its file stays unaccounted for.
    expect((await cliCase(repo, ['review', 'merge', 'u', '--from', part])).code).toBe(0);
    const gate = await cliCase(repo, ['review', 'gate', 'u']);
    expect(gate.code).toBe(2);
    expect(gate.stdout).toContain('1 selected file(s) never accounted for: app/py/calc.py');
  });
});

describe('resume (dist/cli.js)', () => {
  it('continue prints the exact command; --resume asks only what is owed, keeps every earlier finding and item, and merges', async () => {
    const repo = threeFiles();
    await cliCase(repo, ['review', 'scope', 'r', '--effort', 'low', '--dispatch', 'one']); // one agent run per attempt
    const partial = await cliCase(repo, ['review', 'run', 'r', ...agent, ...agentArgs('--complete', '1')]);
    expect(partial.code).toBe(2);
    expect(partial.stdout).toMatch(/coverage 1\/3 completed/);
    expect(partial.stdout).toContain('- the review stopped before the end (run.stop: time-limit)');

    const cont = await cliCase(repo, ['review', 'continue', 'r']);
    expect(cont.code).toBe(0);
    const command = `proofgate review run r --resume --agent custom --agent-cmd ${REVIEW_AGENT}`;
    expect(cont.stdout).toContain(`Resume (the agent gets only what is owed; everything already proved is kept): ${command}`);
    expect(JSON.parse(read(repo, 'r', 'continue.json')).next).toEqual([command]);

    // The agent records what it was asked outside the tree (so without a sandbox of its own /tmp).
    const record = join(mkdtempSync(join(tmpdir(), 'pg-record-')), 'asked.json');
    const resumed = await cliCase(repo, [...command.split(' ').slice(1), '--isolate', 'none', ...agentArgs('--record', record)]);
    expect(resumed.stdout).toContain('attempt 2: 2 file(s) asked (resumed); merged into findings.json and coverage.json');
    expect(JSON.parse(readFileSync(record, 'utf8')).files).toEqual(['b/y/one.js', 'b/y/two.js']);
    expect(resumed.code).toBe(1);
    expect(resumed.stdout).toMatch(/r: findings — coverage 3\/3 completed \(0 waived\), 1 open finding\(s\)/);
    // The finding attempt 1 made on the first file is kept, with its coverage item.
    const findings = JSON.parse(read(repo, 'r', 'findings.json')).findings;
    expect(findings.map((f: { path: string; existing_code: string }) => [f.path, f.existing_code])).toEqual([['a/x/cart.js', OFF_BY_ONE]]);
    expect(JSON.parse(read(repo, 'r', 'coverage.json')).items.map((i: { path: string }) => i.path)).toEqual([
      'a/x/cart.js',
      'b/y/one.js',
      'b/y/two.js',
    ]);
    const nothing = await cliCase(repo, ['review', 'run', 'r', '--resume', ...agent]);
    expect(nothing.stdout).toContain('nothing to resume: every selected file is accounted for');
    expect(nothing.code).toBe(1);
    expect(existsSync(join(folderOf(repo, 'r'), 'attempts/3'))).toBe(false);
  });

  // An agent that wrote its findings as a bare array, or one per line, was told "(top level): must
  // be object" or a syntax error, and wrote the same again: the reason its next prompt quotes now
  // names the object to write, first, within the 600 characters the prompt keeps of each reason.
  for (const shape of ['array', 'lines'])
    it(`a findings.json written as ${shape === 'array' ? 'a bare array' : 'one finding per line'}: the next prompt names the object to write`, async () => {
      const repo = makeCartRepo();
      expect((await cliCase(repo, ['review', 'scope', 'w', '--effort', 'low', '--dispatch', 'one'])).code).toBe(0);
      const flags = shape === 'array' ? [] : ['--report', JSON.stringify([{ id: 'U1-F1' }, { id: 'U1-F2' }])];
      const refused = await cliCase(repo, ['review', 'run', 'w', ...agent, ...agentArgs('--findings-as', shape, ...flags)]);
      expect(refused.code).not.toBe(0);
      await cliCase(repo, ['review', 'run', 'w', '--resume', ...agent]);
      const prompt = read(repo, 'w', 'attempts/2/prompt.md');
      const section = prompt.slice(prompt.indexOf('## Why the last attempt was not taken'));
      const what = shape === 'array' ? 'the top level is a list' : 'one finding per line';
      expect(section).toContain(
        `findings.json is not valid: ${what}: write one JSON object, {\\"schema\\": \\"bmad-plus/review-findings/1\\", \\"scopeSha256\\": …, \\"findings\\": [ … ]}`,
      );
    });

  // A change that deletes an admin check: an honest agent reported the removal on the deleted file,
  // as the checklist's "Removed behaviour" asks, and was told `is excluded from this review: leave
  // it out` (drop a real security finding), while the prompt said both to read the deleted file and
  // not to read it. The part is refused whole, by design (docs/review-run.md), so the reason that
  // reaches the next prompt names the finding and where to report it instead.
  it('a finding on a file the change deletes: refused with where to report it, and the next attempt that does so is taken', async () => {
    const AUTH = '  if (!u.admin) throw new Error("no");';
    const repo = repoWith(
      {
        'src/auth.js': `export function check(u) {\n${AUTH}\n}\n`,
        'src/app.js': 'import { check } from "./auth.js";\nexport function handle(u) {\n  check(u);\n  return 1;\n}\n',
      },
      (r) => {
        rmSync(join(r, 'src/auth.js'));
        write(r, 'src/app.js', 'export function handle(u) {\n  return 1;\n}\n');
      },
    );
    expect((await cliCase(repo, ['review', 'scope', 'd', '--base', 'HEAD~1', '--effort', 'low', '--dispatch', 'one'])).code).toBe(0);
    const removal = {
      id: 'U1-F1',
      content: 'The authorization check was removed: handle() now serves every user.',
      category: 'security',
      severity: 'high',
      confidence: 'high',
      disposition: 'confirmed',
      evidence: 'A user without admin reaches handle() and gets 1.',
    };
    const onDeleted = [{ ...removal, path: 'src/auth.js', existing_code: AUTH }];
    const refused = await cliCase(repo, ['review', 'run', 'd', ...agent, ...agentArgs('--report', JSON.stringify(onDeleted))]);
    expect(refused.code).toBe(2);
    const why =
      'findings[0] (U1-F1): path "src/auth.js" is deleted at the head, so it has no lines to quote: report its removal on a file the prompt lists that relied on it or now lacks what it did (a caller, an importer, the code its check guarded), quoting that file\'s head lines';
    expect(refused.stdout).toContain(why);
    expect(refused.stdout).not.toContain('leave it out');
    // Refused whole: the coverage the part held is not taken either.
    expect(existsSync(join(folderOf(repo, 'd'), 'coverage.json'))).toBe(false);

    const onKept = [{ ...removal, path: 'src/app.js', existing_code: 'export function handle(u) {\n  return 1;\n}' }];
    const taken = await cliCase(repo, ['review', 'run', 'd', '--resume', ...agent, ...agentArgs('--report', JSON.stringify(onKept))]);
    expect(taken.stdout).toContain('merged into findings.json and coverage.json');
    expect(taken.stdout).toMatch(/d: findings — coverage 1\/1 completed \(0 waived\), 1 open finding\(s\)/);
    expect(taken.code).toBe(1);
    const prompt = read(repo, 'd', 'attempts/2/prompt.md');
    const section = prompt.slice(prompt.indexOf('## Why the last attempt was not taken'));
    expect(section).toContain(JSON.stringify(why).slice(1, -1));
  });

  it("the resume command carries the last attempt's agent, command and model", async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'v']);
    const claude = fakeVendor('claude'); // writes nothing: the attempt is kept, nothing merged
    const r = await cliCase(repo, [
      'review',
      'run',
      'v',
      '--agent',
      'claude',
      '--agent-cmd',
      join(claude.bin, 'claude'),
      '--model',
      'opus',
      '--isolate',
      'none',
    ]);
    expect(r.code).toBe(2);
    expect(claude.read().argv).toEqual(expect.arrayContaining(['--model', 'opus']));
    const cont = await cliCase(repo, ['review', 'continue', 'v', '--json']);
    expect(JSON.parse(cont.stdout).next).toEqual([
      `proofgate review run v --resume --agent claude --agent-cmd ${join(claude.bin, 'claude')} --model opus`,
    ]);
  });

  it('a moved head: continue prints the new scope with the sealed base commit, not the default HEAD~1', async () => {
    const repo = makeCartRepo();
    const base = git(repo, 'rev-parse', 'HEAD~1').trim();
    await cliCase(repo, ['review', 'scope', 'm', '--base', 'HEAD~1', '--effort', 'high', '--exclude', 'docs/**']);
    write(repo, 'src/more.js', 'export const more = 1;\n');
    // As a project should (README): the review folder is not committed, so the next commit is only the change.
    write(repo, '.git/info/exclude', '_bmad-output/\n');
    commitAll(repo, 'more');
    const r = await cliCase(repo, ['review', 'continue', 'm']);
    expect(r.code).toBe(3);
    const scopeCommand = `proofgate review scope m.2 --base ${base} --effort high --exclude 'docs/**'`;
    expect(r.stdout.trimEnd().split('\n').slice(-2)).toEqual([scopeCommand, 'proofgate review compare m.2 --since m']);
    expect((await cliCase(repo, ['review', 'scope', 'm.2', '--base', base, '--effort', 'high', '--exclude', 'docs/**'])).code).toBe(0);
    expect(JSON.parse(read(repo, 'm.2', 'scope.json')).files.map((f: { path: string }) => f.path)).toEqual(['src/cart.js', 'src/more.js']);
  });
});

describe('the tree the agent reads is the sealed head (dist/cli.js)', () => {
  it('a scope sealed with --head X while another commit is checked out is refused with the fix, and nothing is written', async () => {
    const repo = makeCartRepo();
    write(repo, 'src/later.js', 'export const later = 1;\n');
    commitAll(repo, 'later');
    const sealed = git(repo, 'rev-parse', 'HEAD~1').trim();
    await cliCase(repo, ['review', 'scope', 'h', '--base', 'HEAD~2', '--head', 'HEAD~1']);
    const before = folderState(repo, 'h');
    const r = await cliCase(repo, ['review', 'run', 'h', ...agent]);
    expect(r.code).toBe(3);
    expect(r.stderr.trim()).toBe(
      `proofgate: the work tree is at ${git(repo, 'rev-parse', 'HEAD').trim().slice(0, 12)}, but the scope sealed the head ${sealed.slice(0, 12)} (--head HEAD~1): the agent would read another tree. Check the sealed head out first: git switch --detach ${sealed}`,
    );
    expect(folderState(repo, 'h')).toEqual(before);
    git(repo, 'switch', '-q', '--detach', sealed);
    expect((await cliCase(repo, ['review', 'run', 'h', ...agent])).code).toBe(1);
  });

  it("GitHub's merge commit of the pull request checked out (the default on pull_request) is named as such, with the checkout to use", async () => {
    const repo = makeCartRepo();
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    git(repo, 'switch', '-q', '-c', 'base', 'HEAD~1');
    write(repo, 'src/other.js', 'export const other = 1;\n');
    commitAll(repo, 'the base moves on');
    const base = git(repo, 'rev-parse', 'HEAD').trim();
    await cliCase(repo, ['review', 'scope', 'pr', '--base', base, '--head', head]);
    git(repo, 'merge', '-q', '--no-ff', '-m', `Merge ${head} into ${base}`, head);
    const r = await cliCase(repo, ['review', 'run', 'pr', ...agent]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(
      ', a merge of the sealed head into another commit (GitHub checks out such a merge of a pull request by default), but',
    );
    expect(r.stderr.trim()).toMatch(
      new RegExp(
        `git switch --detach ${head}; in a workflow, actions/checkout with \`ref: \\$\\{\\{ github\\.event\\.pull_request\\.head\\.sha \\}\\}\`$`,
      ),
    );
  });

  it('a selected file edited after sealing is refused too', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'd']);
    writeFileSync(join(repo, 'src/cart.js'), 'export const edited = true;\n');
    const r = await cliCase(repo, ['review', 'run', 'd', ...agent]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(
      '1 selected file(s) in the work tree differ from what the scope sealed: src/cart.js. Stash or undo those edits',
    );
    expect(existsSync(join(folderOf(repo, 'd'), 'attempts'))).toBe(false);
  });
});
