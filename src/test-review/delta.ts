import type { ReportFinding } from './report.js';
import { parsePatch } from '../git/unified.js';
import { TEST_START, testBodies, type Span, type TestBody } from './test-bodies.js';

/**
 * Whose finding is it? Each finding is classified against the `<base>...HEAD`
 * hunks of its file: introduced (new file or pure addition), modified (a
 * replaced line, or no usable line: missing evidence never bypasses the gate)
 * or pre_existing (outside the change, so it belongs to the base).
 */

export type Provenance = 'introduced' | 'modified' | 'pre_existing';
export interface Range {
  start: number;
  end: number;
  provenance: Exclude<Provenance, 'pre_existing'>;
}
/**
 * One hunk as the C1/C2 rule reads it: the head lines it adds, the base lines it removes, and the
 * unchanged line just before it at the head (0 at the file's start), which ties both to one test.
 */
export interface Edit {
  range: Range;
  added: Span | null;
  removed: Span | null;
  before: number;
}
export interface FileDelta {
  status: 'added' | 'modified';
  ranges: Range[];
  /** Added or replaced lines at HEAD, by line number. */
  changedText: Map<number, string>;
  /** The hunks, in the order of `ranges`. */
  edits: Edit[];
  /** The bodies of the tests at HEAD and at the base (testBodies); null where they cannot be told apart. */
  tests: TestBody[] | null;
  baseTests: TestBody[] | null;
  headLines: number;
  baseLines: number;
}
export interface Evidence {
  fileStatus: 'added' | 'modified' | 'unknown';
  changed: boolean;
  ranges: Range[];
  symptomLine: number | null;
  reason: string;
}
export interface Classified {
  provenance: Provenance;
  line: number | null;
  evidence: Evidence;
}

/** Parses `git diff -U0` of one file into head-side ranges, its hunks and the changed lines' text, read as git wrote it (parsePatch). */
export function parseHunks(diff: string): { ranges: Range[]; changedText: Map<number, string>; edits: Edit[] } {
  const ranges: Range[] = [];
  const edits: Edit[] = [];
  const changedText = new Map<number, string>();
  for (const { head, lines } of parsePatch(diff).flatMap((s) => s.hunks)) {
    const { oldStart, oldCount, newStart: start, newCount: count } = head;
    // A pure deletion is remembered at the line after it: a test that lost an assertion belongs to the change.
    const range: Range =
      count === 0
        ? { start: start + 1, end: start + 1, provenance: 'modified' }
        : { start, end: start + count - 1, provenance: oldCount === 0 ? 'introduced' : 'modified' };
    ranges.push(range);
    // git numbers a pure deletion by the line before it.
    edits.push({
      range,
      added: count > 0 ? [start, start + count - 1] : null,
      removed: oldCount > 0 ? [oldStart, oldStart + oldCount - 1] : null,
      before: count > 0 ? start - 1 : start,
    });
    let next = start;
    for (const line of lines.slice(1)) {
      if (line.startsWith('+')) changedText.set(next, line.slice(1));
      if (!line.startsWith('-') && !line.startsWith('\\')) next++;
    }
  }
  return { ranges, changedText, edits };
}

/** How many lines a text has (a final newline ends the last line, it does not start another). */
export function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** One file's change, from its `git diff -U0` and its head and base texts. */
export function fileDelta(path: string, diff: string, head: string, base: string, added: boolean): FileDelta {
  return {
    status: added ? 'added' : 'modified',
    ...parseHunks(diff),
    tests: testBodies(path, head),
    baseTests: added ? [] : testBodies(path, base),
    headLines: lineCount(head),
    baseLines: lineCount(base),
  };
}

/** Rows that describe a whole test: a change anywhere in that test makes the finding the pull request's. */
const WHOLE_TEST_ROWS = new Set(['C4', 'C5', 'H10']);

