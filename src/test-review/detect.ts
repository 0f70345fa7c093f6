import { ProofgateError } from '../text/errors.js';
import { quoted } from '../text/redact.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import { hasCodeExtension } from '../text/code-extensions.js';

/**
 * Which changed paths are tests (reviewed), which are context (read, never
 * scored), which are noise (dropped) and which are test artifacts no rubric
 * row can score (disclosed, not scored). Pure functions of the path.
 */

// `testFixtures`: Gradle's java-test-fixtures source set, the base classes and helpers tests extend.
const TEST_DIRS = new Set(['test', 'tests', '__tests__', 'e2e', 'spec', 'specs', 'integration_test', 'test_driver', 't', 'testfixtures']);
/** A test source set or project by its name: `androidTest`, `jvmTest`, `integrationTest`, `App.Tests`, `unit_tests`. */
const TEST_DIR_NAME = /(?:[a-z0-9]Tests?|[._-][Tt]ests?)$/;
// Runners' default discovery, wherever the file lies: unittest's and Django's `test*.py` (`tests.py`,
// `test_cart.py`, `testCart.py`; a word going on in lower case, `testing.py`, names a helper),
// `node --test`'s `test.js`, `test-*.js` and `*-test.js` in each module spelling it runs (`.ts` when
// it strips types) and Deno's `test.tsx`; their `*.test.*`, `*_test.*` and `test/` are below.
const UNITTEST_NAMES = /^tests?(?:[_0-9A-Z].*)?\.py$/;
const NODE_NAMES = [/^test(?:-.*)?\.[cm]?[jt]s$/, /-test\.[cm]?[jt]s$/, /^test\.[jt]sx$/];
// vitest's, jest's, bun's, Deno's, Cypress's and Pact's, and vitest's type tests (`*.test-d.ts`).
const SUFFIX_NAMES = [
  /_test\.[^.]+$/,
  /_spec\.[^.]+$/,
  /\.cy\.[^.]+$/,
  /\.pacttest\.[^.]+$/,
  /\.(?:test|spec)\.[^.]+$/,
  /\.test-[^.]+\.[^.]+$/,
];
// Each language's test names, in every language proofgate reads: `_test`, `_spec`, `Test`, `Tests`,
// `Spec`, `Suite`, `IT` (Go, Python, Dart, Ruby, Elixir; JUnit, Kotlin, Swift, Spock, ScalaTest).
const TEST_NAMES = [
  UNITTEST_NAMES,
  ...NODE_NAMES,
  // GoogleTest's and Chromium's `_unittest.cc`, testthat's `test-*.R`, Julia's `runtests.jl`,
  // prove's `t/*.t`, EUnit's `_tests.erl`, Common Test's `_SUITE.erl`, every `.bats`.
  /_unittest\.[^.]+$/,
  /^test[-_].*\.[Rr]$/,
  /^runtests\.jl$/,
  /\.(?:t|bats)$/,
  /_(?:tests|SUITE)\.erl$/,
  ...SUFFIX_NAMES,
  /(?:Tests?|Spec)\.[^.]+$/,
  /[a-z0-9](?:Suite|IT)\.[^.]+$/,
];
/**
 * A test runner's configuration or setup, which decides which tests run and whether they can fail
 * (`exclude`, `passWithNoTests`, `retries`, a conftest that skips every test, a setup file that
 * replaces `it` with `it.skip`): reviewed as a test, so a finding (C1, C2, M6) may name it.
 */
