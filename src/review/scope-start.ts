import { openAndResolve, type Repo } from '../git/git.js';
import { diffFromMergeBase, type ChangeDiff } from '../git/diff.js';

/** The refs a scope is sealed from, and git's work on them, under way. */
export interface ScopeStart {
  baseRef: string;
  headRef: string;
  workspace: boolean;
  opened: Promise<{ repo: Repo; baseSha: string; headSha: string }>;
  diff: Promise<ChangeDiff>;
}

/**
 * Resolves the scope's refs and starts git's diff of the change. Light on purpose: a caller
 * starts it first, and git works while the code that selects from the diff loads.
 */
export function startScope(cwd: string, o: { base?: string; head?: string; workspace?: boolean }): ScopeStart {
  const workspace = o.workspace ?? false;
  const baseRef = o.base ?? (workspace ? 'HEAD' : 'HEAD~1');
  const headRef = o.head ?? 'HEAD';
  const opened = openAndResolve(cwd, [
    { ref: baseRef, what: 'base' },
    { ref: headRef, what: 'head' },
  ]).then(({ repo, shas: [baseSha, headSha] }) => ({ repo, baseSha: baseSha!, headSha: headSha! }));
  const diff = opened.then(({ repo, baseSha, headSha }) => diffFromMergeBase(repo, baseSha, headSha, workspace));
  // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
  opened.catch(() => undefined);
  diff.catch(() => undefined);
  return { baseRef, headRef, workspace, opened, diff };
}
