import { treeEntries, type Repo } from '../git/git.js';
import type { Change } from '../git/diff.js';

const GO_MOD = /(?:^|\/)go\.mod$/;
export const folder = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/** The folder of the nearest go.mod above `path` among `modules` (folders), or null. */
export function moduleOf(path: string, modules: { has(folder: string): boolean }): string | null {
  for (let d = path; d !== '';) {
    d = folder(d);
    if (modules.has(d)) return d;
  }
  return null;
}

/**
 * The files `marker` matches (a module's or project's file) at the head, and at the merge base each
 * with its path at the head: the head's, less those the change adds, plus those it deletes; one
 * renamed is named as at the head (a module moved whole keeps its tests). One `git ls-tree` of the head.
 */
export async function markerFiles(
  repo: Repo,
  head: string,
  changes: Change[],
  marker: RegExp,
): Promise<{ atHead: string[]; atBase: Map<string, string> }> {
  const atHead = (await treeEntries(repo, head, ['.'], { recursive: true, sizes: false }))
    .filter((e) => e.type === 'blob' && marker.test(e.path))
    .map((e) => e.path);
  const atBase = new Map(atHead.map((p) => [p, p]));
  for (const c of changes) if (marker.test(c.path) && (c.status === 'added' || c.from !== undefined)) atBase.delete(c.path);
  for (const c of changes) {
    const was = c.status === 'deleted' ? c.path : c.from;
    if (was !== undefined && marker.test(was)) atBase.set(was, marker.test(c.path) ? c.path : was);
  }
  return { atHead, atBase };
}

/**
 * Whether a Go file renamed from `from` to `to` left its module: `go test ./...` never enters
 * another module (a folder with its own go.mod), so a test moved into one runs no more where it
 * ran (markerFiles: the base's modules as the head names them). Read only when a Go file was renamed.
 */
export async function goModuleLeft(repo: Repo, head: string, changes: Change[]): Promise<(from: string, to: string) => boolean> {
  if (!changes.some((c) => c.from?.endsWith('.go') && c.path.endsWith('.go'))) return () => false;
  const files = await markerFiles(repo, head, changes, GO_MOD);
  const atHead = new Set(files.atHead.map(folder));
  // Each base module's folder, and the folder it has at the head.
  const atBase = new Map([...files.atBase].map(([was, is]) => [folder(was), folder(is)]));
  return (from, to) => {
    if (!from.endsWith('.go') || !to.endsWith('.go')) return false;
    const was = moduleOf(from, atBase);
    return (was === null ? null : atBase.get(was)) !== moduleOf(to, atHead);
  };
}