const RUNNERS = 'vite|vitest|jest|playwright|cypress|karma|wdio|ava|nightwatch|jasmine|mocha|testcafe|detox|web-test-runner|wtr';
/** Python modules a test run imports by name: pytest and its plugin system, the standard test modules, coverage, the startup hooks. */
const PY_SHADOWED = 'pytest|_pytest|pluggy|iniconfig|py|unittest|doctest|nose2?|coverage|sitecustomize|usercustomize';
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
  // What every test is compiled through before it runs (a Babel plugin rewriting `test` to `xtest`), and the preset
  // a jest configuration takes its settings from (`testPathIgnorePatterns: ['.']`).
  /^(?:babel\.config(?:[._-][A-Za-z0-9]+)*\.[^.]+|\.babelrc(?:\.[^.]+)?|\.swcrc|jest-preset\.[^.]+)$/,
  // Other runners' configurations under a variant name their command line passes (`pytest -c pytest-ci.ini`,
  // `phpunit -c phpunit.ci.xml`, `codeception.yml`, TestNG's suite files): any words before or after, in a settings format.
  /^(?:[A-Za-z0-9]+[._-])*?(?:pytest|phpunit|codeception|testng|nextest|dart_test|behat)(?:[._-][A-Za-z0-9]+)*\.(?:ini|toml|xml|ya?ml|json5?|jsonc|cfg|dist)$/,
  // Coverage tools' own files: a threshold (`fail_under`, `check-coverage`, SimpleCov's `minimum_coverage`) fails the run as a test does.
  /^(?:\.coveragerc|\.nycrc(?:\.[^.]+)?|\.c8rc(?:\.[^.]+)?|\.simplecov)$/,
  // Rake's tasks (`rake spec` runs the RSpec task's `pattern`), Gradle's project properties (`skipTests=true` a script
  // tests for), and MSBuild's response files (`Directory.Build.rsp` is passed to every build: `-p:IsTestProject=false`).
  /^(?:[Rr]akefile(?:\.rb)?|[^/]+\.rake|gradle\.properties|[^/]+\.rsp)$/,
  /^(?:conftest\.py|noxfile\.py|\.?pytest\.(?:ini|toml)|\.rspec(?:-local)?|spec_helper\.rb|rails_helper\.rb|test_helper\.(?:rb|exs)|phpunit\.xml(?:\.dist)?|cypress\.json|jasmine\.json)$/,
  // Other runners' own files, which skip or filter tests: PHPUnit 10's default name, tap's, nextest's
  // `default-filter`, Dart's `skip:` by tag, xUnit's, and Visual Studio's and Xcode's test plans.
  /^(?:phpunit\.dist\.xml|\.taprc|nextest\.toml|dart_test\.yaml|xunit\.runner\.json|[^/]+\.runsettings|[^/]+\.xctestplan)$/,
  // JUnit Platform's settings, read from anywhere on the classpath (`junit.platform.execution.dryRun.enabled`
  // skips every test), and the workspace lists `pnpm -r test`, `lerna run test` and `nx run-many` run.
  /^(?:junit-platform\.properties|pnpm-workspace\.yaml|lerna\.json|nx\.json)$/,
  // Bazel's rc files, and those they import by custom (`ci.bazelrc`, `.bazelrc.user`): `test --run_under=/bin/true`,
  // `--test_tag_filters` or `--flaky_test_attempts` there pass or skip every test `bazel test` runs.
  /^(?:[^/]*\.bazelrc|\.bazelrc\.[^/]+)$/,
  // A module that shadows one Python imports for the tests, found first on sys.path (`python -m pytest`
  // puts the working folder there; pytest's rootdir, `pythonpath` and PYTHONPATH other folders): a
  // `pytest.py` that prints "1 passed" and exits 0 is then the runner. At any depth, any build of it.
  new RegExp(`^(?:${PY_SHADOWED})(?:\\.[\\w-]+)?\\.(?:py|pyc|pyd|so)$`),
  // Where the runner or a package the tests import comes from: the Gradle and Maven wrappers (the
  // scripts `./gradlew test` runs and the distribution they fetch), yarn's and pnpm's registry
  // and hook files, NuGet's package sources.
  /^(?:gradlew(?:\.bat)?|mvnw(?:\.cmd)?|gradle-wrapper\.properties|maven-wrapper\.properties|\.yarnrc(?:\.yml)?|\.pnpmfile\.[cm]?js)$/,
  /^nuget\.config$/i,
];
/**
 * Runner settings known by their folder: Maven's `.mvn/maven.config` (`-DskipTests`), `jvm.config`
 * and build extensions, Cargo's `.cargo/config(.toml)` (a target `runner`), and Gradle's `buildSrc/`
 * and the `build-logic/` included build its guide names, whose convention plugins configure every
 * project's `test` task (an included build under another name: setup-refs.ts).
 */
