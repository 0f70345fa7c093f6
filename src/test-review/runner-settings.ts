import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { parseJsonc } from '../text/jsonc.js';
import { checkFlowDepth } from '../text/yaml.js';
import {
  isObject,
  isTestLibrary,
  isVersionRange,
  orTestLibrary,
  sourcesOf,
  tableSource,
  valueAt,
  type Source,
} from './dependency-sources.js';
import { isLockfile, LOCK_PARSE_CAP, LOCKFILE_SETTINGS } from './lockfiles.js';

/**
 * Runner settings held in a file with other jobs: `package.json`'s test scripts and runner keys,
 * `pyproject.toml`'s `[tool.pytest…]` and `[tool.coverage…]`, `setup.cfg`'s `[tool:pytest]`,
 * `[coverage:…]` and tox's sections, `tox.ini` (all of it: tox
 * is a test runner and its sections draw on each other). A pull request that changes them changes
 * which tests run and whether they can fail, so the file is reviewed; a dependency bump is not. Where
 * a dependency resolves from is (a test library aliased, overridden, taken from a path, a git
 * repository, a URL or another registry): a stub there passes every test it asserts.
 * Pure functions of a path and its text.
 */

/**
 * Files that may hold runner settings among other jobs, by name: JavaScript's and Python's, and
 * the build files of other ecosystems, which say which tests run as well (Maven's surefire and
 * failsafe `<excludes>` and `<skipTests>`, MSBuild's `<IsTestProject>` in a project, a traversal project
 * (`dirs.proj`) or any props or targets file a project imports, Cargo's `test = false` and
 * `[[test]]`, Deno's `test.exclude`, bun's `[test]`, Gradle's `test { exclude … }`, Bazel's
 * `tags = ["manual"]`, mix's `test_paths`, SwiftPM's `testTarget`, Nx's test targets), a solution's
 * projects (`dotnet test App.sln`), any Gradle script (a script plugin, a convention plugin), and
 * Go's `go.mod` and `go.work`: a module's folder is cut out of `go test ./...` above it. Deno's
 * `import_map.json` and pip's requirements and constraints files say where dependencies resolve from.
 * Their word is looked for ahead of the name's one run to its end: a run after each `requirements` of a
 * long name was quadratic (#658).
 */
export const SETTINGS_FILE =
  /^(?:package\.json|pyproject\.toml|setup\.cfg|tox\.ini|pom\.xml|[^/]+\.(?:cs|fs|vb)?proj|[^/]+\.sln[xf]?|[^/]+\.(?:props|targets)|Cargo\.toml|deno\.jsonc?|bunfig\.toml|[^/]+\.gradle(?:\.kts)?|go\.(?:mod|work)|BUILD(?:\.bazel)?|mix\.exs|Package\.swift|project\.json|import_map\.json|(?=[^/]*(?:requirements|constraints))[^/]*\.(?:txt|in))$/;
/**
 * Every other package manager's manifest and settings (hazard 525), which say where the tests'
 * libraries come from: Bundler's Gemfiles, Composer's, Pipenv's, Gradle's version catalogs, Dart's
 * pubspec, the module paths of `tsconfig*.json` and `jsconfig*.json` (bun, tsx, ts-node and
 * vite-tsconfig-paths send `chai` where `paths` says), read by their sources; and, whole, those that
 * are code or not parsed: hatch's, uv's, pdm's and poetry's own settings, pip's, conda's and pixi's,
 * `setup.py`, `pubspec_overrides.yaml`, sbt's, Clojure's, Erlang's, Haskell's, Perl's and Julia's
 * manifests. The lockfiles each installs from (lockfiles.ts), and bun's binary one, whole.
 */
const PACKAGE_MANAGER_FILE =
  /^(?:Gemfile|gems\.rb|[^/]+\.gemfile|composer\.json|Pipfile|[^/]+\.versions\.toml|pubspec(?:_overrides)?\.yaml|[tj]sconfig(?:\.[\w-]+)*\.json|hatch\.toml|uv\.toml|\.?pdm\.toml|poetry\.toml|pip\.(?:conf|ini)|environment\.ya?ml|\.condarc|pixi\.toml|setup\.py|[^/]+\.sbt|deps\.edn|project\.clj|rebar\.config|stack\.yaml|cabal\.project(?:\.local)?|cpanfile|Project\.toml|bun\.lockb)$/;
/**
 * The ones whose runners load files they name (setup-refs.ts): JavaScript's and Python's setups and plugins, Gradle's
 * `apply from:` scripts and `includeBuild` folders, surefire's `<excludesFile>`, MSBuild's `<Import Project>`.
 */
