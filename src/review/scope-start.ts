import { openAndResolve, type Repo } from '../git/git.js';
import { diffFromMergeBase, type ChangeDiff } from '../git/diff.js';

interface ScopeRefs {
  baseRef: string;
  headRef: string;
  workspace: boolean;
}

/** The refs a scope is sealed from: the base defaults to HEAD~1 (HEAD with the working tree), the head to HEAD. */
function scopeRefs(o: { base?: string; head?: string; workspace?: boolean }): ScopeRefs {
  const workspace = o.workspace ?? false;
  return { baseRef: o.base ?? (workspace ? 'HEAD' : 'HEAD~1'), headRef: o.head ?? 'HEAD', workspace };
}

/** The refs a scope is sealed from, and git's work on them, under way. */
export interface ScopeStart extends ScopeRefs {
  cwd: string;
  opened: Promise<{ repo: Repo; baseSha: string; headSha: string }>;
  diff: Promise<ChangeDiff>;
}

/**
 * Resolves the scope's refs and starts git's diff of the change. Light on purpose: a caller
 * starts it first, and git works while the code that selects from the diff loads.
 */
export function startScope(cwd: string, o: { base?: string; head?: string; workspace?: boolean }): ScopeStart {
  const { baseRef, headRef, workspace } = scopeRefs(o);
  const opened = openAndResolve(cwd, [
    { ref: baseRef, what: 'base' },
    { ref: headRef, what: 'head' },
  ]).then(({ repo, shas: [baseSha, headSha] }) => ({ repo, baseSha: baseSha!, headSha: headSha! }));
  const diff = opened.then(({ repo, baseSha, headSha }) => diffFromMergeBase(repo, baseSha, headSha, workspace));
  // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
  opened.catch(() => undefined);
  diff.catch(() => undefined);
  return { cwd, baseRef, headRef, workspace, opened, diff };
}

/** What was started for these options, or a start of its own when the caller's differs in folder or refs. */
export function startedFor(cwd: string, o: { base?: string; head?: string; workspace?: boolean; started?: ScopeStart }): ScopeStart {
  const want = scopeRefs(o);
  const s = o.started;
  const same = s && s.cwd === cwd && s.baseRef === want.baseRef && s.headRef === want.headRef && s.workspace === want.workspace;
  return same ? s : startScope(cwd, o);
}
