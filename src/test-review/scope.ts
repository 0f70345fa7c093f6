import { readdir, realpath } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { openAndResolve, openRepo, resolveCommit, mergeBase, raw, textsAt, type Repo } from '../git/git.js';
import { diffChanges, type Change } from '../git/diff.js';
import { declaredEncoding } from '../text/encoding.js';
import { ProofgateError } from '../text/errors.js';
import {
  assertSafePaths,
  isConfigShaped,
  isDoc,
  isNoise,
  disabledByRename,
  isReviewedFile,
  isRunnerFile,
  isTestFile,
  isUnscorableTestArtifact,
} from './detect.js';
import { testGlobMatcher } from './test-glob.js';
import { type ContextBasis } from './report.js';
import { secretsOfRange, unreadableText } from '../review/selection.js';
import type { OptionName } from '../text/options.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import { mayHoldRunnerSettings, runnerSettings } from './runner-settings.js';
import { mayNameSetupFiles, setupFilesNamed, workspacePackages } from './setup-refs.js';
import { holdsInlineTests, keepsInlineLanguage, mayHoldInlineTests } from './inline-tests.js';
import { goModuleLeft } from './go-modules.js';
import { pytestPathsLeft } from './pytest-paths.js';
import { dotnetProjects } from './dotnet-projects.js';
import { below } from './guard.js';
import { treeEntries } from '../git/git.js';
import { TEXT_MAX_BYTES } from '../git/diff.js';
import { readRegular } from '../text/files.js';
import { utf8Text } from '../text/utf8.js';
import { composedTwins, shownName, yamlQuotedName } from '../text/list.js';

/** The review set (scored), the context set (read only) and what was left aside, for one run. */
export interface TestReviewScope {
  mode: 'git' | 'files';
  reviewSet: string[];
  contextFiles: string[];
  contextBasis: ContextBasis;
  unscorable: string[];
  /** Review-set files the test rules alone would not pick (--test-glob or --files): the report may exclude them. */
  excludable: string[];
  /**
   * Tests the change removes: deleted, turned into a link or a submodule, or renamed to a name that
   * is no longer a test (a disabled test is a deleted one); and the test material it removes so
   * (removedMaterial: a runner's configuration, a coverage gate, a CI workflow, a snapshot). `renamedTo`
   * names the file it became.
   */
  removedTests: { path: string; renamedTo?: string }[];
  /** Changed files that are secrets (named as one, or moved, copied or pasted from one, as a review scope finds them): never listed for the agent, never read. */
  withheld: string[];
  /** Review-set files that hold no text an agent can read (review scope's `binary`; on disk with --files): a person must check them. */
  unreadable: string[];
  /** Every changed path with its status (git mode), for the guard and the delta. */
  changes: Change[];
  /**
   * The folder the scope's paths are relative to, from the repository's top ('' the top: git's paths, or --files at
   * the top): what a path becomes where GitHub shows it. Null when no repository holds the project root.
   */
  pathsFrom: string | null;
  repo: Repo | null;
  /** The base ref as given, or the remote's default branch it defaulted to. */
  baseRef: string | null;
  baseSha: string | null;
  headSha: string | null;
  mergeBaseSha: string | null;
}

export const CONTEXT_CAP = 40;

/**
 * Configuration no settings reader knows (isConfigShaped, less the files runner-settings.ts compares by
 * what they set): reviewed whole and not excludable, as a runner file is, so a change to it is never
 * context in a skip (hazard 532).
 */
const isUnknownConfig = (path: string) => isConfigShaped(path) && !mayHoldRunnerSettings(path);
/** Reviewed by the path alone: the test rules (isReviewedFile, with `--test-glob`'s `extra`) or configuration's shape. */
const reviewedByPath = (path: string, extra?: (p: string) => boolean) => isReviewedFile(path, extra) || isUnknownConfig(path);

export interface ScopeOptions {
  projectRoot: string;
  base?: string;
  /** The explicit review set, already checked (options.ts). */
  files?: string[];
  testGlobs: string[];
  /** How the caller writes an option, for the fix a git error names. */
  name: OptionName;
}

