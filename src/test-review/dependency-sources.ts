/**
 * Where a dependency comes from, read from a manifest or a lockfile: the registry's package of its
 * name at a version (which a bump leaves so), or anything else (a path, git, a URL, an alias,
 * another registry), and whether it is a test library. Shared by the readers of manifests
 * (runner-settings.ts) and of lockfiles (lockfiles.ts). Pure functions.
 */

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The value at `path` (table names) in parsed data; undefined where a table is missing. */
export const valueAt = (data: unknown, path: string[]) => path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), data);

/**
 * Words that name a test runner, assertion, mocking or coverage library in a package's name, split
 * at every character but a letter or digit: `@vitest/coverage-v8`, `ts-jest`, `@std/assert`,
 * `@testing-library/react`, `chai-as-promised`, `pytest-cov`, `github.com/stretchr/testify`,
 * `org.junit.jupiter:junit-jupiter`, `phpunit/phpunit`, `xunit.assert`, `pretty_assertions`.
 */
const TEST_LIBRARY_WORDS = new Set(
  (
    'test tests testing assert assertion assertions expect mock mocks mocking jest vitest mocha chai sinon ava tap tape uvu ' +
    'jasmine karma cypress playwright wdio webdriverio nightwatch testcafe detox should nock msw testdouble proxyquire ' +
    'supertest c8 nyc istanbul ' +
    // Other languages' runners, assertion and mocking libraries, and coverage tools.
    'pytest unittest doctest nose nose2 hypothesis coverage rspec minitest capybara simplecov phpunit pestphp mockery ' +
    'junit testng mockito mockk hamcrest assertj spock kotest scalatest specs2 testify gomock ginkgo gomega ' +
    'xunit nunit mstest moq nsubstitute fluentassertions shouldly proptest quickcheck insta mockall rstest ' +
    'gtest gmock googletest catch2 testthat busted'
  ).split(' '),
);
export const isTestLibrary = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => TEST_LIBRARY_WORDS.has(w));

/** One word of an npm or jsr version range: a comparator with a version (`^5.0.0`, `>=1.2.x`, `1.0.0-rc.1`), an operator alone, a hyphen range's `-`. */
const RANGE_WORD =
  /^(?:(?:[~^]|[<>]=?|=)?v?(?:\d+|[xX*])(?:\.(?:\d+|[xX*])){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?|[~^]|[<>]=?|=|-)$/;
/**
 * A version range, which a registry resolves (`^5.0.0`, `1.x || >=2 <3`, empty for any): not an
 * alias (`npm:`), a path, a tarball (npm takes a name ending `.tgz` for one), git, a URL, a
 * workspace or a tag.
 */
export const isVersionRange = (spec: unknown): boolean =>
  typeof spec === 'string' &&
  !/\.(?:tgz|tar(?:\.gz)?)$/i.test(spec) &&
  spec.split('||').every((part) =>
    part
      .trim()
      .split(/\s+/)
      .every((w) => w === '' || RANGE_WORD.test(w)),
  );

/** Where a dependency comes from, as compared between commits; undefined: the registry's package of its name, at a version, which a bump leaves so. */
export type Source = (name: string, spec: unknown) => unknown;
/**
 * The sources of a dependency table (or list) but the registry's: an edit to them is a
 * runner-settings change, a version bump of the others is not. Anything else is compared whole.
 */
export function sourcesOf(deps: unknown, source: Source): unknown {
  if (Array.isArray(deps)) return deps.map((spec) => source('', spec)).filter((s) => s !== undefined);
  if (!isObject(deps)) return deps;
  return Object.entries(deps).flatMap(([name, spec]) => {
    const from = source(name, spec);
    return from === undefined ? [] : [[name, from]];
  });
}
/** A dependency written as a string (a version) or a table of `registryKeys` alone (not `path`, `git`, `url`, `registry`, `source`, a `package` rename) is the registry's. */
export const tableSource =
  (registryKeys: Set<string>): Source =>
  (_name, spec) =>
    typeof spec === 'string' || (isObject(spec) && Object.keys(spec).every((k) => registryKeys.has(k))) ? undefined : spec;
/** `source`, but a test library's entry is kept whatever it says, its version too. */
export const orTestLibrary =
  (source: Source): Source =>
  (name, spec) =>
    isTestLibrary(name) ? spec : source(name, spec);
