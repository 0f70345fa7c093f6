import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { visible } from '../text/neutralise.js';
import { SuppliedSettings } from './config-files.js';
import { gitDirs } from './git-dirs.js';
import { inside, realOf, suppliedBy, suppliedFolders, withWorkspace } from './programs.js';

/**
 * Object stores a repository borrows from (`objects/info/alternates`): git reads an object from
 * one without checking its bytes against its id, and a partial clone looks there before fetching a
 * blob it lacks. A store in a folder the pull request or an earlier step of the job writes would
 * hand git forged objects, trees and commits included, which proofgate reads no hash of.
 * (GIT_ALTERNATE_OBJECT_DIRECTORIES is never passed to git: gitEnv.)
 */

/** As git reads it: the most alternates of alternates it follows. */
const DEPTH = 5;

const ESCAPES: Record<string, string> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '"': '"', '\\': '\\' };

/** A line of an alternates file as git reads it: a `"…"` line C-unquoted, a relative path from the objects folder. */
function storePath(line: string, objects: string): string {
  const path = line.startsWith('"')
    ? Buffer.from(
        line
          .slice(1, line.lastIndexOf('"') > 0 ? line.lastIndexOf('"') : undefined)
          .replace(/\\([0-7]{3}|.)/g, (_, e: string) => (e.length === 3 ? String.fromCharCode(parseInt(e, 8)) : (ESCAPES[e] ?? e))),
        'latin1',
      ).toString('utf8')
    : line;
  return isAbsolute(path) ? resolve(path) : resolve(objects, path);
}

/** Every store `objects` borrows from, alternates of alternates followed as deep as git does, each with the file naming it. */
function alternateStores(objects: string, depth = 0, seen = new Set<string>()): { store: string; file: string }[] {
  if (depth > DEPTH || seen.has(objects)) return [];
  seen.add(objects);
  const file = join(objects, 'info', 'alternates');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const store = storePath(line, objects);
      return [{ store, file }, ...alternateStores(store, depth + 1, seen)];
    });
}

/**
 * Refuses, in one line naming the store and the file naming it, a repository at `top` that
 * borrows objects from a folder inside the working tree, the repository holding it, the job's
 * workspace or its temp folder (RUNNER_TEMP), other than the repository's own git folders.
 */
export function refuseSuppliedAlternates(top: string): void {
  const own = gitDirs(top);
  const folders = suppliedFolders([...withWorkspace([top]), process.env.RUNNER_TEMP]);
  for (const { store, file } of own.flatMap((d) => alternateStores(join(d, 'objects')))) {
    if (own.some((d) => inside(store, d) && inside(realOf(store), realOf(d)))) continue;
    const folder = suppliedBy(store, folders);
    if (folder === undefined) continue;
    throw new SuppliedSettings(
      `${visible(file)} names the object store ${visible(store)}, inside ${visible(folder)}, which the pull request or an earlier step of the job writes: git reads objects there unchecked, so forged ones would stand in for the change's; remove the line (or keep the borrowed store outside the checkout, the workspace and RUNNER_TEMP)`,
    );
  }
}
