export const id = 9293;
export const ids = [9293];
export const modules = {

/***/ 56940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ isUnscorableTestArtifact),
/* harmony export */   Rw: () => (/* binding */ isRunnerFile),
/* harmony export */   S8: () => (/* binding */ isConfigShaped),
/* harmony export */   ZQ: () => (/* binding */ isDoc),
/* harmony export */   _n: () => (/* binding */ disabledByRename),
/* harmony export */   ck: () => (/* binding */ assertSafePaths),
/* harmony export */   hl: () => (/* binding */ isTestFile),
/* harmony export */   qh: () => (/* binding */ isReviewedFile),
/* harmony export */   ty: () => (/* binding */ isNoise)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53326);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38556);
/* harmony import */ var _text_code_extensions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18949);




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
    new RegExp(`^(?:${RUNNERS})(?:[._-][A-Za-z0-9]+)*?[._-](?:config|conf|workspace|projects|setup|setup-after-env|teardown)(?:[._-][A-Za-z0-9]+)*\\.[^.]+$`),
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
function isInstalledDependency(path) {
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
const NOISE_EXT = /\.(snap|map|lock|png|jpe?g|gif|webp|ico|bmp|svg|pdf|zip|gz|tgz|tar|jar|woff2?|ttf|otf|eot|mp[34]|mov|webm|wasm|exe|dll|so|dylib|class|pyc)$|\.min\.(js|css)$/i;
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
const segments = (path) => path.split('/');
const baseName = (path) => segments(path).at(-1);
const dirs = (path) => segments(path).slice(0, -1);
function isMaestroFlow(path) {
    const name = baseName(path);
    if (!/\.ya?ml$/.test(name) || /^config\.ya?ml$/.test(name))
        return false;
    return dirs(path).some((d) => d === 'maestro' || d === '.maestro') || /\.flow\.ya?ml$/.test(name);
}
/**
 * Pester's default `*.Tests.ps1`, in any case (PowerShell matches names so). PowerShell is not in
 * CODE_EXTENSIONS: its other scripts, `Invoke-Test.ps1` among them, are no tests by name or folder.
 */
const PESTER = /\.tests\.ps1$/i;
/** A test by its file name alone (TEST_NAMES, Pester's, a Maestro flow), wherever it lies. */
function isTestByName(path) {
    const name = baseName(path);
    return isMaestroFlow(path) || PESTER.test(name) || ((0,_text_code_extensions_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCodeExtension */ .Z)(path) && TEST_NAMES.some((re) => re.test(name)));
}
/** A test folder, a test source set or a test project by its name (TEST_DIRS, TEST_DIR_NAME). */
const isTestDir = (d) => TEST_DIRS.has(d.toLowerCase()) || TEST_DIR_NAME.test(d);
function isTestFile(path, extra = () => false) {
    if (extra(path) || isTestByName(path))
        return true;
    return (0,_text_code_extensions_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCodeExtension */ .Z)(path) && dirs(path).some(isTestDir);
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
function isUncollected(path) {
    return dirs(path).some((d, i, all) => UNCOLLECTED_DIRS.has(d) ||
        (RESOURCE_DIRS.has(d) && all[i - 2] === 'src') ||
        d.startsWith('.') ||
        d.endsWith('.egg') ||
        (d.startsWith('_') && !d.startsWith('__') && path.endsWith('.go')));
}
const NO_PROJECTS = { base: () => null, head: () => null };
/** A rule that takes a file named as one of `names` or lying in a folder of `within`, never one in a folder of `skips`. */
function collects(names, within = [], skips = []) {
    return (path) => {
        const d = dirs(path);
        return !d.some((x) => skips.includes(x)) && (names.some((re) => re.test(baseName(path))) || d.some((x) => within.includes(x)));
    };
}
/** Cargo's test targets, `tests/<name>.rs` and `tests/<name>/main.rs`, and the files under `src/`, whose unit tests it builds. */
function cargoCollects(path) {
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
function msbuildCollects(path, projectOf) {
    if (dirs(path).some((d) => d === 'bin' || d === 'obj'))
        return false;
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
function sourceSetOf(path) {
    const d = dirs(path);
    const at = d.findLastIndex((x, i) => x === 'src' && JVM_LANG_DIRS.has(d[i + 2] ?? ''));
    return at < 0 ? null : d[at + 1];
}
/**
 * Where a JVM build runs tests, by the source set a path lies in (sourceSetOf): a test source set
 * (Maven and Gradle compile `src/main/` into the application and run only the test source sets'
 * classes); a project with no source-set layout; last any source set, which takes a test named so
 * in `src/main/` that never ran (moving it is no removal).
 */
const JVM_PLACES = [
    (set) => set !== null && TEST_SOURCE_SET.test(set),
    (set) => set === null,
    (set) => set !== null,
];
/** Each JVM rule by names, place by place (JVM_PLACES): keepsCollection takes the first that collects. */
const jvmRunners = (...names) => JVM_PLACES.flatMap((place) => names.map((name) => (path) => name(path) && place(sourceSetOf(path))));
const named = (...res) => (path) => res.some((re) => re.test(baseName(path)));
// pytest's `norecursedirs` beyond the folders no runner collects from (UNCOLLECTED_DIRS).
const PYTEST_SKIPS = ['CVS', '_darcs', '{arch}'];
/**
 * Each language's runners by how mainstream they are, each by its default rule (the folders every
 * runner skips are isUncollected's): vitest and jest (vitest skipped `cypress/` before v4), vitest's
 * type tests, Cypress, Deno, bun, and node --test by name only (vitest projects keep helpers in
 * `test/`, which node would run); pytest, then unittest; go test; cargo; Maven's surefire, then
 * failsafe; PHPUnit and Pest, then phpspec; MSBuild; RSpec, then minitest.
 */
const DEFAULT_RUNNERS = [
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
function keepsCollection(from, to, projects) {
    const lang = DEFAULT_RUNNERS.find((l) => l.ext.test(from));
    if (!lang)
        return !isTestByName(from) || isTestByName(to);
    const runner = lang.runners.find((c) => c(from, projects.base));
    if (!runner && !isTestByName(from))
        return true;
    return lang.ext.test(to) && (runner ? [runner] : lang.runners).some((c) => c(to, projects.head));
}
// go/build's knownOS and knownArch (internal/syslist): every value a Go file name may constrain its build to.
const GOOS = new Set('aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos'.split(' '));
const GOARCH = new Set(('386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ' +
    'ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm').split(' '));
/**
 * The GOOS and GOARCH a Go file's name alone builds it for, as go/build's goodOSArchFile reads it:
 * the name to its first `.`, after its first `_`, less a last `_test`, ending `_GOOS_GOARCH`,
 * `_GOOS` or `_GOARCH` (`auth_windows_test.go`: windows; `linux_test.go`: none).
 */
function goBuildConstraint(path) {
    const l = baseName(path).split('.')[0].split('_').slice(1);
    if (l.at(-1) === 'test')
        l.pop();
    const [os, arch] = l.slice(-2);
    if (os !== undefined && arch !== undefined && GOOS.has(os) && GOARCH.has(arch))
        return [os, arch];
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
function disabledByRename(from, to, extra, leftRunner = () => false, projects = NO_PROJECTS) {
    if (!isTestFile(from, extra))
        return false;
    if (!isTestFile(to, extra) || (isUncollected(to) && !isUncollected(from)) || leftRunner(from, to))
        return true;
    // A GOOS or GOARCH the name gained (`auth_test.go` → `auth_plan9_test.go`): `go test` on the runner's
    // platform no longer compiles it, whatever `--test-glob` takes.
    const before = goBuildConstraint(from);
    if (to.endsWith('.go') && goBuildConstraint(to).some((t) => !before.includes(t)))
        return true;
    return !extra(to) && !keepsCollection(from, to, projects);
}
/** A test runner's configuration or setup file (RUNNER_FILES, RUNNER_PATHS). */
function isRunnerFile(path) {
    const name = baseName(path);
    return RUNNER_FILES.some((re) => re.test(name)) || RUNNER_PATHS.some((re) => re.test(path)) || isCypressSupport(path);
}
/** What Cypress loads before every spec (`supportFile`, `cypress/support/e2e.ts`, and what it imports; the old plugins file): `Cypress.on('fail', () => false)` there passes every test. */
function isCypressSupport(path) {
    const d = dirs(path);
    const at = d.lastIndexOf('cypress');
    return at >= 0 && (d[at + 1] === 'support' || d[at + 1] === 'plugins') && (0,_text_code_extensions_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCodeExtension */ .Z)(path);
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
function isTestExpectation(path) {
    if (IMAGE_EXT.test(path))
        return false;
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
const inTestDataDir = (path) => dirs(path).some((x) => TEST_DATA_DIRS.has(x.toLowerCase()));
const inTestDir = (path) => dirs(path).some((x) => TEST_DIRS.has(x.toLowerCase()) || TEST_DIR_NAME.test(x));
/** A data file named after a test (`test_response.yml`, `login_test.yaml`, `api.test.json`, `LoginSpec.json`): pytest-regressions' and others' stored expectations. */
const TEST_NAMED = /^tests?[_-].*\.[^.]+$|[._-](?:tests?|specs?)\.[^.]+$|[a-z0-9](?:Tests?|Spec)\.[^.]+$/;
const isTestNamedData = (name) => !(0,_text_code_extensions_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCodeExtension */ .Z)(name) && !isDoc(name) && TEST_NAMED.test(name);
/**
 * What a test reads as input or expected output (`tests/fixtures/users.json`, `testdata/in.csv`,
 * `tests/expected/output.txt`, `tests/test_api/test_response.yml`): a file kept in a test-data folder,
 * code included; any other file of a test folder but its code, documents included (a golden `.txt`
 * or `.md`), a README-like note excepted; and a data file named after a test, wherever it lies.
 * Not an image or other noise, nor a scenario no row scores (isUnscorableTestArtifact). Rewritten to
 * agree with a wrong output, the unchanged test passes on it, as on a rewritten snapshot, so a changed
 * one is reviewed with the tests, alone or not.
 */
function isTestData(path) {
    const name = baseName(path);
    if (isNoise(path) || IMAGE_EXT.test(path) || isUnscorableTestArtifact(path) || PROSE_NAME.test(name))
        return false;
    // A data folder's `.go` is an input (an analyzer's `testdata/src/a/a.go`); a test folder's code is a test already.
    return inTestDataDir(path) || isTestNamedData(name) || (!(0,_text_code_extensions_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCodeExtension */ .Z)(path) && inTestDir(path));
}
/** What the review set takes: tests, what decides how they run, the dependencies they load, and what they read or compare against (removal counts tests alone). */
function isReviewedFile(path, extra = () => false) {
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
const isBuildFile = (name) => BUILD_NAMES.some((re) => re.test(name));
/** Source a runner never reads as settings, besides the languages' code (CODE_EXTENSIONS): stylesheets. */
const STYLE_EXT = /\.(?:css|scss|sass|less|styl|pcss)$/i;
/** Prose by a conventional name, with or without a document's extension: a note, never test data or settings. */
const PROSE_NAME = /^(?:README|LICEN[CS]E|COPYING|AUTHORS|CONTRIBUTING|CONTRIBUTORS|NOTICE|CHANGELOG|CHANGES|NEWS|HISTORY)(?:[-_][A-Za-z0-9]+)?(?:\.(?:md|mdx|markdown|adoc|rst|txt))?$/i;
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
function isConfigShaped(path) {
    const name = baseName(path);
    if (isBuildFile(name))
        return true;
    if (LOCK_NAME.test(name) || NOISE_EXT.test(name) || isUnscorableTestArtifact(path) || isDoc(name))
        return false;
    return CONFIG_NAMES.some((re) => re.test(name)) || !((0,_text_code_extensions_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCodeExtension */ .Z)(name) || STYLE_EXT.test(name));
}
/** Dropped from the context: a reviewed file (isReviewedFile, isConfigShaped, a lockfile that moves a source) is never, whatever this says. */
function isNoise(path) {
    return LOCKFILES.has(baseName(path)) || dirs(path).some((d) => NOISE_DIRS.has(d)) || NOISE_EXT.test(path);
}
/** Prose: a document's extension (not a build file's name, `CMakeLists.txt`) or a README-like name (`LICENSE`). */
function isDoc(path) {
    const name = baseName(path);
    return (DOC_EXT.test(name) && !isBuildFile(name)) || PROSE_NAME.test(name);
}
/**
 * A test artifact (Gherkin, HTTP collection, YAML scenario) that no registry row can score. A YAML file
 * named after a test or kept in a test-data folder is what a test reads or compares (isTestData), a
 * build file's name is a build's (`docker-compose.test.yml` aside, both are reviewed).
 */
function isUnscorableTestArtifact(path) {
    const name = baseName(path);
    if (!UNSCORABLE_EXT.test(name) || isBuildFile(name))
        return false;
    if (/\.ya?ml$/i.test(name) && (TEST_NAMED.test(name) || inTestDataDir(path)))
        return false;
    return dirs(path).some((d) => UNSCORABLE_DIRS.has(d.toLowerCase())) || UNSCORABLE_NAMES.some((re) => re.test(name));
}
/** Literals that delimit the prompt's data blocks: a path holding one could forge a block. */
const DELIMITER = /---(BEGIN|END)\b/i;
/** Hostile paths are refused before anything reaches the prompt (exit 2). */
function assertSafePaths(paths, where) {
    for (const p of paths) {
        // Every line break some reader splits on (U+2028, U+2029, U+0085, VT and FF too), not only LF and CR.
        if (/[\n\r\0\u2028\u2029\u0085\v\f]/.test(p) || DELIMITER.test(p)) {
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where}: unsafe path ${(0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(p, 120)} (a line break, NUL or prompt delimiter in a file name); rename the file`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .TEST_REVIEW_EXIT */ .v.environment);
        }
    }
}


/***/ }),

/***/ 5594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EV: () => (/* binding */ LEDGER_SECTION),
/* harmony export */   SC: () => (/* binding */ readLedger)
/* harmony export */ });
/* unused harmony exports BONUS_LINE, BONUS_ROW, GRADE */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97054);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53326);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62277);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7227);




const LEDGER_SECTION = 'Quality Score Breakdown';
// Two runs of spaces meet only across a required `*` or `+` (`\s*(?:\*+\s*)?` for `\s*\**\s*`): runs that could
// split one stretch of spaces between them were quadratic (#658).
const BONUS_LINE = /^\**Total\s+Bonus\**\s*:\s*(?:\*+\s*)?\+\s*(\d+)\s*\**$/i;
const BONUS_ROW = /^\|\s*\**Total\s+Bonus\**\s*\|\s*(?:\*+\s*)?(?:\+\s*)?(\d+)\s*(?:\*+\s*)?\|?$/i;
const BONUS_ANY = /^\|?\s*\**Total\s+Bonus\**\s*[:|]/i;
// Their numbers are read whole (NUMBER), so `1.0 × 10` or `79.5` is refused by name, never read as 0 or 79.
// The template writes a deduction negative (`-2 × 2 = -4`): that one minus is its form, not the count's.
const DEDUCTION = new RegExp(String.raw `^\|?\s*\**(Critical|High|Medium|Low)\s+(?:Violations|deductions)\b[^\p{N}\n]*?[-\u2212]?(${_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER */ .u})\s*[×x*]\s*\p{N}`, 'iu');
// Or the count alone after its label (`Critical Violations: 0`, `| High Violations | 1 | -5 |`): a
// count is what must agree with **Total Violations**; the weight is the rubric's, not the report's.
const BARE_COUNT = new RegExp(String.raw `^\|?\s*\**(Critical|High|Medium|Low)\s+(?:Violations|deductions)\**\s*[:|]\s*\**\s*[-\u2212]?(${_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER */ .u})(?![\p{L}\p{N}])`, 'iu');
// A line labelled as a severity's deductions: read by DEDUCTION or BARE_COUNT, or refused (a count in words is no count).
const DEDUCTION_LABEL = /^\|?\s*\**(Critical|High|Medium|Low)\s+(?:Violations|deductions)\b/i;
const FINAL = new RegExp(String.raw `^\|?\s*\**(?:Final|Effective)\s+Score\**\s*[:|]\s*\**\s*(${_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER */ .u})`, 'iu');
const RAW = new RegExp(String.raw `^\|?\s*\**Raw\s+Deduction\s+Score\**\s*[:|]\s*\**\s*(${_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER */ .u})`, 'iu');
const GRADE = /^\|?\s*\**Grade\**\s*[:|]\s*(?:\*+\s*)?([A-F])\b/i;
function once(found, what) {
    if (new Set(found).size > 1)
        (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`"## ${LEDGER_SECTION}" states ${what} twice, differently: a report has one ledger`);
    return found[0] ?? null;
}
/**
 * `shown` is the body as the page shows it (code blank): its headings say where the ledger
 * section is (a `##` line inside a fence ends nothing), and its lines are read from `rawBody`,
 * fenced ones included. A list marker before a ledger line is read through.
 */
function readLedger(rawBody, shown, bonusMax, struck = new Set()) {
    const found = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .findSections */ .Kd)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .sections */ .V0)(shown), LEDGER_SECTION);
    if (found.length !== 1)
        (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`expected exactly one "## ${LEDGER_SECTION}" section (found ${found.length})`);
    const { line: heading, body } = found[0];
    const lines = rawBody
        .split('\n')
        .slice(heading, heading + body.split('\n').length)
        .map((l) => l.trim().replace(/^(?:[-*+]|\d{1,9}[.)])\s+/, ''));
    const bonuses = [];
    const counts = {};
    const finals = [];
    const raws = [];
    const grades = [];
    for (const [k, line] of lines.entries()) {
        if (line.startsWith('>'))
            continue; // a quote is not the ledger
        if (BONUS_ANY.test(line)) {
            if (struck.has(heading + k + 1))
                (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`the ledger's Total Bonus line sits in a paragraph with a tilde (struck-out text on the page): write it plainly`);
            const m = BONUS_LINE.exec(line) ?? BONUS_ROW.exec(line);
            if (!m)
                (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`the ledger's Total Bonus line ${(0,_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(line, 60)} does not read "Total Bonus: +N"`);
            bonuses.push(Number(m[1]));
        }
        const d = DEDUCTION.exec(line) ?? BARE_COUNT.exec(line);
        if (d) {
            const key = (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .countKey */ .tj)((d[1][0].toUpperCase() + d[1].slice(1).toLowerCase()));
            if (counts[key] !== undefined)
                (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`"## ${LEDGER_SECTION}" deducts ${d[1]} violations twice: a report has one ledger`);
            counts[key] = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeCount */ .v)(d[2], `the ledger deducts ${d[1]}`);
        }
        else if (DEDUCTION_LABEL.test(line))
            (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`the ledger's line ${(0,_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(line, 60)} reads as no count: write it in digits ("N × weight", or N)`);
        const f = FINAL.exec(line);
        if (f)
            finals.push((0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeCount */ .v)(f[1], 'the ledger writes its final score'));
        const r = RAW.exec(line);
        if (r)
            raws.push((0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeCount */ .v)(r[1], 'the ledger writes its raw deduction score'));
        const g = GRADE.exec(line);
        if (g)
            grades.push(g[1].toUpperCase());
    }
    if (bonuses.length === 0)
        (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`"## ${LEDGER_SECTION}" has no "Total Bonus: +N" line (a "| Total Bonus | N |" row is read too)`);
    if (bonuses.length > 1)
        (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`"## ${LEDGER_SECTION}" has ${bonuses.length} Total Bonus lines: a report has one ledger`);
    const bonus = bonuses[0];
    if (bonus % 5 !== 0 || bonus > bonusMax)
        (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reject */ .ku)(`Total Bonus +${bonus} must be a multiple of 5 and at most ${bonusMax}`);
    return {
        bonus,
        counts,
        finalScore: once(finals, 'the final score'),
        rawScore: once(raws, 'the raw deduction score'),
        grade: once(grades, 'the grade'),
    };
}


/***/ }),

/***/ 97054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ shownHeading),
/* harmony export */   FM: () => (/* binding */ labelPattern),
/* harmony export */   Kd: () => (/* binding */ findSections),
/* harmony export */   Oh: () => (/* binding */ fenceMask),
/* harmony export */   SF: () => (/* binding */ sectionHeading),
/* harmony export */   Us: () => (/* binding */ sameSection),
/* harmony export */   V0: () => (/* binding */ sections),
/* harmony export */   jO: () => (/* binding */ entries),
/* harmony export */   oA: () => (/* binding */ unwrap),
/* harmony export */   of: () => (/* binding */ blockTitle),
/* harmony export */   p$: () => (/* binding */ subBlocks),
/* harmony export */   um: () => (/* binding */ tables),
/* harmony export */   vl: () => (/* binding */ asRead),
/* harmony export */   wW: () => (/* binding */ labelled)
/* harmony export */ });
/**
 * Small, strict readers for the report's Markdown: fenced blocks removed (so a
 * quoted example cannot speak for the report), level-2 sections, labelled
 * lines, list entries. Nothing here knows about scores or verdicts.
 */
/**
 * The report as a reader of the rendered page has it: CommonMark's line endings (CRLF and a lone
 * CR) as LF, the line and paragraph separators U+2028, U+2029 and U+0085 (text to CommonMark,
 * shown as space) as spaces, and what renders as nothing (zero-width and bidi format characters,
 * soft hyphens, variation selectors) gone, so `**Sev\u200berity**` is the label a reader sees.
 */
function asRead(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .replace(/[\u2028\u2029\u0085]/g, ' ')
        .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '');
}
/**
 * For each line, whether it belongs to a fenced block (``` or ~~~, any length; its fences
 * included), as CommonMark reads them: a backtick fence's info string holds no backtick, a closing
 * fence is followed by spaces and tabs only (a no-break space after it makes it text of the block),
 * and a line that opens an HTML comment (`<!--`) is comment text up to its `-->`, fence lines included.
 */
function fenceMask(lines) {
    let fence = null;
    let comment = false;
    return lines.map((line) => {
        // The fence taken whole (`(?=(…))\1` never gives a mark back): a U+2028 after 100,000 backticks was quadratic (hazard 600).
        const m = /^ {0,3}(?=(`{3,}|~{3,}))\1(.*)$/.exec(line);
        if (fence !== null) {
            // Only spaces and tabs may follow a closing fence (CommonMark): one followed by a no-break space closes nothing.
            if (m && m[1][0] === fence[0] && m[1].length >= fence.length && /^[ \t]*$/.test(m[2]))
                fence = null;
            return true;
        }
        if (comment || /^ {0,3}<!--/.test(line)) {
            comment = !line.includes('-->');
            return false;
        }
        if (m && !(m[1][0] === '`' && m[2].includes('`')))
            fence = m[1];
        return fence !== null;
    });
}
/**
 * The level-2 heading a line opens, as written (`## Quality Score **Breakdown**` gives
 * `Quality Score **Breakdown**`), or null. The one reading of where a section starts, for the
 * parser and for the published report's rewrite alike (see tidy.ts): compare what it gives with
 * sameSection, never as text.
 */
function sectionHeading(line) {
    if (!line.startsWith('##') || line.startsWith('###'))
        return null;
    // What `/^##\s+(.+?)\s*#*\s*$/` gives: the tail is any end from the start of its spaces, hashes, spaces.
    const tail = endRun(line, endRun(line, endRun(line, line.length, isSpace), isHash), isSpace);
    return lazyTitle(line, 2, (q) => q >= tail) ?? null;
}
/** JavaScript's `\s`, and the line ends `.` does not take, for one UTF-16 unit. */
const isSpace = (c) => /\s/.test(c);
const isLineEnd = (c) => c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029';
const isHash = (c) => c === '#';
/** Where the run of characters `is` takes that ends at `end` starts. */
function endRun(line, end, is) {
    while (end > 0 && is(line[end - 1]))
        end--;
    return end;
}
/**
 * What `^<prefix>\s+(.+?)<tail>$` captures, by index walks, where `tailAt(q)` says whether the tail
 * matches `line` from `q` on; `from` is the prefix's length. The regex retried the tail from every
 * place of a long run of spaces in the title, each try scanning to its end, for each way of
 * splitting the spaces after the prefix: "## a", 20,000 spaces and "b" took minutes (hazard 637).
 * As the regex: the longest `\s+` first, then the shortest title that holds no line end.
 */
function lazyTitle(line, from, tailAt) {
    if (from >= line.length || !isSpace(line[from]))
        return undefined;
    const start = endRunFrom(line, from, isSpace);
    for (let q = start + 1; q <= line.length && !isLineEnd(line[q - 1]); q++)
        if (tailAt(q))
            return line.slice(start, q);
    // A shorter `\s+`: the title starts with its last spaces, and ends inside them (past them it met what failed above).
    let tailIn;
    let lineEnd;
    for (let p = start - 1; p > from; p--) {
        if (tailAt(p + 1))
            tailIn = p + 1;
        if (isLineEnd(line[p]))
            lineEnd = p;
        if (tailIn !== undefined && (lineEnd === undefined || lineEnd >= tailIn))
            return line.slice(p, tailIn);
    }
    return undefined;
}
/** Where the run of characters `is` takes that starts at `from` ends. */
function endRunFrom(line, from, is) {
    while (from < line.length && is(line[from]))
        from++;
    return from;
}
/** Level-2 sections in order; a heading repeated is listed twice. */
function sections(text) {
    const out = [];
    const lines = text.split('\n');
    let current = null;
    lines.forEach((line, i) => {
        const heading = sectionHeading(line);
        if (heading !== null) {
            if (current)
                out.push({ heading: current.heading, line: current.line, body: current.body.join('\n') });
            current = { heading, line: i + 1, body: [] };
        }
        else
            current?.body.push(line);
    });
    if (current) {
        const c = current;
        out.push({ heading: c.heading, line: c.line, body: c.body.join('\n') });
    }
    return out;
}
/**
 * A heading's text as the page shows it, compared without case: escapes resolved, emphasis, code
 * and strike marks gone, every run of whitespace (a no-break space too) one space. Any spelling
 * of a section's name that shows as that name on the page is that section.
 */
const shownHeading = (text) => text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
/** Whether two headings name one section as the page shows them: the one identity of a section, everywhere. */
const sameSection = (a, b) => shownHeading(a) === shownHeading(b);
function findSections(all, heading) {
    return all.filter((s) => sameSection(s.heading, heading));
}
const WRAPPERS = ['**', '__', '*', '_', '`'];
/**
 * Removes emphasis or a code span only when it wraps the whole value, so `user_profile` survives.
 * Linear: a value of a million asterisks is peeled by moving two indices, never by copying it.
 */
function unwrap(value) {
    let start = 0;
    let end = value.length;
    for (;;) {
        while (start < end && /\s/.test(value[start]))
            start++;
        while (end > start && /\s/.test(value[end - 1]))
            end--;
        // The longest wrapper first, and at least one character inside it.
        const w = WRAPPERS.find((t) => end - start > 2 * t.length && value.startsWith(t, start) && value.endsWith(t, end));
        if (w === undefined)
            return value.slice(start, end);
        start += w.length;
        end -= w.length;
    }
}
/**
 * The value of a `**Label**:` line in any spelling a model writes (`**Label**:`,
 * `**Label:**`, `*Label*:`, `__Label__:`, a plain `Label:`, after a list marker),
 * one entry per line that carries it, in order. Quoted lines (`> ...`) are quotes,
 * not claims, unless `quotes` says they count too.
 */
function labelled(text, label, opts = {}) {
    const re = labelPattern(label, opts);
    const out = [];
    text.split('\n').forEach((line, i) => {
        const m = re.exec(line);
        if (m)
            out.push({ value: unwrap(m[3]), line: i + 1 });
    });
    return out;
}
/** The pattern `labelled` matches one line with; the value is group 3. */
function labelPattern(label, opts = {}) {
    const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const quote = opts.quotes ? '(?:>\\s*)*' : '';
    return new RegExp(`^\\s*${quote}(?:[-*+]\\s+)?(?:(\\*\\*|__|\\*|_)${esc}\\1\\s*:|(\\*\\*|__)${esc}\\s*:\\s*\\2|${esc}\\s*:)(.*)$`, 'i');
}
const cellsOf = (line) => line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => unwrap(c.trim()));
/** Markdown tables (a header row, a `---` separator row, data rows), with 1-based line numbers. */
function tables(text) {
    const lines = text.split('\n');
    const out = [];
    for (let i = 0; i + 1 < lines.length; i++) {
        const isRow = (l) => l !== undefined && /^\s*(?:>\s*)*\|/.test(l);
        // The quote markers and spaces taken whole, so the next `\s*` never splits a run of spaces with them (quadratic, hazard 600).
        if (!isRow(lines[i]) || !/^(?=(\s*(?:>\s*)*))\1\|?\s*:?-{3,}/.test(lines[i + 1]))
            continue;
        const table = { header: cellsOf(lines[i].replace(/^\s*(?:>\s*)*/, '')), line: i + 1, rows: [] };
        let j = i + 2;
        for (; isRow(lines[j]); j++)
            table.rows.push({ cells: cellsOf(lines[j].replace(/^\s*(?:>\s*)*/, '')), line: j + 1 });
        out.push(table);
        i = j - 1;
    }
    return out;
}
/** A level-3 block's title, when `line` (one line, cut at `\n` alone) opens one. */
function blockTitle(line) {
    if (!line.startsWith('###') || line.startsWith('####'))
        return undefined;
    // What `/^###\s+(.+?)(?:\s+#+)?\s*$/` gives: the tail is the end's spaces, or spaces, hashes, then those spaces.
    const spaces = endRun(line, line.length, isSpace);
    const hashes = endRun(line, spaces, isHash);
    const before = endRun(line, hashes, isSpace);
    return lazyTitle(line, 3, (q) => q >= spaces || (hashes < spaces && before < hashes && q >= before && q < hashes));
}
/** Level-3 blocks of a section body: the title and the lines under it. */
function subBlocks(body) {
    const out = [];
    for (const line of body.split('\n')) {
        const title = blockTitle(line);
        if (title !== undefined)
            out.push({ title, body: [] });
        else
            out[out.length - 1]?.body.push(line);
    }
    return out.map((b) => ({ title: b.title, body: b.body.join('\n') }));
}
/** Entries of a manifest: list markers, numbering and whole-value emphasis removed; headings, rules and blanks dropped. */
function entries(body) {
    const out = [];
    for (const raw of body.split('\n')) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#') || /^([-*_])\1{2,}$/.test(line) || line.startsWith('|') || line.startsWith('<!--'))
            continue;
        out.push(unwrap(line.replace(/^(?:[-*+]|\d+[.)])\s+/, '')));
    }
    return out;
}


/***/ }),

