import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitDirs } from './git-dirs.js';
import { scanRecords } from './run.js';

/**
 * The untracked files as the tree's own `.gitignore` files decide, and nothing else: `.git/info/exclude`
 * and `core.excludesFile` (`~/.config/git/ignore` by default; pinned empty for every call in run.ts)
 * are this machine's, travel with no commit, and one planted there (an earlier job on a self-hosted
 * runner, an unconfined agent) hid a new file from the scope and every check of the tree. `-z`, names
 * as they are; a repository of its own is listed by its name and a slash.
 */
export const UNTRACKED_LISTING = ['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-per-directory=.gitignore', '-z'];

/** Whether the repository's `info/exclude` holds a pattern (git's own holds only comments): else nothing is hidden by it. */
function excludesLocally(root: string): boolean {
  const dirs = gitDirs(root);
  // A git folder named some other way (GIT_DIR cannot be: gitEnv drops it): listed to be sure.
  if (!dirs.length) return true;
  let text: string;
  try {
    text = readFileSync(join(dirs.at(-1)!, 'info/exclude'), 'utf8');
  } catch {
    return false;
  }
  return text.split('\n').some((l) => l.trim() !== '' && !l.startsWith('#'));
}

/**
 * The untracked files only `.git/info/exclude` hides (UNTRACKED_LISTING's reason), as git names them
 * (bytes), for the git commands that read it whatever they are told (status, add -A): their callers
 * count these too.
 */
export async function hiddenLocally(root: string): Promise<Buffer[]> {
  if (!excludesLocally(root)) return [];
  // As bytes: a name that is not UTF-8, decoded, is another name or none.
  const listed = async (args: string[]) => {
    const found: Buffer[] = [];
    await scanRecords(root, args, (r) => void (r.length && found.push(Buffer.from(r))));
    return found;
  };
  const [all, standard] = await Promise.all([
    listed(UNTRACKED_LISTING),
    listed(['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-standard', '-z']),
  ]);
  const shown = new Set(standard.map((b) => b.toString('latin1')));
  return all.filter((b) => !shown.has(b.toString('latin1')));
}
