import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/run.js';

describe('npm run demo: the seed transcript, the loop with a stand-in agent, then three reviewers', () => {
  it('shows scope, the prompt with its diff, a run, the gate, a failed rerun that keeps the evidence, --resume, and the ledger of three reviewers', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/demo.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', PROOFGATE_DEMO_CLEANUP: '1' },
      timeout: 280_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const out = r.stdout;
    // The seed's transcript, as before.
    expect(out).toMatch(/^1 file\(s\) to review, 4 changed lines, 1 unit\(s\) — scope [0-9a-f]{12}$/m);
    expect(out).toContain('demo-1: findings — coverage 1/1 completed (0 waived), 1 open finding(s), 0 refuted\n');
    // The loop, in order.
    const steps = [
      '$ proofgate review prompt demo-2',
      '+  for (let i = 0; i <= codes.length; i++) best = Math.max(best, codes[i].off);',
      'attempt 1: 2 file(s) asked; merged into findings.json and coverage.json',
      'demo-2: incomplete — coverage 1/2 completed (0 waived), 1 open finding(s), 0 refuted',
      'attempt 2: 2 file(s) asked; not merged',
      '# exit 2: the same verdict as before the failed rerun',
      'Resume (the agent gets only what is owed; everything already proved is kept): proofgate review run demo-2 --resume --agent custom',
      'attempt 3: 1 file(s) asked (resumed); merged into findings.json and coverage.json',
      'demo-2: findings — coverage 2/2 completed (0 waived), 1 open finding(s), 0 refuted',
      'attempts: 1, 2, 3 (each with its prompt, diff and part)',
      // Three reviewers at high effort, each its own run (in parallel: attempt numbers follow the
      // order they started in): one is killed, the gate names it, a rerun of only that one completes the ledger.
      'src/cart.js at high effort gets 3 reviewer(s):',
      'blind (diff only, no shell): the floor at high effort',
      '$ proofgate review scope demo-3 --base HEAD~1 --effort high',
      /^reviewer blind: attempt \d: 1 file\(s\) asked; merged/m,
      'reviewer edge-case: agent custom: killed by SIGKILL',
      /^reviewer verification-gap: attempt \d: 1 file\(s\) asked; merged/m,
      'demo-3: incomplete — coverage 1/1 completed (0 waived), 1 open finding(s), 0 refuted',
      /^- 1 of 3 reviewer\(s\) did not return and measure: edge-case \(failed: attempt \d: the agent exited on signal SIGKILL \(it said nothing\)\)$/m,
      '# exit 2: the edge-case reviewer was killed: incomplete, naming it',
      /^ledger: blind returned after 1 attempt\(s\)\nledger: edge-case failed after 1 attempt\(s\) \(attempt \d: the agent exited on signal SIGKILL \(it said nothing\)\)\nledger: verification-gap returned after 1 attempt\(s\)\nledger: complete false$/m,
      '$ proofgate review run demo-3 --resume --reviewer edge-case',
      'reviewer edge-case: attempt 4: 1 file(s) asked (resumed); merged',
      'demo-3: findings — coverage 1/1 completed (0 waived), 1 open finding(s), 0 refuted',
      'ledger: blind returned after 1 attempt(s)\nledger: edge-case returned after 2 attempt(s)\nledger: verification-gap returned after 1 attempt(s)\nledger: complete true',
    ];
    let at = 0;
    for (const s of steps) {
      const found = typeof s === 'string' ? out.indexOf(s, at) : at + out.slice(at).search(s);
      expect(found, String(s)).toBeGreaterThanOrEqual(at);
      at = found;
    }
  });
});
