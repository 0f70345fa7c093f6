import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { trimEndOf } from '../text/trim.js';

/** The git folders of a tree: `.git` itself, or for a worktree or submodule checkout the folders its `.git` file names. */
export function gitDirs(cwd: string): string[] {
  const dotgit = join(cwd, '.git');
  const st = lstatSync(dotgit, { throwIfNoEntry: false });
  if (st?.isDirectory()) return [dotgit];
  if (!st?.isFile()) return [];
  // As git reads it (read_gitfile): `gitdir: ` first, the path to the end, trailing line ends dropped.
  const text = trimEndOf(readFileSync(dotgit, 'utf8'), '\r\n');
  const named = text.startsWith('gitdir: ') ? text.slice('gitdir: '.length) : '';
  if (!named) return [];
  const gitdir = isAbsolute(named) ? named : resolve(cwd, named);
  const common = existsSync(join(gitdir, 'commondir'))
    ? resolve(gitdir, trimEndOf(readFileSync(join(gitdir, 'commondir'), 'utf8'), '\r\n'))
    : null;
  return [gitdir, ...(common && common !== gitdir ? [common] : [])].filter((d) => lstatSync(d, { throwIfNoEntry: false })?.isDirectory());
}
