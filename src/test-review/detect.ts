import { ProofgateError } from '../text/errors.js';
import { quoted } from '../text/redact.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import { hasCodeExtension } from '../text/code-extensions.js';

/**
 * Which changed paths are tests (reviewed), which are context (read, never
 * scored), which are noise (dropped) and which are test artifacts no rubric
 * row can score (disclosed, not scored). Pure functions of the path.
 */

const TEST_DIRS = new Set(['test', 'tests', '__tests__', 'e2e', 'spec', 'specs', 'integration_test', 'test_driver', 't']);
/** A test source set or project by its name: `androidTest`, `jvmTest`, `integrationTest`, `App.Tests`, `unit_tests`. */
const TEST_DIR_NAME = /(?:[a-z0-9]Tests?|[._-][Tt]ests?)$/;
// Each language's test names, in every language proofgate reads: `_test`, `_spec`, `Test`, `Tests`,
// `Spec`, `Suite`, `IT` (Go, Python, Dart, Ruby, Elixir; JUnit, Kotlin, Swift, Spock, ScalaTest).
const TEST_NAMES = [
  // Runners' default discovery, wherever the file lies: unittest's and Django's `test*.py` (`tests.py`,
  // `test_cart.py`, `testCart.py`; a word going on in lower case, `testing.py`, names a helper),
  // `node --test`'s `test.js`, `test-*.js` and `*-test.js` in each module spelling it runs (`.ts` when
  // it strips types) and Deno's `test.tsx`; their `*.test.*`, `*_test.*` and `test/` are below.
  /^tests?(?:[_0-9A-Z].*)?\.py$/,
  /^test(?:-.*)?\.[cm]?[jt]s$/,
  /-test\.[cm]?[jt]s$/,
  /^test\.[jt]sx$/,
  // GoogleTest's and Chromium's `_unittest.cc`, testthat's `test-*.R`, Julia's `runtests.jl`,
  // prove's `t/*.t`, EUnit's `_tests.erl`, Common Test's `_SUITE.erl`, every `.bats`.
  /_unittest\.[^.]+$/,
  /^test[-_].*\.[Rr]$/,
  /^runtests\.jl$/,
  /\.(?:t|bats)$/,
  /_(?:tests|SUITE)\.erl$/,
  /_test\.[^.]+$/,
  /_spec\.[^.]+$/,
  /\.cy\.[^.]+$/,
  /(?:Tests?|Spec)\.[^.]+$/,
  /[a-z0-9](?:Suite|IT)\.[^.]+$/,
  /\.pacttest\.[^.]+$/,
  /\.test\.[^.]+$/,
  /\.spec\.[^.]+$/,
  /\.test-[^.]+\.[^.]+$/,
];
/**
 * A test runner's configuration or setup, which decides which tests run and whether they can fail
 * (`exclude`, `passWithNoTests`, `retries`, a conftest that skips every test, a setup file that
 * replaces `it` with `it.skip`): reviewed as a test, so a finding (C1, C2, M6) may name it.
 */
const RUNNERS = 'vite|vitest|jest|playwright|cypress|karma|wdio|ava|nightwatch|jasmine|mocha|testcafe|detox|web-test-runner|wtr';
const RUNNER_FILES = [
  // A variant beside the default one is named on the runner's command line (`vitest --config
  // vitest.unit.config.ts`, `jest --config test/jest-e2e.json`): any word before or after the kind.
  // Words are letters and digits between separators, so the pattern has one way to split a name (linear).
  new RegExp(
    `^(?:${RUNNERS})(?:[._-][A-Za-z0-9]+)*?[._-](?:config|conf|workspace|projects|setup|setup-after-env|teardown)(?:[._-][A-Za-z0-9]+)*\\.[^.]+$`,
  ),
  /^(?:jest|vitest|mocha|karma|jasmine|ava)[._-][A-Za-z0-9._-]*\.(?:json5?|jsonc|ya?ml)$/,
  /^(?:setupTests|setup-tests|test-setup|testSetup|globalSetup|global-setup|globalTeardown|global-teardown)\.[^.]+$/,
  /^\.mocharc(?:\.[^.]+)?$/,
  // Coverage tools' own files: a threshold (`fail_under`, `check-coverage`) fails the run as a test does.
  /^(?:\.coveragerc|\.nycrc(?:\.[^.]+)?|\.c8rc(?:\.[^.]+)?)$/,
  /^(?:conftest\.py|\.?pytest\.(?:ini|toml)|\.rspec|spec_helper\.rb|rails_helper\.rb|test_helper\.(?:rb|exs)|phpunit\.xml(?:\.dist)?|cypress\.json|jasmine\.json)$/,
  // Other runners' own files, which skip or filter tests: PHPUnit 10's default name, tap's, nextest's
  // `default-filter`, Dart's `skip:` by tag, xUnit's, and Visual Studio's and Xcode's test plans.
  /^(?:phpunit\.dist\.xml|\.taprc|nextest\.toml|dart_test\.yaml|xunit\.runner\.json|[^/]+\.runsettings|[^/]+\.xctestplan)$/,
];

