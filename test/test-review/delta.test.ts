import { describe, expect, test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openRepo } from '../../src/git/git.js';
import { diffsOf } from '../../src/test-review/scope.js';
import { commitAll, git } from '../support/repo.js';
import { repoWith } from './support.js';
import { classify, fileDelta, parseHunks, type FileDelta } from '../../src/test-review/delta.js';
import type { ReportFinding } from '../../src/test-review/report.js';

const DIFF = `diff --git a/t.py b/t.py
--- a/t.py
+++ b/t.py
@@ -3,0 +4,2 @@ def test_a():
+    import time
+    time.sleep(2)
@@ -10 +12 @@ def test_b():
-    expected = 18.0
+    expected = apply_discount(price)
@@ -20,2 +21,0 @@
-    assert x
-    assert y
`;

const finding = (row: string, line: number | null, lineEnd: number | null = null): ReportFinding => ({
  section: 'Recommendations (Should Fix)',
  title: 't',
  severity: 'High',
  row,
  path: 't.py',
  line,
  lineEnd,
  block: 0,
});
const delta = (over: Partial<FileDelta> = {}): FileDelta => ({
  status: 'modified',
  ...parseHunks(DIFF),
  tests: null,
  baseTests: null,
  headLines: 40,
  baseLines: 40,
  ...over,
});

describe('hunks', () => {
  test('pure additions are introduced, replacements modified, deletions remembered at the next line', () => {
    expect(parseHunks(DIFF).ranges).toEqual([
      { start: 4, end: 5, provenance: 'introduced' },
      { start: 12, end: 12, provenance: 'modified' },
      { start: 22, end: 22, provenance: 'modified' },
    ]);
    expect(parseHunks(DIFF).changedText.get(12)).toBe('    expected = apply_discount(price)');
  });
});

