import { describe, expect, it } from 'vitest';
import { pathFinder, pathReadings } from '../../src/test-review/path-mentions.js';

/** What the finder replaces: one search per path, every start, none glued to a path character. */
function naive(text: string, paths: string[]) {
  const out: { path: string; at: number }[] = [];
  for (const path of paths)
    for (let at = text.indexOf(path); at >= 0; at = text.indexOf(path, at + 1))
      if (!(at > 0 && /[\p{L}\p{N}_./\\-]/u.test(text[at - 1]!))) out.push({ path, at });
  const order = (a: { path: string; at: number }, b: { path: string; at: number }) => a.at - b.at || a.path.localeCompare(b.path);
  return out.sort(order);
}

describe('pathFinder', () => {
  const cases: [string, string[]][] = [
    ['see tests/a.spec.ts:3 and tests/a.spec.ts.off, xtests/a.spec.ts', ['tests/a.spec.ts', 'tests/a.spec.ts.off', 'a.spec.ts']],
    ['a b c', ['a', 'a b', 'b']],
    ['𝐀tests/x.ts (tests/x.ts) tests/x.tstests/x.ts', ['tests/x.ts', 'tests/x.tstests/x.ts', 's/x.ts']],
    ['no paths here', []],
    ['aaaa', ['aa', 'aaa']],
    ['ünï/çode.ts, ünï/çode.ts line 2', ['ünï/çode.ts', 'ünï/ç']],
  ];
  it.each(cases)('finds every start a search per path finds in %j', (text, paths) => {
    const found = pathFinder(paths)
      .occurrences(text)
      .sort((a, b) => a.at - b.at || a.path.localeCompare(b.path));
    expect(found).toEqual(naive(text, paths));
  });
});

describe('pathReadings', () => {
  it.each([
    ['`Tests\\Unit\\a.ts`', 'tests/unit/a.ts'],
    ['**./tests/a.ts**', 'tests/a.ts'],
    ['.\\tests\\..\\tests//a.ts', 'tests/a.ts'],
    ['tests/test\\_cart.py', 'tests/test_cart.py'],
    ['tests/test_cart.py', 'tests/test_cart.py'],
  ])('%j reads as %j in some reading', (text, path) => {
    expect(pathReadings(text)).toContain(path);
  });
  it('leaves an absolute path and a URL absolute: they name no file of the change', () => {
    expect(pathReadings('/abs/tests/a.ts https://x.example/tests/a.ts')).toEqual(['/abs/tests/a.ts https://x.example/tests/a.ts']);
  });

  it('reads a text without a backslash once, and prose without a separator as it is', () => {
    expect(pathReadings('Tests\\a.ts')).toHaveLength(2);
    expect(pathReadings('Nothing to add here. '.repeat(3))).toEqual(['nothing to add here. '.repeat(3)]);
  });
});
