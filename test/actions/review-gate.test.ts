import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cli, actionCase, runActionAsync } from '../support/run.js';
import { commitAll, git, makeCartRepo, writeRepoFile } from '../support/repo.js';
import { ENV_CANARIES, gateOnPullRequest, sealedCart } from '../adversarial/support.js';
import { STAND_IN_CMD, standInCheckout } from '../support/stand-in.js';
import { evidence as pullEvidence, gateOnPull, pullRepo, TOKEN as PR_TOKEN } from '../support/pull-request.js';
import { CART_FINDING, evidenceFiles, folderOf, REVIEW_AGENT, scopeHashOf, writeCoverage, writeFindings } from '../support/review.js';
import { useGitHubServer } from '../support/github-server.js';
import { FAKE_AGENT, standIn } from '../agent/support.js';
import { outsideCode } from '../support/markdown.js';

const TOKEN = 'ghs_' + 'Q'.repeat(36);

/** Running means a /proc entry that is not a zombie (a killed orphan waits for PID 1 to reap it). */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}
const github = useGitHubServer({ perTest: true });

/** The cart repository plus lib/deep/util.js (not a neighbour of src/): two units, U1 lib, U2 src; sealed. */
const twoUnitCart = (id: string, extra: string[] = []) =>
  sealedCart(id, ['--base', 'HEAD~2', ...extra], { 'lib/deep/util.js': 'export const util = 1;\n' });

const sealed = (id = 'pr-7', extra: string[] = []) => sealedCart(id, ['--effort', 'high', ...extra]);