describe('classification', () => {
  test('by line', () => {
    expect(classify(finding('H1', 5), delta()).provenance).toBe('introduced');
    expect(classify(finding('H1', 12), delta()).provenance).toBe('modified');
    expect(classify(finding('H1', 30), delta()).provenance).toBe('pre_existing');
    expect(classify(finding('H1', 22), delta()).provenance).toBe('modified');
  });
  test('a range covering a changed line belongs to the pull request', () => {
    expect(classify(finding('H1', 1, 4), delta()).provenance).toBe('introduced');
  });
  test('missing evidence never bypasses the gate', () => {
    expect(classify(finding('H1', null), delta()).provenance).toBe('modified');
    expect(classify(finding('H1', 99), delta()).provenance).toBe('modified');
    expect(classify({ ...finding('H1', 3), path: null }, delta()).provenance).toBe('modified');
  });
  test('an added file is introduced', () => {
    expect(classify(finding('H1', 30), delta({ status: 'added' })).provenance).toBe('introduced');
  });
  test('symptom line: an unchanged assertion defeated by a changed definition moves to that line', () => {
    const text = Array.from({ length: 40 }, (_, i) => (i === 13 ? '    assert total(price) == expected' : '    pass')).join('\n');
    const c = classify({ ...finding('C3', 14), severity: 'Critical' }, delta(), text);
    expect(c).toMatchObject({ provenance: 'modified', line: 12, evidence: { symptomLine: 14 } });
    // A row that is not about an assertion's power keeps its line.
    expect(classify(finding('H1', 14), delta(), text).provenance).toBe('pre_existing');
  });
  test('rows about the whole test (C4, C5, H10) belong to a pull request that changed that test', () => {
    const text = ['import x', '', 'test("a", () => {', '  setup()', '  run()', '});', '', 'test("b", () => {', '  other()', '});'].join(
      '\n',
    );
    const d = delta({ ...parseHunks('diff --git a/t.py b/t.py\n@@ -4 +4 @@\n-  old()\n+  setup()\n'), headLines: 10 });
    expect(classify({ ...finding('C4', 5), severity: 'Critical' }, d, text).provenance).toBe('modified');
    expect(classify({ ...finding('C4', 9), severity: 'Critical' }, d, text).provenance).toBe('pre_existing');
    expect(classify(finding('H1', 5), d, text).provenance).toBe('pre_existing');
  });
  test('C1 and C2 on an unchanged test: pre-existing only when every hunk lies inside the body of another test', () => {
    const base = [
      "describe('g', () => {",
      "  it('a', () => {",
      '    x();',
      '  });',
      "  beforeAll(() => { process.env.RUN = '1'; });",
      "  it('b', () => {",
      '    y();',
      '    w();',
      '  });',
      "  it('f', () => {",
      '    z();',
      '  });',
      '});',
      '',
    ].join('\n');
    /** A C1 finding at `line` of `path`, changed from `base` by `hunk` (a `-U0` hunk) to `head`. */
    const c1 = (path: string, hunk: string, head: string, line: number) =>
      classify(
        { ...finding('C1', line), path, severity: 'Critical' },
        fileDelta(path, `diff --git a/${path} b/${path}\n${hunk}`, head, base, false),
      );
    // `w();` removed from b: b's lines either side, b's body at the base.
    const inside = ['@@ -8 +7,0 @@\n-    w();\n', base.replace('    w();\n', '')] as const;
    expect(c1('a.spec.ts', ...inside, 10)).toMatchObject({ provenance: 'pre_existing' });
    // The same removal seen from b itself, and b's header focused, count.
    expect(c1('a.spec.ts', ...inside, 6)).toMatchObject({ provenance: 'modified', line: 8 });
    const only = "@@ -6 +6 @@\n-  it('b', () => {\n+  it.only('b', () => {\n";
    expect(c1('a.spec.ts', only, base.replace("it('b'", "it.only('b'"), 11)).toMatchObject({ provenance: 'modified', line: 6 });
    // a and b merged: the removal sits between lines of one test at the head, but it took a hook with it.
    const hook = "  });\n  beforeAll(() => { process.env.RUN = '1'; });\n  it('b', () => {\n";
    const merged = `@@ -4,3 +3,0 @@\n${hook.replace(/^(?=.)/gm, '-')}`;
    expect(c1('a.spec.ts', merged, base.replace(hook, ''), 8)).toMatchObject({ provenance: 'modified', line: 4 });
    // Bodies that cannot be told apart (here: a language not read) confine nothing.
    expect(c1('a_spec.rb', ...inside, 10)).toMatchObject({ provenance: 'modified' });
  });
  test('H5 belongs to the pull request only when it crosses 1000 lines', () => {
    expect(classify(finding('H5', 1), delta({ baseLines: 990, headLines: 1010 })).provenance).toBe('modified');
    expect(classify(finding('H5', 1), delta({ baseLines: 1200, headLines: 1210 })).provenance).toBe('pre_existing');
  });
  test('M4 belongs to the base unless a grouping line changed', () => {
    expect(classify(finding('M4', 12), delta()).provenance).toBe('pre_existing');
    const grouped = parseHunks('diff --git a/t.py b/t.py\n@@ -1 +1 @@\n-x\n+describe("cart", () => {\n');
    expect(classify(finding('M4', 30), delta(grouped)).provenance).toBe('modified');
  });
});

describe('diffsOf: batched diffs give every file its own hunks', () => {
  test('the same text as one `git diff -U0` per file, for plain, spaced, accented and quoted names', async () => {
    const names = ['tests/a.spec.ts', 'tests/sp ace.spec.ts', 'tests/é.spec.ts', 'tests/quote"d.spec.ts', 'tests/b.spec.ts'];
    const dir = repoWith(Object.fromEntries(names.map((n, i) => [n, `test('${i}', () => {\n  expect(${i}).toBe(${i});\n});\n`])));
    names.forEach((n, i) =>
      writeFileSync(join(dir, n), `test('${i}', () => {\n  const x = ${i * 10};\n  expect(x).toBe(${i * 10});\n});\n`),
    );
    commitAll(dir, 'edit every test');
    const [base, head] = ['HEAD~1', 'HEAD'].map((r) => git(dir, 'rev-parse', r).trim()) as [string, string];
    const diffs = await diffsOf(await openRepo(dir), base, head, names);
    for (const n of names) {
      const alone = git(
        dir,
        '-c',
        'core.quotePath=false',
        'diff',
        '--no-renames',
        '-U0',
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        base,
        head,
        '--',
        n,
      );
      expect(diffs.get(n), n).toBe(alone);
      expect(parseHunks(diffs.get(n)!).ranges.length, n).toBeGreaterThan(0);
    }
  });
});