const RUNNER_PATHS = [
  /(?:^|\/)\.mvn\/(?:maven\.config|jvm\.config|extensions\.xml)$/,
  /(?:^|\/)\.cargo\/config(?:\.toml)?$/,
  /(?:^|\/)(?:buildSrc|build-logic)\//,
  // A package shadowing a Python module (PY_SHADOWED), and the patches patch-package, pnpm and yarn apply to dependencies.
  new RegExp(`(?:^|/)(?:${PY_SHADOWED})/__init__\\.(?:py|pyc)$`),
  /^(?:\.yarn\/)?patches\/[^/]+\.(?:patch|diff)$/,
  // Bundler's local settings: `BUNDLE_LOCAL__RSPEC_CORE` sends a gem to a folder, `BUNDLE_GEMFILE` to another Gemfile.
  /(?:^|\/)\.bundle\/config$/,
];

/**
 * Installed or vendored copies of dependencies, which the tests load as they are in the tree, not as
 * a registry serves them (hazard 524): `go test` builds from `vendor/` (and `vendor/modules.txt`'s
 * replacements), node from a committed `node_modules/`, yarn from `.yarn/cache` and the `.pnp.*`
 * loader, Python from a committed `site-packages/` or `__pypackages__/`. Every changed file there is
 * reviewed, a test library's or another's (chai's `deep-eql` decides what `expect().to.eql` passes).
 */
const INSTALLED = [
  /(?:^|\/)(?:node_modules|vendor|site-packages|__pypackages__)\//,
  /(?:^|\/)\.yarn\/(?:cache|unplugged)\//,
  /(?:^|\/)\.pnp\.(?:c?js|loader\.mjs|data\.json)$/,
];

/** A file of an installed or vendored copy of a dependency (INSTALLED). */
function isInstalledDependency(path: string): boolean {
  return INSTALLED.some((re) => re.test(path));
}

/** Noise unless they change where a package comes from (lockfiles.ts): then they are runner settings, reviewed. */
const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'gems.locked',
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
/** A scenario's name by its words (`checkout-flow.yaml`, `smoke.yml`, `LoginJourney.yaml`), not a word's letters (`pubspec.yaml`, `workflow.yml`, `latest.yml`). */
const UNSCORABLE_NAMES = [
  /(?:^|[._-])(?:flows?|tests?|specs?|scenarios?|suites?|journeys?|smoke)(?:[._-]|$)/i,
  /[a-z0-9](?:Flow|Test|Spec|Scenario|Suite|Journey|Smoke)s?\./,
];

const segments = (path: string) => path.split('/');
const baseName = (path: string) => segments(path).at(-1)!;
const dirs = (path: string) => segments(path).slice(0, -1);

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

/** A test folder, a test source set or a test project by its name (TEST_DIRS, TEST_DIR_NAME). */
const isTestDir = (d: string) => TEST_DIRS.has(d.toLowerCase()) || TEST_DIR_NAME.test(d);

export function isTestFile(path: string, extra: (p: string) => boolean = () => false): boolean {
  if (extra(path) || isTestByName(path)) return true;
  return hasCodeExtension(path) && dirs(path).some(isTestDir);
}

/**
 * Folders some runner never collects from by default, whatever the file is named: jest's
 * `/node_modules/`; vitest's `node_modules`, `dist` and its dot folders; pytest's `norecursedirs`
 * (`.*`, `build`, `dist`, `node_modules`, `venv`, `*.egg`); go's `testdata` and `_` or `.` folders.
 */
const UNCOLLECTED_DIRS = new Set(['node_modules', 'dist', 'build', 'venv', 'testdata']);
/** A source set's files Maven and Gradle (and Android's) copy, never compile: `src/test/resources/`, `src/main/assets/`. */
const RESOURCE_DIRS = new Set(['resources', 'assets']);

/** Whether a test at this path may run no more: it lies in a folder a runner skips by default (a test moved there is a removed test). */
function isUncollected(path: string): boolean {
  return dirs(path).some(
    (d, i, all) =>
      UNCOLLECTED_DIRS.has(d) ||
      (RESOURCE_DIRS.has(d) && all[i - 2] === 'src') ||
      d.startsWith('.') ||
      d.endsWith('.egg') ||
      (d.startsWith('_') && !d.startsWith('__') && path.endsWith('.go')),
  );
}