const LOCKFILES = new Set([
  'package-lock.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lockb',
  'Gemfile.lock',
  'poetry.lock',
  'Cargo.lock',
  'composer.lock',
  'go.sum',
]);
const NOISE_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'vendor', '.next', '.nuxt', '__snapshots__']);
const NOISE_EXT =
  /\.(snap|map|lock|png|jpe?g|gif|webp|ico|bmp|svg|pdf|zip|gz|tgz|tar|jar|woff2?|ttf|otf|eot|mp[34]|mov|webm|wasm|exe|dll|so|dylib|class|pyc)$|\.min\.(js|css)$/i;
const DOC_EXT = /\.(md|mdx|markdown|adoc|rst|txt)$/i;
const UNSCORABLE_EXT = /\.(ya?ml|feature|robot|http|rest|hurl)$/i;
const UNSCORABLE_DIRS = new Set([
  'cypress',
  'playwright',
  'features',
  'e2e',
  'test',
  'tests',
  'spec',
  'specs',
  '__tests__',
  'postman',
  'newman',
  'karate',
  'gatling',
]);
const UNSCORABLE_NAME = /(flow|test|spec|scenario|suite|journey|smoke)/i;

const segments = (path: string) => path.split('/');
const baseName = (path: string) => segments(path).at(-1)!;
const dirs = (path: string) => segments(path).slice(0, -1);

/** A test-file matcher as given: `/regex/` (a SyntaxError when it does not compile) or a plain substring. */
export function globPattern(glob: string): RegExp | string {
  return glob.length > 2 && glob.startsWith('/') && glob.endsWith('/') ? new RegExp(glob.slice(1, -1)) : glob;
}

/** The extra test-file matchers (checked when the options were read). */
export function testGlobMatcher(globs: string[]): (path: string) => boolean {
  const tests = globs.map(globPattern).map((g) => (typeof g === 'string' ? (p: string) => p.includes(g) : (p: string) => g.test(p)));
  return (p) => tests.some((t) => t(p));
}

function isMaestroFlow(path: string): boolean {
  const name = baseName(path);
  if (!/\.ya?ml$/.test(name) || /^config\.ya?ml$/.test(name)) return false;
  return dirs(path).some((d) => d === 'maestro' || d === '.maestro') || /\.flow\.ya?ml$/.test(name);
}

/**
 * Pester's default `*.Tests.ps1`, in any case (PowerShell matches names so). PowerShell is not in
 * CODE_EXTENSIONS: its other scripts, `Invoke-Test.ps1` among them, are no tests by name or folder.
 */
const PESTER = /\.tests\.ps1$/i;

/** A test by its file name alone (TEST_NAMES, Pester's, a Maestro flow), wherever it lies. */
function isTestByName(path: string): boolean {
  const name = baseName(path);
  return isMaestroFlow(path) || PESTER.test(name) || (hasCodeExtension(path) && TEST_NAMES.some((re) => re.test(name)));
}

export function isTestFile(path: string, extra: (p: string) => boolean = () => false): boolean {
  if (extra(path) || isTestByName(path)) return true;
  return hasCodeExtension(path) && dirs(path).some((d) => TEST_DIRS.has(d.toLowerCase()) || TEST_DIR_NAME.test(d));
}

/**
 * Folders some runner never collects from by default, whatever the file is named: jest's
 * `/node_modules/`; vitest's `node_modules`, `dist` and its dot folders; pytest's `norecursedirs`
 * (`.*`, `build`, `dist`, `node_modules`, `venv`, `*.egg`); go's `testdata` and `_` or `.` folders.
 */
const UNCOLLECTED_DIRS = new Set(['node_modules', 'dist', 'build', 'venv', 'testdata']);

/** Whether a test at this path may run no more: it lies in a folder a runner skips by default (a test moved there is a removed test). */
function isUncollected(path: string): boolean {
  return dirs(path).some(
    (d) =>
      UNCOLLECTED_DIRS.has(d) ||
      d.startsWith('.') ||
      d.endsWith('.egg') ||
      (d.startsWith('_') && !d.startsWith('__') && path.endsWith('.go')),
  );
}

/**
 * Whether renaming the test at `from` to `to` may stop it running: a name no test rule takes
 * (`a.spec.ts.off`), a folder a runner skips by default, or a test name dropped inside a test
 * folder (`tests/auth.test.ts` → `tests/auth.ts`, `tests/test_auth.py` → `tests/auth_checks.py`,
 * `AuthTest.java` → `AuthCheck.java`): vitest, pytest, go, rspec, ExUnit and Maven's surefire
 * collect by the name, not the folder. A name `--test-glob` takes (`extra`) is the project's test.
 */
