// Hazard 670: only the index's .gitignore blobs hide an untracked file. The tracked patterns are handed
// to git as one exclude file (src/git/untracked.ts); with every .gitignore tracked and unedited, that
// listing must be git's own, rule for rule.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hiddenLocally, untrackedFiles } from '../../src/git/untracked.js';
import { emptyRepo, git } from '../support/repo.js';

const put = (repo: string, path: string, text: string | Buffer) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const names = (list: Buffer[]) => list.map((b) => b.toString('latin1')).sort();
const gitsOwn = (repo: string) =>
  execFileSync('git', ['-c', 'core.excludesFile=/dev/null', 'ls-files', '--others', '-z', '--exclude-per-directory=.gitignore'], {
    cwd: repo,
  })
    .toString('latin1')
    .split('\0')
    .filter(Boolean)
    .sort();

describe('#670 the untracked listing honours the tracked .gitignore blobs exactly as git does', () => {
  it('#670 every pattern shape, nested files, negation, escapes, CRs, trailing spaces and odd folder names: the same listing as git', async () => {
    const repo = emptyRepo('proofgate-670-');
    put(
      repo,
      '.gitignore',
      '\ufeff*.log\n!keep.log\n/top-only\nbuild/\n# comment\n\\#hash\n\\!bang\nsp\\ \ntrail   \ncr.txt\r\n  \n!\n/\n',
    );
    put(repo, 'a/.gitignore', 'x.js\n/anch.js\nsub/deep.js\nd/\n!*.log\n**/star/*.md\ntmp*\n[ab].c\n');
    put(repo, 'a/b/.gitignore', '!x.js\n*.log\n');
    put(repo, 'we[ir]d*/#!x/.gitignore', 'y\n');
    put(repo, 'we[ir]d*/#!x/z/.gitignore', '!y\n');
    put(repo, 'lnk/.gitignore', '*\n');
    git(repo, 'add', '-A');
    // It ignores itself: tracked only when added by force.
    git(repo, 'add', '-f', 'lnk/.gitignore');
    git(repo, 'commit', '-q', '-m', 'ignores');
    const files = [
      'k.log',
      'keep.log',
      'a/keep.log',
      'a/b/n.log',
      'top-only',
      'a/top-only',
      'build/o',
      'a/build/o',
      '#hash',
      '!bang',
      'sp ',
      'sp',
      'trail',
      'cr.txt',
      'x.js',
      'a/x.js',
      'a/q/x.js',
      'a/b/x.js',
      'a/anch.js',
      'a/q/anch.js',
      'a/sub/deep.js',
      'a/q/sub/deep.js',
      'a/d/f',
      'a/q/d/f',
      'a/d',
      'a/star/m.md',
      'a/q/star/m.md',
      'a/tmp1',
      'a/q/tmpdir/f',
      'a/a.c',
      'a/c.c',
      'we[ir]d*/#!x/y',
      'we[ir]d*/#!x/q/y',
      'we[ir]d*/#!x/z/y',
      'weird*/#!x/y',
      'lnk/f',
      'plain.txt',
    ];
    for (const f of files) if (f !== 'a/d') put(repo, f, 'x\n');
    const ours = names(await untrackedFiles(repo));
    expect(ours).toEqual(gitsOwn(repo));
    expect(ours).toContain('plain.txt');
  });

  it('#670 an untracked .gitignore (one hiding itself, one holding * in a new folder, one nested) and an edited tracked one hide nothing', async () => {
    const repo = emptyRepo('proofgate-670-');
    put(repo, 'src/.gitignore', '*.tmp\n');
    put(repo, 'src/a.js', 'a\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    put(repo, '.gitignore', '.gitignore\nsteal.js\n');
    put(repo, 'steal.js', 's\n');
    put(repo, 'newdir/.gitignore', '*\n');
    put(repo, 'newdir/payload.js', 'p\n');
    put(repo, 'src/deep/.gitignore', '*\n');
    put(repo, 'src/deep/x.js', 'x\n');
    put(repo, 'src/.gitignore', '*.tmp\nhidden.js\n');
    put(repo, 'src/hidden.js', 'h\n');
    put(repo, 'src/t.tmp', 't\n');
    const ours = names(await untrackedFiles(repo));
    expect(ours).toEqual(
      ['.gitignore', 'newdir/.gitignore', 'newdir/payload.js', 'src/deep/.gitignore', 'src/deep/x.js', 'src/hidden.js', 'steal.js'].sort(),
    );
    // What git status hides of these is handed back to every caller that asks status or add -A.
    expect(names(await hiddenLocally(repo))).toEqual(ours);
  });
});
