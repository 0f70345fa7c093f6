import { ProofgateError } from '../text/errors.js';

/** What a JUnit XML report says about a test run. */
export interface JUnitCounts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

type Node = { $?: Record<string, string> } & { [tag: string]: Node[] | Record<string, string> | undefined };

const count = (v: string | undefined) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};
const children = (n: Node, tag: string) => (Array.isArray(n[tag]) ? n[tag] : []);

/**
 * Counts a JUnit report fail-closed: a report that is not well-formed XML (a run cut off while
 * writing) is refused, testcases are counted wherever they nest, and a failure or an error counts
 * whether the report states it as a testcase's child or only in a suite's attributes.
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
  const suites = [...children(root, 'testsuites').flatMap((s) => children(s, 'testsuite')), ...children(root, 'testsuite')];
  if (suites.length === 0) throw new ProofgateError(`${file} is not a JUnit report: no <testsuite> element`);
  const cases = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  // What suites state in their attributes: the top-level sum, and the largest any nested suite states.
  const top = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const anyOne = { failures: 0, errors: 0 };
  const walk = (suite: Node, depth: number) => {
    const a = suite.$ ?? {};
    if (depth === 0) {
      top.tests += count(a.tests);
      top.failures += count(a.failures);
      top.errors += count(a.errors);
      top.skipped += count(a.skipped) + count(a.disabled);
    }
    anyOne.failures = Math.max(anyOne.failures, count(a.failures));
    anyOne.errors = Math.max(anyOne.errors, count(a.errors));
    for (const tc of children(suite, 'testcase')) {
      cases.tests++;
      if (children(tc, 'failure').length) cases.failures++;
      else if (children(tc, 'error').length) cases.errors++;
      else if (children(tc, 'skipped').length) cases.skipped++;
    }
    for (const nested of children(suite, 'testsuite')) walk(nested, depth + 1);
  };
  for (const suite of suites) walk(suite, 0);
  // Testcases are counted; a suite's own attributes can only add failures, never hide them.
  return {
    tests: cases.tests || top.tests,
    failures: Math.max(cases.failures, top.failures, anyOne.failures),
    errors: Math.max(cases.errors, top.errors, anyOne.errors),
    skipped: Math.max(cases.skipped, top.skipped),
  };
}
