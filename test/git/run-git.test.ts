import { afterEach, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openRepo, raw, runGit } from '../../src/git/git.js';
import { emptyRepo } from '../support/repo.js';

describe('one git process per call: whole output, settled when git is done', () => {
  const repo = emptyRepo('proofgate-run-git-');
  writeFileSync(join(repo, 'a.txt'), 'a\n');
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['commit', '-q', '-m', 'a'], { cwd: repo });
  afterEach(() => vi.useRealTimers());

  it('a command that prints nothing settles without waiting on a timer (a clean status, an absent path)', async () => {
    // With timers frozen, a client that waits a grace period after a silent command never settles.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const r = await openRepo(repo);
    expect(await raw(r, ['status', '--porcelain=v1', '-z', '--untracked-files=no'])).toBe('');
    expect(await raw(r, ['ls-tree', '-z', 'HEAD', '--', 'absent.yaml'])).toBe('');
  });

  it('a character split between two reads of the pipe stays one character', async () => {
    // One ASCII byte first: every two-byte character after it starts at an odd offset, so a read of 64 KiB ends inside one.
    const text = 'x' + 'é'.repeat(200_000);
    writeFileSync(join(repo, 'wide.txt'), text);
    const oid = execFileSync('git', ['hash-object', '-w', 'wide.txt'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(await runGit(repo, ['cat-file', 'blob', oid])).toBe(text);
  });

  it("a failure rejects with git's own first line, also when git exits non-zero without a word", async () => {
    await expect(runGit(repo, ['rev-parse', '--verify', 'no-such-ref'])).rejects.toThrow(/^git rev-parse failed: fatal: /);
    await expect(runGit(repo, ['rev-parse', '--verify', '--quiet', 'no-such-ref'])).rejects.toThrow('git rev-parse failed: exit 1');
  });

  it('a folder that does not exist is named as such, not as git missing', async () => {
    const gone = join(repo, 'no-such-folder');
    await expect(openRepo(gone)).rejects.toThrow(`no such folder: ${gone}`);
    await expect(runGit(gone, ['status'])).rejects.toThrow(`no such folder: ${gone}`);
  });

  it('no git on PATH is named as such, for an existing folder', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(repo, 'no-such-folder');
    try {
      await expect(runGit(repo, ['status'])).rejects.toThrow('git is not installed: no `git` on PATH');
    } finally {
      process.env.PATH = path;
    }
  });
});
