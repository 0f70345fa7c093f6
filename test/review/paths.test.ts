import { describe, expect, it } from 'vitest';
import { pathProblem } from '../../src/review/paths.js';

describe('paths written by an agent (security anchors 1, 2, 5, 6, 7, 20)', () => {
  const refused: [string, RegExp][] = [
    ['../../etc/passwd', /"\." or "\.\." segment/],
    ['/proc/self/environ', /absolute/],
    ['C:\\x', /absolute/],
    ['a\\b', /backslash/],
    ['src/a\u0000.js', /control/],
    ['src/a\r.js', /control/],
    ['src/a\n.js', /control/],
    ['src/a\u2028.js', /control/],
    ['src/a\u202e.js', /bidi/],
    ['src/\u200ba.js', /invisible/],
    ['-rf', /starts with "-"/],
    ['--output=x', /starts with "-"/],
    [':(top)s', /pathspec magic/],
    [':!*', /pathspec magic/],
    ['.git/config', /\.git/],
    ['.GIT/HEAD', /\.git/],
    ['sub/.git/hooks/x', /\.git/],
    ['a//b', /empty segment/],
    ['a/', /empty segment/],
    ['', /empty/],
    ['x'.repeat(4097), /4096 bytes/],
  ];
  for (const [path, why] of refused) it(`refuses ${JSON.stringify(path.slice(0, 40))}`, () => expect(pathProblem(path)).toMatch(why));
  it('accepts ordinary names, spaces and non-ASCII included', () => {
    for (const p of ['src/cart.js', 'docs/with space.md', 'src/é-accent.js', 'a/.github/workflows/ci.yml', 'x.git'])
      expect(pathProblem(p)).toBeUndefined();
  });
});
