import { ProofgateError } from '../text/errors.js';

/** What a JUnit XML report says about a test run. */
export interface JUnitCounts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  /** Testcases that ran and passed, less any the report's attributes say failed, erred or were skipped. */
  passed: number;
}

type Node = { $?: Record<string, string> } & { [tag: string]: (Node | string)[] | Record<string, string> | undefined };
type Tally = { tests: number; failures: number; errors: number; skipped: number; passed: number };

const count = (v: string | undefined) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};
const children = (n: Node, tag: string) => (Array.isArray(n[tag]) ? n[tag] : []);
const SUITES = new Set(['testsuite', 'testsuites']);

/** Every element under a node, with its tag (text and attributes left out). */
function elements(n: Node): [string, Node][] {
  const out: [string, Node][] = [];
  for (const [tag, value] of Object.entries(n))
    if (tag !== '$' && Array.isArray(value)) for (const v of value) if (typeof v === 'object') out.push([tag, v]);
  return out;
}

/** A testcase's own outcome: a failure outranks an error, an error a skip. */
function outcome(tc: Node): Tally {
  const failed = children(tc, 'failure').length > 0;
  const erred = !failed && children(tc, 'error').length > 0;
  const skipped = !failed && !erred && children(tc, 'skipped').length > 0;
  return { tests: 1, failures: +failed, errors: +erred, skipped: +skipped, passed: +!(failed || erred || skipped) };
}

/** Adds `more` into `into`, count by count. */
function add(into: Tally, more: Tally): void {
  for (const k of ['tests', 'failures', 'errors', 'skipped', 'passed'] as const) into[k] += more[k];
}

/**
 * What one element holds: its testcases wherever they nest, and for a suite (`<testsuites>` too)
 * the largest of what its attributes state and what its children add up to, at every level: a
 * producer that states a failure only on the root, or only on a suite, is believed.
 */
function tally(tag: string, n: Node, seen: { suites: number }): Tally {
  const t: Tally = tag === 'testcase' ? outcome(n) : { tests: 0, failures: 0, errors: 0, skipped: 0, passed: 0 };
  for (const [childTag, child] of elements(n)) add(t, tally(childTag, child, seen));
  if (!SUITES.has(tag)) return t;
  if (tag === 'testsuite') seen.suites++;
  const a = n.$ ?? {};
  return {
    // What ran is what the testcases show; a stated total stands in only when none is listed.
    tests: t.tests || count(a.tests),
    failures: Math.max(t.failures, count(a.failures)),
    errors: Math.max(t.errors, count(a.errors)),
    skipped: Math.max(t.skipped, count(a.skipped) + count(a.disabled)),
    passed: t.passed,
  };
}

/**
 * Counts a JUnit report fail-closed: a report that is not well-formed XML (a run cut off while
 * writing) is refused, testcases are counted wherever they nest, a failure or an error counts
 * whether a testcase, a suite's or the root's attributes state it, and only a testcase that ran
 * and passed counts as passed (attributes can take passes away, never add them).
 */
export async function countJUnit(text: string, file: string): Promise<JUnitCounts> {
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ProofgateError(`${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    attributesGroupName: '$',
    parseAttributeValue: false,
    parseTagValue: false,
    processEntities: false,
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  });
  const root = parser.parse(text) as Node;
  const seen = { suites: 0 };
  const sum: Tally = { tests: 0, failures: 0, errors: 0, skipped: 0, passed: 0 };
  for (const [tag, n] of elements(root)) if (SUITES.has(tag)) add(sum, tally(tag, n, seen));
  if (seen.suites === 0) throw new ProofgateError(`${file} is not a JUnit report: no <testsuite> element`);
  // A pass the counts leave no room for (every test stated skipped, failed or erred) is none.
  const room = sum.tests - sum.failures - sum.errors - sum.skipped;
  return { ...sum, passed: Math.max(0, Math.min(sum.passed, room)) };
}
