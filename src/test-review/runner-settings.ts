import { parse as parseToml } from 'smol-toml';

/**
 * Runner settings held in a file with other jobs: `package.json`'s test scripts and runner keys,
 * `pyproject.toml`'s `[tool.pytest…]` and `[tool.coverage…]`, `setup.cfg`'s `[tool:pytest]` and
 * `[coverage:…]`, `tox.ini` (all of it: tox
 * is a test runner and its sections draw on each other). A pull request that changes them changes
 * which tests run and whether they can fail, so the file is reviewed; a dependency bump is not. Where
 * a dependency resolves from is (a test library aliased, overridden, taken from a path, a git
 * repository, a URL or another registry): a stub there passes every test it asserts.
 * Pure functions of a path and its text.
 */

/**
 * Files that may hold runner settings among other jobs, by name: JavaScript's and Python's, and
 * the build files of other ecosystems, which say which tests run as well (Maven's surefire and
 * failsafe `<excludes>` and `<skipTests>`, MSBuild's `<IsTestProject>`, Cargo's `test = false` and
 * `[[test]]`, Deno's `test.exclude`, bun's `[test]`, Gradle's `test { exclude … }`, Bazel's
 * `tags = ["manual"]`, mix's `test_paths`, SwiftPM's `testTarget`, Nx's test targets), a solution's
 * projects (`dotnet test App.sln`), any Gradle script (a script plugin, a convention plugin), and
 * Go's `go.mod` and `go.work`: a module's folder is cut out of `go test ./...` above it. Deno's
 * `import_map.json` and pip's requirements and constraints files say where dependencies resolve from.
 */
const SETTINGS_FILE =
  /^(?:package\.json|pyproject\.toml|setup\.cfg|tox\.ini|pom\.xml|[^/]+\.(?:cs|fs|vb)proj|[^/]+\.sln[xf]?|Directory\.Build\.(?:props|targets)|Cargo\.toml|deno\.jsonc?|bunfig\.toml|[^/]+\.gradle(?:\.kts)?|go\.(?:mod|work)|BUILD(?:\.bazel)?|mix\.exs|Package\.swift|project\.json|import_map\.json|[^/]*(?:requirements|constraints)[^/]*\.(?:txt|in))$/;
/** The ones whose runners load files they name (setup-refs.ts): JavaScript's and Python's setups and plugins, Gradle's `apply from:` scripts. */
const SETUP_NAMING_FILE = /^(?:package\.json|pyproject\.toml|setup\.cfg|tox\.ini|[^/]+\.gradle(?:\.kts)?)$/;

const fileName = (path: string) => path.split('/').at(-1)!;

export function mayHoldRunnerSettings(path: string): boolean {
  return SETTINGS_FILE.test(fileName(path));
}

/** Whether a settings file may name a runner's setup files (a repository's many BUILD files would crowd out its runner configurations). */
export function mayNameSetupFilesIn(path: string): boolean {
  return SETUP_NAMING_FILE.test(fileName(path));
}

/** Keys of package.json a JavaScript runner (or its coverage gate) reads its settings from, and the workspaces `npm test --workspaces` runs. */
const PACKAGE_KEYS = ['jest', 'vitest', 'mocha', 'ava', 'tap', 'c8', 'nyc', 'workspaces'];
/** A script npm, yarn or pnpm runs as the test, or around it (`test`, `pretest`, `test:unit`, `posttest`). */
const TEST_SCRIPT = /^(?:pre|post)?test/i;
/**
 * Tables of pyproject.toml that say how tests run: pytest's, the test commands of tox, hatch, pdm and
 * poe, coverage.py's threshold, and the pytest plugins the project registers; and where uv, pdm and
 * poetry take packages from (uv's `sources` and indexes, pdm's overrides, poetry's sources).
 */
