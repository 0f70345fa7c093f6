import { describe, expect, it } from 'vitest';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli } from '../support/run.js';
import { commitAll, emptyRepo, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { FAKE_AGENT } from '../agent/support.js';

describe('fault injection: the verdict never turns into a pass', () => {
  it('an agent killed by a signal: incomplete (exit 2), the signal named', () => {
    const repo = makeCartRepo();
    cli(repo, ['review', 'scope', 'k']);
    const r = cli(repo, ['review', 'run', 'k', '--agent', 'custom', '--agent-cmd', FAKE_AGENT, '--agent-arg=--kill-self', '--agent-arg=SIGKILL']);
    expect(r.code).toBe(2);
    // Isolated by bubblewrap, the wrapper reports the kill as 137 (128 + 9); unwrapped, as the signal.
    expect(r.stdout).toMatch(/- the agent exited (on signal SIGKILL|137)/);
  });

  it('head blobs missing from the clone (a shallow or partial checkout): unlocated, incomplete, and it says fetch-depth: 0', () => {
    const origin = makeCartRepo();
    cli(origin, ['review', 'scope', 's']);
    writeFindings(origin, 's', [CART_FINDING]);
    writeCoverage(origin, 's', [{ path: 'src/cart.js', outcome: 'completed' }]);
    // A clone that never received the sealed head's objects.
    const clone = emptyRepo();
    writeFileSync(join(clone, 'README.md'), 'elsewhere\n');
    commitAll(clone, 'another history');
    cpSync(folderOf(origin, 's'), folderOf(clone, 's'), { recursive: true });
    const r = cli(clone, ['review', 'gate', 's']);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/F1 \(unlocated: the head version \(blob [0-9a-f]{12}\) is not in this clone: check out with fetch-depth: 0\)/);
  });
});
