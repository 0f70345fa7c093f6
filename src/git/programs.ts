import { accessSync, constants, lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, delimiter, dirname, isAbsolute, join, resolve, sep } from 'node:path';

/**
 * Where proofgate lets a program be found. A checkout holds whatever the pull request commits, a
 * `node_modules/.bin` full of programs included; an earlier step (`npm ci`, `npx`,
 * `PATH=$PWD/node_modules/.bin:$PATH`) can put that folder on PATH. Every program proofgate starts
 * by name, and every program git starts by name for it (a filter driver such as `git-lfs`, a
 * `git-<command>` helper, ssh, a credential helper), is looked up on a PATH without those folders:
 * one rule, here, for git, git's environment, the agent's preflight and the agent's own PATH alike.
 */

/** `path` is `dir` or lies below it (both absolute, normalised). */
export const inside = (path: string, dir: string) => path === dir || path.startsWith(dir === sep ? sep : `${dir}${sep}`);

/**
 * The real path of an absolute `path`: through its nearest existing folder when it does not exist
 * (yet): a PATH folder the checkout creates later still resolves through a linked folder above it.
 */
export function realOf(path: string): string {
  const rest: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    try {
      return join(realpathSync(at), ...rest.reverse());
    } catch {
      if (at === dirname(at)) return path;
      rest.push(basename(at));
    }
  }
}

/**
 * The folders a pull request supplies, by the path given and by its real path: each tree, and the
 * repository it lies in (the nearest folder at or above it holding a `.git`, file or folder: a
 * project root in a monorepo, when proofgate runs in a package's folder). `/` is never one: every
 * folder would be.
 */
export function suppliedFolders(trees: (string | undefined)[]): string[] {
  const out = new Set<string>();
  for (const tree of trees) {
    if (!tree || !isAbsolute(tree)) continue;
    const spelled = resolve(tree);
    for (const at of new Set([spelled, realOf(spelled)])) {
      out.add(at);
      for (let d = at; d !== dirname(d); d = dirname(d))
        if (lstatSync(join(d, '.git'), { throwIfNoEntry: false })) {
          out.add(d);
          break;
        }
    }
  }
  out.delete(sep);
  return [...out];
}

/** `trees` and, in a job, its workspace: the pull request supplies that folder wherever a tree is named. */
export function withWorkspace(trees: string[], env: NodeJS.ProcessEnv = process.env): string[] {
  return env.GITHUB_WORKSPACE ? [...trees, env.GITHUB_WORKSPACE] : trees;
}

/** The supplied folder an absolute `path` lies in, by its spelling (`..`, `//`, a trailing `/` resolved) or its real path, or undefined. */
export function suppliedBy(path: string, folders: string[]): string | undefined {
  const spelled = resolve(path);
  const paths = [spelled, realOf(spelled)];
  return folders.find((f) => paths.some((p) => inside(p, f)));
}

/**
 * `pathVar` less every folder the pull request could have supplied: an empty or relative entry (the
 * folder of whichever process looks: git's is the repository) and one inside `folders`. `path` is
 * undefined when nothing is kept, so the variable is unset: an empty PATH is the current folder to
 * sh and execvp. `left` lists the entries left out, as spelled, for a log.
 */
export function splitPath(pathVar: string | undefined, folders: string[]): { path: string | undefined; left: string[] } {
  const kept: string[] = [];
  const left: string[] = [];
  for (const dir of pathVar === undefined ? [] : pathVar.split(delimiter))
    (dir && isAbsolute(dir) && !suppliedBy(dir, folders) ? kept : left).push(dir);
  return { path: kept.length ? kept.join(delimiter) : undefined, left };
}

/** `pathVar` less every folder the pull request could have supplied (splitPath). */
export function outsidePath(pathVar: string | undefined, folders: string[]): string | undefined {
  return splitPath(pathVar, folders).path;
}

/**
 * This process's PATH less the folders of the checkout around it: the folder it runs in, the job's
 * workspace, `trees` (the repository a command works on) and the repository each lies in.
 */
export function pathOutsideCheckout(trees: string[] = []): string | undefined {
  return outsidePath(process.env.PATH, suppliedFolders(withWorkspace([process.cwd(), ...trees.map((t) => resolve(t))])));
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The absolute executable for `command`, or null. A name with a slash is a path (relative to
 * the caller's directory, not the agent's); a bare name is looked up on `pathVar`, skipping
 * relative PATH entries (each process would read them from its own folder).
 */
export function findExecutable(command: string, pathVar: string | undefined): string | null {
  if (command.includes('/')) {
    const path = isAbsolute(command) ? command : resolve(command);
    return isExecutableFile(path) ? path : null;
  }
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    const candidate = join(dir, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}