/**
 * The nearest .NET project file (a `*.csproj`, `*.fsproj` or `*.vbproj`) above a path, in one tree
 * (the merge base's or the head's); null when none is, or when the tree was not read.
 */
export type ProjectOf = (path: string) => string | null;
/** The .NET projects of the merge base and of the head (dotnet-projects.ts), none when not read. */
export interface ProjectLayout {
  base: ProjectOf;
  head: ProjectOf;
}
const NO_PROJECTS: ProjectLayout = { base: () => null, head: () => null };

/** A runner's default collection rule: whether it runs the file at a path (in a tree whose projects are `projectOf`) when no setting names its tests. */
type Collects = (path: string, projectOf: ProjectOf) => boolean;

/** A rule that takes a file named as one of `names` or lying in a folder of `within`, never one in a folder of `skips`. */
function collects(names: RegExp[], within: string[] = [], skips: string[] = []): Collects {
  return (path) => {
    const d = dirs(path);
    return !d.some((x) => skips.includes(x)) && (names.some((re) => re.test(baseName(path))) || d.some((x) => within.includes(x)));
  };
}

/** Cargo's test targets, `tests/<name>.rs` and `tests/<name>/main.rs`, and the files under `src/`, whose unit tests it builds. */
function cargoCollects(path: string): boolean {
  const d = dirs(path);
  return d.at(-1) === 'tests' || (baseName(path) === 'main.rs' && d.at(-2) === 'tests') || d.includes('src');
}

/**
 * MSBuild compiles every file of a project but those in its `bin/` and `obj/` output folders, and
 * `dotnet test` runs a test project's alone. The project is the nearest project file above the
 * file; a test project is one whose folders or name are a test folder's (isTestDir:
 * `App.Tests/App.Tests.csproj`, `tests/App/App.csproj`), so a test in `App/Tests/` of the app's
 * `App/App.csproj` is compiled into the app and never run. With no project known, the file's own
 * path is judged so (isTestFile).
 */
function msbuildCollects(path: string, projectOf: ProjectOf): boolean {
  if (dirs(path).some((d) => d === 'bin' || d === 'obj')) return false;
  const project = projectOf(path);
  return project === null ? isTestFile(path) : segments(project.replace(/\.[^./]+$/, '')).some(isTestDir);
}

/** A JVM language's folder in a Maven or Gradle source set (`src/<set>/java/`). */
const JVM_LANG_DIRS = new Set(['java', 'kotlin', 'groovy', 'scala']);
/**
 * A source set surefire, failsafe or Gradle compiles as tests, by its name: `test`, `it`,
 * `testDebug`, `integrationTest`, `androidTest`, `jvmTest`, `functional-test` (not `testFixtures`, helpers).
 */
const TEST_SOURCE_SET = /^(?:tests?|it|test(?!Fixtures)[A-Z0-9_-][\w-]*|[\w-]*[a-z0-9](?:Tests?|IT)|[\w-]+[_-](?:tests?|it))$/;

/** The source set a path lies in (`main` of `app/src/main/java/X.java`): a folder under `src/` holding a JVM language's folder; null outside one. */
function sourceSetOf(path: string): string | null {
  const d = dirs(path);
  const at = d.findLastIndex((x, i) => x === 'src' && JVM_LANG_DIRS.has(d[i + 2] ?? ''));
  return at < 0 ? null : d[at + 1]!;
}

/**
 * Where a JVM build runs tests, by the source set a path lies in (sourceSetOf): a test source set
 * (Maven and Gradle compile `src/main/` into the application and run only the test source sets'
 * classes); a project with no source-set layout; last any source set, which takes a test named so
 * in `src/main/` that never ran (moving it is no removal).
 */
const JVM_PLACES: ((set: string | null) => boolean)[] = [
  (set) => set !== null && TEST_SOURCE_SET.test(set),
  (set) => set === null,
  (set) => set !== null,
];

