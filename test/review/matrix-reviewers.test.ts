// Reviewers across runners: a matrix of units × reviewers, each job one reviewer on its units, its
// part naming the reviewer; the gate job merges them and the ledger accounts for every reviewer on
// every unit. Through the bundles, as the runner runs them.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction, cliCase } from '../support/run.js';
import { git, makeCartRepo } from '../support/repo.js';
import { folderOf, REVIEW_AGENT, scopeHashOf } from '../support/review.js';
import { FAKE_AGENT } from '../agent/support.js';

interface Entry {
  id: string;
  units: string;
  reviewer?: string;
  files: number;
  changedLines: number;
}
type Ledger = {
  complete: boolean;
  reviewers: { id: string; state: string; reason?: string; files: { asked: number; completed: number } }[];
};

const agent = ['--agent', 'custom', '--agent-cmd', REVIEW_AGENT];
const REVIEWERS = ['blind', 'edge-case', 'verification-gap'];

/** The cart change and a second folder: two units, sealed at effort high (three reviewers, each its own run). */
async function sealedCart(): Promise<{ repo: string; matrix: Entry[] }> {
  const repo = makeCartRepo();
  mkdirSync(join(repo, 'lib/deep'), { recursive: true });
  writeFileSync(join(repo, 'lib/deep/util.js'), 'export const util = 1;\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'lib');
  const r = await cliCase(repo, ['review', 'scope', 'r', '--base', 'HEAD~2', '--effort', 'high', '--json']);
  expect(r.code, r.stderr).toBe(0);
  return { repo, matrix: (JSON.parse(r.stdout) as { matrix: Entry[] }).matrix };
}

/** One matrix job from the terminal: `review run --unit U --reviewer R`; returns its part's folder. */
async function runEntry(repo: string, e: Entry): Promise<string> {
  const r = await cliCase(repo, ['review', 'run', 'r', ...agent, '--unit', e.units, '--reviewer', e.reviewer!, '--json']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const runs = (JSON.parse(r.stdout) as { runs: { reviewer: string; part: string; merged: boolean }[] }).runs;
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ reviewer: e.reviewer, merged: false });
  return runs[0]!.part;
}

/** The part as download-artifact lays it out in the gate job: `parts/proofgate-part-r-<entry id>/`. */
function asArtifact(repo: string, e: Entry, part: string): void {
  const dir = join(repo, 'parts', `proofgate-part-r-${e.id}`);
  mkdirSync(dir, { recursive: true });
  for (const name of ['findings.json', 'coverage.json']) cpSync(join(part, name), join(dir, name));
}

const ledgerOf = (repo: string) => JSON.parse(readFileSync(join(folderOf(repo, 'r'), 'ledger.json'), 'utf8')) as Ledger;

