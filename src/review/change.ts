import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Repo } from '../git/git.js';
import { diffByPath, treeWith } from '../git/patch.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';

export type ScopeFile = ReviewScope['files'][number];

/** Lines of context around each change: enough to judge a hunk; the file itself is in the tree. */
export const DIFF_CONTEXT_LINES = 10;

async function fileMode(path: string): Promise<string> {
  const st = await lstat(path).catch(() => null);
  return st && st.mode & 0o111 ? '100755' : '100644';
}

/**
 * The new side of the diff: the sealed head commit, or for a working-tree scope a tree of the
 * sealed blobs (hashed into the object store when the scope was sealed) over the merge base, so
 * the diff shows what was sealed even if the working tree moved since.
 */
async function sealedHead(repo: Repo, scope: ReviewScope, files: readonly ScopeFile[]): Promise<string> {
  if (!scope.refs.workspace) return scope.refs.headSha;
  const put = await Promise.all(files.map(async (f) => ({ path: f.path, oid: f.blob, mode: await fileMode(join(repo.root, f.path)) })));
  const renamedFrom = files.flatMap((f) => (f.from !== undefined ? [f.from] : []));
  try {
    return await treeWith(repo, scope.refs.mergeBase, put, renamedFrom);
  } catch (err) {
    throw new ProofgateError(
      `the sealed working-tree content is not in this clone's object store (${describeError(err)}): seal the scope again here`,
    );
  }
}

export interface FileDiff {
  path: string;
  /** A unified diff, or one `#` note line for a file that has none to show. */
  text: string;
}

/**
 * The diff of each file, from the merge base to the sealed head, rename-aware, in the files'
 * order. Only these files are asked of git, so an excluded file (a secret above all) never
 * reaches it. Links and submodules are noted, not diffed: their content is not code to quote.
 */
export async function fileDiffs(repo: Repo, scope: ReviewScope, files: readonly ScopeFile[]): Promise<FileDiff[]> {
  const regular = files.filter((f) => f.kind === 'file');
  const byPath = regular.length
    ? await diffByPath(
        repo,
        { base: scope.refs.mergeBase, head: await sealedHead(repo, scope, regular), context: DIFF_CONTEXT_LINES, renames: true },
        regular.map((f) => ({ path: f.path, ...(f.from !== undefined ? { from: f.from } : {}) })),
      )
    : new Map<string, string>();
  return files.map((f) => ({
    path: f.path,
    text:
      f.kind === 'file'
        ? byPath.get(f.path) || `# ${visible(f.path)}: no textual change (${f.status})\n`
        : `# ${visible(f.path)}: a ${f.kind === 'symlink' ? 'symbolic link' : 'submodule'} (${f.status}): not quotable, no diff shown\n`,
  }));
}
