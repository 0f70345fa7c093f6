import { lstat, readdir, realpath, rename, cp, rm } from 'node:fs/promises';
import { lstatSync, rmSync, utimesSync, writeFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { reviewFolder } from '../review/folder.js';
import { privateDir } from '../text/files.js';

// A self-hosted runner reuses its workspace: a file on disk counts as this job's evidence only when it
// was made after the job began (hazards 614-616, 622). The runner writes the event file at each job's
// start; "made" is the inode's birth time, which nothing moves (chown, chmod, touch, setfacl, a link or
// a rename keep it), and its ctime, which cannot be set back. A ctime alone is no date of writing: any
// metadata change of this job moves a leftover's forward. Birth and ctime date the inode, not its
// content: a copy that keeps times (cp -a/-p, rsync -a, tar -p, an actions/cache restore, unzip, mv
// across file systems) is a new inode holding an earlier job's content and mtime, so the mtime is
// judged too (hazard 651). A time set ahead of the clock (touch -d 2099, kept by such a copy) would pass
// every lower bound, so an mtime later than its ctime or than now is no write of this job's (hazard 681). The actions and the CLI run as a step
// (`run: proofgate review gate`) both judge by this module (hazard 642); off a runner (a developer
// resuming a review) there is no job and nothing is set aside. No GitHub code here: callers say the warnings.

/** A job on a runner: when it began, and where a warning about dating its files is said. */
export interface Job {
  start: number;
  warn: (line: string) => void;
}

/**
 * This job, when the process runs as a step of a GitHub Actions job (GITHUB_ACTIONS=true and the event
 * file the runner wrote at the job's start): it began at that file's ctime (a link's own). Undefined off a runner.
 */
export function thisJob(warn: (line: string) => void): Job | undefined {
  const event = process.env.GITHUB_EVENT_PATH;
  if (process.env.GITHUB_ACTIONS !== 'true' || !event) return undefined;
  try {
    return { start: lstatSync(event).ctimeMs, warn };
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
function birthTimesKept(warn: (line: string) => void): boolean {
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
    warn(
      'this runner reports no birth time of a file (its Node has no statx): nothing found in the workspace can be told from what an earlier job left, so all of it is treated as left',
    );
  return births;
}

/** How far a file's times may run ahead of this process's clock (a network file system's server) before they are taken as set ahead. */
const CLOCK_SKEW_MS = 5_000;

/**
 * Whether a file whose inode says `s` was made, changed or written before the job began: undated (no birth
 * time) counts as before. Every write sets the mtime from the kernel clock that sets the ctime, on the same
 * tick, so what this job writes has both at or after the event file's ctime and the same `<` holds for
 * each; an mtime put back (a copy keeping it, `touch -d`) only ever makes a file the earlier job's. Nor is
 * an mtime put forward any later write: only a set time lies past its ctime (setting it moves the ctime to
 * now) or past now, so either is an earlier job's, failing closed (hazard 681).
 */
function madeBefore(s: Stats, { start, warn }: Job): boolean {
  if (s.ctimeMs < start || s.mtimeMs < start) return true;
  if (s.mtimeMs > s.ctimeMs || s.mtimeMs > Date.now() + CLOCK_SKEW_MS) return true;
  // A file system with no birth time (0) cannot tell a leftover whose ctime moved from a new file: fail closed.
  return s.birthtimeMs === 0 || s.birthtimeMs < start || !birthTimesKept(warn);
}

/**
 * Whether `path` (a file, or any entry under a folder, links inside not followed) was made before
 * the job began. A link given as `path` is judged by what it leads to too: a link this job made to an
 * earlier job's folder is that folder.
 */
export async function predates(path: string, job: Job, follow = true): Promise<boolean> {
  const s = await lstat(path).catch(() => undefined);
  if (!s) return false;
  if (madeBefore(s, job)) return true;
  if (s.isSymbolicLink()) return follow ? predates(await realpath(path).catch(() => path), job, false) : false;
  if (!s.isDirectory()) return false;
  for (const name of await readdir(path).catch(() => [] as string[])) if (await predates(join(path, name), job, false)) return true;
  return false;
}

/** How to make what a warning names count: the copy, not the rule, carried the earlier job's times (hazards 651, 681). */
export const KEEP_NO_TIMES =
  "a copy that keeps times (cp -a or -p, rsync -a, tar -p, a cache restore), or a time set ahead of the clock (touch -d), is the earlier job's: copy without keeping times, or review again in this job";

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
 * of the job, and says what it moved and where (job.warn); returns the names moved, none off a runner.
 */
export async function setAsideNamed(folder: string, job: Job | undefined): Promise<string[]> {
  if (!job) return [];
  const names: string[] = [];
  for (const name of EVIDENCE) if (await predates(join(folder, name), job)) names.push(name);
  if (!names.length) return names;
  const into = privateDir('left-before-job');
  for (const name of names) await moveInto(join(folder, name), into, name);
  job.warn(
    `set aside ${names.join(', ')} of ${folder}, left there before this job began: never this job's evidence (kept in ${into}; ${KEEP_NO_TIMES})`,
  );
  return names;
}