const PYPROJECT_TABLES = [
  ...[['pytest'], ['tox'], ['hatch', 'envs'], ['pdm', 'scripts'], ['poe'], ['coverage']].map((t) => ['tool', ...t]),
  ['project', 'entry-points', 'pytest11'],
  ...[['uv'], ['pdm', 'resolution'], ['pdm', 'source'], ['poetry', 'source']].map((t) => ['tool', ...t]),
];
/** Past this, a file is compared whole rather than parsed. */
const PARSE_CAP = 1 << 20;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The value at `path` (table names) in parsed data; undefined where a table is missing. */
const valueAt = (data: unknown, path: string[]) => path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), data);
/** The values of the table at `path` (a table of groups, each a dependency list or table); none where it is missing. */
const valuesAt = (data: unknown, path: string[]) => {
  const table = valueAt(data, path);
  return isObject(table) ? Object.values(table) : table === undefined ? [] : [table];
};

/**
 * Words that name a test runner, assertion, mocking or coverage library in a package's name, split
 * at every character but a letter or digit: `@vitest/coverage-v8`, `ts-jest`, `@std/assert`,
 * `@testing-library/react`, `chai-as-promised`.
 */
const TEST_LIBRARY_WORDS = new Set(
  (
    'test tests testing assert assertion assertions expect mock mocks mocking jest vitest mocha chai sinon ava tap tape uvu ' +
    'jasmine karma cypress playwright wdio webdriverio nightwatch testcafe detox should nock msw testdouble proxyquire ' +
    'supertest c8 nyc istanbul'
  ).split(' '),
);
const isTestLibrary = (name: string) =>
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
const isVersionRange = (spec: unknown): boolean =>
  typeof spec === 'string' &&
  !/\.(?:tgz|tar(?:\.gz)?)$/i.test(spec) &&
  spec.split('||').every((part) =>
    part
      .trim()
      .split(/\s+/)
      .every((w) => w === '' || RANGE_WORD.test(w)),
  );

/** Where a dependency comes from, as compared between commits; undefined: the registry's package of its name, at a version, which a bump leaves so. */
type Source = (name: string, spec: unknown) => unknown;
/**
 * The sources of a dependency table (or list) but the registry's: an edit to them is a
 * runner-settings change, a version bump of the others is not. Anything else is compared whole.
 */
function sourcesOf(deps: unknown, source: Source): unknown {
  if (Array.isArray(deps)) return deps.map((spec) => source('', spec)).filter((s) => s !== undefined);
  if (!isObject(deps)) return deps;
  return Object.entries(deps).flatMap(([name, spec]) => {
    const from = source(name, spec);
    return from === undefined ? [] : [[name, from]];
  });
}
/** A dependency written as a string (a version) or a table of `registryKeys` alone (not `path`, `git`, `url`, `registry`, `source`, a `package` rename) is the registry's. */
const tableSource =
  (registryKeys: Set<string>): Source =>
  (_name, spec) =>
    typeof spec === 'string' || (isObject(spec) && Object.keys(spec).every((k) => registryKeys.has(k))) ? undefined : spec;

