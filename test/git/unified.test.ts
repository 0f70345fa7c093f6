// git's patch text read by src/git/unified.ts: against real git's output, and against text git would
// never write (which must be an error, never a section cut short or a line moved to another file).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { namesShown, parsePatch, sectionHeader } from '../../src/git/unified.js';
import { shownName } from '../../src/text/list.js';
import { commitAll, emptyRepo, twoCommits } from '../support/repo.js';

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

describe("#643 namesShown: every header line naming a file is rebuilt from the file's own names, never git's text", () => {
  // git writes a TAB after a `---`/`+++` name holding a space; shown, it made `+++ b/a b.jsU+0009`, another file's name.
  const NAMES = ['a b.js', 'a b.jsU+0009', 'n l\nx.js', 'tab\there.js', 'q "x" y.js', 'sp é.js'];
  const meta = (text: string) => parsePatch(text).flatMap((s) => s.meta);
  /** `git diff -M` of `paths` as proofgate asks for one file's patch, from HEAD~1 to HEAD. */
  const diffOf = (repo: string, ...paths: string[]) =>
    execFileSync(
      'git',
      [
        '-c',
        'core.quotePath=false',
        'diff',
        '-M',
        '--text',
        '--no-color',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        'HEAD~1',
        'HEAD',
        '--',
        ...paths,
      ],
      {
        cwd: repo,
        encoding: 'utf8',
      },
    );

  it('#643 an added file named with a space, a tab, a newline or a quote: `---`/`+++` and `diff --git` name it as shownName() does, the table spelling, no TAB after it', () => {
    const repo = twoCommits({}, Object.fromEntries(NAMES.map((n) => [n, 'x\n'])));
    for (const n of NAMES) {
      const git = diffOf(repo, n);
      const shown = namesShown(git, n);
      expect(
        meta(shown).filter((l) => !l.startsWith('index ')),
        n,
      ).toEqual([`diff --git a/${shownName(n)} b/${shownName(n)}`, 'new file mode 100644', '--- /dev/null', `+++ b/${shownName(n)}`]);
      expect(shown.slice(meta(shown).join('\n').length)).toBe(git.slice(meta(git).join('\n').length));
    }
    expect(diffOf(repo, 'a b.js')).toContain('+++ b/a b.js\t\n');
    expect(namesShown(diffOf(repo, 'a b.js'), 'a b.js')).not.toMatch(/(\t|U\+0009)$/m);
  });

  it('#643 a modified, a deleted and a renamed file with a space: both sides named as the table names them, or /dev/null', () => {
    const repo = twoCommits({ 'mod e.js': 'old\n', 'gone e.js': 'x\n', 'old n.js': 'a\nb\nc\nd\n' }, { README: 'x\n' });
    rmSync(`${repo}/gone e.js`);
    execFileSync('git', ['mv', 'old n.js', 'new\tn.js'], { cwd: repo });
    writeFileSync(`${repo}/new\tn.js`, 'a\nb\nc\nd\ne\n');
    writeFileSync(`${repo}/mod e.js`, 'new\n');
    commitAll(repo, 'more');
    const named = (path: string, from?: string) =>
      meta(namesShown(diffOf(repo, ...(from ? [from, path] : [path])), path, from)).filter((l) => /^(---|\+\+\+|rename|diff) /.test(l));
    expect(diffOf(repo, 'gone e.js')).toContain('--- a/gone e.js\t\n');
    expect(named('gone e.js')).toEqual(['diff --git a/gone e.js b/gone e.js', '--- a/gone e.js', '+++ /dev/null']);
    expect(named('mod e.js')).toEqual(['diff --git a/mod e.js b/mod e.js', '--- a/mod e.js', '+++ b/mod e.js']);
    expect(named('new\tn.js', 'old n.js')).toEqual([
      'diff --git a/old n.js b/newU+0009n.js',
      'rename from old n.js',
      'rename to newU+0009n.js',
      '--- a/old n.js',
      '+++ b/newU+0009n.js',
    ]);
  });

  it("#643 a header line naming another file, a section of another file, or a line git's header does not hold is an error, never shown", () => {
    const good =
      'diff --git a/a b.js b/a b.js\nnew file mode 100644\nindex 0000000..587be6b\n--- /dev/null\n+++ b/a b.js\t\n@@ -0,0 +1 @@\n+x\n';
    expect(namesShown(good, 'a b.js')).toContain('\n+++ b/a b.js\n@@');
    for (const [why, text] of [
      ['another file on `+++`', good.replace('+++ b/a b.js\t', '+++ b/a b.jsU+0009')],
      ['another file on `---`', good.replace('--- /dev/null', '--- a/other.js')],
      ['a rename naming another file', good.replace('new file mode 100644', 'rename from other.js')],
      ['binary naming another file', good.replace('index 0000000..587be6b', 'Binary files /dev/null and b/other.js differ')],
      ['a submodule note', good.replace('index 0000000..587be6b', 'Submodule other.js 0000000...587be6b (new submodule)')],
      ['a section of another file', good.replaceAll('a b.js', 'a c.js')],
    ] as const)
      expect(() => namesShown(text, 'a b.js'), why).toThrow('unexpected git diff output');
  });
});
