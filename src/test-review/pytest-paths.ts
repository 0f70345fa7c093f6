import { parse as parseToml } from 'smol-toml';
import { textsAt, type Repo } from '../git/git.js';
import type { Change } from '../git/diff.js';
import { compileGlobs, type Matcher } from '../review/globs.js';
import { globProblem } from '../review/glob-check.js';
import { folder, markerFiles, moduleOf } from './go-modules.js';
import { iniSection } from './runner-settings.js';

/** pytest's configuration files, in the order it takes them within one folder. */
const CONFIG_NAMES = ['pytest.ini', '.pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg'];
const CONFIG = /(?:^|\/)(?:pytest\.ini|\.pytest\.ini|pyproject\.toml|tox\.ini|setup\.cfg)$/;
const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * What a pytest configuration file sets `testpaths` to (the folders and globs pytest collects
 * from when run without paths; [] when unset), or null when pytest does not take the file as its
 * configuration: a pyproject.toml without `[tool.pytest.ini_options]` or `[tool.pytest]`, a
 * tox.ini without `[pytest]`, a setup.cfg without `[tool:pytest]`, a pyproject.toml that does
 * not parse (pytest stops on it: that is the settings review's to see).
 */
export function pytestTestpaths(path: string, text: string): string[] | null {
  if (name(path) === 'pyproject.toml') {
    let tool: unknown;
    try {
      tool = (parseToml(text) as { tool?: unknown }).tool;
    } catch {
      return null;
    }
    const pytest = (tool as { pytest?: Record<string, unknown> } | undefined)?.pytest;
    if (!pytest || typeof pytest !== 'object') return null;
    const value = (pytest.ini_options as Record<string, unknown> | undefined)?.testpaths ?? pytest.testpaths;
    if (typeof value === 'string') return splitArgs(value);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }
  const section = { 'pytest.ini': 'pytest', '.pytest.ini': 'pytest', 'tox.ini': 'pytest', 'setup.cfg': 'tool:pytest' }[name(path)];
  const lines = section === undefined ? '' : iniSection(text, (s) => s === section);
  // pytest.ini configures pytest whatever it holds; the others only through their section.
  if (lines === '' && !name(path).includes('pytest')) return null;
  return splitArgs(iniValue(lines.split('\n'), 'testpaths') ?? '');
}

/** A key's value in an ini section's lines, as iniconfig reads it: `key = value` or `key: value`, and the indented lines after it. */
function iniValue(lines: string[], key: string): string | undefined {
  const at = lines.findIndex((l) => new RegExp(`^${key}\\s*[=:]`).test(l));
  if (at < 0) return undefined;
  const value = [lines[at]!.replace(/^[^=:]*[=:]/, '')];
  for (const l of lines.slice(at + 1)) {
    if (!/^\s/.test(l) || l.trim() === '') break;
    value.push(l);
  }
  return value.join('\n');
}

/** pytest's "args" values are split as a shell would (shlex): words, quotes taken off. */
const splitArgs = (value: string) => [...value.matchAll(/"([^"]*)"|'([^']*)'|[^\s"']+/g)].map((m) => m[1] ?? m[2] ?? m[0]);

/** Whether a path, relative to its configuration's folder, lies under one of `testpaths` ([]: anywhere). */
function under(testpaths: string[]): Matcher {
  // Trailing slashes matched only from a run's first one: `\/+$` alone rescans every run of `////…x` (quadratic).
  const globs = testpaths.map((t) => t.replace(/^(?:\.\/)+/, '').replace(/(?<!\/)\/+$/, ''));
  if (globs.length === 0 || globs.includes('.') || globs.includes('')) return () => true;
  // A glob pytest's glob and ours read otherwise (absolute, `..`, a backslash, braces): nothing is known to be under it.
  const match = compileGlobs(
    globs.filter((g) => globProblem(g, { braces: false }) === null),
    'testpaths',
    { braces: false },
  );
  return (path) => {
    const parts = path.split('/');
    return parts.some((_, i) => match(parts.slice(0, i + 1).join('/')));
  };
}

/**
 * Whether a Python test renamed from `from` to `to` left what pytest collects: each file is judged
 * by the nearest pytest configuration above it at the head (pytest.ini first within a folder), and
 * a test its `testpaths` took (`tests/`) moved where they take it no more (`scripts/`) runs no
 * more. Read only when a Python file was renamed.
 */
export async function pytestPathsLeft(repo: Repo, head: string, changes: Change[]): Promise<(from: string, to: string) => boolean> {
  if (!changes.some((c) => c.from?.endsWith('.py') && c.path.endsWith('.py'))) return () => false;
  const { atHead } = await markerFiles(repo, head, changes, CONFIG);
  const texts = await textsAt(repo, head, atHead);
  const byFolder = new Map<string, { rank: number; under: Matcher }>();
  for (const [path, text] of texts) {
    const testpaths = text === null ? null : pytestTestpaths(path, text);
    const rank = CONFIG_NAMES.indexOf(name(path));
    const held = byFolder.get(folder(path));
    if (testpaths !== null && (!held || rank < held.rank)) byFolder.set(folder(path), { rank, under: under(testpaths) });
  }
  const collected = (path: string) => {
    const at = moduleOf(path, byFolder);
    return at === null || byFolder.get(at)!.under(at === '' ? path : path.slice(at.length + 1));
  };
  return (from, to) => from.endsWith('.py') && to.endsWith('.py') && collected(from) && !collected(to);
}
