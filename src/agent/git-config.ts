import { spawnSync } from 'node:child_process';
import { lstatSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { entrySignature, gitEntries, walk, type Snapshot } from './tree.js';
import { gitCommand, gitEnv } from '../git/run.js';
import { gitDirs } from '../git/git-dirs.js';
import { ATTRIBUTES_KEY, configEntries, configPath, EXCLUDES_KEY, INCLUDE_KEY } from '../git/config-files.js';

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

/** Folders of a git folder that hold data, never settings, and can be large: not walked. */
const GIT_DATA = /(^|\/)(objects|refs|logs|lfs)(\/|$)/;

/**
 * What in a git folder (relative to it) makes a git run there, or in a submodule or worktree of it,
 * run a program: each config file (a filter driver, fsmonitor, pager, diff driver, ssh command, an
 * include naming more), the hooks, the attributes that name a driver for every file, and the
 * commondir a worktree takes its config and hooks from; and the exclude file, which hides a new file
 * from every later git status and git add (and from nothing of proofgate's, untracked.ts).
 */
const GIT_CONTROL = /^((modules|worktrees)\/.+\/)?(config|config\.worktree|commondir|info\/attributes|info\/exclude|hooks(\/.*)?)$/;

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
 * The files of this user's own git settings, there or not: the global config (GIT_CONFIG_GLOBAL,
 * which proofgate's git reads, and the two a later step's git reads without it), the attributes
 * and exclude files, each file a global config includes and the attributes or exclude file it names. Every git this user
 * runs reads them, whatever the repository.
 */
export function userGitFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const home = env.HOME && isAbsolute(env.HOME) ? env.HOME : undefined;
  const xdg = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : home && join(home, '.config');
  const fixed = [
    env.GIT_CONFIG_GLOBAL,
    home && join(home, '.gitconfig'),
    xdg && join(xdg, 'git/config'),
    xdg && join(xdg, 'git/attributes'),
    xdg && join(xdg, 'git/ignore'),
  ];
  const files = fixed.filter((f): f is string => !!f && isAbsolute(f));
  // What the configs name, includes followed (git's own reading: `include.path` relative to its file, `~/`).
  const r = spawnSync(gitCommand(), ['config', '--global', '--includes', '--show-origin', '--null', '--list'], {
    encoding: 'utf8',
    cwd: '/',
    env: { ...gitEnv(), GIT_CONFIG_NOSYSTEM: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const e of r.status === 0 ? configEntries(r.stdout, false) : []) {
    if (e.file === undefined) continue;
    const origin = resolve('/', e.file);
    files.push(origin);
    // A file named there, there or not yet: an include (relative to the file naming it), the attributes or exclude file.
    if (e.value && (INCLUDE_KEY.test(e.key) || ATTRIBUTES_KEY.test(e.key) || EXCLUDES_KEY.test(e.key)))
      files.push(configPath(e.value, dirname(origin), home));
  }
  return [...new Set(files)];
}

/**
 * What would make a later git run a program, signed: of `folders` (treeGitFolders) what GIT_CONTROL
 * names, and `user` (userGitFiles). An agent that keeps this user's uid can write there, and every
 * git of a later step (and of proofgate, which overrides only what it knows) would obey it. Named
 * by path from `root` inside it, else absolute.
 */
export function gitControl(root: string, folders: string[], user: string[]): Snapshot {
  const snap: Snapshot = new Map();
  const name = (abs: string) => {
    const rel = relative(root, abs);
    return rel.startsWith('..') || isAbsolute(rel) ? abs : rel.split(sep).join('/');
  };
  for (const abs of [...controlEntries(folders), ...user]) {
    const sig = entrySignature(abs);
    if (sig) snap.set(name(abs), sig);
  }
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
