/**
 * A commit of the repository that holds the working tree, read from git and never from the work
 * tree: the uat settings, the release and the runs as a pull request's base has them, so the
 * change under test cannot pick what judges it. Files are named by their working-tree paths.
 */
import { realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ProofgateError } from '../text/errors.js';

export interface AtCommit {
  /** The commit's own id (short), for messages. */
  short: string;
  /** The bytes of each file at the commit (null where it has none). */
  read(paths: string[]): Promise<Map<string, Buffer | null>>;
  /** The files directly in a folder at the commit, as working-tree paths. */
  list(folder: string): Promise<string[]>;
}

/** Opens `commit` (a base) for `cwd`'s repository; a commit missing from the clone is an error saying what it was needed for. */
export async function atCommit(cwd: string, commit: string, neededFor: string): Promise<AtCommit> {
  const { openAndResolve, readObjects, SuppliedSettings, treeEntries } = await import('../git/git.js');
  const { repo, shas } = await openAndResolve(cwd, [{ ref: commit, what: 'base' }]).catch((err: unknown) => {
    if (err instanceof SuppliedSettings) throw err;
    throw new ProofgateError(
      `the base commit ${commit.slice(0, 12)} is not in the clone: check out with \`fetch-depth: 0\` so that ${neededFor}`,
    );
  });
  const sha = shas[0]!;
  const realCwd = await realpath(cwd);
  // Through the working tree's real path (a /tmp that is a link), whether or not the file is there now.
  const inRepo = (path: string) =>
    relative(repo.root, join(realCwd, relative(cwd, path)))
      .split(sep)
      .join('/');
  return {
    short: sha.slice(0, 12),
    async read(paths) {
      const names = paths.map((p) => `${sha}:${inRepo(p)}`);
      const objects = await readObjects(repo.root, names);
      return new Map(paths.map((p, i) => [p, objects.get(names[i]!)?.data ?? null]));
    },
    async list(folder) {
      const entries = await treeEntries(repo, sha, [`${inRepo(folder)}/`]);
      const prefix = `${inRepo(folder)}/`;
      return entries.filter((e) => e.type === 'blob' && e.path.startsWith(prefix)).map((e) => join(folder, e.path.slice(prefix.length)));
    },
  };
}