/** Each JVM rule by names, place by place (JVM_PLACES): keepsCollection takes the first that collects. */
const jvmRunners = (...names: ((path: string) => boolean)[]): Collects[] =>
  JVM_PLACES.flatMap((place) =>
    names.map(
      (name): Collects =>
        (path) =>
          name(path) && place(sourceSetOf(path)),
    ),
  );
const named =
  (...res: RegExp[]) =>
  (path: string) =>
    res.some((re) => re.test(baseName(path)));

// pytest's `norecursedirs` beyond the folders no runner collects from (UNCOLLECTED_DIRS).
const PYTEST_SKIPS = ['CVS', '_darcs', '{arch}'];

/**
 * Each language's runners by how mainstream they are, each by its default rule (the folders every
 * runner skips are isUncollected's): vitest and jest (vitest skipped `cypress/` before v4), vitest's
 * type tests, Cypress, Deno, bun, and node --test by name only (vitest projects keep helpers in
 * `test/`, which node would run); pytest, then unittest; go test; cargo; Maven's surefire, then
 * failsafe; PHPUnit and Pest, then phpspec; MSBuild; RSpec, then minitest.
 */
const DEFAULT_RUNNERS: { ext: RegExp; runners: Collects[] }[] = [
  {
    ext: /\.[cm]?[jt]sx?$/,
    runners: [
      collects([/\.(?:test|spec)\.[cm]?[jt]sx?$/], ['__tests__'], ['cypress']),
      collects([/\.(?:test|spec)-d\.[cm]?[jt]sx?$/]),
      collects([/\.cy\.[jt]sx?$/]),
      collects([/(?:^|[_.])test\.(?:[jt]sx?|m[jt]s)$/]),
      collects([/[._](?:test|spec)\.[jt]sx?$/]),
      collects([...NODE_NAMES, /[._]test\.[cm]?[jt]s$/]),
    ],
  },
  { ext: /\.py$/, runners: [collects([/^test_.*\.py$/, /_test\.py$/], [], PYTEST_SKIPS), collects([UNITTEST_NAMES], [], PYTEST_SKIPS)] },
  { ext: /\.go$/, runners: [collects([/^[^._].*_test\.go$/], [], ['vendor'])] },
  { ext: /\.rs$/, runners: [cargoCollects] },
  {
    ext: /\.java$/,
    runners: jvmRunners(named(/^Test.*\.java$/, /(?:Tests?|TestCase)\.java$/), named(/^IT.*\.java$/, /IT(?:Case)?\.java$/)),
  },
  // Kotlin's, Groovy's (Spock) and Scala's tests by any test name (TEST_NAMES), in the same source sets.
  { ext: /\.(?:kt|groovy|scala)$/, runners: jvmRunners(isTestByName) },
  { ext: /\.php$/, runners: [collects([/Test\.php$/]), collects([/Spec\.php$/])] },
  { ext: /\.(?:cs|vb)$/, runners: [msbuildCollects] },
  { ext: /\.rb$/, runners: [collects([/_spec\.rb$/]), collects([/^test_.*\.rb$/, /_test\.rb$/])] },
];

/**
 * Whether the test at `from` still runs at `to` by default: the first runner of its language
 * (DEFAULT_RUNNERS) that collects `from` must collect `to` (no other runner: the project's is that
 * one). A test by name none collects follows a project's own pattern, which is not known: any of
 * them must collect `to`. A helper in a test folder has no name to keep; a language not listed
 * keeps any test name.
 */
function keepsCollection(from: string, to: string, projects: ProjectLayout): boolean {
  const lang = DEFAULT_RUNNERS.find((l) => l.ext.test(from));
  if (!lang) return !isTestByName(from) || isTestByName(to);
  const runner = lang.runners.find((c) => c(from, projects.base));
  if (!runner && !isTestByName(from)) return true;
  return lang.ext.test(to) && (runner ? [runner] : lang.runners).some((c) => c(to, projects.head));
}

// go/build's knownOS and knownArch (internal/syslist): every value a Go file name may constrain its build to.
const GOOS = new Set(
  'aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos'.split(' '),
);
const GOARCH = new Set(
  (
    '386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ' +
    'ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm'
  ).split(' '),
);