export function disabledByRename(from: string, to: string, extra: (p: string) => boolean): boolean {
  if (!isTestFile(from, extra)) return false;
  if (!isTestFile(to, extra) || (isUncollected(to) && !isUncollected(from))) return true;
  return isTestByName(from) && !isTestByName(to) && !extra(to);
}

/** A test runner's configuration or setup file (RUNNER_FILES). */
export function isRunnerFile(path: string): boolean {
  const name = baseName(path);
  return RUNNER_FILES.some((re) => re.test(name)) || isCypressSupport(path);
}

/** What Cypress loads before every spec (`supportFile`, `cypress/support/e2e.ts`, and what it imports; the old plugins file): `Cypress.on('fail', () => false)` there passes every test. */
function isCypressSupport(path: string): boolean {
  const d = dirs(path);
  const at = d.lastIndexOf('cypress');
  return at >= 0 && (d[at + 1] === 'support' || d[at + 1] === 'plugins') && hasCodeExtension(path);
}

/**
 * What a test compares against, kept beside it: jest's, vitest's and bun's `__snapshots__/*.snap`,
 * insta's `snapshots/*.snap`, syrupy's `.ambr`, Verify's `*.verified.*`, ApprovalTests'
 * `*.approved.*`, Go's `*.golden`. Rewritten to a wrong output, the unchanged test passes on it,
 * so a changed one is reviewed like the test (an image one, which no agent reads, is not).
 */
const EXPECTATIONS = [/\.ambr$/, /\.(?:verified|approved)\.[^.]+$/, /\.golden$/];
const IMAGE_EXT = /\.(?:png|jpe?g|gif|webp|bmp|pdf)$/i;

function isTestExpectation(path: string): boolean {
  const snap = path.endsWith('.snap') && dirs(path).some((d) => d === '__snapshots__' || d === 'snapshots');
  return !IMAGE_EXT.test(path) && (snap || EXPECTATIONS.some((re) => re.test(baseName(path))));
}

/** Folders of what tests read besides their code: Go's `testdata`, jest's `__fixtures__`, a `fixtures` folder. */
const TEST_DATA_DIRS = new Set(['testdata', 'fixtures', '__fixtures__']);

/**
 * What a test reads as input or expected output (`tests/fixtures/users.json`, `testdata/in.csv`,
 * `spec/fixtures/response.xml`): a file kept in a test-data folder, or a test folder but for its
 * documents, that is neither code, an image or other noise, nor a scenario no row scores (isUnscorableTestArtifact).
 * Rewritten to agree with a wrong output, the unchanged test passes on it, as on a rewritten
 * snapshot, so a changed one is reviewed with the tests, alone or not.
 */
function isTestData(path: string): boolean {
  if (isNoise(path) || IMAGE_EXT.test(path) || isUnscorableTestArtifact(path)) return false;
  // A data folder's `.txt` or `.go` is an input (Go's `testdata/*.txt`, an analyzer's `testdata/src/a/a.go`);
  // a test folder's code is a test already, and its `.md` a note.
  if (dirs(path).some((x) => TEST_DATA_DIRS.has(x.toLowerCase()))) return true;
  return !hasCodeExtension(path) && !isDoc(path) && dirs(path).some((x) => TEST_DIRS.has(x.toLowerCase()) || TEST_DIR_NAME.test(x));
}

/** What the review set takes: tests, what decides how they run and what they read or compare against (removal counts tests alone). */
export function isReviewedFile(path: string, extra: (p: string) => boolean = () => false): boolean {
  return isTestFile(path, extra) || isRunnerFile(path) || isTestExpectation(path) || isTestData(path);
}

export function isNoise(path: string): boolean {
  return LOCKFILES.has(baseName(path)) || dirs(path).some((d) => NOISE_DIRS.has(d)) || NOISE_EXT.test(path);
}

export function isDoc(path: string): boolean {
  return DOC_EXT.test(path);
}

/** A test artifact (Gherkin, HTTP collection, YAML scenario) that no registry row can score. */
export function isUnscorableTestArtifact(path: string): boolean {
  if (!UNSCORABLE_EXT.test(path)) return false;
  return dirs(path).some((d) => UNSCORABLE_DIRS.has(d.toLowerCase())) || UNSCORABLE_NAME.test(baseName(path));
}

/** Literals that delimit the prompt's data blocks: a path holding one could forge a block. */
const DELIMITER = /---(BEGIN|END)\b/i;

/** Hostile paths are refused before anything reaches the prompt (exit 2). */
export function assertSafePaths(paths: string[], where: string): void {
  for (const p of paths) {
    // Every line break some reader splits on (U+2028, U+2029, U+0085, VT and FF too), not only LF and CR.
    if (/[\n\r\0\u2028\u2029\u0085\v\f]/.test(p) || DELIMITER.test(p)) {
      throw new ProofgateError(
        `${where}: unsafe path ${quoted(p, 120)} (a line break, NUL or prompt delimiter in a file name); rename the file`,
        TEST_REVIEW_EXIT.environment,
      );
    }
  }
}
