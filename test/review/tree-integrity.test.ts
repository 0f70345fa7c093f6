// Tree integrity at grading: the gate reads the working tree when it grades, not before the run,
// and records clean, dirty or unchecked; only a clean tree lets the verdict be clean.
import { describe, expect, it } from 'vitest';
import { appendFileSync, copyFileSync, existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runAction, cliCase } from '../support/run.js';
import { CART_V1, CART_V2, commitAll, emptyRepo, git, makeCartRepo, writeRepoFile } from '../support/repo.js';
import { CART_FINDING, writeCoverage, writeFindings } from '../support/review.js';

/** The cart change reviewed whole, its one finding refuted: clean while the tree is. */
async function reviewedCart(): Promise<string> {
  const repo = makeCartRepo();
  expect((await cliCase(repo, ['review', 'scope', 't', '--base', 'HEAD~1'])).code).toBe(0);
  writeCoverage(repo, 't', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
  writeFindings(repo, 't', [{ ...CART_FINDING, disposition: 'refuted', refutation: 'items is never empty here.' }]);
  return repo;
}

const gateJson = async (repo: string) => {
  const r = await cliCase(repo, ['review', 'gate', 't', '--json']);
  return { code: r.code, json: JSON.parse(r.stdout) as { verdict: string; tree: { state: string; detail: string[] }; reasons: string[] } };
};

describe('tree integrity at grading (dist/cli.js, dist/review-gate.js)', () => {
  it('clean when no tracked file differs from the head; an untracked file (a test report, a cache) is not the code under review', async () => {
    const repo = await reviewedCart();
    expect(await gateJson(repo)).toMatchObject({ code: 0, json: { verdict: 'clean', tree: { state: 'clean', detail: [] } } });
    writeFileSync(join(repo, 'junit.xml'), '<testsuites/>\n');
    expect(await gateJson(repo)).toMatchObject({ code: 0, json: { verdict: 'clean', tree: { state: 'clean' } } });
    const action = runAction('review-gate.js', repo, { id: 't', 'upload-artifact': 'false', 'github-token': '' });
    expect(action.outputs.verdict, action.stdout).toBe('clean');
    expect(action.summary).toContain('**Tree at grading.** clean: no tracked file differs from the head the review answers.');
  });

  it('dirty when a tracked file changed after the review, even one the scope did not select: incomplete, naming it, until restored', async () => {
    const repo = await reviewedCart();
    appendFileSync(join(repo, 'src/cart.js'), 'export const sneaked = 1;\n');
    appendFileSync(join(repo, 'package.json'), 'edited\n');
    const dirty = await gateJson(repo);
    expect(dirty.code).toBe(2);
    expect(dirty.json.verdict).toBe('incomplete');
    expect(dirty.json.tree).toEqual({ state: 'dirty', detail: ['package.json', 'src/cart.js'] });
    expect(dirty.json.reasons).toContain(
      'the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: package.json, src/cart.js; restore it (git status --ignore-submodules=none), then gate again',
    );
    const action = runAction('review-gate.js', repo, { id: 't', 'upload-artifact': 'false', 'github-token': '' });
    expect(action.outputs.verdict).toBe('incomplete');
    expect(action.summary).toContain('**Tree at grading.** dirty: 2 path(s) differ, so the verdict cannot be clean.');
    // Restored: clean again (the reading is taken at each grading, never kept).
    git(repo, 'checkout', '-q', '--', 'src/cart.js', 'package.json');
    expect(await gateJson(repo)).toMatchObject({ code: 0, json: { verdict: 'clean', tree: { state: 'clean' } } });
  });

  it('moved when another commit is checked out than the sealed head `--head` names: incomplete, however clean that tree is', async () => {
    const repo = await reviewedCart();
    const sealed = git(repo, 'rev-parse', 'HEAD').trim();
    writeFileSync(join(repo, 'src/cart.js'), `${CART_V2}export const evil = () => fetch('https://evil.example');\n`);
    git(repo, 'commit', '-qm', 'on top of the review', '--', 'src/cart.js');
    const later = git(repo, 'rev-parse', 'HEAD').trim();
    const r = await cliCase(repo, ['review', 'gate', 't', '--json', '--head', sealed]);
    const json = JSON.parse(r.stdout) as { verdict: string; tree: unknown; reasons: string[] };
    expect(r.code).toBe(2);
    expect(json.verdict).toBe('incomplete');
    expect(json.tree).toEqual({ state: 'moved', detail: [later] });
    expect(json.reasons).toContain(
      `the checkout is at ${later.slice(0, 12)}, not the sealed head (tree integrity: moved), so the evidence may not answer the code here; check out the sealed head, then gate again`,
    );
    git(repo, 'checkout', '-q', sealed);
    expect(await gateJson(repo)).toMatchObject({ code: 0, json: { verdict: 'clean', tree: { state: 'clean' } } });
  });

  it('a working-tree review whose selected file became a FIFO: dirty, naming it, and never opened (git would wait on it forever)', async () => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/new.js'), 'export const fresh = 1;\n');
    expect((await cliCase(repo, ['review', 'scope', 'w', '--workspace'])).code).toBe(0);
    rmSync(join(repo, 'src/new.js'));
    execFileSync('mkfifo', [join(repo, 'src/new.js')]);
    const r = await cliCase(repo, ['review', 'gate', 'w', '--json']);
    expect(r.code).toBe(2);
    expect((JSON.parse(r.stdout) as { tree: unknown }).tree).toEqual({ state: 'dirty', detail: ['src/new.js'] });
  });

  it('a staged rename and a file removed from the index are dirty too', async () => {
    const repo = await reviewedCart();
    git(repo, 'mv', 'package.json', 'pkg.json');
    const moved = await gateJson(repo);
    expect(moved.json.tree).toEqual({ state: 'dirty', detail: ['package.json', 'pkg.json'] });
    git(repo, 'mv', 'pkg.json', 'package.json');
    git(repo, 'rm', '-q', '--cached', 'src/cart.js');
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'dirty', detail: ['src/cart.js'] });
  });

  // Whoever can write the index (an earlier step running the pull request's code) can tell git
  // status not to look at a file: the gate looks anyway, and so does the JUnit check.
  it("dirty when an edit is hidden from git status by skip-worktree or assume-unchanged; a sparse checkout's absent file is not an edit", async () => {
    for (const bit of ['--skip-worktree', '--assume-unchanged']) {
      const repo = await reviewedCart();
      appendFileSync(join(repo, 'src/cart.js'), 'export const sneaked = 1;\n');
      git(repo, 'update-index', bit, 'src/cart.js');
      expect(git(repo, 'status', '--porcelain', '--untracked-files=no'), bit).toBe('');
      const flag = bit.slice(2);
      const dirty = (await gateJson(repo)).json;
      expect(dirty, bit).toMatchObject({
        verdict: 'incomplete',
        tree: { state: 'dirty', detail: ['src/cart.js'], hidden: [{ path: 'src/cart.js', bits: [flag] }] },
      });
      // "git status" would show nothing: the reason names the bit and the command that clears it.
      expect(dirty.reasons, bit).toContain(
        `the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: src/cart.js; git status does not show src/cart.js, as the index's ${flag} bit hides the edit: clear it (git update-index --no-${flag} -- src/cart.js); then restore it (git status --ignore-submodules=none), then gate again`,
      );
      writeFileSync(join(repo, 'junit.xml'), '<testsuite tests="1" failures="0"><testcase name="t"/></testsuite>\n');
      const tests = await cliCase(repo, ['review', 'gate', 't', '--json', '--tests-junit', 'junit.xml']);
      expect(tests.stdout, bit).toMatch(/tracked files are changed in the checkout/);
      git(repo, 'update-index', bit === '--skip-worktree' ? '--no-skip-worktree' : '--no-assume-unchanged', 'src/cart.js');
      git(repo, 'checkout', '--', 'src/cart.js');
      expect((await gateJson(repo)).json.tree, bit).toEqual({ state: 'clean', detail: [] });
    }
    const repo = await reviewedCart();
    git(repo, 'update-index', '--skip-worktree', 'package.json');
    rmSync(join(repo, 'package.json'));
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'clean', detail: [] });
    git(repo, 'update-index', '--no-skip-worktree', 'package.json');
    git(repo, 'update-index', '--assume-unchanged', 'package.json');
    expect((await gateJson(repo)).json.tree).toEqual({
      state: 'dirty',
      detail: ['package.json'],
      hidden: [{ path: 'package.json', bits: ['assume-unchanged'] }],
    });
  });

  it("the gate, a working-tree seal and review continue write nothing of the checkout's git: git status's and git diff's refresh leave .git/index byte for byte, and take no index.lock", async () => {
    const repo = await reviewedCart();
    // Every tracked file's stat changed, not its bytes: git status refreshes each entry and, with
    // its optional lock, writes the index back.
    const later = new Date(Date.now() + 3_600_000);
    for (const path of git(repo, 'ls-files', '-z').split('\0').filter(Boolean)) utimesSync(join(repo, path), later, later);
    const index = readFileSync(join(repo, '.git/index'));
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'clean', detail: [] });
    expect(readFileSync(join(repo, '.git/index')).equals(index), 'gate').toBe(true);
    expect((await cliCase(repo, ['review', 'scope', 'again', '--workspace', '--base', 'HEAD~1'])).code).toBe(0);
    expect(readFileSync(join(repo, '.git/index')).equals(index), 'scope').toBe(true);
    await cliCase(repo, ['review', 'continue', 't']);
    expect(readFileSync(join(repo, '.git/index')).equals(index), 'continue').toBe(true);
    const action = runAction('review-gate.js', repo, { id: 't', 'upload-artifact': 'false', 'github-token': '' });
    expect(action.outputs.verdict, action.stdout).toBe('clean');
    expect(readFileSync(join(repo, '.git/index')).equals(index)).toBe(true);
    expect(existsSync(join(repo, '.git/index.lock'))).toBe(false);
    // What git does itself, for contrast: the same status with its optional lock writes the index.
    git(repo, 'status', '--porcelain');
    expect(readFileSync(join(repo, '.git/index')).equals(index)).toBe(false);
  });

  it("the repository's config neither runs an fsmonitor hook nor weakens git's look: a same-size edit with its mtime put back is dirty", async () => {
    const repo = await reviewedCart();
    const marker = join(repo, '..', `${repo.split('/').pop()}-fsmonitor-ran`);
    const hook = join(repo, '..', `${repo.split('/').pop()}-fsmonitor.sh`);
    writeFileSync(hook, `#!/bin/sh\ntouch '${marker}'\nexit 1\n`, { mode: 0o755 });
    git(repo, 'config', 'core.fsmonitor', hook);
    git(repo, 'config', 'core.trustctime', 'false');
    git(repo, 'config', 'core.checkStat', 'minimal');
    git(repo, 'update-index', '--refresh');
    rmSync(marker, { force: true });
    const file = join(repo, 'src/cart.js');
    const { mtime, size } = statSync(file);
    writeFileSync(file, readFileSync(file, 'utf8').replace('total', 'TOTAL'));
    expect(statSync(file).size).toBe(size);
    utimesSync(file, mtime, mtime);
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'dirty', detail: ['src/cart.js'] });
    expect(existsSync(marker)).toBe(false);
  });

  /** The cart change reviewed whole, over a base that `setup` adds to: clean while the tree is. */
  async function reviewedOver(setup: (repo: string) => void): Promise<string> {
    const repo = emptyRepo('proofgate-tree-');
    writeRepoFile(repo, 'src/cart.js', CART_V1);
    setup(repo);
    commitAll(repo, 'base');
    writeRepoFile(repo, 'src/cart.js', CART_V2);
    commitAll(repo, 'change');
    expect((await cliCase(repo, ['review', 'scope', 't', '--base', 'HEAD~1'])).code).toBe(0);
    writeCoverage(repo, 't', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    writeFindings(repo, 't', [{ ...CART_FINDING, disposition: 'refuted', refutation: 'items is never empty here.' }]);
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'clean', detail: [] });
    return repo;
  }

  it("a submodule's edit is dirty though the pull request's .gitmodules says ignore = all", async () => {
    const lib = emptyRepo('proofgate-sub-');
    writeRepoFile(lib, 'lib.js', 'export const lib = 1;\n');
    commitAll(lib, 'lib');
    const repo = await reviewedOver((r) => {
      git(r, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'vendor/lib');
      git(r, 'config', '-f', '.gitmodules', 'submodule.vendor/lib.ignore', 'all');
    });
    appendFileSync(join(repo, 'vendor/lib/lib.js'), 'export const sneaked = 1;\n');
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'dirty', detail: ['vendor/lib'] });
    // The command the reason gives shows it; plain git status does not.
    const r = await gateJson(repo);
    expect(JSON.stringify(r.json)).toContain('restore it (git status --ignore-submodules=none)');
    expect(git(repo, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    expect(git(repo, 'status', '--porcelain', '--untracked-files=no', '--ignore-submodules=none')).toMatch(/^ M vendor\/lib$/m);
    // A file untracked in it (a build's report) is in no commit, as one untracked here: clean, and
    // a working-tree seal lists no submodule change for it.
    git(join(repo, 'vendor/lib'), 'checkout', '-q', '--', 'lib.js');
    writeFileSync(join(repo, 'vendor/lib/junit.xml'), '<testsuites/>\n');
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'clean', detail: [] });
    expect((await cliCase(repo, ['review', 'scope', 'w', '--workspace', '--base', 'HEAD'])).stdout).toMatch(/^0 file\(s\) to review/m);
  });

  it("tracked code under the review root but outside this review's folder is code like any other; no hook of the repository runs", async () => {
    const repo = await reviewedOver((r) => writeRepoFile(r, '_bmad-output/review/shared/helper.js', 'export const h = 1;\n'));
    const marker = join(repo, '..', `${repo.split('/').pop()}-hook-ran`);
    writeFileSync(join(repo, '.git/hooks/post-index-change'), `#!/bin/sh\ntouch '${marker}'\n`, { mode: 0o755 });
    appendFileSync(join(repo, '_bmad-output/review/shared/helper.js'), 'export const sneaked = 1;\n');
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'dirty', detail: ['_bmad-output/review/shared/helper.js'] });
    expect(existsSync(marker)).toBe(false);
  });

  it('tests that ran on a sparse part of the head did not run on the head: the JUnit check refuses an absent skip-worktree file', async () => {
    const repo = await reviewedCart();
    git(repo, 'update-index', '--skip-worktree', 'package.json');
    rmSync(join(repo, 'package.json'));
    writeFileSync(join(repo, 'junit.xml'), '<testsuite tests="1" failures="0"><testcase name="t"/></testsuite>\n');
    expect((await gateJson(repo)).json.tree).toEqual({ state: 'clean', detail: [] });
    expect((await cliCase(repo, ['review', 'gate', 't', '--json', '--tests-junit', 'junit.xml'])).stdout).toMatch(
      /tracked files are changed in the checkout/,
    );
  });

  it('unchecked when git cannot read the tree: never clean, and an open finding does not turn it into findings', async () => {
    const repo = await reviewedCart();
    writeFindings(repo, 't', [CART_FINDING]);
    expect((await gateJson(repo)).json.verdict).toBe('findings');
    copyFileSync(join(repo, '.git/index'), join(repo, 'index.bak'));
    writeFileSync(join(repo, '.git/index'), 'not an index');
    const broken = await gateJson(repo);
    expect(broken.code).toBe(2);
    expect(broken.json.verdict).toBe('incomplete');
    expect(broken.json.tree.state).toBe('unchecked');
    expect(broken.json.reasons.at(-1)).toMatch(
      /^the working tree could not be checked at grading \(tree integrity: unchecked\): git (status|ls-files) failed: .*index/,
    );
    expect(broken.json.reasons.at(-1)).not.toMatch(/failed: git/);
    expect(broken.json.reasons.at(-1)).not.toMatch(/\n|U\+000A/);
  });
});

