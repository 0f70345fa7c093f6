import { parse as parseToml } from 'smol-toml';

/**
 * Runner settings held in a file with other jobs: `package.json`'s test scripts and runner keys,
 * `pyproject.toml`'s `[tool.pytest…]` and `[tool.coverage…]`, `setup.cfg`'s `[tool:pytest]` and
 * `[coverage:…]`, `tox.ini` (all of it: tox
 * is a test runner and its sections draw on each other). A pull request that changes them changes
 * which tests run and whether they can fail, so the file is reviewed; a dependency bump is not.
 * Pure functions of a path and its text.
 */

/** Files that may hold runner settings among other jobs, by name. */
const SETTINGS_FILE = /^(?:package\.json|pyproject\.toml|setup\.cfg|tox\.ini)$/;

export function mayHoldRunnerSettings(path: string): boolean {
  return SETTINGS_FILE.test(path.split('/').at(-1)!);
}

/** Keys of package.json a JavaScript runner (or its coverage gate) reads its settings from. */
const PACKAGE_KEYS = ['jest', 'vitest', 'mocha', 'ava', 'tap', 'c8', 'nyc'];
/** A script npm, yarn or pnpm runs as the test, or around it (`test`, `pretest`, `test:unit`, `posttest`). */
const TEST_SCRIPT = /^(?:pre|post)?test/i;
/** Tables of pyproject.toml that say how tests run: pytest's, the test commands of tox, hatch, pdm and poe, and coverage.py's threshold. */
const PYPROJECT_TABLES = [['pytest'], ['tox'], ['hatch', 'envs'], ['pdm', 'scripts'], ['poe'], ['coverage']];
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
  const tool = parseToml(text).tool;
  const at = (path: string[]) => path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), tool);
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

/**
 * The runner settings a file at `path` holds, as a string to compare between base and head
 * (null: no file). A file that does not parse, or is too large to, is compared whole.
 */
export function runnerSettings(path: string, text: string | null): string | null {
  if (text === null) return null;
  const name = path.split('/').at(-1)!;
  if (name === 'tox.ini' || text.length > PARSE_CAP) return text;
  try {
    if (name === 'package.json') return packageSettings(text);
    if (name === 'pyproject.toml') return pyprojectSettings(text);
    // coverage.py reads `[coverage:run]`, `[coverage:report]` (`fail_under`) there too.
    if (name === 'setup.cfg') return iniSection(text, (s) => s === 'tool:pytest' || s.startsWith('coverage:'));
  } catch {
    return text;
  }
  return text;
}