const SETUP_NAMING_FILE =
  /^(?:package\.json|pyproject\.toml|setup\.cfg|tox\.ini|[^/]+\.gradle(?:\.kts)?|pom\.xml|[^/]+\.(?:props|targets|proj))$/;

/** Django's settings modules by their usual names: `settings.py`, `settings_ci.py`, `ci_settings.py`, a `settings/` package's modules. */
const DJANGO_SETTINGS = /(?:^|\/)(?:(?:[\w-]*[_-])?settings(?:[_-][\w-]*)?\.py|settings\/[\w-]+\.py)$/;

const fileName = (path: string) => path.split('/').at(-1)!;

export function mayHoldRunnerSettings(path: string): boolean {
  const name = fileName(path);
  return SETTINGS_FILE.test(name) || PACKAGE_MANAGER_FILE.test(name) || isLockfile(name) || DJANGO_SETTINGS.test(path);
}

/** Whether a settings file may name a runner's setup files (a repository's many BUILD files would crowd out its runner configurations). */
export function mayNameSetupFilesIn(path: string): boolean {
  return SETUP_NAMING_FILE.test(fileName(path));
}

/**
 * Keys of package.json a JavaScript runner (or its coverage gate) reads its settings from, Babel's (every jest test is
 * compiled through it), and the workspaces `npm test --workspaces` runs.
 */
const PACKAGE_KEYS = ['jest', 'vitest', 'mocha', 'ava', 'tap', 'c8', 'nyc', 'babel', 'workspaces'];
/** A script npm, yarn or pnpm runs as the test, or around it (`test`, `pretest`, `test:unit`, `posttest`). */
const TEST_SCRIPT = /^(?:pre|post)?test/i;
/**
 * The root's install scripts, which run before the tests on every `npm ci` and may rewrite the
 * installed copy of a test library (`postinstall`, `prepare`, `dependencies`).
 */
const INSTALL_SCRIPT = /^(?:(?:pre|post)?(?:install|prepare)|dependencies)$/i;
/**
 * Tables of pyproject.toml that say how tests run: pytest's, the test commands of tox, hatch, pdm, poe,
 * taskipy and rye, coverage.py's threshold, and the pytest plugins the project registers; and where uv,
 * pdm, poetry and rye take packages from (uv's `sources` and indexes, pdm's overrides, poetry's and
 * rye's sources). pixi's whole, as `pixi.toml` is: its tasks, its features' and targets' tasks, its channels.
 */
const PYPROJECT_TABLES = [
  ...[['pytest'], ['tox'], ['hatch', 'envs'], ['pdm', 'scripts'], ['poe'], ['taskipy'], ['rye', 'scripts'], ['coverage']].map((t) => [
    'tool',
    ...t,
  ]),
  ['project', 'entry-points', 'pytest11'],
  ...[['uv'], ['pdm', 'resolution'], ['pdm', 'source'], ['poetry', 'source'], ['rye', 'sources'], ['pixi']].map((t) => ['tool', ...t]),
];
/** Past this, a file is compared whole rather than parsed. */
const PARSE_CAP = 1 << 20;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
/** The values of the table at `path` (a table of groups, each a dependency list or table); none where it is missing. */
const valuesAt = (data: unknown, path: string[]) => {
  const table = valueAt(data, path);
  return isObject(table) ? Object.values(table) : table === undefined ? [] : [table];
};

