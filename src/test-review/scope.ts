import { openRepo, resolveCommit, mergeBase, readObjects, type Repo } from '../git/git.js';
import { diffChanges, type Change } from '../git/diff.js';
import { diffByPath } from '../git/patch.js';
import { ProofgateError } from '../text/errors.js';
import { assertSafePaths, isDoc, isNoise, isTestFile, isUnscorableTestArtifact, testGlobMatcher } from './detect.js';
import { canonicalPath, type ContextBasis } from './report.js';

/** The review set (scored), the context set (read only) and what was left aside, for one run. */
export interface TestReviewScope {
  mode: 'git' | 'files';
  reviewSet: string[];
  contextFiles: string[];
  contextBasis: ContextBasis;
  unscorable: string[];
  deletedTests: string[];
  /** Every changed path with its status (git mode), for the guard and the delta. */
  changes: Change[];
  repo: Repo | null;
  baseSha: string | null;
  headSha: string | null;
  mergeBaseSha: string | null;
}

export const CONTEXT_CAP = 40;

export interface ScopeOptions {
  projectRoot: string;
  base?: string;
  files?: string[];
  testGlobs: string[];
}

function contextOf(paths: string[]): { files: string[]; basis: ContextBasis } {
  const docs = paths.filter(isDoc);
  const ordered = [...docs, ...paths.filter((p) => !isDoc(p))];
  if (ordered.length === 0) return { files: [], basis: 'none' };
  return ordered.length > CONTEXT_CAP
    ? { files: ordered.slice(0, CONTEXT_CAP), basis: 'pr_diff_truncated' }
    : { files: ordered, basis: 'pr_diff' };
}

/** `--files`: the review set verbatim, comma-split; no git, no context. */
function explicitFiles(files: string[]): string[] {
  const out: string[] = [];
  for (const item of files.flatMap((f) => f.split(','))) {
    const t = item.trim();
    if (t === '') continue;
    assertSafePaths([t], '--files');
    let p: string;
    try {
      p = canonicalPath(t, '--files');
    } catch (err) {
      throw new ProofgateError((err as Error).message.replace(/^invalid report: /, ''), 2);
    }
    if (!out.includes(p)) out.push(p);
  }
  return out;
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
        throw new ProofgateError((err as Error).message, 2);
      }
    }
    return {
      mode: 'files',
      reviewSet: explicitFiles(o.files),
      contextFiles: [],
      contextBasis: 'none',
      unscorable: [],
      deletedTests: [],
      changes: [],
      repo,
      baseSha,
      headSha,
      mergeBaseSha: null,
    };
  }
  const base = o.base ?? 'origin/main';
  let repo: Repo;
  let baseSha: string;
  let headSha: string;
  let mb: string;
  let changes: Change[];
  try {
    repo = await openRepo(o.projectRoot);
    baseSha = await resolveCommit(repo, base, 'base');
    headSha = await resolveCommit(repo, 'HEAD', 'head');
    mb = await mergeBase(repo, baseSha, headSha);
    changes = await diffChanges(repo, { from: mb, to: headSha });
  } catch (err) {
    // Git trouble is an environment error here, never an empty review.
    throw new ProofgateError(`${(err as Error).message}${o.base === undefined ? ' (pass --base REF, or --files)' : ''}`, 2);
  }
  assertSafePaths(
    changes.flatMap((c) => (c.from ? [c.path, c.from] : [c.path])),
    'the diff',
  );
  const live = changes.filter((c) => c.status !== 'deleted');
  const reviewSet = live.filter((c) => isTestFile(c.path, extra)).map((c) => c.path);
  const deletedTests = changes.filter((c) => c.status === 'deleted' && isTestFile(c.path, extra)).map((c) => c.path);
  const rest = live.map((c) => c.path).filter((p) => !reviewSet.includes(p) && !isNoise(p));
  const unscorable = rest.filter(isUnscorableTestArtifact);
  const context = contextOf(rest.filter((p) => !unscorable.includes(p)));
  return {
    mode: 'git',
    reviewSet,
    contextFiles: context.files,
    contextBasis: context.basis,
    unscorable,
    deletedTests,
    changes,
    repo,
    baseSha,
    headSha,
    mergeBaseSha: mb,
  };
}

/** The text of each path at `commit` (null where it has none), read in one `git cat-file --batch`. */
export async function textsAt(repo: Repo, commit: string, paths: string[]): Promise<Map<string, string | null>> {
  const blobs = await readObjects(
    repo.root,
    paths.map((p) => `${commit}:${p}`),
  );
  return new Map(paths.map((p) => [p, blobs.get(`${commit}:${p}`)?.data?.toString('utf8') ?? null]));
}

/** `git diff -U0` of each path (batched; see diffByPath), without rename detection. */
export function diffsOf(repo: Repo, base: string, head: string, paths: string[]): Promise<Map<string, string>> {
  return diffByPath(
    repo,
    { base, head, context: 0, renames: false },
    paths.map((path) => ({ path })),
  );
}