/***/ 62277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ NUMBER),
/* harmony export */   v: () => (/* binding */ wholeCount)
/* harmony export */ });
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7227);

/**
 * A number as a reader takes it in: digits of any script, with a sign, a decimal point or a
 * thousands separator inside (`1,000`, `1 000`, `1.0`, `-1`), never after a letter (`P1` is no count).
 * Read whole, so `1,000` is never the `000` after its comma; `wholeCount` then keeps 0-9 digits only.
 */
const NUMBER = String.raw `(?<![\p{L}\p{N}])[+\-\u2212]?\p{N}(?:[.,'\u2019_\u00A0\u2009\u202F ]?\p{N})*`;
/** A count as written, or a refusal naming it: a count is a whole number in 0-9 digits. */
function wholeCount(raw, what) {
    if (/^\p{Nd}+$/u.test(raw) && !/^\d+$/.test(raw))
        (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .reject */ .ku)(`${what} as ${JSON.stringify(raw)}, in another script's digits: write each count in 0-9 digits`);
    if (!/^\d+$/.test(raw))
        (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .reject */ .ku)(`${what} as ${JSON.stringify(raw)}: write each count as a whole number in 0-9 digits (no sign, separator or decimal point)`);
    return Number(raw);
}


/***/ }),

/***/ 29293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ resolveOptions),
/* harmony export */   cj: () => (/* binding */ CHECK_NAMES),
/* harmony export */   dz: () => (/* binding */ isTag),
/* harmony export */   gH: () => (/* binding */ flagsTag),
/* harmony export */   lh: () => (/* binding */ timeoutFor),
/* harmony export */   publishFlags: () => (/* binding */ publishFlags),
/* harmony export */   publishes: () => (/* binding */ publishes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81207);
/* harmony import */ var _review_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82536);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26781);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(74930);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71670);
/* harmony import */ var _text_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77677);
/* harmony import */ var _detect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(56940);
/* harmony import */ var _test_glob_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3986);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38556);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7227);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(46065);
/* harmony import */ var _tea_config_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(50248);













/** The check run's default name per compatibility mode (branch protection matches it exactly). */
const CHECK_NAMES = { proofgate: 'proofgate test review', tea: 'TEA Test Review' };
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const AGENTS = ['claude', 'codex', 'agy', 'custom', 'none'];
/** The explicit review set, comma-split, relative to the project root; never a secret-named file, never a path that could forge the prompt. */
function explicitFiles(c, files) {
    const where = c.name('files');
    const out = [];
    for (const item of files.flatMap((f) => f.split(','))) {
        const t = item.trim();
        if (t === '')
            continue;
        (0,_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .assertSafePaths */ .ck)([t], where);
        let p;
        try {
            p = (0,_report_js__WEBPACK_IMPORTED_MODULE_9__/* .canonicalPath */ .Op)(t, where);
        }
        catch (err) {
            c.refuse(err.message.replace(/^invalid report: /, ''));
        }
        if ((0,_review_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isSecretPath */ ._p)(p))
            c.refuse(`${where} names ${p}, a secret-named file: proofgate never hands one to an agent (review it yourself)`);
        if (!out.includes(p))
            out.push(p);
    }
    return out;
}
/** Each entry read as its spelling says (test-glob.ts), refused here, naming it, when it could match nothing or run long. */
function testGlobs(c) {
    const globs = c.list('test-glob') ?? [];
    for (const g of globs) {
        const problem = (0,_test_glob_js__WEBPACK_IMPORTED_MODULE_7__/* .testGlobProblem */ .GP)(g);
        if (problem)
            c.bad('test-glob', problem, JSON.stringify(g));
    }
    return globs;
}
/** A comment marker's tag: letters, digits, dots, dashes and underscores, 1 to 64. */
const isTag = (tag) => /^[A-Za-z0-9._-]{1,64}$/.test(tag);
/**
 * The tag of the comment, from flags read before any is checked (a refused run still updates its
 * own comment): `--publish-as`, else the agent, each only when it can be a tag.
 */
function flagsTag(f) {
    return [f.publishAs, f.agent].find((t) => t !== undefined && isTag(t)) ?? 'claude';
}
function publishFlags(raw) {
    const c = new _text_options_js__WEBPACK_IMPORTED_MODULE_5__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .TEST_REVIEW_EXIT */ .v.environment);
    const s = (key) => c.string(key);
    // The base is left out: one pull request's review names it in several ways (the event's commit, a comment's lookup).
    const picked = [c.list('files'), c.list('test-glob'), s('focus'), s('project-root')];
    return {
        name: (key, value) => raw.name(key, value),
        repo: s('repo'),
        pr: s('pr'),
        headSha: s('head-sha'),
        checkName: s('check-name'),
        publishAs: s('publish-as'),
        agent: s('agent'),
        checkRun: c.toggle('check-run') !== false,
        prComment: c.toggle('pr-comment') !== false,
        // A URL resolveOptions would refuse is left out of the refusal's own check run and comment.
        runUrl: (0,_text_links_js__WEBPACK_IMPORTED_MODULE_12__/* .linkUrl */ .YY)(s('run-url') ?? ''),
        artifactName: s('artifact-name'),
        focus: s('focus'),
        selection: picked.some((v) => v !== undefined) ? JSON.stringify(picked) : undefined,
        compat: s('compat'),
        commentAuthor: s('comment-author'),
    };
}
/** Whether the run publishes to GitHub (`--github`, or the action's `github` input). */
function publishes(raw) {
    return new _text_options_js__WEBPACK_IMPORTED_MODULE_5__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .TEST_REVIEW_EXIT */ .v.environment).toggle('github') === true;
}
function resolveOptions(raw, cwd, env = process.env) {
    const c = new _text_options_js__WEBPACK_IMPORTED_MODULE_5__/* .OptionChecks */ .N(raw, _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .TEST_REVIEW_EXIT */ .v.environment);
    const s = (key) => c.string(key);
    const given = (key) => s(key) !== undefined;
    const github = c.toggle('github') === true;
    const projectRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, s('project-root') ?? '.');
    const agent = c.oneOf('agent', AGENTS, 'claude');
    const modelFlag = s('model');
    if (modelFlag !== undefined && (agent === 'custom' || agent === 'none'))
        c.bad('model', `cannot be used with ${c.name('agent', agent)}: select a custom runner's model with ${c.name('agent-arg')}`);
    const agentCmd = s('agent-cmd');
    if (agent === 'custom' && !agentCmd)
        c.bad('agent', `needs ${c.name('agent-cmd')} (the runner that reads the prompt on stdin and writes the report)`, 'custom');
    const agentArgs = c.list('agent-arg') ?? [];
    // The runner's own rules (one model, a sane name, none for custom) decide, before anything runs.
    const model = agent === 'none' ? null : (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveModel */ .AX)({ kind: agent, args: agentArgs, ...(modelFlag !== undefined ? { model: modelFlag } : {}) });
    const rawFiles = c.list('files');
    const files = rawFiles !== undefined ? explicitFiles(c, rawFiles) : undefined;
    const gateOn = c.oneOf('gate-on', ['introduced', 'all'], files !== undefined ? 'all' : 'introduced');
    if (files !== undefined && gateOn === 'introduced')
        c.bad('gate-on', `cannot be used with ${c.name('files')}: an explicit file list has no diff to attribute findings to (use ${c.name('gate-on', 'all')})`, 'introduced');
    const envPass = c.list('env-pass') ?? [];
    (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_1__/* .checkEnvPass */ .PC)(envPass);
    const waive = s('waive');
    const waiveUntil = s('waive-until');
    if ((waive === undefined) !== (waiveUntil === undefined))
        c.bad(waive === undefined ? 'waive-until' : 'waive', `needs its partner: a waiver takes both ${c.name('waive')} (the reason) and ${c.name('waive-until')} (YYYY-MM-DD)`);
    if (waiveUntil !== undefined) {
        const problem = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_10__/* .expiryProblem */ .rD)(waiveUntil);
        if (problem)
            c.bad('waive-until', problem);
    }
    // Invisible characters alone (U+200B, U+3164, U+2800, U+00AD) are no reason a person can read (row 46).
    if (waive !== undefined && !(0,_text_words_js__WEBPACK_IMPORTED_MODULE_4__/* .hasVisibleWords */ .Ux)(waive))
        c.bad('waive', 'needs a reason: a letter or a digit a person can read');
    const commentOutGiven = s('comment-out');
    const publishing = github || commentOutGiven !== undefined;
    const onlyWhenPublishing = `only applies with ${c.name('github')} or ${c.name('comment-out')}`;
    const publishAs = s('publish-as');
    if (publishAs !== undefined && !publishing)
        c.bad('publish-as', onlyWhenPublishing);
    if (publishAs !== undefined && !isTag(publishAs))
        c.bad('publish-as', 'may hold only letters, digits, dots, dashes and underscores');
    const headSha = s('head-sha');
    if (headSha !== undefined && !publishing)
        c.bad('head-sha', onlyWhenPublishing);
    if (headSha !== undefined && !_git_git_js__WEBPACK_IMPORTED_MODULE_3__.SHA.test(headSha))
        c.bad('head-sha', 'must be a full commit id (40 hex digits, or 64 in a SHA-256 repository)');
    const onlyWithGithub = `only applies with ${c.name('github')}`;
    if (given('check-name') && !github)
        c.bad('check-name', onlyWithGithub);
    const checkRun = c.toggle('check-run') !== false;
    const prComment = c.toggle('pr-comment') !== false;
    if ((!checkRun || !prComment) && !github)
        c.bad(checkRun ? 'pr-comment' : 'check-run', onlyWithGithub, false);
    if (given('pr') && files !== undefined && !github)
        c.bad('pr', `with ${c.name('files')} (which skips git) is accepted only together with ${c.name('github')}`);
    const repo = s('repo');
    if (repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repo))
        c.bad('repo', `must be OWNER/NAME (got ${JSON.stringify(repo)})`);
    const base = s('base');
    if (base !== undefined && (base.trim() === '' || base.startsWith('-')))
        c.bad('base', `${JSON.stringify(base)} is not a ref`);
    // Every file proofgate writes stays inside the working tree (links below it are refused on write).
    const inside = (key, path) => {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(projectRoot, path);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(projectRoot, abs);
        if (rel === '' || rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel))
            c.bad(key, `${JSON.stringify(path)} is outside the project root; give a file inside it`);
        return abs;
    };
    const output = inside('output', s('output') ?? 'test-review.md');
    const json = given('json') ? inside('json', s('json')) : undefined;
    const commentOut = commentOutGiven !== undefined ? inside('comment-out', commentOutGiven) : undefined;
    if (commentOut !== undefined && (commentOut === output || commentOut === json))
        c.bad('comment-out', `names the same file as ${c.name('output')} or ${c.name('json')}`);
    if (json !== undefined && json === output)
        c.bad('json', `names the same file as ${c.name('output')}`);
    const retries = c.wholeNumber('retries', 0, 5) ?? ((0,_agent_index_js__WEBPACK_IMPORTED_MODULE_1__/* .inCi */ .wu)(env) ? 1 : 0);
    const projectSkill = c.toggle('project-skill') === true;
    const skillRoot = s('skill-root');
    if (projectSkill && skillRoot !== undefined)
        c.bad('project-skill', `cannot be combined with ${c.name('skill-root')}: name one skill`);
    const compat = c.oneOf('compat', ['proofgate', 'tea'], 'proofgate');
    const commentAuthor = s('comment-author');
    if (commentAuthor !== undefined && !github)
        c.bad('comment-author', onlyWithGithub);
    if (commentAuthor !== undefined && !LOGIN.test(commentAuthor))
        c.bad('comment-author', `must be a GitHub login (got ${JSON.stringify(commentAuthor)})`);
    const tea = {};
    const playwright = c.toggle('use-playwright-utils');
    if (playwright !== undefined)
        tea.tea_use_playwright_utils = playwright;
    const pactjs = c.toggle('use-pactjs-utils');
    if (pactjs !== undefined)
        tea.tea_use_pactjs_utils = pactjs;
    if (given('pact-mcp'))
        tea.tea_pact_mcp = c.oneOf('pact-mcp', _tea_config_js__WEBPACK_IMPORTED_MODULE_11__/* .PACT_MCP_VALUES */ .J_, 'mcp');
    if (given('execution-mode'))
        tea.tea_execution_mode = c.oneOf('execution-mode', _tea_config_js__WEBPACK_IMPORTED_MODULE_11__/* .EXECUTION_MODE_VALUES */ .gj, 'auto');
    const probe = c.toggle('capability-probe');
    if (probe !== undefined)
        tea.tea_capability_probe = probe;
    const optional = (key, value) => (value !== undefined ? { [key]: value } : {});
    return {
        name: (key, value) => raw.name(key, value),
        projectRoot,
        ...optional('base', base),
        ...optional('files', files),
        ...optional('scope', given('scope') ? c.oneOf('scope', ['single', 'directory', 'suite'], 'single') : undefined),
        testDir: s('test-dir') ?? 'tests',
        ...optional('focus', s('focus')),
        testGlobs: testGlobs(c),
        ...optional('skillRoot', skillRoot),
        ...optional('pr', c.wholeNumber('pr', 1, 1e9)),
        ...optional('repo', repo),
        retries,
        ...optional('commentOut', commentOut),
        ...optional('runUrl', c.url('run-url')),
        ...optional('artifactName', s('artifact-name')),
        github,
        ...optional('headSha', headSha),
        checkName: s('check-name') ?? CHECK_NAMES[compat],
        publishAs: publishAs ?? agent,
        checkRun,
        prComment,
        output,
        ...optional('json', json),
        agent,
        model,
        ...optional('modelFlag', modelFlag),
        ...optional('agentCmd', agentCmd),
        agentArgs,
        envPass,
        ...optional('timeoutMs', c.wholeNumber('timeout-ms', 1, 24 * 3600_000)),
        ...optional('minScore', c.wholeNumber('min-score', 0, 100)),
        ...optional('maxCritical', c.wholeNumber('max-critical', 0, 1e6)),
        minFiles: c.wholeNumber('min-files', 0, 1e6) ?? 1,
        failOn: c.oneOf('fail-on', ['request-changes', 'block'], 'request-changes'),
        gateOn,
        failOnSkip: c.toggle('fail-on-skip') === true,
        ...(waive !== undefined ? { waive: { reason: waive, until: waiveUntil } } : {}),
        isolate: c.toggle('isolate') ?? (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_1__/* .inCi */ .wu)(env),
        projectSkill,
        tea,
        compat,
        ...optional('commentAuthor', commentAuthor),
    };
}
function timeoutFor(o, files) {
    return o.timeoutMs ?? (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_1__/* .agentTimeoutMs */ .x0)(files);
}


/***/ }),

/***/ 7227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oX: () => (/* binding */ CRITICAL_SECTION),
  oC: () => (/* binding */ SEVERITIES),
  sY: () => (/* binding */ SHOULD_FIX_SECTION),
  Op: () => (/* binding */ canonicalPath),
  tj: () => (/* binding */ countKey),
  Gn: () => (/* binding */ findingsAt),
  $P: () => (/* binding */ namedIn),
  MM: () => (/* binding */ parseReport),
  ku: () => (/* binding */ reject),
  mG: () => (/* binding */ reviewedPaths)
});

// UNUSED EXPORTS: CONTEXT_BASES, EXECUTION_MODES, LABEL_THEN_VALUE, RECOMMENDATIONS, cellPlaces, verdictReading

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
// EXTERNAL MODULE: ./src/text/list.ts
var list = __webpack_require__(2807);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/fences.ts
var fences = __webpack_require__(85889);
// EXTERNAL MODULE: ./src/test-review/markdown.ts
var markdown = __webpack_require__(97054);
;// CONCATENATED MODULE: ./src/test-review/claims.ts

/**
 * Severity and row claims in every spelling a report can carry them: a labelled
 * line (`**Severity**: P1 (High)`, `**Severity:** P1`, `- Severity: High`, even
 * quoted), a key-value table row (`| Severity | P1 (High) |`) or a column of a
 * table (`| Line | Severity | … |`). A claim is read as its severity or it is
 * refused: a documented violation is never mistaken for prose.
 */
const BY_P = ['Critical', 'High', 'Medium', 'Low'];
const WORD = /^(critical|high|medium|low)$/i;
const word = (w) => (w[0].toUpperCase() + w.slice(1).toLowerCase());
/**
 * `P1 (High)`, `P1 - High`, `P1: High`, `P1`, `High`, `High (P1)`, emphasis
 * anywhere: the severity, `'mismatch'` when the P-number and the word disagree,
 * or null for anything else.
 */
function severityOf(value) {
    const v = value.replace(/[*_`]/g, '').trim();
    const p = /^P([0-3])(?:\s*\(\s*([A-Za-z]+)\s*\)|\s*[-–—:]?\s*([A-Za-z]+))?$/i.exec(v);
    const w = /^([A-Za-z]+)(?:\s*\(\s*P([0-3])\s*\)|\s*[-–—:]\s*P([0-3]))?$/i.exec(v);
    let fromP;
    let fromWord;
    if (p) {
        fromP = BY_P[Number(p[1])];
        fromWord = p[2] ?? p[3];
    }
    else if (w) {
        fromWord = w[1];
        const n = w[2] ?? w[3];
        if (n !== undefined)
            fromP = BY_P[Number(n)];
    }
    else
        return null;
    if (fromWord !== undefined && !WORD.test(fromWord))
        return null;
    const named = fromWord !== undefined ? word(fromWord) : undefined;
    if (fromP && named && fromP !== named)
        return 'mismatch';
    return (fromP ?? named);
}
/** A cell naming the label, however decorated: `**Severity**`, `Severity:`, `Severity (P0–P3)`. */
const isLabel = (cell, label) => beforeNote(cell.replace(/[*_`]/g, '')).trim().toLowerCase() === label.toLowerCase();
/**
 * `text` up to its first `:` or `(` with no line end after it (`.` stops at U+2028, which a line may
 * hold), as `/\s*[:(].*$/` cut it (the caller trims), in one pass: that pattern retried its `\s*` and
 * `.*` from every space and mark, quadratic on a cell the agent writes (hazard 600).
 */
function beforeNote(text) {
    let from = text.length;
    while (from > 0 && !/[\n\r\u2028\u2029]/.test(text[from - 1]))
        from--;
    const at = text.slice(from).search(/[:(]/);
    return at < 0 ? text : text.slice(0, from + at);
}
/** An empty cell, or one that says "none": no claim. */
const EMPTY_CELL = /^(?:|-|–|—|n\/a|none)$/i;
const same = (t) => t;
/** The word severity in any spelling a reader takes for it: `Severity`, `Severities`, `Sev`, `Sev.`. */
const SEVERITY_WORD = /(?<![\p{L}\p{N}])sev(?:erit(?:y|ies))?(?![\p{L}\p{N}])/giu;
/** Text as a reader sees it, to look for a word in: compatibility forms folded, emphasis, code and escape marks gone, look-alikes folded. */
const seen = (text, fold = same) => fold(text.normalize('NFKC').replace(/[*_`\\~]/g, '')).toLowerCase();
/** Whether a text mentions severity however decorated: `Severity Level`, `🔴 Severity`, `Sev`, `Issue Severity`. */
const mentionsSeverity = (text, fold = same) => {
    const word = new RegExp(SEVERITY_WORD.source, 'iu');
    // Marks dropped (`**Sev**erity`) and marks as breaks (`Severity_Level`, where an underscore shows).
    return word.test(seen(text, fold)) || word.test(fold(text.normalize('NFKC').replace(/[*_`\\~]/g, ' ')).toLowerCase());
};
/**
 * The severity columns of a table: every header cell that mentions severity (a second one too),
 * unless the table is a key-value one (two columns, the first headed with the label: the header
 * row is its first claim).
 */
function severityColumnsOf(t, fold) {
    if (t.header.length === 2 && mentionsSeverity(t.header[0], fold))
        return [];
    return t.header.flatMap((h, i) => (mentionsSeverity(h, fold) ? [i] : []));
}
/**
 * Every claim of `label` in `text` (fences already stripped): labelled lines, quoted or not, and key-value table rows.
 * For Severity, a cell outside a severity column that mentions severity however decorated
 * (`Severity Level`, `🔴 Severity`, `Sev`) is a label, and the cell after it its value (none: an empty value, refused).
 */
function labelClaims(text, label, fold = same) {
    const out = (0,markdown/* labelled */.wW)(text, label, { quotes: true });
    for (const t of (0,markdown/* tables */.um)(text)) {
        // A two-column table may start with its first claim in the header row.
        const rows = t.header.length === 2 ? [{ cells: t.header, line: t.line }, ...t.rows] : t.rows;
        if (label === 'Severity') {
            const columns = severityColumnsOf(t, fold);
            for (const r of rows) {
                if (r.line === t.line && columns.length)
                    continue;
                for (let c = 0; c < r.cells.length; c++)
                    if (!columns.includes(c) && mentionsSeverity(r.cells[c], fold)) {
                        out.push({ value: r.cells[c + 1] ?? '', line: r.line });
                        c++;
                    }
            }
            continue;
        }
        for (const r of rows)
            if (r.cells.length >= 2 && isLabel(r.cells[0], label))
                out.push({ value: r.cells[1], line: r.line });
    }
    return out.sort((a, b) => a.line - b.line);
}
/**
 * Every table cell read as a severity label (a header cell of a severity column, a cell before its
 * value in a row, a two-column table's header row included): the page shows each, so each must be
 * a label and nothing more. A cell that also holds a level (`**Severity**: P0 (Critical) — …` as
 * a column's header) is a claim no reader of the table's values counts.
 */
function severityLabelCells(text, fold = same) {
    const out = [];
    for (const t of (0,markdown/* tables */.um)(text)) {
        const columns = severityColumnsOf(t, fold);
        for (const c of columns)
            out.push({ value: t.header[c], line: t.line });
        const rows = t.header.length === 2 ? [{ cells: t.header, line: t.line }, ...t.rows] : t.rows;
        for (const r of rows) {
            if (r.line === t.line && columns.length)
                continue;
            for (let c = 0; c < r.cells.length; c++)
                if (!columns.includes(c) && mentionsSeverity(r.cells[c], fold)) {
                    out.push({ value: r.cells[c], line: r.line });
                    c++;
                }
        }
    }
    return out;
}
/** A label cell that names a level too (`Severity P0`, `Severity: Critical`), the template's range note `(P0–P3)` aside. */
const labelHoldsLevel = (cell, fold = same) => [seen(cell), seen(cell, fold)].some((t) => {
    // Spaces collapsed first, so each `\s*` of the range note takes at most one (hazard 600: a run of them was quadratic).
    // eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): the spaces are collapsed to one just before, so each run takes at most one character
    const rest = t.replace(/\s+/g, ' ').replace(/\(?\s*p0\s*(?:[-–—/]|to)\s*p3\s*\)?|p0\s*\/\s*p1\s*\/\s*p2\s*\/\s*p3/g, ' ');
    return /(?<![\p{L}\p{N}])(?:p[0-3]|critical|high|medium|low)(?![\p{L}\p{N}])/u.test(rest) || valueAfterSeparator(rest);
});
/** A letter or digit after a `:` or `=` (`Severity: High`): looked for after the first one only, once, where `[:=][^\p{L}\p{N}]*[\p{L}\p{N}]` ran on from each. */
function valueAfterSeparator(text) {
    const at = text.search(/[:=]/);
    return at >= 0 && /[\p{L}\p{N}]/u.test(text.slice(at + 1));
}
/** The cells of every table column whose header mentions severity (a summary of violations), empty cells left out. */
function severityColumns(text, fold = same) {
    const out = [];
    for (const t of (0,markdown/* tables */.um)(text)) {
        for (const col of severityColumnsOf(t, fold))
            for (const r of t.rows) {
                const cell = r.cells[col] ?? '';
                if (!EMPTY_CELL.test(cell.trim()))
                    out.push({ value: cell, line: r.line });
            }
    }
    return out;
}
/** `P0 (Critical)` for Critical: the spelling the template writes a severity in. */
const severityLine = (s) => `P${BY_P.indexOf(s)} (${s})`;
/**
 * What comes just before a row a negating quantifier names, in a text as `seen` gives it: "No C2
 * violations", "no C1/C2 markers", "none of the rules C1, C2", "zero violations of C3". A row
 * named so reports that it did not fire.
 */
