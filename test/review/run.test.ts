import { describe, expect, it } from 'vitest';
import { cli } from '../support/run.js';
import { makeCartRepo } from '../support/repo.js';
import { CART_FINDING, scopeHashOf } from '../support/review.js';
import { FAKE_AGENT } from '../agent/support.js';

describe('review run: the agent from a terminal, the same checks as the action (dist/cli.js)', () => {
  it('a custom agent writes the evidence: findings (exit 1)', () => {
    const repo = makeCartRepo();
    cli(repo, ['review', 'scope', 'r', '--effort', 'high']);
    const hash = scopeHashOf(repo, 'r');
    const findings = JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings: [CART_FINDING] });
    const coverage = JSON.stringify({
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256: hash,
      items: [{ path: 'src/cart.js', outcome: 'completed' }],
      run: { stop: 'completed' },
    });
    const r = cli(repo, [
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
      /^agent custom: exit 0, \d+ s, isolation (bwrap|copy)\nattempt 1: 1 file\(s\) asked; merged into findings\.json and coverage\.json\n.*1 located, 0 ambiguous, 0 unlocated\nr: findings — coverage 1\/1 completed/,
    );
  });

  it('an agent that writes nothing and exits 5: incomplete (exit 2), the reason named', () => {
    const repo = makeCartRepo();
    cli(repo, ['review', 'scope', 'r']);
    const r = cli(repo, [
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

  it('refuses a bad agent before running anything', () => {
    const repo = makeCartRepo();
    cli(repo, ['review', 'scope', 'r']);
    const r = cli(repo, ['review', 'run', 'r', '--agent', 'sh']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/--agent must be claude, codex, agy or custom/);
  });
});
