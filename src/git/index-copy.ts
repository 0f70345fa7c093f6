import { copyFile, rm, stat, utimes } from 'node:fs/promises';
import { freshDir } from '../text/files.js';
import { join, resolve } from 'node:path';
import { gitLine, runGit } from './run.js';

/**
 * Runs `use` with GIT_INDEX_FILE naming a copy of the checkout's index, removed after. git diff
 * against the working tree refreshes the index it reads and writes it back (GIT_OPTIONAL_LOCKS does
 * not stop it), git add rewrites it: a check writes nothing of the repository it checks, and
 * takes no index.lock a git command of the user's would then fail on. The copy keeps the index's
 * time: git trusts no entry as recent as its index (racy git), and a fresh copy would make an edit
 * of the same size in the same second as the last index write look unchanged. `copied` is false
 * where the checkout has no index yet: `env` then names no file, which git reads as an empty one.
 */
export async function withIndexCopy<T>(root: string, use: (env: { GIT_INDEX_FILE: string }, copied: boolean) => Promise<T>): Promise<T> {
  const tmp = freshDir('index');
  try {
    const env = { GIT_INDEX_FILE: join(tmp, 'index') };
    const index = resolve(root, gitLine(await runGit(root, ['rev-parse', '--git-path', 'index'])));
    const copied = await copyFile(index, env.GIT_INDEX_FILE).then(
      async () => {
        const { atime, mtime } = await stat(index);
        await utimes(env.GIT_INDEX_FILE, atime, mtime);
        return true;
      },
      (err: NodeJS.ErrnoException) => {
        // No index yet is an empty one, to git as to the copy; any other failure is said.
        if (err.code === 'ENOENT') return false;
        throw err;
      },
    );
    return await use(env, copied);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