function contextOf(paths: string[]): { files: string[]; basis: ContextBasis } {
  const docs = paths.filter(isDoc);
  const ordered = [...docs, ...paths.filter((p) => !isDoc(p))];
  if (ordered.length === 0) return { files: [], basis: 'none' };
  return ordered.length > CONTEXT_CAP
    ? { files: ordered.slice(0, CONTEXT_CAP), basis: 'pr_diff_truncated' }
    : { files: ordered, basis: 'pr_diff' };
}

/**
 * The default base: the remote's default branch (`origin/HEAD`), never a guessed name.
 * A clone without it says how to set it.
 */
async function defaultBase(repo: Repo, name: OptionName): Promise<string> {
  const ref = (await raw(repo, ['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD']).catch(() => '')).trim();
  if (!/^refs\/remotes\/origin\/[\w./-]+$/.test(ref) || ref.includes('..'))
    throw new ProofgateError(
      `no ${name('base')} given and origin/HEAD is not set, so the remote's default branch is unknown: give ${name('base')} (or run \`git remote set-head origin --auto\`)`,
      TEST_REVIEW_EXIT.environment,
    );
  return ref.slice('refs/remotes/'.length);
}

/**
 * The named files (`--files`, read from the work tree) no agent can read as text, by the rules a
 * git scope names them (`unreadableText`): not a regular file, past TEXT_MAX_BYTES, or not UTF-8
 * text (UTF-16 with its BOM, a NUL byte, another encoding its first lines declare). A name no file
 * has is refused (exit 2): a verdict on a file that is not there would pass a review nobody could make.
 */
async function unreadableOnDisk(root: string, files: string[], name: OptionName): Promise<string[]> {
  const unreadable: string[] = [];
  // One at a time: each may be 16 MiB.
  for (const p of files) {
    const read = await readRegular(root, p, TEXT_MAX_BYTES);
    if (read.status === 'missing')
      throw new ProofgateError(
        `${name('files')} names ${shownName(p)}, which no file of the working tree has${await spellingHint(root, p)}`,
        TEST_REVIEW_EXIT.environment,
      );
    if (read.status !== 'ok' || 'why' in utf8Text(read.bytes) || declaredEncoding(read.bytes) !== undefined) unreadable.push(p);
  }
  return unreadable;
}

/** Where the disk holds `path` in another Unicode normalisation (a decomposed name macOS wrote), how to write it; else ''. */
async function spellingHint(root: string, path: string): Promise<string> {
  let at = '';
  for (const segment of path.split('/')) {
    const names = await readdir(join(root, at)).catch(() => [] as string[]);
    const twins = composedTwins(names)(segment);
    if (twins.length !== 1) return '';
    at = at ? `${at}/${twins[0]}` : twins[0]!;
  }
  return at === path
    ? ''
    : ` (the disk holds ${shownName(at)}, the same name in another Unicode normalisation: give it as ${yamlQuotedName(at)})`;
}

/**
 * The project root's folder from its repository's top ('' at the top), both as real paths (git's top is one): --files
 * names files from the project root. Null when no repository holds it (git cannot tell where the files are).
 */
async function projectFolder(projectRoot: string, repo: Repo | null): Promise<string | null> {
  try {
    const top = await realpath((repo ?? (await openRepo(projectRoot))).root);
    const real = await realpath(projectRoot);
    return real === top ? '' : (below(top, real) ?? null);
  } catch {
    return null;
  }
}