/** The words of a script that may name another: split where a shell, or a runner's `--run=`, separates them. */
const SCRIPT_WORD = /[^\s;&|()<>'"`=]+/g;
/** `concurrently`'s shorthand for a script (`npm:unit`). */
const RUNNER_PREFIX = /^(?:npm|yarn|pnpm|bun):/;
/** Glob words (`run-s unit:*`) matched against every script before all scripts are taken instead. */
const MAX_GLOB_WORDS = 200;

/**
 * Commands that run tests, beside the words of test libraries (isTestLibrary: `vitest`, `playwright`,
 * `pytest`, and `test` of `node --test`, `go test`, `cargo test`, `dotnet test`): runners named for no library.
 */
const RUNNER_COMMANDS = new Set('tox nox ctest bats behave cucumber prove spec specs e2e pest codecept behat newman hurl'.split(' '));
/** Whether a script's body runs a test runner (a word of one, any case: `playwright test`, `ci`'s `vitest run --coverage`). */
const runsTests = (body: unknown) =>
  typeof body === 'string' && body.split(/[^A-Za-z0-9]+/).some((w) => isTestLibrary(w) || RUNNER_COMMANDS.has(w.toLowerCase()));

/**
 * The scripts each script runs by name (`npm run unit`, `yarn check:all`, `run-s unit:*`, `node --run unit`,
 * `concurrently npm:unit`): a word of a script that is another script's name (or a glob's text before its `*`
 * begins it) counts, run or not. Null past MAX_GLOB_WORDS globs.
 */
function scriptEdges(scripts: Record<string, unknown>): Map<string, Set<string>> | null {
  const names = Object.keys(scripts);
  const edges = new Map(names.map((n) => [n, new Set<string>()]));
  let globs = 0;
  for (const [from, body] of Object.entries(scripts)) {
    if (typeof body !== 'string') continue;
    for (const [raw] of body.matchAll(SCRIPT_WORD)) {
      const word = raw.replace(RUNNER_PREFIX, '');
      if (edges.has(word)) edges.get(from)!.add(word);
      const star = word.indexOf('*');
      if (star < 0) continue;
      // A glob runs every script named with its text before the first `*`: more than it runs, never less.
      if (++globs > MAX_GLOB_WORDS) return null;
      const prefix = word.slice(0, star);
      for (const name of names) if (name.startsWith(prefix)) edges.get(from)!.add(name);
    }
  }
  return edges;
}

/** `seeds` and every name `next` reaches from them, however deep (a cycle ends). */
function reach(seeds: string[], next: (name: string) => Iterable<string>): Set<string> {
  const taken = new Set(seeds);
  const queue = [...taken];
  while (queue.length)
    for (const n of next(queue.pop()!)) {
      if (taken.has(n)) continue;
      taken.add(n);
      queue.push(n);
    }
  return taken;
}

/**
 * The scripts that run tests and every script they run by name: a `test*` script, one whose body runs a
 * runner at this commit (`"e2e": "playwright test"`, `"ci": "vitest run"`: compared at both commits, a
 * script that stops running one differs), one that runs such a script by name however deep (`"ci": "npm
 * run unit"`), and what any of them runs, and the install scripts. An edit to what the tests run is then
 * never an unrelated script's; a build or lint script no test run reaches stays out. Past MAX_GLOB_WORDS
 * globs, every script.
 */
function testScripts(scripts: Record<string, unknown>): [string, unknown][] {
  const edges = scriptEdges(scripts);
  if (!edges) return Object.entries(scripts);
  const callers = new Map([...edges.keys()].map((n) => [n, [] as string[]]));
  for (const [from, to] of edges) for (const n of to) callers.get(n)!.push(from);
  const runners = [...edges.keys()].filter((n) => TEST_SCRIPT.test(n) || runsTests(scripts[n]));
  const seeds = [...reach(runners, (n) => callers.get(n)!), ...Object.keys(scripts).filter((k) => INSTALL_SCRIPT.test(k))];
  const taken = reach(seeds, (n) => edges.get(n)!);
  return Object.entries(scripts).filter(([k]) => taken.has(k));
}

const PACKAGE_DEPENDENCIES = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
/** Where npm, yarn, pnpm and bun take a package from, whatever the dependency tables say, and the subpath imports (`#assert`) node resolves. */
const PACKAGE_RESOLUTIONS = [
  ['overrides'],
  ['resolutions'],
  ['patchedDependencies'],
  ['pnpm', 'overrides'],
  ['pnpm', 'patchedDependencies'],
  ['pnpm', 'packageExtensions'],
  ['imports'],
];
/** A dependency not at a version range (`npm:` alias, `file:`, `link:`, git, URL, tarball, `workspace:`; a Composer constraint reads alike), and a test library's at any. */
const rangeSource: Source = orTestLibrary((_name, spec) => (isVersionRange(spec) ? undefined : spec));
/** `packageManager` naming a release (`pnpm@9.1.0+sha512.…`), not a URL corepack fetches. */
const PACKAGE_MANAGER_RELEASE = /^[\w-]+@[\w.+-]+$/;

function packageSettings(text: string): string {
  const pkg = JSON.parse(text) as unknown;
  if (!isObject(pkg)) return JSON.stringify(pkg);
  const scripts = isObject(pkg.scripts) ? testScripts(pkg.scripts) : pkg.scripts;
  const manager = typeof pkg.packageManager === 'string' && PACKAGE_MANAGER_RELEASE.test(pkg.packageManager) ? null : pkg.packageManager;
  return JSON.stringify({
    keys: PACKAGE_KEYS.map((k) => [k, pkg[k] as Json]),
    scripts,
    sources: PACKAGE_DEPENDENCIES.map((k) => sourcesOf(pkg[k], rangeSource)),
    resolutions: PACKAGE_RESOLUTIONS.map((path) => valueAt(pkg, path)),
    manager,
  });
}

/** A PEP 508 requirement from a URL or path (`pytest @ file:///stubs/pytest`), or an entry that is no requirement (a group's include). */
const pep508Source: Source = (_name, spec) => (typeof spec !== 'string' || spec.includes('@') ? spec : undefined);
/** Poetry's keys of a dependency the registry serves at a version. */
const poetrySource = tableSource(new Set(['version', 'extras', 'optional', 'markers', 'python', 'platform', 'allow-prereleases']));

/** pyproject.toml's PYPROJECT_TABLES, and its dependencies (PEP 621, PEP 735, pdm's and poetry's) from a path, URL, git or named source. */
function pyprojectSettings(text: string): string {
  const toml = parseToml(text);
  const requirements = [
    valueAt(toml, ['project', 'dependencies']),
    ...valuesAt(toml, ['project', 'optional-dependencies']),
    ...valuesAt(toml, ['dependency-groups']),
    ...valuesAt(toml, ['tool', 'pdm', 'dev-dependencies']),
  ].map((list) => sourcesOf(list, pep508Source));
  const poetry = [
    valueAt(toml, ['tool', 'poetry', 'dependencies']),
    valueAt(toml, ['tool', 'poetry', 'dev-dependencies']),
    ...valuesAt(toml, ['tool', 'poetry', 'group']).map((group) => valueAt(group, ['dependencies'])),
  ].map((table) => sourcesOf(table, poetrySource));
  return JSON.stringify([PYPROJECT_TABLES.map((path) => valueAt(toml, path)), requirements.flat(), poetry]);
}

/** Every line break Python's `splitlines` knows, which pip and iniconfig split on. */
const PY_LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
/** A requirements line from a path, URL, archive, index or other file (`-e ./stubs/pytest`, `pytest @ git+…`, `--index-url …`, `-r more.txt`), not `name[extra]==version; marker`. */
const REQUIREMENT_SOURCE = /^[-.]|[@/\\:]|\.(?:zip|whl|tgz|tar(?:\.\w+)?)$/i;
/** pip's requirements and constraints files: the lines that say where a package comes from (comments, `--hash` and line continuations dropped: a pinned bump is none). */
function requirementsSettings(text: string): string {
  return text
    .split(PY_LINE_BREAK)
    .map((line) =>
      line
        .replace(/(?:^|\s)#.*/, '')
        .replace(/(?:^|\s)--hash[=\s]\S*/g, '')
        .replace(/\\$/, '')
        .trim(),
    )
    .filter((line) => REQUIREMENT_SOURCE.test(line))
    .join('\n');
}

/** The characters Python's `str.rstrip()` cuts (`isspace`): not U+FEFF, which JavaScript's trimEnd cuts too. */
const PY_SPACE = new Set(
  '\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000',
);
function pyRstrip(s: string): string {
  let end = s.length;
  while (end > 0 && PY_SPACE.has(s[end - 1]!)) end--;
  return s.slice(0, end);
}

/**
 * Whether iniconfig, which pytest reads setup.cfg with, takes `line` as a section header: a `[`
 * in the first column and, cut at the first `#` and `;`, a `]` last. Any other line starting with
 * `[` (`[docs] see below`, `[x # ]`) continues the value above it, and the keys after it stay in
 * the section.
 */
function iniconfigHeader(line: string): boolean {
  if (!line.startsWith('[')) return false;
  let cut = pyRstrip(line);
  for (const c of '#;') cut = pyRstrip(cut.split(c)[0]!);
  return cut.endsWith(']');
}

/**
 * `setup.cfg`'s `[tool:pytest]`: every line from a header naming it to the next header. A header
 * opens leniently (any indentation, case or spaces in the brackets; every line break Python's
 * `splitlines` knows) and closes strictly (only a line iniconfig reads as a header), so the
 * lines taken hold whatever pytest or configparser read as that section.
 */
export function iniSection(text: string, wanted: (name: string) => boolean): string {
  const taken: string[] = [];
  let inside = false;
  for (const line of text.split(PY_LINE_BREAK)) {
    const header = /^\s*\[([^\]]*)\]/.exec(line);
    if (header && wanted(header[1]!.trim().toLowerCase())) inside = true;
    else if (iniconfigHeader(line)) inside = false;
    if (inside) taken.push(line);
  }
  return taken.join('\n');
}

/** A tox substitution from another section (`{[base]deps}`, `{[testenv:lint]commands}`): tox reads that section too. */
const TOX_SECTION_REF = /\{\[([^\]\n]{1,200})\]/g;
/**
 * setup.cfg's sections a test tool reads: pytest's `[tool:pytest]`, coverage.py's `[coverage:run]` and
 * `[coverage:report]` (`fail_under`), nose's `[nosetests]`, setuptools' `pytest11` plugins, and tox's
 * (which reads setup.cfg: `[tox:tox]`, `[testenv]`, `[testenv:…]`, and every section their
 * substitutions name, `{[base]commands}`).
 */
function setupCfgSettings(text: string): string {
  const named = new Set([...text.matchAll(TOX_SECTION_REF)].map((m) => m[1]!.trim().toLowerCase()));
  const read = (s: string) =>
    ['tool:pytest', 'nosetests', 'options.entry_points', 'testenv'].includes(s) || /^(?:coverage|tox|testenv):/.test(s) || named.has(s);
  return iniSection(text, read);
}

/** Drops `keys` (each a path of table names) from parsed data, so an edit there alone is no settings change. */
function without(data: unknown, keys: string[][]): string {
  const copy = structuredClone(data);
  for (const key of keys) {
    const parent = valueAt(copy, key.slice(0, -1));
    if (isObject(parent)) delete parent[key.at(-1)!];
  }
  return JSON.stringify(copy);
}

/** Cargo's keys of a dependency crates.io serves at a version requirement (not `path`, `git`, `registry`, a `package` rename). */
const cargoSource = tableSource(
  new Set(['version', 'features', 'default-features', 'default_features', 'optional', 'public', 'workspace']),
);

/**
 * Cargo.toml but its dependency tables and version: everything else (`[lib] test = false`,
 * `[[test]] harness`, `autotests`, `[features]` that gate tests, the workspace's members,
 * `[patch.…]` and `[replace]`) decides what `cargo test` runs and with what. A `[target.….dependencies]`
 * table is a dependency too; an entry from a path, git or another registry is kept.
 */
function cargoSettings(text: string): string {
  const toml = parseToml(text);
  const deps = ['dependencies', 'dev-dependencies', 'build-dependencies'];
  const targets = isObject(toml.target) ? Object.keys(toml.target).flatMap((t) => deps.map((d) => ['target', t, d])) : [];
  const tables = [...deps.map((d) => [d]), ['workspace', 'dependencies'], ...targets];
  const sources = tables.map((path) => sourcesOf(valueAt(toml, path), cargoSource));
  return JSON.stringify([without(toml, [...tables, ['package', 'version']]), sources]);
}

/**
 * An XML build file (Maven's pom.xml, an MSBuild project) but its dependencies and own version:
 * a dependency bump is not a settings change; surefire's `<excludes>`, `<skipTests>`, a profile,
 * `<IsTestProject>` are. Comments are inert and dropped; a `<dependency>` inside a `<plugin>`
 * (surefire's provider) stays, as does one from a local jar (`<systemPath>`, `<scope>system`). A
 * file with CDATA or a doctype is compared whole.
 */
const XML_DEPENDENCY = new Set(['dependency', 'PackageReference', 'PackageVersion', 'GlobalPackageReference']);
const XML_LOCAL_SOURCE = /<systemPath\b|<scope\s*>\s*system\s*</;
const XML_VERSION = new Set([
  'project/version',
  'project/parent/version',
  'Project/PropertyGroup/Version',
  'Project/PropertyGroup/VersionPrefix',
]);
/**
 * `text` without its `<!-- … -->` comments, as `/<!--[\s\S]*?-->/g` drops them, by index: that pattern
 * scanned to the end from each `<!--` of a file with no `-->` after them, quadratic (#658).
 */
/** A requirements or constraints file's name: a settings file runnerSettings reads (see SETTINGS_FILE). */
export const REQUIREMENTS_FILE = /(?:^|\/)(?=[^/]*(?:requirements|constraints))[^/]*\.(?:txt|in)$/;
// The name is taken whole (`(?=(…))\2`): a rest that gave it back one letter at a time was quadratic (#658).
export const XML_TAG = /<(\/?)(?=([A-Za-z_][\w.:-]*))\2[^<>]*?(\/?)>/g;

export function withoutComments(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('<!--'); open >= 0; open = text.indexOf('<!--', from)) {
    const close = text.indexOf('-->', open + 4);
    if (close < 0) break;
    out += text.slice(from, open);
    from = close + 3;
  }
  return out + text.slice(from);
}

