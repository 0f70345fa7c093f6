import { describe, expect, test } from 'vitest';
import { regexProblem, testGlobMatcher, testGlobProblem, unmatchedTestGlobs } from '../../src/test-review/test-glob.js';

describe('#678 test-glob entries read by their spelling', () => {
  test('a glob spelling is a glob: a name-only glob matches the file name anywhere', () => {
    const m = testGlobMatcher(['checks/**/*.check.js', '*.spec.ts', 'qa/**']);
    expect(['checks/login/flow.check.js', 'a/b/x.spec.ts', 'qa/x/y.ts'].every(m)).toBe(true);
    expect(['x.check.js', 'src/spec.ts', 'src/qa/x.ts'].some(m)).toBe(false);
  });
  test('a substring and an anchored /regex/ keep their meaning', () => {
    expect(testGlobMatcher(['.bats'])('checks/cart.bats')).toBe(true);
    expect(testGlobMatcher(['/^qa\\//'])('qa/x.ts')).toBe(true);
  });
  test.each(['!docs/**', 'src/*.{js}', '/src/**', 'checks/', '*(a|b)'])('a glob globProblem refuses is refused: %s', (g) => {
    // 'checks/' holds no glob character: a substring, as before.
    if (g === 'checks/') expect(testGlobProblem(g)).toBeNull();
    else expect(testGlobProblem(g)).toMatch(/read as a glob|extglob/);
  });
  test.each(['(a+)+$', 'checks\\/.*\\.js', '^(?<n>x)\\k<n>', '^(a)\\1', '(?=a)b', '^a*b*', 'a?a?a?a?a?aaaaa', '^(ab)?c*', '^a.*|b'])(
    'a /regex/ not provably linear is refused: %s',
    (r) => {
      expect(regexProblem(r)).not.toBeNull();
      expect(testGlobProblem(`/${r}/`)).toMatch(/quadratic or worse/);
    },
  );
  test.each(['^qa\\/', '\\.check\\.js$', '^checks\\/.*\\.check\\.js$', '^(?:src|lib)\\/.*?\\.tsx?$', 'a{2}', '^[^/]+\\.bats$'])(
    'a linear /regex/ is taken: %s',
    (r) => expect(regexProblem(r)).toBeNull(),
  );
  test('a hostile path against an accepted regex stays fast', () => {
    const m = testGlobMatcher(['/^checks\\/.*\\.check\\.js$/', '/\\.check\\.js$/']);
    const path = `checks/${'checks/'.repeat(100_000)}x`;
    const t = performance.now();
    expect(m(path)).toBe(false);
    expect(performance.now() - t).toBeLessThan(1000);
  });
  test('an entry matching no changed path is named', () => {
    expect(unmatchedTestGlobs(['qa/**', '.bats', '/^x/'], ['a.bats', 'src/y.ts'])).toEqual(['qa/**', '/^x/']);
  });
});