/** The lines of the test around `line`: from its start to the line before the next test. */
function enclosingTest(text: string, line: number): [number, number] | null {
  const lines = text.split('\n');
  let start = -1;
  for (let i = line - 1; i >= 0; i--)
    if (TEST_START.test(lines[i]!)) {
      start = i + 1;
      break;
    }
  if (start < 0) return null;
  let end = lines.length;
  for (let i = line; i < lines.length; i++)
    if (TEST_START.test(lines[i]!)) {
      end = i;
      break;
    }
  return [start, end];
}

/**
 * Rows that ask whether an assertion can still fail, or whether a test runs at all (C1 disabled, C2
 * focused: `const t = test.only` changed above an unchanged `t('a', …)`): a changed line that feeds
 * the reported line takes the finding.
 */
const SYMPTOM_ROWS = new Set(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'H3', 'H10']);
const KEYWORDS = new Set([
  'expect',
  'assert',
  'toBe',
  'toEqual',
  'equal',
  'true',
  'false',
  'null',
  'undefined',
  'await',
  'return',
  'const',
  'let',
  'var',
  'self',
  'this',
  'not',
]);

/** Rows that ask whether a test runs: the function the reported line calls (`t('a', …)`) is what decides it, however short its name. */
const RUN_ROWS = new Set(['C1', 'C2']);
/** The name a line starts by calling (`t` of `t('a', …)`, `it` of `it.only(…)`), if any. */
function callee(line: string): string[] {
  const m = /^\s*([A-Za-z_$][\w$]*)\s*(?:\.\s*[A-Za-z_$][\w$]*\s*)*\(/.exec(line);
  return m ? [m[1]!] : [];
}

/**
 * The first hunk, if any, that is not confined to the inner lines of one test other than those the
 * lines `from`-`to` lie in: a test runs or not by what surrounds it (module code, hooks, fixtures,
 * decorators, group headers, its own lines), so only a change inside another test's body leaves it
 * as it was. A hunk is that test's when the line before it is, what it adds lies inside its body, and
 * what it removes lay inside one test's body at the base, after a line of that test (the same line:
 * it is unchanged). A file whose bodies cannot be told apart confines nothing.
 */
function unconfined(d: FileDelta, from: number, to: number): Edit | undefined {
  const holding = (tests: TestBody[] | null, [a, b]: Span, part: keyof TestBody) => tests?.find((t) => t[part][0] <= a && b <= t[part][1]);
  return d.edits.find((e) => {
    const test = holding(d.tests, [e.before, e.before], 'lines');
    if (!test || (test.lines[0] <= to && from <= test.lines[1])) return true;
    if (e.added && !holding([test], e.added, 'inner')) return true;
    const was = e.removed && holding(d.baseTests, e.removed, 'inner');
    return e.removed !== null && !(was && holding([was], [e.removed[0] - 1, e.removed[0] - 1], 'lines'));
  });
}

function identifiers(text: string): string[] {
  return [...new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])].filter((w) => !KEYWORDS.has(w) && w.length > 1);
}