/** A working-tree review of the cart: src/cart.js edited, src/new.js untracked, both completed, no finding. */
async function reviewedWorkTree(): Promise<string> {
  const repo = makeCartRepo();
  writeFileSync(join(repo, 'src/cart.js'), `${CART_V2}export const more = 1;\n`);
  writeFileSync(join(repo, 'src/new.js'), 'export const fresh = 1;\n');
  expect((await cliCase(repo, ['review', 'scope', 'w', '--workspace'])).code).toBe(0);
  writeCoverage(repo, 'w', [
    { path: 'src/cart.js', outcome: 'completed' },
    { path: 'src/new.js', outcome: 'completed' },
  ]);
  writeFindings(repo, 'w', []);
  return repo;
}

type Gated = { code: number; verdict: string; reasons: string[]; notes: string[] };
const gateW = async (repo: string, ...args: string[]): Promise<Gated> => {
  const r = await cliCase(repo, ['review', 'gate', 'w', '--json', ...args]);
  const json = JSON.parse(r.stdout) as { verdict: string; reasons: string[]; notes: string[] };
  return { code: r.code, verdict: json.verdict, reasons: json.reasons, notes: json.notes };
};

describe('a working-tree review: what the tree holds besides the change', () => {
  it("a sparse checkout's absent files are no edit: a working-tree review seals and gates clean as before", async () => {
    const repo = makeCartRepo();
    git(repo, 'update-index', '-q', '--refresh'); // a copied repository's stat data is stale: git would keep the files
    git(repo, 'sparse-checkout', 'set', '--no-cone', '/src/');
    expect(existsSync(join(repo, 'package.json'))).toBe(false);
    expect(git(repo, 'ls-files', '-v', 'package.json')).toBe('S package.json\n');
    writeFileSync(join(repo, 'src/cart.js'), `${CART_V2}export const more = 1;\n`);
    const scope = await cliCase(repo, ['review', 'scope', 'w', '--workspace']);
    expect(scope.code, scope.stderr).toBe(0);
    expect(scope.stdout).toContain('1 file(s) to review');
    writeCoverage(repo, 'w', [{ path: 'src/cart.js', outcome: 'completed' }]);
    writeFindings(repo, 'w', []);
    expect(await gateW(repo)).toMatchObject({ code: 0, verdict: 'clean' });
  });

  // The gate's own files in the tree (a test report it reads, the documents it writes) are no part of
  // the change: untracked, they are left out of its comparison with git, so a second gate answers as the first.
  it("the gate's own untracked files are set aside: its report, SARIF and check document give the same verdict twice", async () => {
    const repo = await reviewedWorkTree();
    writeFileSync(join(repo, 'junit.xml'), '<testsuite tests="1" failures="0"><testcase name="t"/></testsuite>\n');
    const note =
      "the gate's own files, untracked in the working tree, are left out of the comparison with git: junit.xml; a scope sealed again would select them for review: write them in the review folder or a path git ignores";
    for (let i = 0; i < 2; i++)
      expect(await gateW(repo, '--tests-junit', 'junit.xml')).toMatchObject({ code: 0, verdict: 'clean', notes: [note] });
    // Not named, it is an untracked file of the change like any other: new in the working tree, not "changed in git".
    const unnamed = await gateW(repo);
    expect(unnamed.code).toBe(2);
    expect(unnamed.reasons[0]).toMatch(
      /1 difference\(s\): junit\.xml is new in the working tree \(untracked\) but missing from scope\.json: seal/,
    );
    rmSync(join(repo, 'junit.xml'));
    const documents = ['--sarif', 'out.sarif', '--emit-check', 'reports/check.json'];
    expect(await gateW(repo, ...documents)).toMatchObject({ code: 0, verdict: 'clean' });
    expect(existsSync(join(repo, 'out.sarif')) && existsSync(join(repo, 'reports/check.json'))).toBe(true);
    expect(await gateW(repo, ...documents)).toMatchObject({ code: 0, verdict: 'clean' });
    // Any other untracked file is still the change's.
    writeFileSync(join(repo, 'src/later.js'), 'export const later = 1;\n');
    expect((await gateW(repo, ...documents)).reasons[0]).toMatch(/src\/later\.js is new in the working tree \(untracked\)/);
  });

  it('a file of the change named as a document is never set aside nor written over: the gate is incomplete, naming it', async () => {
    const repo = await reviewedWorkTree();
    const cart = readFileSync(join(repo, 'src/cart.js'), 'utf8');
    // A selected file edited after sealing, named as the SARIF: still compared, so still a difference; never written.
    appendFileSync(join(repo, 'src/new.js'), 'fetch("https://evil.example");\n');
    const fresh = readFileSync(join(repo, 'src/new.js'), 'utf8');
    for (let i = 0; i < 2; i++) {
      const r = await gateW(repo, '--sarif', 'src/new.js', '--emit-check', 'src/cart.js');
      expect(r.code).toBe(2);
      expect(r.reasons[0]).toMatch(/1 difference\(s\): src\/new\.js: blob \w+ in scope\.json, \w+ in git, /);
      expect(r.reasons).toContain(
        'the check document was not written: refusing src/cart.js: the scope seals it as part of the change under review: write it in the review folder or to a path git ignores',
      );
      expect(r.reasons).toContain(
        'the SARIF was not written: refusing src/new.js: the scope seals it as part of the change under review: write it in the review folder or to a path git ignores',
      );
      expect(r.notes.join('\n')).not.toContain("the gate's own files");
    }
    expect(readFileSync(join(repo, 'src/cart.js'), 'utf8')).toBe(cart);
    expect(readFileSync(join(repo, 'src/new.js'), 'utf8')).toBe(fresh);
    // A tracked file the change leaves alone is code too: never written over, in any review.
    writeFileSync(join(repo, 'src/new.js'), 'export const fresh = 1;\n');
    const r = await gateW(repo, '--sarif', 'package.json');
    expect(r.reasons).toEqual([
      "the SARIF was not written: refusing package.json: git tracks it, so it is code, never the gate's to write over: write it in the review folder or to a path git ignores",
    ]);
    expect(git(repo, 'status', '--porcelain', 'package.json')).toBe('');
    // A report the scope sealed is the change's own claim, not a test run.
    const sealedReport = makeCartRepo();
    writeFileSync(join(sealedReport, 'junit.xml'), '<testsuite tests="1" failures="0"><testcase name="t"/></testsuite>\n');
    expect((await cliCase(sealedReport, ['review', 'scope', 'w', '--workspace'])).code).toBe(0);
    writeCoverage(sealedReport, 'w', [{ path: 'junit.xml', outcome: 'completed' }]);
    writeFindings(sealedReport, 'w', []);
    expect((await gateW(sealedReport, '--tests-junit', 'junit.xml')).reasons).toEqual([
      'the tests did not pass at the head: JUnit report junit.xml: it was in the working tree when the scope was sealed, so it is part of the change under review, not a test run: write the report in the review folder or a path git ignores, then seal again',
    ]);
  });
});
