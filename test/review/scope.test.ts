import { describe, expect, it, vi } from 'vitest';
import { mkdirSync, writeFileSync, symlinkSync, chmodSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { reviewScope } from '../../src/review/scope.js';
import { listRules } from '../../src/review/rules-command.js';
import { PATH_MAX_CHARS } from '../../src/review/paths.js';
import { commitAll, emptyRepo, git } from '../support/repo.js';
import { repoWith, write, writeCoverage, writeFindings } from '../support/review.js';
import { cliCase } from '../support/run.js';

const reasons = (excluded: { path: string; reason: string }[]) => Object.fromEntries(excluded.map((e) => [e.path, e.reason]));
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n') + '\n';

/** What an agent that did its job writes: every selected file completed, nothing found. */
function answerAll(repo: string, id: string, files: { path: string }[]): void {
  writeCoverage(
    repo,
    id,
    files.map((f) => ({ path: f.path, outcome: 'completed' })),
    { run: { stop: 'completed' } },
  );
  writeFindings(repo, id, []);
}

describe('review scope: what is selected and what is left out', () => {
  it('names a reason for every file left out, in the documented precedence', async () => {
    const repo = repoWith({ 'old/gone.js': 'a file that goes away\n', 'lib/keep.js': 'a\n' }, (r) => {
      write(r, 'src/app.js', 'console.log(1)\n');
      mkdirSync(join(r, 'img'));
      write(r, '.ENV', 'A=1\n');
      write(r, 'cfg/.env.production', 'A=1\n');
      write(r, 'deploy/id_rsa', 'k\n');
      write(r, 'tls/server.pem', 'k\n');
      write(r, '.npmrc', '//registry/:_authToken=x\n');
      write(r, 'config/credentials/aws.txt', 'k\n');
      write(r, 'app/secrets/db.yaml', 'k\n');
      // A real PNG header: not UTF-8, so binary (a NUL byte alone would not make it so).
      writeFileSync(join(r, 'img/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
      write(r, 'package-lock.json', '{}\n');
      write(r, 'node_modules/x/index.js', 'x\n');
      write(r, 'dist/bundle.js', 'x\n');
      write(r, 'web/app.min.js', 'x\n');
      write(r, 'docs/guide.md', 'doc\n');
      write(r, 'other/thing.js', 'x\n');
      rmSync(join(r, 'old/gone.js'));
      symlinkSync('../.ENV', join(r, 'lib/config-link'));
    });
    const { scope } = await reviewScope({ id: 'r1', cwd: repo, include: ['src/**', 'docs/**', 'dist/**', '.ENV'], exclude: ['docs/**'] });
    expect(scope.files.map((f) => f.path)).toEqual(['dist/bundle.js', 'src/app.js']);
    expect(reasons(scope.excluded)).toEqual({
      '.ENV': 'secret',
      '.npmrc': 'secret',
      'app/secrets/db.yaml': 'secret',
      'cfg/.env.production': 'secret',
      'config/credentials/aws.txt': 'secret',
      'deploy/id_rsa': 'secret',
      'lib/config-link': 'secret',
      'tls/server.pem': 'secret',
      'img/logo.png': 'binary',
      'old/gone.js': 'deleted',
      'package-lock.json': 'generated-or-vendored',
      'node_modules/x/index.js': 'generated-or-vendored',
      'web/app.min.js': 'generated-or-vendored',
      'docs/guide.md': 'excluded-by-pattern',
      'other/thing.js': 'not-included',
    });
    // Excluded files are byte-sorted too.
    const paths = scope.excluded.map((e) => e.path);
    expect(paths).toEqual([...paths].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
  });

  it('renames, mode-only changes, symlinks and submodules are handled explicitly', async () => {
    const repo = repoWith({ 'src/a.js': lines(20), 'bin/run.sh': 'echo hi\n' }, (r) => {
      git(r, 'mv', 'src/a.js', 'src/b.js');
      chmodSync(join(r, 'bin/run.sh'), 0o755);
      symlinkSync('b.js', join(r, 'src/alias.js'));
      const sub = emptyRepo();
      write(sub, 'x.txt', 'x\n');
      commitAll(sub, 'sub');
      git(r, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'vendor-sub');
      git(r, 'add', '-A');
    });
    const { scope } = await reviewScope({ id: 'r2', cwd: repo });
    const byPath = Object.fromEntries(scope.files.map((f) => [f.path, f]));
    expect(byPath['src/b.js']).toMatchObject({ status: 'renamed', from: 'src/a.js', kind: 'file', added: 0, deleted: 0 });
    expect(byPath['bin/run.sh']).toMatchObject({ status: 'mode-changed', kind: 'file' });
    expect(byPath['src/alias.js']).toMatchObject({ status: 'added', kind: 'symlink' });
    expect(byPath['vendor-sub']).toMatchObject({ status: 'added', kind: 'submodule' });
  });

  it('a symlink that becomes a file git calls binary (a NUL byte, an attribute) is sealed: git prints that type change as two patches', async () => {
    const repo = repoWith({ 'src/a.js': 'export const a = 1;\n' }, (r) => {
      symlinkSync('a.js', join(r, 'src/nul.js'));
      symlinkSync('a.js', join(r, 'src/attr.js'));
      symlinkSync('a.js', join(r, 'src/pic.png'));
    });
    commitAll(repo, 'links');
    for (const p of ['src/nul.js', 'src/attr.js', 'src/pic.png']) rmSync(join(repo, p));
    write(repo, 'src/nul.js', 'export const b = "\0";\nexport const c = 2;\n');
    write(repo, 'src/attr.js', 'export const d = 4;\n');
    write(repo, '.gitattributes', 'src/attr.js binary\n');
    writeFileSync(join(repo, 'src/pic.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0xff, 0xfe]));
    commitAll(repo, 'links become files');
    const { scope } = await reviewScope({ id: 'tc', cwd: repo, base: 'HEAD~1' });
    const byPath = Object.fromEntries(scope.files.map((f) => [f.path, f]));
    expect(byPath['src/nul.js']).toMatchObject({ status: 'type-changed', kind: 'file', added: 2, deleted: 1 });
    expect(byPath['src/attr.js']).toMatchObject({ status: 'type-changed', kind: 'file', added: 1, deleted: 1 });
    expect(reasons(scope.excluded)['src/pic.png']).toBe('binary');
  });

  it('a working-tree scope reads an LFS pointer as the commit range does: binary only below a filter attribute', async () => {
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${'a'.repeat(64)}\nsize 9\n`;
    const repo = repoWith({ 'src/a.js': 'export const a = 1;\n' }, () => {});
    write(repo, 'src/p.js', pointer);
    expect((await reviewScope({ id: 'w1', cwd: repo, workspace: true })).scope.files.map((f) => f.path)).toEqual(['src/p.js']);
    write(repo, 'src/.gitattributes', 'p.js filter=lfs\n');
    const { scope } = await reviewScope({ id: 'w2', cwd: repo, workspace: true });
    expect(reasons(scope.excluded)['src/p.js']).toBe('binary');
  });

  it('a working-tree scope of a merge that left files unresolved is refused (exit 3), each named: conflict markers are no code to review', async () => {
    const repo = repoWith({ 'src/a.js': 'a\nb\nc\n', 'src/we ird.js': 'x\n' }, () => {});
    git(repo, 'checkout', '-q', '-b', 'other');
    write(repo, 'src/a.js', 'a\nX\nc\n');
    write(repo, 'src/we ird.js', 'y\n');
    commitAll(repo, 'other');
    git(repo, 'checkout', '-q', '-');
    write(repo, 'src/a.js', 'a\nY\nc\n');
    write(repo, 'src/we ird.js', 'z\n');
    commitAll(repo, 'ours');
    expect(() => git(repo, 'merge', '-q', 'other')).toThrow();
    const r = await cliCase(repo, ['review', 'scope', 'm', '--workspace', '--base', 'HEAD~1']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /2 file\(s\) of the working tree are unresolved, .*: src\/a\.js, src\/we ird\.js; resolve them and `git add` them/,
    );
    // Resolved and added, the same merge is sealed.
    write(repo, 'src/a.js', 'a\nXY\nc\n');
    write(repo, 'src/we ird.js', 'yz\n');
    git(repo, 'add', 'src');
    const { scope } = await reviewScope({ id: 'm', cwd: repo, base: 'HEAD~1', workspace: true });
    expect(scope.files.map((f) => f.path)).toEqual(['src/a.js', 'src/we ird.js']);
  });

  it('a file the index dropped and the tree holds (git rm --cached): a working-tree scope lists it once, as the file on disk, and the gate agrees', async () => {
    const repo = repoWith({ 'docs/notes.md': '# notes\n', 'src/a.js': 'a\n' }, (r) => write(r, 'src/a.js', 'b\n'));
    git(repo, 'rm', '-q', '--cached', 'docs/notes.md');
    write(repo, 'docs/notes.md', '# notes, edited on disk\n');
    const { scope } = await reviewScope({ id: 'w', cwd: repo, base: 'HEAD~1', workspace: true });
    expect(scope.files.map((f) => [f.path, f.status])).toEqual([
      ['docs/notes.md', 'added'],
      ['src/a.js', 'modified'],
    ]);
    expect(scope.excluded).toEqual([]);
    answerAll(repo, 'w', scope.files);
    const gate = await cliCase(repo, ['review', 'gate', 'w']);
    expect(gate.stdout + gate.stderr).toMatch(/^w: clean/m);
    expect(gate.code).toBe(0);
  });

  it('a folder holding a repository of its own, not a submodule: a working-tree scope selects it as git add -A records it, a submodule at its commit (none yet: zeros)', async () => {
    const repo = repoWith({ 'src/a.js': 'a\n' }, (r) => write(r, 'src/a.js', 'b\n'));
    const nested = join(repo, 'tools/lib');
    mkdirSync(nested, { recursive: true });
    git(nested, 'init', '-q');
    write(nested, 'x.js', 'x\n');
    commitAll(nested, 'its own');
    const at = git(nested, 'rev-parse', 'HEAD').trim();
    mkdirSync(join(repo, 'tools/empty'));
    git(join(repo, 'tools/empty'), 'init', '-q');
    const { scope } = await reviewScope({ id: 'w', cwd: repo, base: 'HEAD~1', workspace: true });
    expect(scope.files.map((f) => [f.path, f.status, f.kind, f.blob])).toEqual([
      ['src/a.js', 'modified', 'file', expect.any(String)],
      ['tools/empty', 'added', 'submodule', '0'.repeat(40)],
      ['tools/lib', 'added', 'submodule', at],
    ]);
    expect(scope.excluded).toEqual([]);
    // A commit in it afterwards is a change of the sealed scope.
    write(nested, 'x.js', 'y\n');
    commitAll(nested, 'later');
    answerAll(repo, 'w', scope.files);
    const gate = await cliCase(repo, ['review', 'gate', 'w', '--acknowledge', 'tools/lib', '--acknowledge', 'tools/empty']);
    expect(gate.stdout).toContain(`tools/lib: blob ${at.slice(0, 12)} in scope.json`);
    expect(gate.code).toBe(2);
  });

  it('a secret renamed to an innocent name stays a secret', async () => {
    const repo = repoWith({ '.env': 'TOKEN=1\n' }, (r) => git(r, 'mv', '.env', 'notes.txt'));
    const { scope } = await reviewScope({ id: 'r3', cwd: repo });
    expect(scope.files).toEqual([]);
    expect(scope.excluded).toEqual([{ path: 'notes.txt', from: '.env', reason: 'secret' }]);
  });

  it('hostile file names are taken byte-exact, sorted by bytes, with the same hash on a re-run', async () => {
    const names = ['src/with space.js', 'src/quote"d.js', 'src/new\nline.js', 'src/é-accent.js', 'src/-rf.js', 'src/Z.js', 'src/a.js'];
    const repo = repoWith({}, (r) => names.forEach((n) => write(r, n, 'x\n')));
    const first = await reviewScope({ id: 'r4', cwd: repo });
    const paths = first.scope.files.map((f) => f.path);
    expect(new Set(paths)).toEqual(new Set(names));
    expect(paths).toEqual([...paths].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    const second = await reviewScope({ id: 'r4', cwd: repo });
    expect(second.scope.scopeSha256).toBe(first.scope.scopeSha256);
    // The newline in a name is shown, never printed raw.
    expect(first.lines.join('\n')).not.toContain('new\nline');
  });

  it("only proofgate's own untracked output is left out of the change: what the change commits in the review folder is in it", async () => {
    const repo = repoWith({ '_bmad-output/review/old/moved.js': 'export const x = 1;\n' }, (r) => {
      write(r, 'src/a.js', 'x\n');
      write(r, '_bmad-output/review/old/findings.json', '{}\n');
      git(r, 'mv', '_bmad-output/review/old/moved.js', 'src/moved.js');
    });
    const { scope } = await reviewScope({ id: 'r5', cwd: repo });
    expect(scope.files.map((f) => [f.path, f.status])).toEqual([
      ['_bmad-output/review/old/findings.json', 'added'],
      ['src/a.js', 'added'],
      ['src/moved.js', 'renamed'],
    ]);
    expect(scope.excluded).toEqual([]);
    // In the working tree, the untracked files the review itself writes are not part of the change.
    write(repo, 'src/b.js', 'y\n');
    const first = await reviewScope({ id: 'w5', cwd: repo, workspace: true });
    expect(first.scope.files.map((f) => f.path)).toEqual(['src/b.js']);
    expect((await reviewScope({ id: 'w5', cwd: repo, workspace: true })).scope.scopeSha256).toBe(first.scope.scopeSha256);
  });

  it('a file git calls binary for a NUL byte or an attribute of the change is reviewed when its content is UTF-8 text', async () => {
    const repo = repoWith({ 'src/b.js': 'export const b = 1;\n' }, (r) => {
      write(r, 'src/a.js', 'export const a = 1; // \u0000\nrun();\n');
      write(r, '.gitattributes', 'src/b.js binary\n');
      write(r, 'src/b.js', 'export const b = 2;\nrun();\n');
      writeFileSync(join(r, 'src/real.bin'), Buffer.from([0x00, 0xff, 0xfe, 0x01]));
    });
    expect(git(repo, 'diff', '--numstat', 'HEAD~1', 'HEAD')).toMatch(/^-\t-\tsrc\/a\.js$/m);
    const { scope } = await reviewScope({ id: 'bin', cwd: repo });
    expect(scope.files.map((f) => [f.path, f.added, f.deleted])).toEqual([
      ['.gitattributes', 1, 0],
      ['src/a.js', 2, 0],
      ['src/b.js', 2, 1],
    ]);
    expect(scope.excluded).toEqual([{ path: 'src/real.bin', reason: 'binary' }]);
  });
});

describe('review scope: units and plan', () => {
  it('cuts units by directory, at most 8 files and 400 changed lines, and coalesces neighbouring folders within those limits', async () => {
    const repo = repoWith({}, (r) => {
      for (let i = 0; i < 10; i++) write(r, `a/f${i}.js`, lines(10));
      write(r, 'b/big.js', lines(450));
      write(r, 'b/small.js', lines(5));
      for (let i = 0; i < 3; i++) write(r, `c/g${i}.js`, lines(150));
    });
    const { scope } = await reviewScope({ id: 'u1', cwd: repo, effort: 'medium' });
    expect(scope.units.map((u) => [u.id, u.files.length, u.changedLines])).toEqual([
      ['U1', 8, 80],
      ['U2', 2, 20],
      ['U3', 1, 450],
      // b/small.js and the first two files of c/ (sibling folders) fit one unit: 3 files, 305 lines.
      ['U4', 3, 305],
      ['U5', 1, 150],
    ]);
    expect(scope.units[3]!.files).toEqual(['b/small.js', 'c/g0.js', 'c/g1.js']);
    expect(scope.plan).toEqual({ effort: 'medium', passes: ['blind', 'edge-case'], refutation: true, survey: true, parallel: true });
    expect(scope.totals).toEqual({ files: 15, changedLines: 1005, units: 5, excluded: 0 });
  });

  it('surveys at 150 changed lines and goes parallel only at 400 with several units', async () => {
    const small = repoWith({}, (r) => write(r, 'a.js', lines(149)));
    expect((await reviewScope({ id: 'p1', cwd: small })).scope.plan).toMatchObject({ survey: false, parallel: false });
    const survey = repoWith({}, (r) => write(r, 'a.js', lines(150)));
    expect((await reviewScope({ id: 'p2', cwd: survey })).scope.plan).toMatchObject({ survey: true, parallel: false });
    const oneUnit = repoWith({}, (r) => write(r, 'a.js', lines(500)));
    expect((await reviewScope({ id: 'p3', cwd: oneUnit })).scope.plan).toMatchObject({ survey: true, parallel: false });
  });
});

describe('review scope: working tree', () => {
  it('seals untracked and modified files by their content', async () => {
    const repo = repoWith({ 'src/a.js': 'one\n' }, () => {});
    write(repo, 'src/a.js', 'two\n');
    write(repo, 'src/new.js', 'fresh\nfile\n');
    write(repo, '.env.local', 'SECRET=1\n');
    const first = await reviewScope({ id: 'w1', cwd: repo, workspace: true });
    expect(first.scope.refs.workspace).toBe(true);
    expect(first.scope.files.map((f) => [f.path, f.status, f.added, f.deleted])).toEqual([
      ['src/a.js', 'modified', 1, 1],
      ['src/new.js', 'added', 2, 0],
    ]);
    expect(first.scope.excluded).toEqual([{ path: '.env.local', reason: 'secret' }]);
    // The sealed blob is the working-tree content, readable from git objects.
    expect(git(repo, 'cat-file', 'blob', first.scope.files[1]!.blob)).toBe('fresh\nfile\n');
    write(repo, 'src/new.js', 'changed\n');
    const second = await reviewScope({ id: 'w1', cwd: repo, workspace: true });
    expect(second.scope.scopeSha256).not.toBe(first.scope.scopeSha256);
  });

  // git diff takes a file behind an index bit for what the index holds, while the gate hashes it: sealing
  // it unseen gave a scope the gate could never call clean, and "git status" showed nothing to restore.
  it('refuses an edit an index bit hides from git (assume-unchanged, skip-worktree on a present file), naming the bit and the command that clears it', async () => {
    for (const bit of ['assume-unchanged', 'skip-worktree']) {
      const repo = repoWith({ 'src/a.js': 'a = 1\n', 'src/b.js': 'b = 1\n' }, () => {});
      write(repo, 'src/a.js', 'a = 2\n');
      write(repo, 'src/b.js', 'b = 2; fetch("https://evil.example")\n');
      git(repo, 'update-index', `--${bit}`, 'src/b.js');
      expect(git(repo, 'status', '--porcelain'), bit).toBe(' M src/a.js\n');
      const message = `1 edited file(s) of the working tree are hidden from git, so --workspace cannot seal them: git status does not show src/b.js, as the index's ${bit} bit hides the edit: clear it (git update-index --no-${bit} -- src/b.js); then seal again`;
      await expect(reviewScope({ id: 'w', cwd: repo, workspace: true }), bit).rejects.toThrow(message);
      const cli = await cliCase(repo, ['review', 'scope', 'w', '--workspace']);
      expect([cli.code, cli.stderr.trim()], bit).toEqual([3, `proofgate: ${message}`]);
      // A commit range reads no working tree: nothing to refuse.
      expect((await reviewScope({ id: 'c', cwd: repo })).exitCode).toBe(0);
      git(repo, 'update-index', `--no-${bit}`, '--', 'src/b.js');
      const { scope } = await reviewScope({ id: 'w', cwd: repo, workspace: true });
      expect(scope.files.map((f) => [f.path, git(repo, 'cat-file', 'blob', f.blob)])).toEqual([
        ['src/a.js', 'a = 2\n'],
        ['src/b.js', 'b = 2; fetch("https://evil.example")\n'],
      ]);
    }
    // An unedited file behind a bit is no edit; both bits at once are both cleared.
    const repo = repoWith({ 'src/a.js': 'a = 1\n', 'src/b.js': 'b = 1\n', 'src/c.js': 'c = 1\n' }, () => {});
    for (const bit of ['--assume-unchanged', '--skip-worktree']) git(repo, 'update-index', bit, 'src/b.js', 'src/c.js');
    expect(git(repo, 'ls-files', '-v', 'src')).toBe('H src/a.js\ns src/b.js\ns src/c.js\n');
    write(repo, 'src/a.js', 'a = 2\n');
    expect((await reviewScope({ id: 'w', cwd: repo, workspace: true })).scope.files.map((f) => f.path)).toEqual(['src/a.js']);
    write(repo, 'src/c.js', 'c = 2\n');
    await expect(reviewScope({ id: 'w', cwd: repo, workspace: true })).rejects.toThrow(
      "git status does not show src/c.js, as the index's assume-unchanged and skip-worktree bits hide the edit: clear it (git update-index --no-assume-unchanged --no-skip-worktree -- src/c.js)",
    );
  });

  it("a submodule whose checkout moved on (not yet staged) is sealed at its checkout's commit, and a person must look at it", async () => {
    const sub = emptyRepo('proofgate-sub-');
    write(sub, 'lib.js', 'one\n');
    commitAll(sub, 'one');
    const first = git(sub, 'rev-parse', 'HEAD').trim();
    const repo = emptyRepo('proofgate-super-');
    write(repo, 'README.md', '# app\n');
    commitAll(repo, 'base');
    git(repo, 'clone', '-q', sub, 'libs/sub');
    git(repo, 'update-index', '--add', '--cacheinfo', `160000,${first},libs/sub`);
    git(repo, 'commit', '-q', '-m', 'the submodule');
    // Work inside the submodule: its checkout is a commit ahead of what the superproject records.
    write(join(repo, 'libs/sub'), 'lib.js', 'two\n');
    commitAll(join(repo, 'libs/sub'), 'two');
    const r = await reviewScope({ id: 'ws', cwd: repo, workspace: true });
    expect(r.scope.files.map((f) => [f.path, f.kind, f.blob])).toEqual([
      ['libs/sub', 'submodule', git(repo, '-C', 'libs/sub', 'rev-parse', 'HEAD').trim()],
    ]);
    expect(r.lines.join('\n')).toContain('a person must look at 1 changed file(s) no agent reviews: libs/sub');
  });

  it('a file whose name holds a newline can be accounted for, in a commit range and in the working tree', async () => {
    const repo = repoWith({}, (r) => write(r, 'src/n\nl.js', 'export const n = 1;\n'));
    write(repo, 'src/w\nx.js', 'export const w = 1;\n');
    for (const [id, extra] of [
      ['nl', []],
      ['nlw', ['--workspace']],
    ] as const) {
      expect((await cliCase(repo, ['review', 'scope', id, ...extra])).code).toBe(0);
      const scope = JSON.parse(readFileSync(join(repo, '_bmad-output/review', id, 'scope.json'), 'utf8')) as {
        scopeSha256: string;
        files: { path: string }[];
      };
      const folder = join(repo, '_bmad-output/review', id);
      writeFileSync(
        join(folder, 'findings.json'),
        JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: scope.scopeSha256, findings: [] }),
      );
      writeFileSync(
        join(folder, 'coverage.json'),
        JSON.stringify({
          schema: 'bmad-plus/review-coverage/1',
          scopeSha256: scope.scopeSha256,
          items: scope.files.map((f) => ({ path: f.path, outcome: 'completed' })),
          run: { stop: 'completed' },
        }),
      );
      const gate = await cliCase(repo, ['review', 'gate', id]);
      expect(gate.stdout, id).toMatch(new RegExp(`^${id}: clean`));
    }
  });

  it("never writes a secret file's content anywhere", async () => {
    const canary = ['CANARY', 'SECRET', '7f3a'].join('_');
    const repo = repoWith({}, (r) => {
      write(r, 'src/a.js', 'x\n');
      write(r, '.env', `TOKEN=${canary}\n`);
    });
    const r = await reviewScope({ id: 's1', cwd: repo });
    const folder = join(repo, '_bmad-output/review/s1');
    for (const f of readdirSync(folder)) expect(readFileSync(join(folder, f), 'utf8')).not.toContain(canary);
    expect(r.lines.join('\n')).not.toContain(canary);
  });
});

describe('review scope: errors exit 3 with one clear line', () => {
  const repo = repoWith({}, (r) => write(r, 'a.js', 'x\n'));
  const cases: [string, Parameters<typeof reviewScope>[0], RegExp][] = [
    [
      'unknown ref',
      { id: 'e', cwd: repo, base: 'nope' },
      /unknown base ref: "nope" is not a commit in this repository; name a branch, tag or commit that exists here$/,
    ],
    [
      'a remote branch never fetched',
      { id: 'e', cwd: repo, base: 'origin/main' },
      /unknown base ref: "origin\/main" is not a commit in this repository; fetch it first \(`git fetch origin main`\), or name another ref$/,
    ],
    ['empty glob', { id: 'e', cwd: repo, include: [' '] }, /^include\[0\]: empty glob/],
    ['extglob', { id: 'e', cwd: repo, exclude: ['+(a|aa)'] }, /extglob/],
    ['brace expansion', { id: 'e', cwd: repo, include: ['{1..100000}'] }, /brace/],
    ['too long', { id: 'e', cwd: repo, include: ['**/'.repeat(2000)] }, /longer than 256/],
    ['option-like ref', { id: 'e', cwd: repo, base: '--output=x' }, /not a valid revision/],
    // git's `:/text` takes the newest commit whose message matches in any ref: the change's own commits can steer it.
    [
      'a commit-message search',
      { id: 'e', cwd: repo, base: ':/base' },
      /^base ref ":\/base" is a commit-message search, refused: .*the commits under review included.*; name a branch, tag or commit id/,
    ],
    // Revision syntax is no ref name: there is nothing to fetch.
    [
      'revision syntax that finds no commit',
      { id: 'e', cwd: repo, base: 'origin/main~1' },
      /unknown base ref: "origin\/main~1" does not resolve to a commit in this repository; name a branch, tag or commit that exists here$/,
    ],
    ['bad id', { id: '../x', cwd: repo }, /review id/],
  ];
  for (const [name, options, message] of cases) {
    it(name, async () => {
      await expect(reviewScope(options)).rejects.toMatchObject({ exitCode: 3, message: expect.stringMatching(message) });
    });
  }

  it('not a git repository', async () => {
    const dir = emptyRepo();
    rmSync(join(dir, '.git'), { recursive: true });
    await expect(reviewScope({ id: 'e', cwd: dir })).rejects.toThrow(/not a git repository/);
  });

  it('not a git repository where GIT_DIR and GIT_WORK_TREE name one: says proofgate ignores them', async () => {
    const dir = emptyRepo();
    rmSync(join(dir, '.git'), { recursive: true });
    // Set around the call only: the test's own git helper passes the environment on.
    vi.stubEnv('GIT_DIR', join(dir, 'elsewhere.git'));
    vi.stubEnv('GIT_WORK_TREE', dir);
    try {
      await expect(reviewScope({ id: 'e', cwd: dir })).rejects.toMatchObject({
        exitCode: 3,
        message: expect.stringMatching(
          /^not a git repository: .*; GIT_DIR, GIT_WORK_TREE are set, but proofgate ignores them .* reads the repository of the folder it runs in \(a \.git there or above\)/,
        ),
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a path that is not UTF-8 and gone at the head (deleted, or a rename\'s old name) is refused with what can be done, never "rename it"', async () => {
    const latin1 = (repo: string) => Buffer.concat([Buffer.from(join(repo, 'src/caf')), Buffer.from([0xe9]), Buffer.from('.js')]);
    const withLatin1 = () => {
      const repo = emptyRepo();
      write(repo, 'src/a.js', 'a\n');
      writeFileSync(latin1(repo), lines(20));
      commitAll(repo, 'base');
      return repo;
    };
    const deleted = withLatin1();
    rmSync(latin1(deleted));
    write(deleted, 'src/a.js', 'b\n');
    commitAll(deleted, 'delete');
    await expect(reviewScope({ id: 'e', cwd: deleted })).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(
        /^a file the change deletes is named by bytes that are not UTF-8: src\/caf\ufffd\.js; scope\.json cannot name it exactly, .*a person must review it in a change of its own/,
      ),
    });
    // A rename to a UTF-8 name kept its old name only lossily (as U+FFFD): refused too, not sealed.
    const renamed = withLatin1();
    renameSync(latin1(renamed), join(renamed, 'src/cafe.js'));
    commitAll(renamed, 'rename');
    await expect(reviewScope({ id: 'e', cwd: renamed })).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(
        /^a file the change renames \(to src\/cafe\.js\) was named by bytes that are not UTF-8: src\/caf\ufffd\.js; .*a person must review it/,
      ),
    });
  });

  it('a selected path longer than evidence may name (4,096 characters, as the schemas say) is refused; one of 4,096 is sealed', async () => {
    for (const schema of ['review-coverage', 'review-findings']) {
      const text = readFileSync(new URL(`../../src/schemas/${schema}.schema.json`, import.meta.url), 'utf8');
      expect(text).toContain(`"path": { "type": "string", "minLength": 1, "maxLength": ${PATH_MAX_CHARS}`);
    }
    const repo = emptyRepo();
    write(repo, 'a.js', 'a\n');
    commitAll(repo, 'base');
    // No file system takes such a path: git's index does.
    write(repo, 'blob', 'evil()\n');
    const blob = git(repo, 'hash-object', '-w', 'blob').trim();
    rmSync(join(repo, 'blob'));
    const commitPath = (path: string) => {
      git(repo, 'update-index', '--add', '--cacheinfo', `100644,${blob},${path}`);
      git(repo, 'commit', '-q', '-m', 'long');
    };
    const segments = (n: number) => Array.from({ length: n }, () => 'd'.repeat(199)).join('/');
    const longest = `${segments(20)}/${'é'.repeat(PATH_MAX_CHARS - 20 * 200 - 3)}.js`; // é: two bytes, one character
    expect([...longest].length).toBe(PATH_MAX_CHARS);
    commitPath(longest);
    const sealed = await reviewScope({ id: 'ok', cwd: repo });
    expect(sealed.scope.files.map((f) => f.path)).toEqual([longest]);
    commitPath(`${segments(22)}/x.js`);
    await expect(reviewScope({ id: 'e', cwd: repo })).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(
        /^a selected file's path is 4404 characters long, over the 4096 that coverage\.json and findings\.json can name, so no review could account for it: d{80}… \(give it a shorter name\)$/,
      ),
    });
  });

  it('a base missing from a shallow clone says to use fetch-depth: 0, never an empty scope', async () => {
    const origin = repoWith({}, (r) => write(r, 'a.js', 'x\n'));
    write(origin, 'b.js', 'y\n');
    commitAll(origin, 'third');
    const clone = emptyRepo();
    rmSync(join(clone, '.git'), { recursive: true });
    git(dirname(clone), 'clone', '-q', '--depth', '1', `file://${origin}`, clone);
    await expect(reviewScope({ id: 'e', cwd: clone })).rejects.toThrow(/fetch-depth: 0/);
  });
});

describe('review rules from _bmad/review-rules.yaml', () => {
  /** The rules (and their documents) in the base commit; the change adds src/a.js and db/1.sql. */
  function withRules(yaml: string, files: Record<string, string> = {}) {
    return repoWith({ '_bmad/review-rules.yaml': yaml, ...files }, (r) => {
      write(r, 'src/a.js', 'x\n');
      write(r, 'db/1.sql', 'select 1;\n');
    });
  }

  it('adds, replaces and disables rules, and the rule set hash changes with them', async () => {
    const repo = withRules(
      'schema: bmad-plus/review-rules/1\nrules:\n  - id: money\n    title: Money arithmetic\n    globs: ["src/**"]\n    doc: _bmad/rules/money.md\n  - id: python\n    title: Our Python\n    globs: ["**/*.py"]\n    doc: _bmad/rules/py.md\ndisable: [sql-and-migrations]\n',
      { '_bmad/rules/money.md': '# money\nCents, never floats.\n', '_bmad/rules/py.md': '# py\n' },
    );
    const { scope, ruleSet } = await reviewScope({ id: 'rr', cwd: repo });
    expect(ruleSet.source).toBe('_bmad/review-rules.yaml');
    expect(scope.ruleSet.rules).toEqual([
      'general',
      'javascript-typescript',
      'python',
      'go',
      'java-kotlin',
      'rust',
      'c-cpp',
      'csharp',
      'ruby',
      'php',
      'perl',
      'shell',
      'ci-workflows',
      'containers',
      'configuration',
      'money',
    ]);
    expect(ruleSet.rules.find((r) => r.id === 'python')!.origin).toBe('project');
    expect(scope.files.find((f) => f.path === 'src/a.js')!.rules).toEqual(['general', 'javascript-typescript', 'money']);
    const builtin = await reviewScope({ id: 'rb', cwd: repoWith({}, (r) => write(r, 'src/a.js', 'x\n')) });
    expect(builtin.ruleSet.sha256).not.toBe(ruleSet.sha256);
  });

  const refusals: [string, string, Record<string, string>, RegExp][] = [
    ['unknown key', 'schema: bmad-plus/review-rules/1\nextra: 1\n', {}, /unknown key "extra"/],
    [
      'duplicate id',
      'schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: A, globs: ["**"], doc: _bmad/a.md}\n  - {id: a, title: A, globs: ["**"], doc: _bmad/a.md}\n',
      { '_bmad/a.md': 'a' },
      /duplicate rule id "a"/,
    ],
    [
      'document outside _bmad/',
      'schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: A, globs: ["**"], doc: ../etc/passwd}\n',
      {},
      /outside _bmad/,
    ],
    [
      'document over 64 KB',
      'schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: A, globs: ["**"], doc: _bmad/a.md}\n',
      { '_bmad/a.md': 'x'.repeat(65 * 1024) },
      /limit is 64 KB/,
    ],
    ['disabling an unknown rule', 'schema: bmad-plus/review-rules/1\ndisable: [nope]\n', {}, /no rule "nope" to disable/],
    ['wrong schema id', 'schema: bmad-plus/review-rules/2\n', {}, /must be "bmad-plus\/review-rules\/1"/],
    ['duplicate YAML key', 'schema: bmad-plus/review-rules/1\ndisable: []\ndisable: []\n', {}, /not valid YAML/],
    // Found by test/fuzz/review-scope.test.ts: the yaml parser took seconds on thousands of unclosed brackets.
    [
      'brackets nested 65 deep',
      `schema: bmad-plus/review-rules/1\ndisable: ${'['.repeat(65)}${']'.repeat(65)}\n`,
      {},
      /not valid YAML: brackets nested deeper than 64 levels/,
    ],
    [
      'extglob in a rule glob',
      'schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: A, globs: ["+(a|aa)"], doc: _bmad/a.md}\n',
      { '_bmad/a.md': 'a' },
      /extglob/,
    ],
  ];
  for (const [name, yaml, files, message] of refusals) {
    it(`refuses ${name}`, async () => {
      await expect(reviewScope({ id: 'rx', cwd: withRules(yaml, files) })).rejects.toMatchObject({
        exitCode: 3,
        message: expect.stringMatching(message),
      });
    });
  }

  // Found by test/fuzz/review-rules.test.ts: `review rules` printed a project glob's bidi override raw.
  it("review rules shows a glob's invisible characters as U+XXXX", async () => {
    const repo = withRules(
      'schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: A, globs: ["src/\u202e*.js"], doc: _bmad/a.md}\n',
      { '_bmad/a.md': 'a' },
    );
    const { lines } = await listRules(repo);
    expect(lines).toContain('a project project src/U+202E*.js');
    expect(lines.join('\n')).not.toContain('\u202e');
  });

  // Found by test/fuzz/review-rules.test.ts: the yaml parser printed its warnings (with a quote of
  // the pull request's file) straight to the process's stderr, past the one-line error.
  it("an unresolved YAML tag is never printed past the command (the bundle's stderr stays empty)", async () => {
    const repo = withRules('schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: !foo A, globs: ["src/**"], doc: _bmad/a.md}\n', {
      '_bmad/a.md': 'a',
    });
    const r = await cliCase(repo, ['review', 'rules']);
    expect(r.stderr).not.toMatch(/YAMLWarning|!foo/);
  });

  it('refuses a document that is a symlink: a link in the base commit, a link out of _bmad/ in the work tree', async () => {
    const repo = emptyRepo();
    write(
      repo,
      '_bmad/review-rules.yaml',
      'schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: A, globs: ["**"], doc: _bmad/link.md}\n',
    );
    symlinkSync('/etc/hostname', join(repo, '_bmad/link.md'));
    commitAll(repo, 'base');
    write(repo, 'a.js', 'x\n');
    commitAll(repo, 'change');
    await expect(reviewScope({ id: 'rx', cwd: repo })).rejects.toThrow(/the document "_bmad\/link\.md" is not a regular file/);
    await expect(listRules(repo)).rejects.toThrow(/outside _bmad/);
  });

  it('are read from the base commit: the change cannot configure its own review, and its edit is reviewed', async () => {
    const repo = withRules('schema: bmad-plus/review-rules/1\ndisable: [python]\n');
    write(repo, '_bmad/review-rules.yaml', 'schema: bmad-plus/review-rules/1\ndisable: [python, javascript-typescript]\n');
    write(repo, 'src/c.js', 'y\n');
    commitAll(repo, 'the change edits the rules');
    const { scope } = await reviewScope({ id: 'rc', cwd: repo, include: ['src/**'] });
    expect(scope.ruleSet.rules).toContain('javascript-typescript');
    expect(scope.files.map((f) => [f.path, f.rules])).toEqual([
      ['_bmad/review-rules.yaml', ['general', 'configuration']],
      ['src/c.js', ['general', 'javascript-typescript']],
    ]);
    // A rules file broken by the change is the change's problem, not the scope's: it applies after merge.
    write(repo, '_bmad/review-rules.yaml', 'nope: 1\n');
    git(repo, 'commit', '-q', '-m', 'broken rules', '--', '_bmad/review-rules.yaml');
    expect((await reviewScope({ id: 'rd', cwd: repo })).scope.files.map((f) => f.path)).toEqual(['_bmad/review-rules.yaml']);
  });
});
