import { lstat, readdir, realpath, rename, cp, rm } from 'node:fs/promises';
import { lstatSync, rmSync, utimesSync, writeFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { reviewFolder } from '../review/folder.js';
import { privateDir } from '../text/files.js';
import { log } from '../github/log.js';

// A self-hosted runner reuses its workspace: a file on disk counts as this job's evidence only when it
// was made after the job began (hazards 614-616, 622). The runner writes the event file at each job's
// start; "made" is the inode's birth time, which nothing moves (chown, chmod, touch, setfacl, a link or
// a rename keep it), and its ctime, which cannot be set back. A ctime alone is no date of writing: any
// metadata change of this job moves a leftover's forward. Off a runner (the CLI, a developer resuming a
// review) there is no event file and nothing is set aside.

/** When this job began: the ctime of the event file the runner wrote for it (a link's own); undefined without one. */
export function jobStartMs(): number | undefined {
  const event = process.env.GITHUB_EVENT_PATH;
  if (!event) return undefined;
  try {
    return lstatSync(event).ctimeMs;
  } catch {
    return undefined;
  }
}

let births: boolean | undefined;
/**
 * Whether this process's stat reports birth times: without statx (an old seccomp profile refuses it)
 * Node reports the ctime as the birth time, which a metadata change moves. Probed once on a file of
 * the job's own: a ctime moved a clock tick after the write must leave its birth time behind.
 */
function birthTimesKept(): boolean {
  if (births !== undefined) return births;
  let dir: string | undefined;
  try {
    dir = privateDir('birth-probe');
    const probe = join(dir, 'probe');
    writeFileSync(probe, '');
    for (let tick = 0; tick < 20 && births === undefined; tick++) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      utimesSync(probe, 0, 0);
      const s = lstatSync(probe);
      if (s.birthtimeMs > 0 && s.ctimeMs > s.birthtimeMs) births = true;
    }
  } catch {
    // No probe, no trust: every file is dated as left before the job.
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  births ??= false;
  if (!births)
    log.warning(
      'this runner reports no birth time of a file (its Node has no statx): nothing found in the workspace can be told from what an earlier job left, so all of it is treated as left',
    );
  return births;
}

/** Whether a file whose inode says `s` was made or changed before `start`: undated (no birth time) counts as before. */
function madeBefore(s: Stats, start: number): boolean {
  if (s.ctimeMs < start) return true;
  // A file system with no birth time (0) cannot tell a leftover whose ctime moved from a new file: fail closed.
  return s.birthtimeMs === 0 || s.birthtimeMs < start || !birthTimesKept();
}

/**
 * Whether `path` (a file, or any entry under a folder, links inside not followed) was made before
 * `start`. A link given as `path` is judged by what it leads to too: a link this job made to an
 * earlier job's folder is that folder.
 */
export async function predates(path: string, start: number, follow = true): Promise<boolean> {
  const s = await lstat(path).catch(() => undefined);
  if (!s) return false;
  if (madeBefore(s, start)) return true;
  if (s.isSymbolicLink()) return follow ? predates(await realpath(path).catch(() => path), start, false) : false;
  if (!s.isDirectory()) return false;
  for (const name of await readdir(path).catch(() => [] as string[])) if (await predates(join(path, name), start, false)) return true;
  return false;
}

/** Evidence a seal must not inherit: everything an agent, a merge or a gate writes in the review folder. */
const EVIDENCE = [
  ...Object.values(reviewFolder.files).filter((n) => n !== reviewFolder.files.scope && n !== reviewFolder.files.intent),
  ...Object.values(reviewFolder.outputs),
  reviewFolder.attempts,
];

/** Moves `path` into `into`: a rename, else (another file system) a copy and a removal. */
async function moveInto(path: string, into: string, name: string): Promise<void> {
  await rename(path, join(into, name)).catch(async () => {
    await cp(path, join(into, name), { recursive: true, verbatimSymlinks: true });
    await rm(path, { recursive: true, force: true });
  });
}

/**
 * On a runner, moves the evidence in a review folder that predates this job into a private folder
 * of the job; returns what was moved and where, empty when nothing was.
 */
async function setAsideLeftovers(folder: string): Promise<{ names: string[]; into?: string }> {
  const start = jobStartMs();
  if (start === undefined) return { names: [] };
  const names: string[] = [];
  for (const name of EVIDENCE) if (await predates(join(folder, name), start)) names.push(name);
  if (!names.length) return { names };
  const into = privateDir('left-before-job');
  for (const name of names) await moveInto(join(folder, name), into, name);
  return { names, into };
}

/** setAsideLeftovers, and a warning naming what it moved. */
export async function setAsideNamed(folder: string): Promise<void> {
  const moved = await setAsideLeftovers(folder);
  if (moved.names.length)
    log.warning(
      `set aside ${moved.names.join(', ')} of ${folder}, left there before this job began: never this job's evidence (kept in ${moved.into})`,
    );
}
