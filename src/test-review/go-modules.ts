import { treeEntries, type Repo } from '../git/git.js';
import type { Change } from '../git/diff.js';

const GO_MOD = /(?:^|\/)go\.mod$/;
const folder = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/** The folder of the nearest go.mod above `path` among `modules` (folders), or null. */
function moduleOf(path: string, modules: { has(folder: string): boolean }): string | null {
  for (let d = path; d !== '';) {
    d = folder(d);
    if (modules.has(d)) return d;
  }
  return null;
}

/**
 * Whether a Go file renamed from `from` to `to` left its module: `go test ./...` never enters
 * another module (a folder with its own go.mod), so a test moved into one runs no more where it
 * ran. The base's modules are the head's, less the go.mod files the change adds, plus those it
 * deletes; a go.mod renamed is named as at the head (a module moved whole keeps its tests). One
 * `git ls-tree` of the head, only when a Go file was renamed.
 */
export async function goModuleLeft(repo: Repo, head: string, changes: Change[]): Promise<(from: string, to: string) => boolean> {
  if (!changes.some((c) => c.from?.endsWith('.go') && c.path.endsWith('.go'))) return () => false;
  const atHead = new Set(
    (await treeEntries(repo, head, ['.'], { recursive: true, sizes: false }))
      .filter((e) => e.type === 'blob' && GO_MOD.test(e.path))
      .map((e) => folder(e.path)),
  );
  // Each base module's folder, and the folder it has at the head.
  const atBase = new Map([...atHead].map((d) => [d, d]));
  for (const c of changes) if (GO_MOD.test(c.path) && (c.status === 'added' || c.from !== undefined)) atBase.delete(folder(c.path));
  for (const c of changes) {
    const was = c.status === 'deleted' ? c.path : c.from;
    if (was !== undefined && GO_MOD.test(was)) atBase.set(folder(was), GO_MOD.test(c.path) ? folder(c.path) : folder(was));
  }
  return (from, to) => {
    if (!from.endsWith('.go') || !to.endsWith('.go')) return false;
    const was = moduleOf(from, atBase);
    return (was === null ? null : atBase.get(was)) !== moduleOf(to, atHead);
  };
}
