import type { SaxesParser, SaxesTagPlain } from 'saxes';
import { ProofgateError } from '../text/errors.js';
import { cutChars } from '../text/truncate.js';
import { trimOf } from '../text/trim.js';

/** What a JUnit XML report says about a test run. */
export interface JUnitCounts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  /** Testcases that ran and passed, less any the report's attributes say failed, erred or were skipped. */
  passed: number;
}

type Tally = JUnitCounts;
const COUNTS = ['tests', 'failures', 'errors', 'skipped', 'disabled'] as const;
type Stated = Partial<Record<(typeof COUNTS)[number], number>>;

/** An open element: what its testcases add up to so far, and what a suite's attributes state. */
interface Frame {
  tag: SaxesTagPlain;
  listed: Tally;
  /** A testcase's own outcome so far. */
  outcome: Outcome;
  stated?: Stated;
  /** Characters of its start tag, which the parser holds while the element is open. */
  held: number;
}

const SUITES = new Set(['testsuite', 'testsuites']);
/** A testcase's outcomes, each outranking those before it: a failure an error, an error a skip. */
const OUTCOMES = ['passed', 'skipped', 'errors', 'failures'] as const;
type Outcome = (typeof OUTCOMES)[number];
const OUTCOME_OF = new Map<string, Outcome>([
  ['skipped', 'skipped'],
  ['error', 'errors'],
  ['failure', 'failures'],
]);

// The parser holds the markup it is in (a start tag's attributes, a CDATA section, a comment, a
// processing instruction) until it ends, in pieces of a few characters each (one per line end,
// `]`, `-` or reference: 30 to 50 bytes a character at worst), and every open element's start tag
// until it closes; text between markup it does not keep. These bounds keep that small whatever
// the report, where a tree of the whole report cost 40 times its size and more.
const MAX_DEPTH = 256;
const MAX_MARKUP = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

const zero = (): Tally => ({ tests: 0, failures: 0, errors: 0, skipped: 0, passed: 0 });
const shown = (v: string) => JSON.stringify(v.length > 40 ? `${cutChars(v, 39)}…` : v);

/** Adds `more` into `into`, count by count. */
function add(into: Tally, more: Tally): void {
  into.tests += more.tests;
  into.failures += more.failures;
  into.errors += more.errors;
  into.skipped += more.skipped;
  into.passed += more.passed;
}

/** An element as a refusal names it: `<testsuite name="cart">`. */
function named(tag: SaxesTagPlain): string {
  const name = tag.attributes.name;
  return `<${tag.name}${name === undefined ? '' : ` name=${shown(name)}`}>`;
}

/**
 * A suite's count attributes. Each must be digits (around XML white space): "1.5", "-1", "&#49;"
 * undecoded or "٣" were read as 0, which hid a stated failure.
 */
function statedCounts(tag: SaxesTagPlain, file: string): Stated {
  const out: Stated = {};
  for (const k of COUNTS) {
    const raw = tag.attributes[k];
    if (raw === undefined) continue;
    const digits = trimOf(raw, ' \t\r\n');
    const n = /^[0-9]+$/.test(digits) ? Number(digits) : NaN;
    if (!Number.isSafeInteger(n)) throw new ProofgateError(`${file}: ${named(tag)} has ${k}=${shown(raw)}: a count must be a whole number`);
    out[k] = n;
  }
  return out;
}

/**
 * A suite's statements checked against the testcases it lists at any depth: a stated total above
 * the listed count stands for tests whose outcome the report does not show, and fewer failures,
 * errors or skips than listed is a report that contradicts itself. A total below the listed count
 * is taken (jest-junit lists test.todo without counting it), the extra testcases adding no pass.
 */
function checkStated(f: Frame, s: Stated, file: string): void {
  const t = f.listed;
  const refuse = (k: string, n: number, listed: string) =>
    new ProofgateError(`${file}: ${named(f.tag)} states ${k}="${n}" but lists ${listed}: the report contradicts itself`);
  if (t.tests > 0 && s.tests !== undefined && s.tests > t.tests) throw refuse('tests', s.tests, `${t.tests} testcase(s)`);
  if (s.failures !== undefined && s.failures < t.failures) throw refuse('failures', s.failures, `${t.failures} failed`);
  if (s.errors !== undefined && s.errors < t.errors) throw refuse('errors', s.errors, `${t.errors} in error`);
  if (s.skipped !== undefined && s.skipped + (s.disabled ?? 0) < t.skipped) throw refuse('skipped', s.skipped, `${t.skipped} skipped`);
}

/**
 * What a suite (`<testsuites>` too) adds up to: the largest of what its attributes state and what
 * its testcases show, at every level, so a producer that states a failure only on the root, or
 * only on a suite, is believed; its passes fit in the total it states.
 */
function suiteTally(f: Frame, s: Stated): Tally {
  const t = f.listed;
  const failures = Math.max(t.failures, s.failures ?? 0);
  const errors = Math.max(t.errors, s.errors ?? 0);
  const skipped = Math.max(t.skipped, (s.skipped ?? 0) + (s.disabled ?? 0));
  const room = s.tests === undefined ? t.passed : Math.max(0, s.tests - failures - errors - skipped);
  // What ran is what the testcases show; a stated total stands in only when none is listed.
  return { tests: t.tests || (s.tests ?? 0), failures, errors, skipped, passed: Math.min(t.passed, room) };
}