/**
 * The GOOS and GOARCH a Go file's name alone builds it for, as go/build's goodOSArchFile reads it:
 * the name to its first `.`, after its first `_`, less a last `_test`, ending `_GOOS_GOARCH`,
 * `_GOOS` or `_GOARCH` (`auth_windows_test.go`: windows; `linux_test.go`: none).
 */
function goBuildConstraint(path: string): string[] {
  const l = baseName(path).split('.')[0]!.split('_').slice(1);
  if (l.at(-1) === 'test') l.pop();
  const [os, arch] = l.slice(-2);
  if (os !== undefined && arch !== undefined && GOOS.has(os) && GOARCH.has(arch)) return [os, arch];
  const last = l.at(-1);
  return last !== undefined && (GOOS.has(last) || GOARCH.has(last)) ? [last] : [];
}

/**
 * Whether renaming the test at `from` to `to` may stop it running: a name no test rule takes
 * (`a.spec.ts.off`), a folder a runner skips by default, a path the default rule of the runner
 * that collected it does not take (keepsCollection: `auth.test.ts` → `auth.test-disabled.ts`,
 * `auth_test.ts` or `cypress/auth.test.ts`, `test_auth.py` → `tests_auth.py`, `AuthTest.java` →
 * `AuthIT.java`, `tests/auth.rs` → `tests/old/auth.rs`); or, for Go, a name that builds on fewer
 * platforms (goBuildConstraint); or out of what its project collects (`leftRunner`): into another Go
 * module (go-modules.ts), out of pytest's `testpaths` (pytest-paths.ts). A name
 * `--test-glob` takes (`extra`) is the project's test.
 */
export function disabledByRename(
  from: string,
  to: string,
  extra: (p: string) => boolean,
  leftRunner: (from: string, to: string) => boolean = () => false,
  projects: ProjectLayout = NO_PROJECTS,
): boolean {
  if (!isTestFile(from, extra)) return false;
  if (!isTestFile(to, extra) || (isUncollected(to) && !isUncollected(from)) || leftRunner(from, to)) return true;
  // A GOOS or GOARCH the name gained (`auth_test.go` → `auth_plan9_test.go`): `go test` on the runner's
  // platform no longer compiles it, whatever `--test-glob` takes.
  const before = goBuildConstraint(from);
  if (to.endsWith('.go') && goBuildConstraint(to).some((t) => !before.includes(t))) return true;
  return !extra(to) && !keepsCollection(from, to, projects);
}

/** A test runner's configuration or setup file (RUNNER_FILES, RUNNER_PATHS). */
export function isRunnerFile(path: string): boolean {
  const name = baseName(path);
  return RUNNER_FILES.some((re) => re.test(name)) || RUNNER_PATHS.some((re) => re.test(path)) || isCypressSupport(path);
}

/** What Cypress loads before every spec (`supportFile`, `cypress/support/e2e.ts`, and what it imports; the old plugins file): `Cypress.on('fail', () => false)` there passes every test. */
function isCypressSupport(path: string): boolean {
  const d = dirs(path);
  const at = d.lastIndexOf('cypress');
  return at >= 0 && (d[at + 1] === 'support' || d[at + 1] === 'plugins') && hasCodeExtension(path);
}

/**
 * What a test compares against, kept beside it: jest's, vitest's and bun's `*.snap` (in `__snapshots__/`
 * or wherever a `snapshotResolver` puts it, `src/Button.test.tsx.snap`), any file of a `__snapshots__`
 * folder (vitest's `toMatchFileSnapshot`), insta's `snapshots/*.snap`, syrupy's `.ambr`, Verify's
 * `*.verified.*`, ApprovalTests' `*.approved.*`, Go's `*.golden`. Rewritten to a wrong output, the
 * unchanged test passes on it, so a changed one is reviewed like the test (an image one, which no
 * agent reads, is not).
 */
const EXPECTATIONS = [/\.snap$/, /\.ambr$/, /\.(?:verified|approved)\.[^.]+$/, /\.golden$/];
const IMAGE_EXT = /\.(?:png|jpe?g|gif|webp|bmp|pdf)$/i;

function isTestExpectation(path: string): boolean {
  if (IMAGE_EXT.test(path)) return false;
  return dirs(path).includes('__snapshots__') || EXPECTATIONS.some((re) => re.test(baseName(path)));
}

