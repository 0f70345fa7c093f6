import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, delimiter, dirname, isAbsolute, join, sep } from 'node:path';
import { SYSTEM_FOLDERS } from './bwrap.js';
import { findExecutable, inside } from '../git/programs.js';
import { shebangLine } from './shebang.js';

/** A folder this process can see (a PATH entry may sit where this user cannot look). */
function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Places never shown whole: each holds other users' files, sockets or the machine's own state. */
const NEVER_WHOLE = [
  '/',
  '/tmp',
  '/var/tmp',
  '/home',
  '/root',
  '/run',
  '/var/run',
  '/var',
  '/proc',
  '/sys',
  '/dev',
  '/mnt',
  '/media',
  '/srv',
];

/**
 * False for a folder that must not be shown as a whole: a top-level place of the system, or one
 * that contains a protected path (the real HOME, the runner's temp, this run's own folder).
 */
export function showable(dir: string, protectedPaths: string[]): boolean {
  if (NEVER_WHOLE.includes(dir) || ['/proc', '/sys', '/dev', '/run', '/var/run'].some((p) => inside(dir, p))) return false;
  return !protectedPaths.some((p) => inside(p, dir));
}

/**
 * What an executable needs shown: the node_modules folder its npm package sits in (its dependencies
 * and platform binaries, e.g. codex's @openai/codex-linux-x64, are installed beside it, not inside),
 * else the package itself, else the nearest folder above it with a package.json (a node project),
 * else its own folder; the file alone where that folder is a place never shown whole (a script
 * straight in /tmp: what lies beside it is other users'). Never a file inside a protected folder
 * (HOME, the runner's temp, a guarded tree): what is there stays out of reach, however named.
 */
function installShown(real: string, protectedPaths: string[]): string {
  const root = installRoot(real, protectedPaths);
  return showable(root, protectedPaths) || protectedPaths.some((p) => inside(real, p)) ? root : real;
}

function installRoot(real: string, protectedPaths: string[]): string {
  const parts = real.split(sep);
  const at = parts.indexOf('node_modules');
  if (at > 0 && parts.length > at + 1) {
    const modules = parts.slice(0, at + 1).join(sep);
    if (showable(modules, protectedPaths)) return modules;
    const scoped = parts[at + 1]!.startsWith('@');
    return parts.slice(0, at + (scoped ? 3 : 2)).join(sep);
  }
  for (let dir = dirname(real); dir !== dirname(dir); dir = dirname(dir)) {
    if (!showable(dir, protectedPaths)) break;
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return dirname(real);
}

/**
 * The interpreter a script names on its `#!` line (`env NAME` looked up on `pathVar`, the agent's
 * own PATH: the one `env` will search), or null.
 */
function interpreter(file: string, pathVar: string | undefined): string | null {
  const line = shebangLine(file);
  if (line === null) return null;
  const words = line.trim().split(/\s+/);
  if (basename(words[0] ?? '') !== 'env') return words[0] && isAbsolute(words[0]) ? words[0] : null;
  // env [-S] [-i] [-u NAME]… [NAME=VALUE]… PROGRAM
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '-u') i++;
    else if (w.startsWith('-') || w.includes('=')) continue;
    else return findExecutable(w, pathVar);
  }
  return null;
}

/**
 * True when resolving `path` one name at a time follows a link that lies inside one of `trees`
 * (real paths) to a place outside that tree.
 */
function leavesTree(path: string, trees: string[]): boolean {
  let at = '/';
  for (const name of path.split('/').filter(Boolean)) {
    const next = join(at, name);
    let st;
    try {
      st = lstatSync(next);
    } catch {
      return false;
    }
    if (!st.isSymbolicLink()) {
      at = next;
      continue;
    }
    const target = realpathSync(next);
    if (trees.some((t) => inside(at, t) && !inside(target, t))) return true;
    at = target;
  }
  return false;
}

export interface AgentInstall {
  /** The executable to start: the real file, so a launcher link resolves inside a sandbox too. */
  exec: string;
  /** The real interpreter its `#!` line names, if any. */
  interpreter: string | null;
  /** Paths to show read-only: the agent's install, its interpreter's, and the PATH folders (a file alone where its folder is never shown whole). */
  readable: string[];
}

/**
 * What an agent needs to start in a sandbox that shows only what it is given: its install, its
 * interpreter's, the PATH folders, and every existing absolute path among its arguments (the
 * workflow's own, e.g. `node /opt/runner/review.mjs`), each shown as its install.
 */
export function agentInstall(
  file: string,
  args: string[],
  pathVar: string | undefined,
  protectedPaths: string[],
  trees: string[] = [],
): AgentInstall {
  const exec = realpathSync(file);
  const readable = new Set<string>([installShown(exec, protectedPaths)]);
  // A path that passes through a link inside the pull request's tree to somewhere outside it went
  // through a link the pull request planted (node_modules/.bin -> the runner's temp folder): never
  // shown, however the path is spelled (`//`, `/./`, a linked folder above the tree).
  const planted = (path: string) => leavesTree(path, trees);
  for (const arg of args) {
    if (!isAbsolute(arg) || !existsSync(arg)) continue;
    if (planted(arg)) continue;
    const real = realpathSync(arg);
    readable.add(isDir(real) ? real : installShown(real, protectedPaths));
  }
  const named = interpreter(exec, pathVar);
  // An interpreter found through a link the pull request planted on PATH is not shown (the agent then cannot start).
  const interp = named && existsSync(named) && !planted(named) ? realpathSync(named) : null;
  if (interp) readable.add(installShown(interp, protectedPaths));
  // By its real path, as everything shown: a PATH folder that is a link (a pull request's
  // node_modules/.bin climbing to `/`) is the folder it names, and bwrap would follow it.
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir) || !isDir(dir)) continue;
    if (!planted(dir)) readable.add(realpathSync(dir));
  }
  // The system folders are shown anyway.
  const shown = [...readable].filter((d) => showable(d, protectedPaths) && !SYSTEM_FOLDERS.some((s) => inside(d, s)));
  return { exec, interpreter: interp, readable: shown.sort() };
}