const NEGATED = 
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): it starts only at one of the few words of its head, and each listed row starts at a letter and digit after a required separator, so a failed `$` backs off one row at a time (1 MB: 11 ms)
/(?<![\p{L}\p{N}])(?:no|zero|without(?:\s+any)?|none\s+of(?:\s+the)?|neither|not\s+(?:a\s+single|any))\s+(?:(?:violations?|findings?|issues?)\s+(?:of|for|under|against)\s+)?(?:(?:the\s+)?(?:rules?|rows?|criteri(?:on|a))\s+)?(?:\p{L}\d{1,2}\s*(?:[,/&]|or|and|nor)\s*)*$/u;
/** What comes before an `L3` that is a line of a file, not a row: `a.spec.ts (L3)`, `a.spec.ts#L3`, `(L3-L8)`. */
const LINE_AFTER_FILE = /(?:[\p{L}\p{N}_]\.[\p{L}\p{N}]+[\s,;:(#–—-]*|l\d+\s*[-–]\s*)$/u;
/**
 * The registry rows a text names (`C2`, `rule c2`, `**H1**`), a look-alike letter folded, except
 * those a negating quantifier names: the rows it says fired. An `L3` after a file is its line,
 * unless `fileLines` reads it as a row too (beside a level, either is a finding's).
 */
function rowsNamed(text, known, fold = same, fileLines = false) {
    const t = seen(text);
    const out = [];
    for (const m of t.matchAll(/(?<![\p{L}\p{N}])(\p{L})(\d{1,2})(?![\p{L}\p{N}])/gu)) {
        const row = (/^[chml]$/.test(m[1]) ? m[1] : fold(m[1]).toLowerCase()).toUpperCase() + m[2];
        // A bounded look back: a paragraph of a thousand rows is read once.
        const before = t.slice(Math.max(0, m.index - 80), m.index);
        const fileLine = !fileLines && m[1] === 'l' && LINE_AFTER_FILE.test(before);
        if (known(row) && !NEGATED.test(before) && !fileLine && !out.includes(row))
            out.push(row);
    }
    return out;
}

// EXTERNAL MODULE: ./node_modules/markdown-it/dist/markdown-it.mjs + 12 modules
var markdown_it = __webpack_require__(65251);
;// CONCATENATED MODULE: ./src/test-review/drawn.ts
/**
 * What GitHub draws instead of showing as text or code: TeX math and the fenced blocks it renders
 * as formulas, diagrams, maps and models. What they show is not the text a line reader has
 * (`$\textsf{Cr}\textsf{itical}$` shows "Critical", math mode drops spaces, a Mermaid node's label
 * is a quoted string), so a report holding any is refused, never read.
 */
/** The fence languages GitHub renders: math, Mermaid diagrams, GeoJSON and TopoJSON maps, STL models. */
const DRAWN_LANGUAGES = new Set(['math', 'mermaid', 'geojson', 'topojson', 'stl']);
/**
 * The drawn language a fence's info string names, if any: its first word, in any case. `info` is
 * the string as the page resolves it (escapes and character references: `&#109;ath` is math).
 */
function drawnLanguage(info) {
    const word = info.trim().split(/\s/)[0].toLowerCase();
    return DRAWN_LANGUAGES.has(word) ? word : undefined;
}
/** Whitespace beside a dollar, narrowly (ASCII only): any other character there is taken for the edge of math. */
const SPACE = /[ \t\n\r]/;
/**
 * Where math starts in a text, if anywhere: its first `$$` (display math, inline too), else the
 * first `$` that opens a span some later `$` closes. GitHub's rule, read loosely so that anything it draws
 * is found: an opening `$` is followed by a non-space, a closing `$` follows a non-space and is not
 * followed by a digit (`costs $5 and $10` is no math), and any later closer counts, not only the
 * first. A backslash before a dollar does not stop GitHub's math, so it stops nothing here.
 */
function mathAt(text) {
    const display = text.indexOf('$$');
    if (display >= 0)
        return display;
    let opener;
    for (let at = text.indexOf('$'); at >= 0; at = text.indexOf('$', at + 1)) {
        const after = text[at + 1];
        if (opener !== undefined && !SPACE.test(text[at - 1]) && !/[0-9]/.test(after ?? ''))
            return opener;
        if (opener === undefined && after !== undefined && !SPACE.test(after))
            opener = at;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/test-review/page-reading.ts




/**
 * The report is read line by line; GitHub renders it as GFM. Where the two could disagree, the
 * report is refused, so that what is scored is what the page shows: raw HTML (a comment hides its
 * text, `<h2>` is a heading the reader does not see as one, a `<div>` turns a fence line into
 * HTML), character references (`&#67;ritical`, `**Severity**&#58;`), setext headings (a line of
 * `=` or `-` under text), headings indented or followed by a tab, and fences indented (a list item
 * closes them where the reader would not) or never closed. Code spans and fenced blocks are
 * quotes, not report text: what they hold is not looked at.
 */
function pageReadingProblem(text) {
    const lines = text.split('\n');
    const fenced = (0,markdown/* fenceMask */.Oh)(lines);
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const where = `line ${i + 1}`;
        if (VT_FF.test(line))
            return `${where} holds a vertical tab or form feed: GitHub reads it as a space where a line reader does not (a table's row or separator); write spaces`;
        // eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`; each repeat ends at a required `>` the last `[ \t]*` cannot take, so a failed `$` backs off one repeat at a time (1 MB: 16 ms)
        if (BLANK_TO_ONE.test(line) && !/^(?:[ \t]*>)*[ \t]*$/.test(line))
            return `${where} holds only a Unicode space or an invisible character: blank to a line reader, not to GitHub (a table goes on through it); leave it empty`;
        const fence = /^( {0,3})(`{3,}|~{3,})/.exec(line);
        if (fence && fenced[i] && fence[1])
            return `${where} indents a code fence: a list item or an HTML block around it ends it where a line reader would not; start fences at the margin`;
        if (fenced[i])
            continue;
        if (CONTAINER_PREFIX.exec(line)[0].includes('\t') && !/^[ \t>]*$/.test(line))
            return `${where} has a tab before its text (at its start, or after a quote or list marker): GitHub and a line reader count its width differently there (code to one, text to the other); indent with spaces`;
        if (line.includes('|') && SPACE_BY_PIPE.test(line))
            return `${where} has a Unicode space (a no-break or ideographic space) at a table cell's edge: GitHub and a line reader trim cells differently; write plain spaces`;
        const prose = withoutCodeSpans(line);
        if (/<[A-Za-z/!?]/.test(prose))
            return `${where} holds HTML (${(0,redact/* quoted */.TL)(prose.slice(prose.search(/<[A-Za-z/!?]/)), 24)}): the page hides or reshapes it, so write the report in Markdown only`;
        if (CHARACTER_REFERENCE.test(prose))
            return `${where} holds a character reference (&…;): the page shows another character than the text; write the character itself`;
        if (/^ {1,3}#{1,6}(?:\s|$)/.test(line) || /^#{1,6}\t/.test(line))
            return `${where} is a heading indented or followed by a tab: write it as "## Title" at the margin`;
        // A line of only `=` or `-` (quote markers aside) under a line of text, whatever that line holds
        // (a pipe too: `| text |` then `---` is a heading to GitHub, a one-column table to a line
        // reader): a setext heading to one reader, a rule, a table or text to another. Only a list
        // item's line above a rule at the margin (the rule ends the list) and a "#" heading are let be.
        const previous = (lines[i - 1] ?? '').replace(/^(?:[ \t]*> ?)*/, '');
        const under = line.replace(/^(?:[ \t]*> ?)*/, '');
        if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(under) &&
            i > 0 &&
            !fenced[i - 1] &&
            previous.trim() !== '' &&
            !(/^[=-]/.test(under) && /^\s*(?:[-*+]|\d+[.)])\s/.test(previous)) &&
            !/^ {0,3}#/.test(previous))
            return `${where} underlines the line above as a heading (setext) on GitHub: write headings as "## Title", and leave a blank line between text or a table and a line of dashes`;
    }
    // A fence still open at the end: a line reader hides the rest, the page may not (a container ends it).
    const last = lines.length - 1;
    if (last >= 0 && fenced[last]) {
        let opener = last;
        while (opener > 0 && fenced[opener - 1])
            opener--;
        if (opener === last || !/^ {0,3}(`{3,}|~{3,})\s*$/.test(lines[last]))
            return `line ${opener + 1} opens a code fence that never closes: close it`;
    }
    return undefined;
}
/**
 * The quote and list markers a line starts with and the whitespace around them: a tab there is
 * counted as a tab stop by cmark-gfm and otherwise by markdown-it (`>>\t`, `1. \t`), so a line is
 * an indented code block to one and paragraph text to the other.
 */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*/;
/** A character reference as CommonMark reads one: named, decimal or hexadecimal. */
const CHARACTER_REFERENCE = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]*);/;
/**
 * A line with its code spans taken out, as CommonMark pairs them: a run of backticks opens a span
 * only when it is not backslash-escaped, and is closed by the next run of exactly its length (a
 * run of another length is text); a run never closed is text. (A span over two lines is text here:
 * more is looked at, not less; the page's own inline tokens are checked as well, see readAsPage.)
 * `gap` stands where each span was, so the text on its two sides is not glued into one word.
 */
function withoutCodeSpans(line, gap = '') {
    // Every maximal run of backticks, by length, in order: a closer is found by moving one index per
    // length forward, never by scanning the line again (linear in the line, however many runs).
    const runs = new Map();
    for (const m of line.matchAll(/`+/g)) {
        const r = runs.get(m[0].length) ?? runs.set(m[0].length, { at: [], next: 0 }).get(m[0].length);
        r.at.push(m.index);
    }
    // Pieces of text between spans, joined once (a character at a time would build a rope as long as the line).
    const kept = [];
    let from = 0;
    let i = 0;
    while (i < line.length) {
        const c = line[i];
        if (c === '\\')
            i += 2;
        else if (c !== '`')
            i++;
        else {
            let end = i;
            while (line[end] === '`')
                end++;
            const r = runs.get(end - i);
            while (r && r.next < r.at.length && r.at[r.next] < end)
                r.next++;
            if (!r || r.next >= r.at.length)
                i = end;
            else {
                kept.push(line.slice(from, i));
                from = i = r.at[r.next] + (end - i);
            }
        }
    }
    kept.push(line.slice(from));
    return kept.join(gap);
}
/**
 * Characters a line reader and the page part ways on: vertical tab and form feed are spaces to
 * cmark-gfm (a table row, its cells, its separator row) and not to markdown-it's `[ \t]`; and a
 * line blank only to one of them (a no-break space, an ideographic or em space, a zero-width
 * character: JavaScript's trim() and the reader drop them, cmark-gfm does not) ends a table for one
 * and continues it for the other. Unicode spaces beside a cell's pipe are trimmed by markdown-it and
 * not by cmark-gfm (a separator row `|-|\u00a0` is one to one reader only).
 */
const VT_FF = /[\v\f]/;
const UNICODE_SPACE = '[^\\S \\t\\n\\v\\f\\r]|[\\p{Cf}\\p{Default_Ignorable_Code_Point}]';
const BLANK_TO_ONE = new RegExp(`^(?:[ \\t]*>)*(?:[ \\t]|${UNICODE_SPACE})*$`, 'u');
const SPACE_BY_PIPE = /(?:^|\|)[ \t]*[^\S \t\n\v\f\r]|[^\S \t\n\v\f\r][ \t]*(?:\||$)/;
/** A heading as the line reader takes one: `#`s at the margin, then whitespace (any, as `\s` reads it). */
const READER_HEADING = /^(#{1,6})\s+\S/;
/**
 * A line cmark-gfm may take for a table's separator row: cells of dashes (a colon at either end)
 * between pipes, the outer pipes optional, with a pipe or a colon somewhere (dashes alone are a
 * rule or a setext underline, refused elsewhere).
 */
// `[ \t]*(?:\|[ \t]*)?`, not `[ \t]*\|?[ \t]*`: two runs of spaces with only an optional pipe between share a long run, and
// split it every way before a letter fails the row (1 MB: minutes; hazard 637). Same rows.
const DELIMITER_ROW = /^(?=[^|:]*[|:])[ \t]*(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*(?:\|[ \t]*)?$/;
/** A CommonMark parser with GFM tables (markdown-it: linear in the report's size), made once. */
let parser;
/**
 * The most characters one paragraph, heading or table cell may hold: the page's parser makes an
 * object of each mark in it (a code span, a link), so one of 15 MiB took 2.6 GB.
 */
const INLINE_MAX_CHARS = 1024 * 1024;
/**
 * The page's blocks, and a reader of one block's inline text (its code spans, links, HTML). Each
 * block's inline tokens are made when asked for and dropped after, so the memory they take is one
 * block's, never the report's.
 */
function pageBlocks(text) {
    // text_join off: a character reference stays a token of its own (text_special, info "entity").
    // Emphasis off: nothing here reads it, and its delimiters cost a token each (a 15 MiB line of `_*` took 4.6 GB).
    const md = (parser ??= new markdown_it/* default */.A('commonmark', { html: true }).enable('table').disable(['text_join', 'emphasis', 'inline']));
    const env = {};
    const blocks = md.parse(text, env);
    return {
        blocks,
        inline: (block) => {
            const children = [];
            md.inline.parse(block.content, md, env, children);
            return children;
        },
        info: (fence) => md.utils.unescapeAll(fence.info),
    };
}
/**
 * Inline text the page does not show: HTML (a comment hides what it holds, over lines too), a
 * link's title (a tooltip; it may run over lines), an image (its alt text). A text-free answer
 * reads as what it is.
 */
function hiddenBy(tokens) {
    for (const t of tokens ?? []) {
        if (t.type === 'html_inline')
            return 'inline HTML';
        if (t.type === 'image')
            return 'an image';
        if (t.type === 'link_open' && t.attrGet('title') !== null)
            return 'a link title';
    }
    return undefined;
}
/**
 * The inline links of a text (titles are refused), leftmost first, as the pattern
 * `\[((?:[^[\]\\]|\\.)*)\]\((?:[^()\s\\]|\\.|\((?:[^()\s\\]|\\.)*\))*\)` finds them: `[text](destination)`,
 * an escape anywhere, the destination's parentheses balanced once. Walked, not matched: that
 * pattern overflowed the stack on a line of 15 million characters (every one a step to back off).
 */
function inlineLinks(text) {
    const out = [];
    // An escape is a backslash and any character but a line break; the index after it, or -1.
    const escaped = (at) => (at + 1 < text.length && !/[\n\r\u2028\u2029]/.test(text[at + 1]) ? at + 2 : -1);
    for (let start = text.indexOf('['); start >= 0;) {
        const end = linkEnd(text, start, escaped);
        if (!end)
            start = text.indexOf('[', start + 1);
        else {
            out.push({ start, end: end.end, label: text.slice(start + 1, end.close) });
            start = text.indexOf('[', end.end);
        }
    }
    return out;
}
/** Where the link opened at `start` ends, and where its text closes; undefined when none opens there. */
function linkEnd(text, start, escaped) {
    let at = start + 1;
    while (at < text.length && text[at] !== ']') {
        if (text[at] === '[')
            return undefined;
        at = text[at] === '\\' ? escaped(at) : at + 1;
        if (at < 0)
            return undefined;
    }
    const close = at;
    if (text[close] !== ']' || text[close + 1] !== '(')
        return undefined;
    let depth = 0;
    for (at = close + 2; at < text.length;) {
        const c = text[at];
        if (c === ')' && depth === 0)
            return { close, end: at + 1 };
        if (c === ')')
            depth = 0;
        else if (c === '(' && depth === 0)
            depth = 1;
        else if (c === '(' || /\s/.test(c))
            return undefined;
        else if (c === '\\') {
            at = escaped(at);
            if (at < 0)
                return undefined;
            continue;
        }
        at++;
    }
    return undefined;
}
/** A text with each inline link as its text alone. */
function linksAsText(text) {
    const links = inlineLinks(text);
    if (links.length === 0)
        return text;
    const kept = [];
    let from = 0;
    for (const l of links) {
        kept.push(text.slice(from, l.start), l.label);
        from = l.end;
    }
    kept.push(text.slice(from));
    return kept.join('');
}
/** Marks a code span in shownText: not a space, so the dollars of GitHub's `` $`…`$ `` stay math's edges. */
const CODE_SPAN = '`…`';
/** The text a block's inline tokens show (a link's text without its marks), a code span as CODE_SPAN, a line break as one. */
function shownText(tokens) {
    const shows = (t) => t.type === 'text' || t.type === 'text_special' ? t.content : t.type === 'code_inline' ? CODE_SPAN : /break$/.test(t.type) ? '\n' : '';
    return tokens.map(shows).join('');
}
/**
 * What the page draws rather than shows as text or code (see drawn.ts) in one block: math in its
 * inline text, or a fence of a drawn language. `line` is the 1-based line the block starts on.
 */
function drawnIn(token, children, info, line) {
    const language = token.type === 'fence' ? drawnLanguage(info(token)) : undefined;
    if (language)
        return `line ${line} opens a \`\`\`${language} block, which GitHub draws (a formula, a diagram, a map or a model) instead of showing it as code: a line reader cannot read what it shows; write findings as text, and code in a fence of another language`;
    const text = children ? shownText(children) : '';
    const at = mathAt(text);
    if (at !== undefined)
        return `line ${line} holds math (${(0,redact/* quoted */.TL)(text.slice(at), 24)}): GitHub draws TeX as a formula, whose letters and spaces are not the text a line reader reads; write the report in plain text, and put a dollar that is not a price in a code span`;
    return undefined;
}
/** Blocks whose lines the page shows as the report's text. */
const TEXT_BLOCKS = new Set(['paragraph_open', 'heading_open', 'table_open', 'hr']);
/** Blocks whose lines the page shows as no text of the report: code and HTML. */
const OTHER_BLOCKS = new Set(['code_block', 'fence', 'html_block']);
/** A line holding nothing but the markers of the quotes and list items around it. */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`; each repeat ends at a required marker the last `[ \t]*` cannot take, so a failed `$` backs off one repeat at a time (1 MB: 17 ms)
const ONLY_MARKERS = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*$/;
/**
 * A line a renderer may take for a link reference or footnote definition: a bracketed label and a
 * colon at the start, after any quote or list markers. Parsers differ on which are definitions
 * (cmark counts a label's length in bytes, markdown-it in characters; cmark takes a `javascript:`
 * destination, markdown-it does not; GFM has footnotes), and a definition shows nothing of its
 * title, so none is let through.
 */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637, #658): anchored at `^`; each repeat ends at a required marker the last `[ \t]*` cannot take, so a failed `\[` backs off one repeat at a time, as ONLY_MARKERS
const DEFINITION_START = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]))*[ \t]*\[/;
/** The label found by a walk, not a regex: a backtracking one overflowed the stack on a line of 15 million `[`. */
function isDefinition(line) {
    const start = DEFINITION_START.exec(line);
    if (!start)
        return false;
    for (let i = start[0].length; i < line.length; i++) {
        if (line[i] === '\\')
            i++;
        else if (line[i] === ']')
            return line[i + 1] === ':';
    }
    return false;
}
/**
 * The report as the page has it (`page`: its text as GitHub gets it, invisible characters kept)
 * beside the line reader's (`reader`: the same lines as read, see asRead), read by a CommonMark
 * parser with GFM tables: where the two part ways the report is refused, whatever the spelling
 * that made them part. No line may look like a definition, and every line must be shown by a block
 * of the page (a line nested past the parser's depth is shown by none). A line the page shows as
 * code or HTML is blanked for the reader. Every heading the reader sees must be a heading of the
 * same level at the margin of the page, and every heading of the page one the reader sees; every
 * table the reader reads must be the same table on the page, row for row, none wider than its
 * header (the page drops the extra cells), and every table of the page one the reader reads. A
 * link is read as its text. What the page draws instead of showing (math, a fence of a drawn
 * language) is refused. `continuing` holds the 1-based lines that go on a paragraph the line
 * before began (the page shows them as one); `struck`, the lines of a paragraph holding a tilde.
 */
function readAsPage(page, reader) {
    const pageLines = page.split('\n');
    const definition = pageLines.findIndex(isDefinition);
    if (definition >= 0)
        return {
            problem: `line ${definition + 1} is a link reference or footnote definition: the page shows no such line; write links inline`,
        };
    const shown = new Set();
    const covered = new Set();
    const continuing = new Set();
    const struck = new Set();
    const headings = new Map();
    const pageTables = new Map();
    const pageFenced = new Set();
    const { blocks, inline, info } = pageBlocks(page);
    // The line a block starts on: a table cell's inline text has no map of its own, its row does.
    let start = 0;
    for (const token of blocks) {
        start = token.map?.[0] ?? start;
        if (token.type === 'inline' && token.content.length > INLINE_MAX_CHARS)
            return {
                problem: `line ${(token.map?.[0] ?? 0) + 1} starts a paragraph, heading or table cell of more than ${INLINE_MAX_CHARS.toLocaleString('en-US')} characters, the most that is read as one: break it into paragraphs`,
            };
        const children = token.type === 'inline' ? inline(token) : null;
        const hiding = hiddenBy(children);
        if (hiding && token.map)
            return { problem: `line ${token.map[0] + 1} holds ${hiding}: the page shows none of its text; write the report in plain Markdown` };
        // A character reference the page resolves in text (outside its real code spans, over lines too):
        // the reader has "&#83;everity" where the page shows "Severity".
        if (token.map && children?.some((t) => t.type === 'text_special' && t.info === 'entity'))
            return {
                problem: `line ${token.map[0] + 1} holds a character reference (&…;): the page shows another character than the text; write the character itself`,
            };
        const drawn = drawnIn(token, children, info, start + 1);
        if (drawn)
            return { problem: drawn };
        // Every link the page shows must be one the reader reads as its text (a destination in nested
        // parentheses or in <…> is one the reader would not see as a link).
        const links = children?.filter((t) => t.type === 'link_open').length ?? 0;
        if (links && token.map && links !== inlineLinks(pageLines.slice(token.map[0], token.map[1]).join('\n')).length)
            return {
                problem: `line ${token.map[0] + 1} holds a link a line reader cannot read as its text: write links as [text](plain-destination)`,
            };
        if (!token.map || !(TEXT_BLOCKS.has(token.type) || OTHER_BLOCKS.has(token.type)))
            continue;
        for (let line = token.map[0]; line < token.map[1]; line++)
            (TEXT_BLOCKS.has(token.type) ? shown : covered).add(line);
        if (token.type === 'paragraph_open') {
            for (let line = token.map[0] + 1; line < token.map[1]; line++)
                continuing.add(line + 1);
            // A tilde anywhere in a paragraph can strike out text over its lines (`~~Draft` … `~~`).
            if (pageLines.slice(token.map[0], token.map[1]).some((l) => l.includes('~')))
                for (let line = token.map[0]; line < token.map[1]; line++)
                    struck.add(line + 1);
        }
        if (token.type === 'heading_open')
            headings.set(token.map[0], { depth: Number(token.tag.slice(1)), nested: token.level > 0 });
        if (token.type === 'table_open')
            pageTables.set(token.map[0] + 1, token.map[1]);
        if (token.type === 'fence' && token.level === 0)
            for (let line = token.map[0]; line < token.map[1]; line++)
                pageFenced.add(line);
        // An indented code block cannot interrupt a paragraph: one right under a line of text is where
        // the parsers part (a lazy line after a quote or list is text to cmark-gfm, code to markdown-it,
        // which the reader would blank).
        if (token.type === 'code_block' && token.map[0] > 0 && !/^[ \t>]*$/.test(pageLines[token.map[0] - 1]))
            return {
                problem: `line ${token.map[0] + 1} is indented code right under a line of text (GitHub may show it as that text's paragraph): leave a blank line before code, or fence it`,
            };
    }
    // The fences a line reader finds (fenceMask: the ledger is read inside them, HTML is looked for
    // outside them) must be the page's, line for line: whatever spelling makes them part (a no-break
    // space after a closing fence, an info string, a tab), an HTML comment or a bonus could sit on
    // one side of a fence for the reader and on the other for the page.
    const readerFenced = (0,markdown/* fenceMask */.Oh)(pageLines);
    const fenceSplit = readerFenced.findIndex((fenced, i) => fenced !== pageFenced.has(i));
    if (fenceSplit >= 0)
        return {
            problem: `line ${fenceSplit + 1} is ${readerFenced[fenceSplit] ? '' : 'not '}in a code fence for a line reader but ${pageFenced.has(fenceSplit) ? '' : 'not '}on the page: open a fence with \`\`\` at the margin and close it with the same fence alone on its line (nothing after it but spaces)`,
        };
    const unshown = pageLines.findIndex((line, i) => !shown.has(i) && !covered.has(i) && !ONLY_MARKERS.test(line));
    if (unshown >= 0)
        return { problem: `line ${unshown + 1} is not shown by the page as any block (quotes or lists nested too deep?): write it plainly` };
    // A link shows its text alone: the reader reads that (`[](x)**Severity**`, `[3](#high:0) High`).
    const lines = reader.split('\n').map((line, i) => (shown.has(i) ? linksAsText(line) : ''));
    for (let i = 0; i < lines.length; i++) {
        const where = `line ${i + 1}`;
        const heading = READER_HEADING.exec(lines[i]);
        const shownAs = headings.get(i);
        if (heading && !shownAs)
            return { problem: `${where} reads as a heading to a line reader but the page shows it as text: write headings as "## Title"` };
        if (shownAs && !heading)
            return {
                problem: `${where} is a heading on the page that a line reader does not see as one: write headings as "## Title" at the margin`,
            };
        if (shownAs?.nested)
            return { problem: `${where} is a heading inside a list or a quote: write headings at the margin` };
        if (heading && shownAs && heading[1].length !== shownAs.depth)
            return { problem: `${where} is a level-${shownAs.depth} heading on the page, read otherwise by a line reader: write it plainly` };
    }
    const body = lines.join('\n');
    const readerTables = (0,markdown/* tables */.um)(body);
    for (const t of readerTables) {
        const last = pageTables.get(t.line);
        if (last === undefined)
            return { problem: `line ${t.line} reads as a table to a line reader but not on the page: give the separator row the header's cells` };
        const end = t.rows.at(-1)?.line ?? t.line + 1;
        if (end !== last)
            return {
                problem: `line ${Math.min(end, last) + 1} ends the table for one reader and not the other: start every row with "|" and end the table with a blank line`,
            };
        const wide = t.rows.find((r) => r.cells.length > t.header.length);
        if (wide)
            return { problem: `line ${wide.line} has more cells than its header: the page drops the extra ones` };
    }
    const read = new Set(readerTables.map((t) => t.line));
    const unread = [...pageTables.keys()].find((line) => !read.has(line));
    if (unread !== undefined)
        return { problem: `line ${unread} starts a table without a leading pipe: start every row with "|"` };
    // GitHub (cmark-gfm) takes a line of dashes with a pipe or a colon under a line of text for a
    // table's separator row, whatever the header holds (one column, no pipe: "text" then "|-|");
    // markdown-it and the line reader do not. The page then drops or reshapes what the reader reads.
    const delimiter = pageLines.findIndex((line, i) => {
        const bare = line.replace(/^(?:[ \t]*>)*/, '');
        if (i === 0 || covered.has(i) || !DELIMITER_ROW.test(bare) || read.has(i))
            return false;
        return !covered.has(i - 1) && pageLines[i - 1].replace(/^(?:[ \t]*>)*/, '').trim() !== '';
    });
    if (delimiter >= 0)
        return {
            problem: `line ${delimiter + 1} is a table's separator row on the page (the line above is its header) but not for a line reader: write tables as "| a | b |" then "| --- | --- |", and leave a blank line between text and a line of dashes`,
        };
    return { body, continuing, struck };
}

// EXTERNAL MODULE: ./src/test-review/ledger.ts
var test_review_ledger = __webpack_require__(5594);
// EXTERNAL MODULE: ./src/test-review/numbers.ts
var numbers = __webpack_require__(62277);
// EXTERNAL MODULE: ./src/test-review/score.ts
var test_review_score = __webpack_require__(37449);
// EXTERNAL MODULE: ./src/test-review/exit-codes.ts
var exit_codes = __webpack_require__(38556);
;// CONCATENATED MODULE: ./src/test-review/path-mentions.ts

/**
 * Every place a text names one of many paths, found in one walk of the text instead of one
 * search per path: a report of 10,000 finding blocks over 1,000 reviewed files asked every
 * paragraph for every file (ten million searches), most of a 20-second run.
 */
/** The characters a path is made of, at its ends: a path glued to one is part of a longer name. */
const PATH_CHAR = /[\p{L}\p{N}_./\\-]/u;
/** Keys are a path's first characters, at most this many (fewer when a path is shorter). */
const MAX_KEY = 8;
function pathFinder(paths) {
    const key = paths.reduce((k, p) => Math.min(k, p.length), MAX_KEY);
    const byKey = new Map();
    // A start is looked up only where its first code unit begins some path: a table, not a string per offset.
    const first = new Uint8Array(0x10000);
    for (const p of paths) {
        const k = p.slice(0, key);
        const same = byKey.get(k);
        if (same)
            same.push(p);
        else
            byKey.set(k, [p]);
        if (key > 0)
            first[p.charCodeAt(0)] = 1;
    }
    return {
        occurrences(text) {
            const out = [];
            if (byKey.size === 0)
                return out;
            for (let at = 0; at <= text.length - key; at++) {
                if (key > 0 && !first[text.charCodeAt(at)])
                    continue;
                const bucket = byKey.get(text.slice(at, at + key));
                if (!bucket || (at > 0 && PATH_CHAR.test(text[at - 1])))
                    continue;
                for (const path of bucket)
                    if (text.startsWith(path, at))
                        out.push({ path, at });
            }
            return out;
        },
    };
}
/** Emphasis, strikethrough and code marks: never part of a path a page shows. */
const MARKS = /[*`~]/g;
/** A Markdown escape: the page shows the punctuation without its backslash (`test\_cart.py`). */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
const PATH_RUN = /[\p{L}\p{N}_./-]+/gu;
/** Each path in a text in its shortest spelling: `./a`, `a//b`, `a/x/../b` as `a`, `a/b`, `a/b`; an absolute one as written. */
function shortest(text) {
    // Prose with no separator has nothing to spell out: a 16 MiB report of words is not rebuilt a word at a time.
    if (!text.includes('/'))
        return text;
    return text.replace(PATH_RUN, (run) => (run.includes('/') && !run.startsWith('/') ? external_node_path_.posix.normalize(run) : run));
}
/**
 * A text as a reader takes the paths in it, lower-cased, in each spelling a writer may mean by a
 * backslash: a Windows separator (`tests\unit\a.ts`, as an agent on Windows writes it) or a
 * Markdown escape (`test\_cart.py`, shown `test_cart.py`). Marks are off, an underscore kept (a
 * pytest file's name), and `./`, `..` and doubled separators spelled out, so every spelling of a
 * changed test's path is that path: never prose a claim slips past in.
 */
function pathReadings(text) {
    const plain = text.normalize('NFKC').replace(MARKS, '');
    // Without a backslash the two spellings are one.
    const spellings = plain.includes('\\') ? [plain, plain.replace(ESCAPE, '$1')] : [plain];
    return spellings.map((t) => shortest(t.replace(/\\/g, '/')).toLowerCase());
}
/**
 * A line written after a path in the spellings models use besides `path:3`: `, line 3`,
 * ` (line 3)`, ` (L3)`, `#L3`, ` lines 3-8`, ` at line 3`. Group 1 is the line, group 2 a range's end.
 * Case-insensitive use only.
 */
const LINE_AFTER_PATH = String.raw `(?:[\s,;:()–—-]+(?:at\s+|on\s+)?(?:lines?|ln\.?|l\.?)|#l)\s*(\d+)(?:\s*[-–]\s*l?(\d+))?`;

;// CONCATENATED MODULE: ./src/test-review/report-bounds.ts
/**
 * The shape a report may have before it is read at all. The byte cap (16 MiB, command.ts) bounds
 * its size; every pass of the reader is linear in that, but some costs are per line (each line is
 * read as a reader and as the page does, into a few objects), so a report of millions of short
 * lines costs minutes and gigabytes where one of the template's shape at the cap costs a minute.
 * A report past this bound is refused by name, never read slowly.
 */
/** Lines a report may have: one of the template's shape at the 16 MiB cap has about 300,000. */
const REPORT_MAX_LINES = 400_000;
/**
 * Quote and list markers a line may start with. The page shows nothing nested past 20 (its
 * parser's depth: such a line is refused as shown by no block); past this, the reader's own
 * patterns would step through millions of markers before saying so (15 MiB of `> ` overflowed the stack).
 */
const REPORT_MAX_NESTING = 100;
/**
 * Characters a line of rule marks may have (`*`, `-`, `_` or `=` alone, spaced or not, quote markers
 * before): the page shows a rule or a heading's underline, one line at any length, and no paragraph
 * bound holds it (it has no text), but every pass of the reader copies it (a 16 MiB line of `*`: 10 s
 * and 800 MB; of `_ `, 13 s).
 */
const REPORT_MAX_RULE = 1_000;
/** Pipes a report may hold: each may edge a table cell, which costs the readers as much as a line (a table of 4 million cells: a minute, 2.4 GB). */
const REPORT_MAX_PIPES = 400_000;
/** Why a report is beyond what is read (its lines, its table cells, a line's nesting, a line of rule marks), or undefined. */
function reportBoundProblem(text) {
    let lines = 1;
    // Line ends as CommonMark counts them (LF, CRLF, a lone CR), counted before the text is split.
    for (const _ of text.matchAll(/\r\n?|\n/g))
        if (++lines > REPORT_MAX_LINES)
            break;
    if (lines > REPORT_MAX_LINES)
        return `the report goes on past line ${REPORT_MAX_LINES.toLocaleString('en-US')}, the most lines that are read: write a shorter report (one "### " block per finding, no filler)`;
    let pipes = 0;
    for (let at = text.indexOf('|'); at >= 0 && pipes <= REPORT_MAX_PIPES; at = text.indexOf('|', at + 1))
        pipes++;
    if (pipes > REPORT_MAX_PIPES)
        return `the report holds more than ${REPORT_MAX_PIPES.toLocaleString('en-US')} pipes (|), each a table cell's edge, the most that are read: write shorter tables`;
    const all = text.split(/\r\n?|\n/);
    const deep = all.findIndex((line) => markersAtStart(line) > REPORT_MAX_NESTING);
    if (deep >= 0)
        return `line ${deep + 1} starts with more than ${REPORT_MAX_NESTING} quote or list markers (the page shows nothing nested past 20): write it plainly`;
    const rule = all.findIndex((line) => line.length > REPORT_MAX_RULE && ruleMark(line) !== undefined);
    if (rule >= 0)
        return `line ${rule + 1} is a run of more than ${REPORT_MAX_RULE.toLocaleString('en-US')} characters of ${JSON.stringify(ruleMark(all[rule]))} (a rule or a heading's underline, which the page shows as one line at any length), the most that is read: write "---"`;
    return undefined;
}
/**
 * The quote markers (`>`) and list markers (`-`, `*`, `+`, `1.`, `1)`, followed by a space, a tab
 * or the line's end, as the reader's patterns take one: a rule of dashes is none) a line starts
 * with, counted up to one past the bound.
 */
function markersAtStart(line) {
    let count = 0;
    let at = 0;
    while (count <= REPORT_MAX_NESTING) {
        while (line[at] === ' ' || line[at] === '\t')
            at++;
        const marker = line[at] === '>' ? 1 : (/^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(at, at + 11))?.[0].length ?? 0);
        if (marker === 0)
            break;
        at += marker;
        count++;
    }
    return count;
}
/** The one mark (`*`, `-`, `_`, `=`) a line is made of, spaces, tabs and quote markers aside, or undefined. */
function ruleMark(line) {
    let mark;
    for (const c of line) {
        if (c === ' ' || c === '\t' || (c === '>' && mark === undefined))
            continue;
        if (mark === undefined && '*-_='.includes(c))
            mark = c;
        else if (c !== mark)
            return undefined;
    }
    return mark;
}

;// CONCATENATED MODULE: ./src/test-review/finding-headings.ts

/**
 * Which headings of a report read as a list of findings, line by line. A reader takes a line under
 * `## Critical`, `### P0 Blockers` or `#### Issues Found` for a finding at whatever level the
 * heading names, so the severity a line gives is its own words' and its enclosing headings' (any
 * level), and such a heading's subtree is held to the findings sections' rules.
 */
/** A level as a reader names one, the word or its P-number. */
const LEVEL_OF = {
    critical: 'Critical',
    p0: 'Critical',
    high: 'High',
    p1: 'High',
    medium: 'Medium',
    p2: 'Medium',
    low: 'Low',
    p3: 'Low',
};
/**
 * A level in other words a reader takes as one (docs/command-test-review.md lists them): "must fix" (the
 * template's own name for Critical, `Critical Issues (Must Fix)`),
 * a blocker, a showstopper and "severe" are Critical; a SEV or bracketed S number and a priority
 * written in words are the P-number of the same digit (`SEV1`, `[S1]`, `Priority one` are P1, High).
 * A closed list: a level the reader cannot name is read by the place rules instead (uncountedFindings).
 */
const LEVEL_SYNONYM = /(?<![\p{L}\p{N}])(?:(must[\s-]*fix|(?<!non[\s-]?)blockers?|show[\s-]?stoppers?|severe)|sev[\s-]*([0-3])|(?<=[[(])s([0-3])(?=[\])])|s([0-3])(?=\s*:)|priority[\s-]*(zero|one|two|three|[0-3]))(?![\p{L}\p{N}])/gu;
const DIGIT_WORD = ['zero', 'one', 'two', 'three'];
/** The levels a text (as `seen` gives it) names, once each. */
const levelsNamed = (text) => [
    ...new Set([
        ...[...text.matchAll(/(?<![\p{L}\p{N}])(critical|high|medium|low|p[0-3])(?![\p{L}\p{N}])/gu)].map((m) => LEVEL_OF[m[1]]),
        ...[...text.matchAll(LEVEL_SYNONYM)].map((m) => {
            if (m[1])
                return 'Critical';
            const digit = (m[2] ?? m[3] ?? m[4] ?? m[5]);
            return LEVEL_OF[`p${DIGIT_WORD.includes(digit) ? DIGIT_WORD.indexOf(digit) : digit}`];
        }),
    ]),
];
/** A heading that reads as a list of problems, whatever level it names (`Issues Found`, `Blocking Issues`, `Sev1`). */
const PROBLEMS = /(?<![\p{L}\p{N}])(?:issues?|findings?|problems?|bugs?|violations?|defects?|blockers?|blocking|concerns?|flaws?|(?:must|should)[\s-]*fix|sev(?:erit(?:y|ies))?\s*\d?)(?![\p{L}\p{N}])/u;
/** What a heading names, its file names aside (`# Test Quality Review: critical-path.spec.ts` names no level). */
function headingWords(heading, fold) {
    const words = heading
        .split(/\s+/)
        .filter((w) => !/[\p{L}\p{N}_]\.[\p{L}\p{N}]/u.test(w))
        .join(' ');
    // As written and as folded (`Сritical` in Cyrillic reads as Critical).
    const readings = [seen(words), seen(words, fold)];
    const levels = [...new Set(readings.flatMap(levelsNamed))];
    return { findings: levels.length > 0 || readings.some((r) => PROBLEMS.test(r)), levels };
}
/**
 * For each line of `body` (index 0 is line 1), the nearest enclosing heading (any level, ATX: the
 * page reader refuses setext ones) that reads as a findings section, with the levels its enclosing
 * headings name, or undefined. A heading's own line is under its parent. The template's own
 * sections (`template`) are read by their own rules: what a heading above one names stops there,
 * and the headings inside a findings section of the template are its blocks. Linear: the open
 * headings are at most six, and each line takes the reading of the last heading before it.
 */
function findingsHeadings(body, fold, template) {
    const open = [];
    let current;
    let inBlocks = false;
    return body.split('\n').map((line, i) => {
        const here = current;
        const hashes = /^(#{1,6})\s+\S/.exec(line)?.[1];
        if (hashes === undefined || (inBlocks && hashes.length > 2))
            return here;
        const depth = hashes.length;
        const heading = line.slice(depth).trim();
        const kind = depth === 2 ? template(heading) : null;
        inBlocks = kind === 'findings';
        open.length = depth - 1;
        open[depth - 1] = {
            line: i + 1,
            heading,
            settled: kind !== null,
            ...(kind === null ? headingWords(heading, fold) : { findings: false, levels: [] }),
        };
        // The open headings from the nearest out, up to a template section.
        const chain = [];
        for (let d = depth - 1; d >= 0; d--) {
            const h = open[d];
            if (!h)
                continue;
            if (h.settled)
                break;
            chain.push(h);
        }
        const nearest = chain.find((h) => h.findings);
        current = nearest && { line: nearest.line, heading: nearest.heading, levels: [...new Set(chain.flatMap((h) => h.levels))] };
        return here;
    });
}

;// CONCATENATED MODULE: ./src/test-review/report.ts

















/**
 * The strict reader of an agent's test-review report. Every rule is a reason
 * to refuse (exit 3): a report that cannot be read exactly is not a verdict.
 * It reads what the agent claimed; score.ts decides what those claims are worth.
 */
const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'];
const RECOMMENDATIONS = ['Approve', 'Approve with Comments', 'Request Changes', 'Block'];
const CONTEXT_BASES = ['none', 'pr_diff_truncated', 'pr_diff'];
const EXECUTION_MODES = ['agent-team', 'subagent', 'sequential'];
const CRITICAL_SECTION = 'Critical Issues (Must Fix)';
const SHOULD_FIX_SECTION = 'Recommendations (Should Fix)';
const KEY = { Critical: 'critical', High: 'high', Medium: 'medium', Low: 'low' };
const countKey = (s) => KEY[s];
function reject(why) {
    throw new errors.ProofgateError(`invalid report: ${why}`, exit_codes/* TEST_REVIEW_EXIT */.v.agent);
}
function titleCase(word) {
    return (word[0].toUpperCase() + word.slice(1).toLowerCase());
}
/**
 * The frontmatter keys the test-review workflows write (the TEA template's resume state and the
 * documents it read; proofgate's template names its rubric), each with the shape its value has.
 */
const FRONTMATTER = {
    workflowType: { shape: 'testarch-test-review', ok: (v) => v === 'testarch-test-review' },
    stepsCompleted: {
        shape: 'a list of step names (step-01-load-context, …: lowercase letters, digits and -)',
        ok: (v) => Array.isArray(v) && v.every(isStep),
    },
    lastStep: { shape: 'a step name (step-04-generate-report)', ok: (v) => isStep(v) },
    lastSaved: { shape: 'a date (2026-07-29), or empty', ok: (v) => typeof v === 'string' && /^[\d\-:.TZ +]{0,40}$/.test(v) },
    inputDocuments: {
        shape: 'a list of file paths (no spaces or colons)',
        ok: (v) => Array.isArray(v) && v.every((p) => typeof p === 'string' && /^[\w./@+~-]{1,400}$/.test(p)),
    },
    rubric: { shape: 'a rubric name (proofgate-test-review)', ok: (v) => typeof v === 'string' && /^[a-z0-9-]{1,64}$/.test(v) },
};
const FRONTMATTER_KEYS = Object.keys(FRONTMATTER);
function isStep(v) {
    return typeof v === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(v);
}
/**
 * The report after its frontmatter, the frontmatter's lines kept blank: a line number the reader
 * gives is the line an editor shows in the file (a blank line before the first block shows nothing).
 */
function frontmatter(text) {
    const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
    if (!m) {
        // What a writer often puts around a document it was asked to write, named so the next attempt can leave it out.
        // Linear: one search for the key, one for a `---` line before it.
        const key = text.search(/^workflowType:/m);
        const later = key > 0 && /^---\r?$/m.test(text.slice(0, key));
        if (later && (0,fences/* opensWithFence */.vc)(text))
            reject('the report is wrapped in a Markdown fence: write the Markdown itself, its first line the `---` of the frontmatter');
        if (later)
            reject('text comes before the frontmatter: the report starts with the `---` line of its frontmatter');
        reject('no YAML frontmatter at the top (a leading `---` block with workflowType: testarch-test-review)');
    }
    // A renderer that knows no frontmatter (cmark-gfm, a comment) shows it as Markdown, which the
    // parser never reads: nothing in it may render as structure or emphasis.
    m[1].split(/\r?\n/).forEach((line, i) => {
        const t = line.trim();
        if (t === '' || /^[#>|<]/.test(t) || /\*\*|__|`/.test(t) || /:\s*[|>][+-]?\d*\s*$/.test(t))
            reject(`frontmatter line ${i + 2} (${(0,redact/* quoted */.TL)(t, 40)}) would render as Markdown where the report is shown: keep the frontmatter to plain keys, values and lists (no blank line, comment, block text or emphasis)`);
    });
    let fm;
    try {
        fm = (0,dist.parse)(m[1], { logLevel: 'error' });
    }
    catch (err) {
        reject(`the frontmatter is not valid YAML (${err.message.split('\n')[0]})`);
    }
    const doc = (fm && typeof fm === 'object' ? fm : {});
    if (doc.workflowType !== 'testarch-test-review')
        reject('frontmatter workflowType must be testarch-test-review');
    // Resume state for an interactive run: optional, but when present it must list steps.
    if (Array.isArray(doc.stepsCompleted) && doc.stepsCompleted.length === 0)
        reject('frontmatter stepsCompleted is empty: list the completed steps, or leave the key out');
    // Shown to a reader (a table on GitHub, text elsewhere) and never read for the verdict: only the
    // workflows' own keys, each holding what they write there, so no claim can stand in it.
    for (const [key, value] of Object.entries(doc)) {
        const known = FRONTMATTER[key];
        if (!known)
            reject(`frontmatter key ${(0,redact/* quoted */.TL)(key, 40)} is not one the test-review workflow writes (${FRONTMATTER_KEYS.join(', ')}): it is shown where the report is, and the verdict never reads it`);
        if (!known.ok(value))
            reject(`frontmatter ${key} must be ${known.shape}`);
    }
    const lines = m[0].split('\n').length - 1;
    return { body: '\n'.repeat(lines) + text.slice(m[0].length), lines };
}
function one(all, heading) {
    return (0,markdown/* findSections */.Kd)(all, heading)[0];
}
/** A section the report is read for, written twice, would leave what the second says unread: refused. */
function onlyOne(all, heading) {
    const found = (0,markdown/* findSections */.Kd)(all, heading);
    if (found.length > 1)
        reject(`"## ${heading}" appears ${found.length} times: write what it holds under one such heading`);
    return found[0];
}
const asRecommendation = (value) => {
    const v = value.replace(/[*_]/g, '').trim().toLowerCase();
    return RECOMMENDATIONS.find((r) => r.toLowerCase() === v);
};
/**
 * The one verdict of a section. A second section of the same name, or a second
 * **Recommendation** line naming another verdict (text pasted from the pull request,
 * say), makes the report ambiguous: refused, never resolved by taking the first.
 */
function recommendationIn(all, heading) {
    const found = (0,markdown/* findSections */.Kd)(all, heading);
    if (found.length > 1)
        reject(`"## ${heading}" appears ${found.length} times: a report gives one verdict`);
    const section = found[0];
    if (!section)
        reject(`no "## ${heading}" section with a **Recommendation** line`);
    const [first, ...more] = (0,markdown/* labelled */.wW)(section.body, 'Recommendation');
    if (!first)
        reject(`no **Recommendation** line in "## ${heading}"`);
    const rec = asRecommendation(first.value);
    if (!rec)
        reject(`**Recommendation** in "## ${heading}" is ${(0,redact/* quoted */.TL)(first.value, 60)}: expected one of ${RECOMMENDATIONS.join(' | ')}`);
    const other = more.map((l) => asRecommendation(l.value)).find((r) => r !== undefined && r !== rec);
    if (other)
        reject(`"## ${heading}" gives two verdicts: ${rec} and ${other}`);
    return rec;
}
/** Every score line outside fences and quotes must state the same N/100; the grade beside it is read too. */
function qualityScore(body) {
    // Every score line counts: `**40**/100` is 40 on the page, never a line to skip.
    const lines = (0,markdown/* labelled */.wW)(body, 'Quality Score');
    if (lines.length === 0)
        reject('no **Quality Score**: N/100 line');
    const read = lines.map((l) => {
        const m = /^(-?\d+)\s*\/\s*100\b\s*(?:\(\s*(?:Grade\s*:?\s*)?([A-F])\b)?/i.exec(l.value.replace(/[*_]/g, ''));
        if (!m)
            reject(`**Quality Score** ${(0,redact/* quoted */.TL)(l.value, 30)} is not N/100`);
        return { score: Number(m[1]), grade: m[2]?.toUpperCase() ?? null };
    });
    const { score, grade } = read[0];
    if (read.some((r) => r.score !== score))
        reject(`the report states two quality scores (${read.map((r) => r.score).join(', ')})`);
    if (score < 0 || score > 100)
        reject(`**Quality Score** ${score}/100 is outside 0..100`);
    return { score, grade };
}
/** `N/100` as a score a reader takes in. */
const OUT_OF_100 = /(?<![\p{L}\p{N}.,])(\p{N}+)\s*\/\s*100(?![\p{N}.,]\p{N})/gu;
/** A grade as a labelled value (`**Quality Grade**: F`, `| Grade | F |`): a letter A-F alone, a sign or a word after it. */
const GRADE_VALUE = /^([a-f])(?:[+-]|\s|[^\p{L}\p{N}]|$)/iu;
/** The lines of the ledger sections, heading and body: each body split once, never in a loop's bound. */
function ledgerLines(all) {
    const lines = [];
    for (const sec of (0,markdown/* findSections */.Kd)(all, test_review_ledger/* LEDGER_SECTION */.EV)) {
        const count = sec.body.split('\n').length;
        for (let k = 0; k <= count; k++)
            lines.push(sec.line + k);
    }
    return lines;
}
/**
 * Every `N/100` and every labelled grade outside the header's score lines, the ledger (compared on its
 * own) and the rule lines must be the score read and its grade: a second score or grade the page
 * shows (`**Final Quality Score**: 40/100`, `The suite scores 40/100.`, `**Quality Grade**: F`) is one
 * the gate never reads, refused.
 */
function scoresElsewhere(body, all, score, stated) {
    const expected = stated ?? (0,test_review_score/* grade */.on)(score);
    const skipped = new Set(['Quality Score', 'Raw Deduction Score', 'Score Override Rule', 'Verdict Rule'].flatMap((l) => (0,markdown/* labelled */.wW)(body, l).map((c) => c.line)));
    const ledger = new Set(ledgerLines(all));
    for (const line of ledger)
        skipped.add(line);
    const refuse = (line, text, what) => reject(`line ${line} shows ${what} (${(0,redact/* quoted */.TL)(text.trim(), 60)}) but the report's **Quality Score** is ${score}/100 (${expected}): a report states one score, on its **Quality Score** line`);
    // The ledger's own score lines are read by readLedger; any other score the section shows is held to N/100 as elsewhere.
    const lines = body.split('\n');
    for (const i of ledger) {
        const text = seen(withoutCodeSpans(lines[i - 1] ?? '', ' '));
        const label = LABEL_THEN_VALUE.exec(text.replace(/^[^\p{L}]+/u, ''))?.[1].trim();
        const other = label !== undefined && LEDGER_SCORE_LABEL.test(label) ? null : scoreInOtherShape(text, score);
        if (other)
            refuse(i, text, `a score written ${(0,redact/* quoted */.TL)(other, 20)}, not N/100`);
    }
    // A table of earlier reviews (dated, a trend) shows their scores, not this one's.
    for (const t of (0,markdown/* tables */.um)(body))
        if (t.header.some((h) => OTHER_REVIEWS.test(seen(h))))
            for (const r of t.rows)
                skipped.add(r.line);
    lines.forEach((line, i) => {
        if (skipped.has(i + 1))
            return;
        const text = seen(withoutCodeSpans(line, ' '));
        for (const m of text.matchAll(OUT_OF_100))
            if ((0,numbers/* wholeCount */.v)(m[1], `line ${i + 1} writes a score`) !== score)
                refuse(i + 1, line, `the score ${m[1]}/100`);
        const pair = LABEL_THEN_VALUE.exec(text.replace(/^[^\p{L}]+/u, ''));
        if (pair)
            gradeAgrees(pair[1], pair[3], expected, (g) => refuse(i + 1, line, `the grade ${g}`));
        const other = scoreInOtherShape(text, score);
        if (other)
            refuse(i + 1, line, `a score written ${(0,redact/* quoted */.TL)(other, 20)}, not N/100`);
    });
    for (const t of (0,markdown/* tables */.um)(body))
        for (const r of [{ cells: t.header, line: t.line }, ...t.rows]) {
            if (skipped.has(r.line))
                continue;
            r.cells.forEach((cell, k) => {
                gradeAgrees(seen(cell), seen(r.cells[k + 1] ?? ''), expected, (g) => refuse(r.line, `| ${r.cells.join(' | ')} |`, `the grade ${g}`));
                // A key-value row (`| Score | 41% |`): the label in one cell, the score in the next.
                const other = k + 1 < r.cells.length ? scoreInOtherShape(`${seen(cell)}: ${seen(r.cells[k + 1])}`, score) : null;
                if (other)
                    refuse(r.line, `| ${r.cells.join(' | ')} |`, `a score written ${(0,redact/* quoted */.TL)(other, 20)}, not N/100`);
            });
        }
}
/** A label that names a score (`**Score**`, `Quality`, `Rating`, `Overall score`): a few words, the last a score's (`Test Quality Review` is a title). */
const SCORE_LABEL = /^(?:[\p{L}\p{M}'’-]+\s+){0,3}(?:scores?|scored|scoring|ratings?|rated|quality)$/u;
/** A number in English words (`forty-one`, `a hundred`): a score written so is one the gate never reads. */
const SCORE_IN_WORDS = /(?<![\p{L}])(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?![\p{L}])/u;
/** The ledger's own score labels (readLedger, tidy's canonical ledger), read there. */
const LEDGER_SCORE_LABEL = /^(?:(?:starting|base|final|effective|raw deduction) score|score (?:cap|rule|override rule)|total bonus)$/u;
/** A line that opens with a score and its number, no separator between (`Score 41 pts`, `Rating 4/10`); prose that quotes another run's score is the peer's own fixtures' (`the authoritative score is 90`). */
const SCORE_THEN_NUMBER = /^[^\p{L}]*(?:scores?|scored|ratings?|rated)\s+(?:(?:of|is|at|was|=)\s+)?(\p{N}+(?:[.,]\p{N}+)?\s*(?:%|\/\s*\p{N}+|out\s+of\s+\p{N}+|pts?|points?|percent)?)/u;
/**
 * A score the page shows in another shape than N/100 (`**Score**: 41%`, `4/10`, `0.41`, `41 out of 100`,
 * `Score 41 pts`): the gate compares every N/100 (scoresElsewhere) and reads no other shape, so a label
 * naming a score carries N/100 and nothing else with a number, and a score in prose is the report's as a
 * whole number. What it shows, or null. The text is as `seen` gives it.
 */
function scoreInOtherShape(text, score) {
    const rest = text.replace(OUT_OF_100, ' ');
    const pair = LABEL_THEN_VALUE.exec(rest.replace(/^[^\p{L}]+/u, ''));
    if (pair && SCORE_LABEL.test(pair[1].trim()) && (/\p{N}/u.test(pair[3]) || SCORE_IN_WORDS.test(pair[3])))
        return pair[3].trim();
    const prose = SCORE_THEN_NUMBER.exec(rest.trimStart());
    if (prose && prose[1].trim() !== String(score))
        return prose[1].trim();
    return null;
}
/** A label naming a grade whose value is another grade letter than the report's. */
function gradeAgrees(label, value, expected, refuse) {
    if (!/(?<![\p{L}])grade(?![\p{L}])/iu.test(label))
        return;
    const m = GRADE_VALUE.exec(value.trim());
    if (m && m[1].toUpperCase() !== expected)
        refuse(m[1].toUpperCase());
}
/** The header's `**Raw Deduction Score**` (the score before the cap), read whole when stated; two that differ are refused. */
function rawScore(body) {
    const read = (0,markdown/* labelled */.wW)(body, 'Raw Deduction Score').map((l) => {
        const m = new RegExp(`^(${numbers/* NUMBER */.u})\\s*(?:/\\s*100\\b|$)`, 'u').exec(l.value.replace(/[*_]/g, '').trim());
        if (!m)
            reject(`**Raw Deduction Score** ${(0,redact/* quoted */.TL)(l.value, 30)} is not N/100`);
        return (0,numbers/* wholeCount */.v)(m[1], '**Raw Deduction Score**');
    });
    if (new Set(read).size > 1)
        reject(`the report states two raw deduction scores (${read.join(', ')})`);
    return read[0] ?? null;
}
const COUNT = new RegExp(`(${numbers/* NUMBER */.u})\\s*(critical|high|medium|low)\\b|\\b(critical|high|medium|low)\\s*:\\s*(${numbers/* NUMBER */.u})`, 'giu');
function countsOf(value) {
    const counts = {};
    // `2 **High**` is 2 High on the page: emphasis is not part of a count.
    for (const m of value.replace(/[*_]/g, '').matchAll(COUNT)) {
        const severity = titleCase((m[2] ?? m[3]));
        const n = (0,numbers/* wholeCount */.v)((m[1] ?? m[4]), `**Total Violations** writes ${severity}`);
        // `~~0 Critical~~ 2 Critical` shows the second: two counts of one severity are refused, never settled by the first.
        const seen = counts[countKey(severity)];
        if (seen !== undefined && seen !== n)
            reject(`**Total Violations** counts ${severity} twice (${seen} and ${n}): write each count once`);
        counts[countKey(severity)] = n;
    }
    for (const s of SEVERITIES)
        if (counts[countKey(s)] === undefined)
            reject(`**Total Violations** has no ${s} count: write all four (N Critical, N High, N Medium, N Low)`);
    // Text beside the four counts (`(excluding one Critical)`) is shown and never read: the line holds the counts alone.
    const rest = value.replace(/[*_]/g, '').replace(COUNT, ' ');
    if (!/^(?:[\s,;|/.&+()]|and(?![\p{L}])|p[0-3](?![\p{L}\p{N}]))*$/iu.test(rest))
        reject(`**Total Violations** writes ${(0,redact/* quoted */.TL)(rest.trim(), 40)} beside its counts: write the four counts and nothing else`);
    return counts;
}
/** The counts: every **Total Violations** line outside fences and quotes must say the same. */
function totalViolations(body) {
    const lines = (0,markdown/* labelled */.wW)(body, 'Total Violations');
    if (lines.length === 0)
        reject('no **Total Violations** line (N Critical, N High, N Medium, N Low)');
    const [first, ...rest] = lines.map((l) => countsOf(l.value));
    for (const other of rest)
        if (SEVERITIES.some((s) => other[countKey(s)] !== first[countKey(s)]))
            reject('the report has two **Total Violations** lines that disagree: it counts its findings once');
    return first;
}
const SPELT_LOCATION = new RegExp(String.raw `^(?:\x60([^\x60]+)\x60|(\S+?))${LINE_AFTER_PATH}\s*\)?$`, 'iu');
/** A finding's lines in order: `2-1` is lines 1-2 (reversed, it spanned no line, so no changed one either). */
function span(from, to) {
    return to === null || to >= from ? { line: from, lineEnd: to } : { line: to, lineEnd: from };
}
function report_location(body, where) {
    const all = labelClaims(body, 'Location');
    if (all.length > 1)
        reject(`${where} states its **Location** ${all.length} times: one finding, one place`);
    const loc = all[0];
    if (!loc)
        return { path: null, line: null, lineEnd: null };
    const v = (0,markdown/* unwrap */.oA)(loc.value);
    // `path` (line 3), path, line 3, path (L3), path#L3: the line as a model writes it after the path.
    // Bounded: a location is a path and a line, and the lazy path before the separators is tried at each length.
    const spelt = v.length <= 1000 ? SPELT_LOCATION.exec(v) : null;
    if (spelt) {
        const path = canonicalPath((spelt[1] ?? spelt[2]).trim(), 'a finding **Location**');
        return { path, ...span(Number(spelt[3]), spelt[4] ? Number(spelt[4]) : null) };
    }
    if (v.includes('`'))
        reject(`${where} has **Location** ${(0,redact/* quoted */.TL)(v, 60)}, which is not read as a place: write the path and line alone, as \`path:line\` (\`tests/a.spec.ts:3\`)`);
    const m = /^(.+?)(?::(\d+)(?:\s*[-–]\s*(\d+))?)?(?::\d+)?$/.exec(v);
    if (!m)
        return { path: null, line: null, lineEnd: null };
    const path = canonicalPath(m[1].trim(), 'a finding **Location**');
    return { path, ...(m[2] ? span(Number(m[2]), m[3] ? Number(m[3]) : null) : { line: null, lineEnd: null }) };
}
/** The one severity of a finding block, in any spelling, or a refusal. */
function blockSeverity(claims, where) {
    if (claims.length > 1)
        reject(`${where} states its **Severity** ${claims.length} times: one finding, one severity`);
    const value = claims[0].value;
    const severity = severityOf(value);
    if (severity === 'mismatch')
        reject(`${where} has **Severity** ${(0,redact/* quoted */.TL)(value, 40)}: the P-number and the word disagree`);
    if (!severity)
        reject(`${where} has **Severity** ${(0,redact/* quoted */.TL)(value, 40)}: expected P0 (Critical), P1 (High), P2 (Medium) or P3 (Low)`);
    return severity;
}
/** The letters a line starts with as a reader sees them: compatibility forms folded, list, task, heading, quote and footnote markers and emphasis dropped, then look-alike letters folded. */
const bareStart = (line, fold) => fold(line
    .normalize('NFKC')
    .replace(/^[\s>]*(?:#{1,6}\s+)?(?:\[\^[^\]]*\]:\s*)?(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s*)?/, '')
    .replace(/[*_`\\|]/g, '')
    // Whatever else comes before the first letter (an emoji, a link's bracket, a number) shows as a prefix.
    .replace(/^[^\p{L}]+/u, '')).toLowerCase();
/**
 * A line that starts with the word Severity (or Row, in a finding block: `words`) but is not one
 * of the claims read from it (an ordered or task list item, a heading, a split line, a table
 * without its leading pipe, an escaped colon): the page shows a severity the parser would not count.
 */
function unreadClaim(body, claims, fold, words = /^(sev(?:erit(?:y|ies))?|row)\b/) {
    const read = new Set(claims.map((c) => c.line));
    const lines = body.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const m = words.exec(bareStart(lines[i], fold));
        if (m && !read.has(i + 1))
            return { line: i + 1, label: m[1] === 'row' ? 'Row' : 'Severity', text: lines[i].trim() };
    }
    return undefined;
}
function findingsIn(section, name, registry, fold) {
    if (!section)
        return [];
    // A severity or row written before the first ### block belongs to no finding: it would be lost.
    // Cut as subBlocks cuts blocks (lines end at `\n` alone): a U+2028 or CR is no line start.
    const lines = section.body.split('\n');
    const first = lines.findIndex((l) => (0,markdown/* blockTitle */.of)(l) !== undefined);
    const preamble = (first < 0 ? lines : lines.slice(0, first)).join('\n');
    if (labelClaims(preamble, 'Severity', fold).length || labelClaims(preamble, 'Row').length)
        reject(`"## ${name}" has a **Severity** or **Row** line outside a "### " finding block: give each finding its own block`);
    const out = [];
    // Where each block's title is in the section, so a block's line is named as the file's.
    const titles = lines.flatMap((l, k) => ((0,markdown/* blockTitle */.of)(l) !== undefined ? [k] : []));
    (0,markdown/* subBlocks */.p$)(section.body).forEach((block, i) => {
        const where = `"## ${name}" block ${i + 1} (${(0,redact/* quoted */.TL)(block.title, 60)})`;
        const sevClaims = labelClaims(block.body, 'Severity', fold);
        const rowClaims = labelClaims(block.body, 'Row');
        const unread = unreadClaim(block.body, [...sevClaims, ...rowClaims], fold);
        if (unread)
            reject(`${where} line ${section.line + 1 + titles[i] + unread.line} reads as a **${unread.label}** the report does not state as one (${(0,redact/* quoted */.TL)(unread.text, 40)}): write "**${unread.label}**: …" on a line of its own`);
        if (sevClaims.length === 0) {
            if (rowClaims.length)
                reject(`${where} cites a **Row** but states no **Severity**: a finding states both`);
            if (name === CRITICAL_SECTION)
                reject(`${where} has no **Severity**: P0 (Critical) line`);
            return; // a sub-heading under Recommendations with neither line is prose, not a finding
        }
        const severity = blockSeverity(sevClaims, where);
        if (name === CRITICAL_SECTION && severity !== 'Critical')
            reject(`${where} is ${severity} under "## ${CRITICAL_SECTION}": only P0 (Critical) findings belong there`);
        if (rowClaims.length !== 1)
            reject(rowClaims.length === 0
                ? `${where} has no **Row**: line naming its criteria-registry row`
                : `${where} cites ${rowClaims.length} **Row** lines: one finding, one row`);
        const row = (0,markdown/* unwrap */.oA)(rowClaims[0].value);
        if (!/^[CHML]\d+$/.test(row))
            reject(`${where} cites row ${(0,redact/* quoted */.TL)(row, 30)}: expected a registry id such as C1, H3, M2, L1`);
        if (registry) {
            const rowSeverity = registry.get(row);
            if (!rowSeverity)
                reject(`${where} cites row ${row}, which the criteria registry does not have`);
            if (rowSeverity !== severity)
                reject(`${where} is ${severity} but row ${row} is ${rowSeverity} in the criteria registry`);
        }
        out.push({ section: name, title: block.title.replace(/^\d+[.)]\s*/, ''), severity, row, ...report_location(block.body, where), block: i });
    });
    return out;
}
/** The labels the template writes one under another in a paragraph: a line starting with one of them is a line of its own. */
const TEMPLATE_LABELS = new Set([
    'Quality Score',
    'Review Date',
    'Review Scope',
    'Review ID',
    'Reviewer',
    'Workflow',
    'Version',
    'Timestamp',
    'Generated By',
    'Recommendation',
    'Overall Assessment',
    'Context Basis',
    'Context Waivers Applied',
    'Execution Mode',
    'Convention Baseline',
    'Total Violations',
    'Severity',
    'Row',
    'Location',
    'Criterion',
    'Knowledge Base',
    'Issue Description',
    'Current Code',
    'Recommended Fix',
    'Recommended Improvement',
    'Why This Matters',
    'Why This Is Good',
    'Related Violations',
    'Priority',
    'Pattern',
    'Rationale',
    'Provenance',
    'Story File',
    'Test Design',
    'Test IDs',
    'Test Framework',
    'Language',
    'File Path',
    'File Size',
    'Raw Deduction Score',
    'Score Cap',
    'Score Override Rule',
    'Verdict Rule',
    'Risk Assessment',
    // proofgate's own template (skills/test-review/report-template.md) and the peer's test-review-template.md.
    'Review Mode',
    'Assertion Types',
    'Assertions per Test',
    'Average Test Length',
    'Benefits',
    'Code Example',
    'Data Factories Used',
    'Describe Blocks',
    'Fixtures Used',
    'For Approve',
    'For Approve with Comments',
    'For Request Changes',
    'For Block',
    'Priority Distribution',
    'Priority Framework',
    'Suite Average',
    'Test Cases (it/test)',
    'Total Assertions',
    'Use as Reference',
].map((l) => l.toLowerCase()));
/** Labels read line by line (Severity and Row are held by unreadClaim, Total Bonus by the ledger). */
const LINE_LABELS = [
    'Recommendation',
    'Quality Score',
    'Total Violations',
    'Context Basis',
    'Context Waivers Applied',
    'Execution Mode',
    'Convention Baseline',
];
/**
 * A line that shows a claim of a label the report is read for (the label, then a colon, a dash,
 * a pipe or an equals sign, whatever comes before it: an emoji, a list number, a link's bracket,
 * emphasis, an escape) but is not read as one, is refused: the page would show a claim nothing
 * counts. So is a number in another script's digits, and a verdict anywhere that is not the
 * report's (struck-out text is continuedClaims'). Quoted lines are quotes.
 */
function unstatedClaims(body, verdict, fold) {
    const lines = body.split('\n');
    // As a reader sees it: emphasis, code marks and escapes gone, whatever comes before the first letter dropped; look-alikes folded to compare.
    const plain = (text) => text
        .normalize('NFKC')
        .replace(/[*_`\\]/g, '')
        .replace(/^[^\p{L}]+/u, '');
    const bare = (text) => fold(plain(text)).toLowerCase();
    const labels = new Map([...LINE_LABELS, 'Location'].map((label) => [bare(label), label]));
    const read = new Map([...labels.values()].map((label) => [
        label,
        new Set((label === 'Location' ? labelClaims(body, label) : (0,markdown/* labelled */.wW)(body, label)).map((c) => c.line)),
    ]));
    lines.forEach((line, i) => {
        if (/^\s*>/.test(line))
            return;
        // The words before the first separator (a colon, a pipe, an equals sign, a dash), folded, are the label.
        const m = LABEL_BEFORE.exec(plain(line));
        const label = m && labels.get(bare(m[0].trimEnd()));
        if (!label)
            return;
        if (!read.get(label).has(i + 1))
            reject(`line ${i + 1} reads as a **${label}** the report does not state as one (${(0,redact/* quoted */.TL)(line.trim(), 40)}): write "**${label}**: …" on a line of its own`);
        if (/(?![0-9])\p{Nd}/u.test(line))
            reject(`line ${i + 1} writes a number of its **${label}** in another script's digits: write 0-9`);
    });
    // A cell after a table's first (the first starts its line), header rows included: a label the page shows in a cell is never read.
    for (const t of (0,markdown/* tables */.um)(body))
        for (const r of [{ cells: t.header, line: t.line }, ...t.rows])
            for (const cell of r.cells.slice(1)) {
                const m = LABEL_BEFORE_IN_CELL.exec(plain(cell));
                const label = m && labels.get(bare(m[0].trimEnd()));
                if (label)
                    reject(`line ${r.line} has a table cell that reads as a **${label}** the report does not state as one (${(0,redact/* quoted */.TL)(cell.trim(), 40)}): write "**${label}**: …" on a line of its own`);
            }
    // Every Recommendation line, in any section and spelling, is read as the gate reads a verdict: the report's verdict
    // exactly, or advice ("share the cart fixture") that opens with no verdict word. Anything between (`Request changes.`,
    // `Blocked`, `Approve → Block`, a look-alike letter, a zero-width space) is a second verdict the gate would not read.
    const verdictLines = [];
    for (const c of (0,markdown/* labelled */.wW)(body, 'Recommendation')) {
        const said = verdictReading(c.value, fold);
        if (said === verdict)
            verdictLines.push(c.line);
        else if (said !== 'advice')
            reject(`line ${c.line} gives the verdict ${(0,redact/* quoted */.TL)(c.value, 40)}, the report's is ${verdict}: a report gives one, written exactly (${RECOMMENDATIONS.join(' | ')}), and a **Recommendation** line that is advice opens with no verdict word`);
    }
    verdictsUnderOtherLabels(body, verdict, read.get('Recommendation'), plain, fold);
    return verdictLines;
}
/** Characters a page shows as a space or nothing (zero-width, soft hyphen, line and paragraph separators): a space to the verdict reading. */
const SHOWN_AS_SPACE = /[\u00ad\u180e\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/gu;
/** A value that opens with a verdict word, however spelled (`REQUEST_CHANGES`, `RequestChanges`, `Needs changes`, `Do not merge`). */
const NEAR_VERDICT = /^(?:approv\p{L}*|request\p{L}*\s*changes?|changes?\s*request\p{L}*|needs?\s*(?:changes?|work)|block\p{L}*|reject\p{L}*|(?:do\s*)?not\s*(?:merge|approv\p{L}*)|don'?t\s*merge|lgtm)(?![\p{L}])/u;
/**
 * A **Recommendation** value as the gate reads it: one of the four verdicts exactly (compatibility forms such as a
 * no-break space, invisible characters as spaces, emphasis dropped, look-alike letters folded, case ignored),
 * `near` when it opens with a verdict word but is not exactly one, `advice` otherwise.
 */
const report_same = (text) => text;
function verdictReading(value, fold = report_same) {
    const t = seen(value.toLowerCase().replace(SHOWN_AS_SPACE, ' '), fold).replace(/\s+/gu, ' ').trim();
    // As written, and folded (a skeleton folds `m` to `rn`: the verdicts are compared folded the same way).
    const exact = RECOMMENDATIONS.find((r) => r.toLowerCase() === t || (fold !== report_same && seen(r.toLowerCase(), fold) === t));
    if (exact)
        return exact;
    const readings = [t, seen(value.replace(SHOWN_AS_SPACE, ' ')).replace(/\s+/gu, ' ').trim()].map((r) => r.replace(/^[^\p{L}]+/u, ''));
    return readings.some((r) => NEAR_VERDICT.test(r) || NEAR_VERDICT.test(r.replace(/[\s-]+/gu, ''))) ? 'near' : 'advice';
}
/** The words before a line's or a cell's first separator (trailing spaces trimmed after): greedy, so a line of letters and spaces with no separator is read once. */
const LABEL_BEFORE = /^[\p{L}\p{M}\s]+(?=[:|=—–-])/u;
const LABEL_BEFORE_IN_CELL = /^[\p{L}\p{M}\s]+(?=[:=—–-])/u;
/** A label that reads as a verdict's, however decorated: `Final Recommendation`, `Verdict`, `Merge Decision`. */
const VERDICT_LABEL = /(?<![\p{L}])(?:recommend\w*|verdicts?|decisions?|decided)(?![\p{L}])/u;
/**
 * A verdict's label in the languages a model writes a report in when asked to (a closed list: docs/command-test-review.md).
 * Letters of scripts without word breaks (Chinese, Japanese, Korean) match anywhere in the label.
 */
const FOREIGN_VERDICT_LABEL = /(?<![\p{L}])(?:recommandation|recomendaci[oó]n|recomenda[cç][aã]o|raccomandazione|empfehlung|aanbeveling|rekommendation|anbefaling|zalecenie|рекомендация|décision|decisión|decisão|entscheidung|beslissing|verdetto|veredicto|urteil|вердикт|решение)(?![\p{L}])|推奨|推荐|推薦|建议|建議|判定|结论|結論|决定|決定|권장|권고|추천|판정|결정/u;
/** A value that shows a verdict: Approve (with Comments), Request Changes, Block, in any case and with any decoration before it. */
const VERDICT_VALUE = /^(?:approve[ds]?|approving|request(?:s|ed)?\s+changes|changes\s+requested|block(?:ed|s)?|reject(?:ed|s)?|do\s+not\s+merge)(?![\p{L}])/u;
/** A value that is a verdict and nothing else (a mark or a full stop after it): a verdict whatever its label says. */
const VERDICT_ALONE = new RegExp(`${VERDICT_VALUE.source}(?:\\s+with\\s+comments)?[^\\p{L}\\p{N}]*$`, 'u');
/** The separators a label shows before its value: a colon, a pipe, an equals sign, a dash, an arrow. */
// The spaces after the separator taken whole (`(?=(…))\2`): a line end after a long run of them made `(.*)$` rescan for
// each shorter run (hazard 637); fewer spaces never help, `.*` then meets the same line end. Same captures, value in 3.
// Linear (#637): the label is at most 80 characters, so the separator is tried in a bounded number of places
const LABEL_THEN_VALUE = /^([\p{L}\p{M}\s'’()/&-]{1,80}?)\s*(?::|\||=|—|–|→|⇒|->|=>|\s-\s)(?=(\s*))\2(.*)$/u;
/**
 * A verdict shown under another label than the report's own **Recommendation** lines (`**Final
 * Recommendation**: Block`, `**Verdict**: Request Changes`, `**Merge Decision** — Block`, a table
 * row `| Verdict | Block |`), quoted or not, is a second verdict on the page: refused, whichever
 * verdict it names. The template's rule lines (rewritten from the verdict) are not the agent's words.
 */
function verdictsUnderOtherLabels(body, verdict, own, plain, fold) {
    const skipped = new Set(['Score Override Rule', 'Verdict Rule'].flatMap((l) => (0,markdown/* labelled */.wW)(body, l).map((c) => c.line)));
    const shows = (label, value) => {
        const l = [label, fold(label)].map((t) => t.toLowerCase());
        const v = [value, fold(value)].map((t) => t.replace(/^[^\p{L}]+/u, '').toLowerCase());
        // The published copy's own header line (tidy.ts), stating the report's verdict, is the report's.
        const said = (t) => RECOMMENDATIONS.filter((r) => new RegExp(`^${r.toLowerCase()}(?![\\p{L}])`, 'u').test(t)).at(-1);
        if (l[0].trim() === 'pull request decision' && said(v[0]) === verdict)
            return false;
        // A verdict's label in another language holds a verdict whatever its value's words: never the report's own line.
        if (l.some((t) => FOREIGN_VERDICT_LABEL.test(t)))
            return true;
        // The value decides: a verdict and nothing more after it is one under any label (`**Outcome**: Block`).
        if (v.some((t) => VERDICT_ALONE.test(t)))
            return true;
        return l.some((t) => VERDICT_LABEL.test(t)) && v.some((t) => VERDICT_VALUE.test(t));
    };
    const refuse = (line, text) => reject(`line ${line} shows a verdict under another label than the report's **Recommendation** (${(0,redact/* quoted */.TL)(text.trim(), 50)}): a report gives one verdict, on its two **Recommendation** lines`);
    body.split('\n').forEach((line, i) => {
        if (own.has(i + 1) || skipped.has(i + 1))
            return;
        const m = LABEL_THEN_VALUE.exec(plain(line.replace(/^[\s>]*/, '')));
        if (m && shows(m[1], m[3]))
            refuse(i + 1, line);
    });
    for (const t of (0,markdown/* tables */.um)(body))
        for (const r of [{ cells: t.header, line: t.line }, ...t.rows]) {
            if (own.has(r.line) || skipped.has(r.line))
                continue;
            r.cells.forEach((cell, k) => {
                const m = LABEL_THEN_VALUE.exec(plain(cell));
                if (m && shows(m[1], m[3]))
                    refuse(r.line, cell);
                // A key-value row: the label in one cell, the verdict in the next.
                if (k + 1 < r.cells.length && shows(plain(cell), plain(r.cells[k + 1])))
                    refuse(r.line, `${cell} | ${r.cells[k + 1]}`);
            });
        }
}
/** A verdict named anywhere in a sentence, and the verdict it names (a negation before it: not Approve). */
const VERDICT_IN_PROSE = /(?<![\p{L}])(?:(not|n't|never|cannot|can't|won't) (?:\p{L}{1,20} ){0,3}?)?(approv(?:e[ds]?|al|ing)|merg(?:e[ds]?|ing)|request(?:s|ed|ing)? changes|changes requested|block(?:s|ed|ing|ers?)?|reject(?:s|ed|ion|ing)?)(?![\p{L}])/gu;
/**
 * The verdict a Decision sentence names, as its family: Approve (with or without comments), Request
 * Changes, or Block (a rejection, a negated approval or merge: `Not approved`, `Do not merge`).
 */
function verdictNamed(negation, word) {
    if (/^(?:request|changes)/.test(word))
        return 'request changes';
    if (/^(?:block|reject)/.test(word))
        return 'block';
    if (negation)
        return 'not approve';
    // `merge` alone (`fix it before merge`) states no verdict; `approve` does.
    return word.startsWith('merg') ? null : 'approve';
}
/**
 * The Decision section is where the report states its verdict, on its **Recommendation** line: a
 * reader takes every statement there as the verdict, in whatever words or language. So a bold label
 * there is one of the template's (`**Recommendation**`, `**Rationale**`, `**For Block**`: a
 * `**Recommandation**`, `**Empfehlung**` or `**推奨**` is refused, whatever its value), and a sentence
 * that names a verdict in English (`Not approved`, `**Do not merge.**`, `recommends to **Block**`,
 * after the look-alike fold) names the report's, never another. A `**For …**` line describes that
 * verdict's criteria, not the decision.
 */
function decisionStatements(all, verdict, own, fold) {
    const section = (0,markdown/* findSections */.Kd)(all, 'Decision')[0];
    if (!section)
        return;
    const family = verdictNamed(undefined, verdict.toLowerCase());
    section.body.split('\n').forEach((raw, k) => {
        const line = section.line + 1 + k;
        if (own.has(line) || raw.trim() === '')
            return;
        const shown = raw.normalize('NFKC');
        const bold = /^[\s>]*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)([^*_\n]{1,80}?)\s*(?::\s*(?:\*\*|__)|(?:\*\*|__)\s*:)/u.exec(shown);
        const label = bold?.[1].trim().toLowerCase();
        if (label !== undefined && !TEMPLATE_LABELS.has(label))
            reject(`line ${line} has the label ${(0,redact/* quoted */.TL)(bold[1].trim(), 40)} in "## Decision", which the report does not read: the Decision states the verdict on its **Recommendation** line alone (the template's labels: **Recommendation**, **Rationale**)`);
        if (label?.startsWith('for '))
            return;
        // Spaces as one (a no-break space is one after NFKC): the words of a sentence as a reader takes them.
        for (const text of new Set([seen(shown), seen(shown, fold)].map((t) => t.replace(/\s+/gu, ' '))))
            for (const m of text.matchAll(VERDICT_IN_PROSE)) {
                const named = verdictNamed(m[1], m[2]);
                if (named !== null && named !== family && !(named === 'not approve' && family !== 'approve'))
                    reject(`line ${line} of "## Decision" names another verdict than the report's ${verdict} (${(0,redact/* quoted */.TL)(raw.trim(), 50)}): a report gives one verdict, on its **Recommendation** line`);
            }
    });
}
/**
 * A claim line whose paragraph the next line goes on (no blank line between, and not a line that
 * starts with a bold label of its own) shows a longer value than is read: `**Recommendation**: Approve` then `with Comments`
 * is "Approve with Comments" on the page. Refused.
 */
function continuedClaims(body, continuing, struck) {
    const labels = [...LINE_LABELS, 'Location', 'Severity', 'Row'];
    const claimLines = new Set(labels.flatMap((label) => labelClaims(body, label).map((c) => c.line)));
    const lines = body.split('\n');
    // A line the template writes under a claim, in the same paragraph (`**Review Date**: …`), is its own line.
    const own = (line) => {
        const m = /^\s*(?:[-*+]\s+)?(?:\*\*|__)([^*_\n]+?)(?:\*\*|__)\s*:/.exec(lines[line - 1] ?? '');
        return m !== null && TEMPLATE_LABELS.has(m[1].trim().toLowerCase());
    };
    for (const line of claimLines) {
        if (struck.has(line))
            reject(`line ${line} is a claim in a paragraph with a tilde (struck-out text on the page): write the claim plainly`);
        if (continuing.has(line + 1) && !claimLines.has(line + 1) && !own(line + 1))
            reject(`line ${line + 1} goes on the claim of line ${line} (one paragraph on the page): leave a blank line after a claim`);
    }
}
/**
 * Severity claims outside the finding blocks (a summary table, a block under another heading):
 * each is a violation the report documents, so each must read as a severity and none may go
 * beyond what **Total Violations** counted. A violation never hides where the counts cannot see it.
 */
function restatedClaims(body, all, violations, fold, continuing) {
    // Lines of the finding sections' own claims (their blocks were read already), as lines of `body`.
    const inBlocks = new Set();
    for (const sec of all)
        if ([CRITICAL_SECTION, SHOULD_FIX_SECTION].some((h) => (0,markdown/* shownHeading */.Cc)(h) === (0,markdown/* shownHeading */.Cc)(sec.heading)))
            for (const c of labelClaims(sec.body, 'Severity', fold))
                inBlocks.add(sec.line + c.line);
    const restated = { critical: 0, high: 0, medium: 0, low: 0 };
    const stated = labelClaims(body, 'Severity', fold);
    // Anywhere in the report, under any heading: a severity the page shows is read as one, or refused.
    const tableLines = (0,markdown/* tables */.um)(body).flatMap((t) => Array.from({ length: (t.rows.at(-1)?.line ?? t.line + 1) - t.line + 1 }, (_, k) => ({ line: t.line + k })));
    const unread = unreadClaim(body, [...stated, ...tableLines], fold, /^(sev(?:erit(?:y|ies))?)\b/);
    if (unread)
        reject(`line ${unread.line} reads as a **Severity** the report does not state as one (${(0,redact/* quoted */.TL)(unread.text, 40)}): write "**Severity**: …" on a line of its own`);
    // Every cell the page shows, a table's header row included: a cell read as a severity label is a label only.
    const overfull = severityLabelCells(body, fold).find((c) => labelHoldsLevel(c.value, fold));
    if (overfull)
        reject(`line ${overfull.line} has a table cell read as a **Severity** label that gives a severity too (${(0,redact/* quoted */.TL)(overfull.value, 40)}), which is not read: write the severity in the cell under or beside the label`);
    // Lines the published report writes from the verdict (the ledger, the two rule lines: see tidy.ts) never reach the page as written.
    const rewritten = new Set([
        ...tableLines.map((t) => t.line),
        ...['Score Override Rule', 'Verdict Rule'].flatMap((l) => (0,markdown/* labelled */.wW)(body, l).map((c) => c.line)),
    ]);
    for (const line of ledgerLines(all))
        rewritten.add(line);
    severityInsideLine(body, rewritten, fold, continuing);
    const claims = [...stated.filter((c) => !inBlocks.has(c.line)), ...severityColumns(body, fold)];
    for (const c of claims) {
        const severity = severityOf(c.value);
        if (!severity || severity === 'mismatch')
            reject(`line ${c.line} gives a severity ${(0,redact/* quoted */.TL)(c.value, 40)}: write P0 (Critical), P1 (High), P2 (Medium) or P3 (Low)`);
        restated[countKey(severity)]++;
    }
    for (const s of SEVERITIES)
        if (restated[countKey(s)] > violations[countKey(s)])
            reject(`the report documents ${restated[countKey(s)]} ${s} violation(s) outside its finding blocks but **Total Violations** counts ${violations[countKey(s)]}: a finding belongs in a "### " block under "## ${s === 'Critical' ? CRITICAL_SECTION : SHOULD_FIX_SECTION}", counted`);
}
const LEVEL = '(?:critical|high|medium|low|p[0-3])';
/**
 * `N Severity` (`1 Critical`, `2 high-severity`, `1 P0`), found by its level and the count looked
 * for in the 40 characters before it (a text of numbers is read once, not once per number): not a
 * path's line (`:3 High`), a date's part or a numbered step.
 */
const LEVEL_AFTER_COUNT = new RegExp(`(?<=\\s)(${LEVEL})(?:-(?:severity|priority|level))?(?![\\p{L}\\p{N}-])`, 'gu');
/** Counts a reader takes in words: one to twenty, and `a`/`an`/`single` (one) before a level a violation noun follows. */
const NUMBER_WORDS = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');
const ARTICLES = ['a', 'an', 'single'];
const report_WORD = `(?<![\\p{L}])(?:${[...NUMBER_WORDS, ...ARTICLES].join('|')})(?![\\p{L}])`;
/** A count as a reader takes it: digits in any script, a number word, or `×N`. */
const COUNT_TOKEN = `${numbers/* NUMBER */.u}|${report_WORD}|×\\s*\\p{N}+`;
const HAS_COUNT = new RegExp(`\\p{N}|${report_WORD}`, 'iu');
const COUNT_AT_END = new RegExp(`(?<![\\p{L}\\p{N}:#/.\\-])(${COUNT_TOKEN})\\s+$`, 'u');
/** An article counts only before a violation noun (`a single critical violation`), not in `a high bar`. */
const VIOLATION_NOUN_NEXT = /^(?:-(?:severity|priority|level))?\s+(?:(?:severity|priority)\s+)?(?:violations?|issues?|findings?|problems?|defects?)(?![\p{L}])/u;
/**
 * `Severity: N` (`- Critical: 1`, `P1: 2`, `Critical (P0) issues = 1`, `Critical — 1`, `Critical / 1`,
 * `Critical findings (1)`, `Critical ×1`, `High: two`): the count after any separator or bracket.
 */
const COUNT_AFTER_LEVEL = new RegExp(`(?<![\\p{L}\\p{N}])(${LEVEL})(?:\\s*\\(\\s*${LEVEL}\\s*\\))?(?:\\s+(?:violations?|issues?|findings?|count))?(?:\\s+found)?\\s*(?:[:=/(\\[]|—|–|\\s-\\s)\\s*(${COUNT_TOKEN})(?![\\p{L}\\p{N}%/:])|(?<![\\p{L}\\p{N}])(${LEVEL})\\s*(×\\s*\\p{N}+)`, 'gu');
const WORD_ALONE = new RegExp(`^(?:${report_WORD})$`, 'iu');
/** A list's next item or the end after a level: `two High, one Medium`. */
const LIST_BREAK_NEXT = /^(?:-(?:severity|priority|level))?\s*(?:[,;.]|$)/u;
/**
 * Whether a count in words stands as one: of the two exact levels only (Critical and High, a finding
 * block each; the peer's fixtures write Medium and Low loosely in words), and before its level only
 * when a violation noun or a list break follows (`one high-severity note … is resolved` counts nothing).
 */
function wordCountShown(raw, level, after) {
    if (!WORD_ALONE.test(raw))
        return true;
    if (!['Critical', 'High'].includes(LEVEL_OF[level]))
        return false;
    if (after === null)
        return true;
    return VIOLATION_NOUN_NEXT.test(after) || (!ARTICLES.includes(raw.toLowerCase()) && LIST_BREAK_NEXT.test(after));
}
/** A count token as a number: a word by its value, `×N` as N, digits as **Total Violations** reads them. */
function countValue(raw, where) {
    const word = raw.toLowerCase();
    if (ARTICLES.includes(word))
        return 1;
    if (NUMBER_WORDS.includes(word))
        return NUMBER_WORDS.indexOf(word) + 1;
    return (0,numbers/* wholeCount */.v)(raw.replace(/^×\s*/u, ''), where);
}
/** A word before a number that makes it no count: a line, a step, a rank. */
const NOT_A_COUNT_BEFORE = /(?<![\p{L}])(?:lines?|ln|l|steps?|phases?|top|rows?|items?|parts?|sections?|rules?|v|version|no)\s*$/u;
/** A table cell or header that names a level and nothing else (`🔴 Critical`, `P0 (Critical)`, `High issues`). */
function levelCell(cell, fold) {
    for (const t of [seen(cell), seen(cell, fold)]) {
        const bare = t
            .replace(/^[^\p{L}\p{N}]+/u, '')
            // From the start of a run of spaces only: from each space of a long run it was quadratic (hazard 600).
            .replace(/(?<!\s)\s+(?:issues?|violations?|findings?|count|severity)\s*$/u, '')
            .trim();
        const level = severityOf(bare);
        if (level && level !== 'mismatch')
            return level;
    }
    return null;
}
/** A cell that holds a count and nothing else, read as **Total Violations** reads one; a signed number (a weight, a deduction) is none. */
function countCell(cell, where) {
    const m = new RegExp(`^(${numbers/* NUMBER */.u}|${NUMBER_WORDS.join('|')}|×\\s*\\p{N}+)$`, 'u').exec(seen(cell).trim());
    if (!m || /^[+\-\u2212]/.test(m[1]))
        return null;
    return countValue(m[1], where);
}
const COUNT_HEADER = /(?<![\p{L}])(?:counts?|totals?|number|no\.|violations?|issues?|findings?|occurrences|instances|found)(?![\p{L}])/u;
const NOT_COUNTS_ROW = /(?<![\p{L}])(?:weights?|points?|deduct\w*|penalt\w*|caps?|scores?|each|per)(?![\p{L}])/u;
/** A table of other reviews than this one (the template's Quality Trends): its counts are theirs. */
const OTHER_REVIEWS = /(?<![\p{L}])(?:dates?|trends?|history|previous|prior|baseline)(?![\p{L}])/u;
/** The counts a text states beside a level, in prose: `N Severity` and `Severity: N`, in each reading of its letters. */
function countsInProse(text, fold, where) {
    const plain = withoutCodeSpans(text, ' ');
    if (!HAS_COUNT.test(plain))
        return [];
    const forms = /[^\x00-\x7f]/.test(plain) ? [seen(plain), seen(plain, fold)] : [seen(plain)];
    const out = [];
    for (const t of new Set(forms)) {
        const found = [];
        for (const m of t.matchAll(LEVEL_AFTER_COUNT)) {
            const before = t.slice(Math.max(0, m.index - 40), m.index);
            const count = COUNT_AT_END.exec(before);
            // A number that fills the look back may go on before it: no count a reader takes in.
            if (count?.index === 0 && m.index > 40)
                reject(`${where} writes a ${LEVEL_OF[m[1]]} count of over 30 characters: write each count as a whole number in 0-9 digits`);
            if (count && !wordCountShown(count[1], m[1], t.slice(m.index + m[1].length)))
                continue;
            if (count && !NOT_A_COUNT_BEFORE.test(before.slice(Math.max(0, count.index - 12), count.index)))
                found.push([m[1], count[1]]);
        }
        for (const m of t.matchAll(COUNT_AFTER_LEVEL))
            if (wordCountShown((m[2] ?? m[4]), (m[1] ?? m[3]), null))
                found.push([(m[1] ?? m[3]), (m[2] ?? m[4])]);
        // A signed number is a weight or a deduction (`Critical: -10`), no count.
        for (const [word, raw] of found)
            if (!/^[+\-\u2212]/.test(raw))
                out.push([LEVEL_OF[word], countValue(raw, `${where} counts ${LEVEL_OF[word]}`)]);
    }
    return out;
}
/**
 * A count stated beside a severity anywhere the page shows it, outside the ledger (compared on its
 * own) and the rule lines (written from the verdict): in prose `N Severity` or `Severity: N` (a
 * paragraph, a list item, a heading, a table cell), or in a table as a header and its cells
 * (`| Critical | High |` over `| 1 | 0 |`) or a cell and the count beside it (`| Critical | 1 |`,
 * `| Level | Count |`). Each must be **Total Violations**' count of that severity (a table's rows
 * summed per severity, as a per-file table is; a row labelled total on its own; a table of other
 * reviews, dated, not read): a count the reader sees that the verdict does not carry is refused,
 * quoting its line. A negation states no count, and a zero that agrees is read as it is.
 */
function countsBesideSeverities(body, all, violations, fold, continuing) {
    // The **Total Violations** lines are the counts (a quoted one is a quote, not read: totalViolations), the ledger is compared on its own.
    const skipped = new Set([
        ...['Score Override Rule', 'Verdict Rule'].flatMap((l) => (0,markdown/* labelled */.wW)(body, l)),
        ...(0,markdown/* labelled */.wW)(body, 'Total Violations', { quotes: true }),
    ].map((c) => c.line));
    for (const line of ledgerLines(all))
        skipped.add(line);
    const tableLines = new Set();
    for (const t of (0,markdown/* tables */.um)(body))
        for (let l = t.line; l <= (t.rows.at(-1)?.line ?? t.line + 1); l++)
            tableLines.add(l);
    const refuse = (line, text, severity, n) => reject(`line ${line} states ${n} ${severity} (${(0,redact/* quoted */.TL)(text.trim(), 60)}) but **Total Violations** counts ${violations[countKey(severity)]} ${severity}: the report counts once, and every count it restates beside a severity is that count`);
    for (const unit of claimUnits(body, continuing)) {
        const kept = unit.lines.filter((l) => !skipped.has(l.line) && !tableLines.has(l.line));
        if (kept.length === 0)
            continue;
        const text = kept.map((l) => l.text).join(' ');
        for (const [severity, n] of countsInProse(text, fold, `line ${kept[0].line}`))
            if (n !== violations[countKey(severity)])
                refuse(kept.find((l) => /\p{N}/u.test(l.text))?.line ?? kept[0].line, text, severity, n);
    }
    for (const t of (0,markdown/* tables */.um)(body)) {
        if (skipped.has(t.line) || t.header.some((h) => OTHER_REVIEWS.test(seen(h))))
            continue;
        const rows = [{ cells: t.header, line: t.line }, ...t.rows];
        const columns = t.header.map((h) => levelCell(h, fold));
        const countColumn = t.header.map((h) => COUNT_HEADER.test(seen(h)));
        // A key-value table (`| Critical | 1 |` as its header row): every row is a level and its count.
        const keyValue = t.header.some((h, i) => levelCell(h, fold) !== null && countCell(t.header[i + 1] ?? '', `line ${t.line}`) !== null);
        const summed = {};
        for (const r of rows) {
            if (r.cells.some((c) => NOT_COUNTS_ROW.test(seen(c))))
                continue;
            const total = r.cells.some((c) => /^[^\p{L}]*totals?(?![\p{L}])/u.test(seen(c)));
            const where = `line ${r.line}`;
            const claims = [];
            r.cells.forEach((cell, i) => {
                const column = columns[i];
                const n = r.line !== t.line && column ? countCell(cell, `${where} counts ${column}`) : null;
                if (n !== null)
                    claims.push([column, n]);
                const level = levelCell(cell, fold);
                const beside = level && (keyValue || countColumn[i + 1]) ? countCell(r.cells[i + 1] ?? '', `${where} counts ${level}`) : null;
                if (beside !== null)
                    claims.push([level, beside]);
                if (n === null && !level)
                    claims.push(...countsInProse(cell, fold, where));
            });
            const text = `| ${r.cells.join(' | ')} |`;
            for (const [severity, n] of claims) {
                if (total) {
                    if (n !== violations[countKey(severity)])
                        refuse(r.line, text, severity, n);
                    continue;
                }
                const sum = summed[severity] ?? (summed[severity] = { n: 0, line: r.line, text });
                sum.n += n;
            }
        }
        for (const s of SEVERITIES) {
            const sum = summed[s];
            if (sum && sum.n !== violations[countKey(s)])
                refuse(sum.line, sum.text, s, sum.n);
        }
    }
}
/**
 * The TEA template's `## Quality Criteria Assessment` criteria and the registry rows each draws
 * from (the peer's criteria-registry.md, "MAPPING TO THE CRITERIA TABLE"), by the start of the
 * criterion's name as a reader sees it.
 */
const CRITERION_ROWS = [
    ['bdd format', ['L5']],
    ['test ids', ['L3']],
    ['priority markers', ['L2']],
    ['disabled or focused', ['C1', 'C2']],
    ['hard waits', ['H1']],
    ['determinism', ['H2', 'H3', 'C6']],
    ['isolation', ['H4', 'C5']],
    ['fixture patterns', ['M2', 'M5']],
    ['data factories', ['M2']],
    ['network-first', ['M1']],
    ['playwright utils', ['M9', 'L9']],
    ['pact.js utils', ['M10']],
    ['explicit assertions', ['C3', 'C4', 'C7', 'H10', 'M6']],
    ['test length', ['H5']],
    ['test duration', ['H1', 'M1']],
    ['flakiness patterns', ['H1', 'H2', 'H3', 'H4', 'M1', 'M6']],
    ['mobile flow patterns', ['C7', 'M8', 'H9', 'L8']],
];
/** A header that reads as a criterion's status, however decorated: Status, Result, Outcome, Pass/Fail, Verdict, Met. */
const STATUS_HEADER = /(?<![\p{L}])(?:status(?:es)?|results?|outcomes?|pass(?:ed)?|fail(?:ed|ure)?|verdicts?|met)(?![\p{L}])/u;
/** A status that says pass: ✅ ✓ ✔ ☑ 🟢, PASS, OK, MET, YES. */
const SAYS_PASS = /✅|✓|✔|☑|🟢|✔️|(?<![\p{L}])(?:pass(?:ed|es|ing)?|ok|okay|met|yes|good|approved?)(?![\p{L}])/u;
/** A status that says something else than pass, whatever else it says: a fail, a block, a cross, a red or stop sign, "not met". */
const SAYS_OTHER = /❌|❎|✖|✗|✘|⨯|×|🔴|🟥|⛔|🛑|🚫|🟠|🟡|⚠|(?<![\p{L}])(?:fail\w*|block\w*|not\s+(?:met|pass\w*|ok)|unmet|missing|warn\w*|partial\w*|critical|high|medium|low|p[0-3])(?![\p{L}])/u;
/** A status that is a warning (a Medium or Low): ⚠, WARN, partial, 🟡/🟠. */
const SAYS_WARN = /⚠|🟡|🟠|(?<![\p{L}])(?:warn\w*|partial\w*|medium|low|p[23])(?![\p{L}])/u;
/** A status that says nothing (not applicable). */
const SAYS_NOTHING = /^(?:|-|–|—|n\/a|na|none|not applicable)$/u;
/**
 * A status mark as the page shows it, in any table cell (a header too) or line, whatever the
 * column's header says: a fail (a cross, a stop or red sign, FAIL, NOT MET or BLOCKED in
 * capitals; a fail word opening a cell or after a label's separator) or a warning (⚠, 🟡, 🟠,
 * WARN, PARTIAL; a warning word likewise).
 */
const FAIL_MARK = /❌|❎|✖|✗|✘|⛔|🛑|🚫|🔴|🟥|(?<![\p{L}])(?:FAIL(?:ED|S|URE|ING)?|NOT MET|UNMET|BLOCK(?:ED|ING|ER)?)(?![\p{L}])/u;
const WARN_MARK = /⚠|🟡|🟠|(?<![\p{L}])(?:WARN(?:ING|S)?|PARTIAL(?:LY)?)(?![\p{L}])/u;
// FAIL_WORD and WARN_WORD are never run alone: markOf reads their source after `^` or after a separator and
// its spaces (`[:=|—–-]\s*`), so each try starts where a cell or a value starts.
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): run only as the source of a pattern anchored at `^` or a separator (markOf)
const FAIL_WORD = /(?:fail\w*|not met|unmet)(?![\p{L}])/u;
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): as FAIL_WORD
const WARN_WORD = /(?:warn\w*|partial\w*)(?![\p{L}])/u;
/**
 * A cell that says pass and nothing else: its column is a status column whatever its header. Each
 * run of spaces is taken whole (`(?=(\s*))\1`): two `\s*` splitting one run was quadratic (hazard 600).
 */
const PASS_VALUE = /^(?:✅|✓|✔️?|☑️?|🟢)?(?=(\s*))\1(?:pass(?:ed)?|ok|met|yes)?(?=(\s*))\2(?:\([^)]*\))?$/u;
function markOf(text, fold, cell) {
    const shown = text.normalize('NFKC').replace(/[*_`\\~]/g, '');
    // Look-alike letters only where there are letters beyond ASCII to fold (a 16 MiB line of ASCII is read once).
    const forms = /[^\x00-\x7f]/.test(shown) ? [shown, fold(shown)] : [shown];
    const low = seen(text);
    const opening = low.replace(/^[^\p{L}]+/u, '');
    const word = (w) => (cell && new RegExp(`^${w.source}`, 'u').test(opening)) || new RegExp(`[:=|—–-]\\s*${w.source}`, 'u').test(low);
    if (forms.some((f) => FAIL_MARK.test(f)) || word(FAIL_WORD))
        return 'fail';
    if (forms.some((f) => WARN_MARK.test(f)) || word(WARN_WORD))
        return 'warn';
    return null;
}
/**
 * A table's status columns (any column headed as a status, result, outcome or pass/fail, and any
 * column one of whose cells says pass or shows a status mark, whatever its header: `Assessment`,
 * none) say which criteria failed, and so does any cell anywhere that shows a status mark, a
 * header row's too (a key-value table's first row is its header). A status is a pass only when
 * it says pass and nothing else (✅ PASS, ✓, OK); a warning (⚠️ WARN, partial) is a Medium or Low
 * violation; any other status in a status column (❌ FAIL, ✖, ❎, 🔴 Blocking, ⛔ NOT MET, a word
 * the reader does not know) is a Critical or High one (the peer's STATUS SYMBOLS). A reader takes
 * a FAIL row for a violation, so the report must count one: a Critical or High finding block of
 * one of the criterion's rows (any, for a criterion the template does not name); a WARN row needs
 * a Medium or Low counted; a row's violation count may not exceed what **Total Violations**
 * counts. Otherwise refused. A line outside tables that shows a status mark (the criteria as a
 * list: `- Disabled or Focused Tests: ❌ FAIL`) is read the same way when it starts with a
 * criterion's name, and otherwise needs some counted finding.
 */
/** A criterion's name as a reader sees it, and the registry rows of the template criterion it starts with, if any. */
function criterionRows(name, fold) {
    const keys = [seen(name), seen(name, fold)].map((k) => k.replace(/^[^\p{L}]+/u, ''));
    return { key: keys[0], rows: CRITERION_ROWS.find(([start]) => keys.some((k) => k.startsWith(start)))?.[1] };
}
/** A FAIL needs a counted Critical or High finding of the criterion's rows (any row, for a criterion the template does not name); a WARN a Medium or Low counted. */
function judgeStatus(where, warn, rows, findings, violations) {
    if (!warn) {
        const counted = findings.some((f) => (f.severity === 'Critical' || f.severity === 'High') && (!rows || rows.includes(f.row)));
        if (!counted)
            reject(`${where}: a Critical or High violation, but the report counts no Critical or High finding${rows ? ` of its rows (${rows.join(', ')})` : ''}: write the finding as a "### " block, counted, or mark the criterion ✅ PASS as it is`);
    }
    else if (violations.medium + violations.low === 0)
        reject(`${where}: a Medium or Low violation, but **Total Violations** counts none: count it, or mark the criterion as it is`);
}
function criteriaTables(body, findings, violations, fold) {
    const total = violations.critical + violations.high + violations.medium + violations.low;
    for (const t of (0,markdown/* tables */.um)(body)) {
        // As written and as folded (a look-alike fold takes "m" for "rn": "Outcome" would hide).
        const header = t.header.map((h) => seen(h));
        const folded = t.header.map((h) => seen(h, fold));
        const statuses = header.flatMap((h, i) => STATUS_HEADER.test(h) ||
            STATUS_HEADER.test(folded[i]) ||
            t.rows.some((r) => {
                const said = seen(r.cells[i] ?? '').trim();
                return (said !== '' && PASS_VALUE.test(said)) || markOf(r.cells[i] ?? '', fold, true) !== null;
            })
            ? [i]
            : []);
        const named = header.findIndex((h) => /(?<![\p{L}])criteri(?:on|a)(?![\p{L}])/u.test(h));
        const nameCol = named >= 0
            ? named
            : Math.max(0, header.findIndex((_, i) => !statuses.includes(i)));
        const countCol = header.findIndex((h) => /(?<![\p{L}])(?:violations?|count|findings?|issues?)(?![\p{L}])/u.test(h));
        for (const r of [{ cells: t.header, line: t.line, head: true }, ...t.rows.map((row) => ({ ...row, head: false }))]) {
            const name = (r.cells[nameCol] ?? '').trim();
            const { key, rows } = criterionRows(name, fold);
            for (let col = 0; col < r.cells.length; col++) {
                const cell = r.cells[col] ?? '';
                // A header naming the column (`Pass/Fail`) is no status of its own.
                const naming = r.head && /^[^\p{L}]*pass\s*[/|]\s*fail[^\p{L}]*$/iu.test(seen(cell));
                // A row naming a criterion, or a status column's cell, is a criteria context: a fail word anywhere in it is a FAIL.
                const context = rows !== undefined || (!r.head && statuses.includes(col));
                const mark = naming ? null : (markOf(cell, fold, true) ?? (context && saysFailLoosely(cell, fold) ? 'fail' : null));
                let warn;
                if (mark)
                    warn = mark === 'warn';
                else {
                    if (r.head || !statuses.includes(col))
                        continue;
                    const said = seen(cell).trim();
                    const saidFolded = seen(cell, fold).trim();
                    // `(?<!\s)`: tried from the start of a run of spaces only, never from each of its spaces (hazard 600).
                    if (SAYS_NOTHING.test(said.replace(/(?<!\s)\s*\(n\/a\)$/, '')))
                        continue;
                    if (SAYS_PASS.test(said) && !SAYS_OTHER.test(said) && !SAYS_OTHER.test(saidFolded))
                        continue;
                    warn =
                        (SAYS_WARN.test(said) || SAYS_WARN.test(saidFolded)) &&
                            ![said, saidFolded].some((t) => /❌|❎|✖|✗|✘|🔴|⛔|🛑|🚫|(?<![\p{L}])(?:fail\w*|block\w*|critical|high|p[01])(?![\p{L}])/u.test(t));
                }
                judgeStatus(`line ${r.line} marks ${(0,redact/* quoted */.TL)(name, 40)} ${warn ? 'WARN' : 'FAIL'} (${(0,redact/* quoted */.TL)(cell.trim(), 30)}, column ${(0,redact/* quoted */.TL)(t.header[col] ?? '', 30)})`, warn, rows, findings, violations);
            }
            if (r.head)
                continue;
            const count = countCol >= 0 && !/^test (?:length|duration)/.test(key) ? /^\s*(\d+)\s*$/.exec(seen(r.cells[countCol] ?? '')) : null;
            if (count && Number(count[1]) > total)
                reject(`line ${r.line} marks ${(0,redact/* quoted */.TL)(name, 40)} with ${count[1]} violation(s) but **Total Violations** counts ${total} in all: the report counts once`);
        }
    }
}
/**
 * A GitHub emoji shortcode (`:x:`, `:red_circle:`, `:no_entry:`, `:warning:`, `:+1:`): GitHub shows
 * the emoji (❌ 🔴 ⛔ ⚠️), where a line reader has a word between colons. Outside code (fences are
 * blanked already; code spans are dropped here) none is let through, whatever its name: the page
 * would show a mark nothing reads.
 */
// A name's first letter split where no backtracking can move it: a colon then 15 MiB of letters is read once, not once per letter.
const SHORTCODE = /:(?:[0-9+-]*[a-z_][a-z0-9_+-]*|[+-]1|100|1234):/i;
function emojiShortcodes(body, continuing) {
    for (const unit of shownUnits(body, continuing)) {
        // A paragraph's code spans may go over lines: dropped from the paragraph as the page joins it.
        const text = withoutCodeSpans(unit.lines.map((l) => l.text).join('\n'), ' ');
        const m = SHORTCODE.exec(text);
        if (m)
            reject(`line ${unit.lines[0].line} writes ${JSON.stringify(m[0])}, an emoji shortcode GitHub shows as its emoji: write the mark itself (❌ FAIL, ✅ PASS), or the text in a code span`);
    }
}
/** ASCII look-alikes in a word that is not spelled as words are (`FAlL`, `FA1L`, `fa!l`): 1, l, ! and I read as i, 0 as o. */
const lookAlikesFolded = (text) => text.replace(/[\p{L}\p{N}!]+/gu, (w) => /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+|\d+)$/.test(w) ? w : w.replace(/[1lI!|]/g, 'i').replace(/0/g, 'o'));
/** A fail or not-pass word, in any case, in any position: `→ Failed`, `(failed)`, `Does not pass`, `unmet`, `FAlL` folded. */
const LOOSE_FAIL = /(?<![\p{L}\p{N}])(?:fai[il]\w*|unmet)|(?:\bnot|n[’']t|\bnever|\bno)\s+(?:met|meet\w*|pass\w*|ok|okay|satisf\w*)(?![\p{L}])/u;
/**
 * In a criteria context (a line or table row naming a template criterion, a status column's cell):
 * a fail word anywhere in it, in any case, is a FAIL, and so is one spelled with ASCII look-alikes.
 */
function saysFailLoosely(text, fold) {
    const shown = text.normalize('NFKC').replace(/[*_`\\~]/g, '');
    const forms = /[^\x00-\x7f]/.test(shown) ? [shown, fold(shown)] : [shown];
    return forms.some((f) => LOOSE_FAIL.test(lookAlikesFolded(f).toLowerCase()));
}
/** The lines outside tables that show a status mark (see criteriaTables), read after the findings written as prose (findingClaimsOutsideBlocks). */
function statusLines(body, findings, violations, fold) {
    const total = violations.critical + violations.high + violations.medium + violations.low;
    const tableLines = new Set((0,markdown/* tables */.um)(body).flatMap((t) => Array.from({ length: (t.rows.at(-1)?.line ?? t.line + 1) - t.line + 1 }, (_, k) => t.line + k)));
    body.split('\n').forEach((line, i) => {
        if (tableLines.has(i + 1))
            return;
        const text = line.replace(/^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*(?:\[[ xX]\]\s*)?/, '');
        const { rows } = criterionRows(text, fold);
        // A line naming a criterion is a criteria context: a fail word anywhere on it is a FAIL.
        const mark = markOf(line, fold, false) ?? (rows && saysFailLoosely(text, fold) ? 'fail' : null);
        if (!mark)
            return;
        const where = `line ${i + 1} marks ${(0,redact/* quoted */.TL)(line.trim(), 40)} ${mark === 'warn' ? 'WARN' : 'FAIL'}`;
        if (rows)
            judgeStatus(where, mark === 'warn', rows, findings, violations);
        else if (total === 0)
            reject(`${where}: the page shows a criterion failing or warned about, but **Total Violations** counts nothing: count the finding, or drop the mark`);
    });
}
/** A severity value as a reader sees it: `P0`…`P3` or one of the four words. */
const VALUE = '(?:p[0-3]|critical|high|medium|low)';
/**
 * A line (not a table row: its cells are read as claims; not one the published report rewrites)
 * that mentions severity anywhere but at its start, where only a claim is read: a label (a
 * separator or a severity follows it: `**Location**: x:3 · **Severity**: P0 (Critical)`,
 * `(**Severity**: P0, row C2)`, `the severity of it is P0`), a P-number on the line, or a spelling
 * only a folded reading finds (look-alike letters, `Severity_Level`) is refused. A word before it
 * (`one high-severity note, resolved`) is prose, as the peer's own reports write it. Read per
 * paragraph as the page shows it (a sentence goes on over a soft line break): the separator or
 * level after the word, or a P-number, may be on another line of the paragraph.
 */
function severityInsideLine(body, skipped, fold, continuing) {
    // Paragraph by paragraph, as the page shows it: "the severity" on one line and "P0" on the next are one sentence.
    for (const unit of shownUnits(body, continuing)) {
        const kept = unit.lines.filter((l) => !skipped.has(l.line));
        const mentioned = kept.map((l) => mentionsSeverity(l.text, fold));
        if (!mentioned.includes(true))
            continue;
        const first = kept[mentioned.indexOf(true)];
        const refuse = () => reject(`line ${first.line} gives a **Severity** inside a line (${(0,redact/* quoted */.TL)(kept.map((l) => l.text.trim()).join(' '), 60)}), which is not read: write "**Severity**: P0 (Critical)" at the start of a line of its own, in a "### " finding block`);
        // Each line as a reader sees it; a line that starts with the word is a claim line (unreadClaim holds it): its first mention is its label.
        const seenLines = kept.map((l, k) => {
            const text = seen(l.text);
            const own = /^(sev(?:erit(?:y|ies))?)\b/.test(bareStart(l.text, fold));
            if (mentioned[k] && !new RegExp(SEVERITY_WORD.source, 'iu').test(text))
                refuse();
            return { text, own };
        });
        const whole = seenLines.map((l) => l.text).join(' ');
        let offset = 0;
        const inner = [];
        // The lines a P-number is looked for on: all but a claim line with no other mention (its value is its own).
        const pLines = [];
        for (const l of seenLines) {
            // A mention a level qualifies (`one high-severity note`) gives its level itself: a level later in the sentence is another's.
            const mentions = [...l.text.matchAll(SEVERITY_WORD)].map((m) => ({
                end: offset + m.index + m[0].length,
                qualified: levelBefore(l.text, m.index),
            }));
            const own = l.own ? mentions.slice(1) : mentions;
            for (const mention of own)
                inner.push(mention);
            if (!l.own || own.length)
                pLines.push(l.text);
            offset += l.text.length + 1;
        }
        if (inner.length === 0)
            continue;
        const notClaims = pLines.join(' ');
        if (new RegExp(`(?<![\\p{L}\\p{N}])p[0-3](?![\\p{L}\\p{N}])`, 'u').test(notClaims))
            refuse();
        // Sentence ends and levels found once for the paragraph, each mention's next one by a moving index:
        // cutting the rest of the paragraph at every mention was quadratic (a paragraph of 21,000 lines: 10 s).
        const stops = [...whole.matchAll(SENTENCE_END)].map((m) => m.index);
        const levels = [...whole.matchAll(LEVEL_WORD)].map((m) => m.index);
        let stop = 0;
        let level = 0;
        for (const { end, qualified } of inner) {
            while (stop < stops.length && stops[stop] < end)
                stop++;
            while (level < levels.length && levels[level] < end)
                level++;
            // What follows, up to the end of its sentence: a separator, or a severity, makes it a label.
            const sentenceEnd = stops[stop] ?? whole.length;
            if (SEPARATOR_NEXT.test(whole.slice(end, sentenceEnd)))
                refuse();
            if (!qualified && (levels[level] ?? Infinity) < sentenceEnd)
                refuse();
        }
    }
}
const SENTENCE_END = /[.;!?](?:\s|$)/g;
const LEVEL_WORD = new RegExp(`(?<![\\p{L}\\p{N}])${VALUE}(?![\\p{L}\\p{N}])`, 'gu');
const SEPARATOR_NEXT = /^[\s)\]]*[:=|—–-]/;
const LEVEL_AT_END = new RegExp(`(?<![\\p{L}\\p{N}])${VALUE}$`, 'u');
/** Whether a level stands right before `at` (`high-severity`, `P1 severity`): looked for there, not in all the line before it. */
function levelBefore(text, at) {
    let k = at;
    while (k > 0 && /[\s-]/.test(text[k - 1]))
        k--;
    // The longest level is 8 characters; one more for the letter that may stand before it (two code units, if astral).
    return LEVEL_AT_END.test(text.slice(Math.max(0, k - 10), k));
}
/**
 * A line outside the finding blocks' own claims (the ledger included; not the template's rule lines, rewritten from the verdict)
 * that names a severity level (Critical, High, Medium, Low, P0-P3, in any spelling a reader folds:
 * `**P0 (Critical)**`, `🔴 Critical severity`) together with a registry row (`C1`, `row H3`) or a
 * place (`tests/a.spec.ts:3`; a reviewed or changed file's path anywhere, `tests/a.spec.ts line 3`,
 * `tests/a.spec.ts, line 3`, or with no line) reads as a finding to a reader: each level it names
 * must be that of a counted finding block of that row or place, or the report is refused. What the
 * page shows together is read together: a paragraph, a table (all its cells, its header's too), a
 * list item (all its paragraphs). A summary naming several levels (one finding by level, another by
 * place) is read as a summary: each level it names must be counted, and each row and place it names
 * must be a counted finding's. A level named without a row or place (`One high-severity note … is
 * resolved`) is prose; the template's criterion name `Priority Markers (P0/P1/P2/P3)` names none.
 * A level an enclosing heading names (`## Critical` over `- tests/a.spec.ts:3 — …`) is one the
 * line names: the reader reads the line under it so (`headed`, findingsHeadings).
 */
function findingClaimsOutsideBlocks(body, findings, fold, continuing, files, headed) {
    // The ledger is read too: a finding written there is on the agent's page whatever the published copy keeps.
    const skipped = new Set(['Score Override Rule', 'Verdict Rule'].flatMap((l) => (0,markdown/* labelled */.wW)(body, l).map((c) => c.line)));
    // Each file as written and as the readings take it (NFKC): a decomposed name git holds is named composed.
    const paths = reviewedPaths(files);
    const at = findingsAt(findings);
    for (const unit of claimUnits(body, continuing)) {
        const kept = unit.lines.filter((l) => !skipped.has(l.line));
        if (kept.length === 0)
            continue;
        const shown = kept.map((l) => l.text).join(' ');
        // Rows and places as written (a look-alike fold takes "1" for "l"), a row's letter folded;
        // levels as written and as folded (`Сritical`).
        const template = (t) => t.replace(/p0\s*\/\s*p1\s*\/\s*p2\s*\/\s*p3/g, ' ');
        const text = template(seen(shown));
        // A row a negation names ("no C1/C2 markers") reports that it did not fire, as uncountedFindings reads it.
        const rows = rowsNamed(text, (r) => /^[CHML]\d+$/.test(r), fold, true);
        // Places in every reading of the paths (a Windows separator, an escape, `./`, an underscore kept) and as seen.
        const places = [text, ...pathReadings(shown)].flatMap((t) => placesIn(t, paths));
        if (rows.length === 0 && places.length === 0)
            continue;
        const heading = headed[kept[0].line - 1];
        const levels = new Set([...[text, template(seen(shown, fold))].flatMap(levelsNamed), ...(heading?.levels ?? [])]);
        const placed = places.map(at);
        const backs = (f) => rows.includes(f.row) || placed.some((here) => here.includes(f));
        // A summary of several findings: every level it names counted, every row and place it names a counted finding's.
        const summary = levels.size > 1 &&
            [...levels].every((level) => findings.some((f) => f.severity === level)) &&
            rows.every((r) => findings.some((f) => f.row === r)) &&
            placed.every((here) => here.length > 0);
        if (summary)
            continue;
        for (const level of levels)
            if (!findings.some((f) => f.severity === level && backs(f)))
                reject(`line ${kept[0].line} names a ${level} violation at a row or place (${(0,redact/* quoted */.TL)(shown.trim(), 60)})${heading?.levels.includes(level) ? `, under the heading at line ${heading.line} (${(0,redact/* quoted */.TL)(heading.heading, 60)}),` : ''} that no counted ${level} finding block stands behind: write it as a "### " finding block with its **Severity**, **Row** and **Location**, counted in **Total Violations**`);
    }
}
/**
 * The counted findings at a place a text names (a place with no line: anywhere in its file), by
 * their file's key, each path normalised once: a report may name thousands of places over
 * thousands of findings, and comparing each pair normalised both paths every time.
 */
function findingsAt(findings) {
    const byFile = new Map();
    for (const f of findings) {
        if (f.path === null)
            continue;
        const key = placeKey(f.path);
        const list = byFile.get(key);
        if (list)
            list.push(f);
        else
            byFile.set(key, [f]);
    }
    return (p) => (byFile.get(placeKey(p.path)) ?? []).filter((f) => covers(f, p.line));
}
/** Whether a finding's lines take in a line (no line on either side: the whole file). */
const covers = (f, line) => f.line === null || line === null || (line >= f.line && line <= (f.lineEnd ?? f.line));
/** The finder of the files a place may name, as written and as the readings take it (NFKC): a decomposed name git holds is named composed. */
const reviewedPaths = (files) => pathFinder([...new Set(files.flatMap((f) => [f.toLowerCase(), placeKey(f)]))]);
/**
 * A finding written with no severity the reader knows (`rule C2 at tests/a.spec.ts:3 — hard
 * wait`, a table row `| C2 | tests/a.spec.ts:3 |`, `**Schweregrad**: Kritisch`, `🔴`, `Sev1`, a
 * line in another language, `tests/a.spec.ts Zeile 3`) is a finding to a reader all the same, and
 * uncounted it would leave the verdict Approve. In a findings section (or under a heading that
 * reads as one), text outside its counted finding blocks may only restate counted findings: each
 * row it names a counted finding's, each place with a line a counted finding's, each reviewed file
 * it names one a counted finding is in (unless a negation names it: `nothing to fix in …`), and
 * no line written in a spelling the reader does not read. Inside a counted block, another row or
 * place is a second finding hidden in it, held to the same rule (the block's own row and lines
 * aside; under the seed's **Related Violations**, lines of its own file are its occurrences). A
 * row a negation names (`No C2 violations`) reports none. Elsewhere (a summary, an appendix) a
 * paragraph, list item or table row that names a row and a place with a line (read or not),
 * neither a counted finding's, is one too. A heading at any level that reads as a findings section
 * (`## Critical`, `### P0 Blockers`, `## Issues Found`: `headed`, findingsHeadings) makes the lines
 * under it, up to a section of the template, a findings section's. Refused, never counted at the row's registry severity:
 * **Total Violations**, the ledger and the score would then disagree with the verdict, and the
 * reader does not write the agent's findings for it (a place alone has no severity at all).
 */
function uncountedFindings(body, all, findings, registry, fold, continuing, files, headed) {
    const known = (row) => (registry ? registry.has(row) : /^[CHML]\d+$/.test(row));
    // The lines of each findings section (or a heading that reads as one) outside its counted blocks, and those inside them, by their finding:
    // where the refusal says they are, what it adds about the heading, and the section a Critical heading's finding belongs in.
    const part = new Map();
    const inBlocks = new Map();
    for (const sec of all) {
        const own = [CRITICAL_SECTION, SHOULD_FIX_SECTION].find((h) => (0,markdown/* sameSection */.Us)(sec.heading, h));
        const meant = own ?? meantSection(sec.heading);
        if (!meant)
            continue;
        const counted = new Map(findings.filter((f) => f.section === own).map((f) => [f.block, f]));
        const where = { where: ` in "## ${meant}" outside a counted finding block`, critical: false };
        const hint = own ? '' : `; the heading at line ${sec.line} is not "## ${meant}": write that heading exactly`;
        let block = -1;
        sec.body.split('\n').forEach((line, k) => {
            if ((0,markdown/* blockTitle */.of)(line) !== undefined)
                block++;
            const finding = counted.get(block);
            if (finding)
                inBlocks.set(sec.line + 1 + k, finding);
            else
                part.set(sec.line + 1 + k, { ...where, hint });
        });
    }
    headed.forEach((h, i) => {
        if (h && !part.has(i + 1) && !inBlocks.has(i + 1))
            part.set(i + 1, {
                where: ` under the heading at line ${h.line} (${(0,redact/* quoted */.TL)(h.heading, 60)}), which reads as a findings section, outside a counted finding block`,
                hint: '',
                critical: h.levels.includes('Critical'),
            });
    });
    const tableLines = new Set((0,markdown/* tables */.um)(body).flatMap((t) => Array.from({ length: (t.rows.at(-1)?.line ?? t.line + 1) - t.line + 1 }, (_, k) => t.line + k)));
    const rowCells = new Map();
    for (const t of (0,markdown/* tables */.um)(body)) {
        rowCells.set(t.line, { cells: t.header, header: null });
        for (const r of t.rows)
            rowCells.set(r.line, { cells: r.cells, header: t.header });
    }
    const paths = reviewedPaths(files);
    const reviewed = new Set(files.map(placeKey));
    // The counted findings by row and by file (a summary of 5,000 places over 5,000 blocks).
    const countedRows = new Set(findings.map((f) => f.row));
    const at = findingsAt(findings);
    const shownPlace = (p) => p.line !== null ? `${p.path}:${p.line}` : p.unread ? `${p.path} with its line written ${JSON.stringify(p.unread)}` : p.path;
    const named = (lines, where) => {
        const none = { rows: [], places: [] };
        const shown = lines.map((l) => l.text).join(' ');
        // A row and a line are written with digits: a paragraph of words is not read again (a file named alone matters only in a findings section).
        if (where !== 'section' && !/\p{N}/u.test(shown))
            return none;
        const n = namedIn(shown, paths, known, fold);
        // A table row is read cell by cell too: the line may stand in a column of its own.
        for (const l of lines) {
            const row = rowCells.get(l.line);
            if (row)
                n.places.push(...cellPlaces(row.cells, row.header, paths));
        }
        const block = typeof where === 'object' ? where : undefined;
        const uncounted = (p) => {
            if (block && (!reviewed.has(placeKey(p.path)) || (block.related && placeKey(p.path) === placeKey(block.block.path ?? ''))))
                return false;
            if (p.line !== null)
                return at(p).length === 0;
            // A reviewed file with no line is a place as one with a line is (`C2 … in tests/a.spec.ts`): elsewhere it is
            // refused only beside a row no counted finding has, as row 191 reads a level beside a file.
            return p.unread !== undefined || (!block && !p.negated && at(p).length === 0);
        };
        const kept = n.places.filter(uncounted);
        // A file named with its line says all the same file named alone does: it is told once.
        const lined = (p) => p.line !== null || p.unread !== undefined;
        const withLine = new Set(kept.filter(lined).map((p) => placeKey(p.path)));
        const places = [...new Set(kept.filter((p) => lined(p) || !withLine.has(placeKey(p.path))).map(shownPlace))];
        if (where === 'elsewhere' && places.length === 0)
            return none;
        return { rows: n.rows.filter((r) => !countedRows.has(r) && r !== block?.block.row), places };
    };
    /** The line to quote: the first that names what no counted finding has (a table's row, not its header). */
    const firstNaming = (lines, where) => lines.find((l) => {
        const one = named([l], where);
        return one.rows.length > 0 || one.places.length > 0;
    }) ?? lines[0];
    const listed = (n) => [...n.rows.map((r) => `row ${r}`), ...n.places].slice(0, 3).join(', ');
    const refuse = (lines, n, where, heading, critical = false) => {
        const first = firstNaming(lines, 'section');
        const severities = n.rows.flatMap((r) => (registry?.has(r) ? [`${r} is ${severityLine(registry.get(r))}`] : []));
        const home = critical || n.rows.some((r) => registry?.get(r) === 'Critical') ? CRITICAL_SECTION : SHOULD_FIX_SECTION;
        return reject(`line ${first.line} names ${listed(n)}${where} (${(0,redact/* quoted */.TL)(first.text.trim(), 60)}), which no counted finding has: write the finding as a "### " block under "## ${home}" with its **Severity**${severities.length ? ` (in the criteria registry ${severities.slice(0, 2).join(', ')})` : ''}, **Row** and **Location** lines (the place as \`path:line\`), counted in **Total Violations**${heading}; text that reports no violation names no row or place`);
    };
    // Whether the units of a counted block are under its **Related Violations** label (up to the next label).
    let related = false;
    for (const unit of claimUnits(body, continuing)) {
        const inside = unit.lines.filter((l) => part.has(l.line));
        if (inside.length) {
            const n = named(inside, 'section');
            if (n.rows.length || n.places.length) {
                const { where, hint, critical } = part.get(inside[0].line);
                refuse(inside, n, where, hint, critical);
            }
        }
        // The block's own claims are read as such (a **Location** not read as a place is refused by its block).
        const within = unit.lines.filter((l) => inBlocks.has(l.line) && !/^(?:sev(?:erit(?:y|ies))?|row|location)\b/.test(bareStart(l.text, fold)));
        if (within.length) {
            const block = inBlocks.get(within[0].line);
            // Up to the first colon, trimmed: a lazy label before `\s*` retried every split of a run of spaces (hazard 600).
            const label = /^([\p{L}\s()/]+):/u.exec(bareStart(within[0].text, fold))?.[1]?.trim();
            if ((0,markdown/* blockTitle */.of)(within[0].text) !== undefined)
                related = false;
            else if (label !== undefined && TEMPLATE_LABELS.has(label))
                related = label === 'related violations';
            const where = { block, related };
            const n = named(within, where);
            if (n.rows.length || n.places.length) {
                const first = firstNaming(within, where);
                reject(`line ${first.line}, in the counted finding block ${(0,redact/* quoted */.TL)(block.title, 60)} (row ${block.row}), names ${listed(n)} (${(0,redact/* quoted */.TL)(first.text.trim(), 60)}), another finding than the block's own: write each finding as its own "### " block with its **Severity**, **Row** and **Location** (\`path:line\`), counted in **Total Violations**; a block names only its own row and place, a counted finding's (as its block writes them), or under **Related Violations** lines of its own file`);
            }
        }
        const outside = unit.lines.filter((l) => !part.has(l.line) && !inBlocks.has(l.line));
        // A table row by row: a row of a summary table is one statement.
        for (const lines of outside.length && tableLines.has(outside[0].line) ? outside.map((l) => [l]) : [outside]) {
            if (lines.length === 0)
                continue;
            const n = named(lines, 'elsewhere');
            if (n.rows.length && n.places.length)
                refuse(lines, n, ' outside the findings sections', '');
        }
    }
}
/**
 * The registry rows (a negation's aside) and the places a text names, as the reader reads prose
 * outside the finding blocks: what a sentence of a published copy must answer for.
 */
function namedIn(text, paths, known = (row) => /^[CHML]\d+$/.test(row), fold) {
    return {
        rows: rowsNamed(text, known, fold),
        places: [seen(text), ...pathReadings(text)].flatMap((t) => placesIn(t, paths)),
    };
}
/**
 * A place's path as every reading compares it: as the prompt showed it (a report reads a hidden
 * code point of a name as the U+XXXX it was shown), compatibility-composed (NFKC, as pathReadings
 * reads text) and lower-cased.
 */
const placeKey = (path) => (0,neutralise.promptShownString)(path).normalize('NFKC').toLowerCase();
const LINE_AFTER = new RegExp(`^${LINE_AFTER_PATH}`, 'iu');
/**
 * What follows a path whose line is written in a spelling the reader does not read: a word or two
 * at most (`Zeile`, `ligne n°`, `行`, `L.`), then a number in digits or an English word (`line three`).
 */
const UNREAD_LINE = /^[\s,;:()[\]–—-]*(?:\p{L}{1,12}\.?[\s°º#]*){0,2}(?:\p{N}+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)(?!\p{L}))/iu;
/** A negation earlier in the clause that names a file (`No issues in tests/a.spec.ts`, `nothing to fix in …`): it reports none there. */
const NEGATED_BEFORE = /(?<!\p{L})(?:no|none|nothing|not|never|without|zero)(?!\p{L})[^,.;:!?]*$/u;
/**
 * The places a text names: a path before `:N` (a file name by its shape), and a reviewed or changed
 * file named anywhere, with the line written after it (`, line 3`, `(L3)`, `#L3`) or the whole file.
 */
function placesIn(text, paths) {
    const places = [...text.matchAll(/:(\d+)/g)].flatMap((m) => {
        // The path before the colon, found by stepping back (linear: a step back stops at the colon before).
        let start = m.index;
        while (start > 0 && /[\p{L}\p{N}_./\\-]/u.test(text[start - 1]))
            start--;
        const path = text.slice(start, m.index);
        return /[\p{L}\p{N}_]\.[\p{L}\p{N}]+$/u.test(path) ? [{ path: external_node_path_.posix.normalize(path.replace(/\\/g, '/')), line: Number(m[1]) }] : [];
    });
    for (const { path: p, at } of paths.occurrences(text)) {
        const after = text.slice(at + p.length);
        if (/^[\p{L}\p{N}_/\\-]/u.test(after) || /^:\d/.test(after))
            continue;
        const line = LINE_AFTER.exec(after);
        if (line)
            places.push({ path: p, line: Number(line[1]) });
        else {
            // Bounded looks either side: a paragraph naming a file a thousand times is read once.
            const unread = UNREAD_LINE.exec(after.slice(0, 40))?.[0].trim();
            const negated = !unread && NEGATED_BEFORE.test(text.slice(Math.max(0, at - 80), at));
            places.push({ path: p, line: null, ...(unread ? { unread } : {}), ...(negated ? { negated } : {}) });
        }
    }
    return places;
}
/** A table cell that holds a line and nothing else: a number, a word or two before it at most (`3`, `L3`, `line 3`, `Zeile 3`, `3-8`). */
const LINE_CELL = /^(?:\p{L}{1,12}\.?[\s°º#]*){0,2}\p{N}+(?:\s*[-–]\s*\p{N}+)?$/u;
/** A column headed as a line (`Line`, `Lines`, `Ln`, `Zeile`, `Ligne`, `Línea`, `行`). */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`; the word between the runs is letters the runs cannot take, so the last run starts after it once (1 MB: 2 ms)
const LINE_HEADER = /^[^\p{L}]*(?:lines?|ln|l|zeilen?|lignes?|líneas?|linhas?|righe|riga|行)(?:\s*(?:no\.?|nr\.?|numbers?|#))?[^\p{L}]*$/u;
/**
 * The places a table row names cell by cell: a reviewed file in one cell with no line read beside
 * it, and a line alone in any later cell of the row (`| C2 | tests/a.spec.ts | 3 | … |`) or in an
 * earlier one under a line's header (`| Line | File |`), is that file with its line written where
 * the reader does not read it: an unread place, as `Zeile 3` is.
 */
function cellPlaces(cells, header, paths) {
    const out = [];
    const lineAt = (c) => {
        const said = seen(c ?? '').trim();
        return said.length <= 40 && LINE_CELL.test(said) ? said : undefined;
    };
    // Each cell read once: the nearest line in a later cell, and the first under a line header before it.
    const lines = cells.map(lineAt);
    const next = [];
    for (let i = cells.length - 1, seenLine; i >= 0; i--) {
        next[i] = seenLine;
        seenLine = lines[i] ?? seenLine;
    }
    let headed;
    cells.forEach((cell, i) => {
        const later = next[i] ?? headed;
        if (headed === undefined && header && LINE_HEADER.test(seen(header[i] ?? '')))
            headed = lines[i];
        if (later === undefined)
            return;
        for (const p of [seen(cell), ...pathReadings(cell)].flatMap((t) => placesIn(t, paths)))
            if (p.line === null && !p.unread && !p.negated)
                out.push({ path: p.path, line: null, unread: `${later}, in another cell of its table row` });
    });
    return out;
}
/**
 * What the page shows together, for claims: shownUnits' paragraphs, a table's lines as one (its
 * header cell over its rows), and a list item with all its paragraphs (a blank line, then lines
 * indented to the item's text, nested items too).
 */
function claimUnits(body, continuing) {
    const tableOf = new Map();
    (0,markdown/* tables */.um)(body).forEach((t, k) => {
        for (let l = t.line; l <= (t.rows.at(-1)?.line ?? t.line + 1); l++)
            tableOf.set(l, k);
    });
    const out = [];
    let item = null;
    let lastTable;
    for (const unit of shownUnits(body, continuing)) {
        const first = unit.lines[0];
        const inner = first.text.replace(/^(?:[ \t]*>)*/, '');
        const blank = inner.trim() === '';
        const table = tableOf.get(first.line);
        if (table !== undefined && table === lastTable) {
            out.at(-1).lines.push(...unit.lines);
            continue;
        }
        lastTable = table;
        if (item && (blank || /^[ \t]*/.exec(inner)[0].length >= item.content)) {
            item.unit.lines.push(...unit.lines);
            continue;
        }
        const marker = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/.exec(inner);
        const own = { lines: [...unit.lines] };
        item = marker && !blank ? { content: marker[0].length, unit: own } : null;
        out.push(own);
    }
    return out;
}
/**
 * The report's text as the page shows it, unit by unit: a paragraph's lines together (the page
 * joins them into one: a level on one line and a row on the next are one sentence; `continuing`
 * from readAsPage), every other line alone. A continuing line's quote markers and indentation are
 * not shown. `line` is 1-based.
 */
function shownUnits(body, continuing) {
    const units = [];
    body.split('\n').forEach((text, i) => {
        if (continuing.has(i + 1) && units.length)
            units.at(-1).lines.push({ line: i + 1, text: text.replace(/^(?:[ \t]*>)*[ \t]*/, '') });
        else
            units.push({ lines: [{ line: i + 1, text }] });
    });
    return units;
}
/** Repository-relative POSIX path, or a refusal naming where it came from. */
function canonicalPath(raw, where) {
    const p = raw.replace(/\\/g, '/');
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        reject(`${where} names an absolute path ${(0,redact/* quoted */.TL)(raw, 80)}: use a path relative to the project root`);
    const n = external_node_path_.posix.normalize(p);
    if (n === '..' || n.startsWith('../'))
        reject(`${where} names ${(0,redact/* quoted */.TL)(raw, 80)}, outside the project root`);
    return n.replace(/\/$/, '');
}
/** A manifest entry is a path when it has no whitespace, or when it ends in a file extension. */
function manifest(body, where, firstToken = false) {
    const out = [];
    for (const entry of (0,markdown/* entries */.jO)(body)) {
        let candidate = entry;
        if (firstToken)
            candidate = (0,markdown/* unwrap */.oA)(entry.split(/\s+/)[0]);
        else if (/\s/.test(entry) && !/\.[A-Za-z0-9]{1,12}$/.test(entry))
            continue;
        if (candidate === '' || candidate.toLowerCase() === 'none')
            continue;
        const p = canonicalPath(candidate, where);
        if (out.includes(p))
            reject(`${where} lists ${p} twice`);
        out.push(p);
    }
    return out;
}
function onlyIn(all, body, label, home) {
    const hits = (0,markdown/* labelled */.wW)(body, label);
    if (hits.length !== 1)
        reject(`expected exactly one **${label}** line (found ${hits.length}), in "## ${home}"`);
    const summary = one(all, home);
    const inHome = summary ? (0,markdown/* labelled */.wW)(summary.body, label) : [];
    if (inHome.length !== 1)
        reject(`the **${label}** line must be in "## ${home}"`);
    return inHome[0].value;
}
function bullets(body, heading, mark, max) {
    const block = (0,markdown/* subBlocks */.p$)(body).find((b) => b.title.toLowerCase() === heading.toLowerCase());
    if (!block)
        return [];
    const out = [];
    for (const raw of block.body.split('\n')) {
        const line = raw.trim().replace(/^[-*+]\s+/, '');
        if (mark ? line.startsWith(mark) : /^[-*+]\s+\S/.test(raw.trim()))
            out.push(line.replace(mark ?? '', '').trim());
    }
    return out.slice(0, max);
}
function conventions(body) {
    // proofgate measures no convention baseline, so a report may not claim one.
    if (/\bConvention:\s*\w+\s*\(\s*\d+\s+of\s+\d+\s+sampled\s*\)/i.test(body))
        reject('a "Convention: <key> (<a> of <s> sampled)" citation needs a measured convention baseline, and this run supplied none: cite no adoption counts');
    const lines = (0,markdown/* labelled */.wW)(body, 'Convention Baseline');
    if (lines.length > 1)
        reject('more than one **Convention Baseline** line');
    if (lines[0] && !/^unavailable\b/i.test(lines[0].value))
        reject('**Convention Baseline** must read "unavailable: <reason>": this run measured no baseline');
}
/**
 * The report's paths as this run spelt them: a name in another Unicode normalisation is the one
 * name the run supplied that composes to the same (git keeps the decomposed names macOS writes; a
 * model often composes what it copies), and a name as the prompt showed it (promptShownString: a tag
 * character as U+XXXX) is the name shown so. A name two supplied names compose or are shown to
 * stays as written, and is refused by bindToRun.
 */
function inRunSpelling(r, c) {
    const supplied = new Set([...c.reviewSet, ...c.excludable, ...c.contextFiles, ...c.unscorable]);
    const twinsOf = (0,list/* composedTwins */.gx)(supplied);
    const shownAs = (0,list/* shownSpellings */.ti)(supplied, neutralise.promptShownString);
    const spelt = (p) => {
        if (supplied.has(p))
            return p;
        const found = [twinsOf(p), shownAs.get(p) ?? []].find((names) => names.length === 1);
        return found ? found[0] : p;
    };
    r.reviewedFiles = r.reviewedFiles.map(spelt);
    r.contextFiles = r.contextFiles.map(spelt);
    r.excludedFiles = r.excludedFiles.map(spelt);
    for (const f of r.findings)
        if (f.path !== null)
            f.path = spelt(f.path);
}
function bindToRun(r, c) {
    for (const u of c.unscorable)
        if (!r.excludedFiles.includes(u))
            reject(`${(0,list/* shownName */.HD)(u)} cannot be scored and must be listed under "## Excluded From Review Set"`);
    for (const f of r.excludedFiles) {
        if (c.unscorable.includes(f) || c.excludable.includes(f))
            continue;
        reject(c.reviewSet.includes(f)
            ? `"## Excluded From Review Set" lists ${(0,list/* shownName */.HD)(f)}, a test the test-file rules put in the review set: it cannot be excluded, review it`
            : `"## Excluded From Review Set" lists ${(0,list/* shownName */.HD)(f)}, which this run did not supply`);
    }
    const expected = c.reviewSet.filter((f) => !r.excludedFiles.includes(f));
    for (const f of r.reviewedFiles)
        if (!c.reviewSet.includes(f))
            reject(`"## Reviewed Files" lists ${(0,list/* shownName */.HD)(f)}, which is not in the review set this run supplied`);
    for (const f of expected)
        if (!r.reviewedFiles.includes(f))
            reject(`"## Reviewed Files" omits ${(0,list/* shownName */.HD)(f)}, which this run supplied for review`);
    const rank = (b) => (b === 'none' ? 0 : b === 'pr_diff_truncated' ? 1 : 2);
    if (rank(r.contextBasis) > rank(c.contextBasis))
        reject(`**Context Basis** ${r.contextBasis} claims more context than this run supplied (${c.contextBasis})`);
    for (const f of r.contextFiles)
        if (!c.contextFiles.includes(f))
            reject(`"## Review Context" lists ${(0,list/* shownName */.HD)(f)}, which this run did not supply as context`);
    if (r.contextBasis === c.contextBasis)
        for (const f of c.contextFiles)
            if (!r.contextFiles.includes(f))
                reject(`"## Review Context" omits ${(0,list/* shownName */.HD)(f)}, which this run supplied as context`);
    for (const f of r.findings)
        if (f.path !== null && !r.reviewedFiles.includes(f.path))
            reject(`finding ${(0,redact/* quoted */.TL)(f.title, 60)} is located in ${(0,list/* shownName */.HD)(f.path)}, which is not a reviewed file: write its **Location** as \`path:line\`, the path as "## Reviewed Files" lists it`);
}
/**
 * The level-2 headings that read as a findings section but are not it (an emoji before it, other
 * quotes, the title without its parenthesis), named when a count finds too few blocks: the blocks
 * under such a heading are not read, and "documents 0" alone sends a retry looking elsewhere.
 */
function nearMisses(all) {
    const misses = all.flatMap((s) => {
        const meant = meantSection(s.heading);
        return meant ? [`the heading at line ${s.line} is not "## ${meant}": write that heading exactly, nothing before or after it`] : [];
    });
    return misses.length ? `; ${misses.slice(0, 2).join('; ')}` : '';
}
/** The findings section a heading that is not one reads as (`## 🔴 Critical Issues`, `## Recommendations`), if any. */
function meantSection(heading) {
    const letters = (h) => h.toLowerCase().replace(/[^a-z]/g, '');
    return [CRITICAL_SECTION, SHOULD_FIX_SECTION].find((want) => !(0,markdown/* sameSection */.Us)(heading, want) && letters(heading).startsWith(letters(want.split(' (')[0])));
}
/** The template's sections besides the findings ones: what a heading above one names does not reach into it. */
const OTHER_SECTIONS = ['Executive Summary', test_review_ledger/* LEDGER_SECTION */.EV, 'Decision', 'Reviewed Files', 'Review Context', 'Excluded From Review Set'];
/** How the reader treats a level-2 heading: a findings section (its own, or one spelled otherwise) read block by block, another of the template's, or neither. */
const templateSection = (heading) => [CRITICAL_SECTION, SHOULD_FIX_SECTION].some((h) => (0,markdown/* sameSection */.Us)(heading, h)) || meantSection(heading)
    ? 'findings'
    : OTHER_SECTIONS.some((h) => (0,markdown/* sameSection */.Us)(heading, h))
        ? 'other'
        : null;
function parseReport(text, opts) {
    const fold = opts.fold ?? ((t) => t);
    const read = (0,markdown/* asRead */.vl)(text);
    const { body: rawBody, lines: frontmatterLines } = frontmatter(read);
    const beyond = reportBoundProblem(text);
    if (beyond)
        reject(beyond);
    // The page's lines are the reader's, with what asRead takes out (invisible characters) still in:
    // they decide what is a fence, a heading or a table on the page.
    const pageBody = text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line, i) => (i < frontmatterLines ? '' : line))
        .join('\n');
    const unreadable = pageReadingProblem(pageBody);
    if (unreadable)
        reject(unreadable);
    const page = readAsPage(pageBody, rawBody);
    if ('problem' in page)
        reject(page.problem);
    const { body, continuing, struck } = page;
    const all = (0,markdown/* sections */.V0)(body);
    const summaryRec = recommendationIn(all, 'Executive Summary');
    const decisionRec = recommendationIn(all, 'Decision');
    if (summaryRec !== decisionRec)
        reject(`the Executive Summary recommends ${summaryRec} but the Decision says ${decisionRec}`);
    const { score, grade } = qualityScore(body);
    scoresElsewhere(body, all, score, grade);
    const violations = totalViolations(body);
    if (violations.critical > 0 && (summaryRec === 'Approve' || summaryRec === 'Approve with Comments')) {
        reject(`${violations.critical} Critical violation(s) with the recommendation ${summaryRec}: Critical means Must Fix`);
    }
    const findings = [
        ...findingsIn(onlyOne(all, CRITICAL_SECTION), CRITICAL_SECTION, opts.registry, fold),
        ...findingsIn(onlyOne(all, SHOULD_FIX_SECTION), SHOULD_FIX_SECTION, opts.registry, fold),
    ];
    for (const s of SEVERITIES) {
        const documented = findings.filter((f) => f.severity === s).length;
        const declared = violations[countKey(s)];
        const exact = s === 'Critical' || s === 'High';
        if (exact ? documented !== declared : documented > declared) {
            reject(`**Total Violations** says ${declared} ${s} but the report documents ${documented} ${s} finding block(s)${exact ? '' : ' (more than it counted)'}${documented < declared ? nearMisses(all) : ''}`);
        }
    }
    restatedClaims(body, all, violations, fold, continuing);
    countsBesideSeverities(body, all, opts.restatedAgainst ?? violations, fold, continuing);
    criteriaTables(body, findings, violations, fold);
    // The files the page may name as a finding's place: the review set, and the files the report says it reviewed.
    const reviewedSection = onlyOne(all, 'Reviewed Files');
    const named = [...(opts.contract?.reviewSet ?? []), ...(reviewedSection ? manifest(reviewedSection.body, '"## Reviewed Files"') : [])];
    // The heading each line is under that reads as a findings section, and the levels its headings name.
    const headed = findingsHeadings(body, fold, templateSection);
    findingClaimsOutsideBlocks(body, findings, fold, continuing, named, headed);
    uncountedFindings(body, all, findings, opts.registry, fold, continuing, named, headed);
    emojiShortcodes(body, continuing);
    statusLines(body, findings, violations, fold);
    // Struck-out text first: a verdict in it is named as struck, not as a second verdict.
    continuedClaims(body, continuing, struck);
    const verdictLines = unstatedClaims(body, summaryRec, fold);
    decisionStatements(all, summaryRec, new Set(verdictLines), fold);
    const ledger = (0,test_review_ledger/* readLedger */.SC)(rawBody, body, opts.bonusMax ?? 30, struck);
    for (const s of SEVERITIES) {
        const stated = ledger.counts[countKey(s)];
        if (stated !== undefined && stated !== violations[countKey(s)])
            reject(`the ledger deducts ${stated} ${s} but **Total Violations** counts ${violations[countKey(s)]}: the report counts once`);
    }
    // The verdict is derived from the counts, so a report that recommends more than its counts give
    // stands on a finding the gate did not read (a shape another model writes): never a pass.
    const derived = (0,test_review_score/* computeScore */.gp)(violations, ledger.bonus).recommendation;
    const counted = `its counts (${SEVERITIES.map((s) => `${violations[countKey(s)]} ${s}`).join(', ')})`;
    const fix = 'write each finding it stands on as a "### " block under its section and count it in **Total Violations**';
    if (RECOMMENDATIONS.indexOf(summaryRec) > RECOMMENDATIONS.indexOf(derived))
        reject(`the report recommends ${summaryRec} but ${counted} give ${derived}: ${fix}`);
    // So is a score below what the counts give with no bonus (a bonus left out only lowers it that
    // far): its deductions stand on findings the gate did not read, a table of the model's own.
    const floor = (0,test_review_score/* computeScore */.gp)(violations, 0);
    for (const [what, stated, least] of [
        ['**Quality Score**', score, floor.qualityScore],
        ["the ledger's final score", ledger.finalScore, floor.qualityScore],
        ['**Raw Deduction Score**', rawScore(body), floor.rawQualityScore],
        ["the ledger's raw deduction score", ledger.rawScore, floor.rawQualityScore],
    ])
        if (stated !== null && stated < least)
            reject(`${what} is ${stated}/100 but ${counted} give ${least}: ${fix}`);
    // A grade is its score's letter (A best): one worse than the floor's stands on the same unread deductions.
    for (const [what, stated] of [
        ['**Quality Score**', grade],
        ["the ledger's grade", ledger.grade],
    ])
        if (stated !== null && stated > floor.grade)
            reject(`${what} grades ${stated} but ${counted} give ${floor.grade}: ${fix}`);
    const reviewed = onlyOne(all, 'Reviewed Files');
    const reviewedFiles = reviewed ? manifest(reviewed.body, '"## Reviewed Files"') : [];
    if (reviewedFiles.length === 0)
        reject('"## Reviewed Files" is missing or lists no path');
    const basisValue = onlyIn(all, body, 'Context Basis', 'Executive Summary');
    const contextBasis = CONTEXT_BASES.find((c) => c === basisValue.replace(/[*`]/g, '').trim());
    if (!contextBasis)
        reject(`**Context Basis** is ${(0,redact/* quoted */.TL)(basisValue, 40)}: expected none, pr_diff or pr_diff_truncated`);
    const waivers = onlyIn(all, body, 'Context Waivers Applied', 'Executive Summary');
    if (waivers.trim() !== '0')
        reject(`**Context Waivers Applied** is ${(0,redact/* quoted */.TL)(waivers, 20)}: context never waives a finding, so it must be 0`);
    const contextSection = onlyOne(all, 'Review Context');
    const contextFiles = contextSection ? manifest(contextSection.body, '"## Review Context"') : [];
    if (contextBasis === 'none' && contextFiles.length > 0)
        reject('"## Review Context" lists files but **Context Basis** is none');
    if (contextBasis !== 'none' && contextFiles.length === 0)
        reject(`**Context Basis** is ${contextBasis} but "## Review Context" lists no file`);
    const excludedSection = onlyOne(all, 'Excluded From Review Set');
    const excludedFiles = excludedSection ? manifest(excludedSection.body, '"## Excluded From Review Set"', true) : [];
    for (const f of reviewedFiles) {
        if (contextFiles.includes(f))
            reject(`${(0,list/* shownName */.HD)(f)} is in both "## Reviewed Files" and "## Review Context"`);
        if (excludedFiles.includes(f))
            reject(`${(0,list/* shownName */.HD)(f)} is in both "## Reviewed Files" and "## Excluded From Review Set"`);
    }
    conventions(body);
    const summaryBody = one(all, 'Executive Summary').body;
    const mode = (0,markdown/* labelled */.wW)(summaryBody, 'Execution Mode')[0]?.value.toLowerCase();
    const report = {
        recommendation: summaryRec,
        qualityScore: score,
        grade,
        ledger,
        violations,
        bonus: ledger.bonus,
        findings,
        verdictLines,
        reviewedFiles,
        contextBasis,
        contextFiles,
        excludedFiles,
        keyStrengths: bullets(summaryBody, 'Key Strengths', '✅', 5),
        keyWeaknesses: bullets(summaryBody, 'Key Weaknesses', '❌', 5),
        advisoryObservations: bullets(summaryBody, 'Advisory Observations', null, 10),
        ...(mode && EXECUTION_MODES.includes(mode) ? { executionMode: mode } : {}),
    };
    if (opts.contract) {
        inRunSpelling(report, opts.contract);
        bindToRun(report, opts.contract);
    }
    return report;
}


/***/ }),

/***/ 37449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aE: () => (/* binding */ deduction),
/* harmony export */   gp: () => (/* binding */ computeScore),
/* harmony export */   on: () => (/* binding */ grade),
/* harmony export */   vh: () => (/* binding */ recommend)
/* harmony export */ });
/**
 * The score and the recommendation are computed from the counts, never taken
 * from the report: an agent that writes "Approve, 100/100" over a Critical
 * finding gets Block and at most 69.
 */
const WEIGHTS = { critical: 10, high: 5, medium: 2, low: 1 };
/** The effective score cannot exceed the cap of the worst severity found. */
const CAPS = [
    ['critical', 69, 'Critical'],
    ['high', 79, 'High'],
    ['medium', 89, 'Medium'],
    ['low', 99, 'Low'],
];
function deduction(key) {
    return WEIGHTS[key];
}
function grade(score) {
    return score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F';
}
function computeScore(v, bonus) {
    const deducted = v.critical * 10 + v.high * 5 + v.medium * 2 + v.low;
    const raw = Math.max(0, Math.min(100, 100 - deducted + bonus));
    const worst = CAPS.find(([k]) => v[k] > 0);
    const cap = worst ? worst[1] : 100;
    const score = Math.min(raw, cap);
    const scoreOverrideRule = worst
        ? `The worst severity found is ${worst[2]}, which caps the score at ${cap}: min(raw ${raw}, ${cap}) = ${score}.`
        : `No findings, so no cap: the score is the raw ${raw}.`;
    return { rawQualityScore: raw, qualityScore: score, scoreCap: cap, grade: grade(score), scoreOverrideRule, ...recommend(v, score) };
}
/** The recommendation the counts and the capped score give, and the rule that gave it. */
function recommend(v, score) {
    let recommendation;
    let verdictRule;
    if (v.critical > 0) {
        recommendation = 'Block';
        verdictRule = `Block because Critical > 0 (${v.critical} Critical).`;
    }
    else if (v.high > 0) {
        recommendation = 'Request Changes';
        verdictRule = `Request Changes because High > 0 (${v.high} High).`;
    }
    else if (score < 70) {
        recommendation = 'Request Changes';
        verdictRule = `Request Changes because the score ${score} is below 70.`;
    }
    else if (v.medium + v.low > 0) {
        recommendation = 'Approve with Comments';
        verdictRule = `Approve with Comments: no Critical or High, score ${score} >= 70, ${v.medium + v.low} Medium/Low finding(s).`;
    }
    else {
        recommendation = 'Approve';
        verdictRule = `Approve: no findings and score ${score} >= 70.`;
    }
    return { recommendation, verdictRule };
}


/***/ }),

/***/ 50248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ PACT_MCP_VALUES),
/* harmony export */   gj: () => (/* binding */ EXECUTION_MODE_VALUES),
/* harmony export */   ty: () => (/* binding */ resolveTeaConfig)
/* harmony export */ });
/* unused harmony export TEA_DEFAULTS */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26781);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69816);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38556);






const TEA_DEFAULTS = {
    tea_use_playwright_utils: true,
    tea_use_pactjs_utils: true,
    tea_pact_mcp: 'mcp',
    tea_execution_mode: 'auto',
    tea_capability_probe: true,
    test_stack_type: 'auto',
};
const EXECUTION_MODE_VALUES = ['auto', 'agent-team', 'subagent', 'sequential'];
const PACT_MCP_VALUES = ['mcp', 'none'];
const STACK_VALUES = ['auto', 'frontend', 'backend', 'fullstack', 'mobile'];
/** Layers in merge order; the legacy YAML only when the tree has no `_bmad/config.toml`. */
const TOML_LAYERS = ['_bmad/config.toml', '_bmad/config.user.toml', '_bmad/custom/config.toml', '_bmad/custom/config.user.toml'];
const LEGACY = '_bmad/tea/config.yaml';
const CONFIG_MAX_BYTES = 256 * 1024;
function bad(where, why) {
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`TEA configuration ${where}: ${why}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .TEST_REVIEW_EXIT */ .v.environment);
}
const isTable = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
/** BMad's structural merge for the keys read here: tables merge recursively, arrays append, later scalars win. */
function merge(a, b) {
    const out = { ...a };
    for (const [k, v] of Object.entries(b)) {
        const prev = out[k];
        out[k] =
            isTable(prev) && isTable(v)
                ? merge(prev, v)
                : Array.isArray(prev) && Array.isArray(v)
                    ? [...prev, ...v]
                    : v;
    }
    return out;
}
/** The files' texts: from the commit's tree (links, folders and oversize blobs refused) or the working tree. */
async function readLayers(paths, at) {
    const out = new Map();
    if ('repo' in at) {
        const listing = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.treeEntries)(at.repo, at.commit, paths).catch((err) => bad(`at ${at.commit.slice(0, 12)}`, err.message.split('\n')[0]));
        const found = [];
        for (const { mode, type, size, path } of listing) {
            const where = `${at.commit.slice(0, 12)}:${path}`;
            if (type !== 'blob' || mode === '120000')
                bad(where, 'is a folder or a symbolic link, not a file: the base commit must hold a regular file');
            if ((size ?? 0) > CONFIG_MAX_BYTES)
                bad(where, `is over ${CONFIG_MAX_BYTES} bytes`);
            found.push(path);
        }
        const blobs = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.readObjects)(at.repo.root, found.map((p) => `${at.commit}:${p}`));
        for (const p of found) {
            const data = blobs.get(`${at.commit}:${p}`)?.data;
            if (!data)
                bad(`${at.commit.slice(0, 12)}:${p}`, 'cannot be read from git');
            out.set(p, data.toString('utf8'));
        }
        return out;
    }
    for (const p of paths) {
        // A regular file inside the tree only: no link on the way, no FIFO, bounded before reading.
        const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegular */ .VX)(at.root, p, CONFIG_MAX_BYTES);
        if (read.status === 'missing')
            continue;
        if (read.status === 'refused')
            bad(p, read.reason);
        if (read.status === 'too-large')
            bad(p, `is over ${CONFIG_MAX_BYTES} bytes`);
        if (read.status === 'ok')
            out.set(p, read.bytes.toString('utf8'));
    }
    return out;
}
async function parseToml(text, where) {
    const { parse } = await __webpack_require__.e(/* import() */ 3292).then(__webpack_require__.bind(__webpack_require__, 3292));
    try {
        return parse(text);
    }
    catch (err) {
        return bad(where, `is not valid TOML (${err.message.split('\n')[0]})`);
    }
}
function boolean(v, key, where) {
    if (v === true || v === 'true')
        return true;
    if (v === false || v === 'false')
        return false;
    return bad(where, `${key} must be true or false (got ${JSON.stringify(v)})`);
}
function oneOf(v, values, key, where) {
    if (typeof v === 'string' && values.includes(v))
        return v;
    return bad(where, `${key} must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
}
function fromTable(t, where) {
    const out = {};
    if ('tea_use_playwright_utils' in t)
        out.tea_use_playwright_utils = boolean(t.tea_use_playwright_utils, 'tea_use_playwright_utils', where);
    if ('tea_use_pactjs_utils' in t)
        out.tea_use_pactjs_utils = boolean(t.tea_use_pactjs_utils, 'tea_use_pactjs_utils', where);
    if ('tea_pact_mcp' in t)
        out.tea_pact_mcp = oneOf(t.tea_pact_mcp, PACT_MCP_VALUES, 'tea_pact_mcp', where);
    if ('tea_execution_mode' in t)
        out.tea_execution_mode = oneOf(t.tea_execution_mode, EXECUTION_MODE_VALUES, 'tea_execution_mode', where);
    if ('tea_capability_probe' in t)
        out.tea_capability_probe = boolean(t.tea_capability_probe, 'tea_capability_probe', where);
    if ('test_stack_type' in t)
        out.test_stack_type = oneOf(t.test_stack_type, STACK_VALUES, 'test_stack_type', where);
    return out;
}
/** Flags over the configuration at `at` (a commit, or the working tree) over the module defaults. */
async function resolveTeaConfig(flags, at) {
    const place = 'repo' in at ? `${at.commit.slice(0, 12)}:` : '';
    const texts = await readLayers([...TOML_LAYERS, LEGACY], at);
    let file = {};
    let from = [];
    if (texts.has(TOML_LAYERS[0])) {
        let merged = {};
        for (const p of TOML_LAYERS.filter((l) => texts.has(l))) {
            merged = merge(merged, await parseToml(texts.get(p), `${place}${p}`));
            from.push(p);
        }
        const modules = merged.modules;
        const tea = isTable(modules) ? modules.tea : undefined;
        if (tea !== undefined && !isTable(tea))
            bad(`${place}${from.join(' + ')}`, '[modules.tea] is not a table');
        file = tea ? fromTable(tea, `${place}${from.join(' + ')}`) : {};
    }
    else if (texts.has(LEGACY)) {
        const where = `${place}${LEGACY}`;
        let doc;
        try {
            (0,_text_yaml_js__WEBPACK_IMPORTED_MODULE_4__.checkFlowDepth)(texts.get(LEGACY));
            doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__.parse)(texts.get(LEGACY), { logLevel: 'error' });
        }
        catch (err) {
            bad(where, `is not valid YAML (${err.message.split('\n')[0]})`);
        }
        if (doc !== null && doc !== undefined && !isTable(doc))
            bad(where, 'is not a mapping');
        file = isTable(doc) ? fromTable(doc, where) : {};
        from = [LEGACY];
    }
    const config = { ...TEA_DEFAULTS, ...file, ...flags };
    const origin = from.length
        ? `${'repo' in at ? `the base commit ${place}` : 'the working tree: '}${from.join(' + ')}`
        : 'no _bmad configuration';
    const given = Object.keys(flags);
    return { config, source: `${origin}${given.length ? `; flags set ${given.join(', ')}` : ''}; module defaults for the rest` };
}


/***/ }),

/***/ 3986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ testGlobProblem),
/* harmony export */   l1: () => (/* binding */ testGlobMatcher),
/* harmony export */   lC: () => (/* binding */ unmatchedTestGlobs)
/* harmony export */ });
/* unused harmony export regexProblem */
/* harmony import */ var _review_glob_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27053);
/* harmony import */ var _review_globs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96479);


// One `--test-glob` entry, read by its spelling: `/regex/`, a glob when it holds a glob character
// (`qa/**`, `*.spec.ts`: read as a substring, such a value matched no path and the review was
// skipped at exit 0), else a substring of the path (`.bats`, `checks/`).
const isRegex = (entry) => entry.length > 2 && entry.startsWith('/') && entry.endsWith('/');
const isGlob = (entry) => /[*?[\]{}]/.test(entry) || entry.startsWith('!');
const MAX_CHOICES = 4;
/**
 * Why a `/regex/` body may not run in time linear in a path's length (row 658), or null. Only shapes
 * that are linear whatever the regex engine tries are taken: no backreference, lookaround or
 * quantified group, and at most one repeat (`*`, `+`, `{n,m}`), then only after a leading `^`,
 * so it starts at one place (unanchored, `checks/.*\.js` rescans the rest from every `checks/`),
 * and at most MAX_CHOICES alternatives or optional parts.
 */
function regexProblem(body) {
    let repeats = 0;
    // Each `?` and `|` is a choice the engine may try both ways: a few multiply the work by a constant, thirty by 2^30.
    let choices = 0;
    let depth = 0;
    let topAlternative = false;
    // What the last token was: a quantifier on a group (`(a+)+`, `(x)?`) is refused whatever it holds.
    let prev = 'none';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        const quantifier = c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(?:,\d*)?\}/.test(body.slice(i, i + 24)));
        if (quantifier && prev === 'group')
            return 'a quantified group';
        if (c === '\\') {
            if (/[1-9k]/.test(body[i + 1] ?? ''))
                return 'a backreference';
            i++;
            prev = 'atom';
        }
        else if (c === '[') {
            for (i++; i < body.length && body[i] !== ']'; i++)
                if (body[i] === '\\')
                    i++;
            prev = 'atom';
        }
        else if (c === '(') {
            if (/^\?<?[=!]/.test(body.slice(i + 1, i + 4)))
                return 'a lookahead or lookbehind';
            // `(?:` and `(?<name>` open a group: their `?` is no choice.
            if (body[i + 1] === '?')
                i = body[i + 2] === '<' ? body.indexOf('>', i) : i + 2;
            depth++;
            prev = 'none';
        }
        else if (c === ')') {
            depth--;
            prev = 'group';
        }
        else if (c === '|') {
            choices++;
            topAlternative ||= depth === 0;
            prev = 'none';
        }
        else if (c === '?' && prev === 'repeat')
            prev = 'atom'; // lazy: the same one repeat
        else if (quantifier) {
            // `{n}` is n atoms, no choice; `{n,m}` and `{n,}` repeat.
            if (c === '?')
                choices++;
            else if (c !== '{' || body.slice(i, body.indexOf('}', i)).includes(','))
                repeats++;
            if (c === '{')
                i = body.indexOf('}', i);
            prev = c === '?' ? 'atom' : 'repeat';
        }
        else
            prev = 'atom';
    }
    if (choices > MAX_CHOICES)
        return `more than ${MAX_CHOICES} alternatives "|" and optional parts "?"`;
    if (repeats > 1)
        return 'more than one repeat (*, +, {n,m})';
    if (repeats === 1 && (!body.startsWith('^') || topAlternative))
        return 'a repeat without a leading ^ (or beside a top-level "|")';
    return null;
}
/** What is wrong with one entry, or null: a regex that does not compile or may not be linear, a glob globProblem refuses. */
function testGlobProblem(entry) {
    if (isRegex(entry)) {
        try {
            new RegExp(entry.slice(1, -1));
        }
        catch (err) {
            return `is not a valid regular expression: ${err.message}`;
        }
        const shape = regexProblem(entry.slice(1, -1));
        return shape
            ? `is a regular expression with ${shape}, which may take time quadratic or worse in a path's length: write a glob (\`checks/**/*.check.js\`), a substring, or an anchored /^…/ with one repeat`
            : null;
    }
    if (isGlob(entry)) {
        const problem = (0,_review_glob_check_js__WEBPACK_IMPORTED_MODULE_0__/* .globProblem */ .AI)(entry, { braces: true });
        return problem ? `is read as a glob (it holds a glob character), and ${problem}` : null;
    }
    return null;
}
/** One entry's matcher (checked when the options were read): a glob without "/" matches the file name, as a .gitignore line does. */
function entryMatcher(entry) {
    if (isRegex(entry)) {
        const re = new RegExp(entry.slice(1, -1));
        return (p) => re.test(p);
    }
    if (!isGlob(entry))
        return (p) => p.includes(entry);
    const glob = (0,_review_globs_js__WEBPACK_IMPORTED_MODULE_1__.compileGlobs)([entry], 'test-glob', { braces: true });
    return entry.includes('/') ? glob : (p) => glob(p.slice(p.lastIndexOf('/') + 1));
}
/** The extra test-file matchers: a path any entry matches. */
function testGlobMatcher(entries) {
    const tests = entries.map(entryMatcher);
    return (p) => tests.some((t) => t(p));
}
/** The entries that match none of `paths`: no evidence of anything, so named in a warning. */
function unmatchedTestGlobs(entries, paths) {
    return entries.filter((entry) => !paths.some(entryMatcher(entry)));
}


/***/ }),

/***/ 46065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o1: () => (/* binding */ buildVerdict),
  qX: () => (/* binding */ contradiction),
  rD: () => (/* binding */ expiryProblem),
  XN: () => (/* binding */ gateFailures),
  G9: () => (/* binding */ settle),
  bh: () => (/* binding */ skipFailures),
  BH: () => (/* binding */ skipVerdict)
});

// UNUSED EXPORTS: DELETIONS_ONLY_REASON, NO_TESTS_REASON, REMOVALS_ONLY_REASON

// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
// EXTERNAL MODULE: ./src/text/words.ts
var words = __webpack_require__(71670);
;// CONCATENATED MODULE: ./src/text/dates.ts
/**
 * Date-only values (YYYY-MM-DD: a waiver's `waive-until`) name days of UTC, read and compared the
 * same way on every machine. The local zone is the runner's, a laptop's or whatever an earlier step
 * set TZ to through GITHUB_ENV: a day read in it starts up to 26 hours apart from one place to the
 * next, so one waiver would lapse at different instants for the writer and each reader.
 */
const DAY_MS = 86_400_000;
/** The instant (ms) at 00:00 UTC of the day `v` names, or null when `v` is not a real calendar date YYYY-MM-DD. */
function utcDay(v) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!m)
        return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const at = new Date(0);
    // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
    at.setUTCFullYear(y, mo - 1, d);
    // A day past its month's end rolls over (2026-02-30 is March 2nd): that is no real date.
    return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d ? at.getTime() : null;
}
/** The instant (ms) at 00:00 UTC of the day `now` falls in. */
function utcDayOf(now) {
    return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

// EXTERNAL MODULE: ./src/test-review/report.ts + 6 modules
var report = __webpack_require__(7227);
// EXTERNAL MODULE: ./src/test-review/score.ts
var score = __webpack_require__(37449);
// EXTERNAL MODULE: ./src/test-review/exit-codes.ts
var exit_codes = __webpack_require__(38556);
;// CONCATENATED MODULE: ./src/test-review/verdict.ts






const FAILING = { 'request-changes': ['Request Changes', 'Block'], block: ['Block'] };
function minus(a, b) {
    return {
        critical: a.critical - b.critical,
        high: a.high - b.high,
        medium: Math.max(0, a.medium - b.medium),
        low: Math.max(0, a.low - b.low),
    };
}
function buildVerdict(r, facts, classified) {
    const cut = { critical: 0, high: 0, medium: 0, low: 0 };
    const findings = [];
    r.findings.forEach((f, i) => {
        const c = classified?.[i];
        if (c?.provenance === 'pre_existing') {
            cut[(0,report/* countKey */.tj)(f.severity)]++;
            return;
        }
        findings.push({
            criterion_id: f.row,
            severity: f.severity,
            path: f.path,
            line: c ? c.line : f.line,
            provenance: c ? c.provenance : 'unknown',
            ...(c ? { changed_line_evidence: c.evidence } : {}),
            deduction: (0,score/* deduction */.aE)((0,report/* countKey */.tj)(f.severity)),
            verdict_impact: true,
            row: f.row,
            file: f.path,
            section: f.section,
            title: (0,redact/* redact */.E$)(f.title),
        });
    });
    const violations = minus(r.violations, cut);
    const s = (0,score/* computeScore */.gp)(violations, r.bonus);
    const cutCount = report/* SEVERITIES */.oC.reduce((n, sev) => n + cut[(0,report/* countKey */.tj)(sev)], 0);
    const v = {
        report: facts.report,
        files: r.reviewedFiles,
        agent: facts.agent,
        model: facts.model,
        reviewMode: facts.gateOn === 'introduced' ? 'pr' : 'full-file',
        gateOn: facts.gateOn,
        gatingQualityScore: s.qualityScore,
        gatingViolations: violations,
        recommendation: s.recommendation,
        rawQualityScore: s.rawQualityScore,
        qualityScore: s.qualityScore,
        scoreCap: s.scoreCap,
        scoreOverrideRule: s.scoreOverrideRule,
        verdictRule: s.verdictRule,
        violations,
        findings,
        reviewProvenance: facts.provenance,
        reviewedFiles: r.reviewedFiles,
        contextBasis: r.contextBasis,
        contextFiles: r.contextFiles,
        contextWaiversApplied: 0,
        // Free text quoted from the report leaves the tool only through the redaction floor.
        keyStrengths: r.keyStrengths.map(redact/* redact */.E$),
        keyWeaknesses: r.keyWeaknesses.map(redact/* redact */.E$),
        advisoryObservations: r.advisoryObservations.map(redact/* redact */.E$),
    };
    if (r.executionMode)
        v.executionMode = r.executionMode;
    if (r.excludedFiles.length)
        v.excludedFiles = r.excludedFiles;
    if (facts.gateOn === 'introduced')
        v.preExistingFindingsCut = cutCount;
    if (r.qualityScore !== s.qualityScore)
        v.reportedQualityScore = r.qualityScore;
    if (r.recommendation !== s.recommendation)
        v.reportedRecommendation = r.recommendation;
    if (facts.unscorable.length)
        v.unscorableTestArtifacts = facts.unscorable;
    if (facts.removedTests.length)
        v.removedTests = facts.removedTests;
    if (facts.withheld.length)
        v.withheldFiles = facts.withheld;
    if (facts.unreadable.length)
        v.unreadableFiles = facts.unreadable;
    return v;
}
function gateFailures(v, p) {
    const out = [];
    if (FAILING[p.failOn].includes(v.recommendation))
        out.push(`Verdict "${v.recommendation}"${v.gateOn === 'introduced' ? ' under --gate-on introduced' : ''} fails --fail-on ${p.failOn}.`);
    if (p.minScore !== undefined && v.gatingQualityScore < p.minScore)
        out.push(`Quality score ${v.gatingQualityScore} fails --min-score ${p.minScore}.`);
    if (p.maxCritical !== undefined && v.gatingViolations.critical > p.maxCritical)
        out.push(`Critical violations ${v.gatingViolations.critical} exceeds --max-critical ${p.maxCritical}.`);
    if (v.files.length < p.minFiles)
        out.push(`insufficient evidence: ${v.files.length} files reviewed (${p.minFiles} required)`);
    if (onlyRemovals(v))
        out.push(REMOVALS_ONLY_REASON);
    return out;
}
/**
 * Whether all the review read is what removed tests became (`tests/auth.test.ts` → `tests/auth.ts`, test-named by its
 * folder alone): the change only removes coverage, which fails as a skip of only removals does, whatever the agent says.
 */
function onlyRemovals(v) {
    const became = new Set(v.removedTests?.map((t) => t.renamedTo));
    return Boolean(v.removedTests?.length) && v.files.every((f) => became.has(f));
}
/**
 * A skip's gate failures: a removed test file, or a changed test artifact no row scores (a Gherkin
 * scenario, a YAML flow: nothing read it), fails it whatever the settings; no test at all only under --fail-on-skip.
 */
function skipFailures(v, failOnSkip) {
    return v.removedTests?.length || v.unscorableTestArtifacts?.length || failOnSkip ? [v.reason] : [];
}
/**
 * Why `v` is not a waiver's expiry (a real calendar date strictly after today's UTC date), or null
 * when it is. The waiver lapses at 00:00 UTC of that day, whatever zone the writer or a reader runs in.
 */
function expiryProblem(v, today = new Date()) {
    const day = utcDay(v);
    if (day === null)
        return `must be a real date YYYY-MM-DD (got ${JSON.stringify(v)})`;
    return day <= utcDayOf(today) ? `${v} is not in the future (UTC): a waiver must expire after today's date in UTC` : null;
}
/** The loosest settings a run can have: what fails under them fails under every --fail-on, --min-files and --fail-on-skip. */
const LOOSEST = { failOn: 'block', minFiles: 0, failOnSkip: false };
/**
 * Where a verdict read back from a file (test-review render) is not one a run writes, in words: a
 * recommendation or score its counts do not give, or no gate failure where every setting has one
 * (a Block, a removed test file). Its gate failures are never taken on trust.
 */
function contradiction(v, today = new Date()) {
    if ('promptOnly' in v)
        return undefined;
    const waiver = waiverProblem(v, today);
    if (waiver)
        return waiver;
    if (!('skipped' in v)) {
        const same = Object.keys(v.violations).every((k) => v.violations[k] === v.gatingViolations[k]);
        if (!same || v.qualityScore !== v.gatingQualityScore)
            return 'its gating counts or score are not its own';
        const derived = (0,score/* recommend */.vh)(v.gatingViolations, v.gatingQualityScore).recommendation;
        if (derived !== v.recommendation)
            return `its recommendation "${v.recommendation}" is not "${derived}", the one its counts and score give`;
    }
    const owed = 'skipped' in v ? skipFailures(v, false) : gateFailures(v, LOOSEST);
    return owed.length && !v.gateFailures?.length ? `it lists no gate failure, yet every setting fails it: ${owed.join(' ')}` : undefined;
}
/**
 * A waiver read back is checked again by the writer's rule (settle, and the options' partners and
 * expiry): one that waives nothing, names no reason or expiry, or has run out passes nothing. The
 * schema ties the fields; the expiry is today's question, never the writer's answer.
 */
function waiverProblem(v, today) {
    if (!v.waived)
        return undefined;
    if (!v.gateFailures?.length)
        return 'it is waived with no gate failure to waive';
    // A reason is words a person reads: blank, invisible (U+200B, U+3164, U+2800, U+00AD) or marks alone name none (row 46).
    if (!(0,words/* hasVisibleWords */.Ux)(v.waiveReason))
        return 'its waiver names no reason';
    const expiry = v.waiveUntil === undefined ? 'it has no expiry' : expiryProblem(v.waiveUntil, today);
    return expiry ? `its waiver no longer holds: ${expiry}` : undefined;
}
/** Records the gate failures and, when they exist, an active waiver; returns the exit code. */
function settle(v, failures, p) {
    if (failures.length === 0)
        return { verdict: v, exitCode: exit_codes/* TEST_REVIEW_EXIT */.v.ok };
    const out = { ...v, gateFailures: failures };
    // The writer's rule is the reader's (waiverProblem): a waiver naming no reason a person can read waives nothing.
    if (p.waive && (0,words/* hasVisibleWords */.Ux)(p.waive.reason))
        return { verdict: { ...out, waived: true, waiveReason: p.waive.reason, waiveUntil: p.waive.until }, exitCode: exit_codes/* TEST_REVIEW_EXIT */.v.ok };
    return { verdict: out, exitCode: exit_codes/* TEST_REVIEW_EXIT */.v.failed };
}
const NO_TESTS_REASON = 'no changed test files in diff';
const DELETIONS_ONLY_REASON = 'only test deletions in diff; nothing to review';
const REMOVALS_ONLY_REASON = 'only removed tests in diff: every reviewed file is one a removed test was renamed to';
function skipVerdict(o) {
    let reason = o.removed.length ? DELETIONS_ONLY_REASON : NO_TESTS_REASON;
    if (o.unscorable.length)
        reason += `; ${o.unscorable.length} changed test artifact(s) no rubric row can score (pass --test-glob to review them as tests)`;
    const v = {
        skipped: true,
        reason,
        recommendation: null,
        qualityScore: null,
        files: [],
        contextBasis: o.contextBasis,
        contextFiles: o.contextFiles,
        gateOn: o.gateOn,
        reviewProvenance: o.provenance,
    };
    if (o.removed.length) {
        // deletedFiles keeps the peer's key: every test path the change took away.
        v.deletedFiles = o.removed.map((r) => r.path);
        v.removedTests = o.removed;
    }
    if (o.unscorable.length)
        v.unscorableTestArtifacts = o.unscorable;
    if (o.withheld.length)
        v.withheldFiles = o.withheld;
    return v;
}


/***/ }),

/***/ 77677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ OptionChecks)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74930);


/**
 * The checks an options module runs over raw options: every refusal is one line that names the
 * option as the caller wrote it and says what to give, with the command's exit code.
 */
class OptionChecks {
    raw;
    exitCode;
    constructor(raw, exitCode) {
        this.raw = raw;
        this.exitCode = exitCode;
    }
    refuse(message) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(message, this.exitCode);
    }
    /** `name(key, value) why`: the sentence starts with the option. */
    bad(key, why, value) {
        return this.refuse(`${this.raw.name(key, value)} ${why}`);
    }
    name(key, value) {
        return this.raw.name(key, value);
    }
    string(key) {
        return this.raw.string(key);
    }
    list(key) {
        return this.raw.list(key);
    }
    toggle(key) {
        return this.raw.toggle(key, (message) => this.refuse(message));
    }
    oneOf(key, values, fallback) {
        const v = this.string(key);
        if (v === undefined)
            return fallback;
        if (!values.includes(v))
            this.bad(key, `must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
        return v;
    }
    /** A URL proofgate links to in Markdown, as linkUrl writes it; undefined when not given. */
    url(key) {
        const v = this.string(key);
        return v === undefined ? undefined : ((0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkUrl */ .YY)(v) ?? this.bad(key, _links_js__WEBPACK_IMPORTED_MODULE_1__/* .LINK_URL_RULE */ .GX));
    }
    /** A whole number from `min` to `max`, or undefined when not given. */
    wholeNumber(key, min, max) {
        const v = this.string(key);
        if (v === undefined)
            return undefined;
        if (!/^\d+$/.test(v.trim()) || Number(v) < min || Number(v) > max)
            this.bad(key, `must be a whole number from ${min} to ${max} (got ${JSON.stringify(v)})`);
        return Number(v);
    }
}


/***/ })

};