/** The pull_request event of the repository's head, which is also the head GitHub's API reports for #7. */
const event = (repo: string) => {
  const [head, base] = git(repo, 'rev-parse', 'HEAD', 'HEAD~1').trim().split('\n') as [string, string];
  github().pull.headSha = head;
  return { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } };
};
const env = () => ({ GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' });
const evidence = (repo: string, id: string, findings: unknown[]) => {
  const hash = scopeHashOf(repo, id);
  return [
    '--write-output',
    `findings=${JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings })}`,
    '--write-output',
    `coverage=${JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256: hash, items: [{ path: 'src/cart.js', outcome: 'completed' }], run: { stop: 'completed' } })}`,
  ];
};

describe("review-gate action (dist/, the runner's way, GitHub played by a local API github())", () => {
  it('agent none: gates evidence written earlier, posts a check run with annotations, writes the summary', async () => {
    const repo = sealed();
    writeFindings(repo, 'pr-7', [CART_FINDING]);
    writeCoverage(repo, 'pr-7', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const r = await actionCase(
      'review-gate.js',
      repo,
      { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false' },
      { event: event(repo), env: env() },
    );
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'open-findings': '1', 'review-dir': folderOf(repo, 'pr-7') });
    expect(r.code).toBe(1); // fail-on: findings
    expect(r.commands).toEqual(['::error::proofgate review pr-7: findings']);
    expect(github().checkRuns).toHaveLength(1);
    const run = github().checkRuns[0]!;
    expect(run).toMatchObject({
      name: 'proofgate review',
      status: 'completed',
      conclusion: 'failure',
      head_sha: event(repo).pull_request.head.sha,
    });
    expect(r.outputs['check-run-id']).toBe(String(run.id));
    expect(run.annotations).toEqual([
      expect.objectContaining({ path: 'src/cart.js', start_line: 3, end_line: 3, annotation_level: 'failure' }),
    ]);
    expect(r.summary).toMatch(/^## ❌ proofgate review `pr-7`: \*\*findings\*\*/);
    expect(r.summary).toContain('for (let i = 0; i <= items.length; i++) sum += items[i].price;');
    expect(r.stdout).not.toContain(TOKEN);
  });

  it('fail-on incomplete lets a findings verdict pass the step; the outputs keep the verdict', async () => {
    const repo = sealed();
    writeFindings(repo, 'pr-7', [CART_FINDING]);
    writeCoverage(repo, 'pr-7', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const r = await actionCase('review-gate.js', repo, { id: 'pr-7', 'fail-on': 'incomplete', 'upload-artifact': 'false' }, { env: env() });
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('findings');
    // No token: a warning, the summary, and the verdict stands.
    expect(r.commands).toEqual([expect.stringMatching(/^::warning::nothing published to GitHub: no token/)]);
    expect(r.summary).toContain('Publishing to GitHub was incomplete');
  });

  it('a custom agent following the contract drives it end to end: the prompt on stdin, the evidence written, clean', async () => {
    const repo = sealed();
    const refuted = { ...CART_FINDING, disposition: 'refuted', refutation: 'items is never empty here.' };
    const r = await actionCase(
      'review-gate.js',
      repo,
      {
        id: 'pr-7',
        agent: 'custom',
        'agent-cmd': FAKE_AGENT,
        'agent-args': evidence(repo, 'pr-7', [refuted]).join('\n'),
        'github-token': TOKEN,
        'upload-artifact': 'false',
      },
      { env: env() },
    );
    expect(r.stderr).toBe('');
    expect(r.outputs).toMatchObject({ verdict: 'clean', 'exit-code': '0', 'open-findings': '0' });
    expect(r.code).toBe(0);
    expect(readFileSync(join(folderOf(repo, 'pr-7'), 'attempts/1/prompt.md'), 'utf8')).toContain(
      `# Code review: scope ${scopeHashOf(repo, 'pr-7')}`,
    );
    expect(github().checkRuns[0]).toMatchObject({ conclusion: 'success' });
    expect(r.summary).toContain('clean means no open finding within a fully covered scope');
  });

  it('an agent that edits a source file makes the review incomplete, naming the path', async () => {
    for (const isolate of ['none', 'copy']) {
      const repo = sealed(); // the edit under `none` is real: the next run would refuse the edited tree
      const r = await actionCase(
        'review-gate.js',
        repo,
        {
          id: 'pr-7',
          agent: 'custom',
          isolate,
          'agent-cmd': FAKE_AGENT,
          'agent-args': ['--edit', 'src/cart.js', ...evidence(repo, 'pr-7', [])].join('\n'),
          // In a copy, the reviewer that reads the tree (the blind one is given only the diff): one
          // copy run, where the three reviewers would each walk the machine's file systems (row 248).
          ...(isolate === 'copy' ? { reviewer: 'edge-case' } : {}),
          'upload-artifact': 'false',
        },
        { env: env() },
      );
      expect(r.outputs.verdict, isolate).toBe('incomplete');
      expect(r.code).toBe(1);
      // Unconfined, the edit happens and is caught; in a copy, the agent's own user cannot write it at all.
      expect(r.summary).toMatch(
        isolate === 'none' ? /the agent changed files outside findings\.json and coverage\.json: src\/cart\.js/ : /the agent exited 1/,
      );
      // The tree is no longer the sealed head: no other reviewer is started on it (the blind one, first,
      // ran in a folder holding only the diff, where there was no src/cart.js to edit).
      if (isolate === 'none')
        expect(r.stdout).toMatch(
          /reviewer verification-gap: deferred: not started: the edge-case reviewer's agent changed files outside findings\.json and coverage\.json: src\/cart\.js/,
        );
    }
  });

  it('an agent that times out: incomplete, and its whole process group is gone', async () => {
    const repo = sealed();
    const r = await actionCase(
      'review-gate.js',
      repo,
      {
        id: 'pr-7',
        agent: 'custom',
        isolate: 'none',
        'agent-cmd': FAKE_AGENT,
        'agent-args': '--background\n--hang',
        // One reviewer: the scope's three run one after another here (isolate none), each waiting out its time limit.
        reviewer: 'blind',
        'timeout-minutes': '0.04',
        'upload-artifact': 'false',
      },
      { env: env() },
    );
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.summary).toMatch(/the agent timed out after 2 s; its processes were killed/);
    // The agent's output is in the log: the pid of the child it left behind, which must be gone.
    const pid = Number(/BACKGROUND_PID (\d+)/.exec(r.stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(running(pid)).toBe(false);
  });

  it('120 located findings reach GitHub in batches of at most 50 annotations, most severe first', async () => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/many.js'), Array.from({ length: 120 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'many');
    cli(repo, ['review', 'scope', 'm']);
    const sev = ['low', 'medium', 'high', 'critical'];
    writeFindings(
      repo,
      'm',
      Array.from({ length: 120 }, (_, i) => ({
        ...CART_FINDING,
        id: `M${i}`,
        path: 'src/many.js',
        existing_code: `export const v${i} = ${i};`,
        severity: sev[i % 4],
      })),
    );
    writeCoverage(repo, 'm', [{ path: 'src/many.js', outcome: 'completed' }]);
    const r = await actionCase('review-gate.js', repo, { id: 'm', 'github-token': TOKEN, 'upload-artifact': 'false' }, { env: env() });
    expect(r.outputs.verdict).toBe('findings');
    const writes = github().requests.filter((q) => q.method !== 'GET' && /check-runs/.test(q.path));
    expect(writes.length).toBe(3);
    for (const w of writes)
      expect(((w.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length).toBeLessThanOrEqual(50);
    expect(github().checkRuns[0]!.annotations).toHaveLength(120);
    expect(github().checkRuns[0]!.annotations[0]).toMatchObject({ annotation_level: 'failure', title: expect.stringMatching(/^critical/) });
  });

  it("a fork's read-only token (403): a warning, the summary, no check run, the verdict and exit code unchanged", async () => {
    const repo = sealed();
    writeFindings(repo, 'pr-7', [CART_FINDING]);
    writeCoverage(repo, 'pr-7', [{ path: 'src/cart.js', outcome: 'completed' }]);
    github().fault('*', { kind: 'read-only' }, 100);
    const r = await actionCase('review-gate.js', repo, { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false' }, { env: env() });
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'check-run-id': '' });
    expect(r.commands.some((c) => /^::warning::cannot publish .*read-only/.test(c))).toBe(true);
    expect(r.summary).toContain('**findings**');
  });

  it('text from the pull request cannot inject markup into the summary', async () => {
    const repo = sealed();
    writeFindings(repo, 'pr-7', [
      { ...CART_FINDING, content: '<img src=x onerror=alert(1)> @octocat/team <!-- proofgate --> ![t](http://x) | ::error::x' },
    ]);
    writeCoverage(repo, 'pr-7', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const r = await actionCase('review-gate.js', repo, { id: 'pr-7', 'upload-artifact': 'false' }, { env: env() });
    const markup = outsideCode(r.summary);
    expect(markup).not.toMatch(/<img|<!--|!\[t\]|@octocat/);
    expect(r.commands.filter((c) => c.startsWith('::error::x'))).toEqual([]);
  });
});

describe('review-gate in a matrix: one job per unit, then one gate over the merged parts', () => {
  it('a unit job writes its part; the final job merges parts/* and gates the whole scope', async () => {
    // One run plays every reviewer in each unit job: a scope sealed --dispatch one (#559).
    const repo = twoUnitCart('mx', ['--dispatch', 'one']);
    const hash = scopeHashOf(repo, 'mx');
    const part = (unit: string, path: string) => [
      '--write-output',
      `findings=${JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings: [] })}`,
      '--write-output',
      `coverage=${JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256: hash, items: [{ path, outcome: 'completed', unit }], run: { stop: 'completed' } })}`,
    ];
    const u1 = await actionCase(
      'review-gate.js',
      repo,
      // No artifact service here: the part stays in part-dir, as upload-artifact: false leaves it.
      {
        id: 'mx',
        unit: 'U1',
        agent: 'custom',
        'agent-cmd': FAKE_AGENT,
        'agent-args': part('U1', 'lib/deep/util.js').join('\n'),
        'upload-artifact': 'false',
      },
      { env: env() },
    );
    expect(u1.outputs.verdict).toBe('part');
    expect(u1.code).toBe(0);
    expect(u1.summary).toMatch(/^agent custom: exit 0 after \d+ s, isolation (bwrap|copy) \\\(agent-user\\\)$/m);
    // The unit's part is its attempt's; the review's own files are never written by a unit job.
    expect(u1.outputs['part-dir']).toBe(join(folderOf(repo, 'mx'), 'attempts/1'));
    expect(existsSync(join(u1.outputs['part-dir']!, 'coverage.json'))).toBe(true);
    expect(existsSync(join(folderOf(repo, 'mx'), 'coverage.json'))).toBe(false);
    expect(existsSync(join(folderOf(repo, 'mx'), 'findings.json'))).toBe(false);
    expect(github().checkRuns).toHaveLength(0); // a unit job never gates the whole scope
    // The artifacts the unit jobs would upload, as download-artifact lays them out.
    for (const [unit, path] of [
      ['U1', 'lib/deep/util.js'],
      ['U2', 'src/cart.js'],
    ] as const) {
      const dir = join(repo, 'parts', `proofgate-part-mx-${unit}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'findings.json'), JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings: [] }));
      writeFileSync(
        join(dir, 'coverage.json'),
        JSON.stringify({
          schema: 'bmad-plus/review-coverage/1',
          scopeSha256: hash,
          items: [{ path, outcome: 'completed', unit }],
          run: { stop: 'completed' },
        }),
      );
    }
    const gate = await actionCase(
      'review-gate.js',
      repo,
      { id: 'mx', 'merge-from': 'parts/*', 'github-token': TOKEN, 'upload-artifact': 'false' },
      { env: env() },
    );
    expect(gate.outputs.verdict, gate.summary).toBe('clean');
    expect(gate.code).toBe(0);
    expect(github().checkRuns[0]).toMatchObject({ conclusion: 'success' });
  });
});

describe("review-gate: attempts, resume and matrix entries (dist/, the runner's way)", () => {
  const run = (repo: string, inputs: Record<string, string>) =>
    actionCase(
      'review-gate.js',
      repo,
      { id: 'pr-7', agent: 'custom', 'agent-cmd': REVIEW_AGENT, 'upload-artifact': 'false', ...inputs },
      { env: env() },
    );

  it('a failed rerun keeps the evidence: the verdict and the check run stay, the summary says nothing was merged', async () => {
    const repo = sealed();
    const first = await run(repo, { 'github-token': TOKEN });
    expect(first.outputs.verdict).toBe('findings');
    const again = await run(repo, { 'github-token': TOKEN, 'agent-args': '--fail\n3' });
    expect(again.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'open-findings': '1' });
    expect(again.summary).toContain("### ⚠️ This run's agent attempt was not merged");
    expect(again.summary).toContain('- the agent exited 3: review-agent: the model is overloaded; try again later');
    expect(github().checkRuns.map((c) => c.conclusion)).toEqual(['failure', 'failure']);
  });

  it('input resume: the agent gets only the files still owed; earlier findings stay', async () => {
    const repo = twoUnitCart('pr-7');
    const partial = await run(repo, { 'agent-args': '--complete\n1' });
    expect(partial.outputs.verdict).toBe('incomplete');
    // Each reviewer its own run (attempts 1 and 2, then 3 and 4, numbered as they started): each is asked what it owes.
    const resumed = await run(repo, { resume: 'true' });
    for (const reviewer of ['blind', 'edge-case'])
      expect(resumed.stdout).toMatch(
        new RegExp(
          `reviewer ${reviewer}: attempt [34]: 1 file\\(s\\) asked \\(resumed\\); merged into findings\\.json and coverage\\.json`,
        ),
      );
    for (const n of [3, 4])
      expect(readFileSync(join(folderOf(repo, 'pr-7'), `attempts/${n}/prompt.md`), 'utf8')).not.toContain('lib/deep/util.js');
    expect(resumed.outputs).toMatchObject({ verdict: 'findings', 'open-findings': '1' });
  });

  it('each reviewer its own run in the job: a killed one keeps it incomplete, named in the summary; resume runs only it', async () => {
    const repo = sealed();
    const killed = await run(repo, { 'agent-args': '--kill-reviewer\nverification-gap' });
    expect(killed.outputs.verdict, killed.stdout).toBe('incomplete');
    expect(killed.stdout).toMatch(/reviewer blind: attempt \d: 1 file\(s\) asked; merged/);
    expect(killed.stdout).toMatch(/reviewer verification-gap: attempt \d: 1 file\(s\) asked; not merged/);
    expect(killed.summary).toContain('**Reviewers.** 2 of 3 returned and measured');
    expect(killed.summary).toMatch(/^\| `verification-gap` \| ❌ failed \| 1 \| 0\/1 \| 0 \|/m);
    const resumed = await run(repo, { resume: 'true' });
    expect(resumed.outputs.verdict, resumed.stdout).toBe('findings');
    expect(resumed.stdout).toContain('reviewer blind: returned and measured already: nothing asked');
    expect(resumed.stdout).toMatch(/reviewer verification-gap: attempt 4: 1 file\(s\) asked \(resumed\); merged/);
    expect(resumed.summary).toContain('**Reviewers.** 3 of 3 returned and measured (`ledger.json`).');
  });

  it('input deadline-minutes: a reviewer not started by then is deferred, the review incomplete, each named', async () => {
    const repo = sealed();
    const late = await run(repo, { 'deadline-minutes': '0' });
    expect(late.outputs.verdict, late.stdout).toBe('incomplete');
    expect(late.stdout).toContain('reviewer blind: deferred: the run reached its deadline before this reviewer started');
    expect(late.summary).toContain('**Reviewers.** 0 of 3 returned and measured');
    expect(late.summary).toMatch(/^\| `verification-gap` \| \S+ deferred \| 1 \| 0\/1 \| 0 \|/m);
    const refused = await run(repo, { 'deadline-minutes': 'soon' });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toContain('::error::input `deadline-minutes` must be a number of minutes 0 or more in decimal digits');
  });

  it('a unit job without the sealed scope is refused: it never seals one of its own', async () => {
    const repo = makeCartRepo();
    const r = await run(repo, { unit: 'U1' });
    expect(r.outputs['exit-code']).toBe('3');
    expect(r.commands).toEqual([
      expect.stringMatching(/^::error::input `unit`: no sealed scope in .*pr-7; a unit job reviews the scope the scope job sealed/),
    ]);
    expect(existsSync(folderOf(repo, 'pr-7'))).toBe(false);
  });

  it('a refused input is named as the workflow wrote it (the review options module, as review-scope and the CLI use it)', async () => {
    const repo = twoUnitCart('pr-7');
    // Every input is checked before any work, even one this run does not use (the scope is sealed already): a value
    // that cannot be is a mistake in the workflow, never silently ignored.
    const cases: [Record<string, string>, string][] = [
      [{ effort: 'extreme' }, 'input `effort` must be one of low, medium, high (got "extreme")'],
      [{ isolate: 'chroot' }, 'input `isolate` must be one of auto, bwrap, copy, none (got "chroot")'],
      [
        { 'timeout-minutes': '0' },
        'input `timeout-minutes` must be a number of minutes from 0.01 to 360 in decimal digits (20, or 0.5 for half a minute), not "0"',
      ],
      [{ 'fail-on': 'never' }, 'input `fail-on` must be one of incomplete, findings (got "never")'],
      [{ resume: 'yes' }, 'input `resume` must be true or false, not "yes"'],
      [
        { unit: 'U9' },
        'input `unit` U9 is not a unit of the scope (units: U1, U2); give unit ids such as U2, or several separated by spaces',
      ],
      [{ 'upload-artifact': 'yes' }, 'input `upload-artifact` must be true or false, not "yes"'],
      [{ 'spec-from-pull-request': 'maybe' }, 'input `spec-from-pull-request` must be true or false, not "maybe"'],
      [{ 'agent-cmd': '' }, 'input `agent-cmd` is required with agent custom: the runner executable'],
      [
        { 'env-pass': 'GITHUB_TOKEN' },
        'input `env-pass` (item 1): GITHUB_TOKEN is a publishing or runner credential and is never given to the agent; remove it from env-pass',
      ],
      [
        { gate: 'false', agent: 'none' },
        'input `gate`: a job that writes a part for the gate job runs an agent; give `agent`, or leave `gate` out to gate here',
      ],
    ];
    for (const [inputs, line] of cases) {
      const r = await run(repo, inputs);
      const errors = r.commands.filter((c) => c.startsWith('::error::'));
      expect([r.code, r.outputs['exit-code'], errors], JSON.stringify(inputs)).toEqual([1, '3', [`::error::${line}`]]);
      // The job summary says it too, where a reader looks first.
      expect(r.summary, JSON.stringify(inputs)).toMatch(/^## ❌ proofgate review-gate: the step failed\n\ninput /);
    }
    // Refused before any work: no check run was opened for any of them.
    expect(github().checkRuns).toEqual([]);
  });

  it('a matrix entry of several units: one job reviews them all and writes one part', async () => {
    const repo = twoUnitCart('pr-7');
    const r = await run(repo, { unit: 'U1 U2' });
    expect(r.outputs).toMatchObject({ verdict: 'part', 'exit-code': '0', 'part-dir': join(folderOf(repo, 'pr-7'), 'attempts/1') });
    expect(readFileSync(join(r.outputs['part-dir']!, 'prompt.md'), 'utf8')).toContain('2 file(s) to review in units U1, U2');
    expect(JSON.parse(readFileSync(join(r.outputs['part-dir']!, 'coverage.json'), 'utf8')).items).toHaveLength(2);
    expect(r.summary).toContain('`U1-U2`: part written');
  });
});

describe('review-gate action with claude stood in for: the run in one line, preflight before anything', () => {
  it("the job summary shows what the run was and cost, right under the verdict; run.json is in the attempt's folder", async () => {
    const repo = sealed('pr-7', ['--dispatch', 'one']); // one run: the stand-in answers attempt 1
    const r = await actionCase(
      'review-gate.js',
      repo,
      { id: 'pr-7', agent: 'claude', 'env-pass': 'PROOFGATE_STAND_IN', 'github-token': TOKEN, 'upload-artifact': 'false' },
      { env: { ...env(), ...standIn({ writes: evidenceFiles(repo, 'pr-7') }) } },
    );
    expect(r.outputs).toMatchObject({ verdict: 'clean', 'exit-code': '0' });
    const line =
      /agent claude 2\.1\.328 \(claude-sonnet-5-5\): exit 0 \(completed\) after \d+ s, 1 turn, 1\.2k input \+ 42 output tokens, \$0\.0028, isolation (bwrap|copy) \(agent-user\)/;
    // Markdown escapes and code spans aside (a word holding `$` is one, #290), the line sits right under the verdict's table, before any detail.
    const shown = r.summary.replace(/\\(.)/g, '$1').replace(/`(\$[^`]*)`/g, '$1');
    expect(shown).toMatch(/^## ✅ proofgate review `pr-7`: \*\*clean\*\*/);
    const at = shown.search(line);
    expect(at).toBeGreaterThan(shown.indexOf('| selected |'));
    expect(at).toBeLessThan(shown.indexOf('<details>'));
    expect(r.stdout).toMatch(line);
    expect(JSON.parse(readFileSync(join(folderOf(repo, 'pr-7'), 'attempts/1/run.json'), 'utf8'))).toMatchObject({
      agent: 'claude',
      costUsd: 0.0028199999999999996,
    });
  });

  it('claude not signed in: exit-code 2 with the fix as the error, nothing run, no evidence touched, no check run', async () => {
    const repo = sealed();
    writeFindings(repo, 'pr-7', [CART_FINDING]);
    writeCoverage(repo, 'pr-7', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const before = readdirSync(folderOf(repo, 'pr-7')).sort();
    const r = await actionCase(
      'review-gate.js',
      repo,
      { id: 'pr-7', agent: 'claude', 'env-pass': 'PROOFGATE_STAND_IN', 'github-token': TOKEN, 'upload-artifact': 'false' },
      { env: { ...env(), ...standIn({ signedIn: false }) } },
    );
    expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2', 'review-dir': folderOf(repo, 'pr-7') });
    expect(r.code).toBe(1);
    expect(r.commands).toEqual([
      '::group::agent claude',
      '::endgroup::',
      '::error::agent claude: not signed in (`claude auth status` exited 1: "loggedIn": false); sign in with `claude auth login` (or set ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN)',
    ]);
    expect(r.summary).toContain('**incomplete**, the agent cannot run');
    expect(r.summary).toContain('Nothing ran and no evidence was touched.');
    expect(readdirSync(folderOf(repo, 'pr-7')).sort()).toEqual(before);
    expect(github().checkRuns).toHaveLength(0);
  });
});

describe('review-gate: its check run on a stop (never left in progress, never shadowed, always on the head)', () => {
  const runsLeftOpen = () => github().checkRuns.filter((c) => c.status !== 'completed');
  const newest = () => [...github().checkRuns].sort((a, b) => b.id - a.id)[0]!;

  it('#602 a stop after the check run was opened completes that run; the next clean run is the newest under the name', async () => {
    const repo = standInCheckout();
    // A file where the attempts folder goes: the attempt cannot be opened, after the check run was.
    mkdirSync(join(repo, '_bmad-output/review/pr-7'), { recursive: true });
    writeFileSync(join(repo, '_bmad-output/review/pr-7/attempts'), 'x');
    const inputs = { agent: 'custom', 'agent-cmd': STAND_IN_CMD, isolate: 'none' };
    await gateOnPullRequest(github(), repo, 'pr-7', 'HEAD~1', inputs);
    expect(runsLeftOpen()).toEqual([]);
    expect(github().checkRuns.map((c) => [c.conclusion, c.output?.title])).toEqual([['failure', 'stopped before a verdict']]);
    rmSync(join(repo, '_bmad-output/review/pr-7/attempts'));
    const again = await gateOnPullRequest(github(), repo, 'pr-7', 'HEAD~1', inputs);
    expect(again.outputs.verdict).toBe('clean');
    expect(newest()).toMatchObject({ id: Number(again.outputs['check-run-id']), conclusion: 'success' });
    expect(runsLeftOpen()).toEqual([]);
  });

  it("#603 with dispatch each, a later reviewer whose agent cannot start is that reviewer's outcome: gated incomplete on what ran", async () => {
    const repo = standInCheckout();
    // The stand-in covers everything, then makes itself unusable (a sign-in expiring, the CLI removed mid-job).
    const agent = join(mkdtempSync(join(tmpdir(), 'pg603-')), 'agent.mjs');
    const source = readFileSync(join(repo, STAND_IN_CMD), 'utf8');
    writeFileSync(agent, `${source}\nimport { chmodSync } from 'node:fs';\nchmodSync(process.argv[1], 0o644);\n`, { mode: 0o755 });
    const r = await gateOnPullRequest(github(), repo, 'pr-7', 'HEAD~1', {
      agent: 'custom',
      'agent-cmd': agent,
      isolate: 'none',
      effort: 'high',
    });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.summary).not.toContain('Nothing ran and no evidence was touched');
    expect(r.summary).toMatch(/deferred: not started: its agent cannot run/);
    expect(runsLeftOpen()).toEqual([]);
    expect(github().checkRuns).toHaveLength(1);
    expect(newest().conclusion).toBe('failure');
  });

  it('#604 on issue_comment (verdict commit HEAD) a stop marks the checked-out head: the earlier clean check run no longer stands', async () => {
    const p = pullRepo();
    const head = git(p.repo, 'rev-parse', 'HEAD').trim();
    await pullEvidence(p, []);
    expect((await gateOnPull(github(), p, {}, ENV_CANARIES)).outputs.verdict).toBe('clean');
    const r = await actionCase(
      'review-gate.js',
      p.repo,
      {
        id: 'pr-7',
        'github-token': PR_TOKEN,
        'upload-artifact': 'false',
        agent: 'custom',
        'agent-cmd': '/nonexistent/agent',
        base: p.base,
      },
      {
        event: { issue: { number: 7, pull_request: { url: 'x' } }, comment: { author_association: 'OWNER', user: { login: 'owner' } } },
        env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop', GITHUB_EVENT_NAME: 'issue_comment' },
      },
    );
    expect(r.code).not.toBe(0);
    const last = github()
      .checkRuns.filter((c) => c.head_sha === head)
      .at(-1)!;
    expect(last).toMatchObject({ conclusion: 'failure', output: { title: 'stopped before a verdict' } });
  });
});

describe('review-gate in a reused workspace: what an earlier job left is never this job evidence', () => {
  const NO_PUBLISH = { 'upload-artifact': 'false', 'github-token': '', 'pr-review': 'off' };
  /** The cart repository plus a second changed file no one reviewed, and a push event of its last two commits. */
  const cart = () => {
    const repo = makeCartRepo();
    writeRepoFile(repo, 'src/evil.js', 'module.exports = eval(process.env.PAYLOAD);\n');
    commitAll(repo, 'also evil');
    const [head, base] = git(repo, 'rev-parse', 'HEAD', 'HEAD~2').trim().split('\n') as [string, string];
    return { repo, base, env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: head } };
  };
  /** A new job: a runner temp of its own, its event file written at its first step, after what the test left. */
  const newJob = () => {
    // File times tick coarsely (the kernel's clock, a few ms): the job begins on a later tick than what was left.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    return mkdtempSync(join(tmpdir(), 'proofgate-next-job-'));
  };
  /** This job's review-scope step: the seal it records in GITHUB_ENV, as the runner hands it to the later steps. */
  async function sealInJob(repo: string, temp: string, inputs: Record<string, string>, env: Record<string, string>) {
    const envFile = join(temp, 'env');
    writeFileSync(envFile, '');
    const r = await runActionAsync(
      'review-scope.js',
      repo,
      { id: 'pr-1', 'upload-artifact': 'false', ...inputs },
      { env: { ...env, GITHUB_ENV: envFile }, runnerTemp: temp },
    );
    expect(r.code, r.stdout + r.summary).toBe(0);
    const m = /^(PROOFGATE_SEAL_[0-9A-F]+)<<(\S+)\n([0-9a-f]{64})\n\2$/m.exec(readFileSync(envFile, 'utf8'));
    return { ...env, [m![1]!]: m![3]! };
  }

  /** Complete evidence of every changed file, no finding: what an earlier job (or a pull request's test job) leaves. */
  const leaveEvidence = (repo: string) => {
    writeFindings(repo, 'pr-1', []);
    writeCoverage(
      repo,
      'pr-1',
      ['src/cart.js', 'src/evil.js'].map((path) => ({ path, outcome: 'completed' })),
      { run: { stop: 'completed' } },
    );
  };

  it("#614 a scope.json an earlier job sealed with a narrower include is set aside: this step seals its own inputs' scope", async () => {
    const { repo, base, env } = cart();
    expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base, '--include', 'src/cart.js']).code).toBe(0);
    writeFindings(repo, 'pr-1', []);
    writeCoverage(repo, 'pr-1', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'pr-1', agent: 'none', base, effort: 'high', ...NO_PUBLISH },
      { env, runnerTemp: newJob() },
    );
    expect(r.outputs.verdict, r.summary).toBe('incomplete');
    expect(r.stdout).toMatch(/the scope\.json in .*pr-1 \([0-9a-f]{12}\) was left before this job began.*sealed here instead/);
    expect(
      JSON.parse(readFileSync(join(folderOf(repo, 'pr-1'), 'scope.json'), 'utf8')).files.map((f: { path: string }) => f.path),
    ).toContain('src/evil.js');
  });

  it('#615 this job reseals, its agent fails: findings.json and coverage.json left before the job are set aside, incomplete', async () => {
    const { repo, base, env } = cart();
    expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base, '--dispatch', 'one']).code).toBe(0);
    leaveEvidence(repo);
    const temp = newJob();
    const sealEnv = await sealInJob(repo, temp, { base, dispatch: 'one' }, env);
    expect(existsSync(join(folderOf(repo, 'pr-1'), 'findings.json')), readdirSync(folderOf(repo, 'pr-1')).join()).toBe(false);
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'pr-1', agent: 'custom', 'agent-cmd': FAKE_AGENT, 'agent-args': '--exit\n1', isolate: 'none', ...NO_PUBLISH },
      { env: sealEnv, runnerTemp: temp },
    );
    expect(r.outputs.verdict, r.summary).toBe('incomplete');
  });

  it('#616 merge-from parts/*: a part folder an earlier run left is named and never merged; no part arrived, incomplete', async () => {
    const { repo, base, env } = cart();
    await leavePart(repo, base, env, 'parts/review');
    const temp = newJob();
    const sealEnv = await sealInJob(repo, temp, { base }, env);
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'pr-1', agent: 'none', 'merge-from': 'parts/*', ...NO_PUBLISH },
      { env: sealEnv, runnerTemp: temp },
    );
    expect(r.outputs.verdict, r.summary).toBe('incomplete');
    expect(r.summary).toMatch(/parts\/review\/1 was left there before this job began, not downloaded by it: not merged/);
    expect(r.summary).toMatch(/no unit part arrived/);
  });

  it.each([
    ['left before the job, sealing what this step seals', false],
    ['sealed by a CLI step of this job', true],
  ])('#620 a scope.json %s: the evidence left before the job is set aside, named, never judged', async (_name, inJob) => {
    const { repo, base, env } = cart();
    const scope = () => expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base]).code).toBe(0);
    scope();
    leaveEvidence(repo);
    const temp = newJob();
    // A `run: proofgate review scope` step of this job seals again: its scope.json is this job's, the evidence beside it is not.
    if (inJob) scope();
    const r = await runActionAsync('review-gate.js', repo, { id: 'pr-1', agent: 'none', base, ...NO_PUBLISH }, { env, runnerTemp: temp });
    expect(r.outputs.verdict, r.summary).toBe('incomplete');
    expect(r.stdout).toMatch(/set aside [^\n]*findings\.json[^\n]*coverage\.json|set aside [^\n]*coverage\.json[^\n]*findings\.json/);
    expect(r.stdout).not.toMatch(/is not the one this step's inputs seal/);
  });

  /** Steps of this job that change only the metadata of what `dir` holds: each moves a leftover's ctime past the job's start. */
  const sh = (script: string, dir: string) => execFileSync('sh', ['-c', script, 'sh', dir]);
  const BUMPS: [string, (dir: string) => void][] = [
    ['chown -R to its own owner', (dir) => sh('chown -R "$(id -u):$(id -g)" "$1"', dir)],
    [
      'touch -m -d 2020-01-01 (files), touch -a (folders)',
      (dir) => sh('find "$1" -type f -exec touch -m -d 2020-01-01 {} + && find "$1" -type d -exec touch -a {} +', dir),
    ],
    ['setfacl -R, then -b', (dir) => sh('setfacl -R -m u:nobody:r "$1" && setfacl -R -b "$1"', dir)],
  ];
  /**
   * Steps of this job that copy what `dir` holds back into place keeping its times: new inodes (birth and
   * ctime of this job) with an earlier job's content and mtime, as an actions/cache restore makes (hazard 651).
   */
  const COPIES: [string, (dir: string) => void][] = [
    ['cp -a of it back into place', (dir) => sh('cp -a "$1" "$1.new" && rm -rf "$1" && mv "$1.new" "$1"', dir)],
    [
      'a tar round trip keeping times (tar -xpf, a cache save and restore)',
      (dir) => sh('t=$(mktemp) && tar -C "$1" -cf "$t" . && rm -rf "$1" && mkdir "$1" && tar -C "$1" -xpf "$t" && rm "$t"', dir),
    ],
    [
      'cp -r --reflink=auto -p of it back into place',
      (dir) => sh('cp -r --reflink=auto -p "$1" "$1.new" && rm -rf "$1" && mv "$1.new" "$1"', dir),
    ],
  ];
  /**
   * What an earlier job dated ahead of the clock (touch -d 2099), copied back keeping its times in this job: a new
   * inode of this job whose mtime passes every lower bound (hazard 681). Dated here, the copy is the same inode state.
   */
  const AHEAD: [string, (dir: string) => void][] = [
    [
      'dated 2099 (touch -d), then cp -a of it back into place',
      (dir) => sh('find "$1" -exec touch -h -d 2099-01-01 {} + && cp -a "$1" "$1.new" && rm -rf "$1" && mv "$1.new" "$1"', dir),
    ],
  ];
  /** The rows of a table under the hazard `n` their test is named by. */
  const row = (n: number, rows: [string, (dir: string) => void][]) => rows.map(([name, fn]) => [n, name, fn] as const);
  /** A hard link of each file: in the review folder beside it; a part folder copied with `cp -al` (new folders, the same files). */
  /** The job has begun (its event file written, as its first step's run writes it) and its clock has ticked since: a step of it runs now. */
  const begun = (temp: string) => {
    writeFileSync(join(temp, 'event.json'), '{}');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
  };
  const HARD_LINK_EVIDENCE: [string, (dir: string) => void] = [
    'a hard link of each file',
    (dir) => sh('cp -al "$1" "$(mktemp -d)/links"', dir),
  ];
  const HARD_LINK_PART: [string, (dir: string) => void] = [
    'cp -al of the part into place',
    (dir) => sh('cp -al "$1/review" "$1/review.new" && rm -rf "$1/review" && mv "$1/review.new" "$1/review"', dir),
  ];

  it.each([...row(622, [...BUMPS, HARD_LINK_EVIDENCE]), ...row(651, COPIES), ...row(681, AHEAD)])(
    '#%i evidence an earlier job left, %s in this job: still set aside, named, never judged',
    async (_n, _name, bump) => {
      const { repo, base, env } = cart();
      expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base]).code).toBe(0);
      leaveEvidence(repo);
      const temp = newJob();
      begun(temp);
      bump(folderOf(repo, 'pr-1'));
      const r = await runActionAsync('review-gate.js', repo, { id: 'pr-1', agent: 'none', base, ...NO_PUBLISH }, { env, runnerTemp: temp });
      expect(r.outputs.verdict, r.summary).toBe('incomplete');
      expect(r.stdout).toMatch(/set aside [^\n]*findings\.json[^\n]*coverage\.json|set aside [^\n]*coverage\.json[^\n]*findings\.json/);
      expect(r.stdout).toMatch(/set aside [^\n]*: copy without keeping times, or review again in this job/);
    },
  );

  /** A part an earlier run made (through the bundle), copied under `parts/` in the workspace, everything else cleaned away. */
  async function leavePart(repo: string, base: string, env: Record<string, string>, at: string) {
    const part = await runActionAsync(
      'review-gate.js',
      repo,
      {
        id: 'pr-1',
        base,
        agent: 'custom',
        'agent-cmd': REVIEW_AGENT,
        'agent-args': '--report\n[]',
        isolate: 'none',
        gate: 'false',
        ...NO_PUBLISH,
      },
      { env, runnerTemp: newJob() },
    );
    expect(part.outputs.verdict, part.summary).toBe('part');
    mkdirSync(join(repo, at, '..'), { recursive: true });
    cpSync(part.outputs['part-dir']!, join(repo, at), { recursive: true });
    git(repo, 'clean', '-fdxq', '-e', at.split('/')[0]!);
  }

  it.each([...row(622, [...BUMPS, HARD_LINK_PART]), ...row(651, COPIES), ...row(681, AHEAD)])(
    '#%i merge-from parts/*: a part folder an earlier run left, %s in this job, is never merged',
    async (_n, _name, bump) => {
      const { repo, base, env } = cart();
      await leavePart(repo, base, env, 'parts/review');
      const temp = newJob();
      const sealEnv = await sealInJob(repo, temp, { base }, env);
      begun(temp);
      bump(join(repo, 'parts'));
      const r = await runActionAsync(
        'review-gate.js',
        repo,
        { id: 'pr-1', agent: 'none', 'merge-from': 'parts/*', ...NO_PUBLISH },
        { env: sealEnv, runnerTemp: temp },
      );
      expect(r.outputs.verdict, r.summary).toBe('incomplete');
      expect(r.summary).toMatch(
        /parts\/review\/1 was left there before this job began, not downloaded by it: not merged .*a copy that keeps times.*: copy without keeping times/,
      );
    },
  );

  /** A `run: proofgate review …` step of the job `temp` began: the CLI bundle on the runner, its event file written at the job's start. */
  const cliStep = (repo: string, temp: string, args: string[], env: Record<string, string>) =>
    cli(repo, args, { ...env, GITHUB_ACTIONS: 'true', GITHUB_EVENT_PATH: join(temp, 'event.json'), RUNNER_TEMP: temp });
  const SET_ASIDE = /set aside [^\n]*findings\.json[^\n]*coverage\.json|set aside [^\n]*coverage\.json[^\n]*findings\.json/;

  it.each([...row(642, [['nothing else', () => {}], ...BUMPS]), ...row(651, COPIES)])(
    '#%i review gate as a step of a job (%s): the scope, findings and coverage an earlier job left are set aside and named, incomplete',
    (_n, _name, bump) => {
      const { repo, base, env } = cart();
      expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base]).code).toBe(0);
      leaveEvidence(repo);
      const temp = newJob();
      begun(temp);
      bump(folderOf(repo, 'pr-1'));
      const r = cliStep(repo, temp, ['review', 'gate', 'pr-1', '--head', env.GITHUB_SHA], env);
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(r.stderr).toMatch(SET_ASIDE);
      expect(r.stdout).toMatch(/the scope\.json in .*pr-1 was sealed before this job began/);
      expect(existsSync(join(folderOf(repo, 'pr-1'), 'findings.json'))).toBe(false);
    },
  );

  it('#642 review gate off a runner (no GITHUB_ACTIONS): the same files are judged as before, clean', () => {
    const { repo, base } = cart();
    expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base]).code).toBe(0);
    leaveEvidence(repo);
    const temp = newJob();
    begun(temp);
    const r = cli(repo, ['review', 'gate', 'pr-1'], { GITHUB_EVENT_PATH: join(temp, 'event.json'), RUNNER_TEMP: temp });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/set aside/);
  });

  it('#642 review scope as a step of a job seals anew and sets aside what an earlier job left: review gate then incomplete', () => {
    const { repo, base, env } = cart();
    expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base, '--include', 'src/cart.js']).code).toBe(0);
    leaveEvidence(repo);
    const temp = newJob();
    begun(temp);
    const scope = cliStep(repo, temp, ['review', 'scope', 'pr-1', '--base', base], env);
    expect(scope.code, scope.stderr).toBe(0);
    expect(scope.stderr).toMatch(SET_ASIDE);
    const r = cliStep(repo, temp, ['review', 'gate', 'pr-1'], env);
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stdout).not.toMatch(/sealed before this job began/);
  });

  it('#642 review publish as a step of a job: the evidence an earlier job left is set aside, incomplete', () => {
    const { repo, base, env } = cart();
    expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base]).code).toBe(0);
    leaveEvidence(repo);
    const temp = newJob();
    begun(temp);
    const r = cliStep(repo, temp, ['review', 'publish', 'pr-1', '--pr', '1'], env);
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(SET_ASIDE);
    expect(r.stdout).toMatch(/sealed before this job began/);
  });

  it('#642 review run as a step of a job on a scope an earlier job sealed: refused before any agent, naming it', () => {
    const { repo, base, env } = cart();
    expect(cli(repo, ['review', 'scope', 'pr-1', '--base', base]).code).toBe(0);
    const temp = newJob();
    begun(temp);
    const r = cliStep(repo, temp, ['review', 'run', 'pr-1', '--agent', 'custom', '--agent-cmd', FAKE_AGENT, '--isolate', 'none'], env);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(/the scope\.json in .*pr-1 was sealed before this job began/);
  });

  it.each([...row(642, [['nothing else', () => {}]]), ...row(651, COPIES), ...row(681, AHEAD)])(
    '#%i review merge --from as a step of a job (%s): a part folder an earlier run left is refused, never merged',
    async (_n, _name, bump) => {
      const { repo, base, env } = cart();
      await leavePart(repo, base, env, 'parts/review');
      const temp = newJob();
      begun(temp);
      bump(join(repo, 'parts'));
      expect(cliStep(repo, temp, ['review', 'scope', 'pr-1', '--base', base], env).code).toBe(0);
      const r = cliStep(repo, temp, ['review', 'merge', 'pr-1', '--from', 'parts/review/1'], env);
      expect(r.code, r.stdout + r.stderr).toBe(3);
      expect(r.stderr).toMatch(/--from parts\/review\/1 was left there before this job began/);
      expect(existsSync(join(folderOf(repo, 'pr-1'), 'coverage.json'))).toBe(false);
    },
  );

  it.each([
    ['as written', () => {}, 0],
    [
      'its mtime then put back before the job (touch -m -d 2020-01-01)',
      (dir: string) => sh('find "$1" -type f -exec touch -m -d 2020-01-01 {} +', dir),
      2,
    ],
  ])(
    '#651 review gate as a step of a job on evidence this job wrote, %s: judged as its own (exit 0), or set aside (exit 2)',
    (_name, change, code) => {
      const { repo, base, env } = cart();
      const temp = newJob();
      begun(temp);
      expect(cliStep(repo, temp, ['review', 'scope', 'pr-1', '--base', base], env).code).toBe(0);
      leaveEvidence(repo);
      change(folderOf(repo, 'pr-1'));
      const r = cliStep(repo, temp, ['review', 'gate', 'pr-1'], env);
      expect(r.code, r.stdout + r.stderr).toBe(code);
      if (code) expect(r.stderr).toMatch(SET_ASIDE);
      else expect(r.stderr).not.toMatch(/set aside/);
    },
  );

  it('#651 merge-from parts/*: a part this job made, copied into parts/ keeping its times (cp -a), is merged: clean', async () => {
    const { repo, base, env } = cart();
    const temp = newJob();
    begun(temp);
    const sealEnv = await sealInJob(repo, temp, { base }, env);
    const part = await runActionAsync(
      'review-gate.js',
      repo,
      {
        id: 'pr-1',
        agent: 'custom',
        'agent-cmd': REVIEW_AGENT,
        'agent-args': '--report\n[]',
        isolate: 'none',
        gate: 'false',
        ...NO_PUBLISH,
      },
      { env: sealEnv, runnerTemp: temp },
    );
    expect(part.outputs.verdict, part.summary).toBe('part');
    mkdirSync(join(repo, 'parts'));
    execFileSync('cp', ['-a', part.outputs['part-dir']!, join(repo, 'parts/review')]);
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'pr-1', agent: 'none', 'merge-from': 'parts/*', ...NO_PUBLISH },
      { env: sealEnv, runnerTemp: temp },
    );
    expect(r.outputs.verdict, r.summary).toBe('clean');
    expect(r.stdout).not.toMatch(/set aside|left there before this job/);
  });

  it('#622 merge-from parts/u1: a link this job made to a part folder an earlier run left is that folder, never merged', async () => {
    const { repo, base, env } = cart();
    await leavePart(repo, base, env, 'old/review');
    const temp = newJob();
    const sealEnv = await sealInJob(repo, temp, { base }, env);
    begun(temp);
    mkdirSync(join(repo, 'parts'));
    symlinkSync(join(repo, 'old/review/1'), join(repo, 'parts/u1'));
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'pr-1', agent: 'none', 'merge-from': 'parts/u1', ...NO_PUBLISH },
      { env: sealEnv, runnerTemp: temp },
    );
    expect(r.outputs.verdict, r.summary).toBe('incomplete');
    expect(r.summary).toMatch(/parts\/u1 was left there before this job began, not downloaded by it: not merged/);
  });
});