describe('a matrix of units × reviewers (dist/cli.js, dist/review-gate.js)', () => {
  it('the sealed matrix is units × the 3 reviewers; one run per entry, merged, gives findings with every reviewer returned', async () => {
    const { repo, matrix } = await sealedCart();
    expect(matrix).toEqual(
      ['U1', 'U2'].flatMap((u) =>
        REVIEWERS.map((reviewer) => ({
          id: `${u}-${reviewer}`,
          units: u,
          reviewer,
          files: 1,
          changedLines: u === 'U1' ? 1 : 4,
        })),
      ),
    );
    const parts: string[] = [];
    for (const e of matrix) parts.push(await runEntry(repo, e));
    // Each part says whose it is: proofgate writes it after the run.
    for (const [i, part] of parts.entries())
      expect(JSON.parse(readFileSync(join(part, 'coverage.json'), 'utf8'))).toMatchObject({ reviewer: matrix[i]!.reviewer });
    // The same reviewer's parts may not share a file: a copy of blind's U1 part is refused, naming both.
    const twin = join(repo, 'twin');
    cpSync(parts[0]!, twin, { recursive: true });
    const clash = await cliCase(repo, ['review', 'merge', 'r', '--from', parts[0]!, '--from', twin]);
    expect(clash.code).toBe(3);
    expect(clash.stderr).toMatch(/conflict: .* appears in both .*attempts\/1 and .*twin \(both the blind reviewer's\)/);
    // Different reviewers' parts share every file, and merge.
    const merged = await cliCase(repo, ['review', 'merge', 'r', ...parts.flatMap((p) => ['--from', p])]);
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toContain('merged 6 part(s)');
    const gate = await cliCase(repo, ['review', 'gate', 'r']);
    expect(gate.code, gate.stdout).toBe(1);
    expect(gate.stdout).toMatch(/^r: findings — coverage 2\/2 completed/);
    const ledger = ledgerOf(repo);
    expect(ledger.complete).toBe(true);
    expect(ledger.reviewers.map((r) => [r.id, r.state, r.files])).toEqual(
      REVIEWERS.map((id) => [id, 'returned', { asked: 2, completed: 2 }]),
    );
    const findings = (JSON.parse(readFileSync(join(folderOf(repo, 'r'), 'findings.json'), 'utf8')) as { findings: { reviewer?: string }[] })
      .findings;
    expect(findings.length).toBeGreaterThan(0);
    for (const f of findings) expect(REVIEWERS).toContain(f.reviewer);
  });

  it("one reviewer's part missing: the gate job is incomplete, naming the reviewer and its unit; with it, the verdict is findings", async () => {
    const { repo, matrix } = await sealedCart();
    // One matrix job through the action: unit + reviewer inputs, its part names the reviewer.
    const first = matrix[0]!;
    const job = runAction('review-gate.js', repo, {
      id: 'r',
      unit: first.units,
      reviewer: first.reviewer!,
      agent: 'custom',
      'agent-cmd': REVIEW_AGENT,
      'github-token': '',
      // No artifact service here: the part stays in part-dir, and the test lays it out as download-artifact would.
      'upload-artifact': 'false',
    });
    expect(job.outputs.verdict, job.stdout + job.summary).toBe('part');
    expect(job.summary).toContain('`U1`, reviewer `blind`: part written');
    expect(JSON.parse(readFileSync(join(job.outputs['part-dir']!, 'coverage.json'), 'utf8'))).toMatchObject({ reviewer: 'blind' });
    asArtifact(repo, first, job.outputs['part-dir']!);
    const lost = matrix.find((e) => e.id === 'U2-verification-gap')!;
    for (const e of matrix.slice(1)) if (e !== lost) asArtifact(repo, e, await runEntry(repo, e));
    const gate = () =>
      runAction('review-gate.js', repo, { id: 'r', 'merge-from': 'parts/*', 'upload-artifact': 'false', 'github-token': '' });
    const missing = gate();
    expect(missing.outputs.verdict, missing.summary).toBe('incomplete');
    expect(missing.summary).toContain('**Reviewers.** 2 of 3 returned and measured');
    // blind: its action job's attempt, its U2 run's, and one merge that took both its parts.
    expect(missing.summary).toMatch(/^\| `blind` \| ✅ returned \| 3 \| 2\/2 \| 1 \| \d+\.\d s \|$/m);
    expect(missing.summary).toContain(
      '- 1 of 3 reviewer\\(s\\) did not return and measure: verification-gap \\(unmeasured: 1 selected file\\(s\\) not completed \\(unit\\(s\\) U2\\): src/cart.js\\)',
    );
    expect(ledgerOf(repo).reviewers.find((r) => r.id === 'verification-gap')).toMatchObject({
      state: 'unmeasured',
      files: { asked: 2, completed: 1 },
    });
    // The lost job run again: its part arrives, and the next gate's merge completes the ledger.
    asArtifact(repo, lost, await runEntry(repo, lost));
    const complete = gate();
    expect(complete.outputs.verdict, complete.summary).toBe('findings');
    expect(complete.summary).toContain('**Reviewers.** 3 of 3 returned and measured');
    expect(ledgerOf(repo).complete).toBe(true);
  });

  it('a part says whose it is as proofgate ran it: a reviewer the agent wrote in coverage.json is replaced, or removed from a run for all', async () => {
    const { repo } = await sealedCart();
    const hash = scopeHashOf(repo, 'r');
    // The agent claims the blind reviewer's name in the coverage it writes.
    const forged = [
      `findings=${JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings: [] })}`,
      `coverage=${JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256: hash, reviewer: 'blind', items: [{ path: 'lib/deep/util.js', outcome: 'completed' }] })}`,
    ].flatMap((o) => ['--agent-arg=--write-output', `--agent-arg=${o}`]);
    const partOf = async (extra: string[]) => {
      const r = await cliCase(repo, [
        'review',
        'run',
        'r',
        '--agent',
        'custom',
        '--agent-cmd',
        FAKE_AGENT,
        ...forged,
        '--unit',
        'U1',
        ...extra,
        '--json',
      ]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const part = (JSON.parse(r.stdout) as { runs: { part: string }[] }).runs[0]!.part;
      return JSON.parse(readFileSync(join(part, 'coverage.json'), 'utf8')) as { reviewer?: string };
    };
    expect((await partOf(['--reviewer', 'edge-case'])).reviewer).toBe('edge-case');
    expect(await partOf([])).not.toHaveProperty('reviewer');
  });

  it('a matrix needs one job per reviewer at least: --max-jobs below the reviewer count says so', async () => {
    const repo = makeCartRepo();
    const r = await cliCase(repo, ['review', 'scope', 'r', '--effort', 'high', '--max-jobs', '2']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(
      'the scope dispatches 3 reviewers, and a matrix of units × reviewers needs at least one job per reviewer: --max-jobs 2 is fewer',
    );
    const one = await cliCase(repo, ['review', 'scope', 'r', '--effort', 'high', '--max-jobs', '2', '--dispatch', 'one', '--json']);
    expect(one.code, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout).matrix).toEqual([{ id: 'U1', units: 'U1', files: 1, changedLines: 4 }]);
  });
});
