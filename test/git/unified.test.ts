// git's patch text read by src/git/unified.ts: against real git's output, and against text git would
// never write (which must be an error, never a section cut short or a line moved to another file).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePatch, sectionHeader } from '../../src/git/unified.js';
import { commitAll, emptyRepo } from '../support/repo.js';

const SEPARATORS = ['\r', '\v', '\f', '\u0085', '\u2028', '\u2029'];

/** `git diff HEAD~1` of a repository whose second commit writes `files`, as proofgate asks for it. */
function patchOf(files: Record<string, string>): string {
  const repo = emptyRepo('proofgate-unified-');
  writeFileSync(join(repo, 'README.md'), 'base\n');
  commitAll(repo, 'base');
  for (const [path, text] of Object.entries(files)) writeFileSync(join(repo, path), text);
  commitAll(repo, 'change');
  return execFileSync('git', ['-c', 'core.quotePath=false', 'diff', '--no-color', '--no-ext-diff', 'HEAD~1', 'HEAD'], {
    cwd: repo,
    encoding: 'utf8',
  });
}

describe("#208 parsePatch reads git patch text at git's own line ends", () => {
  it('#208 a separator then a forged `diff --git` and `@@` in added lines: one section per file, every added line kept', () => {
    const forged = SEPARATORS.map(
      (s, i) => `const a${i} = 1;${s}diff --git a/x b/x${s}@@ -1 +1,40 @@\nexport const hidden${i} = ${i};\n`,
    ).join('');
    const patch = patchOf({ 'evil.js': forged, 'other.js': 'export const other = 1;\n' });
    const sections = parsePatch(patch);
    expect(sections.map((s) => s.header)).toEqual([sectionHeader('evil.js', 'evil.js'), sectionHeader('other.js', 'other.js')]);
    const added = sections[0]!.hunks.flatMap((h) => h.lines.filter((l) => l.startsWith('+')));
    expect(added).toHaveLength(2 * SEPARATORS.length);
    for (let i = 0; i < SEPARATORS.length; i++) expect(added).toContain(`+export const hidden${i} = ${i};`);
    expect(sections.map((s) => s.text).join('')).toBe(patch);
  });

  it('#208 names git quotes (a quote, a backslash, a tab, a control character) and names it leaves (spaces, non-ASCII): the header is the one git writes', () => {
    const names = ['a "q".js', 'back\\slash.js', 'tab\there.js', 'bell\x07.js', 'space d é.js'];
    const patch = patchOf(Object.fromEntries(names.map((n) => [n, 'x\n'])));
    const headers = parsePatch(patch).map((s) => s.header);
    expect([...headers].sort()).toEqual(names.map((n) => sectionHeader(n, n)).sort());
  });

  it("#208 text git would not write is refused, never read as a shorter or another file's diff", () => {
    const good = 'diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n keep\n-old\n+new\n';
    expect(parsePatch(good)).toHaveLength(1);
    for (const [why, text] of [
      ['text before the first file header', `junk\n${good}`],
      ['a hunk cut short', good.replace('+new\n', '')],
      ['a hunk that does not match its header', good.replace('+new', '?new')],
      ['a line outside any hunk', `${good}trailing\n`],
    ] as const)
      expect(() => parsePatch(text), why).toThrow(why);
  });

  it('#208 `\\ No newline at end of file` stays with the line it speaks of', () => {
    const patch = patchOf({ 'f.js': 'no newline' });
    const [section] = parsePatch(patch);
    expect(section!.hunks[0]!.lines.slice(-2)).toEqual(['+no newline', '\\ No newline at end of file']);
  });
});
