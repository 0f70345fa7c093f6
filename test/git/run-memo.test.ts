// Issue 15: within one run (withGitMemo) git is not asked again what it already answered, and only
// what cannot change is remembered: an object by its full id, never a missing one, never outside a run.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { objectInfo, readObjects } from '../../src/git/batch.js';
import { toplevel } from '../../src/git/run.js';
import { withGitMemo } from '../../src/git/run-memo.js';
import { emptyRepo } from '../support/repo.js';

const hash = (repo: string, text: string) =>
  execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo, input: text, encoding: 'utf8' }).trim();

describe('git answers shared within a run', () => {
  it('an object asked twice is read once; what is handed over is a copy; a missing one is asked again', async () => {
    const repo = emptyRepo('proofgate-memo-');
    const oid = hash(repo, 'sealed\n');
    const later = execFileSync('git', ['hash-object', '--stdin'], { cwd: repo, input: 'later\n', encoding: 'utf8' }).trim();
    await withGitMemo(async () => {
      const first = (await readObjects(repo, [oid])).get(oid)!.data!;
      first.fill(0x78); // a caller that changes its bytes changes no one else's
      expect((await objectInfo(repo, [later])).get(later)).toBeNull();
      // The object store is taken away: what the run read before still answers, and nothing else does.
      renameSync(join(repo, '.git/objects'), join(repo, '.git/objects-gone'));
      expect((await readObjects(repo, [oid])).get(oid)!.data!.toString()).toBe('sealed\n');
      renameSync(join(repo, '.git/objects-gone'), join(repo, '.git/objects'));
      hash(repo, 'later\n');
      expect((await objectInfo(repo, [later, later])).get(later)).toMatchObject({ oid: later, type: 'blob', size: 6 });
    });
    // Outside a run nothing is remembered.
    renameSync(join(repo, '.git/objects'), join(repo, '.git/objects-gone'));
    await expect(readObjects(repo, [oid])).rejects.toThrow();
  });

  it('a top folder is asked once, and again once its .git is another', async () => {
    const repo = emptyRepo('proofgate-memo-top-');
    await withGitMemo(async () => {
      expect(await toplevel(repo)).toBe(repo);
      renameSync(join(repo, '.git'), join(repo, 'old-git'));
      await expect(toplevel(repo)).rejects.toThrow(/not a git repository/);
      execFileSync('git', ['init', '-q'], { cwd: repo });
      writeFileSync(join(repo, 'f'), '');
      expect(await toplevel(repo)).toBe(repo);
    });
  });
});