/** A changed line that defines `name`: an assignment, a parameter default, or a mock/patch/spy of it. */
function defines(text: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  const code = text.replace(/\/\/[^]*|#[^]*/, '');
  return (
    new RegExp(`(^|[^\\w$.])${n}\\s*(:[^=]*)?=(?!=)`).test(code) ||
    new RegExp(`\\b(mock|patch|spy|stub|spyOn|fn)\\w*\\s*\\([^]*\\b${n}\\b`, 'i').test(code)
  );
}

function inRange(ranges: Range[], from: number, to: number): Range | undefined {
  return ranges.find((r) => r.start <= to && r.end >= from);
}

export function classify(f: ReportFinding, d: FileDelta | undefined, fileText?: string): Classified {
  const ev = (fileStatus: Evidence['fileStatus'], changed: boolean, reason: string, symptomLine: number | null = null): Evidence => ({
    fileStatus,
    changed,
    ranges: d?.ranges ?? [],
    symptomLine,
    reason,
  });
  if (f.path === null)
    return {
      provenance: 'modified',
      line: f.line,
      evidence: ev('unknown', true, 'the finding names no file, so it counts against the pull request'),
    };
  if (!d)
    return { provenance: 'pre_existing', line: f.line, evidence: ev('unknown', false, 'the file is not changed by the pull request') };
  if (d.status === 'added')
    return { provenance: 'introduced', line: f.line, evidence: ev('added', true, 'the file is added by the pull request') };
  if (f.row === 'H5') {
    const crossed = d.baseLines <= 1000 && d.headLines > 1000;
    return {
      provenance: crossed ? 'modified' : 'pre_existing',
      line: f.line,
      evidence: ev(
        'modified',
        crossed,
        crossed
          ? `the pull request takes the file from ${d.baseLines} to ${d.headLines} lines`
          : `the file already had ${d.baseLines} lines before the pull request`,
      ),
    };
  }
  if (f.row === 'M4') {
    const grouping = [...d.changedText.values()].some((t) => /\b(describe|context|suite|class)\b/.test(t));
    return {
      provenance: grouping ? 'modified' : 'pre_existing',
      line: f.line,
      evidence: ev(
        'modified',
        grouping,
        grouping ? 'the pull request changed a grouping line' : 'the suite grouping is unchanged since the base',
      ),
    };
  }
  if (f.line === null || f.line < 1 || f.line > d.headLines) {
    return {
      provenance: 'modified',
      line: f.line,
      evidence: ev('modified', true, 'the finding has no usable line, so it counts against the pull request'),
    };
  }
  const hit = inRange(d.ranges, f.line, f.lineEnd ?? f.line);
  if (hit) return { provenance: hit.provenance, line: f.line, evidence: ev('modified', true, `line ${f.line} is in a changed range`) };
  if (WHOLE_TEST_ROWS.has(f.row) && fileText !== undefined) {
    const test = enclosingTest(fileText, f.line);
    const changed = test ? inRange(d.ranges, test[0], test[1]) : undefined;
    if (changed)
      return {
        provenance: changed.provenance,
        line: f.line,
        evidence: ev(
          'modified',
          true,
          `the pull request changed the test around line ${f.line} (lines ${test![0]}-${test![1]}), and row ${f.row} describes the whole test`,
        ),
      };
  }
  if (SYMPTOM_ROWS.has(f.row) && fileText !== undefined) {
    const reported = fileText.split('\n')[f.line - 1] ?? '';
    for (const name of [...(RUN_ROWS.has(f.row) ? callee(reported) : []), ...identifiers(reported)]) {
      const source = [...d.changedText.entries()].filter(([n, text]) => n < f.line! && defines(text, name)).at(-1);
      if (source) {
        const range = inRange(d.ranges, source[0], source[0])!;
        return {
          provenance: range.provenance,
          line: source[0],
          evidence: ev(
            'modified',
            true,
            `the reported line ${f.line} is unchanged, but changed line ${source[0]} defines ${name}, which it reads; the finding is attributed to the changed line`,
            f.line,
          ),
        };
      }
    }
  }
  const outside = RUN_ROWS.has(f.row) ? unconfined(d, f.line, f.lineEnd ?? f.line) : undefined;
  if (outside)
    return {
      provenance: outside.range.provenance,
      line: outside.range.start,
      evidence: ev(
        'modified',
        true,
        `the reported line ${f.line} is unchanged, but changed line ${outside.range.start} is not inside the body of another test (module code, a hook, a fixture, a decorator, a group header or the reported test itself), which decides whether tests run; the finding is attributed to the changed line`,
        f.line,
      ),
    };
  return {
    provenance: 'pre_existing',
    line: f.line,
    evidence: ev('modified', false, `line ${f.line} is outside the pull request's changed lines`),
  };
}