export async function testReviewScope(o: ScopeOptions): Promise<TestReviewScope> {
  const extra = testGlobMatcher(o.testGlobs);
  if (o.files !== undefined) {
    let repo: Repo | null = null;
    let baseSha: string | null = null;
    let headSha: string | null = null;
    if (o.base !== undefined) {
      try {
        const r = await openRepo(o.projectRoot);
        baseSha = await resolveCommit(r, o.base, 'base');
        headSha = await resolveCommit(r, 'HEAD', 'head').catch(() => null);
        repo = r;
      } catch (err) {
        throw new ProofgateError((err as Error).message, TEST_REVIEW_EXIT.environment);
      }
    }
    const reviewSet = o.files;
    return {
      mode: 'files',
      reviewSet,
      contextFiles: [],
      contextBasis: 'none',
      unscorable: [],
      excludable: reviewSet.filter((p) => !reviewedByPath(p)),
      removedTests: [],
      withheld: [],
      unreadable: await unreadableOnDisk(o.projectRoot, reviewSet, o.name),
      changes: [],
      pathsFrom: await projectFolder(o.projectRoot, repo),
      repo,
      baseRef: o.base ?? null,
      baseSha,
      headSha,
      mergeBaseSha: null,
    };
  }
  let base = o.base;
  let repo: Repo;
  let baseSha: string;
  let headSha: string;
  let mb: string;
  let changes: Change[];
  try {
    base ??= await defaultBase(await openRepo(o.projectRoot), o.name);
    // One git process opens the repository and resolves both refs (four did: a run on each of hundreds of test reviews).
    const opened = await openAndResolve(o.projectRoot, [
      { ref: base, what: 'base' },
      { ref: 'HEAD', what: 'head' },
    ]);
    repo = opened.repo;
    [baseSha, headSha] = opened.shas as [string, string];
    mb = await mergeBase(repo, baseSha, headSha);
    changes = await diffChanges(repo, { from: mb, to: headSha });
  } catch (err) {
    // Git trouble is an environment error here, never an empty review.
    // The way out, unless the message already names it.
    const message = (err as Error).message;
    const hint = o.base === undefined && !message.includes(o.name('base')) ? ` (give ${o.name('base')}, or ${o.name('files')})` : '';
    throw new ProofgateError(`${message}${hint}`, TEST_REVIEW_EXIT.environment);
  }
  assertSafePaths(
    changes.flatMap((c) => (c.from ? [c.path, c.from] : [c.path])),
    'the diff',
  );
  // Secrets first, by the rule a review scope applies (a secret's name, or a file moved or copied
  // from one, or holding its lines): whatever else they are, no agent is pointed at them.
  const secrets = await inGit(secretsOfRange(repo, mb, headSha, changes));
  const withheld = changes.filter((c) => c.status !== 'deleted' && secrets.has(c)).map((c) => c.path);
  const live = changes.filter((c) => c.status !== 'deleted' && !withheld.includes(c.path));
  // A test turned into a link or a submodule (a type change) is no test file any more: deleted as surely.
  const gone = (c: Change) => c.status === 'deleted' || (c.status === 'type-changed' && c.kind !== 'file');
  // The old paths the change takes out of the tree (deleted, made a link, renamed away), to judge as they were at the base.
  const left = changes.filter((c) => !secrets.has(c) && (gone(c) || c.from !== undefined)).map((c) => c.from ?? c.path);
  const leftUnreviewed = left.filter((p) => !reviewedByPath(p, extra) && !isUnscorableTestArtifact(p));
  const settings = await inGit(
    changedRunnerSettings(
      repo,
      mb,
      headSha,
      live.filter((c) => !reviewedByPath(c.path, extra) && mayHoldRunnerSettings(c.path)).map((c) => c.path),
    ),
  );
  // One read of the runners' configurations for both: the changed files they name, and the removed ones they named.
  const setup = await inGit(
    changedSetupFiles(
      repo,
      [mb, headSha],
      [...live.filter((c) => !reviewedByPath(c.path, extra) && !settings.has(c.path)).map((c) => c.path), ...leftUnreviewed],
    ),
  );
  const settingsAtBase = await inGit(heldRunnerSettings(repo, mb, leftUnreviewed.filter(mayHoldRunnerSettings)));
  const inline = await inGit(
    changedInlineTests(
      repo,
      [mb, headSha],
      live.filter((c) => !reviewedByPath(c.path, extra) && mayHoldInlineTests(c.path)).map((c) => c.path),
    ),
  );
  // A source file that held tests at the merge base (inline-tests.ts) is a test file: deleted, or renamed
  // to a name its language does not compile, its tests go with it, whatever its name.
  const inlineAtBase = await inGit(
    changedInlineTests(
      repo,
      [mb],
      changes
        .flatMap((c) => (gone(c) || (c.from && !keepsInlineLanguage(c.from, c.path)) ? [c.from ?? c.path] : []))
        .filter(mayHoldInlineTests),
    ),
  );
  const [leftModule, leftTestpaths] = await Promise.all([
    inGit(goModuleLeft(repo, headSha, changes)),
    inGit(pytestPathsLeft(repo, headSha, changes)),
  ]);
  const leftRunner = (from: string, to: string) => leftModule(from, to) || leftTestpaths(from, to);
  const projects = await inGit(dotnetProjects(repo, headSha, changes));
  const tests = changes.flatMap((c): RemovedEntry[] => {
    if (gone(c) && (isTestFile(c.path, extra) || inlineAtBase.has(c.path))) return [{ path: c.path }];
    // A rename the runner may no longer collect (detect.ts): the test no longer runs. The new file is
    // still reviewed when it is named as a test (a project's runner may collect it after all).
    if (c.from && (disabledByRename(c.from, c.path, extra, leftRunner, projects) || inlineAtBase.has(c.from)))
      return [{ path: c.from, renamedTo: c.path }];
    return [];
  });
  const picked = (p: string) => reviewedByPath(p, extra) || settings.has(p) || setup.has(p) || inline.has(p);
  const testPaths = new Set(tests.map((t) => t.path));
  const removedTests = [
    ...tests,
    ...removedMaterial(
      changes.filter((c) => !secrets.has(c) && !testPaths.has(c.from ?? c.path)),
      gone,
      (p) => reviewedByPath(p, extra) || isUnscorableTestArtifact(p) || settingsAtBase.has(p) || setup.has(p),
      // Still in effect under its new name by a rule that names it, or beside its old name with its
      // kind (`ci.yml` → `main.yml`); a name only the catch-all reviews (`ci.yml.off`, `pytest.ini.off`,
      // `coveragerc.txt`) is one no workflow runner or test runner reads.
      (p, from) =>
        isReviewedFile(p, extra) ||
        settings.has(p) ||
        setup.has(p) ||
        inline.has(p) ||
        isUnscorableTestArtifact(p) ||
        (dirname(p) === dirname(from) && extname(p) !== '' && extname(p) === extname(from)),
    ),
  ];
  // A removed test leaves nothing to review: renamed out of collection it is not test data
  // (`tests/a.spec.ts.off`), and the link or submodule in its place is no test, as a deletion is none.
  const disabled = new Set(
    removedTests.flatMap((t) => (t.renamedTo === undefined ? [t.path] : isTestFile(t.renamedTo, extra) ? [] : [t.renamedTo])),
  );
  const reviewSet = live
    .filter((c) => !disabled.has(c.path))
    .filter((c) => picked(c.path))
    .map((c) => c.path);
  const reviewed = new Set(reviewSet);
  const unreadable = await inGit(
    unreadableText(
      repo,
      baseSha,
      headSha,
      live.filter((c) => reviewed.has(c.path)),
    ),
  );
  const rest = live.map((c) => c.path).filter((p) => !reviewSet.includes(p) && !isNoise(p));
  const unscorable = rest.filter(isUnscorableTestArtifact);
  const context = contextOf(rest.filter((p) => !unscorable.includes(p)));
  return {
    mode: 'git',
    reviewSet,
    contextFiles: context.files,
    contextBasis: context.basis,
    unscorable,
    excludable: reviewSet.filter((p) => !reviewedByPath(p) && !settings.has(p) && !setup.has(p) && !inline.has(p)),
    removedTests,
    withheld,
    unreadable: reviewSet.filter((p) => unreadable.has(p)),
    changes,
    // git names every path from the top (--no-relative), wherever the project root is.
    pathsFrom: '',
    repo,
    baseRef: base,
    baseSha,
    headSha,
    mergeBaseSha: mb,
  };
}