/** What a closed element adds to its parent: a testcase its own outcome besides any testcase nested in it. */
function tallyOf(f: Frame, file: string): Tally {
  if (f.stated) {
    checkStated(f, f.stated, file);
    return suiteTally(f, f.stated);
  }
  if (f.tag.name !== 'testcase') return f.listed;
  const own = zero();
  own.tests = 1;
  own[f.outcome] = 1;
  add(own, f.listed);
  return own;
}

const tooLarge = (file: string, why: string) => new ProofgateError(`${file} is too large to read: ${why}`);
const notJUnit = (file: string) => new ProofgateError(`${file} is not a JUnit report: no <testsuite> element`);

/** Reads a report as it streams, keeping only the open elements and their counts. */
class JUnitReader {
  readonly stack: Frame[] = [];
  sum: Tally | undefined;
  suites = 0;
  /** The text being written, and where it starts in the report. */
  chunk = '';
  base = 0;
  /** Where the parser was at its last event, and where the markup it is in began (-1: in text). */
  mark = 0;
  markup = -1;
  /** Characters of the open elements' start tags. */
  held = 0;

  constructor(
    readonly parser: SaxesParser,
    readonly file: string,
  ) {
    parser.on('doctype', () => {
      throw new ProofgateError(`${file} has a <!DOCTYPE>, which a JUnit report has no use for and which can declare entities: refused`);
    });
    parser.on('opentag', (tag) => this.open(tag));
    parser.on('closetag', () => this.close());
    for (const end of ['xmldecl', 'processinginstruction', 'comment', 'cdata'] as const) parser.on(end, () => this.moved());
  }

  write(text: string): void {
    this.chunk = text;
    this.parser.write(text);
    this.checkMarkup();
    this.base += text.length;
  }

  /** After an event the parser is in text, until the next `<`. */
  moved(): void {
    this.mark = this.parser.position;
    this.markup = -1;
  }

  markupStart(): number {
    if (this.markup < 0) {
      const at = this.chunk.indexOf('<', Math.max(0, this.mark - this.base));
      if (at >= 0) this.markup = this.base + at;
    }
    return this.markup;
  }

  checkMarkup(): void {
    const start = this.markupStart();
    if (this.held + (start < 0 ? 0 : this.parser.position - start) > MAX_MARKUP)
      throw tooLarge(
        this.file,
        `a start tag, CDATA section, comment or processing instruction, with the start tags of the open elements, passes ${MAX_MARKUP / 1024 / 1024} MiB`,
      );
  }

  open(tag: SaxesTagPlain): void {
    const parent = this.stack.at(-1);
    if (!parent && !SUITES.has(tag.name)) throw notJUnit(this.file);
    if (this.stack.length >= MAX_DEPTH) throw tooLarge(this.file, `elements nest deeper than ${MAX_DEPTH}`);
    const outcome = OUTCOME_OF.get(tag.name);
    if (parent?.tag.name === 'testcase' && outcome && OUTCOMES.indexOf(outcome) > OUTCOMES.indexOf(parent.outcome))
      parent.outcome = outcome;
    if (tag.name === 'testsuite') this.suites++;
    this.checkMarkup();
    const held = this.parser.position - this.markupStart();
    this.held += held;
    this.moved();
    const stated = SUITES.has(tag.name) ? statedCounts(tag, this.file) : undefined;
    this.stack.push({ tag, listed: zero(), outcome: 'passed', held, ...(stated ? { stated } : {}) });
  }

  close(): void {
    const f = this.stack.pop();
    if (!f) return;
    this.held -= f.held;
    const t = tallyOf(f, this.file);
    const parent = this.stack.at(-1);
    if (parent) add(parent.listed, t);
    else this.sum = t;
    this.moved();
  }
}

/** A parser's error as one line: where, and what. */
function notWellFormed(err: unknown, file: string): ProofgateError {
  if (err instanceof ProofgateError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const at = /^(\d+):(\d+): /.exec(message);
  const where = at ? `line ${at[1]}, column ${at[2]}: ${message.slice(at[0].length)}` : message;
  return new ProofgateError(`${file} is not well-formed XML (${where})`);
}

/** Streams the report's bytes through the parser, a chunk at a time, checking the bounds after each. */
function readAll(reader: JUnitReader, bytes: Uint8Array): void {
  const decoder = new TextDecoder();
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES)
    reader.write(decoder.decode(bytes.subarray(at, at + CHUNK_BYTES), { stream: true }));
  reader.write(decoder.decode());
  reader.parser.close();
}

/**
 * Counts a JUnit report fail-closed: a report that is not well-formed XML (a run cut off while
 * writing), that declares a DOCTYPE or refers to any entity but XML's five and character
 * references, states a count that is not a whole number, or states more tests, or fewer failures,
 * errors or skips, than it lists, is refused; testcases are counted wherever they nest, a failure
 * or an error counts whether a testcase, a suite's or the root's attributes state it, and only a
 * testcase that ran and passed counts as passed (attributes can take passes away, never add them).
 * Read as a stream within fixed bounds: one past them is too large to read, never a crash.
 */
export async function countJUnit(bytes: Uint8Array, file: string): Promise<JUnitCounts> {
  const { SaxesParser } = await import('saxes');
  const reader = new JUnitReader(new SaxesParser(), file);
  try {
    readAll(reader, bytes);
  } catch (err) {
    throw notWellFormed(err, file);
  }
  const sum = reader.sum ?? zero();
  if (reader.suites === 0) throw notJUnit(file);
  // A pass the counts leave no room for (every test stated skipped, failed or erred) is none.
  const room = sum.tests - sum.failures - sum.errors - sum.skipped;
  return { ...sum, passed: Math.max(0, Math.min(sum.passed, room)) };
}