/** The words of a script that may name another: split where a shell, or a runner's `--run=`, separates them. */
const SCRIPT_WORD = /[^\s;&|()<>'"`=]+/g;
/** `concurrently`'s shorthand for a script (`npm:unit`). */
const RUNNER_PREFIX = /^(?:npm|yarn|pnpm|bun):/;
/** Glob words (`run-s unit:*`) matched against every script before all scripts are taken instead. */
const MAX_GLOB_WORDS = 200;

/**
 * The `test*` scripts and every script they run by name, however deep (`npm run unit`,
 * `yarn check:all`, `run-s unit:*`, `node --run unit`, `concurrently npm:unit`): a word of a
 * script that is another script's name (or a glob's text before its `*` begins it) counts, run or
 * not, so an edit to what the test runs is never an unrelated script's. Past MAX_GLOB_WORDS globs,
 * every script.
 */
function testScripts(scripts: Record<string, unknown>): [string, unknown][] {
  const names = new Set(Object.keys(scripts));
  const taken = new Set([...names].filter((k) => TEST_SCRIPT.test(k)));
  const queue = [...taken];
  let globs = 0;
  const take = (name: string) => {
    if (taken.has(name)) return;
    taken.add(name);
    queue.push(name);
  };
  while (queue.length) {
    const body = scripts[queue.pop()!];
    if (typeof body !== 'string') continue;
    for (const [raw] of body.matchAll(SCRIPT_WORD)) {
      const word = raw.replace(RUNNER_PREFIX, '');
      if (names.has(word)) take(word);
      const star = word.indexOf('*');
      if (star < 0) continue;
      // A glob takes every script named with its text before the first `*`: more than it runs, never less, in linear time.
      if (++globs > MAX_GLOB_WORDS) return Object.entries(scripts);
      const prefix = word.slice(0, star);
      for (const name of names) if (name.startsWith(prefix)) take(name);
    }
  }
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
/** A dependency not at a version range (`npm:` alias, `file:`, `link:`, git, URL, tarball, `workspace:`), and a test library's at any. */
const npmSource: Source = (name, spec) => (!isVersionRange(spec) || isTestLibrary(name) ? spec : undefined);
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
    sources: PACKAGE_DEPENDENCIES.map((k) => sourcesOf(pkg[k], npmSource)),
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
function iniSection(text: string, wanted: (name: string) => boolean): string {
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
const XML_DEPENDENCY = new Set(['dependency', 'PackageReference']);
const XML_LOCAL_SOURCE = /<systemPath\b|<scope\s*>\s*system\s*</;
const XML_VERSION = new Set([
  'project/version',
  'project/parent/version',
  'Project/PropertyGroup/Version',
  'Project/PropertyGroup/VersionPrefix',
]);
function xmlSettings(text: string): string {
  if (/<!\[CDATA\[|<!DOCTYPE/i.test(text)) return text;
  const body = text.replace(/<!--[\s\S]*?-->/g, '');
  const stack: string[] = [];
  const kept: string[] = [];
  let from = 0;
  let dropAt = -1;
  let dropFrom = 0;
  // `[^<>]*`: linear on a file of `<` alone; a `>` inside an attribute's value unbalances the tags, and the file is compared whole.
  for (const tag of body.matchAll(/<(\/?)([A-Za-z_][\w.:-]*)[^<>]*?(\/?)>/g)) {
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
  const pkg = typeof spec === 'string' ? /^((?:jsr|npm):(@?[^@]+))@(.*)$/.exec(spec) : null;
  if (!pkg || !isVersionRange(pkg[3]) || isTestLibrary(name)) return spec;
  return pkg[2] === name ? undefined : pkg[1];
};
/** An import map's sources (denoSource) and its scopes. */
const importMap = (data: unknown) => [sourcesOf(valueAt(data, ['imports']), denoSource), valueAt(data, ['scopes'])];

/** deno.json but its import map's version bumps and the formatter's and linter's settings (a deno.jsonc with comments is compared whole). */
function denoSettings(text: string): string {
  const data = JSON.parse(text) as unknown;
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

const PARSED: [RegExp, (text: string) => string][] = [
  [/^package\.json$/, packageSettings],
  [/^pyproject\.toml$/, pyprojectSettings],
  // coverage.py reads `[coverage:run]`, `[coverage:report]` (`fail_under`) there too; setuptools its `pytest11` plugins.
  [/^setup\.cfg$/, (text) => iniSection(text, (s) => s === 'tool:pytest' || s.startsWith('coverage:') || s === 'options.entry_points')],
  [/^Cargo\.toml$/, cargoSettings],
  [/^(?:pom\.xml|.+\.(?:cs|fs|vb)proj|Directory\.Build\.(?:props|targets))$/, xmlSettings],
  [/^deno\.json$/, denoSettings],
  [/^import_map\.json$/, (text) => JSON.stringify(importMap(JSON.parse(text)))],
  [/(?:requirements|constraints)[^/]*\.(?:txt|in)$/, requirementsSettings],
  [/^bunfig\.toml$/, bunfigSettings],
  [/^project\.json$/, nxSettings],
  [/^BUILD(?:\.bazel)?$/, bazelSettings],
  [/^go\.(?:mod|work)$/, goModSettings],
];

/**
 * The runner settings a file at `path` holds, as a string to compare between base and head
 * (null: no file). A file that does not parse, or is too large to, is compared whole, as are
 * tox.ini, solutions and the build files that are code (Gradle's scripts, mix.exs, Package.swift).
 */
export function runnerSettings(path: string, text: string | null): string | null {
  if (text === null) return null;
  const name = fileName(path);
  const parse = PARSED.find(([re]) => re.test(name))?.[1];
  if (!parse || text.length > PARSE_CAP) return text;
  try {
    return parse(text);
  } catch {
    return text;
  }
}
