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
  /**
   * Every version of the files directly in `folder` that a commit after this one held, up to HEAD
   * (the change's own commits, `<commit>..HEAD`), oldest first: what a later commit of the change
   * deletes or rewrites was evidence all the same (688). A force-push leaves no trace in the clone.
   */
  versions(folder: string): Promise<HeldVersion[]>;
  /** The bytes of blobs by id (null where there is none). */
  blobs(oids: string[]): Promise<Map<string, Buffer | null>>;
}

/** One version of a file a commit of the change held. */
export interface HeldVersion {
  /** Its working-tree path. */
  file: string;
  /** The commit that wrote it (short). */
  commit: string;
  /** Its blob. */
  oid: string;
}

/** Opens `commit` (a base) for `cwd`'s repository; a commit missing from the clone is an error saying what it was needed for. */
export async function atCommit(cwd: string, commit: string, neededFor: string): Promise<AtCommit> {
  const { openAndResolve, raw, readObjects, SuppliedSettings, treeEntries } = await import('../git/git.js');
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
    async versions(folder) {
      const prefix = `${inRepo(folder)}/`;
      // One git process: each commit's blobs as `--raw` lists them, a merge's against each parent
      // (-m), so that a version only a merge wrote is read too; parents before children.
      const out = await raw(repo, [
        ...['--literal-pathspecs', '-c', 'core.quotePath=false', 'log', '--topo-order', '--reverse', '-m', '--no-renames'],
        ...['--raw', '--no-abbrev', '-z', '--format=%x01%H', `${sha}..HEAD`, '--', prefix],
      ]);
      const held: HeldVersion[] = [];
      for (const chunk of out.split('\x01').slice(1)) {
        const [commit = '', ...fields] = chunk.split('\0');
        for (let i = 0; i + 1 < fields.length; i += 2) {
          const [, mode, , oid] = fields[i]!.trim().slice(1).split(' ');
          const path = fields[i + 1]!;
          const inFolder = path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
          if (inFolder && (mode === '100644' || mode === '100755') && oid && !/^0+$/.test(oid))
            held.push({ file: join(folder, path.slice(prefix.length)), commit: commit.slice(0, 12), oid });
        }
      }
      return held;
    },
    async blobs(oids) {
      const objects = await readObjects(repo.root, oids);
      return new Map(oids.map((o) => [o, objects.get(o)?.data ?? null]));
    },
  };
}
