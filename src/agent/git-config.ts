import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { entrySignature, gitEntries, walk, type Snapshot } from './tree.js';
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

/** Folders of a git folder that hold data, never settings, and can be large: not walked. */
const GIT_DATA = /(^|\/)(objects|refs|logs|lfs)(\/|$)/;

/**
 * What in a git folder (relative to it) makes a git run there, or in a submodule or worktree of it,
 * run a program: each config file (a filter driver, fsmonitor, pager, diff driver, ssh command, an
 * include naming more), the hooks, the attributes that name a driver for every file, and the
 * commondir a worktree takes its config and hooks from.
 */
const GIT_CONTROL = /^((modules|worktrees)\/.+\/)?(config|config\.worktree|commondir|info\/attributes|hooks(\/.*)?)$/;

/** The entries of GIT_CONTROL under each git folder, as absolute paths. */
function controlEntries(dirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) for (const e of walk(dir, (rel) => GIT_DATA.test(rel))) if (GIT_CONTROL.test(e.rel)) found.push(join(dir, e.rel));
  return found;
}

/** Every config file under the git folders: the repository's, each worktree's and each submodule's. */
function gitConfigFiles(dirs: string[]): string[] {
  return controlEntries(dirs).filter((f) => /(^|\/)config(\.worktree)?$/.test(f) && lstatSync(f).isFile());
}

/**
 * Every git folder of a tree: for each `.git` at any depth (the repository's, a submodule's, a
 * second checkout's), the folder itself or the ones its `.git` file names (a worktree's, and the
 * common one it shares). Taken before an agent runs: a `.git` file it writes names nothing watched.
 */
export function treeGitFolders(root: string): string[] {
  return [...new Set(gitEntries(root).flatMap((rel) => gitDirs(join(root, dirname(rel)))))];
}

/**
 * What of `folders` (treeGitFolders) would make a later git run a program (GIT_CONTROL), signed,
 * by path relative to `root`: an agent that keeps this user's uid can write there, and every git
 * of a later step (and of proofgate, which overrides only what it knows) would obey it.
 */
export function gitControl(root: string, folders: string[]): Snapshot {
  const snap: Snapshot = new Map();
  for (const abs of controlEntries(folders)) snap.set(relative(root, abs).split(sep).join('/'), entrySignature(abs) ?? 'gone');
  return snap;
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
