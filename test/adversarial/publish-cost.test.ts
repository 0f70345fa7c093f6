import { describe, expect, it } from 'vitest';
import { renameChains } from '../../src/review/pr-review.js';

/** `git log --name-status -z` of `commits` pushes, each moving every one of `files` files to a folder of its own. */
function movesLog(files: number, commits: number): string {
  const records: string[] = [];
  for (let c = 1; c <= commits; c++) for (let f = 0; f < files; f++) records.push('R100', `d${c - 1}/f${f}.txt`, `d${c}/f${f}.txt`);
  return `${records.join('\0')}\0`;
}

describe('#538 drafting the pull request review costs time linear in the renames of its commits', () => {
  it('#538 10,000 files moved in each of 10 pushes (100,000 renames): chained in a moment (a walk of every path seen per rename took minutes), every old name to its last', () => {
    const [files, commits] = [10_000, 10];
    const scope = Array.from({ length: files }, (_, f) => ({
      path: `d${commits}/f${f}.txt`,
      status: 'renamed' as const,
      from: `d0/f${f}.txt`,
    }));
    const started = performance.now();
    const renames = renameChains(movesLog(files, commits), scope);
    // Generous for a loaded machine: the quadratic walk needs some 5·10⁹ steps here.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(renames).toHaveLength(files * commits);
    const to = new Map(renames.map((r) => [r.from, r.to]));
    expect(to.get('d0/f7.txt')).toBe('d10/f7.txt');
    expect(to.get('d9/f9999.txt')).toBe('d10/f9999.txt');
  });

  it('#538 a path renamed away, added again and renamed once more chains each lineage to its own end', () => {
    const log = ['R100', 'a', 'b', 'R100', 'b', 'c', 'R090', 'a', 'x'].join('\0');
    const renames = renameChains(log, [
      { path: 'c', status: 'added' },
      { path: 'x', status: 'added' },
    ]);
    expect(new Map(renames.map((r) => [r.from, r.to]))).toEqual(
      new Map([
        ['a', 'x'],
        ['b', 'c'],
      ]),
    );
  });
});
