import fc from 'fast-check';
import micromatch from 'micromatch';
import { writeFileSync } from 'node:fs';
const piece = fc.constantFrom('*', '**', '?', '[ab]', '[!a]', '{a,b}', '{x,a/b}', 'a', 'b', '.', '.a', 'a.b', '/', '\\', 'é', ' ', '#');
const glob = fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => p.join(''));
const path = fc
  .array(fc.constantFrom('a', 'b', '.', '/', 'x', 'é', ' ', '[ab]', '{a,b}', '.a', '\\'), { maxLength: 10 })
  .map((p) => p.join(''));
let n = 0;
fc.assert(
  fc.property(fc.array(glob, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.array(path, { maxLength: 8 }), (globs, braces, paths) => {
    n++;
    writeFileSync('/tmp/ab/lastcase.json', JSON.stringify({ n, globs, braces, paths }));
    const opts = { dot: true, noextglob: true, nobrace: !braces, posix: false };
    const any = new RegExp(globs.map((g) => `(?:${micromatch.makeRe(g, opts).source})`).join('|'));
    const each = globs.map((g) => micromatch.matcher(g, opts));
    for (const p of [...paths, ...globs]) {
      any.test(p);
      each.some((m) => m(p));
    }
  }),
  { numRuns: 20000, seed: 20261129 },
);
console.log('done', n);
