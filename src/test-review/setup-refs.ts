import { isRunnerFile } from './detect.js';
import { mayNameSetupFilesIn, runnerSettings } from './runner-settings.js';
import { repoPath } from '../text/repo-path.js';

/**
 * Files a test runner's configuration names as code it loads around the tests: vitest's and jest's
 * `setupFiles`, `setupFilesAfterEnv`, `globalSetup`, `globalTeardown`, `testEnvironment`,
 * `transform`, `reporters`; Playwright's `globalSetup`; Cypress's `supportFile`; `.mocharc`'s
 * `require` and `file`; pytest's `-p` plugins and `pytest_plugins`; surefire's `<excludesFile>`; MSBuild's
 * `<Import Project>`; a Gradle settings script's `includeBuild` folder. Under any name (a
 * `src/testing/harness.ts` that sets `globalThis.it = globalThis.it.skip`) they decide whether the
 * tests run, so a changed one is reviewed like the configuration. The configuration is read, never
 * run: every word in it that names a changed file is taken, whatever key holds it (a key list would
 * miss the next runner's spelling). Pure functions of paths and texts.
 */

/**
 * Files that run commands (hazard 546): CI configurations (GitHub's, Gitea's and Forgejo's workflows and
 * GitHub's composite actions, GitLab's, CircleCI's, Azure Pipelines', Jenkins', Travis', Buildkite's,
 * Bitbucket's, Drone's, AppVeyor's, Woodpecker's, Cirrus', Semaphore's, Cloud Build's, CodeBuild's), task
 * runners (Make, just, Task, Earthly) and container builds (Dockerfiles, Containerfiles, compose files). A
 * script one runs (`run: ./scripts/test.sh`) decides whether the tests can fail, as a setup file does.
 * package.json's scripts, tox.ini and noxfile.py are read as settings or runner files.
 */
// A file the name of its last folder or itself tells (each `[^/]` run stops at the next `/`: linear).
const COMMAND_FILE =
  // Linear (#637): each try starts at `^` or a `/`, and its runs take no `/`, so each stretch between two slashes is read by one try
  /(?:^|\/)(?:\.(?:github|gitea|forgejo)\/workflows\/[^/]+|\.gitlab-ci[^/]*|\.?azure-pipelines[^/]*|\.travis|bitbucket-pipelines|\.drone|\.?appveyor|\.woodpecker|\.cirrus|cloudbuild|buildspec|(?:docker-)?compose[^/]*|taskfile(?:\.dist)?)\.ya?ml$|(?:^|\/)(?:jenkinsfile[^/]*|[^/]+\.jenkinsfile|(?:gnu)?makefile[^/]*|[^/]+\.mk|\.?justfile|earthfile|(?:dockerfile|containerfile)[^/]*|[^/]+\.(?:dockerfile|containerfile))$/i;
/**
 * A file anywhere under a CI folder: `(?:^|\/)\.gitlab\/.+\.ya?ml$` and its kin. Tried as one pattern, a `.+`
 * from every `/.gitlab/` of a long path scanned to its end (1 MB: minutes; hazard 637). The end is checked once
 * here, and the folder is looked for after the last line end (`.` takes none): the first folder found then matches.
 */
const UNDER_FOLDER = /(?:^|\/)(?:\.gitlab|\.circleci|\.buildkite|\.azure-pipelines|\.woodpecker|\.semaphore)\/.(?=.*?\.ya?ml$)/i;
const UNDER_ACTIONS = /(?:^|\/)\.github\/actions\/.(?=.*?\/action\.ya?ml$)/i;
export function runsCommands(path: string): boolean {
  if (COMMAND_FILE.test(path)) return true;
  const lastLineEnd = Math.max(...['\n', '\r', '\u2028', '\u2029'].map((c) => path.lastIndexOf(c)));
  // From the line end on (kept, so that `^` does not match after it).
  const tail = lastLineEnd < 0 ? path : path.slice(lastLineEnd);
  return (/\.ya?ml$/i.test(tail) && UNDER_FOLDER.test(tail)) || (/\/action\.ya?ml$/i.test(tail) && UNDER_ACTIONS.test(tail));
}

