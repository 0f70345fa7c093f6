import type { ReportFinding } from './report.js';
import { parsePatch } from '../git/unified.js';

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
export interface FileDelta {
  status: 'added' | 'modified';
  ranges: Range[];
  /** Added or replaced lines at HEAD, by line number. */
  changedText: Map<number, string>;
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

/** Parses `git diff -U0` of one file into head-side ranges and the changed lines' text, read as git wrote it (parsePatch). */
export function parseHunks(diff: string): { ranges: Range[]; changedText: Map<number, string> } {
  const ranges: Range[] = [];
  const changedText = new Map<number, string>();
  for (const { head, lines } of parsePatch(diff).flatMap((s) => s.hunks)) {
    const { oldCount, newStart: start, newCount: count } = head;
    // A pure deletion is remembered at the line after it: a test that lost an assertion belongs to the change.
    if (count === 0) ranges.push({ start: start + 1, end: start + 1, provenance: 'modified' });
    else ranges.push({ start, end: start + count - 1, provenance: oldCount === 0 ? 'introduced' : 'modified' });
    let next = start;
    for (const line of lines.slice(1)) {
      if (line.startsWith('+')) changedText.set(next, line.slice(1));
      if (!line.startsWith('-') && !line.startsWith('\\')) next++;
    }
  }
  return { ranges, changedText };
}

/** How many lines a text has (a final newline ends the last line, it does not start another). */
export function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** One file's change, from its `git diff -U0` and its head and base texts. */
export function fileDelta(diff: string, head: string, base: string, added: boolean): FileDelta {
  return { status: added ? 'added' : 'modified', ...parseHunks(diff), headLines: lineCount(head), baseLines: lineCount(base) };
}

/** Rows that describe a whole test: a change anywhere in that test makes the finding the pull request's. */
const WHOLE_TEST_ROWS = new Set(['C4', 'C5', 'H10']);
const TEST_START = /^\s*(?:(?:test|it|specify)(?:\.\w+)?\s*\(|(?:async\s+)?def\s+test_|func\s+Test|@Test\b|fn\s+test_|test\s+")/;

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
 * Lines that stop tests running, or focus others, beyond their own line, by language: `file` covers
 * every test of the file (`pytestmark = pytest.mark.skip`, `//go:build ignore`, `#![cfg(any())]`),
 * `group` every test below it (`describe.skip(`, a class's `@Disabled`, `#[ignore]` on a `mod`).
 * A C1 (C2) finding on an unchanged line of a file whose change touched one is the pull request's.
 */
const DIRECTIVES: { name: RegExp; row: 'C1' | 'C2'; file?: RegExp; group?: RegExp }[] = [
  { name: /\.[cm]?[jt]sx?$/, row: 'C1', group: /\b(?:x(?:describe|context|suite)|(?:describe|context|suite)\s*\.\s*(?:skip|todo)\w*)\b/ },
  { name: /\.[cm]?[jt]sx?$/, row: 'C2', group: /\b(?:f(?:describe|context)|(?:describe|context|suite)\s*\.\s*only)\b/ },
  {
    name: /\.py$/,
    row: 'C1',
    file: /^\s*(?:pytestmark\s*[:=+]|__test__\s*=\s*False)|\bpytest\s*\.\s*(?:importorskip|skip\s*\([^]*\ballow_module_level\b)/,
    group: /@\s*(?:pytest\s*\.\s*mark\s*\.\s*skip|unittest\s*\.\s*skip)\w*/,
  },
  { name: /\.go$/, row: 'C1', file: /^\s*\/\/\s*(?:go:build|\+build)\b/ },
  {
    name: /\.(?:java|kt|groovy|scala)$/,
    row: 'C1',
    group: /@\s*(?:\w+\.)*(?:Disabled|Ignore|EnabledIf|DisabledIf|EnabledOn|DisabledOn)\w*/,
  },
  { name: /\.rs$/, row: 'C1', file: /#!\s*\[\s*(?:cfg|ignore)\b/, group: /#\s*\[\s*(?:ignore|cfg)\b/ },
  { name: /\.rb$/, row: 'C1', group: /\bx(?:describe|context)\b|\b(?:describe|context)\b[^]*\bskip:/ },
  { name: /\.cs$/, row: 'C1', group: /\[\s*(?:Ignore|Explicit)\b/ },
];

/** The changed line, if any, holding a directive that covers `line` of `path` for `row`: anywhere for a file directive, above it for a group's. */
function disablingLine(path: string, row: string, d: FileDelta, line: number): number | undefined {
  const rules = DIRECTIVES.filter((r) => r.row === row && r.name.test(path));
  return [...d.changedText.entries()].find(([n, text]) => rules.some((r) => r.file?.test(text) || (n < line && r.group?.test(text))))?.[0];
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
  const directive = RUN_ROWS.has(f.row) ? disablingLine(f.path, f.row, d, f.line) : undefined;
  if (directive !== undefined)
    return {
      provenance: inRange(d.ranges, directive, directive)!.provenance,
      line: directive,
      evidence: ev(
        'modified',
        true,
        `the reported line ${f.line} is unchanged, but changed line ${directive} disables or focuses the tests of its file or group; the finding is attributed to the changed line`,
        f.line,
      ),
    };
  return {
    provenance: 'pre_existing',
    line: f.line,
    evidence: ev('modified', false, `line ${f.line} is outside the pull request's changed lines`),
  };
}
