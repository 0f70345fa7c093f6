// Tree integrity at grading: the gate reads the working tree when it grades, not before the run,
// and records clean, dirty or unchecked; only a clean tree lets the verdict be clean.
import { describe, expect, it } from 'vitest';
import { appendFileSync, copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cli, runAction } from '../support/run.js';
import { git, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, writeCoverage, writeFindings } from '../support/review.js';

/** The cart change reviewed whole, its one finding refuted: clean while the tree is. */
function reviewedCart(): string {
  const repo = makeCartRepo();
  expect(cli(repo, ['review', 'scope', 't', '--base', 'HEAD~1']).code).toBe(0);
  writeCoverage(repo, 't', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
  writeFindings(repo, 't', [{ ...CART_FINDING, disposition: 'refuted', refutation: 'items is never empty here.' }]);
  return repo;
}

const gateJson = (repo: string) => {
  const r = cli(repo, ['review', 'gate', 't', '--json']);
  return { code: r.code, json: JSON.parse(r.stdout) as { verdict: string; tree: { state: string; detail: string[] }; reasons: string[] } };
};

describe('tree integrity at grading (dist/cli.js, dist/review-gate.js)', () => {
  it('clean when no tracked file differs from the head; an untracked file (a test report, a cache) is not the code under review', () => {
    const repo = reviewedCart();
    expect(gateJson(repo)).toMatchObject({ code: 0, json: { verdict: 'clean', tree: { state: 'clean', detail: [] } } });
    writeFileSync(join(repo, 'junit.xml'), '<testsuites/>\n');
    expect(gateJson(repo)).toMatchObject({ code: 0, json: { verdict: 'clean', tree: { state: 'clean' } } });
    const action = runAction('review-gate.js', repo, { id: 't', 'upload-artifact': 'false', 'github-token': '' });
    expect(action.outputs.verdict, action.stdout).toBe('clean');
    expect(action.summary).toContain('**Tree at grading.** clean: no tracked file differs from the head the review answers.');
  });

  it('dirty when a tracked file changed after the review, even one the scope did not select: incomplete, naming it, until restored', () => {
    const repo = reviewedCart();
    appendFileSync(join(repo, 'src/cart.js'), 'export const sneaked = 1;\n');
    appendFileSync(join(repo, 'package.json'), 'edited\n');
    const dirty = gateJson(repo);
    expect(dirty.code).toBe(2);
    expect(dirty.json.verdict).toBe('incomplete');
    expect(dirty.json.tree).toEqual({ state: 'dirty', detail: ['package.json', 'src/cart.js'] });
    expect(dirty.json.reasons).toContain(
      'the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: package.json, src/cart.js; restore it (git status), then gate again',
    );
    const action = runAction('review-gate.js', repo, { id: 't', 'upload-artifact': 'false', 'github-token': '' });
    expect(action.outputs.verdict).toBe('incomplete');
    expect(action.summary).toContain('**Tree at grading.** dirty: 2 path(s) differ, so the verdict cannot be clean.');
    // Restored: clean again (the reading is taken at each grading, never kept).
    git(repo, 'checkout', '-q', '--', 'src/cart.js', 'package.json');
    expect(gateJson(repo)).toMatchObject({ code: 0, json: { verdict: 'clean', tree: { state: 'clean' } } });
  });

  it('a working-tree review whose selected file became a FIFO: dirty, naming it, and never opened (git would wait on it forever)', () => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/new.js'), 'export const fresh = 1;\n');
    expect(cli(repo, ['review', 'scope', 'w', '--workspace']).code).toBe(0);
    rmSync(join(repo, 'src/new.js'));
    execFileSync('mkfifo', [join(repo, 'src/new.js')]);
    const r = cli(repo, ['review', 'gate', 'w', '--json']);
    expect(r.code).toBe(2);
    expect((JSON.parse(r.stdout) as { tree: unknown }).tree).toEqual({ state: 'dirty', detail: ['src/new.js'] });
  });

  it('a staged rename and a file removed from the index are dirty too', () => {
    const repo = reviewedCart();
    git(repo, 'mv', 'package.json', 'pkg.json');
    const moved = gateJson(repo);
    expect(moved.json.tree).toEqual({ state: 'dirty', detail: ['package.json', 'pkg.json'] });
    git(repo, 'mv', 'pkg.json', 'package.json');
    git(repo, 'rm', '-q', '--cached', 'src/cart.js');
    expect(gateJson(repo).json.tree).toEqual({ state: 'dirty', detail: ['src/cart.js'] });
  });

  it('unchecked when git cannot read the tree: never clean, and an open finding does not turn it into findings', () => {
    const repo = reviewedCart();
    writeFindings(repo, 't', [CART_FINDING]);
    expect(gateJson(repo).json.verdict).toBe('findings');
    copyFileSync(join(repo, '.git/index'), join(repo, 'index.bak'));
    writeFileSync(join(repo, '.git/index'), 'not an index');
    const broken = gateJson(repo);
    expect(broken.code).toBe(2);
    expect(broken.json.verdict).toBe('incomplete');
    expect(broken.json.tree.state).toBe('unchecked');
    expect(broken.json.reasons.at(-1)).toMatch(
      /^the working tree could not be checked at grading \(tree integrity: unchecked\): git status failed: .*index/,
    );
    expect(broken.json.reasons.at(-1)).not.toMatch(/\n|U\+000A/);
  });
});
