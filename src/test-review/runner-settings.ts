import { parse as parseToml } from 'smol-toml';

/**
 * Runner settings held in a file with other jobs: `package.json`'s test scripts and runner keys,
 * `pyproject.toml`'s `[tool.pytest…]` and `[tool.coverage…]`, `setup.cfg`'s `[tool:pytest]` and
 * `[coverage:…]`, `tox.ini` (all of it: tox
 * is a test runner and its sections draw on each other). A pull request that changes them changes
 * which tests run and whether they can fail, so the file is reviewed; a dependency bump is not.
 * Pure functions of a path and its text.
 */

/**
 * Files that may hold runner settings among other jobs, by name: JavaScript's and Python's, and
 * the build files of other ecosystems, which say which tests run as well (Maven's surefire and
 * failsafe `<excludes>` and `<skipTests>`, MSBuild's `<IsTestProject>`, Cargo's `test = false` and
 * `[[test]]`, Deno's `test.exclude`, bun's `[test]`, Gradle's `test { exclude … }`, Bazel's
 * `tags = ["manual"]`, mix's `test_paths`, SwiftPM's `testTarget`, Nx's test targets), a solution's
 * projects (`dotnet test App.sln`), any Gradle script (a script plugin, a convention plugin), and
 * Go's `go.mod` and `go.work`: a module's folder is cut out of `go test ./...` above it.
 */
const SETTINGS_FILE =
  /^(?:package\.json|pyproject\.toml|setup\.cfg|tox\.ini|pom\.xml|[^/]+\.(?:cs|fs|vb)proj|[^/]+\.sln[xf]?|Directory\.Build\.(?:props|targets)|Cargo\.toml|deno\.jsonc?|bunfig\.toml|[^/]+\.gradle(?:\.kts)?|go\.(?:mod|work)|BUILD(?:\.bazel)?|mix\.exs|Package\.swift|project\.json)$/;
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
/** Tables of pyproject.toml that say how tests run: pytest's, the test commands of tox, hatch, pdm and poe, coverage.py's threshold, and the pytest plugins the project registers. */
const PYPROJECT_TABLES = [
  ...[['pytest'], ['tox'], ['hatch', 'envs'], ['pdm', 'scripts'], ['poe'], ['coverage']].map((t) => ['tool', ...t]),
  ['project', 'entry-points', 'pytest11'],
];
/** Past this, a file is compared whole rather than parsed. */
const PARSE_CAP = 1 << 20;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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

function packageSettings(text: string): string {
  const pkg = JSON.parse(text) as unknown;
  if (!isObject(pkg)) return JSON.stringify(pkg);
  const scripts = isObject(pkg.scripts) ? testScripts(pkg.scripts) : pkg.scripts;
  return JSON.stringify({ keys: PACKAGE_KEYS.map((k) => [k, pkg[k] as Json]), scripts });
}

function pyprojectSettings(text: string): string {
  const toml = parseToml(text);
  const at = (path: string[]) => path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), toml);
  return JSON.stringify(PYPROJECT_TABLES.map(at));
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
  for (const line of text.split(/\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/)) {
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
    const parent = key.slice(0, -1).reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), copy);
    if (isObject(parent)) delete parent[key.at(-1)!];
  }
  return JSON.stringify(copy);
}

/**
 * Cargo.toml but its dependency tables and version: everything else (`[lib] test = false`,
 * `[[test]] harness`, `autotests`, `[features]` that gate tests, the workspace's members) decides
 * what `cargo test` runs. A `[target.….dependencies]` table is a dependency too.
 */
function cargoSettings(text: string): string {
  const toml = parseToml(text);
  const deps = ['dependencies', 'dev-dependencies', 'build-dependencies'];
  const targets = isObject(toml.target) ? Object.keys(toml.target).flatMap((t) => deps.map((d) => ['target', t, d])) : [];
  return without(toml, [...deps.map((d) => [d]), ['workspace', 'dependencies'], ['package', 'version'], ...targets]);
}

/**
 * An XML build file (Maven's pom.xml, an MSBuild project) but its dependencies and own version:
 * a dependency bump is not a settings change; surefire's `<excludes>`, `<skipTests>`, a profile,
 * `<IsTestProject>` are. Comments are inert and dropped; a `<dependency>` inside a `<plugin>`
 * (surefire's provider) stays. A file with CDATA or a doctype is compared whole.
 */
const XML_DEPENDENCY = new Set(['dependency', 'PackageReference']);
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
  // `[^<>]*`: linear on a file of `<` alone; a `>` inside an attribute's value unbalances the tags, and the file is compared whole.
  for (const tag of body.matchAll(/<(\/?)([A-Za-z_][\w.:-]*)[^<>]*?(\/?)>/g)) {
    const [, close, name, selfClosing] = tag;
    if (close) {
      if (stack.at(-1) !== name) return text;
      if (stack.length - 1 === dropAt) {
        dropAt = -1;
        from = tag.index + tag[0].length;
      }
      stack.pop();
      continue;
    }
    const path = [...stack, name!].join('/');
    const drop = (XML_DEPENDENCY.has(name!) && !stack.includes('plugin')) || XML_VERSION.has(path);
    if (dropAt < 0 && drop) {
      kept.push(body.slice(from, tag.index));
      from = tag.index + tag[0].length;
      if (!selfClosing) dropAt = stack.length;
    }
    if (!selfClosing) stack.push(name!);
  }
  if (stack.length) return text;
  kept.push(body.slice(from));
  return kept.join('');
}

/** deno.json but its import map and the formatter's and linter's settings (a deno.jsonc with comments is compared whole). */
const denoSettings = (text: string) => without(JSON.parse(text), [['imports'], ['scopes'], ['fmt'], ['lint'], ['version']]);

/** bunfig.toml but `[install]`: `[test]` and the top-level `preload` both apply to `bun test`. */
const bunfigSettings = (text: string) => without(parseToml(text), [['install']]);

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