type RemovedEntry = TestReviewScope['removedTests'][number];

/**
 * Test material the change removes (hazard 542): a file reviewed at its old path (by the path, as an
 * unscorable test artifact, by the runner settings it held at the merge base, or named by a runner's
 * configuration) that is deleted, made a link or a submodule, or renamed to a path no longer reviewed
 * (`ci.yml` → `ci.yml.off`, `.coveragerc` → `coveragerc.txt`). The workflow, the gate or the setup it
 * was runs no more, and nothing of it is left to review: removed coverage, as a removed test is.
 */
function removedMaterial(
  changes: Change[],
  gone: (c: Change) => boolean,
  wasReviewed: (path: string) => boolean,
  stillInEffect: (path: string, from: string) => boolean,
): RemovedEntry[] {
  return changes.flatMap((c): RemovedEntry[] => {
    if (!wasReviewed(c.from ?? c.path)) return [];
    if (gone(c)) return [{ path: c.path }];
    return c.from !== undefined && !stillInEffect(c.path, c.from) ? [{ path: c.from, renamedTo: c.path }] : [];
  });
}

/**
 * The files among `paths` that held runner settings at `commit` (runner-settings.ts): a lockfile of
 * no package, or a Django settings module with no TEST_RUNNER, holds none.
 */