/**
 * Folders of what tests read or compare against besides their code, at any depth: Go's `testdata`,
 * jest's `__fixtures__`, a `fixtures` folder, expected outputs and golden files.
 */
const TEST_DATA_DIRS = new Set([
  'testdata',
  'test-data',
  'test_data',
  'fixtures',
  'fixture',
  '__fixtures__',
  'expected',
  'golden',
  'goldens',
]);
const inTestDataDir = (path: string) => dirs(path).some((x) => TEST_DATA_DIRS.has(x.toLowerCase()));
const inTestDir = (path: string) => dirs(path).some((x) => TEST_DIRS.has(x.toLowerCase()) || TEST_DIR_NAME.test(x));

/** A data file named after a test (`test_response.yml`, `login_test.yaml`, `api.test.json`, `LoginSpec.json`): pytest-regressions' and others' stored expectations. */
const TEST_NAMED = /^tests?[_-].*\.[^.]+$|[._-](?:tests?|specs?)\.[^.]+$|[a-z0-9](?:Tests?|Spec)\.[^.]+$/;
const isTestNamedData = (name: string) => !hasCodeExtension(name) && !isDoc(name) && TEST_NAMED.test(name);

/**
 * What a test reads as input or expected output (`tests/fixtures/users.json`, `testdata/in.csv`,
 * `tests/expected/output.txt`, `tests/test_api/test_response.yml`): a file kept in a test-data folder,
 * code included; any other file of a test folder but its code, documents included (a golden `.txt`
 * or `.md`), a README-like note excepted; and a data file named after a test, wherever it lies.
 * Not an image or other noise, nor a scenario no row scores (isUnscorableTestArtifact). Rewritten to
 * agree with a wrong output, the unchanged test passes on it, as on a rewritten snapshot, so a changed
 * one is reviewed with the tests, alone or not.
 */
function isTestData(path: string): boolean {
  const name = baseName(path);
  if (isNoise(path) || IMAGE_EXT.test(path) || isUnscorableTestArtifact(path) || PROSE_NAME.test(name)) return false;
  // A data folder's `.go` is an input (an analyzer's `testdata/src/a/a.go`); a test folder's code is a test already.
  return inTestDataDir(path) || isTestNamedData(name) || (!hasCodeExtension(path) && inTestDir(path));
}

/** What the review set takes: tests, what decides how they run, the dependencies they load, and what they read or compare against (removal counts tests alone). */
export function isReviewedFile(path: string, extra: (p: string) => boolean = () => false): boolean {
  return isTestFile(path, extra) || isRunnerFile(path) || isInstalledDependency(path) || isTestExpectation(path) || isTestData(path);
}

/**
 * Build files by their name, whatever their extension says (hazard 543): they declare which tests
 * build and run (CMake's `add_test` and `set_tests_properties`, meson's `test()`, Automake's `TESTS`,
 * Bazel's, Buck's and Pants' `*_test` rules, dune's `(test)`, a Dockerfile's `RUN pytest`), so a `.txt`
 * never makes one prose, nor a code extension source (`build.zig`, `gulpfile.js`, `SConstruct.py`).
 */
const BUILD_NAMES = [
  /^CMakeLists\.txt$|\.cmake(?:\.in)?$/i,
  /^meson(?:\.build|\.options|_options\.txt)$/,
  /^(?:GNU)?makefile(?:\.[^/]*)?$|\.(?:mk|mak|make|am|m4)$|^configure(?:\.(?:ac|in))?$/i,
  /^(?:BUILD|BUCK|TARGETS|WORKSPACE)(?:\.(?:bazel|plz|pants|v2))?$|^MODULE\.bazel$|\.(?:bzl|bazel|star)$/,
  /^SCons(?:truct|cript)(?:\.py)?$|^dune(?:-project|-workspace)?$|^build\.zig(?:\.zon)?$|^build\.rs$/i,
  /^(?:Dockerfile|Containerfile)(?:[._-][^/]*)?$|\.(?:dockerfile|containerfile)$/i,
  /^(?:gulpfile|gruntfile|jakefile)(?:\.[^/]*)?$|^(?:premake\d*|xmake)\.lua$|^conanfile\.(?:py|txt)$/i,
  // A list of tests to run, skip or expect to fail, which a runner or a build reads (`tests.txt`,
  // `skipped-tests.txt`, `xfail.txt`, `known_failures.txt`, `flaky_tests.txt`).
  /(?:^|[._-])(?:tests?|skip(?:s|ped)?|xfails?|flaky|known[._-]failures?|excludes?)(?:[._-][^/]*)?\.(?:txt|lst)$/i,
];
const isBuildFile = (name: string) => BUILD_NAMES.some((re) => re.test(name));

