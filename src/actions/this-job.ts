import { lstat, readdir, rename, cp, rm } from 'node:fs/promises';
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { reviewFolder } from '../review/folder.js';
import { privateDir } from '../text/files.js';
import { log } from '../github/log.js';

// A self-hosted runner reuses its workspace: a file on disk counts as this job's evidence only when it
// changed after the job began (hazards 614-616). The runner writes the event file at each job's start,
// and a ctime cannot be set back, so no earlier job can make its files look newer. Off a runner (the
// CLI, a developer resuming a review) there is no event file and nothing is set aside.

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

/** Whether `path` (a file, or any entry under a folder, links not followed) changed before `start`. */
export async function predates(path: string, start: number): Promise<boolean> {
  const s = await lstat(path).catch(() => undefined);
  if (!s) return false;
  if (s.ctimeMs < start) return true;
  if (!s.isDirectory()) return false;
  for (const name of await readdir(path).catch(() => [] as string[])) if (await predates(join(path, name), start)) return true;
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
