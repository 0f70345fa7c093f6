import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliCase } from '../support/run.js';
import { makeCartRepo } from '../support/repo.js';
import { CART_FINDING, evidenceFiles, folderOf, lastRunRecord, scopeHashOf, writeCoverage, writeFindings } from '../support/review.js';
import { FAKE_AGENT, standIn, type StandInScenario } from '../agent/support.js';
import { schemaErrors } from '../../src/schemas/validate.js';
import type { AgentRunRecord } from '../../src/schemas/types.js';

describe('review run: the agent from a terminal, the same checks as the action (dist/cli.js)', () => {
  it('a custom agent writes the evidence: findings (exit 1)', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r', '--effort', 'high', '--dispatch', 'one']); // one agent run: its attempt is attempt 1
    const hash = scopeHashOf(repo, 'r');
    const findings = JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings: [CART_FINDING] });
    const coverage = JSON.stringify({
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256: hash,
      items: [{ path: 'src/cart.js', outcome: 'completed' }],
      run: { stop: 'completed' },
    });
    const r = await cliCase(repo, [
      'review',
      'run',
      'r',
      '--agent',
      'custom',
      '--agent-cmd',
      FAKE_AGENT,
      '--agent-arg=--write-output',
      `--agent-arg=findings=${findings}`,
      '--agent-arg=--write-output',
      `--agent-arg=coverage=${coverage}`,
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^agent custom: exit 0 after \d+ s, isolation (bwrap|copy) \(agent-user\)\nattempt 1: 1 file\(s\) asked; merged into findings\.json and coverage\.json\n.*1 located, 0 ambiguous, 0 unlocated\nr: findings — coverage 1\/1 completed/,
    );
  });

  it('an agent that writes nothing and exits 5: incomplete (exit 2), the reason named', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r']);
    const r = await cliCase(repo, [
      'review',
      'run',
      'r',
      '--agent',
      'custom',
      '--agent-cmd',
      FAKE_AGENT,
      '--agent-arg=--stderr',
      '--agent-arg=model overloaded',
      '--agent-arg=--exit',
      '--agent-arg=5',
    ]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('- the agent exited 5: model overloaded');
    expect(r.stdout).toContain('- no findings.json: write it even when there is nothing to report');
  });

  it('a custom agent saved with Windows line endings is refused before an attempt is opened, naming its #! line (exit 2)', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r']);
    const dir = mkdtempSync(join(tmpdir(), 'pg-review-agent-'));
    const agent = join(dir, 'crlf.sh');
    writeFileSync(agent, '#!/bin/bash\r\necho hi\r\n', { mode: 0o755 });
    const r = await cliCase(repo, ['review', 'run', 'r', '--agent', 'custom', '--agent-cmd', agent]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `proofgate: agent custom: ${agent} cannot start: its #! line names the interpreter "/bin/bash\\r", which ends in a carriage return: the script has Windows (CRLF) line endings: convert it to LF`,
    );
    expect(existsSync(join(folderOf(repo, 'r'), 'attempts'))).toBe(false);
  });

  it('findings.json written past 16 MiB under isolate copy: named with why, not "missing", in the reasons and in the next prompt (exit 2)', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r', '--dispatch', 'one']);
    const dir = mkdtempSync(join(tmpdir(), 'pg-review-agent-'));
    chmodSync(dir, 0o755);
    const agent = join(dir, 'agent.sh');
    writeFileSync(agent, `#!/bin/sh\ntruncate -s 17M "$(sed -n 's/^OUTPUT findings: //p')"\n`, { mode: 0o755 });
    const run = () => cliCase(repo, ['review', 'run', 'r', '--agent', 'custom', '--agent-cmd', agent, '--isolate', 'copy']);
    const r = await run();
    expect(r.code).toBe(2);
    const said = `${r.stdout}${r.stderr}`;
    expect(said).toMatch(/did not copy back 1 entry .*attempts\/1\/out\/findings\.json" \(larger than 16 MiB\)/);
    expect(said).toMatch(
      /- attempt 1: .*attempts\/1\/findings\.json was written but not kept, as it is larger than 16 MiB: write fewer or shorter findings/,
    );
    expect(said).not.toMatch(/findings\.json is missing/);
    await run();
    expect(readFileSync(join(folderOf(repo, 'r'), 'attempts/2/prompt.md'), 'utf8')).toContain(
      'findings.json was written but not kept, as it is larger than 16 MiB: write fewer or shorter findings',
    );
  });

  it('refuses a bad agent before running anything', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r']);
    const r = await cliCase(repo, ['review', 'run', 'r', '--agent', 'sh']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^proofgate: --agent must be one of claude, codex, agy, custom \(got "sh"\)$/m);
    expect((await cliCase(repo, ['review', 'run', 'r'])).stderr).toMatch(
      /^proofgate: --agent is required: one of claude, codex, agy, custom$/m,
    );
    // A custom runner without its command, a credential in --env-pass: option errors (3), nothing written.
    for (const [args, said] of [
      [['--agent', 'custom'], /^proofgate: --agent-cmd is required with agent custom: the runner executable$/m],
      [['--agent', 'custom', '--agent-cmd', 'x', '--env-pass', 'GH_TOKEN'], /^proofgate: --env-pass \(item 1\): GH_TOKEN is a publishing/m],
    ] as const) {
      const refused = await cliCase(repo, ['review', 'run', 'r', ...args]);
      expect([refused.code, refused.stderr]).toEqual([3, expect.stringMatching(said)]);
    }
    expect(existsSync(join(folderOf(repo, 'r'), 'attempts'))).toBe(false);
  });
});

