import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliCase } from '../support/run.js';
import { makeCartRepo } from '../support/repo.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from '../support/review.js';

describe('the seed transcript: scope, gate before evidence, anchor, gate with a check file (dist/cli.js)', async () => {
  const repo = makeCartRepo();
  const folder = folderOf(repo, 'demo-1');
  await cliCase(repo, ['review', 'scope', 'demo-1', '--base', 'HEAD~1', '--effort', 'high']);

  it('gate before any evidence: incomplete, exit 2, each reason listed', async () => {
    const r = await cliCase(repo, ['review', 'gate', 'demo-1']);
    expect(r.code).toBe(2);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      'demo-1: incomplete — coverage 0/1 completed (0 waived), 0 open finding(s), 0 refuted',
      '- no coverage.json: which files were reviewed is not established',
      '- no findings.json: write it even when there is nothing to report',
      '- 1 selected file(s) never accounted for: src/cart.js',
    ]);
  });

  it('anchor: 1 located, 0 ambiguous, 0 unlocated (exit 0)', async () => {
    writeFindings(repo, 'demo-1', [CART_FINDING]);
    writeCoverage(repo, 'demo-1', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const r = await cliCase(repo, ['review', 'anchor', 'demo-1']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(`${join(folder, 'findings.anchored.json')} — 1 located, 0 ambiguous, 0 unlocated`);
    const anchored = JSON.parse(readFileSync(join(folder, 'findings.anchored.json'), 'utf8'));
    expect(anchored.findings[0].anchor).toEqual({ status: 'located', start: 3, end: 3 });
  });

  it('gate with --emit-check: findings, exit 1, and a check document shaped as a check run', async () => {
    const r = await cliCase(repo, ['review', 'gate', 'demo-1', '--emit-check', '_bmad-output/review/demo-1/check.json']);
    expect(r.code).toBe(1);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      'demo-1: findings — coverage 1/1 completed (0 waived), 1 open finding(s), 0 refuted',
      `check: ${join(folder, 'check.json')}`,
    ]);
    const check = JSON.parse(readFileSync(join(folder, 'check.json'), 'utf8'));
    expect(check.github).toMatchObject({ name: 'proofgate review', status: 'completed', conclusion: 'failure' });
    expect(check.github.head_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(check.github.output.annotations).toEqual([
      expect.objectContaining({
        path: 'src/cart.js',
        start_line: 3,
        end_line: 3,
        annotation_level: 'failure',
        title: 'high correctness: F1',
      }),
    ]);
    expect(check.github.output.summary.length).toBeLessThanOrEqual(65_535);
  });

  it('without the evidence field: incomplete with the reason "a confirmed finding needs evidence"', async () => {
    const { evidence: _e, ...noEvidence } = CART_FINDING;
    writeFindings(repo, 'demo-1', [noEvidence]);
    const r = await cliCase(repo, ['review', 'gate', 'demo-1']);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('- a confirmed finding needs evidence: F1');
  });

  it('a refuted finding in a fully covered scope is clean, and the line says what clean means and does not', async () => {
    writeFindings(repo, 'demo-1', [{ ...CART_FINDING, disposition: 'refuted', refutation: 'A guard upstream.' }]);
    const r = await cliCase(repo, ['review', 'gate', 'demo-1']);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      'demo-1: clean — coverage 1/1 completed (0 waived), 0 open finding(s), 1 refuted',
      'clean means no open finding within a fully covered scope; it is not a proof that the code is correct',
    ]);
  });

  it('an unknown vocabulary value is an error, never coerced', async () => {
    writeFindings(repo, 'demo-1', [{ ...CART_FINDING, severity: 'High' }]);
    const anchor = await cliCase(repo, ['review', 'anchor', 'demo-1']);
    expect(anchor.code).toBe(1);
    expect(anchor.stdout).toMatch(/\/findings\/0\/severity: must be equal to one of the allowed values \(critical, high, medium, low\)/);
    const gate = await cliCase(repo, ['review', 'gate', 'demo-1']);
    expect(gate.code).toBe(2);
    expect(gate.stdout).toContain('- findings.json is not valid:');
  });

  it('a tampered scope.json no longer matches its seal: exit 3', async () => {
    const file = join(folder, 'scope.json');
    const scope = JSON.parse(readFileSync(file, 'utf8'));
    scope.files[0].added = 0;
    writeFileSync(file, JSON.stringify(scope));
    const r = await cliCase(repo, ['review', 'gate', 'demo-1']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/scope\.json does not match its seal/);
  });
});