async function heldRunnerSettings(repo: Repo, commit: string, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const texts = await textsAt(repo, commit, paths);
  return new Set(paths.filter((p) => Boolean(runnerSettings(p, texts.get(p) ?? null))));
}

/**
 * The files among `paths` whose runner settings (package.json's test scripts and runner keys,
 * pyproject's pytest tables, setup.cfg's `[tool:pytest]`, tox.ini) differ between the merge base
 * and the head, the same path at both: these decide which tests run, so they are reviewed.
 */
async function changedRunnerSettings(repo: Repo, mb: string, head: string, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const [before, after] = await Promise.all([textsAt(repo, mb, paths), textsAt(repo, head, paths)]);
  return new Set(paths.filter((p) => runnerSettings(p, before.get(p) ?? null) !== runnerSettings(p, after.get(p) ?? null)));
}

/** The files among `paths` that hold tests of their language (inline-tests.ts) at any of `commits`. */
async function changedInlineTests(repo: Repo, commits: string[], paths: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (paths.length === 0) return found;
  for (const commit of commits)
    for (const [path, text] of await textsAt(repo, commit, paths)) if (text !== null && holdsInlineTests(path, text)) found.add(path);
  return found;
}

/** Git trouble while reading what the change holds is an environment error (exit 2), never an empty review. */
async function inGit<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw new ProofgateError((err as Error).message, TEST_REVIEW_EXIT.environment);
  }
}

/** At most this many runner configurations are read at each commit for the setup files they name. */
const SETUP_CONFIG_CAP = 400;

/**
 * The files among `changed` that a test runner's configuration at the merge base or the head names
 * (a `setupFiles` entry, a `.mocharc`'s `require`, a pytest `-p` plugin, a Gradle `apply from:`, a
 * workspace package imported by name: setup-refs.ts), under
 * whatever name: they decide whether the tests run, so they are reviewed like the configuration.
 */
async function changedSetupFiles(repo: Repo, commits: string[], changed: string[]): Promise<Set<string>> {
  if (changed.length === 0) return new Set();
  const wanted = new Set(changed);
  const found = new Set<string>();
  for (const commit of commits) {
    const named = (await treeEntries(repo, commit, ['.'], { recursive: true, sizes: false }))
      .filter((e) => e.type === 'blob' && !isNoise(e.path) && mayNameSetupFiles(e.path))
      .map((e) => e.path);
    // Runners' own configurations first: a monorepo's many build files (pom.xml, package.json) never crowd them out.
    const configs = [...named.filter(isRunnerFile), ...named.filter((p) => !isRunnerFile(p))].slice(0, SETUP_CONFIG_CAP);
    const texts = await textsAt(repo, commit, configs);
    const packages = workspacePackages(texts);
    for (const [path, text] of texts)
      if (text !== null) for (const named of setupFilesNamed(path, text, wanted, packages)) found.add(named);
  }
  return found;
}

/** Batched per-file diffs live with the other git diff code; test-review asks for `-U0`. */
export { diffsOf } from '../git/diff.js';