function xmlSettings(text: string): string {
  if (/<!\[CDATA\[|<!DOCTYPE/i.test(text)) return text;
  const body = withoutComments(text);
  const stack: string[] = [];
  const kept: string[] = [];
  let from = 0;
  let dropAt = -1;
  let dropFrom = 0;
  // `[^<>]*`: linear on a file of `<` alone; a `>` inside an attribute's value unbalances the tags, and the file is compared whole.
  for (const tag of body.matchAll(XML_TAG)) {
    const [, close, name, selfClosing] = tag;
    if (close) {
      if (stack.at(-1) !== name) return text;
      if (stack.length - 1 === dropAt) {
        dropAt = -1;
        const end = tag.index + tag[0].length;
        from = XML_LOCAL_SOURCE.test(body.slice(dropFrom, end)) ? dropFrom : end;
      }
      stack.pop();
      continue;
    }
    const path = [...stack, name!].join('/');
    const drop = (XML_DEPENDENCY.has(name!) && !stack.includes('plugin')) || XML_VERSION.has(path);
    if (dropAt < 0 && drop) {
      kept.push(body.slice(from, tag.index));
      dropFrom = tag.index;
      from = tag.index + tag[0].length;
      if (!selfClosing) dropAt = stack.length;
    }
    if (!selfClosing) stack.push(name!);
  }
  if (stack.length) return text;
  kept.push(body.slice(from));
  return kept.join('');
}

/**
 * A Deno import from jsr or npm at a version range is its package, without the version (none for
 * the package of its own name, `"@std/path": "jsr:@std/path@^1.0.0"`); a test library's, or one
 * from a path, a URL or a prefix, is whole.
 */
const denoSource: Source = (name, spec) => {
  // Linear (#637): anchored at `^`, and `[^@]+` cannot take `@`, so `(.*)` starts only after the first `@` (1 MB: 2 ms)
  const pkg = typeof spec === 'string' ? /^((?:jsr|npm):(@?[^@]+))@(.*)$/.exec(spec) : null;
  if (!pkg || !isVersionRange(pkg[3]) || isTestLibrary(name)) return spec;
  return pkg[2] === name ? undefined : pkg[1];
};
/** An import map's sources (denoSource) and its scopes. */
const importMap = (data: unknown) => [sourcesOf(valueAt(data, ['imports']), denoSource), valueAt(data, ['scopes'])];

/** deno.json(c) but its import map's version bumps and the formatter's and linter's settings (Deno reads comments in both). */
function denoSettings(text: string): string {
  const data = parseJsonc(text);
  return JSON.stringify([without(data, [['imports'], ['scopes'], ['fmt'], ['lint'], ['version']]), importMap(data)]);
}

/** bunfig.toml but `[install]`: `[test]` and the top-level `preload` apply to `bun test`, `install.registry` and `install.scopes` say where packages come from. */
function bunfigSettings(text: string): string {
  const toml = parseToml(text);
  return JSON.stringify([without(toml, [['install']]), valueAt(toml, ['install', 'registry']), valueAt(toml, ['install', 'scopes'])]);
}

/** An Nx project.json's targets that run tests (by name or runner): `test`, `e2e`, `@nx/jest:jest`, `@nx/vite:test`. */
const NX_TEST = /test|e2e|jest|vitest|playwright|cypress|karma|mocha/i;
function nxSettings(text: string): string {
  const project = JSON.parse(text) as unknown;
  if (!isObject(project) || !isObject(project.targets)) return JSON.stringify(project);
  return JSON.stringify(
    Object.entries(project.targets).filter(([name, t]) => NX_TEST.test(name) || (isObject(t) && NX_TEST.test(String(t.executor)))),
  );
}

/** A Bazel BUILD file is compared whole when it declares a test (`*_test(`, `test_suite(`) at either commit, else it holds none. */
const bazelSettings = (text: string) => (/\b(?:\w+_test|test_suite)\s*\(/.test(text) ? text : '');

/**
 * go.mod or go.work but its `require` directives: a dependency bump is no settings change; a new
 * module (which `go test ./...` above it no longer enters), its path, `go`, `toolchain` and a
 * `replace` (a test library swapped for a local copy) are. Comments are inert.
 */
function goModSettings(text: string): string {
  const kept: string[] = [];
  let inRequire = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\/\/.*/, '').trim();
    if (inRequire) inRequire = !line.startsWith(')');
    else if (/^require\s*\(/.test(line)) inRequire = true;
    else if (line && !/^require\b/.test(line)) kept.push(line);
  }
  return kept.join('\n');
}

/**
 * A Gemfile line declaring a gem from the default source at a version (`gem "rails", "~> 7.1",
 * require: false`), its name second: not one with `path:`, `git:`, `github:`, `source:` or another
 * option, split over lines, or built by code. Linear: each repeated part starts with a `,`.
 */
const GEM_LINE =
  // eslint-disable-next-line proofgate/no-trailing-run -- linear (#637, #658): anchored at `^`, one line; each repeat starts at a required `,` and ends at a quote, `false`, `true`, a word or `]` the last `\s*` cannot take, so a failed `$` backs off one repeat at a time
  /^\s*gem[\s(]\s*(["'])([\w.-]+)\1(?:\s*,\s*(?:(["'])[\w.~<>=!\s-]*\3|(?:require|groups?|platforms?):\s*(?:false|true|:\w+|\[[\s:\w,]*\])))*\s*(?:\)\s*)?(?:#.*)?$/;
/** Blocks in which a gem still comes from the default source; any other (`source "…" do`, `path`, `git`) sets another. */
const SAME_SOURCE_BLOCKS = new Set(['group', 'platforms', 'platform', 'install_if']);

/**
 * A line without its comment, as `/#.*$/` cut it, in one pass: from the first `#` after the line's last CR, U+2028
 * or U+2029 (which `.` does not cross); the pattern tried every `#` before them to the line's end (quadratic).
 */
function uncommented(line: string): string {
  const from = Math.max(line.lastIndexOf('\r'), line.lastIndexOf('\u2028'), line.lastIndexOf('\u2029')) + 1;
  const hash = line.indexOf('#', from);
  return hash < 0 ? line : line.slice(0, hash);
}

/**
 * A Gemfile (Ruby, read line by line) but its gems from the default source at a version, outside
 * any block that names another source: a test library's line, a gem from a path, git or another
 * source, and every other line (`source`, `git_source`, `eval_gemfile`, `gemspec`, a block) stay.
 */
function gemfileSettings(text: string): string {
  const blocks: string[] = [];
  const kept: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const gem = GEM_LINE.exec(line);
    if (!gem || isTestLibrary(gem[2]!) || blocks.some((b) => !SAME_SOURCE_BLOCKS.has(b))) kept.push(line);
    const code = uncommented(line).trim();
    if (code === 'end' || code === '}') blocks.pop();
    else if (/(?:\bdo|\{)$/.test(code.replace(/\|[^|]*\|$/, '').trimEnd())) blocks.push(/^\w+/.exec(code)?.[0] ?? '');
  }
  return kept.join('\n');
}

/**
 * composer.json's keys that say where packages come from or what runs around an install and a test
 * (`repositories`, `scripts` with their install hooks, the autoloaders, `config`), and each
 * `require` and `require-dev` entry that is no version constraint, or a test library's.
 */
const COMPOSER_KEYS = ['repositories', 'scripts', 'autoload', 'autoload-dev', 'config', 'replace', 'provide', 'minimum-stability'];
function composerSettings(text: string): string {
  const c = JSON.parse(text) as unknown;
  if (!isObject(c)) return JSON.stringify(c);
  return JSON.stringify([COMPOSER_KEYS.map((k) => c[k] as Json), ['require', 'require-dev'].map((k) => sourcesOf(c[k], rangeSource))]);
}

/** The keys of a tsconfig or jsconfig that say where an import resolves (JSON with comments; `extends` brings another's). */
const TSCONFIG_KEYS = [
  ['extends'],
  ['references'],
  ...['paths', 'baseUrl', 'rootDirs', 'moduleSuffixes', 'customConditions', 'typeRoots', 'types'].map((k) => ['compilerOptions', k]),
];
const tsconfigSettings = (text: string) => {
  const config = parseJsonc(text);
  return JSON.stringify(TSCONFIG_KEYS.map((path) => valueAt(config, path)));
};

/** Pipenv's keys of a package the index serves at a version. */
const pipenvSource = orTestLibrary(tableSource(new Set(['version', 'extras', 'markers'])));
/** Pipfile: its indexes (`[[source]]`), `[scripts]` and `[pipenv]`, and in every other table (a package category) the entries from a path, git, a file or another index, or a test library's. */
function pipfileSettings(text: string): string {
  return JSON.stringify(
    Object.entries(parseToml(text))
      .filter(([table]) => table !== 'requires')
      .map(([table, v]) => [table, ['source', 'scripts', 'pipenv'].includes(table) ? v : sourcesOf(v, pipenvSource)]),
  );
}

/**
 * A Gradle version catalog's libraries that are a test library (by alias or by module: `junit = {
 * module = "io.github.evil:junit-jupiter" }` is still junit), its plugins by id, and its bundles: not
 * `[versions]` or another library's version.
 */
const catalogSource: Source = (alias, spec) => (isTestLibrary(alias) || isTestLibrary(JSON.stringify(spec) ?? '') ? spec : undefined);
function catalogSettings(text: string): string {
  const toml = parseToml(text);
  const plugins = Object.entries(isObject(toml.plugins) ? toml.plugins : {}).map(([alias, p]) => [
    alias,
    typeof p === 'string' ? p.replace(/:[^:]*$/, '') : valueAt(p, ['id']),
  ]);
  return JSON.stringify([sourcesOf(toml.libraries, catalogSource), plugins, toml.bundles]);
}

/** Past this, a pubspec.yaml is compared whole: a YAML parser takes seconds on a megabyte. */
const YAML_PARSE_CAP = 256 << 10;
/** A pub dependency at a version (`^1.25.0`, or none) is the registry's; one from a path, git, another host or an SDK is not; a test library's is kept. */
const pubRegistry = tableSource(new Set(['version']));
const pubSource = orTestLibrary((name, spec) => (spec === null ? undefined : pubRegistry(name, spec)));
/** pubspec.yaml's dependency tables and overrides, by source, and its workspace. */
function pubspecSettings(text: string): string {
  if (text.length > YAML_PARSE_CAP) return text;
  checkFlowDepth(text);
  const pubspec = parseYaml(text) as unknown;
  const tables = ['dependencies', 'dev_dependencies', 'dependency_overrides'].map((k) => sourcesOf(valueAt(pubspec, [k]), pubSource));
  return JSON.stringify([tables, valueAt(pubspec, ['workspace']), valueAt(pubspec, ['resolution'])]);
}

/** Django's settings: `TEST_RUNNER` is the class `manage.py test` runs the tests with; the rest of the module is the app's. */
const djangoSettings = (text: string) =>
  text
    .split(PY_LINE_BREAK)
    .filter((line) => /\bTEST_RUNNER\b/.test(line))
    .join('\n');

const PARSED: [RegExp, (text: string) => string][] = [
  [/^package\.json$/, packageSettings],
  [/^pyproject\.toml$/, pyprojectSettings],
  [/^setup\.cfg$/, setupCfgSettings],
  [/^Cargo\.toml$/, cargoSettings],
  [/^(?:pom\.xml|.+\.(?:cs|fs|vb)?proj|.+\.(?:props|targets))$/, xmlSettings],
  [/^deno\.jsonc?$/, denoSettings],
  [/^import_map\.json$/, (text) => JSON.stringify(importMap(JSON.parse(text)))],
  [REQUIREMENTS_FILE, requirementsSettings],
  [/^bunfig\.toml$/, bunfigSettings],
  [/^project\.json$/, nxSettings],
  [/^BUILD(?:\.bazel)?$/, bazelSettings],
  [/^go\.(?:mod|work)$/, goModSettings],
  [/^(?:Gemfile|gems\.rb|.+\.gemfile)$/, gemfileSettings],
  [/^composer\.json$/, composerSettings],
  [/^[tj]sconfig(?:\.[\w-]+)*\.json$/, tsconfigSettings],
  [/^Pipfile$/, pipfileSettings],
  [/^.+\.versions\.toml$/, catalogSettings],
  [/^pubspec\.yaml$/, pubspecSettings],
  ...LOCKFILE_SETTINGS,
];

/**
 * The runner settings a file at `path` holds, as a string to compare between base and head
 * (null: no file; a lockfile that is none installs from nowhere, as one of no packages). A file
 * that does not parse, or is too large to, is compared whole, as are tox.ini, solutions and the
 * build files that are code (Gradle's scripts, mix.exs, Package.swift).
 */
export function runnerSettings(path: string, text: string | null): string | null {
  const name = fileName(path);
  const lockfile = isLockfile(name);
  if (text === null) return lockfile ? '' : null;
  const parse = DJANGO_SETTINGS.test(path) ? djangoSettings : PARSED.find(([re]) => re.test(name))?.[1];
  if (!parse || text.length > (lockfile ? LOCK_PARSE_CAP : PARSE_CAP)) return text;
  try {
    return parse(text);
  } catch {
    return text;
  }
}