describe('review run with claude and codex stood in for: their recorded output replayed (dist/cli.js)', () => {
  const run = async (repo: string, agent: string, scenario: StandInScenario, ...extra: string[]) =>
    await cliCase(repo, ['review', 'run', 'r', '--agent', agent, '--env-pass', 'PROOFGATE_STAND_IN', ...extra], standIn(scenario));
  const record = (repo: string) => lastRunRecord(repo, 'r') as unknown as AgentRunRecord;

  it('claude: run.json and the first line carry the version, the model it reported, turns, tokens and cost', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r', '--dispatch', 'one']); // one agent run: its attempt is attempt 1
    const r = await run(repo, 'claude', { writes: evidenceFiles(repo, 'r') });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(
      /^agent claude 2\.1\.328 \(claude-sonnet-5-5\): exit 0 \(completed\) after \d+ s, 1 turn, 1\.2k input \+ 42 output tokens, \$0\.0028, isolation (bwrap|copy) \(agent-user\)$/,
    );
    const rec = record(repo);
    expect(await schemaErrors('agent-run', rec)).toEqual([]);
    expect(rec).toMatchObject({
      schema: 'proofgate/agent-run/1',
      agent: 'claude',
      version: '2.1.328',
      models: ['claude-sonnet-5-5'],
      modelSource: 'reported',
      turns: 1,
      tokens: { input: 1200, cachedInput: 0, output: 42 },
      costUsd: 0.0028199999999999996,
      exit: { code: 0, signal: null, timedOut: false },
      stopReason: 'completed',
      error: null,
    });
    expect(Date.now() - Date.parse(rec.startedAt)).toBeLessThan(120_000);
  });

  it('claude that reports is_error: its own words are the reason, not "exited 1" alone (exit 2)', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r']);
    const r = await run(repo, 'claude', { replay: 'claude-2.1.328/not-logged-in.json', exit: 1 });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('- the agent exited 1: Not logged in · Please run /login\n');
    expect(record(repo)).toMatchObject({ stopReason: 'api_error', error: 'Not logged in · Please run /login', exit: { code: 1 } });
  });

  it('claude that reports is_error yet exits 0: still incomplete, in its own words', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r']);
    const r = await run(repo, 'claude', {
      writes: evidenceFiles(repo, 'r'),
      replay: 'claude-2.1.328/stream-invalid-api-key.jsonl',
      exit: 0,
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('- the agent reported an error: Invalid API key · Fix external API key\n');
  });

  it('codex: turns and tokens from its JSONL events; a failed turn is the reason, in its words', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r', '--dispatch', 'one']); // one agent run: its attempt is attempt 1
    const ok = await run(repo, 'codex', { writes: evidenceFiles(repo, 'r') });
    expect(ok.code).toBe(0);
    expect(ok.stdout.split('\n')[0]).toMatch(
      /^agent codex 0\.169\.0 \(gpt-6\.1-sol, requested\): exit 0 \(completed\) after \d+ s, 1 turn, 5\.2k input \(4\.1k cached\) \+ 310 output tokens, isolation (bwrap|copy) \(agent-user\)$/,
    );
    expect(record(repo)).toMatchObject({
      models: ['gpt-6.1-sol'],
      modelSource: 'requested',
      tokens: { input: 5200, cachedInput: 4096, output: 310 },
      costUsd: null,
    });
    // A failed rerun of a complete review: nothing merged, the verdict stands (clean), the reason in its words.
    const failed = await run(repo, 'codex', { replay: 'codex-0.169.0/unauthorized.jsonl', exit: 1 });
    expect(failed.code).toBe(0);
    // The vendor's words whole: "Unauthorized: Incorrect" is a word after a credential-like key, not a secret.
    expect(failed.stdout).toMatch(
      /- attempt not merged: the agent exited 1: unexpected status 401 Unauthorized: Incorrect API key provided: sk-test\. .*\n/,
    );
    expect(record(repo)).toMatchObject({ stopReason: 'failed', turns: 1, tokens: null });
  });

  it('an agent that is not signed in, or not installed: exit 2 with the fix in one line, and the evidence untouched', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'r']);
    writeFindings(repo, 'r', [CART_FINDING]);
    writeCoverage(repo, 'r', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const before = await cliCase(repo, ['review', 'gate', 'r']);
    expect(before.code).toBe(1);
    const folder = () =>
      readdirSync(folderOf(repo, 'r'))
        .sort()
        .map((f) => `${f}:${readFileSync(join(folderOf(repo, 'r'), f), 'utf8')}`);
    const kept = folder();
    for (const [agent, scenario, line] of [
      [
        'claude',
        { signedIn: false },
        'proofgate: agent claude: not signed in (`claude auth status` exited 1: "loggedIn": false); sign in with `claude auth login` (or set ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN)\n',
      ],
      [
        'codex',
        { signedIn: false },
        'proofgate: agent codex: not signed in (`codex login status` exited 1: Not logged in); sign in with `codex login` (on CI: pipe the key in, printenv OPENAI_API_KEY | `codex login --with-api-key`, or pass CODEX_API_KEY with env-pass)\n',
      ],
    ] as const) {
      const r = await run(repo, agent, scenario);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(line);
      expect(r.stdout).toBe('');
    }
    const missing = await cliCase(repo, ['review', 'run', 'r', '--agent', 'codex'], { PATH: '/usr/bin:/bin' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('proofgate: agent codex: codex is not on PATH; `npm install --global @openai/codex`\n');
    expect(folder()).toEqual(kept);
    expect((await cliCase(repo, ['review', 'gate', 'r'])).stdout).toBe(before.stdout);
  });
});
