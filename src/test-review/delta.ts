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

function identifiers(text: string): string[] {
  return [...new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])].filter((w) => !KEYWORDS.has(w) && w.length > 1);
}

/**
 * How many of `n` ascending keys (`key(0)` ≤ `key(1)` ≤ …) are at most `x`, by binary search. A
 * file's hunks, their ranges and its tests' spans all come in line order (git writes hunks so), so
 * each lookup of a finding costs a few steps, never a pass over the file.
 */
function atMost(n: number, key: (i: number) => number, x: number): number {
  let [lo, hi] = [0, n];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(mid) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The last of `lines` (ascending) before line `x`, if any. */
function lastBefore(lines: number[] | undefined, x: number): number | undefined {
  return lines ? lines[atMost(lines.length, (i) => lines[i]!, x - 1) - 1] : undefined;
}

/** The first range (in line order, apart) that overlaps lines `from`-`to`. */
function inRange(ranges: Range[], from: number, to: number): Range | undefined {
  const r = ranges[atMost(ranges.length, (i) => ranges[i]!.end, from - 1)];
  return r && r.start <= to ? r : undefined;
}

/** The index of the test of `tests` (in line order, apart) whose `part` holds lines `a`-`b`, or -1. */
function holding(tests: TestBody[] | null, [a, b]: Span, part: keyof TestBody): number {
  if (!tests) return -1;
  const i = atMost(tests.length, (k) => tests[k]![part][0], a) - 1;
  return i >= 0 && b <= tests[i]![part][1] ? i : -1;
}

/**
 * The test (its index at the head) that confines hunk `e`, or -1: a hunk is that test's when the
 * line before it is, what it adds lies inside its body, and what it removes lay inside one test's
 * body at the base, after a line of that test (the same line: it is unchanged).
 */
function confiner(d: FileDelta, e: Edit): number {
  const test = holding(d.tests, [e.before, e.before], 'lines');
  if (test < 0 || (e.added && holding([d.tests![test]!], e.added, 'inner') < 0)) return -1;
  if (!e.removed) return test;
  const was = holding(d.baseTests, e.removed, 'inner');
  return was >= 0 && holding([d.baseTests![was]!], [e.removed[0] - 1, e.removed[0] - 1], 'lines') >= 0 ? test : -1;
}

/** A file's hunks as the run rows read them: the first no test confines, and those a test confines, with it, in line order. */
interface RunIndex {
  /** The first hunk no test confines (the number of hunks when every one is confined). */
  free: number;
  /** The other hunks, each with the test that confines it (its index at the head). */
  confined: { edit: number; test: number }[];
}

function runIndex(d: FileDelta): RunIndex {
  const index: RunIndex = { free: d.edits.length, confined: [] };
  d.edits.forEach((e, edit) => {
    const test = confiner(d, e);
    if (test >= 0) index.confined.push({ edit, test });
    else index.free = Math.min(index.free, edit);
  });
  return index;
}

/**
 * The first hunk, if any, that is not confined to the inner lines of one test other than those the
 * lines `from`-`to` lie in: a test runs or not by what surrounds it (module code, hooks, fixtures,
 * decorators, group headers, its own lines), so only a change inside another test's body leaves it
 * as it was. A file whose bodies cannot be told apart confines nothing.
 */
function unconfined(d: FileDelta, run: RunIndex, from: number, to: number): Edit | undefined {
  const tests = d.tests ?? [];
  // The tests lines from-to overlap are those from `first` to `last`; hunks in line order confine tests in line order.
  const first = atMost(tests.length, (i) => tests[i]!.lines[1], from - 1);
  const last = atMost(tests.length, (i) => tests[i]!.lines[0], to) - 1;
  const c = run.confined[atMost(run.confined.length, (k) => run.confined[k]!.test, first - 1)];
  return d.edits[Math.min(run.free, c && c.test <= last ? c.edit : d.edits.length)];
}

/** The names changed lines define, each with the changed lines that do (ascending). */
interface Definitions {
  /** By name as written: `name =` or `name: T =` (never `==`), not a property (`.name =`). */
  assigned: Map<string, number[]>;
  /** In lower case: a word after the bracket of the line's first call of `mock…`, `patch…`, `spy…`, `stub…` or `fn…`. */
  mocked: Map<string, number[]>;
}

const WORD_RUN = /[\w$]+/g;
const SPACES = /\s*/y;
const MOCKING = /^(?:mock|patch|spy|stub|fn)/i;

/** A changed line's code: what comes before its first `//` or `#`. */
function beforeComment(text: string): string {
  const cuts = [text.indexOf('//'), text.indexOf('#')].filter((i) => i >= 0);
  return cuts.length ? text.slice(0, Math.min(...cuts)) : text;
}

/** The words a run of `[\w$]` after a mock's bracket names, in lower case: each `\w` word in it (`$total` names `total`), and with a `$` the run itself. */
function mockedWords(run: string): string[] {
  const lower = run.toLowerCase();
  const words = lower.split('$').filter(Boolean);
  return lower.includes('$') ? [...words, lower] : words;
}

/**
 * The names one changed line assigns and mocks, in one pass over its code: each run of `[\w$]` read
 * once, and the `=` after a colon searched for once for the whole line (the search only moves on),
 * so a line of `mock(` or `total:` repeated costs its length, never its length squared.
 */
function namesOf(text: string): { assigned: string[]; mocked: string[] } {
  const code = beforeComment(text);
  const names = { assigned: [] as string[], mocked: [] as string[] };
  let call = -1;
  let equals = -1;
  const equalsFrom = (from: number): number => {
    if (equals < from) {
      const at = code.indexOf('=', from);
      equals = at < 0 ? Infinity : at;
    }
    return equals;
  };
  for (const m of code.matchAll(WORD_RUN)) {
    const [run] = m;
    SPACES.lastIndex = m.index + run.length;
    SPACES.exec(code);
    const next = SPACES.lastIndex;
    if (call >= 0) names.mocked.push(...mockedWords(run));
    else if (code[next] === '(' && MOCKING.test(run.slice(run.lastIndexOf('$') + 1))) call = next;
    const equal = code[next] === ':' ? equalsFrom(next + 1) : next;
    if (code[m.index - 1] !== '.' && code[equal] === '=' && code[equal + 1] !== '=') names.assigned.push(run);
  }
  return names;
}

function definitions(changed: Map<number, string>): Definitions {
  const defs: Definitions = { assigned: new Map(), mocked: new Map() };
  const add = (map: Map<string, number[]>, names: string[], line: number) => {
    for (const n of new Set(names)) (map.get(n) ?? map.set(n, []).get(n)!).push(line);
  };
  for (const [line, text] of changed) {
    const { assigned, mocked } = namesOf(text);
    add(defs.assigned, assigned, line);
    add(defs.mocked, mocked, line);
  }
  return defs;
}

/** The last changed line before `line` that assigns or mocks `name`, if any. */
function definedAt(defs: Definitions, name: string, line: number): number | undefined {
  const assigned = lastBefore(defs.assigned.get(name), line);
  const mocked = lastBefore(defs.mocked.get(name.toLowerCase()), line);
  return assigned === undefined ? mocked : mocked === undefined ? assigned : Math.max(assigned, mocked);
}

/** Work past the command's budget: what is left unclassified counts against the pull request. */
class Spent extends Error {}

/** One file's indexes, each built once, on first use, and charged to the command's budget. */
class FileIndex {
  #lines?: string[];
  #starts?: number[];
  #definitions?: Definitions;
  #run?: RunIndex;
  #grouping?: boolean;
  constructor(
    readonly d: FileDelta,
    readonly text: string | undefined,
    readonly work: ClassifyWork,
  ) {}
  private get changedChars(): number {
    let n = this.d.changedText.size;
    for (const t of this.d.changedText.values()) n += t.length;
    return n;
  }
  lines(): string[] {
    return (this.#lines ??= this.work.paid(this.text?.length ?? 0, () => this.text?.split('\n') ?? []));
  }
  /** The lines (0-based) where a test may start, ascending. */
  starts(): number[] {
    const lines = this.lines();
    return (this.#starts ??= this.work.paid(this.text?.length ?? 0, () => lines.flatMap((l, i) => (TEST_START.test(l) ? [i] : []))));
  }
  definitions(): Definitions {
    return (this.#definitions ??= this.work.paid(this.changedChars, () => definitions(this.d.changedText)));
  }
  run(): RunIndex {
    return (this.#run ??= this.work.paid(this.d.edits.length + (this.d.tests?.length ?? 0), () => runIndex(this.d)));
  }
  /** Whether the pull request changed a grouping line. */
  grouping(): boolean {
    return (this.#grouping ??= this.work.paid(this.changedChars, () =>
      [...this.d.changedText.values()].some((t) => /\b(describe|context|suite|class)\b/.test(t)),
    ));
  }
}

/**
 * What classify() may spend in one command, shared by all its findings and files, in characters
 * and entries read: 16 times the files' text and 64 Mi more. Each file's indexes are built once;
 * a finding then costs its reported line and a few binary searches, so only a report that names
 * long lines over and over spends it. Past it, a finding is not classified and counts against the
 * pull request (modified), never as pre-existing.
 */
export class ClassifyWork {
  /** Findings counted as modified because the budget was spent before they were classified. */
  unclassified = 0;
  private left: number;
  private readonly files = new WeakMap<FileDelta, FileIndex>();
  constructor(textChars: number) {
    this.left = 16 * textChars + 64 * 2 ** 20;
  }
  /** `make()`, once `n` is charged; Spent past the budget. */
  paid<T>(n: number, make: () => T): T {
    this.left -= n;
    if (this.left < 0) throw new Spent();
    return make();
  }
  /** `d`'s indexes over the file's text, made once per file. */
  index(d: FileDelta, text: string | undefined): FileIndex {
    const known = this.files.get(d);
    if (known && known.text === text) return known;
    const made = new FileIndex(d, text, this);
    this.files.set(d, made);
    return made;
  }
}

/** The lines of the test around `line`: from its start to the line before the next test. */
function enclosingTest(file: FileIndex, line: number): [number, number] | null {
  const starts = file.starts();
  const k = atMost(starts.length, (i) => starts[i]!, line - 1);
  return k ? [starts[k - 1]! + 1, k < starts.length ? starts[k]! : file.lines().length] : null;
}

type Said = (fileStatus: Evidence['fileStatus'], changed: boolean, reason: string, symptomLine?: number | null) => Evidence;

/** The changed line before the reported one that defines a name it reads (for C1 and C2, the function it calls), as its finding. */
function symptom(row: string, line: number, file: FileIndex, ev: Said): Classified | undefined {
  const reported = file.lines()[line - 1] ?? '';
  const names = file.work.paid(reported.length + 1, () => [...(RUN_ROWS.has(row) ? callee(reported) : []), ...identifiers(reported)]);
  for (const name of names) {
    const source = definedAt(file.definitions(), name, line);
    if (source === undefined) continue;
    return {
      provenance: inRange(file.d.ranges, source, source)!.provenance,
      line: source,
      evidence: ev(
        'modified',
        true,
        `the reported line ${line} is unchanged, but changed line ${source} defines ${name}, which it reads; the finding is attributed to the changed line`,
        line,
      ),
    };
  }
  return undefined;
}

/** A finding on a usable line of a modified file: in a hunk, in a test it changed, fed by a changed line, or outside the change. */
function byChange(f: ReportFinding, line: number, file: FileIndex, ev: Said): Classified {
  const { d, text } = file;
  const hit = inRange(d.ranges, line, f.lineEnd ?? line);
  if (hit) return { provenance: hit.provenance, line, evidence: ev('modified', true, `line ${line} is in a changed range`) };
  if (WHOLE_TEST_ROWS.has(f.row) && text !== undefined) {
    const test = enclosingTest(file, line);
    const changed = test ? inRange(d.ranges, test[0], test[1]) : undefined;
    if (changed)
      return {
        provenance: changed.provenance,
        line,
        evidence: ev(
          'modified',
          true,
          `the pull request changed the test around line ${line} (lines ${test![0]}-${test![1]}), and row ${f.row} describes the whole test`,
        ),
      };
  }
  const fed = SYMPTOM_ROWS.has(f.row) && text !== undefined ? symptom(f.row, line, file, ev) : undefined;
  if (fed) return fed;
  const outside = RUN_ROWS.has(f.row) ? unconfined(d, file.run(), line, f.lineEnd ?? line) : undefined;
  if (outside)
    return {
      provenance: outside.range.provenance,
      line: outside.range.start,
      evidence: ev(
        'modified',
        true,
        `the reported line ${line} is unchanged, but changed line ${outside.range.start} is not inside the body of another test (module code, a hook, a fixture, a decorator, a group header or the reported test itself), which decides whether tests run; the finding is attributed to the changed line`,
        line,
      ),
    };
  return { provenance: 'pre_existing', line, evidence: ev('modified', false, `line ${line} is outside the pull request's changed lines`) };
}

/** A finding on a file: not changed, added, by the file's size (H5) or grouping (M4), without a usable line, else byChange. */
function located(f: ReportFinding, d: FileDelta | undefined, work: ClassifyWork, fileText: string | undefined, ev: Said): Classified {
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
  const file = work.index(d, fileText);
  if (f.row === 'M4') {
    const grouping = file.grouping();
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
  return byChange(f, f.line, file, ev);
}

/**
 * A finding's provenance against its file's change. `work` is the command's: one budget for all its
 * findings, and each file's indexes built once (a lone call gets its own).
 */
export function classify(
  f: ReportFinding,
  d: FileDelta | undefined,
  fileText?: string,
  work = new ClassifyWork(fileText?.length ?? 0),
): Classified {
  const ev: Said = (fileStatus, changed, reason, symptomLine = null) => ({
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
  try {
    return work.paid(1, () => located(f, d, work, fileText, ev));
  } catch (err) {
    if (!(err instanceof Spent)) throw err;
    work.unclassified++;
    return {
      provenance: 'modified',
      line: f.line,
      evidence: ev(
        d?.status ?? 'unknown',
        true,
        "the command's classification budget (16 times the reviewed files' text, and 64 Mi more, in characters read) was spent before this finding, so it counts against the pull request",
      ),
    };
  }
}