/** Source a runner never reads as settings, besides the languages' code (CODE_EXTENSIONS): stylesheets. */
const STYLE_EXT = /\.(?:css|scss|sass|less|styl|pcss)$/i;
/** Prose by a conventional name, with or without a document's extension: a note, never test data or settings. */
const PROSE_NAME =
  /^(?:README|LICEN[CS]E|COPYING|AUTHORS|CONTRIBUTING|CONTRIBUTORS|NOTICE|CHANGELOG|CHANGES|NEWS|HISTORY)(?:[-_][A-Za-z0-9]+)?(?:\.(?:md|mdx|markdown|adoc|rst|txt))?$/i;
/** Dotfiles and `*.config.*` names, code or not (`.eslintrc.js`, `babel.config.js`). */
const CONFIG_NAMES = [/^\.[^.]/, /\.config\.[^.]+$/];
/** A lockfile by its name (`packages.lock.json`, `gradle.lockfile`, `.terraform.lock.hcl`), not a script with a `lock` word (`lock-deps.sh`): row 524 decides those. */
const LOCK_NAME = /(?:^|[._-])lock(?:file|b)?(?:\.[^./]+)?$/i;

/**
 * Configuration, build and anything else not positively known as context (hazards 532 and 543): a
 * changed file is context only as source code (a code extension, a stylesheet) or prose (a document's
 * extension or a README-like name, not a build file's name: BUILD_NAMES); every other file may decide
 * which tests run under a name no list here knows (the lists always miss the next spelling), so the
 * caller reviews it unless a settings reader knows its name. Dotfiles and `*.config.*` names are
 * configuration whatever their extension. Not a lockfile (row 524's rule), a binary, or a YAML scenario
 * disclosed as unscorable. In a NOISE_DIRS folder too (`build/common.props`).
 */
export function isConfigShaped(path: string): boolean {
  const name = baseName(path);
  if (isBuildFile(name)) return true;
  if (LOCK_NAME.test(name) || NOISE_EXT.test(name) || isUnscorableTestArtifact(path) || isDoc(name)) return false;
  return CONFIG_NAMES.some((re) => re.test(name)) || !(hasCodeExtension(name) || STYLE_EXT.test(name));
}

/** Dropped from the context: a reviewed file (isReviewedFile, isConfigShaped, a lockfile that moves a source) is never, whatever this says. */
export function isNoise(path: string): boolean {
  return LOCKFILES.has(baseName(path)) || dirs(path).some((d) => NOISE_DIRS.has(d)) || NOISE_EXT.test(path);
}

/** Prose: a document's extension (not a build file's name, `CMakeLists.txt`) or a README-like name (`LICENSE`). */
export function isDoc(path: string): boolean {
  const name = baseName(path);
  return (DOC_EXT.test(name) && !isBuildFile(name)) || PROSE_NAME.test(name);
}

/**
 * A test artifact (Gherkin, HTTP collection, YAML scenario) that no registry row can score. A YAML file
 * named after a test or kept in a test-data folder is what a test reads or compares (isTestData), a
 * build file's name is a build's (`docker-compose.test.yml` aside, both are reviewed).
 */
export function isUnscorableTestArtifact(path: string): boolean {
  const name = baseName(path);
  if (!UNSCORABLE_EXT.test(name) || isBuildFile(name)) return false;
  if (/\.ya?ml$/i.test(name) && (TEST_NAMED.test(name) || inTestDataDir(path))) return false;
  return dirs(path).some((d) => UNSCORABLE_DIRS.has(d.toLowerCase())) || UNSCORABLE_NAMES.some((re) => re.test(name));
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
