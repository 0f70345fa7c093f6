import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { walk } from './tree.js';
import { gitCommand, gitEnv } from '../git/run.js';

/** Keys that carry a credential or point at one: the ones worth a warning. */
const CREDENTIAL = /^(http\.(.+\.)?extraheader|credential\..+|include\.path|includeif\..+\.path)$/;

const hasUserinfo = (value: string) => /^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(value);

interface Entry {
  /** Lower-cased, as git compares section and variable names (a subsection keeps its case inside). */
  key: string;
  value: string | null;
}

/** Every entry of one config file, includes not followed. */
function entries(file: string): Entry[] {
  const r = spawnSync(gitCommand(), ['config', '--file', file, '--no-includes', '--list', '--null'], {
    encoding: 'utf8',
    env: { ...gitEnv(), GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) return [];
  return r.stdout
    .split('\0')
    .filter(Boolean)
    .map((item) => {
      const nl = item.indexOf('\n');
      return { key: (nl < 0 ? item : item.slice(0, nl)).toLowerCase(), value: nl < 0 ? null : item.slice(nl + 1) };
    });
}

/** The git folders of a tree: `.git` itself, or for a worktree or submodule checkout the folders its `.git` file names. */
export function gitDirs(cwd: string): string[] {
  const dotgit = join(cwd, '.git');
  const st = lstatSync(dotgit, { throwIfNoEntry: false });
  if (st?.isDirectory()) return [dotgit];
  if (!st?.isFile()) return [];
  // As git reads it (read_gitfile): `gitdir: ` first, the path to the end, trailing line ends dropped.
  const text = readFileSync(dotgit, 'utf8').replace(/[\r\n]+$/, '');
  const named = text.startsWith('gitdir: ') ? text.slice('gitdir: '.length) : '';
  if (!named) return [];
  const gitdir = isAbsolute(named) ? named : resolve(cwd, named);
  const common = existsSync(join(gitdir, 'commondir')) ? resolve(gitdir, readFileSync(join(gitdir, 'commondir'), 'utf8').trim()) : null;
  return [gitdir, ...(common && common !== gitdir ? [common] : [])].filter((d) => lstatSync(d, { throwIfNoEntry: false })?.isDirectory());
}

/** Every config file under the git folders: the repository's, each worktree's and each submodule's. */
function gitConfigFiles(dirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    // objects/ and refs/ hold no config and can be large: not walked.
    const skip = (rel: string) => /^(objects|refs|logs|lfs)(\/|$)/.test(rel) || /\/(objects|refs|logs)(\/|$)/.test(rel);
    for (const e of walk(dir, skip)) if (e.kind === 'file' && /(^|\/)config(\.worktree)?$/.test(e.rel)) found.push(join(dir, e.rel));
  }
  return found;
}

/** The keys of the tree's git configs that hold a credential (for the warning that the checkout persisted its token). */
function persistedCredentials(cwd: string): string[] {
  const keys: string[] = [];
  for (const file of gitConfigFiles(gitDirs(cwd))) {
    for (const e of entries(file)) {
      if (CREDENTIAL.test(e.key) || (/\.(url|pushurl|insteadof)$/.test(e.key) && e.value !== null && hasUserinfo(e.value)))
        keys.push(e.key);
    }
  }
  return [...new Set(keys)];
}

/** The warning when the checkout persisted a credential in the repository's git config, or undefined. */
export function persistedWarning(cwd: string): string | undefined {
  const persisted = persistedCredentials(cwd);
  if (!persisted.length) return undefined;
  return `actions/checkout persisted a credential in the repository's git config (${persisted.join(', ')}); the agent never sees the repository's git folder, but every later step of this job can read it: set persist-credentials: false`;
}