/** Whether the file at `path` may name setup files: a runner's configuration or settings, or a file that runs commands. */
export function mayNameSetupFiles(path: string): boolean {
  return isRunnerFile(path) || mayNameSetupFilesIn(path) || runsCommands(path);
}

/** Past this, a configuration is read no further (a config is small; a huge one is not parsed for names). */
const READ_CAP = 256 * 1024;
/** Extensions a module name is tried with, as the runners resolve one written without. */
const MODULE_EXT = ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'mts', 'cts', 'py'];

/** The repository path `parts` (folders, then a path as the configuration writes it) name, if any. */
const normalize = (parts: string[]) => repoPath(parts.join('/'));

/** The repository paths a word in a configuration at `configPath` could mean. */
function candidates(configPath: string, word: string): string[] {
  const dir = configPath.split('/').slice(0, -1);
  // vitest's and node's `./`, a path from the repository's root or from the config's folder, MSBuild's `..\eng\x.props`.
  const w = word.replace(/^file:\/\//, '').replace(/\\/g, '/');
  if (!w || w.startsWith('/')) return [];
  const paths = new Set<string>();
  for (const base of [dir, []]) {
    const p = normalize([...base, ...w.split('/')]);
    if (!p) continue;
    paths.add(p);
    for (const ext of MODULE_EXT) paths.add(`${p}.${ext}`).add(`${p}/index.${ext}`);
  }
  // A Python module (`-p tests_support.plugin`, `pytest_plugins = ["app.testing.fixtures"]`, a
  // `pytest11` entry point), in the project's folder or its `src/` layout.
  if (/^[A-Za-z_][\w.]*$/.test(w) && w.includes('.')) {
    const m = w.replace(/\./g, '/');
    for (const base of [dir, [], [...dir, 'src'], ['src']]) {
      const p = normalize([...base, ...m.split('/')]);
      if (p) paths.add(`${p}.py`).add(`${p}/__init__.py`);
    }
  }
  return [...paths];
}

/** The folder of each workspace package by its name, from the `package.json` files given (path, text); the root's is no package. */
export function workspacePackages(manifests: Iterable<[string, string | null]>): Map<string, string> {
  const packages = new Map<string, string>();
  for (const [path, text] of manifests) {
    const dir = path.split('/').slice(0, -1).join('/');
    if (!dir || !text || path.split('/').at(-1) !== 'package.json') continue;
    try {
      const name = (JSON.parse(text) as { name?: unknown }).name;
      if (typeof name === 'string') packages.set(name, dir);
    } catch {
      // Not JSON: names no package.
    }
  }
  return packages;
}

/**
 * A Gradle settings script's included builds (`includeBuild("gradle/plugins")`, `includeBuild(file("…"))`), whose
 * convention plugins configure every project's `test` task as buildSrc's do.
 */
const INCLUDED_BUILD = /\bincludeBuild(?:\s*\(\s*|\s+)(?:file\s*\(\s*)?["']([^"'\n]{1,300})["']/g;

/** The folders (each ending `/`) a Gradle script at `configPath` includes as builds, resolved from its folder. */
function includedBuilds(configPath: string, text: string): string[] {
  if (!/\.gradle(?:\.kts)?$/.test(configPath)) return [];
  const dir = configPath.split('/').slice(0, -1);
  return [...text.matchAll(INCLUDED_BUILD)].flatMap((m) => {
    const folder = normalize([...dir, ...m[1]!.split('/')]);
    return folder ? [`${folder}/`] : [];
  });
}

/** The package a module specifier names (`@acme/test-config/vitest` is `@acme/test-config`). */
const packageOf = (word: string) =>
  word
    .split('/')
    .slice(0, word.startsWith('@') ? 2 : 1)
    .join('/');

/** A variable a command or a template spells a folder with (`$HOME`, `${X}`, `$(CURDIR)`, `${{ github.workspace }}`, `%CD%`). */
const VARIABLE = /\$\{\{[^{}\n]{0,200}\}\}|\$[({][\w.-]{1,100}[)}]|\$\w+|%\w+%/g;

/** package.json's scripts, every one: each runs commands (`"ci": "./scripts/ci.sh"`, which a workflow's `npm run ci` runs). */
function packageScripts(text: string): string {
  try {
    return JSON.stringify((JSON.parse(text) as { scripts?: unknown }).scripts ?? null);
  } catch {
    return '';
  }
}

/**
 * What a configuration is read for: a runner's own and a file that runs commands, whole; a file with
 * other jobs for its runner settings alone (`package.json`'s `main` names the app, not a setup), and
 * `package.json` for every script too.
 */
function readFor(path: string, text: string): string {
  if (isRunnerFile(path) || runsCommands(path)) return text;
  const settings = runnerSettings(path, text) ?? '';
  return path.split('/').at(-1) === 'package.json' ? `${settings}\n${packageScripts(text)}` : settings;
}

const suffixIndex = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();
/** The changed files under each of their path's tails (`e2e/run.sh` is under `run.sh`), built once for a set. */
function changedWithin(changed: ReadonlySet<string>): Map<string, string[]> {
  let index = suffixIndex.get(changed);
  if (index) return index;
  index = new Map();
  for (const path of changed) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const tail = parts.slice(i).join('/');
      const paths = index.get(tail);
      if (paths) paths.push(path);
      else index.set(tail, [path]);
    }
  }
  suffixIndex.set(changed, index);
  return index;
}

/**
 * The files among `changed` that the configuration at `configPath` (its text) names: every
 * path-like word in it (quoted or not: JSON, YAML, TOML, ini and JavaScript alike), resolved from
 * the repository's root and from the configuration's folder, with or without a module extension;
 * and in a runner's own configuration, a workspace package it imports by name (`packages`: a
 * shared `@acme/test-config`), every changed file of it.
 */
export function setupFilesNamed(
  configPath: string,
  text: string,
  changed: ReadonlySet<string>,
  packages: ReadonlyMap<string, string>,
): string[] {
  const found = new Set<string>();
  const own = isRunnerFile(configPath);
  const commands = runsCommands(configPath);
  // jest's `<rootDir>/` is the root; a variable before a path is a folder, `./` (`$(CURDIR)/x.sh`, `${{ github.workspace }}/x.sh`);
  // then XML's tags part words as quotes do (`<excludesFile>skip.txt</excludesFile>`).
  const read = readFor(configPath, text.slice(0, READ_CAP))
    .slice(0, READ_CAP)
    .replace(/<rootDir>\/?/g, '')
    .replace(VARIABLE, './');
  const dirs = new Set(includedBuilds(configPath, read));
  const within = commands ? changedWithin(changed) : undefined;
  for (const word of read.split(/[\s'"`,;:=()[\]{}|<>]+/)) {
    if (word.length < 2 || word.length > 300) continue;
    // pytest's `-pname`, written without the space; make's `@`, `-` and `+` before a recipe's command.
    const words = new Set([word, word.replace(/^[@+-]+/, ''), ...(word.startsWith('-p') ? [word.slice(2)] : [])]);
    for (const c of [...words].flatMap((w) => candidates(configPath, w))) {
      if (changed.has(c) && c !== configPath) found.add(c);
      // A command may run in any folder (`working-directory:`, `cd e2e &&`): a relative path names the file there too.
      if (within && /[/\\]/.test(word)) for (const p of within.get(c) ?? []) if (p !== configPath) found.add(p);
    }
    const pkg = own ? packages.get(packageOf(word)) : undefined;
    if (pkg !== undefined) dirs.add(`${pkg}/`);
  }
  for (const c of changed) if ([...dirs].some((d) => c.startsWith(d))) found.add(c);
  return [...found];
}
