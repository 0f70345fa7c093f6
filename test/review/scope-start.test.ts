import { describe, expect, it } from 'vitest';
import { startedFor, startScope } from '../../src/review/scope-start.js';
import { git, makeCartRepo } from '../support/repo.js';

describe('startScope: git on the refs, started before the code that selects files has loaded', () => {
  const repo = makeCartRepo();

  it('resolves the default refs (HEAD~1, HEAD) and diffs the change from their merge base', async () => {
    const start = startScope(repo, {});
    const { baseSha, headSha } = await start.opened;
    expect([baseSha, headSha]).toEqual([git(repo, 'rev-parse', 'HEAD~1').trim(), git(repo, 'rev-parse', 'HEAD').trim()]);
    const diff = await start.diff;
    expect(await diff.mergeBase).toBe(baseSha);
    expect((await diff.changes).map((c) => c.path)).toContain('src/cart.js');
  });

  it('is used only for the same folder and refs; any other gets a start of its own', async () => {
    const start = startScope(repo, { base: 'HEAD~1' });
    expect(startedFor(repo, { started: start })).toBe(start);
    for (const other of [{ base: 'HEAD' }, { head: 'HEAD~1' }, { workspace: true }]) {
      const own = startedFor(repo, { ...other, started: start });
      expect(own).not.toBe(start);
      await own.opened;
    }
    expect(startedFor(`${repo}/src`, { started: start })).not.toBe(start);
  });

  it('a ref that is not a commit rejects when awaited, and nothing is left unhandled before', async () => {
    const start = startScope(repo, { base: 'no-such-ref' });
    await new Promise((r) => setTimeout(r, 50));
    await expect(start.opened).rejects.toThrow(/unknown base ref: "no-such-ref"/);
    await expect(start.diff).rejects.toThrow(/unknown base ref/);
  });
});
