import { lstatSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { hashFiles, raw, type Repo } from '../git/git.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';
import { nameList } from './evidence.js';

/** What the working tree was at the moment of grading. */
export interface TreeIntegrity {
  state: 'clean' | 'dirty' | 'unchecked';
  /** dirty: the paths that differ; unchecked: why it could not be looked at. */
  detail: string[];
}

/** The paths of `git status -z` entries, a rename's old path as its own entry. */
function statusPaths(out: string): string[] {
  const tok = out.split('\0');
  const paths: string[] = [];
  for (let i = 0; i < tok.length; i++) {
    const t = tok[i]!;
    if (t.length < 4) continue;
    paths.push(t.slice(3));
    if (t[0] === 'R' || t[0] === 'C') paths.push(tok[++i]!);
  }
  return paths;
}

const within = (path: string, prefix: string) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`);

/**
 * The working tree read when the gate grades, not before the run: a clean reading ages, and a
 * process left running can change the tree after every check passed. Clean when no tracked file
 * differs from the head the review answers (proofgate's own folder aside), and, for a review of the
 * working tree, every selected file is still what the scope sealed. Untracked files (a test
 * report, downloaded parts, a cache) are not the code under review and are not counted; git's
 * derivation of the scope names a new file of a working-tree review.
 */
export async function treeIntegrity(repo: Repo, scope: ReviewScope, reviewDir: string): Promise<TreeIntegrity> {
  const rel = relative(repo.root, reviewDir).split('\\').join('/');
  const own = rel.startsWith('..') || isAbsolute(rel) ? undefined : rel;
  try {
    const out = await raw(repo, ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=no']);
    let changed = statusPaths(out).filter((p) => own === undefined || !within(p, own));
    if (scope.refs.workspace) {
      // The change itself is in the working tree: what was sealed may differ from HEAD, as sealed.
      const sealed = new Set([...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]);
      // A file that is no longer a regular file (a FIFO, a folder, a link, gone) is edited, and never opened.
      const regular = (path: string) => lstatSync(join(repo.root, path), { throwIfNoEntry: false })?.isFile() === true;
      const files = scope.files.filter((f) => f.kind === 'file');
      const present = files.filter((f) => regular(f.path));
      const oids = await hashFiles(
        repo.root,
        present.map((f) => f.path),
        { write: false },
      ).catch(() => present.map(() => '?'));
      const hashed = new Map(present.map((f, i) => [f.path, oids[i]]));
      const edited = files.filter((f) => hashed.get(f.path) !== f.blob).map((f) => f.path);
      changed = [...new Set([...changed.filter((p) => !sealed.has(p)), ...edited])];
    }
    return changed.length ? { state: 'dirty', detail: changed.sort() } : { state: 'clean', detail: [] };
  } catch (err) {
    // git's own words, its first line: the reason is one line.
    const message = err instanceof Error ? err.message.trim().split('\n')[0]! : String(err);
    return { state: 'unchecked', detail: [`git status failed: ${visible(message)}`] };
  }
}

/** Why the verdict cannot be clean, when the tree is not. */
export function treeReason(t: TreeIntegrity): string | undefined {
  if (t.state === 'dirty')
    return `the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: ${nameList(t.detail)}; restore it (git status), then gate again`;
  if (t.state === 'unchecked') return `the working tree could not be checked at grading (tree integrity: unchecked): ${t.detail[0] ?? ''}`;
  return undefined;
}
