import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/run.js';

describe('npm run demo: the seed transcript, then the loop with a stand-in agent', () => {
  it('shows scope, the prompt with its diff, a run, the gate, a failed rerun that keeps the evidence, and --resume', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/demo.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', PROOFGATE_DEMO_CLEANUP: '1' },
      timeout: 120_000,
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
    ];
    let at = 0;
    for (const s of steps) {
      const found = out.indexOf(s, at);
      expect(found, s).toBeGreaterThanOrEqual(0);
      at = found;
    }
  }, 150_000);
});
