import { lstatSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { readRegularSync } from '../text/regular-read.js';
import { shownPath } from '../text/shown-path.js';
import { trimEndOf } from '../text/trim.js';

/** More than any `.git` file or `commondir` holds (a path): a larger one is no pointer git follows either. */
const POINTER_MAX_BYTES = 64 * 1024;

/** A pointer file's text (`.git`, `commondir`), read as readRegularSync reads; undefined when absent or too large, refused in one line when not a regular file. */
function pointer(path: string): string | undefined {
  const read = readRegularSync(path, POINTER_MAX_BYTES);
  if (read.status === 'refused')
    throw new ProofgateError(`${shownPath(path)} ${read.reason}: git would wait on it or follow it; remove it`);
  return read.status === 'ok' ? trimEndOf(read.bytes.toString('utf8'), '\r\n') : undefined;
}

/** The git folders of a tree: `.git` itself, or for a worktree or submodule checkout the folders its `.git` file names. */
export function gitDirs(cwd: string): string[] {
  const dotgit = join(cwd, '.git');
  const st = lstatSync(dotgit, { throwIfNoEntry: false });
  if (st?.isDirectory()) return [dotgit];
  if (!st?.isFile()) return [];
  // As git reads it (read_gitfile): `gitdir: ` first, the path to the end, trailing line ends dropped.
  const text = pointer(dotgit) ?? '';
  const named = text.startsWith('gitdir: ') ? text.slice('gitdir: '.length) : '';
  if (!named) return [];
  const gitdir = isAbsolute(named) ? named : resolve(cwd, named);
  const commondir = pointer(join(gitdir, 'commondir'));
  const common = commondir === undefined ? null : resolve(gitdir, commondir);
  return [gitdir, ...(common && common !== gitdir ? [common] : [])].filter((d) => lstatSync(d, { throwIfNoEntry: false })?.isDirectory());
}

/**
 * The files git opens in its folders whatever it is asked (HEAD, the index, the settings, the
 * excludes and attributes of this machine, the refs packed, a worktree's pointers): a FIFO there
 * (an earlier job, an unconfined agent, the pull request's own test step) would hold a git process,
 * and so proofgate, forever; a device or a link would be read as something else.
 */
const OWN_FILES = [
  'HEAD',
  'config',
  'config.worktree',
  'index',
  'commondir',
  'gitdir',
  'packed-refs',
  'shallow',
  'info/exclude',
  'info/attributes',
  'info/sparse-checkout',
  'info/grafts',
  'objects/info/alternates',
];

/**
 * Refuses, in one line naming it, anything but a regular file where git opens one of its own files
 * (OWN_FILES, and a `.git` file) in the repository that holds `cwd`: checked before the first git
 * call of a command, since git has no time limit and neither do its callers.
 */
export function refuseOddGitFiles(cwd: string): void {
  const odd = (path: string) => {
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (st && !st.isFile())
      throw new ProofgateError(
        `${shownPath(path)} is not a regular file (a FIFO, socket, device, link or folder): git opens it on its own and would wait on it or follow it; remove it`,
      );
  };
  // As git finds its repository: the nearest folder up from cwd that holds a `.git`.
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const dotgit = join(dir, '.git');
    const st = lstatSync(dotgit, { throwIfNoEntry: false });
    if (st) {
      // A link to a git folder is followed by git too; anything else there is refused.
      if (!st.isDirectory() && !(st.isSymbolicLink() && statSync(dotgit, { throwIfNoEntry: false })?.isDirectory())) odd(dotgit);
      const dirs = st.isFile() ? gitDirs(dir) : [dotgit];
      for (const d of dirs) for (const f of OWN_FILES) odd(join(d, f));
      return;
    }
    if (dirname(dir) === dir) return;
  }
}
